/* SPDX-License-Identifier: MIT */
/*
 * schema.h - from the tree a loader built to the database's records: the
 * card file schema (examples/cards/SCHEMA.md) and the decklist schema.
 * Rule-free: shapes, types and ranges only.
 */
#ifndef L5R_SCHEMA_H
#define L5R_SCHEMA_H

#include "cards/builder.h"

typedef struct l5r_schema {
    l5r_carddb *db;   /* what the records go to (NULL: a decklist) */
    l5r_diags *diags; /* where problems go */
    uint32_t src;
    int status; /* first error's code */
    uint32_t errors;
} l5r_schema;

/* --- field readers (fields.c) --- */

/* Report a problem at a node (its value, or its key with `at_key`). */
int l5r_fields__schema_err(l5r_schema *s, const l5r_node *n, bool at_key,
                           int code, const char *fmt, ...) L5R_PRINTF(5, 6);

/* Is node `n`'s key the `len` bytes of `key`? A key of another length
   costs one compare. */
static inline bool l5r_schema__key_is(const l5r_node *n, const char *key,
                                      size_t len)
{
    return n->keylen == len && memcmp(n->key, key, len) == 0;
}
/* The same with a string literal, whose length is known when compiled. */
#define L5R_KEY_IS(n, lit) l5r_schema__key_is((n), (lit), sizeof(lit) - 1)
int l5r_fields__get_int(l5r_schema *s, const l5r_node *n, int64_t min,
                        int64_t max, int64_t *out);
int l5r_fields__get_bool(l5r_schema *s, const l5r_node *n, bool *out);
int l5r_fields__get_str(l5r_schema *s, const l5r_node *n, uint32_t *out);
/* One of `names` (NULL-terminated); *out gets its index. */
int l5r_fields__get_enum(l5r_schema *s, const l5r_node *n, const char *what,
                         const char *const *names, int *out);
/* A sequence of strings, appended to db->strlist (raw, or normalized as
   single keywords with `norm`). */
int l5r_fields__get_strlist(l5r_schema *s, const l5r_node *n, bool norm,
                            uint32_t *first, uint32_t *count);
int l5r_fields__expect(l5r_schema *s, const l5r_node *n, uint8_t kind,
                       const char *what);
/* "a mapping", "a sequence" or "a scalar". */
const char *l5r_fields__kind_name(uint8_t kind);

/* What a parse hands its tree to. */
typedef int (*l5r_tree_fn)(l5r_schema *s, const l5r_node *root, void *arg);

/* --- the parse driver (parse.c) --- */

/* Parse a source through `loader` (a buffer or a file: the YAML loader)
   into a tree for `fn` (with `item`, each section item goes to it as it
   is read), reporting to s->diags with its limits and allocator; s->db
   is passed on untouched. On failure the diagnostics say why and the
   thread's error is set; the caller undoes what `fn` staged. */
int l5r_parse__with(l5r_schema *s, const l5r_loader *loader,
                    const char *source_name, l5r_reader_fn reader,
                    void *reader_ud, l5r_tree_fn fn, void *arg,
                    l5r_item_fn item);
int l5r_parse__buffer(l5r_schema *s, const char *source_name, const char *data,
                      size_t len, l5r_tree_fn fn, void *arg, l5r_item_fn item);
int l5r_parse__file(l5r_schema *s, const char *path, l5r_tree_fn fn, void *arg,
                    l5r_item_fn item);

/* A card file: each item of its sections as it is read (an l5r_item_fn
   with an l5r_schema), then the top level: factions, sets, cards. */
int l5r_schema__cardfile_item(void *arg, const l5r_node *section,
                              const l5r_node *item);
int l5r_schema__cardfile(l5r_schema *s, const l5r_node *root);

/* One ability of card `card` (ability_schema.c). */
int l5r_ability_schema__ability(l5r_schema *s, const l5r_node *n, uint32_t card,
                                uint8_t card_type);
/* GRA-03, GRA-05: the give_ability effects of a card's abilities (first,
   count) name granted abilities of the card. */
int l5r_ability_schema__grants(l5r_schema *s, const l5r_node *f, uint32_t first,
                               uint32_t count);

#endif
