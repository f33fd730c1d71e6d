/* SPDX-License-Identifier: MIT */
/*
 * Returning cards to their owners' hands, as rulings (RTH-01 .. RTH-03)
 * through the public API: `return_to_hand: target` takes a Follower, Item
 * or Spell out of play, or a Fate card out of a discard pile (a target
 * `at: discard`), and `return_to_hand: self` a Follower taking itself
 * back. Every illegal move is checked by fx_illegal(): the reason, the
 * rule ID, the hash unchanged.
 */
#include <stdbool.h>
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

/* --- the cards ------------------------------------------------------------ */

#define PR "    printings: [{set: Lotus Edition}]\n"
#define PERSONALITY(id, title, f)                                              \
    "  - id: " id "\n"                                                         \
    "    title: " title "\n"                                                   \
    "    type: personality\n"                                                  \
    "    force: " #f "\n"                                                      \
    "    chi: 2\n"                                                             \
    "    honor_requirement: '-'\n"                                             \
    "    gold_cost: 1\n"                                                       \
    "    personal_honor: 1\n" PR
#define ANY "limit: any_number, "

/* The Tide Courtier's abilities, by index (all Limited, any number):
   0 return any card (the rules refuse what may not return)
   1 return any card of a discard pile
   2 a +1 Force token on a Follower
   3 +2 Force to a Follower for good
   4 destroy a Personality
   5 take an enemy's attachment (ATT-08) */
enum {
    AB_RETURN = 0,
    AB_RETURN_DISCARDED = 1,
    AB_TOKEN = 2,
    AB_BONUS = 3,
    AB_DESTROY = 4,
    AB_TAKE = 5
};

/* clang-format off */
static const char CARDS[] =
    "cards:\n"
    "  - {id: r-castle, title: Tidal Castle, type: stronghold, faction: Crab,\n"
    "     province_strength: 3, gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: r-keep, title: Tidal Keep, type: stronghold, faction: Scorpion,\n"
    "     province_strength: 3, gold_production: 10, starting_honor: 4,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    PERSONALITY("r-tide", "Tide Courtier", 2)
    "    abilities:\n"
    "      - {timing: limited, " ANY "target: {type: card},\n"
    "         effects: [{return_to_hand: target}]}\n"
    "      - {timing: limited, " ANY "target: {type: card, at: discard},\n"
    "         effects: [{return_to_hand: target}]}\n"
    "      - {timing: limited, " ANY "target: {type: follower},\n"
    "         effects: [{create_token: {on: target, force: 1}}]}\n"
    "      - {timing: limited, " ANY "target: {type: follower},\n"
    "         effects: [{force_bonus: {to: target, amount: 2,\n"
    "         until: permanent}}]}\n"
    "      - {timing: limited, " ANY "target: {type: personality},\n"
    "         effects: [{destroy: target}]}\n"
    "      - {timing: limited, " ANY "target: {type: card},\n"
    "         effects: [{take_attached: target}]}\n"
    PERSONALITY("r-samurai", "Plain Samurai", 2)
    "  - {id: r-farm, title: Rice Farm, type: holding, gold_cost: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: r-retainer, title: Plain Retainer, type: follower, force: 1,\n"
    "     chi: 0, gold_cost: 0, honor_requirement: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    /* The Fleeting Retainer takes himself back to his owner's hand. */
    "  - {id: r-fleeting, title: Fleeting Retainer, type: follower, force: 1,\n"
    "     chi: 0, gold_cost: 0, honor_requirement: 0,\n"
    "     printings: [{set: Lotus Edition}],\n"
    "     abilities: [{timing: limited, effects: [{return_to_hand: self}]}]}\n"
    "  - {id: r-blade, title: Plain Blade, type: item, keywords: [Weapon],\n"
    "     force: 2, chi: 0, gold_cost: 0, printings: [{set: Lotus Edition}]}\n"
    "  - id: r-strike\n"
    "    title: Plain Strike\n"
    "    type: action\n"
    "    abilities:\n"
    "      - {timing: limited, effects: [{gain_gold: 1}]}\n" PR;
/* clang-format on */

/* --- helpers -------------------------------------------------------------- */

/* p1: the Tide Courtier, a Samurai and a Rice Farm in play; in hand the
   Blade, the Fleeting Retainer and the Strike. p2: a Samurai in play, a
   Retainer in hand. p1's Action phase of turn 3. */
static fx *board(void)
{
    fx *f = new_board(CARDS, "r-castle", "r-tide r-samurai r-farm",
                      "r-blade r-fleeting r-strike", "r-keep", "r-samurai",
                      "r-retainer");
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 3), L5R_OK);
    assert_int_equal(fx_set(f, L5R_PARAM_PROVINCES, 3), L5R_OK);
    START(f, 5);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    recruit_turns(f);
    return f;
}

/* p2, in his turn, plays his Retainer on his Samurai; back to p1's Action
   phase. */
