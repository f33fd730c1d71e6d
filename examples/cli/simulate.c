/* SPDX-License-Identifier: MIT */
/*
 * simulate.c - l5r simulate: many independent seeded games on several
 * threads, and how they ended.
 *
 * Game i (0-based) is seeded with S + i: the seed of its shuffles and of
 * its move choices, so each game's result follows from its seed alone,
 * whichever thread played it and however many there were. The threads
 * share one frozen card database (l5r/carddb.h: read-only, shareable
 * between threads); each has its own decks, options and games. A thread
 * takes the next game not yet taken, so the threads stay busy whatever
 * the games' lengths, and writes its result into that game's slot; the
 * results are printed in game order once every thread is done.
 */
#define _POSIX_C_SOURCE 200809L

#include "cli.h"

#include <getopt.h>

#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_FILES   16
#define MAX_THREADS 256
#define MAX_GAMES   10000000ULL
#define MAX_TURNS   1000000ULL
#define NVICTORIES  (L5R_VICTORY_TURN_LIMIT + 1)

static const char simulate_usage[] =
    "usage: l5r simulate --games N [--threads T] [--policy random|greedy]\n"
    "                    [--decks A B] [--cards FILE...] [--seed S]\n"
    "                    [--turns CAP] [--format lotus-storyline|lotus-open]\n"
    "                    [--json]\n"
    "  N games (1 to 10000000), game i seeded with S + i (default S 1), on\n"
    "  T threads (1 to 256, default 1); each move chosen by the policy\n"
    "  (random: uniform among the legal moves; greedy: as l5r play; default\n"
    "  random); a game ends at turn CAP at the latest (0: no cap; default\n"
    "  30). Prints one line per game (CSV: game,seed,winner,victory,turns,\n"
    "  decisions; with --json one JSON object per line, then the summary\n"
    "  document), in game order, then games/s, decisions/s and how the\n"
    "  games ended.\n";

/* One game's outcome. */
typedef struct sim_result {
    uint64_t seed;
    uint64_t decisions; /* moves applied */
    uint32_t winner;    /* a player, or L5R_NO_ID */
    uint32_t turns;     /* the turn the game ended in */
    int victory;        /* an l5r_victory */
    int rc;             /* 0, or the l5r status that stopped the game */
    char *error;        /* what went wrong (malloc'd), or NULL */
} sim_result;

/* What every thread shares: read-only but for `next` and the result
   slots, each written by the one thread that took its game. */
typedef struct sim_shared {
    const l5r_carddb *db; /* frozen */
    const char *decks[2];
    int format;
    int greedy;
    uint64_t seed, games, turns;
    atomic_uint_fast64_t next; /* the next game not yet taken */
    sim_result *results;
} sim_shared;

typedef struct sim_thread {
    pthread_t id;
    sim_shared *sh;
    int rc; /* 0, or the l5r status that stopped the thread */
    char error[512];
} sim_thread;

