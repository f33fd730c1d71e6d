/* SPDX-License-Identifier: MIT */
/*
 * recruit.c - bringing cards into play from the provinces in your Dynasty
 * phase: recruiting (CORE-12 .. CORE-17, FRT-01, FRT-02, SOU-01),
 * replacing a lower-level version of a Personality (CORE-62), and Legacy
 * Holdings from the Dynasty deck (CORE-61). The checks of identity, gold
 * and Honor Requirement are shared with playing cards from the hand.
 */
#include "rules/rules.h"

#include "cards/keywords.h"

/* The card a card counts as in play: SOU-01, in Storyline an old X is the
   newer "Soul of X" card; SOU-02, in Open they are distinct. */
static uint32_t identity(const l5r_game *g, uint32_t card)
{
    uint32_t id = l5r_state__ccards(g->st)[card].def;
    int format = (int)l5r_game__opt(g, L5R_PARAM_FORMAT);
    l5r_carddb_card_get_identity(&id, g->db, id, format);
    return id;
}

/* Does card i, in play, keep the Unique card c (identity `who`) out? */
static bool clashes(const l5r_game *g, uint32_t i, uint32_t c, uint32_t who)
{
    return !(l5r_state__ccards(g->st)[i].flags & L5R_CF_FACE_DOWN) &&
           (l5r_game__same_title(g, i, c) || identity(g, i) == who);
}

/* CORE-17: a Unique card cannot enter play while a card of its title is in
   play (SOU-01: in Storyline, X and "Soul of X" are one card). Face-down
   cards are not looked at (NIN-03). The cards in play are read in card
   order, from the zone index when there is one (the first that clashes
   names the rule). */
bool l5r_recruit__check_unique(l5r_judging *j, uint32_t c)
{
    const l5r_cardrec *d = l5r_game__def(j->g, c);
    if (!d->unique)
        return true;
    uint32_t who = identity(j->g, c);
    uint32_t hit = L5R_NO;
    const l5r_zoneindex *x = l5r_game__zix(j->g);
    if (x != NULL) {
        for (uint32_t w = 0; w < x->words && hit == L5R_NO; w++)
            for (uint64_t m = l5r_game__zix_word(x, j->s->nplayers,
                                                 1u << L5R_ZONE_PLAY, w);
                 m != 0 && hit == L5R_NO; m &= m - 1) {
                uint32_t i = w * 64 + (uint32_t)__builtin_ctzll(m);
                if (clashes(j->g, i, c, who))
                    hit = i;
            }
    } else {
        const l5r_cardst *cs = l5r_state__ccards(j->s);
        for (uint32_t i = 0; i < j->s->ncards && hit == L5R_NO; i++)
            if (cs[i].zone == L5R_ZONE_PLAY && clashes(j->g, i, c, who))
                hit = i;
    }
    if (hit != L5R_NO)
        return l5r_verdict__deny(
            j, L5R_REASON_UNIQUE,
            l5r_game__same_title(j->g, hit, c) ? "CORE-17" : "SOU-01",
            "%s is Unique and a card of that identity is "
            "in play",
            l5r_verdict__card_name(j, c, j->n1, sizeof j->n1));
    return true;
}

/* CORE-14: the Gold Cost is paid from gold produced this phase (with
   the restricted gold that pays for the card, GLD-03). */
bool l5r_recruit__check_gold(l5r_judging *j, uint32_t c)
{
    bool has;
    int32_t cost = l5r_stats__stat(j->g, c, L5R_STAT_GOLD_COST, &has);
    if (!has)
        return true;
    int32_t gold = l5r_produce__gold_for(j->g, j->p, c);
    if (cost > gold)
        return l5r_verdict__deny(
            j, L5R_REASON_GOLD, "CORE-14",
            "%s costs %d gold; you have %d (produce gold first)",
            l5r_verdict__card_name(j, c, j->n1, sizeof j->n1), cost, gold);
    return true;
}

/* CORE-12 (Personalities) and CORE-21 (Followers): Family Honor must meet
   the Honor Requirement; "-" means none. */
bool l5r_recruit__check_honor_requirement(l5r_judging *j, uint32_t c,
                                          const char *rule)
{
    bool has;
    int32_t hr = l5r_stats__stat(j->g, c, L5R_STAT_HONOR_REQUIREMENT, &has);
    int32_t honor = j->s->players[j->p].honor;
    if (has && honor < hr)
        return l5r_verdict__deny(
            j, L5R_REASON_HONOR_REQUIREMENT, rule,
            "%s needs Family Honor %d; you have %d",
            l5r_verdict__card_name(j, c, j->n1, sizeof j->n1), hr, honor);
    return true;
}

