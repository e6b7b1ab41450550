/* pow2_game.c - take a power of two (HDU 1847): lost iff n % 3 == 0. Since 2^i mod 3 is 1 for
 * even i and 2 for odd i, the winning takes are every 2^i <= n of the matching parity. */
#include "pow2_game.h"

/* n mod 3 by byte sum (256 = 1 mod 3): avoids a 32-bit division on the AVR. */
static uint8_t pow2_mod3(uint32_t n)
{
    uint16_t s = (uint16_t)(n & 0xFFu) + (uint16_t)((n >> 8) & 0xFFu) +
                 (uint16_t)((n >> 16) & 0xFFu) + (uint16_t)(n >> 24);
    return (uint8_t)(s % 3u);
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
    /* Every bit up to n's top bit: the powers of two that are <= n. */
    uint32_t fits = n;
    fits |= fits >> 1;
    fits |= fits >> 2;
    fits |= fits >> 4;
    fits |= fits >> 8;
    fits |= fits >> 16;
    return fits & (r == 1 ? 0x55555555u : 0xAAAAAAAAu);
}

uint32_t pow2_stalling_take(uint32_t n)
{
    return n > 0 ? 1u : 0u;
}
