/* SPDX-License-Identifier: MIT */
/*
 * effects.c - resolving an ability: its targets checked again (CORE-55),
 * then its effects in order, each by the resolver of its word in the
 * vocabulary (examples/cards/SCHEMA.md). One resolver per effect; no code
 * per card.
 */
#include "rules/rules.h"

#include "cards/keywords.h"

/* The cards an effect applies to. */
uint32_t l5r_effects__subjects(l5r_resolving *r, uint8_t who, uint32_t *out)
{
    const l5r_state *s = r->g->st;
    uint32_t n = 0;
    switch (who) {
    case L5R_WHO_TARGET: /* the targets that are cards */
        for (uint32_t i = 0; i < r->a->ntargets; i++)
            if (r->a->targets[i] < s->ncards)
                out[n++] = r->a->targets[i];
        break;
    case L5R_WHO_ARMY:
        if (l5r_game__in_battle(s))
            for (uint32_t i = 0; i < s->ncards && n < 64; i++) {
                const l5r_cardst *c = &l5r_state__ccards(s)[i];
                if (c->zone == L5R_ZONE_PLAY && c->controller == r->p &&
                    c->location == s->battlefield &&
                    l5r_game__def(r->g, i)->type == L5R_TYPE_PERSONALITY)
                    out[n++] = i;
            }
        break;
    case L5R_WHO_WINNER: /* DUE-05: after a duel, its winner ... */
    case L5R_WHO_LOSER:  /* ... or its losers (both, in a lost tie) */
        n = l5r_stats__duelists(r->g, who, out);
        break;
    case L5R_WHO_PERFORMER: /* PRF-01: the card the move names */
        out[n] = l5r_performer__of(r->a);
        n += out[n] < s->ncards;
        break;
    case L5R_WHO_NONE:
    case L5R_WHO_SELF:
        if (r->card != L5R_NO)
            out[n++] = r->card;
        break;
    default:
        break;
    }
    return n;
}

static bool in_play(const l5r_game *g, uint32_t card)
{
    return l5r_state__ccards(g->st)[card].zone == L5R_ZONE_PLAY;
}

/* A lasting effect of player p's on a card in play (DUR-01 .. DUR-03:
   it ends when the card leaves play, l5r_zones__move, if not before). */
static void add_lasting(l5r_game *g, uint32_t p, uint32_t card, uint8_t kind,
                        int16_t amt, uint8_t until, uint32_t str)
{
    l5r_state *s = g->st;
    if (s->nlast >= s->cap_last) /* the slots of ended effects first */
        l5r_zones__reclaim_lasting(g);
    if (s->nlast >= s->cap_last)
        return; /* the table is full: the effect is lost */
    l5r_lastst *e = &l5r_state__lasts(s)[s->nlast++];
    e->card = card;
    e->kind = kind;
    e->amount = amt;
    /* YU-06: a Yu bonus is for good (while the card is in play); other
       effects without a duration last until the end of the turn. */
    e->until = kind == L5R_EFF_YU_BONUS  ? L5R_UNTIL_WHILE
               : until == L5R_UNTIL_NONE ? L5R_UNTIL_END_OF_TURN
                                         : until;
    e->player = (uint8_t)p; /* DUR-01: whose next turn ends it */
    e->str = str;
}

/* give_ability (GRA-02): a lasting effect whose `str` is the ability
   given, its index in the card database's abilities (one of the card
   whose ability gives it, GRA-03). */
static void resolve_give_ability(l5r_resolving *r, const l5r_effrec *e)
{
    const l5r_carddb *db = r->g->db;
    if (r->ab == NULL || r->ab->card >= db->cards.n)
        return;
    uint32_t given = db->cards.v[r->ab->card].abil_first + (uint32_t)e->amount;
    uint32_t subj[72];
    uint32_t n = l5r_effects__subjects(r, e->who, subj);
    for (uint32_t i = 0; i < n; i++)
        if (in_play(r->g, subj[i]))
            add_lasting(r->g, r->p, subj[i], e->kind, 0, e->until, given);
}

