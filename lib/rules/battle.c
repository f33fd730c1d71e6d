/* SPDX-License-Identifier: MIT */
/*
 * battle.c - the Attack phase: declaring an attack, the Maneuvers
 * (Infantry, then Cavalry; the Attacker assigns first), battles in the
 * Attacker's order (Engage, the Combat Segment, the Resolution Segment),
 * and going home.
 */
#include "rules/rules.h"

#include "cards/keywords.h"

static void set_decision(l5r_state *s, uint32_t player, int kind)
{
    s->decider = (uint8_t)player;
    s->decision = (uint8_t)kind;
}

void l5r_battle__apply_attack(l5r_game *g, uint32_t attacker,
                              const l5r_action *a)
{
    uint32_t defender = a->value;
    l5r_state *s = g->st;
    s->attacker = (uint8_t)attacker;
    s->defender = (uint8_t)defender;
    s->fought = 0;
    s->battlefield = 0;
    s->step = L5R_STEP_INFANTRY_A;
    set_decision(s, attacker, L5R_DECIDE_ASSIGN);
    l5r_events__record(g, L5R_EV_BATTLE, attacker, L5R_NO, (int32_t)defender);
}

void l5r_battle__apply_assign(l5r_game *g, uint32_t player, const l5r_action *a)
{
    uint32_t unit = a->card;
    uint8_t bf = (uint8_t)a->value;
    l5r_cardst *c = &l5r_state__cards(g->st)[unit];
    l5r_armies__unit_move(g, unit, bf);
    c->flags |= player == g->st->attacker ? L5R_CF_ATTACKING : L5R_CF_DEFENDING;
    l5r_events__record(g, L5R_EV_MOVE, player, unit, 100 + bf);
}

static void end_attack(l5r_game *g)
{
    l5r_state *s = g->st;
    l5r_cardst *c = l5r_state__cards(s);
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
    l5r_turn__flow.attack_over(g); /* the flow goes on (play/turn.c) */
}

/* The next battle, chosen by the Attacker (CORE-48), or the end. */
static void next_battle(l5r_game *g)
{
    l5r_state *s = g->st;
    s->battlefield = 0;
    for (uint8_t bf = 1; bf <= s->players[s->defender].nprovinces; bf++)
        if (l5r_armies__battle_due(g, bf)) {
            s->step = L5R_STEP_CHOOSE;
            set_decision(s, s->attacker, L5R_DECIDE_BATTLEFIELD);
            return;
        }
    end_attack(g);
}

void l5r_battle__apply_fight(l5r_game *g, uint32_t p, const l5r_action *a)
{
    (void)p;
    uint8_t bf = (uint8_t)a->value;
    l5r_state *s = g->st;
    s->battlefield = bf;
    s->step = L5R_STEP_ENGAGE;
    s->passes = 0;
    set_decision(s, s->defender, L5R_DECIDE_ENGAGE);
    /* HIS-03: no one has taken an action in this battle yet. */
    for (uint32_t q = 0; q < s->nplayers; q++)
        s->players[q].actions_battle = 0;
    l5r_events__record(g, L5R_EV_BATTLE, s->attacker, L5R_NO, bf);
    /* TRG-06: the battle begins for its attacker and its defender (their
       mandatory Interrupts first, INT-03). */
    l5r_events__before(g, L5R_TRIGGER_BATTLE_BEGINS, s->attacker, L5R_NO, 0);
    l5r_events__before(g, L5R_TRIGGER_BATTLE_BEGINS, s->defender, L5R_NO, 0);
    l5r_events__trigger(g, L5R_TRIGGER_BATTLE_BEGINS, s->attacker, L5R_NO);
    l5r_events__trigger(g, L5R_TRIGGER_BATTLE_BEGINS, s->defender, L5R_NO);
}

/* Destroy a unit: the Personality and all attached (CORE-49). Returns the
   number of cards destroyed (tokens are not cards: TOK-05). */
static uint32_t destroy_unit(l5r_game *g, uint32_t unit)
{
    l5r_state *s = g->st;
    const l5r_cardst *c = l5r_state__ccards(s);
    uint32_t n = 1;
    /* PRV-01: a Personality who cannot be destroyed stays, and his unit
       with him. */
    if (l5r_stats__cannot(g, unit, L5R_CANNOT_DESTROYED))
        return 0;
    for (uint32_t i = 0; i < s->ncards; i++)
        if (c[i].zone == L5R_ZONE_PLAY && c[i].attached_to == unit)
            n++;
    l5r_zones__destroy(g, unit);
    return n;
}

