/* coin_circle.h - the coin circle (POJ 2484, HDU 3951): n coins in a circle; a move takes 1..k
 * coins that are consecutive and still adjacent (a removed coin breaks adjacency).
 * Verdict for any n, k: the first player wins iff (k == 1 and n odd) or (k >= 2 and n <= k)
 * (n >= 1). Strategy on a concrete circle of up to 32 coins, from any reachable state: the
 * mirror strategy (split the line into two equal halves, then copy the opponent) where it
 * applies, otherwise an exact Sprague-Grundy search over the remaining lines. */
#ifndef COIN_CIRCLE_H
#define COIN_CIRCLE_H

#include <stdbool.h>
#include <stdint.h>

#define COIN_CIRCLE_MAX_COINS 32

/* Verdict of a full circle of n coins, take 1..k (k >= 1). */
bool coin_circle_first_wins(uint32_t n, uint32_t k);

/* A move: take len coins starting at coin `start` going clockwise (indices mod n). */
typedef struct {
    uint8_t start;
    uint8_t len;
} coin_move_t;

/* State: bit i of `present` set when coin i (0..n-1) is still there; coin i and coin i+1
 * (and n-1 and 0) are adjacent while both are present. n <= COIN_CIRCLE_MAX_COINS, k >= 1. */

/* Number of coins present from coin `start` on, clockwise, up to a gap (at most n; 0 when
 * start >= n or coin start is gone). */
uint8_t coin_run_length(uint32_t present, uint8_t n, uint8_t start);

/* True when the player to move wins from this state. */
bool coin_state_mover_wins(uint32_t present, uint8_t n, uint8_t k);

/* True when the move is legal in this state (len <= k, len coins present from start on). */
bool coin_move_is_legal(uint32_t present, uint8_t n, uint8_t k, coin_move_t move);

/* The winning move to play (the mirror move preferred: the first winning move, by start then
 * len, that leaves the lines paired, else the first winning move); false in a lost position
 * (or no coin). */
bool coin_winning_move(uint32_t present, uint8_t n, uint8_t k, coin_move_t *out);

/* The move the computer plays: coin_winning_move when there is one, otherwise a legal move
 * that keeps the game long (one coin at the start of the first longest line; coin 0 of a
 * whole ring). Sets *is_winning. False when no coin is left. */
bool coin_best_move(uint32_t present, uint8_t n, uint8_t k, coin_move_t *out, bool *is_winning);

/* The state after move m (not checked: coins already gone stay gone; bits from n on are
 * dropped). The state unchanged when n or m.start is out of range. */
uint32_t coin_take(uint32_t present, uint8_t n, coin_move_t m);

/* The lines the state has broken into: writes their lengths into lens (room for
 * COIN_CIRCLE_MAX_COINS / 2), listed by first coin, and returns how many; a whole ring (or no
 * coin) has none. *paired is true when the lengths pair up (every length an even number of
 * times), the position the mirror strategy leaves. */
uint8_t coin_lines(uint32_t present, uint8_t n, uint8_t *lens, bool *paired);

/* Writes up to max winning moves into out; returns how many there are in total. Listed by
 * start, then len; taking a whole full circle is one move, listed with start 0. */
uint16_t coin_winning_moves(uint32_t present, uint8_t n, uint8_t k, coin_move_t *out, uint16_t max);

#endif
