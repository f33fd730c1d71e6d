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
#include "game_int.h"

#include <stdlib.h>

static const char magic[8] = {'L', '5', 'R', 'S', 'A', 'V', 'E', '\0'};
#define SAVE_VERSION 1u
#define NOPTS        19u

typedef struct wbuf {
    unsigned char *p;
    size_t len, cap;
} wbuf;

static void w(wbuf *b, const void *data, size_t n)
{
    memcpy(b->p + b->len, data, n);
    b->len += n;
}

static uint64_t fnv(const unsigned char *p, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

int l5r_game_save(const l5r_game *g, void **data, size_t *len)
{
    if (!l5r__game_ok(g))
        return l5r__error(L5R_EHANDLE, "not a game handle");
    if (data == NULL || len == NULL)
        return l5r__error(L5R_EINVAL, "data or len is NULL");
    uint32_t version = SAVE_VERSION, nopts = NOPTS;
    uint32_t size = g->st->size, nlog = g->logidx.n, ntext = g->logtext.n;
    uint64_t fp = l5r_carddb_fingerprint(g->db);
    size_t total = sizeof magic + 4 + 4 + 8 + 8 * NOPTS + 4 + 4 + 4 + size +
                   ntext + 4 * (size_t)nlog + 8;
    wbuf b = {malloc(total), 0, total};
    if (b.p == NULL)
        return l5r__error_nomem();
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
    uint64_t sum = fnv(b.p, b.len);
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

static size_t state_bytes(const l5r_state *s)
{
    return sizeof(l5r_state) + (size_t)s->cap_cards * sizeof(l5r_cardst) +
           (size_t)s->cap_tokens * sizeof(l5r_tokenst) +
           (size_t)s->cap_last * sizeof(l5r_lastst);
}

/* Every index in the state points where it may. */
static bool state_sane(const l5r_state *s, size_t size, const l5r_carddb *db)
{
    if (s->size != size || s->cap_cards > 1000000 || s->cap_tokens > 1000000 ||
        s->cap_last > 1000000 || state_bytes(s) != size ||
        s->ncards > s->cap_cards || s->ntokens > s->cap_tokens ||
        s->nlast > s->cap_last || s->nplayers < 2 ||
        s->nplayers > L5R_MAX_PLAYERS || s->active >= s->nplayers ||
        s->phase > L5R_PHASE_GAME_OVER ||
        (s->decider >= s->nplayers && s->decider != L5R_NO8) ||
        s->decision > L5R_DECIDE_LEGACY || s->step > L5R_STEP_YU ||
        (s->attacker >= s->nplayers && s->attacker != L5R_NO8) ||
        (s->defender >= s->nplayers && s->defender != L5R_NO8) ||
        s->battlefield > L5R_MAX_PROVINCES || s->ntrig > 8 ||
        s->pending_ntargets > 8 ||
        (s->pending_card != L5R_NO && s->pending_card >= s->ncards) ||
        s->pending_set > 1 ||
        (s->choose_card != L5R_NO && s->choose_card >= s->ncards) ||
        ((s->decision == L5R_DECIDE_REVEALED ||
          s->decision == L5R_DECIDE_TERRAIN) &&
         s->choose_card == L5R_NO) ||
        (s->window && s->resume_decider >= s->nplayers) ||
        (s->favor != L5R_NO && s->favor >= s->nplayers))
        return false;
    for (uint32_t p = 0; p < s->nplayers; p++)
        if (s->players[p].nprovinces > L5R_MAX_PROVINCES ||
            s->players[p].faction >= db->strs.n)
            return false;
    for (uint32_t i = 0; i < s->pending_ntargets; i++) {
        uint32_t t = s->pending_targets[i];
        if (t < s->ncards)
            continue;
        if (!((t & 0xff000000u) == 0xf0000000u ||
              (t & 0xff000000u) == 0xe0000000u) ||
            ((t >> ((t & 0xff000000u) == 0xf0000000u ? 0 : 8)) & 0xffu) >=
                s->nplayers)
            return false;
    }
    for (uint32_t i = 0; i < s->ntrig; i++)
        if (s->trig[i].card != L5R_NO && s->trig[i].card >= s->ncards)
            return false;
    const l5r_cardst *c = l5r_ccards(s);
    for (uint32_t i = 0; i < s->ncards; i++)
        if (c[i].def >= db->cards.n || c[i].owner >= s->nplayers ||
            c[i].controller >= s->nplayers || c[i].zone > L5R_ZONE_REMOVED ||
            (c[i].attached_to != L5R_NO && c[i].attached_to >= s->ncards))
            return false;
    const l5r_tokenst *t = l5r_ctokens(s);
    for (uint32_t i = 0; i < s->ntokens; i++)
        if ((t[i].card != L5R_NO && t[i].card >= s->ncards) ||
            t[i].player >= s->nplayers || t[i].title >= db->strs.n)
            return false;
    const l5r_lastst *e = l5r_clasts(s);
    for (uint32_t i = 0; i < s->nlast; i++)
        if (e[i].card >= s->ncards || e[i].str >= db->strs.n)
            return false;
    return true;
}

int l5r_game_load(l5r_game **out, const l5r_carddb *db, const void *data,
                  size_t len, const l5r_allocator *alloc)
{
    if (out == NULL || data == NULL)
        return l5r__error(L5R_EINVAL, "out or data is NULL");
    *out = NULL;
    if (!l5r__db_ok(db))
        return l5r__error(L5R_EHANDLE, "not a card database handle");
    if (!db->frozen)
        return l5r__error(L5R_EFROZEN, "the card database is not frozen");
    l5r_mem mem;
    int rc = l5r__mem_from(&mem, alloc);
    if (rc != L5R_OK)
        return rc;
    rbuf b = {data, len, 0};
    char m[8];
    uint32_t version, nopts, size, nlog, ntext;
    uint64_t fp, sum;
    if (!r(&b, m, 8) || memcmp(m, magic, 8) != 0)
        return l5r__error(L5R_EFORMAT, "not a saved l5r game");
    if (!r(&b, &version, 4))
        return l5r__error(L5R_EFORMAT, "the save is truncated");
    if (version != SAVE_VERSION)
        return l5r__error(L5R_EVERSION,
                          "save version %u; this library "
                          "reads version %u",
                          version, SAVE_VERSION);
    if (len < 8 || fnv(b.p, len - 8) != (memcpy(&sum, b.p + len - 8, 8), sum))
        return l5r__error(L5R_EFORMAT,
                          "the save is truncated or corrupt (bad checksum)");
    if (!r(&b, &nopts, 4) || nopts != NOPTS || !r(&b, &fp, 8))
        return l5r__error(L5R_EFORMAT, "the save's header is corrupt");
    if (fp != l5r_carddb_fingerprint(db))
        return l5r__error(L5R_EMISMATCH,
                          "the save was made with another card database");
    struct l5r_options opts;
    l5r__options_defaults(&opts);
    if (!r(&b, opts.v, 8 * NOPTS) || !r(&b, &size, 4) || !r(&b, &nlog, 4) ||
        !r(&b, &ntext, 4) || size < sizeof(l5r_state) ||
        b.len - b.pos < (size_t)size + ntext + 4 * (size_t)nlog + 8)
        return l5r__error(L5R_EFORMAT, "the save is truncated");
    if (!l5r__options_valid(&opts))
        return l5r__error(L5R_EFORMAT, "the save's options are out of range");
    l5r_game *g = l5r__calloc(&mem, 1, sizeof *g);
    if (g == NULL)
        return l5r__error_nomem();
    g->tag = L5R_TAG_GAME;
    g->mem = mem;
    g->db = db;
    g->opts = opts;
    g->st = l5r__alloc(&mem, size);
    if (g->st == NULL) {
        l5r__dealloc(&mem, g, sizeof *g);
        return l5r__error_nomem();
    }
    r(&b, g->st, size);
    if (!state_sane(g->st, size, db)) {
        l5r__dealloc(&mem, g->st, size);
        l5r__dealloc(&mem, g, sizeof *g);
        return l5r__error(L5R_EFORMAT, "the saved state is inconsistent");
    }
    if (l5r_vec_reserve(&mem, &g->logtext, ntext + 1) != L5R_OK ||
        l5r_vec_reserve(&mem, &g->logidx, nlog + 1) != L5R_OK) {
        l5r_game_free(g);
        return l5r__error_nomem();
    }
    r(&b, g->logtext.v, ntext);
    r(&b, g->logidx.v, 4 * (size_t)nlog);
    g->logtext.n = ntext;
    g->logidx.n = nlog;
    for (uint32_t i = 0; i < nlog; i++)
        if (g->logidx.v[i] >= ntext || (ntext > 0 && g->logtext.v[ntext - 1]) ||
            (i > 0 && g->logidx.v[i] <= g->logidx.v[i - 1])) {
            l5r_game_free(g);
            return l5r__error(L5R_EFORMAT, "the saved move log is corrupt");
        }
    *out = g;
    return L5R_OK;
}
