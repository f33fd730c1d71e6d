/* SPDX-License-Identifier: MIT */
/* vec.c - growable arrays and the bump arena. */
#include "base/vec.h"

/* Grow the array to exactly `ncap` elements (more than it has). */
static int resize(const l5r_mem *m, void **v, uint32_t *cap, uint64_t ncap,
                  size_t elem)
{
    if (ncap > SIZE_MAX / elem)
        return L5R_ENOMEM;
    void *p =
        l5r_alloc__realloc(m, *v, (size_t)*cap * elem, (size_t)ncap * elem);
    if (p == NULL)
        return L5R_ENOMEM;
    *v = p;
    *cap = (uint32_t)ncap;
    return L5R_OK;
}

int l5r_vec__grow(const l5r_mem *m, void **v, uint32_t *cap, uint32_t n,
                  uint32_t extra, size_t elem)
{
    if (extra > UINT32_MAX - n)
        return L5R_ENOMEM;
    uint32_t need = n + extra;
    if (need <= *cap)
        return L5R_OK;
    uint64_t ncap = *cap < 8 ? 8 : (uint64_t)*cap * 2;
    while (ncap < need)
        ncap *= 2;
    if (ncap > UINT32_MAX)
        ncap = UINT32_MAX;
    return resize(m, v, cap, ncap, elem);
}

int l5r_vec__grow_exact(const l5r_mem *m, void **v, uint32_t *cap, uint32_t n,
                        uint32_t extra, size_t elem)
{
    if (extra > UINT32_MAX - n)
        return L5R_ENOMEM;
    uint32_t need = n + extra;
    if (need <= *cap)
        return L5R_OK;
    return resize(m, v, cap, need, elem);
}

int l5r_vec__text(const l5r_mem *m, void *vec_, const char *s, size_t len,
                  uint32_t *out)
{
    L5R_VEC(char) *vec = vec_;
    if (len >= UINT32_MAX - vec->n)
        return L5R_ENOMEM;
    if (l5r_vec__reserve(m, vec, (uint32_t)len + 1) != L5R_OK)
        return L5R_ENOMEM;
    *out = vec->n;
    if (len > 0)
        memcpy(vec->v + vec->n, s, len);
    vec->v[vec->n + len] = '\0';
    vec->n += (uint32_t)len + 1;
    return L5R_OK;
}

struct l5r_arena_block {
    l5r_arena_block *next;
    size_t size;
    /* data follows, aligned */
};

#define ARENA_ALIGN 16
#define ARENA_HDR                                                              \
    ((sizeof(l5r_arena_block) + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1))
#define ARENA_CHUNK 65536

void l5r_vec__arena_init(l5r_arena *a, const l5r_mem *mem)
{
    a->mem = mem;
    a->head = NULL;
    a->used = a->size = 0;
}

void *l5r_vec__arena_alloc(l5r_arena *a, size_t n)
{
    void *p = l5r_vec__arena_raw(a, n);
    if (p != NULL)
        memset(p, 0, n);
    return p;
}

void *l5r_vec__arena_raw(l5r_arena *a, size_t n)
{
    n = (n + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
    if (a->head == NULL || a->size - a->used < n) {
        size_t size = n > ARENA_CHUNK ? n : ARENA_CHUNK;
        l5r_arena_block *b = l5r_alloc__alloc(a->mem, ARENA_HDR + size);
        if (b == NULL)
            return NULL;
        b->next = a->head;
        b->size = size;
        a->head = b;
        a->used = 0;
        a->size = size;
    }
    char *p = (char *)a->head + ARENA_HDR + a->used;
    a->used += n;
    return p;
}

l5r_arena_mark l5r_vec__arena_mark(const l5r_arena *a)
{
    l5r_arena_mark m = {a->head, a->used};
    return m;
}

void l5r_vec__arena_reset(l5r_arena *a, l5r_arena_mark m)
{
    while (a->head != m.head) {
        l5r_arena_block *next = a->head->next;
        l5r_alloc__dealloc(a->mem, a->head, ARENA_HDR + a->head->size);
        a->head = next;
    }
    a->used = m.head != NULL ? m.used : 0;
    a->size = m.head != NULL ? m.head->size : 0;
}

void l5r_vec__arena_free(l5r_arena *a)
{
    l5r_arena_block *b = a->head;
    while (b != NULL) {
        l5r_arena_block *next = b->next;
        l5r_alloc__dealloc(a->mem, b, ARENA_HDR + b->size);
        b = next;
    }
    a->head = NULL;
    a->used = a->size = 0;
}
