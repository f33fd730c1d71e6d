/* SPDX-License-Identifier: MIT */
/*
 * "Cannot" as rulings (PRV-01 .. PRV-03) through the public API: a card
 * that cannot be bowed, destroyed or dishonored is not, by an effect; one
 * that cannot be targeted is no target of an opponent's ability; lasting
 * and continuous forms; a player who cannot gain or lose Honor, draw or
 * recruit (PRV-05 .. PRV-07: player_cannot).
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
    AB_REMOVE = 12,
    /* player_cannot (PRV-05 .. PRV-07) */
    AB_THEY_GAIN_NO_HONOR = 13, /* this turn */
    AB_THEY_GAIN_HONOR = 14,    /* the opponent gains 2 Family Honor */
    AB_I_LOSE_NO_HONOR = 15,    /* until p1's next turn */
    AB_PAY_HONOR = 16,          /* Lose 1 Honor: draw a card */
    AB_THEY_DRAW_NONE = 17,     /* until p1's next turn */
    AB_THEY_RECRUIT_NONE = 18   /* until p1's next turn */
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
    "      - {timing: limited, limit: any_number, effects: [{player_cannot:\n"
    "         {player: opponent, do: gain_honor}}]}\n"
    "      - {timing: limited, limit: any_number, effects: [{gain_honor:\n"
    "         {amount: 2, player: opponent}}]}\n"
    "      - {timing: limited, limit: any_number, effects: [{player_cannot:\n"
    "         {do: lose_honor, until: until_your_next_turn}}]}\n"
    "      - {timing: limited, limit: any_number, cost: [{lose_honor: 1}],\n"
    "         effects: [{draw: 1}]}\n"
    "      - {timing: limited, limit: any_number, effects: [{player_cannot:\n"
    "         {player: opponent, do: draw, until: until_your_next_turn}}]}\n"
    "      - {timing: limited, limit: any_number, effects: [{player_cannot:\n"
    "         {player: opponent, do: recruit, until: "
    "until_your_next_turn}}]}\n"
    "      - {timing: continuous, condition: {player: honor, at_most: 3},\n"
    "         effects: [{player_cannot: {do: lose_honor}}]}\n"
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

/* The same with p2's Dynasty deck four Guards longer, each player
   recruiting the face-up cards of his provinces in turns 1 and 2: p2's
   provinces are never empty. */
static fx *board_refilled(void)
{
    fx *f =
        new_board(CARDS, "w-castle", "w-warden w-guard w-guard w-guard",
                  "w-scroll*20", "w-keep", "w-ward w-guard*7", "w-scroll*20");
    START(f, 7);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    recruit_face_up(f, 0);
    NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    recruit_face_up(f, 1);
    NEXT_TURN(f);
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

/* PRV-05: p2 cannot gain Honor this turn: p1's gain_honor for him does
   nothing (no event either); in p1's next turn it works again. */
static void test_PRV_05_the_opponent_cannot_gain_honor(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t w = in_play(f, 0, "w-warden");
    int32_t h1 = l5r_game_player_honor(f->g, 0);
    int32_t h2 = l5r_game_player_honor(f->g, 1);
    P1_USE(f, "p1 use #%u.%d", w, AB_THEY_GAIN_NO_HONOR);
    uint32_t events = l5r_game_event_count(f->g);
    P1_USE(f, "p1 use #%u.%d", w, AB_THEY_GAIN_HONOR);
    assert_int_equal(l5r_game_player_honor(f->g, 1), h2);
    assert_int_equal(l5r_game_player_honor(f->g, 0), h1);
    for (uint32_t i = events; i < l5r_game_event_count(f->g); i++) {
        int kind;
        uint32_t who;
        assert_int_equal(l5r_game_event(&kind, &who, NULL, NULL, f->g, i),
                         L5R_OK);
        assert_false(kind == L5R_EV_HONOR && who == 1);
    }
    NEXT_TURN(f);
    NEXT_TURN(f);
    h2 = l5r_game_player_honor(f->g, 1);
    P1_USE(f, "p1 use #%u.%d", w, AB_THEY_GAIN_HONOR);
    assert_int_equal(l5r_game_player_honor(f->g, 1), h2 + 2);
    fx_free(f);
}

/* PRV-05, PRV-06: p1 cannot lose Honor until his next turn: p2's
   ability costs p1 nothing, and p1 may not pay his own Honor cost; from
   his next turn he may. */
static void test_PRV_06_who_cannot_lose_honor_cannot_pay_it(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t w = in_play(f, 0, "w-warden");
    int32_t h1 = l5r_game_player_honor(f->g, 0);
    assert_true(h1 > 3); /* above the Warden's continuous ability */
    assert_true(legal_now(f, "p1 use #%u.%d", w, AB_PAY_HONOR));
    P1_USE(f, "p1 use #%u.%d", w, AB_I_LOSE_NO_HONOR);
    uint64_t hash = l5r_game_hash(f->g);
    ILLEGAL(f, L5R_REASON_COST, "PRV-06", "p1 use #%u.%d", w, AB_PAY_HONOR);
    assert_true(l5r_game_hash(f->g) == hash);
    assert_false(legal_now(f, "p1 use #%u.%d", w, AB_PAY_HONOR));
    NEXT_TURN(f); /* p2's turn: it still holds */
    assert_int_equal(l5r_game_player_honor(f->g, 0), h1);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_player_honor(f->g, 0), h1);
    P1_USE(f, "p1 use #%u.%d", w, AB_PAY_HONOR);
    assert_int_equal(l5r_game_player_honor(f->g, 0), h1 - 1);
    fx_free(f);
}

