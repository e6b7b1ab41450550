/* board_walk.h - the board walk (HDU 1564): a token starts in a corner of an n x n board; a move
 * takes it to an orthogonal neighbour never visited; who cannot move loses.
 * Verdict from the start: the first player wins iff n is even (domino tiling: always move to
 * the partner of the current square). Strategy on a concrete board up to 8 x 8, from any
 * reachable state: exact, by maximum matching (undirected vertex geography: the mover wins iff
 * every maximum matching of the unvisited squares plus the token's square covers the token). */
#ifndef BOARD_WALK_H
#define BOARD_WALK_H

#include <stdbool.h>
#include <stdint.h>

#define BOARD_WALK_MAX_N 8

/* Verdict of the whole game on an n x n board (n >= 1, any uint32_t). */
bool board_walk_first_wins(uint32_t n);

/* State: n <= BOARD_WALK_MAX_N; bit (row*n + col) of `visited` set for every visited square,
 * including the token's square `pos` (= row*n + col). */

/* The square next to square x in direction d (0 up, 1 left, 2 right, 3 down), or 0xFF off
 * the board. */
uint8_t board_step(uint8_t n, uint8_t x, uint8_t d);

/* True when the player to move wins from this state. */
bool board_state_mover_wins(uint8_t n, uint64_t visited, uint8_t pos);

/* Writes every winning destination square (at most 4) into out; returns how many. */
uint8_t board_winning_moves(uint8_t n, uint64_t visited, uint8_t pos, uint8_t out[4]);

/* The move the computer plays: a winning one when there is one (the domino partner preferred;
 * on odd boards the start corner is guessed from the visited squares), otherwise a legal
 * move towards the largest open region. Sets *is_winning. False when no move. */
bool board_best_move(uint8_t n, uint64_t visited, uint8_t pos, uint8_t *to, bool *is_winning);

/* As board_best_move, for a game known to have started on corner `start`: the partner in that
 * corner's tiling is preferred (board_best_move has to guess the corner on odd boards). The
 * visited squares come as two words, squares 0..31 then 32..63 (the toy keeps them so, and
 * the AVR has no cheap 64-bit shift). */
bool board_best_move_from(uint8_t n, uint8_t start, const uint32_t visited[2], uint8_t pos,
                          uint8_t *to, bool *is_winning);

/* The domino partner of square `cell` in the tiling used to explain the strategy: a tiling
 * of the whole board when n is even, of the board less the start corner `start` when n is
 * odd (returns `cell` itself for that corner). */
uint8_t board_domino_partner(uint8_t n, uint8_t start, uint8_t cell);

#endif
