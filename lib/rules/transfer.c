/* SPDX-License-Identifier: MIT */
/*
 * transfer.c - attaching as an effect (ATT-01 .. ATT-08): a Follower, an
 * Item or a Spell attached to one Personality moves to another the same
 * player controls, at the same place. `transfer: target` moves the
 * ability's own card to the target Personality; `attach: target` moves
 * the target card to the ability's Personality (its card, or the card's
 * bearer). `attach_from_hand: target` brings the target card from its
 * player's hand into play on the ability's Personality (ATT-05 ..
 * ATT-07); `take_attached: target` takes an enemy's attached card to it
 * (ATT-08). Playing a card from the hand onto a Personality is attach.c.
 */
#include "rules/rules.h"

#include <stdio.h>
#include <string.h>

/* The card an effect moves and its new bearer, for a use of `card` with
   the targets of `a` (L5R_NO where there is none). */
static void parties(const l5r_game *g, uint8_t kind, uint32_t card,
                    const l5r_action *a, uint32_t *moved, uint32_t *to)
{
    const l5r_state *s = g->st;
    uint32_t target = a->ntargets > 0 ? a->targets[0] : L5R_NO;
    if (kind == L5R_EFF_TRANSFER) {
        *moved = card;
        *to = target;
        return;
    }
    *moved = target; /* attach, attach_from_hand, take_attached */
    *to = L5R_NO;
    if (card == L5R_NO || card >= s->ncards)
        return; /* a player's ability: no Personality of its own */
    const l5r_cardst *c = &l5r_state__ccards(s)[card];
    if (l5r_game__def(g, card)->type == L5R_TYPE_PERSONALITY)
        *to = card;
    else if (c->zone == L5R_ZONE_PLAY && c->attached_to != L5R_NO)
        *to = c->attached_to;
}

/* Can `moved` go to `to` for the judging's player? `tgt_moved`: the
   moved card is the target (attach), not the ability's card (transfer),
   which says whose reason a refusal gives. ATT-01 .. ATT-03, and the
   bearer rules (CORE-19, CORE-20, NIN-02). */
static bool may_move(l5r_judging *j, uint32_t moved, uint32_t to,
                     bool tgt_moved)
{
    const l5r_state *s = j->s;
    const l5r_cardst *c = l5r_state__ccards(s);
    int rm = tgt_moved ? L5R_REASON_TARGET : L5R_REASON_ATTACHMENT;
    int rt = tgt_moved ? L5R_REASON_ATTACHMENT : L5R_REASON_TARGET;
    if (moved == L5R_NO || moved >= s->ncards)
        return l5r_verdict__deny(j, rm, "ATT-01", "no card to move");
    uint8_t type = l5r_game__def(j->g, moved)->type;
    l5r_verdict__card_name(j, moved, j->n1, sizeof j->n1);
    /* ATT-01: a Follower, an Item or a Spell on a Personality, the
       player's own. */
    if ((type != L5R_TYPE_FOLLOWER && type != L5R_TYPE_ITEM &&
         type != L5R_TYPE_SPELL) ||
        c[moved].zone != L5R_ZONE_PLAY || c[moved].attached_to == L5R_NO)
        return l5r_verdict__deny(j, rm, "ATT-01",
                                 "%s is not a Follower, an Item or a Spell "
                                 "attached to a Personality",
                                 j->n1);
    if (c[moved].controller != j->p)
        return l5r_verdict__deny(j, L5R_REASON_NOT_CONTROLLED, "ATT-01",
                                 "%s is not yours", j->n1);
    /* ATT-02: to another Personality of his in play. */
    if (to == L5R_NO || to >= s->ncards)
        return l5r_verdict__deny(j, rt, "ATT-02",
                                 "no Personality to attach %s to", j->n1);
    l5r_verdict__card_name(j, to, j->n2, sizeof j->n2);
    if (c[to].zone != L5R_ZONE_PLAY || c[to].controller != j->p ||
        l5r_game__def(j->g, to)->type != L5R_TYPE_PERSONALITY)
        return l5r_verdict__deny(j, rt, "ATT-02",
                                 "%s is not a Personality you control in play",
                                 j->n2);
    if (c[moved].attached_to == to)
        return l5r_verdict__deny(j, rt, "ATT-02", "%s is already on %s", j->n1,
                                 j->n2);
    /* ATT-03: at the same place (home, or the same battlefield). */
    if (c[to].location != c[moved].location)
        return l5r_verdict__deny(j, rt, "ATT-03",
                                 "%s is not where %s is: a card changes "
                                 "bearer only at one place",
                                 j->n2, j->n1);
    return l5r_attach__check_bearer(j, moved, to);
}

