/* SPDX-License-Identifier: MIT */
/*
 * duel.c - Iaijutsu duels (DUE-01 .. DUE-05): an effect `duel: target`
 * has the ability's Personality challenge the target; the challenged
 * player first, the duelists' players in turn focus a card from hand
 * face-down (`focus #N`) or strike (`strike`), up to a maximum each
 * (L5R_PARAM_DUEL_MAX_FOCUS); after two strikes in a row, or when both
 * have focused the most they may, the duel strikes: each total is his Chi
 * plus the Focus values of his focused cards; the higher wins, a tie
 * loses for both unless one of them is a Duelist. The focused cards are
 * discarded, then the ability's effects after the duel resolve, naming
 * the duelists `winner` and `loser`, and the game goes on where the
 * ability was used.
 */
#include "rules/rules.h"

#include <stddef.h>

_Static_assert(offsetof(l5r_state, duel_pad) +
                       sizeof(((l5r_state *)0)->duel_pad) ==
                   offsetof(l5r_state, search_eff),
               "the duel's fields come last in the state's header but the "
               "search's (check_duel reads them to search_eff)");

static const l5r_cardst *card_of(const l5r_state *s, uint32_t card)
{
    return card < s->ncards ? &l5r_state__ccards(s)[card] : NULL;
}

/* A Personality in play. */
static bool personality_in_play(const l5r_game *g, uint32_t card)
{
    const l5r_cardst *c = card_of(g->st, card);
    return c != NULL && c->zone == L5R_ZONE_PLAY &&
           l5r_game__def(g, card)->type == L5R_TYPE_PERSONALITY;
}

/* The challenger (a reading, SCHEMA.md): the ability's source, if it is
   a Personality in play; the bearer of a source attached to one; else
   (an Action card, a Holding, the Stronghold) the first target that is
   a Personality its player controls. */
static uint32_t challenger_of(const l5r_game *g, uint32_t p, uint32_t card,
                              const uint32_t *t, uint32_t nt)
{
    const l5r_cardst *c = card_of(g->st, card);
    if (c != NULL && c->zone == L5R_ZONE_PLAY) {
        if (l5r_game__def(g, card)->type == L5R_TYPE_PERSONALITY)
            return card;
        if (c->attached_to != L5R_NO)
            return c->attached_to;
    }
    for (uint32_t i = 0; i < nt; i++)
        if (personality_in_play(g, t[i]) &&
            l5r_state__ccards(g->st)[t[i]].controller == p)
            return t[i];
    return L5R_NO;
}

/* The challenged: the first target that is a Personality another player
   controls. */
static uint32_t challenged_of(const l5r_game *g, uint32_t p, const uint32_t *t,
                              uint32_t nt)
{
    for (uint32_t i = 0; i < nt; i++)
        if (personality_in_play(g, t[i]) &&
            l5r_state__ccards(g->st)[t[i]].controller != p)
            return t[i];
    return L5R_NO;
}

/* DUE-01: two opposing Personalities in play, both unbowed (a reading);
   NULL, or why not. */
static const char *duelists_bar(const l5r_game *g, uint32_t p, uint32_t a,
                                uint32_t b)
{
    if (a == L5R_NO)
        return "no Personality of yours challenges";
    if (b == L5R_NO)
        return "no opposing Personality is challenged";
    if (!personality_in_play(g, a) || !personality_in_play(g, b))
        return "a duelist is not a Personality in play";
    const l5r_cardst *ca = card_of(g->st, a), *cb = card_of(g->st, b);
    if (ca->controller != p || cb->controller == p)
        return "the duelists are not opposing";
    if ((ca->flags | cb->flags) & L5R_CF_BOWED)
        return "a bowed Personality neither challenges nor is challenged";
    return NULL;
}

