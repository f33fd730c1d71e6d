/* SPDX-License-Identifier: MIT */
/*
 * game.h - the game layer (lib/game/): the state and what every rule
 * stands on: the one function that moves cards, events, stats and what
 * a card is, armies, targets, tokens and the Favor, victory, verdicts
 * and the state's invariants. Nothing here calls the mechanics
 * (lib/rules/) or the move pipeline (lib/play/) above it.
 */
#ifndef L5R_GAME_INT_H
#define L5R_GAME_INT_H

#include "game/state.h"

static inline bool l5r_game__ok(const l5r_game *g)
{
    return g != NULL && g->tag == L5R_TAG_GAME;
}

/* A valid action handle? */
static inline bool l5r_game__action_ok(const l5r_action *a)
{
    return a != NULL && a->tag == L5R_TAG_ACTION;
}

/* An empty action: no kind, every field L5R_NO. */
static inline void l5r_game__action_reset(l5r_action *a)
{
    memset(a, 0, sizeof *a);
    a->tag = L5R_TAG_ACTION;
    a->player = a->card = a->ability = a->on = a->value = L5R_NO;
}

/* Return L5R_EHANDLE from the calling function when `a` is no action. */
#define L5R_ACTION_CHECK(a)                                                    \
    do {                                                                       \
        if (!l5r_game__action_ok(a))                                           \
            return l5r_errors__error(L5R_EHANDLE, "not an action handle");     \
    } while (0)

static inline const l5r_cardrec *l5r_game__def(const l5r_game *g, uint32_t card)
{
    return &g->defs[l5r_state__ccards(g->st)[card].def];
}

/* Do two cards have the same title? (Two database cards may share one;
   the freeze gave each title text one string offset.) */
static inline bool l5r_game__same_title(const l5r_game *g, uint32_t a,
                                        uint32_t b)
{
    return l5r_game__def(g, a)->title == l5r_game__def(g, b)->title;
}

/* Targets that are not cards: a player, a player's province, or a token,
   encoded in a target's uint32_t ("target p2", "target p2:3", "target
   t4" in the notation). */
#define L5R_TGT_PLAYER   0xf0000000u
#define L5R_TGT_PROVINCE 0xe0000000u
#define L5R_TGT_TOKEN    0xd0000000u /* | the token's ID (below 2^24) */
static inline bool l5r_game__tgt_is_token(uint32_t t)
{
    return (t & 0xff000000u) == L5R_TGT_TOKEN;
}
static inline uint32_t l5r_game__tgt_token(uint32_t t)
{
    return t & 0x00ffffffu;
}
static inline bool l5r_game__tgt_is_player(uint32_t t)
{
    return (t & 0xff000000u) == L5R_TGT_PLAYER;
}
static inline bool l5r_game__tgt_is_province(uint32_t t)
{
    return (t & 0xff000000u) == L5R_TGT_PROVINCE;
}
static inline uint32_t l5r_game__tgt_player(uint32_t t) /* of either kind */
{
    return l5r_game__tgt_is_player(t) ? (t & 0xffu) : ((t >> 8) & 0xffu);
}
static inline uint32_t l5r_game__tgt_province(uint32_t t)
{
    return t & 0xffu;
}

static inline int64_t l5r_game__opt(const l5r_game *g, int param)
{
    return g->opts.v[param];
}

void l5r_options__defaults(l5r_options *o);
/* Every parameter within its range? */
bool l5r_options__valid(const l5r_options *o);

/* --- invariants (invariants.c) ------------------------------------------ */
/* NULL when the state of `g` (its db and options set), a block of `size`
   bytes, is a state this engine could be in: every index in range, every
   enum known, the decision consistent with the phase and step, every card
   where its zone says. Otherwise a message naming the first field that is
   not, written to `buf`. Checks each field before anything relies on it,
   and reads only the `size` bytes. (The zone order numbers, `seq`, only
   order cards; any values are safe.) */
const char *l5r_invariants__state_check(const l5r_game *g, size_t size,
                                        char *buf, size_t cap);

/* Limits no real game comes near, which the engine keeps so that the
   invariants hold after any move from any valid state: Family Honor and
   gold stay within +-L5R_MAX_COUNT (a change saturates), and the game
   ends, as at a turn limit, after turn L5R_MAX_TURNS. */
