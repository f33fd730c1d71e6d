/*
 * ability.c - using abilities: the timing, the limit, presence and
 * location, the costs (paid in full or not at all), the targets, then the
 * effects in order. One small resolver for every ability of the
 * vocabulary (examples/cards/SCHEMA.md); no code per card.
 */
#include "game/game.h"

#include "cards/keywords.h"

#include <stdio.h>

const l5r_abilrec *l5r__ability(const l5r_game *g, const l5r_action *a)
{
    if (a->card == L5R_NO) { /* an ability every player has (FAV-09) */
        int e = l5r__player_ability_entry(a->ability);
        if (e < 0 || (uint32_t)e >= g->db->pa_count)
            return NULL;
        return &g->db->abils.v[g->db->pa_first + (uint32_t)e];
    }
    if (a->card >= g->st->ncards)
        return NULL;
    const l5r_cardrec *d = l5r__def(g, a->card);
    if (a->ability >= d->abil_count)
        return NULL;
    return &g->db->abils.v[d->abil_first + a->ability];
}

static bool has_trait(const l5r_game *g, const l5r_abilrec *ab,
                      const char *trait)
{
    const l5r_carddb *db = g->db;
    for (uint32_t i = 0; i < ab->traits_count; i++)
        if (l5r__kw_equal(l5r_str(db, db->strlist.v[ab->traits_first + i]),
                          trait))
            return true;
    return false;
}

/* The Personality whose unit the card is in, or L5R_NO. */
static uint32_t unit_of(const l5r_game *g, uint32_t card)
{
    const l5r_cardst *c = &l5r_ccards(g->st)[card];
    if (c->zone != L5R_ZONE_PLAY)
        return L5R_NO;
    if (l5r__def(g, card)->type == L5R_TYPE_PERSONALITY)
        return card;
    return c->attached_to;
}

/* OPN-01: Open actions of cards printed before Khan's Defiance are legal
   in battle. */
static bool open_in_battle(const l5r_game *g, uint32_t card)
{
    return l5r_carddb_card_printed_before(g->db, l5r_ccards(g->st)[card].def,
                                          "Khan's Defiance") == 1;
}

/* CORE-28, WND-02, FRM-07: how often the ability may be used. */
static bool any_number(const l5r_game *g, uint32_t card, const l5r_abilrec *ab)
{
    uint8_t type = l5r__def(g, card)->type;
    return ab->limit == L5R_LIMIT_ANY || type == L5R_TYPE_WIND ||
           (type == L5R_TYPE_ACTION &&
            l5r__has_keyword(g, card, L5R__KW_FORMATION));
}

typedef struct use_ctx {
    const l5r_game *g;
    const l5r_state *s;
    const l5r_action *a;
    l5r_verdict *v;
    uint32_t p, card;
    const l5r_abilrec *ab;
    char n1[96];
} use_ctx;

/* CORE-56: the ability's timing fits the pending decision. */
static bool check_timing(use_ctx *u)
{
    const l5r_state *s = u->s;
    uint16_t t = u->ab->timing;
    switch (s->decision) {
    case L5R_DECIDE_ACTION:
        if ((t & L5R_TIMING_LIMITED) && s->active == u->p)
            return true;
        if (t & L5R_TIMING_OPEN)
            return true;
        if (t & L5R_TIMING_LIMITED) /* CORE-27 */
            return l5r__deny(u->v, L5R_REASON_WRONG_TIME, "CORE-27",
                             "Limited actions only in your own Action "
                             "phase");
        break;
    case L5R_DECIDE_ENGAGE:
        if (t & L5R_TIMING_ENGAGE)
            return true;
        break;
    case L5R_DECIDE_REACTION:
        if (l5r__reaction_fits(u->g, u->p, u->card, u->ab))
            return true;
        return l5r__deny(u->v, L5R_REASON_WRONG_TIME, "CORE-59",
                         "%s is not a Reaction to what just happened", u->n1);
    case L5R_DECIDE_BATTLE:
        if (t & L5R_TIMING_BATTLE)
            return true;
        if ((t & L5R_TIMING_OPEN) && u->card != L5R_NO &&
            open_in_battle(u->g, u->card))
            return true;
        if (t & L5R_TIMING_OPEN) /* OPN-01 */
            return l5r__deny(u->v, L5R_REASON_WRONG_TIME, "OPN-01",
                             "only Open actions of cards printed before "
                             "Khan's Defiance are legal in battle");
        break;
    default:
        break;
    }
    return l5r__deny(u->v, L5R_REASON_WRONG_TIME, "CORE-56",
                     "%s cannot be used now", u->n1);
}

