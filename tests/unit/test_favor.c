/* SPDX-License-Identifier: MIT */
/* The Imperial Favor (FAV-01 .. FAV-11) in scenarios: lobbying, Action
   cards that take or discard the Favor (as a cost or an effect), the two
   default abilities every player has (favor-draw, favor-home) in the
   Action phase and in battles, driven through moves in the text notation
   and checked through the public API (the Favor handle, legal moves,
   views, the event log). Every illegal move is checked for L5R_EILLEGAL,
   its rule ID and an unchanged hash. */
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

/* --- the cards --------------------------------------------------------- */

static const char CARDS[] =
    "cards:\n"
    "  - {id: f-castle, title: Favor Castle, type: stronghold, faction: "
    "Crab,\n"
    "     province_strength: 5, gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: f-keep, title: Favor Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 5, gold_production: 10, starting_honor: 4,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: f-noble, title: Favor Noble, type: personality, force: 3,\n"
    "     chi: 2, honor_requirement: '-', gold_cost: 2, personal_honor: 2,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: f-ronin, title: Favor Ronin, type: personality, force: 1,\n"
    "     chi: 1, honor_requirement: '-', gold_cost: 0, personal_honor: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: f-bushi, title: Favor Bushi, type: personality, force: 2,\n"
    "     chi: 2, honor_requirement: '-', gold_cost: 2, personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: f-guard, title: Favor Guard, type: personality, force: 1,\n"
    "     chi: 2, honor_requirement: '-', gold_cost: 2, personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: f-summons, title: Imperial Summons, type: action, focus: 1,\n"
    "     printings: [{set: Lotus Edition}],\n"
    "     abilities: [{timing: [open, battle],\n"
    "                  effects: [{take_favor: true}]}]}\n"
    "  - {id: f-disgrace, title: Court Disgrace, type: action, focus: 1,\n"
    "     printings: [{set: Lotus Edition}],\n"
    "     abilities: [{timing: [open, battle],\n"
    "                  effects: [{discard_favor: true}]}]}\n"
    "  - {id: f-petition, title: Favored Petition, type: action, focus: 1,\n"
    "     printings: [{set: Lotus Edition}],\n"
    "     abilities: [{timing: open, cost: [{discard_favor: true}],\n"
    "                  effects: [{gain_gold: 1}]}]}\n"
    "  - {id: f-gift, title: Generous Gift, type: action, focus: 1,\n"
    "     printings: [{set: Lotus Edition}],\n"
    "     abilities: [{timing: open, effects: [{gain_honor: 2}]}]}\n"
    "  - {id: f-net, title: Weighted Net, type: action, focus: 1,\n"
    "     printings: [{set: Lotus Edition}],\n"
    "     abilities: [{timing: open, target: {type: personality},\n"
    "                  effects: [{bow: target}]}]}\n"
    "  - {id: f-scroll, title: Favor Scroll, type: action, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n";

#define DYN1  "f-noble f-ronin f-bushi f-guard"
#define DYN2  "f-guard f-guard f-guard f-bushi"
#define FATE1 "f-summons f-disgrace f-petition f-gift f-scroll*4"
#define FATE2 "f-summons*2 f-disgrace*2 f-petition f-gift*2 f-net"

/* --- helpers ------------------------------------------------------------- */

static uint32_t favor(const fx *f)
{
    const l5r_favor *fv = l5r_game_favor(f->g);
    assert_non_null(fv);
    return l5r_favor_controller(fv);
}

/*
 * The board: p1 (Favor Castle, honor 6, goes first) recruits his Dynasty
 * cards in turn 1, p2 (Favor Keep, honor 4) in turn 2; now it is turn 3,
 * p1's Action phase. Every Fate card starts in hand (the starting hand is
 * 8 cards) unless a Fate deck is longer. No Personality has a faction:
 * recruiting gains no honor.
 */
static fx *board_with(const char *fate1, const char *fate2)
{
    fx *f = new_board(CARDS, "f-castle", DYN1, fate1, "f-keep", DYN2, fate2);
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 8), L5R_OK);
    assert_int_equal(fx_set(f, L5R_PARAM_MAX_HAND, 12), L5R_OK);
    START(f, 5);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    recruit_everything_turns(f, "f-castle", "f-keep");
    assert_int_equal(l5r_game_player_honor(f->g, 0), 6);
    assert_int_equal(l5r_game_player_honor(f->g, 1), 4);
    return f;
}

static fx *board(void)
{
    return board_with(FATE1, FATE2);
}

/* The "favor" entry of every view (both players', a spectator's) is
   `want`, and there is exactly one. */
