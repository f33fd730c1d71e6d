/* SPDX-License-Identifier: MIT */
/**
 * @file l5r/game.h
 * @brief A game: creation, the turn sequence, the pending decision,
 * validation and application of moves, legal moves, queries, events,
 * per-player views, clone, hash, save and load.
 *
 * A game is a pure state machine: it never calls back into the client.
 * Whatever the rules ask of a player is a pending decision
 * (l5r_game_decision()), answered with a move. l5r_game_validate() never
 * changes the game; l5r_game_apply() either applies a legal move entirely
 * or leaves the game byte-identical (l5r_game_hash() unchanged).
 *
 * In-game objects are named by stable uint32_t IDs: cards (`#N` in the
 * notation) and players (0-based in the API, p1..pN in the notation). IDs
 * mean the same in a clone, a saved game and a log.
 *
 * A game uses its card database read-only; the database must outlive it.
 * One thread at a time per game.
 */
#ifndef L5R_GAME_H
#define L5R_GAME_H

#include "common.h"
#include "alloc.h"
#include "action.h"
#include "deck.h"
#include "options.h"

L5R_BEGIN_DECLS

/** Phases of a turn (pinned values). */
typedef enum l5r_phase {
    L5R_PHASE_NONE = 0,
    L5R_PHASE_STRAIGHTEN = 1,
    L5R_PHASE_EVENTS = 2,
    L5R_PHASE_ACTION = 3,
    L5R_PHASE_ATTACK = 4,
    L5R_PHASE_DYNASTY = 5,
    L5R_PHASE_END = 6,
    L5R_PHASE_GAME_OVER = 7
} l5r_phase;

/** What kind of choice is pending (pinned values). */
typedef enum l5r_decision_kind {
    L5R_DECIDE_NONE = 0,         /**< the game is over */
    L5R_DECIDE_ACTION = 1,       /**< take an action or pass (Action phase) */
    L5R_DECIDE_DYNASTY = 2,      /**< recruit, produce gold, discard, or pass */
    L5R_DECIDE_ATTACK = 3,       /**< declare an attack or pass */
    L5R_DECIDE_ASSIGN = 4,       /**< assign units to battlefields or pass */
    L5R_DECIDE_BATTLE = 5,       /**< a Battle action or pass */
    L5R_DECIDE_DISCARD = 6,      /**< discard down to the maximum hand size */
    L5R_DECIDE_YU = 7,           /**< use Yu or pass (YU-04) */
    L5R_DECIDE_TERRAIN = 8,      /**< choose Delayed Terrain targets (DTR-02) */
    L5R_DECIDE_REACTION = 9,     /**< react or pass */
    L5R_DECIDE_BATTLEFIELD = 10, /**< the Attacker picks the next battle */
    L5R_DECIDE_ENGAGE = 11,      /**< an Engage ability or pass */
    L5R_DECIDE_REVEALED = 12,    /**< the targets of a revealed Event */
    L5R_DECIDE_LEGACY = 13, /**< a free Legacy Holding from the deck, or pass */
    L5R_DECIDE_DUEL = 14,   /**< focus a card or strike (DUE-03) */
    L5R_DECIDE_SEARCH = 15, /**< take a card searched for, or pass (SRC-01) */
    /** discard a card of your choice from your hand (DIS-05) */
    L5R_DECIDE_CHOSEN_DISCARD = 16
} l5r_decision_kind;

/** How a game ended (pinned values). */
typedef enum l5r_victory {
    L5R_VICTORY_NONE = 0,
    L5R_VICTORY_HONOR = 1,
    L5R_VICTORY_DISHONOR = 2, /**< the others lost by dishonor */
    L5R_VICTORY_MILITARY = 3,
    L5R_VICTORY_ENLIGHTENMENT = 4,
    L5R_VICTORY_TURN_LIMIT = 5 /**< no winner: the turn limit was reached */
} l5r_victory;

/** Zones (pinned values). */
typedef enum l5r_zone {
    L5R_ZONE_NONE = 0, /**< a created card that ceased to exist */
    L5R_ZONE_DYNASTY_DECK = 1,
    L5R_ZONE_FATE_DECK = 2,
    L5R_ZONE_HAND = 3,
    L5R_ZONE_PROVINCE = 4,
    L5R_ZONE_PLAY = 5, /**< in play: at home or at a battlefield */
    L5R_ZONE_DYNASTY_DISCARD = 6,
    L5R_ZONE_FATE_DISCARD = 7,
    L5R_ZONE_REMOVED = 8
} l5r_zone;

