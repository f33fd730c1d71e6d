/* SPDX-License-Identifier: MIT */
/*
 * Duels (DUE-01 .. DUE-05), as rulings through the public API: who may
 * challenge whom, the focus in turn (the challenged player first, up to
 * the maximum), the strike (Chi plus Focus, ties, Duelists), the focused
 * cards discarded, the outcome effects on the winner and the loser, the
 * game going on where the action was, the views and a save taken
 * mid-duel.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include <l5r.h>

#include "fixture.h"
#include "forge.h"
#include "fx_assert.h"
#include "random_moves.h"

static const char cards[] =
    "cards:\n"
    "  - {id: a-castle, title: A Castle, type: stronghold, faction: Crane,\n"
    "     province_strength: 30, gold_production: 9, starting_honor: 10,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: b-castle, title: B Castle, type: stronghold, faction: Lion,\n"
    "     province_strength: 30, gold_production: 9, starting_honor: 5,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    /* p1's challenger: Chi 3; his Limited ability duels an opposing
       Personality, the loser destroyed, the winner bowed. */
    "  - {id: challenger, title: Proud Swordsman, type: personality,\n"
    "     keywords: [Samurai], force: 2, chi: 3, honor_requirement: '-',\n"
    "     gold_cost: 0, personal_honor: 0,\n"
    "     printings: [{set: Lotus Edition}],\n"
    "     abilities: [{timing: limited,\n"
    "       target: {type: personality, controller: opponent},\n"
    "       effects: [{duel: target}, {destroy: loser}, {bow: winner}]}]}\n"
    "  - {id: rival, title: Calm Rival, type: personality,\n"
    "     keywords: [Samurai], force: 2, chi: 3, honor_requirement: '-',\n"
    "     gold_cost: 0, personal_honor: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: master, title: Sword Master, type: personality,\n"
    "     keywords: [Samurai, Duelist], force: 2, chi: 3,\n"
    "     honor_requirement: '-', gold_cost: 0, personal_honor: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: master2, title: Blade Master, type: personality,\n"
    "     keywords: [Samurai, Duelist], force: 2, chi: 3,\n"
    "     honor_requirement: '-', gold_cost: 0, personal_honor: 0,\n"
    "     printings: [{set: Lotus Edition}],\n"
    "     abilities: [{timing: limited,\n"
    "       target: {type: personality, controller: opponent},\n"
    "       effects: [{duel: {refusal: 2}}, {destroy: loser}]}]}\n"
    /* An Action card: the first target p1 controls challenges the first
       an opponent controls. */
    "  - {id: letter, title: Letter of Challenge, type: action, focus: 0,\n"
    "     printings: [{set: Lotus Edition}],\n"
    "     abilities: [{timing: limited, target: {type: personality,\n"
    "       count: 2}, effects: [{duel: target}, {move_home: loser}]}]}\n"
    /* Honor outcomes: the loser's player loses 2 Honor, the winner's
       gains 1, the loser becomes dishonorable. */
    "  - {id: shamer, title: Court Shamer, type: personality,\n"
    "     keywords: [Samurai], force: 2, chi: 3, honor_requirement: '-',\n"
    "     gold_cost: 0, personal_honor: 2,\n"
    "     printings: [{set: Lotus Edition}],\n"
    "     abilities: [{timing: limited,\n"
    "       target: {type: personality, controller: opponent},\n"
    "       effects: [{duel: target},\n"
    "                 {lose_honor: {amount: 2, player: loser}},\n"
    "                 {gain_honor: {amount: 1, player: winner}},\n"
    "                 {dishonor: loser}]}]}\n"
    /* Outcomes read from the duelists and given to them: p1 gains Honor
       equal to the loser's Personal Honor (the greater of two, in a
       lost tie), the winner gets +Force equal to his Chi and cannot be
       bowed, the loser gets -1 Personal Honor and the keyword Shamed;
       then p1 gains gold equal to the winner's player's provinces. */
    "  - {id: judge, title: Honor Judge, type: personality,\n"
    "     keywords: [Samurai], force: 2, chi: 3, honor_requirement: '-',\n"
    "     gold_cost: 0, personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}],\n"
    "     abilities: [{timing: limited,\n"
    "       target: {type: personality, controller: opponent},\n"
    "       effects: [{duel: target},\n"
    "         {gain_honor: {amount: {stat: personal_honor, of: loser}}},\n"
    "         {force_bonus: {to: winner, amount: {stat: chi, of: winner}}},\n"
    "         {personal_honor_bonus: {to: loser, amount: -1}},\n"
    "         {give_keyword: {to: loser, keyword: Shamed}},\n"
    "         {cannot: {to: winner, be: bowed}},\n"
    "         {gain_gold: {player: provinces, of: winner}}]},\n"
    "       {timing: limited, target: {type: personality, keywords: "
    "[Shamed]},\n"
    "        effects: [{gain_gold: 1}]},\n"
    "       {timing: limited, effects: [{bow: self}]}]}\n"
    "  - {id: vain, title: Vain Courtier, type: personality,\n"
    "     keywords: [Courtier], force: 2, chi: 3, honor_requirement: '-',\n"
    "     gold_cost: 0, personal_honor: 3,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: f3, title: Keen Focus, type: action, focus: 3,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: f1, title: Small Focus, type: action, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: filler, title: Filler Holding, type: holding, gold_cost: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n";

