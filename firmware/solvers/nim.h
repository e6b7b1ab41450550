/* nim.h - Nim on up to 255 piles (the matchstick game and Rabbit-and-Grass are Nim too).
 * Normal play: P-position iff the XOR of the piles (nim-sum) is 0; every winning move
 * takes pile a to a ^ x when that is smaller. Misere play (taking the last loses):
 * as normal while some pile is >= 2; with all piles <= 1 the mover wins iff the number
 * of 1-piles is even. Pure functions, O(count). */
#ifndef NIM_H
#define NIM_H

#include <stdbool.h>
#include <stdint.h>
#include "play_mode.h"

/* One move: pile index (0-based, input order) and the size it is left with. */
typedef struct {
    uint8_t pile;
    uint32_t to;
} nim_move_t;

/* The normal-play winning move from one pile of size `pile` when the nim-sum of all the piles
 * is x: true, with the size it leaves in *to, when pile ^ x < pile. (A position's every winning
 * move, pile by pile: what HDU 2176 lists.) */
bool nim_pile_move(uint32_t pile, uint32_t x, uint32_t *to);

/* XOR of all piles. */
uint32_t nim_sum(const uint32_t *piles, uint8_t count);

/* True when the player to move wins with perfect play. */
bool nim_first_wins(const uint32_t *piles, uint8_t count, play_mode_t mode);

/* Writes every winning move in pile order into out (room for count moves); returns how many
 * (0 for a lost position). Misere with exactly one pile >= 2: the one move that leaves an odd
 * number of 1-piles. */
uint8_t nim_winning_moves(const uint32_t *piles, uint8_t count, play_mode_t mode, nim_move_t *out);

/* For a lost position: a legal move that keeps the game long (take 1 from a largest pile).
 * Returns false when there is no legal move (all piles empty). */
/* The first winning move in pile order (nim_winning_moves' first); false when lost. */
bool nim_winning_move(const uint32_t *piles, uint8_t count, play_mode_t mode, nim_move_t *out);

bool nim_stalling_move(const uint32_t *piles, uint8_t count, nim_move_t *out);

#endif
