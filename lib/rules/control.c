/* SPDX-License-Identifier: MIT */
/*
 * control.c - gaining control of a card in play (CTL-01 .. CTL-03).
 */
#include "rules/rules.h"

/* CTL-02: only a Personality or a Holding another player controls (a
   Follower, an Item or a Spell changes control with its bearer; a
   Stronghold never does). */
bool l5r_control__check_targets(l5r_use *u)
{
    if (!l5r_cards__ability_has(u->ab, L5R_EFF_GAIN_CONTROL))
        return true;
    for (uint32_t i = 0; i < u->a->ntargets; i++) {
        uint32_t t = u->a->targets[i];
        if (t >= u->s->ncards)
            continue; /* the target check refused it */
        uint8_t type = l5r_game__def(u->g, t)->type;
        if (type != L5R_TYPE_PERSONALITY && type != L5R_TYPE_HOLDING)
            return l5r_verdict__deny(u->j, L5R_REASON_TARGET, "CTL-02",
                                     "only control of a Personality or a "
                                     "Holding can be gained");
        if (l5r_state__ccards(u->s)[t].controller == u->p)
            return l5r_verdict__deny(u->j, L5R_REASON_TARGET, "CTL-01",
                                     "#%u is already yours", t);
    }
    return true;
}

/* CTL-01, CTL-03: the player who used the ability controls each target
   still in play that someone else controls; it comes to his home, out of
   any army, bowed or not as it was, with what is attached to it. When it
   leaves play it goes to its owner's discard pile, as any card. */
void l5r_control__resolve(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_game *g = r->g;
    l5r_state *s = g->st;
    l5r_cardst *c = l5r_state__cards(s);
    uint32_t subj[72];
    uint32_t n = l5r_effects__subjects(r, e->who, subj);
    for (uint32_t i = 0; i < n; i++) {
        uint32_t t = subj[i];
        if (c[t].zone != L5R_ZONE_PLAY || c[t].controller == r->p ||
            l5r_stats__cannot(g, t, L5R_CANNOT_CONTROLLED)) /* PRV-04 */
            continue;
        for (uint32_t k = 0; k < s->ncards; k++)
            if (k == t ||
                (c[k].zone == L5R_ZONE_PLAY && c[k].attached_to == t)) {
                l5r_zones__set_controller(g, k, r->p);
                c[k].location = 0;
                c[k].flags &= (uint8_t) ~(L5R_CF_ATTACKING | L5R_CF_DEFENDING);
            }
        l5r_events__record(g, L5R_EV_CONTROL, r->p, t, 0);
    }
}
