/* SPDX-License-Identifier: MIT */
/*
 * show.c - l5r show: the board of a game log after its first N moves, as
 * one player, a spectator or everyone sees it (board.c), or as the
 * library's JSON view.
 */
#include "cli.h"

#include <getopt.h>

#include <stdlib.h>
#include <string.h>

static const char show_usage[] =
    "usage: l5r show LOG [--as p1|p2|all|spectator] [--at N] [--json]\n"
    "\n"
    "Replays a game log (as l5r replay does) up to move N (default: all)\n"
    "and prints the board then, as the --as side may see it (default:\n"
    "all): honor, gold, provinces, units with their Force and Chi, tokens,\n"
    "the Favor, hands and piles, and whose decision it is.\n";

/* What show was asked for. */
typedef struct show_args {
    const char *path;
    uint32_t viewer; /* default CLI_ALL */
    uint64_t at;     /* moves to replay (--at) */
    bool at_given;   /* else all of them */
} show_args;

/* 0, or EXIT_USAGE with the error recorded. */
static int parse_args(int argc, char **argv, cli_report *r, show_args *a)
{
    a->path = NULL;
    a->viewer = CLI_ALL;
    a->at = 0;
    a->at_given = false;
    enum { O_JSON = 1, O_AS, O_AT };
    static const struct option opts[] = {{"json", no_argument, NULL, O_JSON},
                                         {"as", required_argument, NULL, O_AS},
                                         {"at", required_argument, NULL, O_AT},
                                         {NULL, 0, NULL, 0}};
    int c, ac = argc + 1;
    char **av = argv - 1; /* argv[-1] is the command's name */
    optind = 0;
    opterr = 0;
    while ((c = getopt_long(ac, av, ":", opts, NULL)) != -1) {
        uint64_t n;
        switch (c) {
        case O_JSON:
            break;
        case O_AS:
            if (cli_parse_viewer(optarg, &a->viewer) != 0)
                return cli_usage(r, show_usage,
                                 "bad --as '%s' (expected p1, p2, ..., all "
                                 "or spectator)",
                                 optarg);
            break;
        case O_AT:
            if (cli_parse_u64(optarg, &n) != 0)
                return cli_usage(r, show_usage,
                                 "bad --at '%s' (expected a move count)",
                                 optarg);
            a->at = n;
            a->at_given = true;
            break;
        case ':':
            return cli_usage(r, show_usage, "'%s' needs a value",
                             av[optind - 1]);
        default:
            return cli_usage(r, show_usage, "bad argument '%s'",
                             av[optind - 1]);
        }
    }
    if (optind < ac)
        a->path = av[optind++];
    if (optind < ac)
        return cli_usage(r, show_usage, "bad argument '%s'", av[optind]);
    if (a->path == NULL)
        return cli_usage(r, show_usage, "no log");
    return 0;
}

/* Replay the log up to the move asked for: 0, or an exit code with the
   error recorded. *moves: how many were replayed. */
static int replay_to(cli_log *lf, cli_session *s, cli_report *r,
                     const show_args *a, uint32_t *moves)
{
    int rc = cli_log_open(lf, a->path, r);
    if (rc == 0)
        rc = cli_session_start(s, &lf->su, r);
    if (rc != 0)
        return rc;
    uint32_t np = l5r_game_player_count(s->game);
    if (a->viewer != CLI_ALL && a->viewer != L5R_NO_ID && a->viewer >= np)
        return cli_usage(r, show_usage, "no player p%u: the game has %u",
                         a->viewer + 1, np);
    /* Beyond UINT32_MAX no log reaches: the same as all of it. */
    uint32_t stop =
        a->at_given && a->at < UINT32_MAX ? (uint32_t)a->at : UINT32_MAX;
    cli_replay_opts o = {stop, NULL, NULL, NULL};
    uint32_t end_line;
    rc = cli_log_replay(lf, s->game, r, &o, moves, &end_line);
    if (rc == 0 && a->at_given && *moves < a->at)
        rc = cli_fail(r, EXIT_BAD_INPUT, "L5R_EINVAL", a->path, 0, 0,
                      "--at %llu: the log has %u moves",
                      (unsigned long long)a->at, *moves);
    return rc;
}

int cli_show(int argc, char **argv)
{
    cli_report r;
    cli_report_init(&r, "l5r show", cli_wants_json(argc, argv));
    for (int i = 0; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0)
            return cli_help(&r, show_usage);
    show_args a;
    int rc = parse_args(argc, argv, &r, &a);
    if (rc != 0)
        return cli_finish(&r, rc);
    cli_log lf;
    cli_session s;
    memset(&lf, 0, sizeof lf);
    memset(&s, 0, sizeof s);
    uint32_t moves = 0;
    rc = replay_to(&lf, &s, &r, &a, &moves);
    /* The library's views are what one seat may know: there is none with
       every face. With --json, --as all is the spectator's view (its
       "viewer" is null). */
    char *view = NULL;
    uint32_t seat = a.viewer == CLI_ALL ? L5R_NO_ID : a.viewer;
    if (rc == 0 && r.json && l5r_game_view_json(&view, s.game, seat) != L5R_OK)
        rc = cli_fail(&r, EXIT_LIBRARY, l5r_status_name(l5r_error_code()), NULL,
                      0, 0, "%s", l5r_error_message());
    cli_doc_begin(&r);
    if (rc == 0 && r.json) {
        fputs(",\"log\":", stdout);
        cli_json_str(a.path);
        printf(",\"at\":%u,\"view\":%s", moves, view);
    } else if (rc == 0) {
        cli_board_text(stdout, s.game, a.viewer, cli_color_wanted(stdout));
    }
    l5r_free(view);
    cli_session_free(&s);
    cli_log_close(&lf);
    return cli_doc_end(&r, rc);
}
