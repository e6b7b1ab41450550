#!/bin/sh
# run_serial.sh - the serial link as real boards and hosts have it (docs/console.md, "The
# serial port"; sim/usb_bridge.h), on both boards:
#   1. the simulator's bridges: a sender that honours XON/XOFF through an Uno's 16U2 or a
#      Nano's CH340 still sends what the chip holds and what passes while the XOFF travels
#      (uart_after_xoff.c counts them), within the bounds worked out by hand from the chips'
#      figures below;
#   2. output-bound judge streams from a sender honouring XON/XOFF through the board's own
#      bridge (--flow xonxoff) are answered byte for byte as the host tool answers them,
#      nothing lost; and so they are when the reader, a slow terminal, holds the board's output
#      with XOFF for 200 ms of every 300 (--reader-xoff 300:200);
#   3. line faults the chip can see (--line-noise: framing errors, overruns), at least 10,000
#      on each board across three judge streams whose every answer names its case
#      (gen_unique.awk): no answer is wrong or out of order, every error line is `input lost`
#      (a broken byte is never read as data), and the runs go on answering;
#   4. `nimbox judge PROBLEM --port PTY` against the simulated board on a pty (nimbox-sim
#      --headless): its stdout, stderr and exit status are the host tool's for an output-bound
#      and a list stream on each board, from a line that ignores the board's XOFF (the tool
#      paces itself) and through the board's bridge; bad input (a 0x13 in the file too: a byte,
#      not flow control) stops it where the host tool stops; a wrong answer (a bit flipped on the line) and a loss are caught and said; a
#      missing port, a file that is no port, a busy port and a port where no NimBox answers are
#      each one line in words.
# Prints TAP lines; a missing simulator, ELF or host tool is a failure, never a skip.
# Usage: sh tests/serial/run_serial.sh BUILD_DIR (from the repository root)
#@ weight 7 (about 7 s of CPU)
BUILD=${1:-build}
SIM=$BUILD/sim/nimbox-sim
HOST=$BUILD/host/nimbox
BOARDS="uno-lcd nano-tm1638"
MAX_MS=120000
HERE=tests/serial
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ok() { echo "ok - $1"; }
not_ok() {
    echo "not ok - $1"
    failed=1
}
comment_file() { sed 's/^/# /' "$1"; }

missing=
for f in "$SIM" "$HOST" "$BUILD/sim/fw/uart_after_xoff.elf" "$BUILD/sim/fw/uart_flags.elf"; do
    [ -f "$f" ] || missing="$missing $f"
done
for b in $BOARDS; do
    [ -f "$BUILD/$b/nimbox.elf" ] || missing="$missing $BUILD/$b/nimbox.elf"
done
if [ -n "$missing" ]; then
    not_ok "serial link tests need:$missing (make host sim; make firmware for both boards)"
    exit 1
fi

# --- 1. bytes after XOFF through each bridge ---
# The XOFF takes a frame (85 us) to the chip, then its flush (16U2: Timer0, 4096 us; CH340:
# a USB frame, 1000 us) and the host (1000 us): 5181 us = 61 bytes at the 16U2's 117647 baud
# (85 us each), 2085 us = 24 at the CH340's 115200 (86.8 us). Then the chip sends what it
# holds: its USB bank (0 to a packet: 64 / 32) and its buffer (16U2: 2, CH340: 64, an
# assumption), one more frame at most on the line: 16U2 63..128, CH340 88..121.
printf '%s\n' 'expect-uart "ready" 100' 'sender-flow xonxoff' >"$tmp/after.script"
i=0
while [ $i -lt 5 ]; do
    printf 'send-raw "%s"\n' 0123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789 >>"$tmp/after.script"
    i=$((i + 1))
