/* SPDX-License-Identifier: MIT */
/*
 * mandatory.c - mandatory triggered abilities (TRG-01 .. TRG-05): a
 * Reaction written `mandatory: true` ("After this card enters play, gain
 * 2 gold") is not used: when its trigger happens it resolves by itself,
 * once per trigger, before the Reaction window opens. No choice, no cost
 * (the loader refuses them, TRG-02), no move (TRG-03). A mandatory
 * Interrupt (`before: true`, INT-03) resolves inline, just before its
 * event happens, when the event's place calls l5r_events__before.
 */
#include "rules/rules.h"

/* Is `p` a player still playing? */
static bool playing(const l5r_state *s, uint32_t p)
{
    return p < s->nplayers && !(s->players[p].flags & L5R_PF_LOST);
}

/* TRG-01: the card can have its mandatory abilities resolve: in play,
   face-up, controlled by a player still playing; bowed or not (it is
   not bowing that a mandatory ability needs). */
static bool ready(const l5r_game *g, uint32_t card, uint32_t p)
{
    const l5r_cardst *c = &l5r_state__ccards(g->st)[card];
    return c->zone == L5R_ZONE_PLAY && !(c->flags & L5R_CF_FACE_DOWN) &&
           c->controller == p && playing(g->st, p);
}

/* The first card from `from` (below `ncards`) that player p may
   control in play: from the zone index, or (without one) the next card
   at all. L5R_NO: none. */
static uint32_t next_card(const l5r_game *g, uint32_t p, uint32_t from,
                          uint32_t ncards)
{
    if (from >= ncards)
        return L5R_NO;
    const l5r_zoneindex *x = l5r_game__zix(g);
    if (x == NULL)
        return from;
    uint32_t c = l5r_zones__next(x->ctrl[p], x->words, from);
    return c < ncards ? c : L5R_NO;
}

/* The ability `k` of `card` resolves, for its controller `p`, if its
   conditions hold now (CND-01). */
static bool resolve_one(l5r_game *g, uint32_t p, uint32_t card, uint32_t k,
                        const l5r_abilrec *ab)
{
    if (ab->pred_count > 0 && !l5r_stats__conditions(g, ab, p, card, L5R_NO))
        return false;
    l5r_action a;
    memset(&a, 0, sizeof a);
    a.tag = L5R_TAG_ACTION;
    a.kind = L5R_ACT_USE;
    a.player = p;
    a.card = card;
    a.ability = k;
    a.on = a.value = L5R_NO;
    l5r_effects__resolve_use(g, p, &a, false);
    return true;
}

/* TRG-04: the triggers of one batch (what happened in the move, or in
   the resolutions of the batch before): for each player from the active
   one, each card he controls in card order, each of its mandatory
   abilities in order, once for each trigger that calls on it. The
   batch is copied: a negation may take triggers out of the list. */
static uint32_t resolve_batch(l5r_game *g, uint32_t lo, uint32_t hi)
{
    l5r_state *s = g->st;
    l5r_trigst batch[L5R_ARRAY_LEN(s->trig)];
    uint32_t n = 0, done = 0;
    /* Only a batch with a trigger some mandatory Reaction of the game's
       cards answers calls on a card (the cards are read otherwise). */
    uint64_t answers = l5r_events__mandatory_answers(g);
    bool called = false;
    for (uint32_t i = lo; i < hi && n < L5R_ARRAY_LEN(batch); i++) {
        batch[n++] = s->trig[i];
        called |= s->trig[i].kind < 64 && ((answers >> s->trig[i].kind) & 1);
    }
    if (!called)
        return 0;
    uint32_t np = s->nplayers, ncards = s->ncards;
    for (uint32_t q = 0; q < np; q++) {
        uint32_t p = (s->active + q) % np;
        /* The cards he controls in play, in card order: from the zone
           index when there is one, read again after each card (a
           resolution may move cards), else every card. */
        for (uint32_t card = next_card(g, p, 0, ncards); card != L5R_NO;
             card = next_card(g, p, card + 1, ncards)) {
            if (!ready(g, card, p))
                continue;
            const l5r_cardrec *d = l5r_game__def(g, card);
            for (uint32_t k = 0; k < d->abil_count; k++) {
                const l5r_abilrec *ab = &g->db->abils.v[d->abil_first + k];
                if (!ab->mandatory || ab->before) /* INT-03: inline */
                    continue;
                for (uint32_t t = 0; t < n && ready(g, card, p); t++) {
                    if (s->phase == L5R_PHASE_GAME_OVER)
                        return done;
                    if (l5r_use__trigger_fits(g, p, card, ab, &batch[t]) &&
                        resolve_one(g, p, card, k, ab))
                        done++;
                }
            }
        }
    }
    return done;
}

uint32_t l5r_mandatory__resolve(l5r_game *g)
{
    l5r_state *s = g->st;
    uint32_t done = 0;
    if (g->db->mandatory == 0) { /* no card has one: nothing to look at */
        g->trig_seen = s->ntrig;
        return 0;
    }
    /* Each batch may record more triggers; the list is bounded (and the
       guard too), so this ends. */
    for (int guard = 0; guard < 64 && g->trig_seen < s->ntrig &&
                        s->phase != L5R_PHASE_GAME_OVER;
         guard++) {
        uint32_t lo = g->trig_seen, hi = s->ntrig;
        g->trig_seen = hi;
        uint32_t n = resolve_batch(g, lo, hi);
        if (n > 0)
            l5r_victory__check(g);
        done += n;
    }
    if (g->trig_seen > s->ntrig)
        g->trig_seen = s->ntrig;
    return done;
}

/* INT-03: the mandatory Interrupts to `t`, about to happen: for each
   player from the active one, each card he controls in card order, each
   of its mandatory Interrupts in order, as TRG-04 orders Reactions. */
static void interrupts(l5r_game *g, const l5r_trigst *t)
{
    l5r_state *s = g->st;
    uint32_t np = s->nplayers, ncards = s->ncards;
    for (uint32_t q = 0; q < np; q++) {
        uint32_t p = (s->active + q) % np;
        for (uint32_t card = 0; card < ncards; card++) {
            if (!ready(g, card, p))
                continue;
            const l5r_cardrec *d = l5r_game__def(g, card);
            for (uint32_t k = 0; k < d->abil_count && ready(g, card, p); k++) {
                const l5r_abilrec *ab = &g->db->abils.v[d->abil_first + k];
                if (!ab->mandatory || !ab->before)
                    continue;
                if (s->phase == L5R_PHASE_GAME_OVER)
                    return;
                if (l5r_use__trigger_fits(g, p, card, ab, t))
                    resolve_one(g, p, card, k, ab);
            }
        }
    }
}

const l5r_interrupts l5r_mandatory__interrupts = {
    .resolve = interrupts,
};
