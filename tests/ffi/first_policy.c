/* SPDX-License-Identifier: MIT */
/*
 * first_policy.c - the reference games for the FFI package tests
 * (built as test_first_policy).
 *
 * Plays one seeded game with the sample cards and decks through the C API
 * and prints every move and the final state. The Python package and Lua
 * module tests play the same game through FFI and compare the moves and
 * the final state hash.
 *
 * usage: test_first_policy SOURCE_DIR SEED TURN_LIMIT [first|minstd]
 *
 * Policies (both deterministic, and easy to write again in any language):
 *   first   always the first legal move of the player who must act
 *           (the default; the list starts with `pass` when passing is legal)
 *   minstd  the legal move at index x % count, where x is the MINSTD
 *           generator: x0 = SEED % 2147483646 + 1, x = x * 48271 %
 *           2147483647 before each move (exact in doubles, so Lua can too)
 *
 * Output: "move <text>" per move, then one line
 *   "result moves=N turn=T over=0|1 winner=W hash=HHHHHHHHHHHHHHHH"
 * (W is the 1-based winner, 0 for none; the hash is l5r_game_hash in hex).
 */
#include <l5r.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int fail(const char *what, const char *why)
{
    fprintf(stderr, "test_first_policy: %s: %s\n", what, why);
    return 1;
}

int main(int argc, char **argv)
{
    if (argc < 4 || argc > 5 ||
        (argc == 5 && strcmp(argv[4], "first") != 0 &&
         strcmp(argv[4], "minstd") != 0)) {
        fputs("usage: test_first_policy SOURCE_DIR SEED TURN_LIMIT "
              "[first|minstd]\n",
              stderr);
        return 2;
    }
    const char *dir = argv[1];
    long long seed = strtoll(argv[2], NULL, 10);
    long long turn_limit = strtoll(argv[3], NULL, 10);
    int minstd = argc == 5 && strcmp(argv[4], "minstd") == 0;
    char path[4096];

    /* The sample card database, frozen. */
    l5r_carddb *db = NULL;
    if (l5r_carddb_new(&db, NULL) != L5R_OK)
        return fail("carddb", l5r_error_message());
    static const char *const card_files[] = {"sets.yaml", "lotus-sample.yaml"};
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/examples/cards/%s", dir, card_files[i]);
        if (l5r_carddb_load_file(db, path) != L5R_OK)
            return fail(path, l5r_carddb_errmsg(db));
    }
    if (l5r_carddb_freeze(db) != L5R_OK)
        return fail("freeze", l5r_carddb_errmsg(db));

    /* The two sample decks, in seat order. */
    static const char *const deck_files[] = {"crab-yu.yaml",
                                             "scorpion-ninjutsu.yaml"};
    l5r_deck *decks[2] = {NULL, NULL};
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/examples/cards/decks/%s", dir,
                 deck_files[i]);
        if (l5r_deck_new(&decks[i], db, NULL) != L5R_OK)
            return fail("deck", l5r_error_message());
        if (l5r_deck_load_file(decks[i], path) != L5R_OK)
            return fail(path, l5r_deck_errmsg(decks[i]));
    }

    l5r_options *opts = NULL;
    if (l5r_options_new(&opts, NULL) != L5R_OK ||
        l5r_options_set(opts, L5R_PARAM_SEED, seed) != L5R_OK ||
        l5r_options_set(opts, L5R_PARAM_TURN_LIMIT, turn_limit) != L5R_OK)
        return fail("options", l5r_error_message());
    l5r_game *g = NULL;
    if (l5r_game_new(&g, db, opts, decks, 2, NULL) != L5R_OK)
        return fail("game", l5r_error_message());

    uint32_t moves = 0;
    uint64_t x = (uint64_t)seed % 2147483646u + 1;
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    while (!l5r_game_is_over(g)) {
        uint32_t player;
        l5r_action_list *list = NULL;
        l5r_game_decision(&player, NULL, g);
        if (l5r_game_legal_actions(&list, g, player) != L5R_OK ||
            l5r_action_list_count(list) == 0) {
            l5r_action_list_free(list);
            return fail("legal moves", "none for the player who must act");
        }
        uint32_t k = 0;
        if (minstd) {
            x = x * 48271u % 2147483647u;
            k = (uint32_t)(x % l5r_action_list_count(list));
        }
        printf("move %s\n", l5r_action_list_text(list, k));
        int rc = l5r_game_apply(g, l5r_action_list_action(list, k), &v);
        l5r_action_list_free(list);
        if (rc != L5R_OK)
            return fail("apply",
                        rc == L5R_EILLEGAL ? v.message : l5r_game_errmsg(g));
        moves++;
    }
    uint32_t w = l5r_game_winner(g);
    printf("result moves=%u turn=%u over=%d winner=%u hash=%016llx\n", moves,
           l5r_game_turn(g), l5r_game_is_over(g), w == L5R_NO_ID ? 0 : w + 1,
           (unsigned long long)l5r_game_hash(g));

    l5r_game_free(g);
    l5r_options_free(opts);
    for (int i = 0; i < 2; i++)
        l5r_deck_free(decks[i]);
    l5r_carddb_free(db);
    return 0;
}
