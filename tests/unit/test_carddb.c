/* SPDX-License-Identifier: MIT */
/* The card database: loading (all or nothing), freezing, queries, the
   Lotus Edition rules it answers (LOT, OPN, KEY, SHD, RAT, SOU, SEN, WND),
   limits, fingerprints, custom readers and loaders, and out of memory. */
#define _POSIX_C_SOURCE 200809L /* mkstemp, fdopen */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <l5r.h>
#include <l5r/sys/loader.h>

#include "fixture.h"
#include "testalloc.h"

/* --- boards ------------------------------------------------------------- */

/* The factions and sets every small board below starts from. */
static const char BASE_YAML[] =
    "factions:\n"
    "  - {name: Crab, alignment: Crab Clan}\n"
    "  - {name: Mantis, alignment: Mantis Clan}\n"
    "  - {name: Scorpion, alignment: Scorpion Clan}\n"
    "  - {name: Ratling, alignment: Ratling}\n"
    "  - {name: Naga, alignment: Naga}\n"
    "  - {name: Shadowlands Horde}\n"
    "sets:\n"
    "  - {name: Old Set, order: 10, lotus: false}\n"
    "  - {name: Lotus Edition, order: 80, lotus: true}\n"
    "  - {name: Khan's Defiance, order: 100, lotus: true}\n"
    "  - {name: New Set, order: 200, lotus: false}\n";

/* A card file with an ability, a keyword list and several printings. */
static const char CARDS_YAML[] =
    "cards:\n"
    "  - id: hida-tester\n"
    "    title: Hida Tester\n"
    "    type: personality\n"
    "    faction: Crab\n"
    "    keywords: [Crab Clan Samurai, Berserker, Yu 2]\n"
    "    force: 3\n"
    "    chi: 2\n"
    "    honor_requirement: 4\n"
    "    gold_cost: 6\n"
    "    personal_honor: 1\n"
    "    text: \"Battle: Bow: gain 1 Honor.\"\n"
    "    printings:\n"
    "      - {set: Old Set, lotus: false, force: 2}\n"
    "      - {set: Lotus Edition}\n"
    "    abilities:\n"
    "      - timing: battle\n"
    "        cost: [{bow: self}]\n"
    "        effects: [{gain_honor: 1}]\n"
    "  - id: tester-strike\n"
    "    title: Tester Strike\n"
    "    type: action\n"
    "    focus: 2\n"
    "    printings: [{set: Khan's Defiance}]\n"
    "    abilities:\n"
    "      - timing: battle\n"
    "        traits: [Kiho]\n"
    "        effects: [{draw: 1}]\n";

static size_t slen(const char *s)
{
    return strlen(s);
}

static void load_ok(l5r_carddb *db, const char *name, const char *yaml)
{
    int rc = l5r_carddb_load_buffer(db, name, yaml, slen(yaml));
    if (rc != L5R_OK)
        fail_msg("loading %s: %s (%s)", name, l5r_strerror(rc),
                 l5r_carddb_errmsg(db));
}

/* A frozen database from BASE_YAML and then `cards` (may be NULL). */
static l5r_carddb *board(const char *cards)
{
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    assert_non_null(db);
    load_ok(db, "base", BASE_YAML);
    if (cards != NULL)
        load_ok(db, "cards", cards);
    int rc = l5r_carddb_freeze(db);
    if (rc != L5R_OK)
        fail_msg("freeze: %s (%s)", l5r_strerror(rc), l5r_carddb_errmsg(db));
    return db;
}

static uint32_t card(const l5r_carddb *db, const char *id)
{
    uint32_t i = UINT32_MAX;
    int rc = l5r_carddb_find(&i, db, id);
    if (rc != L5R_OK)
        fail_msg("card '%s' not found: %s", id, l5r_strerror(rc));
    assert_string_equal(l5r_carddb_card_id(db, i), id);
    return i;
}

static int kw(const l5r_carddb *db, const char *id, const char *word)
{
    return l5r_carddb_card_has_keyword(db, card(db, id), word);
}

/* The stat's value; `*has` gets the return value (1 or 0). */
static int32_t stat_of(const l5r_carddb *db, const char *id, int st, int *has)
{
    int32_t v = 12345;
    int rc = l5r_carddb_card_get_stat(&v, db, card(db, id), st);
    assert_true(rc == 0 || rc == 1);
    if (has != NULL)
        *has = rc;
    return v;
}

/* A frozen database's fingerprint, from BASE_YAML and then `cards`. */
static uint64_t fingerprint_of(const char *cards, uint32_t *count)
{
    l5r_carddb *db = board(cards);
    uint64_t fp = l5r_carddb_fingerprint(db);
    if (count != NULL)
        *count = l5r_carddb_card_count(db);
    l5r_carddb_free(db);
    return fp;
}

/* --- LOT-01, LOT-02, OPN-01 ---------------------------------------------- */

static const char LOTUS_CARDS[] =
    "cards:\n"
    "  - id: old-only\n"
    "    title: Old Only\n"
    "    type: holding\n"
    "    gold_cost: 2\n"
    "    printings: [{set: Old Set}]\n"
    "  - id: old-and-lotus\n"
    "    title: Old And Lotus\n"
    "    type: holding\n"
    "    gold_cost: 2\n"
    "    printings: [{set: Old Set}, {set: Lotus Edition}]\n"
    "  - id: old-with-symbol\n"
    "    title: Old With Symbol\n"
    "    type: holding\n"
    "    gold_cost: 2\n"
    "    printings: [{set: Old Set, lotus: true}]\n"
    "  - id: lotus-without-symbol\n"
    "    title: Lotus Without Symbol\n"
    "    type: holding\n"
    "    gold_cost: 2\n"
    "    printings: [{set: Lotus Edition, lotus: false}]\n"
    "  - id: old-stronghold\n"
    "    title: Old Stronghold\n"
    "    type: stronghold\n"
    "    faction: Crab\n"
    "    province_strength: 8\n"
    "    gold_production: 5\n"
    "    starting_honor: 5\n"
    "    printings: [{set: Old Set}]\n";

static void test_LOT_01_legal_if_any_printing_has_lotus(void **state)
{
    (void)state;
    l5r_carddb *db = board(LOTUS_CARDS);
    assert_int_equal(l5r_carddb_card_is_lotus_legal(db, card(db, "old-only")),
                     0);
    uint32_t c = card(db, "old-and-lotus");
    assert_int_equal(l5r_carddb_card_is_lotus_legal(db, c), 1);
    assert_int_equal(l5r_carddb_card_printing_count(db, c), 2);
    assert_string_equal(l5r_carddb_card_printing_set(db, c, 0), "Old Set");
    assert_string_equal(l5r_carddb_card_printing_set(db, c, 1),
                        "Lotus Edition");
    assert_int_equal(l5r_carddb_card_printing_lotus(db, c, 0), 0);
    assert_int_equal(l5r_carddb_card_printing_lotus(db, c, 1), 1);
    assert_null(l5r_carddb_card_printing_set(db, c, 2));
    assert_int_equal(l5r_carddb_card_printing_lotus(db, c, 2), L5R_ENOTFOUND);
    /* A printing's own `lotus` overrides its set's. */
    c = card(db, "old-with-symbol");
    assert_int_equal(l5r_carddb_card_printing_lotus(db, c, 0), 1);
    assert_int_equal(l5r_carddb_card_is_lotus_legal(db, c), 1);
    c = card(db, "lotus-without-symbol");
    assert_int_equal(l5r_carddb_card_printing_lotus(db, c, 0), 0);
    assert_int_equal(l5r_carddb_card_is_lotus_legal(db, c), 0);
    /* Strongholds too. */
    assert_int_equal(
        l5r_carddb_card_is_lotus_legal(db, card(db, "old-stronghold")), 0);
    l5r_carddb_free(db);
}

static const char REPRINT_CARDS[] =
    "cards:\n"
    "  - id: reprinted\n"
    "    title: Reprinted Samurai\n"
    "    type: personality\n"
    "    faction: Crab\n"
    "    force: 3\n"
    "    chi: 3\n"
    "    honor_requirement: 3\n"
    "    gold_cost: 5\n"
    "    personal_honor: 1\n"
    "    text: card wording\n"
    "    printings:\n"
    "      - {set: Lotus Edition, force: 4, text: lotus wording}\n"
    "      - {set: New Set, force: 5, chi: 1, text: newest wording}\n"
    "      - {set: Old Set, force: 1, gold_cost: 2, text: oldest wording}\n"
    "  - id: latest-silent\n"
    "    title: Latest Silent\n"
    "    type: holding\n"
    "    gold_cost: 4\n"
    "    gold_production: 2\n"
    "    text: card wording\n"
    "    printings:\n"
    "      - {set: Old Set, gold_production: 1, text: old wording}\n"
    "      - {set: Lotus Edition}\n";

static void
test_LOT_02_most_recent_printing_supplies_stats_and_text(void **state)
{
    (void)state;
    l5r_carddb *db = board(REPRINT_CARDS);
    int has;
    /* New Set (order 200) is the most recent, whatever the list order. */
    assert_int_equal(stat_of(db, "reprinted", L5R_STAT_FORCE, &has), 5);
    assert_int_equal(has, 1);
    assert_int_equal(stat_of(db, "reprinted", L5R_STAT_CHI, &has), 1);
    /* Not given by the latest printing: the card's own value. */
    assert_int_equal(stat_of(db, "reprinted", L5R_STAT_GOLD_COST, &has), 5);
    assert_int_equal(has, 1);
    assert_string_equal(l5r_carddb_card_text(db, card(db, "reprinted")),
                        "newest wording");
    /* Still legal: one printing has the lotus symbol (LOT-01). */
    assert_int_equal(l5r_carddb_card_is_lotus_legal(db, card(db, "reprinted")),
                     1);
    /* An older printing's stats and text do not win over the latest. */
    assert_int_equal(
        stat_of(db, "latest-silent", L5R_STAT_GOLD_PRODUCTION, &has), 2);
    assert_string_equal(l5r_carddb_card_text(db, card(db, "latest-silent")),
                        "card wording");
    l5r_carddb_free(db);
}

static const char OPEN_CARDS[] =
    "cards:\n"
    "  - id: lotus-era\n"
    "    title: Lotus Era\n"
    "    type: action\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: khans-era\n"
    "    title: Khans Era\n"
    "    type: action\n"
    "    printings: [{set: Khan's Defiance}]\n"
    "  - id: reprinted-later\n"
    "    title: Reprinted Later\n"
    "    type: action\n"
    "    printings: [{set: Old Set}, {set: New Set}]\n"
    "  - id: very-old\n"
    "    title: Very Old\n"
    "    type: action\n"
    "    printings: [{set: Old Set}, {set: Lotus Edition}]\n";

static void test_OPN_01_printed_before_khans_defiance(void **state)
{
    (void)state;
    l5r_carddb *db = board(OPEN_CARDS);
    const char *kd = "Khan's Defiance";
    assert_int_equal(
        l5r_carddb_card_printed_before(db, card(db, "lotus-era"), kd), 1);
    assert_int_equal(
        l5r_carddb_card_printed_before(db, card(db, "very-old"), kd), 1);
    /* Printed in Khan's Defiance itself: not before it. */
    assert_int_equal(
        l5r_carddb_card_printed_before(db, card(db, "khans-era"), kd), 0);
    /* A printing after Khan's Defiance: not every printing is before. */
    assert_int_equal(
        l5r_carddb_card_printed_before(db, card(db, "reprinted-later"), kd), 0);
    assert_int_equal(
        l5r_carddb_card_printed_before(db, card(db, "khans-era"), "New Set"),
        1);
    assert_int_equal(l5r_carddb_card_printed_before(db, card(db, "lotus-era"),
                                                    "No Such Set"),
                     L5R_ENOTFOUND);
    assert_int_equal(
        l5r_carddb_card_printed_before(db, card(db, "lotus-era"), NULL),
        L5R_EINVAL);
    l5r_carddb_free(db);
}

/* --- KEY-01 .. KEY-05, SHD-01, RAT-01 ------------------------------------ */

static const char KEYWORD_CARDS[] =
    "cards:\n"
    "  - id: river-watcher\n"
    "    title: Watcher of the River\n"
    "    type: personality\n"
    "    faction: Mantis\n"
    "    keywords: [Mantis Clan Samurai, Clan Champion]\n"
    "    force: 2\n"
    "    chi: 2\n"
    "    honor_requirement: 2\n"
    "    gold_cost: 4\n"
    "    personal_honor: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: limited\n"
    "        traits: [Political]\n"
    "        effects: [{draw: 1}]\n"
    "  - id: mountain-kick\n"
    "    title: Mountain Kick\n"
    "    type: action\n"
    "    keywords: [Tactic]\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: battle\n"
    "        traits: [Kiho, Air]\n"
    "        effects: [{draw: 1}]\n"
    "  - id: spear-line\n"
    "    title: Spear Line\n"
    "    type: follower\n"
    "    keywords: [Infantry, Army, Spearmen]\n"
    "    force: 2\n"
    "    gold_cost: 2\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: sensei-personality\n"
    "    title: Kaiu Teacher\n"
    "    type: personality\n"
    "    faction: Crab\n"
    "    keywords: [Sensei, Defender, Engineer]\n"
    "    force: 1\n"
    "    chi: 1\n"
    "    honor_requirement: 1\n"
    "    gold_cost: 2\n"
    "    personal_honor: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: sensei-of-stone\n"
    "    title: Sensei of Stone\n"
    "    type: sensei\n"
    "    factions: [Crab]\n"
    "    keywords: [Monk, Stone]\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: stone-castle\n"
    "    title: The Stone Castle\n"
    "    type: stronghold\n"
    "    faction: Crab\n"
    "    keywords: [Castle]\n"
    "    province_strength: 8\n"
    "    gold_production: 5\n"
    "    starting_honor: 5\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: bullet-courtier\n"
    "    title: Bullet Courtier\n"
    "    type: personality\n"
    "    faction: Scorpion\n"
    "    keywords: [\"Scorpion Clan \\u2022 Courtier \\u2022 Magistrate\", "
    "\"Hida-ryu Sword*Master\"]\n"
    "    force: 1\n"
    "    chi: 3\n"
    "    honor_requirement: 2\n"
    "    gold_cost: 3\n"
    "    personal_honor: 2\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: naga-maiden\n"
    "    title: Pearl Dancer\n"
    "    type: personality\n"
    "    faction: Naga\n"
    "    keywords: [Naga Cobra Tribe Warrior, Battle Maiden]\n"
    "    force: 2\n"
    "    chi: 2\n"
    "    honor_requirement: 2\n"
    "    gold_cost: 4\n"
    "    personal_honor: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: forest-spirit\n"
    "    title: Forest Spirit\n"
    "    type: personality\n"
    "    faction: Crab\n"
    "    keywords: [Corrupted, Witches, Spirits]\n"
    "    force: 2\n"
    "    chi: 2\n"
    "    honor_requirement: 2\n"
    "    gold_cost: 4\n"
    "    personal_honor: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: goblin-raider\n"
    "    title: Goblin Raider\n"
    "    type: personality\n"
    "    faction: Shadowlands Horde\n"
    "    keywords: [Shadowlands Horde, Goblin]\n"
    "    force: 2\n"
    "    chi: 0\n"
    "    honor_requirement: \"-\"\n"
    "    gold_cost: 2\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: ratling-scout\n"
    "    title: Ratling Scout\n"
    "    type: personality\n"
    "    faction: Ratling\n"
    "    keywords: [Ratling, Scout]\n"
    "    force: 1\n"
    "    chi: 1\n"
    "    honor_requirement: \"-\"\n"
    "    gold_cost: 2\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n";

