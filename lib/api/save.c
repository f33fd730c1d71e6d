/* SPDX-License-Identifier: MIT */
/*
 * save.c - saving and loading a game: a versioned header with a magic
 * number and the card database's fingerprint, the options, the state
 * block, the move log, and a checksum. Loading checks everything, so a
 * corrupt save is an error, never a crash.
 *
 * The state block is stored as it is in memory: a save is meant for the
 * same build of the library on the same kind of machine (like a core
 * file); the move log (options + moves) is the portable record.
 */
#include "api/api.h"

#include <stdlib.h>

static const char magic[8] = {'L', '5', 'R', 'S', 'A', 'V', 'E', '\0'};
#define SAVE_VERSION 1u
#define NOPTS        20u

typedef struct wbuf {
    unsigned char *p;
    size_t len, cap;
} wbuf;

static void w(wbuf *b, const void *data, size_t n)
{
    memcpy(b->p + b->len, data, n);
    b->len += n;
}

/* The checksum: FNV-1a over everything before it. */
static uint64_t checksum(const unsigned char *p, size_t n)
{
    return l5r_base__fnv1a(L5R_FNV_SEED, p, n);
}

int l5r_game_save(void **data, size_t *len, const l5r_game *g)
{
    if (data == NULL || len == NULL)
        return l5r_errors__error(L5R_EINVAL, "data or len is NULL");
    *data = NULL;
    *len = 0;
    if (!l5r_game__ok(g))
        return l5r_errors__error(L5R_EHANDLE, "not a game handle");
    if (l5r_game__log_text(g) != L5R_OK)
        return L5R_ENOMEM;
    uint32_t version = SAVE_VERSION, nopts = NOPTS;
    uint32_t size = g->st->size, nlog = g->logidx.n, ntext = g->logtext.n;
    uint64_t fp = l5r_carddb_fingerprint(g->db);
    size_t total = sizeof magic + 4 + 4 + 8 + 8 * NOPTS + 4 + 4 + 4 + size +
                   ntext + 4 * (size_t)nlog + 8;
    wbuf b = {l5r_alloc__out(&g->mem, total), 0, total};
    if (b.p == NULL)
        return l5r_errors__nomem();
    w(&b, magic, sizeof magic);
    w(&b, &version, 4);
    w(&b, &nopts, 4);
    w(&b, &fp, 8);
    w(&b, g->opts.v, 8 * NOPTS);
    w(&b, &size, 4);
    w(&b, &nlog, 4);
    w(&b, &ntext, 4);
    w(&b, g->st, size);
    if (ntext > 0)
        w(&b, g->logtext.v, ntext);
    if (nlog > 0)
        w(&b, g->logidx.v, 4 * (size_t)nlog);
    uint64_t sum = checksum(b.p, b.len);
    w(&b, &sum, 8);
    *data = b.p;
    *len = b.len;
    return L5R_OK;
}

typedef struct rbuf {
    const unsigned char *p;
    size_t len, pos;
} rbuf;

static bool r(rbuf *b, void *out, size_t n)
{
    if (b->len - b->pos < n)
        return false;
    memcpy(out, b->p + b->pos, n);
    b->pos += n;
    return true;
}

/* The move log is `nlog` NUL-terminated moves, back to back, indexed. */
static bool log_ok(const char *text, uint32_t ntext, const uint32_t *idx,
                   uint32_t nlog)
{
    if ((nlog == 0) != (ntext == 0))
        return false;
    uint32_t at = 0;
    for (uint32_t i = 0; i < nlog; i++) {
        if (idx[i] != at || at >= ntext)
            return false;
        const char *end = memchr(text + at, '\0', ntext - at);
        if (end == NULL || end == text + at)
            return false;
        at = (uint32_t)(end - text) + 1;
    }
    return at == ntext;
}

int l5r_game_load(l5r_game **out, const l5r_carddb *db, const void *data,
                  size_t len, const l5r_allocator *alloc)
{
    if (out == NULL || data == NULL)
        return l5r_errors__error(L5R_EINVAL, "out or data is NULL");
    *out = NULL;
    int rc = l5r_cards__frozen_check(db);
    if (rc != L5R_OK)
        return rc;
    l5r_mem mem;
    rc = l5r_alloc__mem_from(&mem, alloc);
    if (rc != L5R_OK)
        return rc;
    rbuf b = {data, len, 0};
    char m[8];
    uint32_t version, nopts, size, nlog, ntext;
    uint64_t fp, sum;
    if (!r(&b, m, 8) || memcmp(m, magic, 8) != 0)
        return l5r_errors__error(L5R_EFORMAT, "not a saved l5r game");
    if (!r(&b, &version, 4))
        return l5r_errors__error(L5R_EFORMAT, "the save is truncated");
    if (version != SAVE_VERSION)
        return l5r_errors__error(L5R_EVERSION,
                                 "save version %u; this library "
                                 "reads version %u",
                                 version, SAVE_VERSION);
    if (len < 8 ||
        checksum(b.p, len - 8) != (memcpy(&sum, b.p + len - 8, 8), sum))
        return l5r_errors__error(
            L5R_EFORMAT, "the save is truncated or corrupt (bad checksum)");
    if (!r(&b, &nopts, 4) || nopts != NOPTS || !r(&b, &fp, 8))
        return l5r_errors__error(L5R_EFORMAT, "the save's header is corrupt");
    if (fp != l5r_carddb_fingerprint(db))
        return l5r_errors__error(
            L5R_EMISMATCH, "the save was made with another card database");
    struct l5r_options opts;
    l5r_options__defaults(&opts);
    if (!r(&b, opts.v, 8 * NOPTS) || !r(&b, &size, 4) || !r(&b, &nlog, 4) ||
        !r(&b, &ntext, 4) || size < sizeof(l5r_state) ||
        b.len - b.pos != (size_t)size + ntext + 4 * (size_t)nlog + 8)
        return l5r_errors__error(L5R_EFORMAT, "the save is truncated");
    if (!l5r_options__valid(&opts))
        return l5r_errors__error(L5R_EFORMAT,
                                 "the save's options are out of range");
    l5r_game *g = l5r_game__alloc(&mem, db, size, false);
    if (g == NULL)
        return l5r_errors__nomem();
    g->opts = opts;
    r(&b, g->st, size);
    char why[192];
    if (l5r_invariants__state_check(g, size, why, sizeof why) != NULL) {
        l5r_game__dealloc(g, size);
        return l5r_errors__error(L5R_EFORMAT,
                                 "the saved state is inconsistent: %s", why);
    }
    if (l5r_vec__reserve(&mem, &g->logtext, ntext + 1) != L5R_OK ||
        l5r_vec__reserve(&mem, &g->logidx, nlog + 1) != L5R_OK) {
        l5r_game_free(g);
        return l5r_errors__nomem();
    }
    r(&b, g->logtext.v, ntext);
    r(&b, g->logidx.v, 4 * (size_t)nlog);
    g->logtext.n = ntext;
    g->logidx.n = nlog;
    if (!log_ok(g->logtext.v, ntext, g->logidx.v, nlog)) {
        l5r_game_free(g);
        return l5r_errors__error(L5R_EFORMAT, "the saved move log is corrupt");
    }
    *out = g;
    return L5R_OK;
}
