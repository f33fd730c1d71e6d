/* SPDX-License-Identifier: MIT */
/*
 * cards.h - the card database's private layout, shared by the files
 * that fill it (schema.c, ability_schema.c), freeze it (freeze.c) and
 * read it (queries.c, the game).
 *
 * Flat: every record lives in an array of the database and refers to
 * strings and other records by uint32_t offsets and indices, so a load is
 * rolled back by truncating the arrays.
 */
#ifndef L5R_CARDDB_INT_H
#define L5R_CARDDB_INT_H

#include "base/base.h"
#include "l5r/carddb.h"
#include "l5r/sys/loader.h"
#include "base/vec.h"

#define L5R_NSTATS  13 /* indexed by l5r_stat; 0 unused */
#define L5R_NLIMITS 6  /* indexed by l5r_carddb_limit; 0 unused */
#define L5R_NONE    UINT32_MAX

typedef struct l5r_pos {
    uint32_t src; /* offset of the source name in srcnames */
    uint32_t line, col;
} l5r_pos;

typedef struct l5r_setrec {
    uint32_t name;
    int64_t order;
    uint8_t lotus;
    l5r_pos pos;
} l5r_setrec;

typedef struct l5r_factionrec {
    uint32_t name;
    uint32_t alignment; /* 0: none (the Shadowlands Horde, SHD-01) */
    l5r_pos pos;
} l5r_factionrec;

/* A stat block: values, which are present, which are "-". */
typedef struct l5r_stats {
    int32_t v[L5R_NSTATS];
    uint32_t has;  /* bit s: stat s present */
    uint32_t dash; /* bit s: written as "-" (no value) */
} l5r_stats;

typedef struct l5r_printrec {
    uint32_t set;  /* set name (string offset) */
    int8_t lotus;  /* -1: as the set says */
    uint32_t text; /* 0: none */
    l5r_stats stats;
    l5r_pos pos;
    uint32_t set_index; /* filled at freeze */
} l5r_printrec;

/* One condition of a "Formed by" requirement (FRM-03, FRM-04). */
typedef struct l5r_condrec {
    uint8_t type; /* 0 any, or L5R_TYPE_PERSONALITY / L5R_TYPE_FOLLOWER */
    uint32_t kw_first, kw_count; /* normalized keywords, in strlist */
} l5r_condrec;

/* --- the ability vocabulary, compiled (examples/cards/SCHEMA.md) --------- */

#include "cards/vocab.h"

/* The enums are made from the word lists of vocab.h, in their order: the
   values are stored in saved games (and a lasting effect keeps its effect
   kind), so a list only ever grows at its end. */

#define L5R__TIMING_IX(N, word) L5R__TIMING_IX_##N,
enum { L5R_TIMINGS(L5R__TIMING_IX) L5R_NTIMINGS };
#undef L5R__TIMING_IX
#define L5R__TIMING(N, word) L5R_TIMING_##N = 1 << L5R__TIMING_IX_##N,
enum l5r_timing_bits { L5R_TIMINGS(L5R__TIMING) };
#undef L5R__TIMING

#define L5R__E(N, ...) L5R_LIMIT_##N,
enum l5r_limit_kind { L5R_LIMITS(L5R__E) };
#undef L5R__E

#define L5R__E(N, ...) L5R_TRIGGER_##N,
enum l5r_trigger { L5R_TRIGGER_NONE = 0, L5R_TRIGGERS(L5R__E) L5R_NTRIGGERS };
#undef L5R__E

#define L5R__E(N, ...) L5R_WHILE_##N,
enum l5r_while { L5R_WHILE_NONE = 0, L5R_WHILES(L5R__E) };
#undef L5R__E

/* A condition for using an ability. */
#define L5R__E(N, ...) L5R_COND_##N,
enum l5r_condition { L5R_COND_NONE = 0, L5R_CONDITIONS(L5R__E) };
#undef L5R__E

