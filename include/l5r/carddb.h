/* SPDX-License-Identifier: MIT */
/**
 * @file l5r/carddb.h
 * @brief The card database: load card definitions, freeze, query.
 *
 * A card database is filled from one or more sources (files, buffers,
 * readers) through a loader (the built-in YAML loader by default, or any
 * l5r_loader, see l5r/sys/loader.h), then frozen. A frozen database is
 * read-only and may be shared by any number of games on any number of
 * threads; before it is frozen it belongs to one thread.
 *
 * Every load is all or nothing: a load that fails (bad input, out of
 * memory, a reader error) adds nothing, and the database is exactly as it
 * was. The reasons are kept as diagnostics (source, line, column, code,
 * message) until the next load or freeze.
 *
 * Cards are named by their `id` (a string) or by their index, a uint32_t
 * from 0 to l5r_carddb_card_count() - 1, fixed at freeze.
 */
#ifndef L5R_CARDDB_H
#define L5R_CARDDB_H

#include "common.h"
#include "alloc.h"

L5R_BEGIN_DECLS

/**
 * A pull reader, as in Lua's lua_Reader: each call hands the loader the
 * next chunk of bytes in `*chunk` / `*size`; `*size == 0` means the end.
 * The chunk must stay valid until the next call. Return L5R_OK, or a
 * negative status to abort the load (the load then fails with it).
 */
typedef int (*l5r_reader_fn)(void *ud, const char **chunk, size_t *size);

/** Card types (pinned values). */
typedef enum l5r_card_type {
    L5R_TYPE_NONE = 0,
    L5R_TYPE_STRONGHOLD = 1,
    L5R_TYPE_SENSEI = 2,
    L5R_TYPE_WIND = 3,
    L5R_TYPE_PERSONALITY = 4,
    L5R_TYPE_HOLDING = 5,
    L5R_TYPE_REGION = 6,
    L5R_TYPE_EVENT = 7,
    L5R_TYPE_CELESTIAL = 8,
    L5R_TYPE_FOLLOWER = 9,
    L5R_TYPE_ITEM = 10,
    L5R_TYPE_SPELL = 11,
    L5R_TYPE_RING = 12,
    L5R_TYPE_ACTION = 13,
    L5R_TYPE_ANCESTOR = 14
} l5r_card_type;

/** Where a card goes at deck building (pinned values). */
typedef enum l5r_deck_kind {
    L5R_DECK_NONE = 0,
    L5R_DECK_DYNASTY = 1,
    L5R_DECK_FATE = 2,
    L5R_DECK_PREGAME = 3 /**< Stronghold, Sensei, Wind: in neither deck */
} l5r_deck_kind;

/** Card statistics (pinned values). */
typedef enum l5r_stat {
    L5R_STAT_FORCE = 1,
    L5R_STAT_CHI = 2,
    L5R_STAT_HONOR_REQUIREMENT = 3,
    L5R_STAT_GOLD_COST = 4,
    L5R_STAT_PERSONAL_HONOR = 5,
    L5R_STAT_FOCUS = 6,
    L5R_STAT_PROVINCE_STRENGTH = 7,
    L5R_STAT_GOLD_PRODUCTION = 8,
    L5R_STAT_STARTING_HONOR = 9,
    L5R_STAT_YU = 10,        /**< from the "Yu N" trait */
    L5R_STAT_NINJUTSU = 11,  /**< from the "Ninjutsu N" trait */
    L5R_STAT_EXPERIENCE = 12 /**< from "Experienced [N]"; 0 if none */
} l5r_stat;

/** Game formats (pinned values). */
typedef enum l5r_format {
    L5R_FORMAT_LOTUS_STORYLINE = 1,
    L5R_FORMAT_LOTUS_OPEN = 2
} l5r_format;

/** Ring elements (pinned values). */
typedef enum l5r_element {
    L5R_ELEMENT_NONE = 0,
    L5R_ELEMENT_AIR = 1,
    L5R_ELEMENT_EARTH = 2,
    L5R_ELEMENT_FIRE = 3,
    L5R_ELEMENT_WATER = 4,
    L5R_ELEMENT_VOID = 5
} l5r_element;

