/* SPDX-License-Identifier: MIT */
/*
 * game.c - a game's life: creation and setup, clone, the public queries,
 * validate and apply (atomic), the history (events and the move log).
 */
#include "api/api.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L &&                \
    !defined(__STDC_NO_ATOMICS__)
#define L5R_HAVE_ATOMICS 1
#include <stdatomic.h>
#else
#define L5R_HAVE_ATOMICS 0
#endif

_Static_assert(sizeof(l5r_cardst) == 24, "l5r_cardst has padding");
_Static_assert(sizeof(l5r_provst) == 8, "l5r_provst has padding");
_Static_assert(sizeof(l5r_playerst) == 112, "l5r_playerst has padding");
_Static_assert(sizeof(l5r_tokenst) == 28, "l5r_tokenst has padding");
_Static_assert(sizeof(l5r_lastst) == 16, "l5r_lastst has padding");
_Static_assert(sizeof(l5r_state) == 80 + 64 + 64 + 8 * 112 + 104 + 16 + 16,
               "l5r_state has padding");

#define EXTRA_CARDS   64  /* room for created cards */
#define HISTORY_MOVES 512 /* the move log's first room (moves) */
#define LOG_TEXT_ROOM 256 /* the room a move's text is formatted in */
#define CAP_TOKENS    128
#define CAP_LAST      128

static int gfail(l5r_game *g, int rc, const char *fmt, ...) L5R_PRINTF(3, 4);
static int gfail(l5r_game *g, int rc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g->errmsg, sizeof g->errmsg, fmt, ap);
    va_end(ap);
    l5r_errors__msg_clean(g->errmsg);
    return l5r_errors__error(rc, "%s", g->errmsg);
}

#define GAME_CHECK(g)                                                          \
    do {                                                                       \
        if (!l5r_game__ok(g))                                                  \
            return l5r_errors__error(L5R_EHANDLE, "not a game handle");        \
    } while (0)

/* --- creation ----------------------------------------------------------------
 */

/* A game and its state block: zeroed, or left to be copied over. */
/* Where the state block starts in a game's allocation: after the game,
   16-byte aligned. */
#define STATE_AT ((sizeof(l5r_game) + 15) & ~(size_t)15)
/* Where the game's own fields start (state.h): from here to the end of
   the state is one run of bytes, which a clone copies at once. */
#define HEAD_AT offsetof(l5r_game, mem)

/* The serial of the next game made (state.h, l5r_game.serial): from 1,
   one process-wide counter (atomic where the compiler has atomics; a
   compiler without them is built for one thread). Each thread takes the
   serials a block at a time and hands them out from its own block: a
   locked add for every clone would wait for all the stores before it. */
#if L5R_HAVE_ATOMICS
#define SERIAL_BLOCK 1024
static atomic_uint_fast64_t serials = 0;
static _Thread_local uint64_t serial_next, serial_end;
static uint64_t next_serial(void)
{
    if (serial_next == serial_end) {
        serial_next = (uint64_t)atomic_fetch_add(&serials, SERIAL_BLOCK) + 1;
        serial_end = serial_next + SERIAL_BLOCK;
    }
    return serial_next++;
}
#else
static uint64_t serials = 0;
static uint64_t next_serial(void)
{
    return ++serials;
}
#endif

/* The beside-the-state part of a game just allocated: its tag, an empty
   message, the caches not made. */
static void mark_unmade(l5r_game *g)
{
    g->tag = L5R_TAG_GAME;
    g->errmsg[0] = '\0';
    g->src.st = NULL;
    g->zix.st = NULL;
    g->plan_made = 0;
}

l5r_game *l5r_game__alloc(const l5r_mem *mem, const l5r_carddb *db,
                          size_t state_size, bool zero)
{
    /* One allocation for the game and its state: a clone is one malloc and
       one memcpy. */
    l5r_game *g = l5r_alloc__alloc(mem, STATE_AT + state_size);
    if (g == NULL)
        return NULL;
    /* The message and the caches beside the state are big: only emptied
       and marked unmade. The game's own fields are zeroed; a new game's
       state too, a loaded one's is read over it. */
    mark_unmade(g);
    memset((char *)g + HEAD_AT, 0, STATE_AT - HEAD_AT);
    if (zero)
        memset((char *)g + STATE_AT, 0, state_size);
    g->st = (l5r_state *)(void *)((char *)g + STATE_AT);
    g->mem = *mem;
    g->db = db;
    g->defs = db->cards.v;
    g->serial = next_serial();
    if (zero)
        l5r_options__defaults(&g->opts);
    return g;
}

