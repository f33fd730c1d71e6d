/* SPDX-License-Identifier: MIT */
/* Mandatory triggered abilities (TRG-01 .. TRG-05): a Reaction written
   `mandatory: true` is not used but happens. It resolves by itself when
   its trigger happens, once per trigger, before the Reaction window
   (TRG-01); it is never a move (TRG-03); several at once resolve by
   player from the active one, then in card order (TRG-04); the loader
   refuses one that would make a choice (TRG-02) or has a limit (TRG-05).
   Every illegal move is checked by fx_illegal(): the reason, the rule ID
   and the hash unchanged. */
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

/* No Personality has a faction: recruiting gains no honor. */
static const char CARDS[] =
    "cards:\n"
    "  - {id: m-castle, title: Quiet Castle, type: stronghold,\n"
    "     faction: Crab, province_strength: 9, gold_production: 20,\n"
    "     starting_honor: 6, printings: [{set: Lotus Edition}]}\n"
    "  - {id: m-keep, title: Quiet Keep, type: stronghold,\n"
    "     faction: Scorpion, province_strength: 9, gold_production: 20,\n"
    "     starting_honor: 4, printings: [{set: Lotus Edition}]}\n"
    /* When you gain honor, gain 1 gold: bowed by producing, it still
       resolves. */
    "  - id: m-treasury\n"
    "    title: Treasury Keep\n"
    "    type: stronghold\n"
    "    faction: Crane\n"
    "    province_strength: 9\n"
    "    gold_production: 20\n"
    "    starting_honor: 6\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: reaction, mandatory: true,\n"
    "         trigger: {event: honor_gained}, effects: [{gain_gold: 1}]}\n"
    /* After this card enters play, gain 2 honor (mandatory); and an
       optional Reaction to the same trigger. */
    "  - id: m-herald\n"
    "    title: Loud Herald\n"
    "    type: personality\n"
    "    force: 1\n"
    "    chi: 1\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 1\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: reaction\n"
    "        mandatory: true\n"
    "        trigger: {event: enters_play}\n"
    "        effects: [{gain_honor: 2}]\n"
    "      - timing: reaction\n"
    "        trigger: {event: enters_play}\n"
    "        effects: [{gain_gold: 1}]\n"
    /* After this card enters play, gain 1 honor, then 1 honor again. */
    "  - id: m-crier\n"
    "    title: Town Crier\n"
    "    type: personality\n"
    "    force: 1\n"
    "    chi: 1\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 1\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: reaction\n"
    "        mandatory: true\n"
    "        trigger: {event: enters_play}\n"
    "        effects: [{gain_honor: 1}, {gain_honor: 1}]\n"
    /* At the start of your turn, gain 1 honor; a Ninjutsu Personality, so
   he can be recruited face-down (NIN-01). */
    "  - id: m-shade\n"
    "    title: Dawn Shade\n"
    "    type: personality\n"
    "    keywords: [Ninjutsu 1]\n"
    "    force: 1\n"
    "    chi: 1\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 1\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: reaction, mandatory: true, trigger: {event: "
    "turn_start},\n"
    "         effects: [{gain_honor: 1}]}\n"
    /* An optional Reaction: after this card enters play, gain 1 honor. */
    "  - id: m-bard\n"
    "    title: Wandering Bard\n"
    "    type: personality\n"
    "    force: 1\n"
    "    chi: 1\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 1\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: reaction, trigger: {event: enters_play},\n"
    "         effects: [{gain_honor: 1}]}\n"
    /* When anyone takes the Imperial Favor: gain 1 honor / gain 3
       honor. */
    "  - id: m-watch-a\n"
    "    title: Watcher One\n"
    "    type: personality\n"
    "    force: 1\n"
    "    chi: 1\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 1\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: reaction, mandatory: true,\n"
    "         trigger: {event: favor_taken}, effects: [{gain_honor: 1}]}\n"
    "  - id: m-watch-b\n"
    "    title: Watcher Three\n"
    "    type: personality\n"
    "    force: 1\n"
    "    chi: 1\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 1\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: reaction, mandatory: true,\n"
    "         trigger: {event: favor_taken}, effects: [{gain_honor: 3}]}\n"
    "  - {id: m-ronin, title: Plain Ronin, type: personality, force: 1,\n"
    "     chi: 1, honor_requirement: '-', gold_cost: 1, personal_honor: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    /* Limited: take the Imperial Favor. */
    "  - id: m-decree\n"
    "    title: Imperial Decree\n"
    "    type: action\n"
    "    focus: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: limited, effects: [{take_favor: true}]}\n";