done
printf '%s\n' 'expect-uart "rest " 1000' 'wait 10' 'dump-uart' >>"$tmp/after.script"
for spec in 16u2:63:128 ch340:88:121; do
    bridge=${spec%%:*}
    range=${spec#*:}
    lo=${range%:*} hi=${range#*:}
    "$SIM" --script "$tmp/after.script" --bridge "$bridge" --max-ms "$MAX_MS" \
        "$BUILD/sim/fw/uart_after_xoff.elf" >"$tmp/after.out" 2>&1
    rc=$?
    n=$(sed -n 's/.*after-xoff \([0-9]*\).*/\1/p' "$tmp/after.out" | head -1)
    rest=$(sed -n 's/.*rest \([0-9]*\).*/\1/p' "$tmp/after.out" | head -1)
    if [ "$rc" -eq 0 ] && [ -n "$n" ] && [ "$n" -ge "$lo" ] && [ "$n" -le "$hi" ] &&
        [ $((n + rest + 1)) -eq 500 ]; then
        ok "a sender honouring XOFF through a $bridge still sends $n bytes after it ($lo..$hi), then the rest at XON"
    else
        not_ok "after XOFF through a $bridge: $n bytes (want $lo..$hi), rest $rest, exit $rc"
        comment_file "$tmp/after.out"
    fi
done

# --- 2. output-bound streams through each board's bridge ---
# gen_out PROBLEM CASES SEED: short cases whose answers take more bytes than they do
gen_out() {
    LC_ALL=C awk -v p="$1" -v n="$2" -v seed="$3" '
    function r(lo, hi) { return lo + int(rand() * (hi - lo + 1)) }
    BEGIN {
        srand(seed)
        print "judge " p
        for (i = 0; i < n; i++) {
            if (p == "hdu2177") { a = r(1, 60); print a, a + r(0, 40) }
            else print r(1, 99)
        }
        if (p == "hdu2177") print "0 0"
    }'
}
for b in $BOARDS; do
    elf=$BUILD/$b/nimbox.elf
    for p in hdu2177 hdu1847; do
        gen_out "$p" 1500 23 >"$tmp/in"
        tail -n +2 "$tmp/in" | "$HOST" judge "$p" >"$tmp/want"
        for reader in "" "--reader-xoff 300:200"; do
            # shellcheck disable=SC2086 # $reader: no option, or one with its value
            "$SIM" --uart-stdio --stats --flow xonxoff $reader --max-ms "$MAX_MS" "$elf" \
                <"$tmp/in" >"$tmp/got" 2>"$tmp/err"
            rc=$?
            what="$b answers an output-bound $p stream (1500 cases) from a sender honouring XON/XOFF through its bridge"
            [ -n "$reader" ] && what="$what, its output held 200 ms of every 300 by the reader's XOFF"
            if [ "$rc" -eq 0 ] && [ "$(wc -c <"$tmp/in")" -lt "$(wc -c <"$tmp/want")" ] &&
                cmp -s "$tmp/got" "$tmp/want" && grep -q " 0 lost at the receiver" "$tmp/err" &&
                grep -q "XON/XOFF obeyed through a" "$tmp/err" &&
                { [ -z "$reader" ] || grep -q "the host sent [1-9]" "$tmp/err"; }; then
                ok "$what"
            else
                not_ok "$what (exit $rc)"
                comment_file "$tmp/err"
                cmp "$tmp/got" "$tmp/want" | sed 's/^/# /'
            fi
        done
    done
done

# --- 3. 10,000 line faults on each board, no wrong answer ---
for b in $BOARDS; do
    elf=$BUILD/$b/nimbox.elf
    faults=0
    bad=
    for spec in hdu1538:1 hdu2177:2 hdu2176:3; do
        p=${spec%:*}
        seed=${spec#*:}
        LC_ALL=C awk -v p="$p" -v n=4000 -v seed="$seed" -f "$HERE/gen_unique.awk" >"$tmp/in"
        tail -n +2 "$tmp/in" | "$HOST" judge "$p" >"$tmp/want"
        LC_ALL=C awk -v p="$p" -f "$HERE/blocks.awk" "$tmp/want" >"$tmp/want.b"
        # (the noise starts after the judge command's line: its data gets it all)
        "$SIM" --uart-stdio --stats --flow xonxoff --line-noise 0.04 --noise-seed "$seed" \
            --line-noise-after "$(head -1 "$tmp/in" | wc -c)" --max-ms "$MAX_MS" "$elf" \
            <"$tmp/in" >"$tmp/got" 2>"$tmp/err"
        rc=$?
        LC_ALL=C awk -v p="$p" -f "$HERE/blocks.awk" "$tmp/got" >"$tmp/got.b"
        n=$(sed -n 's/.*, \([0-9]*\) frames sent broken.*/\1/p' "$tmp/err")
        faults=$((faults + ${n:-0}))
        cases=$(wc -l <"$tmp/want.b")
        given=$(wc -l <"$tmp/got.b")
        repeated=$(sort "$tmp/want.b" | uniq -d | wc -l)
        # each block given is the right answer of a case, the cases in order
        wrong=$(awk 'NR == FNR { w[++n] = $0; next }
                     { while (++i <= n && w[i] != $0) {} if (i > n) bad++ } END { print bad + 0 }' \
            "$tmp/want.b" "$tmp/got.b")
        others=$(grep '^error: ' "$tmp/got" | grep -cv '^error: line [0-9]*: input lost ([0-9]* bytes)$')
        lost_lines=$(grep -c '^error: line [0-9]*: input lost' "$tmp/got")
        echo "# $b $p: ${n:-0} faults, $given of $cases cases answered, $lost_lines error lines, $wrong wrong"
        if [ "$rc" -ne 0 ] || [ "$cases" -ne 4000 ] || [ "$repeated" -ne 0 ] || [ "$wrong" -ne 0 ] ||
            [ "$others" -ne 0 ] || [ "$given" -lt 400 ] || [ "$lost_lines" -eq 0 ]; then
            bad="$bad $p (exit $rc, $wrong wrong, $others other error lines, $given answered, $repeated repeated)"
            comment_file "$tmp/err"
            grep '^error: ' "$tmp/got" | grep -v 'input lost' | head -3 | sed 's/^/# /'
        fi
    done
    if [ -z "$bad" ] && [ "$faults" -ge 10000 ]; then
        ok "$b: $faults line faults (framing errors, overruns) across three judge streams, no wrong answer, every loss reported"
    else
        not_ok "$b under $faults line faults:$bad"
    fi
done
# --- 4. the port tool through a pty ---
# on_board ELF SIM-OPTIONS... -- COMMAND...: COMMAND while the simulator serves ELF on the pty
# $tmp/port (its summary in $tmp/sim.err); the simulator's event lines say when the board is
# ready (a FIFO, read up to its `ready:` line; opening the port then resets the board, as DTR
# does, and the tool waits for its banner)
on_board() {
    elf=$1
    shift
    set -- "$@"
    opts=
    while [ "$1" != -- ]; do
        opts="$opts $1"
        shift
    done
    shift
    rm -f "$tmp/ready"
    mkfifo "$tmp/ready"
    # shellcheck disable=SC2086 # $opts holds several options
    "$SIM" --headless --pty-link "$tmp/port" --stats --max-ms 600000 $opts "$elf" \
        >"$tmp/ready" 2>"$tmp/sim.err" &
    sim=$!
    while read -r line && [ "${line#*\] ready: }" = "$line" ]; do :; done <"$tmp/ready"
    "$@"
    rc=$?
    kill "$sim"
    wait "$sim"
    return "$rc"
}
# same_as_host NAME PROBLEM INPUT ELF SIM-OPTIONS...: the tool on the board answers as the host
# tool does, stdout, stderr (its `nimbox: ` lines) and exit status
same_as_host() {
    name=$1 p=$2 in=$3 elf=$4
    shift 4
    "$HOST" judge "$p" <"$in" >"$tmp/host.out" 2>"$tmp/host.err"
    hrc=$?
    on_board "$elf" "$@" -- "$HOST" judge "$p" --port "$tmp/port" <"$in" >"$tmp/port.out" \
        2>"$tmp/port.err"
    prc=$?
    if [ "$prc" -eq "$hrc" ] && cmp -s "$tmp/port.out" "$tmp/host.out" &&
        cmp -s "$tmp/port.err" "$tmp/host.err" && grep -q " 0 lost at the receiver" "$tmp/sim.err"; then
        ok "$name"
    else
        not_ok "$name (exit $prc, the host tool's $hrc)"
        comment_file "$tmp/port.err"
        comment_file "$tmp/sim.err"
        cmp "$tmp/port.out" "$tmp/host.out" | sed 's/^/# /'
    fi
}
gen_out hdu2177 600 31 | tail -n +2 >"$tmp/out.in"
LC_ALL=C awk -v p=hdu2176 -v n=400 -v seed=37 -f "$HERE/gen_unique.awk" | tail -n +2 >"$tmp/list.in"
printf '3 5\n4 7\n10 x\n2 2\n' >"$tmp/bad.in"
printf '3 5\n4 7\n\023\n2 2\n' >"$tmp/xoff.in" # a file's 0x13 is a byte, not flow control
for b in $BOARDS; do
    elf=$BUILD/$b/nimbox.elf
    same_as_host "nimbox judge --port on $b answers an output-bound hdu2177 stream as the host tool, from a line that ignores XOFF" \
        hdu2177 "$tmp/out.in" "$elf"
    same_as_host "nimbox judge --port on $b answers a hdu2176 stream of pile lists as the host tool, from a line that ignores XOFF" \
        hdu2176 "$tmp/list.in" "$elf"
    same_as_host "nimbox judge --port on $b answers through the board's USB bridge honouring XON/XOFF as the host tool" \
        hdu2177 "$tmp/out.in" "$elf" --flow xonxoff
    same_as_host "nimbox judge --port on $b stops at bad input where the host tool stops, with its message" \
        hdu2177 "$tmp/bad.in" "$elf"
done
if "$HOST" judge hdu2177 <"$tmp/xoff.in" 2>&1 >/dev/null |
    grep -q '^nimbox: line 3: `?` is not a number$'; then
    ok "nimbox judge takes a 0x13 (XOFF) in its input file as a bad byte, not flow control"
else
    not_ok "nimbox judge and a 0x13 in its input file"
fi
same_as_host "nimbox judge --port stops at a 0x13 in the input file, as the host tool does" \
    hdu2177 "$tmp/xoff.in" "$BUILD/uno-lcd/nimbox.elf"
elf=$BUILD/uno-lcd/nimbox.elf
# expect_fail NAME PATTERN COMMAND...: exit status 2 and one stderr line matching PATTERN
expect_fail() {
    name=$1 pattern=$2
    shift 2
    "$@" >"$tmp/fail.out" 2>"$tmp/fail.err"
    rc=$?
    if [ "$rc" -eq 2 ] && [ "$(wc -l <"$tmp/fail.err")" -eq 1 ] &&
        grep -Eq "$pattern" "$tmp/fail.err"; then
        ok "$name: $(cat "$tmp/fail.err")"
    else
        not_ok "$name (exit $rc)"
        comment_file "$tmp/fail.err"
    fi
}
LC_ALL=C awk -v p=hdu2177 -v n=600 -v seed=41 -f "$HERE/gen_unique.awk" | tail -n +2 >"$tmp/big.in"
# (the noise spares the tool's 30 bytes before the data: its probe and the judge command)
expect_fail "nimbox judge --port catches a wrong answer (data bits flipped on the line, which the chip cannot see)" \
    "answered .* where the host tool answers|the board on .* reports: line [0-9]+: " \
    on_board "$elf" --line-noise 0.01:flip --noise-seed 5 --line-noise-after 30 -- "$HOST" judge hdu2177 --port "$tmp/port" <"$tmp/big.in"
expect_fail "nimbox judge --port says what the board reports (framing errors on the line)" \
    "the board on .* reports: line [0-9]+: input lost" \
    on_board "$elf" --line-noise 0.01:framing --noise-seed 5 --line-noise-after 30 -- "$HOST" judge hdu2177 --port "$tmp/port" <"$tmp/big.in"
expect_fail "nimbox judge --port with no such port" "no serial port $tmp/none" \
    "$HOST" judge hdu1527 --port "$tmp/none" </dev/null
expect_fail "nimbox judge --port on a file that is no serial port" "/dev/null is not a serial port" \
    "$HOST" judge hdu1527 --port /dev/null </dev/null
expect_fail "nimbox judge --port on a port another program holds" "is busy: another program has it open" \
    on_board "$elf" -- flock -n "$tmp/port" "$HOST" judge hdu1527 --port "$tmp/port" </dev/null
expect_fail "nimbox judge --port where no NimBox answers (a board that only echoes)" \
    "no answer from .* is a NimBox on it" \
    on_board "$BUILD/sim/fw/uart_flags.elf" -- env NIMBOX_PORT_WAIT_MS=300 "$HOST" judge hdu1527 --port "$tmp/port" </dev/null
exit "$failed"
