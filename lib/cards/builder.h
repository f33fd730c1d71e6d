/* SPDX-License-Identifier: MIT */
/*
 * builder.h - the tree a loader describes (l5r/sys/loader.h), as the
 * schema code reads it. One tree per load, in an arena freed after it.
 */
#ifndef L5R_BUILDER_H
#define L5R_BUILDER_H

#include "cards/cards.h"

enum { L5R_NODE_SCALAR = 1, L5R_NODE_MAP, L5R_NODE_SEQ };

typedef struct l5r_node l5r_node;
struct l5r_node {
    uint8_t kind;
    uint8_t quoted;
    uint32_t line, col;
    const char *s; /* scalar text, NUL-terminated */
    uint32_t len;
    const char *key; /* when the node is a mapping value: its key */
    uint32_t keylen;
    uint32_t kline, kcol;
    l5r_node *child, *last, *next; /* children, in order */
    uint32_t count;
};

/* Called when an item of a top-level section sequence is complete (the
   item at depth 2: root mapping > section sequence > item). The item is
   then forgotten, so a source of any size needs the memory of one item. */
typedef int (*l5r_item_fn)(void *arg, const l5r_node *section,
                           const l5r_node *item);

struct l5r_builder {
    l5r_diags *diags; /* limits, source names, diagnostics */
    l5r_arena arena;
    uint32_t src; /* source name, offset in db->strs */
    l5r_node *root;
    l5r_node **stack;
    uint32_t depth, max_depth;
    size_t max_scalar;
    const char *key;
    uint32_t keylen, kline, kcol;
    bool have_key;
    uint32_t line, col;
    int status;
    bool utf8_checked;   /* the loader checked the bytes already */
    l5r_item_fn item_fn; /* NULL: keep the whole tree */
    void *item_arg;
    l5r_arena_mark item_mark;
    l5r_node *pending; /* a finished item, handed over at the next event */
};

void l5r_builder__init(l5r_builder *b, l5r_diags *diags, uint32_t src);
/* After the loader returned OK: the document must be complete. */
int l5r_builder__finish(l5r_builder *b);
void l5r_builder__free(l5r_builder *b);

#endif
