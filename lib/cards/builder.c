/* SPDX-License-Identifier: MIT */
/*
 * builder.c - the public builder a loader describes a source with. It
 * enforces what holds for every loader: one top-level mapping, no
 * duplicate keys, the nesting and scalar limits, valid UTF-8.
 */
#include "cards/builder.h"

#include <stdio.h>

#define B_CHECK(b)                                                             \
    do {                                                                       \
        if ((b) == NULL)                                                       \
            return l5r_errors__error(L5R_EINVAL, "builder is NULL");           \
        if ((b)->status != L5R_OK || flush(b) != L5R_OK)                       \
            return (b)->status;                                                \
    } while (0)

static int flush(l5r_builder *b);

void l5r_builder__init(l5r_builder *b, l5r_diags *diags, uint32_t src)
{
    memset(b, 0, sizeof *b);
    b->diags = diags;
    b->src = src;
    l5r_vec__arena_init(&b->arena, &diags->mem);
    b->max_depth = (uint32_t)diags->limits[L5R_LIMIT_MAX_DEPTH];
    b->max_scalar = (size_t)diags->limits[L5R_LIMIT_MAX_SCALAR];
}

void l5r_builder__free(l5r_builder *b)
{
    l5r_vec__arena_free(&b->arena);
}

static l5r_pos here(const l5r_builder *b, uint32_t line, uint32_t col)
{
    l5r_pos p = {b->src, line, col};
    return p;
}

static int fail(l5r_builder *b, int code, uint32_t line, uint32_t col,
                const char *msg)
{
    if (b->status == L5R_OK) {
        b->status = code;
        l5r_diags__diag(b->diags, code, here(b, line, col), "%s", msg);
    }
    return b->status;
}

static int nomem(l5r_builder *b)
{
    return fail(b, L5R_ENOMEM, b->line, b->col, "out of memory");
}

static char *copy_text(l5r_builder *b, const char *s, size_t len)
{
    char *d = l5r_vec__arena_raw(&b->arena, len + 1);
    if (d != NULL) {
        if (len > 0)
            memcpy(d, s, len);
        d[len] = '\0';
    }
    return d;
}

/* An item of a section sequence is where streaming happens. */
static bool at_item_level(const l5r_builder *b)
{
    return b->item_fn != NULL && b->depth == 2 &&
           b->stack[1]->kind == L5R_NODE_SEQ;
}

/* Hand the finished item to the schema, then forget it. This waits for
   the next event: if the source turns out to be malformed right after an
   item (libyaml ends a mapping, then finds the syntax error), the syntax
   error is the diagnostic, not what the cut-off item lacks. */
static int flush(l5r_builder *b)
{
    l5r_node *item = b->pending;
    if (item == NULL)
        return b->status;
    b->pending = NULL;
    l5r_node *section = b->stack[1];
    int rc = b->item_fn(b->item_arg, section, item);
    /* Detach the item (the section keeps only its count) and free it. */
    section->child = section->last = NULL;
    l5r_vec__arena_reset(&b->arena, b->item_mark);
    if (rc != L5R_OK && b->status == L5R_OK)
        b->status = rc; /* the schema recorded the diagnostic */
    return b->status;
}

static int item_done(l5r_builder *b, l5r_node *item)
{
    b->pending = item;
    return L5R_OK;
}

/* Where the first byte that may be a control character is: one below
   0x20, DEL, or 0xc2 (the lead byte of the C1 controls U+0080..U+009F).
   Eight bytes at a time: a word without any of them is passed over. */
static size_t first_suspect(const unsigned char *u, size_t len)
{
    const uint64_t ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL;
    size_t i = 0;
    for (; i + 8 <= len; i += 8) {
        uint64_t w;
        memcpy(&w, u + i, 8);
        uint64_t del = w ^ (0x7f * ones), c2 = w ^ (0xc2 * ones);
        uint64_t hit = ((w - 0x20 * ones) & ~w) | ((del - ones) & ~del) |
                       ((c2 - ones) & ~c2);
        if (hit & highs)
            return i;
    }
    if (i < len && len >= 8 && first_suspect(u + len - 8, 8) == 8)
        return len; /* the last eight bytes, overlapping, are clean too */
    return i;
}

