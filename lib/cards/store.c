/* SPDX-License-Identifier: MIT */
/*
 * store.c - the card database's store: its strings and the index of its
 * cards by id (open addressing, linear probing).
 */
#include "cards/cards.h"

int l5r_store__str(l5r_carddb *db, const char *s, size_t len, uint32_t *out)
{
    if (len == 0) {
        *out = 0;
        return L5R_OK;
    }
    return l5r_vec__text(&db->mem, &db->strs, s, len, out);
}

static void index_insert(l5r_carddb *db, uint32_t card)
{
    const char *id = l5r_cards__str(db, db->cards.v[card].id);
    uint32_t mask = db->idx_cap - 1;
    uint32_t h = (uint32_t)l5r_base__fnv1a(L5R_FNV_SEED, id, strlen(id)) & mask;
    while (db->idx[h] != L5R_NONE)
        h = (h + 1) & mask;
    db->idx[h] = card;
}

/* Re-insert every card below `ncards` that has an id (staged cards that
   failed their checks have none). */
void l5r_store__index_rebuild(l5r_carddb *db, uint32_t ncards)
{
    for (uint32_t i = 0; i < db->idx_cap; i++)
        db->idx[i] = L5R_NONE;
    for (uint32_t c = 0; c < ncards; c++)
        if (db->cards.v[c].id != 0 &&
            l5r_store__find(db, l5r_cards__str(db, db->cards.v[c].id),
                            strlen(l5r_cards__str(db, db->cards.v[c].id))) ==
                L5R_NONE)
            index_insert(db, c);
}

int l5r_store__index_add(l5r_carddb *db, uint32_t card)
{
    uint32_t used = ++db->idx_used;
    if ((uint64_t)used * 2 > db->idx_cap) {
        uint32_t ncap = db->idx_cap ? db->idx_cap * 2 : 64;
        while ((uint64_t)used * 2 > ncap)
            ncap *= 2;
        uint32_t *n = l5r_alloc__alloc(&db->mem, sizeof *n * ncap);
        if (n == NULL)
            return L5R_ENOMEM;
        l5r_alloc__dealloc(&db->mem, db->idx, sizeof *db->idx * db->idx_cap);
        db->idx = n;
        db->idx_cap = ncap;
        l5r_store__index_rebuild(db, card + 1);
        return L5R_OK;
    }
    index_insert(db, card);
    return L5R_OK;
}

uint32_t l5r_store__find(const l5r_carddb *db, const char *id, size_t len)
{
    if (db->idx_cap == 0)
        return L5R_NONE;
    uint32_t mask = db->idx_cap - 1;
    uint32_t h = (uint32_t)l5r_base__fnv1a(L5R_FNV_SEED, id, len) & mask;
    while (db->idx[h] != L5R_NONE) {
        const char *cid = l5r_cards__str(db, db->cards.v[db->idx[h]].id);
        if (strncmp(cid, id, len) == 0 && cid[len] == '\0')
            return db->idx[h];
        h = (h + 1) & mask;
    }
    return L5R_NONE;
}

uint32_t l5r_store__find_set(const l5r_carddb *db, const char *name)
{
    for (uint32_t i = 0; i < db->sets.n; i++)
        if (strcmp(l5r_cards__str(db, db->sets.v[i].name), name) == 0)
            return i;
    return L5R_NONE;
}
