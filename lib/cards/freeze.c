/* SPDX-License-Identifier: MIT */
/*
 * freeze.c - freezing a card database: cross references, each card's
 * most recent printing (LOT-01, LOT-02), keywords (KEY-01..05) and
 * identities (SOU-01..03); after it the database is read-only.
 */
#include "cards/cards.h"

#include "cards/keywords.h"

#include <stdlib.h>

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

static bool same_title_level(const l5r_carddb *db, uint32_t a, uint32_t b)
{
    const l5r_cardrec *x = &db->cards.v[a], *y = &db->cards.v[b];
    return ascii_casecmp(l5r_cards__str(db, x->title),
                         l5r_cards__str(db, y->title)) == 0 &&
           x->eff.v[L5R_STAT_EXPERIENCE] == y->eff.v[L5R_STAT_EXPERIENCE];
}

/* A hash of a card's title (ASCII case folded) and level, for
   same_title_level. */
static uint32_t title_level_hash(const l5r_carddb *db, uint32_t card)
{
    const l5r_cardrec *r = &db->cards.v[card];
    uint64_t h = 0xcbf29ce484222325ULL;
    for (const char *t = l5r_cards__str(db, r->title); *t != '\0'; t++) {
        unsigned char c = (unsigned char)*t;
        h = (h ^ (c >= 'A' && c <= 'Z' ? c + 32u : c)) * 0x100000001b3ULL;
    }
    h = (h ^ (uint32_t)r->eff.v[L5R_STAT_EXPERIENCE]) * 0x100000001b3ULL;
    return (uint32_t)(h ^ (h >> 32));
}

static uint32_t find_faction(const l5r_carddb *db, const char *name)
{
    for (uint32_t i = 0; i < db->factions.n; i++)
        if (strcmp(l5r_cards__str(db, db->factions.v[i].name), name) == 0)
            return i;
    return L5R_NONE;
}

