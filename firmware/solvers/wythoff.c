/* wythoff.c - Wythoff's game by exact fixed-point Beatty arithmetic (integers only, no loops).
 *
 * Everything rests on one function, floor(y*g) for any 32-bit y, g = phi - 1 = 0.6180339887...:
 * a_k = k + floor(k*g), and the inverse below needs floor(x*g) and floor((x+1)*g). It works
 * with the 64-bit constant F = floor(g * 2^64) = 0x9E3779B97F4A7C15 in 16-bit limbs f3:f2:f1:f0
 * and y in halves y1:y0, so every partial product is a 16x16->32 multiply (the AVR's MUL,
 * through libgcc's short __umulhisi3; a 32x32->64 product is a 216-cycle generic library call
 * there).
 *
 * Why that is exact. y*g*2^64 = y*F + y*d with 0 < d < 1 (F is g*2^64 rounded down). Of the eight
 * partial products y_i*f_j * 2^(16(i+j)), wythoff_scale() adds y1*f3 * 2^64, y0*f3 and y1*f2 at
 * 2^48, and of y0*f2 and y1*f1 (at 2^32) only the high halves, at 2^48. Call that sum A: A is a
 * multiple of 2^48, A / 2^48 = top * 2^16 + f with f 16-bit. What is left out is below
 *     2 * 2^16 * 2^32                       (the low halves of y0*f2 and y1*f1)
 *   + 0xFFFF * 0xFB5F * 2^16 + 0xFFFF * 0x7C15 + 2^32  (y0*f1, y1*f0, y0*f0 and y*d; f1, f0 < 2^15)
 *   < 3 * 2^48,
 * so y*g = top + (f + e) / 2^16 with 0 <= e < 3. When f <= 0xFFFC the fraction cannot reach 1:
 * floor(y*g) = top and frac(y*g) * 2^16 lies in [f, f + 3). That is the certificate, checked on
 * every call; it fails for about 3 y in 65536 (y*g just below an integer: Fibonacci-like y).
 * Then floor(y*g) is top or c = top + 1, and c < y*g decides it. In integers
 * R = c^2 + c*y - y^2 = (c - y*g)(c + y*phi) has the sign of c - y*g and is never 0 (phi is
 * irrational, y >= 1); here |c - y*g| < 3 * 2^-16 and c + y*phi < y*sqrt5 + 1 < 2^33.2, so
 * |R| < 2^18.8 and R mod 2^21 gives its sign (wythoff_below). No bound on how close k*phi comes
 * to an integer is needed. The unit test still checks every k from 0 to WYTHOFF_MAX_A_INDEX
 * against the Beatty recurrence, and the inverse on both members of every pair.
 *
 * The inverse: every natural x >= 1 is a_C or b_j, C = floor((x+1)*g) = the number of a values in
 * [1, x]. x = a_C exactly when floor((x+1)*g) > floor(x*g), i.e. when frac(x*g) > 1 - g; else x is
 * b_j with j = x - C ([1, x] holds C numbers a_1..a_C and j numbers b_1..b_j). Two evaluations,
 * at x and x + 1, decide it (shorter on the AVR than reading it from frac(x*g), which needs the
 * same integer test when frac(x*g) is within 3 * 2^-16 of 1 - g). */
#include "wythoff.h"

#include "attributes.h"

#define WYTHOFF_F3 0x9E37u /* floor(g * 2^64) in 16-bit limbs, most significant first */
#define WYTHOFF_F2 0x79B9u
#define WYTHOFF_F1 0x7F4Au /* (f0 = 0x7C15 only enters the error bound) */
/* The certificate: f at most this leaves room for e < 3. */
#define WYTHOFF_FRAC_SAFE 0xFFFCu

/* The widening 16x16->32 multiply the AVR does with MUL. */
static uint32_t wythoff_mul16(uint16_t x, uint16_t y)
{
    return (uint32_t)x * y;
}

/* True when c < y*g, for c within 3 * 2^-16 of y*g (see the top comment): the sign of
 * R = c*(c + y) - y*y, whose magnitude is below 2^20, read from R mod 2^21. Only the low halves
 * of the products reach those bits, so y stays in halves and no 32-bit product is needed:
 * R = c0*s0 - y0*y0 + 2^16 * (c0*s1 + c1*s0 - 2*y0*y1)  (mod 2^21), s = c + y. */
static bool wythoff_below(uint32_t c, uint16_t y1, uint16_t y0)
{
    uint16_t c0 = (uint16_t)c;
    uint8_t c1 = (uint8_t)(c >> 16);
    uint16_t s0 = (uint16_t)(c0 + y0);
    uint8_t s1 = (uint8_t)(c1 + (uint8_t)y1 + (s0 < c0));
    uint32_t lo = wythoff_mul16(c0, s0) - wythoff_mul16(y0, y0);
    /* unsigned products: two bytes multiplied as int could overflow a 16-bit int */
    uint8_t hi = (uint8_t)(1u * (uint8_t)c0 * s1 + 1u * c1 * (uint8_t)s0 -
                           2u * (uint8_t)y0 * (uint8_t)y1);
    return (((uint8_t)(lo >> 16) + hi) & 0x10u) != 0;
}

