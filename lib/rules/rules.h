/* SPDX-License-Identifier: MIT */
/*
 * rules.h - the mechanics layer (lib/rules/): one file per mechanic, each
 * with the checks and state changes of its rules, the rule ID beside each
 * check. The move pipeline (lib/play/) reaches them through its table of
 * moves; they call only the game layer below and each other.
 */
#ifndef L5R_RULES_H
#define L5R_RULES_H

#include "game/game.h"

/*
 * What the mechanics hand back to the turn flow above them, as a table
 * this layer declares and the move pipeline fills (play/turn.c): a battle
 * that ends returns the game to the flow without a call up a layer.
 */
typedef struct l5r_flow {
    /* The Attack phase is over: on to the Dynasty phase. */
    void (*attack_over)(l5r_game *g);
} l5r_flow;
extern const l5r_flow l5r_turn__flow;

/*
 * A listing of legal moves in progress. A mechanic's generator builds the
 * candidate moves of its rows and puts each to `consider`, which the move
 * pipeline fills in: it judges the candidate and keeps it if legal
 * (play/legal.c). `mine` lists the player's cards in play, once per
 * listing, when there is room (`listed`); otherwise generators scan all
 * `nscan` cards. With `listed`, `hand` also lists the cards in the
 * player's hand (his own) and `play` every card in play; all three lists
 * are in card order, the order of a scan of every card.
 */
typedef struct l5r_lister {
    const l5r_game *g;
    uint32_t p;
    int (*consider)(struct l5r_lister *l, const l5r_action *a);
    const uint32_t *mine;
    uint32_t nscan;
    bool listed;
    const uint32_t *hand;
    uint32_t nhand;
    /* `play` is made on first use, by l5r_rules__play (few listings read
       it): from the zone index `zx` into the room `play` points to, or
       with no index (or no list) already made. */
    uint32_t *play;
    uint32_t nplay;
    bool play_made;
    const l5r_zoneindex *zx;
    /* Keep a candidate the generator has judged legal itself, by the
       checks its row's judge makes that the listing does not already
       ensure (the game goes on, it is the player's decision, the row
       answers it): listed as `consider` would list it. */
    int (*keep)(struct l5r_lister *l, const l5r_action *a);
    /* Read by the uses' generators (use_list.c), set for the listing by
       l5r_use_list__prepare: the ability timings that may answer the
       decision, whether any card may have been given an ability, and if
       so which (`given`, a bit a card; every card when `given_all`). */
    uint16_t timings;
    bool grants, given_all;
    uint64_t given[L5R_GIVEN_WORDS];
} l5r_lister;

static inline int l5r_rules__consider(l5r_lister *l, const l5r_action *a)
{
    return l->consider(l, a);
}

/*
 * Pruning: does the candidate `a` pass `check`, one of the checks its
 * row's judge makes (judged quietly)? A generator asks this of what its
 * candidates share before it combines their choices, and drops them all
 * when it fails: the judge refuses every one of them for the same
 * reason. The survivors are still judged whole by `consider`, so the
 * list and the judge cannot disagree.
 */
static inline bool l5r_rules__passes(const l5r_lister *l, const l5r_action *a,
                                     bool (*check)(l5r_judging *j))
{
    l5r_verdict v;
    l5r_judging j;
    l5r_verdict__judging_init(&j, l->g, a, &v, true);
    return check(&j);
}

/* The x-th of the player's cards in play (x < l->nscan), or with no list
   the x-th card, which the caller checks. */
static inline uint32_t l5r_rules__mine(const l5r_lister *l, uint32_t x)
{
    return l->listed ? l->mine[x] : x;
}

/* The cards to read for the player's hand, and the x-th of them: his
   cards in hand, or with no list every card, which the caller checks. */
static inline uint32_t l5r_rules__nhand(const l5r_lister *l)
{
    return l->listed ? l->nhand : l->nscan;
}
static inline uint32_t l5r_rules__hand(const l5r_lister *l, uint32_t x)
{
    return l->listed ? l->hand[x] : x;
}

