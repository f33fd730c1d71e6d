/* SPDX-License-Identifier: MIT */
/* testalloc.h - an l5r_allocator for tests: counts live blocks and bytes,
   and can fail the Nth allocation, to prove that every failure path
   returns L5R_ENOMEM, leaks nothing and changes nothing. */
#ifndef L5R_TESTALLOC_H
#define L5R_TESTALLOC_H

#include <l5r.h>

typedef struct testalloc {
    long allocs;  /* allocations (and growing reallocs) attempted */
    long fail_at; /* fail the allocation with this 1-based number; 0 never */
    long live_blocks; /* blocks not yet freed */
    long live_bytes;
    long peak_bytes;
    int failed; /* set once an allocation has been refused */
} testalloc;

/* Reset the counters and fill `a` to use `t`. */
void testalloc_init(testalloc *t, l5r_allocator *a, long fail_at);

#endif