#define L5R_MAX_COUNT (1 << 24)
#define L5R_MAX_TURNS 1000000u
static inline int32_t l5r_game__add_count(int32_t v, int32_t delta)
{
    int64_t r = (int64_t)v + delta;
    return r > L5R_MAX_COUNT    ? L5R_MAX_COUNT
           : r < -L5R_MAX_COUNT ? -L5R_MAX_COUNT
                                : (int32_t)r;
}

/* --- events (events.c) ------------------------------------------------- */
/* Events per move the game keeps room for (l5r_events__reserve). */
#define L5R_EVENTS_PER_MOVE 1024
/* Record an event; room was reserved before the move began. */
void l5r_events__record(l5r_game *g, int kind, uint32_t player, uint32_t card,
                        int32_t value);
/* Reserve room for the events and the log line of one move. */
int l5r_events__reserve(l5r_game *g);
/* Record what happened, for a Reaction to answer (at most 8 a window). */
void l5r_events__trigger(l5r_game *g, uint8_t kind, uint32_t player,
                         uint32_t card);
/* The same with a value (the phase of a phase event, TRG-10); a trigger
   of TRG-09 .. TRG-11 is kept only when some card answers it. */
void l5r_events__trigger_at(l5r_game *g, uint8_t kind, uint32_t player,
                            uint32_t card, uint8_t value);
/* The triggers (a bit per l5r_trigger) some ability of the game's cards
   answers: a card whose trig_kinds meets none of what happened has no
   Reaction to it. */
uint64_t l5r_events__react_kinds(const l5r_game *g);
/* INT-03: something is about to happen: the mandatory Interrupts to it
   resolve now, inline, through this table (filled in rules/mandatory.c). */
typedef struct l5r_interrupts {
    void (*resolve)(l5r_game *g, const l5r_trigst *t);
} l5r_interrupts;
extern const l5r_interrupts l5r_mandatory__interrupts;
void l5r_events__before(l5r_game *g, uint8_t kind, uint32_t player,
                        uint32_t card, uint8_t value);
/* INT-04: is some optional Interrupt written for this event (the engine
   then holds it for a window)? */
bool l5r_events__holdable(l5r_game *g, uint8_t kind, uint8_t value);
/* TRG-01: bit k when some card of this game has a mandatory Reaction
   (not an Interrupt) to trigger kind k. */
uint64_t l5r_events__mandatory_answers(l5r_game *g);
/* INT-04: keep, flagged L5R_TF_BEFORE, what is about to happen, for the
   window that opens before it. Returns false when the list is full. */
bool l5r_events__hold(l5r_game *g, uint8_t kind, uint32_t player, uint32_t card,
                      uint8_t value);

/* --- the RNG (zones.c) -------------------------------------------------- */
void l5r_zones__rng_seed(l5r_state *s, uint64_t seed);
uint32_t l5r_zones__rng_below(l5r_state *s, uint32_t n); /* uniform in [0, n) */

/* --- zones (zones.c): the one place cards move ------------------------- */
/*
 * Move a card to `zone` of its owner (in play: to `location` of its
 * controller). Leaving play removes its tokens (TOK-07) and discards what
 * is attached to it; a Personality is never face-down in a discard pile
 * (NIN-06); a created card that leaves play ceases to exist.
 */
void l5r_zones__move(l5r_game *g, uint32_t card, uint8_t zone,
                     uint8_t location);
/* The top card of a player's deck (lowest seq), or L5R_NO. */
uint32_t l5r_zones__top(const l5r_game *g, uint32_t player, uint8_t zone);
/* Draw a Fate card; false if the deck is empty. */
bool l5r_zones__draw(l5r_game *g, uint32_t player);
/* Fill an empty province face-down from the Dynasty deck. */
void l5r_zones__refill(l5r_game *g, uint32_t player, uint8_t province);
/* Whether `viewer` (L5R_NO: a spectator) may see the card's face (NIN-03:
   a face-down card in play by its controller only; a face-down province
   card and the decks by nobody; a hand by its owner). */
