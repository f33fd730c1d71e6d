/*
 * l5r - the command-line face of libl5r. It uses only the public API, like
 * any other client.
 *
 * Exit codes: 0 success; 1 the input was checked and found bad (a card
 * file with errors, an illegal deck, an illegal move); 2 usage error; 3 the
 * library reported an error (out of memory, unreadable file).
 */
#include <l5r.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { EXIT_BAD_INPUT = 1, EXIT_USAGE = 2, EXIT_LIBRARY = 3 };

#define DEFAULT_SETS L5R_EXAMPLES_DIR "/cards/sets.yaml"
#define DEFAULT_CARDS L5R_EXAMPLES_DIR "/cards/lotus-sample.yaml"

static void usage(FILE *out)
{
    fputs("usage: l5r <command> [options]\n"
          "\n"
          "commands:\n"
          "  version [--json]                 library and ABI versions\n"
          "  cards check FILE... [--json]     load card files, print every\n"
          "                                   diagnostic (file:line:column)\n"
          "  deck check DECK [--cards FILE...] [--format lotus-storyline|\n"
          "             lotus-open] [--json]  every problem with its rule ID\n"
          "  rules [--json]                   the rules the engine enforces\n"
          "\n"
          "Without --cards, the sample set table and cards are used.\n"
          "Exit codes: 0 ok, 1 bad input, 2 usage, 3 library error.\n",
          out);
}

/* Print a string as a JSON string literal. */
static void json_str(const char *s)
{
    putchar('"');
    for (; *s != '\0'; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            printf("\\%c", c);
        else if (c == '\n')
            fputs("\\n", stdout);
        else if (c < 0x20)
            printf("\\u%04x", c);
        else
            putchar(c);
    }
    putchar('"');
}

static int cmd_version(int argc, char **argv)
{
    int json = 0;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0) {
            json = 1;
        } else if (strcmp(argv[i], "--help") == 0) {
            puts("usage: l5r version [--json]");
            return 0;
        } else {
            fprintf(stderr, "l5r version: unknown option '%s'\n", argv[i]);
            return EXIT_USAGE;
        }
    }
    if (L5R_VERSION_CHECK() != L5R_OK) {
        fprintf(stderr, "l5r: %s\n", l5r_error_message());
        return EXIT_LIBRARY;
    }
    if (json)
        printf("{\"version\":\"%s\",\"abi_major\":%u,\"abi_minor\":%u}\n",
               l5r_version_string(), l5r_abi_major(), l5r_abi_minor());
    else
        printf("libl5r %s (ABI %u.%u)\n", l5r_version_string(),
               l5r_abi_major(), l5r_abi_minor());
    return 0;
}

/* Print the diagnostics of the last load or freeze; JSON objects when
   `json`, separated by commas after the first (*first tracks it). */
static void print_diags(const l5r_carddb *db, int json, int *first)
{
    for (uint32_t i = 0; i < l5r_carddb_diag_count(db); i++) {
        int code;
        uint32_t line, col;
        l5r_carddb_diag(db, i, &code, &line, &col);
        const char *src = l5r_carddb_diag_source(db, i);
        const char *msg = l5r_carddb_diag_message(db, i);
        if (json) {
            printf("%s{\"source\":", *first ? "" : ",");
            json_str(src);
            printf(",\"line\":%u,\"column\":%u,\"code\":\"%s\",\"message\":",
                   line, col, l5r_status_name(code));
            json_str(msg);
            putchar('}');
            *first = 0;
        } else if (line > 0) {
            fprintf(stderr, "%s:%u:%u: %s\n", src, line, col, msg);
        } else {
            fprintf(stderr, "%s: %s\n", src, msg);
        }
    }
}

/* Load card files into a new database and freeze it. Returns 0, or an
   exit code after printing what went wrong. */
static int load_cards(l5r_carddb **out, const char *const *files, int n,
                      int json, int *first)
{
    l5r_carddb *db;
    if (l5r_carddb_new(&db, NULL) != L5R_OK) {
        fprintf(stderr, "l5r: %s\n", l5r_error_message());
        return EXIT_LIBRARY;
    }
    int bad = 0, lib = 0;
    for (int i = 0; i < n; i++) {
        int rc = l5r_carddb_load_file(db, files[i]);
        if (rc != L5R_OK) {
            print_diags(db, json, first);
            if (rc == L5R_ENOMEM || rc == L5R_EIO)
                lib = 1;
            else
                bad = 1;
        }
    }
    if (!bad && !lib && l5r_carddb_freeze(db) != L5R_OK) {
        print_diags(db, json, first);
        bad = 1;
    }
    if (bad || lib) {
        l5r_carddb_free(db);
        return lib ? EXIT_LIBRARY : EXIT_BAD_INPUT;
    }
    *out = db;
    return 0;
}

static int cmd_cards(int argc, char **argv)
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
    int rc = load_cards(&db, files, n, json, &first);
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

static int cmd_deck(int argc, char **argv)
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
    rc = load_cards(&db, files, n, json, &first);
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
            json_str(l5r_deck_errmsg(deck));
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
                    json_str(msg);
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

static int cmd_rules(int argc, char **argv)
{
    int json = argc > 0 && strcmp(argv[0], "--json") == 0;
    if (json)
        putchar('[');
    for (uint32_t i = 0; i < l5r_rule_count(); i++) {
        const char *id = l5r_rule_id(i);
        if (json) {
            printf("%s{\"id\":\"%s\",\"text\":", i ? "," : "", id);
            json_str(l5r_rule_text(id));
            putchar('}');
        } else {
            printf("%-8s %s\n", id, l5r_rule_text(id));
        }
    }
    if (json)
        puts("]");
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return EXIT_USAGE;
    }
    const char *cmd = argv[1];
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "help") == 0) {
        usage(stdout);
        return 0;
    }
    if (strcmp(cmd, "version") == 0 || strcmp(cmd, "--version") == 0)
        return cmd_version(argc - 2, argv + 2);
    if (strcmp(cmd, "cards") == 0)
        return cmd_cards(argc - 2, argv + 2);
    if (strcmp(cmd, "deck") == 0)
        return cmd_deck(argc - 2, argv + 2);
    if (strcmp(cmd, "rules") == 0)
        return cmd_rules(argc - 2, argv + 2);
    fprintf(stderr, "l5r: unknown command '%s' (try l5r --help)\n", cmd);
    return EXIT_USAGE;
}