/* Who or what a cost or effect applies to. */
#define L5R__E(N, ...) L5R_WHO_##N,
enum l5r_who { L5R_WHO_NONE = 0, L5R_WHOS(L5R__E) L5R_NWHOS };
#undef L5R__E

#define L5R__E(N, ...) L5R_COST_##N,
enum l5r_cost_kind { L5R_COST_NONE = 0, L5R_COSTS(L5R__E) L5R_NCOSTS };
#undef L5R__E

typedef struct l5r_costrec {
    uint8_t kind;
    uint8_t who; /* self, target, or any: a card the move chooses */
    int16_t amount;
    uint32_t sel; /* who == any: the chosen card's filter (in sels) */
} l5r_costrec;

#define L5R__E(N, ...) L5R_SEL_##N,
enum l5r_sel_type { L5R_SEL_NONE = 0, L5R_SEL_TYPES(L5R__E) };
#undef L5R__E

#define L5R__E(N, ...) L5R_CTL_##N,
enum l5r_controller { L5R_CONTROLLERS(L5R__E) };
#undef L5R__E
#define L5R__E(N, ...) L5R_AT_##N,
enum l5r_at { L5R_ATS(L5R__E) };
#undef L5R__E

typedef struct l5r_selrec {
    uint8_t present;
    uint8_t type;                                  /* l5r_sel_type */
    uint8_t controller;                            /* l5r_controller */
    uint8_t at;                                    /* l5r_at */
    int8_t bowed, face_down, attacking, defending; /* -1: either */
    int16_t force_min, force_max, chi_min, chi_max;
    uint8_t count;
    uint8_t up_to;                 /* TGT-01: 1 to `count` targets */
    int16_t ph_min;                /* personal_honor_at_least */
    int16_t ph_max;                /* personal_honor_at_most */
    int8_t dishonorable;           /* -1: either */
    uint32_t kw_first, kw_count;   /* normalized, in strlist */
    uint32_t nkw_first, nkw_count; /* not_keywords */
    uint32_t title;                /* 0: any */
    int8_t unique;                 /* -1: either */
} l5r_selrec;

#define L5R__E(N, ...) L5R_EFF_##N,
enum l5r_effect_kind { L5R_EFF_NONE = 0, L5R_EFFECTS(L5R__E) L5R_NEFFECTS };
#undef L5R__E

/* What `cannot` keeps from a card: the words of L5R_CANNOT_WORDS. */
enum l5r_cannot {
    L5R_CANNOT_BOWED = 1,
    L5R_CANNOT_DESTROYED = 2,
    L5R_CANNOT_MOVED = 3,
    L5R_CANNOT_DISHONORED = 4,
    L5R_CANNOT_TARGETED = 5,
    L5R_CANNOT_CONTROLLED = 6, /* by gain_control (PRV-04) */
    L5R_CANNOT_REMOVED = 7     /* from the game (PRV-04) */
};

/* What `player_cannot` keeps from a player: the words of
   L5R_PLAYER_CANNOT_WORDS. */
enum l5r_player_cannot {
    L5R_PCANNOT_GAIN_HONOR = 1,
    L5R_PCANNOT_LOSE_HONOR = 2,
    L5R_PCANNOT_DRAW = 3,
    L5R_PCANNOT_RECRUIT = 4
};

#define L5R__E(N, ...) L5R_UNTIL_##N,
enum l5r_until { L5R_UNTIL_NONE = 0, L5R_UNTILS(L5R__E) };
#undef L5R__E

/* The vocabulary flags (L5R_VF_*) of an effect kind. */
static inline uint32_t l5r_cards__effect_flags(uint32_t kind)
{
    switch (kind) {
#define L5R__E(N, word, value, fields, required, flags, ...)                   \
    case L5R_EFF_##N:                                                          \
        return flags;
        L5R_EFFECTS(L5R__E)
#undef L5R__E
    }
    return 0;
}

