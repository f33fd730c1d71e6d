/* SPDX-License-Identifier: MIT */
/* Property tests of the game, over seeded random games between the two
   sample decks (examples/cards/decks/crab-yu.yaml and
   scorpion-ninjutsu.yaml, or those L5R_PROP_DECKS names), each game with
   L5R_PARAM_SEED = its index and L5R_PARAM_TURN_LIMIT = 30, playing random
   legal moves (a splitmix64 of our own, never rand()) until the game ends. The
   random players take turns by game among three ways of choosing (uniform,
   eager, builder; see fx_pick_move), so that games also reach full boards and
   battles.

   At every move of every game:
     - the pending decision's player has a non-empty legal list (and every
       other player an empty one);
     - every listed move validates as legal, its text is its canonical
       format, and validating never changes l5r_game_hash;
     - a made-up illegal move (another player's move, a random card with a
       random kind, a listed move's text with the player changed, a listed
       move naming a card that does not exist) is refused by
       l5r_game_apply with L5R_EILLEGAL and changes nothing: same hash,
       same log, same events; a made-up move the judge calls legal must be
       in the legal list;
     - the move applied is one of the list (the log records its text).
   Every 25 moves: a clone has the same hash, save -> load has the same
   hash and log, and both go on like the original (the same move gives the
   same hash; the original is untouched by moves on the copies).
   At the end: the game is over, nobody has a move, moves are refused with
   L5R_REASON_GAME_OVER; replaying l5r_game_log line by line in a new
   game (same options and decks) reproduces the final hash.

   N = 1000 games by default; the environment variable L5R_PROP_GAMES
   overrides it (the sanitizer build runs 100). The per-move checks run on
   every game. The expensive checks - clone and save/load every 25 moves,
   the replay at the end, and the hash after each single validation (other
   games compare it after validating the whole list) - run on every 5th
   game (EXPENSIVE_GAME_EVERY): l5r_game_hash dominates the cost, and with
   them on every game the default run took about 38 s on the 2-core
   development machine against about 24 s now, which leaves room under
   the one-minute budget as the rules (and the games) grow. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <l5r.h>

#include "fixture.h"
#include "fx_assert.h"
#include "random_moves.h"

#define DEFAULT_GAMES        1000
#define TURN_LIMIT           30
#define EXPENSIVE_GAME_EVERY 5      /* clone/save/replay: every Nth game */
#define EXPENSIVE_MOVE_EVERY 25     /* clone and save/load every 25 moves */
#define MAX_MOVES            100000 /* a game that does not end is a failure */

/* --- the card database and the decks, loaded once --------------------------
 */

static l5r_game *new_game(const fx *f, uint32_t seed)
{
    l5r_options *o = NULL;
    assert_int_equal(l5r_options_new(&o, NULL), L5R_OK);
    assert_int_equal(l5r_options_set(o, L5R_PARAM_SEED, seed), L5R_OK);
    assert_int_equal(l5r_options_set(o, L5R_PARAM_TURN_LIMIT, TURN_LIMIT),
                     L5R_OK);
    l5r_game *g = NULL;
    int rc = l5r_game_new(&g, f->db, o, f->decks, 2, NULL);
    l5r_options_free(o);
    if (rc != L5R_OK)
        fail_msg("l5r_game_new (seed %u): %s", seed, l5r_error_message());
    return g;
}

/* --- the checks ------------------------------------------------------------
 */

typedef struct ctx {
    const fx *f;
    uint32_t seed; /* the game's L5R_PARAM_SEED */
    uint32_t move; /* moves applied so far */
    fx_rng r;      /* the choices: moves, made-up illegal moves */
    l5r_action *scratch;
    l5r_verdict v;
    uint64_t hash; /* the game's hash now (l5r_game_hash is what costs) */
    long illegal_tried, judged_legal_extra;
} ctx;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void
prop_fail(const ctx *c, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    fail_msg("game seed %u, move %u: %s", c->seed, c->move, msg);
}

#define PROP(c, cond, ...)                                                     \
    do {                                                                       \
        if (!(cond))                                                           \
            prop_fail((c), __VA_ARGS__);                                       \
    } while (0)

