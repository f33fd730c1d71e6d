/* SPDX-License-Identifier: MIT */
/* Ninjutsu (NIN-01 .. NIN-08), Redirection (RED-01 .. RED-03) and "Soul
   of..." in play (SOU-01 .. SOU-03), in scenarios driven through moves in
   the text notation and checked through the public API (stats, zones,
   face-down state, views, legal moves, verdicts, events). Every illegal
   move is checked for L5R_EILLEGAL, its rule ID (in the rule table) and an
   unchanged hash (fx_illegal). */
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

/* --- the cards --------------------------------------------------------- */

static const char CARDS[] =
    "cards:\n"
    "  - {id: n-castle, title: Shadow Castle, type: stronghold,\n"
    "     faction: Scorpion, province_strength: 9, gold_production: 20,\n"
    "     starting_honor: 6, printings: [{set: Lotus Edition}]}\n"
    "  - {id: n-keep, title: Open Keep, type: stronghold, faction: Crab,\n"
    "     province_strength: 9, gold_production: 20, starting_honor: 4,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    /* Ninjutsu Personalities: their faces differ from the NIN-01 profile
       (2F, 3C, HR -, GC 4, PH 0, Ninja) in every stat. */
    "  - {id: n-blade, title: Shosuro Nightblade, type: personality,\n"
    "     keywords: [Samurai, Ninjutsu 2], force: 4, chi: 2,\n"
    "     honor_requirement: 3, gold_cost: 8, personal_honor: 2,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: n-lofty, title: Lofty Shade, type: personality,\n"
    "     keywords: [Samurai, Ninjutsu 1], force: 3, chi: 2,\n"
    "     honor_requirement: 12, gold_cost: 9, personal_honor: 3,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: n-sly, title: Sly Shade, type: personality,\n"
    "     keywords: [Courtier, Ninjutsu 3], force: 1, chi: 1,\n"
    "     honor_requirement: 0, gold_cost: 5, personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - id: n-echo\n"
    "    title: Echoing Shade\n"
    "    type: personality\n"
    "    keywords: [Ninja, Ninjutsu 1]\n"
    "    force: 3\n"
    "    chi: 2\n"
    "    honor_requirement: 0\n"
    "    gold_cost: 0\n"
    "    personal_honor: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: reaction\n"
    "        trigger: {event: enters_play}\n"
    "        effects: [{gain_honor: 5}]\n"
    "  - {id: n-kage, title: Kage of the Mists, type: personality,\n"
    "     unique: true, keywords: [Ninjutsu 1], force: 3, chi: 3,\n"
    "     honor_requirement: '-', gold_cost: 3, personal_honor: 0,\n"
    "     printings: [{set: Gold Edition}]}\n"
    "  - {id: n-soul-kage, title: Kage Reborn, type: personality,\n"
    "     unique: true, keywords: [Ninjutsu 1, Soul of Kage of the Mists],\n"
    "     force: 3, chi: 3, honor_requirement: '-', gold_cost: 3,\n"
    "     personal_honor: 0, printings: [{set: Lotus Edition}]}\n"
    /* Plain Personalities. */
    /* CST-01: abilities that cost the card's Ninjutsu value. */
    "  - id: n-adept\n"
    "    title: Shadow Adept\n"
    "    type: personality\n"
    "    keywords: [Ninja, Ninjutsu 2]\n"
    "    force: 2\n"
    "    chi: 2\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 1\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: open, cost: [{ninjutsu: true}],\n"
    "         effects: [{gain_honor: 1}]}\n"
    "  - id: n-unmasked\n"
    "    title: Unmasked Pretender\n"
    "    type: personality\n"
    "    keywords: [Ninja]\n"
    "    force: 2\n"
    "    chi: 2\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 1\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: open, cost: [{ninjutsu: true}],\n"
    "         effects: [{gain_honor: 1}]}\n"
    /* After p1 pays a Ninjutsu cost: 2 Honor; a gold cost: 5 (TRG-12). */
    "  - id: n-watcher\n"
    "    title: Watchful Yojimbo\n"
    "    type: personality\n"
    "    keywords: [Samurai]\n"
    "    force: 2\n"
    "    chi: 2\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 2\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - {timing: reaction, mandatory: true,\n"
    "         trigger: {event: cost_paid, cost: ninjutsu},\n"
    "         effects: [{gain_honor: 2}]}\n"
    "      - {timing: reaction, mandatory: true,\n"
    "         trigger: {event: cost_paid, cost: gold},\n"
    "         effects: [{gain_honor: 5}]}\n"
    "  - {id: n-guard, title: Plain Yojimbo, type: personality,\n"
    "     keywords: [Samurai], force: 2, chi: 2, honor_requirement: '-',\n"
    "     gold_cost: 2, personal_honor: 0, printings: [{set: Lotus "
    "Edition}]}\n"
    "  - {id: n-big, title: Big Yojimbo, type: personality,\n"
    "     keywords: [Samurai], force: 4, chi: 2, honor_requirement: '-',\n"
    "     gold_cost: 2, personal_honor: 0, printings: [{set: Lotus "
    "Edition}]}\n"
    "  - {id: n-ronin, title: Ronin Drifter, type: personality,\n"
    "     keywords: [Bushi], force: 2, chi: 2, honor_requirement: '-',\n"
    "     gold_cost: 0, personal_honor: 0, printings: [{set: Lotus "
    "Edition}]}\n"
    /* "Soul of..." (SOU-01 .. SOU-03). */
    "  - {id: n-ito, title: Old Master Ito, type: personality, unique: true,\n"
    "     keywords: [Shugenja], force: 2, chi: 2, honor_requirement: '-',\n"
    "     gold_cost: 1, personal_honor: 0, printings: [{set: Gold "
    "Edition}]}\n"
    "  - {id: n-soul-ito, title: Young Ito Reborn, type: personality,\n"
    "     unique: true, keywords: [Shugenja, Soul of Old Master Ito],\n"
    "     force: 2, chi: 2, honor_requirement: '-', gold_cost: 1,\n"
    "     personal_honor: 0, printings: [{set: Lotus Edition}]}\n"
    "  - {id: n-warlord, title: Iron Warlord, type: personality,\n"
    "     unique: true, keywords: [Samurai], force: 3, chi: 2,\n"
    "     honor_requirement: '-', gold_cost: 1, personal_honor: 0,\n"
    "     printings: [{set: Gold Edition}]}\n"
    "  - {id: n-warlord-x2, title: Iron Warlord, type: personality,\n"
    "     unique: true, keywords: [Samurai, Experienced 2], force: 5,\n"
    "     chi: 3, honor_requirement: '-', gold_cost: 1, personal_honor: 0,\n"
    "     printings: [{set: Diamond Edition}]}\n"
    "  - {id: n-soul-warlord, title: Steel Heir, type: personality,\n"
    "     unique: true,\n"
    "     keywords: [Samurai, Soul of Experienced 2 Iron Warlord],\n"
    "     force: 4, chi: 3, honor_requirement: '-', gold_cost: 1,\n"
    "     personal_honor: 0, printings: [{set: Lotus Edition}]}\n"
    /* Fate cards. */
    "  - {id: n-scroll, title: Scroll of Smoke, type: spell, gold_cost: 0,\n"
    "     focus: 1, printings: [{set: Lotus Edition}]}\n"
    "  - {id: n-katana, title: Night Katana, type: item,\n"
    "     keywords: [Weapon], force: 1, chi: 0, gold_cost: 0, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - id: n-charm\n"
    "    title: Smoke Charm\n"
    "    type: action\n"
    "    focus: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: open\n"
    "        target: {type: personality, controller: self}\n"
    "        effects:\n"
    "          - {create_token: {on: target, force: 1}}\n"
    "          - {force_bonus: {to: target, amount: 2, until: end_of_turn}}\n"
    "          - {bow: target}\n"
    "  - id: n-strike\n"
    "    title: Low Strike\n"
    "    type: action\n"
    "    focus: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: open\n"
    "        target: {type: personality, controller: opponent,\n"
    "                 force_at_most: 2}\n"
    "        effects: [{destroy: target}]\n"
    "  - id: n-vigil\n"
    "    title: Watchful Vigil\n"
    "    type: action\n"
    "    focus: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: reaction\n"
    "        trigger: {event: targeted}\n"
    "        effects: [{gain_honor: 1}]\n"
    "  - id: n-seek-samurai\n"
    "    title: Seek the Samurai\n"
    "    type: action\n"
    "    focus: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: open\n"
    "        target: {type: personality, keywords: [Samurai]}\n"
    "        effects: [{bow: target}]\n"
    "  - id: n-seek-ninja\n"
    "    title: Seek the Ninja\n"
    "    type: action\n"
    "    focus: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: open\n"
    "        target: {type: personality, keywords: [Ninja]}\n"
    "        effects: [{bow: target}]\n"
    "  - id: n-seek-title\n"
    "    title: Seek the Nightblade\n"
    "    type: action\n"
    "    focus: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: open\n"
    "        target: {type: personality, title: Shosuro Nightblade}\n"
    "        effects: [{bow: target}]\n"
    "  - id: n-shame\n"
    "    title: Public Shame\n"
    "    type: action\n"
    "    focus: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: open\n"
    "        cost: [{lose_honor: 1}]\n"
    "        target: {type: personality}\n"
    "        effects: [{lose_honor: {amount: 2, player: target}}]\n"
    "  - id: n-insult\n"
    "    title: Open Insult\n"
    "    type: action\n"
    "    focus: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: open\n"
    "        effects: [{lose_honor: {amount: 1, player: opponent}}]\n"
    "  - id: n-deflect\n"
    "    title: Deflecting Word\n"
    "    type: action\n"
    "    focus: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: reaction\n"
    "        trigger: {event: honor_lost}\n"
    "        effects: [{redirect: true}]\n"
    "  - id: n-levy\n"
    "    title: Levy of the Guard\n"
    "    type: action\n"
    "    focus: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: open\n"
    "        target: {type: personality, controller: self}\n"
    "        cost: [{bow: target}]\n"
    "        effects: [{gain_gold: 2}]\n"
    "  - id: n-tithe\n"
    "    title: Tithe of the Guard\n"
    "    type: action\n"
    "    focus: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: open\n"
    "        target: {type: personality, controller: self}\n"
    "        cost: [{bow: target}]\n"
    "        effects: [{gain_gold: {stat: force, of: target}}]\n";

