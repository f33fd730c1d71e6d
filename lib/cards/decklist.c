/* SPDX-License-Identifier: MIT */
/*
 * decklist.c - the YAML decklist schema: a decklist parsed and resolved
 * against the deck's card database, all or nothing.
 */
#include "cards/decks.h"

#include "cards/schema.h"

#include <stdio.h>

typedef struct deck_load {
    l5r_deck *deck;
    entry_vec lists[3];
    L5R_VEC(char) name;
    uint32_t stronghold, sensei, wind;
} deck_load;

static int get_card(l5r_schema *s, deck_load *dl, const l5r_node *n,
                    uint32_t *card)
{
    if (n->kind != L5R_NODE_SCALAR)
        return l5r_fields__schema_err(s, n, false, L5R_ESCHEMA,
                                      "'%.32s' must be a card id", n->key);
    uint32_t c = l5r_store__find(dl->deck->db, n->s, n->len);
    if (c == L5R_NONE)
        return l5r_fields__schema_err(s, n, false, L5R_ENOTFOUND,
                                      "unknown card '%.64s'", n->s);
    *card = c;
    return L5R_OK;
}

static int get_list(l5r_schema *s, deck_load *dl, const l5r_node *f,
                    entry_vec *out)
{
    if (l5r_fields__expect(s, f, L5R_NODE_MAP, f->key) != L5R_OK)
        return L5R_ESCHEMA;
    int rc = L5R_OK;
    for (const l5r_node *e = f->child; e != NULL; e = e->next) {
        uint32_t c = l5r_store__find(dl->deck->db, e->key, e->keylen);
        if (c == L5R_NONE) {
            rc = l5r_fields__schema_err(s, e, true, L5R_ENOTFOUND,
                                        "unknown card '%.64s'", e->key);
            continue;
        }
        int64_t count;
        if (l5r_fields__get_int(s, e, 1, 99, &count) != L5R_OK) {
            rc = L5R_ESCHEMA;
            continue;
        }
        if (l5r_deck__list_add(&dl->deck->mem, out, c, (uint32_t)count) !=
            L5R_OK)
            return l5r_fields__schema_err(s, e, false, L5R_ENOMEM,
                                          "out of memory");
    }
    return rc;
}

static int deck_tree(l5r_schema *s, const l5r_node *root, void *arg)
{
    deck_load *dl = arg;
    bool has_stronghold = false;
    for (const l5r_node *f = root->child; f != NULL; f = f->next) {
        if (L5R_KEY_IS(f, "name")) {
            if (l5r_fields__expect(s, f, L5R_NODE_SCALAR, "'name'") == L5R_OK &&
                l5r_deck__set_text(&dl->deck->mem, &dl->name, f->s) != L5R_OK)
                return l5r_fields__schema_err(s, f, false, L5R_ENOMEM,
                                              "out of memory");
        } else if (L5R_KEY_IS(f, "stronghold")) {
            has_stronghold = true;
            get_card(s, dl, f, &dl->stronghold);
        } else if (L5R_KEY_IS(f, "sensei")) {
            get_card(s, dl, f, &dl->sensei);
        } else if (L5R_KEY_IS(f, "wind")) {
            get_card(s, dl, f, &dl->wind);
        } else if (L5R_KEY_IS(f, "dynasty")) {
            get_list(s, dl, f, &dl->lists[L5R_LIST_DYNASTY]);
        } else if (L5R_KEY_IS(f, "fate")) {
            get_list(s, dl, f, &dl->lists[L5R_LIST_FATE]);
        } else {
            l5r_fields__schema_err(s, f, true, L5R_ESCHEMA,
                                   "unknown field '%.48s' in a decklist",
                                   f->key);
        }
        if (s->status == L5R_ENOMEM)
            return s->status;
    }
    if (!has_stronghold && s->status == L5R_OK)
        l5r_fields__schema_err(s, root, false, L5R_ESCHEMA,
                               "a decklist needs a 'stronghold' (CORE-05)");
    return s->status;
}

/* Parse into a deck_load with its own diagnostics (the deck's allocator,
   the default limits): no card database is needed to parse. */
static int deck_load_with(l5r_deck *d, const char *name, const char *data,
                          size_t len, bool file)
{
    d->diag_code = L5R_OK;
    d->diag_line = d->diag_col = 0;
    d->errmsg[0] = '\0';
    l5r_diags diags;
    int rc = l5r_diags__init(&diags, &d->mem);
    if (rc != L5R_OK) {
        l5r_diags__free(&diags);
        d->diag_code = rc;
        l5r_errors__nomem();
        snprintf(d->errmsg, sizeof d->errmsg, "%s", l5r_error_message());
        return rc;
    }
    deck_load dl;
    memset(&dl, 0, sizeof dl);
    dl.deck = d;
    dl.stronghold = dl.sensei = dl.wind = L5R_NONE;
    l5r_schema s = {NULL, &diags, 0, L5R_OK, 0};
    rc = file ? l5r_parse__file(&s, name, deck_tree, &dl, NULL)
              : l5r_parse__buffer(&s, name, data, len, deck_tree, &dl, NULL);
    if (rc != L5R_OK) {
        d->diag_code = rc;
        if (diags.list.n > 0) {
            d->diag_line = diags.list.v[0].line;
            d->diag_col = diags.list.v[0].col;
        }
        snprintf(d->errmsg, sizeof d->errmsg, "%s", diags.errmsg);
        l5r_deck__free_contents(&d->mem, dl.lists, &dl.name);
        l5r_diags__free(&diags);
        return l5r_errors__error(rc, "%s", d->errmsg);
    }
    l5r_diags__free(&diags);
    l5r_deck__free_contents(&d->mem, d->lists, &d->name);
    d->lists[L5R_LIST_DYNASTY] = dl.lists[L5R_LIST_DYNASTY];
    d->lists[L5R_LIST_FATE] = dl.lists[L5R_LIST_FATE];
    memcpy(&d->name, &dl.name, sizeof d->name);
    d->stronghold = dl.stronghold;
    d->sensei = dl.sensei;
    d->wind = dl.wind;
    d->problems.n = d->ptext.n = 0;
    d->checked = false;
    return L5R_OK;
}

int l5r_deck_load_buffer(l5r_deck *d, const char *source_name, const char *data,
                         size_t len)
{
    DECK_CHECK(d);
    if (data == NULL && len > 0)
        return l5r_errors__error(L5R_EINVAL, "data is NULL");
    return deck_load_with(d, source_name, data, len, false);
}

int l5r_deck_load_file(l5r_deck *d, const char *path)
{
    DECK_CHECK(d);
    if (path == NULL)
        return l5r_errors__error(L5R_EINVAL, "path is NULL");
    return deck_load_with(d, path, NULL, 0, true);
}

int l5r_deck_diag(int *code, uint32_t *line, uint32_t *column,
                  const l5r_deck *d)
{
    DECK_CHECK(d);
    if (d->diag_code == L5R_OK)
        return L5R_ENOTFOUND;
    if (code != NULL)
        *code = d->diag_code;
    if (line != NULL)
        *line = d->diag_line;
    if (column != NULL)
        *column = d->diag_col;
    return L5R_OK;
}

const char *l5r_deck_errmsg(const l5r_deck *d)
{
    return l5r_decks__ok(d) ? d->errmsg : "not a deck handle";
}
