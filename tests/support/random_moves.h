/* SPDX-License-Identifier: MIT */
/*
 * random_moves.h - seeded random choices among the legal moves, for the
 * tests that play random games (never rand(): the same seed gives the
 * same game on every machine).
 *
 * The choices come from a splitmix64 stream. fx_pick_move chooses among a
 * list of legal moves in one of three ways: uniformly; eagerly (a move
 * other than "pass", 7 times in 8); or as a builder (recruit and play
 * first, produce for it, discard last), so that random games also reach
 * full boards and battles.
 */
#ifndef L5R_RANDOM_MOVES_H
#define L5R_RANDOM_MOVES_H

#include <stdint.h>

#include <l5r.h>

typedef struct fx_rng {
    uint64_t s;
} fx_rng;

/* The stream of `seed` (the seed is mixed first: seeds 0, 1, 2 ... give
   unrelated streams). */
fx_rng fx_rng_seeded(uint64_t seed);
uint64_t fx_rng_next(fx_rng *r);
/* Uniform enough in [0, n), n > 0. */
uint32_t fx_rng_below(fx_rng *r, uint32_t n);

/* How a random player chooses among the legal moves. */
enum fx_pick_way {
    FX_PICK_UNIFORM = 0, /* any legal move, uniformly */
    FX_PICK_EAGER = 1,   /* a move other than "pass" 7 times in 8 */
    FX_PICK_BUILDER = 2, /* recruit and play first, produce for it, discard
                            last: games get further (more cards in play,
                            more Honor, Rings), still at random among
                            equals */
    FX_PICK_WAYS = 3
};

/*
 * The index of a move of `l` (not empty), chosen by `r` in the way `way`
 * (an fx_pick_way) for a decision of kind `decision` (an l5r_decision).
 */
uint32_t fx_pick_move(fx_rng *r, const l5r_action_list *l, int decision,
                      int way);

#endif
