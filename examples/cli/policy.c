/* SPDX-License-Identifier: MIT */
/*
 * policy.c - the policies of l5r play, l5r simulate and the browser table:
 * greedy and seeded random. Only the public API; the WebAssembly module
 * links this file too (examples/js/CMakeLists.txt), so the page plays the
 * same greedy moves as the tool.
 */
#include "policy.h"

#include <stdbool.h>
#include <stdint.h>

static uint64_t rng_next(uint64_t *x)
{
    *x ^= *x << 13;
    *x ^= *x >> 7;
    *x ^= *x << 17;
    return *x;
}

static int32_t cost_of(const l5r_game *g, uint32_t card)
{
    int32_t v = 0;
    return l5r_game_card_stat(&v, g, card, L5R_STAT_GOLD_COST) == 1 ? v : 0;
}

/* Gold the player could still produce by bowing what he controls. */
static int32_t gold_left(const l5r_game *g, uint32_t p)
{
    int32_t sum = 0;
    for (uint32_t c = 0; c < l5r_game_card_count(g); c++) {
        if (l5r_game_card_zone(g, c) != L5R_ZONE_PLAY ||
            l5r_game_card_controller(g, c) != p ||
            l5r_game_card_is_bowed(g, c) == 1)
            continue;
        uint32_t def;
        l5r_game_card_def(&def, g, c);
        const l5r_carddb *db = l5r_game_carddb(g);
        int32_t v = 0;
        if (l5r_carddb_card_type(db, def) == L5R_TYPE_STRONGHOLD)
            l5r_carddb_card_get_stat(&v, db, def, L5R_STAT_GOLD_PRODUCTION);
        else
            l5r_game_card_stat(&v, g, c, L5R_STAT_GOLD_PRODUCTION);
        sum += v > 0 ? v : 0;
    }
    return sum;
}

/* What the player keeps for his face-up province cards: the highest Honor
   Requirement among them (0 with none), and the highest Gold Cost among
   those he could buy with the gold he has and can still produce (-1 with
   none). */
static void province_needs(const l5r_game *g, uint32_t p, int32_t reach,
                           int32_t *honor, int32_t *buying)
{
    *honor = 0;
    *buying = -1;
    for (uint32_t c = 0; c < l5r_game_card_count(g); c++) {
        int32_t req = 0;
        if (l5r_game_card_zone(g, c) != L5R_ZONE_PROVINCE ||
            l5r_game_card_owner(g, c) != p ||
            l5r_game_card_is_face_down(g, c) != 0)
            continue;
        if (l5r_game_card_stat(&req, g, c, L5R_STAT_HONOR_REQUIREMENT) == 1 &&
            req > *honor)
            *honor = req;
        int32_t cost = cost_of(g, c);
        if (cost <= reach && cost > *buying)
            *buying = cost;
    }
}

/* The unbowed Personalities the player controls in play: his army. */
static uint32_t ready_army(const l5r_game *g, uint32_t p)
{
    const l5r_carddb *db = l5r_game_carddb(g);
    uint32_t n = 0;
    for (uint32_t c = 0; c < l5r_game_card_count(g); c++) {
        uint32_t def;
        n += l5r_game_card_zone(g, c) == L5R_ZONE_PLAY &&
             l5r_game_card_controller(g, c) == p &&
             l5r_game_card_is_bowed(g, c) == 0 &&
             l5r_game_card_def(&def, g, c) == L5R_OK &&
             l5r_carddb_card_type(db, def) == L5R_TYPE_PERSONALITY;
    }
    return n;
}

/* One move ahead (on a copy of the game): would move `i` take the player
   below the Family Honor his province cards need, below the gold he
   would buy one of them with (`buying`; -1: none), or bow one of the
   `army` Personalities he would attack with (-1: not asked: a player's
   ability in his own Action phase, the attack to come, asks it)? */
static bool squanders(const l5r_game *g, const l5r_action_list *l, uint32_t i,
                      uint32_t p, int32_t need, int32_t buying, int64_t army)
{
    l5r_game *copy = NULL;
    if (l5r_game_clone(&copy, g) != L5R_OK)
        return false;
    int32_t honor = l5r_game_player_honor(g, p);
    bool bad = false;
    if (l5r_game_apply(copy, l5r_action_list_action(l, i), NULL) == L5R_OK) {
        int32_t after = l5r_game_player_honor(copy, p);
        bad = (after < honor && after < need) ||
              gold_left(copy, p) + l5r_game_player_gold(copy, p) < buying ||
              (army >= 0 && ready_army(copy, p) < army);
    }
    l5r_game_free(copy);
    return bad;
}

/* Uses of abilities among the moves of `l`. */
static uint32_t uses_in(const l5r_action_list *l)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < l5r_action_list_count(l); i++)
        n += l5r_action_kind(l5r_action_list_action(l, i)) == L5R_ACT_USE;
    return n;
}

/* One move ahead: does producing gold with move `i` give the player an
   ability to use (one that costs gold) that he has not now? */
static bool produce_enables(const l5r_game *g, const l5r_action_list *l,
                            uint32_t i, uint32_t p)
{
    l5r_game *copy = NULL;
    l5r_action_list *after = NULL;
    bool more = false;
    if (l5r_game_clone(&copy, g) == L5R_OK &&
        l5r_action_list_new(&after, NULL) == L5R_OK &&
        l5r_game_apply(copy, l5r_action_list_action(l, i), NULL) == L5R_OK &&
        l5r_game_legal_actions_into(after, copy, p) > 0)
        more = uses_in(after) > uses_in(l);
    l5r_action_list_free(after);
    l5r_game_free(copy);
    return more;
}