/* Where the source card must be, and who may use it (CORE-25). */
static bool check_source(use_ctx *u)
{
    const l5r_cardst *c = &l5r_ccards(u->s)[u->card];
    uint8_t type = l5r__def(u->g, u->card)->type;
    bool formation = l5r__is_formation(u->g, u->card);
    if (c->zone == L5R_ZONE_HAND) {
        if (c->owner != u->p || type != L5R_TYPE_ACTION)
            return l5r__deny(u->v, L5R_REASON_WRONG_ZONE, "CORE-25",
                             "%s cannot be used from a hand", u->n1);
        if (formation) /* FRM-05, FRM-06 */
            return l5r__deny(u->v, L5R_REASON_WRONG_ZONE, "FRM-05",
                             "%s works only in play: play it with 'use "
                             "formation with #%u'",
                             u->n1, u->card);
        return true;
    }
    if (c->zone != L5R_ZONE_PLAY || c->controller != u->p)
        return l5r__deny(u->v, L5R_REASON_NOT_CONTROLLED, "CORE-25",
                         "%s is not a card you control in play", u->n1);
    if (c->flags & L5R_CF_BOWED) /* CORE-24 */
        return l5r__deny(u->v, L5R_REASON_BOWED, "CORE-24",
                         "%s is bowed: bowed cards cannot use abilities",
                         u->n1);
    if (c->flags & L5R_CF_FACE_DOWN)
        return l5r__deny(u->v, L5R_REASON_WRONG_ZONE, "CORE-25",
                         "%s is face-down", u->n1);
    /* FRM-05: a Formation whose requirement is unmet does nothing. */
    if (formation && !l5r__formed(u->g, u->card, u->p, c->location))
        return l5r__deny(u->v, L5R_REASON_REQUIREMENT, "FRM-05",
                         "%s is not formed by your army at its battlefield",
                         u->n1);
    return true;
}

/* CORE-51: presence and location in battle. */
static bool check_presence(use_ctx *u)
{
    const l5r_state *s = u->s;
    if (!l5r__in_battle(s))
        return true;
    if (!l5r__present(u->g, u->p, s->battlefield)) /* FAV-08 too */
        return l5r__deny(u->v, L5R_REASON_PRESENCE,
                         u->card == L5R_NO ? "FAV-08" : "CORE-51",
                         "you control no unit at the current battlefield");
    uint32_t unit = u->card != L5R_NO ? unit_of(u->g, u->card) : L5R_NO;
    if (unit != L5R_NO && l5r_ccards(s)[unit].location != s->battlefield)
        return l5r__deny(u->v, L5R_REASON_PRESENCE, "CORE-51",
                         "%s is not at the current battlefield", u->n1);
    return true;
}

/* A cost "bow a card you choose": the move names it (bow #N), it fits the
   filter and is unbowed. Choosing is not targeting. */
static bool check_chosen_bow(use_ctx *u, const l5r_costrec *c)
{
    const l5r_action *a = u->a;
    uint32_t chosen = L5R_NO;
    for (uint32_t i = 0; i < a->ncosts; i++)
        if (a->how[i] == L5R_PAY_BOW)
            chosen = a->costs[i];
    if (chosen == L5R_NO)
        return l5r__deny(u->v, L5R_REASON_COST, "CORE-54",
                         "name the card bowed to pay the cost (bow #N)");
    l5r_selrec sel = u->g->db->sels.v[c->sel];
    /* Lobbying's Personal Honor is a ruleset parameter. */
    if (u->card == L5R_NO && u->a->ability == L5R_PA_LOBBY)
        sel.ph_min = (int16_t)l5r__opt(u->g, L5R_PARAM_LOBBY_MIN_PH);
    const char *why, *rule;
    if (!l5r__target_ok(u->g, u->p, u->card, &sel, chosen, &why, &rule))
        return l5r__deny(u->v, L5R_REASON_COST, "CORE-54",
                         "#%u cannot pay the cost: %s", chosen, why);
    if (l5r_ccards(u->s)[chosen].flags & L5R_CF_BOWED)
        return l5r__deny(u->v, L5R_REASON_BOWED, "CORE-24",
                         "#%u is bowed: a bowed card cannot pay a bow cost",
                         chosen);
    return true;
}

