/* SPDX-License-Identifier: MIT */
/*
 * invariants.c - what every state this engine makes satisfies, written
 * once. A loaded save must satisfy it before it is a game (a forged save
 * whose checksum was recomputed is refused here, field by field), and
 * builds with L5R_CHECK_STATE check a live game against it after every
 * move, so a save and a live game obey the same rules.
 *
 * The checks are about what the engine relies on: every index in range or
 * L5R_NO, every enum in range, the pending decision consistent with the
 * phase and the step, every card where its zone says, counters within
 * limits that keep the arithmetic on them from overflowing.
 */
#include "game/game.h"

#include <stddef.h>
#include <stdio.h>

/* Bounds on the numbers a game can reach, far beyond any real game (the
   honor thresholds are at most 1000, cards' stats are small): they keep
   sums of them from overflowing an int32_t. The engine keeps honor and
   gold within theirs (l5r_game__add_count) and ends the game at its turn. */
#define MAX_CAP 1000000u

#define BAD(...) return (snprintf(buf, cap, __VA_ARGS__), buf)

static bool in_range(int32_t v, int32_t bound)
{
    return v >= -bound && v <= bound;
}

/* The ability `ability` of `card` (L5R_NO: the players' own), or NULL:
   the lookup a use of it makes. */
static const l5r_abilrec *ability_of(const l5r_game *g, uint32_t card,
                                     uint32_t ability)
{
    l5r_action a;
    memset(&a, 0, sizeof a);
    a.card = card;
    a.ability = ability;
    return l5r_targets__ability(g, &a);
}

/* A target as an action names it: a card, a player or a province. */
static bool target_ok(const l5r_state *s, uint32_t t)
{
    if (t < s->ncards)
        return true;
    if (l5r_game__tgt_is_player(t))
        return (t & 0x00ffff00u) == 0 && l5r_game__tgt_player(t) < s->nplayers;
    if (l5r_game__tgt_is_token(t))
        return l5r_game__tgt_token(t) < s->ntokens;
    if (l5r_game__tgt_is_province(t))
        return (t & 0x00ff0000u) == 0 &&
               l5r_game__tgt_player(t) < s->nplayers &&
               l5r_game__tgt_province(t) <
                   s->players[l5r_game__tgt_player(t)].nprovinces;
    return false;
}

static const char *check_header(const l5r_state *s, size_t size,
                                const struct l5r_options *o, char *buf,
                                size_t cap)
{
    if (s->cap_cards > MAX_CAP || s->cap_tokens > MAX_CAP ||
        s->cap_last > MAX_CAP)
        BAD("cap_cards, cap_tokens or cap_last is over %u", MAX_CAP);
    size_t want = sizeof(l5r_state) +
                  (size_t)s->cap_cards * sizeof(l5r_cardst) +
                  (size_t)s->cap_tokens * sizeof(l5r_tokenst) +
                  (size_t)s->cap_last * sizeof(l5r_lastst);
    if (s->size != size || want != size)
        BAD("size: %u does not fit the block (%zu bytes, %zu expected)",
            s->size, size, want);
    if (s->ncards > s->cap_cards)
        BAD("ncards: %u is over cap_cards %u", s->ncards, s->cap_cards);
    if (s->ntokens > s->cap_tokens)
        BAD("ntokens: %u is over cap_tokens %u", s->ntokens, s->cap_tokens);
    if (s->nlast > s->cap_last)
        BAD("nlast: %u is over cap_last %u", s->nlast, s->cap_last);
    if (s->nplayers < 2 || s->nplayers > L5R_MAX_PLAYERS)
        BAD("nplayers: %u is not 2 to %d", s->nplayers, L5R_MAX_PLAYERS);
    if (s->favor != L5R_NO && s->favor >= s->nplayers)
        BAD("favor: player %u does not exist", s->favor);
    if (s->active >= s->nplayers)
        BAD("active: player %u does not exist", s->active);
    if (s->phase > L5R_PHASE_GAME_OVER)
        BAD("phase: %u is not a phase", s->phase);
    if (s->decision > L5R_DECIDE_CHOSEN_DISCARD)
        BAD("decision: %u is not a decision", s->decision);
    if (s->victory > L5R_VICTORY_TURN_LIMIT)
        BAD("victory: %u is not a kind of victory", s->victory);
    if (s->passes > s->nplayers)
        BAD("passes: %u is more than the players", s->passes);
    if (s->extra > 1 || s->window > 1 || s->pending_set > 1)
        BAD("extra, window or pending_set is not 0 or 1");
    if (s->ntrig > L5R_ARRAY_LEN(s->trig))
        BAD("ntrig: %u is over %zu", s->ntrig, L5R_ARRAY_LEN(s->trig));
    if (s->pad0 != 0 || s->pad2[0] != 0 || s->pad2[1] != 0)
        BAD("padding bytes are not zero");
    int64_t turn_limit = o->v[L5R_PARAM_TURN_LIMIT];
    if (s->turn == 0 || s->turn > L5R_MAX_TURNS ||
        (turn_limit > 0 && s->turn > (uint64_t)turn_limit))
        BAD("turn: %u is out of range", s->turn);
    for (uint32_t p = s->nplayers; p < L5R_MAX_PLAYERS; p++) {
        static const l5r_playerst none;
        if (memcmp(&s->players[p], &none, sizeof none) != 0)
            BAD("players[%u]: a player beyond nplayers is not empty", p);
    }
    return NULL;
}

