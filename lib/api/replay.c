/* SPDX-License-Identifier: MIT */
/*
 * replay.c - the moves of a text applied to a game line by line, with the
 * end line "end: moves N hash H" checked (l5r/game.h: l5r_replay_*).
 */
#include "api/api.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The longest line a replay reads (no move of the notation comes close). */
#define LINE_CAP 1024

struct l5r_replay {
    uint32_t tag; /* L5R_TAG_REPLAY */
    l5r_game *g;
    const char *text;
    size_t len, pos;
    uint32_t lineno, column, count, end_line;
    int error; /* the first error, then returned again */
    char move[LINE_CAP];
    bool has_move;
};

static bool replay_ok(const l5r_replay *r)
{
    return r != NULL && r->tag == L5R_TAG_REPLAY;
}

int l5r_replay_new(l5r_replay **out, l5r_game *g, const char *moves, size_t len)
{
    if (out == NULL)
        return l5r_errors__error(L5R_EINVAL, "out is NULL");
    *out = NULL;
    if (!l5r_game__ok(g))
        return l5r_errors__error(L5R_EHANDLE, "not a game handle");
    if (moves == NULL && len > 0)
        return l5r_errors__error(L5R_EINVAL, "moves is NULL");
    l5r_replay *r = l5r_alloc__out(&g->mem, sizeof *r);
    if (r == NULL)
        return l5r_errors__nomem();
    memset(r, 0, sizeof *r);
    r->tag = L5R_TAG_REPLAY;
    r->g = g;
    r->text = moves;
    r->len = len;
    *out = r;
    return L5R_OK;
}

void l5r_replay_free(l5r_replay *r)
{
    if (!replay_ok(r))
        return;
    r->tag = L5R_TAG_DEAD;
    l5r_free(r);
}

static int fail(l5r_replay *r, int code, uint32_t column, const char *fmt, ...)
    L5R_PRINTF(4, 5);
static int fail(l5r_replay *r, int code, uint32_t column, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    r->error = code;
    r->column = column;
    return l5r_errors__error(code, "line %u: %s", r->lineno, msg);
}

static bool blank(char c)
{
    return c == ' ' || c == '\t';
}

/* The next line that is not blank or a comment, trimmed, into r->move
   (r->column: where it starts); false at the end of the text. */
static int next_line(l5r_replay *r, bool *got)
{
    *got = false;
    r->has_move = false; /* a line that is no move names none */
    while (r->pos < r->len) {
        const char *s = r->text + r->pos;
        const char *nl = memchr(s, '\n', r->len - r->pos);
        size_t n = nl != NULL ? (size_t)(nl - s) : r->len - r->pos;
        r->pos += n + (nl != NULL);
        r->lineno++;
        if (n > 0 && s[n - 1] == '\r')
            n--;
        if (memchr(s, '\0', n) != NULL)
            return fail(r, L5R_ESYNTAX,
                        (uint32_t)((const char *)memchr(s, '\0', n) - s) + 1,
                        "a NUL byte (moves are text)");
        size_t a = 0;
        while (a < n && blank(s[a]))
            a++;
        while (n > a && blank(s[n - 1]))
            n--;
        if (a == n || s[a] == '#')
            continue;
        if (n - a >= LINE_CAP)
            return fail(r, L5R_ESYNTAX, (uint32_t)a + 1,
                        "a line longer than %d bytes", LINE_CAP - 1);
        memcpy(r->move, s + a, n - a);
        r->move[n - a] = '\0';
        r->column = (uint32_t)a + 1;
        r->has_move = true;
        *got = true;
        return L5R_OK;
    }
    return L5R_OK;
}

/* The words of the end line after "end:", at most 4 (5: more). */
static int words(char *s, char **w, size_t *col, const char *base)
{
    int n = 0;
    while (*s != '\0') {
        while (blank(*s))
            *s++ = '\0';
        if (*s == '\0')
            break;
        if (n == 4)
            return 5;
        col[n] = (size_t)(s - base);
        w[n++] = s;
        while (*s != '\0' && !blank(*s))
            s++;
    }
    return n;
}

