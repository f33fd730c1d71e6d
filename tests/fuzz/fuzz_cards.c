/* SPDX-License-Identifier: MIT */
/*
 * fuzz_cards.c - card files: the input is loaded as a YAML card file into
 * a database that already holds the sample set table. A failed load must
 * leave the database as it was; a failed freeze must say why; a frozen
 * database must answer every query about every card.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <l5r.h>

#include "fuzz.h"

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return NULL;
    char *buf = NULL;
    if (fseek(f, 0, SEEK_END) == 0) {
        long n = ftell(f);
        if (n >= 0 && fseek(f, 0, SEEK_SET) == 0 &&
            (buf = malloc((size_t)n + 1)) != NULL) {
            *len = fread(buf, 1, (size_t)n, f);
            buf[*len] = '\0';
        }
    }
    fclose(f);
    return buf;
}

static const char *sets(size_t *len)
{
    static char *buf;
    static size_t n;
    if (buf == NULL) {
        buf = slurp(L5R_SOURCE_DIR "/examples/cards/sets.yaml", &n);
        if (buf == NULL)
            abort();
    }
    *len = n;
    return buf;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    l5r_carddb *db = NULL;
    if (l5r_carddb_new(&db, NULL) != L5R_OK)
        return 0;
    size_t slen;
    const char *s = sets(&slen);
    if (l5r_carddb_load_buffer(db, "sets.yaml", s, slen) != L5R_OK)
        abort();
    uint64_t print = l5r_carddb_fingerprint(db);
    uint32_t before = l5r_carddb_card_count(db);
    int rc = l5r_carddb_load_buffer(db, "fuzz.yaml", (const char *)data, size);
    if (rc != L5R_OK) {
        /* Nothing of a failed load stays, and it says why. */
        if (l5r_carddb_card_count(db) != before ||
            l5r_carddb_fingerprint(db) != print ||
            l5r_carddb_diag_count(db) == 0)
            abort();
        l5r_carddb_free(db);
        return 0;
    }
    if (l5r_carddb_freeze(db) != L5R_OK) {
        /* Cross-references (a set no table names ...) are checked at
           freeze: refused with a diagnostic, the database left unfrozen. */
        if (l5r_carddb_is_frozen(db) || l5r_carddb_diag_count(db) == 0)
            abort();
        l5r_carddb_free(db);
        return 0;
    }
    for (uint32_t c = 0; c < l5r_carddb_card_count(db); c++) {
        const char *id = l5r_carddb_card_id(db, c);
        uint32_t back = 0;
        if (id == NULL || l5r_carddb_find(&back, db, id) != L5R_OK ||
            back != c || l5r_carddb_card_title(db, c) == NULL)
            abort();
        for (uint32_t k = 0; k < l5r_carddb_card_keyword_count(db, c); k++) {
            const char *kw = l5r_carddb_card_keyword(db, c, k);
            if (kw == NULL || l5r_carddb_card_has_keyword(db, c, kw) < 0)
                abort();
        }
        (void)l5r_carddb_card_type(db, c);
        (void)l5r_carddb_card_text(db, c);
    }
    l5r_carddb_free(db);
    return 0;
}
