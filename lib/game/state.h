/* SPDX-License-Identifier: MIT */
/*
 * state.h - the game state: one flat, pointer-free block.
 *
 * Everything mutable about a game lives in one allocation: a header with
 * the turn, the pending decision, the players and the battle, followed by
 * the card, token and lasting-effect arrays. Records refer to each other by
 * uint32_t IDs. So clone is an allocation and a memcpy, the hash is a hash
 * of the bytes, and a save is the bytes behind a small header.
 *
 * Every struct here has no implicit padding (checked by static asserts),
 * and the block is zeroed when made, so equal states are equal bytes.
 */
#ifndef L5R_STATE_H
#define L5R_STATE_H

#include "cards/cards.h"
#include "l5r/game.h"

#define L5R_MAX_PLAYERS   8
#define L5R_MAX_PROVINCES 8
#define L5R_NO            0xffffffffu /* no card, no player */
#define L5R_NO8           0xffu

/* Steps of the Attack phase. */
enum l5r_step {
    L5R_STEP_NONE = 0,
    L5R_STEP_DECLARE,    /* the active player may declare an attack */
    L5R_STEP_INFANTRY_A, /* Infantry Maneuvers: the Attacker assigns */
    L5R_STEP_INFANTRY_D, /* ... then the Defender */
    L5R_STEP_CAVALRY_A,  /* Cavalry Maneuvers: the Attacker */
    L5R_STEP_CAVALRY_D,  /* ... then the Defender */
    L5R_STEP_CHOOSE,     /* the Attacker picks the next battlefield */
    L5R_STEP_ENGAGE,     /* the battle's Engage window */
    L5R_STEP_COMBAT,     /* the Combat Segment */
    L5R_STEP_YU          /* the losing army's Yu decisions */
};

/* Steps of a duel (l5r_state.duel_step). */
enum l5r_duel_step {
    L5R_DUEL_NONE = 0,
    L5R_DUEL_CHALLENGED, /* an effect challenged: it opens after the move */
    L5R_DUEL_FOCUS,      /* the duelists focus, in turn (DUE-03) */
    L5R_DUEL_OUTCOME     /* it struck; its outcome resolves (DUE-05) */
};

/* Steps of a search (l5r_state.search_step, rules/search.c). */
enum l5r_search_step {
    L5R_SEARCH_NONE = 0,
    L5R_SEARCH_MADE = 1,    /* resolved: it opens after the move */
    L5R_SEARCH_CHOOSING = 2 /* the searcher takes a card or passes */
};

/* Steps of a discard of the player's choice (l5r_state.choice_step,
   rules/discarding.c). */
enum l5r_choice_step {
    L5R_CHOICE_NONE = 0,
    L5R_CHOICE_MADE = 1,    /* resolved: it opens after the move */
    L5R_CHOICE_CHOOSING = 2 /* the player discards from his hand */
};

/* Card flags. */
enum {
    L5R_CF_BOWED = 1 << 0,
    L5R_CF_FACE_DOWN = 1 << 1,
    L5R_CF_DEAD = 1 << 2,
    L5R_CF_DISHONORED = 1 << 3,
    L5R_CF_CREATED = 1 << 4,
    L5R_CF_ATTACKING = 1 << 5,
    L5R_CF_DEFENDING = 1 << 6,
    L5R_CF_FOUGHT = 1 << 7 /* was in an attacking army at a resolution */
};

/* Bits of l5r_cardst.used beyond the abilities' own (bit k: ability k). */
#define L5R_USED_REACTED (1u << 29) /* reacted in this Reaction window */
#define L5R_USED_YU      (1u << 31) /* this card's Yu is spent (YU-02) */

typedef struct l5r_cardst {
    uint32_t def;         /* card database index */
    uint32_t attached_to; /* a Personality's card ID, or L5R_NO */
    uint32_t used;        /* abilities used this turn: bit per ability */
    uint32_t seq;         /* order within its zone (deck: lower is on top) */
    uint8_t owner, controller;
    uint8_t zone;     /* l5r_zone */
    uint8_t flags;    /* L5R_CF_* */
    uint8_t province; /* its province (in one, or attached to one) */
    uint8_t location; /* in play: 0 home, N battlefield N */
    uint8_t pad[2];
} l5r_cardst;

typedef struct l5r_provst {
    int32_t strength; /* base strength (Stronghold + Sensei, SEN-02) */
    uint8_t destroyed;
    uint8_t pad[3];
} l5r_provst;

