/* SPDX-License-Identifier: MIT */
/*
 * fx_assert.h - cmocka assertions over the board fixture (fixture.h):
 * each fails the running test with the fixture's message.
 * Include after cmocka.h and fixture.h. The functions are in fx_assert.c.
 */
#ifndef L5R_FX_ASSERT_H
#define L5R_FX_ASSERT_H

#include <stddef.h>
#include <stdint.h>

/* The move must be illegal with this reason and rule (fx_illegal). */
#define ILLEGAL(f, reason, rule, ...)                                          \
    do {                                                                       \
        const char *m_ = fx_illegal((f), (reason), (rule), __VA_ARGS__);       \
        if (m_ != NULL)                                                        \
            fail_msg("%s", m_);                                                \
    } while (0)

/* The move must be illegal with one of the rules "A|B" (reason -1: any
   reason; fx_illegal_one_of). */
#define ILLEGAL_ONE_OF(f, reason, rules, ...)                                  \
    do {                                                                       \
        const char *m_ =                                                       \
            fx_illegal_one_of((f), (reason), (rules), __VA_ARGS__);            \
        if (m_ != NULL)                                                        \
            fail_msg("%s", m_);                                                \
    } while (0)

/* The move must be applied. */
#define DO(f, ...)                                                             \
    do {                                                                       \
        if (fx_do((f), __VA_ARGS__) != L5R_OK)                                 \
            fail_msg("%s", (f)->msg);                                          \
    } while (0)

/* p1 uses an ability in his Action phase; p2 passes back to him. */
#define P1_USE(f, ...)                                                         \
    do {                                                                       \
        DO((f), __VA_ARGS__);                                                  \
        assert_decision((f), 1, L5R_DECIDE_ACTION);                            \
        DO((f), "p2 pass");                                                    \
        assert_decision((f), 0, L5R_DECIDE_ACTION);                            \
    } while (0)

/* The game must start, with this seed (fx_start). */
#define START(f, seed)                                                         \
    do {                                                                       \
        if (fx_start((f), (seed)) != L5R_OK)                                   \
            fail_msg("%s", (f)->msg);                                          \
    } while (0)

#define PASS_TO(f, phase)                                                      \
    do {                                                                       \
        if (fx_pass_to((f), (phase)) != 0)                                     \
            fail_msg("%s", (f)->msg);                                          \
    } while (0)

#define NEXT_TURN(f)                                                           \
    do {                                                                       \
        if (fx_next_turn(f) != 0)                                              \
            fail_msg("%s", (f)->msg);                                          \
    } while (0)

/* --- boards --------------------------------------------------------------- */

/*
 * A fixture of the cards `cards` (fx_new) with p1's deck (Stronghold sh1)
 * and p2's (Stronghold sh2), recorded by fx_track; not started. Fails the
 * test if the cards do not load or a deck cannot be built.
 */
fx *new_board(const char *cards, const char *sh1, const char *dyn1,
              const char *fate1, const char *sh2, const char *dyn2,
              const char *fate2);

/* --- card files that must not load ------------------------------------ */

/* `yaml` (loaded as the file "bad") is refused as it loads or freezes,
   and the message names `rule` and the place ("bad:LINE:COL"); `what`
   says which case failed. (A refusal at freeze needs the yaml's own set
   table.) */
void assert_load_refused(const char *yaml, const char *rule, const char *what);
/* A card file of one Personality, x-p, whose one ability is the YAML
   flow mapping `abil` (a string literal): what assert_load_refused reads
   for a refusal of one ability. */
#define FX_ONE_ABILITY(abil)                                                   \
    "cards:\n"                                                                 \
    "  - id: x-p\n"                                                            \
    "    title: X\n"                                                           \
    "    type: personality\n"                                                  \
    "    force: 1\n"                                                           \
    "    chi: 1\n"                                                             \
    "    honor_requirement: '-'\n"                                             \
    "    gold_cost: 1\n"                                                       \
    "    personal_honor: 1\n"                                                  \
    "    printings: [{set: Lotus Edition}]\n"                                  \
    "    abilities:\n"                                                         \
    "      - " abil "\n"

/* --- cards that must exist --------------------------------------------- */