/* p1 has the challenger (and a letter), p2 `p2_personality` and a rival;
   each has Focus cards in hand. p1's third turn, his Action phase: p1
   decides. */
static fx *board(const char *p1_dyn, const char *p2_dyn, const char *fate1,
                 const char *fate2, int max_focus)
{
    fx *f =
        new_board(cards, "a-castle", p1_dyn, fate1, "b-castle", p2_dyn, fate2);
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 5), L5R_OK);
    if (max_focus >= 0)
        assert_int_equal(fx_set(f, L5R_PARAM_DUEL_MAX_FOCUS, max_focus),
                         L5R_OK);
    START(f, 1);
    if (l5r_game_active_player(f->g) != 0)
        NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    recruit_face_up(f, 0);
    NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    recruit_face_up(f, 1);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    return f;
}

static fx *std_board(int max_focus)
{
    return board("challenger filler filler filler",
                 "rival master filler filler", "f3*2 f1*2 letter", "f3*2 f1*3",
                 max_focus);
}

/* p1's challenger challenges p2's rival: the duel is on, p2 decides. */
static void challenge(fx *f, uint32_t *ch, uint32_t *rv)
{
    *ch = in_play(f, 0, "challenger");
    *rv = in_play(f, 1, "rival");
    DO(f, "p1 use #%u.0 target #%u", *ch, *rv);
}

static void test_DUE_01_a_duel_is_a_decision_the_challenged_first(void **st)
{
    (void)st;
    fx *f = std_board(-1);
    uint32_t ch, rv;
    challenge(f, &ch, &rv);
    /* DUE-03: the challenged player focuses first. */
    assert_decision(f, 1, L5R_DECIDE_DUEL);
    uint32_t f3 = in_hand(f, 1, "f3");
    char text[64];
    snprintf(text, sizeof text, "p2 focus #%u", f3);
    assert_true(legal_has(f, 1, text));
    assert_true(legal_has(f, 1, "p2 strike"));
    /* DUE-02: this duel may not be refused. */
    assert_false(legal_has(f, 1, "p2 pass"));
    ILLEGAL(f, L5R_REASON_RESTRICTED, "DUE-02", "p2 pass");
    /* CORE-10: not p1's decision. */
    ILLEGAL(f, L5R_REASON_NOT_YOUR_DECISION, "CORE-10", "p1 strike");
    ILLEGAL(f, L5R_REASON_NOT_YOUR_DECISION, "CORE-10", "p1 focus #%u",
            in_hand(f, 0, "f3"));
    /* CORE-11: nothing else answers a duel. */
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-11", "p2 use #%u.0 target #%u",
            in_hand(f, 1, "f3"), rv);
    /* DUE-03: only a card of one's own hand. */
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "DUE-03", "p2 focus #%u", rv);
    fx_free(f);
}

