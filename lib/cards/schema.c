/* SPDX-License-Identifier: MIT */
/*
 * schema.c - the card file schema: factions, sets and cards, checked field
 * by field and staged as records. What a field means belongs to the rules;
 * here only its shape, type and range are checked.
 */
#include "cards/schema.h"

#include "cards/keywords.h"

#include <stddef.h>
#include <stdio.h>

static int unknown_field(l5r_schema *s, const l5r_node *f, const char *where)
{
    return l5r_fields__schema_err(s, f, true, L5R_ESCHEMA,
                                  "unknown field '%.48s' in %s", f->key, where);
}

/* --- factions and sets ------------------------------------------------- */

static int schema_faction(l5r_schema *s, const l5r_node *n)
{
    l5r_carddb *db = s->db;
    if (l5r_fields__expect(s, n, L5R_NODE_MAP, "a faction") != L5R_OK)
        return s->status;
    const l5r_node *name = NULL;
    uint32_t iname = 0, ialign = 0;
    int rc = L5R_OK;
    for (const l5r_node *f = n->child; f != NULL; f = f->next) {
        if (L5R_KEY_IS(f, "name")) {
            name = f;
            rc |= l5r_fields__get_str(s, f, &iname);
        } else if (L5R_KEY_IS(f, "alignment")) {
            rc |= l5r_fields__get_str(s, f, &ialign);
        } else {
            rc |= unknown_field(s, f, "a faction");
        }
    }
    if (name == NULL)
        return l5r_fields__schema_err(s, n, false, L5R_ESCHEMA,
                                      "a faction needs a 'name'");
    if (name->kind == L5R_NODE_SCALAR && name->len == 0)
        return l5r_fields__schema_err(s, name, false, L5R_ESCHEMA,
                                      "a faction's name is empty");
    if (rc != L5R_OK)
        return s->status;
    for (uint32_t i = 0; i < db->factions.n; i++)
        if (strcmp(l5r_cards__str(db, db->factions.v[i].name), name->s) == 0)
            return l5r_fields__schema_err(s, name, false, L5R_EDUPLICATE,
                                          "faction '%.48s' is defined twice",
                                          name->s);
    uint32_t at;
    if (l5r_vec__push(&db->mem, &db->factions, &at) != L5R_OK)
        return l5r_fields__schema_err(s, n, false, L5R_ENOMEM, "out of memory");
    l5r_factionrec *r = &db->factions.v[at];
    r->name = iname;
    r->alignment = ialign;
    r->pos = (l5r_pos){s->src, n->line, n->col};
    return L5R_OK;
}

static int schema_set(l5r_schema *s, const l5r_node *n)
{
    l5r_carddb *db = s->db;
    if (l5r_fields__expect(s, n, L5R_NODE_MAP, "a set") != L5R_OK)
        return s->status;
    const l5r_node *name = NULL, *order = NULL, *lotus = NULL;
    uint32_t iname = 0;
    int64_t vorder = 0;
    bool vlotus = false;
    int rc = L5R_OK;
    for (const l5r_node *f = n->child; f != NULL; f = f->next) {
        if (L5R_KEY_IS(f, "name")) {
            name = f;
            rc |= l5r_fields__get_str(s, f, &iname);
        } else if (L5R_KEY_IS(f, "order")) {
            order = f;
            rc |= l5r_fields__get_int(s, f, 0, 100000, &vorder);
        } else if (L5R_KEY_IS(f, "lotus")) {
            lotus = f;
            rc |= l5r_fields__get_bool(s, f, &vlotus);
        } else {
            rc |= unknown_field(s, f, "a set");
        }
    }
    const char *missing = name == NULL    ? "name"
                          : order == NULL ? "order"
                          : lotus == NULL ? "lotus"
                                          : NULL;
    if (missing != NULL)
        return l5r_fields__schema_err(s, n, false, L5R_ESCHEMA,
                                      "a set needs '%s'", missing);
    if (name->kind == L5R_NODE_SCALAR && name->len == 0)
        return l5r_fields__schema_err(s, name, false, L5R_ESCHEMA,
                                      "a set's name is empty");
    if (rc != L5R_OK)
        return s->status;
    for (uint32_t i = 0; i < db->sets.n; i++) {
        if (strcmp(l5r_cards__str(db, db->sets.v[i].name), name->s) == 0)
            return l5r_fields__schema_err(s, name, false, L5R_EDUPLICATE,
                                          "set '%.48s' is defined twice",
                                          name->s);
        if (db->sets.v[i].order == vorder)
            return l5r_fields__schema_err(
                s, order, false, L5R_EDUPLICATE,
                "set order %lld is already used by '%s'", (long long)vorder,
                l5r_cards__str(db, db->sets.v[i].name));
    }
    uint32_t at;
    if (l5r_vec__push(&db->mem, &db->sets, &at) != L5R_OK)
        return l5r_fields__schema_err(s, n, false, L5R_ENOMEM, "out of memory");
    l5r_setrec *r = &db->sets.v[at];
    r->name = iname;
    r->order = vorder;
    r->lotus = vlotus;
    r->pos = (l5r_pos){s->src, n->line, n->col};
    return L5R_OK;
}

