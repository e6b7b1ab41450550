/* bash_game.h - Bash's game: one pile of n objects, each turn take 1..m (m >= 1).
 * Normal play: first player wins iff n % (m+1) != 0; misere: iff n % (m+1) != 1.
 * The count-to-100 game is Bash with n = 100, m = 10. Pure functions, O(1), any uint32_t
 * including m = 4294967295 (m + 1 does not fit: handled without overflow).
 * In misere play a pile of 0 means the previous player took the last object and lost,
 * so the player to move has already won (and has no move). */
#ifndef BASH_GAME_H
#define BASH_GAME_H

#include <stdbool.h>
#include <stdint.h>
#include "play_mode.h"

/* True when the player to move wins with perfect play. m must be >= 1. */
bool bash_first_wins(uint32_t n, uint32_t m, play_mode_t mode);

/* n mod (m + 1), which decides the game (m = 4294967295: n, the modulus being 2^32). */
uint32_t bash_residue(uint32_t n, uint32_t m);

/* The unique winning take (1..m), or 0 when the position is lost (or over). */
uint32_t bash_winning_take(uint32_t n, uint32_t m, play_mode_t mode);

/* For a lost position: a legal take that makes the game last longest (1), or 0 if no move. */
uint32_t bash_stalling_take(uint32_t n, uint32_t m, play_mode_t mode);

#endif
