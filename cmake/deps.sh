# SPDX-License-Identifier: MIT
# cmake/deps.sh - sourced by the README's commands and by .ci/run.
# Installs the Debian packages the build and the tests need when some are
# missing: with apt-get when run as root, otherwise it prints the exact
# command and stops.
# clang: tests/run.sh also builds with clang (the debug-clang preset).
# tmux: the terminal test of l5r play --human.
# python3-venv, -pip, -setuptools, -wheel: the pip install test of the Python
# package (ffi.python_pip), offline.
L5R_DEBIAN_PACKAGES="gcc g++ clang make cmake pkg-config binutils libyaml-dev \
libcmocka-dev abigail-tools luajit python3 tmux python3-venv python3-pip \
python3-setuptools python3-wheel"
# Optional: the docs target and the docs.public_api test (skipped without
# it); dpkg-dev's dpkg-shlibdeps, for the Debian packages' dependencies
# (cmake/L5rPackaging.cmake writes them down without it). CI installs them;
# l5r_deps does not ask for them.
L5R_DEBIAN_OPTIONAL_PACKAGES="doxygen dpkg-dev"

l5r_deps() {
    missing=""
    for p in $L5R_DEBIAN_PACKAGES; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
            || missing="$missing $p"
    done
    [ -z "$missing" ] && return 0
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "l5r: missing packages:$missing (install them, then run this again)" >&2
        return 1
    fi
    if [ "$(id -u)" != 0 ]; then
        echo "l5r: missing packages:$missing" >&2
        echo "l5r: install them with:" >&2
        echo "  sudo apt-get update && sudo apt-get install -y$missing" >&2
        return 1
    fi
    echo "l5r: installing$missing"
    export DEBIAN_FRONTEND=noninteractive
    dpkg --configure -a || true
    apt-get update -qq && apt-get install -y -qq $missing >/dev/null
}
