/* SPDX-License-Identifier: MIT */
/* Abilities in scenarios: timings (CORE-27, CORE-56, OPN-01), limits
   (CORE-28, WND-02, FRM-07), costs (CORE-24, CORE-54, FAV-04), target
   filters (CORE-55), effects (FEA-01 .. FEA-03, YU-06, FAV-03, FAV-05),
   continuous abilities and ENL-01, presence and location (CORE-51), the
   Shadowlands Horde (SHD-04, SHD-05), the keyword rule for Action cards
   (KEY-01) and Action cards (CORE-57). Every illegal move is checked by
   fx_illegal(): L5R_EILLEGAL, the expected reason and rule ID (in the rule
   table), and the hash unchanged; every legal-move list checked is
   validated move by move. */
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
#define PERSONALITY(id, title, f, c)                                           \
    "  - id: " id "\n"                                                         \
    "    title: " title "\n"                                                   \
    "    type: personality\n"                                                  \
    "    force: " #f "\n"                                                      \
    "    chi: " #c "\n"                                                        \
    "    honor_requirement: '-'\n"                                             \
    "    gold_cost: 1\n"                                                       \
    "    personal_honor: 1\n" PR
#define FOLLOWER(id, title, f, kw)                                             \
    "  - {id: " id ", title: " title ", type: follower, keywords: [" kw "],\n" \
    "     force: " #f ", chi: 0, gold_cost: 0, honor_requirement: 0,\n"        \
    "     printings: [{set: Lotus Edition}]}\n"
/* A filter ability of the Seeker: Open/Battle, any number of times. */
#define SEEK(sel)                                                              \
    "      - {timing: [open, battle], limit: any_number, target: " sel ",\n"   \
    "         effects: [{force_bonus: {to: target, amount: 0}}]}\n"
/* A Limited ability any number of times. */
#define LIM(rest) "      - {timing: limited, limit: any_number, " rest "}\n"

/* clang-format off */
static const char CARDS[] =
    "cards:\n"
    "  - {id: a-castle, title: Ability Castle, type: stronghold, faction: Crab,\n"
    "     province_strength: 3, gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: a-keep, title: Ability Keep, type: stronghold, faction: Scorpion,\n"
    "     province_strength: 3, gold_production: 10, starting_honor: 4,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: a-horde, title: Horde Pit, type: stronghold,\n"
    "     faction: Shadowlands Horde, province_strength: 3,\n"
    "     gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - id: a-wind\n"
    "    title: Wind of Testing\n"
    "    type: wind\n" PR
    "    abilities:\n"
    "      - {timing: limited, effects: [{gain_gold: 1}]}\n"
    /* The Sage: one ability per timing. */
    PERSONALITY("a-sage", "Timing Sage", 2, 3)
    "    abilities:\n"
    "      - {timing: limited, effects: [{gain_honor: 1}]}\n"         /* 0 */
    "      - {timing: open, effects: [{gain_gold: 1}]}\n"             /* 1 */
    "      - {timing: battle, effects: [{gain_gold: 1}]}\n"           /* 2 */
    "      - {timing: engage, effects: [{gain_gold: 1}]}\n"           /* 3 */
    "      - {timing: [open, battle], effects: [{gain_gold: 1}]}\n"   /* 4 */
    "      - {timing: open, limit: any_number, effects: [{gain_gold: 1}]}\n"
    /* The Seeker: one ability per target filter. */
    PERSONALITY("a-seeker", "Seeking Samurai", 2, 2)
    "    keywords: [Samurai]\n"
    "    abilities:\n"
    SEEK("{type: personality}")                             /* 0 */
    SEEK("{type: follower}")                                /* 1 */
    SEEK("{type: personality, controller: self}")           /* 2 */
    SEEK("{type: personality, controller: opponent}")       /* 3 */
    SEEK("{type: personality, at: home}")                   /* 4 */
    SEEK("{type: personality, at: current_battlefield}")    /* 5 */
    SEEK("{type: personality, keywords: [Samurai]}")        /* 6 */
    SEEK("{type: personality, not_keywords: [Samurai]}")    /* 7 */
    SEEK("{type: personality, title: Target Monk}")         /* 8 */
    SEEK("{type: personality, bowed: true}")                /* 9 */
    SEEK("{type: personality, bowed: false}")               /* 10 */
    SEEK("{type: personality, attacking: true}")            /* 11 */
    SEEK("{type: personality, defending: true}")            /* 12 */
    SEEK("{type: personality, force_at_most: 2}")           /* 13 */
    SEEK("{type: personality, force_at_least: 3}")          /* 14 */
    SEEK("{type: personality, chi_at_most: 2}")             /* 15 */
    SEEK("{type: personality, chi_at_least: 3}")            /* 16 */
    SEEK("{type: personality, count: 2}")                   /* 17 */
    SEEK("{type: holding}")                                 /* 18 */
    SEEK("{type: item}")                                    /* 19 */
    SEEK("{type: holding, at: home}")                       /* 20 */
    PERSONALITY("a-monk", "Target Monk", 3, 3)
    "    keywords: [Monk]\n"
    "    abilities:\n"
    "      - {timing: battle, effects: [{gain_gold: 1}]}\n"
    "      - {timing: limited, cost: [{bow: self}], effects: [{gain_gold: 1}]}\n"
    PERSONALITY("a-guard", "Enemy Guard", 1, 1)
    "    keywords: [Samurai]\n"
    "    abilities:\n"
    "      - {timing: open, effects: [{discard_favor: true}]}\n"
    PERSONALITY("a-yuhero", "Yu Hero", 2, 2)
    "    keywords: [Yu 2]\n"
    PERSONALITY("a-spirit", "Summoned Spirit", 1, 1)
    /* Costs. */
    PERSONALITY("a-bower", "Bowing Retainer", 1, 2)
    "    abilities:\n"
    LIM("cost: [{bow: self}], effects: [{gain_gold: 1}]")
    PERSONALITY("a-payer", "Paying Magistrate", 1, 2)
    "    abilities:\n"
    LIM("cost: [{gold: 2}], effects: [{gain_honor: 1}]")             /* 0 */
    LIM("cost: [{discard_card: 2}], effects: [{gain_honor: 1}]")     /* 1 */
    LIM("cost: [{lose_honor: 2}], effects: [{gain_gold: 3}]")        /* 2 */
    LIM("cost: [{discard_favor: true}], effects: [{gain_honor: 2}]") /* 3 */
    LIM("effects: [{take_favor: true}]")                             /* 4 */
    PERSONALITY("a-martyr", "Martyr", 1, 2)
    "    abilities:\n"
    "      - {timing: limited, cost: [{destroy: self}], effects: [{gain_honor: 2}]}\n"
    /* Effects. */
    PERSONALITY("a-effector", "Effect Master", 1, 2)
    "    abilities:\n"
    LIM("target: {type: personality}, effects: [{bow: target}]")        /* 0 */
    LIM("target: {type: personality}, effects: [{straighten: target}]") /* 1 */
    LIM("target: {type: personality}, effects: [{destroy: target}]")    /* 2 */
    LIM("effects: [{draw: 2}]")                                         /* 3 */
    LIM("effects: [{gain_honor: 2}]")                                   /* 4 */
    LIM("effects: [{lose_honor: 1}]")                                   /* 5 */
    LIM("effects: [{lose_honor: {amount: 2, player: opponent}}]")       /* 6 */
    LIM("effects: [{gain_honor: {amount: 3, player: opponent}}]")       /* 7 */
    LIM("effects: [{gain_gold: 3}]")                                    /* 8 */
    LIM("target: {type: personality}, effects: [{give_keyword: "
        "{to: target, keyword: Shugenja, until: end_of_turn}}]")        /* 9 */
    LIM("target: {type: personality, keywords: [Shugenja]}, "
        "effects: [{gain_gold: 1}]")                                    /* 10 */
    LIM("target: {type: personality}, effects: [{create_token: "
        "{on: target, title: Glory, force: 1}}]")                       /* 11 */
    LIM("target: {type: personality}, effects: [{destroy_token: "
        "{on: target, title: Glory}}]")                                 /* 12 */
    LIM("effects: [{create_token: {on: self, title: Glory, force: 1}}]") /* 13 */
    LIM("target: {type: personality}, effects: [{transfer_token: "
        "{from: self, to: target, title: Glory}}]")                     /* 14 */
    LIM("target: {type: personality}, effects: [{yu_bonus: "
        "{to: target, amount: 1}}]")                                    /* 15 */
    LIM("effects: [{create_card: {card: a-spirit, at: home}}]")         /* 16 */
    /* Force and Chi bonuses in battle, and moving home. */
    PERSONALITY("a-general", "Bonus General", 2, 2)
    "    abilities:\n"
    "      - {timing: battle, limit: any_number,\n"
    "         target: {type: personality, at: current_battlefield},\n"
    "         effects: [{force_bonus: {to: target, amount: 2, until: end_of_battle}}]}\n"
    "      - {timing: battle, limit: any_number,\n"
    "         target: {type: personality, at: current_battlefield},\n"
    "         effects: [{force_bonus: {to: target, amount: 3, until: end_of_turn}}]}\n"
    "      - {timing: battle, limit: any_number,\n"
    "         target: {type: personality, at: current_battlefield},\n"
    "         effects: [{chi_bonus: {to: target, amount: 1, until: end_of_battle}}]}\n"
    "      - {timing: battle, limit: any_number,\n"
    "         target: {type: personality, at: current_battlefield},\n"
    "         effects: [{chi_bonus: {to: target, amount: 2, until: end_of_turn}}]}\n"
    "      - {timing: battle,\n"
    "         target: {type: unit, controller: opponent, at: current_battlefield},\n"
    "         effects: [{move_home: target}]}\n"
    /* Fear. */
    PERSONALITY("a-terror", "Terror Lord", 2, 2)
    "    abilities:\n"
    "      - {timing: battle, limit: any_number, effects: [{fear: 2}]}\n"
    "      - {timing: battle, limit: any_number, effects: [{fear: 0}]}\n"
    "      - {timing: open, effects: [{fear: 1}]}\n"
    /* Formations (FRM-07) through created cards. */
    PERSONALITY("a-marshal", "Formation Marshal", 2, 2)
    "    abilities:\n"
    "      - {timing: battle, effects: [{gain_gold: 1}]}\n"
    "      - {timing: battle, effects: [{create_card: {card: a-drill, at: current_battlefield}}]}\n"
    "  - id: a-formation\n"
    "    title: Test Wedge\n"
    "    type: action\n"
    "    keywords: [Formation]\n" PR
    "    abilities:\n"
    "      - {timing: battle, effects: [{gain_gold: 1}]}\n"
    "  - id: a-drill\n"
    "    title: Test Drill\n"
    "    type: action\n" PR
    "    abilities:\n"
    "      - {timing: battle, effects: [{gain_gold: 1}]}\n"
    /* Continuous abilities and the Enlightened. */
    PERSONALITY("a-strong", "Strong Samurai", 2, 2)
    "    abilities:\n"
    "      - {timing: continuous, while: in_play,\n"
    "         effects: [{force_bonus: {to: self, amount: 2}}]}\n"
    PERSONALITY("a-enl", "Enlightened Master", 2, 3)
    "    keywords: [Enlightened]\n"
    /* The Shadowlands Horde's restrictions. */
    PERSONALITY("a-politico", "Scheming Courtier", 1, 2)
    "    abilities:\n"
    "      - {timing: limited, traits: [Political], effects: [{gain_gold: 1}]}\n"
    "      - {timing: limited, effects: [{lose_honor: {amount: 1, player: opponent}}]}\n"
    "      - {timing: limited, effects: [{lose_honor: 1}]}\n"
    "      - {timing: limited, target: {type: personality, controller: opponent},\n"
    "         effects: [{lose_honor: {amount: 1, player: target}}]}\n"
    "      - {timing: limited, target: {type: personality, controller: any},\n"
    "         effects: [{lose_honor: {amount: 1, player: target}}]}\n"
    /* KEY-01. */
    PERSONALITY("a-quiet", "Quiet Monk", 1, 2)
    "    keywords: [Monk]\n"
    "    abilities:\n"
    "      - {timing: limited, traits: [Kiho], effects: [{gain_gold: 1}]}\n"
    "  - id: a-kiho\n"
    "    title: Inner Fire\n"
    "    type: action\n" PR
    "    abilities:\n"
    "      - {timing: limited, traits: [Kiho], effects: [{gain_gold: 1}]}\n"
    /* Holdings, Fate cards. */
    "  - {id: a-farm, title: Test Farm, type: holding, gold_cost: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - id: a-tower\n"
    "    title: Watch Tower\n"
    "    type: holding\n"
    "    gold_cost: 1\n" PR
    "    abilities:\n"
    "      - {timing: battle, effects: [{gain_gold: 1}]}\n"
    FOLLOWER("a-ashigaru", "Test Ashigaru", 1, "")
    FOLLOWER("a-spear", "Test Spearmen", 2, "")
    FOLLOWER("a-heavy", "Test Heavy Infantry", 3, "")
    FOLLOWER("a-ghoul", "Test Ghouls", 1, "Undead")
    FOLLOWER("a-peasant", "Test Peasants", 0, "")
    "  - {id: a-fan, title: Test Fan, type: item, force: 0, chi: 0, gold_cost: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: a-blade, title: Test Blade, type: item, keywords: [Weapon],\n"
    "     force: 1, chi: 0, gold_cost: 0, printings: [{set: Lotus Edition}]}\n"
    "  - id: a-charm\n"
    "    title: Test Charm\n"
    "    type: item\n"
    "    force: 0\n"
    "    chi: 0\n"
    "    gold_cost: 0\n" PR
    "    abilities:\n"
    "      - {timing: continuous, while: attached,\n"
    "         effects: [{force_bonus: {to: self, amount: 1}}]}\n"
    "  - {id: a-ring-earth, title: Test Ring of Earth, type: ring,\n"
    "     element: earth, printings: [{set: Lotus Edition}]}\n"
    "  - {id: a-ring-fire, title: Test Ring of Fire, type: ring,\n"
    "     element: fire, printings: [{set: Lotus Edition}]}\n"
    "  - id: a-scroll\n"
    "    title: Test Scroll\n"
    "    type: action\n" PR
    "    abilities:\n"
    "      - {timing: limited, effects: [{gain_gold: 2}]}\n"
    "  - id: a-open-scroll\n"
    "    title: Open Scroll\n"
    "    type: action\n" PR
    "    abilities:\n"
    "      - {timing: open, effects: [{gain_honor: 1}]}\n"
    "  - id: a-strike\n"
    "    title: Test Strike\n"
    "    type: action\n" PR
    "    abilities:\n"
    "      - {timing: limited, target: {type: personality, controller: opponent},\n"
    "         effects: [{bow: target}]}\n"
    "  - id: a-battle-scroll\n"
    "    title: Battle Scroll\n"
    "    type: action\n" PR
    "    abilities:\n"
    "      - {timing: battle, effects: [{gain_gold: 1}]}\n";

