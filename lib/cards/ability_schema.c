/*
 * ability_schema.c - the ability vocabulary of the card schema (timings,
 * limits, triggers, costs, target selectors, effects), checked and
 * compiled into records. The resolver gives them meaning; here every word
 * is checked, so an unknown effect is an error with its line and column.
 */
#include "cards/schema.h"

#include "cards/keywords.h"

static const char *const timing_names[] = {"limited",  "open",     "battle",
                                           "engage",   "reaction", "continuous",
                                           "revealed", NULL};
static const char *const limit_names[] = {"once_per_turn", "any_number", NULL};
static const char *const trigger_names[] = {"targeted",
                                            "enters_play",
                                            "battle_won",
                                            "battle_lost",
                                            "province_destroyed",
                                            "favor_taken",
                                            "honor_gained",
                                            "honor_lost",
                                            "card_destroyed",
                                            "turn_start",
                                            NULL};
static const char *const while_names[] = {"in_play", "attached", NULL};
static const char *const self_target[] = {"self", "target", NULL};
static const char *const until_names[] = {"end_of_battle", "end_of_turn",
                                          "while", NULL};

typedef struct abil_ctx {
    l5r_schema *s;
    bool has_target;
    const l5r_node *first_target_use; /* a "target" reference */
} abil_ctx;

/* self|target (and more) -> l5r_who */
static int get_who(abil_ctx *a, const l5r_node *n, const char *const *names,
                   const uint8_t *whos, uint8_t *out)
{
    int i = 0;
    if (l5r__get_enum(a->s, n, "value", names, &i) != L5R_OK)
        return L5R_ESCHEMA;
    *out = whos[i];
    if (*out == L5R_WHO_TARGET && a->first_target_use == NULL)
        a->first_target_use = n;
    return L5R_OK;
}

static int get_self_target(abil_ctx *a, const l5r_node *n, uint8_t *out)
{
    static const uint8_t w[] = {L5R_WHO_SELF, L5R_WHO_TARGET};
    return get_who(a, n, self_target, w, out);
}

static int get_true(abil_ctx *a, const l5r_node *n)
{
    bool b;
    if (l5r__get_bool(a->s, n, &b) != L5R_OK)
        return L5R_ESCHEMA;
    if (!b)
        return l5r__schema_err(a->s, n, false, L5R_ESCHEMA,
                               "'%.32s' takes only true", n->key);
    return L5R_OK;
}

static int get_i16(abil_ctx *a, const l5r_node *n, int min, int max,
                   int16_t *out)
{
    int64_t v;
    if (l5r__get_int(a->s, n, min, max, &v) != L5R_OK)
        return L5R_ESCHEMA;
    *out = (int16_t)v;
    return L5R_OK;
}

/* The one entry of a single-key mapping (a cost or an effect). */
static const l5r_node *single(abil_ctx *a, const l5r_node *n, const char *what)
{
    if (n->kind != L5R_NODE_MAP || n->count != 1) {
        l5r__schema_err(a->s, n, false, L5R_ESCHEMA,
                        "%s must be a mapping with one key", what);
        return NULL;
    }
    return n->child;
}

/* --- costs --------------------------------------------------------------- */

static int schema_selector(abil_ctx *a, const l5r_node *n, l5r_selrec *sel);

