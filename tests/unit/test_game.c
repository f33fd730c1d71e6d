/* SPDX-License-Identifier: MIT */
/* The game core in scenarios: setup (CORE-38, CORE-39, SEN-02), the turn
   sequence (CORE-22, CORE-30, CORE-31, CORE-14 gold lapsing), producing,
   recruiting, discarding and playing (CORE-12 .. CORE-27, CORE-36,
   CORE-42), the checks every move goes through (CORE-10, CORE-11,
   CORE-29), and the end of the game (CORE-26, CORE-32, CORE-35, the turn
   limit). Every illegal move is checked by fx_illegal(): L5R_EILLEGAL, the
   expected reason and rule ID (in the rule table), and the hash unchanged. */
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

/* Inline cards (sets.yaml gives the sets and factions). The stats are
   chosen so that each scenario's arithmetic is plain. */
static const char CARDS[] =
    "cards:\n"
    "  - {id: t-castle, title: Test Castle, type: stronghold, faction: "
    "Crab,\n"
    "     province_strength: 5, gold_production: 10, starting_honor: 6,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: t-keep, title: Test Keep, type: stronghold, faction: "
    "Scorpion,\n"
    "     province_strength: 4, gold_production: 10, starting_honor: 4,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: t-sensei-low, title: Sensei of Ruin, type: sensei,\n"
    "     factions: [Crab], modifiers: {province_strength: -20,\n"
    "     gold_production: -20, starting_honor: -40},\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: t-sensei-up, title: Sensei of Plenty, type: sensei,\n"
    "     factions: [Crab], modifiers: {province_strength: 2,\n"
    "     gold_production: 1, starting_honor: 3},\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: t-wind, title: Test Wind, type: wind,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: t-samurai, title: Test Samurai, type: personality, faction: "
    "Crab,\n"
    "     keywords: [Samurai], force: 2, chi: 2, honor_requirement: 0,\n"
    "     gold_cost: 2, personal_honor: 2, printings: [{set: Lotus "
    "Edition}]}\n"
    "  - {id: t-shugenja, title: Test Shugenja, type: personality,\n"
    "     faction: Crab, keywords: [Shugenja], force: 1, chi: 3,\n"
    "     honor_requirement: 0, gold_cost: 2, personal_honor: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: t-lord, title: Test Lord, type: personality, faction: Crab,\n"
    "     force: 3, chi: 3, honor_requirement: 20, gold_cost: 2,\n"
    "     personal_honor: 1, printings: [{set: Lotus Edition}]}\n"
    "  - {id: t-hero, title: Test Hero, type: personality, faction: Crab,\n"
    "     unique: true, force: 3, chi: 3, honor_requirement: 0, gold_cost: "
    "2,\n"
    "     personal_honor: 1, printings: [{set: Lotus Edition}]}\n"
    "  - {id: t-courtier, title: Test Courtier, type: personality,\n"
    "     faction: Crane, force: 1, chi: 2, honor_requirement: 0,\n"
    "     gold_cost: 2, personal_honor: 3, printings: [{set: Lotus "
    "Edition}]}\n"
    "  - {id: t-ronin, title: Test Ronin, type: personality, force: 1,\n"
    "     chi: 1, honor_requirement: '-', gold_cost: 0, personal_honor: 0,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: t-scorp, title: Test Scorpion, type: personality,\n"
    "     faction: Scorpion, force: 2, chi: 2, honor_requirement: 0,\n"
    "     gold_cost: 2, personal_honor: 1, printings: [{set: Lotus "
    "Edition}]}\n"
    "  - {id: t-farm, title: Test Farm, type: holding, gold_cost: 1,\n"
    "     gold_production: 2, printings: [{set: Lotus Edition}]}\n"
    "  - {id: t-shrine, title: Test Shrine, type: holding, gold_cost: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - id: t-standing\n"
    "    title: Test Standing Decree\n"
    "    type: event\n"
    "    stays_in_play: true\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: continuous\n"
    "        effects: [{cost_bonus: {amount: 1, for: {type: item}}}]\n"
    "  - {id: t-event, title: Test Festival, type: event,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - id: t-spirit\n"
    "    title: Test Spirit\n"
    "    type: ancestor\n"
    "    gold_cost: 3\n"
    "    honor_requirement: 5\n"
    "    focus: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: limited\n"
    "        cost: [{bow: self}]\n"
    "        effects: [{gain_honor: 1}]\n"
    /* Force "*": equal to the number of Personalities you control. */
    "  - id: t-star\n"
    "    title: Test Counted Ronin\n"
    "    type: personality\n"
    "    force: '*'\n"
    "    chi: 1\n"
    "    honor_requirement: 0\n"
    "    gold_cost: 1\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: continuous\n"
    "        effects: [{force_bonus: {amount: {count: {type: personality,\n"
    "                                                 controller: self}}}}]\n"
    "  - {id: t-spirit-strong, title: Test Strong Spirit, type: ancestor,\n"
    "     force: 2, chi: 1, gold_cost: 1, honor_requirement: 0, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - id: t-spirit-high\n"
    "    title: Test High Spirit\n"
    "    type: ancestor\n"
    "    gold_cost: 3\n"
    "    honor_requirement: 30\n"
    "    focus: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: t-sun\n"
    "    title: Test Sun\n"
    "    type: celestial\n"
    "    gold_cost: 4\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: limited\n"
    "        target: {type: personality, controller: self}\n"
    "        effects: [{chi_bonus: {to: target, amount: 2, until: "
    "end_of_turn}}]\n"
    "  - id: t-omen\n"
    "    title: Test Omen\n"
    "    type: event\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: revealed\n"
    "        target: {type: card, controller: opponent}\n"
    "        effects: [{bow: target}]\n"
    "      - timing: revealed\n"
    "        effects: [{gain_honor: 1}]\n"
    "  - {id: t-ashigaru, title: Test Ashigaru, type: follower, force: 1,\n"
    "     chi: 0, gold_cost: 1, honor_requirement: 0, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: t-elite, title: Test Elite Guard, type: follower, force: 3,\n"
    "     chi: 1, gold_cost: 1, honor_requirement: 20, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: t-sword, title: Test Sword, type: item, keywords: [Weapon],\n"
    "     force: 1, chi: 0, gold_cost: 1, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: t-spear, title: Test Spear, type: item, keywords: [Weapon],\n"
    "     force: 2, chi: 0, gold_cost: 1, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: t-armor, title: Test Armor, type: item, keywords: [Armor],\n"
    "     force: 0, chi: 1, gold_cost: 1, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: t-charm, title: Test Charm, type: item, force: 0, chi: 1,\n"
    "     gold_cost: 1, focus: 1, printings: [{set: Lotus Edition}]}\n"
    "  - {id: t-spell, title: Test Spell, type: spell, gold_cost: 1,\n"
    "     focus: 1, printings: [{set: Lotus Edition}]}\n"
    "  - {id: t-ring, title: Test Ring, type: ring, element: earth, focus: "
    "1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: t-strategy, title: Test Strategy, type: action, focus: 1,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: t-scroll, title: Secret Scroll, type: action, focus: 2,\n"
    "     printings: [{set: Lotus Edition}]}\n";

/* --- helpers ------------------------------------------------------------- */

/* The default board: p1 (Test Castle, honor 6, goes first) has four
   Dynasty cards, all in his provinces, and eight Fate cards, all in hand;
   p2 (Test Keep, honor 4) has four Test Scorpions and six Secret Scrolls. */
#define DYN1 "t-samurai t-shugenja t-farm t-hero"
#define FATE1                                                                  \
    "t-ashigaru t-elite t-sword t-spear t-armor t-charm t-spell t-ring"

static fx *board(const char *dyn1, const char *fate1)
{
    fx *f = new_board(CARDS, "t-castle", dyn1, fate1, "t-keep", "t-scorp*4",
                      "t-scroll*6");
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 8), L5R_OK);
    return f;
}

static void start(fx *f)
{
    START(f, 7);
}

static fx *default_game(void)
{
    fx *f = board(DYN1, FATE1);
    start(f);
    return f;
}

/* The values of the L5R_EV_PHASE events since the last clear. */
static size_t phase_events(const fx *f, int32_t *out, size_t cap)
{
    size_t n = 0;
    for (uint32_t i = 0; i < l5r_game_event_count(f->g); i++) {
        int kind;
        int32_t value;
        assert_int_equal(l5r_game_event(&kind, NULL, NULL, &value, f->g, i),
                         L5R_OK);
        if (kind == L5R_EV_PHASE && n < cap)
            out[n++] = value;
    }
    return n;
}

/* Player p's first province strength, read from the spectator view. */
static int view_province_strength(const fx *f, uint32_t p)
{
    char *json = view(f, L5R_NO_ID);
    int v = atoi(view_province(json, p, 0) + strlen("{\"strength\":"));
    l5r_free(json);
    return v;
}

/* Turn 1 (p1): produce, recruit the given Dynasty cards in the Dynasty
   phase. */
static void turn1_recruit(fx *f, const char *const *ids, size_t n)
{
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, "t-castle"));
    for (size_t i = 0; i < n; i++)
        DO(f, "p1 recruit #%u", card(f, 0, L5R_ZONE_PROVINCE, ids[i]));
}

/* A board for playing Fate cards: in turn 1 p1 recruited the Samurai and
   the Shugenja, in turn 2 p2 recruited a Test Scorpion; now it is turn 3,
   p1's Action phase, with 10 gold produced. */
static fx *play_board(void)
{
    fx *f = default_game();
    static const char *const ids[] = {"t-samurai", "t-shugenja"};
    turn1_recruit(f, ids, 2);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), 1);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p2 produce #%u", card(f, 1, L5R_ZONE_PLAY, "t-keep"));
    DO(f, "p2 recruit #%u", card(f, 1, L5R_ZONE_PROVINCE, "t-scorp"));
    NEXT_TURN(f);
    assert_int_equal(l5r_game_turn(f->g), 3);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, "t-castle"));
    assert_int_equal(l5r_game_player_gold(f->g, 0), 10);
    return f;
}

/* --- setup ------------------------------------------------------------- */