static int check_text(l5r_builder *b, const char *s, size_t len,
                      const char *what_kind, bool controls)
{
    if (len > b->max_scalar) {
        char msg[128];
        snprintf(msg, sizeof msg, "%s longer than %zu bytes", what_kind,
                 b->max_scalar);
        return fail(b, L5R_ELIMIT, b->line, b->col, msg);
    }
    if (s == NULL && len > 0)
        return fail(b, L5R_EINVAL, b->line, b->col, "text is NULL");
    const char *what = NULL;
    if (!b->utf8_checked && len > 0 &&
        l5r_errors__utf8_check(s, len, &what) != len)
        return fail(b, L5R_ESYNTAX, b->line, b->col, what);
    if (!controls)
        return L5R_OK;
    /* A NUL would silently cut the text (everything after the builder
       reads C strings), and other control characters (an escaped ESC, a
       C1 control such as U+009B) would reach every client's messages and
       terminals: no card text needs one but the tab and the line feed.
       A YAML quoted scalar can write any of them as an escape. */
    const unsigned char *u = (const unsigned char *)s;
    for (size_t i = first_suspect(u, len); i < len; i++) {
        unsigned c = u[i];
        if (c >= 0x20 && c != 0x7f && c != 0xc2)
            continue;
        if (c == '\t' || c == '\n' ||
            (c == 0xc2 && (i + 1 == len || u[i + 1] < 0x80 || u[i + 1] > 0x9f)))
            continue;
        char msg[96];
        if (c == 0)
            snprintf(msg, sizeof msg, "a NUL character is not allowed in %s",
                     what_kind);
        else
            snprintf(msg, sizeof msg,
                     "a control character (U+%04X) is not allowed in %s",
                     c == 0xc2 ? u[i + 1] : c, what_kind);
        return fail(b, L5R_ESYNTAX, b->line, b->col, msg);
    }
    return L5R_OK;
}

/* Attach a new node as the next value at the current position. */
static int add_node(l5r_builder *b, uint8_t kind, l5r_node **out)
{
    l5r_node *parent = b->depth > 0 ? b->stack[b->depth - 1] : NULL;
    if (parent == NULL) {
        if (b->root != NULL)
            return fail(b, L5R_ESYNTAX, b->line, b->col,
                        "more than one document in the stream");
        if (kind != L5R_NODE_MAP)
            return fail(b, L5R_ESCHEMA, b->line, b->col,
                        "the top level must be a mapping");
    } else if (parent->kind == L5R_NODE_MAP && !b->have_key) {
        return fail(b, L5R_ESYNTAX, b->line, b->col,
                    "a mapping key must be a plain scalar");
    }
    l5r_node *n = l5r_vec__arena_alloc(&b->arena, sizeof *n);
    if (n == NULL)
        return nomem(b);
    n->kind = kind;
    n->line = b->line;
    n->col = b->col;
    if (parent == NULL) {
        b->root = n;
    } else {
        if (parent->kind == L5R_NODE_MAP) {
            n->key = b->key;
            n->keylen = b->keylen;
            n->kline = b->kline;
            n->kcol = b->kcol;
            b->have_key = false;
        }
        if (parent->last != NULL)
            parent->last->next = n;
        else
            parent->child = n;
        parent->last = n;
        parent->count++;
    }
    *out = n;
    return L5R_OK;
}

static int begin(l5r_builder *b, uint8_t kind)
{
    B_CHECK(b);
    if (b->depth >= b->max_depth) {
        char msg[96];
        snprintf(msg, sizeof msg, "nesting deeper than %u levels",
                 b->max_depth);
        return fail(b, L5R_ELIMIT, b->line, b->col, msg);
    }
    if (b->stack == NULL) {
        b->stack = l5r_vec__arena_alloc(&b->arena,
                                        sizeof *b->stack * (b->max_depth + 1));
        if (b->stack == NULL)
            return nomem(b);
    }
    if (at_item_level(b))
        b->item_mark = l5r_vec__arena_mark(&b->arena);
    l5r_node *n;
    int rc = add_node(b, kind, &n);
    if (rc != L5R_OK)
        return rc;
    b->stack[b->depth++] = n;
    return L5R_OK;
}

static int end(l5r_builder *b, uint8_t kind)
{
    B_CHECK(b);
    if (b->depth == 0 || b->stack[b->depth - 1]->kind != kind)
        return fail(b, L5R_EINVAL, b->line, b->col,
                    kind == L5R_NODE_MAP ? "map_end without an open mapping"
                                         : "seq_end without an open sequence");
    if (kind == L5R_NODE_MAP && b->have_key)
        return fail(b, L5R_ESYNTAX, b->kline, b->kcol, "a key without a value");
    l5r_node *done = b->stack[--b->depth];
    if (at_item_level(b))
        return item_done(b, done);
    return L5R_OK;
}

