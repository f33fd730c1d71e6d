/* SPDX-License-Identifier: MIT */
/*
 * stats.c - derived statistics: one function per stat, used everywhere.
 * A stat is the printed value of the most recent printing (LOT-02), plus
 * the tokens on the card (TOK-03), plus what is attached (Items), plus
 * lasting effects, with the floors the rules set.
 */
#include "game/game.h"

#include "cards/keywords.h"

#include <stdio.h>

/* The printed value of a card's stat (the database applied LOT-02); a
   face-down Ninjutsu Personality's is the NIN-01 profile's. */
static int32_t printed(const l5r_game *g, uint32_t card, int stat, bool *has)
{
    if (stat != L5R_STAT_NINJUTSU && l5r_profile__face_down_ninja(g, card))
        return l5r_profile__ninja_stat(stat, has);
    const l5r_cardrec *d = l5r_game__def(g, card);
    uint32_t bit = 1u << stat;
    *has = (d->eff.has & bit) && !(d->eff.dash & bit);
    return *has ? d->eff.v[stat] : 0;
}

/* Token modifications on a card: Force, Chi (TOK-03). */
static int32_t token_mods(const l5r_state *s, uint32_t card, int which)
{
    const l5r_tokenst *t = l5r_state__ctokens(s);
    int32_t sum = 0;
    for (uint32_t i = 0; i < s->ntokens; i++)
        if (t[i].alive && t[i].card == card)
            sum += t[i].cur[which];
    return sum;
}

/* The lasting bonuses of `kind` on a card, and in the same walk the
   latest lasting set_stat of `stat` (SET-01), into *set (left as it was
   without one). */
static int32_t lasting_set(const l5r_state *s, uint32_t card, uint8_t kind,
                           int stat, int32_t *set)
{
    const l5r_lastst *e = l5r_state__clasts(s);
    int32_t sum = 0;
    for (uint32_t i = 0; i < s->nlast; i++) {
        if (e[i].card != card)
            continue;
        if (e[i].kind == kind)
            sum += e[i].amount;
        else if (e[i].kind == L5R_EFF_SET_STAT && e[i].str == (uint32_t)stat)
            *set = e[i].amount; /* SET-02: the latest wins */
    }
    return sum;
}

static int32_t lasting(const l5r_state *s, uint32_t card, uint8_t kind)
{
    const l5r_lastst *e = l5r_state__clasts(s);
    int32_t sum = 0;
    for (uint32_t i = 0; i < s->nlast; i++)
        if (e[i].kind == kind && e[i].card == card)
            sum += e[i].amount;
    return sum;
}

/* --- the cards in play that change others' stats (g->src) --------------- */

/* The sources, made if need be (a cache on an otherwise const game: one
   thread at a time uses a game). */
const l5r_sources *l5r_stats__sources(const l5r_game *cg)
{
    l5r_game *g = (l5r_game *)cg;
    l5r_sources *src = &g->src;
    const l5r_state *s = g->st;
    if (src->st != s || src->ncards != s->ncards) {
        const l5r_cardst *c = l5r_state__ccards(s);
        src->n = 0;
        src->kinds = 0;
        for (uint32_t i = 0; i < s->ncards; i++) {
            if (c[i].zone != L5R_ZONE_PLAY ||
                !l5r_game__stat_source(l5r_game__def(g, i)))
                continue;
            if (src->n == L5R_MAX_SOURCES) {
                src->n = UINT32_MAX; /* too many: every card is read */
                break;
            }
            src->card[src->n++] = i;
            src->kinds |= l5r_game__def(g, i)->cont_kinds;
        }
        src->st = s;
        src->ncards = s->ncards;
    }
    return src->n == UINT32_MAX ? NULL : src;
}

