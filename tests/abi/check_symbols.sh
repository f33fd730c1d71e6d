#!/bin/sh
# SPDX-License-Identifier: MIT
# check_symbols.sh LIB LIST [--update]
# The dynamic symbols libl5r.so defines must all start with l5r_ and must
# be exactly the committed LIST. LIST is append-only: a symbol that was
# ever exported stays in it (and so must stay in the library); a new
# export must be added to it (--update appends, never removes).
set -eu
lib=$1 list=$2
now=$(mktemp)
trap 'rm -f "$now" "$now.list"' EXIT
nm -D --defined-only "$lib" | awk '$2 ~ /^[TDBRVWiu]$/ {print $3}' \
    | sed 's/@.*//' | sort -u > "$now"

bad=$(grep -v '^l5r_' "$now" || true; grep '__' "$now" || true)
if [ -n "$bad" ]; then
    echo "exported symbols without the l5r_ prefix, or internal (l5r_<file>__):"; echo "$bad"; exit 1
fi

grep -v '^#' "$list" | sed '/^$/d' | sort -u > "$now.list"
if [ "${3:-}" = "--update" ]; then
    comm -23 "$now" "$now.list" >> "$list"
    echo "symbols.txt: $(comm -23 "$now" "$now.list" | wc -l) added"
    exit 0
fi
removed=$(comm -13 "$now" "$now.list")
added=$(comm -23 "$now" "$now.list")
status=0
if [ -n "$removed" ]; then
    echo "symbols in $list that the library no longer exports (ABI break):"
    echo "$removed"; status=1
fi
if [ -n "$added" ]; then
    echo "exported symbols missing from $list (record them: cmake --build build --target abi-baseline):"
    echo "$added"; status=1
fi
[ $status = 0 ] && echo "exports match symbols.txt ($(wc -l < "$now") symbols)"
exit $status