/* CORE-54: every cost can be paid now, with the choices the move made. */
static bool check_costs(use_ctx *u)
{
    const l5r_game *g = u->g;
    const l5r_state *s = u->s;
    const l5r_action *a = u->a;
    const l5r_abilrec *ab = u->ab;
    uint32_t discards = 0;
    for (uint32_t k = 0; k < ab->cost_count; k++) {
        const l5r_costrec *c = &g->db->costs.v[ab->cost_first + k];
        switch (c->kind) {
        case L5R_COST_BOW: {
            if (c->who == L5R_WHO_ANY) {
                if (!check_chosen_bow(u, c))
                    return false;
                break;
            }
            uint32_t who = c->who == L5R_WHO_SELF ? u->card
                           : a->ntargets > 0      ? a->targets[0]
                                                  : L5R_NO;
            if (who == L5R_NO || who >= s->ncards ||
                l5r_ccards(s)[who].zone != L5R_ZONE_PLAY)
                return l5r__deny(u->v, L5R_REASON_COST, "CORE-54",
                                 "the card to bow is not in play");
            if (l5r_ccards(s)[who].flags & L5R_CF_BOWED)
                return l5r__deny(u->v, L5R_REASON_BOWED, "CORE-24",
                                 "a bowed card cannot be bowed to pay a "
                                 "cost");
            break;
        }
        case L5R_COST_GOLD:
            if (s->players[u->p].gold < c->amount)
                return l5r__deny(u->v, L5R_REASON_GOLD, "CORE-54",
                                 "it costs %d gold; you have %d (produce "
                                 "gold first)",
                                 c->amount, s->players[u->p].gold);
            break;
        case L5R_COST_DISCARD_CARD:
            discards += (uint32_t)c->amount;
            break;
        case L5R_COST_DISCARD_FAVOR: /* FAV-04 */
            if (s->favor != u->p)
                return l5r__deny(u->v, L5R_REASON_COST, "FAV-04",
                                 "only the Imperial Favor's controller can "
                                 "discard it as a cost");
            break;
        case L5R_COST_DESTROY:
            if (l5r_ccards(s)[u->card].zone != L5R_ZONE_PLAY)
                return l5r__deny(u->v, L5R_REASON_COST, "CORE-54",
                                 "%s is not in play", u->n1);
            break;
        case L5R_COST_NINJUTSU:
            return l5r__deny(u->v, L5R_REASON_COST, "NIN-07",
                             "the Ninjutsu value is paid only to flip a "
                             "face-down Personality");
        default: /* L5R_COST_LOSE_HONOR: always payable */
            break;
        }
    }
    /* The cards discarded: exactly as many as the costs ask, from hand. */
    uint32_t given = 0, bows = 0;
    for (uint32_t k = 0; k < ab->cost_count; k++)
        bows += g->db->costs.v[ab->cost_first + k].kind == L5R_COST_BOW &&
                g->db->costs.v[ab->cost_first + k].who == L5R_WHO_ANY;
    for (uint32_t i = 0; i < a->ncosts; i++) {
        if (a->how[i] == L5R_PAY_BOW) {
            if (bows-- == 0)
                return l5r__deny(u->v, L5R_REASON_COST, "CORE-54",
                                 "this ability has no cost paid by bowing "
                                 "a chosen card");
            continue;
        }
        if (a->how[i] == L5R_PAY_WITH)
            continue; /* Ritual casters: check_casters() */
        uint32_t c = a->costs[i];
        if (c >= s->ncards || l5r_ccards(s)[c].zone != L5R_ZONE_HAND ||
            l5r_ccards(s)[c].owner != u->p || c == u->card)
            return l5r__deny(u->v, L5R_REASON_COST, "CORE-54",
                             "#%u is not a card in your hand to discard", c);
        for (uint32_t k = 0; k < i; k++)
            if (a->costs[k] == c)
                return l5r__deny(u->v, L5R_REASON_COST, "CORE-54",
                                 "#%u is discarded twice", c);
        given++;
    }
    if (given != discards)
        return l5r__deny(u->v, L5R_REASON_COST, "CORE-54",
                         "the costs discard %u card(s); the move names %u",
                         discards, given);
    return true;
}

static bool uses_fear(const l5r_game *g, const l5r_abilrec *ab)
{
    for (uint32_t k = 0; k < ab->eff_count; k++)
        if (g->db->effs.v[ab->eff_first + k].kind == L5R_EFF_FEAR)
            return true;
    return false;
}

/* FEA-01: a Fear effect implicitly targets a unit opposing the card
   producing it (or, if that card cannot be in an army, a unit in the
   current enemy army). */
static bool check_fear_target(use_ctx *u, uint32_t target)
{
    const l5r_state *s = u->s;
    if (!l5r__in_battle(s))
        return l5r__deny(u->v, L5R_REASON_WRONG_TIME, "FEA-01",
                         "Fear targets a unit in an opposing army: only in "
                         "battle");
    if (target >= s->ncards || l5r_ccards(s)[target].zone != L5R_ZONE_PLAY ||
        l5r__def(u->g, target)->type != L5R_TYPE_PERSONALITY ||
        l5r_ccards(s)[target].controller == u->p ||
        l5r_ccards(s)[target].location != s->battlefield)
        return l5r__deny(u->v, L5R_REASON_TARGET, "FEA-01",
                         "Fear must target a unit in the enemy army at the "
                         "current battlefield");
    return true;
}

/* RIT-01, RIT-02: a Ritual is cast by several Shugenja at one location,
   the primary caster (the Personality the Spell is attached to) among
   them; Followers with the Shugenja trait may assist. The move names the
   assisting casters: "with #N". */
static bool check_casters(use_ctx *u)
{
    const l5r_action *a = u->a;
    const l5r_state *s = u->s;
    uint32_t with = 0;
    for (uint32_t i = 0; i < a->ncosts; i++)
        with += a->how[i] == L5R_PAY_WITH;
    if (u->ab->casters_min == 0) {
        if (with > 0)
            return l5r__deny(u->v, L5R_REASON_MALFORMED, "RIT-01",
                             "only a Ritual has assisting casters");
        return true;
    }
    uint32_t primary = u->card != L5R_NO ? unit_of(u->g, u->card) : L5R_NO;
    if (primary == L5R_NO)
        return l5r__deny(u->v, L5R_REASON_WRONG_ZONE, "RIT-01",
                         "a Ritual is cast by the Shugenja the Spell is "
                         "attached to");
    uint32_t casters = 1 + with;
    if (casters < u->ab->casters_min || casters > u->ab->casters_max)
        return l5r__deny(u->v, L5R_REASON_COST, "RIT-01",
                         "this Ritual needs %u to %u casters; the move names "
                         "%u (the primary caster and %u assisting)",
                         u->ab->casters_min, u->ab->casters_max, casters, with);
    uint8_t where = l5r_ccards(s)[primary].location;
    for (uint32_t i = 0; i < a->ncosts; i++) {
        if (a->how[i] != L5R_PAY_WITH)
            continue;
        uint32_t c = a->costs[i];
        if (c >= s->ncards || c == primary)
            return l5r__deny(u->v, L5R_REASON_COST, "RIT-01",
                             "#%u cannot assist: it is not another caster", c);
        const l5r_cardst *cs = &l5r_ccards(s)[c];
        uint8_t type = l5r__def(u->g, c)->type;
        if (cs->zone != L5R_ZONE_PLAY || cs->controller != u->p ||
            !(type == L5R_TYPE_PERSONALITY ||
              (type == L5R_TYPE_FOLLOWER && cs->attached_to != L5R_NO)) ||
            /* RIT-02: Shugenja Followers too */
            !l5r__has_keyword(u->g, c, L5R__KW_SHUGENJA))
            return l5r__deny(u->v, L5R_REASON_COST, "RIT-02",
                             "#%u is not a Shugenja (Personality or "
                             "Follower) you control in play",
                             c);
        if (cs->location != where)
            return l5r__deny(u->v, L5R_REASON_COST, "RIT-01",
                             "#%u is not at the primary caster's location", c);
        for (uint32_t k = 0; k < i; k++)
            if (a->costs[k] == c)
                return l5r__deny(u->v, L5R_REASON_COST, "RIT-01",
                                 "#%u is named twice", c);
    }
    return true;
}

