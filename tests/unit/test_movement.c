/* SPDX-License-Identifier: MIT */
/* Movement in scenarios: moving a unit to the current battlefield only in
   a battle and from elsewhere (MOV-01), No Second Battle (MOV-02), going
   home after a resolution and assigning are not movement (MOV-03), a
   bowed unit moves (MOV-04), joining the controller's side, whole units
   (MOV-05), an ability moving its own unit in needs no presence (MOV-06);
   the words move_to_battlefield, `at: away`, unit_moved and move_home
   (sending home). Every illegal move is checked by fx_illegal(): the
   expected reason and rule ID, and the hash unchanged. */
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
    "  - {id: m-castle, title: Moving Castle, type: stronghold, faction: Crab,\n"
    "     province_strength: 3, gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: m-keep, title: Moving Keep, type: stronghold, faction: Scorpion,\n"
    "     province_strength: 3, gold_production: 10, starting_honor: 4,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    /* The Marshal moves his side's units in (and probes sides). */
    PERSONALITY("m-marshal", "Marching Marshal", 1)
    "    abilities:\n"
    "      - {timing: [open, battle], " ANY "target: {type: personality,\n"
    "         controller: self, at: away}, effects: [{move_to_battlefield: target}]}\n"
    "      - {timing: battle, " ANY "target: {type: personality,\n"
    "         controller: self, at: away, count: 2},\n"
    "         effects: [{move_to_battlefield: target}]}\n"
    "      - {timing: battle, " ANY "target: {type: follower,\n"
    "         controller: self, at: away}, effects: [{move_to_battlefield: target}]}\n"
    "      - {timing: battle, " ANY "target: {type: personality, defending: true},\n"
    "         effects: [{force_bonus: {to: target, amount: 0}}]}\n"
    "      - {timing: battle, " ANY "target: {type: personality, attacking: true},\n"
    "         effects: [{force_bonus: {to: target, amount: 0}}]}\n"
    /* The Rider moves himself in. */
    PERSONALITY("m-rider", "Swift Rider", 2)
    "    keywords: [Cavalry]\n"
    "    abilities:\n"
    "      - {timing: [open, battle], " ANY "effects: [{move_to_battlefield: self}]}\n"
    PERSONALITY("m-samurai", "Plain Samurai", 2)
    PERSONALITY("m-tired", "Weary Samurai", 2)
    "    abilities:\n"
    "      - {timing: limited, cost: [{bow: self}], effects: [{gain_gold: 1}]}\n"
    PERSONALITY("m-watcher", "Watchful Retainer", 1)
    "    abilities:\n"
    "      - {timing: reaction, " ANY "trigger: {event: unit_moved},\n"
    "         effects: [{gain_honor: 1}]}\n"
    /* Rides in himself when targeted. */
    PERSONALITY("m-eager", "Eager Samurai", 2)
    "    abilities:\n"
    "      - {timing: reaction, trigger: {event: targeted},\n"
    "         effects: [{move_to_battlefield: self}]}\n"
    /* A Follower whose ability moves its unit. */
    "  - id: m-scout\n"
    "    title: Mounted Scout\n"
    "    type: follower\n"
    "    keywords: [Cavalry]\n"
    "    force: 1\n"
    "    chi: 0\n"
    "    gold_cost: 0\n"
    "    honor_requirement: 0\n" PR
    "    abilities:\n"
    "      - {timing: battle, " ANY "effects: [{move_to_battlefield: self}]}\n"
    /* Sending an enemy home is move_home. */
    "  - id: m-recall\n"
    "    title: Sudden Recall\n"
    "    type: action\n" PR
    "    abilities:\n"
    "      - {timing: battle, target: {type: personality, controller: opponent,\n"
    "         at: current_battlefield}, effects: [{move_home: target}]}\n";
/* clang-format on */

/* --- helpers -------------------------------------------------------------- */

/* p1 (Moving Castle, honor 6, goes first) and p2 (Moving Keep, honor 4);
   every Dynasty card in a province, every Fate card in hand; recruited
   in the first two turns: p1's Action phase of turn 3. */