/* The Personality `to` a card comes to by attach_from_hand or
   take_attached: one in play the judging's player controls (ATT-02). */
static bool bearer_ok(l5r_judging *j, uint32_t to, const char *rule)
{
    const l5r_cardst *c = l5r_state__ccards(j->s);
    if (to == L5R_NO || to >= j->s->ncards)
        return l5r_verdict__deny(j, L5R_REASON_ATTACHMENT, rule,
                                 "no Personality to attach %s to", j->n1);
    l5r_verdict__card_name(j, to, j->n2, sizeof j->n2);
    if (c[to].zone != L5R_ZONE_PLAY || c[to].controller != j->p ||
        l5r_game__def(j->g, to)->type != L5R_TYPE_PERSONALITY)
        return l5r_verdict__deny(j, L5R_REASON_ATTACHMENT, rule,
                                 "%s is not a Personality you control in play",
                                 j->n2);
    return true;
}

/* ATT-05 .. ATT-07: can `moved`, in the judging's player's hand, enter
   play on `to` (paying its Gold Cost when `pay`)? As when it is played
   (CORE-19 .. CORE-21, uniqueness), but at any time the ability may be
   used. */
static bool may_enter(l5r_judging *j, uint32_t moved, uint32_t to, bool pay)
{
    const l5r_state *s = j->s;
    const l5r_cardst *c = l5r_state__ccards(s);
    if (moved == L5R_NO || moved >= s->ncards)
        return l5r_verdict__deny(j, L5R_REASON_TARGET, "ATT-05",
                                 "no card to attach");
    uint8_t type = l5r_game__def(j->g, moved)->type;
    l5r_verdict__card_name(j, moved, j->n1, sizeof j->n1);
    /* ATT-05: a Follower, an Item or a Spell in the player's own hand. */
    if (c[moved].zone != L5R_ZONE_HAND || c[moved].owner != j->p)
        return l5r_verdict__deny(j, L5R_REASON_TARGET, "ATT-05",
                                 "%s is not in your hand", j->n1);
    if (type != L5R_TYPE_FOLLOWER && type != L5R_TYPE_ITEM &&
        type != L5R_TYPE_SPELL)
        return l5r_verdict__deny(j, L5R_REASON_TARGET, "ATT-05",
                                 "%s is not a Follower, an Item or a Spell",
                                 j->n1);
    /* ATT-06: a bearer it may be attached to, as when played. */
    if (!bearer_ok(j, to, "ATT-06") || !l5r_attach__check_bearer(j, moved, to))
        return false;
    if (type == L5R_TYPE_FOLLOWER &&
        !l5r_recruit__check_honor_requirement(j, moved, "CORE-21"))
        return false;
    if (!l5r_recruit__check_unique(j, moved))
        return false;
    /* ATT-07: paying, its Gold Cost from the gold it may use. */
    bool has;
    int32_t cost = l5r_stats__stat(j->g, moved, L5R_STAT_GOLD_COST, &has);
    if (pay && has && cost > 0) {
        int32_t gold = l5r_produce__gold_for(j->g, j->p, moved);
        if (cost > gold)
            return l5r_verdict__deny(
                j, L5R_REASON_GOLD, "ATT-07",
                "%s costs %d gold; you have %d (produce gold first)",
                l5r_verdict__card_name(j, moved, j->n1, sizeof j->n1), cost,
                gold);
    }
    return true;
}

/* ATT-08: can the judging's player take `moved`, attached to an enemy
   Personality, to `to`, at the same place (ATT-03)? */
static bool may_take(l5r_judging *j, uint32_t moved, uint32_t to)
{
    const l5r_state *s = j->s;
    const l5r_cardst *c = l5r_state__ccards(s);
    if (moved == L5R_NO || moved >= s->ncards)
        return l5r_verdict__deny(j, L5R_REASON_TARGET, "ATT-08",
                                 "no card to take");
    uint8_t type = l5r_game__def(j->g, moved)->type;
    l5r_verdict__card_name(j, moved, j->n1, sizeof j->n1);
    uint32_t on = c[moved].attached_to;
    if ((type != L5R_TYPE_FOLLOWER && type != L5R_TYPE_ITEM &&
         type != L5R_TYPE_SPELL) ||
        c[moved].zone != L5R_ZONE_PLAY || on == L5R_NO || on >= s->ncards)
        return l5r_verdict__deny(j, L5R_REASON_TARGET, "ATT-08",
                                 "%s is not a Follower, an Item or a Spell "
                                 "attached to a Personality",
                                 j->n1);
    if (c[moved].controller == j->p || c[on].controller == j->p)
        return l5r_verdict__deny(j, L5R_REASON_TARGET, "ATT-08",
                                 "%s is not on an enemy Personality", j->n1);
    if (!bearer_ok(j, to, "ATT-02"))
        return false;
    if (c[to].location != c[moved].location) /* ATT-03 */
        return l5r_verdict__deny(j, L5R_REASON_TARGET, "ATT-03",
                                 "%s is not where %s is: a card changes "
                                 "bearer only at one place",
                                 j->n2, j->n1);
    return l5r_attach__check_bearer(j, moved, to);
}