static void test_CORE_39_setup_cards_in_play_provinces_and_hands(void **state)
{
    (void)state;
    fx *f = fx_sample_game(11, 1);
    const char *pre[2][3] = {
        {"the-kaiu-walls", "sensei-of-stone", "wind-of-war"},
        {"kyuden-bayushi", "sensei-of-shadows", "wind-of-justice"}};
    for (uint32_t p = 0; p < 2; p++) {
        for (int k = 0; k < 3; k++) {
            uint32_t c = card(f, p, L5R_ZONE_PLAY, pre[p][k]);
            assert_int_equal(l5r_game_card_owner(f->g, c), p);
            assert_int_equal(l5r_game_card_is_face_down(f->g, c), 0);
            assert_int_equal(l5r_game_card_is_bowed(f->g, c), 0);
        }
        assert_int_equal(fx_count(f, p, L5R_ZONE_PLAY, NULL), 3);
        assert_int_equal(l5r_game_player_province_count(f->g, p), 4);
        assert_int_equal(fx_count(f, p, L5R_ZONE_HAND, NULL), 5);
        assert_int_equal(l5r_game_player_zone_count(f->g, p, L5R_ZONE_HAND), 5);
        assert_int_equal(
            l5r_game_player_zone_count(f->g, p, L5R_ZONE_FATE_DECK), 35);
        /* Every province holds one card; the Dynasty deck gave them. */
        uint32_t in_prov =
            l5r_game_player_zone_count(f->g, p, L5R_ZONE_PROVINCE);
        uint32_t dyn_deck =
            l5r_game_player_zone_count(f->g, p, L5R_ZONE_DYNASTY_DECK);
        uint32_t dyn_disc =
            l5r_game_player_zone_count(f->g, p, L5R_ZONE_DYNASTY_DISCARD);
        uint32_t dyn_play = fx_count(f, p, L5R_ZONE_PLAY, NULL) - 3;
        assert_int_equal(in_prov, 4);
        assert_int_equal(in_prov + dyn_deck + dyn_disc + dyn_play, 40);
        assert_int_equal(l5r_game_player_gold(f->g, p), 0);
    }
    /* The Crab (Family Honor 4) goes first: the Scorpion's provinces (the
       second player's) are still face-down. */
    assert_int_equal(l5r_game_active_player(f->g), 0);
    for (uint32_t n = 0; n < 4; n++) {
        uint32_t c = fx_find_nth(f, 1, L5R_ZONE_PROVINCE, NULL, n);
        assert_int_not_equal(c, L5R_NO_ID);
        assert_int_equal(l5r_game_card_is_face_down(f->g, c), 1);
    }
    /* Decks are face-down. */
    uint32_t top = card(f, 0, L5R_ZONE_DYNASTY_DECK, NULL);
    assert_int_equal(l5r_game_card_is_face_down(f->g, top), 1);
    assert_int_equal(l5r_game_turn(f->g), 1);
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_ACTION);
    assert_int_equal(l5r_game_is_over(f->g), 0);
    assert_int_equal(l5r_game_winner(f->g), L5R_NO_ID);
    assert_int_equal(l5r_game_log_count(f->g), 0);
    fx_free(f);
}

/* Family Honor, Province Strength and Gold Production after the Sensei
   (SEN-02), from the sample decks' comments: Crab 9/5/4, Scorpion 6/6/3. */
static void test_SEN_02_sensei_modifies_stronghold_stats(void **state)
{
    (void)state;
    fx *f = fx_sample_game(3, 1);
    assert_int_equal(l5r_game_player_honor(f->g, 0), 4);
    assert_int_equal(l5r_game_player_honor(f->g, 1), 3);
    assert_int_equal(view_province_strength(f, 0), 9);
    assert_int_equal(view_province_strength(f, 1), 6);
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, "the-kaiu-walls"));
    assert_int_equal(l5r_game_player_gold(f->g, 0), 5);
    DO(f, "p1 pass");
    DO(f, "p2 produce #%u", card(f, 1, L5R_ZONE_PLAY, "kyuden-bayushi"));
    assert_int_equal(l5r_game_player_gold(f->g, 1), 6);
    fx_free(f);
}

/* SEN-02: a Sensei never takes Province Strength or Gold Production below
   0, nor Starting Family Honor below -19. */
static void test_SEN_02_sensei_floors(void **state)
{
    (void)state;
    fx *f = fx_new(CARDS);
    assert_non_null(f);
    assert_int_equal(fx_deck(f, 0, "t-castle", "t-sensei-low", "t-wind",
                             "t-samurai*4", "t-ashigaru*5"),
                     L5R_OK);
    assert_int_equal(
        fx_deck(f, 1, "t-keep", NULL, NULL, "t-scorp*4", "t-scroll*6"), L5R_OK);
    start(f);
    /* Castle 5/10/6 with -20/-20/-40: 0, 0 and -19. */
    assert_int_equal(l5r_game_player_honor(f->g, 0), -19);
    assert_int_equal(view_province_strength(f, 0), 0);
    /* p2 (honor 4) goes first now. */
    assert_int_equal(l5r_game_active_player(f->g), 1);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    /* Gold Production 0: the Castle produces nothing. */
    uint32_t castle = card(f, 0, L5R_ZONE_PLAY, "t-castle");
    ILLEGAL(f, L5R_REASON_MALFORMED, "CORE-15", "p1 produce #%u", castle);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 0);
    /* The Sensei and the Wind are in play. */
    assert_int_not_equal(card(f, 0, L5R_ZONE_PLAY, "t-sensei-low"), L5R_NO_ID);
    assert_int_not_equal(card(f, 0, L5R_ZONE_PLAY, "t-wind"), L5R_NO_ID);
    fx_free(f);

    /* A Sensei that raises the stats: 7/11/9. */
    f = fx_new(CARDS);
    assert_non_null(f);
    assert_int_equal(fx_deck(f, 0, "t-castle", "t-sensei-up", NULL,
                             "t-samurai*4", "t-ashigaru*5"),
                     L5R_OK);
    assert_int_equal(
        fx_deck(f, 1, "t-keep", NULL, NULL, "t-scorp*4", "t-scroll*6"), L5R_OK);
    start(f);
    assert_int_equal(l5r_game_player_honor(f->g, 0), 9);
    assert_int_equal(view_province_strength(f, 0), 7);
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, "t-castle"));
    assert_int_equal(l5r_game_player_gold(f->g, 0), 11);
    fx_free(f);
}

/* SEN-02 and the design's "one function per stat, used everywhere": the
   derived Gold Production and Province Strength of a Stronghold in play
   (l5r_game_card_stat) are the ones the game uses, after the Sensei. */
static void test_SEN_02_stronghold_stat_query_after_sensei(void **state)
{
    (void)state;
    fx *f = fx_new(CARDS);
    assert_non_null(f);
    assert_int_equal(fx_deck(f, 0, "t-castle", "t-sensei-low", NULL,
                             "t-samurai*4", "t-ashigaru*5"),
                     L5R_OK);
    assert_int_equal(
        fx_deck(f, 1, "t-keep", NULL, NULL, "t-scorp*4", "t-scroll*6"), L5R_OK);
    start(f);
    uint32_t castle = card(f, 0, L5R_ZONE_PLAY, "t-castle");
    int32_t v = -1;
    assert_int_equal(
        l5r_game_card_stat(&v, f->g, castle, L5R_STAT_GOLD_PRODUCTION), 1);
    assert_int_equal(v, 0);
    assert_int_equal(
        l5r_game_card_stat(&v, f->g, castle, L5R_STAT_PROVINCE_STRENGTH), 1);
    assert_int_equal(v, 0);
    fx_free(f);
}

/* Same seed, same game; another seed, other shuffles. */
static void test_CORE_39_shuffles_depend_on_the_seed(void **state)
{
    (void)state;
    enum { NSEEDS = 6 };
    uint32_t *defs[NSEEDS];
    uint32_t ncards = 0;
    uint64_t hashes[NSEEDS];
    for (int s = 0; s < NSEEDS; s++) {
        fx *f = fx_sample_game(1000 + s, 1);
        ncards = l5r_game_card_count(f->g);
        defs[s] = calloc(ncards, sizeof *defs[s]);
        assert_non_null(defs[s]);
        for (uint32_t i = 0; i < ncards; i++)
            assert_int_equal(l5r_game_card_def(&defs[s][i], f->g, i), L5R_OK);
        hashes[s] = l5r_game_hash(f->g);
        /* The same seed again: the same game. */
        fx *g = fx_sample_game(1000 + s, 1);
        assert_int_equal(l5r_game_card_count(g->g), ncards);
        for (uint32_t i = 0; i < ncards; i++) {
            uint32_t d;
            assert_int_equal(l5r_game_card_def(&d, g->g, i), L5R_OK);
            assert_int_equal(d, defs[s][i]);
        }
        assert_true(l5r_game_hash(g->g) == hashes[s]);
        fx_free(g);
        fx_free(f);
    }
    for (int a = 0; a < NSEEDS; a++)
        for (int b = a + 1; b < NSEEDS; b++) {
            assert_true(hashes[a] != hashes[b]);
            /* Both decks of both players differ in order. */
            assert_memory_not_equal(defs[a], defs[b], ncards * sizeof *defs[a]);
        }
    for (int s = 0; s < NSEEDS; s++)
        free(defs[s]);
}

/* CORE-38: the highest Family Honor goes first, whatever the seat. */
static void test_CORE_38_highest_honor_goes_first(void **state)
{
    (void)state;
    for (int seat = 0; seat < 2; seat++) {
        fx *f = fx_new(CARDS);
        assert_non_null(f);
        uint32_t castle = seat == 0 ? 0 : 1;
        assert_int_equal(fx_deck(f, castle, "t-castle", NULL, NULL,
                                 "t-samurai*4", "t-ashigaru*5"),
                         L5R_OK);
        assert_int_equal(fx_deck(f, 1 - castle, "t-keep", NULL, NULL,
                                 "t-scorp*4", "t-scroll*5"),
                         L5R_OK);
        for (int64_t seed = 0; seed < 8; seed++) {
            assert_int_equal(fx_start(f, seed), L5R_OK);
            assert_int_equal(l5r_game_active_player(f->g), castle);
            assert_decision(f, castle, L5R_DECIDE_ACTION);
        }
        fx_free(f);
    }
}

