/* SPDX-License-Identifier: MIT */
/*
 * fear.c - Fear (FEA-01 .. FEA-03): an implicit target, a unit opposing
 * the card producing it, in battle; its Followers with Force at most the
 * Fear's strength bow, Undead excepted.
 */
#include "rules/rules.h"

#include "cards/keywords.h"

bool l5r_fear__uses(const l5r_game *g, const l5r_abilrec *ab)
{
    (void)g;
    return l5r_cards__ability_has(ab, L5R_EFF_FEAR);
}

/* FEA-01: a Fear effect implicitly targets a unit opposing the card
   producing it (or, if that card cannot be in an army, a unit in the
   current enemy army). */
bool l5r_fear__check_target(l5r_use *u, uint32_t target)
{
    const l5r_state *s = u->s;
    if (!l5r_game__in_battle(s))
        return l5r_verdict__deny(
            u->j, L5R_REASON_WRONG_TIME, "FEA-01",
            "Fear targets a unit in an opposing army: only in "
            "battle");
    if (target >= s->ncards ||
        l5r_state__ccards(s)[target].zone != L5R_ZONE_PLAY ||
        l5r_game__def(u->g, target)->type != L5R_TYPE_PERSONALITY ||
        l5r_state__ccards(s)[target].controller == u->p ||
        l5r_state__ccards(s)[target].location != s->battlefield)
        return l5r_verdict__deny(
            u->j, L5R_REASON_TARGET, "FEA-01",
            "Fear must target a unit in the enemy army at the "
            "current battlefield");
    return true;
}

/* FEA-02: bow each Follower in the target unit with Force at most the
   Fear's strength; FEA-03: Undead are unaffected. */
void l5r_fear__resolve(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_game *g = r->g;
    const l5r_state *s = g->st;
    if (r->a->ntargets == 0)
        return;
    uint32_t unit = r->a->targets[0];
    const l5r_cardst *c = l5r_state__ccards(s);
    for (uint32_t i = 0; i < s->ncards; i++)
        if (c[i].zone == L5R_ZONE_PLAY && c[i].attached_to == unit &&
            l5r_game__def(g, i)->type == L5R_TYPE_FOLLOWER &&
            l5r_stats__stat(g, i, L5R_STAT_FORCE, NULL) <= e->amount &&
            !l5r_profile__has_keyword(g, i, L5R__KWID_UNDEAD))
            l5r_zones__bow(g, i);
}
