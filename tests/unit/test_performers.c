/* SPDX-License-Identifier: MIT */
/*
 * The card performing an ability as rulings (PRF-01 .. PRF-04) through
 * the public API: "A Shugenja you control performing this: ...", "bow a
 * Courtier you control: ...". The move names the performer ("with #N");
 * `performer` names it in costs, effects and amounts.
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

static const char CARDS[] =
    "cards:\n"
    "  - id: w-castle\n"
    "    title: Performing Castle\n"
    "    type: stronghold\n"
    "    faction: Crab\n"
    "    province_strength: 20\n"
    "    gold_production: 5\n"
    "    starting_honor: 6\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: limited\n"
    "        text: 'Limited: Bow a Courtier you control: gain 1 Honor.'\n"
    "        performer: {type: personality, keywords: [Courtier]}\n"
    "        cost: [{bow: performer}]\n"
    "        effects: [{gain_honor: 1}]\n"
    "  - {id: w-keep, title: Performing Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 20, gold_production: 5, starting_honor: 4,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: w-shug, title: Performing Shugenja, type: personality,\n"
    "     keywords: [Shugenja], force: 1, chi: 3, honor_requirement: '-',\n"
    "     gold_cost: 0, personal_honor: 1, printings: [{set: Lotus "
    "Edition}]}\n"
    "  - {id: w-samurai, title: Performing Samurai, type: personality,\n"
    "     force: 3, chi: 1, honor_requirement: '-', gold_cost: 0,\n"
    "     personal_honor: 1, printings: [{set: Lotus Edition}]}\n"
    "  - {id: w-courtier, title: Performing Courtier, type: personality,\n"
    "     keywords: [Courtier], force: 1, chi: 1, honor_requirement: '-',\n"
    "     gold_cost: 0, personal_honor: 1, printings: [{set: Lotus "
    "Edition}]}\n"
    /* Limited: A Shugenja you control performing this, bow him: he gets
       +2 Force; gain gold equal to his Chi. */
    "  - id: w-spell\n"
    "    title: Performed Spell\n"
    "    type: action\n"
    "    focus: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: limited\n"
    "        traits: [Spell]\n"
    "        performer: {type: personality, keywords: [Shugenja], bowed: "
    "false}\n"
    "        cost: [{bow: performer}]\n"
    "        effects:\n"
    "          - {force_bonus: {to: performer, amount: 2}}\n"
    "          - {gain_gold: {stat: chi, of: performer}}\n"
    /* Limited: A Shugenja you control performing this: bow target
       Personality; the Shugenja gets +1 Force. */
    "  - id: w-bolt\n"
    "    title: Performed Bolt\n"
    "    type: action\n"
    "    focus: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: limited\n"
    "        performer: {type: personality, keywords: [Shugenja]}\n"
    "        target: {type: personality, controller: opponent}\n"
    "        effects: [{bow: target}, {force_bonus: {to: performer, amount: "
    "1}}]\n"
    /* Battle: A Shugenja you control performing this: he gets +1 Force. */
    "  - id: w-bspell\n"
    "    title: Performed Battle Spell\n"
    "    type: action\n"
    "    focus: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: battle\n"
    "        performer: {type: personality, keywords: [Shugenja]}\n"
    "        effects: [{force_bonus: {to: performer, amount: 1}}]\n";

typedef struct pboard {
    fx *f;
    uint32_t shug[2], samurai, courtier; /* p1's */
    uint32_t p2shug;                     /* p2's */
    uint32_t spell, bolt, bspell;        /* in p1's hand */
} pboard;

/* Both players recruit their four Personalities (free); turn 3, p1's
   Action phase, his Fate cards in hand. */
static pboard pboard_new(void)
{
    pboard b;
    fx *f = new_board(CARDS, "w-castle", "w-shug w-shug w-samurai w-courtier",
                      "w-spell w-spell w-bolt w-bspell", "w-keep",
                      "w-shug w-samurai w-samurai w-samurai", "w-spell");
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 10), L5R_OK);
    assert_int_equal(fx_set(f, L5R_PARAM_MAX_HAND, 20), L5R_OK);
    START(f, 3);
    recruit_all_free(f, 0);
    NEXT_TURN(f);
    recruit_all_free(f, 1);
    NEXT_TURN(f);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    b.f = f;
    b.shug[0] = card_nth(f, 0, L5R_ZONE_PLAY, "w-shug", 0);
    b.shug[1] = card_nth(f, 0, L5R_ZONE_PLAY, "w-shug", 1);
    b.samurai = in_play(f, 0, "w-samurai");
    b.courtier = in_play(f, 0, "w-courtier");
    b.p2shug = in_play(f, 1, "w-shug");
    b.spell = in_hand(f, 0, "w-spell");
    b.bolt = in_hand(f, 0, "w-bolt");
    b.bspell = in_hand(f, 0, "w-bspell");
    return b;
}