/**
 * The names of the enum values above and of l5r_event_kind, as the JSON
 * views spell them ("game_over", "dynasty_discard", ...): static strings,
 * or NULL for a value the library does not know. They never fail.
 */
/** The name of an l5r_phase ("attack"), or NULL for an unknown value. */
L5R_API const char *l5r_phase_name(int phase);
/** The name of an l5r_decision_kind ("reaction"), or NULL for an unknown
    value. */
L5R_API const char *l5r_decision_name(int kind);
/** The name of an l5r_victory ("honor"), or NULL for an unknown value. */
L5R_API const char *l5r_victory_name(int victory);
/** The name of an l5r_zone ("dynasty_discard"), or NULL for an unknown
    value. */
L5R_API const char *l5r_zone_name(int zone);
/** The name of an l5r_event_kind ("favor"), or NULL for an unknown
    value. */
L5R_API const char *l5r_event_name(int kind);

/* --- life cycle ------------------------------------------------------------
 */

/**
 * Create a game in `*out`: `nplayers` decks (two or more), checked for the
 * format unless L5R_PARAM_CHECK_DECKS is 0, then set up as the rules brief says
 * (Stronghold, Sensei, Wind in play; decks shuffled with the seed;
 * provinces filled; starting hands; Family Honor; first player).
 * `opts` and `alloc` may be NULL (defaults); both are copied, but
 * `alloc->ud` must outlive the game. The game uses `db` read-only and
 * does not keep the decks. Free with l5r_game_free(). Returns L5R_OK;
 * L5R_EINVAL for a NULL `out` or `decks`, or a player count out of range;
 * L5R_EHANDLE for a wrong database, options or deck handle; L5R_EVERSION
 * for an allocator of another version; L5R_EFROZEN (database not
 * frozen); L5R_ESTATE (an illegal deck: the message names the first
 * problem and its rule ID); L5R_ELIMIT; L5R_ENOMEM. The thread's last
 * error says why; `*out` is NULL on failure.
 */
L5R_API int l5r_game_new(l5r_game **out, const l5r_carddb *db,
                         const l5r_options *opts, l5r_deck *const *decks,
                         uint32_t nplayers, const l5r_allocator *alloc);
/** Free a game and everything it owns. NULL or another handle: nothing.
    Its lists, saves and views stay valid (they do not refer to it). */
L5R_API void l5r_game_free(l5r_game *g);

/**
 * An independent copy of the game's state and options in `*out` (same
 * card database, same allocator): an allocation and a memcpy. The
 * history (events, the move log) stays with the original; save and load
 * keep the move log. Returns L5R_OK; L5R_EINVAL for a NULL `out`;
 * L5R_EHANDLE for a NULL or wrong `g`; L5R_ENOMEM. `*out` is NULL on
 * failure.
 */
L5R_API int l5r_game_clone(l5r_game **out, const l5r_game *g);

/**
 * The message of the game's last error ("" if none), owned by the game
 * and valid until its next failing call. For a NULL or wrong handle, a
 * static "not a game handle". Never NULL.
 */
L5R_API const char *l5r_game_errmsg(const l5r_game *g);

/** The card database the game was made with (borrowed), or NULL for a
    NULL or wrong handle. */
L5R_API const l5r_carddb *l5r_game_carddb(const l5r_game *g);

/* --- state ---------------------------------------------------------------- */

/*
 * The getters below return "nothing" for a NULL or wrong handle: 0 for a
 * number or a count, L5R_NO_ID for a player, L5R_EHANDLE for an int. All
 * but l5r_game_hash() and l5r_game_state_size() also set the thread's last
 * error (L5R_EHANDLE).
 */