static void assert_views_favor(const fx *f, const char *want)
{
    static const uint32_t viewers[] = {0, 1, L5R_NO_ID};
    for (size_t i = 0; i < 3; i++) {
        char *json = view(f, viewers[i]);
        const char *at = strstr(json, "\"favor\":");
        assert_non_null(at);
        assert_null(strstr(at + 1, "\"favor\":"));
        if (strncmp(at, want, strlen(want)) != 0)
            fail_msg("view of %u: %.20s, expected %s", viewers[i], at, want);
        l5r_free(json);
    }
}

/* The L5R_EV_FAVOR events since the last clear: how many, and the player
   (the new controller) of the last one. */
static uint32_t favor_events(const fx *f, uint32_t *last_player)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < l5r_game_event_count(f->g); i++) {
        int k;
        uint32_t p;
        assert_int_equal(l5r_game_event(&k, &p, NULL, NULL, f->g, i), L5R_OK);
        if (k == L5R_EV_FAVOR) {
            n++;
            if (last_player != NULL)
                *last_player = p;
        }
    }
    return n;
}

/* Player `p`'s legal moves that use player ability `ability` (card
   L5R_NO_ID); and how many of p's legal uses name no card at all with
   another ability. Returns the count of the first kind. */
static uint32_t legal_player_uses(const fx *f, uint32_t p, uint32_t ability,
                                  uint32_t *others)
{
    l5r_action_list *l = NULL;
    assert_int_equal(l5r_game_legal_actions(&l, f->g, p), L5R_OK);
    uint32_t n = 0, o = 0;
    for (uint32_t i = 0; i < l5r_action_list_count(l); i++) {
        const l5r_action *a = l5r_action_list_action(l, i);
        if (l5r_action_kind(a) != L5R_ACT_USE ||
            l5r_action_card(a) != L5R_NO_ID)
            continue;
        if (l5r_action_ability(a) == ability) {
            n++;
            const char *name = l5r_player_ability_name((int)ability);
            assert_non_null(name);
            char prefix[64];
            snprintf(prefix, sizeof prefix, "p%u use %s", p + 1, name);
            assert_non_null(strstr(l5r_action_list_text(l, i), prefix));
        } else {
            o++;
        }
    }
    l5r_action_list_free(l);
    if (others != NULL)
        *others = o;
    return n;
}

/* From the turn-3 board: p2 takes the Favor with an Imperial Summons in
   p1's Action phase; both pass to the Attack phase; p1 attacks p2. */
static void p2_takes_favor_then_p1_attacks(fx *f)
{
    DO(f, "p1 pass");
    DO(f, "p2 use #%u.0", in_hand(f, 1, "f-summons"));
    assert_int_equal(favor(f), 1);
    PASS_TO(f, L5R_PHASE_ATTACK);
    assert_decision(f, 0, L5R_DECIDE_ATTACK);
    DO(f, "p1 attack p2");
}

/* --- FAV-01, FAV-02 --------------------------------------------------------
 */

static void test_FAV_01_one_favor_per_game_one_controller(void **state)
{
    (void)state;
    fx *f = board();
    const l5r_favor *fv = l5r_game_favor(f->g);
    assert_non_null(fv);
    assert_ptr_equal(l5r_game_favor(f->g), fv);
    uint32_t ncards = l5r_game_card_count(f->g);
    DO(f, "p1 use lobby bow #%u", in_play(f, 0, "f-noble"));
    assert_int_equal(l5r_favor_controller(fv), 0);
    assert_views_favor(f, "\"favor\":1");
    /* p2 takes it: p1 no longer has it (one controller at a time). */
    DO(f, "p2 use #%u.0", in_hand(f, 1, "f-summons"));
    assert_ptr_equal(l5r_game_favor(f->g), fv);
    assert_int_equal(l5r_favor_controller(fv), 1);
    assert_views_favor(f, "\"favor\":2");
    /* The Favor is not a card: no card appeared. */
    assert_int_equal(l5r_game_card_count(f->g), ncards);
    /* A clone has its own Favor, in the same state. */
    l5r_game *c = NULL;
    assert_int_equal(l5r_game_clone(&c, f->g), L5R_OK);
    const l5r_favor *cf = l5r_game_favor(c);
    assert_non_null(cf);
    assert_ptr_not_equal(cf, fv);
    assert_int_equal(l5r_favor_controller(cf), 1);
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    char text[64];
    snprintf(text, sizeof text, "p1 use #%u.0", in_hand(f, 0, "f-disgrace"));
    assert_int_equal(l5r_game_apply_text(c, text, &v), L5R_OK);
    assert_int_equal(l5r_favor_controller(cf), L5R_NO_ID);
    assert_int_equal(l5r_favor_controller(fv), 1);
    l5r_game_free(c);
    /* Misuse. */
    assert_null(l5r_game_favor(NULL));
    assert_int_equal(l5r_favor_controller(NULL), L5R_NO_ID);
    fx_free(f);
}

