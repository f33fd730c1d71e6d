/* SPDX-License-Identifier: MIT */
/* The vocabulary table (lib/cards/vocab.h): the values of the enums made
   from it (saved games store them), the tables of examples/cards/SCHEMA.md
   (every word documented, nothing documented that is not a word), and
   every word loading as the record it names, and every effect, cost and
   trigger word used by a scenario test (tests/unit/test_*.c).

   `test_vocab --print` prints the SCHEMA.md rows made from the table, to
   paste after adding a word. */
#include "cards/cards.h"

#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "fixture.h"

#define LEN(a) (sizeof(a) / sizeof((a)[0]))

/* ---- the values are pinned ---------------------------------------------- */

static void test_enum_values_are_pinned(void **state)
{
    (void)state;
    static const struct {
        const char *name;
        int value, pinned;
    } pins[] = {
#define PIN(c, v) {#c, c, v}
        PIN(L5R_TIMING_LIMITED, 1),
        PIN(L5R_TIMING_OPEN, 2),
        PIN(L5R_TIMING_BATTLE, 4),
        PIN(L5R_TIMING_ENGAGE, 8),
        PIN(L5R_TIMING_REACTION, 16),
        PIN(L5R_TIMING_CONTINUOUS, 32),
        PIN(L5R_TIMING_REVEALED, 64),
        PIN(L5R_LIMIT_ONCE, 0),
        PIN(L5R_LIMIT_ANY, 1),
        PIN(L5R_TRIGGER_NONE, 0),
        PIN(L5R_TRIGGER_TARGETED, 1),
        PIN(L5R_TRIGGER_ENTERS_PLAY, 2),
        PIN(L5R_TRIGGER_BATTLE_WON, 3),
        PIN(L5R_TRIGGER_BATTLE_LOST, 4),
        PIN(L5R_TRIGGER_PROVINCE_DESTROYED, 5),
        PIN(L5R_TRIGGER_FAVOR_TAKEN, 6),
        PIN(L5R_TRIGGER_HONOR_GAINED, 7),
        PIN(L5R_TRIGGER_HONOR_LOST, 8),
        PIN(L5R_TRIGGER_CARD_DESTROYED, 9),
        PIN(L5R_TRIGGER_TURN_START, 10),
        PIN(L5R_TRIGGER_UNIT_MOVED, 11),
        PIN(L5R_WHILE_NONE, 0),
        PIN(L5R_WHILE_IN_PLAY, 1),
        PIN(L5R_WHILE_ATTACHED, 2),
        PIN(L5R_COND_NONE, 0),
        PIN(L5R_COND_HIGHEST_HONOR, 1),
        PIN(L5R_WHO_NONE, 0),
        PIN(L5R_WHO_SELF, 1),
        PIN(L5R_WHO_TARGET, 2),
        PIN(L5R_WHO_ARMY, 3),
        PIN(L5R_WHO_PROVINCE, 4),
        PIN(L5R_WHO_ANY, 5),
        PIN(L5R_WHO_OPPONENT, 6),
        PIN(L5R_WHO_HOME, 7),
        PIN(L5R_WHO_BATTLEFIELD, 8),
        PIN(L5R_COST_BOW, 1),
        PIN(L5R_COST_GOLD, 2),
        PIN(L5R_COST_DISCARD_CARD, 3),
        PIN(L5R_COST_DISCARD_FAVOR, 4),
        PIN(L5R_COST_LOSE_HONOR, 5),
        PIN(L5R_COST_NINJUTSU, 6),
        PIN(L5R_COST_DESTROY, 7),
        PIN(L5R_SEL_NONE, 0),
        PIN(L5R_SEL_PERSONALITY, 1),
        PIN(L5R_SEL_FOLLOWER, 2),
        PIN(L5R_SEL_ITEM, 3),
        PIN(L5R_SEL_SPELL, 4),
        PIN(L5R_SEL_HOLDING, 5),
        PIN(L5R_SEL_CARD, 6),
        PIN(L5R_SEL_UNIT, 7),
        PIN(L5R_SEL_PROVINCE, 8),
        PIN(L5R_SEL_RING, 9),
        PIN(L5R_SEL_TOKEN, 10),
        PIN(L5R_SEL_PLAYER, 11),
        PIN(L5R_CTL_ANY, 0),
        PIN(L5R_CTL_SELF, 1),
        PIN(L5R_CTL_OPPONENT, 2),
        PIN(L5R_AT_ANY, 0),
        PIN(L5R_AT_CURRENT_BATTLEFIELD, 1),
        PIN(L5R_AT_HOME, 2),
        PIN(L5R_AT_AWAY, 3),
        PIN(L5R_EFF_BOW, 1),
        PIN(L5R_EFF_STRAIGHTEN, 2),
        PIN(L5R_EFF_DESTROY, 3),
        PIN(L5R_EFF_DRAW, 4),
        PIN(L5R_EFF_GAIN_HONOR, 5),
        PIN(L5R_EFF_LOSE_HONOR, 6),
        PIN(L5R_EFF_GAIN_GOLD, 7),
        PIN(L5R_EFF_MOVE_HOME, 8),
        PIN(L5R_EFF_FORCE_BONUS, 9),
        PIN(L5R_EFF_CHI_BONUS, 10),
        PIN(L5R_EFF_YU_BONUS, 11),
        PIN(L5R_EFF_GIVE_KEYWORD, 12),
        PIN(L5R_EFF_CREATE_TOKEN, 13),
        PIN(L5R_EFF_DESTROY_TOKEN, 14),
        PIN(L5R_EFF_TRANSFER_TOKEN, 15),
        PIN(L5R_EFF_TAKE_FAVOR, 16),
        PIN(L5R_EFF_DISCARD_FAVOR, 17),
        PIN(L5R_EFF_STRAIGHTEN_RING, 18),
        PIN(L5R_EFF_FEAR, 19),
        PIN(L5R_EFF_NEGATE, 20),
        PIN(L5R_EFF_CREATE_CARD, 21),
        PIN(L5R_EFF_REDIRECT, 22),
        PIN(L5R_EFF_MOVE_TO_BATTLEFIELD, 23),
        PIN(L5R_EFF_RANGED_ATTACK, 24),
        PIN(L5R_EFF_MELEE_ATTACK, 25),
        PIN(L5R_EFF_PERSONAL_HONOR_BONUS, 28),
        PIN(L5R_EFF_CANNOT, 35),
        PIN(L5R_EFF_GIVE_ABILITY, 42),
        PIN(L5R_EFF_SET_STAT, 43),
        PIN(L5R_EFF_DISCARD_CHOSEN, 47),
        PIN(L5R_EFF_PLAYER_CANNOT, 48),
        PIN(L5R_CANNOT_BOWED, 1),
        PIN(L5R_CANNOT_DESTROYED, 2),
        PIN(L5R_CANNOT_REMOVED, 7),
        PIN(L5R_PCANNOT_GAIN_HONOR, 1),
        PIN(L5R_PCANNOT_LOSE_HONOR, 2),
        PIN(L5R_PCANNOT_DRAW, 3),
        PIN(L5R_PCANNOT_RECRUIT, 4),
        PIN(L5R_UNTIL_NONE, 0),
        PIN(L5R_UNTIL_END_OF_BATTLE, 1),
        PIN(L5R_UNTIL_END_OF_TURN, 2),
        PIN(L5R_UNTIL_WHILE, 3),
        PIN(L5R_UNTIL_YOUR_NEXT_TURN, 4),
        PIN(L5R_UNTIL_PERMANENT, 5),
#undef PIN
    };
    int bad = 0;
    for (size_t i = 0; i < LEN(pins); i++)
        if (pins[i].value != pins[i].pinned) {
            print_error("%s is %d; saved games have it as %d\n", pins[i].name,
                        pins[i].value, pins[i].pinned);
            bad++;
        }
    assert_int_equal(bad, 0);
}