static bool redirects(const l5r_game *g, const l5r_abilrec *ab)
{
    for (uint32_t k = 0; k < ab->eff_count; k++)
        if (g->db->effs.v[ab->eff_first + k].kind == L5R_EFF_REDIRECT)
            return true;
    return false;
}

/* RED-01 .. RED-03: a redirection names the new target of the ability
   waiting on the Reaction window; only a target that could have been
   chosen originally; never an untargeted ability, never a cost. */
static bool check_redirect(use_ctx *u)
{
    const l5r_state *s = u->s;
    const l5r_action *a = u->a;
    if (!s->pending_set || s->pending_ntargets == 0)
        return l5r__deny(u->v, L5R_REASON_TARGET, "RED-02",
                         "only a targeted action can be redirected (and "
                         "never a cost)");
    if (a->ntargets != 1)
        return l5r__deny(u->v, L5R_REASON_TARGET, "RED-01",
                         "name the new target: target #N");
    l5r_action pa;
    memset(&pa, 0, sizeof pa);
    pa.card = s->pending_card;
    pa.ability = s->pending_ability;
    const l5r_abilrec *orig = l5r__ability(u->g, &pa);
    const char *why, *rule;
    if (orig == NULL || !orig->target.present ||
        !l5r__target_ok(u->g, s->pending_actor, s->pending_card, &orig->target,
                        a->targets[0], &why, &rule))
        return l5r__deny(u->v, L5R_REASON_TARGET, "RED-01",
                         "#%u could not have been chosen originally",
                         a->targets[0]);
    for (uint32_t i = 0; i < s->pending_ntargets; i++)
        if (s->pending_targets[i] == a->targets[0])
            return l5r__deny(u->v, L5R_REASON_TARGET, "RED-01",
                             "#%u is already a target", a->targets[0]);
    return true;
}

/* CORE-55: the targets fit the ability. */
static bool check_targets(use_ctx *u)
{
    if (u->ab != NULL && redirects(u->g, u->ab))
        return check_redirect(u);
    const l5r_action *a = u->a;
    const l5r_selrec *sel = &u->ab->target;
    if (u->card != L5R_NO && l5r_ccards(u->s)[u->card].zone == L5R_ZONE_HAND &&
        l5r__is_delayed_terrain(u->g, u->card)) {
        if (a->ntargets != 0) /* DTR-01 */
            return l5r__deny(u->v, L5R_REASON_TARGET, "DTR-01",
                             "a Delayed Terrain picks no targets when "
                             "played: they are chosen at the end of the "
                             "Combat Segment");
        return true;
    }
    if (!sel->present) {
        if (uses_fear(u->g, u->ab)) {
            if (a->ntargets != 1)
                return l5r__deny(u->v, L5R_REASON_TARGET, "FEA-01",
                                 "name the unit the Fear targets");
            return check_fear_target(u, a->targets[0]);
        }
        if (a->ntargets != 0)
            return l5r__deny(u->v, L5R_REASON_TARGET, "CORE-55",
                             "this ability has no target");
        return true;
    }
    if (a->ntargets != sel->count)
        return l5r__deny(u->v, L5R_REASON_TARGET, "CORE-55",
                         "this ability takes %u target(s), not %u", sel->count,
                         a->ntargets);
    for (uint32_t i = 0; i < a->ntargets; i++) {
        for (uint32_t k = 0; k < i; k++)
            if (a->targets[k] == a->targets[i]) /* distinct targets */
                return l5r__deny(u->v, L5R_REASON_TARGET, "CORE-55",
                                 "#%u is targeted twice", a->targets[i]);
        const char *why, *rule;
        if (!l5r__target_ok(u->g, u->p, u->card, sel, a->targets[i], &why,
                            &rule))
            return l5r__deny(u->v, L5R_REASON_TARGET, rule,
                             "#%u cannot be targeted: %s", a->targets[i], why);
    }
    return true;
}

/* SHD-04: the Shadowlands Horde takes no Political actions. */
static bool check_shadowlands(use_ctx *u)
{
    if (!(u->s->players[u->p].flags & L5R_PF_SHADOWLANDS))
        return true;
    if (has_trait(u->g, u->ab, "Political"))
        return l5r__deny(u->v, L5R_REASON_RESTRICTED, "SHD-04",
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
            return l5r__deny(u->v, L5R_REASON_RESTRICTED, "SHD-05",
                             "a Shadowlands Horde player may not take "
                             "actions that cause unconditional honor losses "
                             "to other players");
    }
    return true;
}

