/* SPDX-License-Identifier: MIT */
/*
 * Attaching and transferring as effects, as rulings (ATT-01 .. ATT-04)
 * through the public API: `transfer: target` moves the ability's own
 * card to the target Personality, `attach: target` brings the target
 * card to the ability's Personality; the bearer rules of playing a card
 * (CORE-19, CORE-20) apply to the new bearer. Every illegal move is
 * checked by fx_illegal(): the reason, the rule ID, the hash unchanged.
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

/* --- the cards ------------------------------------------------------------ */

#define PR "    printings: [{set: Lotus Edition}]\n"
#define PERSONALITY(id, title, f)                                              \
    "  - id: " id "\n"                                                         \
    "    title: " title "\n"                                                   \
    "    type: personality\n"                                                  \
    "    force: " #f "\n"                                                      \
    "    chi: 2\n"                                                             \
    "    honor_requirement: '-'\n"                                             \
    "    gold_cost: 1\n"                                                       \
    "    personal_honor: 1\n" PR
#define ANY "limit: any_number, "

/* clang-format off */
static const char CARDS[] =
    "cards:\n"
    "  - {id: a-castle, title: Bearing Castle, type: stronghold, faction: Crab,\n"
    "     province_strength: 3, gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: a-keep, title: Bearing Keep, type: stronghold, faction: Scorpion,\n"
    "     province_strength: 3, gold_production: 10, starting_honor: 4,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    /* The Lord brings a card to himself (any target: the rules refuse). */
    PERSONALITY("a-lord", "Gathering Lord", 2)
    "    abilities:\n"
    "      - {timing: limited, " ANY "target: {type: card},\n"
    "         effects: [{attach: target}]}\n"
    PERSONALITY("a-samurai", "Plain Samurai", 2)
    PERSONALITY("a-shugenja", "Plain Shugenja", 1)
    "    keywords: [Shugenja]\n"
    /* A Holding that would transfer itself: it is not attached. */
    "  - id: a-estate\n"
    "    title: Restless Estate\n"
    "    type: holding\n"
    "    gold_cost: 1\n" PR
    "    abilities:\n"
    "      - {timing: limited, " ANY "target: {type: personality, controller: self},\n"
    "         effects: [{transfer: target}]}\n"
    /* The Katana goes to any target (the rules refuse). */
    "  - id: a-katana\n"
    "    title: Wandering Katana\n"
    "    type: item\n"
    "    keywords: [Weapon]\n"
    "    force: 2\n"
    "    chi: 0\n"
    "    gold_cost: 0\n" PR
    "    abilities:\n"
    "      - {timing: limited, " ANY "target: {type: card},\n"
    "         effects: [{transfer: target}]}\n"
    "  - id: a-blade\n"
    "    title: Plain Blade\n"
    "    type: item\n"
    "    keywords: [Weapon]\n"
    "    force: 1\n"
    "    chi: 0\n"
    "    gold_cost: 0\n" PR
    /* The Retainer changes masters, in a battle too (the second ability
   reaches units away from the battle, bringing them to it first: MOV-01
   refuses `at: away` otherwise). */
    "  - id: a-retainer\n"
    "    title: Loyal Retainer\n"
    "    type: follower\n"
    "    force: 1\n"
    "    chi: 0\n"
    "    gold_cost: 0\n"
    "    honor_requirement: 0\n" PR
    "    abilities:\n"
    "      - {timing: [limited, battle], " ANY "target: {type: personality,\n"
    "         controller: self}, effects: [{transfer: target}]}\n"
    "      - {timing: battle, " ANY "target: {type: personality,\n"
    "         controller: self, at: away},\n"
    "         effects: [{move_to_battlefield: target}, {transfer: target}]}\n"
    "  - id: a-charm\n"
    "    title: Drifting Charm\n"
    "    type: spell\n"
    "    gold_cost: 0\n" PR
    "    abilities:\n"
    "      - {timing: limited, " ANY "target: {type: personality},\n"
    "         effects: [{transfer: target}]}\n";
/* clang-format on */

/* --- helpers -------------------------------------------------------------- */

/* p1: the Lord, two Samurai, a Shugenja and the Estate in play, the
   Katana, the Blade, the Retainer and the Charm in hand; p2: a Samurai.
   p1's Action phase of turn 3. */
static fx *board(void)
{
    fx *f = new_board(
        CARDS, "a-castle", "a-lord a-samurai a-shugenja a-estate a-samurai",
        "a-katana a-blade a-retainer a-charm", "a-keep", "a-samurai", NULL);
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 8), L5R_OK);
    assert_int_equal(fx_set(f, L5R_PARAM_PROVINCES, 5), L5R_OK);
    START(f, 5);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    recruit_turns(f);
    return f;
}

/* p1 plays a card from his hand onto a Personality; p2 passes. */
static void play_on(fx *f, uint32_t card, uint32_t on)
{
    DO(f, "p1 play #%u on #%u", card, on);
    DO(f, "p2 pass");
    assert_int_equal(l5r_game_card_attached_to(f->g, card), on);
}

