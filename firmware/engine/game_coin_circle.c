/* game_coin_circle.c - the coin circle for the play engine (PLAY_KIND_RING): n = 1..16 coins in
 * a ring, a move takes 1..k coins side by side (a gap breaks a run); normal play only.
 * A choice is the first coin of a move; the move takes it and the next ones clockwise.
 * Why: the lines the ring has broken into; the player to move loses when they pair up (the
 * mirror strategy: copy every move on the twin line; a whole ring with k < n is lost the same
 * way, the reply splits it into two equal lines), or by their Grundy values otherwise. */
#include "coin_circle.h"
#include "games.h"
#include "hal_flash.h"

#define GAME_COIN_MAX 16u

static uint8_t gcc_n(const play_pos_t *p)
{
    return (uint8_t)p->ring.n;
}

static void gcc_setup(play_pos_t *p)
{
    p->piles = 1;
    p->ring.coins = (1UL << gcc_n(p)) - 1u;
}

/* The coins there from `choice` on, clockwise, up to a gap (at most n). */
static uint32_t gcc_size(const play_pos_t *p, uint8_t choice)
{
    return coin_run_length(p->ring.coins, gcc_n(p), choice);
}

static coin_move_t gcc_move(const play_move_t *m)
{
    coin_move_t c = {m->pile, (uint8_t)m->take};
    return c;
}

uint32_t game_ring_after(const play_pos_t *p, const play_move_t *m)
{
    return coin_take(p->ring.coins, gcc_n(p), gcc_move(m));
}

static void gcc_apply(play_pos_t *p, const play_move_t *m)
{
    p->ring.coins = game_ring_after(p, m);
}

/* The solver's winning move (the mirror move preferred). A lost ring's move is the engine's
 * stalling move: one coin from the first coin with the longest run ahead, the start of the
 * first longest line (the solver's coin_best_move plays the same). The reason: the lines the
 * ring has broken into (a whole ring while no coin is gone), and whether they pair up (the
 * mirror strategy) or the lines' Grundy values decide. */
static bool gcc_solve(const play_pos_t *p, uint8_t mode, play_move_t *out, reason_t *why)
{
    coin_move_t m;
    (void)mode;
    if (why != NULL) {
        bool paired;
        why->kind = REASON_LINES;
        why->count = coin_lines(p->ring.coins, gcc_n(p), why->len, &paired);
        why->detail = paired ? REASON_LINES_MIRROR : 0u;
        if (why->count == 0 && p->ring.coins != 0) {
            why->detail |= REASON_LINES_RING;
            why->num[0] = gcc_n(p);
        }
    }
    if (!coin_winning_move(p->ring.coins, gcc_n(p), (uint8_t)p->limit, &m)) {
        return false;
    }
    out->pile = m.start;
    out->take = m.len;
    return true;
}

/* One size, n coins; normal play only. */
const play_game_t game_coin_circle_play HAL_FLASH = {
    .solve = gcc_solve,
    .flags = PLAY_F_NORMAL,
    .min_piles = 1, .max_piles = 1,
    .rand_piles = 1,
    .rand_min = 5, .rand_span = 12,  /* random: 5..16 coins */
    .limit_min = 2, .limit_span = 2, /* take 2..3 at most */
    .kind = PLAY_KIND_RING,
    .size_max = GAME_COIN_MAX,
    .size = gcc_size,
    .apply = gcc_apply,
    .setup = gcc_setup,
};