/**
 * A 64-bit hash of the whole game state (0 for a bad handle): equal
 * states, equal hashes; a change confined to one 8-byte word of the state
 * always changes it, and other states differ but for chance. The value is
 * the same on every platform and build; game logs' end lines record it.
 *
 * The state is a block of n bytes (l5r_game_state_size(); the engine
 * zeroes what no field holds). Read it as 64-bit words in little-endian
 * order, whatever the host's, the last 1 to 7 bytes (if any) zero-extended
 * into one last word. Word k goes to lane k mod 4; the lanes start at
 * v0 = 0x243f6a8885a308d3, v1 = 0x13198a2e03707344,
 * v2 = 0xa4093822299f31d0, v3 = 0x082efa98ec4e6c89, and each word w
 * updates its lane v as
 *
 *     v = rotl64((v ^ w) * 0x9e3779b97f4a7c15, 29)      (mod 2^64)
 *
 * Then h = rotl64(v0, 1) + rotl64(v1, 7) + rotl64(v2, 12) +
 * rotl64(v3, 18) + n, finished with murmur3's fmix64: h ^= h >> 33;
 * h *= 0xff51afd7ed558ccd; h ^= h >> 33; h *= 0xc4ceb9fe1a85ec53;
 * h ^= h >> 33.
 *
 * Changed in 0.1.0: before, it was FNV-1a 64 over the bytes one at a
 * time; the same state now hashes to another value, so an end line written
 * by an older l5r play no longer matches.
 */
L5R_API uint64_t l5r_game_hash(const l5r_game *g);
/** Size in bytes of the game state (what clone copies); 0 for a NULL or
    wrong handle. */
L5R_API size_t l5r_game_state_size(const l5r_game *g);
/** How many players the game has (2 or more; 0 for a NULL or wrong
    handle). */
L5R_API uint32_t l5r_game_player_count(const l5r_game *g);
/** Turn number (1 = the first turn; 0 for a NULL or wrong handle). */
L5R_API uint32_t l5r_game_turn(const l5r_game *g);
/** The player whose turn it is (0-based), or L5R_NO_ID for a NULL or
    wrong handle. */
L5R_API uint32_t l5r_game_active_player(const l5r_game *g);
/** The current l5r_phase, or L5R_EHANDLE for a NULL or wrong handle. */
L5R_API int l5r_game_phase(const l5r_game *g);
/** 1 if the game is over, 0 if not, L5R_EHANDLE for a NULL or wrong
    handle. */
L5R_API int l5r_game_is_over(const l5r_game *g);
/** The winner's index, or L5R_NO_ID (no winner yet, a draw, or a NULL or
    wrong handle). */
L5R_API uint32_t l5r_game_winner(const l5r_game *g);
/** An l5r_victory: how the game ended (L5R_VICTORY_NONE while it goes
    on); L5R_EHANDLE for a NULL or wrong handle. */
L5R_API int l5r_game_victory(const l5r_game *g);

/**
 * The pending decision: who must act (`*player`; L5R_NO_ID once the game
 * is over) and the kind of choice (`*kind`, an l5r_decision_kind;
 * L5R_DECIDE_NONE once over). Either pointer may be NULL. Returns L5R_OK,
 * or L5R_EHANDLE for a NULL or wrong `g` (the outputs are then unchanged).
 */
L5R_API int l5r_game_decision(uint32_t *player, int *kind, const l5r_game *g);

/* --- players ----------------------------------------------------------------
 */

/*
 * A player who does not exist is L5R_EINVAL in the thread's last error
 * and gives 0; so does a NULL or wrong game handle, with L5R_EHANDLE.
 */

/** The player's Family Honor (0 for a player who does not exist or a
    NULL or wrong handle: see the thread's last error). */
L5R_API int32_t l5r_game_player_honor(const l5r_game *g, uint32_t player);
/** The player's gold in the pool (0 for a player who does not exist or a
    NULL or wrong handle: see the thread's last error). */
L5R_API int32_t l5r_game_player_gold(const l5r_game *g, uint32_t player);
/** The player's restricted gold (GLD-03): gold that pays only the Gold
    Costs of the cards its producers name, spent before the pool of
    l5r_game_player_gold() and lapsing with it; the total of his kinds
    (at most two, GLD-05). 0 for a player who does not exist or a NULL or
    wrong handle: see the thread's last error. The JSON view tells each
    kind apart (`restricted_gold`). */
L5R_API int32_t l5r_game_player_restricted_gold(const l5r_game *g,
                                                uint32_t player);
/** Cards the player has in a zone (an l5r_zone); 0 for an unknown zone, a
    player who does not exist or a NULL or wrong handle. */
L5R_API uint32_t l5r_game_player_zone_count(const l5r_game *g, uint32_t player,
                                            int zone);
/** How many of the player's provinces are not destroyed; 0 for a player
    who does not exist or a NULL or wrong handle. */
L5R_API uint32_t l5r_game_player_province_count(const l5r_game *g,
                                                uint32_t player);

/* --- cards ------------------------------------------------------------------
 */

