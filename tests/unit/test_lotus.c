/* SPDX-License-Identifier: MIT */
/* The Lotus Edition format's special rules in scenarios: the Shadowlands
   Horde (SHD-02, SHD-03), Fortifications (FRT-01, FRT-02), Formations
   (FRM-01 .. FRM-07), Delayed Terrain (DTR-01, DTR-02), Enlightened
   Personalities (ENL-01, ENL-02) and Rituals (RIT-01, RIT-02), driven
   through moves in the text notation and checked through the public API.
   Every illegal move is checked for L5R_EILLEGAL, its rule ID (in the rule
   table) and an unchanged hash. */
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
    /* Strongholds */
    "  - {id: l-castle, title: Lotus Castle, type: stronghold, faction: Crab,\n"
    "     province_strength: 20, gold_production: 5, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: l-keep, title: Lotus Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 20, gold_production: 5, starting_honor: 4,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: l-weak, title: Weak Walls, type: stronghold, faction: Crane,\n"
    "     province_strength: 1, gold_production: 5, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: l-pit, title: Festering Pit, type: stronghold,\n"
    "     faction: Shadowlands Horde, province_strength: 5,\n"
    "     gold_production: 5, starting_honor: 8,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: l-tower, title: Honored Tower, type: stronghold, faction: "
    "Crab,\n"
    "     province_strength: 5, gold_production: 5, starting_honor: 8,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: l-wall, title: Humble Wall, type: stronghold, faction: Crab,\n"
    "     province_strength: 5, gold_production: 5, starting_honor: 5,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    /* Personalities (no faction unless said: no honor when recruited) */
    "  - {id: l-samurai, title: Line Samurai, type: personality,\n"
    "     keywords: [Samurai], force: 2, chi: 2, honor_requirement: '-',\n"
    "     gold_cost: 0, personal_honor: 0, printings: [{set: Lotus "
    "Edition}]}\n"
    "  - {id: l-courtier, title: Line Courtier, type: personality,\n"
    "     keywords: [Courtier], force: 1, chi: 2, honor_requirement: '-',\n"
    "     gold_cost: 0, personal_honor: 0, printings: [{set: Lotus "
    "Edition}]}\n"
    "  - {id: l-samcourt, title: Two-Faced Noble, type: personality,\n"
    "     keywords: [Samurai, Courtier], force: 2, chi: 2,\n"
    "     honor_requirement: '-', gold_cost: 0, personal_honor: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: l-plain, title: Plain Ronin, type: personality, force: 1,\n"
    "     chi: 2, honor_requirement: '-', gold_cost: 0, personal_honor: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - id: l-guard\n"
    "    title: Gate Guard\n"
    "    type: personality\n"
    "    force: 3\n"
    "    chi: 2\n"
    "    honor_requirement: '-'\n"
    "    gold_cost: 0\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: battle\n"
    "        target: {type: personality, controller: opponent,\n"
    "                 at: current_battlefield}\n"
    "        effects: [{move_home: target}]\n"
    "  - {id: l-p2samurai, title: Keep Samurai, type: personality,\n"
    "     keywords: [Samurai], force: 1, chi: 2, honor_requirement: '-',\n"
    "     gold_cost: 0, personal_honor: 0, printings: [{set: Lotus "
    "Edition}]}\n"
    "  - {id: l-brute, title: Siege Brute, type: personality, force: 5,\n"
    "     chi: 2, honor_requirement: '-', gold_cost: 0, personal_honor: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: l-monk, title: Wandering Monk, type: personality,\n"
    "     keywords: [Monk, Enlightened], force: 1, chi: 3,\n"
    "     honor_requirement: '-', gold_cost: 0, personal_honor: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: l-shugenja, title: Circle Shugenja, type: personality,\n"
    "     keywords: [Shugenja], force: 1, chi: 3, honor_requirement: '-',\n"
    "     gold_cost: 0, personal_honor: 0, printings: [{set: Lotus "
    "Edition}]}\n"
    "  - {id: l-goblin, title: Goblin Warmonger, type: personality,\n"
    "     faction: Shadowlands Horde, keywords: [Shadowlands, Goblin],\n"
    "     force: 2, chi: 1, honor_requirement: '-', gold_cost: 0,\n"
    "     personal_honor: 2, printings: [{set: Lotus Edition}]}\n"
    "  - {id: l-bushi, title: Wall Bushi, type: personality, faction: Crab,\n"
    "     keywords: [Crab Clan, Samurai], force: 2, chi: 2,\n"
    "     honor_requirement: '-', gold_cost: 0, personal_honor: 2,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    /* Holdings */
    "  - {id: l-fort-wall, title: Stone Wall, type: holding,\n"
    "     keywords: [Fortification], gold_cost: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: l-fort-tower, title: Watch Tower, type: holding,\n"
    "     keywords: [Fortification], gold_cost: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: l-farm, title: Rice Farm, type: holding, gold_cost: 0,\n"
    "     gold_production: 1, printings: [{set: Lotus Edition}]}\n"
    "  - {id: l-filler, title: Costly Palace, type: holding, gold_cost: 99,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    /* Formations */
    "  - id: l-line\n"
    "    title: Battle Line\n"
    "    type: action\n"
    "    keywords: [Formation]\n"
    "    formed_by: [{keywords: [Samurai]}, {keywords: [Courtier]}]\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: battle\n"
    "        effects: [{gain_gold: 1}]\n"
    "      - timing: continuous\n"
    "        effects: [{force_bonus: {to: army, amount: 1}}]\n"
    "  - id: l-wedge\n"
    "    title: Wedge\n"
    "    type: action\n"
    "    keywords: [Formation]\n"
    "    formed_by: [{keywords: [Samurai]}]\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities: [{timing: battle, effects: [{gain_gold: 2}]}]\n"
    "  - id: l-charge\n"
    "    title: Cavalry Charge\n"
    "    type: action\n"
    "    keywords: [Formation]\n"
    "    formed_by: [{type: follower, keywords: [Cavalry]}]\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities: [{timing: battle, effects: [{gain_gold: 1}]}]\n"
    "  - id: l-shield\n"
    "    title: Shield Wall\n"
    "    type: action\n"
    "    keywords: [Formation]\n"
    "    formed_by: [{keywords: [Samurai]}]\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities: [{timing: battle, effects: [{gain_gold: 1}]}]\n"
    /* Other Action cards */
    "  - id: l-appoint\n"
    "    title: Sudden Appointment\n"
    "    type: action\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: battle\n"
    "        target: {type: personality, controller: self,\n"
    "                 at: current_battlefield}\n"
    "        effects: [{give_keyword: {to: target, keyword: Courtier,\n"
    "                                  until: end_of_battle}}]\n"
    "  - id: l-mud\n"
    "    title: Sucking Mud\n"
    "    type: action\n"
    "    keywords: [Terrain, Delayed]\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: battle\n"
    "        target: {type: personality, controller: opponent,\n"
    "                 at: current_battlefield}\n"
    "        effects: [{force_bonus: {to: target, amount: -5,\n"
    "                                 until: end_of_battle}},\n"
    "                  {gain_honor: 1}]\n"
    "  - id: l-uproot\n"
    "    title: Clear the Field\n"
    "    type: action\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: battle\n"
    "        target: {type: card, controller: opponent,\n"
    "                 at: current_battlefield, keywords: [Terrain]}\n"
    "        effects: [{destroy: target}]\n"
    "  - {id: l-gift, title: Generous Gift, type: action,\n"
    "     printings: [{set: Lotus Edition}],\n"
    "     abilities: [{timing: open, effects: [{gain_honor: 2}]}]}\n"
    "  - {id: l-sacrifice, title: Bitter Sacrifice, type: action,\n"
    "     printings: [{set: Lotus Edition}],\n"
    "     abilities: [{timing: open, cost: [{lose_honor: 1}],\n"
    "                  effects: [{gain_gold: 1}]}]}\n"
    "  - {id: l-scroll, title: Blank Scroll, type: action,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    /* Rings: bowing one is its own ability */
    "  - {id: l-ring-water, title: Ring of the Still Water, type: ring,\n"
    "     element: water, printings: [{set: Lotus Edition}],\n"
    "     abilities: [{timing: open, cost: [{bow: self}],\n"
    "                  effects: [{gain_gold: 1}]}]}\n"
    "  - {id: l-ring-fire, title: Ring of the Bright Fire, type: ring,\n"
    "     element: fire, printings: [{set: Lotus Edition}],\n"
    "     abilities: [{timing: open, cost: [{bow: self}],\n"
    "                  effects: [{gain_gold: 1}]}]}\n"
    "  - {id: l-ring-void, title: Ring of the Empty Void, type: ring,\n"
    "     element: void, printings: [{set: Lotus Edition}]}\n"
    /* A Ritual Spell and Followers */
    "  - id: l-rite\n"
    "    title: Rite of Many Voices\n"
    "    type: spell\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: [limited, battle]\n"
    "        traits: [Spell, Ritual, Air]\n"
    "        casters: {min: 2, max: 3}\n"
    "        effects: [{gain_gold: 1}]\n"
    "  - {id: l-acolytes, title: Temple Acolytes, type: follower,\n"
    "     keywords: [Shugenja], force: 0, chi: 2, gold_cost: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: l-ashigaru, title: Ashigaru, type: follower, force: 1,\n"
    "     chi: 0, gold_cost: 0, printings: [{set: Lotus Edition}]}\n";

