/* SPDX-License-Identifier: MIT */
/*
 * policy.h - the policies of l5r play and l5r simulate (policy.c), which
 * the WebAssembly module exports too. Only <l5r.h>.
 */
#ifndef L5R_CLI_POLICY_H
#define L5R_CLI_POLICY_H

#include <l5r.h>

#include <stdint.h>

/* The greedy policy: the index in `l` (the legal moves of player `p`, not
   empty) of the move it picks. It only reads the game, so games on other
   threads may use it at once. */
uint32_t cli_pick_greedy(const l5r_game *g, const l5r_action_list *l,
                         uint32_t p);

/* The move of player `p` that the greedy policy (greedy != 0) or the
   random one (drawing from *rng) picks in `l` (not empty). The random
   stream of a seed: cli_rng_seed(seed). */
uint32_t cli_pick(const l5r_game *g, const l5r_action_list *l, uint32_t p,
                  int greedy, uint64_t *rng);
uint64_t cli_rng_seed(uint64_t seed);

#endif