/* --- cards --------------------------------------------------------------- */

static const char *const type_names[] = {
    "none",   "stronghold", "sensei",    "wind",     "personality", "holding",
    "region", "event",      "celestial", "follower", "item",        "spell",
    "ring",   "action",     "ancestor",  NULL};

#define STAT_KEYS(X)                                                           \
    X(FORCE, "force")                                                          \
    X(CHI, "chi")                                                              \
    X(HONOR_REQUIREMENT, "honor_requirement")                                  \
    X(GOLD_COST, "gold_cost")                                                  \
    X(PERSONAL_HONOR, "personal_honor")                                        \
    X(FOCUS, "focus")                                                          \
    X(PROVINCE_STRENGTH, "province_strength")                                  \
    X(GOLD_PRODUCTION, "gold_production")                                      \
    X(STARTING_HONOR, "starting_honor")

#define STAT_NAME(N, word) [L5R_STAT_##N] = word,
static const char *const stat_names[L5R_NSTATS] = {STAT_KEYS(STAT_NAME)};
#undef STAT_NAME
#define STAT_LEN(N, word) [L5R_STAT_##N] = sizeof word - 1,
static const uint8_t stat_lens[L5R_NSTATS] = {STAT_KEYS(STAT_LEN)};
#undef STAT_LEN

#define S(x) (1u << L5R_STAT_##x)

static const struct {
    uint8_t deck;
    uint32_t allowed, required;
} type_rules[] = {
    [L5R_TYPE_STRONGHOLD] = {L5R_DECK_PREGAME,
                             S(PROVINCE_STRENGTH) | S(GOLD_PRODUCTION) |
                                 S(STARTING_HONOR),
                             S(PROVINCE_STRENGTH) | S(GOLD_PRODUCTION) |
                                 S(STARTING_HONOR)},
    [L5R_TYPE_SENSEI] = {L5R_DECK_PREGAME, 0, 0},
    [L5R_TYPE_WIND] = {L5R_DECK_PREGAME, 0, 0},
    [L5R_TYPE_PERSONALITY] = {L5R_DECK_DYNASTY,
                              S(FORCE) | S(CHI) | S(HONOR_REQUIREMENT) |
                                  S(GOLD_COST) | S(PERSONAL_HONOR),
                              S(FORCE) | S(CHI) | S(HONOR_REQUIREMENT) |
                                  S(GOLD_COST) | S(PERSONAL_HONOR)},
    [L5R_TYPE_HOLDING] = {L5R_DECK_DYNASTY, S(GOLD_COST) | S(GOLD_PRODUCTION),
                          S(GOLD_COST)},
    [L5R_TYPE_REGION] = {L5R_DECK_DYNASTY, S(GOLD_COST), 0},
    [L5R_TYPE_EVENT] = {L5R_DECK_DYNASTY, 0, 0},
    [L5R_TYPE_CELESTIAL] = {L5R_DECK_DYNASTY, S(GOLD_COST), 0},
    [L5R_TYPE_FOLLOWER] = {L5R_DECK_FATE,
                           S(FORCE) | S(CHI) | S(GOLD_COST) |
                               S(HONOR_REQUIREMENT) | S(FOCUS),
                           S(FORCE) | S(GOLD_COST)},
    [L5R_TYPE_ITEM] = {L5R_DECK_FATE,
                       S(FORCE) | S(CHI) | S(GOLD_COST) | S(FOCUS),
                       S(GOLD_COST)},
    [L5R_TYPE_SPELL] = {L5R_DECK_FATE, S(GOLD_COST) | S(FOCUS), 0},
    [L5R_TYPE_RING] = {L5R_DECK_FATE, S(FOCUS), 0},
    [L5R_TYPE_ACTION] = {L5R_DECK_FATE, S(GOLD_COST) | S(FOCUS), 0},
    /* Some Ancestors print Force and Chi bonuses (ANC-01). */
    [L5R_TYPE_ANCESTOR] = {L5R_DECK_FATE,
                           S(FORCE) | S(CHI) | S(GOLD_COST) |
                               S(HONOR_REQUIREMENT) | S(FOCUS),
                           0},
};