/* The modifications an effect gives the tokens it creates (TOK-01). */
static void token_mods(const l5r_effrec *e, int16_t mods[3])
{
    static const int stat[3] = {L5R_STAT_FORCE, L5R_STAT_CHI,
                                L5R_STAT_PROVINCE_STRENGTH};
    for (int i = 0; i < 3; i++)
        mods[i] =
            (e->stats.has & (1u << stat[i])) ? (int16_t)e->stats.v[stat[i]] : 0;
}

/* --- the resolvers, one per word (l5r_effect_kind) ----------------------- */

/* bow, straighten, destroy, straighten_ring: each subject still in play. */
static void resolve_card_state(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_game *g = r->g;
    uint32_t subj[72];
    uint32_t n = l5r_effects__subjects(r, e->who, subj);
    for (uint32_t i = 0; i < n; i++) {
        if (!in_play(g, subj[i]))
            continue;
        if (e->kind == L5R_EFF_BOW) {
            if (!l5r_stats__cannot(g, subj[i], L5R_CANNOT_BOWED)) /* PRV-01 */
                l5r_zones__bow(g, subj[i]);
        } else if (e->kind == L5R_EFF_DESTROY) {
            if (!l5r_stats__cannot(g, subj[i], L5R_CANNOT_DESTROYED))
                l5r_zones__destroy(g, subj[i]);
        } else
            l5r_zones__straighten(g, subj[i]);
    }
}

static void resolve_draw(l5r_resolving *r, const l5r_effrec *e)
{
    for (int i = 0; i < e->amount; i++)
        l5r_zones__draw(r->g, r->p);
}

uint32_t l5r_effects__players(const l5r_resolving *r, const l5r_effrec *e,
                              uint32_t out[L5R_MAX_PLAYERS])
{
    const l5r_state *s = r->g->st;
    uint32_t n = 0;
    if (e->player == L5R_WHO_OPPONENT) {
        for (uint32_t q = 0; q < s->nplayers; q++)
            if (q != r->p)
                out[n++] = q;
    } else if (e->player == L5R_WHO_WINNER || e->player == L5R_WHO_LOSER) {
        /* DUE-05: the controllers of a duel's winner or loser(s), each
           once (a lost tie names both duelists). */
        uint32_t subj[2];
        uint32_t k = l5r_effects__subjects((l5r_resolving *)r, e->player, subj);
        for (uint32_t i = 0; i < k; i++) {
            uint32_t q = l5r_state__ccards(s)[subj[i]].controller;
            if (n == 0 || out[0] != q)
                out[n++] = q;
        }
    } else if (e->player == L5R_WHO_TARGET && r->a->ntargets > 0) {
        uint32_t t = r->a->targets[0]; /* a player, or a card's */
        out[n++] = t < s->ncards ? l5r_state__ccards(s)[t].controller
                                 : l5r_game__tgt_player(t);
    } else {
        out[n++] = r->p;
    }
    return n;
}

/* gain_honor, lose_honor: the players of the effect (RED-03: the target
   as it is when the effect resolves). */
static void resolve_honor(l5r_resolving *r, const l5r_effrec *e)
{
    int32_t amt = e->kind == L5R_EFF_GAIN_HONOR ? e->amount : -e->amount;
    uint32_t who[L5R_MAX_PLAYERS];
    uint32_t n = l5r_effects__players(r, e, who);
    for (uint32_t k = 0; k < n; k++)
        l5r_zones__honor(r->g, who[k], amt);
}

static void resolve_gain_gold(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_state *s = r->g->st;
    s->players[r->p].gold =
        l5r_game__add_count(s->players[r->p].gold, e->amount);
    l5r_events__record(r->g, L5R_EV_GOLD, r->p, r->card, e->amount);
}

