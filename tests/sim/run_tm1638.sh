#!/bin/sh
# run_tm1638.sh - simulation tests of the nano-tm1638 board's TM1638 module: the driver
# (hal/avr/tm1638/tm1638.c) in the demo firmware (tests/sim/tm1638/tm1638_demo.c) on the simulator's model
# (sim/tm1638_model.c).
#   1. every tests/sim/tm1638/*.script passes, the board taken from the ELF's .nimbox.board
#      section, with no timing violation and no protocol error on the bus;
#   2. the demo built with TM1638_TEST_FAST_BUS (the driver's waits dropped) makes the model
#      count timing violations, and expect-tm1638-timing-ok fail;
#   3. the driver changes PORTD and DDRD with single-bit instructions only (PD3, the piezo,
#      shares PORTD with an interrupt);
#   4. each firmware names its board, and the simulator refuses the other board's steps;
#   5. expect-digits fails on digits that are not shown, and on a letter 7 segments cannot
#      show, with the display in the report.
# Prints TAP lines; a missing simulator or ELF is a failure, never a skip.
# Usage: sh tests/sim/run_tm1638.sh BUILD_DIR (from the repository root)
BUILD=${1:-build}
SIM=$BUILD/sim/nimbox-sim
DEMO=$BUILD/nano-tm1638/test-fw/tm1638_demo.elf
FAST=$BUILD/nano-tm1638/test-fw/tm1638_demo_fast.elf
UNO=$BUILD/uno-lcd/nimbox.elf
MAX_MS=60000
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ok() { echo "ok - $1"; }
not_ok() { echo "not ok - $1"; failed=1; }
comment_file() { sed 's/^/# /' "$1"; }

missing=
for f in "$SIM" "$DEMO" "$FAST"; do
    [ -f "$f" ] || missing="$missing $f"
done
if [ -n "$missing" ]; then
    not_ok "TM1638 simulation tests need:$missing (make sim tm1638-demo)"
    exit 1
fi

# --- 1. scripts on the demo firmware ---
for script in tests/sim/tm1638/*.script; do
    name=$(basename "$script" .script)
    out=$tmp/$name.out
    if "$SIM" --script "$script" --max-ms "$MAX_MS" "$DEMO" >"$out" 2>&1 &&
        grep -q 'TM1638: .* timing violations 0, protocol errors 0$' "$out"; then
        ok "sim TM1638 script $name"
    else
        not_ok "sim TM1638 script $name"
        comment_file "$out"
    fi
done

# --- 2. a bus too fast for the chip is caught ---
printf '%s\n' 'wait 600' 'expect-tm1638-timing-ok' >"$tmp/fast.script"
"$SIM" --script "$tmp/fast.script" --max-ms "$MAX_MS" "$FAST" >"$tmp/out" 2>&1
rc=$?
n=$(sed -n 's/.*the TM1638 bus had \([0-9]*\) timing violation.*/\1/p' "$tmp/out")
if [ "$rc" -eq 1 ] && [ -n "$n" ] && [ "$n" -gt 0 ] &&
    grep -q 'timing violation [0-9]*: CLK high shorter than 400 ns' "$tmp/out"; then
    ok "sim TM1638 model counts the fast bus's timing violations ($n)"
else
    not_ok "sim TM1638 model counts the fast bus's timing violations (exit $rc)"
    comment_file "$tmp/out"
fi

# --- 3. single-bit port writes only ---
avr-objdump -d "$DEMO" >"$tmp/demo.lst"
# in/out on PORTD (0x0b) or DDRD (0x0a), or lds/sts on their data addresses 0x2a/0x2b
rmw=$(grep -E '(\b(in|out)\b.*\b0x0[ab]\b)|(\b(lds|sts)\b.*\b0x002[ab]\b)' "$tmp/demo.lst")
bits=$(grep -cE '\b(sbi|cbi)\s+0x0[ab],' "$tmp/demo.lst")
if [ -z "$rmw" ] && [ "$bits" -gt 0 ]; then
    ok "TM1638 driver writes PORTD and DDRD with sbi/cbi only ($bits instructions)"