static const char *const deck_names[] = {"none", "dynasty", "fate", "pregame",
                                         NULL};
static const char *const element_names[] = {"none",  "air",  "earth", "fire",
                                            "water", "void", NULL};

static int stat_of_key(const l5r_node *f)
{
    for (int st = 1; st < L5R_NSTATS; st++)
        if (stat_lens[st] != 0 &&
            l5r_schema__key_is(f, stat_names[st], stat_lens[st]))
            return st;
    return 0;
}

/* A stat value: an integer -99..99; an Honor Requirement may be "-". A
   Force or Chi printed "*" or "+*" (a value the card's text defines)
   reads 0: the card's continuous bonus with an amount gives the value
   (AMT-01). */
static int get_stat(l5r_schema *s, const l5r_node *f, int st, l5r_stats *out)
{
    if ((st == L5R_STAT_FORCE || st == L5R_STAT_CHI) &&
        f->kind == L5R_NODE_SCALAR &&
        (strcmp(f->s, "*") == 0 || strcmp(f->s, "+*") == 0)) {
        out->has |= 1u << st;
        out->v[st] = 0;
        return L5R_OK;
    }
    if (st == L5R_STAT_HONOR_REQUIREMENT && f->kind == L5R_NODE_SCALAR &&
        (strcmp(f->s, "-") == 0 || strcmp(f->s, "\xe2\x80\x93") == 0)) {
        out->has |= 1u << st;
        out->dash |= 1u << st;
        out->v[st] = 0;
        return L5R_OK;
    }
    int64_t v;
    int rc = l5r_fields__get_int(s, f, -99, 99, &v);
    if (rc != L5R_OK)
        return rc;
    out->v[st] = (int32_t)v;
    out->has |= 1u << st;
    return L5R_OK;
}

static int check_stat_allowed(l5r_schema *s, const l5r_node *f, int st,
                              uint8_t type)
{
    if (type_rules[type].allowed & (1u << st))
        return L5R_OK;
    return l5r_fields__schema_err(s, f, true, L5R_ESCHEMA,
                                  "'%s' is not a stat of a %s card",
                                  stat_names[st], type_names[type]);
}

static bool valid_id(const char *id, size_t len)
{
    if (len == 0 || len > 64)
        return false;
    for (size_t i = 0; i < len; i++) {
        char c = id[i];
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'))
            return false;
    }
    return true;
}

static int schema_printing(l5r_schema *s, const l5r_node *n, uint8_t type)
{
    l5r_carddb *db = s->db;
    if (l5r_fields__expect(s, n, L5R_NODE_MAP, "a printing") != L5R_OK)
        return s->status;
    l5r_printrec r;
    memset(&r, 0, sizeof r);
    r.lotus = -1;
    r.pos = (l5r_pos){s->src, n->line, n->col};
    bool has_set = false;
    int rc = L5R_OK;
    for (const l5r_node *f = n->child; f != NULL; f = f->next) {
        int st;
        if (L5R_KEY_IS(f, "set")) {
            has_set = true;
            rc |= l5r_fields__get_str(s, f, &r.set);
            r.pos = (l5r_pos){s->src, f->line, f->col};
        } else if (L5R_KEY_IS(f, "lotus")) {
            bool b;
            if (l5r_fields__get_bool(s, f, &b) == L5R_OK)
                r.lotus = b;
            else
                rc = L5R_ESCHEMA;
        } else if (L5R_KEY_IS(f, "text")) {
            rc |= l5r_fields__get_str(s, f, &r.text);
        } else if ((st = stat_of_key(f)) != 0) {
            if (check_stat_allowed(s, f, st, type) != L5R_OK ||
                get_stat(s, f, st, &r.stats) != L5R_OK)
                rc = L5R_ESCHEMA;
        } else {
            rc |= unknown_field(s, f, "a printing");
        }
    }
    if (!has_set)
        return l5r_fields__schema_err(s, n, false, L5R_ESCHEMA,
                                      "a printing needs a 'set'");
    if (rc != L5R_OK)
        return s->status;
    uint32_t at;
    if (l5r_vec__push(&db->mem, &db->prints, &at) != L5R_OK)
        return l5r_fields__schema_err(s, n, false, L5R_ENOMEM, "out of memory");
    db->prints.v[at] = r;
    return L5R_OK;
}

