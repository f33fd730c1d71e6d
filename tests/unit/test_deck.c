/* SPDX-License-Identifier: MIT */
/* Decklists: loading (all or nothing, with the position of every error),
   building by hand, and the deck check with a rule ID on every problem
   (LOT-01, SOU-01, SOU-02, SEN-01, SEN-03, WND-01, CORE-01 .. CORE-07). */
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
#include "testalloc.h"

/* --- boards ------------------------------------------------------------- */

static const char DECK_CARDS[] =
    "factions:\n"
    "  - {name: Crab, alignment: Crab Clan}\n"
    "  - {name: Phoenix, alignment: Phoenix Clan}\n"
    "sets:\n"
    "  - {name: Old Set, order: 10, lotus: false}\n"
    "  - {name: Lotus Edition, order: 80, lotus: true}\n"
    "cards:\n"
    "  - {id: crab-castle, title: Crab Castle, type: stronghold, faction: "
    "Crab,\n"
    "     province_strength: 8, gold_production: 5, starting_honor: 5,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: old-castle, title: Old Castle, type: stronghold, faction: Crab,\n"
    "     province_strength: 8, gold_production: 5, starting_honor: 5,\n"
    "     printings: [{set: Old Set}]}\n"
    "  - {id: crab-sensei, title: Crab Sensei, type: sensei, factions: "
    "[Crab],\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: phoenix-sensei, title: Phoenix Sensei, type: sensei,\n"
    "     factions: [Phoenix], printings: [{set: Lotus Edition}]}\n"
    "  - {id: war-wind, title: War Wind, type: wind,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: old-gennai, title: Agasha Gennai, type: personality, force: 1,\n"
    "     chi: 4, honor_requirement: 3, gold_cost: 5, personal_honor: 2,\n"
    "     printings: [{set: Old Set}]}\n"
    "  - {id: new-aoki, title: Tamori Aoki, type: personality, force: 2,\n"
    "     chi: 4, honor_requirement: 4, gold_cost: 6, personal_honor: 2,\n"
    "     keywords: [Shugenja, Soul of Agasha Gennai],\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: old-only, title: Old Only, type: personality, force: 1,\n"
    "     chi: 1, honor_requirement: 1, gold_cost: 1, personal_honor: 1,\n"
    "     printings: [{set: Old Set}]}\n"
    "  - {id: old-blade, title: Old Blade, type: item, gold_cost: 1,\n"
    "     printings: [{set: Old Set}]}\n"
    "  - {id: plain-samurai, title: Plain Samurai, type: personality,\n"
    "     force: 2, chi: 2, honor_requirement: 2, gold_cost: 3,\n"
    "     personal_honor: 1, printings: [{set: Lotus Edition}]}\n"
    "  - {id: unique-lord, title: Unique Lord, type: personality, unique: "
    "true,\n"
    "     force: 4, chi: 4, honor_requirement: 4, gold_cost: 8,\n"
    "     personal_honor: 2, printings: [{set: Lotus Edition}]}\n"
    "  - {id: tsuko, title: Matsu Tsuko, type: personality, force: 4,\n"
    "     chi: 3, honor_requirement: 5, gold_cost: 8, personal_honor: 2,\n"
    "     printings: [{set: Lotus Edition}]}\n"
    "  - {id: tsuko-exp, title: Matsu Tsuko, type: personality, force: 5,\n"
    "     chi: 3, honor_requirement: 6, gold_cost: 9, personal_honor: 2,\n"
    "     keywords: [Experienced], printings: [{set: Lotus Edition}]}\n"
    "  - {id: fate-strike, title: Fate Strike, type: action,\n"
    "     printings: [{set: Lotus Edition}]}\n";

#define NFILLERS 14

/* Fillers: Lotus-legal Holdings and Actions, to make deck sizes. */
static char *filler_yaml(void)
{
    size_t cap = 8192, n = 0;
    char *s = malloc(cap);
    assert_non_null(s);
    n += (size_t)snprintf(s + n, cap - n, "cards:\n");
    for (int k = 1; k <= NFILLERS; k++) {
        n += (size_t)snprintf(s + n, cap - n,
                              "  - {id: filler-holding-%02d, title: Filler "
                              "Holding %02d, type: holding, gold_cost: 1,\n"
                              "     printings: [{set: Lotus Edition}]}\n",
                              k, k);
        n += (size_t)snprintf(s + n, cap - n,
                              "  - {id: filler-action-%02d, title: Filler "
                              "Action %02d, type: action,\n"
                              "     printings: [{set: Lotus Edition}]}\n",
                              k, k);
    }
    assert_true(n < cap);
    return s;
}

static l5r_carddb *deck_db(void)
{
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    int rc = l5r_carddb_load_buffer(db, "deck-cards", DECK_CARDS,
                                    strlen(DECK_CARDS));
    if (rc != L5R_OK)
        fail_msg("deck cards: %s", l5r_carddb_errmsg(db));
    char *fill = filler_yaml();
    rc = l5r_carddb_load_buffer(db, "fillers", fill, strlen(fill));
    free(fill);
    if (rc != L5R_OK)
        fail_msg("fillers: %s", l5r_carddb_errmsg(db));
    assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
    return db;
}

/* The sample cards (sets.yaml and lotus-sample.yaml), frozen. */
static l5r_carddb *sample_db(void)
{
    l5r_carddb *db = fx_sample_cards();
    assert_non_null(db);
    return db;
}

static uint32_t card(const l5r_carddb *db, const char *id)
{
    uint32_t i = UINT32_MAX;
    if (l5r_carddb_find(&i, db, id) != L5R_OK)
        fail_msg("no card '%s'", id);
    return i;
}

