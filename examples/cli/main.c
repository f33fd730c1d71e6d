/* SPDX-License-Identifier: MIT */
/*
 * l5r - the command-line face of libl5r. It uses only the public API, like
 * any other client.
 *
 * Exit codes: 0 success; 1 the input was checked and found bad (a card
 * file with errors, an illegal deck, an illegal move); 2 usage error; 3 the
 * library reported an error (out of memory, unreadable file).
 */
#include "cli.h"

#include <string.h>

static const char main_usage[] =
    "usage: l5r <command> [options]\n"
    "\n"
    "commands:\n"
    "  version [--json]                 library and ABI versions\n"
    "  cards check FILE... [--json]     load card files, print every\n"
    "                                   diagnostic (file:line:column)\n"
    "  deck check DECK [--cards FILE...] [--format lotus-storyline|\n"
    "             lotus-open] [--json]  every problem with its rule ID\n"
    "  rules [--json]                   the rules the engine enforces\n"
    "  play [--seed N] [--decks A B] [--policy random|greedy]\n"
    "       [--turns N] [--log FILE] [--as p1|p2|all|spectator]\n"
    "       [--human p1|p2] [--quiet] [--json]\n"
    "                                   a seeded game, every move\n"
    "                                   validated and told; or play a\n"
    "                                   side yourself (--human)\n"
    "  replay LOG [--as ...] [--quiet] [--json]\n"
    "                                   check a game log move by move\n"
    "  legal LOG [--player N] [--json]  the legal moves at a log's end\n"
    "  show LOG [--as p1|p2|all|spectator] [--at N] [--json]\n"
    "                                   the board after N moves, as a\n"
    "                                   player or a spectator sees it\n"
    "  simulate --games N [--threads T] [--policy random|greedy]\n"
    "       [--decks A B] [--seed S] [--turns CAP] [--json]\n"
    "                                   N seeded games on T threads: games/s\n"
    "                                   and one result line per game\n"
    "\n"
    "Without --cards, the sample set table and cards are used.\n"
    "Players are p1, p2, ... here and in JSON (1-based, as in the move\n"
    "notation); the C, Python and Lua APIs number them from 0.\n"
    "l5r COMMAND --help tells more about each command.\n"
    "Exit codes: 0 ok, 1 bad input, 2 usage, 3 library error.\n"
    "With --json, every outcome is one JSON document on stdout: see\n"
    "examples/cli/README.md.\n";

static int cmd_version(int argc, char **argv)
{
    static const char version_usage[] = "usage: l5r version [--json]\n";
    cli_report r;
    cli_report_init(&r, "l5r version", cli_wants_json(argc, argv));
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0)
            return cli_help(&r, version_usage);
        if (strcmp(argv[i], "--json") != 0)
            return cli_finish(&r, cli_usage(&r, version_usage,
                                            "unknown option '%s'", argv[i]));
    }
    if (L5R_VERSION_CHECK() != L5R_OK)
        return cli_finish(&r, cli_fail(&r, EXIT_LIBRARY,
                                       l5r_status_name(l5r_error_code()), NULL,
                                       0, 0, "%s", l5r_error_message()));
    if (!r.json) {
        printf("libl5r %s (ABI %u.%u)\n", l5r_version_string(), l5r_abi_major(),
               l5r_abi_minor());
        return cli_finish(&r, 0);
    }
    cli_doc_begin(&r);
    printf(",\"version\":\"%s\",\"abi_major\":%u,\"abi_minor\":%u",
           l5r_version_string(), l5r_abi_major(), l5r_abi_minor());
    return cli_doc_end(&r, 0);
}

static int cmd_rules(int argc, char **argv)
{
    static const char rules_usage[] = "usage: l5r rules [--json]\n";
    cli_report r;
    cli_report_init(&r, "l5r rules", cli_wants_json(argc, argv));
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0)
            return cli_help(&r, rules_usage);
        if (strcmp(argv[i], "--json") != 0)
            return cli_finish(
                &r, cli_usage(&r, rules_usage, "unknown option '%s'", argv[i]));
    }
    cli_doc_begin(&r);
    if (r.json)
        fputs(",\"rules\":[", stdout);
    for (uint32_t i = 0; i < l5r_rule_count(); i++) {
        const char *id = l5r_rule_id(i);
        if (r.json) {
            printf("%s{\"id\":", i ? "," : "");
            cli_json_str(id);
            fputs(",\"text\":", stdout);
            cli_json_str(l5r_rule_text(id));
            putchar('}');
        } else {
            printf("%-8s %s\n", id, l5r_rule_text(id));
        }
    }
    if (r.json)
        putchar(']');
    return cli_doc_end(&r, 0);
}

int main(int argc, char **argv)
{
    cli_report r;
    cli_report_init(&r, "l5r", cli_wants_json(argc, argv));
    if (argc < 2)
        return cli_finish(&r, cli_usage(&r, main_usage, "no command"));
    const char *cmd = argv[1];
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "help") == 0)
        return cli_help(&r, main_usage);
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
    if (strcmp(cmd, "simulate") == 0)
        return cli_simulate(argc - 2, argv + 2);
    if (strcmp(cmd, "show") == 0)
        return cli_show(argc - 2, argv + 2);
    return cli_finish(
        &r, cli_usage(&r, NULL, "unknown command '%s' (try l5r --help)", cmd));
}
