/* SPDX-License-Identifier: MIT */
/*
 * parse.c - the parse driver: a source, pulled through a reader by a
 * loader, built into a tree, and handed to a schema. It knows nothing of
 * card databases: the card database's loads (load.c), its player
 * abilities and decklists all parse through it.
 */
#include "cards/schema.h"

#include <errno.h>
#include <stdio.h>

int l5r_parse__with(l5r_schema *s, const l5r_loader *loader,
                    const char *source_name, l5r_reader_fn reader,
                    void *reader_ud, l5r_tree_fn fn, void *arg,
                    l5r_item_fn item)
{
    l5r_diags *d = s->diags;
    l5r_diags__clear(d);
    if (source_name == NULL)
        source_name = "<reader>";
    uint32_t src;
    int rc = l5r_diags__source(d, source_name, &src);
    if (rc != L5R_OK) {
        l5r_pos p = {0, 0, 0};
        l5r_diags__diag(d, L5R_ENOMEM, p, "out of memory");
        return l5r_diags__report(d, L5R_ENOMEM);
    }
    s->src = src;
    s->status = L5R_OK;
    s->errors = 0;
    l5r_builder b;
    l5r_builder__init(&b, d, src);
    b.utf8_checked = loader == l5r_loader_yaml(); /* it checks every byte */
    b.item_fn = item;
    b.item_arg = s;
    rc = loader->load(loader, &b, reader, reader_ud);
    if (rc == L5R_OK)
        rc = l5r_builder__finish(&b);
    else if (b.status == L5R_OK) /* the loader failed without saying why */
        l5r_builder_error(&b, rc, 0, 0, "the loader failed");
    if (rc == L5R_OK)
        rc = fn(s, b.root, arg);
    l5r_builder__free(&b);
    return rc != L5R_OK ? l5r_diags__report(d, rc) : L5R_OK;
}

typedef struct buf_reader {
    const char *data;
    size_t len;
    int done;
} buf_reader;

static int read_buffer(void *ud, const char **chunk, size_t *size)
{
    buf_reader *r = ud;
    *chunk = r->data;
    *size = r->done ? 0 : r->len;
    r->done = 1;
    return L5R_OK;
}

int l5r_parse__buffer(l5r_schema *s, const char *source_name, const char *data,
                      size_t len, l5r_tree_fn fn, void *arg, l5r_item_fn item)
{
    if (data == NULL && len > 0)
        return l5r_diags__fail(s->diags, L5R_EINVAL, "data is NULL");
    buf_reader r = {data, len, 0};
    return l5r_parse__with(s, l5r_loader_yaml(),
                           source_name != NULL ? source_name : "<buffer>",
                           read_buffer, &r, fn, arg, item);
}

/* A file, read no further than one byte past the size limit: that byte
   is enough for the loader to refuse the source. */
typedef struct file_reader {
    FILE *f;
    uint64_t left; /* bytes it may still read */
    char buf[65536];
} file_reader;

static int read_file(void *ud, const char **chunk, size_t *size)
{
    file_reader *r = ud;
    *chunk = r->buf;
    *size = 0;
    if (r->left == 0)
        return L5R_ELIMIT; /* the loader stops before it asks for this */
    size_t want = r->left < sizeof r->buf ? (size_t)r->left : sizeof r->buf;
    *size = fread(r->buf, 1, want, r->f);
    r->left -= *size;
    return *size == 0 && ferror(r->f) ? L5R_EIO : L5R_OK;
}

int l5r_parse__file(l5r_schema *s, const char *path, l5r_tree_fn fn, void *arg,
                    l5r_item_fn item)
{
    l5r_diags *d = s->diags;
    if (path == NULL)
        return l5r_diags__fail(d, L5R_EINVAL, "path is NULL");
    l5r_diags__clear(d);
    file_reader *r = l5r_alloc__alloc(&d->mem, sizeof *r);
    if (r == NULL) {
        snprintf(d->errmsg, sizeof d->errmsg, "out of memory");
        return l5r_errors__nomem();
    }
    r->f = fopen(path, "rb");
    if (r->f == NULL) {
        int e = errno;
        l5r_alloc__dealloc(&d->mem, r, sizeof *r);
        uint32_t src;
        l5r_pos p = {0, 0, 0};
        if (l5r_diags__source(d, path, &src) == L5R_OK) {
            p.src = src;
            l5r_diags__diag(d, L5R_EIO, p, "cannot open: %s", strerror(e));
            d->srcnames.n = src; /* keep nothing from a failed load */
        }
        return l5r_diags__report(d, L5R_EIO);
    }
    r->left = (uint64_t)d->limits[L5R_LIMIT_MAX_SOURCE] + 1;
    int rc = l5r_parse__with(s, l5r_loader_yaml(), path, read_file, r, fn, arg,
                             item);
    fclose(r->f);
    l5r_alloc__dealloc(&d->mem, r, sizeof *r);
    return rc;
}
