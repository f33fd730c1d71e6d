/* SPDX-License-Identifier: MIT */
/*
 * targets.c - the one target filter: whether a card may be chosen as the
 * target of an ability (CORE-55), with presence and location (CORE-51).
 */
#include "game/game.h"

#include "cards/keywords.h"

/* The Personality a card in a unit belongs to (itself, or its bearer). */
static uint32_t unit_of(const l5r_game *g, uint32_t card)
{
    const l5r_cardst *c = &l5r_state__ccards(g->st)[card];
    if (l5r_game__def(g, card)->type == L5R_TYPE_PERSONALITY)
        return card;
    return c->attached_to;
}

/* A token target (TOK-10: targets may be tokens): one on a card in play or
   on a province, of the controller and title the filter names. */
static bool token_ok(const l5r_game *g, uint32_t player, const l5r_selrec *sel,
                     uint32_t target, const char **why, const char **rule)
{
    const l5r_state *s = g->st;
    if (!l5r_game__tgt_is_token(target)) {
        *why = "the ability targets a token (tN)";
        return false;
    }
    uint32_t id = l5r_game__tgt_token(target);
    const l5r_tokenst *t = l5r_state__ctokens(s);
    if (id >= s->ntokens || !t[id].alive) {
        *why = "there is no such token";
        return false;
    }
    uint32_t whose = t[id].card != L5R_NO
                         ? l5r_state__ccards(s)[t[id].card].controller
                         : t[id].player;
    if ((sel->controller == L5R_CTL_SELF && whose != player) ||
        (sel->controller == L5R_CTL_OPPONENT && whose == player)) {
        *why = sel->controller == L5R_CTL_SELF ? "it is not on your card"
                                               : "it is not on an opponent's";
        return false;
    }
    /* CORE-51: what is on a unit is targeted only at the current
       battlefield while a battle is fought. */
    if (t[id].card != L5R_NO && l5r_game__in_battle(s)) {
        uint32_t unit = unit_of(g, t[id].card);
        if (unit != L5R_NO &&
            l5r_state__ccards(s)[unit].location != s->battlefield) {
            *why = "tokens on units are targeted only at the current "
                   "battlefield";
            *rule = "CORE-51";
            return false;
        }
    }
    if (sel->title != 0 && !l5r_tokens__titled(g, id, sel->title)) {
        *why = "it does not have the title the ability names";
        return false;
    }
    return true;
}

