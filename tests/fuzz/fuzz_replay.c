/* SPDX-License-Identifier: MIT */
/*
 * fuzz_replay.c - l5r_replay_*, the library's replay-and-verify: the first
 * byte picks a starting position (as fuzz_moves does); the rest is a text
 * of moves, replayed line by line. Each good line applies exactly one move
 * (the game's log grows by one); the first bad line gives an error with
 * its line, changes nothing, and comes back on every later call. Then the
 * moves that were applied, with the end line "end: moves N hash H" of the
 * game they made, must replay on a fresh copy of the position to the same
 * hash with the end line matched; and with a wrong hash the end line must
 * be refused.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "game_fixture.h"

#define MAX_BYTES 8192

/* Replay `text` on a copy of `start`: the status that ended it, the moves
   applied in *count, the game in *out (the caller frees it). */
static int replay(const l5r_game *start, const char *text, size_t len,
                  uint32_t *count, l5r_game **out)
{
    l5r_game *g = NULL;
    if (l5r_game_clone(&g, start) != L5R_OK)
        abort();
    l5r_replay *r = NULL;
    if (l5r_replay_new(&r, g, text, len) != L5R_OK)
        abort();
    int rc;
    for (;;) {
        uint32_t before = l5r_game_log_count(g);
        uint64_t h = l5r_game_hash(g);
        rc = l5r_replay_next(r, NULL);
        if (rc == 1) {
            if (l5r_game_log_count(g) != before + 1)
                abort(); /* a good line is one move */
            continue;
        }
        if (rc < 0) {
            if (rc == L5R_ENOMEM)
                break;
            if (l5r_game_hash(g) != h || l5r_game_log_count(g) != before)
                abort(); /* a bad line changed the game */
            if (l5r_replay_line(r) == 0 || l5r_replay_next(r, NULL) != rc)
                abort(); /* the error has a line, and stays */
        }
        break;
    }
    *count = l5r_replay_count(r);
    l5r_replay_free(r);
    *out = g;
    return rc;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0 || size > MAX_BYTES)
        return 0;
    const l5r_game *start = fuzz_position(data[0]);
    uint32_t n = 0;
    l5r_game *g = NULL;
    replay(start, (const char *)data + 1, size - 1, &n, &g);
    /* The moves applied (a clone's log holds only its own), as a log with
       its end line. */
    uint32_t base = 0;
    if (l5r_game_log_count(g) != n)
        abort();
    size_t cap = 64 + (size_t)(l5r_game_log_count(g) - base + 1) * 600;
    char *text = malloc(cap);
    if (text == NULL)
        abort();
    size_t len = 0;
    for (uint32_t i = base; i < l5r_game_log_count(g); i++)
        len +=
            (size_t)snprintf(text + len, cap - len, "%s\n", l5r_game_log(g, i));
    size_t moves_len = len;
    len +=
        (size_t)snprintf(text + len, cap - len, "end: moves %u hash %016llx\n",
                         n, (unsigned long long)l5r_game_hash(g));
    uint32_t m = 0;
    l5r_game *again = NULL;
    int rc = replay(start, text, len, &m, &again);
    if (rc != 0 && rc != L5R_ENOMEM)
        abort(); /* the game's own moves and end line replay */
    if (rc == 0 && (m != n || l5r_game_hash(again) != l5r_game_hash(g)))
        abort();
    l5r_game_free(again);
    /* The same moves with a hash one bit off: the end line is refused. */
    snprintf(text + moves_len, cap - moves_len, "end: moves %u hash %016llx\n",
             n, (unsigned long long)(l5r_game_hash(g) ^ 1));
    rc = replay(start, text, strlen(text), &m, &again);
    if (rc != L5R_EFORMAT && rc != L5R_ENOMEM)
        abort();
    l5r_game_free(again);
    free(text);
    l5r_game_free(g);
    return 0;
}