bool l5r_zones__sees(const l5r_state *s, uint32_t card, uint32_t viewer);
/* The deck zone of a search's `deck` word (l5r_search_deck). */
static inline uint8_t l5r_game__search_zone(uint8_t deck)
{
    return deck == L5R_SEARCH_DYNASTY ? L5R_ZONE_DYNASTY_DECK
                                      : L5R_ZONE_FATE_DECK;
}
/* SRC-09 (a reading): the state's search_of for a search with `player`
   by player p: 0 for his own deck, else 1 + the next player in turn
   order (the only opponent in a game of two). */
static inline uint8_t l5r_game__search_of(uint8_t player, uint32_t p,
                                          uint32_t nplayers)
{
    return player == L5R_WHO_OPPONENT && nplayers > 0
               ? (uint8_t)((p + 1) % nplayers + 1)
               : 0;
}
/* SRC-09: whose deck a search under way looks through. */
static inline uint32_t l5r_game__search_owner(const l5r_state *s)
{
    return s->search_of != 0 ? (uint32_t)s->search_of - 1u : s->search_player;
}
/* SRC-01: is the card among those a search under way looks through? */
bool l5r_zones__searched(const l5r_state *s, uint32_t card);
/* The card in a province, or L5R_NO. */
uint32_t l5r_zones__in_province(const l5r_game *g, uint32_t player,
                                uint8_t prov);
void l5r_zones__shuffle(l5r_game *g, uint32_t player, uint8_t zone);
void l5r_zones__bow(l5r_game *g, uint32_t card);
/* Destroy a card in play: to its owner's discard pile (dead, if a
   Personality). */
void l5r_zones__destroy(l5r_game *g, uint32_t card);
/* End the lasting effects that last until `until` (l5r_until), and
   reclaim the slots of those already ended (their card left play). */
void l5r_zones__end_lasting(l5r_game *g, uint8_t until);
/* Reclaim the slots of the lasting effects already ended. */
void l5r_zones__reclaim_lasting(l5r_game *g);
/* End the effects that last until `player`'s next turn, as it starts
   (and those of players who have lost) (DUR-01). */
void l5r_zones__end_next_turn(l5r_game *g, uint32_t player);
void l5r_zones__straighten(l5r_game *g, uint32_t card);
/* Change Family Honor: no change for a Shadowlands Horde player (SHD-02). */
void l5r_zones__honor(l5r_game *g, uint32_t player, int32_t delta);
uint32_t l5r_zones__count(const l5r_game *g, uint32_t player, uint8_t zone);

/* --- stats (stats.c): one function per stat ------------------------------ */
/* A card's current stat; *has says whether it has that stat at all. */
int32_t l5r_stats__stat(const l5r_game *g, uint32_t card, int stat, bool *has);
int32_t l5r_stats__province_strength(const l5r_game *g, uint32_t player,
                                     uint8_t prov);
/* Does a card of this definition in play change other cards' stats (a
   continuous ability, an Item, a Ring)? Such cards are g->src's. */
static inline bool l5r_game__stat_source(const l5r_cardrec *d)
{
    return d->cont_kinds != 0 || d->type == L5R_TYPE_ITEM ||
           d->type == L5R_TYPE_ANCESTOR || d->type == L5R_TYPE_RING;
}
/* The cards in play that are sources (g->src), made if need be; NULL when
   there are more than L5R_MAX_SOURCES (the callers then read every
   card). */
const l5r_sources *l5r_stats__sources(const l5r_game *g);
/* The same, when it is made for the state as it is: read without a call
   (l5r_stats__sources makes it otherwise). */
static inline const l5r_sources *l5r_game__sources(const l5r_game *g)
{
    const l5r_sources *src = &g->src;
    if (src->st == g->st && src->ncards == g->st->ncards)
        return src->n == UINT32_MAX ? NULL : src;
    return l5r_stats__sources(g);
}
/* The zone index (state.h), made if need be; NULL for a game of more
   than L5R_ZIX_CARDS cards or L5R_ZIX_PLAYERS players. */
const l5r_zoneindex *l5r_zones__index(const l5r_game *g);
/* The same, read without a call when it is made for the state as it is
   (a made index is for a game within the bounds). */