static fx *board(const char *dyn1, const char *fate1, const char *dyn2,
                 const char *fate2, int provinces)
{
    fx *f = new_board(CARDS, "m-castle", dyn1, fate1, "m-keep", dyn2, fate2);
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 8), L5R_OK);
    assert_int_equal(fx_set(f, L5R_PARAM_PROVINCES, provinces), L5R_OK);
    START(f, 5);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    recruit_turns(f);
    return f;
}

static const char *txt(char *buf, size_t cap, const char *fmt, ...)
    FX_PRINTF(3, 4);
static const char *txt(char *buf, size_t cap, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, cap, fmt, ap);
    va_end(ap);
    return buf;
}

/* Apply a move in the Combat Segment; the other player then passes, so
   the mover decides again. */
static void act(fx *f, const char *fmt, ...) FX_PRINTF(2, 3);
static void act(fx *f, const char *fmt, ...)
{
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    uint32_t before, now;
    int kind, k2;
    assert_int_equal(l5r_game_decision(&before, &kind, f->g), L5R_OK);
    if (fx_do(f, "%s", text) != L5R_OK)
        fail_msg("%s", f->msg);
    assert_int_equal(l5r_game_decision(&now, &k2, f->g), L5R_OK);
    if (now != before && k2 == kind &&
        (kind == L5R_DECIDE_ACTION || kind == L5R_DECIDE_BATTLE))
        DO(f, "p%u pass", now + 1);
}

/* The Engage window of p1's attack: both pass; p2 passes the Combat
   Segment's first decision; p1 to act. */
static void to_combat_p1(fx *f)
{
    assert_decision(f, 1, L5R_DECIDE_ENGAGE);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_BATTLE);
}

/* The end of the Maneuvers from the current segment on. */
static void end_maneuvers(fx *f)
{
    for (int i = 0; i < 4; i++) {
        uint32_t p;
        int k;
        assert_int_equal(l5r_game_decision(&p, &k, f->g), L5R_OK);
        if (k != L5R_DECIDE_ASSIGN)
            break;
        DO(f, "p%u pass", p + 1);
    }
    assert_decision(f, 0, L5R_DECIDE_BATTLEFIELD);
}

/* --- MOV-01, MOV-06 ------------------------------------------------------- */

/* MOV-01: a unit moves to the current battlefield only in a battle, from
   home or from another battlefield, never to where it is; MOV-06: an
   ability moving its own unit in is used from home. */
static void test_MOV_01_only_in_battle_from_elsewhere(void **state)
{
    (void)state;
    fx *f = board("m-marshal m-samurai m-samurai m-rider", NULL, "m-samurai",
                  NULL, 4);
    uint32_t marshal = in_play(f, 0, "m-marshal");
    uint32_t s0 = card_nth(f, 0, L5R_ZONE_PLAY, "m-samurai", 0);
    uint32_t s1 = card_nth(f, 0, L5R_ZONE_PLAY, "m-samurai", 1);
    uint32_t rider = in_play(f, 0, "m-rider");
    uint32_t guard = in_play(f, 1, "m-samurai");
    /* MOV-01: not outside a battle (an Open ability in the Action
       phase): the target filter's `away` and the self move alike. */
    ILLEGAL(f, L5R_REASON_TARGET, "MOV-01", "p1 use #%u.0 target #%u", marshal,
            s0);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "MOV-01", "p1 use #%u.0", rider);
    char b0[64];
    const char *absent0[] = {txt(b0, sizeof b0, "p1 use #%u.0", rider), NULL};
    check_listed(f, 0, NULL, absent0);
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", marshal);
    DO(f, "p1 assign #%u to 2", s1);
    DO(f, "p1 pass");
    DO(f, "p2 assign #%u to 1", guard);
    end_maneuvers(f);
    DO(f, "p1 fight 1");
    to_combat_p1(f);
    /* From home, from battlefield 2, and the Rider himself (MOV-06); not
       the Marshal, who is there. */
    char b1[64], b2[64], b3[64], b4[64];
    const char *want[] = {
        txt(b1, sizeof b1, "p1 use #%u.0 target #%u", marshal, s0),
        txt(b2, sizeof b2, "p1 use #%u.0 target #%u", marshal, s1),
        txt(b3, sizeof b3, "p1 use #%u.0", rider), NULL};
    const char *absent[] = {
        txt(b4, sizeof b4, "p1 use #%u.0 target #%u", marshal, marshal), NULL};
    check_listed(f, 0, want, absent);
    ILLEGAL(f, L5R_REASON_TARGET, "MOV-01", "p1 use #%u.0 target #%u", marshal,
            marshal);
    act(f, "p1 use #%u.0 target #%u", marshal, s0);
    assert_int_equal(location(f, s0), 1);
    act(f, "p1 use #%u.0 target #%u", marshal, s1);
    assert_int_equal(location(f, s1), 1);
    /* MOV-06: the Rider at home, with no presence of his own. */
    assert_int_equal(location(f, rider), 0);
    act(f, "p1 use #%u.0", rider);
    assert_int_equal(location(f, rider), 1);
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "MOV-01", "p1 use #%u.0", rider);
    ILLEGAL(f, L5R_REASON_TARGET, "MOV-01", "p1 use #%u.0 target #%u", marshal,
            s0);
    /* MOV-05: they joined p1's attacking army. */
    assert_true(legal_now(f, "p1 use #%u.4 target #%u", marshal, s0));
    assert_true(legal_now(f, "p1 use #%u.4 target #%u", marshal, rider));
    assert_false(legal_now(f, "p1 use #%u.3 target #%u", marshal, rider));
    fx_free(f);
}