/* --- helpers ------------------------------------------------------------- */

static char legal_msg[1024];

/* The move is legal (validate only: the game is not changed). */
static const char *legal(fx *f, const char *fmt, ...) FX_PRINTF(2, 3);
static const char *legal(fx *f, const char *fmt, ...)
{
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    l5r_action *a = NULL;
    if (l5r_action_new(&a, NULL) != L5R_OK)
        return "l5r_action_new failed";
    int rc = l5r_action_parse(a, text);
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    if (rc == L5R_OK)
        rc = l5r_game_validate(&v, f->g, a);
    l5r_action_free(a);
    if (rc != L5R_OK || !v.legal) {
        snprintf(legal_msg, sizeof legal_msg,
                 "'%s': expected legal; %s %s %s (%s)", text,
                 l5r_status_name(rc), l5r_reason_name(v.reason), v.rule,
                 v.message);
        return legal_msg;
    }
    return NULL;
}

#define LEGAL(f, ...)                                                          \
    do {                                                                       \
        const char *m_ = legal((f), __VA_ARGS__);                              \
        if (m_ != NULL)                                                        \
            fail_msg("%s", m_);                                                \
    } while (0)

static int zone(const fx *f, uint32_t c)
{
    return l5r_game_card_zone(f->g, c);
}

static int32_t force(const fx *f, uint32_t c)
{
    int32_t v = -1;
    assert_int_equal(l5r_game_card_stat(&v, f->g, c, L5R_STAT_FORCE), 1);
    return v;
}

static int32_t gold(const fx *f, uint32_t p)
{
    return l5r_game_player_gold(f->g, p);
}

static int32_t honor(const fx *f, uint32_t p)
{
    return l5r_game_player_honor(f->g, p);
}

/* From the spectator's view: the province (0-based) of player `p` holding
   card `c` (L5R_NO_ID: any card), starting the search at province
   `from`; -1 if none. */
static int view_province_with(const fx *f, uint32_t p, uint32_t c, int from)
{
    char *json = view(f, L5R_NO_ID);
    char key[32];
    snprintf(key, sizeof key, "{\"player\":%u,", p + 1);
    const char *pl = strstr(json, key);
    int found = -1;
    const char *provs = pl != NULL ? strstr(pl, "\"provinces\":[") : NULL;
    const char *stop = provs != NULL ? strstr(provs, "\"in_play\":") : NULL;
    if (provs != NULL && stop != NULL) {
        const char *e = strstr(provs, "{\"strength\":");
        for (int k = 0; e != NULL && e < stop; k++) {
            const char *next = strstr(e + 1, "{\"strength\":");
            const char *end = next != NULL && next < stop ? next : stop;
            size_t len = (size_t)(end - e);
            char entry[512];
            if (len >= sizeof entry)
                len = sizeof entry - 1;
            memcpy(entry, e, len);
            entry[len] = '\0';
            int has;
            if (c == L5R_NO_ID) {
                has = strstr(entry, "\"card\":{") != NULL;
            } else {
                char a[32], b[32];
                snprintf(a, sizeof a, "{\"id\":%u,", c);
                snprintf(b, sizeof b, "{\"id\":%u}", c);
                has = strstr(entry, a) != NULL || strstr(entry, b) != NULL;
            }
            if (k >= from && has) {
                found = k;
                break;
            }
            e = next;
        }
    }
    l5r_free(json);
    return found;
}

static int province_of(const fx *f, uint32_t p, uint32_t c)
{
    return view_province_with(f, p, c, 0);
}

/* Does province `k` of player `p` hold a card (face-up or down)? */
static int province_filled(const fx *f, uint32_t p, int k)
{
    return view_province_with(f, p, L5R_NO_ID, k) == k;
}

/* --- boards ----------------------------------------------------------------
 */

/* A fixture with both decks; every Fate card starts in hand. */
static fx *game(const char *sh1, const char *dyn1, const char *fate1,
                const char *sh2, const char *dyn2, const char *fate2)
{
    fx *f = new_board(CARDS, sh1, dyn1, fate1, sh2, dyn2, fate2);
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 10), L5R_OK);
    assert_int_equal(fx_set(f, L5R_PARAM_MAX_HAND, 20), L5R_OK);
    return f;
}

/* p1 (Lotus Castle, honor 6) recruits his four Dynasty cards in turn 1,
   p2 (Lotus Keep, honor 4) his in turn 2; now it is turn 3, p1's Action
   phase. */
