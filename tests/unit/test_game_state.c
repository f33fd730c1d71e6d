/* SPDX-License-Identifier: MIT */
/* The game as an object: clone, save and load (round trip, bad input),
   bad handles, the text notation (round trip and errors), hidden
   information (per-player views, verdicts, legal-move lists) and out of
   memory (l5r_game_new, _clone, _load, _apply: L5R_ENOMEM, no leak, the
   game unchanged). */
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
#include "testalloc.h"

/* White box, for saves with a valid checksum but a corrupt state. */
#include "game/state.h"

/* --- boards --------------------------------------------------------------- */

/* p1's cards and p2's cards have different ids and titles, so that a view
   or a message that names a hidden card can be caught by its name. */
static const char CARDS[] =
    "cards:\n"
    "  - {id: s-castle, title: Open Castle, type: stronghold, faction: "
    "Crab,\n"
    "     province_strength: 5, gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: s-keep, title: Hidden Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 4, gold_production: 10, starting_honor: 4,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: s-samurai, title: Open Samurai, type: personality,\n"
    "     faction: Crab, force: 2, chi: 2, honor_requirement: 0,\n"
    "     gold_cost: 2, personal_honor: 1, printings: [{set: Lotus "
    "Edition}]}\n"
    "  - {id: s-farm, title: Open Farm, type: holding, gold_cost: 1,\n"
    "     gold_production: 2, printings: [{set: Lotus Edition}]}\n"
    "  - {id: s-ashigaru, title: Open Ashigaru, type: follower, force: 1,\n"
    "     chi: 0, gold_cost: 1, honor_requirement: 0, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: s-sword, title: Open Sword, type: item, keywords: [Weapon],\n"
    "     force: 1, chi: 0, gold_cost: 1, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: s-secret-lord, title: Secret Lord, type: personality,\n"
    "     faction: Scorpion, force: 2, chi: 2, honor_requirement: 0,\n"
    "     gold_cost: 2, personal_honor: 1, printings: [{set: Lotus "
    "Edition}]}\n"
    "  - {id: s-secret-mine, title: Secret Mine, type: holding, gold_cost: "
    "1,\n"
    "     gold_production: 2, printings: [{set: Lotus Edition}]}\n"
    "  - {id: s-secret-guard, title: Secret Guard, type: follower, force: "
    "1,\n"
    "     chi: 0, gold_cost: 1, honor_requirement: 0, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: s-secret-blade, title: Secret Blade, type: item,\n"
    "     keywords: [Weapon], force: 1, chi: 0, gold_cost: 1, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: s-secret-scroll, title: Secret Scroll, type: action, focus: "
    "2,\n"
    "     printings: [{set: Lotus Edition}]}\n";

static const char *const P2_FATE_IDS[] = {"s-secret-guard", "s-secret-blade",
                                          "s-secret-scroll"};

static fx *inline_game(int64_t seed)
{
    fx *f = fx_new(CARDS);
    assert_non_null(f);
    if (fx_deck(f, 0, "s-castle", NULL, NULL, "s-samurai*6 s-farm*4",
                "s-ashigaru*10 s-sword*5") != L5R_OK ||
        fx_deck(f, 1, "s-keep", NULL, NULL, "s-secret-lord*6 s-secret-mine*4",
                "s-secret-guard*4 s-secret-blade*6 s-secret-scroll*5") !=
            L5R_OK ||
        fx_start(f, seed) != L5R_OK)
        fail_msg("%s", f->msg);
    return f;
}

/* --- random play ------------------------------------------------------------
 */

static uint32_t rnd(uint64_t *s)
{
    *s = *s * 6364136223846793005ULL + 1442695040888963407ULL;
    return (uint32_t)(*s >> 33);
}

/* A game of the fixture's decks whose every allocation `t` counts (and
   can make fail). */
static l5r_game *counted_game(const fx *f, testalloc *t)
{
    l5r_allocator al;
    testalloc_init(t, &al, 0);
    l5r_game *g = NULL;
    assert_int_equal(l5r_game_new(&g, f->db, f->opts, f->decks, 2, &al),
                     L5R_OK);
    return g;
}

/* Pick a legal move of whoever must act into `a` (and its text into
   `text`). Returns 0, or -1 if nobody can move (the game is over). */
static int pick_move(l5r_game *g, uint64_t *seed, l5r_action *a, char *text,
                     size_t cap)
{
    uint32_t p;
    int kind;
    assert_int_equal(l5r_game_decision(&p, &kind, g), L5R_OK);
    if (kind == L5R_DECIDE_NONE)
        return -1;
    l5r_action_list *l = NULL;
    assert_int_equal(l5r_game_legal_actions(&l, g, p), L5R_OK);
    uint32_t n = l5r_action_list_count(l);
    assert_true(n > 0);
    uint32_t i = rnd(seed) % n;
    assert_int_equal(l5r_action_copy(a, l5r_action_list_action(l, i)), L5R_OK);
    snprintf(text, cap, "%s", l5r_action_list_text(l, i));
    l5r_action_list_free(l);
    return 0;
}

/* Play `n` random legal moves; every one must apply. */
static void play_random(l5r_game *g, uint64_t *seed, int n)
{
    l5r_action *a = NULL;
    assert_int_equal(l5r_action_new(&a, NULL), L5R_OK);
    char text[256];
    for (int i = 0; i < n; i++) {
        if (pick_move(g, seed, a, text, sizeof text) != 0)
            break;
        l5r_verdict v;
        l5r_verdict_init(&v, L5R_VERDICT_VERSION);
        int rc = l5r_game_apply(g, a, &v);
        if (rc != L5R_OK)
            fail_msg("listed move '%s' did not apply: %s %s %s", text,
                     l5r_status_name(rc), v.rule, v.message);
    }
    l5r_action_free(a);
}

/* Two lists of legal moves are the same, text for text. */
static void assert_same_legal_moves(const l5r_game *a, const l5r_game *b)
{
    for (uint32_t p = 0; p < 2; p++) {
        l5r_action_list *la = NULL, *lb = NULL;
        assert_int_equal(l5r_game_legal_actions(&la, a, p), L5R_OK);
        assert_int_equal(l5r_game_legal_actions(&lb, b, p), L5R_OK);
        assert_int_equal(l5r_action_list_count(la), l5r_action_list_count(lb));
        for (uint32_t i = 0; i < l5r_action_list_count(la); i++)
            assert_string_equal(l5r_action_list_text(la, i),
                                l5r_action_list_text(lb, i));
        l5r_action_list_free(la);
        l5r_action_list_free(lb);
    }
}

/* --- clone -----------------------------------------------------------------
 */

static void test_clone_is_independent(void **state)
{
    (void)state;
    fx *f = fx_sample_game(5, 1);
    uint64_t seed = 99;
    play_random(f->g, &seed, 20);
    uint64_t h = l5r_game_hash(f->g);
    l5r_game *c = NULL;
    assert_int_equal(l5r_game_clone(&c, f->g), L5R_OK);
    assert_non_null(c);
    assert_true(c != f->g);
    assert_true(l5r_game_hash(c) == h);
    assert_int_equal(l5r_game_state_size(c), l5r_game_state_size(f->g));
    assert_ptr_equal(l5r_game_carddb(c), l5r_game_carddb(f->g));
    assert_int_equal(l5r_game_turn(c), l5r_game_turn(f->g));
    assert_int_equal(l5r_game_phase(c), l5r_game_phase(f->g));
    assert_same_legal_moves(c, f->g);
    /* Moves on the clone leave the original alone. */
    uint64_t s2 = 7;
    play_random(c, &s2, 30);
    assert_true(l5r_game_hash(c) != h);
    assert_true(l5r_game_hash(f->g) == h);
    /* The same moves on the original give the same state (determinism). */
    l5r_game *c2 = NULL;
    assert_int_equal(l5r_game_clone(&c2, f->g), L5R_OK);
    s2 = 7;
    play_random(f->g, &s2, 30);
    assert_true(l5r_game_hash(f->g) == l5r_game_hash(c));
    /* The clone lives on without its original. */
    l5r_game_free(f->g);
    f->g = NULL;
    play_random(c2, &seed, 30);
    play_random(c, &seed, 10);
    l5r_game_free(c);
    l5r_game_free(c2);
    fx_free(f);
}

/* A clone is a copy of the whole game, the move log included (the log is
   part of a save; a clone saved must say how the game got there). */
/* A clone is the state and the options, made by a memcpy: the history
   (move log, events) stays with the original, so search can clone cheaply;
   the clone plays on exactly as the original would. */
static void test_clone_copies_state_not_history(void **state)
{
    (void)state;
    fx *f = inline_game(3);
    uint64_t seed = 5;
    play_random(f->g, &seed, 12);
    uint32_t n = l5r_game_log_count(f->g);
    assert_int_equal(n, 12);
    l5r_game *c = NULL;
    assert_int_equal(l5r_game_clone(&c, f->g), L5R_OK);
    assert_int_equal(l5r_game_log_count(c), 0);
    assert_int_equal(l5r_game_event_count(c), 0);
    assert_true(l5r_game_hash(c) == l5r_game_hash(f->g));
    uint64_t s1 = 9, s2 = 9;
    play_random(f->g, &s1, 20);
    play_random(c, &s2, 20);
    assert_true(l5r_game_hash(c) == l5r_game_hash(f->g));
    assert_int_equal(l5r_game_log_count(c), 20);
    assert_string_equal(l5r_game_log(c, 19), l5r_game_log(f->g, 31));
    l5r_game_free(c);
    fx_free(f);
}

/* --- save and load
 * ------------------------------------------------------------ */

static void save(const l5r_game *g, unsigned char **data, size_t *len)
{
    void *d = NULL;
    assert_int_equal(l5r_game_save(&d, len, g), L5R_OK);
    assert_non_null(d);
    assert_true(*len > 64);
    *data = d;
}

