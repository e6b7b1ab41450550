#!/bin/sh
# speed.sh - prepares the host tool's speed comparison (benchmark only, not part of make test):
# builds the scanf/printf reference programs of bench/judge/ and the data generator, writes
# 10^6 cases of HDU 1527, POJ 2348 and HDU 1847 to OUT/, and checks that the host tool and each
# reference print the same bytes. The CPU-time ratios in bench/bench_notes.md were measured on
# these files as whole processes, side by side (the two commands in turn, 5 counted runs each
# after one warm-up, ratio taken pair by pair, median quoted):
#   build/host/nimbox judge P < OUT/P.in      against      OUT/ref_P < OUT/P.in
# Usage: sh bench/judge/speed.sh [BUILD_DIR] [OUT_DIR]   (from the repository root, after make host)
set -e
BUILD=${1:-build}
OUT=${2:-$BUILD/bench/judge}
NIMBOX=$BUILD/host/nimbox
mkdir -p "$OUT"
cc -O2 -o "$OUT/gen" bench/judge/gen.c
for p in hdu1527 poj2348 hdu1847; do
    cc -O2 -o "$OUT/ref_$p" "bench/judge/ref_$p.c" -lm
    [ -s "$OUT/$p.in" ] || "$OUT/gen" "$p" >"$OUT/$p.in"
    "$NIMBOX" judge "$p" <"$OUT/$p.in" >"$OUT/$p.nimbox.out"
    "$OUT/ref_$p" <"$OUT/$p.in" >"$OUT/$p.ref.out"
    if cmp -s "$OUT/$p.nimbox.out" "$OUT/$p.ref.out"; then
        echo "$p: $(wc -l <"$OUT/$p.in") lines of input, the same answers from both"
    else
        echo "$p: the answers differ" >&2
        exit 1
    fi
    echo "  time: $NIMBOX judge $p < $OUT/$p.in   against   $OUT/ref_$p < $OUT/$p.in"
done
