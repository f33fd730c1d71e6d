/*
 * stats.c - derived statistics: one function per stat, used everywhere.
 * A stat is the printed value of the most recent printing (LOT-02), plus
 * the tokens on the card (TOK-03), plus what is attached (Items), plus
 * lasting effects, with the floors the rules set.
 */
#include "game_int.h"

#include "keywords.h"

/* The printed value of a card's stat (the database applied LOT-02). */
static int32_t printed(const l5r_game *g, uint32_t card, int stat, bool *has)
{
    const l5r_cardrec *d = l5r__def(g, card);
    uint32_t bit = 1u << stat;
    *has = (d->eff.has & bit) && !(d->eff.dash & bit);
    return *has ? d->eff.v[stat] : 0;
}

/* Token modifications on a card: Force, Chi (TOK-03). */
static int32_t token_mods(const l5r_state *s, uint32_t card, int which)
{
    const l5r_tokenst *t = l5r_ctokens(s);
    int32_t sum = 0;
    for (uint32_t i = 0; i < s->ntokens; i++)
        if (t[i].alive && t[i].card == card)
            sum += t[i].cur[which];
    return sum;
}

static int32_t lasting(const l5r_state *s, uint32_t card, uint8_t kind)
{
    const l5r_lastst *e = l5r_clasts(s);
    int32_t sum = 0;
    for (uint32_t i = 0; i < s->nlast; i++)
        if (e[i].kind == kind && e[i].card == card)
            sum += e[i].amount;
    return sum;
}

/* Items attached to a Personality add their Force/Chi, bowed or not. */
static int32_t item_bonus(const l5r_game *g, uint32_t card, int stat)
{
    const l5r_state *s = g->st;
    const l5r_cardst *c = l5r_ccards(s);
    int32_t sum = 0;
    for (uint32_t i = 0; i < s->ncards; i++) {
        if (c[i].zone != L5R_ZONE_PLAY || c[i].attached_to != card)
            continue;
        const l5r_cardrec *d = l5r__def(g, i);
        if (d->type == L5R_TYPE_ITEM && (d->eff.has & (1u << stat)))
            sum += d->eff.v[stat];
    }
    return sum;
}

int32_t l5r__stat(const l5r_game *g, uint32_t card, int stat, bool *has)
{
    bool h;
    int32_t v = printed(g, card, stat, &h);
    const l5r_cardst *c = &l5r_ccards(g->st)[card];
    uint8_t type = l5r__def(g, card)->type;
    bool in_play = c->zone == L5R_ZONE_PLAY;
    switch (stat) {
    case L5R_STAT_FORCE:
    case L5R_STAT_CHI: {
        if (!h && !(type == L5R_TYPE_PERSONALITY || type == L5R_TYPE_FOLLOWER))
            break;
        h = true;
        if (!in_play)
            break;
        int which = stat == L5R_STAT_FORCE ? 0 : 1;
        v += token_mods(g->st, card, which);
        v += lasting(g->st, card,
                     stat == L5R_STAT_FORCE ? L5R_EFF_FORCE_BONUS
                                            : L5R_EFF_CHI_BONUS);
        if (type == L5R_TYPE_PERSONALITY)
            v += item_bonus(g, card, stat);
        if (v < 0) /* CORE-40: Force and Chi are never below 0 */
            v = 0;
        break;
    }
    default:
        break;
    }
    if (has != NULL)
        *has = h;
    return v;
}

int32_t l5r__province_strength(const l5r_game *g, uint32_t player,
                               uint8_t prov)
{
    const l5r_state *s = g->st;
    int32_t v = s->players[player].prov[prov].strength;
    const l5r_tokenst *t = l5r_ctokens(s);
    for (uint32_t i = 0; i < s->ntokens; i++)
        if (t[i].alive && t[i].card == L5R_NO && t[i].player == player &&
            t[i].province == prov)
            v += t[i].cur[2]; /* TOK-03 on a province */
    return v < 0 ? 0 : v;
}

bool l5r__has_keyword(const l5r_game *g, uint32_t card, const char *norm)
{
    const l5r_carddb *db = g->db;
    const l5r_cardrec *d = l5r__def(g, card);
    if (l5r__kw_is_game_term(norm)) /* KEY-02 */
        return false;
    for (uint32_t i = 0; i < d->nkw_count; i++)
        if (strcmp(l5r_str(db, db->strlist.v[d->nkw_first + i]), norm) == 0)
            return true;
    /* Keywords given by lasting effects. */
    const l5r_state *s = g->st;
    const l5r_lastst *e = l5r_clasts(s);
    for (uint32_t i = 0; i < s->nlast; i++)
        if (e[i].kind == L5R_EFF_GIVE_KEYWORD && e[i].card == card &&
            l5r__kw_equal(l5r_str(db, e[i].str), norm))
            return true;
    return false;
}
