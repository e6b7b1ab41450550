/* console_solve_misc.c - `solve` answers for the games decided by a symmetry or a closed form:
 * the coin circle (mirror strategy), the board walk (domino tiling) and the pirates' gold. */
#include "board_walk.h"
#include "coin_circle.h"
#include "console_internal.h"
#include "hal_flash.h"
#include "pirates.h"

const char *con_solve_coins(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode)
{
    uint32_t n = c->piles[0];
    uint32_t k = c->piles[1];
    bool wins = coin_circle_first_wins(n, k);
    (void)count;
    (void)mode;
    arg[0] = !wins;
    arg[1] = k == 1u ? 0u : 2u - wins;
    return HAL_FSTR(CON_VERDICT CON_LABEL CON_SEL(b)
                    "take any one coin\nwhy: K = 1: one coin per move, so the player to move "
                    "takes the last coin iff N = " CON_D(A) " is odd"
                    CON_OR "take all " CON_D(A) " coins\nwhy: N <= K: every coin goes in one move"
                    CON_OR "take one coin\nwhy: N > K >= 2: after any first move the second "
                    "player takes 1 or 2 coins from the middle of the line left, leaving two equal "
                    "lines, then mirrors every move" CON_END "\n");
}

const char *con_solve_board(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode)
{
    uint32_t n = c->piles[0];
    bool wins = board_walk_first_wins(n);
    /* the corner's partner in the tiling: 1 is the square to its right */
    uint8_t partner = 1;
    (void)count;
    (void)mode;
    if (wins && n <= BOARD_WALK_MAX_N) {
        partner = board_domino_partner((uint8_t)n, 0, 0);
    }
    arg[0] = (!wins) | (n == 1u) << 1 | (partner != 1u) << 2;
    return HAL_FSTR(CON_VERDICT CON_SEL(1) CON_LABEL "step " CON_SEL(2) "right" CON_OR "down"
                    CON_END " from the corner" CON_SEL(0) ", onto the other half of its domino"
                    CON_OR CON_END "\nwhy: N = " CON_D(A) " is " CON_SEL(0) "even: the board "
                    "splits into 2x1 dominoes; always step onto the other half of the token's "
                    "domino" CON_OR "odd: all squares but the start corner split into 2x1 "
                    "dominoes; the second player always steps onto the other half of the token's "
                    "domino" CON_END CON_OR CON_NO_MOVE "the board is only the corner square"
                    CON_END "\n");
}

const char *con_solve_pirates(console_t *c, uint32_t *arg, uint8_t count, play_mode_t mode)
{
    uint32_t n = c->piles[0];
    uint32_t m = c->piles[1];
    uint32_t over = n - 2u * m; /* used when N > 2M+1 */
    uint32_t pow = 1;
    (void)count;
    (void)mode;
    while (pow <= over / 2u) {
        pow <<= 1;
    }
    /* bit 0: thrown; args[1]: the gold; args[2]: which case of the rule */
    arg[0] = !pirates_share(n, m, c->piles[2], &arg[1]);
    arg[2] = 2;
    if (n / 2u + (n & 1u) <= m) { /* n <= 2m without overflow */
        arg[2] = 0;
    } else if ((n & 1u) && n / 2u == m) {
        arg[2] = 1;
    }
    arg[3] = (n - 1u) / 2u;
    arg[4] = m - arg[3];
    arg[5] = over;
    arg[6] = pow;
    arg[7] = 2u * m + pow;
    return HAL_FSTR("pirate " CON_D(C) CON_SEL(0) " gets " CON_D(b) " gold" CON_OR
                    " is thrown overboard" CON_END "\nwhy: " CON_SEL(c)
                    "N <= 2M: pirate N buys floor((N-1)/2) = " CON_D(d) " votes with 1 gold each "
                    "from the pirates of his parity (they get nothing if he goes) and keeps "
                    CON_D(e)
                    CON_OR "N = 2M+1: pirate N keeps nothing and gives 1 gold to each odd pirate "
                    "below him"
                    CON_OR "N > 2M+1: the largest power of two <= N-2M = " CON_D(f) " is "
                    CON_D(g) "; pirates above 2M+" CON_D(g) " = " CON_D(h) " are thrown, the "
                    "others are sure only of 0 gold (at best 0 or 1)" CON_END "\n");
}
