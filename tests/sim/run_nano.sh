#!/bin/sh
# run_nano.sh - simulation tests of the Nano with the TM1638 LED&KEY module (nano-tm1638): its
# real firmware ELF on the virtual board, through the module's keys, digits, LEDs and the UART.
#   1. every tests/sim/nano/*.script, headless in simulated time, each from a blank EEPROM
#      (directives as in run_sim.sh: "#@ eeprom: garbage" random bytes in it first,
#      "#@ max-ms: N", each "#@ output: TEXT" a text its output must contain, e.g. where a
#      power-cut sweep's runs ended or a picture in a dump);
#   2. the EEPROM file keeps the boot counter across separate runs of the simulator;
#   3. for each tests/judge/samples/P.in, `judge P` over the Nano's UART prints exactly what
#      the host tool prints, and exactly what the Uno's firmware prints for the same stream;
#   4. garbage bytes and a number too big over its UART each get one "error: " line and the
#      console then answers like the host tool (and like the Uno);
#   5. help, solve of every game (and bad commands) answered byte for byte as the Uno does;
#   6. the console's own tests (tests/sim/run_console.sh) on the Nano's firmware;
#   7. simavr's batched run of a game gives the same output, cycle for cycle, as
#      --single-steps (run_sim.sh 7).
# Prints TAP lines; a missing simulator, ELF or host tool is a failure, never a skip.
# Usage: sh tests/sim/run_nano.sh BUILD_DIR (from the repository root)
#@ parts (tests/parts.sh): one per script (game_bash.script: make check's smoke script on
#   the Nano), and eeprom-runs, judge, bad-input, console-commands, console, single-steps
BUILD=${1:-build}
SIM=$BUILD/sim/nimbox-sim
ELF=$BUILD/nano-tm1638/nimbox.elf
UNO=$BUILD/uno-lcd/nimbox.elf
HOST=$BUILD/host/nimbox
MAX_MS=120000   # simulated-time cap per run, so a hung firmware fails instead of hanging
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

. tests/parts.sh
. tests/sim/script_lib.sh
ok() { echo "ok - $1"; }
not_ok() { echo "not ok - $1"; failed=1; }
comment_file() { sed 's/^/# /' "$1"; }

missing=
for f in "$SIM" "$ELF" "$UNO" "$HOST"; do
    [ -f "$f" ] || missing="$missing $f"
done
if [ -z "$PARTS_LIST" ] && [ -n "$missing" ]; then
    not_ok "Nano simulation tests need:$missing (make host sim; make firmware for both boards)"
    exit 1
fi

# --- 1. scripts ---
for script in tests/sim/nano/*.script; do
    name=${script##*/}
    name=${name%.script}
    part_runs "$name.script" || continue # (script_weight reads the script: only for this part)
    smoke=
    [ "$name" = game_bash ] && smoke=check
    part "$name.script" "$(script_weight "$script")" $smoke || continue
    run_script "sim nano script $name" "$script" "$name"
done

# --- 2. the EEPROM file across separate runs ---
if part eeprom-runs 1; then
    eeprom_across_runs "sim nano EEPROM file keeps the boot counter across runs" \
        'expect-boot-count 1 500' 'expect-boot-count 2 500'
fi

# uart_run ELF OUT: stdin over the board's UART, its answers in OUT (its stderr in OUT.err)
uart_run() {
    "$SIM" --uart-stdio --max-ms "$MAX_MS" "$1" >"$2" 2>"$2.err"
}

