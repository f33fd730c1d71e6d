/* SPDX-License-Identifier: MIT */
/* The keyword rule: normalization (KEY-05), game terms (KEY-02), splitting
   traits into keywords (KEY-03, KEY-04, SHD-01, RAT-01) and the traits
   that carry values (Yu, Ninjutsu, Experienced, Soul of). */
#include "game/game.h"
#include "cards/keywords.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>
#include <cmocka.h>

#define LEN(a) (sizeof(a) / sizeof((a)[0]))

/* ---- l5r_keywords__norm -----------------------------------------------------
 */

static const struct {
    const char *in;
    const char *norm;
} norm_cases[] = {
    /* KEY-05: singular, plural, possessive */
    {"Forest", "forest"},
    {"Forests", "forest"},
    {"Forest's", "forest"},
    {"Forests'", "forest"},
    {"Forest\xE2\x80\x99s", "forest"}, /* typographic apostrophe */
    {"Forests\xE2\x80\x99", "forest"},
    {"Witch", "witch"},
    {"Witches", "witch"},
    {"Witch's", "witch"},
    {"Witches'", "witch"},
    {"Lady", "lady"},
    {"Ladies", "lady"},
    {"Lady's", "lady"},
    {"Ladies'", "lady"},
    {"Courtier", "courtier"},
    {"Courtiers", "courtier"},
    {"Berserker's", "berserker"},
    {"Ratlings", "ratling"},
    {"Armies", "army"},
    {"Personalities", "personality"},
    {"Wolves", "wolf"},
    {"Bowmen", "bowman"},
    {"Omen", "omen"},
    /* KEY-05: tenses */
    {"Corrupt", "corrupt"},
    {"Corrupted", "corrupt"},
    {"Stun", "stun"},
    {"Stunned", "stun"},
    {"Cursed", "curse"},
    {"Curse", "curse"},
    {"Experienced", "experience"},
    {"Inspired", "inspire"},
    {"Named", "name"},
    {"Blessed", "bless"},
    {"Killed", "kill"},
    {"Honored", "honor"},
    {"Tattooed", "tattoo"},
    {"Allied", "ally"},
    /* words that only look plural or past tense */
    {"Samurai", "samurai"},
    {"Shugenja", "shugenja"},
    {"Ninja", "ninja"},
    {"Ninjas", "ninja"},
    {"Kiss", "kiss"},
    {"Kisses", "kiss"},
    {"Mantis", "mantis"},
    {"Mantis's", "mantis"},
    {"Senseis", "sensei"},
    {"Onis", "oni"},
    {"Lotus", "lotus"},
    {"Chaos", "chaos"},
    {"Undead", "undead"},
    {"Unde", "unde"},
    {"Seed", "seed"},
    {"Steeds", "steed"},
    {"Steed's", "steed"},
    {"Shed", "shed"},
    {"Used", "used"},
    {"Red", "red"},
    {"Sacred", "sacred"},
    {"Cavalry", "cavalry"},
    {"Ring", "ring"},
    {"Ratling", "ratling"},
    {"Yu", "yu"},
    {"Ninjutsu", "ninjutsu"},
    /* case, white space, multi-word keywords, hyphens, non-ASCII */
    {"FOREST", "forest"},
    {"sHuGeNjA", "shugenja"},
    {"Crab Clans", "crab clan"},
    {"  Crab \t Clan  ", "crab clan"},
    {"Clan Champions", "clan champion"},
    {"Naga Cobra Tribes", "naga cobra tribe"},
    {"Imperial Favor", "imperial favor"},
    {"Hida-ryu", "hida-ryu"},
    {"Sh\xC5\x8DGUNS", "sh\xC5\x8Dgun"},
    {"\xC3\x89LITE", "\xC3\x89lite"},
};

static void test_KEY_05_plural_possessive_tense_equivalent(void **state)
{
    (void)state;
    for (size_t i = 0; i < LEN(norm_cases); i++) {
        char out[L5R_KW_MAX];
        const char *in = norm_cases[i].in;
        int n = l5r_keywords__norm(in, strlen(in), out, sizeof out);
        if (n < 0 || strcmp(out, norm_cases[i].norm) != 0)
            fail_msg("norm(\"%s\") = %d \"%s\", want \"%s\"", in, n,
                     n < 0 ? "" : out, norm_cases[i].norm);
        assert_int_equal(n, (int)strlen(norm_cases[i].norm));
        /* normalizing a normalized keyword changes nothing */
        char again[L5R_KW_MAX];
        assert_int_equal(
            l5r_keywords__norm(out, (size_t)n, again, sizeof again), n);
        assert_string_equal(again, out);
    }
}