static void test_KEY_01_title_words_and_action_ability_traits(void **state)
{
    (void)state;
    l5r_carddb *db = board(KEYWORD_CARDS);
    /* Title words are keywords. */
    assert_int_equal(kw(db, "river-watcher", "Watcher"), 1);
    assert_int_equal(kw(db, "river-watcher", "River"), 1);
    /* The traits area. */
    assert_int_equal(kw(db, "river-watcher", "Samurai"), 1);
    assert_int_equal(kw(db, "river-watcher", "Courtier"), 0);
    /* An Action card: the traits of its abilities count... */
    assert_int_equal(kw(db, "mountain-kick", "Kiho"), 1);
    assert_int_equal(kw(db, "mountain-kick", "Air"), 1);
    assert_int_equal(kw(db, "mountain-kick", "Tactic"), 1);
    assert_int_equal(kw(db, "mountain-kick", "Mountain"), 1);
    /* ...but a Personality's ability traits do not. */
    assert_int_equal(kw(db, "river-watcher", "Political"), 0);
    /* Case does not matter. */
    assert_int_equal(kw(db, "mountain-kick", "KIHO"), 1);
    /* The keyword list has them in normalized form. */
    uint32_t c = card(db, "mountain-kick");
    uint32_t n = l5r_carddb_card_keyword_count(db, c);
    int seen_kiho = 0, seen_title = 0;
    for (uint32_t i = 0; i < n; i++) {
        const char *k = l5r_carddb_card_keyword(db, c, i);
        assert_non_null(k);
        seen_kiho += strcmp(k, "kiho") == 0;
        seen_title += strcmp(k, "kick") == 0;
    }
    assert_int_equal(seen_kiho, 1);
    assert_int_equal(seen_title, 1);
    assert_null(l5r_carddb_card_keyword(db, c, n));
    assert_int_equal(l5r_carddb_card_has_keyword(db, c, NULL), L5R_EINVAL);
    l5r_carddb_free(db);
}

static void
test_KEY_02_card_types_terms_sensei_strongholds_excluded(void **state)
{
    (void)state;
    l5r_carddb *db = board(KEYWORD_CARDS);
    /* Defined game terms are not keywords, even as printed traits. */
    assert_int_equal(kw(db, "spear-line", "Infantry"), 0);
    assert_int_equal(kw(db, "spear-line", "Army"), 0);
    assert_int_equal(kw(db, "spear-line", "Spearmen"), 1);
    assert_int_equal(kw(db, "sensei-personality", "Defender"), 0);
    /* Nor are major card types. */
    assert_int_equal(kw(db, "sensei-personality", "Sensei"), 0);
    assert_int_equal(kw(db, "sensei-personality", "Engineer"), 1);
    assert_int_equal(kw(db, "mountain-kick", "Action"), 0);
    /* The rule does not apply to Sensei cards or Strongholds at all. */
    uint32_t s = card(db, "sensei-of-stone");
    assert_int_equal(l5r_carddb_card_has_keyword(db, s, "Monk"), 0);
    assert_int_equal(l5r_carddb_card_has_keyword(db, s, "Stone"), 0);
    assert_int_equal(l5r_carddb_card_keyword_count(db, s), 0);
    uint32_t h = card(db, "stone-castle");
    assert_int_equal(l5r_carddb_card_has_keyword(db, h, "Castle"), 0);
    assert_int_equal(l5r_carddb_card_has_keyword(db, h, "Stone"), 0);
    assert_int_equal(l5r_carddb_card_keyword_count(db, h), 0);
    l5r_carddb_free(db);
}

static void test_KEY_03_words_without_bullets(void **state)
{
    (void)state;
    l5r_carddb *db = board(KEYWORD_CARDS);
    /* "Mantis Clan Samurai", one entry: two keywords. */
    assert_int_equal(kw(db, "river-watcher", "Mantis Clan"), 1);
    assert_int_equal(kw(db, "river-watcher", "Samurai"), 1);
    /* With bullets (U+2022 and "*") the words still split the same way. */
    assert_int_equal(kw(db, "bullet-courtier", "Scorpion Clan"), 1);
    assert_int_equal(kw(db, "bullet-courtier", "Courtier"), 1);
    assert_int_equal(kw(db, "bullet-courtier", "Magistrate"), 1);
    assert_int_equal(kw(db, "bullet-courtier", "Sword"), 1);
    assert_int_equal(kw(db, "bullet-courtier", "Master"), 1);
    /* Not a keyword: two words that are not one phrase. */
    assert_int_equal(kw(db, "bullet-courtier", "Courtier Magistrate"), 0);
    l5r_carddb_free(db);
}

static void test_KEY_04_alignment_clan_champion_tribe_one_keyword(void **state)
{
    (void)state;
    l5r_carddb *db = board(KEYWORD_CARDS);
    /* A faction alignment is one keyword: no part of it is one. */
    assert_int_equal(kw(db, "river-watcher", "Mantis Clan"), 1);
    assert_int_equal(kw(db, "river-watcher", "Mantis"), 0);
    assert_int_equal(kw(db, "river-watcher", "Clan"), 0);
    /* "Clan Champion" and "Battle Maiden". */
    assert_int_equal(kw(db, "river-watcher", "Clan Champion"), 1);
    assert_int_equal(kw(db, "river-watcher", "Champion"), 0);
    assert_int_equal(kw(db, "naga-maiden", "Battle Maiden"), 1);
    assert_int_equal(kw(db, "naga-maiden", "Battle"), 0);
    assert_int_equal(kw(db, "naga-maiden", "Maiden"), 0);
    assert_int_equal(kw(db, "naga-maiden", "Dancer"), 1);
    /* A phrase ending in "Tribe". */
    assert_int_equal(kw(db, "naga-maiden", "Naga Cobra Tribe"), 1);
    assert_int_equal(kw(db, "naga-maiden", "Tribe"), 0);
    assert_int_equal(kw(db, "naga-maiden", "Cobra"), 0);
    assert_int_equal(kw(db, "naga-maiden", "Warrior"), 1);
    /* A hyphenated phrase is one keyword. */
    assert_int_equal(kw(db, "bullet-courtier", "Hida-ryu"), 1);
    assert_int_equal(kw(db, "bullet-courtier", "Hida"), 0);
    assert_int_equal(kw(db, "bullet-courtier", "ryu"), 0);
    l5r_carddb_free(db);
}

static void test_KEY_05_plural_possessive_tense(void **state)
{
    (void)state;
    l5r_carddb *db = board(KEYWORD_CARDS);
    /* Title word "Forest": plural and possessive forms match it. */
    assert_int_equal(kw(db, "forest-spirit", "Forest"), 1);
    assert_int_equal(kw(db, "forest-spirit", "Forests"), 1);
    assert_int_equal(kw(db, "forest-spirit", "Forest's"), 1);
    assert_int_equal(kw(db, "forest-spirit", "Forests'"), 1);
    assert_int_equal(kw(db, "forest-spirit", "Forest\xe2\x80\x99s"), 1);
    /* Printed "Spirits" and "Witches" match the singular. */
    assert_int_equal(kw(db, "forest-spirit", "Spirit"), 1);
    assert_int_equal(kw(db, "forest-spirit", "Witch"), 1);
    assert_int_equal(kw(db, "forest-spirit", "Witch's"), 1);
    /* Tenses: "Corrupted" is "Corrupt". */
    assert_int_equal(kw(db, "forest-spirit", "Corrupt"), 1);
    assert_int_equal(kw(db, "forest-spirit", "Corrupted"), 1);
    /* A multi-word keyword folds each word: "Mantis Clans" too. */
    assert_int_equal(kw(db, "river-watcher", "Clan Champions"), 1);
    /* But a different word does not match. */
    assert_int_equal(kw(db, "forest-spirit", "Forester"), 0);
    l5r_carddb_free(db);
}

static uint32_t faction_index(const l5r_carddb *db, const char *name)
{
    uint32_t n = l5r_carddb_faction_count(db);
    for (uint32_t i = 0; i < n; i++)
        if (strcmp(l5r_carddb_faction_name(db, i), name) == 0)
            return i;
    fail_msg("no faction '%s'", name);
    return UINT32_MAX;
}

static void test_SHD_01_no_alignment_shadowlands_plain_word(void **state)
{
    (void)state;
    l5r_carddb *db = board(KEYWORD_CARDS);
    uint32_t f = faction_index(db, "Shadowlands Horde");
    assert_string_equal(l5r_carddb_faction_alignment(db, f), "");
    assert_string_equal(
        l5r_carddb_faction_alignment(db, faction_index(db, "Crab")),
        "Crab Clan");
    uint32_t g = card(db, "goblin-raider");
    assert_string_equal(l5r_carddb_card_faction(db, g), "Shadowlands Horde");
    /* "Shadowlands" is a plain word; there is no alignment keyword to
       match, so "Shadowlands Horde" is not one keyword. */
    assert_int_equal(l5r_carddb_card_has_keyword(db, g, "Shadowlands"), 1);
    assert_int_equal(l5r_carddb_card_has_keyword(db, g, "Horde"), 1);
    assert_int_equal(l5r_carddb_card_has_keyword(db, g, "Shadowlands Horde"),
                     0);
    assert_int_equal(l5r_carddb_card_has_keyword(db, g, "Goblin"), 1);
    l5r_carddb_free(db);
}

static void test_RAT_01_ratling_alignment(void **state)
{
    (void)state;
    l5r_carddb *db = board(KEYWORD_CARDS);
    uint32_t f = faction_index(db, "Ratling");
    assert_string_equal(l5r_carddb_faction_alignment(db, f), "Ratling");
    uint32_t r = card(db, "ratling-scout");
    assert_string_equal(l5r_carddb_card_faction(db, r), "Ratling");
    assert_int_equal(l5r_carddb_card_has_keyword(db, r, "Ratling"), 1);
    assert_int_equal(l5r_carddb_card_has_keyword(db, r, "Ratlings"), 1);
    assert_int_equal(l5r_carddb_card_has_keyword(db, r, "Scout"), 1);
    /* Another clan's alignment is not this card's. */
    assert_int_equal(l5r_carddb_card_has_keyword(db, r, "Crab Clan"), 0);
    l5r_carddb_free(db);
}

/* --- SOU-01 .. SOU-03 ------------------------------------------------------
 */

static const char SOUL_CARDS[] =
    "cards:\n"
    "  - id: old-gennai\n"
    "    title: Agasha Gennai\n"
    "    type: personality\n"
    "    faction: Crab\n"
    "    force: 1\n"
    "    chi: 4\n"
    "    honor_requirement: 3\n"
    "    gold_cost: 5\n"
    "    personal_honor: 2\n"
    "    printings: [{set: Old Set}]\n"
    "  - id: new-aoki\n"
    "    title: Tamori Aoki\n"
    "    type: personality\n"
    "    faction: Crab\n"
    "    keywords: [Crab Clan, Shugenja, Soul of Agasha Gennai]\n"
    "    force: 2\n"
    "    chi: 4\n"
    "    honor_requirement: 4\n"
    "    gold_cost: 6\n"
    "    personal_honor: 2\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: tsuko-exp2\n"
    "    title: Matsu Tsuko\n"
    "    type: personality\n"
    "    faction: Crab\n"
    "    keywords: [Samurai, Experienced 2]\n"
    "    force: 6\n"
    "    chi: 4\n"
    "    honor_requirement: 7\n"
    "    gold_cost: 11\n"
    "    personal_honor: 3\n"
    "    printings: [{set: Old Set}]\n"
    "  - id: tsuko-base\n"
    "    title: Matsu Tsuko\n"
    "    type: personality\n"
    "    faction: Crab\n"
    "    keywords: [Samurai]\n"
    "    force: 4\n"
    "    chi: 3\n"
    "    honor_requirement: 5\n"
    "    gold_cost: 8\n"
    "    personal_honor: 2\n"
    "    printings: [{set: Old Set}]\n"
    "  - id: nobuko\n"
    "    title: Matsu Nobuko\n"
    "    type: personality\n"
    "    faction: Crab\n"
    "    keywords: [Samurai, Experienced, Soul of Experienced 2 Matsu Tsuko]\n"
    "    force: 5\n"
    "    chi: 3\n"
    "    honor_requirement: 6\n"
    "    gold_cost: 10\n"
    "    personal_honor: 3\n"
    "    printings: [{set: Khan's Defiance}]\n"
    "  - id: bystander\n"
    "    title: Bystander\n"
    "    type: personality\n"
    "    faction: Crab\n"
    "    force: 1\n"
    "    chi: 1\n"
    "    honor_requirement: 1\n"
    "    gold_cost: 1\n"
    "    personal_honor: 1\n"
    "    printings: [{set: Lotus Edition}]\n";

static uint32_t identity(const l5r_carddb *db, const char *id, int format)
{
    uint32_t out = 4242;
    assert_int_equal(
        l5r_carddb_card_get_identity(&out, db, card(db, id), format), L5R_OK);
    return out;
}

static uint32_t group(const l5r_carddb *db, const char *id, int format)
{
    uint32_t out = 4242;
    assert_int_equal(
        l5r_carddb_card_get_limit_group(&out, db, card(db, id), format),
        L5R_OK);
    return out;
}

static void test_SOU_01_storyline_identity(void **state)
{
    (void)state;
    l5r_carddb *db = board(SOUL_CARDS);
    const int st = L5R_FORMAT_LOTUS_STORYLINE;
    uint32_t aoki = card(db, "new-aoki");
    assert_string_equal(l5r_carddb_card_soul_of(db, aoki), "Agasha Gennai");
    assert_string_equal(l5r_carddb_card_soul_of(db, card(db, "old-gennai")),
                        "");
    /* The old card counts in all ways as the newer one. */
    assert_int_equal(identity(db, "old-gennai", st), aoki);
    assert_int_equal(identity(db, "new-aoki", st), aoki);
    assert_int_equal(group(db, "old-gennai", st), group(db, "new-aoki", st));
    /* The old card itself has no lotus printing (its legality comes from
       its identity, see the deck tests). */
    assert_int_equal(l5r_carddb_card_is_lotus_legal(db, card(db, "old-gennai")),
                     0);
    /* An unrelated card is itself. */
    assert_int_equal(identity(db, "bystander", st), card(db, "bystander"));
    assert_int_not_equal(group(db, "bystander", st), group(db, "new-aoki", st));
    uint32_t out;
    assert_int_equal(l5r_carddb_card_get_identity(&out, db, aoki, 99),
                     L5R_EINVAL);
    assert_int_equal(l5r_carddb_card_get_identity(NULL, db, aoki, st),
                     L5R_EINVAL);
    l5r_carddb_free(db);
}

static void test_SOU_02_open_distinct_but_joint_limit(void **state)
{
    (void)state;
    l5r_carddb *db = board(SOUL_CARDS);
    const int op = L5R_FORMAT_LOTUS_OPEN;
    /* Distinct for play... */
    assert_int_equal(identity(db, "old-gennai", op), card(db, "old-gennai"));
    assert_int_equal(identity(db, "new-aoki", op), card(db, "new-aoki"));
    /* ...but one per-deck limit. */
    assert_int_equal(group(db, "old-gennai", op), group(db, "new-aoki", op));
    assert_int_not_equal(group(db, "bystander", op), group(db, "new-aoki", op));
    uint32_t out;
    assert_int_equal(
        l5r_carddb_card_get_limit_group(&out, db, card(db, "new-aoki"), 0),
        L5R_EINVAL);
    l5r_carddb_free(db);
}

