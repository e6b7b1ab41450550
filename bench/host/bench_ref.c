/* bench_ref.c - exact reference answers for the bench checks (see bench_ref.h). Deliberately
 * written from the games' definitions, not from the solvers' methods. */
#include <stdlib.h>
#include "bench_ref.h"

typedef unsigned __int128 u128;

/* Integer square root, bit by bit (no floating point anywhere). */
static uint64_t isqrt128(u128 n)
{
    u128 root = 0, bit = (u128)1 << 126;
    while (bit > n)
        bit >>= 2;
    while (bit != 0) {
        if (n >= root + bit) {
            n -= root + bit;
            root = (root >> 1) + bit;
        } else {
            root >>= 1;
        }
        bit >>= 2;
    }
    return (uint64_t)root;
}

uint64_t ref_wythoff_a(uint64_t k)
{
    /* k*phi = (k + k*sqrt5)/2 and k*sqrt5 is irrational for k > 0, so
     * floor(k*phi) = floor((k + floor(k*sqrt5))/2) = (k + isqrt(5 k^2)) / 2. */
    return (k + isqrt128((u128)5 * k * k)) / 2;
}

bool ref_wythoff_is_p(uint64_t a, uint64_t b)
{
    if (a > b) {
        uint64_t t = a;
        a = b;
        b = t;
    }
    return ref_wythoff_a(b - a) == a;
}

/* Finds x's pair: a_k = x (is_b false) or b_k = x (is_b true). */
static void ref_wythoff_locate(uint64_t x, uint64_t *k, bool *is_b)
{
    /* a_k < k*phi < a_k + 1, so k lies within 1 of x/phi; b_k = a_k + k ~ k*phi^2.
     * Bracket with integer bounds: x/phi = x*(sqrt5-1)/2, x/phi^2 = x*(3-sqrt5)/2. */
    uint64_t s = isqrt128((u128)5 * x * x); /* floor(x*sqrt5) */
    uint64_t ka = (s - x) / 2;              /* ~ x/phi */
    uint64_t kb = (3 * x - s) / 2;          /* ~ x/phi^2 */
    for (uint64_t c = ka > 2 ? ka - 2 : 0; c <= ka + 2; c++) {
        if (ref_wythoff_a(c) == x) {
            *k = c;
            *is_b = false;
            return;
        }
    }
    for (uint64_t c = kb > 2 ? kb - 2 : 0; c <= kb + 2; c++) {
        if (ref_wythoff_a(c) + c == x) {
            *k = c;
            *is_b = true;
            return;
        }
    }
    abort(); /* every natural number is in exactly one pair */
}

uint64_t ref_wythoff_partner(uint64_t x)
{
    uint64_t k;
    bool is_b;
    ref_wythoff_locate(x, &k, &is_b);
    return is_b ? x - k : x + k;
}

uint8_t ref_wythoff_moves(uint64_t a, uint64_t b, uint64_t out[3][3])
{
    uint8_t n = 0;
    if (a > b) {
        uint64_t t = a;
        a = b;
        b = t;
    }
    uint64_t k = b - a, ak = ref_wythoff_a(k);
    if (a > ak) { /* kind 1: the same from both, to (a_k, b_k) */
        out[n][0] = ak;
        out[n][1] = ak + k;
        out[n][2] = 1;
        n++;
    }
    uint64_t kb;
    bool b_is_b;
    ref_wythoff_locate(b, &kb, &b_is_b);
    if (b_is_b && b - kb < a) { /* kind 2: from the smaller pile, to (a_j, b) */
        out[n][0] = b - kb;
        out[n][1] = b;
        out[n][2] = 2;
        n++;
    }
    uint64_t p = ref_wythoff_partner(a);
    if (a != b && p < b) { /* kind 3: from the larger pile, to (a, partner(a)) sorted */
        out[n][0] = p < a ? p : a;
        out[n][1] = p < a ? a : p;
        out[n][2] = 3;
        n++;
    }
    /* HDU 2177's order (GAMES.md): the single-pile moves by the position they leave */
    if (n >= 2 && out[n - 2][2] == 2 && out[n - 1][2] == 3 &&
        (out[n - 1][0] < out[n - 2][0] ||
         (out[n - 1][0] == out[n - 2][0] && out[n - 1][1] < out[n - 2][1]))) {
        for (int i = 0; i < 3; i++) {
            uint64_t t = out[n - 1][i];
            out[n - 1][i] = out[n - 2][i];
            out[n - 2][i] = t;
        }
    }
    return n;
}

bool ref_euclid_wins(uint64_t a, uint64_t b)
{
    uint64_t big = a > b ? a : b, small = a > b ? b : a;
    bool mover_is_first = true;
    /* While big < 2*small and small does not divide big the move is forced. */
    while (big % small != 0 && big < 2 * small) {
        uint64_t r = big - small;
        big = small;
        small = r;
        mover_is_first = !mover_is_first;
    }
    return mover_is_first;
}

uint32_t ref_xor_range(uint32_t x, uint32_t y)
{
    if (x > y) {
        uint32_t t = x;
        x = y;
        y = t;
    }
    uint32_t r = 0;
    for (unsigned bit = 0; bit < 32; bit++) {
        /* how many of 0..n have this bit set: full periods plus the partial tail */
        uint64_t period = (uint64_t)2 << bit, half = (uint64_t)1 << bit;
        uint64_t n1 = (uint64_t)y + 1, n0 = x;
        uint64_t c1 = n1 / period * half + (n1 % period > half ? n1 % period - half : 0);
        uint64_t c0 = n0 / period * half + (n0 % period > half ? n0 % period - half : 0);
        if ((c1 - c0) & 1)
            r |= (uint32_t)1 << bit;
    }
    return r;
}

bool ref_pirates(uint64_t n, uint64_t m, uint64_t p, uint64_t *gold)
{
    *gold = 0;
    if (n <= 2 * m) {
        if (p == n)
            *gold = m - (n - 1) / 2;
        else
            *gold = (p % 2 == n % 2) ? 1 : 0;
        return true;
    }
    if (n == 2 * m + 1) {
        *gold = (p < n && p % 2 == 1) ? 1 : 0;
        return true;
    }
    uint64_t pow = 1;
    while (pow * 2 <= n - 2 * m)
        pow *= 2;
    return p <= 2 * m + pow;
}

static int ref_cmp_u32(const void *x, const void *y)
{
    uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
    return a < b ? -1 : a > b;
}

bool ref_new_stone_wins(const uint32_t *piles, uint8_t count)
{
    uint32_t nz[256];
    uint8_t n = 0;
    for (uint8_t i = 0; i < count; i++)
        if (piles[i] != 0)
            nz[n++] = piles[i];
    qsort(nz, n, sizeof nz[0], ref_cmp_u32);
    if (n % 2)
        return true;
    for (uint8_t i = 0; i < n; i += 2)
        if (nz[i] != nz[i + 1])
            return true;
    return false;
}
