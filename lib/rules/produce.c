/* SPDX-License-Identifier: MIT */
/*
 * produce.c - producing gold (CORE-14, CORE-15): bow your Stronghold or a
 * Holding that produces gold; the gold lasts until the end of the phase.
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

/* The cheap checks, for the listing to prune with. */
static bool unbowed_producer(l5r_judging *j)
{
    return own_producer(j) && unbowed(j);
}

bool l5r_produce__judge(l5r_judging *j)
{
    if (!own_producer(j))
        return false;
    if (l5r_stats__stat(j->g, j->a->card, L5R_STAT_GOLD_PRODUCTION, NULL) <= 0)
        return l5r_verdict__deny(j, L5R_REASON_MALFORMED, "CORE-15",
                                 "%s does not produce gold", j->n1);
    return unbowed(j);
}

void l5r_produce__apply(l5r_game *g, uint32_t p, const l5r_action *a)
{
    l5r_state *s = g->st;
    uint32_t card = a->card;
    int32_t gp = l5r_stats__stat(g, card, L5R_STAT_GOLD_PRODUCTION, NULL);
    l5r_zones__bow(g, card);
    s->players[p].gold = l5r_game__add_count(s->players[p].gold, gp);
    l5r_events__record(g, L5R_EV_GOLD, p, card, gp);
}

int l5r_produce__list(l5r_lister *l, uint32_t card)
{
    if (l5r_state__ccards(l->g->st)[card].zone != L5R_ZONE_PLAY)
        return L5R_OK;
    l5r_action a;
    l5r_rules__candidate(&a, l->p, L5R_ACT_PRODUCE, card);
    if (!l5r_rules__passes(l, &a, unbowed_producer))
        return L5R_OK;
    return l5r_rules__consider(l, &a);
}