void l5r_stats__moved(l5r_game *g, uint32_t card, bool in)
{
    l5r_sources *src = &g->src;
    if (src->st != g->st || src->ncards != g->st->ncards ||
        src->n == UINT32_MAX || !l5r_game__stat_source(l5r_game__def(g, card)))
        return; /* not made (it will be made afresh), too many, or not one */
    for (uint32_t i = 0; i < src->n; i++)
        if (src->card[i] == card) {
            if (in)
                return;
            src->card[i] = src->card[--src->n];
            src->kinds = 0; /* what the others have */
            for (uint32_t k = 0; k < src->n; k++)
                src->kinds |= l5r_game__def(g, src->card[k])->cont_kinds;
            return;
        }
    if (!in)
        return;
    if (src->n == L5R_MAX_SOURCES)
        src->n = UINT32_MAX; /* too many: every card is read from now on */
    else {
        src->card[src->n++] = card;
        src->kinds |= l5r_game__def(g, card)->cont_kinds;
    }
}

void l5r_stats__forget(l5r_game *g)
{
    g->src.st = NULL;
    g->zix.st = NULL;
}

const char *l5r_stats__sources_check(const l5r_game *g, char *buf, size_t cap)
{
    const l5r_sources *src = &g->src;
    const l5r_state *s = g->st;
    if (src->st != s || src->ncards != s->ncards)
        return NULL; /* not made: nothing to check */
    const l5r_cardst *c = l5r_state__ccards(s);
    uint32_t n = 0;
    for (uint32_t i = 0; i < s->ncards; i++)
        n += c[i].zone == L5R_ZONE_PLAY &&
             l5r_game__stat_source(l5r_game__def(g, i));
    if (src->n == UINT32_MAX)
        return NULL; /* too many once: every card is read, always right */
    if (src->n != n) {
        snprintf(buf, cap, "stat sources: %u listed, %u in play", src->n, n);
        return buf;
    }
    for (uint32_t i = 0; i < src->n; i++) {
        uint32_t k = src->card[i];
        bool twice = false;
        for (uint32_t j = 0; j < i; j++)
            twice |= src->card[j] == k;
        if (k >= s->ncards || twice || c[k].zone != L5R_ZONE_PLAY ||
            !l5r_game__stat_source(l5r_game__def(g, k))) {
            snprintf(buf, cap, "stat sources: card %u is not one", k);
            return buf;
        }
        if (l5r_game__def(g, k)->cont_kinds & ~src->kinds) {
            snprintf(buf, cap, "stat sources: card %u's kinds not kept", k);
            return buf;
        }
    }
    return NULL;
}

/* The cards to read for a stat: the sources, or every card. */
typedef struct sources_walk {
    const l5r_sources *src;
    uint32_t n;
} sources_walk;

static sources_walk walk(const l5r_game *g)
{
    const l5r_sources *src = l5r_game__sources(g);
    return (sources_walk){src, src != NULL ? src->n : g->st->ncards};
}

static uint32_t walk_card(const sources_walk *w, uint32_t i)
{
    return w->src != NULL ? w->src->card[i] : i;
}

/* Items attached to a Personality add their Force/Chi, bowed or not; so
   do Ancestors that print them (ANC-01). */
static int32_t item_bonus(const l5r_game *g, uint32_t card, int stat)
{
    const l5r_cardst *c = l5r_state__ccards(g->st);
    sources_walk w = walk(g);
    int32_t sum = 0;
    for (uint32_t k = 0; k < w.n; k++) {
        uint32_t i = walk_card(&w, k);
        if (c[i].zone != L5R_ZONE_PLAY || c[i].attached_to != card)
            continue;
        const l5r_cardrec *d = l5r_game__def(g, i);
        if ((d->type == L5R_TYPE_ITEM || d->type == L5R_TYPE_ANCESTOR) &&
            (d->eff.has & (1u << stat)))
            sum += d->eff.v[stat];
    }
    return sum;
}

/* GLD-01: a Gold Cost change of card i reaches the cards of the players
   its filter names (its controller's, unless it says otherwise) that fit
   it, in play or not: a card's player is its controller in play, else
   its owner. */
static bool cost_reaches(const l5r_game *g, const l5r_effrec *e, uint32_t i,
                         uint32_t card)
{
    const l5r_cardst *c = l5r_state__ccards(g->st);
    const l5r_selrec *sel = e->sel != 0 ? &g->db->sels.v[e->sel - 1] : NULL;
    uint32_t whose =
        c[card].zone == L5R_ZONE_PLAY ? c[card].controller : c[card].owner;
    uint8_t ctl = sel != NULL ? sel->controller : L5R_CTL_SELF;
    if ((ctl == L5R_CTL_SELF && whose != c[i].controller) ||
        (ctl == L5R_CTL_OPPONENT && whose == c[i].controller))
        return false;
    return sel == NULL || l5r_profile__sel_printed(g, card, sel) == NULL;
}

