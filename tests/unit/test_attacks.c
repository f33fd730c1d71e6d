/* SPDX-License-Identifier: MIT */
/* Ranged and Melee attacks in scenarios: the target, a Follower or a
   Personality without Followers in the enemy army at the current
   battlefield (RNG-01); its Force at most the strength when announced and
   when resolved (RNG-02); only in a battle (RNG-03); two kinds (RNG-04).
   The words ranged_attack and melee_attack. Every illegal move is checked
   by fx_illegal(): the expected reason and rule ID, and the hash
   unchanged. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/rules.h"

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

/* clang-format off */
static const char CARDS[] =
    "cards:\n"
    "  - {id: r-castle, title: Range Castle, type: stronghold, faction: Crab,\n"
    "     province_strength: 3, gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: r-keep, title: Range Keep, type: stronghold, faction: Scorpion,\n"
    "     province_strength: 3, gold_production: 10, starting_honor: 4,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    /* Ranged 2 (Open/Battle) and Melee 3 (Battle). */
    PERSONALITY("r-archer", "Bow Master", 1)
    "    abilities:\n"
    "      - {timing: [open, battle], limit: any_number,\n"
    "         effects: [{ranged_attack: 2}]}\n"
    "      - {timing: battle, limit: any_number, effects: [{melee_attack: 3}]}\n"
    PERSONALITY("r-samurai", "Range Samurai", 2)
    /* Ranged equal to his Force (3), Melee equal to half his Chi (1). */
    PERSONALITY("r-captain", "Range Captain", 3)
    "    abilities:\n"
    "      - {timing: battle, limit: any_number,\n"
    "         effects: [{ranged_attack: {stat: force}}]}\n"
    "      - {timing: battle, limit: any_number,\n"
    "         effects: [{melee_attack: {stat: chi, half: down}}]}\n"
    PERSONALITY("r-giant", "Range Giant", 4)
    /* Grows when targeted. */
    PERSONALITY("r-brave", "Bracing Samurai", 2)
    "    abilities:\n"
    "      - {timing: reaction, trigger: {event: targeted},\n"
    "         effects: [{force_bonus: {to: self, amount: 3, until: end_of_battle}}]}\n"
    "  - {id: r-ashigaru, title: Range Ashigaru, type: follower, force: 1,\n"
    "     chi: 0, gold_cost: 0, honor_requirement: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    /* Ranged 1 from the hand. */
    "  - id: r-volley\n"
    "    title: Small Volley\n"
    "    type: action\n" PR
    "    abilities:\n"
    "      - {timing: battle, effects: [{ranged_attack: 1}]}\n";
/* clang-format on */

/* --- helpers -------------------------------------------------------------- */

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

/* The kind of the attack of card's ability k (RNG-04), read as a filter
   or a modifier would. */
static uint8_t attack_kind(const fx *f, uint32_t card, uint32_t k)
{
    l5r_action a;
    memset(&a, 0, sizeof a);
    a.card = card;
    a.ability = k;
    return l5r_attacks__kind(f->g, l5r_targets__ability(f->g, &a));
}

/* --- RNG-01 .. RNG-04 ----------------------------------------------------- */

/* RNG-03: not outside a battle. RNG-01: a Follower, or a Personality
   without Followers, of the enemy army at the current battlefield; not
   one's own, not a unit at home, not a Personality with Followers (until
   they are gone). RNG-02: not a target with more Force than the
   strength. RNG-04: Ranged and Melee are kinds of their own. */
