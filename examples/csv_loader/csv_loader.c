/* SPDX-License-Identifier: MIT */
/*
 * csv_loader.c - a card loader for CSV files, built on nothing but the
 * public loader API (l5r/sys/loader.h): it proves that a loader can be
 * plugged in from outside the library. It describes a CSV file to the
 * builder as the same tree a YAML card file gives (examples/cards/
 * SCHEMA.md):
 *
 *     {cards: [{id: ..., title: ..., ..., printings: [{set: ...}]}, ...]}
 *
 * and the card database checks that tree exactly as it checks YAML.
 *
 * The format
 * ----------
 * - The first line is a header naming the columns, in any order, each at
 *   most once. The columns are:
 *
 *     id, title, type, faction, keywords, unique, text, element,
 *     force, chi, honor_requirement, gold_cost, personal_honor, focus,
 *     province_strength, gold_production, starting_honor,
 *     set, lotus
 *
 *   An unknown column name is an error (L5R_ESYNTAX at the header cell),
 *   reported here rather than passed through as a key for the library to
 *   refuse as an unknown field: the header is the one place the mistake
 *   is, and a pass-through would report it once per row instead.
 * - Every other line is one card; each cell is the value of its column.
 *   A cell is unquoted (no '"' in it at all) or quoted: "..." with '"'
 *   written as "" and with commas and line breaks allowed inside. Nothing
 *   may follow the closing quote but a comma or the end of the line.
 *   Spaces are part of a cell; they are not trimmed.
 * - Line ends are LF, CRLF or CR. A UTF-8 byte order mark at the start of
 *   the file is skipped. A row with fewer cells than the header has empty
 *   cells at the end; a row with more is an error.
 * - Empty cells (quoted or not) are omitted: the card has no such field.
 *   Rows whose cells are all empty (blank lines) are skipped.
 * - keywords: several keywords separated by ';' ("Crab Clan; Samurai;
 *   Yu 2"); spaces around each are trimmed and empty ones are skipped.
 *   It becomes the sequence `keywords: [Crab Clan, Samurai, Yu 2]`.
 * - set and lotus: the card's one printing, `printings: [{set: S}]`, or
 *   `printings: [{set: S, lotus: L}]` when the lotus cell is not empty. A
 *   lotus cell without a set cell is an error (L5R_ESCHEMA).
 * - Scalars: the stat columns (force ... starting_honor) are always
 *   passed as plain scalars, so "5" in quotes is still the number 5 (CSV
 *   quoting is how a cell is written, not its type). Every other cell is
 *   plain unless it was quoted in the file, as in YAML: a quoted "true" in
 *   the unique column is the string "true", which the library refuses for
 *   a bool field.
 *
 * Positions: every key and scalar is reported at the line and column where
 * its cell starts (columns count characters, from 1; the opening quote of
 * a quoted cell), each keyword at its own column when the cell holds no
 * line break or doubled quote. CSV errors (an unterminated quote, a quote
 * inside an unquoted cell, text after a closing quote, more cells than the
 * header, an unknown, empty or repeated column name, a NUL byte) are
 * L5R_ESYNTAX with the line and column of the offending cell or byte.
 * The builder checks the rest (UTF-8, scalar size), the library the schema.
 */
#include "csv_loader.h"

#include <l5r/errors.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum col_kind { K_TEXT, K_NUMBER, K_KEYWORDS, K_SET, K_LOTUS };

static const struct column {
    const char *name;
    enum col_kind kind;
} columns[] = {
    {"id", K_TEXT},
    {"title", K_TEXT},
    {"type", K_TEXT},
    {"faction", K_TEXT},
    {"keywords", K_KEYWORDS},
    {"unique", K_TEXT},
    {"text", K_TEXT},
    {"element", K_TEXT},
    {"force", K_NUMBER},
    {"chi", K_NUMBER},
    {"honor_requirement", K_NUMBER},
    {"gold_cost", K_NUMBER},
    {"personal_honor", K_NUMBER},
    {"focus", K_NUMBER},
    {"province_strength", K_NUMBER},
    {"gold_production", K_NUMBER},
    {"starting_honor", K_NUMBER},
    {"set", K_SET},
    {"lotus", K_LOTUS},
};

