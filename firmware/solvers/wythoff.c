/* wythoff.c - Wythoff's game by the Fibonacci (Zeckendorf) sums of the piles: integers only,
 * exact for every 32-bit input by construction.
 *
 * Every natural x is one sum of non-consecutive Fibonacci numbers F_i, i >= 2 (F_2 = 1,
 * F_3 = 2, F_4 = 3, ...), found greedily from the largest (Zeckendorf). Wythoff's pairs read
 * off that sum (Silber 1976; Fraenkel 1982; the unit tests check it on every a_k of 32 bits and
 * on both members of every 64th pair, NIMBOX_EXHAUSTIVE=1 of every pair):
 *   - x >= 1 is some a_j exactly when its smallest term's index is even, else some b_j;
 *   - b_j is a_j with every term moved one index up (F_i -> F_i+1), and a_j is b_j moved
 *     down; since F_i+1 - F_i-1 = F_i, a sum moved up less the same sum moved down is the sum
 *     itself, so with up(x) the sum x moved up: b_j = up(a_j), j = up(a_j) - a_j, and
 *     a_j = up(b_j) - b_j;
 *   - a_k is k moved up, less 1 when k's smallest index is even (a_0 = 0).
 * So one routine, wythoff_up(), serves the verdict (a_k of the difference), the index of a
 * pile and its partner. It walks the 46 Fibonacci numbers below 2^32 once (make bench: a
 * P-test takes up to about 1.5k cycles on the AVR): slower than a fixed-point product, far
 * smaller, and with nothing to certify.
 * The sum moved up may pass 2^32 (F_48 does not fit): it is kept mod 2^32, and used only
 * where the true value fits (a_k for k <= WYTHOFF_MAX_A_INDEX) or in a difference that does
 * (up(x) - x: j, or a_j). */
#include "wythoff.h"

#include "attributes.h"

#define WYTHOFF_F47 2971215073u     /* the largest Fibonacci number below 2^32 */
#define WYTHOFF_F48_MOD 512559680u  /* F_48 = 4807526976, mod 2^32 */

/* x's Zeckendorf sum with every term moved one index up, mod 2^32 (0 for x = 0, which has
 * no term). *even: its smallest term's index is even, i.e. x is some a_j (false for 0). */
static NOINLINE uint32_t wythoff_up(uint32_t x, bool *even)
{
    uint32_t next = WYTHOFF_F48_MOD; /* F_i+1 */
    uint32_t f = WYTHOFF_F47;        /* F_i */
    uint32_t up = 0;
    *even = false;
    for (uint8_t i = 47; i >= 2; i--) {
        if (x >= f) {
            x -= f;
            up += next;
            *even = (i & 1u) == 0;
        }
        uint32_t prev = next - f; /* F_i-1 */
        next = f;
        f = prev;
    }
    return up;
}

uint32_t wythoff_a(uint32_t k)
{
    bool even;
    uint32_t up = wythoff_up(k, &even);
    return up - even;
}

uint32_t wythoff_b(uint32_t k)
{
    return wythoff_a(k) + k;
}

void wythoff_locate(uint32_t x, uint32_t *k, bool *is_b)
{
    bool even;
    uint32_t d = wythoff_up(x, &even) - x; /* x = a_j: j; x = b_j: a_j */
    *is_b = !even && x != 0;                /* 0 is a_0 */
    *k = *is_b ? x - d : d;
}

bool wythoff_partner(uint32_t x, uint32_t *partner)
{
    bool even;
    uint32_t up = wythoff_up(x, &even);
    if (!even) {
        *partner = up - x; /* x is b_j (or 0): a_j */
        return true;
    }
    *partner = up; /* b_j, which does not fit when it wrapped below x */
    return up > x;
}

/* Every natural number is in exactly one pair, so (a, b) is a pair when b is a's partner:
 * one walk, either order, no difference to bound. */
bool wythoff_is_p(uint32_t a, uint32_t b)
{
    uint32_t partner;
    return wythoff_partner(a, &partner) && partner == b;
}

/* Stores a move: the position (x, y) it leaves (x <= y) and its kind. */
static void wythoff_put(wythoff_move_t *m, uint32_t x, uint32_t y, wythoff_kind_t kind)
{
    m->x = x;
    m->y = y;
    m->kind = kind;
}

/* The moves come out in HDU 2177's order as they are found: kind 1 first, then the single-pile
 * moves by the position they leave. Of those, kind 2 leaves (a_j, b) with a_j < a when b = b_j.
 * Kind 3 leaves (a_i, a) when a = b_i (or 0): before kind 2's, since b_i = a < b = b_j gives
 * i < j and a_i < a_j; or (a, b_i) when a = a_i: after kind 2's, as a_j < a. */
uint8_t wythoff_winning_moves(uint32_t a, uint32_t b, wythoff_move_t out[3])
{
    if (a > b) {
        uint32_t t = a;
        a = b;
        b = t;
    }
    wythoff_move_t *m = out; /* the next move's place */
    uint32_t k = b - a;

    /* 1: the same from both, keeping the difference k: to (a_k, b_k) when a_k < a.
     * k <= a implies k < 2^31 (a + k = b < 2^32), so a_k fits. */
    if (k <= a) {
        uint32_t ak = wythoff_a(k);
        if (ak == a) {
            return 0; /* a P-position */
        }
        if (ak < a) {
            wythoff_put(m++, ak, ak + k, WYTHOFF_TAKE_BOTH);
        }
    }

    /* 3, when a = b_i (or 0, its own partner): to (a_i, a), a_i = up(a) - a. Not when a == b
     * (kind 2's move). */
    bool a_low; /* a is some a_i */
    uint32_t da = wythoff_up(a, &a_low) - a;
    if (!a_low && a != b) {
        wythoff_put(m++, da, a, WYTHOFF_TAKE_LARGER);
    }

    /* 2: from the smaller pile, when b is some b_j and a_j < a (b >= 1 here: (0, 0) is a
     * P-position): a_j = up(b) - b. */
    bool b_low;
    uint32_t db = wythoff_up(b, &b_low) - b;
    if (!b_low && db < a) {
        wythoff_put(m++, db, b, WYTHOFF_TAKE_SMALLER);
    }

    /* 3, when a = a_i: to (a, b_i), b_i = a + i with i = up(a) - a, when that is below
     * a + k = b: i < k (never when a == b). */
    if (a_low && da < k) {
        wythoff_put(m++, a, a + da, WYTHOFF_TAKE_LARGER);
    }
    return (uint8_t)(m - out);
}

bool wythoff_stalling_move(uint32_t a, uint32_t b, wythoff_move_t *out)
{
    if (a > b) {
        uint32_t t = a;
        a = b;
        b = t;
    }
    if (b == 0) {
        return false;
    }
    if (a == b) {
        a--; /* the pile taken from becomes the smaller one */
    } else {
        b--;
    }
    wythoff_put(out, a, b, WYTHOFF_TAKE_LARGER);
    return true;
}