static void test_FAV_02_favor_starts_uncontrolled(void **state)
{
    (void)state;
    for (int64_t seed = 1; seed <= 4; seed++) {
        fx *f = fx_track(fx_new(CARDS));
        assert_non_null(f);
        if (fx_deck(f, 0, "f-castle", NULL, NULL, DYN1, FATE1) != L5R_OK ||
            fx_deck(f, 1, "f-keep", NULL, NULL, DYN2, FATE2) != L5R_OK ||
            fx_start(f, seed) != L5R_OK)
            fail_msg("%s", f->msg);
        assert_int_equal(favor(f), L5R_NO_ID);
        assert_views_favor(f, "\"favor\":null");
        /* Nobody lobbies: it stays uncontrolled. */
        NEXT_TURN(f);
        NEXT_TURN(f);
        assert_int_equal(favor(f), L5R_NO_ID);
        fx_free(f);
    }
    fx *f = board();
    assert_int_equal(favor(f), L5R_NO_ID);
    assert_views_favor(f, "\"favor\":null");
    fx_free(f);
}

/* --- FAV-03 -------------------------------------------------------------- */

static void test_FAV_03_lobby_from_no_one_and_from_another_player(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t noble = in_play(f, 0, "f-noble");
    uint32_t guard2 = in_play(f, 1, "f-guard");
    uint32_t who = 99;
    /* From no one: p1 (6) is higher than p2 (4). */
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p1 use lobby bow #%u", noble);
    assert_int_equal(favor(f), 0);
    assert_int_equal(l5r_game_card_is_bowed(f->g, noble), 1);
    assert_int_equal(favor_events(f, &who), 1);
    assert_int_equal(who, 0);
    /* p2 climbs to 8 honor with two gifts. */
    DO(f, "p2 use #%u.0", in_hand(f, 1, "f-gift"));
    DO(f, "p1 pass");
    DO(f, "p2 use #%u.0", in_hand(f, 1, "f-gift"));
    assert_int_equal(l5r_game_player_honor(f->g, 1), 8);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), 1);
    assert_int_equal(favor(f), 0);
    /* From another player: p2 (8) is higher than p1 (6). */
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p2 use lobby bow #%u", guard2);
    assert_int_equal(favor(f), 1);
    assert_int_equal(l5r_game_card_is_bowed(f->g, guard2), 1);
    assert_int_equal(favor_events(f, &who), 1);
    assert_int_equal(who, 1);
    fx_free(f);
}

static void test_FAV_03_effects_take_favor_from_anyone(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t who = 99;
    DO(f, "p1 pass");
    /* From no one, by an effect. */
    DO(f, "p2 use #%u.0", in_hand(f, 1, "f-summons"));
    assert_int_equal(favor(f), 1);
    /* From p2, by lobbying. */
    DO(f, "p1 use lobby bow #%u", in_play(f, 0, "f-bushi"));
    assert_int_equal(favor(f), 0);
    /* From p1, by an effect. */
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p2 use #%u.0", in_hand(f, 1, "f-summons"));
    assert_int_equal(favor(f), 1);
    assert_int_equal(favor_events(f, &who), 1);
    assert_int_equal(who, 1);
    /* And back, by p1's own effect. */
    DO(f, "p1 use #%u.0", in_hand(f, 0, "f-summons"));
    assert_int_equal(favor(f), 0);
    fx_free(f);
}

/* Lobbying needs Family Honor strictly higher than every other player's
   (CORE-58). */
static void test_FAV_03_lobby_needs_strictly_higher_family_honor(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t noble = in_play(f, 0, "f-noble");
    uint32_t guard2 = in_play(f, 1, "f-guard");
    DO(f, "p1 pass");
    DO(f, "p2 use #%u.0", in_hand(f, 1, "f-gift"));
    assert_int_equal(l5r_game_player_honor(f->g, 1), 6);
    /* Equal (6 = 6): refused. */
    ILLEGAL(f, L5R_REASON_RESTRICTED, "CORE-58", "p1 use lobby bow #%u", noble);
    assert_int_equal(legal_player_uses(f, 0, L5R_PA_LOBBY, NULL), 0);
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), 1);
    ILLEGAL(f, L5R_REASON_RESTRICTED, "CORE-58", "p2 use lobby bow #%u",
            guard2);
    DO(f, "p2 use #%u.0", in_hand(f, 1, "f-gift"));
    DO(f, "p1 pass");
    assert_int_equal(l5r_game_player_honor(f->g, 1), 8);
    assert_true(legal_player_uses(f, 1, L5R_PA_LOBBY, NULL) > 0);
    DO(f, "p2 use lobby bow #%u", guard2);
    assert_int_equal(favor(f), 1);
    /* Lower (6 < 8): refused. */
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    ILLEGAL(f, L5R_REASON_RESTRICTED, "CORE-58", "p1 use lobby bow #%u", noble);
    assert_int_equal(favor(f), 1);
    fx_free(f);
}