static fx *board(const char *dyn1, const char *fate1, const char *dyn2,
                 const char *fate2)
{
    fx *f = game("l-castle", dyn1, fate1, "l-keep", dyn2, fate2);
    START(f, 3);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    recruit_all_free(f, 0);
    NEXT_TURN(f);
    recruit_all_free(f, 1);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_turn(f->g), 3);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    return f;
}

/* From p1's turn-3 Action phase: p1 attacks p2 with the units `a1` at
   battlefield 1, p2 defends there with `a2` (both lists end with
   L5R_NO_ID); the Engage window opens, the Defender first. */
static void to_engage(fx *f, const uint32_t *a1, const uint32_t *a2)
{
    PASS_TO(f, L5R_PHASE_ATTACK);
    assert_decision(f, 0, L5R_DECIDE_ATTACK);
    DO(f, "p1 attack p2");
    for (; *a1 != L5R_NO_ID; a1++)
        DO(f, "p1 assign #%u to 1", *a1);
    DO(f, "p1 pass");
    for (; *a2 != L5R_NO_ID; a2++)
        DO(f, "p2 assign #%u to 1", *a2);
    DO(f, "p2 pass");
    DO(f, "p1 pass"); /* cavalry maneuvers */
    DO(f, "p2 pass");
    DO(f, "p1 fight 1");
    assert_decision(f, 1, L5R_DECIDE_ENGAGE);
}

/* ... and on to the Combat Segment, where the Defender acts first. */
static void to_combat(fx *f, const uint32_t *a1, const uint32_t *a2)
{
    to_engage(f, a1, a2);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
}

/* The Formation and Terrain board. */
#define FRM_DYN1  "l-samurai l-courtier l-samcourt l-plain"
#define FRM_FATE1 "l-line l-wedge l-charge l-appoint l-mud l-scroll"
#define FRM_DYN2  "l-guard l-p2samurai l-farm l-farm"
#define FRM_FATE2 "l-shield l-uproot"

typedef struct fboard {
    fx *f;
    uint32_t samurai, courtier, samcourt, plain; /* p1's */
    uint32_t guard, p2samurai;                   /* p2's */
    uint32_t line, wedge, charge, appoint, mud;  /* in p1's hand */
    uint32_t shield, uproot;                     /* in p2's hand */
} fboard;

static fboard fboard_new(void)
{
    fboard b;
    b.f = board(FRM_DYN1, FRM_FATE1, FRM_DYN2, FRM_FATE2);
    fx *f = b.f;
    b.samurai = in_play(f, 0, "l-samurai");
    b.courtier = in_play(f, 0, "l-courtier");
    b.samcourt = in_play(f, 0, "l-samcourt");
    b.plain = in_play(f, 0, "l-plain");
    b.guard = in_play(f, 1, "l-guard");
    b.p2samurai = in_play(f, 1, "l-p2samurai");
    b.line = in_hand(f, 0, "l-line");
    b.wedge = in_hand(f, 0, "l-wedge");
    b.charge = in_hand(f, 0, "l-charge");
    b.appoint = in_hand(f, 0, "l-appoint");
    b.mud = in_hand(f, 0, "l-mud");
    b.shield = in_hand(f, 1, "l-shield");
    b.uproot = in_hand(f, 1, "l-uproot");
    return b;
}

/* --- SHD -------------------------------------------------------------------
 */

/* SHD-03: the Horde player begins his turns at (and above) the Honor
   Victory threshold and does not win; an ordinary player in his place
   wins at once. */
static void test_SHD_03_horde_never_wins_by_honor(void **state)
{
    (void)state;
    fx *f = game("l-pit", "l-goblin l-farm", "l-scroll", "l-wall",
                 "l-bushi l-farm", "l-scroll");
    assert_int_equal(fx_set(f, L5R_PARAM_HONOR_VICTORY, 8), L5R_OK);
    START(f, 1);
    /* Turn 1: the Horde (honor 8) is first; no Honor Victory. */
    assert_int_equal(l5r_game_is_over(f->g), 0);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    assert_int_equal(honor(f, 0), 8);
    NEXT_TURN(f); /* p2, honor 5: below the threshold */
    NEXT_TURN(f); /* turn 3: the Horde again */
    assert_int_equal(l5r_game_turn(f->g), 3);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    assert_int_equal(honor(f, 0), 8);
    assert_int_equal(l5r_game_is_over(f->g), 0);
    assert_int_equal(l5r_game_victory(f->g), L5R_VICTORY_NONE);
    assert_int_equal(l5r_game_winner(f->g), L5R_NO_ID);
    fx_free(f);

    /* The same with an ordinary Crab Stronghold of honor 8: he wins at the
       start of his first turn. */
    f = game("l-tower", "l-goblin l-farm", "l-scroll", "l-wall",
             "l-bushi l-farm", "l-scroll");
    assert_int_equal(fx_set(f, L5R_PARAM_HONOR_VICTORY, 8), L5R_OK);
    START(f, 1);
    assert_int_equal(l5r_game_is_over(f->g), 1);
    assert_int_equal(l5r_game_victory(f->g), L5R_VICTORY_HONOR);
    assert_int_equal(l5r_game_winner(f->g), 0);
    fx_free(f);

    /* And an ordinary player wins in a game with the Horde: p2 (honor 5,
       threshold 5) at the start of turn 2, while the Horde (honor 8) did
       not at the start of turn 1. */
    f = game("l-pit", "l-goblin l-farm", "l-scroll", "l-wall", "l-bushi l-farm",
             "l-scroll");
    assert_int_equal(fx_set(f, L5R_PARAM_HONOR_VICTORY, 5), L5R_OK);
    START(f, 1);
    assert_int_equal(l5r_game_is_over(f->g), 0);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    for (int i = 0; i < 30 && !l5r_game_is_over(f->g); i++)
        DO(f, "pass");
    assert_int_equal(l5r_game_is_over(f->g), 1);
    assert_int_equal(l5r_game_turn(f->g), 2);
    assert_int_equal(l5r_game_victory(f->g), L5R_VICTORY_HONOR);
    assert_int_equal(l5r_game_winner(f->g), 1);
    fx_free(f);
}

/* SHD-02: no honor gains or losses occur for the Horde: recruiting his own
   faction's Personality with Personal Honor 2, an effect that gains honor,
   and a cost that loses honor all leave his honor as it was; an ordinary
   player gains. */