static int32_t force(const fx *f, uint32_t c)
{
    return card_stat(f, c, L5R_STAT_FORCE);
}

static uint32_t samurai(const fx *f, uint32_t n)
{
    return card_nth(f, 0, L5R_ZONE_PLAY, "a-samurai", n);
}

/* --- transfer ------------------------------------------------------------- */

/* ATT-01, ATT-02, ATT-04: the Katana leaves the Lord for the second
   Samurai: its bearer changes, its Force goes with it, it stays in play
   at home (no new card: the same ID, told as an attachment). A save and
   a clone keep the new bearer and play on identically. */
static void test_ATT_transfer_moves_the_card(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t lord = in_play(f, 0, "a-lord");
    uint32_t s1 = samurai(f, 1);
    uint32_t katana = in_hand(f, 0, "a-katana");
    play_on(f, katana, lord);
    assert_int_equal(force(f, lord), 4);
    assert_int_equal(force(f, s1), 2);
    uint32_t attached = fx_event_count(f, L5R_EV_ATTACH);
    char b0[64], b1[64];
    const char *want[] = {
        fx_txt(b0, sizeof b0, "p1 use #%u.0 target #%u", katana, s1), NULL};
    const char *absent[] = {
        fx_txt(b1, sizeof b1, "p1 use #%u.0 target #%u", katana, lord), NULL};
    check_listed(f, 0, want, absent);
    P1_USE(f, "p1 use #%u.0 target #%u", katana, s1);
    assert_int_equal(l5r_game_card_attached_to(f->g, katana), s1);
    assert_int_equal(l5r_game_card_zone(f->g, katana), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_controller(f->g, katana), 0);
    assert_int_equal(location(f, katana), 0);
    assert_int_equal(force(f, lord), 2);
    assert_int_equal(force(f, s1), 4);
    assert_int_equal(fx_event_count(f, L5R_EV_ATTACH), attached + 1);
    assert_true(view_card_has(f, katana, "\"attached_to\":"));

    /* A save keeps the new bearer; so does a clone. */
    void *data = NULL;
    size_t len = 0;
    assert_int_equal(l5r_game_save(&data, &len, f->g), L5R_OK);
    l5r_game *g2 = NULL;
    assert_int_equal(l5r_game_load(&g2, f->db, data, len, NULL), L5R_OK);
    l5r_free(data);
    l5r_game *g3 = NULL;
    assert_int_equal(l5r_game_clone(&g3, f->g), L5R_OK);
    assert_int_equal(l5r_game_card_attached_to(g2, katana), s1);
    assert_int_equal(l5r_game_card_attached_to(g3, katana), s1);
    assert_int_equal(l5r_game_hash(g2), l5r_game_hash(f->g));
    assert_int_equal(l5r_game_hash(g3), l5r_game_hash(f->g));
    /* And they play on identically: back to the Lord in all three. */
    char back[64];
    snprintf(back, sizeof back, "p1 use #%u.0 target #%u", katana, lord);
    l5r_game *games[3] = {f->g, g2, g3};
    for (int i = 0; i < 3; i++) {
        assert_int_equal(l5r_game_apply_text(games[i], back, NULL), L5R_OK);
        assert_int_equal(l5r_game_apply_text(games[i], "p2 pass", NULL),
                         L5R_OK);
        assert_int_equal(l5r_game_card_attached_to(games[i], katana), lord);
    }
    assert_int_equal(l5r_game_hash(g2), l5r_game_hash(f->g));
    assert_int_equal(l5r_game_hash(g3), l5r_game_hash(f->g));
    l5r_game_free(g2);
    l5r_game_free(g3);
    fx_free(f);
}

/* ATT-01, ATT-02, CORE-19, CORE-20: what a transfer refuses, leaving
   the game as it was: a target that is not a Personality, the
   opponent's Personality, the bearer it is on, a Personality that
   carries a Weapon already, a Spell to one who is no Shugenja, and a
   card that is not attached at all. */