static void test_DUE_01_who_may_challenge_whom(void **st)
{
    (void)st;
    fx *f = std_board(-1);
    uint32_t ch = in_play(f, 0, "challenger");
    uint32_t letter = in_hand(f, 0, "letter");
    uint32_t rv = in_play(f, 1, "rival"), ms = in_play(f, 1, "master");
    /* The Action card: one of p1's and one of p2's Personalities. */
    ILLEGAL(f, L5R_REASON_TARGET, "DUE-01", "p1 use #%u.0 target #%u #%u",
            letter, rv, ms);
    assert_legal(f, "p1 use #%u.0 target #%u #%u", letter, ch, rv);
    DO(f, "p1 use #%u.0 target #%u #%u", letter, ch, rv);
    assert_decision(f, 1, L5R_DECIDE_DUEL);
    DO(f, "p2 strike");
    DO(f, "p1 strike");
    /* 3 to 3, no Duelist: both lose and move home (they were home). */
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    assert_int_equal(l5r_game_card_zone(f->g, letter), L5R_ZONE_FATE_DISCARD);
    fx_free(f);
}

static void test_DUE_01_bowed_personalities_do_not_duel(void **st)
{
    (void)st;
    fx *f = std_board(-1);
    uint32_t ch, rv;
    challenge(f, &ch, &rv);
    DO(f, "p2 strike");
    DO(f, "p1 focus #%u", in_hand(f, 0, "f3"));
    DO(f, "p2 strike");
    DO(f, "p1 strike");
    /* 6 to 3: the challenger won and is bowed by the outcome; the rival
       is destroyed. The Action phase goes on: p2 after p1's action. */
    assert_int_equal(l5r_game_card_zone(f->g, rv), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_is_bowed(f->g, ch), 1);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    DO(f, "p2 pass");
    /* DUE-01 (a reading): a bowed Personality does not challenge. */
    ILLEGAL(f, L5R_REASON_TARGET, "DUE-01", "p1 use #%u.0 target #%u #%u",
            in_hand(f, 0, "letter"), ch, in_play(f, 1, "master"));
    fx_free(f);
}

static void test_DUE_03_focus_in_turn_up_to_the_maximum(void **st)
{
    (void)st;
    fx *f = std_board(2);
    uint32_t ch, rv;
    challenge(f, &ch, &rv);
    DO(f, "p2 focus #%u", card_nth(f, 1, L5R_ZONE_HAND, "f1", 0));
    assert_decision(f, 0, L5R_DECIDE_DUEL); /* in turn */
    DO(f, "p1 strike");
    assert_decision(f, 1, L5R_DECIDE_DUEL);
    DO(f, "p2 focus #%u", card_nth(f, 1, L5R_ZONE_HAND, "f1", 0));
    /* A focus after a strike: the duel goes on. */
    assert_decision(f, 0, L5R_DECIDE_DUEL);
    DO(f, "p1 focus #%u", in_hand(f, 0, "f3"));
    /* p2 has focused the maximum (2): only the strike. */
    ILLEGAL(f, L5R_REASON_LIMIT, "DUE-03", "p2 focus #%u", in_hand(f, 1, "f3"));
    assert_false(legal_has(f, 1, "p2 pass"));
    DO(f, "p2 strike");
    DO(f, "p1 focus #%u", in_hand(f, 0, "f3"));
    /* DUE-03: both at the maximum: the duel strikes at once. 3+3+3 = 9
       against 3+1+1 = 5: the challenger wins and is bowed, the rival
       destroyed. */
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    assert_int_equal(l5r_game_card_is_bowed(f->g, ch), 1);
    assert_int_equal(l5r_game_card_zone(f->g, rv), L5R_ZONE_DYNASTY_DISCARD);
    fx_free(f);
}

