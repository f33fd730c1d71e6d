#!/bin/sh
# SPDX-License-Identifier: MIT
# campaign.sh - a fuzz campaign over every target, with its figures.
#
# Builds the libFuzzer configuration (clang, ASan + UBSan; out of tree),
# makes the seed saves of fuzz_save (gen_saves), runs each target for the
# given time and prints, per target: executions, executions per second,
# coverage (libFuzzer's final "cov:" edges and "ft:" features) and the
# findings (crash, leak, timeout and out-of-memory files). A target that
# crashes is started again on the same corpus until its time is used (at
# most MAX_RESTARTS times), so one campaign can find several bugs. Not part
# of the normal test run (ctest only runs 20 seconds of each, in the fuzz
# build).
#
# Usage (from anywhere):
#     tests/fuzz/campaign.sh [-b BUILD_DIR] [-j N] [SECONDS] [TARGET...]
#
#   BUILD_DIR  the fuzz build (default: build-fuzz in the repository root,
#              the fuzz preset's); configured here with -DL5R_FUZZ=ON if it
#              is not yet. Any directory will do (out of the source tree).
#   N          how many targets run at once (default 1; each takes a core,
#              so the figures of targets run together are not those of one
#              alone)
#   SECONDS    how long each target runs (default 600)
#   TARGET     cards, moves, save, replay (default: all four)
#
# Environment: CC (default clang), FUZZ_FLAGS (more libFuzzer flags, e.g.
# "-jobs=2 -workers=2"), MAX_RESTARTS (default 10). The cards, moves and
# replay targets run with their dictionaries (tests/fuzz/*.dict, made by
# tests/fuzz/make_dicts.py: every word of the schema and of the notation).
#
# Everything goes under BUILD_DIR/campaign/<target>/: corpus/ (kept from
# one campaign to the next: the fuzzer resumes where it was), findings/
# (the inputs that broke something; the figures count this campaign's) and
# run-N.log (libFuzzer's output).
# A finding becomes a regression test by minimizing it and committing it
# to the target's corpus, which every ctest run replays:
#     BUILD_DIR/bin/fuzz_save -minimize_crash=1 -runs=20000 FINDING
#     cp minimized-from-* tests/fuzz/corpus/save/<what-it-is>.bin
# Exit status: 0 if no target found anything, 1 if one did, 2 on misuse or
# a failed build.
set -eu

root=$(cd "$(dirname "$0")/../.." && pwd)
build=$root/build-fuzz
jobs=1
while getopts b:j:h opt; do
    case $opt in
    b) build=$OPTARG ;;
    j) jobs=$OPTARG ;;
    h) sed -n '2,/^set -eu/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) exit 2 ;;
    esac
done
shift $((OPTIND - 1))
seconds=600
case ${1:-} in
'' | *[!0-9]*) ;;
*) seconds=$1; shift ;;
esac
targets=${*:-cards moves save replay}
for t in $targets; do
    case $t in
    cards | moves | save | replay) ;;
    *) echo "campaign: no target '$t' (cards, moves, save, replay)" >&2; exit 2 ;;
    esac
