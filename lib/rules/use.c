/* SPDX-License-Identifier: MIT */
/*
 * ability.c - using abilities: the timing, the limit, presence and
 * location, the costs (paid in full or not at all), the targets, then the
 * effects in order. One small resolver for every ability of the
 * vocabulary (examples/cards/SCHEMA.md); no code per card.
 */
#include "rules/rules.h"

#include "cards/keywords.h"

#include <stdio.h>

/* OPN-01: Open actions of cards printed before Khan's Defiance are legal
   in battle. */
static bool open_in_battle(const l5r_game *g, uint32_t card)
{
    return l5r_carddb_card_printed_before(g->db,
                                          l5r_state__ccards(g->st)[card].def,
                                          "Khan's Defiance") == 1;
}

/* CORE-28, WND-02, FRM-07: how often the ability may be used. */
static bool any_number(const l5r_game *g, uint32_t card, const l5r_abilrec *ab)
{
    uint8_t type = l5r_game__def(g, card)->type;
    return ab->limit == L5R_LIMIT_ANY || type == L5R_TYPE_WIND ||
           (type == L5R_TYPE_ACTION &&
            l5r_profile__has_keyword(g, card, L5R__KWID_FORMATION));
}

static void use_init(l5r_use *u, l5r_judging *j)
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
static bool check_timing(l5r_use *u)
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
            return l5r_verdict__deny(u->j, L5R_REASON_WRONG_TIME, "CORE-27",
                                     "Limited actions only in your own Action "
                                     "phase");
        break;
    case L5R_DECIDE_ENGAGE:
        if (t & L5R_TIMING_ENGAGE)
            return true;
        break;
    case L5R_DECIDE_REACTION:
        if (l5r_use__reaction_fits(u->g, u->p, u->card, u->ab))
            return true;
        return l5r_verdict__deny(u->j, L5R_REASON_WRONG_TIME, "CORE-59",
                                 "%s is not a Reaction to what just happened",
                                 u->n1);
    case L5R_DECIDE_BATTLE:
        if (t & L5R_TIMING_BATTLE)
            return true;
        if ((t & L5R_TIMING_OPEN) && u->card != L5R_NO &&
            open_in_battle(u->g, u->card))
            return true;
        if (t & L5R_TIMING_OPEN) /* OPN-01 */
            return l5r_verdict__deny(
                u->j, L5R_REASON_WRONG_TIME, "OPN-01",
                "only Open actions of cards printed before "
                "Khan's Defiance are legal in battle");
        break;
    default:
        break;
    }
    return l5r_verdict__deny(u->j, L5R_REASON_WRONG_TIME, "CORE-56",
                             "%s cannot be used now", u->n1);
}

/* Where the source card must be, and who may use it (CORE-25). */
static bool check_source(l5r_use *u)
{
    const l5r_cardst *c = &l5r_state__ccards(u->s)[u->card];
    uint8_t type = l5r_game__def(u->g, u->card)->type;
    bool formation = l5r_profile__is_formation(u->g, u->card);
    if (c->zone == L5R_ZONE_HAND) {
        if (c->owner != u->p || type != L5R_TYPE_ACTION)
            return l5r_verdict__deny(u->j, L5R_REASON_WRONG_ZONE, "CORE-25",
                                     "%s cannot be used from a hand", u->n1);
        if (formation) /* FRM-05, FRM-06 */
            return l5r_verdict__deny(u->j, L5R_REASON_WRONG_ZONE, "FRM-05",
                                     "%s works only in play: play it with 'use "
                                     "formation with #%u'",
                                     u->n1, u->card);
        return true;
    }
    if (c->zone != L5R_ZONE_PLAY || c->controller != u->p)
        return l5r_verdict__deny(u->j, L5R_REASON_NOT_CONTROLLED, "CORE-25",
                                 "%s is not a card you control in play", u->n1);
    if (c->flags & L5R_CF_BOWED) /* CORE-24 */
        return l5r_verdict__deny(
            u->j, L5R_REASON_BOWED, "CORE-24",
            "%s is bowed: bowed cards cannot use abilities", u->n1);
    if (c->flags & L5R_CF_FACE_DOWN)
        return l5r_verdict__deny(u->j, L5R_REASON_WRONG_ZONE, "CORE-25",
                                 "%s is face-down", u->n1);
    /* FRM-05: a Formation whose requirement is unmet does nothing. */
    if (formation && !l5r_profile__formed(u->g, u->card, u->p, c->location))
        return l5r_verdict__deny(
            u->j, L5R_REASON_REQUIREMENT, "FRM-05",
            "%s is not formed by your army at its battlefield", u->n1);
    return true;
}