/* GLD-05: the kinds of restricted gold a player holds at once. */
#define L5R_RGOLD_POOLS 2

/* Player flags. */
enum {
    L5R_PF_LOST = 1 << 0,
    L5R_PF_SHADOWLANDS = 1 << 1, /* SHD-02 .. SHD-05 apply */
    L5R_PF_RECRUITED_HOLDING = 1 << 2
};

typedef struct l5r_playerst {
    int32_t honor;
    int32_t gold; /* the pool; lapses at the end of each phase */
    uint32_t stronghold, sensei, wind; /* card IDs, or L5R_NO */
    uint32_t
        used; /* player abilities used this turn: bit per l5r_player_ability */
    uint32_t faction; /* the Stronghold's faction (string offset) */
    uint8_t nprovinces;
    uint8_t flags;
    /* HIS-01 .. HIS-03: the actions he took this turn and this battle
       (play/apply.c), each at most 255; reset as each turn begins (both)
       and as each battle begins (actions_battle). */
    uint8_t actions_turn, actions_battle;
    l5r_provst prov[L5R_MAX_PROVINCES];
    /* GLD-03: restricted gold, which pays only for the cards its
       produce_for effect names; lapses with the pool. A pool is empty
       (rgold 0, rgold_for 0) or holds gold of one effect (1 + its index
       in the card database's effects). */
    int32_t rgold[L5R_RGOLD_POOLS];
    uint32_t rgold_for[L5R_RGOLD_POOLS];
} l5r_playerst;

/* Token: "on" a card, or on a province (TOK-02). */
typedef struct l5r_tokenst {
    uint32_t card;   /* the card it is on, or L5R_NO (a province) */
    uint32_t title;  /* string offset in the card database; 0: none */
    uint32_t source; /* the card that created it (TOK-11) */
    int16_t base[3]; /* Force, Chi, Province Strength as created (TOK-04) */
    int16_t cur[3];  /* as modified since */
    uint8_t alive;
    uint8_t player;   /* the province's player */
    uint8_t province; /* the province, when card is L5R_NO */
    uint8_t pad;
} l5r_tokenst;

/* A lasting effect on a card in play: until the end of the battle or the
   turn, until the start of its player's next turn, or for as long as the
   card stays in play (while, permanent). It ends when the card leaves
   play (kind 0: ended, the slot is reclaimed by l5r_zones__end_lasting). */
typedef struct l5r_lastst {
    uint32_t card;
    uint32_t str; /* a keyword (string offset), for give_keyword */
    int16_t amount;
    uint8_t kind;   /* l5r_effect_kind */
    uint8_t until;  /* l5r_until */
    uint8_t player; /* who created it: whose next turn ends it (DUR-01) */
    uint8_t pad[3];
} l5r_lastst;

/* Trigger flags (l5r_trigst.flags). */
#define L5R_TF_BEFORE 1u /* INT-02: about to happen, held for a window */

/* Something that happened, that a Reaction may answer (or, flagged
   L5R_TF_BEFORE, that is about to happen, for an Interrupt). */
typedef struct l5r_trigst {
    uint32_t card;  /* the card concerned, or L5R_NO */
    uint8_t kind;   /* l5r_trigger */
    uint8_t player; /* the player concerned */
    uint8_t value;  /* the phase of a phase event (TRG-10); the kinds of
                       cost paid (bit kind - 1, TRG-12); else 0 */
    uint8_t flags;  /* L5R_TF_* */
} l5r_trigst;

