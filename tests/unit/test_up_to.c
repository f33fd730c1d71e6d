/* SPDX-License-Identifier: MIT */
/*
 * "Up to N" targets as rulings (TGT-01) through the public API: the
 * move names one to N distinct targets, each fitting the filter; the
 * listing offers every number of them; an exact count stays exact
 * (CORE-55); and what a card file may not say.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <l5r.h>

#include "fixture.h"
#include "fx_assert.h"

/* The Castle's abilities, by index (Limited, any number of times). */
enum {
    AB_UP_TO = 0, /* bow up to two unbowed enemy Personalities */
    AB_ONE = 1,   /* bow one unbowed enemy Personality */
    AB_EXACT = 2  /* bow exactly two unbowed enemy Personalities */
};

static const char CARDS[] =
    "cards:\n"
    "  - id: u-castle\n"
    "    title: Choosing Castle\n"
    "    type: stronghold\n"
    "    faction: Crab\n"
    "    province_strength: 5\n"
    "    gold_production: 10\n"
    "    starting_honor: 8\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: limited\n"
    "        limit: any_number\n"
    "        target: {type: personality, controller: opponent, bowed: false,\n"
    "                 count: 2, up_to: true}\n"
    "        effects: [{bow: target}]\n"
    "      - timing: limited\n"
    "        limit: any_number\n"
    "        target: {type: personality, controller: opponent, bowed: false}\n"
    "        effects: [{bow: target}]\n"
    "      - timing: limited\n"
    "        limit: any_number\n"
    "        target: {type: personality, controller: opponent, bowed: false,\n"
    "                 count: 2}\n"
    "        effects: [{bow: target}]\n"
    "  - {id: u-keep, title: Choosing Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 5, gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: u-guard, title: Choosing Guard, type: personality, force: 1,\n"
    "     chi: 2, honor_requirement: '-', gold_cost: 2, personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: u-scroll, title: Choosing Scroll, type: action, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n";

/* Both players recruit their Guards; turn 3, p1's Action phase. */
static fx *board(void)
{
    fx *f = new_board(CARDS, "u-castle", "u-guard*4", "u-scroll*20", "u-keep",
                      "u-guard*4", "u-scroll*20");
    START(f, 3);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    recruit_everything_turns(f, "u-castle", "u-keep");
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    return f;
}

/* p2's four Guards in play, in card order. */
static void guards(const fx *f, uint32_t g[4])
{
    for (uint32_t i = 0; i < 4; i++)
        g[i] = card_nth(f, 1, L5R_ZONE_PLAY, "u-guard", i);
}

/* TGT-01: with p2's Guards unbowed, the move may name one target or two,
   and the listing offers both; the one named is bowed, no other. */
static void test_TGT_01_one_or_two_targets(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t castle = in_play(f, 0, "u-castle");
    assert_int_equal(fx_count(f, 1, L5R_ZONE_PLAY, "u-guard"), 4);
    uint32_t g0 = card_nth(f, 1, L5R_ZONE_PLAY, "u-guard", 0);
    uint32_t g1 = card_nth(f, 1, L5R_ZONE_PLAY, "u-guard", 1);
    uint32_t g2 = card_nth(f, 1, L5R_ZONE_PLAY, "u-guard", 2);
    char t1[64], t2[64], t3[64], t4[64];
    const char *want[] = {
        fx_txt(t1, sizeof t1, "p1 use #%u.%d target #%u", castle, AB_UP_TO, g0),
        fx_txt(t2, sizeof t2, "p1 use #%u.%d target #%u #%u", castle, AB_UP_TO,
               g0, g1),
        fx_txt(t3, sizeof t3, "p1 use #%u.%d target #%u #%u", castle, AB_EXACT,
               g0, g1),
        NULL};
    const char *absent[] = {
        fx_txt(t4, sizeof t4, "p1 use #%u.%d target #%u", castle, AB_EXACT, g0),
        NULL};
    check_listed(f, 0, want, absent);
    DO(f, "p1 use #%u.%d target #%u", castle, AB_UP_TO, g2);
    assert_true(l5r_game_card_is_bowed(f->g, g2));
    assert_false(l5r_game_card_is_bowed(f->g, g0));
    assert_false(l5r_game_card_is_bowed(f->g, g1));
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.%d target #%u #%u", castle, AB_UP_TO, g0, g1);
    assert_true(l5r_game_card_is_bowed(f->g, g0));
    assert_true(l5r_game_card_is_bowed(f->g, g1));
    fx_free(f);
}

