/* SPDX-License-Identifier: MIT */
/*
 * Amounts as expressions and conditions as predicates, as rulings
 * (AMT-01 .. AMT-04, CND-01, CND-02) through the public API: counts, a
 * card's stat, a player's number, halves, multiples and bounds, and the
 * conditions of used and of continuous abilities.
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

/* The Abacist's abilities, by index (all Limited). */
enum {
    AB_COUNT_MINE = 0,    /* gain 1 honor per Personality he controls */
    AB_HALF_HAND = 1,     /* draw half the opponent's hand, rounded down */
    AB_TWICE_CHI = 2,     /* target +2F per point of its Chi */
    AB_HALF_HONOR = 3,    /* the opponent loses half his honor, rounded up */
    AB_BELOW_ZERO = 4,    /* gold: the discard piles' count less 50 */
    AB_ABOVE_99 = 5,      /* gain nine times his own honor */
    AB_TWO_BOWED = 6,     /* condition: two of his Personalities bowed */
    AB_BEHIND = 7,        /* condition: his honor below the opponent's */
    AB_WEAKER = 8,        /* condition: the target's Force at most his */
    AB_BOW_MINE = 9,      /* bow one of his Personalities */
    AB_TAKE_CHI = 10,     /* target -1C per point of its Force */
    AB_LOSE_ALL = 11,     /* he loses all his Family Honor */
    AB_TWO_GUARDS = 12,   /* condition: two Guards (a keyword) of his */
    AB_THEIR_LOSSES = 13, /* gold: the opponent's provinces destroyed */
    AB_MY_LOSSES = 14     /* honor: his own provinces destroyed, plus 1 */
};

static const char CARDS[] =
    "cards:\n"
    "  - {id: a-castle, title: Counting Castle, type: stronghold, faction: "
    "Crab,\n"
    "     province_strength: 5, gold_production: 10, starting_honor: 8,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: a-keep, title: Counting Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 5, gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - id: a-abacist\n"
    "    title: Abacist of the Court\n"
    "    type: personality\n"
    "    force: 3\n"
    "    chi: 2\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 2\n"
    "    personal_honor: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: limited, effects: [{gain_honor: {amount:\n"
    "           {count: {type: personality, controller: self}}}}]}\n"
    "      - {timing: limited, effects: [{draw: {count: {type: card, at: "
    "hand,\n"
    "           controller: opponent}, half: down}}]}\n"
    "      - {timing: limited, target: {type: personality},\n"
    "         effects: [{force_bonus: {to: target, amount: {stat: chi, of: "
    "target,\n"
    "           times: 2}}}]}\n"
    "      - {timing: limited, effects: [{lose_honor: {player: opponent,\n"
    "           amount: {player: honor, of: opponent, half: up}}}]}\n"
    "      - {timing: limited, effects: [{gain_gold: {count: {type: card, "
    "at: discard},\n"
    "           plus: -50}}]}\n"
    "      - {timing: limited, effects: [{gain_honor: {amount: {player: "
    "honor,\n"
    "           times: 9}}}]}\n"
    "      - {timing: limited, condition: {count: {type: personality,\n"
    "           controller: self, bowed: true}, at_least: 2},\n"
    "         effects: [{gain_gold: 1}]}\n"
    "      - {timing: limited, condition: {player: honor, at_most: {player: "
    "honor,\n"
    "           of: opponent, plus: -1}}, effects: [{draw: 1}]}\n"
    "      - {timing: limited, target: {type: personality},\n"
    "         condition: {stat: force, of: target, at_most: {stat: force}},\n"
    "         effects: [{bow: target}]}\n"
    "      - {timing: limited, target: {type: personality, controller: "
    "self},\n"
    "         effects: [{bow: target}]}\n"
    "      - {timing: limited, target: {type: personality},\n"
    "         effects: [{chi_bonus: {to: target, amount: {stat: force, of: "
    "target,\n"
    "           times: -1}}}]}\n"
    "      - {timing: limited, effects: [{lose_honor: {amount: {player: "
    "honor}}}]}\n"
    "      - {timing: limited, condition: {count: {type: personality,\n"
    "           controller: self, keywords: [Guard]}, at_least: 2},\n"
    "         effects: [{gain_gold: 1}]}\n"
    "      - {timing: limited, effects: [{gain_gold: {player: "
    "provinces_destroyed,\n"
    "           of: opponent}}]}\n"
    "      - {timing: limited, effects: [{gain_honor: {amount: {player:\n"
    "           provinces_destroyed, plus: 1}}}]}\n"
    "  - id: a-banner\n"
    "    title: Banner Bearer\n"
    "    type: personality\n"
    "    force: 1\n"
    "    chi: 1\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 2\n"
    "    personal_honor: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: continuous, effects: [{force_bonus: {amount:\n"
    "           {count: {type: personality, controller: self, bowed: "
    "false}}}}]}\n"
    "      - {timing: continuous, condition: {player: honor, at_least: 20},\n"
    "         effects: [{chi_bonus: {amount: 3}}]}\n"
    "  - {id: a-guard, title: Counting Guard, type: personality, force: 1,\n"
    "     keywords: [Guard], chi: 2, honor_requirement: '-', gold_cost: 2, "
    "personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: a-brute, title: Counting Brute, type: personality, force: 5,\n"
    "     chi: 1, honor_requirement: '-', gold_cost: 2, personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: a-scroll, title: Counting Scroll, type: action, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n";