/* splitmix64: the move choices' stream, one per game. */
static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static char *dup_printf(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
static char *dup_printf(const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    char *s = malloc(strlen(buf) + 1);
    if (s != NULL)
        strcpy(s, buf);
    return s;
}

/* Play game `i` to its end into its result slot. `opts` has the format
   and the turn cap; its seed is set here. `l` is the thread's move list,
   refilled at each decision (no allocation once it has grown). */
static void play_one(sim_shared *sh, l5r_deck *const *decks, l5r_options *opts,
                     l5r_action_list *l, uint64_t i)
{
    sim_result *res = &sh->results[i];
    memset(res, 0, sizeof *res);
    res->seed = sh->seed + i;
    res->winner = L5R_NO_ID;
    l5r_game *g = NULL;
    int rc = l5r_options_set(opts, L5R_PARAM_SEED, (int64_t)res->seed);
    if (rc == L5R_OK)
        rc = l5r_game_new(&g, sh->db, opts, decks, 2, NULL);
    if (rc != L5R_OK) {
        res->rc = rc;
        res->error =
            dup_printf("cannot start the game: %s", l5r_error_message());
        return;
    }
    uint64_t rng = res->seed;
    while (!l5r_game_is_over(g)) {
        uint32_t p = L5R_NO_ID;
        l5r_game_decision(&p, NULL, g);
        rc = l5r_game_legal_actions_into(l, g, p);
        if (rc <= 0) {
            res->rc = rc < 0 ? rc : L5R_ESTATE;
            res->error =
                dup_printf("no legal move for p%u: %s", p + 1,
                           rc < 0 ? l5r_error_message() : "the list is empty");
            break;
        }
        uint32_t n = (uint32_t)rc;
        uint32_t k = sh->greedy
                         ? cli_pick_greedy(g, l, p)
                         : (uint32_t)(splitmix64(&rng) % n); /* bias < 2^-50 */
        rc = l5r_game_apply_index(g, l, k, NULL);
        if (rc != L5R_OK) {
            res->rc = rc;
            res->error =
                dup_printf("'%s' failed: %s", l5r_action_list_text(l, k),
                           l5r_game_errmsg(g));
            break;
        }
        res->decisions++;
    }
    res->winner = l5r_game_winner(g);
    res->victory = l5r_game_victory(g);
    res->turns = l5r_game_turn(g);
    l5r_game_free(g);
}

static void *thread_main(void *arg)
{
    sim_thread *t = arg;
    sim_shared *sh = t->sh;
    l5r_deck *decks[2] = {NULL, NULL};
    l5r_options *opts = NULL;
    l5r_action_list *list = NULL;
    int rc = l5r_options_new(&opts, NULL);
    if (rc == L5R_OK)
        rc = l5r_action_list_new(&list, NULL);
    if (rc == L5R_OK)
        rc = l5r_options_set(opts, L5R_PARAM_FORMAT, sh->format);
    if (rc == L5R_OK)
        rc = l5r_options_set(opts, L5R_PARAM_TURN_LIMIT, (int64_t)sh->turns);
    for (int p = 0; rc == L5R_OK && p < 2; p++) {
        rc = l5r_deck_new(&decks[p], sh->db, NULL);
        if (rc == L5R_OK)
            rc = l5r_deck_load_file(decks[p], sh->decks[p]);
    }
    if (rc != L5R_OK) {
        t->rc = rc;
        snprintf(t->error, sizeof t->error, "%s", l5r_error_message());
    }
    uint64_t i;
    while (rc == L5R_OK && (i = atomic_fetch_add(&sh->next, 1)) < sh->games)
        play_one(sh, decks, opts, list, i);
    for (int p = 0; p < 2; p++)
        l5r_deck_free(decks[p]);
    l5r_action_list_free(list);
    l5r_options_free(opts);
    return NULL;
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int parse_u64(const char *s, uint64_t *out)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno != 0 || *s < '0' || *s > '9' || *end != '\0')
        return -1;
    *out = v;
    return 0;
}

/* The value of option argv[*i] into *v, within [lo, hi]: 0, or a usage
   error. */
static int number_opt(cli_report *r, const char *name, const char *arg,
                      uint64_t lo, uint64_t hi, uint64_t *v)
{
    if (arg == NULL || parse_u64(arg, v) != 0 || *v < lo || *v > hi)
        return cli_usage(r, simulate_usage, "%s needs a number, %llu to %llu",
                         name, (unsigned long long)lo, (unsigned long long)hi);
    return 0;
}

/* The decks loaded and checked for the format, and one game started, on
   this thread, so that a bad deck is reported once, before any thread
   starts. 0, or an exit code with the error recorded. */
