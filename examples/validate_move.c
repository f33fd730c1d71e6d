/* SPDX-License-Identifier: MIT */
/*
 * validate_move.c - a third-party move checker: what a tournament tool or
 * an online table runs to judge a player's move.
 *
 * It sets up the seeded game between the two sample decks, replays the
 * moves given on the command line (each must be legal), and prints the
 * verdict on the last one: "legal", or "illegal" with the rule ID, the
 * reason and the message. The game is never changed by the check.
 *
 * usage: validate_move [--seed N] [--cards DIR] MOVE...
 *   e.g. validate_move --seed 3 "p1 pass" "p2 pass" "p1 pass" "p1 recruit #0"
 *
 * Exit status: 0 the last move is legal; 1 it is illegal (or an earlier
 * one was, or a move does not parse); 2 usage; 3 a library error.
 */
#include <l5r.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef L5R_SAMPLE_DIR
#define L5R_SAMPLE_DIR "examples/cards"
#endif

static void usage(void)
{
    fputs("usage: validate_move [--seed N] [--cards DIR] MOVE...\n", stderr);
}

/* Print a verdict on one line: "illegal: RULE REASON: message". */
static void print_verdict(const char *move, const l5r_verdict *v)
{
    if (v->legal)
        printf("%s: legal\n", move);
    else
        printf("%s: illegal: %s %s: %s\n", move, v->rule,
               l5r_reason_name(v->reason), v->message);
}

int main(int argc, char **argv)
{
    long long seed = 1;
    const char *dir = L5R_SAMPLE_DIR;
    int first_move = argc;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) {
            char *end;
            seed = strtoll(argv[++i], &end, 10);
            if (*end != '\0' || seed < 0) {
                usage();
                return 2;
            }
        } else if (strcmp(argv[i], "--cards") == 0 && i + 1 < argc) {
            dir = argv[++i];
        } else if (strcmp(argv[i], "--help") == 0) {
            usage();
            return 0;
        } else {
            first_move = i;
            break;
        }
    }
    if (first_move >= argc) {
        usage();
        return 2;
    }

    int status = 3;
    char path[1024];
    l5r_carddb *db = NULL;
    l5r_deck *decks[2] = {NULL, NULL};
    l5r_options *opts = NULL;
    l5r_game *game = NULL;
    l5r_action *action = NULL;

    /* The sample database and decks, and the seeded game. */
    if (l5r_carddb_new(&db, NULL) != L5R_OK)
        goto library_error;
    static const char *const files[] = {"sets.yaml", "lotus-sample.yaml"};
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, files[i]);
        if (l5r_carddb_load_file(db, path) != L5R_OK) {
            fprintf(stderr, "validate_move: %s\n", l5r_carddb_errmsg(db));
            goto done;
        }
    }
    if (l5r_carddb_freeze(db) != L5R_OK) {
        fprintf(stderr, "validate_move: %s\n", l5r_carddb_errmsg(db));
        goto done;
    }
    static const char *const deck_files[] = {"crab-yu.yaml",
                                             "scorpion-ninjutsu.yaml"};
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/decks/%s", dir, deck_files[i]);
        if (l5r_deck_new(&decks[i], db, NULL) != L5R_OK)
            goto library_error;
        if (l5r_deck_load_file(decks[i], path) != L5R_OK) {
            fprintf(stderr, "validate_move: %s\n", l5r_deck_errmsg(decks[i]));
            goto done;
        }
    }
    if (l5r_options_new(&opts, NULL) != L5R_OK ||
        l5r_options_set(opts, L5R_PARAM_SEED, seed) != L5R_OK ||
        l5r_game_new(&game, db, opts, decks, 2, NULL) != L5R_OK ||
        l5r_action_new(&action, NULL) != L5R_OK)
        goto library_error;

    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    for (int i = first_move; i < argc; i++) {
        /* Parse the move: a syntax error says at which column. */
        if (l5r_action_parse(action, argv[i]) != L5R_OK) {
            printf("%s: does not parse: %s\n", argv[i], l5r_error_message());
            status = 1;
            goto done;
        }
        /* Judge it without changing the game. */
        if (l5r_game_validate(&v, game, action) != L5R_OK)
            goto library_error;
        if (i == argc - 1) {
            print_verdict(argv[i], &v);
            status = v.legal ? 0 : 1;
            goto done;
        }
        /* An earlier move: it must be legal, then it is applied. */
        if (!v.legal) {
            printf("move %d ", i - first_move + 1);
            print_verdict(argv[i], &v);
            status = 1;
            goto done;
        }
        if (l5r_game_apply(game, action, &v) != L5R_OK) {
            fprintf(stderr, "validate_move: %s: %s\n", argv[i],
                    l5r_game_errmsg(game));
            goto done;
        }
    }

library_error:
    fprintf(stderr, "validate_move: %s\n", l5r_error_message());
done:
    l5r_action_free(action);
    l5r_game_free(game);
    l5r_options_free(opts);
    l5r_deck_free(decks[1]);
    l5r_deck_free(decks[0]);
    l5r_carddb_free(db);
    return status;
}
