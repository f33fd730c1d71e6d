/* SPDX-License-Identifier: MIT */
/* cards.c - l5r cards check, l5r deck check. */
#include "cli.h"

#include <getopt.h>
#include <stdlib.h>
#include <string.h>

int cli_cards(int argc, char **argv)
{
    static const char cards_usage[] =
        "usage: l5r cards check FILE... [--json]\n"
        "\n"
        "Loads the card files into one database, as a game would, and prints\n"
        "every diagnostic with its file, line and column; exit 1 if any\n"
        "file has errors.\n";
    cli_report r;
    cli_report_init(&r, "l5r cards check", cli_wants_json(argc, argv));
    if (argc > 0 && strcmp(argv[0], "--help") == 0)
        return cli_help(&r, cards_usage);
    if (argc < 1 || strcmp(argv[0], "check") != 0)
        return cli_finish(&r, cli_usage(&r, cards_usage, "no subcommand"));
    enum { O_HELP = 1, O_JSON };
    static const struct option opts[] = {{"help", no_argument, NULL, O_HELP},
                                         {"json", no_argument, NULL, O_JSON},
                                         {NULL, 0, NULL, 0}};
    int c;
    optind = 0; /* argv[0] is "check", as getopt wants a name there */
    opterr = 0;
    while ((c = getopt_long(argc, argv, ":", opts, NULL)) != -1) {
        if (c == O_HELP)
            return cli_help(&r, cards_usage);
        if (c != O_JSON)
            return cli_finish(&r,
                              cli_usage(&r, cards_usage, "unknown option '%s'",
                                        argv[optind - 1]));
    }
    int n = argc - optind;
    const char **files = (const char **)argv + optind;
    if (n == 0)
        return cli_finish(&r, cli_usage(&r, cards_usage, "no files"));
    l5r_carddb *db = NULL;
    int bad;
    int rc = cli_load_cards(&r, &db, files, n, &bad);
    if (rc != 0)
        cli_fail_diag(&r, rc, 0);
    cli_doc_begin(&r);
    if (r.json)
        printf(",\"cards\":%u", db != NULL ? l5r_carddb_card_count(db) : 0);
    else if (rc == 0)
        printf("%u cards, %u sets, %u factions: ok\n",
               l5r_carddb_card_count(db), l5r_carddb_cardset_count(db),
               l5r_carddb_faction_count(db));
    l5r_carddb_free(db);
    return cli_doc_end(&r, rc);
}

void cli_diag_deck(cli_report *r, const l5r_deck *deck, const char *path)
{
    int code = L5R_ERROR;
    uint32_t line = 0, col = 0;
    l5r_deck_diag(&code, &line, &col, deck);
    const char *msg = l5r_deck_errmsg(deck);
    size_t n = strlen(path);
    if (strncmp(msg, path, n) == 0 && msg[n] == ':') {
        const char *p = msg + n + 1;
        while (*p >= '0' && *p <= '9')
            p++;
        if (*p == ':')
            p++;
        while (*p >= '0' && *p <= '9')
            p++;
        if (*p == ':')
            p++;
        if (*p == ' ')
            msg = p + 1;
    }
    cli_diag_add(r, path, line, col, code, msg);
}

