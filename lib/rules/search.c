/* SPDX-License-Identifier: MIT */
/*
 * search.c - searching a deck (SRC-01 .. SRC-05, SRC-07 .. SRC-10: one's
 * own or an opponent's) and shuffling one (SRC-06). The effect `search`
 * resolves by recording the search; after the move (and any Reactions to it)
 * the searcher has the decision L5R_DECIDE_SEARCH: he takes one of the cards
 * searched that fits the filter (`take #N`) or passes, and the game goes back
 * to the decision the search interrupted.
 */
#include "rules/rules.h"

#include <stddef.h>

_Static_assert(offsetof(l5r_state, choice_pad) +
                       sizeof(((l5r_state *)0)->choice_pad) ==
                   sizeof(l5r_state),
               "the search's and the chosen discard's fields end the state's "
               "header");

static void clear(l5r_state *s)
{
    s->search_eff = 0;
    s->search_step = s->search_player = s->search_zone = s->search_look = 0;
    s->search_of = 0;
    s->search_resume_decider = s->search_resume_decision = 0;
}

/* The effect `search`: recorded now, chosen after the move (SRC-04). A
   second search while one is under way does nothing (a reading: only a
   search's own ability could make one, and SRC-04 keeps it last). */
void l5r_search__resolve(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_state *s = r->g->st;
    if (s->search_step != L5R_SEARCH_NONE)
        return;
    s->search_eff = (uint32_t)(e - r->g->db->effs.v) + 1;
    s->search_step = L5R_SEARCH_MADE;
    s->search_player = (uint8_t)r->p;
    s->search_zone = l5r_game__search_zone(e->deck);
    s->search_look = (uint8_t)(e->count > 0 ? e->count : 0);
    s->search_of = l5r_game__search_of(e->player, r->p, s->nplayers);
}

void l5r_search__open(l5r_game *g)
{
    l5r_state *s = g->st;
    if (s->search_step != L5R_SEARCH_MADE)
        return;
    if (s->phase == L5R_PHASE_GAME_OVER) {
        clear(s);
        return;
    }
    if (l5r_state__after_move_held(s) || s->choice_step != L5R_CHOICE_NONE)
        return; /* it begins when these are done */
    s->search_resume_decider = s->decider;
    s->search_resume_decision = s->decision;
    s->search_step = L5R_SEARCH_CHOOSING;
    s->decider = s->search_player;
    s->decision = L5R_DECIDE_SEARCH;
}

/* The effect record of the search under way (the state check keeps it
   one of the database's `search` effects). */
static const l5r_effrec *effect(const l5r_game *g)
{
    uint32_t i = g->st->search_eff;
    if (i == 0 || i > g->db->effs.n)
        return NULL;
    const l5r_effrec *e = &g->db->effs.v[i - 1];
    return e->kind == L5R_EFF_SEARCH ? e : NULL;
}

/* SRC-03: NULL if the card fits the search's filter, or why not. */
static const char *misfit(const l5r_game *g, const l5r_effrec *e, uint32_t card)
{
    if (e->sel == 0)
        return NULL;
    return l5r_profile__sel_printed(g, card, &g->db->sels.v[e->sel - 1]);
}

bool l5r_search__judge_take(l5r_judging *j)
{
    const l5r_game *g = j->g;
    const l5r_state *s = g->st;
    const l5r_effrec *e = effect(g);
    if (s->search_step != L5R_SEARCH_CHOOSING || e == NULL)
        return l5r_verdict__deny(j, L5R_REASON_WRONG_TIME, "SRC-01",
                                 "no search is under way");
    uint32_t card = j->a->card;
    if (card >= s->ncards || !l5r_zones__searched(s, card))
        return l5r_verdict__deny(j, L5R_REASON_TARGET, "SRC-01",
                                 "#%u is not among the cards searched", card);
    const char *why = misfit(g, e, card);
    if (why != NULL)
        return l5r_verdict__deny(j, L5R_REASON_TARGET, "SRC-03",
                                 "#%u does not fit the search: %s", card, why);
    if (e->then == L5R_SEARCH_PLAY) { /* SRC-07 */
        uint8_t type = l5r_game__def(g, card)->type;
        if ((type != L5R_TYPE_PERSONALITY && type != L5R_TYPE_HOLDING) ||
            l5r_profile__has_keyword(g, card, L5R__KWID_FORTIFICATION))
            return l5r_verdict__deny(j, L5R_REASON_TARGET, "SRC-07",
                                     "#%u cannot be put into play from a "
                                     "search: only a Personality or a Holding "
                                     "other than a Fortification",
                                     card);
        return l5r_recruit__check_unique(j, card);
    }
    return true;
}