/* The first card `id` (NULL: any) in `zone` of player p (fx_find). */
uint32_t card(const fx *f, uint32_t p, int zone, const char *id);
/* The n-th (0-based) such card (fx_find_nth). */
uint32_t card_nth(const fx *f, uint32_t p, int zone, const char *id,
                  uint32_t n);
uint32_t in_play(const fx *f, uint32_t p, const char *id);
uint32_t in_hand(const fx *f, uint32_t p, const char *id);
/* A stat the card must have (l5r_game_card_stat returns 1). */
int32_t card_stat(const fx *f, uint32_t c, int which);

/* --- decisions ------------------------------------------------------------ */

/* Player `player` must decide, a decision of `kind` (an l5r_decision). */
void assert_decision(const fx *f, uint32_t player, int kind);
/* The kind of the pending decision. */
int decision_kind(const fx *f);
/* Pass (as whoever decides) while the pending decision is of `kind`. */
void pass_while(fx *f, int kind);
/* Pass until the pending decision is of `kind`. */
void pass_until(fx *f, int kind);

/* --- the spectator's and the players' views ------------------------------ */

/* The JSON view of `viewer` (L5R_NO_ID: the spectator); l5r_free it. */
char *view(const fx *f, uint32_t viewer);
/* Does the spectator's view of card c (its object) hold `text`? */
int view_card_has(const fx *f, uint32_t c, const char *text);
/* Where a card in play is (0 home, N battlefield N) from the spectator's
   view; -1 if the view does not show it in play. */
int view_location(const fx *f, uint32_t c);
/* The same for a card that the view must show in play. */
int location(const fx *f, uint32_t c);

/* Player p's k-th province (0-based) in the view `json` (from view()):
   the text from its "{\"strength\":" on. Fails the test if there is
   none. */
const char *view_province(const char *json, uint32_t p, uint32_t k);

/* --- legal moves ---------------------------------------------------------- */

/* Validate a move (parsed from the printf-style text) without applying
   it: the verdict is in f->v and the game's hash must not change. Returns
   1 if legal, 0 if not. */
int legal_now(fx *f, const char *fmt, ...) FX_PRINTF(2, 3);
/* The same for a move that must be legal. */
void assert_legal(fx *f, const char *fmt, ...) FX_PRINTF(2, 3);
/* printf into buf (cap bytes); returns buf (for lists of move texts). */
const char *fx_txt(char *buf, size_t cap, const char *fmt, ...) FX_PRINTF(3, 4);
/* Is `text` among player p's legal moves? */
int legal_has(const fx *f, uint32_t p, const char *text);
/* Every legal move of player p validates; `want` (NULL-terminated) are
   all listed, `absent` (NULL-terminated, may be NULL) none. */
void check_listed(const fx *f, uint32_t p, const char *const *want,
                  const char *const *absent);

/* --- the first turns ------------------------------------------------------ */

/* Pass to the Dynasty phase of this turn, p's, and recruit every card in
   p's provinces, the lowest-numbered first (they must all be free). */
void recruit_all_free(fx *f, uint32_t p);
/* In p's Dynasty phase of this turn: produce with the Stronghold (the
   player's first card in play), then recruit every face-up card in p's
   provinces. */
void recruit_face_up(fx *f, uint32_t p);
/* Produce with p's Stronghold `stronghold`, then recruit the cards in p's
   provinces (the lowest-numbered first) until none is left. */
void produce_and_recruit_all(fx *f, uint32_t p, const char *stronghold);
/* From p1's Dynasty phase in turn 1: p1 produces with `sh1` and recruits
   everything (produce_and_recruit_all); in turn 2 p2 does the same with
   `sh2`; now it is turn 3, p1's Action phase. */
void recruit_everything_turns(fx *f, const char *sh1, const char *sh2);
/* Turn 1: p1 recruits face-up cards; turn 2: p2; now it is turn 3, p1's
   Action phase. */
void recruit_turns(fx *f);

/* cmocka group setup: the sample cards and the two sample decks
   (crab-yu, scorpion-ninjutsu) in *state; fx_teardown_state frees it. */
int fx_setup_sample_decks(void **state);
int fx_teardown_state(void **state);

/* A game of the sample decks (Crab Yu against Scorpion Ninjutsu, the
   deck check on) started with `seed`; Crab in the first seat if
   `crab_first_seat`. Fails the test if it cannot start. */
fx *fx_sample_game(int64_t seed, int crab_first_seat);

#endif