/* Does a continuous effect of card i (its `self`) reach `card`? */
static bool applies_to(const l5r_game *g, const l5r_effrec *e, uint32_t self,
                       uint32_t i, uint32_t card)
{
    const l5r_cardst *c = l5r_state__ccards(g->st);
    if (e->kind == L5R_EFF_COST_BONUS)
        return cost_reaches(g, e, i, card);
    if (e->kind == L5R_EFF_PLAYER_CANNOT) /* PRV-05: `card` is a player */
        return e->player == L5R_WHO_OPPONENT ? c[i].controller != card
                                             : c[i].controller == card;
    if (e->who == L5R_WHO_SELF || e->who == L5R_WHO_NONE)
        return self == card;
    return e->who == L5R_WHO_ARMY && c[card].controller == c[i].controller &&
           c[card].location == c[i].location &&
           l5r_game__def(g, card)->type == L5R_TYPE_PERSONALITY;
}

/* A continuous effect reaching a card, told to a visitor with its source
   card i and the ability's `self`; false stops the walk. */
typedef bool (*cont_visit)(const l5r_game *g, const l5r_effrec *e, uint32_t i,
                           uint32_t self, void *acc);

/* The continuous effects of `kind` of the cards in play that reach
   `card`: a card's own ("self"), its bearer's when the ability works
   while attached, or its controller's army at the same place ("army");
   not an unformed Formation's (FRM-05), nor an ability's whose
   conditions do not hold (CND-02, judged only when one of its effects
   reaches the card). */
static void each_continuous(const l5r_game *g, uint32_t card, uint8_t kind,
                            cont_visit visit, void *acc)
{
    const l5r_cardst *c = l5r_state__ccards(g->st);
    const l5r_carddb *db = g->db;
    if (kind >= 64)
        return; /* no continuous ability has it */
    sources_walk w = walk(g);
    if (w.src != NULL && !(w.src->kinds & (UINT64_C(1) << kind)))
        return; /* no card in play has one of this kind */
    for (uint32_t n = 0; n < w.n; n++) {
        uint32_t i = walk_card(&w, n);
        if (c[i].zone != L5R_ZONE_PLAY || (c[i].flags & L5R_CF_FACE_DOWN))
            continue;
        const l5r_cardrec *d = &db->cards.v[c[i].def];
        if (!(d->cont_kinds & (UINT64_C(1) << kind)))
            continue; /* nothing of this kind on it */
        if (d->cond_count > 0 &&
            !l5r_profile__formed(g, i, c[i].controller, c[i].location))
            continue; /* FRM-05: an unformed Formation does nothing */
        for (uint32_t a = 0; a < d->abil_count; a++) {
            const l5r_abilrec *ab = &db->abils.v[d->abil_first + a];
            if (!(ab->timing & L5R_TIMING_CONTINUOUS))
                continue;
            uint32_t self =
                ab->whilst == L5R_WHILE_ATTACHED ? c[i].attached_to : i;
            int holds = ab->pred_count == 0 ? 1 : -1; /* -1: not judged */
            for (uint32_t k = 0; k < ab->eff_count; k++) {
                const l5r_effrec *e = &db->effs.v[ab->eff_first + k];
                if (e->kind != kind || !applies_to(g, e, self, i, card))
                    continue;
                if (holds < 0)
                    holds = l5r_stats__conditions(g, ab, c[i].controller, self,
                                                  L5R_NO);
                if (holds && !visit(g, e, i, self, acc))
                    return;
            }
        }
    }
}

static bool add_bonus(const l5r_game *g, const l5r_effrec *e, uint32_t i,
                      uint32_t self, void *acc)
{
    uint32_t controller = l5r_state__ccards(g->st)[i].controller;
    *(int32_t *)acc +=
        e->expr == 0 ? e->amount
                     : l5r_stats__amount(g, e->expr, controller, self, L5R_NO);
    return true;
}