/* OPN-01: a card database with its own set table around Khan's
   Defiance. */
#define OPN_PERS(id, title, sets)                                              \
    "  - id: " id "\n"                                                         \
    "    title: " title "\n"                                                   \
    "    type: personality\n"                                                  \
    "    force: 2\n"                                                           \
    "    chi: 2\n"                                                             \
    "    honor_requirement: '-'\n"                                             \
    "    gold_cost: 1\n"                                                       \
    "    personal_honor: 1\n"                                                  \
    "    printings: " sets "\n"
static const char OPN_CARDS[] =
    "factions:\n"
    "  - {name: Crab, alignment: Crab Clan}\n"
    "  - {name: Scorpion, alignment: Scorpion Clan}\n"
    "sets:\n"
    "  - {name: Old Set, order: 10, lotus: true}\n"
    "  - {name: Khan's Defiance, order: 20, lotus: true}\n"
    "  - {name: Later Set, order: 30, lotus: true}\n"
    "cards:\n"
    "  - {id: o-castle, title: Old Castle, type: stronghold, faction: Crab,\n"
    "     province_strength: 3, gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Old Set}]}\n"
    "  - {id: o-keep, title: Old Keep, type: stronghold, faction: Scorpion,\n"
    "     province_strength: 3, gold_production: 10, starting_honor: 4,\n"
    "     printings: [{set: Old Set}]}\n"
    OPN_PERS("o-old", "Old Veteran", "[{set: Old Set}]")
    "    abilities:\n"
    "      - {timing: open, effects: [{gain_gold: 1}]}\n"
    OPN_PERS("o-kd", "New Veteran", "[{set: Khan's Defiance}]")
    "    abilities:\n"
    "      - {timing: open, effects: [{gain_gold: 1}]}\n"
    "      - {timing: [open, battle], effects: [{gain_gold: 1}]}\n"
    OPN_PERS("o-mixed", "Reprinted Veteran", "[{set: Old Set}, {set: Later Set}]")
    "    abilities:\n"
    "      - {timing: open, effects: [{gain_gold: 1}]}\n"
    OPN_PERS("o-guard", "Old Guard", "[{set: Old Set}]")
    "  - id: o-old-scroll\n"
    "    title: Old Scroll\n"
    "    type: action\n"
    "    printings: [{set: Old Set}]\n"
    "    abilities:\n"
    "      - {timing: open, effects: [{gain_gold: 1}]}\n"
    "  - id: o-kd-scroll\n"
    "    title: New Scroll\n"
    "    type: action\n"
    "    printings: [{set: Khan's Defiance}]\n"
    "    abilities:\n"
    "      - {timing: open, effects: [{gain_gold: 1}]}\n";
/* clang-format on */

/* --- helpers -------------------------------------------------------------- */

/* A fixture with p1 (Ability Castle, honor 6, goes first, or another
   Stronghold) and p2 (Ability Keep, honor 4); not started. */
static fx *mk(const char *sh1, const char *dyn1, const char *fate1,
              const char *dyn2, const char *fate2)
{
    fx *f = new_board(CARDS, sh1, dyn1, fate1, "a-keep", dyn2, fate2);
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 8), L5R_OK);
    return f;
}

static void start(fx *f)
{
    START(f, 9);
    assert_int_equal(l5r_game_active_player(f->g), 0);
}

static fx *board(const char *dyn1, const char *fate1, const char *dyn2,
                 const char *fate2)
{
    fx *f = mk("a-castle", dyn1, fate1, dyn2, fate2);
    start(f);
    return f;
}

/* Apply a move; if the other player then has the same kind of decision
   (an Action phase, an Engage window, a Combat Segment), he passes, so
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
    if (l5r_game_decision(&now, &k2, f->g) != L5R_OK)
        return;
    if (now != before && k2 == kind &&
        (kind == L5R_DECIDE_ACTION || kind == L5R_DECIDE_BATTLE ||
         kind == L5R_DECIDE_ENGAGE))
        DO(f, "p%u pass", now + 1);
}

/* In p's own Action phase: play Fate card `id` on p's `n`-th `on`. */
static void play_on(fx *f, uint32_t p, const char *id, const char *on,
                    uint32_t n)
{
    uint32_t c = card(f, p, L5R_ZONE_HAND, id);
    uint32_t o = card_nth(f, p, L5R_ZONE_PLAY, on, n);
    act(f, "p%u play #%u on #%u", p + 1, c, o);
    assert_int_equal(l5r_game_card_attached_to(f->g, c), o);
}

/* One move text into a static buffer slot (for want/not lists). */
/* From p1's Action phase: attack p2, assign p1's units `a1` (NULL-
   terminated ids, each the first such card at home) and p2's `d2` to
   battlefield 1, fight there; returns in the Engage window (p2 to
   decide). */
static void battle_at_1(fx *f, const char *const *a1, const char *const *d2)
{
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    for (size_t k = 0; a1 != NULL && a1[k] != NULL; k++) {
        uint32_t u = L5R_NO_ID;
        for (uint32_t n = 0; u == L5R_NO_ID; n++) {
            uint32_t c = card_nth(f, 0, L5R_ZONE_PLAY, a1[k], n);
            if (location(f, c) == 0)
                u = c;
        }
        DO(f, "p1 assign #%u to 1", u);
    }
    DO(f, "p1 pass");
    for (size_t k = 0; d2 != NULL && d2[k] != NULL; k++) {
        uint32_t u = L5R_NO_ID;
        for (uint32_t n = 0; u == L5R_NO_ID; n++) {
            uint32_t c = card_nth(f, 1, L5R_ZONE_PLAY, d2[k], n);
            if (location(f, c) == 0)
                u = c;
        }
        DO(f, "p2 assign #%u to 1", u);
    }
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    DO(f, "p1 fight 1");
    assert_decision(f, 1, L5R_DECIDE_ENGAGE);
}