static const char *check_players(const l5r_state *s, const l5r_carddb *db,
                                 const struct l5r_options *o, char *buf,
                                 size_t cap)
{
    const l5r_cardst *c = l5r_state__ccards(s);
    uint32_t alive = 0;
    for (uint32_t p = 0; p < s->nplayers; p++) {
        const l5r_playerst *pl = &s->players[p];
        if (!in_range(pl->honor, L5R_MAX_COUNT))
            BAD("players[%u].honor: %d is out of range", p, pl->honor);
        if (!in_range(pl->gold, L5R_MAX_COUNT))
            BAD("players[%u].gold: %d is out of range", p, pl->gold);
        if (pl->faction >= db->strs.n)
            BAD("players[%u].faction: not a string", p);
        if (pl->nprovinces != o->v[L5R_PARAM_PROVINCES])
            BAD("players[%u].nprovinces: %u, but the game has %lld", p,
                pl->nprovinces, (long long)o->v[L5R_PARAM_PROVINCES]);
        if (pl->flags &
            ~(L5R_PF_LOST | L5R_PF_SHADOWLANDS | L5R_PF_RECRUITED_HOLDING))
            BAD("players[%u].flags: %#x has unknown bits", p, pl->flags);
        /* HIS-03: a battle is within a turn, so its actions are some of
           the turn's. */
        if (pl->actions_battle > pl->actions_turn)
            BAD("players[%u].actions_battle: %u, more than the turn's %u", p,
                pl->actions_battle, pl->actions_turn);
        for (uint32_t k = 0; k < L5R_RGOLD_POOLS; k++) {
            uint32_t e = pl->rgold_for[k];
            if (pl->rgold[k] < 0 || pl->rgold[k] > L5R_MAX_COUNT)
                BAD("players[%u].rgold[%u]: %d is out of range", p, k,
                    pl->rgold[k]);
            if ((e == 0) != (pl->rgold[k] == 0))
                BAD("players[%u].rgold[%u]: a pool holds gold of one kind, "
                    "or none and no kind",
                    p, k);
            if (e != 0 && (e > db->effs.n ||
                           db->effs.v[e - 1].kind != L5R_EFF_PRODUCE_FOR))
                BAD("players[%u].rgold_for[%u]: %u is not a produce_for "
                    "effect",
                    p, k, e);
            if (e != 0 && k > 0 && pl->rgold_for[0] == e)
                BAD("players[%u].rgold_for: two pools of one kind", p);
        }
        alive += !(pl->flags & L5R_PF_LOST);
        const uint32_t *pre[3] = {&pl->stronghold, &pl->sensei, &pl->wind};
        static const char *const names[3] = {"stronghold", "sensei", "wind"};
        for (int k = 0; k < 3; k++) {
            uint32_t card = *pre[k];
            if (card == L5R_NO && k > 0)
                continue;
            if (card >= s->ncards)
                BAD("players[%u].%s: card %u does not exist", p, names[k],
                    card);
            if (c[card].owner != p || c[card].zone != L5R_ZONE_PLAY)
                BAD("players[%u].%s: card %u is not the player's in play", p,
                    names[k], card);
        }
        for (uint32_t k = 0; k < L5R_MAX_PROVINCES; k++) {
            const l5r_provst *pv = &pl->prov[k];
            if (k >= pl->nprovinces) {
                if (pv->strength != 0 || pv->destroyed != 0)
                    BAD("players[%u].prov[%u]: a province beyond nprovinces "
                        "is not empty",
                        p, k);
                continue;
            }
            if (!in_range(pv->strength, L5R_MAX_COUNT))
                BAD("players[%u].prov[%u].strength: %d is out of range", p, k,
                    pv->strength);
            if (pv->destroyed > 1 || pv->pad[0] || pv->pad[1] || pv->pad[2])
                BAD("players[%u].prov[%u].destroyed: not 0 or 1", p, k);
        }
    }
    if (s->phase != L5R_PHASE_GAME_OVER && alive < 2)
        BAD("players: fewer than two are left, but the game goes on");
    return NULL;
}

/* A battle is due somewhere: the battlefield decision has an answer. */
static bool battle_due(const l5r_game *g)
{
    for (uint8_t bf = 1; bf <= g->st->players[g->st->defender].nprovinces; bf++)
        if (l5r_armies__battle_due(g, bf))
            return true;
    return false;
}