void l5r_game__dealloc(l5r_game *g, size_t state_size)
{
    l5r_mem m = g->mem;
    g->tag = L5R_TAG_DEAD;
    l5r_alloc__dealloc(&m, g, STATE_AT + state_size);
}

void l5r_game_free(l5r_game *g)
{
    if (!l5r_game__ok(g))
        return;
    l5r_mem m = g->mem;
    l5r_vec__free(&m, &g->events);
    l5r_vec__free(&m, &g->logtext);
    l5r_vec__free(&m, &g->logidx);
    l5r_vec__free(&m, &g->logacts);
    l5r_tokens__game_handles_free(g);
    l5r_game__dealloc(g, g->st->size);
}

static size_t state_bytes(uint32_t cards, uint32_t tokens, uint32_t last)
{
    return sizeof(l5r_state) + (size_t)cards * sizeof(l5r_cardst) +
           (size_t)tokens * sizeof(l5r_tokenst) +
           (size_t)last * sizeof(l5r_lastst);
}

static uint32_t new_card(l5r_state *s, uint32_t def, uint32_t owner,
                         uint8_t zone)
{
    uint32_t id = s->ncards++;
    l5r_cardst *c = &l5r_state__cards(s)[id];
    c->def = def;
    c->owner = c->controller = (uint8_t)owner;
    c->zone = zone;
    c->attached_to = L5R_NO;
    c->province = L5R_NO8;
    c->seq = s->seq++;
    if (zone == L5R_ZONE_DYNASTY_DECK || zone == L5R_ZONE_FATE_DECK)
        c->flags = L5R_CF_FACE_DOWN;
    return id;
}

/* Shuffle a list of definitions (the deck, before IDs are given: a card's
   ID says nothing about what it is). */
static void shuffle_defs(l5r_state *s, uint32_t *defs, uint32_t n)
{
    for (uint32_t k = n; k > 1; k--) {
        uint32_t j = l5r_zones__rng_below(s, k);
        uint32_t t = defs[k - 1];
        defs[k - 1] = defs[j];
        defs[j] = t;
    }
}

static int add_list(l5r_game *g, const l5r_deck *deck, uint32_t p, int list,
                    uint8_t zone)
{
    l5r_state *s = g->st;
    uint32_t n = l5r_deck_size(deck, list);
    if (n == 0)
        return L5R_OK;
    uint32_t *defs = l5r_alloc__alloc(&g->mem, sizeof *defs * n);
    if (defs == NULL)
        return L5R_ENOMEM;
    uint32_t k = 0;
    for (uint32_t i = 0; i < l5r_deck_entry_count(deck, list); i++) {
        uint32_t card, count;
        l5r_deck_entry(&card, &count, deck, list, i);
        for (uint32_t c = 0; c < count; c++)
            defs[k++] = card;
    }
    shuffle_defs(s, defs, n);
    for (uint32_t i = 0; i < n; i++)
        new_card(s, defs[i], p, zone);
    l5r_alloc__dealloc(&g->mem, defs, sizeof *defs * n);
    return L5R_OK;
}