/* CORE-38: ties are broken at random, by the seed. */
static void test_CORE_38_ties_at_random(void **state)
{
    (void)state;
    fx *f = fx_new(CARDS);
    assert_non_null(f);
    assert_int_equal(
        fx_deck(f, 0, "t-castle", NULL, NULL, "t-samurai*4", "t-ashigaru*5"),
        L5R_OK);
    assert_int_equal(
        fx_deck(f, 1, "t-castle", NULL, NULL, "t-samurai*4", "t-ashigaru*5"),
        L5R_OK);
    int first[2] = {0, 0};
    for (int64_t seed = 0; seed < 40; seed++) {
        assert_int_equal(fx_start(f, seed), L5R_OK);
        uint32_t a = l5r_game_active_player(f->g);
        assert_true(a < 2);
        first[a]++;
        assert_int_equal(fx_start(f, seed), L5R_OK);
        assert_int_equal(l5r_game_active_player(f->g), a);
    }
    assert_true(first[0] > 0);
    assert_true(first[1] > 0);
    fx_free(f);
}

/* --- the turn sequence ------------------------------------------------- */

static void test_CORE_30_phases_in_order_with_events(void **state)
{
    (void)state;
    fx *f = default_game();
    int32_t ph[32];
    /* Creation ran Straighten and Events and stopped in the Action phase. */
    size_t n = phase_events(f, ph, 32);
    assert_int_equal(n, 3);
    assert_int_equal(ph[0], L5R_PHASE_STRAIGHTEN);
    assert_int_equal(ph[1], L5R_PHASE_EVENTS);
    assert_int_equal(ph[2], L5R_PHASE_ACTION);
    assert_int_equal(fx_event_count(f, L5R_EV_TURN), 1);
    assert_int_equal(l5r_game_turn(f->g), 1);
    assert_decision(f, 0, L5R_DECIDE_ACTION);

    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p1 pass");
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_ACTION);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    assert_int_equal(phase_events(f, ph, 32), 0);
    DO(f, "p2 pass");
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_ATTACK);
    assert_decision(f, 0, L5R_DECIDE_ATTACK);
    assert_int_equal(phase_events(f, ph, 32), 1);
    assert_int_equal(ph[0], L5R_PHASE_ATTACK);
    assert_int_equal(fx_event_count(f, L5R_EV_PASS), 2);

    /* Passing in the Attack phase: the Dynasty phase. */
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p1 pass");
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_DYNASTY);
    assert_decision(f, 0, L5R_DECIDE_DYNASTY);
    assert_int_equal(phase_events(f, ph, 32), 1);
    assert_int_equal(ph[0], L5R_PHASE_DYNASTY);

    /* Passing in the Dynasty phase: End, then p2's turn. */
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p1 pass");
    n = phase_events(f, ph, 32);
    assert_int_equal(n, 4);
    assert_int_equal(ph[0], L5R_PHASE_END);
    assert_int_equal(ph[1], L5R_PHASE_STRAIGHTEN);
    assert_int_equal(ph[2], L5R_PHASE_EVENTS);
    assert_int_equal(ph[3], L5R_PHASE_ACTION);
    assert_int_equal(l5r_game_turn(f->g), 2);
    assert_int_equal(l5r_game_active_player(f->g), 1);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    int kind;
    uint32_t who = 99;
    int found = 0;
    for (uint32_t i = 0; i < l5r_game_event_count(f->g); i++) {
        assert_int_equal(l5r_game_event(&kind, &who, NULL, NULL, f->g, i),
                         L5R_OK);
        if (kind == L5R_EV_TURN) {
            assert_int_equal(who, 1);
            found++;
        }
    }
    assert_int_equal(found, 1);
    /* The log has the four passes, in the canonical notation. */
    assert_int_equal(l5r_game_log_count(f->g), 4);
    assert_string_equal(l5r_game_log(f->g, 0), "p1 pass");
    assert_string_equal(l5r_game_log(f->g, 1), "p2 pass");
    fx_free(f);
}

/* Events phase: the active player's province cards are turned face-up;
   the other player's stay face-down until his own Events phase. */
static void test_CORE_31_events_phase_reveals_active_provinces(void **state)
{
    (void)state;
    fx *f = default_game();
    for (uint32_t n = 0; n < 4; n++) {
        uint32_t mine = fx_find_nth(f, 0, L5R_ZONE_PROVINCE, NULL, n);
        uint32_t his = fx_find_nth(f, 1, L5R_ZONE_PROVINCE, NULL, n);
        assert_int_not_equal(mine, L5R_NO_ID);
        assert_int_not_equal(his, L5R_NO_ID);
        assert_int_equal(l5r_game_card_is_face_down(f->g, mine), 0);
        assert_int_equal(l5r_game_card_is_face_down(f->g, his), 1);
    }
    assert_int_equal(fx_event_count(f, L5R_EV_REVEAL), 4);
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    NEXT_TURN(f);
    assert_int_equal(fx_event_count(f, L5R_EV_REVEAL), 4);
    for (uint32_t n = 0; n < 4; n++) {
        uint32_t his = fx_find_nth(f, 1, L5R_ZONE_PROVINCE, NULL, n);
        assert_int_equal(l5r_game_card_is_face_down(f->g, his), 0);
    }
    fx_free(f);
}

/* CORE-31: a revealed Event is discarded and its province refills
   face-down. */
static void test_CORE_31_revealed_event_is_discarded(void **state)
{
    (void)state;
    fx *f = board("t-event*8", FATE1);
    start(f);
    assert_int_equal(
        l5r_game_player_zone_count(f->g, 0, L5R_ZONE_DYNASTY_DISCARD), 4);
    assert_int_equal(l5r_game_player_zone_count(f->g, 0, L5R_ZONE_PROVINCE), 4);
    assert_int_equal(l5r_game_player_zone_count(f->g, 0, L5R_ZONE_DYNASTY_DECK),
                     0);
    for (uint32_t n = 0; n < 4; n++) {
        uint32_t c = fx_find_nth(f, 0, L5R_ZONE_PROVINCE, NULL, n);
        assert_int_equal(l5r_game_card_is_face_down(f->g, c), 1);
    }
    fx_free(f);
}

/* EVT-01: a revealed Event that stays in play goes to its owner's home
   (not the discard pile), and its continuous ability applies there: four
   of them make p1's Items cost 4 more. */
static void test_EVT_01_event_stays_in_play(void **state)
{
    (void)state;
    fx *f = board("t-standing*8", FATE1);
    start(f);
    assert_int_equal(
        l5r_game_player_zone_count(f->g, 0, L5R_ZONE_DYNASTY_DISCARD), 0);
    assert_int_equal(fx_count(f, 0, L5R_ZONE_PLAY, "t-standing"), 4);
    uint32_t ev = card(f, 0, L5R_ZONE_PLAY, "t-standing");
    assert_int_equal(location(f, ev), 0);
    assert_int_equal(
        card_stat(f, card(f, 0, L5R_ZONE_HAND, "t-sword"), L5R_STAT_GOLD_COST),
        5);
    fx_free(f);
}

/* CORE-31: a revealed Event's abilities act in printed order: the first
   waits for its target, then the second resolves, then the next
   province's Event. */
static void test_CORE_31_revealed_abilities_in_order(void **state)
{
    (void)state;
    fx *f = board("t-omen*8", FATE1);
    start(f);
    uint32_t keep = card(f, 1, L5R_ZONE_PLAY, "t-keep");
    int32_t h = l5r_game_player_honor(f->g, 0);
    for (int n = 0; n < 4; n++) {
        assert_decision(f, 0, L5R_DECIDE_REVEALED);
        /* The second ability has not acted yet. */
        assert_int_equal(l5r_game_player_honor(f->g, 0), h + n);
        uint32_t omen = fx_find_nth(f, 0, L5R_ZONE_PROVINCE, "t-omen", 0);
        for (uint32_t k = 0;
             omen != L5R_NO_ID && l5r_game_card_is_face_down(f->g, omen); k++)
            omen = fx_find_nth(f, 0, L5R_ZONE_PROVINCE, "t-omen", k + 1);
        assert_int_not_equal(omen, L5R_NO_ID);
        DO(f, "p1 use #%u.0 target #%u", omen, keep);
        assert_int_equal(l5r_game_card_is_bowed(f->g, keep), 1);
        assert_int_equal(l5r_game_player_honor(f->g, 0), h + n + 1);
        assert_int_equal(l5r_game_card_zone(f->g, omen),
                         L5R_ZONE_DYNASTY_DISCARD);
    }
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    assert_int_equal(l5r_game_player_honor(f->g, 0), h + 4);
    fx_free(f);
}

static int32_t chi(const fx *f, uint32_t c)
{
    int32_t v = 0;
    assert_int_equal(l5r_game_card_stat(&v, f->g, c, L5R_STAT_CHI), 1);
    return v;
}

/* A Celestial is a Dynasty card recruited for its Gold Cost; in play, its
   Limited ability is used in its controller's Action phase, once a turn
   (CORE-28), and its effect ends with the turn. */
static void test_celestial_recruited_and_used(void **state)
{
    (void)state;
    fx *f = board("t-sun t-samurai t-farm t-hero", FATE1);
    start(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    uint32_t sun = card(f, 0, L5R_ZONE_PROVINCE, "t-sun");
    uint32_t sam = card(f, 0, L5R_ZONE_PROVINCE, "t-samurai");
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, "t-castle"));
    DO(f, "p1 recruit #%u", sam);
    int32_t gold = l5r_game_player_gold(f->g, 0);
    DO(f, "p1 recruit #%u", sun);
    assert_int_equal(l5r_game_card_zone(f->g, sun), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold - 4);
    /* A Limited ability: not in the Dynasty phase. */
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-56", "p1 use #%u.0 target #%u", sun,
            sam);
    NEXT_TURN(f);
    NEXT_TURN(f);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    int32_t c0 = chi(f, sam);
    DO(f, "p1 use #%u.0 target #%u", sun, sam);
    assert_int_equal(chi(f, sam), c0 + 2);
    DO(f, "p2 pass");
    ILLEGAL(f, L5R_REASON_LIMIT, "CORE-28", "p1 use #%u.0 target #%u", sun,
            sam);
    NEXT_TURN(f);
    assert_int_equal(chi(f, sam), c0);
    fx_free(f);
}

/* CORE-63: an Ancestor is played from the hand onto a Personality you
   control, for its Gold Cost and with its Honor Requirement met; in play
   its ability is used like any card's. */
