/* SPDX-License-Identifier: MIT */
/*
 * profile.c - what a card in the game is: its keywords (KEY-02, NIN-01),
 * a Ninjutsu Personality's face-down profile (NIN-01), a Formation and
 * whether it is formed (FRM-03, FRM-04), Delayed Terrain, Cavalry
 * (CORE-45) and Legacy Holdings (CORE-61). The stat functions and the
 * mechanics ask these; they ask nothing above them.
 */
#include "game/game.h"

#include "cards/keywords.h"

bool l5r_profile__has_keyword(const l5r_game *g, uint32_t card, uint32_t kw)
{
    const l5r_carddb *db = g->db;
    const l5r_cardrec *d = l5r_game__def(g, card);
    if (kw >= db->kw.term.n || db->kw.term.v[kw]) /* KEY-02 */
        return false;
    if (l5r_profile__face_down_ninja(g,
                                     card)) /* NIN-01: only the Ninja trait */
        return kw == L5R__KWID_NINJA;
    for (uint32_t i = 0; i < d->nkw_count; i++)
        if (db->kw.of.v[d->nkw_first + i] == kw)
            return true;
    /* Keywords given by lasting effects. */
    const l5r_state *s = g->st;
    const l5r_lastst *e = l5r_state__clasts(s);
    for (uint32_t i = 0; i < s->nlast; i++) {
        if (e[i].kind != L5R_EFF_GIVE_KEYWORD || e[i].card != card)
            continue;
        uint32_t given = l5r_freeze__given_kw(db, e[i].str);
        if (given == kw ||
            (given == L5R_NONE && /* a string no effect of the database
                                     names: compared as text */
             l5r_keywords__equal(l5r_cards__str(db, e[i].str),
                                 l5r_cards__str(db, db->kw.name.v[kw]))))
            return true;
    }
    return false;
}

bool l5r_profile__is_legacy(const l5r_game *g, uint32_t card)
{
    return l5r_game__def(g, card)->type == L5R_TYPE_HOLDING &&
           l5r_profile__has_keyword(g, card, L5R__KWID_LEGACY);
}

/* A Ninjutsu Personality (its printed face has "Ninjutsu N"). */
bool l5r_profile__is_ninjutsu(const l5r_game *g, uint32_t card)
{
    const l5r_cardrec *d = l5r_game__def(g, card);
    return d->type == L5R_TYPE_PERSONALITY &&
           (d->eff.has & (1u << L5R_STAT_NINJUTSU));
}

/* The card's printed Ninjutsu value (0: none), which the flip (NIN-07)
   and a card's own `ninjutsu` cost (CST-01) pay in gold. */
int32_t l5r_profile__ninjutsu_value(const l5r_game *g, uint32_t card)
{
    return (int32_t)l5r_game__def(g, card)->eff.v[L5R_STAT_NINJUTSU];
}

/* NIN-01: face-down in play or in a province, it is this Personality. */
bool l5r_profile__face_down_ninja(const l5r_game *g, uint32_t card)
{
    const l5r_cardst *c = &l5r_state__ccards(g->st)[card];
    return (c->flags & L5R_CF_FACE_DOWN) &&
           (c->zone == L5R_ZONE_PLAY || c->zone == L5R_ZONE_PROVINCE) &&
           l5r_profile__is_ninjutsu(g, card);
}

/* The NIN-01 profile's value of a printed stat (*has: has it at all). */
int32_t l5r_profile__ninja_stat(int stat, bool *has)
{
    *has = true;
    switch (stat) {
    case L5R_STAT_FORCE:
        return 2;
    case L5R_STAT_CHI:
        return 3;
    case L5R_STAT_GOLD_COST:
        return 4;
    case L5R_STAT_PERSONAL_HONOR:
        return 0;
    default: /* Honor Requirement "-", and nothing else */
        *has = false;
        return 0;
    }
}

bool l5r_profile__is_formation(const l5r_game *g, uint32_t card)
{
    return l5r_game__def(g, card)->type == L5R_TYPE_ACTION &&
           l5r_profile__has_keyword(g, card, L5R__KWID_FORMATION);
}

bool l5r_profile__is_delayed_terrain(const l5r_game *g, uint32_t card)
{
    return l5r_game__def(g, card)->type == L5R_TYPE_ACTION &&
           l5r_profile__has_keyword(g, card, L5R__KWID_TERRAIN) &&
           l5r_profile__has_keyword(g, card, L5R__KWID_DELAYED);
}

/* One condition of "Formed by": its type and all its keywords. "Infantry"
   is the game term (KEY-02): a unit card without Cavalry. */
static bool meets(const l5r_game *g, const l5r_condrec *cond, uint32_t card)
{
    uint8_t type = l5r_game__def(g, card)->type;
    if (cond->type != 0 && cond->type != type)
        return false;
    for (uint32_t k = 0; k < cond->kw_count; k++) {
        uint32_t kw = l5r_cards__kw(g->db, cond->kw_first + k);
        if (kw == L5R__KWID_INFANTRY) {
            if (l5r_profile__has_keyword(g, card, L5R__KWID_CAVALRY))
                return false;
        } else if (!l5r_profile__has_keyword(g, card, kw)) {
            return false;
        }
    }
    return true;
}

