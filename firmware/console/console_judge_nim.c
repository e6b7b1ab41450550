/* console_judge_nim.c - judge answers for the Nim family: HDU 2176 (winning moves), the
 * matchstick game `match` (first winning move and the piles after it), HDU 1849 (Rabbit and
 * Grass) and POJ 1740 (A New Stone Game, which only shares the pile-list input). */
#include "console_internal.h"
#include "hal_flash.h"
#include "new_stone.h"
#include "nim.h"

/* True when taking pile i down to `to` leaves a lost position (checked by the solver). */
static bool con_nim_move_wins(console_t *c, uint8_t count, uint8_t i, uint32_t to)
{
    uint32_t old = c->piles[i];
    bool wins;
    c->piles[i] = to;
    wins = !nim_first_wins(c->piles, count, PLAY_NORMAL);
    c->piles[i] = old;
    return wins;
}

static void con_out_pair(console_t *c, uint32_t a, uint32_t b)
{
    con_out_u32(c, a);
    con_out_ch(c, ' ');
    con_out_u32(c, b);
    con_out_ch(c, '\n');
}

static void con_hdu2176(console_t *c, uint8_t count)
{
    uint32_t x = nim_sum(c->piles, count);
    if (!nim_first_wins(c->piles, count, PLAY_NORMAL)) {
        con_out_line(c, HAL_FSTR("No"));
        return;
    }
    con_out_line(c, HAL_FSTR("Yes"));
    for (uint8_t i = 0; i < count; i++) {
        uint32_t a = c->piles[i];
        if ((a ^ x) < a && con_nim_move_wins(c, count, i, a ^ x)) {
            con_out_pair(c, a, a ^ x);
        }
    }
}

static bool con_match(console_t *c, uint8_t count)
{
    uint32_t x = nim_sum(c->piles, count);
    uint8_t i;
    if (!nim_first_wins(c->piles, count, PLAY_NORMAL)) {
        con_out_line(c, HAL_FSTR("lose"));
        return true;
    }
    for (i = 0; i < count; i++) {
        uint32_t a = c->piles[i];
        if ((a ^ x) < a && con_nim_move_wins(c, count, i, a ^ x)) {
            break;
        }
    }
    if (i == count) {
        /* cannot happen when the solver and the nim-sum agree; never print a wrong move */
        con_err_line(c, HAL_FSTR("internal error: no winning move found"));
        return false;
    }
    con_out_pair(c, c->piles[i] - (c->piles[i] ^ x), (uint32_t)i + 1u);
    for (uint8_t j = 0; j < count; j++) {
        if (j > 0) {
            con_out_ch(c, ' ');
        }
        con_out_u32(c, j == i ? (c->piles[j] ^ x) : c->piles[j]);
    }
    con_out_ch(c, '\n');
    return true;
}

bool con_judge_nim_case(console_t *c, uint8_t problem, uint8_t count)
{
    switch (problem) {
    case CON_P_HDU2176:
        con_hdu2176(c, count);
        break;
    case CON_P_MATCH:
        return con_match(c, count);
    case CON_P_HDU1849:
        con_out_line(c, nim_first_wins(c->piles, count, PLAY_NORMAL) ? HAL_FSTR("Rabbit Win!")
                                                                      : HAL_FSTR("Grass Win!"));
        break;
    default: /* CON_P_POJ1740 */
        con_out_line(c, new_stone_first_wins(c->piles, count) ? HAL_FSTR("1") : HAL_FSTR("0"));
        break;
    }
    return true;
}
