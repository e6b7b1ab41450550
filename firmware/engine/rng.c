/* rng.c - xorshift32 (Marsaglia 2003). */
#include "rng.h"

#include "attributes.h"

NOINLINE void rng_seed(rng_t *r, uint32_t seed)
{
    r->s = seed != 0 ? seed : 0x2545F491u;
}

NOINLINE uint32_t rng_next(rng_t *r)
{
    uint32_t x = r->s;
    x ^= x << 13;
    x ^= (uint16_t)((uint16_t)(x >> 16) >> 1); /* x >> 17, as a 16-bit shift by one */
    x ^= x << 5;
    r->s = x;
    return x;
}

uint16_t rng_below(rng_t *r, uint16_t n)
{
    return n == 0 ? 0 : (uint16_t)(rng_next(r) % n);
}
