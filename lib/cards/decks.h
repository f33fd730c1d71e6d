/* SPDX-License-Identifier: MIT */
/*
 * decks.h - a deck's private layout, shared by the deck object (deck.c),
 * the decklist parse (decklist.c) and the deck check (deck_check.c).
 * Not named deck.h: the ABI check (tests/abi) takes a type defined in a
 * file named as a public header is (include/l5r/deck.h) for a public
 * one, and l5r_deck is opaque.
 */
#ifndef L5R_CARDS_DECKS_H
#define L5R_CARDS_DECKS_H

#include "cards/cards.h"

#include "l5r/deck.h"

typedef struct deck_entry {
    uint32_t card, count;
} deck_entry;

typedef struct deck_problem {
    const char *rule; /* static */
    uint32_t msg;     /* offset in ptext */
    uint32_t card;
} deck_problem;

typedef L5R_VEC(deck_entry) entry_vec;

struct l5r_deck {
    uint32_t tag;
    l5r_mem mem;
    const l5r_carddb *db;
    L5R_VEC(char) name;
    uint32_t stronghold, sensei, wind;
    entry_vec lists[3]; /* [L5R_LIST_DYNASTY], [L5R_LIST_FATE] */
    int diag_code;
    uint32_t diag_line, diag_col;
    char errmsg[384];
    L5R_VEC(deck_problem) problems;
    L5R_VEC(char) ptext;
    /* The last check, while it holds (deck_check.c): the problems above
       are its, for these settings. Any change of the deck clears it. */
    bool checked;
    int checked_format;
    int64_t checked_min[2]; /* Dynasty, Fate */
};

static inline bool l5r_decks__ok(const l5r_deck *d)
{
    return d != NULL && d->tag == L5R_TAG_DECK;
}

#define DECK_CHECK(d)                                                          \
    do {                                                                       \
        if (!l5r_decks__ok(d))                                                 \
            return l5r_errors__error(L5R_EHANDLE, "not a deck handle");        \
    } while (0)

/* Copies of one card in one list, at most: sums over a deck stay far
   from overflowing. */
#define L5R_MAX_COPIES 999u

/* Add to a list, merging with an entry of the same card. */
int l5r_deck__list_add(const l5r_mem *m, entry_vec *v, uint32_t card,
                       uint32_t count);
/* Replace a text (an L5R_VEC(char)) with a copy of `s`. */
int l5r_deck__set_text(const l5r_mem *m, void *vec, const char *s);
/* Free the lists and the name. */
void l5r_deck__free_contents(const l5r_mem *m, entry_vec lists[3], void *name);

/* The deck check, with the deck sizes of the game's ruleset. */
int l5r_deck_check__deck_check(l5r_deck *d, int format, int64_t min_dynasty,
                               int64_t min_fate);

#endif
