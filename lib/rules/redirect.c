/* SPDX-License-Identifier: MIT */
/*
 * redirect.c - redirection (RED-01 .. RED-03): a Reaction names a new
 * target for the ability waiting in the Reaction window.
 */
#include "rules/rules.h"

bool l5r_redirect__redirects(const l5r_game *g, const l5r_abilrec *ab)
{
    (void)g;
    return l5r_cards__ability_has(ab, L5R_EFF_REDIRECT);
}

/* Does one of the ability's effects act on its target (a card, its
   controller, or what it gives from), or read it (an amount `of:
   target`)? Fear's implicit target is one. */
static bool effects_use_target(const l5r_game *g, const l5r_abilrec *ab)
{
    for (uint32_t k = 0; k < ab->eff_count; k++) {
        const l5r_effrec *e = &g->db->effs.v[ab->eff_first + k];
        if (e->who == L5R_WHO_TARGET || e->player == L5R_WHO_TARGET ||
            e->from == L5R_WHO_TARGET ||
            (l5r_cards__effect_flags(e->kind) & L5R_VF_IMPLICIT_TARGET))
            return true;
        if (e->expr != 0 && e->expr <= g->db->amts.n &&
            g->db->amts.v[e->expr - 1].of == L5R_WHO_TARGET)
            return true;
    }
    return false;
}

/* RED-01 .. RED-03: a redirection names the new target of the ability
   waiting on the Reaction window; only a target that could have been
   chosen originally; never an untargeted ability, never a cost. */
bool l5r_redirect__check(l5r_use *u)
{
    const l5r_state *s = u->s;
    const l5r_action *a = u->a;
    if (!s->pending_set || s->pending_ntargets == 0)
        return l5r_verdict__deny(
            u->j, L5R_REASON_TARGET, "RED-02",
            "only a targeted action can be redirected (and "
            "never a cost)");
    if (a->ntargets != 1)
        return l5r_verdict__deny(u->j, L5R_REASON_TARGET, "RED-01",
                                 "name the new target: target #N");
    l5r_action pa;
    memset(&pa, 0, sizeof pa);
    pa.card = s->pending_card;
    pa.ability = s->pending_ability;
    const l5r_abilrec *orig = l5r_targets__ability(u->g, &pa);
    /* RED-02: a target only a cost uses (`bow: target` with `gain_gold`)
       is the cost's; a new one would change nothing the effects do. */
    if (orig != NULL && !effects_use_target(u->g, orig))
        return l5r_verdict__deny(
            u->j, L5R_REASON_TARGET, "RED-02",
            "the waiting ability's target is used only by its costs, "
            "which cannot be redirected");
    const char *why, *rule;
    if (orig == NULL || !orig->target.present ||
        !l5r_targets__ok(u->g, s->pending_actor, s->pending_card, &orig->target,
                         a->targets[0], &why, &rule))
        return l5r_verdict__deny(u->j, L5R_REASON_TARGET, "RED-01",
                                 "#%u could not have been chosen originally",
                                 a->targets[0]);
    for (uint32_t i = 0; i < s->pending_ntargets; i++)
        if (s->pending_targets[i] == a->targets[0])
            return l5r_verdict__deny(u->j, L5R_REASON_TARGET, "RED-01",
                                     "#%u is already a target", a->targets[0]);
    return true;
}

/* RED-01: the waiting ability's first target becomes the new one (the
   reacting card's, if it was targeted); RED-03: an honor change to "the
   target's controller" follows the new target. */
void l5r_redirect__resolve(l5r_resolving *r, const l5r_effrec *e)
{
    (void)e;
    l5r_state *st = r->g->st;
    if (!st->pending_set || r->a->ntargets == 0)
        return;
    uint32_t slot = 0;
    for (uint32_t i = 0; i < st->pending_ntargets; i++)
        if (r->card != L5R_NO &&
            (st->pending_targets[i] == r->card ||
             st->pending_targets[i] ==
                 l5r_state__ccards(st)[r->card].attached_to))
            slot = i;
    st->pending_targets[slot] = r->a->targets[0];
    st->pending_negated &= (uint8_t) ~(1u << slot);
}
