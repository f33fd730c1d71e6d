/* SPDX-License-Identifier: MIT */
/*
 * play.c - l5r play, l5r replay, l5r legal: seeded games, game logs (see
 * gamelog.c), and the legal moves at the end of a log.
 */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include "cli.h"

#include <errno.h>
#include <getopt.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

static const char *const phase_names[] = {"setup",  "straighten", "events",
                                          "action", "attack",     "dynasty",
                                          "end",    "game over"};
static const char *const victory_names[] = {"none",          "honor victory",
                                            "dishonor",      "military victory",
                                            "enlightenment", "turn limit"};

/* --- play
 * ------------------------------------------------------------------------- */

static void print_winner_json(const l5r_game *g)
{
    uint32_t w = l5r_game_winner(g);
    if (w == L5R_NO_ID)
        fputs("null", stdout);
    else
        printf("%u", w + 1);
}

static void print_viewer_json(uint32_t viewer)
{
    if (viewer == CLI_ALL)
        fputs("\"all\"", stdout);
    else if (viewer == L5R_NO_ID)
        fputs("\"spectator\"", stdout);
    else
        printf("\"p%u\"", viewer + 1);
}

static void print_result(const l5r_game *g, int json, uint32_t moves,
                         uint32_t validated)
{
    uint32_t w = l5r_game_winner(g);
    int v = l5r_game_victory(g);
    if (json) {
        fputs(",\"moves_list\":[", stdout);
        for (uint32_t i = 0; i < l5r_game_log_count(g); i++) {
            if (i > 0)
                putchar(',');
            cli_json_str(l5r_game_log(g, i));
        }
        printf("],\"moves\":%u,\"validated\":%u,\"turn\":%u,\"over\":%s,"
               "\"winner\":",
               moves, validated, l5r_game_turn(g),
               l5r_game_is_over(g) ? "true" : "false");
        print_winner_json(g);
        printf(",\"victory\":\"%s\",\"honor\":[", l5r_victory_name(v));
        for (uint32_t p = 0; p < l5r_game_player_count(g); p++)
            printf("%s%d", p ? "," : "", l5r_game_player_honor(g, p));
        printf("],\"hash\":\"%016llx\"", (unsigned long long)l5r_game_hash(g));
        return;
    }
    if (!l5r_game_is_over(g))
        printf("== stopped at turn %u (%s phase)\n", l5r_game_turn(g),
               phase_names[l5r_game_phase(g)]);
    else if (w == L5R_NO_ID)
        printf("== game over after turn %u: no winner (%s)\n", l5r_game_turn(g),
               victory_names[v]);
    else {
        printf("== game over at turn %u: p%u wins (%s", l5r_game_turn(g), w + 1,
               victory_names[v]);
        /* Who lost by dishonor: the player at -20 Family Honor or below. */
        for (uint32_t p = 0;
             v == L5R_VICTORY_DISHONOR && p < l5r_game_player_count(g); p++)
            if (p != w && l5r_game_player_honor(g, p) <= -20)
                printf(": p%u fell to %d Family Honor", p + 1,
                       l5r_game_player_honor(g, p));
        puts(")");
    }
    printf("   Family Honor:");
    for (uint32_t p = 0; p < l5r_game_player_count(g); p++)
        printf(" p%u %d", p + 1, l5r_game_player_honor(g, p));
    printf("\n   %u moves, each validated before it was applied (%u "
           "validations); state hash %016llx\n",
           moves, validated, (unsigned long long)l5r_game_hash(g));
}

/* Play the game to its end, every move validated first, telling it as it
   goes (`t`; on stdout unless JSON). 0, or an exit code with the error. */