/*
 * A card ID that does not exist is L5R_ENOTFOUND in the thread's last
 * error: the int getters return it, the others L5R_NO_ID. A bad game
 * handle is L5R_EHANDLE in the same way.
 */

/** Number of card IDs in the game (IDs are 0 to count - 1; 0 for a bad
    handle). */
L5R_API uint32_t l5r_game_card_count(const l5r_game *g);
/** The most card IDs the game can ever hold: l5r_game_card_count() grows
    up to it as cards are created in play (TOK-06), never past it, so an
    encoding of moves or observations sized by it holds every card of the
    game (0 for a bad handle). */
L5R_API uint32_t l5r_game_card_capacity(const l5r_game *g);
/**
 * The card's definition (an index in the card database) in `*def`.
 * Returns L5R_OK; L5R_EINVAL for a NULL `def`; L5R_EHANDLE;
 * L5R_ENOTFOUND.
 */
L5R_API int l5r_game_card_def(uint32_t *def, const l5r_game *g, uint32_t card);
/**
 * The ability that `use #card.k` names now, as the card definition that
 * prints it (`*def`) and its index there (`*ability`, as
 * l5r_carddb_card_ability_timing() counts): for k below the card's own
 * ability count, its own; past them, one it was given (GRA-02), printed
 * by another card. Returns L5R_OK; L5R_EINVAL for a NULL output;
 * L5R_EHANDLE; L5R_ENOTFOUND for no such card, or no ability k now.
 */
L5R_API int l5r_game_card_ability(uint32_t *def, uint32_t *ability,
                                  const l5r_game *g, uint32_t card, uint32_t k);
/** The card's l5r_zone; L5R_ENOTFOUND for a card that does not exist,
    L5R_EHANDLE for a NULL or wrong handle. */
L5R_API int l5r_game_card_zone(const l5r_game *g, uint32_t card);
/** The player who owns the card (0-based), or L5R_NO_ID for a card that
    does not exist or a NULL or wrong handle. */
L5R_API uint32_t l5r_game_card_owner(const l5r_game *g, uint32_t card);
/** The player who controls the card (0-based), or L5R_NO_ID for a card
    that does not exist or a NULL or wrong handle. */
L5R_API uint32_t l5r_game_card_controller(const l5r_game *g, uint32_t card);
/** 1 bowed, 0 unbowed (cards in play); L5R_ENOTFOUND for a card that
    does not exist, L5R_EHANDLE for a NULL or wrong handle. */
L5R_API int l5r_game_card_is_bowed(const l5r_game *g, uint32_t card);
/** 1 face-down, 0 face-up; L5R_ENOTFOUND for a card that does not exist,
    L5R_EHANDLE for a NULL or wrong handle. */
L5R_API int l5r_game_card_is_face_down(const l5r_game *g, uint32_t card);
/** The Personality the card is attached to, or L5R_NO_ID (not attached,
    a card that does not exist, or a NULL or wrong handle). */
L5R_API uint32_t l5r_game_card_attached_to(const l5r_game *g, uint32_t card);
/**
 * The card's province (0-based, of its owner): the one it is in, or, in
 * play, the one it is attached to (a Region, a Fortification, FRT-01).
 * L5R_NO_ID otherwise, and for a card that does not exist or a NULL or
 * wrong handle.
 */
L5R_API uint32_t l5r_game_card_province(const l5r_game *g, uint32_t card);
/**
 * Where a card in play is: 0 at home, N at the battlefield of the
 * defender's province N - 1 (during an attack). L5R_NO_ID for a card not
 * in play, a card that does not exist, or a NULL or wrong handle.
 */
L5R_API uint32_t l5r_game_card_location(const l5r_game *g, uint32_t card);
/**
 * Whether `player` (0-based; L5R_NO_ID: a spectator) may see the card's
 * face now, as l5r_game_view_json() shows it: 1 or 0. Face-up cards in
 * play, in provinces and in discard piles are seen by all; a hand by its
 * owner; a face-down card in play by its controller only (NIN-03); a deck
 * and a face-down province card by nobody. L5R_EINVAL for a player who
 * does not exist, L5R_ENOTFOUND for a card that does not exist,
 * L5R_EHANDLE for a NULL or wrong handle.
 */
L5R_API int l5r_game_card_is_visible(const l5r_game *g, uint32_t card,
                                     uint32_t player);
