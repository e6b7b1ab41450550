/* console_solve_nim.c - `solve` answers for the Nim family: Nim (normal and misere), Nim on
 * piles of consecutive sizes (`xor X Y`) and A New Stone Game. The verdict is always the
 * solver's; the Nim moves follow from the nim-sum (see con_solve_nim). */
#include "console_internal.h"
#include "hal_flash.h"
#include "new_stone.h"
#include "nim.h"
#include "xor_range.h"

const char *con_solve_nim(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode)
{
    uint32_t *v = c->piles;
    uint32_t x = nim_sum(v, count);
    uint32_t y = x;
    uint8_t ones = 0;
    uint8_t big = 0; /* piles of 2 or more */
    uint8_t top = 0; /* a largest pile */
    for (uint8_t i = 0; i < count; i++) {
        if (v[i] == 1u) {
            ones++;
        } else if (v[i] > 1u) {
            big++;
        }
        if (v[i] > v[top]) {
            top = i;
        }
    }
    if (arg[0] & 1u) { /* stalling: 1 from a largest pile */
        con_solve_take(c, arg, 1, top + 1u, v[top], v[top] - 1u);
    } else {
        /* Every pile a with a ^ y < a goes to a ^ y. Normal play, or misere with two piles of
         * 2 or more (one stays): y is the nim-sum. Misere otherwise the move must leave an odd
         * number of 1-piles and nothing bigger; y = x ^ 1 does it: with every pile 0 or 1 it
         * empties a 1-pile, with one big pile it takes that pile to 0 or 1. */
        if (mode == PLAY_MISERE && big < 2u) {
            y ^= 1u;
        }
        for (uint8_t i = 0; i < count; i++) {
            if ((v[i] ^ y) < v[i]) {
                con_solve_take(c, arg, 1, i + 1u, v[i], v[i] ^ y);
            }
        }
    }
    arg[0] |= (mode == PLAY_MISERE && big == 0) << 1;
    arg[1] = mode == PLAY_MISERE ? (big ? 1u : 2u) : 0u;
    arg[2] = x;
    arg[3] = ones;
    return HAL_FSTR("why: " CON_SEL(b) CON_OR "misere, as Nim till only 1-piles remain, then "
                    "leave an odd number: " CON_OR "misere: " CON_D(d) " piles of 1; an even "
                    "count wins" CON_END CON_SEL(1) "nim-sum (XOR) = " CON_D(c) " = binary "
                    CON_B(c) "; 0 loses: a move makes it non-0, non-0 can go to 0" CON_OR CON_END
                    "\n");
}

const char *con_solve_xor(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode)
{
    uint32_t lo = c->piles[0];
    uint32_t hi = c->piles[1];
    uint32_t s, v, to;
    (void)count;
    (void)mode;
    if (lo > hi) {
        uint32_t t = lo;
        lo = hi;
        hi = t;
    }
    s = xor_range(lo, hi);
    /* stalling: 1 from the largest pile */
    v = hi;
    to = hi - 1u;
    if (s != 0) {
        /* a pile holding the nim-sum's top bit: the smallest such size >= lo */
        uint32_t bit = s;
        while (bit & (bit - 1u)) {
            bit &= bit - 1u;
        }
        v = lo;
        if (!(lo & bit)) { /* lo's bits below it all set, plus 1 */
            v = (lo | (bit - 1u)) + 1u;
        }
        to = v ^ s;
    }
    con_solve_take(c, arg, 2, 0, v, to);
    arg[1] = lo;
    arg[2] = hi;
    arg[3] = s;
    return HAL_FSTR("why: piles " CON_D(b) ".." CON_D(c) ": nim-sum " CON_D(d) " = binary " CON_B(d)
                    " (xor 0..n: n, 1, n+1, 0 by n mod 4); 0 loses\n");
}

const char *con_solve_newstone(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode)
{
    uint32_t *before = c->piles;
    uint32_t *after = c->piles + CONSOLE_MAX_PILES / 2;
    uint8_t from = 0;
    (void)mode;
    if (arg[0] & 1u) {
        new_stone_stalling_move(before, count, after, &from);
    } else {
        new_stone_winning_move(before, count, after, &from);
    }
    /* `pile 3: 3 -> 0; leaves 2 2 0`: the pile moved from, then every pile after the move */
    arg[1] = from + 1u;
    arg[2] = before[from];
    arg[3] = after[from];
    con_out(c, HAL_FSTR(CON_LABEL "pile " CON_D(b) ": " CON_D(c) " -> " CON_D(d) "; leaves"), arg);
    for (uint8_t j = 0; j < count; j++) {
        con_out(c, HAL_FSTR(" " CON_D(a)), &after[j]);
    }
    return HAL_FSTR("\nwhy: equal pairs lose (copy each move on the twin); " CON_SEL(0)
                    "this move pairs them" CON_OR "they are paired" CON_END "\n");
}