static void test_SOU_03_level_inside_soul_of_only_matches_identity(void **state)
{
    (void)state;
    l5r_carddb *db = board(SOUL_CARDS);
    const int st = L5R_FORMAT_LOTUS_STORYLINE;
    uint32_t nobuko = card(db, "nobuko");
    assert_string_equal(l5r_carddb_card_soul_of(db, nobuko), "Matsu Tsuko");
    /* Her own level comes from the keywords outside the Soul: 1, not 2. */
    int has;
    assert_int_equal(stat_of(db, "nobuko", L5R_STAT_EXPERIENCE, &has), 1);
    assert_int_equal(stat_of(db, "tsuko-exp2", L5R_STAT_EXPERIENCE, &has), 2);
    assert_int_equal(stat_of(db, "tsuko-base", L5R_STAT_EXPERIENCE, &has), 0);
    /* The 2 inside the Soul matches Experienced 2 Matsu Tsuko only. */
    assert_int_equal(identity(db, "tsuko-exp2", st), nobuko);
    assert_int_equal(identity(db, "tsuko-base", st), card(db, "tsuko-base"));
    assert_int_equal(group(db, "tsuko-exp2", st), group(db, "nobuko", st));
    assert_int_not_equal(group(db, "tsuko-base", st), group(db, "nobuko", st));
    /* Same title, different level: different limit groups. */
    assert_int_not_equal(group(db, "tsuko-base", st),
                         group(db, "tsuko-exp2", st));
    l5r_carddb_free(db);
}

/* SOU-03: some printings put the level after the title, "Soul of Matsu
   Tsuko Experienced 2": the same identity as "Soul of Experienced 2 Matsu
   Tsuko", the level read as the Soul's, not the card's own. */
static const char SOUL_TRAILING_CARDS[] =
    "cards:\n"
    "  - {id: tsuko-exp2, title: Matsu Tsuko, type: personality,\n"
    "     faction: Crab, keywords: [Samurai, Experienced 2], force: 6, chi: "
    "4,\n"
    "     honor_requirement: 7, gold_cost: 11, personal_honor: 3,\n"
    "     printings: [{set: Old Set}]}\n"
    "  - {id: tsuko-base, title: Matsu Tsuko, type: personality,\n"
    "     faction: Crab, keywords: [Samurai], force: 4, chi: 3,\n"
    "     honor_requirement: 5, gold_cost: 8, personal_honor: 2,\n"
    "     printings: [{set: Old Set}]}\n"
    "  - {id: kaede, title: Matsu Kaede, type: personality, faction: Crab,\n"
    "     keywords: [Samurai, Soul of Matsu Tsuko Experienced 2], force: 5,\n"
    "     chi: 3, honor_requirement: 6, gold_cost: 10, personal_honor: 3,\n"
    "     printings: [{set: Lotus Edition}]}\n";

static void test_SOU_03_level_after_the_title_reads_the_same(void **state)
{
    (void)state;
    l5r_carddb *db = board(SOUL_TRAILING_CARDS);
    const int st = L5R_FORMAT_LOTUS_STORYLINE;
    uint32_t kaede = card(db, "kaede");
    assert_string_equal(l5r_carddb_card_soul_of(db, kaede), "Matsu Tsuko");
    int has;
    assert_int_equal(stat_of(db, "kaede", L5R_STAT_EXPERIENCE, &has), 0);
    assert_int_equal(identity(db, "tsuko-exp2", st), kaede);
    assert_int_equal(identity(db, "tsuko-base", st), card(db, "tsuko-base"));
    assert_int_equal(group(db, "tsuko-exp2", st), group(db, "kaede", st));
    assert_int_not_equal(group(db, "tsuko-base", st), group(db, "kaede", st));
    l5r_carddb_free(db);
}

/* --- Sensei, Winds (SEN-01 .. SEN-03, WND-01) ------------------------------
 */

static const char PREGAME_CARDS[] =
    "cards:\n"
    "  - id: sensei-of-tides\n"
    "    title: Sensei of Tides\n"
    "    type: sensei\n"
    "    factions: [Crab, Mantis]\n"
    "    modifiers: {province_strength: -1, starting_honor: 2}\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: wind-of-tests\n"
    "    title: The Wind of Tests\n"
    "    type: wind\n"
    "    keywords: [Imperial]\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: tide-castle\n"
    "    title: Tide Castle\n"
    "    type: stronghold\n"
    "    faction: Mantis\n"
    "    province_strength: 7\n"
    "    gold_production: 5\n"
    "    starting_honor: 4\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: tide-farm\n"
    "    title: Tide Farm\n"
    "    type: holding\n"
    "    gold_cost: 2\n"
    "    gold_production: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: tide-guard\n"
    "    title: Tide Guard\n"
    "    type: follower\n"
    "    force: 1\n"
    "    gold_cost: 1\n"
    "    printings: [{set: Lotus Edition}]\n";

static void test_SEN_03_sensei_allows_listed_factions(void **state)
{
    (void)state;
    l5r_carddb *db = board(PREGAME_CARDS);
    uint32_t s = card(db, "sensei-of-tides");
    assert_int_equal(l5r_carddb_card_type(db, s), L5R_TYPE_SENSEI);
    assert_int_equal(l5r_carddb_sensei_allows(db, s, "Crab"), 1);
    assert_int_equal(l5r_carddb_sensei_allows(db, s, "Mantis"), 1);
    assert_int_equal(l5r_carddb_sensei_allows(db, s, "Scorpion"), 0);
    assert_int_equal(l5r_carddb_sensei_allows(db, s, "Shadowlands Horde"), 0);
    assert_int_equal(l5r_carddb_sensei_allows(db, s, NULL), L5R_EINVAL);
    /* Only a Sensei lists factions. */
    assert_int_equal(
        l5r_carddb_sensei_allows(db, card(db, "tide-castle"), "Mantis"),
        L5R_EINVAL);
    l5r_carddb_free(db);

    /* A Sensei must list them; a Sensei naming an unknown faction fails
       at freeze. */
    l5r_carddb *d2 = NULL;
    assert_int_equal(l5r_carddb_new(&d2, NULL), L5R_OK);
    load_ok(d2, "base", BASE_YAML);
    static const char no_factions[] =
        "cards:\n"
        "  - {id: s, title: S, type: sensei, printings: [{set: Old Set}]}\n";
    assert_int_equal(
        l5r_carddb_load_buffer(d2, "nf", no_factions, slen(no_factions)),
        L5R_ESCHEMA);
    static const char bad_faction[] =
        "cards:\n"
        "  - {id: s, title: S, type: sensei, factions: [Unicorn],\n"
        "     printings: [{set: Old Set}]}\n";
    load_ok(d2, "bf", bad_faction);
    assert_int_equal(l5r_carddb_freeze(d2), L5R_ESCHEMA);
    assert_int_equal(l5r_carddb_is_frozen(d2), 0);
    l5r_carddb_free(d2);
}

static void test_WND_01_SEN_01_pregame_cards_in_neither_deck(void **state)
{
    (void)state;
    l5r_carddb *db = board(PREGAME_CARDS);
    assert_int_equal(l5r_carddb_card_deck(db, card(db, "wind-of-tests")),
                     L5R_DECK_PREGAME);
    assert_int_equal(l5r_carddb_card_type(db, card(db, "wind-of-tests")),
                     L5R_TYPE_WIND);
    assert_int_equal(l5r_carddb_card_deck(db, card(db, "sensei-of-tides")),
                     L5R_DECK_PREGAME);
    assert_int_equal(l5r_carddb_card_deck(db, card(db, "tide-castle")),
                     L5R_DECK_PREGAME);
    assert_int_equal(l5r_carddb_card_deck(db, card(db, "tide-farm")),
                     L5R_DECK_DYNASTY);
    assert_int_equal(l5r_carddb_card_deck(db, card(db, "tide-guard")),
                     L5R_DECK_FATE);
    l5r_carddb_free(db);

    /* A card file may not put a Wind or a Sensei in a deck. */
    l5r_carddb *d2 = NULL;
    assert_int_equal(l5r_carddb_new(&d2, NULL), L5R_OK);
    load_ok(d2, "base", BASE_YAML);
    static const char wind_in_fate[] =
        "cards:\n"
        "  - {id: w, title: W, type: wind, deck: fate,\n"
        "     printings: [{set: Old Set}]}\n";
    assert_int_equal(
        l5r_carddb_load_buffer(d2, "w", wind_in_fate, slen(wind_in_fate)),
        L5R_ESCHEMA);
    uint32_t line = 0, col = 0;
    assert_int_equal(l5r_carddb_diag(NULL, &line, &col, d2, 0), L5R_OK);
    assert_int_equal(line, 2);
    static const char sensei_in_dynasty[] =
        "cards:\n"
        "  - {id: s, title: S, type: sensei, deck: dynasty, factions: [Crab],"
        "\n     printings: [{set: Old Set}]}\n";
    assert_int_equal(l5r_carddb_load_buffer(d2, "s", sensei_in_dynasty,
                                            slen(sensei_in_dynasty)),
                     L5R_ESCHEMA);
    static const char wind_pregame[] =
        "cards:\n"
        "  - {id: w, title: W, type: wind, deck: pregame,\n"
        "     printings: [{set: Old Set}]}\n";
    load_ok(d2, "wp", wind_pregame);
    assert_int_equal(l5r_carddb_freeze(d2), L5R_OK);
    assert_int_equal(l5r_carddb_card_count(d2), 1);
    l5r_carddb_free(d2);
}

static void test_SEN_02_modifiers_readable(void **state)
{
    (void)state;
    l5r_carddb *db = board(PREGAME_CARDS);
    uint32_t s = card(db, "sensei-of-tides");
    int32_t v = 99;
    assert_int_equal(
        l5r_carddb_card_get_modifier(&v, db, s, L5R_STAT_PROVINCE_STRENGTH), 1);
    assert_int_equal(v, -1);
    v = 99;
    assert_int_equal(
        l5r_carddb_card_get_modifier(&v, db, s, L5R_STAT_STARTING_HONOR), 1);
    assert_int_equal(v, 2);
    v = 99;
    assert_int_equal(
        l5r_carddb_card_get_modifier(&v, db, s, L5R_STAT_GOLD_PRODUCTION), 0);
    assert_int_equal(v, 0);
    /* Other cards have none. */
    v = 99;
    assert_int_equal(l5r_carddb_card_get_modifier(&v, db,
                                                  card(db, "tide-castle"),
                                                  L5R_STAT_PROVINCE_STRENGTH),
                     0);
    assert_int_equal(v, 0);
    assert_int_equal(
        l5r_carddb_card_get_modifier(NULL, db, s, L5R_STAT_PROVINCE_STRENGTH),
        L5R_EINVAL);
    assert_int_equal(l5r_carddb_card_get_modifier(&v, db, s, 0), L5R_EINVAL);
    l5r_carddb_free(db);

    /* Only province_strength, gold_production and starting_honor, and only
       on a Sensei. */
    l5r_carddb *d2 = NULL;
    assert_int_equal(l5r_carddb_new(&d2, NULL), L5R_OK);
    load_ok(d2, "base", BASE_YAML);
    static const char force_mod[] = "cards:\n"
                                    "  - id: s\n"
                                    "    title: S\n"
                                    "    type: sensei\n"
                                    "    factions: [Crab]\n"
                                    "    modifiers: {force: 1}\n"
                                    "    printings: [{set: Old Set}]\n";
    assert_int_equal(
        l5r_carddb_load_buffer(d2, "fm", force_mod, slen(force_mod)),
        L5R_ESCHEMA);
    uint32_t line = 0, col = 0;
    assert_int_equal(l5r_carddb_diag(NULL, &line, &col, d2, 0), L5R_OK);
    assert_int_equal(line, 6);
    assert_int_equal(col, 17);
    static const char castle_mod[] = "cards:\n"
                                     "  - id: c\n"
                                     "    title: C\n"
                                     "    type: stronghold\n"
                                     "    faction: Crab\n"
                                     "    province_strength: 7\n"
                                     "    gold_production: 5\n"
                                     "    starting_honor: 4\n"
                                     "    modifiers: {province_strength: 1}\n"
                                     "    printings: [{set: Old Set}]\n";
    assert_int_equal(
        l5r_carddb_load_buffer(d2, "cm", castle_mod, slen(castle_mod)),
        L5R_ESCHEMA);
    l5r_carddb_free(d2);
}

/* --- loading several sources; all or nothing --------------------------------
 */

static void test_several_sources_in_one_database(void **state)
{
    (void)state;
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    assert_int_equal(l5r_carddb_is_frozen(db), 0);
    load_ok(db, "base", BASE_YAML);
    load_ok(db, "cards", CARDS_YAML);
    load_ok(db, "lotus", LOTUS_CARDS);
    /* A later source may not redefine a card, set or faction. */
    assert_int_equal(
        l5r_carddb_load_buffer(db, "again", CARDS_YAML, slen(CARDS_YAML)),
        L5R_EDUPLICATE);
    static const char dup_set[] =
        "sets:\n  - {name: Old Set, order: 11, lotus: false}\n";
    assert_int_equal(
        l5r_carddb_load_buffer(db, "dup-set", dup_set, slen(dup_set)),
        L5R_EDUPLICATE);
    static const char dup_order[] =
        "sets:\n  - {name: Another Set, order: 10, lotus: false}\n";
    assert_int_equal(
        l5r_carddb_load_buffer(db, "dup-order", dup_order, slen(dup_order)),
        L5R_EDUPLICATE);
    static const char dup_faction[] = "factions:\n  - {name: Crab}\n";
    assert_int_equal(l5r_carddb_load_buffer(db, "dup-faction", dup_faction,
                                            slen(dup_faction)),
                     L5R_EDUPLICATE);
    assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
    assert_int_equal(l5r_carddb_is_frozen(db), 1);
    /* Freezing again is harmless. */
    assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
    assert_int_equal(l5r_carddb_card_count(db), 7);
    assert_int_equal(l5r_carddb_cardset_count(db), 4);
    assert_int_equal(l5r_carddb_faction_count(db), 6);
    uint32_t a = card(db, "hida-tester"), b = card(db, "old-only");
    assert_int_not_equal(a, b);
    assert_string_equal(l5r_carddb_card_title(db, a), "Hida Tester");
    assert_string_equal(l5r_carddb_card_faction(db, a), "Crab");
    assert_int_equal(l5r_carddb_card_type(db, a), L5R_TYPE_PERSONALITY);
    assert_int_equal(l5r_carddb_card_ability_count(db, a), 1);
    assert_int_equal(l5r_carddb_card_ability_count(db, b), 0);
    assert_int_equal(l5r_carddb_card_ability_timing(db, a, 0),
                     L5R_ABILITY_BATTLE);
    assert_int_equal(l5r_carddb_card_ability_timing(db, a, 1), 0);
    assert_int_equal(l5r_error_code(), L5R_ENOTFOUND);
    assert_int_equal(l5r_carddb_card_ability_timing(db, b, 0), 0);
    assert_int_equal(l5r_carddb_card_ability_timing(NULL, a, 0), 0);
    assert_int_equal(l5r_carddb_card_is_unique(db, a), 0);
    uint32_t i = 77;
    assert_int_equal(l5r_carddb_find(&i, db, "no-such-card"), L5R_ENOTFOUND);
    assert_int_equal(i, 77);
    assert_null(l5r_carddb_card_title(db, 7));
    assert_int_equal(l5r_carddb_card_type(db, 7), L5R_ENOTFOUND);
    l5r_carddb_free(db);
}

