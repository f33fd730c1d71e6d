/* SPDX-License-Identifier: MIT */
/*
 * The text notation's grammar (the EBNF in include/l5r/action.h): every
 * production of the grammar, read from the header itself, has moves that
 * use it and are accepted, and moves that break it and are refused; every
 * accepted move formats to its canonical text and parses back the same.
 * A move built field by field with a field its kind does not have is
 * judged illegal (CORE-11), never read as another move.
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

typedef struct nota_case {
    const char *production; /* the EBNF production it exercises */
    const char *text;
    int ok;                /* 1 accepted, 0 L5R_ESYNTAX */
    const char *canonical; /* the formatted text, when accepted */
} nota_case;

static const nota_case cases[] = {
    {"move", "p1 pass", 1, "p1 pass"},
    {"move", "pass", 1, "pass"},
    {"move", "", 0, NULL},
    {"move", "p1", 0, NULL},
    {"verb", "p2 fight 1", 1, "p2 fight 1"},
    {"verb", "p1 jump", 0, NULL},
    {"pass", "p1 pass", 1, "p1 pass"},
    {"pass", "p1 pass #3", 0, NULL},
    {"produce", "p1 produce #3", 1, "p1 produce #3"},
    {"produce", "p1 produce", 0, NULL},
    {"recruit", "p1 recruit #12", 1, "p1 recruit #12"},
    {"recruit", "p1 recruit #12 face-down", 1, "p1 recruit #12 face-down"},
    {"recruit", "p1 recruit #12 face-up", 0, NULL},
    {"recruit", "p1 recruit #12 face-down replace #5", 0, NULL},
    {"replace", "p1 recruit #12 replace #5", 1, "p1 recruit #12 replace #5"},
    {"replace", "p1 recruit #12 replace", 0, NULL},
    {"discard", "p2 discard #44", 1, "p2 discard #44"},
    {"discard", "p2 discard 44", 0, NULL},
    {"play", "p1 play #40", 1, "p1 play #40"},
    {"play", "p1 play #40 on #12", 1, "p1 play #40 on #12"},
    {"play", "p1 play #40 onto #12", 0, NULL},
    {"attack", "p1 attack p2", 1, "p1 attack p2"},
    {"attack", "p1 attack #2", 0, NULL},
    {"assign", "p1 assign #12 to 2", 1, "p1 assign #12 to 2"},
    {"assign", "p1 assign #12 2", 0, NULL},
    {"fight", "p1 fight 3", 1, "p1 fight 3"},
    {"fight", "p1 fight", 0, NULL},
    {"use", "p1 use #12.0", 1, "p1 use #12.0"},
    {"use", "p1 use #12.0 bow #3 target #30 #31", 1,
     "p1 use #12.0 bow #3 target #30 #31"},
    {"use", "p1 use #12.0 target #3 target #4", 0, NULL},
    {"use", "p1 use #12.0 target #3 bow #4", 0, NULL},
    {"use", "p1 use #12.0 target", 0, NULL},
    {"source", "p1 use #7.2", 1, "p1 use #7.2"},
    {"source", "p1 use #7", 0, NULL},
    {"source", "p1 use 7.2", 0, NULL},
    {"ability name", "p1 use lobby bow #6", 1, "p1 use lobby bow #6"},
    {"ability name", "p2 use favor-draw discard #44", 1,
     "p2 use favor-draw discard #44"},
    {"ability name", "p1 use favor-home", 1, "p1 use favor-home"},
    {"ability name", "p1 use formation #3", 0, NULL},
    {"ability name", "p1 use formation with #3", 1, "p1 use formation with #3"},
    {"ability name", "p1 use flip #3", 0, NULL},
    {"ability name", "p1 use flip with #3", 1, "p1 use flip with #3"},
    {"ability name", "p1 use flip-reaction with #3", 1,
     "p1 use flip-reaction with #3"},
    {"ability name", "p1 use enlighten", 1, "p1 use enlighten"},
    {"ability name", "p1 use tactical with #3 target #4", 1,
     "p1 use tactical with #3 target #4"},
    {"ability name", "p1 use yu with #31 with #33 target #12", 1,
     "p1 use yu with #31 with #33 target #12"},
    {"ability name", "p1 use lobbying", 0, NULL},
    {"cost", "p1 use #12.0 discard #3", 1, "p1 use #12.0 discard #3"},
    {"cost", "p1 use #12.0 with #3", 1, "p1 use #12.0 with #3"},
    {"cost", "p1 use #12.0 pay #3", 0, NULL},
    {"cost", "p1 use #12.0 bow", 0, NULL},
    {"target", "p1 use #12.0 target p2", 1, "p1 use #12.0 target p2"},
    {"target", "p1 use #12.0 target x", 0, NULL},
    {"province", "p1 use #12.0 target p2:3", 1, "p1 use #12.0 target p2:3"},
    {"province", "p1 use #12.0 target p2:0", 0, NULL},
    {"province", "p1 use #12.0 target p2:", 0, NULL},
    {"token", "p1 use #12.0 target t0", 1, "p1 use #12.0 target t0"},
    {"token", "p1 use #12.0 target t16777215 #3", 1,
     "p1 use #12.0 target t16777215 #3"},
    {"token", "p1 use #12.0 target t16777216", 0, NULL},
    {"token", "p1 use #12.0 target t", 0, NULL},
    {"token", "p1 use #12.0 target t-1", 0, NULL},
    {"card", "p1 produce #0", 1, "p1 produce #0"},
    {"card", "p1 produce #", 0, NULL},
    {"card", "p1 produce #-1", 0, NULL},
    {"player", "p12 pass", 1, "p12 pass"},
    {"player", "p0 pass", 0, NULL},
    {"player", "q1 pass", 0, NULL},
    {"number", "p1 fight 4294967294", 1, "p1 fight 4294967294"},
    {"number", "p1 fight 4294967295", 0, NULL},
    {"number", "p1 fight 1x", 0, NULL},
    {"positive", "p1 attack p1", 1, "p1 attack p1"},
    {"positive", "p1 attack p0", 0, NULL},
    {"digit", "p1 fight 9", 1, "p1 fight 9"},
    {"digit", "p1 fight +9", 0, NULL},
    {"blank", "p1\t pass ", 1, "p1 pass"},
    {"blank", "p1pass", 0, NULL},
    {"eol", "p1 pass\r\n", 1, "p1 pass"},
    {"eol", "p1 pass\nx", 0, NULL},
    {"focus", "p2 focus #44", 1, "p2 focus #44"},
    {"focus", "p2 focus", 0, NULL},
    {"strike", "p1 strike", 1, "p1 strike"},
    {"strike", "p1 strike #3", 0, NULL},
    {"take", "p1 take #57", 1, "p1 take #57"},
    {"take", "p1 take", 0, NULL},
};

