/* SPDX-License-Identifier: MIT */
/* A tiny outside program: built against an installed libl5r. */
#include <l5r.h>

#include <stdio.h>
#include <string.h>

int main(void)
{
    if (L5R_VERSION_CHECK() != L5R_OK) {
        fprintf(stderr, "version check: %s\n", l5r_error_message());
        return 1;
    }
    if (strcmp(l5r_version_string(), L5R_VERSION_STRING) != 0) {
        fprintf(stderr, "headers %s, library %s\n", L5R_VERSION_STRING,
                l5r_version_string());
        return 1;
    }
    printf("consumer: libl5r %s\n", l5r_version_string());
    return 0;
}