/* Add `n` filler cards to a list, three copies of each title at most. */
static void add_fillers(l5r_deck *d, const l5r_carddb *db, int list, uint32_t n)
{
    const char *kind = list == L5R_LIST_DYNASTY ? "holding" : "action";
    for (int k = 1; n > 0; k++) {
        assert_true(k <= NFILLERS);
        char id[64];
        snprintf(id, sizeof id, "filler-%s-%02d", kind, k);
        uint32_t c = n < 3 ? n : 3;
        assert_int_equal(l5r_deck_add(d, list, card(db, id), c), L5R_OK);
        n -= c;
    }
}

/* A deck from an inline decklist, then filled to `dyn` and `fate` more
   cards. */
static l5r_deck *deck_from(const l5r_carddb *db, const char *yaml, uint32_t dyn,
                           uint32_t fate)
{
    l5r_deck *d = NULL;
    assert_int_equal(l5r_deck_new(&d, db, NULL), L5R_OK);
    int rc = l5r_deck_load_buffer(d, "deck", yaml, strlen(yaml));
    if (rc != L5R_OK)
        fail_msg("decklist: %s", l5r_deck_errmsg(d));
    add_fillers(d, db, L5R_LIST_DYNASTY, dyn);
    add_fillers(d, db, L5R_LIST_FATE, fate);
    return d;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static void dump_problems(const l5r_deck *d, char *buf, size_t cap)
{
    size_t n = 0;
    buf[0] = '\0';
    for (uint32_t i = 0; i < l5r_deck_problem_count(d) && n < cap; i++)
        n += (size_t)snprintf(buf + n, cap - n, "\n  %s: %s",
                              l5r_deck_problem_rule(d, i),
                              l5r_deck_problem_message(d, i));
}

/*
 * Check the deck in `format`: the problems' rule IDs must be exactly
 * `want` (a multiset, any order). Every problem's rule has a text.
 */
static void expect_rules(l5r_deck *d, int format, const char *const *want,
                         size_t nwant)
{
    int rc = l5r_deck_check(d, format);
    assert_true(rc >= 0);
    assert_int_equal((uint32_t)rc, l5r_deck_problem_count(d));
    const char *got[64];
    const char *exp[64];
    assert_true(nwant <= 64);
    size_t ngot = (size_t)rc;
    char dump[4096];
    dump_problems(d, dump, sizeof dump);
    if (ngot > 64)
        fail_msg("%zu problems:%s", ngot, dump);
    for (size_t i = 0; i < ngot; i++) {
        got[i] = l5r_deck_problem_rule(d, (uint32_t)i);
        assert_non_null(got[i]);
        assert_non_null(l5r_deck_problem_message(d, (uint32_t)i));
        if (l5r_rule_text(got[i]) == NULL)
            fail_msg("rule '%s' has no text", got[i]);
    }
    for (size_t i = 0; i < nwant; i++)
        exp[i] = want[i];
    qsort(got, ngot, sizeof got[0], cmp_str);
    qsort(exp, nwant, sizeof exp[0], cmp_str);
    int same = ngot == nwant;
    for (size_t i = 0; same && i < ngot; i++)
        same = strcmp(got[i], exp[i]) == 0;
    if (!same) {
        char w[512];
        size_t n = 0;
        w[0] = '\0';
        for (size_t i = 0; i < nwant; i++)
            n += (size_t)snprintf(w + n, sizeof w - n, " %s", exp[i]);
        fail_msg("format %d: want [%s ], got:%s", format, w, dump);
    }
    assert_null(l5r_deck_problem_rule(d, (uint32_t)ngot));
    assert_null(l5r_deck_problem_message(d, (uint32_t)ngot));
    assert_int_equal(l5r_deck_problem_card(d, (uint32_t)ngot), UINT32_MAX);
}

#define EXPECT(d, format, ...)                                                 \
    do {                                                                       \
        static const char *const want_[] = {__VA_ARGS__};                      \
        expect_rules((d), (format), want_ + 1,                                 \
                     sizeof want_ / sizeof want_[0] - 1);                      \
    } while (0)
/* EXPECT(d, f, "") means no problem; EXPECT(d, f, "", "LOT-01") one. */

/* The problem with rule `rule`: its card (asserts there is exactly one). */
static uint32_t problem_card(const l5r_deck *d, const char *rule)
{
    uint32_t found = 0, c = UINT32_MAX;
    for (uint32_t i = 0; i < l5r_deck_problem_count(d); i++)
        if (strcmp(l5r_deck_problem_rule(d, i), rule) == 0) {
            found++;
            c = l5r_deck_problem_card(d, i);
        }
    if (found != 1)
        fail_msg("%u problems with rule %s", found, rule);
    return c;
}

static const char LEGAL_DECK[] = "name: Inline\n"
                                 "stronghold: crab-castle\n"
                                 "sensei: crab-sensei\n"
                                 "wind: war-wind\n"
                                 "dynasty: {plain-samurai: 3}\n"
                                 "fate: {fate-strike: 3}\n";

/* --- the sample decks
 * --------------------------------------------------------- */

static void test_sample_decks_legal_in_both_formats(void **state)
{
    (void)state;
    l5r_carddb *db = sample_db();
    static const struct {
        const char *file, *name, *stronghold, *sensei, *wind;
    } decks[] = {
        {"crab-yu.yaml", "Crab Yu", "the-kaiu-walls", "sensei-of-stone",
         "wind-of-war"},
        {"scorpion-ninjutsu.yaml", "Scorpion Ninjutsu", "kyuden-bayushi",
         "sensei-of-shadows", "wind-of-justice"},
        {"crane-duelists.yaml", "Crane Duelists", "kyuden-doji", NULL,
         "wind-of-honor"},
        {"mantis-archers.yaml", "Mantis Archers", "kyuden-gotei", NULL,
         "wind-of-war"},
        {"lion-vanguard.yaml", "Lion Vanguard", "kyuden-ikoma", NULL,
         "wind-of-war"},
        {"unicorn-riders.yaml", "Unicorn Riders", "shiro-moto", NULL,
         "wind-of-justice"},
        {"phoenix-rituals.yaml", "Phoenix Rituals", "kyuden-isawa",
         "sensei-of-fire", "wind-of-mystery"},
        {"shadowlands-fear.yaml", "Shadowlands Fear", "the-festering-pit", NULL,
         "wind-of-war"},
        {"dragon-monks.yaml", "Dragon Monks", "kyuden-togashi",
         "sensei-of-fire", "wind-of-justice"},
        {"ratling-warrens.yaml", "Ratling Warrens", "warrens-of-the-nezumi",
         "sensei-of-the-nezumi", "wind-of-war"},
    };
    for (size_t k = 0; k < sizeof decks / sizeof decks[0]; k++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/examples/cards/decks/%s",
                 L5R_SOURCE_DIR, decks[k].file);
        l5r_deck *d = NULL;
        assert_int_equal(l5r_deck_new(&d, db, NULL), L5R_OK);
        int rc = l5r_deck_load_file(d, path);
        if (rc != L5R_OK)
            fail_msg("%s: %s", path, l5r_deck_errmsg(d));
        assert_int_equal(l5r_deck_diag(NULL, NULL, NULL, d), L5R_ENOTFOUND);
        assert_string_equal(l5r_deck_name(d), decks[k].name);
        uint32_t c = 0;
        assert_int_equal(l5r_deck_get_stronghold(&c, d), 1);
        assert_int_equal(c, card(db, decks[k].stronghold));
        if (decks[k].sensei != NULL) {
            assert_int_equal(l5r_deck_get_sensei(&c, d), 1);
            assert_int_equal(c, card(db, decks[k].sensei));
        } else {
            assert_int_equal(l5r_deck_get_sensei(&c, d), 0);
        }
        assert_int_equal(l5r_deck_get_wind(&c, d), 1);
        assert_int_equal(c, card(db, decks[k].wind));
        assert_int_equal(l5r_deck_size(d, L5R_LIST_DYNASTY), 40);
        assert_int_equal(l5r_deck_size(d, L5R_LIST_FATE), 40);
        EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "");
        EXPECT(d, L5R_FORMAT_LOTUS_OPEN, "");
        l5r_deck_free(d);
    }
    l5r_carddb_free(db);
}

