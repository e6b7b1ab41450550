/* solvers_b_support.c - the deterministic random generator shared by the tests of the New
 * Stone, coin circle and board walk solvers (xorshift64*, Vigna 2014). */
#include "solvers_b_support.h"

void sb_rng_seed(sb_rng_t *rng, uint64_t seed)
{
    rng->s = seed ^ 0x9E3779B97F4A7C15ull;
    if (rng->s == 0) {
        rng->s = 1;
    }
}

uint32_t sb_rng_u32(sb_rng_t *rng)
{
    uint64_t x = rng->s;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    rng->s = x;
    return (uint32_t)((x * 0x2545F4914F6CDD1Dull) >> 32);
}

uint32_t sb_rng_below(sb_rng_t *rng, uint32_t bound)
{
    return (uint32_t)(((uint64_t)sb_rng_u32(rng) * bound) >> 32);
}