static const char *fmt_action(const l5r_action *a, char *buf, size_t cap)
{
    if (l5r_action_format(buf, cap, a, NULL) < 0)
        snprintf(buf, cap, "(unformattable, kind %d)", l5r_action_kind(a));
    return buf;
}

/* Is `text` one of the list's moves? */
static int in_list(const l5r_action_list *l, const char *text)
{
    uint32_t n = l5r_action_list_count(l);
    for (uint32_t i = 0; i < n; i++)
        if (strcmp(l5r_action_list_text(l, i), text) == 0)
            return 1;
    return 0;
}

/* A move the judge refuses must be refused by apply, and change nothing
   (c->hash is the hash before). */
static void expect_refused(ctx *c, l5r_game *g, const l5r_action *a,
                           const char *text, int want_reason)
{
    char buf[256];
    uint32_t log0 = l5r_game_log_count(g), ev0 = l5r_game_event_count(g);
    int rc;
    l5r_verdict_init(&c->v, L5R_VERDICT_VERSION);
    if (a != NULL)
        rc = l5r_game_apply(g, a, &c->v);
    else
        rc = l5r_game_apply_text(g, text, &c->v);
    const char *what = a != NULL ? fmt_action(a, buf, sizeof buf) : text;
    PROP(c, rc == L5R_EILLEGAL, "illegal '%s' applied: status %d (%s)", what,
         rc, l5r_game_errmsg(g));
    PROP(c,
         c->v.legal == 0 && c->v.reason != L5R_REASON_NONE &&
             c->v.rule[0] != '\0' && c->v.message[0] != '\0',
         "refused '%s' with a verdict that is not filled in (legal %d, "
         "reason %d, rule '%s')",
         what, c->v.legal, c->v.reason, c->v.rule);
    PROP(c, want_reason == L5R_REASON_NONE || c->v.reason == want_reason,
         "'%s' refused with reason %s, not %s (%s: %s)", what,
         l5r_reason_name(c->v.reason), l5r_reason_name(want_reason), c->v.rule,
         c->v.message);
    PROP(c, l5r_game_hash(g) == c->hash,
         "refused '%s' changed the hash (or validating it did)", what);
    PROP(c, l5r_game_log_count(g) == log0, "refused '%s' was logged", what);
    PROP(c, l5r_game_event_count(g) == ev0, "refused '%s' recorded events",
         what);
    PROP(c, l5r_game_errmsg(g)[0] != '\0', "refused '%s' left no error message",
         what);
}

/* Make up an illegal move (one of four ways) and check that it is
   refused. `p` is the decider, `l` his legal moves. */
