/* SPDX-License-Identifier: MIT */
/*
 * fields.c - the field readers every schema shares (card files, abilities,
 * decklists): a field's shape, type and range, and the diagnostic at its
 * line and column when it is wrong.
 */
#include "cards/schema.h"

#include "cards/keywords.h"

#include <stdarg.h>
#include <stdio.h>

int l5r_fields__schema_err(l5r_schema *s, const l5r_node *n, bool at_key,
                           int code, const char *fmt, ...)
{
    char msg[320];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    l5r_pos p = {s->src, 0, 0};
    if (n != NULL) {
        p.line = at_key ? n->kline : n->line;
        p.col = at_key ? n->kcol : n->col;
    }
    if (s->status == L5R_OK) /* a load returns its first error's code */
        s->status = code;
    s->errors++;
    l5r_diags__diag(s->diags, code, p, "%s", msg);
    return code;
}

const char *l5r_fields__kind_name(uint8_t kind)
{
    switch (kind) {
    case L5R_NODE_MAP:
        return "a mapping";
    case L5R_NODE_SEQ:
        return "a sequence";
    default:
        return "a scalar";
    }
}

int l5r_fields__expect(l5r_schema *s, const l5r_node *n, uint8_t kind,
                       const char *what)
{
    if (n->kind == kind)
        return L5R_OK;
    return l5r_fields__schema_err(
        s, n, false, L5R_ESCHEMA, "%s must be %s, not %s", what,
        l5r_fields__kind_name(kind), l5r_fields__kind_name(n->kind));
}

static int field_name(const l5r_node *n, char *buf, size_t cap)
{
    return snprintf(buf, cap, "'%.*s'", (int)(n->keylen > 48 ? 48 : n->keylen),
                    n->key != NULL ? n->key : "");
}

int l5r_fields__get_int(l5r_schema *s, const l5r_node *n, int64_t min,
                        int64_t max, int64_t *out)
{
    char name[64];
    if (n->kind != L5R_NODE_SCALAR || n->quoted)
        field_name(n, name, sizeof name);
    if (n->kind != L5R_NODE_SCALAR || n->quoted) {
        l5r_fields__schema_err(
            s, n, false, L5R_ESCHEMA, "%s must be an integer, not %s", name,
            n->kind != L5R_NODE_SCALAR ? l5r_fields__kind_name(n->kind)
                                       : "a string");
        return L5R_ESCHEMA;
    }
    const char *p = n->s;
    bool neg = false;
    if (*p == '+' || *p == '-')
        neg = *p++ == '-';
    if (*p == '\0')
        goto bad;
    int64_t v = 0;
    for (; *p != '\0'; p++) {
        if (*p < '0' || *p > '9')
            goto bad;
        if (v > 1000000000000LL)
            goto range;
        v = v * 10 + (*p - '0');
    }
    if (neg)
        v = -v;
    if (v < min || v > max)
        goto range;
    *out = v;
    return L5R_OK;
bad:
    field_name(n, name, sizeof name);
    l5r_fields__schema_err(s, n, false, L5R_ESCHEMA,
                           "%s must be an integer, not '%.40s'", name, n->s);
    return L5R_ESCHEMA;
range:
    field_name(n, name, sizeof name);
    l5r_fields__schema_err(
        s, n, false, L5R_ESCHEMA,
        "%s is out of range: '%.40s' is not from %lld to %lld", name, n->s,
        (long long)min, (long long)max);
    return L5R_ESCHEMA;
}

int l5r_fields__get_bool(l5r_schema *s, const l5r_node *n, bool *out)
{
    if (n->kind == L5R_NODE_SCALAR && !n->quoted) {
        if (strcmp(n->s, "true") == 0) {
            *out = true;
            return L5R_OK;
        }
        if (strcmp(n->s, "false") == 0) {
            *out = false;
            return L5R_OK;
        }
    }
    char name[64];
    field_name(n, name, sizeof name);
    l5r_fields__schema_err(s, n, false, L5R_ESCHEMA, "%s must be true or false",
                           name);
    return L5R_ESCHEMA;
}

