#!/bin/sh
# write_report.sh - `make bench`'s last step: runs the bench runner on the bench firmware (and the
# toy firmware of each board that is built), keeps the raw report under the build directory,
# prints it, and writes docs/bench.md: date, toolchain versions, the measured tables, each toy's
# largest symbols, the host tool's speed table (OUT/judge/speed.md, bench/judge/speed.sh) and
# the analysis in bench/bench_notes.md. Exits with the runner's status (3: a
# result differed from the exact answer; the document is written anyway so the mismatch is on
# record).
# Usage: bench/write_report.sh RUNNER BENCH_ELF OUT_DIR DOC [TOY_ELF ...]
RUNNER=$1 BENCH_ELF=$2 OUT=$3 DOC=$4
shift 4
mkdir -p "$OUT"
toys=
for elf in "$@"; do
    [ -f "$elf" ] && toys="$toys $elf"
done
set +e
# shellcheck disable=SC2086 # one word a toy ELF
"$RUNNER" "$BENCH_ELF" $toys >"$OUT/report.md"
status=$?
set -e
if [ "$status" -ne 0 ] && [ "$status" -ne 3 ]; then
    echo "bench: the runner failed (status $status)" >&2
    exit "$status"
fi
cat "$OUT/report.md"
# EEPROM wear in real games on each toy (bench/eeprom/wear.sh, on the simulator beside OUT)
SIM=$(dirname "$OUT")/sim/nimbox-sim
if [ -x "$SIM" ] && [ -n "$toys" ]; then
    # shellcheck disable=SC2086 # one word a toy ELF
    sh bench/eeprom/wear.sh "$SIM" "$OUT/eeprom" $toys >"$OUT/eeprom.md"
else
    echo "EEPROM wear: not measured (no simulator at $SIM, or no toy firmware)." >"$OUT/eeprom.md"
fi
cat "$OUT/eeprom.md"

version() { dpkg-query -W -f='${Version}' "$1" 2>/dev/null || echo unknown; }
{
    echo "# NimBox benchmark"
    echo
    echo "Written by \`make bench\` on $(date -u '+%Y-%m-%d %H:%M UTC'); do not edit by hand (the"
    echo "analysis below comes from \`bench/bench_notes.md\`)."
    echo
    echo "Toolchain: avr-gcc $(avr-gcc -dumpversion) (gcc-avr $(version gcc-avr)), avr-libc" \
         "$(version avr-libc), simavr $(version simavr) (libsimavr-dev $(version libsimavr-dev))."
    echo "All figures are exact simulated cycle counts of an ATmega328P at 16 MHz (no wall clock)."
    echo
    sed -n '1,/^```$/p' "$OUT/report.md" | sed '$d'
    cat "$OUT/eeprom.md"
    echo
    for toy in $toys; do
        echo "Largest symbols of the toy firmware \`$toy\` (\`avr-nm --size-sort\`, bytes):"
        echo
        echo '```'
        avr-nm --size-sort -S "$toy" | tail -n 15 |
            while read -r addr size kind name; do printf '%6d %s %s\n' "0x$size" "$kind" "$name"; done |
            sort -rn
        echo '```'
        echo
    done
    if [ -f "$OUT/judge/speed.md" ]; then
        echo "### The host tool against accepted solutions (CPU time, bench/judge/speed.sh)"
        echo
        echo "Each problem's bench input through \`nimbox judge\`, an accepted solution in the"
        echo "\"fast I/O\" shape (bench/judge/ref_fast_*.c) and one in the scanf/printf shape"
        echo "(ref_*.c), the same answers from all three, side by side in turn; medians of 9 rounds:"
        echo
        cat "$OUT/judge/speed.md"
        echo
    fi
    echo "### Figures for scripts"
    echo
    sed -n '/^```$/,/^```$/p' "$OUT/report.md"
    echo
    cat bench/bench_notes.md
} >"$OUT/bench.md"
cp "$OUT/bench.md" "$DOC"
echo "bench: wrote $DOC"
exit "$status"