static void test_save_load_round_trip(void **state)
{
    (void)state;
    fx *f = fx_sample_game(21, 1);
    uint64_t seed = 1234;
    play_random(f->g, &seed, 40);
    unsigned char *data;
    size_t len;
    save(f->g, &data, &len);
    l5r_game *g = NULL;
    assert_int_equal(l5r_game_load(&g, f->db, data, len, NULL), L5R_OK);
    assert_non_null(g);
    assert_true(l5r_game_hash(g) == l5r_game_hash(f->g));
    assert_int_equal(l5r_game_log_count(g), l5r_game_log_count(f->g));
    for (uint32_t i = 0; i < l5r_game_log_count(g); i++)
        assert_string_equal(l5r_game_log(g, i), l5r_game_log(f->g, i));
    /* The loaded game saves to the same bytes. */
    unsigned char *data2;
    size_t len2;
    save(g, &data2, &len2);
    assert_int_equal(len2, len);
    assert_memory_equal(data2, data, len);
    l5r_free(data2);
    /* It plays on identically: 200 random moves. */
    l5r_action *a = NULL;
    assert_int_equal(l5r_action_new(&a, NULL), L5R_OK);
    char text[256];
    int moves = 0;
    for (int i = 0; i < 200; i++) {
        assert_same_legal_moves(g, f->g);
        if (pick_move(f->g, &seed, a, text, sizeof text) != 0)
            break;
        assert_int_equal(l5r_game_apply(f->g, a, NULL), L5R_OK);
        l5r_verdict v;
        l5r_verdict_init(&v, L5R_VERDICT_VERSION);
        if (l5r_game_apply_text(g, text, &v) != L5R_OK)
            fail_msg("'%s' applies to the original, not the loaded game: "
                     "%s %s",
                     text, v.rule, v.message);
        assert_true(l5r_game_hash(g) == l5r_game_hash(f->g));
        assert_int_equal(l5r_game_turn(g), l5r_game_turn(f->g));
        moves++;
    }
    assert_int_equal(moves, 200);
    assert_int_equal(l5r_game_log_count(g), l5r_game_log_count(f->g));
    l5r_action_free(a);
    l5r_game_free(g);
    l5r_free(data);
    fx_free(f);
}

static void test_load_with_another_carddb_is_mismatch(void **state)
{
    (void)state;
    fx *f = fx_sample_game(2, 1);
    unsigned char *data;
    size_t len;
    save(f->g, &data, &len);
    fx *other = fx_new_sample(
        "cards:\n"
        "  - {id: one-more-card, title: One More Card, type: holding,\n"
        "     gold_cost: 1, printings: [{set: Lotus Edition}]}\n");
    assert_non_null(other);
    l5r_game *g = (l5r_game *)(uintptr_t)1;
    assert_int_equal(l5r_game_load(&g, other->db, data, len, NULL),
                     L5R_EMISMATCH);
    assert_null(g);
    assert_int_equal(l5r_error_code(), L5R_EMISMATCH);
    /* The same content in another database object is no mismatch. */
    fx *same = fx_new_sample(NULL);
    assert_non_null(same);
    assert_int_equal(l5r_game_load(&g, same->db, data, len, NULL), L5R_OK);
    assert_true(l5r_game_hash(g) == l5r_game_hash(f->g));
    l5r_game_free(g);
    fx_free(same);
    fx_free(other);
    l5r_free(data);
    fx_free(f);
}

static void test_load_truncated_save_is_format_error(void **state)
{
    (void)state;
    fx *f = inline_game(8);
    uint64_t seed = 17;
    play_random(f->g, &seed, 25);
    unsigned char *data;
    size_t len;
    save(f->g, &data, &len);
    size_t step = len / 300 > 0 ? len / 300 : 1;
    int tried = 0;
    for (size_t n = 0; n < len; n += (n < 256 ? 1 : step)) {
        unsigned char *copy = malloc(n > 0 ? n : 1);
        assert_non_null(copy);
        memcpy(copy, data, n);
        l5r_game *g = NULL;
        int rc = l5r_game_load(&g, f->db, copy, n, NULL);
        if (rc != L5R_EFORMAT)
            fail_msg("a save truncated to %zu of %zu bytes: %s, not "
                     "L5R_EFORMAT",
                     n, len, l5r_status_name(rc));
        assert_null(g);
        free(copy);
        tried++;
    }
    /* Just the last byte missing. */
    l5r_game *g = NULL;
    assert_int_equal(l5r_game_load(&g, f->db, data, len - 1, NULL),
                     L5R_EFORMAT);
    assert_true(tried >= 50);
    l5r_free(data);
    fx_free(f);
}

static void test_load_flipped_byte_is_format_error(void **state)
{
    (void)state;
    fx *f = inline_game(9);
    uint64_t seed = 23;
    play_random(f->g, &seed, 25);
    unsigned char *data;
    size_t len;
    save(f->g, &data, &len);
    unsigned char *copy = malloc(len);
    assert_non_null(copy);
    int tried = 0;
    for (size_t i = 0; i < len; i += (i < 512 || i + 64 > len ? 1 : 13)) {
        memcpy(copy, data, len);
        copy[i] ^= 0x5a;
        l5r_game *g = NULL;
        int rc = l5r_game_load(&g, f->db, copy, len, NULL);
        /* Bytes 8..11 are the save version: another version number may
           fairly be L5R_EVERSION. */
        int ok = rc == L5R_EFORMAT || (i >= 8 && i < 12 && rc == L5R_EVERSION);
        if (!ok)
            fail_msg("byte %zu of %zu flipped: %s, not L5R_EFORMAT", i, len,
                     l5r_status_name(rc));
        assert_null(g);
        tried++;
    }
    assert_true(tried >= 50);
    free(copy);
    l5r_free(data);
    fx_free(f);
}

/* A save's checksum: FNV-1a over everything before it, with the
   library's own function (lib/base/base.h), whose values are pinned by
   test_fnv1a_vectors. */
static uint64_t fnv1a(const unsigned char *p, size_t n)
{
    return l5r_base__fnv1a(L5R_FNV_SEED, p, n);
}

/* FNV-1a 64 as published, and continued in pieces: saves' checksums and
   card databases' fingerprints depend on these values. */
static void test_fnv1a_vectors(void **state)
{
    (void)state;
    assert_true(l5r_base__fnv1a(L5R_FNV_SEED, "", 0) == 0xcbf29ce484222325ULL);
    assert_true(l5r_base__fnv1a(L5R_FNV_SEED, "a", 1) == 0xaf63dc4c8601ec8cULL);
    assert_true(l5r_base__fnv1a(L5R_FNV_SEED, "foobar", 6) ==
                0x85944171f73967e8ULL);
    uint64_t h = l5r_base__fnv1a(L5R_FNV_SEED, "foo", 3);
    assert_true(l5r_base__fnv1a(h, "bar", 3) == 0x85944171f73967e8ULL);
}

/* The state block starts after the header: magic 8, version 4, option
   count 4, fingerprint 8, 20 options of 8, state size 4, log count 4, log
   text size 4. */
#define STATE_AT (8 + 4 + 4 + 8 + 20 * 8 + 4 + 4 + 4)

/* A save whose checksum is right but whose state is not: refused. */
static void test_load_inconsistent_state_is_format_error(void **state)
{
    (void)state;
    fx *f = inline_game(10);
    uint64_t seed = 31;
    play_random(f->g, &seed, 10);
    unsigned char *data;
    size_t len;
    save(f->g, &data, &len);
    const size_t cards_at = STATE_AT + sizeof(l5r_state);
    struct {
        size_t off;
        uint32_t value;
        int width; /* bytes */
    } patches[] = {
        {STATE_AT + offsetof(l5r_state, nplayers), 9, 4},
        {STATE_AT + offsetof(l5r_state, nplayers), 1, 4},
        {STATE_AT + offsetof(l5r_state, ncards), 0x7fffffff, 4},
        {STATE_AT + offsetof(l5r_state, size), 12, 4},
        {STATE_AT + offsetof(l5r_state, active), 5, 1},
        {STATE_AT + offsetof(l5r_state, phase), 50, 1},
        {STATE_AT + offsetof(l5r_state, decider), 7, 1},
        {STATE_AT + offsetof(l5r_state, decision), 77, 1},
        {STATE_AT + offsetof(l5r_state, favor), 3, 4},
        {STATE_AT + offsetof(l5r_state, players[0].nprovinces), 200, 1},
        {cards_at + offsetof(l5r_cardst, def), 0xffffff, 4},
        {cards_at + offsetof(l5r_cardst, zone), 99, 1},
        {cards_at + offsetof(l5r_cardst, owner), 5, 1},
        {cards_at + offsetof(l5r_cardst, controller), 5, 1},
        {cards_at + offsetof(l5r_cardst, attached_to), 0x7ffffff0, 4},
        {STATE_AT + offsetof(l5r_state, attacker), 6, 1},
        {STATE_AT + offsetof(l5r_state, step), 200, 1},
    };
    unsigned char *copy = malloc(len);
    assert_non_null(copy);
    for (size_t k = 0; k < sizeof patches / sizeof patches[0]; k++) {
        memcpy(copy, data, len);
        if (patches[k].width == 4)
            memcpy(copy + patches[k].off, &patches[k].value, 4);
        else
            copy[patches[k].off] = (unsigned char)patches[k].value;
        uint64_t sum = fnv1a(copy, len - 8);
        memcpy(copy + len - 8, &sum, 8);
        l5r_game *g = NULL;
        int rc = l5r_game_load(&g, f->db, copy, len, NULL);
        if (rc != L5R_EFORMAT)
            fail_msg("patch %zu (offset %zu): %s, not L5R_EFORMAT", k,
                     patches[k].off, l5r_status_name(rc));
        assert_null(g);
    }
    /* The unpatched copy with its checksum recomputed loads. */
    memcpy(copy, data, len);
    l5r_game *g = NULL;
    assert_int_equal(l5r_game_load(&g, f->db, copy, len, NULL), L5R_OK);
    l5r_game_free(g);
    free(copy);
    l5r_free(data);
    fx_free(f);
}

