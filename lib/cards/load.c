/* SPDX-License-Identifier: MIT */
/*
 * load.c - the card database's loads: each source parsed through the
 * parse driver into the card file schema, all or nothing.
 */
#include "cards/cards.h"

#include "cards/schema.h"

typedef struct db_mark {
    uint32_t strs, srcnames, strlist, cards, prints, sets, factions, conds,
        abils, costs, effs, sels, amts, preds, idx_used;
} db_mark;

static db_mark mark_of(const l5r_carddb *db)
{
    db_mark m = {db->strs.n,     db->diags.srcnames.n, db->strlist.n,
                 db->cards.n,    db->prints.n,         db->sets.n,
                 db->factions.n, db->conds.n,          db->abils.n,
                 db->costs.n,    db->effs.n,           db->sels.n,
                 db->amts.n,     db->preds.n,          db->idx_used};
    return m;
}

/* Undo a failed load: everything it staged goes. No allocation. */
static void rollback(l5r_carddb *db, const db_mark *m)
{
    db->strs.n = m->strs;
    db->diags.srcnames.n = m->srcnames;
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
    db->amts.n = m->amts;
    db->preds.n = m->preds;
    db->idx_used = m->idx_used;
    if (db->idx_cap > 0)
        l5r_store__index_rebuild(db, db->cards.n);
}

/* Room for what a source of `bytes` bytes likely holds, from the shape of
   card files (examples/cards, the bench's): a card in about 450 bytes,
   with 1.2 printings, abilities and effects, a cost and two strings in
   lists, and 3/8 of the source in strings. One allocation each instead of
   a doubling (and a copy) at every power of two; what it misses doubles
   as before. Only a hint: without the memory, the load goes on. */
static void presize(l5r_carddb *db, uint64_t bytes)
{
    uint64_t max_cards = (uint64_t)db->diags.limits[L5R_LIMIT_MAX_CARDS];
    uint64_t cards = bytes / 448 + 1;
    if (cards > max_cards)
        cards = max_cards;
    if (cards > UINT32_MAX / 4 || bytes > UINT32_MAX)
        return;
    uint32_t c = (uint32_t)cards;
    (void)l5r_vec__reserve_exact(&db->mem, &db->cards, c);
    (void)l5r_vec__reserve_exact(&db->mem, &db->prints, c + c / 4);
    (void)l5r_vec__reserve_exact(&db->mem, &db->abils, c + c / 4);
    (void)l5r_vec__reserve_exact(&db->mem, &db->effs, c + c / 4);
    (void)l5r_vec__reserve_exact(&db->mem, &db->costs, c);
    (void)l5r_vec__reserve_exact(&db->mem, &db->strlist, 2 * c + c / 4);
    (void)l5r_vec__reserve_exact(&db->mem, &db->strs,
                                 (uint32_t)(bytes / 8 * 3 + 1));
}

static int cardfile(l5r_schema *s, const l5r_node *root, void *arg)
{
    (void)arg;
    return l5r_schema__cardfile(s, root);
}

static int not_frozen(l5r_carddb *db)
{
    if (db->frozen)
        return l5r_diags__fail(&db->diags, L5R_EFROZEN,
                               "the card database is frozen");
    return L5R_OK;
}

int l5r_carddb_load_with(l5r_carddb *db, const l5r_loader *loader,
                         const char *source_name, l5r_reader_fn reader,
                         void *reader_ud)
{
    L5R_DB_CHECK(db);
    if (loader == NULL || reader == NULL)
        return l5r_diags__fail(&db->diags, L5R_EINVAL,
                               "loader or reader is NULL");
    if (loader->version < 1 || loader->version > L5R_LOADER_VERSION ||
        loader->load == NULL)
        return l5r_diags__fail(&db->diags, L5R_EVERSION,
                               "loader '%s' has version %u, not 1..%u",
                               loader->name != NULL ? loader->name : "?",
                               loader->version, (unsigned)L5R_LOADER_VERSION);
    int rc = not_frozen(db);
    if (rc != L5R_OK)
        return rc;
    l5r_schema s = {db, &db->diags, 0, L5R_OK, 0};
    db_mark m = mark_of(db);
    rc = l5r_parse__with(&s, loader, source_name, reader, reader_ud, cardfile,
                         NULL, l5r_schema__cardfile_item);
    if (rc != L5R_OK)
        rollback(db, &m);
    return rc;
}

int l5r_carddb_load_buffer(l5r_carddb *db, const char *source_name,
                           const char *data, size_t len)
{
    L5R_DB_CHECK(db);
    if (data == NULL && len > 0)
        return l5r_diags__fail(&db->diags, L5R_EINVAL, "data is NULL");
    int rc = not_frozen(db);
    if (rc != L5R_OK)
        return rc;
    l5r_schema s = {db, &db->diags, 0, L5R_OK, 0};
    db_mark m = mark_of(db);
    presize(db, len);
    rc = l5r_parse__buffer(&s, source_name, data, len, cardfile, NULL,
                           l5r_schema__cardfile_item);
    if (rc != L5R_OK)
        rollback(db, &m);
    return rc;
}

int l5r_carddb_load_reader(l5r_carddb *db, const char *source_name,
                           l5r_reader_fn reader, void *ud)
{
    return l5r_carddb_load_with(db, l5r_loader_yaml(), source_name, reader, ud);
}

int l5r_carddb_load_file(l5r_carddb *db, const char *path)
{
    L5R_DB_CHECK(db);
    if (path == NULL)
        return l5r_diags__fail(&db->diags, L5R_EINVAL, "path is NULL");
    int rc = not_frozen(db);
    if (rc != L5R_OK)
        return rc;
    l5r_schema s = {db, &db->diags, 0, L5R_OK, 0};
    db_mark m = mark_of(db);
    rc = l5r_parse__file(&s, path, cardfile, NULL, l5r_schema__cardfile_item);
    if (rc != L5R_OK)
        rollback(db, &m);
    return rc;
}
