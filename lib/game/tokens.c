/* SPDX-License-Identifier: MIT */
/*
 * tokens.c - tokens: made by effects, on a card or a province, counted by
 * the stat functions, removed with what they are on (TOK-07, in
 * l5r_zones__move), and the borrowed handles that read them.
 */
#include "game/game.h"

#define TOKEN_TAG 0x4c35544bu /* "L5TK" */
#define FAVOR_TAG 0x4c354656u /* "L5FV" */

/* Token handles are made the first time one is asked for (a lazy cache on
   an otherwise const game: one thread at a time uses a game). */
int l5r_tokens__game_handles(l5r_game *g)
{
    if (g->tokens != NULL)
        return L5R_OK;
    uint32_t n = g->st->cap_tokens;
    g->tokens = l5r_alloc__alloc(&g->mem, sizeof *g->tokens * (n > 0 ? n : 1));
    if (g->tokens == NULL)
        return L5R_ENOMEM;
    for (uint32_t i = 0; i < n; i++) {
        g->tokens[i].tag = TOKEN_TAG;
        g->tokens[i].id = i;
        g->tokens[i].g = g;
    }
    return L5R_OK;
}

void l5r_tokens__game_handles_free(l5r_game *g)
{
    if (g->tokens == NULL)
        return;
    uint32_t n = g->st->cap_tokens;
    l5r_alloc__dealloc(&g->mem, g->tokens, sizeof *g->tokens * (n > 0 ? n : 1));
    g->tokens = NULL;
}

/* TOK-01 .. TOK-04, TOK-11: a new token; TOK-09: no timing window. */
uint32_t l5r_tokens__create(l5r_game *g, uint32_t source, uint32_t card,
                            uint8_t player, uint8_t prov, uint32_t title,
                            const int16_t mods[3])
{
    l5r_state *s = g->st;
    if (s->ntokens >= s->cap_tokens)
        return L5R_NO; /* judged before: the move is refused at capacity */
    uint32_t id = s->ntokens++;
    l5r_tokenst *t = &l5r_state__tokens(s)[id];
    memset(t, 0, sizeof *t);
    t->card = card;
    t->title = title;
    t->source = source;
    t->player = player;
    t->province = prov;
    t->alive = 1;
    for (int i = 0; i < 3; i++)
        t->base[i] = t->cur[i] = mods[i];
    l5r_events__record(g, L5R_EV_TOKEN, player, card, (int32_t)id);
    return id;
}

void l5r_tokens__remove(l5r_game *g, uint32_t id)
{
    l5r_tokenst *t = &l5r_state__tokens(g->st)[id];
    if (!t->alive)
        return;
    t->alive = 0;
    l5r_events__record(g, L5R_EV_TOKEN, t->player, t->card, -(int32_t)id - 1);
}

void l5r_tokens__transfer(l5r_game *g, uint32_t id, uint32_t card)
{
    l5r_tokenst *t = &l5r_state__tokens(g->st)[id];
    t->card = card;
    t->player = l5r_state__ccards(g->st)[card].controller;
    l5r_events__record(g, L5R_EV_TOKEN, t->player, card, (int32_t)id);
}

/* TOK-08: a token is found by its title (never by keyword). */
bool l5r_tokens__titled(const l5r_game *g, uint32_t id, uint32_t title)
{
    const l5r_tokenst *t = &l5r_state__ctokens(g->st)[id];
    if (!t->alive)
        return false;
    if (title == 0)
        return true;
    return t->title != 0 && strcmp(l5r_cards__str(g->db, t->title),
                                   l5r_cards__str(g->db, title)) == 0;
}

/* --- the public handles ------------------------------------------------------
 */

static const l5r_tokenst *tok(const l5r_token *t)
{
    if (t == NULL || t->tag != TOKEN_TAG || !l5r_game__ok(t->g) ||
        t->id >= t->g->st->ntokens) {
        l5r_errors__error(L5R_EHANDLE, "not a token handle");
        return NULL;
    }
    return &l5r_state__ctokens(t->g->st)[t->id];
}

