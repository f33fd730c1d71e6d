/* SPDX-License-Identifier: MIT */
/*
 * The Yu step (YU-01 .. YU-05), with the seed document's worked example:
 * Sarah attacks Jim with a 5F ogre, a 3F samurai, and a 2F shugenja with a
 * 1F Follower; Jim's army of two samurai with Yu 3 and Yu 2 loses.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include <l5r.h>

#include "fixture.h"

static const char cards[] =
    "cards:\n"
    "  - {id: sarah-castle, title: Sarah's Castle, type: stronghold,\n"
    "     faction: Crab, province_strength: 30, gold_production: 9,\n"
    "     starting_honor: 10, printings: [{set: Lotus Edition}]}\n"
    "  - {id: jim-castle, title: Jim's Castle, type: stronghold,\n"
    "     faction: Lion, province_strength: 30, gold_production: 9,\n"
    "     starting_honor: 5, printings: [{set: Lotus Edition}]}\n"
    "  - id: ogre\n"
    "    title: Hungry Ogre\n"
    "    type: personality\n"
    "    keywords: [Ogre]\n"
    "    force: 5\n"
    "    chi: 3\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 0\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: battle\n"
    "        target: {type: personality, controller: opponent}\n"
    "        effects: [{bow: target}]\n"
    "  - {id: samurai, title: Plain Samurai, type: personality,\n"
    "     keywords: [Samurai], force: 3, chi: 2, honor_requirement: '-',\n"
    "     gold_cost: 0, personal_honor: 0, printings: [{set: Lotus Edition}]}\n"
    "  - {id: shugenja, title: Young Shugenja, type: personality,\n"
    "     keywords: [Shugenja], force: 2, chi: 3, honor_requirement: '-',\n"
    "     gold_cost: 0, personal_honor: 0, printings: [{set: Lotus Edition}]}\n"
    "  - {id: yu3, title: Fearless Samurai, type: personality,\n"
    "     keywords: [Samurai, Yu 3], force: 1, chi: 2,\n"
    "     honor_requirement: '-', gold_cost: 0, personal_honor: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: yu2, title: Reckless Samurai, type: personality,\n"
    "     keywords: [Samurai, Yu 2], force: 1, chi: 2,\n"
    "     honor_requirement: '-', gold_cost: 0, personal_honor: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: ashigaru, title: Ashigaru, type: follower, force: 1,\n"
    "     chi: 0, gold_cost: 0, printings: [{set: Lotus Edition}]}\n"
    "  - {id: filler, title: Filler Holding, type: holding, gold_cost: 99,\n"
    "     printings: [{set: Lotus Edition}]}\n";

typedef struct board {
    fx *f;
    uint32_t ogre, samurai, shugenja, follower, yu3, yu2;
} board;

#define DO(b, ...) assert_int_equal(fx_do((b)->f, __VA_ARGS__), L5R_OK)

static void expect_illegal(board *b, const char *rule, const char *text)
{
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    uint64_t h = l5r_game_hash(b->f->g);
    assert_int_equal(l5r_game_apply_text(b->f->g, text, &v), L5R_EILLEGAL);
    if (strcmp(v.rule, rule) != 0)
        fail_msg("'%s': rule %s (%s), expected %s", text, v.rule, v.message,
                 rule);
    assert_non_null(l5r_rule_text(v.rule));
    assert_true(l5r_game_hash(b->f->g) == h);
}

/* Sarah (p1) and Jim (p2) in play; Sarah attacks with everything, Jim
   defends with his two Yu samurai; both pass through Engage and Combat
   (Sarah's ogre may first bow `bow_target` of Jim's). The Yu decision is
   then Jim's. */
