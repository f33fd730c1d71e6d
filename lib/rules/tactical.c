/* SPDX-License-Identifier: MIT */
/*
 * tactical.c - the Tactical ability every player has (rules brief,
 * section 3): "Tactical Battle: any number of times per turn, discard a
 * card and target your Tactician: he gets +F equal to the card's Focus
 * value"; each Tactician performs one Tactical action per turn.
 * Notation: p1 use tactical discard #C target #T.
 */
#include "rules/rules.h"

#include "cards/keywords.h"

#define TACTIC_USED (1u << 30) /* in l5r_cardst.used: his one per turn */

bool l5r_tactical__judge(l5r_judging *j)
{
    const l5r_game *g = j->g;
    uint32_t p = j->p;
    const l5r_action *a = j->a;
    const l5r_state *s = g->st;
    if (s->decision != L5R_DECIDE_BATTLE || !l5r_game__in_battle(s))
        return l5r_verdict__deny(j, L5R_REASON_WRONG_TIME, "CORE-60",
                                 "a Tactical action is a Battle action");
    if (!l5r_armies__present(g, p, s->battlefield))
        return l5r_verdict__deny(
            j, L5R_REASON_PRESENCE, "CORE-51",
            "you control no unit at the current battlefield");
    if (a->ncosts != 1 || a->how[0] != L5R_PAY_DISCARD || a->ntargets != 1)
        return l5r_verdict__deny(
            j, L5R_REASON_MALFORMED, "CORE-60",
            "use tactical discard #CARD target #TACTICIAN");
    uint32_t card = a->costs[0], t = a->targets[0];
    if (card >= s->ncards || l5r_state__ccards(s)[card].zone != L5R_ZONE_HAND ||
        l5r_state__ccards(s)[card].owner != p)
        return l5r_verdict__deny(j, L5R_REASON_COST, "CORE-54",
                                 "#%u is not a card in your hand to discard",
                                 card);
    const l5r_cardst *tc = t < s->ncards ? &l5r_state__ccards(s)[t] : NULL;
    if (tc == NULL || tc->zone != L5R_ZONE_PLAY || tc->controller != p ||
        l5r_game__def(g, t)->type != L5R_TYPE_PERSONALITY ||
        !l5r_profile__has_keyword(g, t, L5R__KWID_TACTICIAN))
        return l5r_verdict__deny(j, L5R_REASON_TARGET, "CORE-60",
                                 "#%u is not a Tactician you control", t);
    if (tc->location != s->battlefield) /* CORE-51 */
        return l5r_verdict__deny(j, L5R_REASON_PRESENCE, "CORE-51",
                                 "#%u is not at the current battlefield", t);
    if (tc->used & TACTIC_USED)
        return l5r_verdict__deny(
            j, L5R_REASON_LIMIT, "CORE-60",
            "#%u has performed his Tactical action this turn", t);
    return true;
}

void l5r_tactical__perform(l5r_game *g, uint32_t p, const l5r_action *a)
{
    l5r_state *s = g->st;
    uint32_t card = a->costs[0], t = a->targets[0];
    bool has;
    int32_t focus = l5r_stats__stat(g, card, L5R_STAT_FOCUS, &has);
    l5r_state__cards(s)[t].used |= TACTIC_USED;
    l5r_zones__move(g, card, L5R_ZONE_FATE_DISCARD, 0);
    /* TRG-12: the discard is the ability's cost, paid by the Tactician's
       controller. */
    l5r_events__trigger_at(
        g, L5R_TRIGGER_COST_PAID, p, t,
        (uint8_t)(1u << (L5R_COST_DISCARD_CARD - L5R_COST_BOW)));
    if (s->nlast < s->cap_last && focus != 0) {
        l5r_lastst *e = &l5r_state__lasts(s)[s->nlast++];
        e->card = t;
        e->kind = L5R_EFF_FORCE_BONUS;
        e->amount = (int16_t)focus;
        e->until = L5R_UNTIL_END_OF_BATTLE;
        e->player = (uint8_t)p;
        e->str = 0;
    }
}

/* The Tactical ability: each card in hand, each Tactician. */
int l5r_tactical__list(l5r_lister *l)
{
    const l5r_game *g = l->g;
    const l5r_state *s = g->st;
    const l5r_cardst *c = l5r_state__ccards(s);
    int rc = L5R_OK;
    if (s->decision != L5R_DECIDE_BATTLE)
        return rc;
    for (uint32_t x = 0; x < l->nscan && rc == L5R_OK; x++) {
        uint32_t t = l5r_rules__mine(l, x);
        if (c[t].zone != L5R_ZONE_PLAY || c[t].controller != l->p ||
            c[t].location != s->battlefield ||
            !l5r_profile__has_keyword(g, t, L5R__KWID_TACTICIAN))
            continue;
        for (uint32_t y = 0; y < l5r_rules__nhand(l) && rc == L5R_OK; y++) {
            uint32_t h = l5r_rules__hand(l, y);
            if (c[h].zone != L5R_ZONE_HAND || c[h].owner != l->p)
                continue;
            l5r_action a;
            l5r_rules__candidate(&a, l->p, L5R_ACT_USE, L5R_NO);
            a.ability = L5R_PA_TACTICAL;
            a.how[0] = L5R_PAY_DISCARD;
            a.costs[0] = h;
            a.ncosts = 1;
            a.targets[0] = t;
            a.ntargets = 1;
            rc = l5r_rules__consider(l, &a);
        }
    }
    return rc;
}
