/*
 * schema.c - the card file schema: factions, sets and cards, checked field
 * by field and staged as records. What a field means belongs to the rules;
 * here only its shape, type and range are checked.
 */
#include "cards/schema.h"

#include "cards/keywords.h"

#include <stdio.h>

static int unknown_field(l5r_schema *s, const l5r_node *f, const char *where)
{
    return l5r__schema_err(s, f, true, L5R_ESCHEMA,
                           "unknown field '%.48s' in %s", f->key, where);
}

/* --- factions and sets ------------------------------------------------- */

static int schema_faction(l5r_schema *s, const l5r_node *n)
{
    l5r_carddb *db = s->db;
    if (l5r__expect(s, n, L5R_NODE_MAP, "a faction") != L5R_OK)
        return s->status;
    const l5r_node *name = NULL;
    uint32_t iname = 0, ialign = 0;
    int rc = L5R_OK;
    for (const l5r_node *f = n->child; f != NULL; f = f->next) {
        if (l5r__key_is(f, "name")) {
            name = f;
            rc |= l5r__get_str(s, f, &iname);
        } else if (l5r__key_is(f, "alignment")) {
            rc |= l5r__get_str(s, f, &ialign);
        } else {
            rc |= unknown_field(s, f, "a faction");
        }
    }
    if (name == NULL)
        return l5r__schema_err(s, n, false, L5R_ESCHEMA,
                               "a faction needs a 'name'");
    if (name->kind == L5R_NODE_SCALAR && name->len == 0)
        return l5r__schema_err(s, name, false, L5R_ESCHEMA,
                               "a faction's name is empty");
    if (rc != L5R_OK)
        return s->status;
    for (uint32_t i = 0; i < db->factions.n; i++)
        if (strcmp(l5r_str(db, db->factions.v[i].name), name->s) == 0)
            return l5r__schema_err(s, name, false, L5R_EDUPLICATE,
                                   "faction '%.48s' is defined twice", name->s);
    uint32_t at;
    if (l5r_vec_push(&db->mem, &db->factions, &at) != L5R_OK)
        return l5r__schema_err(s, n, false, L5R_ENOMEM, "out of memory");
    l5r_factionrec *r = &db->factions.v[at];
    r->name = iname;
    r->alignment = ialign;
    r->pos = (l5r_pos){s->src, n->line, n->col};
    return L5R_OK;
}

static int schema_set(l5r_schema *s, const l5r_node *n)
{
    l5r_carddb *db = s->db;
    if (l5r__expect(s, n, L5R_NODE_MAP, "a set") != L5R_OK)
        return s->status;
    const l5r_node *name = NULL, *order = NULL, *lotus = NULL;
    uint32_t iname = 0;
    int64_t vorder = 0;
    bool vlotus = false;
    int rc = L5R_OK;
    for (const l5r_node *f = n->child; f != NULL; f = f->next) {
        if (l5r__key_is(f, "name")) {
            name = f;
            rc |= l5r__get_str(s, f, &iname);
        } else if (l5r__key_is(f, "order")) {
            order = f;
            rc |= l5r__get_int(s, f, 0, 100000, &vorder);
        } else if (l5r__key_is(f, "lotus")) {
            lotus = f;
            rc |= l5r__get_bool(s, f, &vlotus);
        } else {
            rc |= unknown_field(s, f, "a set");
        }
    }
    const char *missing = name == NULL    ? "name"
                          : order == NULL ? "order"
                          : lotus == NULL ? "lotus"
                                          : NULL;
    if (missing != NULL)
        return l5r__schema_err(s, n, false, L5R_ESCHEMA, "a set needs '%s'",
                               missing);
    if (name->kind == L5R_NODE_SCALAR && name->len == 0)
        return l5r__schema_err(s, name, false, L5R_ESCHEMA,
                               "a set's name is empty");
    if (rc != L5R_OK)
        return s->status;
    for (uint32_t i = 0; i < db->sets.n; i++) {
        if (strcmp(l5r_str(db, db->sets.v[i].name), name->s) == 0)
            return l5r__schema_err(s, name, false, L5R_EDUPLICATE,
                                   "set '%.48s' is defined twice", name->s);
        if (db->sets.v[i].order == vorder)
            return l5r__schema_err(s, order, false, L5R_EDUPLICATE,
                                   "set order %lld is already used by '%s'",
                                   (long long)vorder,
                                   l5r_str(db, db->sets.v[i].name));
    }
    uint32_t at;
    if (l5r_vec_push(&db->mem, &db->sets, &at) != L5R_OK)
        return l5r__schema_err(s, n, false, L5R_ENOMEM, "out of memory");
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

static const char *const stat_names[L5R_NSTATS] = {NULL,
                                                   "force",
                                                   "chi",
                                                   "honor_requirement",
                                                   "gold_cost",
                                                   "personal_honor",
                                                   "focus",
                                                   "province_strength",
                                                   "gold_production",
                                                   "starting_honor",
                                                   NULL,
                                                   NULL,
                                                   NULL};

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
    [L5R_TYPE_ANCESTOR] = {L5R_DECK_FATE,
                           S(GOLD_COST) | S(HONOR_REQUIREMENT) | S(FOCUS), 0},
};

