#!/bin/sh
# run_avr8js.sh - the firmware in the second simulator: the HEX that `make flash` writes on the
# avr8js board model the web page runs (web/node/nimbox_avr8js.mjs, Node), against the same
# tests as simavr:
#   0. the board model's own fixes of avr8js, register by register (web/test/board_test.mjs),
#      its delay loops in few steps against turn by turn (web/test/delay_loop_test.mjs), its
#      instruction table against avr8js's avrInstruction (web/test/decoder_test.mjs);
#   1. every tests/sim/*.script that uses only board-level steps (keys, LCD, UART, buzzer,
#      power, EEPROM), once per "#@ ladders:" family, its UART input at 115200 baud back to
#      back as on the board (no flow control); a script with simavr-only steps is skipped
#      with its reason printed ("# skip ...");
#   2. for each tests/judge/samples/P.in, `judge P` over the UART prints exactly what the host
#      tool prints, the input sent back to back at 115200 baud as a terminal sends it (no flow
#      control: a byte that finds the receiver full is lost, as on the chip); and so does a
#      long run (300 cases, 3.8 KB), once with a host that waits for room (flow control), once
#      at line rate;
#   3. the virtual board's own tests (tests/sim/fw/*.script on their small test firmwares, the
#      ELF turned into a HEX here): the USART, the EEPROM and sleep behave as on the chip in
#      both simulators; a test that needs an option of nimbox-sim this runner lacks is skipped
#      with the reason, and so is uart_timing (see the note at its skip).
#   4. the TM1638 module: the driver's demo firmware plays tests/sim/tm1638/*.script with a
#      clean bus, and its build without the driver's waits makes the model count timing
#      violations;
#   5. the Nano's firmware (build/nano-tm1638/nimbox.hex): tests/sim/nano/*.script as in 1, and
#      the judge samples as in 2.
# A difference from simavr is a failure to explain. Prints TAP lines.
# Usage: sh tests/web/run_avr8js.sh BUILD_DIR (from the repository root)
#@ parts (tests/parts.sh): board-model; uno-scripts-N and nano-scripts-N (the scripts in
#   batches, one node process each; a long one, "#@ max-ms:" of 1000000 or more, alone);
#   uno-judge, nano-judge; board-tests; tm1638
BUILD=${1:-build}
HEX=$BUILD/uno-lcd/nimbox.hex
HOST=$BUILD/host/nimbox
RUNNER=web/node/nimbox_avr8js.mjs
MAX_MS=120000
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
t0=$(date +%s)

. tests/parts.sh
missing=
[ -f "$HEX" ] || missing="$missing $HEX"
[ -x "$HOST" ] || missing="$missing $HOST"
[ -d web/node_modules/avr8js ] || missing="$missing web/node_modules (make web)"
command -v node >/dev/null || missing="$missing node"
if [ -z "$PARTS_LIST" ] && [ -n "$missing" ]; then
    echo "not ok - avr8js tests need:$missing"
    exit 1
fi

# script_batches PREFIX SCRIPT...: the parts that play these scripts, "PREFIX-N WEIGHT
# SCRIPT...", one a line: about 8 scripts a part, dealt round by their weight (its "#@ max-ms:"
# cap), so the long ones go to different parts, each with short ones
script_batches() {
    prefix=$1
    shift
    for script in "$@"; do
        max_ms=$(sed -n 's/^#@ max-ms: *//p' "$script")
        # a power-cut sweep is skipped here (not ported): it weighs nothing
        grep -q '^power-cut-sweep' "$script" && max_ms=0
        echo "$((${max_ms:-0} / 100000 + 1)) $script"
    done | sort -k1,1nr -k2,2 | awk -v prefix="$prefix" -v n=$# '
        BEGIN { k = int((n + 7) / 8) }
        { b = (NR - 1) % k; w[b] += $1; list[b] = list[b] " " $2 }
        END { for (b = 0; b < k; b++) print prefix "-" b + 1, w[b] list[b] }'
}

# --- 0. the board model ---
if part board-model 5; then
    node web/test/board_test.mjs || failed=1
    # the delay loops' fast path against turn by turn, on test programs and both firmwares;
    # the instruction table against avr8js's avrInstruction, every opcode
    node web/test/delay_loop_test.mjs "$BUILD/nano-tm1638/nimbox.hex" "$HEX" || failed=1
    node web/test/decoder_test.mjs || failed=1
fi