/* Saved games store these values: they never change. */
_Static_assert(L5R_TIMING_REVEALED == 1 << 6, "timing bits");
_Static_assert(L5R_TRIGGER_TURN_START == 10 && L5R_TRIGGER_DUEL_LOST == 15 &&
                   L5R_TRIGGER_ASSIGNED == 19 && L5R_TRIGGER_COST_PAID == 20,
               "trigger values");
_Static_assert(L5R_WHO_BATTLEFIELD == 8, "who values");
_Static_assert(L5R_COST_BOW == 1 && L5R_COST_DESTROY == 7, "cost values");
_Static_assert(L5R_EFF_BOW == 1 && L5R_EFF_FEAR == 19 && L5R_EFF_REDIRECT == 22,
               "effect values");
_Static_assert(L5R_UNTIL_WHILE == 3 && L5R_UNTIL_YOUR_NEXT_TURN == 4 &&
                   L5R_UNTIL_PERMANENT == 5,
               "until values");

typedef struct l5r_effrec {
    uint8_t kind;    /* l5r_effect_kind */
    uint8_t who;     /* to / on / the object (l5r_who) */
    uint8_t player;  /* gain/lose honor: whose (l5r_who) */
    uint8_t until;   /* l5r_until */
    uint8_t from;    /* transfer_token: l5r_who */
    int16_t amount;  /* draw, honor, gold, bonus, fear strength */
    int16_t count;   /* create_token */
    l5r_stats stats; /* create_token: its stat modifications */
    uint32_t str;    /* title (tokens), keyword, card id */
    uint32_t expr;   /* an amount expression: 1 + its index in amts; 0 none */
    uint32_t sel;    /* search: its `find` filter, 1 + index in sels; 0 any */
    uint8_t deck;    /* search: l5r_search_deck */
    uint8_t then;    /* search: l5r_search_then */
    uint8_t which;   /* set_stat: l5r_set_stat; discard_chosen: 1 when the
                        ability's player chooses (chosen_by: self, DIS-07) */
} l5r_effrec;

/* The words of L5R_DECK_WORDS and L5R_THEN_WORDS. */
enum l5r_search_deck { L5R_SEARCH_FATE = 1, L5R_SEARCH_DYNASTY = 2 };
enum l5r_search_then {
    L5R_SEARCH_HAND = 1,
    L5R_SEARCH_TOP = 2,
    L5R_SEARCH_PLAY = 3,    /* into play at home (SRC-07) */
    L5R_SEARCH_BOTTOM = 4,  /* at the bottom of the deck searched (SRC-08) */
    L5R_SEARCH_DISCARD = 5, /* to its owner's discard pile (SRC-10) */
    L5R_SEARCH_REMOVE = 6   /* removed from the game (SRC-10) */
};
/* The words of L5R_SET_STAT_WORDS. */
enum l5r_set_stat { L5R_SET_FORCE = 1, L5R_SET_CHI = 2 };

/* An amount expression (AMT-01 .. AMT-04): what it reads, then halved,
   multiplied and added to. */
enum l5r_amount_form {
    L5R_AMT_NUMBER = 0, /* plus alone */
    L5R_AMT_STAT = 1,   /* a stat of a card, or the total of the cards of sel */
    L5R_AMT_PLAYER = 2, /* a player's number (l5r_amount_player) */
    L5R_AMT_COUNT = 3   /* how many cards fit sel */
};

#define L5R__E(N, ...) L5R_APL_##N,
enum l5r_amount_player { L5R_AMOUNT_PLAYERS(L5R__E) };
#undef L5R__E
#define L5R__E(N, ...) L5R_HALF_##N,
enum l5r_half { L5R_HALF_NONE = 0, L5R_HALVES(L5R__E) };
#undef L5R__E

typedef struct l5r_amtrec {
    uint8_t form; /* l5r_amount_form */
    uint8_t what; /* STAT: an l5r_stat; PLAYER: an l5r_amount_player */
    uint8_t of;   /* l5r_who: self, target, opponent, winner, loser;
                     NONE with sel */
    uint8_t half; /* l5r_half */
    int16_t times, plus;
    uint32_t sel; /* COUNT, or STAT as a total: the filter (in sels) */
} l5r_amtrec;