typedef struct l5r_state {
    uint32_t size; /* bytes in the block */
    uint32_t nplayers;
    uint32_t ncards, cap_cards;
    uint32_t ntokens, cap_tokens;
    uint32_t nlast, cap_last;
    uint64_t rng[2];
    uint32_t turn;
    uint32_t favor; /* the Imperial Favor's controller, or L5R_NO */
    uint32_t winner;
    uint32_t seq; /* the next zone order number */
    uint8_t active;
    uint8_t phase;              /* l5r_phase */
    uint8_t decider;            /* who must act */
    uint8_t decision;           /* l5r_decision_kind */
    uint8_t passes;             /* consecutive passes */
    uint8_t victory;            /* l5r_victory */
    uint8_t attacker, defender; /* L5R_NO8 outside an attack */
    uint8_t battlefield;        /* the current battlefield (1-based), 0 none */
    uint8_t step;               /* the step within the phase (l5r_step) */
    uint8_t extra;              /* FRM-06: an additional action is due */
    uint8_t pad0;
    uint16_t fought; /* battlefields resolved this attack (bits) */
    uint8_t window;  /* a Reaction window is open */
    uint8_t ntrig;
    /* An ability announced with targets, waiting for Reactions to its
       targets before it resolves (pending_set; pending_card is L5R_NO for
       a player's own ability). */
    uint32_t pending_card, pending_ability;
    uint32_t pending_targets[8];
    uint8_t pending_actor, pending_ntargets, pending_negated, pending_set;
    /* The decision the window interrupted. */
    uint8_t resume_decider, resume_decision, pad2[2];
    /* PRF-01: the performer of the ability waiting (pending_set), for its
       effects: 1 + its card; 0: none. */
    uint32_t pending_performer;
    uint8_t performer_pad[4];
    int32_t total_a, total_d; /* the final army totals of the battle */
    /* A revealed Event or a Delayed Terrain whose targets its controller
       chooses now (L5R_DECIDE_REVEALED, L5R_DECIDE_TERRAIN). */
    uint32_t choose_card, choose_ability;
    l5r_trigst trig[8]; /* what just happened, for Reactions */
    l5r_playerst players[L5R_MAX_PLAYERS];
    /* A duel (rules/duel.c, DUE-01 .. DUE-05), in the steps of
       l5r_duel_step: challenged by an effect, it opens after the move;
       then its duelists focus (L5R_DECIDE_DUEL, the decision it
       interrupted kept in duel_resume_*); then it strikes and the effects
       of its ability after it resolve, `winner` and `loser` naming its
       duelists by duel_result. All zero without one. */
    uint32_t duel_a, duel_b;          /* the challenger, the challenged */
    uint32_t duel_card, duel_ability; /* the ability that challenged */
    uint32_t duel_focus[16];          /* the focused cards, in order */
    int32_t duel_total[2];            /* the totals at the strike (DUE-04) */
    uint8_t duel_step;                /* l5r_duel_step */
    uint8_t duel_actor;               /* who used the ability */
    uint8_t duel_passes;              /* strikes in a row (DUE-03) */
    uint8_t duel_result;              /* bit 0: a won, bit 1: b won */
    uint8_t duel_next;                /* the ability's effect after the duel */
    uint8_t duel_nfocus[2];           /* cards focused by a, by b */
    uint8_t duel_nfocused;            /* entries of duel_focus */
    uint8_t duel_resume_decider, duel_resume_decision;
    uint8_t duel_refusal; /* DUE-02: 0 not refusable; N + 1: at N honor */
    uint8_t duel_pad[5];
    /* A search (rules/search.c, SRC-01 .. SRC-05): its effect resolved,
       it opens after the move (L5R_DECIDE_SEARCH, the decision it
       interrupted kept in search_resume_*), and the searcher takes a
       card or passes. All zero without one. */
    uint32_t search_eff;   /* 1 + the search effect's index in the effects */
    uint8_t search_step;   /* l5r_search_step */
    uint8_t search_player; /* who searches */
    uint8_t search_zone;   /* L5R_ZONE_FATE_DECK or L5R_ZONE_DYNASTY_DECK */
    uint8_t search_look;   /* how many cards from the top; 0: all */
    uint8_t search_resume_decider, search_resume_decision;
    uint8_t search_of; /* whose deck: 0 the searcher's; 1 + a player (SRC-09) */
    /* A discard of the player's choice (rules/discarding.c, DIS-05): its
       effect resolved, it opens after the move (L5R_DECIDE_CHOSEN_DISCARD,
       the decision it interrupted kept in choice_resume_*), and the player
       discards from his hand until choice_left is 0 or his hand empty.
       All zero without one. */
    uint8_t choice_step;   /* l5r_choice_step */
    uint8_t choice_player; /* who discards */
    uint8_t choice_left;   /* cards still to discard */
    uint8_t choice_resume_decider, choice_resume_decision;
    uint8_t choice_chooser; /* who chooses: choice_player, or the ability's
                               player, who sees that hand (DIS-07) */
    uint8_t choice_pad[7];
    /* then: l5r_cardst cards[cap_cards]; l5r_tokenst tokens[cap_tokens];
       l5r_lastst last[cap_last]; */
} l5r_state;

/* Is a decision the move made, to open after it (a search, SRC-01, or a
   discard of the player's choice, DIS-05), held back: by a Reaction
   window, by triggers waiting, or by a duel under way? Each opens when
   none is left (and, of the two, the one not yet choosing waits for the
   other). */
