/* SPDX-License-Identifier: MIT */
/*
 * vec.h - growable arrays and a bump arena on an l5r_mem allocator.
 *
 * Arrays are plain structs { T *v; uint32_t n, cap; } so the owning object
 * stays flat: records refer to each other by index, never by pointer.
 */
#ifndef L5R_VEC_H
#define L5R_VEC_H

#include "base/base.h"

#define L5R_VEC(T)                                                             \
    struct {                                                                   \
        T *v;                                                                  \
        uint32_t n, cap;                                                       \
    }

/* Make room for `extra` more elements. Returns L5R_OK or L5R_ENOMEM. */
int l5r_vec__grow(const l5r_mem *m, void **v, uint32_t *cap, uint32_t n,
                  uint32_t extra, size_t elem);

#define l5r_vec__reserve(m, vec, extra)                                        \
    l5r_vec__grow((m), (void **)&(vec)->v, &(vec)->cap, (vec)->n, (extra),     \
                  sizeof(*(vec)->v))

/* Make room for `extra` more elements, exactly: for a size known (or
   estimated) ahead, where doubling would copy and overshoot. Later growth
   doubles from there. Returns L5R_OK or L5R_ENOMEM. */
int l5r_vec__grow_exact(const l5r_mem *m, void **v, uint32_t *cap, uint32_t n,
                        uint32_t extra, size_t elem);

#define l5r_vec__reserve_exact(m, vec, extra)                                  \
    l5r_vec__grow_exact((m), (void **)&(vec)->v, &(vec)->cap, (vec)->n,        \
                        (extra), sizeof(*(vec)->v))

/* Append a zeroed element; `out` gets its index. */
#define l5r_vec__push(m, vec, out)                                             \
    (l5r_vec__reserve(m, vec, 1) != L5R_OK                                     \
         ? L5R_ENOMEM                                                          \
         : (memset(&(vec)->v[(vec)->n], 0, sizeof(*(vec)->v)),                 \
            *(out) = (vec)->n++, L5R_OK))

#define l5r_vec__free(m, vec)                                                  \
    (l5r_alloc__dealloc((m), (vec)->v,                                         \
                        (size_t)(vec)->cap * sizeof(*(vec)->v)),               \
     (vec)->v = NULL, (vec)->n = (vec)->cap = 0)

/* Append `len` bytes of text and a NUL to a char array (an L5R_VEC(char));
   `out` gets the text's offset. Returns L5R_OK or L5R_ENOMEM. */
int l5r_vec__text(const l5r_mem *m, void *vec, const char *s, size_t len,
                  uint32_t *out);

/* A bump arena: many small allocations, freed together. */
typedef struct l5r_arena_block l5r_arena_block;
typedef struct l5r_arena {
    const l5r_mem *mem;
    l5r_arena_block *head;
    size_t used, size; /* of the head block */
} l5r_arena;

typedef struct l5r_arena_mark {
    l5r_arena_block *head;
    size_t used;
} l5r_arena_mark;

void l5r_vec__arena_init(l5r_arena *a, const l5r_mem *mem);
void *l5r_vec__arena_alloc(l5r_arena *a,
                           size_t n);             /* zeroed; NULL: no memory */
void *l5r_vec__arena_raw(l5r_arena *a, size_t n); /* not zeroed */
void l5r_vec__arena_free(l5r_arena *a);
/* Free everything allocated since the mark was taken. */
l5r_arena_mark l5r_vec__arena_mark(const l5r_arena *a);
void l5r_vec__arena_reset(l5r_arena *a, l5r_arena_mark m);

#endif
