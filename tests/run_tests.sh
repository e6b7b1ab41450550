#!/bin/sh
# run_tests.sh - runs every test NimBox has and ends with the line "N passed, N failed".
# Each test program prints TAP lines ("ok ..." / "not ok ..."); cmocka binaries are switched
# to TAP with CMOCKA_MESSAGE_OUTPUT. A program that exits non-zero without reporting a failure
# (a crash, a missing file) counts as one failed test.
# Usage: tests/run_tests.sh BUILD_DIR
BUILD=${1:-build}
pass=0
fail=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT

run_one() { # name, command...
    name=$1; shift
    echo "# $name"
    set +e
    CMOCKA_MESSAGE_OUTPUT=TAP "$@" >"$log" 2>&1
    rc=$?
    set -e
    cat "$log"
    p=$(grep -c '^ok ' "$log" || true) # grep -c exits 1 on a count of 0 (set -e)
    f=$(grep -c '^not ok ' "$log" || true)
    if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
        echo "not ok - $name exited with status $rc"
        f=1
    fi
    if [ "$p" -eq 0 ] && [ "$f" -eq 0 ]; then
        echo "not ok - $name reported no test"
        f=1
    fi
    pass=$((pass + p))
    fail=$((fail + f))
}

set -e
for t in "$BUILD"/host/tests/test_*; do
    [ -x "$t" ] || continue
    run_one "$(basename "$t")" "$t"
done
for s in tests/*/run_*.sh; do
    [ -f "$s" ] || continue
    run_one "$s" sh "$s" "$BUILD"
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
