/* SPDX-License-Identifier: MIT */
/*
 * favor.c - the Imperial Favor: one per game (FAV-01), uncontrolled at the
 * start (FAV-02), taken by lobbying or effects (FAV-03), discarded as a
 * cost only by its controller (FAV-04) or by an effect from anyone
 * (FAV-05); every change is instantaneous (FAV-11) and recorded as an
 * event. The abilities around it are the player's (player_abilities.c).
 */
#include "game/game.h"

#define FAVOR_TAG 0x4c354656u /* "L5FV" */

/* FAV-03, FAV-11: take control, from another player or from no one. */
void l5r_favor__take(l5r_game *g, uint32_t player, uint32_t source)
{
    l5r_events__before(g, L5R_TRIGGER_FAVOR_TAKEN, player, L5R_NO, 0);
    g->st->favor = player;
    l5r_events__record(g, L5R_EV_FAVOR, player, source, 0);
    l5r_events__trigger(g, L5R_TRIGGER_FAVOR_TAKEN, player, L5R_NO);
}

/* FAV-05: an effect makes it uncontrolled whoever controls it; FAV-04:
   paid as a cost, it passes from its controller to uncontrolled. */
void l5r_favor__discard(l5r_game *g, uint32_t source)
{
    if (g->st->favor == L5R_NO)
        return;
    g->st->favor = L5R_NO;
    l5r_events__record(g, L5R_EV_FAVOR, L5R_NO, source, 0);
}

const l5r_favor *l5r_game_favor(const l5r_game *g)
{
    if (!l5r_game__ok(g))
        return NULL;
    l5r_game *m = (l5r_game *)g; /* the handle lives in the game */
    m->favor.tag = FAVOR_TAG;
    m->favor.g = g;
    return &g->favor;
}

uint32_t l5r_favor_controller(const l5r_favor *f)
{
    if (f == NULL || f->tag != FAVOR_TAG || !l5r_game__ok(f->g)) {
        l5r_errors__error(L5R_EHANDLE, "not an Imperial Favor handle");
        return L5R_NO;
    }
    return f->g->st->favor; /* FAV-01: at most one controller */
}