static void test_failed_load_adds_nothing(void **state)
{
    (void)state;
    uint32_t good_count = 0;
    uint64_t good = fingerprint_of(CARDS_YAML, &good_count);
    assert_int_equal(good_count, 2);

    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    load_ok(db, "base", BASE_YAML);
    load_ok(db, "cards", CARDS_YAML);
    /* A new faction, a new set, a good card, then a bad one. */
    static const char bad[] = "factions:\n"
                              "  - {name: Unicorn, alignment: Unicorn Clan}\n"
                              "sets:\n"
                              "  - {name: Extra Set, order: 999, lotus: true}\n"
                              "cards:\n"
                              "  - id: good-card\n"
                              "    title: Good Card\n"
                              "    type: holding\n"
                              "    gold_cost: 1\n"
                              "    keywords: [Farm]\n"
                              "    printings: [{set: Extra Set}]\n"
                              "  - id: bad-card\n"
                              "    title: Bad Card\n"
                              "    type: holding\n"
                              "    gold_cost: 1\n"
                              "    force: 3\n"
                              "    printings: [{set: Extra Set}]\n";
    assert_int_equal(l5r_carddb_load_buffer(db, "bad.yaml", bad, slen(bad)),
                     L5R_ESCHEMA);
    /* The diagnostic: where and why. */
    assert_true(l5r_carddb_diag_count(db) >= 1);
    int code = 0;
    uint32_t line = 0, col = 0;
    assert_int_equal(l5r_carddb_diag(&code, &line, &col, db, 0), L5R_OK);
    assert_int_equal(code, L5R_ESCHEMA);
    assert_int_equal(line, 16);
    assert_int_equal(col, 5);
    assert_string_equal(l5r_carddb_diag_source(db, 0), "bad.yaml");
    assert_non_null(strstr(l5r_carddb_diag_message(db, 0), "force"));
    assert_non_null(strstr(l5r_carddb_errmsg(db), "bad.yaml:16:5"));
    assert_int_equal(l5r_error_code(), L5R_ESCHEMA);
    assert_null(l5r_carddb_diag_message(db, 99));
    assert_null(l5r_carddb_diag_source(db, 99));
    assert_int_equal(l5r_carddb_diag(NULL, NULL, NULL, db, 99), L5R_EINVAL);
    /* The good card of the failed load may be loaded again: its id was
       never kept. */
    static const char again[] =
        "cards:\n"
        "  - {id: good-card, title: Good Card, type: holding, gold_cost: 1,\n"
        "     printings: [{set: Extra Set}]}\n";
    /* ...but its set was not kept either: freeze would fail. So first
       check the database without it. */
    assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
    assert_int_equal(l5r_carddb_diag_count(db), 0);
    assert_int_equal(l5r_carddb_card_count(db), good_count);
    assert_int_equal(l5r_carddb_cardset_count(db), 4);
    assert_int_equal(l5r_carddb_faction_count(db), 6);
    assert_true(l5r_carddb_fingerprint(db) == good);
    uint32_t i;
    assert_int_equal(l5r_carddb_find(&i, db, "good-card"), L5R_ENOTFOUND);
    l5r_carddb_free(db);

    /* The id of the rolled-back card is free again. */
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    load_ok(db, "base", BASE_YAML);
    assert_int_equal(l5r_carddb_load_buffer(db, "bad.yaml", bad, slen(bad)),
                     L5R_ESCHEMA);
    static const char extra_set[] =
        "sets:\n  - {name: Extra Set, order: 999, lotus: true}\n";
    load_ok(db, "extra", extra_set);
    load_ok(db, "again", again);
    assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
    assert_int_equal(l5r_carddb_card_count(db), 1);
    assert_string_equal(l5r_carddb_card_id(db, card(db, "good-card")),
                        "good-card");
    l5r_carddb_free(db);
}

static void test_many_cards_then_failed_load_keeps_index(void **state)
{
    (void)state;
    /* Enough cards to grow the id index; then a failed load with more. */
    char *yaml = malloc(64 * 1024);
    assert_non_null(yaml);
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    load_ok(db, "base", BASE_YAML);
    for (int round = 0; round < 2; round++) {
        size_t n = (size_t)snprintf(yaml, 64, "cards:\n");
        for (int k = 0; k < 100; k++)
            n += (size_t)snprintf(yaml + n, 64 * 1024 - n,
                                  "  - {id: c%d-%d, title: C%d %d, type: "
                                  "event, printings: [{set: Old Set}]}\n",
                                  round, k, round, k);
        if (round == 1)
            n += (size_t)snprintf(yaml + n, 64 * 1024 - n,
                                  "  - {id: broken, type: event}\n");
        int rc = l5r_carddb_load_buffer(db, "many", yaml, n);
        assert_int_equal(rc, round == 0 ? L5R_OK : L5R_ESCHEMA);
    }
    free(yaml);
    assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
    assert_int_equal(l5r_carddb_card_count(db), 100);
    for (int k = 0; k < 100; k++) {
        char id[32];
        snprintf(id, sizeof id, "c0-%d", k);
        (void)card(db, id);
    }
    uint32_t i;
    assert_int_equal(l5r_carddb_find(&i, db, "c1-0"), L5R_ENOTFOUND);
    assert_int_equal(l5r_carddb_find(&i, db, "c1-99"), L5R_ENOTFOUND);
    l5r_carddb_free(db);
}

static void test_freeze_fails_on_unknown_set_then_succeeds(void **state)
{
    (void)state;
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    static const char cards[] = "cards:\n"
                                "  - id: mystery-card\n"
                                "    title: Mystery Card\n"
                                "    type: event\n"
                                "    printings:\n"
                                "      - set: Mystery Set\n";
    /* Loading is fine: the set may come from a later source. */
    load_ok(db, "cards.yaml", cards);
    assert_int_equal(l5r_carddb_freeze(db), L5R_ESCHEMA);
    assert_int_equal(l5r_carddb_is_frozen(db), 0);
    assert_int_equal(l5r_carddb_diag_count(db), 1);
    int code = 0;
    uint32_t line = 0, col = 0;
    assert_int_equal(l5r_carddb_diag(&code, &line, &col, db, 0), L5R_OK);
    assert_int_equal(code, L5R_ESCHEMA);
    assert_int_equal(line, 6); /* "      - set: Mystery Set" */
    assert_int_equal(col, 14); /* the set's name */
    assert_string_equal(l5r_carddb_diag_source(db, 0), "cards.yaml");
    assert_non_null(strstr(l5r_carddb_diag_message(db, 0), "Mystery Set"));
    /* Still unfrozen: queries refuse. */
    assert_int_equal(l5r_carddb_card_count(db), 0);
    /* Load the set table, and freezing works. */
    static const char sets[] =
        "sets:\n  - {name: Mystery Set, order: 5, lotus: true}\n";
    load_ok(db, "sets.yaml", sets);
    assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
    assert_int_equal(l5r_carddb_diag_count(db), 0);
    assert_int_equal(l5r_carddb_card_count(db), 1);
    assert_int_equal(
        l5r_carddb_card_is_lotus_legal(db, card(db, "mystery-card")), 1);
    l5r_carddb_free(db);
}

static void test_freeze_fails_on_unknown_faction(void **state)
{
    (void)state;
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    load_ok(db, "base", BASE_YAML);
    static const char cards[] =
        "cards:\n"
        "  - {id: x, title: X, type: holding, gold_cost: 1, faction: Unicorn,"
        "\n     printings: [{set: Old Set}]}\n";
    load_ok(db, "cards", cards);
    assert_int_equal(l5r_carddb_freeze(db), L5R_ESCHEMA);
    assert_int_equal(l5r_carddb_is_frozen(db), 0);
    static const char unicorn[] = "factions:\n  - {name: Unicorn}\n";
    load_ok(db, "unicorn", unicorn);
    assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
    assert_string_equal(l5r_carddb_card_faction(db, card(db, "x")), "Unicorn");
    l5r_carddb_free(db);
}

/* --- frozen or not, handles, NULLs ------------------------------------------
 */

static int one_shot_reader(void *ud, const char **chunk, size_t *size)
{
    int *done = ud;
    static const char text[] = "sets: []\n";
    *chunk = text;
    *size = *done ? 0 : sizeof text - 1;
    *done = 1;
    return L5R_OK;
}

static void test_frozen_refuses_loads_unfrozen_refuses_queries(void **state)
{
    (void)state;
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    load_ok(db, "base", BASE_YAML);
    load_ok(db, "cards", CARDS_YAML);
    /* Before freezing: queries refuse. */
    uint32_t i = 5;
    int32_t v = 5;
    assert_int_equal(l5r_carddb_find(&i, db, "hida-tester"), L5R_EFROZEN);
    assert_int_equal(i, 5);
    assert_int_equal(l5r_carddb_card_count(db), 0);
    assert_int_equal(l5r_error_code(), L5R_EFROZEN);
    assert_true(l5r_carddb_fingerprint(db) == 0);
    assert_null(l5r_carddb_card_title(db, 0));
    assert_int_equal(l5r_carddb_card_type(db, 0), L5R_EFROZEN);
    assert_int_equal(l5r_carddb_card_get_stat(&v, db, 0, L5R_STAT_FORCE),
                     L5R_EFROZEN);
    assert_int_equal(l5r_carddb_card_has_keyword(db, 0, "Samurai"),
                     L5R_EFROZEN);
    assert_int_equal(l5r_carddb_cardset_count(db), 0);
    assert_null(l5r_carddb_cardset_name(db, 0));
    assert_int_equal(l5r_carddb_cardset_order(db, 0), L5R_EFROZEN);
    l5r_deck *deck = (l5r_deck *)&i;
    assert_int_equal(l5r_deck_new(&deck, db, NULL), L5R_EFROZEN);
    assert_null(deck);

    assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
    /* After freezing: loads and limits refuse, and nothing changes. */
    uint64_t fp = l5r_carddb_fingerprint(db);
    static const char more[] =
        "sets:\n  - {name: Late, order: 7, lotus: true}\n";
    assert_int_equal(l5r_carddb_load_buffer(db, "more", more, slen(more)),
                     L5R_EFROZEN);
    assert_int_equal(l5r_error_code(), L5R_EFROZEN);
    int done = 0;
    assert_int_equal(
        l5r_carddb_load_reader(db, "reader", one_shot_reader, &done),
        L5R_EFROZEN);
    assert_int_equal(l5r_carddb_load_with(db, l5r_loader_yaml(), "with",
                                          one_shot_reader, &done),
                     L5R_EFROZEN);
    assert_int_equal(done, 0); /* the reader was never called */
    assert_int_equal(
        l5r_carddb_load_file(db, L5R_SOURCE_DIR "/examples/cards/sets.yaml"),
        L5R_EFROZEN);
    assert_int_equal(l5r_carddb_set_limit(db, L5R_LIMIT_MAX_CARDS, 10),
                     L5R_EFROZEN);
    int64_t lim = 0;
    assert_int_equal(l5r_carddb_get_limit(&lim, db, L5R_LIMIT_MAX_CARDS),
                     L5R_OK);
    assert_int_equal(lim, 100000);
    assert_int_equal(l5r_carddb_cardset_count(db), 4);
    assert_int_equal(l5r_carddb_card_count(db), 2);
    assert_true(l5r_carddb_fingerprint(db) == fp);
    assert_int_equal(l5r_carddb_find(&i, db, "hida-tester"), L5R_OK);
    l5r_carddb_free(db);
}

static void test_wrong_handle_is_ehandle(void **state)
{
    (void)state;
    l5r_carddb *db = board(CARDS_YAML);
    l5r_deck *deck = NULL;
    assert_int_equal(l5r_deck_new(&deck, db, NULL), L5R_OK);
    l5r_carddb *wrong = (l5r_carddb *)(void *)deck;
    uint32_t i = 3;
    int32_t v = 3;
    int64_t lim = 3;
    assert_int_equal(l5r_carddb_freeze(wrong), L5R_EHANDLE);
    assert_int_equal(l5r_carddb_is_frozen(wrong), L5R_EHANDLE);
    assert_int_equal(
        l5r_carddb_load_buffer(wrong, "x", BASE_YAML, slen(BASE_YAML)),
        L5R_EHANDLE);
    assert_int_equal(l5r_carddb_load_file(wrong, "nope.yaml"), L5R_EHANDLE);
    assert_int_equal(l5r_carddb_set_limit(wrong, L5R_LIMIT_MAX_DEPTH, 4),
                     L5R_EHANDLE);
    assert_int_equal(l5r_carddb_get_limit(&lim, wrong, L5R_LIMIT_MAX_DEPTH),
                     L5R_EHANDLE);
    assert_int_equal(lim, 3);
    assert_int_equal(l5r_carddb_find(&i, wrong, "hida-tester"), L5R_EHANDLE);
    assert_int_equal(i, 3);
    assert_int_equal(l5r_carddb_card_count(wrong), 0);
    assert_int_equal(l5r_error_code(), L5R_EHANDLE);
    assert_true(l5r_carddb_fingerprint(wrong) == 0);
    assert_null(l5r_carddb_card_id(wrong, 0));
    assert_int_equal(l5r_carddb_card_get_stat(&v, wrong, 0, L5R_STAT_FORCE),
                     L5R_EHANDLE);
    assert_int_equal(l5r_carddb_card_has_keyword(wrong, 0, "Samurai"),
                     L5R_EHANDLE);
    assert_int_equal(l5r_carddb_sensei_allows(wrong, 0, "Crab"), L5R_EHANDLE);
    assert_int_equal(l5r_carddb_diag_count(wrong), 0);
    assert_int_equal(l5r_carddb_diag(NULL, NULL, NULL, wrong, 0), L5R_EHANDLE);
    assert_null(l5r_carddb_faction_name(wrong, 0));
    assert_non_null(l5r_carddb_errmsg(wrong));
    /* Freeing through the wrong type does nothing: the deck still works. */
    l5r_carddb_free(wrong);
    assert_int_equal(
        l5r_deck_add(deck, L5R_LIST_DYNASTY, card(db, "hida-tester"), 1),
        L5R_OK);
    assert_int_equal(l5r_deck_size(deck, L5R_LIST_DYNASTY), 1);
    /* And the database handle is not a deck. */
    assert_int_equal(
        l5r_deck_check((l5r_deck *)(void *)db, L5R_FORMAT_LOTUS_OPEN),
        L5R_EHANDLE);
    l5r_deck_free(deck);
    /* The NULL handle. */
    assert_int_equal(l5r_carddb_freeze(NULL), L5R_EHANDLE);
    assert_int_equal(l5r_carddb_load_buffer(NULL, "x", "a: 1", 4), L5R_EHANDLE);
    assert_int_equal(l5r_carddb_find(&i, NULL, "x"), L5R_EHANDLE);
    l5r_carddb_free(NULL);
    l5r_carddb_free(db);
}