/* p1's Dynasty phase in turn 1, his Stronghold `sh` produced (bowed). */
static fx *dynasty_board(const char *sh, const char *dyn1)
{
    fx *f = new_board(CARDS, sh, dyn1, NULL, "m-keep",
                      "m-ronin m-ronin m-ronin m-ronin", NULL);
    assert_int_equal(fx_set(f, L5R_PARAM_PROVINCES, 4), L5R_OK);
    START(f, 5);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    assert_decision(f, 0, L5R_DECIDE_DYNASTY);
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, sh));
    return f;
}

/* TRG-01: the Herald enters play and its mandatory ability gains 2 honor
   by itself, before anyone decides anything; then the Reaction window
   opens for the optional Reaction to the same trigger. TRG-03: the
   mandatory ability is never a move: not listed, and refused. */
static void test_TRG_01_resolves_by_itself_before_the_window(void **state)
{
    (void)state;
    fx *f = dynasty_board("m-castle", "m-herald m-ronin m-ronin m-ronin");
    uint32_t herald = card(f, 0, L5R_ZONE_PROVINCE, "m-herald");
    int32_t honor = l5r_game_player_honor(f->g, 0);
    int32_t gold = l5r_game_player_gold(f->g, 0);
    /* TRG-03: the database says which is mandatory, and no move uses it. */
    uint32_t def = fx_def(f, "m-herald");
    assert_int_equal(l5r_carddb_card_ability_timing(f->db, def, 0),
                     L5R_ABILITY_REACTION | L5R_ABILITY_MANDATORY);
    assert_int_equal(l5r_carddb_card_ability_timing(f->db, def, 1),
                     L5R_ABILITY_REACTION);
    DO(f, "p1 recruit #%u", herald);
    assert_int_equal(l5r_game_player_honor(f->g, 0), honor + 2); /* TRG-01 */
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold - 1);
    /* The window is for the optional Reaction (ability 1) only. */
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "TRG-03", "p1 use #%u.0", herald);
    char b0[64], b1[64];
    const char *want[] = {fx_txt(b1, sizeof b1, "p1 use #%u.1", herald), NULL};
    const char *absent[] = {fx_txt(b0, sizeof b0, "p1 use #%u.0", herald),
                            NULL};
    check_listed(f, 0, want, absent);
    DO(f, "p1 use #%u.1", herald);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold);
    /* Nothing more resolves by itself: once per trigger. */
    assert_int_equal(l5r_game_player_honor(f->g, 0), honor + 2);
    pass_while(f, L5R_DECIDE_REACTION);
    assert_decision(f, 0, L5R_DECIDE_DYNASTY);
    assert_int_equal(l5r_game_player_honor(f->g, 0), honor + 2);
    fx_free(f);
}

/* TRG-01: a bowed card's mandatory ability resolves (the Treasury was
   bowed to produce), once for each trigger: the Crier gains honor twice,
   two honor_gained triggers, 2 gold. TRG-04: the Treasury's resolve after
   the Crier's, whose effects called on them. No window opens: nobody has
   an optional Reaction. */