/* Cross references and the most recent printing (LOT-01, LOT-02). */
static int freeze_printings(l5r_carddb *db)
{
    int rc = L5R_OK;
    for (uint32_t i = 0; i < db->prints.n; i++) {
        l5r_printrec *p = &db->prints.v[i];
        p->set_index = l5r_store__find_set(db, l5r_cards__str(db, p->set));
        if (p->set_index == L5R_NONE)
            rc = l5r_diags__diag(
                &db->diags, L5R_ESCHEMA, p->pos,
                "unknown set '%s' (not in any set table loaded)",
                l5r_cards__str(db, p->set));
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
            const char *id = l5r_cards__str(db, e->str);
            if (e->kind != L5R_EFF_CREATE_CARD)
                continue;
            uint32_t def = l5r_store__find(db, id, strlen(id));
            if (def == L5R_NONE) {
                rc =
                    l5r_diags__diag(&db->diags, L5R_ESCHEMA, ab->pos,
                                    "create_card names '%s', which is not a "
                                    "card of the database (TOK-06: a Follower, "
                                    "Item or Personality is created as a card)",
                                    id);
                continue;
            }
            uint8_t t = db->cards.v[def].type;
            if (e->who != L5R_WHO_NONE && t != L5R_TYPE_FOLLOWER &&
                t != L5R_TYPE_ITEM && t != L5R_TYPE_SPELL)
                rc = l5r_diags__diag(&db->diags, L5R_ESCHEMA, ab->pos,
                                     "create_card with 'on' names '%s', which "
                                     "is not a Follower, an Item or a Spell "
                                     "(ATT-10: only those are attached)",
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
            find_faction(db, l5r_cards__str(db, r->faction)) == L5R_NONE)
            rc = l5r_diags__diag(&db->diags, L5R_ESCHEMA, r->pos,
                                 "card '%s': unknown faction '%s'",
                                 l5r_cards__str(db, r->id),
                                 l5r_cards__str(db, r->faction));
        for (uint32_t k = 0; k < r->fac_count; k++) {
            const char *f = l5r_cards__str(db, db->strlist.v[r->fac_first + k]);
            if (find_faction(db, f) == L5R_NONE)
                rc = l5r_diags__diag(&db->diags, L5R_ESCHEMA, r->pos,
                                     "Sensei '%s': unknown faction '%s'",
                                     l5r_cards__str(db, r->id), f);
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
    int n = l5r_keywords__norm(kw, len, norm, sizeof norm);
    if (n <= 0)
        return 0; /* not a keyword (too long, empty): nothing to match */
    l5r_carddb *db = k->db;
    for (uint32_t i = k->first; i < db->strlist.n; i++)
        if (strcmp(l5r_cards__str(db, db->strlist.v[i]), norm) == 0)
            return 0;
    uint32_t off;
    if (l5r_store__str(db, norm, (size_t)n, &off) != L5R_OK ||
        l5r_vec__reserve(&db->mem, &db->strlist, 1) != L5R_OK) {
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
    /* A copy: emitting a keyword may grow the string store under `s`.
       Most texts fit the buffer on the stack. */
    const char *s = l5r_cards__str(db, str);
    size_t len = strlen(s);
    char buf[256];
    char *copy = len < sizeof buf ? buf : l5r_alloc__alloc(&db->mem, len + 1);
    if (copy == NULL)
        return L5R_ENOMEM;
    memcpy(copy, s, len + 1);
    int rc =
        l5r_keywords__split(copy, len, phrases, nphrases, v, kw_emit, sink);
    if (rc == 0 && v != NULL && v->soul_of != NULL && *soul_off == 0 &&
        l5r_store__str(db, v->soul_of, v->soul_of_len, soul_off) != L5R_OK)
        rc = L5R_ENOMEM;
    if (v != NULL && v->soul_of != NULL)
        v->soul_of = NULL; /* it pointed into the copy */
    if (copy != buf)
        l5r_alloc__dealloc(&db->mem, copy, len + 1);
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
            bytes +=
                strlen(l5r_cards__str(db, db->factions.v[i].alignment)) + 1;
        }
    size_t size = n * sizeof(char *) + bytes;
    char **phrases = l5r_alloc__alloc(&db->mem, size);
    if (phrases == NULL)
        return l5r_diags__diag(&db->diags, L5R_ENOMEM, (l5r_pos){0, 0, 0},
                               "out of memory");
    char *text = (char *)(phrases + n);
    phrases[0] = (char *)"Clan Champion";
    phrases[1] = (char *)"Battle Maiden";
    size_t np = 2;
    for (uint32_t i = 0; i < db->factions.n; i++) {
        if (db->factions.v[i].alignment == 0)
            continue; /* SHD-01: the Shadowlands Horde has none */
        const char *a = l5r_cards__str(db, db->factions.v[i].alignment);
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
        l5r_keywords__values_init(&v);
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
                rc = l5r_diags__diag(
                    &db->diags, L5R_ESCHEMA, db->cards.v[c].pos,
                    "card '%s': bad number in trait '%s'",
                    l5r_cards__str(db, db->cards.v[c].id),
                    l5r_cards__str(db, db->strlist.v[kw_first + k]));
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
    l5r_alloc__dealloc(&db->mem, phrases, size);
    if (rc == L5R_ENOMEM)
        l5r_diags__diag(&db->diags, L5R_ENOMEM, (l5r_pos){0, 0, 0},
                        "out of memory");
    return rc;
}

/* SOU-01..03: identities and the groups that share a per-deck limit. */
static int freeze_identities(l5r_carddb *db)
{
    uint32_t n = db->cards.n;
    if (n == 0)
        return L5R_OK;
    /* Same title (ASCII case aside) and level: one card for limits, its
       group the first of them; the latest printed one (the first of the
       latest) is what they all are in play. Found with a hash table of
       the groups' first cards; latest[g] for group g's first card g. */
    uint32_t cap = 16;
    while (cap < 2 * n)
        cap *= 2;
    uint32_t *latest = l5r_alloc__alloc(&db->mem, sizeof *latest * n);
    uint32_t *slot = l5r_alloc__calloc(&db->mem, cap, sizeof *slot);
    if (latest == NULL || slot == NULL) {
        l5r_alloc__dealloc(&db->mem, latest, sizeof *latest * n);
        l5r_alloc__dealloc(&db->mem, slot, sizeof *slot * cap);
        return l5r_diags__diag(&db->diags, L5R_ENOMEM, (l5r_pos){0, 0, 0},
                               "out of memory");
    }
    for (uint32_t i = 0; i < n; i++) {
        l5r_cardrec *r = &db->cards.v[i];
        uint32_t k = title_level_hash(db, i) & (cap - 1);
        while (slot[k] != 0 && !same_title_level(db, slot[k] - 1, i))
            k = (k + 1) & (cap - 1);
        if (slot[k] == 0) {
            slot[k] = i + 1;
            latest[i] = i;
        }
        uint32_t g = slot[k] - 1;
        r->group = g;
        if (r->latest_order > db->cards.v[latest[g]].latest_order)
            latest[g] = i;
    }
    for (uint32_t i = 0; i < n; i++) {
        l5r_cardrec *r = &db->cards.v[i];
        r->identity_open = r->identity = latest[r->group];
    }
    l5r_alloc__dealloc(&db->mem, latest, sizeof *latest * n);
    l5r_alloc__dealloc(&db->mem, slot, sizeof *slot * cap);
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
                ascii_casecmp(l5r_cards__str(db, rx->title),
                              l5r_cards__str(db, ry->soul_of)) != 0 ||
                rx->eff.v[L5R_STAT_EXPERIENCE] != ry->soul_exp)
                continue;
            const l5r_cardrec *cur = &db->cards.v[rx->identity];
            if (cur->soul_of == 0 || ry->latest_order > cur->latest_order)
                rx->identity = db->cards.v[y].identity_open;
            rx->group = db->cards.v[y].group;
        }
    }
    return L5R_OK;
}

