/* SPDX-License-Identifier: MIT */
/**
 * @file l5r/version.h
 * @brief Project and ABI versions, and the header/library check.
 *
 * The project version follows Semantic Versioning. The ABI version is kept
 * apart from it: L5R_ABI_MAJOR is the SONAME (`libl5r.so.<ABI major>`) and
 * only changes if a symbol is removed or changed, which the project's ABI
 * discipline forbids; L5R_ABI_MINOR grows with every release that adds
 * symbols. Every macro here has a runtime twin, because FFI users
 * (ctypes, cffi, LuaJIT) cannot see macros.
 */
#ifndef L5R_VERSION_H
#define L5R_VERSION_H

#include "common.h"

/** @def L5R_VERSION_MAJOR
    The major number of the project version the headers are of. */
/** @def L5R_VERSION_MINOR
    The minor number of the project version. */
/** @def L5R_VERSION_PATCH
    The patch number of the project version. */
/** @def L5R_VERSION_STRING
    The project version as text, "MAJOR.MINOR.PATCH". */
#define L5R_VERSION_MAJOR  0
#define L5R_VERSION_MINOR  1
#define L5R_VERSION_PATCH  0
#define L5R_VERSION_STRING "0.1.0"
/** MAJOR * 10000 + MINOR * 100 + PATCH, e.g. 100 for 0.1.0. */
#define L5R_VERSION_NUMBER                                                     \
    (L5R_VERSION_MAJOR * 10000 + L5R_VERSION_MINOR * 100 + L5R_VERSION_PATCH)

/** The ABI major version: the number in the SONAME (1: libl5r.so.1). */
#define L5R_ABI_MAJOR 1
/** The ABI minor version: grows with every release that adds symbols. */
#define L5R_ABI_MINOR 0

L5R_BEGIN_DECLS

/** The library's version number (L5R_VERSION_NUMBER it was built with). */
L5R_API unsigned int l5r_version(void);

/** The library's version as a static string, e.g. "0.1.0". Never NULL. */
L5R_API const char *l5r_version_string(void);

/** The library's ABI major version (the number in its SONAME). */
L5R_API unsigned int l5r_abi_major(void);

/** The library's ABI minor version (grows when symbols are added). */
L5R_API unsigned int l5r_abi_minor(void);

/**
 * Check that the library loaded at run time can serve a program compiled
 * against headers of version `header_version` (pass L5R_VERSION_NUMBER,
 * or use L5R_VERSION_CHECK()).
 *
 * The library agrees when its ABI major equals `header_abi_major` and its
 * version is not older than the headers (an older library may lack
 * functions the program calls).
 *
 * Returns L5R_OK, or L5R_EVERSION with the reason in the thread's last
 * error (l5r_error_message()).
 */
L5R_API int l5r_version_check(unsigned int header_version,
                              unsigned int header_abi_major);

/** Check the headers a program is compiled with against the library. */
#define L5R_VERSION_CHECK() l5r_version_check(L5R_VERSION_NUMBER, L5R_ABI_MAJOR)

L5R_END_DECLS

#endif /* L5R_VERSION_H */
