/* console_judge_case.c - the judge's answer to one case: the solver's verdict picks the
 * problem's word for "the first player wins" or "loses" from one flash table; HDU 2176, match
 * and HDU 2177 then list their winning moves, HDU 3951 numbers its cases and HDU 1538 prints
 * the gold. Also con_nim_try, the check of a Nim move shared with `solve nim`. */
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

/* Two answers per problem in con_problem_id_t order: first player wins, first player loses. */
static const char con_verdicts[] HAL_FLASH =
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
    CON_D(b) "\n" CON_OR "Thrown\n" CON_END;   /* hdu1538: the gold */

static const char con_pair[] HAL_FLASH = CON_D(a) " " CON_D(b) "\n";

bool con_nim_try(console_t *c, uint8_t count, uint8_t i, uint32_t to, play_mode_t mode)
{
    uint32_t old = c->piles[i];
    bool wins;
    c->piles[i] = to;
    wins = !nim_first_wins(c->piles, count, mode);
    c->piles[i] = old;
    return wins;
}

bool con_judge_case(console_t *c, uint8_t count)
{
    uint32_t *v = c->piles;
    uint32_t a = v[0];
    uint32_t b = v[1];
    uint32_t x = nim_sum(v, count);
    uint32_t second = c->case_no + 1u; /* the answer's number: case or gold */
    uint8_t p = c->problem;
    bool wins;
    uint8_t i;
    switch (p) {
    case CON_P_HDU1846:
        if (!con_check(c, HAL_FSTR("n m"), 2)) {
            return false;
        }
        wins = bash_first_wins(a, b, PLAY_NORMAL);
        break;
    case CON_P_POJ1740:
        wins = new_stone_first_wins(v, count);
        break;
    case CON_P_HDU1527:
    case CON_P_NYOJ161:
    case CON_P_HDU2177:
        wins = !wythoff_is_p(a, b);
        break;
    case CON_P_POJ2348:
        if (!con_check(c, HAL_FSTR("a b"), 3)) {
            return false;
        }
        wins = euclid_first_wins(a, b);
        break;
    case CON_P_HDU1847:
        wins = pow2_first_wins(a);
        break;
    case CON_P_HDU3951:
        if (!con_check(c, HAL_FSTR("n k"), 3)) {
            return false;
        }
        /* fall through */
    case CON_P_POJ2484:
        wins = coin_circle_first_wins(a, p == CON_P_POJ2484 ? 2u : b);
        break;
    case CON_P_HDU1564:
        wins = board_walk_first_wins(a);
        break;
    case CON_P_HDU1538:
        if (!con_check(c, HAL_FSTR("n m p"), CON_CHECK_PIRATE)) {
            return false;
        }
        wins = pirates_share(a, b, v[2], &second);
        break;
    default: /* hdu2176, match, hdu1849 */
        wins = nim_first_wins(v, count, PLAY_NORMAL);
        break;
    }
    con_out(c, con_verdicts, CON_ARGS(2u * p + !wins, second));
    if (!wins) {
        return true;
    }
    if (p == CON_P_HDU2176 || p == CON_P_MATCH) {
        /* the moves that make the nim-sum 0, as the solver confirms */
        for (i = 0; i < count; i++) {
            uint32_t to = v[i] ^ x;
            if (to < v[i] && con_nim_try(c, count, i, to, PLAY_NORMAL)) {
                if (p == CON_P_MATCH) {
                    break;
                }
                con_out(c, con_pair, CON_ARGS(v[i], to));
            }
        }
        if (p == CON_P_MATCH) {
            if (i == count) {
                /* cannot happen when the solver and the nim-sum agree; never print a wrong
                 * move (match printed nothing yet: its winning answer starts with the move) */
                con_error(c, HAL_FSTR("internal error: no winning move found"), 0, 0);
                return false;
            }
            con_out(c, con_pair, CON_ARGS(v[i] - (v[i] ^ x), i + 1u));
            v[i] ^= x;
            for (i = 0; i < count; i++) {
                con_out(c, i + 1u < count ? HAL_FSTR(CON_D(a) " ") : HAL_FSTR(CON_D(a) "\n"),
                        &v[i]);
            }
        }
    } else if (p == CON_P_HDU2177) {
        wythoff_move_t moves[3];
        uint8_t n = wythoff_winning_moves(a, b, moves);
        for (uint8_t j = 0; j < n && j < 3u; j++) {
            con_out(c, con_pair, CON_ARGS(moves[j].x, moves[j].y));
        }
    }
    return true;
}
