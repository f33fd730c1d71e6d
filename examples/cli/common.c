/* SPDX-License-Identifier: MIT */
/* common.c - helpers the l5r tool's commands share: text from the input
   made safe to print, JSON strings, and the one report each command ends
   with. */
#define _POSIX_C_SOURCE 200809L /* fileno, isatty */
#include "cli.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* --- text from the input -------------------------------------------------- */

size_t cli_utf8_next(const unsigned char *s, size_t n, uint32_t *cp)
{
    if (n == 0)
        return 0;
    unsigned char c = s[0];
    if (c < 0x80) {
        *cp = c;
        return 1;
    }
    size_t len;
    uint32_t v, min;
    if (c >= 0xc2 && c <= 0xdf) {
        len = 2, v = c & 0x1fu, min = 0x80;
    } else if (c >= 0xe0 && c <= 0xef) {
        len = 3, v = c & 0x0fu, min = 0x800;
    } else if (c >= 0xf0 && c <= 0xf4) {
        len = 4, v = c & 0x07u, min = 0x10000;
    } else {
        return 0; /* a continuation byte, an overlong lead, or > U+10FFFF */
    }
    if (n < len)
        return 0;
    for (size_t i = 1; i < len; i++) {
        if ((s[i] & 0xc0) != 0x80)
            return 0;
        v = v << 6 | (s[i] & 0x3fu);
    }
    if (v < min || v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff))
        return 0;
    *cp = v;
    return len;
}

/* Code points that change how a terminal shows what follows: C1 controls
   and the bidirectional embeddings, overrides and isolates. */
static int is_invisible_control(uint32_t cp)
{
    return (cp >= 0x80 && cp <= 0x9f) || (cp >= 0x202a && cp <= 0x202e) ||
           (cp >= 0x2066 && cp <= 0x2069);
}

void cli_text_put(FILE *f, const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    size_t n = strlen(s);
    while (n > 0) {
        uint32_t cp;
        size_t len = cli_utf8_next(p, n, &cp);
        if (len == 0 || (len == 1 && (cp < 0x20 || cp == 0x7f))) {
            fprintf(f, "\\x%02x", *p);
            len = 1;
        } else if (cp == '\\') {
            fputs("\\\\", f);
        } else if (is_invisible_control(cp)) {
            fprintf(f, "\\u%04x", (unsigned)cp);
        } else {
            fwrite(p, 1, len, f);
        }
        p += len;
        n -= len;
    }
}

/* A JSON string's contents, without the quotes. Returns how many bytes
   were not UTF-8 (each printed as U+FFFD). */
static size_t json_body(FILE *f, const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    size_t n = strlen(s), replaced = 0;
    while (n > 0) {
        uint32_t cp;
        size_t len = cli_utf8_next(p, n, &cp);
        if (len == 0) {
            fputs("\\ufffd", f);
            replaced++;
            len = 1;
        } else if (cp == '"' || cp == '\\') {
            fprintf(f, "\\%c", (char)cp);
        } else if (cp == '\n') {
            fputs("\\n", f);
        } else if (cp < 0x20 || cp == 0x7f || is_invisible_control(cp) ||
                   cp == 0x2028 || cp == 0x2029) {
            fprintf(f, "\\u%04x", (unsigned)cp);
        } else {
            fwrite(p, 1, len, f);
        }
        p += len;
        n -= len;
    }
    return replaced;
}

size_t cli_json_fstr(FILE *f, const char *s)
{
    if (s == NULL) {
        fputs("null", f);
        return 0;
    }
    fputc('"', f);
    size_t replaced = json_body(f, s);
    fputc('"', f);
    return replaced;
}

size_t cli_json_str(const char *s)
{
    return cli_json_fstr(stdout, s != NULL ? s : "");
}

size_t cli_json_str_or_null(const char *s)
{
    return cli_json_fstr(stdout, s);
}

/* A message string, noting that strings of its object had bytes replaced
   (`replaced` of them so far). */
static void json_message(const char *msg, size_t replaced)
{
    putchar('"');
    replaced += json_body(stdout, msg);
    if (replaced > 0)
        printf(" (%zu byte%s of invalid UTF-8 replaced by U+FFFD)", replaced,
               replaced == 1 ? "" : "s");
    putchar('"');
}

static void json_uint_or_null(uint32_t v)
{
    if (v == 0)
        fputs("null", stdout);
    else
        printf("%u", v);
}

/* --- the report ------------------------------------------------------------
 */

static char *copy(const char *s)
{
    if (s == NULL)
        return NULL;
    size_t n = strlen(s) + 1;
    char *c = malloc(n);
    if (c != NULL)
        memcpy(c, s, n);
    return c;
}

static char *vformat(const char *fmt, va_list ap)
    __attribute__((format(printf, 1, 0)));
