/* SPDX-License-Identifier: MIT */
/* Tokens (TOK-01 .. TOK-11) in scenarios: boards built from small inline
   cards whose abilities create, destroy and transfer tokens, driven
   through moves in the text notation, checked through the public API
   (stats, token handles, keyword queries, battle resolution, views, the
   event log). Every illegal move is checked for L5R_EILLEGAL, its rule ID
   and an unchanged hash. */
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

/* The Token Mystic's abilities, by index (all Limited):
   0 a "+2F Fire" token on the target        5 gain 1 gold (no token)
   1 a "Samurai" token (title only)          6 destroy the target
   2 a "-1F/+1C" token (stats only)          7 bow a target [Samurai]
   3 move a Fire token from itself to the    8 bow a target not [Samurai]
     target                                  9 two "Water" tokens on itself
   4 destroy a Fire token on the target */
#define CARD_LIST                                                              \
    "cards:\n"                                                                 \
    "  - {id: k-castle, title: Token Castle, type: stronghold, faction: "      \
    "Crab,\n"                                                                  \
    "     province_strength: 5, gold_production: 10, starting_honor: 6,\n"     \
    "     printings: [{set: Lotus Edition}]}\n"                                \
    "  - {id: k-keep, title: Token Keep, type: stronghold, faction: "          \
    "Scorpion,\n"                                                              \
    "     province_strength: 5, gold_production: 10, starting_honor: 4,\n"     \
    "     printings: [{set: Lotus Edition}]}\n"                                \
    "  - id: k-mystic\n"                                                       \
    "    title: Token Mystic\n"                                                \
    "    type: personality\n"                                                  \
    "    force: 2\n"                                                           \
    "    chi: 2\n"                                                             \
    "    honor_requirement: '-'\n"                                             \
    "    gold_cost: 2\n"                                                       \
    "    personal_honor: 1\n"                                                  \
    "    printings: [{set: Lotus Edition}]\n"                                  \
    "    abilities:\n"                                                         \
    "      - {timing: limited, target: {type: personality},\n"                 \
    "         effects: [{create_token: {on: target, title: Fire, force: "      \
    "2}}]}\n"                                                                  \
    "      - {timing: limited, target: {type: personality},\n"                 \
    "         effects: [{create_token: {on: target, title: Samurai}}]}\n"      \
    "      - {timing: limited, target: {type: personality},\n"                 \
    "         effects: [{create_token: {on: target, force: -1, chi: 1}}]}\n"   \
    "      - {timing: limited, target: {type: personality},\n"                 \
    "         effects: [{transfer_token: {from: self, to: target, title: "     \
    "Fire}}]}\n"                                                               \
    "      - {timing: limited, target: {type: personality},\n"                 \
    "         effects: [{destroy_token: {on: target, title: Fire}}]}\n"        \
    "      - {timing: limited, effects: [{gain_gold: 1}]}\n"                   \
    "      - {timing: limited, target: {type: personality},\n"                 \
    "         effects: [{destroy: target}]}\n"                                 \
    "      - {timing: limited, target: {type: personality, keywords: "         \
    "[Samurai]},\n"                                                            \
    "         effects: [{bow: target}]}\n"                                     \
    "      - {timing: limited,\n"                                              \
    "         target: {type: personality, not_keywords: [Samurai]},\n"         \
    "         effects: [{bow: target}]}\n"                                     \
    "      - {timing: limited,\n"                                              \
    "         effects: [{create_token: {on: self, title: Water, count: "       \
    "2}}]}\n"                                                                  \
    "  - {id: k-bushi, title: Token Bushi, type: personality,\n"               \
    "     keywords: [Samurai], force: 5, chi: 2, honor_requirement: '-',\n"    \
    "     gold_cost: 2, personal_honor: 1, printings: [{set: Lotus "           \
    "Edition}]}\n"                                                             \
    "  - {id: k-guard, title: Token Guard, type: personality, force: 1,\n"     \
    "     chi: 2, honor_requirement: '-', gold_cost: 2, personal_honor: 1,\n"  \
    "     printings: [{set: Lotus Edition}]}\n"                                \
    "  - {id: k-brute, title: Token Brute, type: personality, force: 6,\n"     \
    "     chi: 2, honor_requirement: '-', gold_cost: 2, personal_honor: 1,\n"  \
    "     printings: [{set: Lotus Edition}]}\n"                                \
    "  - id: k-summoner\n"                                                     \
    "    title: Token Summoner\n"                                              \
    "    type: personality\n"                                                  \
    "    force: 1\n"                                                           \
    "    chi: 2\n"                                                             \
    "    honor_requirement: '-'\n"                                             \
    "    gold_cost: 2\n"                                                       \
    "    personal_honor: 1\n"                                                  \
    "    printings: [{set: Lotus Edition}]\n"                                  \
    "    abilities:\n"                                                         \
    "      - {timing: limited, effects: [{create_card: {card: k-spirit, at: "  \
    "home}}]}\n"                                                               \
    "  - {id: k-spirit, title: Summoned Spirit, type: personality, force: "    \
    "3,\n"                                                                     \
    "     chi: 3, honor_requirement: '-', gold_cost: 9, personal_honor: 0,\n"  \
    "     printings: [{set: Lotus Edition}]}\n"                                \
    "  - id: k-fort\n"                                                         \
    "    title: Token Wall\n"                                                  \
    "    type: holding\n"                                                      \
    "    keywords: [Fortification]\n"                                          \
    "    gold_cost: 1\n"                                                       \
    "    printings: [{set: Lotus Edition}]\n"                                  \
    "    abilities:\n"                                                         \
    "      - {timing: limited, effects: [{create_token: {on: province,\n"      \
    "          title: Wall, province_strength: 2}}]}\n"                        \
    "  - {id: k-scroll, title: Token Scroll, type: action, focus: 1,\n"        \
    "     printings: [{set: Lotus Edition}]}\n"

static const char CARDS[] = CARD_LIST;

/* The same cards and a Personality whose create_card names no card. */
static const char CARDS_BAD_CREATE[] =
    CARD_LIST "  - id: k-conjurer\n"
              "    title: Token Conjurer\n"
              "    type: personality\n"
              "    force: 1\n"
              "    chi: 2\n"
              "    honor_requirement: '-'\n"
              "    gold_cost: 2\n"
              "    personal_honor: 1\n"
              "    printings: [{set: Lotus Edition}]\n"
              "    abilities:\n"
              "      - {timing: limited, effects: [{create_card: {card: "
              "k-no-such-card, at: home}}]}\n";

