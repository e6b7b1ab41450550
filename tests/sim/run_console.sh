#!/bin/sh
# run_console.sh - the serial console of the real firmware (nimbox-sim --uart-stdio), as judge
# data and terminals reach it:
#   1. every problem's sample (tests/judge/samples/P.in) in the layouts of
#      tests/judge/layouts.sh (CR, CR LF, one line, one number a line, tabs / vertical tabs /
#      form feeds, +00 numbers, no final line end) answers byte for byte as the host tool does;
#      after CR or CR LF line ends the board ends its lines with "\r\n" (terminals that do not
#      add a CR), after LF with '\n' as the host tool;
#   2. commands ended by CR, LF, CR LF and a mix (CR then LF is ONE line end) are each answered
#      once, with the line end they came with, and a judge run in between is answered;
#   3. a line sent with no line end in one burst (the Arduino IDE's "No line ending") is
#      answered after the pause that follows it (its lines end as the last line end seen: LF at
#      first);
#   4. a pile list longer than the board's store is one error line naming the limit and the
#      host tool, and the run goes on with the next case;
#   5. judge streams at the line's full pace (115200 baud, the simulator's sender): ones whose
#      answers take no more bytes than their input (HDU 1527 with long and short numbers, POJ
#      2348, HDU 2176 with long numbers) with no flow control, and output-bound ones (HDU 2177,
#      HDU 1847 with short numbers) from a sender that honours XON/XOFF with 16 (and 30) bytes
#      in flight, are answered byte for byte as the host tool does, nothing lost; an
#      output-bound one from a sender that ignores XOFF loses input: the losses are reported
#      (error lines with their byte counts), the run goes on, and every answer given is the
#      right answer of its case, in order.
# Prints TAP lines; a missing simulator, ELF or host tool is a failure.
# Usage: sh tests/sim/run_console.sh BUILD_DIR [BOARD] (from the repository root; BOARD uno-lcd)
#@ weight 3 (about 3 s of CPU)
BUILD=${1:-build}
SIM=$BUILD/sim/nimbox-sim
ELF=$BUILD/${2:-uno-lcd}/nimbox.elf # the board: the second argument
HOST=$BUILD/host/nimbox
MAX_MS=60000
. tests/judge/layouts.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0

ok() { echo "ok - $1"; }
not_ok() {
    echo "not ok - $1"
    failed=1
}
show() { od -c "$1" | head -8 | sed "s/^/# $2: /"; }

missing=
[ -x "$SIM" ] || missing="$missing $SIM"
[ -f "$ELF" ] || missing="$missing $ELF"
[ -x "$HOST" ] || missing="$missing $HOST"
if [ -n "$missing" ]; then
    not_ok "console simulation tests need:$missing (make host firmware sim)"
    exit 1
fi

# board IN OUT: the firmware's answer to the bytes of IN (its banner aside)
board() {
    "$SIM" --uart-stdio --max-ms "$MAX_MS" "$ELF" <"$1" >"$2" 2>"$tmp/sim.err"
}