static void resolve_move_home(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_game *g = r->g;
    uint32_t subj[72];
    uint32_t n = l5r_effects__subjects(r, e->who, subj);
    for (uint32_t i = 0; i < n; i++)
        if (in_play(g, subj[i]) &&
            l5r_game__def(g, subj[i])->type == L5R_TYPE_PERSONALITY &&
            !l5r_stats__cannot(g, subj[i], L5R_CANNOT_MOVED)) {
            bool away = l5r_state__ccards(g->st)[subj[i]].location != 0;
            l5r_armies__unit_move(g, subj[i], 0);
            /* Moving home is movement (MOV-03: going home after a
               resolution is not, and does not come here). */
            if (away)
                l5r_events__trigger(
                    g, L5R_TRIGGER_UNIT_MOVED,
                    l5r_state__ccards(g->st)[subj[i]].controller, subj[i]);
        }
}

/* force_bonus, chi_bonus, yu_bonus, give_keyword, personal_honor_bonus,
   cannot: a lasting effect. */
/* PRV-08: a province that cannot be destroyed, a lasting effect on no
   card with the province (as a target is written) in its str: the
   targeted provinces, or (to: province) the province of the ability's
   card. */
static void province_cannot(l5r_resolving *r, const l5r_effrec *e)
{
    const l5r_state *s = r->g->st;
    if (e->who == L5R_WHO_PROVINCE) {
        const l5r_cardst *c =
            r->card != L5R_NO ? &l5r_state__ccards(s)[r->card] : NULL;
        if (c != NULL && c->province < s->players[c->controller].nprovinces)
            add_lasting(r->g, r->p, L5R_NO, e->kind, e->amount, e->until,
                        L5R_TGT_PROVINCE | (uint32_t)c->controller << 8 |
                            c->province);
        return;
    }
    for (uint32_t i = 0; e->who == L5R_WHO_TARGET && i < r->a->ntargets; i++)
        if (l5r_game__tgt_is_province(r->a->targets[i]))
            add_lasting(r->g, r->p, L5R_NO, e->kind, e->amount, e->until,
                        r->a->targets[i]);
}

static void resolve_lasting(l5r_resolving *r, const l5r_effrec *e)
{
    uint32_t subj[72];
    uint32_t n = l5r_effects__subjects(r, e->who, subj);
    for (uint32_t i = 0; i < n; i++)
        if (in_play(r->g, subj[i]))
            add_lasting(r->g, r->p, subj[i], e->kind, e->amount, e->until,
                        e->str);
    if (e->kind == L5R_EFF_CANNOT && e->amount == L5R_CANNOT_DESTROYED)
        province_cannot(r, e);
}

/* player_cannot (PRV-05): a lasting effect on no card, the player it
   keeps from `what` in its str. */
static void resolve_player_cannot(l5r_resolving *r, const l5r_effrec *e)
{
    uint32_t who[L5R_MAX_PLAYERS];
    uint32_t n = l5r_effects__players(r, e, who);
    for (uint32_t k = 0; k < n; k++)
        add_lasting(r->g, r->p, L5R_NO, e->kind, e->amount, e->until, who[k]);
}

/* set_stat: a lasting effect that keeps the stat it sets in its str
   (SET-01). */
static void resolve_set_stat(l5r_resolving *r, const l5r_effrec *e)
{
    uint32_t subj[72];
    uint32_t n = l5r_effects__subjects(r, e->who, subj);
    for (uint32_t i = 0; i < n; i++)
        if (in_play(r->g, subj[i]))
            add_lasting(r->g, r->p, subj[i], e->kind, e->amount, e->until,
                        e->which);
}

