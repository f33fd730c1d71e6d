/* SPDX-License-Identifier: MIT */
/* Status codes: pinned values, names and messages, the thread-local last
   error. */
#include <l5r.h>

#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>
#include <cmocka.h>

static void test_codes_are_pinned(void **state)
{
    (void)state;
    /* These values are part of the ABI: changing one is a breaking change. */
    assert_int_equal(L5R_OK, 0);
    assert_int_equal(L5R_ERROR, -1);
    assert_int_equal(L5R_ENOMEM, -2);
    assert_int_equal(L5R_EINVAL, -3);
    assert_int_equal(L5R_EHANDLE, -4);
    assert_int_equal(L5R_EVERSION, -5);
    assert_int_equal(L5R_EIO, -6);
    assert_int_equal(L5R_ESYNTAX, -7);
    assert_int_equal(L5R_ESCHEMA, -8);
    assert_int_equal(L5R_EDUPLICATE, -9);
    assert_int_equal(L5R_ENOTFOUND, -10);
    assert_int_equal(L5R_ELIMIT, -11);
    assert_int_equal(L5R_EFROZEN, -12);
    assert_int_equal(L5R_EILLEGAL, -13);
    assert_int_equal(L5R_ESTATE, -14);
    assert_int_equal(L5R_EBUFSIZE, -15);
    assert_int_equal(L5R_EFORMAT, -16);
    assert_int_equal(L5R_EMISMATCH, -17);
    assert_int_equal(L5R_EUNSUPPORTED, -18);
    assert_int_equal(L5R_ENOTAPPLICABLE, -19);
}

static void test_every_code_has_name_and_text(void **state)
{
    (void)state;
    for (int c = 0; c >= L5R_ENOTAPPLICABLE; c--) {
        const char *name = l5r_status_name(c);
        assert_non_null(name);
        assert_int_equal(strncmp(name, "L5R_", 4), 0);
        assert_string_not_equal(l5r_strerror(c), "unknown status");
    }
    assert_string_equal(l5r_status_name(L5R_ENOMEM), "L5R_ENOMEM");
    assert_string_equal(l5r_strerror(L5R_ENOMEM), "out of memory");
}

static void test_unknown_code(void **state)
{
    (void)state;
    assert_null(l5r_status_name(1));
    assert_null(l5r_status_name(-9999));
    assert_string_equal(l5r_strerror(-9999), "unknown status");
}

static void test_last_error_set_and_cleared(void **state)
{
    (void)state;
    l5r_error_clear();
    assert_int_equal(l5r_error_code(), L5R_OK);
    assert_string_equal(l5r_error_message(), "");
    assert_int_equal(l5r_allocator_init(NULL, L5R_ALLOCATOR_VERSION),
                     L5R_EINVAL);
    assert_int_equal(l5r_error_code(), L5R_EINVAL);
    assert_true(strlen(l5r_error_message()) > 0);
    l5r_error_clear();
    assert_int_equal(l5r_error_code(), L5R_OK);
    assert_string_equal(l5r_error_message(), "");
}

static void *other_thread(void *arg)
{
    int *seen = arg;
    seen[0] = l5r_error_code(); /* nothing failed on this thread yet */
    l5r_allocator_init(NULL, 1);
    seen[1] = l5r_error_code();
    return NULL;
}

static void test_last_error_is_thread_local(void **state)
{
    (void)state;
    l5r_allocator a;
    assert_int_equal(l5r_allocator_init(&a, 999), L5R_EVERSION);
    int seen[2] = {1, 1};
    pthread_t t;
    assert_int_equal(pthread_create(&t, NULL, other_thread, seen), 0);
    assert_int_equal(pthread_join(t, NULL), 0);
    assert_int_equal(seen[0], L5R_OK);
    assert_int_equal(seen[1], L5R_EINVAL);
    /* The other thread's failure did not touch ours. */
    assert_int_equal(l5r_error_code(), L5R_EVERSION);
}

/* True when `s` is printable UTF-8: no control characters, no bytes
   outside a valid sequence. */
static int printable_utf8(const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    while (*p != 0) {
        if (*p < 0x20 || *p == 0x7f)
            return 0;
        if (*p < 0x80) {
            p++;
            continue;
        }
        int n = (*p & 0xe0) == 0xc0   ? 2
                : (*p & 0xf0) == 0xe0 ? 3
                : (*p & 0xf8) == 0xf0 ? 4
                                      : 0;
        if (n == 0 || *p < 0xc2 || *p > 0xf4)
            return 0;
        for (int i = 1; i < n; i++)
            if ((p[i] & 0xc0) != 0x80)
                return 0;
        p += n;
    }
    return 1;
}

/* A message that quotes input (here a move that does not parse, and an
   unknown card id) never carries the input's control characters or bytes
   that are not UTF-8, so it is safe to print and to put in JSON; valid
   UTF-8 in the input stays as it is. */
static void test_messages_quote_input_safely(void **state)
{
    (void)state;
    l5r_action *a = NULL;
    assert_int_equal(l5r_action_new(&a, NULL), L5R_OK);
    static const char *const moves[] = {
        "p1 \x1b[2Jrecruit #1", "p1 recr\xff\xfeuit", "\x1b]0;title\x07",
        "p1 pass \xe2\x80\xae", "p1 \xc3"};
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        assert_int_not_equal(l5r_action_parse(a, moves[i]), L5R_OK);
        const char *msg = l5r_error_message();
        assert_true(msg[0] != '\0');
        assert_true(printable_utf8(msg));
    }
    l5r_action_free(a);
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
    uint32_t card;
    assert_int_equal(l5r_carddb_find(&card, db, "hida\x1b[31m-\xc3\xa9"),
                     L5R_ENOTFOUND);
    assert_true(printable_utf8(l5r_error_message()));
    assert_non_null(strstr(l5r_error_message(), "-\xc3\xa9")); /* kept */
    l5r_carddb_free(db);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_codes_are_pinned),
        cmocka_unit_test(test_every_code_has_name_and_text),
        cmocka_unit_test(test_unknown_code),
        cmocka_unit_test(test_last_error_set_and_cleared),
        cmocka_unit_test(test_last_error_is_thread_local),
        cmocka_unit_test(test_messages_quote_input_safely),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