/* The cost: bow an unbowed Personality you control (named by the move). */
static void test_FAV_03_lobby_cost_is_an_unbowed_own_personality(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t noble = in_play(f, 0, "f-noble");
    uint32_t bushi = in_play(f, 0, "f-bushi");
    uint32_t guard2 = in_play(f, 1, "f-guard");
    uint32_t castle = in_play(f, 0, "f-castle");
    ILLEGAL(f, L5R_REASON_COST, "CORE-54", "p1 use lobby");
    ILLEGAL(f, L5R_REASON_COST, "CORE-54", "p1 use lobby bow #%u", guard2);
    ILLEGAL(f, L5R_REASON_COST, "CORE-54", "p1 use lobby bow #%u", castle);
    /* Lobbying is Limited: not in another player's Action phase. */
    DO(f, "p1 pass");
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-27", "p2 use lobby bow #%u",
            guard2);
    /* p2 bows the noble: a bowed Personality cannot pay. */
    DO(f, "p2 use #%u.0 target #%u", in_hand(f, 1, "f-net"), noble);
    assert_int_equal(l5r_game_card_is_bowed(f->g, noble), 1);
    ILLEGAL(f, L5R_REASON_BOWED, "CORE-24", "p1 use lobby bow #%u", noble);
    assert_int_equal(favor(f), L5R_NO_ID);
    DO(f, "p1 use lobby bow #%u", bushi);
    assert_int_equal(favor(f), 0);
    /* Once per turn, like any ability (not a Favor rule). */
    DO(f, "p2 pass");
    ILLEGAL(f, L5R_REASON_LIMIT, "CORE-28", "p1 use lobby bow #%u",
            in_play(f, 0, "f-guard"));
    fx_free(f);
}

/* "bow an unbowed Personality you control with Personal Honor 1 or more":
   the Favor Ronin has Personal Honor 0. */
static void
test_FAV_03_lobby_refuses_personality_with_personal_honor_0(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t ronin = in_play(f, 0, "f-ronin");
    char text[64];
    snprintf(text, sizeof text, "p1 use lobby bow #%u", ronin);
    assert_true(legal_player_uses(f, 0, L5R_PA_LOBBY, NULL) > 0);
    int listed = legal_has(f, 0, text);
    ILLEGAL(f, L5R_REASON_COST, "CORE-54", "p1 use lobby bow #%u", ronin);
    assert_false(listed);
    assert_int_equal(favor(f), L5R_NO_ID);
    assert_int_equal(l5r_game_card_is_bowed(f->g, ronin), 0);
    fx_free(f);
}

/* --- FAV-04, FAV-05 --------------------------------------------------------
 */

static void test_FAV_04_discard_as_cost_needs_control(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t who = 99;
    /* Nobody controls it: nobody can pay. */
    ILLEGAL(f, L5R_REASON_COST, "FAV-04", "p1 use #%u.0",
            in_hand(f, 0, "f-petition"));
    DO(f, "p1 use lobby bow #%u", in_play(f, 0, "f-noble"));
    /* p1 controls it: p2 cannot pay with it. */
    ILLEGAL(f, L5R_REASON_COST, "FAV-04", "p2 use #%u.0",
            in_hand(f, 1, "f-petition"));
    DO(f, "p2 pass");
    /* Its controller pays: from p1 to uncontrolled. */
    int32_t gold = l5r_game_player_gold(f->g, 0);
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p1 use #%u.0", in_hand(f, 0, "f-petition"));
    assert_int_equal(favor(f), L5R_NO_ID);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold + 1);
    assert_int_equal(favor_events(f, &who), 1);
    assert_int_equal(who, L5R_NO_ID);
    /* Now uncontrolled again: p2 still cannot. */
    ILLEGAL(f, L5R_REASON_COST, "FAV-04", "p2 use #%u.0",
            in_hand(f, 1, "f-petition"));
    /* favor-draw's cost is the same. */
    DO(f, "p2 pass");
    ILLEGAL(f, L5R_REASON_COST, "FAV-04", "p1 use favor-draw discard #%u",
            in_hand(f, 0, "f-scroll"));
    fx_free(f);
}

