/* SPDX-License-Identifier: MIT */
/*
 * l5r_replay_*: the moves of a text replayed and verified, as l5r replay
 * does it: every good move applied, the end line checked, the first bad
 * line reported (its line, column, move and verdict) with the game left as
 * after the last good one.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <l5r.h>

#include "fixture.h"
#include "fx_assert.h"

#define SEED 9

/* A game of `n` moves (the first legal move each time, or the last one
   every third decision) as text: "# header", its moves, its end line. */
static char *game_text(uint32_t n, uint64_t *hash)
{
    fx *f = fx_sample_game(SEED, 1);
    l5r_verdict_init(&f->v, L5R_VERDICT_VERSION);
    size_t cap = 1 << 16, len = 0;
    char *t = malloc(cap);
    assert_non_null(t);
    len += (size_t)snprintf(t, cap, "# a game\r\n\n");
    for (uint32_t i = 0; i < n && !l5r_game_is_over(f->g); i++) {
        uint32_t p;
        l5r_game_decision(&p, NULL, f->g);
        l5r_action_list *l = NULL;
        assert_int_equal(l5r_game_legal_actions(&l, f->g, p), L5R_OK);
        uint32_t k = i % 3 == 2 ? l5r_action_list_count(l) - 1 : 0;
        const char *m = l5r_action_list_text(l, k);
        len += (size_t)snprintf(t + len, cap - len, "  %s\n", m);
        assert_int_equal(l5r_game_apply_index(f->g, l, k, &f->v), L5R_OK);
        l5r_action_list_free(l);
        assert_true(len < cap - 256);
    }
    *hash = l5r_game_hash(f->g);
    len +=
        (size_t)snprintf(t + len, cap - len, "end: moves %u hash %016llx\n",
                         l5r_game_log_count(f->g), (unsigned long long)*hash);
    fx_free(f);
    return t;
}

static int replay_all(l5r_replay *r, l5r_verdict *v)
{
    int rc;
    while ((rc = l5r_replay_next(r, v)) == 1)
        ;
    return rc;
}

static void test_a_whole_log_replays(void **state)
{
    (void)state;
    uint64_t hash;
    char *t = game_text(60, &hash);
    fx *f = fx_sample_game(SEED, 1);
    l5r_verdict_init(&f->v, L5R_VERDICT_VERSION);
    l5r_replay *r = NULL;
    assert_int_equal(l5r_replay_new(&r, f->g, t, strlen(t)), L5R_OK);
    assert_null(l5r_replay_move(r));
    assert_int_equal(l5r_replay_next(r, &f->v), 1);
    assert_int_equal(l5r_replay_line(r), 3); /* after the comment and blank */
    assert_int_equal(l5r_replay_column(r), 3);
    assert_int_equal(replay_all(r, &f->v), 0);
    assert_int_equal(l5r_replay_count(r), 60);
    assert_int_equal(l5r_replay_end_line(r), 63);
    assert_true(l5r_game_hash(f->g) == hash);
    assert_int_equal(l5r_replay_next(r, &f->v), 0); /* stays at the end */
    l5r_replay_free(r);
    fx_free(f);
    free(t);
}

/* Replace line `line` (1-based) of `t` with `with`. */
static char *edit_line(const char *t, uint32_t line, const char *with)
{
    char *out = malloc(strlen(t) + strlen(with) + 2);
    assert_non_null(out);
    const char *p = t;
    for (uint32_t i = 1; i < line; i++)
        p = strchr(p, '\n') + 1;
    const char *e = strchr(p, '\n');
    sprintf(out, "%.*s%s%s", (int)(p - t), t, with, e != NULL ? e : "");
    return out;
}

/* Replay `t` and expect the error `code` at `line`; the game is as after
   the moves before it, and the error comes again. */
static void expect_error(const char *t, int code, uint32_t line, uint32_t good,
                         const char *msg_has)
{
    fx *f = fx_sample_game(SEED, 1);
    l5r_verdict_init(&f->v, L5R_VERDICT_VERSION);
    l5r_replay *r = NULL;
    assert_int_equal(l5r_replay_new(&r, f->g, t, strlen(t)), L5R_OK);
    int rc = replay_all(r, &f->v);
    if (rc != code || l5r_replay_line(r) != line)
        fail_msg("expected %s at line %u, got %s at %u: %s",
                 l5r_status_name(code), line, l5r_status_name(rc),
                 l5r_replay_line(r), l5r_error_message());
    assert_non_null(strstr(l5r_error_message(), msg_has));
    assert_int_equal(l5r_replay_count(r), good);
    assert_int_equal(l5r_game_log_count(f->g), good);
    uint64_t h = l5r_game_hash(f->g);
    assert_int_equal(l5r_replay_next(r, &f->v), code);
    assert_true(l5r_game_hash(f->g) == h);
    l5r_replay_free(r);
    fx_free(f);
}

