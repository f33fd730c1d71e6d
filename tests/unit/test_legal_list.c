/* SPDX-License-Identifier: MIT */
/* The legal-move list reused: a refill lists what a new list lists (the
   same moves, the same texts, written only when asked for), the texts stay
   where they are, the kinds array, applying a move by its index (and
   refusing a stale list), no allocator call per decision once the list is
   warm, and out of memory at every allocation of a refill and of a text. */
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
#include "testalloc.h"

/* White box: the game's history (the move log) is reserved up front in
   the allocation test, so that what is counted is the decision itself. */
#include "base/vec.h"
#include "game/state.h"

/* --- a counting allocator --------------------------------------------------
 */

/* Every call of the allocator (allocations, resizes and frees) counted,
   then handed to the test allocator (which can make one fail). */
typedef struct counter {
    testalloc t;
    l5r_allocator inner;
    long calls;
} counter;

static void *counting_fn(void *ud, void *ptr, size_t old_size, size_t new_size)
{
    counter *c = ud;
    if (ptr != NULL || new_size != 0)
        c->calls++;
    return c->inner.alloc(c->inner.ud, ptr, old_size, new_size);
}

static void counter_init(counter *c, l5r_allocator *a)
{
    testalloc_init(&c->t, &c->inner, 0);
    c->calls = 0;
    l5r_allocator_init(a, L5R_ALLOCATOR_VERSION);
    a->alloc = counting_fn;
    a->ud = c;
}

/* --- boards --------------------------------------------------------------- */

/* A game of the fixture's decks through `a`. */
static l5r_game *game_with(const fx *f, const l5r_allocator *a)
{
    l5r_game *g = NULL;
    assert_int_equal(l5r_game_new(&g, f->db, f->opts, f->decks, 2, a), L5R_OK);
    return g;
}

static uint32_t decider(const l5r_game *g)
{
    uint32_t p;
    int kind;
    assert_int_equal(l5r_game_decision(&p, &kind, g), L5R_OK);
    return p;
}

static int game_decision_kind(const l5r_game *g)
{
    uint32_t p;
    int kind;
    assert_int_equal(l5r_game_decision(&p, &kind, g), L5R_OK);
    return kind;
}

/* --- same moves, same texts ----------------------------------------------- */

/* Over random games: a refilled list holds the moves of a new list, in
   the same order, with the same texts (the canonical ones), whatever the
   order the texts are asked in; the kinds are the moves' kinds. */
static void test_refill_lists_what_a_new_list_lists(void **state)
{
    (void)state;
    for (int64_t seed = 1; seed <= 4; seed++) {
        fx *f = fx_sample_game(seed, 1);
        l5r_action_list *r = NULL;
        assert_int_equal(l5r_action_list_new(&r, NULL), L5R_OK);
        assert_int_equal(l5r_action_list_count(r), 0);
        fx_rng rng = fx_rng_seeded((uint64_t)seed);
        uint32_t kinds[512];
        for (int move = 0; move < 400; move++) {
            uint32_t p = decider(f->g);
            if (p == L5R_NO_ID)
                break;
            l5r_action_list *l = NULL;
            assert_int_equal(l5r_game_legal_actions(&l, f->g, p), L5R_OK);
            uint32_t n = l5r_action_list_count(l);
            assert_true(n > 0);
            /* by the player, and by whoever must act */
            assert_int_equal(l5r_game_legal_actions_into(r, f->g, p), (int)n);
            assert_int_equal(l5r_game_legal_actions_into(r, f->g, L5R_NO_ID),
                             (int)n);
            assert_int_equal(l5r_action_list_count(r), n);
            assert_true(n <= 512);
            assert_int_equal(l5r_action_list_kinds(r, kinds, 512), n);
            /* texts asked for last to first in the refilled list */
            for (uint32_t k = n; k-- > 0;) {
                const l5r_action *a = l5r_action_list_action(r, k);
                assert_non_null(a);
                assert_int_equal(kinds[k], (uint32_t)l5r_action_kind(a));
                assert_memory_equal(a, l5r_action_list_action(l, k), sizeof *a);
                char buf[256];
                assert_true(l5r_action_format(buf, sizeof buf, a, NULL) > 0);
                assert_string_equal(l5r_action_list_text(r, k), buf);
                assert_string_equal(l5r_action_list_text(l, k), buf);
            }
            assert_null(l5r_action_list_text(r, n));
            assert_null(l5r_action_list_action(r, n));
            uint32_t pick = fx_pick_move(&rng, r, game_decision_kind(f->g),
                                         (int)(seed % FX_PICK_WAYS));
            assert_int_equal(l5r_game_apply_index(f->g, r, pick, NULL), L5R_OK);
            l5r_action_list_free(l);
        }
        /* the list of a player who is not deciding is empty */
        uint32_t p = decider(f->g);
        if (p != L5R_NO_ID)
            assert_int_equal(l5r_game_legal_actions_into(r, f->g, 1 - p), 0);
        l5r_action_list_free(r);
        fx_free(f);
    }
}

