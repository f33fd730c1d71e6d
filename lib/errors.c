/* errors.c - status names and messages, and the thread-local last error. */
#include "internal.h"

#include <stdarg.h>
#include <stdio.h>

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

/* The length of the valid UTF-8 sequence at s, or 0. */
static size_t utf8_len(const unsigned char *s)
{
    unsigned c = s[0];
    size_t n = c < 0xc2 ? 0 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : c < 0xf5 ? 4 : 0;
    for (size_t i = 1; i < n; i++)
        if ((s[i] & 0xc0) != 0x80)
            return 0;
    if ((c == 0xe0 && s[1] < 0xa0) || (c == 0xed && s[1] > 0x9f) ||
        (c == 0xf0 && s[1] < 0x90) || (c == 0xf4 && s[1] > 0x8f))
        return 0; /* overlong, a surrogate, or beyond U+10FFFF */
    return n;
}

void l5r__msg_clean(char *msg)
{
    unsigned char *s = (unsigned char *)msg;
    while (*s != 0) {
        if (*s < 0x20 || *s == 0x7f) {
            *s++ = '?';
        } else if (*s < 0x80) {
            s++;
        } else {
            size_t n = utf8_len(s);
            if (n == 0)
                *s++ = '?';
            else
                s += n;
        }
    }
}

int l5r__error(int code, const char *fmt, ...)
{
    va_list ap;
    last_code = code;
    va_start(ap, fmt);
    vsnprintf(last_msg, sizeof last_msg, fmt, ap);
    va_end(ap);
    l5r__msg_clean(last_msg);
    return code;
}

int l5r__error_nomem(void)
{
    return l5r__error(L5R_ENOMEM, "out of memory");
}
