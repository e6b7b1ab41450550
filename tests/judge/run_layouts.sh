#!/bin/sh
# run_layouts.sh - the host tool reads judge input as scanf("%u") does: every problem's sample
# (tests/judge/samples/P.in) in every layout of tests/judge/layouts.sh (CR, CR LF, one line, one
# number a line, tabs / vertical tabs / form feeds / blank lines, +00 numbers, no final line end,
# no terminator, input after the problem's end) gives exactly the sample's answers (P.out),
# exit status 0 and nothing on stderr. Prints TAP lines.
# Usage: sh tests/judge/run_layouts.sh BUILD_DIR   (from the repository root)
#@ check (make check runs this suite: tests/run_tests.sh)
BUILD=${1:-build}
NIMBOX="$BUILD/host/nimbox"
. tests/judge/layouts.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0

if [ ! -x "$NIMBOX" ]; then
    echo "not ok - $NIMBOX is built"
    exit 1
fi

for in in tests/judge/samples/*.in; do
    p=$(basename "$in" .in)
    names=$LAYOUTS
    has_terminator "$p" && names="$names noterm"
    has_end "$p" && names="$names after"
    for name in $names; do
        layout "$name" "$in" >"$tmp/in"
        "$NIMBOX" judge "$p" <"$tmp/in" >"$tmp/out" 2>"$tmp/err"
        rc=$?
        if [ "$rc" -eq 0 ] && [ ! -s "$tmp/err" ] && cmp -s "$tmp/out" "${in%.in}.out"; then
            echo "ok - judge $p reads its sample laid out $name"
        else
            echo "not ok - judge $p reads its sample laid out $name (exit $rc)"
            od -c "$tmp/in" | head -5 | sed 's/^/# in: /'
            sed 's/^/# stderr: /' "$tmp/err"
            diff "${in%.in}.out" "$tmp/out" | sed 's/^/# /'
            failed=1
        fi
    done
done
exit "$failed"