static int32_t force(const fx *f, uint32_t c)
{
    return card_stat(f, c, L5R_STAT_FORCE);
}

static int bowed(const fx *f, uint32_t c)
{
    return l5r_game_card_is_bowed(f->g, c);
}

/* PRF-01: an ability with a performer names one; without it the move is
   refused. */
static void test_PRF_01_the_performer_must_be_named(void **state)
{
    (void)state;
    pboard b = pboard_new();
    ILLEGAL(b.f, L5R_REASON_REQUIREMENT, "PRF-01", "p1 use #%u.0", b.spell);
    assert_false(bowed(b.f, b.shug[0]));
    fx_free(b.f);
}

/* PRF-02: the performer fits the filter and is a card its player
   controls: not a Personality without the keyword, not an opponent's
   Shugenja, not a card out of play. */
static void test_PRF_02_the_performer_fits_the_filter(void **state)
{
    (void)state;
    pboard b = pboard_new();
    ILLEGAL(b.f, L5R_REASON_REQUIREMENT, "PRF-02", "p1 use #%u.0 with #%u",
            b.spell, b.samurai);
    ILLEGAL(b.f, L5R_REASON_REQUIREMENT, "PRF-02", "p1 use #%u.0 with #%u",
            b.spell, b.p2shug);
    ILLEGAL(b.f, L5R_REASON_REQUIREMENT, "PRF-02", "p1 use #%u.0 with #%u",
            b.spell, b.bolt);
    fx_free(b.f);
}

/* PRF-03: one performer. */
static void test_PRF_03_one_performer(void **state)
{
    (void)state;
    pboard b = pboard_new();
    ILLEGAL(b.f, L5R_REASON_REQUIREMENT, "PRF-03",
            "p1 use #%u.0 with #%u with #%u", b.spell, b.shug[0], b.shug[1]);
    fx_free(b.f);
}

/* PRF-01, PRF-02: the listing has one move per card that may perform it,
   and none for another; the move bows the performer (its cost), gives it
   +2 Force and gains gold equal to its Chi; bowed, it no longer fits
   (`bowed: false`). */
static void test_PRF_01_02_one_move_per_performer_and_its_effects(void **state)
{
    (void)state;
    pboard b = pboard_new();
    fx *f = b.f;
    char t1[48], t2[48], t3[48], t4[48];
    const char *want[] = {
        fx_txt(t1, sizeof t1, "p1 use #%u.0 with #%u", b.spell, b.shug[0]),
        fx_txt(t2, sizeof t2, "p1 use #%u.0 with #%u", b.spell, b.shug[1]),
        NULL};
    const char *absent[] = {
        fx_txt(t3, sizeof t3, "p1 use #%u.0 with #%u", b.spell, b.samurai),
        fx_txt(t4, sizeof t4, "p1 use #%u.0", b.spell), NULL};
    check_listed(f, 0, want, absent);
    int32_t f0 = force(f, b.shug[0]), g0 = l5r_game_player_gold(f->g, 0);
    DO(f, "p1 use #%u.0 with #%u", b.spell, b.shug[0]);
    assert_true(bowed(f, b.shug[0]));
    assert_false(bowed(f, b.shug[1]));
    assert_int_equal(force(f, b.shug[0]), f0 + 2);
    assert_int_equal(l5r_game_player_gold(f->g, 0), g0 + 3);
    DO(f, "p2 pass");
    /* The other copy: the bowed Shugenja no longer fits. */
    uint32_t second = in_hand(f, 0, "w-spell");
    ILLEGAL(f, L5R_REASON_REQUIREMENT, "PRF-02", "p1 use #%u.0 with #%u",
            second, b.shug[0]);
    const char *want2[] = {
        fx_txt(t1, sizeof t1, "p1 use #%u.0 with #%u", second, b.shug[1]),
        NULL};
    const char *absent2[] = {
        fx_txt(t2, sizeof t2, "p1 use #%u.0 with #%u", second, b.shug[0]),
        NULL};
    check_listed(f, 0, want2, absent2);
    fx_free(f);
}

/* PRF-01: a card in play may have an ability with a performer too (the
   Castle: bow a Courtier you control); its bow cost is refused for a
   bowed Courtier (CORE-24). */
static void test_PRF_01_card_in_play_bows_its_performer(void **state)
{
    (void)state;
    pboard b = pboard_new();
    fx *f = b.f;
    uint32_t castle = in_play(f, 0, "w-castle");
    int32_t h0 = l5r_game_player_honor(f->g, 0);
    ILLEGAL(f, L5R_REASON_REQUIREMENT, "PRF-02", "p1 use #%u.0 with #%u",
            castle, b.shug[0]);
    char t[48];
    assert_true(legal_has(
        f, 0,
        fx_txt(t, sizeof t, "p1 use #%u.0 with #%u", castle, b.courtier)));
    DO(f, "p1 use #%u.0 with #%u", castle, b.courtier);
    assert_true(bowed(f, b.courtier));
    assert_int_equal(l5r_game_player_honor(f->g, 0), h0 + 1);
    fx_free(f);
}

