#!/bin/sh
# run_fuzz.sh - the libFuzzer harnesses (fuzz/README.md) for a fixed short run each: `make fuzz`
# builds them, then each runs its committed seed corpus (fuzz/corpus/<name>/, every input of
# which must pass: the regressions of earlier findings are there) and then a fixed number of
# inputs of its own, from a fixed seed (the same inputs each time; `make fuzz-long` explores).
# Also the console's one-error unit test built with ASan and UBSan, in both wirings. Prints TAP
# lines; a finding shows the end of the harness's report (its input in Base64).
# Usage: sh tests/fuzz/run_fuzz.sh BUILD_DIR   (from the repository root)
#@ weight 30 (make fuzz and the fixed runs: about 30 s of CPU)
BUILD=${1:-build}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if make --no-print-directory BUILD="$BUILD" fuzz >"$tmp/build.log" 2>&1; then
    echo "ok - make fuzz builds the harnesses (clang, ASan, UBSan, libFuzzer)"
else
    echo "not ok - make fuzz builds the harnesses (clang, ASan, UBSan, libFuzzer)"
    tail -n 20 "$tmp/build.log" | sed 's/^/#   /'
    exit 1
fi

# Inputs per harness: a few seconds of CPU each on this project's 2-core machine.
runs_of() {
    case $1 in
    console_host) echo 20000 ;;
    console_board) echo 8000 ;;
    record) echo 4000 ;;
    *) echo 20000 ;;
    esac
}

for f in fuzz/fuzz_*.c; do
    name=$(basename "$f" .c | sed 's/^fuzz_//')
    bin="$BUILD/fuzz/fuzz_$name"
    runs=$(runs_of "$name")
    mkdir -p "$tmp/$name"
    # new inputs go to the scratch directory (the first), never into the committed corpus
    if "$bin" -seed=1 -runs="$runs" -max_len=4096 -artifact_prefix="$tmp/$name/" \
        "$tmp/$name" "fuzz/corpus/$name" >"$tmp/$name.log" 2>&1; then
        echo "ok - fuzz $name: the corpus and $runs inputs, no finding"
    else
        echo "not ok - fuzz $name: a finding"
        grep -E 'FINDING|runtime error|ERROR|SUMMARY|^Base64' "$tmp/$name.log" | head -n 12 |
            sed 's/^/#   /'
    fi
done

for t in test_console_one_error test_console_one_error_board; do
    CMOCKA_MESSAGE_OUTPUT=TAP "$BUILD/fuzz/$t" >"$tmp/$t.log" 2>&1
    rc=$?
    sed -n 's/^\(not \)\{0,1\}ok [0-9]* - /&[ASan+UBSan '"$t"'] /p' "$tmp/$t.log"
    if [ "$rc" -ne 0 ] && ! grep -q '^not ok' "$tmp/$t.log"; then
        echo "not ok - $t (ASan and UBSan) exited with status $rc"
        grep -E 'runtime error|ERROR|SUMMARY' "$tmp/$t.log" | head -n 5 | sed 's/^/#   /'
    fi
done
