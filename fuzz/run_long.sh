#!/bin/sh
# run_long.sh - `make fuzz-long`: the long run of every harness (fuzz/README.md), one after the
# other, each from its committed corpus plus what earlier long runs found (kept in
# BUILD/fuzz/long/<name>/), for a fixed number of inputs: 10,250,000 in all by default
# (FUZZ_LONG_SCALE=2 doubles them). Prints one line per harness (inputs run, findings, wall
# seconds) and a total; a finding stops that harness, keeps its input in BUILD/fuzz/long/ and
# makes the exit status 1.
# Usage: sh fuzz/run_long.sh BUILD_DIR   (from the repository root, after make fuzz)
BUILD=${1:-build}
SCALE=${FUZZ_LONG_SCALE:-1}
status=0
total=0
# (the slower harnesses fewer: console_board runs every input twice and the model, about a
# thousand inputs a second here; the script reader some twenty thousand)
runs_of() {
    case $1 in
    console_host) echo $((3000000 * SCALE)) ;;
    console_board) echo $((1500000 * SCALE)) ;;
    record) echo $((1000000 * SCALE)) ;;
    script) echo $((4750000 * SCALE)) ;;
    *) echo $((2000000 * SCALE)) ;;
    esac
}
for f in fuzz/fuzz_*.c; do
    name=$(basename "$f" .c | sed 's/^fuzz_//')
    runs=$(runs_of "$name")
    dir="$BUILD/fuzz/long/$name"
    mkdir -p "$dir/corpus"
    start=$(date +%s)
    "$BUILD/fuzz/fuzz_$name" -seed="$(date +%s)" -runs="$runs" -max_len=4096 \
        -print_final_stats=1 -artifact_prefix="$dir/" "$dir/corpus" "fuzz/corpus/$name" \
        >"$dir/log" 2>&1
    rc=$?
    done_runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/log" | tail -n 1)
    secs=$(($(date +%s) - start))
    if [ "$rc" -eq 0 ]; then
        echo "$name: ${done_runs:-?} inputs, 0 findings, ${secs} s of wall time"
    else
        echo "$name: a finding after ${done_runs:-?} inputs (see $dir/log and $dir/crash-*)"
        status=1
    fi
    total=$((total + ${done_runs:-0}))
done
echo "total: $total inputs"
exit "$status"
