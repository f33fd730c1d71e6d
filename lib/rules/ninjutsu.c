/* SPDX-License-Identifier: MIT */
/*
 * ninjutsu.c - Ninjutsu Personalities (NIN-01 .. NIN-08).
 *
 * How one comes to be face-down in play is the project's reading
 * (examples/cards/SCHEMA.md): in your Dynasty phase you may recruit a
 * face-up Ninjutsu Personality from your province face-down ("recruit #N
 * face-down"), as the NIN-01 profile: Gold Cost 4, no Honor Requirement.
 */
#include "rules/rules.h"

#include "cards/keywords.h"

/* "recruit #N face-down" (the project's reading, see above). */
static bool judge_face_down(l5r_judging *j)
{
    const l5r_game *g = j->g;
    uint32_t p = j->p;
    uint32_t card = j->a->card;
    const l5r_state *s = g->st;
    const l5r_cardst *c = &l5r_state__ccards(s)[card];
    if (!l5r_profile__is_ninjutsu(g, card) || c->zone != L5R_ZONE_PROVINCE ||
        c->owner != p || (c->flags & L5R_CF_FACE_DOWN))
        return l5r_verdict__deny(j, L5R_REASON_MALFORMED, "NIN-01",
                                 "only a face-up Ninjutsu Personality in your "
                                 "province is recruited face-down");
    if (!l5r_recruit__check_allowed(j))
        return false;
    if (s->players[p].gold < 4) /* NIN-01: Gold Cost 4 face-down */
        return l5r_verdict__deny(j, L5R_REASON_GOLD, "NIN-01",
                                 "face-down he costs 4 gold; you have %d",
                                 s->players[p].gold);
    return true;
}

void l5r_ninjutsu__apply_face_down(l5r_game *g, uint32_t p, const l5r_action *a)
{
    uint32_t card = a->card;
    l5r_state *s = g->st;
    l5r_cardst *c = &l5r_state__cards(s)[card];
    uint8_t prov = c->province;
    s->players[p].gold -= 4;
    l5r_events__record(g, L5R_EV_GOLD, p, card, -4);
    c->controller = (uint8_t)p;
    c->province = L5R_NO8;
    l5r_zones__move(g, card, L5R_ZONE_PLAY, 0);
    c->flags |= L5R_CF_FACE_DOWN; /* NIN-03: only his controller sees him */
    l5r_zones__refill(g, p, prov);
}

/* Is an attachment legal on the face-up Personality? (Spells only on
   Shugenja; one Weapon, one Armor.) */
static bool legal_attachment(const l5r_game *g, uint32_t att, uint32_t on,
                             bool *weapon, bool *armor)
{
    uint8_t type = l5r_game__def(g, att)->type;
    if (type == L5R_TYPE_SPELL &&
        !l5r_profile__has_keyword(g, on, L5R__KWID_SHUGENJA))
        return false;
    if (type == L5R_TYPE_ITEM &&
        l5r_profile__has_keyword(g, att, L5R__KWID_WEAPON)) {
        if (*weapon)
            return false;
        *weapon = true;
    }
    if (type == L5R_TYPE_ITEM &&
        l5r_profile__has_keyword(g, att, L5R__KWID_ARMOR)) {
        if (*armor)
            return false;
        *armor = true;
    }
    return true;
}

