/* SPDX-License-Identifier: MIT */
/* How often an ability may be used in a battle: once per battle (LIM-01),
   again in the next battle of the same turn. Every illegal move is
   checked by fx_illegal(): the reason, the rule ID and the hash
   unchanged. */
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

/* A Stronghold with a once-per-battle Battle action (it is no unit, so it
   is present at every battle of its player). */
static const char CARDS[] =
    "cards:\n"
    "  - id: l-castle\n"
    "    title: Limit Castle\n"
    "    type: stronghold\n"
    "    faction: Crab\n"
    "    province_strength: 3\n"
    "    gold_production: 10\n"
    "    starting_honor: 6\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: battle, limit: once_per_battle,\n"
    "         effects: [{gain_gold: 1}]}\n"
    "  - {id: l-keep, title: Limit Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 3, gold_production: 10, starting_honor: 4,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: l-samurai, title: Limit Samurai, type: personality, force: 3,\n"
    "     chi: 2, honor_requirement: '-', gold_cost: 1, personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: l-guard, title: Limit Guard, type: personality, force: 1,\n"
    "     chi: 2, honor_requirement: '-', gold_cost: 1, personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n";

/* In the Combat Segment the Defender (p2) passes, then p1 uses the
   castle once; a second use is refused (LIM-01); both pass. */
static void battle_once(fx *f, uint32_t castle)
{
    assert_decision(f, 1, L5R_DECIDE_ENGAGE);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    DO(f, "p2 pass");
    int32_t gold = l5r_game_player_gold(f->g, 0);
    DO(f, "p1 use #%u.0", castle);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold + 1);
    DO(f, "p2 pass");
    ILLEGAL(f, L5R_REASON_LIMIT, "LIM-01", "p1 use #%u.0", castle);
    char b[64];
    const char *absent[] = {fx_txt(b, sizeof b, "p1 use #%u.0", castle), NULL};
    check_listed(f, 0, NULL, absent);
    DO(f, "p1 pass");
}

/* LIM-01: used in battle 1, refused in battle 1, usable again in battle
   2 of the same turn. */
static void test_LIM_01_once_per_battle(void **state)
{
    (void)state;
    fx *f = new_board(CARDS, "l-castle", "l-samurai l-samurai", NULL, "l-keep",
                      "l-guard", NULL);
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 8), L5R_OK);
    assert_int_equal(fx_set(f, L5R_PARAM_PROVINCES, 4), L5R_OK);
    START(f, 5);
    recruit_turns(f);
    uint32_t castle = card(f, 0, L5R_ZONE_PLAY, "l-castle");
    uint32_t s0 = card_nth(f, 0, L5R_ZONE_PLAY, "l-samurai", 0);
    uint32_t s1 = card_nth(f, 0, L5R_ZONE_PLAY, "l-samurai", 1);
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", s0);
    DO(f, "p1 assign #%u to 2", s1);
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    for (int i = 0; i < 4; i++) {
        uint32_t p;
        int k;
        assert_int_equal(l5r_game_decision(&p, &k, f->g), L5R_OK);
        if (k != L5R_DECIDE_ASSIGN)
            break;
        DO(f, "p%u pass", p + 1);
    }
    DO(f, "p1 fight 1");
    battle_once(f, castle);
    DO(f, "p1 fight 2");
    battle_once(f, castle);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_LIM_01_once_per_battle, fx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