/* The same cards and a Personality whose abilities target tokens: a Fire
   token, and any token on an opponent's card or province. */
static const char CARDS_TOKEN_TARGET[] =
    CARD_LIST "  - id: k-unmaker\n"
              "    title: Token Unmaker\n"
              "    type: personality\n"
              "    force: 1\n"
              "    chi: 2\n"
              "    honor_requirement: '-'\n"
              "    gold_cost: 2\n"
              "    personal_honor: 1\n"
              "    printings: [{set: Lotus Edition}]\n"
              "    abilities:\n"
              "      - {timing: limited, target: {type: token, title: Fire},\n"
              "         effects: [{destroy_token: {on: target}}]}\n"
              "      - {timing: limited,\n"
              "         target: {type: token, controller: opponent},\n"
              "         effects: [{destroy_token: {on: target}}]}\n";

/* Mystic abilities. */
enum {
    AB_FIRE = 0,
    AB_SAMURAI = 1,
    AB_STATS = 2,
    AB_TRANSFER = 3,
    AB_DESTROY_FIRE = 4,
    AB_GOLD = 5,
    AB_DESTROY = 6,
    AB_BOW_SAMURAI = 7,
    AB_BOW_NOT_SAMURAI = 8,
    AB_WATER = 9
};

/* --- helpers ------------------------------------------------------------- */

#define DYN1 "k-mystic k-bushi k-summoner k-fort"
#define DYN2 "k-guard k-guard k-guard k-brute"

/* The province (0-based) a face-up card of player p is in, from the
   spectator's view; -1 if none. */
static int view_province_of(const fx *f, uint32_t p, uint32_t c)
{
    char *json = view(f, L5R_NO_ID);
    char key[32], card_key[48];
    snprintf(key, sizeof key, "{\"player\":%u,", p + 1);
    snprintf(card_key, sizeof card_key, "\"card\":{\"id\":%u,", c);
    const char *at = strstr(json, key);
    assert_non_null(at);
    const char *end = strstr(at, "\"in_play\":");
    assert_non_null(end);
    const char *pat = "{\"strength\":";
    const char *found = strstr(at, card_key);
    int k = -1, n = 0;
    for (const char *q = strstr(at, pat); q != NULL && q < end;
         q = strstr(q + 1, pat), n++)
        if (found != NULL && q < found)
            k = n;
    if (found == NULL || found > end)
        k = -1;
    l5r_free(json);
    return k;
}

/* The province p1's Fortification came from (set by board_with). */
static int fort_province = -1;

/*
 * The board: p1 (Token Castle, honor 6, goes first) recruits `dyn1` in
 * turn 1, p2 (Token Keep, honor 4) recruits `dyn2` in turn 2; now it is
 * turn 3, p1's Action phase. Personalities have no faction: recruiting
 * gains no honor. Every Fate card is a Token Scroll.
 */
static fx *board_with(const char *cards, const char *dyn1, const char *dyn2)
{
    fx *f = new_board(cards, "k-castle", dyn1, "k-scroll*6", "k-keep", dyn2,
                      "k-scroll*6");
    START(f, 11);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    fort_province =
        view_province_of(f, 0, card(f, 0, L5R_ZONE_PROVINCE, "k-fort"));
    assert_int_not_equal(fort_province, -1);
    recruit_everything_turns(f, "k-castle", "k-keep");
    assert_int_equal(l5r_game_player_honor(f->g, 0), 6);
    assert_int_equal(l5r_game_player_honor(f->g, 1), 4);
    return f;
}

static fx *board(void)
{
    fx *f = board_with(CARDS, DYN1, DYN2);
    assert_non_null(f);
    return f;
}

/* The last token on a card (its highest ID). */
static uint32_t last_token_on(const fx *f, uint32_t c)
{
    uint32_t n = l5r_game_card_token_count(f->g, c);
    assert_true(n > 0);
    uint32_t id = l5r_game_card_token(f->g, c, n - 1);
    assert_int_not_equal(id, L5R_NO_ID);
    return id;
}

static const l5r_token *token(const fx *f, uint32_t id)
{
    const l5r_token *t = l5r_game_token(f->g, id);
    assert_non_null(t);
    return t;
}

/* The "tokens" array of a view (a pointer into json). */
static const char *view_tokens(const char *json)
{
    const char *t = strstr(json, "\"tokens\":[");
    assert_non_null(t);
    return t;
}

/* Player p's province strengths from a view; returns how many. */
static size_t view_strengths(const fx *f, uint32_t p, int32_t *out, size_t cap)
{
    char *json = view(f, L5R_NO_ID);
    char key[32];
    snprintf(key, sizeof key, "{\"player\":%u,", p + 1);
    const char *at = strstr(json, key);
    assert_non_null(at);
    const char *end = strstr(at, "\"in_play\":");
    assert_non_null(end);
    size_t n = 0;
    const char *pat = "{\"strength\":";
    for (const char *s = strstr(at, pat); s != NULL && s < end && n < cap;
         s = strstr(s + 1, pat))
        out[n++] = (int32_t)atoi(s + strlen(pat));
    l5r_free(json);
    return n;
}

/* The events of `kind` since the last clear; their values in out. */
static uint32_t events_of(const fx *f, int kind, int32_t *out, uint32_t cap)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < l5r_game_event_count(f->g); i++) {
        int k;
        int32_t v;
        assert_int_equal(l5r_game_event(&k, NULL, NULL, &v, f->g, i), L5R_OK);
        if (k == kind) {
            if (n < cap)
                out[n] = v;
            n++;
        }
    }
    return n;
}

/* Load `yaml` after sets.yaml: 1 if loading or freezing fails with a
   diagnostic containing `needle`. */
static int load_fails_citing(const char *yaml, const char *needle)
{
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    char path[1024];
    snprintf(path, sizeof path, "%s/examples/cards/sets.yaml", L5R_SOURCE_DIR);
    assert_int_equal(l5r_carddb_load_file(db, path), L5R_OK);
    int rc = l5r_carddb_load_buffer(db, "inline", yaml, strlen(yaml));
    if (rc == L5R_OK)
        rc = l5r_carddb_freeze(db);
    int found = 0;
    for (uint32_t i = 0; i < l5r_carddb_diag_count(db); i++) {
        const char *m = l5r_carddb_diag_message(db, i);
        if (m != NULL && strstr(m, needle) != NULL)
            found = 1;
    }
    l5r_carddb_free(db);
    return rc != L5R_OK && found;
}

