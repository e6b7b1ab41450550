/* euclid.c - Euclid's game (POJ 2348): verdict by walking the Euclid chain with subtractions
 * while the quotient is 1 (those moves are forced), one division for the winning move.
 * A position (big, small) with big == small or big >= 2*small is won: the mover either
 * reaches 0 or picks between leaving (r, small) and (r + small, small), r = big % small;
 * the second forces the reply (small, r), so exactly one of the two is lost for the opponent.
 * Compares are written as big - small < small so nothing overflows near 2^32. */
#include "euclid.h"

/* Walks forced steps from big >= small >= 1 to the first position with a choice or a win;
 * leaves that position in *big, *small and returns the number of steps. */
static uint32_t euclid_walk(uint32_t *big, uint32_t *small)
{
    uint32_t x = *big;
    uint32_t y = *small;
    uint32_t steps = 0;
    while (x != y && x - y < y) {
        uint32_t t = x - y;
        x = y;
        y = t;
        steps++;
    }
    *big = x;
    *small = y;
    return steps;
}

uint32_t euclid_forced_steps(uint32_t a, uint32_t b)
{
    uint32_t big = a >= b ? a : b;
    uint32_t small = a >= b ? b : a;
    return euclid_walk(&big, &small);
}

bool euclid_first_wins(uint32_t a, uint32_t b)
{
    return (euclid_forced_steps(a, b) & 1u) == 0;
}

bool euclid_winning_move(uint32_t a, uint32_t b, euclid_move_t *out)
{
    uint32_t big = a >= b ? a : b;
    uint32_t small = a >= b ? b : a;
    uint32_t x = big;
    uint32_t y = small;
    uint32_t steps = euclid_walk(&x, &y);
    uint32_t left; /* what the larger number becomes */
    uint32_t times;

    if (steps & 1u) {
        return false;
    }
    if (steps > 0 || big == small) {
        times = 1; /* forced, and it wins; or equal numbers: take all */
        left = big - small;
    } else {
        uint32_t q = big / small; /* the one division */
        uint32_t r = big % small;
        if (r == 0) {
            times = q;
            left = 0;
        } else {
            uint32_t s = small;
            uint32_t t = r;
            if (euclid_walk(&s, &t) & 1u) {
                times = q; /* (small, r) is lost for the opponent */
                left = r;
            } else {
                times = q - 1; /* (r + small, small) forces him into (small, r) */
                left = r + small;
            }
        }
    }
    out->times = times;
    if (a >= b) {
        out->a = left;
        out->b = b;
    } else {
        out->a = a;
        out->b = left;
    }
    return true;
}

bool euclid_stalling_move(uint32_t a, uint32_t b, euclid_move_t *out)
{
    if (a == 0 || b == 0) {
        return false;
    }
    out->times = 1;
    if (a >= b) {
        out->a = a - b;
        out->b = b;
    } else {
        out->a = a;
        out->b = b - a;
    }
    return true;
}