static const char *const deck_names[] = {"none", "dynasty", "fate", "pregame",
                                         NULL};
static const char *const element_names[] = {"none",  "air",  "earth", "fire",
                                            "water", "void", NULL};

static int stat_of_key(const l5r_node *f)
{
    for (int st = 1; st < L5R_NSTATS; st++)
        if (stat_names[st] != NULL && l5r__key_is(f, stat_names[st]))
            return st;
    return 0;
}

/* A stat value: an integer -99..99; an Honor Requirement may be "-". */
static int get_stat(l5r_schema *s, const l5r_node *f, int st, l5r_stats *out)
{
    if (st == L5R_STAT_HONOR_REQUIREMENT && f->kind == L5R_NODE_SCALAR &&
        (strcmp(f->s, "-") == 0 || strcmp(f->s, "\xe2\x80\x93") == 0)) {
        out->has |= 1u << st;
        out->dash |= 1u << st;
        out->v[st] = 0;
        return L5R_OK;
    }
    int64_t v;
    int rc = l5r__get_int(s, f, -99, 99, &v);
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
    return l5r__schema_err(s, f, true, L5R_ESCHEMA,
                           "'%s' is not a stat of a %s card", stat_names[st],
                           type_names[type]);
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
    if (l5r__expect(s, n, L5R_NODE_MAP, "a printing") != L5R_OK)
        return s->status;
    l5r_printrec r;
    memset(&r, 0, sizeof r);
    r.lotus = -1;
    r.pos = (l5r_pos){s->src, n->line, n->col};
    bool has_set = false;
    int rc = L5R_OK;
    for (const l5r_node *f = n->child; f != NULL; f = f->next) {
        int st;
        if (l5r__key_is(f, "set")) {
            has_set = true;
            rc |= l5r__get_str(s, f, &r.set);
            r.pos = (l5r_pos){s->src, f->line, f->col};
        } else if (l5r__key_is(f, "lotus")) {
            bool b;
            if (l5r__get_bool(s, f, &b) == L5R_OK)
                r.lotus = b;
            else
                rc = L5R_ESCHEMA;
        } else if (l5r__key_is(f, "text")) {
            rc |= l5r__get_str(s, f, &r.text);
        } else if ((st = stat_of_key(f)) != 0) {
            if (check_stat_allowed(s, f, st, type) != L5R_OK ||
                get_stat(s, f, st, &r.stats) != L5R_OK)
                rc = L5R_ESCHEMA;
        } else {
            rc |= unknown_field(s, f, "a printing");
        }
    }
    if (!has_set)
        return l5r__schema_err(s, n, false, L5R_ESCHEMA,
                               "a printing needs a 'set'");
    if (rc != L5R_OK)
        return s->status;
    uint32_t at;
    if (l5r_vec_push(&db->mem, &db->prints, &at) != L5R_OK)
        return l5r__schema_err(s, n, false, L5R_ENOMEM, "out of memory");
    db->prints.v[at] = r;
    return L5R_OK;
}

