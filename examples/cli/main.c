/*
 * l5r - the command-line face of libl5r.
 *
 * Exit codes: 0 success, 1 the input was checked and found bad (an illegal
 * move, an invalid deck), 2 usage error, 3 the library reported an error.
 */
#include <l5r.h>

#include <stdio.h>
#include <string.h>

enum { EXIT_BAD_INPUT = 1, EXIT_USAGE = 2, EXIT_LIBRARY = 3 };

static void usage(FILE *out)
{
    fputs("usage: l5r <command> [options]\n"
          "\n"
          "commands:\n"
          "  version [--json]   print the library and ABI versions\n"
          "\n"
          "options:\n"
          "  --help             this text\n",
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
        printf("libl5r %s (ABI %u.%u)\n", l5r_version_string(),
               l5r_abi_major(), l5r_abi_minor());
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return EXIT_USAGE;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "help") == 0) {
        usage(stdout);
        return 0;
    }
    if (strcmp(argv[1], "version") == 0 || strcmp(argv[1], "--version") == 0)
        return cmd_version(argc - 2, argv + 2);
    fprintf(stderr, "l5r: unknown command '%s' (try l5r --help)\n", argv[1]);
    return EXIT_USAGE;
}
