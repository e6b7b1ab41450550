/* console_solve_take.c - the host tool's `solve` answers for the take-away games on one or two
 * piles: Bash (normal and misere), powers of two, Wythoff and Euclid's game: the winning
 * move(s) (a lost position: the move that keeps the game longest), each from its solver, and a
 * one-line reason. Not in the firmware, which answers these games through the toy's play
 * engine (console_solve_play.c). */
#include "console_internal.h"

#ifndef CONSOLE_SOLVE_PLAY
#include "bash_game.h"
#include "euclid.h"
#include "hal_flash.h"
#include "pow2_game.h"
#include "wythoff.h"

void con_solve_take2(console_t *c, bool loses, uint32_t na, uint32_t nb)
{
    uint32_t a = c->piles[0];
    uint32_t b = c->piles[1];
    con_solve_label(c, loses);
    con_say(c, CON_T_TAKE);
    if (na == a) {
        con_num(c, b - nb);
        con_say(c, CON_T_FROM_PILE);
        con_put(c, '2');
    } else {
        con_num(c, a - na);
        if (nb == b) {
            con_say(c, CON_T_FROM_PILE);
            con_put(c, '1');
        } else {
            con_say(c, CON_T_FROM_BOTH);
        }
    }
    con_say_num(c, CON_T_OPEN, a);
    con_put(c, ' ');
    con_num(c, b);
    con_say_num(c, CON_T_ARROW, na);
    con_put(c, ' ');
    con_num(c, nb);
    con_put(c, ')');
    con_nl(c);
}

void con_solve_bash(console_t *c, bool loses, uint32_t found, uint8_t count, play_mode_t mode)
{
    uint32_t n = c->piles[0];
    uint32_t m = c->piles[1];
    uint32_t take = loses ? bash_stalling_take(n, m, mode) : bash_winning_take(n, m, mode);
    (void)found;
    (void)count;
    con_solve_take(c, loses, 0, 0, n, n - take);
    con_say(c, CON_T_WHY);
    con_num(c, n);
    con_say_num(c, CON_T_MOD_OPEN, m);
    con_say(c, CON_T_PLUS_1_IS);
    con_num(c, m == UINT32_MAX ? n : n % (m + 1u)); /* (m+1) is shown as `M+1`: it may not fit */
    con_say(c, CON_T_SEMICOLON);
    if (mode == PLAY_MISERE) {
        con_say(c, CON_T_MISERE_MORE);
    }
    con_say_num(c, CON_T_MULTIPLE_OF, m);
    con_say_num(c, CON_T_ANSWER_T, m);
    con_say(c, CON_T_MINUS_T);
    con_nl(c);
}

void con_solve_pow2(console_t *c, bool loses, uint32_t found, uint8_t count, play_mode_t mode)
{
    uint32_t n = c->piles[0];
    /* the takes to show, one bit each: every winning take, or the stalling one */
    uint32_t takes = loses ? pow2_stalling_take(n) : pow2_winning_takes(n);
    (void)found;
    (void)count;
    (void)mode;
    for (uint32_t t = 1; t != 0; t <<= 1) {
        if (takes & t) {
            con_solve_take(c, loses, 0, 0, n, n - t);
        }
    }
    con_say(c, CON_T_WHY);
    con_num(c, n);
    con_say_num(c, CON_T_MOD_3, n % 3u);
    con_say(c, CON_T_POW2_WHY);
    con_nl(c);
}

void con_solve_wythoff(console_t *c, bool loses, uint32_t found, uint8_t count, play_mode_t mode)
{
    uint32_t a = c->piles[0];
    uint32_t b = c->piles[1];
    uint32_t lo = a <= b ? a : b;
    wythoff_move_t moves[3];
    uint8_t n = wythoff_winning_moves(a, b, moves);
    (void)found;
    (void)count;
    (void)mode;
    if (n == 0) { /* stalling: 1 from the larger pile (a lost position has a != b) */
        con_solve_take2(c, loses, a - (a > b), b - (b > a));
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
        con_solve_take2(c, loses, na, nb);
    }
    con_say(c, CON_T_WHY);
    con_say_num(c, CON_T_WYTHOFF_PAIRS, lo);
    con_say_num(c, CON_T_COMMA, a + b - lo);
    con_say(c, CON_T_IS);
    if (loses) {
        con_say(c, CON_T_THE_PAIR);
        con_num(c, a + b - 2u * lo); /* k: the larger minus the smaller */
    } else {
        con_say(c, CON_T_NOT_ONE);
    }
    con_nl(c);
}

void con_solve_euclid(console_t *c, bool loses, uint32_t found, uint8_t count, play_mode_t mode)
{
    uint32_t a = c->piles[0];
    uint32_t b = c->piles[1];
    uint32_t lo = a <= b ? a : b;
    uint32_t hi = a + b - lo;
    uint32_t steps = euclid_forced_steps(a, b);
    euclid_move_t m;
    (void)found;
    (void)count;
    (void)mode;
    if (loses) {
        euclid_stalling_move(a, b, &m); /* a, b >= 1: there is always a move */
    } else {
        euclid_winning_move(a, b, &m);
    }
    con_solve_take2(c, loses, m.a, m.b);
    con_say(c, CON_T_WHY);
    con_num(c, hi);
    con_say_num(c, CON_T_EQUALS, hi / lo);
    con_say_num(c, CON_T_TIMES, lo);
    con_say_num(c, CON_T_PLUS, hi % lo);
    con_say_num(c, CON_T_SEMICOLON, steps);
    con_say(c, CON_T_FORCED);
    con_say(c, (steps & 1u) ? CON_T_ODD_OPPONENT : CON_T_EVEN_MOVER);
    con_nl(c);
}

#endif
