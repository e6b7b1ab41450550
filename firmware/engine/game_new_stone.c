/* game_new_stone.c - A New Stone Game for the play engine: 1..6 piles; a move takes 1 or more
 * from one pile and may then move part of that pile's rest onto other non-empty piles
 * (PLAY_F_SPREAD, move.add[]); normal play only.
 * Why: the position is lost exactly when the non-empty piles pair up (each size an even
 * number of times): every move can be copied on the twin pile. */
#include "games.h"
#include "hal_flash.h"
#include "new_stone.h"

/* The solver's move is the engine's: the pile it takes from, what goes onto each other pile
 * (add) and the stones removed (take). The reason: the piles pair up or not (the verdict says
 * which). */
static bool game_new_stone_solve(const play_pos_t *p, uint8_t mode, play_move_t *out,
                                 reason_t *why)
{
    (void)mode;
    if (why != NULL) {
        why->kind = REASON_PAIRS;
    }
    return new_stone_winning_spread(p->pile, p->piles, &out->pile, out->add, &out->take);
}

/* 1..6 piles, any amount, then a spread; normal play only. */
const play_game_t game_new_stone_play HAL_FLASH = {
    .solve = game_new_stone_solve,
    .flags = PLAY_F_NORMAL | PLAY_F_SPREAD,
    .min_piles = 1, .max_piles = PLAY_MAX_PILES,
    .rand_piles = 3, .rand_piles_span = 3, /* random: 3..5 piles */
    .rand_min = 1, .rand_span = 9,         /* of 1..9 stones */
    .kind = PLAY_KIND_PILES,
};