/* Every card in play, in card order (with `listed`): made on first use. */
static inline void l5r_rules__play(l5r_lister *l)
{
    if (l->play_made)
        return;
    const l5r_zoneindex *x = l->zx;
    uint32_t n = 0;
    for (uint32_t w = 0; w < x->words; w++)
        n = l5r_game__zix_bits_out(
            l5r_game__zix_word(x, l->g->st->nplayers, 1u << L5R_ZONE_PLAY, w),
            w, l->play, n);
    l->nplay = n;
    l->play_made = true;
}

/* An empty candidate move of `p`. */
static inline void l5r_rules__candidate(l5r_action *a, uint32_t p,
                                        uint32_t kind, uint32_t card)
{
    l5r_game__action_reset(a);
    a->player = p;
    a->kind = kind;
    a->card = card;
}

/*
 * The parts of the table of moves (play/moves.c), by mechanic: for each
 * row a judge (true if legal; a refusal fills the verdict), an apply (the
 * move was judged legal) and generators of candidates, either once per
 * listing (`int list(l5r_lister *l)`) or for each card of the player
 * (`int list(l5r_lister *l, uint32_t card)`). Generators return L5R_OK or
 * the error of `consider`.
 */

/* Producing gold (produce.c). */
bool l5r_produce__judge(l5r_judging *j);
void l5r_produce__apply(l5r_game *g, uint32_t p, const l5r_action *a);
int l5r_produce__list(l5r_lister *l, uint32_t card);
/* GLD-03: the gold player p can pay for `card` with: his pool and the
   restricted gold that pays for it. */
int32_t l5r_produce__gold_for(const l5r_game *g, uint32_t p, uint32_t card);
/* Pay `cost` for `card`: restricted gold that pays for it first (GLD-03). */
void l5r_produce__spend(l5r_game *g, uint32_t p, uint32_t card, int32_t cost);

/* Recruiting, replacing, Legacy Holdings (recruit.c). */
bool l5r_recruit__judge(l5r_judging *j);
void l5r_recruit__apply(l5r_game *g, uint32_t p, const l5r_action *a);
int l5r_recruit__list(l5r_lister *l, uint32_t card);
bool l5r_recruit__judge_replace(l5r_judging *j);
void l5r_recruit__apply_replace(l5r_game *g, uint32_t p, const l5r_action *a);
int l5r_recruit__list_replace(l5r_lister *l, uint32_t card);
bool l5r_recruit__judge_legacy(l5r_judging *j);
void l5r_recruit__apply_legacy(l5r_game *g, uint32_t p, const l5r_action *a);
int l5r_recruit__list_legacy(l5r_lister *l);
/* The checks entering play shares (CORE-14, CORE-17, SOU-01; CORE-12,
   CORE-21, CORE-63 by `rule`). */
bool l5r_recruit__check_unique(l5r_judging *j, uint32_t card);
/* PRV-07: the judged player may recruit (no player_cannot keeps him). */
bool l5r_recruit__check_allowed(l5r_judging *j);
bool l5r_recruit__check_gold(l5r_judging *j, uint32_t card);
bool l5r_recruit__check_honor_requirement(l5r_judging *j, uint32_t card,
                                          const char *rule);
/* Pay a card's Gold Cost. */
void l5r_recruit__pay(l5r_game *g, uint32_t p, uint32_t card);

/* Discarding (discard.c). */
bool l5r_discard__judge(l5r_judging *j);
void l5r_discard__apply(l5r_game *g, uint32_t p, const l5r_action *a);
int l5r_discard__list(l5r_lister *l, uint32_t card);
/* The zones l5r_discard__list lists cards of in a decision: the hand in
   the Discard decision, the provinces in the others. */
uint16_t l5r_discard__zones_at(uint8_t decision);

