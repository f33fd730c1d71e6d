/* SPDX-License-Identifier: MIT */
/*
 * loader_yaml.c - the built-in YAML loader: libyaml's event API in, the
 * public builder (l5r/sys/loader.h) out, and nothing private in between.
 *
 * Refused here, with the line and column: anchors and aliases (there is no
 * alias expansion, ever), tags, %TAG directives, complex keys, bytes that
 * are not UTF-8, NUL bytes, sources over the size limit (checked as the
 * bytes arrive). The builder adds its own checks (depth, scalar size,
 * control characters such as a NUL written as an escape in a quoted
 * scalar, duplicate keys, one document).
 */
#include "l5r/sys/loader.h"
#include "l5r/errors.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <yaml.h>

#define YAML_STACK_MAX 1024

typedef struct yaml_in {
    l5r_reader_fn reader;
    void *ud;
    const char *chunk;
    size_t left;
    int eof;
    int status; /* a reader or byte error: stop */
    char msg[128];
    uint64_t total, max; /* bytes so far, the limit */
    uint32_t line, col;  /* position of the next character, 1-based */
    uint64_t total_chars;
    int last_cr;
    unsigned need;              /* UTF-8 continuation bytes still expected */
    unsigned cp, min;           /* the code point being read, its minimum */
    uint32_t bad_line, bad_col; /* a byte or size error */
} yaml_in;

static int in_fail(yaml_in *in, int code, const char *msg)
{
    in->status = code;
    snprintf(in->msg, sizeof in->msg, "%s", msg);
    return 0;
}

/* YAML's printable set: no C0 controls but tab and line breaks, no DEL,
   no C1 controls but NEL, no surrogates, no U+FFFE / U+FFFF. */
static bool printable(unsigned cp)
{
    if (cp < 0x20)
        return cp == '\t' || cp == '\n' || cp == '\r';
    if (cp == 0x7f || (cp >= 0x80 && cp <= 0x9f && cp != 0x85))
        return false;
    return cp != 0xfffe && cp != 0xffff;
}

/* One character read: keep the position as libyaml counts it (CR, LF, CR
   LF, NEL, U+2028 and U+2029 end a line; a BOM at the start is no column). */
static void advance(yaml_in *in, unsigned cp)
{
    if (cp == '\n' && in->last_cr) {
        in->last_cr = 0; /* CR LF: one line break */
        return;
    }
    in->last_cr = cp == '\r';
    if (cp == '\n' || cp == '\r' || cp == 0x85 || cp == 0x2028 ||
        cp == 0x2029) {
        in->line++;
        in->col = 1;
    } else if (!(cp == 0xfeff && in->total_chars == 0)) {
        in->col++;
    }
    in->total_chars++;
}

/* Are the eight bytes at `p` all printable ASCII (0x20..0x7e)? */
static bool printable_ascii8(const unsigned char *p)
{
    const uint64_t ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL;
    uint64_t w;
    memcpy(&w, p, 8);
    uint64_t del = w ^ (0x7f * ones);
    return ((((w - 0x20 * ones) & ~w) | ((del - ones) & ~del) | w) & highs) ==
           0;
}

/* Check bytes as they pass to libyaml: UTF-8, printable characters (so a
   bad byte is reported where it is), and keep the position. Printable
   ASCII, nearly every byte of a card file, takes the short path. */
static int scan_bytes(yaml_in *in, const unsigned char *p, size_t n)
{
    uint32_t col = in->col;
    for (size_t i = 0; i < n; i++) {
        if (in->need == 0 && p[i] >= 0x20 && p[i] < 0x7f) {
            size_t start = i;
            while (i + 8 <= n && printable_ascii8(p + i))
                i += 8;
            while (i < n && p[i] >= 0x20 && p[i] < 0x7f)
                i++;
            col += (uint32_t)(i - start);
            in->total_chars += i - start;
            in->last_cr = 0;
            if (i == n)
                break;
        }
        unsigned c = p[i];
        if (c == '\n' && in->need == 0) { /* the other common byte */
            if (!in->last_cr) {
                in->line++;
                col = 1;
            }
            in->last_cr = 0;
            in->total_chars++;
            continue;
        }
        in->col = col;
        if (in->need > 0) {
            if ((c & 0xc0) != 0x80)
                return in_fail(in, L5R_ESYNTAX, "invalid UTF-8");
            in->cp = (in->cp << 6) | (c & 0x3f);
            if (--in->need == 0) {
                if (in->cp < in->min || in->cp > 0x10ffff ||
                    (in->cp >= 0xd800 && in->cp <= 0xdfff))
                    return in_fail(in, L5R_ESYNTAX, "invalid UTF-8");
                if (!printable(in->cp))
                    return in_fail(in, L5R_ESYNTAX,
                                   "a control character is not allowed");
                advance(in, in->cp);
            }
            col = in->col;
            continue;
        }
        in->bad_line = in->line;
        in->bad_col = in->col;
        if (c == 0)
            return in_fail(in, L5R_ESYNTAX, "an embedded NUL byte");
        if (c < 0x80) {
            if (!printable(c))
                return in_fail(in, L5R_ESYNTAX,
                               "a control character is not allowed");
            advance(in, c);
        } else if (c >= 0xc2 && c <= 0xdf) {
            in->need = 1, in->cp = c & 0x1f, in->min = 0x80;
        } else if (c >= 0xe0 && c <= 0xef) {
            in->need = 2, in->cp = c & 0x0f, in->min = 0x800;
        } else if (c >= 0xf0 && c <= 0xf4) {
            in->need = 3, in->cp = c & 0x07, in->min = 0x10000;
        } else {
            return in_fail(in, L5R_ESYNTAX, "invalid UTF-8");
        }
        col = in->col;
    }
    in->col = col;
    return 1;
}

