/* SPDX-License-Identifier: MIT */
/*
 * zones.c - the one place cards move between zones, and what goes with
 * moving: drawing, refilling provinces, shuffling, bowing, honor, the RNG.
 */
#include "game/game.h"

#include <stdio.h>

/* --- the RNG: xoroshiro128+, seeded with splitmix64 ----------------------- */

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void l5r_zones__rng_seed(l5r_state *s, uint64_t seed)
{
    s->rng[0] = splitmix64(&seed);
    s->rng[1] = splitmix64(&seed);
}

static uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

static uint64_t rng_next(l5r_state *s)
{
    uint64_t s0 = s->rng[0], s1 = s->rng[1];
    uint64_t r = s0 + s1;
    s1 ^= s0;
    s->rng[0] = rotl(s0, 24) ^ s1 ^ (s1 << 16);
    s->rng[1] = rotl(s1, 37);
    return r;
}

uint32_t l5r_zones__rng_below(l5r_state *s, uint32_t n)
{
    /* Lemire's multiply-shift with rejection: no modulo bias. */
    uint64_t m = (rng_next(s) >> 32) * n;
    uint32_t low = (uint32_t)m;
    if (low < n) {
        uint32_t t = (uint32_t)(-n) % n;
        while (low < t) {
            m = (rng_next(s) >> 32) * n;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

/* --- the zone index beside the state (g->zix) ------------------------------
 */

static void zix_set(uint64_t *bits, uint32_t card, bool on)
{
    uint64_t m = (uint64_t)1 << (card & 63);
    if (on)
        bits[card >> 6] |= m;
    else
        bits[card >> 6] &= ~m;
}

static bool is_personality(const l5r_game *g, uint32_t card)
{
    return l5r_game__def(g, card)->type == L5R_TYPE_PERSONALITY;
}

static bool gives_ability(const l5r_game *g, uint32_t card)
{
    return (l5r_game__def(g, card)->cont_kinds >> L5R_EFF_GIVE_ABILITY) & 1;
}

static void zix_make(const l5r_game *g, l5r_zoneindex *x)
{
    const l5r_state *s = g->st;
    x->words = (s->ncards + 63) / 64;
    memset(x->own, 0, sizeof x->own);
    memset(x->ctrl, 0, sizeof x->ctrl);
    memset(x->pers, 0, sizeof x->pers);
    memset(x->gives, 0, sizeof x->gives);
    x->ngives = 0;
    const l5r_cardst *c = l5r_state__ccards(s);
    for (uint32_t i = 0; i < s->ncards; i++) {
        if (is_personality(g, i))
            zix_set(x->pers, i, true);
        if (gives_ability(g, i)) {
            zix_set(x->gives, i, true);
            x->ngives++;
        }
        if (c[i].owner >= L5R_ZIX_PLAYERS || c[i].zone >= L5R_ZIX_ZONES)
            continue; /* not a state the invariants accept */
        zix_set(x->own[c[i].owner][c[i].zone], i, true);
        if (c[i].zone == L5R_ZONE_PLAY && c[i].controller < L5R_ZIX_PLAYERS)
            zix_set(x->ctrl[c[i].controller], i, true);
    }
    x->st = s;
    x->ncards = s->ncards;
}

const l5r_zoneindex *l5r_zones__index(const l5r_game *cg)
{
    l5r_game *g = (l5r_game *)cg; /* a cache: one thread at a time */
    l5r_zoneindex *x = &g->zix;
    const l5r_state *s = g->st;
    if (s->ncards > L5R_ZIX_CARDS || s->nplayers > L5R_ZIX_PLAYERS)
        return NULL;
    if (x->st != s || x->ncards != s->ncards)
        zix_make(g, x);
    return x;
}

uint32_t l5r_zones__next(const uint64_t *bits, uint32_t words, uint32_t from)
{
    for (uint32_t w = from >> 6; w < words; w++) {
        uint64_t m = bits[w];
        if (w == from >> 6)
            m &= ~(uint64_t)0 << (from & 63);
        if (m != 0)
            return w * 64 + (uint32_t)__builtin_ctzll(m);
    }
    return L5R_NO;
}

static bool zix_has(const uint64_t *bits, uint32_t card)
{
    return (bits[card >> 6] >> (card & 63)) & 1;
}

const char *l5r_zones__index_check(const l5r_game *g, char *buf, size_t cap)
{
    const l5r_zoneindex *x = &g->zix;
    const l5r_state *s = g->st;
    if (x->st != s || x->ncards != s->ncards)
        return NULL; /* not made: nothing to compare */
    /* Each card is where its set says, and the sets hold no more. */
    const l5r_cardst *c = l5r_state__ccards(s);
    uint64_t in_own = 0, in_ctrl = 0, counted = 0, playing = 0;
    for (uint32_t i = 0; i < s->ncards; i++) {
        if (zix_has(x->pers, i) != is_personality(g, i)) {
            snprintf(buf, cap, "zone index: card %u is %sa Personality", i,
                     zix_has(x->pers, i) ? "not " : "");
            return buf;
        }
        if (zix_has(x->gives, i) != gives_ability(g, i)) {
            snprintf(buf, cap, "zone index: card %u %s an ability", i,
                     zix_has(x->gives, i) ? "gives no" : "gives");
            return buf;
        }
        if (c[i].owner >= L5R_ZIX_PLAYERS || c[i].zone >= L5R_ZIX_ZONES)
            continue;
        counted++;
        bool play = c[i].zone == L5R_ZONE_PLAY;
        playing += play;
        if (!zix_has(x->own[c[i].owner][c[i].zone], i) ||
            (play && !zix_has(x->ctrl[c[i].controller], i))) {
            snprintf(buf, cap, "zone index: card %u is not where it is", i);
            return buf;
        }
    }
    for (uint32_t p = 0; p < L5R_ZIX_PLAYERS; p++)
        for (uint32_t w = 0; w < L5R_ZIX_WORDS; w++) {
            for (uint32_t z = 0; z < L5R_ZIX_ZONES; z++)
                in_own += (uint64_t)__builtin_popcountll(x->own[p][z][w]);
            in_ctrl += (uint64_t)__builtin_popcountll(x->ctrl[p][w]);
        }
    uint32_t ngives = 0;
    for (uint32_t w = 0; w < L5R_ZIX_WORDS; w++)
        ngives += (uint32_t)__builtin_popcountll(x->gives[w]);
    if (ngives != x->ngives) {
        snprintf(buf, cap, "zone index: %u cards give an ability, not %u",
                 ngives, x->ngives);
        return buf;
    }
    if (in_own != counted || in_ctrl != playing) {
        snprintf(buf, cap, "zone index: %llu cards listed, %llu are cards",
                 (unsigned long long)(in_own + in_ctrl),
                 (unsigned long long)(counted + playing));
        return buf;
    }
    return NULL;
}

/* --- moving cards ------------------------------------------------------------
 */

static uint8_t discard_pile(const l5r_game *g, uint32_t card)
{
    return l5r_game__def(g, card)->deck == L5R_DECK_FATE
               ? L5R_ZONE_FATE_DISCARD
               : L5R_ZONE_DYNASTY_DISCARD;
}

void l5r_zones__move(l5r_game *g, uint32_t card, uint8_t zone, uint8_t location)
{
    l5r_state *s = g->st;
    l5r_cardst *cards = l5r_state__cards(s);
    l5r_cardst *c = &cards[card];
    uint8_t from = c->zone, from_ctrl = c->controller;
    if (c->zone == L5R_ZONE_PLAY && zone != L5R_ZONE_PLAY) {
        /* TOK-07: the tokens on a card leaving play are removed for good. */
        const l5r_tokenst *t = l5r_state__ctokens(s);
        for (uint32_t i = 0; i < s->ntokens; i++)
            if (t[i].alive && t[i].card == card)
                l5r_tokens__remove(g, i);
        /* Lasting effects on it end. */
        l5r_lastst *e = l5r_state__lasts(s);
        for (uint32_t i = 0; i < s->nlast; i++)
            if (e[i].card == card)
                e[i].kind = 0;
        /* What is attached to it leaves with it. */
        for (uint32_t i = 0; i < s->ncards; i++)
            if (cards[i].zone == L5R_ZONE_PLAY && cards[i].attached_to == card)
                l5r_zones__move(g, i, discard_pile(g, i), 0);
        /* PHR-03: a dishonorable Personality stays so out of play. */
        c->flags &= (uint8_t) ~(L5R_CF_BOWED | L5R_CF_ATTACKING |
                                L5R_CF_DEFENDING | L5R_CF_FOUGHT);
        c->attached_to = L5R_NO;
        c->used = 0;
        c->controller = c->owner;
        if (c->flags & L5R_CF_CREATED) /* a created card ceases to exist */
            zone = L5R_ZONE_NONE;
    }
    if (zone == L5R_ZONE_DYNASTY_DECK || zone == L5R_ZONE_FATE_DECK)
        c->flags |= L5R_CF_FACE_DOWN;
    else if (zone != L5R_ZONE_PROVINCE && zone != L5R_ZONE_PLAY)
        c->flags &= (uint8_t)~L5R_CF_FACE_DOWN; /* NIN-06 in discard piles */
    if (zone == L5R_ZONE_PLAY && c->zone != L5R_ZONE_PLAY) {
        /* PHR-03: a card entering play is a new card, honorable. */
        c->flags &= (uint8_t) ~(L5R_CF_BOWED | L5R_CF_DISHONORED);
        l5r_events__trigger(g, L5R_TRIGGER_ENTERS_PLAY, c->controller, card);
    }
    if ((c->zone == L5R_ZONE_PLAY) != (zone == L5R_ZONE_PLAY))
        l5r_stats__moved(g, card, zone == L5R_ZONE_PLAY);
    c->zone = zone;
    c->location = zone == L5R_ZONE_PLAY ? location : 0;
    c->seq = s->seq++;
    l5r_zoneindex *x = &g->zix;
    if (x->st == s && x->ncards == s->ncards) {
        zix_set(x->own[c->owner][from], card, false);
        zix_set(x->own[c->owner][zone], card, true);
        if (from == L5R_ZONE_PLAY)
            zix_set(x->ctrl[from_ctrl], card, false);
        if (zone == L5R_ZONE_PLAY)
            zix_set(x->ctrl[c->controller], card, true);
    }
    l5r_events__record(g, L5R_EV_MOVE, c->owner, card, zone);
}

/* The cards to read for player's cards in `zone`: with the index, its set
   (*bits, *words); without, every card (*bits NULL, *words the count). */
static void zone_cards(const l5r_game *g, uint32_t player, uint8_t zone,
                       const uint64_t **bits, uint32_t *words)
{
    const l5r_zoneindex *x = player < L5R_ZIX_PLAYERS && zone < L5R_ZIX_ZONES
                                 ? l5r_game__zix(g)
                                 : NULL;
    *bits = x != NULL ? x->own[player][zone] : NULL;
    *words = x != NULL ? x->words : g->st->ncards;
}

void l5r_zones__set_controller(l5r_game *g, uint32_t card, uint32_t player)
{
    l5r_state *s = g->st;
    l5r_cardst *c = &l5r_state__cards(s)[card];
    l5r_zoneindex *x = &g->zix;
    if (x->st == s && x->ncards == s->ncards && c->zone == L5R_ZONE_PLAY) {
        zix_set(x->ctrl[c->controller], card, false);
        zix_set(x->ctrl[player], card, true);
    }
    c->controller = (uint8_t)player;
}

uint32_t l5r_zones__top(const l5r_game *g, uint32_t player, uint8_t zone)
{
    const l5r_state *s = g->st;
    const l5r_cardst *c = l5r_state__ccards(s);
    uint32_t best = L5R_NO, words, best_seq = UINT32_MAX;
    const uint64_t *bits;
    zone_cards(g, player, zone, &bits, &words);
    if (bits != NULL) { /* the set holds only the player's cards there */
        for (uint32_t w = 0; w < words; w++)
            for (uint64_t m = bits[w]; m != 0; m &= m - 1) {
                uint32_t i = w * 64 + (uint32_t)__builtin_ctzll(m);
                if (best == L5R_NO || c[i].seq < best_seq)
                    best = i, best_seq = c[i].seq;
            }
        return best;
    }
    for (uint32_t i = 0; i < s->ncards; i++)
        if (c[i].zone == zone && c[i].owner == player &&
            (best == L5R_NO || c[i].seq < c[best].seq))
            best = i;
    return best;
}

bool l5r_zones__draw(l5r_game *g, uint32_t player)
{
    uint32_t top = l5r_zones__top(g, player, L5R_ZONE_FATE_DECK);
    if (top == L5R_NO)
        return false; /* CORE-41: an empty Fate deck draws nothing */
    if (l5r_stats__player_cannot(g, player, L5R_PCANNOT_DRAW))
        return false; /* PRV-05 */
    l5r_zones__move(g, top, L5R_ZONE_HAND, 0);
    l5r_events__record(g, L5R_EV_DRAW, player, top, 0);
    return true;
}

uint32_t l5r_zones__in_province(const l5r_game *g, uint32_t player,
                                uint8_t prov)
{
    const l5r_cardst *c = l5r_state__ccards(g->st);
    uint32_t words;
    const uint64_t *bits;
    zone_cards(g, player, L5R_ZONE_PROVINCE, &bits, &words);
    if (bits != NULL) { /* the set holds only the player's cards there */
        for (uint32_t w = 0; w < words; w++)
            for (uint64_t m = bits[w]; m != 0; m &= m - 1) {
                uint32_t i = w * 64 + (uint32_t)__builtin_ctzll(m);
                if (c[i].province == prov)
                    return i;
            }
        return L5R_NO;
    }
    for (uint32_t i = 0; i < words; i++)
        if (c[i].zone == L5R_ZONE_PROVINCE && c[i].owner == player &&
            c[i].province == prov)
            return i;
    return L5R_NO;
}

void l5r_zones__refill(l5r_game *g, uint32_t player, uint8_t prov)
{
    const l5r_playerst *p = &g->st->players[player];
    if (prov >= p->nprovinces || p->prov[prov].destroyed ||
        l5r_zones__in_province(g, player, prov) != L5R_NO)
        return;
    uint32_t top = l5r_zones__top(g, player, L5R_ZONE_DYNASTY_DECK);
    if (top == L5R_NO)
        return; /* an empty Dynasty deck: the province stays empty */
    l5r_cardst *c = &l5r_state__cards(g->st)[top];
    c->province = prov;
    l5r_zones__move(g, top, L5R_ZONE_PROVINCE, 0);
    c->flags |= L5R_CF_FACE_DOWN;
}

void l5r_zones__shuffle(l5r_game *g, uint32_t player, uint8_t zone)
{
    l5r_state *s = g->st;
    l5r_cardst *c = l5r_state__cards(s);
    /* Give the cards fresh order numbers in a random order (Fisher-Yates
       over the cards, in ID order so the result depends only on the RNG). */
    uint32_t n = 0, base = s->seq;
    for (uint32_t i = 0; i < s->ncards; i++)
        if (c[i].zone == zone && c[i].owner == player)
            c[i].seq = base + n++;
    for (uint32_t k = n; k > 1; k--) {
        uint32_t j = l5r_zones__rng_below(s, k);
        /* swap the order numbers base+k-1 and base+j */
        uint32_t a = L5R_NO, b = L5R_NO;
        for (uint32_t i = 0; i < s->ncards; i++) {
            if (c[i].zone != zone || c[i].owner != player)
                continue;
            if (c[i].seq == base + k - 1)
                a = i;
            if (c[i].seq == base + j)
                b = i;
        }
        c[a].seq = base + j;
        c[b].seq = base + k - 1;
    }
    s->seq = base + n;
    l5r_events__record(g, L5R_EV_SHUFFLE, player, L5R_NO, zone);
}

void l5r_zones__bow(l5r_game *g, uint32_t card)
{
    l5r_cardst *c = &l5r_state__cards(g->st)[card];
    if (c->flags & L5R_CF_BOWED)
        return;
    c->flags |= L5R_CF_BOWED;
    l5r_events__record(g, L5R_EV_BOW, c->controller, card, 0);
}

void l5r_zones__straighten(l5r_game *g, uint32_t card)
{
    l5r_cardst *c = &l5r_state__cards(g->st)[card];
    if (!(c->flags & L5R_CF_BOWED))
        return;
    c->flags &= (uint8_t)~L5R_CF_BOWED;
    l5r_events__record(g, L5R_EV_STRAIGHTEN, c->controller, card, 0);
}

void l5r_zones__honor(l5r_game *g, uint32_t player, int32_t delta)
{
    l5r_playerst *p = &g->st->players[player];
    /* SHD-02: honor gains and losses do not occur for the Shadowlands
       Horde (not negation: nothing happens at all). A change of 0 is
       neither. */
    if (delta == 0 || (p->flags & L5R_PF_SHADOWLANDS))
        return;
    /* PRV-05: nor for a player who cannot gain (lose) Honor now. */
    if (l5r_stats__player_cannot(g, player,
                                 delta > 0 ? L5R_PCANNOT_GAIN_HONOR
                                           : L5R_PCANNOT_LOSE_HONOR))
        return;
    /* INT-03: the mandatory Interrupts to it first. */
    l5r_events__before(
        g, delta > 0 ? L5R_TRIGGER_HONOR_GAINED : L5R_TRIGGER_HONOR_LOST,
        player, L5R_NO, 0);
    p->honor = l5r_game__add_count(p->honor, delta);
    l5r_events__record(g, L5R_EV_HONOR, player, L5R_NO, delta);
    l5r_events__trigger(
        g, delta > 0 ? L5R_TRIGGER_HONOR_GAINED : L5R_TRIGGER_HONOR_LOST,
        player, L5R_NO);
}

uint32_t l5r_zones__count(const l5r_game *g, uint32_t player, uint8_t zone)
{
    const l5r_state *s = g->st;
    const l5r_zoneindex *x = player < L5R_ZIX_PLAYERS && zone < L5R_ZIX_ZONES
                                 ? l5r_game__zix(g)
                                 : NULL;
    const l5r_cardst *c = l5r_state__ccards(s);
    uint32_t n = 0;
    if (x != NULL) {
        for (uint32_t w = 0; w < x->words; w++)
            n += (uint32_t)__builtin_popcountll(x->own[player][zone][w]);
        return n;
    }
    for (uint32_t i = 0; i < s->ncards; i++)
        n += c[i].zone == zone && c[i].owner == player;
    return n;
}

/* How many of the owner's cards in the card's zone are above it. */
static uint32_t depth(const l5r_state *s, uint32_t card)
{
    const l5r_cardst *c = l5r_state__ccards(s);
    uint32_t n = 0;
    for (uint32_t i = 0; i < s->ncards; i++)
        n += c[i].zone == c[card].zone && c[i].owner == c[card].owner &&
             c[i].seq < c[card].seq;
    return n;
}

bool l5r_zones__searched(const l5r_state *s, uint32_t card)
{
    if (s->search_step != L5R_SEARCH_CHOOSING || card >= s->ncards)
        return false;
    const l5r_cardst *c = &l5r_state__ccards(s)[card];
    return c->zone == s->search_zone && c->owner == l5r_game__search_owner(s) &&
           (s->search_look == 0 || depth(s, card) < s->search_look);
}

bool l5r_zones__sees(const l5r_state *s, uint32_t card, uint32_t viewer)
{
    const l5r_cardst *c = &l5r_state__ccards(s)[card];
    switch (c->zone) {
    case L5R_ZONE_DYNASTY_DECK:
    case L5R_ZONE_FATE_DECK: /* SRC-01: the searcher, while he chooses */
        return viewer == s->search_player && l5r_zones__searched(s, card);
    case L5R_ZONE_HAND: /* DIS-07: and whoever chooses a discard from it */
        return c->owner == viewer ||
               (s->choice_step == L5R_CHOICE_CHOOSING &&
                viewer == s->choice_chooser && c->owner == s->choice_player);
    case L5R_ZONE_PLAY:
        return !(c->flags & L5R_CF_FACE_DOWN) || c->controller == viewer;
    default: /* provinces, discard piles, removed from the game */
        return !(c->flags & L5R_CF_FACE_DOWN);
    }
}

void l5r_zones__destroy(l5r_game *g, uint32_t card)
{
    l5r_cardst *c = &l5r_state__cards(g->st)[card];
    /* INT-03: the mandatory Interrupts to it first; one that took the
       card elsewhere leaves nothing to destroy. */
    uint8_t zone = c->zone;
    l5r_events__before(g, L5R_TRIGGER_CARD_DESTROYED, c->controller, card, 0);
    if (c->zone != zone)
        return;
    const l5r_cardrec *d = l5r_game__def(g, card);
    l5r_events__record(g, L5R_EV_DESTROY, c->controller, card, 0);
    l5r_events__trigger(g, L5R_TRIGGER_CARD_DESTROYED, c->controller, card);
    if (d->type == L5R_TYPE_PERSONALITY)
        c->flags |= L5R_CF_DEAD;
    /* PHR-02: a dishonorable Personality destroyed costs his last
       controller Family Honor equal to his printed Personal Honor (none
       for a printed 0 or less, or a face-down Ninjutsu Personality's,
       whose printed profile is NIN-01's). */
    uint32_t ph = 1u << L5R_STAT_PERSONAL_HONOR;
    if (d->type == L5R_TYPE_PERSONALITY && (c->flags & L5R_CF_DISHONORED) &&
        (d->eff.has & ph) && !(d->eff.dash & ph) &&
        d->eff.v[L5R_STAT_PERSONAL_HONOR] > 0 &&
        !l5r_profile__face_down_ninja(g, card))
        l5r_zones__honor(g, c->controller, -d->eff.v[L5R_STAT_PERSONAL_HONOR]);
    l5r_zones__move(g, card, discard_pile(g, card), 0);
}

/* Does lasting effect e end now: one of `until`, and for
   L5R_UNTIL_YOUR_NEXT_TURN one of `player`'s or of a player who has lost
   (his next turn never comes)? */
static bool ends(const l5r_state *s, const l5r_lastst *e, uint8_t until,
                 uint32_t player)
{
    if (e->kind == 0)
        return true; /* ended already: its card left play */
    if (e->until != until)
        return false;
    if (until != L5R_UNTIL_YOUR_NEXT_TURN)
        return true;
    return e->player == player || e->player >= s->nplayers ||
           (s->players[e->player].flags & L5R_PF_LOST);
}

static void end_where(l5r_game *g, uint8_t until, uint32_t player)
{
    l5r_state *s = g->st;
    l5r_lastst *e = l5r_state__lasts(s);
    uint32_t n = 0;
    for (uint32_t i = 0; i < s->nlast; i++)
        if (!ends(s, &e[i], until, player))
            e[n++] = e[i];
    memset(e + n, 0, sizeof *e * (s->nlast - n));
    s->nlast = n;
}

void l5r_zones__end_lasting(l5r_game *g, uint8_t until)
{
    end_where(g, until, L5R_NO);
}

void l5r_zones__reclaim_lasting(l5r_game *g)
{
    end_where(g, L5R_UNTIL_NONE, L5R_NO); /* no effect lasts "until none" */
}

/* DUR-01: "until your next turn" ends as its player's next turn starts. */
void l5r_zones__end_next_turn(l5r_game *g, uint32_t player)
{
    end_where(g, L5R_UNTIL_YOUR_NEXT_TURN, player);
}
