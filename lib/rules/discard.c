/* SPDX-License-Identifier: MIT */
/*
 * discard.c - discarding by choice: a face-up card from your province in
 * your Dynasty phase (CORE-23), and from your hand down to the maximum hand
 * size in the End phase (CORE-22).
 */
#include "rules/rules.h"

#include "cards/keywords.h"

/* CORE-23: discard a face-up card from your province (Dynasty phase);
   CORE-22: discard from hand down to the maximum hand size (End phase). */
bool l5r_discard__judge(l5r_judging *j)
{
    uint32_t c = j->a->card;
    if (!l5r_verdict__card_exists(j, c))
        return false;
    const l5r_cardst *cs = &l5r_state__ccards(j->s)[c];
    l5r_verdict__card_name(j, c, j->n1, sizeof j->n1);
    if (j->s->decision == L5R_DECIDE_DISCARD) {
        if (cs->zone != L5R_ZONE_HAND || cs->owner != j->p)
            return l5r_verdict__deny(j, L5R_REASON_WRONG_ZONE, "CORE-22",
                                     "%s is not in your hand", j->n1);
        return true;
    }
    if (cs->zone != L5R_ZONE_PROVINCE || cs->owner != j->p ||
        (cs->flags & L5R_CF_FACE_DOWN))
        return l5r_verdict__deny(j, L5R_REASON_WRONG_ZONE, "CORE-23",
                                 "%s is not a face-up card in your provinces",
                                 j->n1);
    return true;
}

void l5r_discard__apply(l5r_game *g, uint32_t p, const l5r_action *a)
{
    uint32_t card = a->card;
    l5r_cardst *c = &l5r_state__cards(g->st)[card];
    if (c->zone == L5R_ZONE_PROVINCE) {
        uint8_t prov = c->province;
        l5r_zones__move(g, card, L5R_ZONE_DYNASTY_DISCARD, 0);
        l5r_zones__refill(g, p, prov);
    } else {
        l5r_zones__move(g, card,
                        l5r_game__def(g, card)->deck == L5R_DECK_FATE
                            ? L5R_ZONE_FATE_DISCARD
                            : L5R_ZONE_DYNASTY_DISCARD,
                        0);
    }
}

uint16_t l5r_discard__zones_at(uint8_t decision)
{
    /* l5r_discard__list's first test, by the decision alone. */
    return decision == L5R_DECIDE_DISCARD ? 1u << L5R_ZONE_HAND
                                          : 1u << L5R_ZONE_PROVINCE;
}

int l5r_discard__list(l5r_lister *l, uint32_t card)
{
    const l5r_cardst *c = &l5r_state__ccards(l->g->st)[card];
    /* From hand only to come down to the maximum hand size (CORE-22);
       otherwise face-up cards from provinces (CORE-23). */
    bool hand_decision = l->g->st->decision == L5R_DECIDE_DISCARD;
    if ((c->zone == L5R_ZONE_HAND && hand_decision) ||
        (c->zone == L5R_ZONE_PROVINCE && !hand_decision &&
         !(c->flags & L5R_CF_FACE_DOWN))) {
        l5r_action a;
        l5r_rules__candidate(&a, l->p, L5R_ACT_DISCARD, card);
        return l5r_rules__consider(l, &a);
    }
    return L5R_OK;
}
