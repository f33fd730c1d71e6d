/* SPDX-License-Identifier: MIT */
/* fx_assert.c - the cmocka assertions over the board fixture (see
   fx_assert.h). */
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

fx *new_board(const char *cards, const char *sh1, const char *dyn1,
              const char *fate1, const char *sh2, const char *dyn2,
              const char *fate2)
{
    fx *f = fx_track(fx_new(cards));
    assert_non_null(f);
    if (fx_deck(f, 0, sh1, NULL, NULL, dyn1, fate1) != L5R_OK ||
        fx_deck(f, 1, sh2, NULL, NULL, dyn2, fate2) != L5R_OK)
        fail_msg("%s", f->msg);
    return f;
}

uint32_t card(const fx *f, uint32_t p, int zone, const char *id)
{
    uint32_t c = fx_find(f, p, zone, id);
    if (c == L5R_NO_ID)
        fail_msg("no %s in zone %d of p%u", id ? id : "card", zone, p + 1);
    return c;
}

uint32_t card_nth(const fx *f, uint32_t p, int zone, const char *id, uint32_t n)
{
    uint32_t c = fx_find_nth(f, p, zone, id, n);
    if (c == L5R_NO_ID)
        fail_msg("no %s #%u in zone %d of p%u", id ? id : "card", n, zone,
                 p + 1);
    return c;
}

uint32_t in_play(const fx *f, uint32_t p, const char *id)
{
    return card(f, p, L5R_ZONE_PLAY, id);
}

uint32_t in_hand(const fx *f, uint32_t p, const char *id)
{
    return card(f, p, L5R_ZONE_HAND, id);
}

int32_t card_stat(const fx *f, uint32_t c, int which)
{
    int32_t v = -1000;
    int has = l5r_game_card_stat(&v, f->g, c, which);
    if (has != 1)
        fail_msg("#%u has no stat %d (%d)", c, which, has);
    return v;
}

void assert_decision(const fx *f, uint32_t player, int kind)
{
    uint32_t p = L5R_NO_ID;
    int k = -1;
    assert_int_equal(l5r_game_decision(&p, &k, f->g), L5R_OK);
    if (p != player || k != kind)
        fail_msg("decision: p%u kind %d; expected p%u kind %d", p + 1, k,
                 player + 1, kind);
}

int decision_kind(const fx *f)
{
    int k = -1;
    assert_int_equal(l5r_game_decision(NULL, &k, f->g), L5R_OK);
    return k;
}

void pass_while(fx *f, int kind)
{
    for (int i = 0; i < 20 && decision_kind(f) == kind; i++)
        DO(f, "pass");
    assert_int_not_equal(decision_kind(f), kind);
}

void pass_until(fx *f, int kind)
{
    for (int i = 0; i < 20 && decision_kind(f) != kind; i++)
        DO(f, "pass");
    assert_int_equal(decision_kind(f), kind);
}

char *view(const fx *f, uint32_t viewer)
{
    char *json = fx_view(f, viewer);
    if (json == NULL)
        fail_msg("no view for viewer %u", viewer);
    return json;
}

int view_location(const fx *f, uint32_t c)
{
    char *json = view(f, L5R_NO_ID);
    char key[32];
    snprintf(key, sizeof key, "{\"id\":%u,\"card\":", c);
    const char *at = strstr(json, key);
    int loc = -1;
    if (at != NULL) {
        const char *end = strchr(at, '}');
        const char *l = strstr(at, "\"location\":");
        if (l != NULL && l < end)
            loc = atoi(l + strlen("\"location\":"));
    }
    l5r_free(json);
    return loc;
}

const char *view_province(const char *json, uint32_t p, uint32_t k)
{
    char key[32];
    snprintf(key, sizeof key, "{\"player\":%u,", p + 1);
    const char *at = strstr(json, key);
    if (at == NULL)
        fail_msg("no player %u in the view", p + 1);
    at = strstr(at, "\"provinces\":[");
    if (at == NULL)
        fail_msg("no provinces of p%u in the view", p + 1);
    for (uint32_t i = 0; i <= k; i++) {
        at = strstr(at + 1, "{\"strength\":");
        if (at == NULL)
            fail_msg("no province %u of p%u in the view", k, p + 1);
    }
    return at;
}