static uint32_t destroy_army(l5r_game *g, uint32_t player, uint8_t bf)
{
    l5r_state *s = g->st;
    const l5r_cardst *c = l5r_state__ccards(s);
    uint32_t n = 0;
    for (uint32_t i = 0; i < s->ncards; i++)
        if (c[i].zone == L5R_ZONE_PLAY && c[i].location == bf &&
            c[i].controller == player &&
            l5r_game__def(g, i)->type == L5R_TYPE_PERSONALITY)
            n += destroy_unit(g, i);
    return n;
}

static void destroy_province(l5r_game *g, uint32_t player, uint8_t prov)
{
    l5r_state *s = g->st;
    l5r_events__before(g, L5R_TRIGGER_PROVINCE_DESTROYED, player, L5R_NO, 0);
    uint32_t card = l5r_zones__in_province(g, player, prov);
    if (card != L5R_NO)
        l5r_zones__move(g, card, L5R_ZONE_DYNASTY_DISCARD, 0);
    /* What is attached to the province (Regions, Fortifications) and the
       tokens on it go with it (TOK-07). */
    l5r_cardst *c = l5r_state__cards(s);
    for (uint32_t i = 0; i < s->ncards; i++)
        if (c[i].zone == L5R_ZONE_PLAY && c[i].owner == player &&
            c[i].attached_to == L5R_NO && c[i].province == prov &&
            (l5r_game__def(g, i)->type == L5R_TYPE_REGION ||
             l5r_game__def(g, i)->type == L5R_TYPE_HOLDING))
            l5r_zones__move(g, i, L5R_ZONE_DYNASTY_DISCARD, 0);
    const l5r_tokenst *t = l5r_state__ctokens(s);
    for (uint32_t i = 0; i < s->ntokens; i++)
        if (t[i].alive && t[i].card == L5R_NO && t[i].player == player &&
            t[i].province == prov)
            l5r_tokens__remove(g, i); /* TOK-07 */
    s->players[player].prov[prov].destroyed = 1;
    l5r_events__record(g, L5R_EV_DESTROY, player, L5R_NO, -(int32_t)prov - 1);
    l5r_events__trigger(g, L5R_TRIGGER_PROVINCE_DESTROYED, player, L5R_NO);
}

/* The rest of the Resolution Segment, with the final army totals (CORE-49,
   CORE-50); the Yu step, if any, came before it and changed nothing of
   the outcome (YU-03). */
