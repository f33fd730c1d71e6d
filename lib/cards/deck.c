/*
 * deck.c - decklists: the YAML decklist schema, building by hand, and the
 * deck check with a rule ID on every problem.
 */
#include "cards/cards.h"

#include "l5r/deck.h"
#include "cards/schema.h"

int l5r__deck_check(l5r_deck *d, int format, int64_t min_dynasty,
                    int64_t min_fate);

#include <stdarg.h>
#include <stdio.h>

typedef struct deck_entry {
    uint32_t card, count;
} deck_entry;

typedef struct deck_problem {
    const char *rule; /* static */
    uint32_t msg;     /* offset in ptext */
    uint32_t card;
} deck_problem;

typedef L5R_VEC(deck_entry) entry_vec;

struct l5r_deck {
    uint32_t tag;
    l5r_mem mem;
    const l5r_carddb *db;
    L5R_VEC(char) name;
    uint32_t stronghold, sensei, wind;
    entry_vec lists[3]; /* [L5R_LIST_DYNASTY], [L5R_LIST_FATE] */
    int diag_code;
    uint32_t diag_line, diag_col;
    char errmsg[384];
    L5R_VEC(deck_problem) problems;
    L5R_VEC(char) ptext;
};

static bool deck_ok(const l5r_deck *d)
{
    return d != NULL && d->tag == L5R_TAG_DECK;
}

#define DECK_CHECK(d)                                                          \
    do {                                                                       \
        if (!deck_ok(d))                                                       \
            return l5r__error(L5R_EHANDLE, "not a deck handle");               \
    } while (0)

static bool list_ok(int list)
{
    return list == L5R_LIST_DYNASTY || list == L5R_LIST_FATE;
}

int l5r_deck_new(l5r_deck **out, const l5r_carddb *db,
                 const l5r_allocator *alloc)
{
    if (out == NULL)
        return l5r__error(L5R_EINVAL, "l5r_deck_new: out is NULL");
    *out = NULL;
    if (!l5r__db_ok(db))
        return l5r__error(L5R_EHANDLE, "not a card database handle");
    if (!db->frozen)
        return l5r__error(L5R_EFROZEN, "the card database is not frozen");
    l5r_mem mem;
    int rc = l5r__mem_from(&mem, alloc);
    if (rc != L5R_OK)
        return rc;
    l5r_deck *d = l5r__calloc(&mem, 1, sizeof *d);
    if (d == NULL)
        return l5r__error_nomem();
    d->tag = L5R_TAG_DECK;
    d->mem = mem;
    d->db = db;
    d->stronghold = d->sensei = d->wind = L5R_NONE;
    *out = d;
    return L5R_OK;
}

static void free_contents(const l5r_mem *m, entry_vec lists[3], void *name)
{
    l5r_vec_free(m, &lists[L5R_LIST_DYNASTY]);
    l5r_vec_free(m, &lists[L5R_LIST_FATE]);
    l5r_vec_free(m, (L5R_VEC(char) *)name);
}

void l5r_deck_free(l5r_deck *d)
{
    if (!deck_ok(d))
        return;
    l5r_mem m = d->mem;
    free_contents(&m, d->lists, &d->name);
    l5r_vec_free(&m, &d->problems);
    l5r_vec_free(&m, &d->ptext);
    d->tag = L5R_TAG_DEAD;
    l5r__dealloc(&m, d, sizeof *d);
}

/* Copies of one card in one list, at most: sums over a deck stay far
   from overflowing. */
#define MAX_COPIES 999u

/* Add to a list, merging with an entry of the same card. */
static int list_add(const l5r_mem *m, entry_vec *v, uint32_t card,
                    uint32_t count)
{
    if (count > MAX_COPIES)
        return L5R_EINVAL;
    for (uint32_t i = 0; i < v->n; i++)
        if (v->v[i].card == card) {
            if (v->v[i].count + count > MAX_COPIES)
                return L5R_EINVAL;
            v->v[i].count += count;
            return L5R_OK;
        }
    uint32_t at;
    if (l5r_vec_push(m, v, &at) != L5R_OK)
        return L5R_ENOMEM;
    v->v[at].card = card;
    v->v[at].count = count;
    return L5R_OK;
}

