/* SPDX-License-Identifier: MIT */
/*
 * moves.c - the table of moves: one row per kind of move and per ability
 * every player has, holding its judge, its apply and its generators of
 * legal-move candidates (play/play.h). The judge, the apply and the
 * legal-move listing walk this table; the rules are in the files of the
 * parts (lib/rules/), each check beside its rule ID.
 *
 * To add a kind of move or a player ability: write its judge, apply and
 * generator in the mechanic's file, declare them in rules/rules.h, add a
 * row here where its candidates belong in the listing, and a case to
 * l5r_moves__of (lib/README.md).
 */
#include "play/play.h"

/* --- the parts that belong to the turn flow ------------------------------ */

static void apply_pass(l5r_game *g, uint32_t p, const l5r_action *a)
{
    (void)a;
    l5r_turn__pass(g, p);
}

static int list_pass(l5r_lister *l)
{
    l5r_action a;
    l5r_rules__candidate(&a, l->p, L5R_ACT_PASS, L5R_NO);
    return l5r_rules__consider(l, &a);
}

/* The answer to a revealed Event (CORE-31) or a Delayed Terrain (DTR-02)
   resolves at once; then the phase, or the battle, goes on. */
static void apply_answer(l5r_game *g, uint32_t p, const l5r_action *a)
{
    bool terrain = g->st->decision == L5R_DECIDE_TERRAIN;
    l5r_effects__resolve_use(g, p, a, false);
    if (terrain)
        l5r_battle__terrain_done(g);
    else
        l5r_turn__revealed_done(g);
}

/* CORE-61: the Legacy Holding enters play; the flow goes on. */
static void apply_legacy(l5r_game *g, uint32_t p, const l5r_action *a)
{
    l5r_recruit__apply_legacy(g, p, a);
    l5r_turn__legacy_done(g);
}

/* --- the table ----------------------------------------------------------- */

#define DECISION(d) (1u << (d))
#define Z(zone)     (1u << L5R_ZONE_##zone)
#define T(type)     (1u << L5R_TYPE_##type)
_Static_assert(L5R_TYPE_ANCESTOR < L5R_PLAN_TYPES,
               "a card type beyond the listing plan's");

enum {
    ROW_PASS,
    ROW_PLAYER, /* the abilities every player has that the vocabulary writes */
    ROW_ANSWER,
    ROW_YU,
    ROW_LEGACY,
    ROW_FLIP,
    ROW_FLIP_REACTION,
    ROW_TACTICAL,
    ROW_FORMATION,
    ROW_ATTACK,
    ROW_FIGHT,
    ROW_PRODUCE,
    ROW_RECRUIT,
    ROW_FACE_DOWN,
    ROW_REPLACE,
    ROW_DISCARD,
    ROW_USE,
    ROW_ASSIGN,
    ROW_PLAY,
    ROW_STRIKE, /* a duel's (DUE-03): only its decision lists these two */
    ROW_FOCUS,
    ROW_REFUSE,    /* a `pass` in a duel (DUE-02), listed with ROW_PASS */
    ROW_TAKE,      /* a search's (SRC-01): only its decision lists these two */
    ROW_FIND_NONE, /* a `pass` in a search, listed with ROW_PASS */
    ROW_CHOSEN_DISCARD, /* a discard of the player's choice (DIS-05) */
    NROWS
};
/* The listing keeps the rows of a decision as bits (l5r_listplan). */
_Static_assert(NROWS <= 32, "more rows than a listing plan holds");

/* In listing order: the moves of the whole decision first (passing, the
   players' abilities, then what only some decisions allow), then, for
   each card of the player in turn, the moves made with it. The order is
   the order of the legal-move list. */
