#!/bin/sh
# SPDX-License-Identifier: MIT
# .ci/web-deps.sh - installs what the web tests (tests/js/run.sh and
# tests/js/browser.sh) need, as root on Debian: Emscripten and Chromium,
# Node and npm when there is no node or npm, and a deb-src line for
# Debian's main archive so the wasm preset can fetch libyaml's source
# (apt-get source). Never fails: what cannot be installed, the web tests
# skip with the reason.
set -u
export DEBIAN_FRONTEND=noninteractive
if ! grep -Eqs '^(deb-src|Types:.*deb-src)' /etc/apt/sources.list \
        /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; then
    cat >/etc/apt/sources.list.d/l5r-debian-src.sources <<'SRC'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
    apt-get update -qq || echo ".ci/web-deps.sh: apt-get update failed"
fi
pkgs="emscripten chromium"
command -v node >/dev/null 2>&1 || pkgs="$pkgs nodejs"
command -v npm >/dev/null 2>&1 || pkgs="$pkgs npm"
apt-get install -y -qq --no-install-recommends $pkgs >/dev/null ||
    echo ".ci/web-deps.sh: apt-get install $pkgs failed; the web tests will skip"
exit 0