/* p1: the Abacist, the Banner Bearer and two Guards; p2: two Guards and a
   Brute. Turn 3, p1's Action phase. */
static fx *board(void)
{
    fx *f = new_board(CARDS, "a-castle", "a-abacist a-banner a-guard a-guard",
                      "a-scroll*20", "a-keep", "a-guard a-guard a-brute",
                      "a-scroll*20");
    START(f, 5);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    recruit_everything_turns(f, "a-castle", "a-keep");
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    return f;
}

/* How many Personalities `p` controls in play (bowed or not), counted
   through the public API. */
static uint32_t personalities(const fx *f, uint32_t p, int unbowed_only)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < l5r_game_card_count(f->g); i++) {
        const char *id = fx_card_id(f, i);
        if (l5r_game_card_zone(f->g, i) == L5R_ZONE_PLAY &&
            l5r_game_card_controller(f->g, i) == p && id != NULL &&
            strncmp(id, "a-", 2) == 0 && strcmp(id, "a-castle") != 0 &&
            strcmp(id, "a-keep") != 0 && strcmp(id, "a-scroll") != 0 &&
            (!unbowed_only || !l5r_game_card_is_bowed(f->g, i)))
            n++;
    }
    return n;
}

static int32_t honor(const fx *f, uint32_t p)
{
    return l5r_game_player_honor(f->g, p);
}

static uint32_t hand(const fx *f, uint32_t p)
{
    return l5r_game_player_zone_count(f->g, p, L5R_ZONE_HAND);
}

/* AMT-01, AMT-02: the count is of p1's Personalities in play (the
   opponent's do not count, and neither do his Strongholds or cards in
   hand), read as the effect resolves: after one more is bowed, it is the
   same (counting is not judging). */
static void test_AMT_01_02_a_count_of_your_personalities(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t ab = in_play(f, 0, "a-abacist");
    uint32_t mine = personalities(f, 0, 0);
    assert_true(mine >= 3);
    assert_int_not_equal(mine, personalities(f, 1, 0));
    int32_t before = honor(f, 0);
    P1_USE(f, "p1 use #%u.%d", ab, AB_COUNT_MINE);
    assert_int_equal(honor(f, 0), before + (int32_t)mine);
    assert_int_equal(honor(f, 1), 6);
    fx_free(f);
}

/* AMT-02, AMT-03: the cards in the opponent's hand, halved and rounded
   down. */