bool l5r_targets__ok(const l5r_game *g, uint32_t player, uint32_t source,
                     const l5r_selrec *sel, uint32_t target, const char **why,
                     const char **rule)
{
    const l5r_state *s = g->st;
    *rule = "CORE-55";
    if (sel->type == L5R_SEL_PLAYER || sel->type == L5R_SEL_PROVINCE) {
        bool want_player = sel->type == L5R_SEL_PLAYER;
        if (want_player ? !l5r_game__tgt_is_player(target)
                        : !l5r_game__tgt_is_province(target)) {
            *why = want_player ? "the ability targets a player (pN)"
                               : "the ability targets a province (pN:M)";
            return false;
        }
        uint32_t q = l5r_game__tgt_player(target);
        if (q >= s->nplayers || (s->players[q].flags & L5R_PF_LOST)) {
            *why = "there is no such player";
            return false;
        }
        if ((sel->controller == L5R_CTL_SELF && q != player) ||
            (sel->controller == L5R_CTL_OPPONENT && q == player)) {
            *why = sel->controller == L5R_CTL_SELF ? "it is not yours"
                                                   : "it is not an opponent's";
            return false;
        }
        if (!want_player) {
            uint32_t k = l5r_game__tgt_province(target);
            if (k >= s->players[q].nprovinces ||
                s->players[q].prov[k].destroyed) {
                *why = "there is no such province";
                return false;
            }
        }
        return true;
    }
    if (sel->type == L5R_SEL_TOKEN)
        return token_ok(g, player, sel, target, why, rule);
    if (target >= s->ncards) {
        *why = "there is no such card";
        return false;
    }
    const l5r_cardst *c = &l5r_state__ccards(s)[target];
    /* `at: hand`: a card in the player's own hand, for attach_from_hand
       (ATT-05); `at: province`: a face-up card in one of his provinces,
       for put_into_play (RET-03). The places, presence and state of play
       do not apply. */
    if (sel->at == L5R_AT_HAND || sel->at == L5R_AT_PROVINCE) {
        bool hand = sel->at == L5R_AT_HAND;
        if (c->zone != (hand ? L5R_ZONE_HAND : L5R_ZONE_PROVINCE) ||
            c->owner != player || (!hand && (c->flags & L5R_CF_FACE_DOWN))) {
            *why = hand ? "the ability targets a card in your hand"
                        : "the ability targets a face-up card in your "
                          "provinces";
            *rule = hand ? "ATT-05" : "RET-03";
            return false;
        }
        if (!l5r_game__sel_type(g, target, sel->type)) {
            *why = "it is not the kind of card the ability targets";
            return false;
        }
        if ((*why = l5r_profile__sel_traits(g, target, sel)) != NULL)
            return false;
        return true;
    }
    /* `at: discard`: a card in its owner's discard pile (whose controller
       is its owner); the other places, presence and state do not apply
       (RET-01). */
    bool discarded = sel->at == L5R_AT_DISCARD;
    if (discarded ? c->zone != L5R_ZONE_DYNASTY_DISCARD &&
                        c->zone != L5R_ZONE_FATE_DISCARD
                  : c->zone != L5R_ZONE_PLAY) {
        *why = discarded ? "the ability targets a card in a discard pile"
                         : "only cards in play can be targeted";
        return false;
    }
    if (!l5r_game__sel_type(g, target, sel->type)) {
        *why = "it is not the kind of card the ability targets";
        return false;
    }
    if ((sel->controller == L5R_CTL_SELF && c->controller != player) ||
        (sel->controller == L5R_CTL_OPPONENT && c->controller == player)) {
        *why = sel->controller == L5R_CTL_SELF ? "it is not yours"
                                               : "it is not an opponent's";
        return false;
    }
    /* PRV-02: a card that cannot be targeted is no target of an
       opponent's ability (a card in play; its own player's may). */
    if (!discarded && c->controller != player &&
        l5r_stats__cannot(g, target, L5R_CANNOT_TARGETED)) {
        *why = "it cannot be targeted by an opponent's abilities";
        *rule = "PRV-02";
        return false;
    }
    /* MOV-01: `at: away` is a unit not at the current battlefield, for a
       move to it: only in a battle, and presence (CORE-51) does not keep
       it out, since the move brings it to the battle. */
    bool away = sel->at == L5R_AT_AWAY;
    if (away && (!l5r_game__in_battle(s) || c->location == s->battlefield)) {
        *why = l5r_game__in_battle(s)
                   ? "it is already at the current battlefield"
                   : "units move to a battlefield only in a battle";
        *rule = "MOV-01";
        return false;
    }
    /* CORE-51: cards in units are targeted only at the current battlefield
       while a battle is fought. */
    uint32_t unit = discarded ? L5R_NO : unit_of(g, target);
    if (!away && l5r_game__in_battle(s) && unit != L5R_NO &&
        l5r_state__ccards(s)[unit].location != s->battlefield) {
        *why = "cards in units are targeted only at the current battlefield";
        *rule = "CORE-51";
        return false;
    }
    if (sel->at == L5R_AT_CURRENT_BATTLEFIELD &&
        (!l5r_game__in_battle(s) || c->location != s->battlefield)) {
        *why = "it is not at the current battlefield";
        return false;
    }
    if (sel->at == L5R_AT_HOME && c->location != 0) {
        *why = "it is not at home";
        return false;
    }
    if ((*why = l5r_game__sel_state(c, sel)) != NULL)
        return false;
    /* Force and Chi are read only for a filter that bounds them (as a
       counted amount's filter reads them, stats.c). */
    bool has;
    if (sel->force_min != INT16_MIN || sel->force_max != INT16_MAX) {
        int32_t f = l5r_stats__stat(g, target, L5R_STAT_FORCE, &has);
        if (f < sel->force_min || f > sel->force_max) {
            *why = "its Force is out of the ability's range";
            return false;
        }
    }
    if (sel->chi_min != INT16_MIN || sel->chi_max != INT16_MAX) {
        int32_t chi = l5r_stats__stat(g, target, L5R_STAT_CHI, &has);
        if (chi < sel->chi_min || chi > sel->chi_max) {
            *why = "its Chi is out of the ability's range";
            return false;
        }
    }
    if (sel->ph_min != INT16_MIN &&
        l5r_stats__stat(g, target, L5R_STAT_PERSONAL_HONOR, &has) <
            sel->ph_min) {
        *why = "its Personal Honor is too low";
        return false;
    }
    if (sel->ph_max != INT16_MAX &&
        l5r_stats__stat(g, target, L5R_STAT_PERSONAL_HONOR, &has) >
            sel->ph_max) {
        *why = "its Personal Honor is too high";
        return false;
    }
    if ((*why = l5r_profile__sel_traits(g, target, sel)) != NULL)
        return false;
    (void)source;
    return true;
}

