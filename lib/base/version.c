/* SPDX-License-Identifier: MIT */
/* version.c - runtime twins of the version macros. */
#include "base/base.h"

unsigned int l5r_version(void)
{
    return L5R_VERSION_NUMBER;
}

const char *l5r_version_string(void)
{
    return L5R_VERSION_STRING;
}

unsigned int l5r_abi_major(void)
{
    return L5R_ABI_MAJOR;
}

unsigned int l5r_abi_minor(void)
{
    return L5R_ABI_MINOR;
}

int l5r_version_check(unsigned int header_version,
                      unsigned int header_abi_major)
{
    if (header_abi_major != L5R_ABI_MAJOR)
        return l5r_errors__error(
            L5R_EVERSION, "headers are for ABI %u, the library is ABI %u",
            header_abi_major, (unsigned)L5R_ABI_MAJOR);
    if (header_version > L5R_VERSION_NUMBER)
        return l5r_errors__error(L5R_EVERSION,
                                 "headers are version %u.%u.%u, newer than the "
                                 "library (%s)",
                                 header_version / 10000,
                                 header_version / 100 % 100,
                                 header_version % 100, L5R_VERSION_STRING);
    return L5R_OK;
}
