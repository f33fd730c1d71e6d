/* SPDX-License-Identifier: MIT */
/*
 * vocab.h - the words of the ability vocabulary (examples/cards/SCHEMA.md)
 * in one table, in the manner of an X-macro list: one entry per word.
 *
 * The first argument of every entry is the suffix of the enum constant the
 * word is (X(BOW, "bow", ...) is L5R_EFF_BOW), so code can build its own
 * table from a list:
 *
 *     #define X(N, ...) [L5R_EFF_##N] = resolve_##N,
 *     static const resolve_fn resolvers[] = {L5R_EFFECTS(X)};
 *     #undef X
 *
 * What is built from it: the enums of cards.h (the order of a list is the
 * order of its values, which saved games store: only ever append), the
 * word lists and the per-word checks of ability_schema.c, and the tables
 * of SCHEMA.md, which unit.vocab_doc compares with it.
 *
 * Macros only (and the index of effect fields), so any file may include
 * it; the constants the lists name (L5R_WHO_SELF, ...) are cards.h's.
 */
#ifndef L5R_VOCAB_H
#define L5R_VOCAB_H

/* --- what a value may be -----------------------------------------------
 *
 * A value spec says what the value of a word or a field may be. Each
 * expands to the initializer fields {type, lo, hi, words}:
 *
 *   L5R_V_NONE          nothing of this form
 *   L5R_V_TRUE          only `true`
 *   L5R_V_INT(lo, hi)   an integer from lo to hi
 *   L5R_V_WHO("a|b")    one of these l5r_who words, in this order
 *   L5R_V_UNTIL         one of the l5r_until words
 *   L5R_V_STR("T")      a string (T: how the documentation names it)
 *   L5R_V_WORD("a|b")   one of these words: its place in the list, from 1
 */
#define L5R_VAL_NONE  0
#define L5R_VAL_TRUE  1
#define L5R_VAL_INT   2
#define L5R_VAL_WHO   3
#define L5R_VAL_UNTIL 4
#define L5R_VAL_STR   5
#define L5R_VAL_WORD  6
#define L5R_VAL_SEL   7

#define L5R_V_NONE          L5R_VAL_NONE, 0, 0, 0
#define L5R_V_TRUE          L5R_VAL_TRUE, 0, 0, 0
#define L5R_V_INT(lo, hi)   L5R_VAL_INT, lo, hi, 0
#define L5R_V_WHO(words)    L5R_VAL_WHO, 0, 0, words
#define L5R_V_UNTIL         L5R_VAL_UNTIL, 0, 0, 0
#define L5R_V_STR(doc_name) L5R_VAL_STR, 0, 0, doc_name
#define L5R_V_WORD(words)   L5R_VAL_WORD, 0, 0, words
#define L5R_V_SEL           L5R_VAL_SEL, 0, 0, 0

/* --- flags: what depends on the word alone ----------------------------- */

/* An effect that makes its ability name one target though it has no
   target filter: Fear (FEA-01), a redirection's new target (RED-01). */
#define L5R_VF_IMPLICIT_TARGET (1u << 0)
/* An honor amount, which cannot be negative in its long form either. */
#define L5R_VF_HONOR_AMOUNT (1u << 1)
/* A token: stat modifications, a title, or both (TOK-01). */
#define L5R_VF_TOKEN_BODY (1u << 2)
/* A cost whose mapping value is the filter of a card the move chooses
   (choosing is not targeting). */
#define L5R_VF_CHOSEN_CARD (1u << 3)
/* An effect whose amount may be an expression (AMT-01): its `amount`
   field, or for a word without fields its value, may be a mapping. */
#define L5R_VF_EXPR (1u << 4)

/* --- small word lists: X(NAME, "word") ----------------------------------
 * Values: timings are bits (1 << position); limit, controller and at start
 * at 0; the others at 1 after a NONE = 0. */

#define L5R_TIMINGS(X)                                                         \
    X(LIMITED, "limited")                                                      \
    X(OPEN, "open")                                                            \
    X(BATTLE, "battle")                                                        \
    X(ENGAGE, "engage")                                                        \
    X(REACTION, "reaction")                                                    \
    X(CONTINUOUS, "continuous")                                                \
    X(REVEALED, "revealed")