static void test_illegal_example_reports_its_rules(void **state)
{
    (void)state;
    l5r_carddb *db = sample_db();
    l5r_deck *d = NULL;
    assert_int_equal(l5r_deck_new(&d, db, NULL), L5R_OK);
    assert_int_equal(
        l5r_deck_load_file(d, L5R_SOURCE_DIR
                           "/examples/cards/decks/illegal-example.yaml"),
        L5R_OK);
    /* The header comment of the file lists these, one each. */
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "", "SEN-03", "WND-01", "LOT-01",
           "CORE-01", "CORE-02", "CORE-03", "CORE-04");
    assert_int_equal(problem_card(d, "LOT-01"), card(db, "sword-of-the-sun"));
    assert_int_equal(problem_card(d, "CORE-03"), card(db, "hida-defender"));
    assert_int_equal(problem_card(d, "CORE-04"), card(db, "hida-kuroda"));
    assert_int_equal(problem_card(d, "SEN-03"), card(db, "sensei-of-fire"));
    assert_int_equal(problem_card(d, "WND-01"), card(db, "wind-of-honor"));
    assert_int_equal(problem_card(d, "CORE-01"), UINT32_MAX);
    assert_int_equal(problem_card(d, "CORE-02"), UINT32_MAX);
    /* Agasha Gennai is legal through Tamori Aoki in Open too (the seed's
       example: both cards are legal there). */
    EXPECT(d, L5R_FORMAT_LOTUS_OPEN, "", "SEN-03", "WND-01", "LOT-01",
           "CORE-01", "CORE-02", "CORE-03", "CORE-04");
    assert_int_equal(l5r_deck_check(d, 0), L5R_EINVAL);
    l5r_deck_free(d);
    l5r_carddb_free(db);
}

/* --- the rules, on small boards
 * ----------------------------------------------- */

static void test_LOT_01_non_lotus_card_is_reported(void **state)
{
    (void)state;
    l5r_carddb *db = deck_db();
    l5r_deck *d = deck_from(db, LEGAL_DECK, 40, 40);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "");
    assert_int_equal(l5r_deck_add(d, L5R_LIST_FATE, card(db, "old-blade"), 1),
                     L5R_OK);
    assert_int_equal(l5r_deck_add(d, L5R_LIST_DYNASTY, card(db, "old-only"), 2),
                     L5R_OK);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "", "LOT-01", "LOT-01");
    EXPECT(d, L5R_FORMAT_LOTUS_OPEN, "", "LOT-01", "LOT-01");
    uint32_t cards[2] = {l5r_deck_problem_card(d, 0),
                         l5r_deck_problem_card(d, 1)};
    assert_true((cards[0] == card(db, "old-blade") &&
                 cards[1] == card(db, "old-only")) ||
                (cards[1] == card(db, "old-blade") &&
                 cards[0] == card(db, "old-only")));
    l5r_deck_free(d);

    /* Strongholds too. */
    d = deck_from(db,
                  "stronghold: old-castle\n"
                  "dynasty: {}\n",
                  40, 40);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "", "LOT-01");
    assert_int_equal(problem_card(d, "LOT-01"), card(db, "old-castle"));
    l5r_deck_free(d);
    l5r_carddb_free(db);
}

static void test_SOU_01_old_card_legal_as_soul_and_counts_jointly(void **state)
{
    (void)state;
    l5r_carddb *db = deck_db();
    /* The old card has no lotus printing, but a lotus "Soul of" card
       names it: legal. */
    l5r_deck *d = deck_from(db,
                            "stronghold: crab-castle\n"
                            "dynasty: {old-gennai: 2, new-aoki: 1}\n",
                            40, 40);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "");
    /* 2 + 2 = 4 copies of one card. */
    assert_int_equal(l5r_deck_add(d, L5R_LIST_DYNASTY, card(db, "new-aoki"), 1),
                     L5R_OK);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "", "SOU-01");
    uint32_t c = problem_card(d, "SOU-01");
    assert_true(c == card(db, "old-gennai") || c == card(db, "new-aoki"));
    l5r_deck_free(d);
    l5r_carddb_free(db);
}