/* ATT-09: the Personality a card created by create_card with `on` goes
   to: the target (on: target), or the ability's Personality, its card or
   the card's bearer (on: self). */
static uint32_t created_to(const l5r_game *g, const l5r_effrec *e,
                           uint32_t card, const l5r_action *a)
{
    uint32_t moved, to;
    if (e->who == L5R_WHO_TARGET)
        return a->ntargets > 0 ? a->targets[0] : L5R_NO;
    parties(g, L5R_EFF_ATTACH, card, a, &moved, &to);
    return to;
}

/* ATT-09: can a card of definition `def` be created attached to `to`? */
static bool may_create(l5r_judging *j, uint32_t def, uint32_t to)
{
    const char *title = l5r_cards__str(j->g->db, j->g->db->cards.v[def].title);
    snprintf(j->n1, sizeof j->n1, "%s", title);
    return bearer_ok(j, to, "ATT-09") &&
           l5r_attach__check_bearer_def(j, def, to);
}

/* The definition a create_card effect names (TOK-06: one exists, checked
   as the cards freeze). */
static uint32_t created_def(const l5r_game *g, const l5r_effrec *e)
{
    const char *id = l5r_cards__str(g->db, e->str);
    return l5r_store__find(g->db, id, strlen(id));
}

uint32_t l5r_transfer__created_bearer(l5r_resolving *r, const l5r_effrec *e,
                                      uint32_t def)
{
    l5r_verdict v;
    l5r_judging j;
    l5r_verdict__judging_init(&j, r->g, r->a, &v, true);
    j.p = r->p;
    uint32_t to = created_to(r->g, e, r->card, r->a);
    return may_create(&j, def, to) ? to : L5R_NO;
}

bool l5r_transfer__check_targets(l5r_use *u)
{
    /* The usual case, an ability that moves or makes no card: one test. */
    const uint64_t moving = UINT64_C(1) << L5R_EFF_CREATE_CARD |
                            UINT64_C(1) << L5R_EFF_ATTACH_FROM_HAND |
                            UINT64_C(1) << L5R_EFF_TAKE_ATTACHED |
                            UINT64_C(1) << L5R_EFF_TRANSFER |
                            UINT64_C(1) << L5R_EFF_ATTACH;
    if (u->ab == NULL || (u->ab->eff_kinds & moving) == 0)
        return true;
    for (uint32_t i = 0; i < u->ab->eff_count; i++) { /* ATT-09 */
        const l5r_effrec *e = &u->g->db->effs.v[u->ab->eff_first + i];
        if (e->kind != L5R_EFF_CREATE_CARD || e->who == L5R_WHO_NONE)
            continue;
        uint32_t def = created_def(u->g, e);
        if (def != L5R_NONE &&
            !may_create(u->j, def, created_to(u->g, e, u->card, u->a)))
            return false;
    }
    static const uint8_t others[] = {L5R_EFF_ATTACH_FROM_HAND,
                                     L5R_EFF_TAKE_ATTACHED};
    for (size_t k = 0; k < L5R_ARRAY_LEN(others); k++) {
        uint8_t kind = others[k];
        const l5r_effrec *e = NULL;
        for (uint32_t i = 0; i < u->ab->eff_count && e == NULL; i++) {
            const l5r_effrec *x = &u->g->db->effs.v[u->ab->eff_first + i];
            if (x->kind == kind)
                e = x;
        }
        if (e == NULL)
            continue;
        if (u->a->ntargets != 1) /* one card to one Personality */
            return l5r_verdict__deny(u->j, L5R_REASON_TARGET,
                                     kind == L5R_EFF_TAKE_ATTACHED ? "ATT-08"
                                                                   : "ATT-05",
                                     "a card moves to one Personality: name "
                                     "one target");
        uint32_t moved, to;
        parties(u->g, kind, u->card, u->a, &moved, &to);
        if (kind == L5R_EFF_TAKE_ATTACHED
                ? !may_take(u->j, moved, to)
                : !may_enter(u->j, moved, to, e->amount != 0))
            return false;
    }
    static const uint8_t kinds[] = {L5R_EFF_TRANSFER, L5R_EFF_ATTACH};
    for (size_t k = 0; k < L5R_ARRAY_LEN(kinds); k++) {
        uint8_t kind = kinds[k];
        if (!l5r_cards__ability_has(u->ab, kind))
            continue;
        if (u->a->ntargets != 1) /* ATT-02: one card to one Personality */
            return l5r_verdict__deny(u->j, L5R_REASON_TARGET, "ATT-02",
                                     "a card moves to one Personality: name "
                                     "one target");
        uint32_t moved, to;
        parties(u->g, kind, u->card, u->a, &moved, &to);
        if (!may_move(u->j, moved, to, kind == L5R_EFF_ATTACH))
            return false;
    }
    return true;
}

