/* SPDX-License-Identifier: MIT */
/*
 * api.h - what the public entry points (lib/api/) share: a game and its
 * state block in one allocation.
 */
#ifndef L5R_API_H
#define L5R_API_H

#include "play/play.h"

/* A game whose state block of `state_size` bytes follows it in the same
   allocation: zeroed, with the default options, if `zero`; otherwise only
   the game's fields are emptied and the caller sets the state and the
   options. NULL when out of memory. */
/* Format the moves of the log not yet in its text (the log's text is
   made when it is read): L5R_OK, or L5R_ENOMEM with the log as it was. */
int l5r_game__log_text(const l5r_game *g);
l5r_game *l5r_game__alloc(const l5r_mem *mem, const l5r_carddb *db,
                          size_t state_size, bool zero);
/* Give back a game made by l5r_game__alloc with that state size, and
   nothing it owns. */
void l5r_game__dealloc(l5r_game *g, size_t state_size);

#endif