/* --- keywords as integers ---------------------------------------------- */

/* The interning table of a freeze: open addressing on the normalized
   text, each slot an id + 1 (0: empty). */
typedef struct kw_intern {
    l5r_carddb *db;
    uint32_t *slot;
    uint32_t cap; /* a power of two */
} kw_intern;

static uint32_t kw_hash(const char *s)
{
    uint64_t h = l5r_base__fnv1a(L5R_FNV_SEED, s, strlen(s));
    return (uint32_t)(h ^ (h >> 32));
}

/* The id of normalized keyword `norm`, a new one if it has none yet.
   `off` is its string in the database, or L5R_NONE to store it (`norm`
   must then not point into the database's strings). */
static int kw_intern_one(kw_intern *t, const char *norm, uint32_t off,
                         uint32_t *id)
{
    l5r_carddb *db = t->db;
    l5r_kwtab *kw = &db->kw;
    uint32_t h = kw_hash(norm) & (t->cap - 1);
    for (; t->slot[h] != 0; h = (h + 1) & (t->cap - 1)) {
        uint32_t k = t->slot[h] - 1;
        if (strcmp(l5r_cards__str(db, kw->name.v[k]), norm) == 0) {
            *id = k;
            return L5R_OK;
        }
    }
    if (off == L5R_NONE &&
        l5r_store__str(db, norm, strlen(norm), &off) != L5R_OK)
        return L5R_ENOMEM;
    if (l5r_vec__reserve(&db->mem, &kw->name, 1) != L5R_OK ||
        l5r_vec__reserve(&db->mem, &kw->term, 1) != L5R_OK)
        return L5R_ENOMEM;
    *id = kw->name.n;
    kw->name.v[kw->name.n++] = off;
    kw->term.v[kw->term.n++] =
        l5r_keywords__is_game_term(l5r_cards__str(db, off)) ? 1 : 0;
    t->slot[h] = *id + 1;
    return L5R_OK;
}

/* The ids of strlist entries first .. first + count - 1 (normalized
   keywords). */
static int kw_intern_list(kw_intern *t, uint32_t first, uint32_t count)
{
    l5r_carddb *db = t->db;
    for (uint32_t i = first; i < first + count; i++) {
        uint32_t off = db->strlist.v[i], id;
        int rc = kw_intern_one(t, l5r_cards__str(db, off), off, &id);
        if (rc != L5R_OK)
            return rc;
        db->kw.of.v[i] = id;
    }
    return L5R_OK;
}

static int cmp_give(const void *a, const void *b)
{
    uint32_t x = ((const l5r_kwgive *)a)->str, y = ((const l5r_kwgive *)b)->str;
    return (x > y) - (x < y);
}

