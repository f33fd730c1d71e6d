/* SPDX-License-Identifier: MIT */
/*
 * Discarding and removing as effects, as rulings (DIS-01 .. DIS-03)
 * through the public API: discard_random, mill and remove_from_game;
 * discards of the player's choice (DIS-05, DIS-06: discard_chosen) or of
 * the ability's player's (DIS-07: chosen_by: self); and
 * gaining control of a card (CTL-01 .. CTL-03: gain_control).
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

/* The Ravager's abilities, by index (all Limited):
   0 the opponent discards 2 cards at random
   1 the opponent discards the top 3 cards of his Fate deck
   2 remove a target Personality from the game
   3 he discards the top 9 cards of his own Fate deck
   4 he discards 9 cards at random (his whole hand)
   5 a "Mark" token on a target Personality
   6 put a Personality of any discard pile into play
   7 gain control of a target card
   8 destroy a target Personality
   9 the opponent discards the top 2 cards of his Dynasty deck
  10 the opponent discards the top 9 cards of his Dynasty deck
  11 draw two cards, then discard a card of his choice
  12 the opponent discards 2 cards of his choice
  13 he discards 9 cards of his choice (his whole hand)
  14 he looks at the opponent's hand and chooses 2 cards he discards */
enum {
    AB_RANDOM = 0,
    AB_MILL = 1,
    AB_REMOVE = 2,
    AB_MILL_SELF = 3,
    AB_EMPTY_HAND = 4,
    AB_MARK = 5,
    AB_RETURN = 6,
    AB_CONTROL = 7,
    AB_DESTROY = 8,
    AB_MILL_DYNASTY = 9,
    AB_MILL_DYNASTY_ALL = 10,
    AB_DRAW_DISCARD = 11,
    AB_OPP_CHOSEN = 12,
    AB_CHOSEN_ALL = 13,
    AB_CHOSEN_BY_SELF = 14
};

static const char CARDS[] =
    "cards:\n"
    "  - {id: d-castle, title: Ravaged Castle, type: stronghold, faction: "
    "Crab,\n"
    "     province_strength: 5, gold_production: 10, starting_honor: 8,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: d-keep, title: Ravaged Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 5, gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - id: d-ravager\n"
    "    title: Ravager of Libraries\n"
    "    type: personality\n"
    "    force: 2\n"
    "    chi: 2\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 2\n"
    "    personal_honor: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: limited,\n"
    "         effects: [{discard_random: {amount: 2, player: opponent}}]}\n"
    "      - {timing: limited, effects: [{mill: {amount: 3, player: "
    "opponent}}]}\n"
    "      - {timing: limited, target: {type: personality},\n"
    "         effects: [{remove_from_game: target}]}\n"
    "      - {timing: limited, effects: [{mill: 9}]}\n"
    "      - {timing: limited, effects: [{discard_random: 9}]}\n"
    "      - {timing: limited, target: {type: personality},\n"
    "         effects: [{create_token: {on: target, title: Mark, force: "
    "1}}]}\n"
    "      - {timing: limited, target: {type: personality, at: discard},\n"
    "         effects: [{put_into_play: target}]}\n"
    "      - {timing: limited, target: {type: card},\n"
    "         effects: [{gain_control: target}]}\n"
    "      - {timing: limited, target: {type: personality},\n"
    "         effects: [{destroy: target}]}\n"
    "      - {timing: limited, effects: [{mill: {amount: 2, player: "
    "opponent,\n"
    "         deck: dynasty}}]}\n"
    "      - {timing: limited, effects: [{mill: {amount: 9, player: "
    "opponent,\n"
    "         deck: dynasty}}]}\n"
    "      - {timing: limited, effects: [{draw: 2}, {discard_chosen: 1}]}\n"
    "      - {timing: limited,\n"
    "         effects: [{discard_chosen: {amount: 2, player: opponent}}]}\n"
    "      - {timing: limited, effects: [{discard_chosen: 9}]}\n"
    "      - {timing: limited, effects: [{discard_chosen: {amount: 2,\n"
    "         player: opponent, chosen_by: self}}]}\n"
    "  - {id: d-guard, title: Ravaged Guard, type: personality, force: 1,\n"
    "     chi: 2, honor_requirement: '-', gold_cost: 2, personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: d-scroll, title: Ravaged Scroll, type: action, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: d-tome, title: Ravaged Tome, type: action, focus: 2,\n"
    "     printings: [{set: Lotus Edition}]}\n";

