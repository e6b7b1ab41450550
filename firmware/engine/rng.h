/* rng.h - a small pseudo-random generator (xorshift32) for the computer's play.
 * Deterministic for a given seed, so host tests repeat exactly. */
#ifndef RNG_H
#define RNG_H

#include <stdint.h>

typedef struct {
    uint32_t s;
} rng_t;

/* Seeds the generator (a zero seed is replaced, xorshift needs a non-zero state). */
void rng_seed(rng_t *r, uint32_t seed);

/* Next 32 random bits. */
uint32_t rng_next(rng_t *r);

/* A number in 0..n-1 (0 when n is 0). */
uint16_t rng_below(rng_t *r, uint16_t n);

#endif
