/* SPDX-License-Identifier: MIT */
/*
 * How long a lasting effect lasts, as rulings (DUR-01 .. DUR-03) through
 * the public API: `until: until_your_next_turn` ends as the next turn of
 * the player who used the ability starts, whoever controls the card;
 * `until: permanent` outlasts every battle and turn; and every lasting
 * effect ends when its card leaves play, so the card back in play is a new
 * card without it.
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

/* The Timekeeper's abilities, by index (all Limited, any number of times). */
enum {
    AB_NEXT_TURN = 0, /* target Personality: +2F until your next turn */
    AB_PERMANENT = 1, /* target Personality: +3F permanently */
    AB_THIS_TURN = 2, /* target Personality: +1F (until the end of the turn) */
    AB_DESTROY = 3,   /* destroy target Personality */
    AB_RETURN = 4,    /* put a Personality of yours from a discard pile
                         into play */
    AB_BATTLE = 5     /* target Personality: +4F until the end of battle */
};

/* The Rival's ability: Open, an opposing Personality gets -1F until your
   (the Rival's player's) next turn. */
enum { AB_RIVAL_NEXT_TURN = 0 };

static const char CARDS[] =
    "cards:\n"
    "  - {id: d-castle, title: Hourglass Castle, type: stronghold, faction: "
    "Crab,\n"
    "     province_strength: 5, gold_production: 10, starting_honor: 8,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: d-keep, title: Hourglass Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 5, gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - id: d-keeper\n"
    "    title: Timekeeper\n"
    "    type: personality\n"
    "    force: 2\n"
    "    chi: 2\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 2\n"
    "    personal_honor: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: limited, limit: any_number, target: {type: "
    "personality},\n"
    "         effects: [{force_bonus: {to: target, amount: 2,\n"
    "                                  until: until_your_next_turn}}]}\n"
    "      - {timing: limited, limit: any_number, target: {type: "
    "personality},\n"
    "         effects: [{force_bonus: {to: target, amount: 3, until: "
    "permanent}}]}\n"
    "      - {timing: limited, limit: any_number, target: {type: "
    "personality},\n"
    "         effects: [{force_bonus: {to: target, amount: 1}}]}\n"
    "      - {timing: limited, limit: any_number, target: {type: "
    "personality},\n"
    "         effects: [{destroy: target}]}\n"
    "      - {timing: limited, limit: any_number,\n"
    "         target: {type: personality, controller: self, at: discard},\n"
    "         effects: [{put_into_play: target}]}\n"
    "      - {timing: limited, limit: any_number, target: {type: "
    "personality},\n"
    "         effects: [{force_bonus: {to: target, amount: 4,\n"
    "                                  until: end_of_battle}}]}\n"
    "  - id: d-rival\n"
    "    title: Hourglass Rival\n"
    "    type: personality\n"
    "    force: 2\n"
    "    chi: 2\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 2\n"
    "    personal_honor: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: open, limit: any_number,\n"
    "         target: {type: personality, controller: opponent},\n"
    "         effects: [{force_bonus: {to: target, amount: -1,\n"
    "                                  until: until_your_next_turn}}]}\n"
    "  - {id: d-guard, title: Hourglass Guard, type: personality, force: 1,\n"
    "     chi: 2, honor_requirement: '-', gold_cost: 2, personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: d-scroll, title: Hourglass Scroll, type: action, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n";

/* p1: the Timekeeper and three Guards; p2: the Rival and three Guards.
   Turn 3, p1's Action phase. */
static fx *board(void)
{
    fx *f = new_board(CARDS, "d-castle", "d-keeper d-guard d-guard d-guard",
                      "d-scroll*20", "d-keep",
                      "d-rival d-guard d-guard d-guard", "d-scroll*20");
    START(f, 5);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    recruit_everything_turns(f, "d-castle", "d-keep");
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    return f;
}

static int32_t force(const fx *f, uint32_t c)
{
    return card_stat(f, c, L5R_STAT_FORCE);
}

/* The next turn's Action phase, whose turn it is checked. */
static void next_turn_of(fx *f, uint32_t player)
{
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), player);
}

/* DUR-01: p1 gives his own Guard +2F until his next turn in turn 3. It
   outlasts the end of turn 3 and p2's whole turn 4 (to its Dynasty
   phase, its last decision); it is gone in p1's turn 5. A bonus of the same
   turn without a duration ended with turn 3. */