static int setup(l5r_game *g, l5r_deck *const *decks, uint32_t n)
{
    l5r_state *s = g->st;
    const l5r_carddb *db = g->db;
    l5r_zones__rng_seed(s, (uint64_t)l5r_game__opt(g, L5R_PARAM_SEED));
    s->nplayers = n;
    s->favor = L5R_NO; /* FAV-02: the Favor starts uncontrolled */
    s->winner = L5R_NO;
    s->attacker = s->defender = L5R_NO8;
    s->pending_card = s->choose_card = L5R_NO;
    s->turn = 1;
    /* Pre-game cards in play (WND-01, SEN-01: from neither deck). */
    for (uint32_t p = 0; p < n; p++) {
        l5r_playerst *pl = &s->players[p];
        uint32_t sh, se, wi;
        l5r_deck_get_stronghold(&sh, decks[p]);
        int has_se = l5r_deck_get_sensei(&se, decks[p]);
        int has_wi = l5r_deck_get_wind(&wi, decks[p]);
        pl->stronghold = new_card(s, sh, p, L5R_ZONE_PLAY);
        pl->sensei = has_se == 1 ? new_card(s, se, p, L5R_ZONE_PLAY) : L5R_NO;
        pl->wind = has_wi == 1 ? new_card(s, wi, p, L5R_ZONE_PLAY) : L5R_NO;
        /* SEN-02 in the one stat function. */
        pl->honor =
            l5r_stats__stat(g, pl->stronghold, L5R_STAT_STARTING_HONOR, NULL);
        int32_t ps = l5r_stats__stat(g, pl->stronghold,
                                     L5R_STAT_PROVINCE_STRENGTH, NULL);
        pl->nprovinces = (uint8_t)l5r_game__opt(g, L5R_PARAM_PROVINCES);
        for (uint32_t k = 0; k < pl->nprovinces; k++)
            pl->prov[k].strength = ps;
        pl->faction = db->cards.v[sh].faction;
        if (strcmp(l5r_cards__str(db, pl->faction), "Shadowlands Horde") == 0)
            pl->flags |= L5R_PF_SHADOWLANDS;
    }
    for (uint32_t p = 0; p < n; p++) {
        int rc =
            add_list(g, decks[p], p, L5R_LIST_DYNASTY, L5R_ZONE_DYNASTY_DECK);
        if (rc == L5R_OK)
            rc = add_list(g, decks[p], p, L5R_LIST_FATE, L5R_ZONE_FATE_DECK);
        if (rc != L5R_OK)
            return rc;
    }
    for (uint32_t p = 0; p < n; p++) {
        for (uint8_t k = 0; k < s->players[p].nprovinces; k++)
            l5r_zones__refill(g, p, k);
        for (int64_t i = 0; i < l5r_game__opt(g, L5R_PARAM_STARTING_HAND); i++)
            l5r_zones__draw(g, p);
    }
    /* CORE-38: the highest Family Honor goes first; ties at random. */
    int32_t best = INT32_MIN;
    uint32_t tied = 0;
    for (uint32_t p = 0; p < n; p++) {
        if (s->players[p].honor > best) {
            best = s->players[p].honor;
            tied = 0;
        }
        if (s->players[p].honor == best)
            tied++;
    }
    uint32_t pick = l5r_zones__rng_below(s, tied);
    for (uint32_t p = 0; p < n; p++)
        if (s->players[p].honor == best && pick-- == 0) {
            s->active = (uint8_t)p;
            break;
        }
    s->phase = L5R_PHASE_NONE;
    if (!l5r_turn__legacy_at_setup(g))
        l5r_turn__advance(g);
    s->ntrig = 0; /* setup's own moves trigger no Reactions */
    return L5R_OK;
}

#ifdef L5R_CHECK_STATE
/* A move broke an invariant a save is checked against: a bug here. */
static void check_state(const l5r_game *g, const char *move)
{
    char why[192];
    if (l5r_invariants__state_check(g, g->st->size, why, sizeof why) != NULL) {
        fprintf(stderr, "l5r: the move '%s' broke an invariant: %s\n", move,
                why);
        abort();
    }
}
#endif