static inline bool l5r_state__after_move_held(const l5r_state *s)
{
    return s->window || s->pending_set || s->duel_step != L5R_DUEL_NONE;
}

static inline l5r_cardst *l5r_state__cards(l5r_state *s)
{
    return (l5r_cardst *)(void *)(s + 1);
}
static inline const l5r_cardst *l5r_state__ccards(const l5r_state *s)
{
    return (const l5r_cardst *)(const void *)(s + 1);
}
static inline l5r_tokenst *l5r_state__tokens(l5r_state *s)
{
    return (l5r_tokenst *)(void *)(l5r_state__cards(s) + s->cap_cards);
}
static inline const l5r_tokenst *l5r_state__ctokens(const l5r_state *s)
{
    return (const l5r_tokenst *)(const void *)(l5r_state__ccards(s) +
                                               s->cap_cards);
}
static inline l5r_lastst *l5r_state__lasts(l5r_state *s)
{
    return (l5r_lastst *)(void *)(l5r_state__tokens(s) + s->cap_tokens);
}
static inline const l5r_lastst *l5r_state__clasts(const l5r_state *s)
{
    return (const l5r_lastst *)(const void *)(l5r_state__ctokens(s) +
                                              s->cap_tokens);
}

/* The options a game was made with (copied in). */
struct l5r_options {
    uint32_t tag;
    int64_t v[20]; /* indexed by l5r_param */
};

typedef struct l5r_event {
    int32_t value;
    uint32_t player, card;
    uint8_t kind;
    uint8_t pad[3];
} l5r_event;

struct l5r_action {
    uint32_t tag;
    uint32_t kind, player, card, ability, on, value;
    uint32_t ntargets, ncosts;
    uint32_t targets[8];
    uint32_t costs[8];
    uint8_t how[8];
};

/* Borrowed handles: a game's tokens and its Favor (l5r/tokens.h). */
struct l5r_token {
    uint32_t tag;
    uint32_t id;
    const l5r_game *g;
};

struct l5r_favor {
    uint32_t tag;
    const l5r_game *g;
};

/*
 * The cards in play whose definition changes other cards' stats: a card
 * with a continuous ability, an Item (its Force and Chi go to its
 * bearer), a Ring (ENL-01). The stat functions (stats.c) read these
 * instead of every card. Not part of the state - neither hashed nor
 * saved nor copied by a clone: it is a pure function of the state's
 * cards, made on first use for the block `st` with `ncards` cards (a
 * clone or a loaded game makes its own), kept up to date by
 * l5r_zones__move (the one place cards move), and checked against a
 * fresh recomputation by the state check (l5r_invariants__state_check,
 * after every move in Debug builds). Anything that rewrites the state's
 * bytes some other way must forget it (l5r_stats__forget).
 */
#define L5R_MAX_SOURCES 64
typedef struct l5r_sources {
    const l5r_state *st; /* NULL: not made (or more than fit) */
    uint32_t ncards;     /* s->ncards when made */
    uint32_t n;
    uint64_t kinds; /* every kind of continuous effect the listed cards
                       have (a bit per l5r_eff kind; more, never fewer) */
    uint32_t card[L5R_MAX_SOURCES]; /* in no particular order */
} l5r_sources;

/*
 * Where each card is, as bit sets over card IDs: for each player and
 * zone the cards he owns there, and the cards in play he controls (and
 * which cards are Personalities). The
 * legal-move listing, the Chi check, decks' tops and provinces read these
 * instead of every card, and walk them in card order. Like g->src it is
 * beside the state, not in it: made on first use for the block `st` with
 * `ncards` cards, kept by l5r_zones__move, checked by the state check,
 * forgotten by l5r_stats__forget. None for more than L5R_ZIX_CARDS cards
 * or L5R_ZIX_PLAYERS players (the callers then read every card): small,
 * so that a clone, which allocates it with the state, stays one small
 * block.
 */
#define L5R_ZIX_WORDS   8
#define L5R_ZIX_CARDS   (64 * L5R_ZIX_WORDS)
#define L5R_ZIX_PLAYERS 4 /* none for a game of more players */
#define L5R_ZIX_ZONES   9 /* L5R_ZONE_NONE .. L5R_ZONE_REMOVED */
typedef struct l5r_zoneindex {
    const l5r_state *st; /* NULL: not made */
    uint32_t ncards;     /* s->ncards when made */
    uint32_t words;      /* the words in use: ceil(ncards / 64) */
    uint64_t own[L5R_ZIX_PLAYERS][L5R_ZIX_ZONES][L5R_ZIX_WORDS];
    uint64_t ctrl[L5R_ZIX_PLAYERS][L5R_ZIX_WORDS]; /* in play, controlled */
    /* The cards whose definition is a Personality, wherever they are (a
       card's definition never changes; a card made in play is a new card,
       and the index is made afresh for it). */
    uint64_t pers[L5R_ZIX_WORDS];
    /* The cards whose definition gives its bearer an ability while
       attached (GRA-05: a continuous give_ability), wherever they are. */
    uint64_t gives[L5R_ZIX_WORDS];
    uint32_t ngives; /* how many cards `gives` holds */
} l5r_zoneindex;

