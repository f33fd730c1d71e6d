/* SPDX-License-Identifier: MIT */
/*
 * Interrupts as rulings (INT-01 .. INT-04) through the public API: a
 * trigger written `before: true` answers its event just before it
 * happens; a mandatory one inline, an optional one in a window where the
 * engine stops (before an announced action resolves, before the Action or
 * the Dynasty phase ends); the loader refuses the others.
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

#include "game/game.h"

#include "fixture.h"
#include "fx_assert.h"

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

static const char CARDS[] =
    "cards:\n"
    "  - {id: i-castle, title: Interrupt Castle, type: stronghold, faction: "
    "Crab,\n"
    "     province_strength: 9, gold_production: 20, starting_honor: 5,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: i-keep, title: Interrupt Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 9, gold_production: 20, starting_honor: 5,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    /* Just before the Action phase ends: 3 gold (which lapses as it
       ends); just after: 5 gold (kept in the Attack phase). Just before
       its controller loses Honor: 1 Honor. */
    PERSON("i-purser", "Interrupt Purser",
           "      - {timing: reaction, mandatory: true,\n"
           "         trigger: {event: phase_ends, phase: action, before: "
           "true},\n"
           "         effects: [{gain_gold: 3}]}\n"
           "      - {timing: reaction, mandatory: true,\n"
           "         trigger: {event: phase_ends, phase: action},\n"
           "         effects: [{gain_gold: 5}]}\n"
           "      - {timing: reaction, mandatory: true,\n"
           "         trigger: {event: honor_lost, before: true},\n"
           "         effects: [{gain_honor: 1}]}\n")
    /* An action that dishonors a Personality; one that costs its
       controller 2 Honor. */
    PERSON("i-gossip", "Interrupt Gossip",
           "      - {timing: limited, target: {type: personality},\n"
           "         effects: [{dishonor: target}]}\n"
           "      - {timing: limited, effects: [{lose_honor: 2}]}\n")
    /* Before an action resolves, or before the Action phase ends: may
       draw; after an action resolved: may gain 1 Honor. */
    PERSON("i-watcher", "Interrupt Watcher",
           "      - {timing: reaction,\n"
           "         trigger: {event: action_resolved, before: true},\n"
           "         effects: [{draw: 1}]}\n"
           "      - {timing: reaction,\n"
           "         trigger: {event: phase_ends, phase: action, before: "
           "true},\n"
           "         effects: [{draw: 1}]}\n"
           "      - {timing: reaction, trigger: {event: action_resolved},\n"
           "         effects: [{gain_honor: 1}]}\n") "  - {id: i-scroll, "
                                                     "title: Interrupt Scroll, "
                                                     "type: action, focus: 0,\n"
                                                     "     printings: [{set: "
                                                     "Lotus Edition}]}\n";

/* p1: Purser, Gossip; p2: Watcher. Turn 3, p1's Action phase. */
static fx *board(void)
{
    fx *f = new_board(CARDS, "i-castle", "i-purser i-gossip", "i-scroll*20",
                      "i-keep", "i-watcher", "i-scroll*20");
    START(f, 5);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    recruit_everything_turns(f, "i-castle", "i-keep");
    pass_while(f, L5R_DECIDE_REACTION);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    return f;
}

static uint32_t hand(const fx *f, uint32_t p)
{
    return fx_count(f, p, L5R_ZONE_HAND, NULL);
}

static int32_t honor(const fx *f, uint32_t p)
{
    return l5r_game_player_honor(f->g, p);
}

static int32_t gold(const fx *f, uint32_t p)
{
    return l5r_game_player_gold(f->g, p);
}

/* INT-03: the Purser's Interrupt to the Action phase's end resolves just
   before it ends, so its 3 gold lapse with the phase; its Reaction's 5
   come after and stay. */
static void test_INT_03_mandatory_resolves_just_before(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t watcher = in_play(f, 1, "i-watcher");
    (void)watcher;
    DO(f, "p1 pass");
    DO(f, "p2 pass"); /* p2's optional Interrupt: a window first */
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_ACTION);
    pass_while(f, L5R_DECIDE_REACTION);
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_ATTACK);
    assert_int_equal(gold(f, 0), 5);
    fx_free(f);
}

/* INT-03: an Interrupt to losing Honor resolves inline, in the middle of
   the effect that loses it; it does not answer a gain. */