/* A text, once written, stays where it is until the list is refilled,
   whatever other texts are asked for; a list whose texts are never asked
   for writes none. */
static void test_texts_stay_put(void **state)
{
    (void)state;
    fx *f = fx_sample_game(3, 1);
    counter c;
    l5r_allocator al;
    counter_init(&c, &al);
    l5r_action_list *l = NULL;
    assert_int_equal(l5r_action_list_new(&l, &al), L5R_OK);
    fx_rng rng = fx_rng_seeded(3);
    for (int move = 0; move < 200; move++) {
        uint32_t p = decider(f->g);
        if (p == L5R_NO_ID)
            break;
        int n = l5r_game_legal_actions_into(l, f->g, p);
        assert_true(n > 0);
        const char *first = l5r_action_list_text(l, 0);
        assert_non_null(first);
        char copy[256];
        snprintf(copy, sizeof copy, "%s", first);
        for (int k = n; k-- > 0;)
            assert_non_null(l5r_action_list_text(l, (uint32_t)k));
        assert_ptr_equal(l5r_action_list_text(l, 0), first);
        assert_string_equal(first, copy);
        uint32_t pick =
            fx_pick_move(&rng, l, game_decision_kind(f->g), FX_PICK_BUILDER);
        assert_int_equal(l5r_game_apply_index(f->g, l, pick, NULL), L5R_OK);
    }
    l5r_action_list_free(l);
    assert_int_equal(c.t.live_blocks, 0);
    /* without a text asked for, the list has only its move array */
    assert_int_equal(l5r_action_list_new(&l, &al), L5R_OK);
    assert_true(l5r_game_legal_actions_into(l, f->g, L5R_NO_ID) >= 0);
    assert_true(c.t.live_blocks <= 2);
    l5r_action_list_free(l);
    assert_int_equal(c.t.live_blocks, 0);
    fx_free(f);
}

/* A short array of kinds gets what fits, and the count. */
static void test_kinds_array(void **state)
{
    (void)state;
    fx *f = fx_sample_game(5, 1);
    l5r_action_list *l = NULL;
    assert_int_equal(l5r_action_list_new(&l, NULL), L5R_OK);
    int n = l5r_game_legal_actions_into(l, f->g, L5R_NO_ID);
    assert_true(n >= 2);
    uint32_t kinds[3] = {99, 99, 99};
    assert_int_equal(l5r_action_list_kinds(l, kinds, 1), (uint32_t)n);
    assert_int_equal(kinds[0],
                     (uint32_t)l5r_action_kind(l5r_action_list_action(l, 0)));
    assert_int_equal(kinds[1], 99);
    assert_int_equal(l5r_action_list_kinds(l, NULL, 0), (uint32_t)n);
    assert_int_equal(l5r_action_list_kinds(l, NULL, 5), (uint32_t)n);
    assert_int_equal(l5r_action_list_kinds(NULL, kinds, 3), 0);
    assert_int_equal(
        l5r_action_list_kinds((const l5r_action_list *)f->g, kinds, 3), 0);
    l5r_action_list_free(l);
    fx_free(f);
}

/* --- applying by index ------------------------------------------------------
 */

/* apply_index applies what apply would (same log, same hash); a list is
   stale once any move is applied, and of no use for another game; an
   index out of range, bad handles and bad players are refused; the game
   is unchanged on every refusal. */