static int set_text(const l5r_mem *m, void *vec_, const char *s)
{
    L5R_VEC(char) *vec = vec_;
    size_t len = strlen(s);
    if (len >= UINT32_MAX || l5r__vec_grow(m, (void **)&vec->v, &vec->cap, 0,
                                           (uint32_t)len + 1, 1) != L5R_OK)
        return L5R_ENOMEM;
    memcpy(vec->v, s, len + 1);
    vec->n = (uint32_t)len + 1;
    return L5R_OK;
}

/* --- the decklist schema -----------------------------------------------------
 */

typedef struct deck_load {
    l5r_deck *deck;
    entry_vec lists[3];
    L5R_VEC(char) name;
    uint32_t stronghold, sensei, wind;
} deck_load;

static int get_card(l5r_schema *s, deck_load *dl, const l5r_node *n,
                    uint32_t *card)
{
    if (n->kind != L5R_NODE_SCALAR)
        return l5r__schema_err(s, n, false, L5R_ESCHEMA,
                               "'%.32s' must be a card id", n->key);
    uint32_t c = l5r__db_find(dl->deck->db, n->s, n->len);
    if (c == L5R_NONE)
        return l5r__schema_err(s, n, false, L5R_ENOTFOUND,
                               "unknown card '%.64s'", n->s);
    *card = c;
    return L5R_OK;
}

static int get_list(l5r_schema *s, deck_load *dl, const l5r_node *f,
                    entry_vec *out)
{
    if (l5r__expect(s, f, L5R_NODE_MAP, f->key) != L5R_OK)
        return L5R_ESCHEMA;
    int rc = L5R_OK;
    for (const l5r_node *e = f->child; e != NULL; e = e->next) {
        uint32_t c = l5r__db_find(dl->deck->db, e->key, e->keylen);
        if (c == L5R_NONE) {
            rc = l5r__schema_err(s, e, true, L5R_ENOTFOUND,
                                 "unknown card '%.64s'", e->key);
            continue;
        }
        int64_t count;
        if (l5r__get_int(s, e, 1, 99, &count) != L5R_OK) {
            rc = L5R_ESCHEMA;
            continue;
        }
        if (list_add(&dl->deck->mem, out, c, (uint32_t)count) != L5R_OK)
            return l5r__schema_err(s, e, false, L5R_ENOMEM, "out of memory");
    }
    return rc;
}

static int deck_tree(l5r_schema *s, const l5r_node *root, void *arg)
{
    deck_load *dl = arg;
    bool has_stronghold = false;
    for (const l5r_node *f = root->child; f != NULL; f = f->next) {
        if (l5r__key_is(f, "name")) {
            if (l5r__expect(s, f, L5R_NODE_SCALAR, "'name'") == L5R_OK &&
                set_text(&dl->deck->mem, &dl->name, f->s) != L5R_OK)
                return l5r__schema_err(s, f, false, L5R_ENOMEM,
                                       "out of memory");
        } else if (l5r__key_is(f, "stronghold")) {
            has_stronghold = true;
            get_card(s, dl, f, &dl->stronghold);
        } else if (l5r__key_is(f, "sensei")) {
            get_card(s, dl, f, &dl->sensei);
        } else if (l5r__key_is(f, "wind")) {
            get_card(s, dl, f, &dl->wind);
        } else if (l5r__key_is(f, "dynasty")) {
            get_list(s, dl, f, &dl->lists[L5R_LIST_DYNASTY]);
        } else if (l5r__key_is(f, "fate")) {
            get_list(s, dl, f, &dl->lists[L5R_LIST_FATE]);
        } else {
            l5r__schema_err(s, f, true, L5R_ESCHEMA,
                            "unknown field '%.48s' in a decklist", f->key);
        }
        if (s->status == L5R_ENOMEM)
            return s->status;
    }
    if (!has_stronghold && s->status == L5R_OK)
        l5r__schema_err(s, root, false, L5R_ESCHEMA,
                        "a decklist needs a 'stronghold' (CORE-05)");
    return s->status;
}

typedef int (*parse_fn)(l5r_carddb *tmp, deck_load *dl, const char *name,
                        const char *data, size_t len);

static int parse_buffer(l5r_carddb *tmp, deck_load *dl, const char *name,
                        const char *data, size_t len)
{
    return l5r__db_parse_buffer(tmp, name, data, len, deck_tree, dl, NULL);
}