static void test_SOU_02_open_joint_limit(void **state)
{
    (void)state;
    l5r_carddb *db = deck_db();
    l5r_deck *d = deck_from(db,
                            "stronghold: crab-castle\n"
                            "dynasty: {old-gennai: 1, new-aoki: 2}\n",
                            40, 40);
    EXPECT(d, L5R_FORMAT_LOTUS_OPEN, "");
    assert_int_equal(
        l5r_deck_add(d, L5R_LIST_DYNASTY, card(db, "old-gennai"), 1), L5R_OK);
    EXPECT(d, L5R_FORMAT_LOTUS_OPEN, "", "SOU-02");
    l5r_deck_free(d);
    l5r_carddb_free(db);
}

static void test_SEN_01_sensei_in_dynasty_list(void **state)
{
    (void)state;
    l5r_carddb *db = deck_db();
    l5r_deck *d = deck_from(db,
                            "stronghold: crab-castle\n"
                            "dynasty: {crab-sensei: 1}\n",
                            40, 40);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "", "SEN-01");
    assert_int_equal(problem_card(d, "SEN-01"), card(db, "crab-sensei"));
    l5r_deck_free(d);
    /* Nor in the Fate list. */
    d = deck_from(db,
                  "stronghold: crab-castle\n"
                  "fate: {phoenix-sensei: 1}\n",
                  40, 40);
    EXPECT(d, L5R_FORMAT_LOTUS_OPEN, "", "SEN-01");
    l5r_deck_free(d);
    l5r_carddb_free(db);
}

static void test_WND_01_wind_in_a_deck_list(void **state)
{
    (void)state;
    l5r_carddb *db = deck_db();
    l5r_deck *d = deck_from(db,
                            "stronghold: crab-castle\n"
                            "fate: {war-wind: 1}\n",
                            40, 40);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "", "WND-01");
    assert_int_equal(problem_card(d, "WND-01"), card(db, "war-wind"));
    l5r_deck_free(d);
    /* It does not count as a Fate card: 39 + the Wind is too few. */
    d = deck_from(db,
                  "stronghold: crab-castle\n"
                  "fate: {war-wind: 1}\n",
                  40, 39);
    assert_int_equal(l5r_deck_size(d, L5R_LIST_FATE), 40);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "", "WND-01", "CORE-02");
    l5r_deck_free(d);
    d = deck_from(db,
                  "stronghold: crab-castle\n"
                  "dynasty: {war-wind: 1}\n",
                  40, 40);
    EXPECT(d, L5R_FORMAT_LOTUS_OPEN, "", "WND-01");
    l5r_deck_free(d);
    l5r_carddb_free(db);
}

static void test_SEN_03_sensei_of_another_faction(void **state)
{
    (void)state;
    l5r_carddb *db = deck_db();
    l5r_deck *d = deck_from(db,
                            "stronghold: crab-castle\n"
                            "sensei: phoenix-sensei\n",
                            40, 40);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "", "SEN-03");
    assert_int_equal(problem_card(d, "SEN-03"), card(db, "phoenix-sensei"));
    assert_int_equal(l5r_deck_set_sensei(d, card(db, "crab-sensei")), L5R_OK);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "");
    l5r_deck_free(d);
    l5r_carddb_free(db);
}

static void test_CORE_05_one_stronghold(void **state)
{
    (void)state;
    l5r_carddb *db = deck_db();
    /* Built by hand without one. */
    l5r_deck *d = NULL;
    assert_int_equal(l5r_deck_new(&d, db, NULL), L5R_OK);
    add_fillers(d, db, L5R_LIST_DYNASTY, 40);
    add_fillers(d, db, L5R_LIST_FATE, 40);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "", "CORE-05");
    assert_int_equal(problem_card(d, "CORE-05"), UINT32_MAX);
    /* A Personality is not a Stronghold. */
    assert_int_equal(l5r_deck_set_stronghold(d, card(db, "plain-samurai")),
                     L5R_OK);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "", "CORE-05");
    assert_int_equal(problem_card(d, "CORE-05"), card(db, "plain-samurai"));
    assert_int_equal(l5r_deck_set_stronghold(d, card(db, "crab-castle")),
                     L5R_OK);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "");
    /* A decklist must name one. */
    static const char none[] = "name: No Castle\ndynasty: {}\n";
    assert_int_equal(l5r_deck_load_buffer(d, "none", none, strlen(none)),
                     L5R_ESCHEMA);
    assert_string_equal(l5r_deck_name(d), "");
    l5r_deck_free(d);
    l5r_carddb_free(db);
}

static void test_CORE_06_cards_in_the_wrong_deck(void **state)
{
    (void)state;
    l5r_carddb *db = deck_db();
    l5r_deck *d = deck_from(db,
                            "stronghold: crab-castle\n"
                            "dynasty: {fate-strike: 1}\n",
                            40, 40);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "", "CORE-06");
    assert_int_equal(problem_card(d, "CORE-06"), card(db, "fate-strike"));
    l5r_deck_free(d);
    d = deck_from(db,
                  "stronghold: crab-castle\n"
                  "fate: {plain-samurai: 1}\n",
                  40, 40);
    EXPECT(d, L5R_FORMAT_LOTUS_OPEN, "", "CORE-06");
    l5r_deck_free(d);
    /* A Stronghold is in neither deck either. */
    d = deck_from(db,
                  "stronghold: crab-castle\n"
                  "dynasty: {crab-castle: 1}\n",
                  40, 40);
    EXPECT(d, L5R_FORMAT_LOTUS_OPEN, "", "CORE-06");
    l5r_deck_free(d);
    l5r_carddb_free(db);
}

