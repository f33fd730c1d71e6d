/* SPDX-License-Identifier: MIT */
/*
 * attach.c - playing cards from the hand in your Action phase (CORE-18 ..
 * CORE-21, CORE-63): Followers, Items, Spells and Ancestors attach to a
 * Personality you control; Rings enter play.
 */
#include "rules/rules.h"

#include "cards/keywords.h"

/* CORE-20: one Weapon and one Armor per unit. `slots`: bit 0, the card
   to attach is a Weapon; bit 1, an Armor. */
static bool check_weapon_armor(l5r_judging *j, unsigned slots, uint32_t on)
{
    static const char *const names[] = {"Weapon", "Armor"};
    static const uint32_t ids[] = {L5R__KWID_WEAPON, L5R__KWID_ARMOR};
    const l5r_cardst *cs = l5r_state__ccards(j->s);
    for (size_t k = 0; k < 2; k++) {
        if (!(slots >> k & 1u))
            continue;
        for (uint32_t i = 0; i < j->s->ncards; i++)
            if (cs[i].zone == L5R_ZONE_PLAY && cs[i].attached_to == on &&
                l5r_profile__has_keyword(j->g, i, ids[k]))
                return l5r_verdict__deny(
                    j, L5R_REASON_ATTACHMENT, "CORE-20",
                    "%s already carries a %s",
                    l5r_verdict__card_name(j, on, j->n2, sizeof j->n2),
                    names[k]);
    }
    return true;
}

/* CORE-18: Followers, Items and Spells are Limited actions of your own
   Action phase, attached to a Personality you control; Rings enter play. */
/* CORE-18, CORE-27, CORE-42: a Ring, Follower, Item, Spell or Ancestor
   in the player's hand, in his own Action phase. */
static bool from_hand(l5r_judging *j)
{
    uint32_t c = j->a->card;
    if (!l5r_verdict__card_exists(j, c))
        return false;
    const l5r_cardst *cs = &l5r_state__ccards(j->s)[c];
    l5r_verdict__card_name(j, c, j->n1, sizeof j->n1);
    if (cs->zone != L5R_ZONE_HAND || cs->owner != j->p)
        return l5r_verdict__deny(j, L5R_REASON_WRONG_ZONE, "CORE-18",
                                 "%s is not in your hand", j->n1);
    if (j->s->active != j->p) /* CORE-27 */
        return l5r_verdict__deny(
            j, L5R_REASON_WRONG_TIME, "CORE-27",
            "Limited actions only in your own Action phase");
    uint8_t type = l5r_game__def(j->g, c)->type;
    if (type != L5R_TYPE_RING && type != L5R_TYPE_FOLLOWER &&
        type != L5R_TYPE_ITEM && type != L5R_TYPE_SPELL &&
        type != L5R_TYPE_ANCESTOR)
        return l5r_verdict__deny(j, L5R_REASON_MALFORMED, "CORE-42",
                                 "%s is not played this way (use its ability)",
                                 j->n1);
    return true;
}

/* What the judge asks of the card alone, whatever it goes on: for the
   listing to prune with. */
static bool playable(l5r_judging *j)
{
    uint32_t c = j->a->card;
    if (!from_hand(j))
        return false;
    uint8_t type = l5r_game__def(j->g, c)->type;
    if (type == L5R_TYPE_FOLLOWER &&
        !l5r_recruit__check_honor_requirement(j, c, "CORE-21"))
        return false;
    if (type == L5R_TYPE_ANCESTOR &&
        !l5r_recruit__check_honor_requirement(j, c, "CORE-63"))
        return false;
    return (type == L5R_TYPE_RING || l5r_recruit__check_unique(j, c)) &&
           l5r_recruit__check_gold(j, c);
}

bool l5r_attach__judge_play(l5r_judging *j)
{
    const l5r_action *a = j->a;
    uint32_t c = a->card;
    if (!from_hand(j))
        return false;
    uint8_t type = l5r_game__def(j->g, c)->type;
    if (type == L5R_TYPE_RING) {
        if (a->on != L5R_NO)
            return l5r_verdict__deny(j, L5R_REASON_ATTACHMENT, "CORE-18",
                                     "a Ring is not attached to anything");
        return l5r_recruit__check_gold(j, c);
    }
    if (a->on == L5R_NO)
        return l5r_verdict__deny(j, L5R_REASON_ATTACHMENT, "CORE-18",
                                 "%s must be attached: play ... on #N", j->n1);
    if (!l5r_verdict__card_exists(j, a->on))
        return false;
    const l5r_cardst *os = &l5r_state__ccards(j->s)[a->on];
    l5r_verdict__card_name(j, a->on, j->n2, sizeof j->n2);
    if (os->zone != L5R_ZONE_PLAY || os->controller != j->p ||
        l5r_game__def(j->g, a->on)->type != L5R_TYPE_PERSONALITY)
        return l5r_verdict__deny(j, L5R_REASON_ATTACHMENT, "CORE-18",
                                 "%s is not a Personality you control in play",
                                 j->n2);
    if (!l5r_attach__check_bearer(j, c, a->on))
        return false;
    if (type == L5R_TYPE_FOLLOWER &&
        !l5r_recruit__check_honor_requirement(j, c, "CORE-21"))
        return false;
    if (type == L5R_TYPE_ANCESTOR &&
        !l5r_recruit__check_honor_requirement(j, c, "CORE-63"))
        return false;
    return l5r_recruit__check_unique(j, c) && l5r_recruit__check_gold(j, c);
}