static void test_implicit_target_flag_is_fear_and_redirect(void **state)
{
    (void)state;
    for (uint32_t k = 0; k <= L5R_NEFFECTS; k++)
        assert_int_equal(
            (l5r_cards__effect_flags(k) & L5R_VF_IMPLICIT_TARGET) != 0,
            k == L5R_EFF_FEAR || k == L5R_EFF_REDIRECT ||
                k == L5R_EFF_RANGED_ATTACK || k == L5R_EFF_MELEE_ATTACK);
}

/* ---- the rows of SCHEMA.md, made from the table ------------------------- */

typedef struct vvalue {
    int type, lo, hi;
    const char *words;
} vvalue;

typedef struct sbuf {
    char s[1024];
    size_t n;
} sbuf;

static void put(sbuf *b, const char *fmt, ...) L5R_PRINTF(2, 3);
static void put(sbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(b->s + b->n, sizeof b->s - b->n, fmt, ap);
    va_end(ap);
    if (n > 0)
        b->n =
            b->n + (size_t)n < sizeof b->s ? b->n + (size_t)n : sizeof b->s - 1;
}

/* "a|b" as `a`, `b` (short forms) or a\|b (inside a code span of a
   table cell, where a bare | would end the cell). */
static void put_words(sbuf *b, const char *words, bool in_code)
{
    for (const char *p = words;;) {
        size_t len = strcspn(p, "|");
        if (in_code)
            put(b, "%s%.*s", p == words ? "" : "\\|", (int)len, p);
        else
            put(b, "%s`%.*s`", p == words ? "" : ", ", (int)len, p);
        if (p[len] == '\0')
            break;
        p += len + 1;
    }
}

