/* SPDX-License-Identifier: MIT */
/*
 * random_playout.c - seeded random playouts: the loop a game-tree search
 * or a balance study runs.
 *
 * One frozen card database and one pair of decks serve every game. Each
 * game is seeded (its shuffles and its move choices), so a run can be
 * reproduced exactly. Each move is drawn from the legal moves of the
 * player who must act and applied; the program prints one line per game
 * and the totals: wins by player and by victory kind, moves per game and
 * games per second.
 *
 * usage: random_playout [--games N] [--seed S] [--turns T] [--cards DIR]
 *   --games N   how many games (default 20)
 *   --seed S    the first game's seed; game i uses S + i (default 1)
 *   --turns T   the turn limit of each game, 0 for none (default 50)
 *   --cards DIR the sample cards folder
 */
#include <l5r.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef L5R_SAMPLE_DIR
#define L5R_SAMPLE_DIR "examples/cards"
#endif

static const char *const victory_names[] = {
    "none", "honor", "dishonor", "military", "enlightenment", "turn limit"};

/* xorshift64: a small, fast, seedable generator for the move choices. */
static uint64_t next_random(uint64_t *x)
{
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

static double now_seconds(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int parse_count(const char *s, unsigned long long *out)
{
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (*s == '\0' || *s == '-' || *end != '\0')
        return -1;
    *out = v;
    return 0;
}

/* Plays one game to its end. Returns 0, or -1 after printing why. */
static int playout(const l5r_carddb *db, l5r_deck *const *decks, uint64_t seed,
                   int64_t turns, uint32_t *moves_out, l5r_game **out)
{
    l5r_options *opts = NULL;
    l5r_game *g = NULL;
    *out = NULL;
    if (l5r_options_new(&opts, NULL) != L5R_OK ||
        l5r_options_set(opts, L5R_PARAM_SEED, (int64_t)seed) != L5R_OK ||
        l5r_options_set(opts, L5R_PARAM_TURN_LIMIT, turns) != L5R_OK ||
        l5r_game_new(&g, db, opts, decks, 2, NULL) != L5R_OK) {
        fprintf(stderr, "random_playout: %s\n", l5r_error_message());
        l5r_options_free(opts);
        return -1;
    }
    l5r_options_free(opts); /* the game keeps its own copy */

    uint64_t rng = seed * 0x9E3779B97F4A7C15ull + 1;
    uint32_t moves = 0;
    while (!l5r_game_is_over(g)) {
        uint32_t player;
        l5r_action_list *list = NULL;
        l5r_game_decision(&player, NULL, g);
        if (l5r_game_legal_actions(&list, g, player) != L5R_OK ||
            l5r_action_list_count(list) == 0) {
            fprintf(stderr, "random_playout: seed %llu: no legal move\n",
                    (unsigned long long)seed);
            l5r_action_list_free(list);
            l5r_game_free(g);
            return -1;
        }
        uint32_t k =
            (uint32_t)(next_random(&rng) % l5r_action_list_count(list));
        /* A listed move is legal: apply() checks it again anyway, and
           either applies it entirely or leaves the game unchanged. */
        int rc = l5r_game_apply(g, l5r_action_list_action(list, k), NULL);
        l5r_action_list_free(list);
        if (rc != L5R_OK) {
            fprintf(stderr, "random_playout: seed %llu: %s\n",
                    (unsigned long long)seed, l5r_game_errmsg(g));
            l5r_game_free(g);
            return -1;
        }
        moves++;
    }
    *moves_out = moves;
    *out = g;
    return 0;
}

int main(int argc, char **argv)
{
    unsigned long long games = 20, seed = 1, turns = 50;
    const char *dir = L5R_SAMPLE_DIR;
    for (int i = 1; i < argc; i++) {
        if (i + 1 < argc && strcmp(argv[i], "--games") == 0 &&
            parse_count(argv[i + 1], &games) == 0)
            i++;
        else if (i + 1 < argc && strcmp(argv[i], "--seed") == 0 &&
                 parse_count(argv[i + 1], &seed) == 0)
            i++;
        else if (i + 1 < argc && strcmp(argv[i], "--turns") == 0 &&
                 parse_count(argv[i + 1], &turns) == 0 && turns <= 100000)
            i++;
        else if (i + 1 < argc && strcmp(argv[i], "--cards") == 0)
            dir = argv[++i];
        else {
            fputs("usage: random_playout [--games N] [--seed S] [--turns T] "
                  "[--cards DIR]\n",
                  stderr);
            return 2;
        }
    }

    /* The shared, frozen card database and the two decks. */
    char path[1024];
    l5r_carddb *db = NULL;
    l5r_deck *decks[2] = {NULL, NULL};
    int status = 3;
    if (l5r_carddb_new(&db, NULL) != L5R_OK)
        goto done;
    static const char *const files[] = {"sets.yaml", "lotus-sample.yaml"};
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, files[i]);
        if (l5r_carddb_load_file(db, path) != L5R_OK) {
            fprintf(stderr, "random_playout: %s\n", l5r_carddb_errmsg(db));
            goto done;
        }
    }
    if (l5r_carddb_freeze(db) != L5R_OK) {
        fprintf(stderr, "random_playout: %s\n", l5r_carddb_errmsg(db));
        goto done;
    }
    static const char *const deck_files[] = {"crab-yu.yaml",
                                             "scorpion-ninjutsu.yaml"};
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/decks/%s", dir, deck_files[i]);
        if (l5r_deck_new(&decks[i], db, NULL) != L5R_OK ||
            l5r_deck_load_file(decks[i], path) != L5R_OK) {
            fprintf(stderr, "random_playout: %s\n",
                    decks[i] ? l5r_deck_errmsg(decks[i]) : l5r_error_message());
            goto done;
        }
    }

    unsigned long long wins[2] = {0, 0}, by_victory[6] = {0};
    unsigned long long total_moves = 0;
    double start = now_seconds();
    for (unsigned long long i = 0; i < games; i++) {
        l5r_game *g;
        uint32_t moves;
        if (playout(db, decks, seed + i, (int64_t)turns, &moves, &g) != 0)
            goto done;
        uint32_t w = l5r_game_winner(g);
        int victory = l5r_game_victory(g);
        if (w < 2)
            wins[w]++;
        if (victory >= 0 && victory < 6)
            by_victory[victory]++;
        total_moves += moves;
        char who[24];
        if (w == L5R_NO_ID)
            snprintf(who, sizeof who, "no winner");
        else
            snprintf(who, sizeof who, "p%u wins", w + 1);
        printf("seed %-6llu %5u moves, turn %3u: %s (%s), hash %016llx\n",
               seed + i, moves, l5r_game_turn(g), who, victory_names[victory],
               (unsigned long long)l5r_game_hash(g));
        l5r_game_free(g);
    }
    double elapsed = now_seconds() - start;

    printf("%llu games: p1 won %llu, p2 won %llu, %llu reached the turn "
           "limit\n",
           games, wins[0], wins[1], by_victory[5]);
    for (int k = 1; k < 5; k++)
        printf("  %-13s %llu\n", victory_names[k], by_victory[k]);
    printf("%.1f moves per game; %.1f games/s, %.0f moves/s\n",
           games ? (double)total_moves / (double)games : 0.0,
           elapsed > 0 ? (double)games / elapsed : 0.0,
           elapsed > 0 ? (double)total_moves / elapsed : 0.0);
    status = 0;

done:
    l5r_deck_free(decks[1]);
    l5r_deck_free(decks[0]);
    l5r_carddb_free(db);
    return status;
}