bool l5r_recruit__check_allowed(l5r_judging *j)
{
    if (!l5r_stats__player_cannot(j->g, j->p, L5R_PCANNOT_RECRUIT))
        return true;
    return l5r_verdict__deny(j, L5R_REASON_WRONG_TIME, "PRV-07",
                             "you cannot recruit now");
}

/* CORE-13: recruit a face-up Personality or Holding from your own
   province in your Dynasty phase. */
static bool check_recruit(l5r_judging *j)
{
    uint32_t c = j->a->card;
    if (!l5r_verdict__card_exists(j, c) || !l5r_recruit__check_allowed(j))
        return false;
    const l5r_cardst *cs = &l5r_state__ccards(j->s)[c];
    l5r_verdict__card_name(j, c, j->n1, sizeof j->n1);
    if (cs->zone != L5R_ZONE_PROVINCE || cs->owner != j->p)
        return l5r_verdict__deny(j, L5R_REASON_WRONG_ZONE, "CORE-13",
                                 "%s is not in one of your provinces", j->n1);
    if (cs->flags & L5R_CF_FACE_DOWN)
        return l5r_verdict__deny(j, L5R_REASON_WRONG_ZONE, "CORE-13",
                                 "%s is face-down", j->n1);
    uint8_t type = l5r_game__def(j->g, c)->type;
    if (type != L5R_TYPE_PERSONALITY && type != L5R_TYPE_HOLDING &&
        type != L5R_TYPE_CELESTIAL)
        return l5r_verdict__deny(
            j, L5R_REASON_MALFORMED, "CORE-13",
            "%s is not a Personality, a Holding or a Celestial", j->n1);
    if (type == L5R_TYPE_PERSONALITY &&
        !l5r_recruit__check_honor_requirement(j, c, "CORE-12"))
        return false;
    if (!l5r_recruit__check_unique(j, c) || !l5r_recruit__check_gold(j, c))
        return false;
    /* FRT-02: one copy of each Fortification per Province. */
    if (type == L5R_TYPE_HOLDING) {
        if (l5r_profile__has_keyword(j->g, c, L5R__KWID_FORTIFICATION)) {
            const l5r_cardst *all = l5r_state__ccards(j->s);
            for (uint32_t i = 0; i < j->s->ncards; i++)
                if (all[i].zone == L5R_ZONE_PLAY && all[i].owner == j->p &&
                    all[i].attached_to == L5R_NO &&
                    all[i].province == cs->province && i != c &&
                    l5r_game__same_title(j->g, i, c) &&
                    l5r_game__def(j->g, i)->type == L5R_TYPE_HOLDING)
                    return l5r_verdict__deny(
                        j, L5R_REASON_ATTACHMENT, "FRT-02",
                        "province %u already has a copy of %s",
                        cs->province + 1, j->n1);
        }
    }
    return true;
}

/* CORE-62: an Experienced Personality may replace a lower-level version
   of himself in play, in your Dynasty phase, ignoring his Honor
   Requirement and Gold Cost. */
bool l5r_recruit__judge_replace(l5r_judging *j)
{
    uint32_t c = j->a->card, old = j->a->on;
    if (!l5r_verdict__card_exists(j, c) || !l5r_verdict__card_exists(j, old) ||
        !l5r_recruit__check_allowed(j))
        return false;
    const l5r_cardst *cs = &l5r_state__ccards(j->s)[c];
    const l5r_cardst *os = &l5r_state__ccards(j->s)[old];
    l5r_verdict__card_name(j, c, j->n1, sizeof j->n1);
    if (cs->zone != L5R_ZONE_PROVINCE || cs->owner != j->p ||
        (cs->flags & L5R_CF_FACE_DOWN) || j->a->value != L5R_NO)
        return l5r_verdict__deny(j, L5R_REASON_WRONG_ZONE, "CORE-62",
                                 "%s is not a face-up card in your provinces",
                                 j->n1);
    const l5r_cardrec *d = l5r_game__def(j->g, c),
                      *od = l5r_game__def(j->g, old);
    if (d->type != L5R_TYPE_PERSONALITY || os->zone != L5R_ZONE_PLAY ||
        os->controller != j->p || (os->flags & L5R_CF_FACE_DOWN) ||
        od->type != L5R_TYPE_PERSONALITY ||
        !l5r_game__same_title(j->g, old, c) ||
        od->eff.v[L5R_STAT_EXPERIENCE] >= d->eff.v[L5R_STAT_EXPERIENCE])
        return l5r_verdict__deny(j, L5R_REASON_TARGET, "CORE-62",
                                 "%s can only replace a lower-level version of "
                                 "himself that you control in play",
                                 j->n1);
    return true;
}

