/* SPDX-License-Identifier: MIT */
/*
 * Trigger events as rulings (TRG-06 .. TRG-12) through the public API: a
 * battle beginning, a Personality dishonored, a duel won and lost, an
 * action resolved, a phase ending and beginning, units assigned, a cost
 * paid, each answered by mandatory abilities (which resolve by themselves,
 * TRG-01) and by an optional Reaction.
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
    "  - {id: t-castle, title: Trigger Castle, type: stronghold, faction: "
    "Crab,\n"
    "     province_strength: 9, gold_production: 20, starting_honor: 5,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: t-keep, title: Trigger Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 9, gold_production: 20, starting_honor: 5,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    /* Chi 4: duels an opposing Personality; wins: 3 Honor. (Not "Duelist"
       in its title: KEY-01 would make it one, and win ties.) */
    "  - id: t-duelist\n"
    "    title: Trigger Swordsman\n"
    "    type: personality\n"
    "    force: 2\n"
    "    chi: 4\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 1\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: limited, target: {type: personality, controller: "
    "opponent},\n"
    "         effects: [{duel: target}]}\n"
    "      - {timing: reaction, mandatory: true, trigger: {event: duel_won},\n"
    "         effects: [{gain_honor: 3}]}\n"
    /* Any Personality dishonored: 2 Honor to its controller. */
    "  - id: t-gossip\n"
    "    title: Trigger Gossip\n"
    "    type: personality\n"
    "    force: 1\n"
    "    chi: 1\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 1\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: reaction, mandatory: true, trigger: {event: "
    "dishonored},\n"
    "         effects: [{gain_honor: 2}]}\n"
    "      - {timing: limited, target: {type: personality},\n"
    "         effects: [{dishonor: target}]}\n"
    /* A battle its controller fights begins: 1 Honor. */
    "  - id: t-watch\n"
    "    title: Trigger Watch\n"
    "    type: personality\n"
    "    force: 1\n"
    "    chi: 1\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 1\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: reaction, mandatory: true, trigger: {event: "
    "battle_begins},\n"
    "         effects: [{gain_honor: 1}]}\n"
    /* Chi 2 or 4; loses a duel: his player loses 1 Honor; wins: an
       optional Reaction draws a card. */
    "  - id: t-rival\n"
    "    title: Trigger Rival\n"
    "    type: personality\n"
    "    force: 1\n"
    "    chi: 2\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 1\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: reaction, mandatory: true, trigger: {event: "
    "duel_lost},\n"
    "         effects: [{lose_honor: 1}]}\n"
    "  - id: t-champion\n"
    "    title: Trigger Champion\n"
    "    type: personality\n"
    "    force: 1\n"
    "    chi: 4\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 1\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: reaction, trigger: {event: duel_won},\n"
    "         effects: [{draw: 1}]}\n"
    "      - {timing: reaction, mandatory: true, trigger: {event: "
    "duel_lost},\n"
    "         effects: [{lose_honor: 1}]}\n"
    "  - {id: t-scroll, title: Trigger Scroll, type: action, focus: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n";

/* p1: Duelist, Gossip, Watch and a Rival; p2: two Rivals and two
   Champions. Turn 3, p1's Action phase. */
static fx *board(void)
{
    fx *f = new_board(CARDS, "t-castle", "t-duelist t-gossip t-watch t-rival",
                      "t-scroll*20", "t-keep",
                      "t-rival t-rival t-champion t-champion", "t-scroll*20");
    START(f, 5);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    recruit_everything_turns(f, "t-castle", "t-keep");
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    return f;
}

static int32_t honor(const fx *f, uint32_t p)
{
    return l5r_game_player_honor(f->g, p);
}

/* A duel of p1's Duelist with p2's `rival`, both striking at once. */
static void duel(fx *f, uint32_t rival)
{
    uint32_t d = in_play(f, 0, "t-duelist");
    DO(f, "p1 use #%u.0 target #%u", d, rival);
    assert_decision(f, 1, L5R_DECIDE_DUEL);
    DO(f, "p2 strike");
    DO(f, "p1 strike");
}

