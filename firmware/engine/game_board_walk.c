/* game_board_walk.c - the board walk for the play engine (PLAY_KIND_BOARD): an n x n board,
 * n = 2..8, the token starts in the top left corner; a move takes it up, left, right or down
 * to a square never visited; who cannot move loses. Normal play only.
 * Why: the domino tiling (the whole board when n is even, all but the start corner when n is
 * odd): the winner always steps to the other half of the token's domino. Once play leaves
 * the tiling the solver's exact answer (maximum matching) decides. */
#include "board_walk.h"
#include "games.h"
#include "hal_flash.h"

#define GAME_BOARD_MAX 8u

static uint8_t gbw_n(const play_pos_t *p)
{
    return (uint8_t)p->board.n;
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
    uint8_t free = choice < 4u && to != 0xFFu && !play_board_visited(p, to);
    return free;
}

static void gbw_apply(play_pos_t *p, const play_move_t *m)
{
    uint8_t to = gbw_step(p, m->pile);
    p->board.at = to;
    play_board_visit(p, to);
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

/* The solver's move (its stalling move too, when the position is lost). The reason: the
 * token's domino partner in the tiling: free (the winner steps there), already visited, or
 * none (the odd board's start corner); the verdict is the solver's. */
static bool gbw_solve(const play_pos_t *p, uint8_t mode, play_move_t *out, reason_t *why)
{
    uint8_t at = (uint8_t)p->board.at;
    uint8_t to;
    bool wins = false;
    (void)mode;
    if (why != NULL) {
        uint8_t partner = board_domino_partner(gbw_n(p), 0, at);
        why->kind = REASON_DOMINO;
        why->detail = partner == at                    ? REASON_DOMINO_CORNER
                      : play_board_visited(p, partner) ? REASON_DOMINO_GONE
                                                       : gbw_dir(p, partner);
    }
    if (board_best_move_from(gbw_n(p), 0, p->board.visited, at, &to, &wins)) {
        out->pile = gbw_dir(p, to);
        out->take = 1;
    }
    return wins;
}

/* One size, n; no take limit, normal play only. */
const play_game_t game_board_walk_play HAL_FLASH = {
    .solve = gbw_solve,
    .flags = PLAY_F_NORMAL,
    .min_piles = 1, .max_piles = 1,
    .rand_piles = 1,
    .rand_min = 2, .rand_span = 7, /* random: 2..8 */
    .kind = PLAY_KIND_BOARD,
    .size_max = GAME_BOARD_MAX,
    .size = gbw_size,
    .apply = gbw_apply,
    .setup = gbw_setup,
};