static void test_DUE_04_totals_and_DUE_05_discards(void **st)
{
    (void)st;
    fx *f = std_board(-1);
    uint32_t ch, rv;
    challenge(f, &ch, &rv);
    uint32_t a = in_hand(f, 1, "f3");
    DO(f, "p2 focus #%u", a);
    /* DUE-03: face-down, out of the hand; hidden from p1's view. */
    assert_int_equal(l5r_game_card_zone(f->g, a), L5R_ZONE_REMOVED);
    char *v1 = view(f, 0), *v2 = view(f, 1);
    assert_non_null(strstr(v1, "\"duel\":{"));
    assert_non_null(strstr(v1, "\"challenged_focus\":{\"count\":1}"));
    assert_null(strstr(v1, "\"card\":\"f3\",\"face_down\":true"));
    assert_non_null(strstr(v2, "\"card\":\"f3\",\"face_down\":true"));
    l5r_free(v1);
    l5r_free(v2);
    uint32_t b = in_hand(f, 0, "f1");
    DO(f, "p1 focus #%u", b);
    DO(f, "p2 strike");
    /* 3 + 1 = 4 against 3 + 3 = 6: p1 may focus again. */
    uint32_t c = in_hand(f, 0, "f3");
    DO(f, "p1 focus #%u", c);
    DO(f, "p2 strike");
    DO(f, "p1 strike");
    /* DUE-04: 3 + 1 + 3 = 7 beats 6; DUE-05: every focused card is in its
       owner's discard pile, then the outcome. */
    assert_int_equal(l5r_game_card_zone(f->g, a), L5R_ZONE_FATE_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, b), L5R_ZONE_FATE_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, c), L5R_ZONE_FATE_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, rv), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_is_bowed(f->g, ch), 1);
    /* The game goes on where the action was: p2's Action decision. */
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    char *v = view(f, L5R_NO_ID);
    assert_null(strstr(v, "\"duel\":"));
    l5r_free(v);
    fx_free(f);
}

/* DUE-05: the honor outcomes name the duelists' players. */
static void test_DUE_05_honor_outcomes_for_winner_and_loser(void **st)
{
    (void)st;
    fx *f = board("shamer filler filler filler", "rival master filler filler",
                  "f3*2 f1*2 letter", "f3*2 f1*3", -1);
    uint32_t sh = in_play(f, 0, "shamer"), rv = in_play(f, 1, "rival");
    int32_t h1 = l5r_game_player_honor(f->g, 0);
    int32_t h2 = l5r_game_player_honor(f->g, 1);
    DO(f, "p1 use #%u.0 target #%u", sh, rv);
    DO(f, "p2 strike");
    DO(f, "p1 focus #%u", in_hand(f, 0, "f3"));
    DO(f, "p2 strike");
    DO(f, "p1 strike");
    /* 3 + 3 beats 3: p2's rival lost. */
    assert_int_equal(l5r_game_player_honor(f->g, 1), h2 - 2);
    assert_int_equal(l5r_game_player_honor(f->g, 0), h1 + 1);
    assert_true(view_card_has(f, rv, "\"dishonorable\":true"));
    assert_false(view_card_has(f, sh, "\"dishonorable\":true"));
    fx_free(f);
}

/* DUE-05: in a lost tie both are losers; each player loses once. */
static void test_DUE_05_honor_outcomes_in_a_tie(void **st)
{
    (void)st;
    fx *f = board("shamer filler filler filler", "rival master filler filler",
                  "f3*2 f1*2 letter", "f3*2 f1*3", -1);
    uint32_t sh = in_play(f, 0, "shamer"), rv = in_play(f, 1, "rival");
    int32_t h1 = l5r_game_player_honor(f->g, 0);
    int32_t h2 = l5r_game_player_honor(f->g, 1);
    DO(f, "p1 use #%u.0 target #%u", sh, rv);
    DO(f, "p2 strike");
    DO(f, "p1 strike");
    assert_int_equal(l5r_game_player_honor(f->g, 0), h1 - 2);
    assert_int_equal(l5r_game_player_honor(f->g, 1), h2 - 2);
    assert_true(view_card_has(f, rv, "\"dishonorable\":true"));
    assert_true(view_card_has(f, sh, "\"dishonorable\":true"));
    fx_free(f);
}

/* DUE-05: amounts read from the duelists and bonuses given to them, as
   the outcome resolves: the judge wins (3 + 3 against 3). */