static void test_FAV_05_discard_effect_whoever_controls(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t who = 99;
    DO(f, "p1 use lobby bow #%u", in_play(f, 0, "f-noble"));
    /* p2's effect discards p1's Favor. */
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p2 use #%u.0", in_hand(f, 1, "f-disgrace"));
    assert_int_equal(favor(f), L5R_NO_ID);
    assert_int_equal(favor_events(f, &who), 1);
    assert_int_equal(who, L5R_NO_ID);
    /* p2 takes it, then discards his own by an effect. */
    DO(f, "p1 pass");
    DO(f, "p2 use #%u.0", in_hand(f, 1, "f-summons"));
    assert_int_equal(favor(f), 1);
    DO(f, "p1 pass");
    DO(f, "p2 use #%u.0", in_hand(f, 1, "f-disgrace"));
    assert_int_equal(favor(f), L5R_NO_ID);
    /* p2 takes it again; p1's effect discards it. */
    DO(f, "p1 pass");
    DO(f, "p2 use #%u.0", in_hand(f, 1, "f-summons"));
    assert_int_equal(favor(f), 1);
    DO(f, "p1 use #%u.0", in_hand(f, 0, "f-disgrace"));
    assert_int_equal(favor(f), L5R_NO_ID);
    fx_free(f);
}

/* --- FAV-06 -------------------------------------------------------------- */

static void
test_FAV_06_favor_draw_discards_favor_and_a_card_draws_one(void **state)
{
    (void)state;
    fx *f = board_with("f-scroll*11", FATE2);
    uint32_t noble = in_play(f, 0, "f-noble");
    uint32_t x = in_hand(f, 0, "f-scroll");
    /* Without the Favor: the cost cannot be paid. */
    ILLEGAL(f, L5R_REASON_COST, "FAV-04", "p1 use favor-draw discard #%u", x);
    DO(f, "p1 use lobby bow #%u", noble);
    /* Limited: not in p1's Action phase for p2, whatever he holds. */
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-27",
            "p2 use favor-draw discard #%u", in_hand(f, 1, "f-net"));
    DO(f, "p2 pass");
    /* "and a card": exactly one card from his own hand. */
    ILLEGAL(f, L5R_REASON_COST, "CORE-54", "p1 use favor-draw");
    ILLEGAL(f, L5R_REASON_COST, "CORE-54", "p1 use favor-draw discard #%u",
            in_hand(f, 1, "f-net"));
    ILLEGAL(f, L5R_REASON_COST, "CORE-54",
            "p1 use favor-draw discard #%u discard #%u", x,
            fx_find_nth(f, 0, L5R_ZONE_HAND, "f-scroll", 1));
    uint32_t hand = l5r_game_player_zone_count(f->g, 0, L5R_ZONE_HAND);
    uint32_t deck = l5r_game_player_zone_count(f->g, 0, L5R_ZONE_FATE_DECK);
    uint32_t pile = l5r_game_player_zone_count(f->g, 0, L5R_ZONE_FATE_DISCARD);
    assert_true(deck >= 1);
    assert_int_equal(favor(f), 0);
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p1 use favor-draw discard #%u", x);
    assert_int_equal(favor(f), L5R_NO_ID);
    assert_int_equal(l5r_game_card_zone(f->g, x), L5R_ZONE_FATE_DISCARD);
    assert_int_equal(l5r_game_player_zone_count(f->g, 0, L5R_ZONE_HAND), hand);
    assert_int_equal(l5r_game_player_zone_count(f->g, 0, L5R_ZONE_FATE_DECK),
                     deck - 1);
    assert_int_equal(l5r_game_player_zone_count(f->g, 0, L5R_ZONE_FATE_DISCARD),
                     pile + 1);
    assert_int_equal(fx_event_count(f, L5R_EV_DRAW), 1);
    assert_int_equal(fx_event_count(f, L5R_EV_FAVOR), 1);
    /* p2's hand is untouched. */
    assert_int_equal(l5r_game_player_zone_count(f->g, 1, L5R_ZONE_HAND), 8);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    fx_free(f);
}

/* --- FAV-07 -------------------------------------------------------------- */