static int schema_modifiers(l5r_schema *s, const l5r_node *n, l5r_stats *mods)
{
    if (l5r_fields__expect(s, n, L5R_NODE_MAP, "'modifiers'") != L5R_OK)
        return s->status;
    int rc = L5R_OK;
    for (const l5r_node *f = n->child; f != NULL; f = f->next) {
        int st = stat_of_key(f);
        if (st != L5R_STAT_PROVINCE_STRENGTH &&
            st != L5R_STAT_GOLD_PRODUCTION && st != L5R_STAT_STARTING_HONOR) {
            rc |= l5r_fields__schema_err(
                s, f, true, L5R_ESCHEMA,
                "a Sensei modifies only province_strength, "
                "gold_production and starting_honor, not "
                "'%.48s'",
                f->key);
            continue;
        }
        int64_t v;
        if (l5r_fields__get_int(s, f, -99, 99, &v) != L5R_OK) {
            rc = L5R_ESCHEMA;
            continue;
        }
        mods->v[st] = (int32_t)v;
        mods->has |= 1u << st;
    }
    return rc != L5R_OK ? s->status : L5R_OK;
}

static int schema_condition(l5r_schema *s, const l5r_node *n)
{
    l5r_carddb *db = s->db;
    if (l5r_fields__expect(s, n, L5R_NODE_MAP, "a 'formed_by' condition") !=
        L5R_OK)
        return s->status;
    l5r_condrec c;
    memset(&c, 0, sizeof c);
    bool has_kw = false;
    int rc = L5R_OK;
    for (const l5r_node *f = n->child; f != NULL; f = f->next) {
        if (L5R_KEY_IS(f, "type")) {
            static const char *const t[] = {"personality", "follower", NULL};
            int i = 0;
            if (l5r_fields__get_enum(s, f, "condition type", t, &i) == L5R_OK)
                c.type = i == 0 ? L5R_TYPE_PERSONALITY : L5R_TYPE_FOLLOWER;
            else
                rc = L5R_ESCHEMA;
        } else if (L5R_KEY_IS(f, "keywords")) {
            has_kw = true;
            rc |= l5r_fields__get_strlist(s, f, true, &c.kw_first, &c.kw_count);
        } else {
            rc |= unknown_field(s, f, "a 'formed_by' condition");
        }
    }
    if (!has_kw || (rc == L5R_OK && c.kw_count == 0))
        return l5r_fields__schema_err(
            s, n, false, L5R_ESCHEMA,
            "a 'formed_by' condition needs 'keywords'");
    if (rc != L5R_OK)
        return s->status;
    uint32_t at;
    if (l5r_vec__push(&db->mem, &db->conds, &at) != L5R_OK)
        return l5r_fields__schema_err(s, n, false, L5R_ENOMEM, "out of memory");
    db->conds.v[at] = c;
    return L5R_OK;
}

/* Run `fn` on each entry of a sequence field; count what it staged. */
static int each_entry(l5r_schema *s, const l5r_node *f, const char *what,
                      uint32_t min, uint32_t max, uint32_t *vec_n,
                      uint32_t *first, uint32_t *count,
                      int (*fn)(l5r_schema *, const l5r_node *, void *),
                      void *arg)
{
    *first = *vec_n; /* an empty range, whatever fails */
    *count = 0;
    if (f->kind != L5R_NODE_SEQ)
        return l5r_fields__schema_err(s, f, false, L5R_ESCHEMA,
                                      "'%s' must be a sequence, not %s", what,
                                      l5r_fields__kind_name(f->kind));
    if (f->count < min || f->count > max)
        return l5r_fields__schema_err(s, f, false, L5R_ESCHEMA,
                                      "'%s' needs %u to %u entries, not %u",
                                      what, min, max, f->count);
    int rc = L5R_OK;
    for (const l5r_node *c = f->child; c != NULL; c = c->next)
        if (fn(s, c, arg) != L5R_OK)
            rc = s->status;
    *count = *vec_n - *first;
    return rc;
}