static const char until_words[] =
#define W(N, word) "|" word
    L5R_UNTILS(W)
#undef W
    ;

static void put_short(sbuf *b, const vvalue *v)
{
    switch (v->type) {
    case L5R_VAL_TRUE:
        put(b, "`true`");
        break;
    case L5R_VAL_INT:
        put(b, "integer %d..%d", v->lo, v->hi);
        break;
    case L5R_VAL_WHO:
        put_words(b, v->words, false);
        break;
    case L5R_VAL_UNTIL:
        put_words(b, until_words + 1, false);
        break;
    case L5R_VAL_STR:
        put(b, "string");
        break;
    case L5R_VAL_WORD:
        put_words(b, v->words, false);
        break;
    case L5R_VAL_SEL:
        put(b, "a filter");
        break;
    }
}

static const struct {
    const char *key;
    vvalue value;
} fields[L5R_NFIELDS] = {
#define F(N, key, value, ...) [L5R_FLD_##N] = {key, {value}},
    L5R_EFFECT_FIELDS(F)
#undef F
};

static void put_long(sbuf *b, uint32_t set, uint32_t required)
{
    put(b, "`{");
    for (int k = 0, first = 1; k < L5R_NFIELDS; k++) {
        if (!(set >> k & 1))
            continue;
        put(b, "%s%s: ", first ? "" : ", ", fields[k].key);
        first = 0;
        const vvalue *v = &fields[k].value;
        if (v->type == L5R_VAL_INT)
            put(b, "N");
        else if (v->type == L5R_VAL_WHO || v->type == L5R_VAL_WORD)
            put_words(b, v->words, true);
        else if (v->type == L5R_VAL_UNTIL)
            put_words(b, until_words + 1, true);
        else if (v->type == L5R_VAL_STR)
            put(b, "%s", v->words);
        else if (v->type == L5R_VAL_SEL)
            put(b, "{filter}");
        else
            put(b, "true");
    }
    put(b, "}`");
    for (int k = 0, first = 1; k < L5R_NFIELDS; k++)
        if (required >> k & 1) {
            put(b, "%s`%s`", first ? ", needs " : " and ", fields[k].key);
            first = 0;
        }
}

typedef struct row {
    const char *word;
    char text[1024];
} row;

typedef struct rows {
    row r[64];
    size_t n;
} rows;

static row *add(rows *t, const char *word)
{
    assert_true(t->n < LEN(t->r));
    row *r = &t->r[t->n++];
    r->word = word;
    return r;
}

static void cost_rows(rows *t)
{
    static const struct {
        const char *word;
        vvalue value;
        uint32_t flags;
        const char *meaning;
    } costs[] = {
#define C(N, word, value, flags, meaning) {word, {value}, flags, meaning},
        L5R_COSTS(C)
#undef C
    };
    for (size_t i = 0; i < LEN(costs); i++) {
        sbuf b = {{0}, 0};
        put(&b, "| `%s` | ", costs[i].word);
        put_short(&b, &costs[i].value);
        if (costs[i].flags & L5R_VF_CHOSEN_CARD)
            put(&b, ", or a target filter");
        put(&b, " | %s |", costs[i].meaning);
        snprintf(add(t, costs[i].word)->text, sizeof t->r[0].text, "%s", b.s);
    }
}

static void effect_rows(rows *t)
{
    static const struct {
        const char *word;
        vvalue value;
        uint32_t fields, required, flags;
        const char *meaning;
    } effects[] = {
#define E(N, word, value, fields, required, flags, meaning)                    \
    {word, {value}, fields, required, flags, meaning},
        L5R_EFFECTS(E)
#undef E
    };
    for (size_t i = 0; i < LEN(effects); i++) {
        sbuf b = {{0}, 0};
        put(&b, "| `%s` | ", effects[i].word);
        put_short(&b, &effects[i].value);
        if (effects[i].fields != 0) {
            if (effects[i].value.type != L5R_VAL_NONE)
                put(&b, ", or ");
            put_long(&b, effects[i].fields, effects[i].required);
        }
        put(&b, " | %s |", effects[i].meaning);
        snprintf(add(t, effects[i].word)->text, sizeof t->r[0].text, "%s", b.s);
    }
}

static void trigger_rows(rows *t)
{
    static const struct {
        const char *word, *meaning;
    } triggers[] = {
#define T(N, word, meaning) {word, meaning},
        L5R_TRIGGERS(T)
#undef T
    };
    for (size_t i = 0; i < LEN(triggers); i++)
        snprintf(add(t, triggers[i].word)->text, sizeof t->r[0].text,
                 "| `%s` | %s |", triggers[i].word, triggers[i].meaning);
}

