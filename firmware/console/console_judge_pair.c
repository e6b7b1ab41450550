/* console_judge_pair.c - judge answers for the two-pile games: Wythoff (HDU 1527, NYOJ 161
 * verdicts; HDU 2177 with every winning move) and Euclid's game (POJ 2348). */
#include "console_internal.h"
#include "euclid.h"
#include "hal_flash.h"
#include "wythoff.h"

static void con_hdu2177(console_t *c, uint32_t a, uint32_t b)
{
    wythoff_move_t moves[3];
    uint8_t n = wythoff_winning_moves(a, b, moves);
    if (n == 0) {
        con_out_line(c, HAL_FSTR("0"));
        return;
    }
    con_out_line(c, HAL_FSTR("1"));
    for (uint8_t i = 0; i < n && i < 3u; i++) {
        con_out_u32(c, moves[i].x);
        con_out_ch(c, ' ');
        con_out_u32(c, moves[i].y);
        con_out_ch(c, '\n');
    }
}

bool con_judge_pair_case(console_t *c, uint8_t problem)
{
    uint32_t a = c->piles[0];
    uint32_t b = c->piles[1];
    switch (problem) {
    case CON_P_HDU2177:
        con_hdu2177(c, a, b);
        break;
    case CON_P_POJ2348:
        if (a == 0 || b == 0) {
            con_err_line(c, HAL_FSTR("both numbers must be at least 1 (only `0 0` ends the input)"));
            return false;
        }
        con_out_line(c, euclid_first_wins(a, b) ? HAL_FSTR("Stan wins") : HAL_FSTR("Ollie wins"));
        break;
    default: /* HDU 1527, NYOJ 161 */
        con_out_line(c, wythoff_is_p(a, b) ? HAL_FSTR("0") : HAL_FSTR("1"));
        break;
    }
    return true;
}