uint32_t l5r_targets__legal_count(const l5r_game *g, uint32_t player,
                                  uint32_t source, const l5r_selrec *sel)
{
    const l5r_state *s = g->st;
    uint32_t n = 0;
    const char *why, *rule;
    if (sel->type == L5R_SEL_PLAYER || sel->type == L5R_SEL_PROVINCE) {
        for (uint32_t q = 0; q < s->nplayers; q++) {
            if (sel->type == L5R_SEL_PLAYER) {
                n += l5r_targets__ok(g, player, source, sel, L5R_TGT_PLAYER | q,
                                     &why, &rule);
                continue;
            }
            for (uint32_t k = 0; k < s->players[q].nprovinces; k++)
                n += l5r_targets__ok(g, player, source, sel,
                                     L5R_TGT_PROVINCE | (q << 8) | k, &why,
                                     &rule);
        }
        return n;
    }
    if (sel->type == L5R_SEL_TOKEN) {
        for (uint32_t k = 0; k < s->ntokens; k++)
            n += l5r_targets__ok(g, player, source, sel, L5R_TGT_TOKEN | k,
                                 &why, &rule);
        return n;
    }
    /* Only cards in play (or in a discard pile, for `at: discard`) can be
       targets: with the zone index only those are judged. */
    const l5r_zoneindex *x = l5r_game__zix(g);
    if (x == NULL) {
        for (uint32_t i = 0; i < s->ncards; i++)
            n += l5r_targets__ok(g, player, source, sel, i, &why, &rule);
        return n;
    }
    uint32_t zones =
        sel->at == L5R_AT_DISCARD
            ? (1u << L5R_ZONE_DYNASTY_DISCARD) | (1u << L5R_ZONE_FATE_DISCARD)
        : sel->at == L5R_AT_HAND     ? 1u << L5R_ZONE_HAND
        : sel->at == L5R_AT_PROVINCE ? 1u << L5R_ZONE_PROVINCE
                                     : 1u << L5R_ZONE_PLAY;
    for (uint32_t w = 0; w < x->words; w++)
        for (uint64_t m = l5r_game__zix_word(x, s->nplayers, zones, w); m != 0;
             m &= m - 1)
            n += l5r_targets__ok(g, player, source, sel,
                                 w * 64 + (uint32_t)__builtin_ctzll(m), &why,
                                 &rule);
    return n;
}

/* The abilities card has been given (their indices in the database's
   abilities), at most L5R__MAX_GRANTED, so that none's used bit reaches
   L5R_USED_REACTED (bit 29). */
#define L5R__MAX_GRANTED 8
static void grant_add(uint32_t *out, uint32_t *n, uint32_t max, uint32_t ab)
{
    for (uint32_t i = 0; i < *n; i++)
        if (out[i] == ab)
            return; /* given twice: one ability */
    if (*n < max)
        out[(*n)++] = ab;
}

/* GRA-05: the card that card i, face-up in play and attached to it, may
   give an ability while attached (its definition has a continuous
   give_ability), or L5R_NO. */
static uint32_t giver_bearer(const l5r_game *g, uint32_t i)
{
    const l5r_cardst *c = &l5r_state__ccards(g->st)[i];
    if (c->zone != L5R_ZONE_PLAY || (c->flags & L5R_CF_FACE_DOWN) ||
        c->attached_to >= g->st->ncards ||
        !((l5r_game__def(g, i)->cont_kinds >> L5R_EFF_GIVE_ABILITY) & 1))
        return L5R_NO;
    return c->attached_to;
}

/* GRA-05: what card i, if attached face-up to `card`, gives its bearer
   while attached. */
