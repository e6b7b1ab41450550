/* game_nim.c - Nim for the play engine: 2..6 piles, no take limit, normal or misere play.
 * Why: the nim-sum decides (shown in binary: after "Nim-sum " up to 8 bits, alone on the row
 * up to 16), except in misere play once every pile is 0 or 1, where the parity of the 1-piles
 * does. */
#include "games.h"
#include "hal_flash.h"
#include "nim.h"
#include "text.h"

/* The solver's first winning move (in pile order), as the engine's move. */
static bool game_nim_winning_move(const play_pos_t *p, uint8_t mode, play_move_t *out)
{
    nim_move_t m[PLAY_MAX_PILES];
    if (nim_winning_moves(p->pile, p->piles, (play_mode_t)mode, m) == 0) {
        return false;
    }
    out->pile = m[0].pile;
    out->take = p->pile[m[0].pile] - m[0].to;
    return true;
}

static void game_nim_why(const play_pos_t *p, uint8_t mode, char *line0, char *line1)
{
    uint32_t x = nim_sum(p->pile, p->piles);
    uint32_t big = 0;
    for (uint8_t i = 0; i < p->piles; i++) {
        big |= p->pile[i];
    }
    if (mode == PLAY_MISERE && big < 2) {
        /* only 0s and 1s: x is the parity of the 1-piles */
        text_put_flash(line0, 0, HAL_FSTR("Misere, all <=1"));
        text_put_flash(line1, 0, x ? HAL_FSTR("Odd 1s: you lose") : HAL_FSTR("Even 1s: you win"));
        return;
    }
    text_put_flash(line1, 0, x ? HAL_FSTR("Not 0: you win") : HAL_FSTR("0: you lose"));
    uint8_t bits = 0; /* x's length in binary, 1 for 0 */
    uint32_t t = x;
    do {
        bits++;
        t >>= 1;
    } while (t != 0);
    /* up to 8 bits after the label, up to 16 on the whole row, beyond that only a bound */
    uint8_t col = 0;
    if (bits <= 8u) {
        col = text_put_flash(line0, 0, HAL_FSTR("Nim-sum "));
    } else if (bits > 16u) {
        text_put_flash(line0, 0, HAL_FSTR("Nim-sum >65535"));
        bits = 0;
    }
    col = (uint8_t)(col + bits);
    while (bits-- > 0) { /* from the last bit back */
        line0[--col] = (char)('0' + (x & 1u));
        x >>= 1;
    }
}

/* 2..6 piles, any amount, misere too. */
const play_game_t game_nim_play HAL_FLASH = {
    .winning_move = game_nim_winning_move,
    .why = game_nim_why,
    .min_piles = 2, .max_piles = PLAY_MAX_PILES,
    .rand_piles = 3, .rand_piles_span = 3, /* random: 3..5 piles */
    .rand_min = 1, .rand_span = 12,        /* of 1..12 stones */
    .kind = PLAY_KIND_PILES,
};