int l5r_fields__get_str(l5r_schema *s, const l5r_node *n, uint32_t *out)
{
    if (n->kind != L5R_NODE_SCALAR) {
        char name[64];
        field_name(n, name, sizeof name);
        return l5r_fields__schema_err(s, n, false, L5R_ESCHEMA,
                                      "%s must be a string, not %s", name,
                                      l5r_fields__kind_name(n->kind));
    }
    if (l5r_store__str(s->db, n->s, n->len, out) != L5R_OK)
        return l5r_fields__schema_err(s, n, false, L5R_ENOMEM, "out of memory");
    return L5R_OK;
}

int l5r_fields__get_enum(l5r_schema *s, const l5r_node *n, const char *what,
                         const char *const *names, int *out)
{
    if (n->kind == L5R_NODE_SCALAR)
        for (int i = 0; names[i] != NULL; i++)
            if (n->s[0] == names[i][0] && strcmp(n->s, names[i]) == 0) {
                *out = i;
                return L5R_OK;
            }
    char list[256] = "";
    size_t used = 0;
    for (int i = 0; names[i] != NULL && used < sizeof list - 40; i++)
        used += (size_t)snprintf(list + used, sizeof list - used, "%s%s",
                                 i ? ", " : "", names[i]);
    if (n->kind != L5R_NODE_SCALAR)
        return l5r_fields__schema_err(s, n, false, L5R_ESCHEMA,
                                      "%s must be one of: %s", what, list);
    return l5r_fields__schema_err(s, n, false, L5R_ESCHEMA,
                                  "unknown %s '%.48s' (expected one of: %s)",
                                  what, n->s, list);
}

int l5r_fields__get_strlist(l5r_schema *s, const l5r_node *n, bool norm,
                            uint32_t *first, uint32_t *count)
{
    char name[64]; /* written only for a message: short, only what fits */
    l5r_carddb *db = s->db;
    *first = db->strlist.n; /* an empty range, whatever fails */
    *count = 0;
    if (n->kind != L5R_NODE_SEQ) {
        field_name(n, name, sizeof name);
        return l5r_fields__schema_err(
            s, n, false, L5R_ESCHEMA,
            "%s must be a sequence of strings, not %s", name,
            l5r_fields__kind_name(n->kind));
    }
    if (l5r_vec__reserve(&db->mem, &db->strlist, n->count) != L5R_OK)
        return l5r_fields__schema_err(s, n, false, L5R_ENOMEM, "out of memory");
    int rc = L5R_OK;
    for (const l5r_node *c = n->child; c != NULL; c = c->next) {
        if (c->kind != L5R_NODE_SCALAR) {
            field_name(n, name, sizeof name);
            rc = l5r_fields__schema_err(s, c, false, L5R_ESCHEMA,
                                        "each entry of %s must be a string",
                                        name);
            continue;
        }
        if (c->len == 0) {
            field_name(n, name, sizeof name);
            rc = l5r_fields__schema_err(s, c, false, L5R_ESCHEMA,
                                        "an entry of %s is empty", name);
            continue;
        }
        uint32_t off;
        if (norm) {
            char buf[L5R_KW_MAX];
            int len = l5r_keywords__norm(c->s, c->len, buf, sizeof buf);
            if (len < 0) {
                rc = l5r_fields__schema_err(s, c, false, L5R_ESCHEMA,
                                            "'%.48s' is not a keyword", c->s);
                continue;
            }
            if (l5r_store__str(db, buf, (size_t)len, &off) != L5R_OK)
                return l5r_fields__schema_err(s, c, false, L5R_ENOMEM,
                                              "out of memory");
        } else if (l5r_store__str(db, c->s, c->len, &off) != L5R_OK) {
            return l5r_fields__schema_err(s, c, false, L5R_ENOMEM,
                                          "out of memory");
        }
        db->strlist.v[db->strlist.n++] = off;
        (*count)++;
    }
    return rc;
}