static void test_RNG_01_02_03_targets(void **state)
{
    (void)state;
    fx *f = new_board(CARDS, "r-castle", "r-archer r-samurai", "r-volley",
                      "r-keep", "r-samurai r-giant r-samurai", "r-ashigaru");
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 1), L5R_OK);
    assert_int_equal(fx_set(f, L5R_PARAM_PROVINCES, 3), L5R_OK);
    START(f, 5);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    recruit_turns(f);
    NEXT_TURN(f); /* p2's turn: his Ashigaru joins his first Samurai */
    uint32_t s2 = card_nth(f, 1, L5R_ZONE_PLAY, "r-samurai", 0);
    uint32_t home = card_nth(f, 1, L5R_ZONE_PLAY, "r-samurai", 1);
    uint32_t ash = in_hand(f, 1, "r-ashigaru");
    DO(f, "p2 play #%u on #%u", ash, s2);
    NEXT_TURN(f);
    uint32_t archer = in_play(f, 0, "r-archer");
    uint32_t mine = in_play(f, 0, "r-samurai");
    uint32_t giant = in_play(f, 1, "r-giant");
    uint32_t volley = in_hand(f, 0, "r-volley");
    /* RNG-04: two kinds, kept with the card. */
    assert_int_equal(attack_kind(f, archer, 0), L5R_EFF_RANGED_ATTACK);
    assert_int_equal(attack_kind(f, archer, 1), L5R_EFF_MELEE_ATTACK);
    assert_int_equal(attack_kind(f, volley, 0), L5R_EFF_RANGED_ATTACK);
    assert_int_equal(attack_kind(f, mine, 0), L5R_EFF_NONE);
    /* RNG-03: an Open Ranged attack in the Action phase. */
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "RNG-03", "p1 use #%u.0 target #%u",
            archer, ash);
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", archer);
    DO(f, "p1 assign #%u to 1", mine);
    DO(f, "p1 pass");
    DO(f, "p2 assign #%u to 1", s2);
    DO(f, "p2 assign #%u to 1", giant);
    pass_until(f, L5R_DECIDE_BATTLEFIELD);
    DO(f, "p1 fight 1");
    DO(f, "p2 pass"); /* Engage */
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_BATTLE);
    const int T = L5R_REASON_TARGET;
    ILLEGAL(f, T, "RNG-01", "p1 use #%u.0", archer);
    ILLEGAL(f, T, "RNG-01", "p1 use #%u.0 target #%u", archer, s2);
    ILLEGAL(f, T, "RNG-01", "p1 use #%u.0 target #%u", archer, mine);
    ILLEGAL(f, T, "RNG-01", "p1 use #%u.0 target #%u", archer, home);
    ILLEGAL(f, T, "RNG-02", "p1 use #%u.0 target #%u", archer, giant);
    ILLEGAL(f, T, "RNG-02", "p1 use #%u.1 target #%u", archer, giant);
    char b1[64], b2[64], b3[64], b4[64], b5[64];
    const char *want[] = {
        txt(b1, sizeof b1, "p1 use #%u.0 target #%u", archer, ash),
        txt(b2, sizeof b2, "p1 use #%u.1 target #%u", archer, ash),
        txt(b3, sizeof b3, "p1 use #%u.0 target #%u", volley, ash), NULL};
    const char *absent[] = {
        txt(b4, sizeof b4, "p1 use #%u.0 target #%u", archer, s2),
        txt(b5, sizeof b5, "p1 use #%u.0 target #%u", archer, giant), NULL};
    check_listed(f, 0, want, absent);
    DO(f, "p1 use #%u.0 target #%u", archer, ash);
    assert_int_equal(l5r_game_card_zone(f->g, ash), L5R_ZONE_FATE_DISCARD);
    /* RNG-01: his Followers gone, the Samurai may be hit; RNG-02: not by
       the Volley's strength 1. */
    DO(f, "p2 pass");
    ILLEGAL(f, T, "RNG-02", "p1 use #%u.0 target #%u", volley, s2);
    DO(f, "p1 use #%u.1 target #%u", archer, s2); /* Melee 3 */
    assert_int_equal(l5r_game_card_zone(f->g, s2), L5R_ZONE_DYNASTY_DISCARD);
    fx_free(f);
}

/* RNG-02: the Force is judged again as the attack resolves: a target
   that grows past the strength in the Reaction window is not destroyed;
   one that does not is. */