/**
 * A province of `player` (0-based; province 0 .. the Stronghold's number
 * of provinces - 1): its current strength in `*strength`, 1 in
 * `*destroyed` if it was destroyed (else 0), the card in it in `*card`
 * (L5R_NO_ID if none). Any pointer may be NULL. Returns L5R_OK;
 * L5R_EHANDLE; L5R_EINVAL for a player or province that does not exist
 * (the outputs are then unchanged).
 */
L5R_API int l5r_game_province(int32_t *strength, int *destroyed, uint32_t *card,
                              const l5r_game *g, uint32_t player,
                              uint32_t province);
/**
 * A derived statistic (an l5r_stat) of the card in `*value`: printed
 * value + tokens + effects, with the rules' floors. Returns 1 if the card
 * has that statistic, 0 if not (`*value` is then 0); L5R_EINVAL for a
 * NULL `value` or an unknown stat; L5R_EHANDLE; L5R_ENOTFOUND.
 */
L5R_API int l5r_game_card_stat(int32_t *value, const l5r_game *g, uint32_t card,
                               int stat);

/* --- moves -------------------------------------------------------------------
 */

/**
 * Judge move `a` in game `g` without changing anything: fills `*v`
 * (legal, or a reason, a rule ID and a message) and returns L5R_OK. A
 * negative status only for misuse: L5R_EINVAL for a NULL `v`;
 * L5R_EVERSION for a verdict of another version; L5R_EHANDLE for a NULL
 * or wrong `g` or `a`. Allocates nothing.
 */
L5R_API int l5r_game_validate(l5r_verdict *v, const l5r_game *g,
                              const l5r_action *a);

/**
 * Apply move `a` to `g`. Returns L5R_OK; L5R_EILLEGAL if the move is
 * illegal (`*v`, if `v` is not NULL, says why); L5R_EHANDLE for a NULL or
 * wrong `g` or `a`; L5R_EVERSION for a verdict of another version;
 * L5R_ENOMEM. On any error the game is unchanged and its message
 * (l5r_game_errmsg) says why.
 */
L5R_API int l5r_game_apply(l5r_game *g, const l5r_action *a, l5r_verdict *v);

/**
 * Parse a move in the text notation (see l5r/action.h) and apply it.
 * Returns what l5r_action_parse() and l5r_game_apply() return (L5R_EINVAL
 * for a NULL `text`, L5R_ESYNTAX for bad text, L5R_EILLEGAL, ...); the
 * game is unchanged on error.
 */
L5R_API int l5r_game_apply_text(l5r_game *g, const char *text, l5r_verdict *v);

/** A list of legal moves, from l5r_game_legal_actions(). */
typedef struct l5r_action_list l5r_action_list;

/**
 * Every legal move of `player` now, in `*out`, `pass` included when
 * passing is legal (empty when the player has no decision). Nothing in it
 * reveals what the player may not see. Free with l5r_action_list_free().
 * The list's memory comes from the game's allocator, whose `ud` must
 * outlive the list; the list does not refer to the game (it records
 * which game and move it was made for, for l5r_game_apply_index(), but
 * never reads the game again). Returns L5R_OK;
 * L5R_EINVAL for a NULL `out` or a player who does not exist;
 * L5R_EHANDLE for a NULL or wrong game; L5R_ENOMEM. `*out` is NULL on
 * failure.
 */
L5R_API int l5r_game_legal_actions(l5r_action_list **out, const l5r_game *g,
                                   uint32_t player);
/** Free a list of legal moves (from l5r_game_legal_actions() or
    l5r_action_list_new()). NULL or another handle: nothing. */
L5R_API void l5r_action_list_free(l5r_action_list *l);
/** How many moves the list holds (0 for NULL or a wrong handle). */
L5R_API uint32_t l5r_action_list_count(const l5r_action_list *l);
/**
 * Move `i` (owned by the list, valid until it is freed; never pass it to
 * l5r_action_free), or NULL for a bad handle or `i` out of range.
 */
L5R_API const l5r_action *l5r_action_list_action(const l5r_action_list *l,
                                                 uint32_t i);
/**
 * Move `i` in the canonical text notation (l5r_action_format), owned by
 * the list and valid until the list is refilled or freed; NULL for a bad
 * handle or `i` out of range. The text is written the first time it is
 * asked for (a list whose texts are never asked for formats none), so the
 * first call after a fill may allocate from the list's allocator: NULL
 * then also means L5R_ENOMEM (in the thread's last error). A list is
 * therefore not safe to read from two threads at once.
 */
L5R_API const char *l5r_action_list_text(const l5r_action_list *l, uint32_t i);

