/* SPDX-License-Identifier: MIT */
/* The allocator struct: init, version check, custom functions. */
#include <l5r.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "base/base.h"
#include "testalloc.h"

static void test_init_sets_defaults(void **state)
{
    (void)state;
    l5r_allocator a;
    memset(&a, 0xab, sizeof a);
    assert_int_equal(l5r_allocator_init(&a, L5R_ALLOCATOR_VERSION), L5R_OK);
    assert_int_equal(a.version, L5R_ALLOCATOR_VERSION);
    assert_null(a.alloc);
    assert_null(a.ud);
    assert_int_equal(l5r_allocator_version(), L5R_ALLOCATOR_VERSION);
    l5r_allocator b = L5R_ALLOCATOR_INIT;
    assert_int_equal(a.version, b.version);
    assert_true(a.alloc == b.alloc);
    assert_ptr_equal(a.ud, b.ud);
}

static void test_init_refuses_unknown_version(void **state)
{
    (void)state;
    l5r_allocator a;
    assert_int_equal(l5r_allocator_init(&a, 0), L5R_EVERSION);
    assert_int_equal(l5r_allocator_init(&a, L5R_ALLOCATOR_VERSION + 1),
                     L5R_EVERSION);
    assert_int_equal(l5r_allocator_init(NULL, L5R_ALLOCATOR_VERSION),
                     L5R_EINVAL);
}

static void test_custom_allocator_is_used_and_balanced(void **state)
{
    (void)state;
    testalloc t;
    l5r_allocator a;
    testalloc_init(&t, &a, 0);
    l5r_mem m;
    assert_int_equal(l5r_alloc__mem_from(&m, &a), L5R_OK);
    char *p = l5r_alloc__alloc(&m, 10);
    assert_non_null(p);
    p = l5r_alloc__realloc(&m, p, 10, 100);
    assert_non_null(p);
    assert_int_equal(t.live_blocks, 1);
    assert_int_equal(t.live_bytes, 100);
    l5r_alloc__dealloc(&m, p, 100);
    assert_int_equal(t.live_blocks, 0);
    assert_int_equal(t.live_bytes, 0);
}

static void test_failing_allocator_returns_null(void **state)
{
    (void)state;
    testalloc t;
    l5r_allocator a;
    testalloc_init(&t, &a, 2);
    l5r_mem m;
    assert_int_equal(l5r_alloc__mem_from(&m, &a), L5R_OK);
    void *p = l5r_alloc__alloc(&m, 8);
    assert_non_null(p);
    assert_null(l5r_alloc__alloc(&m, 8));
    assert_true(t.failed);
    l5r_alloc__dealloc(&m, p, 8);
    assert_int_equal(t.live_blocks, 0);
}

static void test_bad_struct_version_refused(void **state)
{
    (void)state;
    l5r_allocator a = L5R_ALLOCATOR_INIT;
    a.version = 77;
    l5r_mem m;
    assert_int_equal(l5r_alloc__mem_from(&m, &a), L5R_EVERSION);
    assert_int_equal(l5r_alloc__mem_from(&m, NULL), L5R_OK);
}

static void test_free_null_is_noop(void **state)
{
    (void)state;
    l5r_free(NULL);
    l5r_mem m;
    assert_int_equal(l5r_alloc__mem_from(&m, NULL), L5R_OK);
    char *s = l5r_alloc__out(&m, 6);
    assert_non_null(s);
    memcpy(s, "hello", 6);
    l5r_free(s);
}

/* A buffer for the caller remembers its allocator: l5r_free() gives it
   back there, and the caller's bytes keep a 16-byte alignment. */