static int play_game(l5r_game *g, cli_report *r, uint64_t seed, int greedy,
                     cli_teller *t, uint32_t *moves, uint32_t *validated)
{
    l5r_action_list *l = NULL;
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    uint64_t rng = cli_rng_seed(seed);
    FILE *out = r->json ? NULL : stdout;
    int rc = 0;
    while (rc == 0 && !l5r_game_is_over(g)) {
        uint32_t p;
        l5r_game_decision(&p, NULL, g);
        if (l5r_game_legal_actions(&l, g, p) != L5R_OK ||
            l5r_action_list_count(l) == 0) {
            rc = cli_fail(r, EXIT_LIBRARY, "L5R_ESTATE", NULL, 0, 0,
                          "no legal move for p%u", p + 1);
            break;
        }
        uint32_t k = cli_pick(g, l, p, greedy, &rng);
        const l5r_action *a = l5r_action_list_action(l, k);
        const char *text = l5r_action_list_text(l, k);
        /* Every move is validated before it is applied. */
        if (l5r_game_validate(&v, g, a) != L5R_OK || !v.legal) {
            rc = cli_fail(r, EXIT_LIBRARY, "L5R_ERROR", NULL, 0, 0,
                          "listed move '%s' does not validate: %s %s", text,
                          v.rule, v.message);
            break;
        }
        (*validated)++;
        if (out != NULL)
            cli_tell_before(t, out, g);
        uint32_t first = l5r_game_event_count(g);
        int st = l5r_game_apply(g, a, &v);
        if (st != L5R_OK) {
            rc = cli_fail(r, EXIT_LIBRARY, l5r_status_name(st), NULL, 0, 0,
                          "'%s' failed: %s", text, l5r_game_errmsg(g));
            break;
        }
        (*moves)++;
        cli_tell_move(t, out, g, text, first);
        l5r_action_list_free(l);
        l = NULL;
    }
    l5r_action_list_free(l);
    return rc;
}