static void test_FAV_07_favor_home_moves_an_attacking_unit_home(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t noble = in_play(f, 0, "f-noble");
    uint32_t guard2 = in_play(f, 1, "f-guard");
    DO(f, "p1 pass");
    DO(f, "p2 use #%u.0", in_hand(f, 1, "f-summons"));
    assert_int_equal(favor(f), 1);
    /* A Battle ability: not in the Action phase. */
    DO(f, "p1 pass");
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-56", "p2 use favor-home target #%u",
            noble);
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", noble);
    DO(f, "p1 pass");
    DO(f, "p2 assign #%u to 1", guard2);
    pass_until(f, L5R_DECIDE_BATTLEFIELD);
    DO(f, "p1 fight 1");
    assert_int_equal(view_location(f, noble), 1);
    /* Engage is a time point, not the Combat Segment. */
    assert_decision(f, 1, L5R_DECIDE_ENGAGE);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-56", "p2 use favor-home target #%u",
            noble);
    pass_while(f, L5R_DECIDE_ENGAGE);
    /* The Combat Segment: the Defender acts first. */
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    /* A target attacking enemy unit: not his own defender. */
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-55", "p2 use favor-home target #%u",
            guard2);
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-55", "p2 use favor-home");
    uint32_t who = 99;
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p2 use favor-home target #%u", noble);
    assert_int_equal(favor(f), L5R_NO_ID);
    assert_int_equal(favor_events(f, &who), 1);
    assert_int_equal(who, L5R_NO_ID);
    assert_int_equal(view_location(f, noble), 0);
    assert_int_equal(l5r_game_card_zone(f->g, noble), L5R_ZONE_PLAY);
    assert_int_equal(view_location(f, guard2), 1);
    assert_decision(f, 0, L5R_DECIDE_BATTLE);
    /* Resolution: the noble (3F) is not there; the guard (1F) wins against
       nobody, so nothing is destroyed and the noble is not bowed. */
    pass_while(f, L5R_DECIDE_BATTLE);
    assert_int_equal(l5r_game_card_zone(f->g, noble), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_is_bowed(f->g, noble), 0);
    assert_int_equal(l5r_game_card_zone(f->g, guard2), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_player_honor(f->g, 0), 6);
    assert_int_equal(l5r_game_player_honor(f->g, 1), 4);
    assert_int_equal(l5r_game_player_province_count(f->g, 1), 4);
    fx_free(f);
}

/* --- FAV-08 -------------------------------------------------------------- */

static void test_FAV_08_favor_draw_once_per_turn(void **state)
{
    (void)state;
    fx *f = board();
    DO(f, "p1 use lobby bow #%u", in_play(f, 0, "f-noble"));
    DO(f, "p2 pass");
    DO(f, "p1 use favor-draw discard #%u", in_hand(f, 0, "f-scroll"));
    assert_int_equal(favor(f), L5R_NO_ID);
    DO(f, "p2 pass");
    /* He gets the Favor back by an effect; the ability is still used. */
    DO(f, "p1 use #%u.0", in_hand(f, 0, "f-summons"));
    assert_int_equal(favor(f), 0);
    DO(f, "p2 pass");
    ILLEGAL(f, L5R_REASON_LIMIT, "FAV-08", "p1 use favor-draw discard #%u",
            in_hand(f, 0, "f-scroll"));
    assert_int_equal(legal_player_uses(f, 0, L5R_PA_FAVOR_DRAW, NULL), 0);
    /* A new turn of his: usable again. */
    NEXT_TURN(f);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    assert_int_equal(favor(f), 0);
    assert_true(legal_player_uses(f, 0, L5R_PA_FAVOR_DRAW, NULL) > 0);
    DO(f, "p1 use favor-draw discard #%u", in_hand(f, 0, "f-scroll"));
    assert_int_equal(favor(f), L5R_NO_ID);
    fx_free(f);
}

static void test_FAV_08_favor_home_once_per_turn_and_location(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t noble = in_play(f, 0, "f-noble");
    uint32_t bushi = in_play(f, 0, "f-bushi");
    uint32_t g1 = fx_find_nth(f, 1, L5R_ZONE_PLAY, "f-guard", 0);
    uint32_t g2 = fx_find_nth(f, 1, L5R_ZONE_PLAY, "f-guard", 1);
    assert_int_not_equal(g2, L5R_NO_ID);
    p2_takes_favor_then_p1_attacks(f);
    DO(f, "p1 assign #%u to 1", noble);
    DO(f, "p1 assign #%u to 2", bushi);
    DO(f, "p1 pass");
    DO(f, "p2 assign #%u to 1", g1);
    DO(f, "p2 assign #%u to 2", g2);
    pass_until(f, L5R_DECIDE_BATTLEFIELD);
    DO(f, "p1 fight 1");
    pass_while(f, L5R_DECIDE_ENGAGE);
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    /* Location: a unit at another battlefield cannot be targeted. */
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-51", "p2 use favor-home target #%u",
            bushi);
    DO(f, "p2 use favor-home target #%u", noble);
    assert_int_equal(favor(f), L5R_NO_ID);
    pass_while(f, L5R_DECIDE_BATTLE);
    assert_decision(f, 0, L5R_DECIDE_BATTLEFIELD);
    DO(f, "p1 fight 2");
    pass_while(f, L5R_DECIDE_ENGAGE);
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    /* The Favor comes back by an effect; the ability is still used. */
    DO(f, "p2 use #%u.0", in_hand(f, 1, "f-summons"));
    assert_int_equal(favor(f), 1);
    DO(f, "p1 pass");
    ILLEGAL(f, L5R_REASON_LIMIT, "FAV-08", "p2 use favor-home target #%u",
            bushi);
    assert_int_equal(legal_player_uses(f, 1, L5R_PA_FAVOR_HOME, NULL), 0);
    assert_int_equal(view_location(f, bushi), 2);
    assert_int_equal(favor(f), 1);
    fx_free(f);
}