static int kw_intern_all(kw_intern *t)
{
    l5r_carddb *db = t->db;
    l5r_kwtab *kw = &db->kw;
    /* The engine's own first, so their ids are the L5R__KWID_* values. */
#define L5R__E(N) L5R__KW_##N,
    static const char *const engine[] = {L5R_ENGINE_KEYWORDS(L5R__E)};
#undef L5R__E
    for (uint32_t k = 0; k < L5R__NENGINE_KW; k++) {
        uint32_t id;
        int rc = kw_intern_one(t, engine[k], L5R_NONE, &id);
        if (rc != L5R_OK)
            return rc;
    }
    if (l5r_vec__reserve(&db->mem, &kw->of, db->strlist.n) != L5R_OK)
        return L5R_ENOMEM;
    kw->of.n = db->strlist.n;
    for (uint32_t i = 0; i < kw->of.n; i++)
        kw->of.v[i] = L5R_NONE;
    int rc = L5R_OK;
    for (uint32_t c = 0; c < db->cards.n && rc == L5R_OK; c++)
        rc = kw_intern_list(t, db->cards.v[c].nkw_first,
                            db->cards.v[c].nkw_count);
    for (uint32_t c = 0; c < db->conds.n && rc == L5R_OK; c++)
        rc =
            kw_intern_list(t, db->conds.v[c].kw_first, db->conds.v[c].kw_count);
    for (uint32_t a = 0; a < 2 * db->abils.n + db->sels.n && rc == L5R_OK;
         a++) {
        /* The target filters, the performers' (PRF-01), the rest. */
        const l5r_selrec *sel = a < db->abils.n ? &db->abils.v[a].target
                                : a < 2 * db->abils.n
                                    ? &db->abils.v[a - db->abils.n].performer
                                    : &db->sels.v[a - 2 * db->abils.n];
        rc = kw_intern_list(t, sel->kw_first, sel->kw_count);
        if (rc == L5R_OK)
            rc = kw_intern_list(t, sel->nkw_first, sel->nkw_count);
    }
    /* The keywords the give_keyword effects name, by their string. */
    for (uint32_t i = 0; i < db->effs.n && rc == L5R_OK; i++) {
        const l5r_effrec *e = &db->effs.v[i];
        if (e->kind != L5R_EFF_GIVE_KEYWORD)
            continue;
        const char *w = l5r_cards__str(db, e->str);
        char norm[L5R_KW_MAX];
        uint32_t id, at;
        if (l5r_keywords__norm(w, strlen(w), norm, sizeof norm) < 0)
            continue; /* no keyword: it matches none (l5r_keywords__equal) */
        rc = kw_intern_one(t, norm, L5R_NONE, &id);
        if (rc == L5R_OK)
            rc = l5r_vec__push(&db->mem, &kw->give, &at);
        if (rc == L5R_OK)
            kw->give.v[at] = (l5r_kwgive){e->str, id};
    }
    if (rc != L5R_OK)
        return rc;
    if (kw->give.n > 1) {
        qsort(kw->give.v, kw->give.n, sizeof *kw->give.v, cmp_give);
        uint32_t n = 1;
        for (uint32_t i = 1; i < kw->give.n; i++)
            if (kw->give.v[i].str != kw->give.v[n - 1].str)
                kw->give.v[n++] = kw->give.v[i];
        kw->give.n = n;
    }
    return L5R_OK;
}

/* KEY-05 once: every keyword the game compares gets its id. */
static int freeze_keyword_ids(l5r_carddb *db)
{
    uint64_t most = (uint64_t)L5R__NENGINE_KW + db->strlist.n + db->effs.n;
    uint32_t cap = 16;
    while (cap < 2 * most && cap < (UINT32_C(1) << 30))
        cap <<= 1;
    kw_intern t = {db, l5r_alloc__calloc(&db->mem, cap, sizeof(uint32_t)), cap};
    int rc = t.slot == NULL ? L5R_ENOMEM : kw_intern_all(&t);
    if (t.slot != NULL)
        l5r_alloc__dealloc(&db->mem, t.slot, sizeof(uint32_t) * cap);
    if (rc != L5R_OK)
        return l5r_diags__diag(&db->diags, L5R_ENOMEM, (l5r_pos){0, 0, 0},
                               "out of memory");
    return L5R_OK;
}

/* One string offset per title text: each card's and each target
   filter's title is rewritten to the first offset with its text, so the
   game compares titles as offsets (the text is the same). */
static int freeze_titles(l5r_carddb *db)
{
    uint32_t cap = 16;
    while (cap < 2 * ((uint64_t)db->cards.n + 2 * db->abils.n + db->sels.n) &&
           cap < (UINT32_C(1) << 30))
        cap <<= 1;
    uint32_t *slot = l5r_alloc__calloc(&db->mem, cap, sizeof *slot);
    if (slot == NULL)
        return l5r_diags__diag(&db->diags, L5R_ENOMEM, (l5r_pos){0, 0, 0},
                               "out of memory");
    uint32_t na = db->abils.n, nc = db->cards.n;
    uint32_t n = nc + 2 * na + db->sels.n;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t *title =
            i < nc        ? &db->cards.v[i].title
            : i < nc + na ? &db->abils.v[i - nc].target.title
            : i < nc + 2 * na
                ? &db->abils.v[i - nc - na].performer.title /* PRF-01 */
                : &db->sels.v[i - nc - 2 * na].title;
        if (*title == 0)
            continue; /* a filter's "any title" */
        const char *text = l5r_cards__str(db, *title);
        uint32_t h = kw_hash(text) & (cap - 1);
        while (slot[h] != 0 && strcmp(l5r_cards__str(db, slot[h]), text) != 0)
            h = (h + 1) & (cap - 1);
        if (slot[h] == 0)
            slot[h] = *title;
        *title = slot[h];
    }
    l5r_alloc__dealloc(&db->mem, slot, sizeof *slot * cap);
    return L5R_OK;
}