int cli_play(int argc, char **argv)
{
    static const char play_usage[] =
        "usage: l5r play [--seed N] [--decks A B] [--cards FILE...] "
        "[--policy random|greedy]\n"
        "                [--turns N] [--format lotus-storyline|lotus-open] "
        "[--log FILE]\n"
        "                [--as p1|p2|all|spectator] [--human p1|p2] "
        "[--quiet] [--json]\n"
        "\n"
        "Plays a seeded game, every move validated, and tells it: each move\n"
        "with what it did (--quiet: the moves only), as the --as side sees\n"
        "it (default: all). --human pN: you play pN at the terminal, the\n"
        "policy plays the other side (type 'help' there).\n";
    cli_report r;
    cli_report_init(&r, "l5r play", cli_wants_json(argc, argv));
    cli_setup su;
    cli_setup_init(&su);
    su.seed = 1;
    su.turn_limit = 30;
    int quiet = 0, greedy = 1;
    uint32_t viewer = CLI_ALL, human = L5R_NO_ID;
    const char *log = NULL;
    enum {
        O_HELP = 1,
        O_JSON,
        O_QUIET,
        O_SEED,
        O_TURNS,
        O_POLICY,
        O_FORMAT,
        O_LOG,
        O_AS,
        O_HUMAN,
        O_DECKS,
        O_CARDS
    };
    static const struct option opts[] = {
        {"help", no_argument, NULL, O_HELP},
        {"json", no_argument, NULL, O_JSON},
        {"quiet", no_argument, NULL, O_QUIET},
        {"seed", required_argument, NULL, O_SEED},
        {"turns", required_argument, NULL, O_TURNS},
        {"policy", required_argument, NULL, O_POLICY},
        {"format", required_argument, NULL, O_FORMAT},
        {"log", required_argument, NULL, O_LOG},
        {"as", required_argument, NULL, O_AS},
        {"human", required_argument, NULL, O_HUMAN},
        {"decks", required_argument, NULL, O_DECKS},
        {"cards", required_argument, NULL, O_CARDS},
        {NULL, 0, NULL, 0}};
    /* argv[-1] is the command's name, as getopt wants argv[0]. */
    int c, ac = argc + 1;
    char **av = argv - 1;
    optind = 0;
    opterr = 0;
    while ((c = getopt_long(ac, av, "+:", opts, NULL)) != -1) {
        const char *arg = optarg;
        uint64_t v;
        switch (c) {
        case O_HELP:
            return cli_help(&r, play_usage);
        case O_JSON:
            break;
        case O_QUIET:
            quiet = 1;
            break;
        case O_SEED:
            if (cli_parse_u64(arg, &v) != 0)
                return cli_finish(
                    &r, cli_usage(&r, play_usage,
                                  "bad --seed '%s' (expected 0 to %llu)", arg,
                                  (unsigned long long)UINT64_MAX));
            su.seed = v;
            break;
        case O_TURNS:
            if (cli_parse_u64(arg, &v) != 0 || v > 1000000)
                return cli_finish(&r, cli_usage(&r, play_usage,
                                                "bad --turns '%s' (expected "
                                                "0 to 1000000)",
                                                arg));
            su.turn_limit = (int64_t)v;
            break;
        case O_POLICY:
            if (strcmp(arg, "random") != 0 && strcmp(arg, "greedy") != 0)
                return cli_finish(&r, cli_usage(&r, play_usage,
                                                "bad --policy '%s' (expected "
                                                "random or greedy)",
                                                arg));
            greedy = strcmp(arg, "greedy") == 0;
            break;
        case O_FORMAT:
            if (strcmp(arg, "lotus-storyline") != 0 &&
                strcmp(arg, "lotus-open") != 0)
                return cli_finish(&r, cli_usage(&r, play_usage,
                                                "bad --format '%s' (expected "
                                                "lotus-storyline or "
                                                "lotus-open)",
                                                arg));
            su.format = strcmp(arg, "lotus-open") == 0
                            ? L5R_FORMAT_LOTUS_OPEN
                            : L5R_FORMAT_LOTUS_STORYLINE;
            break;
        case O_LOG:
            log = arg;
            break;
        case O_AS:
            if (cli_parse_viewer(arg, &viewer) != 0)
                return cli_finish(&r, cli_usage(&r, play_usage,
                                                "bad --as '%s' (expected p1, "
                                                "p2, all or spectator)",
                                                arg));
            break;
        case O_HUMAN:
            if (cli_parse_viewer(arg, &human) != 0 || human == CLI_ALL ||
                human == L5R_NO_ID)
                return cli_finish(&r, cli_usage(&r, play_usage,
                                                "bad --human '%s' (expected "
                                                "p1 or p2)",
                                                arg));
            break;
        case O_DECKS: /* two decks: the option's and the next argument */
            if (optind >= ac || av[optind][0] == '-')
                return cli_finish(&r, cli_usage(&r, play_usage,
                                                "--decks needs two decklists"));
            su.decks[0] = arg;
            su.decks[1] = av[optind++];
            su.ndecks = 2;
            break;
        case O_CARDS: /* one card file or more */
            su.cards[su.ncards++] = arg;
            while (optind < ac && av[optind][0] != '-' &&
                   su.ncards < CLI_MAX_FILES)
                su.cards[su.ncards++] = av[optind++];
            if (su.ncards == CLI_MAX_FILES && optind < ac &&
                av[optind][0] != '-')
                return cli_finish(&r, cli_usage(&r, play_usage,
                                                "more than %d card files",
                                                CLI_MAX_FILES));
            break;
        case ':':
            return cli_finish(&r,
                              cli_usage(&r, play_usage, "'%s' needs a value",
                                        av[optind - 1]));
        default:
            return cli_finish(&r, cli_usage(&r, play_usage, "bad option '%s'",
                                            av[optind - 1]));
        }
    }
    if (optind < ac)
        return cli_finish(
            &r, cli_usage(&r, play_usage, "bad argument '%s'", av[optind]));
    if (su.ndecks == 0) {
        su.decks[0] = DEFAULT_DECK_A;
        su.decks[1] = DEFAULT_DECK_B;
        su.ndecks = 2;
    }
    /* What the log will hold must read back as it was written. */
    for (int i = 0; log != NULL && i < su.ncards + su.ndecks; i++) {
        const char *f = i < su.ncards ? su.cards[i] : su.decks[i - su.ncards];
        if (!cli_log_value_ok(f))
            return cli_finish(&r, cli_usage(&r, play_usage,
                                            "the file name '%s' cannot be "
                                            "written into a log",
                                            f));
    }
    cli_session s;
    int rc = cli_session_start(&s, &su, &r);
    uint32_t moves = 0, validated = 0;
    if (rc == 0 && human != L5R_NO_ID) {
        if (human >= l5r_game_player_count(s.game))
            rc = cli_usage(&r, play_usage, "no player p%u in this game",
                           human + 1);
        else
            rc = cli_human_game(&s, &su, &r, human, greedy, log);
        cli_session_free(&s);
        return cli_finish(&r, rc);
    }
    if (rc == 0 && !r.json) {
        printf("l5r play: seed %llu, %s policy\n", (unsigned long long)su.seed,
               greedy ? "greedy" : "random");
        for (int i = 0; i < s.ndecks; i++) {
            const char *base = strrchr(su.decks[i], '/');
            fputs("   p", stdout);
            printf("%d: ", i + 1);
            cli_text_put(stdout, l5r_deck_name(s.decks[i]));
            fputs(" (", stdout);
            cli_text_put(stdout, base != NULL ? base + 1 : su.decks[i]);
            printf("), Family Honor %d\n",
                   l5r_game_player_honor(s.game, (uint32_t)i));
        }
    }
    cli_teller t;
    cli_teller_init(&t, viewer, cli_color_wanted(stdout), !quiet);
    char *story = NULL;
    size_t story_len = 0;
    if (rc == 0 && r.json &&
        (t.json = open_memstream(&story, &story_len)) == NULL)
        rc = cli_fail(&r, EXIT_LIBRARY, "L5R_ENOMEM", NULL, 0, 0,
                      "out of memory");
    if (rc == 0)
        rc = play_game(s.game, &r, su.seed, greedy, &t, &moves, &validated);
    if (t.json != NULL && fclose(t.json) != 0 && rc == 0)
        rc = cli_fail(&r, EXIT_LIBRARY, "L5R_ENOMEM", NULL, 0, 0,
                      "out of memory");
    if (rc == 0 && log != NULL)
        rc = cli_log_write(log, &su, s.game, &r);
    cli_doc_begin(&r);
    if (rc == 0) {
        if (r.json) {
            printf(",\"seed\":%llu,\"as\":", (unsigned long long)su.seed);
            print_viewer_json(viewer);
            printf(",\"story\":[%s]", story != NULL ? story : "");
        }
        print_result(s.game, r.json, moves, validated);
    }
    free(story);
    cli_session_free(&s);
    return cli_doc_end(&r, rc);
}