static void test_CORE_63_ancestor_played_on_a_personality(void **state)
{
    (void)state;
    fx *f = board("t-samurai t-shugenja t-farm t-hero",
                  "t-spirit t-spirit-high t-ashigaru t-ring");
    start(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    uint32_t sam = card(f, 0, L5R_ZONE_PROVINCE, "t-samurai");
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, "t-castle"));
    DO(f, "p1 recruit #%u", sam);
    NEXT_TURN(f);
    NEXT_TURN(f);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    uint32_t spirit = card(f, 0, L5R_ZONE_HAND, "t-spirit");
    uint32_t high = card(f, 0, L5R_ZONE_HAND, "t-spirit-high");
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, "t-castle"));
    /* Attached to a Personality, never alone. */
    ILLEGAL(f, L5R_REASON_ATTACHMENT, "CORE-18", "p1 play #%u", spirit);
    /* Family Honor 7 or so is short of 30. */
    ILLEGAL(f, L5R_REASON_HONOR_REQUIREMENT, "CORE-63", "p1 play #%u on #%u",
            high, sam);
    int32_t gold = l5r_game_player_gold(f->g, 0);
    DO(f, "p1 play #%u on #%u", spirit, sam);
    assert_int_equal(l5r_game_card_zone(f->g, spirit), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_player_gold(f->g, 0), gold - 3);
    DO(f, "p2 pass");
    int32_t h = l5r_game_player_honor(f->g, 0);
    DO(f, "p1 use #%u.0", spirit);
    assert_int_equal(l5r_game_player_honor(f->g, 0), h + 1);
    assert_int_equal(l5r_game_card_is_bowed(f->g, spirit), 1);
    fx_free(f);
}

/* AMT-01: a Force printed "*" is 0, and the card's continuous bonus
   with an amount gives it its value: the number of Personalities p1
   controls (1, then 2). */
static void test_AMT_01_star_force_from_its_text(void **state)
{
    (void)state;
    fx *f = board("t-star t-samurai t-farm t-hero", FATE1);
    start(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    uint32_t star = card(f, 0, L5R_ZONE_PROVINCE, "t-star");
    uint32_t sam = card(f, 0, L5R_ZONE_PROVINCE, "t-samurai");
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, "t-castle"));
    DO(f, "p1 recruit #%u", star);
    assert_int_equal(card_stat(f, star, L5R_STAT_FORCE), 1);
    DO(f, "p1 recruit #%u", sam);
    assert_int_equal(card_stat(f, star, L5R_STAT_FORCE), 2);
    fx_free(f);
}

/* ANC-01: an Ancestor that prints Force and Chi adds them to the
   Personality it is attached to, as an Item does. */
static void test_ANC_01_ancestor_force_and_chi(void **state)
{
    (void)state;
    fx *f = board("t-samurai t-shugenja t-farm t-hero",
                  "t-spirit-strong t-spirit-strong t-ashigaru t-ring");
    start(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    uint32_t sam = card(f, 0, L5R_ZONE_PROVINCE, "t-samurai");
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, "t-castle"));
    DO(f, "p1 recruit #%u", sam);
    NEXT_TURN(f);
    NEXT_TURN(f);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    uint32_t spirit = card(f, 0, L5R_ZONE_HAND, "t-spirit-strong");
    assert_int_equal(card_stat(f, sam, L5R_STAT_FORCE), 2);
    assert_int_equal(card_stat(f, sam, L5R_STAT_CHI), 2);
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, "t-castle"));
    DO(f, "p1 play #%u on #%u", spirit, sam);
    assert_int_equal(card_stat(f, sam, L5R_STAT_FORCE), 4);
    assert_int_equal(card_stat(f, sam, L5R_STAT_CHI), 3);
    fx_free(f);
}

/* CORE-30: the Action phase ends when all players pass in succession; an
   action in between starts the count again; producing gold is not an
   action. */
static void
test_CORE_30_action_phase_ends_when_all_pass_in_succession(void **state)
{
    (void)state;
    fx *f = default_game();
    /* p1 acts (plays a Ring), p2 passes: not yet the end. */
    DO(f, "p1 play #%u", card(f, 0, L5R_ZONE_HAND, "t-ring"));
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    DO(f, "p2 pass");
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_ACTION);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    /* p1 passes: both passed in succession. */
    DO(f, "p1 pass");
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_ATTACK);
    NEXT_TURN(f);
    NEXT_TURN(f);
    /* Turn 3: p1 passes, p2 produces (not an action: p2 keeps the
       decision), then passes: the phase ends. */
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    DO(f, "p1 pass");
    DO(f, "p2 produce #%u", card(f, 1, L5R_ZONE_PLAY, "t-keep"));
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_ACTION);
    DO(f, "p2 pass");
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_ATTACK);
    assert_decision(f, 0, L5R_DECIDE_ATTACK);
    fx_free(f);
}

/* The End phase draws L5R_PARAM_END_DRAW cards. */
static void test_end_phase_draws_END_DRAW_cards(void **state)
{
    (void)state;
    /* -1: the default, which is 1. */
    static const int64_t draws[] = {-1, 0, 3};
    for (size_t k = 0; k < sizeof draws / sizeof draws[0]; k++) {
        int64_t draw = draws[k] < 0 ? 1 : draws[k];
        fx *f = board(DYN1, "t-ashigaru*20");
        assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 5), L5R_OK);
        if (draws[k] >= 0)
            assert_int_equal(fx_set(f, L5R_PARAM_END_DRAW, draw), L5R_OK);
        start(f);
        assert_int_equal(l5r_game_player_zone_count(f->g, 0, L5R_ZONE_HAND), 5);
        assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
        NEXT_TURN(f);
        assert_int_equal(l5r_game_player_zone_count(f->g, 0, L5R_ZONE_HAND),
                         5 + draw);
        assert_int_equal(
            l5r_game_player_zone_count(f->g, 0, L5R_ZONE_FATE_DECK), 15 - draw);
        /* p2's hand is untouched in p1's turn. */
        assert_int_equal(l5r_game_player_zone_count(f->g, 1, L5R_ZONE_HAND), 5);
        assert_int_equal(fx_event_count(f, L5R_EV_DRAW), (uint32_t)draw);
        fx_free(f);
    }
}

/* CORE-22: over the maximum hand size at the End phase, the player must
   discard (a DISCARD decision; passing is illegal) down to it. */
static void test_CORE_22_hand_size_forces_discards(void **state)
{
    (void)state;
    fx *f = board(DYN1, "t-ashigaru*10");
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 5), L5R_OK);
    assert_int_equal(fx_set(f, L5R_PARAM_MAX_HAND, 5), L5R_OK);
    assert_int_equal(fx_set(f, L5R_PARAM_END_DRAW, 2), L5R_OK);
    start(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 pass");
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_END);
    assert_int_equal(l5r_game_turn(f->g), 1);
    assert_decision(f, 0, L5R_DECIDE_DISCARD);
    assert_int_equal(l5r_game_player_zone_count(f->g, 0, L5R_ZONE_HAND), 7);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-11", "p1 pass");
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-11", "pass");
    ILLEGAL(f, L5R_REASON_NOT_YOUR_DECISION, "CORE-10", "p2 discard #%u",
            card(f, 1, L5R_ZONE_HAND, NULL));
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "CORE-22", "p1 discard #%u",
            card(f, 0, L5R_ZONE_PLAY, "t-castle"));
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "CORE-22", "p1 discard #%u",
            card(f, 0, L5R_ZONE_PROVINCE, NULL));
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "CORE-22", "p1 discard #%u",
            card(f, 1, L5R_ZONE_HAND, NULL));
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "CORE-22", "p1 discard #%u",
            card(f, 0, L5R_ZONE_FATE_DECK, NULL));
    uint32_t c = card(f, 0, L5R_ZONE_HAND, NULL);
    DO(f, "p1 discard #%u", c);
    assert_int_equal(l5r_game_card_zone(f->g, c), L5R_ZONE_FATE_DISCARD);
    assert_int_equal(l5r_game_player_zone_count(f->g, 0, L5R_ZONE_HAND), 6);
    assert_decision(f, 0, L5R_DECIDE_DISCARD);
    assert_int_equal(l5r_game_turn(f->g), 1);
    DO(f, "p1 discard #%u", card(f, 0, L5R_ZONE_HAND, NULL));
    /* Down to 5: the turn ends. */
    assert_int_equal(l5r_game_player_zone_count(f->g, 0, L5R_ZONE_HAND), 5);
    assert_int_equal(l5r_game_player_zone_count(f->g, 0, L5R_ZONE_FATE_DISCARD),
                     2);
    assert_int_equal(l5r_game_turn(f->g), 2);
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    fx_free(f);
}

/* CORE-14: unspent gold lapses at the end of each phase. */
static void test_CORE_14_gold_lapses_at_end_of_each_phase(void **state)
{
    (void)state;
    fx *f = default_game();
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, "t-castle"));
    assert_int_equal(l5r_game_player_gold(f->g, 0), 10);
    DO(f, "p1 pass");
    DO(f, "p2 produce #%u", card(f, 1, L5R_ZONE_PLAY, "t-keep"));
    assert_int_equal(l5r_game_player_gold(f->g, 1), 10);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 10);
    DO(f, "p2 pass");
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_ATTACK);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 0);
    assert_int_equal(l5r_game_player_gold(f->g, 1), 0);
    /* The Action phase's gold cannot pay in the Dynasty phase. */
    PASS_TO(f, L5R_PHASE_DYNASTY);
    ILLEGAL(f, L5R_REASON_GOLD, "CORE-14", "p1 recruit #%u",
            card(f, 0, L5R_ZONE_PROVINCE, "t-samurai"));
    /* Turn 3: gold produced in the Dynasty phase lapses at its end. */
    NEXT_TURN(f);
    NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, "t-castle"));
    DO(f, "p1 recruit #%u", card(f, 0, L5R_ZONE_PROVINCE, "t-samurai"));
    assert_int_equal(l5r_game_player_gold(f->g, 0), 8);
    DO(f, "p1 pass");
    assert_int_equal(l5r_game_player_gold(f->g, 0), 0);
    assert_int_equal(l5r_game_turn(f->g), 4);
    fx_free(f);
}

/* --- producing gold ------------------------------------------------------ */