int l5r_game_new(l5r_game **out, const l5r_carddb *db, const l5r_options *opts,
                 l5r_deck *const *decks, uint32_t nplayers,
                 const l5r_allocator *alloc)
{
    if (out == NULL || decks == NULL)
        return l5r_errors__error(L5R_EINVAL,
                                 "l5r_game_new: out or decks is NULL");
    *out = NULL;
    int frozen = l5r_cards__frozen_check(db);
    if (frozen != L5R_OK)
        return frozen;
    if (nplayers < 2 || nplayers > L5R_MAX_PLAYERS)
        return l5r_errors__error(L5R_EINVAL,
                                 "a game needs 2 to %d players, not %u",
                                 L5R_MAX_PLAYERS, nplayers);
    l5r_options defaults;
    if (opts == NULL) {
        l5r_options__defaults(&defaults);
        opts = &defaults;
    }
    int64_t v;
    if (l5r_options_get(&v, opts, L5R_PARAM_FORMAT) != L5R_OK)
        return l5r_errors__error(L5R_EHANDLE, "not an options handle");
    l5r_mem mem;
    int rc = l5r_alloc__mem_from(&mem, alloc);
    if (rc != L5R_OK)
        return rc;
    uint64_t ncards = EXTRA_CARDS;
    for (uint32_t p = 0; p < nplayers; p++) {
        l5r_deck *d = decks[p];
        uint32_t sh;
        if (l5r_deck_get_stronghold(&sh, d) < 0)
            return l5r_errors__error(L5R_EHANDLE,
                                     "deck %u is not a deck handle", p + 1);
        if (l5r_deck_name(d) == NULL)
            return l5r_errors__error(L5R_EHANDLE, "deck %u is not a deck",
                                     p + 1);
        if (sh == UINT32_MAX)
            return l5r_errors__error(L5R_ESTATE,
                                     "deck %u has no Stronghold "
                                     "(CORE-05)",
                                     p + 1);
        if (opts->v[L5R_PARAM_CHECK_DECKS]) {
            int problems = l5r_deck_check__deck_check(
                d, (int)opts->v[L5R_PARAM_FORMAT],
                opts->v[L5R_PARAM_MIN_DYNASTY], opts->v[L5R_PARAM_MIN_FATE]);
            if (problems < 0)
                return problems;
            if (problems > 0)
                return l5r_errors__error(L5R_ESTATE,
                                         "deck %u is not legal: %s: %s", p + 1,
                                         l5r_deck_problem_rule(d, 0),
                                         l5r_deck_problem_message(d, 0));
        }
        ncards += 3 + (uint64_t)l5r_deck_size(d, L5R_LIST_DYNASTY) +
                  l5r_deck_size(d, L5R_LIST_FATE);
    }
    if (ncards > 1000000)
        return l5r_errors__error(L5R_ELIMIT, "decks too large");
    size_t size = state_bytes((uint32_t)ncards, CAP_TOKENS, CAP_LAST);
    l5r_game *g = l5r_game__alloc(&mem, db, size, true);
    if (g == NULL)
        return l5r_errors__nomem();
    g->opts = *opts;
    g->st->size = (uint32_t)size;
    g->st->cap_cards = (uint32_t)ncards;
    g->st->cap_tokens = CAP_TOKENS;
    g->st->cap_last = CAP_LAST;
    /* Setup records events too; the log of moves starts empty, with room
       for a typical game's moves (HISTORY_MOVES), so that play rarely
       allocates. Their text is made when it is read. */
    if (l5r_vec__reserve(&g->mem, &g->events, L5R_EVENTS_PER_MOVE * 2) !=
            L5R_OK ||
        l5r_vec__reserve(&g->mem, &g->logacts, HISTORY_MOVES) != L5R_OK ||
        setup(g, decks, nplayers) != L5R_OK) {
        l5r_game_free(g);
        return l5r_errors__nomem();
    }
#ifdef L5R_CHECK_STATE
    check_state(g, "(setup)");
#endif
    *out = g;
    return L5R_OK;
}

int l5r_game_clone(l5r_game **out, const l5r_game *g)
{
    if (out == NULL)
        return l5r_errors__error(L5R_EINVAL, "out is NULL");
    *out = NULL;
    GAME_CHECK(g);
    /* The game's fields and its state: an allocation and a memcpy. The
       history (events, move log), the handles and the move in progress
       stay with the original; the caches of the game's cards (the
       triggers they answer, made for as many cards as the clone has) come
       along. */
    size_t size = g->st->size;
    l5r_game *c = l5r_alloc__alloc(&g->mem, STATE_AT + size);
    if (c == NULL)
        return l5r_errors__nomem();
    mark_unmade(c);
    memcpy((char *)c + HEAD_AT, (const char *)g + HEAD_AT,
           STATE_AT - HEAD_AT + size);
    c->st = (l5r_state *)(void *)((char *)c + STATE_AT);
    c->serial = next_serial();
    /* The original's own, from the history to the move in progress. */
    memset((char *)c + offsetof(l5r_game, events), 0,
           offsetof(l5r_game, listen_ncards) - offsetof(l5r_game, events));
    *out = c;
    return L5R_OK;
}

const char *l5r_game_errmsg(const l5r_game *g)
{
    return l5r_game__ok(g) ? g->errmsg : "not a game handle";
}

const l5r_carddb *l5r_game_carddb(const l5r_game *g)
{
    return l5r_game__ok(g) ? g->db : NULL;
}

/* --- state queries -----------------------------------------------------------
 */

/* The state hash (l5r/game.h says it exactly): the block read as
   little-endian 64-bit words on every platform, four lanes of
   multiply-rotate, the length, and the murmur3 finalizer. */
#define HASH_K  0x9e3779b97f4a7c15ULL /* odd: the per-word multiply */
#define HASH_V0 0x243f6a8885a308d3ULL /* the lanes' starting values */
#define HASH_V1 0x13198a2e03707344ULL
#define HASH_V2 0xa4093822299f31d0ULL
#define HASH_V3 0x082efa98ec4e6c89ULL

static inline uint64_t hash_rotl(uint64_t x, unsigned r)
{
    return (x << r) | (x >> (64 - r));
}

/* Eight bytes as a little-endian word, whatever the host's byte order. */
static inline uint64_t hash_word(const unsigned char *p)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t w;
    memcpy(&w, p, sizeof w);
    return w;
#elif defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__ &&     \
    defined(__GNUC__)
    uint64_t w;
    memcpy(&w, p, sizeof w);
    return __builtin_bswap64(w);