/* DUE-01, when an ability that duels is announced. */
bool l5r_duel__check_use(l5r_use *u)
{
    if (!l5r_cards__ability_has(u->ab, L5R_EFF_DUEL))
        return true;
    if (u->s->duel_step != L5R_DUEL_NONE) /* a reading: one at a time */
        return l5r_verdict__deny(u->j, L5R_REASON_WRONG_TIME, "DUE-01",
                                 "a duel is under way");
    uint32_t a =
        challenger_of(u->g, u->p, u->card, u->a->targets, u->a->ntargets);
    uint32_t b = challenged_of(u->g, u->p, u->a->targets, u->a->ntargets);
    const char *why = duelists_bar(u->g, u->p, a, b);
    if (why != NULL)
        return l5r_verdict__deny(u->j, L5R_REASON_TARGET, "DUE-01",
                                 "no duel: %s", why);
    return true;
}

static void clear(l5r_state *s)
{
    s->duel_a = s->duel_b = s->duel_card = s->duel_ability = 0;
    memset(s->duel_focus, 0, sizeof s->duel_focus);
    memset(s->duel_total, 0, sizeof s->duel_total);
    s->duel_step = s->duel_actor = s->duel_passes = s->duel_result = 0;
    s->duel_next = s->duel_nfocused = 0;
    s->duel_nfocus[0] = s->duel_nfocus[1] = 0;
    s->duel_resume_decider = s->duel_resume_decision = 0;
    s->duel_refusal = 0;
}

/* The effect `duel`: the challenge. The effects after it wait for the
   strike; without a duel (DUE-01 no longer met, or one already under
   way: a reading) they never resolve. */
void l5r_duel__resolve(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_game *g = r->g;
    l5r_state *s = g->st;
    r->suspended = true;
    if (s->duel_step != L5R_DUEL_NONE)
        return;
    uint32_t a = challenger_of(g, r->p, r->card, r->a->targets, r->a->ntargets);
    uint32_t b = challenged_of(g, r->p, r->a->targets, r->a->ntargets);
    if (duelists_bar(g, r->p, a, b) != NULL) /* DUE-01 */
        return;
    clear(s);
    s->duel_a = a;
    s->duel_b = b;
    s->duel_card = r->card;
    s->duel_ability = r->a->ability;
    s->duel_actor = (uint8_t)r->p;
    s->duel_next = (uint8_t)(e - &g->db->effs.v[r->ab->eff_first] + 1);
    /* DUE-02: the long form (no `target` word) may be refused. */
    if (e->who != L5R_WHO_TARGET)
        s->duel_refusal = (uint8_t)(e->amount + 1);
    s->duel_step = L5R_DUEL_CHALLENGED;
}

/* The player of side 0 (the challenger) or 1 (the challenged). */
static uint8_t player_of(const l5r_state *s, int side)
{
    return l5r_state__ccards(s)[side ? s->duel_b : s->duel_a].controller;
}

void l5r_duel__open(l5r_game *g)
{
    l5r_state *s = g->st;
    if (s->duel_step != L5R_DUEL_CHALLENGED)
        return;
    if (s->phase == L5R_PHASE_GAME_OVER) {
        clear(s);
        return;
    }
    if (s->window || s->pending_set)
        return; /* it begins when the Reaction window closes */
    /* DUE-01 again: Reactions may have changed the duelists. */
    if (duelists_bar(g, s->duel_actor, s->duel_a, s->duel_b) != NULL) {
        clear(s);
        return;
    }
    s->duel_resume_decider = s->decider;
    s->duel_resume_decision = s->decision;
    s->duel_step = L5R_DUEL_FOCUS;
    s->duel_passes = 0;
    s->decider = player_of(s, 1); /* DUE-03: the challenged first */
    s->decision = L5R_DECIDE_DUEL;
}

/* The side of player p in the duel (0 or 1). */
static int side_of(const l5r_state *s, uint32_t p)
{
    return player_of(s, 0) == p ? 0 : 1;
}

static int64_t max_focus(const l5r_game *g)
{
    return l5r_game__opt(g, L5R_PARAM_DUEL_MAX_FOCUS);
}