static void test_CORE_15_produce_gold(void **state)
{
    (void)state;
    fx *f = default_game();
    uint32_t castle = card(f, 0, L5R_ZONE_PLAY, "t-castle");
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p1 produce #%u", castle);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 10);
    assert_int_equal(l5r_game_card_is_bowed(f->g, castle), 1);
    int kind;
    uint32_t who, c;
    int32_t value;
    int gold_events = 0;
    for (uint32_t i = 0; i < l5r_game_event_count(f->g); i++) {
        l5r_game_event(&kind, &who, &c, &value, f->g, i);
        if (kind == L5R_EV_GOLD) {
            assert_int_equal(who, 0);
            assert_int_equal(c, castle);
            assert_int_equal(value, 10);
            gold_events++;
        }
    }
    assert_int_equal(gold_events, 1);
    /* Producing is not an action: p1 still decides. */
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    /* Not a card p1 controls in play. */
    ILLEGAL(f, L5R_REASON_NOT_CONTROLLED, "CORE-15", "p1 produce #%u",
            card(f, 1, L5R_ZONE_PLAY, "t-keep"));
    ILLEGAL(f, L5R_REASON_NOT_CONTROLLED, "CORE-15", "p1 produce #%u",
            card(f, 0, L5R_ZONE_PROVINCE, "t-farm"));
    ILLEGAL(f, L5R_REASON_NOT_CONTROLLED, "CORE-15", "p1 produce #%u",
            card(f, 0, L5R_ZONE_HAND, NULL));
    /* A Holding produces its Gold Production; a Personality none. */
    PASS_TO(f, L5R_PHASE_DYNASTY);
    ILLEGAL(f, L5R_REASON_GOLD, "CORE-14", "p1 recruit #%u",
            card(f, 0, L5R_ZONE_PROVINCE, "t-farm"));
    NEXT_TURN(f);
    NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 produce #%u", castle);
    DO(f, "p1 recruit #%u", card(f, 0, L5R_ZONE_PROVINCE, "t-farm"));
    DO(f, "p1 recruit #%u", card(f, 0, L5R_ZONE_PROVINCE, "t-samurai"));
    ILLEGAL(f, L5R_REASON_MALFORMED, "CORE-15", "p1 produce #%u",
            card(f, 0, L5R_ZONE_PLAY, "t-samurai"));
    NEXT_TURN(f);
    NEXT_TURN(f);
    uint32_t farm = card(f, 0, L5R_ZONE_PLAY, "t-farm");
    assert_int_equal(l5r_game_card_is_bowed(f->g, farm), 0);
    DO(f, "p1 produce #%u", farm);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 2);
    DO(f, "p1 produce #%u", castle);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 12);
    fx_free(f);
}

/* A Holding that produces no gold. */
static void test_CORE_15_holding_without_gold_production(void **state)
{
    (void)state;
    fx *f = board("t-shrine t-samurai*3", FATE1);
    start(f);
    static const char *const ids[] = {"t-shrine"};
    turn1_recruit(f, ids, 1);
    NEXT_TURN(f);
    NEXT_TURN(f);
    uint32_t shrine = card(f, 0, L5R_ZONE_PLAY, "t-shrine");
    assert_int_equal(l5r_game_card_is_bowed(f->g, shrine), 0);
    ILLEGAL(f, L5R_REASON_MALFORMED, "CORE-15", "p1 produce #%u", shrine);
    fx_free(f);
}

/* CORE-24: a bowed card cannot produce gold. */
static void test_CORE_24_bowed_card_cannot_produce(void **state)
{
    (void)state;
    fx *f = default_game();
    uint32_t castle = card(f, 0, L5R_ZONE_PLAY, "t-castle");
    DO(f, "p1 produce #%u", castle);
    ILLEGAL(f, L5R_REASON_BOWED, "CORE-24", "p1 produce #%u", castle);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 10);
    /* Still bowed in the Dynasty phase (Straighten is at the turn's start);
       a Holding just recruited is bowed too. */
    PASS_TO(f, L5R_PHASE_DYNASTY);
    ILLEGAL(f, L5R_REASON_BOWED, "CORE-24", "p1 produce #%u", castle);
    NEXT_TURN(f);
    NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 produce #%u", castle);
    uint32_t farm = card(f, 0, L5R_ZONE_PROVINCE, "t-farm");
    DO(f, "p1 recruit #%u", farm);
    ILLEGAL(f, L5R_REASON_BOWED, "CORE-24", "p1 produce #%u", farm);
    fx_free(f);
}

/* --- recruiting ----------------------------------------------------------- */

/* A face-up card in player p's provinces that p can recruit (not the
   Lord). */
static uint32_t face_up_in_province(const fx *f, uint32_t p)
{
    uint32_t lord = fx_def(f, "t-lord");
    for (uint32_t n = 0;; n++) {
        uint32_t c = fx_find_nth(f, p, L5R_ZONE_PROVINCE, NULL, n);
        if (c == L5R_NO_ID)
            break;
        uint32_t def;
        assert_int_equal(l5r_game_card_def(&def, f->g, c), L5R_OK);
        if (!l5r_game_card_is_face_down(f->g, c) && def != lord)
            return c;
    }
    fail_msg("no face-up card to recruit in p%u's provinces", p + 1);
    return L5R_NO_ID;
}

/* CORE-13: face-up, from your own provinces, Personalities and Holdings. */
static void test_CORE_13_recruit_from_own_face_up_province(void **state)
{
    (void)state;
    fx *f = board(DYN1 " t-lord", FATE1); /* one card left in the deck */
    start(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    uint32_t castle = card(f, 0, L5R_ZONE_PLAY, "t-castle");
    DO(f, "p1 produce #%u", castle);
    /* A hand card, a card in play, a card in the deck, the opponent's
       (face-down) province card. */
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "CORE-13", "p1 recruit #%u",
            card(f, 0, L5R_ZONE_HAND, NULL));
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "CORE-13", "p1 recruit #%u", castle);
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "CORE-13", "p1 recruit #%u",
            card(f, 0, L5R_ZONE_DYNASTY_DECK, NULL));
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "CORE-13", "p1 recruit #%u",
            card(f, 1, L5R_ZONE_PROVINCE, NULL));
    /* Recruit from a province: it refills face-down from the deck. (The
       Lord, Honor Requirement 20, is the one card p1 cannot recruit.) */
    uint32_t prov_card = face_up_in_province(f, 0);
    uint32_t deck_card = card(f, 0, L5R_ZONE_DYNASTY_DECK, NULL);
    DO(f, "p1 recruit #%u", prov_card);
    assert_int_equal(l5r_game_card_zone(f->g, prov_card), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_controller(f->g, prov_card), 0);
    assert_int_equal(l5r_game_card_is_bowed(f->g, prov_card), 0);
    assert_int_equal(l5r_game_card_is_face_down(f->g, prov_card), 0);
    assert_int_equal(l5r_game_card_zone(f->g, deck_card), L5R_ZONE_PROVINCE);
    assert_int_equal(l5r_game_card_is_face_down(f->g, deck_card), 1);
    assert_int_equal(l5r_game_player_zone_count(f->g, 0, L5R_ZONE_PROVINCE), 4);
    assert_int_equal(l5r_game_player_zone_count(f->g, 0, L5R_ZONE_DYNASTY_DECK),
                     0);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 8);
    /* The refilled card is face-down: it cannot be recruited yet. */
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "CORE-13", "p1 recruit #%u", deck_card);
    /* The Dynasty decision goes on until p1 passes. */
    assert_decision(f, 0, L5R_DECIDE_DYNASTY);
    /* With the deck empty, a province that empties stays empty. */
    DO(f, "p1 recruit #%u", face_up_in_province(f, 0));
    assert_int_equal(l5r_game_player_zone_count(f->g, 0, L5R_ZONE_PROVINCE), 3);
    /* In turn 3 p2's province cards are face-up, and still not p1's. */
    NEXT_TURN(f);
    NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 produce #%u", castle);
    uint32_t his = card(f, 1, L5R_ZONE_PROVINCE, "t-scorp");
    assert_int_equal(l5r_game_card_is_face_down(f->g, his), 0);
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "CORE-13", "p1 recruit #%u", his);
    fx_free(f);
}

/* CORE-12: Family Honor must meet the Honor Requirement; "-" is none. */
static void test_CORE_12_honor_requirement_to_recruit(void **state)
{
    (void)state;
    fx *f = board("t-lord t-samurai t-farm t-hero", FATE1);
    start(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, "t-castle"));
    /* Honor 6, the Lord needs 20. */
    ILLEGAL(f, L5R_REASON_HONOR_REQUIREMENT, "CORE-12", "p1 recruit #%u",
            card(f, 0, L5R_ZONE_PROVINCE, "t-lord"));
    DO(f, "p1 recruit #%u", card(f, 0, L5R_ZONE_PROVINCE, "t-samurai"));
    fx_free(f);

    /* Family Honor -19: an Honor Requirement of 0 is not met, "-" is. */
    f = fx_new(CARDS);
    assert_non_null(f);
    assert_int_equal(fx_deck(f, 0, "t-castle", "t-sensei-low", NULL,
                             "t-ronin t-samurai t-ronin t-samurai",
                             "t-ashigaru*5"),
                     L5R_OK);
    assert_int_equal(
        fx_deck(f, 1, "t-keep", NULL, NULL, "t-scorp*4", "t-scroll*6"), L5R_OK);
    start(f);
    NEXT_TURN(f); /* p2 goes first (honor 4 > -19) */
    PASS_TO(f, L5R_PHASE_DYNASTY);
    ILLEGAL(f, L5R_REASON_HONOR_REQUIREMENT, "CORE-12", "p1 recruit #%u",
            card(f, 0, L5R_ZONE_PROVINCE, "t-samurai"));
    uint32_t ronin = card(f, 0, L5R_ZONE_PROVINCE, "t-ronin");
    DO(f, "p1 recruit #%u", ronin);
    assert_int_equal(l5r_game_card_zone(f->g, ronin), L5R_ZONE_PLAY);
    fx_free(f);
}