int cli_deck(int argc, char **argv)
{
    static const char deck_usage[] =
        "usage: l5r deck check DECK [--cards FILE...] "
        "[--format lotus-storyline|lotus-open] [--json]\n"
        "\n"
        "Loads a decklist against the cards (default: the sample set table\n"
        "and cards) and checks it for the format (default lotus-storyline):\n"
        "every problem with its rule ID; exit 1 if the deck is not legal.\n";
    cli_report r;
    cli_report_init(&r, "l5r deck check", cli_wants_json(argc, argv));
    if (argc > 0 && strcmp(argv[0], "--help") == 0)
        return cli_help(&r, deck_usage);
    if (argc < 1 || strcmp(argv[0], "check") != 0)
        return cli_finish(&r, cli_usage(&r, deck_usage, "no subcommand"));
    const char *deck_path = NULL;
    int format = L5R_FORMAT_LOTUS_STORYLINE, n = 0;
    const char **files = calloc((size_t)argc + 2, sizeof *files);
    if (files == NULL)
        return cli_finish(&r, cli_fail(&r, EXIT_LIBRARY, "L5R_ENOMEM", NULL, 0,
                                       0, "out of memory"));
    enum { O_HELP = 1, O_JSON, O_CARDS, O_FORMAT };
    static const struct option opts[] = {
        {"help", no_argument, NULL, O_HELP},
        {"json", no_argument, NULL, O_JSON},
        {"cards", required_argument, NULL, O_CARDS},
        {"format", required_argument, NULL, O_FORMAT},
        {NULL, 0, NULL, 0}};
    int c, rc = 0;
    optind = 0; /* argv[0] is "check" */
    opterr = 0;
    for (;;) {
        /* getopt stops at the first argument that is no option ("+"):
           that is the deck; then the options go on. */
        c = getopt_long(argc, argv, "+:", opts, NULL);
        if (c == -1) {
            if (optind >= argc)
                break;
            if (deck_path != NULL) {
                rc = cli_usage(&r, deck_usage, "one deck at a time");
                break;
            }
            deck_path = argv[optind++];
            continue;
        }
        switch (c) {
        case O_HELP:
            free(files);
            return cli_help(&r, deck_usage);
        case O_JSON:
            break;
        case O_CARDS: /* one card file or more */
            files[n++] = optarg;
            while (optind < argc && argv[optind][0] != '-')
                files[n++] = argv[optind++];
            break;
        case O_FORMAT:
            if (strcmp(optarg, "lotus-storyline") == 0)
                format = L5R_FORMAT_LOTUS_STORYLINE;
            else if (strcmp(optarg, "lotus-open") == 0)
                format = L5R_FORMAT_LOTUS_OPEN;
            else
                rc = cli_usage(&r, deck_usage, "unknown format '%s'", optarg);
            break;
        case ':':
            rc = cli_usage(&r, deck_usage, "'%s' needs a value",
                           argv[optind - 1]);
            break;
        default:
            rc = cli_usage(&r, deck_usage, "unknown option '%s'",
                           argv[optind - 1]);
        }
        if (rc != 0)
            break;
    }
    if (rc == 0 && deck_path == NULL)
        rc = cli_usage(&r, deck_usage, "no deck");
    if (rc != 0) {
        free(files);
        return cli_finish(&r, rc);
    }
    if (n == 0) {
        files[n++] = DEFAULT_SETS;
        files[n++] = DEFAULT_CARDS;
    }
    l5r_carddb *db = NULL;
    int bad;
    rc = cli_load_cards(&r, &db, files, n, &bad);
    free(files);
    if (rc != 0)
        cli_fail_diag(&r, rc, 0);
    l5r_deck *deck = NULL;
    if (rc == 0 && l5r_deck_new(&deck, db, NULL) != L5R_OK)
        rc = cli_fail(&r, EXIT_LIBRARY, l5r_status_name(l5r_error_code()), NULL,
                      0, 0, "%s", l5r_error_message());
    if (rc == 0 && l5r_deck_load_file(deck, deck_path) != L5R_OK) {
        int code = L5R_ERROR;
        l5r_deck_diag(&code, NULL, NULL, deck);
        size_t d = r.ndiags;
        cli_diag_deck(&r, deck, deck_path);
        rc = cli_fail_diag(&r,
                           code == L5R_EIO || code == L5R_ENOMEM
                               ? EXIT_LIBRARY
                               : EXIT_BAD_INPUT,
                           d);
    }
    int problems = 0, checked = 0;
    if (rc == 0) {
        problems = l5r_deck_check(deck, format);
        checked = problems >= 0;
        if (problems < 0) {
            rc = cli_fail(&r, EXIT_LIBRARY, l5r_status_name(problems), NULL, 0,
                          0, "%s", l5r_error_message());
            problems = 0;
        } else if (problems > 0) {
            rc = cli_fail(&r, EXIT_BAD_INPUT, "L5R_ESTATE", deck_path, 0, 0,
                          "the deck is not legal (%d problem%s)", problems,
                          problems == 1 ? "" : "s");
            snprintf(r.rule, sizeof r.rule, "%s",
                     l5r_deck_problem_rule(deck, 0));
            r.shown = 1; /* in text, the problems say it */
        }
    }
    cli_doc_begin(&r);
    if (r.json)
        fputs(",\"problems\":[", stdout);
    for (int i = 0; i < problems; i++) {
        const char *rule = l5r_deck_problem_rule(deck, (uint32_t)i);
        const char *msg = l5r_deck_problem_message(deck, (uint32_t)i);
        if (r.json) {
            printf("%s{\"rule\":", i ? "," : "");
            cli_json_str(rule);
            fputs(",\"message\":", stdout);
            cli_json_str(msg);
            putchar('}');
        } else {
            cli_text_put(stdout, deck_path);
            printf(": %s: ", rule);
            cli_text_put(stdout, msg);
            putchar('\n');
        }
    }
    if (r.json) {
        printf("],\"legal\":%s", rc == 0 ? "true" : "false");
    } else if (checked) {
        cli_text_put(stdout, deck_path);
        printf(": %s (%u Dynasty, %u Fate)\n",
               problems == 0 ? "legal" : "not legal",
               l5r_deck_size(deck, L5R_LIST_DYNASTY),
               l5r_deck_size(deck, L5R_LIST_FATE));
    }
    l5r_deck_free(deck);
    l5r_carddb_free(db);
    return cli_doc_end(&r, rc);
}