/*
 * Reusing a list. A search or a playout asks for the legal moves at every
 * decision: a list made once and refilled with l5r_game_legal_actions_into
 * makes no allocator call once its arrays have grown to the largest
 * position seen, and l5r_game_apply_index applies one of its moves
 * without copying it out (one call per decision through an FFI).
 */

/**
 * A new, empty list in `*out`, to be filled with
 * l5r_game_legal_actions_into(). It is made with room for 32 moves, more
 * than most positions have, so that most fills, the first included,
 * allocate nothing. It belongs to no game: its memory comes
 * from `alloc` (NULL: the C library's malloc), whose `ud` must outlive
 * it. Free with l5r_action_list_free(). Returns L5R_OK; L5R_EINVAL for a
 * NULL `out`; L5R_EVERSION for an allocator of an unknown struct version;
 * L5R_ENOMEM. `*out` is NULL on failure.
 */
L5R_API int l5r_action_list_new(l5r_action_list **out,
                                const l5r_allocator *alloc);

/**
 * Refill `list` with every legal move of `player` now, as
 * l5r_game_legal_actions() lists them (the same moves in the same order,
 * the same texts). `player` L5R_NO_ID: whoever must act (the list is
 * empty once the game is over). `list` is any list (from
 * l5r_action_list_new() or l5r_game_legal_actions()); it keeps its own
 * allocator and stays the caller's. Its previous moves and texts are
 * invalidated (pointers from l5r_action_list_action() and
 * l5r_action_list_text() no longer valid), whatever the result. Its
 * arrays grow only when the position has more moves than the list has
 * ever held, so once warm a refill allocates nothing. The list records
 * the game and its move count (l5r_game_log_count()), for
 * l5r_game_apply_index(); it does not keep the game alive and is never
 * read through it.
 *
 * Returns the number of moves listed (>= 0, as l5r_action_list_count());
 * L5R_EHANDLE for a NULL or wrong `list` (then untouched) or game;
 * L5R_EINVAL for a player who does not exist; L5R_ENOMEM. On failure the
 * list is empty, still valid, and still to be freed by the caller.
 */
L5R_API int l5r_game_legal_actions_into(l5r_action_list *list,
                                        const l5r_game *g, uint32_t player);

/**
 * The kind (an l5r_action_kind) of each move of `l`, in order, into
 * `kinds[0]` to `kinds[min(count, cap) - 1]` (nothing written if `kinds`
 * is NULL).
 * Returns the number of moves in the list (more than `cap` when the array
 * is too small; 0 for a NULL or wrong handle). Never fails, allocates
 * nothing.
 */
L5R_API uint32_t l5r_action_list_kinds(const l5r_action_list *l,
                                       uint32_t *kinds, uint32_t cap);

/**
 * Apply move `i` of `l` to `g`, as l5r_game_apply(g,
 * l5r_action_list_action(l, i), v) would. A list never makes an illegal
 * move legal: a move still as it was listed was judged legal in this game
 * as it is, and is applied without judging it again; one written over
 * since (through the pointer l5r_action_list_action returns) is judged
 * like any move. The list must have been filled
 * (l5r_game_legal_actions[_into]) for this game since its last move: it
 * is stale once any move has been applied to the game, this one included,
 * and a list filled for a game since freed is stale for every other game,
 * even one made in the freed one's memory.
 * Returns L5R_OK; L5R_EHANDLE for a NULL or wrong `g` or `l`; L5R_ESTATE
 * for a stale list or one filled for another game; L5R_EINVAL for `i`
 * out of range; then what l5r_game_apply() returns (L5R_EVERSION,
 * L5R_ENOMEM; L5R_EILLEGAL, with `*v`, only if the rules disagree with
 * their own listing). On any error the game is unchanged and its message
 * (l5r_game_errmsg) says why.
 */
L5R_API int l5r_game_apply_index(l5r_game *g, const l5r_action_list *l,
                                 uint32_t i, l5r_verdict *v);

/* --- history -----------------------------------------------------------------
 */

