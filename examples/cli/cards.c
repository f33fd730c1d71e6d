/* SPDX-License-Identifier: MIT */
/* cards.c - l5r cards check, l5r deck check. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

int cli_cards(int argc, char **argv)
{
    static const char cards_usage[] =
        "usage: l5r cards check FILE... [--json]\n";
    cli_report r;
    cli_report_init(&r, "l5r cards check", cli_wants_json(argc, argv));
    if (argc > 0 && strcmp(argv[0], "--help") == 0)
        return cli_help(&r, cards_usage);
    if (argc < 1 || strcmp(argv[0], "check") != 0)
        return cli_finish(&r, cli_usage(&r, cards_usage, "no subcommand"));
    int n = 0;
    const char **files = calloc((size_t)argc, sizeof *files);
    if (files == NULL)
        return cli_finish(&r, cli_fail(&r, EXIT_LIBRARY, "L5R_ENOMEM", NULL, 0,
                                       0, "out of memory"));
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0) {
            free(files);
            return cli_help(&r, cards_usage);
        } else if (strcmp(argv[i], "--json") != 0) {
            files[n++] = argv[i];
        }
    }
    if (n == 0) {
        free(files);
        return cli_finish(&r, cli_usage(&r, cards_usage, "no files"));
    }
    l5r_carddb *db = NULL;
    int bad;
    int rc = cli_load_cards(&r, &db, files, n, &bad);
    free(files);
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
        "[--format lotus-storyline|lotus-open] [--json]\n";
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
    int in_cards = 0, rc = 0;
    for (int i = 1; i < argc && rc == 0; i++) {
        if (strcmp(argv[i], "--json") == 0) {
            continue;
        } else if (strcmp(argv[i], "--help") == 0) {
            free(files);
            return cli_help(&r, deck_usage);
        } else if (strcmp(argv[i], "--cards") == 0) {
            in_cards = 1;
        } else if (strcmp(argv[i], "--format") == 0 && i + 1 < argc) {
            in_cards = 0;
            const char *f = argv[++i];
            if (strcmp(f, "lotus-storyline") == 0)
                format = L5R_FORMAT_LOTUS_STORYLINE;
            else if (strcmp(f, "lotus-open") == 0)
                format = L5R_FORMAT_LOTUS_OPEN;
            else
                rc = cli_usage(&r, deck_usage, "unknown format '%s'", f);
        } else if (argv[i][0] == '-') {
            rc = cli_usage(&r, deck_usage, "unknown option '%s'", argv[i]);
        } else if (in_cards) {
            files[n++] = argv[i];
        } else if (deck_path == NULL) {
            deck_path = argv[i];
        } else {
            rc = cli_usage(&r, deck_usage, "one deck at a time");
        }
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
