#!/bin/sh
# tests/run.sh - the whole test suite, from a fresh machine.
#   sh tests/run.sh            default build (build/) and the sanitizer
#                              build (build-sanitize/), every ctest test
#   L5R_SANITIZE=0 sh tests/run.sh   skip the sanitizer build
set -eu
cd "$(dirname "$0")/.."
. ./cmake/deps.sh
l5r_deps

jobs=$(nproc 2>/dev/null || echo 2)
cmake --preset default >/dev/null
cmake --build --preset default -j "$jobs"
ctest --preset default -j "$jobs"

if [ "${L5R_SANITIZE:-1}" != 0 ]; then
    cmake --preset sanitize >/dev/null
    cmake --build --preset sanitize -j "$jobs"
    ctest --preset sanitize -j "$jobs"
fi
