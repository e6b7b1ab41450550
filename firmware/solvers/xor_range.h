/* xor_range.h - XOR of a run of consecutive integers, x ^ (x+1) ^ ... ^ y, by the n % 4
 * closed form (Nim on piles of consecutive sizes). O(1), full uint32_t range. */
#ifndef XOR_RANGE_H
#define XOR_RANGE_H

#include <stdint.h>

/* 0 ^ 1 ^ ... ^ n. */
uint32_t xor_upto(uint32_t n);

/* x ^ (x+1) ^ ... ^ y for x <= y (the arguments are swapped when x > y). */
uint32_t xor_range(uint32_t x, uint32_t y);

#endif
