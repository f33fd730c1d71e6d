#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/js/run.sh - builds the wasm preset (Emscripten) and runs the
# JavaScript binding's Node test (examples/js/test.mjs), which replays the
# native tool's seeded game. Not part of the default ctest run or of CI.
# Exits 77 (skipped), saying why, when emcc, node or the native tool's
# build is missing. L5R_NATIVE: the native l5r tool (default: build/bin/l5r,
# built with the default preset when missing).
set -eu
cd "$(dirname "$0")/../.."

skip() { echo "tests/js: skipped: $*"; exit 77; }
command -v emcc >/dev/null 2>&1 || skip "no emcc (apt-get install emscripten)"
command -v node >/dev/null 2>&1 || skip "no node (apt-get install nodejs)"
[ -f /usr/share/emscripten/cmake/Modules/Platform/Emscripten.cmake ] ||
    skip "no Emscripten CMake toolchain in /usr/share/emscripten"

native="${L5R_NATIVE:-build/bin/l5r}"
if [ ! -x "$native" ]; then
    [ -z "${L5R_NATIVE:-}" ] || skip "no native tool at $native"
    [ -f build/CMakeCache.txt ] || cmake --preset default >/dev/null
    cmake --build build --target l5r_cli -j"$(nproc)" >/dev/null
fi

cmake --preset wasm >/dev/null
cmake --build --preset wasm -j"$(nproc)"
L5R_NATIVE="$(realpath "$native")" L5R_SOURCE_DIR="$PWD" \
    node build-wasm/examples/js/test.mjs