/* A save whose checksum is right but whose options are out of their
   ranges (l5r_options_set would refuse them): refused too. An End-phase
   draw of 10^12 cards, say, would hang the game at its next End phase. */
static void test_load_options_out_of_range_is_format_error(void **state)
{
    (void)state;
    fx *f = inline_game(10);
    unsigned char *data;
    size_t len;
    save(f->g, &data, &len);
    const size_t opts_at = 8 + 4 + 4 + 8; /* the options, 8 bytes each */
    struct {
        int param;
        int64_t value;
    } patches[] = {
        {L5R_PARAM_END_DRAW, 1000000000000LL},
        {L5R_PARAM_MAX_HAND, -5},
        {L5R_PARAM_FORMAT, 99},
        {L5R_PARAM_PROVINCES, 100},
        {L5R_PARAM_CHECK_DECKS, 7},
    };
    unsigned char *copy = malloc(len);
    assert_non_null(copy);
    for (size_t k = 0; k < sizeof patches / sizeof patches[0]; k++) {
        memcpy(copy, data, len);
        memcpy(copy + opts_at + 8 * (size_t)patches[k].param, &patches[k].value,
               8);
        uint64_t sum = fnv1a(copy, len - 8);
        memcpy(copy + len - 8, &sum, 8);
        l5r_game *g = NULL;
        int rc = l5r_game_load(&g, f->db, copy, len, NULL);
        l5r_game_free(g);
        if (rc != L5R_EFORMAT)
            fail_msg("option %s = %lld in a save: %s, not L5R_EFORMAT",
                     l5r_param_name(patches[k].param),
                     (long long)patches[k].value, l5r_status_name(rc));
    }
    free(copy);
    l5r_free(data);
    fx_free(f);
}

/* --- bad handles and bad input
 * --------------------------------------------------- */

static void test_bad_handles(void **state)
{
    (void)state;
    fx *f = inline_game(1);
    l5r_game *bad[3] = {NULL, (l5r_game *)(void *)f->db,
                        (l5r_game *)(void *)f->decks[0]};
    l5r_action *a = NULL;
    assert_int_equal(l5r_action_new(&a, NULL), L5R_OK);
    assert_int_equal(l5r_action_parse(a, "pass"), L5R_OK);
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    for (int k = 0; k < 3; k++) {
        l5r_game *g = bad[k];
        assert_int_equal(l5r_game_apply(g, a, &v), L5R_EHANDLE);
        assert_int_equal(l5r_error_code(), L5R_EHANDLE);
        assert_int_equal(l5r_game_validate(&v, g, a), L5R_EHANDLE);
        assert_int_equal(l5r_game_apply_text(g, "pass", &v), L5R_EHANDLE);
        l5r_game *c = (l5r_game *)(uintptr_t)1;
        assert_int_equal(l5r_game_clone(&c, g), L5R_EHANDLE);
        assert_null(c);
        void *d = NULL;
        size_t n = 0;
        assert_int_equal(l5r_game_save(&d, &n, g), L5R_EHANDLE);
        assert_null(d);
        char *json = NULL;
        assert_int_equal(l5r_game_view_json(&json, g, 0), L5R_EHANDLE);
        assert_null(json);
        assert_int_equal(l5r_game_decision(NULL, NULL, g), L5R_EHANDLE);
        l5r_action_list *l = (l5r_action_list *)(uintptr_t)1;
        assert_int_equal(l5r_game_legal_actions(&l, g, 0), L5R_EHANDLE);
        assert_null(l);
        assert_int_equal(l5r_game_events_clear(g), L5R_EHANDLE);
        assert_int_equal(l5r_game_event(NULL, NULL, NULL, NULL, g, 0),
                         L5R_EHANDLE);
        assert_int_equal(l5r_game_phase(g), L5R_EHANDLE);
        assert_int_equal(l5r_game_is_over(g), L5R_EHANDLE);
        assert_int_equal(l5r_game_victory(g), L5R_EHANDLE);
        assert_int_equal(l5r_game_card_zone(g, 0), L5R_EHANDLE);
        assert_int_equal(l5r_game_card_is_bowed(g, 0), L5R_EHANDLE);
        uint32_t def;
        assert_int_equal(l5r_game_card_def(&def, g, 0), L5R_EHANDLE);
        int32_t val;
        assert_int_equal(l5r_game_card_stat(&val, g, 0, L5R_STAT_FORCE),
                         L5R_EHANDLE);
        assert_true(l5r_game_hash(g) == 0);
        assert_int_equal(l5r_game_state_size(g), 0);
        assert_int_equal(l5r_game_card_count(g), 0);
        assert_int_equal(l5r_game_player_count(g), 0);
        assert_int_equal(l5r_game_log_count(g), 0);
        assert_null(l5r_game_log(g, 0));
        assert_null(l5r_game_carddb(g));
        assert_non_null(l5r_game_errmsg(g));
        l5r_game_free(g); /* a no-op for a wrong handle */
    }
    /* The database and the deck survived l5r_game_free. */
    assert_int_equal(l5r_carddb_is_frozen(f->db), 1);
    assert_true(l5r_carddb_card_count(f->db) > 0);
    uint32_t sh;
    assert_int_equal(l5r_deck_get_stronghold(&sh, f->decks[0]), 1);

    /* A wrong action handle. */
    assert_int_equal(l5r_game_apply(f->g, (l5r_action *)(void *)f->db, &v),
                     L5R_EHANDLE);
    assert_int_equal(l5r_game_apply(f->g, NULL, &v), L5R_EHANDLE);
    assert_int_equal(
        l5r_game_validate(&v, f->g, (l5r_action *)(void *)f->decks[0]),
        L5R_EHANDLE);
    /* Wrong handles at creation and loading. */
    l5r_game *g = (l5r_game *)(uintptr_t)1;
    assert_int_equal(l5r_game_new(&g, (l5r_carddb *)(void *)f->decks[0],
                                  f->opts, f->decks, 2, NULL),
                     L5R_EHANDLE);
    assert_null(g);
    assert_int_equal(l5r_game_new(&g, NULL, f->opts, f->decks, 2, NULL),
                     L5R_EHANDLE);
    l5r_deck *decks[2] = {f->decks[0], (l5r_deck *)(void *)f->db};
    assert_int_equal(l5r_game_new(&g, f->db, f->opts, decks, 2, NULL),
                     L5R_EHANDLE);
    decks[1] = NULL;
    assert_int_equal(l5r_game_new(&g, f->db, f->opts, decks, 2, NULL),
                     L5R_EHANDLE);
    assert_int_equal(l5r_game_new(&g, f->db, (l5r_options *)(void *)f->decks[0],
                                  f->decks, 2, NULL),
                     L5R_EHANDLE);
    assert_null(g);
    unsigned char *data;
    size_t len;
    save(f->g, &data, &len);
    assert_int_equal(
        l5r_game_load(&g, (l5r_carddb *)(void *)f->decks[0], data, len, NULL),
        L5R_EHANDLE);
    assert_null(g);
    assert_int_equal(l5r_game_load(&g, NULL, data, len, NULL), L5R_EHANDLE);
    l5r_free(data);
    l5r_action_free(a);
    fx_free(f);
}

/* A malformed notation line: L5R_ESYNTAX, from the parser and from
   apply_text, with the action and the game unchanged. */
static void test_malformed_notation_changes_nothing(void **state)
{
    (void)state;
    fx *f = inline_game(2);
    l5r_action *a = NULL;
    assert_int_equal(l5r_action_new(&a, NULL), L5R_OK);
    assert_int_equal(l5r_action_parse(a, "p1 produce #3"), L5R_OK);
    uint64_t h = l5r_game_hash(f->g);
    static const char *const bad[] = {"p1 jump", "p1 produce", "",
                                      "p1 pass now", "p1 play #3 onto #4"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_int_equal(l5r_action_parse(a, bad[i]), L5R_ESYNTAX);
        assert_int_equal(l5r_error_code(), L5R_ESYNTAX);
        char buf[64];
        assert_int_equal(l5r_action_format(buf, sizeof buf, a, NULL), 13);
        assert_string_equal(buf, "p1 produce #3");
        l5r_verdict v;
        l5r_verdict_init(&v, L5R_VERDICT_VERSION);
        assert_int_equal(l5r_game_apply_text(f->g, bad[i], &v), L5R_ESYNTAX);
        assert_true(l5r_game_errmsg(f->g)[0] != '\0');
        assert_true(l5r_game_hash(f->g) == h);
        assert_int_equal(l5r_game_log_count(f->g), 0);
    }
    assert_int_equal(l5r_game_apply_text(f->g, NULL, NULL), L5R_EINVAL);
    assert_true(l5r_game_hash(f->g) == h);
    l5r_action_free(a);
    fx_free(f);
}

/* An action for the wrong player (built with the builder): illegal,
   CORE-10, the game unchanged. */
static void test_action_for_the_wrong_player(void **state)
{
    (void)state;
    fx *f = inline_game(4);
    uint32_t p;
    assert_int_equal(l5r_game_decision(&p, NULL, f->g), L5R_OK);
    assert_int_equal(p, 0);
    l5r_action *a = NULL;
    assert_int_equal(l5r_action_new(&a, NULL), L5R_OK);
    assert_int_equal(l5r_action_set_kind(a, L5R_ACT_PASS), L5R_OK);
    assert_int_equal(l5r_action_set_player(a, 1), L5R_OK);
    uint64_t h = l5r_game_hash(f->g);
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    assert_int_equal(l5r_game_validate(&v, f->g, a), L5R_OK);
    assert_int_equal(v.legal, 0);
    assert_int_equal(v.reason, L5R_REASON_NOT_YOUR_DECISION);
    assert_string_equal(v.rule, "CORE-10");
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    assert_int_equal(l5r_game_apply(f->g, a, &v), L5R_EILLEGAL);
    assert_int_equal(v.reason, L5R_REASON_NOT_YOUR_DECISION);
    assert_string_equal(v.rule, "CORE-10");
    assert_non_null(l5r_rule_text(v.rule));
    assert_true(l5r_game_hash(f->g) == h);
    assert_int_equal(l5r_game_log_count(f->g), 0);
    /* Player 0 may. */
    assert_int_equal(l5r_action_set_player(a, 0), L5R_OK);
    assert_int_equal(l5r_game_apply(f->g, a, &v), L5R_OK);
    assert_true(l5r_game_hash(f->g) != h);
    l5r_action_free(a);
    fx_free(f);
}

