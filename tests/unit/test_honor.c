/* SPDX-License-Identifier: MIT */
/*
 * Personal Honor, dishonor and rehonor as rulings (PHR-01 .. PHR-04),
 * through the public API: the words dishonor, rehonor and
 * personal_honor_bonus, the filters dishonorable and
 * personal_honor_at_most, the events and the view.
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

/* The Honor Judge's abilities, by index (all Limited):
   0 dishonor an honorable opposing Personality
   1 rehonor a dishonorable Personality
   2 +2 Personal Honor to a Personality (until the end of the turn)
   3 destroy a dishonorable Personality
   4 bow a Personality with Personal Honor 0 or less
   5 dishonor any Personality (no filter)
   6 rehonor any Personality (no filter)
   7 destroy any Personality */
enum {
    AB_DISHONOR = 0,
    AB_REHONOR = 1,
    AB_BONUS = 2,
    AB_DESTROY_DISHONORABLE = 3,
    AB_BOW_LOW = 4,
    AB_DISHONOR_ANY = 5,
    AB_REHONOR_ANY = 6,
    AB_DESTROY = 7
};

#define PERSONALITY(id, title, ph)                                             \
    "  - {id: " id ", title: " title ", type: personality, force: 1,\n"        \
    "     chi: 2, honor_requirement: '-', gold_cost: 2, personal_honor: " ph   \
    ",\n"                                                                      \
    "     printings: [{set: Lotus Edition}]}\n"

static const char CARDS[] =
    "cards:\n"
    "  - {id: h-castle, title: Honor Castle, type: stronghold, faction: "
    "Crab,\n"
    "     province_strength: 5, gold_production: 10, starting_honor: 8,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: h-keep, title: Honor Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 5, gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - id: h-judge\n"
    "    title: Honor Judge\n"
    "    type: personality\n"
    "    force: 2\n"
    "    chi: 2\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 2\n"
    "    personal_honor: 2\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: limited,\n"
    "         target: {type: personality, controller: opponent,\n"
    "                  dishonorable: false},\n"
    "         effects: [{dishonor: target}]}\n"
    "      - {timing: limited, target: {type: personality, dishonorable: "
    "true},\n"
    "         effects: [{rehonor: target}]}\n"
    "      - {timing: limited, target: {type: personality},\n"
    "         effects: [{personal_honor_bonus: {to: target, amount: 2}}]}\n"
    "      - {timing: limited, target: {type: personality, dishonorable: "
    "true},\n"
    "         effects: [{destroy: target}]}\n"
    "      - {timing: limited,\n"
    "         target: {type: personality, personal_honor_at_most: 0},\n"
    "         effects: [{bow: target}]}\n"
    "      - {timing: limited, target: {type: personality},\n"
    "         effects: [{dishonor: target}]}\n"
    "      - {timing: limited, target: {type: personality},\n"
    "         effects: [{rehonor: target}]}\n"
    "      - {timing: limited, target: {type: personality},\n"
    "         effects: [{destroy: target}]}\n" PERSONALITY("h-noble",
                                                           "Proud Noble", "3")
        PERSONALITY("h-lowly", "Lowly Ashigaru", "0")
            PERSONALITY("h-page", "Quiet Page",
                        "1") "  - {id: h-scroll, title: Honor Scroll, type: "
                             "action, focus: 1,\n"
                             "     printings: [{set: Lotus Edition}]}\n";

/* p1: the Judge and three others in play; p2: a Noble, an Ashigaru and
   two Pages. Turn 3, p1's Action phase. */
static fx *board(void)
{
    fx *f = new_board(CARDS, "h-castle", "h-judge h-page h-page h-page",
                      "h-scroll*6", "h-keep", "h-noble h-lowly h-page h-page",
                      "h-scroll*6");
    START(f, 11);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    recruit_everything_turns(f, "h-castle", "h-keep");
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    return f;
}

/* p1 uses an ability in his Action phase; p2 passes back to him. */
#define P1_USE(f, ...)                                                         \
    do {                                                                       \
        DO((f), __VA_ARGS__);                                                  \
        assert_decision((f), 1, L5R_DECIDE_ACTION);                            \
        DO((f), "p2 pass");                                                    \
        assert_decision((f), 0, L5R_DECIDE_ACTION);                            \
    } while (0)

