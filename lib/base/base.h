/* SPDX-License-Identifier: MIT */
/*
 * internal.h - what every library file shares: the allocator wrapper,
 * error recording and handle tags. Never installed.
 */
#ifndef L5R_INTERNAL_H
#define L5R_INTERNAL_H

#include "l5r.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#if defined(__GNUC__)
#define L5R_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define L5R_PRINTF(f, a)
#endif

#define L5R_ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

/*
 * FNV-1a (64-bit) over `n` bytes, continuing from `h` (L5R_FNV_SEED to
 * start): the library's one byte hash, for the card database's id index
 * and fingerprint and a save's checksum. Fingerprints and checksums are
 * written into saves, so it never changes. (The state hash is another,
 * l5r_game_hash.)
 */
#define L5R_FNV_SEED 0xcbf29ce484222325ULL
static inline uint64_t l5r_base__fnv1a(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) {
        h ^= b[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

/*
 * Handle tags: the first field of every handle struct, checked on entry to
 * every public function so that a handle of the wrong kind (easy through
 * FFI) is an L5R_EHANDLE error, not a crash. A destroyed handle's tag is
 * overwritten with L5R_TAG_DEAD.
 */
enum {
    L5R_TAG_CARDDB = 0x4c354344u, /* "L5CD" */
    L5R_TAG_GAME = 0x4c354741u,   /* "L5GA" */
    L5R_TAG_ACTION = 0x4c354143u, /* "L5AC" */
    L5R_TAG_DECK = 0x4c354445u,   /* "L5DE" */
    L5R_TAG_REPLAY = 0x4c355250u, /* "L5RP" */
    L5R_TAG_DEAD = 0xdeadbeefu
};

/* The allocator in effect for one object (a copy of the caller's). */
typedef struct l5r_mem {
    l5r_alloc_fn fn;
    void *ud;
} l5r_mem;

/* Resolve a caller's allocator (NULL = default). Fails on a bad version. */
int l5r_alloc__mem_from(l5r_mem *out, const l5r_allocator *a);
void *l5r_alloc__alloc(const l5r_mem *m, size_t n);
void *l5r_alloc__calloc(const l5r_mem *m, size_t count, size_t size);
void *l5r_alloc__realloc(const l5r_mem *m, void *p, size_t old_n, size_t new_n);
void l5r_alloc__dealloc(const l5r_mem *m, void *p, size_t n);
/* Memory for the caller, freed with l5r_free(): a hidden header records
   the allocator and the size (see alloc.c). NULL when out of memory; on a
   failed resize the old block is untouched. */
void *l5r_alloc__out(const l5r_mem *m, size_t n);
void *l5r_alloc__out_realloc(void *p, size_t n);

/*
 * Record the calling thread's last error and return `code`, so a function
 * can end with `return l5r_errors__error(L5R_EINVAL, "...")`.
 */
int l5r_errors__error(int code, const char *fmt, ...) L5R_PRINTF(2, 3);
/* Make a message safe to print and to put in JSON: control characters
   and bytes that are not UTF-8 (input a message quotes) become '?'. A
   sequence cut by the end of the buffer is not UTF-8 either. */
void l5r_errors__msg_clean(char *msg);
/* How many bytes of `s` from the start are valid UTF-8 without a NUL
   (all `len` when it all is); otherwise *what says what is wrong at the
   byte it returns. The one UTF-8 check of the library's texts. */
size_t l5r_errors__utf8_check(const char *s, size_t len, const char **what);
int l5r_errors__nomem(void);

#endif /* L5R_INTERNAL_H */