/* --- the notation ------------------------------------------------------------
 */

static void assert_same_action(const l5r_action *x, const l5r_action *y)
{
    assert_int_equal(l5r_action_kind(x), l5r_action_kind(y));
    assert_int_equal(l5r_action_player(x), l5r_action_player(y));
    assert_int_equal(l5r_action_card(x), l5r_action_card(y));
    assert_int_equal(l5r_action_ability(x), l5r_action_ability(y));
    assert_int_equal(l5r_action_on(x), l5r_action_on(y));
    assert_int_equal(l5r_action_value(x), l5r_action_value(y));
    assert_int_equal(l5r_action_target_count(x), l5r_action_target_count(y));
    for (uint32_t i = 0; i < l5r_action_target_count(x); i++)
        assert_int_equal(l5r_action_target(x, i), l5r_action_target(y, i));
    assert_int_equal(l5r_action_cost_count(x), l5r_action_cost_count(y));
    for (uint32_t i = 0; i < l5r_action_cost_count(x); i++) {
        assert_int_equal(l5r_action_cost(x, i), l5r_action_cost(y, i));
        assert_int_equal(l5r_action_cost_how(x, i), l5r_action_cost_how(y, i));
    }
}

static void test_notation_round_trip(void **state)
{
    (void)state;
    static const struct {
        const char *in, *canonical;
        int kind;
    } table[] = {
        {"p1 pass", "p1 pass", L5R_ACT_PASS},
        {"pass", "pass", L5R_ACT_PASS},
        {"p8 pass", "p8 pass", L5R_ACT_PASS},
        {"p1 produce #0", "p1 produce #0", L5R_ACT_PRODUCE},
        {"produce #3", "produce #3", L5R_ACT_PRODUCE},
        {"p2 produce #4294967294", "p2 produce #4294967294", L5R_ACT_PRODUCE},
        {"p3 recruit #12", "p3 recruit #12", L5R_ACT_RECRUIT},
        {"p1 discard #7", "p1 discard #7", L5R_ACT_DISCARD},
        {"p1 play #40", "p1 play #40", L5R_ACT_PLAY},
        {"p1 play #40 on #12", "p1 play #40 on #12", L5R_ACT_PLAY},
        {"p2 attack p1", "p2 attack p1", L5R_ACT_ATTACK},
        {"p1 assign #12 to 2", "p1 assign #12 to 2", L5R_ACT_ASSIGN},
        {"p1 assign #12 to 0", "p1 assign #12 to 0", L5R_ACT_ASSIGN},
        {"p1 fight 2", "p1 fight 2", L5R_ACT_FIGHT},
        {"p1 use #12.0", "p1 use #12.0", L5R_ACT_USE},
        {"p1 use #12.3 target #30", "p1 use #12.3 target #30", L5R_ACT_USE},
        {"p1 use #12.1 bow #3 discard #4 target #5 #6",
         "p1 use #12.1 bow #3 discard #4 target #5 #6", L5R_ACT_USE},
        {"p1 use #1.0 target #1 #2 #3 #4 #5 #6 #7 #8",
         "p1 use #1.0 target #1 #2 #3 #4 #5 #6 #7 #8", L5R_ACT_USE},
        {"p1 use lobby bow #12", "p1 use lobby bow #12", L5R_ACT_USE},
        {"p2 use favor-draw discard #44", "p2 use favor-draw discard #44",
         L5R_ACT_USE},
        {"p1 use favor-home target #9", "p1 use favor-home target #9",
         L5R_ACT_USE},
        {"p1 use formation", "p1 use formation", L5R_ACT_USE},
        {"p1 use flip target #5", "p1 use flip target #5", L5R_ACT_USE},
        {"p1 use flip-reaction", "p1 use flip-reaction", L5R_ACT_USE},
        {"p1 use enlighten bow #3", "p1 use enlighten bow #3", L5R_ACT_USE},
        {"p1 use tactical discard #4 target #5",
         "p1 use tactical discard #4 target #5", L5R_ACT_USE},
        /* Non-canonical input, canonical output. */
        {"  p1   pass  ", "p1 pass", L5R_ACT_PASS},
        {"p1\tproduce\t#3", "p1 produce #3", L5R_ACT_PRODUCE},
        {"p1 produce #003", "p1 produce #3", L5R_ACT_PRODUCE},
        {"p1 pass\n", "p1 pass", L5R_ACT_PASS},
        {"p01 pass", "p1 pass", L5R_ACT_PASS},
    };
    l5r_action *a = NULL, *b = NULL;
    assert_int_equal(l5r_action_new(&a, NULL), L5R_OK);
    assert_int_equal(l5r_action_new(&b, NULL), L5R_OK);
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        if (l5r_action_parse(a, table[i].in) != L5R_OK)
            fail_msg("'%s' does not parse: %s", table[i].in,
                     l5r_error_message());
        assert_int_equal(l5r_action_kind(a), table[i].kind);
        char buf[256];
        size_t needed = 0;
        int n = l5r_action_format(buf, sizeof buf, a, &needed);
        assert_true(n > 0);
        assert_int_equal((size_t)n, needed);
        assert_string_equal(buf, table[i].canonical);
        assert_int_equal(l5r_action_parse(b, buf), L5R_OK);
        assert_same_action(a, b);
        /* A buffer one byte short: L5R_EBUFSIZE and the length needed. */
        char small[256];
        assert_int_equal(l5r_action_format(small, (size_t)n, a, &needed),
                         L5R_EBUFSIZE);
        assert_int_equal(needed, (size_t)n);
    }
    /* The builder gives the same actions as the notation. */
    assert_int_equal(l5r_action_clear(b), L5R_OK);
    assert_int_equal(l5r_action_set_kind(b, L5R_ACT_USE), L5R_OK);
    assert_int_equal(l5r_action_set_player(b, 0), L5R_OK);
    assert_int_equal(l5r_action_set_card(b, 12), L5R_OK);
    assert_int_equal(l5r_action_set_ability(b, 1), L5R_OK);
    assert_int_equal(l5r_action_add_cost(b, L5R_PAY_BOW, 3), L5R_OK);
    assert_int_equal(l5r_action_add_cost(b, L5R_PAY_DISCARD, 4), L5R_OK);
    assert_int_equal(l5r_action_add_target(b, 5), L5R_OK);
    assert_int_equal(l5r_action_add_target(b, 6), L5R_OK);
    assert_int_equal(
        l5r_action_parse(a, "p1 use #12.1 bow #3 discard #4 target #5 #6"),
        L5R_OK);
    assert_same_action(a, b);
    assert_int_equal(l5r_action_clear(b), L5R_OK);
    assert_int_equal(l5r_action_set_kind(b, L5R_ACT_PLAY), L5R_OK);
    assert_int_equal(l5r_action_set_player(b, 1), L5R_OK);
    assert_int_equal(l5r_action_set_card(b, 40), L5R_OK);
    assert_int_equal(l5r_action_set_on(b, 12), L5R_OK);
    assert_int_equal(l5r_action_parse(a, "p2 play #40 on #12"), L5R_OK);
    assert_same_action(a, b);
    l5r_action_free(a);
    l5r_action_free(b);
}

static void test_notation_errors(void **state)
{
    (void)state;
    static const char *const bad[] = {
        "",
        " ",
        "\n",
        "p1",
        "p0 pass",
        "p1 jump",
        "P1 pass",
        "p1 PASS",
        "p1 pass extra",
        "p1 pass p2",
        "p1 p2 pass",
        "p1 produce",
        "p1 produce 3",
        "p1 produce #",
        "p1 produce #x",
        "p1 produce #-1",
        "p1 produce #+1",
        "p1 produce # 3",
        "p1 produce #3x",
        "p1 produce #4294967295",
        "p1 produce #99999999999",
        "p1 produce #3 #4",
        "p1 recruit",
        "p1 discard p2",
        "p1 play",
        "p1 play #3 onto #4",
        "p1 play #3 on",
        "p1 play #3 on 4",
        "p1 play #3 on #4 on #5",
        "p1 attack",
        "p1 attack #2",
        "p1 attack p0",
        "p1 attack p2 p3",
        "p1 assign #1",
        "p1 assign #1 2",
        "p1 assign #1 to",
        "p1 assign #1 to x",
        "p1 assign #1 to -1",
        "p1 assign to 1",
        "p1 fight",
        "p1 fight x",
        "p1 fight #2",
        "p1 fight 2 3",
        "p1 use",
        "p1 use foo",
        "p1 use #1",
        "p1 use #1.",
        "p1 use #1.x",
        "p1 use #.1",
        "p1 use 1.0",
        "p1 use #1.0 target",
        "p1 use #1.0 target x",
        "p1 use #1.0 bow",
        "p1 use #1.0 bow 3",
        "p1 use #1.0 discard",
        "p1 use #1.0 pay #2",
        "p1 use #1.0 target #1 bow #2",
        "p1 use #1.0 target #1 #2 #3 #4 #5 #6 #7 #8 #9",
        ("p1 use lobby bow #1 bow #2 bow #3 bow #4 bow #5 bow #6 bow #7 "
         "bow #8 bow #9"),
        "p1 use Lobby",
    };
    l5r_action *a = NULL;
    assert_int_equal(l5r_action_new(&a, NULL), L5R_OK);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_int_equal(l5r_action_parse(a, "p2 discard #9"), L5R_OK);
        l5r_error_clear();
        int rc = l5r_action_parse(a, bad[i]);
        if (rc != L5R_ESYNTAX)
            fail_msg("'%s' parsed: %s, not L5R_ESYNTAX", bad[i],
                     l5r_status_name(rc));
        assert_int_equal(l5r_error_code(), L5R_ESYNTAX);
        assert_true(l5r_error_message()[0] != '\0');
        /* The action is unchanged. */
        char buf[64];
        assert_true(l5r_action_format(buf, sizeof buf, a, NULL) > 0);
        assert_string_equal(buf, "p2 discard #9");
    }
    assert_int_equal(l5r_action_parse(a, NULL), L5R_EINVAL);
    assert_int_equal(l5r_action_parse(NULL, "pass"), L5R_EHANDLE);
    l5r_action_free(a);
}

