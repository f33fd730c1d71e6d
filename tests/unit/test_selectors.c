/* SPDX-License-Identifier: MIT */
/*
 * Target selectors through the public API: for the filters on Personal
 * Honor, dishonor (PHR-01), Unique cards and face-down Personalities, an
 * ability of the Judge targets with each, and the cards the legal-move
 * list offers as its target are exactly the cards the filter says, on a
 * board where some fit and some do not; validate refuses the others
 * (CORE-55). Every filter of the selector table in
 * examples/cards/SCHEMA.md is either tested here or named with the test
 * file that rules on it (test_abilities.c has the older ones), so a new
 * filter comes with its test.
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

#define LEN(a) (sizeof(a) / sizeof((a)[0]))

/* The board's cards, by role: p1 has the Judge (F1 C1 PH1, Magistrate),
   a Samurai (F3 C2 PH2), a Shade recruited face-down (Ninjutsu; F2 C3 PH0
   face-up or down) and a Granary; p2 the Champion (Unique, F4 C4 PH3,
   Samurai), two Peasants (F0 C1 PH0) and a Granary. */
enum {
    JUDGE = 1 << 0,
    SAMURAI = 1 << 1,
    SHADE = 1 << 2,
    GRANARY1 = 1 << 3,
    CHAMPION = 1 << 4,
    PEASANT = 1 << 5,
    GRANARY2 = 1 << 6,
    CASTLE = 1 << 7,
    KEEP = 1 << 8
};

/* A filter, the Judge's ability that targets with it (its index here),
   and the roles of the cards it must offer. `stage` 0: checked on the
   board as dealt; 1: after the Samurai is dishonored (PHR-01), and then
   `want` holds no Samurai but the dishonored one, who is him. */
typedef struct filt {
    const char *key;    /* the filter (SCHEMA.md's table) */
    const char *target; /* the ability's target */
    int stage;
    unsigned want;
} filt;

static const filt FILTERS[] = {
    {"personal_honor_at_least",
     "{type: personality, personal_honor_at_least: 2}", 0, SAMURAI | CHAMPION},
    {"personal_honor_at_least",
     "{type: personality, personal_honor_at_least: 1, controller: self}", 0,
     JUDGE | SAMURAI},
    {"personal_honor_at_most", "{type: personality, personal_honor_at_most: 0}",
     0, PEASANT | SHADE},
    {"unique", "{type: personality, unique: true}", 0, CHAMPION},
    {"unique", "{type: personality, unique: false}", 0,
     JUDGE | SAMURAI | SHADE | PEASANT},
    {"face_down", "{type: personality, face_down: true}", 0, SHADE},
    {"face_down", "{type: personality, face_down: false, controller: self}", 0,
     JUDGE | SAMURAI},
    {"dishonorable", "{type: personality, dishonorable: false}", 0,
     JUDGE | SAMURAI | SHADE | CHAMPION | PEASANT},
    {"dishonorable", "{type: personality, dishonorable: true}", 1, SAMURAI},
    {"dishonorable", "{type: personality, dishonorable: false}", 1,
     JUDGE | SHADE | CHAMPION | PEASANT},
    /* Dishonored, the Samurai's Personal Honor is at most 0 (PHR-01). */
    {"personal_honor_at_most",
     "{type: personality, personal_honor_at_most: 0, controller: self}", 1,
     SAMURAI | SHADE},
};

/* The filters SCHEMA.md lists that other tests rule on, with the file
   that does (it must use the filter). */
static const struct {
    const char *key, *file;
} ELSEWHERE[] = {
    {"type", "test_abilities.c"},
    {"controller", "test_abilities.c"},
    {"at", "test_abilities.c"},
    {"keywords", "test_abilities.c"},
    {"not_keywords", "test_abilities.c"},
    {"title", "test_abilities.c"},
    {"bowed", "test_abilities.c"},
    {"attacking", "test_abilities.c"},
    {"defending", "test_abilities.c"},
    {"force_at_most", "test_abilities.c"},
    {"force_at_least", "test_abilities.c"},
    {"chi_at_most", "test_abilities.c"},
    {"chi_at_least", "test_abilities.c"},
    {"count", "test_abilities.c"},
    {"up_to", "test_up_to.c"},
};

/* One more ability, after the filters': dishonor the Samurai. */
#define AB_DISHONOR ((int)LEN(FILTERS))

static char cards_yaml[16384];

