/* game_euclid.c - Euclid's game for the play engine: two numbers; a move takes a multiple of
 * the smaller from the larger (the amount chooser steps in multiples); who makes a 0 wins
 * (then the other has no move); normal play only. Why: the quotient larger / smaller and the
 * forced steps (quotient 1) ahead: an even count wins for the player to move. */
#include "euclid.h"
#include "games.h"
#include "hal_flash.h"

/* The solver's winning move, from the larger number; the reason: the quotient and the forced
 * steps ahead. */
static bool game_euclid_solve(const play_pos_t *p, uint8_t mode, play_move_t *out, reason_t *why)
{
    uint32_t big = p->pile[0];
    uint32_t small = p->pile[1];
    uint8_t larger = 0; /* the first when they are equal */
    euclid_move_t m;
    (void)mode;
    if (big < small) {
        big = small;
        small = p->pile[0];
        larger = 1;
    }
    if (why != NULL) {
        why->kind = REASON_EUCLID;
        why->num[0] = small ? big / small : 0;
        why->num[1] = euclid_forced_sorted(big, small); /* 0 when small is 0 */
    }
    if (small == 0 || !euclid_winning_sorted(big, small, &m)) {
        return false;
    }
    out->pile = larger;
    out->take = big - m.a; /* only the larger number changes */
    return true;
}

/* Two numbers of 1 or more, multiples of the smaller; normal play only. */
const play_game_t game_euclid_play HAL_FLASH = {
    .solve = game_euclid_solve,
    .rule = PLAY_RULE_MULTIPLE,
    .flags = PLAY_F_NORMAL | PLAY_F_POSITIVE | PLAY_F_NUMBERS,
    .min_piles = 2, .max_piles = 2,
    .rand_piles = 2,
    .rand_min = 2, .rand_span = 49, /* random: 2..50 */
    .kind = PLAY_KIND_PILES,
};