static void resolve_create_token(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_game *g = r->g;
    const l5r_state *s = g->st;
    uint32_t subj[72];
    uint32_t n = l5r_effects__subjects(r, e->who, subj);
    int16_t mods[3];
    token_mods(e, mods);
    for (int k = 0; k < (e->count > 0 ? e->count : 1); k++) {
        for (uint32_t i = 0; e->who == L5R_WHO_TARGET && i < r->a->ntargets;
             i++) /* TOK-02: on a targeted province */
            if (l5r_game__tgt_is_province(r->a->targets[i]))
                l5r_tokens__create(
                    g, r->card, L5R_NO,
                    (uint8_t)l5r_game__tgt_player(r->a->targets[i]),
                    (uint8_t)l5r_game__tgt_province(r->a->targets[i]), e->str,
                    mods);
        if (e->who == L5R_WHO_PROVINCE) { /* TOK-02: on a province */
            uint8_t prov = r->card != L5R_NO
                               ? l5r_state__ccards(s)[r->card].province
                               : L5R_NO8;
            if (prov < s->players[r->p].nprovinces)
                l5r_tokens__create(g, r->card, L5R_NO, (uint8_t)r->p, prov,
                                   e->str, mods);
        } else {
            for (uint32_t i = 0; i < n; i++)
                if (in_play(g, subj[i]))
                    l5r_tokens__create(g, r->card, subj[i],
                                       l5r_state__ccards(s)[subj[i]].controller,
                                       0, e->str, mods);
        }
    }
}

/* TOK-08: by title, never as a keyword. */
static void resolve_destroy_token(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_game *g = r->g;
    const l5r_state *s = g->st;
    /* TOK-10: the tokens the move targets, themselves. */
    bool named = false;
    for (uint32_t k = 0; e->who == L5R_WHO_TARGET && k < r->a->ntargets; k++) {
        uint32_t t = r->a->targets[k];
        if (!l5r_game__tgt_is_token(t))
            continue;
        named = true;
        uint32_t id = l5r_game__tgt_token(t);
        if (id < s->ntokens && l5r_tokens__titled(g, id, e->str))
            l5r_tokens__remove(g, id);
    }
    if (named)
        return;
    uint32_t subj[72];
    uint32_t n = l5r_effects__subjects(r, e->who, subj);
    const l5r_tokenst *t = l5r_state__ctokens(s);
    for (uint32_t i = 0; i < s->ntokens; i++) {
        bool on = e->who == L5R_WHO_ANY;
        for (uint32_t k = 0; k < n && !on; k++)
            on = t[i].card == subj[k];
        if (on && l5r_tokens__titled(g, i, e->str)) {
            l5r_tokens__remove(g, i);
            return;
        }
    }
}

static void resolve_transfer_token(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_game *g = r->g;
    const l5r_state *s = g->st;
    uint32_t from[72], to[72];
    uint32_t nf =
        l5r_effects__subjects(r, e->from ? e->from : L5R_WHO_SELF, from);
    uint32_t nt = l5r_effects__subjects(r, e->who, to);
    const l5r_tokenst *t = l5r_state__ctokens(s);
    if (nf == 0 || nt == 0 || !in_play(g, to[0]))
        return;
    for (uint32_t i = 0; i < s->ntokens; i++)
        if (t[i].card == from[0] && l5r_tokens__titled(g, i, e->str)) {
            l5r_tokens__transfer(g, i, to[0]); /* TOK-09 */
            return;
        }
}

static void resolve_take_favor(l5r_resolving *r, const l5r_effrec *e)
{
    (void)e;
    l5r_favor__take(r->g, r->p, r->card);
}

static void resolve_discard_favor(l5r_resolving *r, const l5r_effrec *e)
{
    (void)e;
    l5r_favor__discard(r->g, r->card);
}

/* TOK-06: Followers, Items and Personalities are created as cards; with
   `on`, attached to a Personality (ATT-09). */