static int schema_cost(abil_ctx *a, const l5r_node *n)
{
    l5r_schema *s = a->s;
    const l5r_node *f = single(a, n, "a cost");
    if (f == NULL)
        return L5R_ESCHEMA;
    l5r_costrec c = {0, 0, 0, L5R_NONE};
    int rc;
    if (l5r__key_is(f, "bow") && f->kind == L5R_NODE_MAP) {
        /* Bow a card the move chooses, fitting this filter (choosing is
           not targeting). */
        l5r_selrec sel;
        c.kind = L5R_COST_BOW;
        c.who = L5R_WHO_ANY;
        rc = schema_selector(a, f, &sel);
        if (rc == L5R_OK) {
            uint32_t at;
            if (l5r_vec_push(&s->db->mem, &s->db->sels, &at) != L5R_OK)
                return l5r__schema_err(s, n, false, L5R_ENOMEM,
                                       "out of memory");
            s->db->sels.v[at] = sel;
            c.sel = at;
        }
    } else if (l5r__key_is(f, "bow")) {
        c.kind = L5R_COST_BOW;
        rc = get_self_target(a, f, &c.who);
    } else if (l5r__key_is(f, "gold")) {
        c.kind = L5R_COST_GOLD;
        rc = get_i16(a, f, 0, 99, &c.amount);
    } else if (l5r__key_is(f, "discard_card")) {
        c.kind = L5R_COST_DISCARD_CARD;
        rc = get_i16(a, f, 1, 9, &c.amount);
    } else if (l5r__key_is(f, "discard_favor")) {
        c.kind = L5R_COST_DISCARD_FAVOR;
        rc = get_true(a, f);
    } else if (l5r__key_is(f, "lose_honor")) {
        c.kind = L5R_COST_LOSE_HONOR;
        rc = get_i16(a, f, 1, 99, &c.amount);
    } else if (l5r__key_is(f, "ninjutsu")) {
        c.kind = L5R_COST_NINJUTSU;
        rc = get_true(a, f);
    } else if (l5r__key_is(f, "destroy")) {
        static const char *const self_only[] = {"self", NULL};
        static const uint8_t w[] = {L5R_WHO_SELF};
        c.kind = L5R_COST_DESTROY;
        rc = get_who(a, f, self_only, w, &c.who);
    } else {
        return l5r__schema_err(s, f, true, L5R_ESCHEMA, "unknown cost '%.48s'",
                               f->key);
    }
    if (rc != L5R_OK)
        return rc;
    uint32_t at;
    if (l5r_vec_push(&s->db->mem, &s->db->costs, &at) != L5R_OK)
        return l5r__schema_err(s, n, false, L5R_ENOMEM, "out of memory");
    s->db->costs.v[at] = c;
    return L5R_OK;
}

/* --- target selectors ------------------------------------------------------
 */

static int get_tristate(abil_ctx *a, const l5r_node *f, int8_t *out)
{
    bool b;
    if (l5r__get_bool(a->s, f, &b) != L5R_OK)
        return L5R_ESCHEMA;
    *out = b;
    return L5R_OK;
}

