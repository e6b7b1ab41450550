/* game_bash.c - Bash's game for the play engine: one pile of n, take 1..m, normal or misere.
 * Why: n mod (m+1) decides (0 loses in normal play, 1 in misere). Count-to-100 is n=100, m=10. */
#include "bash_game.h"
#include "games.h"
#include "hal_flash.h"
#include "text.h"

static bool game_bash_winning_move(const play_pos_t *p, uint8_t mode, play_move_t *out)
{
    out->pile = 0;
    out->take = bash_winning_take(p->pile[0], p->limit, (play_mode_t)mode);
    return out->take != 0;
}

void game_bash_why(const play_pos_t *p, uint8_t mode, char *line0, char *line1)
{
    /* m1 is 0 when m = 2^32-1: then n mod (m+1) = n. Powers of 2 (no limit, while Bash's is
     * 1 or more) shares this screen as n mod 3. */
    uint32_t m1 = p->limit != 0 ? p->limit + 1u : 3u;
    uint32_t r = p->pile[0]; /* n, then n mod (m+1) */
    char num[11];
    uint8_t m1_digits = m1 == 0 ? 4u : text_u32(num, m1);
    uint8_t col = 1;
    /* "n mod m+1" in numbers, or with the letter n when both numbers do not fit */
    line0[0] = 'n';
    if (text_u32(num, r) + 5u + m1_digits <= TEXT_COLS) {
        col = text_put(line0, 0, num);
    }
    col = text_put_flash(line0, col, HAL_FSTR(" mod "));
    if (m1 == 0) {
        text_put_flash(line0, col, HAL_FSTR("2^32"));
    } else {
        text_put_u32(line0, col, m1);
        r %= m1;
    }
    /* "=r   0: you lose" (the remainder that loses); a remainder of 4 digits or more has no
     * room for that, and is not the losing 0 or 1: "=r win" */
    line1[0] = '=';
    col = text_put_u32(line1, 1, r);
    if (col <= 4u) {
        text_put_flash(line1, 5u,
                       mode == PLAY_MISERE ? HAL_FSTR("1: you lose") : HAL_FSTR("0: you lose"));
    } else {
        text_put_flash(line1, (uint8_t)(col + 1u), HAL_FSTR("win"));
    }
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