#define NCOLUMNS (sizeof columns / sizeof columns[0])

#define CSV_EOF 256 /* peek(): the end of the source */

#define TRY(expr)                                                              \
    do {                                                                       \
        int rc_ = (expr);                                                      \
        if (rc_ != L5R_OK)                                                     \
            return rc_;                                                        \
    } while (0)

/* --- input: bytes pulled through the reader, with their position -------- */

typedef struct csv_in {
    l5r_builder *b;
    l5r_reader_fn reader;
    void *ud;
    const unsigned char *p, *end; /* what is left of the current chunk */
    int eof;
    uint64_t total, max; /* bytes so far, the source size limit */
    uint32_t line, col;  /* position of the next byte, 1-based */
    int after_cr;        /* the last byte was a CR (a CRLF is one break) */
} csv_in;

static int syntax(csv_in *in, uint32_t line, uint32_t col, const char *msg)
{
    return l5r_builder_error(in->b, L5R_ESYNTAX, line, col, msg);
}

static int fill(csv_in *in)
{
    while (in->p == in->end && !in->eof) {
        const char *chunk = NULL;
        size_t n = 0;
        int rc = in->reader(in->ud, &chunk, &n);
        if (rc != L5R_OK)
            return l5r_builder_error(in->b, rc < 0 ? rc : L5R_EIO, 0, 0,
                                     "the reader failed");
        if (n == 0) {
            in->eof = 1;
        } else if (chunk == NULL) {
            return l5r_builder_error(in->b, L5R_EIO, 0, 0,
                                     "the reader returned no data");
        } else if (n > in->max - in->total) {
            char msg[96];
            snprintf(msg, sizeof msg, "the source is larger than %llu bytes",
                     (unsigned long long)in->max);
            return l5r_builder_error(in->b, L5R_ELIMIT, 0, 0, msg);
        } else {
            in->total += n;
            in->p = (const unsigned char *)chunk;
            in->end = in->p + n;
        }
    }
    return L5R_OK;
}

/* The next byte (0..255), CSV_EOF, or a negative status (reported). */
static int peek(csv_in *in)
{
    if (in->p == in->end) {
        int rc = fill(in);
        if (rc != L5R_OK)
            return rc;
        if (in->p == in->end)
            return CSV_EOF;
    }
    return *in->p;
}

/* Consume the byte peek() returned. */
static void advance(csv_in *in)
{
    unsigned c = *in->p++;
    if (c == '\n') {
        if (!in->after_cr) {
            in->line++;
            in->col = 1;
        }
        in->after_cr = 0;
    } else if (c == '\r') {
        in->line++;
        in->col = 1;
        in->after_cr = 1;
    } else {
        in->after_cr = 0;
        if ((c & 0xc0) != 0x80) /* a UTF-8 continuation byte is no column */
            in->col++;
    }
}

/* --- rows: the cells of one line, copied out of the reader's chunks ------ */

typedef struct cell {
    size_t off, len; /* in row.text */
    int quoted;
    uint32_t line, col; /* where the cell starts */
} cell;

typedef struct row {
    char *text;
    size_t len, cap;
    cell *cells;
    size_t n, ncap;
    uint32_t line;
} row;

static int nomem(csv_in *in)
{
    return l5r_builder_error(in->b, L5R_ENOMEM, 0, 0, "out of memory");
}

static int push_byte(csv_in *in, row *r, int c)
{
    if (r->len == r->cap) {
        size_t ncap = r->cap ? r->cap * 2 : 256;
        char *t = realloc(r->text, ncap);
        if (t == NULL)
            return nomem(in);
        r->text = t;
        r->cap = ncap;
    }
    r->text[r->len++] = (char)c;
    return L5R_OK;
}

