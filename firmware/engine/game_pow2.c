/* game_pow2.c - Powers of 2 for the play engine: one pile, a move takes 1, 2, 4, 8 ...;
 * normal play only. n mod 3 decides (0 loses) and the winning take is n mod 3 (1 or 2): it
 * plays as Bash with m = 2 (Bash's solve hook reads no limit so). */
#include "games.h"
#include "hal_flash.h"

/* One pile, powers of two only; normal play only. */
const play_game_t game_pow2_play HAL_FLASH = {
    .solve = game_bash_solve, /* n mod 3, as Bash with m = 2 (no limit) */
    .rule = PLAY_RULE_POW2,
    .flags = PLAY_F_NORMAL,
    .min_piles = 1, .max_piles = 1,
    .rand_piles = 1,
    .rand_min = 10, .rand_span = 51, /* random: 10..60 stones */
    .kind = PLAY_KIND_PILES,
};