/* From the Engage window: both pass; then p2 passes the Combat Segment's
   first decision: p1 to act in combat. */
static void to_combat_p1(fx *f)
{
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_BATTLE);
}

/* --- timings -------------------------------------------------------------- */

/* CORE-27: a Limited ability only in its controller's own Action phase;
   CORE-56: not in the Dynasty phase. */
static void test_CORE_27_limited_only_in_own_action_phase(void **state)
{
    (void)state;
    fx *f = board("a-sage", NULL, "a-sage", NULL);
    recruit_turns(f);
    uint32_t s1 = card(f, 0, L5R_ZONE_PLAY, "a-sage");
    uint32_t s2 = card(f, 1, L5R_ZONE_PLAY, "a-sage");
    char b1[64], b2[64];
    const char *want[] = {fx_txt(b1, sizeof b1, "p1 use #%u.0", s1), NULL};
    check_listed(f, 0, want, NULL);
    DO(f, "p1 use #%u.0", s1);
    assert_int_equal(l5r_game_player_honor(f->g, 0), 7);
    /* p2, in p1's Action phase. */
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-27", "p2 use #%u.0", s2);
    const char *absent2[] = {fx_txt(b2, sizeof b2, "p2 use #%u.0", s2), NULL};
    check_listed(f, 1, NULL, absent2);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    PASS_TO(f, L5R_PHASE_DYNASTY);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-56", "p1 use #%u.0", s1);
    /* Turn 4: p2's own phase; p1 may not. */
    NEXT_TURN(f);
    DO(f, "p2 use #%u.0", s2);
    assert_int_equal(l5r_game_player_honor(f->g, 1), 5);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-27", "p1 use #%u.0", s1);
    const char *absent1[] = {b1, NULL};
    check_listed(f, 0, NULL, absent1);
    fx_free(f);
}

/* CORE-56: an Open ability in any player's Action phase, not in the
   Dynasty phase. */
static void test_CORE_56_open_in_any_action_phase(void **state)
{
    (void)state;
    fx *f = board("a-sage", NULL, "a-sage", NULL);
    recruit_turns(f);
    uint32_t s1 = card(f, 0, L5R_ZONE_PLAY, "a-sage");
    uint32_t s2 = card(f, 1, L5R_ZONE_PLAY, "a-sage");
    DO(f, "p1 pass");
    char b[64];
    const char *want[] = {fx_txt(b, sizeof b, "p2 use #%u.1", s2), NULL};
    check_listed(f, 1, want, NULL);
    DO(f, "p2 use #%u.1", s2); /* in p1's turn */
    assert_int_equal(l5r_game_player_gold(f->g, 1), 1);
    act(f, "p1 use #%u.1", s1);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 1);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-56", "p1 use #%u.1", s1);
    NEXT_TURN(f);
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.1", s1); /* in p2's turn */
    assert_int_equal(l5r_game_player_gold(f->g, 0), 1);
    fx_free(f);
}

/* CORE-56: a Battle ability only in the Combat Segment, an Engage
   ability only in the Engage window, an Open/Battle ability in both the
   Action phase and the Combat Segment. */
static void test_CORE_56_battle_engage_and_open_battle(void **state)
{
    (void)state;
    fx *f = board("a-sage", NULL, "a-guard", NULL);
    recruit_turns(f);
    uint32_t s = card(f, 0, L5R_ZONE_PLAY, "a-sage");
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-56", "p1 use #%u.2", s);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-56", "p1 use #%u.3", s);
    assert_legal(f, "p1 use #%u.4", s);
    static const char *const a1[] = {"a-sage", NULL};
    static const char *const d2[] = {"a-guard", NULL};
    battle_at_1(f, a1, d2);
    DO(f, "p2 pass");
    /* The Engage window. */
    assert_decision(f, 0, L5R_DECIDE_ENGAGE);
    char b0[64], b2[64], b3[64], b4[64];
    fx_txt(b0, sizeof b0, "p1 use #%u.0", s);
    fx_txt(b2, sizeof b2, "p1 use #%u.2", s);
    fx_txt(b3, sizeof b3, "p1 use #%u.3", s);
    fx_txt(b4, sizeof b4, "p1 use #%u.4", s);
    const char *want_e[] = {b3, "p1 pass", NULL};
    const char *absent_e[] = {b0, b2, b4, NULL};
    check_listed(f, 0, want_e, absent_e);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-56", "p1 use #%u.2", s);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-56", "p1 use #%u.4", s);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-56", "p1 use #%u.0", s);
    DO(f, "p1 use #%u.3", s);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 1);
    assert_decision(f, 1, L5R_DECIDE_ENGAGE);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    /* The Combat Segment. */
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_BATTLE);
    const char *want_c[] = {b2, b4, "p1 pass", NULL};
    const char *absent_c[] = {b0, b3, NULL};
    check_listed(f, 0, want_c, absent_c);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-56", "p1 use #%u.3", s);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-56", "p1 use #%u.0", s);
    act(f, "p1 use #%u.2", s);
    act(f, "p1 use #%u.4", s);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 3);
    fx_free(f);
}

/* OPN-01: in the Combat Segment an Open ability is legal only on a card
   whose every printing is before Khan's Defiance (here with its own set
   table), and only with presence and location (CORE-51); an Open/Battle
   one is a Battle ability anyway. */
static void
test_OPN_01_open_in_battle_printed_before_khans_defiance(void **state)
{
    (void)state;
    fx *f = fx_track(fx_new_only(OPN_CARDS));
    assert_non_null(f);
    if (fx_deck(f, 0, "o-castle", NULL, NULL, "o-old o-kd o-mixed o-old",
                "o-old-scroll o-kd-scroll") != L5R_OK ||
        fx_deck(f, 1, "o-keep", NULL, NULL, "o-guard", NULL) != L5R_OK)
        fail_msg("%s", f->msg);
    start(f);
    const char *kd = "Khan's Defiance";
    assert_int_equal(
        l5r_carddb_card_printed_before(f->db, fx_def(f, "o-old"), kd), 1);
    assert_int_equal(
        l5r_carddb_card_printed_before(f->db, fx_def(f, "o-kd"), kd), 0);
    assert_int_equal(
        l5r_carddb_card_printed_before(f->db, fx_def(f, "o-mixed"), kd), 0);
    recruit_turns(f);
    uint32_t old = card(f, 0, L5R_ZONE_PLAY, "o-old");
    uint32_t nw = card(f, 0, L5R_ZONE_PLAY, "o-kd");
    uint32_t mixed = card(f, 0, L5R_ZONE_PLAY, "o-mixed");
    uint32_t old_scroll = card(f, 0, L5R_ZONE_HAND, "o-old-scroll");
    uint32_t kd_scroll = card(f, 0, L5R_ZONE_HAND, "o-kd-scroll");
    /* In the Action phase every Open ability is legal. */
    assert_legal(f, "p1 use #%u.0", nw);
    assert_legal(f, "p1 use #%u.0", mixed);
    assert_legal(f, "p1 use #%u.0", kd_scroll);
    static const char *const a1[] = {"o-old", "o-kd", "o-mixed", NULL};
    static const char *const d2[] = {"o-guard", NULL};
    battle_at_1(f, a1, d2);
    to_combat_p1(f);
    char b1[64], b2[64], b3[64], b4[64], b5[64];
    const char *want[] = {fx_txt(b1, sizeof b1, "p1 use #%u.0", old),
                          fx_txt(b2, sizeof b2, "p1 use #%u.1", nw),
                          fx_txt(b3, sizeof b3, "p1 use #%u.0", old_scroll),
                          NULL};
    const char *absent[] = {fx_txt(b4, sizeof b4, "p1 use #%u.0", nw),
                            fx_txt(b5, sizeof b5, "p1 use #%u.0", mixed), NULL};
    check_listed(f, 0, want, absent);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "OPN-01", "p1 use #%u.0", nw);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "OPN-01", "p1 use #%u.0", mixed);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "OPN-01", "p1 use #%u.0", kd_scroll);
    /* ... and with presence and location met: not from home. */
    uint32_t old_home = card_nth(f, 0, L5R_ZONE_PLAY, "o-old", 1);
    assert_int_equal(location(f, old_home), 0);
    ILLEGAL(f, L5R_REASON_PRESENCE, "CORE-51", "p1 use #%u.0", old_home);
    act(f, "p1 use #%u.0", old);
    act(f, "p1 use #%u.1", nw);
    act(f, "p1 use #%u.0", old_scroll);
    assert_int_equal(l5r_game_card_zone(f->g, old_scroll),
                     L5R_ZONE_FATE_DISCARD);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 3);
    fx_free(f);
}

/* --- limits --------------------------------------------------------------- */

/* CORE-28: each ability of each card once per turn: not twice, but
   another ability of the card, the same ability of another copy, and the
   same again next turn. */
static void test_CORE_28_once_per_turn(void **state)
{
    (void)state;
    fx *f = board("a-sage a-sage", NULL, "a-guard", NULL);
    recruit_turns(f);
    uint32_t s0 = card_nth(f, 0, L5R_ZONE_PLAY, "a-sage", 0);
    uint32_t s1 = card_nth(f, 0, L5R_ZONE_PLAY, "a-sage", 1);
    act(f, "p1 use #%u.1", s0);
    ILLEGAL(f, L5R_REASON_LIMIT, "CORE-28", "p1 use #%u.1", s0);
    char b[64];
    const char *absent[] = {fx_txt(b, sizeof b, "p1 use #%u.1", s0), NULL};
    check_listed(f, 0, NULL, absent);
    act(f, "p1 use #%u.1", s1);
    act(f, "p1 use #%u.0", s0);
    ILLEGAL(f, L5R_REASON_LIMIT, "CORE-28", "p1 use #%u.0", s0);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 2);
    NEXT_TURN(f);
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.1", s0);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 1);
    fx_free(f);
}

