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

uint32_t xor_range_winning_pile(uint32_t x, uint32_t y)
{
    uint32_t s = xor_range(x, y);
    uint32_t bit = 0x80000000u;
    uint32_t v = x < y ? x : y;
    if (s == 0) {
        return 0;
    }
    while (!(s & bit)) {
        bit >>= 1;
    }
    if (!(v & bit)) { /* the next size with that bit: the bits below it all set, plus 1 */
        v = (v | (bit - 1u)) + 1u;
    }
    return v;
}
