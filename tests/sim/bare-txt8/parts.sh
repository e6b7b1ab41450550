#!/bin/sh
# parts.sh (bare-txt8) - the board's own pieces, each shown able to fail:
#   1. its key logic (board/bare-txt8/three_keys.c) on the host: three_keys_test.c (cmocka);
#   2. its simulated parts are as harsh as the parts: parts_fw.c, built here with avr-gcc and
#      the board's TXT8 driver, reads the key pins without and with the pull-ups (a floating
#      pin reads low) and with a key held, shows a text through the driver with no problem
#      counted, then breaks each rule of the TXT8's data sheet once: the model counts every
#      kind (SCK high 40 times too short: 5 bytes), and expect-parts-ok then fails, naming
#      them;
#   3. the simulator refuses on this board a step for a part it lacks (an LCD step) and a
#      display text that is not there, naming the board and showing the display.
# Run by tests/sim/run_boards.sh. Prints TAP lines.
# Usage: sh tests/sim/bare-txt8/parts.sh BUILD_DIR (from the repository root)
BUILD=${1:-build}
SIM=$BUILD/sim/nimbox-sim
ELF=$BUILD/bare-txt8/nimbox.elf
HERE=tests/sim/bare-txt8
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ok() { echo "ok - $1"; }
not_ok() { echo "not ok - $1"; failed=1; }
comment_file() { sed 's/^/# /' "$1"; }

# --- 1. the key logic on the host ---
if cc -std=gnu11 -Wall -Wextra -Werror -funsigned-char -fshort-enums -Iboard/bare-txt8 -Ihal \
    -o "$tmp/three_keys_test" "$HERE/three_keys_test.c" board/bare-txt8/three_keys.c \
    -lcmocka 2>"$tmp/cc.err"; then
    CMOCKA_MESSAGE_OUTPUT=TAP "$tmp/three_keys_test" >"$tmp/keys.out" 2>&1 || failed=1
    grep '^\(not \)\{0,1\}ok [0-9]' "$tmp/keys.out" | sed 's/^\(not \)\{0,1\}ok [0-9]* - /&bare-txt8 keys: /;
        s/^\(\(not \)\{0,1\}ok\) [0-9]* -/\1 -/'
    grep -q '^not ok' "$tmp/keys.out" && comment_file "$tmp/keys.out"
else
    not_ok "bare-txt8 keys: three_keys_test.c builds"
    comment_file "$tmp/cc.err"
fi

# --- 2. the parts' models against a firmware that breaks the rules ---
if ! avr-gcc -std=gnu11 -Wall -Wextra -Werror -funsigned-char -fshort-enums -Os -mmcu=atmega328p \
    -DF_CPU=16000000UL -Iboard/bare-txt8 -Ihal/avr/txt8 -o "$tmp/parts_fw.elf" \
    "$HERE/parts_fw.c" hal/avr/txt8/txt8.c 2>"$tmp/cc.err"; then
    not_ok "bare-txt8 parts: parts_fw.c builds"
    comment_file "$tmp/cc.err"
    exit 1
fi
cat >"$tmp/good.script" <<'STEPS'
expect-uart "keys 0\n" 100
expect-uart "keys 14\n" 100
key-down DOWN
expect-uart "held 12\n" 1000
key-up
expect-uart "good\n" 1000
expect-display "GOOD BUS"
expect-parts-ok
expect-uart "bad\n" 1000
STEPS
if "$SIM" --board bare-txt8 --script "$tmp/good.script" "$tmp/parts_fw.elf" >"$tmp/good.out" 2>&1; then
    ok "bare-txt8 parts: a key pin floats low without its pull-up, reads high with it, low held"
    ok "bare-txt8 parts: the TXT8 driver's frames show their text with no problem counted"
else
    not_ok "bare-txt8 parts: keys and the driver's frames as the data sheet says"
    comment_file "$tmp/good.out"
fi
for kind in "40 x SCK high shorter than 250 ns" "1 x frame begun while the part was busy" \
    "1 x unknown command byte" "1 x character past position 7" \
    "1 x character code not printable ASCII" "1 x data byte after a control command" \
    "1 x byte cut short by /CS rising"; do
    if grep -qF -- "$kind" "$tmp/good.out"; then
        ok "bare-txt8 parts: the TXT8 model counts a broken rule: $kind"
    else
        not_ok "bare-txt8 parts: the TXT8 model counts a broken rule: $kind"
    fi
done
printf 'expect-uart "bad\\n" 1000\nexpect-parts-ok\n' >"$tmp/bad.script"
if "$SIM" --board bare-txt8 --script "$tmp/bad.script" "$tmp/parts_fw.elf" >"$tmp/bad.out" 2>&1; then
    not_ok "bare-txt8 parts: expect-parts-ok fails after the broken frames"
elif grep -q "FAILED: expect-parts-ok" "$tmp/bad.out" &&
    grep -q "the parts saw 46 problem(s)" "$tmp/bad.out" &&
    grep -q "SCK high shorter than 250 ns" "$tmp/bad.out"; then
    ok "bare-txt8 parts: expect-parts-ok fails after the broken frames, naming each problem"
else
    not_ok "bare-txt8 parts: expect-parts-ok fails after the broken frames, naming each problem"
    comment_file "$tmp/bad.out"
fi

# --- 3. steps the board cannot take, and text it does not show ---
printf 'expect-display "Bash    " 2500\nexpect-lcd 0 "Bash"\n' >"$tmp/lcd.script"
if "$SIM" --script "$tmp/lcd.script" "$ELF" >"$tmp/lcd.out" 2>&1; then
    not_ok "bare-txt8: an LCD step fails on a board without the LCD"
elif grep -q "'expect-lcd' needs the LCD shield; this board is bare-txt8" "$tmp/lcd.out"; then
    ok "bare-txt8: an LCD step fails on a board without the LCD, naming the board"
else
    not_ok "bare-txt8: an LCD step fails on a board without the LCD, naming the board"
    comment_file "$tmp/lcd.out"
fi
printf 'expect-display "Bash    " 2500\nexpect-display "Nim" 500\n' >"$tmp/text.script"
if "$SIM" --script "$tmp/text.script" "$ELF" >"$tmp/text.out" 2>&1; then
    not_ok "bare-txt8: expect-display fails for a text the display does not show"
elif grep -q 'expect-display "Nim" 500' "$tmp/text.out" && grep -q '|Bash    |' "$tmp/text.out"; then
    ok "bare-txt8: expect-display fails for a text the display does not show, showing it"
else
    not_ok "bare-txt8: expect-display fails for a text the display does not show, showing it"
    comment_file "$tmp/text.out"
fi
exit "$failed"