/* CORE-19, CORE-20, NIN-02: can a card of type `type`, a Weapon or an
   Armor (`slots`, as check_weapon_armor), be attached to `on`? */
static bool bearer_rules(l5r_judging *j, uint8_t type, unsigned slots,
                         uint32_t on)
{
    if (type != L5R_TYPE_SPELL && type != L5R_TYPE_ITEM)
        return true;
    /* NIN-02: a face-down Ninjutsu Personality carries Items, Spells and
       Followers regardless of their restrictions. */
    if (l5r_profile__face_down_ninja(j->g, on))
        return true;
    l5r_verdict__card_name(j, on, j->n2, sizeof j->n2);
    if (type == L5R_TYPE_SPELL &&
        !l5r_profile__has_keyword(j->g, on, L5R__KWID_SHUGENJA)) /* CORE-19 */
        return l5r_verdict__deny(
            j, L5R_REASON_ATTACHMENT, "CORE-19",
            "Spells attach only to Shugenja; %s is not one", j->n2);
    return type != L5R_TYPE_ITEM || check_weapon_armor(j, slots, on);
}

bool l5r_attach__check_bearer(l5r_judging *j, uint32_t card, uint32_t on)
{
    const l5r_game *g = j->g;
    unsigned slots =
        (unsigned)l5r_profile__has_keyword(g, card, L5R__KWID_WEAPON) |
        (unsigned)l5r_profile__has_keyword(g, card, L5R__KWID_ARMOR) << 1;
    return bearer_rules(j, l5r_game__def(g, card)->type, slots, on);
}

/* A printed keyword of a definition (a card not in the game yet). */
static bool printed_keyword(const l5r_carddb *db, const l5r_cardrec *d,
                            uint32_t kw)
{
    for (uint32_t i = 0; i < d->nkw_count; i++)
        if (db->kw.of.v[d->nkw_first + i] == kw)
            return true;
    return false;
}

bool l5r_attach__check_bearer_def(l5r_judging *j, uint32_t def, uint32_t on)
{
    const l5r_carddb *db = j->g->db;
    const l5r_cardrec *d = &db->cards.v[def];
    unsigned slots = (unsigned)printed_keyword(db, d, L5R__KWID_WEAPON) |
                     (unsigned)printed_keyword(db, d, L5R__KWID_ARMOR) << 1;
    return bearer_rules(j, d->type, slots, on);
}

void l5r_attach__apply_play(l5r_game *g, uint32_t p, const l5r_action *a)
{
    uint32_t card = a->card, on = a->on;
    l5r_cardst *c = &l5r_state__cards(g->st)[card];
    l5r_recruit__pay(g, p, card);
    c->controller = (uint8_t)p;
    if (on == L5R_NO) { /* a Ring */
        l5r_zones__move(g, card, L5R_ZONE_PLAY, 0);
        return;
    }
    const l5r_cardst *o = &l5r_state__ccards(g->st)[on];
    l5r_zones__move(g, card, L5R_ZONE_PLAY, o->location);
    c->attached_to = on;
    l5r_events__record(g, L5R_EV_ATTACH, p, card, (int32_t)on);
}

int l5r_attach__list_play(l5r_lister *l, uint32_t card)
{
    const l5r_game *g = l->g;
    const l5r_state *s = g->st;
    const l5r_cardst *c = l5r_state__ccards(s);
    if (c[card].zone != L5R_ZONE_HAND || s->decision != L5R_DECIDE_ACTION)
        return L5R_OK;
    /* What from_hand() refuses whatever else the move says: another
       player's turn (CORE-27), a card not played this way (CORE-42); no
       judging is set up for those. */
    uint8_t type = l5r_game__def(g, card)->type;
    if (s->active != l->p ||
        (type != L5R_TYPE_RING && type != L5R_TYPE_FOLLOWER &&
         type != L5R_TYPE_ITEM && type != L5R_TYPE_SPELL &&
         type != L5R_TYPE_ANCESTOR))
        return L5R_OK;
    l5r_action a;
    l5r_rules__candidate(&a, l->p, L5R_ACT_PLAY, card);
    if (!l5r_rules__passes(l, &a, playable))
        return L5R_OK;
    if (type == L5R_TYPE_RING)
        return l5r_rules__consider(l, &a); /* attached to nothing */
    int rc = L5R_OK;
    for (uint32_t x = 0; x < l->nscan && rc == L5R_OK; x++) {
        uint32_t k = l5r_rules__mine(l, x);
        if (c[k].zone != L5R_ZONE_PLAY || c[k].controller != l->p ||
            l5r_game__def(g, k)->type != L5R_TYPE_PERSONALITY)
            continue;
        l5r_rules__candidate(&a, l->p, L5R_ACT_PLAY, card);
        a.on = k;
        rc = l5r_rules__consider(l, &a);
    }
    return rc;
}
