/* SPDX-License-Identifier: MIT */
/*
 * Granted abilities as rulings (GRA-01 .. GRA-05) through the public API:
 * "Target Personality gains: 'Limited: Bow this Personality: ...' until
 * the end of the turn", and "The bearer gains: ...". The card given an
 * ability uses it as its own (`use #TARGET.K`, K after its own
 * abilities), its controller the user, "this card" the card given it.
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

static const char CARDS[] =
    "cards:\n"
    "  - {id: g-castle, title: Giving Castle, type: stronghold, faction: "
    "Crab,\n"
    "     province_strength: 20, gold_production: 5, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: g-keep, title: Giving Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 20, gold_production: 5, starting_honor: 4,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: g-samurai, title: Given Samurai, type: personality, force: 2,\n"
    "     chi: 1, honor_requirement: '-', gold_cost: 0, personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    /* Limited: Target Personality you control gains: "Limited: Bow this
       Personality: he gets +3 Force; gain 1 Honor." until the end of the
       turn. */
    "  - id: g-gift\n"
    "    title: Gift of Resolve\n"
    "    type: action\n"
    "    focus: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: limited\n"
    "        target: {type: personality, controller: self}\n"
    "        effects: [{give_ability: {to: target, ability: 1}}]\n"
    "      - timing: limited\n"
    "        granted: true\n"
    "        cost: [{bow: self}]\n"
    "        effects: [{force_bonus: {to: self, amount: 3}}, {gain_honor: "
    "1}]\n"
    /* The bearer gains: "Limited: Gain 2 gold." */
    "  - id: g-fan\n"
    "    title: Giving Fan\n"
    "    type: item\n"
    "    force: 0\n"
    "    chi: 0\n"
    "    gold_cost: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: continuous\n"
    "        while: attached\n"
    "        effects: [{give_ability: {ability: 1}}]\n"
    "      - {timing: limited, granted: true, effects: [{gain_gold: 2}]}\n";

/* Both players recruit four Samurai; turn 3, p1's Action phase, with his
   Fate cards in hand. */
static fx *board(void)
{
    fx *f =
        new_board(CARDS, "g-castle", "g-samurai*4", "g-gift g-gift g-fan g-fan",
                  "g-keep", "g-samurai*4", "g-gift");
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 10), L5R_OK);
    assert_int_equal(fx_set(f, L5R_PARAM_MAX_HAND, 20), L5R_OK);
    START(f, 3);
    recruit_all_free(f, 0);
    NEXT_TURN(f);
    recruit_all_free(f, 1);
    NEXT_TURN(f);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    return f;
}

/* GRA-01: the card printing a granted ability does not use it, and it is
   not listed. */
static void test_GRA_01_the_printing_card_does_not_use_it(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t gift = in_hand(f, 0, "g-gift");
    ILLEGAL(f, L5R_REASON_RESTRICTED, "GRA-01", "p1 use #%u.1", gift);
    char t[48];
    assert_false(legal_has(f, 0, fx_txt(t, sizeof t, "p1 use #%u.1", gift)));
    fx_free(f);
}

/* GRA-02: the target gains the ability until the end of the turn: its
   controller uses it as the Samurai's own (#S.0, after its none); "this
   Personality" is the Samurai (bowed, +3 Force); once it ends, the
   Samurai has no such ability (CORE-44). */
static void test_GRA_02_target_gains_the_ability_for_the_turn(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t gift = in_hand(f, 0, "g-gift");
    uint32_t sam = card_nth(f, 0, L5R_ZONE_PLAY, "g-samurai", 1);
    uint32_t other = card_nth(f, 0, L5R_ZONE_PLAY, "g-samurai", 0);
    ILLEGAL(f, L5R_REASON_MALFORMED, "CORE-44", "p1 use #%u.0", sam);
    DO(f, "p1 use #%u.0 target #%u", gift, sam);
    pass_while(f, L5R_DECIDE_REACTION);
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    char t1[48], t2[48];
    const char *want[] = {fx_txt(t1, sizeof t1, "p1 use #%u.0", sam), NULL};
    const char *absent[] = {fx_txt(t2, sizeof t2, "p1 use #%u.0", other), NULL};
    check_listed(f, 0, want, absent);
    /* The ability #S.0 names is the gift's #1 (l5r_game_card_ability);
       the other Samurai has none. */
    uint32_t def = L5R_NO_ID, k = L5R_NO_ID, gift_def = L5R_NO_ID;
    assert_int_equal(l5r_game_card_def(&gift_def, f->g, gift), L5R_OK);
    assert_int_equal(l5r_game_card_ability(&def, &k, f->g, sam, 0), L5R_OK);
    assert_int_equal(def, gift_def);
    assert_int_equal(k, 1);
    assert_int_equal(l5r_game_card_ability(&def, &k, f->g, gift, 0), L5R_OK);
    assert_int_equal(def, gift_def);
    assert_int_equal(k, 0);
    assert_int_equal(l5r_game_card_ability(&def, &k, f->g, other, 0),
                     L5R_ENOTFOUND);
    assert_int_equal(l5r_game_card_ability(NULL, &k, f->g, sam, 0), L5R_EINVAL);
    int32_t f0 = card_stat(f, sam, L5R_STAT_FORCE);
    int32_t h0 = l5r_game_player_honor(f->g, 0);
    DO(f, "p1 use #%u.0", sam);
    assert_true(l5r_game_card_is_bowed(f->g, sam));
    assert_int_equal(card_stat(f, sam, L5R_STAT_FORCE), f0 + 3);
    assert_int_equal(l5r_game_player_honor(f->g, 0), h0 + 1);
    DO(f, "p2 pass");
    /* Once per turn, as any ability (and it is bowed now). */
    ILLEGAL_ONE_OF(f, -1, "CORE-24|CORE-28", "p1 use #%u.0", sam);
    NEXT_TURN(f);
    NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_ACTION);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    assert_false(l5r_game_card_is_bowed(f->g, sam));
    ILLEGAL(f, L5R_REASON_MALFORMED, "CORE-44", "p1 use #%u.0", sam);
    fx_free(f);
}