static int printing_cb(l5r_schema *s, const l5r_node *n, void *arg)
{
    return schema_printing(s, n, *(uint8_t *)arg);
}

static int condition_cb(l5r_schema *s, const l5r_node *n, void *arg)
{
    (void)arg;
    return schema_condition(s, n);
}

typedef struct ability_arg {
    uint32_t card;
    uint8_t type;
} ability_arg;

static int ability_cb(l5r_schema *s, const l5r_node *n, void *arg)
{
    ability_arg *a = arg;
    return l5r_ability_schema__ability(s, n, a->card, a->type);
}

/* What a card field is, and so how it is read. */
enum card_field_kind {
    CF_TYPE = 1,  /* read before the others: it decides what is allowed */
    CF_STR,       /* a string, at `offset` */
    CF_STRLIST,   /* raw strings: first and count at `offset` */
    CF_BOOL,      /* a uint8_t at `offset` */
    CF_DECK,      /* must be the type's deck */
    CF_ABILITIES, /* staged as it is read */
    CF_LATER      /* read by `later` once every other field is */
};

typedef int (*card_later_fn)(l5r_schema *s, const l5r_node *f, uint32_t at,
                             int type);

static int later_factions(l5r_schema *s, const l5r_node *f, uint32_t at,
                          int type);
static int later_modifiers(l5r_schema *s, const l5r_node *f, uint32_t at,
                           int type);
static int later_element(l5r_schema *s, const l5r_node *f, uint32_t at,
                         int type);
static int later_formed_by(l5r_schema *s, const l5r_node *f, uint32_t at,
                           int type);
static int later_printings(l5r_schema *s, const l5r_node *f, uint32_t at,
                           int type);

/* The fields of a card (examples/cards/SCHEMA.md) other than its stats.
   `need`: the field is required (of every card, or of cards of type
   `need_type`), and how the message names it. `only_type`: a field only
   cards of that type have, and the message when another has it. The
   later fields are read in the order of this table. */
static const struct card_field {
    const char *name;
    uint8_t len; /* of the name */
    uint8_t kind;
    bool nonempty;
    size_t offset;
    const char *need;
    uint8_t need_type; /* 0: every card */
    uint8_t only_type; /* 0: any card */
    const char *only;
    card_later_fn later;
} card_fields[] = {
    {"id", 2, CF_STR, false, offsetof(l5r_cardrec, id), "an 'id'", 0, 0, NULL,
     NULL},
    {"title", 5, CF_STR, true, offsetof(l5r_cardrec, title), "a 'title'", 0, 0,
     NULL, NULL},
    {"type", 4, CF_TYPE, false, 0, "a 'type'", 0, 0, NULL, NULL},
    {"deck", 4, CF_DECK, false, 0, NULL, 0, 0, NULL, NULL},
    {"faction", 7, CF_STR, false, offsetof(l5r_cardrec, faction), NULL, 0, 0,
     NULL, NULL},
    {"keywords", 8, CF_STRLIST, false, offsetof(l5r_cardrec, kw_first), NULL, 0,
     0, NULL, NULL},
    {"unique", 6, CF_BOOL, false, offsetof(l5r_cardrec, unique), NULL, 0, 0,
     NULL, NULL},
    {"stays_in_play", 13, CF_BOOL, false, offsetof(l5r_cardrec, stays), NULL, 0,
     L5R_TYPE_EVENT, "only an Event has 'stays_in_play' (EVT-01)", NULL},
    {"text", 4, CF_STR, false, offsetof(l5r_cardrec, text), NULL, 0, 0, NULL,
     NULL},
    {"abilities", 9, CF_ABILITIES, false, 0, NULL, 0, 0, NULL, NULL},
    {"factions", 8, CF_LATER, false, 0, "'factions' (SEN-03)", L5R_TYPE_SENSEI,
     L5R_TYPE_SENSEI, "only a Sensei lists 'factions' (use 'faction')",
     later_factions},
    {"modifiers", 9, CF_LATER, false, 0, NULL, 0, L5R_TYPE_SENSEI,
     "only a Sensei has 'modifiers'", later_modifiers},
    /* A Ring may have no element (a few printed ones have none): it
       counts for no element of Enlightenment (CORE-34). */
    {"element", 7, CF_LATER, false, 0, NULL, 0, L5R_TYPE_RING,
     "only a Ring has an 'element'", later_element},
    {"formed_by", 9, CF_LATER, false, 0, NULL, 0, L5R_TYPE_ACTION,
     "only an Action (a Formation) has 'formed_by'", later_formed_by},
    {"printings", 9, CF_LATER, false, 0, "'printings'", 0, 0, NULL,
     later_printings},
};