static int schema_selector(abil_ctx *a, const l5r_node *n, l5r_selrec *sel)
{
    static const char *const types[] = {
        "personality", "follower", "item", "spell", "holding", "card",
        "unit",        "province", "ring", "token", "player",  NULL};
    static const char *const ctl[] = {"any", "self", "opponent", NULL};
    static const char *const at[] = {"any", "current_battlefield", "home",
                                     NULL};
    l5r_schema *s = a->s;
    if (l5r__expect(s, n, L5R_NODE_MAP, "a target") != L5R_OK)
        return L5R_ESCHEMA;
    memset(sel, 0, sizeof *sel);
    sel->present = 1;
    sel->bowed = sel->face_down = sel->attacking = sel->defending = -1;
    sel->force_min = sel->chi_min = sel->ph_min = INT16_MIN;
    sel->force_max = sel->chi_max = INT16_MAX;
    sel->count = 1;
    int rc = L5R_OK, i = 0;
    bool has_type = false;
    for (const l5r_node *f = n->child; f != NULL; f = f->next) {
        int r = L5R_OK;
        if (l5r__key_is(f, "type")) {
            has_type = true;
            r = l5r__get_enum(s, f, "target type", types, &i);
            sel->type = (uint8_t)(i + 1);
        } else if (l5r__key_is(f, "controller")) {
            r = l5r__get_enum(s, f, "controller", ctl, &i);
            sel->controller = (uint8_t)i;
        } else if (l5r__key_is(f, "at")) {
            r = l5r__get_enum(s, f, "location", at, &i);
            sel->at = (uint8_t)i;
        } else if (l5r__key_is(f, "keywords")) {
            r = l5r__get_strlist(s, f, true, &sel->kw_first, &sel->kw_count);
        } else if (l5r__key_is(f, "not_keywords")) {
            r = l5r__get_strlist(s, f, true, &sel->nkw_first, &sel->nkw_count);
        } else if (l5r__key_is(f, "title")) {
            r = l5r__get_str(s, f, &sel->title);
        } else if (l5r__key_is(f, "bowed")) {
            r = get_tristate(a, f, &sel->bowed);
        } else if (l5r__key_is(f, "face_down")) {
            r = get_tristate(a, f, &sel->face_down);
        } else if (l5r__key_is(f, "attacking")) {
            r = get_tristate(a, f, &sel->attacking);
        } else if (l5r__key_is(f, "defending")) {
            r = get_tristate(a, f, &sel->defending);
        } else if (l5r__key_is(f, "force_at_most")) {
            r = get_i16(a, f, -99, 99, &sel->force_max);
        } else if (l5r__key_is(f, "force_at_least")) {
            r = get_i16(a, f, -99, 99, &sel->force_min);
        } else if (l5r__key_is(f, "chi_at_most")) {
            r = get_i16(a, f, -99, 99, &sel->chi_max);
        } else if (l5r__key_is(f, "chi_at_least")) {
            r = get_i16(a, f, -99, 99, &sel->chi_min);
        } else if (l5r__key_is(f, "count")) {
            int16_t c;
            r = get_i16(a, f, 1, 8, &c);
            if (r == L5R_OK)
                sel->count = (uint8_t)c;
        } else if (l5r__key_is(f, "personal_honor_at_least")) {
            r = get_i16(a, f, -99, 99, &sel->ph_min);
        } else {
            r = l5r__schema_err(s, f, true, L5R_ESCHEMA,
                                "unknown target filter '%.48s'", f->key);
        }
        if (r != L5R_OK)
            rc = r;
    }
    if (!has_type && rc == L5R_OK)
        rc = l5r__schema_err(s, n, false, L5R_ESCHEMA,
                             "a target needs a 'type'");
    return rc;
}

/* --- effects ---------------------------------------------------------------
 */

static int effect_fields(abil_ctx *a, const l5r_node *f, l5r_effrec *e,
                         const char *const *allowed, const char *required)
{
    l5r_schema *s = a->s;
    if (l5r__expect(s, f, L5R_NODE_MAP, f->key) != L5R_OK)
        return L5R_ESCHEMA;
    int rc = L5R_OK;
    bool seen_required = required == NULL;
    for (const l5r_node *g = f->child; g != NULL; g = g->next) {
        int k = 0;
        while (allowed[k] != NULL && !l5r__key_is(g, allowed[k]))
            k++;
        if (allowed[k] == NULL) {
            rc = l5r__schema_err(s, g, true, L5R_ESCHEMA,
                                 "unknown field '%.48s' in '%.32s'", g->key,
                                 f->key);
            continue;
        }
        if (required != NULL && l5r__key_is(g, required))
            seen_required = true;
        int r = L5R_OK;
        const char *key = allowed[k];
        if (strcmp(key, "to") == 0 || strcmp(key, "on") == 0 ||
            strcmp(key, "from") == 0) {
            static const char *const w[] = {"self",     "target", "army",
                                            "province", "any",    NULL};
            static const uint8_t ww[] = {L5R_WHO_SELF, L5R_WHO_TARGET,
                                         L5R_WHO_ARMY, L5R_WHO_PROVINCE,
                                         L5R_WHO_ANY};
            uint8_t who = 0;
            r = get_who(a, g, w, ww, &who);
            if (strcmp(key, "from") == 0)
                e->from = who;
            else
                e->who = who;
        } else if (strcmp(key, "amount") == 0) {
            r = get_i16(a, g, -99, 99, &e->amount);
        } else if (strcmp(key, "until") == 0) {
            int i = 0;
            r = l5r__get_enum(s, g, "duration", until_names, &i);
            e->until = (uint8_t)(i + 1);
        } else if (strcmp(key, "player") == 0) {
            static const char *const w[] = {"self", "opponent", "target", NULL};
            static const uint8_t ww[] = {L5R_WHO_SELF, L5R_WHO_OPPONENT,
                                         L5R_WHO_TARGET};
            r = get_who(a, g, w, ww, &e->player);
        } else if (strcmp(key, "title") == 0 || strcmp(key, "keyword") == 0 ||
                   strcmp(key, "card") == 0) {
            r = l5r__get_str(s, g, &e->str);
        } else if (strcmp(key, "count") == 0) {
            r = get_i16(a, g, 1, 9, &e->count);
        } else if (strcmp(key, "at") == 0) {
            static const char *const w[] = {"home", "current_battlefield",
                                            NULL};
            static const uint8_t ww[] = {L5R_WHO_HOME, L5R_WHO_BATTLEFIELD};
            r = get_who(a, g, w, ww, &e->from);
        } else { /* a token's stat: force, chi, province_strength */
            int st = strcmp(key, "force") == 0 ? L5R_STAT_FORCE
                     : strcmp(key, "chi") == 0 ? L5R_STAT_CHI
                                               : L5R_STAT_PROVINCE_STRENGTH;
            int16_t v = 0;
            r = get_i16(a, g, -99, 99, &v);
            e->stats.v[st] = v;
            e->stats.has |= 1u << st;
        }
        if (r != L5R_OK)
            rc = r;
    }
    if (!seen_required && rc == L5R_OK)
        rc = l5r__schema_err(s, f, false, L5R_ESCHEMA, "'%.32s' needs '%s'",
                             f->key, required);
    return rc;
}