static void test_null_arguments_are_einval(void **state)
{
    (void)state;
    assert_int_equal(l5r_carddb_new(NULL, NULL), L5R_EINVAL);
    assert_int_equal(l5r_error_code(), L5R_EINVAL);
    l5r_carddb *db = NULL;
    l5r_allocator bad = L5R_ALLOCATOR_INIT;
    bad.version = 42;
    db = (l5r_carddb *)&bad;
    assert_int_equal(l5r_carddb_new(&db, &bad), L5R_EVERSION);
    assert_null(db);
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    assert_int_equal(l5r_carddb_load_buffer(db, "x", NULL, 5), L5R_EINVAL);
    assert_int_equal(l5r_carddb_load_file(db, NULL), L5R_EINVAL);
    assert_int_equal(l5r_carddb_load_reader(db, "x", NULL, NULL), L5R_EINVAL);
    int done = 0;
    assert_int_equal(
        l5r_carddb_load_with(db, NULL, "x", one_shot_reader, &done),
        L5R_EINVAL);
    assert_int_equal(
        l5r_carddb_load_with(db, l5r_loader_yaml(), "x", NULL, NULL),
        L5R_EINVAL);
    assert_int_equal(l5r_carddb_get_limit(NULL, db, L5R_LIMIT_MAX_DEPTH),
                     L5R_EINVAL);
    /* An empty buffer is a syntax error, not a NULL. */
    assert_int_equal(l5r_carddb_load_buffer(db, "empty", "", 0), L5R_ESYNTAX);
    load_ok(db, "base", BASE_YAML);
    load_ok(db, "cards", CARDS_YAML);
    assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
    uint32_t i = 0;
    int32_t v = 0;
    assert_int_equal(l5r_carddb_find(&i, db, NULL), L5R_EINVAL);
    assert_int_equal(l5r_carddb_find(NULL, db, "hida-tester"), L5R_EINVAL);
    assert_int_equal(l5r_carddb_card_get_stat(NULL, db, 0, L5R_STAT_FORCE),
                     L5R_EINVAL);
    assert_int_equal(l5r_carddb_card_get_stat(&v, db, 0, 0), L5R_EINVAL);
    assert_int_equal(l5r_carddb_card_get_stat(&v, db, 0, 13), L5R_EINVAL);
    assert_int_equal(l5r_carddb_card_has_keyword(db, 0, NULL), L5R_EINVAL);
    assert_int_equal(l5r_carddb_card_printed_before(db, 0, NULL), L5R_EINVAL);
    assert_int_equal(l5r_carddb_sensei_allows(db, 0, NULL), L5R_EINVAL);
    l5r_deck *deck = NULL;
    assert_int_equal(l5r_deck_new(NULL, db, NULL), L5R_EINVAL);
    assert_int_equal(l5r_deck_new(&deck, NULL, NULL), L5R_EHANDLE);
    assert_null(deck);
    l5r_carddb_free(db);
}

/* --- readers and loaders
 * ------------------------------------------------------- */

typedef struct byte_reader {
    const char *data;
    size_t len, pos;
    size_t fail_at; /* fail when asked for this byte; SIZE_MAX never */
    int status;
    unsigned calls;
} byte_reader;

/* One byte per call. */
static int read_bytes(void *ud, const char **chunk, size_t *size)
{
    byte_reader *r = ud;
    r->calls++;
    if (r->pos == r->fail_at)
        return r->status;
    if (r->pos >= r->len) {
        *chunk = NULL;
        *size = 0;
        return L5R_OK;
    }
    *chunk = r->data + r->pos++;
    *size = 1;
    return L5R_OK;
}

static void test_one_byte_reader_same_as_buffer(void **state)
{
    (void)state;
    uint64_t want = fingerprint_of(CARDS_YAML, NULL);
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    load_ok(db, "base", BASE_YAML);
    byte_reader r = {CARDS_YAML, slen(CARDS_YAML), 0, SIZE_MAX, 0, 0};
    assert_int_equal(l5r_carddb_load_reader(db, "bytes", read_bytes, &r),
                     L5R_OK);
    assert_true(r.calls > slen(CARDS_YAML));
    assert_int_equal(r.pos, slen(CARDS_YAML));
    assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
    assert_true(l5r_carddb_fingerprint(db) == want);
    assert_int_equal(l5r_carddb_card_count(db), 2);
    l5r_carddb_free(db);
}

static void test_one_byte_reader_reports_positions(void **state)
{
    (void)state;
    /* A multi-byte character split over chunks; an error after it. */
    static const char text[] =
        "sets:\n"
        "  - {name: \"Caf\xc3\xa9\", order: 1, lotus: true}\n"
        "  - {name: Bad, order: x, lotus: true}\n";
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    byte_reader r = {text, slen(text), 0, SIZE_MAX, 0, 0};
    assert_int_equal(l5r_carddb_load_reader(db, NULL, read_bytes, &r),
                     L5R_ESCHEMA);
    uint32_t line = 0, col = 0;
    assert_int_equal(l5r_carddb_diag(NULL, &line, &col, db, 0), L5R_OK);
    assert_int_equal(line, 3);
    assert_int_equal(col, 24);
    assert_string_equal(l5r_carddb_diag_source(db, 0), "<reader>");
    l5r_carddb_free(db);
}

static void test_reader_error_fails_load_with_its_status(void **state)
{
    (void)state;
    uint64_t want = fingerprint_of(NULL, NULL);
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    load_ok(db, "base", BASE_YAML);
    /* Fails in the middle... */
    byte_reader r = {CARDS_YAML, slen(CARDS_YAML), 0, 100, L5R_EUNSUPPORTED, 0};
    assert_int_equal(l5r_carddb_load_reader(db, "mid", read_bytes, &r),
                     L5R_EUNSUPPORTED);
    assert_int_equal(l5r_carddb_diag_count(db), 1);
    int code = 0;
    assert_int_equal(l5r_carddb_diag(&code, NULL, NULL, db, 0), L5R_OK);
    assert_int_equal(code, L5R_EUNSUPPORTED);
    assert_int_equal(l5r_error_code(), L5R_EUNSUPPORTED);
    /* ...or after the whole (valid) document, instead of the end. */
    byte_reader r2 = {CARDS_YAML,       slen(CARDS_YAML), 0,
                      slen(CARDS_YAML), L5R_EIO,          0};
    assert_int_equal(l5r_carddb_load_reader(db, "end", read_bytes, &r2),
                     L5R_EIO);
    assert_int_equal(r2.pos, slen(CARDS_YAML));
    /* Nothing was added. */
    assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
    assert_int_equal(l5r_carddb_card_count(db), 0);
    assert_true(l5r_carddb_fingerprint(db) == want);
    l5r_carddb_free(db);
}

/* A loader that describes {sets: [{name: Built, order: 3, lotus: true}]}
   through the builder, ignoring the reader. */
static int tiny_load(const l5r_loader *self, l5r_builder *b,
                     l5r_reader_fn reader, void *ud)
{
    (void)self;
    (void)reader;
    (void)ud;
    int rc = L5R_OK;
#define B(x)                                                                   \
    do {                                                                       \
        if (rc == L5R_OK)                                                      \
            rc = (x);                                                          \
    } while (0)
    B(l5r_builder_position(b, 1, 1));
    B(l5r_builder_map_begin(b));
    B(l5r_builder_key(b, "sets", 4));
    B(l5r_builder_seq_begin(b));
    B(l5r_builder_map_begin(b));
    B(l5r_builder_key(b, "name", 4));
    B(l5r_builder_scalar(b, "Built", 5, 0));
    B(l5r_builder_key(b, "order", 5));
    B(l5r_builder_scalar(b, "3", 1, 0));
    B(l5r_builder_key(b, "lotus", 5));
    B(l5r_builder_scalar(b, "true", 4, 0));
    B(l5r_builder_map_end(b));
    B(l5r_builder_seq_end(b));
    B(l5r_builder_map_end(b));
#undef B
    return rc;
}

/* A loader that fails without saying why. */
static int silent_fail_load(const l5r_loader *self, l5r_builder *b,
                            l5r_reader_fn reader, void *ud)
{
    (void)self;
    (void)b;
    (void)reader;
    (void)ud;
    return L5R_EFORMAT;
}

static void test_load_with_custom_loaders_and_versions(void **state)
{
    (void)state;
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    int done = 0;
    l5r_loader bad = *l5r_loader_yaml();
    bad.version = 99;
    assert_int_equal(
        l5r_carddb_load_with(db, &bad, "v99", one_shot_reader, &done),
        L5R_EVERSION);
    bad.version = 0;
    assert_int_equal(
        l5r_carddb_load_with(db, &bad, "v0", one_shot_reader, &done),
        L5R_EVERSION);
    assert_int_equal(done, 0);
    assert_int_equal(l5r_loader_yaml()->version, L5R_LOADER_VERSION);
    assert_string_equal(l5r_loader_yaml()->name, "yaml");

    l5r_loader silent = {L5R_LOADER_VERSION, "silent", silent_fail_load, NULL};
    assert_int_equal(
        l5r_carddb_load_with(db, &silent, "s", one_shot_reader, &done),
        L5R_EFORMAT);
    assert_int_equal(l5r_carddb_diag_count(db), 1);

    l5r_loader tiny = {L5R_LOADER_VERSION, "tiny", tiny_load, NULL};
    assert_int_equal(
        l5r_carddb_load_with(db, &tiny, "tiny", one_shot_reader, &done),
        L5R_OK);
    assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
    assert_int_equal(l5r_carddb_cardset_count(db), 1);
    assert_string_equal(l5r_carddb_cardset_name(db, 0), "Built");
    assert_int_equal(l5r_carddb_cardset_order(db, 0), 3);
    assert_int_equal(l5r_carddb_cardset_lotus(db, 0), 1);
    l5r_carddb_free(db);
}

/* --- limits ------------------------------------------------------------------
 */

static void test_limits_set_get_and_enforced(void **state)
{
    (void)state;
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    static const struct {
        int limit;
        int64_t def;
    } defaults[] = {{L5R_LIMIT_MAX_DEPTH, 16},
                    {L5R_LIMIT_MAX_SCALAR, 4096},
                    {L5R_LIMIT_MAX_SOURCE, 16 * 1024 * 1024},
                    {L5R_LIMIT_MAX_CARDS, 100000},
                    {L5R_LIMIT_MAX_DIAGNOSTICS, 64}};
    for (size_t k = 0; k < sizeof defaults / sizeof defaults[0]; k++) {
        int64_t v = -1;
        assert_int_equal(l5r_carddb_get_limit(&v, db, defaults[k].limit),
                         L5R_OK);
        assert_int_equal(v, defaults[k].def);
        /* Out of range values are refused and change nothing. */
        assert_int_equal(l5r_carddb_set_limit(db, defaults[k].limit, 0),
                         L5R_EINVAL);
        assert_int_equal(l5r_carddb_set_limit(db, defaults[k].limit, -5),
                         L5R_EINVAL);
        assert_int_equal(l5r_carddb_set_limit(db, defaults[k].limit, INT64_MAX),
                         L5R_EINVAL);
        assert_int_equal(l5r_carddb_get_limit(&v, db, defaults[k].limit),
                         L5R_OK);
        assert_int_equal(v, defaults[k].def);
    }
    int64_t v;
    assert_int_equal(l5r_carddb_set_limit(db, 0, 5), L5R_EINVAL);
    assert_int_equal(l5r_carddb_set_limit(db, 6, 5), L5R_EINVAL);
    assert_int_equal(l5r_carddb_get_limit(&v, db, 0), L5R_EINVAL);
    assert_int_equal(l5r_carddb_get_limit(&v, db, 6), L5R_EINVAL);

    /* Each limit is enforced by the next load. */
    assert_int_equal(l5r_carddb_set_limit(db, L5R_LIMIT_MAX_CARDS, 1), L5R_OK);
    assert_int_equal(l5r_carddb_get_limit(&v, db, L5R_LIMIT_MAX_CARDS), L5R_OK);
    assert_int_equal(v, 1);
    load_ok(db, "base", BASE_YAML);
    assert_int_equal(
        l5r_carddb_load_buffer(db, "cards", CARDS_YAML, slen(CARDS_YAML)),
        L5R_ELIMIT);
    assert_int_equal(l5r_carddb_set_limit(db, L5R_LIMIT_MAX_CARDS, 2), L5R_OK);
    load_ok(db, "cards", CARDS_YAML);

    static const char deep[] = "sets: [{name: Deep, order: 7, lotus: true}]\n";
    assert_int_equal(l5r_carddb_set_limit(db, L5R_LIMIT_MAX_DEPTH, 2), L5R_OK);
    assert_int_equal(l5r_carddb_load_buffer(db, "deep", deep, slen(deep)),
                     L5R_ELIMIT);
    assert_int_equal(l5r_carddb_set_limit(db, L5R_LIMIT_MAX_DEPTH, 3), L5R_OK);
    assert_int_equal(l5r_carddb_set_limit(db, L5R_LIMIT_MAX_SCALAR, 3), L5R_OK);
    assert_int_equal(l5r_carddb_load_buffer(db, "deep", deep, slen(deep)),
                     L5R_ELIMIT);
    assert_int_equal(l5r_carddb_set_limit(db, L5R_LIMIT_MAX_SCALAR, 5), L5R_OK);
    assert_int_equal(l5r_carddb_set_limit(db, L5R_LIMIT_MAX_SOURCE, 10),
                     L5R_OK);
    assert_int_equal(l5r_carddb_load_buffer(db, "deep", deep, slen(deep)),
                     L5R_ELIMIT);
    assert_int_equal(l5r_carddb_set_limit(db, L5R_LIMIT_MAX_SOURCE, 1000),
                     L5R_OK);
    load_ok(db, "deep", deep);

    /* At most that many diagnostics per load. */
    assert_int_equal(l5r_carddb_set_limit(db, L5R_LIMIT_MAX_DIAGNOSTICS, 2),
                     L5R_OK);
    static const char three_bad[] = "sets:\n"
                                    "  - {name: A1, order: x, lotus: true}\n"
                                    "  - {name: A2, order: y, lotus: true}\n"
                                    "  - {name: A3, order: z, lotus: true}\n";
    assert_int_equal(l5r_carddb_set_limit(db, L5R_LIMIT_MAX_SCALAR, 100),
                     L5R_OK);
    assert_int_equal(
        l5r_carddb_load_buffer(db, "bad", three_bad, slen(three_bad)),
        L5R_ESCHEMA);
    assert_int_equal(l5r_carddb_diag_count(db), 2);

    assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
    assert_int_equal(l5r_carddb_card_count(db), 2);
    assert_int_equal(l5r_carddb_cardset_count(db), 5);
    l5r_carddb_free(db);
}

/* --- fingerprints
 * ------------------------------------------------------------- */

static const char CARDS_BLOCK[] =
    "# the same two cards as CARDS_YAML, block style\n"
    "cards:\n"
    "- id: hida-tester\n"
    "  title: 'Hida Tester'\n"
    "  type: personality\n"
    "  faction: Crab\n"
    "  keywords:\n"
    "  - Crab Clan Samurai\n"
    "  - Berserker\n"
    "  - Yu 2\n"
    "  force: 3\n"
    "  chi: 2\n"
    "  honor_requirement: 4\n"
    "  gold_cost: 6\n"
    "  personal_honor: 1\n"
    "  text: 'Battle: Bow: gain 1 Honor.'\n"
    "  printings:\n"
    "  - set: Old Set\n"
    "    lotus: false\n"
    "    force: 2\n"
    "  - set: Lotus Edition\n"
    "  abilities:\n"
    "  - timing: battle\n"
    "    cost:\n"
    "    - bow: self\n"
    "    effects:\n"
    "    - gain_honor: 1\n"
    "- {id: tester-strike, title: Tester Strike, type: action, focus: 2,\n"
    "   printings: [{set: \"Khan's Defiance\"}],\n"
    "   abilities: [{timing: battle, traits: [Kiho], effects: [{draw: 1}]}]}\n";