/* action.h: a parse error gives "the reason and the column" in the
   thread's last error. */
static void test_notation_error_messages_give_the_column(void **state)
{
    (void)state;
    static const char *const bad[] = {
        "",
        "p1",
        "p1 jump",
        "p1 produce",
        "p1 use",
        "p1 attack #2",
        "p1 assign #1 to",
        "p1 use #1.0 bow",
        "p1 use #1.0 target",
        "p1 use #1.0 target x",
        "p1 pass extra",
    };
    l5r_action *a = NULL;
    assert_int_equal(l5r_action_new(&a, NULL), L5R_OK);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_int_equal(l5r_action_parse(a, bad[i]), L5R_ESYNTAX);
        if (strstr(l5r_error_message(), "column ") == NULL)
            fail_msg("'%s': the message '%s' gives no column", bad[i],
                     l5r_error_message());
    }
    l5r_action_free(a);
}

/* One move per line: text after a line break is not silently dropped. */
static void test_notation_rejects_text_after_a_line_break(void **state)
{
    (void)state;
    l5r_action *a = NULL;
    assert_int_equal(l5r_action_new(&a, NULL), L5R_OK);
    assert_int_equal(l5r_action_parse(a, "p1 pass\n"), L5R_OK);
    assert_int_equal(l5r_action_parse(a, "p1 pass\np2 discard #3"),
                     L5R_ESYNTAX);
    assert_int_equal(l5r_action_parse(a, "p1 produce #3\r\n#4"), L5R_ESYNTAX);
    l5r_action_free(a);
    /* And apply_text does not apply the first line of two. */
    fx *f = inline_game(6);
    uint64_t h = l5r_game_hash(f->g);
    assert_int_equal(l5r_game_apply_text(f->g, "p1 pass\np2 pass", NULL),
                     L5R_ESYNTAX);
    assert_true(l5r_game_hash(f->g) == h);
    fx_free(f);
}

/* A token too long for the parser's buffer is an error, never read as a
   shorter token (here "#000...07" must not name card #0). */
static void test_notation_overlong_token(void **state)
{
    (void)state;
    char text[256];
    char zeros[61];
    memset(zeros, '0', 60);
    zeros[60] = '\0';
    l5r_action *a = NULL;
    assert_int_equal(l5r_action_new(&a, NULL), L5R_OK);
    /* Leading zeros are allowed: the number is 7, whatever the length. */
    snprintf(text, sizeof text, "p1 produce #%s7", zeros);
    int rc = l5r_action_parse(a, text);
    if (rc == L5R_OK)
        assert_int_equal(l5r_action_card(a), 7);
    else
        assert_int_equal(rc, L5R_ESYNTAX);
    /* Junk after a long number is junk. */
    snprintf(text, sizeof text, "p1 produce #%s7junk", zeros);
    assert_int_equal(l5r_action_parse(a, text), L5R_ESYNTAX);
    /* A long unknown verb is not "pass". */
    snprintf(text, sizeof text, "p1 pass%s", zeros);
    assert_int_equal(l5r_action_parse(a, text), L5R_ESYNTAX);
    l5r_action_free(a);
}

/* --- hidden information ------------------------------------------------------
 */

static char *game_view(const l5r_game *g, uint32_t viewer)
{
    char *json = NULL;
    assert_int_equal(l5r_game_view_json(&json, g, viewer), L5R_OK);
    assert_non_null(json);
    return json;
}

/* The JSON object of card `c` in a view ("" if absent), into buf. */
static const char *card_object(const char *json, uint32_t c, char *buf,
                               size_t cap)
{
    char key[32];
    buf[0] = '\0';
    snprintf(key, sizeof key, "{\"id\":%u,", c);
    const char *at = strstr(json, key);
    if (at == NULL) {
        snprintf(key, sizeof key, "{\"id\":%u}", c);
        at = strstr(json, key);
    }
    if (at == NULL)
        return buf;
    size_t n = strcspn(at, "}") + 1;
    if (n >= cap)
        n = cap - 1;
    snprintf(buf, n + 1, "%s", at);
    return buf;
}

static int may_see(const l5r_game *g, uint32_t viewer, uint32_t c)
{
    int zone = l5r_game_card_zone(g, c);
    int down = l5r_game_card_is_face_down(g, c);
    switch (zone) {
    case L5R_ZONE_HAND:
        return l5r_game_card_owner(g, c) == viewer;
    case L5R_ZONE_DYNASTY_DECK:
    case L5R_ZONE_FATE_DECK:
        return 0;
    case L5R_ZONE_PROVINCE:
        return !down;
    case L5R_ZONE_PLAY:
        return !down || l5r_game_card_controller(g, c) == viewer;
    default:
        return 1;
    }
}

typedef const char *(*name_fn)(int);

/* Every value from 0 to `last` has a distinct, non-empty lowercase name;
   the values around the range have none. */
static void check_names(name_fn fn, int last)
{
    assert_null(fn(-1));
    assert_null(fn(last + 1));
    assert_null(fn(1000000));
    for (int v = 0; v <= last; v++) {
        const char *n = fn(v);
        assert_non_null(n);
        assert_true(n[0] != '\0');
        for (const char *c = n; *c != '\0'; c++)
            assert_true((*c >= 'a' && *c <= 'z') || *c == '_');
        for (int w = 0; w < v; w++)
            assert_string_not_equal(fn(w), n);
    }
}

/* The enum names, and the views spell phases and decisions the same way. */
static void test_enum_names(void **state)
{
    (void)state;
    check_names(l5r_phase_name, L5R_PHASE_GAME_OVER);
    check_names(l5r_decision_name, L5R_DECIDE_CHOSEN_DISCARD);
    check_names(l5r_victory_name, L5R_VICTORY_TURN_LIMIT);
    check_names(l5r_zone_name, L5R_ZONE_REMOVED);
    check_names(l5r_event_name, L5R_EV_CONTROL);
    assert_string_equal(l5r_phase_name(L5R_PHASE_GAME_OVER), "game_over");
    assert_string_equal(l5r_decision_name(L5R_DECIDE_REACTION), "reaction");
    assert_string_equal(l5r_victory_name(L5R_VICTORY_ENLIGHTENMENT),
                        "enlightenment");
    assert_string_equal(l5r_zone_name(L5R_ZONE_DYNASTY_DISCARD),
                        "dynasty_discard");
    assert_string_equal(l5r_event_name(L5R_EV_HONOR), "honor");

    fx *f = fx_sample_game(5, 1);
    uint64_t seed = 3;
    for (int step = 0; step < 6; step++) {
        char *json = game_view(f->g, 0);
        char want[96];
        snprintf(want, sizeof want, "\"phase\":\"%s\"",
                 l5r_phase_name(l5r_game_phase(f->g)));
        assert_non_null(strstr(json, want));
        uint32_t who = 0;
        int kind = 0;
        if (l5r_game_phase(f->g) != L5R_PHASE_GAME_OVER) {
            assert_int_equal(l5r_game_decision(&who, &kind, f->g), L5R_OK);
            snprintf(want, sizeof want, "\"kind\":\"%s\"",
                     l5r_decision_name(kind));
            assert_non_null(strstr(json, want));
        }
        l5r_free(json);
        play_random(f->g, &seed, 7);
    }
    fx_free(f);
}

/* Check one view: every card the viewer may not see is absent or shows
   no face; every card he holds is there with its face. */
static void check_view(const fx *f, uint32_t viewer)
{
    const l5r_game *g = f->g;
    char *json = NULL;
    assert_int_equal(l5r_game_view_json(&json, g, viewer), L5R_OK);
    assert_non_null(json);
    char obj[256];
    for (uint32_t c = 0; c < l5r_game_card_count(g); c++) {
        int zone = l5r_game_card_zone(g, c);
        card_object(json, c, obj, sizeof obj);
        /* The library's own answer is the view's and this test's. */
        if (l5r_game_card_is_visible(g, c, viewer) != may_see(g, viewer, c))
            fail_msg("l5r_game_card_is_visible(#%u, %u) is %d", c, viewer,
                     l5r_game_card_is_visible(g, c, viewer));
        if (zone == L5R_ZONE_DYNASTY_DECK || zone == L5R_ZONE_FATE_DECK) {
            if (obj[0] != '\0')
                fail_msg("view of p%u lists deck card #%u: %s", viewer + 1, c,
                         obj);
        } else if (zone == L5R_ZONE_HAND) {
            int own =
                viewer != L5R_NO_ID && l5r_game_card_owner(g, c) == viewer;
            if (own) {
                char want[96];
                snprintf(want, sizeof want, "\"card\":\"%s\"",
                         fx_card_id(f, c));
                if (strstr(obj, want) == NULL)
                    fail_msg("view of p%u lacks own hand card #%u", viewer + 1,
                             c);
            } else if (obj[0] != '\0') {
                fail_msg("view of %u lists a hidden hand card #%u: %s", viewer,
                         c, obj);
            }
        } else if (!may_see(g, viewer, c) && strstr(obj, "\"card\"")) {
            fail_msg("view of %u shows the face of #%u: %s", viewer, c, obj);
        }
    }
    if (viewer == L5R_NO_ID || viewer != 1)
        for (size_t k = 0; k < 3; k++) {
            /* p2's Fate cards are only in his hand and deck (nothing of
               them is played): no view but his names them. */
            uint32_t in_sight = 0;
            for (uint32_t c = 0; c < l5r_game_card_count(g); c++)
                if (may_see(g, viewer, c) &&
                    strcmp(fx_card_id(f, c), P2_FATE_IDS[k]) == 0)
                    in_sight++;
            if (in_sight == 0 && strstr(json, P2_FATE_IDS[k]) != NULL)
                fail_msg("view of %u names %s", viewer, P2_FATE_IDS[k]);
        }
    if (viewer == L5R_NO_ID)
        assert_null(strstr(json, "\"hand\":"));
    else
        assert_non_null(strstr(json, "\"hand\":["));
    l5r_free(json);
}

