/* SPDX-License-Identifier: MIT */
/*
 * Experienced Personalities replacing a lower-level version (CORE-62,
 * rules brief section 4).
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
    "  - {id: kenji, title: Hida Kenji, type: personality,\n"
    "     keywords: [Samurai], force: 2, chi: 2, honor_requirement: 0,\n"
    "     gold_cost: 2, personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: kenji-exp, title: Hida Kenji, type: personality,\n"
    "     keywords: [Samurai, Experienced], force: 5, chi: 3,\n"
    "     honor_requirement: 99, gold_cost: 50, personal_honor: 2,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: other, title: Somebody Else, type: personality, force: 1,\n"
    "     chi: 1, honor_requirement: 0, gold_cost: 1, personal_honor: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: spear, title: Spear, type: item, keywords: [Weapon],\n"
    "     force: 1, gold_cost: 0, printings: [{set: Lotus Edition}]}\n"
    "  - {id: farm, title: Farm, type: holding, gold_cost: 1,\n"
    "     gold_production: 1, printings: [{set: Lotus Edition}]}\n";

/* p1 recruits Kenji in turn 1 and gives him a Spear in turn 3; in turn 3's
   Dynasty phase the Experienced Kenji is face-up in his provinces. */
static fx *board(uint32_t *kenji, uint32_t *exp, uint32_t *spear)
{
    fx *f = new_board(cards, "a-castle", "kenji kenji-exp other farm", "spear",
                      "b-castle", "farm*4", "spear");
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 1), L5R_OK);
    START(f, 1);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    *kenji = fx_find(f, 0, L5R_ZONE_PROVINCE, "kenji");
    *exp = fx_find(f, 0, L5R_ZONE_PROVINCE, "kenji-exp");
    DO(f, "p1 produce #%u", fx_find(f, 0, L5R_ZONE_PLAY, "a-castle"));
    DO(f, "p1 recruit #%u", *kenji);
    NEXT_TURN(f);
    NEXT_TURN(f);
    *spear = fx_find(f, 0, L5R_ZONE_HAND, "spear");
    DO(f, "p1 play #%u on #%u", *spear, *kenji);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    return f;
}

static void test_CORE_62_experienced_replaces_keeping_state(void **state)
{
    (void)state;
    uint32_t kenji, exp, spear;
    fx *f = board(&kenji, &exp, &spear);
    int32_t gold = l5r_game_player_gold(f->g, 0);
    /* Honor Requirement 99 and Gold Cost 50 do not matter. */
    DO(f, "p1 recruit #%u replace #%u", exp, kenji);
    assert_int_equal(l5r_game_card_zone(f->g, exp), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_zone(f->g, kenji), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_attached_to(f->g, spear), exp);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold);
    int32_t force = 0;
    l5r_game_card_stat(&force, f->g, exp, L5R_STAT_FORCE);
    assert_int_equal(force, 6); /* 5 and the Spear */
    fx_free(f);
}

static void test_CORE_62_only_a_lower_version_of_himself(void **state)
{
    (void)state;
    uint32_t kenji, exp, spear;
    fx *f = board(&kenji, &exp, &spear);
    uint32_t other = fx_find(f, 0, L5R_ZONE_PROVINCE, "other");
    if (other != L5R_NO_ID)
        ILLEGAL(f, L5R_REASON_TARGET, "CORE-62", "p1 recruit #%u replace #%u",
                other, kenji);
    /* Not a card in play to replace. */
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-62", "p1 recruit #%u replace #%u", exp,
            spear);
    /* Recruited normally, he must meet his Honor Requirement. */
    ILLEGAL(f, L5R_REASON_HONOR_REQUIREMENT, "CORE-12", "p1 recruit #%u", exp);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_CORE_62_experienced_replaces_keeping_state),
        cmocka_unit_test(test_CORE_62_only_a_lower_version_of_himself),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