/* --- TOK-01 -------------------------------------------------------------- */

/* A card file of one Personality whose one ability follows (the cases of
   TOK-01 and TOK-06 that must not load). */
#define BAD_TOKENER                                                            \
    "cards:\n"                                                                 \
    "  - id: k-bad\n"                                                          \
    "    title: Bad Tokener\n"                                                 \
    "    type: personality\n"                                                  \
    "    force: 1\n"                                                           \
    "    chi: 1\n"                                                             \
    "    honor_requirement: '-'\n"                                             \
    "    gold_cost: 1\n"                                                       \
    "    personal_honor: 1\n"                                                  \
    "    printings: [{set: Lotus Edition}]\n"                                  \
    "    abilities:\n"

static void
test_TOK_01_token_without_stats_or_title_is_a_load_error(void **state)
{
    (void)state;
    static const char neither[] = BAD_TOKENER
        "      - {timing: limited, effects: [{create_token: {on: self, "
        "count: 2}}]}\n";
    assert_true(load_fails_citing(neither, "TOK-01"));
    static const char empty_title[] = BAD_TOKENER
        "      - {timing: limited, effects: [{create_token: {on: self, "
        "title: ''}}]}\n";
    assert_true(load_fails_citing(empty_title, "TOK-01"));
    /* The three valid shapes load (the board's cards). */
    fx *f = fx_track(fx_new(CARDS));
    assert_non_null(f);
    fx_free(f);
}

static void test_TOK_01_stats_title_or_both(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "k-guard");
    uint32_t mystic = card(f, 0, L5R_ZONE_PLAY, "k-mystic");
    int32_t base, cur;

    /* Both: "+2F Fire". */
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_FIRE, guard);
    const l5r_token *t = token(f, last_token_on(f, guard));
    assert_string_equal(l5r_token_title(t), "Fire");
    assert_int_equal(l5r_token_modifier(&base, &cur, t, L5R_STAT_FORCE), 1);
    assert_int_equal(base, 2);
    assert_int_equal(cur, 2);
    assert_int_equal(l5r_token_modifier(NULL, NULL, t, L5R_STAT_CHI), 0);

    /* A title only: "Samurai". */
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_SAMURAI, guard);
    t = token(f, last_token_on(f, guard));
    assert_string_equal(l5r_token_title(t), "Samurai");
    assert_int_equal(l5r_token_modifier(NULL, NULL, t, L5R_STAT_FORCE), 0);
    assert_int_equal(l5r_token_modifier(NULL, NULL, t, L5R_STAT_CHI), 0);
    assert_int_equal(
        l5r_token_modifier(NULL, NULL, t, L5R_STAT_PROVINCE_STRENGTH), 0);

    /* Stats only: "-1F/+1C" (a penalty and a bonus), no title. */
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_STATS, guard);
    t = token(f, last_token_on(f, guard));
    assert_string_equal(l5r_token_title(t), "");
    assert_int_equal(l5r_token_modifier(&base, &cur, t, L5R_STAT_FORCE), 1);
    assert_int_equal(base, -1);
    assert_int_equal(cur, -1);
    assert_int_equal(l5r_token_modifier(&base, &cur, t, L5R_STAT_CHI), 1);
    assert_int_equal(base, 1);
    assert_int_equal(cur, 1);
    assert_int_equal(l5r_game_card_token_count(f->g, guard), 3);
    assert_int_equal(l5r_game_token_count(f->g), 3);
    fx_free(f);
}

/* --- TOK-02 -------------------------------------------------------------- */

static void test_TOK_02_token_on_a_card_or_a_province(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "k-guard");
    uint32_t mystic = card(f, 0, L5R_ZONE_PLAY, "k-mystic");
    uint32_t fort = card(f, 0, L5R_ZONE_PLAY, "k-fort");

    /* On a card: the target, as the effect directs. */
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_FIRE, guard);
    uint32_t id = last_token_on(f, guard);
    const l5r_token *t = token(f, id);
    assert_int_equal(l5r_token_id(t), id);
    assert_int_equal(l5r_token_card(t), guard);
    uint32_t pl = 99, pr = 99;
    assert_int_equal(l5r_token_province(&pl, &pr, t), 0);
    assert_int_equal(l5r_game_card_token_count(f->g, mystic), 0);
    assert_int_equal(l5r_game_card_token(f->g, guard, 1), L5R_NO_ID);

    /* "on: self": the source card itself (two of them with count 2). */
    P1_USE(f, "p1 use #%u.%d", mystic, AB_WATER);
    assert_int_equal(l5r_game_card_token_count(f->g, mystic), 2);
    assert_int_equal(l5r_game_card_has_token_titled(f->g, mystic, "Water"), 1);
    assert_int_equal(l5r_game_card_token_count(f->g, guard), 1);

    /* On a province: the Fortification's own province. */
    int32_t before[8], after[8];
    size_t n = view_strengths(f, 0, before, 8);
    assert_int_equal(n, 4);
    P1_USE(f, "p1 use #%u.0", fort);
    assert_int_equal(view_strengths(f, 0, after, 8), 4);
    int changed = -1;
    for (size_t k = 0; k < 4; k++) {
        if (after[k] == before[k])
            continue;
        assert_int_equal(changed, -1);
        assert_int_equal(after[k], before[k] + 2);
        changed = (int)k;
    }
    assert_int_equal(changed, fort_province);
    id = l5r_game_token_count(f->g) - 1;
    t = token(f, id);
    assert_int_equal(l5r_token_card(t), L5R_NO_ID);
    assert_int_equal(l5r_token_province(&pl, &pr, t), 1);
    assert_int_equal(pl, 0);
    assert_int_equal(pr, (uint32_t)changed);
    assert_string_equal(l5r_token_title(t), "Wall");
    assert_int_equal(l5r_game_card_token_count(f->g, fort), 0);
    fx_free(f);
}