/* KEY-05: the engine's own keyword constants are the normal forms of the
   printed words, so a card printed "Delayed" or "Enlightened" matches. */
static void test_KEY_05_engine_keyword_constants(void **state)
{
    (void)state;
    static const struct {
        const char *printed, *norm;
    } k[] = {{"Armor", L5R__KW_ARMOR},
             {"Cavalry", L5R__KW_CAVALRY},
             {"Delayed", L5R__KW_DELAYED},
             {"Enlightened", L5R__KW_ENLIGHTENED},
             {"Formation", L5R__KW_FORMATION},
             {"Fortification", L5R__KW_FORTIFICATION},
             {"Legacy", L5R__KW_LEGACY},
             {"Shugenja", L5R__KW_SHUGENJA},
             {"Tactician", L5R__KW_TACTICIAN},
             {"Terrain", L5R__KW_TERRAIN},
             {"Undead", L5R__KW_UNDEAD},
             {"Weapon", L5R__KW_WEAPON}};
    for (size_t i = 0; i < LEN(k); i++) {
        char out[L5R_KW_MAX];
        int n = l5r_keywords__norm(k[i].printed, strlen(k[i].printed), out,
                                   sizeof out);
        assert_true(n > 0);
        assert_string_equal(out, k[i].norm);
    }
}

/* Groups of forms that are one keyword (KEY-05), and pairs that are not. */
static void test_KEY_05_kw_equal(void **state)
{
    (void)state;
    static const char *const same[][4] = {
        {"Forest", "Forests", "Forest's", "Forests'"},
        {"Corrupt", "Corrupted", "corrupt", "CORRUPTED"},
        {"Stun", "Stunned", "stun", "Stun's"},
        {"Witch", "Witches", "Witch's", "Witches'"},
        {"Lady", "Ladies", "Lady's", "Ladies'"},
        {"Mantis Clan", "Mantis Clans", "mantis  clan", "MANTIS CLAN'S"},
    };
    for (size_t g = 0; g < LEN(same); g++) {
        for (size_t j = 1; j < 4; j++) {
            if (!l5r_keywords__equal(same[g][0], same[g][j]))
                fail_msg("\"%s\" != \"%s\"", same[g][0], same[g][j]);
        }
    }
    static const char *const differ[][2] = {
        {"Undead", "Unde"},   {"Seed", "Se"},        {"Red", "R"},
        {"Kiss", "Ki"},       {"Samurai", "Samura"}, {"Ring", "R"},
        {"Hida-ryu", "Hida"}, {"Crab Clan", "Crab"}, {"Forest", "Fores"},
        {"Mantis", "Manti"},  {"Corrupt", "Corrup"},
    };
    for (size_t k = 0; k < LEN(differ); k++) {
        if (l5r_keywords__equal(differ[k][0], differ[k][1]))
            fail_msg("\"%s\" == \"%s\"", differ[k][0], differ[k][1]);
    }
    assert_false(l5r_keywords__equal(NULL, "Forest"));
    assert_false(l5r_keywords__equal("Forest", NULL));
    assert_false(l5r_keywords__equal("", ""));
}

static void test_KEY_05_norm_buffer_and_empty_input(void **state)
{
    (void)state;
    char out[L5R_KW_MAX];
    /* "forest" + NUL needs 7 bytes */
    assert_int_equal(l5r_keywords__norm("Forest", 6, out, 6), -1);
    assert_int_equal(l5r_keywords__norm("Forest", 6, out, 7), 6);
    assert_string_equal(out, "forest");
    /* the result must fit, not the input */
    assert_int_equal(l5r_keywords__norm("Forests", 7, out, 7), 6);
    assert_string_equal(out, "forest");
    assert_int_equal(l5r_keywords__norm("Crab Clan", 9, out, 9), -1);
    assert_int_equal(l5r_keywords__norm("Crab Clan", 9, out, 10), 9);
    assert_int_equal(l5r_keywords__norm("Forest", 6, out, 0), -1);
    /* `len` bounds the input, not the NUL */
    assert_int_equal(l5r_keywords__norm("Forests and more", 7, out, sizeof out),
                     6);
    assert_string_equal(out, "forest");
    /* empty and all-white-space input */
    assert_int_equal(l5r_keywords__norm("", 0, out, sizeof out), -1);
    assert_int_equal(l5r_keywords__norm(" \t\n ", 4, out, sizeof out), -1);
    assert_int_equal(l5r_keywords__norm(NULL, 0, out, sizeof out), -1);
    /* a word longer than any keyword */
    char big[L5R_KW_MAX + 8];
    memset(big, 'a', sizeof big);
    assert_int_equal(l5r_keywords__norm(big, sizeof big, out, sizeof out), -1);
}