static void test_bad_lines_are_reported_where_they_are(void **state)
{
    (void)state;
    uint64_t hash;
    char *t = game_text(30, &hash);
    /* Lines 3 .. 32 are the moves, 33 the end line. */
    char *x = edit_line(t, 10, "p1 fly away");
    expect_error(x, L5R_ESYNTAX, 10, 7, "unknown move");
    free(x);
    x = edit_line(t, 10, "p2 attack p1");
    expect_error(x, L5R_EILLEGAL, 10, 7, "illegal move 'p2 attack p1'");
    free(x);
    x = edit_line(t, 33, "end: moves 29 hash 0000000000000000");
    expect_error(x, L5R_EFORMAT, 33, 30, "the log is cut or edited");
    free(x);
    x = edit_line(t, 33, "end: moves 30 hash 0000000000000000");
    expect_error(x, L5R_EFORMAT, 33, 30, "the log is edited");
    free(x);
    x = edit_line(t, 33, "end: moves 30");
    expect_error(x, L5R_ESYNTAX, 33, 30, "a malformed end line");
    free(x);
    size_t n = strlen(t);
    x = malloc(n + 16);
    sprintf(x, "%sp1 pass\n", t);
    expect_error(x, L5R_EFORMAT, 34, 30, "after the end line");
    free(x);
    /* A cut text without its end line replays what it has. */
    x = edit_line(t, 33, "");
    fx *f = fx_sample_game(SEED, 1);
    l5r_replay *r = NULL;
    assert_int_equal(l5r_replay_new(&r, f->g, x, strlen(x)), L5R_OK);
    assert_int_equal(replay_all(r, NULL), 0);
    assert_int_equal(l5r_replay_end_line(r), 0);
    assert_true(l5r_game_hash(f->g) == hash);
    l5r_replay_free(r);
    free(x);
    /* A NUL byte inside the text. */
    memcpy(t + 2, "\0", 1);
    assert_int_equal(l5r_replay_new(&r, f->g, t, n), L5R_OK);
    assert_int_equal(l5r_replay_next(r, NULL), L5R_ESYNTAX);
    assert_int_equal(l5r_replay_line(r), 1);
    assert_int_equal(l5r_replay_column(r), 3);
    l5r_replay_free(r);
    /* A NUL after a good move: the bad line names no move (not the one
       before it). */
    fx_free(f);
    f = fx_sample_game(SEED, 1);
    memcpy(t + 2, "#", 1);
    char *line4 = strchr(strchr(strchr(t, '\n') + 1, '\n') + 1, '\n') + 1;
    memcpy(line4 + 1, "\0", 1);
    assert_int_equal(l5r_replay_new(&r, f->g, t, n), L5R_OK);
    assert_int_equal(l5r_replay_next(r, NULL), 1);
    assert_non_null(l5r_replay_move(r));
    assert_int_equal(l5r_replay_next(r, NULL), L5R_ESYNTAX);
    assert_int_equal(l5r_replay_line(r), 4);
    assert_null(l5r_replay_move(r));
    l5r_replay_free(r);
    fx_free(f);
    free(t);
}

static void test_bad_handles(void **state)
{
    (void)state;
    fx *f = fx_sample_game(SEED, 1);
    l5r_replay *r = (l5r_replay *)0x1;
    assert_int_equal(l5r_replay_new(NULL, f->g, "", 0), L5R_EINVAL);
    assert_int_equal(l5r_replay_new(&r, NULL, "", 0), L5R_EHANDLE);
    assert_null(r);
    assert_int_equal(l5r_replay_new(&r, f->g, NULL, 3), L5R_EINVAL);
    assert_int_equal(l5r_replay_next(NULL, NULL), L5R_EHANDLE);
    assert_int_equal(l5r_replay_next((l5r_replay *)f->g, NULL), L5R_EHANDLE);
    assert_int_equal(l5r_replay_line(NULL), 0);
    assert_int_equal(l5r_replay_count(NULL), 0);
    assert_null(l5r_replay_move(NULL));
    l5r_replay_free(NULL);
    assert_int_equal(l5r_replay_new(&r, f->g, NULL, 0), L5R_OK);
    assert_int_equal(l5r_replay_next(r, NULL), 0); /* nothing to replay */
    l5r_replay_free(r);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_whole_log_replays),
        cmocka_unit_test(test_bad_lines_are_reported_where_they_are),
        cmocka_unit_test(test_bad_handles),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