/* TRG-08: the Duelist (Chi 4) beats a Rival (Chi 2): the Duelist's
   mandatory duel_won gives p1 3 Honor, the Rival's duel_lost costs p2 1;
   nothing else of theirs answers. */
static void test_TRG_08_duel_won_and_lost(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t rival = in_play(f, 1, "t-rival");
    int32_t h1 = honor(f, 0), h2 = honor(f, 1);
    duel(f, rival);
    assert_int_equal(honor(f, 0), h1 + 3);
    assert_int_equal(honor(f, 1), h2 - 1);
    fx_free(f);
}

/* TRG-08: a tie (Chi 4 against a Champion's Chi 4, neither a Duelist)
   loses for both: no duel_won for the Duelist, a duel_lost for the
   Champion; then the Champion's optional duel_won Reaction has nothing
   to answer. */
static void test_TRG_08_a_tie_loses_for_both(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t champ = in_play(f, 1, "t-champion");
    int32_t h1 = honor(f, 0), h2 = honor(f, 1);
    duel(f, champ);
    assert_int_equal(honor(f, 0), h1);
    assert_int_equal(honor(f, 1), h2 - 1);
    char t[64];
    const char *absent[] = {fx_txt(t, sizeof t, "p2 use #%u.0", champ), NULL};
    check_listed(f, 1, NULL, absent);
    fx_free(f);
}

/* TRG-07: any Personality dishonored, p1's or p2's, gives p1 2 Honor
   through his Gossip; one already dishonorable does not trigger again. */
static void test_TRG_07_dishonored(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t gossip = in_play(f, 0, "t-gossip");
    uint32_t rival = in_play(f, 1, "t-rival");
    int32_t h1 = honor(f, 0);
    DO(f, "p1 use #%u.1 target #%u", gossip, rival);
    assert_int_equal(honor(f, 0), h1 + 2);
    DO(f, "p2 pass");
    NEXT_TURN(f);
    NEXT_TURN(f);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    h1 = honor(f, 0);
    DO(f, "p1 use #%u.1 target #%u", gossip, rival); /* already so */
    assert_int_equal(honor(f, 0), h1);
    fx_free(f);
}

/* TRG-06: as p1's battle begins (his choice of battlefield), his Watch
   gives him 1 Honor, before the Engage window. */
static void test_TRG_06_battle_begins(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t watch = in_play(f, 0, "t-watch");
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", watch);
    for (int i = 0; i < 4 && decision_kind(f) == L5R_DECIDE_ASSIGN; i++) {
        uint32_t p;
        int k;
        assert_int_equal(l5r_game_decision(&p, &k, f->g), L5R_OK);
        DO(f, "p%u pass", p + 1);
    }
    assert_decision(f, 0, L5R_DECIDE_BATTLEFIELD);
    int32_t h1 = honor(f, 0), h2 = honor(f, 1);
    DO(f, "p1 fight 1");
    assert_int_equal(honor(f, 0), h1 + 1);
    assert_int_equal(honor(f, 1), h2);
    assert_decision(f, 1, L5R_DECIDE_ENGAGE);
    fx_free(f);
}

/* --- TRG-09 .. TRG-11 ----------------------------------------------------- */

#define PERSON(id, title, abilities)                                           \
    "  - id: " id "\n"                                                         \
    "    title: " title "\n"                                                   \
    "    type: personality\n"                                                  \
    "    force: 1\n"                                                           \
    "    chi: 1\n"                                                             \
    "    honor_requirement: '-'\n"                                             \
    "    gold_cost: 1\n"                                                       \
    "    personal_honor: 0\n"                                                  \
    "    printings: [{set: Lotus Edition}]\n"                                  \
    "    abilities:\n" abilities