/* The decision, the phase and the step agree. */
static const char *check_flow(const l5r_game *g, char *buf, size_t cap)
{
    const l5r_state *s = g->st;
    if (s->phase == L5R_PHASE_GAME_OVER) {
        if (s->decision != L5R_DECIDE_NONE || s->decider != L5R_NO8)
            BAD("decision: the game is over, but %u is pending", s->decision);
        if (s->winner != L5R_NO && s->winner >= s->nplayers)
            BAD("winner: player %u does not exist", s->winner);
        if ((s->winner == L5R_NO) != (s->victory == L5R_VICTORY_TURN_LIMIT))
            BAD("winner: %u does not fit victory %u", s->winner, s->victory);
        if (s->window || s->pending_set || s->ntrig)
            BAD("window: a Reaction window is open after the game");
        return NULL;
    }
    if (s->winner != L5R_NO || s->victory != L5R_VICTORY_NONE)
        BAD("winner: the game is not over, but it has a winner");
    if (s->decision == L5R_DECIDE_NONE || s->decider >= s->nplayers)
        BAD("decider: the game goes on, but no player (%u) decides",
            s->decider);
    if (s->players[s->decider].flags & L5R_PF_LOST)
        BAD("decider: player %u has lost", s->decider);
    if (s->players[s->active].flags & L5R_PF_LOST)
        BAD("active: player %u has lost", s->active);
    /* The decision a Reaction window interrupted stands in for it. */
    uint8_t d = s->decision;
    if (s->window != (d == L5R_DECIDE_REACTION))
        BAD("window: %u, but the decision is %u", s->window, d);
    if (s->window) {
        d = s->resume_decision;
        if (d == L5R_DECIDE_NONE || d == L5R_DECIDE_REACTION ||
            d > L5R_DECIDE_LEGACY || s->resume_decider >= s->nplayers)
            BAD("resume_decision: %u for player %u cannot be resumed", d,
                s->resume_decider);
    }
    /* So does the decision a duel interrupted (check_duel). */
    if (s->decision == L5R_DECIDE_DUEL)
        d = s->duel_resume_decision;
    if (s->decision == L5R_DECIDE_SEARCH) /* and a search (check_search) */
        d = s->search_resume_decision;
    if (s->decision == L5R_DECIDE_CHOSEN_DISCARD) /* check_choice */
        d = s->choice_resume_decision;
    uint8_t want_phase = L5R_PHASE_ATTACK;
    switch (d) {
    case L5R_DECIDE_ACTION:
        want_phase = L5R_PHASE_ACTION;
        break;
    case L5R_DECIDE_DYNASTY:
        want_phase = L5R_PHASE_DYNASTY;
        break;
    case L5R_DECIDE_DISCARD:
        want_phase = L5R_PHASE_END;
        break;
    case L5R_DECIDE_REVEALED:
        want_phase = L5R_PHASE_EVENTS;
        break;
    case L5R_DECIDE_LEGACY:
        want_phase =
            s->phase == L5R_PHASE_NONE ? L5R_PHASE_NONE : L5R_PHASE_DYNASTY;
        break;
    default: /* the Attack phase's decisions */
        break;
    }
    if (s->phase != want_phase)
        BAD("phase: %u does not fit decision %u", s->phase, d);
    if (s->decision == L5R_DECIDE_DISCARD) { /* CORE-22 */
        uint32_t hand = l5r_zones__count(g, s->active, L5R_ZONE_HAND);
        if (s->decider != s->active ||
            hand <= (uint64_t)l5r_game__opt(g, L5R_PARAM_MAX_HAND))
            BAD("decision: discard for player %u with %u cards in hand",
                s->decider, hand);
    }
    static const uint8_t step_of[] = {[L5R_DECIDE_ATTACK] = L5R_STEP_DECLARE,
                                      [L5R_DECIDE_BATTLEFIELD] =
                                          L5R_STEP_CHOOSE,
                                      [L5R_DECIDE_ENGAGE] = L5R_STEP_ENGAGE,
                                      [L5R_DECIDE_BATTLE] = L5R_STEP_COMBAT,
                                      [L5R_DECIDE_YU] = L5R_STEP_YU};
    if (s->phase == L5R_PHASE_EVENTS) {
        if (s->step < 1 || s->step > s->players[s->active].nprovinces)
            BAD("step: %u is not a province of the Events phase", s->step);
    } else if (s->phase == L5R_PHASE_ATTACK) {
        if (d == L5R_DECIDE_ASSIGN) {
            if (s->step < L5R_STEP_INFANTRY_A || s->step > L5R_STEP_CAVALRY_D)
                BAD("step: %u is not a Maneuvers step", s->step);
        } else if (d < L5R_ARRAY_LEN(step_of) && step_of[d] != 0) {
            if (s->step != step_of[d])
                BAD("step: %u does not fit decision %u", s->step, d);
        } else if (s->step < L5R_STEP_ENGAGE || s->step > L5R_STEP_YU) {
            BAD("step: %u does not fit decision %u", s->step, d);
        }
    } else if (s->step != L5R_STEP_NONE) {
        BAD("step: %u outside the Attack and Events phases", s->step);
    }
    /* An attack names its two sides and its battlefield. */
    bool attacking = s->phase == L5R_PHASE_ATTACK && s->step > L5R_STEP_DECLARE;
    if (attacking) {
        if (s->attacker >= s->nplayers || s->defender >= s->nplayers ||
            s->attacker == s->defender)
            BAD("attacker, defender: %u and %u are not two players",
                s->attacker, s->defender);
        if (s->attacker != s->active)
            BAD("attacker: player %u is not the active player", s->attacker);
        if (s->players[s->defender].flags & L5R_PF_LOST)
            BAD("defender: player %u has lost", s->defender);
        uint32_t nprov = s->players[s->defender].nprovinces;
        bool in_battle = s->step >= L5R_STEP_ENGAGE;
        if (in_battle ? (s->battlefield < 1 || s->battlefield > nprov)
                      : s->battlefield != 0)
            BAD("battlefield: %u does not fit step %u", s->battlefield,
                s->step);
        if (s->fought & ~(((1u << nprov) - 1) << 1))
            BAD("fought: %#x names a battlefield that does not exist",
                s->fought);
        if (d == L5R_DECIDE_BATTLEFIELD && !battle_due(g))
            BAD("decision: the Attacker picks a battlefield, but none is due");
    } else {
        if (s->attacker != L5R_NO8 || s->defender != L5R_NO8 ||
            s->battlefield != 0 || s->fought != 0)
            BAD("attacker: an attack outside the Attack phase");
        /* Out of an attack every unit is at home and in no army. */
        const l5r_cardst *c = l5r_state__ccards(s);
        for (uint32_t i = 0; i < s->ncards; i++)
            if (c[i].location != 0 ||
                (c[i].flags &
                 (L5R_CF_ATTACKING | L5R_CF_DEFENDING | L5R_CF_FOUGHT)))
                BAD("cards[%u].location: at a battlefield out of an attack", i);
    }
    /* The choice of a revealed Event's or a Delayed Terrain's targets. */
    bool choosing = d == L5R_DECIDE_REVEALED || d == L5R_DECIDE_TERRAIN;
    if (choosing != (s->choose_card != L5R_NO))
        BAD("choose_card: %u does not fit decision %u", s->choose_card, d);
    if (choosing) {
        const l5r_abilrec *ab =
            ability_of(g, s->choose_card, s->choose_ability);
        if (ab == NULL || !ab->target.present)
            BAD("choose_ability: card %u has no ability %u with targets",
                s->choose_card, s->choose_ability);
    }
    return NULL;
}