static int new_cell(csv_in *in, row *r, cell **out)
{
    if (r->n == r->ncap) {
        size_t ncap = r->ncap ? r->ncap * 2 : 32;
        cell *c = realloc(r->cells, ncap * sizeof *c);
        if (c == NULL)
            return nomem(in);
        r->cells = c;
        r->ncap = ncap;
    }
    cell *c = &r->cells[r->n++];
    c->off = r->len;
    c->len = 0;
    c->quoted = 0;
    c->line = in->line;
    c->col = in->col;
    *out = c;
    return L5R_OK;
}

/* Consume a line end (LF, CRLF or CR) if one is next. */
static int skip_line_end(csv_in *in)
{
    int c = peek(in);
    if (c < 0)
        return c;
    if (c == '\r') {
        advance(in);
        c = peek(in);
        if (c < 0)
            return c;
    }
    if (c == '\n')
        advance(in);
    return L5R_OK;
}

/* A quoted cell, from its opening quote. Sets *row_end at a line end. */
static int read_quoted(csv_in *in, row *r, cell *cl, int *row_end)
{
    cl->quoted = 1;
    advance(in); /* the opening quote */
    for (;;) {
        int c = peek(in);
        if (c < 0)
            return c;
        if (c == CSV_EOF)
            return syntax(in, cl->line, cl->col,
                          "unterminated quoted cell (no closing '\"')");
        if (c == 0)
            return syntax(in, in->line, in->col, "an embedded NUL byte");
        advance(in);
        if (c == '"') {
            c = peek(in);
            if (c < 0)
                return c;
            if (c != '"')
                break; /* the closing quote */
            advance(in);
        } else if (c == '\r') {
            c = peek(in); /* a CRLF or a CR inside a cell is one '\n' */
            if (c < 0)
                return c;
            if (c == '\n')
                advance(in);
            c = '\n';
        }
        TRY(push_byte(in, r, c));
    }
    int c = peek(in);
    if (c < 0)
        return c;
    if (c == ',') {
        advance(in);
        *row_end = 0;
        return L5R_OK;
    }
    if (c == '\n' || c == '\r' || c == CSV_EOF) {
        *row_end = 1;
        return skip_line_end(in);
    }
    return syntax(in, in->line, in->col,
                  "text after the closing quote of a cell (a quote inside a "
                  "quoted cell is written \"\")");
}

/* An unquoted cell. Sets *row_end at a line end. */
static int read_plain(csv_in *in, row *r, int *row_end)
{
    for (;;) {
        int c = peek(in);
        if (c < 0)
            return c;
        if (c == ',') {
            advance(in);
            *row_end = 0;
            return L5R_OK;
        }
        if (c == '\n' || c == '\r' || c == CSV_EOF) {
            *row_end = 1;
            return skip_line_end(in);
        }
        if (c == '"')
            return syntax(in, in->line, in->col,
                          "a quote inside an unquoted cell (quote the whole "
                          "cell and write the quote as \"\")");
        if (c == 0)
            return syntax(in, in->line, in->col, "an embedded NUL byte");
        advance(in);
        TRY(push_byte(in, r, c));
    }
}

/*
 * Read one row into `r`: 1 if there was one, 0 at the end of the source,
 * or a negative status. `max_cells` (0: any number) is the header's width.
 */
static int read_row(csv_in *in, row *r, size_t max_cells)
{
    r->len = 0;
    r->n = 0;
    int c = peek(in);
    if (c < 0)
        return c;
    if (c == CSV_EOF)
        return 0;
    r->line = in->line;
    int row_end = 0;
    while (!row_end) {
        if (max_cells > 0 && r->n == max_cells) {
            char msg[128];
            snprintf(msg, sizeof msg,
                     "a row with more cells than the header has columns "
                     "(%zu)",
                     max_cells);
            return syntax(in, in->line, in->col, msg);
        }
        cell *cl = NULL;
        TRY(new_cell(in, r, &cl));
        c = peek(in);
        if (c < 0)
            return c;
        if (c == '"') {
            TRY(read_quoted(in, r, cl, &row_end));
        } else {
            TRY(read_plain(in, r, &row_end));
        }
        cl->len = r->len - cl->off;
    }
    return 1;
}

/* --- the header ----------------------------------------------------------- */