# --- 1. the simulation scripts ---
# (worked out only in a run that lists these parts or may play one: a job runs one part)
: >"$tmp/uno.batches"
part_runs 'uno-scripts-*' && script_batches uno-scripts tests/sim/*.script >"$tmp/uno.batches"
while read -r name weight scripts; do
    part "$name" "$weight" || continue
    # shellcheck disable=SC2086 # $scripts: several files
    node "$RUNNER" --tap --no-flow-control --max-ms "$MAX_MS" "$HEX" $scripts || failed=1
done <"$tmp/uno.batches"

# --- 2. judge runs over the UART, byte for byte against the host tool ---
# judge NAME PROBLEM INPUT EOF OPTIONS queues a run (EOF: the end-of-input text, a printf
# format; OPTIONS: the runner's); judge_run plays the queue on $HEX, one node process for each
# set of options (--uart-files: a new board for each run, as --uart-stdio), and reports each
# run in the order queued
: >"$tmp/judge.jobs"
jobs=0
judge() {
    jobs=$((jobs + 1))
    if ! "$HOST" judge "$2" <"$3" >"$tmp/j$jobs.host" 2>"$tmp/host.err"; then
        echo "not ok - avr8js $1: the host tool itself failed"
        sed 's/^/# /' "$tmp/host.err"
        failed=1
        return
    fi
    # shellcheck disable=SC2059 # $4 is a printf format
    (printf 'judge %s\n' "$2"; cat "$3"; printf "$4") >"$tmp/j$jobs.in"
    printf '%s|%s|%s\n' "$jobs" "$5" "$1" >>"$tmp/judge.jobs"
}
judge_run() {
    cut -d '|' -f2 "$tmp/judge.jobs" | sort -u >"$tmp/judge.options"
    while IFS= read -r options; do
        pairs=$(awk -F '|' -v o="$options" -v d="$tmp" '$2 == o { printf " %s/j%s.in %s/j%s.sim", d, $1, d, $1 }' "$tmp/judge.jobs")
        # shellcheck disable=SC2086 # $options and $pairs: several words
        node "$RUNNER" --uart-files --max-ms "$MAX_MS" $options "$HEX" $pairs >"$tmp/node.out" 2>&1 ||
            sed 's/^/# node: /' "$tmp/node.out"
    done <"$tmp/judge.options"
    while IFS='|' read -r n options name; do
        rc=$(cat "$tmp/j$n.sim.status" 2>/dev/null || echo "none: the runner stopped")
        if [ "$rc" = 0 ] && cmp -s "$tmp/j$n.host" "$tmp/j$n.sim"; then
            echo "ok - avr8js $name over the UART matches the host tool"
        else
            echo "not ok - avr8js $name over the UART matches the host tool (exit $rc)"
            cmp "$tmp/j$n.host" "$tmp/j$n.sim" 2>&1 | sed 's/^/# /'
            head -c 600 "$tmp/j$n.sim" 2>/dev/null | sed 's/^/# /'
            sed 's/^/# /' "$tmp/j$n.sim.err" 2>/dev/null
            failed=1
        fi
    done <"$tmp/judge.jobs"
    : >"$tmp/judge.jobs"
}
if part uno-judge 8; then
    for in in tests/judge/samples/*.in; do
        [ -f "$in" ] || continue
        p=$(basename "$in" .in)
        case $p in
        hdu1527 | nyoj161 | hdu1847) eof='.\n' ;; # end-of-file problems: "." ends the run
        *) eof= ;;
        esac
        judge "judge $p" "$p" "$in" "$eof" --no-flow-control
    done
    awk 'BEGIN { srand(1527); for (i = 0; i < 300; i++) print int(rand() * 100000), int(rand() * 100000) }' >"$tmp/long.in"
    judge "judge hdu1527, 300 cases, the host waiting for room," hdu1527 "$tmp/long.in" '.\n' ""
    judge "judge hdu1527, 300 cases at 115200 baud," hdu1527 "$tmp/long.in" '.\n' --no-flow-control
    judge_run
fi

# --- 3. the virtual board's own tests ---
if part board-tests 3; then
    for script in tests/sim/fw/*.script; do
        [ -f "$script" ] || continue
        name=$(basename "$script" .script)
        fw=$(sed -n 's/^#@ firmware: *//p' "$script")
        [ -n "$fw" ] || fw=$name
        args=$(sed -n 's/^#@ args: *//p' "$script")
        what="avr8js board test $name"
        case " $args" in
        *" --line-baud"*)
            echo "# skip $what: needs nimbox-sim's option --line-baud (a sender at another rate)"
            continue
            ;;
        esac
        if [ "$name" = wdt_timing ]; then
            # The watchdog as the chip has it (tests/flash, issue 27): avr8js's own watchdog plus
            # the board model reports every single timeout right, but its interrupt mode does not
            # fire ten times in 160 ms here ("tenth 0"). To be explained in the board model.
            echo "# skip $what: the chip's watchdog (interrupt mode repeating) is not the board model's yet"
            continue
        fi
        if [ "$name" = uart_timing ]; then
            # Its "tx-byte 1360" counts 7 byte times from the first UDRE interrupt to the 8th:
            # simavr sets UDRE one frame after each byte. The chip (and this model) moves a byte
            # written to an idle transmitter into the shift register at once and sets UDRE again,
            # so the 8th interrupt comes 6 frames plus the interrupt's latency after the first.
            echo "# skip $what: expects simavr's transmitter, not the chip's double buffer"
            continue
        fi
        if ! avr-objcopy -O ihex "$BUILD/sim/fw/$fw.elf" "$tmp/$fw.hex" 2>"$tmp/err"; then
            echo "not ok - $what: no firmware $BUILD/sim/fw/$fw.elf (make sim)"
            failed=1
            continue
        fi
        # shellcheck disable=SC2086 # $args holds several options
        node "$RUNNER" --script "$script" --no-flow-control --max-ms "$MAX_MS" $args "$tmp/$fw.hex" >"$tmp/out" 2>&1
        rc=$?
        if [ "$rc" -eq 77 ]; then
            echo "# skip $what: $(sed 's/^[^:]*: skipped: //' "$tmp/out")"
        elif [ "$rc" -eq 0 ]; then
            echo "ok - $what"
        else
            echo "not ok - $what"
            sed 's/^/# /' "$tmp/out"
            failed=1
        fi
    done