/* p1: the Ravager and three Guards; p2: four Guards, a Fate deck of
   Scrolls and Tomes. Turn 3, p1's Action phase. */
static fx *board_with(int64_t seed, const char *fate1)
{
    fx *f = new_board(CARDS, "d-castle", "d-ravager d-guard d-guard d-guard",
                      fate1, "d-keep", "d-guard d-guard d-guard d-guard",
                      "d-scroll*5 d-tome*5");
    START(f, seed);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    recruit_everything_turns(f, "d-castle", "d-keep");
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    return f;
}

static fx *board(int64_t seed)
{
    return board_with(seed, "d-scroll*6");
}

static uint32_t zone_count(const fx *f, uint32_t p, int zone)
{
    return l5r_game_player_zone_count(f->g, p, zone);
}

/* DIS-01: two of p2's cards leave his hand for his Fate discard pile, the
   same two for the same seed; a hand with fewer cards than the amount is
   emptied. */
static void test_DIS_01_random_discard(void **state)
{
    (void)state;
    uint32_t first[2] = {0, 0};
    for (int run = 0; run < 2; run++) {
        fx *f = board(11);
        uint32_t rav = in_play(f, 0, "d-ravager");
        uint32_t hand = zone_count(f, 1, L5R_ZONE_HAND);
        uint32_t pile = zone_count(f, 1, L5R_ZONE_FATE_DISCARD);
        assert_true(hand >= 2);
        P1_USE(f, "p1 use #%u.%d", rav, AB_RANDOM);
        assert_int_equal(zone_count(f, 1, L5R_ZONE_HAND), hand - 2);
        assert_int_equal(zone_count(f, 1, L5R_ZONE_FATE_DISCARD), pile + 2);
        uint32_t got[2], n = 0;
        for (uint32_t i = 0; i < l5r_game_card_count(f->g) && n < 2; i++)
            if (l5r_game_card_owner(f->g, i) == 1 &&
                l5r_game_card_zone(f->g, i) == L5R_ZONE_FATE_DISCARD)
                got[n++] = i;
        assert_int_equal(n, 2);
        if (run == 0) {
            first[0] = got[0], first[1] = got[1];
        } else {
            assert_int_equal(got[0], first[0]); /* the seed decides */
            assert_int_equal(got[1], first[1]);
        }
        /* His own hand of fewer than 9 is emptied. */
        uint32_t mine = zone_count(f, 0, L5R_ZONE_HAND);
        assert_true(mine > 0 && mine < 9);
        P1_USE(f, "p1 use #%u.%d", rav, AB_EMPTY_HAND);
        assert_int_equal(zone_count(f, 0, L5R_ZONE_HAND), 0);
        fx_free(f);
    }
}

/* DIS-02: the top 3 of p2's Fate deck go to his discard pile, the top one
   first; p1's own deck, with fewer than 9 cards, is discarded to its end
   and nothing more happens (no loss). */
static void test_DIS_02_discarding_the_top_of_a_deck(void **state)
{
    (void)state;
    fx *f = board(11);
    uint32_t rav = in_play(f, 0, "d-ravager");
    uint32_t deck = zone_count(f, 1, L5R_ZONE_FATE_DECK);
    uint32_t pile = zone_count(f, 1, L5R_ZONE_FATE_DISCARD);
    assert_true(deck >= 3);
    P1_USE(f, "p1 use #%u.%d", rav, AB_MILL);
    assert_int_equal(zone_count(f, 1, L5R_ZONE_FATE_DECK), deck - 3);
    assert_int_equal(zone_count(f, 1, L5R_ZONE_FATE_DISCARD), pile + 3);
    uint32_t own = zone_count(f, 0, L5R_ZONE_FATE_DECK);
    assert_true(own < 9);
    uint32_t own_pile = zone_count(f, 0, L5R_ZONE_FATE_DISCARD);
    P1_USE(f, "p1 use #%u.%d", rav, AB_MILL_SELF);
    assert_int_equal(zone_count(f, 0, L5R_ZONE_FATE_DECK), 0);
    assert_int_equal(zone_count(f, 0, L5R_ZONE_FATE_DISCARD), own_pile + own);
    assert_int_not_equal(l5r_game_phase(f->g), L5R_PHASE_GAME_OVER);
    fx_free(f);
}