static void test_CORE_07_sensei_and_wind_slots(void **state)
{
    (void)state;
    l5r_carddb *db = deck_db();
    l5r_deck *d = deck_from(db,
                            "stronghold: crab-castle\n"
                            "sensei: plain-samurai\n",
                            40, 40);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "", "CORE-07");
    assert_int_equal(problem_card(d, "CORE-07"), card(db, "plain-samurai"));
    l5r_deck_free(d);
    d = deck_from(db,
                  "stronghold: crab-castle\n"
                  "wind: crab-sensei\n",
                  40, 40);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "", "CORE-07");
    l5r_deck_free(d);
    l5r_carddb_free(db);
}

static void test_CORE_01_to_04_sizes_and_copies(void **state)
{
    (void)state;
    l5r_carddb *db = deck_db();
    l5r_deck *d = deck_from(db, "stronghold: crab-castle\n", 39, 39);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "", "CORE-01", "CORE-02");
    l5r_deck_free(d);
    /* Larger decks are fine. */
    d = deck_from(db, "stronghold: crab-castle\n", 42, 42);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "");
    /* Four of a title; two of a Unique one. */
    assert_int_equal(
        l5r_deck_add(d, L5R_LIST_DYNASTY, card(db, "plain-samurai"), 4),
        L5R_OK);
    assert_int_equal(
        l5r_deck_add(d, L5R_LIST_DYNASTY, card(db, "unique-lord"), 2), L5R_OK);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "", "CORE-03", "CORE-04");
    assert_int_equal(problem_card(d, "CORE-03"), card(db, "plain-samurai"));
    assert_int_equal(problem_card(d, "CORE-04"), card(db, "unique-lord"));
    l5r_deck_free(d);
    /* Each Experienced level is its own title: 3 + 3 is fine. */
    d = deck_from(db,
                  "stronghold: crab-castle\n"
                  "dynasty: {tsuko: 3, tsuko-exp: 3}\n",
                  40, 40);
    EXPECT(d, L5R_FORMAT_LOTUS_OPEN, "");
    l5r_deck_free(d);
    l5r_carddb_free(db);
}

/* A deck is checked once for the settings a check asks (a game started
   from it again reuses that check): checked again, for other settings or
   after any change, its problems are those of the deck then. */
static void test_check_again_sees_every_change(void **state)
{
    (void)state;
    l5r_carddb *db = deck_db();
    l5r_deck *d = deck_from(db, "stronghold: crab-castle\n", 40, 40);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "");
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "");
    /* Games with larger minimum sizes (CORE-01, CORE-02) refuse it; one
       with the usual sizes takes it, and so does the check after. */
    l5r_options *o = NULL;
    assert_int_equal(l5r_options_new(&o, NULL), L5R_OK);
    assert_int_equal(l5r_options_set(o, L5R_PARAM_MIN_DYNASTY, 41), L5R_OK);
    l5r_game *g = NULL;
    l5r_deck *decks[2] = {d, d};
    assert_int_equal(l5r_game_new(&g, db, o, decks, 2, NULL), L5R_ESTATE);
    assert_null(g);
    assert_int_equal(l5r_deck_problem_count(d), 1);
    assert_string_equal(l5r_deck_problem_rule(d, 0), "CORE-01");
    assert_int_equal(l5r_options_set(o, L5R_PARAM_MIN_DYNASTY, 40), L5R_OK);
    assert_int_equal(l5r_game_new(&g, db, o, decks, 2, NULL), L5R_OK);
    l5r_game_free(g);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "");
    /* A Stronghold set, a card added and a decklist loaded are each seen
       by the next check, however often the deck was checked before. */
    assert_int_equal(l5r_deck_set_stronghold(d, UINT32_MAX), L5R_OK);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "", "CORE-05");
    assert_int_equal(l5r_game_new(&g, db, NULL, decks, 2, NULL), L5R_ESTATE);
    assert_int_equal(l5r_deck_set_stronghold(d, card(db, "crab-castle")),
                     L5R_OK);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "");
    assert_int_equal(l5r_deck_add(d, L5R_LIST_FATE, card(db, "old-blade"), 1),
                     L5R_OK);
    EXPECT(d, L5R_FORMAT_LOTUS_OPEN, "", "LOT-01");
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "", "LOT-01");
    static const char bare[] = "stronghold: crab-castle\n";
    assert_int_equal(l5r_deck_load_buffer(d, "bare", bare, strlen(bare)),
                     L5R_OK);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "", "CORE-01", "CORE-02");
    l5r_options_free(o);
    l5r_deck_free(d);
    l5r_carddb_free(db);
}

/* How many problems of the last check have rule `rule`. */
static uint32_t count_rule(const l5r_deck *d, const char *rule)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < l5r_deck_problem_count(d); i++)
        n += strcmp(l5r_deck_problem_rule(d, i), rule) == 0;
    return n;
}

static void test_SOU_01_CORE_03_huge_counts_do_not_wrap(void **state)
{
    (void)state;
    l5r_carddb *db = deck_db();
    /* 4294967295 + 2 copies of one card (SOU-01): either refused when
       added, or reported by the check; never legal. */
    l5r_deck *d = deck_from(db, "stronghold: crab-castle\n", 40, 40);
    int a =
        l5r_deck_add(d, L5R_LIST_DYNASTY, card(db, "old-gennai"), UINT32_MAX);
    int b = l5r_deck_add(d, L5R_LIST_DYNASTY, card(db, "new-aoki"), 2);
    int refused1 = a == L5R_EINVAL || b == L5R_EINVAL;
    int rc1 = l5r_deck_check(d, L5R_FORMAT_LOTUS_STORYLINE);
    uint32_t sou = count_rule(d, "SOU-01");
    l5r_deck_free(d);
    /* 4294967294 + 3 copies of one title over both lists (CORE-03). */
    d = deck_from(db, "stronghold: crab-castle\n", 40, 40);
    a = l5r_deck_add(d, L5R_LIST_DYNASTY, card(db, "plain-samurai"),
                     UINT32_MAX - 1);
    b = l5r_deck_add(d, L5R_LIST_FATE, card(db, "plain-samurai"), 3);
    int refused2 = a == L5R_EINVAL || b == L5R_EINVAL;
    int rc2 = l5r_deck_check(d, L5R_FORMAT_LOTUS_OPEN);
    uint32_t core = count_rule(d, "CORE-03");
    l5r_deck_free(d);
    l5r_carddb_free(db);
    if ((!refused1 && sou != 1) || (!refused2 && core != 1))
        fail_msg("4294967297 copies: %d problems with %u SOU-01 (want 1); "
                 "%d problems with %u CORE-03 (want 1)",
                 rc1, sou, rc2, core);
}

