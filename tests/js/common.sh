# SPDX-License-Identifier: MIT
# tests/js/common.sh - sourced by tests/js/run.sh and tests/js/browser.sh:
# skip() and the checks both share (emcc, node, the Emscripten toolchain,
# libyaml's Debian source). $name is the caller's name for its messages.
skip() { echo "$name: skipped: $*"; exit 77; }

command -v emcc >/dev/null 2>&1 || skip "no emcc (apt-get install emscripten)"
command -v node >/dev/null 2>&1 || skip "no node (apt-get install nodejs)"
[ -f /usr/share/emscripten/cmake/Modules/Platform/Emscripten.cmake ] ||
    skip "no Emscripten CMake toolchain in /usr/share/emscripten"

# The wasm preset builds libyaml from Debian's source package: it needs a
# deb-src line for apt-get source, unless the source is already unpacked
# in build-wasm/ or L5R_LIBYAML_ORIG names the tarball.
if [ ! -f build-wasm/_deps/libyaml-src/include/yaml.h ] &&
        [ -z "${L5R_LIBYAML_ORIG:-}" ] &&
        ! grep -Eqs '^(deb-src|Types:.*deb-src)' /etc/apt/sources.list \
            /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; then
    skip "no deb-src line for libyaml's Debian source (see .ci/web-deps.sh)"
fi
