/* cards.c - l5r cards check, l5r deck check. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

int cli_cards(int argc, char **argv)
{
    if (argc < 1 || strcmp(argv[0], "check") != 0) {
        fputs("usage: l5r cards check FILE... [--json]\n",
              argc > 0 && strcmp(argv[0], "--help") == 0 ? stdout : stderr);
        return argc > 0 && strcmp(argv[0], "--help") == 0 ? 0 : EXIT_USAGE;
    }
    int json = 0, n = 0;
    const char **files = calloc((size_t)argc, sizeof *files);
    if (files == NULL)
        return EXIT_LIBRARY;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0)
            json = 1;
        else if (strcmp(argv[i], "--help") == 0) {
            puts("usage: l5r cards check FILE... [--json]");
            free(files);
            return 0;
        } else
            files[n++] = argv[i];
    }
    if (n == 0) {
        fputs("l5r cards check: no files\n", stderr);
        free(files);
        return EXIT_USAGE;
    }
    int first = 1;
    l5r_carddb *db = NULL;
    if (json)
        fputs("{\"diagnostics\":[", stdout);
    int rc = cli_load_cards(&db, files, n, json, &first);
    if (json)
        printf("],\"ok\":%s,\"cards\":%u}\n", rc == 0 ? "true" : "false",
               db != NULL ? l5r_carddb_card_count(db) : 0);
    else if (rc == 0)
        printf("%u cards, %u sets, %u factions: ok\n",
               l5r_carddb_card_count(db), l5r_carddb_set_count(db),
               l5r_carddb_faction_count(db));
    l5r_carddb_free(db);
    free(files);
    return rc;
}

int cli_deck(int argc, char **argv)
{
    static const char deck_usage[] =
        "usage: l5r deck check DECK [--cards FILE...] "
        "[--format lotus-storyline|lotus-open] [--json]\n";
    if (argc < 1 || strcmp(argv[0], "check") != 0) {
        int help = argc > 0 && strcmp(argv[0], "--help") == 0;
        fputs(deck_usage, help ? stdout : stderr);
        return help ? 0 : EXIT_USAGE;
    }
    const char *deck_path = NULL;
    int json = 0, format = L5R_FORMAT_LOTUS_STORYLINE, n = 0;
    const char **files = calloc((size_t)argc + 2, sizeof *files);
    if (files == NULL)
        return EXIT_LIBRARY;
    int in_cards = 0, rc = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0) {
            json = 1;
        } else if (strcmp(argv[i], "--help") == 0) {
            fputs(deck_usage, stdout);
            free(files);
            return 0;
        } else if (strcmp(argv[i], "--cards") == 0) {
            in_cards = 1;
        } else if (strcmp(argv[i], "--format") == 0 && i + 1 < argc) {
            in_cards = 0;
            const char *f = argv[++i];
            if (strcmp(f, "lotus-storyline") == 0)
                format = L5R_FORMAT_LOTUS_STORYLINE;
            else if (strcmp(f, "lotus-open") == 0)
                format = L5R_FORMAT_LOTUS_OPEN;
            else {
                fprintf(stderr, "l5r deck check: unknown format '%s'\n", f);
                free(files);
                return EXIT_USAGE;
            }
        } else if (argv[i][0] == '-') {
            fprintf(stderr, "l5r deck check: unknown option '%s'\n", argv[i]);
            free(files);
            return EXIT_USAGE;
        } else if (in_cards) {
            files[n++] = argv[i];
        } else if (deck_path == NULL) {
            deck_path = argv[i];
        } else {
            fprintf(stderr, "l5r deck check: one deck at a time\n");
            free(files);
            return EXIT_USAGE;
        }
    }
    if (deck_path == NULL) {
        fputs(deck_usage, stderr);
        free(files);
        return EXIT_USAGE;
    }
    if (n == 0) {
        files[n++] = DEFAULT_SETS;
        files[n++] = DEFAULT_CARDS;
    }
    int first = 1;
    l5r_carddb *db = NULL;
    if (json)
        fputs("{\"diagnostics\":[", stdout);
    rc = cli_load_cards(&db, files, n, json, &first);
    free(files);
    l5r_deck *deck = NULL;
    if (rc == 0 && l5r_deck_new(&deck, db, NULL) != L5R_OK) {
        fprintf(stderr, "l5r: %s\n", l5r_error_message());
        rc = EXIT_LIBRARY;
    }
    if (rc == 0 && l5r_deck_load_file(deck, deck_path) != L5R_OK) {
        int code;
        l5r_deck_diag(deck, &code, NULL, NULL);
        if (json) {
            printf("%s{\"message\":", first ? "" : ",");
            cli_json_str(l5r_deck_errmsg(deck));
            printf(",\"code\":\"%s\"}", l5r_status_name(code));
        } else {
            fprintf(stderr, "%s\n", l5r_deck_errmsg(deck));
        }
        rc = code == L5R_EIO || code == L5R_ENOMEM ? EXIT_LIBRARY
                                                   : EXIT_BAD_INPUT;
    }
    if (json)
        fputs("],\"problems\":[", stdout);
    if (rc == 0) {
        int problems = l5r_deck_check(deck, format);
        if (problems < 0) {
            fprintf(stderr, "l5r: %s\n", l5r_error_message());
            rc = EXIT_LIBRARY;
        } else {
            for (int i = 0; i < problems; i++) {
                const char *rule = l5r_deck_problem_rule(deck, (uint32_t)i);
                const char *msg = l5r_deck_problem_message(deck, (uint32_t)i);
                if (json) {
                    printf("%s{\"rule\":\"%s\",\"message\":", i ? "," : "",
                           rule);
                    cli_json_str(msg);
                    putchar('}');
                } else {
                    printf("%s: %s: %s\n", deck_path, rule, msg);
                }
            }
            if (!json)
                printf("%s: %s (%u Dynasty, %u Fate)\n", deck_path,
                       problems == 0 ? "legal" : "not legal",
                       l5r_deck_size(deck, L5R_LIST_DYNASTY),
                       l5r_deck_size(deck, L5R_LIST_FATE));
            rc = problems == 0 ? 0 : EXIT_BAD_INPUT;
        }
    }
    if (json)
        printf("],\"legal\":%s}\n", rc == 0 ? "true" : "false");
    l5r_deck_free(deck);
    l5r_carddb_free(db);
    return rc;
}