static char *vformat(const char *fmt, va_list ap)
{
    va_list aq;
    va_copy(aq, ap);
    int n = vsnprintf(NULL, 0, fmt, aq);
    va_end(aq);
    if (n < 0)
        return NULL;
    char *s = malloc((size_t)n + 1);
    if (s != NULL)
        vsnprintf(s, (size_t)n + 1, fmt, ap);
    return s;
}

void cli_report_init(cli_report *r, const char *cmd, int json)
{
    memset(r, 0, sizeof *r);
    r->cmd = cmd;
    r->json = json;
}

int cli_wants_json(int argc, char **argv)
{
    for (int i = 0; i < argc; i++)
        if (strcmp(argv[i], "--json") == 0)
            return 1;
    return 0;
}

static void vfail(cli_report *r, const char *code, const char *file,
                  uint32_t line, uint32_t column, const char *fmt, va_list ap)
    __attribute__((format(printf, 6, 0)));
static void vfail(cli_report *r, const char *code, const char *file,
                  uint32_t line, uint32_t column, const char *fmt, va_list ap)
{
    r->failed = 1;
    r->code = code;
    r->file = copy(file);
    r->line = line;
    r->column = column;
    r->message = vformat(fmt, ap);
}

int cli_fail(cli_report *r, int status, const char *code, const char *file,
             uint32_t line, uint32_t column, const char *fmt, ...)
{
    if (r->failed)
        return status;
    va_list ap;
    va_start(ap, fmt);
    vfail(r, code, file, line, column, fmt, ap);
    va_end(ap);
    return status;
}

int cli_fail_move(cli_report *r, const char *code, const char *file,
                  uint32_t line, uint32_t column, const char *move,
                  const char *rule, const char *reason, const char *fmt, ...)
{
    if (r->failed)
        return EXIT_BAD_INPUT;
    va_list ap;
    va_start(ap, fmt);
    vfail(r, code, file, line, column, fmt, ap);
    va_end(ap);
    r->verdict = 1;
    r->move = copy(move);
    r->reason = reason;
    snprintf(r->rule, sizeof r->rule, "%s", rule != NULL ? rule : "");
    return EXIT_BAD_INPUT;
}

int cli_usage(cli_report *r, const char *usage, const char *fmt, ...)
{
    if (r->failed)
        return EXIT_USAGE;
    va_list ap;
    va_start(ap, fmt);
    vfail(r, "usage", NULL, 0, 0, fmt, ap);
    va_end(ap);
    r->usage = usage;
    return EXIT_USAGE;
}

int cli_fail_diag(cli_report *r, int status, size_t i)
{
    if (r->failed)
        return status;
    if (i >= r->ndiags) {
        const char *why = l5r_error_message();
        return cli_fail(r, status, l5r_status_name(l5r_error_code()), NULL, 0,
                        0, "%s", *why != '\0' ? why : "the cards do not load");
    }
    const cli_diag *d = &r->diags[i];
    cli_fail(r, status, l5r_status_name(d->code), d->source, d->line, d->column,
             "%s", d->message != NULL ? d->message : "");
    r->shown = 1;
    return status;
}

int cli_help(cli_report *r, const char *usage)
{
    if (!r->json) {
        fputs(usage, stdout);
        return 0;
    }
    cli_doc_begin(r);
    fputs(",\"usage\":", stdout);
    cli_json_str(usage);
    return cli_doc_end(r, 0);
}

/* file:line:column: (the parts known), or the command's name. */
static void text_where(FILE *f, const char *cmd, const char *file,
                       uint32_t line, uint32_t column)
{
    if (file == NULL) {
        fprintf(f, "%s: ", cmd);
        return;
    }
    cli_text_put(f, file);
    if (line > 0)
        fprintf(f, ":%u", line);
    if (line > 0 && column > 0)
        fprintf(f, ":%u", column);
    fputs(": ", f);
}

void cli_diag_add(cli_report *r, const char *source, uint32_t line,
                  uint32_t column, int code, const char *message)
{
    if (!r->json) {
        text_where(stderr, r->cmd, source, line, column);
        cli_text_put(stderr, message);
        fputc('\n', stderr);
    }
    if (r->ndiags == r->cap) {
        size_t cap = r->cap ? 2 * r->cap : 8;
        cli_diag *d = realloc(r->diags, cap * sizeof *d);
        if (d == NULL)
            return; /* printed in text; dropped from the document */
        r->diags = d;
        r->cap = cap;
    }
    cli_diag *d = &r->diags[r->ndiags++];
    d->source = copy(source);
    d->line = line;
    d->column = column;
    d->code = code;
    d->message = copy(message);
}

void cli_diag_carddb(cli_report *r, const l5r_carddb *db)
{
    for (uint32_t i = 0; i < l5r_carddb_diag_count(db); i++) {
        int code;
        uint32_t line, col;
        l5r_carddb_diag(&code, &line, &col, db, i);
        cli_diag_add(r, l5r_carddb_diag_source(db, i), line, col, code,
                     l5r_carddb_diag_message(db, i));
    }
}