static void try_illegal(ctx *c, l5r_game *g, uint32_t p,
                        const l5r_action_list *l)
{
    uint32_t np = l5r_game_player_count(g), n = l5r_action_list_count(l);
    l5r_action *a = c->scratch;
    char text[320], buf[256];
    uint32_t k = fx_rng_below(&c->r, n);
    uint32_t way = fx_rng_below(&c->r, 4);
    c->illegal_tried++;
    if (way == 3) { /* a listed move that names a card that does not exist */
        uint32_t i;
        for (i = 0; i < n; i++)
            if (l5r_action_card(l5r_action_list_action(l, (k + i) % n)) !=
                L5R_NO_ID)
                break;
        if (i == n) {
            way = 0; /* no listed move names a card: another way */
        } else {
            l5r_action_copy(a, l5r_action_list_action(l, (k + i) % n));
            l5r_action_set_card(a, l5r_game_card_count(g) +
                                       fx_rng_below(&c->r, 1000));
            int kind = l5r_action_kind(a);
            expect_refused(c, g, a, NULL,
                           kind >= L5R_ACT_PRODUCE && kind <= L5R_ACT_PLAY
                               ? L5R_REASON_NO_SUCH_CARD
                               : L5R_REASON_NONE /* any reason */);
            return;
        }
    }
    if (way == 0) { /* another player's move */
        l5r_action_copy(a, l5r_action_list_action(l, k));
        l5r_action_set_player(a, (p + 1 + fx_rng_below(&c->r, np - 1)) % np);
        expect_refused(c, g, a, NULL, L5R_REASON_NOT_YOUR_DECISION);
        return;
    }
    if (way == 2) { /* a listed move's text with the player changed */
        const char *t = l5r_action_list_text(l, k);
        PROP(c, t[0] == 'p', "listed move '%s' has no player", t);
        const char *rest = strchr(t, ' ');
        PROP(c, rest != NULL, "listed move '%s' has no verb", t);
        /* Another player, or one that does not exist (p3, p4). */
        uint32_t q = (p + 1 + fx_rng_below(&c->r, np + 1)) % (np + 2);
        if (q == p)
            q = np + 1;
        snprintf(text, sizeof text, "p%u%s", q + 1, rest);
        int want = q < np ? L5R_REASON_NOT_YOUR_DECISION : L5R_REASON_MALFORMED;
        if (fx_rng_below(&c->r, 2)) {
            expect_refused(c, g, NULL, text, want);
        } else {
            PROP(c, l5r_action_parse(a, text) == L5R_OK, "cannot parse '%s'",
                 text);
            expect_refused(c, g, a, NULL, want);
        }
        return;
    }
    /* A random card with a random kind: the judge is the oracle. What it
       calls legal must be in the legal list; what it refuses, apply must
       refuse. */
    uint32_t ncards = l5r_game_card_count(g);
    l5r_action_clear(a);
    /* Any kind the builder takes (kinds may be added after USE). */
    int kind = L5R_ACT_PASS + (int)fx_rng_below(&c->r, L5R_ACT_USE + 4);
    while (l5r_action_set_kind(a, kind) != L5R_OK)
        kind--;
    l5r_action_set_player(a, fx_rng_below(&c->r, 2) ? p : L5R_NO_ID);
    l5r_action_set_card(a, fx_rng_below(&c->r, ncards + 16));
    switch (kind) {
    case L5R_ACT_PLAY:
        if (fx_rng_below(&c->r, 2))
            l5r_action_set_on(a, fx_rng_below(&c->r, ncards + 16));
        break;
    case L5R_ACT_ATTACK:
        l5r_action_set_value(a, fx_rng_below(&c->r, np + 1));
        break;
    case L5R_ACT_ASSIGN:
        l5r_action_set_value(a, fx_rng_below(&c->r, 4));
        break;
    case L5R_ACT_USE:
        l5r_action_set_ability(a, fx_rng_below(&c->r, 9));
        if (fx_rng_below(&c->r, 2))
            l5r_action_add_target(a, fx_rng_below(&c->r, ncards + 16));
        break;
    default:
        break;
    }
    l5r_verdict_init(&c->v, L5R_VERDICT_VERSION);
    PROP(c, l5r_game_validate(&c->v, g, a) == L5R_OK, "validate failed: %s",
         l5r_error_message());
    if (c->v.legal) {
        PROP(c, l5r_game_hash(g) == c->hash, "validate changed the hash");
        /* Compare in the canonical form, with the player written out. */
        l5r_action_set_player(a, p);
        fmt_action(a, buf, sizeof buf);
        PROP(c, in_list(l, buf),
             "'%s' is judged legal but is not in the legal list", buf);
        c->judged_legal_extra++;
        return;
    }
    int reason = c->v.reason;
    expect_refused(c, g, a, NULL, reason);
}

/* Two games (a clone or a loaded save, and the original) go on alike:
   the same move on `copy` leaves `g` untouched and gives the same hash. */
static void copy_goes_on_alike(ctx *c, l5r_game *g, l5r_game *copy,
                               const l5r_action *a, const char *what)
{
    uint64_t h0 = l5r_game_hash(g);
    PROP(c, l5r_game_apply(copy, a, NULL) == L5R_OK,
         "the %s refuses a move the original allows: %s", what,
         l5r_game_errmsg(copy));
    PROP(c, l5r_game_hash(g) == h0, "a move on the %s changed the original",
         what);
    l5r_game *g2 = NULL;
    PROP(c, l5r_game_clone(&g2, g) == L5R_OK, "clone failed");
    PROP(c, l5r_game_apply(g2, a, NULL) == L5R_OK, "apply failed");
    PROP(c, l5r_game_hash(g2) == l5r_game_hash(copy),
         "the %s and the original differ after the same move", what);
    l5r_game_free(g2);
}

