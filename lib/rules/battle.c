/*
 * battle.c - the Attack phase: declaring an attack, the Maneuvers
 * (Infantry, then Cavalry; the Attacker assigns first), battles in the
 * Attacker's order (Engage, the Combat Segment, the Resolution Segment),
 * and going home.
 */
#include "game/game.h"

#include "cards/keywords.h"

bool l5r__is_cavalry(const l5r_game *g, uint32_t unit)
{
    /* CORE-45: a Cavalry unit is one whose Personality and Followers all
       have Cavalry. */
    if (!l5r__has_keyword(g, unit, L5R__KW_CAVALRY))
        return false;
    const l5r_state *s = g->st;
    const l5r_cardst *c = l5r_ccards(s);
    for (uint32_t i = 0; i < s->ncards; i++)
        if (c[i].zone == L5R_ZONE_PLAY && c[i].attached_to == unit &&
            l5r__def(g, i)->type == L5R_TYPE_FOLLOWER &&
            !l5r__has_keyword(g, i, L5R__KW_CAVALRY))
            return false;
    return true;
}

void l5r__unit_move(l5r_game *g, uint32_t unit, uint8_t location)
{
    l5r_state *s = g->st;
    l5r_cardst *c = l5r_cards(s);
    c[unit].location = location;
    for (uint32_t i = 0; i < s->ncards; i++)
        if (c[i].zone == L5R_ZONE_PLAY && c[i].attached_to == unit)
            c[i].location = location;
    if (location == 0)
        c[unit].flags &= (uint8_t) ~(L5R_CF_ATTACKING | L5R_CF_DEFENDING);
}

int32_t l5r__army_force(const l5r_game *g, uint32_t player, uint8_t bf)
{
    /* CORE-49: bowed cards add nothing; Items and tokens count through
       the Personality's Force (TOK-03); Followers add their own. */
    const l5r_state *s = g->st;
    const l5r_cardst *c = l5r_ccards(s);
    int32_t total = 0;
    for (uint32_t i = 0; i < s->ncards; i++) {
        if (c[i].zone != L5R_ZONE_PLAY || c[i].location != bf ||
            c[i].controller != player || (c[i].flags & L5R_CF_BOWED))
            continue;
        uint8_t type = l5r__def(g, i)->type;
        if (type == L5R_TYPE_PERSONALITY ||
            (type == L5R_TYPE_FOLLOWER && c[i].attached_to != L5R_NO))
            total += l5r__stat(g, i, L5R_STAT_FORCE, NULL);
    }
    return total;
}

/* Is any unit of `player` at battlefield `bf`? */
bool l5r__present(const l5r_game *g, uint32_t player, uint8_t bf)
{
    const l5r_state *s = g->st;
    const l5r_cardst *c = l5r_ccards(s);
    for (uint32_t i = 0; i < s->ncards; i++)
        if (c[i].zone == L5R_ZONE_PLAY && c[i].location == bf &&
            c[i].controller == player &&
            l5r__def(g, i)->type == L5R_TYPE_PERSONALITY)
            return true;
    return false;
}

static void set_decision(l5r_state *s, uint32_t player, int kind)
{
    s->decider = (uint8_t)player;
    s->decision = (uint8_t)kind;
}

void l5r__declare_attack(l5r_game *g, uint32_t attacker, uint32_t defender)
{
    l5r_state *s = g->st;
    s->attacker = (uint8_t)attacker;
    s->defender = (uint8_t)defender;
    s->fought = 0;
    s->battlefield = 0;
    s->step = L5R_STEP_INFANTRY_A;
    set_decision(s, attacker, L5R_DECIDE_ASSIGN);
    l5r__event(g, L5R_EV_BATTLE, attacker, L5R_NO, (int32_t)defender);
}

void l5r__assign(l5r_game *g, uint32_t player, uint32_t unit, uint8_t bf)
{
    l5r_cardst *c = &l5r_cards(g->st)[unit];
    l5r__unit_move(g, unit, bf);
    c->flags |= player == g->st->attacker ? L5R_CF_ATTACKING : L5R_CF_DEFENDING;
    l5r__event(g, L5R_EV_MOVE, player, unit, 100 + bf);
}