/** Limits on what a load accepts; see l5r_carddb_set_limit(). */
typedef enum l5r_carddb_limit {
    L5R_LIMIT_MAX_DEPTH = 1,      /**< nesting depth (default 16) */
    L5R_LIMIT_MAX_SCALAR = 2,     /**< bytes in one scalar (default 4096) */
    L5R_LIMIT_MAX_SOURCE = 3,     /**< bytes in one source (default 16 MiB);
                                       checked as bytes arrive: no more than
                                       the limit and one byte is read, and
                                       the error has the line and column
                                       where the limit was crossed */
    L5R_LIMIT_MAX_CARDS = 4,      /**< cards in a database (default 100000) */
    L5R_LIMIT_MAX_DIAGNOSTICS = 5 /**< diagnostics kept per load (default 64) */
} l5r_carddb_limit;

/* --- life cycle --------------------------------------------------------- */

/**
 * Create an empty, unfrozen card database in `*out`. `alloc` may be NULL
 * (the C library's malloc). Returns L5R_OK, L5R_EINVAL, L5R_EVERSION (a bad
 * allocator version) or L5R_ENOMEM; the thread's last error says why.
 */
L5R_API int l5r_carddb_new(l5r_carddb **out, const l5r_allocator *alloc);

/** Destroy a card database. NULL is a no-op. No game may still use it. */
L5R_API void l5r_carddb_free(l5r_carddb *db);

/**
 * Set a load limit (an l5r_carddb_limit) to `value` (>= 1). Only before
 * freezing. Returns L5R_OK, L5R_EHANDLE, L5R_EINVAL or L5R_EFROZEN.
 */
L5R_API int l5r_carddb_set_limit(l5r_carddb *db, int limit, int64_t value);

/**
 * Read limit `limit` (an l5r_carddb_limit) into `*value`, frozen or not.
 * Returns L5R_OK; L5R_EHANDLE for a bad handle; L5R_EINVAL for an unknown
 * limit or a NULL `value`. On error `*value` is not written.
 */
L5R_API int l5r_carddb_get_limit(int64_t *value, const l5r_carddb *db,
                                 int limit);

/* --- loading ------------------------------------------------------------ */

/*
 * Card files are input from anyone. The built-in YAML loader refuses, with
 * the line and column: bytes that are not UTF-8, a NUL anywhere (a raw
 * byte, or written as an escape such as "\0" or "\u0000" in a quoted
 * scalar), anchors, aliases and tags, sources over L5R_LIMIT_MAX_SOURCE.
 */

/**
 * Load a card file with the built-in YAML loader. The source name in
 * diagnostics is `path`. Returns L5R_OK or the first error's code
 * (L5R_EIO, L5R_ESYNTAX, L5R_ESCHEMA, L5R_EDUPLICATE, L5R_ELIMIT,
 * L5R_ENOMEM, L5R_EFROZEN, ...); on error nothing was added.
 */
L5R_API int l5r_carddb_load_file(l5r_carddb *db, const char *path);

/**
 * Load card definitions from memory (`len` bytes, need not be
 * NUL-terminated) with the built-in YAML loader; `source_name` (may be
 * NULL: "<buffer>") names the source in diagnostics. The easy path for FFI.
 */
L5R_API int l5r_carddb_load_buffer(l5r_carddb *db, const char *source_name,
                                   const char *data, size_t len);

/** Load from any reader with the built-in YAML loader. */
L5R_API int l5r_carddb_load_reader(l5r_carddb *db, const char *source_name,
                                   l5r_reader_fn reader, void *ud);

/**
 * Freeze the database: check every cross reference (sets, factions, "Soul
 * of" names), apply each card's most recent printing (LOT-02), compute its
 * keywords (KEY-01..05) and build the indexes. After L5R_OK the database is
 * read-only and shareable. On failure (diagnostics say why) it stays
 * unfrozen: more sources may be loaded and freezing tried again.
 */
L5R_API int l5r_carddb_freeze(l5r_carddb *db);

/** 1 if frozen, 0 if not, L5R_EHANDLE for a bad handle. */
L5R_API int l5r_carddb_is_frozen(const l5r_carddb *db);

/**
 * The message of the database's last error ("" if none). Valid until the
 * next call on the database. For a NULL or wrong handle, a static "not a
 * card database handle". Never NULL.
 */
L5R_API const char *l5r_carddb_errmsg(const l5r_carddb *db);

/* --- diagnostics of the last load or freeze ----------------------------- */

/** How many diagnostics the last load or freeze left (0 on success, and
    for a NULL or wrong handle). */
L5R_API uint32_t l5r_carddb_diag_count(const l5r_carddb *db);

