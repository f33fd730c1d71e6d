/* SPDX-License-Identifier: MIT */
/* cli.h - what the l5r tool's commands share. */
#ifndef L5R_CLI_H
#define L5R_CLI_H

#include <l5r.h>

#include "policy.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Exit codes: 0 ok; 1 the input was checked and found bad (card file
   errors, an illegal deck, an illegal move); 2 usage; 3 library error. */
enum { EXIT_BAD_INPUT = 1, EXIT_USAGE = 2, EXIT_LIBRARY = 3 };

/* The sample cards and decks, in the data directory (data.c): the
   directory itself, and a file in it by its relative path. The strings
   live as long as the process. */
const char *cli_data_dir(void);
const char *cli_data_path(const char *rel);
#define DEFAULT_SETS   cli_data_path("cards/sets.yaml")
#define DEFAULT_CARDS  cli_data_path("cards/lotus-sample.yaml")
#define DEFAULT_DECK_A cli_data_path("cards/decks/crab-yu.yaml")
#define DEFAULT_DECK_B cli_data_path("cards/decks/scorpion-ninjutsu.yaml")

/* --- text that came from the input ---------------------------------------
 */

/* The length of the UTF-8 sequence at `s` (`n` bytes left) and its code
   point in *cp; 0 if the bytes there are not valid UTF-8 (a stray or
   missing continuation byte, an overlong form, a surrogate, > U+10FFFF). */
size_t cli_utf8_next(const unsigned char *s, size_t n, uint32_t *cp);

/* Print a string for a terminal: control characters and bytes that are
   not UTF-8 as \xNN, C1 controls and bidirectional overrides as \uNNNN,
   a backslash as \\. Everything the tool prints that may hold input goes
   through here, so input cannot send escape sequences to the terminal. */
void cli_text_put(FILE *f, const char *s);

/* Print a string as a JSON string literal (valid UTF-8: each byte that is
   not UTF-8 becomes U+FFFD). Returns how many bytes were replaced. */
size_t cli_json_str(const char *s);
/* The same, or null for NULL. */
size_t cli_json_str_or_null(const char *s);
/* The same (null for NULL) on `f`. */
size_t cli_json_fstr(FILE *f, const char *s);

/* --- one command's report -------------------------------------------------
 *
 * A command records its first error and the card and deck files'
 * diagnostics in a cli_report. With --json it ends with exactly one JSON
 * document on stdout:
 *
 *     {"ok": BOOL, ...the command's own fields..., "error": ERROR|null,
 *      "diagnostics": [DIAG...]}
 *     ERROR = {"code", "rule", "reason", "file", "line", "column", "move",
 *              "message"}    (a field that does not apply is null)
 *     DIAG  = {"source", "line", "column", "code", "message"}
 *
 * written by cli_doc_begin(), the command's fields, then cli_doc_end().
 * Without --json, diagnostics go to stderr as they come, and the error is
 * printed by cli_doc_end() (a verdict on a move on stdout, others on
 * stderr). Text never carries raw control characters (cli_text_put).
 */

typedef struct cli_diag {
    char *source;
    uint32_t line, column; /* 0: not known */
    int code;              /* an l5r_status */
    char *message;
} cli_diag;

typedef struct cli_report {
    const char *cmd; /* "l5r replay": the prefix of located-nowhere text */
    int json;
    cli_diag *diags;
    size_t ndiags, cap;
    /* The first error (failed != 0). */
    int failed;
    int shown;          /* already printed as a diagnostic */
    int verdict;        /* about a move: text on stdout */
    const char *code;   /* an L5R_* status name, or "usage" */
    const char *usage;  /* the usage text, for a usage error */
    const char *reason; /* an L5R_REASON_* name, or NULL */
    char rule[16];      /* "" if none */
    char *file, *move, *message;
    uint32_t line, column; /* 0: not known */
} cli_report;

void cli_report_init(cli_report *r, const char *cmd, int json);
/* Whether the arguments ask for JSON (any of them is --json). */
int cli_wants_json(int argc, char **argv);

/* Record the first error: `status` (an exit code) is returned, `code` is
   an L5R_* status name; file may be NULL and line, column 0. Later errors
   are dropped. */
int cli_fail(cli_report *r, int status, const char *code, const char *file,
             uint32_t line, uint32_t column, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 7, 8)))
#endif
    ;
/* The same for a verdict on the move `move` at file:line:column: the rule
   ID and reason name (NULL if none) go with it. */
int cli_fail_move(cli_report *r, const char *code, const char *file,
                  uint32_t line, uint32_t column, const char *move,
                  const char *rule, const char *reason, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 9, 10)))
#endif
    ;
/* A usage error (EXIT_USAGE): the message, and the usage text in text
   mode. */