/* The abilities every player has (FAV-06 .. FAV-09, lobbying). */
static void judge_player_ability(use_ctx *u)
{
    const char *name = l5r_player_ability_name((int)u->a->ability);
    if (u->v->version != L5R__VERDICT_QUIET)
        snprintf(u->n1, sizeof u->n1, "'%s'", name != NULL ? name : "?");
    u->ab = l5r__ability(u->g, u->a);
    if (u->ab == NULL) {
        l5r__deny(u->v, L5R_REASON_MALFORMED, "CORE-44",
                  "%s cannot be used now", u->n1);
        return;
    }
    bool favor = u->a->ability == L5R_PA_FAVOR_DRAW ||
                 u->a->ability == L5R_PA_FAVOR_HOME;
    if (!check_timing(u) || !check_shadowlands(u))
        return;
    /* FAV-08: once per turn, like any ability. */
    if (u->s->players[u->p].used & (1u << u->a->ability)) {
        l5r__deny(u->v, L5R_REASON_LIMIT, favor ? "FAV-08" : "CORE-28",
                  "%s was used this turn", u->n1);
        return;
    }
    if (u->ab->condition == L5R_COND_HIGHEST_HONOR) {
        for (uint32_t q = 0; q < u->s->nplayers; q++)
            if (q != u->p && !(u->s->players[q].flags & L5R_PF_LOST) &&
                u->s->players[q].honor >= u->s->players[u->p].honor) {
                l5r__deny(u->v, L5R_REASON_RESTRICTED, "CORE-58",
                          "lobbying needs Family Honor higher than every "
                          "other player's");
                return;
            }
    }
    if (!check_presence(u) || !check_costs(u))
        return;
    check_targets(u);
}

void l5r__judge_use(const l5r_game *g, uint32_t p, const l5r_action *a,
                    l5r_verdict *v)
{
    use_ctx u = {g, g->st, a, v, p, a->card, NULL, ""};
    if (a->card == L5R_NO && a->ability == L5R_PA_YU) {
        l5r__judge_yu(g, p, a, v);
        return;
    }
    if (a->card == L5R_NO && a->ability == L5R_PA_FORMATION) {
        l5r__judge_formation(g, p, a, v);
        return;
    }
    if (a->card == L5R_NO && a->ability == L5R_PA_TACTICAL) {
        l5r__judge_tactical(g, p, a, v);
        return;
    }
    if (a->card == L5R_NO &&
        (a->ability == L5R_PA_FLIP || a->ability == L5R_PA_FLIP_REACTION)) {
        l5r__judge_flip(g, p, a, v);
        return;
    }
    if (a->card == L5R_NO) {
        judge_player_ability(&u);
        return;
    }
    if (g->st->decision == L5R_DECIDE_REVEALED ||
        g->st->decision == L5R_DECIDE_TERRAIN) {
        /* CORE-31 (a revealed Event), DTR-02 (a Delayed Terrain): its
           ability, and its targets. */
        if (a->card != g->st->choose_card ||
            a->ability != g->st->choose_ability) {
            l5r__deny(v, L5R_REASON_WRONG_TIME,
                      g->st->decision == L5R_DECIDE_TERRAIN ? "DTR-02"
                                                            : "CORE-31",
                      "choose the targets of #%u's ability %u",
                      g->st->choose_card, g->st->choose_ability);
            return;
        }
        u.ab = l5r__ability(g, a);
        l5r__card_name(g, v, p, a->card, u.n1, sizeof u.n1);
        if (a->ncosts > 0) {
            l5r__deny(v, L5R_REASON_COST, "CORE-54",
                      "a revealed Event's ability has no costs");
            return;
        }
        check_targets(&u);
        return;
    }
    if (a->card >= g->st->ncards ||
        l5r_ccards(g->st)[a->card].zone == L5R_ZONE_NONE) {
        l5r__deny(v, L5R_REASON_NO_SUCH_CARD, "CORE-29", "there is no card #%u",
                  a->card);
        return;
    }
    l5r__card_name(g, v, p, a->card, u.n1, sizeof u.n1);
    u.ab = l5r__ability(g, a);
    if (u.ab == NULL) {
        l5r__deny(v, L5R_REASON_MALFORMED, "CORE-44", "%s has no ability %u",
                  u.n1, a->ability);
        return;
    }
    if (!check_source(&u) || !check_timing(&u) || !check_shadowlands(&u))
        return;
    if (!any_number(g, a->card, u.ab) &&
        (l5r_ccards(g->st)[a->card].used & (1u << (a->ability & 31)))) {
        l5r__deny(v, L5R_REASON_LIMIT, "CORE-28",
                  "%s's ability %u was used this turn", u.n1, a->ability);
        return;
    }
    if (!check_presence(&u) || !check_costs(&u) || !check_casters(&u))
        return;
    check_targets(&u);
}

/* --- resolving
 * ---------------------------------------------------------------- */

typedef struct resolve_ctx {
    l5r_game *g;
    uint32_t p, card;
    const l5r_action *a;
    const l5r_abilrec *ab;
} resolve_ctx;

