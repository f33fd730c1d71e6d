/* SPDX-License-Identifier: MIT */
/*
 * discarding.c - discarding and removing as effects (DIS-01 .. DIS-03):
 * random discards from a hand, discards from the top of a Fate deck, and
 * removing a card in play from the game, none of which asks a player to
 * choose; and discards of the player's choice (DIS-05, DIS-06), which
 * open a decision after the move, as a search does, or of the ability's
 * player's choice, who looks at the hand he chooses from (DIS-07).
 */
#include "rules/rules.h"

/* DIS-01: each discard picks one of the cards left in the hand, in card
   order, with the game's RNG (so a seeded game replays it); a hand with
   fewer cards than the amount is emptied. */
void l5r_discarding__resolve_random(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_game *g = r->g;
    l5r_state *s = g->st;
    uint32_t who[L5R_MAX_PLAYERS];
    uint32_t np = l5r_effects__players(r, e, who);
    for (uint32_t k = 0; k < np; k++)
        for (int16_t d = 0; d < e->amount; d++) {
            uint32_t n = l5r_zones__count(g, who[k], L5R_ZONE_HAND);
            if (n == 0)
                break;
            uint32_t pick = l5r_zones__rng_below(s, n), card = L5R_NO;
            const l5r_cardst *c = l5r_state__ccards(s);
            for (uint32_t i = 0; i < s->ncards && card == L5R_NO; i++)
                if (c[i].zone == L5R_ZONE_HAND && c[i].owner == who[k] &&
                    pick-- == 0)
                    card = i;
            l5r_zones__move(g, card, L5R_ZONE_FATE_DISCARD, 0);
        }
}

/* DIS-02: the top cards of the Fate deck, one at a time, to the Fate
   discard pile; an empty deck discards nothing more (no loss: CORE-41).
   DIS-04: of the Dynasty deck, to the Dynasty discard pile, face-up; the
   provinces are not refilled by it, and an empty Dynasty deck leaves
   them empty as they empty. */
void l5r_discarding__resolve_mill(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_game *g = r->g;
    uint32_t who[L5R_MAX_PLAYERS];
    uint32_t np = l5r_effects__players(r, e, who);
    bool dynasty = e->deck == L5R_SEARCH_DYNASTY;
    uint8_t deck = dynasty ? L5R_ZONE_DYNASTY_DECK : L5R_ZONE_FATE_DECK;
    uint8_t pile = dynasty ? L5R_ZONE_DYNASTY_DISCARD : L5R_ZONE_FATE_DISCARD;
    for (uint32_t k = 0; k < np; k++)
        for (int16_t d = 0; d < e->amount; d++) {
            uint32_t top = l5r_zones__top(g, who[k], deck);
            if (top == L5R_NO)
                break;
            l5r_zones__move(g, top, pile, 0);
        }
}

/* DIS-03: a card in play removed from the game leaves play for good: to
   the removed zone, not a discard pile, with what leaving play does (its
   tokens gone, TOK-07; what is attached to it discarded). */
void l5r_discarding__resolve_remove(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_game *g = r->g;
    uint32_t subj[72];
    uint32_t n = l5r_effects__subjects(r, e->who, subj);
    for (uint32_t i = 0; i < n; i++)
        if (l5r_state__ccards(g->st)[subj[i]].zone == L5R_ZONE_PLAY &&
            !l5r_stats__cannot(g, subj[i], L5R_CANNOT_REMOVED)) /* PRV-04 */
            l5r_zones__move(g, subj[i], L5R_ZONE_REMOVED, 0);
}

/* --- a discard of the player's choice (DIS-05, DIS-06) ------------------- */

static void choice_clear(l5r_state *s)
{
    s->choice_step = s->choice_player = s->choice_left = 0;
    s->choice_chooser = 0;
    s->choice_resume_decider = s->choice_resume_decision = 0;
}

/* DIS-05: recorded now, chosen after the move, by the effect's player (the
   first, DIS-06). A second one while one is under way does nothing (a
   reading: DIS-06 keeps it its ability's last effect, so only another
   ability resolving in the same move could make one). */