/* Every 25 moves: clone, save and load. `a` is the move about to be made. */
static void check_copies(ctx *c, l5r_game *g, const l5r_action *a)
{
    uint64_t h = l5r_game_hash(g);
    uint32_t p0, p1;
    int k0, k1;
    l5r_game *cl = NULL;
    PROP(c, l5r_game_clone(&cl, g) == L5R_OK, "clone failed: %s",
         l5r_error_message());
    PROP(c, l5r_game_hash(cl) == h, "the clone's hash differs");
    PROP(c, l5r_game_state_size(cl) == l5r_game_state_size(g),
         "the clone's state size differs");
    l5r_game_decision(&p0, &k0, g);
    l5r_game_decision(&p1, &k1, cl);
    PROP(c, p0 == p1 && k0 == k1, "the clone's decision differs");
    copy_goes_on_alike(c, g, cl, a, "clone");
    l5r_game_free(cl);

    void *data = NULL;
    size_t len = 0;
    PROP(c, l5r_game_save(&data, &len, g) == L5R_OK, "save failed: %s",
         l5r_error_message());
    l5r_game *ld = NULL;
    int rc = l5r_game_load(&ld, c->f->db, data, len, NULL);
    l5r_free(data);
    PROP(c, rc == L5R_OK,
         "load of a fresh save failed (phase %d, decision %d): %s",
         l5r_game_phase(g), k0, l5r_error_message());
    PROP(c, l5r_game_hash(ld) == h, "save -> load changed the hash");
    PROP(c, l5r_game_log_count(ld) == l5r_game_log_count(g),
         "save -> load changed the log");
    for (uint32_t i = 0; i < l5r_game_log_count(g); i++)
        PROP(c, strcmp(l5r_game_log(ld, i), l5r_game_log(g, i)) == 0,
             "save -> load changed log line %u", i);
    copy_goes_on_alike(c, g, ld, a, "loaded save");
    l5r_game_free(ld);
}

/* The checks at the end of a game. */
static void check_over(ctx *c, l5r_game *g)
{
    uint32_t np = l5r_game_player_count(g), p;
    int kind;
    PROP(c, l5r_game_is_over(g) == 1, "the game is not over");
    PROP(c, l5r_game_phase(g) == L5R_PHASE_GAME_OVER, "phase %d at the end",
         l5r_game_phase(g));
    assert_int_equal(l5r_game_decision(&p, &kind, g), L5R_OK);
    PROP(c, p == L5R_NO_ID && kind == L5R_DECIDE_NONE,
         "a decision (p%u, kind %d) after the end", p + 1, kind);
    int vic = l5r_game_victory(g);
    PROP(c, vic >= L5R_VICTORY_HONOR && vic <= L5R_VICTORY_TURN_LIMIT,
         "victory %d", vic);
    uint32_t w = l5r_game_winner(g);
    if (vic == L5R_VICTORY_TURN_LIMIT) {
        PROP(c,
             w == L5R_NO_ID && l5r_game_turn(g) >= TURN_LIMIT &&
                 l5r_game_turn(g) <= TURN_LIMIT + 1,
             "turn limit: winner %u, turn %u", w, l5r_game_turn(g));
    } else {
        PROP(c, l5r_game_turn(g) <= TURN_LIMIT,
             "the game went on after turn %d", TURN_LIMIT);
        PROP(c, w < np, "a %d victory without a winner", vic);
    }
    for (uint32_t q = 0; q < np; q++) {
        l5r_action_list *l = NULL;
        PROP(c, l5r_game_legal_actions(&l, g, q) == L5R_OK, "listing failed");
        PROP(c, l5r_action_list_count(l) == 0, "p%u has %u moves after the end",
             q + 1, l5r_action_list_count(l));
        l5r_action_list_free(l);
        l5r_action_clear(c->scratch);
        l5r_action_set_kind(c->scratch, L5R_ACT_PASS);
        l5r_action_set_player(c->scratch, q);
        c->hash = l5r_game_hash(g);
        expect_refused(c, g, c->scratch, NULL, L5R_REASON_GAME_OVER);
    }
}

