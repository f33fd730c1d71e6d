/* SPDX-License-Identifier: MIT */
/*
 * Straightening a Ring and negating an action, as rulings through the
 * public API: `straighten_ring: target` straightens a bowed Ring its
 * player controls (CORE-55 keeps it to Rings), and `negate: true` on a
 * Reaction to `targeted` leaves the reacting card untouched by the action
 * it answers while the action's other effects still happen, unless it
 * was the action's only target.
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

/* The Sage's abilities, by index (all Limited, any number of times). */
enum {
    AB_STRAIGHTEN_RING = 0, /* straighten target Ring you control */
    AB_BOW_AND_GOLD = 1,    /* bow target Personality, gain 1 gold */
    AB_BOW_TWO = 2          /* bow two target Personalities, gain 1 gold */
};

static const char CARDS[] =
    "cards:\n"
    "  - {id: r-castle, title: Ringed Castle, type: stronghold, faction: "
    "Crab,\n"
    "     province_strength: 5, gold_production: 10, starting_honor: 8,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: r-keep, title: Ringed Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 5, gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - id: r-sage\n"
    "    title: Ring Sage\n"
    "    type: personality\n"
    "    force: 2\n"
    "    chi: 2\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 2\n"
    "    personal_honor: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: limited, limit: any_number,\n"
    "         target: {type: ring, controller: self},\n"
    "         effects: [{straighten_ring: target}]}\n"
    "      - {timing: limited, limit: any_number,\n"
    "         target: {type: personality},\n"
    "         effects: [{bow: target}, {gain_gold: 1}]}\n"
    "      - {timing: limited, limit: any_number,\n"
    "         target: {type: personality, count: 2},\n"
    "         effects: [{bow: target}, {gain_gold: 1}]}\n"
    /* A Ring that bows to produce 1 gold. */
    "  - id: r-ring\n"
    "    title: Ring of Still Water\n"
    "    type: ring\n"
    "    element: water\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: limited, limit: any_number, cost: [{bow: self}],\n"
    "         effects: [{gain_gold: 1}]}\n"
    /* Reaction: after this Personality is targeted, the action has no
       effect on him. */
    "  - id: r-shade\n"
    "    title: Untouched Shade\n"
    "    type: personality\n"
    "    force: 1\n"
    "    chi: 1\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 2\n"
    "    personal_honor: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: reaction, limit: any_number, trigger: {event: "
    "targeted},\n"
    "         effects: [{negate: true}]}\n"
    "  - {id: r-guard, title: Ringed Guard, type: personality, force: 1,\n"
    "     chi: 2, honor_requirement: '-', gold_cost: 2, personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: r-scroll, title: Ringed Scroll, type: action, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n";

/* p1: the Sage and a Guard in play, the Ring in hand; p2: the Shade and a
   Guard. Turn 3, p1's Action phase. */
static fx *board(void)
{
    fx *f = new_board(CARDS, "r-castle", "r-sage r-guard", "r-ring r-scroll*5",
                      "r-keep", "r-shade r-guard", "r-scroll*6");
    START(f, 3);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    recruit_turns(f);
    return f;
}

/* straighten_ring: p1 plays the Ring and bows it for gold; the Sage
   straightens it, and it bows again. Not a Personality (CORE-55), not
   p2's Ring. */
static void test_straighten_ring(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t sage = in_play(f, 0, "r-sage");
    uint32_t guard = in_play(f, 0, "r-guard");
    uint32_t ring = in_hand(f, 0, "r-ring");
    P1_USE(f, "p1 play #%u", ring);
    assert_int_equal(l5r_game_card_zone(f->g, ring), L5R_ZONE_PLAY);
    int32_t gold = l5r_game_player_gold(f->g, 0);
    P1_USE(f, "p1 use #%u.0", ring);
    assert_int_equal(l5r_game_card_is_bowed(f->g, ring), 1);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold + 1);
    ILLEGAL(f, L5R_REASON_BOWED, "CORE-24", "p1 use #%u.0", ring);
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-55", "p1 use #%u.%d target #%u", sage,
            AB_STRAIGHTEN_RING, guard);
    P1_USE(f, "p1 use #%u.%d target #%u", sage, AB_STRAIGHTEN_RING, ring);
    assert_int_equal(l5r_game_card_is_bowed(f->g, ring), 0);
    P1_USE(f, "p1 use #%u.0", ring);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold + 2);
    fx_free(f);
}

/* The Shade's Reaction to p1's ability aimed at him (p1 reacts first,
   and passes); then the window closes. */
static void shade_negates(fx *f, uint32_t shade)
{
    assert_decision(f, 0, L5R_DECIDE_REACTION); /* the acting player first */
    DO(f, "p1 pass");
    assert_decision(f, 1, L5R_DECIDE_REACTION);
    assert_true(legal_now(f, "p2 use #%u.0", shade));
    DO(f, "p2 use #%u.0", shade);
    for (int i = 0; i < 4; i++) {
        uint32_t p;
        int k;
        assert_int_equal(l5r_game_decision(&p, &k, f->g), L5R_OK);
        if (k != L5R_DECIDE_REACTION)
            break;
        DO(f, "p%u pass", p + 1);
    }
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    DO(f, "p2 pass");
}

/* negate: p1's Sage bows p2's Shade and Guard and gains 1 gold; the Shade
   negates it for himself: the Guard is bowed, the Shade is not, and the
   gold is gained. Aimed at the Shade alone, the ability negated on its
   one target does nothing at all: no bow, no gold (CORE-55: an action
   with no target left does not resolve). */
static void test_negate(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t sage = in_play(f, 0, "r-sage");
    uint32_t shade = in_play(f, 1, "r-shade");
    uint32_t theirs = in_play(f, 1, "r-guard");
    int32_t gold = l5r_game_player_gold(f->g, 0);
    DO(f, "p1 use #%u.%d target #%u #%u", sage, AB_BOW_TWO, shade, theirs);
    shade_negates(f, shade);
    assert_int_equal(l5r_game_card_is_bowed(f->g, shade), 0);
    assert_int_equal(l5r_game_card_is_bowed(f->g, theirs), 1);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold + 1);
    DO(f, "p1 use #%u.%d target #%u", sage, AB_BOW_AND_GOLD, shade);
    shade_negates(f, shade);
    assert_int_equal(l5r_game_card_is_bowed(f->g, shade), 0);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold + 1);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_straighten_ring, fx_teardown),
        cmocka_unit_test_teardown(test_negate, fx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