/* CORE-61: a Legacy Holding from your own Dynasty deck, for free. */
bool l5r_recruit__judge_legacy(l5r_judging *j)
{
    uint32_t c = j->a->card;
    if (!l5r_verdict__card_exists(j, c))
        return false;
    const l5r_cardst *cs = &l5r_state__ccards(j->s)[c];
    if (cs->zone != L5R_ZONE_DYNASTY_DECK || cs->owner != j->p ||
        !l5r_profile__is_legacy(j->g, c) || j->a->value != L5R_NO)
        return l5r_verdict__deny(
            j, L5R_REASON_WRONG_ZONE, "CORE-61",
            "#%u is not a Legacy Holding in your Dynasty deck", c);
    return true;
}

void l5r_recruit__pay(l5r_game *g, uint32_t p, uint32_t card)
{
    bool has;
    int32_t cost = l5r_stats__stat(g, card, L5R_STAT_GOLD_COST, &has);
    if (!has || cost <= 0)
        return;
    l5r_produce__spend(g, p, card, cost);
    l5r_events__record(g, L5R_EV_GOLD, p, card, -cost);
}

void l5r_recruit__apply(l5r_game *g, uint32_t p, const l5r_action *a)
{
    uint32_t card = a->card;
    l5r_state *s = g->st;
    l5r_cardst *c = &l5r_state__cards(s)[card];
    const l5r_cardrec *d = l5r_game__def(g, card);
    uint8_t prov = c->province;
    l5r_recruit__pay(g, p, card);
    c->controller = (uint8_t)p;
    l5r_zones__move(g, card, L5R_ZONE_PLAY, 0);
    if (d->type == L5R_TYPE_HOLDING) {
        s->players[p].flags |= L5R_PF_RECRUITED_HOLDING;
        /* FRT-01: a Fortification attaches to the province it came from,
           unbowed; other Holdings enter play bowed (CORE-16). */
        if (!l5r_profile__has_keyword(g, card, L5R__KWID_FORTIFICATION)) {
            c->province = L5R_NO8;
            l5r_zones__bow(g, card);
        }
    } else if (d->type == L5R_TYPE_CELESTIAL) {
        c->province = L5R_NO8; /* into play unbowed (CORE-13) */
    } else if (d->type == L5R_TYPE_PERSONALITY) {
        c->province = L5R_NO8;
        /* CORE-36: a Personality of your own faction brings his Personal
           Honor (SHD-02 inside l5r_zones__honor). */
        bool has;
        int32_t ph = l5r_stats__stat(g, card, L5R_STAT_PERSONAL_HONOR, &has);
        if (l5r_game__opt(g, L5R_PARAM_RECRUIT_HONOR) && has && ph > 0 &&
            d->faction != 0 &&
            strcmp(l5r_cards__str(g->db, d->faction),
                   l5r_cards__str(g->db, s->players[p].faction)) == 0)
            l5r_zones__honor(g, p, ph);
    }
    l5r_zones__refill(g, p, prov);
}

/* CORE-62: the Experienced version takes his place, keeping his state,
   attachments and tokens; replacing is not entering play. */
void l5r_recruit__apply_replace(l5r_game *g, uint32_t p, const l5r_action *a)
{
    uint32_t card = a->card, old = a->on;
    l5r_state *s = g->st;
    l5r_cardst *c = l5r_state__cards(s);
    uint8_t prov = c[card].province;
    c[card].controller = (uint8_t)p;
    c[card].province = L5R_NO8;
    uint8_t ntrig = s->ntrig;
    l5r_zones__move(g, card, L5R_ZONE_PLAY, c[old].location);
    s->ntrig = ntrig; /* not entering play: no enters_play trigger */
    c[card].flags =
        (uint8_t)((c[card].flags &
                   ~(L5R_CF_BOWED | L5R_CF_ATTACKING | L5R_CF_DEFENDING |
                     L5R_CF_FOUGHT | L5R_CF_DISHONORED)) |
                  (c[old].flags &
                   (L5R_CF_BOWED | L5R_CF_ATTACKING | L5R_CF_DEFENDING |
                    L5R_CF_FOUGHT | L5R_CF_DISHONORED)));
    for (uint32_t i = 0; i < s->ncards; i++)
        if (c[i].zone == L5R_ZONE_PLAY && c[i].attached_to == old)
            c[i].attached_to = card;
    const l5r_tokenst *t = l5r_state__ctokens(s);
    for (uint32_t i = 0; i < s->ntokens; i++)
        if (t[i].alive && t[i].card == old)
            l5r_tokens__transfer(g, i, card);
    l5r_lastst *e = l5r_state__lasts(s);
    for (uint32_t i = 0; i < s->nlast; i++)
        if (e[i].card == old)
            e[i].card = card;
    l5r_zones__move(g, old, L5R_ZONE_DYNASTY_DISCARD, 0);
    /* PHR-03: the state went to the Experienced version; the card put
       aside is no dishonorably dead Personality. */
    c[old].flags &= (uint8_t)~L5R_CF_DISHONORED;
    l5r_zones__refill(g, p, prov);
}

