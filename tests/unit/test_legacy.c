/* SPDX-License-Identifier: MIT */
/*
 * Legacy Holdings (CORE-61, rules brief sections 1 and 2).
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
    "  - {id: a-castle, title: A Castle, type: stronghold, faction: Crab,\n"
    "     province_strength: 5, gold_production: 5, starting_honor: 10,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: b-castle, title: B Castle, type: stronghold, faction: Lion,\n"
    "     province_strength: 5, gold_production: 5, starting_honor: 5,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: estate, title: Old Estate, type: holding, keywords: [Legacy],\n"
    "     gold_cost: 6, gold_production: 2,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: farm, title: Farm, type: holding, gold_cost: 1,\n"
    "     gold_production: 1, printings: [{set: Lotus Edition}]}\n"
    "  - {id: plan, title: Battle Plan, type: action, focus: 3,\n"
    "     printings: [{set: Lotus Edition}]}\n";

static fx *board(void)
{
    fx *f = new_board(cards, "a-castle", "farm*4 estate", "plan*3", "b-castle",
                      "farm*4 estate", "plan*3");
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 1), L5R_OK);
    START(f, 3);
    return f;
}

static void expect_decision(fx *f, uint32_t player, int kind)
{
    uint32_t p;
    int k;
    l5r_game_decision(&p, &k, f->g);
    assert_int_equal(k, kind);
    assert_int_equal(p, player);
}

/* The player going second (p2: lower Family Honor) may put his Legacy
   Holding into play before the first turn, for free, bowed. */
static void test_CORE_61_second_player_legacy_at_setup(void **state)
{
    (void)state;
    fx *f = board();
    expect_decision(f, 1, L5R_DECIDE_LEGACY);
    uint32_t estate = fx_find(f, 1, L5R_ZONE_DYNASTY_DECK, "estate");
    uint32_t farm = fx_find(f, 1, L5R_ZONE_DYNASTY_DECK, "farm");
    uint32_t mine = fx_find(f, 0, L5R_ZONE_DYNASTY_DECK, "estate");
    if (farm != L5R_NO_ID) /* not a Legacy Holding */
        ILLEGAL(f, L5R_REASON_WRONG_ZONE, "CORE-61", "p2 recruit #%u", farm);
    if (mine != L5R_NO_ID) /* not in his own deck */
        ILLEGAL(f, L5R_REASON_NOT_YOUR_DECISION, "CORE-10", "p1 recruit #%u",
                mine);
    if (estate == L5R_NO_ID) { /* the shuffle put it in a province */
        fx_free(f);
        return;
    }
    int32_t gold = l5r_game_player_gold(f->g, 1);
    DO(f, "p2 recruit #%u", estate);
    assert_int_equal(l5r_game_card_zone(f->g, estate), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_is_bowed(f->g, estate), 1);
    /* Face-up, seen by all: not a face-down (Ninjutsu) card. */
    assert_int_equal(l5r_game_card_is_face_down(f->g, estate), 0);
    assert_int_equal(l5r_game_card_is_visible(f->g, estate, 0), 1);
    assert_int_equal(l5r_game_player_gold(f->g, 1), gold);
    expect_decision(f, 0, L5R_DECIDE_ACTION); /* the first turn begins */
    fx_free(f);
}

/* A player who brought no Holding into play in his Dynasty phase may then
   put a Legacy Holding into play; passing declines it. */
static void
test_CORE_61_legacy_after_a_dynasty_phase_without_holdings(void **state)
{
    (void)state;
    fx *f = board();
    DO(f, "p2 pass"); /* declines at setup */
    expect_decision(f, 0, L5R_DECIDE_ACTION);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 pass"); /* no Holding recruited this phase */
    uint32_t estate = fx_find(f, 0, L5R_ZONE_DYNASTY_DECK, "estate");
    if (estate == L5R_NO_ID) {
        fx_free(f);
        return;
    }
    expect_decision(f, 0, L5R_DECIDE_LEGACY);
    DO(f, "p1 recruit #%u", estate);
    assert_int_equal(l5r_game_card_zone(f->g, estate), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_is_face_down(f->g, estate), 0);
    assert_int_equal(l5r_game_card_is_visible(f->g, estate, 1), 1);
    /* The turn went on: End phase, then p2's turn. */
    assert_int_equal(l5r_game_active_player(f->g), 1);
    expect_decision(f, 1, L5R_DECIDE_ACTION);
    fx_free(f);
}

/* Having brought a Holding into play, no Legacy decision follows. */
static void test_CORE_61_no_legacy_after_recruiting_a_holding(void **state)
{
    (void)state;
    fx *f = board();
    DO(f, "p2 pass");
    PASS_TO(f, L5R_PHASE_DYNASTY);
    uint32_t castle = fx_find(f, 0, L5R_ZONE_PLAY, "a-castle");
    uint32_t farm = fx_find(f, 0, L5R_ZONE_PROVINCE, "farm");
    assert_int_not_equal(farm, L5R_NO_ID);
    DO(f, "p1 produce #%u", castle);
    DO(f, "p1 recruit #%u", farm);
    DO(f, "p1 pass");
    /* No Legacy decision: straight on to p2's turn. */
    assert_int_equal(l5r_game_active_player(f->g), 1);
    expect_decision(f, 1, L5R_DECIDE_ACTION);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_CORE_61_second_player_legacy_at_setup),
        cmocka_unit_test(
            test_CORE_61_legacy_after_a_dynasty_phase_without_holdings),
        cmocka_unit_test(test_CORE_61_no_legacy_after_recruiting_a_holding),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
