/* SPDX-License-Identifier: MIT */
#include "testalloc.h"

#include <stdlib.h>

static void *testalloc_fn(void *ud, void *ptr, size_t old_size, size_t new_size)
{
    testalloc *t = ud;
    if (new_size == 0) {
        if (ptr != NULL) {
            t->live_blocks--;
            t->live_bytes -= (long)old_size;
            free(ptr);
        }
        return NULL;
    }
    t->allocs++;
    if (t->fail_at != 0 && t->allocs == t->fail_at) {
        t->failed = 1;
        return NULL;
    }
    void *p = realloc(ptr, new_size);
    if (p == NULL)
        return NULL;
    if (ptr == NULL)
        t->live_blocks++;
    t->live_bytes += (long)new_size - (long)(ptr == NULL ? 0 : old_size);
    if (t->live_bytes > t->peak_bytes)
        t->peak_bytes = t->live_bytes;
    return p;
}

void testalloc_init(testalloc *t, l5r_allocator *a, long fail_at)
{
    t->allocs = 0;
    t->fail_at = fail_at;
    t->live_blocks = 0;
    t->live_bytes = 0;
    t->peak_bytes = 0;
    t->failed = 0;
    l5r_allocator_init(a, L5R_ALLOCATOR_VERSION);
    a->alloc = testalloc_fn;
    a->ud = t;
}