static void test_SHD_02_no_honor_gains_or_losses(void **state)
{
    (void)state;
    fx *f = game("l-pit", "l-goblin l-farm l-farm l-farm", "l-gift l-sacrifice",
                 "l-wall", "l-bushi l-farm l-farm l-farm", "l-gift");
    START(f, 1);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    assert_int_equal(honor(f, 0), 8);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 recruit #%u", card_nth(f, 0, L5R_ZONE_PROVINCE, "l-goblin", 0));
    assert_int_equal(zone(f, in_play(f, 0, "l-goblin")), L5R_ZONE_PLAY);
    assert_int_equal(honor(f, 0), 8);
    NEXT_TURN(f);
    /* The ordinary player: his own Crab Personality brings 2 honor. */
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p2 recruit #%u", card_nth(f, 1, L5R_ZONE_PROVINCE, "l-bushi", 0));
    assert_int_equal(honor(f, 1), 7);
    NEXT_TURN(f);
    /* Turn 3: a gain and a loss (paid as a cost) do not occur. */
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    DO(f, "p1 use #%u.0", in_hand(f, 0, "l-gift"));
    assert_int_equal(honor(f, 0), 8);
    DO(f, "p2 use #%u.0", in_hand(f, 1, "l-gift"));
    assert_int_equal(honor(f, 1), 9);
    int32_t g0 = gold(f, 0);
    DO(f, "p1 use #%u.0", in_hand(f, 0, "l-sacrifice"));
    assert_int_equal(gold(f, 0), g0 + 1); /* the action happened */
    assert_int_equal(honor(f, 0), 8);
    fx_free(f);
}

/* --- FRT -------------------------------------------------------------------
 */

/* FRT-01: a Fortification recruited from province N enters play unbowed,
   attached to province N (the province refills with the next card); a
   second copy from another province is fine (FRT-02); an ordinary Holding
   enters play bowed. When province N is destroyed, its Fortification goes
   with it; the other copy and the ordinary Holding stay. */
static void test_FRT_01_fortification_unbowed_on_its_province(void **state)
{
    (void)state;
    fx *f =
        game("l-weak", "l-fort-wall l-fort-wall l-farm l-filler l-filler",
             "l-scroll", "l-keep", "l-brute l-farm l-farm l-farm", "l-scroll");
    /* A seed that puts both Fortifications and the farm in provinces,
       with a filler left in the deck for the refill. */
    int64_t seed = 1;
    for (; seed < 200; seed++) {
        START(f, seed);
        if (fx_count(f, 0, L5R_ZONE_PROVINCE, "l-fort-wall") == 2 &&
            fx_count(f, 0, L5R_ZONE_PROVINCE, "l-farm") == 1)
            break;
    }
    assert_true(seed < 200);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    uint32_t wall0 = card_nth(f, 0, L5R_ZONE_PROVINCE, "l-fort-wall", 0);
    uint32_t wall1 = card_nth(f, 0, L5R_ZONE_PROVINCE, "l-fort-wall", 1);
    uint32_t farm = card_nth(f, 0, L5R_ZONE_PROVINCE, "l-farm", 0);
    int k0 = province_of(f, 0, wall0), k1 = province_of(f, 0, wall1);
    assert_true(k0 >= 0 && k1 >= 0 && k0 != k1);
    assert_int_equal(fx_count(f, 0, L5R_ZONE_DYNASTY_DECK, NULL), 1);

    DO(f, "p1 recruit #%u", wall0);
    assert_int_equal(zone(f, wall0), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_is_bowed(f->g, wall0), 0);
    assert_int_equal(l5r_game_card_controller(f->g, wall0), 0);
    /* Its province stays filled by the next card of the deck. */
    assert_int_equal(fx_count(f, 0, L5R_ZONE_DYNASTY_DECK, NULL), 0);
    assert_true(province_filled(f, 0, k0));
    assert_int_equal(province_of(f, 0, wall0), -1);
    /* The other copy, from another province: fine. */
    DO(f, "p1 recruit #%u", wall1);
    assert_int_equal(zone(f, wall1), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_is_bowed(f->g, wall1), 0);
    /* An ordinary Holding enters play bowed (CORE-16). */
    DO(f, "p1 recruit #%u", farm);
    assert_int_equal(zone(f, farm), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_is_bowed(f->g, farm), 1);
    assert_int_equal(l5r_game_player_province_count(f->g, 0), 4);

    /* Turn 2: p2 recruits a 5F brute; turn 4: he attacks province k0
       (strength 1), undefended. */
    NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p2 recruit #%u", card_nth(f, 1, L5R_ZONE_PROVINCE, "l-brute", 0));
    NEXT_TURN(f);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), 1);
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p2 attack p1");
    DO(f, "p2 assign #%u to %d", in_play(f, 1, "l-brute"), k0 + 1);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    DO(f, "p2 fight %d", k0 + 1);
    for (int i = 0; i < 8 && l5r_game_phase(f->g) == L5R_PHASE_ATTACK; i++)
        DO(f, "pass");
    assert_int_equal(l5r_game_player_province_count(f->g, 0), 3);
    /* The Fortification of province k0 went with it. */
    assert_int_equal(zone(f, wall0), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(zone(f, wall1), L5R_ZONE_PLAY);
    assert_int_equal(zone(f, farm), L5R_ZONE_PLAY);
    fx_free(f);
}

/* FRT-02: one province (every card comes through it): a second copy of
   the same Fortification from the same province is refused; a different
   Fortification there is fine. */
static void test_FRT_02_one_copy_per_province(void **state)
{
    (void)state;
    fx *f = game("l-castle", "l-fort-wall l-fort-wall l-fort-tower", "l-scroll",
                 "l-keep", "l-farm l-farm l-farm", "l-scroll");
    assert_int_equal(fx_set(f, L5R_PARAM_PROVINCES, 1), L5R_OK);
    START(f, 7);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    int refused = 0, different_ok = 0;
    for (int turn = 0; turn < 6; turn++) {
        PASS_TO(f, L5R_PHASE_DYNASTY);
        uint32_t c = fx_find(f, 0, L5R_ZONE_PROVINCE, NULL);
        if (c == L5R_NO_ID)
            break;
        assert_int_equal(l5r_game_card_is_face_down(f->g, c), 0);
        const char *id = fx_card_id(f, c);
        uint32_t forts = fx_count(f, 0, L5R_ZONE_PLAY, "l-fort-wall") +
                         fx_count(f, 0, L5R_ZONE_PLAY, "l-fort-tower");
        if (fx_count(f, 0, L5R_ZONE_PLAY, id) > 0) {
            ILLEGAL_ONE_OF(f, L5R_REASON_ATTACHMENT, "FRT-02", "p1 recruit #%u",
                           c);
            refused++;
            DO(f, "p1 discard #%u", c);
        } else {
            DO(f, "p1 recruit #%u", c);
            assert_int_equal(zone(f, c), L5R_ZONE_PLAY);
            assert_int_equal(l5r_game_card_is_bowed(f->g, c), 0);
            if (forts > 0)
                different_ok++;
        }
        NEXT_TURN(f); /* p2's turn */
        NEXT_TURN(f); /* p1's again */
    }
    assert_int_equal(refused, 1);
    assert_int_equal(different_ok, 1);
    assert_int_equal(fx_count(f, 0, L5R_ZONE_PLAY, "l-fort-wall"), 1);
    assert_int_equal(fx_count(f, 0, L5R_ZONE_PLAY, "l-fort-tower"), 1);
    assert_int_equal(fx_count(f, 0, L5R_ZONE_DYNASTY_DISCARD, "l-fort-wall"),
                     1);
    fx_free(f);
}

