/* wythoff.c - Wythoff's game by exact fixed-point Beatty arithmetic (no float, no loops).
 *
 * a_k = floor(k*phi) = k + floor(k*(phi-1)). The fraction phi-1 = 0.6180339887... is held as the
 * 64-bit constant F = floor((phi-1) * 2^64) = 0x9E3779B97F4A7C15, split in two 32-bit halves
 * FH:FL. floor(k*F / 2^64) comes from two 32x32->64 products (k*FH and k*FL), keeping the high
 * part; the nested floors of that split are exact, so the only error is F's truncation.
 *
 * Why that is exact. Let x = k*(phi-1) and y = k*F/2^64. F is below (phi-1)*2^64 by less than 1,
 * so x - k*2^-64 < y <= x: floor(y) = floor(x) unless frac(x) < k*2^-64. frac(x) is the distance
 * from k*phi up to the integer n = floor(k*phi), and for k >= 1
 *     |n - k*phi| * |n - k*phi'| = |n^2 - n*k - k^2| >= 1        (phi' = (1 - sqrt5)/2)
 * because n^2 - nk - k^2 is an integer and is not 0 (phi is irrational). As
 * |n - k*phi'| <= |k*phi - k*phi'| + |n - k*phi| < k*sqrt5 + 1, the distance is
 * > 1/(k*sqrt5 + 1). So floor(y) is exact whenever k*2^-64 <= 1/(k*sqrt5 + 1), i.e.
 * k*(k*sqrt5 + 1) <= 2^64, which holds for every k < 2872217739 (about 2^31.42).
 * The largest k used here is WYTHOFF_MAX_A_INDEX + 1 = 2654435770 (about 2^31.31):
 * k*(k*sqrt5 + 1) = 1.5755e19 < 2^64 = 1.8447e19 (ratio 0.854). Checked exhaustively by the
 * unit test for every k from 0 to WYTHOFF_MAX_A_INDEX against the Beatty recurrence.
 *
 * The inverse: a_k <= x  <=>  k*phi < x + 1  <=>  k <= floor((x+1)*(phi-1)). The fixed-point
 * value c = floor((x+1)*F / 2^64) is that bound or one less (error < (x+1)*2^-64 < 1), so one
 * forward evaluation settles it. If a_k != x then x is b_j with j = x - k, because [1, x] holds
 * exactly k numbers a_1..a_k and j numbers b_1..b_j (every natural is in exactly one pair). */
#include "wythoff.h"

#define WYTHOFF_FRAC_HI 0x9E3779B9u /* floor((phi-1) * 2^64), high 32 bits */
#define WYTHOFF_FRAC_LO 0x7F4A7C15u /* ... low 32 bits */

/* The only multiply: 32x32->64, as two 32-bit halves. Kept alone so an AVR MUL version can
 * replace it (the >> 32 is a library loop on the AVR unless the compiler sees through it). */
static void wythoff_mul32(uint32_t x, uint32_t y, uint32_t *hi, uint32_t *lo)
{
    uint64_t p = (uint64_t)x * y;
    *lo = (uint32_t)p;
    *hi = (uint32_t)(p >> 32);
}

/* floor((x + plus_one) * F / 2^64), plus_one 0 or 1 (so x + 1 may be 2^32 without overflow).
 * Worked in 32-bit halves: the product is x*FH*2^32 + x*FL (+ FH*2^32 + FL), and only the
 * carries into bit 64 matter below the top word (no 64-bit adds: library code on the AVR). */
static uint32_t wythoff_scale(uint32_t x, uint8_t plus_one)
{
    uint32_t lo_h, lo_l, hi_h, hi_l;
    wythoff_mul32(x, WYTHOFF_FRAC_LO, &lo_h, &lo_l);
    wythoff_mul32(x, WYTHOFF_FRAC_HI, &hi_h, &hi_l);
    if (plus_one) {
        /* + FL into the low product, + FH into the high one, carries propagated. Neither
         * high word wraps: (x+1)*FL < 2^64 and (x+1)*FH < 2^64 - 2^32. */
        uint32_t t = lo_l + WYTHOFF_FRAC_LO;
        lo_h += t < lo_l;
        t = hi_l + WYTHOFF_FRAC_HI;
        hi_h += t < hi_l;
        hi_l = t;
    }
    uint32_t mid = hi_l + lo_h;
    return hi_h + (mid < hi_l);
}

/* True when a_k <= x, for any k < 2872217739 (a_k itself may exceed 32 bits). */
static bool wythoff_a_at_most(uint32_t k, uint32_t x)
{
    return k <= x && wythoff_scale(k, 0) <= x - k;
}

uint32_t wythoff_a(uint32_t k)
{
    return k + wythoff_scale(k, 0);
}

uint32_t wythoff_b(uint32_t k)
{
    return wythoff_a(k) + k;
}

bool wythoff_is_p(uint32_t a, uint32_t b)
{
    if (a > b) {
        uint32_t t = a;
        a = b;
        b = t;
    }
    uint32_t k = b - a;
    return k <= WYTHOFF_MAX_K && wythoff_a(k) == a;
}

void wythoff_locate(uint32_t x, uint32_t *k, bool *is_b)
{
    uint32_t c = wythoff_scale(x, 1);
    if (wythoff_a_at_most(c + 1, x)) {
        c++;
    }
    /* c is now the largest index with a_c <= x. */
    if (wythoff_a(c) == x) {
        *k = c;
        *is_b = false;
    } else {
        *k = x - c;
        *is_b = true;
    }
}

bool wythoff_partner(uint32_t x, uint32_t *partner)
{
    uint32_t k;
    bool is_b;
    wythoff_locate(x, &k, &is_b);
    if (is_b) {
        *partner = x - k;
        return true;
    }
    if (x > 4294967295u - k) {
        return false;
    }
    *partner = x + k;
    return true;
}

/* Stores a move as the sorted position it leaves. */
static void wythoff_put(wythoff_move_t *m, uint32_t x, uint32_t y, wythoff_kind_t kind)
{
    if (x > y) {
        uint32_t t = x;
        x = y;
        y = t;
    }
    m->x = x;
    m->y = y;
    m->kind = kind;
}

uint8_t wythoff_winning_moves(uint32_t a, uint32_t b, wythoff_move_t out[3])
{
    if (a > b) {
        uint32_t t = a;
        a = b;
        b = t;
    }
    uint8_t n = 0;
    uint32_t k = b - a;

    /* 1: the same from both, keeping the difference k: to (a_k, b_k) when a_k < a.
     * k <= a implies k < 2^31 (a + k = b < 2^32), well inside the exact range. */
    if (wythoff_a_at_most(k, a)) {
        uint32_t ak = wythoff_a(k);
        if (ak == a) {
            return 0; /* a P-position */
        }
        wythoff_put(&out[n++], ak, ak + k, WYTHOFF_TAKE_BOTH);
    }

    uint32_t j;
    bool is_b;

    /* 2: from the smaller pile, when b is some b_j and a_j < a. */
    wythoff_locate(b, &j, &is_b);
    if (is_b && b - j < a) {
        wythoff_put(&out[n++], b - j, b, WYTHOFF_TAKE_SMALLER);
    }

    /* 3: from the larger pile, to a's partner when that is below b (same as 2 when a == b). */
    uint32_t p;
    if (a != b && wythoff_partner(a, &p) && p < b) {
        wythoff_put(&out[n++], a, p, WYTHOFF_TAKE_LARGER);
    }
    return n;
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
    wythoff_put(out, a, b - 1, WYTHOFF_TAKE_LARGER);
    return true;
}
