/* SPDX-License-Identifier: MIT */
/* fixture.c - the scenario-test board builder (see fixture.h). */
#include "fixture.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int fail(fx *f, int rc, const char *fmt, ...) FX_PRINTF(3, 4);
static int fail(fx *f, int rc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(f->msg, sizeof f->msg, fmt, ap);
    va_end(ap);
    return rc;
}

static void print_diags(const l5r_carddb *db, const char *what)
{
    fprintf(stderr, "fixture: loading %s failed\n", what);
    for (uint32_t i = 0; i < l5r_carddb_diag_count(db); i++) {
        uint32_t line = 0, col = 0;
        l5r_carddb_diag(NULL, &line, &col, db, i);
        fprintf(stderr, "  %s:%u:%u: %s\n", l5r_carddb_diag_source(db, i), line,
                col, l5r_carddb_diag_message(db, i));
    }
}

/* Load the cards of fx_cards_in into `db` and freeze it. */
static int load_cards(l5r_carddb *db, const char *root, const char *yaml,
                      int sets, int sample)
{
    char path[1024];
    if (sets) {
        snprintf(path, sizeof path, "%s/examples/cards/sets.yaml", root);
        if (l5r_carddb_load_file(db, path) != L5R_OK) {
            print_diags(db, path);
            return L5R_ERROR;
        }
    }
    if (sample) {
        snprintf(path, sizeof path, "%s/examples/cards/lotus-sample.yaml",
                 root);
        if (l5r_carddb_load_file(db, path) != L5R_OK) {
            print_diags(db, path);
            return L5R_ERROR;
        }
    }
    if (yaml != NULL &&
        l5r_carddb_load_buffer(db, "inline", yaml, strlen(yaml)) != L5R_OK) {
        print_diags(db, "the inline cards");
        return L5R_ERROR;
    }
    if (l5r_carddb_freeze(db) != L5R_OK) {
        print_diags(db, "(freeze)");
        return L5R_ERROR;
    }
    return L5R_OK;
}

l5r_carddb *fx_cards_in(const char *root, const char *yaml, int sets,
                        int sample)
{
    l5r_carddb *db = NULL;
    if (l5r_carddb_new(&db, NULL) != L5R_OK)
        return NULL;
    if (load_cards(db, root, yaml, sets, sample) != L5R_OK) {
        l5r_carddb_free(db);
        return NULL;
    }
    return db;
}

fx *fx_new_in(const char *root, const char *yaml, int sets, int sample)
{
    fx *f = calloc(1, sizeof *f);
    if (f == NULL)
        return NULL;
    snprintf(f->root, sizeof f->root, "%s", root);
    if (l5r_carddb_new(&f->db, NULL) != L5R_OK ||
        l5r_options_new(&f->opts, NULL) != L5R_OK)
        goto bad;
    l5r_options_set(f->opts, L5R_PARAM_CHECK_DECKS, 0);
    if (load_cards(f->db, root, yaml, sets, sample) != L5R_OK)
        goto bad;
    for (int p = 0; p < 2; p++)
        if (l5r_deck_new(&f->decks[p], f->db, NULL) != L5R_OK)
            goto bad;
    return f;
bad:
    fx_free(f);
    return NULL;
}

static fx *tracked[FX_TRACKED];

void fx_free(fx *f)
{
    if (f == NULL)
        return;
    for (size_t i = 0; i < FX_TRACKED; i++)
        if (tracked[i] == f)
            tracked[i] = NULL;
    l5r_game_free(f->g);
    for (int p = 0; p < 2; p++)
        l5r_deck_free(f->decks[p]);
    l5r_options_free(f->opts);
    l5r_carddb_free(f->db);
    free(f);
}

fx *fx_track(fx *f)
{
    for (size_t i = 0; f != NULL && i < FX_TRACKED; i++)
        if (tracked[i] == NULL) {
            tracked[i] = f;
            return f;
        }
    return f;
}

int fx_teardown(void **state)
{
    (void)state;
    for (size_t i = 0; i < FX_TRACKED; i++) {
        fx_free(tracked[i]);
        tracked[i] = NULL;
    }
    return 0;
}

int fx_set(fx *f, int param, int64_t value)
{
    int rc = l5r_options_set(f->opts, param, value);
    if (rc != L5R_OK)
        return fail(f, rc, "cannot set parameter %d to %lld", param,
                    (long long)value);
    return rc;
}