static void test_TOK_02_tokens_are_public_in_every_view(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "k-guard");
    uint32_t mystic = card(f, 0, L5R_ZONE_PLAY, "k-mystic");
    uint32_t fort = card(f, 0, L5R_ZONE_PLAY, "k-fort");
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_FIRE, guard);
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_STATS, mystic);
    P1_USE(f, "p1 use #%u.0", fort);
    char *v1 = view(f, 0), *v2 = view(f, 1), *vs = view(f, L5R_NO_ID);
    const char *t1 = view_tokens(v1), *t2 = view_tokens(v2),
               *ts = view_tokens(vs);
    assert_string_equal(t1, t2);
    assert_string_equal(t1, ts);
    char key[64];
    for (uint32_t i = 0; i < 3; i++) {
        snprintf(key, sizeof key, "{\"id\":%u,", i);
        assert_non_null(strstr(t1, key));
    }
    snprintf(key, sizeof key, "\"on\":%u,\"title\":\"Fire\",\"force\":2",
             guard);
    assert_non_null(strstr(t1, key));
    assert_non_null(strstr(t1, "\"title\":\"Wall\""));
    snprintf(key, sizeof key, "\"on\":%u,\"force\":-1,\"chi\":1", mystic);
    assert_non_null(strstr(t1, key));
    l5r_free(v1);
    l5r_free(v2);
    l5r_free(vs);
    fx_free(f);
}

/* --- TOK-03 -------------------------------------------------------------- */

static void test_TOK_03_tokens_modify_the_card_stats(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "k-guard");
    uint32_t mystic = card(f, 0, L5R_ZONE_PLAY, "k-mystic");
    assert_int_equal(card_stat(f, guard, L5R_STAT_FORCE), 1);
    assert_int_equal(card_stat(f, guard, L5R_STAT_CHI), 2);
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_FIRE, guard);
    assert_int_equal(card_stat(f, guard, L5R_STAT_FORCE), 3);
    assert_int_equal(card_stat(f, guard, L5R_STAT_CHI), 2);
    /* A title-only token changes nothing. */
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_SAMURAI, guard);
    assert_int_equal(card_stat(f, guard, L5R_STAT_FORCE), 3);
    /* Every token counts: -1F/+1C on top of +2F. */
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_STATS, guard);
    assert_int_equal(card_stat(f, guard, L5R_STAT_FORCE), 2);
    assert_int_equal(card_stat(f, guard, L5R_STAT_CHI), 3);
    /* The other guards and the mystic are untouched. */
    uint32_t other = fx_find_nth(f, 1, L5R_ZONE_PLAY, "k-guard", 1);
    assert_int_not_equal(other, L5R_NO_ID);
    assert_int_equal(card_stat(f, other, L5R_STAT_FORCE), 1);
    assert_int_equal(card_stat(f, mystic, L5R_STAT_FORCE), 2);
    /* Removing the Fire token takes its +2F away. */
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_DESTROY_FIRE, guard);
    assert_int_equal(card_stat(f, guard, L5R_STAT_FORCE), 0);
    assert_int_equal(card_stat(f, guard, L5R_STAT_CHI), 3);
    fx_free(f);
}

/* The army's total at resolution includes tokens: a 1F guard with a +2F
   token beats a 2F attacker (without the token the attacker would win). */
static void test_TOK_03_tokens_count_in_the_army_total(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "k-guard");
    uint32_t mystic = card(f, 0, L5R_ZONE_PLAY, "k-mystic");
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_FIRE, guard);
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", mystic);
    DO(f, "p1 pass");
    DO(f, "p2 assign #%u to 1", guard);
    pass_until(f, L5R_DECIDE_BATTLEFIELD);
    DO(f, "p1 fight 1");
    pass_while(f, L5R_DECIDE_ENGAGE);
    pass_while(f, L5R_DECIDE_BATTLE);
    assert_int_equal(l5r_game_card_zone(f->g, mystic),
                     L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, guard), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_player_honor(f->g, 1), 4 + 2);
    assert_int_equal(l5r_game_player_honor(f->g, 0), 6);
    fx_free(f);
}

/* A province token adds to its Province Strength at resolution: a 6F
   attacker facing no defender would destroy a Strength 5 province, but not
   one with a +2 token. */
static void test_TOK_03_province_token_counts_at_resolution(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t fort = card(f, 0, L5R_ZONE_PLAY, "k-fort");
    uint32_t brute = card(f, 1, L5R_ZONE_PLAY, "k-brute");
    int32_t ps[8];
    P1_USE(f, "p1 use #%u.0", fort);
    assert_int_equal(view_strengths(f, 0, ps, 8), 4);
    int prov = -1;
    for (int k = 0; k < 4; k++)
        if (ps[k] == 7)
            prov = k;
    assert_int_not_equal(prov, -1);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), 1);
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p2 attack p1");
    DO(f, "p2 assign #%u to %d", brute, prov + 1);
    pass_until(f, L5R_DECIDE_BATTLEFIELD);
    DO(f, "p2 fight %d", prov + 1);
    pass_while(f, L5R_DECIDE_ENGAGE);
    pass_while(f, L5R_DECIDE_BATTLE);
    assert_int_equal(l5r_game_player_province_count(f->g, 0), 4);
    assert_int_equal(l5r_game_card_zone(f->g, fort), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_token_count(f->g), 1);
    assert_non_null(l5r_game_token(f->g, 0));
    fx_free(f);
}

/* --- TOK-04 -------------------------------------------------------------- */

static void test_TOK_04_base_modification_is_the_created_one(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "k-guard");
    uint32_t mystic = card(f, 0, L5R_ZONE_PLAY, "k-mystic");
    int32_t base = 99, cur = 99;
    /* Created on the mystic, then moved to the guard: still +2F base and
       current; it is the same token. */
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_FIRE, mystic);
    uint32_t id = last_token_on(f, mystic);
    assert_int_equal(
        l5r_token_modifier(&base, &cur, token(f, id), L5R_STAT_FORCE), 1);
    assert_int_equal(base, 2);
    assert_int_equal(cur, 2);
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_TRANSFER, guard);
    assert_int_equal(last_token_on(f, guard), id);
    base = cur = 99;
    assert_int_equal(
        l5r_token_modifier(&base, &cur, token(f, id), L5R_STAT_FORCE), 1);
    assert_int_equal(base, 2);
    assert_int_equal(cur, 2);
    /* A stat a token cannot modify. */
    assert_int_equal(
        l5r_token_modifier(NULL, NULL, token(f, id), L5R_STAT_PERSONAL_HONOR),
        0);
    /* A negative base stays negative. */
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_STATS, guard);
    id = last_token_on(f, guard);
    assert_int_equal(
        l5r_token_modifier(&base, &cur, token(f, id), L5R_STAT_FORCE), 1);
    assert_int_equal(base, -1);
    assert_int_equal(cur, -1);
    fx_free(f);
}

/* --- TOK-05 -------------------------------------------------------------- */