static const char CARDS2[] =
    "cards:\n"
    "  - {id: t-castle, title: Trigger Castle, type: stronghold, faction: "
    "Crab,\n"
    "     province_strength: 9, gold_production: 20, starting_honor: 5,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: t-keep, title: Trigger Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 9, gold_production: 20, starting_honor: 5,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    /* An Open action; an opponent's action resolved: 2 Honor. */
    PERSON("t-clerk", "Trigger Clerk",
           "      - {timing: open, effects: [{gain_gold: 1}]}\n"
           "      - {timing: reaction, mandatory: true,\n"
           "         trigger: {event: action_resolved, who: opponent},\n"
           "         effects: [{gain_honor: 2}]}\n")
    /* The end of any Attack phase: 1 Honor; the beginning of its
       controller's Dynasty phases: 10. */
    PERSON("t-herald", "Trigger Herald",
           "      - {timing: reaction, mandatory: true,\n"
           "         trigger: {event: phase_ends, phase: attack},\n"
           "         effects: [{gain_honor: 1}]}\n"
           "      - {timing: reaction, mandatory: true,\n"
           "         trigger: {event: phase_begins, phase: dynasty, who: "
           "self},\n"
           "         effects: [{gain_honor: 10}]}\n")
    /* Its controller's units assigned: 3 Honor. */
    PERSON("t-scout", "Trigger Scout",
           "      - {timing: reaction, mandatory: true, trigger: {event: "
           "assigned},\n"
           "         effects: [{gain_honor: 3}]}\n")
    /* An Open action; any action resolved: may draw. */
    PERSON("t-actor", "Trigger Actor",
           "      - {timing: open, effects: [{gain_gold: 1}]}\n"
           "      - {timing: reaction, trigger: {event: action_resolved},\n"
           "         effects: [{draw: 1}]}\n")
    /* Any Action phase's end, anyone's units assigned: may draw. */
    PERSON(
        "t-sentry", "Trigger Sentry",
        "      - {timing: reaction, trigger: {event: phase_ends, phase: "
        "action},\n"
        "         effects: [{draw: 1}]}\n"
        "      - {timing: reaction, trigger: {event: assigned, who: any},\n"
        "         effects: [{draw: 1}]}\n") "  - {id: t-scroll, title: Trigger "
                                            "Scroll, type: action, focus: 0,\n"
                                            "     printings: [{set: Lotus "
                                            "Edition}]}\n";

/* p1: Clerk, Herald, Scout; p2: Actor, Sentry. Turn 3, p1's Action
   phase. */
static fx *board2(void)
{
    fx *f =
        new_board(CARDS2, "t-castle", "t-clerk t-herald t-scout", "t-scroll*20",
                  "t-keep", "t-actor t-sentry", "t-scroll*20");
    START(f, 5);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    recruit_everything_turns(f, "t-castle", "t-keep");
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    return f;
}

static uint32_t hand(const fx *f, uint32_t p)
{
    return fx_count(f, p, L5R_ZONE_HAND, NULL);
}

/* TRG-09: p1's own action does not call on his Clerk (`who: opponent`);
   p2 may answer it with his Actor (any player's). p2's action then gives
   p1 2 Honor through the Clerk. */
static void test_TRG_09_action_resolved(void **state)
{
    (void)state;
    fx *f = board2();
    uint32_t clerk = in_play(f, 0, "t-clerk");
    uint32_t actor = in_play(f, 1, "t-actor");
    int32_t h1 = honor(f, 0);
    uint32_t n2 = hand(f, 1);
    DO(f, "p1 use #%u.0", clerk);
    assert_int_equal(honor(f, 0), h1);
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    DO(f, "p1 pass");
    DO(f, "p2 use #%u.1", actor);
    assert_int_equal(hand(f, 1), n2 + 1);
    pass_while(f, L5R_DECIDE_REACTION);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    DO(f, "p2 use #%u.0", actor);
    assert_int_equal(honor(f, 0), h1 + 2);
    fx_free(f);
}