static void test_fingerprint_content_not_formatting(void **state)
{
    (void)state;
    uint64_t flow = fingerprint_of(CARDS_YAML, NULL);
    uint64_t block = fingerprint_of(CARDS_BLOCK, NULL);
    assert_true(flow != 0);
    assert_true(flow == block);
    /* The same content again: the same value. */
    assert_true(fingerprint_of(CARDS_YAML, NULL) == flow);

    /* Any change of content changes it. */
    char *changed = malloc(sizeof CARDS_BLOCK);
    assert_non_null(changed);
    static const struct {
        const char *from, *to; /* same length */
    } edits[] = {
        {"  force: 3\n", "  force: 4\n"},
        {"Hida Tester'", "Hida Tasted'"},
        {"gain_honor: 1", "gain_honor: 2"},
        {"Berserker", "Berserkir"},
        {"lotus: false", "lotus: true "},
        {"traits: [Kiho]", "traits: [Kaho]"},
        {"- bow: self", "- gold: 1  "},
    };
    for (size_t k = 0; k < sizeof edits / sizeof edits[0]; k++) {
        memcpy(changed, CARDS_BLOCK, sizeof CARDS_BLOCK);
        char *at = strstr(changed, edits[k].from);
        assert_non_null(at);
        assert_int_equal(strlen(edits[k].from), strlen(edits[k].to));
        memcpy(at, edits[k].to, strlen(edits[k].to));
        uint64_t fp = fingerprint_of(changed, NULL);
        if (fp == flow)
            fail_msg("edit %zu (%s -> %s) kept the fingerprint", k,
                     edits[k].from, edits[k].to);
    }
    free(changed);
    /* A database without the cards differs too. */
    assert_true(fingerprint_of(NULL, NULL) != flow);
}

/* Cards whose rule content lives outside stats, text and keywords. */
static const char RULE_CONTENT_CARDS[] =
    "cards:\n"
    "  - id: sensei-of-tides\n"
    "    title: Sensei of Tides\n"
    "    type: sensei\n"
    "    factions: [Crab]\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: soul-card\n"
    "    title: Soul Card\n"
    "    type: personality\n"
    "    keywords: [Samurai, Soul of Agasha Gennai]\n"
    "    force: 1\n"
    "    chi: 1\n"
    "    honor_requirement: 1\n"
    "    gold_cost: 1\n"
    "    personal_honor: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: limited\n"
    "        traits: [Political]\n"
    "        target: {type: personality, keywords: [Shugenja],\n"
    "                 not_keywords: [Undead]}\n"
    "        effects: [{bow: target}]\n"
    "  - id: line-formation\n"
    "    title: Line Formation\n"
    "    type: action\n"
    "    keywords: [Formation]\n"
    "    formed_by:\n"
    "      - {keywords: [Samurai]}\n"
    "      - {type: follower, keywords: [Cavalry]}\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: battle\n"
    "        effects: [{draw: 1}]\n";

/* `text` with the first `from` replaced by `to` (malloc'd). */
static char *replaced(const char *text, const char *from, const char *to)
{
    const char *at = strstr(text, from);
    assert_non_null(at);
    size_t n = strlen(text) - strlen(from) + strlen(to) + 1;
    char *out = malloc(n);
    assert_non_null(out);
    size_t head = (size_t)(at - text);
    memcpy(out, text, head);
    strcpy(out + head, to);
    strcat(out, at + strlen(from));
    return out;
}

static void test_fingerprint_covers_rule_content(void **state)
{
    (void)state;
    uint64_t fp = fingerprint_of(RULE_CONTENT_CARDS, NULL);
    static const struct {
        const char *what, *from, *to;
    } edits[] = {
        {"a Sensei's factions (SEN-03)", "factions: [Crab]",
         "factions: [Mantis]"},
        {"the title a \"Soul of\" names (SOU-01)", "Soul of Agasha Gennai",
         "Soul of Agasha Kaiu"},
        {"a target's keywords", "keywords: [Shugenja]", "keywords: [Courtier]"},
        {"a target's excluded keywords", "not_keywords: [Undead]",
         "not_keywords: [Ninja]"},
        {"a Personality ability's traits", "traits: [Political]",
         "traits: [Kiho]"},
        {"a Formation's \"Formed by\" keywords (FRM-03)",
         "{keywords: [Samurai]}", "{keywords: [Courtier]}"},
        {"a \"Formed by\" condition's type", "{type: follower, ",
         "{type: personality, "},
    };
    char missed[2048] = "";
    size_t used = 0;
    for (size_t k = 0; k < sizeof edits / sizeof edits[0]; k++) {
        char *changed =
            replaced(RULE_CONTENT_CARDS, edits[k].from, edits[k].to);
        uint64_t other = fingerprint_of(changed, NULL);
        free(changed);
        if (other == fp && used < sizeof missed)
            used += (size_t)snprintf(missed + used, sizeof missed - used,
                                     "\n  %s (%s -> %s)", edits[k].what,
                                     edits[k].from, edits[k].to);
    }
    if (used > 0)
        fail_msg("these changes kept the fingerprint:%s", missed);
}

/* --- stats, elements, sets
 * ------------------------------------------------------ */

static const char STAT_CARDS[] =
    "cards:\n"
    "  - id: dash-ronin\n"
    "    title: Dash Ronin\n"
    "    type: personality\n"
    "    keywords: [Ronin, Yu 3, Experienced 2]\n"
    "    force: 3\n"
    "    chi: 1\n"
    "    honor_requirement: \"-\"\n"
    "    gold_cost: 5\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: star-ronin\n"
    "    title: Star Ronin\n"
    "    type: personality\n"
    "    force: '*'\n"
    "    chi: 2\n"
    "    honor_requirement: 0\n"
    "    gold_cost: 2\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: star-blade\n"
    "    title: Star Blade\n"
    "    type: item\n"
    "    force: '+*'\n"
    "    chi: 0\n"
    "    gold_cost: 2\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: en-dash-ronin\n"
    "    title: En Dash Ronin\n"
    "    type: personality\n"
    "    keywords: [Ninja, Ninjutsu 4, Experienced]\n"
    "    force: 2\n"
    "    chi: 2\n"
    "    honor_requirement: \"\xe2\x80\x93\"\n"
    "    gold_cost: 4\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: zero-honor\n"
    "    title: Zero Honor\n"
    "    type: personality\n"
    "    force: 0\n"
    "    chi: -1\n"
    "    honor_requirement: 0\n"
    "    gold_cost: 0\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: fire-ring\n"
    "    title: Ring of Fire\n"
    "    type: ring\n"
    "    element: fire\n"
    "    focus: 5\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: void-ring\n"
    "    title: Ring of Void\n"
    "    type: ring\n"
    "    element: void\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: plain-ring\n"
    "    title: Ring Without Element\n"
    "    type: ring\n"
    "    printings: [{set: Lotus Edition}]\n"
    "  - id: unique-keep\n"
    "    title: Unique Keep\n"
    "    type: holding\n"
    "    gold_cost: 3\n"
    "    unique: true\n"
    "    printings: [{set: Lotus Edition}]\n";

static void test_stats_dash_traits_and_elements(void **state)
{
    (void)state;
    l5r_carddb *db = board(STAT_CARDS);
    int has = -1;
    /* "-" Honor Requirement: no such stat, value 0. */
    assert_int_equal(
        stat_of(db, "dash-ronin", L5R_STAT_HONOR_REQUIREMENT, &has), 0);
    assert_int_equal(has, 0);
    assert_int_equal(
        stat_of(db, "en-dash-ronin", L5R_STAT_HONOR_REQUIREMENT, &has), 0);
    assert_int_equal(has, 0);
    /* An Honor Requirement of 0 is a value. */
    assert_int_equal(
        stat_of(db, "zero-honor", L5R_STAT_HONOR_REQUIREMENT, &has), 0);
    assert_int_equal(has, 1);
    assert_int_equal(stat_of(db, "zero-honor", L5R_STAT_CHI, &has), -1);
    assert_int_equal(has, 1);
    assert_int_equal(stat_of(db, "dash-ronin", L5R_STAT_FORCE, &has), 3);
    assert_int_equal(has, 1);
    /* A Force printed "*" or "+*" (the text defines it) reads 0. */
    assert_int_equal(stat_of(db, "star-ronin", L5R_STAT_FORCE, &has), 0);
    assert_int_equal(has, 1);
    assert_int_equal(stat_of(db, "star-blade", L5R_STAT_FORCE, &has), 0);
    assert_int_equal(has, 1);
    /* A stat the type does not have. */
    assert_int_equal(stat_of(db, "dash-ronin", L5R_STAT_FOCUS, &has), 0);
    assert_int_equal(has, 0);
    /* Yu, Ninjutsu and Experience from traits. */
    assert_int_equal(stat_of(db, "dash-ronin", L5R_STAT_YU, &has), 3);
    assert_int_equal(has, 1);
    assert_int_equal(stat_of(db, "dash-ronin", L5R_STAT_NINJUTSU, &has), 0);
    assert_int_equal(has, 0);
    assert_int_equal(stat_of(db, "dash-ronin", L5R_STAT_EXPERIENCE, &has), 2);
    assert_int_equal(stat_of(db, "en-dash-ronin", L5R_STAT_NINJUTSU, &has), 4);
    assert_int_equal(has, 1);
    assert_int_equal(stat_of(db, "en-dash-ronin", L5R_STAT_YU, &has), 0);
    assert_int_equal(has, 0);
    assert_int_equal(stat_of(db, "en-dash-ronin", L5R_STAT_EXPERIENCE, &has),
                     1);
    assert_int_equal(stat_of(db, "zero-honor", L5R_STAT_EXPERIENCE, &has), 0);
    /* The value traits still are keywords. */
    assert_int_equal(kw(db, "dash-ronin", "Yu"), 1);
    assert_int_equal(kw(db, "en-dash-ronin", "Ninjutsu"), 1);
    /* Rings and their elements. */
    assert_int_equal(l5r_carddb_card_element(db, card(db, "fire-ring")),
                     L5R_ELEMENT_FIRE);
    assert_int_equal(l5r_carddb_card_element(db, card(db, "void-ring")),
                     L5R_ELEMENT_VOID);
    assert_int_equal(l5r_carddb_card_element(db, card(db, "dash-ronin")),
                     L5R_ELEMENT_NONE);
    /* A Ring may print no element (a few real ones do). */
    assert_int_equal(l5r_carddb_card_element(db, card(db, "plain-ring")),
                     L5R_ELEMENT_NONE);
    assert_int_equal(l5r_carddb_card_type(db, card(db, "plain-ring")),
                     L5R_TYPE_RING);
    assert_int_equal(stat_of(db, "fire-ring", L5R_STAT_FOCUS, &has), 5);
    assert_int_equal(l5r_carddb_card_type(db, card(db, "fire-ring")),
                     L5R_TYPE_RING);
    assert_int_equal(l5r_carddb_card_deck(db, card(db, "fire-ring")),
                     L5R_DECK_FATE);
    assert_int_equal(l5r_carddb_card_is_unique(db, card(db, "unique-keep")), 1);
    assert_int_equal(l5r_carddb_card_is_unique(db, card(db, "dash-ronin")), 0);
    assert_string_equal(l5r_carddb_card_text(db, card(db, "dash-ronin")), "");
    assert_string_equal(l5r_carddb_card_faction(db, card(db, "dash-ronin")),
                        "");
    l5r_carddb_free(db);
}

static void test_schema_errors_point_at_the_field(void **state)
{
    (void)state;
    static const struct {
        const char *yaml;
        int code;
        uint32_t line, col;
    } cases[] = {
        /* a stat the type does not have: at the key */
        {"cards:\n  - {id: a, title: A, type: ring, element: air, force: 1,\n"
         "     printings: [{set: Old Set}]}\n",
         L5R_ESCHEMA, 2, 49},
        /* an element on a non-ring */
        {"cards:\n  - {id: a, title: A, type: event, element: air,\n"
         "     printings: [{set: Old Set}]}\n",
         L5R_ESCHEMA, 2, 36},
        /* a bad element */
        {"cards:\n  - {id: a, title: A, type: ring, element: wood,\n"
         "     printings: [{set: Old Set}]}\n",
         L5R_ESCHEMA, 2, 44},
        /* a bad honor requirement */
        {"cards:\n  - {id: a, title: A, type: personality, force: 1, chi: 1,"
         "\n     honor_requirement: x, gold_cost: 1, personal_honor: 1,\n"
         "     printings: [{set: Old Set}]}\n",
         L5R_ESCHEMA, 3, 25},
        /* a stat out of range */
        {"cards:\n  - {id: a, title: A, type: holding, gold_cost: 100,\n"
         "     printings: [{set: Old Set}]}\n",
         L5R_ESCHEMA, 2, 49},
        /* an unknown field */
        {"cards:\n  - {id: a, title: A, type: event, colour: red,\n"
         "     printings: [{set: Old Set}]}\n",
         L5R_ESCHEMA, 2, 36},
        /* no printings */
        {"cards:\n  - {id: a, title: A, type: event}\n", L5R_ESCHEMA, 2, 5},
        /* a bad id */
        {"cards:\n  - {id: Bad_Id, title: A, type: event,\n"
         "     printings: [{set: Old Set}]}\n",
         L5R_ESCHEMA, 2, 10},
        /* an unknown type */
        {"cards:\n  - {id: a, title: A, type: dragon,\n"
         "     printings: [{set: Old Set}]}\n",
         L5R_ESCHEMA, 2, 29},
        /* a duplicate key */
        {"cards:\n  - {id: a, id: b, title: A, type: event,\n"
         "     printings: [{set: Old Set}]}\n",
         L5R_EDUPLICATE, 2, 13},
        /* YAML syntax */
        {"cards: [\n", L5R_ESYNTAX, 2, 1},
        /* anchors are refused */
        {"sets: &a []\n", L5R_ESCHEMA, 1, 7},
        /* a bad Yu value: at freeze (below) */
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        l5r_carddb *db = NULL;
        assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
        load_ok(db, "base", BASE_YAML);
        int rc = l5r_carddb_load_buffer(db, "case", cases[k].yaml,
                                        slen(cases[k].yaml));
        int code = 0;
        uint32_t line = 0, col = 0;
        assert_true(l5r_carddb_diag_count(db) >= 1);
        assert_int_equal(l5r_carddb_diag(&code, &line, &col, db, 0), L5R_OK);
        if (rc != cases[k].code || code != cases[k].code ||
            line != cases[k].line || col != cases[k].col)
            fail_msg("case %zu: rc %d code %d at %u:%u, want %d at %u:%u "
                     "(%s)",
                     k, rc, code, line, col, cases[k].code, cases[k].line,
                     cases[k].col, l5r_carddb_diag_message(db, 0));
        /* Nothing was added: the database still freezes empty. */
        assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
        assert_int_equal(l5r_carddb_card_count(db), 0);
        l5r_carddb_free(db);
    }
}