/* --- FRM -------------------------------------------------------------------
 */

/* FRM-01, FRM-06, FRM-07: a Formation is played in the Combat Segment
   (not in the Engage window) and enters play at the current battlefield,
   controlled by its player, who then takes another action at once; its
   ability may be used several times in the turn. */
static void test_FRM_01_06_07_play_then_act_again_and_repeat(void **state)
{
    (void)state;
    fboard b = fboard_new();
    fx *f = fx_track(b.f);
    const uint32_t a1[] = {b.samurai, b.courtier, L5R_NO_ID};
    const uint32_t a2[] = {b.guard, b.p2samurai, L5R_NO_ID};
    to_engage(f, a1, a2);
    ILLEGAL_ONE_OF(f, L5R_REASON_WRONG_TIME, "FRM-06",
                   "p2 use formation with #%u", b.shield);
    DO(f, "p2 pass");
    DO(f, "p1 pass");
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    /* The Defender first: his Formation; the decision stays his. */
    DO(f, "p2 use formation with #%u", b.shield);
    assert_int_equal(zone(f, b.shield), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_controller(f->g, b.shield), 1);
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    DO(f, "p2 pass");
    /* p1's Formation: at battlefield 1, his; his decision again. */
    assert_int_equal(force(f, b.samurai), 2);
    char text[96];
    snprintf(text, sizeof text, "p1 use formation with #%u", b.line);
    assert_true(legal_has(f, 0, text));
    snprintf(text, sizeof text, "p1 use formation with #%u", b.charge);
    assert_false(legal_has(f, 0, text));
    DO(f, "p1 use formation with #%u", b.line);
    assert_int_equal(zone(f, b.line), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_controller(f->g, b.line), 0);
    assert_int_equal(view_location(f, b.line), 1);
    assert_decision(f, 0, L5R_DECIDE_BATTLE);
    /* Formed: its continuous +1F to the army works. */
    assert_int_equal(force(f, b.samurai), 3);
    assert_int_equal(force(f, b.courtier), 2);
    /* FRM-07: its Battle ability, three times this turn. */
    int32_t g0 = gold(f, 0);
    DO(f, "p1 use #%u.0", b.line);
    assert_int_equal(gold(f, 0), g0 + 1);
    assert_decision(f, 1, L5R_DECIDE_BATTLE); /* an ordinary action */
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.0", b.line);
    assert_int_equal(gold(f, 0), g0 + 2);
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.0", b.line);
    assert_int_equal(gold(f, 0), g0 + 3);
    /* p2's Formation's ability too, again and again. */
    int32_t h0 = gold(f, 1);
    DO(f, "p2 use #%u.0", b.shield);
    DO(f, "p1 pass");
    DO(f, "p2 use #%u.0", b.shield);
    assert_int_equal(gold(f, 1), h0 + 2);
    fx_free(f);
}

/* FRM-02: playing a second Formation destroys the player's first one
   (not the other player's); FRM-06 "any number of times per turn". */
static void test_FRM_02_new_formation_destroys_the_old(void **state)
{
    (void)state;
    fboard b = fboard_new();
    fx *f = fx_track(b.f);
    const uint32_t a1[] = {b.samurai, b.courtier, L5R_NO_ID};
    const uint32_t a2[] = {b.guard, b.p2samurai, L5R_NO_ID};
    to_combat(f, a1, a2);
    DO(f, "p2 use formation with #%u", b.shield);
    DO(f, "p2 pass");
    DO(f, "p1 use formation with #%u", b.line);
    assert_int_equal(force(f, b.samurai), 3);
    DO(f, "p1 use formation with #%u", b.wedge);
    assert_int_equal(zone(f, b.wedge), L5R_ZONE_PLAY);
    assert_int_equal(view_location(f, b.wedge), 1);
    assert_int_equal(zone(f, b.line), L5R_ZONE_FATE_DISCARD);
    assert_int_equal(zone(f, b.shield), L5R_ZONE_PLAY);
    assert_int_equal(force(f, b.samurai), 2); /* the Battle Line is gone */
    assert_decision(f, 0, L5R_DECIDE_BATTLE);
    int32_t g0 = gold(f, 0);
    DO(f, "p1 use #%u.0", b.wedge);
    assert_int_equal(gold(f, 0), g0 + 2);
    fx_free(f);
}

/* FRM-03: a Formation whose "Formed by" is not met cannot be played; and
   FRM-06: only with the player ability, in the Combat Segment. */
static void test_FRM_03_requirement_unmet_cannot_be_played(void **state)
{
    (void)state;
    fboard b = fboard_new();
    fx *f = fx_track(b.f);
    /* Not in the Action phase. */
    ILLEGAL_ONE_OF(f, L5R_REASON_WRONG_TIME, "FRM-06",
                   "p1 use formation with #%u", b.wedge);
    const uint32_t a1[] = {b.samurai, b.courtier, L5R_NO_ID};
    const uint32_t a2[] = {b.guard, L5R_NO_ID};
    to_combat(f, a1, a2);
    DO(f, "p2 pass");
    /* Formed by a Cavalry Follower: p1 has none. */
    ILLEGAL_ONE_OF(f, L5R_REASON_REQUIREMENT, "FRM-03",
                   "p1 use formation with #%u", b.charge);
    assert_int_equal(zone(f, b.charge), L5R_ZONE_HAND);
    /* Not a Formation. */
    ILLEGAL_ONE_OF(f, L5R_REASON_WRONG_ZONE, "FRM-06",
                   "p1 use formation with #%u", b.mud);
    /* Met: legal. */
    LEGAL(f, "p1 use formation with #%u", b.line);
    DO(f, "p1 use formation with #%u", b.line);
    assert_int_equal(zone(f, b.line), L5R_ZONE_PLAY);
    fx_free(f);
}

/* FRM-04: "a Samurai and a Courtier" is not met by one Personality who is
   both; it is met by two cards (the second made a Courtier in battle). */
static void test_FRM_04_one_card_per_condition(void **state)
{
    (void)state;
    fboard b = fboard_new();
    fx *f = fx_track(b.f);
    const uint32_t a1[] = {b.samcourt, b.plain, L5R_NO_ID};
    const uint32_t a2[] = {b.guard, L5R_NO_ID};
    to_combat(f, a1, a2);
    DO(f, "p2 pass");
    ILLEGAL_ONE_OF(f, L5R_REASON_REQUIREMENT, "FRM-03|FRM-04",
                   "p1 use formation with #%u", b.line);
    /* He is a Samurai: a Formation formed by one Samurai is fine. */
    LEGAL(f, "p1 use formation with #%u", b.wedge);
    /* The Ronin becomes a Courtier: two cards meet the two conditions. */
    DO(f, "p1 use #%u.0 target #%u", b.appoint, b.plain);
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_BATTLE);
    DO(f, "p1 use formation with #%u", b.line);
    assert_int_equal(zone(f, b.line), L5R_ZONE_PLAY);
    int32_t g0 = gold(f, 0);
    DO(f, "p1 use #%u.0", b.line);
    assert_int_equal(gold(f, 0), g0 + 1);
    fx_free(f);
}