int l5r_builder_map_begin(l5r_builder *b)
{
    return begin(b, L5R_NODE_MAP);
}
int l5r_builder_map_end(l5r_builder *b)
{
    return end(b, L5R_NODE_MAP);
}
int l5r_builder_seq_begin(l5r_builder *b)
{
    return begin(b, L5R_NODE_SEQ);
}
int l5r_builder_seq_end(l5r_builder *b)
{
    return end(b, L5R_NODE_SEQ);
}

int l5r_builder_position(l5r_builder *b, uint32_t line, uint32_t column)
{
    B_CHECK(b);
    b->line = line;
    b->col = column;
    return L5R_OK;
}

int l5r_builder_key(l5r_builder *b, const char *key, size_t len)
{
    B_CHECK(b);
    l5r_node *map = b->depth > 0 ? b->stack[b->depth - 1] : NULL;
    if (map == NULL || map->kind != L5R_NODE_MAP || b->have_key)
        return fail(b, L5R_ESYNTAX, b->line, b->col,
                    "a key where a value was expected");
    int rc = check_text(b, key, len, "a key", true);
    if (rc != L5R_OK)
        return rc;
    for (l5r_node *c = map->child; c != NULL; c = c->next) {
        if (c->keylen == len && (len == 0 || c->key[0] == key[0]) &&
            memcmp(c->key, key, len) == 0) {
            char msg[160];
            snprintf(msg, sizeof msg,
                     "duplicate key '%.*s' (first at line %u, column %u)",
                     (int)(len > 64 ? 64 : len), key, c->kline, c->kcol);
            return fail(b, L5R_EDUPLICATE, b->line, b->col, msg);
        }
    }
    char *k = copy_text(b, key, len);
    if (k == NULL)
        return nomem(b);
    b->key = k;
    b->keylen = (uint32_t)len;
    b->kline = b->line;
    b->kcol = b->col;
    b->have_key = true;
    return L5R_OK;
}

int l5r_builder_scalar(l5r_builder *b, const char *value, size_t len,
                       int quoted)
{
    B_CHECK(b);
    if (b->depth == 0)
        return fail(b, L5R_ESCHEMA, b->line, b->col,
                    "the top level must be a mapping");
    /* The YAML loader checked every byte of the source: no control
       character but the tab and the line breaks, which libyaml turns into
       line feeds. A plain scalar has no escapes, so it holds only those. */
    int rc = check_text(b, value, len, "a scalar", quoted || !b->utf8_checked);
    if (rc != L5R_OK)
        return rc;
    bool item = at_item_level(b);
    if (item)
        b->item_mark = l5r_vec__arena_mark(&b->arena);
    l5r_node *n;
    rc = add_node(b, L5R_NODE_SCALAR, &n);
    if (rc != L5R_OK)
        return rc;
    n->s = copy_text(b, value, len);
    if (n->s == NULL)
        return nomem(b);
    n->len = (uint32_t)len;
    n->quoted = quoted != 0;
    return item ? item_done(b, n) : L5R_OK;
}

int l5r_builder_error(l5r_builder *b, int code, uint32_t line, uint32_t column,
                      const char *message)
{
    if (b == NULL)
        return l5r_errors__error(L5R_EINVAL, "builder is NULL");
    if (code >= 0)
        code = L5R_ERROR;
    fail(b, code, line, column, message != NULL ? message : "loader error");
    return b->status;
}

int64_t l5r_builder_limit(const l5r_builder *b, int limit)
{
    if (b == NULL || limit <= 0 || limit >= L5R_NLIMITS)
        return -1;
    return b->diags->limits[limit];
}

int l5r_builder__finish(l5r_builder *b)
{
    if (b->status != L5R_OK || flush(b) != L5R_OK)
        return b->status;
    if (b->root == NULL)
        return fail(b, L5R_ESYNTAX, 1, 1, "empty source: no document");
    if (b->depth != 0)
        return fail(b, L5R_ESYNTAX, b->line, b->col,
                    "the document ends inside a mapping or sequence");
    return L5R_OK;
}