static uint32_t p2_plays_retainer(fx *f)
{
    uint32_t theirs = in_play(f, 1, "r-samurai");
    uint32_t retainer = in_hand(f, 1, "r-retainer");
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), 1);
    PASS_TO(f, L5R_PHASE_ACTION);
    DO(f, "p2 play #%u on #%u", retainer, theirs);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    PASS_TO(f, L5R_PHASE_ACTION);
    assert_int_equal(l5r_game_card_attached_to(f->g, retainer), theirs);
    return retainer;
}

static int32_t force(const fx *f, uint32_t c)
{
    return card_stat(f, c, L5R_STAT_FORCE);
}

/* --- RTH-01, RTH-03 --------------------------------------------------------
 */

/* RTH-01, RTH-03: p1 returns p2's Retainer, with a token and a bonus on
   it: it goes to p2's hand, not p1's, its token removed for good
   (TOK-07); played again, it is a new card: without the token or the
   bonus (which lasts for good on the card it was given). */
static void test_RTH_01_a_returned_card_leaves_play(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t tide = in_play(f, 0, "r-tide");
    uint32_t theirs = in_play(f, 1, "r-samurai");
    uint32_t retainer = p2_plays_retainer(f);
    P1_USE(f, "p1 use #%u.%d target #%u", tide, AB_TOKEN, retainer);
    P1_USE(f, "p1 use #%u.%d target #%u", tide, AB_BONUS, retainer);
    assert_int_equal(l5r_game_card_token_count(f->g, retainer), 1);
    uint32_t token = l5r_game_card_token(f->g, retainer, 0);
    assert_int_equal(force(f, retainer), 4);
    char b0[64];
    const char *want[] = {fx_txt(b0, sizeof b0, "p1 use #%u.%d target #%u",
                                 tide, AB_RETURN, retainer),
                          NULL};
    check_listed(f, 0, want, NULL);
    P1_USE(f, "p1 use #%u.%d target #%u", tide, AB_RETURN, retainer);
    assert_int_equal(l5r_game_card_zone(f->g, retainer), L5R_ZONE_HAND);
    assert_int_equal(l5r_game_card_owner(f->g, retainer), 1);
    assert_int_equal(l5r_game_card_controller(f->g, retainer), 1);
    assert_int_equal(l5r_game_card_attached_to(f->g, retainer), L5R_NO_ID);
    assert_null(l5r_game_token(f->g, token));
    NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_ACTION);
    DO(f, "p2 play #%u on #%u", retainer, theirs);
    assert_int_equal(l5r_game_card_token_count(f->g, retainer), 0);
    assert_int_equal(force(f, retainer), 1);
    assert_int_equal(l5r_game_card_attached_to(f->g, retainer), theirs);
    fx_free(f);
}

/* RTH-03: the Courtier takes p2's Retainer (ATT-08), then returns it: it
   goes to its owner's hand, p2's, though p1 controlled it; p1's Blade,
   returned from his own Samurai, to p1's. */
static void test_RTH_03_to_the_owners_hand(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t tide = in_play(f, 0, "r-tide");
    uint32_t samurai = in_play(f, 0, "r-samurai");
    uint32_t blade = in_hand(f, 0, "r-blade");
    uint32_t retainer = p2_plays_retainer(f);
    P1_USE(f, "p1 use #%u.%d target #%u", tide, AB_TAKE, retainer);
    assert_int_equal(l5r_game_card_controller(f->g, retainer), 0);
    assert_int_equal(l5r_game_card_attached_to(f->g, retainer), tide);
    P1_USE(f, "p1 use #%u.%d target #%u", tide, AB_RETURN, retainer);
    assert_int_equal(l5r_game_card_zone(f->g, retainer), L5R_ZONE_HAND);
    assert_int_equal(l5r_game_card_owner(f->g, retainer), 1);
    assert_int_equal(l5r_game_card_controller(f->g, retainer), 1);
    assert_int_not_equal(fx_find(f, 1, L5R_ZONE_HAND, "r-retainer"), L5R_NO_ID);
    assert_int_equal(fx_find(f, 0, L5R_ZONE_HAND, "r-retainer"), L5R_NO_ID);
    int32_t bare = force(f, samurai);
    P1_USE(f, "p1 play #%u on #%u", blade, samurai);
    assert_int_equal(force(f, samurai), bare + 2);
    P1_USE(f, "p1 use #%u.%d target #%u", tide, AB_RETURN, blade);
    assert_int_equal(l5r_game_card_zone(f->g, blade), L5R_ZONE_HAND);
    assert_int_equal(l5r_game_card_owner(f->g, blade), 0);
    assert_int_equal(force(f, samurai), bare);
    fx_free(f);
}

/* RTH-01: the Fleeting Retainer returns himself from his Samurai to p1's
   hand. */
