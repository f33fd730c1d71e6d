/* SPDX-License-Identifier: MIT */
/*
 * judge.c - the verdict on a move: legal, or the reason, the rule ID and a
 * message. What every move must meet comes first (the game goes on, the
 * move has a kind, it is its player's decision and a move for it); then
 * the move's row in the table (moves.c) judges the rest. Never changes
 * the game and allocates nothing.
 */
#include "play/play.h"

void l5r_judge__move(const l5r_game *g, const l5r_action *a, l5r_verdict *v,
                     bool quiet)
{
    l5r_judging j;
    l5r_verdict__judging_init(&j, g, a, v, quiet);
    const l5r_state *s = g->st;
    if (s->phase == L5R_PHASE_GAME_OVER) {
        l5r_verdict__deny(&j, L5R_REASON_GAME_OVER, "CORE-26",
                          "the game is over");
        return;
    }
    if (a->kind < L5R_ACT_PASS || a->kind > L5R_ACT_TAKE) {
        l5r_verdict__deny(&j, L5R_REASON_MALFORMED, "CORE-11",
                          "the move has no kind");
        return;
    }
    /* Moves from outside may carry fields their kind has not; the
       listing's candidates (quiet) are built by the rules and never do. */
    const char *stray = quiet ? NULL : l5r_notation__stray_field(a);
    if (stray != NULL) {
        l5r_verdict__deny(&j, L5R_REASON_MALFORMED, "CORE-11",
                          "a '%s' move has no %s (the notation cannot say "
                          "it)",
                          l5r_notation__verb(a->kind), stray);
        return;
    }
    if (j.p >= s->nplayers) {
        l5r_verdict__deny(&j, L5R_REASON_MALFORMED, "CORE-10",
                          "there is no player p%u", j.p + 1);
        return;
    }
    if (j.p != s->decider) { /* CORE-10 */
        l5r_verdict__deny(&j, L5R_REASON_NOT_YOUR_DECISION, "CORE-10",
                          "it is p%u's decision, not p%u's",
                          (unsigned)s->decider + 1, j.p + 1);
        return;
    }
    if (!l5r_moves__kind_fits(s->decision, a->kind)) {
        l5r_verdict__deny(&j, L5R_REASON_WRONG_TIME, "CORE-11",
                          "'%s' is not a move for the pending decision "
                          "(%s, in the %s phase)",
                          l5r_notation__verb(a->kind),
                          l5r_decision_name(s->decision),
                          l5r_phase_name(s->phase));
        return;
    }
    const l5r_move *m = l5r_moves__of(s, a);
    if (m->judge != NULL)
        m->judge(&j);
}

/* A legal move is judged quietly, which names no cards; only a refusal is
   judged again to say why. */
void l5r_judge__verdict(const l5r_game *g, const l5r_action *a, l5r_verdict *v)
{
    l5r_judge__move(g, a, v, true);
    if (v->legal && l5r_notation__stray_field(a) == NULL) {
        memset(v->rule, 0, sizeof v->rule);
        memset(v->message, 0, sizeof v->message);
        return;
    }
    l5r_judge__move(g, a, v, false);
}
