/* SPDX-License-Identifier: MIT */
/* Battles in scenarios: declaring an attack (CORE-43), the Maneuvers
   (CORE-45 .. CORE-47), the Attacker's order of battlefields (CORE-48),
   the Engage window and the Combat Segment (CORE-52), the Resolution
   Segment (CORE-49, CORE-50), going home (CORE-53), the military loss
   (CORE-33) and Chi death (CORE-37). Every illegal move is checked by
   fx_illegal(): L5R_EILLEGAL, the expected reason and rule ID (in the rule
   table), and the hash unchanged. */
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

/* Inline cards (sets.yaml gives the sets and factions). The Personalities
   have no faction, so recruiting them gains no honor (CORE-36), and every
   Fate card is free, so no gold is needed to play them. */
static const char CARDS[] =
    "cards:\n"
    "  - {id: b-castle, title: Battle Castle, type: stronghold, faction: "
    "Crab,\n"
    "     province_strength: 3, gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: b-keep, title: Battle Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 3, gold_production: 10, starting_honor: 4,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    /* Force 3; Battle: bow him (to show a bowed Personality adds no
       Force). */
    "  - id: b-samurai\n"
    "    title: Battle Samurai\n"
    "    type: personality\n"
    "    force: 3\n"
    "    chi: 2\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 1\n"
    "    personal_honor: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: battle, cost: [{bow: self}], effects: [{gain_gold: "
    "1}]}\n"
    "  - {id: b-bushi, title: Battle Bushi, type: personality, force: 2,\n"
    "     chi: 2, honor_requirement: '-', gold_cost: 1, personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: b-giant, title: Battle Giant, type: personality, force: 5,\n"
    "     chi: 2, honor_requirement: '-', gold_cost: 1, personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: b-zero, title: Battle Coward, type: personality, force: 0,\n"
    "     chi: 2, honor_requirement: '-', gold_cost: 1, personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: b-rider, title: Battle Rider, type: personality,\n"
    "     keywords: [Cavalry], force: 2, chi: 2, honor_requirement: '-',\n"
    "     gold_cost: 1, personal_honor: 1, printings: [{set: Lotus "
    "Edition}]}\n"
    "  - {id: b-lancer, title: Battle Lancer, type: personality,\n"
    "     keywords: [Cavalry], force: 2, chi: 2, honor_requirement: '-',\n"
    "     gold_cost: 1, personal_honor: 1, printings: [{set: Lotus "
    "Edition}]}\n"
    /* Limited: bow him (to have a bowed unit in the Maneuvers). */
    "  - id: b-tired\n"
    "    title: Battle Sleeper\n"
    "    type: personality\n"
    "    force: 3\n"
    "    chi: 2\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 1\n"
    "    personal_honor: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: limited, cost: [{bow: self}], effects: [{gain_gold: "
    "1}]}\n"
    /* The defender's guard: a Battle action any number of times, and an
       Open action that puts a titled token on him. */
    "  - id: b-guard\n"
    "    title: Battle Guard\n"
    "    type: personality\n"
    "    force: 2\n"
    "    chi: 2\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 1\n"
    "    personal_honor: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: battle, limit: any_number, effects: [{gain_gold: "
    "1}]}\n"
    "      - {timing: open, effects: [{create_token: {on: self, title: "
    "Banner}}]}\n"
    "  - {id: b-horse, title: Battle Horse, type: follower, keywords: "
    "[Cavalry],\n"
    "     force: 1, chi: 0, gold_cost: 0, honor_requirement: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: b-ashigaru, title: Battle Ashigaru, type: follower, force: 1,\n"
    "     chi: 0, gold_cost: 0, honor_requirement: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - id: b-fan\n"
    "    title: Battle Fan Bearer\n"
    "    type: follower\n"
    "    force: 1\n"
    "    chi: 0\n"
    "    gold_cost: 0\n"
    "    honor_requirement: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: battle, cost: [{bow: self}], effects: [{gain_gold: "
    "1}]}\n"
    "  - id: b-sword\n"
    "    title: Battle Sword\n"
    "    type: item\n"
    "    keywords: [Weapon]\n"
    "    force: 2\n"
    "    chi: 0\n"
    "    gold_cost: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: battle, cost: [{bow: self}], effects: [{gain_gold: "
    "1}]}\n"
    "  - {id: b-armor, title: Battle Armor, type: item, keywords: [Armor],\n"
    "     force: 0, chi: 1, gold_cost: 0, printings: [{set: Lotus "
    "Edition}]}\n"
    "  - id: b-drain\n"
    "    title: Draining Curse\n"
    "    type: action\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: limited\n"
    "        target: {type: personality}\n"
    "        effects: [{chi_bonus: {to: target, amount: -2, until: "
    "end_of_turn}}]\n"
    "  - id: b-sap\n"
    "    title: Sapping Curse\n"
    "    type: action\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: limited\n"
    "        target: {type: personality}\n"
    "        effects: [{chi_bonus: {to: target, amount: -1, until: "
    "end_of_turn}}]\n"
    "  - id: b-hex\n"
    "    title: Hexing Curse\n"
    "    type: action\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: limited\n"
    "        target: {type: personality}\n"
    "        effects: [{create_token: {on: target, title: Hex, chi: -2}}]\n"
    /* PRV-08: one of your provinces cannot be destroyed this battle. */
    "  - id: b-bulwark\n"
    "    title: Bulwark of Stone\n"
    "    type: action\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: battle\n"
    "        target: {type: province, controller: self}\n"
    "        effects: [{cannot: {to: target, be: destroyed, until: "
    "end_of_battle}}]\n"
    /* TRG-01: when you win a battle, gain 1 Honor. */
    "  - id: b-victor\n"
    "    title: Proud Victor\n"
    "    type: personality\n"
    "    force: 1\n"
    "    chi: 1\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 1\n"
    "    personal_honor: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: reaction, mandatory: true, trigger: {event: "
    "battle_won},\n"
    "         effects: [{gain_honor: 1}]}\n"
    /* TRG-01: when you lose a battle, gain 2 Honor; after any province
       is destroyed, gain 3 Honor. */
    "  - id: b-mourner\n"
    "    title: Grieving Mourner\n"
    "    type: personality\n"
    "    force: 1\n"
    "    chi: 1\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 1\n"
    "    personal_honor: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: reaction, mandatory: true, trigger: {event: "
    "battle_lost},\n"
    "         effects: [{gain_honor: 2}]}\n"
    "      - {timing: reaction, mandatory: true,\n"
    "         trigger: {event: province_destroyed}, effects: [{gain_honor: "
    "3}]}\n"
    /* PRV-08: Battle: bow this Fortification: its province (FRT-01)
       cannot be destroyed this battle. */
    "  - id: b-tower\n"
    "    title: Watch Tower\n"
    "    type: holding\n"
    "    keywords: [Fortification]\n"
    "    gold_cost: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: battle, cost: [{bow: self}], effects: [{cannot:\n"
    "         {to: province, be: destroyed, until: end_of_battle}}]}\n";