static void bearer_grants(const l5r_game *g, uint32_t i, uint32_t card,
                          uint32_t *out, uint32_t *n, uint32_t max)
{
    const l5r_carddb *db = g->db;
    if (giver_bearer(g, i) != card)
        return;
    const l5r_cardrec *d = l5r_game__def(g, i);
    for (uint32_t k = 0; k < d->abil_count; k++) {
        const l5r_abilrec *ab = &db->abils.v[d->abil_first + k];
        if (!(ab->timing & L5R_TIMING_CONTINUOUS) ||
            ab->whilst != L5R_WHILE_ATTACHED)
            continue;
        for (uint32_t x = 0; x < ab->eff_count; x++) {
            const l5r_effrec *ef = &db->effs.v[ab->eff_first + x];
            if (ef->kind == L5R_EFF_GIVE_ABILITY)
                grant_add(out, n, max, d->abil_first + (uint32_t)ef->amount);
        }
    }
}

static uint32_t granted_list(const l5r_game *g, uint32_t card,
                             uint32_t out[L5R__MAX_GRANTED])
{
    const l5r_state *s = g->st;
    const l5r_carddb *db = g->db;
    if (card >= s->ncards)
        return 0;
    const l5r_cardst *c = l5r_state__ccards(s);
    uint32_t own = l5r_game__def(g, card)->abil_count;
    if (c[card].zone != L5R_ZONE_PLAY || own >= 29)
        return 0;
    uint32_t max = 29 - own < L5R__MAX_GRANTED ? 29 - own : L5R__MAX_GRANTED;
    uint32_t n = 0;
    const l5r_lastst *e = l5r_state__clasts(s);
    for (uint32_t i = 0; i < s->nlast; i++) /* GRA-02 */
        if (e[i].kind == L5R_EFF_GIVE_ABILITY && e[i].card == card &&
            e[i].str < db->abils.n)
            grant_add(out, &n, max, e[i].str);
    if (!((db->cont_kinds >> L5R_EFF_GIVE_ABILITY) & 1))
        return n;
    /* GRA-05: the bearer's, from the cards attached to it, in card order:
       with the zone index only the cards in play whose definition gives
       an ability are read. */
    const l5r_zoneindex *x = l5r_game__zix(g);
    if (x == NULL) {
        for (uint32_t i = 0; i < s->ncards; i++)
            bearer_grants(g, i, card, out, &n, max);
        return n;
    }
    for (uint32_t w = 0; x->ngives != 0 && w < x->words; w++) {
        if (x->gives[w] == 0)
            continue;
        uint64_t m = x->gives[w] &
                     l5r_game__zix_word(x, s->nplayers, 1u << L5R_ZONE_PLAY, w);
        for (; m != 0; m &= m - 1)
            bearer_grants(g, w * 64 + (uint32_t)__builtin_ctzll(m), card, out,
                          &n, max);
    }
    return n;
}

/* GRA-05: may a card in play give its bearer an ability while attached
   (false: the database has no such card, or none is in play)? */
static bool attached_gives(const l5r_game *g)
{
    const l5r_zoneindex *x;
    return ((g->db->cont_kinds >> L5R_EFF_GIVE_ABILITY) & 1) &&
           ((x = l5r_game__zix(g)) == NULL || x->ngives != 0);
}

bool l5r_targets__may_grant(const l5r_game *g)
{
    /* granted_count's first test, for every card at once: no ability
       given lasting (GRA-02), and none given while attached (GRA-05). */
    const l5r_state *s = g->st;
    const l5r_lastst *e = l5r_state__clasts(s);
    for (uint32_t i = 0; i < s->nlast; i++)
        if (e[i].kind == L5R_EFF_GIVE_ABILITY)
            return true;
    return attached_gives(g);
}

bool l5r_targets__may_be_given(const l5r_game *g, uint64_t *out)
{
    const l5r_state *s = g->st;
    if (s->ncards > 64 * L5R_GIVEN_WORDS)
        return false;
    memset(out, 0, L5R_GIVEN_WORDS * sizeof *out);
    const l5r_lastst *e = l5r_state__clasts(s);
    for (uint32_t i = 0; i < s->nlast; i++) /* GRA-02 */
        if (e[i].kind == L5R_EFF_GIVE_ABILITY && e[i].card < s->ncards)
            out[e[i].card >> 6] |= (uint64_t)1 << (e[i].card & 63);
    if (!((g->db->cont_kinds >> L5R_EFF_GIVE_ABILITY) & 1))
        return true;
    /* GRA-05: bearer_grants' first test, for every card at once (the
       index, when there is one, has at most L5R_ZIX_WORDS words). */
    const l5r_zoneindex *x = l5r_game__zix(g);
    for (uint32_t w = 0; w < L5R_GIVEN_WORDS && w * 64 < s->ncards; w++) {
        uint64_t m =
            x != NULL ? x->gives[w] & l5r_game__zix_word(x, s->nplayers,
                                                         1u << L5R_ZONE_PLAY, w)
                      : ~(uint64_t)0;
        for (; m != 0; m &= m - 1) {
            uint32_t i = w * 64 + (uint32_t)__builtin_ctzll(m);
            if (i >= s->ncards)
                break;
            uint32_t b = giver_bearer(g, i);
            if (b != L5R_NO)
                out[b >> 6] |= (uint64_t)1 << (b & 63);
        }
    }
    return true;
}