static void test_TOK_05_destroying_tokens_gains_no_honor(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "k-guard");
    uint32_t mystic = card(f, 0, L5R_ZONE_PLAY, "k-mystic");
    uint32_t bushi = card(f, 0, L5R_ZONE_PLAY, "k-bushi");
    uint32_t ncards = l5r_game_card_count(f->g);
    /* Three tokens on the guard: Force 1 + 2 - 1 = 2. */
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_FIRE, guard);
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_SAMURAI, guard);
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_STATS, guard);
    assert_int_equal(l5r_game_card_token_count(f->g, guard), 3);
    assert_int_equal(card_stat(f, guard, L5R_STAT_FORCE), 2);
    /* Tokens are not cards, nor attachments. */
    assert_int_equal(l5r_game_card_count(f->g), ncards);
    for (uint32_t c = 0; c < ncards; c++)
        assert_int_not_equal(l5r_game_card_attached_to(f->g, c), guard);
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p1 attack p2");
    DO(f, "p1 assign #%u to 1", bushi);
    DO(f, "p1 pass");
    DO(f, "p2 assign #%u to 1", guard);
    pass_until(f, L5R_DECIDE_BATTLEFIELD);
    DO(f, "p1 fight 1");
    pass_while(f, L5R_DECIDE_ENGAGE);
    pass_while(f, L5R_DECIDE_BATTLE);
    /* 5 > 2: the guard (one card) is destroyed: 2 honor, not 2 per token. */
    assert_int_equal(l5r_game_card_zone(f->g, guard), L5R_ZONE_DYNASTY_DISCARD);
    assert_int_equal(l5r_game_card_zone(f->g, bushi), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_player_honor(f->g, 0), 6 + 2);
    assert_int_equal(l5r_game_player_honor(f->g, 1), 4);
    assert_int_equal(l5r_game_player_province_count(f->g, 1), 4);
    fx_free(f);
}

/* --- TOK-06 -------------------------------------------------------------- */

static void
test_TOK_06_create_card_makes_a_real_card_that_ceases_to_exist(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t summoner = card(f, 0, L5R_ZONE_PLAY, "k-summoner");
    uint32_t mystic = card(f, 0, L5R_ZONE_PLAY, "k-mystic");
    uint32_t n = l5r_game_card_count(f->g);
    uint32_t cap = l5r_game_card_capacity(f->g);
    uint32_t ntok = l5r_game_token_count(f->g);
    /* Room for the cards created in play, which never grows. */
    assert_true(cap > n);
    assert_int_equal(l5r_game_card_capacity(NULL), 0);
    uint32_t dyn_discard =
        l5r_game_player_zone_count(f->g, 0, L5R_ZONE_DYNASTY_DISCARD);
    uint32_t fate_discard =
        l5r_game_player_zone_count(f->g, 0, L5R_ZONE_FATE_DISCARD);
    uint32_t removed = l5r_game_player_zone_count(f->g, 0, L5R_ZONE_REMOVED);
    P1_USE(f, "p1 use #%u.0", summoner);
    /* A card, not a token: a new card ID, in play at home, p1's. */
    assert_int_equal(l5r_game_card_count(f->g), n + 1);
    assert_int_equal(l5r_game_card_capacity(f->g), cap);
    assert_int_equal(l5r_game_token_count(f->g), ntok);
    uint32_t spirit = n;
    uint32_t def;
    assert_int_equal(l5r_game_card_def(&def, f->g, spirit), L5R_OK);
    assert_int_equal(def, fx_def(f, "k-spirit"));
    assert_int_equal(l5r_game_card_zone(f->g, spirit), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_controller(f->g, spirit), 0);
    assert_int_equal(l5r_game_card_owner(f->g, spirit), 0);
    assert_int_equal(l5r_game_card_is_bowed(f->g, spirit), 0);
    assert_int_equal(view_location(f, spirit), 0);
    assert_int_equal(card_stat(f, spirit, L5R_STAT_FORCE), 3);
    assert_int_equal(l5r_carddb_card_type(f->db, def), L5R_TYPE_PERSONALITY);
    /* It can be targeted like any card (and carry a token). */
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_FIRE, spirit);
    assert_int_equal(card_stat(f, spirit, L5R_STAT_FORCE), 5);
    uint32_t tok = last_token_on(f, spirit);
    /* Leaving play, it ceases to exist: no discard pile, no card. */
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_DESTROY, spirit);
    assert_int_equal(l5r_game_card_zone(f->g, spirit), L5R_ZONE_NONE);
    assert_int_equal(
        l5r_game_player_zone_count(f->g, 0, L5R_ZONE_DYNASTY_DISCARD),
        dyn_discard);
    assert_int_equal(l5r_game_player_zone_count(f->g, 0, L5R_ZONE_FATE_DISCARD),
                     fate_discard);
    assert_int_equal(l5r_game_player_zone_count(f->g, 0, L5R_ZONE_REMOVED),
                     removed);
    assert_int_equal(view_location(f, spirit), -1);
    assert_null(l5r_game_token(f->g, tok)); /* TOK-07 with it */
    ILLEGAL(f, L5R_REASON_NO_SUCH_CARD, "CORE-29", "p1 use #%u.0", spirit);
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-55", "p1 use #%u.%d target #%u", mystic,
            AB_BOW_NOT_SAMURAI, spirit);
    fx_free(f);
}

static void test_TOK_06_no_token_types_in_the_vocabulary(void **state)
{
    (void)state;
    /* A "Personality token" or a "Follower token" cannot be written. */
    static const char typed[] = BAD_TOKENER
        "      - {timing: limited, effects: [{create_token: {on: self,\n"
        "          type: personality, title: Spirit, force: 2}}]}\n";
    assert_true(load_fails_citing(typed, "type"));
    static const char follower[] = BAD_TOKENER
        "      - {timing: limited, effects: [{create_follower: {on: self,\n"
        "          force: 2}}]}\n";
    assert_true(load_fails_citing(follower, "create_follower"));
}

/* "An effect that would create one creates a card instead (or is rejected
   if no card is defined)": create_card naming no card must be refused,
   when the cards are loaded or when the ability is used. */
