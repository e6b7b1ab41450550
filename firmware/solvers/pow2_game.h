/* pow2_game.h - powers-of-two take-away (HDU 1847): one pile of n; a move takes 1, 2, 4, 8 ...
 * The player to move wins iff n % 3 != 0; a winning take is any power of two congruent to
 * n mod 3 (2^i mod 3 alternates 1, 2). O(1). */
#ifndef POW2_GAME_H
#define POW2_GAME_H

#include <stdbool.h>
#include <stdint.h>

/* True when the player to move wins. */
bool pow2_first_wins(uint32_t n);

/* Bit i set when taking 2^i (2^i <= n) is a winning move; 0 for a lost position. */
uint32_t pow2_winning_takes(uint32_t n);

/* For a lost position: a legal take that keeps the game long (1), or 0 when n == 0. */
uint32_t pow2_stalling_take(uint32_t n);

#endif