/* --- MOV-05, MOV-06: the Defender's side, whole units --------------------- */

/* MOV-05: a unit moved in joins its controller's side: the Defender's
   Rider defends, with no unit of his there before (MOV-06); a Follower's
   ability moves its whole unit; a Follower never moves alone; moved
   units fight at the resolution. move_home sends a unit home. */
static void test_MOV_05_joins_own_side_whole_unit(void **state)
{
    (void)state;
    fx *f = board("m-marshal m-samurai m-samurai", "m-scout",
                  "m-rider m-samurai", "m-recall", 4);
    uint32_t marshal = in_play(f, 0, "m-marshal");
    uint32_t s0 = card_nth(f, 0, L5R_ZONE_PLAY, "m-samurai", 0);
    uint32_t s1 = card_nth(f, 0, L5R_ZONE_PLAY, "m-samurai", 1);
    uint32_t scout = in_hand(f, 0, "m-scout");
    uint32_t rider = in_play(f, 1, "m-rider");
    uint32_t guard = in_play(f, 1, "m-samurai");
    DO(f, "p1 play #%u on #%u", scout, s0);
    DO(f, "p2 pass");
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", marshal);
    DO(f, "p1 assign #%u to 1", s1);
    DO(f, "p1 pass");
    DO(f, "p2 assign #%u to 2", guard); /* not at battlefield 1 */
    end_maneuvers(f);
    DO(f, "p1 fight 1");
    assert_decision(f, 1, L5R_DECIDE_ENGAGE);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    /* p2 has no unit at battlefield 1, yet his Rider moves in (MOV-06). */
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    char b1[64];
    const char *want[] = {txt(b1, sizeof b1, "p2 use #%u.0", rider), NULL};
    check_listed(f, 1, want, NULL);
    DO(f, "p2 use #%u.0", rider);
    assert_int_equal(location(f, rider), 1);
    /* MOV-05: defending, not attacking. */
    assert_decision(f, 0, L5R_DECIDE_BATTLE);
    assert_true(legal_now(f, "p1 use #%u.3 target #%u", marshal, rider));
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-55", "p1 use #%u.4 target #%u", marshal,
            rider);
    /* MOV-05: a Follower does not move alone... */
    ILLEGAL(f, L5R_REASON_TARGET, "MOV-05", "p1 use #%u.2 target #%u", marshal,
            scout);
    /* ...but its ability moves its unit, Follower and all. */
    DO(f, "p1 use #%u.0", scout);
    assert_int_equal(location(f, s0), 1);
    assert_int_equal(location(f, scout), 1);
    /* p2 sends the Marshal home (move_home): he leaves p1's army. */
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    DO(f, "p2 use #%u.0 target #%u", in_hand(f, 1, "m-recall"), marshal);
    assert_int_equal(location(f, marshal), 0);
    assert_true(legal_now(f, "p1 use #%u.0", scout) == 0);
    /* The resolution: p1's moved unit counts (2 + 1 + 2 = 5 > 2). */
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    assert_int_equal(l5r_game_card_zone(f->g, rider), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, s0), L5R_ZONE_PLAY);
    fx_free(f);
}