/* A battlefield with attackers not yet fought. */
static bool battle_due(const l5r_game *g, uint8_t bf)
{
    const l5r_state *s = g->st;
    return !(s->fought & (1u << bf)) && l5r__present(g, s->attacker, bf);
}

bool l5r__battle_due(const l5r_game *g, uint8_t bf)
{
    return bf >= 1 && bf <= g->st->players[g->st->defender].nprovinces &&
           battle_due(g, bf);
}

static void end_attack(l5r_game *g)
{
    l5r_state *s = g->st;
    l5r_cardst *c = l5r_cards(s);
    for (uint32_t i = 0; i < s->ncards; i++)
        if (c[i].zone == L5R_ZONE_PLAY) {
            c[i].location = 0;
            c[i].flags &= (uint8_t) ~(L5R_CF_ATTACKING | L5R_CF_DEFENDING |
                                      L5R_CF_FOUGHT);
        }
    s->attacker = s->defender = L5R_NO8;
    s->battlefield = 0;
    s->fought = 0;
    s->step = L5R_STEP_NONE;
    l5r__leave_attack(g);
}

/* The next battle, chosen by the Attacker (CORE-48), or the end. */
static void next_battle(l5r_game *g)
{
    l5r_state *s = g->st;
    s->battlefield = 0;
    for (uint8_t bf = 1; bf <= s->players[s->defender].nprovinces; bf++)
        if (battle_due(g, bf)) {
            s->step = L5R_STEP_CHOOSE;
            set_decision(s, s->attacker, L5R_DECIDE_BATTLEFIELD);
            return;
        }
    end_attack(g);
}

void l5r__fight(l5r_game *g, uint8_t bf)
{
    l5r_state *s = g->st;
    s->battlefield = bf;
    s->step = L5R_STEP_ENGAGE;
    s->passes = 0;
    set_decision(s, s->defender, L5R_DECIDE_ENGAGE);
    l5r__event(g, L5R_EV_BATTLE, s->attacker, L5R_NO, bf);
}

/* Destroy a unit: the Personality and all attached (CORE-49). Returns the
   number of cards destroyed (tokens are not cards: TOK-05). */
static uint32_t destroy_unit(l5r_game *g, uint32_t unit)
{
    l5r_state *s = g->st;
    const l5r_cardst *c = l5r_ccards(s);
    uint32_t n = 1;
    for (uint32_t i = 0; i < s->ncards; i++)
        if (c[i].zone == L5R_ZONE_PLAY && c[i].attached_to == unit)
            n++;
    l5r__destroy(g, unit);
    return n;
}

static uint32_t destroy_army(l5r_game *g, uint32_t player, uint8_t bf)
{
    l5r_state *s = g->st;
    const l5r_cardst *c = l5r_ccards(s);
    uint32_t n = 0;
    for (uint32_t i = 0; i < s->ncards; i++)
        if (c[i].zone == L5R_ZONE_PLAY && c[i].location == bf &&
            c[i].controller == player &&
            l5r__def(g, i)->type == L5R_TYPE_PERSONALITY)
            n += destroy_unit(g, i);
    return n;
}