/* --- helpers -------------------------------------------------------------- */

/* A board: p1 (Battle Castle, honor 6, goes first) and p2 (Battle Keep,
   honor 4); every Dynasty card in a province (decks of at most as many
   cards as provinces), every Fate card in hand. */
static fx *board(const char *dyn1, const char *fate1, const char *dyn2,
                 const char *fate2, int provinces)
{
    fx *f = new_board(CARDS, "b-castle", dyn1, fate1, "b-keep", dyn2, fate2);
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 8), L5R_OK);
    assert_int_equal(fx_set(f, L5R_PARAM_PROVINCES, provinces), L5R_OK);
    START(f, 5);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    return f;
}

/* Is province k (0-based) of player p destroyed (spectator view)? */
/* Whether p's province k is destroyed: the view and l5r_game_province()
   agree. */
static int province_destroyed(const fx *f, uint32_t p, uint32_t k)
{
    char *json = view(f, L5R_NO_ID);
    const char *at = view_province(json, p, k);
    const char *d = strstr(at, "\"destroyed\":");
    assert_non_null(d);
    int v = strncmp(d + strlen("\"destroyed\":"), "true", 4) == 0;
    int32_t strength = -1;
    int destroyed = -1;
    assert_int_equal(l5r_game_province(&strength, &destroyed, NULL, f->g, p, k),
                     L5R_OK);
    assert_int_equal(destroyed, v);
    assert_int_equal(strength, atoi(at + strlen("{\"strength\":")));
    l5r_free(json);
    return v;
}

/* In p's own Action phase: play Fate card `id` on p's `n`-th `on`
   Personality; the other player then passes, so p decides again. */
static void play_on(fx *f, uint32_t p, const char *id, const char *on,
                    uint32_t n)
{
    assert_decision(f, p, L5R_DECIDE_ACTION);
    uint32_t c = card(f, p, L5R_ZONE_HAND, id);
    uint32_t o = card_nth(f, p, L5R_ZONE_PLAY, on, n);
    DO(f, "p%u play #%u on #%u", p + 1, c, o);
    assert_int_equal(l5r_game_card_attached_to(f->g, c), o);
    DO(f, "p%u pass", 2 - p);
    assert_decision(f, p, L5R_DECIDE_ACTION);
}

/* Both players pass the Engage window, then the Combat Segment: the
   battle resolves. */
static void pass_battle(fx *f)
{
    uint32_t d = 1 - l5r_game_active_player(f->g);
    assert_decision(f, d, L5R_DECIDE_ENGAGE);
    DO(f, "p%u pass", d + 1);
    DO(f, "p%u pass", 2 - d);
    assert_decision(f, d, L5R_DECIDE_BATTLE);
    DO(f, "p%u pass", d + 1);
    DO(f, "p%u pass", 2 - d);
}

/* End the Maneuvers from the current segment on: everyone passes until
   the Attacker picks a battlefield. */
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
    assert_decision(f, l5r_game_active_player(f->g), L5R_DECIDE_BATTLEFIELD);
}

/* From p1's Action phase: p1 attacks p2 with `att` at battlefield bf,
   p2 defends with `def` (L5R_NO_ID: nobody), and the battle there
   begins (the Engage window, p2 first). */
static void attack_one(fx *f, uint32_t att, uint32_t def, uint32_t bf)
{
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to %u", att, bf);
    DO(f, "p1 pass");
    if (def != L5R_NO_ID)
        DO(f, "p2 assign #%u to %u", def, bf);
    end_maneuvers(f);
    DO(f, "p1 fight %u", bf);
    assert_decision(f, 1, L5R_DECIDE_ENGAGE);
}

/* --- declaring an attack -------------------------------------------------- */

/* CORE-43: the active player declares an attack, in the Attack phase, on
   another player; L5R_EV_BATTLE is recorded. */
static void test_CORE_43_only_active_player_attacks_another(void **state)
{
    (void)state;
    fx *f = board("b-samurai", NULL, "b-guard", NULL, 4);
    recruit_turns(f);
    /* Not in the Action phase. */
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-11", "p1 attack p2");
    PASS_TO(f, L5R_PHASE_ATTACK);
    assert_decision(f, 0, L5R_DECIDE_ATTACK);
    /* Only the active player declares. */
    ILLEGAL(f, L5R_REASON_NOT_YOUR_DECISION, "CORE-10", "p2 attack p1");
    /* Not on himself, nor on a player who is not in the game. */
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-43", "p1 attack p1");
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-43", "p1 attack p3");
    /* Only attack or pass answers this decision. */
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-11", "p1 assign #%u to 1",
            card(f, 0, L5R_ZONE_PLAY, "b-samurai"));
    static const char *const want[] = {"p1 pass", "p1 attack p2", NULL};
    static const char *const absent[] = {"p1 attack p1", NULL};
    check_listed(f, 0, want, absent);
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p1 attack p2");
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_ATTACK);
    assert_decision(f, 0, L5R_DECIDE_ASSIGN);
    assert_int_equal(fx_event_count(f, L5R_EV_BATTLE), 1);
    /* In p2's turn, p2 is the one who may attack. */
    DO(f, "p1 pass"); /* Infantry */
    DO(f, "p2 pass");
    DO(f, "p1 pass"); /* Cavalry */
    DO(f, "p2 pass");
    /* No unit assigned: no battle; the Dynasty phase. */
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_DYNASTY);
    NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_ATTACK);
    assert_decision(f, 1, L5R_DECIDE_ATTACK);
    ILLEGAL(f, L5R_REASON_NOT_YOUR_DECISION, "CORE-10", "p1 attack p2");
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-43", "p2 attack p2");
    DO(f, "p2 attack p1");
    assert_decision(f, 1, L5R_DECIDE_ASSIGN);
    fx_free(f);
}

/* CORE-43: passing the Attack decision is declaring no attack: on to the
   Dynasty phase, no battle. */
