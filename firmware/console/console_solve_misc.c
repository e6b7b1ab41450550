/* console_solve_misc.c - `solve` answers for the games decided by a symmetry or a closed form:
 * Nim on piles of consecutive sizes (`xor X Y`, the n % 4 closed form), the coin circle (mirror
 * strategy), the board walk (domino tiling) and the pirates' gold. The firmware's build
 * (CON_BOARD) gives the verdict and the move, and leaves the `why: ` line to the host tool (632
 * bytes of flash: bench/bench_notes.md); its texts are the catalog's HOST entries. */
#include "console_internal.h"
#include "hal_flash.h"
#include "xor_range.h"

void con_solve_xor(console_t *c, bool loses, uint32_t s, uint8_t count, play_mode_t mode)
{
    uint32_t lo = c->piles[0];
    uint32_t hi = c->piles[1];
    uint32_t to;
    /* the winning move, or 1 from the largest, from the nim-sum the verdict found */
    uint32_t from = xor_range_move_sum(lo, hi, s, &to);
    (void)count;
    (void)mode;
    con_solve_take(c, loses, 2, 0, from, to);
    if (!CON_BOARD) {
        if (lo > hi) {
            lo = hi;
            hi = c->piles[0];
        }
        con_say(c, CON_T_WHY);
        con_say_num(c, CON_T_PILES, lo);
        con_say_num(c, CON_T_DOTS, hi);
        con_say_num(c, CON_T_NIM_SUM_IS, s);
        con_say(c, CON_T_BINARY);
        con_bin(c, s);
        con_say(c, CON_T_XOR_WHY);
        con_nl(c);
    }
}

void con_solve_coins(console_t *c, bool loses, uint32_t found, uint8_t count, play_mode_t mode)
{
    (void)found;
    (void)count;
    (void)mode;
    bool one = c->piles[1] == 1u;
    con_solve_label(c, loses);
    if (one) {
        con_say(c, CON_T_TAKE_ANY_COIN);
    } else if (!loses) {
        con_say_num(c, CON_T_TAKE_ALL, c->piles[0]);
        con_say(c, CON_T_COINS);
    } else {
        con_say(c, CON_T_TAKE_ONE_COIN);
    }
    con_nl(c);
    if (!CON_BOARD) {
        con_say(c, CON_T_WHY);
        con_say(c, one ? CON_T_COINS_ONE : !loses ? CON_T_COINS_ALL : CON_T_COINS_MIRROR);
        con_nl(c);
    }
}

void con_solve_board(console_t *c, bool loses, uint32_t found, uint8_t count, play_mode_t mode)
{
    (void)found;
    (void)count;
    (void)mode;
    /* the board is symmetric about its diagonal: stepping right is as good as stepping down */
    if (c->piles[0] == 1u) {
        con_say(c, CON_T_NO_MOVE);
        con_say(c, CON_T_ONE_SQUARE);
    } else {
        con_solve_label(c, loses);
        con_say(c, CON_T_STEP_RIGHT);
        if (!CON_BOARD) {
            con_nl(c);
            con_say(c, CON_T_WHY);
            con_say_num(c, CON_T_N_IS, c->piles[0]);
            con_say(c, loses ? CON_T_BOARD_ODD : CON_T_BOARD_EVEN);
            con_say(c, CON_T_BOARD_TWIN);
        }
    }
    con_nl(c);
}

/* The pirates' why (the host tool's): which case of the closed form, with its number. */
static void con_pirates_why(console_t *c)
{
    uint32_t n = c->piles[0];
    uint32_t m = c->piles[1];
    uint32_t k = n - 2u * m; /* N > 2M+1: the largest power of two <= N-2M, below */
    con_text_t why;
    bool rest = true; /* the case names a number k */
    while (k & (k - 1u)) {
        k &= k - 1u;
    }
    if (n >> 1 > m) {
        why = CON_T_PIRATES_ABOVE; /* ... then CON_T_PIRATES_THROWN */
        k += 2u * m;
    } else if (n >> 1 == m && (n & 1u)) {
        why = CON_T_PIRATES_ODD;
        rest = false;
    } else {
        why = CON_T_PIRATES_KEEPS; /* ... then CON_T_PIRATES_PARITY */
        k = (n - 1u) >> 1;
    }
    con_say(c, CON_T_WHY);
    con_say(c, why);
    if (rest) {
        con_num(c, k);
        con_say(c, why == CON_T_PIRATES_ABOVE ? CON_T_PIRATES_THROWN : CON_T_PIRATES_PARITY);
    }
    con_nl(c);
}

void con_solve_pirates(console_t *c, bool loses, uint32_t gold, uint8_t count, play_mode_t mode)
{
    (void)count;
    (void)mode;
    con_say_num(c, CON_T_PIRATE, c->piles[2]);
    if (loses) {
        con_say(c, CON_T_THROWN_OVERBOARD);
    } else {
        con_say_num(c, CON_T_GETS, gold);
        con_say(c, CON_T_GOLD);
    }
    con_nl(c);
    if (!CON_BOARD) {
        con_pirates_why(c);
    }
}