/* CORE-28: "any number of times per turn". */
static void test_CORE_28_any_number_of_times(void **state)
{
    (void)state;
    fx *f = board("a-sage", NULL, "a-guard", NULL);
    recruit_turns(f);
    uint32_t s = card(f, 0, L5R_ZONE_PLAY, "a-sage");
    for (int i = 0; i < 3; i++)
        act(f, "p1 use #%u.5", s);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 3);
    char b[64];
    const char *want[] = {fx_txt(b, sizeof b, "p1 use #%u.5", s), NULL};
    check_listed(f, 0, want, NULL);
    fx_free(f);
}

/* WND-02: a Wind's abilities any number of times per turn. */
static void test_WND_02_wind_ability_any_number_of_times(void **state)
{
    (void)state;
    fx *f = fx_track(fx_new(CARDS));
    assert_non_null(f);
    if (fx_deck(f, 0, "a-castle", NULL, "a-wind", NULL, NULL) != L5R_OK ||
        fx_deck(f, 1, "a-keep", NULL, NULL, NULL, NULL) != L5R_OK)
        fail_msg("%s", f->msg);
    start(f);
    uint32_t w = card(f, 0, L5R_ZONE_PLAY, "a-wind");
    for (int i = 0; i < 3; i++) {
        char b[64];
        const char *want[] = {fx_txt(b, sizeof b, "p1 use #%u.0", w), NULL};
        check_listed(f, 0, want, NULL);
        act(f, "p1 use #%u.0", w);
    }
    assert_int_equal(l5r_game_player_gold(f->g, 0), 3);
    fx_free(f);
}

/* FRM-07: the actions of a Formation (an Action card with the Formation
   keyword) in play any number of times per turn; FRM-01: played from hand
   (FRM-06: use formation with #N) it enters play at the current
   battlefield. Another Action card in play (made by create_card) only
   once (CORE-28). */
static void test_FRM_07_formation_actions_any_number_of_times(void **state)
{
    (void)state;
    fx *f = board("a-marshal", "a-formation", "a-guard", NULL);
    recruit_turns(f);
    uint32_t m = card(f, 0, L5R_ZONE_PLAY, "a-marshal");
    uint32_t wedge = card(f, 0, L5R_ZONE_HAND, "a-formation");
    static const char *const a1[] = {"a-marshal", NULL};
    battle_at_1(f, a1, NULL);
    to_combat_p1(f);
    char b[64];
    const char *want[] = {
        fx_txt(b, sizeof b, "p1 use formation with #%u", wedge), NULL};
    check_listed(f, 0, want, NULL);
    act(f, "p1 use formation with #%u", wedge);
    assert_int_equal(l5r_game_card_zone(f->g, wedge), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_controller(f->g, wedge), 0);
    assert_int_equal(location(f, wedge), 1);
    act(f, "p1 use #%u.1", m); /* creates a Drill in play */
    uint32_t drill = card(f, 0, L5R_ZONE_PLAY, "a-drill");
    act(f, "p1 use #%u.0", wedge);
    act(f, "p1 use #%u.0", wedge);
    act(f, "p1 use #%u.0", drill);
    ILLEGAL(f, L5R_REASON_LIMIT, "CORE-28", "p1 use #%u.0", drill);
    act(f, "p1 use #%u.0", wedge);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 4);
    fx_free(f);
}

/* --- costs ---------------------------------------------------------------- */

/* A "bow self" cost bows the card; CORE-24: a bowed card cannot use
   abilities (even one usable any number of times). */
static void test_CORE_24_bow_self_cost_then_bowed_source(void **state)
{
    (void)state;
    fx *f = board("a-bower", NULL, "a-guard", NULL);
    recruit_turns(f);
    uint32_t b = card(f, 0, L5R_ZONE_PLAY, "a-bower");
    act(f, "p1 use #%u.0", b);
    assert_int_equal(l5r_game_card_is_bowed(f->g, b), 1);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 1);
    ILLEGAL(f, L5R_REASON_BOWED, "CORE-24", "p1 use #%u.0", b);
    char t[64];
    const char *absent[] = {fx_txt(t, sizeof t, "p1 use #%u.0", b), NULL};
    check_listed(f, 0, NULL, absent);
    fx_free(f);
}

/* CORE-54: a gold cost needs gold produced first; paid in full. */
static void test_CORE_54_gold_cost_needs_gold_produced(void **state)
{
    (void)state;
    fx *f = board("a-payer", NULL, "a-guard", NULL);
    recruit_turns(f);
    uint32_t p = card(f, 0, L5R_ZONE_PLAY, "a-payer");
    ILLEGAL(f, L5R_REASON_GOLD, "CORE-54", "p1 use #%u.0", p);
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, "a-castle"));
    assert_int_equal(l5r_game_player_gold(f->g, 0), 10);
    act(f, "p1 use #%u.0", p);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 8);
    assert_int_equal(l5r_game_player_honor(f->g, 0), 7);
    fx_free(f);
}

/* CORE-54: a discard cost names exactly as many distinct cards of one's
   own hand (discard #N). */
static void test_CORE_54_discard_cost_choices(void **state)
{
    (void)state;
    fx *f = board("a-payer", "a-scroll*3", "a-guard", "a-scroll");
    recruit_turns(f);
    uint32_t p = card(f, 0, L5R_ZONE_PLAY, "a-payer");
    uint32_t h1 = card_nth(f, 0, L5R_ZONE_HAND, "a-scroll", 0);
    uint32_t h2 = card_nth(f, 0, L5R_ZONE_HAND, "a-scroll", 1);
    uint32_t h3 = card_nth(f, 0, L5R_ZONE_HAND, "a-scroll", 2);
    uint32_t theirs = card(f, 1, L5R_ZONE_HAND, "a-scroll");
    uint32_t castle = card(f, 0, L5R_ZONE_PLAY, "a-castle");
    ILLEGAL(f, L5R_REASON_COST, "CORE-54", "p1 use #%u.1", p);
    ILLEGAL(f, L5R_REASON_COST, "CORE-54", "p1 use #%u.1 discard #%u", p, h1);
    ILLEGAL(f, L5R_REASON_COST, "CORE-54",
            "p1 use #%u.1 discard #%u discard #%u", p, h1, h1);
    ILLEGAL(f, L5R_REASON_COST, "CORE-54",
            "p1 use #%u.1 discard #%u discard #%u", p, h1, castle);
    ILLEGAL(f, L5R_REASON_COST, "CORE-54",
            "p1 use #%u.1 discard #%u discard #%u", p, h1, theirs);
    ILLEGAL(f, L5R_REASON_COST, "CORE-54",
            "p1 use #%u.1 discard #%u discard #%u discard #%u", p, h1, h2, h3);
    char b[96];
    const char *want[] = {
        fx_txt(b, sizeof b, "p1 use #%u.1 discard #%u discard #%u", p, h1, h2),
        NULL};
    check_listed(f, 0, want, NULL);
    act(f, "p1 use #%u.1 discard #%u discard #%u", p, h1, h3);
    assert_int_equal(l5r_game_card_zone(f->g, h1), L5R_ZONE_FATE_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, h3), L5R_ZONE_FATE_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, h2), L5R_ZONE_HAND);
    assert_int_equal(l5r_game_player_honor(f->g, 0), 7);
    /* One card left: the cost cannot be paid. */
    ILLEGAL(f, L5R_REASON_COST, "CORE-54", "p1 use #%u.1 discard #%u", p, h2);
    fx_free(f);
}

/* A lose_honor cost is paid in honor; a destroy-self cost destroys the
   card. */
static void test_CORE_54_lose_honor_and_destroy_self_costs(void **state)
{
    (void)state;
    fx *f = board("a-payer a-martyr", NULL, "a-guard", NULL);
    recruit_turns(f);
    uint32_t p = card(f, 0, L5R_ZONE_PLAY, "a-payer");
    uint32_t m = card(f, 0, L5R_ZONE_PLAY, "a-martyr");
    act(f, "p1 use #%u.2", p);
    assert_int_equal(l5r_game_player_honor(f->g, 0), 4);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 3);
    act(f, "p1 use #%u.0", m);
    assert_int_equal(l5r_game_card_zone(f->g, m), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_player_honor(f->g, 0), 6);
    ILLEGAL(f, L5R_REASON_NOT_CONTROLLED, "CORE-25", "p1 use #%u.0", m);
    fx_free(f);
}

/* FAV-04: discarding the Imperial Favor as a cost needs its control;
   paying leaves it uncontrolled. FAV-03: an effect takes it. */
static void test_FAV_04_discard_favor_cost_needs_control(void **state)
{
    (void)state;
    fx *f = board("a-payer", NULL, "a-guard", NULL);
    recruit_turns(f);
    uint32_t p = card(f, 0, L5R_ZONE_PLAY, "a-payer");
    const l5r_favor *fav = l5r_game_favor(f->g);
    assert_non_null(fav);
    assert_int_equal(l5r_favor_controller(fav), L5R_NO_ID);
    ILLEGAL(f, L5R_REASON_COST, "FAV-04", "p1 use #%u.3", p);
    char b[64];
    const char *absent[] = {fx_txt(b, sizeof b, "p1 use #%u.3", p), NULL};
    check_listed(f, 0, NULL, absent);
    act(f, "p1 use #%u.4", p);
    assert_int_equal(l5r_favor_controller(l5r_game_favor(f->g)), 0);
    const char *want[] = {b, NULL};
    check_listed(f, 0, want, NULL);
    act(f, "p1 use #%u.3", p);
    assert_int_equal(l5r_favor_controller(l5r_game_favor(f->g)), L5R_NO_ID);
    assert_int_equal(l5r_game_player_honor(f->g, 0), 8);
    fx_free(f);
}

/* --- targets -------------------------------------------------------------- */