/* CORE-51: presence and location in battle. */
static bool check_presence(l5r_use *u)
{
    const l5r_state *s = u->s;
    /* MOV-06: an ability moving its own unit in is its own presence. */
    if (u->card != L5R_NO && l5r_movement__moves_self(u->g, u->ab))
        return l5r_movement__check_self(u);
    if (!l5r_game__in_battle(s))
        return true;
    if (!l5r_armies__present(u->g, u->p, s->battlefield)) /* FAV-08 too */
        return l5r_verdict__deny(
            u->j, L5R_REASON_PRESENCE, u->card == L5R_NO ? "FAV-08" : "CORE-51",
            "you control no unit at the current battlefield");
    uint32_t unit =
        u->card != L5R_NO ? l5r_armies__unit_of(u->g, u->card) : L5R_NO;
    if (unit != L5R_NO && l5r_state__ccards(s)[unit].location != s->battlefield)
        return l5r_verdict__deny(u->j, L5R_REASON_PRESENCE, "CORE-51",
                                 "%s is not at the current battlefield", u->n1);
    return true;
}

/* A cost "bow a card you choose": the move names it (bow #N), it fits the
   filter and is unbowed. Choosing is not targeting. */
/* The cards a "bow a card you choose" cost may bow: its selection, with
   Lobbying's Personal Honor from the ruleset. */
static l5r_selrec chosen_bow_sel(const l5r_game *g, uint32_t card,
                                 uint32_t ability, const l5r_costrec *c)
{
    l5r_selrec sel = g->db->sels.v[c->sel];
    if (card == L5R_NO && ability == L5R_PA_LOBBY)
        sel.ph_min = (int16_t)l5r_game__opt(g, L5R_PARAM_LOBBY_MIN_PH);
    return sel;
}

/* CST-02: a chosen-bow cost with `count` N is paid by the move's next N
   `bow #N` choices (the costs take them in order): each fits the cost's
   filter and is unbowed, and no card is named twice. `*next` is the
   index of the next choice to read. */
static bool check_chosen_bow(l5r_use *u, const l5r_costrec *c, uint32_t *next)
{
    const l5r_action *a = u->a;
    l5r_selrec sel = chosen_bow_sel(u->g, u->card, u->a->ability, c);
    uint32_t need = sel.count; /* 1 unless the filter counts more */
    for (uint32_t got = 0; got < need; got++) {
        uint32_t i = *next;
        while (i < a->ncosts && a->how[i] != L5R_PAY_BOW)
            i++;
        if (i >= a->ncosts) {
            if (need == 1)
                return l5r_verdict__deny(
                    u->j, L5R_REASON_COST, "CORE-54",
                    "name the card bowed to pay the cost (bow #N)");
            return l5r_verdict__deny(u->j, L5R_REASON_COST, "CST-02",
                                     "name the %u cards bowed to pay the "
                                     "cost (bow #N, one each); %u named",
                                     need, got);
        }
        *next = i + 1;
        uint32_t chosen = a->costs[i];
        for (uint32_t k = 0; k < i; k++)
            if (a->how[k] == L5R_PAY_BOW && a->costs[k] == chosen)
                return l5r_verdict__deny(u->j, L5R_REASON_COST, "CST-02",
                                         "#%u is named twice to pay a bow "
                                         "cost",
                                         chosen);
        const char *why, *rule;
        if (!l5r_targets__ok(u->g, u->p, u->card, &sel, chosen, &why, &rule))
            return l5r_verdict__deny(u->j, L5R_REASON_COST, "CORE-54",
                                     "#%u cannot pay the cost: %s", chosen,
                                     why);
        if (l5r_state__ccards(u->s)[chosen].flags & L5R_CF_BOWED)
            return l5r_verdict__deny(
                u->j, L5R_REASON_BOWED, "CORE-24",
                "#%u is bowed: a bowed card cannot pay a bow cost", chosen);
    }
    return true;
}