static void test_TRG_01_bowed_card_once_per_trigger(void **state)
{
    (void)state;
    fx *f = dynasty_board("m-treasury", "m-crier m-ronin m-ronin m-ronin");
    uint32_t treasury = card(f, 0, L5R_ZONE_PLAY, "m-treasury");
    assert_int_equal(l5r_game_card_is_bowed(f->g, treasury), 1);
    int32_t honor = l5r_game_player_honor(f->g, 0);
    int32_t gold = l5r_game_player_gold(f->g, 0);
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p1 recruit #%u", card(f, 0, L5R_ZONE_PROVINCE, "m-crier"));
    assert_int_equal(l5r_game_player_honor(f->g, 0), honor + 2);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold - 1 + 2);
    assert_decision(f, 0, L5R_DECIDE_DYNASTY);
    /* The order of what happened: honor, honor, then gold, gold. */
    int order[4], n = 0;
    for (uint32_t i = 0; i < l5r_game_event_count(f->g); i++) {
        int kind;
        int32_t value;
        assert_int_equal(l5r_game_event(&kind, NULL, NULL, &value, f->g, i),
                         L5R_OK);
        if ((kind == L5R_EV_HONOR || (kind == L5R_EV_GOLD && value > 0)) &&
            n < 4)
            order[n++] = kind;
    }
    assert_int_equal(n, 4);
    assert_int_equal(order[0], L5R_EV_HONOR);
    assert_int_equal(order[1], L5R_EV_HONOR);
    assert_int_equal(order[2], L5R_EV_GOLD);
    assert_int_equal(order[3], L5R_EV_GOLD);
    /* Nothing is used: no ability of the Treasury was spent. */
    assert_int_equal(l5r_game_card_is_bowed(f->g, treasury), 1);
    fx_free(f);
}

/* TRG-01: a Reaction used in the window gains honor, and the Treasury's
   mandatory ability resolves at once, in the window, which goes on. */
static void test_TRG_01_triggered_by_a_reaction_in_the_window(void **state)
{
    (void)state;
    fx *f = dynasty_board("m-treasury", "m-bard m-ronin m-ronin m-ronin");
    uint32_t bard = card(f, 0, L5R_ZONE_PROVINCE, "m-bard");
    int32_t honor = l5r_game_player_honor(f->g, 0);
    int32_t gold = l5r_game_player_gold(f->g, 0);
    DO(f, "p1 recruit #%u", bard);
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold - 1);
    DO(f, "p1 use #%u.0", bard);
    assert_int_equal(l5r_game_player_honor(f->g, 0), honor + 1);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold - 1 + 1);
    assert_decision(f, 1, L5R_DECIDE_REACTION);
    pass_while(f, L5R_DECIDE_REACTION);
    assert_decision(f, 0, L5R_DECIDE_DYNASTY);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold - 1 + 1);
    fx_free(f);
}

/* TRG-01: only a face-up card in play: of two Shades, the one recruited
   face-down gains nothing as p1's turn begins, the face-up one gains 1
   honor; the one left in a province nothing either. */
static void test_TRG_01_face_down_card_does_nothing(void **state)
{
    (void)state;
    fx *f = dynasty_board("m-castle", "m-shade m-shade m-shade m-ronin");
    DO(f, "p1 recruit #%u face-down",
       card_nth(f, 0, L5R_ZONE_PROVINCE, "m-shade", 0));
    DO(f, "p1 recruit #%u", card_nth(f, 0, L5R_ZONE_PROVINCE, "m-shade", 0));
    assert_int_equal(fx_count(f, 0, L5R_ZONE_PLAY, "m-shade"), 2);
    assert_int_equal(fx_count(f, 0, L5R_ZONE_PROVINCE, "m-shade"), 1);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), 1);
    int32_t honor = l5r_game_player_honor(f->g, 0);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    assert_int_equal(l5r_game_player_honor(f->g, 0), honor + 1);
    fx_free(f);
}

/* The honor changes recorded since the events were cleared, as
   player * 100 + amount. */
static int honor_changes(const fx *f, int *out, int cap)
{
    int n = 0;
    for (uint32_t i = 0; i < l5r_game_event_count(f->g); i++) {
        int kind;
        uint32_t player;
        int32_t value;
        assert_int_equal(l5r_game_event(&kind, &player, NULL, &value, f->g, i),
                         L5R_OK);
        if (kind == L5R_EV_HONOR && n < cap)
            out[n++] = (int)player * 100 + value;
    }
    return n;
}

/* TRG-04: the Favor is taken and four watchers' mandatory abilities
   resolve: the active player's first, in card order, then the other
   player's. In turn 3 p1 takes it; in turn 4 p2 does, and p2's come
   first. Cards out of play (p2's Decree in hand) do nothing. */