static void test_apply_index(void **state)
{
    (void)state;
    fx *f = fx_sample_game(8, 1);
    l5r_game *twin = NULL;
    assert_int_equal(l5r_game_clone(&twin, f->g), L5R_OK);
    l5r_action_list *l = NULL, *m = NULL;
    assert_int_equal(l5r_action_list_new(&l, NULL), L5R_OK);
    int n = l5r_game_legal_actions_into(l, f->g, L5R_NO_ID);
    assert_true(n > 1);
    uint64_t h = l5r_game_hash(f->g);
    uint32_t logn = l5r_game_log_count(f->g);
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    /* refusals */
    assert_int_equal(l5r_game_apply_index(f->g, l, (uint32_t)n, &v),
                     L5R_EINVAL);
    assert_non_null(strstr(l5r_game_errmsg(f->g), "no move"));
    assert_int_equal(l5r_game_apply_index(f->g, NULL, 0, &v), L5R_EHANDLE);
    assert_int_equal(
        l5r_game_apply_index(f->g, (const l5r_action_list *)f->g, 0, &v),
        L5R_EHANDLE);
    assert_int_equal(l5r_game_apply_index(NULL, l, 0, &v), L5R_EHANDLE);
    assert_int_equal(l5r_game_apply_index(twin, l, 0, &v), L5R_ESTATE);
    assert_true(l5r_game_hash(twin) == h);
    assert_int_equal(l5r_game_legal_actions_into(l, f->g, 7), L5R_EINVAL);
    assert_int_equal(l5r_action_list_count(l), 0);
    assert_int_equal(l5r_game_apply_index(f->g, l, 0, &v), L5R_ESTATE);
    assert_int_equal(l5r_game_legal_actions_into(l, NULL, 0), L5R_EHANDLE);
    assert_int_equal(l5r_game_legal_actions_into(NULL, f->g, 0), L5R_EHANDLE);
    assert_int_equal(
        l5r_game_legal_actions_into((l5r_action_list *)f->g, f->g, 0),
        L5R_EHANDLE);
    assert_true(l5r_game_hash(f->g) == h);
    assert_int_equal(l5r_game_log_count(f->g), logn);
    /* the same move by index and by value: the same game */
    assert_int_equal(l5r_game_legal_actions_into(l, f->g, L5R_NO_ID), n);
    assert_int_equal(l5r_game_legal_actions(&m, twin, decider(twin)), L5R_OK);
    uint32_t pick = (uint32_t)n - 1;
    assert_int_equal(l5r_game_apply_index(f->g, l, pick, &v), L5R_OK);
    assert_true(v.legal);
    assert_int_equal(
        l5r_game_apply(twin, l5r_action_list_action(m, pick), NULL), L5R_OK);
    assert_true(l5r_game_hash(f->g) == l5r_game_hash(twin));
    assert_string_equal(l5r_game_log(f->g, logn),
                        l5r_game_log(twin, l5r_game_log_count(twin) - 1));
    /* both lists are stale now: the game moved on */
    h = l5r_game_hash(f->g);
    assert_int_equal(l5r_game_apply_index(f->g, l, 0, &v), L5R_ESTATE);
    assert_int_equal(l5r_game_apply_index(twin, m, 0, &v), L5R_ESTATE);
    assert_true(l5r_game_hash(f->g) == h);
    assert_int_equal(l5r_game_log_count(f->g), logn + 1);
    /* a list from l5r_game_legal_actions refills like any other */
    int k = l5r_game_legal_actions_into(m, twin, L5R_NO_ID);
    assert_true(k > 0);
    assert_int_equal(l5r_game_apply_index(twin, m, 0, NULL), L5R_OK);
    /* a verdict of another version */
    k = l5r_game_legal_actions_into(m, twin, L5R_NO_ID);
    assert_true(k > 0);
    v.version = 999;
    assert_int_equal(l5r_game_apply_index(twin, m, 0, &v), L5R_EVERSION);
    l5r_action_list_free(m);
    l5r_action_list_free(l);
    l5r_game_free(twin);
    fx_free(f);
}

/* A listed move is applied without judging it again only while it is as
   it was listed: one written over through the pointer the list gives
   (as an FFI may) is judged like any move, and a list is never taken
   for another game's, even one made where a freed game was. */
