/* SPDX-License-Identifier: MIT */
/*
 * ritual.c - Rituals (RIT-01, RIT-02): cast by several Shugenja at one
 * location, the primary caster among them; the move names the assisting
 * casters.
 */
#include "rules/rules.h"

#include "cards/keywords.h"

/* RIT-01, RIT-02: a Ritual is cast by several Shugenja at one location,
   the primary caster (the Personality the Spell is attached to) among
   them; Followers with the Shugenja trait may assist. The move names the
   assisting casters: "with #N". */
bool l5r_ritual__check_casters(l5r_use *u)
{
    const l5r_action *a = u->a;
    const l5r_state *s = u->s;
    uint32_t with = 0;
    if (u->ab->performer.present)
        return true; /* its "with #N" is the performer: PRF-01 */
    for (uint32_t i = 0; i < a->ncosts; i++)
        with += a->how[i] == L5R_PAY_WITH;
    if (u->ab->casters_min == 0) {
        if (with > 0)
            return l5r_verdict__deny(u->j, L5R_REASON_MALFORMED, "RIT-01",
                                     "only a Ritual has assisting casters");
        return true;
    }
    uint32_t primary =
        u->card != L5R_NO ? l5r_armies__unit_of(u->g, u->card) : L5R_NO;
    if (primary == L5R_NO)
        return l5r_verdict__deny(
            u->j, L5R_REASON_WRONG_ZONE, "RIT-01",
            "a Ritual is cast by the Shugenja the Spell is "
            "attached to");
    uint32_t casters = 1 + with;
    if (casters < u->ab->casters_min || casters > u->ab->casters_max)
        return l5r_verdict__deny(
            u->j, L5R_REASON_COST, "RIT-01",
            "this Ritual needs %u to %u casters; the move names "
            "%u (the primary caster and %u assisting)",
            u->ab->casters_min, u->ab->casters_max, casters, with);
    uint8_t where = l5r_state__ccards(s)[primary].location;
    for (uint32_t i = 0; i < a->ncosts; i++) {
        if (a->how[i] != L5R_PAY_WITH)
            continue;
        uint32_t c = a->costs[i];
        if (c >= s->ncards || c == primary)
            return l5r_verdict__deny(
                u->j, L5R_REASON_COST, "RIT-01",
                "#%u cannot assist: it is not another caster", c);
        const l5r_cardst *cs = &l5r_state__ccards(s)[c];
        uint8_t type = l5r_game__def(u->g, c)->type;
        if (cs->zone != L5R_ZONE_PLAY || cs->controller != u->p ||
            !(type == L5R_TYPE_PERSONALITY ||
              (type == L5R_TYPE_FOLLOWER && cs->attached_to != L5R_NO)) ||
            /* RIT-02: Shugenja Followers too */
            !l5r_profile__has_keyword(u->g, c, L5R__KWID_SHUGENJA))
            return l5r_verdict__deny(u->j, L5R_REASON_COST, "RIT-02",
                                     "#%u is not a Shugenja (Personality or "
                                     "Follower) you control in play",
                                     c);
        if (cs->location != where)
            return l5r_verdict__deny(
                u->j, L5R_REASON_COST, "RIT-01",
                "#%u is not at the primary caster's location", c);
        for (uint32_t k = 0; k < i; k++)
            if (a->costs[k] == c)
                return l5r_verdict__deny(u->j, L5R_REASON_COST, "RIT-01",
                                         "#%u is named twice", c);
    }
    return true;
}
