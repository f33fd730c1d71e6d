/* SPDX-License-Identifier: MIT */
/**
 * @file l5r/action.h
 * @brief Moves: the text notation, the structured builder, and
 * the verdict that validation returns.
 *
 * The text notation (one move per line; the grammar is below):
 *
 *     p1 pass                          take no action / decline
 *     p1 produce #3                    bow a Holding or the Stronghold for gold
 *     p1 recruit #12                   bring a face-up province card into play
 *     p1 recruit #12 face-down         a Ninjutsu Personality, face-down
 *     p1 recruit #12 replace #5        an Experienced version replaces #5
 *     p1 discard #12                   discard a card (hand, or a face-up
 *                                      province card in the Dynasty phase)
 *     p1 play #40 on #12               play a Fate card (attached to #12)
 *     p1 attack p2                     declare an attack
 *     p1 assign #12 to 2               assign a unit to battlefield 2
 *     p1 fight 2                       resolve the battle at battlefield 2
 *     p1 use #12.0 target #30          use ability 0 of card #12
 *     p1 use lobby bow #12             use a player ability, paying costs
 *     p2 use favor-draw discard #44
 *     p2 use yu with #31 with #33 target #12   Yu cards, and what they destroy
 *     p2 focus #44                     focus a card from hand in a duel
 *     p2 strike                        focus no more in a duel
 *     p1 take #57                      take the card a search found
 *
 * Cards are named by their in-game ID (`#N`), players by p1..pN. The player
 * prefix may be left out when parsing: the move is then made by whoever
 * must act. l5r_action_format() always writes the canonical form, and
 * parse(format(a)) == a.
 *
 * The grammar, in ISO EBNF (every production is tested, by name, in
 * tests/unit/test_notation.c):
 *
 *     move         = [ player , blank ] , verb , [ blank ] , [ eol ] ;
 *     verb         = pass | produce | recruit | discard | play | attack
 *                  | assign | fight | use | focus | strike | take ;
 *     pass         = "pass" ;
 *     produce      = "produce" , blank , card ;
 *     recruit      = "recruit" , blank , card ,
 *                    [ blank , ( "face-down" | replace ) ] ;
 *     replace      = "replace" , blank , card ;
 *     discard      = "discard" , blank , card ;
 *     play         = "play" , blank , card , [ blank , "on" , blank , card ] ;
 *     attack       = "attack" , blank , player ;
 *     assign       = "assign" , blank , card , blank , "to" , blank , number ;
 *     fight        = "fight" , blank , number ;
 *     focus        = "focus" , blank , card ;
 *     strike       = "strike" ;
 *     take         = "take" , blank , card ;
 *     use          = "use" , blank , source , { blank , cost } ,
 *                    [ blank , "target" , blank , target ,
 *                      { blank , target } ] ;
 *     source       = card , "." , number | ability name ;
 *     ability name = "lobby" | "favor-draw" | "favor-home" | "formation"
 *                  | "flip" | "flip-reaction" | "enlighten" | "tactical"
 *                  | "yu" ;
 *     cost         = ( "bow" | "discard" | "with" ) , blank , card ;
 *     target       = card | player | province | token ;
 *     province     = player , ":" , positive ;
 *     token        = "t" , number ;
 *     card         = "#" , number ;
 *     player       = "p" , positive ;
 *     number       = digit , { digit } ;
 *     positive     = number - "0" ;
 *     digit        = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8"
 *                  | "9" ;
 *     blank        = ( " " | tab ) , { " " | tab } ;
 *     eol          = [ cr ] , lf ;
 *
 * Limits the grammar does not show: a number is at most 4294967294; a
 * province's player and number at most 256; a token's number (its ID, as
 * l5r_token_id gives it) at most 16777215; at most 8 costs and 8 targets;
 * a word longer than 47 bytes matches nothing. One "target" keyword opens
 * the list of targets ("target #3 #4"; "target #3 target #4" is an
 * error), and costs come before it. Nothing may follow the line's end.
 *
 * A move built field by field (l5r_action_set_*) must have only the fields
 * its kind has in the grammar: a "pass" with a target, a "play" with
 * costs, a "recruit" both face-down and replacing, are judged illegal
 * (L5R_REASON_MALFORMED, CORE-11), never read as something else.
 */
