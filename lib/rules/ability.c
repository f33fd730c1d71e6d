/*
 * ability.c - using abilities: the timing, the limit, presence and
 * location, the costs (paid in full or not at all), the targets, then the
 * effects in order. One small resolver for every ability of the
 * vocabulary (examples/cards/SCHEMA.md); no code per card.
 */
#include "rules/rules.h"

#include "cards/keywords.h"

#include <stdio.h>

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
    l5r_judging *j;
    const l5r_game *g;
    const l5r_state *s;
    const l5r_action *a;
    uint32_t p, card;
    const l5r_abilrec *ab;
    char *n1; /* the source's name (j->n1) */
} use_ctx;

static void use_init(use_ctx *u, l5r_judging *j)
{
    u->j = j;
    u->g = j->g;
    u->s = j->s;
    u->a = j->a;
    u->p = j->p;
    u->card = j->a->card;
    u->ab = NULL;
    u->n1 = j->n1;
}

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
            return l5r__deny(u->j, L5R_REASON_WRONG_TIME, "CORE-27",
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
        return l5r__deny(u->j, L5R_REASON_WRONG_TIME, "CORE-59",
                         "%s is not a Reaction to what just happened", u->n1);
    case L5R_DECIDE_BATTLE:
        if (t & L5R_TIMING_BATTLE)
            return true;
        if ((t & L5R_TIMING_OPEN) && u->card != L5R_NO &&
            open_in_battle(u->g, u->card))
            return true;
        if (t & L5R_TIMING_OPEN) /* OPN-01 */
            return l5r__deny(u->j, L5R_REASON_WRONG_TIME, "OPN-01",
                             "only Open actions of cards printed before "
                             "Khan's Defiance are legal in battle");
        break;
    default:
        break;
    }
    return l5r__deny(u->j, L5R_REASON_WRONG_TIME, "CORE-56",
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
            return l5r__deny(u->j, L5R_REASON_WRONG_ZONE, "CORE-25",
                             "%s cannot be used from a hand", u->n1);
        if (formation) /* FRM-05, FRM-06 */
            return l5r__deny(u->j, L5R_REASON_WRONG_ZONE, "FRM-05",
                             "%s works only in play: play it with 'use "
                             "formation with #%u'",
                             u->n1, u->card);
        return true;
    }
    if (c->zone != L5R_ZONE_PLAY || c->controller != u->p)
        return l5r__deny(u->j, L5R_REASON_NOT_CONTROLLED, "CORE-25",
                         "%s is not a card you control in play", u->n1);
    if (c->flags & L5R_CF_BOWED) /* CORE-24 */
        return l5r__deny(u->j, L5R_REASON_BOWED, "CORE-24",
                         "%s is bowed: bowed cards cannot use abilities",
                         u->n1);
    if (c->flags & L5R_CF_FACE_DOWN)
        return l5r__deny(u->j, L5R_REASON_WRONG_ZONE, "CORE-25",
                         "%s is face-down", u->n1);
    /* FRM-05: a Formation whose requirement is unmet does nothing. */
    if (formation && !l5r__formed(u->g, u->card, u->p, c->location))
        return l5r__deny(u->j, L5R_REASON_REQUIREMENT, "FRM-05",
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
        return l5r__deny(u->j, L5R_REASON_PRESENCE,
                         u->card == L5R_NO ? "FAV-08" : "CORE-51",
                         "you control no unit at the current battlefield");
    uint32_t unit = u->card != L5R_NO ? unit_of(u->g, u->card) : L5R_NO;
    if (unit != L5R_NO && l5r_ccards(s)[unit].location != s->battlefield)
        return l5r__deny(u->j, L5R_REASON_PRESENCE, "CORE-51",
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
        return l5r__deny(u->j, L5R_REASON_COST, "CORE-54",
                         "name the card bowed to pay the cost (bow #N)");
    l5r_selrec sel = u->g->db->sels.v[c->sel];
    /* Lobbying's Personal Honor is a ruleset parameter. */
    if (u->card == L5R_NO && u->a->ability == L5R_PA_LOBBY)
        sel.ph_min = (int16_t)l5r__opt(u->g, L5R_PARAM_LOBBY_MIN_PH);
    const char *why, *rule;
    if (!l5r__target_ok(u->g, u->p, u->card, &sel, chosen, &why, &rule))
        return l5r__deny(u->j, L5R_REASON_COST, "CORE-54",
                         "#%u cannot pay the cost: %s", chosen, why);
    if (l5r_ccards(u->s)[chosen].flags & L5R_CF_BOWED)
        return l5r__deny(u->j, L5R_REASON_BOWED, "CORE-24",
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
                return l5r__deny(u->j, L5R_REASON_COST, "CORE-54",
                                 "the card to bow is not in play");
            if (l5r_ccards(s)[who].flags & L5R_CF_BOWED)
                return l5r__deny(u->j, L5R_REASON_BOWED, "CORE-24",
                                 "a bowed card cannot be bowed to pay a "
                                 "cost");
            break;
        }
        case L5R_COST_GOLD:
            if (s->players[u->p].gold < c->amount)
                return l5r__deny(u->j, L5R_REASON_GOLD, "CORE-54",
                                 "it costs %d gold; you have %d (produce "
                                 "gold first)",
                                 c->amount, s->players[u->p].gold);
            break;
        case L5R_COST_DISCARD_CARD:
            discards += (uint32_t)c->amount;
            break;
        case L5R_COST_DISCARD_FAVOR: /* FAV-04 */
            if (s->favor != u->p)
                return l5r__deny(u->j, L5R_REASON_COST, "FAV-04",
                                 "only the Imperial Favor's controller can "
                                 "discard it as a cost");
            break;
        case L5R_COST_DESTROY:
            if (l5r_ccards(s)[u->card].zone != L5R_ZONE_PLAY)
                return l5r__deny(u->j, L5R_REASON_COST, "CORE-54",
                                 "%s is not in play", u->n1);
            break;
        case L5R_COST_NINJUTSU:
            return l5r__deny(u->j, L5R_REASON_COST, "NIN-07",
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
                return l5r__deny(u->j, L5R_REASON_COST, "CORE-54",
                                 "this ability has no cost paid by bowing "
                                 "a chosen card");
            continue;
        }
        if (a->how[i] == L5R_PAY_WITH)
            continue; /* Ritual casters: check_casters() */
        uint32_t c = a->costs[i];
        if (c >= s->ncards || l5r_ccards(s)[c].zone != L5R_ZONE_HAND ||
            l5r_ccards(s)[c].owner != u->p || c == u->card)
            return l5r__deny(u->j, L5R_REASON_COST, "CORE-54",
                             "#%u is not a card in your hand to discard", c);
        for (uint32_t k = 0; k < i; k++)
            if (a->costs[k] == c)
                return l5r__deny(u->j, L5R_REASON_COST, "CORE-54",
                                 "#%u is discarded twice", c);
        given++;
    }
    if (given != discards)
        return l5r__deny(u->j, L5R_REASON_COST, "CORE-54",
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
        return l5r__deny(u->j, L5R_REASON_WRONG_TIME, "FEA-01",
                         "Fear targets a unit in an opposing army: only in "
                         "battle");
    if (target >= s->ncards || l5r_ccards(s)[target].zone != L5R_ZONE_PLAY ||
        l5r__def(u->g, target)->type != L5R_TYPE_PERSONALITY ||
        l5r_ccards(s)[target].controller == u->p ||
        l5r_ccards(s)[target].location != s->battlefield)
        return l5r__deny(u->j, L5R_REASON_TARGET, "FEA-01",
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
            return l5r__deny(u->j, L5R_REASON_MALFORMED, "RIT-01",
                             "only a Ritual has assisting casters");
        return true;
    }
    uint32_t primary = u->card != L5R_NO ? unit_of(u->g, u->card) : L5R_NO;
    if (primary == L5R_NO)
        return l5r__deny(u->j, L5R_REASON_WRONG_ZONE, "RIT-01",
                         "a Ritual is cast by the Shugenja the Spell is "
                         "attached to");
    uint32_t casters = 1 + with;
    if (casters < u->ab->casters_min || casters > u->ab->casters_max)
        return l5r__deny(u->j, L5R_REASON_COST, "RIT-01",
                         "this Ritual needs %u to %u casters; the move names "
                         "%u (the primary caster and %u assisting)",
                         u->ab->casters_min, u->ab->casters_max, casters, with);
    uint8_t where = l5r_ccards(s)[primary].location;
    for (uint32_t i = 0; i < a->ncosts; i++) {
        if (a->how[i] != L5R_PAY_WITH)
            continue;
        uint32_t c = a->costs[i];
        if (c >= s->ncards || c == primary)
            return l5r__deny(u->j, L5R_REASON_COST, "RIT-01",
                             "#%u cannot assist: it is not another caster", c);
        const l5r_cardst *cs = &l5r_ccards(s)[c];
        uint8_t type = l5r__def(u->g, c)->type;
        if (cs->zone != L5R_ZONE_PLAY || cs->controller != u->p ||
            !(type == L5R_TYPE_PERSONALITY ||
              (type == L5R_TYPE_FOLLOWER && cs->attached_to != L5R_NO)) ||
            /* RIT-02: Shugenja Followers too */
            !l5r__has_keyword(u->g, c, L5R__KW_SHUGENJA))
            return l5r__deny(u->j, L5R_REASON_COST, "RIT-02",
                             "#%u is not a Shugenja (Personality or "
                             "Follower) you control in play",
                             c);
        if (cs->location != where)
            return l5r__deny(u->j, L5R_REASON_COST, "RIT-01",
                             "#%u is not at the primary caster's location", c);
        for (uint32_t k = 0; k < i; k++)
            if (a->costs[k] == c)
                return l5r__deny(u->j, L5R_REASON_COST, "RIT-01",
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
        return l5r__deny(u->j, L5R_REASON_TARGET, "RED-02",
                         "only a targeted action can be redirected (and "
                         "never a cost)");
    if (a->ntargets != 1)
        return l5r__deny(u->j, L5R_REASON_TARGET, "RED-01",
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
        return l5r__deny(u->j, L5R_REASON_TARGET, "RED-01",
                         "#%u could not have been chosen originally",
                         a->targets[0]);
    for (uint32_t i = 0; i < s->pending_ntargets; i++)
        if (s->pending_targets[i] == a->targets[0])
            return l5r__deny(u->j, L5R_REASON_TARGET, "RED-01",
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
            return l5r__deny(u->j, L5R_REASON_TARGET, "DTR-01",
                             "a Delayed Terrain picks no targets when "
                             "played: they are chosen at the end of the "
                             "Combat Segment");
        return true;
    }
    if (!sel->present) {
        if (uses_fear(u->g, u->ab)) {
            if (a->ntargets != 1)
                return l5r__deny(u->j, L5R_REASON_TARGET, "FEA-01",
                                 "name the unit the Fear targets");
            return check_fear_target(u, a->targets[0]);
        }
        if (a->ntargets != 0)
            return l5r__deny(u->j, L5R_REASON_TARGET, "CORE-55",
                             "this ability has no target");
        return true;
    }
    if (a->ntargets != sel->count)
        return l5r__deny(u->j, L5R_REASON_TARGET, "CORE-55",
                         "this ability takes %u target(s), not %u", sel->count,
                         a->ntargets);
    for (uint32_t i = 0; i < a->ntargets; i++) {
        for (uint32_t k = 0; k < i; k++)
            if (a->targets[k] == a->targets[i]) /* distinct targets */
                return l5r__deny(u->j, L5R_REASON_TARGET, "CORE-55",
                                 "#%u is targeted twice", a->targets[i]);
        const char *why, *rule;
        if (!l5r__target_ok(u->g, u->p, u->card, sel, a->targets[i], &why,
                            &rule))
            return l5r__deny(u->j, L5R_REASON_TARGET, rule,
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
        return l5r__deny(u->j, L5R_REASON_RESTRICTED, "SHD-04",
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
            return l5r__deny(u->j, L5R_REASON_RESTRICTED, "SHD-05",
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
    if (!u->j->quiet)
        snprintf(u->n1, sizeof u->j->n1, "'%s'", name != NULL ? name : "?");
    u->ab = l5r__ability(u->g, u->a);
    if (u->ab == NULL) {
        l5r__deny(u->j, L5R_REASON_MALFORMED, "CORE-44",
                  "%s cannot be used now", u->n1);
        return;
    }
    bool favor = u->a->ability == L5R_PA_FAVOR_DRAW ||
                 u->a->ability == L5R_PA_FAVOR_HOME;
    if (!check_timing(u) || !check_shadowlands(u))
        return;
    /* FAV-08: once per turn, like any ability. */
    if (u->s->players[u->p].used & (1u << u->a->ability)) {
        l5r__deny(u->j, L5R_REASON_LIMIT, favor ? "FAV-08" : "CORE-28",
                  "%s was used this turn", u->n1);
        return;
    }
    if (u->ab->condition == L5R_COND_HIGHEST_HONOR) {
        for (uint32_t q = 0; q < u->s->nplayers; q++)
            if (q != u->p && !(u->s->players[q].flags & L5R_PF_LOST) &&
                u->s->players[q].honor >= u->s->players[u->p].honor) {
                l5r__deny(u->j, L5R_REASON_RESTRICTED, "CORE-58",
                          "lobbying needs Family Honor higher than every "
                          "other player's");
                return;
            }
    }
    if (!check_presence(u) || !check_costs(u))
        return;
    check_targets(u);
}

/* The answer to a revealed Event's (CORE-31) or a Delayed Terrain's
   (DTR-02) ability: its targets, and no costs. */
bool l5r__judge_answer(l5r_judging *j)
{
    const l5r_game *g = j->g;
    const l5r_action *a = j->a;
    use_ctx u;
    use_init(&u, j);
    if (a->card != g->st->choose_card || a->ability != g->st->choose_ability)
        return l5r__deny(j, L5R_REASON_WRONG_TIME,
                         g->st->decision == L5R_DECIDE_TERRAIN ? "DTR-02"
                                                               : "CORE-31",
                         "choose the targets of #%u's ability %u",
                         g->st->choose_card, g->st->choose_ability);
    u.ab = l5r__ability(g, a);
    l5r__card_name(j, a->card, j->n1, sizeof j->n1);
    if (a->ncosts > 0)
        return l5r__deny(j, L5R_REASON_COST, "CORE-54",
                         "a revealed Event's ability has no costs");
    return check_targets(&u);
}

/* The abilities every player has that the vocabulary writes (FAV-06 ..
   FAV-09, lobbying, ENL-02). */
bool l5r__judge_player_ability(l5r_judging *j)
{
    use_ctx u;
    use_init(&u, j);
    judge_player_ability(&u);
    return j->v->legal;
}

/* Using a card's ability (CORE-25 .. CORE-29, CORE-54 .. CORE-56). */
bool l5r__judge_use(l5r_judging *j)
{
    const l5r_game *g = j->g;
    const l5r_action *a = j->a;
    use_ctx u;
    use_init(&u, j);
    if (a->card >= g->st->ncards ||
        l5r_ccards(g->st)[a->card].zone == L5R_ZONE_NONE)
        return l5r__deny(j, L5R_REASON_NO_SUCH_CARD, "CORE-29",
                         "there is no card #%u", a->card);
    l5r__card_name(j, a->card, j->n1, sizeof j->n1);
    u.ab = l5r__ability(g, a);
    if (u.ab == NULL)
        return l5r__deny(j, L5R_REASON_MALFORMED, "CORE-44",
                         "%s has no ability %u", u.n1, a->ability);
    if (!check_source(&u) || !check_timing(&u) || !check_shadowlands(&u))
        return false;
    if (!any_number(g, a->card, u.ab) &&
        (l5r_ccards(g->st)[a->card].used & (1u << (a->ability & 31))))
        return l5r__deny(j, L5R_REASON_LIMIT, "CORE-28",
                         "%s's ability %u was used this turn", u.n1,
                         a->ability);
    if (!check_presence(&u) || !check_costs(&u) || !check_casters(&u))
        return false;
    return check_targets(&u);
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

bool l5r__reaction_fits(const l5r_game *g, uint32_t p, uint32_t card,
                        const l5r_abilrec *ab)
{
    const l5r_state *s = g->st;
    if (!(ab->timing & L5R_TIMING_REACTION))
        return false;
    /* A card reacts once to what happened, however often it may react
       in a turn. */
    if (card != L5R_NO && (l5r_ccards(s)[card].used & L5R_USED_REACTED))
        return false;
    for (uint32_t i = 0; i < s->ntrig; i++) {
        const l5r_trigst *t = &s->trig[i];
        if (t->kind != ab->trigger)
            continue;
        switch (t->kind) {
        case L5R_TRIGGER_TARGETED: /* this card (or its bearer); from a
                                      hand, any card of the player's */
            if (card != L5R_NO &&
                l5r_ccards(g->st)[card].zone == L5R_ZONE_HAND) {
                if (t->player == p)
                    return true;
            } else if (card != L5R_NO &&
                       (t->card == card || t->card == l5r__bearer(g, card))) {
                return true;
            }
            break;
        case L5R_TRIGGER_ENTERS_PLAY: /* this card */
            if (t->card == card)
                return true;
            break;
        case L5R_TRIGGER_CARD_DESTROYED:
        case L5R_TRIGGER_PROVINCE_DESTROYED:
        case L5R_TRIGGER_FAVOR_TAKEN: /* whoever it happened to */
            return true;
        default: /* honor, battles, turns: the reacting player's */
            if (t->player == p)
                return true;
            break;
        }
    }
    return false;
}

/* --- uses of abilities: every combination of discards and targets ---- */

typedef struct use_enum {
    const l5r_game *g;
    l5r_lister *l;
    l5r_action a;
    uint32_t hand[64], nhand;       /* cards that may be discarded */
    uint32_t cands[256], ncands;    /* possible targets */
    uint32_t bowable[64], nbowable; /* cards to bow for a chosen-bow cost */
    uint32_t casters[8], ncasters;  /* Shugenja who may assist a Ritual */
} use_enum;

static int with_targets(use_enum *u, uint32_t need, uint32_t from)
{
    if (need == 0) {
        if (u->ncasters == 0)
            return l5r__consider(u->l, &u->a);
        /* RIT-01: every set of assisting casters (the judge keeps the
           ones that fit). */
        int rc = l5r__consider(u->l, &u->a);
        uint32_t n = u->ncasters < 6 ? u->ncasters : 6;
        for (uint32_t mask = 1; mask < (1u << n) && rc == L5R_OK; mask++) {
            uint32_t saved = u->a.ncosts;
            for (uint32_t k = 0; k < n && u->a.ncosts < 8; k++)
                if (mask & (1u << k)) {
                    u->a.how[u->a.ncosts] = L5R_PAY_WITH;
                    u->a.costs[u->a.ncosts++] = u->casters[k];
                }
            rc = l5r__consider(u->l, &u->a);
            u->a.ncosts = saved;
        }
        return rc;
    }
    int rc = L5R_OK;
    for (uint32_t i = from; i < u->ncands && rc == L5R_OK; i++) {
        u->a.targets[u->a.ntargets++] = u->cands[i];
        rc = with_targets(u, need - 1, i + 1);
        u->a.ntargets--;
    }
    return rc;
}

static int with_discards(use_enum *u, uint32_t need, uint32_t from,
                         uint32_t ntargets)
{
    if (need == 0) {
        if (u->nbowable == 0)
            return with_targets(u, ntargets, 0);
        int rc = L5R_OK;
        for (uint32_t i = 0; i < u->nbowable && rc == L5R_OK; i++) {
            u->a.how[u->a.ncosts] = L5R_PAY_BOW;
            u->a.costs[u->a.ncosts++] = u->bowable[i];
            rc = with_targets(u, ntargets, 0);
            u->a.ncosts--;
        }
        return rc;
    }
    int rc = L5R_OK;
    for (uint32_t i = from; i < u->nhand && rc == L5R_OK; i++) {
        u->a.how[u->a.ncosts] = L5R_PAY_DISCARD;
        u->a.costs[u->a.ncosts++] = u->hand[i];
        rc = with_discards(u, need - 1, i + 1, ntargets);
        u->a.ncosts--;
    }
    return rc;
}

/* Could an ability of this timing answer the decision at all? */
static bool timing_fits(const l5r_state *s, uint16_t t)
{
    switch (s->decision) {
    case L5R_DECIDE_ACTION:
        return (t & (L5R_TIMING_LIMITED | L5R_TIMING_OPEN)) != 0;
    case L5R_DECIDE_ENGAGE:
        return (t & L5R_TIMING_ENGAGE) != 0;
    case L5R_DECIDE_BATTLE:
        return (t & (L5R_TIMING_BATTLE | L5R_TIMING_OPEN)) != 0;
    case L5R_DECIDE_REACTION:
        return (t & L5R_TIMING_REACTION) != 0;
    case L5R_DECIDE_REVEALED:
        return (t & L5R_TIMING_REVEALED) != 0;
    case L5R_DECIDE_TERRAIN:
        return (t & L5R_TIMING_BATTLE) != 0;
    default:
        return false;
    }
}

/* Every way to use one ability: its discards, a card to bow if a cost
   chooses one, and its targets. */
static int enumerate_ability(l5r_lister *l, uint32_t card, uint32_t k,
                             const l5r_abilrec *ab)
{
    const l5r_game *g = l->g;
    const l5r_state *s = g->st;
    const l5r_cardst *c = l5r_ccards(s);
    uint32_t p = l->p;
    if (!timing_fits(s, ab->timing))
        return L5R_OK;
    use_enum u;
    u.g = g;
    u.l = l;
    l5r__candidate(&u.a, p, L5R_ACT_USE, card);
    u.a.ability = k;
    uint32_t discards = 0;
    bool chosen_bow = false;
    for (uint32_t i = 0; i < ab->cost_count; i++) {
        const l5r_costrec *cost = &g->db->costs.v[ab->cost_first + i];
        if (cost->kind == L5R_COST_DISCARD_CARD)
            discards += (uint32_t)cost->amount;
        chosen_bow |= cost->kind == L5R_COST_BOW && cost->who == L5R_WHO_ANY;
    }
    u.nhand = u.nbowable = u.ncasters = 0;
    for (uint32_t i = 0; i < s->ncards; i++) {
        if (c[i].zone == L5R_ZONE_HAND && c[i].owner == p && i != card &&
            u.nhand < 64)
            u.hand[u.nhand++] = i;
        if (chosen_bow && c[i].zone == L5R_ZONE_PLAY && c[i].controller == p &&
            !(c[i].flags & L5R_CF_BOWED) && u.nbowable < 64)
            u.bowable[u.nbowable++] = i;
    }
    uint32_t ntargets = l5r__ability_ntargets(g->db, ab);
    if (card != L5R_NO && c[card].zone == L5R_ZONE_HAND &&
        l5r__is_delayed_terrain(g, card))
        ntargets = 0; /* DTR-01 */
    u.ncands = 0;
    if (ab->target.present && ab->target.type == L5R_SEL_PLAYER) {
        for (uint32_t q = 0; q < s->nplayers; q++)
            u.cands[u.ncands++] = L5R_TGT_PLAYER | q;
    } else if (ab->target.present && ab->target.type == L5R_SEL_PROVINCE) {
        for (uint32_t q = 0; q < s->nplayers; q++)
            for (uint32_t pv = 0;
                 pv < s->players[q].nprovinces && u.ncands < 256; pv++)
                u.cands[u.ncands++] = L5R_TGT_PROVINCE | (q << 8) | pv;
    } else {
        for (uint32_t i = 0; ntargets > 0 && i < s->ncards && u.ncands < 256;
             i++)
            if (c[i].zone == L5R_ZONE_PLAY)
                u.cands[u.ncands++] = i;
    }
    for (uint32_t i = 0; ab->casters_min > 0 && i < s->ncards && u.ncasters < 8;
         i++) {
        if (c[i].zone == L5R_ZONE_PLAY && c[i].controller == p &&
            l5r__has_keyword(g, i, L5R__KW_SHUGENJA) &&
            i != c[card].attached_to)
            u.casters[u.ncasters++] = i;
    }
    if (discards > 3 || ntargets > 3 || (chosen_bow && u.nbowable == 0))
        return L5R_OK; /* none, or beyond what the vocabulary asks */
    return with_discards(&u, discards, 0, ntargets);
}

static int enumerate_uses(l5r_lister *l, uint32_t card)
{
    const l5r_game *g = l->g;
    const l5r_cardrec *d = l5r__def(g, card);
    int rc = L5R_OK;
    for (uint32_t k = 0; k < d->abil_count && rc == L5R_OK; k++)
        rc = enumerate_ability(l, card, k, &g->db->abils.v[d->abil_first + k]);
    return rc;
}

/* The uses of a card's abilities: in play, his own; in his hand, an
   Action card's. */
int l5r__list_uses(l5r_lister *l, uint32_t card)
{
    const l5r_cardst *c = &l5r_ccards(l->g->st)[card];
    if ((c->zone == L5R_ZONE_PLAY && c->controller == l->p) ||
        (c->zone == L5R_ZONE_HAND &&
         l5r__def(l->g, card)->type == L5R_TYPE_ACTION))
        return enumerate_uses(l, card);
    return L5R_OK;
}

/* The answers to a revealed Event's or a Delayed Terrain's ability. */
int l5r__list_answer(l5r_lister *l)
{
    return enumerate_uses(l, l->g->st->choose_card);
}

/* The abilities every player has (FAV-09): listed only when usable. */
int l5r__list_player_abilities(l5r_lister *l)
{
    const l5r_game *g = l->g;
    int rc = L5R_OK;
    for (uint32_t k = 1; k <= L5R_PA_YU && rc == L5R_OK; k++) {
        int e = l5r__player_ability_entry(k);
        if (e >= 0 && (uint32_t)e < g->db->pa_count)
            rc = enumerate_ability(l, L5R_NO, k,
                                   &g->db->abils.v[g->db->pa_first + e]);
    }
    return rc;
}
