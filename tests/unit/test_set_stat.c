/* SPDX-License-Identifier: MIT */
/*
 * Setting a stat, as rulings (SET-01 .. SET-03) through the public API:
 * `set_stat` makes a Force or a Chi a value, which replaces the printed
 * value while bonuses, tokens and Items still add to it; the latest
 * lasting set wins, a lasting set wins over a continuous one; a negative
 * set value is refused at load.
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

#define PR  "    printings: [{set: Lotus Edition}]\n"
#define ANY "limit: any_number, "

/* clang-format off */
static const char CARDS[] =
    "cards:\n"
    "  - {id: s-castle, title: Stilling Castle, type: stronghold, faction: Crab,\n"
    "     province_strength: 3, gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: s-keep, title: Stilling Keep, type: stronghold, faction: Scorpion,\n"
    "     province_strength: 3, gold_production: 10, starting_honor: 4,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    /* The Sage stills a target: Force 0, or Force 5, until the end of the
       turn; Chi 3 for good; and gives +2F. */
    "  - id: s-sage\n"
    "    title: Stilling Sage\n"
    "    type: personality\n"
    "    force: 1\n"
    "    chi: 2\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 1\n"
    "    personal_honor: 1\n" PR
    "    abilities:\n"
    "      - {timing: limited, " ANY "target: {type: personality},\n"
    "         effects: [{set_stat: {to: target, stat: force, amount: 0}}]}\n"
    "      - {timing: limited, " ANY "target: {type: personality},\n"
    "         effects: [{set_stat: {to: target, stat: force, amount: 5}}]}\n"
    "      - {timing: limited, " ANY "target: {type: personality},\n"
    "         effects: [{set_stat: {to: target, stat: chi, amount: 3,\n"
    "                               until: permanent}}]}\n"
    "      - {timing: limited, " ANY "target: {type: personality},\n"
    "         effects: [{force_bonus: {to: target, amount: 2}}]}\n"
    "  - id: s-samurai\n"
    "    title: Plain Samurai\n"
    "    type: personality\n"
    "    force: 3\n"
    "    chi: 2\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 1\n"
    "    personal_honor: 1\n" PR
    /* The Monk's Chi is 4 while he is in play, whatever it prints. */
    "  - id: s-monk\n"
    "    title: Steady Monk\n"
    "    type: personality\n"
    "    force: 2\n"
    "    chi: 1\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 1\n"
    "    personal_honor: 1\n" PR
    "    abilities:\n"
    "      - {timing: continuous, effects: [{set_stat: {stat: chi, amount: 4}}]}\n"
    "  - id: s-katana\n"
    "    title: Plain Katana\n"
    "    type: item\n"
    "    keywords: [Weapon]\n"
    "    force: 2\n"
    "    chi: 0\n"
    "    gold_cost: 0\n" PR;
/* clang-format on */

/* p1: the Sage, the Samurai, the Monk in play, the Katana in hand; p2: a
   Samurai. p1's Action phase. */
static fx *board(void)
{
    fx *f = new_board(CARDS, "s-castle", "s-sage s-samurai s-monk", "s-katana",
                      "s-keep", "s-samurai", NULL);
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 8), L5R_OK);
    assert_int_equal(fx_set(f, L5R_PARAM_PROVINCES, 3), L5R_OK);
    START(f, 5);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    recruit_turns(f);
    return f;
}

static int32_t force(const fx *f, uint32_t c)
{
    return card_stat(f, c, L5R_STAT_FORCE);
}

static int32_t chi(const fx *f, uint32_t c)
{
    return card_stat(f, c, L5R_STAT_CHI);
}

/* SET-01: the Samurai's Force becomes 0, the printed 3 no longer counts;
   a bonus after it and an Item add to the 0; it ends with the turn. */
static void test_SET_01_replaces_the_printed_value(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t sage = in_play(f, 0, "s-sage");
    uint32_t sam = in_play(f, 0, "s-samurai");
    uint32_t katana = in_hand(f, 0, "s-katana");
    assert_int_equal(force(f, sam), 3);
    P1_USE(f, "p1 use #%u.0 target #%u", sage, sam);
    assert_int_equal(force(f, sam), 0);
    assert_int_equal(chi(f, sam), 2); /* only the stat it names */
    P1_USE(f, "p1 use #%u.3 target #%u", sage, sam);
    assert_int_equal(force(f, sam), 2);
    DO(f, "p1 play #%u on #%u", katana, sam);
    DO(f, "p2 pass");
    assert_int_equal(force(f, sam), 4);
    /* A save keeps it. */
    void *data = NULL;
    size_t len = 0;
    assert_int_equal(l5r_game_save(&data, &len, f->g), L5R_OK);
    l5r_game *g2 = NULL;
    assert_int_equal(l5r_game_load(&g2, f->db, data, len, NULL), L5R_OK);
    l5r_free(data);
    int32_t v = 0;
    assert_int_equal(l5r_game_card_stat(&v, g2, sam, L5R_STAT_FORCE), 1);
    assert_int_equal(v, 4);
    assert_int_equal(l5r_game_hash(g2), l5r_game_hash(f->g));
    l5r_game_free(g2);
    /* Until the end of the turn by default: then the printed 3 and the
       Katana. */
    NEXT_TURN(f);
    assert_int_equal(force(f, sam), 5);
    fx_free(f);
}

/* SET-02: the latest lasting set wins; a lasting set wins over a
   continuous one; a continuous one replaces the printed value. */
static void test_SET_02_which_set_wins(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t sage = in_play(f, 0, "s-sage");
    uint32_t sam = in_play(f, 0, "s-samurai");
    uint32_t monk = in_play(f, 0, "s-monk");
    P1_USE(f, "p1 use #%u.1 target #%u", sage, sam);
    assert_int_equal(force(f, sam), 5);
    P1_USE(f, "p1 use #%u.0 target #%u", sage, sam);
    assert_int_equal(force(f, sam), 0);
    P1_USE(f, "p1 use #%u.1 target #%u", sage, sam);
    assert_int_equal(force(f, sam), 5);
    /* The Monk prints Chi 1; his own continuous set makes it 4. */
    assert_int_equal(chi(f, monk), 4);
    assert_int_equal(force(f, monk), 2);
    /* A lasting set wins over it, and lasts. */
    P1_USE(f, "p1 use #%u.2 target #%u", sage, monk);
    assert_int_equal(chi(f, monk), 3);
    NEXT_TURN(f);
    assert_int_equal(chi(f, monk), 3);
    fx_free(f);
}

/* SET-03: a negative set value is refused at load (its file, line and
   column: tests/cards/invalid/set-stat-negative); an amount mapping is
   read as it resolves and never sets below 0. */
static void test_SET_03_never_negative(void **state)
{
    (void)state;
    static const char yaml[] =
        "cards:\n"
        "  - id: x-neg\n"
        "    title: X Neg\n"
        "    type: personality\n"
        "    force: 2\n"
        "    chi: 2\n"
        "    honor_requirement: 0\n"
        "    gold_cost: 3\n"
        "    personal_honor: 1\n" PR "    abilities:\n"
        "      - timing: limited\n"
        "        effects: [{set_stat: {stat: chi, amount: -2}}]\n";
    assert_load_refused(yaml, "SET-03", "set_stat");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_SET_01_replaces_the_printed_value),
        cmocka_unit_test(test_SET_02_which_set_wins),
        cmocka_unit_test(test_SET_03_never_negative),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
