/* xor_range.h - XOR of a run of consecutive integers, x ^ (x+1) ^ ... ^ y, by the n % 4
 * closed form (Nim on piles of consecutive sizes). O(1), full uint32_t range. */
#ifndef XOR_RANGE_H
#define XOR_RANGE_H

#include <stdint.h>

/* 0 ^ 1 ^ ... ^ n. */
uint32_t xor_upto(uint32_t n);

/* x ^ (x+1) ^ ... ^ y for x <= y (the arguments are swapped when x > y). */
uint32_t xor_range(uint32_t x, uint32_t y);

/* The winning move of Nim on one pile of each size x..y (either order): the size of the pile
 * to take from, the smallest one holding the nim-sum's top bit (it is left with its size XOR
 * the nim-sum); 0 when the nim-sum is 0 (a lost position). */
uint32_t xor_range_winning_pile(uint32_t x, uint32_t y);

/* The move to play on one pile of each size x..y (either order): returns the size of the pile
 * to take from and sets *to to what it leaves: the winning move above, or for a lost position
 * (nim-sum 0) one taken from the largest pile. */
uint32_t xor_range_move(uint32_t x, uint32_t y, uint32_t *to);
/* ... the same, given their nim-sum s = xor_range(x, y) (a caller that has it already: the
 * console's verdict). */
uint32_t xor_range_move_sum(uint32_t x, uint32_t y, uint32_t s, uint32_t *to);

#endif