/* PRF-01: an ability with targets waits for Reactions; its performer is
   kept for its effects (+1 Force to it once it resolves). */
static void test_PRF_01_performer_kept_while_the_ability_waits(void **state)
{
    (void)state;
    pboard b = pboard_new();
    fx *f = b.f;
    uint32_t victim = in_play(f, 1, "w-samurai");
    int32_t f0 = force(f, b.shug[1]);
    DO(f, "p1 use #%u.0 with #%u target #%u", b.bolt, b.shug[1], victim);
    pass_while(f, L5R_DECIDE_REACTION);
    assert_true(bowed(f, victim));
    assert_false(bowed(f, b.shug[1])); /* no bow cost */
    assert_int_equal(force(f, b.shug[1]), f0 + 1);
    fx_free(f);
}

/* PRF-04: in a battle, the performer is at the current battlefield (its
   presence); a Shugenja at home cannot perform a Battle action. */
static void test_PRF_04_performer_present_in_battle(void **state)
{
    (void)state;
    pboard b = pboard_new();
    fx *f = b.f;
    PASS_TO(f, L5R_PHASE_ATTACK);
    assert_decision(f, 0, L5R_DECIDE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", b.shug[0]);
    DO(f, "p1 pass");
    DO(f, "p2 assign #%u to 1", b.p2shug);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    DO(f, "p1 fight 1");
    pass_until(f, L5R_DECIDE_BATTLE);
    uint32_t who = L5R_NO_ID;
    int kind = -1;
    assert_int_equal(l5r_game_decision(&who, &kind, f->g), L5R_OK);
    if (who == 1)
        DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_BATTLE);
    ILLEGAL(f, L5R_REASON_PRESENCE, "PRF-04", "p1 use #%u.0 with #%u", b.bspell,
            b.shug[1]);
    char t1[48], t2[48];
    const char *want[] = {
        fx_txt(t1, sizeof t1, "p1 use #%u.0 with #%u", b.bspell, b.shug[0]),
        NULL};
    const char *absent[] = {
        fx_txt(t2, sizeof t2, "p1 use #%u.0 with #%u", b.bspell, b.shug[1]),
        NULL};
    check_listed(f, 0, want, absent);
    int32_t f0 = force(f, b.shug[0]);
    DO(f, "p1 use #%u.0 with #%u", b.bspell, b.shug[0]);
    assert_int_equal(force(f, b.shug[0]), f0 + 1);
    fx_free(f);
}

/* PRF-01: what a card file may not say of a performer. */
static void test_PRF_01_load_refusals(void **state)
{
    (void)state;
    static const char head[] = "cards:\n"
                               "  - id: x-bad\n"
                               "    title: Bad\n"
                               "    type: action\n"
                               "    printings: [{set: Lotus Edition}]\n"
                               "    abilities:\n";
    static const struct {
        const char *ability, *what;
    } cases[] = {
        {"      - {timing: limited, effects: [{bow: performer}]}\n",
         "'performer' used without one"},
        {"      - {timing: limited, performer: {type: personality, "
         "controller: opponent}, effects: [{gain_gold: 1}]}\n",
         "an opponent's performer"},
        {"      - {timing: limited, performer: {type: player}, effects: "
         "[{gain_gold: 1}]}\n",
         "a player performing"},
        {"      - {timing: limited, traits: [Ritual], casters: {min: 2}, "
         "performer: {type: personality}, effects: [{gain_gold: 1}]}\n",
         "a Ritual with a performer"},
        {"      - {timing: limited, performer: {type: personality}, "
         "condition: {stat: chi, of: performer, at_least: 2}, effects: "
         "[{gain_gold: 1}]}\n",
         "a condition reading the performer"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char yaml[1024];
        snprintf(yaml, sizeof yaml, "%s%s", head, cases[i].ability);
        assert_load_refused(yaml, "PRF-01", cases[i].what);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_PRF_01_the_performer_must_be_named),
        cmocka_unit_test(test_PRF_02_the_performer_fits_the_filter),
        cmocka_unit_test(test_PRF_03_one_performer),
        cmocka_unit_test(test_PRF_01_02_one_move_per_performer_and_its_effects),
        cmocka_unit_test(test_PRF_01_card_in_play_bows_its_performer),
        cmocka_unit_test(test_PRF_01_performer_kept_while_the_ability_waits),
        cmocka_unit_test(test_PRF_04_performer_present_in_battle),
        cmocka_unit_test(test_PRF_01_load_refusals),
    };
    return cmocka_run_group_tests(tests, NULL, fx_teardown);
}
