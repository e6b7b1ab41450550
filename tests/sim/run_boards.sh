#!/bin/sh
# run_boards.sh - the simulation tests a board brings in a folder named after it: for each
# board/<name>/ that has a tests/sim/<name>/ folder,
#   1. every tests/sim/<name>/*.script runs on the board's firmware (build/<name>/nimbox.elf),
#      headless in simulated time, each from a blank EEPROM (directives as in run_sim.sh:
#      "#@ eeprom: garbage", "#@ max-ms: N", each "#@ output: TEXT" a text its output must
#      contain);
#   2. every tests/sim/<name>/*.sh runs as `sh FILE BUILD_DIR` from the repository root, and
#      its TAP lines count (its own checks: the UART, the seam).
# This file names no board: a new board's tests are its folder. (The first two boards keep
# their own runners, run_sim.sh and run_nano.sh, whose folders are not named after them.)
# Prints TAP lines; a board with tests but no firmware or simulator is a failure, never a skip.
# Usage: sh tests/sim/run_boards.sh BUILD_DIR (from the repository root)
#@ weight 10 (about 10 s of CPU)
BUILD=${1:-build}
SIM=$BUILD/sim/nimbox-sim
# shellcheck disable=SC2034 # read by script_lib.sh's run_script
MAX_MS=120000 # simulated-time cap per run, so a hung firmware fails instead of hanging
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

. tests/sim/script_lib.sh
ok() { echo "ok - $1"; }
not_ok() { echo "not ok - $1"; failed=1; }
# shellcheck disable=SC2317 # called by script_lib.sh's run_script
comment_file() { sed 's/^/# /' "$1"; }

with=
for board_dir in board/*/; do
    board=$(basename "$board_dir")
    tests=tests/sim/$board
    [ -d "$tests" ] || continue
    with="$with $board"
    ELF=$BUILD/$board/nimbox.elf
    if [ ! -f "$SIM" ] || [ ! -f "$ELF" ]; then
        not_ok "$board: its simulation tests need $SIM and $ELF (make sim; make BOARD=$board firmware)"
        continue
    fi
    for script in "$tests"/*.script; do
        [ -f "$script" ] || continue
        name=$(basename "$script" .script)
        run_script "sim $board script $name" "$script" "$board-$name"
    done
    for check in "$tests"/*.sh; do
        [ -f "$check" ] || continue
        sh "$check" "$BUILD" >"$tmp/check.out" 2>&1 || failed=1
        cat "$tmp/check.out"
        grep -q '^\(not \)\{0,1\}ok ' "$tmp/check.out" ||
            not_ok "$check reported no test"
    done
done
# what was found (a tree whose boards bring no tests of their own runs nothing here)
ok "boards with simulation tests of their own (tests/sim/<board>/):${with:- none}"
exit "$failed"