else
    not_ok "TM1638 driver writes PORTD and DDRD with sbi/cbi only"
    echo "$rmw" | sed 's/^/# /'
fi

# --- 4. the board comes from the ELF ---
tag_ok=yes
[ "$(avr-readelf -p .nimbox.board "$DEMO" 2>/dev/null | grep -o 'nano-tm1638')" = nano-tm1638 ] ||
    tag_ok=no
if [ -f "$UNO" ]; then
    [ "$(avr-readelf -p .nimbox.board "$UNO" 2>/dev/null | grep -o 'uno-lcd')" = uno-lcd ] ||
        tag_ok=no
fi
if [ "$tag_ok" = yes ]; then
    ok "firmware ELFs name their board in .nimbox.board"
else
    not_ok "firmware ELFs name their board in .nimbox.board"
fi
printf '%s\n' 'expect-lcd 0 "HELLO"' >"$tmp/lcd.script"
"$SIM" --script "$tmp/lcd.script" --max-ms "$MAX_MS" "$DEMO" >"$tmp/out" 2>&1
rc=$?
printf '%s\n' 'press SELECT' >"$tmp/select.script"
"$SIM" --script "$tmp/select.script" --max-ms "$MAX_MS" "$DEMO" >>"$tmp/out" 2>&1
rc2=$?
if [ "$rc" -eq 1 ] && [ "$rc2" -eq 1 ] &&
    grep -q "'expect-lcd' needs the LCD shield; this board is nano-tm1638" "$tmp/out" &&
    grep -q "unknown key 'SELECT' on nano-tm1638 (S1 .. S8)" "$tmp/out"; then
    ok "sim refuses LCD steps and shield keys on nano-tm1638"
else
    not_ok "sim refuses LCD steps and shield keys on nano-tm1638 (exit $rc, $rc2)"
    comment_file "$tmp/out"
fi
if [ -f "$UNO" ]; then
    printf '%s\n' 'expect-digits "HELLO"' >"$tmp/digits.script"
    "$SIM" --script "$tmp/digits.script" --max-ms "$MAX_MS" "$UNO" >"$tmp/out" 2>&1
    rc=$?
    if [ "$rc" -eq 1 ] &&
        grep -q "'expect-digits' needs the TM1638 module; this board is uno-lcd" "$tmp/out"; then
        ok "sim refuses TM1638 steps on uno-lcd"
    else
        not_ok "sim refuses TM1638 steps on uno-lcd (exit $rc)"
        comment_file "$tmp/out"
    fi
fi

# --- 5. expect-digits can fail (cases: the step, a tab, the reason it must give) ---
tab=$(printf '\t')
while IFS=$tab read -r step reason; do
    printf 'wait 700\n%s\n' "$step" >"$tmp/wrong.script"
    "$SIM" --script "$tmp/wrong.script" --max-ms "$MAX_MS" "$DEMO" >"$tmp/out" 2>&1
    rc=$?
    if [ "$rc" -eq 1 ] && grep -qF "$reason" "$tmp/out" &&
        grep -qF '"HELL0   " = 76 79 38 38 3f 00 00 00' "$tmp/out"; then
        ok "sim fails $step ($reason)"
    else
        not_ok "sim fails $step ($reason; exit $rc)"
        comment_file "$tmp/out"
    fi
done <<'CASES'
expect-digits "HELP" 200	digits: not seen within 200 ms
expect-digits "HELLO." 200	digits: not seen within 200 ms
expect-digits "OK" 200	'K' has no readable 7-segment form
expect-digits "123456789"	needs more than 8 digits
expect-leds "01000000" 200	LEDs: not seen within 200 ms
reject-digits "LL"	the digits show the text
CASES

exit "$failed"
