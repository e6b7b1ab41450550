/* pirates.c - the pirates' gold closed form (HDU 1538, GAMES.md):
 *   n <= 2m:   the proposer gets m - floor((n-1)/2); pirates of n's parity get 1; others 0.
 *   n = 2m+1:  odd p < n get 1; others 0.
 *   n > 2m+1:  with 2^j the largest power of two <= n - 2m, pirates p > 2m + 2^j are thrown;
 *              everyone else is certain of 0 only.
 * 2m may exceed 32 bits, so n is compared with m through n/2; once n > 2m + 1 is known,
 * 2m < n fits. O(1). */
#include "pirates.h"

/* The largest power of two <= t, for t >= 1. */
static uint32_t pirates_top_bit(uint32_t t)
{
    t |= t >> 1;
    t |= t >> 2;
    t |= t >> 4;
    t |= t >> 8;
    t |= t >> 16;
    return t - (t >> 1);
}

bool pirates_share(uint32_t n, uint32_t m, uint32_t p, uint32_t *gold)
{
    uint32_t half = n >> 1;
    bool odd_n = (n & 1u) != 0;

    *gold = 0;
    if (half + (odd_n ? 1u : 0u) <= m) { /* n <= 2m */
        if (p == n) {
            *gold = m - ((n - 1u) >> 1);
        } else if ((p & 1u) == (n & 1u)) {
            *gold = 1;
        }
        return true;
    }
    if (odd_n && half == m) { /* n == 2m + 1 */
        if (p < n && (p & 1u)) {
            *gold = 1;
        }
        return true;
    }
    uint32_t two_m = m << 1; /* m < n/2 here, so 2m < n fits */
    /* Thrown (false) when p > 2m + 2^j; the comparison is made relative to 2m. */
    return p <= two_m || p - two_m <= pirates_top_bit(n - two_m);
}