static void test_CORE_43_pass_is_no_attack(void **state)
{
    (void)state;
    fx *f = board("b-samurai", NULL, "b-guard", NULL, 4);
    recruit_turns(f);
    PASS_TO(f, L5R_PHASE_ATTACK);
    uint32_t samurai = card(f, 0, L5R_ZONE_PLAY, "b-samurai");
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p1 pass");
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_DYNASTY);
    assert_decision(f, 0, L5R_DECIDE_DYNASTY);
    assert_int_equal(fx_event_count(f, L5R_EV_BATTLE), 0);
    assert_int_equal(location(f, samurai), 0);
    assert_int_equal(l5r_game_card_is_bowed(f->g, samurai), 0);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-11", "p1 attack p2");
    fx_free(f);
}

/* --- the Maneuvers -------------------------------------------------------- */

/* CORE-45: the Infantry Maneuvers, then the Cavalry Maneuvers; in each
   the Attacker assigns, then the Defender. A Cavalry unit (Personality and
   every Follower Cavalry; Items do not matter) goes only in the Cavalry
   segment, any other only in the Infantry segment. */
static void test_CORE_45_infantry_then_cavalry_attacker_first(void **state)
{
    (void)state;
    fx *f = board("b-samurai b-rider b-rider b-bushi",
                  "b-horse b-sword b-ashigaru", "b-guard b-lancer", NULL, 4);
    recruit_turns(f);
    /* Rider 0: Cavalry Follower and a (non-Cavalry) Item: a Cavalry unit.
       Rider 1: a non-Cavalry Follower: not a Cavalry unit. */
    play_on(f, 0, "b-horse", "b-rider", 0);
    play_on(f, 0, "b-sword", "b-rider", 0);
    play_on(f, 0, "b-ashigaru", "b-rider", 1);
    uint32_t samurai = card(f, 0, L5R_ZONE_PLAY, "b-samurai");
    uint32_t rider0 = card_nth(f, 0, L5R_ZONE_PLAY, "b-rider", 0);
    uint32_t rider1 = card_nth(f, 0, L5R_ZONE_PLAY, "b-rider", 1);
    uint32_t bushi = card(f, 0, L5R_ZONE_PLAY, "b-bushi");
    uint32_t horse = card(f, 0, L5R_ZONE_PLAY, "b-horse");
    uint32_t ashigaru = card(f, 0, L5R_ZONE_PLAY, "b-ashigaru");
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "b-guard");
    uint32_t lancer = card(f, 1, L5R_ZONE_PLAY, "b-lancer");
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");

    /* Infantry, the Attacker. */
    assert_decision(f, 0, L5R_DECIDE_ASSIGN);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-45", "p1 assign #%u to 1", rider0);
    ILLEGAL(f, L5R_REASON_NOT_YOUR_DECISION, "CORE-10", "p2 assign #%u to 1",
            guard);
    char ok1[64], ok2[64], bad[64];
    snprintf(ok1, sizeof ok1, "p1 assign #%u to 1", bushi);
    snprintf(ok2, sizeof ok2, "p1 assign #%u to 2", rider1);
    snprintf(bad, sizeof bad, "p1 assign #%u to 1", rider0);
    const char *want[] = {ok1, ok2, "p1 pass", NULL};
    const char *absent[] = {bad, NULL};
    check_listed(f, 0, want, absent);
    DO(f, "p1 assign #%u to 1", samurai);
    assert_decision(f, 0, L5R_DECIDE_ASSIGN);
    DO(f, "p1 assign #%u to 2", rider1);
    DO(f, "p1 pass");

    /* Infantry, the Defender. */
    assert_decision(f, 1, L5R_DECIDE_ASSIGN);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-45", "p2 assign #%u to 1", lancer);
    ILLEGAL(f, L5R_REASON_NOT_YOUR_DECISION, "CORE-10", "p1 assign #%u to 1",
            bushi);
    DO(f, "p2 assign #%u to 1", guard);
    DO(f, "p2 pass");

    /* Cavalry, the Attacker: an Infantry unit may not go now. */
    assert_decision(f, 0, L5R_DECIDE_ASSIGN);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-45", "p1 assign #%u to 3", bushi);
    DO(f, "p1 assign #%u to 3", rider0);
    DO(f, "p1 pass");

    /* Cavalry, the Defender. */
    assert_decision(f, 1, L5R_DECIDE_ASSIGN);
    DO(f, "p2 assign #%u to 2", lancer);
    DO(f, "p2 pass");

    assert_decision(f, 0, L5R_DECIDE_BATTLEFIELD);
    assert_int_equal(location(f, samurai), 1);
    assert_int_equal(location(f, rider1), 2);
    assert_int_equal(location(f, ashigaru), 2); /* with its unit */
    assert_int_equal(location(f, rider0), 3);
    assert_int_equal(location(f, horse), 3);
    assert_int_equal(location(f, bushi), 0);
    assert_int_equal(location(f, guard), 1);
    assert_int_equal(location(f, lancer), 2);
    fx_free(f);
}

/* CORE-46: only unbowed units at home are assigned; CORE-45: only one's
   own Personalities. */
static void test_CORE_46_bowed_or_away_units_not_assigned(void **state)
{
    (void)state;
    fx *f = board("b-tired b-samurai", NULL, "b-guard", NULL, 4);
    recruit_turns(f);
    uint32_t tired = card(f, 0, L5R_ZONE_PLAY, "b-tired");
    uint32_t samurai = card(f, 0, L5R_ZONE_PLAY, "b-samurai");
    DO(f, "p1 use #%u.0", tired);
    assert_int_equal(l5r_game_card_is_bowed(f->g, tired), 1);
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    ILLEGAL(f, L5R_REASON_BOWED, "CORE-46", "p1 assign #%u to 1", tired);
    char bad[64];
    snprintf(bad, sizeof bad, "p1 assign #%u to 1", tired);
    const char *absent[] = {bad, NULL};
    check_listed(f, 0, NULL, absent);
    DO(f, "p1 assign #%u to 1", samurai);
    /* Already at a battlefield: not at home. */
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "CORE-46", "p1 assign #%u to 2", samurai);
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "CORE-46", "p1 assign #%u to 1", samurai);
    /* Not his: the enemy's Personality, his Stronghold. */
    ILLEGAL(f, L5R_REASON_NOT_CONTROLLED, "CORE-45", "p1 assign #%u to 1",
            card(f, 1, L5R_ZONE_PLAY, "b-guard"));
    ILLEGAL(f, L5R_REASON_NOT_CONTROLLED, "CORE-45", "p1 assign #%u to 1",
            card(f, 0, L5R_ZONE_PLAY, "b-castle"));
    assert_int_equal(location(f, samurai), 1);
    assert_int_equal(location(f, tired), 0);
    fx_free(f);
}

/* --- battlefields and resolution ------------------------------------------ */