static int check_setup(cli_report *r, const sim_shared *sh)
{
    l5r_deck *decks[2] = {NULL, NULL};
    l5r_options *opts = NULL;
    l5r_game *g = NULL;
    int status = 0;
    if (l5r_options_new(&opts, NULL) != L5R_OK ||
        l5r_options_set(opts, L5R_PARAM_FORMAT, sh->format) != L5R_OK ||
        l5r_options_set(opts, L5R_PARAM_TURN_LIMIT, (int64_t)sh->turns) !=
            L5R_OK ||
        l5r_options_set(opts, L5R_PARAM_SEED, (int64_t)sh->seed) != L5R_OK)
        status = cli_fail(r, EXIT_LIBRARY, l5r_status_name(l5r_error_code()),
                          NULL, 0, 0, "%s", l5r_error_message());
    for (int p = 0; status == 0 && p < 2; p++) {
        if (l5r_deck_new(&decks[p], sh->db, NULL) != L5R_OK) {
            status =
                cli_fail(r, EXIT_LIBRARY, l5r_status_name(l5r_error_code()),
                         NULL, 0, 0, "%s", l5r_error_message());
            break;
        }
        if (l5r_deck_load_file(decks[p], sh->decks[p]) != L5R_OK) {
            int code = L5R_ERROR;
            l5r_deck_diag(&code, NULL, NULL, decks[p]);
            size_t d = r->ndiags;
            cli_diag_deck(r, decks[p], sh->decks[p]);
            status = cli_fail_diag(
                r, code == L5R_EIO ? EXIT_LIBRARY : EXIT_BAD_INPUT, d);
            break;
        }
        int problems = l5r_deck_check(decks[p], sh->format);
        if (problems < 0) {
            status = cli_fail(r, EXIT_LIBRARY, l5r_status_name(problems),
                              sh->decks[p], 0, 0, "%s", l5r_error_message());
        } else if (problems > 0) {
            const char *rule = l5r_deck_problem_rule(decks[p], 0);
            status = cli_fail(r, EXIT_BAD_INPUT, "L5R_ESTATE", sh->decks[p], 0,
                              0, "deck %d ('%s') is not legal: %s: %s", p + 1,
                              sh->decks[p], rule,
                              l5r_deck_problem_message(decks[p], 0));
            snprintf(r->rule, sizeof r->rule, "%s", rule);
        }
    }
    int rc =
        status == 0 ? l5r_game_new(&g, sh->db, opts, decks, 2, NULL) : L5R_OK;
    if (rc != L5R_OK)
        status = cli_fail(r, rc == L5R_ENOMEM ? EXIT_LIBRARY : EXIT_BAD_INPUT,
                          l5r_status_name(rc), NULL, 0, 0,
                          "cannot start the game: %s", l5r_error_message());
    l5r_game_free(g);
    for (int p = 0; p < 2; p++)
        l5r_deck_free(decks[p]);
    l5r_options_free(opts);
    return status;
}

static const char *winner_text(uint32_t w, char *buf, size_t cap)
{
    if (w == L5R_NO_ID)
        return "none";
    snprintf(buf, cap, "p%u", w + 1);
    return buf;
}

static void print_results(const sim_shared *sh, int json)
{
    if (!json)
        puts("game,seed,winner,victory,turns,decisions");
    for (uint64_t i = 0; i < sh->games; i++) {
        const sim_result *res = &sh->results[i];
        const char *victory = l5r_victory_name(res->victory);
        if (json) {
            printf("{\"game\":%llu,\"seed\":%llu,\"winner\":",
                   (unsigned long long)i, (unsigned long long)res->seed);
            if (res->winner == L5R_NO_ID)
                fputs("null", stdout);
            else
                printf("%u", res->winner + 1);
            printf(",\"victory\":\"%s\",\"turns\":%u,\"decisions\":%llu}\n",
                   victory, res->turns, (unsigned long long)res->decisions);
        } else {
            char w[16];
            printf("%llu,%llu,%s,%s,%u,%llu\n", (unsigned long long)i,
                   (unsigned long long)res->seed,
                   winner_text(res->winner, w, sizeof w), victory, res->turns,
                   (unsigned long long)res->decisions);
        }
    }
}