static void test_RNG_02_force_at_resolution(void **state)
{
    (void)state;
    fx *f = new_board(CARDS, "r-castle", "r-archer", NULL, "r-keep",
                      "r-brave r-samurai", NULL);
    assert_int_equal(fx_set(f, L5R_PARAM_PROVINCES, 2), L5R_OK);
    START(f, 5);
    recruit_turns(f);
    uint32_t archer = in_play(f, 0, "r-archer");
    uint32_t brave = in_play(f, 1, "r-brave");
    uint32_t s2 = in_play(f, 1, "r-samurai");
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", archer);
    DO(f, "p1 pass");
    DO(f, "p2 assign #%u to 1", brave);
    DO(f, "p2 assign #%u to 1", s2);
    pass_until(f, L5R_DECIDE_BATTLEFIELD);
    DO(f, "p1 fight 1");
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_BATTLE);
    DO(f, "p1 use #%u.0 target #%u", archer, brave); /* Ranged 2 on Force 2 */
    /* Brave braces himself in the Reaction window: Force 5. */
    assert_int_equal(decision_kind(f), L5R_DECIDE_REACTION);
    pass_until(f, L5R_DECIDE_REACTION);
    for (int i = 0; i < 3 && legal_now(f, "p2 use #%u.0", brave) == 0; i++)
        DO(f, "pass");
    DO(f, "p2 use #%u.0", brave);
    assert_int_equal(card_stat(f, brave, L5R_STAT_FORCE), 5);
    pass_while(f, L5R_DECIDE_REACTION);
    assert_int_equal(l5r_game_card_zone(f->g, brave), L5R_ZONE_PLAY);
    /* The same attack on one who does not grow destroys him. */
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.1 target #%u", archer, s2);
    assert_int_equal(l5r_game_card_zone(f->g, s2), L5R_ZONE_DYNASTY_DISCARD);
    fx_free(f);
}

/* RNG-01, RNG-02 with a strength written as an amount (AMT-01): the
   Captain's Ranged attack is his Force, 3, and his Melee attack half his
   Chi, 1, read as each is announced and as it resolves. */
static void test_RNG_01_02_strength_as_an_amount(void **state)
{
    (void)state;
    fx *f = new_board(CARDS, "r-castle", "r-captain", NULL, "r-keep",
                      "r-samurai r-giant", NULL);
    assert_int_equal(fx_set(f, L5R_PARAM_PROVINCES, 2), L5R_OK);
    START(f, 5);
    recruit_turns(f);
    uint32_t captain = in_play(f, 0, "r-captain");
    uint32_t s2 = in_play(f, 1, "r-samurai");
    uint32_t giant = in_play(f, 1, "r-giant");
    assert_int_equal(card_stat(f, captain, L5R_STAT_FORCE), 3);
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", captain);
    DO(f, "p1 pass");
    DO(f, "p2 assign #%u to 1", s2);
    DO(f, "p2 assign #%u to 1", giant);
    pass_until(f, L5R_DECIDE_BATTLEFIELD);
    DO(f, "p1 fight 1");
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_BATTLE);
    const int T = L5R_REASON_TARGET;
    /* RNG-02: Force 4 is above 3; Force 2 is above 1. */
    ILLEGAL(f, T, "RNG-02", "p1 use #%u.0 target #%u", captain, giant);
    ILLEGAL(f, T, "RNG-02", "p1 use #%u.1 target #%u", captain, s2);
    /* RNG-01: still a target of the enemy army. */
    ILLEGAL(f, T, "RNG-01", "p1 use #%u.0 target #%u", captain, captain);
    char b1[64], b2[64], b3[64];
    const char *want[] = {
        txt(b1, sizeof b1, "p1 use #%u.0 target #%u", captain, s2), NULL};
    const char *absent[] = {
        txt(b2, sizeof b2, "p1 use #%u.0 target #%u", captain, giant),
        txt(b3, sizeof b3, "p1 use #%u.1 target #%u", captain, s2), NULL};
    check_listed(f, 0, want, absent);
    DO(f, "p1 use #%u.0 target #%u", captain, s2);
    pass_while(f, L5R_DECIDE_REACTION);
    assert_int_equal(l5r_game_card_zone(f->g, s2), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, giant), L5R_ZONE_PLAY);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_RNG_01_02_03_targets, fx_teardown),
        cmocka_unit_test_teardown(test_RNG_02_force_at_resolution, fx_teardown),
        cmocka_unit_test_teardown(test_RNG_01_02_strength_as_an_amount,
                                  fx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