int32_t l5r_stats__continuous(const l5r_game *g, uint32_t card, uint8_t kind)
{
    int32_t sum = 0;
    each_continuous(g, card, kind, add_bonus, &sum);
    return sum;
}

static bool first_effect(const l5r_game *g, const l5r_effrec *e, uint32_t i,
                         uint32_t self, void *acc)
{
    (void)i, (void)self;
    *(uint32_t *)acc = (uint32_t)(e - g->db->effs.v) + 1;
    return false;
}

uint32_t l5r_stats__produce_for(const l5r_game *g, uint32_t card)
{
    uint32_t found = 0;
    if (g->db->cont_kinds & (UINT64_C(1) << L5R_EFF_PRODUCE_FOR))
        each_continuous(g, card, L5R_EFF_PRODUCE_FOR, first_effect, &found);
    return found;
}

_Static_assert((int)L5R_SET_FORCE == (int)L5R_STAT_FORCE &&
                   (int)L5R_SET_CHI == (int)L5R_STAT_CHI,
               "set_stat's stat words are the stats' numbers");

/* The stat a continuous set_stat is looking for, and the lowest value
   found (INT32_MIN: none). */
typedef struct set_find {
    int stat;
    int32_t v;
} set_find;

static bool lowest_set(const l5r_game *g, const l5r_effrec *e, uint32_t i,
                       uint32_t self, void *acc)
{
    set_find *f = acc;
    if (e->which != f->stat)
        return true;
    uint32_t controller = l5r_state__ccards(g->st)[i].controller;
    int32_t v = e->expr == 0
                    ? e->amount
                    : l5r_stats__amount(g, e->expr, controller, self, L5R_NO);
    if (v < 0)
        v = 0;
    if (f->v == INT32_MIN || v < f->v)
        f->v = v;
    return true;
}

/* ENL-01: an Enlightened Personality has +1F (a parameter) for each Ring
   in play. */
static int32_t enlightened(const l5r_game *g, uint32_t card)
{
    if (!l5r_profile__has_keyword(g, card, L5R__KWID_ENLIGHTENED))
        return 0;
    const l5r_cardst *c = l5r_state__ccards(g->st);
    sources_walk w = walk(g);
    int32_t rings = 0;
    for (uint32_t k = 0; k < w.n; k++) {
        uint32_t i = walk_card(&w, k);
        rings += c[i].zone == L5R_ZONE_PLAY &&
                 l5r_game__def(g, i)->type == L5R_TYPE_RING;
    }
    return rings * (int32_t)l5r_game__opt(g, L5R_PARAM_ENLIGHTENED_FORCE);
}

/* SEN-02: the player's Sensei modifies the Stronghold's stats, never
   below Province Strength 0, Gold Production 0, Starting Honor -19. */
static int32_t with_sensei(const l5r_game *g, uint32_t stronghold, int stat,
                           int32_t v)
{
    const l5r_state *s = g->st;
    uint32_t sensei = s->players[l5r_state__ccards(s)[stronghold].owner].sensei;
    if (sensei == L5R_NO)
        return v;
    const l5r_cardrec *d = l5r_game__def(g, sensei);
    if (!(d->mods.has & (1u << stat)))
        return v;
    int32_t floor = stat == L5R_STAT_STARTING_HONOR ? -19 : 0;
    v += d->mods.v[stat];
    return v < floor ? floor : v;
}