/* CORE-49: the province is destroyed only if the attacking total exceeds
   the defending total plus the Province Strength (3 here); CORE-47: a
   destroyed province is no battlefield any more; CORE-53: defenders at a
   battlefield without a battle go home. */
static void test_CORE_49_province_destroyed_only_above_strength(void **state)
{
    (void)state;
    fx *f = board("b-giant b-samurai", "b-sword", "b-guard", NULL, 4);
    recruit_turns(f);
    play_on(f, 0, "b-sword", "b-giant", 0);
    uint32_t giant = card(f, 0, L5R_ZONE_PLAY, "b-giant");
    uint32_t samurai = card(f, 0, L5R_ZONE_PLAY, "b-samurai");
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "b-guard");
    assert_int_equal(card_stat(f, giant, L5R_STAT_FORCE), 7);
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    /* CORE-47: battlefields 1 .. 4. */
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-47", "p1 assign #%u to 0", giant);
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-47", "p1 assign #%u to 5", giant);
    DO(f, "p1 assign #%u to 1", giant);
    DO(f, "p1 assign #%u to 2", samurai);
    DO(f, "p1 pass");
    DO(f, "p2 assign #%u to 4", guard);
    end_maneuvers(f);
    DO(f, "p1 fight 1");
    pass_battle(f);
    /* 7 > 0 + 3: province 1 is destroyed. */
    assert_int_equal(province_destroyed(f, 1, 0), 1);
    assert_int_equal(l5r_game_player_province_count(f->g, 1), 3);
    DO(f, "p1 fight 2");
    pass_battle(f);
    /* 3 > 0 + 3 is false: province 2 stands. */
    assert_int_equal(province_destroyed(f, 1, 1), 0);
    assert_int_equal(l5r_game_player_province_count(f->g, 1), 3);
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_DYNASTY);
    /* Nobody was destroyed: no honor. */
    assert_int_equal(l5r_game_player_honor(f->g, 0), 6);
    assert_int_equal(l5r_game_player_honor(f->g, 1), 4);
    /* The guard, who saw no battle, is home and unbowed. */
    assert_int_equal(location(f, guard), 0);
    assert_int_equal(l5r_game_card_is_bowed(f->g, guard), 0);

    /* Turn 5: battlefield 1 is gone. */
    NEXT_TURN(f);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_turn(f->g), 5);
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-47", "p1 assign #%u to 1", giant);
    char b1[64], b2[64], b4[64];
    snprintf(b1, sizeof b1, "p1 assign #%u to 1", giant);
    snprintf(b2, sizeof b2, "p1 assign #%u to 2", giant);
    snprintf(b4, sizeof b4, "p1 assign #%u to 4", giant);
    const char *want[] = {b2, b4, NULL};
    const char *absent[] = {b1, NULL};
    check_listed(f, 0, want, absent);
    DO(f, "p1 assign #%u to 2", giant);
    fx_free(f);
}

/* PRV-08: p2 keeps province 1 from being destroyed this battle: p1's
   7 Force beat 2 + 3, the battle is won (p2's Guard is destroyed), and
   the province stands; the
   effect ends with the battle, and two turns later the same attack
   destroys it. */
static void test_PRV_08_a_province_that_cannot_be_destroyed(void **state)
{
    (void)state;
    fx *f = board("b-giant b-samurai", "b-sword", "b-guard", "b-bulwark", 4);
    recruit_turns(f);
    play_on(f, 0, "b-sword", "b-giant", 0);
    uint32_t giant = card(f, 0, L5R_ZONE_PLAY, "b-giant");
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "b-guard");
    uint32_t bulwark = card(f, 1, L5R_ZONE_HAND, "b-bulwark");
    for (int round = 0; round < 2; round++) {
        /* CORE-51: the Guard present to play the Bulwark */
        attack_one(f, giant, round == 0 ? guard : L5R_NO_ID, 1);
        DO(f, "p2 pass");
        DO(f, "p1 pass");
        assert_decision(f, 1, L5R_DECIDE_BATTLE);
        if (round == 0) {
            DO(f, "p2 use #%u.0 target p2:1", bulwark);
            DO(f, "p1 pass");
            DO(f, "p2 pass");
        } else {
            DO(f, "p2 pass");
            DO(f, "p1 pass");
        }
        assert_int_equal(province_destroyed(f, 1, 0), round);
        assert_int_equal(l5r_game_player_province_count(f->g, 1),
                         round == 0 ? 4u : 3u);
        NEXT_TURN(f);
        NEXT_TURN(f);
    }
    fx_free(f);
}

/* PRV-08 with `to: province`: p2's Watch Tower, a Fortification, keeps
   its own province from being destroyed this battle. */
static void test_PRV_08_the_province_of_a_holding(void **state)
{
    (void)state;
    fx *f = board("b-giant b-samurai", "b-sword", "b-guard b-tower", NULL, 4);
    recruit_turns(f);
    play_on(f, 0, "b-sword", "b-giant", 0);
    uint32_t giant = card(f, 0, L5R_ZONE_PLAY, "b-giant");
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "b-guard");
    uint32_t tower = card(f, 1, L5R_ZONE_PLAY, "b-tower");
    uint32_t prov = l5r_game_card_province(f->g, tower);
    assert_true(prov < 4);
    attack_one(f, giant, guard, prov + 1);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    DO(f, "p2 use #%u.0", tower);
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    assert_int_equal(l5r_game_card_zone(f->g, guard), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(province_destroyed(f, 1, prov), 0);
    assert_int_equal(l5r_game_card_zone(f->g, tower), L5R_ZONE_PLAY);
    fx_free(f);
}

/* TRG-01 with the battle events: p1 wins at p2's province 1 (7 against
   2) and destroys it: p1's Victor, at home, answers battle_won (+1), p2's
   Mourner battle_lost (+2) and province_destroyed (+3); p1 has the
   Honor for the Guard destroyed (CORE-49). */
static void test_TRG_01_battle_won_lost_and_province_destroyed(void **state)
{
    (void)state;
    fx *f = board("b-giant b-victor", "b-sword", "b-guard b-mourner", NULL, 4);
    recruit_turns(f);
    play_on(f, 0, "b-sword", "b-giant", 0);
    uint32_t giant = card(f, 0, L5R_ZONE_PLAY, "b-giant");
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "b-guard");
    int32_t h1 = l5r_game_player_honor(f->g, 0);
    int32_t h2 = l5r_game_player_honor(f->g, 1);
    attack_one(f, giant, guard, 1);
    pass_battle(f);
    assert_int_equal(province_destroyed(f, 1, 0), 1);
    assert_int_equal(l5r_game_card_zone(f->g, guard), L5R_ZONE_DYNASTY_DISCARD);
    int32_t per = 2; /* L5R_PARAM_BATTLE_HONOR's default */
    assert_int_equal(l5r_game_player_honor(f->g, 0), h1 + per + 1);
    assert_int_equal(l5r_game_player_honor(f->g, 1), h2 + 2 + 3);
    fx_free(f);
}