uint32_t fx_def(const fx *f, const char *id)
{
    uint32_t i;
    return l5r_carddb_find(&i, f->db, id) == L5R_OK ? i : L5R_NO_ID;
}

/* Add "id*N id ..." to a list of the deck. */
static int add_list(fx *f, l5r_deck *d, int list, const char *spec)
{
    if (spec == NULL)
        return L5R_OK;
    const char *s = spec;
    for (;;) {
        while (*s == ' ' || *s == '\t' || *s == '\n')
            s++;
        if (*s == '\0')
            return L5R_OK;
        char id[128];
        size_t n = 0;
        while (*s != '\0' && *s != ' ' && *s != '\t' && *s != '\n' &&
               *s != '*') {
            if (n + 1 < sizeof id)
                id[n++] = *s;
            s++;
        }
        id[n] = '\0';
        unsigned long count = 1;
        if (*s == '*') {
            char *end;
            count = strtoul(s + 1, &end, 10);
            if (end == s + 1 || count == 0)
                return fail(f, L5R_EINVAL, "bad count after '%s'", id);
            s = end;
        }
        uint32_t def = fx_def(f, id);
        if (def == L5R_NO_ID)
            return fail(f, L5R_ENOTFOUND, "no card '%s'", id);
        int rc = l5r_deck_add(d, list, def, (uint32_t)count);
        if (rc != L5R_OK)
            return fail(f, rc, "cannot add '%s'", id);
    }
}

int fx_deck(fx *f, uint32_t p, const char *stronghold, const char *sensei,
            const char *wind, const char *dynasty, const char *fate)
{
    if (p > 1)
        return fail(f, L5R_EINVAL, "no player %u", p);
    l5r_deck_free(f->decks[p]);
    f->decks[p] = NULL;
    int rc = l5r_deck_new(&f->decks[p], f->db, NULL);
    if (rc != L5R_OK)
        return fail(f, rc, "l5r_deck_new failed");
    l5r_deck *d = f->decks[p];
    const char *pre[3] = {stronghold, sensei, wind};
    for (int k = 0; k < 3; k++) {
        if (pre[k] == NULL)
            continue;
        uint32_t def = fx_def(f, pre[k]);
        if (def == L5R_NO_ID)
            return fail(f, L5R_ENOTFOUND, "no card '%s'", pre[k]);
        rc = k == 0   ? l5r_deck_set_stronghold(d, def)
             : k == 1 ? l5r_deck_set_sensei(d, def)
                      : l5r_deck_set_wind(d, def);
        if (rc != L5R_OK)
            return fail(f, rc, "cannot set '%s'", pre[k]);
    }
    rc = add_list(f, d, L5R_LIST_DYNASTY, dynasty);
    if (rc == L5R_OK)
        rc = add_list(f, d, L5R_LIST_FATE, fate);
    return rc;
}

int fx_deck_file(fx *f, uint32_t p, const char *relpath)
{
    if (p > 1)
        return fail(f, L5R_EINVAL, "no player %u", p);
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", f->root, relpath);
    int rc = l5r_deck_load_file(f->decks[p], path);
    if (rc != L5R_OK)
        return fail(f, rc, "%s: %s", path, l5r_deck_errmsg(f->decks[p]));
    return rc;
}

int fx_start(fx *f, int64_t seed)
{
    l5r_game_free(f->g);
    f->g = NULL;
    int rc = l5r_options_set(f->opts, L5R_PARAM_SEED, seed);
    if (rc == L5R_OK)
        rc = l5r_game_new(&f->g, f->db, f->opts, f->decks, 2, NULL);
    if (rc != L5R_OK)
        return fail(f, rc, "l5r_game_new: %s", l5r_error_message());
    return rc;
}

static int matches(const fx *f, uint32_t card, uint32_t p, int zone,
                   uint32_t def)
{
    const l5r_game *g = f->g;
    if (l5r_game_card_zone(g, card) != zone)
        return 0;
    uint32_t who = zone == L5R_ZONE_PLAY ? l5r_game_card_controller(g, card)
                                         : l5r_game_card_owner(g, card);
    if (who != p)
        return 0;
    uint32_t d;
    return def == L5R_NO_ID ||
           (l5r_game_card_def(&d, g, card) == L5R_OK && d == def);
}

