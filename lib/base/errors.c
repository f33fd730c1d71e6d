/* SPDX-License-Identifier: MIT */
/* errors.c - status names and messages, the thread-local last error, and
   the UTF-8 check of texts the library takes in or quotes. */
#include "base/base.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define L5R_ERRMSG_MAX 512

static _Thread_local int last_code;
static _Thread_local char last_msg[L5R_ERRMSG_MAX];

static const struct {
    int code;
    const char *name;
    const char *text;
} statuses[] = {
    {L5R_OK, "L5R_OK", "success"},
    {L5R_ERROR, "L5R_ERROR", "unspecified failure"},
    {L5R_ENOMEM, "L5R_ENOMEM", "out of memory"},
    {L5R_EINVAL, "L5R_EINVAL", "invalid argument"},
    {L5R_EHANDLE, "L5R_EHANDLE", "wrong or destroyed handle"},
    {L5R_EVERSION, "L5R_EVERSION", "version mismatch"},
    {L5R_EIO, "L5R_EIO", "input/output error"},
    {L5R_ESYNTAX, "L5R_ESYNTAX", "malformed input"},
    {L5R_ESCHEMA, "L5R_ESCHEMA", "input does not match the schema"},
    {L5R_EDUPLICATE, "L5R_EDUPLICATE", "duplicate key or identifier"},
    {L5R_ENOTFOUND, "L5R_ENOTFOUND", "not found"},
    {L5R_ELIMIT, "L5R_ELIMIT", "limit exceeded"},
    {L5R_EFROZEN, "L5R_EFROZEN", "object is frozen or not yet frozen"},
    {L5R_EILLEGAL, "L5R_EILLEGAL", "illegal action"},
    {L5R_ESTATE, "L5R_ESTATE", "not possible in the current state"},
    {L5R_EBUFSIZE, "L5R_EBUFSIZE", "buffer too small"},
    {L5R_EFORMAT, "L5R_EFORMAT", "corrupt or truncated data"},
    {L5R_EMISMATCH, "L5R_EMISMATCH", "made with another card database"},
    {L5R_EUNSUPPORTED, "L5R_EUNSUPPORTED", "not supported"},
    {L5R_ENOTAPPLICABLE, "L5R_ENOTAPPLICABLE", "not applicable"},
};

const char *l5r_strerror(int status)
{
    for (size_t i = 0; i < L5R_ARRAY_LEN(statuses); i++)
        if (statuses[i].code == status)
            return statuses[i].text;
    return "unknown status";
}

const char *l5r_status_name(int status)
{
    for (size_t i = 0; i < L5R_ARRAY_LEN(statuses); i++)
        if (statuses[i].code == status)
            return statuses[i].name;
    return NULL;
}

int l5r_error_code(void)
{
    return last_code;
}

const char *l5r_error_message(void)
{
    return last_msg;
}

void l5r_error_clear(void)
{
    last_code = L5R_OK;
    last_msg[0] = '\0';
}

size_t l5r_errors__utf8_check(const char *s, size_t len, const char **what)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0;
    while (i < len) {
        unsigned c = u[i];
        if (c == 0) {
            *what = "an embedded NUL byte";
            return i;
        }
        if (c < 0x80) {
            i++;
            continue;
        }
        size_t n;
        unsigned min;
        if (c >= 0xc2 && c <= 0xdf) {
            n = 1;
            min = 0x80;
        } else if (c >= 0xe0 && c <= 0xef) {
            n = 2;
            min = 0x800;
        } else if (c >= 0xf0 && c <= 0xf4) {
            n = 3;
            min = 0x10000;
        } else {
            *what = "invalid UTF-8";
            return i;
        }
        if (len - i <= n) {
            *what = "invalid UTF-8 (truncated sequence)";
            return i;
        }
        unsigned cp = c & (0x3f >> n);
        for (size_t k = 1; k <= n; k++) {
            if ((u[i + k] & 0xc0) != 0x80) {
                *what = "invalid UTF-8";
                return i;
            }
            cp = (cp << 6) | (u[i + k] & 0x3f);
        }
        if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
            *what = "invalid UTF-8";
            return i;
        }
        i += n + 1;
    }
    return len;
}

void l5r_errors__msg_clean(char *msg)
{
    size_t len = strlen(msg);
    const char *what;
    for (size_t i = 0; i < len;) {
        size_t ok = i + l5r_errors__utf8_check(msg + i, len - i, &what);
        for (; i < ok; i++)
            if ((unsigned char)msg[i] < 0x20 || msg[i] == 0x7f)
                msg[i] = '?';
        if (i < len)
            msg[i++] = '?'; /* the first byte that is not UTF-8 */
    }
}

int l5r_errors__error(int code, const char *fmt, ...)
{
    va_list ap;
    last_code = code;
    va_start(ap, fmt);
    vsnprintf(last_msg, sizeof last_msg, fmt, ap);
    va_end(ap);
    l5r_errors__msg_clean(last_msg);
    return code;
}

int l5r_errors__nomem(void)
{
    return l5r_errors__error(L5R_ENOMEM, "out of memory");
}
