/* nim.c - Nim in normal and misere play: nim-sum verdict, every winning move, a stalling move.
 * Misere differs from normal only when a move could leave nothing but piles of 0 and 1:
 * with exactly one pile >= 2 the only winning move sets that pile to 0 or 1 so that an odd
 * number of 1-piles remains (the normal-play move would leave an even number).
 * Speed (the toy answers on an ATmega328P): every function reads each pile once per pass
 * through a walking pointer, and misere play only adds an OR to the nim-sum pass: all piles
 * are <= 1 iff the OR of the piles is < 2, and then the parity of the 1-piles is the nim-sum. */
#include "nim.h"

bool nim_pile_move(uint32_t pile, uint32_t x, uint32_t *to)
{
    *to = pile ^ x;
    return *to < pile;
}

uint32_t nim_sum(const uint32_t *piles, uint8_t count)
{
    uint32_t x = 0;
    for (const uint32_t *end = piles + count; piles != end; piles++) {
        x ^= *piles;
    }
    return x;
}

/* The nim-sum and, through *any, the OR of all piles. */
static uint32_t nim_sum_or(const uint32_t *piles, uint8_t count, uint32_t *any)
{
    uint32_t x = 0;
    uint32_t o = 0;
    for (const uint32_t *end = piles + count; piles != end; piles++) {
        uint32_t p = *piles;
        x ^= p;
        o |= p;
    }
    *any = o;
    return x;
}

bool nim_first_wins(const uint32_t *piles, uint8_t count, play_mode_t mode)
{
    bool wins = nim_sum(piles, count) != 0;
    if (mode == PLAY_MISERE) {
        for (const uint32_t *end = piles + count; piles != end; piles++) {
            if (*piles >= 2) {
                return wins; /* as in normal play while some pile is >= 2 */
            }
        }
        /* Only 0s and 1s: the mover wins iff the number of 1-piles (the nim-sum) is even. */
        return !wins;
    }
    return wins;
}

/* Index of the only pile >= 2, or count when there are none or several. */
static uint8_t nim_only_big_pile(const uint32_t *piles, uint8_t count)
{
    uint8_t found = count;
    for (uint8_t i = 0; i < count; i++) {
        if (piles[i] >= 2) {
            if (found != count) {
                return count;
            }
            found = i;
        }
    }
    return found;
}

uint8_t nim_winning_moves(const uint32_t *piles, uint8_t count, play_mode_t mode, nim_move_t *out)
{
    uint32_t x;
    if (mode == PLAY_MISERE) {
        uint32_t o;
        x = nim_sum_or(piles, count, &o);
        if (o < 2) {
            /* Only 0s and 1s: with an even number of 1s (> 0) emptying any 1-pile wins. */
            uint8_t n = 0;
            if (x == 0) {
                for (uint8_t i = 0; i < count; i++) {
                    if (piles[i] == 1) {
                        out[n].pile = i;
                        out[n].to = 0;
                        n++;
                    }
                }
            }
            return n;
        }
        /* One pile >= 2 makes the high bits of the nim-sum and of the OR equal: only then
         * can it be the misere ending, where that pile must become 0 or 1, leaving an odd
         * number of 1-piles (their parity is the nim-sum's low bit without the pile's). */
        if ((x >> 1) == (o >> 1)) {
            uint8_t big = nim_only_big_pile(piles, count);
            if (big != count) {
                out[0].pile = big;
                out[0].to = ((x ^ piles[big]) & 1u) ^ 1u;
                return 1;
            }
        }
    } else {
        x = nim_sum(piles, count);
    }
    if (x == 0) {
        return 0;
    }
    nim_move_t *o = out;
    for (uint8_t i = 0; i < count; i++) {
        if (nim_pile_move(piles[i], x, &o->to)) {
            o->pile = i;
            o++;
        }
    }
    return (uint8_t)(o - out);
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
