/* SPDX-License-Identifier: MIT */
/*
 * "Choose one" abilities as rulings (CHO-01, CHO-02) through the public
 * API: each option is an ability the move names, with the ability's
 * timing and costs and its own target and effects; the options share one
 * limit; and what a card file may not say.
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

/* The Castle's abilities, by index: one "choose one" ability of three
   options (once per turn), then an ability of its own. */
enum {
    AB_BOW = 0,   /* bow target Personality */
    AB_HONOR = 1, /* gain 2 Family Honor */
    AB_SHAME = 2, /* the opponent loses 1 Family Honor */
    AB_OTHER = 3  /* draw a card (once per turn, its own limit) */
};

static const char CARDS[] =
    "cards:\n"
    "  - id: c-castle\n"
    "    title: Choosing Castle\n"
    "    type: stronghold\n"
    "    faction: Crab\n"
    "    province_strength: 5\n"
    "    gold_production: 10\n"
    "    starting_honor: 8\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: limited\n"
    "        cost: [{gold: 0}]\n"
    "        choose:\n"
    "          - {target: {type: personality}, effects: [{bow: target}]}\n"
    "          - {effects: [{gain_honor: 2}]}\n"
    "          - text: The opponent loses 1 honor.\n"
    "            effects: [{lose_honor: {amount: 1, player: opponent}}]\n"
    "      - {timing: limited, effects: [{draw: 1}]}\n"
    "  - {id: c-keep, title: Choosing Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 5, gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: c-guard, title: Choosing Guard, type: personality, force: 1,\n"
    "     chi: 2, honor_requirement: '-', gold_cost: 2, personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: c-scroll, title: Choosing Scroll, type: action, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n";

/* Both players recruit their Guards; turn 3, p1's Action phase. */
static fx *board(void)
{
    fx *f = new_board(CARDS, "c-castle", "c-guard*4", "c-scroll*20", "c-keep",
                      "c-guard*4", "c-scroll*20");
    START(f, 3);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    recruit_everything_turns(f, "c-castle", "c-keep");
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    return f;
}

/* CHO-01: the card has one ability an option (four in all); an option is
   named by its index, has the ability's timing and its own target (the
   first option's move names one, the second's does not) and effects. */
static void test_CHO_01_each_option_is_an_ability(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t castle = in_play(f, 0, "c-castle");
    assert_int_equal(
        l5r_carddb_card_ability_count(f->db, fx_def(f, "c-castle")), 4);
    uint32_t theirs = card(f, 1, L5R_ZONE_PLAY, "c-guard");
    char t1[64], t2[64], t3[64];
    const char *want[] = {
        fx_txt(t1, sizeof t1, "p1 use #%u.%d target #%u", castle, AB_BOW,
               theirs),
        fx_txt(t2, sizeof t2, "p1 use #%u.%d", castle, AB_HONOR),
        fx_txt(t3, sizeof t3, "p1 use #%u.%d", castle, AB_SHAME), NULL};
    check_listed(f, 0, want, NULL);
    int32_t honor = l5r_game_player_honor(f->g, 0);
    int32_t theirs_honor = l5r_game_player_honor(f->g, 1);
    DO(f, "p1 use #%u.%d", castle, AB_HONOR);
    assert_int_equal(l5r_game_player_honor(f->g, 0), honor + 2);
    assert_int_equal(l5r_game_player_honor(f->g, 1), theirs_honor);
    assert_false(l5r_game_card_is_bowed(f->g, theirs));
    fx_free(f);
}

/* CHO-02: after one option is used, the others are used too for the
   turn (refused with CORE-28, and not listed); the Castle's other
   ability keeps its own limit; at p1's next turn an option may be used
   again. */
static void test_CHO_02_the_options_share_one_limit(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t castle = in_play(f, 0, "c-castle");
    uint32_t theirs = card(f, 1, L5R_ZONE_PLAY, "c-guard");
    DO(f, "p1 use #%u.%d target #%u", castle, AB_BOW, theirs);
    assert_true(l5r_game_card_is_bowed(f->g, theirs));
    DO(f, "p2 pass");
    const char *bad = fx_illegal(f, L5R_REASON_LIMIT, "CORE-28",
                                 "p1 use #%u.%d", castle, AB_HONOR);
    if (bad != NULL)
        fail_msg("%s", bad);
    bad = fx_illegal(f, L5R_REASON_LIMIT, "CORE-28", "p1 use #%u.%d", castle,
                     AB_SHAME);
    if (bad != NULL)
        fail_msg("%s", bad);
    char t1[64], t2[64];
    const char *absent[] = {
        fx_txt(t1, sizeof t1, "p1 use #%u.%d", castle, AB_HONOR),
        fx_txt(t2, sizeof t2, "p1 use #%u.%d", castle, AB_SHAME), NULL};
    check_listed(f, 0, NULL, absent);
    DO(f, "p1 use #%u.%d", castle, AB_OTHER);
    NEXT_TURN(f);
    NEXT_TURN(f);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    int32_t theirs_honor = l5r_game_player_honor(f->g, 1);
    DO(f, "p1 use #%u.%d", castle, AB_SHAME);
    assert_int_equal(l5r_game_player_honor(f->g, 1), theirs_honor - 1);
    fx_free(f);
}

/* CHO-01: what a card file may not say, refused at load with the rule
   and the place. */
static void test_CHO_load_refusals(void **state)
{
    (void)state;
    static const char *const bad[] = {
        /* one option */
        "{timing: limited, choose: [{effects: [{draw: 1}]}]}",
        /* effects beside the options */
        "{timing: limited, effects: [{draw: 1}],\n"
        "        choose: [{effects: [{draw: 1}]}, {effects: [{draw: 2}]}]}",
        /* a cost in an option */
        "{timing: limited, choose: [{effects: [{draw: 1}], cost: [{gold: "
        "1}]},\n"
        "        {effects: [{draw: 2}]}]}",
        /* not a list */
        "{timing: limited, choose: {effects: [{draw: 1}]}}",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char yaml[1024];
        snprintf(yaml, sizeof yaml,
                 "cards:\n"
                 "  - {id: x-chooser, title: X, type: personality, force: 1,\n"
                 "     chi: 1, honor_requirement: '-', gold_cost: 1,\n"
                 "     personal_honor: 1, printings: [{set: Lotus Edition}],\n"
                 "     abilities: [%s]}\n",
                 bad[i]);
        assert_load_refused(yaml, "CHO-01", bad[i]);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_CHO_01_each_option_is_an_ability),
        cmocka_unit_test(test_CHO_02_the_options_share_one_limit),
        cmocka_unit_test(test_CHO_load_refusals),
    };
    return cmocka_run_group_tests(tests, NULL, fx_teardown);
}