static void test_DUE_05_amounts_and_bonuses_of_the_duelists(void **st)
{
    (void)st;
    fx *f = board("judge filler filler filler", "vain master filler filler",
                  "f3*2 f1*2 letter", "f3*2 f1*3", -1);
    uint32_t jd = in_play(f, 0, "judge"), vn = in_play(f, 1, "vain");
    int32_t h1 = l5r_game_player_honor(f->g, 0);
    int32_t g1 = l5r_game_player_gold(f->g, 0);
    DO(f, "p1 use #%u.0 target #%u", jd, vn);
    DO(f, "p2 strike");
    DO(f, "p1 focus #%u", in_hand(f, 0, "f3"));
    DO(f, "p2 strike");
    DO(f, "p1 strike");
    /* The loser's Personal Honor, 3, read before his -1. */
    assert_int_equal(l5r_game_player_honor(f->g, 0), h1 + 3);
    assert_int_equal(card_stat(f, vn, L5R_STAT_PERSONAL_HONOR), 2);
    assert_int_equal(card_stat(f, jd, L5R_STAT_PERSONAL_HONOR), 1);
    /* The winner: +3 Force (his Chi). */
    assert_int_equal(card_stat(f, jd, L5R_STAT_FORCE), 5);
    assert_int_equal(card_stat(f, vn, L5R_STAT_FORCE), 2);
    assert_int_equal(l5r_game_player_gold(f->g, 0),
                     g1 + (int32_t)l5r_game_player_province_count(f->g, 0));
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    DO(f, "p2 pass");
    /* The loser is Shamed, the winner not. */
    assert_legal(f, "p1 use #%u.1 target #%u", jd, vn);
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-55", "p1 use #%u.1 target #%u", jd, jd);
    /* The winner cannot be bowed (PRV-01). */
    DO(f, "p1 use #%u.2", jd);
    assert_int_equal(l5r_game_card_is_bowed(f->g, jd), 0);
    fx_free(f);
}

/* DUE-05: in a lost tie both duelists are losers and there is no winner:
   the greater of their Personal Honors (3), both -1 and Shamed, no
   Force for anyone. */
static void test_DUE_05_amounts_and_bonuses_in_a_tie(void **st)
{
    (void)st;
    fx *f = board("judge filler filler filler", "vain master filler filler",
                  "f3*2 f1*2 letter", "f3*2 f1*3", -1);
    uint32_t jd = in_play(f, 0, "judge"), vn = in_play(f, 1, "vain");
    int32_t h1 = l5r_game_player_honor(f->g, 0);
    int32_t g1 = l5r_game_player_gold(f->g, 0);
    DO(f, "p1 use #%u.0 target #%u", jd, vn);
    DO(f, "p2 strike");
    DO(f, "p1 strike");
    assert_int_equal(l5r_game_player_honor(f->g, 0), h1 + 3);
    /* No winner: no gold. */
    assert_int_equal(l5r_game_player_gold(f->g, 0), g1);
    assert_int_equal(card_stat(f, vn, L5R_STAT_PERSONAL_HONOR), 2);
    assert_int_equal(card_stat(f, jd, L5R_STAT_PERSONAL_HONOR), 0);
    assert_int_equal(card_stat(f, jd, L5R_STAT_FORCE), 2);
    assert_int_equal(card_stat(f, vn, L5R_STAT_FORCE), 2);
    DO(f, "p2 pass");
    assert_legal(f, "p1 use #%u.1 target #%u", jd, jd);
    assert_legal(f, "p1 use #%u.1 target #%u", jd, vn);
    DO(f, "p1 use #%u.2", jd);
    assert_int_equal(l5r_game_card_is_bowed(f->g, jd), 1);
    fx_free(f);
}

static void test_DUE_04_a_tie_loses_for_both(void **st)
{
    (void)st;
    fx *f = std_board(-1);
    uint32_t ch, rv;
    challenge(f, &ch, &rv);
    DO(f, "p2 strike");
    DO(f, "p1 strike");
    /* 3 to 3: both lose, both destroyed; no winner to bow. */
    assert_int_equal(l5r_game_card_zone(f->g, ch), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, rv), L5R_ZONE_DYNASTY_DISCARD);
    fx_free(f);
}