#else
    return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 |
           (uint64_t)p[3] << 24 | (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40 |
           (uint64_t)p[6] << 48 | (uint64_t)p[7] << 56;
#endif
}

/* One word into a lane: a bijection of the lane for a given word, and
   injective in the word for a given lane. */
static inline uint64_t hash_lane(uint64_t v, uint64_t w)
{
    return hash_rotl((v ^ w) * HASH_K, 29);
}

uint64_t l5r_game_hash(const l5r_game *g)
{
    if (!l5r_game__ok(g))
        return 0;
    const unsigned char *b = (const unsigned char *)g->st;
    size_t n = g->st->size, i = 0;
    uint64_t v[4] = {HASH_V0, HASH_V1, HASH_V2, HASH_V3};
    /* Word k goes to lane k mod 4: four independent chains. */
    for (; i + 32 <= n; i += 32) {
        v[0] = hash_lane(v[0], hash_word(b + i));
        v[1] = hash_lane(v[1], hash_word(b + i + 8));
        v[2] = hash_lane(v[2], hash_word(b + i + 16));
        v[3] = hash_lane(v[3], hash_word(b + i + 24));
    }
    unsigned lane = 0;
    for (; i + 8 <= n; i += 8, lane++)
        v[lane] = hash_lane(v[lane], hash_word(b + i));
    if (i < n) { /* the last 1 to 7 bytes, zero-extended */
        unsigned char tail[8] = {0};
        memcpy(tail, b + i, n - i);
        v[lane] = hash_lane(v[lane], hash_word(tail));
    }
    uint64_t h = hash_rotl(v[0], 1) + hash_rotl(v[1], 7) + hash_rotl(v[2], 12) +
                 hash_rotl(v[3], 18) + (uint64_t)n;
    /* murmur3's fmix64 */
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    return h;
}

size_t l5r_game_state_size(const l5r_game *g)
{
    return l5r_game__ok(g) ? g->st->size : 0;
}

#define GETTER(type, name, expr, bad)                                          \
    type l5r_game_##name(const l5r_game *g)                                    \
    {                                                                          \
        if (!l5r_game__ok(g)) {                                                \
            l5r_errors__error(L5R_EHANDLE, "not a game handle");               \
            return bad;                                                        \
        }                                                                      \
        return expr;                                                           \
    }

GETTER(uint32_t, player_count, g->st->nplayers, 0)
GETTER(uint32_t, turn, g->st->turn, 0)
GETTER(uint32_t, active_player, g->st->active, L5R_NO)
GETTER(int, phase, g->st->phase, L5R_EHANDLE)
GETTER(int, is_over, g->st->phase == L5R_PHASE_GAME_OVER, L5R_EHANDLE)
GETTER(uint32_t, winner, g->st->winner, L5R_NO)
GETTER(int, victory, g->st->victory, L5R_EHANDLE)
GETTER(uint32_t, card_count, g->st->ncards, 0)
GETTER(uint32_t, card_capacity, g->st->cap_cards, 0)
GETTER(uint32_t, event_count, g->events.n, 0)
GETTER(uint32_t, log_count, l5r_game__moves(g), 0)

int l5r_game_decision(uint32_t *player, int *kind, const l5r_game *g)
{
    GAME_CHECK(g);
    const l5r_state *s = g->st;
    bool over = s->phase == L5R_PHASE_GAME_OVER;
    if (player != NULL)
        *player = over ? L5R_NO : s->decider;
    if (kind != NULL)
        *kind = over ? L5R_DECIDE_NONE : s->decision;
    return L5R_OK;
}

static bool player_ok(const l5r_game *g, uint32_t p)
{
    if (!l5r_game__ok(g)) {
        l5r_errors__error(L5R_EHANDLE, "not a game handle");
        return false;
    }
    if (p >= g->st->nplayers) {
        l5r_errors__error(L5R_EINVAL, "no player %u", p);
        return false;
    }
    return true;
}

int32_t l5r_game_player_honor(const l5r_game *g, uint32_t p)
{
    return player_ok(g, p) ? g->st->players[p].honor : 0;
}

int32_t l5r_game_player_gold(const l5r_game *g, uint32_t p)
{
    return player_ok(g, p) ? g->st->players[p].gold : 0;
}

int32_t l5r_game_player_restricted_gold(const l5r_game *g, uint32_t p)
{
    if (!player_ok(g, p))
        return 0;
    int32_t sum = 0;
    for (int k = 0; k < L5R_RGOLD_POOLS; k++)
        sum += g->st->players[p].rgold[k];
    return sum;
}