#define L5R_LIMITS(X)                                                          \
    X(ONCE, "once_per_turn")                                                   \
    X(ANY, "any_number")                                                       \
    X(BATTLE, "once_per_battle")

#define L5R_WHILES(X)                                                          \
    X(IN_PLAY, "in_play")                                                      \
    X(ATTACHED, "attached")

/* A condition for using an ability; highest_honor: its player's Family
   Honor is above every other player's (lobbying). */
#define L5R_CONDITIONS(X) X(HIGHEST_HONOR, "highest_honor")

/* Who or what a cost or an effect applies to (l5r_who). */
#define L5R_WHOS(X)                                                            \
    X(SELF, "self")                                                            \
    X(TARGET, "target")                                                        \
    X(ARMY, "army")                                                            \
    X(PROVINCE, "province")                                                    \
    X(ANY, "any")                                                              \
    X(OPPONENT, "opponent")                                                    \
    X(HOME, "home")                                                            \
    X(BATTLEFIELD, "current_battlefield")                                      \
    X(WINNER, "winner")                                                        \
    X(LOSER, "loser")                                                          \
    X(PERFORMER, "performer")

#define L5R_UNTILS(X)                                                          \
    X(END_OF_BATTLE, "end_of_battle")                                          \
    X(END_OF_TURN, "end_of_turn")                                              \
    X(WHILE, "while")                                                          \
    X(YOUR_NEXT_TURN, "until_your_next_turn")                                  \
    X(PERMANENT, "permanent")

/* A target filter's `type`. */
#define L5R_SEL_TYPES(X)                                                       \
    X(PERSONALITY, "personality")                                              \
    X(FOLLOWER, "follower")                                                    \
    X(ITEM, "item")                                                            \
    X(SPELL, "spell")                                                          \
    X(HOLDING, "holding")                                                      \
    X(CARD, "card")                                                            \
    X(UNIT, "unit")                                                            \
    X(PROVINCE, "province")                                                    \
    X(RING, "ring")                                                            \
    X(TOKEN, "token")                                                          \
    X(PLAYER, "player")

#define L5R_CONTROLLERS(X)                                                     \
    X(ANY, "any")                                                              \
    X(SELF, "self")                                                            \
    X(OPPONENT, "opponent")

#define L5R_ATS(X)                                                             \
    X(ANY, "any")                                                              \
    X(CURRENT_BATTLEFIELD, "current_battlefield")                              \
    X(HOME, "home")                                                            \
    X(AWAY, "away")                                                            \
    X(DISCARD, "discard")                                                      \
    X(HAND, "hand")                                                            \
    X(PROVINCE, "province")

/* --- what `cannot` keeps from a card (PRV-01, PRV-02) -------------------
 * In this order: the value of `be` is the place of its word, from 1
 * (l5r_cannot in cards.h). */
#define L5R_CANNOT_WORDS                                                       \
    "bowed|destroyed|moved|dishonored|targeted|controlled|removed"

/* --- what `player_cannot` keeps from a player (PRV-05, PRV-06) ----------
 * In this order: the value of `do` is the place of its word, from 1
 * (l5r_player_cannot in cards.h). */
#define L5R_PLAYER_CANNOT_WORDS "gain_honor|lose_honor|draw|recruit"

/* The decks a search or a shuffle reads (l5r_search_deck), and where the
   card found goes (l5r_search_then). */
#define L5R_DECK_WORDS "fate|dynasty"
#define L5R_THEN_WORDS "hand|top|play|bottom|discard|remove"

/* The stats set_stat sets (l5r_set_stat in cards.h). */
#define L5R_SET_STAT_WORDS "force|chi"

/* --- amounts: what an amount expression reads (AMT-01 .. AMT-04) ------
 * X(NAME, "word", VALUE): `stat:` names a stat of a card (VALUE: its
 * l5r_stat), `player:` a number of a player's. */

