/* SPDX-License-Identifier: MIT */
/*
 * legal.c - the legal moves of a player: every candidate the decision
 * allows is put to the judge, and the legal ones are listed. Candidates
 * are built only from what the player can see (his own hand, face-up
 * cards, cards in play), so the list leaks nothing.
 *
 * A list keeps the moves themselves; a move's text is written the first
 * time it is asked for, into a slot of its own (the slots are made on the
 * first text asked after a fill, so a text stays where it is until the
 * list is refilled or freed). A refill reuses the list's arrays: they
 * grow only for a position with more moves than the list has held.
 */
#include "play/play.h"

#include <stdlib.h>

#define LIST_TAG 0x4c354c49u /* "L5LI" */

/* Room for one move's text, NUL included: the longest a move can have
   and still be applied (l5r_game_apply records it in as much). */
#define TEXT_SLOT 256

/* The moves a list has room for first: more than most positions have. */
#define LIST_FIRST 32

struct l5r_action_list {
    uint32_t tag;
    l5r_mem mem;     /* the list's allocator */
    uint32_t n, cap; /* moves listed, room for */
    /* The moves, v[0 .. cap), then a copy of each as it was listed,
       v[cap .. 2 cap): one allocation. A move the caller has not written
       over (through the pointer l5r_action_list_action returns) is one
       the judge found legal (l5r_legal__as_listed). */
    l5r_action *v;
    char *text;        /* text slots, TEXT_SLOT bytes each; "" not written */
    uint32_t text_cap; /* slots allocated */
    bool text_ready;   /* the slots are cleared for this fill */
    /* What the list was filled for (l5r_legal__move checks it): the
       game's serial (state.h; no other game has had it; 0: filled for
       none) and move count. */
    uint64_t serial;
    uint32_t moves;
    uint32_t player;
};

