/* euclid.c - Euclid's game (POJ 2348): verdict by walking the Euclid chain with subtractions
 * while the quotient is 1 (those moves are forced), one division and the verdict of the pair
 * below for the winning move.
 * A position (big, small) with big == small or big >= 2*small is won: the mover either
 * reaches 0 or picks between leaving (r, small) and (r + small, small), r = big % small;
 * the second forces the reply (small, r), so exactly one of the two is lost for the opponent.
 * Compares are written as big - small < small so nothing overflows near 2^32. */
#include "euclid.h"

/* Counts the forced steps from big >= small >= 1 to the first position with a choice or a win
 * (at most 46 for 32-bit numbers). Two steps per round with the pair's roles swapped, so
 * nothing is copied. After the first step big > small always. (Narrower loops for the small
 * end of the chain saved only 10 of some 600 cycles on the AVR, for 72 bytes.) A small of 0
 * gives 0: the first step leaves big >= small. */
uint8_t euclid_forced_sorted(uint32_t big, uint32_t small)
{
    uint8_t n = 0;
    if (big == small) {
        return 0;
    }
    for (;;) {
        big -= small; /* (small, big) is the next pair */
        if (big >= small) {
            return n;
        }
        n++;
        small -= big;
        if (small >= big) {
            return n;
        }
        n++;
    }
}

uint32_t euclid_forced_steps(uint32_t a, uint32_t b)
{
    return a >= b ? euclid_forced_sorted(a, b) : euclid_forced_sorted(b, a);
}

bool euclid_first_wins(uint32_t a, uint32_t b)
{
    return (euclid_forced_steps(a, b) & 1u) == 0;
}

/* Taking every multiple of small leaves (small, r), r = big % small; one multiple fewer leaves
 * (r + small, small), whose only move is to (small, r) again, this time for the player who made
 * the first. So the winning move leaves r when (small, r) is lost for the player to move there
 * (or r is 0), and r + small otherwise; when r + small is big itself (big < 2 * small, the
 * step is forced) there is no such move and the position is lost. */
bool euclid_winning_sorted(uint32_t big, uint32_t small, euclid_move_t *out)
{
    uint32_t left = big % small; /* what the larger number becomes (the toy uses no more) */
    if (left != 0 && !(euclid_forced_sorted(small, left) & 1u)) {
        left += small; /* (small, r) wins for the player to move there */
    }
    out->times = (big - left) / small;
    out->a = left;
    out->b = small;
    return left != big;
}

bool euclid_winning_move(uint32_t a, uint32_t b, euclid_move_t *out)
{
    if (a >= b) {
        return euclid_winning_sorted(a, b, out);
    }
    if (!euclid_winning_sorted(b, a, out)) {
        return false;
    }
    out->b = out->a; /* the larger number was the second */
    out->a = a;
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
