#!/bin/sh
# SPDX-License-Identifier: MIT
# run.sh BUILD_DIR SOURCE_DIR WORK_DIR CC CPACK [PYTHON] [LUAJIT]
# The install and the Debian packages, as someone without the source tree
# gets them:
#   (a) cmake --install into a scratch DESTDIR, the tree then moved to
#       another prefix: its l5r plays with its own sample cards, found next
#       to the executable (/proc/self/exe); L5R_DATA_DIR overrides them;
#       the Lua module and the Python package load from the tree;
#   (b) the installed bin/l5r holds no path of the source tree;
#   (c) cpack -G DEB: three packages, their files, their control fields
#       (dpkg-deb -f), the tool run from the packages extracted together;
#   (d) tests/consumer built against the extracted libl5r-dev, with
#       find_package(l5r) and with pkg-config.
# Without dpkg-deb or cpack, (c) and (d) are skipped (exit 77, the reason
# printed) after (a) and (b).
set -eu
build=$1 src=$2 work=$3 cc=$4 cpack=$5 python=${6:-} luajit=${7:-}
rm -rf "$work"
mkdir -p "$work"
unset L5R_DATA_DIR L5R_LIB L5R_CDEF LUA_PATH PYTHONPATH
export PYTHONDONTWRITEBYTECODE=1

fail() {
    echo "FAIL: $*" >&2
    exit 1
}
# has FILE...: every file is there.
has() {
    for f in "$@"; do
        [ -e "$f" ] || fail "not installed: $f"
    done
}
# plays ROOT LIBDIR EXPECT: ROOT/bin/l5r plays seed 1 to the end, and a
# line of its output holds EXPECT.
plays() {
    out=$(LD_LIBRARY_PATH="$2" "$1/bin/l5r" play --seed 1 --quiet 2>&1) ||
        fail "$1/bin/l5r play --seed 1 --quiet: $out"
    printf '%s\n' "$out" | grep -q '^== game over at turn' ||
        fail "$1/bin/l5r play: no game over line: $out"
    printf '%s\n' "$out" | grep -qF "$3" ||
        fail "$1/bin/l5r play: no line with '$3': $(printf '%s\n' "$out" | head -n 3)"
}

echo "== (a) cmake --install, moved to another prefix"
prefix=$(sed -n 's/^CMAKE_INSTALL_PREFIX:[A-Z]*=//p' "$build/CMakeCache.txt")
DESTDIR="$work/dest" cmake --install "$build" >/dev/null
[ -d "$work/dest$prefix" ] || fail "nothing installed in $work/dest$prefix"
moved="$work/moved"
cp -a "$work/dest$prefix" "$moved"
rm -rf "$work/dest"
libdir=$(dirname "$(ls "$moved"/lib*/libl5r.so.1)")
has "$moved/bin/l5r" "$libdir/libl5r.so" "$libdir/libl5r.a" \
    "$libdir/pkgconfig/l5r.pc" "$libdir/cmake/l5r/l5rConfig.cmake" \
    "$moved/include/l5r.h" "$moved/share/l5r/l5r.cdef" \
    "$moved/share/l5r/cards/sets.yaml" \
    "$moved/share/l5r/cards/lotus-sample.yaml" \
    "$moved/share/l5r/cards/SCHEMA.md" \
    "$moved/share/l5r/cards/decks/crab-yu.yaml" \
    "$moved/share/l5r/cards/decks/scorpion-ninjutsu.yaml" \
    "$moved/share/l5r/python/l5r/__init__.py" \
    "$moved/share/lua/5.1/l5r.lua"
# The same game as the build tree's tool plays (tests/golden).
LD_LIBRARY_PATH="$libdir" "$moved/bin/l5r" play --seed 1 |
    diff -u "$src/tests/golden/play-seed1.txt" - >/dev/null ||
    fail "the moved tree's l5r play --seed 1 differs from tests/golden/play-seed1.txt"
# Its cards are the moved tree's: a deck renamed there is seen.
deck="$moved/share/l5r/cards/decks/crab-yu.yaml"
sed 's/^name: .*/name: Moved Crab/' "$deck" >"$deck.new" && mv "$deck.new" "$deck"
plays "$moved" "$libdir" "p1: Moved Crab (crab-yu.yaml)"
# L5R_DATA_DIR comes first.
mkdir -p "$work/data"
cp -a "$moved/share/l5r/cards" "$work/data/cards"
deck="$work/data/cards/decks/crab-yu.yaml"
sed 's/^name: .*/name: Other Crab/' "$deck" >"$deck.new" && mv "$deck.new" "$deck"
export L5R_DATA_DIR="$work/data"
plays "$moved" "$libdir" "p1: Other Crab (crab-yu.yaml)"
unset L5R_DATA_DIR
echo "l5r plays from $moved with its own cards"
# The bindings, with nothing but the tree: the Lua module finds the cdef
# from share/lua/5.1; the Python package's files import.
if [ -n "$luajit" ]; then
    got=$(LD_LIBRARY_PATH="$libdir" LUA_PATH="$moved/share/lua/5.1/?.lua" \
          "$luajit" -e 'local l5r = require("l5r"); io.write(l5r.cdef_path, " ", l5r.C.l5r_abi_major())') ||
        fail "luajit require('l5r') from $moved"
    case $got in
        "$moved/share/lua/5.1/../../l5r/l5r.cdef "*) ;;
        *) fail "the Lua module read another cdef: $got" ;;
    esac
    echo "lua: $got"