static void test_DUR_01_until_your_next_turn_outlasts_the_turn(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t k = in_play(f, 0, "d-keeper");
    uint32_t g1 = card_nth(f, 0, L5R_ZONE_PLAY, "d-guard", 0);
    uint32_t g2 = card_nth(f, 0, L5R_ZONE_PLAY, "d-guard", 1);
    P1_USE(f, "p1 use #%u.%d target #%u", k, AB_NEXT_TURN, g1);
    P1_USE(f, "p1 use #%u.%d target #%u", k, AB_THIS_TURN, g2);
    assert_int_equal(force(f, g1), 3);
    assert_int_equal(force(f, g2), 2);
    next_turn_of(f, 1);
    assert_int_equal(l5r_game_turn(f->g), 4);
    assert_int_equal(force(f, g1), 3); /* not the end of turn 3 */
    assert_int_equal(force(f, g2), 1); /* end_of_turn did end */
    PASS_TO(f, L5R_PHASE_DYNASTY);     /* the last decision of turn 4 */
    assert_int_equal(l5r_game_turn(f->g), 4);
    assert_int_equal(force(f, g1), 3); /* nor the opponent's turn */
    next_turn_of(f, 0);
    assert_int_equal(l5r_game_turn(f->g), 5);
    assert_int_equal(force(f, g1), 1); /* p1's next turn began */
    fx_free(f);
}

/* DUR-01: it is the next turn of the player who used the ability, not of
   the card's controller. p1's bonus on p2's Guard lasts through p2's turn
   4 (which is the Guard's controller's next turn) and ends in turn 5;
   p2's Open penalty on p1's Timekeeper, used in p1's turn 3, ends as p2's
   turn 4 starts, though p1 controls the Timekeeper. */
static void test_DUR_01_the_creators_next_turn_not_the_controllers(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t k = in_play(f, 0, "d-keeper");
    uint32_t rival = in_play(f, 1, "d-rival");
    uint32_t theirs = in_play(f, 1, "d-guard");
    DO(f, "p1 use #%u.%d target #%u", k, AB_NEXT_TURN, theirs);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    DO(f, "p2 use #%u.%d target #%u", rival, AB_RIVAL_NEXT_TURN, k);
    assert_int_equal(force(f, theirs), 3);
    assert_int_equal(force(f, k), 1);
    next_turn_of(f, 1);
    assert_int_equal(force(f, theirs), 3); /* p1's, through p2's turn */
    assert_int_equal(force(f, k), 2);      /* p2's turn began: it ended */
    next_turn_of(f, 0);
    assert_int_equal(force(f, theirs), 1);
    assert_int_equal(force(f, k), 2);
    fx_free(f);
}

/* DUR-02: a permanent +3F outlasts the end of the battle (end_of_battle
   bonuses end as the Action phase is left), the end of the turn, the
   opponent's turns and the player's own next turns. */
static void test_DUR_02_permanent_outlasts_battles_and_turns(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t k = in_play(f, 0, "d-keeper");
    uint32_t g = in_play(f, 0, "d-guard");
    uint32_t other = card_nth(f, 0, L5R_ZONE_PLAY, "d-guard", 1);
    P1_USE(f, "p1 use #%u.%d target #%u", k, AB_PERMANENT, g);
    P1_USE(f, "p1 use #%u.%d target #%u", k, AB_BATTLE, other);
    assert_int_equal(force(f, g), 4);
    assert_int_equal(force(f, other), 5);
    PASS_TO(f, L5R_PHASE_ATTACK);
    assert_int_equal(force(f, other), 1); /* end_of_battle ended */
    assert_int_equal(force(f, g), 4);
    for (int t = 0; t < 4; t++) {
        next_turn_of(f, (uint32_t)(t + 1) % 2);
        assert_int_equal(force(f, g), 4);
    }
    assert_int_equal(l5r_game_turn(f->g), 7);
    fx_free(f);
}

/* DUR-02, DUR-03: the permanent bonus lasts only as long as the card is
   in play: destroyed and put back into play, the Guard is a new card with
   his printed Force, and stays so. */
static void
test_DUR_02_03_permanent_ends_when_the_card_leaves_play(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t k = in_play(f, 0, "d-keeper");
    uint32_t g = in_play(f, 0, "d-guard");
    P1_USE(f, "p1 use #%u.%d target #%u", k, AB_PERMANENT, g);
    next_turn_of(f, 1);
    next_turn_of(f, 0);
    assert_int_equal(force(f, g), 4);
    P1_USE(f, "p1 use #%u.%d target #%u", k, AB_DESTROY, g);
    assert_int_equal(l5r_game_card_zone(f->g, g), L5R_ZONE_DYNASTY_DISCARD);
    P1_USE(f, "p1 use #%u.%d target #%u", k, AB_RETURN, g);
    assert_int_equal(l5r_game_card_zone(f->g, g), L5R_ZONE_PLAY);
    assert_int_equal(force(f, g), 1);
    next_turn_of(f, 1);
    next_turn_of(f, 0);
    assert_int_equal(force(f, g), 1);
    fx_free(f);
}

/* DUR-03: an effect until the player's next turn ends with its card too:
   the Guard given +2F until p1's next turn and +3F permanently, destroyed
   and put back into play in the same turn, has neither, then or later. */
