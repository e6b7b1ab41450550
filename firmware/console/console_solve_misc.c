/* console_solve_misc.c - `solve` answers for the games decided by a symmetry or a closed form:
 * the coin circle (mirror strategy), the board walk (domino tiling) and the pirates' gold. */
#include "board_walk.h"
#include "coin_circle.h"
#include "console_internal.h"
#include "hal_flash.h"
#include "pirates.h"

const char *con_solve_coins(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode)
{
    (void)count;
    (void)mode;
    arg[1] = c->piles[1] == 1u ? 0u : (uint8_t)(1u + (uint8_t)arg[0]); /* arg[0]: 0 or 1 */
    return HAL_FSTR(CON_LABEL CON_SEL(b) "take any coin\nwhy: K = 1: a coin a turn; odd N wins"
                    CON_OR "take all " CON_D(A) " coins\nwhy: N <= K: all in one move" CON_OR
                    "take one coin\nwhy: N > K >= 2: the reply leaves two equal lines, then "
                    "mirrors" CON_END "\n");
}

const char *con_solve_board(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode)
{
    (void)count;
    (void)mode;
    /* the board is symmetric about its diagonal: stepping right is as good as stepping down */
    arg[0] = (uint8_t)((uint8_t)arg[0] | (c->piles[0] == 1u) << 1); /* arg[0]: 0 or 1 */
    return HAL_FSTR(CON_SEL(1) CON_LABEL "step right\nwhy: N = " CON_D(A) " is " CON_SEL(0) "even: "
                    "dominoes tile the board" CON_OR "odd: dominoes tile all but the start" CON_END
                    "; the winner steps to the token's domino twin" CON_OR CON_NO_MOVE "the "
                    "board is one square" CON_END "\n");
}

const char *con_solve_pirates(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode)
{
    uint32_t n = c->piles[0];
    uint32_t m = c->piles[1];
    uint32_t half = n >> 1;
    uint32_t pow = n - 2u * m; /* N > 2M+1: the largest power of two <= N-2M, below */
    (void)count;
    (void)mode;
    while (pow & (pow - 1u)) {
        pow &= pow - 1u;
    }
    arg[2] = half > m ? 2u : half == m && (n & 1u); /* the case of the rule: N vs 2M+1 */
    arg[3] = (n - 1u) >> 1;
    arg[4] = 2u * m + pow;
    return HAL_FSTR("pirate " CON_D(C) CON_SEL(0) " gets " CON_D(b) " gold" CON_OR
                    " is thrown overboard" CON_END "\nwhy: " CON_SEL(c) "N <= 2M: pirate N keeps "
                    "the rest, pays 1 to the " CON_D(d) " pirates below of his parity" CON_OR
                    "N = 2M+1: pirate N keeps 0, pays 1 to each odd pirate below" CON_OR
                    "N > 2M+1: pirates above 2M+2^j = " CON_D(e) " (largest 2^j <= N-2M) are "
                    "thrown, the rest get 0" CON_END "\n");
}