static void test_TRG_04_active_player_first_in_card_order(void **state)
{
    (void)state;
    fx *f = new_board(CARDS, "m-castle", "m-watch-b m-watch-a m-ronin m-ronin",
                      "m-decree", "m-keep",
                      "m-watch-a m-watch-b m-ronin m-ronin", "m-decree");
    assert_int_equal(fx_set(f, L5R_PARAM_PROVINCES, 4), L5R_OK);
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 1), L5R_OK);
    START(f, 5);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    recruit_everything_turns(f, "m-castle", "m-keep");
    uint32_t a1 = in_play(f, 0, "m-watch-a"), b1 = in_play(f, 0, "m-watch-b");
    uint32_t a2 = in_play(f, 1, "m-watch-a"), b2 = in_play(f, 1, "m-watch-b");
    /* p1's two watchers in card order, then p2's. */
    int p1_first[4] = {a1 < b1 ? 1 : 3, a1 < b1 ? 3 : 1,
                       100 + (a2 < b2 ? 1 : 3), 100 + (a2 < b2 ? 3 : 1)};
    int got[8];
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    int32_t h1 = l5r_game_player_honor(f->g, 0);
    DO(f, "p1 use #%u.0", in_hand(f, 0, "m-decree"));
    assert_int_equal(honor_changes(f, got, 8), 4);
    for (int i = 0; i < 4; i++)
        assert_int_equal(got[i], p1_first[i]);
    assert_int_equal(l5r_game_player_honor(f->g, 0), h1 + 4);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), 1);
    PASS_TO(f, L5R_PHASE_ACTION);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p2 use #%u.0", in_hand(f, 1, "m-decree"));
    assert_int_equal(honor_changes(f, got, 8), 4);
    for (int i = 0; i < 4; i++)
        assert_int_equal(got[i], p1_first[(i + 2) % 4]);
    fx_free(f);
}

/* TRG-01 with a sample card: Yasuki Tradesman enters play and his
   controller gains 2 gold, with no Reaction window (nobody may react). */
static void test_TRG_01_sample_yasuki_tradesman(void **state)
{
    (void)state;
    fx *f = fx_track(fx_new_sample(NULL));
    assert_non_null(f);
    assert_int_equal(fx_set(f, L5R_PARAM_PROVINCES, 4), L5R_OK);
    assert_int_equal(
        fx_deck(f, 0, "the-kaiu-walls", NULL, NULL, "yasuki-tradesman*4", NULL),
        L5R_OK);
    assert_int_equal(
        fx_deck(f, 1, "kyuden-bayushi", NULL, NULL, "yasuki-tradesman*4", NULL),
        L5R_OK);
    START(f, 5);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    assert_decision(f, 0, L5R_DECIDE_DYNASTY);
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, "the-kaiu-walls"));
    int32_t gold = l5r_game_player_gold(f->g, 0);
    uint32_t c = L5R_NO_ID;
    for (uint32_t n = 0; c == L5R_NO_ID; n++) {
        uint32_t k = card_nth(f, 0, L5R_ZONE_PROVINCE, "yasuki-tradesman", n);
        if (l5r_game_card_is_face_down(f->g, k) == 0)
            c = k;
    }
    DO(f, "p1 recruit #%u", c);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold - 4 + 2);
    assert_decision(f, 0, L5R_DECIDE_DYNASTY);
    fx_free(f);
}

/* One card file: `ability` is the YAML of the one ability of a
   Personality, at line 8 of the file. */
static int load_one(const char *ability, char *msg, size_t cap, uint32_t *line)
{
    char yaml[1024];
    snprintf(yaml, sizeof yaml,
             "sets:\n"
             "  - {name: Lotus Edition, order: 50, lotus: true}\n"
             "cards:\n"
             "  - {id: m-one, title: One, type: personality, force: 1,\n"
             "     chi: 1, honor_requirement: '-', gold_cost: 1,\n"
             "     personal_honor: 0, printings: [{set: Lotus Edition}],\n"
             "     abilities: [\n"
             "       %s]}\n",
             ability);
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    int rc = l5r_carddb_load_buffer(db, "m.yaml", yaml, strlen(yaml));
    msg[0] = '\0';
    *line = 0;
    if (rc != L5R_OK && l5r_carddb_diag_count(db) > 0) {
        snprintf(msg, cap, "%s", l5r_carddb_diag_message(db, 0));
        assert_int_equal(l5r_carddb_diag(NULL, line, NULL, db, 0), L5R_OK);
    }
    l5r_carddb_free(db);
    return rc;
}

