/* console_solve_misc.c - `solve` answers for the games decided by a symmetry or a closed form:
 * Nim on piles of consecutive sizes (`xor X Y`, the n % 4 closed form), the coin circle (mirror
 * strategy), the board walk (domino tiling) and the pirates' gold. The firmware's build
 * (CON_BOARD) gives the verdict and the move, and leaves the `why: ` line to the host tool (632
 * bytes of flash: bench/bench_notes.md); its texts are CON_HOST_FSTR. */
#include "console_internal.h"
#include "hal_flash.h"
#include "xor_range.h"

void con_solve_xor(console_t *c, bool loses, uint32_t gold, uint8_t count, play_mode_t mode)
{
    uint32_t lo = c->piles[0];
    uint32_t hi = c->piles[1];
    uint32_t to;
    uint32_t from = xor_range_move(lo, hi, &to); /* the winning move, or 1 from the largest */
    (void)gold;
    (void)count;
    (void)mode;
    con_solve_take(c, loses, 2, 0, from, to);
    if (!CON_BOARD) {
        uint32_t s = xor_range(lo, hi);
        if (lo > hi) {
            lo = hi;
            hi = c->piles[0];
        }
        con_say(c, CON_T_WHY);
        con_text_num(c, CON_HOST_FSTR("piles "), lo);
        con_text_num(c, CON_HOST_FSTR(".."), hi);
        con_text_num(c, CON_HOST_FSTR(": nim-sum "), s);
        con_say(c, CON_T_BINARY);
        con_bin(c, s);
        con_text(c, CON_HOST_FSTR(" (xor 0..n: n, 1, n+1, 0 by n mod 4); 0 loses"));
        con_nl(c);
    }
}

void con_solve_coins(console_t *c, bool loses, uint32_t gold, uint8_t count, play_mode_t mode)
{
    (void)gold;
    (void)count;
    (void)mode;
    bool one = c->piles[1] == 1u;
    con_solve_label(c, loses);
    if (one) {
        con_text(c, HAL_FSTR("take any coin"));
    } else if (!loses) {
        con_text_num(c, HAL_FSTR("take all "), c->piles[0]);
        con_text(c, HAL_FSTR(" coins"));
    } else {
        con_text(c, HAL_FSTR("take one coin"));
    }
    con_nl(c);
    if (!CON_BOARD) {
        con_say(c, CON_T_WHY);
        con_text(c, one ? CON_HOST_FSTR("K = 1: a coin a turn; odd N wins")
                    : !loses ? CON_HOST_FSTR("N <= K: all in one move")
                    : CON_HOST_FSTR("N > K >= 2: the reply leaves two equal lines, then mirrors"));
        con_nl(c);
    }
}

void con_solve_board(console_t *c, bool loses, uint32_t gold, uint8_t count, play_mode_t mode)
{
    (void)gold;
    (void)count;
    (void)mode;
    /* the board is symmetric about its diagonal: stepping right is as good as stepping down */
    if (c->piles[0] == 1u) {
        con_say(c, CON_T_NO_MOVE);
        con_text(c, HAL_FSTR("the board is one square"));
    } else {
        con_solve_label(c, loses);
        con_text(c, HAL_FSTR("step right"));
        if (!CON_BOARD) {
            con_nl(c);
            con_say(c, CON_T_WHY);
            con_text_num(c, CON_HOST_FSTR("N = "), c->piles[0]);
            con_text(c, loses ? CON_HOST_FSTR(" is odd: dominoes tile all but the start")
                              : CON_HOST_FSTR(" is even: dominoes tile the board"));
            con_text(c, CON_HOST_FSTR("; the winner steps to the token's domino twin"));
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
    const char *why;
    const char *rest = NULL; /* the text after the number k, when the case names one */
    while (k & (k - 1u)) {
        k &= k - 1u;
    }
    if (n >> 1 > m) {
        why = CON_HOST_FSTR("N > 2M+1: pirates above 2M+2^j = ");
        k += 2u * m;
        rest = CON_HOST_FSTR(" (largest 2^j <= N-2M) are thrown, the rest get 0");
    } else if (n >> 1 == m && (n & 1u)) {
        why = CON_HOST_FSTR("N = 2M+1: pirate N keeps 0, pays 1 to each odd pirate below");
    } else {
        why = CON_HOST_FSTR("N <= 2M: pirate N keeps the rest, pays 1 to the ");
        k = (n - 1u) >> 1;
        rest = CON_HOST_FSTR(" pirates below of his parity");
    }
    con_say(c, CON_T_WHY);
    con_text(c, why);
    if (rest != NULL) {
        con_num(c, k);
        con_text(c, rest);
    }
    con_nl(c);
}

void con_solve_pirates(console_t *c, bool loses, uint32_t gold, uint8_t count, play_mode_t mode)
{
    (void)count;
    (void)mode;
    con_text_num(c, HAL_FSTR("pirate "), c->piles[2]);
    if (loses) {
        con_text(c, HAL_FSTR(" is thrown overboard"));
    } else {
        con_text_num(c, HAL_FSTR(" gets "), gold);
        con_text(c, HAL_FSTR(" gold"));
    }
    con_nl(c);
    if (!CON_BOARD) {
        con_pirates_why(c);
    }
}
