/* game_bash.c - Bash's game for the play engine: one pile of n, take 1..m, normal or misere.
 * Why: n mod (m+1) decides (0 loses in normal play, 1 in misere). Count-to-100 is n=100, m=10. */
#include "bash_game.h"
#include "games.h"
#include "hal_flash.h"

/* Powers of 2 (no limit) shares it as Bash with m = 2: both lose exactly when n mod 3 is 0,
 * and the winning take, n mod 3, is 1 or 2, a power of two. */
bool game_bash_winning_move(const play_pos_t *p, uint8_t mode, play_move_t *out)
{
    out->pile = 0;
    out->take = bash_winning_take(p->pile[0], p->limit != 0 ? p->limit : 2u, (play_mode_t)mode);
    return out->take != 0;
}

void game_bash_why(const play_pos_t *p, uint8_t mode, reason_t *out)
{
    /* Powers of 2 (no limit, while Bash's is 1 or more) shares this reason as n mod 3; the
     * divisor m + 1 is 0 when m = 2^32-1 (the modulus 2^32). */
    uint32_t n = p->pile[0];
    uint32_t m = p->limit != 0 ? p->limit : 2u;
    out->kind = REASON_MOD;
    out->num[0] = n;
    out->num[1] = m + 1u;
    out->num[2] = bash_residue(n, m);
    out->detail = mode == PLAY_MISERE; /* the remainder that loses */
}

/* One pile, any amount up to m, misere too; count to 100 is its preset. */
const play_game_t game_bash_play HAL_FLASH = {
    .winning_move = game_bash_winning_move,
    .why = game_bash_why,
    .min_piles = 1, .max_piles = 1,
    .rand_piles = 1,
    .rand_min = 10, .rand_span = 31,  /* random: 10..40 stones */
    .limit_min = 2, .limit_span = 5,  /* take 1..m, m random 2..6 */
    .preset_n = 100, .preset_limit = 10,
    .kind = PLAY_KIND_PILES,
};
