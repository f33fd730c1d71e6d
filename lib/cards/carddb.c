/*
 * carddb.c - the card database: storage, all-or-nothing loads, freezing
 * (cross references, most recent printing, keywords, identities), and the
 * read-only queries.
 */
#include "cards/cards.h"

#include "cards/builder.h"
#include "cards/keywords.h"
#include "cards/schema.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static const int64_t limit_defaults[L5R_NLIMITS] = {
    0, 16, 4096, 16 * 1024 * 1024, 100000, 64};
static const int64_t limit_max[L5R_NLIMITS] = {
    0, 1000, 1 << 24, (int64_t)1 << 31, 10000000, 100000};

/* --- storage -------------------------------------------------------------- */

static int push_text(const l5r_mem *m, void *vec_, const char *s, size_t len,
                     uint32_t *out)
{
    L5R_VEC(char) *vec = vec_;
    if (len >= UINT32_MAX - vec->n)
        return L5R_ENOMEM;
    if (l5r_vec_reserve(m, vec, (uint32_t)len + 1) != L5R_OK)
        return L5R_ENOMEM;
    *out = vec->n;
    if (len > 0)
        memcpy(vec->v + vec->n, s, len);
    vec->v[vec->n + len] = '\0';
    vec->n += (uint32_t)len + 1;
    return L5R_OK;
}

int l5r__db_str(l5r_carddb *db, const char *s, size_t len, uint32_t *out)
{
    if (len == 0) {
        *out = 0;
        return L5R_OK;
    }
    return push_text(&db->mem, &db->strs, s, len, out);
}

int l5r__db_diag(l5r_carddb *db, int code, l5r_pos pos, const char *fmt, ...)
{
    if (db->diags.n >= (uint64_t)db->limits[L5R_LIMIT_MAX_DIAGNOSTICS])
        return code;
    char msg[384];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    const char *src = db->srcnames.v != NULL ? db->srcnames.v + pos.src : "";
    uint32_t at, so, mo;
    /* Diagnostics are best effort: without memory they are dropped, and
       the code still says what happened. */
    if (push_text(&db->mem, &db->diagstr, src, strlen(src), &so) != L5R_OK ||
        push_text(&db->mem, &db->diagstr, msg, strlen(msg), &mo) != L5R_OK ||
        l5r_vec_push(&db->mem, &db->diags, &at) != L5R_OK)
        return code;
    l5r_diagrec *d = &db->diags.v[at];
    d->code = code;
    d->line = pos.line;
    d->col = pos.col;
    d->src = so;
    d->msg = mo;
    return code;
}

static void diags_clear(l5r_carddb *db)
{
    db->diags.n = 0;
    db->diagstr.n = 0;
    db->errmsg[0] = '\0';
}

/* Set the handle's and the thread's error from the first diagnostic. */
static int report(l5r_carddb *db, int rc)
{
    if (db->diags.n > 0) {
        const l5r_diagrec *d = &db->diags.v[0];
        const char *src = db->diagstr.v + d->src;
        if (d->line > 0)
            snprintf(db->errmsg, sizeof db->errmsg, "%s:%u:%u: %s", src,
                     d->line, d->col, db->diagstr.v + d->msg);
        else
            snprintf(db->errmsg, sizeof db->errmsg, "%s: %s", src,
                     db->diagstr.v + d->msg);
    } else {
        snprintf(db->errmsg, sizeof db->errmsg, "%s", l5r_strerror(rc));
    }
    return l5r__error(rc, "%s", db->errmsg);
}

static int fail(l5r_carddb *db, int rc, const char *fmt, ...) L5R_PRINTF(3, 4);
static int fail(l5r_carddb *db, int rc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(db->errmsg, sizeof db->errmsg, fmt, ap);
    va_end(ap);
    return l5r__error(rc, "%s", db->errmsg);
}

/* --- the id index (open addressing, linear probing) ----------------------- */