static void test_ATT_transfer_refusals(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t lord = in_play(f, 0, "a-lord");
    uint32_t s0 = samurai(f, 0), s1 = samurai(f, 1);
    uint32_t shugenja = in_play(f, 0, "a-shugenja");
    uint32_t estate = in_play(f, 0, "a-estate");
    uint32_t theirs = in_play(f, 1, "a-samurai");
    uint32_t katana = in_hand(f, 0, "a-katana");
    uint32_t blade = in_hand(f, 0, "a-blade");
    uint32_t charm = in_hand(f, 0, "a-charm");
    play_on(f, katana, lord);
    play_on(f, blade, s0);
    play_on(f, charm, shugenja);
    const int T = L5R_REASON_TARGET, A = L5R_REASON_ATTACHMENT;
    ILLEGAL(f, T, "ATT-02", "p1 use #%u.0 target #%u", katana, estate);
    ILLEGAL(f, T, "ATT-02", "p1 use #%u.0 target #%u", katana, theirs);
    ILLEGAL(f, T, "ATT-02", "p1 use #%u.0 target #%u", katana, lord);
    ILLEGAL(f, A, "CORE-20", "p1 use #%u.0 target #%u", katana, s0);
    ILLEGAL(f, A, "CORE-19", "p1 use #%u.0 target #%u", charm, s1);
    ILLEGAL(f, A, "ATT-01", "p1 use #%u.0 target #%u", estate, s1);
    char b[6][64];
    const char *absent[] = {
        fx_txt(b[0], sizeof b[0], "p1 use #%u.0 target #%u", katana, estate),
        fx_txt(b[1], sizeof b[1], "p1 use #%u.0 target #%u", katana, theirs),
        fx_txt(b[2], sizeof b[2], "p1 use #%u.0 target #%u", katana, s0),
        fx_txt(b[3], sizeof b[3], "p1 use #%u.0 target #%u", charm, s1),
        fx_txt(b[4], sizeof b[4], "p1 use #%u.0 target #%u", estate, s1),
        NULL};
    const char *want[] = {
        fx_txt(b[5], sizeof b[5], "p1 use #%u.0 target #%u", katana, s1), NULL};
    check_listed(f, 0, want, absent);
    /* Nothing moved. */
    assert_int_equal(l5r_game_card_attached_to(f->g, katana), lord);
    assert_int_equal(l5r_game_card_attached_to(f->g, blade), s0);
    assert_int_equal(l5r_game_card_attached_to(f->g, charm), shugenja);
    fx_free(f);
}

/* --- attach --------------------------------------------------------------- */

/* ATT-01, ATT-02, CORE-20: the Lord brings the Retainer from the first
   Samurai to himself; a Personality (not attached), the opponent's
   Personality, the Retainer again (on him already) and a second Weapon
   are refused. */
static void test_ATT_attach_brings_the_card(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t lord = in_play(f, 0, "a-lord");
    uint32_t s0 = samurai(f, 0), s1 = samurai(f, 1);
    uint32_t theirs = in_play(f, 1, "a-samurai");
    uint32_t retainer = in_hand(f, 0, "a-retainer");
    uint32_t katana = in_hand(f, 0, "a-katana");
    uint32_t blade = in_hand(f, 0, "a-blade");
    play_on(f, retainer, s0);
    play_on(f, blade, lord);
    play_on(f, katana, s1);
    const int T = L5R_REASON_TARGET, A = L5R_REASON_ATTACHMENT;
    ILLEGAL(f, T, "ATT-01", "p1 use #%u.0 target #%u", lord, s1);
    ILLEGAL(f, T, "ATT-01", "p1 use #%u.0 target #%u", lord, theirs);
    ILLEGAL(f, A, "CORE-20", "p1 use #%u.0 target #%u", lord, katana);
    P1_USE(f, "p1 use #%u.0 target #%u", lord, retainer);
    assert_int_equal(l5r_game_card_attached_to(f->g, retainer), lord);
    assert_int_equal(force(f, s0), 2);
    ILLEGAL(f, A, "ATT-02", "p1 use #%u.0 target #%u", lord, retainer);
    assert_int_equal(l5r_game_card_attached_to(f->g, katana), s1);
    fx_free(f);
}

/* --- ATT-03: at one place ----------------------------------------------- */

/* ATT-03: in a battle the Retainer, with the Lord at battlefield 1, may
   go to the second Samurai there, not to the first, at home, even by a
   target filter that reaches him (`at: away`). */
static void test_ATT_03_only_at_one_place(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t lord = in_play(f, 0, "a-lord");
    uint32_t s0 = samurai(f, 0), s1 = samurai(f, 1);
    uint32_t theirs = in_play(f, 1, "a-samurai");
    uint32_t retainer = in_hand(f, 0, "a-retainer");
    play_on(f, retainer, lord);
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", lord);
    DO(f, "p1 assign #%u to 1", s1);
    DO(f, "p1 pass");
    DO(f, "p2 assign #%u to 1", theirs);
    pass_until(f, L5R_DECIDE_BATTLEFIELD);
    DO(f, "p1 fight 1");
    assert_decision(f, 1, L5R_DECIDE_ENGAGE);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_BATTLE);
    assert_int_equal(location(f, retainer), 1);
    /* CORE-51 keeps a unit at home out of the battle's targets; `at:
       away` reaches it, and ATT-03 refuses it: it is judged where he is
       as the ability is used, before any move. */
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-51", "p1 use #%u.0 target #%u",
            retainer, s0);
    ILLEGAL(f, L5R_REASON_TARGET, "ATT-03", "p1 use #%u.1 target #%u", retainer,
            s0);
    DO(f, "p1 use #%u.0 target #%u", retainer, s1);
    assert_int_equal(l5r_game_card_attached_to(f->g, retainer), s1);
    assert_int_equal(location(f, retainer), 1);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_ATT_transfer_moves_the_card,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_ATT_transfer_refusals, fx_teardown),
        cmocka_unit_test_teardown(test_ATT_attach_brings_the_card, fx_teardown),
        cmocka_unit_test_teardown(test_ATT_03_only_at_one_place, fx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