/* --- decklist errors
 * ------------------------------------------------------------ */

static void expect_unchanged(const l5r_deck *d, const l5r_carddb *db)
{
    assert_string_equal(l5r_deck_name(d), "Inline");
    uint32_t c = 0;
    assert_int_equal(l5r_deck_get_stronghold(&c, d), 1);
    assert_int_equal(c, card(db, "crab-castle"));
    assert_int_equal(l5r_deck_get_sensei(&c, d), 1);
    assert_int_equal(c, card(db, "crab-sensei"));
    assert_int_equal(l5r_deck_get_wind(&c, d), 1);
    assert_int_equal(c, card(db, "war-wind"));
    assert_int_equal(l5r_deck_entry_count(d, L5R_LIST_DYNASTY), 1);
    assert_int_equal(l5r_deck_size(d, L5R_LIST_DYNASTY), 3);
    assert_int_equal(l5r_deck_size(d, L5R_LIST_FATE), 3);
    uint32_t count = 0;
    assert_int_equal(l5r_deck_entry(&c, &count, d, L5R_LIST_FATE, 0), L5R_OK);
    assert_int_equal(c, card(db, "fate-strike"));
    assert_int_equal(count, 3);
}

static void load_fails(l5r_deck *d, const char *yaml, int code, uint32_t line,
                       uint32_t col)
{
    int rc = l5r_deck_load_buffer(d, "bad-deck", yaml, strlen(yaml));
    int dcode = 0;
    uint32_t dline = 0, dcol = 0;
    assert_int_equal(l5r_deck_diag(&dcode, &dline, &dcol, d), L5R_OK);
    if (rc != code || dcode != code || dline != line || dcol != col)
        fail_msg("got %d (diag %d at %u:%u), want %d at %u:%u: %s", rc, dcode,
                 dline, dcol, code, line, col, l5r_deck_errmsg(d));
    assert_true(strlen(l5r_deck_errmsg(d)) > 0);
    assert_int_equal(l5r_error_code(), code);
}

static void test_decklist_unknown_card_is_enotfound_at_its_id(void **state)
{
    (void)state;
    l5r_carddb *db = deck_db();
    l5r_deck *d = NULL;
    assert_int_equal(l5r_deck_new(&d, db, NULL), L5R_OK);
    assert_int_equal(
        l5r_deck_load_buffer(d, "legal", LEGAL_DECK, strlen(LEGAL_DECK)),
        L5R_OK);
    expect_unchanged(d, db);
    /* In a list: at the id (the key). */
    load_fails(d,
               "name: Other\n"
               "stronghold: crab-castle\n"
               "dynasty: {plain-samurai: 1}\n"
               "fate:\n"
               "  fate-strike: 2\n"
               "  no-such-card: 2\n",
               L5R_ENOTFOUND, 6, 3);
    expect_unchanged(d, db);
    assert_non_null(strstr(l5r_deck_errmsg(d), "no-such-card"));
    /* As the Stronghold: at the id (the value). */
    load_fails(d,
               "name: Other\n"
               "stronghold:   missing-castle\n",
               L5R_ENOTFOUND, 2, 15);
    expect_unchanged(d, db);
    /* A good load clears the diagnostic. */
    assert_int_equal(
        l5r_deck_load_buffer(d, "legal", LEGAL_DECK, strlen(LEGAL_DECK)),
        L5R_OK);
    assert_int_equal(l5r_deck_diag(NULL, NULL, NULL, d), L5R_ENOTFOUND);
    assert_string_equal(l5r_deck_errmsg(d), "");
    l5r_deck_free(d);
    l5r_carddb_free(db);
}

static void test_decklist_counts_and_fields_are_checked(void **state)
{
    (void)state;
    l5r_carddb *db = deck_db();
    l5r_deck *d = NULL;
    assert_int_equal(l5r_deck_new(&d, db, NULL), L5R_OK);
    assert_int_equal(
        l5r_deck_load_buffer(d, "legal", LEGAL_DECK, strlen(LEGAL_DECK)),
        L5R_OK);
    load_fails(d,
               "stronghold: crab-castle\n"
               "dynasty: {plain-samurai: 0}\n",
               L5R_ESCHEMA, 2, 26);
    expect_unchanged(d, db);
    load_fails(d,
               "stronghold: crab-castle\n"
               "fate:\n"
               "  fate-strike: 100\n",
               L5R_ESCHEMA, 3, 16);
    expect_unchanged(d, db);
    load_fails(d,
               "stronghold: crab-castle\n"
               "fate: {fate-strike: \"2\"}\n",
               L5R_ESCHEMA, 2, 21);
    expect_unchanged(d, db);
    load_fails(d,
               "stronghold: crab-castle\n"
               "sideboard: {fate-strike: 2}\n",
               L5R_ESCHEMA, 2, 1);
    expect_unchanged(d, db);
    load_fails(d,
               "stronghold: crab-castle\n"
               "dynasty: [plain-samurai]\n",
               L5R_ESCHEMA, 2, 10);
    expect_unchanged(d, db);
    load_fails(d, "stronghold: [crab-castle]\n", L5R_ESCHEMA, 1, 13);
    expect_unchanged(d, db);
    load_fails(d, "stronghold: crab-castle\nfate: {a: 1, a: 2}\n",
               L5R_EDUPLICATE, 2, 14);
    expect_unchanged(d, db);
    load_fails(d, "stronghold: crab-castle\nfate: {\n", L5R_ESYNTAX, 3, 1);
    expect_unchanged(d, db);
    /* 99 is a count the parser takes; the check then says no. */
    static const char many[] = "stronghold: crab-castle\n"
                               "fate: {fate-strike: 99}\n";
    assert_int_equal(l5r_deck_load_buffer(d, "many", many, strlen(many)),
                     L5R_OK);
    assert_int_equal(l5r_deck_size(d, L5R_LIST_FATE), 99);
    assert_int_equal(l5r_deck_size(d, L5R_LIST_DYNASTY), 0);
    assert_string_equal(l5r_deck_name(d), "");
    uint32_t c = 0;
    assert_int_equal(l5r_deck_get_sensei(&c, d), 0);
    assert_int_equal(c, UINT32_MAX);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "", "CORE-01", "CORE-03");
    /* A missing file. */
    assert_int_equal(
        l5r_deck_load_file(d, L5R_SOURCE_DIR "/examples/cards/decks/none.yaml"),
        L5R_EIO);
    assert_int_equal(l5r_deck_size(d, L5R_LIST_FATE), 99);
    l5r_deck_free(d);
    l5r_carddb_free(db);
}