#ifndef L5R_ACTION_H
#define L5R_ACTION_H

#include "common.h"
#include "alloc.h"

L5R_BEGIN_DECLS

/** Action kinds (pinned values). The enum has no typedef: the name
    l5r_action_kind is the getter's. */
enum l5r_action_kind {
    L5R_ACT_NONE = 0,
    L5R_ACT_PASS = 1,
    L5R_ACT_PRODUCE = 2,
    L5R_ACT_RECRUIT = 3,
    L5R_ACT_DISCARD = 4,
    L5R_ACT_PLAY = 5,
    L5R_ACT_ATTACK = 6,
    L5R_ACT_ASSIGN = 7,
    L5R_ACT_USE = 8,
    L5R_ACT_FIGHT = 9,   /**< the Attacker picks the next battlefield */
    L5R_ACT_FOCUS = 10,  /**< DUE-03: focus a card from hand in a duel */
    L5R_ACT_STRIKE = 11, /**< DUE-03: focus no more (pass the focus) */
    L5R_ACT_TAKE = 12    /**< SRC-01: take the card a search found */
};

/** The abilities every player has (pinned values), for L5R_ACT_USE. */
typedef enum l5r_player_ability {
    L5R_PA_NONE = 0,
    L5R_PA_LOBBY = 1,         /**< take the Imperial Favor */
    L5R_PA_FAVOR_DRAW = 2,    /**< FAV-06 */
    L5R_PA_FAVOR_HOME = 3,    /**< FAV-07 */
    L5R_PA_FORMATION = 4,     /**< FRM-06 */
    L5R_PA_FLIP = 5,          /**< NIN-07 */
    L5R_PA_FLIP_REACTION = 6, /**< NIN-08 */
    L5R_PA_ENLIGHTEN = 7,     /**< ENL-02 */
    L5R_PA_TACTICAL = 8,      /**< the Tactical Battle ability */
    L5R_PA_YU = 9             /**< YU-01: use Yu in the losing army */
} l5r_player_ability;

/** What a cost choice pays with (pinned values). */
typedef enum l5r_cost_choice {
    L5R_PAY_BOW = 1,     /**< bow this card */
    L5R_PAY_DISCARD = 2, /**< discard this card */
    L5R_PAY_WITH = 3     /**< with this card (the Yu cards of `use yu`) */
} l5r_cost_choice;

/** "No card", "no player" in action fields. */
#define L5R_NO_ID 0xffffffffu

/** L5R_NO_ID (runtime twin, for FFI). Never fails. */
L5R_API uint32_t l5r_no_id(void);

/**
 * A new, empty action (kind L5R_ACT_NONE, every field L5R_NO_ID) in
 * `*out`. An action belongs to no game: its memory comes from `alloc`
 * (NULL: the C library's malloc), whose `ud` must outlive it. Free with
 * l5r_action_free(). Returns L5R_OK; L5R_EINVAL for a NULL `out`;
 * L5R_EVERSION for an allocator of an unknown struct version; L5R_ENOMEM.
 * `*out` is NULL on failure.
 */
L5R_API int l5r_action_new(l5r_action **out, const l5r_allocator *alloc);

/**
 * Free an action from l5r_action_new(). NULL or another handle: nothing.
 * Never pass an action owned by a list (l5r_action_list_action()).
 */
L5R_API void l5r_action_free(l5r_action *a);

/** Reset `a` to empty. Returns L5R_OK, or L5R_EHANDLE for a NULL or wrong
    handle. */
L5R_API int l5r_action_clear(l5r_action *a);

/**
 * Copy the move in `src` into `dst` (each keeps its own allocator).
 * Returns L5R_OK, or L5R_EHANDLE if either is NULL or a wrong handle
 * (`dst` is then unchanged).
 */
L5R_API int l5r_action_copy(l5r_action *dst, const l5r_action *src);

/**
 * Parse one move in the text notation into `a` (replacing its contents).
 * Returns L5R_OK; L5R_EHANDLE for a NULL or wrong `a`; L5R_EINVAL for a
 * NULL `text`; L5R_ESYNTAX with the reason and the column in the thread's
 * last error. `a` is unchanged on error.
 */