/* Replay the log in a new game: the same final hash. */
static void check_replay(ctx *c, const l5r_game *g)
{
    l5r_game *r = new_game(c->f, c->seed);
    uint32_t n = l5r_game_log_count(g);
    for (uint32_t i = 0; i < n; i++) {
        const char *t = l5r_game_log(g, i);
        PROP(c, t != NULL, "no log line %u of %u", i, n);
        l5r_verdict_init(&c->v, L5R_VERDICT_VERSION);
        int rc = l5r_game_apply_text(r, t, &c->v);
        PROP(c, rc == L5R_OK, "replay line %u '%s': status %d: %s", i, t, rc,
             l5r_game_errmsg(r));
    }
    PROP(c, l5r_game_hash(r) == l5r_game_hash(g),
         "replaying %u moves gives another final hash", n);
    PROP(c, l5r_game_is_over(r) == 1, "the replayed game is not over");
    l5r_game_free(r);
}

typedef struct result {
    uint64_t hash;       /* final */
    uint64_t first_hash; /* after setup */
    uint32_t moves;
    int victory;
    long illegal_tried, judged_legal_extra;
} result;

/* One random game. `keep`, if not NULL, gets the finished game. */
static result play_game(const fx *f, uint32_t seed, uint64_t move_seed,
                        int policy, int expensive, l5r_game **keep)
{
    ctx c;
    memset(&c, 0, sizeof c);
    c.f = f;
    c.seed = seed;
    c.r = fx_rng_seeded(move_seed);
    assert_int_equal(l5r_action_new(&c.scratch, NULL), L5R_OK);
    l5r_game *g = new_game(f, seed);
    uint32_t np = l5r_game_player_count(g);
    result res;
    memset(&res, 0, sizeof res);
    res.first_hash = l5r_game_hash(g);
    char buf[256];
    while (!l5r_game_is_over(g)) {
        PROP(&c, c.move < MAX_MOVES, "the game does not end");
        uint32_t p;
        int kind;
        PROP(&c, l5r_game_decision(&p, &kind, g) == L5R_OK, "no decision");
        PROP(&c, p < np, "the decider is p%u", p + 1);
        PROP(&c, kind > L5R_DECIDE_NONE && kind < 64, "decision kind %d", kind);
        l5r_action_list *l = NULL;
        PROP(&c, l5r_game_legal_actions(&l, g, p) == L5R_OK,
             "listing failed: %s", l5r_error_message());
        uint32_t n = l5r_action_list_count(l);
        PROP(&c, n > 0, "p%u must decide (kind %d) but has no legal move",
             p + 1, kind);
        for (uint32_t q = 0; q < np; q++) {
            if (q == p)
                continue;
            l5r_action_list *ol = NULL;
            PROP(&c, l5r_game_legal_actions(&ol, g, q) == L5R_OK,
                 "listing failed");
            PROP(&c, l5r_action_list_count(ol) == 0,
                 "p%u has %u moves while p%u decides", q + 1,
                 l5r_action_list_count(ol), p + 1);
            l5r_action_list_free(ol);
        }

        /* Every listed move is legal, and judging changes nothing: the
           hash (of the whole state) is compared after judging the whole
           list (after each listed move in the games with the expensive
           checks) and below after each made-up move. */
        uint64_t h0 = l5r_game_hash(g);
        for (uint32_t i = 0; i < n; i++) {
            const l5r_action *a = l5r_action_list_action(l, i);
            const char *t = l5r_action_list_text(l, i);
            PROP(&c, a != NULL && t != NULL, "list item %u missing", i);
            l5r_verdict_init(&c.v, L5R_VERDICT_VERSION);
            PROP(&c, l5r_game_validate(&c.v, g, a) == L5R_OK,
                 "validate failed: %s", l5r_error_message());
            PROP(&c,
                 c.v.legal == 1 && c.v.reason == L5R_REASON_NONE &&
                     c.v.rule[0] == '\0' && c.v.message[0] == '\0',
                 "listed move '%s' is judged illegal: %s: %s", t, c.v.rule,
                 c.v.message);
            PROP(&c, strcmp(fmt_action(a, buf, sizeof buf), t) == 0,
                 "listed move's text '%s' is not its format '%s'", t, buf);
            PROP(&c, l5r_action_player(a) == p, "listed move '%s' is not p%u's",
                 t, p + 1);
            PROP(&c, !expensive || l5r_game_hash(g) == h0,
                 "validating '%s' changed the hash", t);
        }
        PROP(&c, l5r_game_hash(g) == h0,
             "validating the list changed the hash");
        c.hash = h0;

        try_illegal(&c, g, p, l);

        uint32_t k = fx_pick_move(&c.r, l, kind, policy);
        const l5r_action *a = l5r_action_list_action(l, k);
        const char *t = l5r_action_list_text(l, k);
        if (expensive && c.move % EXPENSIVE_MOVE_EVERY == 0)
            check_copies(&c, g, a);

        uint32_t log0 = l5r_game_log_count(g);
        l5r_verdict_init(&c.v, L5R_VERDICT_VERSION);
        int rc = fx_rng_below(&c.r, 2) ? l5r_game_apply(g, a, &c.v)
                                       : l5r_game_apply_text(g, t, &c.v);
        PROP(&c, rc == L5R_OK && c.v.legal == 1,
             "listed move '%s' refused: status %d: %s", t, rc,
             l5r_game_errmsg(g));
        PROP(&c, l5r_game_log_count(g) == log0 + 1, "'%s' was not logged once",
             t);
        const char *logged = l5r_game_log(g, log0);
        PROP(&c, logged != NULL && strcmp(logged, t) == 0,
             "applied '%s' but the log says '%s'", t,
             logged != NULL ? logged : "(nothing)");
        PROP(&c, in_list(l, logged), "the applied move is not in the list");
        l5r_action_list_free(l);
        c.move++;
        /* Events are not part of the state: forget them now and then so
           that memory stays small. */
        if (l5r_game_event_count(g) > 4096)
            l5r_game_events_clear(g);
    }
    check_over(&c, g);
    if (expensive)
        check_replay(&c, g);
    res.hash = l5r_game_hash(g);
    res.moves = c.move;
    res.victory = l5r_game_victory(g);
    res.illegal_tried = c.illegal_tried;
    res.judged_legal_extra = c.judged_legal_extra;
    l5r_action_free(c.scratch);
    if (keep != NULL)
        *keep = g;
    else
        l5r_game_free(g);
    return res;
}

