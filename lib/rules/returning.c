/* SPDX-License-Identifier: MIT */
/*
 * returning.c - cards put into play from a discard pile (RET-01, RET-02):
 * the target filter `at: discard` reaches them, `put_into_play` brings
 * them back. A card that comes back is a new card: what it had in play
 * (tokens, TOK-07; lasting effects; the dishonorable state, PHR-03) is
 * gone, and it comes in unbowed.
 */
#include "rules/rules.h"

/* RET-02: only Personalities and Holdings come back (the others need a
   bearer or are played, not put into play), and a Unique one only while
   no card of its identity is in play (CORE-17). */
bool l5r_returning__check_targets(l5r_use *u)
{
    if (!l5r_cards__ability_has(u->ab, L5R_EFF_PUT_INTO_PLAY))
        return true;
    for (uint32_t i = 0; i < u->a->ntargets; i++) {
        uint32_t t = u->a->targets[i];
        if (t >= u->s->ncards)
            continue; /* the target check refused it */
        uint8_t type = l5r_game__def(u->g, t)->type;
        if (type != L5R_TYPE_PERSONALITY && type != L5R_TYPE_HOLDING)
            return l5r_verdict__deny(u->j, L5R_REASON_TARGET, "RET-02",
                                     "only a Personality or a Holding is "
                                     "put into play from a discard pile");
        if (!l5r_recruit__check_unique(u->j, t))
            return false;
    }
    return true;
}

/* RET-01: each target still in a discard pile enters play at home,
   controlled by the player who used the ability. */
void l5r_returning__resolve(l5r_resolving *r, const l5r_effrec *e)
{
    (void)e;
    l5r_game *g = r->g;
    l5r_cardst *c = l5r_state__cards(g->st);
    for (uint32_t i = 0; i < r->a->ntargets; i++) {
        uint32_t t = r->a->targets[i];
        if (t >= g->st->ncards || (c[t].zone != L5R_ZONE_DYNASTY_DISCARD &&
                                   c[t].zone != L5R_ZONE_FATE_DISCARD))
            continue;
        c[t].controller = (uint8_t)r->p;
        c[t].flags &= (uint8_t)~L5R_CF_DEAD;
        l5r_zones__move(g, t, L5R_ZONE_PLAY, 0);
    }
}
