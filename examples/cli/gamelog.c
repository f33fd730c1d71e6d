/* SPDX-License-Identifier: MIT */
/*
 * gamelog.c - what l5r play, replay, legal and show share: a game's setup
 * (cards, decks, options) and its session, and game logs read and
 * written.
 *
 * A game log is UTF-8 text (README.md in this folder has the details): a
 * header of "key: value" lines, a line "---", then one move per line in
 * the text notation, and last, optionally, an end line
 * "end: moves N hash H" (the number of moves and the final state hash, in
 * 16 lowercase hex digits) so that a cut log is noticed. Header keys:
 * seed, format (lotus-storyline | lotus-open), turn_limit, cards (a card
 * file; repeat for several; default: the sample set table and cards), deck
 * (a decklist; one per player, in seat order). Blank lines and lines
 * starting with '#' are ignored. Lines end in LF or CRLF. A NUL byte,
 * other control characters but the tab, and bytes that are not UTF-8 are
 * errors: replay checks all of a log or fails.
 */
#define _XOPEN_SOURCE 700 /* realpath, strdup */
#include "cli.h"

#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* A log larger than this is refused, not read. */
#define MAX_LOG_BYTES ((size_t)1 << 28)

void cli_session_free(cli_session *s)
{
    l5r_game_free(s->game);
    for (int i = 0; i < s->ndecks; i++)
        l5r_deck_free(s->decks[i]);
    l5r_options_free(s->opts);
    l5r_carddb_free(s->db);
    memset(s, 0, sizeof *s);
}

/* The file an error about a setting is reported in: the log, or else
   `fallback` (a file named on the command line, or NULL). */
static const char *origin_or(const cli_setup *su, const char *fallback)
{
    return su->origin != NULL ? su->origin : fallback;
}

static int set_option(cli_session *s, cli_report *r, const cli_setup *su,
                      int param, int64_t value, cli_where at, const char *name)
{
    if (l5r_options_set(s->opts, param, value) == L5R_OK)
        return 0;
    return cli_fail(r, su->origin != NULL ? EXIT_BAD_INPUT : EXIT_USAGE,
                    l5r_status_name(l5r_error_code()), su->origin, at.line,
                    at.column, "%s %lld: %s", name, (long long)value,
                    l5r_error_message());
}

/* Each deck checked for the format before the game is made, so that an
   illegal one is reported at its own deck line. */
static int check_decks(cli_session *s, cli_report *r, const cli_setup *su)
{
    for (int i = 0; i < s->ndecks; i++) {
        int problems = l5r_deck_check(s->decks[i], su->format);
        if (problems == 0)
            continue;
        cli_where at = su->decks_at[i];
        if (problems < 0)
            return cli_fail(r, EXIT_LIBRARY, l5r_status_name(problems),
                            origin_or(su, su->decks[i]), at.line, at.column,
                            "%s", l5r_error_message());
        const char *rule = l5r_deck_problem_rule(s->decks[i], 0);
        cli_fail(r, EXIT_BAD_INPUT, "L5R_ESTATE", origin_or(su, su->decks[i]),
                 at.line, at.column, "deck %d ('%s') is not legal: %s: %s",
                 i + 1, su->decks[i], rule,
                 l5r_deck_problem_message(s->decks[i], 0));
        snprintf(r->rule, sizeof r->rule, "%s", rule);
        return EXIT_BAD_INPUT;
    }
    return 0;
}

/* Cards, decks, options and the game. 0, or an exit code with the error
   recorded in `r` (at the log's line that caused it, for a log). */
