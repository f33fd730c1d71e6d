/* SPDX-License-Identifier: MIT */
/*
 * Personal Honor, dishonor and rehonor as rulings (PHR-01 .. PHR-04),
 * through the public API: the words dishonor, rehonor and
 * personal_honor_bonus, the filters dishonorable and
 * personal_honor_at_most, the events and the view; and returning to play
 * from a discard pile (RET-01, RET-02: put_into_play, at: discard) or a
 * province (RET-03: at: province), where
 * a dishonorable Personality's state ends (PHR-03) and his tokens stay
 * gone (TOK-07).
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
   7 destroy any Personality
   8 put a Personality of his own discard pile into play
   9 put any card of a discard pile into play
  10 a "Mark" token (+1F) on a Personality
  11 discard a card from hand: gain 1 gold */
enum {
    AB_DISHONOR = 0,
    AB_REHONOR = 1,
    AB_BONUS = 2,
    AB_DESTROY_DISHONORABLE = 3,
    AB_BOW_LOW = 4,
    AB_DISHONOR_ANY = 5,
    AB_REHONOR_ANY = 6,
    AB_DESTROY = 7,
    AB_RETURN_OWN = 8,
    AB_RETURN_ANY = 9,
    AB_MARK = 10,
    AB_DISCARD = 11,
    AB_FROM_PROVINCE = 12
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
    "         effects: [{destroy: target}]}\n"
    "      - {timing: limited,\n"
    "         target: {type: personality, controller: self, at: discard},\n"
    "         effects: [{put_into_play: target}]}\n"
    "      - {timing: limited, target: {type: card, at: discard},\n"
    "         effects: [{put_into_play: target}]}\n"
    "      - {timing: limited, target: {type: personality},\n"
    "         effects: [{create_token: {on: target, title: Mark, force: "
    "1}}]}\n"
    "      - {timing: limited, cost: [{discard_card: 1}],\n"
    "         effects: [{gain_gold: 1}]}\n"
    "      - {timing: limited,\n"
    "         target: {type: personality, controller: self, at: province},\n"
    "         effects: [{put_into_play: target}]}\n"
    "  - {id: h-heir, title: Only Heir, type: personality, unique: true,\n"
    "     force: 1, chi: 2, honor_requirement: '-', gold_cost: 2,\n"
    "     personal_honor: 2, printings: [{set: Lotus Edition}]}\n" PERSONALITY(
        "h-noble", "Proud Noble", "3")
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
    return view_card_has(f, c, "\"dishonorable\":true");
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

/* p1: the Judge, two Pages and the Only Heir (Unique) in play; p2: a
   Noble and two Pages in play, his own Only Heir left in his province
   (p1's is in play: CORE-17). Turn 3, p1's Action phase. */
static fx *heirs_board(void)
{
    fx *f = new_board(CARDS, "h-castle", "h-judge h-page h-heir h-page",
                      "h-scroll*6", "h-keep", "h-noble h-heir h-page h-page",
                      "h-scroll*6");
    START(f, 11);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    produce_and_recruit_all(f, 0, "h-castle");
    NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p2 produce #%u", card(f, 1, L5R_ZONE_PLAY, "h-keep"));
    for (uint32_t n = 0; n < 4; n++) {
        uint32_t c = fx_find_nth(f, 1, L5R_ZONE_PROVINCE, NULL, 0);
        if (c == L5R_NO_ID || strcmp(fx_card_id(f, c), "h-heir") == 0)
            c = fx_find_nth(f, 1, L5R_ZONE_PROVINCE, NULL, 1);
        if (c != L5R_NO_ID)
            DO(f, "p2 recruit #%u", c);
    }
    assert_int_equal(fx_count(f, 1, L5R_ZONE_PLAY, "h-page"), 2);
    NEXT_TURN(f);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    return f;
}

/* RET-01, with TOK-07 and PHR-03 end to end: a dishonorable Page with a
   token is destroyed; put back into play from the discard pile he is a
   new card: at home, unbowed, honorable, without the token, and the
   token does not come back. */
static void test_RET_01_a_card_returns_to_play_as_a_new_card(void **state)
{
    (void)state;
    fx *f = heirs_board();
    uint32_t judge = in_play(f, 0, "h-judge");
    uint32_t page = in_play(f, 0, "h-page");
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_MARK, page);
    assert_int_equal(l5r_game_card_token_count(f->g, page), 1);
    uint32_t mark = l5r_game_card_token(f->g, page, 0);
    assert_int_equal(card_stat(f, page, L5R_STAT_FORCE), 2);
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_DISHONOR_ANY, page);
    /* Not in a discard pile: no target for a return. */
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-55", "p1 use #%u.%d target #%u", judge,
            AB_RETURN_OWN, page);
    int32_t honor1 = l5r_game_player_honor(f->g, 0);
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_DESTROY, page);
    assert_int_equal(l5r_game_player_honor(f->g, 0), honor1 - 1); /* PHR-02 */
    assert_int_equal(l5r_game_card_zone(f->g, page), L5R_ZONE_DYNASTY_DISCARD);
    assert_null(l5r_game_token(f->g, mark));
    assert_int_equal(view_dishonorable(f, page), 1);
    NEXT_TURN(f);
    NEXT_TURN(f);
    char b0[64];
    const char *want[] = {fx_txt(b0, sizeof b0, "p1 use #%u.%d target #%u",
                                 judge, AB_RETURN_OWN, page),
                          NULL};
    check_listed(f, 0, want, NULL);
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_RETURN_OWN, page);
    assert_int_equal(l5r_game_card_zone(f->g, page), L5R_ZONE_PLAY);
    assert_int_equal(location(f, page), 0);
    assert_int_equal(l5r_game_card_is_bowed(f->g, page), 0);
    assert_int_equal(l5r_game_card_controller(f->g, page), 0);
    assert_int_equal(l5r_game_card_token_count(f->g, page), 0); /* TOK-07 */
    assert_null(l5r_game_token(f->g, mark));
    assert_int_equal(card_stat(f, page, L5R_STAT_FORCE), 1);
    assert_int_equal(view_dishonorable(f, page), 0); /* PHR-03 */
    assert_int_equal(ph(f, page), 1);
    fx_free(f);
}