static void pay_costs(resolve_ctx *r)
{
    l5r_game *g = r->g;
    l5r_state *s = g->st;
    const l5r_abilrec *ab = r->ab;
    for (uint32_t k = 0; k < ab->cost_count; k++) {
        const l5r_costrec *c = &g->db->costs.v[ab->cost_first + k];
        switch (c->kind) {
        case L5R_COST_BOW:
            if (c->who == L5R_WHO_ANY) {
                for (uint32_t i = 0; i < r->a->ncosts; i++)
                    if (r->a->how[i] == L5R_PAY_BOW)
                        l5r__bow(g, r->a->costs[i]);
            } else {
                l5r__bow(g,
                         c->who == L5R_WHO_SELF ? r->card : r->a->targets[0]);
            }
            break;
        case L5R_COST_GOLD:
            s->players[r->p].gold -= c->amount;
            l5r__event(g, L5R_EV_GOLD, r->p, r->card, -c->amount);
            break;
        case L5R_COST_DISCARD_FAVOR: /* FAV-04 */
            l5r__favor_discard(g, r->card);
            break;
        case L5R_COST_LOSE_HONOR:
            l5r__honor(g, r->p, -c->amount);
            break;
        case L5R_COST_DESTROY:
            l5r__destroy(g, r->card);
            break;
        default:
            break;
        }
    }
    for (uint32_t i = 0; i < r->a->ncosts; i++)
        if (r->a->how[i] == L5R_PAY_DISCARD)
            l5r__move(g, r->a->costs[i], L5R_ZONE_FATE_DISCARD, 0);
}

/* The cards an effect applies to. */
static uint32_t subjects(resolve_ctx *r, uint8_t who, uint32_t *out)
{
    const l5r_state *s = r->g->st;
    uint32_t n = 0;
    switch (who) {
    case L5R_WHO_TARGET: /* the targets that are cards */
        for (uint32_t i = 0; i < r->a->ntargets; i++)
            if (r->a->targets[i] < s->ncards)
                out[n++] = r->a->targets[i];
        break;
    case L5R_WHO_ARMY:
        if (l5r__in_battle(s))
            for (uint32_t i = 0; i < s->ncards && n < 64; i++) {
                const l5r_cardst *c = &l5r_ccards(s)[i];
                if (c->zone == L5R_ZONE_PLAY && c->controller == r->p &&
                    c->location == s->battlefield &&
                    l5r__def(r->g, i)->type == L5R_TYPE_PERSONALITY)
                    out[n++] = i;
            }
        break;
    case L5R_WHO_NONE:
    case L5R_WHO_SELF:
        if (r->card != L5R_NO)
            out[n++] = r->card;
        break;
    default:
        break;
    }
    return n;
}

static bool in_play(const l5r_game *g, uint32_t card)
{
    return l5r_ccards(g->st)[card].zone == L5R_ZONE_PLAY;
}

static void add_lasting(l5r_game *g, uint32_t card, uint8_t kind, int16_t amt,
                        uint8_t until, uint32_t str)
{
    l5r_state *s = g->st;
    if (s->nlast >= s->cap_last)
        return; /* checked before: see l5r__judge_use's capacity */
    l5r_lastst *e = &l5r_lasts(s)[s->nlast++];
    e->card = card;
    e->kind = kind;
    e->amount = amt;
    /* YU-06: a Yu bonus is for good (while the card is in play); other
       effects without a duration last until the end of the turn. */
    e->until = kind == L5R_EFF_YU_BONUS  ? L5R_UNTIL_WHILE
               : until == L5R_UNTIL_NONE ? L5R_UNTIL_END_OF_TURN
                                         : until;
    e->str = str;
}

/* The modifications an effect gives the tokens it creates (TOK-01). */
static void token_mods(const l5r_effrec *e, int16_t mods[3])
{
    static const int stat[3] = {L5R_STAT_FORCE, L5R_STAT_CHI,
                                L5R_STAT_PROVINCE_STRENGTH};
    for (int i = 0; i < 3; i++)
        mods[i] =
            (e->stats.has & (1u << stat[i])) ? (int16_t)e->stats.v[stat[i]] : 0;
}