int cli_session_start(cli_session *s, const cli_setup *su, cli_report *r)
{
    memset(s, 0, sizeof *s);
    const char *files[CLI_MAX_FILES + 2];
    int n = 0, ndefault = 0;
    if (su->ncards == 0) {
        files[n++] = DEFAULT_SETS;
        files[n++] = DEFAULT_CARDS;
        ndefault = n;
    }
    for (int i = 0; i < su->ncards; i++)
        files[n++] = su->cards[i];
    size_t d0 = r->ndiags;
    int bad;
    int rc = cli_load_cards(r, &s->db, files, n, &bad);
    if (rc != 0 && su->origin != NULL && bad >= ndefault) {
        cli_where at = su->cards_at[bad - ndefault];
        return cli_fail(r, EXIT_BAD_INPUT,
                        d0 < r->ndiags ? l5r_status_name(r->diags[d0].code)
                                       : "L5R_ERROR",
                        su->origin, at.line, at.column,
                        "card file '%s' does not load", files[bad]);
    }
    if (rc != 0)
        return cli_fail_diag(r, rc, d0);
    uint64_t fp = l5r_carddb_fingerprint(s->db);
    if (su->has_fingerprint && fp != su->fingerprint)
        return cli_fail(r, EXIT_BAD_INPUT, "L5R_EFORMAT", su->origin,
                        su->fingerprint_at.line, su->fingerprint_at.column,
                        "the log was written with other cards (fingerprint "
                        "%016llx; these cards give %016llx)",
                        (unsigned long long)su->fingerprint,
                        (unsigned long long)fp);
    for (int i = 0; i < su->ndecks; i++) {
        if (l5r_deck_new(&s->decks[i], s->db, NULL) != L5R_OK)
            return cli_fail(r, EXIT_LIBRARY, l5r_status_name(l5r_error_code()),
                            NULL, 0, 0, "%s", l5r_error_message());
        s->ndecks++;
        if (l5r_deck_load_file(s->decks[i], su->decks[i]) != L5R_OK) {
            int code = L5R_ERROR;
            l5r_deck_diag(&code, NULL, NULL, s->decks[i]);
            size_t d = r->ndiags;
            cli_diag_deck(r, s->decks[i], su->decks[i]);
            /* A deck named on the command line that cannot be read is the
               library's error (3), as for card files; one a log names,
               the log's (1). */
            if (su->origin == NULL)
                return cli_fail_diag(
                    r, code == L5R_EIO ? EXIT_LIBRARY : EXIT_BAD_INPUT, d);
            cli_where at = su->decks_at[i];
            return cli_fail(r, EXIT_BAD_INPUT, l5r_status_name(code),
                            su->origin, at.line, at.column,
                            "deck file '%s' does not load", su->decks[i]);
        }
    }
    if (l5r_options_new(&s->opts, NULL) != L5R_OK)
        return cli_fail(r, EXIT_LIBRARY, l5r_status_name(l5r_error_code()),
                        NULL, 0, 0, "%s", l5r_error_message());
    rc = set_option(s, r, su, L5R_PARAM_SEED, (int64_t)su->seed, su->seed_at,
                    "seed");
    if (rc == 0)
        rc = set_option(s, r, su, L5R_PARAM_FORMAT, su->format, su->format_at,
                        "format");
    if (rc == 0)
        rc = set_option(s, r, su, L5R_PARAM_TURN_LIMIT, su->turn_limit,
                        su->turn_limit_at, "turn_limit");
    if (rc == 0)
        rc = check_decks(s, r, su);
    if (rc != 0)
        return rc;
    rc = l5r_game_new(&s->game, s->db, s->opts, s->decks, (uint32_t)su->ndecks,
                      NULL);
    if (rc != L5R_OK) {
        /* The deck lines decide the players: the first one stands for
           them. */
        cli_where at = su->ndecks > 0 ? su->decks_at[0] : (cli_where){0, 0};
        return cli_fail(r, rc == L5R_ENOMEM ? EXIT_LIBRARY : EXIT_BAD_INPUT,
                        l5r_status_name(rc), su->origin, at.line, at.column,
                        "cannot start the game: %s", l5r_error_message());
    }
    return 0;
}

/* Whether a file name can be written into a log and read back the same:
   UTF-8 without control characters, not empty, no blanks at either end. */