static void test_view_hides_what_a_player_may_not_see(void **state)
{
    (void)state;
    fx *f = inline_game(12);
    /* Bad input to the getters of what is seen and where. */
    assert_int_equal(l5r_game_card_is_visible(f->g, 0, 7), L5R_EINVAL);
    assert_int_equal(l5r_game_card_is_visible(f->g, 100000, 0), L5R_ENOTFOUND);
    assert_int_equal(l5r_game_card_is_visible(NULL, 0, 0), L5R_EHANDLE);
    assert_int_equal(l5r_game_card_location(NULL, 0), L5R_NO_ID);
    assert_int_equal(l5r_game_card_location(f->g, 100000), L5R_NO_ID);
    int32_t strength = 77;
    assert_int_equal(l5r_game_province(&strength, NULL, NULL, f->g, 0, 99),
                     L5R_EINVAL);
    assert_int_equal(l5r_game_province(&strength, NULL, NULL, f->g, 9, 0),
                     L5R_EINVAL);
    assert_int_equal(l5r_game_province(&strength, NULL, NULL, NULL, 0, 0),
                     L5R_EHANDLE);
    assert_int_equal(strength, 77);
    assert_int_equal(l5r_game_province(NULL, NULL, NULL, f->g, 0, 0), L5R_OK);
    /* Turn 1: p2's provinces are face-down: nothing of p2's decks is in
       p1's view. */
    char *json = game_view(f->g, 0);
    assert_null(strstr(json, "s-secret"));
    assert_null(strstr(json, "Secret"));
    l5r_free(json);
    json = game_view(f->g, L5R_NO_ID);
    assert_null(strstr(json, "s-secret"));
    assert_null(strstr(json, "s-ashigaru"));
    assert_null(strstr(json, "s-sword"));
    l5r_free(json);
    check_view(f, 0);
    check_view(f, 1);
    check_view(f, L5R_NO_ID);
    /* p1 recruits: his province refills face-down (nobody sees it). */
    assert_int_equal(fx_pass_to(f, L5R_PHASE_DYNASTY), 0);
    assert_int_equal(
        fx_do(f, "p1 produce #%u", fx_find(f, 0, L5R_ZONE_PLAY, "s-castle")),
        L5R_OK);
    uint32_t prov = fx_find(f, 0, L5R_ZONE_PROVINCE, "s-samurai");
    if (prov == L5R_NO_ID)
        prov = fx_find(f, 0, L5R_ZONE_PROVINCE, "s-farm");
    assert_int_equal(fx_do(f, "p1 recruit #%u", prov), L5R_OK);
    check_view(f, 0);
    check_view(f, 1);
    check_view(f, L5R_NO_ID);
    /* Through a few turns of random play. */
    uint64_t seed = 77;
    for (int i = 0; i < 12; i++) {
        play_random(f->g, &seed, 10);
        check_view(f, 0);
        check_view(f, 1);
        check_view(f, L5R_NO_ID);
    }
    fx_free(f);
}

/* The view names the pending decision's kind, for every kind the game
   reaches: the l5r_decision_kind name in lower case. */
static void test_view_names_every_decision_kind(void **state)
{
    (void)state;
    static const char *const names[] = {
        "none",        "action",  "dynasty",  "attack",  "assign",
        "battle",      "discard", "yu",       "terrain", "reaction",
        "battlefield", "engage",  "revealed", "legacy"};
    int seen[14] = {0};
    for (int game = 0; game < 2; game++) {
        fx *f = game == 0 ? inline_game(18) : fx_sample_game(18, 1);
        uint64_t seed = 1000 + (uint64_t)game;
        for (int step = 0; step < 300 && !l5r_game_is_over(f->g); step++) {
            int kind;
            assert_int_equal(l5r_game_decision(NULL, &kind, f->g), L5R_OK);
            assert_true(kind >= 0 && kind < 14);
            seen[kind] = 1;
            char *json = NULL;
            assert_int_equal(l5r_game_view_json(&json, f->g, L5R_NO_ID),
                             L5R_OK);
            char want[64];
            snprintf(want, sizeof want, "\"kind\":\"%s\"}", names[kind]);
            if (strstr(json, want) == NULL)
                fail_msg("decision %d: the view lacks %s", kind, want);
            l5r_free(json);
            play_random(f->g, &seed, 1);
        }
        fx_free(f);
    }
    /* The random games went through battles. */
    assert_true(seen[L5R_DECIDE_ACTION] && seen[L5R_DECIDE_DYNASTY] &&
                seen[L5R_DECIDE_ATTACK]);
}

/* A verdict's message never names a card its player may not see. */
static void test_verdicts_do_not_name_hidden_cards(void **state)
{
    (void)state;
    fx *f = inline_game(13);
    uint32_t mine = fx_find(f, 0, L5R_ZONE_HAND, NULL);
    assert_int_not_equal(mine, L5R_NO_ID);
    static const char *const verbs[] = {"play", "produce", "recruit",
                                        "discard"};
    for (int phase = 0; phase < 2; phase++) {
        if (phase == 1)
            assert_int_equal(fx_pass_to(f, L5R_PHASE_DYNASTY), 0);
        for (uint32_t c = 0; c < l5r_game_card_count(f->g); c++) {
            if (may_see(f->g, 0, c))
                continue;
            uint32_t def;
            assert_int_equal(l5r_game_card_def(&def, f->g, c), L5R_OK);
            const char *title = l5r_carddb_card_title(f->db, def);
            const char *id = l5r_carddb_card_id(f->db, def);
            for (size_t k = 0; k <= 4; k++) {
                char text[64];
                if (k == 4)
                    snprintf(text, sizeof text, "p1 play #%u on #%u", mine, c);
                else
                    snprintf(text, sizeof text, "p1 %s #%u", verbs[k], c);
                l5r_action *a = NULL;
                assert_int_equal(l5r_action_new(&a, NULL), L5R_OK);
                assert_int_equal(l5r_action_parse(a, text), L5R_OK);
                l5r_verdict v;
                l5r_verdict_init(&v, L5R_VERDICT_VERSION);
                assert_int_equal(l5r_game_validate(&v, f->g, a), L5R_OK);
                l5r_action_free(a);
                assert_int_equal(v.legal, 0);
                if (strstr(v.message, title) != NULL ||
                    strstr(v.message, id) != NULL)
                    fail_msg("'%s' names a hidden card: %s", text, v.message);
            }
        }
    }
    fx_free(f);
}

/* A player's legal moves name only cards he may see. */
static void check_legal_moves(fx *f, uint64_t seed, int steps)
{
    int listed = 0;
    for (int step = 0; step < steps && !l5r_game_is_over(f->g); step++) {
        uint32_t decider;
        assert_int_equal(l5r_game_decision(&decider, NULL, f->g), L5R_OK);
        for (uint32_t p = 0; p < 2; p++) {
            l5r_action_list *l = NULL;
            assert_int_equal(l5r_game_legal_actions(&l, f->g, p), L5R_OK);
            if (p != decider)
                assert_int_equal(l5r_action_list_count(l), 0);
            for (uint32_t i = 0; i < l5r_action_list_count(l); i++) {
                const l5r_action *a = l5r_action_list_action(l, i);
                uint32_t refs[2 + 16], nrefs = 0;
                refs[nrefs++] = l5r_action_card(a);
                refs[nrefs++] = l5r_action_on(a);
                for (uint32_t k = 0; k < l5r_action_target_count(a); k++)
                    refs[nrefs++] = l5r_action_target(a, k);
                for (uint32_t k = 0; k < l5r_action_cost_count(a); k++)
                    refs[nrefs++] = l5r_action_cost(a, k);
                /* CORE-61: a Legacy decision searches the player's own
                   Dynasty deck, which he may then look through. */
                int kind;
                l5r_game_decision(NULL, &kind, f->g);
                for (uint32_t r = 0; r < nrefs; r++)
                    if (refs[r] != L5R_NO_ID && !may_see(f->g, p, refs[r]) &&
                        !(kind == L5R_DECIDE_LEGACY &&
                          l5r_game_card_zone(f->g, refs[r]) ==
                              L5R_ZONE_DYNASTY_DECK &&
                          l5r_game_card_owner(f->g, refs[r]) == p))
                        fail_msg("p%u's move '%s' names hidden #%u", p + 1,
                                 l5r_action_list_text(l, i), refs[r]);
                assert_int_equal(l5r_action_player(a), p);
                listed++;
            }
            l5r_action_list_free(l);
        }
        play_random(f->g, &seed, 1);
    }
    assert_true(listed > steps);
}

/* Whether the list holds a move with this text. */
static int listed_text(const l5r_action_list *l, const char *text)
{
    for (uint32_t i = 0; i < l5r_action_list_count(l); i++)
        if (strcmp(l5r_action_list_text(l, i), text) == 0)
            return 1;
    return 0;
}

/* Every produce, recruit, discard and play move (and pass) that validate
   calls legal is in the list of legal moves, and the other way round; the
   list, the views and the saves change nothing. */