static void test_AMT_02_03_half_of_a_hand_rounded_down(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t ab = in_play(f, 0, "a-abacist");
    uint32_t theirs = hand(f, 1), mine = hand(f, 0);
    assert_true(theirs >= 2);
    P1_USE(f, "p1 use #%u.%d", ab, AB_HALF_HAND);
    assert_int_equal(hand(f, 0), mine + theirs / 2);
    /* Odd and even differ: the same count plus one is not half again. */
    assert_int_equal(hand(f, 1), theirs);
    fx_free(f);
}

/* AMT-03: half of the opponent's 6 honor rounded up is 3; of 3, 2. */
static void test_AMT_03_half_rounded_up(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t ab = in_play(f, 0, "a-abacist");
    assert_int_equal(honor(f, 1), 6);
    P1_USE(f, "p1 use #%u.%d", ab, AB_HALF_HONOR);
    assert_int_equal(honor(f, 1), 3);
    NEXT_TURN(f);
    NEXT_TURN(f);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    P1_USE(f, "p1 use #%u.%d", ab, AB_HALF_HONOR);
    assert_int_equal(honor(f, 1), 1);
    fx_free(f);
}

/* AMT-01: the Force bonus is twice the target's Chi as it resolves, and
   keeps that number when the Chi changes afterwards; AMT-04: a bonus may
   take away (the Chi penalty is the target's Force). */
static void test_AMT_01_04_a_lasting_bonus_keeps_its_number(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t ab = in_play(f, 0, "a-abacist");
    uint32_t brute = in_play(f, 1, "a-brute");
    int32_t force = card_stat(f, brute, L5R_STAT_FORCE);
    int32_t chi = card_stat(f, brute, L5R_STAT_CHI);
    assert_int_equal(force, 5);
    assert_int_equal(chi, 1);
    P1_USE(f, "p1 use #%u.%d target #%u", ab, AB_TWICE_CHI, brute);
    assert_int_equal(card_stat(f, brute, L5R_STAT_FORCE), force + 2 * chi);
    uint32_t guard = in_play(f, 1, "a-guard");
    int32_t gchi = card_stat(f, guard, L5R_STAT_CHI);
    int32_t gforce = card_stat(f, guard, L5R_STAT_FORCE);
    P1_USE(f, "p1 use #%u.%d target #%u", ab, AB_TAKE_CHI, guard);
    assert_int_equal(card_stat(f, guard, L5R_STAT_CHI), gchi - gforce);
    /* The Brute's bonus stands at what it was. */
    assert_int_equal(card_stat(f, brute, L5R_STAT_FORCE), force + 2 * chi);
    fx_free(f);
}

/* AMT-04: below 0 a gain is 0 (no gold lost); above 99 it is 99. */
static void test_AMT_04_bounds_of_a_computed_amount(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t ab = in_play(f, 0, "a-abacist");
    int32_t gold = l5r_game_player_gold(f->g, 0);
    P1_USE(f, "p1 use #%u.%d", ab, AB_BELOW_ZERO);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold);
    P1_USE(f, "p1 use #%u.%d", ab, AB_COUNT_MINE);
    int32_t h = honor(f, 0);
    assert_true(h * 9 > 99);
    P1_USE(f, "p1 use #%u.%d", ab, AB_ABOVE_99);
    assert_int_equal(honor(f, 0), h + 99);
    fx_free(f);
}

/* AMT-01: a player's provinces destroyed, read as the effect resolves:
   none before p1's army takes one of p2's provinces, one after (and p1's
   own stay at none). */
