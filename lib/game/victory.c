/* SPDX-License-Identifier: MIT */
/*
 * victory.c - who is still playing, losing and winning: the victory and
 * loss checks that apply at any time (CORE-32 .. CORE-37), asked by the
 * turn flow and by battles alike.
 */
#include "game/game.h"

static bool alive(const l5r_state *s, uint32_t p)
{
    return !(s->players[p].flags & L5R_PF_LOST);
}

uint32_t l5r_victory__next_alive(const l5r_state *s, uint32_t p)
{
    for (uint32_t k = 1; k <= s->nplayers; k++) {
        uint32_t q = (p + k) % s->nplayers;
        if (alive(s, q))
            return q;
    }
    return p;
}

uint32_t l5r_victory__alive_count(const l5r_state *s)
{
    uint32_t n = 0;
    for (uint32_t p = 0; p < s->nplayers; p++)
        n += alive(s, p);
    return n;
}

void l5r_victory__end_game(l5r_game *g, uint32_t winner, int victory)
{
    l5r_state *s = g->st;
    if (s->phase == L5R_PHASE_GAME_OVER)
        return;
    s->phase = L5R_PHASE_GAME_OVER;
    s->winner = winner;
    s->victory = (uint8_t)victory;
    s->decision = L5R_DECIDE_NONE;
    s->decider = L5R_NO8;
    l5r_events__record(g, L5R_EV_GAME_OVER, winner, L5R_NO, victory);
}

/* A player loses; the last one standing wins. */
void l5r_victory__lose(l5r_game *g, uint32_t p, int victory)
{
    l5r_state *s = g->st;
    s->players[p].flags |= L5R_PF_LOST;
    if (l5r_victory__alive_count(s) == 1)
        for (uint32_t q = 0; q < s->nplayers; q++)
            if (alive(s, q))
                l5r_victory__end_game(g, q, victory);
}

/* Is Personality i's Chi at the threshold or below? */
static bool chi_at_most(const l5r_game *g, uint32_t i, int64_t at)
{
    bool has;
    return l5r_stats__stat(g, i, L5R_STAT_CHI, &has) <= at && has;
}

/* Is card i a Personality whose Chi is at the threshold or below? */
static bool chi_dead(const l5r_game *g, uint32_t i, int64_t at)
{
    return l5r_game__def(g, i)->type == L5R_TYPE_PERSONALITY &&
           chi_at_most(g, i, at);
}

/* CORE-37: a Personality whose Chi falls to the threshold is destroyed.
   The cards in play are read in card order: from the zone index when
   there is one (only its Personalities), read afresh after each
   destruction (which may move other cards), as a scan of every card
   would see them. */
static void chi_death(l5r_game *g)
{
    int64_t at = l5r_game__opt(g, L5R_PARAM_CHI_DEATH);
    uint32_t from = 0; /* the cards before it are read */
    for (const l5r_zoneindex *x = l5r_game__zix(g); x != NULL;) {
        uint32_t next = L5R_NO;
        for (uint32_t w = from >> 6; w < x->words && next == L5R_NO; w++) {
            uint64_t m =
                x->pers[w] &
                l5r_game__zix_word(x, g->st->nplayers, 1u << L5R_ZONE_PLAY, w);
            if (w == from >> 6)
                m &= ~(uint64_t)0 << (from & 63);
            for (; m != 0 && next == L5R_NO; m &= m - 1) {
                uint32_t i = w * 64 + (uint32_t)__builtin_ctzll(m);
                if (chi_at_most(g, i, at))
                    next = i;
            }
        }
        if (next == L5R_NO)
            return;
        l5r_zones__destroy(g, next);
        from = next + 1;
        x = l5r_game__zix(g);
    }
    /* No index (or no more): every card from `from` on. */
    for (uint32_t i = from; i < g->st->ncards; i++)
        if (l5r_state__ccards(g->st)[i].zone == L5R_ZONE_PLAY &&
            chi_dead(g, i, at))
            l5r_zones__destroy(g, i);
}

/* The elements of the Rings each player controls in play, a bit each, in
   elements[p], in one pass for all the players. Rings change stats, so
   those in play are among the stat sources (g->src): only those are read,
   or every card when there are too many. */
static void ring_elements(const l5r_game *g, unsigned *elements)
{
    const l5r_state *s = g->st;
    const l5r_cardst *c = l5r_state__ccards(s);
    const l5r_sources *src = l5r_game__sources(g);
    uint32_t n = src != NULL ? src->n : s->ncards;
    for (uint32_t p = 0; p < s->nplayers; p++)
        elements[p] = 0;
    for (uint32_t x = 0; x < n; x++) {
        uint32_t i = src != NULL ? src->card[x] : x;
        if (c[i].zone == L5R_ZONE_PLAY && c[i].controller < s->nplayers &&
            l5r_game__def(g, i)->type == L5R_TYPE_RING)
            elements[c[i].controller] |= 1u << l5r_game__def(g, i)->element;
    }
}

void l5r_victory__check(l5r_game *g)
{
    l5r_state *s = g->st;
    if (s->phase == L5R_PHASE_GAME_OVER)
        return;
    chi_death(g);
    /* Losing changes no card: the Rings are read once, for every player. */
    unsigned elements[L5R_MAX_PLAYERS];
    ring_elements(g, elements);
    for (uint32_t p = 0; p < s->nplayers; p++) {
        if (!alive(s, p))
            continue;
        /* Military: a player with no provinces left loses (CORE-33). */
        uint32_t left = 0;
        for (uint32_t k = 0; k < s->players[p].nprovinces; k++)
            left += !s->players[p].prov[k].destroyed;
        if (left == 0) {
            l5r_victory__lose(g, p, L5R_VICTORY_MILITARY);
            if (s->phase == L5R_PHASE_GAME_OVER)
                return;
            continue;
        }
        /* Enlightenment: Rings of all five elements in play (CORE-34). */
        if ((elements[p] & 0x3e) == 0x3e) {
            l5r_victory__end_game(g, p, L5R_VICTORY_ENLIGHTENMENT);
            return;
        }
    }
}