/* An ability announced with targets, waiting for Reactions. */
static const char *check_pending(const l5r_game *g, char *buf, size_t cap)
{
    const l5r_state *s = g->st;
    if (s->pending_ntargets > L5R_ARRAY_LEN(s->pending_targets))
        BAD("pending_ntargets: %u is over %zu", s->pending_ntargets,
            L5R_ARRAY_LEN(s->pending_targets));
    /* PRF-01: the performer kept for a waiting ability's effects. */
    if (s->pending_performer > s->ncards)
        BAD("pending_performer: card %u does not exist",
            s->pending_performer - 1);
    for (size_t i = 0; i < sizeof s->performer_pad; i++)
        if (s->performer_pad[i] != 0)
            BAD("performer_pad: padding bytes are not zero");
    if (!s->pending_set) {
        if (s->pending_card != L5R_NO || s->pending_ntargets != 0 ||
            s->pending_negated != 0)
            BAD("pending_card: nothing is pending, but card %u is set",
                s->pending_card);
        return NULL;
    }
    if (!s->window)
        BAD("pending_set: an ability waits, but no Reaction window is open");
    if (s->pending_actor >= s->nplayers)
        BAD("pending_actor: player %u does not exist", s->pending_actor);
    if (s->pending_ntargets == 0)
        BAD("pending_ntargets: an ability waits with no targets");
    if (s->pending_negated >> s->pending_ntargets)
        BAD("pending_negated: %#x names targets beyond %u", s->pending_negated,
            s->pending_ntargets);
    const l5r_abilrec *ab = ability_of(g, s->pending_card, s->pending_ability);
    /* GRA-02: an ability the card was given may be gone while it waits
       (the card left play, or what gave it was moved); it then does
       nothing when the window closes. */
    bool given =
        s->pending_card < s->ncards &&
        s->pending_ability >= l5r_game__def(g, s->pending_card)->abil_count &&
        s->pending_ability < 29;
    if (!(ab == NULL && given) &&
        (ab == NULL || l5r_cards__ability_ntargets(g->db, ab) == 0))
        BAD("pending_ability: card %u has no ability %u with targets",
            s->pending_card, s->pending_ability);
    for (uint32_t i = 0; i < s->pending_ntargets; i++)
        if (!target_ok(s, s->pending_targets[i]))
            BAD("pending_targets[%u]: %#x is not a card, player, province or "
                "token",
                i, s->pending_targets[i]);
    return NULL;
}

/* A duel (DUE-01 .. DUE-05): challenged and waiting for a Reaction
   window to close, or focusing; never anything between moves else. */