/* --- helpers ------------------------------------------------------------- */

static uint32_t in_province(const fx *f, uint32_t p, const char *id)
{
    return card(f, p, L5R_ZONE_PROVINCE, id);
}

static int zone(const fx *f, uint32_t c)
{
    return l5r_game_card_zone(f->g, c);
}

static int face_down(const fx *f, uint32_t c)
{
    return l5r_game_card_is_face_down(f->g, c);
}

static int bowed(const fx *f, uint32_t c)
{
    return l5r_game_card_is_bowed(f->g, c);
}

static int32_t honor(const fx *f, uint32_t p)
{
    return l5r_game_player_honor(f->g, p);
}

static int32_t gold(const fx *f, uint32_t p)
{
    return l5r_game_player_gold(f->g, p);
}

/* A derived stat: its value, and whether the card has it (*has). */
static int32_t stat(const fx *f, uint32_t c, int which, int *has)
{
    int32_t v = -999;
    int rc = l5r_game_card_stat(&v, f->g, c, which);
    assert_true(rc == 0 || rc == 1);
    if (has != NULL)
        *has = rc;
    return v;
}

static int32_t force(const fx *f, uint32_t c)
{
    return stat(f, c, L5R_STAT_FORCE, NULL);
}

/* The cards in play attached to `on`. */
static uint32_t attached_count(const fx *f, uint32_t on)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < l5r_game_card_count(f->g); i++)
        n += l5r_game_card_zone(f->g, i) == L5R_ZONE_PLAY &&
             l5r_game_card_attached_to(f->g, i) == on;
    return n;
}

/* How many of p's legal moves contain `part`; and how many there are. */
static uint32_t legal_containing(const fx *f, uint32_t p, const char *part,
                                 uint32_t *total)
{
    l5r_action_list *l = NULL;
    assert_int_equal(l5r_game_legal_actions(&l, f->g, p), L5R_OK);
    uint32_t n = 0;
    for (uint32_t i = 0; i < l5r_action_list_count(l); i++)
        n += strstr(l5r_action_list_text(l, i), part) != NULL;
    if (total != NULL)
        *total = l5r_action_list_count(l);
    l5r_action_list_free(l);
    return n;
}

/* --- the boards ----------------------------------------------------------- */

typedef struct spec {
    const char *dyn1, *fate1; /* p1: Shadow Castle, honor 6, goes first */
    const char *dyn2, *fate2; /* p2: Open Keep, honor 4 */
    const char *down1;        /* p1 recruits these face-down in turn 1 */
    const char *up1;          /* and then these face-up */
    const char *up2;          /* p2 recruits these face-up in turn 2 */
    int format;               /* an l5r_format, 0 for the default */
    int sample;               /* load lotus-sample.yaml (turn-the-blade) */
    int undo_targeting;       /* L5R_PARAM_NEGATION_UNDOES_TARGETING */
} spec;

/* The game, at turn 1's Action phase (p1's). Six provinces: a Dynasty
   list of up to six cards is all in the provinces; the starting hand is
   the whole Fate list (up to 8 cards). */
static fx *start(const spec *s)
{
    fx *f = fx_track(s->sample ? fx_new_sample(CARDS) : fx_new(CARDS));
    assert_non_null(f);
    if (fx_deck(f, 0, "n-castle", NULL, NULL, s->dyn1, s->fate1) != L5R_OK ||
        fx_deck(f, 1, "n-keep", NULL, NULL, s->dyn2, s->fate2) != L5R_OK)
        fail_msg("%s", f->msg);
    assert_int_equal(fx_set(f, L5R_PARAM_PROVINCES, 6), L5R_OK);
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 8), L5R_OK);
    assert_int_equal(fx_set(f, L5R_PARAM_MAX_HAND, 12), L5R_OK);
    if (s->format != 0)
        assert_int_equal(fx_set(f, L5R_PARAM_FORMAT, s->format), L5R_OK);
    if (s->undo_targeting != 0)
        assert_int_equal(
            fx_set(f, L5R_PARAM_NEGATION_UNDOES_TARGETING, s->undo_targeting),
            L5R_OK);
    START(f, 7);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_ACTION);
    return f;
}

/* Player p recruits each card of `ids` (blank-separated) from a province,
   face-down or not. */
static void recruit_list(fx *f, uint32_t p, const char *ids, int down)
{
    const char *s = ids;
    while (s != NULL && *s != '\0') {
        while (*s == ' ')
            s++;
        size_t n = strcspn(s, " ");
        if (n == 0)
            break;
        char id[64];
        snprintf(id, sizeof id, "%.*s", (int)n, s);
        DO(f, "p%u recruit #%u%s", p + 1, in_province(f, p, id),
           down ? " face-down" : "");
        s += n;
    }
}

/* Turn 1: p1 recruits (face-down, then face-up); turn 2: p2 recruits;
   now it is turn 3, p1's Action phase, nobody has gold yet. */
static fx *board(const spec *s)
{
    fx *f = start(s);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
    recruit_list(f, 0, s->down1, 1);
    recruit_list(f, 0, s->up1, 0);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), 1);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p2 produce #%u", in_play(f, 1, "n-keep"));
    recruit_list(f, 1, s->up2, 0);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_turn(f->g), 3);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    assert_int_equal(honor(f, 0), 6);
    assert_int_equal(honor(f, 1), 4);
    assert_int_equal(gold(f, 0), 0);
    return f;
}

/* The usual board: p1 has three face-down Ninjutsu Personalities (the
   Nightblade, the Lofty Shade, the Sly Shade) and a face-up Yojimbo; p2
   has two Ronin and a Big Yojimbo. */
static const spec NINJAS = {
    .dyn1 = "n-blade n-lofty n-sly n-guard",
    .fate1 = "n-scroll n-katana*3 n-charm",
    .dyn2 = "n-ronin n-ronin n-big",
    .fate2 = "n-strike*2 n-seek-samurai n-seek-ninja n-seek-title",
    .down1 = "n-blade n-lofty n-sly",
    .up1 = "n-guard",
    .up2 = "n-ronin n-ronin n-big",
};

/* The usual board with p1's Yojimbo a watchful one (TRG-12). */
static const spec WATCHED = {
    .dyn1 = "n-blade n-lofty n-sly n-watcher",
    .fate1 = "n-scroll n-katana*3 n-charm",
    .dyn2 = "n-ronin n-ronin n-big",
    .fate2 = "n-strike*2 n-seek-samurai n-seek-ninja n-seek-title",
    .down1 = "n-blade n-lofty n-sly",
    .up1 = "n-watcher",
    .up2 = "n-ronin n-ronin n-big",
};

/* p1 has, face-up, a Ninjutsu 2 Personality whose ability costs his
   Ninjutsu value, and a Ninja with none whose ability costs it too. */
static const spec ADEPTS = {
    .dyn1 = "n-adept n-unmasked",
    .fate1 = "n-scroll",
    .dyn2 = "n-ronin",
    .fate2 = "n-strike",
    .up1 = "n-adept n-unmasked",
    .up2 = "n-ronin",
};