static void test_DUR_03_either_ends_when_the_card_leaves_play(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t k = in_play(f, 0, "d-keeper");
    uint32_t g = in_play(f, 0, "d-guard");
    P1_USE(f, "p1 use #%u.%d target #%u", k, AB_NEXT_TURN, g);
    P1_USE(f, "p1 use #%u.%d target #%u", k, AB_PERMANENT, g);
    assert_int_equal(force(f, g), 6);
    P1_USE(f, "p1 use #%u.%d target #%u", k, AB_DESTROY, g);
    P1_USE(f, "p1 use #%u.%d target #%u", k, AB_RETURN, g);
    assert_int_equal(force(f, g), 1);
    next_turn_of(f, 1);
    assert_int_equal(force(f, g), 1);
    next_turn_of(f, 0);
    assert_int_equal(force(f, g), 1);
    fx_free(f);
}

/* DUR-02, DUR-03 with a full table of lasting effects (128 slots): the
   slots of the effects that ended when their card left play are taken
   again, so a permanent bonus given while the table is full is not
   lost. */
static void test_DUR_02_03_a_full_table_reclaims_ended_effects(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t k = in_play(f, 0, "d-keeper");
    uint32_t g1 = card_nth(f, 0, L5R_ZONE_PLAY, "d-guard", 0);
    uint32_t g2 = card_nth(f, 0, L5R_ZONE_PLAY, "d-guard", 1);
    for (int i = 0; i < 128; i++)
        P1_USE(f, "p1 use #%u.%d target #%u", k, AB_PERMANENT, g1);
    assert_int_equal(force(f, g1), 1 + 3 * 128);
    P1_USE(f, "p1 use #%u.%d target #%u", k, AB_DESTROY, g1);
    P1_USE(f, "p1 use #%u.%d target #%u", k, AB_PERMANENT, g2);
    assert_int_equal(force(f, g2), 4);
    fx_free(f);
}

/* The sample cards (lotus-sample.yaml) as rulings: in turn 3 p1 bows
   the Agasha Lorekeeper for +1C permanently (DUR-02), then plays
   Steadfast Vigil on him: +2F and he cannot be bowed until p1's next
   turn (DUR-01). Through p2's turn 4 he keeps all three; in p1's turn 5
   only the Chi stays, and it is still there in turn 7. */
static void test_DUR_01_02_sample_cards(void **state)
{
    (void)state;
    fx *f = fx_track(fx_new_sample(CARDS));
    assert_non_null(f);
    assert_int_equal(fx_deck(f, 0, "d-castle", NULL, NULL,
                             "agasha-lorekeeper d-guard d-guard d-guard",
                             "steadfast-vigil*10"),
                     L5R_OK);
    assert_int_equal(fx_deck(f, 1, "d-keep", NULL, NULL,
                             "d-guard d-guard d-guard d-guard", "d-scroll*10"),
                     L5R_OK);
    START(f, 3);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    recruit_everything_turns(f, "d-castle", "d-keep");
    uint32_t lk = in_play(f, 0, "agasha-lorekeeper");
    uint32_t vigil = in_hand(f, 0, "steadfast-vigil");
    assert_int_equal(force(f, lk), 1);
    assert_int_equal(card_stat(f, lk, L5R_STAT_CHI), 2);
    P1_USE(f, "p1 use #%u.0", lk);
    assert_true(l5r_game_card_is_bowed(f->g, lk));
    P1_USE(f, "p1 use #%u.0 target #%u", vigil, lk);
    assert_int_equal(force(f, lk), 3);
    assert_int_equal(card_stat(f, lk, L5R_STAT_CHI), 3);
    next_turn_of(f, 1);
    assert_int_equal(force(f, lk), 3);
    assert_int_equal(card_stat(f, lk, L5R_STAT_CHI), 3);
    next_turn_of(f, 0);
    assert_int_equal(force(f, lk), 1);
    assert_int_equal(card_stat(f, lk, L5R_STAT_CHI), 3);
    next_turn_of(f, 1);
    next_turn_of(f, 0);
    assert_int_equal(l5r_game_turn(f->g), 7);
    assert_int_equal(card_stat(f, lk, L5R_STAT_CHI), 3);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(
            test_DUR_01_until_your_next_turn_outlasts_the_turn, fx_teardown),
        cmocka_unit_test_teardown(
            test_DUR_01_the_creators_next_turn_not_the_controllers,
            fx_teardown),
        cmocka_unit_test_teardown(
            test_DUR_02_permanent_outlasts_battles_and_turns, fx_teardown),
        cmocka_unit_test_teardown(
            test_DUR_02_03_permanent_ends_when_the_card_leaves_play,
            fx_teardown),
        cmocka_unit_test_teardown(
            test_DUR_03_either_ends_when_the_card_leaves_play, fx_teardown),
        cmocka_unit_test_teardown(
            test_DUR_02_03_a_full_table_reclaims_ended_effects, fx_teardown),
        cmocka_unit_test_teardown(test_DUR_01_02_sample_cards, fx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