fi

# --- 4. the TM1638 module on the driver's demo firmware ---
if part tm1638 2; then
    demo=$BUILD/nano-tm1638/test-fw/tm1638_demo.elf
    fast=$BUILD/nano-tm1638/test-fw/tm1638_demo_fast.elf
    if avr-objcopy -O ihex "$demo" "$tmp/demo.hex" 2>/dev/null &&
        avr-objcopy -O ihex "$fast" "$tmp/fast.hex" 2>/dev/null; then
        # the scripts in one node process (--tap), each ending with a look at the bus timing
        mkdir "$tmp/tm"
        n=0
        for script in tests/sim/tm1638/*.script; do
            [ -f "$script" ] || continue
            printf 'expect-tm1638-timing-ok\n' | cat "$script" - >"$tmp/tm/$(basename "$script")"
            n=$((n + 1))
        done
        node "$RUNNER" --tap --board nano-tm1638 --no-flow-control --max-ms "$MAX_MS" "$tmp/demo.hex" \
            "$tmp"/tm/*.script >"$tmp/out" 2>&1 || failed=1
        sed -e 's/^ok - avr8js script \(.*\) (ladder u)$/ok - avr8js TM1638 script \1 (demo firmware, bus timing clean)/' \
            -e 's/^not ok - avr8js script \(.*\) (ladder u)$/not ok - avr8js TM1638 script \1 (demo firmware)/' \
            -e 's/^# skip avr8js script \(.*\) (ladder u)/not ok - avr8js TM1638 script \1 skipped/' "$tmp/out"
        passed=$(grep -c '^ok - ' "$tmp/out")
        if [ "$passed" -ne "$n" ]; then
            echo "not ok - avr8js TM1638 scripts: $passed of $n passed"
            failed=1
        fi
        printf 'wait 1000\nexpect-tm1638-timing-ok\n' >"$tmp/fast.script"
        node "$RUNNER" --board nano-tm1638 --script "$tmp/fast.script" "$tmp/fast.hex" >"$tmp/out" 2>&1
        rc=$?
        if [ "$rc" -eq 1 ] && grep -q 'CLK low shorter than 400 ns' "$tmp/out"; then
            echo "ok - avr8js TM1638 model counts the timing violations of the demo without waits"
        else
            echo "not ok - avr8js TM1638 model counts the timing violations of the demo without waits (exit $rc)"
            sed 's/^/# /' "$tmp/out"
            failed=1
        fi
    else
        echo "not ok - avr8js TM1638 tests need $demo and $fast (make tm1638-demo)"
        failed=1
    fi
fi

# --- 5. the Nano's own firmware (board nano-tm1638): its simulation scripts, and the judge
#        samples over its UART byte for byte as the host tool ---
NANO=$BUILD/nano-tm1638/nimbox.hex
: >"$tmp/nano.batches"
part_runs 'nano-scripts-*' && script_batches nano-scripts tests/sim/nano/*.script >"$tmp/nano.batches"
nano_part() { # NAME WEIGHT: the part, and the Nano's firmware for it
    part "$1" "$2" || return 1
    [ -f "$NANO" ] && return 0
    echo "not ok - avr8js Nano tests need $NANO (make firmware BOARD=nano-tm1638)"
    failed=1
    return 1
}
while read -r name weight scripts; do
    nano_part "$name" "$weight" || continue
    # shellcheck disable=SC2086 # $scripts: several files
    node "$RUNNER" --tap --board nano-tm1638 --no-flow-control --max-ms 2000000 "$NANO" \
        $scripts >"$tmp/nano.tap" 2>&1 || failed=1
    sed 's/^\(not \)\{0,1\}ok - avr8js /&nano /' "$tmp/nano.tap"
done <"$tmp/nano.batches"
if nano_part nano-judge 8; then
    HEX=$NANO
    for in in tests/judge/samples/*.in; do
        p=$(basename "$in" .in)
        case $p in
        hdu1527 | nyoj161 | hdu1847) eof='.\n' ;;
        *) eof= ;;
        esac
        judge "nano judge $p" "$p" "$in" "$eof" "--no-flow-control --board nano-tm1638"
    done
    judge_run
fi

echo "# avr8js tests took $(($(date +%s) - t0)) s"
exit "$failed"