/* CORE-14: the Gold Cost must be paid from gold produced. */
static void test_CORE_14_not_enough_gold_to_recruit(void **state)
{
    (void)state;
    fx *f = default_game();
    PASS_TO(f, L5R_PHASE_DYNASTY);
    uint32_t samurai = card(f, 0, L5R_ZONE_PROVINCE, "t-samurai");
    ILLEGAL(f, L5R_REASON_GOLD, "CORE-14", "p1 recruit #%u", samurai);
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, "t-castle"));
    DO(f, "p1 recruit #%u", samurai);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 8);
    /* Spend down to 0: 8 = 2 + 2 + 1 + 3 left over; the rest is short. */
    DO(f, "p1 recruit #%u", card(f, 0, L5R_ZONE_PROVINCE, "t-shugenja"));
    DO(f, "p1 recruit #%u", card(f, 0, L5R_ZONE_PROVINCE, "t-hero"));
    DO(f, "p1 recruit #%u", card(f, 0, L5R_ZONE_PROVINCE, "t-farm"));
    assert_int_equal(l5r_game_player_gold(f->g, 0), 3);
    fx_free(f);

    f = board("t-samurai*4", FATE1);
    assert_int_equal(fx_set(f, L5R_PARAM_SEED, 1), L5R_OK);
    start(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, "t-castle"));
    for (int i = 0; i < 4; i++)
        DO(f, "p1 recruit #%u", card(f, 0, L5R_ZONE_PROVINCE, "t-samurai"));
    assert_int_equal(l5r_game_player_gold(f->g, 0), 2);
    fx_free(f);
}

/* CORE-14 with 1 gold short: a Holding's gold pays a Gold Cost of 1, and
   what is left (1) does not pay a Gold Cost of 2. */
static void test_CORE_14_one_gold_short(void **state)
{
    (void)state;
    fx *f;
    f = board("t-farm t-samurai t-shrine t-shrine", FATE1);
    start(f);
    static const char *const ids[] = {"t-farm"};
    turn1_recruit(f, ids, 1);
    NEXT_TURN(f);
    NEXT_TURN(f);
    /* Turn 3: the Castle is straightened but p1 produces with the Farm
       only: 2 gold. */
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, "t-farm"));
    assert_int_equal(l5r_game_player_gold(f->g, 0), 2);
    DO(f, "p1 recruit #%u", card(f, 0, L5R_ZONE_PROVINCE, "t-shrine"));
    assert_int_equal(l5r_game_player_gold(f->g, 0), 1);
    ILLEGAL(f, L5R_REASON_GOLD, "CORE-14", "p1 recruit #%u",
            card(f, 0, L5R_ZONE_PROVINCE, "t-samurai"));
    fx_free(f);
}

/* CORE-17: a Unique card cannot enter play while a card of its title is
   in play, whoever controls it. */
static void test_CORE_17_unique_cannot_enter_play_twice(void **state)
{
    (void)state;
    fx *f = fx_new(CARDS);
    assert_non_null(f);
    assert_int_equal(fx_deck(f, 0, "t-castle", NULL, NULL,
                             "t-hero t-hero t-samurai t-samurai",
                             "t-ashigaru*5"),
                     L5R_OK);
    assert_int_equal(fx_deck(f, 1, "t-keep", NULL, NULL,
                             "t-hero t-scorp t-scorp t-scorp", "t-scroll*6"),
                     L5R_OK);
    start(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, "t-castle"));
    DO(f, "p1 recruit #%u", fx_find_nth(f, 0, L5R_ZONE_PROVINCE, "t-hero", 0));
    ILLEGAL(f, L5R_REASON_UNIQUE, "CORE-17", "p1 recruit #%u",
            card(f, 0, L5R_ZONE_PROVINCE, "t-hero"));
    NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p2 produce #%u", card(f, 1, L5R_ZONE_PLAY, "t-keep"));
    ILLEGAL(f, L5R_REASON_UNIQUE, "CORE-17", "p2 recruit #%u",
            card(f, 1, L5R_ZONE_PROVINCE, "t-hero"));
    DO(f, "p2 recruit #%u", card(f, 1, L5R_ZONE_PROVINCE, "t-scorp"));
    fx_free(f);
}

/* CORE-16: Holdings enter play bowed; Personalities unbowed. */
static void test_CORE_16_holdings_enter_play_bowed(void **state)
{
    (void)state;
    fx *f = default_game();
    static const char *const ids[] = {"t-farm", "t-samurai"};
    turn1_recruit(f, ids, 2);
    uint32_t farm = card(f, 0, L5R_ZONE_PLAY, "t-farm");
    uint32_t samurai = card(f, 0, L5R_ZONE_PLAY, "t-samurai");
    assert_int_equal(l5r_game_card_is_bowed(f->g, farm), 1);
    assert_int_equal(l5r_game_card_is_bowed(f->g, samurai), 0);
    /* Straightened in p1's next Straighten phase, not in p2's. */
    NEXT_TURN(f);
    assert_int_equal(l5r_game_card_is_bowed(f->g, farm), 1);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_card_is_bowed(f->g, farm), 0);
    fx_free(f);
}

/* CORE-36: recruiting a Personality of your own faction gains his
   Personal Honor; another faction's, or none, gains nothing. */
static void test_CORE_36_personal_honor_for_own_faction_only(void **state)
{
    (void)state;
    fx *f = board("t-samurai t-courtier t-ronin t-shugenja", FATE1);
    start(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, "t-castle"));
    assert_int_equal(l5r_game_player_honor(f->g, 0), 6);
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p1 recruit #%u", card(f, 0, L5R_ZONE_PROVINCE, "t-samurai"));
    assert_int_equal(l5r_game_player_honor(f->g, 0), 8);
    assert_int_equal(fx_event_count(f, L5R_EV_HONOR), 1);
    DO(f, "p1 recruit #%u", card(f, 0, L5R_ZONE_PROVINCE, "t-courtier"));
    assert_int_equal(l5r_game_player_honor(f->g, 0), 8);
    DO(f, "p1 recruit #%u", card(f, 0, L5R_ZONE_PROVINCE, "t-ronin"));
    assert_int_equal(l5r_game_player_honor(f->g, 0), 8);
    DO(f, "p1 recruit #%u", card(f, 0, L5R_ZONE_PROVINCE, "t-shugenja"));
    assert_int_equal(l5r_game_player_honor(f->g, 0), 9);
    assert_int_equal(fx_event_count(f, L5R_EV_HONOR), 2);
    assert_int_equal(l5r_game_player_honor(f->g, 1), 4);
    fx_free(f);

    /* The parameter off: no gain. */
    f = board("t-samurai t-courtier t-ronin t-shugenja", FATE1);
    assert_int_equal(fx_set(f, L5R_PARAM_RECRUIT_HONOR, 0), L5R_OK);
    start(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 produce #%u", card(f, 0, L5R_ZONE_PLAY, "t-castle"));
    DO(f, "p1 recruit #%u", card(f, 0, L5R_ZONE_PROVINCE, "t-samurai"));
    assert_int_equal(l5r_game_player_honor(f->g, 0), 6);
    fx_free(f);
}

/* --- discarding from provinces ---------------------------------------------
 */

static void test_CORE_23_discard_from_province(void **state)
{
    (void)state;
    fx *f = board(DYN1 " t-lord", FATE1);
    start(f);
    /* Not in the Action phase. */
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-11", "p1 discard #%u",
            card(f, 0, L5R_ZONE_PROVINCE, NULL));
    PASS_TO(f, L5R_PHASE_DYNASTY);
    uint32_t c = card(f, 0, L5R_ZONE_PROVINCE, NULL);
    uint32_t next = card(f, 0, L5R_ZONE_DYNASTY_DECK, NULL);
    DO(f, "p1 discard #%u", c);
    assert_int_equal(l5r_game_card_zone(f->g, c), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, next), L5R_ZONE_PROVINCE);
    assert_int_equal(l5r_game_card_is_face_down(f->g, next), 1);
    assert_int_equal(l5r_game_player_zone_count(f->g, 0, L5R_ZONE_PROVINCE), 4);
    assert_decision(f, 0, L5R_DECIDE_DYNASTY);
    /* Face-down, the opponent's, a hand card, a card in play. */
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "CORE-23", "p1 discard #%u", next);
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "CORE-23", "p1 discard #%u",
            card(f, 1, L5R_ZONE_PROVINCE, NULL));
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "CORE-23", "p1 discard #%u",
            card(f, 0, L5R_ZONE_HAND, NULL));
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "CORE-23", "p1 discard #%u",
            card(f, 0, L5R_ZONE_PLAY, "t-castle"));
    /* The discard pile's card cannot be discarded again. */
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "CORE-23", "p1 discard #%u", c);
    fx_free(f);
}

/* --- playing Fate cards ------------------------------------------------------
 */

/* CORE-18: a Follower or Item is attached to a Personality you control in
   play, paying its Gold Cost; Items add their Force and Chi. */
static void test_CORE_18_play_attachment_on_own_personality(void **state)
{
    (void)state;
    fx *f = play_board();
    uint32_t samurai = card(f, 0, L5R_ZONE_PLAY, "t-samurai");
    uint32_t ashigaru = card(f, 0, L5R_ZONE_HAND, "t-ashigaru");
    uint32_t sword = card(f, 0, L5R_ZONE_HAND, "t-sword");
    int32_t force = 0;
    assert_int_equal(l5r_game_card_stat(&force, f->g, samurai, L5R_STAT_FORCE),
                     1);
    assert_int_equal(force, 2);
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "p1 play #%u on #%u", ashigaru, samurai);
    assert_int_equal(l5r_game_card_zone(f->g, ashigaru), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_attached_to(f->g, ashigaru), samurai);
    assert_int_equal(l5r_game_card_controller(f->g, ashigaru), 0);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 9);
    assert_int_equal(fx_event_count(f, L5R_EV_ATTACH), 1);
    /* Playing is an action: priority passes to p2. */
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    DO(f, "p2 pass");
    DO(f, "p1 play #%u on #%u", sword, samurai);
    assert_int_equal(l5r_game_card_attached_to(f->g, sword), samurai);
    assert_int_equal(l5r_game_card_stat(&force, f->g, samurai, L5R_STAT_FORCE),
                     1);
    assert_int_equal(force, 3);
    assert_int_equal(l5r_game_player_gold(f->g, 0), 8);
    fx_free(f);
}