/* CORE-55: every filter of the target selector, in the Action phase. */
static void test_CORE_55_target_filters_action_phase(void **state)
{
    (void)state;
    fx *f = board("a-seeker a-monk a-farm", "a-ashigaru a-fan a-blade",
                  "a-guard", NULL);
    recruit_turns(f);
    uint32_t sk = card(f, 0, L5R_ZONE_PLAY, "a-seeker");
    uint32_t mk_ = card(f, 0, L5R_ZONE_PLAY, "a-monk");
    uint32_t farm = card(f, 0, L5R_ZONE_PLAY, "a-farm");
    uint32_t gd = card(f, 1, L5R_ZONE_PLAY, "a-guard");
    play_on(f, 0, "a-ashigaru", "a-monk", 0);
    play_on(f, 0, "a-fan", "a-monk", 0);
    uint32_t ash = card(f, 0, L5R_ZONE_PLAY, "a-ashigaru");
    uint32_t fan = card(f, 0, L5R_ZONE_PLAY, "a-fan");
    const int T = L5R_REASON_TARGET;
#define USE "p1 use #%u.%d target #%u"
    /* type */
    assert_legal(f, USE, sk, 0, mk_);
    ILLEGAL(f, T, "CORE-55", USE, sk, 0, ash);
    ILLEGAL(f, T, "CORE-55", USE, sk, 0, farm);
    ILLEGAL(f, T, "CORE-55", USE, sk, 0, fan);
    assert_legal(f, USE, sk, 1, ash);
    ILLEGAL(f, T, "CORE-55", USE, sk, 1, mk_);
    assert_legal(f, USE, sk, 18, farm);
    ILLEGAL(f, T, "CORE-55", USE, sk, 18, mk_);
    assert_legal(f, USE, sk, 19, fan);
    ILLEGAL(f, T, "CORE-55", USE, sk, 19, mk_);
    /* controller */
    assert_legal(f, USE, sk, 2, mk_);
    ILLEGAL(f, T, "CORE-55", USE, sk, 2, gd);
    assert_legal(f, USE, sk, 3, gd);
    ILLEGAL(f, T, "CORE-55", USE, sk, 3, mk_);
    char b1[64], b2[64];
    const char *want[] = {
        fx_txt(b1, sizeof b1, "p1 use #%u.3 target #%u", sk, gd), NULL};
    const char *absent[] = {
        fx_txt(b2, sizeof b2, "p1 use #%u.3 target #%u", sk, mk_), NULL};
    check_listed(f, 0, want, absent);
    /* at: home now; no battlefield outside a battle */
    assert_legal(f, USE, sk, 4, mk_);
    ILLEGAL(f, T, "CORE-55", USE, sk, 5, mk_);
    /* keywords, not_keywords, title */
    assert_legal(f, USE, sk, 6, sk);
    assert_legal(f, USE, sk, 6, gd);
    ILLEGAL(f, T, "CORE-55", USE, sk, 6, mk_);
    assert_legal(f, USE, sk, 7, mk_);
    ILLEGAL(f, T, "CORE-55", USE, sk, 7, sk);
    ILLEGAL(f, T, "CORE-55", USE, sk, 7, gd);
    assert_legal(f, USE, sk, 8, mk_);
    ILLEGAL(f, T, "CORE-55", USE, sk, 8, sk);
    /* attacking / defending: not outside a battle */
    ILLEGAL(f, T, "CORE-55", USE, sk, 11, sk);
    ILLEGAL(f, T, "CORE-55", USE, sk, 12, gd);
    /* Force and Chi bounds: the Seeker 2F 2C, the Monk 3F 3C */
    assert_legal(f, USE, sk, 13, sk);
    ILLEGAL(f, T, "CORE-55", USE, sk, 13, mk_);
    assert_legal(f, USE, sk, 14, mk_);
    ILLEGAL(f, T, "CORE-55", USE, sk, 14, sk);
    assert_legal(f, USE, sk, 15, sk);
    ILLEGAL(f, T, "CORE-55", USE, sk, 15, mk_);
    assert_legal(f, USE, sk, 16, mk_);
    ILLEGAL(f, T, "CORE-55", USE, sk, 16, sk);
    /* the current Force: an Item (+1F) makes the Seeker 3F */
    play_on(f, 0, "a-blade", "a-seeker", 0);
    assert_int_equal(card_stat(f, sk, L5R_STAT_FORCE), 3);
    assert_legal(f, USE, sk, 14, sk);
    ILLEGAL(f, T, "CORE-55", USE, sk, 13, sk);
    /* bowed */
    assert_legal(f, USE, sk, 10, mk_);
    ILLEGAL(f, T, "CORE-55", USE, sk, 9, mk_);
    act(f, "p1 use #%u.1", mk_); /* the Monk bows himself */
    assert_legal(f, USE, sk, 9, mk_);
    ILLEGAL(f, T, "CORE-55", USE, sk, 10, mk_);
    ILLEGAL(f, T, "CORE-55", USE, sk, 9, sk);
    assert_legal(f, USE, sk, 10, sk);
    /* and a legal one applied */
    act(f, USE, sk, 9, mk_);
#undef USE
    fx_free(f);
}

/* CORE-55: simultaneous targets are distinct, and exactly as many as the
   ability takes; only cards in play are targeted. */
static void test_CORE_55_target_count_distinct_and_in_play(void **state)
{
    (void)state;
    fx *f = board("a-seeker a-monk", "a-scroll", "a-guard", NULL);
    recruit_turns(f);
    uint32_t sk = card(f, 0, L5R_ZONE_PLAY, "a-seeker");
    uint32_t mk_ = card(f, 0, L5R_ZONE_PLAY, "a-monk");
    uint32_t gd = card(f, 1, L5R_ZONE_PLAY, "a-guard");
    uint32_t sage_hand = card(f, 0, L5R_ZONE_HAND, "a-scroll");
    const int T = L5R_REASON_TARGET;
    assert_legal(f, "p1 use #%u.17 target #%u #%u", sk, mk_, gd);
    ILLEGAL(f, T, "CORE-55", "p1 use #%u.17 target #%u #%u", sk, mk_, mk_);
    ILLEGAL(f, T, "CORE-55", "p1 use #%u.17 target #%u", sk, mk_);
    ILLEGAL(f, T, "CORE-55", "p1 use #%u.17 target #%u #%u #%u", sk, mk_, gd,
            sk);
    ILLEGAL(f, T, "CORE-55", "p1 use #%u.0", sk);
    ILLEGAL(f, T, "CORE-55", "p1 use #%u.0 target #%u #%u", sk, mk_, gd);
    /* not in play: a card in hand, in the Dynasty deck, no card at all */
    ILLEGAL(f, T, "CORE-55", "p1 use #%u.0 target #%u", sk, sage_hand);
    ILLEGAL(f, T, "CORE-55", "p1 use #%u.19 target #%u", sk, sage_hand);
    ILLEGAL(f, T, "CORE-55", "p1 use #%u.0 target #%u", sk,
            l5r_game_card_count(f->g));
    /* an ability without a target takes none */
    ILLEGAL(f, T, "CORE-55", "p1 use #%u.1 target #%u", mk_, mk_);
    char b1[64], b2[64];
    const char *want[] = {fx_txt(b1, sizeof b1, "p1 use #%u.17 target #%u #%u",
                                 sk, mk_ < gd ? mk_ : gd, mk_ < gd ? gd : mk_),
                          NULL};
    const char *absent[] = {
        fx_txt(b2, sizeof b2, "p1 use #%u.17 target #%u #%u", sk, mk_, mk_),
        NULL};
    check_listed(f, 0, want, absent);
    act(f, "p1 use #%u.17 target #%u #%u", sk, mk_, gd);
    fx_free(f);
}

/* CORE-51 and CORE-55 in battle: at the current battlefield, at home,
   attacking, defending; cards in units are targeted only at the current
   battlefield, Holdings at home still are. */
static void test_CORE_51_targets_in_battle(void **state)
{
    (void)state;
    fx *f =
        board("a-seeker a-monk a-farm", "a-ashigaru", "a-guard a-guard", NULL);
    recruit_turns(f);
    play_on(f, 0, "a-ashigaru", "a-monk", 0);
    uint32_t sk = card(f, 0, L5R_ZONE_PLAY, "a-seeker");
    uint32_t mk_ = card(f, 0, L5R_ZONE_PLAY, "a-monk");
    uint32_t ash = card(f, 0, L5R_ZONE_PLAY, "a-ashigaru");
    uint32_t farm = card(f, 0, L5R_ZONE_PLAY, "a-farm");
    uint32_t g0 = card_nth(f, 1, L5R_ZONE_PLAY, "a-guard", 0);
    uint32_t g1 = card_nth(f, 1, L5R_ZONE_PLAY, "a-guard", 1);
    static const char *const a1[] = {"a-seeker", NULL};
    static const char *const d2[] = {"a-guard", NULL};
    battle_at_1(f, a1, d2);
    to_combat_p1(f);
    assert_int_equal(location(f, g0), 1);
    assert_int_equal(location(f, g1), 0);
    const int T = L5R_REASON_TARGET;
#define USE "p1 use #%u.%d target #%u"
    assert_legal(f, USE, sk, 5, sk);
    assert_legal(f, USE, sk, 5, g0);
    ILLEGAL(f, T, "CORE-51", USE, sk, 5, mk_);
    ILLEGAL(f, T, "CORE-51", USE, sk, 0, g1);
    ILLEGAL(f, T, "CORE-51", USE, sk, 4, mk_);
    ILLEGAL(f, T, "CORE-51", USE, sk, 1, ash);
    assert_legal(f, USE, sk, 20, farm);
    assert_legal(f, USE, sk, 11, sk);
    ILLEGAL(f, T, "CORE-55", USE, sk, 11, g0);
    assert_legal(f, USE, sk, 12, g0);
    ILLEGAL(f, T, "CORE-55", USE, sk, 12, sk);
    char b1[64], b2[64], b3[64];
    const char *want[] = {
        fx_txt(b1, sizeof b1, "p1 use #%u.3 target #%u", sk, g0), NULL};
    const char *absent[] = {
        fx_txt(b2, sizeof b2, "p1 use #%u.3 target #%u", sk, g1),
        fx_txt(b3, sizeof b3, "p1 use #%u.0 target #%u", sk, mk_), NULL};
    check_listed(f, 0, want, absent);
    act(f, USE, sk, 12, g0);
#undef USE
    fx_free(f);
}

/* --- effects -------------------------------------------------------------- */

