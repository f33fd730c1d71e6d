/* SPDX-License-Identifier: MIT */
/*
 * discarding.c - discarding and removing as effects (DIS-01 .. DIS-03):
 * random discards from a hand, discards from the top of a Fate deck, and
 * removing a card in play from the game. None of them asks a player to
 * choose, so none needs a decision.
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
