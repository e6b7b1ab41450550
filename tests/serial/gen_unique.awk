# gen_unique.awk - judge streams whose every answer names its case (run_serial.sh: an answer
# given to the wrong case, or a broken digit read as another, cannot pass unseen):
#   awk -v p=PROBLEM -v n=CASES -v seed=SEED -f gen_unique.awk
# "judge PROBLEM" first, then one case a line:
#   hdu1538  T, then `k m k`: pirate k of k proposes, m = 100000 + 50 i: he keeps
#            m - (k - 1) / 2 gold (GAMES.md), a different amount for every case;
#   hdu2177  `a b` with 9-digit a < b: a win, whose moves (positions left) are its own;
#   hdu2176  `m a1 .. am`, 2 to 6 piles of 6 digits, a win (the nim-sum not 0): its moves
#            (pile, what it leaves) are its own.
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
    if (p == "hdu1538") print n
    for (i = 0; i < n; i++) {
        if (p == "hdu1538") {
            k = r(1, 40)
            print k, 100000 + 50 * i, k
        } else if (p == "hdu2177") {
            a = r(100000000, 999999999)
            print a, a + r(1, 99999999)
        } else if (p == "hdu2176") {
            m = r(2, 6); x = 0
            for (j = 0; j < m; j++) { v[j] = r(100000, 999999); x = xor(x, v[j]) }
            if (x == 0) v[0]++ # a loss has no move to name it: make it a win
            line = m
            for (j = 0; j < m; j++) line = line " " v[j]
            print line
        }
    }
}
