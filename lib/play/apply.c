/*
 * apply.c - performing a move that was judged legal: its row in the table
 * (moves.c) changes the state and records the events, then priority moves
 * on as the row says.
 */
#include "play/play.h"

void l5r__perform(l5r_game *g, const l5r_action *a)
{
    uint32_t p = l5r__actor(g, a);
    const l5r_move *m = l5r__move_of(g->st, a);
    l5r__event(g, L5R_EV_ACTION, p, a->card, (int32_t)a->kind);
    m->apply(g, p, a);
    switch (m->next) {
    case L5R_NEXT_STAY: /* the same player goes on */
        l5r__check_victory(g);
        break;
    case L5R_NEXT_ACTED: /* in the Dynasty phase, the active player goes
                            on until he passes (l5r__acted) */
        l5r__acted(g, p, a->kind == L5R_ACT_USE ? a->card : L5R_NO);
        break;
    default: /* the apply moved the flow on */
        break;
    }
}
