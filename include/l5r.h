/* SPDX-License-Identifier: MIT */
/**
 * @file l5r.h
 * @brief The umbrella header of libl5r, the rules engine for the
 * Legend of the Five Rings collectible card game, Lotus Edition format.
 *
 * Include this one header; each module also has its own in l5r/.
 * Loader writers also include l5r/sys/loader.h.
 *
 * API conventions (every public header follows them):
 *
 * - Names. Functions are l5r_<object>_<verb> or l5r_<object>_<property>;
 *   macros and enum values are L5R_...
 *
 * - Argument order. A function that creates an object or fills caller
 *   storage takes its output pointer(s) first, then the object it acts
 *   on, then its inputs:
 *       l5r_game_legal_actions(&list, game, player)
 *       l5r_game_save(&data, &len, game)
 *       l5r_game_validate(&verdict, game, action)
 *   A buffer writer takes the buffer and its capacity first, like
 *   snprintf, and an optional "bytes needed" last:
 *       l5r_action_format(buf, cap, action, &needed)
 *   A function that changes the object it is given (a setter, parse,
 *   add, apply, clear) takes that object first:
 *       l5r_action_parse(action, text), l5r_game_apply(game, action, &v)
 *
 * - Getters. A getter that returns its value directly is
 *   `l5r_<object>_<property>(obj)` (l5r_action_kind), with no "get"; a
 *   setter is `l5r_<object>_set_<property>(obj, value)`. A counted
 *   collection is `l5r_<object>_<noun>_count(obj)` and
 *   `l5r_<object>_<noun>(obj, i)` (l5r_game_token_count, l5r_game_token);
 *   when the object is itself the collection the noun of the count is
 *   left out (l5r_action_list_count, l5r_action_list_action). "get"
 *   appears only where the value comes back through an out-parameter
 *   because the call can fail: l5r_options_get(&value, opts, param).
 *
 * - Status. Every fallible function returns an int: L5R_OK (0), or a
 *   negative l5r_status (l5r/errors.h), with the detail in the handle's
 *   message or the thread's last error. A function whose value can also
 *   be a count or a flag returns it as a non-negative int. Getters that
 *   cannot report a status return a documented "nothing" value (NULL,
 *   0, L5R_NO_ID) for a NULL or wrong handle or an index out of range.
 *   Freeing NULL (or a handle of another kind) does nothing.
 *
 * - Memory. Objects are created with an optional l5r_allocator (NULL:
 *   the C library's malloc) and everything they allocate comes from it;
 *   a game's lists, saves and views come from the game's allocator.
 *   Memory documented as "free with l5r_free" remembers its allocator,
 *   so l5r_free() releases it even after its object is gone. Strings
 *   returned as const char * are borrowed: static, or owned by the
 *   object they came from (valid until it changes or is freed).
 */
#ifndef L5R_H
#define L5R_H

#include "l5r/common.h"
#include "l5r/version.h"
#include "l5r/errors.h"
#include "l5r/alloc.h"
#include "l5r/carddb.h"
#include "l5r/deck.h"
#include "l5r/rules.h"
#include "l5r/options.h"
#include "l5r/action.h"
#include "l5r/game.h"
#include "l5r/tokens.h"

#endif /* L5R_H */
