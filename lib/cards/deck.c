/* SPDX-License-Identifier: MIT */
/*
 * deck.c - a deck: made for a frozen card database, built by hand or by
 * a decklist (decklist.c), and read.
 */
#include "cards/decks.h"

static bool list_ok(int list)
{
    return list == L5R_LIST_DYNASTY || list == L5R_LIST_FATE;
}

int l5r_deck_new(l5r_deck **out, const l5r_carddb *db,
                 const l5r_allocator *alloc)
{
    if (out == NULL)
        return l5r_errors__error(L5R_EINVAL, "l5r_deck_new: out is NULL");
    *out = NULL;
    int rc = l5r_cards__frozen_check(db);
    if (rc != L5R_OK)
        return rc;
    l5r_mem mem;
    rc = l5r_alloc__mem_from(&mem, alloc);
    if (rc != L5R_OK)
        return rc;
    l5r_deck *d = l5r_alloc__calloc(&mem, 1, sizeof *d);
    if (d == NULL)
        return l5r_errors__nomem();
    d->tag = L5R_TAG_DECK;
    d->mem = mem;
    d->db = db;
    d->stronghold = d->sensei = d->wind = L5R_NONE;
    *out = d;
    return L5R_OK;
}

void l5r_deck__free_contents(const l5r_mem *m, entry_vec lists[3], void *name)
{
    l5r_vec__free(m, &lists[L5R_LIST_DYNASTY]);
    l5r_vec__free(m, &lists[L5R_LIST_FATE]);
    l5r_vec__free(m, (L5R_VEC(char) *)name);
}

void l5r_deck_free(l5r_deck *d)
{
    if (!l5r_decks__ok(d))
        return;
    l5r_mem m = d->mem;
    l5r_deck__free_contents(&m, d->lists, &d->name);
    l5r_vec__free(&m, &d->problems);
    l5r_vec__free(&m, &d->ptext);
    d->tag = L5R_TAG_DEAD;
    l5r_alloc__dealloc(&m, d, sizeof *d);
}

int l5r_deck__list_add(const l5r_mem *m, entry_vec *v, uint32_t card,
                       uint32_t count)
{
    if (count > L5R_MAX_COPIES)
        return L5R_EINVAL;
    for (uint32_t i = 0; i < v->n; i++)
        if (v->v[i].card == card) {
            if (v->v[i].count + count > L5R_MAX_COPIES)
                return L5R_EINVAL;
            v->v[i].count += count;
            return L5R_OK;
        }
    uint32_t at;
    if (l5r_vec__push(m, v, &at) != L5R_OK)
        return L5R_ENOMEM;
    v->v[at].card = card;
    v->v[at].count = count;
    return L5R_OK;
}

int l5r_deck__set_text(const l5r_mem *m, void *vec_, const char *s)
{
    L5R_VEC(char) *vec = vec_;
    size_t len = strlen(s);
    if (len >= UINT32_MAX || l5r_vec__grow(m, (void **)&vec->v, &vec->cap, 0,
                                           (uint32_t)len + 1, 1) != L5R_OK)
        return L5R_ENOMEM;
    memcpy(vec->v, s, len + 1);
    vec->n = (uint32_t)len + 1;
    return L5R_OK;
}

static int set_slot(l5r_deck *d, uint32_t *slot, uint32_t card)
{
    DECK_CHECK(d);
    if (card != UINT32_MAX && card >= d->db->cards.n)
        return l5r_errors__error(L5R_ENOTFOUND, "no card %u", card);
    *slot = card == UINT32_MAX ? L5R_NONE : card;
    d->checked = false;
    return L5R_OK;
}

int l5r_deck_set_stronghold(l5r_deck *d, uint32_t card)
{
    return set_slot(d, l5r_decks__ok(d) ? &d->stronghold : NULL, card);
}

int l5r_deck_set_sensei(l5r_deck *d, uint32_t card)
{
    return set_slot(d, l5r_decks__ok(d) ? &d->sensei : NULL, card);
}

int l5r_deck_set_wind(l5r_deck *d, uint32_t card)
{
    return set_slot(d, l5r_decks__ok(d) ? &d->wind : NULL, card);
}

int l5r_deck_add(l5r_deck *d, int list, uint32_t card, uint32_t count)
{
    DECK_CHECK(d);
    if (!list_ok(list) || count == 0)
        return l5r_errors__error(L5R_EINVAL, "bad list %d or count 0", list);
    if (card >= d->db->cards.n)
        return l5r_errors__error(L5R_ENOTFOUND, "no card %u", card);
    d->checked = false;
    int rc = l5r_deck__list_add(&d->mem, &d->lists[list], card, count);
    return rc == L5R_OK ? rc
                        : l5r_errors__error(rc, "cannot add card %u", card);
}

int l5r_deck_set_name(l5r_deck *d, const char *name)
{
    DECK_CHECK(d);
    if (name == NULL)
        return l5r_errors__error(L5R_EINVAL, "name is NULL");
    return l5r_deck__set_text(&d->mem, &d->name, name) == L5R_OK
               ? L5R_OK
               : l5r_errors__nomem();
}

const char *l5r_deck_name(const l5r_deck *d)
{
    if (!l5r_decks__ok(d))
        return NULL;
    return d->name.n > 0 ? d->name.v : "";
}

static int get_slot(uint32_t slot, uint32_t *card)
{
    if (card == NULL)
        return l5r_errors__error(L5R_EINVAL, "card is NULL");
    *card = slot == L5R_NONE ? UINT32_MAX : slot;
    return slot != L5R_NONE;
}

int l5r_deck_get_stronghold(uint32_t *card, const l5r_deck *d)
{
    DECK_CHECK(d);
    return get_slot(d->stronghold, card);
}

int l5r_deck_get_sensei(uint32_t *card, const l5r_deck *d)
{
    DECK_CHECK(d);
    return get_slot(d->sensei, card);
}

int l5r_deck_get_wind(uint32_t *card, const l5r_deck *d)
{
    DECK_CHECK(d);
    return get_slot(d->wind, card);
}

uint32_t l5r_deck_size(const l5r_deck *d, int list)
{
    if (!l5r_decks__ok(d) || !list_ok(list))
        return 0;
    uint32_t n = 0;
    for (uint32_t i = 0; i < d->lists[list].n; i++)
        n += d->lists[list].v[i].count;
    return n;
}

uint32_t l5r_deck_entry_count(const l5r_deck *d, int list)
{
    return l5r_decks__ok(d) && list_ok(list) ? d->lists[list].n : 0;
}

int l5r_deck_entry(uint32_t *card, uint32_t *count, const l5r_deck *d, int list,
                   uint32_t i)
{
    DECK_CHECK(d);
    if (!list_ok(list) || i >= d->lists[list].n)
        return l5r_errors__error(L5R_ENOTFOUND, "no entry %u in list %d", i,
                                 list);
    if (card != NULL)
        *card = d->lists[list].v[i].card;
    if (count != NULL)
        *count = d->lists[list].v[i].count;
    return L5R_OK;
}
