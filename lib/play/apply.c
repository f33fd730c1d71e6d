/* SPDX-License-Identifier: MIT */
/*
 * apply.c - performing a move that was judged legal: its row in the table
 * (moves.c) changes the state and records the events, then priority moves
 * on as the row says.
 */
#include "play/play.h"

void l5r_apply__move(l5r_game *g, const l5r_action *a)
{
    uint32_t p = l5r_verdict__actor(g, a);
    const l5r_move *m = l5r_moves__of(g->st, a);
    l5r_events__record(g, L5R_EV_ACTION, p, a->card, (int32_t)a->kind);
    m->apply(g, p, a);
    switch (m->next) {
    case L5R_NEXT_STAY: /* the same player goes on */
        l5r_victory__check(g);
        break;
    case L5R_NEXT_ACTED: /* in the Dynasty phase, the active player goes
                            on until he passes (l5r_turn__acted) */
        l5r_turn__acted(g, p, a->kind == L5R_ACT_USE ? a->card : L5R_NO);
        break;
    default: /* the apply moved the flow on */
        break;
    }
}