static void resolve_create_card(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_game *g = r->g;
    l5r_state *s = g->st;
    uint32_t def = l5r_store__find(g->db, l5r_cards__str(g->db, e->str),
                                   strlen(l5r_cards__str(g->db, e->str)));
    if (def == L5R_NONE || s->ncards >= s->cap_cards)
        return;
    uint32_t to = L5R_NO; /* ATT-09: the bearer of a card created attached */
    if (e->who != L5R_WHO_NONE &&
        (to = l5r_transfer__created_bearer(r, e, def)) == L5R_NO)
        return; /* it cannot be attached there now: none is created */
    uint32_t id = s->ncards++;
    l5r_cardst *c = &l5r_state__cards(s)[id];
    memset(c, 0, sizeof *c);
    c->def = def;
    c->owner = c->controller = (uint8_t)r->p;
    c->attached_to = L5R_NO;
    c->province = L5R_NO8;
    c->flags = L5R_CF_CREATED;
    c->zone = L5R_ZONE_REMOVED;
    uint8_t loc = e->from == L5R_WHO_BATTLEFIELD && l5r_game__in_battle(s)
                      ? s->battlefield
                      : 0;
    if (to != L5R_NO) {
        l5r_zones__move(g, id, L5R_ZONE_PLAY,
                        l5r_state__ccards(s)[to].location);
        l5r_state__cards(s)[id].attached_to = to;
        l5r_events__record(g, L5R_EV_ATTACH, r->p, id, (int32_t)to);
        return;
    }
    l5r_zones__move(g, id, L5R_ZONE_PLAY, loc);
}

/* The ability waiting on this Reaction has no effect on the reacting card
   (NIN-08's shape). */
static void resolve_negate(l5r_resolving *r, const l5r_effrec *e)
{
    (void)e;
    l5r_targets__negate_for(r->g, r->card);
}

/* GLD-01, GLD-03: a Gold Cost change and restricted gold are continuous
   only (the load refuses them elsewhere), read where gold is paid and
   produced: resolving one does nothing. */
static void resolve_continuous_only(l5r_resolving *r, const l5r_effrec *e)
{
    (void)r, (void)e;
}

typedef void (*resolver)(l5r_resolving *r, const l5r_effrec *e);

/* The resolver of each effect word (cards/vocab.h). Every effect kind has
   one: the table is as long as the list (the assertion below) and has no
   hole (test_tables, by l5r_effects__resolver_count). */