/* NIN-04, NIN-05: turning him face-up. */
void l5r_ninjutsu__flip(l5r_game *g, uint32_t card)
{
    l5r_state *s = g->st;
    l5r_cardst *c = l5r_state__cards(s);
    uint32_t p = c[card].controller;
    /* NIN-04: the face-up side's play restrictions, Honor Requirement
       included: if he cannot join, he and his attachments are discarded. */
    c[card].flags &= (uint8_t)~L5R_CF_FACE_DOWN;
    bool has;
    int32_t hr = l5r_stats__stat(g, card, L5R_STAT_HONOR_REQUIREMENT, &has);
    bool unique_clash = false;
    if (l5r_game__def(g, card)->unique) {
        /* CORE-17 with SOU-01: the same title, or the same identity. */
        int format = (int)l5r_game__opt(g, L5R_PARAM_FORMAT);
        uint32_t mine = c[card].def, other;
        l5r_carddb_card_get_identity(&mine, g->db, c[card].def, format);
        for (uint32_t i = 0; i < s->ncards; i++) {
            if (i == card || c[i].zone != L5R_ZONE_PLAY ||
                (c[i].flags & L5R_CF_FACE_DOWN))
                continue;
            other = c[i].def;
            l5r_carddb_card_get_identity(&other, g->db, c[i].def, format);
            unique_clash |= l5r_game__same_title(g, i, card) || other == mine;
        }
    }
    if ((has && s->players[p].honor < hr) || unique_clash) {
        l5r_events__record(g, L5R_EV_REVEAL, p, card, -1);
        l5r_zones__move(g, card, L5R_ZONE_DYNASTY_DISCARD, 0);
        return;
    }
    /* NIN-05: he keeps every effect; flipping is not entering play. */
    l5r_events__record(g, L5R_EV_REVEAL, p, card, 0);
    bool weapon = false, armor = false;
    for (uint32_t i = 0; i < s->ncards; i++)
        if (c[i].zone == L5R_ZONE_PLAY && c[i].attached_to == card &&
            !legal_attachment(g, i, card, &weapon, &armor))
            l5r_zones__move(g, i,
                            l5r_game__def(g, i)->deck == L5R_DECK_FATE
                                ? L5R_ZONE_FATE_DISCARD
                                : L5R_ZONE_DYNASTY_DISCARD,
                            0);
}

/* NIN-07 ("flip") and NIN-08 ("flip-reaction"): pay the Ninjutsu value of
   a face-down Ninjutsu Personality you control - "use flip with #N". */
bool l5r_ninjutsu__judge_flip(l5r_judging *j)
{
    const l5r_game *g = j->g;
    uint32_t p = j->p;
    const l5r_action *a = j->a;
    const l5r_state *s = g->st;
    bool reaction = a->ability == L5R_PA_FLIP_REACTION;
    const char *rule = reaction ? "NIN-08" : "NIN-07";
    if (a->ncosts != 1 || a->how[0] != L5R_PAY_WITH || a->ntargets != 0)
        return l5r_verdict__deny(j, L5R_REASON_MALFORMED, rule,
                                 "name him: use %s with #N",
                                 reaction ? "flip-reaction" : "flip");
    uint32_t n = a->costs[0];
    if (n >= s->ncards || l5r_state__ccards(s)[n].zone != L5R_ZONE_PLAY ||
        l5r_state__ccards(s)[n].controller != p ||
        !l5r_profile__face_down_ninja(g, n))
        return l5r_verdict__deny(
            j, L5R_REASON_TARGET, rule,
            "#%u is not a face-down Ninjutsu Personality you "
            "control",
            n);
    if (reaction) {
        bool targeted = false;
        for (uint32_t i = 0; i < s->ntrig; i++)
            targeted |=
                s->trig[i].kind == L5R_TRIGGER_TARGETED && s->trig[i].card == n;
        if (s->decision != L5R_DECIDE_REACTION || !targeted)
            return l5r_verdict__deny(j, L5R_REASON_WRONG_TIME, "NIN-08",
                                     "only right after an action targets him");
    } else if (s->decision != L5R_DECIDE_ACTION &&
               !(s->decision == L5R_DECIDE_BATTLE && l5r_game__in_battle(s))) {
        return l5r_verdict__deny(j, L5R_REASON_WRONG_TIME, "NIN-07",
                                 "an Open action: in an Action phase");
    }
    if (s->decision == L5R_DECIDE_BATTLE && l5r_game__in_battle(s) && !reaction)
        return l5r_verdict__deny(j, L5R_REASON_WRONG_TIME, "NIN-07",
                                 "an Open action is not taken in battle");
    int32_t cost = l5r_profile__ninjutsu_value(g, n);
    if (s->players[p].gold < cost)
        return l5r_verdict__deny(j, L5R_REASON_GOLD, rule,
                                 "his Ninjutsu value is %d gold; you have %d",
                                 cost, s->players[p].gold);
    return true;
}

