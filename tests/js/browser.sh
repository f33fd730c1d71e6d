#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/js/browser.sh - the browser table's test: builds the wasm preset,
# serves build-wasm/examples/js/web/ with python3 -m http.server on a free
# local port, and drives headless Chromium over it with puppeteer-core
# (tests/js/browser.mjs): an illegal move typed in the notation box must
# show its rule ID, and p1 plays a whole game by clicking legal-move
# buttons. Screenshots: build-wasm/browser-table.png (the end) and
# build-wasm/browser-table-midgame.png. tests/run.sh runs it;
# .ci/web-deps.sh installs what it needs.
#
# Exits 77 (skipped), saying why, when emcc, node, npm, libyaml's Debian
# source, puppeteer-core (from the npm registry, installed with --no-save
# into build-wasm/browser-test/) or Chromium cannot be had. L5R_CHROMIUM: another Chromium;
# L5R_TURNS, L5R_SEED, L5R_PICK=first: see tests/js/browser.mjs.
set -eu
cd "$(dirname "$0")/../.."

name=tests/js/browser
. tests/js/common.sh
command -v npm >/dev/null 2>&1 || skip "no npm (apt-get install npm)"
python=/usr/bin/python3
[ -x "$python" ] || skip "no $python"

chromium="${L5R_CHROMIUM:-/usr/bin/chromium}"
[ -x "$chromium" ] || skip "no Chromium at $chromium (apt-get install chromium)"

cmake --preset wasm >/dev/null
cmake --build --preset wasm -j"$(nproc)" >/dev/null
web="$PWD/build-wasm/examples/js/web"
[ -f "$web/index.html" ] || { echo "tests/js/browser: no $web/index.html"; exit 1; }

scratch="$PWD/build-wasm/browser-test"
if [ ! -f "$scratch/node_modules/puppeteer-core/package.json" ]; then
    mkdir -p "$scratch"
    echo "tests/js/browser: npm install --no-save puppeteer-core (in $scratch)"
    (cd "$scratch" && PUPPETEER_SKIP_DOWNLOAD=1 npm install --no-save \
        --no-audit --no-fund puppeteer-core >/dev/null 2>&1) ||
        skip "npm install puppeteer-core failed (no registry?)"
fi

# The server picks a free port (0) and says which on its first line.
log="$scratch/http.log"
: >"$log"
"$python" -u -m http.server 0 --bind 127.0.0.1 --directory "$web" \
    >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT INT TERM
port=
for _ in $(seq 50); do
    port=$(sed -n 's/^Serving HTTP on .* port \([0-9][0-9]*\) .*/\1/p' "$log")
    [ -n "$port" ] && break
    sleep 0.1
done
[ -n "$port" ] || { echo "tests/js/browser: the server did not start:"; cat "$log"; exit 1; }
echo "tests/js/browser: serving $web on http://127.0.0.1:$port/"

start=$(date +%s)
rc=0
L5R_NODE_DIR="$scratch" L5R_CHROMIUM="$chromium" \
    node tests/js/browser.mjs "http://127.0.0.1:$port/index.html" \
    "$PWD/build-wasm/browser-table" || rc=$?
echo "tests/js/browser: $(( $(date +%s) - start )) s in the browser"
exit "$rc"