/* TRG-10: the Attack phase's end gives p1 1 Honor in his turn and in
   p2's; the beginning of his own Dynasty phase 10, not of p2's. The end
   of the Action phase lets p2 draw with his Sentry (optional). */
static void test_TRG_10_phase_ends_and_begins(void **state)
{
    (void)state;
    fx *f = board2();
    uint32_t sentry = in_play(f, 1, "t-sentry");
    int32_t h1 = honor(f, 0);
    uint32_t n2 = hand(f, 1);
    DO(f, "p1 pass");
    DO(f, "p2 pass"); /* the Action phase ends */
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_ATTACK);
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    DO(f, "p1 pass");
    DO(f, "p2 use #%u.0", sentry);
    assert_int_equal(hand(f, 1), n2 + 1);
    pass_while(f, L5R_DECIDE_REACTION);
    assert_decision(f, 0, L5R_DECIDE_ATTACK);
    DO(f, "p1 pass"); /* no attack: the Attack phase ends */
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_DYNASTY);
    assert_int_equal(honor(f, 0), h1 + 1 + 10);
    NEXT_TURN(f); /* p2's turn */
    pass_while(f, L5R_DECIDE_REACTION);
    h1 = honor(f, 0);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    assert_int_equal(honor(f, 0), h1 + 1);
    fx_free(f);
}

/* TRG-11: the Maneuvers end: p1 attacked, his Scout gives him 3 Honor;
   p2's Sentry (`who: any`) may answer too. */
static void test_TRG_11_assigned(void **state)
{
    (void)state;
    fx *f = board2();
    uint32_t scout = in_play(f, 0, "t-scout");
    uint32_t sentry = in_play(f, 1, "t-sentry");
    PASS_TO(f, L5R_PHASE_ATTACK);
    pass_while(f, L5R_DECIDE_REACTION);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", scout);
    int32_t h1 = honor(f, 0);
    uint32_t n2 = hand(f, 1);
    for (int i = 0; i < 4 && decision_kind(f) == L5R_DECIDE_ASSIGN; i++) {
        assert_int_equal(honor(f, 0), h1);
        DO(f, "pass");
    }
    assert_int_equal(honor(f, 0), h1 + 3);
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    DO(f, "p1 pass");
    DO(f, "p2 use #%u.1", sentry);
    assert_int_equal(hand(f, 1), n2 + 1);
    pass_while(f, L5R_DECIDE_REACTION);
    assert_decision(f, 0, L5R_DECIDE_BATTLEFIELD);
    fx_free(f);
}

/* --- TRG-12 -----------------------------------------------------------------
 */

static const char CARDS3[] =
    "cards:\n"
    "  - {id: t-castle, title: Trigger Castle, type: stronghold, faction: "
    "Crab,\n"
    "     province_strength: 9, gold_production: 20, starting_honor: 8,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: t-keep, title: Trigger Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 9, gold_production: 20, starting_honor: 8,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    /* Costs of two kinds and none; after its controller pays a bow cost:
       3 Honor (mandatory). */
    PERSON("t-miser", "Trigger Miser",
           "      - {timing: open, limit: any_number, cost: [{lose_honor: "
           "1}],\n"
           "         effects: [{draw: 1}]}\n"
           "      - {timing: open, cost: [{bow: self}], effects: [{draw: "
           "1}]}\n"
           "      - {timing: reaction, mandatory: true,\n"
           "         trigger: {event: cost_paid, cost: bow},\n"
           "         effects: [{gain_honor: 3}]}\n"
           "      - {timing: open, limit: any_number, effects: [{draw: 1}]}\n")
    /* After its controller pays any cost: may gain 1 Honor. */
    PERSON("t-tally", "Trigger Tally",
           "      - {timing: reaction, limit: any_number,\n"
           "         trigger: {event: cost_paid}, effects: [{gain_honor: "
           "1}]}\n")
    /* A cost of the opponent's. */
    PERSON(
        "t-spender", "Trigger Spender",
        "      - {timing: open, limit: any_number, cost: [{lose_honor: "
        "1}],\n"
        "         effects: [{draw: 1}]}\n") "  - {id: t-scroll, title: Trigger "
                                            "Scroll, type: action, focus: 0,\n"
                                            "     printings: [{set: Lotus "
                                            "Edition}]}\n";