/* CORE-48: the Attacker picks the battlefields in his order, each one
   where he has units, each once; L5R_EV_BATTLE marks each battle. */
static void test_CORE_48_attacker_chooses_battlefield_order(void **state)
{
    (void)state;
    fx *f = board("b-giant b-samurai", "b-sword", "b-guard", NULL, 4);
    recruit_turns(f);
    play_on(f, 0, "b-sword", "b-giant", 0);
    uint32_t giant = card(f, 0, L5R_ZONE_PLAY, "b-giant");
    uint32_t samurai = card(f, 0, L5R_ZONE_PLAY, "b-samurai");
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 3", giant);
    DO(f, "p1 assign #%u to 1", samurai);
    end_maneuvers(f);
    static const char *const want[] = {"p1 fight 1", "p1 fight 3", NULL};
    static const char *const absent[] = {"p1 fight 2", "p1 fight 4", "p1 pass",
                                         NULL};
    check_listed(f, 0, want, absent);
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-48", "p1 fight 2");
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-48", "p1 fight 9");
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-11", "p1 pass");
    ILLEGAL(f, L5R_REASON_NOT_YOUR_DECISION, "CORE-10", "p2 fight 1");
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p1 fight 3");
    assert_int_equal(fx_event_count(f, L5R_EV_BATTLE), 1);
    pass_battle(f);
    assert_int_equal(fx_event_count(f, L5R_EV_BATTLE) >= 2, 1);
    /* Battlefield 3 first: its province fell, the first still stands. */
    assert_int_equal(province_destroyed(f, 1, 2), 1);
    assert_int_equal(province_destroyed(f, 1, 0), 0);
    assert_int_equal(location(f, giant), 0);
    assert_int_equal(location(f, samurai), 1);
    assert_decision(f, 0, L5R_DECIDE_BATTLEFIELD);
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-48", "p1 fight 3");
    static const char *const want2[] = {"p1 fight 1", NULL};
    static const char *const absent2[] = {"p1 fight 3", NULL};
    check_listed(f, 0, want2, absent2);
    uint32_t before = fx_event_count(f, L5R_EV_BATTLE);
    DO(f, "p1 fight 1");
    assert_int_equal(fx_event_count(f, L5R_EV_BATTLE), before + 1);
    pass_battle(f);
    assert_true(fx_event_count(f, L5R_EV_BATTLE) > before + 1);
    /* Every battle fought: the attack is over. */
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_DYNASTY);
    assert_int_equal(province_destroyed(f, 1, 0), 0);
    assert_int_equal(l5r_game_player_province_count(f->g, 1), 3);
    fx_free(f);
}

/* CORE-52: the Engage window, then the Combat Segment; in each the
   Defender acts first, and it ends only when all pass in succession. */
static void test_CORE_52_engage_then_combat_defender_first(void **state)
{
    (void)state;
    fx *f = board("b-samurai", NULL, "b-guard", NULL, 4);
    recruit_turns(f);
    uint32_t samurai = card(f, 0, L5R_ZONE_PLAY, "b-samurai");
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "b-guard");
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", samurai);
    DO(f, "p1 pass");
    DO(f, "p2 assign #%u to 1", guard);
    end_maneuvers(f);
    DO(f, "p1 fight 1");
    /* Engage: the Defender first. */
    assert_decision(f, 1, L5R_DECIDE_ENGAGE);
    ILLEGAL(f, L5R_REASON_NOT_YOUR_DECISION, "CORE-10", "p1 pass");
    /* A Battle action is not taken in the Engage window. */
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-56", "p2 use #%u.0", guard);
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_ENGAGE);
    DO(f, "p1 pass");
    /* The Combat Segment: the Defender first again. */
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    char use[64];
    snprintf(use, sizeof use, "p2 use #%u.0", guard);
    const char *want[] = {use, "p2 pass", NULL};
    check_listed(f, 1, want, NULL);
    DO(f, "p2 use #%u.0", guard);
    assert_decision(f, 0, L5R_DECIDE_BATTLE);
    DO(f, "p1 pass");
    /* One pass is not all players passing in succession. */
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    assert_int_equal(location(f, guard), 1);
    DO(f, "p2 use #%u.0", guard);
    assert_decision(f, 0, L5R_DECIDE_BATTLE);
    DO(f, "p1 pass");
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    assert_int_equal(l5r_game_card_zone(f->g, guard), L5R_ZONE_PLAY);
    DO(f, "p2 pass");
    /* Resolved: 3 against 2. */
    assert_int_equal(l5r_game_card_zone(f->g, guard), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_DYNASTY);
    fx_free(f);
}

/* CORE-49: the Attacker's total is higher: every defending unit is
   destroyed (the province stands: 5 is not more than 3 + 3); Items add to
   their Personality's Force, Followers their own. CORE-50: 2 Honor per
   enemy card destroyed, attachments counted, tokens not (TOK-05).
   CORE-53: the surviving attacker bows and goes home, with his Item. */
/* The resolution as told by the events since the last clear: each army's
   parts (L5R_EV_FORCE: cards of its player, each once) add up to its
   total (L5R_EV_ARMY), the Attacker's army first with `na` parts, then
   the Defender's with `nd`; then the outcome (L5R_EV_OUTCOME) names
   `winner` (L5R_NO_ID: a tie) at battlefield `bf`. */
static void check_told(const fx *f, int32_t total_a, uint32_t na,
                       int32_t total_d, uint32_t nd, uint32_t winner,
                       int32_t bf)
{
    const int32_t want_total[2] = {total_a, total_d};
    const uint32_t want_parts[2] = {na, nd};
    int32_t sum = 0;
    uint32_t parts = 0, armies = 0, outcomes = 0, seen[16];
    for (uint32_t i = 0; i < l5r_game_event_count(f->g); i++) {
        int kind;
        uint32_t p, c;
        int32_t v;
        assert_int_equal(l5r_game_event(&kind, &p, &c, &v, f->g, i), L5R_OK);
        if (kind == L5R_EV_FORCE) {
            assert_true(armies < 2 && parts < 16);
            assert_int_equal(p, armies); /* p1 attacks in these tests */
            for (uint32_t k = 0; k < parts; k++)
                assert_true(seen[k] != c);
            seen[parts++] = c;
            sum += v;
        } else if (kind == L5R_EV_ARMY) {
            assert_true(armies < 2);
            assert_int_equal(p, armies);
            assert_int_equal(v, want_total[armies]);
            assert_int_equal(v, sum);
            assert_int_equal(parts, want_parts[armies]);
            armies++;
            sum = 0;
            parts = 0;
        } else if (kind == L5R_EV_OUTCOME) {
            assert_int_equal(armies, 2);
            assert_int_equal(p, winner);
            assert_int_equal(v, bf);
            outcomes++;
        }
    }
    assert_int_equal(armies, 2);
    assert_int_equal(outcomes, 1);
}