static inline const l5r_zoneindex *l5r_game__zix(const l5r_game *g);
/* Moves applied since the game began (the move log's length, its text
   made or not). */
static inline uint32_t l5r_game__moves(const l5r_game *g)
{
    return g->logidx.n + g->logacts.n;
}
static inline const l5r_zoneindex *l5r_game__zix(const l5r_game *g)
{
    if (g->zix.st == g->st && g->zix.ncards == g->st->ncards)
        return &g->zix;
    return l5r_zones__index(g);
}
/* Bit word w of the index's sets: every player's cards in the zones of
   the mask `zones` (a bit per l5r_zone). */
static inline uint64_t l5r_game__zix_word(const l5r_zoneindex *x,
                                          uint32_t nplayers, uint32_t zones,
                                          uint32_t w)
{
    uint64_t m = 0;
    for (uint32_t zs = zones; zs != 0; zs &= zs - 1) {
        uint32_t z = (uint32_t)__builtin_ctz(zs);
        for (uint32_t q = 0; q < nplayers; q++)
            m |= x->own[q][z][w];
    }
    return m;
}
/* Append the cards of bit word w (its set bits m) to out[n..], in card
   order; the new count. */
static inline uint32_t l5r_game__zix_bits_out(uint64_t m, uint32_t w,
                                              uint32_t *out, uint32_t n)
{
    for (; m != 0; m &= m - 1)
        out[n++] = w * 64 + (uint32_t)__builtin_ctzll(m);
    return n;
}
/* The first card at or after `from` in a bit set of the index, or L5R_NO. */
uint32_t l5r_zones__next(const uint64_t *bits, uint32_t words, uint32_t from);
/* NULL if g->zix is not made or equals a fresh one; otherwise what
   differs (the state check). */
const char *l5r_zones__index_check(const l5r_game *g, char *buf, size_t cap);
/* Card `card`, in play, is now controlled by `player` (the zone index
   follows). */
void l5r_zones__set_controller(l5r_game *g, uint32_t card, uint32_t player);
/* Card `card` entered play (`in`) or left it: keep g->src (zones.c). */
void l5r_stats__moved(l5r_game *g, uint32_t card, bool in);
/* Forget g->src and g->zix (they are made again on next use). */
void l5r_stats__forget(l5r_game *g);
/* NULL if g->src is not made or equals a fresh recomputation; otherwise
   what differs (the state check). */
const char *l5r_stats__sources_check(const l5r_game *g, char *buf, size_t cap);

/* --- what a card is (profile.c) ------------------------------------------ */
/* The keyword rule on an in-game card (tokens' titles never count: TOK-08;
   a face-down Ninjutsu Personality has only the Ninja trait: NIN-01).
   `kw` is a keyword id of the database (cards.h: L5R__KWID_* for the
   engine's own, l5r_cards__kw for a card's, a filter's or a condition's);
   a game term (KEY-02) or L5R_NONE is no card's keyword. */
bool l5r_profile__has_keyword(const l5r_game *g, uint32_t card, uint32_t kw);
/* A Legacy Holding (CORE-61): a Holding with the Legacy keyword. */
bool l5r_profile__is_legacy(const l5r_game *g, uint32_t card);
bool l5r_profile__is_ninjutsu(const l5r_game *g, uint32_t card);
/* The card's printed Ninjutsu value (0: none; NIN-07, CST-01). */
int32_t l5r_profile__ninjutsu_value(const l5r_game *g, uint32_t card);
/* NIN-01: face-down in play or in a province, it is this profile. */
bool l5r_profile__face_down_ninja(const l5r_game *g, uint32_t card);
int32_t l5r_profile__ninja_stat(int stat, bool *has);
bool l5r_profile__is_formation(const l5r_game *g, uint32_t card);
bool l5r_profile__is_delayed_terrain(const l5r_game *g, uint32_t card);
/* FRM-03, FRM-04: is `formation` formed by `player`'s army at `location`? */
bool l5r_profile__formed(const l5r_game *g, uint32_t formation, uint32_t player,
                         uint8_t location);