/* A condition as a predicate (CND-01, CND-02): an amount within bounds,
   each a number or an expression. */
typedef struct l5r_predrec {
    uint32_t amount;           /* in amts */
    uint32_t lo_expr, hi_expr; /* 1 + index in amts; 0: lo, hi */
    int16_t lo, hi;
} l5r_predrec;

typedef struct l5r_abilrec {
    uint32_t card;
    uint16_t timing;                  /* l5r_timing_bits */
    uint8_t limit;                    /* l5r_limit_kind */
    uint8_t trigger;                  /* l5r_trigger */
    uint8_t whilst;                   /* l5r_while */
    uint8_t casters_min, casters_max; /* 0: not a Ritual */
    uint8_t condition;                /* l5r_condition */
    /* CHO-01: an option of a "choose one" ability is an ability of its
       own, after the options before it: its place among them (0 for the
       first, and for an ability without options). The options share the
       first's limit. */
    uint8_t option;
    uint8_t mandatory; /* TRG-01: resolves by itself */
    /* GRA-01: an ability only the cards given it use (give_ability),
       never the card that prints it. */
    uint8_t granted;
    /* INT-01: an Interrupt (`before: true`) answers its event just before
       it happens; the trigger's `phase` (an l5r_phase, 0: any) and `who`
       (an l5r_who: SELF, OPPONENT or ANY; 0: the event's default); TRG-12:
       the trigger's `cost` (an l5r_cost_kind, 0: any). */
    uint8_t before, trig_phase, trig_who, trig_cost;
    /* What its costs ask, read from them at load for the judge and the
       legal-move listing: whether one bows a card the move chooses
       (CST-02), whether one discards the Imperial Favor (FAV-04), and
       the cards they discard in all. */
    uint8_t chosen_bow;
    uint8_t favor_cost;
    uint32_t discards;
    uint32_t pred_first, pred_count;     /* conditions as predicates */
    uint32_t traits_first, traits_count; /* raw strings, in strlist */
    uint32_t cost_first, cost_count;
    l5r_selrec target;
    /* PRF-01: the card the ability's player controls that performs it
       (`performer`; present: 0 for none). The move names it: "with #N". */
    l5r_selrec performer;
    uint32_t eff_first, eff_count;
    uint64_t eff_kinds; /* bit k: an effect of kind k among them */
    uint32_t text;
    l5r_pos pos;
} l5r_abilrec;

typedef struct l5r_cardrec {
    uint32_t id, title, text, faction;
    uint8_t type, deck, unique, element;
    uint8_t stays;                 /* EVT-01: an Event that stays in play */
    l5r_stats stats;               /* as written on the card */
    l5r_stats mods;                /* Sensei modifiers */
    uint32_t kw_first, kw_count;   /* raw keyword strings, in strlist */
    uint32_t fac_first, fac_count; /* Sensei factions, in strlist */
    uint32_t print_first, print_count;
    uint32_t abil_first, abil_count;
    uint32_t cond_first, cond_count; /* formed_by */
    l5r_pos pos;
    /* filled at freeze */
    l5r_stats eff; /* most recent printing applied (LOT-02) */
    uint32_t eff_text;
    uint32_t nkw_first, nkw_count; /* normalized keywords, in strlist */
    uint32_t soul_of;              /* title named by "Soul of" */
    int32_t soul_exp;
    uint32_t identity;      /* storyline identity (SOU-01) */
    uint32_t identity_open; /* same title and level, latest printed */
    uint32_t group;         /* per-deck limit group (SOU-01, SOU-02) */
    uint8_t lotus_legal;    /* LOT-01 */
    int64_t latest_order;   /* release order of the latest printing */
    uint64_t cont_kinds;    /* effect kinds of its continuous abilities,
                               one bit per l5r_eff kind */
    uint64_t trig_kinds;    /* the triggers its abilities answer, one bit
                               per l5r_trigger (every bit for one past the
                               word) */
    uint16_t timings;       /* the union of its abilities' timings */
} l5r_cardrec;