/* RET-02: only a Personality or a Holding comes back (an Action card in
   the discard pile is refused), and a Unique one not while a card of his
   identity is in play (CORE-17); an opponent's card comes back under the
   player who uses the ability. */
static void test_RET_02_what_may_return(void **state)
{
    (void)state;
    fx *f = heirs_board();
    uint32_t judge = in_play(f, 0, "h-judge");
    uint32_t heir1 = in_play(f, 0, "h-heir");
    uint32_t noble = in_play(f, 1, "h-noble");
    uint32_t scroll = in_hand(f, 0, "h-scroll");
    P1_USE(f, "p1 use #%u.%d discard #%u", judge, AB_DISCARD, scroll);
    assert_int_equal(l5r_game_card_zone(f->g, scroll), L5R_ZONE_FATE_DISCARD);
    ILLEGAL(f, L5R_REASON_TARGET, "RET-02", "p1 use #%u.%d target #%u", judge,
            AB_RETURN_ANY, scroll);
    /* p1's Heir destroyed, p2 recruits his: p1's may not come back. */
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_DESTROY, heir1);
    NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p2 produce #%u", card(f, 1, L5R_ZONE_PLAY, "h-keep"));
    DO(f, "p2 recruit #%u", card(f, 1, L5R_ZONE_PROVINCE, "h-heir"));
    NEXT_TURN(f);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    ILLEGAL(f, L5R_REASON_UNIQUE, "CORE-17", "p1 use #%u.%d target #%u", judge,
            AB_RETURN_OWN, heir1);
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_DISHONOR_ANY, noble);
    /* p2's dishonorable Noble, destroyed, comes back as p1's. */
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_DESTROY, noble);
    assert_int_equal(l5r_game_card_zone(f->g, noble), L5R_ZONE_DYNASTY_DISCARD);
    NEXT_TURN(f);
    NEXT_TURN(f);
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-55", "p1 use #%u.%d target #%u", judge,
            AB_RETURN_OWN, noble); /* not in his own discard pile */
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_RETURN_ANY, noble);
    assert_int_equal(l5r_game_card_zone(f->g, noble), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_controller(f->g, noble), 0);
    assert_int_equal(l5r_game_card_owner(f->g, noble), 1);
    assert_int_equal(ph(f, noble), 3);
    fx_free(f);
}

/* The sample cards of these words load and are what they say. */
static void test_PHR_sample_cards_load(void **state)
{
    (void)state;
    fx *f = fx_track(fx_new_in(L5R_SOURCE_DIR, NULL, 1, 1));
    assert_non_null(f);
    const char *ids[] = {"shame-of-the-court", "tea-of-atonement",
                         "call-back-the-fallen",
                         "magistrate-of-the-emerald-hall"};
    for (size_t i = 0; i < sizeof ids / sizeof *ids; i++)
        assert_int_not_equal(fx_def(f, ids[i]), L5R_NO_ID);
    fx_free(f);
}

/* RET-03: the Judge brings a face-up Page of p1's own provinces into
   play at home, free, with no Family Honor for recruiting him, and the
   province refills; a face-down card, a card of p2's provinces and one
   in play are refused with RET-03 and none is listed. */