static void test_CORE_49_attacker_wins_defenders_destroyed(void **state)
{
    (void)state;
    fx *f = board("b-samurai", "b-sword", "b-guard", "b-ashigaru b-armor", 4);
    recruit_turns(f);
    uint32_t samurai = card(f, 0, L5R_ZONE_PLAY, "b-samurai");
    uint32_t sword = card(f, 0, L5R_ZONE_HAND, "b-sword");
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "b-guard");
    DO(f, "p1 play #%u on #%u", sword, samurai);
    /* p2 (Open, in p1's turn) puts a Banner token on his guard. */
    DO(f, "p2 use #%u.1", guard);
    assert_int_equal(l5r_game_card_has_token_titled(f->g, guard, "Banner"), 1);
    NEXT_TURN(f);
    play_on(f, 1, "b-ashigaru", "b-guard", 0);
    play_on(f, 1, "b-armor", "b-guard", 0);
    uint32_t ashigaru = card(f, 1, L5R_ZONE_PLAY, "b-ashigaru");
    uint32_t armor = card(f, 1, L5R_ZONE_PLAY, "b-armor");
    NEXT_TURN(f);
    assert_int_equal(l5r_game_turn(f->g), 5);
    assert_int_equal(card_stat(f, samurai, L5R_STAT_FORCE), 5);
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", samurai);
    DO(f, "p1 pass");
    DO(f, "p2 assign #%u to 1", guard);
    end_maneuvers(f);
    assert_int_equal(location(f, ashigaru), 1);
    assert_int_equal(location(f, sword), 1);
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p1 fight 1");
    pass_battle(f);
    check_told(f, 5, 1, 3, 2, 0, 1);
    /* 5 against 3: the defending unit is destroyed, with its Follower and
       its Item. */
    assert_int_equal(l5r_game_card_zone(f->g, guard), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, ashigaru), L5R_ZONE_FATE_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, armor), L5R_ZONE_FATE_DISCARD);
    /* Three cards, 6 Honor; the token is no card. */
    assert_int_equal(l5r_game_player_honor(f->g, 0), 6 + 6);
    assert_int_equal(l5r_game_player_honor(f->g, 1), 4);
    assert_int_equal(l5r_game_player_province_count(f->g, 1), 4);
    assert_int_equal(province_destroyed(f, 1, 0), 0);
    /* The survivor: bowed, at home, his Item still his. */
    assert_int_equal(l5r_game_card_zone(f->g, samurai), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_is_bowed(f->g, samurai), 1);
    assert_int_equal(location(f, samurai), 0);
    assert_int_equal(l5r_game_card_attached_to(f->g, sword), samurai);
    assert_int_equal(location(f, sword), 0);
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_DYNASTY);
    fx_free(f);
}

/* CORE-49: the Defender's total is higher (a Follower adds its Force):
   every attacking unit is destroyed; CORE-50: the Defender gains the
   honor (the amount is L5R_PARAM_BATTLE_HONOR); CORE-53: the surviving
   defender goes home unbowed. */
static void test_CORE_49_defender_wins_attackers_destroyed(void **state)
{
    (void)state;
    static const int64_t per[] = {-1, 3};
    for (size_t k = 0; k < 2; k++) {
        fx *f = fx_track(fx_new(CARDS));
        assert_non_null(f);
        if (fx_deck(f, 0, "b-castle", NULL, NULL, "b-bushi", NULL) != L5R_OK ||
            fx_deck(f, 1, "b-keep", NULL, NULL, "b-guard", "b-ashigaru") !=
                L5R_OK)
            fail_msg("%s", f->msg);
        if (per[k] > 0)
            assert_int_equal(fx_set(f, L5R_PARAM_BATTLE_HONOR, per[k]), L5R_OK);
        if (fx_start(f, 5) != L5R_OK)
            fail_msg("%s", f->msg);
        int32_t gain = per[k] > 0 ? (int32_t)per[k] : 2;
        recruit_turns(f);
        NEXT_TURN(f);
        play_on(f, 1, "b-ashigaru", "b-guard", 0);
        NEXT_TURN(f);
        uint32_t bushi = card(f, 0, L5R_ZONE_PLAY, "b-bushi");
        uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "b-guard");
        uint32_t ashigaru = card(f, 1, L5R_ZONE_PLAY, "b-ashigaru");
        PASS_TO(f, L5R_PHASE_ATTACK);
        DO(f, "p1 attack p2");
        DO(f, "p1 assign #%u to 1", bushi);
        DO(f, "p1 pass");
        DO(f, "p2 assign #%u to 1", guard);
        end_maneuvers(f);
        assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
        DO(f, "p1 fight 1");
        pass_battle(f);
        check_told(f, 2, 1, 3, 2, 1, 1);
        /* 2 against 2 + 1. */
        assert_int_equal(l5r_game_card_zone(f->g, bushi),
                         L5R_ZONE_DYNASTY_DISCARD);
        assert_int_equal(l5r_game_card_zone(f->g, guard), L5R_ZONE_PLAY);
        assert_int_equal(l5r_game_card_zone(f->g, ashigaru), L5R_ZONE_PLAY);
        assert_int_equal(l5r_game_player_honor(f->g, 1), 4 + gain);
        assert_int_equal(l5r_game_player_honor(f->g, 0), 6);
        assert_int_equal(location(f, guard), 0);
        assert_int_equal(location(f, ashigaru), 0);
        assert_int_equal(l5r_game_card_is_bowed(f->g, guard), 0);
        assert_int_equal(l5r_game_player_province_count(f->g, 1), 4);
        fx_free(f);
    }
}

/* CORE-49: equal totals with units on both sides: both armies are
   destroyed; a bowed Follower adds nothing, an Item adds its Force even
   while it is bowed. CORE-50: in a tie both players gain 2 Honor per enemy
   card destroyed. */