bool l5r_use__chosen_bow_sel(const l5r_game *g, uint32_t card, uint32_t ability,
                             const l5r_abilrec *ab, l5r_selrec *sel)
{
    if (!ab->chosen_bow) /* the usual case, known at load */
        return false;
    for (uint32_t k = 0; k < ab->cost_count; k++) {
        const l5r_costrec *c = &g->db->costs.v[ab->cost_first + k];
        if (c->kind == L5R_COST_BOW && c->who == L5R_WHO_ANY) {
            *sel = chosen_bow_sel(g, card, ability, c);
            return true;
        }
    }
    return false;
}

/* CORE-54: the costs that make no choice can be paid now (gold, the
   Favor, destroying or bowing this card); judged with the rest of what
   does not depend on the choices. */
static bool check_fixed_costs(l5r_use *u)
{
    const l5r_game *g = u->g;
    const l5r_state *s = u->s;
    const l5r_abilrec *ab = u->ab;
    for (uint32_t k = 0; k < ab->cost_count; k++) {
        const l5r_costrec *c = &g->db->costs.v[ab->cost_first + k];
        switch (c->kind) {
        case L5R_COST_BOW:
            if (c->who != L5R_WHO_SELF)
                break; /* a chosen card or the target: check_costs() */
            if (u->card == L5R_NO ||
                l5r_state__ccards(s)[u->card].zone != L5R_ZONE_PLAY)
                return l5r_verdict__deny(u->j, L5R_REASON_COST, "CORE-54",
                                         "the card to bow is not in play");
            if (l5r_state__ccards(s)[u->card].flags & L5R_CF_BOWED)
                return l5r_verdict__deny(
                    u->j, L5R_REASON_BOWED, "CORE-24",
                    "a bowed card cannot be bowed to pay a "
                    "cost");
            break;
        case L5R_COST_GOLD:
            if (s->players[u->p].gold < c->amount)
                return l5r_verdict__deny(
                    u->j, L5R_REASON_GOLD, "CORE-54",
                    "it costs %d gold; you have %d (produce "
                    "gold first)",
                    c->amount, s->players[u->p].gold);
            break;
        case L5R_COST_DISCARD_FAVOR: /* FAV-04 */
            if (s->favor != u->p)
                return l5r_verdict__deny(
                    u->j, L5R_REASON_COST, "FAV-04",
                    "only the Imperial Favor's controller can "
                    "discard it as a cost");
            break;
        case L5R_COST_DESTROY:
            if (l5r_state__ccards(s)[u->card].zone != L5R_ZONE_PLAY)
                return l5r_verdict__deny(u->j, L5R_REASON_COST, "CORE-54",
                                         "%s is not in play", u->n1);
            break;
        case L5R_COST_NINJUTSU: { /* CST-01 */
            int32_t v =
                (u->card == L5R_NO ? 0
                                   : l5r_profile__ninjutsu_value(g, u->card));
            if (v <= 0)
                return l5r_verdict__deny(u->j, L5R_REASON_COST, "CST-01",
                                         "%s has no Ninjutsu value to pay",
                                         u->n1);
            if (s->players[u->p].gold < v)
                return l5r_verdict__deny(
                    u->j, L5R_REASON_GOLD, "CST-01",
                    "its Ninjutsu value is %d gold; you have %d (produce "
                    "gold first)",
                    v, s->players[u->p].gold);
            break;
        }
        case L5R_COST_LOSE_HONOR: /* payable, but by one who cannot lose
                                     Honor (PRV-06) */
            if (l5r_stats__player_cannot(g, u->p, L5R_PCANNOT_LOSE_HONOR))
                return l5r_verdict__deny(u->j, L5R_REASON_COST, "PRV-06",
                                         "you cannot lose Honor now, so you "
                                         "cannot pay %d Honor",
                                         c->amount);
            break;
        default: /* the rest choose: check_costs() */
            break;
        }
    }
    return true;
}

/* CORE-54: the costs that choose can be paid with the choices the move
   made: a chosen card or the target to bow, the cards to discard. */