enum {
    NCARD_FIELDS = L5R_ARRAY_LEN(card_fields),
    F_ID = 0,
    F_TITLE = 1,
    F_TYPE = 2
};

static int card_field_of(const l5r_node *f)
{
    for (int i = 0; i < (int)NCARD_FIELDS; i++)
        if (l5r_schema__key_is(f, card_fields[i].name, card_fields[i].len))
            return i;
    return -1;
}

static uint32_t *card_u32(l5r_carddb *db, uint32_t at, size_t offset)
{
    return (uint32_t *)((char *)&db->cards.v[at] + offset);
}

static int later_factions(l5r_schema *s, const l5r_node *f, uint32_t at,
                          int type)
{
    (void)type;
    l5r_cardrec *c = &s->db->cards.v[at];
    if (l5r_fields__get_strlist(s, f, false, &c->fac_first, &c->fac_count) !=
        L5R_OK)
        return L5R_ESCHEMA;
    if (s->db->cards.v[at].fac_count == 0)
        return l5r_fields__schema_err(s, f, false, L5R_ESCHEMA,
                                      "a Sensei lists at least one faction "
                                      "(SEN-03)");
    return L5R_OK;
}

static int later_modifiers(l5r_schema *s, const l5r_node *f, uint32_t at,
                           int type)
{
    (void)type;
    return schema_modifiers(s, f, &s->db->cards.v[at].mods);
}

static int later_element(l5r_schema *s, const l5r_node *f, uint32_t at,
                         int type)
{
    (void)type;
    int e;
    if (l5r_fields__get_enum(s, f, "element", element_names + 1, &e) != L5R_OK)
        return L5R_ESCHEMA;
    s->db->cards.v[at].element = (uint8_t)(e + 1);
    return L5R_OK;
}

static int later_formed_by(l5r_schema *s, const l5r_node *f, uint32_t at,
                           int type)
{
    (void)type;
    uint32_t first = 0, count = 0;
    int rc = each_entry(s, f, "formed_by", 1, 8, &s->db->conds.n, &first,
                        &count, condition_cb, NULL);
    s->db->cards.v[at].cond_first = first;
    s->db->cards.v[at].cond_count = count;
    return rc;
}

static int later_printings(l5r_schema *s, const l5r_node *f, uint32_t at,
                           int type)
{
    uint8_t t = (uint8_t)type;
    uint32_t first, count;
    int rc = each_entry(s, f, "printings", 1, 32, &s->db->prints.n, &first,
                        &count, printing_cb, &t);
    s->db->cards.v[at].print_first = first;
    s->db->cards.v[at].print_count = count;
    return rc;
}