/* Playing cards from the hand (attach.c). */
bool l5r_attach__judge_play(l5r_judging *j);
void l5r_attach__apply_play(l5r_game *g, uint32_t p, const l5r_action *a);
int l5r_attach__list_play(l5r_lister *l, uint32_t card);
/* Can `on`, a Personality, bear `card` (a Follower, Item, Spell or
   Ancestor)? CORE-19 (a Spell, a Shugenja), CORE-20 (one Weapon, one
   Armor), NIN-02 (a face-down Ninjutsu Personality bears anything). */
bool l5r_attach__check_bearer(l5r_judging *j, uint32_t card, uint32_t on);
/* The same for a card of definition `def` not in the game yet, by its
   printed keywords (ATT-09: a card created attached). */
bool l5r_attach__check_bearer_def(l5r_judging *j, uint32_t def, uint32_t on);

/* Battles (battle.c): declaring, assigning, choosing the battlefield. */
bool l5r_battle__judge_attack(l5r_judging *j);
void l5r_battle__apply_attack(l5r_game *g, uint32_t p, const l5r_action *a);
int l5r_battle__list_attack(l5r_lister *l);
bool l5r_battle__judge_assign(l5r_judging *j);
void l5r_battle__apply_assign(l5r_game *g, uint32_t p, const l5r_action *a);
int l5r_battle__list_assign(l5r_lister *l, uint32_t card);
bool l5r_battle__judge_fight(l5r_judging *j);
void l5r_battle__apply_fight(l5r_game *g, uint32_t p, const l5r_action *a);
int l5r_battle__list_fight(l5r_lister *l);
/* Priority in the Attack phase. */
void l5r_battle__pass(l5r_game *g, uint32_t player);
void l5r_battle__acted(l5r_game *g, uint32_t player);
/* Formations and Delayed Terrain (formation.c). */
bool l5r_formation__judge(l5r_judging *j);
void l5r_formation__perform(l5r_game *g, uint32_t p, const l5r_action *a);
int l5r_formation__list(l5r_lister *l);
/* DTR-01: a Delayed Terrain is played: nothing happens yet. */
void l5r_formation__play_terrain(l5r_game *g, uint32_t p, uint32_t card);
/* At the start of a battle: the Delayed Terrain waiting there resolve;
   true when one waits for its targets. */
bool l5r_formation__terrains(l5r_game *g);
/* A Delayed Terrain's targets were chosen and it resolved: go on. */
void l5r_battle__terrain_done(l5r_game *g);

/* Ninjutsu (ninjutsu.c): recruiting face-down, turning face-up. */
bool l5r_ninjutsu__judge_face_down(l5r_judging *j);
void l5r_ninjutsu__apply_face_down(l5r_game *g, uint32_t p,
                                   const l5r_action *a);
int l5r_ninjutsu__list_face_down(l5r_lister *l, uint32_t card);
void l5r_ninjutsu__flip(l5r_game *g, uint32_t card);
bool l5r_ninjutsu__judge_flip(l5r_judging *j);
void l5r_ninjutsu__perform_flip(l5r_game *g, uint32_t p, const l5r_action *a);
int l5r_ninjutsu__list_flips(l5r_lister *l);

/* The Tactical ability (tactical.c). */
bool l5r_tactical__judge(l5r_judging *j);
void l5r_tactical__perform(l5r_game *g, uint32_t p, const l5r_action *a);
int l5r_tactical__list(l5r_lister *l);

/* The Yu step (YU-01 .. YU-06), next to battle resolution (battle.c). */
bool l5r_battle__judge_yu(l5r_judging *j);
void l5r_battle__perform_yu(l5r_game *g, uint32_t p, const l5r_action *a);
int l5r_battle__list_yu(l5r_lister *l);

