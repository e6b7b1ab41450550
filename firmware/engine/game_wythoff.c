/* game_wythoff.c - Wythoff's game for the play engine: two piles, take any number from one
 * pile or the same from both (the "both" choice, PLAY_F_BOTH); normal play only.
 * Why: with k the difference of the piles, the one losing position of that difference is
 * the Wythoff pair (a_k, b_k); the player to move loses iff he stands on it. */
#include "games.h"
#include "hal_flash.h"
#include "wythoff.h"

/* The solver's first winning move (kind 1 first), as the engine's move. The reason: the
 * piles' difference k and its pair (a_k, b_k). */
static bool game_wythoff_solve(const play_pos_t *p, uint8_t mode, play_move_t *out,
                               reason_t *why)
{
    wythoff_move_t m[3];
    uint32_t a = p->pile[0];
    uint32_t b = p->pile[1];
    uint8_t small = a > b; /* index of the smaller pile (0 when equal) */
    uint32_t lo = small ? b : a; /* the smaller pile, and the larger */
    uint32_t hi = small ? a : b;
    (void)mode;
    if (why != NULL) {
        uint32_t k = hi - lo; /* the difference */
        why->kind = REASON_WYTHOFF;
        why->num[0] = k;
        if (k <= WYTHOFF_MAX_K) { /* beyond, b_k > 2^32: no pair of this difference */
            uint32_t ak = wythoff_a(k);
            why->detail = 1;
            why->num[1] = ak;
            why->num[2] = ak + k;
        }
    }
    if (wythoff_winning_moves(a, b, m) == 0) {
        return false;
    }
    uint8_t kind = m[0].kind;
    out->pile = kind == WYTHOFF_TAKE_BOTH ? 2u : small ^ (kind == WYTHOFF_TAKE_LARGER);
    /* x is what the smaller pile keeps when both or it moved; else the sizes tell */
    out->take = kind == WYTHOFF_TAKE_LARGER ? (a + b) - (m[0].x + m[0].y) : lo - m[0].x;
    return true;
}

/* Two piles, any amount from one pile or both; normal play only. */
const play_game_t game_wythoff_play HAL_FLASH = {
    .solve = game_wythoff_solve,
    .flags = PLAY_F_BOTH | PLAY_F_NORMAL,
    .min_piles = 2, .max_piles = 2,
    .rand_piles = 2,
    .rand_min = 1, .rand_span = 15, /* random: 1..15 stones */
    .kind = PLAY_KIND_PILES,
};