/* FRM-05: when a forming unit leaves (moved home by the enemy), the
   Formation stays in play but its abilities cannot be used and its
   effects stop; another card meeting the condition makes it work again. */
static void test_FRM_05_unmet_formation_idles_then_works_again(void **state)
{
    (void)state;
    fboard b = fboard_new();
    fx *f = fx_track(b.f);
    const uint32_t a1[] = {b.samurai, b.courtier, b.plain, L5R_NO_ID};
    const uint32_t a2[] = {b.guard, L5R_NO_ID};
    to_combat(f, a1, a2);
    DO(f, "p2 pass");
    DO(f, "p1 use formation with #%u", b.line);
    int32_t g0 = gold(f, 0);
    DO(f, "p1 use #%u.0", b.line);
    assert_int_equal(gold(f, 0), g0 + 1);
    assert_int_equal(force(f, b.samurai), 3);
    /* The Gate Guard sends the Courtier home. */
    DO(f, "p2 use #%u.0 target #%u", b.guard, b.courtier);
    assert_int_equal(view_location(f, b.courtier), 0);
    assert_decision(f, 0, L5R_DECIDE_BATTLE);
    ILLEGAL_ONE_OF(f, L5R_REASON_REQUIREMENT, "FRM-05", "p1 use #%u.0", b.line);
    /* Not destroyed; no effects. */
    assert_int_equal(zone(f, b.line), L5R_ZONE_PLAY);
    assert_int_equal(view_location(f, b.line), 1);
    assert_int_equal(force(f, b.samurai), 2);
    assert_int_equal(force(f, b.plain), 1);
    /* The Ronin becomes a Courtier: formed again, by other cards. */
    DO(f, "p1 use #%u.0 target #%u", b.appoint, b.plain);
    assert_int_equal(force(f, b.samurai), 3);
    assert_int_equal(force(f, b.plain), 2);
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.0", b.line);
    assert_int_equal(gold(f, 0), g0 + 2);
    fx_free(f);
}

/* FRM-05: a Formation in hand has no abilities to use, in the Action phase
   or in battle. */
static void test_FRM_05_formation_in_hand_cannot_be_used(void **state)
{
    (void)state;
    fboard b = fboard_new();
    fx *f = fx_track(b.f);
    ILLEGAL_ONE_OF(f, L5R_REASON_WRONG_ZONE, "FRM-05", "p1 use #%u.0", b.wedge);
    const uint32_t a1[] = {b.samurai, b.courtier, L5R_NO_ID};
    const uint32_t a2[] = {b.guard, L5R_NO_ID};
    to_combat(f, a1, a2);
    DO(f, "p2 pass");
    ILLEGAL_ONE_OF(f, L5R_REASON_WRONG_ZONE, "FRM-05", "p1 use #%u.0", b.wedge);
    ILLEGAL_ONE_OF(f, L5R_REASON_WRONG_ZONE, "FRM-05", "p1 use #%u.0", b.line);
    assert_int_equal(zone(f, b.wedge), L5R_ZONE_HAND);
    fx_free(f);
}

/* --- DTR -------------------------------------------------------------------
 */

/* DTR-01: a Delayed Terrain names no targets when played and does nothing
   then; it enters play at the battlefield. */
static void test_DTR_01_no_targets_no_effect_when_played(void **state)
{
    (void)state;
    fboard b = fboard_new();
    fx *f = fx_track(b.f);
    const uint32_t a1[] = {b.samurai, L5R_NO_ID};
    const uint32_t a2[] = {b.guard, L5R_NO_ID};
    to_combat(f, a1, a2);
    DO(f, "p2 pass");
    ILLEGAL_ONE_OF(f, L5R_REASON_TARGET, "DTR-01", "p1 use #%u.0 target #%u",
                   b.mud, b.guard);
    assert_int_equal(zone(f, b.mud), L5R_ZONE_HAND);
    char text[96];
    snprintf(text, sizeof text, "p1 use #%u.0", b.mud);
    assert_true(legal_has(f, 0, text));
    snprintf(text, sizeof text, "p1 use #%u.0 target #%u", b.mud, b.guard);
    assert_false(legal_has(f, 0, text));
    int32_t h0 = honor(f, 0);
    DO(f, "p1 use #%u.0", b.mud);
    assert_int_equal(honor(f, 0), h0); /* not even its untargeted effect */
    assert_int_equal(zone(f, b.mud), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_controller(f->g, b.mud), 0);
    assert_int_equal(view_location(f, b.mud), 1);
    assert_int_equal(force(f, b.guard), 3);
    assert_int_equal(force(f, b.samurai), 2);
    assert_decision(f, 1, L5R_DECIDE_BATTLE);
    fx_free(f);
}

/* DTR-02: after all pass, the Terrain's controller chooses its targets;
   it resolves before the battle's resolution: the 3F guard gets -5F and
   p1's 2F samurai wins instead of losing. */
static void test_DTR_02_targets_at_end_of_combat_change_outcome(void **state)
{
    (void)state;
    fboard b = fboard_new();
    fx *f = fx_track(b.f);
    const uint32_t a1[] = {b.samurai, L5R_NO_ID};
    const uint32_t a2[] = {b.guard, L5R_NO_ID};
    to_combat(f, a1, a2);
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.0", b.mud);
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_BATTLE);
    DO(f, "p1 pass");
    /* All passed: the Terrain's targets now, the battle not yet resolved. */
    assert_decision(f, 0, L5R_DECIDE_TERRAIN);
    assert_int_equal(zone(f, b.guard), L5R_ZONE_PLAY);
    assert_int_equal(zone(f, b.samurai), L5R_ZONE_PLAY);
    assert_int_equal(view_location(f, b.samurai), 1);
    assert_int_equal(force(f, b.guard), 3);
    char text[96];
    snprintf(text, sizeof text, "p1 use #%u.0 target #%u", b.mud, b.guard);
    assert_true(legal_has(f, 0, text));
    assert_false(legal_has(f, 0, "p1 pass"));
    ILLEGAL_ONE_OF(f, -1, "CORE-11", "p1 pass");
    ILLEGAL_ONE_OF(f, L5R_REASON_TARGET, "CORE-55", "p1 use #%u.0 target #%u",
                   b.mud, b.samurai);
    ILLEGAL_ONE_OF(f, L5R_REASON_NOT_YOUR_DECISION, "CORE-10",
                   "p2 use #%u.0 target #%u", b.mud, b.guard);
    int32_t h0 = honor(f, 0);
    DO(f, "p1 use #%u.0 target #%u", b.mud, b.guard);
    /* p1 won: the guard is destroyed, the samurai lives (bowed, home);
       p1 gained 1 honor from the Terrain and 2 for the guard. */
    assert_int_equal(zone(f, b.guard), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(zone(f, b.samurai), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_is_bowed(f->g, b.samurai), 1);
    assert_int_equal(honor(f, 0), h0 + 3);
    assert_int_equal(zone(f, b.mud), L5R_ZONE_FATE_DISCARD);
    assert_int_not_equal(l5r_game_phase(f->g), L5R_PHASE_ATTACK);
    fx_free(f);
}

