/* SPDX-License-Identifier: MIT */
/*
 * The Tactical ability every player has (CORE-60, rules brief section 3):
 * discard a card and target your Tactician: he gets +F equal to the
 * card's Focus value; one Tactical action per Tactician per turn.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include <l5r.h>

#include "fixture.h"
#include "fx_assert.h"

static const char cards[] =
    "cards:\n"
    /* After p1 pays a discard cost: 2 Honor; a gold cost: 5 (TRG-12). */
    "  - id: a-castle\n"
    "    title: A Castle\n"
    "    type: stronghold\n"
    "    faction: Crab\n"
    "    province_strength: 30\n"
    "    gold_production: 9\n"
    "    starting_honor: 10\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: reaction, mandatory: true,\n"
    "         trigger: {event: cost_paid, cost: discard_card},\n"
    "         effects: [{gain_honor: 2}]}\n"
    "      - {timing: reaction, mandatory: true,\n"
    "         trigger: {event: cost_paid, cost: gold},\n"
    "         effects: [{gain_honor: 5}]}\n"
    "  - {id: b-castle, title: B Castle, type: stronghold, faction: Lion,\n"
    "     province_strength: 30, gold_production: 9, starting_honor: 5,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: tactician, title: Clever General, type: personality,\n"
    "     keywords: [Samurai, Tactician], force: 2, chi: 2,\n"
    "     honor_requirement: '-', gold_cost: 0, personal_honor: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: soldier, title: Plain Soldier, type: personality,\n"
    "     keywords: [Samurai], force: 2, chi: 2, honor_requirement: '-',\n"
    "     gold_cost: 0, personal_honor: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: plan, title: Battle Plan, type: action, focus: 3,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: filler, title: Filler Holding, type: holding, gold_cost: 99,\n"
    "     printings: [{set: Lotus Edition}]}\n";

/* p1 (a Tactician, a Soldier and two fillers in his provinces) and p2 (a
   Soldier and three fillers), each with three Battle Plans; started. */
static fx *tactical_board(void)
{
    fx *f = new_board(cards, "a-castle", "tactician soldier filler filler",
                      "plan*3", "b-castle", "soldier filler filler filler",
                      "plan*3");
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 3), L5R_OK);
    START(f, 1);
    return f;
}

/* p1 attacks p2 with a Tactician and a Soldier; the Combat Segment, with
   p2 (the Defender) having passed: p1 must decide. */
static fx *start(uint32_t *tact, uint32_t *soldier)
{
    fx *f = tactical_board();
    PASS_TO(f, L5R_PHASE_DYNASTY);
    *tact = fx_find(f, 0, L5R_ZONE_PROVINCE, "tactician");
    *soldier = fx_find(f, 0, L5R_ZONE_PROVINCE, "soldier");
    DO(f, "p1 recruit #%u", *tact);
    DO(f, "p1 recruit #%u", *soldier);
    NEXT_TURN(f); /* p2's turn */
    NEXT_TURN(f); /* p1's again */
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", *tact);
    DO(f, "p1 assign #%u to 1", *soldier);
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    DO(f, "p1 fight 1");
    DO(f, "p2 pass"); /* Engage */
    DO(f, "p1 pass");
    DO(f, "p2 pass"); /* Combat: the Defender first */
    return f;
}

static void test_CORE_60_tactician_gets_the_focus_as_force(void **state)
{
    (void)state;
    uint32_t tact, soldier;
    fx *f = start(&tact, &soldier);
    uint32_t plan = fx_find(f, 0, L5R_ZONE_HAND, "plan");
    int32_t before = 0, after = 0;
    l5r_game_card_stat(&before, f->g, tact, L5R_STAT_FORCE);
    DO(f, "p1 use tactical discard #%u target #%u", plan, tact);
    l5r_game_card_stat(&after, f->g, tact, L5R_STAT_FORCE);
    assert_int_equal(after, before + 3);
    assert_int_equal(l5r_game_card_zone(f->g, plan), L5R_ZONE_FATE_DISCARD);
    fx_free(f);
}

static void test_CORE_60_one_tactical_action_per_tactician(void **state)
{
    (void)state;
    uint32_t tact, soldier;
    fx *f = start(&tact, &soldier);
    uint32_t plan = fx_find(f, 0, L5R_ZONE_HAND, "plan");
    /* Not a Tactician. */
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-60",
            "p1 use tactical discard #%u target #%u", plan, soldier);
    DO(f, "p1 use tactical discard #%u target #%u", plan, tact);
    DO(f, "p2 pass");
    uint32_t plan2 = fx_find(f, 0, L5R_ZONE_HAND, "plan");
    ILLEGAL(f, L5R_REASON_LIMIT, "CORE-60",
            "p1 use tactical discard #%u target #%u", plan2, tact);
    fx_free(f);
}

/* TRG-12: the card the Tactical ability discards is a discard cost paid
   by p1: his Castle's Reaction to a discard cost answers it, the one to a
   gold cost does not. */
static void test_TRG_12_tactical_discard_is_a_cost_paid(void **state)
{
    (void)state;
    uint32_t tact, soldier;
    fx *f = start(&tact, &soldier);
    uint32_t plan = fx_find(f, 0, L5R_ZONE_HAND, "plan");
    int32_t honor = l5r_game_player_honor(f->g, 0);
    DO(f, "p1 use tactical discard #%u target #%u", plan, tact);
    assert_int_equal(l5r_game_player_honor(f->g, 0), honor + 2);
    fx_free(f);
}

static void test_CORE_60_only_in_battle(void **state)
{
    (void)state;
    fx *f = tactical_board();
    uint32_t plan = fx_find(f, 0, L5R_ZONE_HAND, "plan");
    uint32_t tact = fx_find(f, 0, L5R_ZONE_PROVINCE, "tactician");
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-60",
            "p1 use tactical discard #%u target #%u", plan, tact);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_CORE_60_tactician_gets_the_focus_as_force),
        cmocka_unit_test(test_CORE_60_one_tactical_action_per_tactician),
        cmocka_unit_test(test_CORE_60_only_in_battle),
        cmocka_unit_test(test_TRG_12_tactical_discard_is_a_cost_paid),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