done
case $jobs in
'' | *[!0-9]* | 0) echo "campaign: -j needs a number > 0" >&2; exit 2 ;;
esac
max_restarts=${MAX_RESTARTS:-10}
case $build in /*) ;; *) build=$(pwd)/$build ;; esac

echo "== building the fuzz targets in $build"
if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_C_COMPILER="${CC:-clang}" -DL5R_FUZZ=ON >/dev/null || exit 2
fi
if ! grep -q '^L5R_FUZZ:BOOL=ON' "$build/CMakeCache.txt"; then
    echo "campaign: $build is not a fuzz build (L5R_FUZZ=ON)" >&2
    exit 2
fi
cmake --build "$build" --target fuzz_cards fuzz_moves fuzz_save fuzz_replay gen_saves \
    -j "$(nproc 2>/dev/null || echo 2)" >/dev/null || exit 2
bin=$build/bin
[ -x "$bin/fuzz_save" ] || bin=$build/tests/fuzz

work=$build/campaign
"$bin/gen_saves" "$work/save-seeds" >/dev/null || exit 2

seeds() {
    case $1 in
    cards) echo "$root/tests/fuzz/corpus/cards $root/tests/cards/invalid" \
        "$root/examples/cards" ;;
    moves | replay) echo "$root/tests/fuzz/corpus/moves" ;;
    save) echo "$root/tests/fuzz/corpus/save $work/save-seeds" ;;
    esac
}

# The target's dictionary (tests/fuzz/make_dicts.py), as a flag; none for
# fuzz_save, whose inputs are binary saves.
dict() {
    case $1 in
    cards) echo "-dict=$root/tests/fuzz/cards.dict" ;;
    moves | replay) echo "-dict=$root/tests/fuzz/moves.dict" ;;
    esac
}

# One target's campaign; its line of figures (and findings) goes to
# $work/<target>/summary.txt.
campaign() {
    t=$1
    dir=$work/$t
    mkdir -p "$dir/corpus" "$dir/findings"
    stamp=$dir/.started
    : >"$stamp"
    start=$(date +%s)
    runs=0 execs=0 cov='?' ft='?'
    while :; do
        now=$(date +%s)
        left=$((start + seconds - now))
        if [ "$left" -le 0 ] || [ "$runs" -gt "$max_restarts" ]; then
            break
        fi
        runs=$((runs + 1))
        log=$dir/run-$runs.log
        # shellcheck disable=SC2046,SC2086 # word splitting is wanted here
        "$bin/fuzz_$t" -max_total_time="$left" -print_final_stats=1 \
            -timeout=10 -rss_limit_mb=4096 \
            -artifact_prefix="$dir/findings/" $(dict "$t") ${FUZZ_FLAGS:-} \
            "$dir/corpus" $(seeds "$t") >"$log" 2>&1 || true
        n=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
        if [ -z "$n" ]; then # no final stats: the last status line's count
            n=$(grep -o '^#[0-9]*' "$log" | tail -1 | tr -d '#')
        fi
        execs=$((execs + ${n:-0}))
        c=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
        f=$(grep -o 'ft: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
        [ -n "$c" ] && cov=$c
        [ -n "$f" ] && ft=$f
        if grep -q '^==[0-9]*==ERROR\|^SUMMARY:\|deadly signal\|Test unit written' "$log"; then
            echo "   fuzz_$t run $runs stopped on a finding:" \
                "$(grep -m1 'SUMMARY:\|ERROR: libFuzzer' "$log" || echo '?')"
        fi
    done
    elapsed=$(($(date +%s) - start))
    [ "$elapsed" -gt 0 ] || elapsed=1
    find "$dir/findings" -type f -newer "$stamp" >"$dir/new-findings"
    nfind=$(wc -l <"$dir/new-findings")
    {
        printf '%-11s %6s s %12s execs %7s exec/s  cov: %-6s ft: %-7s findings: %s\n' \
            "fuzz_$t" "$elapsed" "$execs" "$((execs / elapsed))" "$cov" "$ft" \
            "$nfind"
        sed 's/^/    /' "$dir/new-findings"
    } >"$dir/summary.txt"
}

running=0
for t in $targets; do
    echo "== fuzz_$t: $seconds s"
    campaign "$t" &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then
        wait
        running=0
    fi
done
wait

summary=$work/summary.txt
found_any=0
: >"$summary.new"
for t in $targets; do
    cat "$work/$t/summary.txt" >>"$summary.new"
    [ ! -s "$work/$t/new-findings" ] || found_any=1
done
mv "$summary.new" "$summary"
echo "== results ($seconds s per target, $jobs at once; corpus and findings in $work)"
cat "$summary"
exit "$found_any"
