#!/bin/sh
# speed.sh - the host tool against accepted solutions, in CPU time (`make bench`; not a test):
# builds the reference programs of bench/judge/ (ref_P.c: the plain scanf/printf shape;
# ref_fast_P.c: the "fast I/O" shape, fast_io.h) and the data generator, writes the bench
# inputs to OUT/ (10^6 cases of HDU 1527, POJ 2348 and HDU 1847; HDU 2176: 5 cases of 200,000
# piles), checks that the host tool and both references print the same bytes, then runs the
# three side by side: one warm-up, then ROUNDS rounds (9) of A, B, C in turn, each a whole
# process with stdin from the file and stdout to /dev/null, its CPU time (user + system, of
# the child: getrusage, bench/judge/cpu_time.c). Prints, and writes to OUT/speed.md, the
# median CPU seconds of each and the median (min-max) of the round-by-round ratios A/B, A/C:
#   A: BUILD/host/nimbox judge P < OUT/P.in   B: OUT/ref_fast_P < OUT/P.in   C: OUT/ref_P < ...
# Exit status 1 when the answers differ, 0 otherwise (the table says whether A <= B held).
# Usage: sh bench/judge/speed.sh [BUILD_DIR] [OUT_DIR] [ROUNDS]   (repository root, make host)
set -e
BUILD=${1:-build}
OUT=${2:-$BUILD/bench/judge}
ROUNDS=${3:-9}
NIMBOX=$BUILD/host/nimbox
PROBLEMS="hdu1527 poj2348 hdu1847 hdu2176"
mkdir -p "$OUT"
cc -O2 -o "$OUT/gen" bench/judge/gen.c
cc -O2 -o "$OUT/cpu_time" bench/judge/cpu_time.c
for p in $PROBLEMS; do
    cc -O2 -o "$OUT/ref_$p" "bench/judge/ref_$p.c" -lm
    cc -O2 -o "$OUT/ref_fast_$p" "bench/judge/ref_fast_$p.c" -lm
    [ -s "$OUT/$p.in" ] || "$OUT/gen" "$p" >"$OUT/$p.in"
    "$NIMBOX" judge "$p" <"$OUT/$p.in" >"$OUT/$p.nimbox.out"
    "$OUT/ref_fast_$p" <"$OUT/$p.in" >"$OUT/$p.fast.out"
    "$OUT/ref_$p" <"$OUT/$p.in" >"$OUT/$p.ref.out"
    if ! cmp -s "$OUT/$p.nimbox.out" "$OUT/$p.fast.out" ||
        ! cmp -s "$OUT/$p.nimbox.out" "$OUT/$p.ref.out"; then
        echo "speed: $p: the host tool and the references answer differently" >&2
        exit 1
    fi
done

# cpu CMD...: the CPU seconds of one run on $in
cpu() {
    "$OUT/cpu_time" "$in" /dev/null "$@" | awk '{ print $1 }'
}
# median of the numbers on stdin, and min-max
med() {
    sort -g | awk '{ v[NR] = $1 } END { printf "%.3f %.3f %.3f", v[int((NR + 1) / 2)], v[1], v[NR] }'
}

{
    cpu_model=$(sed -n 's/^model name[^:]*: *//p' /proc/cpuinfo 2>/dev/null | head -n 1)
    echo "Measured on ${cpu_model:-this machine} ($(nproc) cores), $(cc --version | head -n 1), -O2;"
    echo "CPU time of each process (user + system), $ROUNDS rounds after a warm-up."
    echo
    echo "| problem (input) | host tool CPU s | fast I/O CPU s | scanf/printf CPU s | host / fast I/O, median (min-max) | host / scanf, median (min-max) | no slower than fast I/O |"
    echo "| --- | ---: | ---: | ---: | --- | --- | --- |"
} >"$OUT/speed.md"
for p in $PROBLEMS; do
    in=$OUT/$p.in
    cpu "$NIMBOX" judge "$p" >/dev/null # warm-up: the file in the page cache, the programs too
    cpu "$OUT/ref_fast_$p" >/dev/null
    cpu "$OUT/ref_$p" >/dev/null
    : >"$OUT/$p.times"
    r=0
    while [ "$r" -lt "$ROUNDS" ]; do
        a=$(cpu "$NIMBOX" judge "$p")
        b=$(cpu "$OUT/ref_fast_$p")
        c=$(cpu "$OUT/ref_$p")
        echo "$a $b $c" >>"$OUT/$p.times"
        r=$((r + 1))
    done
    set -- $(awk '{ print $1 }' "$OUT/$p.times" | med)
    a_med=$1
    set -- $(awk '{ print $2 }' "$OUT/$p.times" | med)
    b_med=$1
    set -- $(awk '{ print $3 }' "$OUT/$p.times" | med)
    c_med=$1
    set -- $(awk '{ printf "%.4f\n", $1 / $2 }' "$OUT/$p.times" | med)
    ab="$1 ($2-$3)"
    ab_med=$1
    set -- $(awk '{ printf "%.4f\n", $1 / $3 }' "$OUT/$p.times" | med)
    ac="$1 ($2-$3)"
    met=$(awk -v r="$ab_med" 'BEGIN { print (r <= 1.0 ? "yes" : "NO") }')
    size=$(wc -c <"$in")
    echo "| ${p} ($(awk -v s="$size" 'BEGIN { printf "%.1f MB", s / 1e6 }')) | $a_med | $b_med | $c_med | $ab | $ac | $met |" >>"$OUT/speed.md"
done
cat "$OUT/speed.md"
