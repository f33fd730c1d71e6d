/*
 * verdict.c - what every rule check shares: recording a refusal in a
 * verdict (the reason, the rule ID and a message), and naming a card in
 * a message without showing a player what he may not see. Calls nothing
 * of the game's.
 */
#include "game/game.h"

#include <stdarg.h>
#include <stdio.h>

bool l5r__deny(l5r_verdict *v, int reason, const char *rule, const char *fmt,
               ...)
{
    if (!v->legal)
        return false;
    v->legal = 0;
    v->reason = reason;
    if (v->version == L5R__VERDICT_QUIET)
        return false;
    snprintf(v->rule, sizeof v->rule, "%s", rule);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(v->message, sizeof v->message, fmt, ap);
    va_end(ap);
    l5r__msg_clean(v->message);
    return false;
}

bool l5r__visible(const l5r_game *g, uint32_t player, uint32_t card)
{
    const l5r_cardst *c = &l5r_ccards(g->st)[card];
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

const char *l5r__card_name(const l5r_game *g, const l5r_verdict *v,
                           uint32_t player, uint32_t card, char *buf,
                           size_t cap)
{
    if (v->version == L5R__VERDICT_QUIET)
        buf[0] = '\0';
    else if (l5r__visible(g, player, card))
        snprintf(buf, cap, "#%u (%s)", card,
                 l5r_str(g->db, l5r__def(g, card)->title));
    else
        snprintf(buf, cap, "#%u", card);
    return buf;
}