/* --- replay and legal
 * ----------------------------------------------------------- */

/* The LOG argument and options of replay and legal (--player N for legal;
   --as and --quiet for replay, when `tell` is given): 0, or EXIT_USAGE
   with the error recorded. */
typedef struct log_opts {
    uint32_t viewer;
    int quiet;
} log_opts;

static int log_args(int argc, char **argv, cli_report *r, const char *usage,
                    const char **path, uint64_t *player, log_opts *tell)
{
    enum { O_JSON = 1, O_PLAYER, O_QUIET, O_AS };
    static const struct option legal_opts[] = {
        {"json", no_argument, NULL, O_JSON},
        {"player", required_argument, NULL, O_PLAYER},
        {NULL, 0, NULL, 0}};
    static const struct option replay_opts[] = {
        {"json", no_argument, NULL, O_JSON},
        {"quiet", no_argument, NULL, O_QUIET},
        {"as", required_argument, NULL, O_AS},
        {NULL, 0, NULL, 0}};
    *path = NULL;
    int c, ac = argc + 1;
    char **av = argv - 1; /* argv[-1] is the command's name */
    optind = 0;
    opterr = 0;
    while ((c = getopt_long(ac, av, ":",
                            tell != NULL ? replay_opts : legal_opts, NULL)) !=
           -1) {
        switch (c) {
        case O_JSON:
            break;
        case O_PLAYER:
            if (cli_parse_u64(optarg, player) != 0 || *player < 1 ||
                *player > CLI_MAX_PLAYERS)
                return cli_usage(r, usage,
                                 "bad --player '%s' (a player number, 1 to "
                                 "%d)",
                                 optarg, CLI_MAX_PLAYERS);
            break;
        case O_QUIET:
            tell->quiet = 1;
            break;
        case O_AS:
            if (cli_parse_viewer(optarg, &tell->viewer) != 0)
                return cli_usage(r, usage,
                                 "bad --as '%s' (expected p1, p2, all or "
                                 "spectator)",
                                 optarg);
            break;
        case ':':
            return cli_usage(r, usage, "'%s' needs a value", av[optind - 1]);
        default:
            return cli_usage(r, usage, "bad argument '%s'", av[optind - 1]);
        }
    }
    /* getopt put the arguments that are no options last: one log. */
    if (optind < ac)
        *path = av[optind++];
    if (optind < ac)
        return cli_usage(r, usage, "bad argument '%s'", av[optind]);
    if (*path == NULL)
        return cli_usage(r, usage, "no log");
    return 0;
}