static const char *check_duel(const l5r_game *g, char *buf, size_t cap)
{
    const l5r_state *s = g->st;
    const l5r_cardst *c = l5r_state__ccards(s);
    const unsigned char *from = (const unsigned char *)&s->duel_a;
    size_t len = offsetof(l5r_state, search_eff) - offsetof(l5r_state, duel_a);
    bool focusing = s->duel_step == L5R_DUEL_FOCUS;
    if (focusing != (s->decision == L5R_DECIDE_DUEL))
        BAD("duel_step: %u does not fit decision %u", s->duel_step,
            s->decision);
    if (s->duel_step == L5R_DUEL_NONE) {
        for (size_t i = 0; i < len; i++)
            if (from[i] != 0)
                BAD("duel: no duel, but its field at byte %zu is set", i);
        return NULL;
    }
    if (s->duel_step != L5R_DUEL_CHALLENGED && !focusing)
        BAD("duel_step: %u between moves", s->duel_step);
    if (s->duel_step == L5R_DUEL_CHALLENGED && !s->window && !s->pending_set)
        BAD("duel_step: challenged, but no Reaction window holds it back");
    for (size_t i = 0; i < sizeof s->duel_pad; i++)
        if (s->duel_pad[i] != 0)
            BAD("duel_pad: padding bytes are not zero");
    if (s->duel_a >= s->ncards || s->duel_b >= s->ncards ||
        s->duel_a == s->duel_b || s->duel_actor >= s->nplayers)
        BAD("duel_a, duel_b: cards %u and %u for player %u are not a duel",
            s->duel_a, s->duel_b, s->duel_actor);
    const l5r_abilrec *ab = ability_of(g, s->duel_card, s->duel_ability);
    if (ab == NULL || s->duel_next < 1 || s->duel_next > ab->eff_count ||
        g->db->effs.v[ab->eff_first + s->duel_next - 1].kind != L5R_EFF_DUEL)
        BAD("duel_card: card %u's ability %u has no duel before effect %u",
            s->duel_card, s->duel_ability, s->duel_next);
    if (s->duel_refusal > 100)
        BAD("duel_refusal: %u is not a refusal's cost", s->duel_refusal);
    if (s->duel_result != 0 || s->duel_total[0] != 0 || s->duel_total[1] != 0)
        BAD("duel_result: a duel that has not struck has a result");
    if (!focusing) {
        if (s->duel_nfocused != 0 || s->duel_nfocus[0] != 0 ||
            s->duel_nfocus[1] != 0 || s->duel_passes != 0 ||
            s->duel_resume_decider != 0 || s->duel_resume_decision != 0)
            BAD("duel: challenged, but already focusing");
        for (size_t i = 0; i < L5R_ARRAY_LEN(s->duel_focus); i++)
            if (s->duel_focus[i] != 0)
                BAD("duel_focus[%zu]: set before the duel began", i);
        return NULL;
    }
    uint32_t side[2] = {s->duel_a, s->duel_b};
    for (int k = 0; k < 2; k++)
        if (c[side[k]].zone != L5R_ZONE_PLAY ||
            l5r_game__def(g, side[k])->type != L5R_TYPE_PERSONALITY)
            BAD("duel_a, duel_b: card %u is not a Personality in play",
                side[k]);
    uint8_t pa = c[s->duel_a].controller, pb = c[s->duel_b].controller;
    if (pa != s->duel_actor || pb == pa)
        BAD("duel_a, duel_b: the duelists are not opposing");
    if (s->decider != pa && s->decider != pb)
        BAD("decider: player %u is not a duelist's", s->decider);
    uint8_t d = s->duel_resume_decision;
    if (d == L5R_DECIDE_NONE || d == L5R_DECIDE_REACTION ||
        d > L5R_DECIDE_LEGACY || s->duel_resume_decider >= s->nplayers)
        BAD("duel_resume_decision: %u for player %u cannot be resumed", d,
            s->duel_resume_decider);
    if (s->duel_passes > 1)
        BAD("duel_passes: %u strikes in a row, and it has not struck",
            s->duel_passes);
    int64_t most = l5r_game__opt(g, L5R_PARAM_DUEL_MAX_FOCUS);
    if (s->duel_nfocus[0] > most || s->duel_nfocus[1] > most ||
        s->duel_nfocused != s->duel_nfocus[0] + s->duel_nfocus[1] ||
        s->duel_nfocused > L5R_ARRAY_LEN(s->duel_focus))
        BAD("duel_nfocus: %u and %u focused cards do not fit %u (most %lld)",
            s->duel_nfocus[0], s->duel_nfocus[1], s->duel_nfocused,
            (long long)most);
    uint32_t count[2] = {0, 0};
    for (uint32_t i = 0; i < L5R_ARRAY_LEN(s->duel_focus); i++) {
        uint32_t f = s->duel_focus[i];
        if (i >= s->duel_nfocused) {
            if (f != 0)
                BAD("duel_focus[%u]: set beyond duel_nfocused", i);
            continue;
        }
        if (f >= s->ncards || c[f].zone != L5R_ZONE_REMOVED ||
            !(c[f].flags & L5R_CF_FACE_DOWN) ||
            (c[f].owner != pa && c[f].owner != pb))
            BAD("duel_focus[%u]: card %u is not a duelist's focused card", i,
                f);
        for (uint32_t k = 0; k < i; k++)
            if (s->duel_focus[k] == f)
                BAD("duel_focus[%u]: card %u is focused twice", i, f);
        count[c[f].owner == pb]++;
    }
    if (count[0] != s->duel_nfocus[0] || count[1] != s->duel_nfocus[1])
        BAD("duel_nfocus: the focused cards' owners do not fit the counts");
    return NULL;
}

/* A search (SRC-01 .. SRC-05): made and held back by a Reaction window
   or a duel, or choosing; never anything between moves else. */