uint32_t l5r_game_token_count(const l5r_game *g)
{
    return l5r_game__ok(g) ? g->st->ntokens : 0;
}

const l5r_token *l5r_game_token(const l5r_game *g, uint32_t id)
{
    if (!l5r_game__ok(g) || id >= g->st->ntokens ||
        !l5r_state__ctokens(g->st)[id].alive)
        return NULL;
    if (l5r_tokens__game_handles((l5r_game *)g) != L5R_OK) {
        l5r_errors__nomem();
        return NULL;
    }
    return &g->tokens[id];
}

uint32_t l5r_game_card_token_count(const l5r_game *g, uint32_t card)
{
    if (!l5r_game__ok(g) || card >= g->st->ncards)
        return 0;
    uint32_t n = 0;
    const l5r_tokenst *t = l5r_state__ctokens(g->st);
    for (uint32_t i = 0; i < g->st->ntokens; i++)
        n += t[i].alive && t[i].card == card;
    return n;
}

uint32_t l5r_game_card_token(const l5r_game *g, uint32_t card, uint32_t i)
{
    if (!l5r_game__ok(g) || card >= g->st->ncards)
        return L5R_NO;
    const l5r_tokenst *t = l5r_state__ctokens(g->st);
    for (uint32_t k = 0; k < g->st->ntokens; k++)
        if (t[k].alive && t[k].card == card && i-- == 0)
            return k;
    return L5R_NO;
}

int l5r_game_card_has_token_titled(const l5r_game *g, uint32_t card,
                                   const char *title)
{
    if (!l5r_game__ok(g))
        return l5r_errors__error(L5R_EHANDLE, "not a game handle");
    if (card >= g->st->ncards || title == NULL)
        return l5r_errors__error(L5R_EINVAL, "no card #%u or a NULL title",
                                 card);
    const l5r_tokenst *t = l5r_state__ctokens(g->st);
    for (uint32_t k = 0; k < g->st->ntokens; k++)
        if (t[k].alive && t[k].card == card && t[k].title != 0 &&
            strcmp(l5r_cards__str(g->db, t[k].title), title) == 0)
            return 1;
    return 0;
}

uint32_t l5r_token_id(const l5r_token *t)
{
    return tok(t) != NULL ? t->id : L5R_NO;
}

uint32_t l5r_token_card(const l5r_token *t)
{
    const l5r_tokenst *r = tok(t);
    return r != NULL ? r->card : L5R_NO;
}

int l5r_token_province(uint32_t *player, uint32_t *province, const l5r_token *t)
{
    const l5r_tokenst *r = tok(t);
    if (r == NULL)
        return L5R_EHANDLE;
    if (r->card != L5R_NO)
        return 0;
    if (player != NULL)
        *player = r->player;
    if (province != NULL)
        *province = r->province;
    return 1;
}

const char *l5r_token_title(const l5r_token *t)
{
    const l5r_tokenst *r = tok(t);
    return r != NULL ? l5r_cards__str(t->g->db, r->title) : NULL;
}

int l5r_token_modifier(int32_t *base, int32_t *current, const l5r_token *t,
                       int stat)
{
    const l5r_tokenst *r = tok(t);
    if (r == NULL)
        return L5R_EHANDLE;
    int i = stat == L5R_STAT_FORCE               ? 0
            : stat == L5R_STAT_CHI               ? 1
            : stat == L5R_STAT_PROVINCE_STRENGTH ? 2
                                                 : -1;
    if (i < 0)
        return 0;
    if (base != NULL)
        *base = r->base[i];
    if (current != NULL)
        *current = r->cur[i];
    return r->base[i] != 0 || r->cur[i] != 0;
}

uint32_t l5r_token_source(const l5r_token *t)
{
    const l5r_tokenst *r = tok(t);
    return r != NULL ? r->source : L5R_NO;
}

int l5r_token_is_bowed(const l5r_token *t)
{
    if (tok(t) == NULL)
        return L5R_EHANDLE;
    /* TOK-10: tokens are neither bowed nor unbowed. */
    return l5r_errors__error(L5R_ENOTAPPLICABLE,
                             "tokens are neither bowed nor unbowed (TOK-10)");
}