static void destroy_province(l5r_game *g, uint32_t player, uint8_t prov)
{
    l5r_state *s = g->st;
    uint32_t card = l5r__in_province(s, player, prov);
    if (card != L5R_NO)
        l5r__move(g, card, L5R_ZONE_DYNASTY_DISCARD, 0);
    /* What is attached to the province (Regions, Fortifications) and the
       tokens on it go with it (TOK-07). */
    l5r_cardst *c = l5r_cards(s);
    for (uint32_t i = 0; i < s->ncards; i++)
        if (c[i].zone == L5R_ZONE_PLAY && c[i].owner == player &&
            c[i].attached_to == L5R_NO && c[i].province == prov &&
            (l5r__def(g, i)->type == L5R_TYPE_REGION ||
             l5r__def(g, i)->type == L5R_TYPE_HOLDING))
            l5r__move(g, i, L5R_ZONE_DYNASTY_DISCARD, 0);
    const l5r_tokenst *t = l5r_ctokens(s);
    for (uint32_t i = 0; i < s->ntokens; i++)
        if (t[i].alive && t[i].card == L5R_NO && t[i].player == player &&
            t[i].province == prov)
            l5r__token_remove(g, i); /* TOK-07 */
    s->players[player].prov[prov].destroyed = 1;
    l5r__event(g, L5R_EV_DESTROY, player, L5R_NO, -(int32_t)prov - 1);
    l5r__trigger(g, L5R_TRIGGER_PROVINCE_DESTROYED, player, L5R_NO);
}

#define YU_USED (1u << 31) /* in l5r_cardst.used: this card's Yu is spent */

/* The rest of the Resolution Segment, with the final army totals (CORE-49,
   CORE-50); the Yu step, if any, came before it and changed nothing of
   the outcome (YU-03). */
static void finish_resolution(l5r_game *g)
{
    l5r_state *s = g->st;
    uint8_t bf = s->battlefield;
    uint32_t a = s->attacker, d = s->defender;
    int32_t at = s->total_a, dt = s->total_d;
    bool ap = l5r__present(g, a, bf), dp = l5r__present(g, d, bf);
    int32_t per = (int32_t)l5r__opt(g, L5R_PARAM_BATTLE_HONOR);
    s->step = L5R_STEP_COMBAT;
    if (at > dt) {
        uint32_t n = destroy_army(g, d, bf);
        l5r__honor(g, a, per * (int32_t)n);
        if (at > dt + l5r__province_strength(g, d, (uint8_t)(bf - 1)))
            destroy_province(g, d, (uint8_t)(bf - 1));
    } else if (dt > at) {
        uint32_t n = destroy_army(g, a, bf);
        l5r__honor(g, d, per * (int32_t)n);
    } else if (ap && dp) {
        uint32_t na = destroy_army(g, a, bf), nd = destroy_army(g, d, bf);
        l5r__honor(g, a, per * (int32_t)nd);
        l5r__honor(g, d, per * (int32_t)na);
    }
    /* CORE-53: attacking survivors bow and go home; defenders go home. */
    l5r_cardst *c = l5r_cards(s);
    for (uint32_t i = 0; i < s->ncards; i++) {
        c[i].used &= ~YU_USED;
        if (c[i].zone != L5R_ZONE_PLAY || c[i].location != bf ||
            l5r__def(g, i)->type != L5R_TYPE_PERSONALITY)
            continue;
        if (c[i].controller == a) { /* the unit bows: he and his Followers */
            l5r__bow(g, i);
            c[i].flags |= L5R_CF_FOUGHT;
            for (uint32_t k = 0; k < s->ncards; k++)
                if (c[k].zone == L5R_ZONE_PLAY && c[k].attached_to == i &&
                    l5r__def(g, k)->type == L5R_TYPE_FOLLOWER)
                    l5r__bow(g, k);
        }
        l5r__unit_move(g, i, 0);
    }
    l5r__end_lasting(g, L5R_UNTIL_END_OF_BATTLE);
    s->fought |= (uint16_t)(1u << bf);
    l5r__check_victory(g);
    if (s->phase != L5R_PHASE_GAME_OVER)
        next_battle(g);
}

/* Cards of `player`'s army at the current battlefield. */
static bool in_army(const l5r_game *g, uint32_t card, uint32_t player)
{
    const l5r_state *s = g->st;
    const l5r_cardst *c = &l5r_ccards(s)[card];
    uint8_t type = l5r__def(g, card)->type;
    return c->zone == L5R_ZONE_PLAY && c->controller == player &&
           c->location == s->battlefield &&
           (type == L5R_TYPE_PERSONALITY || type == L5R_TYPE_FOLLOWER);
}