static const char *check_search(const l5r_game *g, char *buf, size_t cap)
{
    const l5r_state *s = g->st;
    const unsigned char *from = (const unsigned char *)&s->search_eff;
    size_t len =
        offsetof(l5r_state, choice_step) - offsetof(l5r_state, search_eff);
    bool choosing = s->search_step == L5R_SEARCH_CHOOSING;
    if (choosing != (s->decision == L5R_DECIDE_SEARCH))
        BAD("search_step: %u does not fit decision %u", s->search_step,
            s->decision);
    if (s->search_step == L5R_SEARCH_NONE) {
        for (size_t i = 0; i < len; i++)
            if (from[i] != 0)
                BAD("search: no search, but its field at byte %zu is set", i);
        return NULL;
    }
    if (s->search_step != L5R_SEARCH_MADE && !choosing)
        BAD("search_step: %u is not a step of a search", s->search_step);
    if (s->search_step == L5R_SEARCH_MADE && !l5r_state__after_move_held(s) &&
        s->choice_step == L5R_CHOICE_NONE)
        BAD("search_step: made, but nothing holds it back");
    const l5r_effrec *e = s->search_eff >= 1 && s->search_eff <= g->db->effs.n
                              ? &g->db->effs.v[s->search_eff - 1]
                              : NULL;
    if (e == NULL || e->kind != L5R_EFF_SEARCH)
        BAD("search_eff: %u is not a search effect", s->search_eff);
    if (s->search_of !=
        l5r_game__search_of(e->player, s->search_player, s->nplayers))
        BAD("search_of: %u is not the deck its effect searches", s->search_of);
    if (s->search_zone != l5r_game__search_zone(e->deck) ||
        s->search_look != (uint8_t)e->count || s->search_player >= s->nplayers)
        BAD("search: deck %u, top %u, player %u do not fit its effect",
            s->search_zone, s->search_look, s->search_player);
    if (!choosing) {
        if (s->search_resume_decider != 0 || s->search_resume_decision != 0)
            BAD("search: made, but already choosing");
        return NULL;
    }
    if (s->decider != s->search_player)
        BAD("decider: player %u is not the searcher", s->decider);
    uint8_t d = s->search_resume_decision;
    if (d == L5R_DECIDE_NONE || d == L5R_DECIDE_REACTION ||
        d > L5R_DECIDE_LEGACY || s->search_resume_decider >= s->nplayers)
        BAD("search_resume_decision: %u for player %u cannot be resumed", d,
            s->search_resume_decider);
    return NULL;
}

/* A discard of the player's choice (DIS-05): made and held back by a
   Reaction window, a duel or a search, or choosing, with a card left to
   discard and one in the hand; never anything between moves else. */
static const char *check_choice(const l5r_game *g, char *buf, size_t cap)
{
    const l5r_state *s = g->st;
    bool choosing = s->choice_step == L5R_CHOICE_CHOOSING;
    for (size_t i = 0; i < sizeof s->choice_pad; i++)
        if (s->choice_pad[i] != 0)
            BAD("choice_pad: padding bytes are not zero");
    if (choosing != (s->decision == L5R_DECIDE_CHOSEN_DISCARD))
        BAD("choice_step: %u does not fit decision %u", s->choice_step,
            s->decision);
    if (s->choice_step == L5R_CHOICE_NONE) {
        if (s->choice_player != 0 || s->choice_left != 0 ||
            s->choice_chooser != 0 || s->choice_resume_decider != 0 ||
            s->choice_resume_decision != 0)
            BAD("choice: no chosen discard, but its fields are set");
        return NULL;
    }
    if (s->choice_step != L5R_CHOICE_MADE && !choosing)
        BAD("choice_step: %u is not a step of a chosen discard",
            s->choice_step);
    if (s->choice_player >= s->nplayers || s->choice_chooser >= s->nplayers ||
        s->choice_left == 0 || s->choice_left > 99)
        BAD("choice: player %u, %u cards to discard", s->choice_player,
            s->choice_left);
    if (!choosing) {
        if (!l5r_state__after_move_held(s) &&
            s->search_step != L5R_SEARCH_CHOOSING)
            BAD("choice_step: made, but nothing holds it back");
        if (s->choice_resume_decider != 0 || s->choice_resume_decision != 0)
            BAD("choice: made, but already choosing");
        return NULL;
    }
    if (s->decider != s->choice_chooser)
        BAD("decider: player %u is not the one choosing the discard",
            s->decider);
    if (l5r_zones__count(g, s->choice_player, L5R_ZONE_HAND) == 0)
        BAD("choice: player %u discards from an empty hand", s->choice_player);
    uint8_t d = s->choice_resume_decision;
    if (d == L5R_DECIDE_NONE || d == L5R_DECIDE_REACTION ||
        d > L5R_DECIDE_LEGACY || s->choice_resume_decider >= s->nplayers)
        BAD("choice_resume_decision: %u for player %u cannot be resumed", d,
            s->choice_resume_decider);
    return NULL;
}