/* floor(y*g) for y = y1 * 2^16 + y0, any 32-bit y. The halves are separate arguments so that
 * avr-gcc multiplies them with the 16x16 __umulhisi3. */
static uint32_t wythoff_scale(uint16_t y1, uint16_t y0)
{
    uint32_t p = wythoff_mul16(y0, WYTHOFF_F2);
    uint32_t mid = p >> 16;
    p = wythoff_mul16(y1, WYTHOFF_F1);
    mid += p >> 16;
    p = wythoff_mul16(y0, WYTHOFF_F3);
    mid += (uint16_t)p;
    uint32_t top = p >> 16;
    p = wythoff_mul16(y1, WYTHOFF_F2);
    mid += (uint16_t)p;
    top += p >> 16;
    top += mid >> 16; /* cannot overflow: y*F < 2^96 */
    top += wythoff_mul16(y1, WYTHOFF_F3);
    if ((uint16_t)mid > WYTHOFF_FRAC_SAFE && wythoff_below(top + 1, y1, y0)) {
        top++;
    }
    return top;
}

uint32_t wythoff_a(uint32_t k)
{
    return k + wythoff_scale((uint16_t)(k >> 16), (uint16_t)k);
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
    /* a < k wraps a - k above 2^31, beyond any floor(k*g) with k <= WYTHOFF_MAX_K. */
    return k <= WYTHOFF_MAX_K && wythoff_scale((uint16_t)(k >> 16), (uint16_t)k) == a - k;
}

void wythoff_locate(uint32_t x, uint32_t *k, bool *is_b)
{
    uint32_t t = wythoff_scale((uint16_t)(x >> 16), (uint16_t)x);
    uint32_t y = x + 1; /* 0 for x = 2^32 - 1, an a-value: floor(0*g) = 0 differs from t */
    if (wythoff_scale((uint16_t)(y >> 16), (uint16_t)y) != t) {
        *k = t + 1;
        *is_b = false;
    } else {
        *k = x - t; /* x = 0 gives k = 0, reported as a_0 */
        *is_b = x != 0;
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

/* Stores move number n, the position (x, y) it leaves (x <= y); returns n + 1. One copy for the
 * three kinds (not inlined: each call is shorter than the stores). */
static NOINLINE uint8_t wythoff_put(wythoff_move_t *out, uint8_t n, uint32_t x,
                                                     uint32_t y, wythoff_kind_t kind)
{
    wythoff_move_t *m = &out[n];
    /* HDU 2177's order: the single-pile moves by the position they leave (x, then y); the
     * earlier one of them moves up (a kind-1 move stays first) */
    if (n != 0 && m[-1].kind != WYTHOFF_TAKE_BOTH &&
        (m[-1].x > x || (m[-1].x == x && m[-1].y > y))) {
        *m = m[-1];
        m--;
    }
    m->x = x;
    m->y = y;
    m->kind = kind;
    return (uint8_t)(n + 1u);
}

/* Kinds 2 and 3 need to know whether a pile x is some b_j and its partner: x is b_j exactly when
 * t = floor(x*g) equals floor((x+1)*g) (see the top comment), and then its partner a_j is
 * x - j = t. Otherwise x is a_j with j = t + 1 (x = 2^32 - 1 is one: x + 1 wraps to 0, and
 * floor(0*g) = 0 differs from t). */
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
     * k <= a implies k < 2^31 (a + k = b < 2^32), so a_k does not wrap. */
    if (k <= a) {
        uint32_t ak = k + wythoff_scale((uint16_t)(k >> 16), (uint16_t)k);
        if (ak == a) {
            return 0; /* a P-position */
        }
        if (ak < a) {
            n = wythoff_put(out, n, ak, ak + k, WYTHOFF_TAKE_BOTH);
        }
    }

    /* 2: from the smaller pile, when b is some b_j and a_j < a (b >= 1 here: (0, 0) is a
     * P-position). */
    uint32_t t = wythoff_scale((uint16_t)(b >> 16), (uint16_t)b);
    uint32_t y = b + 1;
    if (t < a && wythoff_scale((uint16_t)(y >> 16), (uint16_t)y) == t) {
        n = wythoff_put(out, n, t, b, WYTHOFF_TAKE_SMALLER);
    }

    /* 3: from the larger pile, to a's partner when that is below b (same as 2 when a == b).
     * a = b_j: to a_j = floor(a*g) <= a < b (for a = 0 too: 0 is a_0, its partner itself).
     * a = a_j, j = t + 1: its partner a + j is below a + k = b when j < k, else above. */
    if (a != b) {
        t = wythoff_scale((uint16_t)(a >> 16), (uint16_t)a);
        y = a + 1;
        if (wythoff_scale((uint16_t)(y >> 16), (uint16_t)y) == t) {
            n = wythoff_put(out, n, t, a, WYTHOFF_TAKE_LARGER);
        } else if (t + 1u < k) {
            n = wythoff_put(out, n, a, a + t + 1u, WYTHOFF_TAKE_LARGER);
        }
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
    if (a == b) {
        a--; /* the pile taken from becomes the smaller one */
    } else {
        b--;
    }
    wythoff_put(out, 0, a, b, WYTHOFF_TAKE_LARGER);
    return true;
}
