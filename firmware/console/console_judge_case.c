/* console_judge_case.c - the judge's answer to one case: the solver's verdict picks the
 * problem's word for "the first player wins" or "loses" from one flash table; HDU 2176, match
 * and HDU 2177 then list their winning moves, HDU 3951 numbers its cases and HDU 1538 prints
 * the gold. Also con_first_wins, the verdict of every game for the judge and solve alike. */
#include <stddef.h>
#include "bash_game.h"
#include "board_walk.h"
#include "coin_circle.h"
#include "console_internal.h"
#include "euclid.h"
#include "hal_flash.h"
#include "new_stone.h"
#include "nim.h"
#include "pirates.h"
#include "pow2_game.h"
#include "wythoff.h"
#include "xor_range.h"

/* Two answers per problem in con_problem_id_t order: first player wins, first player loses. */
static const char con_verdicts[] HAL_FLASH = HAL_FTEXT(
    CON_SEL(a)
    "first\n" CON_OR "second\n" CON_OR         /* hdu1846 */
    "Yes\n" CON_OR "No\n" CON_OR               /* hdu2176, then the moves */
    CON_OR "lose\n" CON_OR                     /* match: the move follows */
    "Rabbit Win!\n" CON_OR "Grass Win!\n" CON_OR /* hdu1849 */
    "1\n" CON_OR "0\n" CON_OR                  /* hdu1527 */
    "1\n" CON_OR "0\n" CON_OR                  /* nyoj161 */
    "1\n" CON_OR "0\n" CON_OR                  /* hdu2177, then the moves */
    "Stan wins\n" CON_OR "Ollie wins\n" CON_OR /* poj2348 */
    "Kiki\n" CON_OR "Cici\n" CON_OR            /* hdu1847 */
    "1\n" CON_OR "0\n" CON_OR                  /* poj1740 */
    "Alice\n" CON_OR "Bob\n" CON_OR            /* poj2484 */
    "Case " CON_D(b) ": first\n" CON_OR "Case " CON_D(b) ": second\n" CON_OR /* hdu3951 */
    "8600\n" CON_OR "ailyanlu\n" CON_OR        /* hdu1564 */
    CON_D(b) "\n" CON_OR "Thrown\n" CON_END);   /* hdu1538: the gold */

/* The fields con_check names (`n m p` from offset 0, `a b` from 6, `n k` from 10). */
static const char con_case_names[] HAL_FLASH = "n m p\0a b\0n k";

/* Per problem, what con_check must see: its mask | names offset << 2 (0: nothing). */
static const uint8_t con_case_checks[CON_P_COUNT] HAL_FLASH = {
    [CON_P_HDU1846] = 2,                      /* m >= 1 */
    [CON_P_POJ2348] = 3 | 6 << 2,             /* a, b >= 1 */
    [CON_P_HDU3951] = 3 | 10 << 2,            /* n, k >= 1 */
    [CON_P_HDU1538] = CON_CHECK_PIRATE,       /* p from 1 to n */
};

_Static_assert(offsetof(wythoff_move_t, y) == sizeof(uint32_t), "a move's x and y in a row");

static const char con_pair[] HAL_FLASH = HAL_FTEXT(CON_D(a) " " CON_D(b) "\n");

bool con_first_wins(const console_t *c, uint8_t game, uint8_t count, uint32_t *gold)
{
    const uint32_t *v = c->piles;
    uint32_t a = v[0];
    uint32_t b = v[1];
    play_mode_t mode = game >> 7 ? PLAY_MISERE : PLAY_NORMAL;
    switch (game & (uint8_t)~CON_G_MISERE) {
    case CON_G_BASH:
        return bash_first_wins(a, b, mode);
    case CON_G_NIM:
        return nim_first_wins(v, count, mode);
    case CON_G_XOR:
        return xor_range(a, b) != 0;
    case CON_G_WYTHOFF:
        return !wythoff_is_p(a, b);
    case CON_G_EUCLID:
        return euclid_first_wins(a, b);
    case CON_G_POW2:
        return pow2_first_wins(a);
    case CON_G_NEWSTONE:
        return new_stone_first_wins(v, count);
    case CON_G_COINS:
        return coin_circle_first_wins(a, b);
    case CON_G_BOARD:
        return board_walk_first_wins(a);
    default:
        return pirates_share(a, b, v[2], gold);
    }
}

bool con_judge_case(console_t *c, uint8_t count)
{
    uint32_t *v = c->piles;
    uint32_t x = nim_sum(v, count);
    uint32_t answer[2]; /* the verdict's alternative, the answer's number: case or gold */
    uint8_t p = c->problem;
    uint8_t check = hal_flash_byte(&con_case_checks[p]);
    bool wins;
    if (check != 0 && !con_check(c, con_case_names + (check >> 2 & 15u), check & 0x83u)) {
        return false;
    }
    if (p == CON_P_POJ2484) {
        v[1] = 2; /* the coin circle with k = 2 */
    }
    answer[1] = c->case_no + 1u;
    wins = con_first_wins(c, hal_flash_byte(&con_problems[p]) >> 4, count, &answer[1]);
    answer[0] = 2u * p + !wins;
    con_out(c, con_verdicts, answer);
    if (!wins) {
        return true;
    }
    if (p == CON_P_HDU2176 || p == CON_P_MATCH) {
        /* the winning moves of Nim: every pile a with a ^ x < a, down to a ^ x (match: the
         * first one, then the piles after it) */
        uint32_t pair[2];
        for (uint8_t i = 0; i < count; i++) {
            uint32_t to = v[i] ^ x;
            if (to < v[i]) {
                pair[0] = v[i];
                pair[1] = to;
                if (p == CON_P_MATCH) {
                    pair[0] = v[i] - to;
                    pair[1] = i + 1u;
                }
                con_out(c, con_pair, pair);
                if (p == CON_P_HDU2176) {
                    continue;
                }
                v[i] = to;
                for (i = 0; i < count; i++) {
                    con_out(c, i + 1u < count ? HAL_FSTR(CON_D(a) " ") : HAL_FSTR(CON_D(a) "\n"),
                            &v[i]);
                }
            }
        }
    } else if (p == CON_P_HDU2177) {
        wythoff_move_t moves[3];
        uint8_t n = wythoff_winning_moves(v[0], v[1], moves);
        for (uint8_t j = 0; j < n; j++) {
            con_out(c, con_pair, &moves[j].x); /* x, then y */
        }
    }
    return true;
}
