/* SPDX-License-Identifier: MIT */
/*
 * minimal_game.c - the smallest complete client of libl5r.
 *
 * Creates a card database from the sample files, loads two decklists,
 * starts a seeded game, applies a few moves written in the text notation,
 * and prints the state: turn, phase, who must act, the players' honor and
 * gold, the move log and the legal moves of the player to act.
 *
 * usage: minimal_game [CARDS_DIR]   (default: the sample cards folder)
 */
#include <l5r.h>

#include <stdio.h>

#ifndef L5R_SAMPLE_DIR
#define L5R_SAMPLE_DIR "examples/cards"
#endif

/* Print why a card database call failed: every diagnostic, with its
   source, line and column. */
static void print_diagnostics(const l5r_carddb *db)
{
    for (uint32_t i = 0; i < l5r_carddb_diag_count(db); i++) {
        uint32_t line = 0, col = 0;
        l5r_carddb_diag(NULL, &line, &col, db, i);
        fprintf(stderr, "%s:%u:%u: %s\n", l5r_carddb_diag_source(db, i), line,
                col, l5r_carddb_diag_message(db, i));
    }
}

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : L5R_SAMPLE_DIR;
    char path[1024];
    int status = 1;
    l5r_carddb *db = NULL;
    l5r_deck *decks[2] = {NULL, NULL};
    l5r_options *opts = NULL;
    l5r_game *game = NULL;
    l5r_action_list *moves = NULL;

    /* The headers this program was compiled with and the library it runs
       with must agree. */
    if (L5R_VERSION_CHECK() != L5R_OK) {
        fprintf(stderr, "minimal_game: %s\n", l5r_error_message());
        return 3;
    }

    /* 1. The card database: the set table first, then the cards. Freezing
       checks the cross references and makes it read-only. */
    if (l5r_carddb_new(&db, NULL) != L5R_OK) {
        fprintf(stderr, "minimal_game: %s\n", l5r_error_message());
        return 3;
    }
    static const char *const files[] = {"sets.yaml", "lotus-sample.yaml"};
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, files[i]);
        if (l5r_carddb_load_file(db, path) != L5R_OK) {
            print_diagnostics(db);
            goto done;
        }
    }
    if (l5r_carddb_freeze(db) != L5R_OK) {
        print_diagnostics(db);
        goto done;
    }
    printf("card database: %u cards, %u sets\n", l5r_carddb_card_count(db),
           l5r_carddb_cardset_count(db));

    /* 2. Two decklists, resolved against the frozen database. */
    static const char *const deck_files[] = {"crab-yu.yaml",
                                             "scorpion-ninjutsu.yaml"};
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/decks/%s", dir, deck_files[i]);
        if (l5r_deck_new(&decks[i], db, NULL) != L5R_OK ||
            l5r_deck_load_file(decks[i], path) != L5R_OK) {
            fprintf(stderr, "minimal_game: %s\n",
                    decks[i] ? l5r_deck_errmsg(decks[i]) : l5r_error_message());
            goto done;
        }
        printf("p%d: %s\n", i + 1, l5r_deck_name(decks[i]));
    }

    /* 3. A game: options are enum-keyed settings; the seed fixes the
       shuffles, so the same seed always gives the same game. */
    if (l5r_options_new(&opts, NULL) != L5R_OK ||
        l5r_options_set(opts, L5R_PARAM_SEED, 7) != L5R_OK ||
        l5r_game_new(&game, db, opts, decks, 2, NULL) != L5R_OK) {
        fprintf(stderr, "minimal_game: %s\n", l5r_error_message());
        goto done;
    }

    /* 4. Moves in the text notation. Both players pass in the Action
       phase, p1 declares no attack, then produces gold with his
       Stronghold (card #0) in his Dynasty phase. A move that is not legal
       is refused with a verdict, and the game is left unchanged. */
    static const char *const script[] = {"p1 pass", "p2 pass", "p1 pass",
                                         "p2 pass", /* not p2's turn */
                                         "p1 produce #0"};
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    for (size_t i = 0; i < sizeof script / sizeof *script; i++) {
        int rc = l5r_game_apply_text(game, script[i], &v);
        if (rc == L5R_OK)
            printf("applied  %s\n", script[i]);
        else if (rc == L5R_EILLEGAL)
            printf("refused  %s: %s (%s) %s\n", script[i], v.rule,
                   l5r_reason_name(v.reason), v.message);
        else {
            fprintf(stderr, "minimal_game: %s: %s\n", script[i],
                    l5r_game_errmsg(game));
            goto done;
        }
    }

    /* 5. The state. */
    uint32_t who;
    int kind;
    l5r_game_decision(&who, &kind, game);
    printf("turn %u, %s phase, p%u must act (%s)\n", l5r_game_turn(game),
           l5r_phase_name(l5r_game_phase(game)), who + 1,
           l5r_decision_name(kind));
    for (uint32_t p = 0; p < l5r_game_player_count(game); p++)
        printf("p%u: Family Honor %d, gold %d, %u cards in hand, %u "
               "provinces\n",
               p + 1, l5r_game_player_honor(game, p),
               l5r_game_player_gold(game, p),
               l5r_game_player_zone_count(game, p, L5R_ZONE_HAND),
               l5r_game_player_province_count(game, p));
    printf("log:");
    for (uint32_t i = 0; i < l5r_game_log_count(game); i++) {
        const char *text = l5r_game_log(game, i);
        printf(" [%s]", text != NULL ? text : "(out of memory)");
    }
    printf("\nstate hash %016llx\n", (unsigned long long)l5r_game_hash(game));

    /* The legal moves of the player to act, each with its text. */
    if (l5r_game_legal_actions(&moves, game, who) != L5R_OK) {
        fprintf(stderr, "minimal_game: %s\n", l5r_error_message());
        goto done;
    }
    printf("legal moves of p%u:\n", who + 1);
    for (uint32_t i = 0; i < l5r_action_list_count(moves); i++)
        printf("  %s\n", l5r_action_list_text(moves, i));
    status = 0;

done:
    /* Everything is freed in reverse order: the game and the decks before
       the database they use. Freeing NULL is a no-op. */
    l5r_action_list_free(moves);
    l5r_game_free(game);
    l5r_options_free(opts);
    l5r_deck_free(decks[1]);
    l5r_deck_free(decks[0]);
    l5r_carddb_free(db);
    return status;
}