L5R_API int l5r_action_parse(l5r_action *a, const char *text);

/**
 * Write the canonical text of `a` into `buf` (`cap` bytes, NUL included),
 * like snprintf. Returns the length written (without the NUL, >= 0);
 * L5R_EBUFSIZE if it does not fit (`buf`, if `cap` > 0, then holds as
 * much as fits, NUL-terminated; pass NULL and 0 to measure); L5R_EINVAL
 * for a NULL `buf` with a non-zero `cap` or an action with no kind;
 * L5R_EHANDLE for a NULL or wrong `a`. `*needed`, if `needed` is not
 * NULL, gets the length the text needs (without the NUL) on success and
 * on L5R_EBUFSIZE.
 */
L5R_API int l5r_action_format(char *buf, size_t cap, const l5r_action *a,
                              size_t *needed);

/*
 * The structured builder: set the fields, then validate or apply. Every
 * setter returns L5R_OK or L5R_EHANDLE for a NULL or wrong handle; it
 * checks only what it can without a game (the game's judge checks the
 * rest, as a verdict).
 */

/** The kind of move (an l5r_action_kind); L5R_EINVAL for another value. */
L5R_API int l5r_action_set_kind(l5r_action *a, int kind);
/** The acting player (0-based), or L5R_NO_ID for "whoever must act". */
L5R_API int l5r_action_set_player(l5r_action *a, uint32_t player);
/** The card acted on or with (recruit, play, use, assign, ...). */
L5R_API int l5r_action_set_card(l5r_action *a, uint32_t card);
/**
 * For L5R_ACT_USE: the ability index on the card, or (with no card) an
 * l5r_player_ability.
 */
L5R_API int l5r_action_set_ability(l5r_action *a, uint32_t ability);
/** Play ... on this Personality. */
L5R_API int l5r_action_set_on(l5r_action *a, uint32_t card);
/** A number: the battlefield of an assign or a fight, the player
    attacked. */
L5R_API int l5r_action_set_value(l5r_action *a, uint32_t value);
/** Add a target (a card ID). L5R_ELIMIT past 8 targets. */
L5R_API int l5r_action_add_target(l5r_action *a, uint32_t card);
/**
 * Add a cost choice: how it pays (an l5r_cost_choice) and with which
 * card. L5R_EINVAL for an unknown `how`, L5R_ELIMIT past 8 choices.
 */
L5R_API int l5r_action_add_cost(l5r_action *a, int how, uint32_t card);

/*
 * Getters. For a NULL or wrong handle (or `i` out of range) they return
 * "nothing": L5R_NO_ID for a card, player or value, 0 for a count, and
 * L5R_EHANDLE / L5R_EINVAL from those that return an int.
 */

/** The kind (an l5r_action_kind), or L5R_EHANDLE for a NULL or wrong
    handle. */
L5R_API int l5r_action_kind(const l5r_action *a);
/** The acting player (0-based), or L5R_NO_ID ("whoever must act"; also
    for a NULL or wrong handle). */
L5R_API uint32_t l5r_action_player(const l5r_action *a);
/** The card acted on or with, or L5R_NO_ID (none, or a NULL or wrong
    handle). */
L5R_API uint32_t l5r_action_card(const l5r_action *a);
/** The ability index or l5r_player_ability, or L5R_NO_ID (none, or a
    NULL or wrong handle). */
L5R_API uint32_t l5r_action_ability(const l5r_action *a);
/** The Personality a Fate card is played on, or L5R_NO_ID (none, or a
    NULL or wrong handle). */
L5R_API uint32_t l5r_action_on(const l5r_action *a);
/** The number (battlefield, player attacked), or L5R_NO_ID (none, or a
    NULL or wrong handle). */
L5R_API uint32_t l5r_action_value(const l5r_action *a);
/** How many targets the action has (0 to 8; 0 for a NULL or wrong
    handle). */
L5R_API uint32_t l5r_action_target_count(const l5r_action *a);
/** Target `i` (a card ID), or L5R_NO_ID for `i` out of range or a NULL
    or wrong handle. */