static void
test_TOK_06_create_card_of_an_undefined_card_is_rejected(void **state)
{
    (void)state;
    fx *f = fx_track(fx_new(CARDS_BAD_CREATE));
    if (f == NULL)
        return; /* refused at load: correct */
    fx_free(f);
    f = board_with(CARDS_BAD_CREATE, "k-mystic k-bushi k-conjurer k-fort",
                   DYN2);
    assert_non_null(f);
    uint32_t conj = card(f, 0, L5R_ZONE_PLAY, "k-conjurer");
    uint32_t n = l5r_game_card_count(f->g);
    uint64_t h = l5r_game_hash(f->g);
    int rc = fx_do(f, "p1 use #%u.0", conj);
    if (rc == L5R_OK)
        fail_msg("create_card of an undefined card (k-no-such-card) was "
                 "accepted at load and used as a legal move that did "
                 "nothing (cards %u -> %u); TOK-06 says it is rejected",
                 n, l5r_game_card_count(f->g));
    assert_int_equal(rc, L5R_EILLEGAL);
    assert_string_equal(f->v.rule, "TOK-06");
    assert_true(l5r_game_hash(f->g) == h);
    fx_free(f);
}

/* --- TOK-07 -------------------------------------------------------------- */

static void
test_TOK_07_tokens_leave_with_their_card_and_never_return(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "k-guard");
    uint32_t mystic = card(f, 0, L5R_ZONE_PLAY, "k-mystic");
    uint32_t bushi = card(f, 0, L5R_ZONE_PLAY, "k-bushi");
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_FIRE, guard);
    uint32_t fire = last_token_on(f, guard);
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_SAMURAI, guard);
    uint32_t sam = last_token_on(f, guard);
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_STATS, bushi);
    uint32_t other = last_token_on(f, bushi);
    uint32_t made = l5r_game_token_count(f->g);
    assert_int_equal(made, 3);
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_DESTROY, guard);
    assert_int_equal(l5r_game_card_zone(f->g, guard), L5R_ZONE_DYNASTY_DISCARD);
    /* Both tokens on the guard are removed (two token events) ... */
    assert_int_equal(fx_event_count(f, L5R_EV_TOKEN), 2);
    assert_null(l5r_game_token(f->g, fire));
    assert_null(l5r_game_token(f->g, sam));
    assert_int_equal(l5r_game_card_token_count(f->g, guard), 0);
    assert_int_equal(l5r_game_card_token(f->g, guard, 0), L5R_NO_ID);
    assert_int_equal(l5r_game_card_has_token_titled(f->g, guard, "Fire"), 0);
    assert_int_equal(l5r_game_card_has_token_titled(f->g, guard, "Samurai"), 0);
    /* ... the others stay. */
    assert_non_null(l5r_game_token(f->g, other));
    assert_int_equal(l5r_game_card_token_count(f->g, bushi), 1);
    char *v = view(f, 1);
    char key[32];
    snprintf(key, sizeof key, "\"on\":%u", guard);
    assert_null(strstr(view_tokens(v), key));
    l5r_free(v);
    /* They never return: not the next turns, and new tokens get new IDs. */
    NEXT_TURN(f);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    assert_null(l5r_game_token(f->g, fire));
    assert_null(l5r_game_token(f->g, sam));
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_FIRE, bushi);
    assert_int_equal(l5r_game_token_count(f->g), made + 1);
    assert_int_equal(last_token_on(f, bushi), made);
    assert_null(l5r_game_token(f->g, fire));
    assert_int_equal(l5r_game_card_token_count(f->g, guard), 0);
    fx_free(f);
}

/* Tokens on a unit destroyed in battle leave with it; tokens on a
   destroyed province leave with the province. */
static void test_TOK_07_tokens_leave_with_a_destroyed_province(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t fort = card(f, 0, L5R_ZONE_PLAY, "k-fort");
    uint32_t mystic = card(f, 0, L5R_ZONE_PLAY, "k-mystic");
    uint32_t brute = card(f, 1, L5R_ZONE_PLAY, "k-brute");
    int32_t ps[8];
    P1_USE(f, "p1 use #%u.0", fort);
    uint32_t wall = l5r_game_token_count(f->g) - 1;
    assert_int_equal(view_strengths(f, 0, ps, 8), 4);
    int prov = -1;
    for (int k = 0; k < 4; k++)
        if (ps[k] == 7)
            prov = k;
    assert_int_not_equal(prov, -1);
    /* The brute: 6 + 2 = 8 > 0 + 5 + 2. */
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_FIRE, brute);
    NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_ATTACK);
    DO(f, "p2 attack p1");
    DO(f, "p2 assign #%u to %d", brute, prov + 1);
    pass_until(f, L5R_DECIDE_BATTLEFIELD);
    DO(f, "p2 fight %d", prov + 1);
    pass_while(f, L5R_DECIDE_ENGAGE);
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    pass_while(f, L5R_DECIDE_BATTLE);
    assert_int_equal(l5r_game_player_province_count(f->g, 0), 3);
    assert_int_equal(l5r_game_card_zone(f->g, fort), L5R_ZONE_DYNASTY_DISCARD);
    assert_null(l5r_game_token(f->g, wall));
    assert_true(fx_event_count(f, L5R_EV_TOKEN) >= 1);
    char *v = view(f, 0);
    assert_null(strstr(view_tokens(v), "Wall"));
    l5r_free(v);
    /* The brute survived, and his token with him. */
    assert_int_equal(l5r_game_card_zone(f->g, brute), L5R_ZONE_PLAY);
    assert_int_equal(l5r_game_card_token_count(f->g, brute), 1);
    fx_free(f);
}

/* --- TOK-08 -------------------------------------------------------------- */

static void test_TOK_08_token_title_is_not_a_keyword(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "k-guard");
    uint32_t mystic = card(f, 0, L5R_ZONE_PLAY, "k-mystic");
    uint32_t bushi = card(f, 0, L5R_ZONE_PLAY, "k-bushi");
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_SAMURAI, guard);
    assert_int_equal(l5r_game_card_has_token_titled(f->g, guard, "Samurai"), 1);
    uint32_t def;
    assert_int_equal(l5r_game_card_def(&def, f->g, guard), L5R_OK);
    assert_int_equal(l5r_carddb_card_has_keyword(f->db, def, "Samurai"), 0);
    /* A target filter with keywords [Samurai] does not accept the guard ... */
    ILLEGAL(f, L5R_REASON_TARGET, "CORE-55", "p1 use #%u.%d target #%u", mystic,
            AB_BOW_SAMURAI, guard);
    /* ... not_keywords [Samurai] does ... */
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_BOW_NOT_SAMURAI, guard);
    assert_int_equal(l5r_game_card_is_bowed(f->g, guard), 1);
    /* ... and a real Samurai fits the first. */
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_BOW_SAMURAI, bushi);
    assert_int_equal(l5r_game_card_is_bowed(f->g, bushi), 1);
    fx_free(f);
}