void l5r_discarding__resolve_chosen(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_state *s = r->g->st;
    if (s->choice_step != L5R_CHOICE_NONE || e->amount <= 0)
        return;
    uint32_t who[L5R_MAX_PLAYERS];
    if (l5r_effects__players(r, e, who) == 0)
        return;
    s->choice_step = L5R_CHOICE_MADE;
    s->choice_player = (uint8_t)who[0];
    s->choice_chooser = (uint8_t)(e->which != 0 ? r->p : who[0]); /* DIS-07 */
    s->choice_left = (uint8_t)(e->amount > 99 ? 99 : e->amount);
}

/* Back to the decision the discard interrupted. */
static void choice_done(l5r_game *g)
{
    l5r_state *s = g->st;
    s->decider = s->choice_resume_decider;
    s->decision = s->choice_resume_decision;
    choice_clear(s);
}

void l5r_discarding__open(l5r_game *g)
{
    l5r_state *s = g->st;
    if (s->choice_step != L5R_CHOICE_MADE)
        return;
    if (s->phase == L5R_PHASE_GAME_OVER ||
        l5r_zones__count(g, s->choice_player, L5R_ZONE_HAND) == 0) {
        choice_clear(s); /* nothing to discard */
        return;
    }
    if (l5r_state__after_move_held(s) || s->search_step == L5R_SEARCH_CHOOSING)
        return; /* it begins when these are done */
    s->choice_resume_decider = s->decider;
    s->choice_resume_decision = s->decision;
    s->choice_step = L5R_CHOICE_CHOOSING;
    s->decider = s->choice_chooser;
    s->decision = L5R_DECIDE_CHOSEN_DISCARD;
}

bool l5r_discarding__judge_chosen(l5r_judging *j)
{
    const l5r_state *s = j->s;
    if (s->choice_step != L5R_CHOICE_CHOOSING)
        return l5r_verdict__deny(j, L5R_REASON_WRONG_TIME, "DIS-05",
                                 "no discard of your choice is under way");
    uint32_t c = j->a->card;
    if (!l5r_verdict__card_exists(j, c))
        return false;
    const l5r_cardst *cs = &l5r_state__ccards(s)[c];
    if (cs->zone != L5R_ZONE_HAND || cs->owner != s->choice_player) {
        l5r_verdict__card_name(j, c, j->n1, sizeof j->n1);
        if (s->choice_chooser != s->choice_player) /* DIS-07 */
            return l5r_verdict__deny(j, L5R_REASON_WRONG_ZONE, "DIS-07",
                                     "%s is not in the hand of p%u, who "
                                     "discards",
                                     j->n1, s->choice_player + 1u);
        return l5r_verdict__deny(j, L5R_REASON_WRONG_ZONE, "DIS-05",
                                 "%s is not in your hand", j->n1);
    }
    return true;
}

/* DIS-05: one card to its discard pile; the discard ends with the last
   card owed or the last card of the hand. */
void l5r_discarding__apply_chosen(l5r_game *g, uint32_t p, const l5r_action *a)
{
    (void)p; /* the chooser; the hand is choice_player's (DIS-07) */
    l5r_state *s = g->st;
    l5r_zones__move(g, a->card,
                    l5r_game__def(g, a->card)->deck == L5R_DECK_FATE
                        ? L5R_ZONE_FATE_DISCARD
                        : L5R_ZONE_DYNASTY_DISCARD,
                    0);
    if (--s->choice_left == 0 ||
        l5r_zones__count(g, s->choice_player, L5R_ZONE_HAND) == 0)
        choice_done(g);
}

int l5r_discarding__list_chosen(l5r_lister *l)
{
    const l5r_state *s = l->g->st;
    int rc = L5R_OK;
    if (s->choice_step != L5R_CHOICE_CHOOSING || s->choice_chooser != l->p)
        return rc;
    const l5r_cardst *c = l5r_state__ccards(s);
    for (uint32_t i = 0; i < s->ncards && rc == L5R_OK; i++)
        if (c[i].zone == L5R_ZONE_HAND && c[i].owner == s->choice_player) {
            l5r_action a;
            l5r_rules__candidate(&a, l->p, L5R_ACT_DISCARD, i);
            rc = l5r_rules__consider(l, &a);
        }
    return rc;
}