static void test_legal_list_matches_validate(void **state)
{
    (void)state;
    fx *f = fx_sample_game(16, 1);
    uint64_t seed = 606;
    l5r_action *a = NULL;
    assert_int_equal(l5r_action_new(&a, NULL), L5R_OK);
    int steps = 0, legal_simple = 0;
    for (int step = 0; step < 120 && !l5r_game_is_over(f->g); step++) {
        steps++;
        uint32_t p;
        assert_int_equal(l5r_game_decision(&p, NULL, f->g), L5R_OK);
        uint64_t h = l5r_game_hash(f->g);
        l5r_action_list *l = NULL;
        assert_int_equal(l5r_game_legal_actions(&l, f->g, p), L5R_OK);
        char *json = NULL;
        assert_int_equal(l5r_game_view_json(&json, f->g, p), L5R_OK);
        l5r_free(json);
        void *data = NULL;
        size_t len = 0;
        assert_int_equal(l5r_game_save(&data, &len, f->g), L5R_OK);
        l5r_free(data);
        assert_true(l5r_game_hash(f->g) == h);
        /* Every listed move is legal. */
        for (uint32_t i = 0; i < l5r_action_list_count(l); i++) {
            l5r_verdict v;
            l5r_verdict_init(&v, L5R_VERDICT_VERSION);
            assert_int_equal(
                l5r_game_validate(&v, f->g, l5r_action_list_action(l, i)),
                L5R_OK);
            if (!v.legal)
                fail_msg("listed '%s' is illegal: %s %s",
                         l5r_action_list_text(l, i), v.rule, v.message);
        }
        /* Every legal simple move is listed. */
        static const char *const verbs[] = {"produce", "recruit", "discard",
                                            "play"};
        uint32_t n = l5r_game_card_count(f->g);
        for (uint32_t c = 0; c <= n; c++)
            for (int k = -1; k < 4; k++) {
                char text[64];
                if (k < 0 && c > 0)
                    continue;
                if (k < 0)
                    snprintf(text, sizeof text, "p%u pass", p + 1);
                else
                    snprintf(text, sizeof text, "p%u %s #%u", p + 1, verbs[k],
                             c);
                assert_int_equal(l5r_action_parse(a, text), L5R_OK);
                l5r_verdict v;
                l5r_verdict_init(&v, L5R_VERDICT_VERSION);
                assert_int_equal(l5r_game_validate(&v, f->g, a), L5R_OK);
                if (v.legal != listed_text(l, text))
                    fail_msg("'%s': validate says %d, the list %d", text,
                             v.legal, listed_text(l, text));
                legal_simple += v.legal;
                if (k != 3 || l5r_game_card_zone(f->g, c) != L5R_ZONE_HAND)
                    continue;
                for (uint32_t on = 0; on < n; on++) {
                    if (l5r_game_card_zone(f->g, on) != L5R_ZONE_PLAY)
                        continue;
                    snprintf(text, sizeof text, "p%u play #%u on #%u", p + 1, c,
                             on);
                    assert_int_equal(l5r_action_parse(a, text), L5R_OK);
                    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
                    assert_int_equal(l5r_game_validate(&v, f->g, a), L5R_OK);
                    if (v.legal != listed_text(l, text))
                        fail_msg("'%s': validate says %d, the list %d", text,
                                 v.legal, listed_text(l, text));
                }
            }
        assert_true(l5r_game_hash(f->g) == h);
        l5r_action_list_free(l);
        play_random(f->g, &seed, 1);
    }
    assert_int_equal(steps, 120);
    assert_true(legal_simple > 120);
    l5r_action_free(a);
    fx_free(f);
}

static void test_legal_moves_name_only_visible_cards(void **state)
{
    (void)state;
    fx *f = inline_game(14);
    check_legal_moves(f, 4242, 150);
    fx_free(f);
    /* The sample decks: abilities with targets and costs. */
    f = fx_sample_game(15, 1);
    check_legal_moves(f, 99, 250);
    fx_free(f);
}

/* --- out of memory -----------------------------------------------------------
 */

static void test_oom_game_new(void **state)
{
    (void)state;
    fx *f = fx_sample_game(1, 1);
    int failures = 0;
    for (long n = 1;; n++) {
        testalloc t;
        l5r_allocator a;
        testalloc_init(&t, &a, n);
        l5r_game *g = (l5r_game *)(uintptr_t)1;
        int rc = l5r_game_new(&g, f->db, f->opts, f->decks, 2, &a);
        if (rc == L5R_OK) {
            assert_false(t.failed);
            assert_true(l5r_game_hash(g) == l5r_game_hash(f->g));
            l5r_game_free(g);
            assert_int_equal(t.live_blocks, 0);
            break;
        }
        assert_int_equal(rc, L5R_ENOMEM);
        assert_true(t.failed);
        assert_null(g);
        assert_int_equal(t.live_blocks, 0);
        assert_int_equal(t.live_bytes, 0);
        failures++;
        assert_true(n < 1000);
    }
    assert_true(failures > 0);
    fx_free(f);
}

static void test_oom_game_clone(void **state)
{
    (void)state;
    fx *f = inline_game(1);
    testalloc t;
    l5r_allocator a;
    testalloc_init(&t, &a, 0);
    l5r_game *g = NULL;
    assert_int_equal(l5r_game_new(&g, f->db, f->opts, f->decks, 2, &a), L5R_OK);
    uint64_t seed = 3;
    play_random(g, &seed, 15);
    long base = t.live_blocks;
    uint64_t h = l5r_game_hash(g);
    int failures = 0;
    for (long n = 1;; n++) {
        t.fail_at = t.allocs + n;
        t.failed = 0;
        l5r_game *c = (l5r_game *)(uintptr_t)1;
        int rc = l5r_game_clone(&c, g);
        if (rc == L5R_OK) {
            assert_true(l5r_game_hash(c) == h);
            l5r_game_free(c);
            assert_int_equal(t.live_blocks, base);
            break;
        }
        assert_int_equal(rc, L5R_ENOMEM);
        assert_true(t.failed);
        assert_null(c);
        assert_int_equal(t.live_blocks, base);
        assert_true(l5r_game_hash(g) == h);
        failures++;
        assert_true(n < 1000);
    }
    assert_true(failures > 0);
    t.fail_at = 0;
    l5r_game_free(g);
    assert_int_equal(t.live_blocks, 0);
    assert_int_equal(t.live_bytes, 0);
    fx_free(f);
}

/* A save and a view come from the game's allocator: the test allocator
   sees them, each of their allocations can fail (L5R_ENOMEM, nothing
   leaked, the game unchanged), and l5r_free() gives them back to it even
   after the game is gone. */
static void test_oom_game_save_and_view(void **state)
{
    (void)state;
    fx *f = inline_game(1);
    testalloc t;
    l5r_game *g = counted_game(f, &t);
    uint64_t seed = 5;
    play_random(g, &seed, 20);
    /* The log's text is made when it is first read (the game's memory,
       not the save's: test_oom_game_log checks it). */
    assert_non_null(l5r_game_log(g, 0));
    uint64_t h = l5r_game_hash(g);
    for (int what = 0; what < 2; what++) {
        int failures = 0;
        for (long n = 1;; n++) {
            long base = t.live_blocks;
            t.fail_at = t.allocs + n;
            t.failed = 0;
            void *out = (void *)(uintptr_t)1;
            size_t len = 1;
            int rc = what == 0 ? l5r_game_save(&out, &len, g)
                               : l5r_game_view_json((char **)&out, g, 0);
            if (rc == L5R_OK) {
                assert_false(t.failed);
                assert_non_null(out);
                assert_int_equal((uintptr_t)out % 16, 0);
                assert_int_equal(t.live_blocks, base + 1);
                l5r_free(out);
                assert_int_equal(t.live_blocks, base);
                break;
            }
            assert_int_equal(rc, L5R_ENOMEM);
            assert_true(t.failed);
            assert_null(out);
            if (what == 0)
                assert_int_equal(len, 0);
            assert_int_equal(t.live_blocks, base);
            assert_true(l5r_game_hash(g) == h);
            failures++;
            assert_true(n < 1000);
        }
        assert_true(failures > 0);
    }
    /* the buffers outlive the game */
    t.fail_at = 0;
    void *data = NULL;
    size_t len = 0;
    char *json = NULL;
    assert_int_equal(l5r_game_save(&data, &len, g), L5R_OK);
    assert_int_equal(l5r_game_view_json(&json, g, L5R_NO_ID), L5R_OK);
    l5r_game_free(g);
    assert_int_equal(t.live_blocks, 2);
    assert_int_equal(json[0], '{');
    l5r_free(json);
    l5r_free(data);
    assert_int_equal(t.live_blocks, 0);
    assert_int_equal(t.live_bytes, 0);
    fx_free(f);
}

static void test_oom_game_load(void **state)
{
    (void)state;
    fx *f = inline_game(1);
    uint64_t seed = 8;
    play_random(f->g, &seed, 30);
    unsigned char *data;
    size_t len;
    save(f->g, &data, &len);
    int failures = 0;
    for (long n = 1;; n++) {
        testalloc t;
        l5r_allocator a;
        testalloc_init(&t, &a, n);
        l5r_game *g = (l5r_game *)(uintptr_t)1;
        int rc = l5r_game_load(&g, f->db, data, len, &a);
        if (rc == L5R_OK) {
            assert_true(l5r_game_hash(g) == l5r_game_hash(f->g));
            l5r_game_free(g);
            assert_int_equal(t.live_blocks, 0);
            break;
        }
        assert_int_equal(rc, L5R_ENOMEM);
        assert_true(t.failed);
        assert_null(g);
        assert_int_equal(t.live_blocks, 0);
        assert_int_equal(t.live_bytes, 0);
        failures++;
        assert_true(n < 1000);
    }
    assert_true(failures > 0);
    l5r_free(data);
    fx_free(f);
}