static int read_handler(void *data, unsigned char *buffer, size_t size,
                        size_t *size_read)
{
    yaml_in *in = data;
    *size_read = 0;
    if (in->status != L5R_OK)
        return 0;
    while (in->left == 0 && !in->eof) {
        const char *chunk = NULL;
        size_t n = 0;
        int rc = in->reader(in->ud, &chunk, &n);
        if (rc != L5R_OK)
            return in_fail(in, rc < 0 ? rc : L5R_EIO, "the reader failed");
        if (n == 0) {
            in->eof = 1;
            if (in->need > 0)
                return in_fail(in, L5R_ESYNTAX,
                               "invalid UTF-8 (truncated sequence)");
        } else if (chunk == NULL) {
            return in_fail(in, L5R_EIO, "the reader returned no data");
        } else {
            in->chunk = chunk;
            in->left = n;
        }
    }
    size_t n = in->left < size ? in->left : size;
    if (n == 0)
        return 1; /* end of input */
    if (n > in->max - in->total) {
        /* Scan up to the limit, so the error is where it was crossed (or
           is a bad byte before it), and stop reading there. */
        size_t fit = (size_t)(in->max - in->total);
        if (!scan_bytes(in, (const unsigned char *)in->chunk, fit))
            return 0;
        in->bad_line = in->line;
        in->bad_col = in->col;
        char msg[96];
        snprintf(msg, sizeof msg, "the source is larger than %llu bytes",
                 (unsigned long long)in->max);
        return in_fail(in, L5R_ELIMIT, msg);
    }
    if (!scan_bytes(in, (const unsigned char *)in->chunk, n))
        return 0;
    memcpy(buffer, in->chunk, n);
    in->chunk += n;
    in->left -= n;
    in->total += n;
    *size_read = n;
    return 1;
}

static int parser_error(l5r_builder *b, const yaml_parser_t *p, yaml_in *in)
{
    if (in->status != L5R_OK) {
        int at = in->status == L5R_ESYNTAX || in->status == L5R_ELIMIT;
        return l5r_builder_error(b, in->status, at ? in->bad_line : 0,
                                 at ? in->bad_col : 0, in->msg);
    }
    if (p->error == YAML_MEMORY_ERROR)
        return l5r_builder_error(b, L5R_ENOMEM, 0, 0, "out of memory");
    char msg[256];
    const char *problem = p->problem != NULL ? p->problem : "syntax error";
    if (p->context != NULL)
        snprintf(msg, sizeof msg, "%s %s", problem, p->context);
    else
        snprintf(msg, sizeof msg, "%s", problem);
    yaml_mark_t m = p->problem_mark;
    if (p->error == YAML_READER_ERROR)
        return l5r_builder_error(b, L5R_ESYNTAX, in->line, in->col, msg);
    return l5r_builder_error(b, L5R_ESYNTAX, (uint32_t)m.line + 1,
                             (uint32_t)m.column + 1, msg);
}

static int refuse(l5r_builder *b, const yaml_event_t *e, const char *msg)
{
    return l5r_builder_error(b, L5R_ESCHEMA, (uint32_t)e->start_mark.line + 1,
                             (uint32_t)e->start_mark.column + 1, msg);
}

/* Anchors, aliases and tags have no place in a card file. */
static int check_node(l5r_builder *b, const yaml_event_t *e,
                      const yaml_char_t *anchor, const yaml_char_t *tag)
{
    if (anchor != NULL)
        return refuse(b, e, "anchors are not allowed");
    if (tag != NULL)
        return refuse(b, e, "tags are not allowed");
    return L5R_OK;
}