static void test_RET_03_from_a_province(void **state)
{
    (void)state;
    /* The first seed that deals the Judge into a province. */
    fx *f = NULL;
    for (int64_t seed = 11; f == NULL && seed < 60; seed++) {
        f = new_board(CARDS, "h-castle", "h-judge h-page*6", "h-scroll*6",
                      "h-keep", "h-noble h-lowly h-page h-page", "h-scroll*6");
        START(f, seed);
        if (fx_find(f, 0, L5R_ZONE_PROVINCE, "h-judge") == L5R_NO_ID) {
            fx_free(f);
            f = NULL;
        }
    }
    assert_non_null(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, "h-castle"));
    DO(f, "p1 recruit #%u", card(f, 0, L5R_ZONE_PROVINCE, "h-judge"));
    NEXT_TURN(f);
    NEXT_TURN(f);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    uint32_t judge = in_play(f, 0, "h-judge");
    uint32_t page = L5R_NO_ID, down = L5R_NO_ID;
    for (uint32_t n = 0; n < 4; n++) {
        uint32_t c = card_nth(f, 0, L5R_ZONE_PROVINCE, NULL, n);
        if (!l5r_game_card_is_face_down(f->g, c))
            page = page == L5R_NO_ID ? c : page;
        else
            down = c;
    }
    assert_true(page != L5R_NO_ID);
    uint32_t theirs = card(f, 1, L5R_ZONE_PROVINCE, NULL);
    uint32_t prov = l5r_game_card_province(f->g, page);
    int32_t honor = l5r_game_player_honor(f->g, 0);
    int32_t gold = l5r_game_player_gold(f->g, 0);
    const int T = L5R_REASON_TARGET;
    ILLEGAL(f, T, "RET-03", "p1 use #%u.%d target #%u", judge, AB_FROM_PROVINCE,
            theirs);
    ILLEGAL(f, T, "RET-03", "p1 use #%u.%d target #%u", judge, AB_FROM_PROVINCE,
            judge);
    if (down != L5R_NO_ID)
        ILLEGAL(f, T, "RET-03", "p1 use #%u.%d target #%u", judge,
                AB_FROM_PROVINCE, down);
    char b[2][64];
    const char *want[] = {fx_txt(b[0], sizeof b[0], "p1 use #%u.%d target #%u",
                                 judge, AB_FROM_PROVINCE, page),
                          NULL};
    const char *absent[] = {fx_txt(b[1], sizeof b[1],
                                   "p1 use #%u.%d target #%u", judge,
                                   AB_FROM_PROVINCE, theirs),
                            NULL};
    check_listed(f, 0, want, absent);
    P1_USE(f, "p1 use #%u.%d target #%u", judge, AB_FROM_PROVINCE, page);
    assert_int_equal(l5r_game_card_zone(f->g, page), L5R_ZONE_PLAY);
    assert_int_equal(location(f, page), 0);
    assert_int_equal(l5r_game_card_is_bowed(f->g, page), 0);
    assert_int_equal(l5r_game_player_honor(f->g, 0), honor);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold);
    /* The province refilled from the Dynasty deck. */
    uint32_t refill = L5R_NO_ID;
    for (uint32_t n = 0; n < 4 && refill == L5R_NO_ID; n++) {
        uint32_t c = card_nth(f, 0, L5R_ZONE_PROVINCE, NULL, n);
        if (l5r_game_card_province(f->g, c) == prov)
            refill = c;
    }
    assert_true(refill != L5R_NO_ID && refill != page);
    fx_free(f);
}

/* RET-03: what a target `at: province` must be at load. */
static void test_RET_03_load_refusals(void **state)
{
    (void)state;
#define BAD(abil) FX_ONE_ABILITY(abil)
    assert_load_refused(BAD("{timing: limited, target: {type: personality,"
                            " controller: self, at: province},"
                            " effects: [{destroy: target}]}"),
                        "RET-03", "another effect on a target in a province");
    assert_load_refused(BAD("{timing: limited, target: {type: personality,"
                            " at: province}, effects: [{put_into_play:"
                            " target}]}"),
                        "RET-03", "a province without controller: self");
    assert_load_refused(BAD("{timing: limited, target: {type: holding,"
                            " controller: self, at: province},"
                            " effects: [{put_into_play: target}]}"),
                        "RET-03", "a Holding from a province");
#undef BAD
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
        cmocka_unit_test_teardown(
            test_RET_01_a_card_returns_to_play_as_a_new_card, fx_teardown),
        cmocka_unit_test_teardown(test_RET_02_what_may_return, fx_teardown),
        cmocka_unit_test_teardown(test_RET_03_from_a_province, fx_teardown),
        cmocka_unit_test(test_RET_03_load_refusals),
        cmocka_unit_test_teardown(test_PHR_sample_cards_load, fx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