static void test_set_table_in_release_order(void **state)
{
    (void)state;
    static const char sets[] = "sets:\n"
                               "  - {name: Third, order: 30, lotus: true}\n"
                               "  - {name: First, order: 10, lotus: false}\n"
                               "  - {name: Second, order: 20, lotus: true}\n";
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    load_ok(db, "sets", sets);
    assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
    assert_int_equal(l5r_carddb_cardset_count(db), 3);
    static const char *const names[] = {"First", "Second", "Third"};
    static const int64_t orders[] = {10, 20, 30};
    static const int lotus[] = {0, 1, 1};
    for (uint32_t i = 0; i < 3; i++) {
        assert_string_equal(l5r_carddb_cardset_name(db, i), names[i]);
        assert_int_equal(l5r_carddb_cardset_order(db, i), orders[i]);
        assert_int_equal(l5r_carddb_cardset_lotus(db, i), lotus[i]);
    }
    assert_null(l5r_carddb_cardset_name(db, 3));
    assert_int_equal(l5r_carddb_cardset_order(db, 3), L5R_ENOTFOUND);
    assert_int_equal(l5r_carddb_cardset_lotus(db, 3), L5R_ENOTFOUND);
    assert_int_equal(l5r_carddb_card_count(db), 0);
    assert_int_equal(l5r_carddb_faction_count(db), 0);
    assert_null(l5r_carddb_faction_name(db, 0));
    l5r_carddb_free(db);
}

static void test_bad_trait_number_fails_freeze(void **state)
{
    (void)state;
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    load_ok(db, "base", BASE_YAML);
    static const char bad[] =
        "cards:\n"
        "  - {id: a, title: A, type: personality, keywords: [Yu x], force: 1,"
        "\n     chi: 1, honor_requirement: 1, gold_cost: 1, personal_honor: 1,"
        "\n     printings: [{set: Old Set}]}\n";
    int rc = l5r_carddb_load_buffer(db, "bad", bad, slen(bad));
    if (rc == L5R_OK)
        rc = l5r_carddb_freeze(db);
    assert_int_equal(rc, L5R_ESCHEMA);
    assert_int_equal(l5r_carddb_is_frozen(db), 0);
    l5r_carddb_free(db);
}

/* --- the sample files
 * ----------------------------------------------------------- */

static void test_sample_files_load_and_freeze(void **state)
{
    (void)state;
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    assert_int_equal(
        l5r_carddb_load_file(db, L5R_SOURCE_DIR "/examples/cards/sets.yaml"),
        L5R_OK);
    assert_int_equal(l5r_carddb_load_file(db, L5R_SOURCE_DIR
                                          "/examples/cards/lotus-sample.yaml"),
                     L5R_OK);
    assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
    assert_true(l5r_carddb_card_count(db) >= 161);
    assert_int_equal(l5r_carddb_cardset_count(db), 15);
    assert_string_equal(l5r_carddb_cardset_name(db, 0), "Gold Edition");
    assert_string_equal(l5r_carddb_cardset_name(db, 14), "Samurai Edition");
    /* A few of the cards the sample marks as rule cases. */
    int has;
    assert_int_equal(stat_of(db, "hida-kuroda", L5R_STAT_YU, &has), 2);
    assert_int_equal(kw(db, "hida-kuroda", "Crab Clan"), 1);
    assert_int_equal(kw(db, "hida-kuroda", "Samurai"), 1);
    assert_int_equal(
        stat_of(db, "kyuden-togashi", L5R_STAT_PROVINCE_STRENGTH, &has), 7);
    assert_int_equal(
        stat_of(db, "wandering-ronin", L5R_STAT_HONOR_REQUIREMENT, &has), 0);
    assert_int_equal(has, 0);
    assert_int_equal(
        stat_of(db, "shosuro-infiltrator", L5R_STAT_NINJUTSU, &has), 2);
    assert_string_equal(l5r_carddb_card_soul_of(db, card(db, "tamori-aoki")),
                        "Agasha Gennai");
    assert_int_equal(identity(db, "agasha-gennai", L5R_FORMAT_LOTUS_STORYLINE),
                     card(db, "tamori-aoki"));
    assert_int_equal(
        identity(db, "matsu-tsuko-exp2", L5R_FORMAT_LOTUS_STORYLINE),
        card(db, "matsu-nobuko"));
    assert_int_equal(stat_of(db, "matsu-nobuko", L5R_STAT_EXPERIENCE, &has), 1);
    assert_int_equal(
        l5r_carddb_card_is_lotus_legal(db, card(db, "sword-of-the-sun")), 0);
    assert_int_equal(l5r_carddb_card_printed_before(
                         db, card(db, "kyuden-togashi"), "Khan's Defiance"),
                     1);
    assert_int_equal(l5r_carddb_card_element(db, card(db, "ring-of-earth")),
                     L5R_ELEMENT_EARTH);
    uint64_t fp = l5r_carddb_fingerprint(db);
    l5r_carddb_free(db);

    /* The same files through buffers: the same database. */
    l5r_carddb *d2 = NULL;
    assert_int_equal(l5r_carddb_new(&d2, NULL), L5R_OK);
    static const char *const files[] = {"sets.yaml", "lotus-sample.yaml"};
    for (int k = 0; k < 2; k++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/examples/cards/%s", L5R_SOURCE_DIR,
                 files[k]);
        size_t n = 0;
        char *buf = fx_read_file(path, &n);
        assert_non_null(buf);
        assert_true(n > 0);
        assert_int_equal(l5r_carddb_load_buffer(d2, files[k], buf, n), L5R_OK);
        free(buf);
    }
    assert_int_equal(l5r_carddb_freeze(d2), L5R_OK);
    assert_true(l5r_carddb_fingerprint(d2) == fp);
    l5r_carddb_free(d2);
}

/* --- the source size limit, checked as the bytes arrive ------------------ */

/* "sets: []" and then comment lines of 64 bytes, for ever (or `len`
   bytes), in chunks of `chunk` bytes; counts what it handed out. */
#define BIG_HEAD     "sets: []\n"
#define BIG_LINE_LEN 64

typedef struct big_reader {
    char buf[5000];
    size_t chunk;
    uint64_t len; /* UINT64_MAX: no end */
    uint64_t handed;
    uint32_t calls;
} big_reader;

static char big_byte(uint64_t i)
{
    size_t head = sizeof BIG_HEAD - 1;
    if (i < head)
        return BIG_HEAD[i];
    uint64_t k = (i - head) % BIG_LINE_LEN;
    return k == 0 ? '#' : k == BIG_LINE_LEN - 1 ? '\n' : (char)('a' + k % 26);
}

static int read_big(void *ud, const char **chunk, size_t *size)
{
    big_reader *r = ud;
    r->calls++;
    uint64_t left = r->len - r->handed;
    size_t n = left < r->chunk ? (size_t)left : r->chunk;
    for (size_t i = 0; i < n; i++)
        r->buf[i] = big_byte(r->handed + i);
    r->handed += n;
    *chunk = r->buf;
    *size = n;
    return L5R_OK;
}

/* Where the byte at offset `off` (0-based) of that source is. */
static void big_position(uint64_t off, uint32_t *line, uint32_t *col)
{
    uint64_t body = off - (sizeof BIG_HEAD - 1);
    *line = (uint32_t)(2 + body / BIG_LINE_LEN);
    *col = (uint32_t)(1 + body % BIG_LINE_LEN);
}

static void expect_too_large(l5r_carddb *db, int rc, uint64_t limit)
{
    assert_int_equal(rc, L5R_ELIMIT);
    assert_int_equal(l5r_carddb_diag_count(db), 1);
    int code = 0;
    uint32_t line = 0, col = 0, want_line, want_col;
    assert_int_equal(l5r_carddb_diag(&code, &line, &col, db, 0), L5R_OK);
    assert_int_equal(code, L5R_ELIMIT);
    big_position(limit, &want_line, &want_col); /* the first byte past it */
    assert_int_equal(line, want_line);
    assert_int_equal(col, want_col);
    char want[64];
    snprintf(want, sizeof want, "larger than %llu bytes",
             (unsigned long long)limit);
    assert_non_null(strstr(l5r_carddb_diag_message(db, 0), want));
    snprintf(want, sizeof want, ":%u:%u: ", want_line, want_col);
    assert_non_null(strstr(l5r_carddb_errmsg(db), want));
}

static void test_source_over_default_limit_stops_reading_there(void **state)
{
    (void)state;
    const uint64_t limit = 16 * 1024 * 1024;
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    big_reader *r = calloc(1, sizeof *r);
    assert_non_null(r);
    r->chunk = 4093; /* lines and the limit cross chunks anywhere */
    r->len = UINT64_MAX;
    int rc = l5r_carddb_load_reader(db, "big", read_big, r);
    uint64_t handed = r->handed;
    uint32_t calls = r->calls;
    free(r);
    expect_too_large(db, rc, limit);
    /* Not asked again once the chunk that crosses the limit came. */
    assert_true(handed > limit);
    assert_true(handed <= limit + 4093);
    assert_int_equal(calls, (uint32_t)((limit + 4093) / 4093));
    l5r_carddb_free(db);
}

static void test_source_limit_exact_and_one_byte_over(void **state)
{
    (void)state;
    const uint64_t limit = 1000;
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    assert_int_equal(l5r_carddb_set_limit(db, L5R_LIMIT_MAX_SOURCE, 1000),
                     L5R_OK);
    size_t chunks[] = {1, 7, 999, 1000, 1001, 4096};
    for (size_t k = 0; k < sizeof chunks / sizeof chunks[0]; k++) {
        big_reader *r = calloc(1, sizeof *r);
        assert_non_null(r);
        r->chunk = chunks[k];
        r->len = limit; /* ends in a comment: loads */
        assert_int_equal(l5r_carddb_load_reader(db, "exact", read_big, r),
                         L5R_OK);
        memset(r, 0, sizeof *r);
        r->chunk = chunks[k];
        r->len = limit + 1;
        int rc = l5r_carddb_load_reader(db, "over", read_big, r);
        uint64_t handed = r->handed;
        free(r);
        expect_too_large(db, rc, limit);
        assert_true(handed <= limit + chunks[k]);
    }
    l5r_carddb_free(db);
}

/* Bytes this process has read so far (Linux), or -1. */
static long long bytes_read_so_far(void)
{
    FILE *f = fopen("/proc/self/io", "r");
    if (f == NULL)
        return -1;
    long long n = -1;
    if (fscanf(f, "rchar: %lld", &n) != 1)
        n = -1;
    fclose(f);
    return n;
}

/* A temporary file of `len` bytes of the big source; its path in `path`. */
static void write_big_file(char *path, size_t cap, uint64_t len)
{
    const char *dir = getenv("TMPDIR");
    snprintf(path, cap, "%s/l5r-big-XXXXXX",
             dir != NULL && dir[0] != '\0' ? dir : "/tmp");
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "wb");
    assert_non_null(f);
    big_reader *r = calloc(1, sizeof *r);
    assert_non_null(r);
    r->chunk = sizeof r->buf;
    r->len = len;
    const char *chunk;
    size_t n;
    int ok = 1;
    while (ok && read_big(r, &chunk, &n) == L5R_OK && n > 0)
        ok = fwrite(chunk, 1, n, f) == n;
    free(r);
    ok = fclose(f) == 0 && ok;
    if (!ok)
        remove(path);
    assert_true(ok);
}

static void test_file_over_default_limit_has_a_position(void **state)
{
    (void)state;
    const uint64_t limit = 16 * 1024 * 1024;
    char path[512];
    write_big_file(path, sizeof path, limit + 2 * 65536);
    l5r_carddb *db = NULL;
    int rc = l5r_carddb_new(&db, NULL);
    if (rc == L5R_OK)
        rc = l5r_carddb_load_file(db, path);
    remove(path);
    assert_non_null(db);
    expect_too_large(db, rc, limit);
    assert_string_equal(l5r_carddb_diag_source(db, 0), path);
    l5r_carddb_free(db);
}

static void test_file_read_no_further_than_the_limit(void **state)
{
    (void)state;
    if (bytes_read_so_far() < 0)
        skip(); /* no /proc/self/io to count with */
    const uint64_t limit = 1000;
    char path[512];
    write_big_file(path, sizeof path, 256 * 1024);
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    assert_int_equal(l5r_carddb_set_limit(db, L5R_LIMIT_MAX_SOURCE, 1000),
                     L5R_OK);
    long long before = bytes_read_so_far();
    int rc = l5r_carddb_load_file(db, path);
    long long after = bytes_read_so_far();
    remove(path);
    expect_too_large(db, rc, limit);
    /* The limit, one byte, and what stdio and /proc reads add. */
    if (after - before > 16384)
        fail_msg("read %lld bytes for a limit of 1000", after - before);
    l5r_carddb_free(db);
}

/* --- NUL characters: refused, never a cut string ------------------------- */

static void expect_nul(l5r_carddb *db, int rc, uint32_t line, uint32_t col,
                       const char *what)
{
    if (rc != L5R_ESYNTAX)
        fail_msg("returned %s, expected L5R_ESYNTAX (%s)", l5r_status_name(rc),
                 l5r_carddb_errmsg(db));
    uint32_t l = 0, c = 0;
    assert_int_equal(l5r_carddb_diag(NULL, &l, &c, db, 0), L5R_OK);
    assert_int_equal(l, line);
    assert_int_equal(c, col);
    assert_non_null(strstr(l5r_carddb_diag_message(db, 0), what));
}

static void test_nul_in_any_scalar_is_refused(void **state)
{
    (void)state;
    /* Every escape YAML has for a NUL, in values and keys. */
    static const struct {
        const char *yaml;
        size_t len;
        uint32_t line, col;
        const char *what;
    } cases[] = {
#define NUL_CASE(s, l, c, w) {s, sizeof s - 1, l, c, w}
        NUL_CASE("sets:\n  - {name: \"A\\0B\", order: 1, lotus: true}\n", 2, 12,
                 "in a scalar"),
        NUL_CASE("sets:\n  - {name: \"A\\x00B\", order: 1, lotus: true}\n", 2,
                 12, "in a scalar"),
        NUL_CASE("sets:\n  - {name: \"A\\u0000B\", order: 1, lotus: true}\n", 2,
                 12, "in a scalar"),
        NUL_CASE("sets:\n  - {name: \"A\\U00000000\", order: 1, lotus: true}\n",
                 2, 12, "in a scalar"),
        NUL_CASE("sets:\n  - {name: \"\\0\", order: 1, lotus: true}\n", 2, 12,
                 "in a scalar"),
        NUL_CASE("\"se\\0ts\": []\n", 1, 1, "in a key"),
        NUL_CASE("sets:\n  - name: A\n    \"order\\0\": 1\n", 3, 5, "in a key"),
        NUL_CASE("sets:\n  - name: >-\n      \"A\0B\"\n", 3, 9,
                 "an embedded NUL byte"),
#undef NUL_CASE
    };
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        int rc = l5r_carddb_load_buffer(db, "nul", cases[k].yaml, cases[k].len);
        expect_nul(db, rc, cases[k].line, cases[k].col, cases[k].what);
        /* The same through a reader that hands one byte at a time. */
        byte_reader r = {cases[k].yaml, cases[k].len, 0, SIZE_MAX, 0, 0};
        rc = l5r_carddb_load_reader(db, "nul", read_bytes, &r);
        expect_nul(db, rc, cases[k].line, cases[k].col, cases[k].what);
    }
    assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
    assert_int_equal(l5r_carddb_cardset_count(db), 0);
    l5r_carddb_free(db);
}

/* A loader that describes one set whose name is `ud` (which may hold a
   control character, as a CSV or any other loader might), the name at
   line 7, column 3. */
