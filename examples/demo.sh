#!/bin/sh
# SPDX-License-Identifier: MIT
# examples/demo.sh - the main job, from a fresh machine: install what is
# missing, build, load the sample cards and play a seeded sample game
# between the two sample decks, every move validated.
set -eu
cd "$(dirname "$0")/.."
. ./cmake/deps.sh
l5r_deps
cmake --preset default >/dev/null
cmake --build --preset default -j "$(nproc 2>/dev/null || echo 2)" >/dev/null
exec ./build/bin/l5r play --seed "${L5R_SEED:-1}" "$@"