/* bow, straighten, destroy a target. */
static void test_effects_bow_straighten_destroy(void **state)
{
    (void)state;
    fx *f = board("a-effector", NULL, "a-guard", NULL);
    recruit_turns(f);
    uint32_t e = card(f, 0, L5R_ZONE_PLAY, "a-effector");
    uint32_t g = card(f, 1, L5R_ZONE_PLAY, "a-guard");
    act(f, "p1 use #%u.0 target #%u", e, g);
    assert_int_equal(l5r_game_card_is_bowed(f->g, g), 1);
    act(f, "p1 use #%u.1 target #%u", e, g);
    assert_int_equal(l5r_game_card_is_bowed(f->g, g), 0);
    act(f, "p1 use #%u.2 target #%u", e, g);
    assert_int_equal(l5r_game_card_zone(f->g, g), L5R_ZONE_DYNASTY_DISCARD);
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-55", "p1 use #%u.0 target #%u", e, g);
    fx_free(f);
}

/* draw, gain_honor, lose_honor (self and opponent), gain_gold. */
static void test_effects_draw_honor_gold(void **state)
{
    (void)state;
    fx *f = mk("a-castle", "a-effector", "a-scroll*6", "a-guard", NULL);
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 2), L5R_OK);
    start(f);
    recruit_turns(f);
    uint32_t e = card(f, 0, L5R_ZONE_PLAY, "a-effector");
    uint32_t hand = l5r_game_player_zone_count(f->g, 0, L5R_ZONE_HAND);
    uint32_t deck = l5r_game_player_zone_count(f->g, 0, L5R_ZONE_FATE_DECK);
    assert_true(deck >= 2);
    act(f, "p1 use #%u.3", e);
    assert_int_equal(l5r_game_player_zone_count(f->g, 0, L5R_ZONE_HAND),
                     hand + 2);
    assert_int_equal(l5r_game_player_zone_count(f->g, 0, L5R_ZONE_FATE_DECK),
                     deck - 2);
    act(f, "p1 use #%u.4", e);
    assert_int_equal(l5r_game_player_honor(f->g, 0), 8);
    act(f, "p1 use #%u.5", e);
    assert_int_equal(l5r_game_player_honor(f->g, 0), 7);
    act(f, "p1 use #%u.6", e);
    assert_int_equal(l5r_game_player_honor(f->g, 1), 2);
    assert_int_equal(l5r_game_player_honor(f->g, 0), 7);
    act(f, "p1 use #%u.7", e);
    assert_int_equal(l5r_game_player_honor(f->g, 1), 5);
    assert_int_equal(l5r_game_player_honor(f->g, 0), 7);
    act(f, "p1 use #%u.8", e);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 3);
    fx_free(f);
}

/* force_bonus / chi_bonus until the end of the battle or of the turn;
   move_home takes a unit out of the battle. */
static void test_effects_bonus_durations_and_move_home(void **state)
{
    (void)state;
    fx *f = board("a-general a-sage", NULL, "a-guard", NULL);
    recruit_turns(f);
    uint32_t gen = card(f, 0, L5R_ZONE_PLAY, "a-general");
    uint32_t sage = card(f, 0, L5R_ZONE_PLAY, "a-sage");
    uint32_t gd = card(f, 1, L5R_ZONE_PLAY, "a-guard");
    static const char *const a1[] = {"a-general", "a-sage", NULL};
    static const char *const d2[] = {"a-guard", NULL};
    battle_at_1(f, a1, d2);
    to_combat_p1(f);
    act(f, "p1 use #%u.0 target #%u", gen, sage);
    act(f, "p1 use #%u.1 target #%u", gen, gen);
    act(f, "p1 use #%u.2 target #%u", gen, sage);
    act(f, "p1 use #%u.3 target #%u", gen, gen);
    assert_int_equal(card_stat(f, sage, L5R_STAT_FORCE), 4);
    assert_int_equal(card_stat(f, sage, L5R_STAT_CHI), 4);
    assert_int_equal(card_stat(f, gen, L5R_STAT_FORCE), 5);
    assert_int_equal(card_stat(f, gen, L5R_STAT_CHI), 4);
    act(f, "p1 use #%u.4 target #%u", gen, gd);
    assert_int_equal(location(f, gd), 0);
    /* Not in the battle any more: no longer a target there. */
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-51", "p1 use #%u.0 target #%u", gen,
            gd);
    DO(f, "p1 pass");
    /* 9 against nothing: the guard, gone home, survives. */
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_DYNASTY);
    assert_int_equal(l5r_game_card_zone(f->g, gd), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_player_province_count(f->g, 1), 3);
    /* After the battle: the end_of_battle bonuses are over. */
    assert_int_equal(card_stat(f, sage, L5R_STAT_FORCE), 2);
    assert_int_equal(card_stat(f, sage, L5R_STAT_CHI), 3);
    assert_int_equal(card_stat(f, gen, L5R_STAT_FORCE), 5);
    assert_int_equal(card_stat(f, gen, L5R_STAT_CHI), 4);
    /* After the turn: all. */
    NEXT_TURN(f);
    assert_int_equal(card_stat(f, gen, L5R_STAT_FORCE), 2);
    assert_int_equal(card_stat(f, gen, L5R_STAT_CHI), 2);
    fx_free(f);
}

/* give_keyword: a keyword-filtered target then accepts the card, until
   the effect ends. */
static void test_effects_give_keyword_then_filter_accepts(void **state)
{
    (void)state;
    fx *f = board("a-effector a-monk", NULL, "a-guard", NULL);
    recruit_turns(f);
    uint32_t e = card(f, 0, L5R_ZONE_PLAY, "a-effector");
    uint32_t m = card(f, 0, L5R_ZONE_PLAY, "a-monk");
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-55", "p1 use #%u.10 target #%u", e, m);
    act(f, "p1 use #%u.9 target #%u", e, m);
    assert_legal(f, "p1 use #%u.10 target #%u", e, m);
    char b[64];
    const char *want[] = {fx_txt(b, sizeof b, "p1 use #%u.10 target #%u", e, m),
                          NULL};
    check_listed(f, 0, want, NULL);
    act(f, "p1 use #%u.10 target #%u", e, m);
    NEXT_TURN(f);
    NEXT_TURN(f);
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-55", "p1 use #%u.10 target #%u", e, m);
    fx_free(f);
}

/* create_token, destroy_token, transfer_token: the Force follows the
   token (TOK-03). */
static void test_effects_tokens(void **state)
{
    (void)state;
    fx *f = board("a-effector a-monk", NULL, "a-guard", NULL);
    recruit_turns(f);
    uint32_t e = card(f, 0, L5R_ZONE_PLAY, "a-effector");
    uint32_t m = card(f, 0, L5R_ZONE_PLAY, "a-monk");
    act(f, "p1 use #%u.11 target #%u", e, m);
    assert_int_equal(l5r_game_card_has_token_titled(f->g, m, "Glory"), 1);
    assert_int_equal(card_stat(f, m, L5R_STAT_FORCE), 4);
    act(f, "p1 use #%u.12 target #%u", e, m);
    assert_int_equal(l5r_game_card_has_token_titled(f->g, m, "Glory"), 0);
    assert_int_equal(card_stat(f, m, L5R_STAT_FORCE), 3);
    act(f, "p1 use #%u.13", e);
    assert_int_equal(card_stat(f, e, L5R_STAT_FORCE), 2);
    act(f, "p1 use #%u.14 target #%u", e, m);
    assert_int_equal(l5r_game_card_has_token_titled(f->g, e, "Glory"), 0);
    assert_int_equal(l5r_game_card_has_token_titled(f->g, m, "Glory"), 1);
    assert_int_equal(card_stat(f, e, L5R_STAT_FORCE), 1);
    assert_int_equal(card_stat(f, m, L5R_STAT_FORCE), 4);
    fx_free(f);
}

/* FAV-03: take_favor takes the Favor; FAV-05: a discard_favor effect
   makes it uncontrolled whoever controls it. */
static void test_FAV_05_take_and_discard_favor_effects(void **state)
{
    (void)state;
    fx *f = board("a-payer", NULL, "a-guard", NULL);
    recruit_turns(f);
    uint32_t p = card(f, 0, L5R_ZONE_PLAY, "a-payer");
    uint32_t g = card(f, 1, L5R_ZONE_PLAY, "a-guard");
    DO(f, "p1 use #%u.4", p);
    assert_int_equal(l5r_favor_controller(l5r_game_favor(f->g)), 0);
    DO(f, "p2 use #%u.0", g); /* Open, in p1's turn */
    assert_int_equal(l5r_favor_controller(l5r_game_favor(f->g)), L5R_NO_ID);
    fx_free(f);
}

/* FEA-01: Fear implicitly targets a unit in the enemy army at the current
   battlefield (only in battle); FEA-02: it bows each Follower of that
   unit with Force at most its strength (0 included); FEA-03: not Undead
   Followers. */