/* --- NIN-01 ----------------------------------------------------------------
 */

/* NIN-01: recruited face-down in your Dynasty phase for 4 gold, his
   printed Gold Cost (9) and Honor Requirement (12, above p1's 6) ignored. */
static void test_NIN_01_recruit_face_down_for_four_gold(void **state)
{
    (void)state;
    fx *f = start(&NINJAS);
    uint32_t lofty = in_province(f, 0, "n-lofty");
    uint32_t blade = in_province(f, 0, "n-blade");
    uint32_t guard = in_province(f, 0, "n-guard");
    /* Not in the Action phase. */
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-11", "p1 recruit #%u face-down",
            lofty);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    assert_decision(f, 0, L5R_DECIDE_DYNASTY);
    /* Face-down he costs 4 gold: with none, no. */
    ILLEGAL(f, L5R_REASON_GOLD, "NIN-01", "p1 recruit #%u face-down", lofty);
    DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
    assert_int_equal(gold(f, 0), 20);
    /* Face-up, his Honor Requirement 12 keeps him out. */
    ILLEGAL(f, L5R_REASON_HONOR_REQUIREMENT, "CORE-12", "p1 recruit #%u",
            lofty);
    /* Only a Ninjutsu Personality is recruited face-down. */
    ILLEGAL(f, L5R_REASON_MALFORMED, "NIN-01", "p1 recruit #%u face-down",
            guard);
    DO(f, "p1 recruit #%u face-down", lofty);
    assert_int_equal(zone(f, lofty), L5R_ZONE_PLAY);
    assert_int_equal(face_down(f, lofty), 1);
    assert_int_equal(l5r_game_card_controller(f->g, lofty), 0);
    assert_int_equal(gold(f, 0), 16);
    DO(f, "p1 recruit #%u face-down", blade); /* printed Gold Cost 8 */
    assert_int_equal(gold(f, 0), 12);
    assert_int_equal(face_down(f, blade), 1);
    /* Recruiting him face-down gained no honor (Personal Honor 0). */
    assert_int_equal(honor(f, 0), 6);
    /* Only your own: p2 cannot recruit from p1's provinces. */
    NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p2 produce #%u", in_play(f, 1, "n-keep"));
    ILLEGAL(f, L5R_REASON_MALFORMED, "NIN-01", "p2 recruit #%u face-down",
            in_province(f, 0, "n-sly"));
    fx_free(f);
}

/* NIN-01: face-down he is 2F, 3C, Gold Cost 4, Personal Honor 0 and has no
   Honor Requirement; face-up he is his printed self again. */
static void test_NIN_01_face_down_profile_stats(void **state)
{
    (void)state;
    fx *f = board(&NINJAS);
    static const char *const ids[] = {"n-blade", "n-lofty", "n-sly"};
    for (size_t i = 0; i < 3; i++) {
        uint32_t c = in_play(f, 0, ids[i]);
        int has;
        assert_int_equal(face_down(f, c), 1);
        assert_int_equal(stat(f, c, L5R_STAT_FORCE, &has), 2);
        assert_int_equal(has, 1);
        assert_int_equal(stat(f, c, L5R_STAT_CHI, &has), 3);
        assert_int_equal(has, 1);
        assert_int_equal(stat(f, c, L5R_STAT_GOLD_COST, &has), 4);
        assert_int_equal(has, 1);
        assert_int_equal(stat(f, c, L5R_STAT_PERSONAL_HONOR, &has), 0);
        assert_int_equal(has, 1);
        (void)stat(f, c, L5R_STAT_HONOR_REQUIREMENT, &has);
        if (has != 0)
            fail_msg("%s face-down has an Honor Requirement", ids[i]);
    }
    /* Personal Honor 0: he cannot be bowed to lobby (which needs 1). */
    uint32_t blade = in_play(f, 0, "n-blade");
    ILLEGAL(f, L5R_REASON_COST, "CORE-54", "p1 use lobby bow #%u", blade);
    /* Face-up, the Nightblade is 4F 2C, HR 3, GC 8, PH 2. */
    DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
    DO(f, "p1 use flip with #%u", blade);
    DO(f, "p2 pass");
    assert_true(legal_now(f, "p1 use lobby bow #%u", blade));
    int has;
    assert_int_equal(stat(f, blade, L5R_STAT_FORCE, NULL), 4);
    assert_int_equal(stat(f, blade, L5R_STAT_CHI, NULL), 2);
    assert_int_equal(stat(f, blade, L5R_STAT_GOLD_COST, NULL), 8);
    assert_int_equal(stat(f, blade, L5R_STAT_PERSONAL_HONOR, NULL), 2);
    assert_int_equal(stat(f, blade, L5R_STAT_HONOR_REQUIREMENT, &has), 3);
    assert_int_equal(has, 1);
    fx_free(f);
}

/* NIN-01: face-down his only trait is Ninja: a target "Samurai" refuses
   him though his face is a Samurai; a target "Ninja" accepts him. */
static void test_NIN_01_face_down_has_only_the_ninja_keyword(void **state)
{
    (void)state;
    fx *f = board(&NINJAS);
    uint32_t blade = in_play(f, 0, "n-blade");
    uint32_t guard = in_play(f, 0, "n-guard");
    uint32_t samurai = in_hand(f, 1, "n-seek-samurai");
    uint32_t ninja = in_hand(f, 1, "n-seek-ninja");
    DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
    DO(f, "p1 pass");
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-55", "p2 use #%u.0 target #%u", samurai,
            blade);
    /* The filter works on a face-up Samurai... */
    assert_true(legal_now(f, "p2 use #%u.0 target #%u", samurai, guard));
    /* ... and "Ninja" finds the face-down one (but not the Yojimbo). */
    assert_true(legal_now(f, "p2 use #%u.0 target #%u", ninja, blade));
    assert_false(legal_now(f, "p2 use #%u.0 target #%u", ninja, guard));
    /* The keyword queries agree: no Samurai, no Ninjutsu, just Ninja. */
    assert_true(legal_has(f, 1, "p2 pass"));
    char text[64];
    snprintf(text, sizeof text, "p2 use #%u.0 target #%u", samurai, blade);
    assert_false(legal_has(f, 1, text));
    snprintf(text, sizeof text, "p2 use #%u.0 target #%u", ninja, blade);
    assert_true(legal_has(f, 1, text));
    /* Flipped, he is a Samurai (his face) and no Ninja. */
    DO(f, "p2 pass");
    fx_free(f);
    f = board(&NINJAS);
    blade = in_play(f, 0, "n-blade");
    samurai = in_hand(f, 1, "n-seek-samurai");
    ninja = in_hand(f, 1, "n-seek-ninja");
    DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
    DO(f, "p1 use flip with #%u", blade);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    assert_true(legal_now(f, "p2 use #%u.0 target #%u", samurai, blade));
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-55", "p2 use #%u.0 target #%u", ninja,
            blade);
    fx_free(f);
}

/* --- NIN-02 ----------------------------------------------------------------
 */

/* NIN-02: face-down he carries a Spell though he is no Shugenja, and two
   Weapons; a face-up Personality may not. */
static void test_NIN_02_spell_and_two_weapons_on_face_down_ninja(void **state)
{
    (void)state;
    fx *f = board(&NINJAS);
    uint32_t blade = in_play(f, 0, "n-blade");
    uint32_t guard = in_play(f, 0, "n-guard");
    uint32_t scroll = in_hand(f, 0, "n-scroll");
    uint32_t k1 = fx_find_nth(f, 0, L5R_ZONE_HAND, "n-katana", 0);
    uint32_t k2 = fx_find_nth(f, 0, L5R_ZONE_HAND, "n-katana", 1);
    uint32_t k3 = fx_find_nth(f, 0, L5R_ZONE_HAND, "n-katana", 2);
    assert_int_not_equal(k3, L5R_NO_ID);
    /* The face-up Yojimbo: no Spell (CORE-19), one Weapon (CORE-20). */
    ILLEGAL(f, L5R_REASON_ATTACHMENT, "CORE-19", "p1 play #%u on #%u", scroll,
            guard);
    DO(f, "p1 play #%u on #%u", k1, guard);
    DO(f, "p2 pass");
    ILLEGAL(f, L5R_REASON_ATTACHMENT, "CORE-20", "p1 play #%u on #%u", k2,
            guard);
    /* The face-down Nightblade: a Spell, and two Weapons. */
    DO(f, "p1 play #%u on #%u", scroll, blade);
    DO(f, "p2 pass");
    DO(f, "p1 play #%u on #%u", k2, blade);
    DO(f, "p2 pass");
    DO(f, "p1 play #%u on #%u", k3, blade);
    assert_int_equal(l5r_game_card_attached_to(f->g, scroll), blade);
    assert_int_equal(l5r_game_card_attached_to(f->g, k2), blade);
    assert_int_equal(l5r_game_card_attached_to(f->g, k3), blade);
    assert_int_equal(attached_count(f, blade), 3);
    assert_int_equal(face_down(f, blade), 1);
    /* The Items count: 2F + 1 + 1. */
    assert_int_equal(force(f, blade), 4);
    fx_free(f);
}