static int32_t ph(const fx *f, uint32_t c)
{
    int32_t v = 0;
    assert_int_equal(l5r_game_card_stat(&v, f->g, c, L5R_STAT_PERSONAL_HONOR),
                     1);
    return v;
}

/* Does the spectator's view show card c as dishonorable? */
static int view_dishonorable(const fx *f, uint32_t c)
{
    char *json = view(f, L5R_NO_ID);
    char key[48];
    snprintf(key, sizeof key, "{\"id\":%u,", c);
    const char *at = strstr(json, key);
    assert_non_null(at);
    const char *end = strchr(at, '}');
    const char *mark = strstr(at, "\"dishonorable\":true");
    int found = mark != NULL && mark < end;
    l5r_free(json);
    return found;
}

/* PHR-01: a dishonorable Personality's Personal Honor is at most 0, a
   bonus notwithstanding; an honorable one's is printed plus bonuses. The
   filters dishonorable and personal_honor_at_most read it. */
static void test_PHR_01_dishonorable_personal_honor_is_at_most_0(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t judge = in_play(f, 0, "h-judge");
    uint32_t noble = in_play(f, 1, "h-noble");
    uint32_t lowly = in_play(f, 1, "h-lowly");
    assert_int_equal(ph(f, noble), 3);
    assert_int_equal(view_dishonorable(f, noble), 0);
    const int T = L5R_REASON_TARGET;
    /* personal_honor_at_most 0: the Ashigaru (printed 0), not the Noble. */
    ILLEGAL(f, T, "CORE-55", "p1 use #%u.%d target #%u", judge, AB_BOW_LOW,
            noble);
    assert_legal(f, "p1 use #%u.%d target #%u", judge, AB_BOW_LOW, lowly);
    /* dishonorable: true refuses an honorable one. */
    ILLEGAL(f, T, "CORE-55", "p1 use #%u.%d target #%u", judge, AB_REHONOR,
            noble);
    uint32_t before = fx_event_count(f, L5R_EV_DISHONOR);
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_DISHONOR, noble);
    assert_int_equal(fx_event_count(f, L5R_EV_DISHONOR), before + 1);
    assert_int_equal(ph(f, noble), 0);
    assert_int_equal(view_dishonorable(f, noble), 1);
    /* dishonorable: false refuses him now; at most 0 takes him. */
    char b0[64], b1[64];
    const char *want[] = {fx_txt(b0, sizeof b0, "p1 use #%u.%d target #%u",
                                 judge, AB_BOW_LOW, noble),
                          NULL};
    const char *absent[] = {fx_txt(b1, sizeof b1, "p1 use #%u.%d target #%u",
                                   judge, AB_DISHONOR, noble),
                            NULL};
    check_listed(f, 0, want, absent);
    /* +2 does not lift him above 0; it does lift the honorable Judge. */
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_BONUS, noble);
    assert_int_equal(ph(f, noble), 0);
    NEXT_TURN(f); /* p2's turn */
    NEXT_TURN(f); /* p1's */
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_BONUS, judge);
    assert_int_equal(ph(f, judge), 4);
    fx_free(f);
}

/* PHR-02: destroying a dishonorable Personality costs his controller
   Family Honor equal to his printed Personal Honor; an honorable one, or
   one of printed Personal Honor 0, costs nothing. */
static void test_PHR_02_destroyed_dishonorable_costs_printed_honor(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t judge = in_play(f, 0, "h-judge");
    uint32_t noble = in_play(f, 1, "h-noble");
    uint32_t lowly = in_play(f, 1, "h-lowly");
    uint32_t page = in_play(f, 1, "h-page");
    int32_t honor2 = l5r_game_player_honor(f->g, 1);
    /* An honorable Page destroyed: no loss. */
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_DESTROY, page);
    assert_int_equal(l5r_game_player_honor(f->g, 1), honor2);
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_DISHONOR, noble);
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_DISHONOR_ANY, lowly);
    /* The Noble (printed 3, now 0, +2 makes no difference): p2 loses 3. */
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_BONUS, noble);
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_DESTROY_DISHONORABLE,
           noble);
    assert_int_equal(l5r_game_player_honor(f->g, 1), honor2 - 3);
    assert_int_equal(l5r_game_card_zone(f->g, noble), L5R_ZONE_DYNASTY_DISCARD);
    NEXT_TURN(f);
    NEXT_TURN(f);
    /* The Ashigaru (printed 0): nothing. */
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_DESTROY_DISHONORABLE,
           lowly);
    assert_int_equal(l5r_game_player_honor(f->g, 1), honor2 - 3);
    fx_free(f);
}