uint32_t l5r_freeze__given_kw(const l5r_carddb *db, uint32_t str)
{
    const l5r_kwgive *v = db->kw.give.v;
    uint32_t lo = 0, hi = db->kw.give.n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (v[mid].str < str)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < db->kw.give.n && v[lo].str == str ? v[lo].id : L5R_NONE;
}

void l5r_freeze__kw_free(l5r_carddb *db)
{
    l5r_vec__free(&db->mem, &db->kw.of);
    l5r_vec__free(&db->mem, &db->kw.name);
    l5r_vec__free(&db->mem, &db->kw.term);
    l5r_vec__free(&db->mem, &db->kw.give);
}

int l5r_carddb_freeze(l5r_carddb *db)
{
    if (!l5r_cards__db_ok(db))
        return l5r_errors__error(L5R_EHANDLE, "not a card database handle");
    if (db->frozen)
        return L5R_OK;
    l5r_diags__clear(&db->diags);
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
    if (rc == L5R_OK)
        rc = freeze_keyword_ids(db);
    if (rc == L5R_OK)
        rc = freeze_titles(db);
    if (rc == L5R_OK && db->sets.n > 0) {
        db->set_sorted =
            l5r_alloc__alloc(&db->mem, sizeof(uint32_t) * db->sets.n);
        if (db->set_sorted == NULL) {
            rc = l5r_diags__diag(&db->diags, L5R_ENOMEM, (l5r_pos){0, 0, 0},
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
        l5r_freeze__kw_free(db);
        return l5r_diags__report(&db->diags, rc);
    }
    db->fingerprint = l5r_fingerprint__compute(db);
    /* What each card's continuous abilities can change, so a stat query
       passes over the cards that change nothing of it. */
    db->cont_kinds = 0;
    db->set_stat = 0;
    db->mandatory = 0;
    db->listens = db->before_mandatory = db->before_optional = 0;
    db->phase_listens[0] = db->phase_listens[1] = 0;
    for (uint32_t i = 0; i < db->effs.n; i++)
        db->set_stat |= db->effs.v[i].kind == L5R_EFF_SET_STAT;
    for (uint32_t c = 0; c < db->cards.n; c++) {
        l5r_cardrec *r = &db->cards.v[c];
        r->cont_kinds = r->trig_kinds = 0;
        r->timings = 0;
        for (uint32_t a = 0; a < r->abil_count; a++) {
            const l5r_abilrec *ab = &db->abils.v[r->abil_first + a];
            r->timings |= ab->timing;
            r->trig_kinds |=
                ab->trigger < 64 ? UINT64_C(1) << ab->trigger : ~UINT64_C(0);
            db->mandatory += ab->mandatory; /* a game passes over none */
            /* Which triggers are worth keeping (TRG-09 .. TRG-11) and
               which events to hold (INT-01). */
            if (ab->trigger != 0 && ab->trigger < 64) {
                uint64_t bit = UINT64_C(1) << ab->trigger;
                if (!ab->before)
                    db->listens |= bit;
                else if (ab->mandatory)
                    db->before_mandatory |= bit;
                else
                    db->before_optional |= bit;
            }
            if (ab->trigger == L5R_TRIGGER_PHASE_ENDS ||
                ab->trigger == L5R_TRIGGER_PHASE_BEGINS)
                db->phase_listens[ab->trigger == L5R_TRIGGER_PHASE_BEGINS] |=
                    ab->trig_phase != 0 ? (uint16_t)(1u << ab->trig_phase)
                                        : (uint16_t)0xffffu;
            if (!(ab->timing & L5R_TIMING_CONTINUOUS))
                continue;
            for (uint32_t k = 0; k < ab->eff_count; k++) {
                uint8_t kind = db->effs.v[ab->eff_first + k].kind;
                if (kind < 64)
                    r->cont_kinds |= UINT64_C(1) << kind;
            }
        }
        db->cont_kinds |= r->cont_kinds;
    }
    db->frozen = 1;
    return L5R_OK;
}
