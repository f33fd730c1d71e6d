/* SPDX-License-Identifier: MIT */
/**
 * @file l5r/common.h
 * @brief Export macro, fixed-width types and the opaque handles.
 *
 * Every other public header includes this one. Nothing here depends on
 * libyaml or on any private type: handles are opaque and only ever passed
 * by pointer, so their layout can change without breaking the ABI.
 * The API conventions the headers follow are at the top of l5r.h.
 */
#ifndef L5R_COMMON_H
#define L5R_COMMON_H

#include <stddef.h>
#include <stdint.h>

/*
 * L5R_API marks a function as part of the exported ABI. The library is
 * built with hidden visibility; only L5R_API functions are exported, and
 * the linker version script (lib/l5r.map) enforces the same list.
 * L5R_CDEF is defined only when the macro-free FFI declaration file is
 * generated (cmake/gen_cdef.py).
 */
#if defined(L5R_CDEF)
#define L5R_API
#elif defined(_WIN32) && defined(L5R_BUILDING_SHARED)
#define L5R_API __declspec(dllexport)
#elif defined(_WIN32) && defined(L5R_SHARED)
#define L5R_API __declspec(dllimport)
#elif defined(__GNUC__) && __GNUC__ >= 4
#define L5R_API __attribute__((visibility("default")))
#else
#define L5R_API
#endif

#if defined(__cplusplus) && !defined(L5R_CDEF)
#define L5R_BEGIN_DECLS extern "C" {
#define L5R_END_DECLS   }
#else
#define L5R_BEGIN_DECLS
#define L5R_END_DECLS
#endif

L5R_BEGIN_DECLS

/** A frozen, read-only card database shared by any number of games. */
typedef struct l5r_carddb l5r_carddb;
/** One game: all mutable state of a match. One thread at a time. */
typedef struct l5r_game l5r_game;
/** A borrowed view of one token of a game (valid until the game changes). */
typedef struct l5r_token l5r_token;
/** The Imperial Favor of a game (there is exactly one per game). */
typedef struct l5r_favor l5r_favor;
/** One move, built from text notation or with the action builder. */
typedef struct l5r_action l5r_action;

L5R_END_DECLS

#endif /* L5R_COMMON_H */
