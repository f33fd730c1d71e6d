/* SPDX-License-Identifier: MIT */
/*
 * "Cannot" as rulings (PRV-01 .. PRV-03) through the public API: a card
 * that cannot be bowed, destroyed or dishonored is not, by an effect; one
 * that cannot be targeted is no target of an opponent's ability; lasting
 * and continuous forms.
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

/* The Warden's abilities, by index (all Limited, each on a target
   Personality). */
enum {
    AB_NO_DESTROY = 0,
    AB_DESTROY = 1,
    AB_NO_BOW = 2,
    AB_BOW = 3,
    AB_NO_TARGET = 4,
    AB_DISHONOR = 5,
    AB_NO_DISHONOR = 6,
    AB_BOW_TWO = 7,    /* bow two targets */
    AB_SHAME_THEM = 8, /* the opponent loses 3 Family Honor (no target) */
    AB_NO_CONTROL = 9,
    AB_CONTROL = 10,
    AB_NO_REMOVE = 11,
    AB_REMOVE = 12
};

static const char CARDS[] =
    "cards:\n"
    "  - {id: w-castle, title: Warded Castle, type: stronghold, faction: "
    "Crab,\n"
    "     province_strength: 5, gold_production: 10, starting_honor: 8,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: w-keep, title: Warded Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 5, gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - id: w-warden\n"
    "    title: Warden of Gates\n"
    "    type: personality\n"
    "    force: 2\n"
    "    chi: 2\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 2\n"
    "    personal_honor: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: limited, target: {type: personality},\n"
    "         effects: [{cannot: {to: target, be: destroyed}}]}\n"
    "      - {timing: limited, limit: any_number, target: {type: "
    "personality},\n"
    "         effects: [{destroy: target}]}\n"
    "      - {timing: limited, target: {type: personality},\n"
    "         effects: [{cannot: {to: target, be: bowed}}]}\n"
    "      - {timing: limited, limit: any_number, target: {type: "
    "personality},\n"
    "         effects: [{bow: target}]}\n"
    "      - {timing: limited, target: {type: personality},\n"
    "         effects: [{cannot: {to: target, be: targeted}}]}\n"
    "      - {timing: limited, limit: any_number, target: {type: "
    "personality},\n"
    "         effects: [{dishonor: target}]}\n"
    "      - {timing: limited, target: {type: personality},\n"
    "         effects: [{cannot: {to: target, be: dishonored}}]}\n"
    "      - {timing: limited, target: {type: personality, count: 2},\n"
    "         effects: [{bow: target}]}\n"
    "      - {timing: limited, effects: [{lose_honor: {amount: 3, player: "
    "opponent}}]}\n"
    "      - {timing: limited, limit: any_number, target: {type: "
    "personality},\n"
    "         effects: [{cannot: {to: target, be: controlled}}]}\n"
    "      - {timing: limited, limit: any_number, target: {type: "
    "personality},\n"
    "         effects: [{gain_control: target}]}\n"
    "      - {timing: limited, limit: any_number, target: {type: "
    "personality},\n"
    "         effects: [{cannot: {to: target, be: removed}}]}\n"
    "      - {timing: limited, limit: any_number, target: {type: "
    "personality},\n"
    "         effects: [{remove_from_game: target}]}\n"
    "  - id: w-ward\n"
    "    title: Warded Sentinel\n"
    "    type: personality\n"
    "    force: 1\n"
    "    chi: 1\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 2\n"
    "    personal_honor: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: continuous, condition: {player: honor, at_least: 5},\n"
    "         effects: [{cannot: {be: targeted}}]}\n"
    "  - {id: w-guard, title: Warded Guard, type: personality, force: 1,\n"
    "     chi: 2, honor_requirement: '-', gold_cost: 2, personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: w-scroll, title: Warded Scroll, type: action, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n";

/* p1: the Warden and three Guards; p2: the Sentinel and three Guards.
   Turn 3, p1's Action phase. */
static fx *board(void)
{
    fx *f = new_board(CARDS, "w-castle", "w-warden w-guard w-guard w-guard",
                      "w-scroll*20", "w-keep", "w-ward w-guard w-guard w-guard",
                      "w-scroll*20");
    START(f, 7);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    recruit_everything_turns(f, "w-castle", "w-keep");
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    return f;
}

/* PRV-01, PRV-03: a Guard who cannot be destroyed survives a destroy
   effect this turn; at the next of p1's turns he can be destroyed. */
static void test_PRV_01_03_cannot_be_destroyed_this_turn(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t w = in_play(f, 0, "w-warden");
    uint32_t g = in_play(f, 1, "w-guard");
    P1_USE(f, "p1 use #%u.%d target #%u", w, AB_NO_DESTROY, g);
    P1_USE(f, "p1 use #%u.%d target #%u", w, AB_DESTROY, g);
    assert_int_equal(l5r_game_card_zone(f->g, g), L5R_ZONE_PLAY);
    NEXT_TURN(f);
    NEXT_TURN(f);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    P1_USE(f, "p1 use #%u.%d target #%u", w, AB_DESTROY, g);
    assert_int_equal(l5r_game_card_zone(f->g, g), L5R_ZONE_DYNASTY_DISCARD);
    fx_free(f);
}

/* PRV-01: of two targets bowed, the one who cannot be bowed is not; the
   other is. */
static void test_PRV_01_cannot_be_bowed_the_other_is(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t w = in_play(f, 0, "w-warden");
    uint32_t g1 = card_nth(f, 1, L5R_ZONE_PLAY, "w-guard", 0);
    uint32_t g2 = card_nth(f, 1, L5R_ZONE_PLAY, "w-guard", 1);
    P1_USE(f, "p1 use #%u.%d target #%u", w, AB_NO_BOW, g1);
    P1_USE(f, "p1 use #%u.%d target #%u #%u", w, AB_BOW_TWO, g1, g2);
    assert_false(l5r_game_card_is_bowed(f->g, g1));
    assert_true(l5r_game_card_is_bowed(f->g, g2));
    fx_free(f);
}

