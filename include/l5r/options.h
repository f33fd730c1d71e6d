/* SPDX-License-Identifier: MIT */
/**
 * @file l5r/options.h
 * @brief Game options: the format, the seed and every ruleset
 * parameter, as enum-keyed settings (new settings are new keys, never new
 * struct fields). Each parameter starts at the rules brief's default.
 */
#ifndef L5R_OPTIONS_H
#define L5R_OPTIONS_H

#include "common.h"
#include "alloc.h"

L5R_BEGIN_DECLS

/** A set of game options (opaque; l5r_options_new). */
typedef struct l5r_options l5r_options;

/** Option keys (pinned values). Defaults in brackets. */
typedef enum l5r_param {
    L5R_PARAM_FORMAT = 1,        /**< an l5r_format [Lotus Storyline] */
    L5R_PARAM_SEED = 2,          /**< the RNG seed [0] */
    L5R_PARAM_HONOR_VICTORY = 3, /**< Honor Victory at >= this [40] */
    L5R_PARAM_DISHONOR_LOSS = 4, /**< lose at <= this, end of turn [-20] */
    L5R_PARAM_MAX_HAND = 5,      /**< maximum hand size [8] */
    L5R_PARAM_STARTING_HAND = 6, /**< Fate cards drawn at setup [5] */
    L5R_PARAM_PROVINCES = 7,     /**< provinces per player [4] */
    L5R_PARAM_END_DRAW = 8,      /**< Fate cards drawn in the End phase [1] */
    L5R_PARAM_MIN_DYNASTY = 9,   /**< minimum Dynasty deck [40] */
    L5R_PARAM_MIN_FATE = 10,     /**< minimum Fate deck [40] */
    L5R_PARAM_BATTLE_HONOR = 11, /**< honor per enemy card destroyed [2] */
    L5R_PARAM_RECRUIT_HONOR =
        12, /**< gain Personal Honor recruiting own clan [1] */
    L5R_PARAM_LOBBY_MIN_PH = 13, /**< Personal Honor needed to lobby [1] */
    L5R_PARAM_CHI_DEATH = 14,    /**< a Personality dies at Chi <= this [0] */
    L5R_PARAM_ENLIGHTENED_FORCE = 15, /**< Force per Ring (ENL-01) [1] */
    L5R_PARAM_TURN_LIMIT = 16,  /**< end the game after this turn; 0 none [0] */
    L5R_PARAM_CHECK_DECKS = 17, /**< refuse illegal decks at creation [1] */
    /** 1: negating an ability's effects on a card also undoes its
        targeting, so no further Reaction to that card being targeted
        opens in the window; 0 (the brief's reading): the card still
        counts as targeted [0] */
    L5R_PARAM_NEGATION_UNDOES_TARGETING = 18,
    /** DUE-03: the most cards each duelist may focus in a duel [4] */
    L5R_PARAM_DUEL_MAX_FOCUS = 19
} l5r_param;

/**
 * A new set of options with every default, in `*out`. Its memory comes
 * from `alloc` (NULL: the C library's malloc); `alloc->ud` must outlive
 * it. Options belong to no game: l5r_game_new() copies them, so they may
 * be freed right after. Free with l5r_options_free(). Returns L5R_OK;
 * L5R_EINVAL for a NULL `out`; L5R_EVERSION for an allocator of an
 * unknown struct version; L5R_ENOMEM. `*out` is NULL on failure.
 */
L5R_API int l5r_options_new(l5r_options **out, const l5r_allocator *alloc);

/** Free options from l5r_options_new(). NULL or another handle: nothing. */
L5R_API void l5r_options_free(l5r_options *o);

/**
 * Set parameter `param` (an l5r_param) to `value`. Returns L5R_OK;
 * L5R_EHANDLE for a NULL or wrong handle; L5R_EINVAL for an unknown key or
 * a value out of the parameter's range (the message gives the range).
 * `o` is unchanged on error.
 */
L5R_API int l5r_options_set(l5r_options *o, int param, int64_t value);

/**
 * Read parameter `param` into `*value`. Returns L5R_OK; L5R_EINVAL for a
 * NULL `value` or an unknown key; L5R_EHANDLE for a NULL or wrong handle.
 * `*value` is unchanged on error.
 */
L5R_API int l5r_options_get(int64_t *value, const l5r_options *o, int param);

/** The name of a parameter ("honor_victory"): a static string, or NULL
    for an unknown key. */
L5R_API const char *l5r_param_name(int param);

/** The key of a parameter name ("honor_victory"): a positive l5r_param,
    or L5R_EINVAL for NULL or an unknown name. */
L5R_API int l5r_param_from_name(const char *name);

L5R_END_DECLS

#endif /* L5R_OPTIONS_H */
