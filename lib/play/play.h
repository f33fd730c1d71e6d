/* SPDX-License-Identifier: MIT */
/*
 * play.h - the move pipeline (lib/play/): judging, applying and listing
 * moves by the table of moves (moves.c), Reaction windows and the turn
 * flow. It calls the mechanics and the game layer; the public entry
 * points (lib/api/) call it.
 */
#ifndef L5R_PLAY_H
#define L5R_PLAY_H

#include "rules/rules.h"

/* --- flow (turn.c) ---------------------------------------------------------
 */
/* Run the automatic steps until a player must decide or the game ends. */
void l5r_turn__advance(l5r_game *g);
/* A player passed. */
void l5r_turn__pass(l5r_game *g, uint32_t player);
/* A player took an action (not a pass): priority moves on. */
void l5r_turn__acted(l5r_game *g, uint32_t player, uint32_t card);
/* Legacy Holdings (CORE-61). */
bool l5r_turn__legacy_at_setup(l5r_game *g);
void l5r_turn__legacy_done(l5r_game *g);
/* A revealed Event's targeted ability was answered: go on. */
void l5r_turn__revealed_done(l5r_game *g);

/* --- Reactions (reaction.c) --------------------------------------------- */
/* After every move: open a Reaction window, or resolve what waited. */
void l5r_reaction__after_move(l5r_game *g);
/* Could some player react (or interrupt) now to what is in the list? */
bool l5r_reaction__could_answer(const l5r_game *g);
void l5r_reaction__pass(l5r_game *g, uint32_t player);
void l5r_reaction__acted(l5r_game *g, uint32_t player, uint32_t card);

/* --- the table of moves (moves.c) -------------------------------------- */
/* What priority does after a move (CORE-11). */
enum l5r_next {
    L5R_NEXT_ACTED = 0, /* an action: priority moves on (l5r_turn__acted) */
    L5R_NEXT_STAY,      /* not an action (producing gold, answering the
                           game): the same player goes on */
    L5R_NEXT_FLOW       /* the move's apply has moved the turn flow on */
};

/*
 * One row per kind of move and per ability every player has: its kind,
 * its judge, its apply and its generators of candidates (see rules.h).
 * judge.c, apply.c and legal.c walk the table instead of switching on
 * the kind; the rules live in the files of the parts.
 */
typedef struct l5r_move {
    uint8_t kind; /* L5R_ACT_*: its verb is l5r_notation__verb(kind) */
    bool (*judge)(l5r_judging *j); /* NULL: legal once it fits */
    void (*apply)(l5r_game *g, uint32_t p, const l5r_action *a);
    uint8_t next; /* l5r_next */
    /* Decisions (bit per l5r_decision) in which this row's listing is the
       only one after passing and the abilities every player has. */
    uint32_t only;
    int (*list)(l5r_lister *l);
    int (*list_card)(l5r_lister *l, uint32_t card);
    uint16_t zones; /* list_card's: the zones of the cards it looks at */
    /* list_card's: the card types (a bit per L5R_TYPE_*) it can list a
       move for, its own first test of the card (0: any type). The
       listing asks it of no card of another type. */
    uint16_t types;
    /* list_card's, for a card in hand: the types it can list a move for
       there (0: `types`). */
    uint16_t hand_types;
    /* list_card's: the zones of the cards it looks at in a decision, of
       `zones` (NULL: `zones` in every decision). */
    uint16_t (*zones_at)(uint8_t decision);
} l5r_move;

/* The rows in the order the legal moves are listed. */
extern const l5r_move l5r_moves__rows[];
extern const uint32_t l5r_moves__nrows;
/* The row of a move (whose kind is known), in the state it is made in. */
const l5r_move *l5r_moves__of(const l5r_state *s, const l5r_action *a);
/* Does a move of this kind answer the pending decision (CORE-11)? */
bool l5r_moves__kind_fits(uint8_t decision, uint32_t kind);
/* The kinds (a bit each) that answer a decision. */
uint32_t l5r_moves__kinds(uint8_t decision);

/* --- the notation (notation.c) ------------------------------------------- */
/* The verb of a kind of move ("recruit"), or "". */
const char *l5r_notation__verb(uint32_t kind);
/* The first field `a` has that its kind has not in the notation ("a
   card", "targets", ...), or NULL. */
const char *l5r_notation__stray_field(const l5r_action *a);

/* --- moves (judge.c, apply.c) ------------------------------------------ */
/* The verdict on a move (never changes the game; allocates nothing). A
   quiet judgement fills only legal and reason (the listing's). */
void l5r_judge__move(const l5r_game *g, const l5r_action *a, l5r_verdict *v,
                     bool quiet);
/* The full verdict on a move from outside: the same as a judgement that
   is not quiet, for less when the move is legal. */
void l5r_judge__verdict(const l5r_game *g, const l5r_action *a, l5r_verdict *v);
/* Apply a move already judged legal. */
void l5r_apply__move(l5r_game *g, const l5r_action *a);

/* --- the legal-move list (legal.c) --------------------------------------- */
/* Move `i` of a list filled for `g` as it is now, or NULL with `*rc`:
   L5R_EHANDLE (not a list), L5R_ESTATE (filled for another game, or
   before the game's last move), L5R_EINVAL (`i` out of range). */
const l5r_action *l5r_legal__move(const l5r_action_list *l, const l5r_game *g,
                                  uint32_t i, int *rc);
/* Is move `i` (which l5r_legal__move returned for the game) still as it
   was listed? The judge found it legal in the game as it is now (the
   same game, at the same move), so it is legal: judging it again would
   say the same. False once the caller has written over it. */
bool l5r_legal__as_listed(const l5r_action_list *l, uint32_t i);

#endif