/* --- NIN-03 ----------------------------------------------------------------
 */

/* NIN-03: his controller sees his face; the opponent and a spectator do
   not, in the view, the legal moves and the verdicts' messages. */
static void test_NIN_03_only_his_controller_sees_his_face(void **state)
{
    (void)state;
    fx *f = board(&NINJAS);
    uint32_t blade = in_play(f, 0, "n-blade");
    uint32_t sly = in_play(f, 0, "n-sly");
    char mine[96], hidden[64];
    snprintf(mine, sizeof mine, "{\"id\":%u,\"card\":\"n-blade\",", blade);
    snprintf(hidden, sizeof hidden, "{\"id\":%u,\"face_down\":true", blade);
    char *json = view(f, 0);
    if (strstr(json, mine) == NULL || strstr(json, hidden) != NULL)
        fail_msg("p1's view does not show his face-down card: %s", json);
    assert_non_null(strstr(json, "\"card\":\"n-lofty\""));
    l5r_free(json);
    static const uint32_t others[] = {1, L5R_NO_ID};
    for (size_t i = 0; i < 2; i++) {
        json = view(f, others[i]);
        if (strstr(json, hidden) == NULL)
            fail_msg("view %u does not list #%u face-down: %s", others[i],
                     blade, json);
        assert_null(strstr(json, "n-blade"));
        assert_null(strstr(json, "n-lofty"));
        assert_null(strstr(json, "n-sly"));
        l5r_free(json);
    }
    /* A verdict to p1 names his title; to p2 it does not. */
    DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
    ILLEGAL(f, L5R_REASON_MALFORMED, "CORE-15", "p1 produce #%u", blade);
    assert_non_null(strstr(f->v.message, "Shosuro Nightblade"));
    DO(f, "p1 use flip with #%u", sly); /* p2 decides now */
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    ILLEGAL(f, L5R_REASON_NOT_CONTROLLED, "CORE-15", "p2 produce #%u", blade);
    char num[16];
    snprintf(num, sizeof num, "#%u", blade);
    assert_non_null(strstr(f->v.message, num));
    assert_null(strstr(f->v.message, "Shosuro Nightblade"));
    assert_null(strstr(f->v.message, "Nightblade"));
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-55", "p2 use #%u.0 target #%u",
            in_hand(f, 1, "n-seek-samurai"), blade);
    assert_null(strstr(f->v.message, "Nightblade"));
    ILLEGAL(f, L5R_REASON_TARGET, "NIN-07", "p2 use flip with #%u", blade);
    assert_null(strstr(f->v.message, "Nightblade"));
    /* p2's legal moves name no title, and offer no flip of p1's cards. */
    uint32_t total = 0;
    assert_int_equal(legal_containing(f, 1, "Nightblade", &total), 0);
    assert_true(total > 1);
    assert_int_equal(legal_containing(f, 1, "Lofty", NULL), 0);
    assert_int_equal(legal_containing(f, 1, "flip", NULL), 0);
    /* The flipped Sly Shade is public now. */
    json = view(f, 1);
    assert_non_null(strstr(json, "\"card\":\"n-sly\""));
    assert_null(strstr(json, "n-blade"));
    l5r_free(json);
    fx_free(f);
}

/* NIN-03, NIN-01: face-down he has no title but the profile's: a target
   filtered on his face's title ("Shosuro Nightblade") must refuse him,
   or p2 could learn his face by asking whether a move is legal. */
static void test_NIN_03_title_filter_does_not_see_the_face(void **state)
{
    (void)state;
    fx *f = board(&NINJAS);
    uint32_t blade = in_play(f, 0, "n-blade");
    uint32_t seek = in_hand(f, 1, "n-seek-title");
    DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
    DO(f, "p1 use flip with #%u", in_play(f, 0, "n-sly"));
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    char text[64];
    snprintf(text, sizeof text, "p2 use #%u.0 target #%u", seek, blade);
    if (legal_now(f, "%s", text))
        fail_msg("'%s' is legal: the title filter sees the face of the "
                 "face-down #%u",
                 text, blade);
    assert_false(legal_has(f, 1, text));
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-55", "%s", text);
    /* Face-up, the filter finds him. */
    DO(f, "p2 pass");
    DO(f, "p1 use flip with #%u", blade);
    assert_true(legal_now(f, "%s", text));
    fx_free(f);
}

/* --- NIN-04 ----------------------------------------------------------------
 */

/* TRG-12: turning a Ninjutsu Personality face-up pays his Ninjutsu value,
   a Ninjutsu cost: the Yojimbo's Reaction to one answers it, the one to a
   gold cost does not. */
static void test_TRG_12_flip_pays_a_ninjutsu_cost(void **state)
{
    (void)state;
    fx *f = board(&WATCHED);
    uint32_t blade = in_play(f, 0, "n-blade");
    DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
    int32_t g0 = gold(f, 0);
    DO(f, "p1 use flip with #%u", blade);
    assert_int_equal(face_down(f, blade), 0);
    assert_int_equal(gold(f, 0), g0 - 2);
    assert_int_equal(honor(f, 0), 6 + 2);
    fx_free(f);
}

/* NIN-04: flipping checks the face-up side; he flips, then the Spell (he
   is no Shugenja) and the second Weapon are discarded. */
static void test_NIN_04_flip_then_illegal_attachments_discarded(void **state)
{
    (void)state;
    fx *f = board(&NINJAS);
    uint32_t blade = in_play(f, 0, "n-blade");
    uint32_t scroll = in_hand(f, 0, "n-scroll");
    uint32_t k1 = fx_find_nth(f, 0, L5R_ZONE_HAND, "n-katana", 0);
    uint32_t k2 = fx_find_nth(f, 0, L5R_ZONE_HAND, "n-katana", 1);
    DO(f, "p1 play #%u on #%u", scroll, blade);
    DO(f, "p2 pass");
    DO(f, "p1 play #%u on #%u", k1, blade);
    DO(f, "p2 pass");
    DO(f, "p1 play #%u on #%u", k2, blade);
    DO(f, "p2 pass");
    DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
    DO(f, "p1 use flip with #%u", blade);
    assert_int_equal(gold(f, 0), 18); /* Ninjutsu 2 */
    assert_int_equal(zone(f, blade), L5R_ZONE_PLAY);
    assert_int_equal(face_down(f, blade), 0);
    assert_int_equal(zone(f, scroll), L5R_ZONE_FATE_DISCARD);
    /* One Weapon stays, the other goes. */
    int z1 = zone(f, k1), z2 = zone(f, k2);
    assert_true((z1 == L5R_ZONE_PLAY && z2 == L5R_ZONE_FATE_DISCARD) ||
                (z2 == L5R_ZONE_PLAY && z1 == L5R_ZONE_FATE_DISCARD));
    assert_int_equal(attached_count(f, blade), 1);
    assert_int_equal(force(f, blade), 5); /* 4F + the Weapon left */
    fx_free(f);
}

/* NIN-04: with Family Honor 6 below his Honor Requirement 12, he and what
   he carries are discarded instead of flipping (NIN-06: face-up). */
