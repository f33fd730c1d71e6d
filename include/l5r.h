/*
 * l5r.h - the umbrella header of libl5r, the rules engine for the
 * Legend of the Five Rings collectible card game, Lotus Edition format.
 *
 * Include this one header; each module also has its own in l5r/.
 * Loader writers also include l5r/sys/loader.h.
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