static int schema_modifiers(l5r_schema *s, const l5r_node *n, l5r_stats *mods)
{
    if (l5r__expect(s, n, L5R_NODE_MAP, "'modifiers'") != L5R_OK)
        return s->status;
    int rc = L5R_OK;
    for (const l5r_node *f = n->child; f != NULL; f = f->next) {
        int st = stat_of_key(f);
        if (st != L5R_STAT_PROVINCE_STRENGTH &&
            st != L5R_STAT_GOLD_PRODUCTION && st != L5R_STAT_STARTING_HONOR) {
            rc |= l5r__schema_err(s, f, true, L5R_ESCHEMA,
                                  "a Sensei modifies only province_strength, "
                                  "gold_production and starting_honor, not "
                                  "'%.48s'",
                                  f->key);
            continue;
        }
        int64_t v;
        if (l5r__get_int(s, f, -99, 99, &v) != L5R_OK) {
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
    if (l5r__expect(s, n, L5R_NODE_MAP, "a 'formed_by' condition") != L5R_OK)
        return s->status;
    l5r_condrec c;
    memset(&c, 0, sizeof c);
    bool has_kw = false;
    int rc = L5R_OK;
    for (const l5r_node *f = n->child; f != NULL; f = f->next) {
        if (l5r__key_is(f, "type")) {
            static const char *const t[] = {"personality", "follower", NULL};
            int i = 0;
            if (l5r__get_enum(s, f, "condition type", t, &i) == L5R_OK)
                c.type = i == 0 ? L5R_TYPE_PERSONALITY : L5R_TYPE_FOLLOWER;
            else
                rc = L5R_ESCHEMA;
        } else if (l5r__key_is(f, "keywords")) {
            has_kw = true;
            rc |= l5r__get_strlist(s, f, true, &c.kw_first, &c.kw_count);
        } else {
            rc |= unknown_field(s, f, "a 'formed_by' condition");
        }
    }
    if (!has_kw || (rc == L5R_OK && c.kw_count == 0))
        return l5r__schema_err(s, n, false, L5R_ESCHEMA,
                               "a 'formed_by' condition needs 'keywords'");
    if (rc != L5R_OK)
        return s->status;
    uint32_t at;
    if (l5r_vec_push(&db->mem, &db->conds, &at) != L5R_OK)
        return l5r__schema_err(s, n, false, L5R_ENOMEM, "out of memory");
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
        return l5r__schema_err(s, f, false, L5R_ESCHEMA,
                               "'%s' must be a sequence, not %s", what,
                               l5r__kind_name(f->kind));
    if (f->count < min || f->count > max)
        return l5r__schema_err(s, f, false, L5R_ESCHEMA,
                               "'%s' needs %u to %u entries, not %u", what, min,
                               max, f->count);
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
    return l5r__schema_ability(s, n, a->card, a->type);
}

static int schema_card(l5r_schema *s, const l5r_node *n)
{
    l5r_carddb *db = s->db;
    if (l5r__expect(s, n, L5R_NODE_MAP, "a card") != L5R_OK)
        return s->status;
    if (db->cards.n >= (uint64_t)s->diags->limits[L5R_LIMIT_MAX_CARDS])
        return l5r__schema_err(
            s, n, false, L5R_ELIMIT, "more than %lld cards",
            (long long)s->diags->limits[L5R_LIMIT_MAX_CARDS]);

    /* The type decides which stats are allowed: read it first. */
    const l5r_node *id = NULL, *title = NULL, *typen = NULL;
    for (const l5r_node *f = n->child; f != NULL; f = f->next) {
        if (l5r__key_is(f, "id"))
            id = f;
        else if (l5r__key_is(f, "title"))
            title = f;
        else if (l5r__key_is(f, "type"))
            typen = f;
    }
    if (id == NULL)
        return l5r__schema_err(s, n, false, L5R_ESCHEMA,
                               "a card needs an 'id'");
    if (id->kind != L5R_NODE_SCALAR || !valid_id(id->s, id->len))
        return l5r__schema_err(s, id, false, L5R_ESCHEMA,
                               "a card id must be 1 to 64 of a-z, 0-9 and -");
    if (l5r__db_find(db, id->s, id->len) != L5R_NONE)
        return l5r__schema_err(s, id, false, L5R_EDUPLICATE,
                               "card id '%s' is already defined", id->s);
    if (title == NULL)
        return l5r__schema_err(s, n, false, L5R_ESCHEMA,
                               "card '%s' needs a 'title'", id->s);
    if (typen == NULL)
        return l5r__schema_err(s, n, false, L5R_ESCHEMA,
                               "card '%s' needs a 'type'", id->s);
    int type;
    if (l5r__get_enum(s, typen, "card type", type_names + 1, &type) != L5R_OK)
        return s->status;
    type += 1;

    uint32_t at;
    if (l5r_vec_push(&db->mem, &db->cards, &at) != L5R_OK)
        return l5r__schema_err(s, n, false, L5R_ENOMEM, "out of memory");
    l5r_cardrec *c = &db->cards.v[at];
    c->type = (uint8_t)type;
    c->deck = type_rules[type].deck;
    c->pos = (l5r_pos){s->src, n->line, n->col};
    c->identity = c->group = at;

    int rc = L5R_OK;
    const l5r_node *printings = NULL, *factions = NULL, *element = NULL,
                   *formed = NULL, *mods = NULL;
    uint32_t card_id = 0, card_title = 0;
    for (const l5r_node *f = n->child; f != NULL; f = f->next) {
        c = &db->cards.v[at]; /* the array may move while staging */
        int st;
        if (f == typen) {
            continue;
        } else if (f == id) {
            rc |= l5r__get_str(s, f, &card_id);
        } else if (f == title) {
            rc |= l5r__get_str(s, f, &card_title);
            if (f->kind == L5R_NODE_SCALAR && f->len == 0)
                rc |= l5r__schema_err(s, f, false, L5R_ESCHEMA,
                                      "the title is empty");
        } else if (l5r__key_is(f, "deck")) {
            int d;
            if (l5r__get_enum(s, f, "deck", deck_names + 1, &d) != L5R_OK)
                rc = L5R_ESCHEMA;
            else if (d + 1 != c->deck)
                rc |= l5r__schema_err(s, f, false, L5R_ESCHEMA,
                                      "a %s card goes in the %s deck, not %s",
                                      type_names[type], deck_names[c->deck],
                                      deck_names[d + 1]);
        } else if (l5r__key_is(f, "faction")) {
            uint32_t v;
            if (l5r__get_str(s, f, &v) == L5R_OK)
                db->cards.v[at].faction = v;
            else
                rc = L5R_ESCHEMA;
        } else if (l5r__key_is(f, "factions")) {
            factions = f;
        } else if (l5r__key_is(f, "keywords")) {
            uint32_t first, count;
            rc |= l5r__get_strlist(s, f, false, &first, &count);
            db->cards.v[at].kw_first = first;
            db->cards.v[at].kw_count = count;
        } else if (l5r__key_is(f, "unique")) {
            bool u;
            if (l5r__get_bool(s, f, &u) == L5R_OK)
                c->unique = u;
            else
                rc = L5R_ESCHEMA;
        } else if (l5r__key_is(f, "text")) {
            uint32_t v;
            if (l5r__get_str(s, f, &v) == L5R_OK)
                db->cards.v[at].text = v;
            else
                rc = L5R_ESCHEMA;
        } else if (l5r__key_is(f, "printings")) {
            printings = f;
        } else if (l5r__key_is(f, "abilities")) {
            ability_arg a = {at, (uint8_t)type};
            uint32_t first, count;
            rc |= each_entry(s, f, "abilities", 0, 24, &db->abils.n, &first,
                             &count, ability_cb, &a);
            db->cards.v[at].abil_first = first;
            db->cards.v[at].abil_count = count;
        } else if (l5r__key_is(f, "formed_by")) {
            formed = f;
        } else if (l5r__key_is(f, "element")) {
            element = f;
        } else if (l5r__key_is(f, "modifiers")) {
            mods = f;
        } else if ((st = stat_of_key(f)) != 0) {
            if (check_stat_allowed(s, f, st, (uint8_t)type) != L5R_OK ||
                get_stat(s, f, st, &c->stats) != L5R_OK)
                rc = L5R_ESCHEMA;
        } else {
            rc |= unknown_field(s, f, "a card");
        }
    }
    c = &db->cards.v[at];
    c->id = card_id;
    c->title = card_title;

    if (factions != NULL) {
        if (type != L5R_TYPE_SENSEI)
            rc |= l5r__schema_err(s, factions, true, L5R_ESCHEMA,
                                  "only a Sensei lists 'factions' (use "
                                  "'faction')");
        else if (l5r__get_strlist(s, factions, false, &c->fac_first,
                                  &c->fac_count) != L5R_OK)
            rc = L5R_ESCHEMA;
        else if (db->cards.v[at].fac_count == 0)
            rc |= l5r__schema_err(s, factions, false, L5R_ESCHEMA,
                                  "a Sensei lists at least one faction "
                                  "(SEN-03)");
    } else if (type == L5R_TYPE_SENSEI) {
        rc |= l5r__schema_err(s, n, false, L5R_ESCHEMA,
                              "Sensei '%s' needs 'factions' (SEN-03)", id->s);
    }
    c = &db->cards.v[at];
    if (mods != NULL) {
        if (type != L5R_TYPE_SENSEI)
            rc |= l5r__schema_err(s, mods, true, L5R_ESCHEMA,
                                  "only a Sensei has 'modifiers'");
        else
            rc |= schema_modifiers(s, mods, &c->mods);
    }
    if (element != NULL) {
        int e;
        if (type != L5R_TYPE_RING)
            rc |= l5r__schema_err(s, element, true, L5R_ESCHEMA,
                                  "only a Ring has an 'element'");
        else if (l5r__get_enum(s, element, "element", element_names + 1, &e) !=
                 L5R_OK)
            rc = L5R_ESCHEMA;
        else
            c->element = (uint8_t)(e + 1);
    } else if (type == L5R_TYPE_RING) {
        rc |= l5r__schema_err(s, n, false, L5R_ESCHEMA,
                              "Ring '%s' needs an 'element'", id->s);
    }
    if (formed != NULL) {
        uint32_t first = 0, count = 0;
        if (type != L5R_TYPE_ACTION)
            rc |= l5r__schema_err(s, formed, true, L5R_ESCHEMA,
                                  "only an Action (a Formation) has "
                                  "'formed_by'");
        else
            rc |= each_entry(s, formed, "formed_by", 1, 8, &db->conds.n, &first,
                             &count, condition_cb, NULL);
        if (type == L5R_TYPE_ACTION) {
            db->cards.v[at].cond_first = first;
            db->cards.v[at].cond_count = count;
        }
    }
    if (printings == NULL) {
        rc |= l5r__schema_err(s, n, false, L5R_ESCHEMA,
                              "card '%s' needs 'printings'", id->s);
    } else {
        uint8_t t = (uint8_t)type;
        uint32_t first, count;
        rc |= each_entry(s, printings, "printings", 1, 32, &db->prints.n,
                         &first, &count, printing_cb, &t);
        db->cards.v[at].print_first = first;
        db->cards.v[at].print_count = count;
    }
    c = &db->cards.v[at];
    uint32_t missing = type_rules[type].required & ~c->stats.has;
    if (missing != 0 && rc == L5R_OK) {
        int st = 1;
        while (!(missing & (1u << st)))
            st++;
        rc = l5r__schema_err(s, n, false, L5R_ESCHEMA, "%s '%s' needs '%s'",
                             type_names[type], id->s, stat_names[st]);
    }
    if (rc != L5R_OK) {
        c->id = 0; /* not indexed: the load fails anyway */
        return s->status != L5R_OK ? s->status : L5R_ESCHEMA;
    }
    if (l5r__db_index_add(db, at) != L5R_OK)
        return l5r__schema_err(s, n, false, L5R_ENOMEM, "out of memory");
    return L5R_OK;
}

/* --- the top level ------------------------------------------------------- */

static const char *const section_names[3] = {"factions", "sets", "cards"};
static int (*const section_fns[3])(l5r_schema *, const l5r_node *) = {
    schema_faction, schema_set, schema_card};

static int section_of(const l5r_node *f)
{
    for (int i = 0; i < 3; i++)
        if (l5r__key_is(f, section_names[i]))
            return i;
    return -1;
}

int l5r__schema_cardfile_item(void *arg, const l5r_node *section,
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

int l5r__schema_cardfile(l5r_schema *s, const l5r_node *root)
{
    for (const l5r_node *f = root->child; f != NULL; f = f->next) {
        int i = section_of(f);
        if (i < 0) {
            unknown_field(s, f, "a card file (expected factions, sets, cards)");
            continue;
        }
        if (l5r__expect(s, f, L5R_NODE_SEQ, section_names[i]) != L5R_OK)
            continue;
        /* Items not handed over while reading (a whole-tree parse). */
        for (const l5r_node *c = f->child; c != NULL; c = c->next)
            if (l5r__schema_cardfile_item(s, f, c) != L5R_OK)
                return s->status;
    }
    return s->status;
}
