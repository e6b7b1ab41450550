/* game_bash.c - Bash's game for the play engine: one pile of n, take 1..m, normal or misere.
 * Why: n mod (m+1) decides (0 loses in normal play, 1 in misere). Count-to-100 is n=100, m=10. */
#include "bash_game.h"
#include "games.h"
#include "hal_flash.h"

/* Powers of 2 (no limit, while Bash's is 1 or more) shares it as Bash with m = 2: both lose
 * exactly when n mod 3 is 0, and the winning take, n mod 3, is 1 or 2, a power of two. The
 * reason: n mod (m + 1), whose divisor is 0 when m = 2^32-1 (the modulus 2^32). */
bool game_bash_solve(const play_pos_t *p, uint8_t mode, play_move_t *out, reason_t *why)
{
    uint32_t n = p->pile[0];
    uint32_t m = p->limit != 0 ? p->limit : 2u;
    out->take = bash_winning_take(n, m, (play_mode_t)mode); /* from pile 0 */
    if (why != NULL) {
        why->kind = REASON_MOD;
        why->num[0] = n;
        why->num[1] = m + 1u;
        why->num[2] = bash_residue(n, m);
        why->detail = mode == PLAY_MISERE; /* the remainder that loses */
    }
    return out->take != 0;
}

/* One pile, any amount up to m, misere too; count to 100 is its preset. */
const play_game_t game_bash_play HAL_FLASH = {
    .solve = game_bash_solve,
    .min_piles = 1, .max_piles = 1,
    .rand_piles = 1,
    .rand_min = 10, .rand_span = 31,  /* random: 10..40 stones */
    .limit_min = 2, .limit_span = 5,  /* take 1..m, m random 2..6 */
    .preset_n = 100, .preset_limit = 10,
    .kind = PLAY_KIND_PILES,
};