static void test_out_buffer_returns_to_its_allocator(void **state)
{
    (void)state;
    testalloc t;
    l5r_allocator a;
    testalloc_init(&t, &a, 0);
    l5r_mem m;
    assert_int_equal(l5r_alloc__mem_from(&m, &a), L5R_OK);
    char *p = l5r_alloc__out(&m, 10);
    assert_non_null(p);
    assert_int_equal((uintptr_t)p % 16, 0);
    assert_int_equal(t.live_blocks, 1);
    assert_true(t.live_bytes > 10);
    memset(p, 'x', 10);
    p = l5r_alloc__out_realloc(p, 5000);
    assert_non_null(p);
    assert_int_equal((uintptr_t)p % 16, 0);
    assert_int_equal(p[9], 'x');
    assert_int_equal(t.live_blocks, 1);
    l5r_free(p);
    assert_int_equal(t.live_blocks, 0);
    assert_int_equal(t.live_bytes, 0);
    /* a refused resize leaves the block as it was */
    t.fail_at = t.allocs + 2;
    p = l5r_alloc__out(&m, 10);
    assert_non_null(p);
    assert_null(l5r_alloc__out_realloc(p, 100));
    assert_int_equal(t.live_blocks, 1);
    l5r_free(p);
    assert_int_equal(t.live_blocks, 0);
    assert_int_equal(t.live_bytes, 0);
}

/* Actions and options belong to no game: they take an allocator. */
static void test_action_uses_its_allocator(void **state)
{
    (void)state;
    testalloc t;
    l5r_allocator a;
    testalloc_init(&t, &a, 0);
    l5r_action *act = NULL;
    assert_int_equal(l5r_action_new(&act, &a), L5R_OK);
    assert_int_equal(t.live_blocks, 1);
    assert_int_equal(l5r_action_parse(act, "p1 recruit #12"), L5R_OK);
    l5r_action *copy = NULL;
    assert_int_equal(l5r_action_new(&copy, NULL), L5R_OK);
    assert_int_equal(l5r_action_copy(copy, act), L5R_OK);
    l5r_action_free(act);
    assert_int_equal(t.live_blocks, 0);
    assert_int_equal(t.live_bytes, 0);
    assert_int_equal(l5r_action_card(copy), 12); /* the copy is its own */
    l5r_action_free(copy);

    testalloc_init(&t, &a, 1);
    act = (l5r_action *)(uintptr_t)1;
    assert_int_equal(l5r_action_new(&act, &a), L5R_ENOMEM);
    assert_null(act);
    assert_true(t.failed);
    assert_int_equal(t.live_blocks, 0);

    a.version = 77;
    assert_int_equal(l5r_action_new(&act, &a), L5R_EVERSION);
    assert_null(act);
}

static void test_options_use_their_allocator(void **state)
{
    (void)state;
    testalloc t;
    l5r_allocator a;
    testalloc_init(&t, &a, 0);
    l5r_options *o = NULL;
    assert_int_equal(l5r_options_new(&o, &a), L5R_OK);
    assert_int_equal(t.live_blocks, 1);
    assert_int_equal(l5r_options_set(o, L5R_PARAM_SEED, 9), L5R_OK);
    int64_t v = 0;
    assert_int_equal(l5r_options_get(&v, o, L5R_PARAM_SEED), L5R_OK);
    assert_int_equal(v, 9);
    l5r_options_free(o);
    assert_int_equal(t.live_blocks, 0);
    assert_int_equal(t.live_bytes, 0);

    testalloc_init(&t, &a, 1);
    o = (l5r_options *)(uintptr_t)1;
    assert_int_equal(l5r_options_new(&o, &a), L5R_ENOMEM);
    assert_null(o);
    assert_true(t.failed);
    assert_int_equal(t.live_blocks, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_init_sets_defaults),
        cmocka_unit_test(test_init_refuses_unknown_version),
        cmocka_unit_test(test_custom_allocator_is_used_and_balanced),
        cmocka_unit_test(test_failing_allocator_returns_null),
        cmocka_unit_test(test_bad_struct_version_refused),
        cmocka_unit_test(test_free_null_is_noop),
        cmocka_unit_test(test_out_buffer_returns_to_its_allocator),
        cmocka_unit_test(test_action_uses_its_allocator),
        cmocka_unit_test(test_options_use_their_allocator),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