const l5r_move l5r_moves__rows[NROWS] = {
    [ROW_PASS] = {.kind = L5R_ACT_PASS,
                  .apply = apply_pass,
                  .next = L5R_NEXT_FLOW,
                  .list = list_pass},
    [ROW_PLAYER] = {.kind = L5R_ACT_USE,
                    .judge = l5r_use__judge_player_ability,
                    .apply = l5r_use__perform,
                    .next = L5R_NEXT_ACTED,
                    .list = l5r_use_list__list_player_abilities},
    [ROW_ANSWER] = {.kind = L5R_ACT_USE,
                    .judge = l5r_use__judge_answer,
                    .apply = apply_answer,
                    .next = L5R_NEXT_STAY,
                    .only = DECISION(L5R_DECIDE_REVEALED) |
                            DECISION(L5R_DECIDE_TERRAIN),
                    .list = l5r_use_list__list_answer},
    [ROW_YU] = {.kind = L5R_ACT_USE,
                .judge = l5r_battle__judge_yu,
                .apply = l5r_battle__perform_yu,
                .next = L5R_NEXT_ACTED,
                .only = DECISION(L5R_DECIDE_YU),
                .list = l5r_battle__list_yu},
    [ROW_LEGACY] = {.kind = L5R_ACT_RECRUIT,
                    .judge = l5r_recruit__judge_legacy,
                    .apply = apply_legacy,
                    .next = L5R_NEXT_FLOW,
                    .only = DECISION(L5R_DECIDE_LEGACY),
                    .list = l5r_recruit__list_legacy},
    [ROW_FLIP] = {.kind = L5R_ACT_USE,
                  .judge = l5r_ninjutsu__judge_flip,
                  .apply = l5r_ninjutsu__perform_flip,
                  .next = L5R_NEXT_ACTED,
                  .list = l5r_ninjutsu__list_flips},
    /* Listed with the flip (l5r_ninjutsu__list_flips lists both). */
    [ROW_FLIP_REACTION] = {.kind = L5R_ACT_USE,
                           .judge = l5r_ninjutsu__judge_flip,
                           .apply = l5r_ninjutsu__perform_flip,
                           .next = L5R_NEXT_ACTED},
    [ROW_TACTICAL] = {.kind = L5R_ACT_USE,
                      .judge = l5r_tactical__judge,
                      .apply = l5r_tactical__perform,
                      .next = L5R_NEXT_ACTED,
                      .list = l5r_tactical__list},
    [ROW_FORMATION] = {.kind = L5R_ACT_USE,
                       .judge = l5r_formation__judge,
                       .apply = l5r_formation__perform,
                       .next = L5R_NEXT_ACTED,
                       .list = l5r_formation__list},
    [ROW_ATTACK] = {.kind = L5R_ACT_ATTACK,
                    .judge = l5r_battle__judge_attack,
                    .apply = l5r_battle__apply_attack,
                    .next = L5R_NEXT_FLOW,
                    .list = l5r_battle__list_attack},
    [ROW_FIGHT] = {.kind = L5R_ACT_FIGHT,
                   .judge = l5r_battle__judge_fight,
                   .apply = l5r_battle__apply_fight,
                   .next = L5R_NEXT_FLOW,
                   .list = l5r_battle__list_fight},
    [ROW_PRODUCE] = {.kind = L5R_ACT_PRODUCE,
                     .judge = l5r_produce__judge,
                     .apply = l5r_produce__apply,
                     .next = L5R_NEXT_STAY,
                     .list_card = l5r_produce__list,
                     .zones = Z(PLAY),
                     .types = T(STRONGHOLD) | T(HOLDING)},
    [ROW_RECRUIT] = {.kind = L5R_ACT_RECRUIT,
                     .judge = l5r_recruit__judge,
                     .apply = l5r_recruit__apply,
                     .next = L5R_NEXT_ACTED,
                     .list_card = l5r_recruit__list,
                     .zones = Z(PROVINCE),
                     .types = T(PERSONALITY) | T(HOLDING) | T(CELESTIAL)},
    [ROW_FACE_DOWN] = {.kind = L5R_ACT_RECRUIT,
                       .judge = l5r_ninjutsu__judge_face_down,
                       .apply = l5r_ninjutsu__apply_face_down,
                       .next = L5R_NEXT_ACTED,
                       .list_card = l5r_ninjutsu__list_face_down,
                       .zones = Z(PROVINCE),
                       .types = T(PERSONALITY)},
    [ROW_REPLACE] = {.kind = L5R_ACT_RECRUIT,
                     .judge = l5r_recruit__judge_replace,
                     .apply = l5r_recruit__apply_replace,
                     .next = L5R_NEXT_ACTED,
                     .list_card = l5r_recruit__list_replace,
                     .zones = Z(PROVINCE),
                     .types = T(PERSONALITY)},
    [ROW_DISCARD] = {.kind = L5R_ACT_DISCARD,
                     .judge = l5r_discard__judge,
                     .apply = l5r_discard__apply,
                     .next = L5R_NEXT_ACTED,
                     .list_card = l5r_discard__list,
                     .zones = Z(PROVINCE) | Z(HAND),
                     .zones_at = l5r_discard__zones_at},
    [ROW_USE] = {.kind = L5R_ACT_USE,
                 .judge = l5r_use__judge,
                 .apply = l5r_use__perform,
                 .next = L5R_NEXT_ACTED,
                 .list_card = l5r_use_list__list_uses,
                 .zones = Z(PLAY) | Z(HAND),
                 .hand_types = T(ACTION)},
    [ROW_ASSIGN] = {.kind = L5R_ACT_ASSIGN,
                    .judge = l5r_battle__judge_assign,
                    .apply = l5r_battle__apply_assign,
                    .next = L5R_NEXT_FLOW,
                    .list_card = l5r_battle__list_assign,
                    .zones = Z(PLAY)},
    [ROW_PLAY] = {.kind = L5R_ACT_PLAY,
                  .judge = l5r_attach__judge_play,
                  .apply = l5r_attach__apply_play,
                  .next = L5R_NEXT_ACTED,
                  .list_card = l5r_attach__list_play,
                  .zones = Z(HAND),
                  .types =
                      T(RING) | T(FOLLOWER) | T(ITEM) | T(SPELL) | T(ANCESTOR)},
    [ROW_STRIKE] = {.kind = L5R_ACT_STRIKE,
                    .judge = l5r_duel__judge_strike,
                    .apply = l5r_duel__apply_strike,
                    .next = L5R_NEXT_FLOW,
                    .list = l5r_duel__list_strike},
    [ROW_FOCUS] = {.kind = L5R_ACT_FOCUS,
                   .judge = l5r_duel__judge_focus,
                   .apply = l5r_duel__apply_focus,
                   .next = L5R_NEXT_FLOW,
                   .list_card = l5r_duel__list_focus,
                   .zones = Z(HAND)},
    [ROW_REFUSE] = {.kind = L5R_ACT_PASS,
                    .judge = l5r_duel__judge_refuse,
                    .apply = l5r_duel__apply_refuse,
                    .next = L5R_NEXT_FLOW},
    [ROW_TAKE] = {.kind = L5R_ACT_TAKE,
                  .judge = l5r_search__judge_take,
                  .apply = l5r_search__apply_take,
                  .next = L5R_NEXT_FLOW,
                  .only = DECISION(L5R_DECIDE_SEARCH),
                  .list = l5r_search__list_take},
    [ROW_FIND_NONE] = {.kind = L5R_ACT_PASS,
                       .judge = l5r_search__judge_pass,
                       .apply = l5r_search__apply_pass,
                       .next = L5R_NEXT_FLOW},
    [ROW_CHOSEN_DISCARD] = {.kind = L5R_ACT_DISCARD,
                            .judge = l5r_discarding__judge_chosen,
                            .apply = l5r_discarding__apply_chosen,
                            .next = L5R_NEXT_FLOW,
                            .only = DECISION(L5R_DECIDE_CHOSEN_DISCARD),
                            .list = l5r_discarding__list_chosen},
};
const uint32_t l5r_moves__nrows = NROWS;