static int check_end(l5r_replay *r)
{
    char buf[LINE_CAP];
    memcpy(buf, r->move, sizeof buf);
    char *w[4];
    size_t col[4];
    int n = words(buf + 4, w, col, buf);
    uint32_t c0 = r->column;
    size_t nl = n == 4 ? strlen(w[1]) : 0;
    bool ok = n == 4 && strcmp(w[0], "moves") == 0 &&
              strcmp(w[2], "hash") == 0 && nl >= 1 && nl <= 10 &&
              (w[1][0] != '0' || nl == 1) && strlen(w[3]) == 16;
    for (size_t i = 0; ok && i < nl; i++)
        ok = w[1][i] >= '0' && w[1][i] <= '9';
    for (size_t i = 0; ok && i < 16; i++)
        ok = (w[3][i] >= '0' && w[3][i] <= '9') ||
             (w[3][i] >= 'a' && w[3][i] <= 'f');
    unsigned long long moves = ok ? strtoull(w[1], NULL, 10) : 0;
    if (!ok || moves > UINT32_MAX)
        return fail(r, L5R_ESYNTAX, c0,
                    "a malformed end line (expected 'end: moves N hash H', "
                    "H in 16 lowercase hex digits)");
    if (moves != r->count)
        return fail(r, L5R_EFORMAT, c0 + (uint32_t)col[1],
                    "the end line says %llu moves, but %u come before it: "
                    "the log is cut or edited",
                    moves, r->count);
    char hash[17];
    snprintf(hash, sizeof hash, "%016llx",
             (unsigned long long)l5r_game_hash(r->g));
    if (strcmp(w[3], hash) != 0)
        return fail(r, L5R_EFORMAT, c0 + (uint32_t)col[3],
                    "the end line says state hash %s, but the moves give "
                    "%s: the log is edited",
                    w[3], hash);
    r->end_line = r->lineno;
    return L5R_OK;
}

int l5r_replay_next(l5r_replay *r, l5r_verdict *v)
{
    if (!replay_ok(r))
        return l5r_errors__error(L5R_EHANDLE, "not a replay handle");
    if (r->error != 0)
        return l5r_errors__error(r->error, "line %u: the replay stopped there",
                                 r->lineno);
    for (;;) {
        bool got;
        int rc = next_line(r, &got);
        if (rc != L5R_OK)
            return rc;
        if (!got)
            return 0;
        if (r->end_line != 0)
            return fail(r, L5R_EFORMAT, r->column,
                        "'%s' after the end line (line %u)", r->move,
                        r->end_line);
        if (strncmp(r->move, "end:", 4) == 0) {
            rc = check_end(r);
            if (rc != L5R_OK)
                return rc;
            continue;
        }
        l5r_verdict own;
        if (v == NULL) {
            l5r_verdict_init(&own, L5R_VERDICT_VERSION);
            v = &own;
        }
        rc = l5r_game_apply_text(r->g, r->move, v);
        if (rc == L5R_EILLEGAL)
            return fail(r, rc, r->column, "illegal move '%s': %s: %s", r->move,
                        v->rule, v->message);
        if (rc != L5R_OK) {
            char why[256];
            snprintf(why, sizeof why, "%s", l5r_game_errmsg(r->g));
            return fail(r, rc, r->column, "bad move '%s': %s", r->move, why);
        }
        r->count++;
        return 1;
    }
}

uint32_t l5r_replay_line(const l5r_replay *r)
{
    return replay_ok(r) ? r->lineno : 0;
}

uint32_t l5r_replay_column(const l5r_replay *r)
{
    return replay_ok(r) ? r->column : 0;
}

const char *l5r_replay_move(const l5r_replay *r)
{
    return replay_ok(r) && r->has_move ? r->move : NULL;
}

uint32_t l5r_replay_count(const l5r_replay *r)
{
    return replay_ok(r) ? r->count : 0;
}

uint32_t l5r_replay_end_line(const l5r_replay *r)
{
    return replay_ok(r) ? r->end_line : 0;
}