static void test_CORE_49_tie_both_destroyed_bowed_follower_item(void **state)
{
    (void)state;
    fx *f =
        board("b-samurai", "b-fan b-sword", "b-guard b-bushi", "b-ashigaru", 4);
    recruit_turns(f);
    play_on(f, 0, "b-fan", "b-samurai", 0);
    play_on(f, 0, "b-sword", "b-samurai", 0);
    NEXT_TURN(f);
    play_on(f, 1, "b-ashigaru", "b-guard", 0);
    NEXT_TURN(f);
    uint32_t samurai = card(f, 0, L5R_ZONE_PLAY, "b-samurai");
    uint32_t fan = card(f, 0, L5R_ZONE_PLAY, "b-fan");
    uint32_t sword = card(f, 0, L5R_ZONE_PLAY, "b-sword");
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "b-guard");
    uint32_t bushi = card(f, 1, L5R_ZONE_PLAY, "b-bushi");
    uint32_t ashigaru = card(f, 1, L5R_ZONE_PLAY, "b-ashigaru");
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", samurai);
    DO(f, "p1 pass");
    DO(f, "p2 assign #%u to 1", guard);
    DO(f, "p2 assign #%u to 1", bushi);
    end_maneuvers(f);
    DO(f, "p1 fight 1");
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    DO(f, "p2 pass");
    /* p1 bows his Follower and his Item. */
    DO(f, "p1 use #%u.0", fan);
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.0", sword);
    assert_int_equal(l5r_game_card_is_bowed(f->g, fan), 1);
    assert_int_equal(l5r_game_card_is_bowed(f->g, sword), 1);
    assert_int_equal(card_stat(f, samurai, L5R_STAT_FORCE), 5);
    DO(f, "p2 pass");
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p1 pass");
    /* The bowed Follower is no part of the total. */
    check_told(f, 5, 1, 5, 3, L5R_NO_ID, 1);
    /* 3 + 2 (Item) against 2 + 1 + 2: a tie; both armies destroyed. */
    assert_int_equal(l5r_game_card_zone(f->g, samurai),
                     L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, fan), L5R_ZONE_FATE_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, sword), L5R_ZONE_FATE_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, guard), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, bushi), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, ashigaru), L5R_ZONE_FATE_DISCARD);
    /* Both gain: three enemy cards each. */
    assert_int_equal(l5r_game_player_honor(f->g, 0), 6 + 6);
    assert_int_equal(l5r_game_player_honor(f->g, 1), 4 + 6);
    /* 5 is not more than 5 + 3. */
    assert_int_equal(l5r_game_player_province_count(f->g, 1), 4);
    fx_free(f);
}

/* CORE-49: a bowed Personality adds no Force to his army. */
static void test_CORE_49_bowed_personality_adds_no_force(void **state)
{
    (void)state;
    fx *f = board("b-samurai b-bushi", NULL, "b-guard", "b-ashigaru", 4);
    recruit_turns(f);
    NEXT_TURN(f);
    play_on(f, 1, "b-ashigaru", "b-guard", 0);
    NEXT_TURN(f);
    uint32_t samurai = card(f, 0, L5R_ZONE_PLAY, "b-samurai");
    uint32_t bushi = card(f, 0, L5R_ZONE_PLAY, "b-bushi");
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "b-guard");
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", samurai);
    DO(f, "p1 assign #%u to 1", bushi);
    DO(f, "p1 pass");
    DO(f, "p2 assign #%u to 1", guard);
    end_maneuvers(f);
    DO(f, "p1 fight 1");
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.0", samurai); /* bows himself */
    assert_int_equal(l5r_game_card_is_bowed(f->g, samurai), 1);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    /* 2 (the bushi alone) against 3: the attackers are destroyed. */
    assert_int_equal(l5r_game_card_zone(f->g, samurai),
                     L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, bushi), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, guard), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_player_honor(f->g, 1), 4 + 4);
    assert_int_equal(l5r_game_player_honor(f->g, 0), 6);
    fx_free(f);
}

/* CORE-49: equal totals with one side empty: nothing happens (no one is
   destroyed, the province stands, no honor); the attacker still bows and
   goes home (CORE-53). Both cases: a Personality of Force 0, and one who
   bowed (a bowed Personality adds nothing). */
static void test_CORE_49_tie_with_empty_side_nothing_happens(void **state)
{
    (void)state;
    fx *f = board("b-zero b-samurai", NULL, "b-guard", NULL, 4);
    recruit_turns(f);
    uint32_t zero = card(f, 0, L5R_ZONE_PLAY, "b-zero");
    uint32_t samurai = card(f, 0, L5R_ZONE_PLAY, "b-samurai");
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "b-guard");
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", zero);
    DO(f, "p1 assign #%u to 2", samurai);
    DO(f, "p1 pass");
    DO(f, "p2 assign #%u to 3", guard);
    end_maneuvers(f);
    DO(f, "p1 fight 1");
    pass_battle(f);
    assert_int_equal(l5r_game_card_zone(f->g, zero), L5R_ZONE_PLAY);
    assert_int_equal(location(f, zero), 0);
    assert_int_equal(l5r_game_card_is_bowed(f->g, zero), 1);
    DO(f, "p1 fight 2");
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.0", samurai);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    assert_int_equal(l5r_game_card_zone(f->g, samurai), L5R_ZONE_PLAY);
    assert_int_equal(location(f, samurai), 0);
    assert_int_equal(l5r_game_card_zone(f->g, guard), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_player_province_count(f->g, 1), 4);
    assert_int_equal(l5r_game_player_honor(f->g, 0), 6);
    assert_int_equal(l5r_game_player_honor(f->g, 1), 4);
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_DYNASTY);
    fx_free(f);
}

/* CORE-53: after each resolution the attacking survivors bow and go home
   (with their Followers), the defending survivors go home; the other
   battlefields wait for their own battle. */