/*
 * What the legal-move listing (play/legal.c) reads of the table of moves
 * for a decision: the rows that answer it, as bits of their numbers in
 * the table (bit r: row r), those that list for the whole decision and,
 * for each zone, those that list its cards, and for each card type,
 * those that may list a card of that type (in hand, and elsewhere); and
 * the zones of those cards. A pure function of the table and the decision: made
 * on first use for each decision, never copied by a clone.
 */
#define L5R_PLAN_DECISIONS 17
#define L5R_PLAN_TYPES                                                         \
    16 /* L5R_TYPE_NONE .. L5R_TYPE_ANCESTOR, and room                         \
          (a power of two: a type is masked to it) */
typedef struct l5r_listplan {
    uint32_t rows;
    uint32_t zone_rows[L5R_ZIX_ZONES];
    /* The card rows that may list a card of a type: [0] out of the hand,
       [1] in it. */
    uint32_t type_rows[2][L5R_PLAN_TYPES];
    uint32_t zones;
} l5r_listplan;

struct l5r_game {
    uint32_t tag;
    /* Beside the state: a new game, a loaded one or a clone leaves these
       bytes as they come (the message is emptied, the caches marked not
       made). */
    char errmsg[256];
    l5r_sources src;    /* stats.c */
    l5r_zoneindex zix;  /* zones.c */
    uint32_t plan_made; /* play/legal.c: a bit per decision made in plan */
    l5r_listplan plan[L5R_PLAN_DECISIONS];
    /* From here to the end of the state block, which follows the game in
       its allocation: a new or loaded game zeroes the fields (and a new
       one the state); a clone copies them and the state in one memcpy and
       sets afresh those that are the original's own: the serial, the
       state pointer, and the fields from `events` to `interrupting` (the
       history, the handles, the move in progress), which stay together
       (l5r_game__alloc, l5r_game_clone). */
    l5r_mem mem;
    const l5r_carddb *db;
    /* db->cards.v: the database is frozen, so its cards never move (read
       by l5r_game__def, which every rule asks). */
    const l5r_cardrec *defs;
    /* A number no other game of the process has had (a new game, a clone
       or a loaded one each take the next): a legal-move list records it,
       so that a list is never taken for another game's, even one made
       where a freed game was (play/legal.c). */
    uint64_t serial;
    struct l5r_options opts;
    l5r_state *st;
    L5R_VEC(l5r_event) events;
    /* The move log: the text of the first logidx.n moves applied
       (NUL-separated, logidx.v[i] where move i starts), then the moves
       applied since, as they were applied, until the text is asked for
       (l5r_game__log_text): a move is formatted when it is read, not when
       it is made. */
    L5R_VEC(char) logtext;
    L5R_VEC(uint32_t) logidx;
    L5R_VEC(struct l5r_action) logacts;
    struct l5r_token *tokens; /* one handle per token slot */
    struct l5r_favor favor;
    /* TRG-01: the triggers (st->trig) before this one were looked at for
       mandatory abilities; set as a move begins, so it lives within one
       move (rules/mandatory.c). */
    uint32_t trig_seen;
    /* INT-03: how deep mandatory Interrupts resolve inside one another
       (within one move; events.c). */
    uint32_t interrupting;
    /* TRG-09 .. TRG-11, INT-01: which triggers the game's cards answer
       (as the card database's listens, before_mandatory, before_optional
       and phase_listens, over this game's cards only), made for
       listen_ncards cards (0: not made; events.c). */
    uint32_t listen_ncards;
    uint16_t phase_listens[2];
    uint64_t listens, before_mandatory, before_optional;
    uint64_t after_mandatory; /* of `listens`, by mandatory Reactions */
    /* CORE-59: every trigger some ability of the game's cards answers (the
       cards' trig_kinds, but for "no trigger"), made with the above. */
    uint64_t react_kinds;
};

#endif