/* Greedy (cli.h): buy the most expensive thing affordable, produce gold
   only toward something it can then afford, discard the cheapest card;
   use an ability (or an Action card) unless, one move ahead, it costs
   the Family Honor or (before his Dynasty phase) the gold his face-up
   province cards need; lobby (a player's ability) in his Action phase
   only with a Personality he will not attack with; in a battle, produce gold
   for an ability that needs it when that gold is not wanted for the Dynasty
   phase. */
uint32_t cli_pick_greedy(const l5r_game *g, const l5r_action_list *l,
                         uint32_t p)
{
    int32_t gold = l5r_game_player_gold(g, p);
    int32_t reach = gold + gold_left(g, p);
    /* The best purchase within reach decides whether gold is worth
       making: face-up province cards in the Dynasty phase; in the player's
       own Action phase, Fate cards with a Personality to carry them. */
    int phase = l5r_game_phase(g);
    bool mine = l5r_game_active_player(g) == p;
    bool bearer = false;
    const l5r_carddb *db = l5r_game_carddb(g);
    for (uint32_t c = 0; c < l5r_game_card_count(g); c++) {
        uint32_t def;
        if (l5r_game_card_zone(g, c) == L5R_ZONE_PLAY &&
            l5r_game_card_controller(g, c) == p &&
            l5r_game_card_def(&def, g, c) == L5R_OK &&
            l5r_carddb_card_type(db, def) == L5R_TYPE_PERSONALITY)
            bearer = true;
    }
    int32_t want = -1;
    for (uint32_t c = 0; mine && c < l5r_game_card_count(g); c++) {
        int zone = l5r_game_card_zone(g, c);
        uint32_t def;
        if (l5r_game_card_owner(g, c) != p ||
            l5r_game_card_def(&def, g, c) != L5R_OK)
            continue;
        int type = l5r_carddb_card_type(db, def);
        bool candidate =
            (zone == L5R_ZONE_PROVINCE && phase == L5R_PHASE_DYNASTY &&
             l5r_game_card_is_face_down(g, c) == 0) ||
            (zone == L5R_ZONE_HAND && phase == L5R_PHASE_ACTION &&
             (type == L5R_TYPE_RING ||
              (bearer && (type == L5R_TYPE_FOLLOWER || type == L5R_TYPE_ITEM ||
                          type == L5R_TYPE_SPELL))));
        int32_t cost = cost_of(g, c);
        if (candidate && cost > gold && cost <= reach && cost > want)
            want = cost;
    }
    int32_t need = 0, buying = -1;
    province_needs(g, p, reach, &need, &buying);
    if (!mine || phase >= L5R_PHASE_DYNASTY)
        buying = -1; /* the gold is not wanted for this turn's purchases */
    /* The army he would attack with, read once for every lobbying move. */
    int64_t army =
        mine && phase == L5R_PHASE_ACTION ? (int64_t)ready_army(g, p) : -1;
    uint32_t best = 0;
    int64_t best_score = INT64_MIN;
    for (uint32_t i = 0; i < l5r_action_list_count(l); i++) {
        const l5r_action *a = l5r_action_list_action(l, i);
        uint32_t card = l5r_action_card(a);
        int64_t score = 0;
        switch (l5r_action_kind(a)) {
        case L5R_ACT_RECRUIT:
            score = 1000 + cost_of(g, card);
            break;
        case L5R_ACT_PLAY:
            score = 500 + cost_of(g, card);
            break;
        case L5R_ACT_PRODUCE:
            score =
                want > gold ? 100
                : (phase == L5R_PHASE_ACTION || phase == L5R_PHASE_ATTACK) &&
                        buying < 0 && produce_enables(g, l, i, p)
                    ? 30
                    : -1;
            break;
        case L5R_ACT_DISCARD:
            /* forced discards: the cheapest card; never throw away a
               province card for nothing */
            score = l5r_game_card_zone(g, card) == L5R_ZONE_HAND
                        ? 50 - cost_of(g, card)
                        : -10;
            break;
        case L5R_ACT_ATTACK: /* only with someone to send */
            score = bearer ? 40 : -1;
            break;
        case L5R_ACT_ASSIGN: /* everyone to the first battlefield */
            score = 200 - (int64_t)l5r_action_value(a);
            break;
        case L5R_ACT_FIGHT:
            score = 300;
            break;
        case L5R_ACT_USE:
            score = squanders(g, l, i, p, need, buying,
                              card == L5R_NO_ID ? army : -1)
                        ? -1
                        : 20;
            break;
        case L5R_ACT_PASS:
            score = 0;
            break;
        default:
            score = 1;
            break;
        }
        if (score > best_score) {
            best_score = score;
            best = i;
        }
    }
    return best;
}

uint32_t cli_pick(const l5r_game *g, const l5r_action_list *l, uint32_t p,
                  int greedy, uint64_t *rng)
{
    return greedy ? cli_pick_greedy(g, l, p)
                  : (uint32_t)(rng_next(rng) % l5r_action_list_count(l));
}

uint64_t cli_rng_seed(uint64_t seed)
{
    return seed * 2654435761u + 88172645463325252ULL;
}