static long games_to_play(void)
{
    const char *s = getenv("L5R_PROP_GAMES");
    if (s == NULL || *s == '\0')
        return DEFAULT_GAMES;
    char *end = NULL;
    long n = strtol(s, &end, 10);
    if (end == s || *end != '\0' || n < 1 || n > 10000000)
        fail_msg("L5R_PROP_GAMES='%s' is not a positive number", s);
    return n;
}

/* --- the tests ---------------------------------------------------------------
 */

static void test_property_random_games_hold_invariants(void **state)
{
    const fx *f = *state;
    long n = games_to_play();
    long moves = 0, expensive = 0, illegal = 0, extra = 0;
    long victories[L5R_VICTORY_TURN_LIMIT + 1] = {0};
    uint32_t shortest = UINT32_MAX, longest = 0;
    for (long i = 0; i < n; i++) {
        int exp = i % EXPENSIVE_GAME_EVERY == 0;
        result r = play_game(f, (uint32_t)i, (uint64_t)i,
                             (int)(i % FX_PICK_WAYS), exp, NULL);
        moves += r.moves;
        expensive += exp;
        illegal += r.illegal_tried;
        extra += r.judged_legal_extra;
        victories[r.victory]++;
        if (r.moves < shortest)
            shortest = r.moves;
        if (r.moves > longest)
            longest = r.moves;
    }
    print_message("%ld games (%ld with clone/save/replay checks), %ld moves "
                  "(%u..%u a game), %ld made-up moves (%ld judged legal and "
                  "found in the list)\n",
                  n, expensive, moves, shortest, longest, illegal, extra);
    print_message("victories: honor %ld, dishonor %ld, military %ld, "
                  "enlightenment %ld, turn limit %ld\n",
                  victories[L5R_VICTORY_HONOR], victories[L5R_VICTORY_DISHONOR],
                  victories[L5R_VICTORY_MILITARY],
                  victories[L5R_VICTORY_ENLIGHTENMENT],
                  victories[L5R_VICTORY_TURN_LIMIT]);
}

