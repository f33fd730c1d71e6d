#!/bin/sh
# SPDX-License-Identifier: MIT
# test_show.sh - tests of `l5r show` (examples/cli/show.c, board.c), run by
# ctest as cli.show:
#
#   sh tests/cli/test_show.sh L5R_BINARY REPO_ROOT PYTHON
#
# On the log of `l5r play --seed 1`: the board at the end shows both
# players' Family Honor as `l5r play --json` reports it; --at 0 is turn 1;
# as p1 or a spectator, at several points of the game, neither the title
# nor the ID of any card in p2's hand is printed (p2's hand is read from
# `show --as all`, and checked against `show --json --as p2`); the exit
# codes of a bad --as, a bad or too large --at, a missing log; --json is
# one JSON document with the view; no line is wider than 80 columns; no
# ESC byte when stdout is not a terminal.
# Prints one line per check and a final "N passed, M failed"; exits 1 on
# any failure.

if [ $# -ne 3 ]; then
    echo "usage: $0 L5R_BINARY REPO_ROOT PYTHON" >&2
    exit 2
fi
L5R=$1
PY=$3 # $2, the repository, is not needed: play uses its sample decks

T=$(mktemp -d "${TMPDIR:-/tmp}/l5r-show.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT INT TERM

. "$(dirname "$0")/checks.sh"

# run ARGS...: the tool's stdout in $T/out, stderr in $T/err, status in $rc
run() {
    "$L5R" "$@" >"$T/out" 2>"$T/err"
    rc=$?
}
status_is() { [ "$rc" -eq "$1" ]; }
out_has() { grep -Eq -- "$1" "$T/out"; }
err_has() { grep -Eq -- "$1" "$T/err"; }
out_is_json() { "$PY" -c 'import json,sys; json.load(sys.stdin)' <"$T/out" 2>/dev/null; }
# json_get EXPR: evaluate a Python expression on the parsed stdout (`j`)
json_get() {
    "$PY" -c "import json,sys; j = json.load(sys.stdin); print($1)" \
        <"$T/out" 2>/dev/null
}
# expect STATUS DESCRIPTION ARGS...: run the tool, check the exit status
expect() {
    want=$1
    desc=$2
    shift 2
    run "$@"
    if status_is "$want"; then ok "$desc (exit $want)"; else
        not_ok "$desc: exit $rc, expected $want"
    fi
}

# Lines wider than 80 columns in FILE... (East Asian wide characters count
# two): prints them, fails if there is one.
narrow() {
    "$PY" - "$@" <<'EOF'
import sys, unicodedata
bad = 0
for path in sys.argv[1:]:
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.rstrip("\n")
        w = sum(2 if unicodedata.east_asian_width(c) in "WF" else 1
                for c in line)
        if w > 80:
            bad += 1
            print("      %s:%d: %d columns: %s" % (path, n, w, line))
sys.exit(1 if bad else 0)
EOF
}

ESC=$(printf '\033')
no_esc() { ! grep -q "$ESC" "$@"; }

# --- a game -------------------------------------------------------------------
LOG=$T/game.log
expect 0 "l5r play --seed 1 --log" play --seed 1 --log "$LOG" --quiet
run play --seed 1 --quiet --json
honor=$(json_get '" ".join(str(h) for h in j["honor"])')
moves=$(json_get 'j["moves"]')
play_told() { [ -n "${honor#* }" ] && [ "${honor#* }" != "$honor" ] &&
    [ "$moves" -gt 0 ] 2>/dev/null; }
check "l5r play --json: two players' Family Honor ($honor), the moves" \
    play_told
h1=${honor% *}
h2=${honor#* }

# --- the board at the end -----------------------------------------------------
expect 0 "l5r show LOG" show "$LOG"
cp "$T/out" "$T/end.txt"
check "l5r show: p1's Family Honor is play's ($h1)" \
    out_has "^p1( \(you\))?: Family Honor $h1,"
check "l5r show: p2's Family Honor is play's ($h2)" \
    out_has "^p2( \(you\))?: Family Honor $h2,"
check "l5r show: the game is over" out_has '^turn [0-9]+, .*game over'
check "l5r show: Strongholds, provinces, hands, piles" \
    test "$(grep -Ec '^  (Stronghold: |province 1: |hand \(|dynasty deck )' \
        "$T/out")" -eq 8
expect 0 "l5r show LOG --at $moves (the last move)" show "$LOG" --at "$moves"
check "l5r show --at $moves is the end" cmp -s "$T/out" "$T/end.txt"

expect 0 "l5r show --at 0" show "$LOG" --at 0
check "l5r show --at 0 is turn 1" out_has '^turn 1, p1'"'"'s turn'
check "l5r show --at 0: p1 has a Stronghold" out_has '^  Stronghold: .* #[0-9]+'

# --- what a viewer may not see --------------------------------------------------
# p2's hand at move N, from `show --as all` ("  hand (K): Title #ID, ...",
# wrapped): "ID<TAB>Title" lines in $T/hand.N; the IDs must be those of
# `show --json --as p2`'s view, and K of them.
hand_of_p2() {
    "$L5R" show "$LOG" --at "$1" --as all >"$T/all.$1" 2>"$T/err" &&
        "$L5R" show "$LOG" --at "$1" --as p2 --json >"$T/p2.$1" 2>"$T/err" &&
        "$PY" - "$T/all.$1" "$T/p2.$1" >"$T/hand.$1" <<'EOF'
import json, re, sys
text = open(sys.argv[1], encoding="utf-8").read()
p2 = text[text.index("\np2"):]
m = re.search(r"\n  hand \((\d+)\):(.*?)\n  dynasty deck", p2, re.S)
items = m.group(2).replace("\n    ", " ").strip()
cards = re.findall(r"(.+?) #(\d+)(?:, |$)", items)
view = json.load(open(sys.argv[2]))["view"]
ids = sorted(c["id"] for c in view["players"][1]["hand"])
assert len(cards) == int(m.group(1)), (cards, m.group(1))
assert sorted(int(i) for _, i in cards) == ids, (cards, ids)
for title, i in cards:
    print("%s\t%s" % (i, title))
EOF
}
# hides N VIEWER: the board at move N as VIEWER names no card of p2's hand:
# neither "#ID" nor its title (when the title is nowhere else on the
# board, seen by all); and a face-down province card (seen by nobody) is
# a "face-down card #ID".
hides() {
    "$L5R" show "$LOG" --at "$1" --as "$2" >"$T/out" 2>"$T/err" &&
        cp "$T/out" "$T/view.$1.$2" &&
        "$PY" - "$T/hand.$1" "$T/all.$1" "$T/view.$1.$2" <<'EOF'
import re, sys
hand = [l.rstrip("\n").split("\t", 1) for l in open(sys.argv[1])]
every = open(sys.argv[2], encoding="utf-8").read()
view = open(sys.argv[3], encoding="utf-8").read()
bad = []
for i, title in hand:
    if re.search(r"#%s\b" % i, view):
        bad.append("#" + i)
    shown = every.count(title) == sum(t == title for _, t in hand)
    if shown and title in view:
        bad.append(title)
for i in re.findall(r"#(\d+)\s+\(face-down\)", every):
    if not re.search(r"face-down card #%s\b" % i, view):
        bad.append("face-down #" + i)
if bad:
    print("      named: %s" % ", ".join(bad))
sys.exit(1 if bad else 0)
EOF
}
seen=0
for n in 0 1 10 40 100 150 200 "$moves"; do
    if hand_of_p2 "$n"; then
        ok "p2's hand at move $n ($(wc -l <"$T/hand.$n") cards) read"
    else
        not_ok "p2's hand at move $n cannot be read"
        continue
    fi
    seen=$((seen + $(wc -l <"$T/hand.$n")))
    check "l5r show --at $n --as p1 names no hidden card" hides "$n" p1
    check "l5r show --at $n --as spectator names no hidden card" \
        hides "$n" spectator
done
check "p2 held cards at those moves ($seen in all)" test "$seen" -gt 10
check "there were face-down province cards" \
    grep -q ' (face-down)$' "$T/all.0"
check "l5r show --as p1 lists p1's own hand" \
    grep -q '^  hand ([0-9]*): ' "$T/view.100.p1"
check "l5r show --as p1 counts p2's hand" \
    grep -Eq '^  hand: [0-9]+ cards?$' "$T/view.100.p1"
run show "$LOG" --at 100 --as p2
first=$(head -n 1 "$T/hand.100")
check "l5r show --as p2 names p2's hand (${first#*	})" \
    grep -Fq -- "${first#*	} #${first%%	*}" "$T/out"

# --- usage and bad input --------------------------------------------------------
expect 0 "l5r show --help" show --help
check "l5r show --help prints the usage" out_has '^usage: l5r show LOG'
run --help
check "l5r --help lists show" out_has '^  show LOG'
expect 2 "l5r show (no log)" show
expect 2 "l5r show A B" show "$LOG" "$LOG"
expect 2 "l5r show --as p3 (a two-player game)" show "$LOG" --as p3
check "l5r show --as p3 says the game has 2 players" \
    err_has 'no player p3: the game has 2'
expect 2 "l5r show --as nobody" show "$LOG" --as nobody
expect 2 "l5r show --at abc" show "$LOG" --at abc
expect 2 "l5r show --at -1" show "$LOG" --at -1
expect 2 "l5r show --at (no count)" show "$LOG" --at
expect 1 "l5r show --at beyond the log" show "$LOG" --at $((moves + 1))
check "l5r show --at beyond the log says how many moves it has" \
    err_has "the log has $moves moves"
expect 3 "l5r show a missing log" show "$T/missing.log"
check "l5r show a missing log names it" err_has "$T/missing.log"
printf 'seed: 1\n---\np1 no-such-move\n' >"$T/bad.log"
expect 1 "l5r show a log with a bad move" show "$T/bad.log"

# --- JSON ---------------------------------------------------------------------
# json_is EXPR VALUE: the tool exited 0, its stdout is JSON, and EXPR on it
# (`j`) prints VALUE
json_is() { status_is 0 && out_is_json && test "$(json_get "$1")" = "$2"; }
run show "$LOG" --json --as p1 --at 100
check "l5r show --json --as p1 --at 100: ok, at 100, p1's view" \
    json_is '(j["ok"], j["at"], j["view"]["viewer"], j["error"])' \
    "(True, 100, 1, None)"
check "l5r show --json: the log's name" json_is 'j["log"]' "$LOG"
check "l5r show --json --as p1: p1's hand, not p2's" \
    json_is '("hand" in j["view"]["players"][0], "hand" in j["view"]["players"][1])' \
    "(True, False)"
run show "$LOG" --json
check "l5r show --json (as all) is the spectator's view, at the end" \
    json_is '(j["view"]["viewer"], j["at"])' "(None, $moves)"
run show "$LOG" --json --as all --at 0
check "l5r show --json --as all --at 0: the spectator's view of turn 1" \
    json_is '(j["view"]["viewer"], j["view"]["turn"], j["at"])' "(None, 1, 0)"
# json_fails STATUS: the tool exited STATUS with one JSON document, ok false
json_fails() {
    status_is "$1" && out_is_json && test "$(json_get 'j["ok"]')" = False
}
run show "$LOG" --json --as p3
check "l5r show --json --as p3: exit 2, JSON" json_fails 2
run show "$LOG" --json --at abc
check "l5r show --json --at abc: exit 2, JSON" json_fails 2
run show "$T/missing.log" --json
check "l5r show --json on a missing log: exit 3, JSON" json_fails 3
run show "$LOG" --json --at 99999
check "l5r show --json --at beyond the log: exit 1, JSON" json_fails 1
check "l5r show --json --at beyond the log: the message has the count" \
    test "$(json_get 'j["error"]["message"]')" = \
    "--at 99999: the log has $moves moves"
run show --json --help
check "l5r show --help --json: exit 0, JSON" json_is 'j["ok"]' True

# --- width, escapes -------------------------------------------------------------
for v in all spectator p1 p2; do
    for n in 0 40 200 "$moves"; do
        "$L5R" show "$LOG" --as "$v" --at "$n" >"$T/w.$v.$n" 2>"$T/err"
    done
done
check "no line of show's boards is wider than 80 columns" narrow "$T"/w.* \
    "$T"/all.* "$T"/view.*
check "no ESC byte in show's output when stdout is not a terminal" \
    no_esc "$T"/w.* "$T"/all.* "$T"/view.* "$T/end.txt"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
