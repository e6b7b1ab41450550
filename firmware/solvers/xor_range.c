/* xor_range.c - XOR of consecutive integers by the n % 4 closed form:
 * 0 ^ 1 ^ ... ^ n is n, 1, n + 1, 0 for n % 4 = 0, 1, 2, 3 (pairs 2i, 2i+1 XOR to 1). */
#include "xor_range.h"

uint32_t xor_upto(uint32_t n)
{
    switch (n & 3u) {
    case 0:
        return n;
    case 1:
        return 1;
    case 2:
        return n + 1u; /* n <= 4294967294 here: no overflow */
    default:
        return 0;
    }
}

uint32_t xor_range(uint32_t x, uint32_t y)
{
    if (x > y) {
        uint32_t t = x;
        x = y;
        y = t;
    }
    return x == 0 ? xor_upto(y) : xor_upto(y) ^ xor_upto(x - 1u);
}