void l5r_ninjutsu__perform_flip(l5r_game *g, uint32_t p, const l5r_action *a)
{
    l5r_state *s = g->st;
    uint32_t n = a->costs[0];
    int32_t cost = l5r_profile__ninjutsu_value(g, n);
    s->players[p].gold -= cost;
    l5r_events__record(g, L5R_EV_GOLD, p, n, -cost);
    /* TRG-12: his Ninjutsu value is the flip's cost (a `ninjutsu` cost,
       CST-01), paid before he turns face-up. */
    l5r_events__trigger_at(g, L5R_TRIGGER_COST_PAID, p, n,
                           (uint8_t)(1u << (L5R_COST_NINJUTSU - L5R_COST_BOW)));
    l5r_ninjutsu__flip(g, n);
    /* NIN-08: if he is now an illegal target of the waiting action, its
       effects on him are negated. */
    if (a->ability == L5R_PA_FLIP_REACTION && s->pending_set &&
        l5r_state__ccards(s)[n].zone == L5R_ZONE_PLAY) {
        l5r_action pa;
        memset(&pa, 0, sizeof pa);
        pa.card = s->pending_card;
        pa.ability = s->pending_ability;
        const l5r_abilrec *ab = l5r_targets__ability(g, &pa);
        const char *why, *rule;
        if (ab != NULL && ab->target.present &&
            !l5r_targets__ok(g, s->pending_actor, s->pending_card, &ab->target,
                             n, &why, &rule))
            l5r_targets__negate_for(g, n);
    } else if (a->ability == L5R_PA_FLIP_REACTION && s->pending_set) {
        l5r_targets__negate_for(g, n); /* he is gone: nothing happens to him */
    }
}

/* "recruit #N face-down": the card must exist (CORE-29) before its
   profile is looked at. */
bool l5r_ninjutsu__judge_face_down(l5r_judging *j)
{
    return l5r_verdict__card_exists(j, j->a->card) && judge_face_down(j);
}

int l5r_ninjutsu__list_face_down(l5r_lister *l, uint32_t card)
{
    const l5r_cardst *c = &l5r_state__ccards(l->g->st)[card];
    if (c->zone != L5R_ZONE_PROVINCE || (c->flags & L5R_CF_FACE_DOWN) ||
        !l5r_profile__is_ninjutsu(l->g, card))
        return L5R_OK;
    l5r_action a;
    l5r_rules__candidate(&a, l->p, L5R_ACT_RECRUIT, card);
    a.value = 1; /* face-down: a Ninjutsu Personality */
    return l5r_rules__consider(l, &a);
}

/* NIN-07, NIN-08: each face-down Ninjutsu Personality of the player, both
   ways of turning him face-up (one generator for both rows). */
int l5r_ninjutsu__list_flips(l5r_lister *l)
{
    const l5r_cardst *c = l5r_state__ccards(l->g->st);
    int rc = L5R_OK;
    for (uint32_t x = 0; x < l->nscan && rc == L5R_OK; x++) {
        uint32_t i = l5r_rules__mine(l, x); /* the player's cards in play */
        if (c[i].zone != L5R_ZONE_PLAY || c[i].controller != l->p ||
            !l5r_profile__face_down_ninja(l->g, i))
            continue;
        for (uint32_t pa = L5R_PA_FLIP; pa <= L5R_PA_FLIP_REACTION; pa++) {
            l5r_action f;
            l5r_rules__candidate(&f, l->p, L5R_ACT_USE, L5R_NO);
            f.ability = pa;
            f.how[0] = L5R_PAY_WITH;
            f.costs[0] = i;
            f.ncosts = 1;
            if (rc == L5R_OK)
                rc = l5r_rules__consider(l, &f);
        }
    }
    return rc;
}