fi
if [ -n "$python" ]; then
    got=$(PYTHONPATH="$moved/share/l5r/python" L5R_LIB="$libdir/libl5r.so.1" \
          L5R_CDEF="$moved/share/l5r/l5r.cdef" \
          "$python" -c 'import l5r; print(l5r.__file__)') ||
        fail "python3 import l5r from $moved"
    case $got in
        "$moved/share/l5r/python/l5r/"*) ;;
        *) fail "python3 imported another l5r: $got" ;;
    esac
    echo "python: $got"
fi

echo "== (b) no source path in the installed bin/l5r"
real_src=$(cd "$src" && pwd -P)
for p in "$src" "$real_src"; do
    if strings "$moved/bin/l5r" | grep -F "$p"; then
        fail "$moved/bin/l5r holds the source path $p"
    fi
done
echo "no $real_src in bin/l5r"

missing=""
command -v dpkg-deb >/dev/null 2>&1 || missing="$missing dpkg-deb"
command -v "$cpack" >/dev/null 2>&1 || missing="$missing cpack"
if [ -n "$missing" ]; then
    echo "skipped: (c) and (d) need$missing (the dpkg and cmake packages)"
    exit 77
fi

echo "== (c) cpack -G DEB"
"$cpack" -G DEB --config "$build/CPackConfig.cmake" -B "$work/deb" >"$work/cpack.log" 2>&1 ||
    { cat "$work/cpack.log"; fail "cpack -G DEB"; }
debs=$(cd "$work/deb" && ls -- *.deb)
[ "$(printf '%s\n' "$debs" | wc -l)" -eq 3 ] || fail "not three packages: $debs"
lib=$(ls "$work"/deb/libl5r1_*.deb) dev=$(ls "$work"/deb/libl5r-dev_*.deb)
tools=$(ls "$work"/deb/l5r-tools_*.deb)
version=$(dpkg-deb -f "$lib" Version)
for d in $lib $dev $tools; do
    [ "$(dpkg-deb -f "$d" Version)" = "$version" ] || fail "$d: not version $version"
    [ -n "$(dpkg-deb -f "$d" Maintainer)" ] || fail "$d: no Maintainer"
    [ -n "$(dpkg-deb -f "$d" Description)" ] || fail "$d: no Description"
    echo "$(basename "$d"): $(wc -c <"$d") bytes, Depends: $(dpkg-deb -f "$d" Depends)"
done
# depends DEB REGEX: the package's Depends field matches.
depends() {
    dpkg-deb -f "$1" Depends | grep -Eq "$2" ||
        fail "$(basename "$1"): Depends '$(dpkg-deb -f "$1" Depends)' lacks $2"
}
depends "$lib" '(^|, )libyaml-0-2( |,|$)'
depends "$dev" "(^|, )libl5r1 \\(= $version\\)"
depends "$dev" '(^|, )libyaml-dev( |,|$)'
depends "$tools" '(^|, )libl5r1( |,|$)'
# contents DEB FILE...: the package holds these files (paths from /).
contents() {
    list=$(dpkg-deb -c "$1" | awk '{print $6}' | sed 's|^\./|/|')
    shift
    for f in "$@"; do
        printf '%s\n' "$list" | grep -qx "$f" || fail "no $f in the package"
    done
}
contents "$lib" /usr/lib/libl5r.so.1
contents "$dev" /usr/lib/libl5r.so /usr/lib/libl5r.a /usr/include/l5r.h \
    /usr/include/l5r/game.h /usr/lib/pkgconfig/l5r.pc \
    /usr/lib/cmake/l5r/l5rConfig.cmake /usr/share/l5r/l5r.cdef
contents "$tools" /usr/bin/l5r /usr/share/l5r/cards/sets.yaml \
    /usr/share/l5r/cards/lotus-sample.yaml /usr/share/l5r/cards/SCHEMA.md \
    /usr/share/l5r/cards/decks/crab-yu.yaml \
    /usr/share/l5r/python/l5r/__init__.py /usr/share/lua/5.1/l5r.lua
# The shared library is in libl5r1 only, the headers in libl5r-dev only.
if dpkg-deb -c "$lib" | grep -q 'include/'; then
    fail "headers in $(basename "$lib")"
fi
if dpkg-deb -c "$tools" | grep -q 'libl5r\.so'; then
    fail "the library in $(basename "$tools")"
fi
root="$work/root"
for d in $lib $dev $tools; do
    dpkg-deb -x "$d" "$root"
done
plays "$root/usr" "$root/usr/lib" "p1: Crab Yu (crab-yu.yaml)"
echo "l5r plays from the extracted packages"

echo "== (d) tests/consumer against the extracted libl5r-dev"
cmake -S "$src/tests/consumer" -B "$work/consumer" -DCMAKE_C_COMPILER="$cc" \
      -DCMAKE_PREFIX_PATH="$root/usr" -DCMAKE_BUILD_RPATH="$root/usr/lib" \
      >/dev/null
grep -qx "l5r_DIR:PATH=$root/usr/lib/cmake/l5r" "$work/consumer/CMakeCache.txt" ||
    fail "find_package(l5r) found another l5r: $(grep '^l5r_DIR' "$work/consumer/CMakeCache.txt")"
cmake --build "$work/consumer" >/dev/null
"$work/consumer/consumer"
"$work/consumer/consumer_static"
export PKG_CONFIG_PATH="$root/usr/lib/pkgconfig"
# shellcheck disable=SC2046
"$cc" -o "$work/pc_consumer" "$src/tests/consumer/main.c" \
      $(pkg-config --cflags --libs l5r) -Wl,-rpath,"$root/usr/lib"
"$work/pc_consumer"
echo "install: ok"
