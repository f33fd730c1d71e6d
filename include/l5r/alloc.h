/* SPDX-License-Identifier: MIT */
/**
 * @file l5r/alloc.h
 * @brief The allocator a card database or a game can be given, and
 * l5r_free() for memory the library hands out.
 *
 * One function does everything, as in Lua's lua_Alloc:
 *   alloc(ud, NULL, 0, n)   allocate n bytes        -> pointer or NULL
 *   alloc(ud, p, o, n)      resize p from o to n    -> pointer or NULL
 *                           (on NULL, p is untouched)
 *   alloc(ud, p, o, 0)      free p                  -> NULL
 * `old_size` is the size the block was allocated with (0 for a new block).
 * The library never asks for 0 bytes except to free. Blocks must be
 * aligned as malloc's are (at least 16 bytes on common 64-bit systems):
 * memory handed to the caller keeps that alignment.
 */
#ifndef L5R_ALLOC_H
#define L5R_ALLOC_H

#include "common.h"

L5R_BEGIN_DECLS

/** The allocator function (see the top of this file). */
typedef void *(*l5r_alloc_fn)(void *ud, void *ptr, size_t old_size,
                              size_t new_size);

/** The version of l5r_allocator this header describes. */
#define L5R_ALLOCATOR_VERSION 1

/**
 * An allocator. Start from l5r_allocator_init() (or L5R_ALLOCATOR_INIT) so
 * that `version` is set; a NULL `alloc` means the C library's malloc.
 * Constructors copy the struct, so it need not outlive the call, but `ud`
 * must outlive every object created with it and every buffer (save, view)
 * those objects handed out.
 */
typedef struct l5r_allocator {
    unsigned int version; /**< L5R_ALLOCATOR_VERSION */
    l5r_alloc_fn alloc;   /**< NULL: the C library's malloc/realloc/free */
    void *ud;             /**< passed back to `alloc` */
} l5r_allocator;

/** An initializer for an l5r_allocator with the defaults. */
#define L5R_ALLOCATOR_INIT                                                     \
    {                                                                          \
        L5R_ALLOCATOR_VERSION, NULL, NULL                                      \
    }

/**
 * Fill `a` with the defaults for struct version `version` (pass
 * L5R_ALLOCATOR_VERSION, or l5r_allocator_version() from FFI).
 * Returns L5R_OK, L5R_EINVAL for a NULL, L5R_EVERSION for an unknown
 * version.
 */
L5R_API int l5r_allocator_init(l5r_allocator *a, unsigned int version);

/** L5R_ALLOCATOR_VERSION as the library knows it (runtime twin). Never
    fails. */
L5R_API unsigned int l5r_allocator_version(void);

/**
 * Release memory that a function documented as "free with l5r_free"
 * returned (a saved game, a JSON view). Such memory comes from the
 * allocator of the object that made it (a game's, or the default) and
 * carries a small hidden header that records that allocator, so it can be
 * freed after its object is gone; the allocator's `ud` must still be
 * alive. l5r_free(NULL) does nothing; a pointer the library did not hand
 * out is left alone when its header is recognisably not one (but passing
 * one is a bug: the bytes before it are read).
 */
L5R_API void l5r_free(void *ptr);

L5R_END_DECLS

#endif /* L5R_ALLOC_H */