/* CORE-45: the Personality and all his Followers have Cavalry. */
bool l5r_profile__is_cavalry(const l5r_game *g, uint32_t unit);
/* Is the card of a filter's `type` (l5r_sel_type)? Provinces, players
   and tokens are not cards: never. */
static inline bool l5r_game__sel_type(const l5r_game *g, uint32_t card,
                                      uint8_t sel)
{
    uint8_t t = l5r_game__def(g, card)->type;
    switch (sel) {
    case L5R_SEL_PERSONALITY:
    case L5R_SEL_UNIT:
        return t == L5R_TYPE_PERSONALITY;
    case L5R_SEL_FOLLOWER:
        return t == L5R_TYPE_FOLLOWER;
    case L5R_SEL_ITEM:
        return t == L5R_TYPE_ITEM;
    case L5R_SEL_SPELL:
        return t == L5R_TYPE_SPELL;
    case L5R_SEL_HOLDING:
        return t == L5R_TYPE_HOLDING;
    case L5R_SEL_RING:
        return t == L5R_TYPE_RING;
    case L5R_SEL_CARD:
        return true;
    default:
        return false; /* provinces, players and tokens are not card IDs */
    }
}

/* A filter's bowed, face_down, attacking and defending against a card's
   state: NULL if they fit, or why not. */
static inline const char *l5r_game__sel_state(const l5r_cardst *c,
                                              const l5r_selrec *sel)
{
    if (sel->bowed != -1 &&
        (sel->bowed == 1) != ((c->flags & L5R_CF_BOWED) != 0))
        return sel->bowed ? "it is not bowed" : "it is bowed";
    if (sel->face_down != -1 &&
        (sel->face_down == 1) != ((c->flags & L5R_CF_FACE_DOWN) != 0))
        return sel->face_down ? "it is face-up" : "it is face-down";
    if (sel->attacking != -1 &&
        (sel->attacking == 1) != ((c->flags & L5R_CF_ATTACKING) != 0))
        return sel->attacking ? "it is not attacking" : "it is attacking";
    if (sel->defending != -1 &&
        (sel->defending == 1) != ((c->flags & L5R_CF_DEFENDING) != 0))
        return sel->defending ? "it is not defending" : "it is defending";
    return NULL;
}
/* A filter's dishonorable, keywords, not_keywords and title against a
   card: NULL if they fit, or why not. */
const char *l5r_profile__sel_traits(const l5r_game *g, uint32_t card,
                                    const l5r_selrec *sel);
/* A filter read of a card out of play (a search's `find`, what a Gold
   Cost change or restricted gold is for): its type, its traits and its
   printed Force, Chi and Personal Honor. NULL if it fits, or why not. */
const char *l5r_profile__sel_printed(const l5r_game *g, uint32_t card,
                                     const l5r_selrec *sel);

/* --- armies at the battlefields (armies.c) ------------------------------ */
/* Is a battle being fought (Engage or Combat)? */
static inline bool l5r_game__in_battle(const l5r_state *s)
{
    return s->phase == L5R_PHASE_ATTACK && s->battlefield != 0 &&
           (s->step == L5R_STEP_ENGAGE || s->step == L5R_STEP_COMBAT);
}
void l5r_armies__unit_move(l5r_game *g, uint32_t unit, uint8_t location);
/* An army's total Force at a battlefield (CORE-49), its parts and total
   told as events (L5R_EV_FORCE, L5R_EV_ARMY). */
int32_t l5r_armies__army_force(l5r_game *g, uint32_t player, uint8_t bf);
bool l5r_armies__present(const l5r_game *g, uint32_t player, uint8_t bf);
bool l5r_armies__battle_due(const l5r_game *g, uint8_t bf);
/* The Personality whose unit a card in play is in, or L5R_NO. */
uint32_t l5r_armies__unit_of(const l5r_game *g, uint32_t card);

/* --- abilities and their targets (targets.c) ----------------------------- */
/* The ability record of a use, or NULL. */
const l5r_abilrec *l5r_targets__ability(const l5r_game *g, const l5r_action *a);
/* GRA-02, GRA-05: the abilities a card in play has been given, after its
   own (ability abil_count + k is the k-th): by lasting give_ability
   effects in the order given, then by the continuous ones of the cards
   attached to it in card order; each ability once. How many, and the
   k-th (NULL: none). */
