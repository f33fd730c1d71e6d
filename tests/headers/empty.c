/* SPDX-License-Identifier: MIT */
/* Compiled with one public header forced in by -include. */
typedef int l5r_header_test_nonempty;