/* One field read in the order of the source (the later ones aside). */
static int card_field(l5r_schema *s, const l5r_node *f, int i, uint32_t at,
                      int type)
{
    l5r_carddb *db = s->db;
    const struct card_field *cf = &card_fields[i];
    switch (cf->kind) {
    case CF_STR: {
        uint32_t v;
        if (l5r_fields__get_str(s, f, &v) != L5R_OK)
            return L5R_ESCHEMA;
        *card_u32(db, at, cf->offset) = v;
        if (cf->nonempty && f->kind == L5R_NODE_SCALAR && f->len == 0)
            return l5r_fields__schema_err(s, f, false, L5R_ESCHEMA,
                                          "the %s is empty", cf->name);
        return L5R_OK;
    }
    case CF_STRLIST: {
        uint32_t first, count;
        int rc = l5r_fields__get_strlist(s, f, false, &first, &count);
        card_u32(db, at, cf->offset)[0] = first;
        card_u32(db, at, cf->offset)[1] = count;
        return rc;
    }
    case CF_BOOL: {
        bool b;
        if (l5r_fields__get_bool(s, f, &b) != L5R_OK)
            return L5R_ESCHEMA;
        *((uint8_t *)&db->cards.v[at] + cf->offset) = b;
        return L5R_OK;
    }
    case CF_DECK: {
        int d;
        uint8_t deck = db->cards.v[at].deck;
        if (l5r_fields__get_enum(s, f, "deck", deck_names + 1, &d) != L5R_OK)
            return L5R_ESCHEMA;
        if (d + 1 != deck)
            return l5r_fields__schema_err(
                s, f, false, L5R_ESCHEMA,
                "a %s card goes in the %s deck, not %s", type_names[type],
                deck_names[deck], deck_names[d + 1]);
        return L5R_OK;
    }
    case CF_ABILITIES: {
        ability_arg a = {at, (uint8_t)type};
        uint32_t first, count;
        int rc = each_entry(s, f, "abilities", 0, 24, &db->abils.n, &first,
                            &count, ability_cb, &a);
        db->cards.v[at].abil_first = first;
        db->cards.v[at].abil_count = count;
        if (rc == L5R_OK && count > 24) /* CHO-01: with their options */
            return l5r_fields__schema_err(
                s, f, false, L5R_ESCHEMA,
                "'abilities' with the options of 'choose' make %u "
                "abilities; a card has at most 24",
                count);
        if (rc == L5R_OK)
            rc = l5r_ability_schema__grants(s, f, first, count);
        return rc;
    }
    default: /* CF_TYPE was read first, CF_LATER is read later */
        return L5R_OK;
    }
}