/* --- building by hand
 * ----------------------------------------------------------- */

static void test_deck_built_by_hand_reads_back(void **state)
{
    (void)state;
    l5r_carddb *db = deck_db();
    l5r_deck *d = NULL;
    assert_int_equal(l5r_deck_new(&d, db, NULL), L5R_OK);
    assert_string_equal(l5r_deck_name(d), "");
    uint32_t c = 0, count = 0;
    assert_int_equal(l5r_deck_get_stronghold(&c, d), 0);
    assert_int_equal(c, UINT32_MAX);
    assert_int_equal(l5r_deck_size(d, L5R_LIST_DYNASTY), 0);
    assert_int_equal(l5r_deck_entry_count(d, L5R_LIST_FATE), 0);
    assert_int_equal(l5r_deck_problem_count(d), 0);

    uint32_t castle = card(db, "crab-castle"), sensei = card(db, "crab-sensei"),
             wind = card(db, "war-wind"), sam = card(db, "plain-samurai"),
             lord = card(db, "unique-lord"), strike = card(db, "fate-strike");
    assert_int_equal(l5r_deck_set_name(d, "By Hand"), L5R_OK);
    assert_int_equal(l5r_deck_set_name(d, "By Hand, renamed"), L5R_OK);
    assert_int_equal(l5r_deck_set_stronghold(d, castle), L5R_OK);
    assert_int_equal(l5r_deck_set_sensei(d, sensei), L5R_OK);
    assert_int_equal(l5r_deck_set_wind(d, wind), L5R_OK);
    assert_int_equal(l5r_deck_add(d, L5R_LIST_DYNASTY, sam, 2), L5R_OK);
    assert_int_equal(l5r_deck_add(d, L5R_LIST_DYNASTY, lord, 1), L5R_OK);
    assert_int_equal(l5r_deck_add(d, L5R_LIST_DYNASTY, sam, 1), L5R_OK);
    assert_int_equal(l5r_deck_add(d, L5R_LIST_FATE, strike, 3), L5R_OK);

    assert_string_equal(l5r_deck_name(d), "By Hand, renamed");
    assert_int_equal(l5r_deck_get_stronghold(&c, d), 1);
    assert_int_equal(c, castle);
    assert_int_equal(l5r_deck_get_sensei(&c, d), 1);
    assert_int_equal(c, sensei);
    assert_int_equal(l5r_deck_get_wind(&c, d), 1);
    assert_int_equal(c, wind);
    /* The same card twice is one entry. */
    assert_int_equal(l5r_deck_entry_count(d, L5R_LIST_DYNASTY), 2);
    assert_int_equal(l5r_deck_size(d, L5R_LIST_DYNASTY), 4);
    assert_int_equal(l5r_deck_entry(&c, &count, d, L5R_LIST_DYNASTY, 0),
                     L5R_OK);
    assert_int_equal(c, sam);
    assert_int_equal(count, 3);
    assert_int_equal(l5r_deck_entry(&c, &count, d, L5R_LIST_DYNASTY, 1),
                     L5R_OK);
    assert_int_equal(c, lord);
    assert_int_equal(count, 1);
    assert_int_equal(l5r_deck_entry(NULL, NULL, d, L5R_LIST_DYNASTY, 1),
                     L5R_OK);
    assert_int_equal(l5r_deck_entry_count(d, L5R_LIST_FATE), 1);
    assert_int_equal(l5r_deck_size(d, L5R_LIST_FATE), 3);

    /* Mistakes. */
    assert_int_equal(l5r_deck_add(d, L5R_LIST_FATE, strike, 0), L5R_EINVAL);
    assert_int_equal(l5r_deck_add(d, 0, strike, 1), L5R_EINVAL);
    assert_int_equal(l5r_deck_add(d, 3, strike, 1), L5R_EINVAL);
    uint32_t n = l5r_carddb_card_count(db);
    assert_int_equal(l5r_deck_add(d, L5R_LIST_FATE, n, 1), L5R_ENOTFOUND);
    assert_int_equal(l5r_deck_set_stronghold(d, n), L5R_ENOTFOUND);
    assert_int_equal(l5r_deck_set_name(d, NULL), L5R_EINVAL);
    assert_int_equal(l5r_deck_entry(&c, &count, d, L5R_LIST_DYNASTY, 2),
                     L5R_ENOTFOUND);
    assert_int_equal(l5r_deck_entry(&c, &count, d, 7, 0), L5R_ENOTFOUND);
    assert_int_equal(l5r_deck_size(d, 7), 0);
    assert_int_equal(l5r_deck_entry_count(d, 0), 0);
    assert_int_equal(l5r_deck_get_stronghold(NULL, d), L5R_EINVAL);
    assert_int_equal(l5r_deck_check(d, 3), L5R_EINVAL);
    /* Nothing changed. */
    assert_int_equal(l5r_deck_size(d, L5R_LIST_FATE), 3);
    assert_int_equal(l5r_deck_get_stronghold(&c, d), 1);
    assert_int_equal(c, castle);

    /* Check it: small decks, one Unique lord, 3 samurai. */
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "", "CORE-01", "CORE-02");
    /* Clearing the slots. */
    assert_int_equal(l5r_deck_set_wind(d, UINT32_MAX), L5R_OK);
    assert_int_equal(l5r_deck_get_wind(&c, d), 0);
    assert_int_equal(c, UINT32_MAX);
    assert_int_equal(l5r_deck_set_sensei(d, UINT32_MAX), L5R_OK);
    assert_int_equal(l5r_deck_get_sensei(&c, d), 0);
    assert_int_equal(l5r_deck_set_stronghold(d, UINT32_MAX), L5R_OK);
    EXPECT(d, L5R_FORMAT_LOTUS_STORYLINE, "", "CORE-01", "CORE-02", "CORE-05");
    /* A load replaces everything built by hand. */
    assert_int_equal(
        l5r_deck_load_buffer(d, "legal", LEGAL_DECK, strlen(LEGAL_DECK)),
        L5R_OK);
    expect_unchanged(d, db);
    assert_int_equal(l5r_deck_problem_count(d), 0);
    l5r_deck_free(d);
    l5r_deck_free(NULL);
    l5r_carddb_free(db);
}