static void test_DUE_04_a_duelist_wins_a_tie(void **st)
{
    (void)st;
    fx *f = std_board(-1);
    uint32_t ch = in_play(f, 0, "challenger");
    uint32_t ms = in_play(f, 1, "master");
    DO(f, "p1 use #%u.0 target #%u", ch, ms);
    DO(f, "p2 focus #%u", in_hand(f, 1, "f1"));
    DO(f, "p1 focus #%u", in_hand(f, 0, "f1"));
    DO(f, "p2 strike");
    DO(f, "p1 strike");
    /* 4 to 4: the Sword Master is a Duelist and wins. */
    assert_int_equal(l5r_game_card_zone(f->g, ch), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, ms), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_is_bowed(f->g, ms), 1);
    fx_free(f);
}

static void test_DUE_04_two_duelists_tied_both_lose(void **st)
{
    (void)st;
    fx *f = board("master2 filler filler filler", "rival master filler filler",
                  "f3*2 f1*2 letter", "f3*2 f1*3", -1);
    uint32_t m2 = in_play(f, 0, "master2"), ms = in_play(f, 1, "master");
    DO(f, "p1 use #%u.0 target #%u", m2, ms);
    DO(f, "p2 strike");
    DO(f, "p1 strike");
    assert_int_equal(l5r_game_card_zone(f->g, m2), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, ms), L5R_ZONE_DYNASTY_DISCARD);
    fx_free(f);
}

static void test_DUE_02_a_refusable_duel_refused(void **st)
{
    (void)st;
    fx *f = board("master2 filler filler filler", "rival master filler filler",
                  "f3*2 f1*2 letter", "f3*2 f1*3", -1);
    uint32_t m2 = in_play(f, 0, "master2"), rv = in_play(f, 1, "rival");
    int32_t honor = l5r_game_player_honor(f->g, 1);
    DO(f, "p1 use #%u.0 target #%u", m2, rv);
    assert_decision(f, 1, L5R_DECIDE_DUEL);
    assert_true(legal_has(f, 1, "p2 pass"));
    DO(f, "p2 pass");
    /* The refusal's cost is paid; the duel and its outcome do not happen;
       the Action phase goes on. */
    assert_int_equal(l5r_game_player_honor(f->g, 1), honor - 2);
    assert_int_equal(l5r_game_card_zone(f->g, rv), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_zone(f->g, m2), L5R_ZONE_PLAY);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    fx_free(f);
}

static void test_DUE_02_refused_only_first_by_the_challenged(void **st)
{
    (void)st;
    fx *f = board("master2 filler filler filler", "rival master filler filler",
                  "f3*2 f1*2 letter", "f3*2 f1*3", -1);
    uint32_t m2 = in_play(f, 0, "master2"), rv = in_play(f, 1, "rival");
    DO(f, "p1 use #%u.0 target #%u", m2, rv);
    DO(f, "p2 focus #%u", in_hand(f, 1, "f1"));
    /* The challenger does not refuse. */
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "DUE-02", "p1 pass");
    DO(f, "p1 strike");
    /* Nor the challenged once the focus began. */
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "DUE-02", "p2 pass");
    DO(f, "p2 strike");
    /* 3 against 4: the Duelist lost all the same. */
    assert_int_equal(l5r_game_card_zone(f->g, m2), L5R_ZONE_DYNASTY_DISCARD);
    fx_free(f);
}

static void test_DUE_03_no_focus_allowed_at_maximum_zero(void **st)
{
    (void)st;
    fx *f = std_board(0);
    uint32_t ch, rv;
    challenge(f, &ch, &rv);
    ILLEGAL(f, L5R_REASON_LIMIT, "DUE-03", "p2 focus #%u", in_hand(f, 1, "f3"));
    DO(f, "p2 strike");
    DO(f, "p1 strike");
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    fx_free(f);
}