/* --- MOV-02, MOV-03, MOV-04 ----------------------------------------------- */

/* MOV-02: a Personality that was in an attacking army at a resolution
   this Attack phase will not move to a battlefield again, alone or with
   another; units that did not fight still move. MOV-03: going home after
   the resolution, and assigning, are not movement: no unit_moved, no
   L5R_EV_MOVE; a move is both. MOV-04: a bowed unit moves, still
   bowed. */
static void test_MOV_02_03_04_no_second_battle(void **state)
{
    (void)state;
    fx *f = board("m-samurai m-watcher m-marshal m-tired m-samurai", NULL,
                  "m-samurai", NULL, 5);
    uint32_t fought = card_nth(f, 0, L5R_ZONE_PLAY, "m-samurai", 0);
    uint32_t rest = card_nth(f, 0, L5R_ZONE_PLAY, "m-samurai", 1);
    uint32_t watcher = in_play(f, 0, "m-watcher");
    uint32_t marshal = in_play(f, 0, "m-marshal");
    uint32_t tired = in_play(f, 0, "m-tired");
    int32_t honor = l5r_game_player_honor(f->g, 0);
    DO(f, "p1 use #%u.0", tired); /* MOV-04: a bowed unit */
    assert_int_equal(l5r_game_card_is_bowed(f->g, tired), 1);
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    /* MOV-03: assigning is not movement: no Reaction window. */
    DO(f, "p1 assign #%u to 1", fought);
    assert_decision(f, 0, L5R_DECIDE_ASSIGN);
    DO(f, "p1 assign #%u to 2", watcher);
    DO(f, "p1 assign #%u to 2", marshal);
    assert_decision(f, 0, L5R_DECIDE_ASSIGN);
    end_maneuvers(f);
    DO(f, "p1 fight 1");
    to_combat_p1(f);
    /* MOV-03: the resolution; the survivor goes home, the Watcher (at
       battlefield 2, unbowed) sees no movement. */
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p1 pass");
    assert_decision(f, 0, L5R_DECIDE_BATTLEFIELD);
    assert_int_equal(location(f, fought), 0);
    assert_int_equal(l5r_game_card_is_bowed(f->g, fought), 1);
    assert_int_equal(fx_event_count(f, L5R_EV_MOVE), 0);
    assert_int_equal(l5r_game_player_honor(f->g, 0), honor);
    DO(f, "p1 fight 2");
    to_combat_p1(f);
    /* MOV-02: the one who fought, alone or with another. */
    ILLEGAL(f, L5R_REASON_RESTRICTED, "MOV-02", "p1 use #%u.0 target #%u",
            marshal, fought);
    ILLEGAL(f, L5R_REASON_RESTRICTED, "MOV-02", "p1 use #%u.1 target #%u #%u",
            marshal, fought < rest ? fought : rest,
            fought < rest ? rest : fought);
    uint32_t lo = tired < rest ? tired : rest, hi = tired < rest ? rest : tired;
    char b1[64], b2[64], b3[64];
    const char *want[] = {
        txt(b1, sizeof b1, "p1 use #%u.0 target #%u", marshal, rest),
        txt(b2, sizeof b2, "p1 use #%u.1 target #%u #%u", marshal, lo, hi),
        NULL};
    const char *absent[] = {
        txt(b3, sizeof b3, "p1 use #%u.0 target #%u", marshal, fought), NULL};
    check_listed(f, 0, want, absent);
    /* The others move (MOV-04: the bowed one too, still bowed). */
    DO(f, "p1 use #%u.1 target #%u #%u", marshal, lo, hi);
    assert_int_equal(location(f, tired), 2);
    assert_int_equal(location(f, rest), 2);
    assert_int_equal(l5r_game_card_is_bowed(f->g, tired), 1);
    assert_int_equal(location(f, fought), 0);
    assert_int_equal(fx_event_count(f, L5R_EV_MOVE), 2);
    /* MOV-03: a move is movement: the Watcher may react to it. */
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    char b4[64];
    const char *want_r[] = {txt(b4, sizeof b4, "p1 use #%u.0", watcher), NULL};
    check_listed(f, 0, want_r, NULL);
    DO(f, "p1 use #%u.0", watcher);
    assert_int_equal(l5r_game_player_honor(f->g, 0), honor + 1);
    fx_free(f);
}