/* GRA-05: an Item's continuous give_ability: its bearer has the ability
   while it is attached (gain 2 gold); the Item itself does not (GRA-01),
   nor another Samurai. */
static void test_GRA_05_the_bearer_gains_the_ability(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t fan = in_hand(f, 0, "g-fan");
    uint32_t sam = card_nth(f, 0, L5R_ZONE_PLAY, "g-samurai", 2);
    uint32_t other = card_nth(f, 0, L5R_ZONE_PLAY, "g-samurai", 3);
    DO(f, "p1 play #%u on #%u", fan, sam);
    DO(f, "p2 pass");
    assert_int_equal(l5r_game_card_attached_to(f->g, fan), sam);
    ILLEGAL(f, L5R_REASON_RESTRICTED, "GRA-01", "p1 use #%u.1", fan);
    ILLEGAL(f, L5R_REASON_MALFORMED, "CORE-44", "p1 use #%u.0", other);
    char t[48];
    assert_true(legal_has(f, 0, fx_txt(t, sizeof t, "p1 use #%u.0", sam)));
    int32_t g0 = l5r_game_player_gold(f->g, 0);
    DO(f, "p1 use #%u.0", sam);
    assert_int_equal(l5r_game_player_gold(f->g, 0), g0 + 2);
    fx_free(f);
}

/* GRA-03, GRA-04, GRA-05: what a card file may not say. */
static void test_GRA_load_refusals(void **state)
{
    (void)state;
    static const char head[] =
        "cards:\n"
        "  - id: x-bad\n"
        "    title: Bad\n"
        "    type: action\n"
        "    printings: [{set: Lotus Edition}]\n"
        "    abilities:\n"
        "      - {timing: limited, target: {type: personality}, effects:\n"
        "         [{give_ability: {to: target, ability: %d}}]}\n"
        "      - {timing: %s, %s effects: [{gain_gold: 1}]}\n";
    static const struct {
        int index;
        const char *timing, *more, *rule, *what;
    } cases[] = {
        {5, "limited", "granted: true,", "GRA-03", "no such ability"},
        {1, "limited", "", "GRA-03", "an ability not granted"},
        {0, "limited", "granted: true,", "GRA-03", "gives itself"},
        {1, "continuous", "granted: true,", "GRA-04", "a continuous one"},
        {1, "reaction", "granted: true, trigger: {event: turn_start},",
         "GRA-04", "a Reaction"},
        {1, "limited", "granted: true, performer: {type: personality},",
         "GRA-04", "with a performer"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char yaml[1024];
        snprintf(yaml, sizeof yaml, head, cases[i].index, cases[i].timing,
                 cases[i].more);
        assert_load_refused(yaml, cases[i].rule, cases[i].what);
    }
    assert_load_refused("cards:\n"
                        "  - id: x-bad\n"
                        "    title: Bad\n"
                        "    type: item\n"
                        "    printings: [{set: Lotus Edition}]\n"
                        "    abilities:\n"
                        "      - {timing: continuous, effects: [{give_ability: "
                        "{ability: 1}}]}\n"
                        "      - {timing: limited, granted: true, effects: "
                        "[{gain_gold: 1}]}\n",
                        "GRA-05", "continuous, not while attached");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_GRA_01_the_printing_card_does_not_use_it),
        cmocka_unit_test(test_GRA_02_target_gains_the_ability_for_the_turn),
        cmocka_unit_test(test_GRA_05_the_bearer_gains_the_ability),
        cmocka_unit_test(test_GRA_load_refusals),
    };
    return cmocka_run_group_tests(tests, NULL, fx_teardown);
}