typedef struct l5r_diagrec {
    int code;
    uint32_t line, col;
    uint32_t src; /* offsets in l5r_diags.text */
    uint32_t msg;
} l5r_diagrec;

/*
 * What a parse reports to (diags.c): its allocator, the limits it keeps
 * to, the names of its sources (l5r_pos.src is an offset in `srcnames`)
 * and the diagnostics of the last load. A card database has one; a
 * decklist parse has its own, so it needs no card database to parse.
 */
typedef struct l5r_diags {
    l5r_mem mem;
    int64_t limits[L5R_NLIMITS];
    L5R_VEC(char) srcnames; /* offset 0 is "" */
    L5R_VEC(l5r_diagrec) list;
    L5R_VEC(char) text;
    char errmsg[256];
} l5r_diags;

/* Empty, with the default limits. L5R_OK or L5R_ENOMEM. */
int l5r_diags__init(l5r_diags *d, const l5r_mem *mem);
void l5r_diags__free(l5r_diags *d);
/* Forget the diagnostics and the message (before a load or a freeze). */
void l5r_diags__clear(l5r_diags *d);
/* Add a source name; `src` gets its offset. L5R_OK or L5R_ENOMEM. */
int l5r_diags__source(l5r_diags *d, const char *name, uint32_t *src);
/* Record a diagnostic (best effort); returns `code`. */
int l5r_diags__diag(l5r_diags *d, int code, l5r_pos pos, const char *fmt, ...)
    L5R_PRINTF(4, 5);
/* Set the message and the thread's error from the first diagnostic (or
   from `rc` when there is none); returns `rc`. */
int l5r_diags__report(l5r_diags *d, int rc);
/* Set the message and the thread's error to a message of its own. */
int l5r_diags__fail(l5r_diags *d, int rc, const char *fmt, ...)
    L5R_PRINTF(3, 4);

/* --- keywords as integers (freeze.c) ------------------------------------- */

/* The keywords the rules engine asks about, in the normal form
   l5r_keywords__norm gives them (KEY-05), so no hot path normalizes a
   constant. test_keywords checks each against l5r_keywords__norm. */
#define L5R__KW_ARMOR         "armor"
#define L5R__KW_CAVALRY       "cavalry"
#define L5R__KW_DELAYED       "delay"
#define L5R__KW_ENLIGHTENED   "enlighten"
#define L5R__KW_FORMATION     "formation"
#define L5R__KW_FORTIFICATION "fortification"
#define L5R__KW_LEGACY        "legacy"
#define L5R__KW_SHUGENJA      "shugenja"
#define L5R__KW_TACTICIAN     "tactician"
#define L5R__KW_TERRAIN       "terrain"
#define L5R__KW_UNDEAD        "undead"
#define L5R__KW_WEAPON        "weapon"
#define L5R__KW_NINJA         "ninja"    /* NIN-01 */
#define L5R__KW_INFANTRY      "infantry" /* a game term (KEY-02) */

/* Every frozen database gives these keywords the first ids, in this
   order: L5R__KWID_ARMOR is 0 in each of them. */
#define L5R_ENGINE_KEYWORDS(X)                                                 \
    X(ARMOR)                                                                   \
    X(CAVALRY)                                                                 \
    X(DELAYED)                                                                 \
    X(ENLIGHTENED)                                                             \
    X(FORMATION)                                                               \
    X(FORTIFICATION)                                                           \
    X(LEGACY)                                                                  \
    X(SHUGENJA)                                                                \
    X(TACTICIAN)                                                               \
    X(TERRAIN)                                                                 \
    X(UNDEAD)                                                                  \
    X(WEAPON)                                                                  \
    X(NINJA)                                                                   \
    X(INFANTRY)