/* DIS-04: p2's Dynasty deck (nine Guards, four of them in his provinces)
   loses its top 2 cards, then the 3 left though 9 are asked, to his
   Dynasty discard pile, face-up; his provinces keep their cards, and his
   Fate deck is untouched. */
static void test_DIS_04_discarding_the_top_of_a_dynasty_deck(void **state)
{
    (void)state;
    fx *f = new_board(CARDS, "d-castle", "d-ravager", "d-scroll*6", "d-keep",
                      "d-guard*9", "d-scroll*5 d-tome*5");
    START(f, 11);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    produce_and_recruit_all(f, 0, "d-castle");
    NEXT_TURN(f);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_turn(f->g), 3);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    uint32_t rav = in_play(f, 0, "d-ravager");
    uint32_t deck = zone_count(f, 1, L5R_ZONE_DYNASTY_DECK);
    uint32_t pile = zone_count(f, 1, L5R_ZONE_DYNASTY_DISCARD);
    uint32_t provinces = zone_count(f, 1, L5R_ZONE_PROVINCE);
    uint32_t fate = zone_count(f, 1, L5R_ZONE_FATE_DECK);
    assert_int_equal(deck, 5);
    P1_USE(f, "p1 use #%u.%d", rav, AB_MILL_DYNASTY);
    assert_int_equal(zone_count(f, 1, L5R_ZONE_DYNASTY_DECK), deck - 2);
    assert_int_equal(zone_count(f, 1, L5R_ZONE_DYNASTY_DISCARD), pile + 2);
    assert_int_equal(zone_count(f, 1, L5R_ZONE_PROVINCE), provinces);
    assert_int_equal(zone_count(f, 1, L5R_ZONE_FATE_DECK), fate);
    for (uint32_t i = 0; i < l5r_game_card_count(f->g); i++)
        if (l5r_game_card_zone(f->g, i) == L5R_ZONE_DYNASTY_DISCARD)
            assert_int_equal(l5r_game_card_is_face_down(f->g, i), 0);
    P1_USE(f, "p1 use #%u.%d", rav, AB_MILL_DYNASTY_ALL);
    assert_int_equal(zone_count(f, 1, L5R_ZONE_DYNASTY_DECK), 0);
    assert_int_equal(zone_count(f, 1, L5R_ZONE_DYNASTY_DISCARD), pile + 5);
    assert_int_equal(zone_count(f, 1, L5R_ZONE_PROVINCE), provinces);
    assert_int_not_equal(l5r_game_phase(f->g), L5R_PHASE_GAME_OVER);
    fx_free(f);
}

/* DIS-03: a Guard with a token, removed from the game, is in the removed
   zone, not a discard pile; the token is gone; a return from a discard
   pile cannot reach him. */
static void test_DIS_03_removed_from_the_game(void **state)
{
    (void)state;
    fx *f = board(11);
    uint32_t rav = in_play(f, 0, "d-ravager");
    uint32_t guard = in_play(f, 1, "d-guard");
    P1_USE(f, "p1 use #%u.%d target #%u", rav, AB_MARK, guard);
    uint32_t mark = l5r_game_card_token(f->g, guard, 0);
    assert_int_not_equal(mark, L5R_NO_ID);
    uint32_t pile = zone_count(f, 1, L5R_ZONE_DYNASTY_DISCARD);
    P1_USE(f, "p1 use #%u.%d target #%u", rav, AB_REMOVE, guard);
    assert_int_equal(l5r_game_card_zone(f->g, guard), L5R_ZONE_REMOVED);
    assert_int_equal(zone_count(f, 1, L5R_ZONE_DYNASTY_DISCARD), pile);
    assert_null(l5r_game_token(f->g, mark));
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-55", "p1 use #%u.%d target #%u", rav,
            AB_RETURN, guard);
    /* Only cards in play are removed this way: a card in a discard pile
       is no target. */
    fx_free(f);
}

/* CTL-01 .. CTL-03: p1 takes p2's Guard, which comes to p1's home with
   his token; p1's own Guard, a Stronghold and a card already his are
   refused; destroyed, the Guard goes to p2's discard pile. */
