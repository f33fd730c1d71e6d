/* SPDX-License-Identifier: MIT */
/**
 * @file l5r/sys/loader.h
 * @brief For people who write card loaders.
 *
 * A loader turns the bytes of a source, pulled through an l5r_reader_fn,
 * into card definitions. It does so only through the builder below: it
 * describes the source as a tree of mappings, sequences and scalars (the
 * shape of the YAML schema in examples/cards/SCHEMA.md), and the card
 * database checks that tree against the schema and turns it into cards.
 * So a loader knows nothing of the rules, and every loader's output is
 * checked the same way. The built-in YAML loader (l5r_loader_yaml()) uses
 * nothing but this header; examples/ has a CSV loader that does the same.
 *
 * The struct only ever grows at the end; `version` says which fields the
 * caller filled.
 */
#ifndef L5R_SYS_LOADER_H
#define L5R_SYS_LOADER_H

#include "../common.h"
#include "../carddb.h"

L5R_BEGIN_DECLS

/** The tree a loader describes for one load; owned by the card database. */
typedef struct l5r_builder l5r_builder;

/** The version of l5r_loader this header describes. */
#define L5R_LOADER_VERSION 1

/**
 * A card loader: a versioned table of its name, its load function and its
 * data, starting with its `version`. Pass it to l5r_carddb_load_with(),
 * which uses it only during that call.
 */
typedef struct l5r_loader {
    unsigned int version; /**< L5R_LOADER_VERSION */
    const char *name;     /**< e.g. "yaml", for messages */
    /**
     * Read the whole source with `reader` and describe it to `b`. Return
     * L5R_OK, or a negative status after reporting the reason with
     * l5r_builder_error() (a bare negative status gets a generic message).
     * A non-OK status returned by a builder call must be passed on.
     */
    int (*load)(const struct l5r_loader *self, l5r_builder *b,
                l5r_reader_fn reader, void *reader_ud);
    void *ud; /**< the loader's own data */
} l5r_loader;

/** The built-in YAML loader (libyaml, event API). Static; never NULL. */
L5R_API const l5r_loader *l5r_loader_yaml(void);

/**
 * Load a source with a given loader into an unfrozen database: all or
 * nothing, like l5r_carddb_load_file(). `source_name` names the source in
 * diagnostics (NULL: "<reader>").
 */
L5R_API int l5r_carddb_load_with(l5r_carddb *db, const l5r_loader *loader,
                                 const char *source_name, l5r_reader_fn reader,
                                 void *reader_ud);

/* --- the builder ------------------------------------------------------------
 * Describe one document: exactly one top-level mapping. Inside a mapping,
 * call l5r_builder_key() before each value; a value is a scalar, or a
 * nested mapping or sequence (begin ... end). Each call returns L5R_OK or
 * a negative status (the builder has recorded a diagnostic), after which
 * the loader must stop and return that status.
 */

/** Where the next event starts in the source (1-based; for diagnostics). */
L5R_API int l5r_builder_position(l5r_builder *b, uint32_t line,
                                 uint32_t column);
/** A mapping begins (the document's top level, or a value); L5R_ELIMIT
    beyond the nesting limit. */
L5R_API int l5r_builder_map_begin(l5r_builder *b);
/** The mapping begun last ends: L5R_EINVAL if none is open, L5R_ESYNTAX
    if its last key has no value. */
L5R_API int l5r_builder_map_end(l5r_builder *b);
/** A sequence begins (a value; the top level is a mapping); L5R_ELIMIT
    beyond the nesting limit. */
L5R_API int l5r_builder_seq_begin(l5r_builder *b);
/** The sequence begun last ends: L5R_EINVAL if none is open. */
L5R_API int l5r_builder_seq_end(l5r_builder *b);
/** A mapping key (`len` bytes of UTF-8). Duplicate keys are refused. */
L5R_API int l5r_builder_key(l5r_builder *b, const char *key, size_t len);
/**
 * A scalar value: `len` bytes of UTF-8 text. `quoted` non-zero means the
 * source wrote it as a string ("3" in quotes is a string, not a number).
 */
L5R_API int l5r_builder_scalar(l5r_builder *b, const char *value, size_t len,
                               int quoted);
/**
 * Report an error found by the loader itself (a syntax error, bad bytes)
 * at the given position (0 = unknown). Returns `code`, for
 * `return l5r_builder_error(...)`.
 */
L5R_API int l5r_builder_error(l5r_builder *b, int code, uint32_t line,
                              uint32_t column, const char *message);
/** The database's value of a limit (an l5r_carddb_limit), or -1 for an
    unknown limit or a NULL builder. */
L5R_API int64_t l5r_builder_limit(const l5r_builder *b, int limit);

L5R_END_DECLS

#endif /* L5R_SYS_LOADER_H */