int32_t l5r_stats__stat(const l5r_game *g, uint32_t card, int stat, bool *has)
{
    bool h;
    int32_t v = printed(g, card, stat, &h);
    const l5r_cardst *c = &l5r_state__ccards(g->st)[card];
    uint8_t type = l5r_game__def(g, card)->type;
    bool in_play = c->zone == L5R_ZONE_PLAY;
    switch (stat) {
    case L5R_STAT_PROVINCE_STRENGTH:
    case L5R_STAT_GOLD_PRODUCTION:
    case L5R_STAT_STARTING_HONOR:
        if (h && type == L5R_TYPE_STRONGHOLD)
            v = with_sensei(g, card, stat, v);
        break;
    case L5R_STAT_FORCE:
    case L5R_STAT_CHI: {
        if (!h && !(type == L5R_TYPE_PERSONALITY || type == L5R_TYPE_FOLLOWER))
            break;
        h = true;
        if (!in_play)
            break;
        int which = stat == L5R_STAT_FORCE ? 0 : 1;
        uint8_t bonus =
            stat == L5R_STAT_FORCE ? L5R_EFF_FORCE_BONUS : L5R_EFF_CHI_BONUS;
        /* SET-01: a set value replaces the printed one; what follows adds
           to it. SET-02: a lasting set wins over a continuous one, the
           latest lasting one over the others, the lowest of continuous
           ones. */
        if (g->db->set_stat) { /* no walk for a database without one */
            set_find set = {stat, INT32_MIN};
            if (g->db->cont_kinds & (UINT64_C(1) << L5R_EFF_SET_STAT))
                each_continuous(g, card, L5R_EFF_SET_STAT, lowest_set, &set);
            int32_t lb = lasting_set(g->st, card, bonus, stat, &set.v);
            if (set.v != INT32_MIN)
                v = set.v;
            v += lb;
        } else {
            v += lasting(g->st, card, bonus);
        }
        v += token_mods(g->st, card, which);
        v += l5r_stats__continuous(g, card, bonus);
        if (type == L5R_TYPE_PERSONALITY)
            v += item_bonus(g, card, stat);
        if (stat == L5R_STAT_FORCE && type == L5R_TYPE_PERSONALITY)
            v += enlightened(g, card);
        if (v < 0) /* CORE-40: Force and Chi are never below 0 */
            v = 0;
        break;
    }
    case L5R_STAT_GOLD_COST:
        if (h && (g->db->cont_kinds & (UINT64_C(1) << L5R_EFF_COST_BONUS))) {
            int32_t b = l5r_stats__continuous(g, card, L5R_EFF_COST_BONUS);
            v += b;
            if (b != 0 && v < 0) /* GLD-02: never below 0 */
                v = 0;
        }
        break;
    case L5R_STAT_PERSONAL_HONOR:
        if (type != L5R_TYPE_PERSONALITY)
            break;
        if (in_play)
            v += lasting(g->st, card, L5R_EFF_PERSONAL_HONOR_BONUS) +
                 l5r_stats__continuous(g, card, L5R_EFF_PERSONAL_HONOR_BONUS);
        /* PHR-01: a dishonorable Personality's Personal Honor is at most 0
           (in play and, dishonorably dead, out of it). */
        if ((c->flags & L5R_CF_DISHONORED) && v > 0)
            v = 0;
        break;
    case L5R_STAT_YU: {
        /* YU-06: a bonus to a card without Yu first gives it "Yu 0", for
           good; then the bonus is added. */
        if (!in_play)
            break;
        bool bonused = false;
        const l5r_lastst *e = l5r_state__clasts(g->st);
        for (uint32_t i = 0; i < g->st->nlast; i++)
            bonused |= e[i].kind == L5R_EFF_YU_BONUS && e[i].card == card;
        int32_t cont = l5r_stats__continuous(g, card, L5R_EFF_YU_BONUS);
        if (h || bonused || cont != 0) {
            h = true;
            v += lasting(g->st, card, L5R_EFF_YU_BONUS) + cont;
        }
        break;
    }
    default:
        break;
    }
    if (has != NULL)
        *has = h;
    return v;
}

int32_t l5r_stats__province_strength(const l5r_game *g, uint32_t player,
                                     uint8_t prov)
{
    const l5r_state *s = g->st;
    int32_t v = s->players[player].prov[prov].strength;
    const l5r_tokenst *t = l5r_state__ctokens(s);
    for (uint32_t i = 0; i < s->ntokens; i++)
        if (t[i].alive && t[i].card == L5R_NO && t[i].player == player &&
            t[i].province == prov)
            v += t[i].cur[2]; /* TOK-03 on a province */
    return v < 0 ? 0 : v;
}

/* --- amounts and conditions (AMT-01 .. AMT-04, CND-01, CND-02) ----------- */

