/* SPDX-License-Identifier: MIT */
/*
 * verdict.c - what every rule check shares: recording a refusal in a
 * verdict (the reason, the rule ID and a message), and naming a card in
 * a message without showing a player what he may not see. Calls nothing
 * of the game's.
 */
#include "game/game.h"

#include <stdarg.h>
#include <stdio.h>

uint32_t l5r_verdict__actor(const l5r_game *g, const l5r_action *a)
{
    return a->player == L5R_NO ? g->st->decider : a->player;
}

void l5r_verdict__judging_init(l5r_judging *j, const l5r_game *g,
                               const l5r_action *a, l5r_verdict *v, bool quiet)
{
    j->g = g;
    j->s = g->st;
    j->a = a;
    j->v = v;
    j->p = l5r_verdict__actor(g, a);
    j->quiet = quiet;
    j->n1[0] = j->n2[0] = '\0';
    if (quiet) { /* only legal or not is read: clear no more than that */
        v->reason = L5R_REASON_NONE;
        v->rule[0] = v->message[0] = '\0';
    } else {
        unsigned version = v->version;
        memset(v, 0, sizeof *v);
        v->version = version;
    }
    v->legal = 1;
}

bool l5r_verdict__deny_loud(l5r_judging *j, int reason, const char *rule,
                            const char *fmt, ...)
{
    l5r_verdict *v = j->v;
    if (!v->legal)
        return false;
    v->legal = 0;
    v->reason = reason; /* a quiet judgement is refused by the macro */
    snprintf(v->rule, sizeof v->rule, "%s", rule);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(v->message, sizeof v->message, fmt, ap);
    va_end(ap);
    l5r_errors__msg_clean(v->message);
    return false;
}

bool l5r_verdict__visible(const l5r_game *g, uint32_t player, uint32_t card)
{
    const l5r_cardst *c = &l5r_state__ccards(g->st)[card];
    switch (c->zone) {
    case L5R_ZONE_HAND:
        return c->owner == player;
    case L5R_ZONE_DYNASTY_DECK:
    case L5R_ZONE_FATE_DECK:
        return false;
    case L5R_ZONE_PROVINCE:
        return !(c->flags & L5R_CF_FACE_DOWN);
    case L5R_ZONE_PLAY: /* NIN-03: a face-down card's controller sees it */
        return !(c->flags & L5R_CF_FACE_DOWN) || c->controller == player;
    default:
        return true;
    }
}

const char *l5r_verdict__card_name(const l5r_judging *j, uint32_t card,
                                   char *buf, size_t cap)
{
    const l5r_game *g = j->g;
    if (j->quiet)
        buf[0] = '\0';
    else if (l5r_verdict__visible(g, j->p, card))
        snprintf(buf, cap, "#%u (%s)", card,
                 l5r_cards__str(g->db, l5r_game__def(g, card)->title));
    else
        snprintf(buf, cap, "#%u", card);
    return buf;
}

/* CORE-29: the move names a card that exists. */
bool l5r_verdict__card_exists(l5r_judging *j, uint32_t card)
{
    if (card < j->s->ncards &&
        l5r_state__ccards(j->s)[card].zone != L5R_ZONE_NONE)
        return true;
    return l5r_verdict__deny(j, L5R_REASON_NO_SUCH_CARD, "CORE-29",
                             "there is no card #%u", card);
}