uint32_t l5r_game_player_zone_count(const l5r_game *g, uint32_t p, int zone)
{
    if (!player_ok(g, p) || zone < 0 || zone > L5R_ZONE_REMOVED)
        return 0;
    return l5r_zones__count(g, p, (uint8_t)zone);
}

uint32_t l5r_game_player_province_count(const l5r_game *g, uint32_t p)
{
    if (!player_ok(g, p))
        return 0;
    uint32_t n = 0;
    for (uint32_t k = 0; k < g->st->players[p].nprovinces; k++)
        n += !g->st->players[p].prov[k].destroyed;
    return n;
}

static const l5r_cardst *card_ok(const l5r_game *g, uint32_t card)
{
    if (!l5r_game__ok(g)) {
        l5r_errors__error(L5R_EHANDLE, "not a game handle");
        return NULL;
    }
    if (card >= g->st->ncards) {
        l5r_errors__error(L5R_ENOTFOUND, "no card #%u", card);
        return NULL;
    }
    return &l5r_state__ccards(g->st)[card];
}

int l5r_game_card_def(uint32_t *def, const l5r_game *g, uint32_t card)
{
    if (def == NULL)
        return l5r_errors__error(L5R_EINVAL, "def is NULL");
    const l5r_cardst *c = card_ok(g, card);
    if (c == NULL)
        return l5r_error_code();
    *def = c->def;
    return L5R_OK;
}

int l5r_game_card_ability(uint32_t *def, uint32_t *ability, const l5r_game *g,
                          uint32_t card, uint32_t k)
{
    if (def == NULL || ability == NULL)
        return l5r_errors__error(L5R_EINVAL, "def or ability is NULL");
    if (card_ok(g, card) == NULL)
        return l5r_error_code();
    l5r_action a;
    memset(&a, 0, sizeof a);
    a.card = card;
    a.ability = k;
    const l5r_abilrec *ab = l5r_targets__ability(g, &a);
    if (ab == NULL)
        return l5r_errors__error(L5R_ENOTFOUND, "card #%u has no ability %u",
                                 card, k);
    *def = ab->card;
    *ability =
        (uint32_t)(ab - g->db->abils.v) - g->db->cards.v[ab->card].abil_first;
    return L5R_OK;
}

int l5r_game_card_zone(const l5r_game *g, uint32_t card)
{
    const l5r_cardst *c = card_ok(g, card);
    return c != NULL ? c->zone : l5r_error_code();
}

uint32_t l5r_game_card_owner(const l5r_game *g, uint32_t card)
{
    const l5r_cardst *c = card_ok(g, card);
    return c != NULL ? c->owner : L5R_NO;
}

uint32_t l5r_game_card_controller(const l5r_game *g, uint32_t card)
{
    const l5r_cardst *c = card_ok(g, card);
    return c != NULL ? c->controller : L5R_NO;
}

int l5r_game_card_is_bowed(const l5r_game *g, uint32_t card)
{
    const l5r_cardst *c = card_ok(g, card);
    return c != NULL ? (c->flags & L5R_CF_BOWED) != 0 : l5r_error_code();
}

int l5r_game_card_is_face_down(const l5r_game *g, uint32_t card)
{
    const l5r_cardst *c = card_ok(g, card);
    return c != NULL ? (c->flags & L5R_CF_FACE_DOWN) != 0 : l5r_error_code();
}

uint32_t l5r_game_card_attached_to(const l5r_game *g, uint32_t card)
{
    const l5r_cardst *c = card_ok(g, card);
    return c != NULL ? c->attached_to : L5R_NO;
}

uint32_t l5r_game_card_province(const l5r_game *g, uint32_t card)
{
    const l5r_cardst *c = card_ok(g, card);
    if (c == NULL || c->province == L5R_NO8)
        return L5R_NO;
    if (c->zone == L5R_ZONE_PROVINCE)
        return c->province;
    uint8_t type = l5r_game__def(g, card)->type;
    if (c->zone == L5R_ZONE_PLAY &&
        (type == L5R_TYPE_REGION || type == L5R_TYPE_HOLDING))
        return c->province;
    return L5R_NO;
}

uint32_t l5r_game_card_location(const l5r_game *g, uint32_t card)
{
    const l5r_cardst *c = card_ok(g, card);
    return c != NULL && c->zone == L5R_ZONE_PLAY ? c->location : L5R_NO;
}

int l5r_game_card_is_visible(const l5r_game *g, uint32_t card, uint32_t p)
{
    if (card_ok(g, card) == NULL)
        return l5r_error_code();
    if (p != L5R_NO && p >= g->st->nplayers)
        return l5r_errors__error(L5R_EINVAL, "no player %u", p);
    return l5r_zones__sees(g->st, card, p);
}