# --- 3. judge samples over the UART, byte for byte against the host tool and the Uno ---
if part judge 2; then
    for in in tests/judge/samples/*.in; do
        p=$(basename "$in" .in)
        case $p in
        hdu1527 | nyoj161 | hdu1847) eof='.\n' ;; # end-of-file problems: "." ends the run
        *) eof= ;;
        esac
        "$HOST" judge "$p" <"$in" >"$tmp/host.out" 2>/dev/null
        # shellcheck disable=SC2059 # $eof is a printf format on purpose
        (printf 'judge %s\n' "$p"; cat "$in"; printf "$eof") >"$tmp/stream"
        uart_run "$ELF" "$tmp/nano.out" <"$tmp/stream"
        rc=$?
        uart_run "$UNO" "$tmp/uno.out" <"$tmp/stream"
        if [ "$rc" -eq 0 ] && [ -s "$tmp/host.out" ] && cmp -s "$tmp/host.out" "$tmp/nano.out" &&
            cmp -s "$tmp/uno.out" "$tmp/nano.out"; then
            ok "sim nano judge $p over the UART matches the host tool and the Uno"
        else
            not_ok "sim nano judge $p over the UART matches the host tool and the Uno (exit $rc)"
            { cmp "$tmp/host.out" "$tmp/nano.out"; cmp "$tmp/uno.out" "$tmp/nano.out"; } 2>&1 |
                comment_file /dev/stdin
            head -c 600 "$tmp/nano.out" | comment_file /dev/stdin
            comment_file "$tmp/nano.out.err"
        fi
    done
fi

# --- 4. bad input over the UART, then console commands ---
if part bad-input 1; then
    long=$(printf '%0200d' 0 | tr 0 1) # a number of 200 digits: over 4294967295
    printf '1\n10 3\n' >"$tmp/valid.in"
    "$HOST" judge hdu1846 <"$tmp/valid.in" >"$tmp/host.out" 2>/dev/null
    (printf '\001\002\376\377 garbage \177\n'; printf 'solve nim %s\n' "$long"
        printf 'judge hdu1846\n'; cat "$tmp/valid.in") >"$tmp/stream"
    uart_run "$ELF" "$tmp/nano.out" <"$tmp/stream"
    rc=$?
    uart_run "$UNO" "$tmp/uno.out" <"$tmp/stream"
    errors=$(grep -c '^error: ' "$tmp/nano.out")
    grep -v '^error: ' "$tmp/nano.out" >"$tmp/nano.rest"
    if [ "$rc" -eq 0 ] && [ "$errors" -eq 2 ] && [ -s "$tmp/host.out" ] &&
        cmp -s "$tmp/host.out" "$tmp/nano.rest" && cmp -s "$tmp/uno.out" "$tmp/nano.out"; then
        ok "sim nano console reports garbage and a number too big, then answers like the host tool"
    else
        not_ok "sim nano console reports garbage and a number too big, then answers like the host tool"
        comment_file "$tmp/nano.out"
        comment_file "$tmp/nano.out.err"
    fi
fi

# --- 5. console commands: the Nano answers byte for byte as the Uno ---
if part console-commands 1; then
    cat >"$tmp/stream" <<'LINES'
help
solve bash 10 3
solve bash --misere 10 3
solve nim 1 2 4
solve nim --misere 1 1
solve wythoff 3 5
solve euclid 8 5
solve pow2 7
solve newstone 2 3 5
solve coins 11 2
solve board 3
solve pirates 5 100 5
solve xor 3 10
solve nim 1 2 3 4 5 6 7
solve chess 1
solve bash 4294967295 4294967295
solve bash 4294967296 1
judge nosuch
LINES
    uart_run "$ELF" "$tmp/nano.out" <"$tmp/stream"
    rc=$?
    uart_run "$UNO" "$tmp/uno.out" <"$tmp/stream"
    # the answers byte for byte (27 lines: help and every solve; a board prints no why-lines); the
    # flow control's XON/XOFF bytes (as many on both) fall where each board's loop timing puts them,
    # which differs by a few bytes' time
    tr -d '\021\023' <"$tmp/uno.out" >"$tmp/uno.text"
    tr -d '\021\023' <"$tmp/nano.out" >"$tmp/nano.text"
    if [ "$rc" -eq 0 ] && [ "$(grep -c . "$tmp/nano.out")" -gt 20 ] &&
        cmp -s "$tmp/uno.text" "$tmp/nano.text" &&
        [ "$(tr -cd '\021\023' <"$tmp/uno.out" | wc -c)" -eq "$(tr -cd '\021\023' <"$tmp/nano.out" | wc -c)" ]; then
        ok "sim nano console answers help and solve of every game byte for byte as the Uno"
    else
        not_ok "sim nano console answers help and solve of every game byte for byte as the Uno"
        diff "$tmp/uno.out" "$tmp/nano.out" | comment_file /dev/stdin
    fi
fi

# --- 6. the console's tests of the Uno (run_console.sh: every layout of the judge data, line
#        ends, flow control, losses reported) on the Nano's firmware ---
if part console 5; then
    NIMBOX_PART='' sh tests/sim/run_console.sh "$BUILD" nano-tm1638 >"$tmp/console.out" 2>&1 || failed=1
    sed 's/^\(not \)\{0,1\}ok - /&nano: /' "$tmp/console.out"
fi

# --- 7. a batched run against --single-steps ---
if part single-steps 2; then
    same_as_single_steps "sim nano" "script game_nim.script" --script tests/sim/nano/game_nim.script "$ELF" </dev/null
fi
exit "$failed"
