/*
 * l5r - the command-line face of libl5r. It uses only the public API, like
 * any other client.
 *
 * Exit codes: 0 success; 1 the input was checked and found bad (a card
 * file with errors, an illegal deck, an illegal move); 2 usage error; 3 the
 * library reported an error (out of memory, unreadable file).
 */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

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
          "  play [--seed N] [--decks A B] [--policy random|greedy]\n"
          "       [--turns N] [--log FILE] [--quiet] [--json]\n"
          "                                   a seeded game, every move\n"
          "                                   validated\n"
          "  replay LOG [--json]              check a game log move by move\n"
          "  legal LOG [--player N] [--json]  the legal moves at a log's end\n"
          "\n"
          "Without --cards, the sample set table and cards are used.\n"
          "Exit codes: 0 ok, 1 bad input, 2 usage, 3 library error.\n",
          out);
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
        printf("libl5r %s (ABI %u.%u)\n", l5r_version_string(), l5r_abi_major(),
               l5r_abi_minor());
    return 0;
}

static int cmd_rules(int argc, char **argv)
{
    int json = 0;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0) {
            json = 1;
        } else if (strcmp(argv[i], "--help") == 0) {
            puts("usage: l5r rules [--json]");
            return 0;
        } else {
            fprintf(stderr, "l5r rules: unknown option '%s'\n", argv[i]);
            return EXIT_USAGE;
        }
    }
    if (json)
        putchar('[');
    for (uint32_t i = 0; i < l5r_rule_count(); i++) {
        const char *id = l5r_rule_id(i);
        if (json) {
            printf("%s{\"id\":\"%s\",\"text\":", i ? "," : "", id);
            cli_json_str(l5r_rule_text(id));
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
        return cli_cards(argc - 2, argv + 2);
    if (strcmp(cmd, "deck") == 0)
        return cli_deck(argc - 2, argv + 2);
    if (strcmp(cmd, "rules") == 0)
        return cmd_rules(argc - 2, argv + 2);
    if (strcmp(cmd, "play") == 0)
        return cli_play(argc - 2, argv + 2);
    if (strcmp(cmd, "replay") == 0)
        return cli_replay(argc - 2, argv + 2);
    if (strcmp(cmd, "legal") == 0)
        return cli_legal(argc - 2, argv + 2);
    fprintf(stderr, "l5r: unknown command '%s' (try l5r --help)\n", cmd);
    return EXIT_USAGE;
}