static void test_FAV_08_favor_home_needs_presence(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t noble = in_play(f, 0, "f-noble");
    p2_takes_favor_then_p1_attacks(f);
    DO(f, "p1 assign #%u to 1", noble);
    /* p2 assigns nobody. */
    pass_until(f, L5R_DECIDE_BATTLEFIELD);
    DO(f, "p1 fight 1");
    pass_while(f, L5R_DECIDE_ENGAGE);
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    ILLEGAL(f, L5R_REASON_PRESENCE, "FAV-08", "p2 use favor-home target #%u",
            noble);
    assert_int_equal(legal_player_uses(f, 1, L5R_PA_FAVOR_HOME, NULL), 0);
    assert_int_equal(favor(f), 1);
    assert_int_equal(view_location(f, noble), 1);
    fx_free(f);
}

/* --- FAV-09 -------------------------------------------------------------- */

static void test_FAV_09_favor_abilities_are_the_players(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t noble = in_play(f, 0, "f-noble");
    uint32_t guard2 = in_play(f, 1, "f-guard");
    uint32_t ncards = l5r_game_card_count(f->g);
    /* Without the Favor: lobbying is listed (no card), favor-draw not. */
    uint32_t others = 99;
    assert_true(legal_player_uses(f, 0, L5R_PA_LOBBY, &others) > 0);
    assert_int_equal(others, 0);
    assert_int_equal(legal_player_uses(f, 0, L5R_PA_FAVOR_DRAW, NULL), 0);
    assert_int_equal(legal_player_uses(f, 0, L5R_PA_FAVOR_HOME, NULL), 0);
    DO(f, "p1 use lobby bow #%u", noble);
    assert_int_equal(legal_player_uses(f, 1, L5R_PA_FAVOR_DRAW, NULL), 0);
    DO(f, "p2 pass");
    /* With it: favor-draw, one move per card in hand, no card of its own. */
    uint32_t hand = l5r_game_player_zone_count(f->g, 0, L5R_ZONE_HAND);
    assert_int_equal(legal_player_uses(f, 0, L5R_PA_FAVOR_DRAW, NULL), hand);
    char text[64];
    snprintf(text, sizeof text, "p1 use favor-draw discard #%u",
             in_hand(f, 0, "f-scroll"));
    assert_true(legal_has(f, 0, text));
    assert_int_equal(l5r_game_card_count(f->g), ncards);
    /* In battle: favor-home for p2 only once he controls the Favor. */
    DO(f, "p1 pass");
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", in_play(f, 0, "f-bushi"));
    DO(f, "p1 pass");
    DO(f, "p2 assign #%u to 1", guard2);
    pass_until(f, L5R_DECIDE_BATTLEFIELD);
    DO(f, "p1 fight 1");
    pass_while(f, L5R_DECIDE_ENGAGE);
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    assert_int_equal(favor(f), 0);
    assert_int_equal(legal_player_uses(f, 1, L5R_PA_FAVOR_HOME, NULL), 0);
    DO(f, "p2 use #%u.0", in_hand(f, 1, "f-summons"));
    /* p1 no longer controls it: nothing for him. */
    assert_decision(f, 0, L5R_DECIDE_BATTLE);
    assert_int_equal(legal_player_uses(f, 0, L5R_PA_FAVOR_HOME, NULL), 0);
    DO(f, "p1 pass");
    assert_int_equal(legal_player_uses(f, 1, L5R_PA_FAVOR_HOME, NULL), 1);
    snprintf(text, sizeof text, "p2 use favor-home target #%u",
             in_play(f, 0, "f-bushi"));
    assert_true(legal_has(f, 1, text));
    assert_int_equal(l5r_game_card_count(f->g), ncards);
    fx_free(f);
}

/* --- FAV-10 -------------------------------------------------------------- */