static const char *cards(void)
{
    if (cards_yaml[0] != '\0')
        return cards_yaml;
    size_t n = 0, cap = sizeof cards_yaml;
#define PUT(...)                                                               \
    do {                                                                       \
        int k_ = snprintf(cards_yaml + n, cap - n, __VA_ARGS__);               \
        assert_true(k_ > 0 && (size_t)k_ < cap - n);                           \
        n += (size_t)k_;                                                       \
    } while (0)
    PUT("cards:\n"
        "  - {id: s-castle, title: Judging Castle, type: stronghold,\n"
        "     faction: Crab, province_strength: 5, gold_production: 10,\n"
        "     starting_honor: 8, printings: [{set: Lotus Edition}]}\n"
        "  - {id: s-keep, title: Judged Keep, type: stronghold,\n"
        "     faction: Scorpion, province_strength: 5, gold_production: 10,\n"
        "     starting_honor: 6, printings: [{set: Lotus Edition}]}\n"
        "  - id: s-judge\n"
        "    title: Impartial Judge\n"
        "    type: personality\n"
        "    keywords: [Magistrate]\n"
        "    force: 1\n"
        "    chi: 1\n"
        "    honor_requirement: '-'\n"
        "    gold_cost: 1\n"
        "    personal_honor: 1\n"
        "    printings: [{set: Lotus Edition}]\n"
        "    abilities:\n");
    for (size_t i = 0; i < LEN(FILTERS); i++)
        PUT("      - {timing: limited, limit: any_number, target: %s,\n"
            "         effects: [{force_bonus: {to: target, amount: 1}}]}\n",
            FILTERS[i].target);
    PUT("      - {timing: limited, target: {type: personality, title: Loyal "
        "Samurai},\n"
        "         effects: [{dishonor: target}]}\n"
        "  - {id: s-samurai, title: Loyal Samurai, type: personality,\n"
        "     keywords: [Samurai], force: 3, chi: 2, honor_requirement: '-',\n"
        "     gold_cost: 2, personal_honor: 2,\n"
        "     printings: [{set: Lotus Edition}]}\n"
        "  - {id: s-shade, title: Quiet Shade, type: personality,\n"
        "     keywords: [Ninja, Ninjutsu 1], force: 2, chi: 3,\n"
        "     honor_requirement: '-', gold_cost: 2, personal_honor: 0,\n"
        "     printings: [{set: Lotus Edition}]}\n"
        "  - {id: s-champion, title: Lone Champion, type: personality,\n"
        "     unique: true, keywords: [Samurai], force: 4, chi: 4,\n"
        "     honor_requirement: '-', gold_cost: 3, personal_honor: 3,\n"
        "     printings: [{set: Lotus Edition}]}\n"
        "  - {id: s-peasant, title: Humble Peasant, type: personality,\n"
        "     keywords: [Peasant], force: 0, chi: 1, honor_requirement: '-',\n"
        "     gold_cost: 1, personal_honor: 0,\n"
        "     printings: [{set: Lotus Edition}]}\n"
        "  - {id: s-granary, title: Village Granary, type: holding,\n"
        "     gold_cost: 1, printings: [{set: Lotus Edition}]}\n"
        "  - {id: s-scroll, title: Blank Scroll, type: action, focus: 1,\n"
        "     printings: [{set: Lotus Edition}]}\n");
#undef PUT
    return cards_yaml;
}

typedef struct board {
    fx *f;
    uint32_t judge, samurai, shade;
} board;

/* Turn 1: p1 recruits the Shade face-down and the rest face-up; turn 2:
   p2 recruits everything; now it is turn 3, p1's Action phase. */
static board deal(void)
{
    board b;
    fx *f = b.f =
        new_board(cards(), "s-castle", "s-judge s-samurai s-shade s-granary",
                  "s-scroll*6", "s-keep",
                  "s-champion s-peasant s-peasant s-granary", "s-scroll*6");
    START(f, 5);
    assert_int_equal(l5r_game_active_player(f->g), 0);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    DO(f, "p1 produce #%u", in_play(f, 0, "s-castle"));
    DO(f, "p1 recruit #%u face-down", card(f, 0, L5R_ZONE_PROVINCE, "s-shade"));
    while (fx_count(f, 0, L5R_ZONE_PROVINCE, NULL) > 0)
        DO(f, "p1 recruit #%u", fx_find(f, 0, L5R_ZONE_PROVINCE, NULL));
    NEXT_TURN(f);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    produce_and_recruit_all(f, 1, "s-keep");
    NEXT_TURN(f);
    assert_int_equal(l5r_game_turn(f->g), 3);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
    b.judge = in_play(f, 0, "s-judge");
    b.samurai = in_play(f, 0, "s-samurai");
    b.shade = in_play(f, 0, "s-shade");
    assert_int_equal(l5r_game_card_is_face_down(f->g, b.shade), 1);
    return b;
}

/* The role of card c on the board (0: not in play). */
static unsigned role(const board *b, uint32_t c)
{
    const fx *f = b->f;
    if (l5r_game_card_zone(f->g, c) != L5R_ZONE_PLAY)
        return 0;
    static const struct {
        const char *id;
        unsigned p1, p2;
    } ids[] = {{"s-judge", JUDGE, 0},       {"s-samurai", SAMURAI, 0},
               {"s-shade", SHADE, 0},       {"s-granary", GRANARY1, GRANARY2},
               {"s-champion", 0, CHAMPION}, {"s-peasant", 0, PEASANT},
               {"s-castle", CASTLE, 0},     {"s-keep", 0, KEEP}};
    uint32_t def = L5R_NO_ID;
    assert_int_equal(l5r_game_card_def(&def, f->g, c), L5R_OK);
    uint32_t p = l5r_game_card_controller(f->g, c);
    for (size_t i = 0; i < LEN(ids); i++)
        if (def == fx_def(f, ids[i].id))
            return p == 0 ? ids[i].p1 : ids[i].p2;
    return 0;
}

