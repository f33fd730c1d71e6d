/* SPDX-License-Identifier: MIT */
/*
 * csv_cards - load a set table (YAML) and a card list (CSV, through the
 * example CSV loader) into one card database, freeze it, and list the
 * cards: id, title, type and Force.
 *
 *     csv_cards [--sets SETS.yaml] [--chunk N] CARDS.csv
 *
 * --sets defaults to the source tree's examples/cards/sets.yaml; --chunk
 * sets how many bytes the reader hands the loader at a time (default 4096;
 * 1 exercises every chunk boundary). Exit codes: 0 success, 1 the cards did
 * not load or freeze (every diagnostic is printed to stderr as
 * source:line:column: message), 2 usage error.
 */
#include "csv_loader.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef CSV_CARDS_SETS
#define CSV_CARDS_SETS "examples/cards/sets.yaml"
#endif

#define CHUNK_MAX 65536

typedef struct file_reader {
    FILE *f;
    size_t chunk;
    char buf[CHUNK_MAX];
} file_reader;

/* An l5r_reader_fn over a FILE*: up to `chunk` bytes per call. */
static int read_file(void *ud, const char **chunk, size_t *size)
{
    file_reader *r = ud;
    *size = fread(r->buf, 1, r->chunk, r->f);
    *chunk = r->buf;
    return *size == 0 && ferror(r->f) ? L5R_EIO : L5R_OK;
}

static void print_diagnostics(const l5r_carddb *db)
{
    uint32_t n = l5r_carddb_diag_count(db);
    for (uint32_t i = 0; i < n; i++) {
        uint32_t line = 0, col = 0;
        l5r_carddb_diag(NULL, &line, &col, db, i);
        const char *src = l5r_carddb_diag_source(db, i);
        const char *msg = l5r_carddb_diag_message(db, i);
        if (src == NULL || src[0] == '\0')
            src = "<unknown>";
        if (line > 0)
            fprintf(stderr, "%s:%u:%u: %s\n", src, line, col, msg);
        else
            fprintf(stderr, "%s: %s\n", src, msg);
    }
    if (n == 0)
        fprintf(stderr, "csv_cards: %s\n", l5r_carddb_errmsg(db));
}

static const char *type_name(int type)
{
    static const char *const names[] = {
        "none",    "stronghold", "sensei", "wind",      "personality",
        "holding", "region",     "event",  "celestial", "follower",
        "item",    "spell",      "ring",   "action",    "ancestor"};
    if (type < 0 || (size_t)type >= sizeof names / sizeof names[0])
        return "?";
    return names[type];
}

static int load_csv(l5r_carddb *db, const char *path, size_t chunk)
{
    file_reader *r = malloc(sizeof *r);
    if (r == NULL) {
        fprintf(stderr, "csv_cards: out of memory\n");
        return L5R_ENOMEM;
    }
    r->chunk = chunk;
    r->f = fopen(path, "rb");
    if (r->f == NULL) {
        fprintf(stderr, "%s: cannot open: %s\n", path, strerror(errno));
        free(r);
        return L5R_EIO;
    }
    int rc = l5r_carddb_load_with(db, csv_loader(), path, read_file, r);
    fclose(r->f);
    free(r);
    if (rc != L5R_OK)
        print_diagnostics(db);
    return rc;
}

static void usage(FILE *out)
{
    fputs("usage: csv_cards [--sets SETS.yaml] [--chunk N] CARDS.csv\n", out);
}

int main(int argc, char **argv)
{
    const char *sets = CSV_CARDS_SETS, *csv = NULL;
    size_t chunk = 4096;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--sets") == 0 && i + 1 < argc) {
            sets = argv[++i];
        } else if (strcmp(argv[i], "--chunk") == 0 && i + 1 < argc) {
            long n = strtol(argv[++i], NULL, 10);
            if (n < 1 || n > CHUNK_MAX) {
                fprintf(stderr, "csv_cards: --chunk must be 1..%d\n",
                        CHUNK_MAX);
                return 2;
            }
            chunk = (size_t)n;
        } else if (strcmp(argv[i], "--help") == 0) {
            usage(stdout);
            return 0;
        } else if (argv[i][0] == '-' || csv != NULL) {
            usage(stderr);
            return 2;
        } else {
            csv = argv[i];
        }
    }
    if (csv == NULL) {
        usage(stderr);
        return 2;
    }

    l5r_carddb *db = NULL;
    if (l5r_carddb_new(&db, NULL) != L5R_OK) {
        fprintf(stderr, "csv_cards: %s\n", l5r_error_message());
        return 1;
    }
    int rc = l5r_carddb_load_file(db, sets);
    if (rc != L5R_OK)
        print_diagnostics(db);
    if (rc == L5R_OK)
        rc = load_csv(db, csv, chunk);
    if (rc == L5R_OK) {
        rc = l5r_carddb_freeze(db);
        if (rc != L5R_OK)
            print_diagnostics(db);
    }
    if (rc != L5R_OK) {
        l5r_carddb_free(db);
        return 1;
    }

    uint32_t n = l5r_carddb_card_count(db);
    for (uint32_t i = 0; i < n; i++) {
        int32_t force = 0;
        int has = l5r_carddb_card_get_stat(&force, db, i, L5R_STAT_FORCE);
        char fbuf[16] = "-";
        if (has == 1)
            snprintf(fbuf, sizeof fbuf, "%d", (int)force);
        printf("%-28s %-32s %-12s F %s\n", l5r_carddb_card_id(db, i),
               l5r_carddb_card_title(db, i),
               type_name(l5r_carddb_card_type(db, i)), fbuf);
    }
    printf("%u cards\n", n);
    l5r_carddb_free(db);
    return 0;
}
