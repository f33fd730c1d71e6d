/* SPDX-License-Identifier: MIT */
/*
 * ability_schema.c - the ability vocabulary of the card schema (timings,
 * limits, triggers, costs, target selectors, effects), checked and
 * compiled into records. The words, the values they take and the fields
 * of each are the table of vocab.h; here every word is checked against
 * it, so an unknown effect is an error with its line and column. The
 * resolver gives the records meaning.
 */
#include "cards/schema.h"

#include "cards/keywords.h"

/* The word lists, from vocab.h. Those of enums with a NONE = 0 are read
   as index + 1. */
#define WORD(N, word, ...) word,
static const char *const timing_names[] = {L5R_TIMINGS(WORD) NULL};
static const char *const limit_names[] = {L5R_LIMITS(WORD) NULL};
static const char *const trigger_names[] = {L5R_TRIGGERS(WORD) NULL};
static const char *const while_names[] = {L5R_WHILES(WORD) NULL};
static const char *const until_names[] = {L5R_UNTILS(WORD) NULL};
static const char *const condition_names[] = {L5R_CONDITIONS(WORD) NULL};
static const char *const sel_type_names[] = {L5R_SEL_TYPES(WORD) NULL};
static const char *const controller_names[] = {L5R_CONTROLLERS(WORD) NULL};
static const char *const at_names[] = {L5R_ATS(WORD) NULL};
static const char *const who_names[] = {"", L5R_WHOS(WORD) NULL};
static const char *const amount_stat_names[] = {L5R_AMOUNT_STATS(WORD) NULL};
static const char *const amount_player_names[] = {L5R_AMOUNT_PLAYERS(WORD)
                                                      NULL};
static const char *const half_names[] = {L5R_HALVES(WORD) NULL};
#undef WORD
#define STAT_OF(N, word, stat) stat,
static const uint8_t amount_stat_of[] = {L5R_AMOUNT_STATS(STAT_OF)};
#undef STAT_OF

/* A value spec of vocab.h (L5R_V_*). */
typedef struct vvalue {
    uint8_t type; /* L5R_VAL_* */
    int16_t lo, hi;
    const char *words; /* L5R_VAL_WHO: "a|b|c" */
} vvalue;

typedef struct cost_word {
    const char *word;
    uint32_t len;
    vvalue value;
    uint32_t flags;
} cost_word;

