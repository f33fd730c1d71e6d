/*
 * l5r/tokens.h - tokens and the Imperial Favor of a game.
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

/** Token IDs made so far (0 .. count - 1; removed ones stay removed). */
L5R_API uint32_t l5r_game_token_count(const l5r_game *g);

/** Token `id`, or NULL if there is no such token or it was removed. */
L5R_API const l5r_token *l5r_game_token(const l5r_game *g, uint32_t id);

/** Tokens on a card, and the ID of the i-th of them (L5R_NO_ID if none). */
L5R_API uint32_t l5r_game_card_token_count(const l5r_game *g, uint32_t card);
L5R_API uint32_t l5r_game_card_token(const l5r_game *g, uint32_t card,
                                     uint32_t i);

/**
 * Whether a card has a token with this title (TOK-08: effects may refer to
 * a token by its title, but a title is never a keyword). 1, 0 or a
 * negative status.
 */
L5R_API int l5r_game_card_has_token_titled(const l5r_game *g, uint32_t card,
                                           const char *title);

L5R_API uint32_t l5r_token_id(const l5r_token *t);
/** The card the token is on, or L5R_NO_ID if it is on a province. */
L5R_API uint32_t l5r_token_card(const l5r_token *t);
/** 1 and the province (player, 0-based province) if on one; else 0. */
L5R_API int l5r_token_province(const l5r_token *t, uint32_t *player,
                               uint32_t *province);
/** The token's title ("" if it has none). */
L5R_API const char *l5r_token_title(const l5r_token *t);
/**
 * The token's modification of a stat (L5R_STAT_FORCE, L5R_STAT_CHI,
 * L5R_STAT_PROVINCE_STRENGTH): its base, as created (TOK-04), and its
 * current value. Returns 1, or 0 if the token does not modify that stat.
 */
L5R_API int l5r_token_modifier(const l5r_token *t, int stat, int32_t *base,
                               int32_t *current);
/** The card that created the token (TOK-11), or L5R_NO_ID. */
L5R_API uint32_t l5r_token_source(const l5r_token *t);
/**
 * Tokens are neither bowed nor unbowed (TOK-10): always
 * L5R_ENOTAPPLICABLE.
 */
L5R_API int l5r_token_is_bowed(const l5r_token *t);

/** The game's Imperial Favor (FAV-01: exactly one). Never NULL for a game. */
L5R_API const l5r_favor *l5r_game_favor(const l5r_game *g);
/** Its controller (0-based), or L5R_NO_ID when uncontrolled (FAV-02). */
L5R_API uint32_t l5r_favor_controller(const l5r_favor *f);

L5R_END_DECLS

#endif /* L5R_TOKENS_H */
