#!/bin/sh
# check_abi.sh check|update LIB BASELINE INCLUDE_DIR
# Compares the ABI of LIB (public types only: those in INCLUDE_DIR) with
# the committed abidw BASELINE. Additions are fine; a removed or changed
# function or variable, or an incompatible type change, fails.
# `update` rewrites the baseline (after an additive change).
set -eu
mode=$1 lib=$2 base=$3 inc=$4
for t in abidw abidiff; do
    command -v $t >/dev/null || { echo "$t not found: install abigail-tools"; exit 1; }
done
cur=$(mktemp)
trap 'rm -f "$cur" "$cur.out"' EXIT
abidw --headers-dir "$inc" --drop-private-types --no-corpus-path \
      --no-comp-dir-path --out-file "$cur" "$lib"
if [ "$mode" = update ]; then
    cp "$cur" "$base"
    echo "ABI baseline updated: $base"
    exit 0
fi
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
