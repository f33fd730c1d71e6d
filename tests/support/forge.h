/* SPDX-License-Identifier: MIT */
/*
 * forge.h - forging saved games, for tests and fuzzers.
 *
 * A save (lib/api/save.c) is the state block behind a small header, closed by
 * an FNV-1a 64 checksum that anyone can recompute, so the checksum guards
 * against accidents only. These helpers take a save apart and change it
 * field by field, the way a hostile file would:
 *
 *     forge_save s;
 *     forge_parse(&s, data, len);                  // locate the state
 *     const forge_field *f = forge_find("players[0].sensei");
 *     forge_set(&s, f, 0, L5R_NO - 1);             // any value
 *     forge_fix_checksum(&s);                      // past the integrity check
 *     l5r_game_load(&g, db, s.data, s.len, NULL);  // must not crash
 *
 * The field table (forge_fields) names every field of the state: the
 * header's scalars, each player's and each province's fields by index, the
 * pending, resume, choose and trigger fields, and the per-record fields of
 * cards, tokens and lasting effects; plus the save's own header (options,
 * sizes) and its log index. Offsets and sizes come from offsetof and
 * sizeof on lib/game/state.h, so the table follows the layout.
 *
 * forge_values gives the boundary values worth trying in a field;
 * forge_game_at plays a seeded random game to a position; forge_play
 * plays on from a (forged) position and checks what the library promises
 * at every move. Nothing here uses cmocka: failures are return values and
 * a message.
 */
#ifndef L5R_TESTS_FORGE_H
#define L5R_TESTS_FORGE_H

#include <stddef.h>
#include <stdint.h>

#include <l5r.h>

/* The save's own header, as lib/api/save.c writes it. */
#define FORGE_MAGIC_LEN 8
#define FORGE_NOPTS     20
#define FORGE_OFF_VER   8  /* u32 version */
#define FORGE_OFF_NOPTS 12 /* u32 number of options */
#define FORGE_OFF_FP    16 /* u64 card database fingerprint */
#define FORGE_OFF_OPTS  24 /* i64 options[FORGE_NOPTS] */
#define FORGE_OFF_SIZE  (FORGE_OFF_OPTS + 8 * FORGE_NOPTS) /* u32 */
#define FORGE_OFF_NLOG  (FORGE_OFF_SIZE + 4)               /* u32 */
#define FORGE_OFF_NTEXT (FORGE_OFF_SIZE + 8)               /* u32 */
#define FORGE_OFF_STATE (FORGE_OFF_SIZE + 12)              /* the block */
#define FORGE_CHECKSUM  8 /* the trailing u64 */

/* --- a save, taken apart ------------------------------------------------ */

typedef struct forge_save {
    uint8_t *data; /* the save (not owned); changed in place */
    size_t len;
    size_t state;     /* offset of the state block in data */
    uint32_t size;    /* the state block's size, as the header says */
    uint32_t nlog;    /* log entries, as the header says */
    uint32_t ntext;   /* log text bytes, as the header says */
    size_t log_index; /* offset of the log index in data */
} forge_save;

/*
 * Locate the parts of the save `data` (`len` bytes; kept, not copied).
 * Returns 0, or -1 if it is too short or not laid out like a save (the
 * magic, the header's sizes against `len`). Records need more: see
 * forge_records().
 */
int forge_parse(forge_save *s, uint8_t *data, size_t len);

/* FNV-1a 64 of `n` bytes, the save's checksum function. */
uint64_t forge_fnv(const uint8_t *p, size_t n);
/* Recompute the trailing checksum of the save in place. */
void forge_fix_checksum(const forge_save *s);
/* 1 if the trailing checksum is right, 0 if not. */
int forge_checksum_ok(const forge_save *s);

/* --- the field table ---------------------------------------------------- */

typedef enum forge_region {
    FORGE_SAVE = 0,  /* the save's own header (options, sizes) */
    FORGE_STATE = 1, /* the l5r_state header */
    FORGE_CARD = 2,  /* each l5r_cardst record */
    FORGE_TOKEN = 3, /* each l5r_tokenst record */
    FORGE_LAST = 4,  /* each l5r_lastst record */
    FORGE_LOG = 5,   /* each u32 of the log index */
    FORGE_NREGIONS = 6
} forge_region;

typedef struct forge_field {
    char name[48];     /* "players[1].prov[3].strength", "cards[].zone" */
    uint8_t region;    /* a forge_region */
    uint8_t size;      /* 1, 2, 4 or 8 bytes */
    uint8_t is_signed; /* a signed integer type */
    uint8_t is_pad;    /* padding: nothing may depend on it */
    uint32_t offset;   /* from the region's start (a record's) */
} forge_field;

/* The table: every field (built on first use, never freed). */
const forge_field *forge_fields(size_t *count);
/* The field called `name`, or NULL. */
const forge_field *forge_find(const char *name);
/* The region's name: "save", "state", "cards", ... */
const char *forge_region_name(int region);

/*
 * How many records of the region the save holds, as its own header and
 * state say (1 for FORGE_SAVE and FORGE_STATE). Records that would lie
 * outside the state block (forged counts) are not counted.
 */