static void test_apply_index_judges_a_move_written_over(void **state)
{
    (void)state;
    fx *f = fx_sample_game(8, 1);
    l5r_game *twin = NULL;
    assert_int_equal(l5r_game_clone(&twin, f->g), L5R_OK);
    l5r_action_list *l = NULL;
    assert_int_equal(l5r_action_list_new(&l, NULL), L5R_OK);
    int n = l5r_game_legal_actions_into(l, f->g, L5R_NO_ID);
    assert_true(n > 1);
    uint32_t p = decider(f->g);
    uint64_t h = l5r_game_hash(f->g);
    uint32_t logn = l5r_game_log_count(f->g);
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    /* Another player's move now: refused, and the game is unchanged. */
    l5r_action *w = (l5r_action *)l5r_action_list_action(l, 0);
    assert_int_equal(l5r_action_set_player(w, 1 - p), L5R_OK);
    assert_int_equal(l5r_game_apply_index(f->g, l, 0, &v), L5R_EILLEGAL);
    assert_false(v.legal);
    assert_int_equal(v.reason, L5R_REASON_NOT_YOUR_DECISION);
    assert_string_equal(v.rule, "CORE-10");
    assert_true(l5r_game_hash(f->g) == h);
    assert_int_equal(l5r_game_log_count(f->g), logn);
    /* Another listed move written over it: that move, judged legal. */
    uint32_t j = (uint32_t)n - 1;
    assert_int_equal(l5r_action_copy(w, l5r_action_list_action(l, j)), L5R_OK);
    assert_int_equal(l5r_game_apply_index(f->g, l, 0, &v), L5R_OK);
    assert_true(v.legal);
    assert_int_equal(v.rule[0], '\0');
    assert_int_equal(l5r_game_apply(twin, l5r_action_list_action(l, j), NULL),
                     L5R_OK);
    assert_true(l5r_game_hash(f->g) == l5r_game_hash(twin));
    /* A list of a freed game, offered to a new game in the same position
       with as many moves in its log (clones, whose logs start empty; the
       second made, most often, where the first was): refused as stale. */
    l5r_game *first = NULL, *second = NULL;
    assert_int_equal(l5r_game_clone(&first, f->g), L5R_OK);
    assert_int_equal(l5r_game_log_count(first), 0);
    assert_true(l5r_game_legal_actions_into(l, first, L5R_NO_ID) > 0);
    const void *where = first;
    l5r_game_free(first);
    assert_int_equal(l5r_game_clone(&second, f->g), L5R_OK);
    if ((const void *)second == where)
        print_message("the second clone is where the first was\n");
    h = l5r_game_hash(second);
    assert_int_equal(l5r_game_apply_index(second, l, 0, &v), L5R_ESTATE);
    assert_true(l5r_game_hash(second) == h);
    assert_int_equal(l5r_game_log_count(second), 0);
    l5r_game_free(second);
    l5r_action_list_free(l);
    l5r_game_free(twin);
    fx_free(f);
}

/* Played to the end: the list of whoever must act is then empty. */
static void test_game_over_lists_nothing(void **state)
{
    (void)state;
    fx *f = fx_sample_game(2, 1);
    assert_int_equal(fx_set(f, L5R_PARAM_TURN_LIMIT, 3), L5R_OK);
    assert_int_equal(fx_start(f, 2), L5R_OK);
    l5r_action_list *l = NULL;
    assert_int_equal(l5r_action_list_new(&l, NULL), L5R_OK);
    int n, moves = 0;
    while ((n = l5r_game_legal_actions_into(l, f->g, L5R_NO_ID)) > 0) {
        assert_int_equal(l5r_game_apply_index(f->g, l, 0, NULL), L5R_OK);
        assert_true(++moves < 100000);
    }
    assert_int_equal(n, 0);
    assert_int_equal(l5r_game_is_over(f->g), 1);
    assert_int_equal(l5r_game_legal_actions_into(l, f->g, 0), 0);
    assert_int_equal(l5r_game_apply_index(f->g, l, 0, NULL), L5R_EINVAL);
    l5r_action_list_free(l);
    fx_free(f);
}

static void test_list_new_bad_input(void **state)
{
    (void)state;
    assert_int_equal(l5r_action_list_new(NULL, NULL), L5R_EINVAL);
    l5r_allocator al;
    l5r_allocator_init(&al, L5R_ALLOCATOR_VERSION);
    al.version = 999;
    l5r_action_list *l = (l5r_action_list *)&al;
    assert_int_equal(l5r_action_list_new(&l, &al), L5R_EVERSION);
    assert_null(l);
    l5r_action_list_free(NULL);
    assert_int_equal(l5r_action_list_count(NULL), 0);
    assert_null(l5r_action_list_text(NULL, 0));
}

/* --- the heap ------------------------------------------------------------- */

/* One decision the old way (a new list, its texts, apply, free) and the
   new (refill, apply by index), each in a game of its own through a
   counting allocator: the allocator calls a decision makes. With `reserve`,
   the games' move logs (and event arrays) are made large enough first, so
   that their growth (doubling, a few times a game) is not counted. */