static board start(uint32_t bow_jims_yu2)
{
    board b;
    memset(&b, 0, sizeof b);
    b.f = fx_new(cards);
    assert_non_null(b.f);
    fx *f = b.f;
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 1), L5R_OK);
    assert_int_equal(fx_set(f, L5R_PARAM_PROVINCES, 4), L5R_OK);
    assert_int_equal(fx_deck(f, 0, "sarah-castle", NULL, NULL,
                             "ogre samurai shugenja filler", "ashigaru"),
                     L5R_OK);
    assert_int_equal(fx_deck(f, 1, "jim-castle", NULL, NULL,
                             "yu3 yu2 filler filler", "ashigaru"),
                     L5R_OK);
    assert_int_equal(fx_start(f, 1), L5R_OK);
    /* Turn 1, Sarah (higher Family Honor): recruit three Personalities. */
    assert_int_equal(fx_pass_to(f, L5R_PHASE_DYNASTY), 0);
    b.ogre = fx_find(f, 0, L5R_ZONE_PROVINCE, "ogre");
    b.samurai = fx_find(f, 0, L5R_ZONE_PROVINCE, "samurai");
    b.shugenja = fx_find(f, 0, L5R_ZONE_PROVINCE, "shugenja");
    DO(&b, "p1 recruit #%u", b.ogre);
    DO(&b, "p1 recruit #%u", b.samurai);
    DO(&b, "p1 recruit #%u", b.shugenja);
    /* Turn 2, Jim: his two Yu samurai. */
    assert_int_equal(fx_next_turn(f), 0);
    assert_int_equal(fx_pass_to(f, L5R_PHASE_DYNASTY), 0);
    b.yu3 = fx_find(f, 1, L5R_ZONE_PROVINCE, "yu3");
    b.yu2 = fx_find(f, 1, L5R_ZONE_PROVINCE, "yu2");
    DO(&b, "p2 recruit #%u", b.yu3);
    DO(&b, "p2 recruit #%u", b.yu2);
    /* Turn 3, Sarah: a Follower for the shugenja, then the attack. */
    assert_int_equal(fx_next_turn(f), 0);
    b.follower = fx_find(f, 0, L5R_ZONE_HAND, "ashigaru");
    DO(&b, "p1 play #%u on #%u", b.follower, b.shugenja);
    DO(&b, "p2 pass");
    DO(&b, "p1 pass");
    DO(&b, "p1 attack p2");
    DO(&b, "p1 assign #%u to 1", b.ogre);
    DO(&b, "p1 assign #%u to 1", b.samurai);
    DO(&b, "p1 assign #%u to 1", b.shugenja);
    DO(&b, "p1 pass");
    DO(&b, "p2 assign #%u to 1", b.yu3);
    DO(&b, "p2 assign #%u to 1", b.yu2);
    DO(&b, "p2 pass");
    DO(&b, "p1 pass"); /* cavalry maneuvers */
    DO(&b, "p2 pass");
    DO(&b, "p1 fight 1");
    DO(&b, "p2 pass"); /* engage */
    DO(&b, "p1 pass");
    if (bow_jims_yu2) {
        DO(&b, "p2 pass"); /* combat: the Defender first */
        DO(&b, "p1 use #%u.0 target #%u", b.ogre, b.yu2);
        assert_int_equal(l5r_game_card_is_bowed(f->g, b.yu2), 1);
    }
    DO(&b, "p2 pass");
    DO(&b, "p1 pass");
    uint32_t who;
    int kind;
    l5r_game_decision(&who, &kind, f->g);
    assert_int_equal(kind, L5R_DECIDE_YU);
    assert_int_equal(who, 1);
    return b;
}

static int zone(board *b, uint32_t card)
{
    return l5r_game_card_zone(b->f->g, card);
}