static uint64_t fnv1a(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) {
        h ^= b[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

#define FNV_SEED 0xcbf29ce484222325ULL

static void index_insert(l5r_carddb *db, uint32_t card)
{
    const char *id = l5r_str(db, db->cards.v[card].id);
    uint32_t mask = db->idx_cap - 1;
    uint32_t h = (uint32_t)fnv1a(FNV_SEED, id, strlen(id)) & mask;
    while (db->idx[h] != L5R_NONE)
        h = (h + 1) & mask;
    db->idx[h] = card;
}

/* Re-insert every card below `ncards` that has an id (staged cards that
   failed their checks have none). */
static void index_rebuild(l5r_carddb *db, uint32_t ncards)
{
    for (uint32_t i = 0; i < db->idx_cap; i++)
        db->idx[i] = L5R_NONE;
    for (uint32_t c = 0; c < ncards; c++)
        if (db->cards.v[c].id != 0 &&
            l5r__db_find(db, l5r_str(db, db->cards.v[c].id),
                         strlen(l5r_str(db, db->cards.v[c].id))) == L5R_NONE)
            index_insert(db, c);
}

int l5r__db_index_add(l5r_carddb *db, uint32_t card)
{
    uint32_t used = ++db->idx_used;
    if ((uint64_t)used * 2 > db->idx_cap) {
        uint32_t ncap = db->idx_cap ? db->idx_cap * 2 : 64;
        while ((uint64_t)used * 2 > ncap)
            ncap *= 2;
        uint32_t *n = l5r__alloc(&db->mem, sizeof *n * ncap);
        if (n == NULL)
            return L5R_ENOMEM;
        l5r__dealloc(&db->mem, db->idx, sizeof *db->idx * db->idx_cap);
        db->idx = n;
        db->idx_cap = ncap;
        index_rebuild(db, card + 1);
        return L5R_OK;
    }
    index_insert(db, card);
    return L5R_OK;
}

uint32_t l5r__db_find(const l5r_carddb *db, const char *id, size_t len)
{
    if (db->idx_cap == 0)
        return L5R_NONE;
    uint32_t mask = db->idx_cap - 1;
    uint32_t h = (uint32_t)fnv1a(FNV_SEED, id, len) & mask;
    while (db->idx[h] != L5R_NONE) {
        const char *cid = l5r_str(db, db->cards.v[db->idx[h]].id);
        if (strncmp(cid, id, len) == 0 && cid[len] == '\0')
            return db->idx[h];
        h = (h + 1) & mask;
    }
    return L5R_NONE;
}

/* --- life cycle
 * ---------------------------------------------------------------- */

int l5r_carddb_new(l5r_carddb **out, const l5r_allocator *alloc)
{
    if (out == NULL)
        return l5r__error(L5R_EINVAL, "l5r_carddb_new: out is NULL");
    *out = NULL;
    l5r_mem mem;
    int rc = l5r__mem_from(&mem, alloc);
    if (rc != L5R_OK)
        return rc;
    l5r_carddb *db = l5r__calloc(&mem, 1, sizeof *db);
    if (db == NULL)
        return l5r__error_nomem();
    db->tag = L5R_TAG_CARDDB;
    db->mem = mem;
    memcpy(db->limits, limit_defaults, sizeof db->limits);
    uint32_t off;
    /* Offset 0 of each string buffer is the empty string. */
    if (push_text(&mem, &db->strs, "", 0, &off) != L5R_OK ||
        push_text(&mem, &db->srcnames, "", 0, &off) != L5R_OK ||
        l5r__player_abilities(db) != L5R_OK) {
        l5r_carddb_free(db);
        return l5r__error_nomem();
    }
    diags_clear(db);
    *out = db;
    return L5R_OK;
}

void l5r_carddb_free(l5r_carddb *db)
{
    if (!l5r__db_ok(db))
        return;
    l5r_mem m = db->mem;
    l5r_vec_free(&m, &db->strs);
    l5r_vec_free(&m, &db->srcnames);
    l5r_vec_free(&m, &db->strlist);
    l5r_vec_free(&m, &db->cards);
    l5r_vec_free(&m, &db->prints);
    l5r__dealloc(&m, db->set_sorted, sizeof *db->set_sorted * db->sets.n);
    l5r_vec_free(&m, &db->sets);
    l5r_vec_free(&m, &db->factions);
    l5r_vec_free(&m, &db->conds);
    l5r_vec_free(&m, &db->abils);
    l5r_vec_free(&m, &db->costs);
    l5r_vec_free(&m, &db->effs);
    l5r_vec_free(&m, &db->sels);
    l5r_vec_free(&m, &db->diags);
    l5r_vec_free(&m, &db->diagstr);
    l5r__dealloc(&m, db->idx, sizeof *db->idx * db->idx_cap);
    db->tag = L5R_TAG_DEAD;
    l5r__dealloc(&m, db, sizeof *db);
}

#define DB_CHECK(db)                                                           \
    do {                                                                       \
        if (!l5r__db_ok(db))                                                   \
            return l5r__error(L5R_EHANDLE, "not a card database handle");      \
    } while (0)

int l5r_carddb_set_limit(l5r_carddb *db, int limit, int64_t value)
{
    DB_CHECK(db);
    if (db->frozen)
        return fail(db, L5R_EFROZEN, "the card database is frozen");
    if (limit <= 0 || limit >= L5R_NLIMITS)
        return fail(db, L5R_EINVAL, "unknown limit %d", limit);
    if (value < 1 || value > limit_max[limit])
        return fail(db, L5R_EINVAL, "limit %d must be from 1 to %lld", limit,
                    (long long)limit_max[limit]);
    db->limits[limit] = value;
    return L5R_OK;
}

int l5r_carddb_get_limit(const l5r_carddb *db, int limit, int64_t *value)
{
    DB_CHECK(db);
    if (limit <= 0 || limit >= L5R_NLIMITS || value == NULL)
        return l5r__error(L5R_EINVAL, "unknown limit %d or NULL value", limit);
    *value = db->limits[limit];
    return L5R_OK;
}

const char *l5r_carddb_errmsg(const l5r_carddb *db)
{
    return l5r__db_ok(db) ? db->errmsg : "not a card database handle";
}

int l5r_carddb_is_frozen(const l5r_carddb *db)
{
    DB_CHECK(db);
    return db->frozen ? 1 : 0;
}

/* --- loading ----------------------------------------------------------------
 */

typedef struct db_mark {
    uint32_t strs, srcnames, strlist, cards, prints, sets, factions, conds,
        abils, costs, effs, sels, idx_used;
} db_mark;

static db_mark mark_of(const l5r_carddb *db)
{
    db_mark m = {db->strs.n,   db->srcnames.n, db->strlist.n,  db->cards.n,
                 db->prints.n, db->sets.n,     db->factions.n, db->conds.n,
                 db->abils.n,  db->costs.n,    db->effs.n,     db->sels.n,
                 db->idx_used};
    return m;
}

/* Undo a failed load: everything it staged goes. No allocation. */
static void rollback(l5r_carddb *db, const db_mark *m)
{
    db->strs.n = m->strs;
    db->srcnames.n = m->srcnames;
    db->strlist.n = m->strlist;
    db->cards.n = m->cards;
    db->prints.n = m->prints;
    db->sets.n = m->sets;
    db->factions.n = m->factions;
    db->conds.n = m->conds;
    db->abils.n = m->abils;
    db->costs.n = m->costs;
    db->effs.n = m->effs;
    db->sels.n = m->sels;
    db->idx_used = m->idx_used;
    if (db->idx_cap > 0)
        index_rebuild(db, db->cards.n);
}

/* Parse a source into a tree and hand it to `fn`: all or nothing. */
static int parse_with(l5r_carddb *db, const l5r_loader *loader,
                      const char *source_name, l5r_reader_fn reader,
                      void *reader_ud, l5r_tree_fn fn, void *arg,
                      l5r_item_fn item)
{
    diags_clear(db);
    if (source_name == NULL)
        source_name = "<reader>";
    db_mark m = mark_of(db);
    uint32_t src;
    int rc = push_text(&db->mem, &db->srcnames, source_name,
                       strlen(source_name), &src);
    if (rc != L5R_OK) {
        l5r_pos p = {0, 0, 0};
        l5r__db_diag(db, L5R_ENOMEM, p, "out of memory");
        return report(db, L5R_ENOMEM);
    }
    l5r_builder b;
    l5r__builder_init(&b, db, src);
    l5r_schema s = {db, src, L5R_OK, 0};
    b.utf8_checked = loader == l5r_loader_yaml(); /* it checks every byte */
    b.item_fn = item;
    b.item_arg = &s;
    rc = loader->load(loader, &b, reader, reader_ud);
    if (rc == L5R_OK)
        rc = l5r__builder_finish(&b);
    else if (b.status == L5R_OK) /* the loader failed without saying why */
        l5r_builder_error(&b, rc, 0, 0, "the loader failed");
    if (rc == L5R_OK)
        rc = fn(&s, b.root, arg);
    l5r__builder_free(&b);
    if (rc != L5R_OK) {
        rollback(db, &m);
        return report(db, rc);
    }
    return L5R_OK;
}

static int check_loader(l5r_carddb *db, const l5r_loader *loader,
                        l5r_reader_fn reader)
{
    if (loader == NULL || reader == NULL)
        return fail(db, L5R_EINVAL, "loader or reader is NULL");
    if (loader->version < 1 || loader->version > L5R_LOADER_VERSION ||
        loader->load == NULL)
        return fail(db, L5R_EVERSION, "loader '%s' has version %u, not 1..%u",
                    loader->name != NULL ? loader->name : "?", loader->version,
                    (unsigned)L5R_LOADER_VERSION);
    if (db->frozen)
        return fail(db, L5R_EFROZEN, "the card database is frozen");
    return L5R_OK;
}

static int cardfile(l5r_schema *s, const l5r_node *root, void *arg)
{
    (void)arg;
    return l5r__schema_cardfile(s, root);
}

int l5r_carddb_load_with(l5r_carddb *db, const l5r_loader *loader,
                         const char *source_name, l5r_reader_fn reader,
                         void *reader_ud)
{
    DB_CHECK(db);
    int rc = check_loader(db, loader, reader);
    if (rc != L5R_OK)
        return rc;
    return parse_with(db, loader, source_name, reader, reader_ud, cardfile,
                      NULL, l5r__schema_cardfile_item);
}

typedef struct buf_reader {
    const char *data;
    size_t len;
    int done;
} buf_reader;

static int read_buffer(void *ud, const char **chunk, size_t *size)
{
    buf_reader *r = ud;
    *chunk = r->data;
    *size = r->done ? 0 : r->len;
    r->done = 1;
    return L5R_OK;
}

int l5r__db_parse_buffer(l5r_carddb *db, const char *source_name,
                         const char *data, size_t len, l5r_tree_fn fn,
                         void *arg, l5r_item_fn item)
{
    if (data == NULL && len > 0)
        return fail(db, L5R_EINVAL, "data is NULL");
    if (db->frozen)
        return fail(db, L5R_EFROZEN, "the card database is frozen");
    buf_reader r = {data, len, 0};
    return parse_with(db, l5r_loader_yaml(),
                      source_name != NULL ? source_name : "<buffer>",
                      read_buffer, &r, fn, arg, item);
}

int l5r_carddb_load_buffer(l5r_carddb *db, const char *source_name,
                           const char *data, size_t len)
{
    DB_CHECK(db);
    return l5r__db_parse_buffer(db, source_name, data, len, cardfile, NULL,
                                l5r__schema_cardfile_item);
}

int l5r_carddb_load_reader(l5r_carddb *db, const char *source_name,
                           l5r_reader_fn reader, void *ud)
{
    return l5r_carddb_load_with(db, l5r_loader_yaml(), source_name, reader, ud);
}

/* A file, read no further than one byte past the size limit: that byte
   is enough for the loader to refuse the source. */
typedef struct file_reader {
    FILE *f;
    uint64_t left; /* bytes it may still read */
    char buf[65536];
} file_reader;

static int read_file(void *ud, const char **chunk, size_t *size)
{
    file_reader *r = ud;
    *chunk = r->buf;
    *size = 0;
    if (r->left == 0)
        return L5R_ELIMIT; /* the loader stops before it asks for this */
    size_t want = r->left < sizeof r->buf ? (size_t)r->left : sizeof r->buf;
    *size = fread(r->buf, 1, want, r->f);
    r->left -= *size;
    return *size == 0 && ferror(r->f) ? L5R_EIO : L5R_OK;
}

int l5r__db_parse_file(l5r_carddb *db, const char *path, l5r_tree_fn fn,
                       void *arg, l5r_item_fn item)
{
    if (path == NULL)
        return fail(db, L5R_EINVAL, "path is NULL");
    if (db->frozen)
        return fail(db, L5R_EFROZEN, "the card database is frozen");
    diags_clear(db);
    file_reader *r = l5r__alloc(&db->mem, sizeof *r);
    if (r == NULL) {
        snprintf(db->errmsg, sizeof db->errmsg, "out of memory");
        return l5r__error_nomem();
    }
    r->f = fopen(path, "rb");
    if (r->f == NULL) {
        int e = errno;
        l5r__dealloc(&db->mem, r, sizeof *r);
        diags_clear(db);
        uint32_t src;
        l5r_pos p = {0, 0, 0};
        if (push_text(&db->mem, &db->srcnames, path, strlen(path), &src) ==
            L5R_OK) {
            p.src = src;
            l5r__db_diag(db, L5R_EIO, p, "cannot open: %s", strerror(e));
            db->srcnames.n = src; /* keep nothing from a failed load */
        }
        return report(db, L5R_EIO);
    }
    r->left = (uint64_t)db->limits[L5R_LIMIT_MAX_SOURCE] + 1;
    int rc =
        parse_with(db, l5r_loader_yaml(), path, read_file, r, fn, arg, item);
    fclose(r->f);
    l5r__dealloc(&db->mem, r, sizeof *r);
    return rc;
}

int l5r_carddb_load_file(l5r_carddb *db, const char *path)
{
    DB_CHECK(db);
    return l5r__db_parse_file(db, path, cardfile, NULL,
                              l5r__schema_cardfile_item);
}

/* --- diagnostics -------------------------------------------------------------
 */

uint32_t l5r_carddb_diag_count(const l5r_carddb *db)
{
    return l5r__db_ok(db) ? db->diags.n : 0;
}

int l5r_carddb_diag(const l5r_carddb *db, uint32_t i, int *code, uint32_t *line,
                    uint32_t *column)
{
    DB_CHECK(db);
    if (i >= db->diags.n)
        return l5r__error(L5R_EINVAL, "no diagnostic %u", i);
    const l5r_diagrec *d = &db->diags.v[i];
    if (code != NULL)
        *code = d->code;
    if (line != NULL)
        *line = d->line;
    if (column != NULL)
        *column = d->col;
    return L5R_OK;
}

const char *l5r_carddb_diag_source(const l5r_carddb *db, uint32_t i)
{
    if (!l5r__db_ok(db) || i >= db->diags.n)
        return NULL;
    return db->diagstr.v + db->diags.v[i].src;
}

const char *l5r_carddb_diag_message(const l5r_carddb *db, uint32_t i)
{
    if (!l5r__db_ok(db) || i >= db->diags.n)
        return NULL;
    return db->diagstr.v + db->diags.v[i].msg;
}

/* --- freezing
 * ------------------------------------------------------------------ */

static int ascii_casecmp(const char *a, const char *b)
{
    for (;; a++, b++) {
        int ca = (*a >= 'A' && *a <= 'Z') ? *a + 32 : (unsigned char)*a;
        int cb = (*b >= 'A' && *b <= 'Z') ? *b + 32 : (unsigned char)*b;
        if (ca != cb || ca == 0)
            return ca - cb;
    }
}

/* qsort has no user pointer in C11: the database being sorted, per thread. */
static _Thread_local const l5r_carddb *sort_db;

static int cmp_set_order(const void *a, const void *b)
{
    int64_t x = sort_db->sets.v[*(const uint32_t *)a].order;
    int64_t y = sort_db->sets.v[*(const uint32_t *)b].order;
    return (x > y) - (x < y);
}

static int cmp_title_level(const void *a, const void *b)
{
    const l5r_cardrec *x = &sort_db->cards.v[*(const uint32_t *)a];
    const l5r_cardrec *y = &sort_db->cards.v[*(const uint32_t *)b];
    int c =
        ascii_casecmp(l5r_str(sort_db, x->title), l5r_str(sort_db, y->title));
    if (c != 0)
        return c;
    int32_t ex = x->eff.v[L5R_STAT_EXPERIENCE],
            ey = y->eff.v[L5R_STAT_EXPERIENCE];
    if (ex != ey)
        return (ex > ey) - (ex < ey);
    uint32_t ix = *(const uint32_t *)a, iy = *(const uint32_t *)b;
    return (ix > iy) - (ix < iy);
}

static bool same_title_level(const l5r_carddb *db, uint32_t a, uint32_t b)
{
    const l5r_cardrec *x = &db->cards.v[a], *y = &db->cards.v[b];
    return ascii_casecmp(l5r_str(db, x->title), l5r_str(db, y->title)) == 0 &&
           x->eff.v[L5R_STAT_EXPERIENCE] == y->eff.v[L5R_STAT_EXPERIENCE];
}

static uint32_t find_set(const l5r_carddb *db, const char *name)
{
    for (uint32_t i = 0; i < db->sets.n; i++)
        if (strcmp(l5r_str(db, db->sets.v[i].name), name) == 0)
            return i;
    return L5R_NONE;
}

static uint32_t find_faction(const l5r_carddb *db, const char *name)
{
    for (uint32_t i = 0; i < db->factions.n; i++)
        if (strcmp(l5r_str(db, db->factions.v[i].name), name) == 0)
            return i;
    return L5R_NONE;
}

/* Cross references and the most recent printing (LOT-01, LOT-02). */
static int freeze_printings(l5r_carddb *db)
{
    int rc = L5R_OK;
    for (uint32_t i = 0; i < db->prints.n; i++) {
        l5r_printrec *p = &db->prints.v[i];
        p->set_index = find_set(db, l5r_str(db, p->set));
        if (p->set_index == L5R_NONE)
            rc = l5r__db_diag(db, L5R_ESCHEMA, p->pos,
                              "unknown set '%s' (not in any set table loaded)",
                              l5r_str(db, p->set));
    }
    for (uint32_t c = 0; c < db->cards.n && rc == L5R_OK; c++) {
        l5r_cardrec *r = &db->cards.v[c];
        r->eff = r->stats;
        r->eff_text = r->text;
        r->lotus_legal = 0;
        r->latest_order = -1;
        const l5r_printrec *latest = NULL;
        for (uint32_t k = 0; k < r->print_count; k++) {
            const l5r_printrec *p = &db->prints.v[r->print_first + k];
            const l5r_setrec *set = &db->sets.v[p->set_index];
            int lotus = p->lotus >= 0 ? p->lotus : set->lotus;
            if (lotus) /* LOT-01 */
                r->lotus_legal = 1;
            if (set->order > r->latest_order) {
                r->latest_order = set->order;
                latest = p;
            }
        }
        if (latest != NULL) { /* LOT-02: the most recent printing's wording */
            for (int st = 1; st < L5R_NSTATS; st++) {
                if (latest->stats.has & (1u << st)) {
                    r->eff.v[st] = latest->stats.v[st];
                    r->eff.has |= 1u << st;
                    r->eff.dash = (r->eff.dash & ~(1u << st)) |
                                  (latest->stats.dash & (1u << st));
                }
            }
            if (latest->text != 0)
                r->eff_text = latest->text;
        }
    }
    return rc;
}

/* TOK-06: an effect that creates a card names a card that exists. */
static int freeze_created_cards(l5r_carddb *db)
{
    int rc = L5R_OK;
    for (uint32_t a = 0; a < db->abils.n; a++) {
        const l5r_abilrec *ab = &db->abils.v[a];
        for (uint32_t k = 0; k < ab->eff_count; k++) {
            const l5r_effrec *e = &db->effs.v[ab->eff_first + k];
            const char *id = l5r_str(db, e->str);
            if (e->kind == L5R_EFF_CREATE_CARD &&
                l5r__db_find(db, id, strlen(id)) == L5R_NONE)
                rc = l5r__db_diag(db, L5R_ESCHEMA, ab->pos,
                                  "create_card names '%s', which is not a "
                                  "card of the database (TOK-06: a Follower, "
                                  "Item or Personality is created as a card)",
                                  id);
        }
    }
    return rc;
}

static int freeze_factions(l5r_carddb *db)
{
    int rc = L5R_OK;
    for (uint32_t c = 0; c < db->cards.n; c++) {
        const l5r_cardrec *r = &db->cards.v[c];
        if (r->faction != 0 &&
            find_faction(db, l5r_str(db, r->faction)) == L5R_NONE)
            rc = l5r__db_diag(db, L5R_ESCHEMA, r->pos,
                              "card '%s': unknown faction '%s'",
                              l5r_str(db, r->id), l5r_str(db, r->faction));
        for (uint32_t k = 0; k < r->fac_count; k++) {
            const char *f = l5r_str(db, db->strlist.v[r->fac_first + k]);
            if (find_faction(db, f) == L5R_NONE)
                rc = l5r__db_diag(db, L5R_ESCHEMA, r->pos,
                                  "Sensei '%s': unknown faction '%s'",
                                  l5r_str(db, r->id), f);
        }
    }
    return rc;
}

typedef struct kw_sink {
    l5r_carddb *db;
    uint32_t first; /* the card's normalized keywords so far */
    int status;
} kw_sink;

static int kw_emit(void *ud, const char *kw, size_t len)
{
    kw_sink *k = ud;
    char norm[L5R_KW_MAX];
    int n = l5r__kw_norm(kw, len, norm, sizeof norm);
    if (n <= 0)
        return 0; /* not a keyword (too long, empty): nothing to match */
    l5r_carddb *db = k->db;
    for (uint32_t i = k->first; i < db->strlist.n; i++)
        if (strcmp(l5r_str(db, db->strlist.v[i]), norm) == 0)
            return 0;
    uint32_t off;
    if (l5r__db_str(db, norm, (size_t)n, &off) != L5R_OK ||
        l5r_vec_reserve(&db->mem, &db->strlist, 1) != L5R_OK) {
        k->status = L5R_ENOMEM;
        return L5R_ENOMEM;
    }
    db->strlist.v[db->strlist.n++] = off;
    return 0;
}

/* Split one string of the database (copied first: emitting grows strs). */
static int split_str(l5r_carddb *db, uint32_t str, const char *const *phrases,
                     size_t nphrases, l5r_kw_values *v, kw_sink *sink,
                     uint32_t *soul_off)
{
    const char *s = l5r_str(db, str);
    size_t len = strlen(s);
    char *copy = l5r__alloc(&db->mem, len + 1);
    if (copy == NULL)
        return L5R_ENOMEM;
    memcpy(copy, s, len + 1);
    int rc = l5r__kw_split(copy, len, phrases, nphrases, v, kw_emit, sink);
    if (rc == 0 && v != NULL && v->soul_of != NULL && *soul_off == 0 &&
        l5r__db_str(db, v->soul_of, v->soul_of_len, soul_off) != L5R_OK)
        rc = L5R_ENOMEM;
    if (v != NULL && v->soul_of != NULL)
        v->soul_of = NULL; /* it pointed into the copy */
    l5r__dealloc(&db->mem, copy, len + 1);
    if (sink->status != L5R_OK)
        return sink->status;
    return rc;
}

/* KEY-01 .. KEY-05: each card's keywords, normalized, once. */
static int freeze_keywords(l5r_carddb *db)
{
    /* The phrases that are one keyword (KEY-04): every faction alignment,
       "Clan Champion" and "Battle Maiden" ("... Tribe" is a rule in
       keywords.c). Copied out: the string buffer grows below. */
    size_t n = 2, bytes = 0;
    for (uint32_t i = 0; i < db->factions.n; i++)
        if (db->factions.v[i].alignment != 0) {
            n++;
            bytes += strlen(l5r_str(db, db->factions.v[i].alignment)) + 1;
        }
    size_t size = n * sizeof(char *) + bytes;
    char **phrases = l5r__alloc(&db->mem, size);
    if (phrases == NULL)
        return l5r__db_diag(db, L5R_ENOMEM, (l5r_pos){0, 0, 0},
                            "out of memory");
    char *text = (char *)(phrases + n);
    phrases[0] = (char *)"Clan Champion";
    phrases[1] = (char *)"Battle Maiden";
    size_t np = 2;
    for (uint32_t i = 0; i < db->factions.n; i++) {
        if (db->factions.v[i].alignment == 0)
            continue; /* SHD-01: the Shadowlands Horde has none */
        const char *a = l5r_str(db, db->factions.v[i].alignment);
        size_t len = strlen(a) + 1;
        memcpy(text, a, len);
        phrases[np++] = text;
        text += len;
    }

    int rc = L5R_OK;
    for (uint32_t c = 0; c < db->cards.n && rc != L5R_ENOMEM; c++) {
        l5r_cardrec *r = &db->cards.v[c];
        kw_sink sink = {db, db->strlist.n, L5R_OK};
        l5r_kw_values v;
        l5r__kw_values_init(&v);
        uint32_t soul = 0;
        r->nkw_first = db->strlist.n;
        /* KEY-02: the rule does not apply to Sensei and Strongholds. */
        bool rule =
            r->type != L5R_TYPE_SENSEI && r->type != L5R_TYPE_STRONGHOLD;
        uint32_t kw_first = r->kw_first, kw_count = r->kw_count;
        for (uint32_t k = 0; k < kw_count && rc == L5R_OK; k++) {
            int s =
                split_str(db, db->strlist.v[kw_first + k],
                          (const char *const *)phrases, np, &v, &sink, &soul);
            if (s == L5R_ENOMEM)
                rc = L5R_ENOMEM;
            else if (s != 0)
                rc = l5r__db_diag(db, L5R_ESCHEMA, db->cards.v[c].pos,
                                  "card '%s': bad number in trait '%s'",
                                  l5r_str(db, db->cards.v[c].id),
                                  l5r_str(db, db->strlist.v[kw_first + k]));
        }
        r = &db->cards.v[c];
        if (rc == L5R_OK && rule) /* KEY-01: title words count */
            rc = split_str(db, r->title, (const char *const *)phrases, np, NULL,
                           &sink, &soul);
        r = &db->cards.v[c];
        for (uint32_t a = 0;
             rc == L5R_OK && r->type == L5R_TYPE_ACTION && a < r->abil_count;
             a++) { /* KEY-01: an Action's ability traits count */
            const l5r_abilrec *ab = &db->abils.v[r->abil_first + a];
            for (uint32_t t = 0; rc == L5R_OK && t < ab->traits_count; t++)
                rc = split_str(db, db->strlist.v[ab->traits_first + t],
                               (const char *const *)phrases, np, NULL, &sink,
                               &soul);
            r = &db->cards.v[c];
        }
        r = &db->cards.v[c];
        r->nkw_count = rule ? db->strlist.n - r->nkw_first : 0;
        r->soul_of = soul;
        r->soul_exp = v.soul_of_experience;
        if (v.yu >= 0) {
            r->eff.v[L5R_STAT_YU] = v.yu;
            r->eff.has |= 1u << L5R_STAT_YU;
        }
        if (v.ninjutsu >= 0) {
            r->eff.v[L5R_STAT_NINJUTSU] = v.ninjutsu;
            r->eff.has |= 1u << L5R_STAT_NINJUTSU;
        }
        r->eff.v[L5R_STAT_EXPERIENCE] = v.experience;
        r->eff.has |= 1u << L5R_STAT_EXPERIENCE;
    }
    l5r__dealloc(&db->mem, phrases, size);
    if (rc == L5R_ENOMEM)
        l5r__db_diag(db, L5R_ENOMEM, (l5r_pos){0, 0, 0}, "out of memory");
    return rc;
}

/* SOU-01..03: identities and the groups that share a per-deck limit. */
static int freeze_identities(l5r_carddb *db)
{
    uint32_t n = db->cards.n;
    if (n == 0)
        return L5R_OK;
    uint32_t *order = l5r__alloc(&db->mem, sizeof *order * n);
    if (order == NULL)
        return l5r__db_diag(db, L5R_ENOMEM, (l5r_pos){0, 0, 0},
                            "out of memory");
    for (uint32_t i = 0; i < n; i++)
        order[i] = i;
    sort_db = db;
    qsort(order, n, sizeof *order, cmp_title_level);
    /* Same title and level: one card for limits; the latest printed one
       is what they all are in play. */
    for (uint32_t i = 0; i < n;) {
        uint32_t j = i, latest = order[i];
        while (j < n && same_title_level(db, order[i], order[j])) {
            if (db->cards.v[order[j]].latest_order >
                db->cards.v[latest].latest_order)
                latest = order[j];
            j++;
        }
        for (uint32_t k = i; k < j; k++) {
            db->cards.v[order[k]].group = order[i];
            db->cards.v[order[k]].identity_open = latest;
            db->cards.v[order[k]].identity = latest;
        }
        i = j;
    }
    /* A "Soul of X" card: X counts as it in Storyline (SOU-01) and shares
       its limit in both formats (SOU-02). The level inside the trait only
       matches identity (SOU-03). */
    for (uint32_t y = 0; y < n; y++) {
        const l5r_cardrec *ry = &db->cards.v[y];
        if (ry->soul_of == 0)
            continue;
        for (uint32_t x = 0; x < n; x++) {
            l5r_cardrec *rx = &db->cards.v[x];
            if (x == y || rx->soul_of != 0 ||
                ascii_casecmp(l5r_str(db, rx->title),
                              l5r_str(db, ry->soul_of)) != 0 ||
                rx->eff.v[L5R_STAT_EXPERIENCE] != ry->soul_exp)
                continue;
            const l5r_cardrec *cur = &db->cards.v[rx->identity];
            if (cur->soul_of == 0 || ry->latest_order > cur->latest_order)
                rx->identity = db->cards.v[y].identity_open;
            rx->group = db->cards.v[y].group;
        }
    }
    l5r__dealloc(&db->mem, order, sizeof *order * n);
    return L5R_OK;
}

static uint64_t hash_u32(uint64_t h, uint32_t v)
{
    return fnv1a(h, &v, 4);
}

static uint64_t hash_str(uint64_t h, const l5r_carddb *db, uint32_t off)
{
    const char *s = l5r_str(db, off);
    return fnv1a(h, s, strlen(s) + 1);
}

static uint64_t hash_stats(uint64_t h, const l5r_stats *st)
{
    h = fnv1a(h, st->v, sizeof st->v);
    h = hash_u32(h, st->has);
    return hash_u32(h, st->dash);
}

static uint64_t hash_list(uint64_t h, const l5r_carddb *db, uint32_t first,
                          uint32_t count)
{
    h = hash_u32(h, count);
    for (uint32_t k = 0; k < count; k++)
        h = hash_str(h, db, db->strlist.v[first + k]);
    return h;
}

static uint64_t hash_i(uint64_t h, int64_t v)
{
    return fnv1a(h, &v, 8);
}

static uint64_t hash_selector(uint64_t h, const l5r_carddb *db,
                              const l5r_selrec *t)
{
    h = hash_i(h, t->present);
    h = hash_i(h, t->type);
    h = hash_i(h, t->controller);
    h = hash_i(h, t->at);
    h = hash_i(h, t->bowed);
    h = hash_i(h, t->face_down);
    h = hash_i(h, t->attacking);
    h = hash_i(h, t->defending);
    h = hash_i(h, t->force_min);
    h = hash_i(h, t->force_max);
    h = hash_i(h, t->chi_min);
    h = hash_i(h, t->chi_max);
    h = hash_i(h, t->count);
    h = hash_i(h, t->ph_min);
    h = hash_list(h, db, t->kw_first, t->kw_count);
    h = hash_list(h, db, t->nkw_first, t->nkw_count);
    return hash_str(h, db, t->title);
}

static uint64_t hash_ability(uint64_t h, const l5r_carddb *db,
                             const l5r_abilrec *ab)
{
    h = hash_i(h, ab->timing);
    h = hash_i(h, ab->limit);
    h = hash_i(h, ab->trigger);
    h = hash_i(h, ab->whilst);
    h = hash_i(h, ab->casters_min);
    h = hash_i(h, ab->casters_max);
    h = hash_i(h, ab->condition);
    h = hash_list(h, db, ab->traits_first, ab->traits_count);
    h = hash_u32(h, ab->cost_count);
    for (uint32_t k = 0; k < ab->cost_count; k++) {
        const l5r_costrec *c = &db->costs.v[ab->cost_first + k];
        h = hash_i(h, c->kind);
        h = hash_i(h, c->who);
        h = hash_i(h, c->amount);
        if (c->sel != L5R_NONE)
            h = hash_selector(h, db, &db->sels.v[c->sel]);
    }
    h = hash_selector(h, db, &ab->target);
    h = hash_u32(h, ab->eff_count);
    for (uint32_t k = 0; k < ab->eff_count; k++) {
        const l5r_effrec *e = &db->effs.v[ab->eff_first + k];
        h = hash_i(h, e->kind);
        h = hash_i(h, e->who);
        h = hash_i(h, e->player);
        h = hash_i(h, e->until);
        h = hash_i(h, e->from);
        h = hash_i(h, e->amount);
        h = hash_i(h, e->count);
        h = hash_stats(h, &e->stats);
        h = hash_str(h, db, e->str);
    }
    return h;
}

/* Content only: the same cards from other files or lines hash the same.
   Every field the rules read is in it, field by field (no padding). */
static uint64_t fingerprint(const l5r_carddb *db)
{
    uint64_t h = FNV_SEED;
    for (uint32_t i = 0; i < db->sets.n; i++) {
        h = hash_str(h, db, db->sets.v[i].name);
        h = hash_i(h, db->sets.v[i].order);
        h = hash_u32(h, db->sets.v[i].lotus);
    }
    for (uint32_t i = 0; i < db->factions.n; i++) {
        h = hash_str(h, db, db->factions.v[i].name);
        h = hash_str(h, db, db->factions.v[i].alignment);
    }
    for (uint32_t c = 0; c < db->cards.n; c++) {
        const l5r_cardrec *r = &db->cards.v[c];
        h = hash_str(h, db, r->id);
        h = hash_str(h, db, r->title);
        h = hash_str(h, db, r->eff_text);
        h = hash_str(h, db, r->faction);
        h = hash_u32(h, (uint32_t)r->type << 24 | (uint32_t)r->unique << 16 |
                            r->element);
        h = hash_stats(h, &r->eff);
        h = hash_stats(h, &r->mods);
        h = hash_list(h, db, r->nkw_first, r->nkw_count);
        h = hash_list(h, db, r->fac_first, r->fac_count);
        h = hash_str(h, db, r->soul_of);
        h = hash_i(h, r->soul_exp);
        for (uint32_t k = 0; k < r->print_count; k++) {
            const l5r_printrec *p = &db->prints.v[r->print_first + k];
            h = hash_str(h, db, p->set);
            h = hash_u32(h, (uint32_t)(p->lotus + 1));
        }
        h = hash_u32(h, r->cond_count);
        for (uint32_t k = 0; k < r->cond_count; k++) {
            const l5r_condrec *cd = &db->conds.v[r->cond_first + k];
            h = hash_i(h, cd->type);
            h = hash_list(h, db, cd->kw_first, cd->kw_count);
        }
        h = hash_u32(h, r->abil_count);
        for (uint32_t a = 0; a < r->abil_count; a++)
            h = hash_ability(h, db, &db->abils.v[r->abil_first + a]);
    }
    return h;
}

int l5r_carddb_freeze(l5r_carddb *db)
{
    DB_CHECK(db);
    if (db->frozen)
        return L5R_OK;
    diags_clear(db);
    uint32_t strs = db->strs.n, strlist = db->strlist.n;
    int rc = freeze_printings(db);
    if (rc == L5R_OK)
        rc = freeze_factions(db);
    if (rc == L5R_OK)
        rc = freeze_created_cards(db);
    if (rc == L5R_OK)
        rc = freeze_keywords(db);
    if (rc == L5R_OK)
        rc = freeze_identities(db);
    if (rc == L5R_OK && db->sets.n > 0) {
        db->set_sorted = l5r__alloc(&db->mem, sizeof(uint32_t) * db->sets.n);
        if (db->set_sorted == NULL) {
            rc = l5r__db_diag(db, L5R_ENOMEM, (l5r_pos){0, 0, 0},
                              "out of memory");
        } else {
            for (uint32_t i = 0; i < db->sets.n; i++)
                db->set_sorted[i] = i;
            sort_db = db;
            qsort(db->set_sorted, db->sets.n, sizeof(uint32_t), cmp_set_order);
        }
    }
    if (rc != L5R_OK) {
        db->strs.n = strs; /* forget the keywords computed so far */
        db->strlist.n = strlist;
        return report(db, rc);
    }
    db->fingerprint = fingerprint(db);
    /* What each card's continuous abilities can change, so a stat query
       passes over the cards that change nothing of it. */
    for (uint32_t c = 0; c < db->cards.n; c++) {
        l5r_cardrec *r = &db->cards.v[c];
        r->cont_kinds = 0;
        for (uint32_t a = 0; a < r->abil_count; a++) {
            const l5r_abilrec *ab = &db->abils.v[r->abil_first + a];
            if (!(ab->timing & L5R_TIMING_CONTINUOUS))
                continue;
            for (uint32_t k = 0; k < ab->eff_count; k++) {
                uint8_t kind = db->effs.v[ab->eff_first + k].kind;
                if (kind < 64)
                    r->cont_kinds |= UINT64_C(1) << kind;
            }
        }
    }
    db->frozen = 1;
    return L5R_OK;
}

/* --- queries
 * ------------------------------------------------------------------------ */

#define Q_CHECK(db, err)                                                       \
    do {                                                                       \
        if (!l5r__db_ok(db)) {                                                 \
            l5r__error(L5R_EHANDLE, "not a card database handle");             \
            return (err);                                                      \
        }                                                                      \
        if (!(db)->frozen) {                                                   \
            l5r__error(L5R_EFROZEN, "the card database is not frozen");        \
            return (err) == 0 ? 0 : L5R_EFROZEN;                               \
        }                                                                      \
    } while (0)

/* A card of a frozen database, or NULL (and the thread's error set). */
static const l5r_cardrec *card_at(const l5r_carddb *db, uint32_t card)
{
    if (!l5r__db_ok(db)) {
        l5r__error(L5R_EHANDLE, "not a card database handle");
        return NULL;
    }
    if (!db->frozen) {
        l5r__error(L5R_EFROZEN, "the card database is not frozen");
        return NULL;
    }
    if (card >= db->cards.n) {
        l5r__error(L5R_ENOTFOUND, "no card %u", card);
        return NULL;
    }
    return &db->cards.v[card];
}

/* The status card_at() failed with. */
static int card_err(void)
{
    return l5r_error_code();
}

uint32_t l5r_carddb_card_count(const l5r_carddb *db)
{
    Q_CHECK(db, 0);
    return db->cards.n;
}

int l5r_carddb_find(const l5r_carddb *db, const char *id, uint32_t *index)
{
    Q_CHECK(db, L5R_EHANDLE);
    if (id == NULL || index == NULL)
        return l5r__error(L5R_EINVAL, "id or index is NULL");
    uint32_t c = l5r__db_find(db, id, strlen(id));
    if (c == L5R_NONE)
        return l5r__error(L5R_ENOTFOUND, "no card with id '%.64s'", id);
    *index = c;
    return L5R_OK;
}

uint64_t l5r_carddb_fingerprint(const l5r_carddb *db)
{
    Q_CHECK(db, 0);
    return db->fingerprint;
}

#define STR_GETTER(name, field)                                                \
    const char *l5r_carddb_card_##name(const l5r_carddb *db, uint32_t card)    \
    {                                                                          \
        const l5r_cardrec *r = card_at(db, card);                              \
        return r != NULL ? l5r_str(db, r->field) : NULL;                       \
    }

STR_GETTER(id, id)
STR_GETTER(title, title)
STR_GETTER(text, eff_text)
STR_GETTER(faction, faction)
STR_GETTER(soul_of, soul_of)

#define INT_GETTER(name, expr)                                                 \
    int l5r_carddb_card_##name(const l5r_carddb *db, uint32_t card)            \
    {                                                                          \
        const l5r_cardrec *r = card_at(db, card);                              \
        return r != NULL ? (int)(expr) : card_err();                           \
    }

INT_GETTER(type, r->type)
INT_GETTER(deck, r->deck)
INT_GETTER(is_unique, r->unique)
INT_GETTER(element, r->element)
INT_GETTER(is_lotus_legal, r->lotus_legal)

int l5r_carddb_card_stat(const l5r_carddb *db, uint32_t card, int stat,
                         int32_t *value)
{
    const l5r_cardrec *r = card_at(db, card);
    if (r == NULL)
        return card_err();
    if (stat <= 0 || stat >= L5R_NSTATS || value == NULL)
        return l5r__error(L5R_EINVAL, "unknown stat %d or NULL value", stat);
    uint32_t bit = 1u << stat;
    *value = (r->eff.has & bit) && !(r->eff.dash & bit) ? r->eff.v[stat] : 0;
    return (r->eff.has & bit) && !(r->eff.dash & bit) ? 1 : 0;
}

int l5r_carddb_card_modifier(const l5r_carddb *db, uint32_t card, int stat,
                             int32_t *value)
{
    const l5r_cardrec *r = card_at(db, card);
    if (r == NULL)
        return card_err();
    if (stat <= 0 || stat >= L5R_NSTATS || value == NULL)
        return l5r__error(L5R_EINVAL, "unknown stat %d or NULL value", stat);
    *value = (r->mods.has & (1u << stat)) ? r->mods.v[stat] : 0;
    return (r->mods.has & (1u << stat)) ? 1 : 0;
}

int l5r_carddb_card_has_keyword(const l5r_carddb *db, uint32_t card,
                                const char *keyword)
{
    const l5r_cardrec *r = card_at(db, card);
    if (r == NULL)
        return card_err();
    if (keyword == NULL)
        return l5r__error(L5R_EINVAL, "keyword is NULL");
    char norm[L5R_KW_MAX];
    if (l5r__kw_norm(keyword, strlen(keyword), norm, sizeof norm) <= 0)
        return 0;
    if (l5r__kw_is_game_term(norm)) /* KEY-02 */
        return 0;
    for (uint32_t i = 0; i < r->nkw_count; i++)
        if (strcmp(l5r_str(db, db->strlist.v[r->nkw_first + i]), norm) == 0)
            return 1;
    return 0;
}

uint32_t l5r_carddb_card_keyword_count(const l5r_carddb *db, uint32_t card)
{
    const l5r_cardrec *r = card_at(db, card);
    return r != NULL ? r->nkw_count : 0;
}

const char *l5r_carddb_card_keyword(const l5r_carddb *db, uint32_t card,
                                    uint32_t i)
{
    const l5r_cardrec *r = card_at(db, card);
    if (r == NULL || i >= r->nkw_count)
        return NULL;
    return l5r_str(db, db->strlist.v[r->nkw_first + i]);
}

uint32_t l5r_carddb_card_printing_count(const l5r_carddb *db, uint32_t card)
{
    const l5r_cardrec *r = card_at(db, card);
    return r != NULL ? r->print_count : 0;
}

const char *l5r_carddb_card_printing_set(const l5r_carddb *db, uint32_t card,
                                         uint32_t i)
{
    const l5r_cardrec *r = card_at(db, card);
    if (r == NULL || i >= r->print_count)
        return NULL;
    return l5r_str(db, db->prints.v[r->print_first + i].set);
}

int l5r_carddb_card_printing_lotus(const l5r_carddb *db, uint32_t card,
                                   uint32_t i)
{
    const l5r_cardrec *r = card_at(db, card);
    if (r == NULL)
        return card_err();
    if (i >= r->print_count)
        return l5r__error(L5R_ENOTFOUND, "no printing %u", i);
    const l5r_printrec *p = &db->prints.v[r->print_first + i];
    return p->lotus >= 0 ? p->lotus : db->sets.v[p->set_index].lotus;
}

int l5r_carddb_card_printed_before(const l5r_carddb *db, uint32_t card,
                                   const char *set_name)
{
    const l5r_cardrec *r = card_at(db, card);
    if (r == NULL)
        return card_err();
    if (set_name == NULL)
        return l5r__error(L5R_EINVAL, "set name is NULL");
    uint32_t s = find_set(db, set_name);
    if (s == L5R_NONE)
        return l5r__error(L5R_ENOTFOUND, "no set '%.64s'", set_name);
    /* OPN-01: every printing is older than that set. */
    return r->latest_order < db->sets.v[s].order ? 1 : 0;
}

int l5r_carddb_card_identity(const l5r_carddb *db, uint32_t card, int format,
                             uint32_t *identity)
{
    const l5r_cardrec *r = card_at(db, card);
    if (r == NULL)
        return card_err();
    if (identity == NULL)
        return l5r__error(L5R_EINVAL, "identity is NULL");
    if (format == L5R_FORMAT_LOTUS_STORYLINE)
        *identity = r->identity; /* SOU-01 */
    else if (format == L5R_FORMAT_LOTUS_OPEN)
        *identity = r->identity_open; /* SOU-02: distinct in play */
    else
        return l5r__error(L5R_EINVAL, "unknown format %d", format);
    return L5R_OK;
}

int l5r_carddb_card_limit_group(const l5r_carddb *db, uint32_t card, int format,
                                uint32_t *group)
{
    const l5r_cardrec *r = card_at(db, card);
    if (r == NULL)
        return card_err();
    if (group == NULL)
        return l5r__error(L5R_EINVAL, "group is NULL");
    if (format != L5R_FORMAT_LOTUS_STORYLINE && format != L5R_FORMAT_LOTUS_OPEN)
        return l5r__error(L5R_EINVAL, "unknown format %d", format);
    *group = r->group; /* SOU-01, SOU-02: joint limits in both formats */
    return L5R_OK;
}

uint32_t l5r_carddb_card_ability_count(const l5r_carddb *db, uint32_t card)
{
    const l5r_cardrec *r = card_at(db, card);
    return r != NULL ? r->abil_count : 0;
}

uint32_t l5r_carddb_set_count(const l5r_carddb *db)
{
    Q_CHECK(db, 0);
    return db->sets.n;
}

static const l5r_setrec *set_at(const l5r_carddb *db, uint32_t i)
{
    if (!l5r__db_ok(db) || !db->frozen || i >= db->sets.n) {
        l5r__error(!l5r__db_ok(db) ? L5R_EHANDLE
                   : !db->frozen   ? L5R_EFROZEN
                                   : L5R_ENOTFOUND,
                   "no set %u", i);
        return NULL;
    }
    return &db->sets.v[db->set_sorted[i]];
}

const char *l5r_carddb_set_name(const l5r_carddb *db, uint32_t i)
{
    const l5r_setrec *s = set_at(db, i);
    return s != NULL ? l5r_str(db, s->name) : NULL;
}

int64_t l5r_carddb_set_order(const l5r_carddb *db, uint32_t i)
{
    const l5r_setrec *s = set_at(db, i);
    return s != NULL ? s->order : l5r_error_code();
}

int l5r_carddb_set_lotus(const l5r_carddb *db, uint32_t i)
{
    const l5r_setrec *s = set_at(db, i);
    return s != NULL ? s->lotus : l5r_error_code();
}

uint32_t l5r_carddb_faction_count(const l5r_carddb *db)
{
    Q_CHECK(db, 0);
    return db->factions.n;
}

const char *l5r_carddb_faction_name(const l5r_carddb *db, uint32_t i)
{
    if (!l5r__db_ok(db) || !db->frozen || i >= db->factions.n)
        return NULL;
    return l5r_str(db, db->factions.v[i].name);
}

const char *l5r_carddb_faction_alignment(const l5r_carddb *db, uint32_t i)
{
    if (!l5r__db_ok(db) || !db->frozen || i >= db->factions.n)
        return NULL;
    return l5r_str(db, db->factions.v[i].alignment);
}

int l5r_carddb_sensei_allows(const l5r_carddb *db, uint32_t sensei,
                             const char *faction)
{
    const l5r_cardrec *r = card_at(db, sensei);
    if (r == NULL)
        return card_err();
    if (faction == NULL)
        return l5r__error(L5R_EINVAL, "faction is NULL");
    if (r->type != L5R_TYPE_SENSEI)
        return l5r__error(L5R_EINVAL, "card '%s' is not a Sensei",
                          l5r_str(db, r->id));
    for (uint32_t k = 0; k < r->fac_count; k++) /* SEN-03 */
        if (strcmp(l5r_str(db, db->strlist.v[r->fac_first + k]), faction) == 0)
            return 1;
    return 0;
}