/** Event kinds (pinned values). */
typedef enum l5r_event_kind {
    L5R_EV_NONE = 0,
    L5R_EV_PHASE = 1, /**< value: the new l5r_phase */
    L5R_EV_TURN = 2,  /**< player: the new active player */
    L5R_EV_MOVE = 3,  /**< card moved; value: the new l5r_zone, or 100 + N:
                           a unit assigned to battlefield N */
    L5R_EV_BOW = 4,
    L5R_EV_STRAIGHTEN = 5,
    L5R_EV_GOLD = 6,   /**< player produced/spent; value: amount */
    L5R_EV_HONOR = 7,  /**< player; value: signed change */
    L5R_EV_REVEAL = 8, /**< card turned face-up */
    L5R_EV_DRAW = 9,   /**< player drew card */
    L5R_EV_PASS = 10,
    L5R_EV_GAME_OVER = 11, /**< player: the winner; value: l5r_victory */
    L5R_EV_ACTION = 12,    /**< a move was applied; card: its subject */
    L5R_EV_SHUFFLE = 13,
    L5R_EV_ATTACH = 14, /**< card attached to value */
    L5R_EV_FAVOR = 15,  /**< player: new controller (L5R_NO_ID: none) */
    L5R_EV_TOKEN = 16,  /**< card; value: token id, or -(id)-1 removed */
    /** player: the Attacker. After an attack move, value is the defender;
        after a fight move, the battlefield chosen; at a resolution,
        the attacker's total Force * 1000 + the defender's (see
        L5R_EV_ARMY for the totals one by one). */
    L5R_EV_BATTLE = 17,
    /** card destroyed (player: its controller); with L5R_NO_ID for the
        card, player's province -(value)-1 was destroyed */
    L5R_EV_DESTROY = 18,
    /** At a battle's resolution, one part of an army's total: player's
        card (a Personality or a Follower, unbowed) adds value Force. */
    L5R_EV_FORCE = 19,
    /** At a battle's resolution, after its L5R_EV_FORCE parts: player's
        army totals value Force (the Attacker's army first). */
    L5R_EV_ARMY = 20,
    /** The battle at battlefield value was decided: player won it
        (L5R_NO_ID: a tie, both armies destroyed or nobody there). */
    L5R_EV_OUTCOME = 21,
    /** card (a Personality; player: its controller) became dishonorable
        (PHR-01) */
    L5R_EV_DISHONOR = 22,
    /** card (player: its controller) became honorable again (PHR-04) */
    L5R_EV_REHONOR = 23,
    /** card (and what is attached to it) came under player's control
        (CTL-01) */
    L5R_EV_CONTROL = 24
} l5r_event_kind;

/** Events recorded since the game began (or since l5r_game_events_clear);
    0 for a bad handle. */
L5R_API uint32_t l5r_game_event_count(const l5r_game *g);
/**
 * Event `i`: its kind (an l5r_event_kind), player, card and value (any
 * pointer may be NULL; see l5r_event_kind for what they mean). Returns
 * L5R_OK; L5R_EHANDLE for a NULL or wrong `g`; L5R_ENOTFOUND for `i` out
 * of range (the outputs are then unchanged).
 */
L5R_API int l5r_game_event(int *kind, uint32_t *player, uint32_t *card,
                           int32_t *value, const l5r_game *g, uint32_t i);
/** Forget the recorded events (they are not part of the state). Returns
    L5R_OK, or L5R_EHANDLE for a NULL or wrong `g`. */
L5R_API int l5r_game_events_clear(l5r_game *g);

/** Moves applied since the game began (the move log); 0 for a bad
    handle. */
L5R_API uint32_t l5r_game_log_count(const l5r_game *g);
/** Move `i` of the log in the text notation (owned by the game, valid
    until it changes), or NULL for a bad handle or `i` out of range. The
    text of the moves is made when the log is first read after them, so
    this may also return NULL when out of memory (L5R_ENOMEM in the
    thread's last error; the log is kept, and a later call may succeed). */
L5R_API const char *l5r_game_log(const l5r_game *g, uint32_t i);

/* --- views, saving ----------------------------------------------------------
 */

/**
 * What `player` may see, as NUL-terminated JSON text in `*json`: his own
 * hand and face-down Ninjutsu faces, nobody's deck order, no other
 * face-down card's face. `player` L5R_NO_ID: a spectator. The text comes
 * from the game's allocator; free it with l5r_free (the game may be gone
 * by then). Returns L5R_OK; L5R_EINVAL for a NULL `json` or a player who
 * does not exist; L5R_EHANDLE for a NULL or wrong `g`; L5R_ENOMEM.
 * `*json` is NULL on failure.
 */
L5R_API int l5r_game_view_json(char **json, const l5r_game *g, uint32_t player);