static int schema_honor(abil_ctx *a, const l5r_node *f, l5r_effrec *e)
{
    e->player = L5R_WHO_SELF;
    if (f->kind == L5R_NODE_SCALAR)
        return get_i16(a, f, 0, 99, &e->amount);
    static const char *const fields[] = {"amount", "player", NULL};
    int rc = effect_fields(a, f, e, fields, "amount");
    if (rc == L5R_OK && e->amount < 0)
        rc = l5r__schema_err(a->s, f, false, L5R_ESCHEMA,
                             "an honor amount cannot be negative");
    return rc;
}

static int schema_effect(abil_ctx *a, const l5r_node *n)
{
    l5r_schema *s = a->s;
    const l5r_node *f = single(a, n, "an effect");
    if (f == NULL)
        return L5R_ESCHEMA;
    l5r_effrec e;
    memset(&e, 0, sizeof e);
    int rc;
    static const struct {
        const char *name;
        uint8_t kind;
    } simple[] = {{"bow", L5R_EFF_BOW},
                  {"straighten", L5R_EFF_STRAIGHTEN},
                  {"destroy", L5R_EFF_DESTROY},
                  {"move_home", L5R_EFF_MOVE_HOME},
                  {"straighten_ring", L5R_EFF_STRAIGHTEN_RING}};
    for (size_t i = 0; i < L5R_ARRAY_LEN(simple); i++) {
        if (l5r__key_is(f, simple[i].name)) {
            e.kind = simple[i].kind;
            rc = get_self_target(a, f, &e.who);
            goto done;
        }
    }
    if (l5r__key_is(f, "draw")) {
        e.kind = L5R_EFF_DRAW;
        rc = get_i16(a, f, 1, 9, &e.amount);
    } else if (l5r__key_is(f, "gain_honor") || l5r__key_is(f, "lose_honor")) {
        e.kind = l5r__key_is(f, "gain_honor") ? L5R_EFF_GAIN_HONOR
                                              : L5R_EFF_LOSE_HONOR;
        rc = schema_honor(a, f, &e);
    } else if (l5r__key_is(f, "gain_gold")) {
        e.kind = L5R_EFF_GAIN_GOLD;
        rc = get_i16(a, f, 0, 99, &e.amount);
    } else if (l5r__key_is(f, "force_bonus") || l5r__key_is(f, "chi_bonus")) {
        static const char *const fields[] = {"to", "amount", "until", NULL};
        e.kind = l5r__key_is(f, "force_bonus") ? L5R_EFF_FORCE_BONUS
                                               : L5R_EFF_CHI_BONUS;
        rc = effect_fields(a, f, &e, fields, "amount");
    } else if (l5r__key_is(f, "yu_bonus")) {
        static const char *const fields[] = {"to", "amount", NULL};
        e.kind = L5R_EFF_YU_BONUS;
        rc = effect_fields(a, f, &e, fields, "amount");
    } else if (l5r__key_is(f, "give_keyword")) {
        static const char *const fields[] = {"to", "keyword", "until", NULL};
        e.kind = L5R_EFF_GIVE_KEYWORD;
        rc = effect_fields(a, f, &e, fields, "keyword");
    } else if (l5r__key_is(f, "create_token")) {
        static const char *const fields[] = {
            "on", "title", "force", "chi", "province_strength", "count", NULL};
        e.kind = L5R_EFF_CREATE_TOKEN;
        e.count = 1;
        rc = effect_fields(a, f, &e, fields, NULL);
        /* TOK-01: a token has stat modifications, a title, or both. */
        if (rc == L5R_OK && e.str == 0 && e.stats.has == 0)
            rc = l5r__schema_err(s, f, false, L5R_ESCHEMA,
                                 "a token needs stat modifications, a title, "
                                 "or both (TOK-01)");
    } else if (l5r__key_is(f, "destroy_token")) {
        static const char *const fields[] = {"on", "title", NULL};
        e.kind = L5R_EFF_DESTROY_TOKEN;
        rc = effect_fields(a, f, &e, fields, NULL);
    } else if (l5r__key_is(f, "transfer_token")) {
        static const char *const fields[] = {"from", "to", "title", NULL};
        e.kind = L5R_EFF_TRANSFER_TOKEN;
        rc = effect_fields(a, f, &e, fields, "to");
    } else if (l5r__key_is(f, "take_favor")) {
        e.kind = L5R_EFF_TAKE_FAVOR;
        rc = get_true(a, f);
    } else if (l5r__key_is(f, "discard_favor")) {
        e.kind = L5R_EFF_DISCARD_FAVOR;
        rc = get_true(a, f);
    } else if (l5r__key_is(f, "negate")) {
        e.kind = L5R_EFF_NEGATE;
        rc = get_true(a, f);
    } else if (l5r__key_is(f, "redirect")) {
        e.kind = L5R_EFF_REDIRECT;
        rc = get_true(a, f);
    } else if (l5r__key_is(f, "fear")) {
        e.kind = L5R_EFF_FEAR;
        rc = get_i16(a, f, 0, 9, &e.amount);
    } else if (l5r__key_is(f, "create_card")) {
        static const char *const fields[] = {"card", "at", NULL};
        e.kind = L5R_EFF_CREATE_CARD;
        rc = effect_fields(a, f, &e, fields, "card");
    } else {
        return l5r__schema_err(s, f, true, L5R_ESCHEMA,
                               "unknown effect '%.48s'", f->key);
    }
done:
    if (rc != L5R_OK)
        return rc;
    uint32_t at;
    if (l5r_vec_push(&s->db->mem, &s->db->effs, &at) != L5R_OK)
        return l5r__schema_err(s, n, false, L5R_ENOMEM, "out of memory");
    s->db->effs.v[at] = e;
    return L5R_OK;
}