int l5r_game_province(int32_t *strength, int *destroyed, uint32_t *card,
                      const l5r_game *g, uint32_t p, uint32_t province)
{
    if (!player_ok(g, p))
        return l5r_error_code();
    const l5r_playerst *pl = &g->st->players[p];
    if (province >= pl->nprovinces)
        return l5r_errors__error(L5R_EINVAL, "player %u has no province %u", p,
                                 province);
    if (strength != NULL)
        *strength = l5r_stats__province_strength(g, p, (uint8_t)province);
    if (destroyed != NULL)
        *destroyed = pl->prov[province].destroyed != 0;
    if (card != NULL)
        *card = l5r_zones__in_province(g, p, (uint8_t)province);
    return L5R_OK;
}

int l5r_game_card_stat(int32_t *value, const l5r_game *g, uint32_t card,
                       int stat)
{
    if (card_ok(g, card) == NULL)
        return l5r_error_code();
    if (stat <= 0 || stat >= L5R_NSTATS || value == NULL)
        return l5r_errors__error(L5R_EINVAL, "unknown stat %d or NULL value",
                                 stat);
    bool has;
    *value = l5r_stats__stat(g, card, stat, &has);
    return has ? 1 : 0;
}

/* --- moves -------------------------------------------------------------------
 */

static bool action_ok(const l5r_action *a)
{
    return a != NULL && a->tag == L5R_TAG_ACTION;
}

/* A verdict of this version, or the error to return (L5R_EVERSION). */
static int verdict_version(const l5r_verdict *v)
{
    if (v->version != L5R_VERDICT_VERSION)
        return l5r_errors__error(L5R_EVERSION, "verdict version %u is not %u",
                                 v->version, (unsigned)L5R_VERDICT_VERSION);
    return L5R_OK;
}

int l5r_game_validate(l5r_verdict *v, const l5r_game *g, const l5r_action *a)
{
    GAME_CHECK(g);
    if (!action_ok(a))
        return l5r_errors__error(L5R_EHANDLE, "not an action handle");
    if (v == NULL)
        return l5r_errors__error(L5R_EINVAL, "verdict is NULL");
    if (verdict_version(v) != L5R_OK)
        return L5R_EVERSION;
    l5r_judge__verdict(g, a, v);
    return L5R_OK;
}

static int apply_legal(l5r_game *g, const l5r_action *a);

int l5r_game_apply(l5r_game *g, const l5r_action *a, l5r_verdict *v)
{
    GAME_CHECK(g);
    if (!action_ok(a))
        return l5r_errors__error(L5R_EHANDLE, "not an action handle");
    l5r_verdict local;
    if (v == NULL) {
        l5r_verdict_init(&local, L5R_VERDICT_VERSION);
        v = &local;
    } else if (verdict_version(v) != L5R_OK) {
        return L5R_EVERSION;
    }
    l5r_judge__verdict(g, a, v);
    if (!v->legal)
        return gfail(g, L5R_EILLEGAL, "illegal move: %s: %s", v->rule,
                     v->message);
    return apply_legal(g, a);
}

/* Apply a move judged legal in the game as it is. */
static int apply_legal(l5r_game *g, const l5r_action *a)
{
    /* Everything that can fail is done before the state changes. */
    l5r_action canon = *a;
    canon.player = l5r_verdict__actor(g, a);
    if (l5r_events__reserve(g) != L5R_OK)
        return gfail(g, L5R_ENOMEM, "out of memory");
    /* The log keeps the move; its text is made when it is read. */
    g->logacts.v[g->logacts.n++] = canon;
    if (!g->st->window)
        g->st->ntrig = 0; /* what happened before this move is past */
    /* TRG-01: what happens from now on is new for mandatory abilities. */
    g->trig_seen = g->st->ntrig;
    l5r_apply__move(g, &canon);
    l5r_reaction__after_move(g);
    l5r_duel__open(g);       /* DUE-03: a duel challenged in the move begins */
    l5r_discarding__open(g); /* DIS-05: a chosen discard made in it begins */
    l5r_search__open(g);     /* SRC-01: a search made in the move begins */
#ifdef L5R_CHECK_STATE
    char text[256]; /* the move, for the message */
    if (l5r_action_format(text, sizeof text, &canon, NULL) < 0)
        text[0] = '\0';
    check_state(g, text);
#endif
    return L5R_OK;
}

