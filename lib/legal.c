/*
 * legal.c - the legal moves of a player: every candidate the decision
 * allows is put to the judge, and the legal ones are listed with their
 * text. Candidates are built only from what the player can see (his own
 * hand, face-up cards, cards in play), so the list leaks nothing.
 */
#include "game_int.h"

#include <stdlib.h>

#define LIST_TAG 0x4c354c49u /* "L5LI" */

struct l5r_action_list {
    uint32_t tag;
    uint32_t n, cap;
    l5r_action *v;
    char *text; /* NUL-separated */
    size_t text_len, text_cap;
    uint32_t *text_at;
};

static int list_push(l5r_action_list *l, const l5r_action *a)
{
    char buf[256];
    int len = l5r_action_format(a, buf, sizeof buf, NULL);
    if (len < 0)
        return len;
    if (l->n == l->cap) {
        uint32_t ncap = l->cap ? l->cap * 2 : 32;
        l5r_action *v = realloc(l->v, sizeof *v * ncap);
        if (v == NULL)
            return L5R_ENOMEM;
        l->v = v;
        uint32_t *at = realloc(l->text_at, sizeof *at * ncap);
        if (at == NULL)
            return L5R_ENOMEM;
        l->text_at = at;
        l->cap = ncap;
    }
    if (l->text_len + (size_t)len + 1 > l->text_cap) {
        size_t ncap = l->text_cap ? l->text_cap * 2 : 1024;
        while (ncap < l->text_len + (size_t)len + 1)
            ncap *= 2;
        char *t = realloc(l->text, ncap);
        if (t == NULL)
            return L5R_ENOMEM;
        l->text = t;
        l->text_cap = ncap;
    }
    l->v[l->n] = *a;
    l->text_at[l->n] = (uint32_t)l->text_len;
    memcpy(l->text + l->text_len, buf, (size_t)len + 1);
    l->text_len += (size_t)len + 1;
    l->n++;
    return L5R_OK;
}

/* Judge a candidate; keep it if legal. */
static int consider(const l5r_game *g, l5r_action_list *l, const l5r_action *a)
{
    l5r_verdict v;
    v.version = L5R_VERDICT_VERSION;
    l5r__judge(g, a, &v);
    return v.legal ? list_push(l, a) : L5R_OK;
}

static void candidate(l5r_action *a, uint32_t p, uint32_t kind, uint32_t card)
{
    memset(a, 0, sizeof *a);
    a->tag = L5R_TAG_ACTION;
    a->player = p;
    a->kind = kind;
    a->card = card;
    a->ability = a->on = a->value = L5R_NO;
}

static int enumerate(const l5r_game *g, uint32_t p, l5r_action_list *l)
{
    const l5r_state *s = g->st;
    if (s->phase == L5R_PHASE_GAME_OVER || s->decider != p)
        return L5R_OK;
    const l5r_cardst *c = l5r_ccards(s);
    l5r_action a;
    int rc = L5R_OK;
    candidate(&a, p, L5R_ACT_PASS, L5R_NO);
    rc = consider(g, l, &a);
    for (uint32_t i = 0; i < s->ncards && rc == L5R_OK; i++) {
        if (c[i].owner != p && c[i].controller != p)
            continue;
        switch (c[i].zone) {
        case L5R_ZONE_PLAY:
            candidate(&a, p, L5R_ACT_PRODUCE, i);
            rc = consider(g, l, &a);
            break;
        case L5R_ZONE_PROVINCE:
            if (c[i].flags & L5R_CF_FACE_DOWN)
                break;
            candidate(&a, p, L5R_ACT_RECRUIT, i);
            rc = consider(g, l, &a);
            candidate(&a, p, L5R_ACT_DISCARD, i);
            if (rc == L5R_OK)
                rc = consider(g, l, &a);
            break;
        case L5R_ZONE_HAND:
            candidate(&a, p, L5R_ACT_DISCARD, i);
            rc = consider(g, l, &a);
            if (s->decision != L5R_DECIDE_ACTION)
                break;
            candidate(&a, p, L5R_ACT_PLAY, i);
            if (rc == L5R_OK)
                rc = consider(g, l, &a);
            for (uint32_t k = 0; k < s->ncards && rc == L5R_OK; k++) {
                if (c[k].zone != L5R_ZONE_PLAY || c[k].controller != p ||
                    l5r__def(g, k)->type != L5R_TYPE_PERSONALITY)
                    continue;
                candidate(&a, p, L5R_ACT_PLAY, i);
                a.on = k;
                rc = consider(g, l, &a);
            }
            break;
        default:
            break;
        }
    }
    return rc;
}

void l5r_action_list_free(l5r_action_list *l)
{
    if (l == NULL || l->tag != LIST_TAG)
        return;
    free(l->v);
    free(l->text);
    free(l->text_at);
    l->tag = L5R_TAG_DEAD;
    free(l);
}

int l5r_game_legal_actions(const l5r_game *g, uint32_t player,
                           l5r_action_list **out)
{
    if (out == NULL)
        return l5r__error(L5R_EINVAL, "out is NULL");
    *out = NULL;
    if (!l5r__game_ok(g))
        return l5r__error(L5R_EHANDLE, "not a game handle");
    if (player >= g->st->nplayers)
        return l5r__error(L5R_EINVAL, "no player %u", player);
    l5r_action_list *l = calloc(1, sizeof *l);
    if (l == NULL)
        return l5r__error_nomem();
    l->tag = LIST_TAG;
    int rc = enumerate(g, player, l);
    if (rc != L5R_OK) {
        l5r_action_list_free(l);
        return l5r__error(rc, "cannot list the legal moves");
    }
    *out = l;
    return L5R_OK;
}

uint32_t l5r_action_list_count(const l5r_action_list *l)
{
    return l != NULL && l->tag == LIST_TAG ? l->n : 0;
}

const l5r_action *l5r_action_list_get(const l5r_action_list *l, uint32_t i)
{
    return l != NULL && l->tag == LIST_TAG && i < l->n ? &l->v[i] : NULL;
}

const char *l5r_action_list_text(const l5r_action_list *l, uint32_t i)
{
    return l != NULL && l->tag == LIST_TAG && i < l->n
               ? l->text + l->text_at[i]
               : NULL;
}
