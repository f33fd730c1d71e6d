/*
 * legal.c - the legal moves of a player: every candidate the decision
 * allows is put to the judge, and the legal ones are listed with their
 * text. Candidates are built only from what the player can see (his own
 * hand, face-up cards, cards in play), so the list leaks nothing.
 */
#include "game/game.h"

#include "cards/keywords.h"

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
        entry *v =
            l5r__realloc(&l->mem, l->v, sizeof *v * l->cap, sizeof *v * ncap);
        if (v == NULL)
            return L5R_ENOMEM;
        l->v = v;
        l->cap = ncap;
    }
    if (l->text_len + (size_t)len + 1 > l->text_cap) {
        size_t tcap = l->text_cap ? l->text_cap * 2 : 1024;
        while (tcap < l->text_len + (size_t)len + 1)
            tcap *= 2;
        char *t = l5r__realloc(&l->mem, l->text, l->text_cap, tcap);
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

/* Judge a candidate; keep it if legal. */
static int consider(const l5r_game *g, l5r_action_list *l, const l5r_action *a)
{
    l5r_verdict v;
    v.version = L5R__VERDICT_QUIET; /* only legal/not is wanted */
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

/* --- uses of abilities: every combination of discards and targets ---- */

typedef struct use_enum {
    const l5r_game *g;
    l5r_action_list *l;
    l5r_action a;
    uint32_t hand[64], nhand;       /* cards that may be discarded */
    uint32_t cands[256], ncands;    /* possible targets */
    uint32_t bowable[64], nbowable; /* cards to bow for a chosen-bow cost */
    uint32_t casters[8], ncasters;  /* Shugenja who may assist a Ritual */
} use_enum;

static int with_targets(use_enum *u, uint32_t need, uint32_t from)
{
    if (need == 0) {
        if (u->ncasters == 0)
            return consider(u->g, u->l, &u->a);
        /* RIT-01: every set of assisting casters (the judge keeps the
           ones that fit). */
        int rc = consider(u->g, u->l, &u->a);
        uint32_t n = u->ncasters < 6 ? u->ncasters : 6;
        for (uint32_t mask = 1; mask < (1u << n) && rc == L5R_OK; mask++) {
            uint32_t saved = u->a.ncosts;
            for (uint32_t k = 0; k < n && u->a.ncosts < 8; k++)
                if (mask & (1u << k)) {
                    u->a.how[u->a.ncosts] = L5R_PAY_WITH;
                    u->a.costs[u->a.ncosts++] = u->casters[k];
                }
            rc = consider(u->g, u->l, &u->a);
            u->a.ncosts = saved;
        }
        return rc;
    }
    int rc = L5R_OK;
    for (uint32_t i = from; i < u->ncands && rc == L5R_OK; i++) {
        u->a.targets[u->a.ntargets++] = u->cands[i];
        rc = with_targets(u, need - 1, i + 1);
        u->a.ntargets--;
    }
    return rc;
}

static int with_discards(use_enum *u, uint32_t need, uint32_t from,
                         uint32_t ntargets)
{
    if (need == 0) {
        if (u->nbowable == 0)
            return with_targets(u, ntargets, 0);
        int rc = L5R_OK;
        for (uint32_t i = 0; i < u->nbowable && rc == L5R_OK; i++) {
            u->a.how[u->a.ncosts] = L5R_PAY_BOW;
            u->a.costs[u->a.ncosts++] = u->bowable[i];
            rc = with_targets(u, ntargets, 0);
            u->a.ncosts--;
        }
        return rc;
    }
    int rc = L5R_OK;
    for (uint32_t i = from; i < u->nhand && rc == L5R_OK; i++) {
        u->a.how[u->a.ncosts] = L5R_PAY_DISCARD;
        u->a.costs[u->a.ncosts++] = u->hand[i];
        rc = with_discards(u, need - 1, i + 1, ntargets);
        u->a.ncosts--;
    }
    return rc;
}

/* Could an ability of this timing answer the decision at all? */
static bool timing_fits(const l5r_state *s, uint16_t t)
{
    switch (s->decision) {
    case L5R_DECIDE_ACTION:
        return (t & (L5R_TIMING_LIMITED | L5R_TIMING_OPEN)) != 0;
    case L5R_DECIDE_ENGAGE:
        return (t & L5R_TIMING_ENGAGE) != 0;
    case L5R_DECIDE_BATTLE:
        return (t & (L5R_TIMING_BATTLE | L5R_TIMING_OPEN)) != 0;
    case L5R_DECIDE_REACTION:
        return (t & L5R_TIMING_REACTION) != 0;
    case L5R_DECIDE_REVEALED:
        return (t & L5R_TIMING_REVEALED) != 0;
    case L5R_DECIDE_TERRAIN:
        return (t & L5R_TIMING_BATTLE) != 0;
    default:
        return false;
    }
}

/* Every way to use one ability: its discards, a card to bow if a cost
   chooses one, and its targets. */
static int enumerate_ability(const l5r_game *g, uint32_t p, uint32_t card,
                             uint32_t k, const l5r_abilrec *ab,
                             l5r_action_list *l)
{
    const l5r_state *s = g->st;
    const l5r_cardst *c = l5r_ccards(s);
    if (!timing_fits(s, ab->timing))
        return L5R_OK;
    use_enum u;
    u.g = g;
    u.l = l;
    candidate(&u.a, p, L5R_ACT_USE, card);
    u.a.ability = k;
    uint32_t discards = 0;
    bool chosen_bow = false;
    for (uint32_t i = 0; i < ab->cost_count; i++) {
        const l5r_costrec *cost = &g->db->costs.v[ab->cost_first + i];
        if (cost->kind == L5R_COST_DISCARD_CARD)
            discards += (uint32_t)cost->amount;
        chosen_bow |= cost->kind == L5R_COST_BOW && cost->who == L5R_WHO_ANY;
    }
    u.nhand = u.nbowable = u.ncasters = 0;
    for (uint32_t i = 0; i < s->ncards; i++) {
        if (c[i].zone == L5R_ZONE_HAND && c[i].owner == p && i != card &&
            u.nhand < 64)
            u.hand[u.nhand++] = i;
        if (chosen_bow && c[i].zone == L5R_ZONE_PLAY && c[i].controller == p &&
            !(c[i].flags & L5R_CF_BOWED) && u.nbowable < 64)
            u.bowable[u.nbowable++] = i;
    }
    uint32_t ntargets = l5r__ability_ntargets(g->db, ab);
    if (card != L5R_NO && c[card].zone == L5R_ZONE_HAND &&
        l5r__is_delayed_terrain(g, card))
        ntargets = 0; /* DTR-01 */
    u.ncands = 0;
    if (ab->target.present && ab->target.type == L5R_SEL_PLAYER) {
        for (uint32_t q = 0; q < s->nplayers; q++)
            u.cands[u.ncands++] = L5R_TGT_PLAYER | q;
    } else if (ab->target.present && ab->target.type == L5R_SEL_PROVINCE) {
        for (uint32_t q = 0; q < s->nplayers; q++)
            for (uint32_t pv = 0;
                 pv < s->players[q].nprovinces && u.ncands < 256; pv++)
                u.cands[u.ncands++] = L5R_TGT_PROVINCE | (q << 8) | pv;
    } else {
        for (uint32_t i = 0; ntargets > 0 && i < s->ncards && u.ncands < 256;
             i++)
            if (c[i].zone == L5R_ZONE_PLAY)
                u.cands[u.ncands++] = i;
    }
    for (uint32_t i = 0; ab->casters_min > 0 && i < s->ncards && u.ncasters < 8;
         i++) {
        if (c[i].zone == L5R_ZONE_PLAY && c[i].controller == p &&
            l5r__has_keyword(g, i, L5R__KW_SHUGENJA) &&
            i != c[card].attached_to)
            u.casters[u.ncasters++] = i;
    }
    if (discards > 3 || ntargets > 3 || (chosen_bow && u.nbowable == 0))
        return L5R_OK; /* none, or beyond what the vocabulary asks */
    return with_discards(&u, discards, 0, ntargets);
}

static int enumerate_uses(const l5r_game *g, uint32_t p, uint32_t card,
                          l5r_action_list *l)
{
    const l5r_cardrec *d = l5r__def(g, card);
    int rc = L5R_OK;
    for (uint32_t k = 0; k < d->abil_count && rc == L5R_OK; k++)
        rc = enumerate_ability(g, p, card, k,
                               &g->db->abils.v[d->abil_first + k], l);
    return rc;
}

/* The abilities every player has (FAV-09): listed only when usable. */
static int enumerate_player_uses(const l5r_game *g, uint32_t p,
                                 l5r_action_list *l)
{
    int rc = L5R_OK;
    for (uint32_t k = 1; k <= L5R_PA_YU && rc == L5R_OK; k++) {
        int e = l5r__player_ability_entry(k);
        if (e >= 0 && (uint32_t)e < g->db->pa_count)
            rc = enumerate_ability(g, p, L5R_NO, k,
                                   &g->db->abils.v[g->db->pa_first + e], l);
    }
    return rc;
}

/* YU-04: every way to use Yu: a set of unused Yu cards and one card it
   destroys (the judge keeps the legal ones). */
static int enumerate_yu(const l5r_game *g, uint32_t p, l5r_action_list *l)
{
    const l5r_state *s = g->st;
    const l5r_cardst *c = l5r_ccards(s);
    uint32_t yu[8], nyu = 0;
    for (uint32_t i = 0; i < s->ncards && nyu < 8; i++) {
        bool has;
        if (c[i].zone == L5R_ZONE_PLAY && c[i].controller == p &&
            c[i].location == s->battlefield && !(c[i].used & (1u << 31)) &&
            (l5r__stat(g, i, L5R_STAT_YU, &has), has))
            yu[nyu++] = i;
    }
    int rc = L5R_OK;
    for (uint32_t mask = 1; mask < (1u << nyu) && rc == L5R_OK; mask++) {
        for (uint32_t t = 0; t < s->ncards && rc == L5R_OK; t++) {
            if (c[t].zone != L5R_ZONE_PLAY || c[t].controller == p ||
                c[t].location != s->battlefield)
                continue;
            l5r_action a;
            candidate(&a, p, L5R_ACT_USE, L5R_NO);
            a.ability = L5R_PA_YU;
            for (uint32_t k = 0; k < nyu; k++)
                if (mask & (1u << k)) {
                    a.how[a.ncosts] = L5R_PAY_WITH;
                    a.costs[a.ncosts++] = yu[k];
                }
            a.targets[a.ntargets++] = t;
            rc = consider(g, l, &a);
        }
    }
    return rc;
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
    if (rc == L5R_OK)
        rc = enumerate_player_uses(g, p, l);
    if (rc == L5R_OK && s->decision == L5R_DECIDE_REVEALED)
        return enumerate_uses(g, p, s->choose_card, l);
    if (rc == L5R_OK && s->decision == L5R_DECIDE_YU)
        return enumerate_yu(g, p, l);
    if (s->decision == L5R_DECIDE_LEGACY) {
        /* CORE-61: he may look through his own Dynasty deck for it. */
        const l5r_cardst *dc = l5r_ccards(s);
        for (uint32_t i = 0; i < s->ncards && rc == L5R_OK; i++)
            if (dc[i].zone == L5R_ZONE_DYNASTY_DECK && dc[i].owner == p &&
                l5r__is_legacy(g, i)) {
                candidate(&a, p, L5R_ACT_RECRUIT, i);
                rc = consider(g, l, &a);
            }
        return rc;
    }
    if (rc == L5R_OK && s->decision == L5R_DECIDE_TERRAIN)
        return enumerate_uses(g, p, s->choose_card, l);
    /* NIN-07, NIN-08: each face-down Ninjutsu Personality of the player. */
    const l5r_cardst *nc = l5r_ccards(s);
    for (uint32_t i = 0; i < s->ncards && rc == L5R_OK; i++) {
        if (nc[i].zone != L5R_ZONE_PLAY || nc[i].controller != p ||
            !l5r__ninja_profile(g, i))
            continue;
        for (uint32_t pa = L5R_PA_FLIP; pa <= L5R_PA_FLIP_REACTION; pa++) {
            l5r_action f;
            candidate(&f, p, L5R_ACT_USE, L5R_NO);
            f.ability = pa;
            f.how[0] = L5R_PAY_WITH;
            f.costs[0] = i;
            f.ncosts = 1;
            if (rc == L5R_OK)
                rc = consider(g, l, &f);
        }
    }
    if (rc == L5R_OK && s->decision == L5R_DECIDE_BATTLE) {
        /* The Tactical ability: each card in hand, each Tactician. */
        const l5r_cardst *tc = l5r_ccards(s);
        for (uint32_t t = 0; t < s->ncards && rc == L5R_OK; t++) {
            if (tc[t].zone != L5R_ZONE_PLAY || tc[t].controller != p ||
                tc[t].location != s->battlefield ||
                !l5r__has_keyword(g, t, L5R__KW_TACTICIAN))
                continue;
            for (uint32_t h = 0; h < s->ncards && rc == L5R_OK; h++) {
                if (tc[h].zone != L5R_ZONE_HAND || tc[h].owner != p)
                    continue;
                l5r_action ta;
                candidate(&ta, p, L5R_ACT_USE, L5R_NO);
                ta.ability = L5R_PA_TACTICAL;
                ta.how[0] = L5R_PAY_DISCARD;
                ta.costs[0] = h;
                ta.ncosts = 1;
                ta.targets[0] = t;
                ta.ntargets = 1;
                rc = consider(g, l, &ta);
            }
        }
    }
    if (rc == L5R_OK && s->decision == L5R_DECIDE_BATTLE) {
        /* FRM-06: each Formation in hand. */
        const l5r_cardst *hc = l5r_ccards(s);
        for (uint32_t i = 0; i < s->ncards && rc == L5R_OK; i++)
            if (hc[i].zone == L5R_ZONE_HAND && hc[i].owner == p &&
                l5r__is_formation(g, i)) {
                l5r_action f;
                candidate(&f, p, L5R_ACT_USE, L5R_NO);
                f.ability = L5R_PA_FORMATION;
                f.how[0] = L5R_PAY_WITH;
                f.costs[0] = i;
                f.ncosts = 1;
                rc = consider(g, l, &f);
            }
    }
    if (s->decision == L5R_DECIDE_ATTACK)
        for (uint32_t q = 0; q < s->nplayers && rc == L5R_OK; q++) {
            candidate(&a, p, L5R_ACT_ATTACK, L5R_NO);
            a.value = q;
            rc = consider(g, l, &a);
        }
    if (s->decision == L5R_DECIDE_BATTLEFIELD)
        for (uint32_t bf = 1; bf <= L5R_MAX_PROVINCES && rc == L5R_OK; bf++) {
            candidate(&a, p, L5R_ACT_FIGHT, L5R_NO);
            a.value = bf;
            rc = consider(g, l, &a);
        }
    /* The player's cards in play, listed once for the inner loops below
       (the full scan is the fallback for an unusually large game). */
    uint32_t mine[1024], nmine = 0;
    bool listed = s->ncards <= L5R_ARRAY_LEN(mine);
    for (uint32_t i = 0; listed && i < s->ncards; i++)
        if (c[i].zone == L5R_ZONE_PLAY && c[i].controller == p)
            mine[nmine++] = i;
    uint32_t nscan = listed ? nmine : s->ncards;
#define MINE(x) (listed ? mine[(x)] : (x))
    for (uint32_t i = 0; i < s->ncards && rc == L5R_OK; i++) {
        if (c[i].owner != p && c[i].controller != p)
            continue;
        switch (c[i].zone) {
        case L5R_ZONE_PLAY:
            candidate(&a, p, L5R_ACT_PRODUCE, i);
            rc = consider(g, l, &a);
            if (rc == L5R_OK && c[i].controller == p)
                rc = enumerate_uses(g, p, i, l);
            if (s->decision == L5R_DECIDE_ASSIGN)
                for (uint32_t bf = 1; bf <= L5R_MAX_PROVINCES && rc == L5R_OK;
                     bf++) {
                    candidate(&a, p, L5R_ACT_ASSIGN, i);
                    a.value = bf;
                    rc = consider(g, l, &a);
                }
            break;
        case L5R_ZONE_PROVINCE:
            if (c[i].flags & L5R_CF_FACE_DOWN)
                break;
            candidate(&a, p, L5R_ACT_RECRUIT, i);
            rc = consider(g, l, &a);
            candidate(&a, p, L5R_ACT_RECRUIT, i);
            a.value = 1; /* face-down: a Ninjutsu Personality */
            if (rc == L5R_OK && l5r__is_ninjutsu(g, i))
                rc = consider(g, l, &a);
            /* CORE-62: replacing a lower-level version of himself. */
            for (uint32_t x = 0; x < nscan && rc == L5R_OK; x++) {
                uint32_t k = MINE(x);
                if (c[k].zone != L5R_ZONE_PLAY || c[k].controller != p ||
                    !l5r__same_title(g, k, i) || k == i)
                    continue;
                candidate(&a, p, L5R_ACT_RECRUIT, i);
                a.on = k;
                rc = consider(g, l, &a);
            }
            candidate(&a, p, L5R_ACT_DISCARD, i);
            if (rc == L5R_OK)
                rc = consider(g, l, &a);
            break;
        case L5R_ZONE_HAND:
            candidate(&a, p, L5R_ACT_DISCARD, i);
            rc = consider(g, l, &a);
            if (rc == L5R_OK && l5r__def(g, i)->type == L5R_TYPE_ACTION)
                rc = enumerate_uses(g, p, i, l);
            if (s->decision != L5R_DECIDE_ACTION)
                break;
            candidate(&a, p, L5R_ACT_PLAY, i);
            if (rc == L5R_OK)
                rc = consider(g, l, &a);
            for (uint32_t x = 0; x < nscan && rc == L5R_OK; x++) {
                uint32_t k = MINE(x);
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
#undef MINE
    return rc;
}

void l5r_action_list_free(l5r_action_list *l)
{
    if (l == NULL || l->tag != LIST_TAG)
        return;
    l5r_mem m = l->mem;
    l5r__dealloc(&m, l->v, sizeof *l->v * l->cap);
    l5r__dealloc(&m, l->text, l->text_cap);
    l->tag = L5R_TAG_DEAD;
    l5r__dealloc(&m, l, sizeof *l);
}

int l5r_game_legal_actions(l5r_action_list **out, const l5r_game *g,
                           uint32_t player)
{
    if (out == NULL)
        return l5r__error(L5R_EINVAL, "out is NULL");
    *out = NULL;
    if (!l5r__game_ok(g))
        return l5r__error(L5R_EHANDLE, "not a game handle");
    if (player >= g->st->nplayers)
        return l5r__error(L5R_EINVAL, "no player %u", player);
    l5r_action_list *l = l5r__calloc(&g->mem, 1, sizeof *l);
    if (l == NULL)
        return l5r__error_nomem();
    l->tag = LIST_TAG;
    l->mem = g->mem;
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