#define COST(N, word, value, flags, meaning)                                   \
    [L5R_COST_##N] = {word, sizeof word - 1, {value}, flags},
static const cost_word cost_words[L5R_NCOSTS] = {L5R_COSTS(COST)};
#undef COST
/* The cost kinds by word, from L5R_COST_BOW on (a trigger's `cost`). */
#define COST_NAME(N, word, value, flags, meaning) word,
static const char *const cost_names[] = {L5R_COSTS(COST_NAME) NULL};
#undef COST_NAME

/* Where an effect field goes in the record. */
enum {
    SLOT_WHO,
    SLOT_FROM,
    SLOT_PLAYER,
    SLOT_UNTIL,
    SLOT_AMOUNT,
    SLOT_COUNT,
    SLOT_STR,
    SLOT_STAT_FORCE,
    SLOT_STAT_CHI,
    SLOT_STAT_PROVINCE_STRENGTH,
    SLOT_SEL,
    SLOT_DECK,
    SLOT_THEN,
    SLOT_WHICH
};

typedef struct effect_field {
    const char *key;
    uint32_t len;
    vvalue value;
    uint8_t slot;
    int16_t dflt;
} effect_field;

#define FIELD(N, key, value, slot, dflt)                                       \
    [L5R_FLD_##N] = {key, sizeof key - 1, {value}, SLOT_##slot, dflt},
static const effect_field effect_fields_of[L5R_NFIELDS] = {
    L5R_EFFECT_FIELDS(FIELD)};
#undef FIELD

typedef struct effect_word {
    const char *word;
    uint32_t len;
    vvalue value;
    uint32_t fields, required, flags;
} effect_word;

#define EFFECT(N, word, value, fields, required, flags, meaning)               \
    [L5R_EFF_##N] = {word, sizeof word - 1, {value}, fields, required, flags},
static const effect_word effect_words[L5R_NEFFECTS] = {L5R_EFFECTS(EFFECT)};
#undef EFFECT

typedef struct abil_ctx {
    l5r_schema *s;
    bool has_target;
    const l5r_node *first_target_use;    /* a "target" reference */
    const l5r_node *first_stat_read;     /* an amount or condition reading a
                                            stat (none in continuous ones) */
    const l5r_node *first_performer_use; /* a "performer" reference */
    bool own_target;                     /* the ability's `target` is read */
} abil_ctx;

/* One of the words of `words` ("a|b"): its place in the list, from 1;
   otherwise an error that lists them. */
static int get_word(abil_ctx *a, const l5r_node *n, const char *words,
                    int16_t *out)
{
    const char *names[16];
    char buf[128];
    size_t len = strlen(words), k = 0;
    if (len >= sizeof buf)
        len = sizeof buf - 1;
    memcpy(buf, words, len);
    buf[len] = '\0';
    for (char *p = buf; k + 1 < L5R_ARRAY_LEN(names);) {
        names[k++] = p;
        p += strcspn(p, "|");
        if (*p == '\0')
            break;
        *p++ = '\0';
    }
    names[k] = NULL;
    int i = 0;
    if (l5r_fields__get_enum(a->s, n, "value", names, &i) != L5R_OK)
        return L5R_ESCHEMA;
    *out = (int16_t)(i + 1);
    return L5R_OK;
}

/* One of the who words of `words` ("self|target") -> l5r_who. */
static int get_who(abil_ctx *a, const l5r_node *n, const char *words,
                   uint8_t *out)
{
    int16_t place;
    if (get_word(a, n, words, &place) != L5R_OK)
        return L5R_ESCHEMA;
    for (uint8_t w = 1; who_names[w] != NULL; w++)
        if (strcmp(who_names[w], n->s) == 0) {
            *out = w;
            if (w == L5R_WHO_TARGET && a->first_target_use == NULL)
                a->first_target_use = n;
            if (w == L5R_WHO_PERFORMER && a->first_performer_use == NULL)
                a->first_performer_use = n;
            return L5R_OK;
        }
    return l5r_fields__schema_err(a->s, n, false, L5R_ESCHEMA,
                                  "'%.32s' is no who word", n->s);
}

static int get_true(abil_ctx *a, const l5r_node *n)
{
    bool b;
    if (l5r_fields__get_bool(a->s, n, &b) != L5R_OK)
        return L5R_ESCHEMA;
    if (!b)
        return l5r_fields__schema_err(a->s, n, false, L5R_ESCHEMA,
                                      "'%.32s' takes only true", n->key);
    return L5R_OK;
}

static int get_i16(abil_ctx *a, const l5r_node *n, int min, int max,
                   int16_t *out)
{
    int64_t v;
    if (l5r_fields__get_int(a->s, n, min, max, &v) != L5R_OK)
        return L5R_ESCHEMA;
    *out = (int16_t)v;
    return L5R_OK;
}

/* A value per its spec: an integer into *num, a word (l5r_who,
   l5r_until) into *word, a string into *str. */
static int get_value(abil_ctx *a, const l5r_node *n, const vvalue *v,
                     int16_t *num, uint8_t *word, uint32_t *str)
{
    int i = 0;
    switch (v->type) {
    case L5R_VAL_TRUE:
        return get_true(a, n);
    case L5R_VAL_INT:
        return get_i16(a, n, v->lo, v->hi, num);
    case L5R_VAL_WHO:
        return get_who(a, n, v->words, word);
    case L5R_VAL_UNTIL:
        if (l5r_fields__get_enum(a->s, n, "duration", until_names, &i) !=
            L5R_OK)
            return L5R_ESCHEMA;
        *word = (uint8_t)(i + 1);
        return L5R_OK;
    case L5R_VAL_STR:
        return l5r_fields__get_str(a->s, n, str);
    case L5R_VAL_WORD:
        return get_word(a, n, v->words, num);
    default:
        return l5r_fields__schema_err(a->s, n, false, L5R_ESCHEMA,
                                      "'%.32s' takes no value", n->key);
    }
}

/* The one entry of a single-key mapping (a cost or an effect). */
static const l5r_node *single(abil_ctx *a, const l5r_node *n, const char *what)
{
    if (n->kind != L5R_NODE_MAP || n->count != 1) {
        l5r_fields__schema_err(a->s, n, false, L5R_ESCHEMA,
                               "%s must be a mapping with one key", what);
        return NULL;
    }
    return n->child;
}

/* --- costs --------------------------------------------------------------- */

static int schema_selector(abil_ctx *a, const l5r_node *n, l5r_selrec *sel);

/* `at: hand` and `at: province` are places a count reads (AMT-02), not
   places a target or a chosen card is taken from. */
static int chosen_at_ok(abil_ctx *a, const l5r_node *n, const l5r_selrec *sel)
{
    if (sel->at != L5R_AT_HAND && sel->at != L5R_AT_PROVINCE)
        return L5R_OK;
    return l5r_fields__schema_err(a->s, n, false, L5R_ESCHEMA,
                                  "'at: %s' is only for counting (an amount's "
                                  "'count'), not for a card an ability chooses",
                                  sel->at == L5R_AT_HAND ? "hand" : "province");
}

static int schema_cost(abil_ctx *a, const l5r_node *n)
{
    l5r_schema *s = a->s;
    const l5r_node *f = single(a, n, "a cost");
    if (f == NULL)
        return L5R_ESCHEMA;
    uint8_t kind = 1;
    while (kind < L5R_NCOSTS &&
           !l5r_schema__key_is(f, cost_words[kind].word, cost_words[kind].len))
        kind++;
    if (kind == L5R_NCOSTS)
        return l5r_fields__schema_err(s, f, true, L5R_ESCHEMA,
                                      "unknown cost '%.48s'", f->key);
    const cost_word *w = &cost_words[kind];
    l5r_costrec c = {kind, 0, 0, L5R_NONE};
    int rc;
    if (f->kind == L5R_NODE_MAP && (w->flags & L5R_VF_CHOSEN_CARD)) {
        /* A card the move chooses, fitting this filter (choosing is not
           targeting). */
        l5r_selrec sel;
        c.who = L5R_WHO_ANY;
        rc = schema_selector(a, f, &sel);
        if (rc == L5R_OK)
            rc = chosen_at_ok(a, f, &sel);
        if (rc == L5R_OK && sel.count > 4)
            rc = l5r_fields__schema_err(s, f, false, L5R_ESCHEMA,
                                        "a cost bows at most 4 chosen cards "
                                        "(CST-02), not %u",
                                        (unsigned)sel.count);
        if (rc == L5R_OK) {
            uint32_t at;
            if (l5r_vec__push(&s->db->mem, &s->db->sels, &at) != L5R_OK)
                return l5r_fields__schema_err(s, n, false, L5R_ENOMEM,
                                              "out of memory");
            s->db->sels.v[at] = sel;
            c.sel = at;
        }
    } else {
        uint32_t str = 0;
        rc = get_value(a, f, &w->value, &c.amount, &c.who, &str);
    }
    if (rc != L5R_OK)
        return rc;
    uint32_t at;
    if (l5r_vec__push(&s->db->mem, &s->db->costs, &at) != L5R_OK)
        return l5r_fields__schema_err(s, n, false, L5R_ENOMEM, "out of memory");
    s->db->costs.v[at] = c;
    return L5R_OK;
}

/* --- target selectors ------------------------------------------------------
 */

static int get_tristate(abil_ctx *a, const l5r_node *f, int8_t *out)
{
    bool b;
    if (l5r_fields__get_bool(a->s, f, &b) != L5R_OK)
        return L5R_ESCHEMA;
    *out = b;
    return L5R_OK;
}

static int schema_selector(abil_ctx *a, const l5r_node *n, l5r_selrec *sel)
{
    l5r_schema *s = a->s;
    if (l5r_fields__expect(s, n, L5R_NODE_MAP, "a target") != L5R_OK)
        return L5R_ESCHEMA;
    memset(sel, 0, sizeof *sel);
    sel->present = 1;
    sel->bowed = sel->face_down = sel->attacking = sel->defending = -1;
    sel->dishonorable = sel->unique = -1;
    sel->force_min = sel->chi_min = sel->ph_min = INT16_MIN;
    sel->force_max = sel->chi_max = sel->ph_max = INT16_MAX;
    sel->count = 1;
    int rc = L5R_OK, i = 0;
    bool has_type = false;
    const l5r_node *up_to = NULL;
    for (const l5r_node *f = n->child; f != NULL; f = f->next) {
        int r = L5R_OK;
        if (L5R_KEY_IS(f, "up_to") && a->own_target) {
            bool b = false;
            r = l5r_fields__get_bool(s, f, &b);
            sel->up_to = b;
            up_to = b ? f : NULL;
        } else if (L5R_KEY_IS(f, "up_to")) {
            r = l5r_fields__schema_err(
                s, f, true, L5R_ESCHEMA,
                "'up_to' is for an ability's own target, the cards it "
                "chooses (TGT-01)");
        } else if (L5R_KEY_IS(f, "type")) {
            has_type = true;
            r = l5r_fields__get_enum(s, f, "target type", sel_type_names, &i);
            sel->type = (uint8_t)(i + 1);
        } else if (L5R_KEY_IS(f, "controller")) {
            r = l5r_fields__get_enum(s, f, "controller", controller_names, &i);
            sel->controller = (uint8_t)i;
        } else if (L5R_KEY_IS(f, "at")) {
            r = l5r_fields__get_enum(s, f, "location", at_names, &i);
            sel->at = (uint8_t)i;
        } else if (L5R_KEY_IS(f, "keywords")) {
            r = l5r_fields__get_strlist(s, f, true, &sel->kw_first,
                                        &sel->kw_count);
        } else if (L5R_KEY_IS(f, "not_keywords")) {
            r = l5r_fields__get_strlist(s, f, true, &sel->nkw_first,
                                        &sel->nkw_count);
        } else if (L5R_KEY_IS(f, "title")) {
            r = l5r_fields__get_str(s, f, &sel->title);
        } else if (L5R_KEY_IS(f, "bowed")) {
            r = get_tristate(a, f, &sel->bowed);
        } else if (L5R_KEY_IS(f, "face_down")) {
            r = get_tristate(a, f, &sel->face_down);
        } else if (L5R_KEY_IS(f, "attacking")) {
            r = get_tristate(a, f, &sel->attacking);
        } else if (L5R_KEY_IS(f, "defending")) {
            r = get_tristate(a, f, &sel->defending);
        } else if (L5R_KEY_IS(f, "force_at_most")) {
            r = get_i16(a, f, -99, 99, &sel->force_max);
        } else if (L5R_KEY_IS(f, "force_at_least")) {
            r = get_i16(a, f, -99, 99, &sel->force_min);
        } else if (L5R_KEY_IS(f, "chi_at_most")) {
            r = get_i16(a, f, -99, 99, &sel->chi_max);
        } else if (L5R_KEY_IS(f, "chi_at_least")) {
            r = get_i16(a, f, -99, 99, &sel->chi_min);
        } else if (L5R_KEY_IS(f, "count")) {
            int16_t c;
            r = get_i16(a, f, 1, 8, &c);
            if (r == L5R_OK)
                sel->count = (uint8_t)c;
        } else if (L5R_KEY_IS(f, "personal_honor_at_least")) {
            r = get_i16(a, f, -99, 99, &sel->ph_min);
        } else if (L5R_KEY_IS(f, "personal_honor_at_most")) {
            r = get_i16(a, f, -99, 99, &sel->ph_max);
        } else if (L5R_KEY_IS(f, "dishonorable")) {
            r = get_tristate(a, f, &sel->dishonorable);
        } else if (L5R_KEY_IS(f, "unique")) {
            r = get_tristate(a, f, &sel->unique);
        } else {
            r = l5r_fields__schema_err(s, f, true, L5R_ESCHEMA,
                                       "unknown target filter '%.48s'", f->key);
        }
        if (r != L5R_OK)
            rc = r;
    }
    if (!has_type && rc == L5R_OK)
        rc = l5r_fields__schema_err(s, n, false, L5R_ESCHEMA,
                                    "a target needs a 'type'");
    if (up_to != NULL && sel->count < 2 && rc == L5R_OK)
        rc = l5r_fields__schema_err(
            s, up_to, true, L5R_ESCHEMA,
            "'up_to' needs a 'count' of 2 or more: \"up to N\" of one "
            "target is that target (TGT-01)");
    return rc;
}

/* --- amount expressions (AMT-01 .. AMT-04) and conditions (CND-01, CND-02)
 */

static bool sel_reads_stat(const l5r_selrec *sel)
{
    return sel->force_min != INT16_MIN || sel->force_max != INT16_MAX ||
           sel->chi_min != INT16_MIN || sel->chi_max != INT16_MAX ||
           sel->ph_min != INT16_MIN || sel->ph_max != INT16_MAX;
}

static int push_sel(abil_ctx *a, const l5r_node *n, const l5r_selrec *sel,
                    uint32_t *out)
{
    if (l5r_vec__push(&a->s->db->mem, &a->s->db->sels, out) != L5R_OK)
        return l5r_fields__schema_err(a->s, n, false, L5R_ENOMEM,
                                      "out of memory");
    a->s->db->sels.v[*out] = *sel;
    return L5R_OK;
}

static bool is_bound_key(const l5r_node *f)
{
    return L5R_KEY_IS(f, "at_least") || L5R_KEY_IS(f, "at_most");
}

/* An amount: an integer, or a mapping of one of `stat`, `player` or
   `count` with `of`, `half`, `times` and `plus` (with `bounds`, the keys
   of a condition's bounds are left to it). *out: 1 + its index in amts. */
static int schema_amount(abil_ctx *a, const l5r_node *n, bool bounds,
                         uint32_t *out)
{
    l5r_schema *s = a->s;
    l5r_amtrec x = {L5R_AMT_NUMBER, 0, L5R_WHO_NONE, L5R_HALF_NONE, 1, 0,
                    L5R_NONE};
    l5r_selrec sel;
    bool has_sel = false;
    const l5r_node *of = NULL, *form = NULL;
    int rc = L5R_OK, i = 0;
    if (n->kind == L5R_NODE_SCALAR) {
        rc = get_i16(a, n, -99, 99, &x.plus);
    } else if (l5r_fields__expect(s, n, L5R_NODE_MAP, "an amount") != L5R_OK) {
        return L5R_ESCHEMA;
    } else {
        for (const l5r_node *f = n->child; f != NULL; f = f->next) {
            int r = L5R_OK;
            bool is_form = L5R_KEY_IS(f, "stat") || L5R_KEY_IS(f, "player") ||
                           L5R_KEY_IS(f, "count");
            if (is_form && form != NULL) {
                r = l5r_fields__schema_err(
                    s, f, true, L5R_ESCHEMA,
                    "an amount reads one of 'stat', 'player' or 'count'");
            } else if (L5R_KEY_IS(f, "stat")) {
                form = f;
                x.form = L5R_AMT_STAT;
                r = l5r_fields__get_enum(s, f, "stat", amount_stat_names, &i);
                x.what = amount_stat_of[i];
            } else if (L5R_KEY_IS(f, "player")) {
                form = f;
                x.form = L5R_AMT_PLAYER;
                r = l5r_fields__get_enum(s, f, "player number",
                                         amount_player_names, &i);
                x.what = (uint8_t)i;
            } else if (L5R_KEY_IS(f, "count")) {
                form = f;
                x.form = L5R_AMT_COUNT;
                r = schema_selector(a, f, &sel);
                has_sel = r == L5R_OK;
            } else if (L5R_KEY_IS(f, "of")) {
                of = f;
            } else if (L5R_KEY_IS(f, "times")) {
                r = get_i16(a, f, -9, 9, &x.times);
            } else if (L5R_KEY_IS(f, "plus")) {
                r = get_i16(a, f, -99, 99, &x.plus);
            } else if (L5R_KEY_IS(f, "half")) {
                r = l5r_fields__get_enum(s, f, "rounding", half_names, &i);
                x.half = (uint8_t)(i + 1);
            } else if (!(bounds && is_bound_key(f))) {
                r = l5r_fields__schema_err(s, f, true, L5R_ESCHEMA,
                                           "unknown field '%.48s' in an amount",
                                           f->key);
            }
            if (r != L5R_OK)
                rc = L5R_ESCHEMA;
        }
        if (rc == L5R_OK && of != NULL) {
            if (x.form == L5R_AMT_STAT && of->kind == L5R_NODE_MAP) {
                rc = schema_selector(a, of, &sel); /* a total */
                has_sel = rc == L5R_OK;
            } else if (x.form == L5R_AMT_STAT) {
                rc =
                    get_who(a, of, "self|target|winner|loser|performer", &x.of);
            } else if (x.form == L5R_AMT_PLAYER) {
                rc = get_who(a, of, "self|opponent|target|winner|loser", &x.of);
            } else {
                rc = l5r_fields__schema_err(
                    s, of, true, L5R_ESCHEMA,
                    "'of' goes with 'stat' or 'player' in an amount");
            }
        } else if (rc == L5R_OK && x.form != L5R_AMT_COUNT) {
            x.of = L5R_WHO_SELF;
        }
        if (rc == L5R_OK && form == NULL && x.plus == 0)
            rc = l5r_fields__schema_err(
                s, n, false, L5R_ESCHEMA,
                "an amount needs 'stat', 'player', 'count' or 'plus'");
    }
    if (rc != L5R_OK)
        return L5R_ESCHEMA;
    if (x.form == L5R_AMT_STAT && has_sel)
        x.of = L5R_WHO_NONE;
    if ((x.form == L5R_AMT_STAT || (has_sel && sel_reads_stat(&sel))) &&
        a->first_stat_read == NULL)
        a->first_stat_read = form;
    if (has_sel && push_sel(a, n, &sel, &x.sel) != L5R_OK)
        return L5R_ENOMEM;
    uint32_t at;
    if (l5r_vec__push(&s->db->mem, &s->db->amts, &at) != L5R_OK)
        return l5r_fields__schema_err(s, n, false, L5R_ENOMEM, "out of memory");
    s->db->amts.v[at] = x;
    *out = at + 1;
    return L5R_OK;
}

/* Does the amount `expr` (1 + its index in amts; 0: none) read a duel's
   winner or loser (DUE-05)? */
static bool reads_duelist(const l5r_carddb *db, uint32_t expr)
{
    if (expr == 0 || expr > db->amts.n)
        return false;
    uint8_t of = db->amts.v[expr - 1].of;
    return of == L5R_WHO_WINNER || of == L5R_WHO_LOSER;
}

static bool reads_performer(const l5r_carddb *db, uint32_t expr)
{
    return expr != 0 && expr <= db->amts.n &&
           db->amts.v[expr - 1].of == L5R_WHO_PERFORMER;
}

/* One condition: an amount with `at_least` and `at_most` bounds, each a
   number or an amount (at least 1 when neither is given). */
static int schema_predicate(abil_ctx *a, const l5r_node *n)
{
    l5r_schema *s = a->s;
    if (l5r_fields__expect(s, n, L5R_NODE_MAP, "a condition") != L5R_OK)
        return L5R_ESCHEMA;
    l5r_predrec p = {0, 0, 0, 1, INT16_MAX};
    int rc = schema_amount(a, n, true, &p.amount);
    bool bounded = false;
    for (const l5r_node *f = n->child; f != NULL && rc == L5R_OK; f = f->next) {
        if (!is_bound_key(f))
            continue;
        bool lo = L5R_KEY_IS(f, "at_least");
        if (!bounded)
            p.lo = INT16_MIN;
        bounded = true;
        if (f->kind == L5R_NODE_SCALAR)
            rc = get_i16(a, f, -99, 99, lo ? &p.lo : &p.hi);
        else
            rc = schema_amount(a, f, false, lo ? &p.lo_expr : &p.hi_expr);
    }
    if (rc != L5R_OK)
        return L5R_ESCHEMA;
    /* DUE-05: a condition is judged as its ability is used, before any
       duel of the ability has a winner or a loser. */
    if (reads_duelist(s->db, p.amount) || reads_duelist(s->db, p.lo_expr) ||
        reads_duelist(s->db, p.hi_expr))
        return l5r_fields__schema_err(
            s, n, false, L5R_ESCHEMA,
            "a condition cannot read 'winner' or 'loser': it is judged "
            "before the ability's duel (DUE-05)");
    /* PRF-01: the performer is named by the move; a condition is judged
       before it is (and while a continuous ability applies). */
    if (reads_performer(s->db, p.amount) || reads_performer(s->db, p.lo_expr) ||
        reads_performer(s->db, p.hi_expr))
        return l5r_fields__schema_err(
            s, n, false, L5R_ESCHEMA,
            "a condition cannot read 'performer': it is judged before the "
            "move names the performer (PRF-01)");
    uint32_t at;
    if (l5r_vec__push(&s->db->mem, &s->db->preds, &at) != L5R_OK)
        return l5r_fields__schema_err(s, n, false, L5R_ENOMEM, "out of memory");
    s->db->preds.v[at] = p;
    return L5R_OK;
}

/* `condition`: a word, one condition, or a list of them (all hold). */
static int schema_conditions(abil_ctx *a, const l5r_node *f, l5r_abilrec *r)
{
    l5r_schema *s = a->s;
    if (f->kind == L5R_NODE_SCALAR) {
        int i = 0;
        int rc = l5r_fields__get_enum(s, f, "condition", condition_names, &i);
        r->condition = (uint8_t)(i + 1);
        return rc;
    }
    r->pred_first = s->db->preds.n;
    int rc = L5R_OK;
    if (f->kind == L5R_NODE_MAP) {
        rc = schema_predicate(a, f);
    } else if (f->kind == L5R_NODE_SEQ && f->count > 0 && f->count <= 8) {
        for (const l5r_node *c = f->child; c != NULL; c = c->next)
            if (schema_predicate(a, c) != L5R_OK)
                rc = L5R_ESCHEMA;
    } else {
        rc = l5r_fields__schema_err(
            s, f, false, L5R_ESCHEMA,
            "'condition' must be a condition word, a condition, or a list "
            "of 1 to 8 conditions");
    }
    r->pred_count = s->db->preds.n - r->pred_first;
    return rc;
}

/* --- effects ---------------------------------------------------------------
 */

static void set_slot(l5r_effrec *e, uint8_t slot, int16_t num, uint8_t word,
                     uint32_t str)
{
    static const uint8_t stat_of[] = {[SLOT_STAT_FORCE] = L5R_STAT_FORCE,
                                      [SLOT_STAT_CHI] = L5R_STAT_CHI,
                                      [SLOT_STAT_PROVINCE_STRENGTH] =
                                          L5R_STAT_PROVINCE_STRENGTH};
    switch (slot) {
    case SLOT_WHO:
        e->who = word;
        break;
    case SLOT_FROM:
        e->from = word;
        break;
    case SLOT_PLAYER:
        e->player = word;
        break;
    case SLOT_UNTIL:
        e->until = word;
        break;
    case SLOT_AMOUNT:
        e->amount = num;
        break;
    case SLOT_COUNT:
        e->count = num;
        break;
    case SLOT_STR:
        e->str = str;
        break;
    case SLOT_DECK:
        e->deck = (uint8_t)num;
        break;
    case SLOT_THEN:
        e->then = (uint8_t)num;
        break;
    case SLOT_WHICH:
        e->which = (uint8_t)num;
        break;
    case SLOT_SEL: /* read by card_filter() */
        break;
    default: /* a token's stat modification */
        e->stats.v[stat_of[slot]] = num;
        e->stats.has |= 1u << stat_of[slot];
        break;
    }
}

/* SRC-03: what a search finds is named by its kind, keywords, title and
   printed numbers; the words of a card in play (bowed, attacking, where it
   is, how many) mean nothing in a deck. GLD-01, GLD-03: the same holds of
   the cards a Gold Cost change or restricted gold is for, which are
   looked at in provinces and hands; a Gold Cost change may say whose
   cards it reaches (its controller's when it does not say). */
static int card_filter(abil_ctx *a, const l5r_node *g, l5r_effrec *e)
{
    bool search = e->kind == L5R_EFF_SEARCH;
    bool whose = e->kind == L5R_EFF_COST_BONUS;
    l5r_selrec sel;
    if (schema_selector(a, g, &sel) != L5R_OK)
        return L5R_ESCHEMA;
    bool has_controller = false;
    for (const l5r_node *f = g->child; f != NULL; f = f->next) {
        static const char *const state_words[] = {
            "bowed", "face_down",  "attacking", "defending",
            "at",    "controller", "count",     "dishonorable"};
        for (size_t i = 0; i < L5R_ARRAY_LEN(state_words); i++) {
            if (strcmp(f->key, state_words[i]) != 0)
                continue;
            if (whose && strcmp(f->key, "controller") == 0) {
                has_controller = true;
                continue;
            }
            if (search)
                return l5r_fields__schema_err(
                    a->s, f, true, L5R_ESCHEMA,
                    "'%s' cannot filter a search: a card in a deck is "
                    "named by type, keywords, not_keywords, title and its "
                    "printed Force, Chi and Personal Honor (SRC-03)",
                    state_words[i]);
            return l5r_fields__schema_err(
                a->s, f, true, L5R_ESCHEMA,
                "'%s' cannot say what gold is for: the cards are named by "
                "type, keywords, not_keywords, title and their printed "
                "Force, Chi and Personal Honor%s (GLD-01, GLD-03)",
                state_words[i], whose ? ", and whose they are" : "");
        }
    }
    if (whose && !has_controller)
        sel.controller = L5R_CTL_SELF;
    uint32_t at;
    if (push_sel(a, g, &sel, &at) != L5R_OK)
        return L5R_ENOMEM;
    e->sel = at + 1;
    return L5R_OK;
}

/* The long form: a mapping of the fields the word takes. */
static int effect_fields(abil_ctx *a, const l5r_node *f, l5r_effrec *e,
                         const effect_word *w)
{
    l5r_schema *s = a->s;
    if (l5r_fields__expect(s, f, L5R_NODE_MAP, f->key) != L5R_OK)
        return L5R_ESCHEMA;
    int rc = L5R_OK;
    uint32_t seen = 0;
    for (const l5r_node *g = f->child; g != NULL; g = g->next) {
        int k = 0;
        while (k < L5R_NFIELDS &&
               !((w->fields >> k & 1) &&
                 l5r_schema__key_is(g, effect_fields_of[k].key,
                                    effect_fields_of[k].len)))
            k++;
        if (k == L5R_NFIELDS) {
            rc = l5r_fields__schema_err(s, g, true, L5R_ESCHEMA,
                                        "unknown field '%.48s' in '%.32s'",
                                        g->key, f->key);
            continue;
        }
        seen |= 1u << k;
        const effect_field *fd = &effect_fields_of[k];
        if (k == L5R_FLD_FIND || k == L5R_FLD_FOR) {
            if (card_filter(a, g, e) != L5R_OK)
                rc = L5R_ESCHEMA;
            continue;
        }
        if (k == L5R_FLD_AMOUNT && (w->flags & L5R_VF_EXPR) &&
            g->kind == L5R_NODE_MAP) {
            if (schema_amount(a, g, false, &e->expr) != L5R_OK)
                rc = L5R_ESCHEMA;
            continue;
        }
        int16_t num = 0;
        uint8_t word = 0;
        uint32_t str = 0;
        int r = get_value(a, g, &fd->value, &num, &word, &str);
        if (r == L5R_OK && fd->value.type == L5R_VAL_TRUE)
            num = 1; /* `pay: true` (ATT-07) */
        if (r == L5R_OK)
            set_slot(e, fd->slot, num, word, str);
        else
            rc = r;
    }
    uint32_t missing = w->required & ~seen;
    if (missing != 0 && rc == L5R_OK) {
        int k = 0;
        while (!(missing >> k & 1))
            k++;
        rc = l5r_fields__schema_err(s, f, false, L5R_ESCHEMA,
                                    "'%.32s' needs '%s'", f->key,
                                    effect_fields_of[k].key);
    }
    return rc;
}

static int schema_effect(abil_ctx *a, const l5r_node *n)
{
    l5r_schema *s = a->s;
    const l5r_node *f = single(a, n, "an effect");
    if (f == NULL)
        return L5R_ESCHEMA;
    uint8_t kind = 1;
    while (
        kind < L5R_NEFFECTS &&
        !l5r_schema__key_is(f, effect_words[kind].word, effect_words[kind].len))
        kind++;
    if (kind == L5R_NEFFECTS)
        return l5r_fields__schema_err(s, f, true, L5R_ESCHEMA,
                                      "unknown effect '%.48s'", f->key);
    const effect_word *w = &effect_words[kind];
    l5r_effrec e;
    memset(&e, 0, sizeof e);
    e.kind = kind;
    for (int k = 0; k < L5R_NFIELDS; k++) /* the fields' defaults */
        if (w->fields >> k & 1 && effect_fields_of[k].dflt != 0)
            set_slot(&e, effect_fields_of[k].slot, effect_fields_of[k].dflt,
                     (uint8_t)effect_fields_of[k].dflt, 0);
    /* A scalar is the short form if there is one; anything else is the
       long form if there is one. */
    int rc;
    if (w->fields == 0 && (w->flags & L5R_VF_EXPR) && f->kind == L5R_NODE_MAP)
        rc = schema_amount(a, f, false, &e.expr); /* AMT-01 */
    else if (w->fields != 0 &&
             (f->kind != L5R_NODE_SCALAR || w->value.type == L5R_VAL_NONE))
        rc = effect_fields(a, f, &e, w);
    else
        rc = get_value(a, f, &w->value, &e.amount, &e.who, &e.str);
    if (rc == L5R_OK && (w->flags & L5R_VF_HONOR_AMOUNT) && e.amount < 0)
        rc = l5r_fields__schema_err(s, f, false, L5R_ESCHEMA,
                                    "an honor amount cannot be negative");
    /* SET-03: a stat is never set below 0. */
    if (rc == L5R_OK && kind == L5R_EFF_SET_STAT && e.expr == 0 && e.amount < 0)
        rc = l5r_fields__schema_err(s, f, false, L5R_ESCHEMA,
                                    "set_stat's amount cannot be negative "
                                    "(SET-03)");
    /* TOK-01: a token has stat modifications, a title, or both. */
    if (rc == L5R_OK && (w->flags & L5R_VF_TOKEN_BODY) && e.str == 0 &&
        e.stats.has == 0)
        rc =
            l5r_fields__schema_err(s, f, false, L5R_ESCHEMA,
                                   "a token needs stat modifications, a title, "
                                   "or both (TOK-01)");
    if (rc != L5R_OK)
        return rc;
    if (kind == L5R_EFF_ATTACH_FROM_HAND)
        e.who = L5R_WHO_TARGET; /* the long form too (ATT-05) */
    uint32_t at;
    if (l5r_vec__push(&s->db->mem, &s->db->effs, &at) != L5R_OK)
        return l5r_fields__schema_err(s, n, false, L5R_ENOMEM, "out of memory");
    s->db->effs.v[at] = e;
    return L5R_OK;
}

/* --- the ability ------------------------------------------------------------
 */

static int get_timing(l5r_schema *s, const l5r_node *f, uint16_t *out)
{
    int i = 0;
    if (f->kind == L5R_NODE_SCALAR) {
        if (l5r_fields__get_enum(s, f, "timing", timing_names, &i) != L5R_OK)
            return L5R_ESCHEMA;
        *out = (uint16_t)(1u << i);
        return L5R_OK;
    }
    if (f->kind != L5R_NODE_SEQ || f->count == 0)
        return l5r_fields__schema_err(
            s, f, false, L5R_ESCHEMA,
            "'timing' must be a timing or a list of them");
    *out = 0;
    for (const l5r_node *c = f->child; c != NULL; c = c->next) {
        if (l5r_fields__get_enum(s, c, "timing", timing_names, &i) != L5R_OK)
            return L5R_ESCHEMA;
        *out |= (uint16_t)(1u << i);
    }
    return L5R_OK;
}

static bool has_trait(const l5r_carddb *db, const l5r_abilrec *r,
                      const char *trait)
{
    for (uint32_t i = 0; i < r->traits_count; i++)
        if (l5r_keywords__equal(
                l5r_cards__str(db, db->strlist.v[r->traits_first + i]), trait))
            return true;
    return false;
}

/* TRG-02, TRG-05: a mandatory ability makes no choices and is no move:
   only a Reaction (its timing `reaction` alone, with its trigger), with no
   cost, no target, no effect that targets or chooses (Fear, a redirection,
   an attack, a search), no Ritual casters and no limit. */
static int mandatory_ok(l5r_schema *s, const l5r_abilrec *r,
                        const l5r_node *timing, const l5r_node *target,
                        const l5r_node *cost, const l5r_node *limit,
                        const l5r_node *casters, const l5r_node *effects)
{
    if (r->timing != L5R_TIMING_REACTION)
        return l5r_fields__schema_err(s, timing, true, L5R_ESCHEMA,
                                      "a mandatory ability has 'timing: "
                                      "reaction' and nothing else (TRG-02)");
    if (target != NULL)
        return l5r_fields__schema_err(s, target, true, L5R_ESCHEMA,
                                      "a mandatory ability has no 'target': "
                                      "it makes no choices (TRG-02)");
    if (cost != NULL)
        return l5r_fields__schema_err(s, cost, true, L5R_ESCHEMA,
                                      "a mandatory ability has no 'cost': it "
                                      "is not used, it happens (TRG-02)");
    if (casters != NULL)
        return l5r_fields__schema_err(s, casters, true, L5R_ESCHEMA,
                                      "a mandatory ability has no 'casters': "
                                      "it makes no choices (TRG-02)");
    if (limit != NULL)
        return l5r_fields__schema_err(s, limit, true, L5R_ESCHEMA,
                                      "a mandatory ability has no 'limit': it "
                                      "resolves once each time its trigger "
                                      "happens (TRG-05)");
    const l5r_node *en = effects->kind == L5R_NODE_SEQ ? effects->child : NULL;
    for (uint32_t k = 0; k < r->eff_count; k++, en = en ? en->next : NULL) {
        uint8_t kind = s->db->effs.v[r->eff_first + k].kind;
        if ((effect_words[kind].flags & L5R_VF_IMPLICIT_TARGET) ||
            kind == L5R_EFF_SEARCH)
            return l5r_fields__schema_err(
                s, en != NULL ? en : effects, false, L5R_ESCHEMA,
                "a mandatory ability makes no choices: '%s' %s (TRG-02)",
                effect_words[kind].word,
                kind == L5R_EFF_SEARCH ? "chooses a card" : "names a target");
    }
    return L5R_OK;
}

/* PRF-01: a performer is a card its player controls in play (`controller`
   is always `self`), named by the move. */
static int performer_filter(abil_ctx *a, const l5r_node *f, l5r_selrec *sel)
{
    if (schema_selector(a, f, sel) != L5R_OK ||
        chosen_at_ok(a, f, sel) != L5R_OK)
        return L5R_ESCHEMA;
    for (const l5r_node *g = f->child; g != NULL; g = g->next) {
        const char *why = NULL;
        if (L5R_KEY_IS(g, "controller") && sel->controller != L5R_CTL_SELF)
            why = "a performer is always a card its player controls "
                  "('controller' is 'self') (PRF-01)";
        else if (L5R_KEY_IS(g, "count") && sel->count != 1)
            why = "an ability has one performer (PRF-01)";
        else if (L5R_KEY_IS(g, "at") && sel->at == L5R_AT_DISCARD)
            why = "a performer is a card in play (PRF-01)";
        if (why != NULL)
            return l5r_fields__schema_err(a->s, g, true, L5R_ESCHEMA, "%s",
                                          why);
    }
    if (sel->type == L5R_SEL_PROVINCE || sel->type == L5R_SEL_RING ||
        sel->type == L5R_SEL_TOKEN || sel->type == L5R_SEL_PLAYER)
        return l5r_fields__schema_err(
            a->s, f, false, L5R_ESCHEMA,
            "a performer is a card in play: a Personality, a Follower or "
            "another card, not a province, a Ring, a token or a player "
            "(PRF-01)");
    sel->controller = L5R_CTL_SELF;
    return L5R_OK;
}

/* PRF-01: what `performer` names the ability must have; a Ritual names
   its casters (RIT-01) and a mandatory ability makes no choices
   (TRG-02), so neither has a performer; nor does a duel yet (its
   challenger is the ability's Personality, DUE-01). */
/* ATT-05: a target `at: hand` is a card of its player's own hand
   (`controller: self`) that attach_from_hand attaches, and the one thing
   the ability does with it; attach_from_hand takes no other target. */
static int hand_target_ok(l5r_schema *s, const l5r_carddb *db,
                          const l5r_abilrec *r, const l5r_node *n)
{
    bool hand = r->target.present && r->target.at == L5R_AT_HAND;
    bool attaches = false, other = false;
    for (uint32_t k = 0; k < r->eff_count; k++) {
        const l5r_effrec *e = &db->effs.v[r->eff_first + k];
        if (e->kind == L5R_EFF_ATTACH_FROM_HAND)
            attaches = true;
        else if (e->who == L5R_WHO_TARGET)
            other = true;
    }
    if (!hand && !attaches)
        return L5R_OK;
    const l5r_node *t = n->child;
    while (t != NULL && !L5R_KEY_IS(t, "target"))
        t = t->next;
    const char *why = NULL;
    if (!hand)
        why = "attach_from_hand attaches a card of your hand: its target is "
              "'at: hand' with 'controller: self' (ATT-05)";
    else if (!attaches || other)
        why = "'at: hand' is only for counting (an amount's 'count') or "
              "for the card attach_from_hand attaches, and no other "
              "effect's (ATT-05)";
    else if (r->target.controller != L5R_CTL_SELF)
        why = "the card attach_from_hand attaches is in your own hand: "
              "its target says 'controller: self' (ATT-05)";
    else if (r->target.count > 1)
        why = "attach_from_hand attaches one card (ATT-05)";
    if (why == NULL)
        return L5R_OK;
    return l5r_fields__schema_err(s, t != NULL ? t : n, false, L5R_ESCHEMA,
                                  "%s", why);
}

/* RET-03: a target `at: province` is a face-up card of its player's own
   provinces (`controller: self`) that put_into_play brings into play,
   and the one thing the ability does with it. */
static int province_target_ok(l5r_schema *s, const l5r_carddb *db,
                              const l5r_abilrec *r, const l5r_node *n)
{
    if (!r->target.present || r->target.at != L5R_AT_PROVINCE)
        return L5R_OK;
    bool brings = false, other = false;
    for (uint32_t k = 0; k < r->eff_count; k++) {
        const l5r_effrec *e = &db->effs.v[r->eff_first + k];
        if (e->kind == L5R_EFF_PUT_INTO_PLAY)
            brings = true;
        else if (e->who == L5R_WHO_TARGET)
            other = true;
    }
    const l5r_node *t = n->child;
    while (t != NULL && !L5R_KEY_IS(t, "target"))
        t = t->next;
    const char *why = NULL;
    if (!brings || other)
        why = "'at: province' is only for counting (an amount's 'count') or "
              "for the Personality put_into_play brings from your provinces, "
              "and no other effect's (RET-03)";
    else if (r->target.controller != L5R_CTL_SELF)
        why = "put_into_play brings a card of your own provinces: its target "
              "says 'controller: self' (RET-03)";
    else if (r->target.type != L5R_SEL_PERSONALITY)
        why = "only a Personality is put into play from a province: its "
              "target says 'type: personality' (RET-03)";
    if (why == NULL)
        return L5R_OK;
    return l5r_fields__schema_err(s, t != NULL ? t : n, false, L5R_ESCHEMA,
                                  "%s", why);
}

static int performer_ok(l5r_schema *s, const l5r_abilrec *r, const abil_ctx *a,
                        const l5r_node *performer, const l5r_node *casters,
                        const l5r_node *mandatory)
{
    if (a->first_performer_use != NULL && performer == NULL)
        return l5r_fields__schema_err(
            s, a->first_performer_use, false, L5R_ESCHEMA,
            "'performer' is used but the ability has no 'performer' (PRF-01)");
    if (performer == NULL)
        return L5R_OK;
    const char *why = NULL;
    if (casters != NULL)
        why = "a Ritual names its casters: it has no 'performer' (PRF-01, "
              "RIT-01)";
    else if (mandatory != NULL)
        why = "a mandatory ability makes no choices: it has no 'performer' "
              "(PRF-01, TRG-02)";
    else if (r->timing & L5R_TIMING_CONTINUOUS)
        why = "a continuous ability is not performed: it has no "
              "'performer' (PRF-01)";
    for (uint32_t k = 0; why == NULL && k < r->eff_count; k++)
        if (s->db->effs.v[r->eff_first + k].kind == L5R_EFF_DUEL)
            why = "a duel is fought by the ability's Personality: a duel "
                  "ability has no 'performer' (PRF-01, DUE-01)";
    if (why != NULL)
        return l5r_fields__schema_err(s, performer, true, L5R_ESCHEMA, "%s",
                                      why);
    return L5R_OK;
}

/* GRA-04: a granted ability is an action the card given it uses (Limited,
   Open, Battle or Engage): not continuous, not a Reaction, not
   mandatory, with no performer, and no "choose one" (choose_one()). */
static int granted_ok(l5r_schema *s, const l5r_abilrec *r,
                      const l5r_node *granted)
{
    if (granted == NULL)
        return L5R_OK;
    const char *why = NULL;
    if (r->timing &
        (L5R_TIMING_CONTINUOUS | L5R_TIMING_REACTION | L5R_TIMING_REVEALED))
        why = "a granted ability is an action (limited, open, battle or "
              "engage), not continuous, a Reaction or revealed (GRA-04)";
    else if (r->mandatory)
        why = "a granted ability is not mandatory (GRA-04)";
    else if (r->performer.present)
        why = "a granted ability is used by the card given it: it has no "
              "'performer' (GRA-04)";
    if (why != NULL)
        return l5r_fields__schema_err(s, granted, true, L5R_ESCHEMA, "%s", why);
    return L5R_OK;
}

/* The phases a trigger may name (l5r_phase, from 1), as the engine
   names them. */
static const char *const phase_names[] = {
    "straighten", "events", "action", "attack", "dynasty", "end", NULL};

#define TRIG_BIT(k) (UINT64_C(1) << L5R_TRIGGER_##k)
/* INT-01: the events the engine holds just before they happen, for a
   mandatory Interrupt; INT-02: those it stops before at a step boundary,
   where an optional Interrupt has a window. */
static const uint64_t before_mandatory_kinds =
    TRIG_BIT(BATTLE_WON) | TRIG_BIT(BATTLE_LOST) |
    TRIG_BIT(PROVINCE_DESTROYED) | TRIG_BIT(FAVOR_TAKEN) |
    TRIG_BIT(HONOR_GAINED) | TRIG_BIT(HONOR_LOST) | TRIG_BIT(CARD_DESTROYED) |
    TRIG_BIT(TURN_START) | TRIG_BIT(BATTLE_BEGINS) | TRIG_BIT(ACTION_RESOLVED) |
    TRIG_BIT(PHASE_ENDS) | TRIG_BIT(PHASE_BEGINS) | TRIG_BIT(ASSIGNED);
static const uint64_t before_optional_kinds =
    TRIG_BIT(ACTION_RESOLVED) | TRIG_BIT(PHASE_ENDS);

/* `trigger: {event: NAME}`, with `before: true` (an Interrupt), `phase:
   NAME` (the phase events, TRG-10) and `who` (TRG-09 .. TRG-11). */
static int schema_trigger(l5r_schema *s, const l5r_node *f, l5r_abilrec *r,
                          const l5r_node **before)
{
    const l5r_node *ev = NULL, *phase = NULL, *who = NULL, *cost = NULL;
    int rc = L5R_OK;
    if (f->kind != L5R_NODE_MAP)
        return l5r_fields__schema_err(s, f, false, L5R_ESCHEMA,
                                      "'trigger' must be {event: NAME}");
    for (const l5r_node *c = f->child; c != NULL; c = c->next) {
        if (L5R_KEY_IS(c, "event")) {
            ev = c;
            int i = 0;
            rc |=
                l5r_fields__get_enum(s, c, "trigger event", trigger_names, &i);
            r->trigger = (uint8_t)(i + 1);
        } else if (L5R_KEY_IS(c, "before")) {
            bool b = false;
            rc |= l5r_fields__get_bool(s, c, &b);
            r->before = b;
            *before = b ? c : NULL;
        } else if (L5R_KEY_IS(c, "phase")) {
            phase = c;
            int i = 0;
            rc |= l5r_fields__get_enum(s, c, "phase", phase_names, &i);
            r->trig_phase = (uint8_t)(i + 1);
        } else if (L5R_KEY_IS(c, "who")) {
            who = c;
            static const char *const whos[] = {"self", "opponent", "any", NULL};
            static const uint8_t who_of[] = {L5R_WHO_SELF, L5R_WHO_OPPONENT,
                                             L5R_WHO_ANY};
            int i = 0;
            rc |= l5r_fields__get_enum(s, c, "'who'", whos, &i);
            r->trig_who = who_of[i];
        } else if (L5R_KEY_IS(c, "cost")) {
            cost = c;
            int i = 0;
            rc |= l5r_fields__get_enum(s, c, "cost", cost_names, &i);
            r->trig_cost = (uint8_t)(L5R_COST_BOW + i);
        } else {
            rc = l5r_fields__schema_err(s, c, true, L5R_ESCHEMA,
                                        "unknown field '%.48s' in a trigger",
                                        c->key);
        }
    }
    if (rc != L5R_OK)
        return L5R_ESCHEMA;
    if (ev == NULL)
        return l5r_fields__schema_err(s, f, false, L5R_ESCHEMA,
                                      "'trigger' must be {event: NAME}");
    uint8_t k = r->trigger;
    if (phase != NULL && k != L5R_TRIGGER_PHASE_ENDS &&
        k != L5R_TRIGGER_PHASE_BEGINS)
        return l5r_fields__schema_err(s, phase, true, L5R_ESCHEMA,
                                      "only phase_ends and phase_begins name "
                                      "a 'phase' (TRG-10)");
    if (who != NULL && k != L5R_TRIGGER_ACTION_RESOLVED &&
        k != L5R_TRIGGER_PHASE_ENDS && k != L5R_TRIGGER_PHASE_BEGINS &&
        k != L5R_TRIGGER_ASSIGNED)
        return l5r_fields__schema_err(s, who, true, L5R_ESCHEMA,
                                      "only action_resolved, phase_ends, "
                                      "phase_begins and assigned take a "
                                      "'who' (TRG-09)");
    if (cost != NULL && k != L5R_TRIGGER_COST_PAID)
        return l5r_fields__schema_err(s, cost, true, L5R_ESCHEMA,
                                      "only cost_paid names a 'cost' (TRG-12)");
    return L5R_OK;
}

/* INT-01, INT-02: an Interrupt only on an event the engine can hold
   before it happens; an optional one only where the engine stops. */
static int before_ok(l5r_schema *s, const l5r_abilrec *r,
                     const l5r_node *before)
{
    uint64_t bit = r->trigger < 64 ? UINT64_C(1) << r->trigger : 0;
    if (!(before_mandatory_kinds & bit))
        return l5r_fields__schema_err(s, before, true, L5R_ESCHEMA,
                                      "'%s' cannot be answered before it "
                                      "happens (INT-01)",
                                      trigger_names[r->trigger - 1]);
    if (!r->mandatory && !(before_optional_kinds & bit))
        return l5r_fields__schema_err(
            s, before, true, L5R_ESCHEMA,
            "'%s' happens in the middle of an effect: only a mandatory "
            "Interrupt answers it before it happens (INT-02)",
            trigger_names[r->trigger - 1]);
    /* The phases that end as all pass: the Action and the Dynasty. */
    if (!r->mandatory && r->trigger == L5R_TRIGGER_PHASE_ENDS &&
        r->trig_phase != L5R_PHASE_ACTION && r->trig_phase != L5R_PHASE_DYNASTY)
        return l5r_fields__schema_err(s, before, true, L5R_ESCHEMA,
                                      "an optional Interrupt to a phase's end "
                                      "names 'phase: action' or 'phase: "
                                      "dynasty', the phases that end as all "
                                      "pass (INT-02)");
    return L5R_OK;
}

static int one_ability(l5r_schema *s, const l5r_node *n, uint32_t card,
                       uint8_t card_type, uint8_t option)
{
    l5r_carddb *db = s->db;
    abil_ctx a = {s, false, NULL, NULL, NULL, false};
    l5r_abilrec r;
    memset(&r, 0, sizeof r);
    r.card = card;
    r.option = option;
    r.pos = (l5r_pos){s->src, n->line, n->col};
    const l5r_node *timing = NULL, *trigger = NULL, *effects = NULL,
                   *whilst = NULL, *casters = NULL, *limit = NULL,
                   *mandatory = NULL, *target = NULL, *cost = NULL,
                   *performer = NULL, *granted = NULL, *before = NULL;
    int rc = L5R_OK;
    /* The target first: costs and effects may refer to it. */
    for (const l5r_node *f = n->child; f != NULL; f = f->next)
        if (L5R_KEY_IS(f, "target")) {
            a.has_target = true;
            target = f;
            /* `at: hand`: the card attach_from_hand attaches (ATT-05);
               `at: province`: the Personality put_into_play brings
               (RET-03); both checked with the effects below. */
            a.own_target = true;
            int tr = schema_selector(&a, f, &r.target);
            a.own_target = false;
            if (tr != L5R_OK ||
                (r.target.at != L5R_AT_HAND && r.target.at != L5R_AT_PROVINCE &&
                 chosen_at_ok(&a, f, &r.target) != L5R_OK))
                rc = L5R_ESCHEMA;
        }
    for (const l5r_node *f = n->child; f != NULL; f = f->next) {
        int r2 = L5R_OK;
        if (L5R_KEY_IS(f, "target")) {
            continue;
        } else if (L5R_KEY_IS(f, "timing")) {
            timing = f;
            r2 = get_timing(s, f, &r.timing);
        } else if (L5R_KEY_IS(f, "traits")) {
            r2 = l5r_fields__get_strlist(s, f, false, &r.traits_first,
                                         &r.traits_count);
        } else if (L5R_KEY_IS(f, "limit")) {
            limit = f;
            int i = 0;
            r2 = l5r_fields__get_enum(s, f, "limit", limit_names, &i);
            r.limit = (uint8_t)i;
        } else if (L5R_KEY_IS(f, "trigger")) {
            trigger = f;
            r2 = schema_trigger(s, f, &r, &before);
        } else if (L5R_KEY_IS(f, "mandatory")) {
            bool b = false;
            r2 = l5r_fields__get_bool(s, f, &b);
            mandatory = b ? f : NULL;
            r.mandatory = b;
        } else if (L5R_KEY_IS(f, "cost")) {
            cost = f;
            if (f->kind != L5R_NODE_SEQ) {
                r2 = l5r_fields__expect(s, f, L5R_NODE_SEQ, "'cost'");
            } else {
                r.cost_first = db->costs.n;
                for (const l5r_node *c = f->child; c != NULL; c = c->next)
                    if (schema_cost(&a, c) != L5R_OK)
                        r2 = L5R_ESCHEMA;
                r.cost_count = db->costs.n - r.cost_first;
            }
        } else if (L5R_KEY_IS(f, "effects")) {
            effects = f;
            if (f->kind != L5R_NODE_SEQ || f->count == 0 || f->count > 16) {
                r2 = l5r_fields__schema_err(
                    s, f, false, L5R_ESCHEMA,
                    "'effects' must be a list of 1 to 16 "
                    "effects");
            } else {
                r.eff_first = db->effs.n;
                for (const l5r_node *c = f->child; c != NULL; c = c->next)
                    if (schema_effect(&a, c) != L5R_OK)
                        r2 = L5R_ESCHEMA;
                r.eff_count = db->effs.n - r.eff_first;
            }
        } else if (L5R_KEY_IS(f, "while")) {
            whilst = f;
            int i = 0;
            r2 = l5r_fields__get_enum(s, f, "'while'", while_names, &i);
            r.whilst = (uint8_t)(i + 1);
        } else if (L5R_KEY_IS(f, "casters")) {
            casters = f;
            int64_t lo = 0, hi = 0;
            bool has_min = false;
            if (f->kind != L5R_NODE_MAP) {
                r2 = l5r_fields__expect(s, f, L5R_NODE_MAP, "'casters'");
            } else {
                for (const l5r_node *g = f->child; g != NULL; g = g->next) {
                    if (L5R_KEY_IS(g, "min")) {
                        has_min = true;
                        r2 |= l5r_fields__get_int(s, g, 1, 8, &lo);
                    } else if (L5R_KEY_IS(g, "max")) {
                        r2 |= l5r_fields__get_int(s, g, 1, 8, &hi);
                    } else {
                        r2 = l5r_fields__schema_err(s, g, true, L5R_ESCHEMA,
                                                    "unknown field '%.48s' in "
                                                    "'casters'",
                                                    g->key);
                    }
                }
                if (r2 == L5R_OK && !has_min)
                    r2 = l5r_fields__schema_err(s, f, false, L5R_ESCHEMA,
                                                "'casters' needs 'min'");
                if (hi == 0)
                    hi = lo > 0 ? 8 : 0;
                if (r2 == L5R_OK && hi < lo)
                    r2 = l5r_fields__schema_err(s, f, false, L5R_ESCHEMA,
                                                "'casters': max is below min");
                r.casters_min = (uint8_t)lo;
                r.casters_max = (uint8_t)hi;
            }
        } else if (L5R_KEY_IS(f, "performer")) {
            performer = f;
            r2 = performer_filter(&a, f, &r.performer);
        } else if (L5R_KEY_IS(f, "granted")) {
            bool b = false;
            r2 = l5r_fields__get_bool(s, f, &b);
            granted = b ? f : NULL;
            r.granted = b;
        } else if (L5R_KEY_IS(f, "text")) {
            r2 = l5r_fields__get_str(s, f, &r.text);
        } else if (L5R_KEY_IS(f, "condition")) {
            r2 = schema_conditions(&a, f, &r);
        } else {
            r2 = l5r_fields__schema_err(s, f, true, L5R_ESCHEMA,
                                        "unknown field '%.48s' in an ability",
                                        f->key);
        }
        if (r2 != L5R_OK)
            rc = L5R_ESCHEMA;
    }
    if (rc != L5R_OK)
        return rc;
    if (timing == NULL)
        return l5r_fields__schema_err(s, n, false, L5R_ESCHEMA,
                                      "an ability needs a 'timing'");
    if (effects == NULL)
        return l5r_fields__schema_err(s, n, false, L5R_ESCHEMA,
                                      "an ability needs 'effects'");
    if ((r.timing & L5R_TIMING_REACTION) && trigger == NULL)
        return l5r_fields__schema_err(s, n, false, L5R_ESCHEMA,
                                      "a reaction needs a 'trigger'");
    if (trigger != NULL && !(r.timing & L5R_TIMING_REACTION))
        return l5r_fields__schema_err(s, trigger, true, L5R_ESCHEMA,
                                      "only a reaction has a 'trigger'");
    /* LIM-01: once per battle means something only for a Battle action. */
    if (limit != NULL && r.limit == L5R_LIMIT_BATTLE &&
        !(r.timing & L5R_TIMING_BATTLE))
        return l5r_fields__schema_err(s, limit, true, L5R_ESCHEMA,
                                      "only a battle ability has 'limit: "
                                      "once_per_battle' (LIM-01)");
    if (mandatory != NULL && mandatory_ok(s, &r, timing, target, cost, limit,
                                          casters, effects) != L5R_OK)
        return L5R_ESCHEMA;
    if (before != NULL && before_ok(s, &r, before) != L5R_OK)
        return L5R_ESCHEMA;
    if (whilst != NULL && !(r.timing & L5R_TIMING_CONTINUOUS))
        return l5r_fields__schema_err(s, whilst, true, L5R_ESCHEMA,
                                      "only a continuous ability has 'while'");
    if (casters != NULL && !has_trait(db, &r, "Ritual"))
        return l5r_fields__schema_err(s, casters, true, L5R_ESCHEMA,
                                      "only a Ritual has 'casters' (RIT-01)");
    /* A continuous ability's amounts and conditions are read while
       stats are figured: reading a stat there could read itself. */
    if (a.first_stat_read != NULL && (r.timing & L5R_TIMING_CONTINUOUS))
        return l5r_fields__schema_err(
            s, a.first_stat_read, true, L5R_ESCHEMA,
            "a continuous ability's amounts and conditions cannot read a "
            "stat (a 'stat', or a 'count' filtering by one)");
    if (performer_ok(s, &r, &a, performer, casters, mandatory) != L5R_OK ||
        granted_ok(s, &r, granted) != L5R_OK)
        return L5R_ESCHEMA;
    if (a.first_target_use != NULL && !a.has_target)
        return l5r_fields__schema_err(s, a.first_target_use, false, L5R_ESCHEMA,
                                      "'target' is used but the ability has no "
                                      "'target'");
    if (hand_target_ok(s, db, &r, n) != L5R_OK ||
        province_target_ok(s, db, &r, n) != L5R_OK)
        return L5R_ESCHEMA;
    /* MOV-01: `at: away` names a unit away from the current battlefield,
       which presence (CORE-51) keeps from being targeted but for a move
       to the battle: the ability must move its target there. */
    if (r.target.present && r.target.at == L5R_AT_AWAY) {
        bool moves = false;
        for (uint32_t k = 0; k < r.eff_count; k++) {
            const l5r_effrec *e = &db->effs.v[r.eff_first + k];
            moves |= e->kind == L5R_EFF_MOVE_TO_BATTLEFIELD &&
                     e->who == L5R_WHO_TARGET;
        }
        const l5r_node *t = n->child;
        while (t != NULL && !L5R_KEY_IS(t, "target"))
            t = t->next;
        if (!moves)
            return l5r_fields__schema_err(
                s, t != NULL ? t : n, true, L5R_ESCHEMA,
                "a target 'at: away' is one the ability moves to the "
                "current battlefield (move_to_battlefield: target): "
                "units away from the battle are not targeted otherwise "
                "(MOV-01, CORE-51)");
    }
    /* TOK-10: a token is no card: it is neither bowed nor unbowed, and
       only destroy_token acts on a targeted token. */
    bool token_target = r.target.present && r.target.type == L5R_SEL_TOKEN;
    for (uint32_t k = 0; token_target && k < r.eff_count; k++) {
        const l5r_effrec *e = &db->effs.v[r.eff_first + k];
        if ((e->who == L5R_WHO_TARGET && e->kind != L5R_EFF_DESTROY_TOKEN) ||
            e->player == L5R_WHO_TARGET || e->from == L5R_WHO_TARGET)
            return l5r_fields__schema_err(
                s, a.first_target_use, false, L5R_ESCHEMA,
                "the target is a token: only destroy_token acts on it "
                "(tokens are not cards, TOK-10)");
    }
    for (uint32_t k = 0; token_target && k < r.cost_count; k++)
        if (db->costs.v[r.cost_first + k].who == L5R_WHO_TARGET)
            return l5r_fields__schema_err(
                s, a.first_target_use, false, L5R_ESCHEMA,
                "the target is a token: no cost can be paid with it "
                "(tokens are not cards, TOK-10)");
    /* DUE-05: `winner` and `loser` name the duelists of a duel the
       ability fought before, so a duel must come first. */
    bool dueled = false;
    const l5r_node *en = effects->kind == L5R_NODE_SEQ ? effects->child : NULL;
    for (uint32_t k = 0; k < r.eff_count; k++, en = en ? en->next : NULL) {
        const l5r_effrec *e = &db->effs.v[r.eff_first + k];
        dueled |= e->kind == L5R_EFF_DUEL;
        if (!dueled &&
            (e->who == L5R_WHO_WINNER || e->who == L5R_WHO_LOSER ||
             e->player == L5R_WHO_WINNER || e->player == L5R_WHO_LOSER ||
             reads_duelist(db, e->expr)))
            return l5r_fields__schema_err(
                s, en != NULL ? en : effects, false, L5R_ESCHEMA,
                "'winner' and 'loser' name a duel's duelists: a duel must "
                "come before them (DUE-05)");
    }
    /* What an effect's place says of it: SRC-04, a search ends its
       ability (its choice is the last thing the ability does) and
       Dynasty cards are never held in a hand (SRC-05, SRC-07); GLD-01,
       GLD-03, a Gold Cost change and restricted gold are what a card in
       play does while it is there, and only a Holding or a Stronghold
       produces gold. */
    en = effects->kind == L5R_NODE_SEQ ? effects->child : NULL;
    for (uint32_t k = 0; k < r.eff_count; k++, en = en ? en->next : NULL) {
        const l5r_effrec *e = &db->effs.v[r.eff_first + k];
        const l5r_node *at_node = en != NULL ? en : effects;
        const char *why = NULL;
        r.eff_kinds |= UINT64_C(1) << e->kind;
        if (e->kind == L5R_EFF_DISCARD_CHOSEN) {
            if (k + 1 != r.eff_count)
                why = "a discard of the player's choice must be its ability's "
                      "last effect (DIS-06)";
            else if (r.timing & L5R_TIMING_CONTINUOUS)
                why = "a continuous ability cannot make a player discard "
                      "(DIS-06)";
            else if (e->which != 0 && e->player == L5R_WHO_SELF)
                why = "chosen_by: self is for another player's discard: the "
                      "ability's player chooses his own anyway (DIS-07)";
        } else if (e->kind == L5R_EFF_SEARCH) {
            if (k + 1 != r.eff_count)
                why = "a search must be its ability's last effect (SRC-04)";
            else if (r.timing & L5R_TIMING_CONTINUOUS)
                why = "a continuous ability cannot search (SRC-04)";
            else if (e->deck == L5R_SEARCH_DYNASTY &&
                     e->then == L5R_SEARCH_HAND)
                why = "a Dynasty card found by a search goes on top of the "
                      "deck (then: top): Dynasty cards are never held in a "
                      "hand (SRC-05)";
            else if (e->deck != L5R_SEARCH_DYNASTY &&
                     e->then == L5R_SEARCH_PLAY)
                why = "only a search of the Dynasty deck puts the card found "
                      "into play (then: play needs deck: dynasty) (SRC-07)";
            else if (e->player != L5R_WHO_SELF && e->player != L5R_WHO_OPPONENT)
                why = "a search looks through the deck of its player (player: "
                      "self) or of an opponent (player: opponent) (SRC-09)";
            else if (e->player == L5R_WHO_OPPONENT &&
                     (e->then == L5R_SEARCH_HAND || e->then == L5R_SEARCH_PLAY))
                why = "a card found in an opponent's deck goes on top, at the "
                      "bottom, to the discard pile or out of the game (then: "
                      "top, bottom, discard or remove), never to your hand or "
                      "into play (SRC-09)";
        } else if (e->kind == L5R_EFF_GIVE_ABILITY) {
            if ((r.timing & L5R_TIMING_CONTINUOUS) &&
                r.whilst != L5R_WHILE_ATTACHED)
                why = "a continuous give_ability is the bearer's while the "
                      "card is attached ('while: attached') (GRA-05)";
            else if ((r.timing & L5R_TIMING_CONTINUOUS) && e->who != 0 &&
                     e->who != L5R_WHO_SELF)
                why = "a continuous give_ability goes to the bearer: it has no "
                      "'to' (GRA-05)";
        } else if (e->kind == L5R_EFF_RETURN_TO_HAND) {
            uint8_t t = r.target.type;
            if (r.timing & L5R_TIMING_CONTINUOUS)
                why = "a continuous ability cannot return a card to a hand "
                      "(RTH-02)";
            else if (e->who == L5R_WHO_SELF && card_type != L5R_TYPE_FOLLOWER &&
                     card_type != L5R_TYPE_ITEM && card_type != L5R_TYPE_SPELL)
                why = "only a Follower, an Item or a Spell in play returns to "
                      "a hand: this card cannot return itself (RTH-02)";
            else if (e->who == L5R_WHO_TARGET && r.target.present &&
                     t != L5R_SEL_FOLLOWER && t != L5R_SEL_ITEM &&
                     t != L5R_SEL_SPELL && t != L5R_SEL_CARD)
                why = "return_to_hand returns a Follower, an Item or a Spell "
                      "in play, or a Fate card of a discard pile: its target "
                      "is one ('type: follower', 'item', 'spell' or 'card') "
                      "(RTH-02)";
        } else if (e->kind == L5R_EFF_CREATE_CARD && e->who != L5R_WHO_NONE) {
            if (e->who != L5R_WHO_SELF && e->who != L5R_WHO_TARGET)
                why = "a card is created attached to the ability's "
                      "Personality (on: self) or to its target (on: target) "
                      "(ATT-10)";
            else if (e->from != L5R_WHO_NONE)
                why = "a card created attached comes where its bearer is: "
                      "'on' takes no 'at' (ATT-10)";
            else if (e->who == L5R_WHO_TARGET &&
                     (!r.target.present ||
                      r.target.type != L5R_SEL_PERSONALITY))
                why = "on: target attaches the card created to the target: "
                      "a Personality ('type: personality') (ATT-10)";
            else if (e->who == L5R_WHO_SELF &&
                     card_type != L5R_TYPE_PERSONALITY &&
                     card_type != L5R_TYPE_FOLLOWER &&
                     card_type != L5R_TYPE_ITEM && card_type != L5R_TYPE_SPELL)
                why = "on: self attaches the card created to this "
                      "Personality, or to the one this card is attached to: "
                      "this card is neither (ATT-10)";
        } else if (e->kind == L5R_EFF_CANNOT &&
                   (e->who == L5R_WHO_PROVINCE ||
                    (e->who == L5R_WHO_TARGET && r.target.present &&
                     r.target.type == L5R_SEL_PROVINCE))) {
            if (e->amount != L5R_CANNOT_DESTROYED)
                why = "a province can only be kept from being destroyed "
                      "(be: destroyed) (PRV-08)";
            else if (r.timing & L5R_TIMING_CONTINUOUS)
                why = "a province cannot be destroyed by a used ability's "
                      "lasting effect, not a continuous one (PRV-08)";
        } else if (e->kind == L5R_EFF_PLAYER_CANNOT) {
            /* (A continuous one names self or opponent: it has no
               target, and winner and loser need a duel before them.) */
            if (!(r.timing & L5R_TIMING_CONTINUOUS) &&
                e->until == L5R_UNTIL_WHILE)
                why = "a player is in no play to stay in: player_cannot lasts "
                      "until the end of the battle or the turn, until your "
                      "next turn, or permanently, or while a continuous "
                      "ability applies (PRV-05)";
        } else if (e->kind == L5R_EFF_COST_BONUS) {
            if (r.timing != L5R_TIMING_CONTINUOUS)
                why = "'cost_bonus' is only for a continuous ability (GLD-01)";
        } else if (e->kind == L5R_EFF_PRODUCE_FOR) {
            if (r.timing != L5R_TIMING_CONTINUOUS)
                why = "'produce_for' is only for a continuous ability "
                      "(GLD-03)";
            else if (card_type != L5R_TYPE_HOLDING &&
                     card_type != L5R_TYPE_STRONGHOLD)
                why = "only a Holding or a Stronghold produces gold (GLD-03)";
            else if (e->amount < 1)
                why = "restricted gold is at least 1 (GLD-03)";
            else if (r.whilst == L5R_WHILE_ATTACHED)
                why = "restricted gold is produced by the card itself, not "
                      "while attached (GLD-03)";
        }
        if (why != NULL)
            return l5r_fields__schema_err(s, at_node, false, L5R_ESCHEMA, "%s",
                                          why);
    }
    for (uint32_t k = 0; k < r.cost_count; k++) {
        const l5r_costrec *c = &db->costs.v[r.cost_first + k];
        if (c->kind == L5R_COST_DISCARD_CARD)
            r.discards += (uint32_t)c->amount;
        r.chosen_bow |= c->kind == L5R_COST_BOW && c->who == L5R_WHO_ANY;
        r.favor_cost |= c->kind == L5R_COST_DISCARD_FAVOR;
    }
    uint32_t at;
    if (l5r_vec__push(&db->mem, &db->abils, &at) != L5R_OK)
        return l5r_fields__schema_err(s, n, false, L5R_ENOMEM, "out of memory");
    db->abils.v[at] = r;
    return L5R_OK;
}

/* The keys of an option of a "choose one" ability: what it targets and
   what it does (CHO-01), which the ability beside it does not have; the
   rest is the ability's, shared. Either may have a `text`. */
static bool option_key(const l5r_node *f)
{
    return L5R_KEY_IS(f, "target") || L5R_KEY_IS(f, "effects");
}

/* CHO-01: `choose: [option, ...]` makes one ability of each option: the
   ability's own keys (timing, costs, limit, ...) with the option's target
   and effects, each parsed as any ability is. */
static int choose_one(l5r_schema *s, const l5r_node *n, const l5r_node *choose,
                      uint32_t card, uint8_t card_type)
{
    enum { MAX_KEYS = 24, MAX_OPTIONS = 4 };
    if (choose->kind != L5R_NODE_SEQ || choose->count < 2 ||
        choose->count > MAX_OPTIONS)
        return l5r_fields__schema_err(
            s, choose, false, L5R_ESCHEMA,
            "'choose' must be a list of 2 to %d options (CHO-01)", MAX_OPTIONS);
    l5r_node shared[MAX_KEYS];
    uint32_t nshared = 0;
    for (const l5r_node *f = n->child; f != NULL; f = f->next) {
        if (f == choose)
            continue;
        if (L5R_KEY_IS(f, "mandatory"))
            return l5r_fields__schema_err(
                s, f, true, L5R_ESCHEMA,
                "a mandatory ability makes no choices: it cannot 'choose' "
                "(TRG-02)");
        if (L5R_KEY_IS(f, "granted"))
            return l5r_fields__schema_err(
                s, f, true, L5R_ESCHEMA,
                "a granted ability cannot 'choose': each is one ability a "
                "give_ability names (GRA-04)");
        if (option_key(f))
            return l5r_fields__schema_err(
                s, f, true, L5R_ESCHEMA,
                "'%s' goes in each option of 'choose', not beside it "
                "(CHO-01)",
                f->key);
        if (nshared == MAX_KEYS)
            return l5r_fields__schema_err(s, f, true, L5R_ESCHEMA,
                                          "too many fields in an ability");
        shared[nshared++] = *f;
    }
    int rc = L5R_OK;
    uint8_t option = 0;
    for (const l5r_node *o = choose->child; o != NULL; o = o->next, option++) {
        if (l5r_fields__expect(s, o, L5R_NODE_MAP, "an option") != L5R_OK) {
            rc = L5R_ESCHEMA;
            continue;
        }
        l5r_node keys[MAX_KEYS + 3];
        uint32_t nkeys = 0;
        for (uint32_t k = 0; k < nshared; k++)
            keys[nkeys++] = shared[k];
        bool bad = false;
        for (const l5r_node *f = o->child; f != NULL && !bad; f = f->next) {
            if ((!option_key(f) && !L5R_KEY_IS(f, "text")) ||
                nkeys == MAX_KEYS + 3) {
                bad = true;
                l5r_fields__schema_err(s, f, true, L5R_ESCHEMA,
                                       "an option of 'choose' has 'target', "
                                       "'effects' and 'text', not '%.48s' "
                                       "(CHO-01)",
                                       f->key);
                continue;
            }
            keys[nkeys++] = *f;
        }
        if (bad) {
            rc = L5R_ESCHEMA;
            continue;
        }
        for (uint32_t k = 0; k < nkeys; k++)
            keys[k].next = k + 1 < nkeys ? &keys[k + 1] : NULL;
        l5r_node whole = *o; /* the option's place, the ability's keys */
        whole.child = nkeys > 0 ? &keys[0] : NULL;
        whole.last = nkeys > 0 ? &keys[nkeys - 1] : NULL;
        whole.count = nkeys;
        if (one_ability(s, &whole, card, card_type, option) != L5R_OK)
            rc = L5R_ESCHEMA;
    }
    return rc;
}

int l5r_ability_schema__grants(l5r_schema *s, const l5r_node *f, uint32_t first,
                               uint32_t count)
{
    l5r_carddb *db = s->db;
    for (uint32_t k = 0; k < count; k++) {
        const l5r_abilrec *ab = &db->abils.v[first + k];
        for (uint32_t i = 0; i < ab->eff_count; i++) {
            const l5r_effrec *e = &db->effs.v[ab->eff_first + i];
            if (e->kind != L5R_EFF_GIVE_ABILITY)
                continue;
            const char *why = NULL;
            if ((uint32_t)e->amount >= count)
                why = "which the card does not have";
            else if (!db->abils.v[first + (uint32_t)e->amount].granted)
                why = "which is not marked 'granted: true'";
            else if ((uint32_t)e->amount == k)
                why = "its own ability";
            if (why == NULL)
                continue;
            if (s->status == L5R_OK) /* as l5r_fields__schema_err() */
                s->status = L5R_ESCHEMA;
            s->errors++;
            return l5r_diags__diag(s->diags, L5R_ESCHEMA, ab->pos,
                                   "give_ability names ability %d, %s "
                                   "(GRA-03)",
                                   e->amount, why);
        }
    }
    (void)f;
    return L5R_OK;
}

int l5r_ability_schema__ability(l5r_schema *s, const l5r_node *n, uint32_t card,
                                uint8_t card_type)
{
    if (l5r_fields__expect(s, n, L5R_NODE_MAP, "an ability") != L5R_OK)
        return L5R_ESCHEMA;
    for (const l5r_node *f = n->child; f != NULL; f = f->next)
        if (L5R_KEY_IS(f, "choose"))
            return choose_one(s, n, f, card, card_type);
    return one_ability(s, n, card, card_type, 0);
}
