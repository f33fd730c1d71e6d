/* SPDX-License-Identifier: MIT */
/* The state hash (l5r_game_hash): pinned values for known byte blocks, so
   that a change of the algorithm is noticed (the same values on every
   platform: the block is read as little-endian words); a one-byte change
   anywhere in a real state changes the hash; equal states (a clone, a
   save loaded back, the same seed) hash equal. */
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

/* White box: the hash is over g->st, g->st->size bytes. */
#include "game/state.h"

/* A game between the sample decks, `moves` random legal moves in. */
static fx *sample_game(int64_t seed, uint32_t moves)
{
    fx *f = fx_track(fx_new_sample(NULL));
    assert_non_null(f);
    assert_int_equal(fx_deck_file(f, 0, "examples/cards/decks/crab-yu.yaml"),
                     L5R_OK);
    assert_int_equal(
        fx_deck_file(f, 1, "examples/cards/decks/scorpion-ninjutsu.yaml"),
        L5R_OK);
    assert_int_equal(fx_start(f, seed), L5R_OK);
    uint64_t x = (uint64_t)seed * 0x9e3779b97f4a7c15ULL + 1;
    for (uint32_t i = 0; i < moves && !l5r_game_is_over(f->g); i++) {
        uint32_t p;
        l5r_action_list *l = NULL;
        l5r_game_decision(&p, NULL, f->g);
        assert_int_equal(l5r_game_legal_actions(&l, f->g, p), L5R_OK);
        assert_true(l5r_action_list_count(l) > 0);
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        uint32_t k = (uint32_t)(x % l5r_action_list_count(l));
        assert_int_equal(
            l5r_game_apply(f->g, l5r_action_list_action(l, k), NULL), L5R_OK);
        l5r_action_list_free(l);
    }
    return f;
}

/* The hash of the n-byte block whose byte i is i * 7 + 1 (mod 256), but
   for its first four bytes, which hold n (little-endian), as the state's
   size field does. The game's own block is put back afterwards. */
static uint64_t hash_of_pattern(l5r_game *g, uint32_t n)
{
    uint64_t words[40];
    assert_true(n >= 4 && n <= sizeof words);
    unsigned char *b = (unsigned char *)words;
    memset(words, 0xee, sizeof words); /* bytes past n must not count */
    for (uint32_t i = 0; i < n; i++)
        b[i] = (unsigned char)(i * 7 + 1);
    for (uint32_t i = 0; i < 4; i++)
        b[i] = (unsigned char)(n >> (8 * i));
    l5r_state *st = g->st;
    g->st = (l5r_state *)(void *)words;
    uint64_t h = l5r_game_hash(g);
    g->st = st;
    return h;
}

/* The values of the algorithm in l5r/game.h, for blocks that take every
   path: shorter than a word, a partial last word, whole groups of four
   words, a group and a few words, and a tail after those. A change of
   algorithm changes these: say so in the changelog, since it changes the
   end lines of game logs. */
static void test_hash_pinned_byte_patterns(void **state)
{
    (void)state;
    static const struct {
        uint32_t n;
        uint64_t hash;
    } pins[] = {
        {4, 0x27d08a5c5535bf25ULL},   {8, 0x405483d883afe3d4ULL},
        {13, 0xbefba531eca3e1feULL},  {32, 0x9c1c048d957e3d61ULL},
        {39, 0x0834cf7a7c27869bULL},  {40, 0x5c44d0e3a075e0d0ULL},
        {100, 0x7a345fbb13c2684eULL}, {256, 0xcca3e55d59e34f5fULL},
    };
    fx *f = sample_game(1, 0);
    for (size_t i = 0; i < sizeof pins / sizeof pins[0]; i++) {
        uint64_t h = hash_of_pattern(f->g, pins[i].n);
        if (h != pins[i].hash)
            fail_msg("%u bytes: hash %016llx, pinned %016llx", pins[i].n,
                     (unsigned long long)h, (unsigned long long)pins[i].hash);
    }
    fx_free(f);
}

/* A one-byte change anywhere in a real state (bar the size field) changes
   the hash, and putting the byte back gives the hash back. */
static void test_hash_one_byte_changes_it(void **state)
{
    (void)state;
    static const unsigned char flips[] = {0x01, 0x80, 0xff};
    fx *f = sample_game(7, 150);
    unsigned char *b = (unsigned char *)f->g->st;
    uint32_t n = f->g->st->size;
    uint64_t h0 = l5r_game_hash(f->g);
    for (uint32_t i = sizeof f->g->st->size; i < n; i++) {
        for (size_t k = 0; k < sizeof flips; k++) {
            b[i] ^= flips[k];
            uint64_t h = l5r_game_hash(f->g);
            b[i] ^= flips[k];
            if (h == h0)
                fail_msg("byte %u ^ 0x%02x: the hash did not change", i,
                         flips[k]);
        }
    }
    assert_true(l5r_game_hash(f->g) == h0);
    fx_free(f);
}

/* Equal states, equal hashes: a clone, a save loaded back, the same seed
   and moves; another seed, another hash. */
static void test_hash_equal_states(void **state)
{
    (void)state;
    fx *f = sample_game(3, 80);
    fx *same = sample_game(3, 80);
    fx *other = sample_game(4, 80);
    uint64_t h = l5r_game_hash(f->g);
    assert_true(l5r_game_hash(same->g) == h);
    assert_true(l5r_game_hash(other->g) != h);
    l5r_game *c = NULL;
    assert_int_equal(l5r_game_clone(&c, f->g), L5R_OK);
    assert_true(l5r_game_hash(c) == h);
    l5r_game_free(c);
    void *buf = NULL;
    size_t len = 0;
    assert_int_equal(l5r_game_save(&buf, &len, f->g), L5R_OK);
    l5r_game *loaded = NULL;
    assert_int_equal(l5r_game_load(&loaded, f->db, buf, len, NULL), L5R_OK);
    assert_true(l5r_game_hash(loaded) == h);
    l5r_game_free(loaded);
    l5r_free(buf);
    fx_free(other);
    fx_free(same);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_hash_pinned_byte_patterns, fx_teardown),
        cmocka_unit_test_teardown(test_hash_one_byte_changes_it, fx_teardown),
        cmocka_unit_test_teardown(test_hash_equal_states, fx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
