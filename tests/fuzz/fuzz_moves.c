/* SPDX-License-Identifier: MIT */
/*
 * fuzz_moves.c - moves: the first byte picks a starting position (a clone
 * of one of the mid-game positions of game_fixture.h, played once per
 * process); the rest is lines of move text, at most MAX_LINES of them. A
 * line that starts with '#' and a number plays the legal move of that
 * index (so inputs reach further into the game); any other line is put to
 * validate and apply as it is. A move that is refused must leave the
 * game's hash and log as they were; validate never changes the game; a
 * move that validates must apply. At the end the game must save and load
 * to the same hash (a position reached by legal moves is one that
 * l5r_game_load accepts, in every build, not only those that check the
 * state after each move).
 *
 * Starting mid-game and stopping after MAX_LINES keeps an input cheap
 * (playing a whole game from the start per input made the target a
 * benchmark of the setup), so the fuzzer's time goes to the positions.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "game_fixture.h"

#define MAX_LINES 64

static void put_text(l5r_game *g, const char *text)
{
    uint64_t h = l5r_game_hash(g);
    uint32_t log = l5r_game_log_count(g);
    l5r_action *a = NULL;
    if (l5r_action_new(&a, NULL) != L5R_OK)
        return;
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    int legal = -1;
    if (l5r_action_parse(a, text) == L5R_OK) {
        if (l5r_game_validate(&v, g, a) != L5R_OK)
            abort();
        legal = v.legal;
        if (l5r_game_hash(g) != h)
            abort(); /* validate changed the game */
        if (!legal && (v.rule[0] == '\0' || v.message[0] == '\0'))
            abort(); /* a refusal says which rule and why */
    }
    l5r_action_free(a);
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    int rc = l5r_game_apply_text(g, text, &v);
    if (rc == L5R_OK) {
        if (legal == 0)
            abort(); /* applied what validate refused */
        return;
    }
    if (legal == 1 && rc != L5R_ENOMEM)
        abort(); /* refused what validate allowed */
    if (l5r_game_hash(g) != h || l5r_game_log_count(g) != log)
        abort(); /* a refused move changed the game */
}

static void play_index(l5r_game *g, unsigned idx)
{
    uint32_t who = 0;
    int kind = 0;
    if (l5r_game_decision(&who, &kind, g) != L5R_OK || kind == L5R_DECIDE_NONE)
        return;
    l5r_action_list *l = NULL;
    if (l5r_game_legal_actions(&l, g, who) != L5R_OK)
        return;
    uint32_t n = l5r_action_list_count(l);
    if (n == 0)
        abort(); /* a pending decision always has an answer */
    const l5r_action *a = l5r_action_list_action(l, idx % n);
    if (l5r_game_apply(g, a, NULL) != L5R_OK)
        abort(); /* a listed move is legal */
    l5r_action_list_free(l);
}

/* Save and load: the same game, or abort saying why not. */
static void round_trip(const l5r_game *g)
{
    void *save = NULL;
    size_t len = 0;
    if (l5r_game_save(&save, &len, g) != L5R_OK)
        return; /* out of memory */
    l5r_game *back = NULL;
    int rc = l5r_game_load(&back, fx_db, save, len, NULL);
    l5r_free(save);
    if (rc == L5R_ENOMEM)
        return;
    if (rc != L5R_OK) {
        fprintf(stderr, "fuzz_moves: the save of the game does not load: %s\n",
                l5r_error_message());
        abort();
    }
    if (l5r_game_hash(back) != l5r_game_hash(g))
        abort(); /* loaded as another game */
    l5r_game_free(back);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    l5r_game *g = NULL;
    if (l5r_game_clone(&g, fuzz_position(data[0])) != L5R_OK)
        abort();
    size_t i = 1;
    unsigned lines = 0;
    char line[512];
    while (i < size && lines++ < MAX_LINES) {
        size_t n = 0;
        while (i < size && data[i] != '\n') {
            if (n + 1 < sizeof line)
                line[n++] = (char)data[i];
            i++;
        }
        i++; /* the newline */
        line[n] = '\0';
        if (line[0] == '#' && n > 1)
            play_index(g, (unsigned)strtoul(line + 1, NULL, 10));
        else
            put_text(g, line);
        if (l5r_game_phase(g) == L5R_PHASE_GAME_OVER)
            break;
    }
    round_trip(g);
    l5r_game_free(g);
    return 0;
}