static void test_rule_text_for_every_rule_id(void **state)
{
    (void)state;
    static const char *const ids[] = {
        "LOT-01",  "SOU-01",  "SOU-02",  "SEN-01",  "SEN-03",
        "WND-01",  "CORE-01", "CORE-02", "CORE-03", "CORE-04",
        "CORE-05", "CORE-06", "CORE-07"};
    for (size_t k = 0; k < sizeof ids / sizeof ids[0]; k++) {
        const char *t = l5r_rule_text(ids[k]);
        if (t == NULL || t[0] == '\0')
            fail_msg("no text for %s", ids[k]);
    }
    assert_null(l5r_rule_text("NOPE-01"));
    assert_null(l5r_rule_text(NULL));
    uint32_t n = l5r_rule_count();
    assert_true(n >= 13);
    int seen = 0;
    for (uint32_t i = 0; i < n; i++) {
        const char *id = l5r_rule_id(i);
        assert_non_null(id);
        assert_non_null(l5r_rule_text(id));
        seen += strcmp(id, "SOU-02") == 0;
    }
    assert_int_equal(seen, 1);
    assert_null(l5r_rule_id(n));
}

/* --- out of memory
 * ---------------------------------------------------------------- */

static void test_deck_out_of_memory(void **state)
{
    (void)state;
    l5r_carddb *db = deck_db();
    long n;
    for (n = 1; n < 10000; n++) {
        testalloc t;
        l5r_allocator a;
        testalloc_init(&t, &a, n);
        l5r_deck *d = NULL;
        int rc = l5r_deck_new(&d, db, &a);
        if (rc != L5R_OK) {
            assert_int_equal(rc, L5R_ENOMEM);
            assert_null(d);
            assert_int_equal(t.live_blocks, 0);
            continue;
        }
        rc = l5r_deck_load_buffer(d, "legal", LEGAL_DECK, strlen(LEGAL_DECK));
        if (rc != L5R_OK) {
            assert_int_equal(rc, L5R_ENOMEM);
            assert_true(t.failed);
            /* All or nothing: still empty. */
            assert_int_equal(l5r_deck_size(d, L5R_LIST_FATE), 0);
            assert_int_equal(l5r_deck_get_stronghold(NULL, d), L5R_EINVAL);
            uint32_t c;
            assert_int_equal(l5r_deck_get_stronghold(&c, d), 0);
            l5r_deck_free(d);
            assert_int_equal(t.live_blocks, 0);
            continue;
        }
        expect_unchanged(d, db);
        rc = l5r_deck_check(d, L5R_FORMAT_LOTUS_STORYLINE);
        if (rc < 0) {
            assert_int_equal(rc, L5R_ENOMEM);
            assert_true(t.failed);
        } else {
            /* Small decks: CORE-01, CORE-02. */
            assert_int_equal(rc, 2);
        }
        l5r_deck_free(d);
        assert_int_equal(t.live_blocks, 0);
        if (!t.failed)
            break;
    }
    assert_true(n < 10000);
    l5r_carddb_free(db);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sample_decks_legal_in_both_formats),
        cmocka_unit_test(test_illegal_example_reports_its_rules),
        cmocka_unit_test(test_LOT_01_non_lotus_card_is_reported),
        cmocka_unit_test(test_SOU_01_old_card_legal_as_soul_and_counts_jointly),
        cmocka_unit_test(test_SOU_02_open_joint_limit),
        cmocka_unit_test(test_SEN_01_sensei_in_dynasty_list),
        cmocka_unit_test(test_WND_01_wind_in_a_deck_list),
        cmocka_unit_test(test_SEN_03_sensei_of_another_faction),
        cmocka_unit_test(test_CORE_05_one_stronghold),
        cmocka_unit_test(test_CORE_06_cards_in_the_wrong_deck),
        cmocka_unit_test(test_CORE_07_sensei_and_wind_slots),
        cmocka_unit_test(test_CORE_01_to_04_sizes_and_copies),
        cmocka_unit_test(test_check_again_sees_every_change),
        cmocka_unit_test(test_SOU_01_CORE_03_huge_counts_do_not_wrap),
        cmocka_unit_test(test_decklist_unknown_card_is_enotfound_at_its_id),
        cmocka_unit_test(test_decklist_counts_and_fields_are_checked),
        cmocka_unit_test(test_deck_built_by_hand_reads_back),
        cmocka_unit_test(test_rule_text_for_every_rule_id),
        cmocka_unit_test(test_deck_out_of_memory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
