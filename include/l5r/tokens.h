/* SPDX-License-Identifier: MIT */
/**
 * @file l5r/tokens.h
 * @brief Tokens and the Imperial Favor of a game.
 *
 * Tokens (TOK-01 .. TOK-11) are not cards: they carry stat modifications,
 * a title, or both; they sit on a card or a province; they count in the
 * stats of what they are on; they leave with it and never come back.
 * The Imperial Favor (FAV-01 .. FAV-11) is one per game, uncontrolled at
 * the start, kept in its controller's home.
 *
 * Handles are borrowed from the game: valid until the game changes (the
 * next apply), the game's destruction, or a load. Every player sees the
 * Favor and every token (they are public).
 */
#ifndef L5R_TOKENS_H
#define L5R_TOKENS_H

#include "common.h"

L5R_BEGIN_DECLS

/*
 * For a NULL or wrong handle, the getters return "nothing": 0 for a
 * count, L5R_NO_ID for an ID, NULL for a pointer, L5R_EHANDLE for an int.
 */

/** Token IDs made so far (IDs are 0 to count - 1; removed ones stay
    removed); 0 for a NULL or wrong handle. */
L5R_API uint32_t l5r_game_token_count(const l5r_game *g);

/**
 * Token `id` (borrowed from the game: valid until it changes), or NULL if
 * there is no such token or it was removed, for a bad game handle, or
 * when the handle table cannot be allocated (L5R_ENOMEM in the thread's
 * last error).
 */
L5R_API const l5r_token *l5r_game_token(const l5r_game *g, uint32_t id);

/** How many tokens are on a card (0 for a card that does not exist or a
    NULL or wrong handle). */
L5R_API uint32_t l5r_game_card_token_count(const l5r_game *g, uint32_t card);
/** The ID of the i-th token on a card, or L5R_NO_ID (no such card, `i`
    out of range, or a NULL or wrong handle). */
L5R_API uint32_t l5r_game_card_token(const l5r_game *g, uint32_t card,
                                     uint32_t i);

/**
 * Whether a card has a token with this title (TOK-08: effects may refer to
 * a token by its title, but a title is never a keyword). Returns 1 or 0;
 * L5R_EHANDLE for a bad game; L5R_EINVAL for a card that does not exist
 * or a NULL `title`.
 */
L5R_API int l5r_game_card_has_token_titled(const l5r_game *g, uint32_t card,
                                           const char *title);

/** The token's ID (what l5r_game_token() takes), or L5R_NO_ID for a NULL
    or wrong handle. */
L5R_API uint32_t l5r_token_id(const l5r_token *t);
/** The card the token is on, or L5R_NO_ID if it is on a province or for
    a NULL or wrong handle. */
L5R_API uint32_t l5r_token_card(const l5r_token *t);
/**
 * Where a token on a province is: the player (`*player`, 0-based) and his
 * province (`*province`, 0-based); either pointer may be NULL. Returns 1
 * if the token is on a province, 0 if it is on a card (the outputs are
 * then unchanged), L5R_EHANDLE for a bad handle.
 */
L5R_API int l5r_token_province(uint32_t *player, uint32_t *province,
                               const l5r_token *t);
/** The token's title ("" if it has none; owned by the card database), or
    NULL for a NULL or wrong handle. */
L5R_API const char *l5r_token_title(const l5r_token *t);
/**
 * The token's modification of a stat (L5R_STAT_FORCE, L5R_STAT_CHI,
 * L5R_STAT_PROVINCE_STRENGTH): its base, as created (TOK-04), in `*base`
 * and its current value in `*current` (either may be NULL). Returns 1, or
 * 0 if the token does not modify that stat (also for another stat, when
 * the outputs are unchanged), L5R_EHANDLE for a bad handle.
 */
L5R_API int l5r_token_modifier(int32_t *base, int32_t *current,
                               const l5r_token *t, int stat);
/** The card that created the token (TOK-11), or L5R_NO_ID (none, or a
    NULL or wrong handle). */
L5R_API uint32_t l5r_token_source(const l5r_token *t);
/**
 * Tokens are neither bowed nor unbowed (TOK-10): always
 * L5R_ENOTAPPLICABLE (L5R_EHANDLE for a bad handle).
 */
L5R_API int l5r_token_is_bowed(const l5r_token *t);

/** The game's Imperial Favor (FAV-01: exactly one; borrowed from the
    game). NULL only for a bad game handle. */
L5R_API const l5r_favor *l5r_game_favor(const l5r_game *g);
/** Its controller (0-based), or L5R_NO_ID when uncontrolled (FAV-02) or
    for a bad handle. */
L5R_API uint32_t l5r_favor_controller(const l5r_favor *f);

L5R_END_DECLS

#endif /* L5R_TOKENS_H */
