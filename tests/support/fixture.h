/* SPDX-License-Identifier: MIT */
/*
 * fixture.h - a small board builder for scenario tests of the game core.
 *
 * A fixture owns a frozen card database, the options, one deck per player
 * (two players) and the game. A scenario takes a few lines:
 *
 *     fx *f = fx_new(CARDS);               // sets.yaml + the inline YAML
 *     fx_deck(f, 0, "my-castle", NULL, NULL,
 *             "samurai*3 farm", "spearmen*5");
 *     fx_deck(f, 1, "other-castle", NULL, NULL, "samurai*4", "spearmen*5");
 *     fx_set(f, L5R_PARAM_MAX_HAND, 5);    // any ruleset parameter
 *     fx_start(f, 42);                     // the game, seed 42
 *     fx_pass_to(f, L5R_PHASE_DYNASTY);
 *     fx_do(f, "p1 produce #%u", fx_find(f, 0, L5R_ZONE_PLAY, "my-castle"));
 *     ...
 *     fx_free(f);
 *
 * Conventions: players are 0-based in the API (0 is "p1" in the notation);
 * cards are named by their database id (a string) and found in the game
 * with fx_find(). The deck check is OFF by default (L5R_PARAM_CHECK_DECKS
 * 0), so small decks give exact boards: a Dynasty deck of exactly as many
 * cards as provinces fills every province with known cards, a Fate deck of
 * exactly the starting hand puts every card in hand (and the End phase
 * then draws nothing, CORE-41). fx_set(f, L5R_PARAM_CHECK_DECKS, 1) turns
 * it back on.
 *
 * The fixture is free of cmocka: every function reports failure by its
 * return value and leaves a message in f->msg. fx_new needs the repository
 * root, which the macros take from L5R_SOURCE_DIR (defined for unit tests).
 */
#ifndef L5R_FIXTURE_H
#define L5R_FIXTURE_H

#include <stddef.h>

#include <l5r.h>

#if defined(__GNUC__)
#define FX_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define FX_PRINTF(f, a)
#endif

typedef struct fx {
    l5r_carddb *db;
    l5r_options *opts;
    l5r_deck *decks[2];
    l5r_game *g;    /* NULL until fx_start() */
    l5r_verdict v;  /* the verdict of the last fx_do()/fx_illegal() */
    char msg[1024]; /* what went wrong in the last failing call */
    char root[512]; /* the repository root */
} fx;

/*
 * A fixture whose card database holds examples/cards/sets.yaml (the
 * factions and sets), then, with `sample`, examples/cards/lotus-sample.yaml,
 * then `yaml` (may be NULL): inline card definitions, e.g. "cards: [...]".
 * With `sets` 0 only `yaml` is loaded (it must define its own sets).
 * Returns NULL on failure (the diagnostics are printed to stderr).
 */
fx *fx_new_in(const char *root, const char *yaml, int sets, int sample);
#define fx_new(yaml)        fx_new_in(L5R_SOURCE_DIR, (yaml), 1, 0)
#define fx_new_sample(yaml) fx_new_in(L5R_SOURCE_DIR, (yaml), 1, 1)
#define fx_new_only(yaml)   fx_new_in(L5R_SOURCE_DIR, (yaml), 0, 0)

/*
 * Only the card database of fx_new_in (frozen), for the tests of decks and
 * of the database: the caller frees it with l5r_carddb_free. NULL on
 * failure (the diagnostics are printed to stderr).
 */
l5r_carddb *fx_cards_in(const char *root, const char *yaml, int sets,
                        int sample);
#define fx_sample_cards() fx_cards_in(L5R_SOURCE_DIR, NULL, 1, 1)

void fx_free(fx *f);

/*
 * The whole file at `path` in a buffer from malloc (NUL-terminated; the
 * caller frees it), its length without the NUL in *len when `len` is not
 * NULL. NULL if it cannot be read.
 */
char *fx_read_file(const char *path, size_t *len);