static void test_NIN_04_below_honor_requirement_discarded_instead(void **state)
{
    (void)state;
    fx *f = board(&NINJAS);
    uint32_t lofty = in_play(f, 0, "n-lofty");
    uint32_t scroll = in_hand(f, 0, "n-scroll");
    uint32_t k1 = in_hand(f, 0, "n-katana");
    DO(f, "p1 play #%u on #%u", k1, lofty);
    DO(f, "p2 pass");
    DO(f, "p1 play #%u on #%u", scroll, lofty);
    DO(f, "p2 pass");
    DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
    DO(f, "p1 use flip with #%u", lofty);
    assert_int_equal(zone(f, lofty), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(face_down(f, lofty), 0); /* NIN-06 */
    assert_int_equal(zone(f, k1), L5R_ZONE_FATE_DISCARD);
    assert_int_equal(zone(f, scroll), L5R_ZONE_FATE_DISCARD);
    assert_int_equal(honor(f, 0), 6);
    /* The others stay face-down in play. */
    assert_int_equal(face_down(f, in_play(f, 0, "n-blade")), 1);
    fx_free(f);
}

/* NIN-04: uniqueness is a play restriction of the face-up side: with a
   face-up Kage of the Mists in play, p1's face-down one is discarded. */
static void test_NIN_04_flip_checks_uniqueness(void **state)
{
    (void)state;
    static const spec s = {
        .dyn1 = "n-kage n-guard",
        .fate1 = "n-katana",
        .dyn2 = "n-kage",
        .fate2 = "",
        .down1 = "n-kage",
        .up1 = "n-guard",
        .up2 = "n-kage", /* face-down cards are not looked at (CORE-17) */
    };
    fx *f = board(&s);
    uint32_t mine = in_play(f, 0, "n-kage");
    uint32_t theirs = in_play(f, 1, "n-kage");
    DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
    DO(f, "p1 use flip with #%u", mine);
    assert_int_equal(zone(f, mine), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(face_down(f, mine), 0);
    assert_int_equal(zone(f, theirs), L5R_ZONE_PLAY);
    fx_free(f);
}

/* NIN-04 with SOU-01: in Lotus Storyline the old Kage of the Mists and the
   "Soul of Kage of the Mists" card are one Unique card: a face-down Kage
   Reborn cannot join while the old Kage is face-up in play, and is
   discarded instead of flipping. */
static void test_NIN_04_SOU_01_flip_checks_soul_identity(void **state)
{
    (void)state;
    static const spec s = {
        .dyn1 = "n-soul-kage",
        .fate1 = "",
        .dyn2 = "n-kage",
        .fate2 = "",
        .down1 = "n-soul-kage",
        .up2 = "n-kage",
        .format = L5R_FORMAT_LOTUS_STORYLINE,
    };
    fx *f = board(&s);
    uint32_t reborn = in_play(f, 0, "n-soul-kage");
    uint32_t old = in_play(f, 1, "n-kage");
    DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
    DO(f, "p1 use flip with #%u", reborn);
    if (zone(f, reborn) != L5R_ZONE_DYNASTY_DISCARD)
        fail_msg("Kage Reborn flipped face-up (zone %d) while the old Kage "
                 "of the Mists, the same card in Storyline, is in play",
                 zone(f, reborn));
    assert_int_equal(face_down(f, reborn), 0);
    assert_int_equal(zone(f, old), L5R_ZONE_PLAY);
    fx_free(f);
}

/* NIN-04 with SOU-02: in Lotus Open the two are distinct: he flips. */
static void test_NIN_04_SOU_02_flip_in_open_keeps_both(void **state)
{
    (void)state;
    static const spec s = {
        .dyn1 = "n-soul-kage",
        .fate1 = "",
        .dyn2 = "n-kage",
        .fate2 = "",
        .down1 = "n-soul-kage",
        .up2 = "n-kage",
        .format = L5R_FORMAT_LOTUS_OPEN,
    };
    fx *f = board(&s);
    uint32_t reborn = in_play(f, 0, "n-soul-kage");
    DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
    DO(f, "p1 use flip with #%u", reborn);
    assert_int_equal(zone(f, reborn), L5R_ZONE_PLAY);
    assert_int_equal(face_down(f, reborn), 0);
    assert_int_equal(zone(f, in_play(f, 1, "n-kage")), L5R_ZONE_PLAY);
    fx_free(f);
}

/* --- NIN-05 ----------------------------------------------------------------
 */

/* NIN-05: a flipped Personality keeps his tokens, his bowed state and a
   Force bonus until the end of the turn; flipping is not entering play:
   an unbowed Echoing Shade's own Reaction to entering play gets no window
   when he flips (a copy recruited face-up does get one). */
static void test_NIN_05_flip_keeps_effects_not_entering_play(void **state)
{
    (void)state;
    static const spec s = {
        .dyn1 = "n-echo n-echo n-echo n-guard",
        .fate1 = "n-charm",
        .dyn2 = "n-ronin",
        .fate2 = "",
        .down1 = "n-echo n-echo",
        .up1 = "n-guard",
        .up2 = "n-ronin",
    };
    fx *f = board(&s);
    uint32_t echo = fx_find_nth(f, 0, L5R_ZONE_PLAY, "n-echo", 0);
    uint32_t other = fx_find_nth(f, 0, L5R_ZONE_PLAY, "n-echo", 1);
    uint32_t echo3 = in_province(f, 0, "n-echo");
    assert_int_not_equal(other, L5R_NO_ID);
    DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
    DO(f, "p1 use #%u.0 target #%u", in_hand(f, 0, "n-charm"), echo);
    /* He was targeted: p1 may flip him in reaction (NIN-08); he does not. */
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    assert_int_equal(face_down(f, echo), 1);
    assert_int_equal(bowed(f, echo), 1);
    assert_int_equal(l5r_game_card_token_count(f->g, echo), 1);
    assert_int_equal(force(f, echo), 5); /* 2F + token 1 + bonus 2 */
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    DO(f, "p2 pass");
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p1 use flip with #%u", echo);
    assert_int_equal(face_down(f, echo), 0);
    assert_int_equal(zone(f, echo), L5R_ZONE_PLAY);
    assert_int_equal(bowed(f, echo), 1);
    assert_int_equal(l5r_game_card_token_count(f->g, echo), 1);
    assert_int_equal(force(f, echo), 6); /* 3F + token 1 + bonus 2 */
    assert_int_equal(fx_event_count(f, L5R_EV_MOVE), 0);
    assert_int_equal(fx_event_count(f, L5R_EV_REVEAL), 1);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    /* The other, unbowed: flipped, no move, no Reaction window, no
       honor. */
    DO(f, "p2 pass");
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p1 use flip with #%u", other);
    assert_int_equal(face_down(f, other), 0);
    assert_int_equal(bowed(f, other), 0);
    assert_int_equal(fx_event_count(f, L5R_EV_MOVE), 0);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    assert_int_equal(honor(f, 0), 6);
    /* The same Reaction on a copy that does enter play has its window. */
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 recruit #%u", echo3);
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-59", "p1 use #%u.0", other);
    DO(f, "p1 use #%u.0", echo3);
    assert_int_equal(honor(f, 0), 11);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    assert_decision(f, 0, L5R_DECIDE_DYNASTY);
    /* The bonus lasted until the end of the turn; the token stays. */
    NEXT_TURN(f);
    assert_int_equal(force(f, echo), 4);
    assert_int_equal(l5r_game_card_token_count(f->g, echo), 1);
    fx_free(f);
}

/* --- NIN-06 ----------------------------------------------------------------
 */

/* NIN-06: destroyed while face-down (p1 cannot pay to flip him in
   reaction), he is face-up in the discard pile, for everyone to see. */
static void test_NIN_06_destroyed_face_down_is_face_up_in_discard(void **state)
{
    (void)state;
    fx *f = board(&NINJAS);
    uint32_t blade = in_play(f, 0, "n-blade");
    DO(f, "p1 pass");
    DO(f, "p2 use #%u.0 target #%u", in_hand(f, 1, "n-strike"), blade);
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    ILLEGAL(f, L5R_REASON_GOLD, "NIN-08", "p1 use flip-reaction with #%u",
            blade);
    /* The Open flip is not a Reaction. */
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "NIN-07", "p1 use flip with #%u", blade);
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    assert_int_equal(zone(f, blade), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(face_down(f, blade), 0);
    char *json = view(f, 1);
    assert_non_null(strstr(json, "\"card\":\"n-blade\""));
    l5r_free(json);
    json = view(f, L5R_NO_ID);
    assert_non_null(strstr(json, "\"card\":\"n-blade\""));
    l5r_free(json);
    fx_free(f);
}

/* --- NIN-07 ----------------------------------------------------------------
 */

/* NIN-07: an Open action, any number of times per turn, paying the
   Ninjutsu value, only for your own face-down Ninjutsu Personality. */
static void test_NIN_07_flip_any_number_paid_own_only(void **state)
{
    (void)state;
    fx *f = board(&NINJAS);
    uint32_t blade = in_play(f, 0, "n-blade");
    uint32_t sly = in_play(f, 0, "n-sly");
    uint32_t lofty = in_play(f, 0, "n-lofty");
    uint32_t guard = in_play(f, 0, "n-guard");
    /* No gold yet: his Ninjutsu value is 2. */
    ILLEGAL(f, L5R_REASON_GOLD, "NIN-07", "p1 use flip with #%u", blade);
    /* The Reaction form needs him targeted (NIN-08). */
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "NIN-08", "p1 use flip-reaction with #%u",
            blade);
    DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
    /* Not a face-down Ninjutsu Personality. */
    ILLEGAL(f, L5R_REASON_TARGET, "NIN-07", "p1 use flip with #%u", guard);
    ILLEGAL(f, L5R_REASON_MALFORMED, "NIN-07", "p1 use flip");
    char text[64];
    snprintf(text, sizeof text, "p1 use flip with #%u", blade);
    assert_true(legal_has(f, 0, text));
    DO(f, "p1 use flip with #%u", blade);
    assert_int_equal(gold(f, 0), 18);
    assert_int_equal(face_down(f, blade), 0);
    /* p2 cannot flip p1's. */
    ILLEGAL(f, L5R_REASON_TARGET, "NIN-07", "p2 use flip with #%u", sly);
    assert_int_equal(legal_containing(f, 1, "flip", NULL), 0);
    DO(f, "p2 pass");
    /* A second flip in the same turn. */
    DO(f, "p1 use flip with #%u", sly);
    assert_int_equal(gold(f, 0), 15);
    assert_int_equal(face_down(f, sly), 0);
    DO(f, "p2 pass");
    /* Face-up now: no flip. */
    ILLEGAL(f, L5R_REASON_TARGET, "NIN-07", "p1 use flip with #%u", blade);
    snprintf(text, sizeof text, "p1 use flip with #%u", blade);
    assert_false(legal_has(f, 0, text));
    /* A third, with the gold left: the Lofty Shade (Ninjutsu 1). */
    snprintf(text, sizeof text, "p1 use flip with #%u", lofty);
    assert_true(legal_has(f, 0, text));
    DO(f, "p1 use flip with #%u", lofty);
    assert_int_equal(gold(f, 0), 14);
    assert_int_equal(face_down(f, lofty), 0); /* discarded (NIN-04) */
    fx_free(f);
}

/* CST-01: a card's own ability that costs its Ninjutsu value is paid in
   gold, that value (2), from the pool; a card with no Ninjutsu value
   cannot pay it. */
static void test_CST_01_ability_costs_its_ninjutsu_value_in_gold(void **state)
{
    (void)state;
    fx *f = board(&ADEPTS);
    uint32_t adept = in_play(f, 0, "n-adept");
    uint32_t unmasked = in_play(f, 0, "n-unmasked");
    assert_int_equal(face_down(f, adept), 0);
    ILLEGAL(f, L5R_REASON_GOLD, "CST-01", "p1 use #%u.0", adept);
    ILLEGAL(f, L5R_REASON_COST, "CST-01", "p1 use #%u.0", unmasked);
    DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
    ILLEGAL(f, L5R_REASON_COST, "CST-01", "p1 use #%u.0", unmasked);
    char text[64];
    snprintf(text, sizeof text, "p1 use #%u.0", adept);
    assert_true(legal_has(f, 0, text));
    DO(f, "p1 use #%u.0", adept);
    assert_int_equal(gold(f, 0), 18);
    assert_int_equal(honor(f, 0), 7);
    fx_free(f);
}

/* NIN-07: not in the Dynasty phase, whatever the gold. */
static void test_NIN_07_flip_is_an_action_phase_open_action(void **state)
{
    (void)state;
    fx *f = board(&NINJAS);
    uint32_t lofty = in_play(f, 0, "n-lofty");
    PASS_TO(f, L5R_PHASE_DYNASTY);
    assert_decision(f, 0, L5R_DECIDE_DYNASTY);
    DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "NIN-07", "p1 use flip with #%u", lofty);
    assert_int_equal(face_down(f, lofty), 1);
    fx_free(f);
}