/* --- abilities (use.c, use_list.c, effects.c) -------------------------- */
/* A use of an ability being judged: the judgement, and the ability. */
typedef struct l5r_use {
    l5r_judging *j;
    const l5r_game *g;
    const l5r_state *s;
    const l5r_action *a;
    uint32_t p, card;
    const l5r_abilrec *ab;
    char *n1; /* the source's name (j->n1) */
} l5r_use;
/* A use being resolved: who uses what, and the move. */
typedef struct l5r_resolving {
    l5r_game *g;
    uint32_t p, card;
    const l5r_action *a;
    const l5r_abilrec *ab;
    /* Set by a resolver whose ability's later effects wait (a duel,
       DUE-05): the rest of the list is not resolved now. */
    bool suspended;
} l5r_resolving;
/* The checks of a use the mechanics own (fear.c, ritual.c, redirect.c,
   shadowlands.c). */
bool l5r_fear__uses(const l5r_game *g, const l5r_abilrec *ab);
bool l5r_fear__check_target(l5r_use *u, uint32_t target);
bool l5r_ritual__check_casters(l5r_use *u);
/* The card performing an ability (performer.c: PRF-01 .. PRF-04): the
   one a move names ("with #N", L5R_NO: none), whether a card may, and
   the judge's check. */
uint32_t l5r_performer__of(const l5r_action *a);
bool l5r_performer__fits(const l5r_game *g, uint32_t p, uint32_t source,
                         const l5r_abilrec *ab, uint32_t c, const char **why,
                         const char **rule);
bool l5r_performer__check(l5r_use *u);
bool l5r_redirect__redirects(const l5r_game *g, const l5r_abilrec *ab);
bool l5r_redirect__check(l5r_use *u);
bool l5r_shadowlands__check(l5r_use *u);
bool l5r_shadowlands__check_targets(l5r_use *u);
/* The resolvers the mechanics own (fear.c, redirect.c). */
void l5r_fear__resolve(l5r_resolving *r, const l5r_effrec *e);
void l5r_redirect__resolve(l5r_resolving *r, const l5r_effrec *e);
/* discard_random, mill, remove_from_game (discarding.c: DIS-01 .. DIS-03). */
void l5r_discarding__resolve_random(l5r_resolving *r, const l5r_effrec *e);
void l5r_discarding__resolve_mill(l5r_resolving *r, const l5r_effrec *e);
void l5r_discarding__resolve_remove(l5r_resolving *r, const l5r_effrec *e);
/* discard_chosen (discarding.c: DIS-05, DIS-06): recorded as it resolves,
   opened after the move (L5R_DECIDE_CHOSEN_DISCARD), one `discard #N` a
   card. */
void l5r_discarding__resolve_chosen(l5r_resolving *r, const l5r_effrec *e);
void l5r_discarding__open(l5r_game *g);
bool l5r_discarding__judge_chosen(l5r_judging *j);
void l5r_discarding__apply_chosen(l5r_game *g, uint32_t p, const l5r_action *a);
int l5r_discarding__list_chosen(l5r_lister *l);
/* gain_control (control.c: CTL-01 .. CTL-03). */
bool l5r_control__check_targets(l5r_use *u);
void l5r_control__resolve(l5r_resolving *r, const l5r_effrec *e);
/* transfer, attach (transfer.c: ATT-01 .. ATT-04), attach_from_hand
   (ATT-05 .. ATT-07), take_attached (ATT-08). */
bool l5r_transfer__check_targets(l5r_use *u);
void l5r_transfer__resolve(l5r_resolving *r, const l5r_effrec *e);
void l5r_transfer__resolve_from_hand(l5r_resolving *r, const l5r_effrec *e);
void l5r_transfer__resolve_take(l5r_resolving *r, const l5r_effrec *e);
/* ATT-09: the Personality a card created by `e` (create_card with `on`)
   is attached to as it resolves, re-judged; L5R_NO when it cannot be
   (then no card is created). */
uint32_t l5r_transfer__created_bearer(l5r_resolving *r, const l5r_effrec *e,
                                      uint32_t def);
