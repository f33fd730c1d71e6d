/* SPDX-License-Identifier: MIT */
/*
 * reaction.c - Reactions: what just happened is kept as triggers; after a
 * move, if some player has a Reaction to one of them, a Reaction window
 * opens (a pending decision, the active player first, until all pass in
 * succession). An ability announced with targets waits in the window
 * before it resolves, so a Reaction to being targeted comes first and may
 * negate the effects on its card.
 */
#include "play/play.h"

/* Is `p` a player still playing? */
static bool playing(const l5r_state *s, uint32_t p)
{
    return p < s->nplayers && !(s->players[p].flags & L5R_PF_LOST);
}

/* Could some player still playing react with some card now (costs
   aside)? One pass over the cards for all the players: the checks change
   nothing, so the answer is the same in any order. */
static bool anyone_can_react(const l5r_game *g)
{
    const l5r_state *s = g->st;
    const l5r_cardst *c = l5r_state__ccards(s);
    /* NIN-08: a targeted face-down Ninjutsu Personality of his. */
    for (uint32_t i = 0; i < s->ntrig; i++)
        if (s->trig[i].kind == L5R_TRIGGER_TARGETED &&
            s->trig[i].card != L5R_NO &&
            playing(s, c[s->trig[i].card].controller) &&
            l5r_profile__face_down_ninja(g, s->trig[i].card))
            return true;
    /* The kinds of what happened, a bit each (every bit for a kind past
       the word): an ability that answers none of them is no Reaction now,
       as l5r_use__reaction_fits would find, so it is not asked. */
    uint64_t kinds = 0;
    for (uint32_t i = 0; i < s->ntrig; i++)
        kinds |= s->trig[i].kind < 64 ? (uint64_t)1 << s->trig[i].kind
                                      : ~(uint64_t)0;
    /* No card of the game answers any of them: none is read. */
    if ((kinds & l5r_events__react_kinds(g)) == 0)
        return false;
    /* Only the cards in play and in hand: from the zone index when there
       is one, else every card. */
    uint32_t read[L5R_ZIX_CARDS], nread = 0;
    const l5r_zoneindex *x = l5r_game__zix(g);
    for (uint32_t w = 0; x != NULL && w < x->words; w++) {
        uint64_t m = l5r_game__zix_word(
            x, s->nplayers, (1u << L5R_ZONE_PLAY) | (1u << L5R_ZONE_HAND), w);
        nread = l5r_game__zix_bits_out(m, w, read, nread);
    }
    uint32_t n = x != NULL ? nread : s->ncards;
    for (uint32_t r = 0; r < n; r++) {
        uint32_t i = x != NULL ? read[r] : r;
        const l5r_cardrec *d = l5r_game__def(g, i);
        if (!(d->trig_kinds & kinds))
            continue; /* none of its abilities answers what happened */
        uint32_t p;
        if (c[i].zone == L5R_ZONE_PLAY &&
            !(c[i].flags & (L5R_CF_BOWED | L5R_CF_FACE_DOWN)))
            p = c[i].controller;
        else if (c[i].zone == L5R_ZONE_HAND && d->type == L5R_TYPE_ACTION)
            p = c[i].owner;
        else
            continue;
        if (!playing(s, p))
            continue;
        for (uint32_t k = 0; k < d->abil_count; k++) {
            const l5r_abilrec *ab = &g->db->abils.v[d->abil_first + k];
            if (ab->trigger < 64 && !((kinds >> ab->trigger) & 1))
                continue;
            if (l5r_use__reaction_fits(g, p, i, ab))
                return true;
        }
    }
    return false;
}

bool l5r_reaction__could_answer(const l5r_game *g)
{
    return anyone_can_react(g);
}

/* INT-04: an announced ability waits in the window before it resolves:
   an optional Interrupt to its resolution is answered there. Kept once,
   when some card has one. */