static int parse_file(l5r_carddb *tmp, deck_load *dl, const char *name,
                      const char *data, size_t len)
{
    (void)data;
    (void)len;
    return l5r__db_parse_file(tmp, name, deck_tree, dl, NULL);
}

static int deck_load_with(l5r_deck *d, parse_fn fn, const char *name,
                          const char *data, size_t len)
{
    d->diag_code = L5R_OK;
    d->diag_line = d->diag_col = 0;
    d->errmsg[0] = '\0';
    /* A scratch database holds the parse: the limits, the tree's arena and
       the diagnostics, with the deck's allocator. */
    l5r_allocator a = {L5R_ALLOCATOR_VERSION, d->mem.fn, d->mem.ud};
    l5r_carddb *tmp;
    int rc = l5r_carddb_new(&tmp, &a);
    if (rc != L5R_OK) {
        d->diag_code = rc;
        snprintf(d->errmsg, sizeof d->errmsg, "%s", l5r_error_message());
        return rc;
    }
    deck_load dl;
    memset(&dl, 0, sizeof dl);
    dl.deck = d;
    dl.stronghold = dl.sensei = dl.wind = L5R_NONE;
    rc = fn(tmp, &dl, name, data, len);
    if (rc != L5R_OK) {
        d->diag_code = rc;
        if (l5r_carddb_diag_count(tmp) > 0)
            l5r_carddb_diag(tmp, 0, NULL, &d->diag_line, &d->diag_col);
        snprintf(d->errmsg, sizeof d->errmsg, "%s", l5r_carddb_errmsg(tmp));
        free_contents(&d->mem, dl.lists, &dl.name);
        l5r_carddb_free(tmp);
        return l5r__error(rc, "%s", d->errmsg);
    }
    l5r_carddb_free(tmp);
    free_contents(&d->mem, d->lists, &d->name);
    d->lists[L5R_LIST_DYNASTY] = dl.lists[L5R_LIST_DYNASTY];
    d->lists[L5R_LIST_FATE] = dl.lists[L5R_LIST_FATE];
    memcpy(&d->name, &dl.name, sizeof d->name);
    d->stronghold = dl.stronghold;
    d->sensei = dl.sensei;
    d->wind = dl.wind;
    d->problems.n = d->ptext.n = 0;
    return L5R_OK;
}

int l5r_deck_load_buffer(l5r_deck *d, const char *source_name, const char *data,
                         size_t len)
{
    DECK_CHECK(d);
    if (data == NULL && len > 0)
        return l5r__error(L5R_EINVAL, "data is NULL");
    return deck_load_with(d, parse_buffer, source_name, data, len);
}

int l5r_deck_load_file(l5r_deck *d, const char *path)
{
    DECK_CHECK(d);
    if (path == NULL)
        return l5r__error(L5R_EINVAL, "path is NULL");
    return deck_load_with(d, parse_file, path, NULL, 0);
}

int l5r_deck_diag(const l5r_deck *d, int *code, uint32_t *line,
                  uint32_t *column)
{
    DECK_CHECK(d);
    if (d->diag_code == L5R_OK)
        return L5R_ENOTFOUND;
    if (code != NULL)
        *code = d->diag_code;
    if (line != NULL)
        *line = d->diag_line;
    if (column != NULL)
        *column = d->diag_col;
    return L5R_OK;
}

const char *l5r_deck_errmsg(const l5r_deck *d)
{
    return deck_ok(d) ? d->errmsg : "not a deck handle";
}

/* --- building and reading ---------------------------------------------------
 */

static int set_slot(l5r_deck *d, uint32_t *slot, uint32_t card)
{
    DECK_CHECK(d);
    if (card != UINT32_MAX && card >= d->db->cards.n)
        return l5r__error(L5R_ENOTFOUND, "no card %u", card);
    *slot = card == UINT32_MAX ? L5R_NONE : card;
    return L5R_OK;
}

int l5r_deck_set_stronghold(l5r_deck *d, uint32_t card)
{
    return set_slot(d, deck_ok(d) ? &d->stronghold : NULL, card);
}

int l5r_deck_set_sensei(l5r_deck *d, uint32_t card)
{
    return set_slot(d, deck_ok(d) ? &d->sensei : NULL, card);
}

