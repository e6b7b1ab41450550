/* bench_baselines.h - the write-ups' methods, ported as they would run on the ATmega328P, so
 * `make bench` can set the solvers' cost beside theirs. Bench firmware only: they use float
 * (avr-gcc's double is a 32-bit float) and libm, which firmware/ must never do. */
#ifndef BENCH_BASELINES_H
#define BENCH_BASELINES_H

#include <stdbool.h>
#include <stdint.h>

/* Wythoff P-test of seeds 000/003: swap to a <= b, temp = floor((b-a)*(1+sqrt(5))/2), P iff
 * temp == a (temp kept in long long, as seed 003 does). */
bool baseline_wythoff_is_p_float(uint32_t a, uint32_t b);

/* HDU 2177 move search of seed 004: the P-test by float, then for i = a-1..0 and b-1..0 test
 * (int)(g*l) == x. Writes up to max (x, y) pairs into out (x at [2i], y at [2i+1]); returns
 * how many it found (-1 for a P-position; the count may exceed max). O(a + b). */
int16_t baseline_wythoff_hdu2177(uint32_t a, uint32_t b, uint32_t *out, uint8_t max);

/* Euclid's game verdict of seed 001 (POJ 2348): divide both by the gcd (recursive, with %),
 * then the recursion on m < n; long long as the seed has it. True when the mover wins. */
bool baseline_euclid_seed64(uint32_t a, uint32_t b);

/* The same algorithm ported to uint32_t (n >= 2m - 1 rewritten so it cannot overflow). */
bool baseline_euclid_seed32(uint32_t a, uint32_t b);

#endif