uint32_t fx_find_nth(const fx *f, uint32_t p, int zone, const char *id,
                     uint32_t n)
{
    if (f->g == NULL)
        return L5R_NO_ID;
    uint32_t def = L5R_NO_ID;
    if (id != NULL && (def = fx_def(f, id)) == L5R_NO_ID)
        return L5R_NO_ID;
    for (uint32_t i = 0; i < l5r_game_card_count(f->g); i++)
        if (matches(f, i, p, zone, def) && n-- == 0)
            return i;
    return L5R_NO_ID;
}

uint32_t fx_find(const fx *f, uint32_t p, int zone, const char *id)
{
    return fx_find_nth(f, p, zone, id, 0);
}

uint32_t fx_count(const fx *f, uint32_t p, int zone, const char *id)
{
    if (f->g == NULL)
        return 0;
    uint32_t def = L5R_NO_ID;
    if (id != NULL && (def = fx_def(f, id)) == L5R_NO_ID)
        return 0;
    uint32_t n = 0;
    for (uint32_t i = 0; i < l5r_game_card_count(f->g); i++)
        n += (uint32_t)matches(f, i, p, zone, def);
    return n;
}

const char *fx_card_id(const fx *f, uint32_t card)
{
    uint32_t def;
    if (f->g == NULL || l5r_game_card_def(&def, f->g, card) != L5R_OK)
        return "?";
    const char *id = l5r_carddb_card_id(f->db, def);
    return id != NULL ? id : "?";
}

static int vdo(fx *f, const char *fmt, va_list ap, char *text, size_t cap)
    FX_PRINTF(2, 0);
static int vdo(fx *f, const char *fmt, va_list ap, char *text, size_t cap)
{
    vsnprintf(text, cap, fmt, ap);
    l5r_verdict_init(&f->v, L5R_VERDICT_VERSION);
    if (f->g == NULL)
        return fail(f, L5R_EINVAL, "no game: call fx_start first");
    int rc = l5r_game_apply_text(f->g, text, &f->v);
    if (rc != L5R_OK)
        fail(f, rc, "'%s': %s (%s %s: %s)", text, l5r_status_name(rc),
             l5r_reason_name(f->v.reason), f->v.rule, f->v.message);
    return rc;
}

int fx_do(fx *f, const char *fmt, ...)
{
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    int rc = vdo(f, fmt, ap, text, sizeof text);
    va_end(ap);
    return rc;
}

/* Is `rule` one of the '|'-separated IDs of `rules`? */
static int rule_in(const char *rule, const char *rules)
{
    size_t n = strlen(rule);
    const char *s = rules;
    for (;;) {
        const char *bar = strchr(s, '|');
        size_t len = bar != NULL ? (size_t)(bar - s) : strlen(s);
        if (n > 0 && len == n && strncmp(s, rule, n) == 0)
            return 1;
        if (bar == NULL)
            return 0;
        s = bar + 1;
    }
}

/* The verdict is the expected refusal: fx_illegal's (this reason and this
   rule) or, with `one_of`, fx_illegal_one_of's. */
static int refused_as(const l5r_verdict *v, int reason, const char *rules,
                      int one_of)
{
    if (v->legal)
        return 0;
    if (!one_of)
        return v->reason == reason && strcmp(v->rule, rules) == 0;
    return rule_in(v->rule, rules) && (reason < 0 || v->reason == reason);
}

