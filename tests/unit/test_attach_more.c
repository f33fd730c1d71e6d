/* SPDX-License-Identifier: MIT */
/*
 * Attaching from the hand and taking an enemy's attachment, as rulings
 * (ATT-05 .. ATT-08) through the public API: `attach_from_hand: target`
 * brings a card of its player's hand into play on the ability's
 * Personality, free or (`pay: true`) paying its Gold Cost;
 * `take_attached: target` takes control of a card attached to an enemy
 * Personality and brings it to the ability's; `create_card` with `on`
 * creates a card attached (ATT-09, ATT-10). Every illegal move is
 * checked by fx_illegal(): the reason, the rule ID, the hash unchanged.
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

/* clang-format off */
static const char CARDS[] =
    "cards:\n"
    "  - {id: h-castle, title: Handing Castle, type: stronghold, faction: Crab,\n"
    "     province_strength: 3, gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: h-keep, title: Handing Keep, type: stronghold, faction: Scorpion,\n"
    "     province_strength: 3, gold_production: 10, starting_honor: 4,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    /* The Armorer attaches any card of his hand to himself, free (any
       type: the rules refuse). */
    PERSONALITY("h-armorer", "Free Armorer", 2)
    "    abilities:\n"
    "      - {timing: limited, " ANY "target: {type: card, controller: self,\n"
    "         at: hand}, effects: [{attach_from_hand: target}]}\n"
    /* The Merchant attaches an Item of his hand to himself, paying. */
    PERSONALITY("h-merchant", "Paying Merchant", 2)
    "    abilities:\n"
    "      - {timing: limited, " ANY "target: {type: item, controller: self,\n"
    "         at: hand}, effects: [{attach_from_hand: {pay: true}}]}\n"
    /* The Thief takes an enemy's attachment to himself. */
    PERSONALITY("h-thief", "Grasping Thief", 2)
    "    abilities:\n"
    "      - {timing: [limited, battle], " ANY "target: {type: card},\n"
    "         effects: [{take_attached: target}]}\n"
    PERSONALITY("h-samurai", "Plain Samurai", 2)
    /* The Smith creates cards attached (ATT-09): a Blade on a target
       Personality of anyone's, a Herald on himself, a Charm on a target
       Personality; and destroys a target Personality. */
    PERSONALITY("h-smith", "Forging Smith", 2)
    "    abilities:\n"
    "      - {timing: limited, " ANY "target: {type: personality},\n"
    "         effects: [{create_card: {card: h-blade, on: target}}]}\n"
    "      - {timing: limited, " ANY "effects: [{create_card:\n"
    "         {card: h-herald, on: self}}]}\n"
    "      - {timing: limited, " ANY "target: {type: personality},\n"
    "         effects: [{create_card: {card: h-charm, on: target}}]}\n"
    "      - {timing: limited, " ANY "target: {type: personality},\n"
    "         effects: [{destroy: target}]}\n"
    "  - id: h-katana\n"
    "    title: Costly Katana\n"
    "    type: item\n"
    "    keywords: [Weapon]\n"
    "    force: 2\n"
    "    chi: 0\n"
    "    gold_cost: 2\n" PR
    "  - id: h-blade\n"
    "    title: Plain Blade\n"
    "    type: item\n"
    "    keywords: [Weapon]\n"
    "    force: 1\n"
    "    chi: 0\n"
    "    gold_cost: 0\n" PR
    "  - id: h-ingot\n"
    "    title: Heavy Ingot\n"
    "    type: item\n"
    "    force: 0\n"
    "    chi: 1\n"
    "    gold_cost: 15\n" PR
    /* The Herald gains 2 Family Honor as he enters play. */
    "  - id: h-herald\n"
    "    title: Eager Herald\n"
    "    type: follower\n"
    "    force: 1\n"
    "    chi: 0\n"
    "    gold_cost: 3\n"
    "    honor_requirement: 0\n" PR
    "    abilities:\n"
    "      - {timing: reaction, mandatory: true, trigger: {event: enters_play},\n"
    "         effects: [{gain_honor: 2}]}\n"
    "  - id: h-retainer\n"
    "    title: Plain Retainer\n"
    "    type: follower\n"
    "    force: 1\n"
    "    chi: 0\n"
    "    gold_cost: 0\n"
    "    honor_requirement: 0\n" PR
    /* The Oathbound cannot change controller (PRV-04). */
    "  - id: h-oathbound\n"
    "    title: Oathbound Retainer\n"
    "    type: follower\n"
    "    force: 1\n"
    "    chi: 0\n"
    "    gold_cost: 0\n"
    "    honor_requirement: 0\n" PR
    "    abilities:\n"
    "      - {timing: continuous, effects: [{cannot: {be: controlled}}]}\n"
    "  - id: h-charm\n"
    "    title: Plain Charm\n"
    "    type: spell\n"
    "    gold_cost: 0\n" PR
    "  - id: h-strike\n"
    "    title: Plain Strike\n"
    "    type: action\n"
    "    abilities:\n"
    "      - {timing: limited, effects: [{gain_honor: 1}]}\n" PR;
