/* alloc.c - the per-object allocator and l5r_free(). */
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
        return l5r__error(L5R_EINVAL, "allocator is NULL");
    if (version != L5R_ALLOCATOR_VERSION)
        return l5r__error(L5R_EVERSION, "allocator struct version %u is not %u",
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

void l5r_free(void *ptr)
{
    free(ptr);
}

int l5r__mem_from(l5r_mem *out, const l5r_allocator *a)
{
    out->fn = default_alloc;
    out->ud = NULL;
    if (a == NULL)
        return L5R_OK;
    if (a->version != L5R_ALLOCATOR_VERSION)
        return l5r__error(L5R_EVERSION, "allocator struct version %u is not %u",
                          a->version, (unsigned)L5R_ALLOCATOR_VERSION);
    if (a->alloc != NULL) {
        out->fn = a->alloc;
        out->ud = a->ud;
    }
    return L5R_OK;
}

void *l5r__alloc(const l5r_mem *m, size_t n)
{
    return n == 0 ? NULL : m->fn(m->ud, NULL, 0, n);
}

void *l5r__calloc(const l5r_mem *m, size_t count, size_t size)
{
    if (size != 0 && count > SIZE_MAX / size)
        return NULL;
    void *p = l5r__alloc(m, count * size);
    if (p != NULL)
        memset(p, 0, count * size);
    return p;
}

void *l5r__realloc(const l5r_mem *m, void *p, size_t old_n, size_t new_n)
{
    if (new_n == 0) {
        l5r__dealloc(m, p, old_n);
        return NULL;
    }
    return m->fn(m->ud, p, p == NULL ? 0 : old_n, new_n);
}

void l5r__dealloc(const l5r_mem *m, void *p, size_t n)
{
    if (p != NULL)
        m->fn(m->ud, p, n, 0);
}

char *l5r__strdup_out(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d != NULL)
        memcpy(d, s, n);
    return d;
}
