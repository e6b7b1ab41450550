#!/bin/sh
# run_judge.sh - the host tool against the judges' formats, byte for byte:
#   samples/<problem>.in|.out   the statements' samples
#   cases/<problem>-<what>.in|.out   cases derived by hand from the rules (large values, layouts)
#   bad/<problem>-<what>.in|.out|.err   malformed input: exit status 2, exactly the .err line on
#       stderr, and on stdout exactly the answers of the cases before the bad one (.out)
# plus `nimbox solve` / `nimbox help` / usage checks. Prints TAP lines.
# Usage: sh tests/judge/run_judge.sh BUILD_DIR   (from the repository root)
#@ check (make check runs this suite: tests/run_tests.sh)
BUILD=${1:-build}
NIMBOX="$BUILD/host/nimbox"
DIR=tests/judge
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0

ok() { echo "ok - $1"; }
not_ok() { echo "not ok - $1"; failed=1; }

if [ ! -x "$NIMBOX" ]; then
    not_ok "$NIMBOX is built"
    exit 1
fi

# problem id of a case file: its name up to the first '-'
problem_of() { basename "$1" .in | sed 's/-.*//'; }

for f in "$DIR"/samples/*.in "$DIR"/cases/*.in; do
    p=$(problem_of "$f")
    exp="${f%.in}.out"
    "$NIMBOX" judge "$p" <"$f" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    name="judge $p $(basename "$(dirname "$f")")/$(basename "$f")"
    if [ "$rc" -eq 0 ] && [ ! -s "$tmp/err" ] && cmp -s "$tmp/out" "$exp"; then
        ok "$name"
    else
        not_ok "$name (exit $rc)"
        diff "$exp" "$tmp/out" | sed 's/^/# /'
        sed 's/^/# stderr: /' "$tmp/err"
    fi
done

for f in "$DIR"/bad/*.in; do
    p=$(problem_of "$f")
    "$NIMBOX" judge "$p" <"$f" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    name="judge $p rejects bad/$(basename "$f")"
    if [ "$rc" -eq 2 ] && cmp -s "$tmp/err" "${f%.in}.err" && cmp -s "$tmp/out" "${f%.in}.out"; then
        ok "$name"
    else
        not_ok "$name (exit $rc)"
        sed 's/^/# stderr: /' "$tmp/err"
        sed 's/^/# stdout: /' "$tmp/out"
    fi
done

# the original limits through the tool itself, with answers known by construction: HDU 2176's
# 200,000 piles on one line in equal pairs (nim-sum 0: No); the matchstick game's 500,000 piles
# of 4 and a last 1 (nim-sum 4 ^ 1 = 5: the first pile goes from 4 to 1, taking 3)
awk 'BEGIN { printf "200000"; for (i = 0; i < 100000; i++) printf " %d %d", i * 7 + 1, i * 7 + 1; printf "\n0\n" }' >"$tmp/in"
printf 'No\n' >"$tmp/want"
if "$NIMBOX" judge hdu2176 <"$tmp/in" >"$tmp/out" 2>"$tmp/err" && cmp -s "$tmp/out" "$tmp/want"; then
    ok "judge hdu2176 takes 200000 piles on one line"
else
    not_ok "judge hdu2176 takes 200000 piles on one line"
    sed 's/^/# /' "$tmp/err"
fi
awk 'BEGIN { print 500000; for (i = 1; i < 500000; i++) printf "4 "; print 1 }' >"$tmp/in"
awk 'BEGIN { print "3 1"; printf "1"; for (i = 2; i < 500000; i++) printf " 4"; print " 1" }' >"$tmp/want"
if "$NIMBOX" judge match <"$tmp/in" >"$tmp/out" 2>"$tmp/err" && cmp -s "$tmp/out" "$tmp/want"; then
    ok "judge match takes 500000 piles"
else
    not_ok "judge match takes 500000 piles"
    sed 's/^/# /' "$tmp/err"
fi

# every sample problem id is also accepted in any letter case
if printf '1\n3\n' | "$NIMBOX" judge HDU1847 | cmp -s - "$DIR/samples/hdu1847.out"; then
    ok "judge ids ignore letter case"
else
    not_ok "judge ids ignore letter case"
fi

# expect_fail NAME EXPECTED_STDERR_LINE -- ARGS...: exit 2, stdout empty, that one stderr line
expect_fail() {
    name=$1
    want=$2
    shift 3
    "$NIMBOX" "$@" </dev/null >"$tmp/out" 2>"$tmp/err"
    rc=$?
    if [ "$rc" -eq 2 ] && [ ! -s "$tmp/out" ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] &&
        [ "$(cat "$tmp/err")" = "$want" ]; then
        ok "$name"
    else
        not_ok "$name (exit $rc)"
        sed 's/^/# stderr: /' "$tmp/err"
    fi
}

expect_fail "unknown problem" "nimbox: unknown problem \`hdu9999\` (help lists them)" -- judge hdu9999
expect_fail "judge without a problem" "nimbox: judge: expected one problem id (nimbox help lists them)" -- judge
expect_fail "solve unknown game" "nimbox: solve: unknown game \`chess\` (help lists them)" -- solve chess 1 2
expect_fail "solve bash with m = 0" "nimbox: solve bash: M must be at least 1" -- solve bash 10 0
expect_fail "solve bash with a missing field" "nimbox: solve bash: expected N M, got 1 number" -- solve bash 10
expect_fail "solve wythoff with an extra field" "nimbox: solve wythoff: expected A B, got 3 numbers" -- solve wythoff 1 2 3
expect_fail "solve euclid with a zero" "nimbox: solve euclid: A must be at least 1" -- solve euclid 0 5
expect_fail "solve euclid with a zero second" "nimbox: solve euclid: B must be at least 1" -- solve euclid 5 0
expect_fail "solve coins with k = 0" "nimbox: solve coins: K must be at least 1" -- solve coins 5 0
expect_fail "solve board with n = 0" "nimbox: solve board: N must be at least 1" -- solve board 0
expect_fail "solve pirates with p outside 1..n" "nimbox: solve pirates: P must be from 1 to N" -- solve pirates 3 100 4
expect_fail "solve pirates with p = 0" "nimbox: solve pirates: P must be from 1 to N" -- solve pirates 3 100 0
expect_fail "solve nim with a negative pile" "nimbox: solve nim: \`-3\` is negative" -- solve nim 1 -3
expect_fail "solve nim with 4294967296" "nimbox: solve nim: \`4294967296\` is over 4294967295" -- solve nim 4294967296
expect_fail "solve nim without piles" "nimbox: solve nim: expected A B ... (1 to 64 piles), got 0 numbers" -- solve nim
expect_fail "solve --misere on a game without it" "nimbox: solve wythoff --misere: this game has no misere variant (bash and nim have)" -- solve wythoff --misere 1 2

"$NIMBOX" >/dev/null 2>"$tmp/err"
rc=$?
if [ "$rc" -eq 2 ] && grep -q '^usage: nimbox' "$tmp/err"; then ok "no arguments prints usage, exit 2"; else not_ok "no arguments prints usage, exit 2 (exit $rc)"; fi

# expect_solve NAME PATTERN... -- ARGS...: exit 0, nothing on stderr, every pattern on stdout
expect_solve() {
    name=$1
    shift
    pats=""
    while [ "$1" != "--" ]; do pats="$pats
$1"; shift; done
    shift
    "$NIMBOX" "$@" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    good=1
    [ "$rc" -eq 0 ] && [ ! -s "$tmp/err" ] || good=0
    echo "$pats" | while IFS= read -r p; do
        [ -z "$p" ] && continue
        grep -qF -- "$p" "$tmp/out" || { echo "# missing: $p"; exit 1; }
    done || good=0
    if [ "$good" -eq 1 ]; then ok "$name"; else not_ok "$name (exit $rc)"; sed 's/^/# /' "$tmp/out" "$tmp/err"; fi
}

expect_solve "solve bash explains n mod (m+1)" "first player wins" "take 2 (23 -> 21)" "23 mod (2+1) = 2" -- solve bash 23 2
expect_solve "solve bash lost position stalls" "second player wins" "stalling move" "take 1 (21 -> 20)" -- solve bash 21 2
expect_solve "solve misere bash" "second player wins" "take 1 (22 -> 21)" "misere: 1 more than a multiple of 2+1 loses" -- solve bash --misere 22 2
expect_solve "solve nim gives the move and the nim-sum in binary" "first player wins" "take 2 from pile 1 (3 -> 1)" "binary 10" -- solve nim 3 4 5
expect_solve "solve nim lost position" "second player wins" "stalling move: take 1 from pile 3 (3 -> 2)" "nim-sum (XOR) = 0" -- solve nim 1 2 3
expect_solve "solve misere nim" "first player wins" "take 1 from pile 3 (2 -> 1)" "misere" -- solve nim --misere 1 1 2
expect_solve "solve misere nim with only 1-piles" "second player wins" "3 piles of 1" -- solve nim --misere 1 1 1
expect_solve "solve xor" "first player wins" "take 1 from the pile of 1 (1 -> 0)" "n mod 4" -- solve xor 1 5
expect_solve "solve wythoff lists every winning move" "take 3 from both piles (7 10 -> 4 7" "take 1 from pile 1 (7 10 -> 6 10" "take 6 from pile 2 (7 10 -> 7 4" -- solve wythoff 7 10
expect_solve "solve wythoff names the pair and k" "second player wins" "take 1 from pile 2 (4 7 -> 4 6)" "(4, 7) is the pair k=3" -- solve wythoff 4 7
expect_solve "solve euclid" "first player wins" "take 24 from pile 1 (34 12 -> 10 12)" "34 = 2 x 12 + 10" -- solve euclid 34 12
expect_solve "solve euclid lost position counts forced steps" "second player wins" "3 forced step(s)" -- solve euclid 15 24
expect_solve "solve pow2" "first player wins" "take 1 (7 -> 6)" "take 4 (7 -> 3)" "7 mod 3 = 1" -- solve pow2 7
expect_solve "solve newstone" "first player wins" "winning move: pile 3: 3 -> 0; leaves 2 2 0" "this move pairs them" -- solve newstone 2 1 3
expect_solve "solve newstone lost position stalls" "second player wins" "stalling move: pile 4: 5 -> 4; leaves 3 0 3 4 5" "they are paired" -- solve newstone 3 0 3 5 5
expect_solve "solve coins mirror" "second player wins" "mirror" -- solve coins 3 2
expect_solve "solve board domino" "first player wins" "domino" -- solve board 8
expect_solve "solve pirates" "pirate 5 gets 98 gold" -- solve pirates 5 100 5
expect_solve "solve pirates thrown" "pirate 18 is thrown overboard" -- solve pirates 20 3 18
expect_solve "help lists games and problems" "solve GAME" "bash N M" "--misere: bash, nim" "pirates N M P" "hdu1846" "hdu1538" "match" "nyoj161" -- help

expect_solve "solve misere nim with one big pile leaves an odd number of 1-piles" "first player wins" "winning move: take 4 from pile 3 (5 -> 1)" -- solve nim --misere 1 1 5
expect_solve "solve misere nim with only 1-piles empties one" "first player wins" "winning move: take 1 from pile 4 (1 -> 0)" "misere: 4 piles of 1" -- solve nim --misere 1 1 1 1

# every solve answer: the verdict (pirates: the gold) first, one `why: ` line last
for args in "bash 23 2" "bash --misere 0 3" "nim 3 4 5" "nim --misere 1 1 1" "xor 3 9" "xor 0 0" "wythoff 7 10" \
    "wythoff 0 0" "euclid 15 24" "pow2 7" "newstone 0 0" "newstone 5 1 2" "coins 5 1" "coins 3 3" \
    "coins 9 4" "board 1" "board 3" "board 8" "pirates 5 100 5" "pirates 9 2 8" "pirates 20 3 18"; do
    # shellcheck disable=SC2086 # the arguments are split on purpose
    "$NIMBOX" solve $args >"$tmp/out" 2>"$tmp/err"
    rc=$?
    first=$(head -n 1 "$tmp/out")
    whys=$(grep -c '^why: ' "$tmp/out")
    case $first in
    "first player wins" | "second player wins" | "pirate "*" gets "*" gold" | "pirate "*" is thrown overboard") good=1 ;;
    *) good=0 ;;
    esac
    if [ "$rc" -eq 0 ] && [ ! -s "$tmp/err" ] && [ "$good" -eq 1 ] &&
        { [ "$whys" -eq 1 ] && tail -n 1 "$tmp/out" | grep -q '^why: ' ||
            { [ "$whys" -eq 0 ] && grep -q '^no move left: ' "$tmp/out"; }; }; then
        ok "solve $args: verdict first, then one reason line"
    else
        not_ok "solve $args: verdict first, then one reason line (exit $rc)"
        sed 's/^/# /' "$tmp/out" "$tmp/err"
    fi
done

# a winning move really wins: the position it leaves is lost for the other player
leaves_lost() { # NAME GAME ARGS...: the winning move's result, solved again, is a lost position
    name=$1
    game=$2
    shift 2
    "$NIMBOX" solve "$game" "$@" >"$tmp/out" 2>&1
    case $game in
    newstone) after=$(sed -n 's/^winning move: pile [0-9]*: [0-9]* -> [0-9]*; leaves //p' "$tmp/out" | head -n 1) ;;
    *) after=$(sed -n 's/^winning move: .* -> \([0-9 ]*\))$/\1/p' "$tmp/out" | head -n 1) ;;
    esac
    # shellcheck disable=SC2086 # the piles are split on purpose
    if [ -n "$after" ] && "$NIMBOX" solve "$game" $after | head -n 1 | grep -qx 'second player wins'; then
        ok "$name"
    else
        not_ok "$name"
        sed 's/^/# /' "$tmp/out"
    fi
}
leaves_lost "solve newstone 5 1 2: the move leaves a lost position" newstone 5 1 2
leaves_lost "solve newstone 7 3 3 1 0 4: the move leaves a lost position" newstone 7 3 3 1 0 4
leaves_lost "solve wythoff 7 10: the first move leaves a lost position" wythoff 7 10
leaves_lost "solve euclid 34 12: the move leaves a lost position" euclid 34 12

exit "$failed"