int l5r_deck_set_wind(l5r_deck *d, uint32_t card)
{
    return set_slot(d, deck_ok(d) ? &d->wind : NULL, card);
}

int l5r_deck_add(l5r_deck *d, int list, uint32_t card, uint32_t count)
{
    DECK_CHECK(d);
    if (!list_ok(list) || count == 0)
        return l5r__error(L5R_EINVAL, "bad list %d or count 0", list);
    if (card >= d->db->cards.n)
        return l5r__error(L5R_ENOTFOUND, "no card %u", card);
    int rc = list_add(&d->mem, &d->lists[list], card, count);
    return rc == L5R_OK ? rc : l5r__error(rc, "cannot add card %u", card);
}

int l5r_deck_set_name(l5r_deck *d, const char *name)
{
    DECK_CHECK(d);
    if (name == NULL)
        return l5r__error(L5R_EINVAL, "name is NULL");
    return set_text(&d->mem, &d->name, name) == L5R_OK ? L5R_OK
                                                       : l5r__error_nomem();
}

const char *l5r_deck_name(const l5r_deck *d)
{
    if (!deck_ok(d))
        return NULL;
    return d->name.n > 0 ? d->name.v : "";
}

static int get_slot(uint32_t slot, uint32_t *card)
{
    if (card == NULL)
        return l5r__error(L5R_EINVAL, "card is NULL");
    *card = slot == L5R_NONE ? UINT32_MAX : slot;
    return slot != L5R_NONE;
}

int l5r_deck_stronghold(const l5r_deck *d, uint32_t *card)
{
    DECK_CHECK(d);
    return get_slot(d->stronghold, card);
}

int l5r_deck_sensei(const l5r_deck *d, uint32_t *card)
{
    DECK_CHECK(d);
    return get_slot(d->sensei, card);
}

int l5r_deck_wind(const l5r_deck *d, uint32_t *card)
{
    DECK_CHECK(d);
    return get_slot(d->wind, card);
}

uint32_t l5r_deck_size(const l5r_deck *d, int list)
{
    if (!deck_ok(d) || !list_ok(list))
        return 0;
    uint32_t n = 0;
    for (uint32_t i = 0; i < d->lists[list].n; i++)
        n += d->lists[list].v[i].count;
    return n;
}

uint32_t l5r_deck_entry_count(const l5r_deck *d, int list)
{
    return deck_ok(d) && list_ok(list) ? d->lists[list].n : 0;
}

int l5r_deck_entry(const l5r_deck *d, int list, uint32_t i, uint32_t *card,
                   uint32_t *count)
{
    DECK_CHECK(d);
    if (!list_ok(list) || i >= d->lists[list].n)
        return l5r__error(L5R_ENOTFOUND, "no entry %u in list %d", i, list);
    if (card != NULL)
        *card = d->lists[list].v[i].card;
    if (count != NULL)
        *count = d->lists[list].v[i].count;
    return L5R_OK;
}

/* --- the deck check
 * ------------------------------------------------------------ */

static int problem(l5r_deck *d, const char *rule, uint32_t card,
                   const char *fmt, ...) L5R_PRINTF(4, 5);
static int problem(l5r_deck *d, const char *rule, uint32_t card,
                   const char *fmt, ...)
{
    char msg[320];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    size_t len = strlen(msg);
    uint32_t at;
    if (l5r_vec_reserve(&d->mem, &d->ptext, (uint32_t)len + 1) != L5R_OK ||
        l5r_vec_push(&d->mem, &d->problems, &at) != L5R_OK)
        return L5R_ENOMEM;
    d->problems.v[at].rule = rule;
    d->problems.v[at].card = card;
    d->problems.v[at].msg = d->ptext.n;
    memcpy(d->ptext.v + d->ptext.n, msg, len + 1);
    d->ptext.n += (uint32_t)len + 1;
    return L5R_OK;
}

static const char *title_of(const l5r_deck *d, uint32_t c)
{
    return l5r_str(d->db, d->db->cards.v[c].title);
}

/* LOT-01, with SOU-01: an old X that a lotus "Soul of X" card names is
   legal as that card. */
static bool lotus_legal(const l5r_carddb *db, uint32_t c)
{
    const l5r_cardrec *r = &db->cards.v[c];
    return r->lotus_legal || db->cards.v[r->identity].lotus_legal;
}