static int yaml_load(const l5r_loader *self, l5r_builder *b,
                     l5r_reader_fn reader, void *reader_ud)
{
    (void)self;
    yaml_in in;
    memset(&in, 0, sizeof in);
    in.reader = reader;
    in.ud = reader_ud;
    in.line = in.col = 1;
    in.max = (uint64_t)l5r_builder_limit(b, L5R_LIMIT_MAX_SOURCE);

    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser))
        return l5r_builder_error(b, L5R_ENOMEM, 0, 0, "out of memory");
    yaml_parser_set_input(&parser, read_handler, &in);

    /* Per open collection: is it a mapping, and is a key due next? */
    unsigned char is_map[YAML_STACK_MAX], want_key[YAML_STACK_MAX];
    unsigned depth = 0;
    int docs = 0, rc = L5R_OK, done = 0;

    while (!done && rc == L5R_OK) {
        yaml_event_t e;
        if (!yaml_parser_parse(&parser, &e)) {
            rc = parser_error(b, &parser, &in);
            break;
        }
        rc = l5r_builder_position(b, (uint32_t)e.start_mark.line + 1,
                                  (uint32_t)e.start_mark.column + 1);
        int key_due = depth > 0 && is_map[depth - 1] && want_key[depth - 1];
        switch (e.type) {
        case YAML_STREAM_END_EVENT:
            done = 1;
            break;
        case YAML_DOCUMENT_START_EVENT:
            if (++docs > 1)
                rc = l5r_builder_error(b, L5R_ESYNTAX,
                                       (uint32_t)e.start_mark.line + 1,
                                       (uint32_t)e.start_mark.column + 1,
                                       "more than one document in the stream");
            else if (e.data.document_start.tag_directives.start !=
                     e.data.document_start.tag_directives.end)
                rc = refuse(b, &e, "tags are not allowed");
            break;
        case YAML_ALIAS_EVENT:
            rc = refuse(b, &e, "aliases are not allowed");
            break;
        case YAML_SCALAR_EVENT:
            rc = check_node(b, &e, e.data.scalar.anchor, e.data.scalar.tag);
            if (rc != L5R_OK)
                break;
            if (key_due) {
                rc = l5r_builder_key(b, (const char *)e.data.scalar.value,
                                     e.data.scalar.length);
                want_key[depth - 1] = 0;
            } else {
                rc = l5r_builder_scalar(
                    b, (const char *)e.data.scalar.value, e.data.scalar.length,
                    e.data.scalar.style != YAML_PLAIN_SCALAR_STYLE);
                if (depth > 0 && is_map[depth - 1])
                    want_key[depth - 1] = 1;
            }
            break;
        case YAML_MAPPING_START_EVENT:
        case YAML_SEQUENCE_START_EVENT: {
            int map = e.type == YAML_MAPPING_START_EVENT;
            rc = map ? check_node(b, &e, e.data.mapping_start.anchor,
                                  e.data.mapping_start.tag)
                     : check_node(b, &e, e.data.sequence_start.anchor,
                                  e.data.sequence_start.tag);
            if (rc != L5R_OK)
                break;
            if (key_due) {
                rc = refuse(b, &e, "a mapping key must be a plain scalar");
                break;
            }
            rc = map ? l5r_builder_map_begin(b) : l5r_builder_seq_begin(b);
            if (rc != L5R_OK)
                break;
            if (depth >= YAML_STACK_MAX) {
                rc = l5r_builder_error(
                    b, L5R_ELIMIT, (uint32_t)e.start_mark.line + 1,
                    (uint32_t)e.start_mark.column + 1, "nesting too deep");
                break;
            }
            is_map[depth] = (unsigned char)map;
            want_key[depth] = 1;
            depth++;
            break;
        }
        case YAML_MAPPING_END_EVENT:
        case YAML_SEQUENCE_END_EVENT:
            rc = e.type == YAML_MAPPING_END_EVENT ? l5r_builder_map_end(b)
                                                  : l5r_builder_seq_end(b);
            if (depth > 0)
                depth--;
            if (depth > 0 && is_map[depth - 1])
                want_key[depth - 1] = 1;
            break;
        default:
            break;
        }
        yaml_event_delete(&e);
    }
    yaml_parser_delete(&parser);
    return rc;
}

static const l5r_loader yaml_loader = {L5R_LOADER_VERSION, "yaml", yaml_load,
                                       NULL};

const l5r_loader *l5r_loader_yaml(void)
{
    return &yaml_loader;
}