static int skip_bom(csv_in *in)
{
    static const unsigned char bom[3] = {0xef, 0xbb, 0xbf};
    int c = peek(in);
    if (c != bom[0])
        return c < 0 ? c : L5R_OK;
    for (int i = 0; i < 3; i++) {
        c = peek(in);
        if (c < 0)
            return c;
        if (c != bom[i])
            return syntax(in, 1, 1,
                          "the file starts with a broken byte order mark");
        advance(in);
    }
    in->col = 1;
    return L5R_OK;
}

/*
 * Read the header: hdr[i] is the column (index in columns[]) of cell i.
 * `hdr` has NCOLUMNS entries: a header with more cells repeats a column or
 * names an unknown one, and fails before its extra cell is stored.
 */
static int read_header(csv_in *in, row *r, int *hdr, size_t *ncols)
{
    int n = read_row(in, r, 0);
    if (n < 0)
        return n;
    if (n == 0)
        return syntax(in, 1, 1, "an empty CSV file: no header line");
    int seen[NCOLUMNS] = {0};
    for (size_t i = 0; i < r->n; i++) {
        const cell *c = &r->cells[i];
        const char *name = r->text + c->off;
        char msg[384];
        if (c->len == 0)
            return syntax(in, c->line, c->col,
                          "an empty column name in the header");
        size_t k = 0;
        while (k < NCOLUMNS && !(strlen(columns[k].name) == c->len &&
                                 memcmp(columns[k].name, name, c->len) == 0))
            k++;
        if (k == NCOLUMNS) {
            size_t used = (size_t)snprintf(
                msg, sizeof msg, "unknown column '%.*s' (known columns:",
                (int)(c->len > 48 ? 48 : c->len), name);
            for (k = 0; k < NCOLUMNS && used < sizeof msg; k++)
                used += (size_t)snprintf(msg + used, sizeof msg - used, "%s %s",
                                         k ? "," : "", columns[k].name);
            if (used < sizeof msg)
                snprintf(msg + used, sizeof msg - used, ")");
            return syntax(in, c->line, c->col, msg);
        }
        if (seen[k]) {
            snprintf(msg, sizeof msg, "column '%s' appears twice in the header",
                     columns[k].name);
            return syntax(in, c->line, c->col, msg);
        }
        seen[k] = 1;
        hdr[i] = (int)k;
    }
    *ncols = r->n;
    return L5R_OK;
}

/* --- the tree ----------------------------------------------------------- */

/* The column of byte `off` of a cell's text, when it can be known. */
static uint32_t text_col(const cell *c, const char *text, size_t off)
{
    /* Exact only while the cell's bytes are the source's bytes. */
    if (c->quoted && (memchr(text, '"', c->len) != NULL ||
                      memchr(text, '\n', c->len) != NULL))
        return c->col;
    uint32_t col = c->col + (c->quoted ? 1 : 0);
    for (size_t i = 0; i < off; i++)
        if (((unsigned char)text[i] & 0xc0) != 0x80)
            col++;
    return col;
}

static int emit_keywords(l5r_builder *b, const cell *c, const char *text)
{
    TRY(l5r_builder_seq_begin(b));
    size_t i = 0;
    while (i <= c->len) {
        size_t start = i;
        while (i < c->len && text[i] != ';')
            i++;
        size_t end = i++;
        while (start < end && (text[start] == ' ' || text[start] == '\t'))
            start++;
        while (end > start && (text[end - 1] == ' ' || text[end - 1] == '\t'))
            end--;
        if (end == start)
            continue;
        TRY(l5r_builder_position(b, c->line, text_col(c, text, start)));
        TRY(l5r_builder_scalar(b, text + start, end - start, c->quoted));
    }
    return l5r_builder_seq_end(b);
}