static int has_help(int argc, char **argv)
{
    for (int i = 0; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0)
            return 1;
    return 0;
}

/* replay's per-move hooks: the transcript as it is told. */
typedef struct replay_tell {
    cli_teller t;
    FILE *out; /* the text, or NULL */
} replay_tell;

static void replay_before(void *ctx, const l5r_game *g)
{
    replay_tell *rt = ctx;
    if (rt->out != NULL)
        cli_tell_before(&rt->t, rt->out, g);
}

static void replay_after(void *ctx, const l5r_game *g, const char *move,
                         uint32_t first_event)
{
    replay_tell *rt = ctx;
    cli_tell_move(&rt->t, rt->out, g, move, first_event);
}

int cli_replay(int argc, char **argv)
{
    static const char replay_usage[] =
        "usage: l5r replay LOG [--as p1|p2|all|spectator] [--quiet] "
        "[--json]\n"
        "\n"
        "Checks a game log move by move and tells each move with what it did,\n"
        "as the --as side sees it (default: all); --quiet: the verdict only.\n"
        "With --json: the verdict, and each move's events in \"story\".\n";
    cli_report r;
    cli_report_init(&r, "l5r replay", cli_wants_json(argc, argv));
    if (has_help(argc, argv))
        return cli_help(&r, replay_usage);
    const char *path;
    log_opts o = {CLI_ALL, 0};
    int rc = log_args(argc, argv, &r, replay_usage, &path, NULL, &o);
    if (rc != 0)
        return cli_finish(&r, rc);
    cli_log lf;
    cli_session s;
    memset(&s, 0, sizeof s);
    rc = cli_log_open(&lf, path, &r);
    if (rc == 0)
        rc = cli_session_start(&s, &lf.su, &r);
    replay_tell rt;
    cli_teller_init(&rt.t, o.viewer, cli_color_wanted(stdout), true);
    rt.out = r.json || o.quiet ? NULL : stdout;
    char *story = NULL;
    size_t story_len = 0;
    if (rc == 0 && r.json &&
        (rt.t.json = open_memstream(&story, &story_len)) == NULL)
        rc = cli_fail(&r, EXIT_LIBRARY, "L5R_ENOMEM", NULL, 0, 0,
                      "out of memory");
    cli_replay_opts ro = {UINT32_MAX, replay_before, replay_after, &rt};
    uint32_t moves = 0, end_line = 0;
    if (rc == 0)
        rc = cli_log_replay(&lf, s.game, &r, &ro, &moves, &end_line);
    if (rt.t.json != NULL && fclose(rt.t.json) != 0 && rc == 0)
        rc = cli_fail(&r, EXIT_LIBRARY, "L5R_ENOMEM", NULL, 0, 0,
                      "out of memory");
    if (rt.out != NULL && rc == 0)
        putchar('\n');
    cli_doc_begin(&r);
    if (rc == 0 && r.json) {
        const l5r_game *g = s.game;
        printf(",\"log\":");
        cli_json_str(path);
        printf(",\"moves\":%u,\"turn\":%u,\"phase\":\"%s\",\"winner\":", moves,
               l5r_game_turn(g), l5r_phase_name(l5r_game_phase(g)));
        print_winner_json(g);
        printf(",\"hash\":\"%016llx\",\"end_line\":",
               (unsigned long long)l5r_game_hash(g));
        if (end_line == 0)
            fputs("null", stdout);
        else
            printf("%u", end_line);
        fputs(",\"as\":", stdout);
        print_viewer_json(o.viewer);
        printf(",\"story\":[%s]", story != NULL ? story : "");
    } else if (rc == 0) {
        const l5r_game *g = s.game;
        uint32_t w = l5r_game_winner(g);
        cli_text_put(stdout, path);
        printf(": %u moves, all legal; turn %u, %s phase", moves,
               l5r_game_turn(g), phase_names[l5r_game_phase(g)]);
        if (w != L5R_NO_ID)
            printf("; p%u won (%s)", w + 1, victory_names[l5r_game_victory(g)]);
        printf("; state hash %016llx; ", (unsigned long long)l5r_game_hash(g));
        if (end_line != 0)
            printf("the end line (line %u) matches\n", end_line);
        else
            puts("no end line");
    }
    free(story);
    cli_session_free(&s);
    cli_log_close(&lf);
    return cli_doc_end(&r, rc);
}

