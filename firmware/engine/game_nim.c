/* game_nim.c - Nim for the play engine: 2..6 piles, no take limit, normal or misere play.
 * Why: the nim-sum decides, except in misere play once every pile is 0 or 1, where the parity
 * of the 1-piles does (detail: the mode, so that a view can say the misere twist: play as in
 * Nim, but leave an odd number of 1-piles). */
#include "games.h"
#include "hal_flash.h"
#include "nim.h"

/* The solver's first winning move (in pile order), as the engine's move. The reason: the
 * nim-sum, or in misere play once every pile is 0 or 1 the parity of the 1-piles: the
 * solver's verdict departs from the nim-sum's exactly there. */
static bool game_nim_solve(const play_pos_t *p, uint8_t mode, play_move_t *out, reason_t *why)
{
    nim_move_t m;
    bool wins = nim_winning_move(p->pile, p->piles, (play_mode_t)mode, &m);
    if (wins) {
        out->pile = m.pile;
        out->take = p->pile[m.pile] - m.to;
    }
    if (why != NULL) {
        uint32_t x = nim_sum(p->pile, p->piles);
        why->kind = wins != (x != 0) ? REASON_NIM_ONES : REASON_NIM_SUM;
        why->detail = mode; /* misere: the nim-sum decides while a pile is above 1 */
        why->num[0] = x;
    }
    return wins;
}

/* 2..6 piles, any amount, misere too. */
const play_game_t game_nim_play HAL_FLASH = {
    .solve = game_nim_solve,
    .min_piles = 2, .max_piles = PLAY_MAX_PILES,
    .rand_piles = 3, .rand_piles_span = 3, /* random: 3..5 piles */
    .rand_min = 1, .rand_span = 12,        /* of 1..12 stones */
    .kind = PLAY_KIND_PILES,
};
