/* SPDX-License-Identifier: MIT */
/* random_moves.c - seeded random choices among the legal moves (see
   random_moves.h). */
#include "random_moves.h"

fx_rng fx_rng_seeded(uint64_t seed)
{
    fx_rng r = {seed * 0x2545f4914f6cdd1dULL + 0x632be59bd9b4e019ULL};
    return r;
}

uint64_t fx_rng_next(fx_rng *r)
{
    uint64_t z = (r->s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

uint32_t fx_rng_below(fx_rng *r, uint32_t n)
{
    return (uint32_t)(fx_rng_next(r) % n);
}

/* The builder's preference (higher first). */
static int builder_rank(const l5r_action *a, int decision, fx_rng *r)
{
    switch (l5r_action_kind(a)) {
    case L5R_ACT_RECRUIT:
    case L5R_ACT_PLAY:
        return 5;
    case L5R_ACT_PRODUCE: /* in the Action phase, only now and then */
        return decision == L5R_DECIDE_DYNASTY || fx_rng_below(r, 3) == 0 ? 3
                                                                         : 0;
    case L5R_ACT_PASS:
        return 1;
    case L5R_ACT_DISCARD:
        return 0;
    default: /* attack, assign, and whatever else comes */
        return 4;
    }
}

uint32_t fx_pick_move(fx_rng *r, const l5r_action_list *l, int decision,
                      int way)
{
    uint32_t n = l5r_action_list_count(l);
    uint32_t k = fx_rng_below(r, n);
    if (way == FX_PICK_UNIFORM || n < 2 || fx_rng_below(r, 8) == 0)
        return k;
    if (way == FX_PICK_EAGER) {
        for (uint32_t i = 0; i < n; i++) {
            uint32_t j = (k + i) % n;
            if (l5r_action_kind(l5r_action_list_action(l, j)) != L5R_ACT_PASS)
                return j;
        }
        return k;
    }
    /* The builder: uniformly among the best ranked (reservoir sampling). */
    int best = -1;
    uint32_t pick = k, ties = 0;
    for (uint32_t i = 0; i < n; i++) {
        int rank = builder_rank(l5r_action_list_action(l, i), decision, r);
        if (rank > best) {
            best = rank;
            pick = i;
            ties = 1;
        } else if (rank == best && fx_rng_below(r, ++ties) == 0) {
            pick = i;
        }
    }
    return pick;
}