static const resolver resolvers[] = {
    [L5R_EFF_BOW] = resolve_card_state,
    [L5R_EFF_STRAIGHTEN] = resolve_card_state,
    [L5R_EFF_DESTROY] = resolve_card_state,
    [L5R_EFF_DRAW] = resolve_draw,
    [L5R_EFF_GAIN_HONOR] = resolve_honor,
    [L5R_EFF_LOSE_HONOR] = resolve_honor,
    [L5R_EFF_GAIN_GOLD] = resolve_gain_gold,
    [L5R_EFF_MOVE_HOME] = resolve_move_home,
    [L5R_EFF_FORCE_BONUS] = resolve_lasting,
    [L5R_EFF_CHI_BONUS] = resolve_lasting,
    [L5R_EFF_YU_BONUS] = resolve_lasting,
    [L5R_EFF_GIVE_KEYWORD] = resolve_lasting,
    [L5R_EFF_CREATE_TOKEN] = resolve_create_token,
    [L5R_EFF_DESTROY_TOKEN] = resolve_destroy_token,
    [L5R_EFF_TRANSFER_TOKEN] = resolve_transfer_token,
    [L5R_EFF_TAKE_FAVOR] = resolve_take_favor,
    [L5R_EFF_DISCARD_FAVOR] = resolve_discard_favor,
    [L5R_EFF_STRAIGHTEN_RING] = resolve_card_state,
    [L5R_EFF_FEAR] = l5r_fear__resolve,
    [L5R_EFF_NEGATE] = resolve_negate,
    [L5R_EFF_CREATE_CARD] = resolve_create_card,
    [L5R_EFF_REDIRECT] = l5r_redirect__resolve,
    [L5R_EFF_DISHONOR] = l5r_honor__resolve,
    [L5R_EFF_REHONOR] = l5r_honor__resolve,
    [L5R_EFF_PERSONAL_HONOR_BONUS] = resolve_lasting,
    [L5R_EFF_PUT_INTO_PLAY] = l5r_returning__resolve,
    [L5R_EFF_MOVE_TO_BATTLEFIELD] = l5r_movement__resolve,
    [L5R_EFF_RANGED_ATTACK] = l5r_attacks__resolve,
    [L5R_EFF_MELEE_ATTACK] = l5r_attacks__resolve,
    [L5R_EFF_DUEL] = l5r_duel__resolve,
    [L5R_EFF_DISCARD_RANDOM] = l5r_discarding__resolve_random,
    [L5R_EFF_MILL] = l5r_discarding__resolve_mill,
    [L5R_EFF_REMOVE_FROM_GAME] = l5r_discarding__resolve_remove,
    [L5R_EFF_GAIN_CONTROL] = l5r_control__resolve,
    [L5R_EFF_CANNOT] = resolve_lasting,
    [L5R_EFF_TRANSFER] = l5r_transfer__resolve,
    [L5R_EFF_ATTACH] = l5r_transfer__resolve,
    [L5R_EFF_ATTACH_FROM_HAND] = l5r_transfer__resolve_from_hand,
    [L5R_EFF_TAKE_ATTACHED] = l5r_transfer__resolve_take,
    [L5R_EFF_SEARCH] = l5r_search__resolve,
    [L5R_EFF_SHUFFLE] = l5r_search__resolve_shuffle,
    [L5R_EFF_COST_BONUS] = resolve_continuous_only,
    [L5R_EFF_PRODUCE_FOR] = resolve_continuous_only,
    [L5R_EFF_GIVE_ABILITY] = resolve_give_ability,
    [L5R_EFF_SET_STAT] = resolve_set_stat,
    [L5R_EFF_RETURN_TO_HAND] = l5r_returning__resolve_hand,
    [L5R_EFF_DISCARD_CHOSEN] = l5r_discarding__resolve_chosen,
    [L5R_EFF_PLAYER_CANNOT] = resolve_player_cannot,
};

_Static_assert(L5R_ARRAY_LEN(resolvers) == L5R_NEFFECTS,
               "a resolver for every effect word of cards/vocab.h");

/* AMT-04: a computed amount is at most 99, and below 0 only for a bonus
   (which may take away). */
static int16_t computed_amount(uint8_t kind, int32_t v)
{
    bool bonus = kind == L5R_EFF_FORCE_BONUS || kind == L5R_EFF_CHI_BONUS ||
                 kind == L5R_EFF_PERSONAL_HONOR_BONUS;
    int32_t lo = bonus ? -99 : 0;
    return (int16_t)(v < lo ? lo : v > 99 ? 99 : v);
}

static void apply_effect(l5r_resolving *r, const l5r_effrec *e)
{
    if (e->kind >= L5R_ARRAY_LEN(resolvers) || resolvers[e->kind] == NULL)
        return;
    if (e->expr == 0) {
        resolvers[e->kind](r, e);
        return;
    }
    /* AMT-01: an amount expression is read as its effect resolves, and
       the effect is that number's. */
    l5r_effrec now = *e;
    uint32_t target = r->a->ntargets > 0 ? r->a->targets[0] : L5R_NO;
    /* PRF-01: `of: performer` reads the performer as its own card. */
    uint32_t self = r->g->db->amts.v[e->expr - 1].of == L5R_WHO_PERFORMER
                        ? l5r_performer__of(r->a)
                        : r->card;
    now.amount = computed_amount(
        e->kind, l5r_stats__amount(r->g, e->expr, r->p, self, target));
    resolvers[e->kind](r, &now);
}