static bool check_costs(l5r_use *u)
{
    const l5r_game *g = u->g;
    const l5r_state *s = u->s;
    const l5r_action *a = u->a;
    const l5r_abilrec *ab = u->ab;
    uint32_t discards = ab->discards, next_bow = 0;
    for (uint32_t k = 0; k < ab->cost_count; k++) {
        const l5r_costrec *c = &g->db->costs.v[ab->cost_first + k];
        if (c->kind != L5R_COST_BOW || c->who == L5R_WHO_SELF)
            continue;
        if (c->who == L5R_WHO_ANY) {
            if (!check_chosen_bow(u, c, &next_bow))
                return false;
            continue;
        }
        uint32_t who = c->who == L5R_WHO_PERFORMER ? l5r_performer__of(a)
                       : a->ntargets > 0           ? a->targets[0]
                                                   : L5R_NO;
        if (who == L5R_NO || who >= s->ncards ||
            l5r_state__ccards(s)[who].zone != L5R_ZONE_PLAY)
            return l5r_verdict__deny(u->j, L5R_REASON_COST, "CORE-54",
                                     "the card to bow is not in play");
        if (l5r_state__ccards(s)[who].flags & L5R_CF_BOWED)
            return l5r_verdict__deny(u->j, L5R_REASON_BOWED, "CORE-24",
                                     "a bowed card cannot be bowed to pay a "
                                     "cost");
    }
    /* The cards discarded: exactly as many as the costs ask, from hand. */
    uint32_t given = 0, bows = 0;
    for (uint32_t k = 0; ab->chosen_bow && k < ab->cost_count; k++) {
        const l5r_costrec *c = &g->db->costs.v[ab->cost_first + k];
        if (c->kind == L5R_COST_BOW && c->who == L5R_WHO_ANY)
            bows += g->db->sels.v[c->sel].count;
    }
    for (uint32_t i = 0; i < a->ncosts; i++) {
        if (a->how[i] == L5R_PAY_BOW) {
            if (bows-- == 0)
                return l5r_verdict__deny(
                    u->j, L5R_REASON_COST, "CORE-54",
                    "this ability has no cost paid by bowing "
                    "a chosen card");
            continue;
        }
        if (a->how[i] == L5R_PAY_WITH)
            continue; /* Ritual casters: l5r_ritual__check_casters() */
        uint32_t c = a->costs[i];
        if (c >= s->ncards || l5r_state__ccards(s)[c].zone != L5R_ZONE_HAND ||
            l5r_state__ccards(s)[c].owner != u->p || c == u->card)
            return l5r_verdict__deny(
                u->j, L5R_REASON_COST, "CORE-54",
                "#%u is not a card in your hand to discard", c);
        for (uint32_t k = 0; k < i; k++)
            if (a->costs[k] == c)
                return l5r_verdict__deny(u->j, L5R_REASON_COST, "CORE-54",
                                         "#%u is discarded twice", c);
        given++;
    }
    if (given != discards)
        return l5r_verdict__deny(
            u->j, L5R_REASON_COST, "CORE-54",
            "the costs discard %u card(s); the move names %u", discards, given);
    return true;
}

/* CORE-55: the targets fit the ability. */
static bool check_targets(l5r_use *u)
{
    if (u->ab != NULL && l5r_redirect__redirects(u->g, u->ab))
        return l5r_redirect__check(u);
    const l5r_action *a = u->a;
    const l5r_selrec *sel = &u->ab->target;
    if (u->card != L5R_NO &&
        l5r_state__ccards(u->s)[u->card].zone == L5R_ZONE_HAND &&
        l5r_profile__is_delayed_terrain(u->g, u->card)) {
        if (a->ntargets != 0) /* DTR-01 */
            return l5r_verdict__deny(
                u->j, L5R_REASON_TARGET, "DTR-01",
                "a Delayed Terrain picks no targets when "
                "played: they are chosen at the end of the "
                "Combat Segment");
        return true;
    }
    if (!sel->present) {
        if (l5r_fear__uses(u->g, u->ab)) {
            if (a->ntargets != 1)
                return l5r_verdict__deny(u->j, L5R_REASON_TARGET, "FEA-01",
                                         "name the unit the Fear targets");
            return l5r_fear__check_target(u, a->targets[0]);
        }
        if (l5r_attacks__uses(u->g, u->ab)) /* RNG-01 .. RNG-03 */
            return l5r_attacks__check_target(u);
        if (a->ntargets != 0)
            return l5r_verdict__deny(u->j, L5R_REASON_TARGET, "CORE-55",
                                     "this ability has no target");
        return l5r_transfer__check_targets(u); /* ATT-09: on: self */
    }
    if (sel->up_to && (a->ntargets < 1 || a->ntargets > sel->count))
        return l5r_verdict__deny(u->j, L5R_REASON_TARGET, "TGT-01",
                                 "this ability takes 1 to %u targets, not %u",
                                 sel->count, a->ntargets);
    if (!sel->up_to && a->ntargets != sel->count)
        return l5r_verdict__deny(u->j, L5R_REASON_TARGET, "CORE-55",
                                 "this ability takes %u target(s), not %u",
                                 sel->count, a->ntargets);
    for (uint32_t i = 0; i < a->ntargets; i++) {
        for (uint32_t k = 0; k < i; k++)
            if (a->targets[k] == a->targets[i]) /* distinct targets */
                return l5r_verdict__deny(u->j, L5R_REASON_TARGET, "CORE-55",
                                         "#%u is targeted twice",
                                         a->targets[i]);
        const char *why, *rule;
        if (!l5r_targets__ok(u->g, u->p, u->card, sel, a->targets[i], &why,
                             &rule))
            return l5r_verdict__deny(u->j, L5R_REASON_TARGET, rule,
                                     "#%u cannot be targeted: %s",
                                     a->targets[i], why);
    }
    /* SHD-05 with the target chosen; MOV-01 .. MOV-05 for the targets it
       moves; RNG-01 .. RNG-03 for an attack on the first. */
    if (!l5r_shadowlands__check_targets(u) || !l5r_movement__check_targets(u) ||
        !l5r_returning__check_targets(u) || !l5r_control__check_targets(u) ||
        !l5r_transfer__check_targets(u))
        return false;
    return !l5r_attacks__uses(u->g, u->ab) || l5r_attacks__check_target(u);
}