/* ---- SCHEMA.md ------------------------------------------------------------
 */

static char *read_schema(void)
{
    static char *doc; /* read once, kept for the tests after */
    const char *path = L5R_SOURCE_DIR "/examples/cards/SCHEMA.md";
    if (doc == NULL && (doc = fx_read_file(path, NULL)) == NULL)
        fail_msg("cannot open %s", path);
    return doc;
}

/* The body rows of the first table after the heading line `heading`. */
static void doc_rows(const char *doc, const char *heading, rows *t)
{
    t->n = 0;
    const char *p = doc;
    size_t hl = strlen(heading);
    while (p != NULL && !(strncmp(p, heading, hl) == 0 && p[hl] == '\n')) {
        p = strchr(p, '\n');
        p = p != NULL ? p + 1 : NULL;
    }
    if (p == NULL)
        fail_msg("SCHEMA.md has no heading '%s'", heading);
    int line = 0; /* of the table: 0 header, 1 separator, then rows */
    bool in_table = false;
    while ((p = strchr(p, '\n')) != NULL) {
        p++;
        if (*p != '|') {
            if (in_table || strncmp(p, "#", 1) == 0)
                break;
            continue;
        }
        in_table = true;
        size_t len = strcspn(p, "\n");
        if (line++ < 2)
            continue;
        row *r = add(t, NULL);
        snprintf(r->text, sizeof r->text, "%.*s", (int)len, p);
        r->word = r->text; /* compared by its first cell */
    }
}

/* The word of a row: the text between the first pair of backquotes. */
static size_t row_word(const char *text, const char **word)
{
    const char *a = strchr(text, '`');
    const char *b = a != NULL ? strchr(a + 1, '`') : NULL;
    if (b == NULL) {
        *word = text;
        return 0;
    }
    *word = a + 1;
    return (size_t)(b - a - 1);
}

static bool same_word(const row *doc, const char *word)
{
    const char *w;
    size_t n = row_word(doc->text, &w);
    return n == strlen(word) && strncmp(w, word, n) == 0;
}

static size_t find(const rows *have, const char *word)
{
    size_t j = 0;
    while (j < have->n && !same_word(&have->r[j], word))
        j++;
    return j;
}

static int compare(const char *heading, const rows *want, const rows *have)
{
    int bad = 0;
    size_t last = 0; /* the doc's position of the last word found */
    bool in_order = true;
    for (size_t i = 0; i < want->n; i++) {
        size_t j = find(have, want->r[i].word);
        if (j == have->n) {
            print_error("SCHEMA.md, %s: '%s' is a word of the vocabulary but "
                        "is not documented; its row:\n%s\n",
                        heading, want->r[i].word, want->r[i].text);
            bad++;
            continue;
        }
        if (strcmp(have->r[j].text, want->r[i].text) != 0) {
            print_error("SCHEMA.md, %s: the row of '%s' is\n%s\nbut the "
                        "vocabulary (lib/cards/vocab.h) says\n%s\n",
                        heading, want->r[i].word, have->r[j].text,
                        want->r[i].text);
            bad++;
        }
        if (in_order && i > 0 && j < last) {
            print_error("SCHEMA.md, %s: the rows are not in the vocabulary's "
                        "order ('%s' comes too early)\n",
                        heading, want->r[i].word);
            in_order = false;
            bad++;
        }
        last = j;
    }
    for (size_t j = 0; j < have->n; j++) {
        size_t i = 0;
        while (i < want->n && !same_word(&have->r[j], want->r[i].word))
            i++;
        if (i == want->n) {
            const char *w;
            size_t n = row_word(have->r[j].text, &w);
            print_error("SCHEMA.md, %s: documents '%.*s', which is not a word "
                        "of the vocabulary (lib/cards/vocab.h)\n",
                        heading, (int)n, w);
            bad++;
        }
    }
    return bad;
}

static void check_table(const char *heading, void (*make)(rows *))
{
    static rows want, have;
    want.n = 0;
    make(&want);
    doc_rows(read_schema(), heading, &have);
    assert_int_equal(compare(heading, &want, &have), 0);
}

static void test_schema_md_documents_every_cost(void **state)
{
    (void)state;
    check_table("### Costs", cost_rows);
}

static void test_schema_md_documents_every_effect(void **state)
{
    (void)state;
    check_table("### Effects", effect_rows);
}

static void test_schema_md_documents_every_trigger(void **state)
{
    (void)state;
    check_table("### Triggers", trigger_rows);
}