/* --- NIN-08 ----------------------------------------------------------------
 */

/* NIN-08: targeted by Low Strike (Force 2 or less), the face-down
   Nightblade flips in reaction; at 4F he is no longer a legal target and
   the Strike has no effect on him. */
static void test_NIN_08_flip_reaction_negates_when_now_illegal(void **state)
{
    (void)state;
    fx *f = board(&NINJAS);
    uint32_t blade = in_play(f, 0, "n-blade");
    uint32_t lofty = in_play(f, 0, "n-lofty");
    uint32_t strike = in_hand(f, 1, "n-strike");
    DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
    DO(f, "p1 pass");
    DO(f, "p2 use #%u.0 target #%u", strike, blade);
    /* The Strike waits; p1 (the active player) reacts first. */
    assert_int_equal(zone(f, blade), L5R_ZONE_PLAY);
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    char text[64];
    snprintf(text, sizeof text, "p1 use flip-reaction with #%u", blade);
    assert_true(legal_has(f, 0, text));
    /* Only the targeted one. */
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "NIN-08", "p1 use flip-reaction with #%u",
            lofty);
    DO(f, "p1 use flip-reaction with #%u", blade);
    assert_int_equal(gold(f, 0), 18);
    assert_int_equal(face_down(f, blade), 0);
    assert_int_equal(force(f, blade), 4);
    assert_decision(f, 1, L5R_DECIDE_REACTION);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    /* Negated on him: still in play, unbowed. */
    assert_int_equal(zone(f, blade), L5R_ZONE_PLAY);
    assert_int_equal(bowed(f, blade), 0);
    assert_int_equal(zone(f, strike), L5R_ZONE_FATE_DISCARD);
    assert_int_equal(fx_count(f, 0, L5R_ZONE_DYNASTY_DISCARD, NULL), 0);
    fx_free(f);
}

/* NIN-08: the Sly Shade's face is 1F: still a legal target after he
   flips, so the Strike destroys him. */
