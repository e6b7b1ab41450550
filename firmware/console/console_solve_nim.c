/* console_solve_nim.c - the host tool's `solve` answers for Nim (normal and misere) and A New
 * Stone Game, every winning move listed. Verdicts and moves are the solvers' (nim.c,
 * new_stone.c); this file says them. Not in the firmware, which answers these games through
 * the toy's play engine (console_solve_play.c). */
#include "console_internal.h"

#ifndef CONSOLE_SOLVE_PLAY
#include "hal_flash.h"
#include "new_stone.h"
#include "nim.h"

void con_solve_nim(console_t *c, bool loses, uint32_t found, uint8_t count, play_mode_t mode)
{
    const uint32_t *v = c->piles;
    nim_move_t moves[CONSOLE_MIN_PILES];
    uint8_t n;
    uint8_t ones = 0;
    uint8_t big = 0; /* piles of 2 or more */
    (void)found;
    for (uint8_t i = 0; i < count; i++) {
        ones += v[i] == 1u;
        big += v[i] > 1u;
    }
    if (loses) { /* stalling: 1 from a largest pile */
        n = nim_stalling_move(v, count, moves);
    } else {
        n = nim_winning_moves(v, count, mode, moves);
    }
    for (uint8_t i = 0; i < n; i++) {
        con_solve_take(c, loses, 1, (uint8_t)(moves[i].pile + 1u), v[moves[i].pile], moves[i].to);
    }
    con_say(c, CON_T_WHY);
    if (mode == PLAY_MISERE && big == 0) {
        con_say_num(c, CON_T_MISERE_ONES, ones);
        con_say(c, CON_T_ONES_EVEN);
    } else {
        if (mode == PLAY_MISERE) {
            con_say(c, CON_T_MISERE_AS_NIM);
        }
        uint32_t x = nim_sum(v, count);
        con_say_num(c, CON_T_NIM_SUM_XOR, x);
        con_say(c, CON_T_BINARY);
        con_bin(c, x);
        con_say(c, CON_T_NIM_SUM_WHY);
    }
    con_nl(c);
}

void con_solve_newstone(console_t *c, bool loses, uint32_t found, uint8_t count, play_mode_t mode)
{
    uint32_t *before = c->piles;
    uint32_t *after = c->piles + CONSOLE_MIN_PILES / 2u;
    uint8_t from = 0;
    (void)found;
    (void)mode;
    if (loses) {
        new_stone_stalling_move(before, count, after, &from);
    } else {
        new_stone_winning_move(before, count, after, &from);
    }
    /* `pile 3: 3 -> 0; leaves 2 2 0`: the pile moved from, then every pile after the move */
    con_solve_label(c, loses);
    con_say_num(c, CON_T_PILE, from + 1u);
    con_say_num(c, CON_T_COLON, before[from]);
    con_say_num(c, CON_T_ARROW, after[from]);
    con_say(c, CON_T_LEAVES);
    for (uint8_t j = 0; j < count; j++) {
        con_put(c, ' ');
        con_num(c, after[j]);
    }
    con_nl(c);
    con_say(c, CON_T_WHY);
    con_say(c, CON_T_PAIRS_LOSE);
    con_say(c, loses ? CON_T_PAIRED : CON_T_PAIRS_THEM);
    con_nl(c);
}

#endif