/* ---- KEY-02 ----------------------------------------------------------- */

static void test_KEY_02_card_types_and_game_terms_excluded(void **state)
{
    (void)state;
    static const struct {
        const char *word;
        bool term;
    } cases[] = {
        {"Sensei", true},         {"Senseis", true},   {"Stronghold", true},
        {"Personalities", true},  {"Follower", true},  {"Wind", true},
        {"Ring", true},           {"Action", true},    {"Army", true},
        {"Armies", true},         {"Defender", true},  {"Defenders", true},
        {"Attacker", true},       {"Infantry", true},  {"Battlefield", true},
        {"Imperial Favor", true}, {"Dynasty", true},   {"Fate", true},
        {"Samurai", false},       {"Cavalry", false},  {"Shugenja", false},
        {"Imperial", false},      {"Courtier", false}, {"Crab Clan", false},
        {"Undead", false},        {"Ratling", false},
    };
    for (size_t i = 0; i < LEN(cases); i++) {
        char norm[L5R_KW_MAX];
        const char *w = cases[i].word;
        assert_true(l5r_keywords__norm(w, strlen(w), norm, sizeof norm) > 0);
        if (l5r_keywords__is_game_term(norm) != cases[i].term)
            fail_msg("is_game_term(\"%s\") should be %d", norm,
                     (int)cases[i].term);
    }
    /* it takes a normalized keyword */
    assert_false(l5r_keywords__is_game_term("Sensei"));
    assert_false(l5r_keywords__is_game_term(NULL));
    assert_false(l5r_keywords__is_game_term(""));
}

/* ---- l5r_keywords__split ----------------------------------------------------
 */

#define MAX_KW 12

typedef struct collected {
    char kw[MAX_KW][L5R_KW_MAX];
    size_t n;
    size_t stop_at; /* return stop_rc on this call (1-based); 0: never */
    int stop_rc;
} collected;

static int collect(void *ud, const char *kw, size_t len)
{
    collected *c = ud;
    assert_true(c->n < MAX_KW);
    assert_true(len > 0 && len < L5R_KW_MAX);
    memcpy(c->kw[c->n], kw, len);
    c->kw[c->n][len] = '\0';
    c->n++;
    return c->n == c->stop_at ? c->stop_rc : 0;
}

typedef struct split_case {
    const char *text;
    const char *kw[MAX_KW]; /* expected spans, NULL-terminated */
    int rc;
    int yu, ninjutsu, experience;
    const char *soul_of;
    int soul_exp;
} split_case;

/* Values for a case that reads none: yu, ninjutsu, experience, soul_of. */
#define NO_VALUES -1, -1, 0, NULL, 0

static void check_split(const split_case *cases, size_t ncases,
                        const char *const *phrases, size_t nphrases,
                        bool with_values)
{
    for (size_t i = 0; i < ncases; i++) {
        const split_case *c = &cases[i];
        collected got = {.n = 0};
        l5r_kw_values v;
        l5r_keywords__values_init(&v);
        int rc =
            l5r_keywords__split(c->text, strlen(c->text), phrases, nphrases,
                                with_values ? &v : NULL, collect, &got);
        if (rc != c->rc)
            fail_msg("split(\"%s\") returned %d, want %d", c->text, rc, c->rc);
        size_t want = 0;
        while (c->kw[want] != NULL)
            want++;
        if (got.n != want)
            fail_msg("split(\"%s\") gave %zu keywords, want %zu", c->text,
                     got.n, want);
        for (size_t k = 0; k < want; k++) {
            if (strcmp(got.kw[k], c->kw[k]) != 0)
                fail_msg("split(\"%s\") keyword %zu is \"%s\", want \"%s\"",
                         c->text, k, got.kw[k], c->kw[k]);
        }
        if (!with_values)
            continue;
        assert_int_equal(v.yu, c->yu);
        assert_int_equal(v.ninjutsu, c->ninjutsu);
        assert_int_equal(v.experience, c->experience);
        assert_int_equal(v.soul_of_experience, c->soul_exp);
        if (c->soul_of == NULL) {
            assert_null(v.soul_of);
            assert_int_equal(v.soul_of_len, 0);
        } else {
            assert_non_null(v.soul_of);
            assert_int_equal(v.soul_of_len, strlen(c->soul_of));
            assert_memory_equal(v.soul_of, c->soul_of, v.soul_of_len);
            /* it points into the input */
            assert_true(v.soul_of >= c->text &&
                        v.soul_of + v.soul_of_len <= c->text + strlen(c->text));
        }
    }
}