/* The totals: games/s, decisions/s, winners, victories, the turn cap. */
static void print_summary(const sim_shared *sh, int json, uint64_t nthreads,
                          double seconds)
{
    uint64_t wins[3] = {0, 0, 0}; /* p1, p2, none */
    uint64_t kinds[NVICTORIES] = {0};
    uint64_t decisions = 0;
    for (uint64_t i = 0; i < sh->games; i++) {
        const sim_result *res = &sh->results[i];
        wins[res->winner == L5R_NO_ID ? 2 : res->winner]++;
        if (res->victory >= 0 && res->victory < NVICTORIES)
            kinds[res->victory]++;
        decisions += res->decisions;
    }
    double s = seconds > 0 ? seconds : 1e-9;
    double gps = (double)sh->games / s, dps = (double)decisions / s;
    if (json) {
        printf(",\"games\":%llu,\"threads\":%llu,\"seed\":%llu,\"policy\":"
               "\"%s\",\"turn_cap\":%llu,\"seconds\":%.6f,\"games_per_s\":%.3f,"
               "\"decisions\":%llu,\"decisions_per_s\":%.1f,\"winners\":{"
               "\"p1\":%llu,\"p2\":%llu,\"none\":%llu},\"victories\":{",
               (unsigned long long)sh->games, (unsigned long long)nthreads,
               (unsigned long long)sh->seed, sh->greedy ? "greedy" : "random",
               (unsigned long long)sh->turns, seconds, gps,
               (unsigned long long)decisions, dps, (unsigned long long)wins[0],
               (unsigned long long)wins[1], (unsigned long long)wins[2]);
        for (int v = 0; v < NVICTORIES; v++)
            printf("%s\"%s\":%llu", v ? "," : "", l5r_victory_name(v),
                   (unsigned long long)kinds[v]);
        printf("},\"turn_cap_reached\":%llu",
               (unsigned long long)kinds[L5R_VICTORY_TURN_LIMIT]);
        return;
    }
    printf("# %llu games (seeds %llu to %llu), %s policy, %llu thread%s, "
           "turn cap %llu\n",
           (unsigned long long)sh->games, (unsigned long long)sh->seed,
           (unsigned long long)(sh->seed + sh->games - 1),
           sh->greedy ? "greedy" : "random", (unsigned long long)nthreads,
           nthreads == 1 ? "" : "s", (unsigned long long)sh->turns);
    printf("# %.3f s: %.1f games/s, %.0f decisions/s (%.1f decisions per "
           "game)\n",
           seconds, gps, dps, (double)decisions / (double)sh->games);
    printf("# winners: p1 %llu, p2 %llu, none %llu\n",
           (unsigned long long)wins[0], (unsigned long long)wins[1],
           (unsigned long long)wins[2]);
    fputs("# victories:", stdout);
    for (int v = 1; v < NVICTORIES; v++)
        printf("%s %s %llu", v > 1 ? "," : "", l5r_victory_name(v),
               (unsigned long long)kinds[v]);
    printf("\n# turn cap reached: %llu\n",
           (unsigned long long)kinds[L5R_VICTORY_TURN_LIMIT]);
}

/* Run the games on `nthreads` threads. 0, or an exit code with the first
   failure (the lowest game index, or a thread's setup) recorded. */