/* clang-format on */

/* --- helpers -------------------------------------------------------------- */

/* p1: the Armorer, the Merchant, the Thief and a Samurai in play; in
   hand the Katana, the Blade, the Ingot, the Herald, the Retainer, the
   Charm and the Strike. p2: a Samurai, the Retainer and the Oathbound in
   hand. p1's Action phase of turn 3. */
static fx *board_with(const char *dyn1)
{
    fx *f = new_board(CARDS, "h-castle", dyn1,
                      "h-katana h-blade h-ingot h-herald h-retainer h-charm "
                      "h-strike",
                      "h-keep", "h-samurai", "h-retainer h-oathbound");
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 8), L5R_OK);
    assert_int_equal(fx_set(f, L5R_PARAM_PROVINCES, 4), L5R_OK);
    START(f, 5);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    recruit_turns(f);
    return f;
}

static fx *board(void)
{
    return board_with("h-armorer h-merchant h-thief h-samurai");
}

/* The same with the Smith in place of the Merchant. */
static fx *smith_board(void)
{
    return board_with("h-armorer h-smith h-thief h-samurai");
}

static int32_t force(const fx *f, uint32_t c)
{
    return card_stat(f, c, L5R_STAT_FORCE);
}

/* --- attach_from_hand ---------------------------------------------------- */

/* ATT-05, ATT-07: the Armorer attaches the Katana from the hand to
   himself, free: it enters play at his place, on him, his Force with
   it, and no gold is spent; the Herald enters play so too, and his
   enters_play trigger answers it (a new card in play). */
static void test_ATT_05_attach_from_hand_free(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t armorer = in_play(f, 0, "h-armorer");
    uint32_t katana = in_hand(f, 0, "h-katana");
    uint32_t herald = in_hand(f, 0, "h-herald");
    int32_t gold = l5r_game_player_gold(f->g, 0);
    char b0[64], b1[64];
    const char *want[] = {
        fx_txt(b0, sizeof b0, "p1 use #%u.0 target #%u", armorer, katana),
        fx_txt(b1, sizeof b1, "p1 use #%u.0 target #%u", armorer, herald),
        NULL};
    check_listed(f, 0, want, NULL);
    uint32_t attached = fx_event_count(f, L5R_EV_ATTACH);
    P1_USE(f, "p1 use #%u.0 target #%u", armorer, katana);
    assert_int_equal(l5r_game_card_zone(f->g, katana), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_attached_to(f->g, katana), armorer);
    assert_int_equal(l5r_game_card_controller(f->g, katana), 0);
    assert_int_equal(location(f, katana), 0);
    assert_int_equal(force(f, armorer), 4);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold);
    assert_int_equal(fx_event_count(f, L5R_EV_ATTACH), attached + 1);

    int32_t honor = l5r_game_player_honor(f->g, 0);
    P1_USE(f, "p1 use #%u.0 target #%u", armorer, herald);
    assert_int_equal(l5r_game_card_attached_to(f->g, herald), armorer);
    assert_int_equal(l5r_game_player_honor(f->g, 0), honor + 2);
    fx_free(f);
}