/* The keyword id of "Duelist" in this database, or L5R_NONE. */
static uint32_t duelist_kw(const l5r_game *g)
{
    const l5r_carddb *db = g->db;
    for (uint32_t k = 0; k < db->kw.name.n; k++)
        if (strcmp(l5r_cards__str(db, db->kw.name.v[k]), "duelist") == 0)
            return k;
    return L5R_NONE;
}

/* DUE-04 and DUE-05: the strike, the discards, then the outcome. */
static void strike(l5r_game *g)
{
    l5r_state *s = g->st;
    uint32_t duelist[2] = {s->duel_a, s->duel_b};
    bool in[2];
    for (int side = 0; side < 2; side++) {
        bool has;
        in[side] = personality_in_play(g, duelist[side]);
        int32_t total =
            in[side] ? l5r_stats__stat(g, duelist[side], L5R_STAT_CHI, &has)
                     : 0;
        for (uint32_t i = 0; i < s->duel_nfocused; i++) {
            uint32_t c = s->duel_focus[i];
            if (l5r_state__ccards(s)[c].owner == player_of(s, side))
                total += l5r_stats__stat(g, c, L5R_STAT_FOCUS, &has);
        }
        s->duel_total[side] = total;
    }
    /* DUE-04: the higher total wins; a tie loses for both, unless one of
       them (only one: two Duelists tied both lose) is a Duelist. */
    uint8_t result = 0;
    if (in[0] && in[1]) {
        if (s->duel_total[0] != s->duel_total[1]) {
            result = s->duel_total[0] > s->duel_total[1] ? 1 : 2;
        } else {
            uint32_t kw = duelist_kw(g);
            bool d0 =
                kw != L5R_NONE && l5r_profile__has_keyword(g, duelist[0], kw);
            bool d1 =
                kw != L5R_NONE && l5r_profile__has_keyword(g, duelist[1], kw);
            result = d0 && !d1 ? 1 : d1 && !d0 ? 2 : 0;
        }
    } else if (in[0] != in[1]) { /* a duelist gone: the other wins */
        result = in[0] ? 1 : 2;
    }
    s->duel_result = result;
    /* TRG-08: each duelist still in play wins or loses (a tie: both lose). */
    for (int side = 0; side < 2; side++)
        if (in[side])
            l5r_events__trigger(g,
                                result == side + 1 ? L5R_TRIGGER_DUEL_WON
                                                   : L5R_TRIGGER_DUEL_LOST,
                                l5r_state__ccards(s)[duelist[side]].controller,
                                duelist[side]);
    /* DUE-05: the focused cards are discarded, then the outcome. */
    for (uint32_t i = 0; i < s->duel_nfocused; i++)
        l5r_zones__move(g, s->duel_focus[i], L5R_ZONE_FATE_DISCARD, 0);
    memset(s->duel_focus, 0, sizeof s->duel_focus);
    s->duel_nfocused = 0;
    s->duel_nfocus[0] = s->duel_nfocus[1] = 0;
    s->decider = s->duel_resume_decider;
    s->decision = s->duel_resume_decision;
    s->duel_resume_decider = s->duel_resume_decision = 0;
    s->duel_passes = 0;
    s->duel_step = L5R_DUEL_OUTCOME;
    l5r_action a;
    l5r_game__action_reset(&a);
    a.kind = L5R_ACT_USE;
    a.player = s->duel_actor;
    a.card = s->duel_card;
    a.ability = s->duel_ability;
    a.targets[a.ntargets++] = s->duel_b;
    l5r_effects__resolve_rest(g, s->duel_actor, &a, s->duel_next);
    clear(s);
    l5r_victory__check(g);
}

