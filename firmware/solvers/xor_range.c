/* xor_range.c - XOR of consecutive integers by the n % 4 closed form:
 * 0 ^ 1 ^ ... ^ n is n, 1, n + 1, 0 for n % 4 = 0, 1, 2, 3 (pairs 2i, 2i+1 XOR to 1). */
#include "xor_range.h"

#include "attributes.h"

NOINLINE uint32_t xor_upto(uint32_t n)
{
    uint8_t half = (uint8_t)((uint8_t)n >> 1) & 1u; /* bit 1 of n */
    if ((uint8_t)n & 1u) {
        return half ^ 1u; /* n % 4 = 1: 1, n % 4 = 3: 0 */
    }
    return n | half; /* n % 4 = 0: n, n % 4 = 2: n + 1 (its low bit is 0) */
}

/* x = 0 needs no case of its own: x - 1 wraps to 4294967295, whose xor_upto is 0. */
uint32_t xor_range(uint32_t x, uint32_t y)
{
    if (x > y) {
        uint32_t t = x;
        x = y;
        y = t;
    }
    return xor_upto(y) ^ xor_upto(x - 1u);
}

/* The smallest size from lo on holding s's top bit (s != 0, lo <= y; some size of lo..y holds it:
 * their nim-sum does): the next size with that bit is the bits below it all set, plus 1. */
static uint32_t xr_pile(uint32_t lo, uint32_t s)
{
    uint32_t bit = 0x80000000u;
    while (!(s & bit)) {
        bit >>= 1;
    }
    return lo & bit ? lo : (lo | (bit - 1u)) + 1u;
}

uint32_t xor_range_winning_pile(uint32_t x, uint32_t y)
{
    uint32_t s = xor_range(x, y);
    return s == 0 ? 0 : xr_pile(x < y ? x : y, s);
}

uint32_t xor_range_move(uint32_t x, uint32_t y, uint32_t *to)
{
    return xor_range_move_sum(x, y, xor_range(x, y), to);
}

uint32_t xor_range_move_sum(uint32_t x, uint32_t y, uint32_t s, uint32_t *to)
{
    uint32_t lo = x;
    uint32_t hi = y;
    if (hi < lo) {
        lo = y;
        hi = x;
    }
    if (s == 0) {
        *to = hi - 1u; /* lost: 1 from the largest pile */
        return hi;
    }
    lo = xr_pile(lo, s);
    *to = lo ^ s;
    return lo;
}
