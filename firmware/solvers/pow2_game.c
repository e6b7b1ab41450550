/* pow2_game.c - take a power of two (HDU 1847): lost iff n % 3 == 0. Since 2^i mod 3 is 1 for
 * even i and 2 for odd i, the winning takes are every 2^i <= n of the matching parity. */
#include "pow2_game.h"

#include "attributes.h"

/* n mod 3 by byte sums (256 = 1 mod 3), folded down to one byte: on the AVR an 8-bit
 * division (the one the board walk uses too) instead of a 32-bit or a 16-bit one. */
static NOINLINE uint8_t pow2_mod3(uint32_t n)
{
    uint16_t s = (uint16_t)(n & 0xFFu) + (uint16_t)((n >> 8) & 0xFFu) +
                 (uint16_t)((n >> 16) & 0xFFu) + (uint16_t)(n >> 24); /* <= 1020 */
    s = (uint16_t)((s & 0xFFu) + (s >> 8));                          /* <= 257 */
    return (uint8_t)((uint8_t)((s & 0xFFu) + (s >> 8)) % 3u);         /* the sum <= 255 */
}

bool pow2_first_wins(uint32_t n)
{
    return pow2_mod3(n) != 0;
}

uint32_t pow2_winning_takes(uint32_t n)
{
    uint8_t r = pow2_mod3(n);
    if (r == 0) {
        return 0;
    }
    /* 2^i for every i of the matching parity with 2^i <= n */
    uint32_t takes = 0;
    for (uint32_t t = r; t != 0 && t <= n; t <<= 2) {
        takes |= t;
    }
    return takes;
}

uint32_t pow2_stalling_take(uint32_t n)
{
    return n > 0 ? 1u : 0u;
}
