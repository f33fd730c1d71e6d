#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/run.sh - the whole test suite, from a fresh machine.
#   sh tests/run.sh            default build (build/), the sanitizer build
#                              (build-sanitize/), every ctest test in both;
#                              then a gcc Release build (build-release/) and
#                              a clang Debug build (build-debug-clang/), so
#                              the optimizer's and clang's warnings fail it
#                              too, and their tests (100 random games in
#                              test_game_props, not 1000)
#   L5R_SANITIZE=0 sh tests/run.sh   skip the sanitizer build
#   L5R_EXTRA_BUILDS=0 sh tests/run.sh   skip the Release and clang builds
#   L5R_WEB=0 sh tests/run.sh   skip the web tests: the WebAssembly build
#                              (build-wasm/) under Node and the page in
#                              headless Chromium (tests/js/); each is
#                              skipped, saying why, without Emscripten,
#                              Node, npm or Chromium (.ci/web-deps.sh
#                              installs them)
set -eu
cd "$(dirname "$0")/.."
. ./cmake/deps.sh
l5r_deps

jobs=$(nproc 2>/dev/null || echo 2)
cmake --preset default >/dev/null
cmake --build --preset default -j "$jobs"
ctest --preset default -j "$jobs"

if [ "${L5R_WEB:-1}" != 0 ]; then
    for t in tests/js/run.sh tests/js/browser.sh; do
        rc=0
        sh "$t" || rc=$?
        [ "$rc" = 0 ] || [ "$rc" = 77 ] || { echo "$t failed ($rc)"; exit 1; }
    done
fi

if [ "${L5R_SANITIZE:-1}" != 0 ]; then
    cmake --preset sanitize >/dev/null
    cmake --build --preset sanitize -j "$jobs"
    ctest --preset sanitize -j "$jobs"
fi

if [ "${L5R_EXTRA_BUILDS:-1}" != 0 ]; then
    for preset in release debug-clang; do
        cmake --preset "$preset" >/dev/null
        cmake --build --preset "$preset" -j "$jobs"
        ctest --preset "$preset" -j "$jobs"
    done
fi