/* --- the ability ------------------------------------------------------------
 */

static int get_timing(l5r_schema *s, const l5r_node *f, uint16_t *out)
{
    int i = 0;
    if (f->kind == L5R_NODE_SCALAR) {
        if (l5r__get_enum(s, f, "timing", timing_names, &i) != L5R_OK)
            return L5R_ESCHEMA;
        *out = (uint16_t)(1u << i);
        return L5R_OK;
    }
    if (f->kind != L5R_NODE_SEQ || f->count == 0)
        return l5r__schema_err(s, f, false, L5R_ESCHEMA,
                               "'timing' must be a timing or a list of them");
    *out = 0;
    for (const l5r_node *c = f->child; c != NULL; c = c->next) {
        if (l5r__get_enum(s, c, "timing", timing_names, &i) != L5R_OK)
            return L5R_ESCHEMA;
        *out |= (uint16_t)(1u << i);
    }
    return L5R_OK;
}

static bool has_trait(const l5r_carddb *db, const l5r_abilrec *r,
                      const char *trait)
{
    for (uint32_t i = 0; i < r->traits_count; i++)
        if (l5r__kw_equal(l5r_str(db, db->strlist.v[r->traits_first + i]),
                          trait))
            return true;
    return false;
}

int l5r__schema_ability(l5r_schema *s, const l5r_node *n, uint32_t card,
                        uint8_t card_type)
{
    (void)card_type;
    l5r_carddb *db = s->db;
    if (l5r__expect(s, n, L5R_NODE_MAP, "an ability") != L5R_OK)
        return L5R_ESCHEMA;
    abil_ctx a = {s, false, NULL};
    l5r_abilrec r;
    memset(&r, 0, sizeof r);
    r.card = card;
    r.pos = (l5r_pos){s->src, n->line, n->col};
    const l5r_node *timing = NULL, *trigger = NULL, *effects = NULL,
                   *whilst = NULL, *casters = NULL;
    int rc = L5R_OK;
    /* The target first: costs and effects may refer to it. */
    for (const l5r_node *f = n->child; f != NULL; f = f->next)
        if (l5r__key_is(f, "target")) {
            a.has_target = true;
            if (schema_selector(&a, f, &r.target) != L5R_OK)
                rc = L5R_ESCHEMA;
        }
    for (const l5r_node *f = n->child; f != NULL; f = f->next) {
        int r2 = L5R_OK;
        if (l5r__key_is(f, "target")) {
            continue;
        } else if (l5r__key_is(f, "timing")) {
            timing = f;
            r2 = get_timing(s, f, &r.timing);
        } else if (l5r__key_is(f, "traits")) {
            r2 =
                l5r__get_strlist(s, f, false, &r.traits_first, &r.traits_count);
        } else if (l5r__key_is(f, "limit")) {
            int i = 0;
            r2 = l5r__get_enum(s, f, "limit", limit_names, &i);
            r.limit = (uint8_t)i;
        } else if (l5r__key_is(f, "trigger")) {
            trigger = f;
            const l5r_node *ev = NULL;
            if (f->kind == L5R_NODE_MAP && f->count == 1 &&
                l5r__key_is(f->child, "event"))
                ev = f->child;
            if (ev == NULL) {
                r2 = l5r__schema_err(s, f, false, L5R_ESCHEMA,
                                     "'trigger' must be {event: NAME}");
            } else {
                int i = 0;
                r2 = l5r__get_enum(s, ev, "trigger event", trigger_names, &i);
                r.trigger = (uint8_t)(i + 1);
            }
        } else if (l5r__key_is(f, "cost")) {
            if (f->kind != L5R_NODE_SEQ) {
                r2 = l5r__expect(s, f, L5R_NODE_SEQ, "'cost'");
            } else {
                r.cost_first = db->costs.n;
                for (const l5r_node *c = f->child; c != NULL; c = c->next)
                    if (schema_cost(&a, c) != L5R_OK)
                        r2 = L5R_ESCHEMA;
                r.cost_count = db->costs.n - r.cost_first;
            }
        } else if (l5r__key_is(f, "effects")) {
            effects = f;
            if (f->kind != L5R_NODE_SEQ || f->count == 0 || f->count > 16) {
                r2 = l5r__schema_err(s, f, false, L5R_ESCHEMA,
                                     "'effects' must be a list of 1 to 16 "
                                     "effects");
            } else {
                r.eff_first = db->effs.n;
                for (const l5r_node *c = f->child; c != NULL; c = c->next)
                    if (schema_effect(&a, c) != L5R_OK)
                        r2 = L5R_ESCHEMA;
                r.eff_count = db->effs.n - r.eff_first;
            }
        } else if (l5r__key_is(f, "while")) {
            whilst = f;
            int i = 0;
            r2 = l5r__get_enum(s, f, "'while'", while_names, &i);
            r.whilst = (uint8_t)(i + 1);
        } else if (l5r__key_is(f, "casters")) {
            casters = f;
            int64_t lo = 0, hi = 0;
            bool has_min = false;
            if (f->kind != L5R_NODE_MAP) {
                r2 = l5r__expect(s, f, L5R_NODE_MAP, "'casters'");
            } else {
                for (const l5r_node *g = f->child; g != NULL; g = g->next) {
                    if (l5r__key_is(g, "min")) {
                        has_min = true;
                        r2 |= l5r__get_int(s, g, 1, 8, &lo);
                    } else if (l5r__key_is(g, "max")) {
                        r2 |= l5r__get_int(s, g, 1, 8, &hi);
                    } else {
                        r2 = l5r__schema_err(s, g, true, L5R_ESCHEMA,
                                             "unknown field '%.48s' in "
                                             "'casters'",
                                             g->key);
                    }
                }
                if (r2 == L5R_OK && !has_min)
                    r2 = l5r__schema_err(s, f, false, L5R_ESCHEMA,
                                         "'casters' needs 'min'");
                if (hi == 0)
                    hi = lo > 0 ? 8 : 0;
                if (r2 == L5R_OK && hi < lo)
                    r2 = l5r__schema_err(s, f, false, L5R_ESCHEMA,
                                         "'casters': max is below min");
                r.casters_min = (uint8_t)lo;
                r.casters_max = (uint8_t)hi;
            }
        } else if (l5r__key_is(f, "text")) {
            r2 = l5r__get_str(s, f, &r.text);
        } else if (l5r__key_is(f, "condition")) {
            static const char *const conds[] = {"highest_honor", NULL};
            int i = 0;
            r2 = l5r__get_enum(s, f, "condition", conds, &i);
            r.condition = (uint8_t)(i + 1);
        } else {
            r2 = l5r__schema_err(s, f, true, L5R_ESCHEMA,
                                 "unknown field '%.48s' in an ability", f->key);
        }
        if (r2 != L5R_OK)
            rc = L5R_ESCHEMA;
    }
    if (rc != L5R_OK)
        return rc;
    if (timing == NULL)
        return l5r__schema_err(s, n, false, L5R_ESCHEMA,
                               "an ability needs a 'timing'");
    if (effects == NULL)
        return l5r__schema_err(s, n, false, L5R_ESCHEMA,
                               "an ability needs 'effects'");
    if ((r.timing & L5R_TIMING_REACTION) && trigger == NULL)
        return l5r__schema_err(s, n, false, L5R_ESCHEMA,
                               "a reaction needs a 'trigger'");
    if (trigger != NULL && !(r.timing & L5R_TIMING_REACTION))
        return l5r__schema_err(s, trigger, true, L5R_ESCHEMA,
                               "only a reaction has a 'trigger'");
    if (whilst != NULL && !(r.timing & L5R_TIMING_CONTINUOUS))
        return l5r__schema_err(s, whilst, true, L5R_ESCHEMA,
                               "only a continuous ability has 'while'");
    if (casters != NULL && !has_trait(db, &r, "Ritual"))
        return l5r__schema_err(s, casters, true, L5R_ESCHEMA,
                               "only a Ritual has 'casters' (RIT-01)");
    if (a.first_target_use != NULL && !a.has_target)
        return l5r__schema_err(s, a.first_target_use, false, L5R_ESCHEMA,
                               "'target' is used but the ability has no "
                               "'target'");
    uint32_t at;
    if (l5r_vec_push(&db->mem, &db->abils, &at) != L5R_OK)
        return l5r__schema_err(s, n, false, L5R_ENOMEM, "out of memory");
    db->abils.v[at] = r;
    return L5R_OK;
}
