/* console_solve_misc.c - `solve` answers for the games decided by a symmetry or a closed form:
 * the coin circle (mirror strategy), the board walk (domino tiling) and the pirates' gold. */
#include "board_walk.h"
#include "coin_circle.h"
#include "console_internal.h"
#include "hal_flash.h"
#include "pirates.h"

void con_solve_coins(console_t *c)
{
    uint32_t n = c->piles[0];
    uint32_t k = c->piles[1];
    bool wins;
    if (n == 0 || k == 0) {
        con_err_line(c, HAL_FSTR("N (coins) and K (most coins per move) must be at least 1"));
        return;
    }
    wins = coin_circle_first_wins(n, k);
    con_solve_verdict(c, wins);
    if (k == 1) {
        con_solve_move_label(c, wins);
        con_out_line(c, HAL_FSTR("take any one coin"));
        con_out_f(c, HAL_FSTR("why: with K = 1 every move takes one coin, so the player to move "
                              "takes the last coin iff N = "));
        con_out_u32(c, n);
        con_out_line(c, HAL_FSTR(" is odd"));
        return;
    }
    if (wins) {
        con_solve_move_label(c, true);
        con_out_f(c, HAL_FSTR("take all "));
        con_out_u32(c, n);
        con_out_line(c, HAL_FSTR(" coins"));
        con_out_line(c, HAL_FSTR("why: N <= K, so every coin goes in one move"));
        return;
    }
    con_solve_move_label(c, false);
    con_out_line(c, HAL_FSTR("take one coin"));
    con_out_line(c, HAL_FSTR("why: N > K >= 2: any first move leaves a line of coins; the second "
                             "player takes 1 or 2 coins from its middle to leave two equal lines, "
                             "then mirrors every move on the other line"));
}

void con_solve_board(console_t *c)
{
    uint32_t n = c->piles[0];
    bool wins;
    if (n == 0) {
        con_err_line(c, HAL_FSTR("N (the board's side) must be at least 1"));
        return;
    }
    wins = board_walk_first_wins(n);
    con_solve_verdict(c, wins);
    if (n == 1) {
        con_solve_no_move(c, HAL_FSTR("the board has only the corner square"));
        con_out_line(c, HAL_FSTR("why: the player to move cannot move and loses"));
        return;
    }
    con_solve_move_label(c, wins);
    if (wins) {
        uint8_t partner = 1; /* the corner's partner in a tiling of horizontal dominoes */
        if (n <= BOARD_WALK_MAX_N) {
            partner = board_domino_partner((uint8_t)n, 0, 0);
        }
        if (partner == 1u) {
            con_out_f(c, HAL_FSTR("step right from the corner"));
        } else {
            con_out_f(c, HAL_FSTR("step down from the corner"));
        }
        con_out_line(c, HAL_FSTR(", onto the other half of its domino"));
    } else {
        con_out_line(c, HAL_FSTR("step right from the corner"));
    }
    con_out_f(c, HAL_FSTR("why: N = "));
    con_out_u32(c, n);
    if (wins) {
        con_out_line(c, HAL_FSTR(" is even: the whole board splits into 2x1 dominoes; always step "
                                 "onto the other half of the token's domino, so you always have a "
                                 "move"));
    } else {
        con_out_line(c, HAL_FSTR(" is odd: every square but the start corner splits into 2x1 "
                                 "dominoes; the second player always steps onto the other half of "
                                 "the token's domino"));
    }
}

void con_solve_pirates(console_t *c)
{
    uint32_t n = c->piles[0];
    uint32_t m = c->piles[1];
    uint32_t p = c->piles[2];
    uint32_t gold;
    if (p == 0 || p > n) {
        con_err_line(c, HAL_FSTR("P must be a pirate from 1 to N"));
        return;
    }
    con_out_f(c, HAL_FSTR("pirate "));
    con_out_u32(c, p);
    if (pirates_share(n, m, p, &gold)) {
        con_out_f(c, HAL_FSTR(" gets "));
        con_out_u32(c, gold);
        con_out_line(c, HAL_FSTR(" gold"));
    } else {
        con_out_line(c, HAL_FSTR(" is thrown overboard"));
    }
    con_out_f(c, HAL_FSTR("why: "));
    if (n / 2u + (n & 1u) <= m) { /* n <= 2m without overflow */
        con_out_f(c, HAL_FSTR("N <= 2M: the proposer, pirate N, buys floor((N-1)/2) = "));
        con_out_u32(c, (n - 1u) / 2u);
        con_out_f(c, HAL_FSTR(" votes with 1 gold each from the pirates of his parity (they get "
                              "nothing if he goes) and keeps "));
        con_out_u32(c, m - (n - 1u) / 2u);
        con_out_ch(c, '\n');
    } else if ((n & 1u) && n / 2u == m) {
        con_out_line(c, HAL_FSTR("N = 2M+1: the proposer keeps nothing and gives 1 gold to each "
                                 "odd pirate below him"));
    } else {
        uint32_t over = n - 2u * m;
        uint32_t pow = 1;
        while (pow <= over / 2u) {
            pow <<= 1;
        }
        con_out_f(c, HAL_FSTR("N > 2M+1: the largest power of two <= N-2M = "));
        con_out_u32(c, over);
        con_out_f(c, HAL_FSTR(" is "));
        con_out_u32(c, pow);
        con_out_f(c, HAL_FSTR("; pirates above 2M+"));
        con_out_u32(c, pow);
        con_out_f(c, HAL_FSTR(" = "));
        con_out_u32(c, 2u * m + pow);
        con_out_line(c, HAL_FSTR(" are thrown, the others are certain of 0 gold only (at best "
                                 "0 or 1)"));
    }
}
