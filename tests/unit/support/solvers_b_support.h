/* solvers_b_support.h - helpers shared by the tests of the New Stone, coin circle and board
 * walk solvers: a small deterministic random generator, so every run checks the same cases. */
#ifndef SOLVERS_B_SUPPORT_H
#define SOLVERS_B_SUPPORT_H

#include <stdint.h>

/* State of the xorshift64* generator; seed it with sb_rng_seed. */
typedef struct {
    uint64_t s;
} sb_rng_t;

/* Starts the generator from a seed (any value, 0 included). */
void sb_rng_seed(sb_rng_t *rng, uint64_t seed);

/* The next 32 random bits. */
uint32_t sb_rng_u32(sb_rng_t *rng);

/* A random number in 0..bound-1 (bound >= 1). */
uint32_t sb_rng_below(sb_rng_t *rng, uint32_t bound);

#endif