void cli_doc_begin(const cli_report *r)
{
    if (r->json)
        printf("{\"ok\":%s", r->failed ? "false" : "true");
}

static void print_error_json(const cli_report *r)
{
    size_t replaced = 0;
    fputs("{\"code\":", stdout);
    cli_json_str(r->code != NULL ? r->code : "L5R_ERROR");
    fputs(",\"rule\":", stdout);
    cli_json_str_or_null(r->rule[0] != '\0' ? r->rule : NULL);
    fputs(",\"reason\":", stdout);
    cli_json_str_or_null(r->reason);
    fputs(",\"file\":", stdout);
    replaced += cli_json_str_or_null(r->file);
    fputs(",\"line\":", stdout);
    json_uint_or_null(r->line);
    fputs(",\"column\":", stdout);
    json_uint_or_null(r->column);
    fputs(",\"move\":", stdout);
    replaced += cli_json_str_or_null(r->move);
    fputs(",\"message\":", stdout);
    json_message(r->message != NULL ? r->message : "", replaced);
    putchar('}');
}

static void print_diag_json(const cli_diag *d)
{
    fputs("{\"source\":", stdout);
    size_t replaced = cli_json_str_or_null(d->source);
    fputs(",\"line\":", stdout);
    json_uint_or_null(d->line);
    fputs(",\"column\":", stdout);
    json_uint_or_null(d->column);
    fputs(",\"code\":", stdout);
    cli_json_str_or_null(l5r_status_name(d->code));
    fputs(",\"message\":", stdout);
    json_message(d->message != NULL ? d->message : "", replaced);
    putchar('}');
}

int cli_doc_end(cli_report *r, int status)
{
    if (r->json) {
        fputs(",\"error\":", stdout);
        if (r->failed)
            print_error_json(r);
        else
            fputs("null", stdout);
        fputs(",\"diagnostics\":[", stdout);
        for (size_t i = 0; i < r->ndiags; i++) {
            if (i > 0)
                putchar(',');
            print_diag_json(&r->diags[i]);
        }
        puts("]}");
    } else if (r->failed && !r->shown) {
        FILE *f = r->verdict ? stdout : stderr;
        text_where(f, r->cmd, r->file, r->line, r->verdict ? 0 : r->column);
        cli_text_put(f, r->message != NULL ? r->message : "out of memory");
        fputc('\n', f);
        if (r->usage != NULL)
            fputs(r->usage, stderr);
    }
    for (size_t i = 0; i < r->ndiags; i++) {
        free(r->diags[i].source);
        free(r->diags[i].message);
    }
    free(r->diags);
    free(r->file);
    free(r->move);
    free(r->message);
    cli_report_init(r, r->cmd, r->json);
    return status;
}

int cli_finish(cli_report *r, int status)
{
    cli_doc_begin(r);
    return cli_doc_end(r, status);
}

/* --- card files
 * --------------------------------------------------------------- */

int cli_load_cards(cli_report *r, l5r_carddb **out, const char *const *files,
                   int n, int *bad)
{
    l5r_carddb *db;
    *out = NULL;
    *bad = -1;
    if (l5r_carddb_new(&db, NULL) != L5R_OK)
        return EXIT_LIBRARY;
    int status = 0;
    for (int i = 0; i < n; i++) {
        int rc = l5r_carddb_load_file(db, files[i]);
        if (rc != L5R_OK) {
            cli_diag_carddb(r, db);
            if (*bad < 0)
                *bad = i;
            if (rc == L5R_ENOMEM || rc == L5R_EIO)
                status = EXIT_LIBRARY;
            else if (status == 0)
                status = EXIT_BAD_INPUT;
        }
    }
    if (status == 0 && l5r_carddb_freeze(db) != L5R_OK) {
        cli_diag_carddb(r, db);
        status = EXIT_BAD_INPUT;
    }
    if (status != 0) {
        l5r_carddb_free(db);
        return status;
    }
    *out = db;
    return 0;
}

/* --- who is told ---------------------------------------------------------
 */

int cli_parse_viewer(const char *s, uint32_t *viewer)
{
    if (strcmp(s, "all") == 0) {
        *viewer = CLI_ALL;
        return 0;
    }
    if (strcmp(s, "spectator") == 0) {
        *viewer = L5R_NO_ID;
        return 0;
    }
    uint64_t n;
    if (s[0] != 'p' || cli_parse_u64(s + 1, &n) != 0 || n < 1 ||
        n > CLI_MAX_PLAYERS)
        return -1;
    *viewer = (uint32_t)n - 1;
    return 0;
}

bool cli_sees(const l5r_game *g, uint32_t card, uint32_t viewer)
{
    if (viewer == CLI_ALL)
        return card < l5r_game_card_count(g);
    return l5r_game_card_is_visible(g, card, viewer) == 1;
}

bool cli_color_wanted(FILE *f)
{
    const char *no = getenv("NO_COLOR");
    return (no == NULL || no[0] == '\0') && isatty(fileno(f));
}