static void test_INT_03_inline_in_an_effect(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t gossip = in_play(f, 0, "i-gossip");
    int32_t h1 = honor(f, 0);
    DO(f, "p1 use #%u.1", gossip);
    assert_int_equal(honor(f, 0), h1 - 2 + 1);
    fx_free(f);
}

/* Replace f->g with a game just made from it by a save and a load, or
   by a clone (the original is freed). */
static void refresh(fx *f, bool by_save)
{
    l5r_game *g2 = NULL;
    if (by_save) {
        void *data = NULL;
        size_t len = 0;
        assert_int_equal(l5r_game_save(&data, &len, f->g), L5R_OK);
        assert_int_equal(l5r_game_load(&g2, f->db, data, len, NULL), L5R_OK);
        l5r_free(data);
    } else {
        assert_int_equal(l5r_game_clone(&g2, f->g), L5R_OK);
    }
    l5r_game_free(f->g);
    f->g = g2;
}

/* INT-03 on a game just loaded or cloned: its first event still meets
   the mandatory Interrupt, with nothing done before it that would have
   looked at the game's triggers. */
static void test_INT_03_inline_after_load_and_clone(void **state)
{
    (void)state;
    for (int by_save = 0; by_save < 2; by_save++) {
        fx *f = board();
        uint32_t gossip = in_play(f, 0, "i-gossip");
        int32_t h1 = honor(f, 0);
        refresh(f, by_save != 0);
        DO(f, "p1 use #%u.1", gossip);
        assert_int_equal(honor(f, 0), h1 - 2 + 1);
        fx_free(f);
    }
}

/* INT-04's census: whether a window is held before an action resolves
   and before the Action Phase ends. */
static void assert_census(fx *f, bool held)
{
    assert_int_equal(l5r_events__holdable(f->g, L5R_TRIGGER_ACTION_RESOLVED, 0),
                     held);
    assert_int_equal(
        l5r_events__holdable(f->g, L5R_TRIGGER_PHASE_ENDS, L5R_PHASE_ACTION),
        held);
}

/* INT-04: an announced action waits in the window before it resolves:
   p2's Watcher may interrupt it (the target still honorable), not react
   to its resolution yet; once all pass, it resolves, and then the
   Reaction to it is offered. */
static void test_INT_04_before_an_action_resolves(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t gossip = in_play(f, 0, "i-gossip");
    uint32_t watcher = in_play(f, 1, "i-watcher");
    uint32_t n2 = hand(f, 1);
    /* The census: an optional Interrupt to each is in play. */
    assert_census(f, true);
    DO(f, "p1 use #%u.0 target #%u", gossip, watcher);
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    DO(f, "p1 pass");
    char t[64], u[64];
    const char *want[] = {fx_txt(t, sizeof t, "p2 use #%u.0", watcher), NULL};
    const char *absent[] = {fx_txt(u, sizeof u, "p2 use #%u.2", watcher), NULL};
    check_listed(f, 1, want, absent);
    DO(f, "p2 use #%u.0", watcher);
    assert_int_equal(hand(f, 1), n2 + 1);
    assert_false(view_card_has(f, watcher, "\"dishonorable\":true"));
    DO(f, "p1 pass");
    DO(f, "p2 pass"); /* the action resolves */
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    DO(f, "p1 pass");
    int32_t h2 = honor(f, 1);
    DO(f, "p2 use #%u.2", watcher);
    assert_int_equal(honor(f, 1), h2 + 1);
    fx_free(f);
}

/* INT-04: the Action phase's end waits for the window before it: p2
   draws with his Watcher while it is still the Action phase; after all
   pass it ends. With the Watcher bowed, no one could answer: it ends at
   once. */
static void test_INT_04_before_a_phase_ends(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t watcher = in_play(f, 1, "i-watcher");
    uint32_t n2 = hand(f, 1);
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    DO(f, "p1 pass");
    DO(f, "p2 use #%u.1", watcher);
    assert_int_equal(hand(f, 1), n2 + 1);
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_ACTION);
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_ATTACK);
    assert_decision(f, 0, L5R_DECIDE_ATTACK);
    fx_free(f);
}

/* INT-04: a window before an action resolves, or before a phase ends,
   is for optional Interrupts only. Here the only card that answers
   anything has optional Reactions (after the fact): p1's action
   resolves as it is taken and the Action phase ends as all pass, with
   no window before either. The census that decides whether a window is
   held is checked directly too: the play alone would look the same if
   it wrongly held one that no one can answer. */