/* put_into_play (returning.c: RET-01, RET-02). */
bool l5r_returning__check_targets(l5r_use *u);
void l5r_returning__resolve(l5r_resolving *r, const l5r_effrec *e);
/* return_to_hand (returning.c: RTH-01 .. RTH-03). */
void l5r_returning__resolve_hand(l5r_resolving *r, const l5r_effrec *e);
/* dishonor, rehonor (honor.c: PHR-04). */
void l5r_honor__resolve(l5r_resolving *r, const l5r_effrec *e);
/* The players an effect's `player` field names, into out: the user,
   each opponent, or the target's player (a card's controller); how many
   (effects.c). */
uint32_t l5r_effects__players(const l5r_resolving *r, const l5r_effrec *e,
                              uint32_t out[L5R_MAX_PLAYERS]);
/* The cards an effect applies to, into out (room for 72); how many
   (effects.c). */
uint32_t l5r_effects__subjects(l5r_resolving *r, uint8_t who, uint32_t *out);
/* Movement (movement.c, MOV-01 .. MOV-06): does the ability move its own
   unit to the current battlefield; may it (presence aside, MOV-06); may
   each of its targets that it moves; the resolver of move_to_battlefield. */
bool l5r_movement__moves_self(const l5r_game *g, const l5r_abilrec *ab);
bool l5r_movement__check_self(l5r_use *u);
bool l5r_movement__check_targets(l5r_use *u);
void l5r_movement__resolve(l5r_resolving *r, const l5r_effrec *e);
/* Ranged and Melee attacks (attacks.c, RNG-01 .. RNG-04): whether the
   ability makes one, its kind (L5R_EFF_RANGED_ATTACK, L5R_EFF_MELEE_ATTACK
   or L5R_EFF_NONE), the check of the target the move names, the resolver
   of both words. */
bool l5r_attacks__uses(const l5r_game *g, const l5r_abilrec *ab);
uint8_t l5r_attacks__kind(const l5r_game *g, const l5r_abilrec *ab);
bool l5r_attacks__check_target(l5r_use *u);
void l5r_attacks__resolve(l5r_resolving *r, const l5r_effrec *e);
/* How many effect words have a resolver (effects.c). */
uint32_t l5r_effects__resolver_count(void);

/* Using a card's ability (L5R_ACT_USE with a card). */
bool l5r_use__judge(l5r_judging *j);
/* Announce a use: pay its costs, then resolve it, or (when it targets)
   let it wait for Reactions to its targets (play/reaction.c). */
void l5r_use__perform(l5r_game *g, uint32_t p, const l5r_action *a);
int l5r_use_list__list_uses(l5r_lister *l, uint32_t card);
/* Set what the uses' generators read of the whole listing (the lister's
   `timings` and `grants`): once, before any of them is asked. */
void l5r_use_list__prepare(l5r_lister *l);
/* The checks of a use (of a card's ability, or with no card, of a player
   ability) that do not depend on the choices the move makes (its named
   costs, casters and targets): the source, the timing, the limits,
   presence. The judge asks them first; the listing asks them once per
   ability before it combines the choices (use_list.c). */
bool l5r_use__judge_unchosen(l5r_judging *j);
/* The rest of the judge of a use, for a move whose checks that do not
   depend on its choices hold (l5r_use__judge_unchosen of the same card
   and ability, in the same game): its performer, costs that choose,
   casters and targets. With them the judge's verdict on the whole move
   (l5r_use__judge, l5r_use__judge_player_ability); the listing asks it
   of each combination of an ability's choices. */
bool l5r_use__judge_chosen(l5r_judging *j);
/* Has ability `ab` (number `ability` of `card`, or with no card a player
   ability) a "bow a card you choose" cost? If so, *sel is what the card
   bowed for it must fit, as the judge checks it (CORE-54, beside the card
   being unbowed): the listing keeps only the cards that can pay it. */
bool l5r_use__chosen_bow_sel(const l5r_game *g, uint32_t card, uint32_t ability,
                             const l5r_abilrec *ab, l5r_selrec *sel);