/* AMT-02: does card i count for a filter read by `player`? In play (at
   any battlefield, unless `at` names one) or in the place `at` names;
   the controller of a card out of play is its owner. Presence and
   targeting restrictions (CORE-51) do not apply: counting is not
   targeting. */
static bool counted(const l5r_game *g, uint32_t player, const l5r_selrec *sel,
                    uint32_t i)
{
    const l5r_state *s = g->st;
    const l5r_cardst *c = &l5r_state__ccards(s)[i];
    bool battle = l5r_game__in_battle(s);
    bool zone_ok;
    switch (sel->at) {
    case L5R_AT_DISCARD:
        zone_ok = c->zone == L5R_ZONE_DYNASTY_DISCARD ||
                  c->zone == L5R_ZONE_FATE_DISCARD;
        break;
    case L5R_AT_HAND:
        zone_ok = c->zone == L5R_ZONE_HAND;
        break;
    case L5R_AT_PROVINCE: /* face-up in a province */
        zone_ok =
            c->zone == L5R_ZONE_PROVINCE && !(c->flags & L5R_CF_FACE_DOWN);
        break;
    case L5R_AT_CURRENT_BATTLEFIELD:
        zone_ok =
            c->zone == L5R_ZONE_PLAY && battle && c->location == s->battlefield;
        break;
    case L5R_AT_AWAY:
        zone_ok =
            c->zone == L5R_ZONE_PLAY && battle && c->location != s->battlefield;
        break;
    case L5R_AT_HOME:
        zone_ok = c->zone == L5R_ZONE_PLAY && c->location == 0;
        break;
    default:
        zone_ok = c->zone == L5R_ZONE_PLAY;
        break;
    }
    if (!zone_ok || !l5r_game__sel_type(g, i, sel->type))
        return false;
    uint32_t whose = c->zone == L5R_ZONE_PLAY ? c->controller : c->owner;
    if ((sel->controller == L5R_CTL_SELF && whose != player) ||
        (sel->controller == L5R_CTL_OPPONENT && whose == player))
        return false;
    if (l5r_game__sel_state(c, sel) != NULL ||
        l5r_profile__sel_traits(g, i, sel) != NULL)
        return false;
    /* Stat bounds: never in a continuous ability's amount (its load
       refuses them), so a stat read here never reads itself. */
    if (sel->force_min != INT16_MIN || sel->force_max != INT16_MAX) {
        int32_t f = l5r_stats__stat(g, i, L5R_STAT_FORCE, NULL);
        if (f < sel->force_min || f > sel->force_max)
            return false;
    }
    if (sel->chi_min != INT16_MIN || sel->chi_max != INT16_MAX) {
        int32_t v = l5r_stats__stat(g, i, L5R_STAT_CHI, NULL);
        if (v < sel->chi_min || v > sel->chi_max)
            return false;
    }
    if (sel->ph_min != INT16_MIN || sel->ph_max != INT16_MAX) {
        int32_t v = l5r_stats__stat(g, i, L5R_STAT_PERSONAL_HONOR, NULL);
        if (v < sel->ph_min || v > sel->ph_max)
            return false;
    }
    return true;
}

/* A player's number (l5r_amount_player). */
static int32_t player_number(const l5r_game *g, uint32_t q, uint8_t what)
{
    const l5r_state *s = g->st;
    const l5r_playerst *pl = &s->players[q];
    int32_t n = 0;
    switch (what) {
    case L5R_APL_HONOR:
        return pl->honor;
    case L5R_APL_GOLD:
        return (int32_t)pl->gold;
    case L5R_APL_HAND:
        for (uint32_t i = 0; i < s->ncards; i++)
            n += l5r_state__ccards(s)[i].zone == L5R_ZONE_HAND &&
                 l5r_state__ccards(s)[i].owner == q;
        return n;
    case L5R_APL_DESTROYED:
        for (uint32_t k = 0; k < pl->nprovinces; k++)
            n += pl->prov[k].destroyed != 0;
        return n;
    case L5R_APL_ACTIONS_TURN: /* HIS-01, HIS-02 */
        return pl->actions_turn;
    case L5R_APL_ACTIONS_BATTLE: /* HIS-03: none outside a battle */
        return l5r_game__in_battle(s) ? pl->actions_battle : 0;
    default: /* L5R_APL_PROVINCES */
        for (uint32_t k = 0; k < pl->nprovinces; k++)
            n += !pl->prov[k].destroyed;
        return n;
    }
}