/* "Timings: `limited`, `open`, ..." lists the timings, in their order. */
static void test_schema_md_lists_every_timing(void **state)
{
    (void)state;
    static const char *const timings[] = {
#define T(N, word) word,
        L5R_TIMINGS(T)
#undef T
    };
    const char *p = strstr(read_schema(), "\nTimings: ");
    assert_non_null(p);
    const char *end = strchr(p + 1, '(');
    assert_non_null(end);
    size_t i = 0;
    while ((p = strchr(p, '`')) != NULL && p < end) {
        const char *q = strchr(p + 1, '`');
        assert_non_null(q);
        size_t n = (size_t)(q - p - 1);
        if (i >= LEN(timings))
            fail_msg("SCHEMA.md lists the timing '%.*s', which is not one",
                     (int)n, p + 1);
        if (n != strlen(timings[i]) || strncmp(p + 1, timings[i], n) != 0)
            fail_msg("SCHEMA.md lists the timing '%.*s' where the "
                     "vocabulary has '%s'",
                     (int)n, p + 1, timings[i]);
        i++;
        p = q + 1;
    }
    assert_int_equal(i, LEN(timings));
}

/* ---- every word loads as the record it names ------------------------------
 */

static const char card_head[] =
    "sets:\n"
    "  - {name: Lotus Edition, order: 50, lotus: true}\n"
    "cards:\n"
    "  - id: vocab-card\n"
    "    title: Vocab Card\n"
    "    type: personality\n"
    "    force: 1\n"
    "    chi: 1\n"
    "    honor_requirement: 0\n"
    "    gold_cost: 1\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: battle\n"
    "        target: {type: personality}\n";

/* GLD-01, GLD-03: the words only a continuous ability (of a Holding, for
   restricted gold) has. */
static const char holding_head[] =
    "sets:\n"
    "  - {name: Lotus Edition, order: 50, lotus: true}\n"
    "cards:\n"
    "  - id: vocab-card\n"
    "    title: Vocab Card\n"
    "    type: holding\n"
    "    gold_cost: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: continuous\n";

/* ATT-05: attach_from_hand's target is a card of its player's hand. */
static const char hand_head[] =
    "sets:\n"
    "  - {name: Lotus Edition, order: 50, lotus: true}\n"
    "cards:\n"
    "  - id: vocab-card\n"
    "    title: Vocab Card\n"
    "    type: personality\n"
    "    force: 1\n"
    "    chi: 1\n"
    "    honor_requirement: 0\n"
    "    gold_cost: 1\n"
    "    personal_honor: 0\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: limited\n"
    "        target: {type: item, controller: self, at: hand}\n";

/* RTH-02: what returns to a hand is a Follower, an Item or a Spell. */
static const char follower_head[] =
    "sets:\n"
    "  - {name: Lotus Edition, order: 50, lotus: true}\n"
    "cards:\n"
    "  - id: vocab-card\n"
    "    title: Vocab Card\n"
    "    type: follower\n"
    "    force: 1\n"
    "    chi: 0\n"
    "    honor_requirement: 0\n"
    "    gold_cost: 1\n"
    "    printings: [{set: Lotus Edition}]\n"
    "    abilities:\n"
    "      - timing: battle\n"
    "        target: {type: follower}\n";

static const char *head_for(int kind)
{
    if (kind == L5R_EFF_ATTACH_FROM_HAND)
        return hand_head;
    if (kind == L5R_EFF_RETURN_TO_HAND)
        return follower_head;
    return kind == L5R_EFF_COST_BONUS || kind == L5R_EFF_PRODUCE_FOR
               ? holding_head
               : card_head;
}

/* A value of spec v: its first word, or 1 (if it may be 1). */
static void put_example(sbuf *b, const vvalue *v)
{
    if (v->type == L5R_VAL_TRUE)
        put(b, "true");
    else if (v->type == L5R_VAL_INT)
        put(b, "%d", v->lo <= 1 && 1 <= v->hi ? 1 : v->lo);
    else if (v->type == L5R_VAL_WHO || v->type == L5R_VAL_WORD)
        put(b, "%.*s", (int)strcspn(v->words, "|"), v->words);
    else if (v->type == L5R_VAL_UNTIL)
        put(b, "end_of_turn");
    else if (v->type == L5R_VAL_SEL)
        put(b, "{type: card}");
    else
        put(b, "Word");
}

static const l5r_carddb *load(sbuf *b, l5r_carddb **db)
{
    assert_int_equal(l5r_carddb_new(db, NULL), L5R_OK);
    int rc = l5r_carddb_load_buffer(*db, "vocab", b->s, b->n);
    if (rc != L5R_OK)
        fail_msg("%s\ndoes not load: %s", b->s, l5r_carddb_errmsg(*db));
    return *db;
}