/* The abilities every player has that the vocabulary writes. */
bool l5r_use__judge_player_ability(l5r_judging *j);
int l5r_use_list__list_player_abilities(l5r_lister *l);
/* Choosing the targets of a revealed Event (CORE-31) or of a Delayed
   Terrain (DTR-02). */
bool l5r_use__judge_answer(l5r_judging *j);
int l5r_use_list__list_answer(l5r_lister *l);
/* Does a Reaction of `card` (L5R_NO: of the player) answer what just
   happened (CORE-59)? */
bool l5r_use__reaction_fits(const l5r_game *g, uint32_t p, uint32_t card,
                            const l5r_abilrec *ab);
/* Does the trigger `t` call on that ability (the fit test of
   l5r_use__reaction_fits for one trigger, for Reactions and mandatory
   abilities alike)? */
bool l5r_use__trigger_fits(const l5r_game *g, uint32_t p, uint32_t card,
                           const l5r_abilrec *ab, const l5r_trigst *t);
/* TRG-01, TRG-04: resolve the mandatory abilities that the triggers
   recorded since g->trig_seen call on, and those their effects call on in
   turn; returns how many resolved (g->trig_seen is then s->ntrig). */
uint32_t l5r_mandatory__resolve(l5r_game *g);
/* The effects of a use already announced and paid for. */
void l5r_effects__resolve_use(l5r_game *g, uint32_t p, const l5r_action *a,
                              bool negated);
/* The effects of the ability of `a` from its effect `from` on, with the
   targets of `a` as they are (after a duel, DUE-05). */
void l5r_effects__resolve_rest(l5r_game *g, uint32_t p, const l5r_action *a,
                               uint32_t from);

/* --- duels (duel.c, DUE-01 .. DUE-05) ------------------------------------ */
/* DUE-01: an ability that duels has two opposing, unbowed duelists. */
bool l5r_duel__check_use(l5r_use *u);
/* The effect `duel`: the challenge (it opens after the move). */
void l5r_duel__resolve(l5r_resolving *r, const l5r_effrec *e);
/* After each move: a duel challenged in it begins, once no Reaction
   window is open (DUE-03: the challenged player focuses first). */
void l5r_duel__open(l5r_game *g);
/* Focusing a card and striking (L5R_ACT_FOCUS, L5R_ACT_STRIKE). */
bool l5r_duel__judge_focus(l5r_judging *j);
void l5r_duel__apply_focus(l5r_game *g, uint32_t p, const l5r_action *a);
int l5r_duel__list_focus(l5r_lister *l, uint32_t card);
bool l5r_duel__judge_strike(l5r_judging *j);
void l5r_duel__apply_strike(l5r_game *g, uint32_t p, const l5r_action *a);
int l5r_duel__list_strike(l5r_lister *l);
/* DUE-02: refusing (a `pass` in the duel's decision). */
bool l5r_duel__judge_refuse(l5r_judging *j);
void l5r_duel__apply_refuse(l5r_game *g, uint32_t p, const l5r_action *a);

/* --- searching a deck (search.c, SRC-01 .. SRC-06) ----------------------- */
/* The effect `search` (it opens after the move, SRC-04). */
void l5r_search__resolve(l5r_resolving *r, const l5r_effrec *e);
/* After each move: a search made in it begins, once no Reaction window
   or duel is under way. */
void l5r_search__open(l5r_game *g);
/* Taking a card searched (L5R_ACT_TAKE), and taking none (a `pass`). */
bool l5r_search__judge_take(l5r_judging *j);
void l5r_search__apply_take(l5r_game *g, uint32_t p, const l5r_action *a);
int l5r_search__list_take(l5r_lister *l);
bool l5r_search__judge_pass(l5r_judging *j);
void l5r_search__apply_pass(l5r_game *g, uint32_t p, const l5r_action *a);
/* The effect `shuffle` (SRC-06). */
void l5r_search__resolve_shuffle(l5r_resolving *r, const l5r_effrec *e);

#endif