static const char *check_cards(const l5r_state *s, const l5r_carddb *db,
                               char *buf, size_t cap)
{
    const l5r_cardst *c = l5r_state__ccards(s);
    uint32_t nprov = s->players[0].nprovinces;
    /* At most one card in each province: a bit per (player, province). */
    uint8_t held[L5R_MAX_PLAYERS] = {0};
    for (uint32_t i = 0; i < s->ncards; i++) {
        const l5r_cardst *x = &c[i];
        if (x->def >= db->cards.n)
            BAD("cards[%u].def: %u is not a card of the database", i, x->def);
        if (x->owner >= s->nplayers || x->controller >= s->nplayers)
            BAD("cards[%u].owner or controller: not a player", i);
        if (x->zone > L5R_ZONE_REMOVED)
            BAD("cards[%u].zone: %u is not a zone", i, x->zone);
        if (x->pad[0] != 0 || x->pad[1] != 0)
            BAD("cards[%u]: padding bytes are not zero", i);
        if (x->province != L5R_NO8 && x->province >= nprov)
            BAD("cards[%u].province: %u does not exist", i, x->province);
        bool play = x->zone == L5R_ZONE_PLAY;
        if (x->zone == L5R_ZONE_NONE && !(x->flags & L5R_CF_CREATED))
            BAD("cards[%u].zone: only a created card ceases to exist", i);
        if (!play && x->controller != x->owner)
            BAD("cards[%u].controller: not the owner out of play", i);
        if (play ? x->location > nprov : x->location != 0)
            BAD("cards[%u].location: %u does not fit zone %u", i, x->location,
                x->zone);
        if (!play && (x->flags & (L5R_CF_BOWED | L5R_CF_ATTACKING |
                                  L5R_CF_DEFENDING | L5R_CF_FOUGHT)))
            BAD("cards[%u].flags: %#x: bowed or in battle out of play", i,
                x->flags);
        if ((x->flags & L5R_CF_DISHONORED) &&
            db->cards.v[x->def].type != L5R_TYPE_PERSONALITY)
            BAD("cards[%u].flags: only a Personality is dishonorable (PHR-01)",
                i);
        if ((x->zone == L5R_ZONE_DYNASTY_DECK ||
             x->zone == L5R_ZONE_FATE_DECK) &&
            !(x->flags & L5R_CF_FACE_DOWN))
            BAD("cards[%u].flags: face up in a deck", i);
        if (x->zone == L5R_ZONE_PROVINCE) {
            if (x->province == L5R_NO8)
                BAD("cards[%u].province: in no province", i);
            if (s->players[x->owner].prov[x->province].destroyed)
                BAD("cards[%u].province: %u is destroyed", i, x->province);
            if (held[x->owner] & (1u << x->province))
                BAD("cards[%u].province: a second card in province %u", i,
                    x->province);
            held[x->owner] |= (uint8_t)(1u << x->province);
        }
        if (x->attached_to != L5R_NO) {
            uint32_t b = x->attached_to;
            if (b >= s->ncards || b == i)
                BAD("cards[%u].attached_to: card %u cannot bear it", i, b);
            if (!play || c[b].zone != L5R_ZONE_PLAY ||
                c[b].attached_to != L5R_NO)
                BAD("cards[%u].attached_to: card %u is not a bearer in play", i,
                    b);
        }
    }
    return NULL;
}