static void test_NIN_08_flip_reaction_still_legal_is_affected(void **state)
{
    (void)state;
    fx *f = board(&NINJAS);
    uint32_t sly = in_play(f, 0, "n-sly");
    DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
    DO(f, "p1 pass");
    DO(f, "p2 use #%u.0 target #%u", in_hand(f, 1, "n-strike"), sly);
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    DO(f, "p1 use flip-reaction with #%u", sly);
    assert_int_equal(gold(f, 0), 17); /* Ninjutsu 3 */
    assert_int_equal(face_down(f, sly), 0);
    assert_int_equal(force(f, sly), 1);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    assert_int_equal(zone(f, sly), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(face_down(f, sly), 0);
    fx_free(f);
}

/* The usual board with Watchful Vigil in p1's hand ("Reaction: after an
   action targets a card you control, gain 1 honor"). */
static const spec VIGIL = {
    .dyn1 = "n-blade n-lofty n-sly n-guard",
    .fate1 = "n-vigil n-katana",
    .dyn2 = "n-ronin n-ronin n-big",
    .fate2 = "n-strike",
    .down1 = "n-blade n-lofty n-sly",
    .up1 = "n-guard",
    .up2 = "n-ronin n-ronin n-big",
};

/* NIN-08 with the ruleset parameter "negation undoes targeting": by
   default the Nightblade, whose flip negated the Strike on him, still
   counts as targeted, so the Vigil may react to it; with the parameter set
   he counts as never targeted and the Vigil has nothing to react to. */
static void vigil_after_negation(int undo_targeting, int vigil_legal)
{
    spec sp = VIGIL;
    sp.undo_targeting = undo_targeting;
    fx *f = board(&sp);
    uint32_t blade = in_play(f, 0, "n-blade");
    uint32_t vigil = in_hand(f, 0, "n-vigil");
    DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
    DO(f, "p1 pass");
    DO(f, "p2 use #%u.0 target #%u", in_hand(f, 1, "n-strike"), blade);
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    char text[64];
    snprintf(text, sizeof text, "p1 use #%u.0", vigil);
    assert_true(legal_has(f, 0, text)); /* he is targeted */
    DO(f, "p1 use flip-reaction with #%u", blade);
    assert_int_equal(force(f, blade), 4); /* now an illegal target */
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    int32_t h = honor(f, 0);
    if (vigil_legal) {
        assert_true(legal_has(f, 0, text));
        DO(f, "p1 use #%u.0", vigil);
        assert_int_equal(honor(f, 0), h + 1);
        DO(f, "p2 pass");
    } else {
        assert_false(legal_has(f, 0, text));
        assert_false(legal_now(f, "p1 use #%u.0", vigil));
        assert_int_equal(f->v.reason, L5R_REASON_WRONG_TIME);
        assert_int_equal(honor(f, 0), h);
    }
    DO(f, "p1 pass");
    /* Either way the Strike does nothing to him. */
    assert_int_equal(zone(f, blade), L5R_ZONE_PLAY);
    assert_int_equal(bowed(f, blade), 0);
    fx_free(f);
}

static void test_NIN_08_negated_target_still_counts_as_targeted(void **state)
{
    (void)state;
    vigil_after_negation(0, 1);
}

static void test_NIN_08_negation_undoes_targeting_parameter(void **state)
{
    (void)state;
    vigil_after_negation(1, 0);
}

/* --- RED-01 .. RED-03 -------------------------------------------------------
 */

/* p1: two Yojimbo (2F), a Big Yojimbo (4F), a face-down Nightblade and
   Turn the Blade in hand; p2: two Ronin, Low Strike, Public Shame and Open
   Insult. */
static const spec REDIRECT = {
    .dyn1 = "n-guard n-guard n-big n-blade",
    .fate1 = "turn-the-blade n-deflect",
    .dyn2 = "n-ronin n-ronin",
    .fate2 = "n-strike n-shame n-insult",
    .down1 = "n-blade",
    .up1 = "n-guard n-guard n-big",
    .up2 = "n-ronin n-ronin",
    .sample = 1,
};

/* RED-01: p1 turns p2's Strike to another of his cards it could have
   targeted; the Strike destroys that one. Targets it could not have chosen
   are refused. */
static void test_RED_01_redirect_to_an_original_choice(void **state)
{
    (void)state;
    fx *f = board(&REDIRECT);
    uint32_t g1 = fx_find_nth(f, 0, L5R_ZONE_PLAY, "n-guard", 0);
    uint32_t g2 = fx_find_nth(f, 0, L5R_ZONE_PLAY, "n-guard", 1);
    uint32_t big = in_play(f, 0, "n-big");
    uint32_t ronin = in_play(f, 1, "n-ronin");
    uint32_t ttb = in_hand(f, 0, "turn-the-blade");
    assert_int_not_equal(g2, L5R_NO_ID);
    DO(f, "p1 pass");
    DO(f, "p2 use #%u.0 target #%u", in_hand(f, 1, "n-strike"), g1);
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    /* 4F: Force 2 or less only. */
    ILLEGAL(f, L5R_REASON_TARGET, "RED-01", "p1 use #%u.0 target #%u", ttb,
            big);
    /* p2's own Ronin: the Strike targets an opponent's Personality. */
    ILLEGAL(f, L5R_REASON_TARGET, "RED-01", "p1 use #%u.0 target #%u", ttb,
            ronin);
    /* Not a change of target. */
    ILLEGAL(f, L5R_REASON_TARGET, "RED-01", "p1 use #%u.0 target #%u", ttb, g1);
    ILLEGAL(f, L5R_REASON_TARGET, "RED-01", "p1 use #%u.0", ttb);
    DO(f, "p1 use #%u.0 target #%u", ttb, g2);
    assert_int_equal(zone(f, ttb), L5R_ZONE_FATE_DISCARD);
    assert_decision(f, 1, L5R_DECIDE_REACTION);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    assert_int_equal(zone(f, g2), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(zone(f, g1), L5R_ZONE_PLAY);
    assert_int_equal(zone(f, big), L5R_ZONE_PLAY);
    fx_free(f);
}

/* RED-02: untargeted actions cannot be redirected: Open Insult makes p1
   lose honor with no target; a redirecting Reaction to that loss is
   refused. Turn the Blade is no Reaction to it, and outside a Reaction
   window it cannot be used at all. */
static void test_RED_02_untargeted_action_cannot_be_redirected(void **state)
{
    (void)state;
    fx *f = board(&REDIRECT);
    uint32_t g1 = in_play(f, 0, "n-guard");
    uint32_t ttb = in_hand(f, 0, "turn-the-blade");
    uint32_t deflect = in_hand(f, 0, "n-deflect");
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-56", "p1 use #%u.0 target #%u", ttb,
            g1);
    DO(f, "p1 pass");
    DO(f, "p2 use #%u.0", in_hand(f, 1, "n-insult"));
    assert_int_equal(honor(f, 0), 5);
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    ILLEGAL(f, L5R_REASON_TARGET, "RED-02", "p1 use #%u.0 target #%u", deflect,
            g1);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-59", "p1 use #%u.0 target #%u", ttb,
            g1);
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    assert_int_equal(honor(f, 0), 5);
    assert_int_equal(honor(f, 1), 4);
    fx_free(f);
}

/* RED-02: a target only a cost uses is the cost's, and costs cannot be
   redirected: Levy of the Guard bows the Yojimbo it targets to gain gold,
   and Turn the Blade may not name the other Yojimbo instead (it would
   change nothing the effects do). */
static const spec REDIRECT_COST = {
    .dyn1 = "n-guard n-guard n-big n-blade",
    .fate1 = "turn-the-blade n-levy",
    .dyn2 = "n-ronin n-ronin",
    .fate2 = "n-strike n-shame n-insult",
    .down1 = "n-blade",
    .up1 = "n-guard n-guard n-big",
    .up2 = "n-ronin n-ronin",
    .sample = 1,
};

static void test_RED_02_target_of_a_cost_cannot_be_redirected(void **state)
{
    (void)state;
    fx *f = board(&REDIRECT_COST);
    uint32_t g1 = in_play(f, 0, "n-guard");
    uint32_t ttb = in_hand(f, 0, "turn-the-blade");
    uint32_t g2 = L5R_NO_ID;
    for (uint32_t i = 0; i < l5r_game_card_count(f->g); i++) {
        uint32_t def;
        if (i != g1 && l5r_game_card_zone(f->g, i) == L5R_ZONE_PLAY &&
            l5r_game_card_owner(f->g, i) == 0 &&
            l5r_game_card_def(&def, f->g, i) == L5R_OK &&
            strcmp(l5r_carddb_card_id(f->db, def), "n-guard") == 0)
            g2 = i;
    }
    assert_int_not_equal(g2, L5R_NO_ID);
    int gold = l5r_game_player_gold(f->g, 0);
    DO(f, "p1 use #%u.0 target #%u", in_hand(f, 0, "n-levy"), g1);
    assert_int_equal(bowed(f, g1), 1);
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    ILLEGAL(f, L5R_REASON_TARGET, "RED-02", "p1 use #%u.0 target #%u", ttb, g2);
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold + 2);
    assert_int_equal(bowed(f, g2), 0);
    fx_free(f);
}

/* RED-02: a target an amount reads is the effects' too: Tithe of the Guard
   bows the Yojimbo it targets and gains gold equal to its Force, so Turn
   the Blade may name Big Yojimbo instead, and the gold is his Force. The
   bow, a cost, stays where it was paid. */
static const spec REDIRECT_AMOUNT = {
    .dyn1 = "n-guard n-guard n-big n-blade",
    .fate1 = "turn-the-blade n-tithe",
    .dyn2 = "n-ronin n-ronin",
    .fate2 = "n-strike n-shame n-insult",
    .down1 = "n-blade",
    .up1 = "n-guard n-guard n-big",
    .up2 = "n-ronin n-ronin",
    .sample = 1,
};

static void test_RED_02_target_an_amount_reads_can_be_redirected(void **state)
{
    (void)state;
    fx *f = board(&REDIRECT_AMOUNT);
    uint32_t g1 = in_play(f, 0, "n-guard");
    uint32_t big = in_play(f, 0, "n-big");
    uint32_t ttb = in_hand(f, 0, "turn-the-blade");
    int gold = l5r_game_player_gold(f->g, 0);
    DO(f, "p1 use #%u.0 target #%u", in_hand(f, 0, "n-tithe"), g1);
    assert_int_equal(bowed(f, g1), 1);
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    DO(f, "p1 use #%u.0 target #%u", ttb, big);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold + 4);
    assert_int_equal(bowed(f, g1), 1);
    assert_int_equal(bowed(f, big), 0);
    fx_free(f);
}

/* RED-03: Public Shame makes the target's controller lose 2 honor; turned
   to p2's own Ronin, p2 loses it, not p1. Its cost (p2 loses 1 honor) is
   not redirected (RED-02). */
static void test_RED_03_redirected_honor_loss_changes_player(void **state)
{
    (void)state;
    fx *f = board(&REDIRECT);
    uint32_t g1 = in_play(f, 0, "n-guard");
    uint32_t ronin = in_play(f, 1, "n-ronin");
    uint32_t ttb = in_hand(f, 0, "turn-the-blade");
    DO(f, "p1 pass");
    DO(f, "p2 use #%u.0 target #%u", in_hand(f, 1, "n-shame"), g1);
    assert_int_equal(honor(f, 1), 3); /* the cost */
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    DO(f, "p1 use #%u.0 target #%u", ttb, ronin);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    assert_int_equal(honor(f, 0), 6);
    assert_int_equal(honor(f, 1), 1);
    fx_free(f);
}

/* RED-03 control: not redirected, p1 (the target's controller) loses. */
static void test_RED_03_unredirected_honor_loss_hits_target(void **state)
{
    (void)state;
    fx *f = board(&REDIRECT);
    uint32_t g1 = in_play(f, 0, "n-guard");
    DO(f, "p1 pass");
    DO(f, "p2 use #%u.0 target #%u", in_hand(f, 1, "n-shame"), g1);
    assert_decision(f, 0, L5R_DECIDE_REACTION);
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    assert_int_equal(honor(f, 0), 4);
    assert_int_equal(honor(f, 1), 3);
    fx_free(f);
}

