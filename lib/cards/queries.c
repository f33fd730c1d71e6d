/* SPDX-License-Identifier: MIT */
/*
 * queries.c - the read-only queries of a frozen card database: its cards,
 * sets and factions.
 */
#include "cards/cards.h"

#include "cards/keywords.h"

/* Return `err` (0 stays 0; a negative status becomes the check's) when
   `db` is not a valid, frozen database; the thread's error is set. */
#define Q_CHECK(db, err)                                                       \
    do {                                                                       \
        int q_rc_ = l5r_cards__frozen_check(db);                               \
        if (q_rc_ != L5R_OK)                                                   \
            return (err) == 0             ? 0                                  \
                   : q_rc_ == L5R_EFROZEN ? L5R_EFROZEN                        \
                                          : (err);                             \
    } while (0)

/* A card of a frozen database, or NULL (and the thread's error set). */
static const l5r_cardrec *card_at(const l5r_carddb *db, uint32_t card)
{
    if (l5r_cards__frozen_check(db) != L5R_OK)
        return NULL;
    if (card >= db->cards.n) {
        l5r_errors__error(L5R_ENOTFOUND, "no card %u", card);
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

int l5r_carddb_find(uint32_t *index, const l5r_carddb *db, const char *id)
{
    Q_CHECK(db, L5R_EHANDLE);
    if (id == NULL || index == NULL)
        return l5r_errors__error(L5R_EINVAL, "id or index is NULL");
    uint32_t c = l5r_store__find(db, id, strlen(id));
    if (c == L5R_NONE)
        return l5r_errors__error(L5R_ENOTFOUND, "no card with id '%.64s'", id);
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
        return r != NULL ? l5r_cards__str(db, r->field) : NULL;                \
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

int l5r_carddb_card_get_stat(int32_t *value, const l5r_carddb *db,
                             uint32_t card, int stat)
{
    const l5r_cardrec *r = card_at(db, card);
    if (r == NULL)
        return card_err();
    if (stat <= 0 || stat >= L5R_NSTATS || value == NULL)
        return l5r_errors__error(L5R_EINVAL, "unknown stat %d or NULL value",
                                 stat);
    uint32_t bit = 1u << stat;
    *value = (r->eff.has & bit) && !(r->eff.dash & bit) ? r->eff.v[stat] : 0;
    return (r->eff.has & bit) && !(r->eff.dash & bit) ? 1 : 0;
}

int l5r_carddb_card_get_modifier(int32_t *value, const l5r_carddb *db,
                                 uint32_t card, int stat)
{
    const l5r_cardrec *r = card_at(db, card);
    if (r == NULL)
        return card_err();
    if (stat <= 0 || stat >= L5R_NSTATS || value == NULL)
        return l5r_errors__error(L5R_EINVAL, "unknown stat %d or NULL value",
                                 stat);
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
        return l5r_errors__error(L5R_EINVAL, "keyword is NULL");
    char norm[L5R_KW_MAX];
    if (l5r_keywords__norm(keyword, strlen(keyword), norm, sizeof norm) <= 0)
        return 0;
    if (l5r_keywords__is_game_term(norm)) /* KEY-02 */
        return 0;
    for (uint32_t i = 0; i < r->nkw_count; i++)
        if (strcmp(l5r_cards__str(db, db->strlist.v[r->nkw_first + i]), norm) ==
            0)
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
    return l5r_cards__str(db, db->strlist.v[r->nkw_first + i]);
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
    return l5r_cards__str(db, db->prints.v[r->print_first + i].set);
}

int l5r_carddb_card_printing_lotus(const l5r_carddb *db, uint32_t card,
                                   uint32_t i)
{
    const l5r_cardrec *r = card_at(db, card);
    if (r == NULL)
        return card_err();
    if (i >= r->print_count)
        return l5r_errors__error(L5R_ENOTFOUND, "no printing %u", i);
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
        return l5r_errors__error(L5R_EINVAL, "set name is NULL");
    uint32_t s = l5r_store__find_set(db, set_name);
    if (s == L5R_NONE)
        return l5r_errors__error(L5R_ENOTFOUND, "no set '%.64s'", set_name);
    /* OPN-01: every printing is older than that set. */
    return r->latest_order < db->sets.v[s].order ? 1 : 0;
}

int l5r_carddb_card_get_identity(uint32_t *identity, const l5r_carddb *db,
                                 uint32_t card, int format)
{
    const l5r_cardrec *r = card_at(db, card);
    if (r == NULL)
        return card_err();
    if (identity == NULL)
        return l5r_errors__error(L5R_EINVAL, "identity is NULL");
    if (format == L5R_FORMAT_LOTUS_STORYLINE)
        *identity = r->identity; /* SOU-01 */
    else if (format == L5R_FORMAT_LOTUS_OPEN)
        *identity = r->identity_open; /* SOU-02: distinct in play */
    else
        return l5r_errors__error(L5R_EINVAL, "unknown format %d", format);
    return L5R_OK;
}

int l5r_carddb_card_get_limit_group(uint32_t *group, const l5r_carddb *db,
                                    uint32_t card, int format)
{
    const l5r_cardrec *r = card_at(db, card);
    if (r == NULL)
        return card_err();
    if (group == NULL)
        return l5r_errors__error(L5R_EINVAL, "group is NULL");
    if (format != L5R_FORMAT_LOTUS_STORYLINE && format != L5R_FORMAT_LOTUS_OPEN)
        return l5r_errors__error(L5R_EINVAL, "unknown format %d", format);
    *group = r->group; /* SOU-01, SOU-02: joint limits in both formats */
    return L5R_OK;
}

uint32_t l5r_carddb_card_ability_count(const l5r_carddb *db, uint32_t card)
{
    const l5r_cardrec *r = card_at(db, card);
    return r != NULL ? r->abil_count : 0;
}

_Static_assert((int)L5R_ABILITY_LIMITED == (int)L5R_TIMING_LIMITED &&
                   (int)L5R_ABILITY_OPEN == (int)L5R_TIMING_OPEN &&
                   (int)L5R_ABILITY_BATTLE == (int)L5R_TIMING_BATTLE &&
                   (int)L5R_ABILITY_ENGAGE == (int)L5R_TIMING_ENGAGE &&
                   (int)L5R_ABILITY_REACTION == (int)L5R_TIMING_REACTION &&
                   (int)L5R_ABILITY_CONTINUOUS == (int)L5R_TIMING_CONTINUOUS &&
                   (int)L5R_ABILITY_REVEALED == (int)L5R_TIMING_REVEALED,
               "the public timing bits are the schema's");
_Static_assert((int)L5R_ABILITY_MANDATORY > (int)L5R_TIMING_REVEALED,
               "the mandatory bit is none of the schema's timings");

int l5r_carddb_card_ability_timing(const l5r_carddb *db, uint32_t card,
                                   uint32_t ability)
{
    const l5r_cardrec *r = card_at(db, card);
    if (r == NULL)
        return 0;
    if (ability >= r->abil_count) {
        l5r_errors__error(L5R_ENOTFOUND, "no ability %u of card %u", ability,
                          card);
        return 0;
    }
    const l5r_abilrec *ab = &db->abils.v[r->abil_first + ability];
    return ab->timing | (ab->mandatory ? L5R_ABILITY_MANDATORY : 0);
}

uint32_t l5r_carddb_cardset_count(const l5r_carddb *db)
{
    Q_CHECK(db, 0);
    return db->sets.n;
}

static const l5r_setrec *set_at(const l5r_carddb *db, uint32_t i)
{
    if (!l5r_cards__db_ok(db) || !db->frozen || i >= db->sets.n) {
        l5r_errors__error(!l5r_cards__db_ok(db) ? L5R_EHANDLE
                          : !db->frozen         ? L5R_EFROZEN
                                                : L5R_ENOTFOUND,
                          "no set %u", i);
        return NULL;
    }
    return &db->sets.v[db->set_sorted[i]];
}

const char *l5r_carddb_cardset_name(const l5r_carddb *db, uint32_t i)
{
    const l5r_setrec *s = set_at(db, i);
    return s != NULL ? l5r_cards__str(db, s->name) : NULL;
}

int64_t l5r_carddb_cardset_order(const l5r_carddb *db, uint32_t i)
{
    const l5r_setrec *s = set_at(db, i);
    return s != NULL ? s->order : l5r_error_code();
}

int l5r_carddb_cardset_lotus(const l5r_carddb *db, uint32_t i)
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
    if (!l5r_cards__db_ok(db) || !db->frozen || i >= db->factions.n)
        return NULL;
    return l5r_cards__str(db, db->factions.v[i].name);
}

const char *l5r_carddb_faction_alignment(const l5r_carddb *db, uint32_t i)
{
    if (!l5r_cards__db_ok(db) || !db->frozen || i >= db->factions.n)
        return NULL;
    return l5r_cards__str(db, db->factions.v[i].alignment);
}

int l5r_carddb_sensei_allows(const l5r_carddb *db, uint32_t sensei,
                             const char *faction)
{
    const l5r_cardrec *r = card_at(db, sensei);
    if (r == NULL)
        return card_err();
    if (faction == NULL)
        return l5r_errors__error(L5R_EINVAL, "faction is NULL");
    if (r->type != L5R_TYPE_SENSEI)
        return l5r_errors__error(L5R_EINVAL, "card '%s' is not a Sensei",
                                 l5r_cards__str(db, r->id));
    for (uint32_t k = 0; k < r->fac_count; k++) /* SEN-03 */
        if (strcmp(l5r_cards__str(db, db->strlist.v[r->fac_first + k]),
                   faction) == 0)
            return 1;
    return 0;
}
