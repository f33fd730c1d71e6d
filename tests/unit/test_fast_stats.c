/* SPDX-License-Identifier: MIT */
/* The keyword ids of a frozen database (KEY-01 .. KEY-05 as integers),
   its titles (one string offset per title text)
   and the stat functions' list of the cards in play that change others'
   stats (g->src, stats.c): over seeded random games between the two
   sample decks, at every move every stat of every card is the same with
   the list as with a scan of every card (the way the stats were read
   before there was a list), the list equals a fresh recomputation, and
   every keyword question answered by id has the answer that comparing
   the normalized text gives. Clones and loaded games make lists of their
   own. */
#include "game/game.h"
#include "cards/keywords.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "fixture.h"
#include "fx_assert.h"
#include "random_moves.h"

#define GAMES      16
#define TURN_LIMIT 30
#define MAX_MOVES  100000

/* --- keyword ids ----------------------------------------------------------
 */

static const char *kw_name(const l5r_carddb *db, uint32_t id)
{
    return l5r_cards__str(db, db->kw.name.v[id]);
}

/* The engine's keywords have their fixed ids; ids are equal exactly when
   the normalized keywords are; game terms are flagged (KEY-02). */
static void test_keyword_ids(void **state)
{
    const l5r_carddb *db = ((fx *)*state)->db;
    static const char *const engine[] = {
        L5R__KW_ARMOR,       L5R__KW_CAVALRY,   L5R__KW_DELAYED,
        L5R__KW_ENLIGHTENED, L5R__KW_FORMATION, L5R__KW_FORTIFICATION,
        L5R__KW_LEGACY,      L5R__KW_SHUGENJA,  L5R__KW_TACTICIAN,
        L5R__KW_TERRAIN,     L5R__KW_UNDEAD,    L5R__KW_WEAPON,
        L5R__KW_NINJA,       L5R__KW_INFANTRY};
    assert_int_equal(sizeof engine / sizeof *engine, L5R__NENGINE_KW);
    assert_string_equal(kw_name(db, L5R__KWID_CAVALRY), "cavalry");
    assert_string_equal(kw_name(db, L5R__KWID_NINJA), "ninja");
    for (uint32_t k = 0; k < L5R__NENGINE_KW; k++)
        assert_string_equal(kw_name(db, k), engine[k]);
    assert_int_equal(db->kw.name.n, db->kw.term.n);
    for (uint32_t i = 0; i < db->kw.name.n; i++) {
        assert_int_equal(db->kw.term.v[i] != 0,
                         l5r_keywords__is_game_term(kw_name(db, i)));
        for (uint32_t j = 0; j < i; j++)
            assert_string_not_equal(kw_name(db, i), kw_name(db, j));
    }
    assert_true(db->kw.term.v[L5R__KWID_INFANTRY]);
    assert_false(db->kw.term.v[L5R__KWID_CAVALRY]);
    /* Every card's keywords have the ids of their text. */
    uint32_t seen = 0;
    for (uint32_t c = 0; c < db->cards.n; c++) {
        const l5r_cardrec *r = &db->cards.v[c];
        for (uint32_t k = 0; k < r->nkw_count; k++, seen++) {
            uint32_t id = l5r_cards__kw(db, r->nkw_first + k);
            assert_true(id < db->kw.name.n);
            assert_string_equal(
                kw_name(db, id),
                l5r_cards__str(db, db->strlist.v[r->nkw_first + k]));
        }
    }
    assert_true(seen > 0);
    /* The give_keyword effects' strings have their normal form's id. */
    for (uint32_t i = 0; i < db->effs.n; i++) {
        const l5r_effrec *e = &db->effs.v[i];
        if (e->kind != L5R_EFF_GIVE_KEYWORD)
            continue;
        uint32_t id = l5r_freeze__given_kw(db, e->str);
        assert_true(id < db->kw.name.n);
        assert_true(
            l5r_keywords__equal(l5r_cards__str(db, e->str), kw_name(db, id)));
    }
    assert_int_equal(l5r_freeze__given_kw(db, 0), L5R_NONE);
    /* One offset per title text (titles compare as offsets). */
    for (uint32_t a = 0; a < db->cards.n; a++)
        for (uint32_t b = 0; b < a; b++)
            assert_int_equal(db->cards.v[a].title == db->cards.v[b].title,
                             strcmp(l5r_cards__str(db, db->cards.v[a].title),
                                    l5r_cards__str(db, db->cards.v[b].title)) ==
                                 0);
}