/* The row of each kind of move, before the forms below. */
static const uint8_t by_kind[] = {
    [L5R_ACT_PASS] = ROW_PASS,       [L5R_ACT_PRODUCE] = ROW_PRODUCE,
    [L5R_ACT_RECRUIT] = ROW_RECRUIT, [L5R_ACT_DISCARD] = ROW_DISCARD,
    [L5R_ACT_PLAY] = ROW_PLAY,       [L5R_ACT_ATTACK] = ROW_ATTACK,
    [L5R_ACT_ASSIGN] = ROW_ASSIGN,   [L5R_ACT_USE] = ROW_USE,
    [L5R_ACT_FIGHT] = ROW_FIGHT,     [L5R_ACT_FOCUS] = ROW_FOCUS,
    [L5R_ACT_STRIKE] = ROW_STRIKE,   [L5R_ACT_TAKE] = ROW_TAKE,
};

/* The rows of the abilities every player has that are written in C; the
   others are the vocabulary's (ROW_PLAYER). */
static const uint8_t by_ability[] = {
    [L5R_PA_FORMATION] = ROW_FORMATION,
    [L5R_PA_FLIP] = ROW_FLIP,
    [L5R_PA_FLIP_REACTION] = ROW_FLIP_REACTION,
    [L5R_PA_TACTICAL] = ROW_TACTICAL,
    [L5R_PA_YU] = ROW_YU,
};