/* The abilities every player has (FAV-06 .. FAV-09, lobbying). */
static bool player_unchosen(l5r_use *u)
{
    const char *name = l5r_player_ability_name((int)u->a->ability);
    if (!u->j->quiet)
        snprintf(u->n1, sizeof u->j->n1, "'%s'", name != NULL ? name : "?");
    u->ab = l5r_targets__ability(u->g, u->a);
    if (u->ab == NULL)
        return l5r_verdict__deny(u->j, L5R_REASON_MALFORMED, "CORE-44",
                                 "%s cannot be used now", u->n1);
    bool favor = u->a->ability == L5R_PA_FAVOR_DRAW ||
                 u->a->ability == L5R_PA_FAVOR_HOME;
    if (!check_timing(u) || !l5r_shadowlands__check(u))
        return false;
    /* FAV-08: once per turn, like any ability. */
    if (u->s->players[u->p].used & (1u << u->a->ability))
        return l5r_verdict__deny(u->j, L5R_REASON_LIMIT,
                                 favor ? "FAV-08" : "CORE-28",
                                 "%s was used this turn", u->n1);
    if (u->ab->condition == L5R_COND_HIGHEST_HONOR) {
        for (uint32_t q = 0; q < u->s->nplayers; q++)
            if (q != u->p && !(u->s->players[q].flags & L5R_PF_LOST) &&
                u->s->players[q].honor >= u->s->players[u->p].honor)
                return l5r_verdict__deny(
                    u->j, L5R_REASON_RESTRICTED, "CORE-58",
                    "lobbying needs Family Honor higher than every "
                    "other player's");
    }
    return check_presence(u) && check_fixed_costs(u);
}

/* A player ability: what depends on the choices (its chosen costs and
   its targets). */
static void player_chosen(l5r_use *u)
{
    if (check_costs(u))
        check_targets(u);
}

/* The abilities every player has (FAV-06 .. FAV-09, lobbying). */
static void judge_player_ability(l5r_use *u)
{
    if (player_unchosen(u))
        player_chosen(u);
}

/* The answer to a revealed Event's (CORE-31) or a Delayed Terrain's
   (DTR-02) ability: its targets, and no costs. */
bool l5r_use__judge_answer(l5r_judging *j)
{
    const l5r_game *g = j->g;
    const l5r_action *a = j->a;
    l5r_use u;
    use_init(&u, j);
    if (a->card != g->st->choose_card || a->ability != g->st->choose_ability)
        return l5r_verdict__deny(
            j, L5R_REASON_WRONG_TIME,
            g->st->decision == L5R_DECIDE_TERRAIN ? "DTR-02" : "CORE-31",
            "choose the targets of #%u's ability %u", g->st->choose_card,
            g->st->choose_ability);
    u.ab = l5r_targets__ability(g, a);
    l5r_verdict__card_name(j, a->card, j->n1, sizeof j->n1);
    if (a->ncosts > 0)
        return l5r_verdict__deny(j, L5R_REASON_COST, "CORE-54",
                                 "a revealed Event's ability has no costs");
    return check_targets(&u);
}