static void test_AMT_01_provinces_destroyed(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t ab = in_play(f, 0, "a-abacist");
    int32_t gold = l5r_game_player_gold(f->g, 0);
    P1_USE(f, "p1 use #%u.%d", ab, AB_THEIR_LOSSES);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold);
    /* p1's whole army at p2's first province, undefended: 3 + 1 + 1 + 1
       and the Banner Bearer's bonus is more than its strength of 5. */
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    const char *mine[] = {"a-abacist", "a-banner", "a-guard"};
    for (size_t k = 0; k < 3; k++)
        DO(f, "p1 assign #%u to 1", in_play(f, 0, mine[k]));
    DO(f, "p1 assign #%u to 1", card_nth(f, 0, L5R_ZONE_PLAY, "a-guard", 1));
    for (int i = 0; i < 8 && decision_kind(f) == L5R_DECIDE_ASSIGN; i++) {
        uint32_t p;
        int k;
        assert_int_equal(l5r_game_decision(&p, &k, f->g), L5R_OK);
        DO(f, "p%u pass", p + 1);
    }
    DO(f, "p1 fight 1");
    pass_until(f, L5R_DECIDE_ACTION);
    assert_int_equal(l5r_game_player_province_count(f->g, 1), 3);
    while (l5r_game_turn(f->g) < 5 || decision_kind(f) != L5R_DECIDE_ACTION)
        NEXT_TURN(f);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    gold = l5r_game_player_gold(f->g, 0);
    P1_USE(f, "p1 use #%u.%d", ab, AB_THEIR_LOSSES);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold + 1);
    int32_t h = honor(f, 0);
    P1_USE(f, "p1 use #%u.%d", ab, AB_MY_LOSSES);
    assert_int_equal(honor(f, 0), h + 1);
    fx_free(f);
}

/* CND-01: refused while fewer than two of p1's Personalities are bowed
   (and the refusal changes nothing); legal, and used, once two are. */
static void test_CND_01_a_count_condition(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t ab = in_play(f, 0, "a-abacist");
    uint32_t g1 = card_nth(f, 0, L5R_ZONE_PLAY, "a-guard", 0);
    uint32_t g2 = card_nth(f, 0, L5R_ZONE_PLAY, "a-guard", 1);
    uint64_t hash = l5r_game_hash(f->g);
    ILLEGAL(f, L5R_REASON_RESTRICTED, "CND-01", "p1 use #%u.%d", ab,
            AB_TWO_BOWED);
    assert_true(l5r_game_hash(f->g) == hash);
    assert_false(legal_now(f, "p1 use #%u.%d", ab, AB_TWO_BOWED));
    P1_USE(f, "p1 use #%u.%d target #%u", ab, AB_BOW_MINE, g1);
    ILLEGAL(f, L5R_REASON_RESTRICTED, "CND-01", "p1 use #%u.%d", ab,
            AB_TWO_BOWED);
    /* The second bow comes from another turn's use of the same ability. */
    NEXT_TURN(f);
    NEXT_TURN(f);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    assert_true(l5r_game_card_is_bowed(f->g, g1) == 0);
    DO(f, "p1 use #%u.%d target #%u", ab, AB_BOW_MINE, g1);
    DO(f, "p2 pass");
    ILLEGAL(f, L5R_REASON_RESTRICTED, "CND-01", "p1 use #%u.%d", ab,
            AB_TWO_BOWED);
    (void)g2;
    /* A count by keyword: his two Guards. */
    int32_t gold = l5r_game_player_gold(f->g, 0);
    DO(f, "p1 use #%u.%d", ab, AB_TWO_GUARDS);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold + 1);
    fx_free(f);
}

/* CND-01: bounds that are amounts: p1's honor must be below p2's; the
   condition reads the target: its Force at most the Abacist's. */
static void test_CND_01_bounds_and_targets(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t ab = in_play(f, 0, "a-abacist");
    uint32_t brute = in_play(f, 1, "a-brute");
    uint32_t guard = in_play(f, 1, "a-guard");
    assert_true(honor(f, 0) >= honor(f, 1));
    ILLEGAL(f, L5R_REASON_RESTRICTED, "CND-01", "p1 use #%u.%d", ab, AB_BEHIND);
    ILLEGAL(f, L5R_REASON_RESTRICTED, "CND-01", "p1 use #%u.%d target #%u", ab,
            AB_WEAKER, brute);
    assert_true(legal_now(f, "p1 use #%u.%d target #%u", ab, AB_WEAKER, guard));
    P1_USE(f, "p1 use #%u.%d target #%u", ab, AB_WEAKER, guard);
    assert_true(l5r_game_card_is_bowed(f->g, guard));
    P1_USE(f, "p1 use #%u.%d", ab, AB_LOSE_ALL);
    assert_int_equal(honor(f, 0), 0);
    uint32_t before = hand(f, 0);
    P1_USE(f, "p1 use #%u.%d", ab, AB_BEHIND);
    assert_int_equal(hand(f, 0), before + 1);
    fx_free(f);
}