static int run(cli_report *r, sim_shared *sh, uint64_t nthreads,
               double *seconds)
{
    sim_thread *th = calloc(nthreads, sizeof *th);
    if (th == NULL)
        return cli_fail(r, EXIT_LIBRARY, "L5R_ENOMEM", NULL, 0, 0,
                        "out of memory");
    atomic_init(&sh->next, 0);
    double t0 = now_seconds();
    uint64_t started = 0;
    int status = 0;
    for (; started < nthreads; started++) {
        th[started].sh = sh;
        int e =
            pthread_create(&th[started].id, NULL, thread_main, &th[started]);
        if (e != 0) {
            status = cli_fail(r, EXIT_LIBRARY, "L5R_ERROR", NULL, 0, 0,
                              "cannot start a thread: %s", strerror(e));
            break;
        }
    }
    /* With no thread started the games are not played; with some, they
       play them all. */
    if (started == 0)
        atomic_store(&sh->next, sh->games);
    for (uint64_t t = 0; t < started; t++)
        pthread_join(th[t].id, NULL);
    *seconds = now_seconds() - t0;
    for (uint64_t t = 0; status == 0 && t < started; t++)
        if (th[t].rc != 0)
            status = cli_fail(r, EXIT_LIBRARY, l5r_status_name(th[t].rc), NULL,
                              0, 0, "%s", th[t].error);
    for (uint64_t i = 0; status == 0 && i < sh->games; i++) {
        const sim_result *res = &sh->results[i];
        if (res->rc != 0)
            status =
                cli_fail(r, EXIT_LIBRARY, l5r_status_name(res->rc), NULL, 0, 0,
                         "game %llu (seed %llu): %s", (unsigned long long)i,
                         (unsigned long long)res->seed,
                         res->error != NULL ? res->error : "out of memory");
    }
    free(th);
    return status;
}