int l5r_game_apply_text(l5r_game *g, const char *text, l5r_verdict *v)
{
    GAME_CHECK(g);
    l5r_action a;
    memset(&a, 0, sizeof a);
    a.tag = L5R_TAG_ACTION;
    int rc = l5r_action_parse(&a, text);
    if (rc != L5R_OK)
        return gfail(g, rc, "%s", l5r_error_message());
    return l5r_game_apply(g, &a, v);
}

int l5r_game_apply_index(l5r_game *g, const l5r_action_list *l, uint32_t i,
                         l5r_verdict *v)
{
    GAME_CHECK(g);
    int rc;
    const l5r_action *a = l5r_legal__move(l, g, i, &rc);
    if (rc == L5R_EHANDLE)
        return l5r_errors__error(rc, "not an action list handle");
    if (rc == L5R_ESTATE)
        return gfail(g, rc, "the list is not of this game's position");
    if (rc != L5R_OK)
        return gfail(g, rc, "no move %u in the list", i);
    if (!l5r_legal__as_listed(l, i))
        return l5r_game_apply(g, a, v); /* written over: judged again */
    /* Listed for the game as it is and unchanged since: the judge found
       it legal, and would again. */
    if (v != NULL && verdict_version(v) != L5R_OK)
        return L5R_EVERSION;
#ifdef L5R_CHECK_STATE
    /* Checked builds judge it all the same: the listing and the judge
       must agree. */
    l5r_verdict check;
    l5r_verdict_init(&check, L5R_VERDICT_VERSION);
    l5r_judge__verdict(g, a, &check);
    if (!check.legal) {
        fprintf(stderr, "l5r: a listed move is judged illegal: %s: %s\n",
                check.rule, check.message);
        abort();
    }
#endif
    if (v != NULL)
        l5r_verdict_init(v, L5R_VERDICT_VERSION);
    return apply_legal(g, a);
}

/* --- history
 * ------------------------------------------------------------------ */

int l5r_game_event(int *kind, uint32_t *player, uint32_t *card, int32_t *value,
                   const l5r_game *g, uint32_t i)
{
    GAME_CHECK(g);
    if (i >= g->events.n)
        return l5r_errors__error(L5R_ENOTFOUND, "no event %u", i);
    const l5r_event *e = &g->events.v[i];
    if (kind != NULL)
        *kind = e->kind;
    if (player != NULL)
        *player = e->player;
    if (card != NULL)
        *card = e->card;
    if (value != NULL)
        *value = e->value;
    return L5R_OK;
}

int l5r_game_events_clear(l5r_game *g)
{
    GAME_CHECK(g);
    g->events.n = 0;
    return L5R_OK;
}

/* The text of the moves the log keeps as they were applied, formatted
   into the log's text at once (so that a text handed out stays where it
   is until the game changes); the log is as it was when out of memory. */
int l5r_game__log_text(const l5r_game *cg)
{
    l5r_game *g = (l5r_game *)(uintptr_t)cg; /* the text is a cache */
    uint32_t n = g->logacts.n;
    if (n == 0)
        return L5R_OK;
    uint32_t text = g->logtext.n, idx = g->logidx.n;
    if (l5r_vec__reserve(&g->mem, &g->logidx, n) != L5R_OK)
        return l5r_errors__nomem();
    for (uint32_t k = 0; k < n; k++) {
        const l5r_action *a = &g->logacts.v[k];
        /* Room for a text of the longest usual length, then (if it is
           longer) for the length it measured. */
        size_t len = LOG_TEXT_ROOM - 1;
        int rc = L5R_EBUFSIZE;
        do {
            if (len >= UINT32_MAX - g->logtext.n ||
                l5r_vec__reserve(&g->mem, &g->logtext, (uint32_t)len + 1) !=
                    L5R_OK) {
                rc = l5r_errors__nomem();
                break;
            }
            rc = l5r_action_format(g->logtext.v + g->logtext.n,
                                   g->logtext.cap - g->logtext.n, a, &len);
        } while (rc == L5R_EBUFSIZE);
        if (rc < 0) {            /* out of memory (a move as applied formats) */
            g->logtext.n = text; /* the log as it was */
            g->logidx.n = idx;
            return rc;
        }
        g->logidx.v[g->logidx.n++] = g->logtext.n;
        g->logtext.n += (uint32_t)len + 1;
    }
    g->logacts.n = 0;
    return L5R_OK;
}

const char *l5r_game_log(const l5r_game *g, uint32_t i)
{
    if (!l5r_game__ok(g) || i >= l5r_game__moves(g) ||
        l5r_game__log_text(g) != L5R_OK)
        return NULL;
    return g->logtext.v + g->logidx.v[i];
}