static const char *const factions[] = {"Crab Clan", "Mantis Clan", "Ratling",
                                       "Naga"};

static void test_KEY_03_each_word_is_a_keyword(void **state)
{
    (void)state;
    static const split_case cases[] = {
        {"Crab Samurai Berserker",
         {"Crab", "Samurai", "Berserker"},
         0,
         NO_VALUES},
        {"Samurai \xE2\x80\xA2 Courtier",
         {"Samurai", "Courtier"},
         0,
         NO_VALUES},
        {"Samurai\xC2\xB7"
         "Courtier*Shugenja",
         {"Samurai", "Courtier", "Shugenja"},
         0,
         NO_VALUES},
        {"Samurai\xE2\x80\xA2\xE2\x80\xA2Monk",
         {"Samurai", "Monk"},
         0,
         NO_VALUES},
        {"  Samurai \t Courtier\n ", {"Samurai", "Courtier"}, 0, NO_VALUES},
        {"Forest's Shugenja", {"Forest's", "Shugenja"}, 0, NO_VALUES},
        {"", {NULL}, 0, NO_VALUES},
        {" \xE2\x80\xA2 * ", {NULL}, 0, NO_VALUES},
    };
    check_split(cases, LEN(cases), factions, LEN(factions), true);
    /* no phrases at all */
    check_split(cases, LEN(cases), NULL, 0, true);
}

static void test_KEY_04_alignment_is_one_keyword(void **state)
{
    (void)state;
    static const split_case cases[] = {
        {"Crab Clan Samurai", {"Crab Clan", "Samurai"}, 0, NO_VALUES},
        {"Samurai Mantis Clan", {"Samurai", "Mantis Clan"}, 0, NO_VALUES},
        {"Crab Clans Berserker", {"Crab Clans", "Berserker"}, 0, NO_VALUES},
        {"mantis clan's samurai", {"mantis clan's", "samurai"}, 0, NO_VALUES},
        {"Mantis  Clan", {"Mantis  Clan"}, 0, NO_VALUES},
        /* a bullet between the words: not the alignment */
        {"Mantis \xE2\x80\xA2 Clan", {"Mantis", "Clan"}, 0, NO_VALUES},
        /* only the last word is folded */
        {"Mantises Clan", {"Mantises", "Clan"}, 0, NO_VALUES},
        {"Crab Samurai", {"Crab", "Samurai"}, 0, NO_VALUES},
    };
    check_split(cases, LEN(cases), factions, LEN(factions), true);

    /* the longest phrase wins, in either order */
    static const char *const short_first[] = {"Mantis", "Mantis Clan"};
    static const char *const long_first[] = {"Mantis Clan", "Mantis"};
    static const split_case longest[] = {
        {"Mantis Clan Samurai", {"Mantis Clan", "Samurai"}, 0, NO_VALUES},
        {"Mantis Samurai", {"Mantis", "Samurai"}, 0, NO_VALUES},
    };
    check_split(longest, LEN(longest), short_first, LEN(short_first), true);
    check_split(longest, LEN(longest), long_first, LEN(long_first), true);
}

