/* SPDX-License-Identifier: MIT */
/*
 * carddb.c - the card database's life cycle: making one (with the
 * abilities every player has), its limits, its message and the
 * diagnostics of its last load or freeze.
 */
#include "cards/cards.h"

static const int64_t limit_max[L5R_NLIMITS] = {
    0, 1000, 1 << 24, (int64_t)1 << 31, 10000000, 100000};

int l5r_carddb_new(l5r_carddb **out, const l5r_allocator *alloc)
{
    if (out == NULL)
        return l5r_errors__error(L5R_EINVAL, "l5r_carddb_new: out is NULL");
    *out = NULL;
    l5r_mem mem;
    int rc = l5r_alloc__mem_from(&mem, alloc);
    if (rc != L5R_OK)
        return rc;
    l5r_carddb *db = l5r_alloc__calloc(&mem, 1, sizeof *db);
    if (db == NULL)
        return l5r_errors__nomem();
    db->tag = L5R_TAG_CARDDB;
    db->mem = mem;
    uint32_t off;
    /* Offset 0 of the string buffer is the empty string. */
    if (l5r_diags__init(&db->diags, &mem) != L5R_OK ||
        l5r_vec__text(&mem, &db->strs, "", 0, &off) != L5R_OK ||
        l5r_player_abilities__compile(db) != L5R_OK) {
        l5r_carddb_free(db);
        return l5r_errors__nomem();
    }
    l5r_diags__clear(&db->diags);
    *out = db;
    return L5R_OK;
}

void l5r_carddb_free(l5r_carddb *db)
{
    if (!l5r_cards__db_ok(db))
        return;
    l5r_mem m = db->mem;
    l5r_diags__free(&db->diags);
    l5r_vec__free(&m, &db->strs);
    l5r_vec__free(&m, &db->strlist);
    l5r_vec__free(&m, &db->cards);
    l5r_vec__free(&m, &db->prints);
    l5r_alloc__dealloc(&m, db->set_sorted, sizeof *db->set_sorted * db->sets.n);
    l5r_vec__free(&m, &db->sets);
    l5r_vec__free(&m, &db->factions);
    l5r_vec__free(&m, &db->conds);
    l5r_vec__free(&m, &db->abils);
    l5r_vec__free(&m, &db->costs);
    l5r_vec__free(&m, &db->effs);
    l5r_vec__free(&m, &db->sels);
    l5r_vec__free(&m, &db->amts);
    l5r_vec__free(&m, &db->preds);
    l5r_freeze__kw_free(db);
    l5r_alloc__dealloc(&m, db->idx, sizeof *db->idx * db->idx_cap);
    db->tag = L5R_TAG_DEAD;
    l5r_alloc__dealloc(&m, db, sizeof *db);
}

int l5r_carddb_set_limit(l5r_carddb *db, int limit, int64_t value)
{
    L5R_DB_CHECK(db);
    if (db->frozen)
        return l5r_diags__fail(&db->diags, L5R_EFROZEN,
                               "the card database is frozen");
    if (limit <= 0 || limit >= L5R_NLIMITS)
        return l5r_diags__fail(&db->diags, L5R_EINVAL, "unknown limit %d",
                               limit);
    if (value < 1 || value > limit_max[limit])
        return l5r_diags__fail(&db->diags, L5R_EINVAL,
                               "limit %d must be from 1 to %lld", limit,
                               (long long)limit_max[limit]);
    db->diags.limits[limit] = value;
    return L5R_OK;
}

int l5r_carddb_get_limit(int64_t *value, const l5r_carddb *db, int limit)
{
    L5R_DB_CHECK(db);
    if (limit <= 0 || limit >= L5R_NLIMITS || value == NULL)
        return l5r_errors__error(L5R_EINVAL, "unknown limit %d or NULL value",
                                 limit);
    *value = db->diags.limits[limit];
    return L5R_OK;
}

const char *l5r_carddb_errmsg(const l5r_carddb *db)
{
    return l5r_cards__db_ok(db) ? db->diags.errmsg
                                : "not a card database handle";
}

int l5r_carddb_is_frozen(const l5r_carddb *db)
{
    L5R_DB_CHECK(db);
    return db->frozen ? 1 : 0;
}

uint32_t l5r_carddb_diag_count(const l5r_carddb *db)
{
    return l5r_cards__db_ok(db) ? db->diags.list.n : 0;
}

int l5r_carddb_diag(int *code, uint32_t *line, uint32_t *column,
                    const l5r_carddb *db, uint32_t i)
{
    L5R_DB_CHECK(db);
    if (i >= db->diags.list.n)
        return l5r_errors__error(L5R_EINVAL, "no diagnostic %u", i);
    const l5r_diagrec *d = &db->diags.list.v[i];
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
    if (!l5r_cards__db_ok(db) || i >= db->diags.list.n)
        return NULL;
    return db->diags.text.v + db->diags.list.v[i].src;
}

const char *l5r_carddb_diag_message(const l5r_carddb *db, uint32_t i)
{
    if (!l5r_cards__db_ok(db) || i >= db->diags.list.n)
        return NULL;
    return db->diags.text.v + db->diags.list.v[i].msg;
}