static int control_load(const l5r_loader *self, l5r_builder *b,
                        l5r_reader_fn reader, void *ud)
{
    (void)self;
    (void)reader;
    const char *name = ud;
    int rc = l5r_builder_position(b, 1, 1);
    if (rc == L5R_OK)
        rc = l5r_builder_map_begin(b);
    if (rc == L5R_OK)
        rc = l5r_builder_key(b, "sets", 4);
    if (rc == L5R_OK)
        rc = l5r_builder_seq_begin(b);
    if (rc == L5R_OK)
        rc = l5r_builder_map_begin(b);
    if (rc == L5R_OK)
        rc = l5r_builder_key(b, "name", 4);
    if (rc == L5R_OK)
        rc = l5r_builder_position(b, 7, 3);
    if (rc == L5R_OK)
        rc = l5r_builder_scalar(b, name, strlen(name), 1);
    if (rc == L5R_OK)
        rc = l5r_builder_key(b, "order", 5);
    if (rc == L5R_OK)
        rc = l5r_builder_scalar(b, "3", 1, 0);
    if (rc == L5R_OK)
        rc = l5r_builder_key(b, "lotus", 5);
    if (rc == L5R_OK)
        rc = l5r_builder_scalar(b, "true", 4, 0);
    if (rc == L5R_OK)
        rc = l5r_builder_map_end(b);
    if (rc == L5R_OK)
        rc = l5r_builder_seq_end(b);
    if (rc == L5R_OK)
        rc = l5r_builder_map_end(b);
    return rc;
}

/* The builder refuses control characters for every loader, not only the
   YAML one: tab and line feed pass, ESC, DEL and C1 controls do not. */
static void test_control_characters_refused_for_any_loader(void **state)
{
    (void)state;
    static const struct {
        const char *name;
        const char *what; /* NULL: loads */
    } cases[] = {
        {"Bad \x1b[2J", "a control character (U+001B) is not allowed in a "
                        "scalar"},
        {"Bad \x7f", "a control character (U+007F)"},
        {"Bad \xc2\x9b", "a control character (U+009B)"},
        {"Tab\there", NULL},
        {"Caf\xc3\xa9 \xc2\xa9", NULL}, /* U+00A9 is no control */
    };
    l5r_loader ctl = {L5R_LOADER_VERSION, "control", control_load, NULL};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        l5r_carddb *db = NULL;
        assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
        int rc = l5r_carddb_load_with(db, &ctl, "ctl", one_shot_reader,
                                      (void *)cases[k].name);
        if (cases[k].what == NULL) {
            if (rc != L5R_OK)
                fail_msg("'%s': %s", cases[k].name, l5r_carddb_errmsg(db));
        } else {
            assert_int_equal(rc, L5R_ESYNTAX);
            uint32_t l = 0, c = 0;
            assert_int_equal(l5r_carddb_diag(NULL, &l, &c, db, 0), L5R_OK);
            assert_int_equal(l, 7);
            assert_int_equal(c, 3);
            assert_non_null(
                strstr(l5r_carddb_diag_message(db, 0), cases[k].what));
        }
        l5r_carddb_free(db);
    }
}

static void expect_deck_nul(l5r_deck *d, const char *yaml, size_t len,
                            uint32_t line, uint32_t col)
{
    int rc = l5r_deck_load_buffer(d, "deck", yaml, len);
    if (rc != L5R_ESYNTAX)
        fail_msg("deck: returned %s, expected L5R_ESYNTAX (%s)",
                 l5r_status_name(rc), l5r_deck_errmsg(d));
    int code = 0;
    uint32_t l = 0, c = 0;
    assert_int_equal(l5r_deck_diag(&code, &l, &c, d), L5R_OK);
    assert_int_equal(code, L5R_ESYNTAX);
    assert_int_equal(l, line);
    assert_int_equal(c, col);
    assert_non_null(strstr(l5r_deck_errmsg(d), "NUL"));
}

static void test_nul_in_a_decklist_is_refused(void **state)
{
    (void)state;
    l5r_carddb *db = board(LOTUS_CARDS);
    l5r_deck *d = NULL;
    assert_int_equal(l5r_deck_new(&d, db, NULL), L5R_OK);
    static const char good[] = "name: Crab Deck\n"
                               "stronghold: old-stronghold\n"
                               "dynasty: {old-only: 2}\n";
    assert_int_equal(l5r_deck_load_buffer(d, "deck", good, slen(good)), L5R_OK);
    static const char name[] = "name: \"Crab\\0Deck\"\n"
                               "stronghold: old-stronghold\n"
                               "dynasty: {old-only: 2}\n";
    expect_deck_nul(d, name, sizeof name - 1, 1, 7);
    static const char id[] = "name: Crab Deck\n"
                             "stronghold: \"old-stronghold\\0x\"\n"
                             "dynasty: {old-only: 2}\n";
    expect_deck_nul(d, id, sizeof id - 1, 2, 13);
    static const char key[] = "name: Crab Deck\n"
                              "stronghold: old-stronghold\n"
                              "dynasty: {\"old-only\\x00\": 2}\n";
    expect_deck_nul(d, key, sizeof key - 1, 3, 11);
    static const char raw[] = "name: Crab Deck\n"
                              "stronghold: old-stronghold\n"
                              "dynasty: {old-only\0: 2}\n";
    expect_deck_nul(d, raw, sizeof raw - 1, 3, 19);
    l5r_deck_free(d);
    l5r_carddb_free(db);
}

static void test_missing_file_is_eio(void **state)
{
    (void)state;
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    const char *path = L5R_SOURCE_DIR "/examples/cards/no-such-file.yaml";
    assert_int_equal(l5r_carddb_load_file(db, path), L5R_EIO);
    assert_int_equal(l5r_carddb_diag_count(db), 1);
    int code = 0;
    uint32_t line = 9, col = 9;
    assert_int_equal(l5r_carddb_diag(&code, &line, &col, db, 0), L5R_OK);
    assert_int_equal(code, L5R_EIO);
    assert_int_equal(line, 0);
    assert_int_equal(col, 0);
    assert_string_equal(l5r_carddb_diag_source(db, 0), path);
    assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
    assert_int_equal(l5r_carddb_card_count(db), 0);
    l5r_carddb_free(db);
}

/* --- out of memory
 * ------------------------------------------------------------- */

static void test_out_of_memory_in_load_and_freeze(void **state)
{
    (void)state;
    uint64_t base_fp = fingerprint_of(NULL, NULL);
    uint64_t full_fp = fingerprint_of(CARDS_YAML, NULL);
    assert_true(base_fp != full_fp);
    long n;
    int failures = 0;
    for (n = 1; n < 100000; n++) {
        testalloc t;
        l5r_allocator a;
        testalloc_init(&t, &a, n);
        l5r_carddb *db = NULL;
        int rc = l5r_carddb_new(&db, &a);
        if (rc != L5R_OK) {
            assert_int_equal(rc, L5R_ENOMEM);
            assert_true(t.failed);
            assert_null(db);
            assert_int_equal(t.live_blocks, 0);
            failures++;
            continue;
        }
        rc = l5r_carddb_load_buffer(db, "base", BASE_YAML, slen(BASE_YAML));
        if (rc != L5R_OK) {
            assert_int_equal(rc, L5R_ENOMEM);
            assert_true(t.failed);
            /* Nothing was added: freezing gives an empty database. */
            assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
            assert_int_equal(l5r_carddb_cardset_count(db), 0);
            l5r_carddb_free(db);
            assert_int_equal(t.live_blocks, 0);
            failures++;
            continue;
        }
        rc = l5r_carddb_load_buffer(db, "cards", CARDS_YAML, slen(CARDS_YAML));
        if (rc != L5R_OK) {
            if (rc != L5R_ENOMEM)
                fail_msg("N=%ld: card load gave %s (%s)", n, l5r_strerror(rc),
                         l5r_carddb_errmsg(db));
            assert_true(t.failed);
            /* Nothing of the failed load stays. */
            rc = l5r_carddb_freeze(db);
            if (rc != L5R_OK)
                fail_msg("N=%ld: freeze after a failed load: %s", n,
                         l5r_strerror(rc));
            assert_true(l5r_carddb_fingerprint(db) == base_fp);
            assert_int_equal(l5r_carddb_card_count(db), 0);
            l5r_carddb_free(db);
            assert_int_equal(t.live_blocks, 0);
            failures++;
            continue;
        }
        rc = l5r_carddb_freeze(db);
        if (rc != L5R_OK) {
            assert_int_equal(rc, L5R_ENOMEM);
            assert_true(t.failed);
            assert_int_equal(l5r_carddb_is_frozen(db), 0);
            assert_int_equal(l5r_carddb_card_count(db), 0);
            /* Only the Nth allocation fails: trying again works, and gives
               the same database as an undisturbed freeze. */
            rc = l5r_carddb_freeze(db);
            if (rc != L5R_OK)
                fail_msg("N=%ld: second freeze: %s (%s)", n, l5r_strerror(rc),
                         l5r_carddb_errmsg(db));
            assert_true(l5r_carddb_fingerprint(db) == full_fp);
            assert_int_equal(l5r_carddb_card_count(db), 2);
            l5r_carddb_free(db);
            assert_int_equal(t.live_blocks, 0);
            failures++;
            continue;
        }
        assert_true(l5r_carddb_fingerprint(db) == full_fp);
        l5r_carddb_free(db);
        assert_int_equal(t.live_blocks, 0);
        if (!t.failed)
            break; /* every allocation was reached: done */
    }
    assert_true(n < 100000);
    assert_true(failures > 10);
}

static void
test_out_of_memory_in_load_file_leaves_no_stale_diagnostic(void **state)
{
    (void)state;
    testalloc t;
    l5r_allocator a;
    testalloc_init(&t, &a, 0);
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, &a), L5R_OK);
    static const char bad[] = "sets:\n  - {name: A, order: x, lotus: true}\n";
    assert_int_equal(l5r_carddb_load_buffer(db, "bad", bad, slen(bad)),
                     L5R_ESCHEMA);
    assert_int_equal(l5r_carddb_diag_count(db), 1);
    /* The very next allocation (the first of the file load) fails. */
    t.fail_at = t.allocs + 1;
    assert_int_equal(
        l5r_carddb_load_file(db, L5R_SOURCE_DIR "/examples/cards/sets.yaml"),
        L5R_ENOMEM);
    assert_true(t.failed);
    /* The diagnostics are this load's, not the one before. */
    uint32_t stale = 0;
    for (uint32_t i = 0; i < l5r_carddb_diag_count(db); i++) {
        int code = 0;
        assert_int_equal(l5r_carddb_diag(&code, NULL, NULL, db, i), L5R_OK);
        stale += code != L5R_ENOMEM;
    }
    int stale_msg = strstr(l5r_carddb_errmsg(db), "order") != NULL;
    /* And the file loads once memory is there. */
    assert_int_equal(
        l5r_carddb_load_file(db, L5R_SOURCE_DIR "/examples/cards/sets.yaml"),
        L5R_OK);
    assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
    assert_int_equal(l5r_carddb_cardset_count(db), 15);
    l5r_carddb_free(db);
    assert_int_equal(t.live_blocks, 0);
    if (stale != 0 || stale_msg)
        fail_msg("after an out-of-memory load_file: %u diagnostics and the "
                 "message (%s) are the previous load's",
                 stale, stale_msg ? "yes" : "no");
}

static void test_custom_allocator_gets_block_sizes_back(void **state)
{
    (void)state;
    /* Without failures, the test allocator sees every block freed. */
    testalloc t;
    l5r_allocator a;
    testalloc_init(&t, &a, 0);
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, &a), L5R_OK);
    load_ok(db, "base", BASE_YAML);
    load_ok(db, "cards", CARDS_YAML);
    assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
    assert_true(t.live_blocks > 0);
    assert_true(t.allocs > 5);
    l5r_carddb_free(db);
    assert_int_equal(t.live_blocks, 0);
    assert_int_equal(t.live_bytes, 0);
    assert_false(t.failed);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_LOT_01_legal_if_any_printing_has_lotus),
        cmocka_unit_test(
            test_LOT_02_most_recent_printing_supplies_stats_and_text),
        cmocka_unit_test(test_OPN_01_printed_before_khans_defiance),
        cmocka_unit_test(test_KEY_01_title_words_and_action_ability_traits),
        cmocka_unit_test(
            test_KEY_02_card_types_terms_sensei_strongholds_excluded),
        cmocka_unit_test(test_KEY_03_words_without_bullets),
        cmocka_unit_test(test_KEY_04_alignment_clan_champion_tribe_one_keyword),
        cmocka_unit_test(test_KEY_05_plural_possessive_tense),
        cmocka_unit_test(test_SHD_01_no_alignment_shadowlands_plain_word),
        cmocka_unit_test(test_RAT_01_ratling_alignment),
        cmocka_unit_test(test_SOU_01_storyline_identity),
        cmocka_unit_test(test_SOU_02_open_distinct_but_joint_limit),
        cmocka_unit_test(
            test_SOU_03_level_inside_soul_of_only_matches_identity),
        cmocka_unit_test(test_SOU_03_level_after_the_title_reads_the_same),
        cmocka_unit_test(test_SEN_03_sensei_allows_listed_factions),
        cmocka_unit_test(test_WND_01_SEN_01_pregame_cards_in_neither_deck),
        cmocka_unit_test(test_SEN_02_modifiers_readable),
        cmocka_unit_test(test_several_sources_in_one_database),
        cmocka_unit_test(test_failed_load_adds_nothing),
        cmocka_unit_test(test_many_cards_then_failed_load_keeps_index),
        cmocka_unit_test(test_freeze_fails_on_unknown_set_then_succeeds),
        cmocka_unit_test(test_freeze_fails_on_unknown_faction),
        cmocka_unit_test(test_frozen_refuses_loads_unfrozen_refuses_queries),
        cmocka_unit_test(test_wrong_handle_is_ehandle),
        cmocka_unit_test(test_null_arguments_are_einval),
        cmocka_unit_test(test_one_byte_reader_same_as_buffer),
        cmocka_unit_test(test_one_byte_reader_reports_positions),
        cmocka_unit_test(test_reader_error_fails_load_with_its_status),
        cmocka_unit_test(test_load_with_custom_loaders_and_versions),
        cmocka_unit_test(test_limits_set_get_and_enforced),
        cmocka_unit_test(test_fingerprint_content_not_formatting),
        cmocka_unit_test(test_fingerprint_covers_rule_content),
        cmocka_unit_test(test_stats_dash_traits_and_elements),
        cmocka_unit_test(test_schema_errors_point_at_the_field),
        cmocka_unit_test(test_set_table_in_release_order),
        cmocka_unit_test(test_bad_trait_number_fails_freeze),
        cmocka_unit_test(test_sample_files_load_and_freeze),
        cmocka_unit_test(test_source_over_default_limit_stops_reading_there),
        cmocka_unit_test(test_source_limit_exact_and_one_byte_over),
        cmocka_unit_test(test_file_over_default_limit_has_a_position),
        cmocka_unit_test(test_file_read_no_further_than_the_limit),
        cmocka_unit_test(test_nul_in_any_scalar_is_refused),
        cmocka_unit_test(test_control_characters_refused_for_any_loader),
        cmocka_unit_test(test_nul_in_a_decklist_is_refused),
        cmocka_unit_test(test_missing_file_is_eio),
        cmocka_unit_test(test_out_of_memory_in_load_and_freeze),
        cmocka_unit_test(
            test_out_of_memory_in_load_file_leaves_no_stale_diagnostic),
        cmocka_unit_test(test_custom_allocator_gets_block_sizes_back),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
