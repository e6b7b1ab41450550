#!/bin/sh
# run_bench_smoke.sh - keeps `make bench` from rotting: builds the bench firmware and its host
# runner, runs the firmware once in simavr and checks that every solver result equals the host's
# exact answer and every write-up baseline ran (TAP lines from `bench-runner --tap`); then runs
# the Uno's toy firmware through the bench's day (boot, menu, console, idle, a game, 10 minutes
# alone) and checks its power-down phase as the chip has it: the light off, the watchdog waking
# it at least every 48 ms to look at the keys once, a 50 ms tap waking it (the bench once
# reported 0 wake-ups and no wake on simavr 1.6's watchdog, bench/bench_notes.md). The Nano's
# day takes 8 s of CPU here (its key reads on the bus, awake for 10 minutes): `make bench`
# checks it (the runner exits 3 and says why). Does not touch docs/bench.md.
# Usage: sh tests/bench/run_bench_smoke.sh BUILD_DIR   (from the repository root)
#@ weight 3 (about 3 s of CPU)
BUILD=${1:-build}
TOY=$BUILD/uno-lcd/nimbox.elf
log=$(mktemp)
trap 'rm -f "$log"' EXIT

if make --no-print-directory BUILD="$BUILD" bench-build >"$log" 2>&1; then
    echo "ok - bench firmware and bench runner build"
else
    echo "not ok - bench firmware and bench runner build"
    sed 's/^/#   /' "$log" | tail -n 20
    exit 1
fi
if [ ! -f "$TOY" ]; then
    echo "not ok - the toy firmware $TOY is built (make test builds it)"
    exit 1
fi
"$BUILD/bench/bench-runner" --tap "$BUILD/bench/bench.elf" "$TOY"