/* ATT-05, ATT-06, CORE-19, CORE-20: what attaching from the hand refuses,
   leaving the game as it was: a card in play, one of the opponent's
   hand, an Action card, a Spell for one who is no Shugenja, and a second
   Weapon; none of them is listed. */
static void test_ATT_05_06_refusals(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t armorer = in_play(f, 0, "h-armorer");
    uint32_t samurai = in_play(f, 0, "h-samurai");
    uint32_t katana = in_hand(f, 0, "h-katana");
    uint32_t blade = in_hand(f, 0, "h-blade");
    uint32_t charm = in_hand(f, 0, "h-charm");
    uint32_t strike = in_hand(f, 0, "h-strike");
    uint32_t theirs = in_hand(f, 1, "h-retainer");
    const int T = L5R_REASON_TARGET, A = L5R_REASON_ATTACHMENT;
    ILLEGAL(f, T, "ATT-05", "p1 use #%u.0 target #%u", armorer, samurai);
    ILLEGAL(f, T, "ATT-05", "p1 use #%u.0 target #%u", armorer, theirs);
    ILLEGAL(f, T, "ATT-05", "p1 use #%u.0 target #%u", armorer, strike);
    ILLEGAL(f, A, "CORE-19", "p1 use #%u.0 target #%u", armorer, charm);
    P1_USE(f, "p1 use #%u.0 target #%u", armorer, blade);
    ILLEGAL(f, A, "CORE-20", "p1 use #%u.0 target #%u", armorer, katana);
    char b[5][64];
    const char *absent[] = {
        fx_txt(b[0], sizeof b[0], "p1 use #%u.0 target #%u", armorer, samurai),
        fx_txt(b[1], sizeof b[1], "p1 use #%u.0 target #%u", armorer, theirs),
        fx_txt(b[2], sizeof b[2], "p1 use #%u.0 target #%u", armorer, strike),
        fx_txt(b[3], sizeof b[3], "p1 use #%u.0 target #%u", armorer, charm),
        fx_txt(b[4], sizeof b[4], "p1 use #%u.0 target #%u", armorer, katana),
        NULL};
    check_listed(f, 0, absent + 5, absent);
    assert_int_equal(l5r_game_card_zone(f->g, katana), L5R_ZONE_HAND);
    assert_int_equal(l5r_game_card_zone(f->g, charm), L5R_ZONE_HAND);
    fx_free(f);
}

/* ATT-07: the Merchant pays the Katana's Gold Cost from the pool as it
   enters play; the Ingot costs more than he has and is refused. */
static void test_ATT_07_pays_the_gold_cost(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t merchant = in_play(f, 0, "h-merchant");
    uint32_t katana = in_hand(f, 0, "h-katana");
    uint32_t ingot = in_hand(f, 0, "h-ingot");
    DO(f, "p1 produce #%u", in_play(f, 0, "h-castle"));
    int32_t gold = l5r_game_player_gold(f->g, 0);
    assert_true(gold >= 2 && gold < 15);
    ILLEGAL(f, L5R_REASON_GOLD, "ATT-07", "p1 use #%u.0 target #%u", merchant,
            ingot);
    P1_USE(f, "p1 use #%u.0 target #%u", merchant, katana);
    assert_int_equal(l5r_game_card_attached_to(f->g, katana), merchant);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold - 2);
    assert_int_equal(l5r_game_card_zone(f->g, ingot), L5R_ZONE_HAND);
    fx_free(f);
}

/* --- take_attached --------------------------------------------------------
 */

/* ATT-08: the Thief takes the Retainer from p2's Samurai: it changes
   controller and bearer, at home both; his own card, a card not
   attached and the opponent's Personality are refused; one that cannot
   be controlled (PRV-04) stays where it is. */