/* The abilities every player has that the vocabulary writes (FAV-06 ..
   FAV-09, lobbying, ENL-02). */
bool l5r_use__judge_player_ability(l5r_judging *j)
{
    l5r_use u;
    use_init(&u, j);
    judge_player_ability(&u);
    return j->v->legal;
}

/* CND-01: an ability with conditions is used only while they hold, as
   it is used (those reading the target once the move names it). */
static bool check_conditions(l5r_use *u, uint32_t target)
{
    if (u->ab->pred_count == 0 ||
        l5r_stats__conditions(u->g, u->ab, u->p, u->card, target))
        return true;
    return l5r_verdict__deny(u->j, L5R_REASON_RESTRICTED, "CND-01",
                             "%s's condition does not hold", u->n1);
}

/* The conditions that read the move's target (the others were judged
   with what does not depend on the move's choices). */
static bool check_target_conditions(l5r_use *u)
{
    return u->a->ntargets == 0 || check_conditions(u, u->a->targets[0]);
}

/* A card's ability: what does not depend on the choices a use makes. */
static bool card_unchosen(l5r_use *u)
{
    const l5r_game *g = u->g;
    const l5r_action *a = u->a;
    if (a->card >= g->st->ncards ||
        l5r_state__ccards(g->st)[a->card].zone == L5R_ZONE_NONE)
        return l5r_verdict__deny(u->j, L5R_REASON_NO_SUCH_CARD, "CORE-29",
                                 "there is no card #%u", a->card);
    l5r_verdict__card_name(u->j, a->card, u->n1, sizeof u->j->n1);
    u->ab = l5r_targets__ability(g, a);
    if (u->ab == NULL)
        return l5r_verdict__deny(u->j, L5R_REASON_MALFORMED, "CORE-44",
                                 "%s has no ability %u", u->n1, a->ability);
    /* GRA-01: a granted ability is the cards' given it, not its own. */
    if (u->ab->granted && a->ability < l5r_game__def(g, a->card)->abil_count)
        return l5r_verdict__deny(u->j, L5R_REASON_RESTRICTED, "GRA-01",
                                 "%s's ability %u is granted: only a card "
                                 "given it uses it (give_ability)",
                                 u->n1, a->ability);
    if (u->ab->mandatory) /* TRG-03 */
        return l5r_verdict__deny(u->j, L5R_REASON_WRONG_TIME, "TRG-03",
                                 "%s's ability %u is mandatory: it is not "
                                 "used, it resolves by itself when its "
                                 "trigger happens",
                                 u->n1, a->ability);
    if (!check_source(u) || !check_timing(u) || !l5r_shadowlands__check(u))
        return false;
    if ((l5r_state__ccards(g->st)[a->card].used &
         l5r_cards__used_bit(u->ab, a->ability)) &&
        !any_number(g, a->card, u->ab))
        return u->ab->limit == L5R_LIMIT_BATTLE
                   ? l5r_verdict__deny(u->j, L5R_REASON_LIMIT, "LIM-01",
                                       "%s's ability %u was used this battle",
                                       u->n1, a->ability)
                   : l5r_verdict__deny(u->j, L5R_REASON_LIMIT, "CORE-28",
                                       "%s's ability %u was used this turn",
                                       u->n1, a->ability);
    return check_conditions(u, L5R_NO) && check_presence(u) &&
           check_fixed_costs(u);
}

/* A card's ability: what depends on the choices a use makes (its
   performer, chosen costs, casters and targets). */
static bool card_chosen(l5r_use *u)
{
    return l5r_performer__check(u) && check_costs(u) &&
           l5r_ritual__check_casters(u) && check_targets(u) &&
           check_target_conditions(u) && l5r_duel__check_use(u);
}

/* Using a card's ability (CORE-25 .. CORE-29, CORE-54 .. CORE-56). */
bool l5r_use__judge(l5r_judging *j)
{
    l5r_use u;
    use_init(&u, j);
    return card_unchosen(&u) && card_chosen(&u);
}

bool l5r_use__judge_unchosen(l5r_judging *j)
{
    l5r_use u;
    use_init(&u, j);
    return j->a->card == L5R_NO ? player_unchosen(&u) : card_unchosen(&u);
}