bool cli_log_value_ok(const char *s)
{
    size_t n = strlen(s);
    if (n == 0 || s[0] == ' ' || s[0] == '\t' || s[n - 1] == ' ' ||
        s[n - 1] == '\t')
        return false;
    const unsigned char *p = (const unsigned char *)s;
    while (n > 0) {
        uint32_t cp;
        size_t len = cli_utf8_next(p, n, &cp);
        if (len == 0 || (cp < 0x20 && cp != '\t') || cp == 0x7f ||
            (cp >= 0x80 && cp <= 0x9f))
            return false;
        p += len;
        n -= len;
    }
    return true;
}

int cli_log_write(const char *path, const cli_setup *su, const l5r_game *g,
                  cli_report *r)
{
    return cli_log_write_moves(path, su, g, NULL, l5r_game_log_count(g), r);
}

/* `file` relative to the folder of `log` (both as the working directory
   sees them), in *out (malloc'd): so that a log names its files from
   where it is. 0, or -1 if a path cannot be resolved. */
static int relative_name(const char *log, const char *file, char **out)
{
    char *dir = strdup(log);
    if (dir == NULL)
        return -1;
    char *slash = strrchr(dir, '/');
    if (slash == NULL)
        strcpy(dir, ".");
    else if (slash == dir)
        dir[1] = '\0';
    else
        *slash = '\0';
    char *d = realpath(dir, NULL), *f = realpath(file, NULL);
    free(dir);
    if (d == NULL || f == NULL) {
        free(d);
        free(f);
        return -1;
    }
    /* The common folders, then one ".." per folder of d left. */
    size_t common = 0, i = 0;
    for (; d[i] != '\0' && d[i] == f[i]; i++)
        if (d[i] == '/')
            common = i;
    if (d[i] == '\0' && (f[i] == '/' || f[i] == '\0'))
        common = i;
    size_t ups = 0;
    for (size_t k = common; d[k] != '\0'; k++)
        ups += d[k] == '/' && d[k + 1] != '\0';
    if (common == 0 && d[0] == '/' && d[1] == '\0')
        ups = 0;
    const char *rest = f + common + (f[common] == '/');
    *out = malloc(3 * ups + strlen(rest) + 1);
    if (*out != NULL) {
        char *o = *out;
        for (size_t k = 0; k < ups; k++, o += 3)
            memcpy(o, "../", 3);
        strcpy(o, rest);
    }
    free(d);
    free(f);
    return *out != NULL ? 0 : -1;
}

static int put_name(FILE *f, const char *key, const char *log, const char *file)
{
    char *rel = NULL;
    if (relative_name(log, file, &rel) != 0)
        return -1;
    fprintf(f, "%s: %s\n", key, rel);
    free(rel);
    return 0;
}

int cli_log_write_moves(const char *path, const cli_setup *su,
                        const l5r_game *g, const char *const *moves, uint32_t n,
                        cli_report *r)
{
    FILE *f = fopen(path, "w");
    if (f == NULL)
        return cli_fail(r, EXIT_LIBRARY, "L5R_EIO", path, 0, 0,
                        "cannot write: %s", strerror(errno));
    fprintf(f,
            "l5r-log: %d\n# l5r game log (examples/cli/README.md)\n"
            "library: %s\nfingerprint: %016llx\nseed: %llu\nformat: "
            "%s\nturn_limit: %lld\n",
            CLI_LOG_VERSION, l5r_version_string(),
            (unsigned long long)l5r_carddb_fingerprint(l5r_game_carddb(g)),
            (unsigned long long)su->seed,
            su->format == L5R_FORMAT_LOTUS_OPEN ? "lotus-open"
                                                : "lotus-storyline",
            (long long)su->turn_limit);
    int bad = 0;
    for (int i = 0; i < su->ncards; i++)
        bad |= put_name(f, "cards", path, su->cards[i]);
    for (int i = 0; i < su->ndecks; i++)
        bad |= put_name(f, "deck", path, su->decks[i]);
    fputs("---\n", f);
    int nomem = 0;
    for (uint32_t i = 0; i < n && !nomem; i++) {
        const char *text = moves != NULL ? moves[i] : l5r_game_log(g, i);
        if (text == NULL) /* out of memory making the log's text */
            nomem = 1;
        else
            fprintf(f, "%s\n", text);
    }
    fprintf(f, "end: moves %u hash %016llx\n", n,
            (unsigned long long)l5r_game_hash(g));
    int err = ferror(f);
    err |= fclose(f) != 0;
    if (nomem)
        return cli_fail(r, EXIT_LIBRARY, "L5R_ENOMEM", path, 0, 0,
                        "out of memory");
    if (err || bad)
        return cli_fail(r, EXIT_LIBRARY, "L5R_EIO", path, 0, 0,
                        bad ? "cannot name a card or deck file from the "
                              "log's folder"
                            : "cannot write: %s",
                        strerror(errno));
    return 0;
}