/**
 * Save the whole game into `*data` / `*len`: versioned, with a magic
 * number and the card database's fingerprint. The buffer comes from the
 * game's allocator; free it with l5r_free (the game may be gone by then).
 * Returns L5R_OK; L5R_EINVAL for a NULL `data` or `len`; L5R_EHANDLE for
 * a NULL or wrong `g`; L5R_ENOMEM. `*data` is NULL and `*len` 0 on
 * failure.
 */
L5R_API int l5r_game_save(void **data, size_t *len, const l5r_game *g);

/**
 * Load a saved game. A save is input from anyone: its checksum only
 * catches accidents, so every field of the state is checked against the
 * invariants every game keeps (every card, player and ability index in
 * range, the pending decision consistent with the phase, each card where
 * its zone says) and a save that breaks one is refused, with a message
 * naming the field (l5r_error_message). A save that loads is a game like
 * any other. Returns L5R_OK; L5R_EFORMAT for a corrupt, truncated or
 * inconsistent save; L5R_EVERSION for another save version; L5R_EMISMATCH
 * for a save made with another card database; L5R_EFROZEN for a card
 * database not frozen; L5R_EINVAL for a NULL `out` or `data`; L5R_EHANDLE
 * for a wrong database handle; L5R_ENOMEM. `alloc` is as for
 * l5r_game_new(). Free the game with l5r_game_free(); `*out` is NULL on
 * failure.
 */
L5R_API int l5r_game_load(l5r_game **out, const l5r_carddb *db,
                          const void *data, size_t len,
                          const l5r_allocator *alloc);

/* --- replaying moves ---------------------------------------------------------
 */

/**
 * A replay: the moves of a text applied to a game one line at a time, with
 * the verdicts a verifier needs, as the `l5r replay` tool gives them. The
 * text holds one move per line in the text notation (l5r/action.h); blank
 * lines and lines starting with '#' are skipped; lines end in LF or CRLF;
 * and the last line may be the end line "end: moves N hash H" (N moves
 * before it, H the state hash after them in 16 lowercase hex digits), which
 * is checked, so that a cut or edited log is caught.
 */
typedef struct l5r_replay l5r_replay;

/**
 * A replay of `len` bytes of `moves` on `g` in `*out`. Both must outlive
 * the replay (the text is not copied). Returns L5R_OK; L5R_EINVAL for a
 * NULL `out`, or a NULL `moves` with a non-zero `len`; L5R_EHANDLE for a
 * NULL or wrong `g`; L5R_ENOMEM. `*out` is NULL on failure.
 */
L5R_API int l5r_replay_new(l5r_replay **out, l5r_game *g, const char *moves,
                           size_t len);
/** Free a replay (the game stays as the replay left it). NULL: nothing. */
L5R_API void l5r_replay_free(l5r_replay *r);
/**
 * Apply the next move. Returns 1 when a move was applied; 0 at the end
 * (every move applied, and the end line matched if there is one); or, for
 * the first bad line, an error, and then the same one on every later call:
 * L5R_ESYNTAX (not a move in the notation, a malformed end line, a NUL
 * byte), L5R_EILLEGAL (an illegal move; `*v` says why, if `v` is not
 * NULL), L5R_EFORMAT (the end line does not match the moves: a cut or
 * edited text; or a line follows the end line), L5R_EVERSION
 * for a verdict of another version; what l5r_game_apply() returns
 * otherwise; L5R_EHANDLE for a NULL or wrong `r`.
 * The message (l5r_error_message) says what is wrong. A bad line changes
 * nothing: the game stays as after the last good one.
 */
L5R_API int l5r_replay_next(l5r_replay *r, l5r_verdict *v);
/** The line (1-based, in the text) of the move last applied or refused;
    0 before the first (or for a bad handle). */
L5R_API uint32_t l5r_replay_line(const l5r_replay *r);
/** The byte column (1-based) of what was wrong in that line, after an
    error; else the column where its move starts. 0 for a bad handle. */
L5R_API uint32_t l5r_replay_column(const l5r_replay *r);
/** That line's move, without the blanks around it (owned by the replay,
    valid until its next call), or NULL (none yet, or a bad handle). */
L5R_API const char *l5r_replay_move(const l5r_replay *r);
/** Moves applied so far (0 for a bad handle). */
L5R_API uint32_t l5r_replay_count(const l5r_replay *r);
/** The end line's line, once it was checked and matched; else 0. */
L5R_API uint32_t l5r_replay_end_line(const l5r_replay *r);

L5R_END_DECLS

#endif /* L5R_GAME_H */