static void apply_effect(resolve_ctx *r, const l5r_effrec *e)
{
    l5r_game *g = r->g;
    l5r_state *s = g->st;
    uint32_t subj[72];
    uint32_t n = subjects(r, e->who, subj);
    switch (e->kind) {
    case L5R_EFF_BOW:
    case L5R_EFF_STRAIGHTEN:
    case L5R_EFF_DESTROY:
    case L5R_EFF_STRAIGHTEN_RING:
        for (uint32_t i = 0; i < n; i++) {
            if (!in_play(g, subj[i]))
                continue;
            if (e->kind == L5R_EFF_BOW)
                l5r__bow(g, subj[i]);
            else if (e->kind == L5R_EFF_DESTROY)
                l5r__destroy(g, subj[i]);
            else
                l5r__straighten(g, subj[i]);
        }
        break;
    case L5R_EFF_DRAW:
        for (int i = 0; i < e->amount; i++)
            l5r__draw(g, r->p);
        break;
    case L5R_EFF_GAIN_HONOR:
    case L5R_EFF_LOSE_HONOR: {
        int32_t amt = e->kind == L5R_EFF_GAIN_HONOR ? e->amount : -e->amount;
        if (e->player == L5R_WHO_OPPONENT) {
            for (uint32_t q = 0; q < s->nplayers; q++)
                if (q != r->p)
                    l5r__honor(g, q, amt);
        } else if (e->player == L5R_WHO_TARGET && r->a->ntargets > 0) {
            uint32_t t = r->a->targets[0]; /* a player, or a card's */
            l5r__honor(g,
                       t < s->ncards ? l5r_ccards(s)[t].controller
                                     : l5r__tgt_player(t),
                       amt);
        } else {
            l5r__honor(g, r->p, amt);
        }
        break;
    }
    case L5R_EFF_GAIN_GOLD:
        s->players[r->p].gold =
            l5r__add_count(s->players[r->p].gold, e->amount);
        l5r__event(g, L5R_EV_GOLD, r->p, r->card, e->amount);
        break;
    case L5R_EFF_MOVE_HOME:
        for (uint32_t i = 0; i < n; i++)
            if (in_play(g, subj[i]) &&
                l5r__def(g, subj[i])->type == L5R_TYPE_PERSONALITY)
                l5r__unit_move(g, subj[i], 0);
        break;
    case L5R_EFF_FORCE_BONUS:
    case L5R_EFF_CHI_BONUS:
    case L5R_EFF_YU_BONUS:
    case L5R_EFF_GIVE_KEYWORD:
        for (uint32_t i = 0; i < n; i++)
            if (in_play(g, subj[i]))
                add_lasting(g, subj[i], e->kind, e->amount, e->until, e->str);
        break;
    case L5R_EFF_CREATE_TOKEN: {
        int16_t mods[3];
        token_mods(e, mods);
        for (int k = 0; k < (e->count > 0 ? e->count : 1); k++) {
            for (uint32_t i = 0; e->who == L5R_WHO_TARGET && i < r->a->ntargets;
                 i++) /* TOK-02: on a targeted province */
                if (l5r__tgt_is_province(r->a->targets[i]))
                    l5r__token_create(
                        g, r->card, L5R_NO,
                        (uint8_t)l5r__tgt_player(r->a->targets[i]),
                        (uint8_t)l5r__tgt_province(r->a->targets[i]), e->str,
                        mods);
            if (e->who == L5R_WHO_PROVINCE) { /* TOK-02: on a province */
                uint8_t prov = r->card != L5R_NO
                                   ? l5r_ccards(s)[r->card].province
                                   : L5R_NO8;
                if (prov < s->players[r->p].nprovinces)
                    l5r__token_create(g, r->card, L5R_NO, (uint8_t)r->p, prov,
                                      e->str, mods);
            } else {
                for (uint32_t i = 0; i < n; i++)
                    if (in_play(g, subj[i]))
                        l5r__token_create(g, r->card, subj[i],
                                          l5r_ccards(s)[subj[i]].controller, 0,
                                          e->str, mods);
            }
        }
        break;
    }
    case L5R_EFF_DESTROY_TOKEN: {
        /* TOK-08: by title, never as a keyword. */
        const l5r_tokenst *t = l5r_ctokens(s);
        for (uint32_t i = 0; i < s->ntokens; i++) {
            bool on = e->who == L5R_WHO_ANY;
            for (uint32_t k = 0; k < n && !on; k++)
                on = t[i].card == subj[k];
            if (on && l5r__token_titled(g, i, e->str)) {
                l5r__token_remove(g, i);
                break;
            }
        }
        break;
    }
    case L5R_EFF_TRANSFER_TOKEN: {
        uint32_t from[72], to[72];
        uint32_t nf = subjects(r, e->from ? e->from : L5R_WHO_SELF, from);
        uint32_t nt = subjects(r, e->who, to);
        const l5r_tokenst *t = l5r_ctokens(s);
        if (nf == 0 || nt == 0 || !in_play(g, to[0]))
            break;
        for (uint32_t i = 0; i < s->ntokens; i++)
            if (t[i].card == from[0] && l5r__token_titled(g, i, e->str)) {
                l5r__token_transfer(g, i, to[0]); /* TOK-09 */
                break;
            }
        break;
    }
    case L5R_EFF_TAKE_FAVOR:
        l5r__favor_take(g, r->p, r->card);
        break;
    case L5R_EFF_DISCARD_FAVOR:
        l5r__favor_discard(g, r->card);
        break;
    case L5R_EFF_FEAR: {
        /* FEA-02: bow each Follower in the target unit with Force at most
           the Fear's strength; FEA-03: Undead are unaffected. */
        if (r->a->ntargets == 0)
            break;
        uint32_t unit = r->a->targets[0];
        const l5r_cardst *c = l5r_ccards(s);
        for (uint32_t i = 0; i < s->ncards; i++)
            if (c[i].zone == L5R_ZONE_PLAY && c[i].attached_to == unit &&
                l5r__def(g, i)->type == L5R_TYPE_FOLLOWER &&
                l5r__stat(g, i, L5R_STAT_FORCE, NULL) <= e->amount &&
                !l5r__has_keyword(g, i, L5R__KW_UNDEAD))
                l5r__bow(g, i);
        break;
    }
    case L5R_EFF_CREATE_CARD: {
        /* TOK-06: Followers, Items and Personalities are created as cards. */
        uint32_t def = l5r__db_find(g->db, l5r_str(g->db, e->str),
                                    strlen(l5r_str(g->db, e->str)));
        if (def == L5R_NONE || s->ncards >= s->cap_cards)
            break;
        uint32_t id = s->ncards++;
        l5r_cardst *c = &l5r_cards(s)[id];
        memset(c, 0, sizeof *c);
        c->def = def;
        c->owner = c->controller = (uint8_t)r->p;
        c->attached_to = L5R_NO;
        c->province = L5R_NO8;
        c->flags = L5R_CF_CREATED;
        c->zone = L5R_ZONE_REMOVED;
        uint8_t loc = e->from == L5R_WHO_BATTLEFIELD && l5r__in_battle(s)
                          ? s->battlefield
                          : 0;
        l5r__move(g, id, L5R_ZONE_PLAY, loc);
        break;
    }
    case L5R_EFF_NEGATE:
        /* The ability waiting on this Reaction has no effect on the
           reacting card (NIN-08's shape). */
        l5r__negate_for(g, r->card);
        break;
    case L5R_EFF_REDIRECT: {
        /* RED-01: the waiting ability's first target becomes the new one
           (the reacting card's, if it was targeted); RED-03: an honor
           change to "the target's controller" follows the new target. */
        l5r_state *st = g->st;
        if (!st->pending_set || r->a->ntargets == 0)
            break;
        uint32_t slot = 0;
        for (uint32_t i = 0; i < st->pending_ntargets; i++)
            if (r->card != L5R_NO &&
                (st->pending_targets[i] == r->card ||
                 st->pending_targets[i] == l5r_ccards(st)[r->card].attached_to))
                slot = i;
        st->pending_targets[slot] = r->a->targets[0];
        st->pending_negated &= (uint8_t) ~(1u << slot);
        break;
    }
    default:
        break;
    }
}