int cli_parse_u64(const char *s, uint64_t *out)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno != 0 || *s < '0' || *s > '9' || *end != '\0')
        return -1;
    *out = v;
    return 0;
}

void cli_setup_init(cli_setup *su)
{
    memset(su, 0, sizeof *su);
    su->format = L5R_FORMAT_LOTUS_STORYLINE;
}

/* --- reading a log
 * -------------------------------------------------------------- */

/* The next line, NUL-terminated in place (its LF or CRLF overwritten), or
   NULL at the end of the file. */
static char *next_line(cli_log *lf)
{
    if (lf->pos >= lf->len)
        return NULL;
    char *s = lf->text + lf->pos;
    char *nl = memchr(s, '\n', lf->len - lf->pos);
    size_t n = nl != NULL ? (size_t)(nl - s) : lf->len - lf->pos;
    lf->pos += n + (nl != NULL);
    if (n > 0 && s[n - 1] == '\r') /* only ever before a LF (check_text) */
        n--;
    s[n] = '\0';
    lf->lineno++;
    return s;
}

static bool blank(char c)
{
    return c == ' ' || c == '\t';
}

static char *trim(char *s)
{
    while (blank(*s))
        s++;
    char *e = s + strlen(s);
    while (e > s && blank(e[-1]))
        *--e = '\0';
    return s;
}

/* The column of `p` in `line`. */
static uint32_t col_of(const char *line, const char *p)
{
    return (uint32_t)(p - line) + 1;
}

static int read_file(cli_log *lf, cli_report *r)
{
    FILE *f = fopen(lf->path, "rb");
    if (f == NULL)
        return cli_fail(r, EXIT_LIBRARY, "L5R_EIO", lf->path, 0, 0,
                        "cannot open: %s", strerror(errno));
    size_t cap = (size_t)1 << 16, len = 0, n;
    char *text = malloc(cap);
    while (text != NULL && len <= MAX_LOG_BYTES &&
           (n = fread(text + len, 1, cap - len - 1, f)) > 0) {
        len += n;
        if (len + 1 == cap) {
            char *t = realloc(text, cap *= 2);
            if (t == NULL)
                free(text);
            text = t;
        }
    }
    int err = ferror(f);
    fclose(f);
    lf->text = text;
    lf->len = len;
    if (text == NULL)
        return cli_fail(r, EXIT_LIBRARY, "L5R_ENOMEM", lf->path, 0, 0,
                        "out of memory");
    if (err)
        return cli_fail(r, EXIT_LIBRARY, "L5R_EIO", lf->path, 0, 0,
                        "cannot read");
    if (len > MAX_LOG_BYTES)
        return cli_fail(r, EXIT_BAD_INPUT, "L5R_ELIMIT", lf->path, 0, 0,
                        "larger than %zu bytes", MAX_LOG_BYTES);
    text[len] = '\0';
    return 0;
}

/* What is wrong with the character at t (n bytes left), or NULL; *len is
   its length in bytes. */
static const char *bad_char(const unsigned char *t, size_t n, size_t *len,
                            char *buf, size_t cap)
{
    uint32_t cp = t[0];
    *len = 1;
    if (cp == '\n' || cp == '\t' || (cp == '\r' && n > 1 && t[1] == '\n'))
        return NULL;
    if (cp == '\0')
        return "a NUL byte (a log is text)";
    if (cp == '\r')
        return "a carriage return not followed by a line feed";
    if (cp >= 0x80 && (*len = cli_utf8_next(t, n, &cp)) == 0) {
        snprintf(buf, cap, "invalid UTF-8 (byte 0x%02x): a log is UTF-8 text",
                 t[0]);
        return buf;
    }
    if (cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp <= 0x9f)) {
        snprintf(buf, cap, "control character U+%04X", (unsigned)cp);
        return buf;
    }
    return NULL;
}

