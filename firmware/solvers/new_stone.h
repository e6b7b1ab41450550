/* new_stone.h - A New Stone Game (POJ 1740): a move removes >= 1 stone from one pile, then
 * optionally moves any of that pile's remaining stones onto other piles that still have
 * stones. P-position iff the non-empty piles pair up (every size occurs an even number of
 * times); empty piles never matter. The solver constructs a winning move. */
#ifndef NEW_STONE_H
#define NEW_STONE_H

#include <stdbool.h>
#include <stdint.h>

#define NEW_STONE_MAX_PILES 64

/* True when the player to move wins (any count: each pile against all, count^2 steps). */
bool new_stone_first_wins(const uint32_t *piles, uint8_t count);

/* The same verdict for any number of piles (a judge's case), sorting them in place first
 * (Shell sort: about count^1.5 steps): the player to move wins iff some non-empty size occurs an
 * odd number of times. */
bool new_stone_first_wins_sorting(uint32_t *piles, uint32_t count);

/* A winning move as a move: the pile moved from (*from), the stones put onto each other pile
 * (add[count]; 0 for those that get none and for *from) and the stones taken out of the game
 * (*take, at least 1). False for a lost position. */
bool new_stone_winning_spread(const uint32_t *piles, uint8_t count, uint8_t *from, uint32_t *add,
                              uint32_t *take);

/* The same winning move as the position it leaves: writes it into after[count] and the pile
 * moved from into *from. False for a lost position. */
bool new_stone_winning_move(const uint32_t *piles, uint8_t count, uint32_t *after, uint8_t *from);

/* True when after[] is reachable from before[] by one legal move from pile `from`. */
bool new_stone_move_is_legal(const uint32_t *before, const uint32_t *after, uint8_t count,
                             uint8_t from);

/* For a lost position: a legal move that keeps the game long (take 1 from a largest pile, no
 * redistribution). False when all piles are empty. */
bool new_stone_stalling_move(const uint32_t *piles, uint8_t count, uint32_t *after, uint8_t *from);

#endif