static const char *check_records(const l5r_state *s, const l5r_carddb *db,
                                 char *buf, size_t cap)
{
    const l5r_cardst *c = l5r_state__ccards(s);
    const l5r_tokenst *t = l5r_state__ctokens(s);
    for (uint32_t i = 0; i < s->ntokens; i++) {
        if (t[i].alive > 1 || t[i].pad != 0)
            BAD("tokens[%u].alive: not 0 or 1", i);
        if (t[i].title >= db->strs.n)
            BAD("tokens[%u].title: not a string", i);
        if (t[i].source != L5R_NO && t[i].source >= s->ncards)
            BAD("tokens[%u].source: card %u does not exist", i, t[i].source);
        if (t[i].player >= s->nplayers)
            BAD("tokens[%u].player: %u is not a player", i, t[i].player);
        if (t[i].card == L5R_NO) {
            if (t[i].province >= s->players[t[i].player].nprovinces)
                BAD("tokens[%u].province: %u does not exist", i, t[i].province);
        } else if (t[i].card >= s->ncards) {
            BAD("tokens[%u].card: card %u does not exist", i, t[i].card);
        } else if (t[i].alive && c[t[i].card].zone != L5R_ZONE_PLAY) {
            BAD("tokens[%u].card: card %u is not in play", i, t[i].card);
        }
    }
    for (uint32_t i = s->ntokens; i < s->cap_tokens; i++) {
        static const l5r_tokenst none;
        if (memcmp(&t[i], &none, sizeof none) != 0)
            BAD("tokens[%u]: a slot beyond ntokens is not empty", i);
    }
    const l5r_lastst *e = l5r_state__clasts(s);
    for (uint32_t i = 0; i < s->nlast; i++) {
        bool of_player = e[i].kind == L5R_EFF_PLAYER_CANNOT; /* PRV-05 */
        bool of_province = e[i].kind == L5R_EFF_CANNOT &&    /* PRV-08 */
                           e[i].card == L5R_NO;
        if (of_player ? e[i].card != L5R_NO
                      : !of_province && e[i].card >= s->ncards)
            BAD("last[%u].card: card %u does not exist", i, e[i].card);
        if (of_province) {
            uint32_t who = l5r_game__tgt_player(e[i].str);
            if (!l5r_game__tgt_is_province(e[i].str) ||
                (e[i].str & 0x00ff0000u) != 0 || who >= s->nplayers ||
                l5r_game__tgt_province(e[i].str) >= s->players[who].nprovinces)
                BAD("last[%u].str: %#x is not a province", i, e[i].str);
            if (e[i].amount != L5R_CANNOT_DESTROYED)
                BAD("last[%u].amount: a province only cannot be destroyed", i);
        } else if (of_player) {
            if (e[i].str >= s->nplayers)
                BAD("last[%u].str: player %u does not exist", i, e[i].str);
            if (e[i].amount < L5R_PCANNOT_GAIN_HONOR ||
                e[i].amount > L5R_PCANNOT_RECRUIT)
                BAD("last[%u].amount: %d is not what a player cannot do", i,
                    e[i].amount);
        } else if (e[i].kind == L5R_EFF_GIVE_ABILITY) { /* GRA-02 */
            if (e[i].str >= db->abils.n || !db->abils.v[e[i].str].granted)
                BAD("last[%u].str: %u is not a granted ability", i, e[i].str);
        } else if (e[i].str >= db->strs.n) {
            BAD("last[%u].str: not a string", i);
        }
        if (e[i].kind >= L5R_NEFFECTS)
            BAD("last[%u].kind: %u is not an effect", i, e[i].kind);
        if (e[i].kind == L5R_EFF_SET_STAT && e[i].str != L5R_STAT_FORCE &&
            e[i].str != L5R_STAT_CHI)
            BAD("last[%u].str: set_stat of no Force nor Chi", i);
        /* Every lasting effect has a duration (add_lasting never stores
           none) and the player who created it (DUR-01). */
        if (e[i].until == L5R_UNTIL_NONE || e[i].until > L5R_UNTIL_PERMANENT)
            BAD("last[%u].until: %u is not a duration", i, e[i].until);
        if (e[i].player >= s->nplayers)
            BAD("last[%u].player: player %u does not exist", i, e[i].player);
        if (e[i].pad[0] != 0 || e[i].pad[1] != 0 || e[i].pad[2] != 0)
            BAD("last[%u].pad: padding bytes are not zero", i);
    }
    for (uint32_t i = 0; i < s->ntrig; i++) {
        const l5r_trigst *r = &s->trig[i];
        if (r->card != L5R_NO && r->card >= s->ncards)
            BAD("trig[%u].card: card %u does not exist", i, r->card);
        if (r->kind >= L5R_NTRIGGERS || r->player >= s->nplayers)
            BAD("trig[%u]: kind %u for player %u is not a trigger", i, r->kind,
                r->player);
        /* TRG-10: a phase event names a phase; TRG-12: a cost paid, the
           kinds of cost (a bit each); no other has a value. */
        bool phased = r->kind == L5R_TRIGGER_PHASE_ENDS ||
                      r->kind == L5R_TRIGGER_PHASE_BEGINS;
        bool costs = r->kind == L5R_TRIGGER_COST_PAID;
        if (phased ? r->value < L5R_PHASE_STRAIGHTEN || r->value > L5R_PHASE_END
            : costs
                ? r->value == 0 || r->value >= 1u << (L5R_NCOSTS - L5R_COST_BOW)
                : r->value != 0)
            BAD("trig[%u].value: %u does not fit trigger kind %u", i, r->value,
                r->kind);
        /* INT-04: only an action's resolution or a phase's end is held
           before it happens, and only while a window may open. */
        if (r->flags & ~L5R_TF_BEFORE)
            BAD("trig[%u].flags: %u has unknown bits", i, r->flags);
        if ((r->flags & L5R_TF_BEFORE) &&
            r->kind != L5R_TRIGGER_ACTION_RESOLVED &&
            r->kind != L5R_TRIGGER_PHASE_ENDS)
            BAD("trig[%u]: trigger kind %u is never held", i, r->kind);
    }
    return NULL;
}

const char *l5r_invariants__state_check(const l5r_game *g, size_t size,
                                        char *buf, size_t cap)
{
    const l5r_state *s = g->st;
    const l5r_carddb *db = g->db;
    const struct l5r_options *o = &g->opts;
    const char *why = check_header(s, size, o, buf, cap);
    if (why == NULL)
        why = check_players(s, db, o, buf, cap);
    if (why == NULL)
        why = check_cards(s, db, buf, cap);
    if (why == NULL)
        why = check_pending(g, buf, cap);
    if (why == NULL)
        why = check_flow(g, buf, cap);
    if (why == NULL)
        why = check_duel(g, buf, cap);
    if (why == NULL)
        why = check_search(g, buf, cap);
    if (why == NULL)
        why = check_choice(g, buf, cap);
    if (why == NULL)
        why = check_records(s, db, buf, cap);
    if (why == NULL) /* the stat functions' cache (not part of the state) */
        why = l5r_stats__sources_check(g, buf, cap);
    if (why == NULL)
        why = l5r_zones__index_check(g, buf, cap);
    return why;
}
