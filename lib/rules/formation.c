/*
 * formation.c - Formations (FRM-01 .. FRM-07) and Delayed Terrain
 * (DTR-01, DTR-02): Action cards that enter play at the current
 * battlefield.
 */
#include "game/game.h"

#include "cards/keywords.h"

bool l5r__is_formation(const l5r_game *g, uint32_t card)
{
    return l5r__def(g, card)->type == L5R_TYPE_ACTION &&
           l5r__has_keyword(g, card, L5R__KW_FORMATION);
}

bool l5r__is_delayed_terrain(const l5r_game *g, uint32_t card)
{
    return l5r__def(g, card)->type == L5R_TYPE_ACTION &&
           l5r__has_keyword(g, card, L5R__KW_TERRAIN) &&
           l5r__has_keyword(g, card, L5R__KW_DELAYED);
}

/* One condition of "Formed by": its type and all its keywords. "Infantry"
   is the game term (KEY-02): a unit card without Cavalry. */
static bool meets(const l5r_game *g, const l5r_condrec *cond, uint32_t card)
{
    uint8_t type = l5r__def(g, card)->type;
    if (cond->type != 0 && cond->type != type)
        return false;
    const l5r_carddb *db = g->db;
    for (uint32_t k = 0; k < cond->kw_count; k++) {
        const char *w = l5r_str(db, db->strlist.v[cond->kw_first + k]);
        if (strcmp(w, "infantry") == 0) {
            if (l5r__has_keyword(g, card, L5R__KW_CAVALRY))
                return false;
        } else if (!l5r__has_keyword(g, card, w)) {
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
bool l5r__formed(const l5r_game *g, uint32_t formation, uint32_t player,
                 uint8_t location)
{
    const l5r_cardrec *d = l5r__def(g, formation);
    if (d->cond_count == 0)
        return true;
    const l5r_state *s = g->st;
    const l5r_cardst *c = l5r_ccards(s);
    uint32_t army[64], n = 0;
    for (uint32_t i = 0; i < s->ncards && n < 64; i++) {
        uint8_t type = l5r__def(g, i)->type;
        if (c[i].zone == L5R_ZONE_PLAY && c[i].controller == player &&
            c[i].location == location && location != 0 &&
            (type == L5R_TYPE_PERSONALITY || type == L5R_TYPE_FOLLOWER))
            army[n++] = i;
    }
    return match(g, &g->db->conds.v[d->cond_first], d->cond_count, 0, army, n,
                 0);
}

/* FRM-06: "Battle: Any number of times per turn: Play a Formation from
   your hand" - p1 use formation with #N. */
bool l5r__judge_formation(const l5r_game *g, uint32_t p, const l5r_action *a,
                          l5r_verdict *v)
{
    const l5r_state *s = g->st;
    if (s->decision != L5R_DECIDE_BATTLE || !l5r__in_battle(s))
        return l5r__deny(v, L5R_REASON_WRONG_TIME, "FRM-06",
                         "Formations are played in the Combat Segment");
    if (!l5r__present(g, p, s->battlefield))
        return l5r__deny(v, L5R_REASON_PRESENCE, "CORE-51",
                         "you control no unit at the current battlefield");
    if (a->ncosts != 1 || a->how[0] != L5R_PAY_WITH || a->ntargets != 0)
        return l5r__deny(v, L5R_REASON_MALFORMED, "FRM-06",
                         "name the Formation: use formation with #N");
    uint32_t f = a->costs[0];
    const l5r_cardst *c = f < s->ncards ? &l5r_ccards(s)[f] : NULL;
    if (c == NULL || c->zone != L5R_ZONE_HAND || c->owner != p ||
        !l5r__is_formation(g, f))
        return l5r__deny(v, L5R_REASON_WRONG_ZONE, "FRM-06",
                         "#%u is not a Formation in your hand", f);
    if (!l5r__formed(g, f, p, s->battlefield)) /* FRM-03, FRM-04 */
        return l5r__deny(v, L5R_REASON_REQUIREMENT, "FRM-03",
                         "your army here does not form it: each condition "
                         "of its \"Formed by\" needs a separate card "
                         "(FRM-04)");
    return true;
}

void l5r__perform_formation(l5r_game *g, uint32_t p, const l5r_action *a)
{
    l5r_state *s = g->st;
    uint32_t f = a->costs[0];
    l5r_cardst *c = l5r_cards(s);
    /* FRM-01: it enters play at the current battlefield, controlled by its
       player; FRM-02: then the player's other Formations are destroyed,
       before it resolves. */
    c[f].controller = (uint8_t)p;
    l5r__move(g, f, L5R_ZONE_PLAY, s->battlefield);
    for (uint32_t i = 0; i < s->ncards; i++)
        if (i != f && c[i].zone == L5R_ZONE_PLAY && c[i].controller == p &&
            l5r__is_formation(g, i))
            l5r__destroy(g, i);
    /* FRM-06: then an additional Battle or Open action. */
    s->extra = 1;
}

/* --- Delayed Terrain ------------------------------------------------------ */

/* DTR-01: played, it picks no targets and does nothing; it waits in play
   at the battlefield. */
void l5r__play_terrain(l5r_game *g, uint32_t p, uint32_t card)
{
    l5r_state *s = g->st;
    l5r_cards(s)[card].controller = (uint8_t)p;
    l5r__move(g, card, L5R_ZONE_PLAY, s->battlefield);
}

/* DTR-02: at the end of the Combat Segment, after all pass, each Delayed
   Terrain still in play here has its targets selected (its controller's
   decision) and its effects resolved; then it is discarded. Returns true
   while a decision is pending. */
bool l5r__terrains(l5r_game *g)
{
    l5r_state *s = g->st;
    const l5r_cardst *c = l5r_ccards(s);
    for (uint32_t i = 0; i < s->ncards; i++) {
        if (c[i].zone != L5R_ZONE_PLAY || c[i].location != s->battlefield ||
            !l5r__is_delayed_terrain(g, i))
            continue;
        const l5r_cardrec *d = l5r__def(g, i);
        uint32_t p = c[i].controller;
        for (uint32_t k = 0; k < d->abil_count; k++) {
            const l5r_abilrec *ab = &g->db->abils.v[d->abil_first + k];
            if (!(ab->timing & L5R_TIMING_BATTLE))
                continue;
            if (ab->target.present) {
                if (l5r__legal_target_count(g, p, i, &ab->target) >=
                    ab->target.count) {
                    s->choose_card = i;
                    s->choose_ability = k;
                    s->decider = (uint8_t)p;
                    s->decision = L5R_DECIDE_TERRAIN;
                    return true;
                }
                break; /* not enough legal targets: no effect */
            }
            l5r_action a;
            memset(&a, 0, sizeof a);
            a.tag = L5R_TAG_ACTION;
            a.kind = L5R_ACT_USE;
            a.player = p;
            a.card = i;
            a.ability = k;
            a.on = a.value = L5R_NO;
            l5r__resolve_use(g, p, &a, false);
            break;
        }
        if (c[i].zone == L5R_ZONE_PLAY)
            l5r__move(g, i, L5R_ZONE_FATE_DISCARD, 0);
    }
    return false;
}