uint32_t l5r_stats__duelists(const l5r_game *g, uint8_t who, uint32_t out[2])
{
    const l5r_state *s = g->st;
    uint32_t n = 0;
    if (s->duel_step == L5R_DUEL_OUTCOME)
        for (uint32_t side = 0; side < 2; side++)
            if (((s->duel_result >> side) & 1) == (who == L5R_WHO_WINNER))
                out[n++] = side ? s->duel_b : s->duel_a;
    return n;
}

/* An amount of a duel's winner or loser(s) (DUE-05): the stat of the
   duelist, or the number of his controller; of two losers, the greater;
   0 without a duel. */
static int32_t duelist_read(const l5r_game *g, const l5r_amtrec *x)
{
    const l5r_state *s = g->st;
    uint32_t d[2];
    uint32_t n = l5r_stats__duelists(g, x->of, d);
    int32_t v = 0;
    for (uint32_t k = 0; k < n; k++) {
        if (d[k] >= s->ncards)
            continue;
        uint32_t q = l5r_state__ccards(s)[d[k]].controller;
        int32_t w = x->form == L5R_AMT_STAT
                        ? l5r_stats__stat(g, d[k], x->what, NULL)
                    : q < s->nplayers ? player_number(g, q, x->what)
                                      : 0;
        v = k > 0 && w < v ? v : w;
    }
    return v;
}

/* The value an amount reads, before halving, times and plus. */
static int32_t amount_read(const l5r_game *g, const l5r_amtrec *x,
                           uint32_t player, uint32_t self, uint32_t target)
{
    const l5r_state *s = g->st;
    const l5r_selrec *sel = x->sel != L5R_NONE ? &g->db->sels.v[x->sel] : NULL;
    int32_t v = 0;
    if (x->form == L5R_AMT_COUNT || (x->form == L5R_AMT_STAT && sel != NULL)) {
        for (uint32_t i = 0; i < s->ncards; i++)
            if (counted(g, player, sel, i))
                v += x->form == L5R_AMT_COUNT
                         ? 1
                         : l5r_stats__stat(g, i, x->what, NULL);
        return v;
    }
    if ((x->form == L5R_AMT_STAT || x->form == L5R_AMT_PLAYER) &&
        (x->of == L5R_WHO_WINNER || x->of == L5R_WHO_LOSER))
        return duelist_read(g, x);
    if (x->form == L5R_AMT_STAT) {
        uint32_t card = x->of == L5R_WHO_TARGET ? target : self;
        return card < s->ncards ? l5r_stats__stat(g, card, x->what, NULL) : 0;
    }
    if (x->form != L5R_AMT_PLAYER)
        return 0;
    if (x->of == L5R_WHO_OPPONENT) {
        /* Several opponents: the greatest of theirs. */
        bool any = false;
        for (uint32_t q = 0; q < s->nplayers; q++) {
            if (q == player || (s->players[q].flags & L5R_PF_LOST))
                continue;
            int32_t n = player_number(g, q, x->what);
            v = any && n < v ? v : n;
            any = true;
        }
        return v;
    }
    uint32_t q = player;
    if (x->of == L5R_WHO_TARGET) {
        if (target == L5R_NO)
            return 0;
        q = target < s->ncards ? l5r_state__ccards(s)[target].controller
                               : l5r_game__tgt_player(target);
    }
    return q < s->nplayers ? player_number(g, q, x->what) : 0;
}

int32_t l5r_stats__amount(const l5r_game *g, uint32_t expr, uint32_t player,
                          uint32_t self, uint32_t target)
{
    if (expr == 0 || expr > g->db->amts.n)
        return 0;
    const l5r_amtrec *x = &g->db->amts.v[expr - 1];
    int32_t v = amount_read(g, x, player, self, target);
    /* AMT-03: halved as the card says (rounding up or down), then
       multiplied, then added to. */
    if (x->half == L5R_HALF_UP)
        v = v >= 0 ? (v + 1) / 2 : v / 2;
    else if (x->half == L5R_HALF_DOWN)
        v = v >= 0 ? v / 2 : (v - 1) / 2;
    return v * x->times + x->plus;
}