/* SRC-05: on top of the deck: above every other card there. */
static void put_on_top(l5r_game *g, uint32_t card)
{
    l5r_state *s = g->st;
    l5r_cardst *c = l5r_state__cards(s);
    uint32_t top = L5R_NO;
    for (uint32_t i = 0; i < s->ncards; i++)
        if (i != card && c[i].zone == c[card].zone &&
            c[i].owner == c[card].owner &&
            (top == L5R_NO || c[i].seq < c[top].seq))
            top = i;
    if (top == L5R_NO)
        return;
    if (c[top].seq == 0) { /* no room above: move the others down */
        for (uint32_t i = 0; i < s->ncards; i++)
            if (i != card && c[i].zone == c[card].zone &&
                c[i].owner == c[card].owner)
                c[i].seq++;
        if (s->seq <= c[top].seq)
            s->seq = c[top].seq + 1;
    }
    c[card].seq = c[top].seq - 1;
}

/* SRC-08: at the bottom of the deck: below every other card there. */
static void put_at_bottom(l5r_game *g, uint32_t card)
{
    l5r_state *s = g->st;
    l5r_state__cards(s)[card].seq = s->seq++;
}

/* The search ends: SRC-02's shuffle, SRC-05's place for the card found,
   and the game goes back to where it was (SRC-04). */
static void finish(l5r_game *g, uint32_t p, uint32_t card)
{
    l5r_state *s = g->st;
    const l5r_effrec *e = effect(g);
    uint8_t zone = s->search_zone;
    uint32_t owner = l5r_game__search_owner(s);
    bool whole = s->search_look == 0;
    s->decider = s->search_resume_decider;
    s->decision = s->search_resume_decision;
    clear(s);
    if (card != L5R_NO && e != NULL && e->then == L5R_SEARCH_HAND) {
        l5r_zones__move(g, card, L5R_ZONE_HAND, 0);
        card = L5R_NO;
    }
    if (card != L5R_NO && e != NULL && e->then == L5R_SEARCH_PLAY) {
        /* SRC-07: at home, its player's; a Holding bowed (CORE-16). */
        l5r_cardst *c = &l5r_state__cards(s)[card];
        c->controller = (uint8_t)p;
        c->flags &= (uint8_t)~L5R_CF_FACE_DOWN; /* a deck's cards are */
        l5r_zones__move(g, card, L5R_ZONE_PLAY, 0);
        if (l5r_game__def(g, card)->type == L5R_TYPE_HOLDING)
            l5r_zones__bow(g, card);
        card = L5R_NO;
    }
    if (card != L5R_NO && e != NULL &&
        (e->then == L5R_SEARCH_DISCARD || e->then == L5R_SEARCH_REMOVE)) {
        /* SRC-10: to its owner's discard pile, or out of the game. */
        uint8_t to = e->then == L5R_SEARCH_REMOVE    ? L5R_ZONE_REMOVED
                     : zone == L5R_ZONE_DYNASTY_DECK ? L5R_ZONE_DYNASTY_DISCARD
                                                     : L5R_ZONE_FATE_DISCARD;
        l5r_zones__move(g, card, to, 0);
        card = L5R_NO;
    }
    if (whole)
        l5r_zones__shuffle(g, owner, zone);
    if (card != L5R_NO && e != NULL && e->then == L5R_SEARCH_BOTTOM)
        put_at_bottom(g, card);
    else if (card != L5R_NO)
        put_on_top(g, card);
    l5r_victory__check(g);
}

void l5r_search__apply_take(l5r_game *g, uint32_t p, const l5r_action *a)
{
    finish(g, p, a->card);
}

int l5r_search__list_take(l5r_lister *l)
{
    const l5r_game *g = l->g;
    const l5r_state *s = g->st;
    int rc = L5R_OK;
    if (s->search_step != L5R_SEARCH_CHOOSING || s->search_player != l->p)
        return rc;
    for (uint32_t i = 0; i < s->ncards && rc == L5R_OK; i++)
        if (l5r_zones__searched(s, i)) {
            l5r_action a;
            l5r_rules__candidate(&a, l->p, L5R_ACT_TAKE, i);
            rc = l5r_rules__consider(l, &a);
        }
    return rc;
}

/* SRC-01: taking none (a `pass` in the search's decision). */
bool l5r_search__judge_pass(l5r_judging *j)
{
    if (j->g->st->search_step != L5R_SEARCH_CHOOSING)
        return l5r_verdict__deny(j, L5R_REASON_WRONG_TIME, "SRC-01",
                                 "no search is under way");
    return true;
}

void l5r_search__apply_pass(l5r_game *g, uint32_t p, const l5r_action *a)
{
    (void)a;
    finish(g, p, L5R_NO);
}

/* SRC-06: the effect `shuffle`. */
void l5r_search__resolve_shuffle(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_zones__shuffle(r->g, r->p, l5r_game__search_zone((uint8_t)e->amount));
}