static void test_FEA_01_02_03_fear(void **state)
{
    (void)state;
    fx *f = board("a-terror", NULL, "a-guard a-guard a-monk",
                  "a-ashigaru a-spear a-heavy a-ghoul a-peasant a-peasant "
                  "a-ashigaru");
    recruit_turns(f);
    NEXT_TURN(f);
    play_on(f, 1, "a-ashigaru", "a-guard", 0);
    play_on(f, 1, "a-spear", "a-guard", 0);
    play_on(f, 1, "a-heavy", "a-guard", 0);
    play_on(f, 1, "a-ghoul", "a-guard", 0);
    play_on(f, 1, "a-peasant", "a-guard", 0);
    play_on(f, 1, "a-peasant", "a-guard", 1);
    play_on(f, 1, "a-ashigaru", "a-guard", 1);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_turn(f->g), 5);
    uint32_t t = card(f, 0, L5R_ZONE_PLAY, "a-terror");
    uint32_t g0 = card_nth(f, 1, L5R_ZONE_PLAY, "a-guard", 0);
    uint32_t g1 = card_nth(f, 1, L5R_ZONE_PLAY, "a-guard", 1);
    uint32_t monk = card(f, 1, L5R_ZONE_PLAY, "a-monk");
    uint32_t ash0 = card_nth(f, 1, L5R_ZONE_PLAY, "a-ashigaru", 0);
    uint32_t ash1 = card_nth(f, 1, L5R_ZONE_PLAY, "a-ashigaru", 1);
    uint32_t spear = card(f, 1, L5R_ZONE_PLAY, "a-spear");
    uint32_t heavy = card(f, 1, L5R_ZONE_PLAY, "a-heavy");
    uint32_t ghoul = card(f, 1, L5R_ZONE_PLAY, "a-ghoul");
    uint32_t pea0 = card_nth(f, 1, L5R_ZONE_PLAY, "a-peasant", 0);
    uint32_t pea1 = card_nth(f, 1, L5R_ZONE_PLAY, "a-peasant", 1);
    if (l5r_game_card_attached_to(f->g, ash0) != g0) { /* by ID order */
        uint32_t x = ash0;
        ash0 = ash1;
        ash1 = x;
    }
    if (l5r_game_card_attached_to(f->g, pea0) != g0) {
        uint32_t x = pea0;
        pea0 = pea1;
        pea1 = x;
    }
    assert_int_equal(l5r_game_card_attached_to(f->g, ash0), g0);
    assert_int_equal(l5r_game_card_attached_to(f->g, pea1), g1);
    /* Not outside a battle. */
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "FEA-01", "p1 use #%u.2 target #%u", t,
            g0);
    static const char *const a1[] = {"a-terror", NULL};
    static const char *const d2[] = {"a-guard", "a-guard", NULL};
    battle_at_1(f, a1, d2);
    to_combat_p1(f);
    const int T = L5R_REASON_TARGET;
    ILLEGAL(f, T, "FEA-01", "p1 use #%u.0", t);
    ILLEGAL(f, T, "FEA-01", "p1 use #%u.0 target #%u #%u", t, g0, g1);
    ILLEGAL(f, T, "FEA-01", "p1 use #%u.0 target #%u", t, t);
    ILLEGAL(f, T, "FEA-01", "p1 use #%u.0 target #%u", t, monk);
    ILLEGAL(f, T, "FEA-01", "p1 use #%u.0 target #%u", t, ash0);
    char b1[64], b2[64];
    const char *want[] = {
        fx_txt(b1, sizeof b1, "p1 use #%u.0 target #%u", t, g0), NULL};
    const char *absent[] = {
        fx_txt(b2, sizeof b2, "p1 use #%u.0 target #%u", t, monk), NULL};
    check_listed(f, 0, want, absent);
    act(f, "p1 use #%u.0 target #%u", t, g0); /* Fear 2 */
    assert_int_equal(l5r_game_card_is_bowed(f->g, ash0), 1);
    assert_int_equal(l5r_game_card_is_bowed(f->g, spear), 1);
    assert_int_equal(l5r_game_card_is_bowed(f->g, pea0), 1);
    assert_int_equal(l5r_game_card_is_bowed(f->g, heavy), 0);
    assert_int_equal(l5r_game_card_is_bowed(f->g, ghoul), 0); /* FEA-03 */
    assert_int_equal(l5r_game_card_is_bowed(f->g, g0), 0);
    /* The other unit is untouched. */
    assert_int_equal(l5r_game_card_is_bowed(f->g, pea1), 0);
    assert_int_equal(l5r_game_card_is_bowed(f->g, ash1), 0);
    act(f, "p1 use #%u.1 target #%u", t, g1); /* Fear 0 */
    assert_int_equal(l5r_game_card_is_bowed(f->g, pea1), 1);
    assert_int_equal(l5r_game_card_is_bowed(f->g, ash1), 0);
    assert_int_equal(l5r_game_card_is_bowed(f->g, g1), 0);
    fx_free(f);
}

/* YU-06: a Yu bonus to a card without Yu first gives it a permanent
   "Yu 0", then adds the bonus; a card with Yu adds the bonus. */
static void test_YU_06_yu_bonus(void **state)
{
    (void)state;
    fx *f = board("a-effector a-monk a-yuhero", NULL, "a-guard", NULL);
    recruit_turns(f);
    uint32_t e = card(f, 0, L5R_ZONE_PLAY, "a-effector");
    uint32_t m = card(f, 0, L5R_ZONE_PLAY, "a-monk");
    uint32_t y = card(f, 0, L5R_ZONE_PLAY, "a-yuhero");
    int32_t v = -1;
    assert_int_equal(l5r_game_card_stat(&v, f->g, m, L5R_STAT_YU), 0);
    assert_int_equal(card_stat(f, y, L5R_STAT_YU), 2);
    act(f, "p1 use #%u.15 target #%u", e, m);
    act(f, "p1 use #%u.15 target #%u", e, y);
    assert_int_equal(card_stat(f, m, L5R_STAT_YU), 1);
    assert_int_equal(card_stat(f, y, L5R_STAT_YU), 3);
    /* The "Yu 0" is permanent: the Monk still has Yu next turn. */
    NEXT_TURN(f);
    v = -1;
    assert_int_equal(l5r_game_card_stat(&v, f->g, m, L5R_STAT_YU), 1);
    assert_true(v == 0 || v == 1);
    fx_free(f);
}

/* create_card: a card comes into play, the effect's player's, at home; a
   created card that leaves play ceases to exist. */
static void test_effects_create_card(void **state)
{
    (void)state;
    fx *f = board("a-effector", NULL, "a-guard", NULL);
    recruit_turns(f);
    uint32_t e = card(f, 0, L5R_ZONE_PLAY, "a-effector");
    uint32_t n = l5r_game_card_count(f->g);
    act(f, "p1 use #%u.16", e);
    assert_int_equal(l5r_game_card_count(f->g), n + 1);
    uint32_t sp = card(f, 0, L5R_ZONE_PLAY, "a-spirit");
    assert_int_equal(sp, n);
    assert_int_equal(l5r_game_card_controller(f->g, sp), 0);
    assert_int_equal(location(f, sp), 0);
    assert_int_equal(card_stat(f, sp, L5R_STAT_FORCE), 1);
    act(f, "p1 use #%u.2 target #%u", e, sp);
    assert_int_equal(l5r_game_card_zone(f->g, sp), L5R_ZONE_NONE);
    fx_free(f);
}

/* --- continuous abilities, the Enlightened -------------------------------- */

/* A continuous force_bonus to self counts while in play (not in a
   province); one on an Item "while attached" gives its bearer the bonus;
   continuous abilities are never used. */
static void test_continuous_force_bonus(void **state)
{
    (void)state;
    fx *f = board("a-strong a-sage", "a-charm", "a-guard", NULL);
    uint32_t strong = card(f, 0, L5R_ZONE_PROVINCE, "a-strong");
    assert_int_equal(l5r_game_card_is_face_down(f->g, strong), 0);
    assert_int_equal(card_stat(f, strong, L5R_STAT_FORCE), 2);
    recruit_turns(f);
    assert_int_equal(l5r_game_card_zone(f->g, strong), L5R_ZONE_PLAY);
    assert_int_equal(card_stat(f, strong, L5R_STAT_FORCE), 4);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-56", "p1 use #%u.0", strong);
    uint32_t sage = card(f, 0, L5R_ZONE_PLAY, "a-sage");
    assert_int_equal(card_stat(f, sage, L5R_STAT_FORCE), 2);
    play_on(f, 0, "a-charm", "a-sage", 0);
    assert_int_equal(card_stat(f, sage, L5R_STAT_FORCE), 3);
    fx_free(f);
}

/* ENL-01: an Enlightened Personality has +1F per Ring in play; others
   not. */
static void test_ENL_01_enlightened_force_per_ring(void **state)
{
    (void)state;
    fx *f = board("a-enl a-sage", "a-ring-earth a-ring-fire", "a-guard", NULL);
    recruit_turns(f);
    uint32_t enl = card(f, 0, L5R_ZONE_PLAY, "a-enl");
    uint32_t sage = card(f, 0, L5R_ZONE_PLAY, "a-sage");
    assert_int_equal(card_stat(f, enl, L5R_STAT_FORCE), 2);
    act(f, "p1 play #%u", card(f, 0, L5R_ZONE_HAND, "a-ring-earth"));
    assert_int_equal(card_stat(f, enl, L5R_STAT_FORCE), 3);
    act(f, "p1 play #%u", card(f, 0, L5R_ZONE_HAND, "a-ring-fire"));
    assert_int_equal(card_stat(f, enl, L5R_STAT_FORCE), 4);
    assert_int_equal(card_stat(f, sage, L5R_STAT_FORCE), 2);
    fx_free(f);
}

/* --- presence and location ------------------------------------------------ */

/* CORE-51: in battle, a player without a unit at the current battlefield
   takes no Battle action; a card in a unit at home does not act; a Holding
   acts from home for a player who is present. */
static void test_CORE_51_presence_and_location(void **state)
{
    (void)state;
    fx *f = board("a-seeker a-monk a-tower", "a-battle-scroll", "a-guard",
                  "a-battle-scroll");
    recruit_turns(f);
    uint32_t sk = card(f, 0, L5R_ZONE_PLAY, "a-seeker");
    uint32_t mk_ = card(f, 0, L5R_ZONE_PLAY, "a-monk");
    uint32_t tower = card(f, 0, L5R_ZONE_PLAY, "a-tower");
    uint32_t scroll1 = card(f, 0, L5R_ZONE_HAND, "a-battle-scroll");
    uint32_t scroll2 = card(f, 1, L5R_ZONE_HAND, "a-battle-scroll");
    assert_int_equal(l5r_game_card_is_bowed(f->g, tower), 0);
    static const char *const a1[] = {"a-seeker", NULL};
    battle_at_1(f, a1, NULL);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    /* p2 has no unit at the battlefield. */
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    ILLEGAL(f, L5R_REASON_PRESENCE, "CORE-51", "p2 use #%u.0", scroll2);
    char b0[64], b1[64], b2[64], b3[64];
    const char *absent2[] = {fx_txt(b0, sizeof b0, "p2 use #%u.0", scroll2),
                             NULL};
    check_listed(f, 1, NULL, absent2);
    DO(f, "p2 pass");
    /* p1: the Monk is at home; the Tower is a Holding. */
    ILLEGAL(f, L5R_REASON_PRESENCE, "CORE-51", "p1 use #%u.0", mk_);
    const char *want[] = {fx_txt(b1, sizeof b1, "p1 use #%u.0", tower),
                          fx_txt(b2, sizeof b2, "p1 use #%u.0", scroll1), NULL};
    const char *absent1[] = {fx_txt(b3, sizeof b3, "p1 use #%u.0", mk_), NULL};
    check_listed(f, 0, want, absent1);
    assert_legal(f, "p1 use #%u.0 target #%u", sk, sk);
    act(f, "p1 use #%u.0", tower);
    act(f, "p1 use #%u.0", scroll1);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 2);
    assert_int_equal(l5r_game_card_zone(f->g, scroll1), L5R_ZONE_FATE_DISCARD);
    fx_free(f);
}

