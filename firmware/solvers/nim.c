/* nim.c - Nim in normal and misere play: nim-sum verdict, every winning move, a stalling move.
 * Misere differs from normal only when a move could leave nothing but piles of 0 and 1:
 * with exactly one pile >= 2 the only winning move sets that pile to 0 or 1 so that an odd
 * number of 1-piles remains (the normal-play move would leave an even number). */
#include "nim.h"

uint32_t nim_sum(const uint32_t *piles, uint8_t count)
{
    uint32_t x = 0;
    for (uint8_t i = 0; i < count; i++) {
        x ^= piles[i];
    }
    return x;
}

/* Number of piles >= 2 (stops counting at 2) and, through *ones, the number of 1-piles. */
static uint8_t nim_big_piles(const uint32_t *piles, uint8_t count, uint8_t *ones)
{
    uint8_t big = 0;
    uint8_t n1 = 0;
    for (uint8_t i = 0; i < count; i++) {
        if (piles[i] >= 2) {
            if (big < 2) {
                big++;
            }
        } else if (piles[i] == 1) {
            n1++;
        }
    }
    *ones = n1;
    return big;
}

bool nim_first_wins(const uint32_t *piles, uint8_t count, play_mode_t mode)
{
    if (mode == PLAY_MISERE) {
        uint8_t ones;
        if (nim_big_piles(piles, count, &ones) == 0) {
            return (ones & 1u) == 0;
        }
    }
    return nim_sum(piles, count) != 0;
}

uint8_t nim_winning_moves(const uint32_t *piles, uint8_t count, play_mode_t mode, nim_move_t *out)
{
    uint8_t n = 0;
    if (mode == PLAY_MISERE) {
        uint8_t ones;
        uint8_t big = nim_big_piles(piles, count, &ones);
        if (big == 0) {
            /* Only 0s and 1s: with an even number of 1s (> 0) emptying any 1-pile wins. */
            if ((ones & 1u) == 0) {
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
        if (big == 1) {
            /* The big pile must become 0 or 1, leaving an odd number of 1-piles. */
            for (uint8_t i = 0; i < count; i++) {
                if (piles[i] >= 2) {
                    out[0].pile = i;
                    out[0].to = (ones & 1u) ? 0 : 1;
                    return 1;
                }
            }
        }
    }
    uint32_t x = nim_sum(piles, count);
    if (x == 0) {
        return 0;
    }
    for (uint8_t i = 0; i < count; i++) {
        uint32_t to = piles[i] ^ x;
        if (to < piles[i]) {
            out[n].pile = i;
            out[n].to = to;
            n++;
        }
    }
    return n;
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