/* CND-02 and a continuous count: the Banner Bearer has +1F for each of
   p1's unbowed Personalities (himself too), read afresh; +3C only while
   p1's Family Honor is 20 or more. */
static void test_CND_02_continuous_count_and_condition(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t ab = in_play(f, 0, "a-abacist");
    uint32_t banner = in_play(f, 0, "a-banner");
    uint32_t g1 = card_nth(f, 0, L5R_ZONE_PLAY, "a-guard", 0);
    uint32_t up = personalities(f, 0, 1);
    assert_int_equal(card_stat(f, banner, L5R_STAT_FORCE), 1 + (int32_t)up);
    assert_int_equal(card_stat(f, banner, L5R_STAT_CHI), 1);
    P1_USE(f, "p1 use #%u.%d target #%u", ab, AB_BOW_MINE, g1);
    assert_int_equal(card_stat(f, banner, L5R_STAT_FORCE), (int32_t)up);
    assert_true(honor(f, 0) < 20);
    P1_USE(f, "p1 use #%u.%d", ab, AB_ABOVE_99);
    assert_true(honor(f, 0) >= 20);
    assert_int_equal(card_stat(f, banner, L5R_STAT_CHI), 4);
    P1_USE(f, "p1 use #%u.%d", ab, AB_LOSE_ALL);
    assert_int_equal(card_stat(f, banner, L5R_STAT_CHI), 1);
    fx_free(f);
}

/* The numbers survive a save and a load: the same stats and honor. */
static void test_amounts_survive_a_save(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t ab = in_play(f, 0, "a-abacist");
    uint32_t brute = in_play(f, 1, "a-brute");
    uint32_t banner = in_play(f, 0, "a-banner");
    P1_USE(f, "p1 use #%u.%d target #%u", ab, AB_TWICE_CHI, brute);
    void *data = NULL;
    size_t len = 0;
    assert_int_equal(l5r_game_save(&data, &len, f->g), L5R_OK);
    l5r_game *g2 = NULL;
    assert_int_equal(l5r_game_load(&g2, f->db, data, len, NULL), L5R_OK);
    int32_t v1, v2;
    assert_int_equal(l5r_game_card_stat(&v1, f->g, brute, L5R_STAT_FORCE), 1);
    assert_int_equal(l5r_game_card_stat(&v2, g2, brute, L5R_STAT_FORCE), 1);
    assert_int_equal(v1, v2);
    assert_int_equal(l5r_game_card_stat(&v1, f->g, banner, L5R_STAT_FORCE), 1);
    assert_int_equal(l5r_game_card_stat(&v2, g2, banner, L5R_STAT_FORCE), 1);
    assert_int_equal(v1, v2);
    assert_true(l5r_game_hash(g2) == l5r_game_hash(f->g));
    l5r_game_free(g2);
    l5r_free(data);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_AMT_01_02_a_count_of_your_personalities),
        cmocka_unit_test(test_AMT_02_03_half_of_a_hand_rounded_down),
        cmocka_unit_test(test_AMT_03_half_rounded_up),
        cmocka_unit_test(test_AMT_01_04_a_lasting_bonus_keeps_its_number),
        cmocka_unit_test(test_AMT_04_bounds_of_a_computed_amount),
        cmocka_unit_test(test_AMT_01_provinces_destroyed),
        cmocka_unit_test(test_CND_01_a_count_condition),
        cmocka_unit_test(test_CND_01_bounds_and_targets),
        cmocka_unit_test(test_CND_02_continuous_count_and_condition),
        cmocka_unit_test(test_amounts_survive_a_save),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
