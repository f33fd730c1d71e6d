/*
 * legal.c - the legal moves of a player: every candidate the decision
 * allows is put to the judge, and the legal ones are listed with their
 * text. Candidates are built only from what the player can see (his own
 * hand, face-up cards, cards in play), so the list leaks nothing.
 */
#include "play/play.h"

#include <stdlib.h>

#define LIST_TAG 0x4c354c49u /* "L5LI" */

/* A legal move and where its text starts in the list's text. */
typedef struct entry {
    l5r_action a;
    uint32_t text_at;
} entry;

struct l5r_action_list {
    uint32_t tag;
    l5r_mem mem; /* the game's allocator */
    uint32_t n, cap;
    entry *v;
    char *text; /* NUL-separated */
    size_t text_len, text_cap;
};

static int list_push(l5r_action_list *l, const l5r_action *a)
{
    char buf[256];
    int len = l5r_action_format(buf, sizeof buf, a, NULL);
    if (len < 0)
        return len;
    if (l->n == l->cap) {
        uint32_t ncap = l->cap ? l->cap * 2 : 32;
        entry *v = l5r_alloc__realloc(&l->mem, l->v, sizeof *v * l->cap,
                                      sizeof *v * ncap);
        if (v == NULL)
            return L5R_ENOMEM;
        l->v = v;
        l->cap = ncap;
    }
    if (l->text_len + (size_t)len + 1 > l->text_cap) {
        size_t tcap = l->text_cap ? l->text_cap * 2 : 1024;
        while (tcap < l->text_len + (size_t)len + 1)
            tcap *= 2;
        char *t = l5r_alloc__realloc(&l->mem, l->text, l->text_cap, tcap);
        if (t == NULL)
            return L5R_ENOMEM;
        l->text = t;
        l->text_cap = tcap;
    }
    l->v[l->n].a = *a;
    l->v[l->n].text_at = (uint32_t)l->text_len;
    memcpy(l->text + l->text_len, buf, (size_t)len + 1);
    l->text_len += (size_t)len + 1;
    l->n++;
    return L5R_OK;
}

/* The listing in progress: the lister the generators see, first, and the
   list the legal moves go to. */
typedef struct listing {
    l5r_lister l;
    l5r_action_list *list;
} listing;

/* Judge a candidate; keep it if legal. */
static int consider(l5r_lister *l, const l5r_action *a)
{
    l5r_verdict v;
    l5r_judge__move(l->g, a, &v, true); /* only legal or not is wanted */
    return v.legal ? list_push(((listing *)l)->list, a) : L5R_OK;
}

/* Walk the table of moves (moves.c) in its order: the moves of the whole
   decision, then each card's. */
static int enumerate(const l5r_game *g, uint32_t p, l5r_action_list *list)
{
    const l5r_state *s = g->st;
    if (s->phase == L5R_PHASE_GAME_OVER || s->decider != p)
        return L5R_OK;
    const l5r_cardst *c = l5r_state__ccards(s);
    /* The player's cards in play, listed once for the generators (the full
       scan is the fallback for an unusually large game). */
    uint32_t mine[1024], nmine = 0;
    bool listed = s->ncards <= L5R_ARRAY_LEN(mine);
    for (uint32_t i = 0; listed && i < s->ncards; i++)
        if (c[i].zone == L5R_ZONE_PLAY && c[i].controller == p)
            mine[nmine++] = i;
    listing ls = {{g, p, consider, mine, listed ? nmine : s->ncards, listed},
                  list};
    l5r_lister *l = &ls.l;
    int rc = L5R_OK;
    uint32_t decision = 1u << s->decision;
    /* The rows whose kind answers the decision (the judge refuses the
       others first of all: CORE-11), and the zones their cards are in. */
    const l5r_move *rows[32], *card_rows[32];
    uint32_t nrows = 0, ncard_rows = 0, zones = 0;
    for (uint32_t r = 0; r < l5r_moves__nrows; r++) {
        const l5r_move *m = &l5r_moves__rows[r];
        if (!l5r_moves__kind_fits(s->decision, m->kind))
            continue;
        if (m->list != NULL)
            rows[nrows++] = m;
        if (m->list_card != NULL) {
            card_rows[ncard_rows++] = m;
            zones |= m->zones;
        }
    }
    for (uint32_t r = 0; r < nrows && rc == L5R_OK; r++) {
        const l5r_move *m = rows[r];
        if (m->only == 0)
            rc = m->list(l);
        else if (m->only & decision)
            return m->list(l); /* nothing else answers this decision */
    }
    for (uint32_t i = 0; i < s->ncards && rc == L5R_OK; i++) {
        uint32_t zone = 1u << c[i].zone;
        if (!(zones & zone) || (c[i].owner != p && c[i].controller != p))
            continue;
        for (uint32_t r = 0; r < ncard_rows && rc == L5R_OK; r++)
            if (card_rows[r]->zones & zone)
                rc = card_rows[r]->list_card(l, i);
    }
    return rc;
}

void l5r_action_list_free(l5r_action_list *l)
{
    if (l == NULL || l->tag != LIST_TAG)
        return;
    l5r_mem m = l->mem;
    l5r_alloc__dealloc(&m, l->v, sizeof *l->v * l->cap);
    l5r_alloc__dealloc(&m, l->text, l->text_cap);
    l->tag = L5R_TAG_DEAD;
    l5r_alloc__dealloc(&m, l, sizeof *l);
}

int l5r_game_legal_actions(l5r_action_list **out, const l5r_game *g,
                           uint32_t player)
{
    if (out == NULL)
        return l5r_errors__error(L5R_EINVAL, "out is NULL");
    *out = NULL;
    if (!l5r_game__ok(g))
        return l5r_errors__error(L5R_EHANDLE, "not a game handle");
    if (player >= g->st->nplayers)
        return l5r_errors__error(L5R_EINVAL, "no player %u", player);
    l5r_action_list *l = l5r_alloc__calloc(&g->mem, 1, sizeof *l);
    if (l == NULL)
        return l5r_errors__nomem();
    l->tag = LIST_TAG;
    l->mem = g->mem;
    int rc = enumerate(g, player, l);
    if (rc != L5R_OK) {
        l5r_action_list_free(l);
        return l5r_errors__error(rc, "cannot list the legal moves");
    }
    *out = l;
    return L5R_OK;
}

uint32_t l5r_action_list_count(const l5r_action_list *l)
{
    return l != NULL && l->tag == LIST_TAG ? l->n : 0;
}

const l5r_action *l5r_action_list_action(const l5r_action_list *l, uint32_t i)
{
    return l != NULL && l->tag == LIST_TAG && i < l->n ? &l->v[i].a : NULL;
}

const char *l5r_action_list_text(const l5r_action_list *l, uint32_t i)
{
    return l != NULL && l->tag == LIST_TAG && i < l->n
               ? l->text + l->v[i].text_at
               : NULL;
}
