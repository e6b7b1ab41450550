/* game_pow2.c - Powers of 2 for the play engine: one pile, a move takes 1, 2, 4, 8 ...;
 * normal play only. Why: n mod 3 decides (0 loses), Bash's screen (with no limit it shows
 * n mod 3). */
#include "games.h"
#include "hal_flash.h"
#include "pow2_game.h"

/* The solver's smallest winning take. */
static bool game_pow2_winning_move(const play_pos_t *p, uint8_t mode, play_move_t *out)
{
    (void)mode;
    out->pile = 0;
    out->take = pow2_winning_take(p->pile[0]);
    return out->take != 0;
}

/* One pile, powers of two only; normal play only. */
const play_game_t game_pow2_play HAL_FLASH = {
    .winning_move = game_pow2_winning_move,
    .why = game_bash_why, /* n mod 3 (no limit) */
    .rule = PLAY_RULE_POW2,
    .flags = PLAY_F_NORMAL,
    .min_piles = 1, .max_piles = 1,
    .rand_piles = 1,
    .rand_min = 10, .rand_span = 51, /* random: 10..60 stones */
    .kind = PLAY_KIND_PILES,
};
