/* SPDX-License-Identifier: MIT */
/*
 * test_tables.c - the library's tables agree with what they stand for:
 * every kind of move and every ability every player has finds a row of
 * its own kind in the table of moves (play/moves.c), every row can be
 * applied and listed, and every effect word has a resolver
 * (rules/effects.c).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "play/play.h"

static l5r_action move(uint32_t kind, uint32_t card, uint32_t ability)
{
    l5r_action a;
    l5r_rules__candidate(&a, 0, kind, card);
    a.ability = ability;
    return a;
}

/* Every kind of move, in every decision, finds a row of its kind. */
static void test_every_kind_has_its_row(void **state)
{
    (void)state;
    l5r_state s;
    memset(&s, 0, sizeof s);
    for (uint32_t d = 0; d < 16; d++) {
        s.decision = (uint8_t)d;
        for (uint32_t k = L5R_ACT_PASS; k <= L5R_ACT_TAKE; k++) {
            l5r_action a = move(k, 3, 0);
            const l5r_move *m = l5r_moves__of(&s, &a);
            assert_non_null(m);
            assert_int_equal(m->kind, k);
            assert_non_null(m->apply);
            assert_string_not_equal(l5r_notation__verb(k), "");
        }
    }
}

/* The forms of a recruit and of a use each have their own row: a Legacy
   Holding, replacing, face-down; a revealed Event's answer. */
static void test_forms_have_their_rows(void **state)
{
    (void)state;
    l5r_state s;
    memset(&s, 0, sizeof s);
    s.decision = L5R_DECIDE_DYNASTY;
    l5r_action plain = move(L5R_ACT_RECRUIT, 3, 0);
    l5r_action replace = plain, face_down = plain;
    replace.on = 4;
    face_down.value = 1;
    const l5r_move *r = l5r_moves__of(&s, &plain);
    const l5r_move *rr = l5r_moves__of(&s, &replace);
    const l5r_move *rf = l5r_moves__of(&s, &face_down);
    assert_ptr_not_equal(r, rr);
    assert_ptr_not_equal(r, rf);
    assert_ptr_not_equal(rr, rf);
    s.decision = L5R_DECIDE_LEGACY;
    const l5r_move *legacy = l5r_moves__of(&s, &plain);
    assert_ptr_not_equal(legacy, r);
    assert_true(legacy->only & (1u << L5R_DECIDE_LEGACY));

    l5r_action use = move(L5R_ACT_USE, 3, 0);
    s.decision = L5R_DECIDE_ACTION;
    const l5r_move *u = l5r_moves__of(&s, &use);
    s.decision = L5R_DECIDE_REVEALED;
    const l5r_move *answer = l5r_moves__of(&s, &use);
    s.decision = L5R_DECIDE_TERRAIN;
    assert_ptr_equal(l5r_moves__of(&s, &use), answer);
    assert_ptr_not_equal(u, answer);
    assert_true(answer->only & (1u << L5R_DECIDE_REVEALED));
    assert_true(answer->only & (1u << L5R_DECIDE_TERRAIN));
}

/* The abilities every player has: those written in C have rows of their
   own; the vocabulary's share one; all are uses. */
static void test_player_abilities_have_rows(void **state)
{
    (void)state;
    l5r_state s;
    memset(&s, 0, sizeof s);
    s.decision = L5R_DECIDE_BATTLE;
    l5r_action lobby = move(L5R_ACT_USE, L5R_NO, L5R_PA_LOBBY);
    const l5r_move *vocab = l5r_moves__of(&s, &lobby);
    const uint32_t in_c[] = {L5R_PA_FORMATION, L5R_PA_FLIP,
                             L5R_PA_FLIP_REACTION, L5R_PA_TACTICAL, L5R_PA_YU};
    const uint32_t written[] = {L5R_PA_LOBBY, L5R_PA_FAVOR_DRAW,
                                L5R_PA_FAVOR_HOME, L5R_PA_ENLIGHTEN};
    for (size_t i = 0; i < L5R_ARRAY_LEN(in_c); i++) {
        l5r_action a = move(L5R_ACT_USE, L5R_NO, in_c[i]);
        const l5r_move *m = l5r_moves__of(&s, &a);
        assert_int_equal(m->kind, L5R_ACT_USE);
        assert_ptr_not_equal(m, vocab);
        assert_non_null(m->judge);
        for (size_t k = 0; k < i; k++) {
            l5r_action b = move(L5R_ACT_USE, L5R_NO, in_c[k]);
            if (in_c[k] != L5R_PA_FLIP || in_c[i] != L5R_PA_FLIP_REACTION)
                assert_ptr_not_equal(l5r_moves__of(&s, &b), m);
        }
    }
    for (size_t i = 0; i < L5R_ARRAY_LEN(written); i++) {
        l5r_action a = move(L5R_ACT_USE, L5R_NO, written[i]);
        assert_ptr_equal(l5r_moves__of(&s, &a), vocab);
    }
    /* An ability no player has is the vocabulary row's to refuse. */
    l5r_action none = move(L5R_ACT_USE, L5R_NO, 200);
    assert_ptr_equal(l5r_moves__of(&s, &none), vocab);
}

/* Every row can be applied; a row listed card by card says which zones
   it looks at; a row listed alone in some decisions is a move for them. */
static void test_rows_are_complete(void **state)
{
    (void)state;
    uint32_t listed = 0;
    for (uint32_t r = 0; r < l5r_moves__nrows; r++) {
        const l5r_move *m = &l5r_moves__rows[r];
        assert_non_null(m->apply);
        assert_true(m->kind >= L5R_ACT_PASS && m->kind <= L5R_ACT_TAKE);
        if (m->list_card != NULL)
            assert_int_not_equal(m->zones, 0);
        else
            assert_int_equal(m->zones, 0);
        for (uint32_t d = 0; d < 32; d++)
            if (m->only & (1u << d))
                assert_true(l5r_moves__kind_fits((uint8_t)d, m->kind));
        listed += m->list != NULL || m->list_card != NULL;
    }
    /* Only the Ninjutsu reaction flip (l5r_ninjutsu__list_flips lists
       both), a duel's refusal (a `pass`, listed by the pass row, DUE-02)
       and taking nothing in a search (a `pass` too, SRC-01) are listed by
       another row's generator. */
    assert_int_equal(listed, l5r_moves__nrows - 3);
}

/* Every effect word of the vocabulary (cards/vocab.h) has a resolver. */
static void test_every_effect_has_a_resolver(void **state)
{
    (void)state;
    assert_int_equal(l5r_effects__resolver_count(), L5R_NEFFECTS - 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_kind_has_its_row),
        cmocka_unit_test(test_forms_have_their_rows),
        cmocka_unit_test(test_player_abilities_have_rows),
        cmocka_unit_test(test_rows_are_complete),
        cmocka_unit_test(test_every_effect_has_a_resolver),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
