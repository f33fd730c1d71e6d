/* SPDX-License-Identifier: MIT */
/*
 * use_list.c - the candidate uses of an ability for the legal-move
 * listing: every combination of discards, a card to bow when a cost
 * chooses one, assisting casters and targets, each put to the judge.
 */
#include "rules/rules.h"

#include "cards/keywords.h"

typedef struct use_enum {
    const l5r_game *g;
    l5r_lister *l;
    l5r_action a;
    uint32_t hand[64], nhand;       /* cards that may be discarded */
    uint32_t cands[256], ncands;    /* possible targets */
    uint32_t bowable[64], nbowable; /* cards to bow for a chosen-bow cost */
    uint32_t nbows;                 /* how many it bows (CST-02), or 0 */
    uint32_t casters[8], ncasters;  /* Shugenja who may assist a Ritual */
    uint32_t performers[64], nperformers; /* cards that may perform it */
    /* The checks that do not depend on the choices held (judged once):
       each combination is judged by the rest of the judge alone. */
    bool unchosen;
} use_enum;

/* Put a combination to the judge: with the checks that do not depend on
   the choices known to hold, only the rest of it (the judge's verdict on
   the whole move either way). */
static int put(use_enum *u)
{
    if (!u->unchosen)
        return l5r_rules__consider(u->l, &u->a);
    l5r_verdict v;
    l5r_judging j;
    l5r_verdict__judging_init(&j, u->g, &u->a, &v, true);
    return l5r_use__judge_chosen(&j) ? u->l->keep(u->l, &u->a) : L5R_OK;
}

static int with_targets(use_enum *u, uint32_t need, uint32_t from)
{
    if (need == 0) {
        if (u->ncasters == 0)
            return put(u);
        /* RIT-01: every set of assisting casters (the judge keeps the
           ones that fit). */
        int rc = put(u);
        uint32_t n = u->ncasters < 6 ? u->ncasters : 6;
        for (uint32_t mask = 1; mask < (1u << n) && rc == L5R_OK; mask++) {
            uint32_t saved = u->a.ncosts;
            for (uint32_t k = 0; k < n && u->a.ncosts < 8; k++)
                if (mask & (1u << k)) {
                    u->a.how[u->a.ncosts] = L5R_PAY_WITH;
                    u->a.costs[u->a.ncosts++] = u->casters[k];
                }
            rc = put(u);
            u->a.ncosts = saved;
        }
        return rc;
    }
    int rc = L5R_OK;
    for (uint32_t i = from; i < u->ncands && rc == L5R_OK; i++) {
        u->a.targets[u->a.ntargets++] = u->cands[i];
        rc = with_targets(u, need - 1, i + 1);
        u->a.ntargets--;
    }
    return rc;
}

/* The cards a chosen-bow cost bows: `need` more of the bowable ones, from
   `from` on, in card order (CST-02: a set, named once). */
static int with_bows(use_enum *u, uint32_t need, uint32_t from,
                     uint32_t ntargets)
{
    if (need == 0)
        return with_targets(u, ntargets, 0);
    int rc = L5R_OK;
    for (uint32_t i = from; i + need <= u->nbowable && rc == L5R_OK; i++) {
        u->a.how[u->a.ncosts] = L5R_PAY_BOW;
        u->a.costs[u->a.ncosts++] = u->bowable[i];
        rc = with_bows(u, need - 1, i + 1, ntargets);
        u->a.ncosts--;
    }
    return rc;
}

static int with_discards(use_enum *u, uint32_t need, uint32_t from,
                         uint32_t ntargets)
{
    if (need == 0)
        return with_bows(u, u->nbows, 0, ntargets);
    int rc = L5R_OK;
    for (uint32_t i = from; i < u->nhand && rc == L5R_OK; i++) {
        u->a.how[u->a.ncosts] = L5R_PAY_DISCARD;
        u->a.costs[u->a.ncosts++] = u->hand[i];
        rc = with_discards(u, need - 1, i + 1, ntargets);
        u->a.ncosts--;
    }
    return rc;
}

/* The timings an ability may have to be used at the decision now, by
   player p: a Limited one only in his own Action phase (CORE-27, as the
   judge's timing check refuses it). */
