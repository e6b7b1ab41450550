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
    bool wins = !(arg[0] & 1u);
    uint32_t take = wins ? bash_winning_take(n, m, mode) : bash_stalling_take(n, m, mode);
    (void)count;
    arg[0] |= (n == 0) << 1 | mode << 2;
    arg[1] = take;
    arg[2] = n - take;
    arg[3] = m == UINT32_MAX ? n : n % (m + 1u); /* (m+1) is shown as `M+1`: it may not fit */
    return HAL_FSTR(CON_VERDICT CON_SEL(1) CON_LABEL "take " CON_D(b) " (" CON_D(A) " -> " CON_D(c)
                    ")\nwhy: " CON_D(A) " mod (" CON_D(B) "+1) = " CON_D(d) "; " CON_SEL(2)
                    "facing a" CON_OR "misere: facing 1 more than a" CON_END " multiple of "
                    CON_D(B) "+1 loses: t is answered by " CON_D(B) "+1-t\n"
                    CON_OR CON_NO_MOVE CON_LAST_OBJECT CON_END);
}

const char *con_solve_pow2(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode)
{
    uint32_t n = c->piles[0];
    bool wins = !(arg[0] & 1u);
    /* the takes to show, one bit each: every winning take, or the stalling one */
    uint32_t takes = wins ? pow2_winning_takes(n) : pow2_stalling_take(n);
    (void)count;
    (void)mode;
    arg[0] |= (n == 0) << 1;
    con_out(c, HAL_FSTR(CON_VERDICT), arg);
    for (uint32_t t = 1; t != 0; t <<= 1) {
        if (takes & t) {
            arg[1] = t;
            arg[2] = n - t;
            con_out(c, HAL_FSTR(CON_LABEL "take " CON_D(b) " (" CON_D(A) " -> " CON_D(c) ")\n"),
                    arg);
        }
    }
    arg[1] = n % 3u;
    return HAL_FSTR(CON_SEL(1) CON_OR CON_NO_MOVE "the pile is empty\n" CON_END
                    "why: " CON_D(A) " mod 3 = " CON_D(b) "; multiples of 3 lose: no power of 2 "
                    "is one, 1 or 2 gets back to one\n");
}

const char *con_solve_wythoff(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode)
{
    uint32_t a = c->piles[0];
    uint32_t b = c->piles[1];
    uint32_t lo = a <= b ? a : b;
    wythoff_move_t moves[3];
    uint8_t n = wythoff_winning_moves(a, b, moves);
    uint8_t i = 0;
    (void)count;
    (void)mode;
    con_out(c, HAL_FSTR(CON_VERDICT), arg);
    if (n == 0 && !wythoff_stalling_move(a, b, moves)) {
        return HAL_FSTR(CON_NO_MOVE "both piles are empty\n");
    }
    do {
        /* a move is the sorted position x <= y it leaves: the same from both piles, or from the
         * pile that is not kept (pile 1 when b is kept: when a == b it is pile 1) */
        const wythoff_move_t *mv = &moves[i];
        uint32_t na = a;
        uint32_t nb = b;
        uint8_t what = 1; /* 0: both piles, 1: pile 1, 2: pile 2 */
        if (mv->kind == WYTHOFF_TAKE_BOTH) {
            what = 0;
            na -= lo - mv->x;
            nb -= lo - mv->x;
        } else if (mv->x == b || mv->y == b) {
            na = mv->x + mv->y - b;
        } else {
            what = 2;
            nb = mv->x + mv->y - a;
        }
        arg[1] = what == 2 ? b - nb : a - na;
        arg[2] = what;
        arg[3] = na;
        arg[4] = nb;
        con_out(c,
                HAL_FSTR(CON_LABEL "take " CON_D(b) " from " CON_SEL(c) "both piles" CON_OR
                         "pile 1" CON_OR "pile 2" CON_END " (" CON_D(A) " " CON_D(B) " -> "
                         CON_D(d) " " CON_D(e) ")\n"),
                arg);
    } while (++i < n);
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
    euclid_move_t m;
    bool wins = !(arg[0] & 1u);
    (void)count;
    (void)mode;
    if (wins) {
        euclid_winning_move(a, b, &m);
    } else {
        euclid_stalling_move(a, b, &m); /* a, b >= 1: there is always a move */
    }
    arg[1] = euclid_forced_steps(a, b);
    /* bits: 0 lost, 2 the move changes pile 1, 4 odd steps */
    arg[0] |= (m.a != a) << 2 | ((uint8_t)arg[1] & 1u) << 4;
    arg[2] = m.times;
    arg[3] = m.a;
    arg[4] = m.b;
    arg[5] = hi;
    arg[6] = hi / lo;
    arg[7] = lo;
    arg[8] = hi % lo;
    return HAL_FSTR(CON_VERDICT CON_LABEL "subtract " CON_D(c) " x " CON_SEL(2) CON_D(A) " from "
                    CON_D(B) CON_OR CON_D(B) " from " CON_D(A) CON_END " (" CON_D(A) " " CON_D(B)
                    " -> " CON_D(d) " " CON_D(e) ")\nwhy: " CON_D(f) " = " CON_D(g) " x " CON_D(h)
                    " + " CON_D(i) "; " CON_D(b) " forced step(s) (quotient 1) to a quotient >= 2 "
                    "or remainder 0, a win: " CON_SEL(4) "even: for the mover" CON_OR "odd: for "
                    "the opponent" CON_END "\n");
}