static void test_ATT_08_takes_an_enemy_attachment(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t thief = in_play(f, 0, "h-thief");
    uint32_t armorer = in_play(f, 0, "h-armorer");
    uint32_t blade = in_hand(f, 0, "h-blade");
    uint32_t theirs = in_play(f, 1, "h-samurai");
    uint32_t retainer = in_hand(f, 1, "h-retainer");
    uint32_t oathbound = in_hand(f, 1, "h-oathbound");
    P1_USE(f, "p1 use #%u.0 target #%u", armorer, blade);
    /* p2, in his turn, plays his Retainer on his Samurai. */
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), 1);
    PASS_TO(f, L5R_PHASE_ACTION);
    DO(f, "p2 play #%u on #%u", retainer, theirs);
    DO(f, "p1 pass");
    DO(f, "p2 play #%u on #%u", oathbound, theirs);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    PASS_TO(f, L5R_PHASE_ACTION);
    assert_int_equal(l5r_game_card_attached_to(f->g, retainer), theirs);
    const int T = L5R_REASON_TARGET;
    ILLEGAL(f, T, "ATT-08", "p1 use #%u.0 target #%u", thief, blade);
    ILLEGAL(f, T, "ATT-08", "p1 use #%u.0 target #%u", thief, theirs);
    int32_t f2 = force(f, theirs);
    uint32_t controls = fx_event_count(f, L5R_EV_CONTROL);
    P1_USE(f, "p1 use #%u.0 target #%u", thief, retainer);
    assert_int_equal(l5r_game_card_controller(f->g, retainer), 0);
    assert_int_equal(l5r_game_card_attached_to(f->g, retainer), thief);
    assert_int_equal(location(f, retainer), 0);
    assert_int_equal(force(f, theirs), f2);
    assert_int_equal(fx_event_count(f, L5R_EV_CONTROL), controls + 1);
    /* Now his own: no more to take. */
    ILLEGAL(f, T, "ATT-08", "p1 use #%u.0 target #%u", thief, retainer);
    /* PRV-04: the Oathbound cannot be controlled: the take does nothing. */
    P1_USE(f, "p1 use #%u.0 target #%u", thief, oathbound);
    assert_int_equal(l5r_game_card_controller(f->g, oathbound), 1);
    assert_int_equal(l5r_game_card_attached_to(f->g, oathbound), theirs);
    fx_free(f);
}

/* ATT-08, ATT-03: in a battle at battlefield 1 the Thief, there, takes the
   Retainer on p2's Samurai: it joins his side of the battle, there. The
   Thief kept at home does not take it: presence (CORE-51) keeps him from
   using a battle action before ATT-03 would. */
static void battle(void **state, bool thief_goes)
{
    (void)state;
    fx *f = board();
    uint32_t thief = in_play(f, 0, "h-thief");
    uint32_t theirs = in_play(f, 1, "h-samurai");
    uint32_t retainer = in_hand(f, 1, "h-retainer");
    NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_ACTION);
    DO(f, "p2 play #%u on #%u", retainer, theirs);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1",
       thief_goes ? thief : in_play(f, 0, "h-samurai"));
    DO(f, "p1 pass");
    DO(f, "p2 assign #%u to 1", theirs);
    pass_until(f, L5R_DECIDE_BATTLEFIELD);
    DO(f, "p1 fight 1");
    assert_decision(f, 1, L5R_DECIDE_ENGAGE);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_BATTLE);
    assert_int_equal(location(f, retainer), 1);
    if (!thief_goes) {
        ILLEGAL(f, L5R_REASON_PRESENCE, "CORE-51", "p1 use #%u.0 target #%u",
                thief, retainer);
        assert_int_equal(l5r_game_card_controller(f->g, retainer), 1);
        fx_free(f);
        return;
    }
    DO(f, "p1 use #%u.0 target #%u", thief, retainer);
    assert_int_equal(l5r_game_card_controller(f->g, retainer), 0);
    assert_int_equal(l5r_game_card_attached_to(f->g, retainer), thief);
    assert_int_equal(location(f, retainer), 1);
    fx_free(f);
}