static int list_push(l5r_action_list *l, const l5r_action *a)
{
    if (l->n == l->cap) {
        uint32_t ncap = l->cap ? l->cap * 2 : LIST_FIRST;
        l5r_action *v = l5r_alloc__realloc(
            &l->mem, l->v, sizeof *v * 2 * l->cap, sizeof *v * 2 * ncap);
        if (v == NULL)
            return L5R_ENOMEM;
        /* The copies move up to their new place, after the moves. */
        memmove(v + ncap, v + l->cap, sizeof *v * l->n);
        l->v = v;
        l->cap = ncap;
    }
    l->v[l->cap + l->n] = *a;
    l->v[l->n++] = *a;
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

/* Keep a candidate its generator judged legal (l5r_lister.keep). */
static int keep(l5r_lister *l, const l5r_action *a)
{
    return list_push(((listing *)l)->list, a);
}

/* The rows whose kind answers the decision (the judge refuses the others
   first of all: CORE-11), and the zones their cards are in (state.h,
   l5r_listplan): made once per decision and kept beside the state, or
   in `local` for a decision beyond the kept ones. */
static const l5r_listplan *plan_of(const l5r_game *cg, uint8_t decision,
                                   l5r_listplan *local)
{
    l5r_game *g = (l5r_game *)cg; /* a cache: one thread at a time */
    bool kept = decision < L5R_PLAN_DECISIONS;
    l5r_listplan *pl = kept ? &g->plan[decision] : local;
    if (kept && ((g->plan_made >> decision) & 1))
        return pl;
    memset(pl, 0, sizeof *pl);
    uint32_t kinds = l5r_moves__kinds(decision);
    for (uint32_t r = 0; r < l5r_moves__nrows; r++) {
        const l5r_move *m = &l5r_moves__rows[r];
        if (m->kind >= 32 || !((kinds >> m->kind) & 1))
            continue;
        if (m->list != NULL)
            pl->rows |= 1u << r;
        if (m->list_card != NULL) {
            uint32_t zones = m->zones_at != NULL
                                 ? m->zones & m->zones_at(decision)
                                 : m->zones;
            uint32_t mz = zones & ((1u << L5R_ZIX_ZONES) - 1);
            for (; mz != 0; mz &= mz - 1)
                pl->zone_rows[__builtin_ctz(mz)] |= 1u << r;
            pl->zones |= zones;
            uint32_t hand = m->hand_types != 0 ? m->hand_types : m->types;
            for (uint32_t t = 0; t < L5R_PLAN_TYPES; t++) {
                if (m->types == 0 || ((m->types >> t) & 1))
                    pl->type_rows[0][t] |= 1u << r;
                if (hand == 0 || ((hand >> t) & 1))
                    pl->type_rows[1][t] |= 1u << r;
            }
        }
    }
    if (kept)
        g->plan_made |= 1u << decision;
    return pl;
}

/* The card rows of the card's zone and type, in the table's order: a card
   is asked of the rows of its own zone that may list its type there only,
   in the order a walk of all the card rows would ask them. */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline int
list_card(l5r_lister *l, const l5r_listplan *pl, uint32_t card)
{
    int rc = L5R_OK;
    uint8_t type = l5r_game__def(l->g, card)->type;
    uint8_t zone = l5r_state__ccards(l->g->st)[card].zone;
    uint32_t rs =
        pl->zone_rows[zone] &
        pl->type_rows[zone == L5R_ZONE_HAND][type & (L5R_PLAN_TYPES - 1)];
    for (; rs != 0 && rc == L5R_OK; rs &= rs - 1)
        rc = l5r_moves__rows[__builtin_ctz(rs)].list_card(l, card);
    return rc;
}

/* Walk the table of moves (moves.c) in its order: the moves of the whole
   decision, then each card's. */
static int enumerate(const l5r_game *g, uint32_t p, l5r_action_list *list)
{
    const l5r_state *s = g->st;
    if (s->phase == L5R_PHASE_GAME_OVER || s->decider != p)
        return L5R_OK;
    const l5r_cardst *c = l5r_state__ccards(s);
    int rc = L5R_OK;
    uint32_t decision = 1u << s->decision;
    l5r_listplan local;
    const l5r_listplan *plan = plan_of(g, s->decision, &local);
    uint32_t zones = plan->zones;
    /* One pass over the cards, in their order: the player's cards in play,
       the cards in his hand and all the cards in play, listed for the
       generators, and the cards the card rows are asked about (the
       player's, in one of their zones). Most cards are in the decks and
       fail the first test. The full scans are the fallback for an
       unusually large game. */
    uint32_t mine[1024], nmine = 0, cand[1024], ncand = 0;
    uint32_t hand[1024], nhand = 0, play[1024], nplay = 0;
    uint64_t cand_bits[L5R_ZIX_WORDS];
    bool listed = s->ncards <= L5R_ARRAY_LEN(mine);
    const l5r_zoneindex *zx = listed ? l5r_game__zix(g) : NULL;
    if (zx != NULL) {
        /* The zone index gives each list a word of cards at a time. Out
           of play a card's controller is its owner (l5r_zones__move). The
           cards the rows are asked about stay a set, read below. */
        for (uint32_t w = 0; w < zx->words; w++) {
            uint64_t cd = 0;
            for (uint32_t zs = zones & ((1u << L5R_ZIX_ZONES) - 1); zs != 0;
                 zs &= zs - 1)
                cd |= zx->own[p][__builtin_ctz(zs)][w];
            if (zones & (1u << L5R_ZONE_PLAY))
                cd |= zx->ctrl[p][w];
            cand_bits[w] = cd;
            nmine = l5r_game__zix_bits_out(zx->ctrl[p][w], w, mine, nmine);
            nhand = l5r_game__zix_bits_out(zx->own[p][L5R_ZONE_HAND][w], w,
                                           hand, nhand);
        }
    }
    uint32_t wanted = zones | (1u << L5R_ZONE_PLAY) | (1u << L5R_ZONE_HAND);
    for (uint32_t i = 0; listed && zx == NULL && i < s->ncards; i++) {
        uint32_t zone = 1u << c[i].zone;
        if (!(wanted & zone))
            continue;
        if (c[i].zone == L5R_ZONE_PLAY) {
            play[nplay++] = i;
            if (c[i].controller == p)
                mine[nmine++] = i;
        } else if (c[i].zone == L5R_ZONE_HAND && c[i].owner == p)
            hand[nhand++] = i;
        if ((zones & zone) && (c[i].owner == p || c[i].controller == p))
            cand[ncand++] = i;
    }
    listing ls = {.l = {.g = g,
                        .p = p,
                        .consider = consider,
                        .keep = keep,
                        .mine = mine,
                        .nscan = listed ? nmine : s->ncards,
                        .listed = listed,
                        .hand = hand,
                        .play = play,
                        .nhand = nhand,
                        .nplay = nplay,
                        .play_made = zx == NULL,
                        .zx = zx},
                  .list = list};
    l5r_lister *l = &ls.l;
    l5r_use_list__prepare(l);
    for (uint32_t rs = plan->rows; rs != 0 && rc == L5R_OK; rs &= rs - 1) {
        const l5r_move *m = &l5r_moves__rows[__builtin_ctz(rs)];
        if (m->only == 0)
            rc = m->list(l);
        else if (m->only & decision)
            return m->list(l); /* nothing else answers this decision */
    }
    if (zx != NULL) {
        for (uint32_t w = 0; w < zx->words && rc == L5R_OK; w++)
            for (uint64_t m = cand_bits[w]; m != 0 && rc == L5R_OK; m &= m - 1)
                rc = list_card(l, plan, w * 64 + (uint32_t)__builtin_ctzll(m));
        return rc;
    }
    uint32_t ncards = listed ? ncand : s->ncards;
    for (uint32_t x = 0; x < ncards && rc == L5R_OK; x++) {
        uint32_t i = listed ? cand[x] : x;
        uint32_t zone = 1u << c[i].zone;
        if (!listed &&
            (!(zones & zone) || (c[i].owner != p && c[i].controller != p)))
            continue;
        rc = list_card(l, plan, i);
    }
    return rc;
}

static bool list_ok(const l5r_action_list *l)
{
    return l != NULL && l->tag == LIST_TAG;
}

/* Empty the list and record what it is filled for; then list. */
static int fill(l5r_action_list *l, const l5r_game *g, uint32_t player)
{
    l->n = 0;
    l->text_ready = false;
    l->serial = g->serial;
    l->moves = l5r_game__moves(g);
    l->player = player;
    int rc = enumerate(g, player, l);
    if (rc != L5R_OK) {
        l->n = 0;
        l->serial = 0;
    }
    return rc;
}

int l5r_action_list_new(l5r_action_list **out, const l5r_allocator *alloc)
{
    if (out == NULL)
        return l5r_errors__error(L5R_EINVAL, "out is NULL");
    *out = NULL;
    l5r_mem m;
    int rc = l5r_alloc__mem_from(&m, alloc);
    if (rc != L5R_OK)
        return rc;
    l5r_action_list *l = l5r_alloc__calloc(&m, 1, sizeof *l);
    if (l == NULL)
        return l5r_errors__nomem();
    /* Room for a typical position's moves from the start, so that even
       the first fill allocates nothing. */
    l->v = l5r_alloc__calloc(&m, 2 * LIST_FIRST, sizeof *l->v);
    if (l->v == NULL) {
        l5r_alloc__dealloc(&m, l, sizeof *l);
        return l5r_errors__nomem();
    }
    l->cap = LIST_FIRST;
    l->tag = LIST_TAG;
    l->mem = m;
    l->player = L5R_NO;
    *out = l;
    return L5R_OK;
}

void l5r_action_list_free(l5r_action_list *l)
{
    if (!list_ok(l))
        return;
    l5r_mem m = l->mem;
    l5r_alloc__dealloc(&m, l->v, sizeof *l->v * 2 * l->cap);
    l5r_alloc__dealloc(&m, l->text, (size_t)TEXT_SLOT * l->text_cap);
    l->tag = L5R_TAG_DEAD;
    l5r_alloc__dealloc(&m, l, sizeof *l);
}

/* The player a listing is for: L5R_NO_ID is whoever must act (nobody,
   once the game is over: the list is then empty). */
static int check_player(const l5r_game *g, uint32_t *player)
{
    if (!l5r_game__ok(g))
        return l5r_errors__error(L5R_EHANDLE, "not a game handle");
    if (*player == L5R_NO_ID)
        *player = g->st->phase == L5R_PHASE_GAME_OVER ? L5R_NO : g->st->decider;
    else if (*player >= g->st->nplayers)
        return l5r_errors__error(L5R_EINVAL, "no player %u", *player);
    return L5R_OK;
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
    int rc = fill(l, g, player);
    if (rc != L5R_OK) {
        l5r_action_list_free(l);
        return l5r_errors__error(rc, "cannot list the legal moves");
    }
    *out = l;
    return L5R_OK;
}

int l5r_game_legal_actions_into(l5r_action_list *list, const l5r_game *g,
                                uint32_t player)
{
    if (!list_ok(list))
        return l5r_errors__error(L5R_EHANDLE, "not an action list handle");
    list->n = 0;
    list->serial = 0;
    list->text_ready = false;
    int rc = check_player(g, &player);
    if (rc != L5R_OK)
        return rc;
    rc = fill(list, g, player);
    if (rc != L5R_OK)
        return l5r_errors__error(rc, "cannot list the legal moves");
    return (int)list->n;
}

uint32_t l5r_action_list_count(const l5r_action_list *l)
{
    return list_ok(l) ? l->n : 0;
}

const l5r_action *l5r_action_list_action(const l5r_action_list *l, uint32_t i)
{
    return list_ok(l) && i < l->n ? &l->v[i] : NULL;
}

uint32_t l5r_action_list_kinds(const l5r_action_list *l, uint32_t *kinds,
                               uint32_t cap)
{
    if (!list_ok(l))
        return 0;
    if (kinds != NULL)
        for (uint32_t i = 0; i < l->n && i < cap; i++)
            kinds[i] = l->v[i].kind;
    return l->n;
}

/* The text slots of the current fill, cleared (made the first time a text
   is asked for after a fill). */
static int text_slots(l5r_action_list *l)
{
    if (l->text_ready)
        return L5R_OK;
    if (l->text_cap < l->n) {
        uint32_t ncap = l->text_cap ? l->text_cap : 32;
        while (ncap < l->n)
            ncap *= 2;
        char *t = l5r_alloc__realloc(&l->mem, l->text,
                                     (size_t)TEXT_SLOT * l->text_cap,
                                     (size_t)TEXT_SLOT * ncap);
        if (t == NULL)
            return l5r_errors__nomem();
        l->text = t;
        l->text_cap = ncap;
    }
    for (uint32_t i = 0; i < l->n; i++)
        l->text[(size_t)TEXT_SLOT * i] = '\0';
    l->text_ready = true;
    return L5R_OK;
}

const char *l5r_action_list_text(const l5r_action_list *cl, uint32_t i)
{
    if (!list_ok(cl) || i >= cl->n)
        return NULL;
    /* The text is written on demand: the list itself is never const. */
    l5r_action_list *l = (l5r_action_list *)cl;
    if (text_slots(l) != L5R_OK)
        return NULL;
    char *t = l->text + (size_t)TEXT_SLOT * i;
    if (t[0] == '\0' && l5r_action_format(t, TEXT_SLOT, &l->v[i], NULL) < 0) {
        t[0] = '\0';
        return NULL;
    }
    return t;
}

const l5r_action *l5r_legal__move(const l5r_action_list *l, const l5r_game *g,
                                  uint32_t i, int *rc)
{
    if (!list_ok(l)) {
        *rc = L5R_EHANDLE;
        return NULL;
    }
    if (l->serial != g->serial || l->moves != l5r_game__moves(g)) {
        *rc = L5R_ESTATE;
        return NULL;
    }
    if (i >= l->n) {
        *rc = L5R_EINVAL;
        return NULL;
    }
    *rc = L5R_OK;
    return &l->v[i];
}

bool l5r_legal__as_listed(const l5r_action_list *l, uint32_t i)
{
    /* l5r_legal__move has found the list filled for this game at this
       move, and i in range. */
    return memcmp(&l->v[i], &l->v[l->cap + i], sizeof l->v[i]) == 0;
}