static int schema_card(l5r_schema *s, const l5r_node *n)
{
    l5r_carddb *db = s->db;
    if (l5r_fields__expect(s, n, L5R_NODE_MAP, "a card") != L5R_OK)
        return s->status;
    if (db->cards.n >= (uint64_t)s->diags->limits[L5R_LIMIT_MAX_CARDS])
        return l5r_fields__schema_err(
            s, n, false, L5R_ELIMIT, "more than %lld cards",
            (long long)s->diags->limits[L5R_LIMIT_MAX_CARDS]);

    /* Where each field is (the last of a key wins; the builder refuses
       duplicate keys anyway). The type decides which stats are allowed:
       read it first. */
    const l5r_node *seen[NCARD_FIELDS] = {NULL};
    for (const l5r_node *f = n->child; f != NULL; f = f->next) {
        int i = card_field_of(f);
        if (i >= 0)
            seen[i] = f;
    }
    const l5r_node *id = seen[F_ID];
    if (id == NULL)
        return l5r_fields__schema_err(s, n, false, L5R_ESCHEMA,
                                      "a card needs %s",
                                      card_fields[F_ID].need);
    if (id->kind != L5R_NODE_SCALAR || !valid_id(id->s, id->len))
        return l5r_fields__schema_err(
            s, id, false, L5R_ESCHEMA,
            "a card id must be 1 to 64 of a-z, 0-9 and -");
    if (l5r_store__find(db, id->s, id->len) != L5R_NONE)
        return l5r_fields__schema_err(s, id, false, L5R_EDUPLICATE,
                                      "card id '%s' is already defined", id->s);
    for (int i = F_TITLE; i <= F_TYPE; i++)
        if (seen[i] == NULL)
            return l5r_fields__schema_err(s, n, false, L5R_ESCHEMA,
                                          "card '%s' needs %s", id->s,
                                          card_fields[i].need);
    int type;
    if (l5r_fields__get_enum(s, seen[F_TYPE], "card type", type_names + 1,
                             &type) != L5R_OK)
        return s->status;
    type += 1;

    uint32_t at;
    if (l5r_vec__push(&db->mem, &db->cards, &at) != L5R_OK)
        return l5r_fields__schema_err(s, n, false, L5R_ENOMEM, "out of memory");
    l5r_cardrec *c = &db->cards.v[at];
    c->type = (uint8_t)type;
    c->deck = type_rules[type].deck;
    c->pos = (l5r_pos){s->src, n->line, n->col};
    c->identity = c->group = at;

    int rc = L5R_OK;
    for (const l5r_node *f = n->child; f != NULL; f = f->next) {
        int i = card_field_of(f), st;
        if (i >= 0) {
            rc |= card_field(s, f, i, at, type);
        } else if ((st = stat_of_key(f)) != 0) {
            if (check_stat_allowed(s, f, st, (uint8_t)type) != L5R_OK ||
                get_stat(s, f, st, &db->cards.v[at].stats) != L5R_OK)
                rc = L5R_ESCHEMA;
        } else {
            rc |= unknown_field(s, f, "a card");
        }
    }
    for (int i = 0; i < (int)NCARD_FIELDS; i++) {
        const struct card_field *cf = &card_fields[i];
        if (cf->kind != CF_LATER)
            continue;
        const l5r_node *f = seen[i];
        if (f == NULL) {
            if (cf->need != NULL &&
                (cf->need_type == 0 || cf->need_type == type))
                rc |= l5r_fields__schema_err(
                    s, n, false, L5R_ESCHEMA, "%s '%s' needs %s",
                    cf->need_type == L5R_TYPE_SENSEI ? "Sensei"
                    : cf->need_type == L5R_TYPE_RING ? "Ring"
                                                     : "card",
                    id->s, cf->need);
        } else if (cf->only_type != 0 && cf->only_type != type) {
            rc |=
                l5r_fields__schema_err(s, f, true, L5R_ESCHEMA, "%s", cf->only);
        } else {
            rc |= cf->later(s, f, at, type);
        }
    }
    c = &db->cards.v[at];
    uint32_t missing = type_rules[type].required & ~c->stats.has;
    if (missing != 0 && rc == L5R_OK) {
        int st = 1;
        while (!(missing & (1u << st)))
            st++;
        rc = l5r_fields__schema_err(s, n, false, L5R_ESCHEMA,
                                    "%s '%s' needs '%s'", type_names[type],
                                    id->s, stat_names[st]);
    }
    if (rc != L5R_OK) {
        c->id = 0; /* not indexed: the load fails anyway */
        return s->status != L5R_OK ? s->status : L5R_ESCHEMA;
    }
    if (l5r_store__index_add(db, at) != L5R_OK)
        return l5r_fields__schema_err(s, n, false, L5R_ENOMEM, "out of memory");
    return L5R_OK;
}

/* --- the top level ------------------------------------------------------- */

static const char *const section_names[3] = {"factions", "sets", "cards"};
static int (*const section_fns[3])(l5r_schema *, const l5r_node *) = {
    schema_faction, schema_set, schema_card};

static int section_of(const l5r_node *f)
{
    static const uint8_t lens[3] = {8, 4, 5};
    for (int i = 0; i < 3; i++)
        if (l5r_schema__key_is(f, section_names[i], lens[i]))
            return i;
    return -1;
}

int l5r_schema__cardfile_item(void *arg, const l5r_node *section,
                              const l5r_node *item)
{
    l5r_schema *s = arg;
    int i = section_of(section);
    if (i < 0)
        return L5R_OK; /* an unknown section: reported once, at the end */
    section_fns[i](s, item);
    if (s->status == L5R_ENOMEM || s->status == L5R_ELIMIT ||
        s->errors >= (uint64_t)s->diags->limits[L5R_LIMIT_MAX_DIAGNOSTICS])
        return s->status; /* stop reading */
    return L5R_OK;
}

int l5r_schema__cardfile(l5r_schema *s, const l5r_node *root)
{
    for (const l5r_node *f = root->child; f != NULL; f = f->next) {
        int i = section_of(f);
        if (i < 0) {
            unknown_field(s, f, "a card file (expected factions, sets, cards)");
            continue;
        }
        if (l5r_fields__expect(s, f, L5R_NODE_SEQ, section_names[i]) != L5R_OK)
            continue;
        /* Items not handed over while reading (a whole-tree parse). */
        for (const l5r_node *c = f->child; c != NULL; c = c->next)
            if (l5r_schema__cardfile_item(s, f, c) != L5R_OK)
                return s->status;
    }
    return s->status;
}