static void test_CORE_18_play_attachment_errors(void **state)
{
    (void)state;
    fx *f = play_board();
    uint32_t samurai = card(f, 0, L5R_ZONE_PLAY, "t-samurai");
    uint32_t ashigaru = card(f, 0, L5R_ZONE_HAND, "t-ashigaru");
    uint32_t castle = card(f, 0, L5R_ZONE_PLAY, "t-castle");
    uint32_t scorp = card(f, 1, L5R_ZONE_PLAY, "t-scorp");
    /* Not attached to anything, to a Stronghold, to the opponent's
       Personality, to a Personality still in a province. */
    ILLEGAL(f, L5R_REASON_ATTACHMENT, "CORE-18", "p1 play #%u", ashigaru);
    ILLEGAL(f, L5R_REASON_ATTACHMENT, "CORE-18", "p1 play #%u on #%u", ashigaru,
            castle);
    ILLEGAL(f, L5R_REASON_ATTACHMENT, "CORE-18", "p1 play #%u on #%u", ashigaru,
            scorp);
    ILLEGAL(f, L5R_REASON_ATTACHMENT, "CORE-18", "p1 play #%u on #%u", ashigaru,
            card(f, 0, L5R_ZONE_PROVINCE, NULL) != L5R_NO_ID
                ? card(f, 0, L5R_ZONE_PROVINCE, NULL)
                : castle);
    ILLEGAL(f, L5R_REASON_ATTACHMENT, "CORE-18", "p1 play #%u on #%u", ashigaru,
            card(f, 0, L5R_ZONE_HAND, "t-sword"));
    /* Not in p1's hand. */
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "CORE-18", "p1 play #%u on #%u", castle,
            samurai);
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "CORE-18", "p1 play #%u on #%u",
            card(f, 1, L5R_ZONE_HAND, NULL), samurai);
    /* No such Personality. */
    ILLEGAL(f, L5R_REASON_NO_SUCH_CARD, "CORE-29", "p1 play #%u on #%u",
            ashigaru, 999999u);
    DO(f, "p1 play #%u on #%u", ashigaru, samurai);
    /* Now in play: not in hand any more. */
    DO(f, "p2 pass");
    ILLEGAL(f, L5R_REASON_WRONG_ZONE, "CORE-18", "p1 play #%u on #%u", ashigaru,
            samurai);
    /* A Follower is not a Personality to attach to. */
    ILLEGAL(f, L5R_REASON_ATTACHMENT, "CORE-18", "p1 play #%u on #%u",
            card(f, 0, L5R_ZONE_HAND, "t-sword"), ashigaru);
    fx_free(f);
}

/* CORE-42: Action cards are not played with "play"; CORE-14 applies to
   Fate cards as to Dynasty cards. */
static void test_CORE_42_action_cards_are_not_played(void **state)
{
    (void)state;
    fx *f = board(DYN1, "t-strategy t-sword t-spear t-armor t-ashigaru");
    assert_int_equal(fx_set(f, L5R_PARAM_STARTING_HAND, 5), L5R_OK);
    start(f);
    static const char *const ids[] = {"t-samurai"};
    turn1_recruit(f, ids, 1);
    NEXT_TURN(f);
    NEXT_TURN(f);
    uint32_t samurai = card(f, 0, L5R_ZONE_PLAY, "t-samurai");
    ILLEGAL(f, L5R_REASON_MALFORMED, "CORE-42", "p1 play #%u on #%u",
            card(f, 0, L5R_ZONE_HAND, "t-strategy"), samurai);
    ILLEGAL(f, L5R_REASON_MALFORMED, "CORE-42", "p1 play #%u",
            card(f, 0, L5R_ZONE_HAND, "t-strategy"));
    /* No gold produced: the Sword costs 1. */
    ILLEGAL(f, L5R_REASON_GOLD, "CORE-14", "p1 play #%u on #%u",
            card(f, 0, L5R_ZONE_HAND, "t-sword"), samurai);
    fx_free(f);
}

/* CORE-19: Spells attach only to Shugenja. */
static void test_CORE_19_spells_only_on_shugenja(void **state)
{
    (void)state;
    fx *f = play_board();
    uint32_t spell = card(f, 0, L5R_ZONE_HAND, "t-spell");
    ILLEGAL(f, L5R_REASON_ATTACHMENT, "CORE-19", "p1 play #%u on #%u", spell,
            card(f, 0, L5R_ZONE_PLAY, "t-samurai"));
    uint32_t shugenja = card(f, 0, L5R_ZONE_PLAY, "t-shugenja");
    DO(f, "p1 play #%u on #%u", spell, shugenja);
    assert_int_equal(l5r_game_card_attached_to(f->g, spell), shugenja);
    fx_free(f);
}

/* CORE-20: one Weapon and one Armor per unit. */
static void test_CORE_20_one_weapon_and_one_armor(void **state)
{
    (void)state;
    fx *f = play_board();
    uint32_t samurai = card(f, 0, L5R_ZONE_PLAY, "t-samurai");
    uint32_t shugenja = card(f, 0, L5R_ZONE_PLAY, "t-shugenja");
    uint32_t sword = card(f, 0, L5R_ZONE_HAND, "t-sword");
    uint32_t spear = card(f, 0, L5R_ZONE_HAND, "t-spear");
    uint32_t armor = card(f, 0, L5R_ZONE_HAND, "t-armor");
    uint32_t charm = card(f, 0, L5R_ZONE_HAND, "t-charm");
    DO(f, "p1 play #%u on #%u", sword, samurai);
    DO(f, "p2 pass");
    ILLEGAL(f, L5R_REASON_ATTACHMENT, "CORE-20", "p1 play #%u on #%u", spear,
            samurai);
    DO(f, "p1 play #%u on #%u", armor, samurai);
    DO(f, "p2 pass");
    DO(f, "p1 play #%u on #%u", charm, samurai);
    DO(f, "p2 pass");
    /* Another unit may carry the second Weapon. */
    DO(f, "p1 play #%u on #%u", spear, shugenja);
    int32_t v;
    assert_int_equal(l5r_game_card_stat(&v, f->g, samurai, L5R_STAT_FORCE), 1);
    assert_int_equal(v, 3);
    assert_int_equal(l5r_game_card_stat(&v, f->g, samurai, L5R_STAT_CHI), 1);
    assert_int_equal(v, 4);
    assert_int_equal(l5r_game_card_stat(&v, f->g, shugenja, L5R_STAT_FORCE), 1);
    assert_int_equal(v, 3);
    fx_free(f);
}

/* CORE-21: a Follower's Honor Requirement must be met (Lotus). */
static void test_CORE_21_follower_honor_requirement(void **state)
{
    (void)state;
    fx *f = play_board();
    uint32_t samurai = card(f, 0, L5R_ZONE_PLAY, "t-samurai");
    ILLEGAL(f, L5R_REASON_HONOR_REQUIREMENT, "CORE-21", "p1 play #%u on #%u",
            card(f, 0, L5R_ZONE_HAND, "t-elite"), samurai);
    DO(f, "p1 play #%u on #%u", card(f, 0, L5R_ZONE_HAND, "t-ashigaru"),
       samurai);
    fx_free(f);
}

/* CORE-27: Limited actions only in your own Action phase. */
static void test_CORE_27_play_only_in_own_action_phase(void **state)
{
    (void)state;
    fx *f = play_board();
    DO(f, "p1 pass");
    assert_decision(f, 1, L5R_DECIDE_ACTION);
    uint32_t scorp = card(f, 1, L5R_ZONE_PLAY, "t-scorp");
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-27", "p2 play #%u on #%u",
            card(f, 1, L5R_ZONE_HAND, NULL), scorp);
    DO(f, "p2 pass");
    /* In p2's turn, p1 may not play either. */
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), 1);
    DO(f, "p2 pass");
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-27", "p1 play #%u on #%u",
            card(f, 0, L5R_ZONE_HAND, "t-ashigaru"),
            card(f, 0, L5R_ZONE_PLAY, "t-samurai"));
    /* Nor in his own Dynasty phase (not a move of that decision). */
    DO(f, "p1 pass");
    NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-11", "p1 play #%u on #%u",
            card(f, 0, L5R_ZONE_HAND, "t-ashigaru"),
            card(f, 0, L5R_ZONE_PLAY, "t-samurai"));
    fx_free(f);
}

/* --- checks every move goes through ----------------------------------------
 */

/* CORE-10: only the player whose decision is pending may move. */
static void test_CORE_10_wrong_player(void **state)
{
    (void)state;
    fx *f = default_game();
    ILLEGAL(f, L5R_REASON_NOT_YOUR_DECISION, "CORE-10", "p2 pass");
    ILLEGAL(f, L5R_REASON_NOT_YOUR_DECISION, "CORE-10", "p2 produce #%u",
            card(f, 1, L5R_ZONE_PLAY, "t-keep"));
    ILLEGAL(f, L5R_REASON_MALFORMED, "CORE-10", "p3 pass");
    DO(f, "p1 pass");
    ILLEGAL(f, L5R_REASON_NOT_YOUR_DECISION, "CORE-10", "p1 pass");
    /* Without a player prefix the move is made by whoever must act. */
    DO(f, "pass");
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_ATTACK);
    assert_string_equal(l5r_game_log(f->g, 1), "p2 pass");
    fx_free(f);
}

/* CORE-11: a move must answer the pending decision. */
static void test_CORE_11_move_for_another_decision(void **state)
{
    (void)state;
    fx *f = default_game();
    uint32_t prov = card(f, 0, L5R_ZONE_PROVINCE, "t-samurai");
    /* Action phase: no recruiting, discarding, attacking or assigning. */
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-11", "p1 recruit #%u", prov);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-11", "p1 discard #%u", prov);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-11", "p1 attack p2");
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-11", "p1 assign #%u to 1", prov);
    /* Attack phase: only attack or pass. */
    PASS_TO(f, L5R_PHASE_ATTACK);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-11", "p1 recruit #%u", prov);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-11", "p1 produce #%u",
            card(f, 0, L5R_ZONE_PLAY, "t-castle"));
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-11", "p1 play #%u",
            card(f, 0, L5R_ZONE_HAND, "t-ring"));
    /* Dynasty phase: no playing Fate cards. */
    PASS_TO(f, L5R_PHASE_DYNASTY);
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-11", "p1 play #%u",
            card(f, 0, L5R_ZONE_HAND, "t-ring"));
    ILLEGAL(f, L5R_REASON_WRONG_TIME, "CORE-11", "p1 attack p2");
    fx_free(f);
}

/* CORE-29: a move must name cards that exist. */
static void test_CORE_29_card_that_does_not_exist(void **state)
{
    (void)state;
    fx *f = default_game();
    uint32_t n = l5r_game_card_count(f->g);
    ILLEGAL(f, L5R_REASON_NO_SUCH_CARD, "CORE-29", "p1 produce #%u", n);
    ILLEGAL(f, L5R_REASON_NO_SUCH_CARD, "CORE-29", "p1 produce #%u",
            4294967294u);
    ILLEGAL(f, L5R_REASON_NO_SUCH_CARD, "CORE-29", "p1 play #%u", n + 1);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    ILLEGAL(f, L5R_REASON_NO_SUCH_CARD, "CORE-29", "p1 recruit #%u", n);
    ILLEGAL(f, L5R_REASON_NO_SUCH_CARD, "CORE-29", "p1 discard #%u", n);
    fx_free(f);
}