static void count_decisions(const fx *f, int moves, bool reserve,
                            long *old_calls, long *new_calls, int *played)
{
    counter co, cn;
    l5r_allocator ao, an;
    counter_init(&co, &ao);
    counter_init(&cn, &an);
    l5r_game *go = game_with(f, &ao), *gn = game_with(f, &an);
    l5r_action_list *l = NULL;
    assert_int_equal(l5r_action_list_new(&l, &an), L5R_OK);
    if (reserve) {
        l5r_game *gs[2] = {go, gn};
        for (int k = 0; k < 2; k++) {
            assert_int_equal(
                l5r_vec__reserve(&gs[k]->mem, &gs[k]->logtext, 64u * 1024),
                L5R_OK);
            assert_int_equal(
                l5r_vec__reserve(&gs[k]->mem, &gs[k]->logidx, 4096), L5R_OK);
            assert_int_equal(
                l5r_vec__reserve(&gs[k]->mem, &gs[k]->events, 4096), L5R_OK);
        }
    }
    /* warm up: the list grows to a large position's size */
    fx_rng rng = fx_rng_seeded(11);
    l5r_game *warm = NULL;
    assert_int_equal(l5r_game_clone(&warm, f->g), L5R_OK);
    for (int k = 0;
         k < 300 && l5r_game_legal_actions_into(l, warm, L5R_NO_ID) > 0; k++) {
        for (uint32_t i = 0; i < l5r_action_list_count(l); i++)
            assert_non_null(l5r_action_list_text(l, i));
        assert_int_equal(
            l5r_game_apply_index(warm, l,
                                 fx_pick_move(&rng, l, game_decision_kind(warm),
                                              FX_PICK_BUILDER),
                                 NULL),
            L5R_OK);
    }
    l5r_game_free(warm);
    fx_rng ro = fx_rng_seeded(5), rn = fx_rng_seeded(5);
    co.calls = cn.calls = 0;
    *played = 0;
    for (int k = 0; k < moves; k++) {
        assert_int_equal(l5r_game_events_clear(go), L5R_OK);
        assert_int_equal(l5r_game_events_clear(gn), L5R_OK);
        uint32_t p = decider(go);
        if (p == L5R_NO_ID)
            break;
        long before = co.calls;
        l5r_action_list *old = NULL;
        assert_int_equal(l5r_game_legal_actions(&old, go, p), L5R_OK);
        uint32_t pick =
            fx_pick_move(&ro, old, game_decision_kind(go), FX_PICK_UNIFORM);
        for (uint32_t i = 0; i < l5r_action_list_count(old); i++)
            assert_non_null(l5r_action_list_text(old, i));
        assert_int_equal(
            l5r_game_apply(go, l5r_action_list_action(old, pick), NULL),
            L5R_OK);
        l5r_action_list_free(old);
        assert_true(co.calls > before);
        before = cn.calls;
        int n = l5r_game_legal_actions_into(l, gn, L5R_NO_ID);
        assert_true(n > 0);
        uint32_t pick2 =
            fx_pick_move(&rn, l, game_decision_kind(gn), FX_PICK_UNIFORM);
        assert_int_equal(pick2, pick);
        assert_int_equal(l5r_game_apply_index(gn, l, pick2, NULL), L5R_OK);
        if (reserve && cn.calls != before)
            fail_msg("decision %d: %ld allocator calls", k, cn.calls - before);
        (*played)++;
    }
    assert_true(l5r_game_hash(go) == l5r_game_hash(gn));
    *old_calls = co.calls;
    *new_calls = cn.calls;
    l5r_action_list_free(l);
    l5r_game_free(go);
    l5r_game_free(gn);
    assert_int_equal(co.t.live_blocks, 0);
    assert_int_equal(cn.t.live_blocks, 0);
}

/* Once the list is warm, a decision (refill + apply by index) makes no
   allocator call at all (the move log reserved); with the log growing as
   it does, only its doublings remain. */
static void test_no_allocator_call_per_decision(void **state)
{
    (void)state;
    fx *f = fx_sample_game(4, 1);
    long old_calls, new_calls;
    int played;
    count_decisions(f, 300, true, &old_calls, &new_calls, &played);
    assert_true(played > 100);
    assert_int_equal(new_calls, 0);
    print_message("allocator calls per decision, the log reserved: "
                  "new list + texts %.2f, refill + apply_index %.2f "
                  "(%d decisions)\n",
                  (double)old_calls / played, (double)new_calls / played,
                  played);
    count_decisions(f, 300, false, &old_calls, &new_calls, &played);
    assert_true(new_calls < 40); /* the log's doublings */
    print_message("allocator calls per decision, the log growing: "
                  "new list + texts %.2f, refill + apply_index %.2f\n",
                  (double)old_calls / played, (double)new_calls / played);
    fx_free(f);
}

