/* SPDX-License-Identifier: MIT */
/*
 * returning.c - cards put into play from a discard pile (RET-01, RET-02):
 * the target filter `at: discard` reaches them, `put_into_play` brings
 * them back. A card that comes back is a new card: what it had in play
 * (tokens, TOK-07; lasting effects; the dishonorable state, PHR-03) is
 * gone, and it comes in unbowed. And cards returned to their owners'
 * hands (RTH-01 .. RTH-03): `return_to_hand` takes a Follower, Item or
 * Spell out of play, or a Fate card out of a discard pile.
 */
#include "rules/rules.h"

/* RET-02: only Personalities and Holdings come back (the others need a
   bearer or are played, not put into play), and a Unique one only while
   no card of its identity is in play (CORE-17). */
static bool check_hand_targets(l5r_use *u);

bool l5r_returning__check_targets(l5r_use *u)
{
    if (l5r_cards__ability_has(u->ab, L5R_EFF_RETURN_TO_HAND) &&
        !check_hand_targets(u))
        return false;
    if (!l5r_cards__ability_has(u->ab, L5R_EFF_PUT_INTO_PLAY))
        return true;
    for (uint32_t i = 0; i < u->a->ntargets; i++) {
        uint32_t t = u->a->targets[i];
        if (t >= u->s->ncards)
            continue; /* the target check refused it */
        uint8_t type = l5r_game__def(u->g, t)->type;
        if (u->ab->target.at == L5R_AT_PROVINCE) { /* RET-03 */
            if (type != L5R_TYPE_PERSONALITY)
                return l5r_verdict__deny(u->j, L5R_REASON_TARGET, "RET-03",
                                         "only a Personality is put into "
                                         "play from a province");
        } else if (type != L5R_TYPE_PERSONALITY && type != L5R_TYPE_HOLDING)
            return l5r_verdict__deny(u->j, L5R_REASON_TARGET, "RET-02",
                                     "only a Personality or a Holding is "
                                     "put into play from a discard pile");
        if (!l5r_recruit__check_unique(u->j, t))
            return false;
    }
    return true;
}

/* RET-01: each target still in a discard pile enters play at home,
   controlled by the player who used the ability; RET-03: so does each
   still face-up in his province, which refills. */
void l5r_returning__resolve(l5r_resolving *r, const l5r_effrec *e)
{
    (void)e;
    l5r_game *g = r->g;
    l5r_cardst *c = l5r_state__cards(g->st);
    for (uint32_t i = 0; i < r->a->ntargets; i++) {
        uint32_t t = r->a->targets[i];
        if (t >= g->st->ncards)
            continue;
        if (c[t].zone == L5R_ZONE_PROVINCE) { /* RET-03 */
            uint8_t prov = c[t].province;
            if (c[t].owner != r->p || (c[t].flags & L5R_CF_FACE_DOWN))
                continue;
            c[t].controller = (uint8_t)r->p;
            c[t].province = L5R_NO8;
            l5r_zones__move(g, t, L5R_ZONE_PLAY, 0);
            l5r_zones__refill(g, r->p, prov);
            continue;
        }
        if (c[t].zone != L5R_ZONE_DYNASTY_DISCARD &&
            c[t].zone != L5R_ZONE_FATE_DISCARD)
            continue;
        c[t].controller = (uint8_t)r->p;
        c[t].flags &= (uint8_t)~L5R_CF_DEAD;
        l5r_zones__move(g, t, L5R_ZONE_PLAY, 0);
    }
}

/* RTH-02: what may return to a hand. In play a Follower, an Item or a
   Spell (a Personality, Holding, Stronghold or Ring stays); in a discard
   pile a Fate card (a Dynasty card is never held in a hand). */
static bool hand_card(const l5r_game *g, uint32_t card)
{
    const l5r_cardrec *d = l5r_game__def(g, card);
    uint8_t zone = l5r_state__ccards(g->st)[card].zone;
    if (zone == L5R_ZONE_PLAY)
        return d->type == L5R_TYPE_FOLLOWER || d->type == L5R_TYPE_ITEM ||
               d->type == L5R_TYPE_SPELL;
    return d->deck == L5R_DECK_FATE && zone == L5R_ZONE_FATE_DISCARD;
}

static bool check_hand_targets(l5r_use *u)
{
    for (uint32_t k = 0; k < u->ab->eff_count; k++) {
        const l5r_effrec *e = &u->g->db->effs.v[u->ab->eff_first + k];
        if (e->kind != L5R_EFF_RETURN_TO_HAND || e->who != L5R_WHO_TARGET)
            continue;
        for (uint32_t i = 0; i < u->a->ntargets; i++) {
            uint32_t t = u->a->targets[i];
            if (t < u->s->ncards && !hand_card(u->g, t))
                return l5r_verdict__deny(
                    u->j, L5R_REASON_TARGET, "RTH-02",
                    "only a Follower, an Item or a Spell in play, or a Fate "
                    "card of a discard pile, returns to a hand");
        }
    }
    return true;
}

/* RTH-01, RTH-03: each card still where it was chosen goes to its owner's
   hand, whoever controls it or used the ability; leaving play, it leaves
   as any card does (its tokens removed for good, its lasting effects
   ended, what is attached to it discarded), and a created card ceases to
   exist. */
void l5r_returning__resolve_hand(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_game *g = r->g;
    uint32_t subj[72];
    uint32_t n = l5r_effects__subjects(r, e->who, subj);
    for (uint32_t i = 0; i < n; i++)
        if (hand_card(g, subj[i]))
            l5r_zones__move(g, subj[i], L5R_ZONE_HAND, 0);
}