/* A save taken mid-duel loads and plays on identically. */
static void test_DUE_03_a_save_mid_duel_plays_on(void **st)
{
    (void)st;
    fx *f = std_board(-1);
    uint32_t ch, rv;
    challenge(f, &ch, &rv);
    DO(f, "p2 focus #%u", in_hand(f, 1, "f3"));
    void *data = NULL;
    size_t len = 0;
    assert_int_equal(l5r_game_save(&data, &len, f->g), L5R_OK);
    l5r_game *g2 = NULL;
    assert_int_equal(l5r_game_load(&g2, f->db, data, len, NULL), L5R_OK);
    l5r_free(data);
    assert_int_equal(l5r_game_hash(g2), l5r_game_hash(f->g));
    const char *moves[3];
    char m1[32];
    snprintf(m1, sizeof m1, "p1 focus #%u", in_hand(f, 0, "f3"));
    moves[0] = m1;
    moves[1] = "p2 strike";
    moves[2] = "p1 strike";
    for (int i = 0; i < 3; i++) {
        assert_int_equal(l5r_game_apply_text(f->g, moves[i], NULL), L5R_OK);
        assert_int_equal(l5r_game_apply_text(g2, moves[i], NULL), L5R_OK);
        assert_int_equal(l5r_game_hash(g2), l5r_game_hash(f->g));
    }
    assert_int_equal(l5r_game_card_zone(g2, ch), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_zone(g2, rv), L5R_ZONE_DYNASTY_DISCARD);
    l5r_game_free(g2);
    fx_free(f);
}

/* A save taken mid-duel whose duel fields were forged (the checksum
   recomputed) is refused by the state check; unforged, it loads. */
static void test_DUE_03_forged_mid_duel_saves_are_refused(void **st)
{
    (void)st;
    fx *f = std_board(-1);
    uint32_t ch, rv;
    challenge(f, &ch, &rv);
    DO(f, "p2 focus #%u", in_hand(f, 1, "f3"));
    void *data = NULL;
    size_t len = 0;
    assert_int_equal(l5r_game_save(&data, &len, f->g), L5R_OK);
    static const struct {
        const char *field;
        int64_t value;
    } forged[] = {
        {"duel_step", 3},      /* an outcome between moves */
        {"duel_step", 0},      /* no duel, but a duel decision */
        {"duel_nfocus[1]", 5}, /* over the maximum */
        {"duel_nfocus[0]", 1}, /* counts that do not fit the cards */
        {"duel_passes", 2},    /* two strikes, and no strike */
        {"duel_b", 9999},      /* no such card */
        {"duel_a", 0},         /* not a Personality in play */
        {"duel_next", 0},      /* no duel before the next effect */
        {"duel_focus[0]", 0},  /* not a focused card */
        {"duel_resume_decision", 14},
        {"duel_refusal", 200},
        {"duel_pad[0]", 1},
    };
    for (size_t i = 0; i < sizeof forged / sizeof forged[0]; i++) {
        uint8_t *copy = malloc(len);
        assert_non_null(copy);
        memcpy(copy, data, len);
        forge_save s;
        assert_int_equal(forge_parse(&s, copy, len), 0);
        const forge_field *fd = forge_find(forged[i].field);
        assert_non_null(fd);
        assert_int_equal(forge_set(&s, fd, 0, forged[i].value), 0);
        forge_fix_checksum(&s);
        l5r_game *g = NULL;
        int rc = l5r_game_load(&g, f->db, copy, len, NULL);
        if (rc != L5R_EFORMAT)
            fail_msg("%s = %lld: %s, not L5R_EFORMAT", forged[i].field,
                     (long long)forged[i].value, l5r_status_name(rc));
        free(copy);
    }
    l5r_game *g = NULL;
    assert_int_equal(l5r_game_load(&g, f->db, data, len, NULL), L5R_OK);
    l5r_game_free(g);
    l5r_free(data);
    fx_free(f);
}

/* The sample cards: the Kakita Blade Student (Chi 3, a Duelist) draws
   with the Matsu Steady Hand (Chi 4) by focusing a Focus 1 card, and
   wins the tie. */