static void finish_resolution(l5r_game *g)
{
    l5r_state *s = g->st;
    uint8_t bf = s->battlefield;
    uint32_t a = s->attacker, d = s->defender;
    int32_t at = s->total_a, dt = s->total_d;
    bool ap = l5r_armies__present(g, a, bf), dp = l5r_armies__present(g, d, bf);
    int32_t per = (int32_t)l5r_game__opt(g, L5R_PARAM_BATTLE_HONOR);
    s->step = L5R_STEP_COMBAT;
    l5r_events__record(g, L5R_EV_OUTCOME,
                       at > dt   ? a
                       : dt > at ? d
                                 : L5R_NO,
                       L5R_NO, bf);
    if (at > dt) {
        uint32_t n = destroy_army(g, d, bf);
        l5r_zones__honor(g, a, per * (int32_t)n);
        if (at > dt + l5r_stats__province_strength(g, d, (uint8_t)(bf - 1)) &&
            !l5r_stats__province_cannot(g, d, (uint8_t)(bf - 1),
                                        L5R_CANNOT_DESTROYED)) /* PRV-08 */
            destroy_province(g, d, (uint8_t)(bf - 1));
    } else if (dt > at) {
        uint32_t n = destroy_army(g, a, bf);
        l5r_zones__honor(g, d, per * (int32_t)n);
    } else if (ap && dp) {
        uint32_t na = destroy_army(g, a, bf), nd = destroy_army(g, d, bf);
        l5r_zones__honor(g, a, per * (int32_t)nd);
        l5r_zones__honor(g, d, per * (int32_t)na);
    }
    /* CORE-53: attacking survivors bow and go home; defenders go home. */
    l5r_cardst *c = l5r_state__cards(s);
    for (uint32_t i = 0; i < s->ncards; i++) {
        c[i].used &= ~L5R_USED_YU;
        if (c[i].zone != L5R_ZONE_PLAY || c[i].location != bf ||
            l5r_game__def(g, i)->type != L5R_TYPE_PERSONALITY)
            continue;
        if (c[i].controller == a) { /* the unit bows: he and his Followers */
            l5r_zones__bow(g, i);
            c[i].flags |= L5R_CF_FOUGHT;
            for (uint32_t k = 0; k < s->ncards; k++)
                if (c[k].zone == L5R_ZONE_PLAY && c[k].attached_to == i &&
                    l5r_game__def(g, k)->type == L5R_TYPE_FOLLOWER)
                    l5r_zones__bow(g, k);
        }
        l5r_armies__unit_move(g, i, 0);
    }
    l5r_zones__end_lasting(g, L5R_UNTIL_END_OF_BATTLE);
    /* LIM-01: once-per-battle abilities may be used again next battle. */
    for (uint32_t i = 0; i < s->ncards; i++) {
        const l5r_cardrec *def = l5r_game__def(g, i);
        for (uint32_t k = 0; k < def->abil_count && k < 29; k++) {
            const l5r_abilrec *ab = &g->db->abils.v[def->abil_first + k];
            if (ab->limit == L5R_LIMIT_BATTLE)
                c[i].used &= ~l5r_cards__used_bit(ab, k);
        }
    }
    s->fought |= (uint16_t)(1u << bf);
    l5r_victory__check(g);
    if (s->phase != L5R_PHASE_GAME_OVER)
        next_battle(g);
}

/* Cards of `player`'s army at the current battlefield. */
static bool in_army(const l5r_game *g, uint32_t card, uint32_t player)
{
    const l5r_state *s = g->st;
    const l5r_cardst *c = &l5r_state__ccards(s)[card];
    uint8_t type = l5r_game__def(g, card)->type;
    return c->zone == L5R_ZONE_PLAY && c->controller == player &&
           c->location == s->battlefield &&
           (type == L5R_TYPE_PERSONALITY || type == L5R_TYPE_FOLLOWER);
}