static void test_RTH_01_a_follower_returns_itself(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t samurai = in_play(f, 0, "r-samurai");
    uint32_t fleeting = in_hand(f, 0, "r-fleeting");
    P1_USE(f, "p1 play #%u on #%u", fleeting, samurai);
    assert_int_equal(l5r_game_card_attached_to(f->g, fleeting), samurai);
    P1_USE(f, "p1 use #%u.0", fleeting);
    assert_int_equal(l5r_game_card_zone(f->g, fleeting), L5R_ZONE_HAND);
    assert_int_equal(l5r_game_card_owner(f->g, fleeting), 0);
    assert_int_equal(l5r_game_card_attached_to(f->g, fleeting), L5R_NO_ID);
    fx_free(f);
}

/* --- RTH-02 ------------------------------------------------------------------
 */

/* RTH-02: a Personality, a Holding and a Stronghold in play stay, and a
   Dynasty card of a discard pile too; a Fate card of a discard pile (the
   Strike, played) returns to its owner's hand. None refused is listed. */
static void test_RTH_02_what_may_return(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t tide = in_play(f, 0, "r-tide");
    uint32_t samurai = in_play(f, 0, "r-samurai");
    uint32_t farm = in_play(f, 0, "r-farm");
    uint32_t theirs = in_play(f, 1, "r-samurai");
    uint32_t strike = in_hand(f, 0, "r-strike");
    const int T = L5R_REASON_TARGET;
    ILLEGAL(f, T, "RTH-02", "p1 use #%u.%d target #%u", tide, AB_RETURN,
            samurai);
    ILLEGAL(f, T, "RTH-02", "p1 use #%u.%d target #%u", tide, AB_RETURN, farm);
    P1_USE(f, "p1 use #%u.%d target #%u", tide, AB_DESTROY, theirs);
    assert_int_equal(l5r_game_card_zone(f->g, theirs),
                     L5R_ZONE_DYNASTY_DISCARD);
    ILLEGAL(f, T, "RTH-02", "p1 use #%u.%d target #%u", tide,
            AB_RETURN_DISCARDED, theirs);
    P1_USE(f, "p1 use #%u.0", strike);
    assert_int_equal(l5r_game_card_zone(f->g, strike), L5R_ZONE_FATE_DISCARD);
    char b[4][64];
    const char *want[] = {fx_txt(b[0], sizeof b[0], "p1 use #%u.%d target #%u",
                                 tide, AB_RETURN_DISCARDED, strike),
                          NULL};
    const char *absent[] = {
        fx_txt(b[1], sizeof b[1], "p1 use #%u.%d target #%u", tide, AB_RETURN,
               samurai),
        fx_txt(b[2], sizeof b[2], "p1 use #%u.%d target #%u", tide, AB_RETURN,
               farm),
        fx_txt(b[3], sizeof b[3], "p1 use #%u.%d target #%u", tide,
               AB_RETURN_DISCARDED, theirs),
        NULL};
    check_listed(f, 0, want, absent);
    P1_USE(f, "p1 use #%u.%d target #%u", tide, AB_RETURN_DISCARDED, strike);
    assert_int_equal(l5r_game_card_zone(f->g, strike), L5R_ZONE_HAND);
    assert_int_equal(l5r_game_card_owner(f->g, strike), 0);
    fx_free(f);
}

/* RTH-02 at load: a card that is no Follower, Item or Spell cannot return
   itself, a target of another kind is refused, and a continuous ability
   returns nothing. */
static void test_RTH_02_refused_at_load(void **state)
{
    (void)state;
#define HEAD(type, extra)                                                      \
    "sets:\n"                                                                  \
    "  - {name: Lotus Edition, order: 50, lotus: true}\n"                      \
    "cards:\n"                                                                 \
    "  - {id: x, title: X, type: " type ", " extra                             \
    "     printings: [{set: Lotus Edition}],\n"                                \
    "     abilities: ["
#define PERS                                                                   \
    HEAD("personality", "force: 1, chi: 1, honor_requirement: 0,\n"            \
                        "     gold_cost: 1, personal_honor: 1,\n")
#define FOLL                                                                   \
    HEAD("follower", "force: 1, chi: 0, honor_requirement: 0,\n"               \
                     "     gold_cost: 1,\n")
    assert_load_refused(PERS "{timing: limited, effects: [{return_to_hand: "
                             "self}]}]}\n",
                        "RTH-02", "a Personality returning itself");
    assert_load_refused(PERS "{timing: limited, target: {type: personality},\n"
                             "  effects: [{return_to_hand: target}]}]}\n",
                        "RTH-02", "a Personality target");
    assert_load_refused(PERS "{timing: limited, target: {type: holding},\n"
                             "  effects: [{return_to_hand: target}]}]}\n",
                        "RTH-02", "a Holding target");
    assert_load_refused(FOLL "{timing: continuous, effects: [{return_to_hand: "
                             "self}]}]}\n",
                        "RTH-02", "a continuous return");
#undef FOLL
#undef PERS
#undef HEAD
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_RTH_01_a_returned_card_leaves_play,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_RTH_03_to_the_owners_hand, fx_teardown),
        cmocka_unit_test_teardown(test_RTH_01_a_follower_returns_itself,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_RTH_02_what_may_return, fx_teardown),
        cmocka_unit_test(test_RTH_02_refused_at_load),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