static void test_DUE_04_sample_duelist_wins_the_tie(void **st)
{
    (void)st;
    fx *f = fx_track(fx_new_sample(cards));
    assert_non_null(f);
    assert_int_equal(fx_deck(f, 0, "a-castle", NULL, NULL,
                             "kakita-blade-student filler filler filler",
                             "f1*2 stillness-before-the-cut*3"),
                     L5R_OK);
    assert_int_equal(fx_deck(f, 1, "b-castle", NULL, NULL,
                             "matsu-steady-hand filler filler filler", "f1*5"),
                     L5R_OK);
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 5), L5R_OK);
    START(f, 1);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    recruit_face_up(f, 0);
    NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    recruit_face_up(f, 1);
    NEXT_TURN(f);
    uint32_t k = in_play(f, 0, "kakita-blade-student");
    uint32_t m = in_play(f, 1, "matsu-steady-hand");
    DO(f, "p1 use #%u.0 target #%u", k, m);
    DO(f, "p2 strike");
    DO(f, "p1 focus #%u", in_hand(f, 0, "f1"));
    DO(f, "p2 strike");
    DO(f, "p1 strike");
    assert_int_equal(l5r_game_card_zone(f->g, m), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, k), L5R_ZONE_PLAY);
    fx_free(f);
}

/* Random games with duels in every turn end: every duel decision has a
   way out (strike), and every state passes the state check (Debug). */
static void test_DUE_03_random_games_with_duels_end(void **st)
{
    (void)st;
    uint32_t duels = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        fx *f = new_board(
            cards, "a-castle", "challenger*3 master2*3 rival*3 filler*3",
            "letter*4 f3*4 f1*4", "b-castle",
            "challenger*3 master2*3 master*3 filler*3", "letter*4 f3*4 f1*4");
        assert_int_equal(fx_set(f, L5R_PARAM_TURN_LIMIT, 16), L5R_OK);
        START(f, (int64_t)seed);
        fx_rng r = fx_rng_seeded(seed);
        int moves = 0;
        for (; moves < 20000; moves++) {
            uint32_t p;
            int kind;
            assert_int_equal(l5r_game_decision(&p, &kind, f->g), L5R_OK);
            if (kind == L5R_DECIDE_NONE)
                break;
            duels += kind == L5R_DECIDE_DUEL;
            l5r_action_list *l = NULL;
            assert_int_equal(l5r_game_legal_actions(&l, f->g, p), L5R_OK);
            assert_true(l5r_action_list_count(l) > 0);
            uint32_t i = fx_pick_move(&r, l, kind, FX_PICK_EAGER);
            assert_int_equal(l5r_game_apply_index(f->g, l, i, NULL), L5R_OK);
            l5r_action_list_free(l);
        }
        assert_true(moves < 20000);
        fx_free(f);
    }
    assert_true(duels > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(
            test_DUE_01_a_duel_is_a_decision_the_challenged_first, fx_teardown),
        cmocka_unit_test_teardown(test_DUE_01_who_may_challenge_whom,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_DUE_01_bowed_personalities_do_not_duel,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_DUE_03_focus_in_turn_up_to_the_maximum,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_DUE_04_totals_and_DUE_05_discards,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_DUE_05_honor_outcomes_for_winner_and_loser, fx_teardown),
        cmocka_unit_test_teardown(test_DUE_05_honor_outcomes_in_a_tie,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_DUE_05_amounts_and_bonuses_of_the_duelists, fx_teardown),
        cmocka_unit_test_teardown(test_DUE_05_amounts_and_bonuses_in_a_tie,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_DUE_04_a_tie_loses_for_both,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_DUE_04_a_duelist_wins_a_tie,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_DUE_04_two_duelists_tied_both_lose,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_DUE_02_a_refusable_duel_refused,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_DUE_02_refused_only_first_by_the_challenged, fx_teardown),
        cmocka_unit_test_teardown(test_DUE_03_no_focus_allowed_at_maximum_zero,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_DUE_03_a_save_mid_duel_plays_on,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_DUE_03_forged_mid_duel_saves_are_refused,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_DUE_04_sample_duelist_wins_the_tie,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_DUE_03_random_games_with_duels_end,
                                  fx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