#define L5R_AMOUNT_STATS(X)                                                    \
    X(FORCE, "force", L5R_STAT_FORCE)                                          \
    X(CHI, "chi", L5R_STAT_CHI)                                                \
    X(PERSONAL_HONOR, "personal_honor", L5R_STAT_PERSONAL_HONOR)               \
    X(GOLD_COST, "gold_cost", L5R_STAT_GOLD_COST)                              \
    X(FOCUS, "focus", L5R_STAT_FOCUS)                                          \
    X(HONOR_REQUIREMENT, "honor_requirement", L5R_STAT_HONOR_REQUIREMENT)

#define L5R_AMOUNT_PLAYERS(X)                                                  \
    X(HONOR, "honor", "his Family Honor")                                      \
    X(GOLD, "gold", "his unspent gold")                                        \
    X(HAND, "hand", "the number of cards in his hand")                         \
    X(PROVINCES, "provinces", "the number of his provinces not destroyed")     \
    X(DESTROYED, "provinces_destroyed",                                        \
      "the number of his provinces destroyed")                                 \
    X(ACTIONS_TURN, "actions_this_turn",                                       \
      "the number of actions he took this turn (HIS-01, HIS-02)")              \
    X(ACTIONS_BATTLE, "actions_this_battle",                                   \
      "the number of actions he took this battle; 0 outside a battle "         \
      "(HIS-01, HIS-03)")

#define L5R_HALVES(X)                                                          \
    X(UP, "up")                                                                \
    X(DOWN, "down")

/* --- triggers: X(NAME, "event", "meaning") ------------------------------ */

#define L5R_TRIGGERS(X)                                                        \
    X(TARGETED, "targeted",                                                    \
      "this card, or the Personality it is attached to, is targeted by an "    \
      "action; for an Action card in hand: any card of its owner's")           \
    X(ENTERS_PLAY, "enters_play", "this card enters play")                     \
    X(BATTLE_WON, "battle_won", "its controller wins a battle")                \
    X(BATTLE_LOST, "battle_lost", "its controller loses a battle")             \
    X(PROVINCE_DESTROYED, "province_destroyed", "any province is destroyed")   \
    X(FAVOR_TAKEN, "favor_taken", "anyone takes the Imperial Favor")           \
    X(HONOR_GAINED, "honor_gained", "its controller gains Family Honor")       \
    X(HONOR_LOST, "honor_lost", "its controller loses Family Honor")           \
    X(CARD_DESTROYED, "card_destroyed", "any card is destroyed")               \
    X(TURN_START, "turn_start", "its controller's turn begins")                \
    X(UNIT_MOVED, "unit_moved",                                                \
      "a unit its controller controls moves (going home after a battle's "     \
      "resolution is not moving: MOV-03)")                                     \
    X(BATTLE_BEGINS, "battle_begins",                                          \
      "a battle its controller attacks or defends in begins at a "             \
      "battlefield, as its Engage segment starts (TRG-06)")                    \
    X(DISHONORED, "dishonored",                                                \
      "any Personality becomes dishonorable (TRG-07)")                         \
    X(DUEL_WON, "duel_won",                                                    \
      "this card, or the Personality it is attached to, wins a duel (TRG-08)") \
    X(DUEL_LOST, "duel_lost",                                                  \
      "this card, or the Personality it is attached to, loses a duel; a tie "  \
      "loses for both (TRG-08)")                                               \
    X(ACTION_RESOLVED, "action_resolved",                                      \
      "an action of any player (an ability used as a move, not a Reaction) "   \
      "resolves; `who: self` or `who: opponent` keeps its controller's or an " \
      "opponent's (TRG-09)")                                                   \
    X(PHASE_ENDS, "phase_ends",                                                \
      "a phase ends, in any player's turn; `phase: NAME` names the phase, "    \
      "`who: self` keeps its controller's turns (TRG-10)")                     \
    X(PHASE_BEGINS, "phase_begins",                                            \
      "a phase begins, in any player's turn; `phase` and `who` as for "        \
      "`phase_ends` (TRG-10)")                                                 \
    X(ASSIGNED, "assigned",                                                    \
      "the Maneuvers end: its controller, the attacker or the defender, has "  \
      "assigned his units to battlefields; `who: any` for either (TRG-11)")    \
    X(COST_PAID, "cost_paid",                                                  \
      "its controller paid the costs of an ability he used; `cost: WORD` "     \
      "keeps the payments with a cost of that kind (TRG-12)")