static void test_CTL_gaining_control(void **state)
{
    (void)state;
    fx *f = board(11);
    uint32_t rav = in_play(f, 0, "d-ravager");
    uint32_t mine = in_play(f, 0, "d-guard");
    uint32_t guard = in_play(f, 1, "d-guard");
    uint32_t keep = in_play(f, 1, "d-keep");
    const int T = L5R_REASON_TARGET;
    ILLEGAL(f, T, "CTL-01", "p1 use #%u.%d target #%u", rav, AB_CONTROL, mine);
    ILLEGAL(f, T, "CTL-02", "p1 use #%u.%d target #%u", rav, AB_CONTROL, keep);
    P1_USE(f, "p1 use #%u.%d target #%u", rav, AB_MARK, guard);
    uint32_t before = fx_event_count(f, L5R_EV_CONTROL);
    P1_USE(f, "p1 use #%u.%d target #%u", rav, AB_CONTROL, guard);
    assert_int_equal(fx_event_count(f, L5R_EV_CONTROL), before + 1);
    assert_int_equal(l5r_game_card_controller(f->g, guard), 0);
    assert_int_equal(l5r_game_card_owner(f->g, guard), 1);
    assert_int_equal(location(f, guard), 0);
    assert_int_equal(l5r_game_card_token_count(f->g, guard), 1);
    /* The view shows him among p1's cards in play, controlled by p1. */
    assert_true(view_card_has(f, guard, "\"controller\":1"));
    /* His now: taking him again is refused; he can be used as p1's. */
    NEXT_TURN(f);
    NEXT_TURN(f);
    ILLEGAL(f, T, "CTL-01", "p1 use #%u.%d target #%u", rav, AB_CONTROL, guard);
    uint32_t pile =
        l5r_game_player_zone_count(f->g, 1, L5R_ZONE_DYNASTY_DISCARD);
    P1_USE(f, "p1 use #%u.%d target #%u", rav, AB_DESTROY, guard);
    assert_int_equal(l5r_game_card_zone(f->g, guard), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_controller(f->g, guard), 1);
    assert_int_equal(
        l5r_game_player_zone_count(f->g, 1, L5R_ZONE_DYNASTY_DISCARD),
        pile + 1);
    fx_free(f);
}

/* How many legal moves player p has. */
static uint32_t legal_count(const fx *f, uint32_t p)
{
    l5r_action_list *l = NULL;
    assert_int_equal(l5r_game_legal_actions(&l, f->g, p), L5R_OK);
    uint32_t n = l5r_action_list_count(l);
    l5r_action_list_free(l);
    return n;
}

/* The cards of player p's hand, into out (at most cap); their number. */
static uint32_t hand_cards(const fx *f, uint32_t p, uint32_t *out, uint32_t cap)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < l5r_game_card_count(f->g) && n < cap; i++)
        if (l5r_game_card_owner(f->g, i) == p &&
            l5r_game_card_zone(f->g, i) == L5R_ZONE_HAND)
            out[n++] = i;
    return n;
}

/* DIS-05: p1 draws two, then discards one card of his choice: the
   decision is his, every card of his hand and nothing else is listed, a
   pass and a card not in his hand are refused, and the card he names
   goes to his Fate discard pile; then p2 has the Action decision the
   move gave him. */