uint32_t l5r_targets__granted_count(const l5r_game *g, uint32_t card);
const l5r_abilrec *l5r_targets__granted(const l5r_game *g, uint32_t card,
                                        uint32_t k);
/* May any card have been given an ability now? False: granted_count is 0
   for every card (a test for a whole listing, not a card at a time). */
bool l5r_targets__may_grant(const l5r_game *g);
/* The cards that may have been given an ability, a bit each in `out`
   (L5R_GIVEN_WORDS words): those given one lasting (GRA-02) and the
   bearers of the face-up cards in play that may give one while attached
   (GRA-05). Every card whose l5r_targets__granted_count is not 0 is among
   them. One pass over the cards (those the zone index says may give,
   when there is one). False, and `out` untouched, when the game has more
   cards than the words hold: then any card may be. */
#define L5R_GIVEN_WORDS 16
bool l5r_targets__may_be_given(const l5r_game *g, uint64_t *out);
/* The one target filter: may `target` be chosen for `sel` by `player`,
   using `source`? On false, *why and *rule say why. */
bool l5r_targets__ok(const l5r_game *g, uint32_t player, uint32_t source,
                     const l5r_selrec *sel, uint32_t target, const char **why,
                     const char **rule);
/* How many distinct legal targets `sel` has now. */
uint32_t l5r_targets__legal_count(const l5r_game *g, uint32_t player,
                                  uint32_t source, const l5r_selrec *sel);
/* The Personality a card is attached to, or the card itself. */
uint32_t l5r_targets__bearer(const l5r_game *g, uint32_t card);
/* A negate effect of a Reaction to being targeted: the waiting ability
   has no effect on the reacting card (or its bearer). */
void l5r_targets__negate_for(l5r_game *g, uint32_t card);
/* Continuous effects of the cards in play on a card's stat (stats.c). */
int32_t l5r_stats__continuous(const l5r_game *g, uint32_t card, uint8_t kind);
/* GLD-03: the produce_for effect that makes a card's gold restricted
   (1 + its index in the database's effects), or 0. */
uint32_t l5r_stats__produce_for(const l5r_game *g, uint32_t card);
/* An amount expression (1 + its index in db->amts) as `player` reads it
   now (AMT-01 .. AMT-04): `self` is the ability's card (L5R_NO: none),
   `target` the move's first target (a card, a player: L5R_NO if none). */
int32_t l5r_stats__amount(const l5r_game *g, uint32_t expr, uint32_t player,
                          uint32_t self, uint32_t target);
/* DUE-05: as a duel's outcome resolves, the cards `who` names
   (L5R_WHO_WINNER: its winner; L5R_WHO_LOSER: its losers, both duelists
   in a lost tie); none otherwise. Returns how many. */
uint32_t l5r_stats__duelists(const l5r_game *g, uint8_t who, uint32_t out[2]);
/* PRV-01 .. PRV-03: does a lasting or continuous `cannot` keep `what`
   (l5r_cannot) from the card? */
bool l5r_stats__cannot(const l5r_game *g, uint32_t card, uint8_t what);
/* PRV-08: does a lasting `cannot` keep `what` (l5r_cannot: only
   L5R_CANNOT_DESTROYED) from player's province prov? It is kept as a
   lasting effect on no card (card L5R_NO, the province's target code in
   its str). */
bool l5r_stats__province_cannot(const l5r_game *g, uint32_t player,
                                uint8_t prov, uint8_t what);
/* PRV-05 .. PRV-07: does a lasting or continuous `player_cannot` keep
   `what` (l5r_player_cannot) from the player? A lasting one is kept as a
   lasting effect on no card (card L5R_NO, the player in its str). */
bool l5r_stats__player_cannot(const l5r_game *g, uint32_t player, uint8_t what);
/* Do the ability's conditions hold (CND-01, CND-02)? With `target`
   L5R_NO, those that do not read the target; otherwise only those that
   do (the others were judged before the move's target was looked at). */
bool l5r_stats__conditions(const l5r_game *g, const l5r_abilrec *ab,
                           uint32_t player, uint32_t self, uint32_t target);