/* As an effect resolves: the card it moves and the Personality it goes
   to, and a judging of the move for the player resolving it (the checks
   are made again: what was legal when announced may be no longer). */
static void rejudging(l5r_resolving *r, const l5r_effrec *e, l5r_judging *j,
                      l5r_verdict *v, uint32_t *moved, uint32_t *to)
{
    parties(r->g, e->kind, r->card, r->a, moved, to);
    l5r_verdict__judging_init(j, r->g, r->a, v, true);
    j->p = r->p;
}

/* ATT-04: the card changes bearer, and nothing else: it does not enter
   play again (its tokens, its bowed state, its lasting effects stay). A
   move no longer legal when it resolves (a Weapon came, the bearer left)
   does nothing. */
void l5r_transfer__resolve(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_game *g = r->g;
    uint32_t moved, to;
    l5r_verdict v;
    l5r_judging j;
    rejudging(r, e, &j, &v, &moved, &to);
    if (!may_move(&j, moved, to, e->kind == L5R_EFF_ATTACH))
        return;
    l5r_cardst *c = l5r_state__cards(g->st);
    c[moved].attached_to = to;
    c[moved].location = c[to].location;
    l5r_events__record(g, L5R_EV_ATTACH, r->p, moved, (int32_t)to);
}

/* ATT-05 .. ATT-07: the card enters play on its bearer, a new card in play
   (its enters_play triggers answer it), paying its Gold Cost with `pay`;
   one that cannot when it resolves stays in the hand (ATT-06). */
void l5r_transfer__resolve_from_hand(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_game *g = r->g;
    uint32_t moved, to;
    l5r_verdict v;
    l5r_judging j;
    rejudging(r, e, &j, &v, &moved, &to);
    bool pay = e->amount != 0;
    if (!may_enter(&j, moved, to, pay))
        return;
    if (pay)
        l5r_recruit__pay(g, r->p, moved);
    l5r_cardst *c = l5r_state__cards(g->st);
    c[moved].controller = (uint8_t)r->p;
    l5r_zones__move(g, moved, L5R_ZONE_PLAY, c[to].location);
    c[moved].attached_to = to;
    l5r_events__record(g, L5R_EV_ATTACH, r->p, moved, (int32_t)to);
}

/* ATT-08: the card changes controller and bearer, and nothing else: it
   does not enter play again (ATT-04); one that cannot be controlled
   (PRV-04), or a take no longer legal, does nothing. */
void l5r_transfer__resolve_take(l5r_resolving *r, const l5r_effrec *e)
{
    l5r_game *g = r->g;
    uint32_t moved, to;
    l5r_verdict v;
    l5r_judging j;
    rejudging(r, e, &j, &v, &moved, &to);
    if (!may_take(&j, moved, to) ||
        l5r_stats__cannot(g, moved, L5R_CANNOT_CONTROLLED))
        return;
    l5r_cardst *c = l5r_state__cards(g->st);
    l5r_zones__set_controller(g, moved, r->p);
    c[moved].attached_to = to;
    c[moved].location = c[to].location;
    const uint8_t side = L5R_CF_ATTACKING | L5R_CF_DEFENDING;
    c[moved].flags = (uint8_t)((c[moved].flags & ~side) | (c[to].flags & side));
    l5r_events__record(g, L5R_EV_CONTROL, r->p, moved, 0);
    l5r_events__record(g, L5R_EV_ATTACH, r->p, moved, (int32_t)to);
}
