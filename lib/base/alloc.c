/* SPDX-License-Identifier: MIT */
/*
 * alloc.c - the per-object allocator, and the buffers handed to callers.
 *
 * A buffer the caller frees with l5r_free() (a saved game, a JSON view,
 * an action, an options set) starts with a hidden header that records the
 * allocator it came from and its size, so l5r_free() can give it back
 * without its object. The header is a multiple of 16 bytes, so the
 * caller's block keeps the allocator's alignment.
 */
#include "base/base.h"

#include <stdlib.h>

static void *default_alloc(void *ud, void *ptr, size_t old_size,
                           size_t new_size)
{
    (void)ud;
    (void)old_size;
    if (new_size == 0) {
        free(ptr);
        return NULL;
    }
    return realloc(ptr, new_size);
}

int l5r_allocator_init(l5r_allocator *a, unsigned int version)
{
    if (a == NULL)
        return l5r_errors__error(L5R_EINVAL, "allocator is NULL");
    if (version != L5R_ALLOCATOR_VERSION)
        return l5r_errors__error(L5R_EVERSION,
                                 "allocator struct version %u is not %u",
                                 version, (unsigned)L5R_ALLOCATOR_VERSION);
    a->version = version;
    a->alloc = NULL;
    a->ud = NULL;
    return L5R_OK;
}

unsigned int l5r_allocator_version(void)
{
    return L5R_ALLOCATOR_VERSION;
}

#define OUT_MAGIC 0x4c354255u /* "L5BU" */

typedef struct out_header {
    l5r_alloc_fn fn;
    void *ud;
    size_t size; /* the caller's bytes, without the header */
    size_t magic;
} out_header;

#define OUT_HEADER ((sizeof(out_header) + 15) & ~(size_t)15)

static out_header *header_of(void *p)
{
    return (out_header *)(void *)((unsigned char *)p - OUT_HEADER);
}

void *l5r_alloc__out(const l5r_mem *m, size_t n)
{
    if (n == 0 || n > SIZE_MAX - OUT_HEADER)
        return NULL;
    out_header *h = m->fn(m->ud, NULL, 0, n + OUT_HEADER);
    if (h == NULL)
        return NULL;
    h->fn = m->fn;
    h->ud = m->ud;
    h->size = n;
    h->magic = OUT_MAGIC;
    return (unsigned char *)h + OUT_HEADER;
}

void *l5r_alloc__out_realloc(void *p, size_t n)
{
    out_header *h = header_of(p);
    if (n == 0 || n > SIZE_MAX - OUT_HEADER)
        return NULL;
    out_header *nh = h->fn(h->ud, h, h->size + OUT_HEADER, n + OUT_HEADER);
    if (nh == NULL)
        return NULL;
    nh->size = n;
    return (unsigned char *)nh + OUT_HEADER;
}

void l5r_free(void *ptr)
{
    if (ptr == NULL)
        return;
    out_header *h = header_of(ptr);
    if (h->magic != OUT_MAGIC)
        return; /* not memory the library handed out: leave it alone */
    h->magic = 0;
    h->fn(h->ud, h, h->size + OUT_HEADER, 0);
}

int l5r_alloc__mem_from(l5r_mem *out, const l5r_allocator *a)
{
    out->fn = default_alloc;
    out->ud = NULL;
    if (a == NULL)
        return L5R_OK;
    if (a->version != L5R_ALLOCATOR_VERSION)
        return l5r_errors__error(L5R_EVERSION,
                                 "allocator struct version %u is not %u",
                                 a->version, (unsigned)L5R_ALLOCATOR_VERSION);
    if (a->alloc != NULL) {
        out->fn = a->alloc;
        out->ud = a->ud;
    }
    return L5R_OK;
}

void *l5r_alloc__alloc(const l5r_mem *m, size_t n)
{
    return n == 0 ? NULL : m->fn(m->ud, NULL, 0, n);
}

void *l5r_alloc__calloc(const l5r_mem *m, size_t count, size_t size)
{
    if (size != 0 && count > SIZE_MAX / size)
        return NULL;
    void *p = l5r_alloc__alloc(m, count * size);
    if (p != NULL)
        memset(p, 0, count * size);
    return p;
}

void *l5r_alloc__realloc(const l5r_mem *m, void *p, size_t old_n, size_t new_n)
{
    if (new_n == 0) {
        l5r_alloc__dealloc(m, p, old_n);
        return NULL;
    }
    return m->fn(m->ud, p, p == NULL ? 0 : old_n, new_n);
}

void l5r_alloc__dealloc(const l5r_mem *m, void *p, size_t n)
{
    if (p != NULL)
        m->fn(m->ud, p, n, 0);
}