/* --- costs: X(NAME, "word", VALUE, FLAGS, "meaning") ----------------------
 * VALUE: a value spec; an integer goes to the cost's amount, a who word to
 * its who. With L5R_VF_CHOSEN_CARD, a mapping is a target filter. */

#define L5R_COSTS(X)                                                           \
    X(BOW, "bow", L5R_V_WHO("self|target|performer"), L5R_VF_CHOSEN_CARD,      \
      "bow the card (or the target, or the performer: PRF-01); with a target " \
      "filter, a card the move chooses (`bow #N`), with its `count` N that "   \
      "many distinct cards (CST-02)")                                          \
    X(GOLD, "gold", L5R_V_INT(0, 99), 0, "pay gold")                           \
    X(DISCARD_CARD, "discard_card", L5R_V_INT(1, 9), 0,                        \
      "discard that many cards from hand")                                     \
    X(DISCARD_FAVOR, "discard_favor", L5R_V_TRUE, 0,                           \
      "discard the Imperial Favor (FAV-04)")                                   \
    X(LOSE_HONOR, "lose_honor", L5R_V_INT(1, 99), 0, "lose Family Honor")      \
    X(NINJUTSU, "ninjutsu", L5R_V_TRUE, 0,                                     \
      "pay this card's Ninjutsu value in gold (CST-01)")                       \
    X(DESTROY, "destroy", L5R_V_WHO("self"), 0, "destroy this card")

/* --- the fields of an effect's mapping ------------------------------------
 * X(NAME, "key", VALUE, SLOT, DEFAULT)
 * SLOT: where it goes in the effect record (l5r_effrec): WHO, FROM,
 * PLAYER, UNTIL, AMOUNT, COUNT, STR, SEL (a filter), DECK, THEN, WHICH
 * (set_stat's stat), or STAT_<stat>. DEFAULT: the slot's
 * value, for every effect that takes the field, when it is not given.
 * The order is the documentation's (no value depends on it). */

#define L5R_EFFECT_FIELDS(X)                                                   \
    X(FROM, "from", L5R_V_WHO("self|target|army|province|any"), FROM, 0)       \
    X(TO, "to",                                                                \
      L5R_V_WHO("self|target|army|province|any|winner|loser|performer"), WHO,  \
      0)                                                                       \
    X(ON, "on", L5R_V_WHO("self|target|army|province|any"), WHO, 0)            \
    X(AMOUNT, "amount", L5R_V_INT(-99, 99), AMOUNT, 0)                         \
    X(KEYWORD, "keyword", L5R_V_STR("K"), STR, 0)                              \
    X(UNTIL, "until", L5R_V_UNTIL, UNTIL, 0)                                   \
    X(PLAYER, "player", L5R_V_WHO("self|opponent|target|winner|loser"),        \
      PLAYER, L5R_WHO_SELF)                                                    \
    X(CARD, "card", L5R_V_STR("ID"), STR, 0)                                   \
    X(AT, "at", L5R_V_WHO("home|current_battlefield"), FROM, 0)                \
    X(TITLE, "title", L5R_V_STR("T"), STR, 0)                                  \
    X(FORCE, "force", L5R_V_INT(-99, 99), STAT_FORCE, 0)                       \
    X(CHI, "chi", L5R_V_INT(-99, 99), STAT_CHI, 0)                             \
    X(PROVINCE_STRENGTH, "province_strength", L5R_V_INT(-99, 99),              \
      STAT_PROVINCE_STRENGTH, 0)                                               \
    X(COUNT, "count", L5R_V_INT(1, 9), COUNT, 1)                               \
    X(REFUSAL, "refusal", L5R_V_INT(0, 99), AMOUNT, 0)                         \
    X(BE, "be", L5R_V_WORD(L5R_CANNOT_WORDS), AMOUNT, 0)                       \
    X(FIND, "find", L5R_V_SEL, SEL, 0)                                         \
    X(DECK, "deck", L5R_V_WORD(L5R_DECK_WORDS), DECK, 1)                       \
    X(LOOK, "look", L5R_V_INT(1, 40), COUNT, 0)                                \
    X(THEN, "then", L5R_V_WORD(L5R_THEN_WORDS), THEN, 1)                       \
    X(FOR, "for", L5R_V_SEL, SEL, 0)                                           \
    X(ABILITY, "ability", L5R_V_INT(0, 23), AMOUNT, 0)                         \
    X(STAT, "stat", L5R_V_WORD(L5R_SET_STAT_WORDS), WHICH, 0)                  \
    X(PAY, "pay", L5R_V_TRUE, AMOUNT, 0)                                       \
    X(CHOSEN_BY, "chosen_by", L5R_V_WORD("self"), WHICH, 0)                    \
    X(DO, "do", L5R_V_WORD(L5R_PLAYER_CANNOT_WORDS), AMOUNT, 0)