static uint16_t timing_mask(const l5r_state *s, uint32_t p)
{
    switch (s->decision) {
    case L5R_DECIDE_ACTION:
        return (uint16_t)(L5R_TIMING_OPEN |
                          (s->active == p ? L5R_TIMING_LIMITED : 0));
    case L5R_DECIDE_ENGAGE:
        return L5R_TIMING_ENGAGE;
    case L5R_DECIDE_BATTLE:
        return L5R_TIMING_BATTLE | L5R_TIMING_OPEN;
    case L5R_DECIDE_REACTION:
        return L5R_TIMING_REACTION;
    case L5R_DECIDE_REVEALED:
        return L5R_TIMING_REVEALED;
    case L5R_DECIDE_TERRAIN:
        return L5R_TIMING_BATTLE;
    default:
        return 0;
    }
}

/* Every way to use one ability: its discards, a card to bow if a cost
   chooses one, and its targets. */
static int enumerate_ability(l5r_lister *l, uint32_t card, uint32_t k,
                             const l5r_abilrec *ab)
{
    const l5r_game *g = l->g;
    const l5r_state *s = g->st;
    const l5r_cardst *c = l5r_state__ccards(s);
    uint32_t p = l->p;
    if (!(ab->timing & l->timings)) /* timing_mask(), once a listing */
        return L5R_OK;
    /* What does not depend on the choices is judged once: if it fails, so
       does every combination, and if it holds, each combination is judged
       by the rest (the answer to a revealed Event or a Delayed Terrain is
       judged by its targets alone, by its own judge). */
    bool unchosen = card == L5R_NO || (s->decision != L5R_DECIDE_REVEALED &&
                                       s->decision != L5R_DECIDE_TERRAIN);
    /* FAV-04, the judge's refusal of most uses of the abilities every
       player has: only the Favor's controller discards it as a cost
       (known at load, read before a candidate is made). */
    if (unchosen && ab->favor_cost && s->favor != p)
        return L5R_OK;
    use_enum u;
    u.g = g;
    u.l = l;
    l5r_rules__candidate(&u.a, p, L5R_ACT_USE, card);
    u.a.ability = k;
    u.unchosen = unchosen;
    /* The cards that can pay a chosen bow: unbowed and fitting the cost's
       selection, the judge's check of it (its selection is read once
       here, not once a card). Too few, and no combination is legal:
       known before the rest is judged (an Enlightened Personality to
       bow, ENL-02, is the usual want); so is more than the eight costs
       of a move hold (the loader keeps bows to 4, CST-02). */
    l5r_selrec bow_sel;
    bool chosen_bow = l5r_use__chosen_bow_sel(g, card, k, ab, &bow_sel);
    u.nbowable = 0;
    for (uint32_t x = 0; chosen_bow && x < l->nscan && u.nbowable < 64; x++) {
        uint32_t i = l5r_rules__mine(l, x);
        const char *why, *rule;
        if (c[i].zone != L5R_ZONE_PLAY || c[i].controller != p ||
            (c[i].flags & L5R_CF_BOWED) ||
            !l5r_game__sel_type(g, i, bow_sel.type))
            continue;
        if (l5r_targets__ok(g, p, card, &bow_sel, i, &why, &rule))
            u.bowable[u.nbowable++] = i;
    }
    u.nbows = chosen_bow ? bow_sel.count : 0;
    if (u.nbowable < u.nbows || u.nbows > 4)
        return L5R_OK;
    if (u.unchosen) {
        l5r_verdict v;
        l5r_judging j;
        l5r_verdict__judging_init(&j, g, &u.a, &v, true);
        if (!l5r_use__judge_unchosen(&j))
            return L5R_OK;
    }
    uint32_t discards = ab->discards; /* read from the costs at load */
    /* The cards are read from the listing's lists when it has them (in
       card order, as a scan of every card would find them). */
    bool listed = l->listed;
    u.nhand = u.ncasters = 0;
    /* The hand is read only by the discards' combinations. */
    uint32_t nhand = discards == 0 ? 0 : listed ? l->nhand : s->ncards;
    for (uint32_t x = 0; x < nhand && u.nhand < 64; x++) {
        uint32_t i = listed ? l->hand[x] : x;
        if (c[i].zone == L5R_ZONE_HAND && c[i].owner == p && i != card)
            u.hand[u.nhand++] = i;
    }
    /* PRF-01, PRF-02: the cards that may perform it, by its filter (the
       judge's check of each), before any combination is judged. */
    u.nperformers = 0;
    for (uint32_t x = 0;
         ab->performer.present && x < l->nscan && u.nperformers < 64; x++) {
        uint32_t i = l5r_rules__mine(l, x);
        const char *why, *rule;
        if (l5r_performer__fits(g, p, card, ab, i, &why, &rule))
            u.performers[u.nperformers++] = i;
    }
    if (ab->performer.present && u.nperformers == 0)
        return L5R_OK;
    uint32_t ntargets = l5r_cards__ability_ntargets(g->db, ab);
    if (card != L5R_NO && c[card].zone == L5R_ZONE_HAND &&
        l5r_profile__is_delayed_terrain(g, card))
        ntargets = 0; /* DTR-01 */
    /* Beyond what the vocabulary asks: known before the targets and
       casters are gathered, which only read the game. */
    if (discards > 3 || ntargets > 3)
        return L5R_OK;
    u.ncands = 0;
    if (ab->target.present && ab->target.type == L5R_SEL_PLAYER) {
        for (uint32_t q = 0; q < s->nplayers; q++)
            u.cands[u.ncands++] = L5R_TGT_PLAYER | q;
    } else if (ab->target.present && ab->target.type == L5R_SEL_PROVINCE) {
        for (uint32_t q = 0; q < s->nplayers; q++)
            for (uint32_t pv = 0;
                 pv < s->players[q].nprovinces && u.ncands < 256; pv++)
                u.cands[u.ncands++] = L5R_TGT_PROVINCE | (q << 8) | pv;
    } else if (ab->target.present && ab->target.type == L5R_SEL_TOKEN) {
        const l5r_tokenst *t = l5r_state__ctokens(s);
        for (uint32_t tk = 0; tk < s->ntokens && u.ncands < 256; tk++) {
            const char *why, *rule;
            if (t[tk].alive && l5r_targets__ok(g, p, card, &ab->target,
                                               L5R_TGT_TOKEN | tk, &why, &rule))
                u.cands[u.ncands++] = L5R_TGT_TOKEN | tk;
        }
    } else {
        /* CORE-55: only the cards the target filter allows (the judge
           checks each target alike; a redirection's are the waiting
           ability's, and Fear's are checked by FEA-01). */
        bool filter = ab->target.present && !l5r_redirect__redirects(g, ab);
        /* `at: discard` reaches the discard piles, `at: hand` the hand
           (ATT-05), `at: province` the provinces (RET-03) (every card is
           read: such abilities are few). */
        bool discarded = filter && (ab->target.at == L5R_AT_DISCARD ||
                                    ab->target.at == L5R_AT_HAND ||
                                    ab->target.at == L5R_AT_PROVINCE);
        if (listed && !discarded && ntargets > 0)
            l5r_rules__play(l);
        uint32_t nplay = listed && !discarded ? l->nplay : s->ncards;
        for (uint32_t x = 0; ntargets > 0 && x < nplay && u.ncands < 256; x++) {
            uint32_t i = listed && !discarded ? l->play[x] : x;
            const char *why, *rule;
            /* The filter's card type first: a card of another type is
               no target (the filter's own first checks, read directly). */
            if ((discarded || c[i].zone == L5R_ZONE_PLAY) &&
                (!filter ||
                 (l5r_game__sel_type(g, i, ab->target.type) &&
                  l5r_targets__ok(g, p, card, &ab->target, i, &why, &rule))))
                u.cands[u.ncands++] = i;
        }
    }
    for (uint32_t x = 0; ab->casters_min > 0 && x < l->nscan && u.ncasters < 8;
         x++) {
        uint32_t i = l5r_rules__mine(l, x);
        if (c[i].zone == L5R_ZONE_PLAY && c[i].controller == p &&
            l5r_profile__has_keyword(g, i, L5R__KWID_SHUGENJA) &&
            i != c[card].attached_to)
            u.casters[u.ncasters++] = i;
    }
    /* TGT-01: a target up to its count, every number of targets from
       the fewest. */
    uint32_t fewest = ntargets > 0 ? l5r_cards__min_targets(g->db, ab) : 0;
    int rc = L5R_OK;
    for (uint32_t n = fewest; n <= ntargets && rc == L5R_OK; n++) {
        if (!ab->performer.present) {
            rc = with_discards(&u, discards, 0, n);
            continue;
        }
        /* One move per card that may perform it: "with #N" first. */
        for (uint32_t i = 0; i < u.nperformers && rc == L5R_OK; i++) {
            u.a.how[u.a.ncosts] = L5R_PAY_WITH;
            u.a.costs[u.a.ncosts++] = u.performers[i];
            rc = with_discards(&u, discards, 0, n);
            u.a.ncosts--;
        }
    }
    return rc;
}