static void test_CORE_53_survivors_bow_and_go_home(void **state)
{
    (void)state;
    fx *f =
        board("b-giant b-bushi", "b-ashigaru", "b-guard b-samurai", NULL, 4);
    recruit_turns(f);
    play_on(f, 0, "b-ashigaru", "b-giant", 0);
    uint32_t giant = card(f, 0, L5R_ZONE_PLAY, "b-giant");
    uint32_t ashigaru = card(f, 0, L5R_ZONE_PLAY, "b-ashigaru");
    uint32_t bushi = card(f, 0, L5R_ZONE_PLAY, "b-bushi");
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "b-guard");
    uint32_t samurai = card(f, 1, L5R_ZONE_PLAY, "b-samurai");
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", giant);
    DO(f, "p1 assign #%u to 2", bushi);
    DO(f, "p1 pass");
    DO(f, "p2 assign #%u to 1", guard);
    DO(f, "p2 assign #%u to 2", samurai);
    end_maneuvers(f);
    DO(f, "p1 fight 1");
    pass_battle(f);
    /* 6 against 2: the giant survives, bowed, at home with his
       Follower. */
    assert_int_equal(l5r_game_card_zone(f->g, guard), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_is_bowed(f->g, giant), 1);
    assert_int_equal(location(f, giant), 0);
    assert_int_equal(location(f, ashigaru), 0);
    /* Battlefield 2 has not been fought yet. */
    assert_int_equal(location(f, bushi), 2);
    assert_int_equal(location(f, samurai), 2);
    assert_int_equal(l5r_game_card_is_bowed(f->g, bushi), 0);
    DO(f, "p1 fight 2");
    pass_battle(f);
    /* 2 against 3: the defender survives, unbowed, at home. */
    assert_int_equal(l5r_game_card_zone(f->g, bushi), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, samurai), L5R_ZONE_PLAY);
    assert_int_equal(location(f, samurai), 0);
    assert_int_equal(l5r_game_card_is_bowed(f->g, samurai), 0);
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_DYNASTY);
    /* 6 > 2 + 3: province 1 fell; province 2 stands. */
    assert_int_equal(province_destroyed(f, 1, 0), 1);
    assert_int_equal(province_destroyed(f, 1, 1), 0);
    assert_int_equal(l5r_game_player_province_count(f->g, 1), 3);
    fx_free(f);
}

/* --- the end of a player -------------------------------------------------- */

/* CORE-33: a player whose last province is destroyed loses (a military
   victory for the other). */
static void test_CORE_33_last_province_destroyed_loses(void **state)
{
    (void)state;
    fx *f = board("b-giant", "b-sword", "b-guard", NULL, 1);
    recruit_turns(f);
    play_on(f, 0, "b-sword", "b-giant", 0);
    uint32_t giant = card(f, 0, L5R_ZONE_PLAY, "b-giant");
    assert_int_equal(l5r_game_player_province_count(f->g, 1), 1);
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-47", "p1 assign #%u to 2", giant);
    DO(f, "p1 assign #%u to 1", giant);
    end_maneuvers(f);
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p1 fight 1");
    pass_battle(f);
    /* 7 > 0 + 3: the only province falls. */
    assert_int_equal(l5r_game_player_province_count(f->g, 1), 0);
    assert_int_equal(l5r_game_is_over(f->g), 1);
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_GAME_OVER);
    assert_int_equal(l5r_game_winner(f->g), 0);
    assert_int_equal(l5r_game_victory(f->g), L5R_VICTORY_MILITARY);
    assert_int_equal(fx_event_count(f, L5R_EV_GAME_OVER), 1);
    ILLEGAL(f, L5R_REASON_GAME_OVER, "CORE-26", "pass");
    ILLEGAL(f, L5R_REASON_GAME_OVER, "CORE-26", "p1 fight 1");
    fx_free(f);
}

/* CORE-37: a Personality whose Chi falls to 0 is destroyed: by an effect
   until the end of the turn, or by a token (TOK-03); at Chi 1 he lives,
   and the effect ends with the turn. */
static void test_CORE_37_chi_death(void **state)
{
    (void)state;
    fx *f = board("b-samurai", "b-drain b-sap b-hex",
                  "b-guard b-bushi b-lancer", NULL, 4);
    recruit_turns(f);
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "b-guard");
    uint32_t bushi = card(f, 1, L5R_ZONE_PLAY, "b-bushi");
    uint32_t lancer = card(f, 1, L5R_ZONE_PLAY, "b-lancer");
    DO(f, "p1 use #%u.0 target #%u", card(f, 0, L5R_ZONE_HAND, "b-sap"), guard);
    assert_int_equal(card_stat(f, guard, L5R_STAT_CHI), 1);
    assert_int_equal(l5r_game_card_zone(f->g, guard), L5R_ZONE_PLAY);
    DO(f, "p2 pass");
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p1 use #%u.0 target #%u", card(f, 0, L5R_ZONE_HAND, "b-drain"),
       bushi);
    assert_int_equal(l5r_game_card_zone(f->g, bushi), L5R_ZONE_DYNASTY_DISCARD);
    assert_true(fx_event_count(f, L5R_EV_DESTROY) >= 1);
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.0 target #%u", card(f, 0, L5R_ZONE_HAND, "b-hex"),
       lancer);
    assert_int_equal(l5r_game_card_zone(f->g, lancer),
                     L5R_ZONE_DYNASTY_DISCARD);
    /* The -1 Chi lasts until the end of the turn. */
    NEXT_TURN(f);
    assert_int_equal(l5r_game_card_zone(f->g, guard), L5R_ZONE_PLAY);
    assert_int_equal(card_stat(f, guard, L5R_STAT_CHI), 2);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(
            test_CORE_43_only_active_player_attacks_another, fx_teardown),
        cmocka_unit_test_teardown(test_CORE_43_pass_is_no_attack, fx_teardown),
        cmocka_unit_test_teardown(
            test_CORE_45_infantry_then_cavalry_attacker_first, fx_teardown),
        cmocka_unit_test_teardown(test_CORE_46_bowed_or_away_units_not_assigned,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_CORE_49_province_destroyed_only_above_strength, fx_teardown),
        cmocka_unit_test_teardown(
            test_PRV_08_a_province_that_cannot_be_destroyed, fx_teardown),
        cmocka_unit_test_teardown(test_PRV_08_the_province_of_a_holding,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_TRG_01_battle_won_lost_and_province_destroyed, fx_teardown),
        cmocka_unit_test_teardown(
            test_CORE_48_attacker_chooses_battlefield_order, fx_teardown),
        cmocka_unit_test_teardown(
            test_CORE_52_engage_then_combat_defender_first, fx_teardown),
        cmocka_unit_test_teardown(
            test_CORE_49_attacker_wins_defenders_destroyed, fx_teardown),
        cmocka_unit_test_teardown(
            test_CORE_49_defender_wins_attackers_destroyed, fx_teardown),
        cmocka_unit_test_teardown(
            test_CORE_49_tie_both_destroyed_bowed_follower_item, fx_teardown),
        cmocka_unit_test_teardown(test_CORE_49_bowed_personality_adds_no_force,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_CORE_49_tie_with_empty_side_nothing_happens, fx_teardown),
        cmocka_unit_test_teardown(test_CORE_53_survivors_bow_and_go_home,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_CORE_33_last_province_destroyed_loses,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_CORE_37_chi_death, fx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