static void test_every_effect_word_loads_as_its_kind(void **state)
{
    (void)state;
    static const struct {
        int kind;
        const char *word;
        vvalue value;
        uint32_t fields, required;
    } effects[] = {
#define E(N, word, value, fields, required, ...)                               \
    {L5R_EFF_##N, word, {value}, fields, required},
        L5R_EFFECTS(E)
#undef E
    };
    for (size_t i = 0; i < LEN(effects); i++) {
        for (int form = 0; form < 2; form++) {
            /* form 0: the short form; 1: the long form with every field */
            if (form == 0 && effects[i].value.type == L5R_VAL_NONE)
                continue;
            if (form == 1 && effects[i].fields == 0)
                continue;
            sbuf b = {{0}, 0};
            put(&b, "%s        effects: [{%s: ", head_for(effects[i].kind),
                effects[i].word);
            if (form == 0) {
                put_example(&b, &effects[i].value);
            } else {
                put(&b, "{");
                for (int k = 0, first = 1; k < L5R_NFIELDS; k++)
                    if (effects[i].fields >> k & 1 &&
                        /* ATT-10: `on` takes no `at` (SCHEMA's example) */
                        !(effects[i].kind == L5R_EFF_CREATE_CARD &&
                          strcmp(fields[k].key, "on") == 0)) {
                        put(&b, "%s%s: ", first ? "" : ", ", fields[k].key);
                        /* TOK-06: a created card is one of the database */
                        if (strcmp(fields[k].key, "card") == 0)
                            put(&b, "vocab-card");
                        /* DIS-07: chosen_by: self is of another's hand */
                        else if (effects[i].kind == L5R_EFF_DISCARD_CHOSEN &&
                                 strcmp(fields[k].key, "player") == 0)
                            put(&b, "opponent");
                        else
                            put_example(&b, &fields[k].value);
                        first = 0;
                    }
                put(&b, "}");
            }
            put(&b, "}]\n");
            /* GRA-03: give_ability names a granted ability of the card. */
            bool gives = effects[i].kind == L5R_EFF_GIVE_ABILITY;
            if (gives)
                put(&b, "      - {timing: limited, granted: true, effects: "
                        "[{draw: 1}]}\n");
            l5r_carddb *db;
            const l5r_carddb *d = load(&b, &db);
            assert_int_equal(l5r_carddb_freeze(db), L5R_OK);
            assert_int_equal(d->effs.v[d->effs.n - (gives ? 2 : 1)].kind,
                             effects[i].kind);
            l5r_carddb_free(db);
        }
    }
}

static void test_every_cost_word_loads_as_its_kind(void **state)
{
    (void)state;
    static const struct {
        int kind;
        const char *word;
        vvalue value;
    } costs[] = {
#define C(N, word, value, ...) {L5R_COST_##N, word, {value}},
        L5R_COSTS(C)
#undef C
    };
    for (size_t i = 0; i < LEN(costs); i++) {
        sbuf b = {{0}, 0};
        put(&b, "%s        cost: [{%s: ", card_head, costs[i].word);
        put_example(&b, &costs[i].value);
        put(&b, "}]\n        effects: [{draw: 1}]\n");
        l5r_carddb *db;
        const l5r_carddb *d = load(&b, &db);
        assert_int_equal(d->costs.v[d->costs.n - 1].kind, costs[i].kind);
        l5r_carddb_free(db);
    }
}

static void test_every_trigger_word_loads_as_its_kind(void **state)
{
    (void)state;
    static const struct {
        int kind;
        const char *word;
    } triggers[] = {
#define T(N, word, ...) {L5R_TRIGGER_##N, word},
        L5R_TRIGGERS(T)
#undef T
    };
    for (size_t i = 0; i < LEN(triggers); i++) {
        sbuf b = {{0}, 0};
        put(&b,
            "%s        effects: [{draw: 1}]\n"
            "      - timing: reaction\n"
            "        trigger: {event: %s}\n"
            "        effects: [{draw: 1}]\n",
            card_head, triggers[i].word);
        l5r_carddb *db;
        const l5r_carddb *d = load(&b, &db);
        assert_int_equal(d->abils.v[d->abils.n - 1].trigger, triggers[i].kind);
        l5r_carddb_free(db);
    }
}

/* ---- SCHEMA.md's examples ------------------------------------------------
 */

/* The card heads an example block of abilities is tried on, in order (a
   Personality, a Follower, a Holding): the first it loads on is its
   card. The database also holds the card create_card's example names. */
static const char *const example_heads[] = {
    ("    type: personality\n    force: 1\n    chi: 1\n"
     "    honor_requirement: 0\n    gold_cost: 1\n    personal_honor: 1\n"),
    ("    type: follower\n    force: 1\n    chi: 0\n"
     "    honor_requirement: 0\n    gold_cost: 1\n"),
    ("    type: holding\n    gold_cost: 1\n")};

/* Load one block of abilities on each head in turn; 1 if one took it (the
   database kept in *out), 0 if none (the last error in why). */
static int load_example(const char *block, size_t len, l5r_carddb **out,
                        char *why, size_t cap)
{
    static char y[1 << 15];
    for (size_t h = 0; h < LEN(example_heads); h++) {
        size_t n = (size_t)snprintf(
            y, sizeof y,
            "sets:\n"
            "  - {name: Lotus Edition, order: 50, lotus: true}\n"
            "cards:\n"
            "  - {id: nezumi-scout, title: Nezumi Scout, type: personality,\n"
            "     force: 1, chi: 1, honor_requirement: '-', gold_cost: 1,\n"
            "     personal_honor: 0, printings: [{set: Lotus Edition}]}\n"
            "  - {id: ashigaru-spearmen, title: Ashigaru Spearmen,\n"
            "     type: follower, force: 2, chi: 0, gold_cost: 2,\n"
            "     honor_requirement: 0, printings: [{set: Lotus Edition}]}\n"
            "  - id: example\n"
            "    title: Example\n"
            "%s"
            "    printings: [{set: Lotus Edition}]\n"
            "    abilities:\n",
            example_heads[h]);
        for (const char *p = block, *end = block + len;
             p < end && n < sizeof y;) {
            size_t l = strcspn(p, "\n");
            if (p + l > end)
                l = (size_t)(end - p);
            n += (size_t)snprintf(y + n, sizeof y - n, "      %.*s\n", (int)l,
                                  p);
            p += l + 1;
        }
        assert_true(n < sizeof y);
        l5r_carddb *db = NULL;
        assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
        if (l5r_carddb_load_buffer(db, "example", y, n) == L5R_OK &&
            l5r_carddb_freeze(db) == L5R_OK) {
            *out = db;
            return 1;
        }
        snprintf(why, cap, "%s", l5r_carddb_errmsg(db));
        l5r_carddb_free(db);
    }
    return 0;
}

/* Every block of SCHEMA.md that is a list of abilities loads (on a
   Personality, a Follower or a Holding), and together they use every
   effect, cost and trigger word: each word has an example a person can
   copy. */
static void test_schema_md_examples_load_and_use_every_word(void **state)
{
    (void)state;
    static const char *const effect_words[] = {
#define E(N, word, ...) [L5R_EFF_##N] = word,
        L5R_EFFECTS(E)
#undef E
    };
    static const char *const cost_words[] = {
#define C(N, word, ...) [L5R_COST_##N] = word,
        L5R_COSTS(C)
#undef C
    };
    static const char *const trigger_words[] = {
#define T(N, word, ...) [L5R_TRIGGER_##N] = word,
        L5R_TRIGGERS(T)
#undef T
    };
    bool eff[L5R_NEFFECTS] = {0}, cost[L5R_NCOSTS] = {0},
         trig[L5R_NTRIGGERS] = {0};
    const char *doc = read_schema();
    int bad = 0, blocks = 0;
    for (const char *p = doc; (p = strstr(p, "```yaml\n")) != NULL;) {
        const char *block = p + strlen("```yaml\n");
        const char *end = strstr(block, "```");
        assert_non_null(end);
        p = end + 3;
        const char *first = block; /* the first line that is no comment */
        while (first < end && (*first == '#' || *first == '\n'))
            first = strchr(first, '\n') + 1;
        if (strncmp(first, "- timing", 8) != 0 &&
            strncmp(first, "- {timing", 9) != 0)
            continue;
        blocks++;
        int line = 1;
        for (const char *q = doc; q < block; q++)
            line += *q == '\n';
        l5r_carddb *db = NULL;
        char why[512];
        if (!load_example(block, (size_t)(end - block), &db, why, sizeof why)) {
            print_error("SCHEMA.md:%d: the example does not load: %s\n", line,
                        why);
            bad++;
            continue;
        }
        for (size_t i = 0; i < db->effs.n; i++)
            eff[db->effs.v[i].kind] = true;
        for (size_t i = 0; i < db->costs.n; i++)
            cost[db->costs.v[i].kind] = true;
        for (size_t i = 0; i < db->abils.n; i++)
            trig[db->abils.v[i].trigger] = true;
        l5r_carddb_free(db);
    }
    assert_true(blocks >= 20);
    for (int k = 1; k < L5R_NEFFECTS; k++)
        if (!eff[k]) {
            print_error("SCHEMA.md: no example uses the effect '%s'\n",
                        effect_words[k]);
            bad++;
        }
    for (int k = 1; k < L5R_NCOSTS; k++)
        if (!cost[k]) {
            print_error("SCHEMA.md: no example uses the cost '%s'\n",
                        cost_words[k]);
            bad++;
        }
    for (int k = 1; k < L5R_NTRIGGERS; k++)
        if (!trig[k]) {
            print_error("SCHEMA.md: no example uses the trigger '%s'\n",
                        trigger_words[k]);
            bad++;
        }
    assert_int_equal(bad, 0);
}

static void print_rows(const char *heading, void (*make)(rows *))
{
    static rows t;
    t.n = 0;
    make(&t);
    printf("%s\n\n", heading);
    for (size_t i = 0; i < t.n; i++)
        printf("%s\n", t.r[i].text);
    printf("\n");
}

/* ---- every word has a scenario test ------------------------------------
 */

/* The scenario tests' text (every tests/unit/test_*.c but this file and
   test_selectors.c, whose words are filters), with C string literals split
   over lines joined ("event: " "duel_lost" reads "event: duel_lost"). */
static const char *scenario_text(void)
{
    static char buf[1 << 23];
    size_t n = 0;
    const char *dir = L5R_SOURCE_DIR "/tests/unit";
    DIR *d = opendir(dir);
    if (d == NULL)
        fail_msg("cannot open %s", dir);
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        size_t len = strlen(e->d_name);
        if (strncmp(e->d_name, "test_", 5) != 0 || len < 3 ||
            strcmp(e->d_name + len - 2, ".c") != 0 ||
            strcmp(e->d_name, "test_vocab.c") == 0 ||
            strcmp(e->d_name, "test_selectors.c") == 0)
            continue;
        char path[512];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        char *text = fx_read_file(path, NULL);
        if (text == NULL)
            fail_msg("cannot open %s", path);
        for (const char *c = text; *c != '\0' && n + 2 < sizeof buf; c++) {
            if (*c == '"' && n > 0) { /* "...a" <space> "b..." reads "ab" */
                const char *k = c + 1;
                while (*k == ' ' || *k == '\n')
                    k++;
                if (*k == '"') {
                    c = k;
                    continue;
                }
            }
            buf[n++] = *c;
        }
        buf[n++] = '\n';
        free(text);
    }
    closedir(d);
    assert_true(n + 2 < sizeof buf);
    buf[n] = '\0';
    return buf;
}

