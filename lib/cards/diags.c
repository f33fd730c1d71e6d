/* SPDX-License-Identifier: MIT */
/*
 * diags.c - where a parse reports to: the limits it keeps to, the names
 * of its sources, and its diagnostics (source, line, column, code,
 * message), with the message of the first one for the handle.
 */
#include "cards/cards.h"

#include <stdarg.h>
#include <stdio.h>

static const int64_t limit_defaults[L5R_NLIMITS] = {
    0, 16, 4096, 16 * 1024 * 1024, 100000, 64};

int l5r_diags__init(l5r_diags *d, const l5r_mem *mem)
{
    memset(d, 0, sizeof *d);
    d->mem = *mem;
    memcpy(d->limits, limit_defaults, sizeof d->limits);
    uint32_t off; /* offset 0 is the empty name */
    return l5r_vec__text(&d->mem, &d->srcnames, "", 0, &off);
}

void l5r_diags__free(l5r_diags *d)
{
    l5r_vec__free(&d->mem, &d->srcnames);
    l5r_vec__free(&d->mem, &d->list);
    l5r_vec__free(&d->mem, &d->text);
}

void l5r_diags__clear(l5r_diags *d)
{
    d->list.n = 0;
    d->text.n = 0;
    d->errmsg[0] = '\0';
}

int l5r_diags__source(l5r_diags *d, const char *name, uint32_t *src)
{
    return l5r_vec__text(&d->mem, &d->srcnames, name, strlen(name), src);
}

int l5r_diags__diag(l5r_diags *d, int code, l5r_pos pos, const char *fmt, ...)
{
    if (d->list.n >= (uint64_t)d->limits[L5R_LIMIT_MAX_DIAGNOSTICS])
        return code;
    char msg[384];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    const char *src = d->srcnames.v != NULL ? d->srcnames.v + pos.src : "";
    uint32_t at, so, mo;
    /* Diagnostics are best effort: without memory they are dropped, and
       the code still says what happened. */
    if (l5r_vec__text(&d->mem, &d->text, src, strlen(src), &so) != L5R_OK ||
        l5r_vec__text(&d->mem, &d->text, msg, strlen(msg), &mo) != L5R_OK ||
        l5r_vec__push(&d->mem, &d->list, &at) != L5R_OK)
        return code;
    l5r_diagrec *r = &d->list.v[at];
    r->code = code;
    r->line = pos.line;
    r->col = pos.col;
    r->src = so;
    r->msg = mo;
    return code;
}

int l5r_diags__report(l5r_diags *d, int rc)
{
    if (d->list.n > 0) {
        const l5r_diagrec *r = &d->list.v[0];
        const char *src = d->text.v + r->src;
        if (r->line > 0)
            snprintf(d->errmsg, sizeof d->errmsg, "%s:%u:%u: %s", src, r->line,
                     r->col, d->text.v + r->msg);
        else
            snprintf(d->errmsg, sizeof d->errmsg, "%s: %s", src,
                     d->text.v + r->msg);
    } else {
        snprintf(d->errmsg, sizeof d->errmsg, "%s", l5r_strerror(rc));
    }
    return l5r_errors__error(rc, "%s", d->errmsg);
}

int l5r_diags__fail(l5r_diags *d, int rc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(d->errmsg, sizeof d->errmsg, fmt, ap);
    va_end(ap);
    return l5r_errors__error(rc, "%s", d->errmsg);
}