int cli_usage(cli_report *r, const char *usage, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* The first error is diagnostic `i` (from index `i` on: the first one
   recorded since), or the library's last error if there is none. */
int cli_fail_diag(cli_report *r, int status, size_t i);
/* --help: the usage on stdout (as a JSON document with --json); 0. */
int cli_help(cli_report *r, const char *usage);

/* Record a diagnostic (printed at once on stderr without --json). */
void cli_diag_add(cli_report *r, const char *source, uint32_t line,
                  uint32_t column, int code, const char *message);
/* Record the last load's or freeze's diagnostics. */
void cli_diag_carddb(cli_report *r, const l5r_carddb *db);

/* The JSON document: {"ok":... (nothing in text mode). */
void cli_doc_begin(const cli_report *r);
/* ,"error":...,"diagnostics":[...]} in JSON, or the error in text; frees
   what the report holds. Returns `status`. */
int cli_doc_end(cli_report *r, int status);
/* A document with no fields of the command's own. */
int cli_finish(cli_report *r, int status);

/* The deck's load error, recorded as a diagnostic of the deck file at
   `path` (its message without the location the library puts in front). */
void cli_diag_deck(cli_report *r, const l5r_deck *deck, const char *path);

/* Load card files into a new database and freeze it. Returns 0, or an
   exit code with the diagnostics recorded (not the error: the caller
   knows where the files were named). *bad is the index of the first file
   that did not load, or -1 (the freeze, or the database itself). */
int cli_load_cards(cli_report *r, l5r_carddb **out, const char *const *files,
                   int n, int *bad);

/* --- games and their logs (gamelog.c) ----------------------------------
 */

#define CLI_MAX_FILES   16
#define CLI_MAX_PLAYERS 8

/* A place in a log: 1-based line and (byte) column; 0 when not known. */
typedef struct cli_where {
    uint32_t line, column;
} cli_where;

/* What a game is made of: from play's arguments or a log's header. */
typedef struct cli_setup {
    uint64_t seed;
    int format;
    int64_t turn_limit;
    const char *cards[CLI_MAX_FILES];
    int ncards;
    const char *decks[CLI_MAX_PLAYERS];
    int ndecks;
    /* The log the setup was read from (NULL for play's arguments), and
       the lines that set each value. */
    const char *origin;
    cli_where seed_at, format_at, turn_limit_at;
    cli_where cards_at[CLI_MAX_FILES], decks_at[CLI_MAX_PLAYERS];
    /* From a log: its format version (0: a log without the version line),
       and the card database's fingerprint it names (has_fingerprint). */
    uint32_t version;
    int has_fingerprint;
    uint64_t fingerprint;
    cli_where fingerprint_at;
} cli_setup;

/* The card database, decks, options and game of one setup. */
typedef struct cli_session {
    l5r_carddb *db;
    l5r_deck *decks[CLI_MAX_PLAYERS];
    int ndecks;
    l5r_options *opts;
    l5r_game *game;
} cli_session;

/* A log being read: its text, where reading is, and its setup. */
typedef struct cli_log {
    const char *path;
    char *text; /* the file; each line NUL-terminated in place when read */
    size_t len, pos;
    uint32_t lineno; /* the line last read */
    cli_setup su;
    /* File names resolved against the log's folder (version 1). */
    char *owned[CLI_MAX_FILES + CLI_MAX_PLAYERS];
    int nowned;
    uint32_t keys; /* header lines read */
} cli_log;

void cli_setup_init(cli_setup *su);
/* Cards, decks, options and the game. 0, or an exit code with the error
   recorded in `r` (at the log's line that caused it, for a log). */
int cli_session_start(cli_session *s, const cli_setup *su, cli_report *r);
void cli_session_free(cli_session *s);

/* The version of the log format cli_log_write writes (examples/cli/
   README.md specifies it). */
#define CLI_LOG_VERSION 1

/* Read a log: its bytes checked, its header read up to the "---" line.
   0, or an exit code with the error recorded. cli_log_close it after,
   whatever it returned. */
int cli_log_open(cli_log *lf, const char *path, cli_report *r);
void cli_log_close(cli_log *lf);

/* How a log is replayed (NULL: all of it, quietly). */
typedef struct cli_replay_opts {
    /* Stop before the move that would be number stop_after + 1. */
    uint32_t stop_after;
    /* Called before each move, and after it with its text and the index of
       its first event (l5r_game_event). */
    void (*before_move)(void *ctx, const l5r_game *g);
    void (*after_move)(void *ctx, const l5r_game *g, const char *move,
                       uint32_t first_event);
    void *ctx;
} cli_replay_opts;

/* Replay a log's moves, and check its end line if it has one (*end_line:
   its line, or 0). 0 when all is well; else EXIT_BAD_INPUT with the first
   bad line recorded. */
int cli_log_replay(cli_log *lf, l5r_game *g, cli_report *r,
                   const cli_replay_opts *o, uint32_t *count,
                   uint32_t *end_line);

/* Whether a file name can be written into a log and read back the same. */
bool cli_log_value_ok(const char *s);
/* Write the log of game `g` made from `su` to `path`. 0, or an exit code
   with the error recorded. */
int cli_log_write(const char *path, const cli_setup *su, const l5r_game *g,
                  cli_report *r);
/* The same with the moves given (`n` of them, the game's own log if
   `moves` is NULL) and the end line of `g`. */
int cli_log_write_moves(const char *path, const cli_setup *su,
                        const l5r_game *g, const char *const *moves, uint32_t n,
                        cli_report *r);
/* A decimal number, all of `s`: 0, or -1. */
int cli_parse_u64(const char *s, uint64_t *out);

/* --- telling a game to a person (story.c, board.c) ----------------------
 *
 * Who is told: a player (0-based) sees what that player may see
 * (l5r_game_card_is_visible), L5R_NO_ID a spectator, CLI_ALL everything.
 */
#define CLI_ALL 0xfffffffeu

/* "p1", "p2", ... (1-based), "all" or "spectator" into *viewer: 0, or -1
   if `s` names none of them (or a player the game cannot have). */
int cli_parse_viewer(const char *s, uint32_t *viewer);
/* Whether `viewer` may see the face of `card` now. */
bool cli_sees(const l5r_game *g, uint32_t card, uint32_t viewer);

/* Colour: on only when `f` is a terminal and NO_COLOR is unset. */
bool cli_color_wanted(FILE *f);

/* What the events `first` .. `end` - 1 of one move did, in words, one
   line each, every line starting with `indent` (story.c). The faces of
   the cards the viewer may not see are not named. Call it right after the
   move: what the viewer may see is read from the game as it is. */
void cli_story_text(FILE *f, const l5r_game *g, uint32_t first, uint32_t end,
                    uint32_t viewer, const char *indent, bool color);
/* The same events as a JSON array on `f`:
   [{"event": NAME, "player": N|null, "card": ID|null, "title": T|null,
     "value": V, ...}, ...] (story.c has the fields of each kind). */
void cli_story_json(FILE *f, const l5r_game *g, uint32_t first, uint32_t end,
                    uint32_t viewer);

/* The title of `card` if `viewer` may see it, else NULL (story.c). */
const char *cli_card_title(const l5r_game *g, uint32_t card, uint32_t viewer);
/* "   (Title on Title`extra`)": the cards move `a` names, those `viewer`
   may see; nothing if its card is not seen. `extra` may be NULL. */
void cli_put_titles(FILE *f, const l5r_game *g, const l5r_action *a,
                    uint32_t viewer, const char *extra);

/* A transcript as it is told: the turn and phase headers, each move with
   the titles of the cards it names (those the viewer may see) and, unless
   in the short form, its story; and, if `json` is set, each move as a JSON
   object {"move": TEXT, "turn": N, "events": [...]} on it, comma
   separated. */
typedef struct cli_teller {
    uint32_t viewer;
    bool color, events;
    uint32_t last_turn;
    int last_phase;
    FILE *json;
    uint32_t njson;
} cli_teller;

void cli_teller_init(cli_teller *t, uint32_t viewer, bool color, bool events);
/* Before a move: the turn and phase headers on `f` when they change. */
void cli_tell_before(cli_teller *t, FILE *f, const l5r_game *g);
/* After a move (`text`, whose events begin at `first_event`): the move and
   its story on `f` (if not NULL), and its JSON. */
void cli_tell_move(cli_teller *t, FILE *f, const l5r_game *g, const char *text,
                   uint32_t first_event);

/* The board as `viewer` sees it, in words, at most 80 columns wide
   (board.c): each player's Family Honor, gold, Stronghold, Sensei, Wind,
   provinces, home and units with their Force, Chi and attachments,
   tokens, the Favor, hand (the viewer's own in full), deck and discard
   counts; whose decision it is and its kind. */
void cli_board_text(FILE *f, const l5r_game *g, uint32_t viewer, bool color);

/* l5r play --human: player `human` at the terminal (stdin), the policy
   for the others (human.c); the game log written to `log` at the end (if
   not NULL). 0 or an exit code. */
int cli_human_game(cli_session *s, const cli_setup *su, cli_report *r,
                   uint32_t human, int greedy, const char *log);

int cli_cards(int argc, char **argv);
int cli_deck(int argc, char **argv);
int cli_play(int argc, char **argv);
int cli_replay(int argc, char **argv);
int cli_legal(int argc, char **argv);
int cli_simulate(int argc, char **argv);
int cli_show(int argc, char **argv);

#endif