/* May card have been given an ability (l5r_use_list__prepare's sets)? */
static bool may_be_given(const l5r_lister *l, uint32_t card)
{
    return l->grants &&
           (l->given_all || ((l->given[card >> 6] >> (card & 63)) & 1));
}

static int enumerate_uses(l5r_lister *l, uint32_t card)
{
    const l5r_game *g = l->g;
    const l5r_cardrec *d = l5r_game__def(g, card);
    int rc = L5R_OK;
    /* None of its own abilities fits the timing now: they are not read. */
    uint32_t own = (d->timings & l->timings) ? d->abil_count : 0;
    for (uint32_t k = 0; k < own && rc == L5R_OK; k++) {
        const l5r_abilrec *ab = &g->db->abils.v[d->abil_first + k];
        if (!ab->granted) /* GRA-01: only the cards given it */
            rc = enumerate_ability(l, card, k, ab);
    }
    /* GRA-02, GRA-05: the abilities it was given, after its own. */
    uint32_t n = rc == L5R_OK && may_be_given(l, card)
                     ? l5r_targets__granted_count(g, card)
                     : 0;
    for (uint32_t k = 0; k < n && rc == L5R_OK; k++)
        rc = enumerate_ability(l, card, d->abil_count + k,
                               l5r_targets__granted(g, card, k));
    return rc;
}

