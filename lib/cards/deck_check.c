/* SPDX-License-Identifier: MIT */
/*
 * deck_check.c - the deck check: every problem of a deck for a format,
 * with its rule ID.
 */
#include "cards/decks.h"

#include <stdarg.h>
#include <stdio.h>

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
    if (l5r_vec__reserve(&d->mem, &d->ptext, (uint32_t)len + 1) != L5R_OK ||
        l5r_vec__push(&d->mem, &d->problems, &at) != L5R_OK)
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
    return l5r_cards__str(d->db, d->db->cards.v[c].title);
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
    uint32_t *count = l5r_alloc__calloc(&d->mem, n, sizeof *count);
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
    l5r_alloc__dealloc(&d->mem, count, (size_t)n * sizeof *count);
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
    return l5r_deck_check__deck_check(d, format, 40, 40);
}

int l5r_deck_check__deck_check(l5r_deck *d, int format, int64_t min_dynasty,
                               int64_t min_fate)
{
    DECK_CHECK(d);
    if (format != L5R_FORMAT_LOTUS_STORYLINE && format != L5R_FORMAT_LOTUS_OPEN)
        return l5r_errors__error(L5R_EINVAL, "unknown format %d", format);
    const l5r_carddb *db = d->db;
    /* The same deck checked again for the same settings (a game started
       from it once more): its problems are those of the last check, since
       neither the deck nor, frozen, its database has changed. */
    if (d->checked && db->frozen && d->checked_format == format &&
        d->checked_min[0] == min_dynasty && d->checked_min[1] == min_fate)
        return (int)d->problems.n;
    d->checked = false;
    d->problems.n = d->ptext.n = 0;
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
        const char *faction =
            l5r_cards__str(db, db->cards.v[d->stronghold].faction);
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
        return l5r_errors__error(rc, "out of memory while checking the deck");
    d->checked = db->frozen != 0;
    d->checked_format = format;
    d->checked_min[0] = min_dynasty;
    d->checked_min[1] = min_fate;
    return (int)d->problems.n;
}

uint32_t l5r_deck_problem_count(const l5r_deck *d)
{
    return l5r_decks__ok(d) ? d->problems.n : 0;
}

const char *l5r_deck_problem_rule(const l5r_deck *d, uint32_t i)
{
    return l5r_decks__ok(d) && i < d->problems.n ? d->problems.v[i].rule : NULL;
}

const char *l5r_deck_problem_message(const l5r_deck *d, uint32_t i)
{
    return l5r_decks__ok(d) && i < d->problems.n
               ? d->ptext.v + d->problems.v[i].msg
               : NULL;
}

uint32_t l5r_deck_problem_card(const l5r_deck *d, uint32_t i)
{
    if (!l5r_decks__ok(d) || i >= d->problems.n ||
        d->problems.v[i].card == L5R_NONE)
        return UINT32_MAX;
    return d->problems.v[i].card;
}