#define L5R__E(N) L5R__KWID_##N,
enum l5r_kwid { L5R_ENGINE_KEYWORDS(L5R__E) L5R__NENGINE_KW };
#undef L5R__E

/* A string that a give_keyword effect names, and its keyword's id. */
typedef struct l5r_kwgive {
    uint32_t str, id;
} l5r_kwgive;

/*
 * The keywords of a frozen database, interned: each distinct normalized
 * keyword (of the cards, of the target filters and "Formed by"
 * conditions, of the give_keyword effects, and the engine's own) has a
 * small id, and two keywords are the same exactly when their ids are.
 */
typedef struct l5r_kwtab {
    L5R_VEC(uint32_t)
    of;                       /* strlist entry -> its keyword's id, or
                                 L5R_NONE (not a normalized keyword) */
    L5R_VEC(uint32_t) name;   /* id -> the normalized keyword (string) */
    L5R_VEC(uint8_t) term;    /* id -> 1: a game term (KEY-02) */
    L5R_VEC(l5r_kwgive) give; /* sorted by str, one entry per string */
} l5r_kwtab;

struct l5r_carddb {
    uint32_t tag;
    l5r_mem mem;
    int frozen;
    l5r_diags diags;    /* limits, source names, diagnostics, message */
    L5R_VEC(char) strs; /* NUL-terminated strings; offset 0 is "" */
    L5R_VEC(uint32_t) strlist;
    L5R_VEC(l5r_cardrec) cards;
    L5R_VEC(l5r_printrec) prints;
    L5R_VEC(l5r_setrec) sets;
    L5R_VEC(l5r_factionrec) factions;
    L5R_VEC(l5r_condrec) conds;
    L5R_VEC(l5r_abilrec) abils;
    L5R_VEC(l5r_costrec) costs;
    L5R_VEC(l5r_effrec) effs;
    L5R_VEC(l5r_selrec) sels;    /* filters of chosen-card costs, counts */
    L5R_VEC(l5r_amtrec) amts;    /* amount expressions */
    L5R_VEC(l5r_predrec) preds;  /* conditions as predicates */
    uint32_t pa_first, pa_count; /* the abilities every player has */
    uint32_t *idx;               /* card id hash: card index or L5R_NONE */
    uint32_t idx_cap, idx_used;
    uint32_t *set_sorted; /* set indices by release order (frozen) */
    uint64_t fingerprint;
    uint64_t cont_kinds; /* every card's cont_kinds together (frozen) */
    uint32_t mandatory;  /* how many mandatory abilities (frozen; TRG-01) */
    /* (frozen) bit k: some ability answers trigger kind k (after it:
       `listens`; just before it: `before_mandatory`, `before_optional`);
       bit p of phase_listens[0] (ends) and [1] (begins): some ability
       answers phase p's (INT-01, TRG-10). */
    uint64_t listens, before_mandatory, before_optional;
    uint16_t phase_listens[2];
    uint32_t set_stat; /* some effect is a set_stat (frozen; SET-01) */
    l5r_kwtab kw;      /* filled at freeze */
};

/* A string of the database. */
static inline const char *l5r_cards__str(const l5r_carddb *db, uint32_t off)
{
    return db->strs.v + off;
}

/* The keyword id of strlist entry `i` (a normalized keyword of a card, a
   target filter or a "Formed by" condition), or L5R_NONE. */
static inline uint32_t l5r_cards__kw(const l5r_carddb *db, uint32_t i)
{
    return i < db->kw.of.n ? db->kw.of.v[i] : L5R_NONE;
}

/* The id of the keyword a give_keyword effect's string names (L5R_NONE:
   not one of the database's effects). */
uint32_t l5r_freeze__given_kw(const l5r_carddb *db, uint32_t str);
/* Free the keyword table (l5r_carddb_free). */
void l5r_freeze__kw_free(l5r_carddb *db);

/* --- the store (store.c) ------------------------------------------------- */

