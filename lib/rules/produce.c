/* SPDX-License-Identifier: MIT */
/*
 * produce.c - producing gold (CORE-14, CORE-15): bow your Stronghold or a
 * Holding that produces gold; the gold lasts until the end of the phase.
 * Restricted gold (GLD-03 .. GLD-05) pays only for the cards its
 * producer names, and is spent before the rest.
 */
#include "rules/rules.h"

#include "cards/keywords.h"

/* CORE-15: gold comes from bowing your unbowed Stronghold or a Holding
   that produces gold. The card is a Stronghold or Holding the player controls
   in play. */
static bool own_producer(l5r_judging *j)
{
    uint32_t c = j->a->card;
    if (!l5r_verdict__card_exists(j, c))
        return false;
    const l5r_cardst *cs = &l5r_state__ccards(j->s)[c];
    const l5r_cardrec *d = l5r_game__def(j->g, c);
    l5r_verdict__card_name(j, c, j->n1, sizeof j->n1);
    if (cs->zone != L5R_ZONE_PLAY || cs->controller != j->p)
        return l5r_verdict__deny(j, L5R_REASON_NOT_CONTROLLED, "CORE-15",
                                 "%s is not a card you control in play", j->n1);
    if (d->type != L5R_TYPE_STRONGHOLD && d->type != L5R_TYPE_HOLDING)
        return l5r_verdict__deny(j, L5R_REASON_MALFORMED, "CORE-15",
                                 "%s does not produce gold", j->n1);
    return true;
}

/* CORE-24: a bowed card does not bow to produce. */
static bool unbowed(l5r_judging *j)
{
    if (l5r_state__ccards(j->s)[j->a->card].flags & L5R_CF_BOWED)
        return l5r_verdict__deny(j, L5R_REASON_BOWED, "CORE-24", "%s is bowed",
                                 j->n1);
    return true;
}

/* GLD-05: the pool restricted gold of effect `eff` goes to: the one that
   holds that kind, or an empty one; -1 when every pool holds another. */
static int pool_for(const l5r_playerst *pl, uint32_t eff)
{
    int empty = -1;
    for (int k = 0; k < L5R_RGOLD_POOLS; k++) {
        if (pl->rgold_for[k] == eff)
            return k;
        if (pl->rgold_for[k] == 0 && empty < 0)
            empty = k;
    }
    return empty;
}

/* What bowing `card` produces: its restricted gold's amount (GLD-03,
   `*eff` its produce_for effect) or its Gold Production (`*eff` 0). */
static int32_t production(const l5r_game *g, uint32_t card, uint32_t *eff)
{
    *eff = l5r_stats__produce_for(g, card);
    return *eff != 0 ? g->db->effs.v[*eff - 1].amount
                     : l5r_stats__stat(g, card, L5R_STAT_GOLD_PRODUCTION, NULL);
}

bool l5r_produce__judge(l5r_judging *j)
{
    if (!own_producer(j))
        return false;
    uint32_t eff;
    int32_t gp = production(j->g, j->a->card, &eff);
    if (gp <= 0)
        return l5r_verdict__deny(j, L5R_REASON_MALFORMED, "CORE-15",
                                 "%s does not produce gold", j->n1);
    if (eff != 0 && pool_for(&j->s->players[j->p], eff) < 0)
        return l5r_verdict__deny(j, L5R_REASON_GOLD, "GLD-05",
                                 "you already hold %d kinds of restricted "
                                 "gold; %s produces another",
                                 L5R_RGOLD_POOLS, j->n1);
    return unbowed(j);
}

void l5r_produce__apply(l5r_game *g, uint32_t p, const l5r_action *a)
{
    l5r_playerst *pl = &g->st->players[p];
    uint32_t card = a->card;
    uint32_t eff;
    int32_t gp = production(g, card, &eff);
    int pool = eff != 0 ? pool_for(pl, eff) : -1;
    l5r_zones__bow(g, card);
    if (pool >= 0) { /* GLD-03 */
        pl->rgold[pool] = l5r_game__add_count(pl->rgold[pool], gp);
        pl->rgold_for[pool] = eff;
    } else {
        pl->gold = l5r_game__add_count(pl->gold, gp);
    }
    l5r_events__record(g, L5R_EV_GOLD, p, card, gp);
}

/* GLD-03: does restricted gold of effect `eff` pay for `card`? */
static bool pays_for(const l5r_game *g, uint32_t eff, uint32_t card)
{
    const l5r_effrec *e = &g->db->effs.v[eff - 1];
    return e->sel == 0 || l5r_profile__sel_printed(
                              g, card, &g->db->sels.v[e->sel - 1]) == NULL;
}

int32_t l5r_produce__gold_for(const l5r_game *g, uint32_t p, uint32_t card)
{
    const l5r_playerst *pl = &g->st->players[p];
    int32_t v = pl->gold;
    for (int k = 0; k < L5R_RGOLD_POOLS; k++)
        if (pl->rgold_for[k] != 0 && pays_for(g, pl->rgold_for[k], card))
            v += pl->rgold[k];
    return v;
}

void l5r_produce__spend(l5r_game *g, uint32_t p, uint32_t card, int32_t cost)
{
    l5r_playerst *pl = &g->st->players[p];
    for (int k = 0; k < L5R_RGOLD_POOLS && cost > 0; k++) {
        if (pl->rgold_for[k] == 0 || !pays_for(g, pl->rgold_for[k], card))
            continue;
        int32_t take = pl->rgold[k] < cost ? pl->rgold[k] : cost;
        pl->rgold[k] -= take;
        cost -= take;
        if (pl->rgold[k] == 0)
            pl->rgold_for[k] = 0;
    }
    pl->gold -= cost;
}

/* The listing prunes with the checks of own_producer and unbowed, read
   straight from the card (the card exists: the listing names only cards
   of the game, in play): only an unbowed Stronghold or Holding the
   player controls in play is put to the judge. */
int l5r_produce__list(l5r_lister *l, uint32_t card)
{
    const l5r_cardst *c = &l5r_state__ccards(l->g->st)[card];
    if (c->zone != L5R_ZONE_PLAY || c->controller != l->p ||
        (c->flags & L5R_CF_BOWED))
        return L5R_OK;
    uint8_t type = l5r_game__def(l->g, card)->type;
    if (type != L5R_TYPE_STRONGHOLD && type != L5R_TYPE_HOLDING)
        return L5R_OK;
    l5r_action a;
    l5r_rules__candidate(&a, l->p, L5R_ACT_PRODUCE, card);
    return l5r_rules__consider(l, &a);
}
