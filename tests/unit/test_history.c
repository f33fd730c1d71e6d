/* SPDX-License-Identifier: MIT */
/*
 * Action-history conditions and amounts as rulings (HIS-01 .. HIS-03)
 * through the public API: the actions a player took this turn and this
 * battle, read by a condition ("if you have taken no actions this
 * battle", "if an opponent took an action this turn") and by an amount.
 * Reactions are no actions; an Action card played and lobbying are.
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

/* The Chronicle Castle's abilities, by index. */
enum {
    AB_BATTLE_GOLD = 0,     /* Battle: gain 1 gold */
    AB_FIRST_IN_BATTLE = 1, /* Battle, no action of his this battle: +1 Honor */
    AB_BATTLE_HONOR = 2,    /* Open: Honor equal to his actions this battle */
    AB_FIRST_IN_TURN = 3,   /* Open, no action of his this turn: gain 1 gold */
    AB_AFTER_THEIRS = 4,    /* Open, an opponent took an action: draw 1 */
    AB_THEIR_COUNT = 5      /* Open: Honor equal to the opponent's actions */
};

/* p1's Stronghold holds the abilities (it is no unit, so it is present at
   every battle of its player); p2's Watcher may answer any action with a
   Reaction, and p2's Fate deck is Action cards. */
static const char CARDS[] =
    "cards:\n"
    "  - id: h-castle\n"
    "    title: Chronicle Castle\n"
    "    type: stronghold\n"
    "    faction: Crab\n"
    "    province_strength: 3\n"
    "    gold_production: 10\n"
    "    starting_honor: 6\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: battle, limit: any_number, effects: [{gain_gold: 1}]}\n"
    "      - {timing: battle, limit: any_number,\n"
    "         condition: {player: actions_this_battle, at_most: 0},\n"
    "         effects: [{gain_honor: 1}]}\n"
    "      - {timing: open, limit: any_number, effects: [{gain_honor: "
    "{amount:\n"
    "           {player: actions_this_battle}}}]}\n"
    "      - {timing: open, limit: any_number,\n"
    "         condition: {player: actions_this_turn, at_most: 0},\n"
    "         effects: [{gain_gold: 1}]}\n"
    "      - {timing: open, limit: any_number,\n"
    "         condition: {player: actions_this_turn, of: opponent, "
    "at_least: 1},\n"
    "         effects: [{draw: 1}]}\n"
    "      - {timing: open, limit: any_number, effects: [{gain_honor: "
    "{amount:\n"
    "           {player: actions_this_turn, of: opponent}}}]}\n"
    "  - {id: h-keep, title: Chronicle Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 3, gold_production: 10, starting_honor: 4,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: h-samurai, title: Chronicle Samurai, type: personality, "
    "force: 3,\n"
    "     chi: 2, honor_requirement: '-', gold_cost: 1, personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - id: h-watcher\n"
    "    title: Chronicle Watcher\n"
    "    type: personality\n"
    "    force: 1\n"
    "    chi: 2\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 1\n"
    "    personal_honor: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: reaction, trigger: {event: action_resolved},\n"
    "         effects: [{gain_gold: 1}]}\n"
    "  - id: h-scroll\n"
    "    title: Chronicle Scroll\n"
    "    type: action\n"
    "    focus: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: open, effects: [{gain_gold: 1}]}\n";

/* p1: two Samurai; p2: the Watcher and Scrolls in hand. Turn 3, p1's
   Action phase. */
static fx *board(void)
{
    fx *f = new_board(CARDS, "h-castle", "h-samurai h-samurai", "h-scroll*10",
                      "h-keep", "h-watcher", "h-scroll*10");
    assert_int_equal(fx_set(f, L5R_PARAM_PROVINCES, 4), L5R_OK);
    START(f, 5);
    recruit_turns(f);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    return f;
}

/* p2's Watcher answers the action that just resolved (a Reaction: no
   action of p2's), then the window closes. */
static void watcher_reacts(fx *f)
{
    uint32_t watcher = in_play(f, 1, "h-watcher");
    for (int i = 0; i < 4 && decision_kind(f) == L5R_DECIDE_REACTION; i++) {
        uint32_t p;
        int k;
        assert_int_equal(l5r_game_decision(&p, &k, f->g), L5R_OK);
        if (p == 1 && legal_now(f, "p2 use #%u.0", watcher))
            DO(f, "p2 use #%u.0", watcher);
        else
            DO(f, "p%u pass", p + 1);
    }
    pass_while(f, L5R_DECIDE_REACTION);
}

/* HIS-01, HIS-02: before any action p1 may use his "no action yet"
   ability and not his "after an opponent's" one; his first action (that
   very ability) shuts the one and p2's Reaction does not open the other;
   an Action card p2 plays does, and counts once for the amount. A new
   turn starts both counts again; lobbying is an action. */