static void refused(const char *ability, const char *rule, const char *what)
{
    char msg[512];
    uint32_t line;
    int rc = load_one(ability, msg, sizeof msg, &line);
    if (rc != L5R_ESCHEMA || strstr(msg, rule) == NULL ||
        strstr(msg, what) == NULL || line != 8)
        fail_msg("%s: rc %d, line %u, '%s'; want %s, '%s'", ability, rc, line,
                 msg, rule, what);
}

/* TRG-02: a mandatory ability makes no choices: a cost, a target, an
   effect that targets or chooses, Ritual casters, a timing other than
   reaction alone are refused at load, with the line and the rule ID. */
static void test_TRG_02_refused_with_a_choice(void **state)
{
    (void)state;
    char msg[512];
    uint32_t line;
    /* The accepted form, and one with a condition. */
    assert_int_equal(load_one("{timing: reaction, mandatory: true, trigger: "
                              "{event: enters_play}, effects: [{draw: 1}]}",
                              msg, sizeof msg, &line),
                     L5R_OK);
    assert_int_equal(
        load_one("{timing: reaction, mandatory: true, trigger: {event: "
                 "turn_start}, condition: {player: gold, at_most: 0}, "
                 "effects: [{gain_gold: 1}]}",
                 msg, sizeof msg, &line),
        L5R_OK);
    refused("{timing: reaction, mandatory: true, trigger: {event: "
            "enters_play}, cost: [{gold: 1}], effects: [{draw: 1}]}",
            "TRG-02", "no 'cost'");
    refused("{timing: reaction, mandatory: true, trigger: {event: "
            "enters_play}, cost: [{bow: self}], effects: [{draw: 1}]}",
            "TRG-02", "no 'cost'");
    refused("{timing: reaction, mandatory: true, trigger: {event: "
            "enters_play}, target: {type: personality}, effects: [{bow: "
            "target}]}",
            "TRG-02", "no 'target'");
    refused("{timing: limited, mandatory: true, effects: [{draw: 1}]}",
            "TRG-02", "timing: reaction");
    refused("{timing: [reaction, open], mandatory: true, trigger: {event: "
            "enters_play}, effects: [{draw: 1}]}",
            "TRG-02", "timing: reaction");
    refused("{timing: reaction, mandatory: true, trigger: {event: "
            "battle_won}, effects: [{fear: 2}]}",
            "TRG-02", "'fear' names a target");
    refused("{timing: reaction, mandatory: true, trigger: {event: "
            "battle_won}, effects: [{ranged_attack: 2}]}",
            "TRG-02", "'ranged_attack' names a target");
    refused("{timing: reaction, mandatory: true, trigger: {event: "
            "enters_play}, effects: [{search: {find: {type: item}}}]}",
            "TRG-02", "'search' chooses a card");
    refused("{timing: reaction, mandatory: true, traits: [Ritual], casters: "
            "{min: 1}, trigger: {event: enters_play}, effects: [{draw: 1}]}",
            "TRG-02", "no 'casters'");
}

/* TRG-05: no limit: a `limit` on a mandatory ability is refused at load
   (it resolves each time its trigger happens). */
static void test_TRG_05_no_limit(void **state)
{
    (void)state;
    refused("{timing: reaction, mandatory: true, limit: any_number, trigger: "
            "{event: enters_play}, effects: [{draw: 1}]}",
            "TRG-05", "no 'limit'");
    refused("{timing: reaction, mandatory: true, limit: once_per_turn, "
            "trigger: {event: enters_play}, effects: [{draw: 1}]}",
            "TRG-05", "no 'limit'");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(
            test_TRG_01_resolves_by_itself_before_the_window, fx_teardown),
        cmocka_unit_test_teardown(
            test_TRG_01_triggered_by_a_reaction_in_the_window, fx_teardown),
        cmocka_unit_test_teardown(test_TRG_01_face_down_card_does_nothing,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_TRG_01_bowed_card_once_per_trigger,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_TRG_04_active_player_first_in_card_order,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_TRG_01_sample_yasuki_tradesman,
                                  fx_teardown),
        cmocka_unit_test(test_TRG_02_refused_with_a_choice),
        cmocka_unit_test(test_TRG_05_no_limit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