static int read_header(char **out)
{
    *out = fx_read_file(L5R_SOURCE_DIR "/include/l5r/action.h", NULL);
    return *out != NULL ? 0 : -1;
}

/* The production names of the grammar in the header: the lines
   " *     NAME = ..." (NAME may hold blanks). */
static size_t productions(char names[][32], size_t max)
{
    char *h;
    assert_int_equal(read_header(&h), 0);
    const char *start = strstr(h, "The grammar, in ISO EBNF");
    assert_non_null(start);
    const char *end = strstr(start, "*/");
    assert_non_null(end);
    size_t n = 0;
    for (const char *p = start; p < end && n < max;) {
        const char *nl = strchr(p, '\n');
        if (nl == NULL || nl > end)
            break;
        const char *l = p;
        p = nl + 1;
        if (strncmp(l, " *     ", 7) != 0 || l[7] < 'a' || l[7] > 'z')
            continue;
        const char *eq = strstr(l, " = ");
        if (eq == NULL || eq > nl)
            continue;
        size_t len = (size_t)(eq - (l + 7));
        while (len > 0 && l[7 + len - 1] == ' ')
            len--;
        assert_true(len < 32);
        memcpy(names[n], l + 7, len);
        names[n][len] = '\0';
        n++;
    }
    free(h);
    return n;
}

static void test_every_production_is_tested(void **state)
{
    (void)state;
    char names[64][32];
    size_t n = productions(names, 64);
    assert_true(n >= 20);
    for (size_t i = 0; i < n; i++) {
        int accepted = 0, refused = 0;
        for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++)
            if (strcmp(cases[k].production, names[i]) == 0)
                *(cases[k].ok ? &accepted : &refused) += 1;
        if (accepted == 0 || refused == 0)
            fail_msg("the production '%s' has %d accepted and %d refused "
                     "cases: give it both",
                     names[i], accepted, refused);
    }
    /* And no case names a production the grammar does not have. */
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        size_t i = 0;
        while (i < n && strcmp(cases[k].production, names[i]) != 0)
            i++;
        if (i == n)
            fail_msg("case '%s' names '%s', not a production", cases[k].text,
                     cases[k].production);
    }
}