static void test_DIS_05_draw_then_discard_of_his_choice(void **state)
{
    (void)state;
    fx *f = board_with(11, "d-scroll*6 d-tome*6");
    uint32_t rav = in_play(f, 0, "d-ravager");
    uint32_t hand = zone_count(f, 0, L5R_ZONE_HAND);
    uint32_t pile = zone_count(f, 0, L5R_ZONE_FATE_DISCARD);
    assert_true(zone_count(f, 0, L5R_ZONE_FATE_DECK) >= 2);
    DO(f, "p1 use #%u.%d", rav, AB_DRAW_DISCARD);
    assert_decision(f, 0, L5R_DECIDE_CHOSEN_DISCARD);
    assert_int_equal(zone_count(f, 0, L5R_ZONE_HAND), hand + 2);
    uint32_t mine[16];
    uint32_t n = hand_cards(f, 0, mine, 16);
    assert_int_equal(n, hand + 2);
    char txt[16][32];
    const char *want[17];
    for (uint32_t i = 0; i < n; i++)
        want[i] = fx_txt(txt[i], sizeof txt[i], "p1 discard #%u", mine[i]);
    want[n] = NULL;
    const char *absent[] = {"p1 pass", NULL};
    check_listed(f, 0, want, absent);
    assert_int_equal(legal_count(f, 0), n);
    assert_int_equal(legal_count(f, 1), 0);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-11", "p1 pass");
    uint32_t theirs[16];
    assert_true(hand_cards(f, 1, theirs, 16) > 0);
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "DIS-05", "p1 discard #%u", theirs[0]);
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "DIS-05", "p1 discard #%u", rav);
    DO(f, "p1 discard #%u", mine[1]);
    assert_int_equal(l5r_game_card_zone(f->g, mine[1]), L5R_ZONE_FATE_DISCARD);
    assert_int_equal(zone_count(f, 0, L5R_ZONE_HAND), hand + 1);
    assert_int_equal(zone_count(f, 0, L5R_ZONE_FATE_DISCARD), pile + 1);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    /* The discard is over: p1 has no decision to discard in. */
    ILLEGAL(f, L5R_REASON_NOT_YOUR_DECISION, "CORE-10", "p1 discard #%u",
            mine[0]);
    fx_free(f);
}

/* DIS-05, DIS-06: `player: opponent` makes p2 decide and discard two of
   his own cards, one a move; p1 then has the Action decision back
   (p2 passes it to him as after any action). */
static void test_DIS_05_the_opponent_discards_of_his_choice(void **state)
{
    (void)state;
    fx *f = board(11);
    uint32_t rav = in_play(f, 0, "d-ravager");
    uint32_t hand = zone_count(f, 1, L5R_ZONE_HAND);
    assert_true(hand >= 3);
    DO(f, "p1 use #%u.%d", rav, AB_OPP_CHOSEN);
    assert_decision(f, 1, L5R_DECIDE_CHOSEN_DISCARD);
    assert_int_equal(legal_count(f, 0), 0);
    uint32_t theirs[16];
    assert_int_equal(hand_cards(f, 1, theirs, 16), hand);
    uint32_t mine[16];
    assert_true(hand_cards(f, 0, mine, 16) > 0);
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "DIS-05", "p2 discard #%u", mine[0]);
    DO(f, "p2 discard #%u", theirs[2]);
    assert_decision(f, 1, L5R_DECIDE_CHOSEN_DISCARD); /* one more owed */
    DO(f, "p2 discard #%u", theirs[0]);
    assert_int_equal(l5r_game_card_zone(f->g, theirs[0]),
                     L5R_ZONE_FATE_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, theirs[2]),
                     L5R_ZONE_FATE_DISCARD);
    assert_int_equal(zone_count(f, 1, L5R_ZONE_HAND), hand - 2);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    fx_free(f);
}

/* DIS-05: a hand with fewer cards than the amount is emptied, and the
   discard ends with its last card; an empty hand asks for nothing. */
static void test_DIS_05_a_small_hand_is_emptied(void **state)
{
    (void)state;
    fx *f = board(11);
    uint32_t rav = in_play(f, 0, "d-ravager");
    uint32_t hand = zone_count(f, 0, L5R_ZONE_HAND);
    assert_true(hand > 0 && hand < 9);
    DO(f, "p1 use #%u.%d", rav, AB_CHOSEN_ALL);
    for (uint32_t k = 0; k < hand; k++) {
        assert_decision(f, 0, L5R_DECIDE_CHOSEN_DISCARD);
        uint32_t mine[16];
        assert_int_equal(hand_cards(f, 0, mine, 16), hand - k);
        DO(f, "p1 discard #%u", mine[0]);
    }
    assert_int_equal(zone_count(f, 0, L5R_ZONE_HAND), 0);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    /* Nothing left to discard (p1 draws no card in his turns, his Fate
       deck being empty): the ability resolves without a decision. */
    NEXT_TURN(f);
    NEXT_TURN(f);
    assert_int_equal(zone_count(f, 0, L5R_ZONE_HAND), 0);
    P1_USE(f, "p1 use #%u.%d", rav, AB_CHOSEN_ALL);
    assert_int_equal(zone_count(f, 0, L5R_ZONE_HAND), 0);
    fx_free(f);
}

/* DIS-07: with chosen_by: self p1 decides p2's discard. While he chooses
   he is shown p2's hand and offered exactly its cards; p2 has no move;
   his own cards are refused. The cards left are hidden from him again
   once the discard is over. */