/* --- out of memory ---------------------------------------------------------
 */

/* Every allocation of a refill may fail: L5R_ENOMEM, the list empty and
   valid (its arrays kept, freed with it), nothing else left behind; the
   next refill lists the same moves. So may the text slots' allocation:
   NULL, L5R_ENOMEM, then the text once memory is there. And a list's
   creation. */
static void test_oom_refill(void **state)
{
    (void)state;
    fx *f = NULL;
    testalloc t;
    l5r_allocator al;
    testalloc_init(&t, &al, 0);
    /* creation: the list, then its first room for moves */
    l5r_action_list *l = NULL;
    for (long k = 1; k <= 2; k++) {
        t.fail_at = t.allocs + k;
        t.failed = 0;
        l = (l5r_action_list *)&t;
        assert_int_equal(l5r_action_list_new(&l, &al), L5R_ENOMEM);
        assert_true(t.failed);
        assert_null(l);
        assert_int_equal(t.live_blocks, 0);
    }
    t.fail_at = 0;
    /* a position with more moves than a new list has room for, from the
       first of the seeded games to reach one */
    assert_int_equal(l5r_action_list_new(&l, NULL), L5R_OK);
    int n = 0;
    for (int64_t seed = 6; seed < 200 && n <= 32; seed++) {
        fx_free(f);
        f = fx_sample_game(seed, 1);
        fx_rng rng = fx_rng_seeded((uint64_t)seed);
        for (int k = 0; k < 2000; k++) {
            n = l5r_game_legal_actions_into(l, f->g, L5R_NO_ID);
            if (n <= 0 || n > 32)
                break;
            assert_int_equal(l5r_game_apply_index(
                                 f->g, l,
                                 fx_pick_move(&rng, l, game_decision_kind(f->g),
                                              FX_PICK_BUILDER),
                                 NULL),
                             L5R_OK);
        }
    }
    assert_true(n > 32);
    l5r_action_list_free(l);
    /* a fresh list: this refill allocates (the move array grows) */
    assert_int_equal(l5r_action_list_new(&l, &al), L5R_OK);
    long before = t.allocs;
    assert_int_equal(l5r_game_legal_actions_into(l, f->g, L5R_NO_ID), n);
    long used = t.allocs - before;
    assert_true(used >= 1);
    l5r_action_list_free(l);
    assert_int_equal(t.live_blocks, 0);
    for (long k = 1; k <= used; k++) {
        assert_int_equal(l5r_action_list_new(&l, &al), L5R_OK);
        t.fail_at = t.allocs + k;
        t.failed = 0;
        assert_int_equal(l5r_game_legal_actions_into(l, f->g, L5R_NO_ID),
                         L5R_ENOMEM);
        assert_true(t.failed);
        assert_int_equal(l5r_action_list_count(l), 0);
        assert_null(l5r_action_list_action(l, 0));
        assert_int_equal(l5r_game_apply_index(f->g, l, 0, NULL), L5R_ESTATE);
        t.fail_at = 0;
        assert_int_equal(l5r_game_legal_actions_into(l, f->g, L5R_NO_ID), n);
        /* the texts' slots */
        t.fail_at = t.allocs + 1;
        t.failed = 0;
        assert_null(l5r_action_list_text(l, 1));
        assert_int_equal(l5r_error_code(), L5R_ENOMEM);
        assert_true(t.failed);
        t.fail_at = 0;
        char buf[256];
        assert_true(l5r_action_format(buf, sizeof buf,
                                      l5r_action_list_action(l, 1), NULL) > 0);
        assert_string_equal(l5r_action_list_text(l, 1), buf);
        l5r_action_list_free(l);
        assert_int_equal(t.live_blocks, 0);
    }
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_refill_lists_what_a_new_list_lists),
        cmocka_unit_test(test_texts_stay_put),
        cmocka_unit_test(test_kinds_array),
        cmocka_unit_test(test_apply_index),
        cmocka_unit_test(test_apply_index_judges_a_move_written_over),
        cmocka_unit_test(test_game_over_lists_nothing),
        cmocka_unit_test(test_list_new_bad_input),
        cmocka_unit_test(test_no_allocator_call_per_decision),
        cmocka_unit_test(test_oom_refill),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