static const char REACTORS[] =
    "cards:\n"
    "  - {id: i-castle, title: Interrupt Castle, type: stronghold, faction: "
    "Crab,\n"
    "     province_strength: 9, gold_production: 20, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: i-keep, title: Interrupt Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 9, gold_production: 20, starting_honor: 5,\n"
    "     printings: [{set: Lotus Edition}]}\n" PERSON(
        "i-gossip", "Interrupt Gossip",
        "      - {timing: limited, effects: [{lose_honor: 2}]}\n")
        PERSON("i-listener", "Reaction Listener",
               "      - {timing: reaction, trigger: {event: "
               "action_resolved},\n"
               "         effects: [{gain_honor: 1}]}\n"
               "      - {timing: reaction,\n"
               "         trigger: {event: phase_ends, phase: action},\n"
               "         effects: [{draw: 1}]}\n") "  - {id: i-scroll, "
                                                   "title: Interrupt Scroll, "
                                                   "type: action, focus: 0,\n"
                                                   "     printings: [{set: "
                                                   "Lotus Edition}]}\n";

static void test_INT_04_no_window_for_reactions_alone(void **state)
{
    (void)state;
    fx *f = new_board(REACTORS, "i-castle", "i-gossip", "i-scroll*20", "i-keep",
                      "i-listener", "i-scroll*20");
    START(f, 5);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    recruit_everything_turns(f, "i-castle", "i-keep");
    pass_while(f, L5R_DECIDE_REACTION);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    uint32_t gossip = in_play(f, 0, "i-gossip");
    uint32_t listener = in_play(f, 1, "i-listener");
    int32_t h1 = honor(f, 0);
    /* The census: Reactions answer both, and nothing is held for them. */
    assert_census(f, false);
    DO(f, "p1 use #%u.0", gossip);
    assert_int_equal(honor(f, 0), h1 - 2); /* resolved at once */
    pass_while(f, L5R_DECIDE_REACTION);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    DO(f, "p2 pass");
    DO(f, "p1 pass"); /* the phase ends at once: its Reaction comes after */
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_ATTACK);
    uint32_t n2 = hand(f, 1);
    char t[64];
    const char *want[] = {fx_txt(t, sizeof t, "p2 use #%u.1", listener), NULL};
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    DO(f, "p1 pass");
    check_listed(f, 1, want, NULL);
    DO(f, "p2 use #%u.1", listener);
    assert_int_equal(hand(f, 1), n2 + 1);
    fx_free(f);
}

/* INT-01, INT-02: what the loader refuses, at the field. */
static void test_INT_01_02_load_refusals(void **state)
{
    (void)state;
    static const struct {
        const char *ability, *rule;
    } bad[] = {
        {"{timing: reaction, trigger: {event: targeted, before: true}, "
         "effects: [{gain_gold: 1}]}",
         "INT-01"},
        {"{timing: reaction, mandatory: true, trigger: {event: unit_moved, "
         "before: true}, effects: [{gain_gold: 1}]}",
         "INT-01"},
        {"{timing: reaction, trigger: {event: card_destroyed, before: true}, "
         "effects: [{gain_gold: 1}]}",
         "INT-02"},
        {"{timing: reaction, trigger: {event: honor_lost, before: true}, "
         "effects: [{gain_gold: 1}]}",
         "INT-02"},
        {"{timing: reaction, trigger: {event: phase_ends, before: true}, "
         "effects: [{gain_gold: 1}]}",
         "INT-02"},
        {"{timing: reaction, trigger: {event: phase_ends, phase: attack, "
         "before: true}, effects: [{gain_gold: 1}]}",
         "INT-02"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char yaml[1024];
        snprintf(yaml, sizeof yaml,
                 "cards:\n"
                 "  - {id: x-int, title: X, type: holding, gold_cost: 1,\n"
                 "     printings: [{set: Lotus Edition}],\n"
                 "     abilities: [%s]}\n",
                 bad[i].ability);
        assert_load_refused(yaml, bad[i].rule, bad[i].ability);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_INT_03_mandatory_resolves_just_before),
        cmocka_unit_test(test_INT_03_inline_in_an_effect),
        cmocka_unit_test(test_INT_03_inline_after_load_and_clone),
        cmocka_unit_test(test_INT_04_before_an_action_resolves),
        cmocka_unit_test(test_INT_04_before_a_phase_ends),
        cmocka_unit_test(test_INT_04_no_window_for_reactions_alone),
        cmocka_unit_test(test_INT_01_02_load_refusals),
    };
    return cmocka_run_group_tests(tests, NULL, fx_teardown);
}