int location(const fx *f, uint32_t c)
{
    int v = view_location(f, c);
    if (v < 0)
        fail_msg("#%u is not in play in the spectator's view", c);
    if (l5r_game_card_location(f->g, c) != (uint32_t)v)
        fail_msg("#%u: l5r_game_card_location says %u, the view %d", c,
                 l5r_game_card_location(f->g, c), v);
    return v;
}

static int vlegal(fx *f, char *text, size_t cap, const char *fmt, va_list ap)
    FX_PRINTF(4, 0);
static int vlegal(fx *f, char *text, size_t cap, const char *fmt, va_list ap)
{
    vsnprintf(text, cap, fmt, ap);
    l5r_action *a = NULL;
    assert_int_equal(l5r_action_new(&a, NULL), L5R_OK);
    assert_int_equal(l5r_action_parse(a, text), L5R_OK);
    l5r_verdict_init(&f->v, L5R_VERDICT_VERSION);
    uint64_t h = l5r_game_hash(f->g);
    assert_int_equal(l5r_game_validate(&f->v, f->g, a), L5R_OK);
    l5r_action_free(a);
    assert_true(l5r_game_hash(f->g) == h);
    return f->v.legal;
}

int legal_now(fx *f, const char *fmt, ...)
{
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    int legal = vlegal(f, text, sizeof text, fmt, ap);
    va_end(ap);
    return legal;
}

void assert_legal(fx *f, const char *fmt, ...)
{
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    int legal = vlegal(f, text, sizeof text, fmt, ap);
    va_end(ap);
    if (!legal)
        fail_msg("'%s' is illegal: %s %s: %s", text,
                 l5r_reason_name(f->v.reason), f->v.rule, f->v.message);
}

int legal_has(const fx *f, uint32_t p, const char *text)
{
    l5r_action_list *l = NULL;
    assert_int_equal(l5r_game_legal_actions(&l, f->g, p), L5R_OK);
    int found = 0;
    for (uint32_t i = 0; i < l5r_action_list_count(l); i++)
        if (strcmp(l5r_action_list_text(l, i), text) == 0)
            found = 1;
    l5r_action_list_free(l);
    return found;
}

void check_listed(const fx *f, uint32_t p, const char *const *want,
                  const char *const *absent)
{
    l5r_action_list *l = NULL;
    assert_int_equal(l5r_game_legal_actions(&l, f->g, p), L5R_OK);
    uint32_t n = l5r_action_list_count(l);
    for (uint32_t i = 0; i < n; i++) {
        l5r_verdict v;
        l5r_verdict_init(&v, L5R_VERDICT_VERSION);
        assert_int_equal(
            l5r_game_validate(&v, f->g, l5r_action_list_action(l, i)), L5R_OK);
        if (!v.legal)
            fail_msg("listed move '%s' is illegal: %s %s",
                     l5r_action_list_text(l, i), v.rule, v.message);
    }
    for (size_t k = 0; want != NULL && want[k] != NULL; k++) {
        int found = 0;
        for (uint32_t i = 0; i < n && !found; i++)
            found = strcmp(l5r_action_list_text(l, i), want[k]) == 0;
        if (!found)
            fail_msg("'%s' is not among p%u's %u legal moves", want[k], p + 1,
                     n);
    }
    for (size_t k = 0; absent != NULL && absent[k] != NULL; k++)
        for (uint32_t i = 0; i < n; i++)
            if (strcmp(l5r_action_list_text(l, i), absent[k]) == 0)
                fail_msg("'%s' is listed as legal", absent[k]);
    l5r_action_list_free(l);
}

void recruit_all_free(fx *f, uint32_t p)
{
    PASS_TO(f, L5R_PHASE_DYNASTY);
    assert_int_equal(l5r_game_active_player(f->g), p);
    uint32_t c;
    while ((c = fx_find(f, p, L5R_ZONE_PROVINCE, NULL)) != L5R_NO_ID)
        DO(f, "p%u recruit #%u", p + 1, c);
}

void recruit_face_up(fx *f, uint32_t p)
{
    PASS_TO(f, L5R_PHASE_DYNASTY);
    assert_decision(f, p, L5R_DECIDE_DYNASTY);
    DO(f, "p%u produce #%u", p + 1, card(f, p, L5R_ZONE_PLAY, NULL));
    for (;;) {
        uint32_t c = L5R_NO_ID;
        for (uint32_t n = 0;; n++) {
            uint32_t k = fx_find_nth(f, p, L5R_ZONE_PROVINCE, NULL, n);
            if (k == L5R_NO_ID)
                break;
            if (l5r_game_card_is_face_down(f->g, k) == 0) {
                c = k;
                break;
            }
        }
        if (c == L5R_NO_ID)
            break;
        DO(f, "p%u recruit #%u", p + 1, c);
    }
}