static void test_TOK_08_effects_refer_to_tokens_by_title(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "k-guard");
    uint32_t mystic = card(f, 0, L5R_ZONE_PLAY, "k-mystic");
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_SAMURAI, guard);
    uint32_t sam = last_token_on(f, guard);
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_FIRE, guard);
    uint32_t fire = last_token_on(f, guard);
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_STATS, guard);
    uint32_t plain = last_token_on(f, guard);
    assert_int_equal(l5r_game_card_has_token_titled(f->g, guard, "Fire"), 1);
    assert_int_equal(l5r_game_card_has_token_titled(f->g, guard, "Water"), 0);
    /* "Destroy a Fire token": only the Fire one goes. */
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_DESTROY_FIRE, guard);
    assert_null(l5r_game_token(f->g, fire));
    assert_non_null(l5r_game_token(f->g, sam));
    assert_non_null(l5r_game_token(f->g, plain));
    assert_int_equal(l5r_game_card_has_token_titled(f->g, guard, "Fire"), 0);
    assert_int_equal(l5r_game_card_token_count(f->g, guard), 2);
    fx_free(f);
}

/* --- TOK-09 -------------------------------------------------------------- */

/* Apply `text` to a clone of f's game; its pending decision. */
static void clone_decision(const fx *f, const char *text, uint32_t *player,
                           int *kind, int *phase)
{
    l5r_game *c = NULL;
    assert_int_equal(l5r_game_clone(&c, f->g), L5R_OK);
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    assert_int_equal(l5r_game_apply_text(c, text, &v), L5R_OK);
    assert_int_equal(l5r_game_decision(player, kind, c), L5R_OK);
    *phase = l5r_game_phase(c);
    l5r_game_free(c);
}

static void assert_same_decision_as(fx *f, const char *without,
                                    const char *with, uint32_t nev)
{
    uint32_t p0, p1;
    int k0, k1, ph0;
    clone_decision(f, without, &p0, &k0, &ph0);
    uint32_t log = l5r_game_log_count(f->g);
    assert_int_equal(l5r_game_events_clear(f->g), L5R_OK);
    DO(f, "%s", with);
    assert_int_equal(fx_event_count(f, L5R_EV_TOKEN), nev);
    assert_int_equal(l5r_game_log_count(f->g), log + 1);
    assert_int_equal(l5r_game_decision(&p1, &k1, f->g), L5R_OK);
    assert_int_equal(p1, p0);
    assert_int_equal(k1, k0);
    assert_int_equal(l5r_game_phase(f->g), ph0);
    assert_int_equal(k1, L5R_DECIDE_ACTION);
    assert_int_equal(p1, 1);
}

static void test_TOK_09_token_changes_are_instantaneous(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "k-guard");
    uint32_t mystic = card(f, 0, L5R_ZONE_PLAY, "k-mystic");
    char plain[64], with[64];
    /* Creating: one L5R_EV_TOKEN (value: the token ID, card: the mystic),
       and the decision is the one a token-less ability with the same
       target leaves. */
    snprintf(plain, sizeof plain, "p1 use #%u.%d target #%u", mystic,
             AB_BOW_NOT_SAMURAI, mystic);
    snprintf(with, sizeof with, "p1 use #%u.%d target #%u", mystic, AB_FIRE,
             mystic);
    assert_same_decision_as(f, plain, with, 1);
    int32_t vals[4];
    assert_int_equal(events_of(f, L5R_EV_TOKEN, vals, 4), 1);
    uint32_t id = last_token_on(f, mystic);
    assert_int_equal(vals[0], (int32_t)id);
    for (uint32_t i = 0; i < l5r_game_event_count(f->g); i++) {
        int k;
        uint32_t c;
        assert_int_equal(l5r_game_event(&k, NULL, &c, NULL, f->g, i), L5R_OK);
        if (k == L5R_EV_TOKEN)
            assert_int_equal(c, mystic);
    }
    DO(f, "p2 pass");
    /* Transferring. */
    snprintf(plain, sizeof plain, "p1 use #%u.%d target #%u", mystic,
             AB_BOW_NOT_SAMURAI, guard);
    snprintf(with, sizeof with, "p1 use #%u.%d target #%u", mystic, AB_TRANSFER,
             guard);
    assert_same_decision_as(f, plain, with, 1);
    assert_int_equal(l5r_token_card(token(f, id)), guard);
    assert_int_equal(l5r_game_card_token_count(f->g, mystic), 0);
    assert_int_equal(card_stat(f, guard, L5R_STAT_FORCE), 3);
    assert_int_equal(card_stat(f, mystic, L5R_STAT_FORCE), 2);
    DO(f, "p2 pass");
    /* Removing. */
    snprintf(with, sizeof with, "p1 use #%u.%d target #%u", mystic,
             AB_DESTROY_FIRE, guard);
    assert_same_decision_as(f, plain, with, 1);
    assert_null(l5r_game_token(f->g, id));
    assert_int_equal(card_stat(f, guard, L5R_STAT_FORCE), 1);
    fx_free(f);
}

/* --- TOK-10 -------------------------------------------------------------- */

static void test_TOK_10_tokens_are_neither_bowed_nor_unbowed(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "k-guard");
    uint32_t mystic = card(f, 0, L5R_ZONE_PLAY, "k-mystic");
    uint32_t fort = card(f, 0, L5R_ZONE_PLAY, "k-fort");
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_FIRE, guard);
    uint32_t id = last_token_on(f, guard);
    l5r_error_clear();
    assert_int_equal(l5r_token_is_bowed(token(f, id)), L5R_ENOTAPPLICABLE);
    assert_int_equal(l5r_error_code(), L5R_ENOTAPPLICABLE);
    /* Bowing the card bows the card, not the token. */
    assert_int_equal(l5r_game_card_is_bowed(f->g, guard), 0);
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_BOW_NOT_SAMURAI, guard);
    assert_int_equal(l5r_game_card_is_bowed(f->g, guard), 1);
    assert_int_equal(l5r_token_is_bowed(token(f, id)), L5R_ENOTAPPLICABLE);
    /* A province token too. */
    P1_USE(f, "p1 use #%u.0", fort);
    uint32_t wall = l5r_game_token_count(f->g) - 1;
    assert_int_equal(l5r_token_is_bowed(token(f, wall)), L5R_ENOTAPPLICABLE);
    /* The view gives a token no bow state. */
    char *v = view(f, 0);
    assert_null(strstr(view_tokens(v), "bowed"));
    l5r_free(v);
    assert_int_equal(l5r_token_is_bowed(NULL), L5R_EHANDLE);
    fx_free(f);
}

