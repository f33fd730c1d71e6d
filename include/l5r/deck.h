/* SPDX-License-Identifier: MIT */
/**
 * @file l5r/deck.h
 * @brief Decklists: load them, build them, and check them for a
 * format, with every problem reported with its rule ID.
 *
 * A decklist names its cards by id in a frozen card database:
 *
 *     name: Crab Yu
 *     stronghold: the-kaiu-walls
 *     sensei: sensei-of-stone          # optional
 *     wind: wind-of-war                # optional
 *     dynasty: {hida-kuroda: 1, kaiu-forge: 3, ...}
 *     fate: {jade-pendant: 2, ...}
 *
 * Loading checks the shape (and that every id exists); l5r_deck_check()
 * checks the rules: Lotus legality (LOT-01), copy limits with "Soul of"
 * (SOU-01, SOU-02), the Sensei's faction (SEN-03), Winds and Sensei outside
 * both decks (WND-01, SEN-01), deck sizes and per-title limits (CORE-01 ..
 * CORE-07, see l5r/rules.h).
 */
#ifndef L5R_DECK_H
#define L5R_DECK_H

#include "common.h"
#include "alloc.h"

L5R_BEGIN_DECLS

/** A decklist resolved against a frozen card database. */
typedef struct l5r_deck l5r_deck;

/** The lists of a deck. */
typedef enum l5r_deck_list {
    L5R_LIST_DYNASTY = 1,
    L5R_LIST_FATE = 2
} l5r_deck_list;

/**
 * Create an empty deck for the frozen database `db` (which must outlive
 * it). `alloc` may be NULL. Returns L5R_OK, L5R_EINVAL, L5R_EHANDLE,
 * L5R_EFROZEN (not frozen), L5R_EVERSION or L5R_ENOMEM.
 */
L5R_API int l5r_deck_new(l5r_deck **out, const l5r_carddb *db,
                         const l5r_allocator *alloc);

/** Destroy a deck. NULL is a no-op. */
L5R_API void l5r_deck_free(l5r_deck *deck);

/**
 * Replace the deck's contents with a YAML decklist from memory (or a
 * file). All or nothing: on error the deck is unchanged and
 * l5r_deck_diag() says where and why (an unknown card id is L5R_ENOTFOUND
 * at the id's line and column).
 */
L5R_API int l5r_deck_load_buffer(l5r_deck *deck, const char *source_name,
                                 const char *data, size_t len);
/** The same from the file at `path` (L5R_EIO if it cannot be read). */
L5R_API int l5r_deck_load_file(l5r_deck *deck, const char *path);

/**
 * The last load's error: its code into `*code`, its line and column
 * (1-based; 0 when unknown) into `*line` and `*column`; the message is
 * l5r_deck_errmsg(). Any out-parameter may be NULL. Returns L5R_OK if
 * there is one; L5R_ENOTFOUND if the last load succeeded or there was
 * none (nothing is written); L5R_EHANDLE for a bad handle.
 */
L5R_API int l5r_deck_diag(int *code, uint32_t *line, uint32_t *column,
                          const l5r_deck *deck);
/**
 * The last load's error message ("" if none; "not a deck handle" for a
 * bad handle). Owned by the deck, valid until its next load or free.
 */
L5R_API const char *l5r_deck_errmsg(const l5r_deck *deck);

/* --- building a deck by hand ------------------------------------------- */

/**
 * Set the Stronghold (by card index); UINT32_MAX clears it. Returns L5R_OK
 * or L5R_EHANDLE for a bad handle. Whether the card is a Stronghold is the
 * deck check's to say (l5r_deck_check), not this call's.
 */
L5R_API int l5r_deck_set_stronghold(l5r_deck *deck, uint32_t card);
/** Set the Sensei, as l5r_deck_set_stronghold() does the Stronghold. */
L5R_API int l5r_deck_set_sensei(l5r_deck *deck, uint32_t card);
/** Set the Wind, as l5r_deck_set_stronghold() does the Stronghold. */
L5R_API int l5r_deck_set_wind(l5r_deck *deck, uint32_t card);
/**
 * Add `count` copies of `card` to a list (an l5r_deck_list). A list holds
 * at most 999 copies of one card: more is L5R_EINVAL.
 */
L5R_API int l5r_deck_add(l5r_deck *deck, int list, uint32_t card,
                         uint32_t count);
/** Set the deck's name (copied). */
L5R_API int l5r_deck_set_name(l5r_deck *deck, const char *name);

/* --- reading a deck --------------------------------------------------------
 */

/** The deck's name ("" if none), or NULL for a NULL or wrong handle. */
L5R_API const char *l5r_deck_name(const l5r_deck *deck);
/**
 * The Stronghold, Sensei or Wind (a card index) into `*card`: returns 1 if
 * it is set, 0 if not (`*card` is then UINT32_MAX); L5R_EINVAL if `card`
 * is NULL; L5R_EHANDLE for a bad handle.
 */
L5R_API int l5r_deck_get_stronghold(uint32_t *card, const l5r_deck *deck);
/** The Sensei, as l5r_deck_get_stronghold() gives the Stronghold. */
L5R_API int l5r_deck_get_sensei(uint32_t *card, const l5r_deck *deck);
/** The Wind, as l5r_deck_get_stronghold() gives the Stronghold. */
L5R_API int l5r_deck_get_wind(uint32_t *card, const l5r_deck *deck);
/** Total number of cards in a list (an l5r_deck_list); 0 for an unknown
    list or a NULL or wrong handle. */
L5R_API uint32_t l5r_deck_size(const l5r_deck *deck, int list);
/** Number of distinct entries in a list; 0 for an unknown list or a NULL
    or wrong handle. */
L5R_API uint32_t l5r_deck_entry_count(const l5r_deck *deck, int list);
/**
 * Entry `i` (0 to l5r_deck_entry_count() - 1) of list `list` (an
 * l5r_deck_list): its card index into `*card` and its number of copies
 * into `*count`; either may be NULL. Returns L5R_OK; L5R_ENOTFOUND for an
 * unknown list or `i` out of range (nothing is written); L5R_EHANDLE.
 */
L5R_API int l5r_deck_entry(uint32_t *card, uint32_t *count,
                           const l5r_deck *deck, int list, uint32_t i);

/* --- checking --------------------------------------------------------------
 */

/**
 * Check the deck for `format` (an l5r_format) and record *every* problem.
 * Returns the number of problems (0: legal), or a negative status.
 */
L5R_API int l5r_deck_check(l5r_deck *deck, int format);

/** Number of problems the last check found; 0 for a NULL or wrong
    handle. */
L5R_API uint32_t l5r_deck_problem_count(const l5r_deck *deck);
/** Problem `i`'s rule ID (e.g. "LOT-01"); NULL if there is no such
    problem or for a NULL or wrong handle. */
L5R_API const char *l5r_deck_problem_rule(const l5r_deck *deck, uint32_t i);
/** Problem `i`'s message; NULL if there is no such problem or for a NULL
    or wrong handle. */
L5R_API const char *l5r_deck_problem_message(const l5r_deck *deck, uint32_t i);
/** Problem `i`'s card: UINT32_MAX if it is about the deck as a whole, if
    there is no such problem, or for a NULL or wrong handle. */
L5R_API uint32_t l5r_deck_problem_card(const l5r_deck *deck, uint32_t i);

L5R_END_DECLS

#endif /* L5R_DECK_H */