#define L5R__FLD_INDEX(N, ...) L5R_FLD_##N,
enum l5r_effect_field { L5R_EFFECT_FIELDS(L5R__FLD_INDEX) L5R_NFIELDS };
#undef L5R__FLD_INDEX

/* A set of fields: L5R_F(TO) | L5R_F(AMOUNT). */
#define L5R_F(name) (1u << L5R_FLD_##name)

/* --- effects: X(NAME, "word", VALUE, FIELDS, REQUIRED, FLAGS, "meaning") --
 * VALUE: the short form, a value spec (an integer goes to the amount, a
 * who word to the who). FIELDS: the long form, a mapping of these fields
 * (0: none). REQUIRED: the fields the long form must have. A scalar is
 * read as the short form when there is one, anything else as the long
 * form when there is one. */

#define L5R_TO_SELF_TARGET L5R_V_WHO("self|target")
/* The same, or after a duel (DUE-05) its winner or its loser(s), or the
   card performing the ability (PRF-01). */
#define L5R_TO_DUELIST L5R_V_WHO("self|target|winner|loser|performer")

#define L5R_EFFECTS(X)                                                         \
    X(BOW, "bow", L5R_TO_DUELIST, 0, 0, 0, "bow the card")                     \
    X(STRAIGHTEN, "straighten", L5R_TO_DUELIST, 0, 0, 0,                       \
      "straighten the card")                                                   \
    X(DESTROY, "destroy", L5R_TO_DUELIST, 0, 0, 0, "destroy the card")         \
    X(DRAW, "draw", L5R_V_INT(1, 9), 0, 0, L5R_VF_EXPR, "draw cards")          \
    X(GAIN_HONOR, "gain_honor", L5R_V_INT(0, 99),                              \
      L5R_F(AMOUNT) | L5R_F(PLAYER), L5R_F(AMOUNT),                            \
      L5R_VF_HONOR_AMOUNT | L5R_VF_EXPR,                                       \
      "a player gains Family Honor (its own by default)")                      \
    X(LOSE_HONOR, "lose_honor", L5R_V_INT(0, 99),                              \
      L5R_F(AMOUNT) | L5R_F(PLAYER), L5R_F(AMOUNT),                            \
      L5R_VF_HONOR_AMOUNT | L5R_VF_EXPR,                                       \
      "a player loses Family Honor (its own by default)")                      \
    X(GAIN_GOLD, "gain_gold", L5R_V_INT(0, 99), 0, 0, L5R_VF_EXPR,             \
      "gain gold")                                                             \
    X(MOVE_HOME, "move_home", L5R_TO_DUELIST, 0, 0, 0, "move a unit home")     \
    X(FORCE_BONUS, "force_bonus", L5R_V_NONE,                                  \
      L5R_F(TO) | L5R_F(AMOUNT) | L5R_F(UNTIL), L5R_F(AMOUNT), L5R_VF_EXPR,    \
      "add to Force (or take away, with a negative amount)")                   \
    X(CHI_BONUS, "chi_bonus", L5R_V_NONE,                                      \
      L5R_F(TO) | L5R_F(AMOUNT) | L5R_F(UNTIL), L5R_F(AMOUNT), L5R_VF_EXPR,    \
      "add to Chi (or take away, with a negative amount)")                     \
    X(YU_BONUS, "yu_bonus", L5R_V_NONE, L5R_F(TO) | L5R_F(AMOUNT),             \
      L5R_F(AMOUNT), 0, "add to Yu while the card is in play (YU-06)")         \
    X(GIVE_KEYWORD, "give_keyword", L5R_V_NONE,                                \
      L5R_F(TO) | L5R_F(KEYWORD) | L5R_F(UNTIL), L5R_F(KEYWORD), 0,            \
      "give a keyword")                                                        \
    X(CREATE_TOKEN, "create_token", L5R_V_NONE,                                \
      L5R_F(ON) | L5R_F(TITLE) | L5R_F(FORCE) | L5R_F(CHI) |                   \
          L5R_F(PROVINCE_STRENGTH) | L5R_F(COUNT),                             \
      0, L5R_VF_TOKEN_BODY,                                                    \
      "create tokens (one by default) with stat modifications, a title, or "   \
      "both (TOK-01)")                                                         \
    X(DESTROY_TOKEN, "destroy_token", L5R_V_NONE, L5R_F(ON) | L5R_F(TITLE), 0, \
      0, "destroy a token")                                                    \
    X(TRANSFER_TOKEN, "transfer_token", L5R_V_NONE,                            \
      L5R_F(FROM) | L5R_F(TO) | L5R_F(TITLE), L5R_F(TO), 0,                    \
      "move a token from one card to another")                                 \
    X(TAKE_FAVOR, "take_favor", L5R_V_TRUE, 0, 0, 0,                           \
      "take the Imperial Favor (FAV-03)")                                      \
    X(DISCARD_FAVOR, "discard_favor", L5R_V_TRUE, 0, 0, 0,                     \
      "discard the Imperial Favor (FAV-05)")                                   \
    X(STRAIGHTEN_RING, "straighten_ring", L5R_TO_SELF_TARGET, 0, 0, 0,         \
      "straighten a Ring")                                                     \
    X(FEAR, "fear", L5R_V_INT(0, 9), 0, 0, L5R_VF_IMPLICIT_TARGET,             \
      "Fear N: bow each Follower with Force N or less in a unit of the enemy " \
      "army, which it targets implicitly (FEA-01..03)")                        \
    X(NEGATE, "negate", L5R_V_TRUE, 0, 0, 0,                                   \
      "a Reaction to `targeted`: the waiting action has no effect on this "    \
      "card")                                                                  \
    X(CREATE_CARD, "create_card", L5R_V_NONE,                                  \
      L5R_F(CARD) | L5R_F(AT) | L5R_F(ON), L5R_F(CARD), 0,                     \
      "bring a card into play (TOK-06); with `on` (self or target), a "        \
      "Follower, Item or Spell attached to that Personality (ATT-09, ATT-10)") \
    X(REDIRECT, "redirect", L5R_V_TRUE, 0, 0, L5R_VF_IMPLICIT_TARGET,          \
      "a Reaction to `targeted`: the move names a new target (`target #N`) "   \
      "for the waiting action, one it could have chosen (RED-01 .. RED-03)")   \
    X(MOVE_TO_BATTLEFIELD, "move_to_battlefield", L5R_TO_SELF_TARGET, 0, 0, 0, \
      "move a unit to the current battlefield, into its controller's army "    \
      "there (MOV-01, MOV-02)")                                                \
    X(RANGED_ATTACK, "ranged_attack", L5R_V_INT(0, 99), 0, 0,                  \
      L5R_VF_IMPLICIT_TARGET | L5R_VF_EXPR,                                    \
      "Ranged N: destroy a target Follower, or Personality without "           \
      "Followers, in the enemy army at the current battlefield if its Force "  \
      "is N or less (RNG-01 .. RNG-03)")                                       \
    X(MELEE_ATTACK, "melee_attack", L5R_V_INT(0, 99), 0, 0,                    \
      L5R_VF_IMPLICIT_TARGET | L5R_VF_EXPR,                                    \
      "Melee N: a Ranged attack's rules, but its own kind (RNG-01 .. RNG-04)") \
    X(DISHONOR, "dishonor", L5R_TO_DUELIST, 0, 0, 0,                           \
      "make a Personality dishonorable: Personal Honor at most 0 (PHR-01), "   \
      "an honor loss when destroyed (PHR-02)")                                 \
    X(REHONOR, "rehonor", L5R_TO_DUELIST, 0, 0, 0,                             \
      "make a dishonorable Personality honorable again (PHR-04)")              \
    X(PERSONAL_HONOR_BONUS, "personal_honor_bonus", L5R_V_NONE,                \
      L5R_F(TO) | L5R_F(AMOUNT) | L5R_F(UNTIL), L5R_F(AMOUNT), L5R_VF_EXPR,    \
      "add to Personal Honor (or take away, with a negative amount)")          \
    X(PUT_INTO_PLAY, "put_into_play", L5R_V_WHO("target"), 0, 0, 0,            \
      "put a target Personality or Holding from a discard pile into play at "  \
      "its new controller's home, a new card (RET-01, RET-02), or a target "   \
      "Personality from your provinces, free (RET-03)")                        \
    X(DUEL, "duel", L5R_V_WHO("target"), L5R_F(REFUSAL), L5R_F(REFUSAL), 0,    \
      "an Iaijutsu duel: the ability's Personality challenges the target "     \
      "(DUE-01 .. DUE-05); the effects after it resolve after the strike, "    \
      "`winner` and `loser` naming its duelists; the long form may be "        \
      "refused, losing that much Family Honor (DUE-02)")                       \
    X(DISCARD_RANDOM, "discard_random", L5R_V_INT(1, 9),                       \
      L5R_F(AMOUNT) | L5R_F(PLAYER), L5R_F(AMOUNT), L5R_VF_EXPR,               \
      "a player (its own by default) discards cards at random from his hand "  \
      "(DIS-01)")                                                              \
    X(MILL, "mill", L5R_V_INT(1, 9),                                           \
      L5R_F(AMOUNT) | L5R_F(PLAYER) | L5R_F(DECK), L5R_F(AMOUNT), L5R_VF_EXPR, \
      "a player (its own by default) discards the top cards of his Fate deck " \
      "(or, `deck: dynasty`, his Dynasty deck) (DIS-02, DIS-04)")              \
    X(REMOVE_FROM_GAME, "remove_from_game", L5R_TO_SELF_TARGET, 0, 0, 0,       \
      "remove a card in play from the game (DIS-03)")                          \
    X(GAIN_CONTROL, "gain_control", L5R_V_WHO("target"), 0, 0, 0,              \
      "take control of a target Personality or Holding another player "        \
      "controls: it comes to your home, with what is attached to it "          \
      "(CTL-01 .. CTL-03)")                                                    \
    X(CANNOT, "cannot", L5R_V_NONE, L5R_F(TO) | L5R_F(BE) | L5R_F(UNTIL),      \
      L5R_F(BE), 0,                                                            \
      "the card cannot be bowed, destroyed, moved, dishonored, controlled "    \
      "(gain_control) or removed (remove_from_game) by any effect, or "        \
      "targeted by an opponent's abilities (PRV-01 .. PRV-04): "               \
      "lasting (until the end of the turn by default), or while a "            \
      "continuous ability applies; a target province (or `to: province`, "     \
      "this card's) cannot be destroyed, lasting only (PRV-08)")               \
    X(TRANSFER, "transfer", L5R_V_WHO("target"), 0, 0, 0,                      \
      "move this card, a Follower, Item or Spell attached to a Personality, "  \
      "to the target Personality you control at the same place (ATT-01 .. "    \
      "ATT-04)")                                                               \
    X(ATTACH, "attach", L5R_V_WHO("target"), 0, 0, 0,                          \
      "move the target Follower, Item or Spell you control, attached to "      \
      "another Personality, to this Personality (or this card's bearer) "      \
      "(ATT-01 .. ATT-04)")                                                    \
    X(SEARCH, "search", L5R_V_NONE,                                            \
      L5R_F(FIND) | L5R_F(DECK) | L5R_F(LOOK) | L5R_F(THEN) | L5R_F(PLAYER),   \
      0, 0,                                                                    \
      "look through your deck (the Fate deck by default), or an opponent's "   \
      "(player: opponent), or its top `look` cards, and choose a card that "   \
      "fits `find` or none; it goes to your hand, on top, at the bottom, "     \
      "from the Dynasty deck into play, to its owner's discard pile or out "   \
      "of the game; a whole deck is shuffled after (SRC-01 .. SRC-05, "        \
      "SRC-07 .. SRC-10)")                                                     \
    X(SHUFFLE, "shuffle", L5R_V_WORD(L5R_DECK_WORDS), 0, 0, 0,                 \
      "shuffle your Fate or Dynasty deck (SRC-06)")                            \
    X(COST_BONUS, "cost_bonus", L5R_V_NONE, L5R_F(FOR) | L5R_F(AMOUNT),        \
      L5R_F(AMOUNT), 0,                                                        \
      "continuous: add to the Gold Cost of its controller's cards that fit "   \
      "`for` (or take away, with a negative amount), wherever they are; a "    \
      "Gold Cost is never below 0 (GLD-01, GLD-02)")                           \
    X(PRODUCE_FOR, "produce_for", L5R_V_NONE, L5R_F(FOR) | L5R_F(AMOUNT),      \
      L5R_F(FOR) | L5R_F(AMOUNT), 0,                                           \
      "continuous, on a Holding or Stronghold: bowed to produce gold, it "     \
      "produces `amount` gold that pays only for cards that fit `for`, "       \
      "instead of its Gold Production (GLD-03 .. GLD-05)")                     \
    X(GIVE_ABILITY, "give_ability", L5R_V_NONE,                                \
      L5R_F(TO) | L5R_F(ABILITY) | L5R_F(UNTIL), L5R_F(ABILITY), 0,            \
      "the card gains the ability `ability` (its index) of this card, one "    \
      "marked `granted`, and uses it as its own: lasting (until the end of "   \
      "the turn by default), or while a continuous ability applies (`while: "  \
      "attached`: the bearer) (GRA-01 .. GRA-05)")                             \
    X(SET_STAT, "set_stat", L5R_V_NONE,                                        \
      L5R_F(TO) | L5R_F(STAT) | L5R_F(AMOUNT) | L5R_F(UNTIL),                  \
      L5R_F(STAT) | L5R_F(AMOUNT), L5R_VF_EXPR,                                \
      "the card's Force or Chi becomes `amount`: it replaces the printed "     \
      "value, and tokens, bonuses and Items still add to it; the latest set "  \
      "wins (SET-01 .. SET-03)")                                               \
    X(ATTACH_FROM_HAND, "attach_from_hand", L5R_V_WHO("target"), L5R_F(PAY),   \
      L5R_F(PAY), 0,                                                           \
      "the target Follower, Item or Spell in your hand (a target `at: hand`, " \
      "`controller: self`) enters play attached to this Personality (or "      \
      "this card's bearer); the long form `pay: true` pays its Gold Cost "     \
      "(ATT-05 .. ATT-07)")                                                    \
    X(TAKE_ATTACHED, "take_attached", L5R_V_WHO("target"), 0, 0, 0,            \
      "take control of the target Follower, Item or Spell attached to a "      \
      "Personality another player controls and attach it to this "             \
      "Personality (or this card's bearer) at the same place (ATT-08)")        \
    X(RETURN_TO_HAND, "return_to_hand", L5R_TO_SELF_TARGET, 0, 0, 0,           \
      "return a Follower, Item or Spell in play, or a card of a Fate "         \
      "discard pile (a target `at: discard`), to its owner's hand (RTH-01 .. " \
      "RTH-03)")                                                               \
    X(DISCARD_CHOSEN, "discard_chosen", L5R_V_INT(1, 9),                       \
      L5R_F(AMOUNT) | L5R_F(PLAYER) | L5R_F(CHOSEN_BY), L5R_F(AMOUNT),         \
      L5R_VF_EXPR,                                                             \
      "a player (its own by default) discards cards of his choice from his "   \
      "hand, one at a time, after the ability resolves; the ability's last "   \
      "effect (DIS-05, DIS-06); `chosen_by: self`: the ability's player "      \
      "looks at that hand and chooses them (DIS-07)")                          \
    X(PLAYER_CANNOT, "player_cannot", L5R_V_NONE,                              \
      L5R_F(PLAYER) | L5R_F(DO) | L5R_F(UNTIL), L5R_F(DO), 0,                  \
      "a player (its own by default) cannot gain Honor, lose Honor, draw "     \
      "cards or recruit (PRV-05 .. PRV-07): lasting (until the end of the "    \
      "turn by default), or while a continuous ability applies")

#endif