uint32_t l5r_effects__resolver_count(void)
{
    uint32_t n = 0;
    for (uint32_t k = 0; k < L5R_ARRAY_LEN(resolvers); k++)
        n += resolvers[k] != NULL;
    return n;
}

/* The effects, in order (the costs were paid when it was announced). */
/* TRG-09: an action is an ability used as a move that is no Reaction
   (nor a revealed or mandatory ability, which are not used). */
static bool is_action(const l5r_abilrec *ab)
{
    return ab != NULL && !ab->mandatory &&
           !(ab->timing & (L5R_TIMING_REACTION | L5R_TIMING_REVEALED |
                           L5R_TIMING_CONTINUOUS));
}

void l5r_effects__resolve_use(l5r_game *g, uint32_t p, const l5r_action *a,
                              bool negated)
{
    const l5r_abilrec *ab = l5r_targets__ability(g, a);
    if (ab == NULL)
        return; /* GRA-02: a given ability that waited, no longer given */
    /* INT-03: the mandatory Interrupts to an action's resolution, just
       before it. */
    if (!negated && is_action(ab))
        l5r_events__before(g, L5R_TRIGGER_ACTION_RESOLVED, p, a->card, 0);
    /* CORE-55: targets are checked again as the effects resolve: one no
       longer legal (gone, moved, changed) is not affected. */
    l5r_action checked = *a;
    /* PRF-01: an ability that waited for Reactions has its performer
       kept in the state (the move's costs are not). */
    l5r_state *s = g->st;
    if (ab->performer.present && l5r_performer__of(a) == L5R_NO) {
        if (s->pending_performer != 0 && checked.ncosts < 8) {
            checked.how[checked.ncosts] = L5R_PAY_WITH;
            checked.costs[checked.ncosts++] = s->pending_performer - 1;
        }
        s->pending_performer = 0;
    }
    if (ab->target.present) {
        checked.ntargets = 0;
        for (uint32_t i = 0; i < a->ntargets; i++) {
            const char *why, *rule;
            if (l5r_targets__ok(g, p, a->card, &ab->target, a->targets[i], &why,
                                &rule))
                checked.targets[checked.ntargets++] = a->targets[i];
        }
        if (a->ntargets > 0 && checked.ntargets == 0)
            negated = true; /* every target is gone: nothing happens */
    }
    l5r_resolving r = {g, p, a->card, &checked, ab, false};
    for (uint32_t k = 0; !negated && !r.suspended && k < ab->eff_count; k++)
        apply_effect(&r, &g->db->effs.v[ab->eff_first + k]);
    /* CORE-57: an Action card is discarded after it resolves. */
    if (a->card != L5R_NO &&
        l5r_state__ccards(g->st)[a->card].zone == L5R_ZONE_REMOVED &&
        l5r_game__def(g, a->card)->type == L5R_TYPE_ACTION)
        l5r_zones__move(g, a->card, L5R_ZONE_FATE_DISCARD, 0);
    /* TRG-09: it resolved (one that challenged a duel, after the duel). */
    if (!negated && !r.suspended && is_action(ab))
        l5r_events__trigger(g, L5R_TRIGGER_ACTION_RESOLVED, p, a->card);
}

void l5r_effects__resolve_rest(l5r_game *g, uint32_t p, const l5r_action *a,
                               uint32_t from)
{
    const l5r_abilrec *ab = l5r_targets__ability(g, a);
    l5r_resolving r = {g, p, a->card, a, ab, false};
    for (uint32_t k = from; ab != NULL && !r.suspended && k < ab->eff_count;
         k++)
        apply_effect(&r, &g->db->effs.v[ab->eff_first + k]);
    if (!r.suspended && is_action(ab)) /* TRG-09 */
        l5r_events__trigger(g, L5R_TRIGGER_ACTION_RESOLVED, p, a->card);
}