int cli_legal(int argc, char **argv)
{
    static const char legal_usage[] =
        "usage: l5r legal LOG [--player N] [--json]\n"
        "\n"
        "Replays a game log (as l5r replay does) and lists the legal moves\n"
        "then: of the player whose decision it is, or of player N (1-based,\n"
        "p1 is 1), each with the titles of the cards it names.\n";
    cli_report r;
    cli_report_init(&r, "l5r legal", cli_wants_json(argc, argv));
    if (has_help(argc, argv))
        return cli_help(&r, legal_usage);
    const char *path;
    uint64_t player = 0;
    int rc = log_args(argc, argv, &r, legal_usage, &path, &player, NULL);
    if (rc != 0)
        return cli_finish(&r, rc);
    cli_log lf;
    cli_session s;
    memset(&s, 0, sizeof s);
    rc = cli_log_open(&lf, path, &r);
    if (rc == 0)
        rc = cli_session_start(&s, &lf.su, &r);
    uint32_t moves = 0, end_line = 0;
    if (rc == 0)
        rc = cli_log_replay(&lf, s.game, &r, NULL, &moves, &end_line);
    uint32_t p = L5R_NO_ID;
    if (rc == 0) {
        l5r_game_decision(&p, NULL, s.game);
        if (player > l5r_game_player_count(s.game))
            rc = cli_usage(&r, legal_usage, "no player %llu: the game has %u",
                           (unsigned long long)player,
                           l5r_game_player_count(s.game));
        else if (player != 0)
            p = (uint32_t)player - 1;
    }
    l5r_action_list *l = NULL;
    if (rc == 0 && p != L5R_NO_ID &&
        l5r_game_legal_actions(&l, s.game, p) != L5R_OK)
        rc = cli_fail(&r, EXIT_LIBRARY, l5r_status_name(l5r_error_code()), NULL,
                      0, 0, "%s", l5r_error_message());
    cli_doc_begin(&r);
    if (rc == 0 && r.json) {
        fputs(",\"player\":", stdout);
        if (p == L5R_NO_ID)
            fputs("null", stdout);
        else
            printf("%u", p + 1);
        fputs(",\"moves\":[", stdout);
    } else if (rc == 0 && p == L5R_NO_ID) {
        puts("the game is over: no legal moves");
    }
    for (uint32_t i = 0; rc == 0 && l != NULL && i < l5r_action_list_count(l);
         i++) {
        if (r.json) {
            printf("%s", i ? "," : "");
            cli_json_str(l5r_action_list_text(l, i));
        } else {
            cli_text_put(stdout, l5r_action_list_text(l, i));
            cli_put_titles(stdout, s.game, l5r_action_list_action(l, i),
                           CLI_ALL, NULL);
            putchar('\n');
        }
    }
    if (rc == 0 && r.json)
        putchar(']');
    l5r_action_list_free(l);
    cli_session_free(&s);
    cli_log_close(&lf);
    return cli_doc_end(&r, rc);
}