/*
 * The fixtures of the running test. fx_track(f) records `f` (and returns
 * it; NULL is passed through); fx_free forgets it; fx_teardown, a cmocka
 * teardown, frees every fixture still recorded, so that a test that fails
 * half-way leaks nothing (the sanitizer build counts leaks). At most
 * FX_TRACKED fixtures at a time; more are not recorded (they leak only if
 * their test fails).
 */
#define FX_TRACKED 8
fx *fx_track(fx *f);
int fx_teardown(void **state);

/* Set a ruleset parameter for the next fx_start(). Returns the status. */
int fx_set(fx *f, int param, int64_t value);

/*
 * Build player `p`'s deck. `sensei` and `wind` may be NULL. `dynasty` and
 * `fate` are blank-separated card ids, each optionally followed by "*N"
 * for N copies ("samurai*3 farm"); NULL or "" for an empty list. Returns
 * the status (L5R_ENOTFOUND for an unknown id).
 */
int fx_deck(fx *f, uint32_t p, const char *stronghold, const char *sensei,
            const char *wind, const char *dynasty, const char *fate);
/* Player `p`'s deck from a decklist file (a path under the repository). */
int fx_deck_file(fx *f, uint32_t p, const char *relpath);

/* Create the 2-player game with `seed` (any previous game is freed). */
int fx_start(fx *f, int64_t seed);

/* The database index of a card id, or L5R_NO_ID. */
uint32_t fx_def(const fx *f, const char *id);

/*
 * In-game card IDs. fx_find: the lowest-numbered card with database id
 * `id` (NULL: any card) in `zone` (an l5r_zone) of player `p` (its
 * controller for L5R_ZONE_PLAY, its owner elsewhere), or L5R_NO_ID.
 * fx_find_nth: the n-th (0-based) such card. fx_count: how many.
 */
uint32_t fx_find(const fx *f, uint32_t p, int zone, const char *id);
uint32_t fx_find_nth(const fx *f, uint32_t p, int zone, const char *id,
                     uint32_t n);
uint32_t fx_count(const fx *f, uint32_t p, int zone, const char *id);
/* The database id of in-game card `card` ("?" if none). */
const char *fx_card_id(const fx *f, uint32_t card);

/*
 * Apply a move in the text notation (printf-style). Returns the status of
 * l5r_game_apply_text (L5R_OK, L5R_EILLEGAL, L5R_ESYNTAX, ...); the
 * verdict is in f->v.
 */
int fx_do(fx *f, const char *fmt, ...) FX_PRINTF(2, 3);

/*
 * Check that a move is illegal as expected: l5r_game_validate and
 * l5r_game_apply_text both judge it illegal with `reason` and `rule`, the
 * rule is in the rule table, apply returns L5R_EILLEGAL, and the game's
 * hash is unchanged. Returns NULL if so, or a message saying what differs.
 */
const char *fx_illegal(fx *f, int reason, const char *rule, const char *fmt,
                       ...) FX_PRINTF(4, 5);
/*
 * The same for a move that may be refused under one of several rules:
 * `rules` is "A" or "A|B"; `reason` -1 accepts any reason. Its checks are
 * those of fx_illegal but two: it does not look at the verdict's message,
 * nor at the hash between validate and apply (only at the end).
 */
const char *fx_illegal_one_of(fx *f, int reason, const char *rules,
                              const char *fmt, ...) FX_PRINTF(4, 5);

/*
 * Pass (as whoever must decide) until the game is in `phase` (an
 * l5r_phase); at most 100 passes. Returns 0 when there, -1 if a pass was
 * illegal (e.g. a DISCARD decision) or the game ended first.
 */
int fx_pass_to(fx *f, int phase);
/* Pass until the next turn's Action phase. Returns 0 or -1. */
int fx_next_turn(fx *f);

/* The JSON view of the game for `viewer` (L5R_NO_ID: a spectator), to be
   freed with l5r_free; NULL if there is no game or the view fails. */
char *fx_view(const fx *f, uint32_t viewer);

/* Events recorded since the last l5r_game_events_clear: how many of `kind`. */
uint32_t fx_event_count(const fx *f, int kind);

#endif