static int check_lotus(l5r_deck *d, uint32_t c)
{
    if (c == L5R_NONE || lotus_legal(d->db, c))
        return L5R_OK;
    return problem(d, "LOT-01", c, "'%s' has no printing with the lotus symbol",
                   title_of(d, c));
}

static int check_pregame(l5r_deck *d, uint32_t c, uint8_t type,
                         const char *what)
{
    if (c == L5R_NONE || d->db->cards.v[c].type == type)
        return L5R_OK;
    return problem(d, type == L5R_TYPE_STRONGHOLD ? "CORE-05" : "CORE-07", c,
                   "'%s' is not a %s", title_of(d, c), what);
}

/* Cards of one list: each belongs in that deck (WND-01, SEN-01, CORE-06). */
static int check_list_kinds(l5r_deck *d, int list)
{
    static const char *const deck_name[] = {"", "Dynasty", "Fate"};
    int rc = L5R_OK;
    for (uint32_t i = 0; i < d->lists[list].n && rc == L5R_OK; i++) {
        uint32_t c = d->lists[list].v[i].card;
        const l5r_cardrec *r = &d->db->cards.v[c];
        if (r->type == L5R_TYPE_WIND) /* WND-01 */
            rc = problem(d, "WND-01", c,
                         "'%s' is a Wind: it goes in neither deck",
                         title_of(d, c));
        else if (r->type == L5R_TYPE_SENSEI) /* SEN-01 */
            rc = problem(d, "SEN-01", c,
                         "'%s' is a Sensei: it goes in neither deck",
                         title_of(d, c));
        else if (r->deck !=
                 (list == L5R_LIST_DYNASTY ? L5R_DECK_DYNASTY : L5R_DECK_FATE))
            rc = problem(d, "CORE-06", c, "'%s' is not a %s card",
                         title_of(d, c), deck_name[list]);
    }
    return rc;
}

/* Per-deck copy limits over both lists, by limit group (CORE-03, CORE-04,
   SOU-01, SOU-02). */
static int check_copies(l5r_deck *d, int format)
{
    const l5r_carddb *db = d->db;
    uint32_t n = db->cards.n;
    uint32_t *count = l5r__calloc(&d->mem, n, sizeof *count);
    if (count == NULL)
        return L5R_ENOMEM;
    for (int list = L5R_LIST_DYNASTY; list <= L5R_LIST_FATE; list++)
        for (uint32_t i = 0; i < d->lists[list].n; i++) {
            const deck_entry *e = &d->lists[list].v[i];
            count[db->cards.v[e->card].group] += e->count;
        }
    int rc = L5R_OK;
    for (int list = L5R_LIST_DYNASTY; list <= L5R_LIST_FATE; list++) {
        for (uint32_t i = 0; i < d->lists[list].n && rc == L5R_OK; i++) {
            uint32_t c = d->lists[list].v[i].card;
            uint32_t g = db->cards.v[c].group;
            if (count[g] == 0)
                continue; /* reported already, or within limits */
            bool unique = false, soul = false;
            for (int l2 = L5R_LIST_DYNASTY; l2 <= L5R_LIST_FATE; l2++)
                for (uint32_t k = 0; k < d->lists[l2].n; k++) {
                    const l5r_cardrec *r = &db->cards.v[d->lists[l2].v[k].card];
                    if (r->group != g)
                        continue;
                    unique |= r->unique != 0;
                    soul |= r->soul_of != 0 ||
                            db->cards.v[r->identity].soul_of != 0;
                }
            uint32_t limit = unique ? 1 : 3;
            if (count[g] > limit) {
                const char *rule =
                    soul     ? (format == L5R_FORMAT_LOTUS_OPEN ? "SOU-02"
                                                                : "SOU-01")
                    : unique ? "CORE-04"
                             : "CORE-03";
                rc = problem(d, rule, c,
                             soul ? "%u copies of '%s' and its \"Soul of\" "
                                    "counterpart: at most %u together"
                                  : "%u copies of '%s': at most %u",
                             count[g], title_of(d, c), limit);
            }
            count[g] = 0;
        }
    }
    l5r__dealloc(&d->mem, count, (size_t)n * sizeof *count);
    return rc;
}