int cli_simulate(int argc, char **argv)
{
    cli_report r;
    cli_report_init(&r, "l5r simulate", cli_wants_json(argc, argv));
    sim_shared sh;
    memset(&sh, 0, sizeof sh);
    sh.decks[0] = DEFAULT_DECK_A;
    sh.decks[1] = DEFAULT_DECK_B;
    sh.format = L5R_FORMAT_LOTUS_STORYLINE;
    sh.seed = 1;
    sh.turns = 30;
    uint64_t nthreads = 1;
    bool have_games = false;
    const char *cards[MAX_FILES];
    int ncards = 0;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0)
            return cli_help(&r, simulate_usage);
    }
    enum {
        O_JSON = 1,
        O_GAMES,
        O_THREADS,
        O_SEED,
        O_TURNS,
        O_POLICY,
        O_FORMAT,
        O_DECKS,
        O_CARDS
    };
    static const struct option opts[] = {
        {"json", no_argument, NULL, O_JSON},
        {"games", required_argument, NULL, O_GAMES},
        {"threads", required_argument, NULL, O_THREADS},
        {"seed", required_argument, NULL, O_SEED},
        {"turns", required_argument, NULL, O_TURNS},
        {"policy", required_argument, NULL, O_POLICY},
        {"format", required_argument, NULL, O_FORMAT},
        {"decks", required_argument, NULL, O_DECKS},
        {"cards", required_argument, NULL, O_CARDS},
        {NULL, 0, NULL, 0}};
    int c, ac = argc + 1;
    char **av = argv - 1; /* argv[-1] is the command's name */
    optind = 0;
    opterr = 0;
    while ((c = getopt_long(ac, av, "+:", opts, NULL)) != -1) {
        /* An option without its value is judged as one with a bad value. */
        const char *arg = c == ':' ? NULL : optarg;
        if (c == ':')
            c = optopt;
        int rc = 0;
        switch (c) {
        case O_JSON:
            break;
        case O_GAMES:
            rc = number_opt(&r, "--games", arg, 1, MAX_GAMES, &sh.games);
            have_games = true;
            break;
        case O_THREADS:
            rc = number_opt(&r, "--threads", arg, 1, MAX_THREADS, &nthreads);
            break;
        case O_SEED:
            rc = number_opt(&r, "--seed", arg, 0, UINT64_MAX, &sh.seed);
            break;
        case O_TURNS:
            rc = number_opt(&r, "--turns", arg, 0, MAX_TURNS, &sh.turns);
            break;
        case O_POLICY:
            if (arg == NULL ||
                (strcmp(arg, "random") != 0 && strcmp(arg, "greedy") != 0))
                rc = cli_usage(&r, simulate_usage,
                               "--policy needs random or greedy");
            else
                sh.greedy = strcmp(arg, "greedy") == 0;
            break;
        case O_FORMAT:
            if (arg == NULL || (strcmp(arg, "lotus-storyline") != 0 &&
                                strcmp(arg, "lotus-open") != 0))
                rc = cli_usage(&r, simulate_usage,
                               "--format needs lotus-storyline or lotus-open");
            else
                sh.format = strcmp(arg, "lotus-open") == 0
                                ? L5R_FORMAT_LOTUS_OPEN
                                : L5R_FORMAT_LOTUS_STORYLINE;
            break;
        case O_DECKS: /* two decks: the option's and the next argument */
            if (arg == NULL || arg[0] == '-' || optind >= ac ||
                av[optind][0] == '-')
                rc = cli_usage(&r, simulate_usage, "--decks needs two decks");
            else {
                sh.decks[0] = arg;
                sh.decks[1] = av[optind++];
            }
            break;
        case O_CARDS: /* one card file or more */
            if (arg == NULL || arg[0] == '-') {
                rc = cli_usage(&r, simulate_usage, "--cards needs a file");
                break;
            }
            cards[ncards++] = arg;
            while (rc == 0 && optind < ac && av[optind][0] != '-') {
                if (ncards == MAX_FILES)
                    rc = cli_usage(&r, simulate_usage,
                                   "more than %d card files", MAX_FILES);
                else
                    cards[ncards++] = av[optind++];
            }
            break;
        default:
            rc = cli_usage(&r, simulate_usage, "bad option '%s'",
                           av[optind - 1]);
        }
        if (rc != 0)
            return cli_finish(&r, rc);
    }
    if (optind < ac)
        return cli_finish(
            &r, cli_usage(&r, simulate_usage, "bad option '%s'", av[optind]));
    if (!have_games)
        return cli_finish(&r, cli_usage(&r, simulate_usage, "no --games"));
    if (sh.seed + (sh.games - 1) < sh.seed)
        return cli_finish(&r, cli_usage(&r, simulate_usage,
                                        "--seed %llu + %llu games passes "
                                        "2^64 - 1",
                                        (unsigned long long)sh.seed,
                                        (unsigned long long)sh.games));
    if (nthreads > sh.games)
        nthreads = sh.games;

    const char *files[MAX_FILES + 2];
    int n = 0;
    if (ncards == 0) {
        files[n++] = DEFAULT_SETS;
        files[n++] = DEFAULT_CARDS;
    }
    for (int i = 0; i < ncards; i++)
        files[n++] = cards[i];
    l5r_carddb *db = NULL;
    int bad;
    size_t d0 = r.ndiags;
    int status = cli_load_cards(&r, &db, files, n, &bad);
    if (status != 0)
        cli_fail_diag(&r, status, d0);
    sh.db = db;
    if (status == 0)
        status = check_setup(&r, &sh);
    if (status == 0) {
        sh.results = calloc(sh.games, sizeof *sh.results);
        if (sh.results == NULL)
            status = cli_fail(&r, EXIT_LIBRARY, "L5R_ENOMEM", NULL, 0, 0,
                              "out of memory for %llu results",
                              (unsigned long long)sh.games);
    }
    double seconds = 0;
    if (status == 0)
        status = run(&r, &sh, nthreads, &seconds);
    if (status == 0)
        print_results(&sh, r.json);
    cli_doc_begin(&r);
    if (status == 0)
        print_summary(&sh, r.json, nthreads, seconds);
    for (uint64_t i = 0; sh.results != NULL && i < sh.games; i++)
        free(sh.results[i].error);
    free(sh.results);
    l5r_carddb_free(db);
    return cli_doc_end(&r, status);
}
