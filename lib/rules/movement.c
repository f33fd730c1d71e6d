/* SPDX-License-Identifier: MIT */
/*
 * movement.c - moving units (MOV-01 .. MOV-06): an effect moves a unit to
 * the current battlefield, into its controller's army there; only in a
 * battle, never to where it already is, never a Personality that already
 * fought at a resolution this Attack phase (No Second Battle). Going home
 * after a resolution (battle.c) and assigning in the Maneuvers are not
 * movement (MOV-03): neither comes here.
 *
 * Moving home is the vocabulary's `move_home` (effects.c): "send home" on
 * a card is that word.
 */
#include "rules/rules.h"

#include <stdio.h>

/* Does `ab` move `who` (self or target) to the current battlefield? */
static bool moves(const l5r_game *g, const l5r_abilrec *ab, uint8_t who)
{
    if (!l5r_cards__ability_has(ab, L5R_EFF_MOVE_TO_BATTLEFIELD))
        return false;
    for (uint32_t k = 0; k < ab->eff_count; k++) {
        const l5r_effrec *e = &g->db->effs.v[ab->eff_first + k];
        if (e->kind == L5R_EFF_MOVE_TO_BATTLEFIELD && e->who == who)
            return true;
    }
    return false;
}

bool l5r_movement__moves_self(const l5r_game *g, const l5r_abilrec *ab)
{
    return moves(g, ab, L5R_WHO_SELF);
}

/* The unit a `self` move moves: the card's own, or for an attached card
   its bearer's (MOV-05: an attached card never moves alone). */
static uint32_t self_unit(const l5r_game *g, uint32_t card)
{
    if (card == L5R_NO || card >= g->st->ncards)
        return L5R_NO;
    return l5r_armies__unit_of(g, card);
}

/* The side a player's units join in this battle (MOV-05): attacking,
   defending, or none (a player neither attacking nor defended). */
static uint8_t side_of(const l5r_state *s, uint32_t player)
{
    if (player == s->attacker)
        return L5R_CF_ATTACKING;
    if (player == s->defender)
        return L5R_CF_DEFENDING;
    return 0;
}

/* Can `unit` move to the current battlefield? The checks of MOV-01,
   MOV-02 and MOV-05 on one unit; `what` names it in a refusal. MOV-04:
   whether it is bowed does not matter. */
static bool unit_may_move(l5r_use *u, uint32_t unit, const char *what)
{
    const l5r_state *s = u->s;
    /* MOV-01: movement only in a battle. */
    if (!l5r_game__in_battle(s))
        return l5r_verdict__deny(u->j, L5R_REASON_WRONG_TIME, "MOV-01",
                                 "units move to a battlefield only in a "
                                 "battle");
    const l5r_cardst *c = l5r_state__ccards(s);
    /* MOV-05: a unit moves whole; an attached card never moves alone. */
    if (unit == L5R_NO || unit >= s->ncards || c[unit].zone != L5R_ZONE_PLAY ||
        l5r_game__def(u->g, unit)->type != L5R_TYPE_PERSONALITY)
        return l5r_verdict__deny(u->j, L5R_REASON_TARGET, "MOV-05",
                                 "%s is not a unit in play: only a "
                                 "Personality's unit moves",
                                 what);
    if (side_of(s, c[unit].controller) == 0)
        return l5r_verdict__deny(u->j, L5R_REASON_TARGET, "MOV-05",
                                 "%s's controller has no side in this battle",
                                 what);
    /* MOV-01: not to where it already is. */
    if (c[unit].location == s->battlefield)
        return l5r_verdict__deny(u->j, L5R_REASON_WRONG_ZONE, "MOV-01",
                                 "%s is already at the current battlefield",
                                 what);
    /* MOV-02: No Second Battle. */
    if (c[unit].flags & L5R_CF_FOUGHT)
        return l5r_verdict__deny(u->j, L5R_REASON_RESTRICTED, "MOV-02",
                                 "%s was in an attacking army at a resolution "
                                 "this Attack phase: he will not move to a "
                                 "battlefield again",
                                 what);
    return true;
}

/* MOV-06: an ability that moves its own unit in is its own presence: it
   may be used from home or another battlefield (CORE-51 aside), once the
   unit may move (MOV-01, MOV-02, MOV-05). */
bool l5r_movement__check_self(l5r_use *u)
{
    return unit_may_move(u, self_unit(u->g, u->card), u->n1);
}

/* MOV-01, MOV-02, MOV-05: each target of a move to the battlefield may
   move (the target filter chose them; `at: away` reaches them outside the
   battle, game/targets.c). */
bool l5r_movement__check_targets(l5r_use *u)
{
    if (!moves(u->g, u->ab, L5R_WHO_TARGET))
        return true;
    for (uint32_t i = 0; i < u->a->ntargets; i++) {
        char what[24];
        snprintf(what, sizeof what, "#%u", u->a->targets[i]);
        if (!unit_may_move(u, u->a->targets[i], what))
            return false;
    }
    return true;
}

/* Move `unit` to the current battlefield, into its controller's army
   (MOV-05), as movement: told (L5R_EV_MOVE, 100 + the battlefield) and a
   trigger (unit_moved). */
static void move_in(l5r_game *g, uint32_t unit)
{
    l5r_state *s = g->st;
    l5r_cardst *c = &l5r_state__cards(s)[unit];
    uint8_t bf = s->battlefield;
    l5r_armies__unit_move(g, unit, bf);
    c->flags &= (uint8_t) ~(L5R_CF_ATTACKING | L5R_CF_DEFENDING);
    c->flags |= side_of(s, c->controller);
    l5r_events__record(g, L5R_EV_MOVE, c->controller, unit, 100 + bf);
    l5r_events__trigger(g, L5R_TRIGGER_UNIT_MOVED, c->controller, unit);
}

/* move_to_battlefield: each subject that may still move does (MOV-01,
   MOV-02, MOV-05 again as it resolves); of several, one that may not
   stays and the others move (MOV-02). MOV-04: bowed or not. */
void l5r_movement__resolve(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_game *g = r->g;
    const l5r_state *s = g->st;
    if (!l5r_game__in_battle(s))
        return;
    uint32_t units[L5R_ARRAY_LEN(r->a->targets)], n = 0;
    if (e->who == L5R_WHO_TARGET) {
        for (uint32_t i = 0; i < r->a->ntargets && n < L5R_ARRAY_LEN(units);
             i++)
            units[n++] = r->a->targets[i];
    } else {
        units[n++] = self_unit(g, r->card);
    }
    const l5r_cardst *c = l5r_state__ccards(s);
    for (uint32_t i = 0; i < n; i++) {
        uint32_t unit = units[i];
        if (unit == L5R_NO || unit >= s->ncards ||
            c[unit].zone != L5R_ZONE_PLAY ||
            l5r_game__def(g, unit)->type != L5R_TYPE_PERSONALITY ||
            side_of(s, c[unit].controller) == 0 ||
            c[unit].location == s->battlefield ||
            (c[unit].flags & L5R_CF_FOUGHT) ||
            l5r_stats__cannot(g, unit, L5R_CANNOT_MOVED)) /* PRV-01 */
            continue;
        move_in(g, unit);
    }
}
