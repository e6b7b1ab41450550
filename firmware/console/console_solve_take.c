/* console_solve_take.c - `solve` answers for the take-away games on one or two piles: Bash
 * (normal and misere), powers of two, Wythoff and Euclid's game: a verdict, the winning
 * move(s) (a lost position: the move that keeps the game longest) and a one-line reason. */
#include "bash_game.h"
#include "console_internal.h"
#include "euclid.h"
#include "hal_flash.h"
#include "pow2_game.h"
#include "wythoff.h"

const char *con_solve_bash(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode)
{
    uint32_t n = c->piles[0];
    uint32_t m = c->piles[1];
    uint32_t take = arg[0] & 1u ? bash_stalling_take(n, m, mode) : bash_winning_take(n, m, mode);
    (void)count;
    con_solve_take(c, arg, 0, 0, n, n - take);
    arg[0] |= mode << 2;
    arg[1] = m == UINT32_MAX ? n : n % (m + 1u); /* (m+1) is shown as `M+1`: it may not fit */
    return HAL_FSTR("why: " CON_D(A) " mod (" CON_D(B) "+1) = " CON_D(b) "; " CON_SEL(2) CON_OR
                    "misere: 1 more than " CON_END "a multiple of " CON_D(B) "+1 loses: answer t "
                    "with " CON_D(B) "+1-t\n");
}

const char *con_solve_pow2(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode)
{
    uint32_t n = c->piles[0];
    /* the takes to show, one bit each: every winning take, or the stalling one */
    uint32_t takes = arg[0] & 1u ? pow2_stalling_take(n) : pow2_winning_takes(n);
    (void)count;
    (void)mode;
    for (uint32_t t = 1; t != 0; t <<= 1) {
        if (takes & t) {
            con_solve_take(c, arg, 0, 0, n, n - t);
        }
    }
    arg[1] = n % 3u;
    return HAL_FSTR("why: " CON_D(A) " mod 3 = " CON_D(b) "; multiples of 3 lose: no power of 2 "
                    "is one, 1 or 2 gets back to one\n");
}

const char *con_solve_wythoff(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode)
{
    uint32_t a = c->piles[0];
    uint32_t b = c->piles[1];
    uint32_t lo = a <= b ? a : b;
    wythoff_move_t moves[3];
    uint8_t n = wythoff_winning_moves(a, b, moves);
    (void)count;
    (void)mode;
    if (n == 0) { /* stalling: 1 from the larger pile (a lost position has a != b) */
        con_solve_take2(c, arg, a - (a > b), b - (b > a));
    }
    for (uint8_t i = 0; i < n; i++) {
        /* a move is the sorted position x <= y it leaves: the same from both piles, or from the
         * pile that is not kept (pile 1 when b is kept: when a == b it is pile 1) */
        const wythoff_move_t *mv = &moves[i];
        uint32_t na = a;
        uint32_t nb = b;
        if (mv->kind == WYTHOFF_TAKE_BOTH) {
            na -= lo - mv->x;
            nb -= lo - mv->x;
        } else if (mv->x == b || mv->y == b) {
            na = mv->x + mv->y - b;
        } else {
            nb = mv->x + mv->y - a;
        }
        con_solve_take2(c, arg, na, nb);
    }
    arg[1] = lo;
    arg[2] = a + b - lo;
    arg[3] = a + b - 2u * lo; /* k: the larger minus the smaller */
    return HAL_FSTR("why: pairs (floor(k*phi), floor(k*phi)+k) lose; (" CON_D(b) ", " CON_D(c)
                    ") is " CON_SEL(0) "not one" CON_OR "the pair k=" CON_D(d) CON_END "\n");
}

const char *con_solve_euclid(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode)
{
    uint32_t a = c->piles[0];
    uint32_t b = c->piles[1];
    uint32_t lo = a <= b ? a : b;
    uint32_t hi = a + b - lo;
    uint32_t steps = euclid_forced_steps(a, b);
    euclid_move_t m;
    (void)count;
    (void)mode;
    if (arg[0] & 1u) {
        euclid_stalling_move(a, b, &m); /* a, b >= 1: there is always a move */
    } else {
        euclid_winning_move(a, b, &m);
    }
    con_solve_take2(c, arg, m.a, m.b);
    arg[0] |= ((uint8_t)steps & 1u) << 4;
    arg[1] = hi;
    arg[2] = hi / lo;
    arg[3] = lo;
    arg[4] = hi % lo;
    arg[5] = steps;
    return HAL_FSTR("why: " CON_D(b) " = " CON_D(c) " x " CON_D(d) " + " CON_D(e) "; " CON_D(f)
                    " forced step(s) (quotient 1) to a quotient >= 2 or remainder 0, which wins: "
                    CON_SEL(4) "even, the mover" CON_OR "odd, the opponent" CON_END "\n");
}
