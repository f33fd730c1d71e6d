#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/js/run.sh - builds the wasm preset (Emscripten) and runs the
# JavaScript binding's Node test (examples/js/test.mjs), which replays the
# native tool's seeded game. tests/run.sh runs it; .ci/web-deps.sh
# installs what it needs. Exits 77 (skipped), saying why, when emcc, node,
# libyaml's Debian source or the native tool's build is missing. L5R_NATIVE: the native l5r tool (default: build/bin/l5r,
# built with the default preset when missing).
set -eu
cd "$(dirname "$0")/../.."

name=tests/js
. tests/js/common.sh
native="${L5R_NATIVE:-build/bin/l5r}"
if [ ! -x "$native" ]; then
    [ -z "${L5R_NATIVE:-}" ] || skip "no native tool at $native"
    cmake --preset default >/dev/null
    cmake --build build --target l5r_cli -j"$(nproc)" >/dev/null
fi

cmake --preset wasm >/dev/null
cmake --build --preset wasm -j"$(nproc)"
L5R_NATIVE="$(realpath "$native")" L5R_SOURCE_DIR="$PWD" \
    node build-wasm/examples/js/test.mjs