/* MOV-02's reading, as the move resolves: of several units moved at
   once, one that may no longer move (here: already there, MOV-01) stays
   and the others move. The Eager Samurai, targeted, rides in by himself
   in the Reaction window (MOV-06) before the Marshal's move resolves. */
static void test_MOV_02_the_rest_move(void **state)
{
    (void)state;
    fx *f = board("m-marshal m-eager m-samurai", NULL, "m-samurai", NULL, 3);
    uint32_t marshal = in_play(f, 0, "m-marshal");
    uint32_t eager = in_play(f, 0, "m-eager");
    uint32_t plain = in_play(f, 0, "m-samurai");
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", marshal);
    end_maneuvers(f);
    DO(f, "p1 fight 1");
    to_combat_p1(f);
    uint32_t lo = eager < plain ? eager : plain;
    uint32_t hi = eager < plain ? plain : eager;
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p1 use #%u.1 target #%u #%u", marshal, lo, hi);
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    DO(f, "p1 use #%u.0", eager);
    assert_int_equal(location(f, eager), 1);
    assert_int_equal(location(f, plain), 0);
    pass_while(f, L5R_DECIDE_REACTION);
    assert_int_equal(location(f, plain), 1);
    assert_int_equal(location(f, eager), 1);
    assert_int_equal(fx_event_count(f, L5R_EV_MOVE), 2); /* one each */
    fx_free(f);
}

/* --- the sample cards ----------------------------------------------------- */

/* The sample cards of movement and attacks at work: the Dustwind
   Outrider rides in from home (MOV-06), Scatter the Line sends him home
   (move_home), the Reedmarsh Longbowman's Ranged 2 Attack destroys a
   Force 2 defender (RNG-01, RNG-02). */
static void test_MOV_06_RNG_01_sample_cards(void **state)
{
    (void)state;
    fx *f = fx_track(fx_new_sample(CARDS));
    assert_non_null(f);
    if (fx_deck(f, 0, "m-castle", NULL, NULL,
                "dustwind-outrider reedmarsh-longbowman", NULL) != L5R_OK ||
        fx_deck(f, 1, "m-keep", NULL, NULL, "m-samurai", "scatter-the-line") !=
            L5R_OK)
        fail_msg("%s", f->msg);
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 1), L5R_OK);
    assert_int_equal(fx_set(f, L5R_PARAM_PROVINCES, 2), L5R_OK);
    START(f, 5);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    recruit_turns(f);
    uint32_t rider = in_play(f, 0, "dustwind-outrider");
    uint32_t bow = in_play(f, 0, "reedmarsh-longbowman");
    uint32_t guard = in_play(f, 1, "m-samurai");
    uint32_t scatter = in_hand(f, 1, "scatter-the-line");
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", bow);
    DO(f, "p1 pass");
    DO(f, "p2 assign #%u to 1", guard);
    end_maneuvers(f);
    DO(f, "p1 fight 1");
    to_combat_p1(f);
    DO(f, "p1 use #%u.0", rider);
    assert_int_equal(location(f, rider), 1);
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    DO(f, "p2 use #%u.0 target #%u", scatter, rider);
    assert_int_equal(location(f, rider), 0);
    assert_decision(f, 0, L5R_DECIDE_BATTLE);
    DO(f, "p1 use #%u.0 target #%u", bow, guard);
    assert_int_equal(l5r_game_card_zone(f->g, guard), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_is_bowed(f->g, bow), 1);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_MOV_01_only_in_battle_from_elsewhere,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_MOV_05_joins_own_side_whole_unit,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_MOV_02_03_04_no_second_battle,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_MOV_02_the_rest_move, fx_teardown),
        cmocka_unit_test_teardown(test_MOV_06_RNG_01_sample_cards, fx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
