# SPDX-License-Identifier: MIT
# checks.sh - what the tool's shell tests share, sourced by
# run_cli_tests.sh, test_show.sh and test_tmux.sh: counters, ok, not_ok and
# check. $T is the test's scratch folder; not_ok shows why through
# show_why, which prints the start of $T/out and $T/err (a test may define
# its own after sourcing this).

passed=0
failed=0

ok() {
    passed=$((passed + 1))
    echo "ok    $1"
}
show_why() {
    if [ -s "$T/out" ]; then sed -n '1,5s/^/      out: /p' "$T/out"; fi
    if [ -s "$T/err" ]; then sed -n '1,5s/^/      err: /p' "$T/err"; fi
}
not_ok() {
    failed=$((failed + 1))
    echo "FAIL  $1"
    show_why
}
check() { # DESCRIPTION COMMAND...: the command must succeed
    desc=$1
    shift
    if "$@"; then ok "$desc"; else not_ok "$desc"; fi
}