/* PRV-05, PRV-06 continuous, with CND-02: at 3 Family Honor or less p1
   cannot lose Honor, so he pays 1 Honor while above 3 and then no more. */
static void test_PRV_06_continuous_while_its_condition_holds(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t w = in_play(f, 0, "w-warden");
    while (l5r_game_player_honor(f->g, 0) > 3)
        P1_USE(f, "p1 use #%u.%d", w, AB_PAY_HONOR);
    assert_int_equal(l5r_game_player_honor(f->g, 0), 3);
    ILLEGAL(f, L5R_REASON_COST, "PRV-06", "p1 use #%u.%d", w, AB_PAY_HONOR);
    assert_false(legal_now(f, "p1 use #%u.%d", w, AB_PAY_HONOR));
    fx_free(f);
}

/* PRV-05: p2 cannot draw until p1's next turn: not the draw at the end of
   his own turn either; p1 draws as ever, and p2 draws again after. */
static void test_PRV_05_the_opponent_cannot_draw(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t w = in_play(f, 0, "w-warden");
    uint32_t h1 = l5r_game_player_zone_count(f->g, 0, L5R_ZONE_HAND);
    uint32_t h2 = l5r_game_player_zone_count(f->g, 1, L5R_ZONE_HAND);
    P1_USE(f, "p1 use #%u.%d", w, AB_THEY_DRAW_NONE);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_player_zone_count(f->g, 0, L5R_ZONE_HAND),
                     h1 + 1);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_player_zone_count(f->g, 1, L5R_ZONE_HAND), h2);
    NEXT_TURN(f);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_player_zone_count(f->g, 1, L5R_ZONE_HAND),
                     h2 + 1);
    fx_free(f);
}

/* A face-up Guard in one of p2's provinces. */
static uint32_t face_up_guard(const fx *f)
{
    for (uint32_t n = 0; n < 4; n++) {
        uint32_t c = card_nth(f, 1, L5R_ZONE_PROVINCE, "w-guard", n);
        if (!l5r_game_card_is_face_down(f->g, c))
            return c;
    }
    fail_msg("no face-up Guard in p2's provinces");
    return 0;
}

/* PRV-07: p2 cannot recruit until p1's next turn: his Dynasty phase
   offers no recruit and refuses one; two turns later he recruits. */
static void test_PRV_07_the_opponent_cannot_recruit(void **state)
{
    (void)state;
    fx *f = board_refilled();
    uint32_t w = in_play(f, 0, "w-warden");
    P1_USE(f, "p1 use #%u.%d", w, AB_THEY_RECRUIT_NONE);
    NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    assert_decision(f, 1, L5R_DECIDE_DYNASTY);
    uint32_t guard = face_up_guard(f);
    DO(f, "p2 produce #%u", in_play(f, 1, "w-keep"));
    uint64_t hash = l5r_game_hash(f->g);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "PRV-07", "p2 recruit #%u", guard);
    assert_true(l5r_game_hash(f->g) == hash);
    assert_false(legal_now(f, "p2 recruit #%u", guard));
    NEXT_TURN(f);
    NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    assert_int_equal(l5r_game_active_player(f->g), 1);
    guard = face_up_guard(f);
    DO(f, "p2 produce #%u", in_play(f, 1, "w-keep"));
    DO(f, "p2 recruit #%u", guard);
    assert_int_equal(l5r_game_card_zone(f->g, guard), L5R_ZONE_PLAY);
    fx_free(f);
}

/* PRV-05: a used player_cannot does not last "while" (a player is not
   in play). PRV-08: what a province cannot be. */
static void test_PRV_05_load_refusals(void **state)
{
    (void)state;
#define BAD(abil) FX_ONE_ABILITY(abil)
    assert_load_refused(BAD("{timing: limited, effects: [{player_cannot:"
                            " {do: draw, until: while}}]}"),
                        "PRV-05", "a used one lasting while");
    /* PRV-08: a province is only kept from being destroyed, by a used
       ability. */
    assert_load_refused(BAD("{timing: limited, target: {type: province},"
                            " effects: [{cannot: {to: target, be: bowed}}]}"),
                        "PRV-08", "a province that cannot be bowed");
    assert_load_refused(BAD("{timing: continuous, effects: [{cannot:"
                            " {to: province, be: destroyed}}]}"),
                        "PRV-08", "a continuous one");
#undef BAD
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
        cmocka_unit_test(test_PRV_05_the_opponent_cannot_gain_honor),
        cmocka_unit_test(test_PRV_06_who_cannot_lose_honor_cannot_pay_it),
        cmocka_unit_test(test_PRV_06_continuous_while_its_condition_holds),
        cmocka_unit_test(test_PRV_05_the_opponent_cannot_draw),
        cmocka_unit_test(test_PRV_07_the_opponent_cannot_recruit),
        cmocka_unit_test(test_PRV_05_load_refusals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
