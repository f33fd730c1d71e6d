#!/bin/sh
# SPDX-License-Identifier: MIT
# test_tmux.sh - a person's game in a real terminal: l5r play --human in an
# 80x24 tmux pane, driven with send-keys and read back with capture-pane.
#
#   sh tests/cli/test_tmux.sh L5R_BINARY
#
# Checks that the prompt and the numbered legal moves appear, that help,
# a move by number, board and quit do what they say on the screen, and that
# colour is used on a terminal (and not with NO_COLOR). Exits 77 (skipped)
# when tmux is not installed.

if [ $# -ne 1 ]; then
    echo "usage: $0 L5R_BINARY" >&2
    exit 2
fi
L5R=$1
if ! command -v tmux >/dev/null 2>&1; then
    echo "skipped: tmux is not installed (apt-get install tmux)"
    exit 77
fi

SOCK="l5r-test-$$-0"
T=$(mktemp -d "${TMPDIR:-/tmp}/l5r-tmux.XXXXXX") || exit 1
trap 'tmux -L "$SOCK" kill-server 2>/dev/null; rm -rf "$T"' EXIT INT TERM

. "$(dirname "$0")/checks.sh"
show_why() { tail -n 24 "$T/screen" | sed "s/^/      screen: /"; }

# The pane and its scrollback.
screen() { tmux -L "$SOCK" capture-pane -p -S - -t t >"$T/screen" 2>/dev/null; }
# wait_for TEXT: up to 10 s for TEXT to be on the screen.
wait_for() {
    i=0
    while [ $i -lt 100 ]; do
        screen
        grep -Fq -- "$1" "$T/screen" && return 0
        sleep 0.1
        i=$((i + 1))
    done
    return 1
}
check_screen() { # DESCRIPTION TEXT
    if wait_for "$2"; then ok "$1"; else not_ok "$1"; fi
}
keys() { tmux -L "$SOCK" send-keys -t t "$1" Enter; }

games=0
start() { # ENV...: a new game in a new pane (and a new tmux server)
    tmux -L "$SOCK" kill-server 2>/dev/null
    games=$((games + 1))
    SOCK="l5r-test-$$-$games"
    tmux -L "$SOCK" -f /dev/null new-session -d -s t -x 80 -y 24 \
        "env $* TERM=xterm-256color '$L5R' play --human p1 --seed 1; sleep 60"
}

start -u NO_COLOR
check_screen "the prompt comes up" "p1>"
check_screen "the legal moves are numbered" "1. p1 pass"
check_screen "the decision is named" "Your decision (action), p1."
tmux -L "$SOCK" capture-pane -p -e -t t >"$T/colour"
if grep -q "$(printf '\033')\[" "$T/colour"; then
    ok "colour on a terminal"
else
    cp "$T/colour" "$T/screen"
    not_ok "colour on a terminal"
fi

keys help
check_screen "help lists the commands" "undo        back to your previous decision"
keys 1
check_screen "a move by number is played and told" "      p1 pass"
check_screen "the next decision comes" "Your decision (reaction), p1."
keys board
check_screen "board shows the player's own side" "p1 (you): Family Honor"
keys "p1 recruit #9999"
check_screen "an illegal move gets its rule ID" "illegal: CORE-"
keys quit
check_screen "quit leaves the game" "== left at move"
screen
wide=$(awk 'length > 80' "$T/screen" | wc -l)
if [ "$wide" -eq 0 ]; then ok "80 columns"; else not_ok "80 columns"; fi

start NO_COLOR=1
check_screen "the prompt comes up with NO_COLOR" "p1>"
tmux -L "$SOCK" capture-pane -p -e -t t >"$T/colour"
# tmux itself may reset attributes at line ends; no colour or bold is set.
if grep -q "$(printf '\033')\[[0-9;]*[1-9][0-9;]*m" "$T/colour"; then
    cp "$T/colour" "$T/screen"
    not_ok "no colour with NO_COLOR"
else
    ok "no colour with NO_COLOR"
fi
keys quit
check_screen "quit with NO_COLOR" "== left at move"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
