/* SPDX-License-Identifier: MIT */
/*
 * events.c - recording what a move did: the event list and the room for a
 * move's events and log line, reserved before the move begins so that
 * recording never fails; and recording what just happened for Reactions
 * to answer. Every layer of the game records events; this file calls
 * nothing of the game's.
 */
#include "game/game.h"

void l5r_events__record(l5r_game *g, int kind, uint32_t player, uint32_t card,
                        int32_t value)
{
    if (g->events.n >= g->events.cap)
        return; /* cannot happen: room is reserved before every move */
    l5r_event *e = &g->events.v[g->events.n++];
    memset(e, 0, sizeof *e);
    e->kind = (uint8_t)kind;
    e->player = player;
    e->card = card;
    e->value = value;
}

int l5r_events__reserve(l5r_game *g)
{
    if (l5r_vec__reserve(&g->mem, &g->events, L5R_EVENTS_PER_MOVE) != L5R_OK ||
        l5r_vec__reserve(&g->mem, &g->logtext, 128) != L5R_OK ||
        l5r_vec__reserve(&g->mem, &g->logidx, 1) != L5R_OK)
        return L5R_ENOMEM;
    return L5R_OK;
}

/* Something happened that a Reaction may answer (reaction.c opens the
   window after the move). */
void l5r_events__trigger(l5r_game *g, uint8_t kind, uint32_t player,
                         uint32_t card)
{
    l5r_state *s = g->st;
    if (s->ntrig >= L5R_ARRAY_LEN(s->trig))
        return; /* enough happened for one window */
    l5r_trigst *t = &s->trig[s->ntrig++];
    memset(t, 0, sizeof *t);
    t->kind = kind;
    t->player = (uint8_t)player;
    t->card = card;
}