/* YU-01: a card with Yu (value, or Yu 0 plus a bonus: YU-06). */
static bool yu_value(const l5r_game *g, uint32_t card, int32_t *v)
{
    bool has;
    *v = l5r_stats__stat(g, card, L5R_STAT_YU, &has);
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
    s->total_a = l5r_armies__army_force(g, a, bf);
    s->total_d = l5r_armies__army_force(g, d, bf);
    l5r_events__record(g, L5R_EV_BATTLE, a, L5R_NO,
                       s->total_a * 1000 + s->total_d);
    uint32_t lost = loser(s);
    if (lost == L5R_NO) {
        finish_resolution(g);
        return;
    }
    l5r_events__before(g, L5R_TRIGGER_BATTLE_WON, lost == a ? d : a, L5R_NO, 0);
    l5r_events__before(g, L5R_TRIGGER_BATTLE_LOST, lost, L5R_NO, 0);
    l5r_events__trigger(g, L5R_TRIGGER_BATTLE_WON, lost == a ? d : a, L5R_NO);
    l5r_events__trigger(g, L5R_TRIGGER_BATTLE_LOST, lost, L5R_NO);
    /* YU-03, YU-05: after the totals, before the losing side is destroyed,
       the losing army's Yu cards (dying or not) may act; the loser decides
       (YU-04), or passes. */
    const l5r_cardst *c = l5r_state__ccards(s);
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
bool l5r_battle__judge_yu(l5r_judging *j)
{
    const l5r_game *g = j->g;
    uint32_t p = j->p;
    const l5r_action *a = j->a;
    const l5r_state *s = g->st;
    if (s->decision != L5R_DECIDE_YU || p != loser(s))
        return l5r_verdict__deny(
            j, L5R_REASON_WRONG_TIME, "YU-03",
            "Yu is used by the losing army's player, at the "
            "battle's resolution");
    if (a->ntargets != 1 || a->ncosts == 0)
        return l5r_verdict__deny(
            j, L5R_REASON_MALFORMED, "YU-01",
            "name the Yu cards (with #N) and one card they "
            "destroy (target #N)");
    int32_t sum = 0;
    for (uint32_t i = 0; i < a->ncosts; i++) {
        uint32_t c = a->costs[i];
        int32_t val;
        if (a->how[i] != L5R_PAY_WITH || c >= s->ncards || !in_army(g, c, p) ||
            !yu_value(g, c, &val))
            return l5r_verdict__deny(
                j, L5R_REASON_COST, "YU-01",
                "#%u is not a card with Yu in your army at the "
                "battlefield",
                c);
        if (l5r_state__ccards(s)[c].used & L5R_USED_YU) /* YU-02 */
            return l5r_verdict__deny(
                j, L5R_REASON_LIMIT, "YU-02",
                "#%u already destroyed a card with its Yu: one "
                "card may not destroy several",
                c);
        for (uint32_t k = 0; k < i; k++)
            if (a->costs[k] == c)
                return l5r_verdict__deny(j, L5R_REASON_COST, "YU-02",
                                         "#%u is named twice", c);
        sum += val;
    }
    uint32_t t = a->targets[0];
    uint32_t winner = p == s->attacker ? s->defender : s->attacker;
    if (t >= s->ncards || !in_army(g, t, winner))
        return l5r_verdict__deny(
            j, L5R_REASON_TARGET, "YU-01",
            "Yu destroys a card of the opposing army at the "
            "battlefield");
    const l5r_cardst *cs = l5r_state__ccards(s);
    if (l5r_game__def(g, t)->type == L5R_TYPE_PERSONALITY)
        for (uint32_t i = 0; i < s->ncards; i++)
            if (cs[i].zone == L5R_ZONE_PLAY && cs[i].attached_to == t &&
                l5r_game__def(g, i)->type == L5R_TYPE_FOLLOWER)
                return l5r_verdict__deny(
                    j, L5R_REASON_TARGET, "YU-01",
                    "a Personality with Followers cannot be "
                    "destroyed by Yu: destroy the Followers "
                    "first (YU-04)");
    int32_t force = l5r_stats__stat(g, t, L5R_STAT_FORCE, NULL);
    if (force > sum)
        return l5r_verdict__deny(j, L5R_REASON_TARGET, "YU-02",
                                 "#%u has Force %d; the Yu named add up to %d",
                                 t, force, sum);
    return true;
}

void l5r_battle__perform_yu(l5r_game *g, uint32_t p, const l5r_action *a)
{
    (void)p;
    l5r_cardst *c = l5r_state__cards(g->st);
    for (uint32_t i = 0; i < a->ncosts; i++)
        c[a->costs[i]].used |= L5R_USED_YU;
    /* YU-03: no honor for the loser; the outcome stands. */
    l5r_zones__destroy(g, a->targets[0]);
}

/* Maneuvers: a pass ends a player's assignments in a segment. */
static void next_maneuver(l5r_game *g)
{
    l5r_state *s = g->st;
    s->step++;
    if (s->step > L5R_STEP_CAVALRY_D) {
        /* TRG-11: the Maneuvers are over: both players' units are
           assigned (the mandatory Interrupts to it just before). */
        l5r_events__before(g, L5R_TRIGGER_ASSIGNED, s->attacker, L5R_NO, 0);
        l5r_events__before(g, L5R_TRIGGER_ASSIGNED, s->defender, L5R_NO, 0);
        l5r_events__trigger(g, L5R_TRIGGER_ASSIGNED, s->attacker, L5R_NO);
        l5r_events__trigger(g, L5R_TRIGGER_ASSIGNED, s->defender, L5R_NO);
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
    if (++s->passes >= l5r_victory__alive_count(s)) {
        s->passes = 0;
        if (s->step == L5R_STEP_ENGAGE) {
            s->step = L5R_STEP_COMBAT;
            set_decision(s, s->defender, L5R_DECIDE_BATTLE);
        } else if (!l5r_formation__terrains(g)) { /* DTR-02 first */
            resolve(g);
        }
        return;
    }
    s->decider = (uint8_t)l5r_victory__next_alive(s, player);
}

void l5r_battle__pass(l5r_game *g, uint32_t player)
{
    l5r_state *s = g->st;
    switch (s->decision) {
    case L5R_DECIDE_ATTACK:
        l5r_turn__flow.attack_over(g);
        /* the flow goes on (play/turn.c) */ /* no attack this turn */
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

void l5r_battle__terrain_done(l5r_game *g)
{
    l5r_state *s = g->st;
    uint32_t t = s->choose_card;
    s->choose_card = L5R_NO;
    if (t != L5R_NO && l5r_state__ccards(s)[t].zone == L5R_ZONE_PLAY)
        l5r_zones__move(g, t, L5R_ZONE_FATE_DISCARD, 0);
    if (!l5r_formation__terrains(g))
        resolve(g);
}

void l5r_battle__acted(l5r_game *g, uint32_t player)
{
    l5r_state *s = g->st;
    if (s->decision == L5R_DECIDE_ENGAGE || s->decision == L5R_DECIDE_BATTLE) {
        s->passes = 0;
        if (s->extra) { /* FRM-06: the same player acts again */
            s->extra = 0;
            return;
        }
        s->decider = (uint8_t)l5r_victory__next_alive(s, player);
    }
    /* ASSIGN: the same player goes on assigning until he passes. */
}

/* CORE-43: the active player declares an attack on another player who
   still has provinces. */
bool l5r_battle__judge_attack(l5r_judging *j)
{
    uint32_t d = j->a->value;
    if (j->p != j->s->active)
        return l5r_verdict__deny(j, L5R_REASON_WRONG_TIME, "CORE-43",
                                 "only the active player attacks");
    if (d >= j->s->nplayers || d == j->p ||
        (j->s->players[d].flags & L5R_PF_LOST))
        return l5r_verdict__deny(j, L5R_REASON_TARGET, "CORE-43",
                                 "p%u cannot be attacked", d + 1);
    return true;
}

/* CORE-45 .. CORE-47: assigning a unit in the Maneuvers. */
/* CORE-45, CORE-46: the unit may be assigned now (any battlefield). */
static bool assign_unit(l5r_judging *j)
{
    uint32_t u = j->a->card;
    if (!l5r_verdict__card_exists(j, u))
        return false;
    const l5r_cardst *c = &l5r_state__ccards(j->s)[u];
    l5r_verdict__card_name(j, u, j->n1, sizeof j->n1);
    if (c->zone != L5R_ZONE_PLAY || c->controller != j->p ||
        l5r_game__def(j->g, u)->type != L5R_TYPE_PERSONALITY)
        return l5r_verdict__deny(j, L5R_REASON_NOT_CONTROLLED, "CORE-45",
                                 "%s is not a Personality you control in play",
                                 j->n1);
    if (c->location != 0)
        return l5r_verdict__deny(j, L5R_REASON_WRONG_ZONE, "CORE-46",
                                 "%s is already at a battlefield", j->n1);
    if (c->flags & L5R_CF_BOWED)
        return l5r_verdict__deny(j, L5R_REASON_BOWED, "CORE-46",
                                 "%s is bowed: only unbowed units are assigned",
                                 j->n1);
    bool cav = l5r_profile__is_cavalry(j->g, u);
    bool cav_step =
        j->s->step == L5R_STEP_CAVALRY_A || j->s->step == L5R_STEP_CAVALRY_D;
    if (cav != cav_step)
        return l5r_verdict__deny(
            j, L5R_REASON_WRONG_TIME, "CORE-45",
            cav ? "%s is Cavalry: assign it in the Cavalry Maneuvers"
                : "%s is not Cavalry: assign it in the Infantry "
                  "Maneuvers",
            j->n1);
    return true;
}

/* CORE-47: a battlefield is a province of the Defender not destroyed. */
static bool is_battlefield(const l5r_state *s, uint32_t bf)
{
    const l5r_playerst *def = &s->players[s->defender];
    return bf >= 1 && bf <= def->nprovinces && !def->prov[bf - 1].destroyed;
}

bool l5r_battle__judge_assign(l5r_judging *j)
{
    if (!assign_unit(j))
        return false;
    uint32_t bf = j->a->value;
    if (!is_battlefield(j->s, bf))
        return l5r_verdict__deny(j, L5R_REASON_TARGET, "CORE-47",
                                 "there is no battlefield %u", bf);
    return true;
}

/* CORE-48: the Attacker picks a battlefield not yet fought. */
bool l5r_battle__judge_fight(l5r_judging *j)
{
    if (!l5r_armies__battle_due(j->g,
                                (uint8_t)(j->a->value > 255 ? 0 : j->a->value)))
        return l5r_verdict__deny(j, L5R_REASON_TARGET, "CORE-48",
                                 "no battle is due at battlefield %u",
                                 j->a->value);
    return true;
}

/* A move of `kind` with `card` for each value in [first, last]. */
static int list_values(l5r_lister *l, uint32_t kind, uint32_t card,
                       uint32_t first, uint32_t last)
{
    int rc = L5R_OK;
    for (uint32_t v = first; v <= last && rc == L5R_OK; v++) {
        l5r_action a;
        l5r_rules__candidate(&a, l->p, kind, card);
        a.value = v;
        rc = l5r_rules__consider(l, &a);
    }
    return rc;
}

/* Each player who might be attacked (the judge keeps CORE-43's). */
int l5r_battle__list_attack(l5r_lister *l)
{
    const l5r_state *s = l->g->st;
    if (s->decision != L5R_DECIDE_ATTACK || s->nplayers == 0)
        return L5R_OK;
    return list_values(l, L5R_ACT_ATTACK, L5R_NO, 0, s->nplayers - 1u);
}

/* Each battlefield (CORE-48). */
int l5r_battle__list_fight(l5r_lister *l)
{
    if (l->g->st->decision != L5R_DECIDE_BATTLEFIELD)
        return L5R_OK;
    return list_values(l, L5R_ACT_FIGHT, L5R_NO, 1, L5R_MAX_PROVINCES);
}

/* Each battlefield a unit in play may go to (CORE-45 .. CORE-47): none
   for a unit that may not be assigned now. */
int l5r_battle__list_assign(l5r_lister *l, uint32_t card)
{
    const l5r_state *s = l->g->st;
    if (l5r_state__ccards(s)[card].zone != L5R_ZONE_PLAY ||
        s->decision != L5R_DECIDE_ASSIGN)
        return L5R_OK;
    l5r_action a;
    l5r_rules__candidate(&a, l->p, L5R_ACT_ASSIGN, card);
    if (!l5r_rules__passes(l, &a, assign_unit))
        return L5R_OK;
    int rc = L5R_OK;
    for (uint32_t v = 1; v <= L5R_MAX_PROVINCES && rc == L5R_OK; v++) {
        if (!is_battlefield(s, v))
            continue;
        a.value = v;
        rc = l5r_rules__consider(l, &a);
    }
    return rc;
}

/* YU-04: every way to use Yu: a set of unused Yu cards and one card it
   destroys (the judge keeps the legal ones). */
int l5r_battle__list_yu(l5r_lister *l)
{
    const l5r_game *g = l->g;
    const l5r_state *s = g->st;
    const l5r_cardst *c = l5r_state__ccards(s);
    uint32_t p = l->p, yu[8], nyu = 0;
    for (uint32_t i = 0; i < s->ncards && nyu < 8; i++) {
        bool has;
        if (c[i].zone == L5R_ZONE_PLAY && c[i].controller == p &&
            c[i].location == s->battlefield && !(c[i].used & L5R_USED_YU) &&
            (l5r_stats__stat(g, i, L5R_STAT_YU, &has), has))
            yu[nyu++] = i;
    }
    int rc = L5R_OK;
    for (uint32_t mask = 1; mask < (1u << nyu) && rc == L5R_OK; mask++) {
        for (uint32_t t = 0; t < s->ncards && rc == L5R_OK; t++) {
            if (c[t].zone != L5R_ZONE_PLAY || c[t].controller == p ||
                c[t].location != s->battlefield)
                continue;
            l5r_action a;
            l5r_rules__candidate(&a, p, L5R_ACT_USE, L5R_NO);
            a.ability = L5R_PA_YU;
            for (uint32_t k = 0; k < nyu; k++)
                if (mask & (1u << k)) {
                    a.how[a.ncosts] = L5R_PAY_WITH;
                    a.costs[a.ncosts++] = yu[k];
                }
            a.targets[a.ntargets++] = t;
            rc = l5r_rules__consider(l, &a);
        }
    }
    return rc;
}