/* TGT-01: no more than N, none twice, not none, and each must fit the
   filter (a bowed Guard does not); an exact count stays exact (CORE-55). */
static void test_TGT_01_what_the_move_may_not_name(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t castle = in_play(f, 0, "u-castle");
    uint32_t g[4];
    guards(f, g);
    ILLEGAL(f, L5R_REASON_TARGET, "TGT-01", "p1 use #%u.%d target #%u #%u #%u",
            castle, AB_UP_TO, g[0], g[1], g[2]);
    ILLEGAL(f, L5R_REASON_TARGET, "TGT-01", "p1 use #%u.%d", castle, AB_UP_TO);
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-55", "p1 use #%u.%d target #%u #%u",
            castle, AB_UP_TO, g[0], g[0]);
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-55", "p1 use #%u.%d target #%u", castle,
            AB_EXACT, g[0]);
    P1_USE(f, "p1 use #%u.%d target #%u", castle, AB_ONE, g[3]);
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-55", "p1 use #%u.%d target #%u #%u",
            castle, AB_UP_TO, g[0], g[3]);
    fx_free(f);
}

/* TGT-01: with one unbowed Guard left, the ability "up to two" is still
   offered and used on it; the exact one is not offered; with none, neither
   is. */
static void test_TGT_01_fewer_targets_than_n(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t castle = in_play(f, 0, "u-castle");
    uint32_t g[4];
    guards(f, g);
    for (uint32_t i = 0; i < 3; i++)
        P1_USE(f, "p1 use #%u.%d target #%u", castle, AB_ONE, g[i]);
    char t1[64], t2[64], t3[64];
    const char *want[] = {fx_txt(t1, sizeof t1, "p1 use #%u.%d target #%u",
                                 castle, AB_UP_TO, g[3]),
                          NULL};
    const char *absent[] = {
        fx_txt(t2, sizeof t2, "p1 use #%u.%d target #%u #%u", castle, AB_EXACT,
               g[2], g[3]),
        fx_txt(t3, sizeof t3, "p1 use #%u.%d target #%u #%u", castle, AB_UP_TO,
               g[2], g[3]),
        NULL};
    check_listed(f, 0, want, absent);
    DO(f, "p1 use #%u.%d target #%u", castle, AB_UP_TO, g[3]);
    assert_true(l5r_game_card_is_bowed(f->g, g[3]));
    DO(f, "p2 pass");
    char m[64];
    for (uint32_t i = 0; i < 4; i++) {
        snprintf(m, sizeof m, "p1 use #%u.%d target #%u", castle, AB_UP_TO,
                 g[i]);
        assert_false(legal_has(f, 0, m));
    }
    fx_free(f);
}

/* TGT-01: what a card file may not say, refused at load with the rule
   and the place. */
static void test_TGT_load_refusals(void **state)
{
    (void)state;
    static const struct {
        const char *ability, *what;
    } bad[] = {
        {"{timing: limited, target: {type: personality, up_to: true}, "
         "effects: [{bow: target}]}",
         "up to one target"},
        {"{timing: limited, target: {type: personality, count: 1, up_to: "
         "true}, effects: [{bow: target}]}",
         "up to a count of 1"},
        {"{timing: limited, effects: [{gain_honor: {amount: {count: {type: "
         "personality, count: 2, up_to: true}}}}]}",
         "up_to in a count"},
        {"{timing: limited, performer: {type: personality, count: 2, up_to: "
         "true}, effects: [{gain_honor: 1}]}",
         "up_to in a performer"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char yaml[1024];
        snprintf(yaml, sizeof yaml,
                 "cards:\n"
                 "  - {id: u-bad, title: X, type: personality, force: 1,\n"
                 "     chi: 1, honor_requirement: '-', gold_cost: 1,\n"
                 "     personal_honor: 1, printings: [{set: Lotus Edition}],\n"
                 "     abilities: [%s]}\n",
                 bad[i].ability);
        assert_load_refused(yaml, "TGT-01", bad[i].what);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_TGT_01_one_or_two_targets),
        cmocka_unit_test(test_TGT_01_what_the_move_may_not_name),
        cmocka_unit_test(test_TGT_01_fewer_targets_than_n),
        cmocka_unit_test(test_TGT_load_refusals),
    };
    return cmocka_run_group_tests(tests, NULL, fx_teardown);
}