/* The effects, in order (the costs were paid when it was announced). */
void l5r__resolve_use(l5r_game *g, uint32_t p, const l5r_action *a,
                      bool negated)
{
    const l5r_abilrec *ab = l5r__ability(g, a);
    /* CORE-55: targets are checked again as the effects resolve: one no
       longer legal (gone, moved, changed) is not affected. */
    l5r_action checked = *a;
    if (ab->target.present) {
        checked.ntargets = 0;
        for (uint32_t i = 0; i < a->ntargets; i++) {
            const char *why, *rule;
            if (l5r__target_ok(g, p, a->card, &ab->target, a->targets[i], &why,
                               &rule))
                checked.targets[checked.ntargets++] = a->targets[i];
        }
        if (a->ntargets > 0 && checked.ntargets == 0)
            negated = true; /* every target is gone: nothing happens */
    }
    resolve_ctx r = {g, p, a->card, &checked, ab};
    for (uint32_t k = 0; !negated && k < ab->eff_count; k++)
        apply_effect(&r, &g->db->effs.v[ab->eff_first + k]);
    /* CORE-57: an Action card is discarded after it resolves. */
    if (a->card != L5R_NO &&
        l5r_ccards(g->st)[a->card].zone == L5R_ZONE_REMOVED &&
        l5r__def(g, a->card)->type == L5R_TYPE_ACTION)
        l5r__move(g, a->card, L5R_ZONE_FATE_DISCARD, 0);
}

/* Announce a use: pay its costs, then resolve it, or (when it targets)
   let it wait for Reactions to its targets (reaction.c). */
void l5r__perform_use(l5r_game *g, uint32_t p, const l5r_action *a)
{
    l5r_state *s = g->st;
    const l5r_abilrec *ab = l5r__ability(g, a);
    resolve_ctx r = {g, p, a->card, a, ab};
    if (a->card == L5R_NO && a->ability == L5R_PA_YU) {
        l5r__perform_yu(g, a);
        return;
    }
    if (a->card == L5R_NO && a->ability == L5R_PA_FORMATION) {
        l5r__perform_formation(g, p, a);
        return;
    }
    if (a->card == L5R_NO && a->ability == L5R_PA_TACTICAL) {
        l5r__perform_tactical(g, p, a);
        return;
    }
    if (a->card == L5R_NO &&
        (a->ability == L5R_PA_FLIP || a->ability == L5R_PA_FLIP_REACTION)) {
        l5r__perform_flip(g, p, a);
        return;
    }
    if (s->decision == L5R_DECIDE_REVEALED) { /* CORE-31 */
        l5r__resolve_use(g, p, a, false);
        l5r__revealed_done(g);
        return;
    }
    if (s->decision == L5R_DECIDE_TERRAIN) { /* DTR-02 */
        l5r__resolve_use(g, p, a, false);
        l5r__terrain_done(g);
        return;
    }
    if (a->card == L5R_NO) { /* a player's own ability (FAV-09) */
        s->players[p].used |= 1u << a->ability;
    } else {
        l5r_cardst *src = &l5r_cards(s)[a->card];
        src->used |= 1u << (a->ability & 31);
        if (src->zone == L5R_ZONE_HAND) /* an Action card: off the hand */
            l5r__move(g, a->card, L5R_ZONE_REMOVED, 0);
    }
    pay_costs(&r);
    if (a->card != L5R_NO && l5r__is_delayed_terrain(g, a->card) &&
        l5r_ccards(s)[a->card].zone == L5R_ZONE_REMOVED) {
        l5r__play_terrain(g, p, a->card); /* DTR-01: nothing yet */
        return;
    }
    if (a->ntargets > 0 && !s->pending_set &&
        !(ab->timing & L5R_TIMING_REACTION)) {
        s->pending_set = 1;
        s->pending_card = a->card;
        s->pending_ability = a->ability;
        s->pending_actor = (uint8_t)p;
        s->pending_ntargets = (uint8_t)a->ntargets;
        s->pending_negated = 0;
        for (uint32_t i = 0; i < a->ntargets; i++) {
            s->pending_targets[i] = a->targets[i];
            if (a->targets[i] < s->ncards) /* a card, not a player */
                l5r__trigger(g, L5R_TRIGGER_TARGETED,
                             l5r_ccards(s)[a->targets[i]].controller,
                             a->targets[i]);
        }
        return; /* resolves when the Reaction window closes */
    }
    l5r__resolve_use(g, p, a, false);
}