/* TOK-10: a token is no card, but a move can target it ("target tN"): the
   filter's title and controller apply, a card is not a token, and only
   destroy_token acts on a targeted token (bowing one is refused when the
   card is loaded). */
static void test_TOK_10_a_move_can_target_a_token(void **state)
{
    (void)state;
    fx *f = board_with(CARDS_TOKEN_TARGET, "k-mystic k-bushi k-unmaker k-fort",
                       DYN2);
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "k-guard");
    uint32_t mystic = card(f, 0, L5R_ZONE_PLAY, "k-mystic");
    uint32_t unm = card(f, 0, L5R_ZONE_PLAY, "k-unmaker");
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_FIRE, guard);
    uint32_t fire = last_token_on(f, guard);
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_STATS, mystic);
    uint32_t mine = last_token_on(f, mystic);
    char b0[64], b1[64], b2[64];
    const char *want[] = {
        fx_txt(b0, sizeof b0, "p1 use #%u.0 target t%u", unm, fire), NULL};
    const char *absent[] = {
        fx_txt(b1, sizeof b1, "p1 use #%u.0 target t%u", unm, mine),
        fx_txt(b2, sizeof b2, "p1 use #%u.1 target t%u", unm, mine), NULL};
    check_listed(f, 0, want, absent);
    const int T = L5R_REASON_TARGET;
    ILLEGAL(f, T, "CORE-55", "p1 use #%u.0 target t%u", unm, mine); /* title */
    ILLEGAL(f, T, "CORE-55", "p1 use #%u.1 target t%u", unm, mine); /* his */
    ILLEGAL(f, T, "CORE-55", "p1 use #%u.0 target #%u", unm, guard);
    ILLEGAL(f, T, "CORE-55", "p1 use #%u.0 target t%u", unm, 999);
    P1_USE(f, "p1 use #%u.0 target t%u", unm, fire);
    assert_null(l5r_game_token(f->g, fire));
    assert_non_null(l5r_game_token(f->g, mine));
    /* A removed token is no target any more. */
    ILLEGAL(f, T, "CORE-55", "p1 use #%u.1 target t%u", unm, fire);
    fx_free(f);
    /* Bowing a targeted token is refused at load, naming TOK-10. */
    static const char bad[] =
        "cards:\n"
        "  - id: k-bad\n"
        "    title: Token Bower\n"
        "    type: action\n"
        "    focus: 1\n"
        "    printings: [{set: Lotus Edition}]\n"
        "    abilities:\n"
        "      - {timing: limited, target: {type: token},\n"
        "         effects: [{bow: target}]}\n";
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    assert_int_equal(
        l5r_carddb_load_buffer(db, "bad.yaml", bad, sizeof bad - 1),
        L5R_ESCHEMA);
    assert_non_null(strstr(l5r_error_message(), "TOK-10"));
    l5r_carddb_free(db);
}

/* --- TOK-11 -------------------------------------------------------------- */

static void test_TOK_11_each_token_records_its_source(void **state)
{
    (void)state;
    fx *f = board();
    uint32_t guard = card(f, 1, L5R_ZONE_PLAY, "k-guard");
    uint32_t mystic = card(f, 0, L5R_ZONE_PLAY, "k-mystic");
    uint32_t fort = card(f, 0, L5R_ZONE_PLAY, "k-fort");
    /* p1's mystic makes a token on p2's guard: the source is the mystic. */
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_STATS, guard);
    uint32_t a = last_token_on(f, guard);
    assert_int_equal(l5r_token_source(token(f, a)), mystic);
    /* The Fortification's province token: the Fortification. */
    P1_USE(f, "p1 use #%u.0", fort);
    uint32_t w = l5r_game_token_count(f->g) - 1;
    assert_int_equal(l5r_token_source(token(f, w)), fort);
    /* A transferred token keeps its source. */
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_FIRE, mystic);
    uint32_t fire = last_token_on(f, mystic);
    P1_USE(f, "p1 use #%u.%d target #%u", mystic, AB_TRANSFER, guard);
    assert_int_equal(l5r_token_card(token(f, fire)), guard);
    assert_int_equal(l5r_token_source(token(f, fire)), mystic);
    assert_int_equal(l5r_token_source(NULL), L5R_NO_ID);
    fx_free(f);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(
            test_TOK_01_token_without_stats_or_title_is_a_load_error,
            fx_teardown),
        cmocka_unit_test_teardown(test_TOK_01_stats_title_or_both, fx_teardown),
        cmocka_unit_test_teardown(test_TOK_02_token_on_a_card_or_a_province,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_TOK_02_tokens_are_public_in_every_view,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_TOK_03_tokens_modify_the_card_stats,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_TOK_03_tokens_count_in_the_army_total,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_TOK_03_province_token_counts_at_resolution, fx_teardown),
        cmocka_unit_test_teardown(
            test_TOK_04_base_modification_is_the_created_one, fx_teardown),
        cmocka_unit_test_teardown(test_TOK_05_destroying_tokens_gains_no_honor,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_TOK_06_create_card_makes_a_real_card_that_ceases_to_exist,
            fx_teardown),
        cmocka_unit_test_teardown(test_TOK_06_no_token_types_in_the_vocabulary,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_TOK_06_create_card_of_an_undefined_card_is_rejected,
            fx_teardown),
        cmocka_unit_test_teardown(
            test_TOK_07_tokens_leave_with_their_card_and_never_return,
            fx_teardown),
        cmocka_unit_test_teardown(
            test_TOK_07_tokens_leave_with_a_destroyed_province, fx_teardown),
        cmocka_unit_test_teardown(test_TOK_08_token_title_is_not_a_keyword,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_TOK_08_effects_refer_to_tokens_by_title,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_TOK_09_token_changes_are_instantaneous,
                                  fx_teardown),
        cmocka_unit_test_teardown(
            test_TOK_10_tokens_are_neither_bowed_nor_unbowed, fx_teardown),
        cmocka_unit_test_teardown(test_TOK_10_a_move_can_target_a_token,
                                  fx_teardown),
        cmocka_unit_test_teardown(test_TOK_11_each_token_records_its_source,
                                  fx_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