/* PRV-01: a Guard who cannot be dishonored stays honorable. */
static void test_PRV_01_cannot_be_dishonored(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t w = in_play(f, 0, "w-warden");
    uint32_t g1 = card_nth(f, 1, L5R_ZONE_PLAY, "w-guard", 0);
    uint32_t g2 = card_nth(f, 1, L5R_ZONE_PLAY, "w-guard", 1);
    P1_USE(f, "p1 use #%u.%d target #%u", w, AB_NO_DISHONOR, g1);
    P1_USE(f, "p1 use #%u.%d target #%u", w, AB_DISHONOR, g1);
    assert_false(view_card_has(f, g1, "\"dishonorable\":true"));
    P1_USE(f, "p1 use #%u.%d target #%u", w, AB_DISHONOR, g2);
    assert_true(view_card_has(f, g2, "\"dishonorable\":true"));
    fx_free(f);
}

/* PRV-04: a Guard of p2's that cannot be controlled stays p2's while
   another comes to p1; one that cannot be removed from the game stays in
   play while another goes. */
static void test_PRV_04_cannot_be_controlled_or_removed(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t w = in_play(f, 0, "w-warden");
    uint32_t g1 = card_nth(f, 1, L5R_ZONE_PLAY, "w-guard", 0);
    uint32_t g2 = card_nth(f, 1, L5R_ZONE_PLAY, "w-guard", 1);
    uint32_t g3 = card_nth(f, 1, L5R_ZONE_PLAY, "w-guard", 2);
    P1_USE(f, "p1 use #%u.%d target #%u", w, AB_NO_CONTROL, g1);
    P1_USE(f, "p1 use #%u.%d target #%u", w, AB_CONTROL, g1);
    assert_int_equal(l5r_game_card_controller(f->g, g1), 1);
    P1_USE(f, "p1 use #%u.%d target #%u", w, AB_CONTROL, g2);
    assert_int_equal(l5r_game_card_controller(f->g, g2), 0);
    P1_USE(f, "p1 use #%u.%d target #%u", w, AB_NO_REMOVE, g1);
    P1_USE(f, "p1 use #%u.%d target #%u", w, AB_REMOVE, g1);
    assert_int_equal(l5r_game_card_zone(f->g, g1), L5R_ZONE_PLAY);
    P1_USE(f, "p1 use #%u.%d target #%u", w, AB_REMOVE, g3);
    assert_int_equal(l5r_game_card_zone(f->g, g3), L5R_ZONE_REMOVED);
    fx_free(f);
}

/* PRV-02: a Guard of p2's that cannot be targeted is refused as p1's
   target (the game unchanged, and no such move listed); p1's own Guard,
   made untargetable, is still his own abilities' target. */
static void test_PRV_02_cannot_be_targeted_by_an_opponent(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t w = in_play(f, 0, "w-warden");
    uint32_t g = in_play(f, 1, "w-guard");
    uint32_t mine = in_play(f, 0, "w-guard");
    P1_USE(f, "p1 use #%u.%d target #%u", w, AB_NO_TARGET, g);
    uint64_t hash = l5r_game_hash(f->g);
    ILLEGAL(f, L5R_REASON_TARGET, "PRV-02", "p1 use #%u.%d target #%u", w,
            AB_BOW, g);
    assert_true(l5r_game_hash(f->g) == hash);
    assert_false(legal_now(f, "p1 use #%u.%d target #%u", w, AB_BOW, g));
    NEXT_TURN(f);
    NEXT_TURN(f);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    /* PRV-03: it lasted until the end of that turn. */
    assert_true(legal_now(f, "p1 use #%u.%d target #%u", w, AB_BOW, g));
    P1_USE(f, "p1 use #%u.%d target #%u", w, AB_NO_TARGET, mine);
    P1_USE(f, "p1 use #%u.%d target #%u", w, AB_BOW, mine);
    assert_true(l5r_game_card_is_bowed(f->g, mine));
    fx_free(f);
}

/* PRV-02, PRV-03 with CND-02: p2's Sentinel cannot be targeted while p2
   has 5 or more Family Honor; below it, he can. */
static void test_PRV_02_continuous_while_its_condition_holds(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t w = in_play(f, 0, "w-warden");
    uint32_t ward = in_play(f, 1, "w-ward");
    assert_true(l5r_game_player_honor(f->g, 1) >= 5);
    ILLEGAL(f, L5R_REASON_TARGET, "PRV-02", "p1 use #%u.%d target #%u", w,
            AB_BOW, ward);
    P1_USE(f, "p1 use #%u.%d", w, AB_SHAME_THEM);
    assert_true(l5r_game_player_honor(f->g, 1) < 5);
    P1_USE(f, "p1 use #%u.%d target #%u", w, AB_BOW, ward);
    assert_true(l5r_game_card_is_bowed(f->g, ward));
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_PRV_01_03_cannot_be_destroyed_this_turn),
        cmocka_unit_test(test_PRV_01_cannot_be_bowed_the_other_is),
        cmocka_unit_test(test_PRV_01_cannot_be_dishonored),
        cmocka_unit_test(test_PRV_02_cannot_be_targeted_by_an_opponent),
        cmocka_unit_test(test_PRV_04_cannot_be_controlled_or_removed),
        cmocka_unit_test(test_PRV_02_continuous_while_its_condition_holds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