/* --- the end of the game
 * ------------------------------------------------------ */

/* CORE-32: a player who begins his turn at the Honor Victory threshold
   wins, at the start of his turn, not before. */
static void test_CORE_32_honor_victory_at_start_of_turn(void **state)
{
    (void)state;
    fx *f = board(DYN1, FATE1);
    assert_int_equal(fx_set(f, L5R_PARAM_HONOR_VICTORY, 8), L5R_OK);
    start(f);
    static const char *const ids[] = {"t-samurai"};
    turn1_recruit(f, ids, 1);
    assert_int_equal(l5r_game_player_honor(f->g, 0), 8);
    assert_int_equal(l5r_game_is_over(f->g), 0);
    /* p2's turn: p1 has 8 but it is not his turn's start. */
    NEXT_TURN(f);
    assert_int_equal(l5r_game_is_over(f->g), 0);
    assert_int_equal(l5r_game_active_player(f->g), 1);
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p2 pass");
    assert_int_equal(l5r_game_is_over(f->g), 1);
    assert_int_equal(l5r_game_phase(f->g), L5R_PHASE_GAME_OVER);
    assert_int_equal(l5r_game_winner(f->g), 0);
    assert_int_equal(l5r_game_victory(f->g), L5R_VICTORY_HONOR);
    assert_int_equal(l5r_game_turn(f->g), 3);
    assert_int_equal(fx_event_count(f, L5R_EV_GAME_OVER), 1);
    assert_decision(f, L5R_NO_ID, L5R_DECIDE_NONE);
    fx_free(f);

    /* At the threshold when the game starts: the first player wins at the
       start of turn 1; the second player's honor is not checked then. */
    f = board(DYN1, FATE1);
    assert_int_equal(fx_set(f, L5R_PARAM_HONOR_VICTORY, 6), L5R_OK);
    start(f);
    assert_int_equal(l5r_game_is_over(f->g), 1);
    assert_int_equal(l5r_game_winner(f->g), 0);
    assert_int_equal(l5r_game_victory(f->g), L5R_VICTORY_HONOR);
    fx_free(f);
    f = board(DYN1, FATE1);
    assert_int_equal(fx_set(f, L5R_PARAM_HONOR_VICTORY, 7), L5R_OK);
    start(f);
    assert_int_equal(l5r_game_is_over(f->g), 0);
    fx_free(f);
}

/* CORE-35: at or below the dishonor threshold at the end of one's own
   turn, one loses. */
static void test_CORE_35_dishonor_loss_at_end_of_turn(void **state)
{
    (void)state;
    fx *f = board(DYN1, FATE1);
    assert_int_equal(fx_set(f, L5R_PARAM_DISHONOR_LOSS, 5), L5R_OK);
    start(f);
    /* p1 (6) ends his turn above 5; p2 (4) is below, but it is not his
       turn. */
    NEXT_TURN(f);
    assert_int_equal(l5r_game_is_over(f->g), 0);
    assert_int_equal(l5r_game_active_player(f->g), 1);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    assert_int_equal(l5r_game_is_over(f->g), 0);
    DO(f, "p2 pass");
    assert_int_equal(l5r_game_is_over(f->g), 1);
    assert_int_equal(l5r_game_winner(f->g), 0);
    assert_int_equal(l5r_game_victory(f->g), L5R_VICTORY_DISHONOR);
    fx_free(f);

    /* At exactly the threshold. */
    f = board(DYN1, FATE1);
    assert_int_equal(fx_set(f, L5R_PARAM_DISHONOR_LOSS, 6), L5R_OK);
    start(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 pass");
    assert_int_equal(l5r_game_is_over(f->g), 1);
    assert_int_equal(l5r_game_winner(f->g), 1);
    assert_int_equal(l5r_game_victory(f->g), L5R_VICTORY_DISHONOR);
    fx_free(f);
}

/* CORE-26: when the game is over no more moves are made. */
static void test_CORE_26_no_moves_after_game_over(void **state)
{
    (void)state;
    fx *f = board(DYN1, FATE1);
    assert_int_equal(fx_set(f, L5R_PARAM_DISHONOR_LOSS, 6), L5R_OK);
    start(f);
    uint32_t castle = card(f, 0, L5R_ZONE_PLAY, "t-castle");
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 pass");
    assert_int_equal(l5r_game_is_over(f->g), 1);
    ILLEGAL(f, L5R_REASON_GAME_OVER, "CORE-26", "pass");
    ILLEGAL(f, L5R_REASON_GAME_OVER, "CORE-26", "p1 pass");
    ILLEGAL(f, L5R_REASON_GAME_OVER, "CORE-26", "p2 pass");
    ILLEGAL(f, L5R_REASON_GAME_OVER, "CORE-26", "p1 produce #%u", castle);
    ILLEGAL(f, L5R_REASON_GAME_OVER, "CORE-26", "p2 discard #%u",
            card(f, 1, L5R_ZONE_HAND, NULL));
    for (uint32_t p = 0; p < 2; p++) {
        l5r_action_list *l = NULL;
        assert_int_equal(l5r_game_legal_actions(&l, f->g, p), L5R_OK);
        assert_int_equal(l5r_action_list_count(l), 0);
        l5r_action_list_free(l);
    }
    fx_free(f);
}

/* L5R_PARAM_TURN_LIMIT: the game ends, without a winner, after that turn. */
static void test_TURN_LIMIT_ends_the_game(void **state)
{
    (void)state;
    fx *f = board(DYN1, FATE1);
    assert_int_equal(fx_set(f, L5R_PARAM_TURN_LIMIT, 2), L5R_OK);
    start(f);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_turn(f->g), 2);
    assert_int_equal(l5r_game_is_over(f->g), 0);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p2 pass");
    assert_int_equal(l5r_game_is_over(f->g), 1);
    assert_int_equal(l5r_game_victory(f->g), L5R_VICTORY_TURN_LIMIT);
    assert_int_equal(l5r_game_winner(f->g), L5R_NO_ID);
    ILLEGAL(f, L5R_REASON_GAME_OVER, "CORE-26", "pass");
    fx_free(f);

    /* A limit of 1: over after the first turn. */
    f = board(DYN1, FATE1);
    assert_int_equal(fx_set(f, L5R_PARAM_TURN_LIMIT, 1), L5R_OK);
    start(f);
    assert_int_equal(l5r_game_is_over(f->g), 0);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 pass");
    assert_int_equal(l5r_game_is_over(f->g), 1);
    assert_int_equal(l5r_game_victory(f->g), L5R_VICTORY_TURN_LIMIT);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_CORE_39_setup_cards_in_play_provinces_and_hands),
        cmocka_unit_test(test_SEN_02_sensei_modifies_stronghold_stats),
        cmocka_unit_test(test_SEN_02_sensei_floors),
        cmocka_unit_test(test_SEN_02_stronghold_stat_query_after_sensei),
        cmocka_unit_test(test_CORE_39_shuffles_depend_on_the_seed),
        cmocka_unit_test(test_CORE_38_highest_honor_goes_first),
        cmocka_unit_test(test_CORE_38_ties_at_random),
        cmocka_unit_test(test_CORE_30_phases_in_order_with_events),
        cmocka_unit_test(test_CORE_31_events_phase_reveals_active_provinces),
        cmocka_unit_test(test_CORE_31_revealed_event_is_discarded),
        cmocka_unit_test(test_EVT_01_event_stays_in_play),
        cmocka_unit_test(test_CORE_31_revealed_abilities_in_order),
        cmocka_unit_test(test_celestial_recruited_and_used),
        cmocka_unit_test(test_CORE_63_ancestor_played_on_a_personality),
        cmocka_unit_test(test_ANC_01_ancestor_force_and_chi),
        cmocka_unit_test(test_AMT_01_star_force_from_its_text),
        cmocka_unit_test(
            test_CORE_30_action_phase_ends_when_all_pass_in_succession),
        cmocka_unit_test(test_end_phase_draws_END_DRAW_cards),
        cmocka_unit_test(test_CORE_22_hand_size_forces_discards),
        cmocka_unit_test(test_CORE_14_gold_lapses_at_end_of_each_phase),
        cmocka_unit_test(test_CORE_15_produce_gold),
        cmocka_unit_test(test_CORE_15_holding_without_gold_production),
        cmocka_unit_test(test_CORE_24_bowed_card_cannot_produce),
        cmocka_unit_test(test_CORE_13_recruit_from_own_face_up_province),
        cmocka_unit_test(test_CORE_12_honor_requirement_to_recruit),
        cmocka_unit_test(test_CORE_14_not_enough_gold_to_recruit),
        cmocka_unit_test(test_CORE_14_one_gold_short),
        cmocka_unit_test(test_CORE_17_unique_cannot_enter_play_twice),
        cmocka_unit_test(test_CORE_16_holdings_enter_play_bowed),
        cmocka_unit_test(test_CORE_36_personal_honor_for_own_faction_only),
        cmocka_unit_test(test_CORE_23_discard_from_province),
        cmocka_unit_test(test_CORE_18_play_attachment_on_own_personality),
        cmocka_unit_test(test_CORE_18_play_attachment_errors),
        cmocka_unit_test(test_CORE_42_action_cards_are_not_played),
        cmocka_unit_test(test_CORE_19_spells_only_on_shugenja),
        cmocka_unit_test(test_CORE_20_one_weapon_and_one_armor),
        cmocka_unit_test(test_CORE_21_follower_honor_requirement),
        cmocka_unit_test(test_CORE_27_play_only_in_own_action_phase),
        cmocka_unit_test(test_CORE_10_wrong_player),
        cmocka_unit_test(test_CORE_11_move_for_another_decision),
        cmocka_unit_test(test_CORE_29_card_that_does_not_exist),
        cmocka_unit_test(test_CORE_32_honor_victory_at_start_of_turn),
        cmocka_unit_test(test_CORE_35_dishonor_loss_at_end_of_turn),
        cmocka_unit_test(test_CORE_26_no_moves_after_game_over),
        cmocka_unit_test(test_TURN_LIMIT_ends_the_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