bool l5r_use__judge_chosen(l5r_judging *j)
{
    l5r_use u;
    use_init(&u, j);
    u.ab = l5r_targets__ability(u.g, j->a);
    if (j->a->card == L5R_NO) {
        const char *name = l5r_player_ability_name((int)j->a->ability);
        if (!j->quiet)
            snprintf(u.n1, sizeof j->n1, "'%s'", name != NULL ? name : "?");
        player_chosen(&u);
        return j->v->legal;
    }
    l5r_verdict__card_name(j, j->a->card, u.n1, sizeof j->n1);
    return card_chosen(&u);
}

/* --- resolving
 * ---------------------------------------------------------------- */

static void pay_costs(l5r_resolving *r)
{
    l5r_game *g = r->g;
    l5r_state *s = g->st;
    const l5r_abilrec *ab = r->ab;
    uint32_t paid = 0; /* TRG-12: bit kind - 1 for each kind of cost */
    for (uint32_t k = 0; k < ab->cost_count; k++) {
        const l5r_costrec *c = &g->db->costs.v[ab->cost_first + k];
        if (c->kind >= L5R_COST_BOW && c->kind < L5R_NCOSTS)
            paid |= 1u << (c->kind - L5R_COST_BOW);
        switch (c->kind) {
        case L5R_COST_BOW:
            if (c->who == L5R_WHO_ANY) {
                for (uint32_t i = 0; i < r->a->ncosts; i++)
                    if (r->a->how[i] == L5R_PAY_BOW)
                        l5r_zones__bow(g, r->a->costs[i]);
            } else {
                l5r_zones__bow(g, c->who == L5R_WHO_SELF ? r->card
                                  : c->who == L5R_WHO_PERFORMER
                                      ? l5r_performer__of(r->a)
                                      : r->a->targets[0]);
            }
            break;
        case L5R_COST_GOLD:
            s->players[r->p].gold -= c->amount;
            l5r_events__record(g, L5R_EV_GOLD, r->p, r->card, -c->amount);
            break;
        case L5R_COST_NINJUTSU: { /* CST-01 */
            int32_t v = l5r_profile__ninjutsu_value(g, r->card);
            s->players[r->p].gold -= v;
            l5r_events__record(g, L5R_EV_GOLD, r->p, r->card, -v);
            break;
        }
        case L5R_COST_DISCARD_FAVOR: /* FAV-04 */
            l5r_favor__discard(g, r->card);
            break;
        case L5R_COST_LOSE_HONOR:
            l5r_zones__honor(g, r->p, -c->amount);
            break;
        case L5R_COST_DESTROY:
            l5r_zones__destroy(g, r->card);
            break;
        default:
            break;
        }
    }
    for (uint32_t i = 0; i < r->a->ncosts; i++)
        if (r->a->how[i] == L5R_PAY_DISCARD)
            l5r_zones__move(g, r->a->costs[i], L5R_ZONE_FATE_DISCARD, 0);
    /* TRG-12: its player paid the costs of the ability, all of them
       (kept only when some card answers it, events.c). */
    if (paid != 0)
        l5r_events__trigger_at(g, L5R_TRIGGER_COST_PAID, r->p, r->card,
                               (uint8_t)paid);
}

/* Announce a use: pay its costs, then resolve it, or (when it targets)
   let it wait for Reactions to its targets (reaction.c). */
void l5r_use__perform(l5r_game *g, uint32_t p, const l5r_action *a)
{
    l5r_state *s = g->st;
    const l5r_abilrec *ab = l5r_targets__ability(g, a);
    l5r_resolving r = {g, p, a->card, a, ab, false};
    if (a->card == L5R_NO) { /* a player's own ability (FAV-09) */
        s->players[p].used |= 1u << a->ability;
    } else {
        l5r_cardst *src = &l5r_state__cards(s)[a->card];
        src->used |= l5r_cards__used_bit(ab, a->ability);
        if (src->zone == L5R_ZONE_HAND) /* an Action card: off the hand */
            l5r_zones__move(g, a->card, L5R_ZONE_REMOVED, 0);
    }
    pay_costs(&r);
    if (a->card != L5R_NO && l5r_profile__is_delayed_terrain(g, a->card) &&
        l5r_state__ccards(s)[a->card].zone == L5R_ZONE_REMOVED) {
        l5r_formation__play_terrain(g, p, a->card); /* DTR-01: nothing yet */
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
        /* PRF-01: the performer, for the effects when it resolves. */
        s->pending_performer =
            ab->performer.present ? l5r_performer__of(a) + 1 : 0;
        for (uint32_t i = 0; i < a->ntargets; i++) {
            s->pending_targets[i] = a->targets[i];
            if (a->targets[i] < s->ncards) /* a card, not a player */
                l5r_events__trigger(
                    g, L5R_TRIGGER_TARGETED,
                    l5r_state__ccards(s)[a->targets[i]].controller,
                    a->targets[i]);
        }
        return; /* resolves when the Reaction window closes */
    }
    l5r_effects__resolve_use(g, p, a, false);
}