static void test_property_same_seed_same_game(void **state)
{
    const fx *f = *state;
    for (uint32_t seed = 3; seed < 6; seed++) {
        l5r_game *a = NULL, *b = NULL;
        int pol = (int)(seed % FX_PICK_WAYS);
        result ra = play_game(f, seed, 77 + seed, pol, 1, &a);
        result rb = play_game(f, seed, 77 + seed, pol, 0, &b);
        assert_true(ra.first_hash == rb.first_hash);
        assert_true(ra.hash == rb.hash);
        assert_int_equal(ra.moves, rb.moves);
        assert_int_equal(l5r_game_log_count(a), l5r_game_log_count(b));
        for (uint32_t i = 0; i < l5r_game_log_count(a); i++)
            assert_string_equal(l5r_game_log(a, i), l5r_game_log(b, i));
        l5r_game_free(a);
        l5r_game_free(b);
    }
}

static void test_property_different_seeds_give_different_games(void **state)
{
    const fx *f = *state;
    enum { N = 12 };
    uint64_t first[N], last[N];
    /* The same move choices (move seed 1), only the game's seed differs. */
    for (uint32_t s = 0; s < N; s++) {
        result r = play_game(f, 1000 + s, 1, FX_PICK_BUILDER, 0, NULL);
        first[s] = r.first_hash;
        last[s] = r.hash;
    }
    int all_first = 1, all_last = 1;
    for (uint32_t s = 1; s < N; s++) {
        all_first &= first[s] == first[0];
        all_last &= last[s] == last[0];
    }
    assert_false(all_first); /* the shuffles differ */
    assert_false(all_last);  /* and so do the games */
    /* Setups by seed: not one pair alike among these. */
    for (uint32_t s = 0; s < N; s++)
        for (uint32_t t = s + 1; t < N; t++)
            assert_true(first[s] != first[t]);
}

/* The decks: examples/cards/decks/crab-yu.yaml and scorpion-ninjutsu.yaml,
   or the two file names (in that folder) of L5R_PROP_DECKS, "A.yaml
   B.yaml" (ctest runs the Crane and Mantis decks that way too). */
static int setup_decks(void **state)
{
    const char *env = getenv("L5R_PROP_DECKS");
    if (env == NULL || *env == '\0')
        return fx_setup_sample_decks(state);
    char a[256], b[256];
    if (sscanf(env, "%255s %255s", a, b) != 2) {
        fprintf(stderr, "L5R_PROP_DECKS='%s': two deck files\n", env);
        return -1;
    }
    fx *f = fx_new_sample(NULL);
    if (f == NULL)
        return -1;
    char path[2][300];
    snprintf(path[0], sizeof path[0], "examples/cards/decks/%s", a);
    snprintf(path[1], sizeof path[1], "examples/cards/decks/%s", b);
    for (uint32_t p = 0; p < 2; p++)
        if (fx_deck_file(f, p, path[p]) != L5R_OK) {
            fprintf(stderr, "%s\n", f->msg);
            fx_free(f);
            return -1;
        }
    print_message("decks: %s, %s\n", a, b);
    *state = f;
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_property_random_games_hold_invariants),
        cmocka_unit_test(test_property_same_seed_same_game),
        cmocka_unit_test(test_property_different_seeds_give_different_games),
    };
    return cmocka_run_group_tests(tests, setup_decks, fx_teardown_state);
}
