/* common.c - helpers the l5r tool's commands share. */
#include "cli.h"

#include <stdlib.h>

/* Print a string as a JSON string literal. */
void cli_json_str(const char *s)
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

/* Print the diagnostics of the last load or freeze; JSON objects when
   `json`, separated by commas after the first (*first tracks it). */
void cli_print_diags(const l5r_carddb *db, int json, int *first)
{
    for (uint32_t i = 0; i < l5r_carddb_diag_count(db); i++) {
        int code;
        uint32_t line, col;
        l5r_carddb_diag(db, i, &code, &line, &col);
        const char *src = l5r_carddb_diag_source(db, i);
        const char *msg = l5r_carddb_diag_message(db, i);
        if (json) {
            printf("%s{\"source\":", *first ? "" : ",");
            cli_json_str(src);
            printf(",\"line\":%u,\"column\":%u,\"code\":\"%s\",\"message\":",
                   line, col, l5r_status_name(code));
            cli_json_str(msg);
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
int cli_load_cards(l5r_carddb **out, const char *const *files, int n, int json,
                   int *first)
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
            cli_print_diags(db, json, first);
            if (rc == L5R_ENOMEM || rc == L5R_EIO)
                lib = 1;
            else
                bad = 1;
        }
    }
    if (!bad && !lib && l5r_carddb_freeze(db) != L5R_OK) {
        cli_print_diags(db, json, first);
        bad = 1;
    }
    if (bad || lib) {
        l5r_carddb_free(db);
        return lib ? EXIT_LIBRARY : EXIT_BAD_INPUT;
    }
    *out = db;
    return 0;
}