/* Does `text` hold `before` `word` `after`, the word not the tail of a
   longer one ("cannot:" is not found in "player_cannot:")? */
static int uses(const char *text, const char *before, const char *word,
                const char *after)
{
    char pat[96];
    snprintf(pat, sizeof pat, "%s%s%s", before, word, after);
    for (const char *p = text; (p = strstr(p, pat)) != NULL; p++) {
        char c = p > text ? p[-1] : ' ';
        if (before[0] != '\0' || !((c >= 'a' && c <= 'z') || c == '_'))
            return 1;
    }
    return 0;
}

static void test_every_word_has_a_scenario_test(void **state)
{
    (void)state;
    static const char *const effects[] = {
#define E(N, word, ...) word,
        L5R_EFFECTS(E)
#undef E
    };
    static const char *const costs[] = {
#define C(N, word, ...) word,
        L5R_COSTS(C)
#undef C
    };
    static const char *const triggers[] = {
#define T(N, word, ...) word,
        L5R_TRIGGERS(T)
#undef T
    };
    const char *text = scenario_text();
    int missing = 0;
    for (size_t i = 0; i < LEN(effects); i++)
        if (!uses(text, "", effects[i], ":")) {
            print_error("effect '%s': no scenario test uses it\n", effects[i]);
            missing++;
        }
    for (size_t i = 0; i < LEN(costs); i++)
        if (!uses(text, "", costs[i], ":")) {
            print_error("cost '%s': no scenario test uses it\n", costs[i]);
            missing++;
        }
    for (size_t i = 0; i < LEN(triggers); i++)
        if (!uses(text, "event: ", triggers[i], "")) {
            print_error("trigger '%s': no scenario test uses it\n",
                        triggers[i]);
            missing++;
        }
    assert_int_equal(missing, 0);
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--print") == 0) {
        print_rows("### Costs", cost_rows);
        print_rows("### Effects", effect_rows);
        print_rows("### Triggers", trigger_rows);
        return 0;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_enum_values_are_pinned),
        cmocka_unit_test(test_implicit_target_flag_is_fear_and_redirect),
        cmocka_unit_test(test_schema_md_documents_every_cost),
        cmocka_unit_test(test_schema_md_documents_every_effect),
        cmocka_unit_test(test_schema_md_documents_every_trigger),
        cmocka_unit_test(test_schema_md_lists_every_timing),
        cmocka_unit_test(test_every_effect_word_loads_as_its_kind),
        cmocka_unit_test(test_every_cost_word_loads_as_its_kind),
        cmocka_unit_test(test_every_trigger_word_loads_as_its_kind),
        cmocka_unit_test(test_schema_md_examples_load_and_use_every_word),
        cmocka_unit_test(test_every_word_has_a_scenario_test),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
