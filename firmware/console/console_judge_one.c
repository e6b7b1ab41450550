/* console_judge_one.c - judge answers for the one-line games: Bash (HDU 1846), powers of two
 * (HDU 1847), the coin circles (POJ 2484, HDU 3951), the board walk (HDU 1564) and the
 * pirates (HDU 1538). */
#include "bash_game.h"
#include "board_walk.h"
#include "coin_circle.h"
#include "console_internal.h"
#include "hal_flash.h"
#include "pirates.h"
#include "pow2_game.h"

static void con_hdu3951(console_t *c, uint32_t n, uint32_t k)
{
    con_out_f(c, HAL_FSTR("Case "));
    con_out_u32(c, c->case_no + 1u);
    con_out_line(c, coin_circle_first_wins(n, k) ? HAL_FSTR(": first") : HAL_FSTR(": second"));
}

static bool con_hdu1538(console_t *c, uint32_t n, uint32_t m, uint32_t p)
{
    uint32_t gold;
    if (p == 0 || p > n) {
        con_err_line(c, HAL_FSTR("pirate p must be from 1 to n"));
        return false;
    }
    if (pirates_share(n, m, p, &gold)) {
        con_out_u32(c, gold);
        con_out_ch(c, '\n');
    } else {
        con_out_line(c, HAL_FSTR("Thrown"));
    }
    return true;
}

bool con_judge_one_case(console_t *c, uint8_t problem)
{
    uint32_t a = c->piles[0];
    uint32_t b = c->piles[1];
    switch (problem) {
    case CON_P_HDU1846:
        if (b == 0) {
            con_err_line(c, HAL_FSTR("m must be at least 1"));
            return false;
        }
        con_out_line(c, bash_first_wins(a, b, PLAY_NORMAL) ? HAL_FSTR("first") : HAL_FSTR("second"));
        return true;
    case CON_P_HDU1847:
        con_out_line(c, pow2_first_wins(a) ? HAL_FSTR("Kiki") : HAL_FSTR("Cici"));
        return true;
    case CON_P_POJ2484:
        con_out_line(c, coin_circle_first_wins(a, 2) ? HAL_FSTR("Alice") : HAL_FSTR("Bob"));
        return true;
    case CON_P_HDU3951:
        if (a == 0 || b == 0) {
            con_err_line(c, HAL_FSTR("n and k must be at least 1"));
            return false;
        }
        con_hdu3951(c, a, b);
        return true;
    case CON_P_HDU1564:
        con_out_line(c, board_walk_first_wins(a) ? HAL_FSTR("8600") : HAL_FSTR("ailyanlu"));
        return true;
    default: /* CON_P_HDU1538 */
        return con_hdu1538(c, a, b, c->piles[2]);
    }
}