uint32_t forge_records(const forge_save *s, int region);
/* How many the region has room for (cap_cards, ...; nlog for the log). */
uint32_t forge_capacity(const forge_save *s, int region);

/*
 * Read or write field `f` of record `rec` (0 for the headers), as a
 * sign- or zero-extended 64-bit value; writing truncates to the field's
 * size. Return 0, or -1 if the record is not in the save.
 */
int forge_get(const forge_save *s, const forge_field *f, uint32_t rec,
              int64_t *value);
int forge_set(const forge_save *s, const forge_field *f, uint32_t rec,
              int64_t value);

/* --- values worth trying ------------------------------------------------ */

/* What the boundary values are computed from. */
typedef struct forge_limits {
    uint32_t nplayers;  /* players in the game */
    uint32_t ncards;    /* cards in the game */
    uint32_t cap_cards; /* room for cards */
    uint32_t ntokens, nlast;
    uint32_t db_cards; /* cards in the card database */
    uint32_t db_strs;  /* bytes of the database's string table */
} forge_limits;

/* The limits of a save made with `db` (its state's counts). */
forge_limits forge_limits_of(const forge_save *s, const l5r_carddb *db);

/*
 * Boundary values for a field of `f`'s size and sign: 0, 1, 2, the
 * maximum, 0xff, 0x80, L5R_NO (0xffffffff), -1, INT32_MIN, INT32_MAX
 * (INT16_*, INT64_* for those sizes), ncards - 1, ncards, ncards + 1,
 * cap_cards, nplayers - 1, nplayers, nplayers + 1, the largest player
 * and province counts, the database's card and string counts, and
 * `random`. Each is truncated to the field's size; duplicates are left
 * out. Writes at most `cap` values into `out` and returns how many.
 */
size_t forge_values(const forge_field *f, const forge_limits *lim,
                    uint64_t random, int64_t *out, size_t cap);
#define FORGE_MAX_VALUES 32

/* --- forgeries that once crashed the library ---------------------------- */

/*
 * One forged field: set `field` (a name from the table, record 0) to
 * `value` in a save made at the start of a game (seed 1, move 0, no
 * ability pending) and fix the checksum. `name` is the file name stem of
 * its reproducer in tests/fuzz/corpus/save/.
 */
typedef struct forge_case {
    const char *name;
    const char *field;
    int64_t value;
} forge_case;

/*
 * The forged saves that crashed the library before l5r_game_load checked
 * every field of the state; each must now be refused with L5R_EFORMAT.
 * The list is static; `count` gets its length.
 */
const forge_case *forge_historic(size_t *count);

/* --- randomness --------------------------------------------------------- */

/*
 * Choices: the bytes of `bytes` (if any) first, two at a time, then a
 * splitmix64 stream from `s`.
 */
typedef struct forge_rng {
    uint64_t s;
    const uint8_t *bytes;
    size_t nbytes;
} forge_rng;

forge_rng forge_rng_seeded(uint64_t seed);
uint64_t forge_next(forge_rng *r);
/* In [0, n), n > 0. */
uint32_t forge_below(forge_rng *r, uint32_t n);

/* --- positions and play ------------------------------------------------- */

/*
 * A game between `decks` (two) with L5R_PARAM_SEED `seed`, played from
 * the start for `moves` random legal moves (fewer if it ends), chosen by
 * `r` with a preference for moves other than "pass" so the board fills.
 * Returns the status (L5R_ESTATE if a decision had no legal move).
 */
int forge_game_at(l5r_game **out, const l5r_carddb *db, l5r_deck *const *decks,
                  int64_t seed, uint32_t moves, forge_rng *r);
/* Play on for `moves` such moves (fewer if the game ends). The status. */
int forge_play_random(l5r_game *g, uint32_t moves, forge_rng *r);

/* What forge_play checks, beyond "no crash". */
enum {
    FORGE_CHECK_ALL_MOVES = 1 << 0, /* every listed move applies (clones) */
    FORGE_CHECK_OTHERS = 1 << 1,    /* other players have no moves */
    FORGE_CHECK_RELOAD = 1 << 2,    /* save -> load after every move */
    FORGE_CHECK_VIEWS = 1 << 3,     /* views and card queries */
    FORGE_CHECK_MADE_UP = 1 << 4,   /* a made-up move: validate = apply */
    FORGE_CHECK_DEFAULT = 0x1f
};

/*
 * Play up to `moves` moves from `g`, chosen by `r` among the legal moves,
 * checking at each: the decision names a player; he has a legal move and
 * (CHECK_OTHERS) nobody else has; every listed move validates as legal
 * without changing the hash and (CHECK_ALL_MOVES) applies on a clone;
 * the chosen move applies and is logged; (CHECK_MADE_UP) a made-up move
 * is judged alike by validate and apply, and a refused one changes
 * nothing; (CHECK_RELOAD) the game saves and loads to the same hash and
 * decision. With CHECK_VIEWS, every player's view and every card query
 * is asked once before and after. At the end: save -> load, same hash.
 * Returns the number of moves played (>= 0), or -1 with the broken
 * promise in `msg`.
 */
int forge_play(l5r_game *g, const l5r_carddb *db, forge_rng *r, uint32_t moves,
               unsigned checks, char *msg, size_t cap);

#endif