void produce_and_recruit_all(fx *f, uint32_t p, const char *stronghold)
{
    DO(f, "p%u produce #%u", p + 1, card(f, p, L5R_ZONE_PLAY, stronghold));
    while (fx_count(f, p, L5R_ZONE_PROVINCE, NULL) > 0)
        DO(f, "p%u recruit #%u", p + 1, fx_find(f, p, L5R_ZONE_PROVINCE, NULL));
}

void recruit_everything_turns(fx *f, const char *sh1, const char *sh2)
{
    produce_and_recruit_all(f, 0, sh1);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_active_player(f->g), 1);
    PASS_TO(f, L5R_PHASE_DYNASTY);
    produce_and_recruit_all(f, 1, sh2);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_turn(f->g), 3);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
}

void recruit_turns(fx *f)
{
    recruit_face_up(f, 0);
    NEXT_TURN(f);
    recruit_face_up(f, 1);
    NEXT_TURN(f);
    assert_int_equal(l5r_game_turn(f->g), 3);
    assert_decision(f, 0, L5R_DECIDE_ACTION);
}

int fx_setup_sample_decks(void **state)
{
    fx *f = fx_new_sample(NULL);
    if (f == NULL)
        return -1;
    if (fx_deck_file(f, 0, "examples/cards/decks/crab-yu.yaml") != L5R_OK ||
        fx_deck_file(f, 1, "examples/cards/decks/scorpion-ninjutsu.yaml") !=
            L5R_OK) {
        fprintf(stderr, "%s\n", f->msg);
        fx_free(f);
        return -1;
    }
    *state = f;
    return 0;
}

int fx_teardown_state(void **state)
{
    fx_free(*state);
    *state = NULL;
    return 0;
}

fx *fx_sample_game(int64_t seed, int crab_first_seat)
{
    fx *f = fx_new_sample(NULL);
    assert_non_null(f);
    assert_int_equal(fx_set(f, L5R_PARAM_CHECK_DECKS, 1), L5R_OK);
    uint32_t crab = crab_first_seat ? 0 : 1;
    if (fx_deck_file(f, crab, "examples/cards/decks/crab-yu.yaml") != 0 ||
        fx_deck_file(f, 1 - crab,
                     "examples/cards/decks/scorpion-ninjutsu.yaml") != 0 ||
        fx_start(f, seed) != L5R_OK)
        fail_msg("%s", f->msg);
    return f;
}

const char *fx_txt(char *buf, size_t cap, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, cap, fmt, ap);
    va_end(ap);
    return buf;
}

int view_card_has(const fx *f, uint32_t c, const char *text)
{
    char *json = view(f, L5R_NO_ID);
    char key[48];
    snprintf(key, sizeof key, "{\"id\":%u,", c);
    const char *at = strstr(json, key);
    assert_non_null(at);
    const char *end = strchr(at, '}');
    const char *mark = strstr(at, text);
    int found = mark != NULL && mark < end;
    l5r_free(json);
    return found;
}

void assert_load_refused(const char *yaml, const char *rule, const char *what)
{
    l5r_carddb *db = NULL;
    assert_int_equal(l5r_carddb_new(&db, NULL), L5R_OK);
    /* Refused as it loads, or, for what needs the whole database (a card
       another names), as it freezes. */
    if (l5r_carddb_load_buffer(db, "bad", yaml, strlen(yaml)) == L5R_OK &&
        l5r_carddb_freeze(db) == L5R_OK) {
        l5r_carddb_free(db);
        fail_msg("'%s' loads", what);
    }
    const char *msg = l5r_carddb_errmsg(db);
    if (strstr(msg, rule) == NULL || strstr(msg, "bad:") == NULL) {
        char copy[512];
        snprintf(copy, sizeof copy, "%s", msg);
        l5r_carddb_free(db);
        fail_msg("'%s': '%s' does not name %s and the place", what, copy, rule);
    }
    l5r_carddb_free(db);
}