static const char *judge_illegal(fx *f, int reason, const char *rules,
                                 int one_of, const char *text)
{
    const char *want_reason =
        reason >= 0 ? l5r_reason_name(reason) : "(any reason)";
    if (f->g == NULL) {
        fail(f, L5R_EINVAL, "no game");
        return f->msg;
    }
    uint64_t before = l5r_game_hash(f->g);
    uint32_t log_before = l5r_game_log_count(f->g);
    /* validate (const) first */
    l5r_action *a = NULL;
    if (l5r_action_new(&a, NULL) != L5R_OK) {
        fail(f, L5R_ENOMEM, "l5r_action_new failed");
        return f->msg;
    }
    int rc = l5r_action_parse(a, text);
    l5r_verdict vv;
    l5r_verdict_init(&vv, L5R_VERDICT_VERSION);
    if (rc == L5R_OK)
        rc = l5r_game_validate(&vv, f->g, a);
    l5r_action_free(a);
    if (rc != L5R_OK) {
        fail(f, rc, "'%s': parse/validate returned %s", text,
             l5r_status_name(rc));
        return f->msg;
    }
    if (!refused_as(&vv, reason, rules, one_of)) {
        fail(f, L5R_ERROR,
             "'%s': validate says legal=%d %s %s (%s); expected %s %s", text,
             vv.legal, l5r_reason_name(vv.reason), vv.rule, vv.message,
             want_reason, rules);
        return f->msg;
    }
    if (!one_of && l5r_game_hash(f->g) != before) {
        fail(f, L5R_ERROR, "'%s': validate changed the game", text);
        return f->msg;
    }
    l5r_verdict_init(&f->v, L5R_VERDICT_VERSION);
    rc = l5r_game_apply_text(f->g, text, &f->v);
    if (rc != L5R_EILLEGAL) {
        fail(f, L5R_ERROR, "'%s': apply returned %s, not L5R_EILLEGAL", text,
             l5r_status_name(rc));
        return f->msg;
    }
    if (!refused_as(&f->v, reason, rules, one_of)) {
        fail(f, L5R_ERROR, "'%s': apply's verdict %s %s; expected %s %s", text,
             l5r_reason_name(f->v.reason), f->v.rule, want_reason, rules);
        return f->msg;
    }
    if (l5r_rule_text(f->v.rule) == NULL) {
        fail(f, L5R_ERROR, "'%s': rule %s is not in the rule table", text,
             f->v.rule);
        return f->msg;
    }
    if (!one_of && f->v.message[0] == '\0') {
        fail(f, L5R_ERROR, "'%s': the verdict has no message", text);
        return f->msg;
    }
    if (l5r_game_hash(f->g) != before ||
        l5r_game_log_count(f->g) != log_before) {
        fail(f, L5R_ERROR, "'%s': the illegal move changed the game", text);
        return f->msg;
    }
    return NULL;
}

const char *fx_illegal(fx *f, int reason, const char *rule, const char *fmt,
                       ...)
{
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    return judge_illegal(f, reason, rule, 0, text);
}

const char *fx_illegal_one_of(fx *f, int reason, const char *rules,
                              const char *fmt, ...)
{
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    return judge_illegal(f, reason, rules, 1, text);
}

int fx_pass_to(fx *f, int phase)
{
    if (f->g == NULL)
        return fail(f, -1, "no game");
    for (int i = 0; i < 100; i++) {
        if (l5r_game_phase(f->g) == phase)
            return 0;
        if (l5r_game_is_over(f->g))
            return fail(f, -1, "the game ended before phase %d", phase);
        if (fx_do(f, "pass") != L5R_OK)
            return -1;
    }
    return fail(f, -1, "phase %d not reached in 100 passes", phase);
}

int fx_next_turn(fx *f)
{
    if (f->g == NULL)
        return fail(f, -1, "no game");
    uint32_t turn = l5r_game_turn(f->g);
    for (int i = 0; i < 100; i++) {
        if (l5r_game_turn(f->g) != turn &&
            l5r_game_phase(f->g) == L5R_PHASE_ACTION)
            return 0;
        if (l5r_game_is_over(f->g))
            return fail(f, -1, "the game ended");
        if (fx_do(f, "pass") != L5R_OK)
            return -1;
    }
    return fail(f, -1, "the next turn not reached in 100 passes");
}

char *fx_view(const fx *f, uint32_t viewer)
{
    char *json = NULL;
    if (f->g == NULL || l5r_game_view_json(&json, f->g, viewer) != L5R_OK)
        return NULL;
    return json;
}

uint32_t fx_event_count(const fx *f, int kind)
{
    uint32_t n = 0;
    if (f->g == NULL)
        return 0;
    for (uint32_t i = 0; i < l5r_game_event_count(f->g); i++) {
        int k;
        if (l5r_game_event(&k, NULL, NULL, NULL, f->g, i) == L5R_OK &&
            k == kind)
            n++;
    }
    return n;
}

char *fx_read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    while (buf != NULL) {
        if (cap - n < 2) {
            char *b = realloc(buf, cap * 2);
            if (b == NULL) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = b;
            cap *= 2;
        }
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0)
            break;
    }
    if (buf != NULL && ferror(f)) {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    if (buf != NULL) {
        buf[n] = '\0';
        if (len != NULL)
            *len = n;
    }
    return buf;
}
