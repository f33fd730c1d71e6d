/* SPDX-License-Identifier: MIT */
/*
 * fuzz.h - what the fuzz targets share. Each target defines
 * LLVMFuzzerTestOneInput; built with -DL5R_FUZZ=ON and clang it is a
 * libFuzzer program, otherwise driver.c runs it over files (the corpus
 * replay that ctest does on every build). A target aborts on any broken
 * promise: a crash, a leak (under the sanitizers), or an illegal or
 * failed call that changed the game.
 */
#ifndef L5R_FUZZ_H
#define L5R_FUZZ_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#ifdef L5R_LIBFUZZER
/* libFuzzer's own mutations, and the hook for a target's (fuzz_save). */
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max);
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max,
                               unsigned int seed);
#endif

#endif
