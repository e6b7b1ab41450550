/* nim.c - Nim in normal and misere play: nim-sum verdict, every winning move, a stalling move.
 * Misere differs from normal only when a move could leave nothing but piles of 0 and 1:
 * with exactly one pile >= 2 the only winning move sets that pile to 0 or 1 so that an odd
 * number of 1-piles remains (the normal-play move would leave an even number). Verdict and
 * moves both come from one "move sum" (nim_move_sum), the nim-sum with that case folded in.
 * Speed (the toy answers on an ATmega328P): every function reads each pile once per pass
 * through a walking pointer; the verdict is one pass, the moves one more. */
#include "nim.h"

#include "attributes.h"

bool nim_pile_move(uint32_t pile, uint32_t x, uint32_t *to)
{
    *to = pile ^ x;
    return *to < pile;
}

/* The nim-sum a winning move leaves at 0: the nim-sum itself, except in the misere ending.
 * With at most one pile >= 2 the misere move leaves an odd number of 1-piles where the normal
 * one leaves an even number: every target's low bit flips, as if the nim-sum's did. All
 * piles <= 1: an even number of 1s (x = 0) gives 1 (won by emptying any 1-pile), an odd one
 * gives 0 (lost). One pile >= 2: x >= 2 stays non-zero (won: that pile goes to 0 or 1, and
 * x ^ 1 >= 2 leaves the other piles no winning move). One pass over the piles (count < 256,
 * so the count of big piles cannot wrap). */
static NOINLINE uint32_t nim_move_sum(const uint32_t *piles, uint8_t count, play_mode_t mode)
{
    uint32_t x = 0;
    uint8_t big = 0; /* piles >= 2 */
    for (const uint32_t *end = piles + count; piles != end; piles++) {
        uint32_t p = *piles;
        x ^= p;
        big += p > 1u;
    }
    if (mode == PLAY_MISERE && big < 2u) {
        x ^= 1u;
    }
    return x;
}

/* (the move sum in normal play: one pass over the piles, the verdict's and the moves') */
uint32_t nim_sum(const uint32_t *piles, uint8_t count)
{
    return nim_move_sum(piles, count, PLAY_NORMAL);
}

bool nim_first_wins(const uint32_t *piles, uint8_t count, play_mode_t mode)
{
    return nim_move_sum(piles, count, mode) != 0;
}

uint8_t nim_winning_moves(const uint32_t *piles, uint8_t count, play_mode_t mode, nim_move_t *out)
{
    uint32_t x = nim_move_sum(piles, count, mode);
    nim_move_t *m = out;
    for (uint8_t i = 0; i < count; i++) {
        if (nim_pile_move(piles[i], x, &m->to)) {
            m->pile = i;
            m++;
        }
    }
    return (uint8_t)(m - out);
}

bool nim_winning_move(const uint32_t *piles, uint8_t count, play_mode_t mode, nim_move_t *out)
{
    uint32_t x = nim_move_sum(piles, count, mode);
    for (uint8_t i = 0; i < count; i++) {
        if (nim_pile_move(piles[i], x, &out->to)) {
            out->pile = i;
            return true;
        }
    }
    return false;
}

bool nim_stalling_move(const uint32_t *piles, uint8_t count, nim_move_t *out)
{
    uint8_t best = 0;
    for (uint8_t i = 1; i < count; i++) {
        if (piles[i] > piles[best]) {
            best = i;
        }
    }
    if (count == 0 || piles[best] == 0) {
        return false;
    }
    out->pile = best;
    out->to = piles[best] - 1;
    return true;
}