/* DUE-03: focus a card from hand, face-down, up to the maximum. */
bool l5r_duel__judge_focus(l5r_judging *j)
{
    const l5r_state *s = j->g->st;
    if (s->duel_step != L5R_DUEL_FOCUS)
        return l5r_verdict__deny(j, L5R_REASON_WRONG_TIME, "DUE-03",
                                 "no duel is focusing");
    const l5r_cardst *c = card_of(s, j->a->card);
    if (c == NULL || c->zone != L5R_ZONE_HAND || c->owner != j->p)
        return l5r_verdict__deny(j, L5R_REASON_WRONG_ZONE, "DUE-03",
                                 "#%u is not a card in your hand", j->a->card);
    int side = side_of(s, j->p);
    if (s->duel_nfocus[side] >= max_focus(j->g))
        return l5r_verdict__deny(j, L5R_REASON_LIMIT, "DUE-03",
                                 "a duelist focuses at most %lld cards",
                                 (long long)max_focus(j->g));
    return true;
}

void l5r_duel__apply_focus(l5r_game *g, uint32_t p, const l5r_action *a)
{
    l5r_state *s = g->st;
    int side = side_of(s, p);
    l5r_zones__move(g, a->card, L5R_ZONE_REMOVED, 0);
    l5r_state__cards(s)[a->card].flags |= L5R_CF_FACE_DOWN;
    s->duel_focus[s->duel_nfocused++] = a->card;
    s->duel_nfocus[side]++;
    s->duel_passes = 0;
    if (s->duel_nfocus[0] >= max_focus(g) && s->duel_nfocus[1] >= max_focus(g))
        strike(g); /* both have focused the most they may */
    else
        s->decider = player_of(s, !side);
}

int l5r_duel__list_focus(l5r_lister *l, uint32_t card)
{
    const l5r_cardst *c = card_of(l->g->st, card);
    if (c == NULL || c->zone != L5R_ZONE_HAND)
        return L5R_OK;
    l5r_action a;
    l5r_rules__candidate(&a, l->p, L5R_ACT_FOCUS, card);
    return l5r_rules__consider(l, &a);
}

/* DUE-03: focus no more; two strikes in a row and the duel strikes. */
bool l5r_duel__judge_strike(l5r_judging *j)
{
    if (j->g->st->duel_step != L5R_DUEL_FOCUS)
        return l5r_verdict__deny(j, L5R_REASON_WRONG_TIME, "DUE-03",
                                 "no duel is focusing");
    return true;
}

void l5r_duel__apply_strike(l5r_game *g, uint32_t p, const l5r_action *a)
{
    (void)a;
    l5r_state *s = g->st;
    if (++s->duel_passes >= 2)
        strike(g);
    else
        s->decider = player_of(s, !side_of(s, p));
}

int l5r_duel__list_strike(l5r_lister *l)
{
    l5r_action a;
    l5r_rules__candidate(&a, l->p, L5R_ACT_STRIKE, L5R_NO);
    return l5r_rules__consider(l, &a);
}

/* DUE-02: the challenged player, at his first decision, may refuse a
   duel the card lets him refuse (`pass`), paying its cost: the duel does
   not happen, nor do the effects after it. */
bool l5r_duel__judge_refuse(l5r_judging *j)
{
    const l5r_state *s = j->g->st;
    if (s->duel_step != L5R_DUEL_FOCUS || s->duel_refusal == 0)
        return l5r_verdict__deny(j, L5R_REASON_RESTRICTED, "DUE-02",
                                 "this duel may not be refused");
    if (side_of(s, j->p) != 1 || s->duel_nfocused != 0 || s->duel_passes != 0)
        return l5r_verdict__deny(j, L5R_REASON_WRONG_TIME, "DUE-02",
                                 "only the challenged player refuses, "
                                 "before anyone focuses or strikes");
    return true;
}

void l5r_duel__apply_refuse(l5r_game *g, uint32_t p, const l5r_action *a)
{
    (void)a;
    l5r_state *s = g->st;
    int32_t cost = s->duel_refusal - 1;
    s->decider = s->duel_resume_decider;
    s->decision = s->duel_resume_decision;
    clear(s);
    if (cost > 0)
        l5r_zones__honor(g, p, -cost);
    l5r_victory__check(g);
}
