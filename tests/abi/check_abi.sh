#!/bin/sh
# SPDX-License-Identifier: MIT
# check_abi.sh check|update|same LIB BASELINE INCLUDE_DIR [OUT]
# Compares the ABI of LIB (public types only: those in INCLUDE_DIR) with
# the committed abidw BASELINE. Additions are fine; a removed or changed
# function or variable, or an incompatible type change, fails.
#   check   abidiff BASELINE against LIB
#   update  rewrite BASELINE from LIB (after an additive change)
#   same    write LIB's ABI to OUT and fail unless it equals BASELINE
#           (the baseline is in step with the library; exits 77, a
#           skip, when abidw is not installed)
#
# The dump is reproducible: the same sources give the same file whatever
# the checkout's path or the build directory. abidw is told to leave out
# the corpus path, the compilation directories, the source locations
# (lines move with every edit), undefined symbols (libyaml's and libc's)
# and what the library does not export, and to name types by a hash of
# the type rather than by their order; the one absolute path left, each
# translation unit's, is made relative to the source tree (INCLUDE_DIR/..).
set -eu
mode=$1 lib=$2 base=$3 inc=$4 out=${5:-}
for t in abidw abidiff; do
    if ! command -v $t >/dev/null; then
        echo "$t not found: install abigail-tools"
        [ "$mode" = same ] && exit 77
        exit 1
    fi
done
src=$(cd "$inc/.." && pwd)
srcp=$(cd "$inc/.." && pwd -P)
cur=$(mktemp)
trap 'rm -f "$cur" "$cur.raw" "$cur.out"' EXIT

# dump FILE: LIB's ABI, reproducibly, into FILE.
dump() {
    abidw --headers-dir "$inc" --drop-private-types \
          --drop-undefined-syms --exported-interfaces-only \
          --no-corpus-path --no-comp-dir-path --no-show-locs \
          --type-id-style hash --out-file "$cur.raw" "$lib"
    # path='<source tree>/lib/x.c' -> path='lib/x.c' (a literal prefix).
    awk -v a="path='$src/" -v b="path='$srcp/" '
        function strip(s, p,   i) {
            while ((i = index(s, p)) > 0)
                s = substr(s, 1, i - 1) "path='\''" substr(s, i + length(p))
            return s
        }
        { print strip(strip($0, a), b) }' "$cur.raw" > "$1"
    if grep -n "='/" "$1" | head -n 3 | grep .; then
        echo "absolute paths left in the ABI dump (sources outside $src?)"
        exit 1
    fi
}

case $mode in
update)
    dump "$cur"
    cp "$cur" "$base"
    echo "ABI baseline updated: $base"
    exit 0 ;;
same)
    dump "$out"
    if cmp -s "$base" "$out"; then
        echo "$out equals $base"
        exit 0
    fi
    echo "the ABI of $lib differs from $base ($(diff "$base" "$out" | grep -c '^[<>]') lines);"
    echo "after an additive change: cmake --build <build> --target abi-baseline"
    diff -u "$base" "$out" | head -n 40
    exit 1 ;;
check) ;;
*) echo "usage: $0 check|update|same LIB BASELINE INCLUDE_DIR [OUT]"; exit 2 ;;
esac

dump "$cur"
set +e
abidiff --no-added-syms "$base" "$cur" > "$cur.out" 2>&1
rc=$?
abidiff "$base" "$cur" | sed -n '/summary/,$p' | head -n 5
set -e
# abidiff's exit status is a bit mask: 1 error, 2 usage, 4 change, 8 incompatible.
if [ $((rc & 3)) -ne 0 ]; then
    echo "abidiff failed (status $rc):"; cat "$cur.out"; exit 1
fi
if [ $((rc & 8)) -ne 0 ] || grep -Eq '[1-9][0-9]* (Removed|Changed)' "$cur.out"; then
    echo "incompatible ABI change against $base:"; cat "$cur.out"; exit 1
fi
echo "ABI compatible with $base"
