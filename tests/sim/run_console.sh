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
#      host tool, and the run goes on with the next case.
# Prints TAP lines; a missing simulator, ELF or host tool is a failure.
# Usage: sh tests/sim/run_console.sh BUILD_DIR (from the repository root)
BUILD=${1:-build}
SIM=$BUILD/sim/nimbox-sim
ELF=$BUILD/uno-lcd/nimbox.elf
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
solve_lf='second player wins\nstalling move: take 1; leaves 2\nwhy: 3 mod 3 / =0 0: you lose\n'
solve_crlf='second player wins\r\nstalling move: take 1; leaves 2\r\nwhy: 3 mod 3 / =0 0: you lose\r\n'
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
    printf 'judge hdu2176\n145'
    i=0
    while [ "$i" -lt 145 ]; do printf ' 5'; i=$((i + 1)); done
    printf '\n2 1 2\n0\n'
} >"$tmp/in"
board "$tmp/in" "$tmp/got"
printf 'error: line 1: 145 piles: the board holds 144 at most (the host tool nimbox holds any number)\nYes\n2 1\n' >"$tmp/want"
if cmp -s "$tmp/got" "$tmp/want"; then
    ok "board reports a pile list over its limit once, names the host tool, answers the next case"
else
    not_ok "board reports a pile list over its limit once, names the host tool, answers the next case"
    sed 's/^/# got: /' "$tmp/got"
fi
exit "$failed"