/* FRM-04: each condition met by a separate card - a matching of
   conditions to cards, found by backtracking (a handful of each). */
static bool match(const l5r_game *g, const l5r_condrec *conds, uint32_t n,
                  uint32_t i, const uint32_t *cards, uint32_t ncards,
                  uint64_t taken)
{
    if (i == n)
        return true;
    for (uint32_t c = 0; c < ncards && c < 64; c++)
        if (!(taken & (1ull << c)) && meets(g, &conds[i], cards[c]) &&
            match(g, conds, n, i + 1, cards, ncards, taken | (1ull << c)))
            return true;
    return false;
}

/* FRM-03: is `formation`'s "Formed by" met by `player`'s army at
   `location`? */
bool l5r_profile__formed(const l5r_game *g, uint32_t formation, uint32_t player,
                         uint8_t location)
{
    const l5r_cardrec *d = l5r_game__def(g, formation);
    if (d->cond_count == 0)
        return true;
    const l5r_state *s = g->st;
    const l5r_cardst *c = l5r_state__ccards(s);
    uint32_t army[64], n = 0;
    for (uint32_t i = 0; i < s->ncards && n < 64; i++) {
        uint8_t type = l5r_game__def(g, i)->type;
        if (c[i].zone == L5R_ZONE_PLAY && c[i].controller == player &&
            c[i].location == location && location != 0 &&
            (type == L5R_TYPE_PERSONALITY || type == L5R_TYPE_FOLLOWER))
            army[n++] = i;
    }
    return match(g, &g->db->conds.v[d->cond_first], d->cond_count, 0, army, n,
                 0);
}

bool l5r_profile__is_cavalry(const l5r_game *g, uint32_t unit)
{
    /* CORE-45: a Cavalry unit is one whose Personality and Followers all
       have Cavalry. */
    if (!l5r_profile__has_keyword(g, unit, L5R__KWID_CAVALRY))
        return false;
    const l5r_state *s = g->st;
    const l5r_cardst *c = l5r_state__ccards(s);
    for (uint32_t i = 0; i < s->ncards; i++)
        if (c[i].zone == L5R_ZONE_PLAY && c[i].attached_to == unit &&
            l5r_game__def(g, i)->type == L5R_TYPE_FOLLOWER &&
            !l5r_profile__has_keyword(g, i, L5R__KWID_CAVALRY))
            return false;
    return true;
}

const char *l5r_profile__sel_traits(const l5r_game *g, uint32_t card,
                                    const l5r_selrec *sel)
{
    const l5r_cardst *c = &l5r_state__ccards(g->st)[card];
    if (sel->dishonorable != -1 &&
        (sel->dishonorable == 1) != ((c->flags & L5R_CF_DISHONORED) != 0))
        return sel->dishonorable ? "it is not dishonorable"
                                 : "it is dishonorable";
    /* CORE-55: Unique or not is printed on the card. */
    if (sel->unique != -1 &&
        (sel->unique == 1) != (l5r_game__def(g, card)->unique != 0))
        return sel->unique ? "it is not Unique" : "it is Unique";
    const l5r_carddb *db = g->db;
    for (uint32_t k = 0; k < sel->kw_count; k++)
        if (!l5r_profile__has_keyword(g, card,
                                      l5r_cards__kw(db, sel->kw_first + k)))
            return "it lacks a keyword the ability needs";
    for (uint32_t k = 0; k < sel->nkw_count; k++)
        if (l5r_profile__has_keyword(g, card,
                                     l5r_cards__kw(db, sel->nkw_first + k)))
            return "it has a keyword the ability excludes";
    /* NIN-01, NIN-03: a face-down Ninjutsu Personality shows no title. */
    if (sel->title != 0 && (l5r_profile__face_down_ninja(g, card) ||
                            l5r_game__def(g, card)->title != sel->title))
        return "it does not have the title the ability names";
    return NULL;
}

static bool printed_in(const l5r_cardrec *d, int stat, int16_t lo, int16_t hi)
{
    if (lo == INT16_MIN && hi == INT16_MAX)
        return true;
    if (!(d->eff.has & (1u << stat)) || (d->eff.dash & (1u << stat)))
        return false;
    return d->eff.v[stat] >= lo && d->eff.v[stat] <= hi;
}

const char *l5r_profile__sel_printed(const l5r_game *g, uint32_t card,
                                     const l5r_selrec *sel)
{
    if (!l5r_game__sel_type(g, card, sel->type))
        return "it is not of the type asked for";
    const char *why = l5r_profile__sel_traits(g, card, sel);
    if (why != NULL)
        return why;
    const l5r_cardrec *d = l5r_game__def(g, card);
    if (!printed_in(d, L5R_STAT_FORCE, sel->force_min, sel->force_max) ||
        !printed_in(d, L5R_STAT_CHI, sel->chi_min, sel->chi_max) ||
        !printed_in(d, L5R_STAT_PERSONAL_HONOR, sel->ph_min, sel->ph_max))
        return "its printed numbers are not those asked for";
    return NULL;
}