/* --- the Shadowlands Horde ------------------------------------------------ */

/* SHD-04: a Shadowlands Horde player takes no Political action (a card's
   or lobbying); SHD-05: none that makes another player lose honor
   unconditionally; his own losses are allowed (and do not occur,
   SHD-02). Another player may take them all. */
static void test_SHD_04_05_shadowlands_horde_restrictions(void **state)
{
    (void)state;
    fx *f =
        mk("a-horde", "a-politico a-sage", NULL, "a-politico a-guard", NULL);
    start(f);
    recruit_turns(f);
    uint32_t pol1 = card(f, 0, L5R_ZONE_PLAY, "a-politico");
    uint32_t sage = card(f, 0, L5R_ZONE_PLAY, "a-sage");
    uint32_t pol2 = card(f, 1, L5R_ZONE_PLAY, "a-politico");
    uint32_t gd = card(f, 1, L5R_ZONE_PLAY, "a-guard");
    const int R = L5R_REASON_RESTRICTED;
    ILLEGAL(f, R, "SHD-04", "p1 use #%u.0", pol1);
    ILLEGAL(f, R, "SHD-04", "p1 use lobby bow #%u", sage);
    ILLEGAL(f, R, "SHD-05", "p1 use #%u.1", pol1);
    char b0[64], b1[64], b2[64];
    const char *want[] = {fx_txt(b2, sizeof b2, "p1 use #%u.2", pol1), NULL};
    const char *absent[] = {fx_txt(b0, sizeof b0, "p1 use #%u.0", pol1),
                            fx_txt(b1, sizeof b1, "p1 use #%u.1", pol1), NULL};
    check_listed(f, 0, want, absent);
    act(f, "p1 use #%u.2", pol1);
    assert_int_equal(l5r_game_player_honor(f->g, 0), 6);
    /* p2 is no Horde player. */
    NEXT_TURN(f);
    assert_legal(f, "p2 use #%u.0", pol2);
    assert_legal(f, "p2 use #%u.3 target #%u", pol2, sage);
    act(f, "p2 use #%u.1", pol2);
    assert_int_equal(l5r_game_player_honor(f->g, 0), 6); /* SHD-02 */
    /* Turn 5: making the controller of a target enemy Personality lose
       honor is an unconditional loss to another player too. */
    NEXT_TURN(f);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    ILLEGAL(f, R, "SHD-05", "p1 use #%u.3 target #%u", pol1, gd);
    /* SHD-05 reads the target chosen, not the filter: with `controller:
       any`, aimed at p2's Personality it is refused, at his own it is
       allowed (and, SHD-02, he loses nothing). */
    ILLEGAL(f, R, "SHD-05", "p1 use #%u.4 target #%u", pol1, gd);
    assert_legal(f, "p1 use #%u.4 target #%u", pol1, sage);
    fx_free(f);
}

/* --- Action cards --------------------------------------------------------- */

/* KEY-01: an Action card is "a Keyword card" for the traits of its
   abilities; other cards are not, by their abilities' traits. */
static void test_KEY_01_action_card_ability_traits(void **state)
{
    (void)state;
    fx *f = fx_track(fx_new(CARDS));
    assert_non_null(f);
    uint32_t kiho = fx_def(f, "a-kiho");
    uint32_t quiet = fx_def(f, "a-quiet");
    uint32_t pol = fx_def(f, "a-politico");
    assert_int_not_equal(kiho, L5R_NO_ID);
    assert_int_equal(l5r_carddb_card_has_keyword(f->db, kiho, "Kiho"), 1);
    assert_int_equal(l5r_carddb_card_has_keyword(f->db, kiho, "Kihos"), 1);
    assert_int_equal(l5r_carddb_card_has_keyword(f->db, kiho, "Political"), 0);
    assert_int_equal(l5r_carddb_card_has_keyword(f->db, kiho, "Fire"), 1);
    assert_int_equal(l5r_carddb_card_has_keyword(f->db, quiet, "Kiho"), 0);
    assert_int_equal(l5r_carddb_card_has_keyword(f->db, quiet, "Monk"), 1);
    assert_int_equal(l5r_carddb_card_has_keyword(f->db, pol, "Political"), 0);
    fx_free(f);
}

/* CORE-57: an Action card is used from its owner's hand and ends in the
   Fate discard pile; CORE-25: not from another's hand nor from a discard
   pile; CORE-44: only abilities it has. */
static void test_CORE_57_action_card_from_hand_to_discard(void **state)
{
    (void)state;
    fx *f = board("a-sage", "a-scroll a-open-scroll a-strike", "a-guard",
                  "a-scroll a-open-scroll");
    recruit_turns(f);
    uint32_t sc1 = card(f, 0, L5R_ZONE_HAND, "a-scroll");
    uint32_t op1 = card(f, 0, L5R_ZONE_HAND, "a-open-scroll");
    uint32_t st1 = card(f, 0, L5R_ZONE_HAND, "a-strike");
    uint32_t sc2 = card(f, 1, L5R_ZONE_HAND, "a-scroll");
    uint32_t op2 = card(f, 1, L5R_ZONE_HAND, "a-open-scroll");
    uint32_t gd = card(f, 1, L5R_ZONE_PLAY, "a-guard");
    char b1[64], b2[64], b3[64];
    const char *want[] = {
        fx_txt(b1, sizeof b1, "p1 use #%u.0", sc1),
        fx_txt(b2, sizeof b2, "p1 use #%u.0", op1),
        fx_txt(b3, sizeof b3, "p1 use #%u.0 target #%u", st1, gd), NULL};
    check_listed(f, 0, want, NULL);
    ILLEGAL(f, L5R_REASON_MALFORMED, "CORE-44", "p1 use #%u.3", sc1);
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "CORE-25", "p1 use #%u.0", sc2);
    uint32_t hand = l5r_game_player_zone_count(f->g, 0, L5R_ZONE_HAND);
    DO(f, "p1 use #%u.0", sc1);
    assert_int_equal(l5r_game_card_zone(f->g, sc1), L5R_ZONE_FATE_DISCARD);
    assert_int_equal(l5r_game_player_zone_count(f->g, 0, L5R_ZONE_HAND),
                     hand - 1);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 2);
    /* p2: his Limited Action card not in p1's turn; his Open one yes. */
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-27", "p2 use #%u.0", sc2);
    DO(f, "p2 use #%u.0", op2);
    assert_int_equal(l5r_game_card_zone(f->g, op2), L5R_ZONE_FATE_DISCARD);
    assert_int_equal(l5r_game_player_honor(f->g, 1), 5);
    /* From a discard pile: no. */
    ILLEGAL(f, L5R_REASON_NOT_CONTROLLED, "CORE-25", "p1 use #%u.0", sc1);
    ILLEGAL(f, L5R_REASON_NOT_CONTROLLED, "CORE-25", "p1 use #%u.0", op2);
    act(f, "p1 use #%u.0 target #%u", st1, gd);
    assert_int_equal(l5r_game_card_is_bowed(f->g, gd), 1);
    assert_int_equal(l5r_game_card_zone(f->g, st1), L5R_ZONE_FATE_DISCARD);
    act(f, "p1 use #%u.0", op1);
    assert_int_equal(l5r_game_card_zone(f->g, op1), L5R_ZONE_FATE_DISCARD);
    assert_int_equal(l5r_game_player_honor(f->g, 0), 7);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_CORE_27_limited_only_in_own_action_phase,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_CORE_56_open_in_any_action_phase,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_CORE_56_battle_engage_and_open_battle,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_OPN_01_open_in_battle_printed_before_khans_defiance,
            fx_teardown),
        cmocka_unit_test_teardown(test_CORE_28_once_per_turn, fx_teardown),
        cmocka_unit_test_teardown(test_CORE_28_any_number_of_times,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_WND_02_wind_ability_any_number_of_times,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_FRM_07_formation_actions_any_number_of_times, fx_teardown),
        cmocka_unit_test_teardown(test_CORE_24_bow_self_cost_then_bowed_source,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_CORE_54_gold_cost_needs_gold_produced,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_CORE_54_discard_cost_choices,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_CORE_54_lose_honor_and_destroy_self_costs, fx_teardown),
        cmocka_unit_test_teardown(test_FAV_04_discard_favor_cost_needs_control,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_CORE_55_target_filters_action_phase,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_CORE_55_target_count_distinct_and_in_play, fx_teardown),
        cmocka_unit_test_teardown(test_CORE_51_targets_in_battle, fx_teardown),
        cmocka_unit_test_teardown(test_effects_bow_straighten_destroy,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_effects_draw_honor_gold, fx_teardown),
        cmocka_unit_test_teardown(test_effects_bonus_durations_and_move_home,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_effects_give_keyword_then_filter_accepts,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_effects_tokens, fx_teardown),
        cmocka_unit_test_teardown(test_FAV_05_take_and_discard_favor_effects,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_FEA_01_02_03_fear, fx_teardown),
        cmocka_unit_test_teardown(test_YU_06_yu_bonus, fx_teardown),
        cmocka_unit_test_teardown(test_effects_create_card, fx_teardown),
        cmocka_unit_test_teardown(test_continuous_force_bonus, fx_teardown),
        cmocka_unit_test_teardown(test_ENL_01_enlightened_force_per_ring,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_CORE_51_presence_and_location,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_SHD_04_05_shadowlands_horde_restrictions,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_KEY_01_action_card_ability_traits,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_CORE_57_action_card_from_hand_to_discard,
                                  fx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