static void test_DIS_07_the_abilitys_player_chooses(void **state)
{
    (void)state;
    fx *f = board(11);
    uint32_t rav = in_play(f, 0, "d-ravager");
    uint32_t hand = zone_count(f, 1, L5R_ZONE_HAND);
    assert_true(hand >= 3);
    uint32_t theirs[16];
    assert_int_equal(hand_cards(f, 1, theirs, 16), hand);
    uint32_t myhand = zone_count(f, 0, L5R_ZONE_HAND);
    for (uint32_t i = 0; i < hand; i++)
        assert_int_equal(l5r_game_card_is_visible(f->g, theirs[i], 0), 0);
    DO(f, "p1 use #%u.%d", rav, AB_CHOSEN_BY_SELF);
    assert_decision(f, 0, L5R_DECIDE_CHOSEN_DISCARD);
    assert_int_equal(legal_count(f, 1), 0);
    char txt[16][32];
    const char *want[17];
    for (uint32_t i = 0; i < hand; i++) {
        assert_int_equal(l5r_game_card_is_visible(f->g, theirs[i], 0), 1);
        want[i] = fx_txt(txt[i], sizeof txt[i], "p1 discard #%u", theirs[i]);
    }
    want[hand] = NULL;
    const char *absent[] = {"p1 pass", NULL};
    check_listed(f, 0, want, absent);
    assert_int_equal(legal_count(f, 0), hand);
    uint32_t mine[16];
    assert_true(hand_cards(f, 0, mine, 16) > 0);
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "DIS-07", "p1 discard #%u", mine[0]);
    ILLEGAL(f, L5R_REASON_NOT_YOUR_DECISION, "CORE-10", "p2 discard #%u",
            theirs[0]);
    DO(f, "p1 discard #%u", theirs[1]);
    assert_decision(f, 0, L5R_DECIDE_CHOSEN_DISCARD); /* one more owed */
    DO(f, "p1 discard #%u", theirs[2]);
    assert_int_equal(l5r_game_card_zone(f->g, theirs[1]),
                     L5R_ZONE_FATE_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, theirs[2]),
                     L5R_ZONE_FATE_DISCARD);
    assert_int_equal(zone_count(f, 1, L5R_ZONE_HAND), hand - 2);
    assert_int_equal(zone_count(f, 0, L5R_ZONE_HAND), myhand); /* p2's */
    assert_int_equal(l5r_game_card_is_visible(f->g, theirs[0], 0), 0);
    assert_int_equal(l5r_game_card_is_visible(f->g, theirs[0], 1), 1);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    fx_free(f);
}

/* DIS-06: a discard of the player's choice is its ability's last effect
   and never a continuous ability's. DIS-07: the ability's player does not
   choose his own discard by chosen_by. */
static void test_DIS_06_load_refusals(void **state)
{
    (void)state;
#define BAD(abil) FX_ONE_ABILITY(abil)
    assert_load_refused(BAD("{timing: limited, effects: [{discard_chosen: 1},"
                            " {draw: 1}]}"),
                        "DIS-06", "an effect after the discard");
    assert_load_refused(BAD("{timing: continuous, while: attached,"
                            " effects: [{discard_chosen: 1}]}"),
                        "DIS-06", "a continuous ability");
    assert_load_refused(BAD("{timing: limited, effects: [{discard_chosen:"
                            " {amount: 1, player: self, chosen_by: self}}]}"),
                        "DIS-07", "chosen_by: self of one's own hand");
#undef BAD
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_DIS_01_random_discard, fx_teardown),
        cmocka_unit_test_teardown(test_DIS_02_discarding_the_top_of_a_deck,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_DIS_03_removed_from_the_game,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_DIS_04_discarding_the_top_of_a_dynasty_deck, fx_teardown),
        cmocka_unit_test_teardown(test_CTL_gaining_control, fx_teardown),
        cmocka_unit_test_teardown(test_DIS_05_draw_then_discard_of_his_choice,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_DIS_05_the_opponent_discards_of_his_choice, fx_teardown),
        cmocka_unit_test_teardown(test_DIS_05_a_small_hand_is_emptied,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_DIS_07_the_abilitys_player_chooses,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_DIS_06_load_refusals, fx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