/* PHR-03: the state persists out of play: the dishonorably dead Noble is
   still dishonorable in the discard pile (and in the view), his Personal
   Honor still at most 0. */
static void test_PHR_03_dishonorably_dead(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t judge = in_play(f, 0, "h-judge");
    uint32_t noble = in_play(f, 1, "h-noble");
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_DISHONOR, noble);
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_DESTROY, noble);
    assert_int_equal(l5r_game_card_zone(f->g, noble), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(view_dishonorable(f, noble), 1);
    assert_int_equal(ph(f, noble), 0);
    /* A save keeps it. */
    void *data = NULL;
    size_t len = 0;
    assert_int_equal(l5r_game_save(&data, &len, f->g), L5R_OK);
    l5r_game *g2 = NULL;
    assert_int_equal(l5r_game_load(&g2, f->db, data, len, NULL), L5R_OK);
    int32_t v = -1;
    assert_int_equal(l5r_game_card_stat(&v, g2, noble, L5R_STAT_PERSONAL_HONOR),
                     1);
    assert_int_equal(v, 0);
    l5r_game_free(g2);
    l5r_free(data);
    fx_free(f);
}

/* PHR-04: dishonoring one who is dishonorable, or rehonoring one who is
   honorable, does nothing (no event); rehonoring makes him honorable
   again, his Personal Honor printed again. */
static void test_PHR_04_dishonor_and_rehonor(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t judge = in_play(f, 0, "h-judge");
    uint32_t noble = in_play(f, 1, "h-noble");
    uint32_t d0 = fx_event_count(f, L5R_EV_DISHONOR);
    uint32_t r0 = fx_event_count(f, L5R_EV_REHONOR);
    /* Rehonoring the honorable Noble: nothing happens. */
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_REHONOR_ANY, noble);
    assert_int_equal(fx_event_count(f, L5R_EV_REHONOR), r0);
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_DISHONOR, noble);
    assert_int_equal(fx_event_count(f, L5R_EV_DISHONOR), d0 + 1);
    /* Dishonoring him again: nothing happens. */
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_DISHONOR_ANY, noble);
    assert_int_equal(fx_event_count(f, L5R_EV_DISHONOR), d0 + 1);
    assert_int_equal(ph(f, noble), 0);
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_REHONOR, noble);
    assert_int_equal(fx_event_count(f, L5R_EV_REHONOR), r0 + 1);
    assert_int_equal(ph(f, noble), 3);
    assert_int_equal(view_dishonorable(f, noble), 0);
    /* Honorable again, his destruction costs nothing. */
    int32_t honor2 = l5r_game_player_honor(f->g, 1);
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_DESTROY, noble);
    assert_int_equal(l5r_game_player_honor(f->g, 1), honor2);
    assert_int_equal(view_dishonorable(f, noble), 0);
    fx_free(f);
}

/* The sample cards of these words load and are what they say. */
static void test_PHR_sample_cards_load(void **state)
{
    (void)state;
    fx *f = fx_track(fx_new_in(L5R_SOURCE_DIR, NULL, 1, 1));
    assert_non_null(f);
    const char *ids[] = {"shame-of-the-court", "tea-of-atonement",
                         "magistrate-of-the-emerald-hall"};
    for (size_t i = 0; i < sizeof ids / sizeof *ids; i++)
        assert_int_not_equal(fx_def(f, ids[i]), L5R_NO_ID);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(
            test_PHR_01_dishonorable_personal_honor_is_at_most_0, fx_teardown),
        cmocka_unit_test_teardown(
            test_PHR_02_destroyed_dishonorable_costs_printed_honor,
            fx_teardown),
        cmocka_unit_test_teardown(test_PHR_03_dishonorably_dead, fx_teardown),
        cmocka_unit_test_teardown(test_PHR_04_dishonor_and_rehonor,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_PHR_sample_cards_load, fx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
