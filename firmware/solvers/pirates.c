/* pirates.c - the pirates' gold closed form (HDU 1538, GAMES.md):
 *   n <= 2m:   the proposer gets m - (n-1)/2 (rounded down); pirates of n's parity get 1; others 0.
 *   n = 2m+1:  odd p < n get 1; others 0.
 *   n > 2m+1:  with 2^j the largest power of two <= n - 2m, pirates p > 2m + 2^j are thrown;
 *              everyone else is certain of 0 only.
 * 2m may exceed 32 bits, so n is compared with m through n/2; once n > 2m + 1 is known,
 * 2m < n fits. The two cases n <= 2m and n = 2m + 1 are one formula. O(log n). */
#include "pirates.h"

#include "attributes.h"

pirates_case_t pirates_case(uint32_t n, uint32_t m)
{
    uint32_t half = n >> 1; /* 2m may not fit 32 bits: compare n/2 with m */
    return half > m ? PIRATES_GT : half == m && (n & 1u) ? PIRATES_EQ : PIRATES_LE;
}

NOINLINE bool pirates_share(uint32_t n, uint32_t m, uint32_t p, uint32_t *gold)
{
    uint32_t g = 0;
    bool kept = true;
    if ((n >> 1) > m) { /* n >= 2m + 2, so 2m < n fits */
        uint32_t two_m = m << 1;
        uint32_t top = n - two_m;
        while (top & (top - 1u)) {
            top &= top - 1u; /* down to the largest power of two <= n - 2m */
        }
        kept = p <= two_m + top; /* thrown (false) above 2m + 2^j, certain of nothing */
    } else {
        /* n <= 2m + 1: the other pirates of n's parity get 1 (for n = 2m + 1: the odd ones),
         * the proposer keeps m - (n-1)/2 rounded down (nothing when n = 2m + 1) */
        g = ((uint8_t)p ^ (uint8_t)n ^ 1u) & 1u;
        if (p == n) {
            g = m - ((n - 1u) >> 1);
        }
    }
    *gold = g;
    return kept;
}