static void test_ATT_08_in_a_battle(void **state)
{
    battle(state, true);
}

static void test_ATT_08_not_from_home(void **state)
{
    battle(state, false);
}

/* --- create_card with on ------------------------------------------------- */

/* ATT-09: the Smith creates a Blade on his Samurai: a new card in play,
   p1's, on the Samurai at his place, adding its Force, for no gold; a
   second Weapon there, a Blade on p2's Samurai and a Charm on one who is
   no Shugenja are refused and not listed; a Herald created on the Smith
   himself enters play (its enters_play trigger answers). */
static void test_ATT_09_creates_a_card_attached(void **state)
{
    (void)state;
    fx *f = smith_board();
    uint32_t smith = in_play(f, 0, "h-smith");
    uint32_t samurai = in_play(f, 0, "h-samurai");
    uint32_t theirs = in_play(f, 1, "h-samurai");
    uint32_t in_hand_blade = in_hand(f, 0, "h-blade");
    int32_t gold = l5r_game_player_gold(f->g, 0);
    uint32_t attached = fx_event_count(f, L5R_EV_ATTACH);
    assert_int_equal(fx_find(f, 0, L5R_ZONE_PLAY, "h-blade"), L5R_NO_ID);
    P1_USE(f, "p1 use #%u.0 target #%u", smith, samurai);
    uint32_t blade = in_play(f, 0, "h-blade");
    assert_true(blade != in_hand_blade);
    assert_int_equal(l5r_game_card_zone(f->g, in_hand_blade), L5R_ZONE_HAND);
    assert_int_equal(l5r_game_card_attached_to(f->g, blade), samurai);
    assert_int_equal(l5r_game_card_controller(f->g, blade), 0);
    assert_int_equal(location(f, blade), location(f, samurai));
    assert_int_equal(force(f, samurai), 3);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold);
    assert_int_equal(fx_event_count(f, L5R_EV_ATTACH), attached + 1);

    const int T = L5R_REASON_ATTACHMENT;
    ILLEGAL(f, T, "CORE-20", "p1 use #%u.0 target #%u", smith, samurai);
    ILLEGAL(f, T, "ATT-09", "p1 use #%u.0 target #%u", smith, theirs);
    ILLEGAL(f, T, "CORE-19", "p1 use #%u.2 target #%u", smith, samurai);
    char b[3][64];
    const char *absent[] = {
        fx_txt(b[0], sizeof b[0], "p1 use #%u.0 target #%u", smith, samurai),
        fx_txt(b[1], sizeof b[1], "p1 use #%u.0 target #%u", smith, theirs),
        fx_txt(b[2], sizeof b[2], "p1 use #%u.2 target #%u", smith, samurai),
        NULL};
    check_listed(f, 0, absent + 3, absent);

    int32_t honor = l5r_game_player_honor(f->g, 0);
    P1_USE(f, "p1 use #%u.1", smith);
    uint32_t herald = in_play(f, 0, "h-herald");
    assert_int_equal(l5r_game_card_attached_to(f->g, herald), smith);
    assert_int_equal(l5r_game_player_honor(f->g, 0), honor + 2);
    fx_free(f);
}

/* ATT-10: a created attachment ceases to exist when it leaves play: the
   Samurai destroyed, his Blade goes to no discard pile. */
static void test_ATT_10_a_created_attachment_ceases_to_exist(void **state)
{
    (void)state;
    fx *f = smith_board();
    uint32_t smith = in_play(f, 0, "h-smith");
    uint32_t samurai = in_play(f, 0, "h-samurai");
    P1_USE(f, "p1 use #%u.0 target #%u", smith, samurai);
    uint32_t blade = in_play(f, 0, "h-blade");
    uint32_t pile = l5r_game_player_zone_count(f->g, 0, L5R_ZONE_FATE_DISCARD);
    P1_USE(f, "p1 use #%u.3 target #%u", smith, samurai);
    assert_int_equal(l5r_game_card_zone(f->g, samurai),
                     L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, blade), L5R_ZONE_NONE);
    assert_int_equal(l5r_game_player_zone_count(f->g, 0, L5R_ZONE_FATE_DISCARD),
                     pile);
    fx_free(f);
}

