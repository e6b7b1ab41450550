/* game_new_stone.c - A New Stone Game for the play engine: 1..6 piles; a move takes 1 or more
 * from one pile and may then move part of that pile's rest onto other non-empty piles
 * (PLAY_F_SPREAD, move.add[]); normal play only.
 * Why: the position is lost exactly when the non-empty piles pair up (each size an even
 * number of times): every move can be copied on the twin pile. */
#include "games.h"
#include "hal_flash.h"
#include "new_stone.h"

/* The solver's move as the engine's: the pile it leaves, what goes onto each other pile
 * (add), and the rest of the difference as the stones removed (take). */
static bool game_new_stone_winning_move(const play_pos_t *p, uint8_t mode, play_move_t *out)
{
    uint32_t after[PLAY_MAX_PILES];
    uint8_t from;
    (void)mode;
    if (!new_stone_winning_move(p->pile, p->piles, after, &from)) {
        return false;
    }
    uint32_t take = 0; /* every stone gone from the piles: what `from` lost minus the adds */
    out->pile = from;
    for (uint8_t j = 0; j < p->piles; j++) {
        uint32_t have = p->pile[j];
        take += have - after[j];
        if (after[j] > have) { /* a pile that received stones */
            out->add[j] = after[j] - have;
        }
    }
    out->take = take;
    return true;
}

static void game_new_stone_why(const play_pos_t *p, uint8_t mode, reason_t *out)
{
    (void)mode;
    out->kind = REASON_PAIRS;
    out->wins = new_stone_first_wins(p->pile, p->piles);
}

/* 1..6 piles, any amount, then a spread; normal play only. */
const play_game_t game_new_stone_play HAL_FLASH = {
    .winning_move = game_new_stone_winning_move,
    .why = game_new_stone_why,
    .flags = PLAY_F_NORMAL | PLAY_F_SPREAD,
    .min_piles = 1, .max_piles = PLAY_MAX_PILES,
    .rand_piles = 3, .rand_piles_span = 3, /* random: 3..5 piles */
    .rand_min = 1, .rand_span = 9,         /* of 1..9 stones */
    .kind = PLAY_KIND_PILES,
};