/* l5r_profile__has_keyword as text, the way it was before ids. */
static bool has_keyword_text(const l5r_game *g, uint32_t card, const char *norm)
{
    const l5r_carddb *db = g->db;
    const l5r_cardrec *d = l5r_game__def(g, card);
    if (l5r_keywords__is_game_term(norm))
        return false;
    if (l5r_profile__face_down_ninja(g, card))
        return strcmp(norm, "ninja") == 0;
    for (uint32_t i = 0; i < d->nkw_count; i++)
        if (strcmp(l5r_cards__str(db, db->strlist.v[d->nkw_first + i]), norm) ==
            0)
            return true;
    const l5r_lastst *e = l5r_state__clasts(g->st);
    for (uint32_t i = 0; i < g->st->nlast; i++)
        if (e[i].kind == L5R_EFF_GIVE_KEYWORD && e[i].card == card &&
            l5r_keywords__equal(l5r_cards__str(db, e[i].str), norm))
            return true;
    return false;
}

/* --- the stats ------------------------------------------------------------
 */

/* Every stat of every card, read through the list or (full) by a scan of
   every card. */
static void all_stats(l5r_game *g, bool full, int32_t *v, bool *has)
{
    l5r_sources saved = g->src;
    if (full) { /* "too many sources": the stat functions read every card */
        g->src.st = g->st;
        g->src.ncards = g->st->ncards;
        g->src.n = UINT32_MAX;
    }
    for (uint32_t c = 0; c < g->st->ncards; c++)
        for (int st = 1; st < L5R_NSTATS; st++)
            v[c * L5R_NSTATS + (uint32_t)st] =
                l5r_stats__stat(g, c, st, &has[c * L5R_NSTATS + (uint32_t)st]);
    if (full)
        g->src = saved;
}

typedef struct run {
    int32_t *v, *ref;
    bool *has, *ref_has;
    uint32_t listed; /* positions where the list was in use */
} run;

static void check_position(run *r, l5r_game *g, bool keywords)
{
    char why[192];
    size_t n = (size_t)g->st->ncards * L5R_NSTATS;
    all_stats(g, false, r->v, r->has);
    assert_non_null(l5r_stats__sources(g));
    r->listed++;
    assert_null(l5r_stats__sources_check(g, why, sizeof why));
    all_stats(g, true, r->ref, r->ref_has);
    for (size_t i = 0; i < n; i++)
        if (r->v[i] != r->ref[i] || r->has[i] != r->ref_has[i])
            fail_msg("card %zu stat %zu: %d (has %d) with the list, %d (has "
                     "%d) reading every card",
                     i / L5R_NSTATS, i % L5R_NSTATS, r->v[i], r->has[i],
                     r->ref[i], r->ref_has[i]);
    if (!keywords)
        return;
    const l5r_carddb *db = g->db;
    for (uint32_t c = 0; c < g->st->ncards; c++)
        for (uint32_t k = 0; k < db->kw.name.n; k++)
            if (l5r_profile__has_keyword(g, c, k) !=
                has_keyword_text(g, c, kw_name(db, k)))
                fail_msg("card %u keyword '%s': by id %d", c, kw_name(db, k),
                         l5r_profile__has_keyword(g, c, k));
}

/* A copy (a clone or a loaded save) has no list until asked, then the
   same stats. */
static void check_copy(run *r, l5r_game *g, l5r_game *copy)
{
    assert_null(copy->src.st);
    size_t n = (size_t)g->st->ncards * L5R_NSTATS;
    all_stats(g, false, r->ref, r->ref_has);
    all_stats(copy, false, r->v, r->has);
    assert_memory_equal(r->v, r->ref, n * sizeof *r->v);
    assert_ptr_equal(copy->src.st, copy->st);
}