/* YU-01: a card with Yu (value, or Yu 0 plus a bonus: YU-06). */
static bool yu_value(const l5r_game *g, uint32_t card, int32_t *v)
{
    bool has;
    *v = l5r__stat(g, card, L5R_STAT_YU, &has);
    return has;
}

/* The loser of the battle, or L5R_NO. */
static uint32_t loser(const l5r_state *s)
{
    if (s->total_a == s->total_d)
        return L5R_NO;
    return s->total_a < s->total_d ? s->attacker : s->defender;
}

/* The Resolution Segment: the final army totals first. */
static void resolve(l5r_game *g)
{
    l5r_state *s = g->st;
    uint8_t bf = s->battlefield;
    uint32_t a = s->attacker, d = s->defender;
    s->total_a = l5r__army_force(g, a, bf);
    s->total_d = l5r__army_force(g, d, bf);
    l5r__event(g, L5R_EV_BATTLE, a, L5R_NO, s->total_a * 1000 + s->total_d);
    uint32_t lost = loser(s);
    if (lost == L5R_NO) {
        finish_resolution(g);
        return;
    }
    l5r__trigger(g, L5R_TRIGGER_BATTLE_WON, lost == a ? d : a, L5R_NO);
    l5r__trigger(g, L5R_TRIGGER_BATTLE_LOST, lost, L5R_NO);
    /* YU-03, YU-05: after the totals, before the losing side is destroyed,
       the losing army's Yu cards (dying or not) may act; the loser decides
       (YU-04), or passes. */
    const l5r_cardst *c = l5r_ccards(s);
    for (uint32_t i = 0; i < s->ncards; i++) {
        int32_t v;
        if (c[i].zone == L5R_ZONE_PLAY && in_army(g, i, lost) &&
            yu_value(g, i, &v)) {
            s->step = L5R_STEP_YU;
            s->decider = (uint8_t)lost;
            s->decision = L5R_DECIDE_YU;
            return;
        }
    }
    finish_resolution(g);
}

/* YU-01 .. YU-04: "use yu with #a [with #b ...] target #x". */
bool l5r__judge_yu(const l5r_game *g, uint32_t p, const l5r_action *a,
                   l5r_verdict *v)
{
    const l5r_state *s = g->st;
    if (s->decision != L5R_DECIDE_YU || p != loser(s))
        return l5r__deny(v, L5R_REASON_WRONG_TIME, "YU-03",
                         "Yu is used by the losing army's player, at the "
                         "battle's resolution");
    if (a->ntargets != 1 || a->ncosts == 0)
        return l5r__deny(v, L5R_REASON_MALFORMED, "YU-01",
                         "name the Yu cards (with #N) and one card they "
                         "destroy (target #N)");
    int32_t sum = 0;
    for (uint32_t i = 0; i < a->ncosts; i++) {
        uint32_t c = a->costs[i];
        int32_t val;
        if (a->how[i] != L5R_PAY_WITH || c >= s->ncards || !in_army(g, c, p) ||
            !yu_value(g, c, &val))
            return l5r__deny(v, L5R_REASON_COST, "YU-01",
                             "#%u is not a card with Yu in your army at the "
                             "battlefield",
                             c);
        if (l5r_ccards(s)[c].used & YU_USED) /* YU-02 */
            return l5r__deny(v, L5R_REASON_LIMIT, "YU-02",
                             "#%u already destroyed a card with its Yu: one "
                             "card may not destroy several",
                             c);
        for (uint32_t k = 0; k < i; k++)
            if (a->costs[k] == c)
                return l5r__deny(v, L5R_REASON_COST, "YU-02",
                                 "#%u is named twice", c);
        sum += val;
    }
    uint32_t t = a->targets[0];
    uint32_t winner = p == s->attacker ? s->defender : s->attacker;
    if (t >= s->ncards || !in_army(g, t, winner))
        return l5r__deny(v, L5R_REASON_TARGET, "YU-01",
                         "Yu destroys a card of the opposing army at the "
                         "battlefield");
    const l5r_cardst *cs = l5r_ccards(s);
    if (l5r__def(g, t)->type == L5R_TYPE_PERSONALITY)
        for (uint32_t i = 0; i < s->ncards; i++)
            if (cs[i].zone == L5R_ZONE_PLAY && cs[i].attached_to == t &&
                l5r__def(g, i)->type == L5R_TYPE_FOLLOWER)
                return l5r__deny(v, L5R_REASON_TARGET, "YU-01",
                                 "a Personality with Followers cannot be "
                                 "destroyed by Yu: destroy the Followers "
                                 "first (YU-04)");
    int32_t force = l5r__stat(g, t, L5R_STAT_FORCE, NULL);
    if (force > sum)
        return l5r__deny(v, L5R_REASON_TARGET, "YU-02",
                         "#%u has Force %d; the Yu named add up to %d", t,
                         force, sum);
    return true;
}