/* --- SOU-01 .. SOU-03 -------------------------------------------------------
 */

/* SOU-01: in Lotus Storyline, Old Master Ito and Young Ito Reborn ("Soul of
   Old Master Ito") are one Unique card: with either in play, neither can
   be recruited, by anyone. */
static void test_SOU_01_storyline_old_and_soul_are_one_card(void **state)
{
    (void)state;
    static const char *const first[] = {"n-ito", "n-soul-ito"};
    static const char *const second[] = {"n-soul-ito", "n-ito"};
    for (size_t k = 0; k < 2; k++) {
        spec s = {
            .dyn1 = "n-ito n-soul-ito",
            .fate1 = "",
            .dyn2 = "n-ito n-soul-ito",
            .fate2 = "",
            .format = L5R_FORMAT_LOTUS_STORYLINE,
        };
        fx *f = start(&s);
        PASS_TO(f, L5R_PHASE_DYNASTY);
        DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
        DO(f, "p1 recruit #%u", in_province(f, 0, first[k]));
        ILLEGAL(f, L5R_REASON_UNIQUE, "SOU-01", "p1 recruit #%u",
                in_province(f, 0, second[k]));
        NEXT_TURN(f);
        PASS_TO(f, L5R_PHASE_DYNASTY);
        DO(f, "p2 produce #%u", in_play(f, 1, "n-keep"));
        ILLEGAL(f, L5R_REASON_UNIQUE, "SOU-01", "p2 recruit #%u",
                in_province(f, 1, second[k]));
        ILLEGAL(f, L5R_REASON_UNIQUE, "CORE-17", "p2 recruit #%u",
                in_province(f, 1, first[k]));
        fx_free(f);
    }
}

/* SOU-02: in Lotus Open they are distinct in play: both may be in play
   (each still Unique by its own title). */
static void test_SOU_02_open_old_and_soul_both_in_play(void **state)
{
    (void)state;
    static const spec s = {
        .dyn1 = "n-ito n-soul-ito n-warlord-x2 n-soul-warlord",
        .fate1 = "",
        .dyn2 = "n-ito n-soul-ito",
        .fate2 = "",
        .format = L5R_FORMAT_LOTUS_OPEN,
    };
    fx *f = start(&s);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
    DO(f, "p1 recruit #%u", in_province(f, 0, "n-soul-ito"));
    DO(f, "p1 recruit #%u", in_province(f, 0, "n-ito"));
    DO(f, "p1 recruit #%u", in_province(f, 0, "n-warlord-x2"));
    DO(f, "p1 recruit #%u", in_province(f, 0, "n-soul-warlord"));
    assert_int_equal(fx_count(f, 0, L5R_ZONE_PLAY, "n-ito"), 1);
    assert_int_equal(fx_count(f, 0, L5R_ZONE_PLAY, "n-soul-ito"), 1);
    NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p2 produce #%u", in_play(f, 1, "n-keep"));
    ILLEGAL(f, L5R_REASON_UNIQUE, "CORE-17", "p2 recruit #%u",
            in_province(f, 1, "n-ito"));
    ILLEGAL(f, L5R_REASON_UNIQUE, "CORE-17", "p2 recruit #%u",
            in_province(f, 1, "n-soul-ito"));
    fx_free(f);
}

/* SOU-03: "Soul of Experienced 2 Iron Warlord" is the Experienced 2 Iron
   Warlord only: with Steel Heir in play (Storyline), the Experienced 2
   Warlord cannot be recruited, the unexperienced one can. Steel Heir's own
   level comes from outside the trait: none. */
static void test_SOU_03_soul_level_only_matches_identity(void **state)
{
    (void)state;
    static const spec s = {
        .dyn1 = "n-soul-warlord n-warlord n-warlord-x2",
        .fate1 = "",
        .dyn2 = "n-ronin",
        .fate2 = "",
        .format = L5R_FORMAT_LOTUS_STORYLINE,
    };
    fx *f = start(&s);
    uint32_t heir = in_province(f, 0, "n-soul-warlord");
    uint32_t x0 = in_province(f, 0, "n-warlord");
    uint32_t x2 = in_province(f, 0, "n-warlord-x2");
    assert_int_equal(stat(f, heir, L5R_STAT_EXPERIENCE, NULL), 0);
    assert_int_equal(stat(f, x2, L5R_STAT_EXPERIENCE, NULL), 2);
    assert_int_equal(stat(f, x0, L5R_STAT_EXPERIENCE, NULL), 0);
    /* The database agrees. */
    uint32_t id = L5R_NO_ID;
    assert_int_equal(l5r_carddb_card_get_identity(&id, f->db,
                                                  fx_def(f, "n-warlord-x2"),
                                                  L5R_FORMAT_LOTUS_STORYLINE),
                     L5R_OK);
    assert_int_equal(id, fx_def(f, "n-soul-warlord"));
    assert_int_equal(l5r_carddb_card_get_identity(&id, f->db,
                                                  fx_def(f, "n-warlord"),
                                                  L5R_FORMAT_LOTUS_STORYLINE),
                     L5R_OK);
    assert_int_equal(id, fx_def(f, "n-warlord"));
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 produce #%u", in_play(f, 0, "n-castle"));
    DO(f, "p1 recruit #%u", heir);
    ILLEGAL(f, L5R_REASON_UNIQUE, "SOU-01", "p1 recruit #%u", x2);
    DO(f, "p1 recruit #%u", x0);
    assert_int_equal(zone(f, x0), L5R_ZONE_PLAY);
    assert_int_equal(zone(f, heir), L5R_ZONE_PLAY);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_NIN_01_recruit_face_down_for_four_gold,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_NIN_01_face_down_profile_stats,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_NIN_01_face_down_has_only_the_ninja_keyword, fx_teardown),
        cmocka_unit_test_teardown(
            test_NIN_02_spell_and_two_weapons_on_face_down_ninja, fx_teardown),
        cmocka_unit_test_teardown(test_NIN_03_only_his_controller_sees_his_face,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_NIN_03_title_filter_does_not_see_the_face, fx_teardown),
        cmocka_unit_test_teardown(test_TRG_12_flip_pays_a_ninjutsu_cost,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_NIN_04_flip_then_illegal_attachments_discarded, fx_teardown),
        cmocka_unit_test_teardown(
            test_NIN_04_below_honor_requirement_discarded_instead, fx_teardown),
        cmocka_unit_test_teardown(test_NIN_04_flip_checks_uniqueness,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_NIN_04_SOU_01_flip_checks_soul_identity,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_NIN_04_SOU_02_flip_in_open_keeps_both,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_NIN_05_flip_keeps_effects_not_entering_play, fx_teardown),
        cmocka_unit_test_teardown(
            test_NIN_06_destroyed_face_down_is_face_up_in_discard, fx_teardown),
        cmocka_unit_test_teardown(test_NIN_07_flip_any_number_paid_own_only,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_NIN_07_flip_is_an_action_phase_open_action, fx_teardown),
        cmocka_unit_test_teardown(
            test_NIN_08_flip_reaction_negates_when_now_illegal, fx_teardown),
        cmocka_unit_test_teardown(
            test_NIN_08_negated_target_still_counts_as_targeted, fx_teardown),
        cmocka_unit_test_teardown(
            test_NIN_08_negation_undoes_targeting_parameter, fx_teardown),
        cmocka_unit_test_teardown(
            test_NIN_08_flip_reaction_still_legal_is_affected, fx_teardown),
        cmocka_unit_test_teardown(test_RED_01_redirect_to_an_original_choice,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_RED_02_untargeted_action_cannot_be_redirected, fx_teardown),
        cmocka_unit_test_teardown(
            test_RED_02_target_of_a_cost_cannot_be_redirected, fx_teardown),
        cmocka_unit_test_teardown(
            test_RED_02_target_an_amount_reads_can_be_redirected, fx_teardown),
        cmocka_unit_test_teardown(
            test_RED_03_redirected_honor_loss_changes_player, fx_teardown),
        cmocka_unit_test_teardown(
            test_RED_03_unredirected_honor_loss_hits_target, fx_teardown),
        cmocka_unit_test_teardown(
            test_SOU_01_storyline_old_and_soul_are_one_card, fx_teardown),
        cmocka_unit_test_teardown(test_SOU_02_open_old_and_soul_both_in_play,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_SOU_03_soul_level_only_matches_identity,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_CST_01_ability_costs_its_ninjutsu_value_in_gold, fx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