/**
 * Diagnostic `i` (0 to l5r_carddb_diag_count() - 1): its status code into
 * `*code`, its line and column (1-based; 0 when the position is unknown,
 * e.g. an I/O error) into `*line` and `*column`. Any out-parameter may be
 * NULL. Returns L5R_OK; L5R_EHANDLE for a bad handle; L5R_EINVAL when
 * there is no diagnostic `i` (nothing is written then).
 */
L5R_API int l5r_carddb_diag(int *code, uint32_t *line, uint32_t *column,
                            const l5r_carddb *db, uint32_t i);

/** Diagnostic `i`'s source name (file path or buffer name); NULL if there
    is no diagnostic `i` or for a NULL or wrong handle. */
L5R_API const char *l5r_carddb_diag_source(const l5r_carddb *db, uint32_t i);

/** Diagnostic `i`'s message (what was wrong); NULL if there is no
    diagnostic `i` or for a NULL or wrong handle. */
L5R_API const char *l5r_carddb_diag_message(const l5r_carddb *db, uint32_t i);

/* --- queries (a frozen database) ----------------------------------------- */
/*
 * For a bad handle, an unfrozen database or an index out of range, the
 * int getters return a negative status (L5R_EHANDLE, L5R_EFROZEN,
 * L5R_ENOTFOUND), the counts 0 and the string getters NULL; each says so.
 * Strings are owned by the database and live as long as it does.
 */

/** Number of cards (0 for a bad or unfrozen database). */
L5R_API uint32_t l5r_carddb_card_count(const l5r_carddb *db);

/**
 * Find the card with id `id` (NUL-terminated) and write its index into
 * `*index`. Returns L5R_OK; L5R_ENOTFOUND if no card has that id;
 * L5R_EINVAL if `index` or `id` is NULL; L5R_EHANDLE for a bad handle;
 * L5R_EFROZEN if the database is not frozen. On error `*index` is not
 * written.
 */
L5R_API int l5r_carddb_find(uint32_t *index, const l5r_carddb *db,
                            const char *id);

/** A fingerprint of the database's content: equal content, equal value;
    0 for a bad or unfrozen database. */
L5R_API uint64_t l5r_carddb_fingerprint(const l5r_carddb *db);

/** The card's id, as its card file gives it; NULL for a card index out of
    range or a bad or unfrozen database. */
L5R_API const char *l5r_carddb_card_id(const l5r_carddb *db, uint32_t card);
/** The card's title; NULL for a card index out of range or a bad or
    unfrozen database. */
L5R_API const char *l5r_carddb_card_title(const l5r_carddb *db, uint32_t card);
/** The rules text of the card's most recent printing ("" if none); NULL
    for a card index out of range or a bad or unfrozen database. */
L5R_API const char *l5r_carddb_card_text(const l5r_carddb *db, uint32_t card);
/** The card's faction name, or "" if it has none; NULL for a card index
    out of range or a bad or unfrozen database. */
L5R_API const char *l5r_carddb_card_faction(const l5r_carddb *db,
                                            uint32_t card);
/** The card's l5r_card_type, or a negative status (L5R_ENOTFOUND,
    L5R_EHANDLE, L5R_EFROZEN). */
L5R_API int l5r_carddb_card_type(const l5r_carddb *db, uint32_t card);
/** The card's l5r_deck_kind, or a negative status (L5R_ENOTFOUND,
    L5R_EHANDLE, L5R_EFROZEN). */
L5R_API int l5r_carddb_card_deck(const l5r_carddb *db, uint32_t card);
/** 1 if Unique, 0 if not, or a negative status (L5R_ENOTFOUND,
    L5R_EHANDLE, L5R_EFROZEN). */
L5R_API int l5r_carddb_card_is_unique(const l5r_carddb *db, uint32_t card);
/** A Ring's l5r_element (L5R_ELEMENT_NONE for other cards), or a negative
    status (L5R_ENOTFOUND, L5R_EHANDLE, L5R_EFROZEN). */
L5R_API int l5r_carddb_card_element(const l5r_carddb *db, uint32_t card);

/**
 * A printed statistic `stat` (an l5r_stat) of card `card`'s most recent
 * printing (LOT-02) into `*value`. Returns 1 if the card has it, 0 if it
 * does not (no such stat on the card, or an Honor Requirement of "-";
 * `*value` is then 0); L5R_EINVAL for an unknown stat or a NULL `value`;
 * L5R_ENOTFOUND for a card index out of range; L5R_EHANDLE or
 * L5R_EFROZEN. On error `*value` is not written.
 */
L5R_API int l5r_carddb_card_get_stat(int32_t *value, const l5r_carddb *db,
                                     uint32_t card, int stat);