L5R_API uint32_t l5r_action_target(const l5r_action *a, uint32_t i);
/** How many cost choices the action has (0 to 8; 0 for a NULL or wrong
    handle). */
L5R_API uint32_t l5r_action_cost_count(const l5r_action *a);
/** The card of cost choice `i`, or L5R_NO_ID for `i` out of range or a
    NULL or wrong handle. */
L5R_API uint32_t l5r_action_cost(const l5r_action *a, uint32_t i);
/**
 * How cost choice `i` pays (an l5r_cost_choice); L5R_EHANDLE for a NULL or
 * wrong handle, L5R_EINVAL for `i` out of range.
 */
L5R_API int l5r_action_cost_how(const l5r_action *a, uint32_t i);

/* --- the verdict ------------------------------------------------------------
 */

/** Why a move is illegal (pinned values). */
typedef enum l5r_reason {
    L5R_REASON_NONE = 0,              /**< legal */
    L5R_REASON_MALFORMED = 1,         /**< missing or meaningless fields */
    L5R_REASON_NOT_YOUR_DECISION = 2, /**< another player must act */
    L5R_REASON_WRONG_TIME = 3,        /**< not in this phase, step or window */
    L5R_REASON_NO_SUCH_CARD = 4,      /**< no such card (or not visible) */
    L5R_REASON_NOT_CONTROLLED = 5,    /**< the card is not the player's */
    L5R_REASON_WRONG_ZONE = 6,        /**< the card is not where it must be */
    L5R_REASON_BOWED = 7,             /**< bowed cards cannot do this */
    L5R_REASON_GOLD = 8,              /**< not enough gold */
    L5R_REASON_HONOR_REQUIREMENT = 9, /**< Family Honor below the requirement */
    L5R_REASON_TARGET = 10,           /**< an illegal target */
    L5R_REASON_LIMIT = 11,            /**< already used this turn */
    L5R_REASON_RESTRICTED = 12,       /**< a rule says this player may not */
    L5R_REASON_PRESENCE = 13,         /**< presence and location not met */
    L5R_REASON_UNIQUE = 14,      /**< a Unique card of that title in play */
    L5R_REASON_GAME_OVER = 15,   /**< the game has ended */
    L5R_REASON_COST = 16,        /**< a cost cannot be paid */
    L5R_REASON_ATTACHMENT = 17,  /**< cannot attach there */
    L5R_REASON_REQUIREMENT = 18, /**< a requirement ("Formed by") unmet */
    L5R_REASON_CAPACITY = 19     /**< an engine limit would be exceeded */
} l5r_reason;

/** The version of l5r_verdict this header describes. */
#define L5R_VERDICT_VERSION 1

/**
 * The verdict on a move. Caller-allocated; start with l5r_verdict_init().
 * The struct only grows at the end, guarded by `version`.
 */
typedef struct l5r_verdict {
    unsigned int version; /**< L5R_VERDICT_VERSION */
    int legal;            /**< 1 legal, 0 illegal */
    int reason;           /**< an l5r_reason (L5R_REASON_NONE if legal) */
    char rule[16];        /**< the rule ID, e.g. "FAV-04" ("" if legal) */
    char message[256];    /**< why, for people ("" if legal) */
} l5r_verdict;

/**
 * Fill `v` as "legal" for struct version `version` (pass
 * L5R_VERDICT_VERSION, or l5r_verdict_version() from FFI). Returns
 * L5R_OK; L5R_EINVAL for a NULL `v`; L5R_EVERSION for an unknown version.
 */
L5R_API int l5r_verdict_init(l5r_verdict *v, unsigned int version);
/** L5R_VERDICT_VERSION (runtime twin). Never fails. */
L5R_API unsigned int l5r_verdict_version(void);
/** The name of a reason ("L5R_REASON_GOLD"): static, or NULL for an
    unknown value. */
L5R_API const char *l5r_reason_name(int reason);
/** The name of a player ability ("favor-draw") as the notation spells it:
    static, or NULL for an unknown value. */
L5R_API const char *l5r_player_ability_name(int ability);

L5R_END_DECLS

#endif /* L5R_ACTION_H */
