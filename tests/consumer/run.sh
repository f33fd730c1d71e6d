#!/bin/sh
# SPDX-License-Identifier: MIT
# run.sh BUILD_DIR CONSUMER_SRC WORK_DIR CC
# Install the build into a temporary prefix, then build and run an outside
# program against it twice: with find_package(l5r) and with pkg-config.
set -eu
build=$1 src=$2 work=$3 cc=$4
rm -rf "$work"
mkdir -p "$work"
prefix="$work/prefix"
cmake --install "$build" --prefix "$prefix" >/dev/null
libdir=$(ls -d "$prefix"/lib*/ | head -n 1)
libdir=${libdir%/}

echo "== find_package(l5r)"
cmake -S "$src" -B "$work/cmake" -DCMAKE_PREFIX_PATH="$prefix" \
      -DCMAKE_C_COMPILER="$cc" -DCMAKE_BUILD_RPATH="$libdir" >/dev/null
cmake --build "$work/cmake" >/dev/null
"$work/cmake/consumer"
"$work/cmake/consumer_static"

echo "== pkg-config l5r"
export PKG_CONFIG_PATH="$libdir/pkgconfig"
pkg-config --exists l5r
pkg-config --modversion l5r
# shellcheck disable=SC2046
"$cc" -o "$work/pc_consumer" "$src/main.c" $(pkg-config --cflags --libs l5r) \
      -Wl,-rpath,"$libdir"
"$work/pc_consumer"
# shellcheck disable=SC2046
"$cc" -o "$work/pc_consumer_static" "$src/main.c" \
      $(pkg-config --cflags l5r) "$libdir/libl5r.a" \
      $(pkg-config --libs --static l5r | sed 's/-ll5r//')
"$work/pc_consumer_static"
[ -f "$prefix/share/l5r/l5r.cdef" ]
echo "consumer: ok"
