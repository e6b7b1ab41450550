#!/bin/sh
# run_bench_smoke.sh - keeps `make bench` from rotting: builds the bench firmware and its host
# runner, runs the firmware once in simavr and checks that every solver result equals the host's
# exact answer and every write-up baseline ran (TAP lines from `bench-runner --tap`). Takes a few
# seconds; does not run the toy firmware and does not touch docs/bench.md.
# Usage: sh tests/bench/run_bench_smoke.sh BUILD_DIR   (from the repository root)
#@ weight 3 (about 3 s of CPU)
BUILD=${1:-build}
log=$(mktemp)
trap 'rm -f "$log"' EXIT

if make --no-print-directory BUILD="$BUILD" bench-build >"$log" 2>&1; then
    echo "ok - bench firmware and bench runner build"
else
    echo "not ok - bench firmware and bench runner build"
    sed 's/^/#   /' "$log" | tail -n 20
    exit 1
fi
"$BUILD/bench/bench-runner" --tap "$BUILD/bench/bench.elf"
