/* SPDX-License-Identifier: MIT */
/*
 * formation.c - Formations (FRM-01 .. FRM-07) and Delayed Terrain
 * (DTR-01, DTR-02): Action cards that enter play at the current
 * battlefield.
 */
#include "rules/rules.h"

#include "cards/keywords.h"

/* FRM-06: "Battle: Any number of times per turn: Play a Formation from
   your hand" - p1 use formation with #N. */
bool l5r_formation__judge(l5r_judging *j)
{
    const l5r_game *g = j->g;
    uint32_t p = j->p;
    const l5r_action *a = j->a;
    const l5r_state *s = g->st;
    if (s->decision != L5R_DECIDE_BATTLE || !l5r_game__in_battle(s))
        return l5r_verdict__deny(j, L5R_REASON_WRONG_TIME, "FRM-06",
                                 "Formations are played in the Combat Segment");
    if (!l5r_armies__present(g, p, s->battlefield))
        return l5r_verdict__deny(
            j, L5R_REASON_PRESENCE, "CORE-51",
            "you control no unit at the current battlefield");
    if (a->ncosts != 1 || a->how[0] != L5R_PAY_WITH || a->ntargets != 0)
        return l5r_verdict__deny(j, L5R_REASON_MALFORMED, "FRM-06",
                                 "name the Formation: use formation with #N");
    uint32_t f = a->costs[0];
    const l5r_cardst *c = f < s->ncards ? &l5r_state__ccards(s)[f] : NULL;
    if (c == NULL || c->zone != L5R_ZONE_HAND || c->owner != p ||
        !l5r_profile__is_formation(g, f))
        return l5r_verdict__deny(j, L5R_REASON_WRONG_ZONE, "FRM-06",
                                 "#%u is not a Formation in your hand", f);
    if (!l5r_profile__formed(g, f, p, s->battlefield)) /* FRM-03, FRM-04 */
        return l5r_verdict__deny(
            j, L5R_REASON_REQUIREMENT, "FRM-03",
            "your army here does not form it: each condition "
            "of its \"Formed by\" needs a separate card "
            "(FRM-04)");
    return true;
}

void l5r_formation__perform(l5r_game *g, uint32_t p, const l5r_action *a)
{
    l5r_state *s = g->st;
    uint32_t f = a->costs[0];
    l5r_cardst *c = l5r_state__cards(s);
    /* FRM-01: it enters play at the current battlefield, controlled by its
       player; FRM-02: then the player's other Formations are destroyed,
       before it resolves. */
    c[f].controller = (uint8_t)p;
    l5r_zones__move(g, f, L5R_ZONE_PLAY, s->battlefield);
    for (uint32_t i = 0; i < s->ncards; i++)
        if (i != f && c[i].zone == L5R_ZONE_PLAY && c[i].controller == p &&
            l5r_profile__is_formation(g, i))
            l5r_zones__destroy(g, i);
    /* FRM-06: then an additional Battle or Open action. */
    s->extra = 1;
}

/* --- Delayed Terrain ------------------------------------------------------ */

/* DTR-01: played, it picks no targets and does nothing; it waits in play
   at the battlefield. */
void l5r_formation__play_terrain(l5r_game *g, uint32_t p, uint32_t card)
{
    l5r_state *s = g->st;
    l5r_state__cards(s)[card].controller = (uint8_t)p;
    l5r_zones__move(g, card, L5R_ZONE_PLAY, s->battlefield);
}

/* DTR-02: at the end of the Combat Segment, after all pass, each Delayed
   Terrain still in play here has its targets selected (its controller's
   decision) and its effects resolved; then it is discarded. Returns true
   while a decision is pending. */
bool l5r_formation__terrains(l5r_game *g)
{
    l5r_state *s = g->st;
    const l5r_cardst *c = l5r_state__ccards(s);
    for (uint32_t i = 0; i < s->ncards; i++) {
        if (c[i].zone != L5R_ZONE_PLAY || c[i].location != s->battlefield ||
            !l5r_profile__is_delayed_terrain(g, i))
            continue;
        const l5r_cardrec *d = l5r_game__def(g, i);
        uint32_t p = c[i].controller;
        for (uint32_t k = 0; k < d->abil_count; k++) {
            const l5r_abilrec *ab = &g->db->abils.v[d->abil_first + k];
            if (!(ab->timing & L5R_TIMING_BATTLE))
                continue;
            if (ab->target.present) {
                if (l5r_targets__legal_count(g, p, i, &ab->target) >=
                    l5r_cards__min_targets(g->db, ab)) {
                    s->choose_card = i;
                    s->choose_ability = k;
                    s->decider = (uint8_t)p;
                    s->decision = L5R_DECIDE_TERRAIN;
                    return true;
                }
                break; /* not enough legal targets: no effect */
            }
            l5r_action a;
            memset(&a, 0, sizeof a);
            a.tag = L5R_TAG_ACTION;
            a.kind = L5R_ACT_USE;
            a.player = p;
            a.card = i;
            a.ability = k;
            a.on = a.value = L5R_NO;
            l5r_effects__resolve_use(g, p, &a, false);
            break;
        }
        if (c[i].zone == L5R_ZONE_PLAY)
            l5r_zones__move(g, i, L5R_ZONE_FATE_DISCARD, 0);
    }
    return false;
}

/* FRM-06: each Formation in hand. */
int l5r_formation__list(l5r_lister *l)
{
    const l5r_state *s = l->g->st;
    const l5r_cardst *c = l5r_state__ccards(s);
    int rc = L5R_OK;
    if (s->decision != L5R_DECIDE_BATTLE)
        return rc;
    for (uint32_t x = 0; x < l5r_rules__nhand(l) && rc == L5R_OK; x++) {
        uint32_t i = l5r_rules__hand(l, x);
        if (c[i].zone == L5R_ZONE_HAND && c[i].owner == l->p &&
            l5r_profile__is_formation(l->g, i)) {
            l5r_action a;
            l5r_rules__candidate(&a, l->p, L5R_ACT_USE, L5R_NO);
            a.ability = L5R_PA_FORMATION;
            a.how[0] = L5R_PAY_WITH;
            a.costs[0] = i;
            a.ncosts = 1;
            rc = l5r_rules__consider(l, &a);
        }
    }
    return rc;
}