static void test_KEY_04_clan_champion_battle_maiden_tribe(void **state)
{
    (void)state;
    static const split_case cases[] = {
        {"Clan Champion Samurai", {"Clan Champion", "Samurai"}, 0, NO_VALUES},
        {"Unicorn Battle Maiden Cavalry",
         {"Unicorn", "Battle Maiden", "Cavalry"},
         0,
         NO_VALUES},
        {"Battle Maidens", {"Battle Maidens"}, 0, NO_VALUES},
        {"Naga Cobra Tribe Warrior",
         {"Naga Cobra Tribe", "Warrior"},
         0,
         NO_VALUES},
        {"Shaman \xE2\x80\xA2 Cobra Tribes",
         {"Shaman", "Cobra Tribes"},
         0,
         NO_VALUES},
        {"Tribe", {"Tribe"}, 0, NO_VALUES},
        {"Crab Clan Hiruma Tribe Scout",
         {"Crab Clan", "Hiruma Tribe", "Scout"},
         0,
         NO_VALUES},
        {"Clan Champion Crab Clan",
         {"Clan Champion", "Crab Clan"},
         0,
         NO_VALUES},
    };
    /* built-ins need not be passed ... */
    check_split(cases, LEN(cases), factions, LEN(factions), true);
    /* ... but passing them changes nothing */
    static const char *const with_builtins[] = {"Crab Clan", "Clan Champion",
                                                "Battle Maiden"};
    check_split(cases, LEN(cases), with_builtins, LEN(with_builtins), true);
    /* NULL entries are skipped; a NULL list is no list */
    static const char *const holes[] = {NULL, "Crab Clan", NULL};
    check_split(cases, LEN(cases), holes, LEN(holes), true);
    /* and they are there with no phrases at all */
    static const split_case builtin_only[] = {
        {"Clan Champion Samurai", {"Clan Champion", "Samurai"}, 0, NO_VALUES},
        {"Battle Maiden", {"Battle Maiden"}, 0, NO_VALUES},
    };
    check_split(builtin_only, LEN(builtin_only), NULL, 0, true);
    check_split(builtin_only, LEN(builtin_only), NULL, 3, true);
}

static void test_KEY_04_hyphenated_word_not_split(void **state)
{
    (void)state;
    static const split_case cases[] = {
        {"Hida-ryu Bushi", {"Hida-ryu", "Bushi"}, 0, NO_VALUES},
        {"Kaiu-forged \xE2\x80\xA2 Weapon",
         {"Kaiu-forged", "Weapon"},
         0,
         NO_VALUES},
        {"Crab-Clan Samurai", {"Crab-Clan", "Samurai"}, 0, NO_VALUES},
    };
    check_split(cases, LEN(cases), factions, LEN(factions), true);
    /* no part of it is a keyword on its own */
    assert_false(l5r_keywords__equal("Hida-ryu", "Hida"));
    assert_false(l5r_keywords__equal("Hida-ryu", "ryu"));
    assert_true(l5r_keywords__equal("Hida-ryu", "HIDA-RYU"));
}

static void test_SHD_01_shadowlands_is_a_plain_word(void **state)
{
    (void)state;
    /* the loaded factions have no Shadowlands alignment */
    static const split_case cases[] = {
        {"Shadowlands Horde", {"Shadowlands", "Horde"}, 0, NO_VALUES},
        {"Shadowlands Oni", {"Shadowlands", "Oni"}, 0, NO_VALUES},
        {"Crab Clan Shadowlands", {"Crab Clan", "Shadowlands"}, 0, NO_VALUES},
    };
    check_split(cases, LEN(cases), factions, LEN(factions), true);
    assert_true(l5r_keywords__equal("Shadowlands", "shadowlands"));
    assert_false(l5r_keywords__equal("Shadowlands Horde", "Shadowlands"));
}

static void test_RAT_01_ratling_alignment_keyword(void **state)
{
    (void)state;
    static const split_case cases[] = {
        {"Ratling Scout", {"Ratling", "Scout"}, 0, NO_VALUES},
        {"Ratlings \xE2\x80\xA2 Scout", {"Ratlings", "Scout"}, 0, NO_VALUES},
        {"Ratling's Shaman", {"Ratling's", "Shaman"}, 0, NO_VALUES},
        /* a one-word alignment is a plain word: "Tribe" takes it */
        {"Ratling Tribe Scout", {"Ratling Tribe", "Scout"}, 0, NO_VALUES},
    };
    check_split(cases, LEN(cases), factions, LEN(factions), true);
    assert_true(l5r_keywords__equal("Ratlings", "Ratling"));
    assert_true(l5r_keywords__equal("Ratling's", "Ratling"));
    assert_false(l5r_keywords__equal("Ratling", "Rat"));
}

