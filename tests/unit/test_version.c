/* SPDX-License-Identifier: MIT */
/* Versions: the macros and their runtime twins agree, and the
   header/library check accepts what it should and refuses the rest. */
#include <l5r.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

static void test_runtime_twins_match_macros(void **state)
{
    (void)state;
    assert_int_equal(l5r_version(), L5R_VERSION_NUMBER);
    assert_string_equal(l5r_version_string(), L5R_VERSION_STRING);
    assert_int_equal(l5r_abi_major(), L5R_ABI_MAJOR);
    assert_int_equal(l5r_abi_minor(), L5R_ABI_MINOR);
}

static void test_version_string_is_built_from_parts(void **state)
{
    (void)state;
    char buf[32];
    snprintf(buf, sizeof buf, "%d.%d.%d", L5R_VERSION_MAJOR, L5R_VERSION_MINOR,
             L5R_VERSION_PATCH);
    assert_string_equal(buf, l5r_version_string());
    assert_int_equal(L5R_VERSION_NUMBER, L5R_VERSION_MAJOR * 10000 +
                                             L5R_VERSION_MINOR * 100 +
                                             L5R_VERSION_PATCH);
}

static void test_check_accepts_own_headers(void **state)
{
    (void)state;
    l5r_error_clear();
    assert_int_equal(L5R_VERSION_CHECK(), L5R_OK);
    assert_int_equal(l5r_version_check(0, L5R_ABI_MAJOR), L5R_OK);
    assert_int_equal(l5r_error_code(), L5R_OK);
}

static void test_check_refuses_other_abi(void **state)
{
    (void)state;
    assert_int_equal(l5r_version_check(L5R_VERSION_NUMBER, L5R_ABI_MAJOR + 1),
                     L5R_EVERSION);
    assert_int_equal(l5r_error_code(), L5R_EVERSION);
    assert_non_null(strstr(l5r_error_message(), "ABI"));
}

static void test_check_refuses_newer_headers(void **state)
{
    (void)state;
    assert_int_equal(l5r_version_check(L5R_VERSION_NUMBER + 1, L5R_ABI_MAJOR),
                     L5R_EVERSION);
    assert_non_null(strstr(l5r_error_message(), "newer"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_runtime_twins_match_macros),
        cmocka_unit_test(test_version_string_is_built_from_parts),
        cmocka_unit_test(test_check_accepts_own_headers),
        cmocka_unit_test(test_check_refuses_other_abi),
        cmocka_unit_test(test_check_refuses_newer_headers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