/* --- who plays on, loses and wins (victory.c) ---------------------------- */
/* Victory and loss checks that apply at any time. */
void l5r_victory__check(l5r_game *g);
/* A player loses; the last one standing wins. */
void l5r_victory__lose(l5r_game *g, uint32_t p, int victory);
uint32_t l5r_victory__alive_count(const l5r_state *s);
uint32_t l5r_victory__next_alive(const l5r_state *s, uint32_t p);
void l5r_victory__end_game(l5r_game *g, uint32_t winner, int victory);

/* --- tokens and the Favor (tokens.c, favor.c) ----------------------------- */
int l5r_tokens__game_handles(l5r_game *g);
void l5r_tokens__game_handles_free(l5r_game *g);
uint32_t l5r_tokens__create(l5r_game *g, uint32_t source, uint32_t card,
                            uint8_t player, uint8_t prov, uint32_t title,
                            const int16_t mods[3]);
void l5r_tokens__remove(l5r_game *g, uint32_t id);
void l5r_tokens__transfer(l5r_game *g, uint32_t id, uint32_t card);
bool l5r_tokens__titled(const l5r_game *g, uint32_t id, uint32_t title);
void l5r_favor__take(l5r_game *g, uint32_t player, uint32_t source);
void l5r_favor__discard(l5r_game *g, uint32_t source);

/* The keywords the rules engine asks about are cards/cards.h's
   L5R__KW_* (their normal forms) and L5R__KWID_* (their ids). */

/* --- verdicts (verdict.c)
 * -----------------------------------------------------
 */
/*
 * A judgement in progress: the game, who acts, the move, and the verdict
 * it fills. A quiet judgement (the legal-move listing's) is read only for
 * legal or not: a refusal records its reason but formats no rule or
 * message, and cards are not named. n1 and n2 hold the card names a
 * message quotes.
 */
typedef struct l5r_judging {
    const l5r_game *g;
    const l5r_state *s;
    const l5r_action *a;
    l5r_verdict *v;
    uint32_t p; /* the actor */
    bool quiet;
    char n1[96], n2[96];
} l5r_judging;

/* Who makes the move: its player, or whoever must act. */
uint32_t l5r_verdict__actor(const l5r_game *g, const l5r_action *a);
/* Start a judgement of `a` by `p`: the verdict says legal until a check
   refuses. */
void l5r_verdict__judging_init(l5r_judging *j, const l5r_game *g,
                               const l5r_action *a, l5r_verdict *v, bool quiet);
/* Refuse the move: the reason, the rule ID and a message (the first
   refusal stands). Returns false, so a check can end with it. A quiet
   judgement keeps only the reason: the rule and the message, and the
   arguments of the message, are not even evaluated
   (l5r_verdict__deny_loud is the refusal of a judgement that is not). */
bool l5r_verdict__deny_loud(l5r_judging *j, int reason, const char *rule,
                            const char *fmt, ...) L5R_PRINTF(4, 5);
static inline bool l5r_game__deny_quiet(l5r_judging *j, int reason)
{
    if (j->v->legal) { /* the first refusal stands */
        j->v->legal = 0;
        j->v->reason = reason;
    }
    return false;
}
#define l5r_verdict__deny(j, reason, rule, ...)                                \
    ((j)->quiet ? l5r_game__deny_quiet((j), (reason))                          \
                : l5r_verdict__deny_loud((j), (reason), (rule), __VA_ARGS__))
/* CORE-29: the move names a card that exists. */
bool l5r_verdict__card_exists(l5r_judging *j, uint32_t card);
/* Can `player` see the face of `card`? (Hidden information.) */
bool l5r_verdict__visible(const l5r_game *g, uint32_t player, uint32_t card);
/* A card's name for the judgement's message: "#12 (Hida Kuroda)", or just
   "#12" when the actor may not see it; "" for a quiet judgement. */
const char *l5r_verdict__card_name(const l5r_judging *j, uint32_t card,
                                   char *buf, size_t cap);

/* A deck's problems for a game's options, or 0 (deck.c). */
int l5r_deck_check__deck_check(l5r_deck *deck, int format, int64_t min_dynasty,
                               int64_t min_fate);

#endif