/* DTR-02: a Terrain removed before the end of the Combat Segment does
   nothing: no decision, and the battle goes as it would have. */
static void test_DTR_02_removed_terrain_does_nothing(void **state)
{
    (void)state;
    fboard b = fboard_new();
    fx *f = fx_track(b.f);
    const uint32_t a1[] = {b.samurai, L5R_NO_ID};
    const uint32_t a2[] = {b.guard, L5R_NO_ID};
    to_combat(f, a1, a2);
    DO(f, "p2 pass");
    int32_t h0 = honor(f, 0);
    DO(f, "p1 use #%u.0", b.mud);
    DO(f, "p2 use #%u.0 target #%u", b.uproot, b.mud);
    assert_int_not_equal(zone(f, b.mud), L5R_ZONE_PLAY);
    DO(f, "p1 pass");
    int k = -1;
    assert_int_equal(l5r_game_decision(NULL, &k, f->g), L5R_OK);
    assert_int_equal(k, L5R_DECIDE_BATTLE);
    DO(f, "p2 pass");
    assert_int_equal(l5r_game_decision(NULL, &k, f->g), L5R_OK);
    assert_int_not_equal(k, L5R_DECIDE_TERRAIN);
    /* p1 lost: his samurai is destroyed, the guard lives; the Terrain's
       honor never came. */
    assert_int_equal(zone(f, b.samurai), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(zone(f, b.guard), L5R_ZONE_PLAY);
    assert_int_equal(honor(f, 0), h0);
    fx_free(f);
}

/* --- ENL -------------------------------------------------------------------
 */

#define ENL_DYN1  "l-monk l-samurai l-farm l-farm"
#define ENL_FATE1 "l-ring-water l-ring-fire"
#define ENL_DYN2  "l-monk l-guard l-farm l-farm"
#define ENL_FATE2 "l-ring-void"

/* ENL-01: +1F per Ring in play, whoever controls it, bowed or not; only
   for Enlightened Personalities. */
static void test_ENL_01_force_per_ring_in_play(void **state)
{
    (void)state;
    fx *f = fx_track(board(ENL_DYN1, ENL_FATE1, ENL_DYN2, ENL_FATE2));
    uint32_t monk = in_play(f, 0, "l-monk"),
             samurai = in_play(f, 0, "l-samurai");
    uint32_t monk2 = in_play(f, 1, "l-monk");
    uint32_t water = in_hand(f, 0, "l-ring-water");
    uint32_t fire = in_hand(f, 0, "l-ring-fire");
    assert_int_equal(force(f, monk), 1);
    assert_int_equal(force(f, monk2), 1);
    DO(f, "p1 play #%u", water);
    assert_int_equal(zone(f, water), L5R_ZONE_PLAY);
    assert_int_equal(force(f, monk), 2);
    assert_int_equal(force(f, monk2), 2);
    assert_int_equal(force(f, samurai), 2);
    DO(f, "p2 pass");
    DO(f, "p1 play #%u", fire);
    assert_int_equal(force(f, monk), 3);
    assert_int_equal(force(f, monk2), 3);
    DO(f, "p2 pass");
    /* A bowed Ring is still in play. */
    DO(f, "p1 use #%u.0", water);
    assert_int_equal(l5r_game_card_is_bowed(f->g, water), 1);
    assert_int_equal(force(f, monk), 3);
    /* p2's Ring counts for p1's Enlightened Personality too. */
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), 1);
    DO(f, "p2 play #%u", in_hand(f, 1, "l-ring-void"));
    assert_int_equal(force(f, monk), 4);
    assert_int_equal(force(f, monk2), 4);
    assert_int_equal(force(f, samurai), 2);
    assert_int_equal(force(f, in_play(f, 1, "l-guard")), 3);
    assert_int_equal(l5r_game_is_over(f->g), 0);
    fx_free(f);
}

/* ENL-02: Open: bow an Enlightened Personality you control: straighten a
   target Ring. Every player has it; a non-Enlightened Personality, one
   that is not yours, or a target that is not a Ring is refused. */
static void test_ENL_02_enlighten_straightens_a_ring(void **state)
{
    (void)state;
    fx *f = fx_track(board(ENL_DYN1, ENL_FATE1, ENL_DYN2, ENL_FATE2));
    uint32_t monk = in_play(f, 0, "l-monk"),
             samurai = in_play(f, 0, "l-samurai");
    uint32_t monk2 = in_play(f, 1, "l-monk");
    uint32_t water = in_hand(f, 0, "l-ring-water");
    DO(f, "p1 play #%u", water);
    DO(f, "p2 pass");
    DO(f, "p1 use #%u.0", water); /* bow the Ring */
    assert_int_equal(l5r_game_card_is_bowed(f->g, water), 1);
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    ILLEGAL_ONE_OF(f, -1, "CORE-54|ENL-02",
                   "p1 use enlighten bow #%u target #%u", samurai, water);
    ILLEGAL_ONE_OF(f, -1, "CORE-54|ENL-02",
                   "p1 use enlighten bow #%u target #%u", monk2, water);
    ILLEGAL_ONE_OF(f, L5R_REASON_TARGET, "CORE-55",
                   "p1 use enlighten bow #%u target #%u", monk, samurai);
    ILLEGAL_ONE_OF(f, L5R_REASON_COST, "CORE-54", "p1 use enlighten target #%u",
                   water);
    char text[96];
    snprintf(text, sizeof text, "p1 use enlighten bow #%u target #%u", monk,
             water);
    assert_true(legal_has(f, 0, text));
    DO(f, "%s", text);
    assert_int_equal(l5r_game_card_is_bowed(f->g, monk), 1);
    assert_int_equal(l5r_game_card_is_bowed(f->g, water), 0);
    /* p2 has it too, in p1's Action phase (Open). */
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    DO(f, "p2 use enlighten bow #%u target #%u", monk2, water);
    assert_int_equal(l5r_game_card_is_bowed(f->g, monk2), 1);
    fx_free(f);
}

/* --- RIT -------------------------------------------------------------------
 */

#define RIT_DYN1  "l-shugenja*3 l-plain"
#define RIT_FATE1 "l-rite l-acolytes l-ashigaru"
#define RIT_DYN2  "l-shugenja l-farm l-farm l-farm"

