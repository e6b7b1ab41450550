/* game_board_walk.c - the board walk for the play engine (PLAY_KIND_BOARD): an n x n board,
 * n = 2..8, the token starts in the top left corner; a move takes it up, left, right or down
 * to a square never visited; who cannot move loses. Normal play only.
 * Why: the domino tiling (the whole board when n is even, all but the start corner when n is
 * odd): the winner always steps to the other half of the token's domino. Once play leaves
 * the tiling the solver's exact answer (maximum matching) decides. */
#include "app.h"
#include "board_walk.h"
#include "games.h"
#include "hal_display.h"
#include "hal_flash.h"
#include "text.h"

#define GAME_BOARD_MAX 8u

static uint8_t gbw_n(const play_pos_t *p)
{
    return (uint8_t)p->board.n;
}

/* noinline: LTO would copy it, with its 32-bit shift, into each of its callers */
__attribute__((noinline)) static bool gbw_is_visited(const play_pos_t *p, uint8_t sq)
{
    return (p->board.visited[sq >> 5] >> (sq & 31u)) & 1u;
}

/* The square next to the token in direction d, or 0xFF off the board. */
static uint8_t gbw_step(const play_pos_t *p, uint8_t d)
{
    return board_step(gbw_n(p), (uint8_t)p->board.at, d);
}

static void gbw_setup(play_pos_t *p)
{
    p->piles = 1;
    p->board.at = 0; /* the top left corner, visited */
    p->board.visited[0] = 1;
    p->board.visited[1] = 0;
}

static uint32_t gbw_size(const play_pos_t *p, uint8_t choice)
{
    uint8_t to = gbw_step(p, choice);
    uint8_t free = choice < 4u && to != 0xFFu && !gbw_is_visited(p, to);
    return free;
}

static void gbw_apply(play_pos_t *p, const play_move_t *m)
{
    uint8_t to = gbw_step(p, m->pile);
    p->board.at = to;
    p->board.visited[to >> 5] |= 1UL << (to & 31u);
}

/* The direction from the token to neighbouring square `to`. */
static uint8_t gbw_dir(const play_pos_t *p, uint8_t to)
{
    uint8_t d = 0;
    while (d < 3u && gbw_step(p, d) != to) {
        d++;
    }
    return d;
}

/* The solver's move (its stalling move too, when the position is lost). */
static bool gbw_winning_move(const play_pos_t *p, uint8_t mode, play_move_t *out)
{
    uint8_t to;
    bool wins = false;
    (void)mode;
    if (board_best_move_from(gbw_n(p), 0, p->board.visited, (uint8_t)p->board.at, &to, &wins)) {
        out->pile = gbw_dir(p, to);
        out->take = 1;
    }
    return wins;
}


static void gbw_why(const play_pos_t *p, uint8_t mode, char *line0, char *line1)
{
    uint8_t at = (uint8_t)p->board.at;
    uint8_t partner = board_domino_partner(gbw_n(p), 0, at);
    play_move_t m;
    bool wins = gbw_winning_move(p, mode, &m);
    uint8_t col;
    if (partner == at) {
        text_put_flash(line0, 0, HAL_FSTR("Corner: no twin"));
    } else if (gbw_is_visited(p, partner)) {
        text_put_flash(line0, 0, HAL_FSTR("Domino twin gone"));
    } else {
        col = text_put_flash(line0, 0, HAL_FSTR("Domino: "));
        text_put_flash(line0, col, game_board_dir_name(gbw_dir(p, partner)));
    }
    text_put_flash(line1, 0, wins ? HAL_FSTR("You win") : HAL_FSTR("You lose"));
}

/* A square as drawn: 0 off the board, 1 free, 2 visited, 3 the token. */
static uint8_t gbw_square(const play_pos_t *p, uint8_t r, uint8_t c)
{
    uint8_t n = gbw_n(p);
    uint8_t at = (uint8_t)(r * n + c);
    if (r >= n || c >= n) {
        return 0;
    }
    return at == (uint8_t)p->board.at ? 3u : (uint8_t)(1u + gbw_is_visited(p, at));
}

/* Pixel pairs of a square's top and bottom pixel row, by gbw_square: nothing, a dot, a
 * block, a diagonal pair. */
static const uint8_t gbw_pixels[4][2] = {{0, 0}, {2, 0}, {3, 3}, {2, 1}};

/* The board as 8 glyphs in columns 0..3 of both rows: glyph g shows square rows 4*(g/4) ..
 * +3 and columns 2*(g%4), +1, 2 x 2 pixels a square (the left one at pixel bits 4-3, the
 * right one at 1-0). The text goes on from column 5. */
static uint8_t gbw_view(const play_pos_t *p, const play_move_t *sel, char *line0, char *line1)
{
    (void)sel;
    for (uint8_t g = 0; g < 8u; g++) {
        uint8_t rows[8];
        uint8_t c = (uint8_t)((g & 3u) * 2u);
        for (uint8_t y = 0; y < 8u; y++) {
            uint8_t r = (uint8_t)((g >> 2) * 4u + (y >> 1));
            rows[y] = (uint8_t)(gbw_pixels[gbw_square(p, r, c)][y & 1u] << 3 |
                                gbw_pixels[gbw_square(p, r, (uint8_t)(c + 1u))][y & 1u]);
        }
        hal_display_define_glyph(g, rows);
        (g < 4u ? line0 : line1)[g & 3u] = (char)(APP_GLYPH_BOARD + g);
    }
    return 5;
}

/* One size, n; no take limit, normal play only. */
const play_game_t game_board_walk_play HAL_FLASH = {
    .winning_move = gbw_winning_move,
    .why = gbw_why,
    .flags = PLAY_F_NORMAL,
    .min_piles = 1, .max_piles = 1,
    .rand_piles = 1,
    .rand_min = 2, .rand_span = 7, /* random: 2..8 */
    .kind = PLAY_KIND_BOARD,
    .size_max = GAME_BOARD_MAX,
    .size = gbw_size,
    .apply = gbw_apply,
    .setup = gbw_setup,
    .view = gbw_view,
};