/* Append a string (len bytes + NUL); `out` gets its offset. */
int l5r_store__str(l5r_carddb *db, const char *s, size_t len, uint32_t *out);

/* Card lookup by id among all cards loaded so far (staged included). */
uint32_t l5r_store__find(const l5r_carddb *db, const char *id, size_t len);
int l5r_store__index_add(l5r_carddb *db, uint32_t card);
/* Index again the cards below `ncards` (after a rollback). */
void l5r_store__index_rebuild(l5r_carddb *db, uint32_t ncards);

/* The set named `name`, by its index in db->sets (L5R_NONE: none). */
uint32_t l5r_store__find_set(const l5r_carddb *db, const char *name);

/* The content fingerprint of a database being frozen (fingerprint.c). */
uint64_t l5r_fingerprint__compute(const l5r_carddb *db);

/* Compile the abilities every player has (player_abilities.c), and find
   an l5r_player_ability among them (-1: not one of them). */
int l5r_player_abilities__compile(l5r_carddb *db);
int l5r_player_abilities__entry(uint32_t ability);

_Static_assert(L5R_NEFFECTS <= 64, "an ability's effect kinds fit a mask");

/* Has the ability an effect of this kind (NULL: none)? */
/* The bit of l5r_cardst.used that says ability `index` (ab) was used:
   its own, or the first option's for an option of a "choose one"
   ability (CHO-02: the options share one limit). */
static inline uint32_t l5r_cards__used_bit(const l5r_abilrec *ab,
                                           uint32_t index)
{
    return 1u << ((index - ab->option) & 31);
}

static inline bool l5r_cards__ability_has(const l5r_abilrec *ab, uint32_t kind)
{
    return ab != NULL && kind < 64 && ((ab->eff_kinds >> kind) & 1) != 0;
}

/* How many targets a use of `ab` names: its target filter's count, or
   for an ability without one, 1 when an effect targets implicitly
   (L5R_VF_IMPLICIT_TARGET: Fear, FEA-01; a redirection's new target,
   RED-01), else 0. */
static inline uint32_t l5r_cards__ability_ntargets(const l5r_carddb *db,
                                                   const l5r_abilrec *ab)
{
    if (ab->target.present)
        return ab->target.count;
    for (uint32_t i = 0; i < ab->eff_count; i++)
        if (l5r_cards__effect_flags(db->effs.v[ab->eff_first + i].kind) &
            L5R_VF_IMPLICIT_TARGET)
            return 1;
    return 0;
}

/* The fewest targets a use of `ab` may name: its ntargets, or 1 for a
   target `up_to` its count (TGT-01). */
static inline uint32_t l5r_cards__min_targets(const l5r_carddb *db,
                                              const l5r_abilrec *ab)
{
    uint32_t n = l5r_cards__ability_ntargets(db, ab);
    return ab->target.present && ab->target.up_to && n > 0 ? 1 : n;
}

/* Return L5R_EHANDLE from the calling function when `db` is no card
   database. */
#define L5R_DB_CHECK(db)                                                       \
    do {                                                                       \
        if (!l5r_cards__db_ok(db))                                             \
            return l5r_errors__error(L5R_EHANDLE,                              \
                                     "not a card database handle");            \
    } while (0)

/* L5R_OK for a valid, frozen database; otherwise L5R_EHANDLE or
   L5R_EFROZEN, recorded as the last error. */
static inline int l5r_cards__frozen_check(const l5r_carddb *db);

/* Valid database handle? */
static inline bool l5r_cards__db_ok(const l5r_carddb *db)
{
    return db != NULL && db->tag == L5R_TAG_CARDDB;
}

static inline int l5r_cards__frozen_check(const l5r_carddb *db)
{
    if (!l5r_cards__db_ok(db))
        return l5r_errors__error(L5R_EHANDLE, "not a card database handle");
    if (!db->frozen)
        return l5r_errors__error(L5R_EFROZEN,
                                 "the card database is not frozen");
    return L5R_OK;
}

#endif