/* The uses of a card's abilities: in play, his own; in his hand, an
   Action card's. */
int l5r_use_list__list_uses(l5r_lister *l, uint32_t card)
{
    const l5r_cardst *c = &l5r_state__ccards(l->g->st)[card];
    if (c->zone == L5R_ZONE_PLAY && c->controller == l->p)
        /* Neither an ability of its own of a timing that answers, nor
           one it may have been given: nothing to read. */
        return may_be_given(l, card) ||
                       (l5r_game__def(l->g, card)->timings & l->timings)
                   ? enumerate_uses(l, card)
                   : L5R_OK;
    if (c->zone == L5R_ZONE_HAND &&
        l5r_game__def(l->g, card)->type == L5R_TYPE_ACTION)
        return enumerate_uses(l, card);
    return L5R_OK;
}

void l5r_use_list__prepare(l5r_lister *l)
{
    l->timings = timing_mask(l->g->st, l->p);
    l->grants = l5r_targets__may_grant(l->g);
    l->given_all = l->grants && !l5r_targets__may_be_given(l->g, l->given);
}

/* The answers to a revealed Event's or a Delayed Terrain's ability. */
int l5r_use_list__list_answer(l5r_lister *l)
{
    return enumerate_uses(l, l->g->st->choose_card);
}

/* The abilities every player has (FAV-09): listed only when usable. */
int l5r_use_list__list_player_abilities(l5r_lister *l)
{
    const l5r_game *g = l->g;
    int rc = L5R_OK;
    for (uint32_t k = 1; l->timings != 0 && k <= L5R_PA_YU && rc == L5R_OK;
         k++) {
        int e = l5r_player_abilities__entry(k);
        if (e >= 0 && (uint32_t)e < g->db->pa_count)
            rc = enumerate_ability(l, L5R_NO, k,
                                   &g->db->abils.v[g->db->pa_first + e]);
    }
    return rc;
}
