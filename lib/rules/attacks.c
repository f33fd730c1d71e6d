/* SPDX-License-Identifier: MIT */
/*
 * attacks.c - Ranged and Melee attacks (RNG-01 .. RNG-04): a Battle effect
 * that targets (implicitly, like Fear) a Follower, or a Personality
 * without Followers, in the enemy army at the current battlefield, and
 * destroys it if its Force is at most the attack's strength when the
 * attack resolves. The two are the same but for their kind, which the
 * effect's word keeps (L5R_EFF_RANGED_ATTACK, L5R_EFF_MELEE_ATTACK) and
 * l5r_attacks__kind reads, for what modifies or answers one kind only.
 */
#include "rules/rules.h"

static bool is_attack(uint8_t kind)
{
    return kind == L5R_EFF_RANGED_ATTACK || kind == L5R_EFF_MELEE_ATTACK;
}

/* The first attack effect of `ab`, or NULL. */
static const l5r_effrec *first_attack(const l5r_game *g, const l5r_abilrec *ab)
{
    if (!l5r_cards__ability_has(ab, L5R_EFF_RANGED_ATTACK) &&
        !l5r_cards__ability_has(ab, L5R_EFF_MELEE_ATTACK))
        return NULL;
    for (uint32_t k = 0; k < ab->eff_count; k++) {
        const l5r_effrec *e = &g->db->effs.v[ab->eff_first + k];
        if (is_attack(e->kind))
            return e;
    }
    return NULL;
}

/* RNG-04: the kind of the ability's (first) attack: L5R_EFF_RANGED_ATTACK,
   L5R_EFF_MELEE_ATTACK, or L5R_EFF_NONE for an ability making none. */
uint8_t l5r_attacks__kind(const l5r_game *g, const l5r_abilrec *ab)
{
    const l5r_effrec *e = first_attack(g, ab);
    return e != NULL ? e->kind : (uint8_t)L5R_EFF_NONE;
}

/* RNG-01: a Follower in a unit, or a Personality without Followers, in
   the army of an opponent of `player` at the current battlefield. */
static bool attackable(const l5r_game *g, uint32_t player, uint32_t t)
{
    const l5r_state *s = g->st;
    if (t >= s->ncards)
        return false;
    const l5r_cardst *c = l5r_state__ccards(s);
    if (c[t].zone != L5R_ZONE_PLAY || c[t].controller == player ||
        c[t].location != s->battlefield)
        return false;
    uint8_t type = l5r_game__def(g, t)->type;
    if (type == L5R_TYPE_FOLLOWER)
        return c[t].attached_to != L5R_NO;
    if (type != L5R_TYPE_PERSONALITY)
        return false;
    for (uint32_t i = 0; i < s->ncards; i++)
        if (c[i].zone == L5R_ZONE_PLAY && c[i].attached_to == t &&
            l5r_game__def(g, i)->type == L5R_TYPE_FOLLOWER)
            return false;
    return true;
}

/* The attack's strength: its number, or its amount read now (AMT-01),
   from 0 to 99 (AMT-04). As it resolves, the effect has the number read
   then already (effects.c). */
static int32_t strength(const l5r_use *u, const l5r_effrec *e, uint32_t t)
{
    if (e->expr == 0)
        return e->amount;
    int32_t v = l5r_stats__amount(u->g, e->expr, u->p, u->card, t);
    return v < 0 ? 0 : v > 99 ? 99 : v;
}

bool l5r_attacks__uses(const l5r_game *g, const l5r_abilrec *ab)
{
    return first_attack(g, ab) != NULL;
}

/* RNG-01 .. RNG-03: the target the move names for the attack. */
bool l5r_attacks__check_target(l5r_use *u)
{
    const l5r_effrec *e = first_attack(u->g, u->ab);
    const char *name =
        e->kind == L5R_EFF_RANGED_ATTACK ? "a Ranged attack" : "a Melee attack";
    /* RNG-03: only in a battle. */
    if (!l5r_game__in_battle(u->s))
        return l5r_verdict__deny(u->j, L5R_REASON_WRONG_TIME, "RNG-03",
                                 "%s is made only in a battle", name);
    if (u->a->ntargets < 1 || (!u->ab->target.present && u->a->ntargets != 1))
        return l5r_verdict__deny(u->j, L5R_REASON_TARGET, "RNG-01",
                                 "name the card %s targets (target #N)", name);
    uint32_t t = u->a->targets[0];
    /* RNG-01: a Follower, or a Personality without Followers, of the
       enemy army at the current battlefield. */
    if (!attackable(u->g, u->p, t))
        return l5r_verdict__deny(u->j, L5R_REASON_TARGET, "RNG-01",
                                 "%s targets a Follower, or a Personality "
                                 "without Followers, in the enemy army at the "
                                 "current battlefield: #%u is not one",
                                 name, t);
    /* RNG-02: a target whose Force is already above the strength is
       refused (and the Force is judged again as the attack resolves). */
    int32_t force = l5r_stats__stat(u->g, t, L5R_STAT_FORCE, NULL);
    int32_t n = strength(u, e, t);
    if (force > n)
        return l5r_verdict__deny(u->j, L5R_REASON_TARGET, "RNG-02",
                                 "#%u has Force %d: %s of strength %d cannot "
                                 "destroy it",
                                 t, force, name, n);
    return true;
}

/* ranged_attack, melee_attack: the target, if still one the attack may
   hit (RNG-01) and its Force still at most the strength (RNG-02), is
   destroyed; otherwise nothing happens. */
void l5r_attacks__resolve(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_game *g = r->g;
    if (!l5r_game__in_battle(g->st) || r->a->ntargets == 0) /* RNG-03 */
        return;
    uint32_t t = r->a->targets[0];
    if (!attackable(g, r->p, t)) /* RNG-01 */
        return;
    if (l5r_stats__stat(g, t, L5R_STAT_FORCE, NULL) > e->amount) /* RNG-02 */
        return;
    if (!l5r_stats__cannot(g, t, L5R_CANNOT_DESTROYED)) /* PRV-01 */
        l5r_zones__destroy(g, t);
}