static int emit_printing(l5r_builder *b, const row *r, const cell *set,
                         const cell *lotus)
{
    TRY(l5r_builder_key(b, "printings", 9));
    TRY(l5r_builder_seq_begin(b));
    TRY(l5r_builder_map_begin(b));
    TRY(l5r_builder_key(b, "set", 3));
    TRY(l5r_builder_scalar(b, r->text + set->off, set->len, set->quoted));
    if (lotus != NULL) {
        TRY(l5r_builder_position(b, lotus->line, lotus->col));
        TRY(l5r_builder_key(b, "lotus", 5));
        TRY(l5r_builder_scalar(b, r->text + lotus->off, lotus->len,
                               lotus->quoted));
    }
    TRY(l5r_builder_map_end(b));
    return l5r_builder_seq_end(b);
}

static int emit_card(l5r_builder *b, const row *r, const int *hdr)
{
    const cell *set = NULL, *lotus = NULL;
    for (size_t i = 0; i < r->n; i++) {
        if (r->cells[i].len == 0)
            continue;
        if (columns[hdr[i]].kind == K_SET)
            set = &r->cells[i];
        else if (columns[hdr[i]].kind == K_LOTUS)
            lotus = &r->cells[i];
    }
    if (lotus != NULL && set == NULL)
        return l5r_builder_error(b, L5R_ESCHEMA, lotus->line, lotus->col,
                                 "a 'lotus' cell needs a 'set' cell in the "
                                 "same row");
    TRY(l5r_builder_position(b, r->line, 1));
    TRY(l5r_builder_map_begin(b));
    for (size_t i = 0; i < r->n; i++) {
        const cell *c = &r->cells[i];
        const struct column *col = &columns[hdr[i]];
        const char *text = r->text + c->off;
        if (c->len == 0 || col->kind == K_LOTUS)
            continue;
        TRY(l5r_builder_position(b, c->line, c->col));
        if (col->kind == K_SET) {
            TRY(emit_printing(b, r, set, lotus));
            continue;
        }
        TRY(l5r_builder_key(b, col->name, strlen(col->name)));
        switch (col->kind) {
        case K_NUMBER:
            TRY(l5r_builder_scalar(b, text, c->len, 0));
            break;
        case K_KEYWORDS:
            TRY(emit_keywords(b, c, text));
            break;
        default:
            TRY(l5r_builder_scalar(b, text, c->len, c->quoted));
            break;
        }
    }
    return l5r_builder_map_end(b);
}

static int all_empty(const row *r)
{
    for (size_t i = 0; i < r->n; i++)
        if (r->cells[i].len > 0)
            return 0;
    return 1;
}

static int csv_rows(csv_in *in, row *r)
{
    l5r_builder *b = in->b;
    int hdr[NCOLUMNS];
    size_t ncols = 0;
    TRY(skip_bom(in));
    TRY(read_header(in, r, hdr, &ncols));
    TRY(l5r_builder_position(b, 1, 1));
    TRY(l5r_builder_map_begin(b));
    TRY(l5r_builder_key(b, "cards", 5));
    TRY(l5r_builder_seq_begin(b));
    for (;;) {
        int n = read_row(in, r, ncols);
        if (n < 0)
            return n;
        if (n == 0)
            break;
        if (!all_empty(r))
            TRY(emit_card(b, r, hdr));
    }
    TRY(l5r_builder_position(b, in->line, in->col));
    TRY(l5r_builder_seq_end(b));
    return l5r_builder_map_end(b);
}

static int csv_load(const l5r_loader *self, l5r_builder *b,
                    l5r_reader_fn reader, void *reader_ud)
{
    (void)self;
    csv_in in;
    memset(&in, 0, sizeof in);
    in.b = b;
    in.reader = reader;
    in.ud = reader_ud;
    in.line = in.col = 1;
    int64_t max = l5r_builder_limit(b, L5R_LIMIT_MAX_SOURCE);
    in.max = max > 0 ? (uint64_t)max : UINT64_MAX;

    row r;
    memset(&r, 0, sizeof r);
    int rc = csv_rows(&in, &r);
    free(r.text);
    free(r.cells);
    return rc;
}

static const l5r_loader the_csv_loader = {L5R_LOADER_VERSION, "csv", csv_load,
                                          NULL};

const l5r_loader *csv_loader(void)
{
    return &the_csv_loader;
}
