/* SPDX-License-Identifier: MIT */
/*
 * Target filters as rulings, through the public API: `unique: true` takes
 * only Unique cards, `unique: false` only non-Unique ones (CORE-55); a
 * count with the filter counts the same cards.
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

/* The Herald's abilities, by index (all Limited):
   0 bow a Unique Personality
   1 bow a non-Unique Personality */
enum { AB_BOW_UNIQUE = 0, AB_BOW_COMMON = 1 };

static const char CARDS[] =
    "cards:\n"
    "  - {id: u-castle, title: Filter Castle, type: stronghold, faction: "
    "Crab,\n"
    "     province_strength: 5, gold_production: 10, starting_honor: 8,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: u-keep, title: Filter Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 5, gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - id: u-herald\n"
    "    title: Filter Herald\n"
    "    type: personality\n"
    "    force: 2\n"
    "    chi: 2\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 2\n"
    "    personal_honor: 2\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: limited, target: {type: personality, unique: true},\n"
    "         effects: [{bow: target}]}\n"
    "      - {timing: limited, target: {type: personality, unique: false},\n"
    "         effects: [{bow: target}]}\n"
    "  - {id: u-heir, title: Only Heir, type: personality, unique: true,\n"
    "     force: 1, chi: 2, honor_requirement: '-', gold_cost: 2,\n"
    "     personal_honor: 2, printings: [{set: Lotus Edition}]}\n"
    "  - {id: u-page, title: Quiet Page, type: personality, force: 1,\n"
    "     chi: 2, honor_requirement: '-', gold_cost: 2, personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: u-scroll, title: Filter Scroll, type: action, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n";

/* p1: the Herald and three Pages in play; p2: the Heir and three Pages.
   Turn 3, p1's Action phase. */
static fx *board(void)
{
    fx *f = new_board(CARDS, "u-castle", "u-herald u-page u-page u-page",
                      "u-scroll*6", "u-keep", "u-heir u-page u-page u-page",
                      "u-scroll*6");
    START(f, 11);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    recruit_everything_turns(f, "u-castle", "u-keep");
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    return f;
}

/* CORE-55: `unique: true` takes the Unique Heir and refuses a Page;
   `unique: false` the other way round; the legal-move list agrees. */
static void test_CORE_55_unique_filter(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t herald = in_play(f, 0, "u-herald");
    uint32_t heir = in_play(f, 1, "u-heir");
    uint32_t page = in_play(f, 1, "u-page");
    const int T = L5R_REASON_TARGET;
    ILLEGAL(f, T, "CORE-55", "p1 use #%u.%d target #%u", herald, AB_BOW_UNIQUE,
            page);
    ILLEGAL(f, T, "CORE-55", "p1 use #%u.%d target #%u", herald, AB_BOW_COMMON,
            heir);
    char b0[64], b1[64], b2[64], b3[64];
    const char *want[] = {fx_txt(b0, sizeof b0, "p1 use #%u.%d target #%u",
                                 herald, AB_BOW_UNIQUE, heir),
                          fx_txt(b1, sizeof b1, "p1 use #%u.%d target #%u",
                                 herald, AB_BOW_COMMON, page),
                          NULL};
    const char *absent[] = {fx_txt(b2, sizeof b2, "p1 use #%u.%d target #%u",
                                   herald, AB_BOW_UNIQUE, page),
                            fx_txt(b3, sizeof b3, "p1 use #%u.%d target #%u",
                                   herald, AB_BOW_COMMON, heir),
                            NULL};
    check_listed(f, 0, want, absent);
    assert_legal(f, "p1 use #%u.%d target #%u", herald, AB_BOW_UNIQUE, heir);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_CORE_55_unique_filter, fx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