static void test_cases_parse_and_format(void **state)
{
    (void)state;
    l5r_action *a = NULL, *b = NULL;
    assert_int_equal(l5r_action_new(&a, NULL), L5R_OK);
    assert_int_equal(l5r_action_new(&b, NULL), L5R_OK);
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        const nota_case *c = &cases[k];
        int rc = l5r_action_parse(a, c->text);
        if (!c->ok) {
            if (rc != L5R_ESYNTAX)
                fail_msg("'%s' (%s) should be refused, got %s", c->text,
                         c->production, l5r_status_name(rc));
            continue;
        }
        if (rc != L5R_OK)
            fail_msg("'%s' (%s) should parse: %s", c->text, c->production,
                     l5r_error_message());
        char text[256];
        assert_true(l5r_action_format(text, sizeof text, a, NULL) > 0);
        assert_string_equal(text, c->canonical);
        assert_int_equal(l5r_action_parse(b, text), L5R_OK);
        char again[256];
        assert_true(l5r_action_format(again, sizeof again, b, NULL) > 0);
        assert_string_equal(again, text);
    }
    l5r_action_free(a);
    l5r_action_free(b);
}

/* Fields a kind of move does not have: judged illegal, CORE-11. */
static void test_builder_refuses_stray_fields(void **state)
{
    (void)state;
    fx *f = fx_sample_game(1, 1);
    l5r_action *a = NULL;
    assert_int_equal(l5r_action_new(&a, NULL), L5R_OK);
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    uint32_t p = L5R_NO_ID;
    assert_int_equal(l5r_game_decision(&p, NULL, f->g), L5R_OK);
    /* A plain pass is legal here. */
    assert_int_equal(l5r_action_set_kind(a, L5R_ACT_PASS), L5R_OK);
    assert_int_equal(l5r_action_set_player(a, p), L5R_OK);
    assert_int_equal(l5r_game_validate(&v, f->g, a), L5R_OK);
    assert_true(v.legal);
    static const struct {
        int kind;
        int field; /* 0 card, 1 on, 2 value, 3 ability, 4 target, 5 cost */
        uint32_t x;
    } stray[] = {
        {L5R_ACT_PASS, 4, 3},   {L5R_ACT_PASS, 0, 3},  {L5R_ACT_PASS, 2, 1},
        {L5R_ACT_PLAY, 4, 3},   {L5R_ACT_PLAY, 5, 3},  {L5R_ACT_PRODUCE, 1, 3},
        {L5R_ACT_ATTACK, 0, 3}, {L5R_ACT_FIGHT, 3, 0}, {L5R_ACT_RECRUIT, 2, 7},
        {L5R_ACT_ASSIGN, 4, 1},
    };
    for (size_t i = 0; i < sizeof stray / sizeof stray[0]; i++) {
        assert_int_equal(l5r_action_clear(a), L5R_OK);
        assert_int_equal(l5r_action_set_kind(a, stray[i].kind), L5R_OK);
        assert_int_equal(l5r_action_set_player(a, p), L5R_OK);
        uint32_t x = stray[i].x;
        switch (stray[i].field) {
        case 0:
            assert_int_equal(l5r_action_set_card(a, x), L5R_OK);
            break;
        case 1:
            assert_int_equal(l5r_action_set_on(a, x), L5R_OK);
            break;
        case 2:
            assert_int_equal(l5r_action_set_value(a, x), L5R_OK);
            break;
        case 3:
            assert_int_equal(l5r_action_set_ability(a, x), L5R_OK);
            break;
        case 4:
            assert_int_equal(l5r_action_add_target(a, x), L5R_OK);
            break;
        default:
            assert_int_equal(l5r_action_add_cost(a, L5R_PAY_BOW, x), L5R_OK);
        }
        uint64_t h = l5r_game_hash(f->g);
        assert_int_equal(l5r_game_validate(&v, f->g, a), L5R_OK);
        if (v.legal || v.reason != L5R_REASON_MALFORMED ||
            strcmp(v.rule, "CORE-11") != 0)
            fail_msg("case %zu: expected MALFORMED CORE-11, got legal=%d "
                     "%s %s",
                     i, v.legal, v.rule, v.message);
        assert_int_equal(l5r_game_apply(f->g, a, &v), L5R_EILLEGAL);
        assert_true(l5r_game_hash(f->g) == h);
    }
    /* Face-down and replacing at once: also no move of the notation. */
    assert_int_equal(l5r_action_clear(a), L5R_OK);
    assert_int_equal(l5r_action_parse(a, "recruit #12 face-down"), L5R_OK);
    assert_int_equal(l5r_action_set_on(a, 5), L5R_OK);
    assert_int_equal(l5r_game_validate(&v, f->g, a), L5R_OK);
    assert_false(v.legal);
    assert_string_equal(v.rule, "CORE-11");
    l5r_action_free(a);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_production_is_tested),
        cmocka_unit_test(test_cases_parse_and_format),
        cmocka_unit_test(test_builder_refuses_stray_fields),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