static void test_YU_01_NIN_07_numeric_traits(void **state)
{
    (void)state;
    static const split_case cases[] = {
        {"Yu 4", {"Yu"}, 0, 4, -1, 0, NULL, 0},
        {"yu 0", {"yu"}, 0, 0, -1, 0, NULL, 0},
        {"Ninjutsu 2", {"Ninjutsu"}, 0, -1, 2, 0, NULL, 0},
        {"Experienced", {"Experienced"}, 0, -1, -1, 1, NULL, 0},
        {"Experienced 3", {"Experienced"}, 0, -1, -1, 3, NULL, 0},
        {"Experienced Samurai",
         {"Experienced", "Samurai"},
         0,
         -1,
         -1,
         1,
         NULL,
         0},
        {"Crab Clan Samurai Berserker Yu 2",
         {"Crab Clan", "Samurai", "Berserker", "Yu"},
         0,
         2,
         -1,
         0,
         NULL,
         0},
        {"Samurai \xE2\x80\xA2 Yu 2 \xE2\x80\xA2 Experienced 2 Ninjutsu 99",
         {"Samurai", "Yu", "Experienced", "Ninjutsu"},
         0,
         2,
         99,
         2,
         NULL,
         0},
        /* bad numbers */
        {"Yu x", {NULL}, -1, -1, -1, 0, NULL, 0},
        {"Yu 999", {NULL}, -1, -1, -1, 0, NULL, 0},
        {"Yu 100", {NULL}, -1, -1, -1, 0, NULL, 0},
        {"Yu", {NULL}, -1, -1, -1, 0, NULL, 0},
        {"Yu \xE2\x80\xA2 3", {NULL}, -1, -1, -1, 0, NULL, 0},
        {"Ninjutsu -1", {NULL}, -1, -1, -1, 0, NULL, 0},
        {"Ninjutsu", {NULL}, -1, -1, -1, 0, NULL, 0},
        {"Experienced 100", {NULL}, -1, -1, -1, 0, NULL, 0},
        {"Experienced 2x", {NULL}, -1, -1, -1, 0, NULL, 0},
    };
    check_split(cases, LEN(cases), factions, LEN(factions), true);

    /* with no values (titles) those are plain words */
    static const split_case title[] = {
        {"Yu x", {"Yu", "x"}, 0, NO_VALUES},
        {"Experienced 2 Hida Kisada",
         {"Experienced", "2", "Hida", "Kisada"},
         0,
         NO_VALUES},
    };
    check_split(title, LEN(title), factions, LEN(factions), false);
}

static void test_SOU_03_soul_of_span_and_experience(void **state)
{
    (void)state;
    static const split_case cases[] = {
        {"Soul of Agasha Gennai", {NULL}, 0, -1, -1, 0, "Agasha Gennai", 0},
        {"Soul of Experienced 2 Hida Kisada",
         {NULL},
         0,
         -1,
         -1,
         0,
         "Hida Kisada",
         2},
        {"soul OF Experienced Hida Kisada  ",
         {NULL},
         0,
         -1,
         -1,
         0,
         "Hida Kisada",
         1},
        {"Shugenja Soul of Agasha Gennai",
         {"Shugenja"},
         0,
         -1,
         -1,
         0,
         "Agasha Gennai",
         0},
        {"Soul of", {NULL}, -1, -1, -1, 0, NULL, 0},
        {"Soul of Experienced 999 Hida Kisada", {NULL}, -1, -1, -1, 0, NULL, 0},
        /* the level after the title, as some printings have it */
        {"Soul of Hida Kisada Experienced 2",
         {NULL},
         0,
         -1,
         -1,
         0,
         "Hida Kisada",
         2},
        {"Soul of Hida Kisada Experienced",
         {NULL},
         0,
         -1,
         -1,
         0,
         "Hida Kisada",
         1},
        /* "Experienced" inside a title is the title's */
        {"Soul of Experienced Ones Gathering",
         {NULL},
         0,
         -1,
         -1,
         0,
         "Ones Gathering",
         1},
        {"Soul of Hida Experienced Kisada",
         {NULL},
         0,
         -1,
         -1,
         0,
         "Hida Experienced Kisada",
         0},
        {"Soul of Experienced 2 Hida Kisada Experienced 3",
         {NULL},
         -1,
         -1,
         -1,
         0,
         NULL,
         0},
        /* "Soul" alone is a plain word */
        {"Soul Eater", {"Soul", "Eater"}, 0, NO_VALUES},
    };
    check_split(cases, LEN(cases), factions, LEN(factions), true);

    /* the personality's own level is outside the trait */
    l5r_kw_values v;
    l5r_keywords__values_init(&v);
    const char *own = "Experienced 3";
    const char *soul = "Soul of Experienced 2 Hida Kisada";
    assert_int_equal(
        l5r_keywords__split(own, strlen(own), NULL, 0, &v, NULL, NULL), 0);
    assert_int_equal(
        l5r_keywords__split(soul, strlen(soul), NULL, 0, &v, NULL, NULL), 0);
    assert_int_equal(v.experience, 3);
    assert_int_equal(v.soul_of_experience, 2);
    assert_int_equal(v.soul_of_len, strlen("Hida Kisada"));
    assert_ptr_equal(v.soul_of, soul + strlen("Soul of Experienced 2 "));

    /* in a title, "Soul of" is words */
    static const split_case title[] = {
        {"Soul of the Anvil", {"Soul", "of", "the", "Anvil"}, 0, NO_VALUES},
    };
    check_split(title, LEN(title), NULL, 0, false);
}