/* Does trigger `t` call on the ability of `card` (L5R_NO: of the player
   `p`), whose trigger is its kind? The same test for a Reaction (CORE-59)
   and a mandatory ability (TRG-01). */
bool l5r_use__trigger_fits(const l5r_game *g, uint32_t p, uint32_t card,
                           const l5r_abilrec *ab, const l5r_trigst *t)
{
    /* INT-03, INT-04: an Interrupt answers only what is about to happen,
       a Reaction only what happened. */
    if (t->kind != ab->trigger || !(t->flags & L5R_TF_BEFORE) != !ab->before)
        return false;
    /* TRG-09 .. TRG-11: `who` (its default: any player's, but for
       `assigned` its controller's); `phase` (0: any). */
    uint8_t who = ab->trig_who;
    switch (t->kind) {
    case L5R_TRIGGER_PHASE_ENDS:
    case L5R_TRIGGER_PHASE_BEGINS:
        if (ab->trig_phase != 0 && ab->trig_phase != t->value)
            return false;
        /* fall through */
    case L5R_TRIGGER_ACTION_RESOLVED:
    case L5R_TRIGGER_ASSIGNED:
        if (who == 0)
            who = t->kind == L5R_TRIGGER_ASSIGNED ? L5R_WHO_SELF : L5R_WHO_ANY;
        return who == L5R_WHO_ANY || (who == L5R_WHO_SELF) == (t->player == p);
    default:
        break;
    }
    switch (t->kind) {
    case L5R_TRIGGER_TARGETED: /* this card (or its bearer); from a
                                  hand, any card of the player's */
        if (card != L5R_NO &&
            l5r_state__ccards(g->st)[card].zone == L5R_ZONE_HAND)
            return t->player == p;
        return card != L5R_NO &&
               (t->card == card || t->card == l5r_targets__bearer(g, card));
    case L5R_TRIGGER_ENTERS_PLAY: /* this card */
        return t->card == card;
    case L5R_TRIGGER_DUEL_WON: /* this card, or its bearer (TRG-08) */
    case L5R_TRIGGER_DUEL_LOST:
        return card != L5R_NO &&
               (t->card == card || t->card == l5r_targets__bearer(g, card));
    case L5R_TRIGGER_COST_PAID: /* TRG-12: its controller's, of the kind */
        return t->player == p &&
               (ab->trig_cost == 0 ||
                ((t->value >> (ab->trig_cost - L5R_COST_BOW)) & 1));
    case L5R_TRIGGER_DISHONORED: /* any Personality (TRG-07) */
    case L5R_TRIGGER_CARD_DESTROYED:
    case L5R_TRIGGER_PROVINCE_DESTROYED:
    case L5R_TRIGGER_FAVOR_TAKEN: /* whoever it happened to */
        return true;
    default: /* honor, battles, turns: the reacting player's */
        return t->player == p;
    }
}

bool l5r_use__reaction_fits(const l5r_game *g, uint32_t p, uint32_t card,
                            const l5r_abilrec *ab)
{
    const l5r_state *s = g->st;
    /* TRG-03: a mandatory ability is never used: it resolves by itself. */
    if (!(ab->timing & L5R_TIMING_REACTION) || ab->mandatory)
        return false;
    /* A card reacts once to what happened, however often it may react
       in a turn. */
    if (card != L5R_NO && (l5r_state__ccards(s)[card].used & L5R_USED_REACTED))
        return false;
    for (uint32_t i = 0; i < s->ntrig; i++)
        if (l5r_use__trigger_fits(g, p, card, ab, &s->trig[i]))
            return true;
    return false;
}
