/* SPDX-License-Identifier: MIT */
/*
 * shadowlands.c - what the Shadowlands Horde may not do (SHD-04, SHD-05).
 * (Its other rules sit where they apply: no alignment, SHD-01, in the card
 * schema; no honor changes, SHD-02, in l5r_zones__honor; no Honor victory,
 * SHD-03, in the turn flow.)
 */
#include "rules/rules.h"

#include "cards/keywords.h"

static bool has_trait(const l5r_game *g, const l5r_abilrec *ab,
                      const char *trait)
{
    const l5r_carddb *db = g->db;
    for (uint32_t i = 0; i < ab->traits_count; i++)
        if (l5r_keywords__equal(
                l5r_cards__str(db, db->strlist.v[ab->traits_first + i]), trait))
            return true;
    return false;
}

/* SHD-04: the Shadowlands Horde takes no Political actions. */
bool l5r_shadowlands__check(l5r_use *u)
{
    if (!(u->s->players[u->p].flags & L5R_PF_SHADOWLANDS))
        return true;
    if (has_trait(u->g, u->ab, "Political"))
        return l5r_verdict__deny(u->j, L5R_REASON_RESTRICTED, "SHD-04",
                                 "a Shadowlands Horde player may not take "
                                 "Political actions");
    /* SHD-05: nor actions causing unconditional honor losses to others:
       to an opponent, or to the controller of a target that must be an
       opponent's. */
    bool target_is_theirs =
        u->ab->target.present && u->ab->target.controller == L5R_CTL_OPPONENT;
    for (uint32_t k = 0; k < u->ab->eff_count; k++) {
        const l5r_effrec *e = &u->g->db->effs.v[u->ab->eff_first + k];
        if (e->kind == L5R_EFF_LOSE_HONOR &&
            (e->player == L5R_WHO_OPPONENT ||
             (e->player == L5R_WHO_TARGET && target_is_theirs)))
            return l5r_verdict__deny(
                u->j, L5R_REASON_RESTRICTED, "SHD-05",
                "a Shadowlands Horde player may not take "
                "actions that cause unconditional honor losses "
                "to other players");
    }
    return true;
}

/* SHD-05 with the targets chosen: an honor loss to "the target's
   controller" is one to another player when the target chosen is his,
   whatever the filter allows. */
bool l5r_shadowlands__check_targets(l5r_use *u)
{
    const l5r_state *s = u->s;
    if (!(s->players[u->p].flags & L5R_PF_SHADOWLANDS) || u->a->ntargets == 0 ||
        u->ab == NULL)
        return true;
    uint32_t t = u->a->targets[0]; /* the target the honor change reads */
    uint32_t whose = t < s->ncards ? l5r_state__ccards(s)[t].controller
                                   : l5r_game__tgt_player(t);
    if (whose == u->p)
        return true;
    for (uint32_t k = 0; k < u->ab->eff_count; k++) {
        const l5r_effrec *e = &u->g->db->effs.v[u->ab->eff_first + k];
        if (e->kind == L5R_EFF_LOSE_HONOR && e->player == L5R_WHO_TARGET)
            return l5r_verdict__deny(
                u->j, L5R_REASON_RESTRICTED, "SHD-05",
                "a Shadowlands Horde player may not take actions that "
                "cause unconditional honor losses to other players: #%u "
                "is another player's",
                t);
    }
    return true;
}
