/* SPDX-License-Identifier: MIT */
/*
 * armies.c - units and armies at the battlefields: moving a unit, an
 * army's Force (CORE-49), presence (CORE-51) and which battlefields still
 * have a battle due (CORE-48). Whether a battle is being fought is
 * l5r_game__in_battle (game.h).
 */
#include "game/game.h"

void l5r_armies__unit_move(l5r_game *g, uint32_t unit, uint8_t location)
{
    l5r_state *s = g->st;
    l5r_cardst *c = l5r_state__cards(s);
    c[unit].location = location;
    for (uint32_t i = 0; i < s->ncards; i++)
        if (c[i].zone == L5R_ZONE_PLAY && c[i].attached_to == unit)
            c[i].location = location;
    if (location == 0)
        c[unit].flags &= (uint8_t) ~(L5R_CF_ATTACKING | L5R_CF_DEFENDING);
}

int32_t l5r_armies__army_force(l5r_game *g, uint32_t player, uint8_t bf)
{
    /* CORE-49: bowed cards add nothing; Items and tokens count through
       the Personality's Force (TOK-03); Followers add their own. Each
       part is told (L5R_EV_FORCE), then the total (L5R_EV_ARMY). */
    const l5r_state *s = g->st;
    const l5r_cardst *c = l5r_state__ccards(s);
    int32_t total = 0;
    for (uint32_t i = 0; i < s->ncards; i++) {
        if (c[i].zone != L5R_ZONE_PLAY || c[i].location != bf ||
            c[i].controller != player || (c[i].flags & L5R_CF_BOWED))
            continue;
        uint8_t type = l5r_game__def(g, i)->type;
        if (type == L5R_TYPE_PERSONALITY ||
            (type == L5R_TYPE_FOLLOWER && c[i].attached_to != L5R_NO)) {
            int32_t f = l5r_stats__stat(g, i, L5R_STAT_FORCE, NULL);
            l5r_events__record(g, L5R_EV_FORCE, player, i, f);
            total = l5r_game__add_count(total, f);
        }
    }
    l5r_events__record(g, L5R_EV_ARMY, player, L5R_NO, total);
    return total;
}

/* Is any unit of `player` at battlefield `bf`? */
bool l5r_armies__present(const l5r_game *g, uint32_t player, uint8_t bf)
{
    const l5r_state *s = g->st;
    const l5r_cardst *c = l5r_state__ccards(s);
    /* The cards in play he controls from the zone index when there is
       one (and he is a player), else every card. */
    const l5r_zoneindex *x = player < s->nplayers ? l5r_game__zix(g) : NULL;
    for (uint32_t w = 0; x != NULL && w < x->words; w++)
        for (uint64_t m = x->ctrl[player][w]; m != 0; m &= m - 1) {
            uint32_t i = w * 64 + (uint32_t)__builtin_ctzll(m);
            if (c[i].location == bf &&
                l5r_game__def(g, i)->type == L5R_TYPE_PERSONALITY)
                return true;
        }
    for (uint32_t i = 0; x == NULL && i < s->ncards; i++)
        if (c[i].zone == L5R_ZONE_PLAY && c[i].location == bf &&
            c[i].controller == player &&
            l5r_game__def(g, i)->type == L5R_TYPE_PERSONALITY)
            return true;
    return false;
}

/* A battlefield with attackers not yet fought. */
static bool battle_due(const l5r_game *g, uint8_t bf)
{
    const l5r_state *s = g->st;
    return !(s->fought & (1u << bf)) && l5r_armies__present(g, s->attacker, bf);
}

bool l5r_armies__battle_due(const l5r_game *g, uint8_t bf)
{
    return bf >= 1 && bf <= g->st->players[g->st->defender].nprovinces &&
           battle_due(g, bf);
}

/* The Personality whose unit the card is in, or L5R_NO. */
uint32_t l5r_armies__unit_of(const l5r_game *g, uint32_t card)
{
    const l5r_cardst *c = &l5r_state__ccards(g->st)[card];
    if (c->zone != L5R_ZONE_PLAY)
        return L5R_NO;
    if (l5r_game__def(g, card)->type == L5R_TYPE_PERSONALITY)
        return card;
    return c->attached_to;
}