static void test_HIS_01_02_actions_this_turn(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t castle = card(f, 0, L5R_ZONE_PLAY, "h-castle");
    assert_legal(f, "p1 use #%u.%d", castle, AB_FIRST_IN_TURN);
    ILLEGAL(f, L5R_REASON_RESTRICTED, "CND-01", "p1 use #%u.%d", castle,
            AB_AFTER_THEIRS);
    DO(f, "p1 use #%u.%d", castle, AB_FIRST_IN_TURN);
    watcher_reacts(f);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    /* HIS-01: p1 took one action; p2's Reaction was none. */
    ILLEGAL(f, L5R_REASON_RESTRICTED, "CND-01", "p1 use #%u.%d", castle,
            AB_FIRST_IN_TURN);
    ILLEGAL(f, L5R_REASON_RESTRICTED, "CND-01", "p1 use #%u.%d", castle,
            AB_AFTER_THEIRS);
    int32_t h = l5r_game_player_honor(f->g, 0);
    DO(f, "p1 use #%u.%d", castle, AB_THEIR_COUNT);
    assert_int_equal(l5r_game_player_honor(f->g, 0), h);
    watcher_reacts(f);
    /* p2 plays an Action card: an action. */
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    DO(f, "p2 use #%u.0", in_hand(f, 1, "h-scroll"));
    watcher_reacts(f);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    assert_legal(f, "p1 use #%u.%d", castle, AB_AFTER_THEIRS);
    h = l5r_game_player_honor(f->g, 0);
    DO(f, "p1 use #%u.%d", castle, AB_THEIR_COUNT);
    assert_int_equal(l5r_game_player_honor(f->g, 0), h + 1);
    watcher_reacts(f);
    /* HIS-02: p2's turn; p2 passes, and neither has taken an action. */
    NEXT_TURN(f);
    pass_while(f, L5R_DECIDE_REACTION);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    assert_legal(f, "p1 use #%u.%d", castle, AB_FIRST_IN_TURN);
    ILLEGAL(f, L5R_REASON_RESTRICTED, "CND-01", "p1 use #%u.%d", castle,
            AB_AFTER_THEIRS);
    /* HIS-01: in p1's next turn, lobbying (Limited), an ability every
       player has, is an action. */
    NEXT_TURN(f);
    pass_while(f, L5R_DECIDE_REACTION);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    assert_legal(f, "p1 use #%u.%d", castle, AB_FIRST_IN_TURN);
    DO(f, "p1 use lobby bow #%u", card(f, 0, L5R_ZONE_PLAY, "h-samurai"));
    watcher_reacts(f);
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    ILLEGAL(f, L5R_REASON_RESTRICTED, "CND-01", "p1 use #%u.%d", castle,
            AB_FIRST_IN_TURN);
    fx_free(f);
}

/* In the Combat Segment the Defender (p2) passes, then p1, who took
   actions this turn, has taken none in this battle (HIS-03): his "first
   in battle" ability is legal until his first action here, and the
   amount reads that action and its own. Both pass. */
static void battle(fx *f, uint32_t castle)
{
    assert_decision(f, 1, L5R_DECIDE_ENGAGE);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    DO(f, "p2 pass");
    assert_legal(f, "p1 use #%u.%d", castle, AB_FIRST_IN_BATTLE);
    DO(f, "p1 use #%u.%d", castle, AB_BATTLE_GOLD);
    watcher_reacts(f);
    DO(f, "p2 pass");
    ILLEGAL(f, L5R_REASON_RESTRICTED, "CND-01", "p1 use #%u.%d", castle,
            AB_FIRST_IN_BATTLE);
    int32_t h = l5r_game_player_honor(f->g, 0);
    DO(f, "p1 use #%u.%d", castle, AB_BATTLE_HONOR);
    assert_int_equal(l5r_game_player_honor(f->g, 0), h + 2);
    watcher_reacts(f);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
}

/* HIS-03: outside a battle the number is 0, though p1 took an action;
   in each of two battles of one turn it starts at none. */
static void test_HIS_03_actions_this_battle(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t castle = card(f, 0, L5R_ZONE_PLAY, "h-castle");
    uint32_t s0 = card_nth(f, 0, L5R_ZONE_PLAY, "h-samurai", 0);
    uint32_t s1 = card_nth(f, 0, L5R_ZONE_PLAY, "h-samurai", 1);
    DO(f, "p1 use #%u.%d", castle, AB_FIRST_IN_TURN);
    watcher_reacts(f);
    DO(f, "p2 pass");
    int32_t h = l5r_game_player_honor(f->g, 0);
    DO(f, "p1 use #%u.%d", castle, AB_BATTLE_HONOR);
    assert_int_equal(l5r_game_player_honor(f->g, 0), h);
    watcher_reacts(f);
    PASS_TO(f, L5R_PHASE_ATTACK);
    pass_while(f, L5R_DECIDE_REACTION);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", s0);
    DO(f, "p1 assign #%u to 2", s1);
    for (int i = 0; i < 6 && decision_kind(f) == L5R_DECIDE_ASSIGN; i++) {
        uint32_t p;
        int k;
        assert_int_equal(l5r_game_decision(&p, &k, f->g), L5R_OK);
        DO(f, "p%u pass", p + 1);
    }
    pass_while(f, L5R_DECIDE_REACTION);
    DO(f, "p1 fight 1");
    battle(f, castle);
    pass_while(f, L5R_DECIDE_REACTION);
    DO(f, "p1 fight 2");
    battle(f, castle);
    fx_free(f);
}

/* HIS-01 .. HIS-03: the counts are part of the game: a save loads to the
   same hash, and the loaded game reads the same. */
static void test_HIS_counts_survive_a_save(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t castle = card(f, 0, L5R_ZONE_PLAY, "h-castle");
    DO(f, "p1 use #%u.%d", castle, AB_FIRST_IN_TURN);
    watcher_reacts(f);
    DO(f, "p2 pass");
    void *data = NULL;
    size_t len = 0;
    assert_int_equal(l5r_game_save(&data, &len, f->g), L5R_OK);
    l5r_game *g2 = NULL;
    assert_int_equal(l5r_game_load(&g2, f->db, data, len, NULL), L5R_OK);
    assert_true(l5r_game_hash(g2) == l5r_game_hash(f->g));
    l5r_game_free(g2);
    l5r_free(data);
    ILLEGAL(f, L5R_REASON_RESTRICTED, "CND-01", "p1 use #%u.%d", castle,
            AB_FIRST_IN_TURN);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_HIS_01_02_actions_this_turn,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_HIS_03_actions_this_battle, fx_teardown),
        cmocka_unit_test_teardown(test_HIS_counts_survive_a_save, fx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