/* --- load refusals ------------------------------------------------------- */

/* ATT-05: `at: hand` is for attach_from_hand's target alone, with
   `controller: self`; attach_from_hand needs a target in the hand. */
static void test_ATT_05_load_refusals(void **state)
{
    (void)state;
#define BAD(abil) FX_ONE_ABILITY(abil)
    assert_load_refused(BAD("{timing: limited, target: {type: item, at: hand,"
                            " controller: self}, effects: [{bow: target}]}"),
                        "ATT-05", "another effect on a target in the hand");
    assert_load_refused(BAD("{timing: limited, target: {type: item, at: hand},"
                            " effects: [{attach_from_hand: target}]}"),
                        "ATT-05", "a hand without controller: self");
    assert_load_refused(BAD("{timing: limited, target: {type: item},"
                            " effects: [{attach_from_hand: target}]}"),
                        "ATT-05", "a target not in the hand");
#undef BAD
}

/* ATT-10: what create_card with `on` refuses at load. */
static void test_ATT_10_load_refusals(void **state)
{
    (void)state;
#define BAD(type, abil)                                                        \
    "sets:\n"                                                                  \
    "  - {name: Lotus Edition, order: 50, lotus: true}\n"                      \
    "cards:\n"                                                                 \
    "  - {id: x-blade, title: Y, type: item, gold_cost: 0,\n"                  \
    "     printings: [{set: Lotus Edition}]}\n"                                \
    "  - {id: x-hall, title: Z, type: holding, gold_cost: 0,\n"                \
    "     printings: [{set: Lotus Edition}]}\n"                                \
    "  - id: x-p\n"                                                            \
    "    title: X\n"                                                           \
    "    type: " type "\n"                                                     \
    "    gold_cost: 1\n" PR "    abilities:\n"                                 \
    "      - " abil "\n"
    assert_load_refused(BAD("holding",
                            "{timing: limited, effects: [{create_card: {card: "
                            "x-blade, on: self}}]}"),
                        "ATT-10", "on: self on a Holding");
    assert_load_refused(BAD("holding",
                            "{timing: limited, target: {type: follower},"
                            " effects: [{create_card: {card: x-blade, on: "
                            "target}}]}"),
                        "ATT-10", "on: target with a Follower target");
    assert_load_refused(
        BAD("holding", "{timing: limited, target: {type: personality},"
                       " effects: [{create_card: {card: x-blade, on: target,"
                       " at: home}}]}"),
        "ATT-10", "on with at");
    assert_load_refused(BAD("holding",
                            "{timing: limited, effects: [{create_card: {card: "
                            "x-blade, on: army}}]}"),
                        "ATT-10", "on: army");
    assert_load_refused(BAD("holding",
                            "{timing: limited, target: {type: personality},"
                            " effects: [{create_card: {card: x-hall, on: "
                            "target}}]}"),
                        "ATT-10", "a Holding created attached");
#undef BAD
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_ATT_05_attach_from_hand_free,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_ATT_05_06_refusals, fx_teardown),
        cmocka_unit_test_teardown(test_ATT_07_pays_the_gold_cost, fx_teardown),
        cmocka_unit_test_teardown(test_ATT_08_takes_an_enemy_attachment,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_ATT_08_in_a_battle, fx_teardown),
        cmocka_unit_test_teardown(test_ATT_08_not_from_home, fx_teardown),
        cmocka_unit_test(test_ATT_05_load_refusals),
        cmocka_unit_test_teardown(test_ATT_09_creates_a_card_attached,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_ATT_10_a_created_attachment_ceases_to_exist, fx_teardown),
        cmocka_unit_test(test_ATT_10_load_refusals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