static void play(const fx *f, uint32_t seed, run *r)
{
    l5r_options *o = NULL;
    assert_int_equal(l5r_options_new(&o, NULL), L5R_OK);
    assert_int_equal(l5r_options_set(o, L5R_PARAM_SEED, seed), L5R_OK);
    assert_int_equal(l5r_options_set(o, L5R_PARAM_TURN_LIMIT, TURN_LIMIT),
                     L5R_OK);
    l5r_game *g = NULL;
    assert_int_equal(l5r_game_new(&g, f->db, o, f->decks, 2, NULL), L5R_OK);
    l5r_options_free(o);
    size_t n = (size_t)g->st->cap_cards * L5R_NSTATS;
    r->v = calloc(n, sizeof *r->v);
    r->ref = calloc(n, sizeof *r->ref);
    r->has = calloc(n, sizeof *r->has);
    r->ref_has = calloc(n, sizeof *r->ref_has);
    assert_true(r->v && r->ref && r->has && r->ref_has);
    fx_rng rng = fx_rng_seeded(seed);
    for (uint32_t move = 0; !l5r_game_is_over(g); move++) {
        assert_true(move < MAX_MOVES);
        check_position(r, g, move % 16 == 0);
        if (move % 40 == 0) {
            l5r_game *c = NULL;
            assert_int_equal(l5r_game_clone(&c, g), L5R_OK);
            check_copy(r, g, c);
            l5r_game_free(c);
            void *data = NULL;
            size_t len = 0;
            assert_int_equal(l5r_game_save(&data, &len, g), L5R_OK);
            assert_int_equal(l5r_game_load(&c, f->db, data, len, NULL), L5R_OK);
            l5r_free(data);
            check_copy(r, g, c);
            l5r_game_free(c);
        }
        uint32_t p;
        int kind;
        assert_int_equal(l5r_game_decision(&p, &kind, g), L5R_OK);
        l5r_action_list *l = NULL;
        assert_int_equal(l5r_game_legal_actions(&l, g, p), L5R_OK);
        assert_true(l5r_action_list_count(l) > 0);
        uint32_t k = fx_pick_move(&rng, l, kind, (int)(seed % FX_PICK_WAYS));
        assert_int_equal(l5r_game_apply(g, l5r_action_list_action(l, k), NULL),
                         L5R_OK);
        l5r_action_list_free(l);
    }
    check_position(r, g, true);
    l5r_game_free(g);
    free(r->v);
    free(r->ref);
    free(r->has);
    free(r->ref_has);
}

static void test_stats_with_the_list_are_the_full_scan(void **state)
{
    run r = {0};
    for (uint32_t seed = 0; seed < GAMES; seed++)
        play(*state, seed, &r);
    assert_true(r.listed > 1000);
}

/* Cards entering and leaving play keep the list; a rewritten state is
   forgotten and made again. */
static void test_list_follows_moves(void **state)
{
    const fx *f = *state;
    l5r_game *g = NULL;
    assert_int_equal(l5r_game_new(&g, f->db, NULL, f->decks, 2, NULL), L5R_OK);
    char why[192];
    const l5r_sources *src = l5r_stats__sources(g);
    assert_non_null(src);
    uint32_t before = src->n;
    /* A source from a deck into play and back. */
    uint32_t card = L5R_NO;
    const l5r_cardst *c = l5r_state__ccards(g->st);
    for (uint32_t i = 0; i < g->st->ncards && card == L5R_NO; i++)
        if (c[i].zone != L5R_ZONE_PLAY &&
            l5r_game__stat_source(l5r_game__def(g, i)))
            card = i;
    assert_int_not_equal(card, L5R_NO);
    uint8_t from = c[card].zone;
    l5r_zones__move(g, card, L5R_ZONE_PLAY, 0);
    assert_int_equal(g->src.n, before + 1);
    assert_null(l5r_stats__sources_check(g, why, sizeof why));
    l5r_zones__move(g, card, from, 0);
    assert_int_equal(g->src.n, before);
    assert_null(l5r_stats__sources_check(g, why, sizeof why));
    /* A list that disagrees is caught by the state check. */
    l5r_zones__move(g, card, L5R_ZONE_PLAY, 0);
    g->src.n--;
    assert_non_null(l5r_stats__sources_check(g, why, sizeof why));
    assert_non_null(
        l5r_invariants__state_check(g, g->st->size, why, sizeof why));
    l5r_stats__forget(g);
    assert_null(l5r_invariants__state_check(g, g->st->size, why, sizeof why));
    assert_non_null(l5r_stats__sources(g));
    assert_int_equal(g->src.n, before + 1);
    l5r_game_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_keyword_ids),
        cmocka_unit_test(test_stats_with_the_list_are_the_full_scan),
        cmocka_unit_test(test_list_follows_moves),
    };
    return cmocka_run_group_tests(tests, fx_setup_sample_decks,
                                  fx_teardown_state);
}