/* Plan 1 of the example: Yu 3 destroys the samurai, Yu 2 the Follower. */
static void test_YU_01_worked_example_plan_one(void **state)
{
    (void)state;
    board b = start(0);
    int32_t sarah = l5r_game_player_honor(b.f->g, 0);
    int32_t jim = l5r_game_player_honor(b.f->g, 1);
    DO(&b, "p2 use yu with #%u target #%u", b.yu3, b.samurai);
    DO(&b, "p2 use yu with #%u target #%u", b.yu2, b.follower);
    assert_int_equal(zone(&b, b.samurai), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(zone(&b, b.follower), L5R_ZONE_FATE_DISCARD);
    /* YU-03: Yu is not an action and earns the loser no honor. */
    assert_int_equal(l5r_game_player_honor(b.f->g, 1), jim);
    DO(&b, "p2 pass"); /* done with Yu: the resolution goes on */
    /* The outcome stands: Jim's army is destroyed; Sarah gains 2 per card
       of his destroyed by the resolution (his two samurai). */
    assert_int_equal(zone(&b, b.yu3), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(zone(&b, b.yu2), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_player_honor(b.f->g, 0), sarah + 4);
    assert_int_equal(l5r_game_player_honor(b.f->g, 1), jim);
    assert_int_equal(zone(&b, b.ogre), L5R_ZONE_PLAY);
    fx_free(b.f);
}

/* Plan 2: YU-02 combine Yu 3 and Yu 2 to destroy the 5F ogre. */
static void test_YU_02_combined_values_destroy_the_ogre(void **state)
{
    (void)state;
    board b = start(0);
    char text[128];
    snprintf(text, sizeof text, "p2 use yu with #%u target #%u", b.yu3,
             b.ogre); /* 3 alone is not enough for 5F */
    expect_illegal(&b, "YU-02", text);
    /* A card that is not a Yu card of the losing army. */
    snprintf(text, sizeof text, "p2 use yu with #%u target #%u", b.ogre,
             b.ogre);
    expect_illegal(&b, "YU-01", text);
    DO(&b, "p2 use yu with #%u with #%u target #%u", b.yu3, b.yu2, b.ogre);
    assert_int_equal(zone(&b, b.ogre), L5R_ZONE_DYNASTY_DISCARD);
    fx_free(b.f);
}

/* The illegal plan: one samurai cannot destroy the shugenja while he has
   his Follower; and one card may not destroy several (YU-02). */
static void test_YU_01_personality_with_followers_is_safe(void **state)
{
    (void)state;
    board b = start(0);
    char text[128];
    snprintf(text, sizeof text, "p2 use yu with #%u target #%u", b.yu3,
             b.shugenja);
    expect_illegal(&b, "YU-01", text);
    /* Not enough Yu for the Force: Yu 2 against the 3F samurai. */
    snprintf(text, sizeof text, "p2 use yu with #%u target #%u", b.yu2,
             b.samurai);
    expect_illegal(&b, "YU-02", text);
    /* Yu 3 against the Follower, then again against anything. */
    DO(&b, "p2 use yu with #%u target #%u", b.yu3, b.follower);
    snprintf(text, sizeof text, "p2 use yu with #%u target #%u", b.yu3,
             b.samurai);
    expect_illegal(&b, "YU-02", text);
    fx_free(b.f);
}

/* YU-04: the loser decides, in any order; a Personality whose Followers
   fell earlier in the same step may then be destroyed. */
static void test_YU_04_followers_first_then_the_personality(void **state)
{
    (void)state;
    board b = start(0);
    DO(&b, "p2 use yu with #%u target #%u", b.yu2, b.follower);
    DO(&b, "p2 use yu with #%u target #%u", b.yu3, b.shugenja);
    assert_int_equal(zone(&b, b.shugenja), L5R_ZONE_DYNASTY_DISCARD);
    /* Only the loser makes Yu decisions. */
    char text[128];
    snprintf(text, sizeof text, "p1 use yu with #%u target #%u", b.ogre, b.yu3);
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    assert_int_equal(l5r_game_apply_text(b.f->g, text, &v), L5R_EILLEGAL);
    assert_int_equal(v.reason, L5R_REASON_NOT_YOUR_DECISION);
    fx_free(b.f);
}

/* YU-04: Yu may go unused: passing at once changes nothing but the usual
   resolution. The legal list offers both plans of the example and pass. */
static void test_YU_04_legal_list_and_not_using_yu(void **state)
{
    (void)state;
    board b = start(0);
    l5r_action_list *l = NULL;
    assert_int_equal(l5r_game_legal_actions(&l, b.f->g, 1), L5R_OK);
    char plan1[96], plan2[96];
    snprintf(plan1, sizeof plan1, "p2 use yu with #%u target #%u", b.yu3,
             b.samurai);
    snprintf(plan2, sizeof plan2, "p2 use yu with #%u with #%u target #%u",
             b.yu3, b.yu2, b.ogre);
    int saw_pass = 0, saw1 = 0, saw2 = 0, saw_bad = 0;
    for (uint32_t i = 0; i < l5r_action_list_count(l); i++) {
        const char *t = l5r_action_list_text(l, i);
        saw_pass |= strcmp(t, "p2 pass") == 0;
        saw1 |= strcmp(t, plan1) == 0;
        saw2 |= strcmp(t, plan2) == 0;
        char bad[96];
        snprintf(bad, sizeof bad, "target #%u", b.shugenja);
        saw_bad |= strstr(t, bad) != NULL;
    }
    l5r_action_list_free(l);
    assert_true(saw_pass && saw1 && saw2);
    assert_false(saw_bad);
    DO(&b, "p2 pass");
    assert_int_equal(zone(&b, b.samurai), L5R_ZONE_PLAY);
    assert_int_equal(zone(&b, b.follower), L5R_ZONE_PLAY);
    fx_free(b.f);
}

/* YU-05: a Yu card need not die, or even be unbowed, to use Yu: it only
   needs to be in the losing army. */
static void test_YU_05_bowed_yu_card_in_the_losing_army(void **state)
{
    (void)state;
    board b = start(1);
    DO(&b, "p2 use yu with #%u target #%u", b.yu2, b.follower);
    assert_int_equal(zone(&b, b.follower), L5R_ZONE_FATE_DISCARD);
    fx_free(b.f);
}

/* YU-03: Yu comes after the final totals: destroying the 5F ogre does not
   save Jim's army. */
static void test_YU_03_outcome_unchanged(void **state)
{
    (void)state;
    board b = start(0);
    DO(&b, "p2 use yu with #%u with #%u target #%u", b.yu3, b.yu2, b.ogre);
    DO(&b, "p2 pass");
    assert_int_equal(zone(&b, b.yu3), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(zone(&b, b.yu2), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(zone(&b, b.samurai), L5R_ZONE_PLAY);
    fx_free(b.f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_YU_01_worked_example_plan_one),
        cmocka_unit_test(test_YU_02_combined_values_destroy_the_ogre),
        cmocka_unit_test(test_YU_01_personality_with_followers_is_safe),
        cmocka_unit_test(test_YU_04_followers_first_then_the_personality),
        cmocka_unit_test(test_YU_04_legal_list_and_not_using_yu),
        cmocka_unit_test(test_YU_05_bowed_yu_card_in_the_losing_army),
        cmocka_unit_test(test_YU_03_outcome_unchanged),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