/* CORE-13: the recruit row takes no number but "face-down", which is the
   Ninjutsu row's (ninjutsu.c). */
bool l5r_recruit__judge(l5r_judging *j)
{
    if (j->a->value != L5R_NO)
        return l5r_verdict__deny(j, L5R_REASON_MALFORMED, "CORE-13",
                                 "recruit takes only 'face-down'");
    return check_recruit(j);
}

/* CORE-61: free, bowed like any Holding; the deck is shuffled after the
   search. (The turn flow goes on after it: play/moves.c.) */
void l5r_recruit__apply_legacy(l5r_game *g, uint32_t p, const l5r_action *a)
{
    l5r_cardst *c = &l5r_state__cards(g->st)[a->card];
    c->controller = (uint8_t)p;
    c->province = L5R_NO8;
    /* Out of the deck it comes face-up: face-down in play it would be a
       Ninjutsu card (NIN-01). */
    c->flags &= (uint8_t)~L5R_CF_FACE_DOWN;
    l5r_zones__move(g, a->card, L5R_ZONE_PLAY, 0);
    l5r_zones__bow(g, a->card);
    l5r_zones__shuffle(g, p, L5R_ZONE_DYNASTY_DECK);
}

/* The listing prunes with checks of check_recruit that read the card
   alone: its zone, owner and face, its type and, last, its Gold Cost
   against the gold that pays for it (CORE-14). The judge still decides
   each candidate left. */
int l5r_recruit__list(l5r_lister *l, uint32_t card)
{
    const l5r_game *g = l->g;
    const l5r_cardst *c = &l5r_state__ccards(g->st)[card];
    if (c->zone != L5R_ZONE_PROVINCE || c->owner != l->p ||
        (c->flags & L5R_CF_FACE_DOWN))
        return L5R_OK;
    uint8_t type = l5r_game__def(g, card)->type;
    if (type != L5R_TYPE_PERSONALITY && type != L5R_TYPE_HOLDING &&
        type != L5R_TYPE_CELESTIAL)
        return L5R_OK;
    bool has;
    int32_t cost = l5r_stats__stat(g, card, L5R_STAT_GOLD_COST, &has);
    if (has && cost > l5r_produce__gold_for(g, l->p, card))
        return L5R_OK;
    l5r_action a;
    l5r_rules__candidate(&a, l->p, L5R_ACT_RECRUIT, card);
    return l5r_rules__consider(l, &a);
}

/* CORE-62: replacing a lower-level version of himself. */
int l5r_recruit__list_replace(l5r_lister *l, uint32_t card)
{
    const l5r_game *g = l->g;
    const l5r_cardst *c = l5r_state__ccards(g->st);
    /* The judge's checks of the card alone (its zone, owner, face and
       type) prune before the player's cards are read; of those, only a
       face-up Personality of his of the same title and a lower level
       can be replaced. */
    if (c[card].zone != L5R_ZONE_PROVINCE || c[card].owner != l->p ||
        (c[card].flags & L5R_CF_FACE_DOWN))
        return L5R_OK;
    const l5r_cardrec *d = l5r_game__def(g, card);
    if (d->type != L5R_TYPE_PERSONALITY)
        return L5R_OK;
    int rc = L5R_OK;
    for (uint32_t x = 0; x < l->nscan && rc == L5R_OK; x++) {
        uint32_t k = l5r_rules__mine(l, x);
        if (c[k].zone != L5R_ZONE_PLAY || c[k].controller != l->p ||
            (c[k].flags & L5R_CF_FACE_DOWN) || k == card)
            continue;
        const l5r_cardrec *od = l5r_game__def(g, k);
        if (od->type != L5R_TYPE_PERSONALITY ||
            od->eff.v[L5R_STAT_EXPERIENCE] >= d->eff.v[L5R_STAT_EXPERIENCE] ||
            !l5r_game__same_title(g, k, card))
            continue;
        l5r_action a;
        l5r_rules__candidate(&a, l->p, L5R_ACT_RECRUIT, card);
        a.on = k;
        rc = l5r_rules__consider(l, &a);
    }
    return rc;
}

/* CORE-61: he may look through his own Dynasty deck for it. */
int l5r_recruit__list_legacy(l5r_lister *l)
{
    const l5r_state *s = l->g->st;
    const l5r_cardst *c = l5r_state__ccards(s);
    int rc = L5R_OK;
    for (uint32_t i = 0; i < s->ncards && rc == L5R_OK; i++)
        if (c[i].zone == L5R_ZONE_DYNASTY_DECK && c[i].owner == l->p &&
            l5r_profile__is_legacy(l->g, i)) {
            l5r_action a;
            l5r_rules__candidate(&a, l->p, L5R_ACT_RECRUIT, i);
            rc = l5r_rules__consider(l, &a);
        }
    return rc;
}
