/* bash_game.c - Bash's game (take 1..m from one pile), normal and misere, in O(1).
 * Everything rests on r = n mod (m+1); for m = 4294967295 the modulus is 2^32, so r = n. */
#include "bash_game.h"

#include "attributes.h"

NOINLINE uint32_t bash_residue(uint32_t n, uint32_t m)
{
    return m == 4294967295u ? n : n % (m + 1u);
}

bool bash_first_wins(uint32_t n, uint32_t m, play_mode_t mode)
{
    uint32_t r = bash_residue(n, m);
    if (mode == PLAY_MISERE) {
        return r != 1; /* includes n == 0: the previous player took the last one */
    }
    return r != 0;
}

NOINLINE uint32_t bash_winning_take(uint32_t n, uint32_t m, play_mode_t mode)
{
    if (mode == PLAY_MISERE && n == 0) {
        return 0; /* the previous player took the last one */
    }
    uint32_t r = bash_residue(n, m);
    if (mode == PLAY_MISERE) {
        /* Leave a multiple of (m+1) plus one: take r - 1 (none for r == 1), or m when r == 0. */
        return r == 0 ? m : r - 1u;
    }
    return r;
}

uint32_t bash_stalling_take(uint32_t n, uint32_t m, play_mode_t mode)
{
    (void)m;
    (void)mode;
    return n > 0 ? 1u : 0u;
}