/* How many cards of a list belong to that deck (a Wind in it does not). */
static uint32_t cards_of_kind(const l5r_deck *d, int list, uint8_t kind)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < d->lists[list].n; i++)
        if (d->db->cards.v[d->lists[list].v[i].card].deck == kind)
            n += d->lists[list].v[i].count;
    return n;
}

int l5r_deck_check(l5r_deck *d, int format)
{
    return l5r__deck_check(d, format, 40, 40);
}

int l5r__deck_check(l5r_deck *d, int format, int64_t min_dynasty,
                    int64_t min_fate)
{
    DECK_CHECK(d);
    if (format != L5R_FORMAT_LOTUS_STORYLINE && format != L5R_FORMAT_LOTUS_OPEN)
        return l5r__error(L5R_EINVAL, "unknown format %d", format);
    d->problems.n = d->ptext.n = 0;
    const l5r_carddb *db = d->db;
    int rc = L5R_OK;
#define STEP(x)                                                                \
    do {                                                                       \
        if (rc == L5R_OK)                                                      \
            rc = (x);                                                          \
    } while (0)

    if (d->stronghold == L5R_NONE) /* CORE-05 */
        STEP(problem(d, "CORE-05", L5R_NONE, "the deck has no Stronghold"));
    STEP(check_pregame(d, d->stronghold, L5R_TYPE_STRONGHOLD, "Stronghold"));
    STEP(check_pregame(d, d->sensei, L5R_TYPE_SENSEI, "Sensei"));
    STEP(check_pregame(d, d->wind, L5R_TYPE_WIND, "Wind"));
    STEP(check_lotus(d, d->stronghold));
    STEP(check_lotus(d, d->sensei));
    STEP(check_lotus(d, d->wind));
    if (d->sensei != L5R_NONE && d->stronghold != L5R_NONE &&
        db->cards.v[d->sensei].type == L5R_TYPE_SENSEI) { /* SEN-03 */
        const char *faction = l5r_str(db, db->cards.v[d->stronghold].faction);
        if (l5r_carddb_sensei_allows(db, d->sensei, faction) != 1)
            STEP(problem(d, "SEN-03", d->sensei,
                         "'%s' may not be played with a %s Stronghold",
                         title_of(d, d->sensei),
                         *faction ? faction : "faction-less"));
    }
    for (int list = L5R_LIST_DYNASTY; list <= L5R_LIST_FATE; list++) {
        STEP(check_list_kinds(d, list));
        for (uint32_t i = 0; i < d->lists[list].n; i++)
            STEP(check_lotus(d, d->lists[list].v[i].card));
    }
    uint32_t dyn = cards_of_kind(d, L5R_LIST_DYNASTY, L5R_DECK_DYNASTY);
    uint32_t fate = cards_of_kind(d, L5R_LIST_FATE, L5R_DECK_FATE);
    if (dyn < min_dynasty) /* CORE-01 */
        STEP(problem(d, "CORE-01", L5R_NONE,
                     "the Dynasty deck has %u cards: at least %lld", dyn,
                     (long long)min_dynasty));
    if (fate < min_fate) /* CORE-02 */
        STEP(problem(d, "CORE-02", L5R_NONE,
                     "the Fate deck has %u cards: at least %lld", fate,
                     (long long)min_fate));
    STEP(check_copies(d, format));
#undef STEP
    if (rc != L5R_OK)
        return l5r__error(rc, "out of memory while checking the deck");
    return (int)d->problems.n;
}

uint32_t l5r_deck_problem_count(const l5r_deck *d)
{
    return deck_ok(d) ? d->problems.n : 0;
}

const char *l5r_deck_problem_rule(const l5r_deck *d, uint32_t i)
{
    return deck_ok(d) && i < d->problems.n ? d->problems.v[i].rule : NULL;
}

const char *l5r_deck_problem_message(const l5r_deck *d, uint32_t i)
{
    return deck_ok(d) && i < d->problems.n ? d->ptext.v + d->problems.v[i].msg
                                           : NULL;
}

uint32_t l5r_deck_problem_card(const l5r_deck *d, uint32_t i)
{
    if (!deck_ok(d) || i >= d->problems.n || d->problems.v[i].card == L5R_NONE)
        return UINT32_MAX;
    return d->problems.v[i].card;
}