/**
 * A Sensei's modifier of a Stronghold stat (L5R_STAT_PROVINCE_STRENGTH,
 * L5R_STAT_GOLD_PRODUCTION or L5R_STAT_STARTING_HONOR) into `*value`.
 * Returns 1 if it has one, 0 if not (`*value` is then 0, also for a card
 * that is not a Sensei); L5R_EINVAL for an unknown stat or a NULL
 * `value`; L5R_ENOTFOUND, L5R_EHANDLE or L5R_EFROZEN as above.
 */
L5R_API int l5r_carddb_card_get_modifier(int32_t *value, const l5r_carddb *db,
                                         uint32_t card, int stat);

/**
 * The keyword rule (KEY-01..05): 1 if the card is "a `keyword` card", 0 if
 * not, or a negative status (L5R_ENOTFOUND, L5R_EHANDLE, L5R_EFROZEN;
 * L5R_EINVAL for a NULL `keyword`). Title words count, and for an Action card
 * each ability's traits; faction alignments, "Clan Champion", "Battle
 * Maiden" and "... Tribe" are one keyword each; singular, plural,
 * possessive and tense forms are equivalent. Card types and defined game
 * terms ("Sensei", "army", "Infantry") are never keywords, and the rule
 * does not apply to Sensei and Strongholds (KEY-02): those return 0.
 */
L5R_API int l5r_carddb_card_has_keyword(const l5r_carddb *db, uint32_t card,
                                        const char *keyword);

/** How many keywords the card has by the keyword rule; 0 for a card index
    out of range or a bad or unfrozen database. */
L5R_API uint32_t l5r_carddb_card_keyword_count(const l5r_carddb *db,
                                               uint32_t card);
/** Keyword `i` of the card, in normalized form (e.g. "crab clan"); NULL
    for `i` or the card index out of range or a bad or unfrozen database. */
L5R_API const char *l5r_carddb_card_keyword(const l5r_carddb *db, uint32_t card,
                                            uint32_t i);

/** Number of printings of the card; 0 for a card index out of range or a
    bad or unfrozen database. */
L5R_API uint32_t l5r_carddb_card_printing_count(const l5r_carddb *db,
                                                uint32_t card);
/** The set of printing `i` (in the order they were written); NULL for `i`
    or the card index out of range or a bad or unfrozen database. */
L5R_API const char *l5r_carddb_card_printing_set(const l5r_carddb *db,
                                                 uint32_t card, uint32_t i);
/** 1 if printing `i` carries the lotus symbol, 0 if not, or a negative
    status (L5R_ENOTFOUND for `i` or the card index out of range,
    L5R_EHANDLE, L5R_EFROZEN). */
L5R_API int l5r_carddb_card_printing_lotus(const l5r_carddb *db, uint32_t card,
                                           uint32_t i);

/** LOT-01: 1 if any printing carries the lotus symbol, 0 if not, or a
    negative status (L5R_ENOTFOUND, L5R_EHANDLE, L5R_EFROZEN). */
L5R_API int l5r_carddb_card_is_lotus_legal(const l5r_carddb *db, uint32_t card);

/**
 * OPN-01: 1 if every printing of the card is in a set released before the
 * set named `set_name` (e.g. "Khan's Defiance"), 0 if not, L5R_ENOTFOUND
 * if there is no such set or card, L5R_EINVAL for a NULL `set_name`,
 * L5R_EHANDLE or L5R_EFROZEN for a bad or unfrozen database.
 */
L5R_API int l5r_carddb_card_printed_before(const l5r_carddb *db, uint32_t card,
                                           const char *set_name);

/**
 * The "Soul of" title the card names ("" if none) (SOU-01..03); NULL for a
 * card index out of range or a bad or unfrozen database.
 */
L5R_API const char *l5r_carddb_card_soul_of(const l5r_carddb *db,
                                            uint32_t card);

/**
 * The card's identity in `format` (an l5r_format), into `*identity`: the
 * index of the card it counts as for deck limits and play. In Lotus
 * Storyline an older card X that a newer "Soul of X" card names counts as
 * that newer card (SOU-01); in Lotus Open every card is itself for play
 * (SOU-02) — use l5r_carddb_card_get_limit_group() for deck limits. Matching
 * uses the title and, when the "Soul of" trait names one, the experience
 * level (SOU-03). Returns L5R_OK; L5R_EINVAL for an unknown format or a
 * NULL `identity`; L5R_ENOTFOUND, L5R_EHANDLE or L5R_EFROZEN. On error
 * `*identity` is not written.
 */