const l5r_move *l5r_moves__of(const l5r_state *s, const l5r_action *a)
{
    switch (a->kind) {
    case L5R_ACT_USE:
        if (a->card == L5R_NO)
            return &l5r_moves__rows[a->ability < L5R_ARRAY_LEN(by_ability) &&
                                            by_ability[a->ability] != 0
                                        ? by_ability[a->ability]
                                        : ROW_PLAYER];
        if (s->decision == L5R_DECIDE_REVEALED ||
            s->decision == L5R_DECIDE_TERRAIN)
            return &l5r_moves__rows[ROW_ANSWER];
        return &l5r_moves__rows[ROW_USE];
    case L5R_ACT_PASS:
        if (s->decision == L5R_DECIDE_DUEL)
            return &l5r_moves__rows[ROW_REFUSE];
        if (s->decision == L5R_DECIDE_SEARCH)
            return &l5r_moves__rows[ROW_FIND_NONE];
        return &l5r_moves__rows[ROW_PASS];
    case L5R_ACT_DISCARD:
        if (s->decision == L5R_DECIDE_CHOSEN_DISCARD)
            return &l5r_moves__rows[ROW_CHOSEN_DISCARD];
        return &l5r_moves__rows[ROW_DISCARD];
    case L5R_ACT_RECRUIT:
        if (s->decision == L5R_DECIDE_LEGACY)
            return &l5r_moves__rows[ROW_LEGACY];
        if (a->on != L5R_NO)
            return &l5r_moves__rows[ROW_REPLACE];
        if (a->value == 1)
            return &l5r_moves__rows[ROW_FACE_DOWN];
        return &l5r_moves__rows[ROW_RECRUIT];
    default:
        return &l5r_moves__rows[by_kind[a->kind]];
    }
}

/* CORE-11: which kinds of move answer which decision. */
uint32_t l5r_moves__kinds(uint8_t decision)
{
#define K(k) (1u << L5R_ACT_##k)
    static const uint16_t allowed[] = {
        [L5R_DECIDE_ACTION] = K(PASS) | K(PRODUCE) | K(PLAY) | K(USE),
        [L5R_DECIDE_DYNASTY] =
            K(PASS) | K(PRODUCE) | K(RECRUIT) | K(DISCARD) | K(USE),
        [L5R_DECIDE_ATTACK] = K(PASS) | K(ATTACK),
        [L5R_DECIDE_ASSIGN] = K(PASS) | K(ASSIGN),
        [L5R_DECIDE_BATTLE] = K(PASS) | K(PRODUCE) | K(USE),
        [L5R_DECIDE_DISCARD] = K(DISCARD),
        [L5R_DECIDE_YU] = K(PASS) | K(USE),
        [L5R_DECIDE_TERRAIN] = K(USE),
        [L5R_DECIDE_REACTION] = K(PASS) | K(PRODUCE) | K(USE),
        [L5R_DECIDE_BATTLEFIELD] = K(FIGHT),
        [L5R_DECIDE_ENGAGE] = K(PASS) | K(PRODUCE) | K(USE),
        [L5R_DECIDE_REVEALED] = K(USE),
        [L5R_DECIDE_LEGACY] = K(PASS) | K(RECRUIT),
        [L5R_DECIDE_DUEL] = K(PASS) | K(FOCUS) | K(STRIKE),
        [L5R_DECIDE_SEARCH] = K(PASS) | K(TAKE),
        [L5R_DECIDE_CHOSEN_DISCARD] = K(DISCARD),
    };
#undef K
    return decision < L5R_ARRAY_LEN(allowed) ? allowed[decision] : 0;
}

bool l5r_moves__kind_fits(uint8_t decision, uint32_t kind)
{
    return kind < 32 && (l5r_moves__kinds(decision) >> kind) & 1;
}