/* l5r_game_validate allocates nothing (and changes nothing). */
static void test_validate_allocates_nothing(void **state)
{
    (void)state;
    fx *f = fx_sample_game(17, 1);
    testalloc t;
    l5r_game *g = counted_game(f, &t);
    uint64_t seed = 71;
    for (int step = 0; step < 40; step++) {
        uint32_t p;
        assert_int_equal(l5r_game_decision(&p, NULL, g), L5R_OK);
        l5r_action_list *l = NULL;
        assert_int_equal(l5r_game_legal_actions(&l, g, p), L5R_OK);
        long allocs = t.allocs;
        uint64_t h = l5r_game_hash(g);
        t.fail_at = t.allocs + 1;
        for (uint32_t i = 0; i < l5r_action_list_count(l); i++) {
            l5r_verdict v;
            l5r_verdict_init(&v, L5R_VERDICT_VERSION);
            assert_int_equal(
                l5r_game_validate(&v, g, l5r_action_list_action(l, i)), L5R_OK);
            assert_int_equal(v.legal, 1);
        }
        assert_int_equal(t.allocs, allocs);
        assert_true(l5r_game_hash(g) == h);
        t.fail_at = 0;
        l5r_action_list_free(l);
        play_random(g, &seed, 1);
    }
    l5r_game_free(g);
    assert_int_equal(t.live_blocks, 0);
    fx_free(f);
}

/* Every allocation a move makes may fail: L5R_ENOMEM, the game unchanged
   (hash and log), and the move applies once memory is there. */
static void test_oom_game_apply(void **state)
{
    (void)state;
    fx *f = fx_sample_game(6, 1);
    testalloc t;
    l5r_game *g = counted_game(f, &t);
    l5r_action *a = NULL;
    assert_int_equal(l5r_action_new(&a, NULL), L5R_OK);
    uint64_t seed = 51;
    char text[256];
    int failures = 0;
    /* 60 moves, and on until an apply has allocated (the history grows
       past the room a new game reserves). */
    for (int move = 0; move < 60 || (failures == 0 && move < 5000); move++) {
        t.fail_at = 0; /* the listing uses the game's allocator too */
        if (pick_move(g, &seed, a, text, sizeof text) != 0)
            break;
        for (long n = 1;; n++) {
            uint64_t h = l5r_game_hash(g);
            uint32_t logn = l5r_game_log_count(g);
            long live = t.live_blocks;
            t.fail_at = t.allocs + n;
            t.failed = 0;
            l5r_verdict v;
            l5r_verdict_init(&v, L5R_VERDICT_VERSION);
            int rc = l5r_game_apply(g, a, &v);
            if (rc == L5R_OK) {
                t.fail_at = 0; /* the log's text is made as it is read */
                assert_int_equal(l5r_game_log_count(g), logn + 1);
                assert_string_equal(l5r_game_log(g, logn), text);
                break;
            }
            if (rc != L5R_ENOMEM)
                fail_msg("'%s': %s", text, l5r_status_name(rc));
            assert_true(t.failed);
            assert_true(l5r_game_hash(g) == h);
            assert_int_equal(l5r_game_log_count(g), logn);
            /* Room reserved before the failure may stay (freed with the
               game); nothing else is left behind. */
            assert_true(t.live_blocks >= live);
            failures++;
            assert_true(n < 1000);
        }
    }
    assert_true(failures > 0);
    t.fail_at = 0;
    l5r_action_free(a);
    l5r_game_free(g);
    assert_int_equal(t.live_blocks, 0);
    assert_int_equal(t.live_bytes, 0);
    fx_free(f);
}

/* The text of the move log is made when the log is read: each of its
   allocations may fail, and then l5r_game_log returns NULL with
   L5R_ENOMEM, the log keeps every move, and a later read gives every
   text as it would have been; a save makes the text the same way. */
static void test_oom_game_log(void **state)
{
    (void)state;
    fx *f = fx_sample_game(6, 1);
    testalloc t;
    l5r_game *g = counted_game(f, &t);
    /* The same moves in a game whose log is read after every move. */
    l5r_game *ref = NULL;
    assert_int_equal(l5r_game_clone(&ref, g), L5R_OK);
    l5r_action *a = NULL;
    assert_int_equal(l5r_action_new(&a, NULL), L5R_OK);
    uint64_t seed = 77;
    char text[256];
    uint32_t moves = 0;
    for (int what = 0; what < 2; what++) {
        uint32_t before = moves;
        /* Moves enough that the text needs more room than a first
           allocation gives (600 in all, past the 512 a game reserves). */
        for (int k = 0; k < 300; k++) {
            if (pick_move(g, &seed, a, text, sizeof text) != 0)
                break;
            assert_int_equal(l5r_game_apply(g, a, NULL), L5R_OK);
            assert_int_equal(l5r_game_apply(ref, a, NULL), L5R_OK);
            assert_string_equal(l5r_game_log(ref, moves), text);
            moves++;
        }
        assert_true(moves > before + 100); /* texts to make */
        int failures = 0;
        for (long n = 1;; n++) {
            long live = t.live_blocks;
            t.fail_at = t.allocs + n;
            t.failed = 0;
            void *out = NULL;
            size_t len = 0;
            const char *first = NULL;
            int rc = L5R_OK;
            if (what == 0) {
                first = l5r_game_log(g, 0);
                rc = first != NULL ? L5R_OK : l5r_error_code();
            } else {
                rc = l5r_game_save(&out, &len, g);
            }
            if (rc == L5R_OK) {
                assert_false(t.failed);
                l5r_free(out);
                break;
            }
            assert_int_equal(rc, L5R_ENOMEM);
            assert_true(t.failed);
            assert_int_equal(l5r_game_log_count(g), moves);
            assert_true(t.live_blocks >= live); /* room it kept */
            failures++;
            assert_true(n < 1000);
        }
        assert_true(failures > 0);
        t.fail_at = 0;
        assert_int_equal(l5r_game_log_count(g), l5r_game_log_count(ref));
        for (uint32_t i = 0; i < moves; i++)
            assert_string_equal(l5r_game_log(g, i), l5r_game_log(ref, i));
    }
    /* A text handed out stays where it is while the game does not
       change. */
    const char *t0 = l5r_game_log(g, 0);
    assert_non_null(l5r_game_log(g, moves - 1));
    assert_ptr_equal(l5r_game_log(g, 0), t0);
    l5r_action_free(a);
    l5r_game_free(ref);
    l5r_game_free(g);
    assert_int_equal(t.live_blocks, 0);
    fx_free(f);
}

/* The legal-move list comes from the game's allocator: every allocation
   it makes may fail with L5R_ENOMEM and leave nothing behind, and freeing
   the list returns every block. */
static void test_oom_legal_actions(void **state)
{
    (void)state;
    fx *f = fx_sample_game(6, 1);
    testalloc t;
    l5r_game *g = counted_game(f, &t);
    uint32_t p;
    int kind;
    assert_int_equal(l5r_game_decision(&p, &kind, g), L5R_OK);
    long live = t.live_blocks, before = t.allocs;
    l5r_action_list *l = NULL;
    assert_int_equal(l5r_game_legal_actions(&l, g, p), L5R_OK);
    long used = t.allocs - before;
    assert_true(used > 0); /* the list is the game allocator's */
    assert_true(t.live_blocks > live);
    uint32_t count = l5r_action_list_count(l);
    l5r_action_list_free(l);
    assert_int_equal(t.live_blocks, live);
    for (long n = 1; n <= used; n++) {
        t.fail_at = t.allocs + n;
        t.failed = 0;
        l = (l5r_action_list *)&t; /* set to NULL on failure */
        assert_int_equal(l5r_game_legal_actions(&l, g, p), L5R_ENOMEM);
        assert_null(l);
        assert_true(t.failed);
        assert_int_equal(t.live_blocks, live);
    }
    t.fail_at = 0;
    assert_int_equal(l5r_game_legal_actions(&l, g, p), L5R_OK);
    assert_int_equal(l5r_action_list_count(l), count);
    l5r_action_list_free(l);
    l5r_game_free(g);
    assert_int_equal(t.live_blocks, 0);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        /* First: views through battles, every decision kind. */
        cmocka_unit_test(test_view_hides_what_a_player_may_not_see),
        cmocka_unit_test(test_view_names_every_decision_kind),
        cmocka_unit_test(test_enum_names),
        cmocka_unit_test(test_oom_legal_actions),
        cmocka_unit_test(test_clone_is_independent),
        cmocka_unit_test(test_clone_copies_state_not_history),
        cmocka_unit_test(test_fnv1a_vectors),
        cmocka_unit_test(test_save_load_round_trip),
        cmocka_unit_test(test_load_with_another_carddb_is_mismatch),
        cmocka_unit_test(test_load_truncated_save_is_format_error),
        cmocka_unit_test(test_load_flipped_byte_is_format_error),
        cmocka_unit_test(test_load_inconsistent_state_is_format_error),
        cmocka_unit_test(test_load_options_out_of_range_is_format_error),
        cmocka_unit_test(test_bad_handles),
        cmocka_unit_test(test_malformed_notation_changes_nothing),
        cmocka_unit_test(test_action_for_the_wrong_player),
        cmocka_unit_test(test_notation_round_trip),
        cmocka_unit_test(test_notation_errors),
        cmocka_unit_test(test_notation_error_messages_give_the_column),
        cmocka_unit_test(test_notation_rejects_text_after_a_line_break),
        cmocka_unit_test(test_notation_overlong_token),
        cmocka_unit_test(test_verdicts_do_not_name_hidden_cards),
        cmocka_unit_test(test_legal_moves_name_only_visible_cards),
        cmocka_unit_test(test_legal_list_matches_validate),
        cmocka_unit_test(test_validate_allocates_nothing),
        cmocka_unit_test(test_oom_game_new),
        cmocka_unit_test(test_oom_game_clone),
        cmocka_unit_test(test_oom_game_load),
        cmocka_unit_test(test_oom_game_save_and_view),
        cmocka_unit_test(test_oom_game_apply),
        cmocka_unit_test(test_oom_game_log),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
