#!/bin/sh
# console.sh (bare-txt8) - the serial console of the board's firmware over its UART in the
# simulator (nimbox-sim --uart-stdio): `help` and `solve` of every game (and bad commands)
# answered byte for byte as the Uno's firmware answers them, and the console's own tests
# (tests/sim/run_console.sh: every judge sample in every layout, line ends, flow control,
# losses reported) on this board's firmware. Run by tests/sim/run_boards.sh.
# Prints TAP lines; a missing simulator or firmware is a failure.
# Usage: sh tests/sim/bare-txt8/console.sh BUILD_DIR (from the repository root)
BUILD=${1:-build}
SIM=$BUILD/sim/nimbox-sim
ELF=$BUILD/bare-txt8/nimbox.elf
UNO=$BUILD/uno-lcd/nimbox.elf
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ok() { echo "ok - $1"; }
not_ok() { echo "not ok - $1"; failed=1; }

for f in "$SIM" "$ELF" "$UNO" "$BUILD/host/nimbox"; do
    [ -f "$f" ] || { not_ok "bare-txt8 console tests need $f"; exit 1; }
done

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
"$SIM" --uart-stdio --max-ms 60000 "$ELF" <"$tmp/stream" >"$tmp/txt8.out" 2>"$tmp/txt8.err"
rc=$?
"$SIM" --uart-stdio --max-ms 60000 "$UNO" <"$tmp/stream" >"$tmp/uno.out" 2>/dev/null
# the answers byte for byte; the XON/XOFF bytes of flow control fall where each board's loop
# timing puts them (as many on both)
tr -d '\021\023' <"$tmp/uno.out" >"$tmp/uno.text"
tr -d '\021\023' <"$tmp/txt8.out" >"$tmp/txt8.text"
if [ "$rc" -eq 0 ] && grep -q '^help | solve GAME' "$tmp/txt8.text" &&
    [ "$(grep -c . "$tmp/txt8.text")" -gt 20 ] && cmp -s "$tmp/uno.text" "$tmp/txt8.text"; then
    ok "bare-txt8 console answers help and solve of every game byte for byte as the Uno"
else
    not_ok "bare-txt8 console answers help and solve of every game byte for byte as the Uno (exit $rc)"
    diff "$tmp/uno.text" "$tmp/txt8.text" | sed 's/^/# /'
    sed 's/^/# /' "$tmp/txt8.err"
fi

sh tests/sim/run_console.sh "$BUILD" bare-txt8 >"$tmp/console.out" 2>&1 || failed=1
sed 's/^\(not \)\{0,1\}ok - /&bare-txt8: /' "$tmp/console.out"
exit "$failed"