/* Does an expression read the move's target? */
static bool reads_target(const l5r_game *g, uint32_t expr)
{
    return expr != 0 && expr <= g->db->amts.n &&
           g->db->amts.v[expr - 1].of == L5R_WHO_TARGET;
}

bool l5r_stats__conditions(const l5r_game *g, const l5r_abilrec *ab,
                           uint32_t player, uint32_t self, uint32_t target)
{
    for (uint32_t k = 0; k < ab->pred_count; k++) {
        const l5r_predrec *p = &g->db->preds.v[ab->pred_first + k];
        bool of_target = reads_target(g, p->amount) ||
                         reads_target(g, p->lo_expr) ||
                         reads_target(g, p->hi_expr);
        if (of_target != (target != L5R_NO))
            continue; /* the others are judged without the target */
        int32_t v = l5r_stats__amount(g, p->amount, player, self, target);
        int32_t lo = p->lo_expr != 0 ? l5r_stats__amount(g, p->lo_expr, player,
                                                         self, target)
                                     : p->lo;
        int32_t hi = p->hi_expr != 0 ? l5r_stats__amount(g, p->hi_expr, player,
                                                         self, target)
                                     : p->hi;
        if (v < lo || v > hi)
            return false;
    }
    return true;
}

/* --- what a card cannot be (PRV-01 .. PRV-03) ----------------------------- */

/* The `cannot` being looked for, and whether one was found. */
typedef struct cannot_find {
    uint8_t what;
    bool found;
} cannot_find;

static bool find_cannot(const l5r_game *g, const l5r_effrec *e, uint32_t i,
                        uint32_t self, void *acc)
{
    (void)g, (void)i, (void)self;
    cannot_find *f = acc;
    f->found = e->amount == f->what;
    return !f->found;
}

bool l5r_stats__cannot(const l5r_game *g, uint32_t card, uint8_t what)
{
    const l5r_state *s = g->st;
    const l5r_lastst *e = l5r_state__clasts(s);
    for (uint32_t i = 0; i < s->nlast; i++)
        if (e[i].kind == L5R_EFF_CANNOT && e[i].card == card &&
            e[i].amount == what)
            return true;
    if (!(g->db->cont_kinds & (UINT64_C(1) << L5R_EFF_CANNOT)))
        return false; /* no card has a continuous one: no walk */
    cannot_find f = {what, false};
    each_continuous(g, card, L5R_EFF_CANNOT, find_cannot, &f);
    return f.found;
}

bool l5r_stats__province_cannot(const l5r_game *g, uint32_t player,
                                uint8_t prov, uint8_t what)
{
    const l5r_state *s = g->st;
    const l5r_lastst *e = l5r_state__clasts(s);
    uint32_t code = L5R_TGT_PROVINCE | player << 8 | prov;
    for (uint32_t i = 0; i < s->nlast; i++)
        if (e[i].kind == L5R_EFF_CANNOT && e[i].card == L5R_NO &&
            e[i].str == code && e[i].amount == what)
            return true;
    return false;
}

bool l5r_stats__player_cannot(const l5r_game *g, uint32_t player, uint8_t what)
{
    const l5r_state *s = g->st;
    const l5r_lastst *e = l5r_state__clasts(s);
    for (uint32_t i = 0; i < s->nlast; i++) /* card L5R_NO: the player's */
        if (e[i].kind == L5R_EFF_PLAYER_CANNOT && e[i].card == L5R_NO &&
            e[i].str == player && e[i].amount == what)
            return true;
    if (!(g->db->cont_kinds & (UINT64_C(1) << L5R_EFF_PLAYER_CANNOT)))
        return false;
    cannot_find f = {what, false};
    each_continuous(g, player, L5R_EFF_PLAYER_CANNOT, find_cannot, &f);
    return f.found;
}