/* Each filter of this stage offers exactly the cards it wants, at least
   one and not every card in play. */
static void check_stage(board *b, int stage)
{
    fx *f = b->f;
    uint32_t n = l5r_game_card_count(f->g);
    for (size_t k = 0; k < LEN(FILTERS); k++) {
        if (FILTERS[k].stage != stage)
            continue;
        uint32_t offered = 0, in_play = 0;
        for (uint32_t c = 0; c < n; c++) {
            char move[64];
            snprintf(move, sizeof move, "p1 use #%u.%zu target #%u", b->judge,
                     k, c);
            int got = legal_has(f, 0, move);
            int want = (role(b, c) & FILTERS[k].want) != 0;
            if (got != want)
                fail_msg("filter %zu (%s): '%s' is %s, should be %s", k,
                         FILTERS[k].target, move, got ? "listed" : "not listed",
                         want ? "listed" : "not");
            /* validate agrees with the list */
            assert_int_equal(legal_now(f, "%s", move), want);
            if (!want && l5r_game_card_zone(f->g, c) == L5R_ZONE_PLAY)
                assert_string_equal(f->v.rule, "CORE-55");
            offered += (uint32_t)got;
            in_play += l5r_game_card_zone(f->g, c) == L5R_ZONE_PLAY;
        }
        assert_true(offered > 0);
        assert_true(offered < in_play);
    }
}

static void test_each_filter_offers_the_cards_it_says(void **state)
{
    (void)state;
    board b = deal();
    check_stage(&b, 0);
    P1_USE(b.f, "p1 use #%u.%d target #%u", b.judge, AB_DISHONOR, b.samurai);
    check_stage(&b, 1);
}

/* ---- every filter of SCHEMA.md is ruled on ------------------------------ */

static void test_every_schema_filter_is_ruled_on(void **state)
{
    (void)state;
    char *doc = fx_read_file(L5R_SOURCE_DIR "/examples/cards/SCHEMA.md", NULL);
    assert_non_null(doc);
    char *p = strstr(doc, "\n### Target selectors");
    assert_non_null(p);
    char *end = strstr(p + 1, "\n### ");
    assert_non_null(end);
    *end = '\0';
    unsigned rows = 0;
    char keys[32][40];
    size_t nkeys = 0;
    for (char *line = strstr(p, "\n| `"); line != NULL;
         line = strstr(line + 1, "\n| `")) {
        /* "| `a` / `b` | ...": each key of the row's first cell */
        char *cell_end = strstr(line + 3, " |");
        assert_non_null(cell_end);
        for (char *q = line + 3; q < cell_end;) {
            char *o = strchr(q, '`');
            if (o == NULL || o >= cell_end)
                break;
            char *c = strchr(o + 1, '`');
            assert_non_null(c);
            assert_true(nkeys < LEN(keys));
            snprintf(keys[nkeys++], sizeof keys[0], "%.*s", (int)(c - o - 1),
                     o + 1);
            q = c + 1;
        }
        rows++;
    }
    assert_true(rows >= 15);
    for (size_t i = 0; i < nkeys; i++) {
        int here = 0;
        for (size_t k = 0; k < LEN(FILTERS); k++)
            here |= strcmp(FILTERS[k].key, keys[i]) == 0;
        const char *file = NULL;
        for (size_t k = 0; k < LEN(ELSEWHERE); k++)
            if (strcmp(ELSEWHERE[k].key, keys[i]) == 0)
                file = ELSEWHERE[k].file;
        if (here)
            continue;
        if (file == NULL)
            fail_msg("the filter '%s' of SCHEMA.md is tested nowhere: add it "
                     "to FILTERS or ELSEWHERE in test_selectors.c",
                     keys[i]);
        char path[512], use[64];
        snprintf(path, sizeof path, "%s/tests/unit/%s", L5R_SOURCE_DIR, file);
        snprintf(use, sizeof use, "%s: ", keys[i]);
        char *text = fx_read_file(path, NULL);
        if (text == NULL)
            fail_msg("cannot read %s", path);
        int used = strstr(text, use) != NULL;
        free(text);
        if (!used)
            fail_msg("%s is named for the filter '%s' but does not use it",
                     file, keys[i]);
    }
    free(doc);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_each_filter_offers_the_cards_it_says,
                                  fx_teardown),
        cmocka_unit_test(test_every_schema_filter_is_ruled_on),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