static void test_FAV_10_views_show_the_controller_publicly(void **state)
{
    (void)state;
    fx *f = board();
    assert_views_favor(f, "\"favor\":null");
    DO(f, "p1 use lobby bow #%u", in_play(f, 0, "f-noble"));
    assert_views_favor(f, "\"favor\":1");
    DO(f, "p2 use #%u.0", in_hand(f, 1, "f-summons"));
    assert_views_favor(f, "\"favor\":2");
    DO(f, "p1 use #%u.0", in_hand(f, 0, "f-disgrace"));
    assert_views_favor(f, "\"favor\":null");
    fx_free(f);
}

/* --- FAV-11 -------------------------------------------------------------- */

/* Apply `without` to a clone and `with` to the game: both leave the same
   pending decision; `with` records exactly one L5R_EV_FAVOR whose player
   is `who`. */
static void assert_instantaneous(fx *f, const char *without, const char *with,
                                 uint32_t who)
{
    l5r_game *c = NULL;
    assert_int_equal(l5r_game_clone(&c, f->g), L5R_OK);
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    assert_int_equal(l5r_game_apply_text(c, without, &v), L5R_OK);
    uint32_t p0, p1;
    int k0, k1;
    assert_int_equal(l5r_game_decision(&p0, &k0, c), L5R_OK);
    int phase = l5r_game_phase(c);
    l5r_game_free(c);
    uint32_t log = l5r_game_log_count(f->g);
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "%s", with);
    uint32_t last = 99;
    assert_int_equal(favor_events(f, &last), 1);
    assert_int_equal(last, who);
    assert_int_equal(favor(f), who);
    assert_int_equal(l5r_game_log_count(f->g), log + 1);
    assert_int_equal(l5r_game_decision(&p1, &k1, f->g), L5R_OK);
    assert_int_equal(p1, p0);
    assert_int_equal(k1, k0);
    assert_int_equal(l5r_game_phase(f->g), phase);
}

static void test_FAV_11_changes_of_control_are_instantaneous(void **state)
{
    (void)state;
    fx *f = board();
    char gift1[32], gift2[32], with[64];
    snprintf(gift1, sizeof gift1, "p1 use #%u.0", in_hand(f, 0, "f-gift"));
    snprintf(gift2, sizeof gift2, "p2 use #%u.0", in_hand(f, 1, "f-gift"));
    /* Lobbying (to p1). */
    snprintf(with, sizeof with, "p1 use lobby bow #%u",
             in_play(f, 0, "f-noble"));
    assert_instantaneous(f, gift1, with, 0);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    /* An effect taking it (to p2). */
    snprintf(with, sizeof with, "p2 use #%u.0", in_hand(f, 1, "f-summons"));
    assert_instantaneous(f, gift2, with, 1);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    /* An effect discarding it (to no one). */
    snprintf(with, sizeof with, "p1 use #%u.0", in_hand(f, 0, "f-disgrace"));
    assert_instantaneous(f, gift1, with, L5R_NO_ID);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    /* A cost paying it (p1 gets it back first). */
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.0", in_hand(f, 0, "f-summons"));
    DO(f, "p2 pass");
    snprintf(with, sizeof with, "p1 use #%u.0", in_hand(f, 0, "f-petition"));
    assert_instantaneous(f, gift1, with, L5R_NO_ID);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_FAV_01_one_favor_per_game_one_controller,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_FAV_02_favor_starts_uncontrolled,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_FAV_03_lobby_from_no_one_and_from_another_player, fx_teardown),
        cmocka_unit_test_teardown(test_FAV_03_effects_take_favor_from_anyone,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_FAV_03_lobby_needs_strictly_higher_family_honor, fx_teardown),
        cmocka_unit_test_teardown(
            test_FAV_03_lobby_cost_is_an_unbowed_own_personality, fx_teardown),
        cmocka_unit_test_teardown(
            test_FAV_03_lobby_refuses_personality_with_personal_honor_0,
            fx_teardown),
        cmocka_unit_test_teardown(test_FAV_04_discard_as_cost_needs_control,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_FAV_05_discard_effect_whoever_controls,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_FAV_06_favor_draw_discards_favor_and_a_card_draws_one,
            fx_teardown),
        cmocka_unit_test_teardown(
            test_FAV_07_favor_home_moves_an_attacking_unit_home, fx_teardown),
        cmocka_unit_test_teardown(test_FAV_08_favor_draw_once_per_turn,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_FAV_08_favor_home_once_per_turn_and_location, fx_teardown),
        cmocka_unit_test_teardown(test_FAV_08_favor_home_needs_presence,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_FAV_09_favor_abilities_are_the_players,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_FAV_10_views_show_the_controller_publicly, fx_teardown),
        cmocka_unit_test_teardown(
            test_FAV_11_changes_of_control_are_instantaneous, fx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