/* TRG-12: an ability without costs pays none; p2's cost calls on none
   of p1's cards; p1's Honor cost calls on his Tally (optional, any cost)
   but not on his Miser (a bow cost only); his bow cost calls on both,
   the Miser's by itself. */
static void test_TRG_12_cost_paid(void **state)
{
    (void)state;
    fx *f = new_board(CARDS3, "t-castle", "t-miser t-tally", "t-scroll*20",
                      "t-keep", "t-spender", "t-scroll*20");
    START(f, 5);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    recruit_everything_turns(f, "t-castle", "t-keep");
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    uint32_t miser = in_play(f, 0, "t-miser");
    uint32_t tally = in_play(f, 0, "t-tally");
    uint32_t spender = in_play(f, 1, "t-spender");
    int32_t h1 = honor(f, 0);
    DO(f, "p1 use #%u.3", miser); /* no cost */
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    DO(f, "p2 use #%u.0", spender); /* p2's cost */
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    assert_int_equal(honor(f, 0), h1);
    DO(f, "p1 use #%u.0", miser); /* an Honor cost */
    assert_int_equal(honor(f, 0), h1 - 1);
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    DO(f, "p1 use #%u.0", tally);
    assert_int_equal(honor(f, 0), h1);
    pass_while(f, L5R_DECIDE_REACTION);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.1", miser); /* a bow cost: the Miser, by itself */
    assert_int_equal(honor(f, 0), h1 + 3);
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    assert_legal(f, "p1 use #%u.0", tally);
    pass_while(f, L5R_DECIDE_REACTION);
    assert_int_equal(honor(f, 0), h1 + 3);
    fx_free(f);
}

/* TRG-09, TRG-10: `phase` only on the phase events, `who` only on the
   events that take it. */
static void test_TRG_09_10_load_refusals(void **state)
{
    (void)state;
    static const struct {
        const char *trigger, *rule;
    } bad[] = {
        {"{event: battle_won, phase: attack}", "TRG-10"},
        {"{event: action_resolved, phase: action}", "TRG-10"},
        {"{event: honor_lost, who: opponent}", "TRG-09"},
        {"{event: honor_lost, cost: bow}", "TRG-12"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char yaml[1024];
        snprintf(yaml, sizeof yaml,
                 "cards:\n"
                 "  - {id: x-trig, title: X, type: holding, gold_cost: 1,\n"
                 "     printings: [{set: Lotus Edition}],\n"
                 "     abilities: [{timing: reaction, trigger: %s,\n"
                 "                  effects: [{gain_gold: 1}]}]}\n",
                 bad[i].trigger);
        assert_load_refused(yaml, bad[i].rule, bad[i].trigger);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_TRG_08_duel_won_and_lost),
        cmocka_unit_test(test_TRG_08_a_tie_loses_for_both),
        cmocka_unit_test(test_TRG_07_dishonored),
        cmocka_unit_test(test_TRG_06_battle_begins),
        cmocka_unit_test(test_TRG_09_action_resolved),
        cmocka_unit_test(test_TRG_10_phase_ends_and_begins),
        cmocka_unit_test(test_TRG_11_assigned),
        cmocka_unit_test(test_TRG_12_cost_paid),
        cmocka_unit_test(test_TRG_09_10_load_refusals),
    };
    return cmocka_run_group_tests(tests, NULL, fx_teardown);
}