void l5r__perform_yu(l5r_game *g, const l5r_action *a)
{
    l5r_cardst *c = l5r_cards(g->st);
    for (uint32_t i = 0; i < a->ncosts; i++)
        c[a->costs[i]].used |= YU_USED;
    /* YU-03: no honor for the loser; the outcome stands. */
    l5r__destroy(g, a->targets[0]);
}

/* Maneuvers: a pass ends a player's assignments in a segment. */
static void next_maneuver(l5r_game *g)
{
    l5r_state *s = g->st;
    s->step++;
    if (s->step > L5R_STEP_CAVALRY_D) {
        next_battle(g);
        return;
    }
    bool attacker_turn =
        s->step == L5R_STEP_INFANTRY_A || s->step == L5R_STEP_CAVALRY_A;
    set_decision(s, attacker_turn ? s->attacker : s->defender,
                 L5R_DECIDE_ASSIGN);
}

/* Rounds of passing in a battle: the Defender first (CORE-52); the round
   ends when every player has passed in succession. */
static void battle_round_pass(l5r_game *g, uint32_t player)
{
    l5r_state *s = g->st;
    if (++s->passes >= l5r__alive_count(s)) {
        s->passes = 0;
        if (s->step == L5R_STEP_ENGAGE) {
            s->step = L5R_STEP_COMBAT;
            set_decision(s, s->defender, L5R_DECIDE_BATTLE);
        } else if (!l5r__terrains(g)) { /* DTR-02 first */
            resolve(g);
        }
        return;
    }
    s->decider = (uint8_t)l5r__next_alive(s, player);
}

void l5r__battle_pass(l5r_game *g, uint32_t player)
{
    l5r_state *s = g->st;
    switch (s->decision) {
    case L5R_DECIDE_ATTACK:
        l5r__leave_attack(g); /* no attack this turn */
        break;
    case L5R_DECIDE_ASSIGN:
        next_maneuver(g);
        break;
    case L5R_DECIDE_ENGAGE:
    case L5R_DECIDE_BATTLE:
        battle_round_pass(g, player);
        break;
    case L5R_DECIDE_YU: /* YU-04: done with Yu (or not using it at all) */
        finish_resolution(g);
        break;
    default:
        break;
    }
}

void l5r__terrain_done(l5r_game *g)
{
    l5r_state *s = g->st;
    uint32_t t = s->choose_card;
    s->choose_card = L5R_NO;
    if (t != L5R_NO && l5r_ccards(s)[t].zone == L5R_ZONE_PLAY)
        l5r__move(g, t, L5R_ZONE_FATE_DISCARD, 0);
    if (!l5r__terrains(g))
        resolve(g);
}

void l5r__battle_acted(l5r_game *g, uint32_t player)
{
    l5r_state *s = g->st;
    if (s->decision == L5R_DECIDE_ENGAGE || s->decision == L5R_DECIDE_BATTLE) {
        s->passes = 0;
        if (s->extra) { /* FRM-06: the same player acts again */
            s->extra = 0;
            return;
        }
        s->decider = (uint8_t)l5r__next_alive(s, player);
    }
    /* ASSIGN: the same player goes on assigning until he passes. */
}