# --- 1. judge samples in every layout ---
for in in tests/judge/samples/*.in; do
    p=$(basename "$in" .in)
    for name in $LAYOUTS; do
        case $name in
        cr) eol='\r' ;;
        crlf) eol='\r\n' ;;
        *) eol='\n' ;;
        esac
        # shellcheck disable=SC2059 # $eol is a printf format on purpose
        { printf "judge $p$eol"; layout "$name" "$in"; } >"$tmp/in"
        if [ "$eol" = '\n' ]; then
            cp "${in%.in}.out" "$tmp/want"
        else
            sed 's/$/\r/' "${in%.in}.out" >"$tmp/want"
        fi
        board "$tmp/in" "$tmp/got"
        rc=$?
        if [ "$rc" -eq 0 ] && cmp -s "$tmp/got" "$tmp/want"; then
            ok "board judge $p reads its sample laid out $name"
        else
            not_ok "board judge $p reads its sample laid out $name (nimbox-sim exit $rc)"
            show "$tmp/want" want
            show "$tmp/got" got
        fi
    done
done

# --- 2. commands and a judge run, per line ending ---
# each command's answer starts with this; ends with the line end it came with
# (the commands come faster than their answers go: the board may ask for a pause with XOFF and
# XON, which a sender honouring them takes out of what it receives, as here)
check_eol() { # NAME EOL-PRINTF WANT-PRINTF
    # shellcheck disable=SC2059
    printf "$2" >"$tmp/in"
    # shellcheck disable=SC2059
    printf "$3" >"$tmp/want"
    board "$tmp/in" "$tmp/raw"
    rc=$?
    tr -d '\021\023' <"$tmp/raw" >"$tmp/got"
    if [ "$rc" -eq 0 ] && cmp -s "$tmp/got" "$tmp/want"; then
        ok "$1"
    else
        not_ok "$1 (nimbox-sim exit $rc)"
        show "$tmp/want" want
        show "$tmp/got" got
    fi
}
solve_lf='second player wins\nstalling move: take 1; leaves 2\n'
solve_crlf='second player wins\r\nstalling move: take 1; leaves 2\r\n'
check_eol "board answers a command ended by LF with LF" 'solve pow2 3\n' "$solve_lf"
check_eol "board answers a command ended by CR with CR LF" 'solve pow2 3\r' "$solve_crlf"
check_eol "board takes CR LF as one line end and answers with CR LF" \
    'solve pow2 3\r\n\r\nsolve pow2 3\r\n' "$solve_crlf$solve_crlf"
check_eol "board answers a mix of line ends, each as it came, a judge run among them" \
    'solve pow2 3\rjudge hdu1847\n1\r\n3\r4\n.\r\nsolve pow2 3\n' \
    "${solve_crlf}Kiki\r\nCici\r\nKiki\n${solve_lf}"

# --- 3. no line end: the pause after a burst ends the line ---
check_eol "board answers a line sent with no line end once the input pauses" \
    'solve pow2 3' "$solve_lf"
check_eol "board answers the last judge number sent with no line end once the input pauses" \
    'judge hdu1847\r1 2 3' 'Kiki\r\nKiki\r\nCici\r\n'

# --- 4. a pile list longer than the board holds ---
{
    printf 'judge hdu2176\n113'
    i=0
    while [ "$i" -lt 113 ]; do printf ' 5'; i=$((i + 1)); done
    printf '\n2 1 2\n0\n'
} >"$tmp/in"
board "$tmp/in" "$tmp/got"
printf "error: line 1: 113 piles, over the board's 112 (the host tool nimbox takes any number)\nYes\n2 1\n" >"$tmp/want"
if cmp -s "$tmp/got" "$tmp/want"; then
    ok "board reports a pile list over its limit once, names the host tool, answers the next case"
else
    not_ok "board reports a pile list over its limit once, names the host tool, answers the next case"
    sed 's/^/# got: /' "$tmp/got"
fi

# --- 5. judge streams at the line's pace ---
# gen PROBLEM CASES SEED [short]: a stream of random cases (awk, fixed seed: replayable), "judge
# P" first; HDU 1527 with short numbers (1..99): the most cases per byte
gen() {
    LC_ALL=C awk -v p="$1" -v n="$2" -v seed="$3" -v short="$4" '
    function r(lo, hi) { return lo + int(rand() * (hi - lo + 1)) }
    function xor(a, b,   z, bit) { # (mawk has no xor())
        z = 0; bit = 1
        while (a || b) {
            if (a % 2 != b % 2) z += bit
            a = int(a / 2); b = int(b / 2); bit *= 2
        }
        return z
    }
    BEGIN {
        srand(seed)
        print "judge " p
        for (i = 0; i < n; i++) {
            if (p == "hdu1527" && short) print r(1, 99), r(1, 99)
            else if (p == "hdu1527") print r(100000000, 999999999), r(100000000, 999999999)
            else if (p == "poj2348") print r(1000000000, 2147483647), r(1000000000, 2147483647)
            else if (p == "hdu1847") print r(1, 99)
            else if (p == "hdu2177") { a = r(1, 60); print a, a + r(0, 40) }
            else if (p == "hdu2176") { # every other case lost: its last pile the nim-sum
                m = r(2, 12); line = m; x = 0
                for (j = 1; j < m; j++) { v = r(100000, 999999); line = line " " v; x = xor(x, v) }
                print line " " (i % 2 && x ? x : r(100000, 999999))
            }
        }
        if (p == "poj2348" || p == "hdu2177") print "0 0"
        else if (p == "hdu2176") print 0
    }'
}
# paced NAME PROBLEM CASES SHORT SIM-OPTIONS...: the board's answers to a generated stream
# equal the host tool's, byte for byte, with no byte lost at the receiver or in the board's ring
# (SHORT: "short" or ""). The board may still ask for a pause (XOFF, then XON) during a burst
# of long answers (HDU 2176's move lists): a sender that ignores it loses nothing here, and
# the pair is not part of the answers (a terminal shows nothing for them).
paced() {
    name=$1 p=$2 n=$3 short=$4
    shift 4
    gen "$p" "$n" 17 "$short" >"$tmp/in"
    tail -n +2 "$tmp/in" | "$HOST" judge "$p" >"$tmp/want"
    "$SIM" --uart-stdio --stats --max-ms "$MAX_MS" "$@" "$ELF" <"$tmp/in" >"$tmp/raw" 2>"$tmp/sim.err"
    rc=$?
    tr -d '\021\023' <"$tmp/raw" >"$tmp/got"
    xoffs=$(tr -cd '\023' <"$tmp/raw" | wc -c)
    # the main loop kicked the watchdog within half its timeout all along (room for a chip
    # whose watchdog oscillator runs faster than its nominal 128 kHz)
    kick=$(sed -n 's/^nimbox-sim: watchdog: .*timeout (\([0-9]*\)%)$/\1/p' "$tmp/sim.err")
    if [ "$rc" -eq 0 ] && [ -s "$tmp/want" ] && cmp -s "$tmp/got" "$tmp/want" &&
        grep -q " 0 lost at the receiver" "$tmp/sim.err" && [ -n "$kick" ] && [ "$kick" -lt 50 ]; then
        ok "$name ($(wc -c <"$tmp/in") bytes in, $(wc -c <"$tmp/want") out, $xoffs XOFF; watchdog kicked by $kick% of its timeout)"
    else
        not_ok "$name (nimbox-sim exit $rc)"
        sed 's/^/# /' "$tmp/sim.err"
        cmp "$tmp/got" "$tmp/want" | sed 's/^/# /'
    fi
}
in_bound() { # the stream's answers take no more bytes than its input (a precondition)
    [ "$(wc -c <"$tmp/want")" -le "$(wc -c <"$tmp/in")" ] ||
        not_ok "the $1 stream is not input-bound: the test must be changed"
}
for p in hdu1527 poj2348 hdu2176; do
    paced "board answers a $p stream at full line rate with no flow control" "$p" 1500 ""
    in_bound "$p"
done
paced "board answers a hdu1527 stream of short numbers at full line rate with no flow control" \
    hdu1527 3000 short
in_bound hdu1527
for p in hdu2177 hdu1847; do
    paced "board answers an output-bound $p stream from a sender honouring XON/XOFF (16 bytes in flight)" \
        "$p" 1500 "" --flow xonxoff --xoff-inflight 16
done
paced "board answers an output-bound hdu2177 stream from a sender honouring XON/XOFF (30 bytes in flight)" \
    hdu2177 1500 "" --flow xonxoff --xoff-inflight 30

# With a sender that ignores XOFF, input is lost: each answer block (HDU 2177: a line 0 or 1 and
# the move lines after it) must be the host tool's answer to one of the cases, in order, and
# the lost bytes are reported (error: ... input lost (N bytes)).
gen hdu2177 1500 29 >"$tmp/in"
tail -n +2 "$tmp/in" | "$HOST" judge hdu2177 >"$tmp/want"
"$SIM" --uart-stdio --max-ms "$MAX_MS" "$ELF" <"$tmp/in" >"$tmp/raw" 2>"$tmp/sim.err"
rc=$?
tr -d '\021\023' <"$tmp/raw" >"$tmp/got"
grep '^error: ' "$tmp/got" >"$tmp/errors"
grep -v '^error: ' "$tmp/got" >"$tmp/answers"
lost=$(sed -n 's/.*input lost (\([0-9]*\) bytes).*/\1/p' "$tmp/errors" | awk '{ s += $1 } END { print s + 0 }')
other=$(grep -vc 'input lost ([0-9]* bytes)' "$tmp/errors")
# blocks FILE: one answer block a line ("1|4 7|3 5")
blocks() { awk '/^[01]$/ && NR > 1 { print b; b = "" } { b = b (b == "" ? "" : "|") $0 } END { print b }' "$1"; }
blocks "$tmp/want" >"$tmp/want.b"
blocks "$tmp/answers" >"$tmp/got.b"
# each block given must come, in order, among the right ones (a damaged case is never answered)
if awk 'NR == FNR { w[++n] = $0; next } { while (++i <= n && w[i] != $0) {} if (i > n) bad = 1 }
        END { exit bad }' "$tmp/want.b" "$tmp/got.b"; then
    in_order=yes
else
    in_order=no
fi
given=$(wc -l <"$tmp/got.b")
cases=$(wc -l <"$tmp/want.b")
if [ "$rc" -eq 0 ] && [ "$in_order" = yes ] && [ "$lost" -gt 0 ] && [ "$other" -eq 0 ] &&
    [ "$given" -gt $((cases / 4)) ] && [ "$given" -lt "$cases" ]; then
    ok "board reports input lost to a sender ignoring XOFF ($lost bytes in $(wc -l <"$tmp/errors") lines) and answers $given of $cases cases, each right"
else
    not_ok "board under a sender ignoring XOFF: exit $rc, answers in order: $in_order, lost reported: $lost, other errors: $other, $given of $cases answered"
    head -5 "$tmp/errors" | sed 's/^/# /'
fi
exit "$failed"