/* Every byte of the log: UTF-8 text, lines ending in LF or CRLF, no
   control characters but the tab. A UTF-8 byte order mark at the start is
   skipped. */
static int check_text(cli_log *lf, cli_report *r)
{
    const unsigned char *t = (const unsigned char *)lf->text;
    size_t i = 0;
    if (lf->len >= 3 && memcmp(t, "\xef\xbb\xbf", 3) == 0)
        i = lf->pos = 3;
    uint32_t line = 1, col = 1;
    while (i < lf->len) {
        char buf[64];
        size_t n;
        const char *bad = bad_char(t + i, lf->len - i, &n, buf, sizeof buf);
        if (bad != NULL)
            return cli_fail(r, EXIT_BAD_INPUT, "L5R_ESYNTAX", lf->path, line,
                            col, "%s", bad);
        if (t[i] == '\n') {
            line++;
            col = 1;
        } else {
            col += (uint32_t)n;
        }
        i += n;
    }
    return 0;
}

/* 16 lowercase hex digits. */
static bool hex64(const char *s, uint64_t *out)
{
    uint64_t v = 0;
    size_t n = 0;
    for (; s[n] != '\0'; n++) {
        char c = s[n];
        if (n == 16 || !((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
            return false;
        v = v << 4 | (uint64_t)(c <= '9' ? c - '0' : c - 'a' + 10);
    }
    *out = v;
    return n == 16;
}

/* One "key: value" line of the header. */
static int header_line(cli_log *lf, cli_report *r, char *line, char *t,
                       cli_where *seen)
{
    cli_setup *su = &lf->su;
    const char *path = lf->path;
    uint32_t ln = lf->lineno;
    char *colon = strchr(t, ':');
    if (colon == NULL)
        return cli_fail(r, EXIT_BAD_INPUT, "L5R_ESYNTAX", path, ln,
                        col_of(line, t), "expected 'key: value' or '---'");
    *colon = '\0';
    char *key = trim(t), *val = trim(colon + 1);
    cli_where at = {ln, col_of(line, val)};
    cli_where *once = strcmp(key, "seed") == 0          ? &seen[0]
                      : strcmp(key, "format") == 0      ? &seen[1]
                      : strcmp(key, "turn_limit") == 0  ? &seen[2]
                      : strcmp(key, "l5r-log") == 0     ? &seen[3]
                      : strcmp(key, "library") == 0     ? &seen[4]
                      : strcmp(key, "fingerprint") == 0 ? &seen[5]
                                                        : NULL;
    if (once != NULL && once->line != 0)
        return cli_fail(r, EXIT_BAD_INPUT, "L5R_EDUPLICATE", path, ln,
                        col_of(line, key),
                        "a second '%s' line (the first is "
                        "line %u)",
                        key, once->line);
    if (once != NULL)
        *once = at;
    uint64_t v;
    bool first = lf->keys++ == 0;
    if (strcmp(key, "l5r-log") == 0) {
        if (!first)
            return cli_fail(r, EXIT_BAD_INPUT, "L5R_EFORMAT", path, ln,
                            col_of(line, key),
                            "'l5r-log' must be the first line of the header");
        if (cli_parse_u64(val, &v) != 0 || v == 0)
            return cli_fail(r, EXIT_BAD_INPUT, "L5R_ESYNTAX", path, ln,
                            at.column, "bad log version '%s'", val);
        if (v > CLI_LOG_VERSION)
            return cli_fail(r, EXIT_BAD_INPUT, "L5R_EVERSION", path, ln,
                            at.column,
                            "log version %llu: this l5r reads versions up "
                            "to %d",
                            (unsigned long long)v, CLI_LOG_VERSION);
        su->version = (uint32_t)v;
    } else if (strcmp(key, "library") == 0) {
        /* The library that wrote the log: for people; replay judges the
           moves with this one. */
    } else if (strcmp(key, "fingerprint") == 0) {
        if (!hex64(val, &su->fingerprint))
            return cli_fail(
                r, EXIT_BAD_INPUT, "L5R_ESYNTAX", path, ln, at.column,
                "bad fingerprint '%s' (16 lowercase hex digits)", val);
        su->has_fingerprint = 1;
        su->fingerprint_at = at;
    } else if (strcmp(key, "seed") == 0) {
        if (cli_parse_u64(val, &v) != 0)
            return cli_fail(r, EXIT_BAD_INPUT, "L5R_ESYNTAX", path, ln,
                            at.column, "bad seed '%s' (expected 0 to %llu)",
                            val, (unsigned long long)UINT64_MAX);
        su->seed = v;
        su->seed_at = at;
    } else if (strcmp(key, "turn_limit") == 0) {
        if (cli_parse_u64(val, &v) != 0 || v > 1000000)
            return cli_fail(r, EXIT_BAD_INPUT, "L5R_ESYNTAX", path, ln,
                            at.column,
                            "bad turn_limit '%s' (expected 0 to 1000000)", val);
        su->turn_limit = (int64_t)v;
        su->turn_limit_at = at;
    } else if (strcmp(key, "format") == 0) {
        if (strcmp(val, "lotus-storyline") != 0 &&
            strcmp(val, "lotus-open") != 0)
            return cli_fail(r, EXIT_BAD_INPUT, "L5R_ESYNTAX", path, ln,
                            at.column,
                            "bad format '%s' (expected lotus-storyline or "
                            "lotus-open)",
                            val);
        su->format = strcmp(val, "lotus-open") == 0
                         ? L5R_FORMAT_LOTUS_OPEN
                         : L5R_FORMAT_LOTUS_STORYLINE;
        su->format_at = at;
    } else if (strcmp(key, "cards") == 0 || strcmp(key, "deck") == 0) {
        bool cards = key[0] == 'c';
        int *n = cards ? &su->ncards : &su->ndecks;
        int max = cards ? CLI_MAX_FILES : CLI_MAX_PLAYERS;
        if (*val == '\0')
            return cli_fail(r, EXIT_BAD_INPUT, "L5R_ESYNTAX", path, ln,
                            at.column, "'%s' needs a file name", key);
        if (*n == max)
            return cli_fail(r, EXIT_BAD_INPUT, "L5R_ELIMIT", path, ln,
                            col_of(line, key), "more than %d '%s' lines", max,
                            key);
        (cards ? su->cards : su->decks)[*n] = val;
        (cards ? su->cards_at : su->decks_at)[*n] = at;
        (*n)++;
    } else {
        return cli_fail(r, EXIT_BAD_INPUT, "L5R_ESYNTAX", path, ln,
                        col_of(line, key), "unknown header key '%s'", key);
    }
    return 0;
}

/* From version 1 on, a relative file name in a log is relative to the
   log's folder (before, to the working directory). */
static int resolve_names(cli_log *lf, cli_report *r)
{
    const char *slash = strrchr(lf->path, '/');
    if (lf->su.version < 1 || slash == NULL)
        return 0;
    size_t dir = (size_t)(slash - lf->path) + 1;
    for (int i = 0; i < lf->su.ncards + lf->su.ndecks; i++) {
        const char **name = i < lf->su.ncards
                                ? &lf->su.cards[i]
                                : &lf->su.decks[i - lf->su.ncards];
        if ((*name)[0] == '/')
            continue;
        size_t n = strlen(*name);
        char *joined = malloc(dir + n + 1);
        if (joined == NULL)
            return cli_fail(r, EXIT_LIBRARY, "L5R_ENOMEM", lf->path, 0, 0,
                            "out of memory");
        memcpy(joined, lf->path, dir);
        memcpy(joined + dir, *name, n + 1);
        lf->owned[lf->nowned++] = joined;
        *name = joined;
    }
    return 0;
}

void cli_log_close(cli_log *lf)
{
    for (int i = 0; i < lf->nowned; i++)
        free(lf->owned[i]);
    lf->nowned = 0;
    free(lf->text);
    lf->text = NULL;
}

/* Read a log: its bytes checked, its header read up to the "---" line.
   0, or an exit code with the error recorded. */
int cli_log_open(cli_log *lf, const char *path, cli_report *r)
{
    memset(lf, 0, sizeof *lf);
    lf->path = path;
    cli_setup_init(&lf->su);
    lf->su.origin = path;
    int rc = read_file(lf, r);
    if (rc == 0)
        rc = check_text(lf, r);
    if (rc != 0)
        return rc;
    cli_where seen[6] = {{0, 0}};
    char *line;
    while ((line = next_line(lf)) != NULL) {
        char *t = trim(line);
        if (strcmp(t, "---") == 0) {
            rc = resolve_names(lf, r);
            if (rc != 0)
                return rc;
            /* A log without deck lines plays the sample decks, as l5r
               play does. */
            if (lf->su.ndecks == 0) {
                lf->su.decks[0] = DEFAULT_DECK_A;
                lf->su.decks[1] = DEFAULT_DECK_B;
                lf->su.ndecks = 2;
            }
            return 0;
        }
        if (*t == '\0' || *t == '#')
            continue;
        rc = header_line(lf, r, line, t, seen);
        if (rc != 0)
            return rc;
    }
    return cli_fail(r, EXIT_BAD_INPUT, "L5R_ESYNTAX", path, 0, 0,
                    "no '---' line before the moves");
}

/* Replay a log's moves, and check its end line if it has one (*end_line:
   its line, or 0). 0 when all is well; else EXIT_BAD_INPUT with the first
   bad line recorded. */
int cli_log_replay(cli_log *lf, l5r_game *g, cli_report *r,
                   const cli_replay_opts *o, uint32_t *count,
                   uint32_t *end_line)
{
    /* The library replays the moves (l5r_replay_*): the tool gives the
       verdicts any other verifier gets, placed in the log. */
    *count = 0;
    *end_line = 0;
    l5r_replay *rp = NULL;
    if (l5r_replay_new(&rp, g, lf->text + lf->pos, lf->len - lf->pos) != L5R_OK)
        return cli_fail(r, EXIT_LIBRARY, l5r_status_name(l5r_error_code()),
                        lf->path, 0, 0, "%s", l5r_error_message());
    l5r_verdict v;
    l5r_verdict_init(&v, L5R_VERDICT_VERSION);
    int rc = 0;
    for (;;) {
        if (o != NULL && *count >= o->stop_after)
            break;
        if (o != NULL && o->before_move != NULL)
            o->before_move(o->ctx, g);
        uint32_t from = l5r_game_event_count(g);
        int st = l5r_replay_next(rp, &v);
        if (st == 0)
            break;
        uint32_t line = lf->lineno + l5r_replay_line(rp);
        uint32_t col = l5r_replay_column(rp);
        const char *t = l5r_replay_move(rp);
        if (st == 1) {
            (*count)++;
            if (o != NULL && o->after_move != NULL)
                o->after_move(o->ctx, g, t, from);
            continue;
        }
        /* The library's message is "line N: ..."; the log's place is
           given here. */
        const char *msg = l5r_error_message();
        const char *colon = strstr(msg, ": ");
        msg = strncmp(msg, "line ", 5) == 0 && colon != NULL ? colon + 2 : msg;
        bool illegal = st == L5R_EILLEGAL;
        /* The error names its move, unless the line is the end line. */
        const char *move = t != NULL && strncmp(t, "end:", 4) != 0 ? t : NULL;
        rc = cli_fail_move(r, l5r_status_name(st), lf->path, line, col, move,
                           illegal ? v.rule : NULL,
                           illegal ? l5r_reason_name(v.reason) : NULL, "%s",
                           msg);
        break;
    }
    *end_line =
        l5r_replay_end_line(rp) != 0 ? lf->lineno + l5r_replay_end_line(rp) : 0;
    l5r_replay_free(rp);
    return rc;
}