static void test_KEY_03_emit_stops_split(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        size_t stop_at;
        const char *last; /* the keyword that stopped it */
    } cases[] = {
        {"Crab Samurai Berserker", 2, "Samurai"},
        {"Crab Samurai Berserker", 3, "Berserker"},
        {"Samurai Crab Clan Berserker", 2, "Crab Clan"},
        {"Naga Cobra Tribe Warrior", 1, "Naga Cobra Tribe"},
        {"Samurai Yu 2 Berserker", 2, "Yu"},
        {"Scout Shaman Soul of Agasha Gennai", 1, "Scout"},
    };
    for (size_t i = 0; i < LEN(cases); i++) {
        const char *t = cases[i].text;
        collected got = {.n = 0, .stop_at = cases[i].stop_at, .stop_rc = 7};
        l5r_kw_values v;
        l5r_keywords__values_init(&v);
        assert_int_equal(l5r_keywords__split(t, strlen(t), factions,
                                             LEN(factions), &v, collect, &got),
                         7);
        assert_int_equal(got.n, cases[i].stop_at);
        assert_string_equal(got.kw[got.n - 1], cases[i].last);
        /* nothing after the stop was read */
        assert_null(v.soul_of);
    }
    /* a negative value is returned too */
    collected got = {.n = 0, .stop_at = 1, .stop_rc = -42};
    assert_int_equal(
        l5r_keywords__split("A B", 3, NULL, 0, NULL, collect, &got), -42);
    assert_int_equal(got.n, 1);
}

static void test_values_init(void **state)
{
    (void)state;
    l5r_kw_values v;
    memset(&v, 0x5a, sizeof v);
    l5r_keywords__values_init(&v);
    assert_int_equal(v.yu, -1);
    assert_int_equal(v.ninjutsu, -1);
    assert_int_equal(v.experience, 0);
    assert_null(v.soul_of);
    assert_int_equal(v.soul_of_len, 0);
    assert_int_equal(v.soul_of_experience, 0);
    /* splitting nothing leaves them so */
    assert_int_equal(l5r_keywords__split("", 0, NULL, 0, &v, collect, NULL), 0);
    assert_int_equal(l5r_keywords__split(NULL, 5, NULL, 0, &v, collect, NULL),
                     0);
    assert_int_equal(v.yu, -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_KEY_05_plural_possessive_tense_equivalent),
        cmocka_unit_test(test_KEY_05_engine_keyword_constants),
        cmocka_unit_test(test_KEY_05_kw_equal),
        cmocka_unit_test(test_KEY_05_norm_buffer_and_empty_input),
        cmocka_unit_test(test_KEY_02_card_types_and_game_terms_excluded),
        cmocka_unit_test(test_KEY_03_each_word_is_a_keyword),
        cmocka_unit_test(test_KEY_04_alignment_is_one_keyword),
        cmocka_unit_test(test_KEY_04_clan_champion_battle_maiden_tribe),
        cmocka_unit_test(test_KEY_04_hyphenated_word_not_split),
        cmocka_unit_test(test_SHD_01_shadowlands_is_a_plain_word),
        cmocka_unit_test(test_RAT_01_ratling_alignment_keyword),
        cmocka_unit_test(test_YU_01_NIN_07_numeric_traits),
        cmocka_unit_test(test_SOU_03_soul_of_span_and_experience),
        cmocka_unit_test(test_KEY_03_emit_stops_split),
        cmocka_unit_test(test_values_init),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