L5R_API int l5r_carddb_card_get_identity(uint32_t *identity,
                                         const l5r_carddb *db, uint32_t card,
                                         int format);

/**
 * The group of cards that share one per-deck copy limit in `format`,
 * into `*group` (a card index that stands for the group): a title and its
 * experience level; a card X and the "Soul of X" card count jointly in
 * both formats (SOU-01, SOU-02). Returns L5R_OK; L5R_EINVAL for an
 * unknown format or a NULL `group`; L5R_ENOTFOUND, L5R_EHANDLE or
 * L5R_EFROZEN. On error `*group` is not written.
 */
L5R_API int l5r_carddb_card_get_limit_group(uint32_t *group,
                                            const l5r_carddb *db, uint32_t card,
                                            int format);

/** How many abilities the card has; 0 for a card index out of range or a
    bad or unfrozen database. */
L5R_API uint32_t l5r_carddb_card_ability_count(const l5r_carddb *db,
                                               uint32_t card);

/** When an ability may be used: the bits of l5r_carddb_card_ability_timing
    (one ability may have several: "Open or Battle"). */
typedef enum l5r_ability_timing {
    L5R_ABILITY_LIMITED = 1,     /**< in its player's Action phase */
    L5R_ABILITY_OPEN = 2,        /**< in any Action phase */
    L5R_ABILITY_BATTLE = 4,      /**< during a battle's resolution */
    L5R_ABILITY_ENGAGE = 8,      /**< in a battle's Engage segment */
    L5R_ABILITY_REACTION = 16,   /**< after its trigger */
    L5R_ABILITY_CONTINUOUS = 32, /**< always on: never used by a move */
    L5R_ABILITY_REVEALED = 64,   /**< when the card is revealed */
    /** With L5R_ABILITY_REACTION: a mandatory ability, which resolves by
        itself when its trigger happens (TRG-01), never used by a move. */
    L5R_ABILITY_MANDATORY = 128
} l5r_ability_timing;

/** The timings of ability `ability` of the card (l5r_ability_timing bits);
    0 for an index out of range or a bad or unfrozen database. */
L5R_API int l5r_carddb_card_ability_timing(const l5r_carddb *db, uint32_t card,
                                           uint32_t ability);

/* --- sets and factions -----------------------------------------------------
 */

/** Number of sets (card sets, "expansions"); 0 for a bad or unfrozen
    database. */
L5R_API uint32_t l5r_carddb_cardset_count(const l5r_carddb *db);
/** The name of set `i`, in release order (0 = earliest); NULL for `i` out
    of range or a bad or unfrozen database. */
L5R_API const char *l5r_carddb_cardset_name(const l5r_carddb *db, uint32_t i);
/** Set `i`'s release order number, or a negative status (L5R_ENOTFOUND
    for `i` out of range, L5R_EHANDLE, L5R_EFROZEN). */
L5R_API int64_t l5r_carddb_cardset_order(const l5r_carddb *db, uint32_t i);
/** 1 if set `i` carries the lotus symbol, 0 if not, or a negative status
    (L5R_ENOTFOUND for `i` out of range, L5R_EHANDLE, L5R_EFROZEN). */
L5R_API int l5r_carddb_cardset_lotus(const l5r_carddb *db, uint32_t i);

/** Number of factions; 0 for a bad or unfrozen database. */
L5R_API uint32_t l5r_carddb_faction_count(const l5r_carddb *db);
/** Faction `i`'s name; NULL for `i` out of range or a bad or unfrozen
    database. */
L5R_API const char *l5r_carddb_faction_name(const l5r_carddb *db, uint32_t i);
/** Faction `i`'s alignment keyword, or "" if it has none (SHD-01); NULL
    for `i` out of range or a bad or unfrozen database. */
L5R_API const char *l5r_carddb_faction_alignment(const l5r_carddb *db,
                                                 uint32_t i);

/**
 * 1 if the Sensei `sensei` lists the faction `faction` (SEN-03), 0 if not,
 * or a negative status (L5R_EINVAL if the card is not a Sensei or
 * `faction` is NULL; L5R_ENOTFOUND, L5R_EHANDLE, L5R_EFROZEN).
 */
L5R_API int l5r_carddb_sensei_allows(const l5r_carddb *db, uint32_t sensei,
                                     const char *faction);

L5R_END_DECLS

#endif /* L5R_CARDDB_H */
