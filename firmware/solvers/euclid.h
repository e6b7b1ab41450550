/* euclid.h - Euclid's game (POJ 2348): two positive numbers; a move subtracts a positive
 * multiple of the smaller from the larger, leaving it >= 0; who reaches 0 wins.
 * The mover wins iff, walking the Euclid chain (forced while big < 2*small), he is the first
 * to face big % small == 0 or big >= 2*small. Subtraction walk plus one division: O(log n). */
#ifndef EUCLID_H
#define EUCLID_H

#include <stdbool.h>
#include <stdint.h>

/* A move, as the position it leaves (a and b in the input's order) and the multiple taken. */
typedef struct {
    uint32_t a, b;
    uint32_t times; /* how many times the smaller number was subtracted */
} euclid_move_t;

/* True when the player to move wins. Both numbers must be >= 1. */
bool euclid_first_wins(uint32_t a, uint32_t b);

/* The winning move (there is exactly one in a won position); false for a lost position.
 * With a == b the first number is the one taken to 0. */
bool euclid_winning_move(uint32_t a, uint32_t b, euclid_move_t *out);

/* The same for big >= small >= 1, the larger number first: out->a is what big becomes, out->b
 * is small. */
bool euclid_winning_sorted(uint32_t big, uint32_t small, euclid_move_t *out);

/* For a lost position: its only legal move (subtract the smaller once). False if none. */
bool euclid_stalling_move(uint32_t a, uint32_t b, euclid_move_t *out);

/* Number of forced steps (quotient 1) before the first position with a choice or a win;
 * the mover wins iff this is even. Used to explain a verdict. */
uint32_t euclid_forced_steps(uint32_t a, uint32_t b);

/* The same for big >= small (the numbers already in order); 0 when small is 0. */
uint8_t euclid_forced_sorted(uint32_t big, uint32_t small);

#endif