typedef struct rboard {
    fx *f;
    uint32_t shug[3], plain, p2shug; /* shug[0] is the primary caster */
    uint32_t rite, acolytes, ashigaru;
} rboard;

/* Turn 3, p1's Action phase: the Ritual on shug[0]; the Shugenja Follower
   on the (non-Shugenja) Ronin; the Ashigaru on shug[1]. */
static rboard rboard_new(void)
{
    rboard b;
    b.f = board(RIT_DYN1, RIT_FATE1, RIT_DYN2, "l-scroll");
    fx *f = b.f;
    for (uint32_t i = 0; i < 3; i++)
        b.shug[i] = card_nth(f, 0, L5R_ZONE_PLAY, "l-shugenja", i);
    b.plain = in_play(f, 0, "l-plain");
    b.p2shug = in_play(f, 1, "l-shugenja");
    b.rite = in_hand(f, 0, "l-rite");
    b.acolytes = in_hand(f, 0, "l-acolytes");
    b.ashigaru = in_hand(f, 0, "l-ashigaru");
    DO(f, "p1 play #%u on #%u", b.rite, b.shug[0]);
    DO(f, "p2 pass");
    DO(f, "p1 play #%u on #%u", b.acolytes, b.plain);
    DO(f, "p2 pass");
    DO(f, "p1 play #%u on #%u", b.ashigaru, b.shug[1]);
    DO(f, "p2 pass");
    assert_int_equal(l5r_game_card_attached_to(f->g, b.rite), b.shug[0]);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    return b;
}

/* RIT-01: casters {min: 2}: the primary caster alone is refused; so are
   a non-Shugenja, an opponent's Shugenja and too many casters. */
static void test_RIT_01_primary_caster_alone_is_refused(void **state)
{
    (void)state;
    rboard b = rboard_new();
    fx *f = fx_track(b.f);
    ILLEGAL_ONE_OF(f, -1, "RIT-01", "p1 use #%u.0", b.rite);
    ILLEGAL_ONE_OF(f, -1, "RIT-01|RIT-02", "p1 use #%u.0 with #%u", b.rite,
                   b.plain);
    ILLEGAL_ONE_OF(f, -1, "RIT-01|RIT-02", "p1 use #%u.0 with #%u", b.rite,
                   b.p2shug);
    ILLEGAL_ONE_OF(f, -1, "RIT-01", "p1 use #%u.0 with #%u with #%u with #%u",
                   b.rite, b.shug[1], b.shug[2], b.acolytes);
    assert_int_equal(gold(f, 0), 0);
    fx_free(f);
}

/* RIT-01: another Shugenja of the same player at the same location (home)
   may assist; with three casters (the maximum) too. */
static void test_RIT_01_second_shugenja_here_may_assist(void **state)
{
    (void)state;
    rboard b = rboard_new();
    fx *f = fx_track(b.f);
    LEGAL(f, "p1 use #%u.0 with #%u", b.rite, b.shug[1]);
    char text[96];
    snprintf(text, sizeof text, "p1 use #%u.0 with #%u", b.rite, b.shug[1]);
    assert_true(legal_has(f, 0, text));
    snprintf(text, sizeof text, "p1 use #%u.0", b.rite);
    assert_false(legal_has(f, 0, text));
    LEGAL(f, "p1 use #%u.0 with #%u with #%u", b.rite, b.shug[1], b.shug[2]);
    int32_t g0 = gold(f, 0);
    DO(f, "p1 use #%u.0 with #%u", b.rite, b.shug[2]);
    assert_int_equal(gold(f, 0), g0 + 1);
    fx_free(f);
}

/* RIT-01: all casters at the same location: in battle, a Shugenja at home
   cannot assist the primary caster at the battlefield; one beside him
   can. */
static void test_RIT_01_caster_elsewhere_is_refused(void **state)
{
    (void)state;
    rboard b = rboard_new();
    fx *f = fx_track(b.f);
    const uint32_t a1[] = {b.shug[0], b.shug[2], L5R_NO_ID};
    const uint32_t a2[] = {L5R_NO_ID};
    to_combat(f, a1, a2);
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_BATTLE);
    assert_int_equal(view_location(f, b.shug[1]), 0);
    ILLEGAL_ONE_OF(f, -1, "RIT-01", "p1 use #%u.0 with #%u", b.rite, b.shug[1]);
    /* The Shugenja Follower is at home too, with the Ronin. */
    ILLEGAL_ONE_OF(f, -1, "RIT-01|RIT-02", "p1 use #%u.0 with #%u", b.rite,
                   b.acolytes);
    ILLEGAL_ONE_OF(f, -1, "RIT-01", "p1 use #%u.0", b.rite);
    int32_t g0 = gold(f, 0);
    DO(f, "p1 use #%u.0 with #%u", b.rite, b.shug[2]);
    assert_int_equal(gold(f, 0), g0 + 1);
    fx_free(f);
}

/* RIT-02: a Follower with the Shugenja trait, attached to one of p1's
   Personalities, may assist; a Follower without it may not. */
static void test_RIT_02_shugenja_follower_may_assist(void **state)
{
    (void)state;
    rboard b = rboard_new();
    fx *f = fx_track(b.f);
    ILLEGAL_ONE_OF(f, -1, "RIT-01|RIT-02", "p1 use #%u.0 with #%u", b.rite,
                   b.ashigaru);
    LEGAL(f, "p1 use #%u.0 with #%u with #%u", b.rite, b.shug[1], b.acolytes);
    int32_t g0 = gold(f, 0);
    DO(f, "p1 use #%u.0 with #%u", b.rite, b.acolytes);
    assert_int_equal(gold(f, 0), g0 + 1);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_SHD_03_horde_never_wins_by_honor,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_SHD_02_no_honor_gains_or_losses,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_FRT_01_fortification_unbowed_on_its_province, fx_teardown),
        cmocka_unit_test_teardown(test_FRT_02_one_copy_per_province,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_FRM_01_06_07_play_then_act_again_and_repeat, fx_teardown),
        cmocka_unit_test_teardown(test_FRM_02_new_formation_destroys_the_old,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_FRM_03_requirement_unmet_cannot_be_played, fx_teardown),
        cmocka_unit_test_teardown(test_FRM_04_one_card_per_condition,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_FRM_05_unmet_formation_idles_then_works_again, fx_teardown),
        cmocka_unit_test_teardown(test_FRM_05_formation_in_hand_cannot_be_used,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_DTR_01_no_targets_no_effect_when_played,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_DTR_02_targets_at_end_of_combat_change_outcome, fx_teardown),
        cmocka_unit_test_teardown(test_DTR_02_removed_terrain_does_nothing,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_ENL_01_force_per_ring_in_play,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_ENL_02_enlighten_straightens_a_ring,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_RIT_01_primary_caster_alone_is_refused,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_RIT_01_second_shugenja_here_may_assist,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_RIT_01_caster_elsewhere_is_refused,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_RIT_02_shugenja_follower_may_assist,
                                  fx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
