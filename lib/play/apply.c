/* SPDX-License-Identifier: MIT */
/*
 * apply.c - performing a move that was judged legal: its row in the table
 * (moves.c) changes the state and records the events, then priority moves
 * on as the row says.
 */
#include "play/play.h"

/* HIS-01: an action is a use of an ability as a move that is no Reaction
   (nor Interrupt): a card's, an Action card's, a player's own (lobbying,
   the Favor's, Enlightenment, a Formation, turning a Ninjutsu Personality
   face-up, the Tactical ability). The answer to a revealed Event or a
   Delayed Terrain and Yu, a step of a battle's resolution, are none. */
static bool is_action(const l5r_game *g, const l5r_action *a)
{
    const l5r_state *s = g->st;
    if (a->kind != L5R_ACT_USE || s->decision == L5R_DECIDE_REVEALED ||
        s->decision == L5R_DECIDE_TERRAIN)
        return false;
    if (a->card == L5R_NO) {
        switch (a->ability) {
        case L5R_PA_FORMATION:
        case L5R_PA_FLIP:
        case L5R_PA_TACTICAL:
            return true;
        case L5R_PA_FLIP_REACTION: /* NIN-08: a Reaction */
        case L5R_PA_YU:
            return false;
        default: /* the vocabulary's */
            break;
        }
    }
    const l5r_abilrec *ab = l5r_targets__ability(g, a);
    return ab != NULL && !ab->mandatory &&
           !(ab->timing & (L5R_TIMING_REACTION | L5R_TIMING_REVEALED |
                           L5R_TIMING_CONTINUOUS));
}

/* HIS-01: the actor took one more action this turn and this battle (each
   count stops at 255). */
static void count_action(l5r_game *g, uint32_t p)
{
    l5r_playerst *pl = &g->st->players[p];
    if (pl->actions_turn < UINT8_MAX)
        pl->actions_turn++;
    if (pl->actions_battle < UINT8_MAX)
        pl->actions_battle++;
}

void l5r_apply__move(l5r_game *g, const l5r_action *a)
{
    uint32_t p = l5r_verdict__actor(g, a);
    const l5r_move *m = l5r_moves__of(g->st, a);
    l5r_events__record(g, L5R_EV_ACTION, p, a->card, (int32_t)a->kind);
    if (p < g->st->nplayers && is_action(g, a))
        count_action(g, p);
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
