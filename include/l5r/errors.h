/* SPDX-License-Identifier: MIT */
/**
 * @file l5r/errors.h
 * @brief Status codes, their names and messages, and the
 * thread-local last error.
 *
 * Every fallible function returns an int: L5R_OK (0) on success or one of
 * the negative codes below. The values are pinned forever: a code is never
 * renumbered or reused, new codes are only appended.
 *
 * An illegal move is *not* an error status: validation returns a verdict
 * (see l5r/game.h). Error statuses are for misuse and failures: a NULL,
 * a wrong handle, bad input, out of memory.
 *
 * Detail: functions that work on a handle keep the message on the handle
 * (e.g. l5r_game_errmsg()); constructors and functions without a handle
 * record it in a thread-local "last error", read with l5r_error_code()
 * and l5r_error_message(). Every failing call also updates the
 * thread-local last error, so it is always a safe place to look.
 */
#ifndef L5R_ERRORS_H
#define L5R_ERRORS_H

#include "common.h"

L5R_BEGIN_DECLS

/** Status codes. Pinned: values never change, new ones are appended. */
typedef enum l5r_status {
    L5R_OK = 0,             /**< success */
    L5R_ERROR = -1,         /**< unspecified failure */
    L5R_ENOMEM = -2,        /**< an allocation failed */
    L5R_EINVAL = -3,        /**< an invalid argument (a NULL, a bad value) */
    L5R_EHANDLE = -4,       /**< a handle of the wrong kind, or a dead one */
    L5R_EVERSION = -5,      /**< version mismatch (struct, header, save) */
    L5R_EIO = -6,           /**< reading or writing failed */
    L5R_ESYNTAX = -7,       /**< malformed input text (YAML, notation) */
    L5R_ESCHEMA = -8,       /**< well-formed input that breaks the schema */
    L5R_EDUPLICATE = -9,    /**< a duplicate key or identifier */
    L5R_ENOTFOUND = -10,    /**< no such card, object or name */
    L5R_ELIMIT = -11,       /**< a size, depth or count limit was exceeded */
    L5R_EFROZEN = -12,      /**< the object is frozen (or not frozen yet) */
    L5R_EILLEGAL = -13,     /**< an action was applied that is not legal */
    L5R_ESTATE = -14,       /**< not possible in the current state */
    L5R_EBUFSIZE = -15,     /**< an output buffer is too small */
    L5R_EFORMAT = -16,      /**< a saved game or log is corrupt or truncated */
    L5R_EMISMATCH = -17,    /**< a save was made with another card database */
    L5R_EUNSUPPORTED = -18, /**< not supported by this build or version */
    L5R_ENOTAPPLICABLE =
        -19 /**< the question does not apply (a token's bow state) */
} l5r_status;

/**
 * A static, human-readable description of a status code, e.g.
 * "out of memory". Unknown codes give "unknown status". Never NULL.
 */
L5R_API const char *l5r_strerror(int status);

/**
 * The symbolic name of a status code, e.g. "L5R_ENOMEM", for bindings
 * that build exception names. Unknown codes give NULL.
 */
L5R_API const char *l5r_status_name(int status);

/** The code of the calling thread's last error (L5R_OK if none). */
L5R_API int l5r_error_code(void);

/**
 * The message of the calling thread's last error: a thread-local string,
 * valid until the thread's next failing call or l5r_error_clear().
 * Empty (never NULL) when there is no error.
 */
L5R_API const char *l5r_error_message(void);

/** Forget the calling thread's last error. */
L5R_API void l5r_error_clear(void);

L5R_END_DECLS

#endif /* L5R_ERRORS_H */