uint32_t l5r_targets__granted_count(const l5r_game *g, uint32_t card)
{
    /* The common case first, without the list: a card in play given no
       ability lasting (GRA-02) in a game where no card in play gives one
       while attached (GRA-05). */
    const l5r_state *s = g->st;
    if (card >= s->ncards || l5r_state__ccards(s)[card].zone != L5R_ZONE_PLAY)
        return 0;
    const l5r_lastst *e = l5r_state__clasts(s);
    bool lasting = false;
    for (uint32_t i = 0; i < s->nlast && !lasting; i++)
        lasting = e[i].kind == L5R_EFF_GIVE_ABILITY && e[i].card == card;
    if (!lasting && !attached_gives(g))
        return 0;
    uint32_t list[L5R__MAX_GRANTED];
    return granted_list(g, card, list);
}

const l5r_abilrec *l5r_targets__granted(const l5r_game *g, uint32_t card,
                                        uint32_t k)
{
    uint32_t list[L5R__MAX_GRANTED];
    uint32_t n = granted_list(g, card, list);
    return k < n ? &g->db->abils.v[list[k]] : NULL;
}

const l5r_abilrec *l5r_targets__ability(const l5r_game *g, const l5r_action *a)
{
    if (a->card == L5R_NO) { /* an ability every player has (FAV-09) */
        int e = l5r_player_abilities__entry(a->ability);
        if (e < 0 || (uint32_t)e >= g->db->pa_count)
            return NULL;
        return &g->db->abils.v[g->db->pa_first + (uint32_t)e];
    }
    if (a->card >= g->st->ncards)
        return NULL;
    const l5r_cardrec *d = l5r_game__def(g, a->card);
    if (a->ability >= d->abil_count) /* GRA-02: one it was given */
        return a->ability < 29 ? l5r_targets__granted(
                                     g, a->card, a->ability - d->abil_count)
                               : NULL;
    return &g->db->abils.v[d->abil_first + a->ability];
}

/* The Personality a card is attached to, or the card itself. */
uint32_t l5r_targets__bearer(const l5r_game *g, uint32_t card)
{
    const l5r_cardst *c = &l5r_state__ccards(g->st)[card];
    return c->attached_to != L5R_NO ? c->attached_to : card;
}

/* A negate effect of a Reaction to being targeted: the pending ability
   has no effect on the reacting card (or its bearer). */
void l5r_targets__negate_for(l5r_game *g, uint32_t card)
{
    l5r_state *s = g->st;
    if (!s->pending_set || card == L5R_NO)
        return;
    uint32_t b = l5r_targets__bearer(g, card);
    for (uint32_t i = 0; i < s->pending_ntargets; i++)
        if (s->pending_targets[i] == card || s->pending_targets[i] == b)
            s->pending_negated |= (uint8_t)(1u << i);
    if (l5r_game__opt(g, L5R_PARAM_NEGATION_UNDOES_TARGETING) == 0)
        return;
    /* The ruleset's other reading: negation also undoes the targeting, so
       the negated card counts as never targeted and no further Reaction to
       its being targeted opens in this window. */
    uint8_t keep = 0;
    uint32_t seen = 0;
    for (uint32_t i = 0; i < s->ntrig; i++) {
        const l5r_trigst *t = &s->trig[i];
        if (t->kind == L5R_TRIGGER_TARGETED &&
            (t->card == card || t->card == b))
            continue;
        seen += i < g->trig_seen; /* TRG-01: still looked at */
        s->trig[keep++] = *t;
    }
    memset(&s->trig[keep], 0, (s->ntrig - keep) * sizeof s->trig[0]);
    s->ntrig = keep;
    g->trig_seen = seen;
}