static void hold_pending(l5r_game *g)
{
    l5r_state *s = g->st;
    if (!s->pending_set ||
        !l5r_events__holdable(g, L5R_TRIGGER_ACTION_RESOLVED, 0))
        return;
    for (uint32_t i = 0; i < s->ntrig; i++)
        if (s->trig[i].kind == L5R_TRIGGER_ACTION_RESOLVED &&
            (s->trig[i].flags & L5R_TF_BEFORE))
            return;
    l5r_events__hold(g, L5R_TRIGGER_ACTION_RESOLVED, s->pending_actor,
                     s->pending_card, 0);
}

/* The announced ability resolves (on the targets not negated). */
static void resolve_pending(l5r_game *g)
{
    l5r_state *s = g->st;
    l5r_action a;
    memset(&a, 0, sizeof a);
    a.tag = L5R_TAG_ACTION;
    a.kind = L5R_ACT_USE;
    a.player = s->pending_actor;
    a.card = s->pending_card;
    a.ability = s->pending_ability;
    a.on = a.value = L5R_NO;
    for (uint32_t i = 0; i < s->pending_ntargets; i++)
        if (!(s->pending_negated & (1u << i)))
            a.targets[a.ntargets++] = s->pending_targets[i];
    bool all_negated = s->pending_ntargets > 0 && a.ntargets == 0;
    s->pending_card = L5R_NO;
    s->pending_ntargets = 0;
    s->pending_negated = 0;
    s->pending_set = 0;
    l5r_effects__resolve_use(g, a.player, &a, all_negated);
}

void l5r_reaction__after_move(l5r_game *g)
{
    l5r_state *s = g->st;
    for (int guard = 0; guard < 16; guard++) {
        if (s->phase == L5R_PHASE_GAME_OVER) {
            s->window = 0;
            s->ntrig = 0;
            g->trig_seen = 0;
            return;
        }
        /* TRG-01, TRG-04: the mandatory abilities come first, then the
           window for the optional Reactions (to the same triggers). */
        if (l5r_mandatory__resolve(g) > 0 && s->phase == L5R_PHASE_GAME_OVER)
            continue;
        if (s->window)
            return; /* the window goes on until all pass */
        if (s->ntrig == 0 && !s->pending_set)
            return;
        hold_pending(g);
        if (anyone_can_react(g)) {
            s->window = 1;
            s->resume_decider = s->decider;
            s->resume_decision = s->decision;
            s->passes = 0;
            s->decider = s->active;
            s->decision = L5R_DECIDE_REACTION;
            return;
        }
        s->ntrig = 0;
        g->trig_seen = 0;
        if (!s->pending_set)
            return;
        resolve_pending(g); /* which may trigger more */
        l5r_victory__check(g);
    }
}

/* The window closes when every player has passed in succession. */
void l5r_reaction__pass(l5r_game *g, uint32_t player)
{
    l5r_state *s = g->st;
    if (++s->passes < l5r_victory__alive_count(s)) {
        s->decider = (uint8_t)l5r_victory__next_alive(s, player);
        return;
    }
    s->window = 0;
    s->ntrig = 0;
    g->trig_seen = 0;
    s->passes = 0;
    l5r_cardst *c = l5r_state__cards(s);
    for (uint32_t i = 0; i < s->ncards; i++)
        c[i].used &= ~L5R_USED_REACTED;
    s->decider = s->resume_decider;
    s->decision = s->resume_decision;
    if (s->pending_set) {
        resolve_pending(g);
        l5r_victory__check(g);
    }
}

void l5r_reaction__acted(l5r_game *g, uint32_t player, uint32_t card)
{
    l5r_state *s = g->st;
    if (card != L5R_NO && card < s->ncards)
        l5r_state__cards(s)[card].used |= L5R_USED_REACTED;
    s->passes = 0;
    s->decider = (uint8_t)l5r_victory__next_alive(s, player);
}
