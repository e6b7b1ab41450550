/* play.c - the game-play engine: turns, legality, end and winner, computer levels, hint, undo. */
#include "play.h"

#include "play_mode.h"
#include "settings.h"
#include "text.h"

void play_init(play_t *p, const play_game_t *flash_game)
{
    text_flash_copy(&p->game, flash_game, sizeof p->game);
    p->mode = PLAY_NORMAL;
    p->level = LEVEL_PERFECT;
    p->vs_cpu = 1;
    p->first = PLAY_P1;
    p->turn = PLAY_P1;
    p->can_undo = 0;
    p->winner = PLAY_NOBODY;
}

void play_random(play_t *p, rng_t *r)
{
    const play_game_t *g = &p->game;
    play_pos_t *pos = &p->pos;
    pos->piles = (uint8_t)(g->rand_piles + rng_below(r, g->rand_piles_span));
    for (uint8_t i = 0; i < PLAY_MAX_PILES; i++) {
        pos->pile[i] = i < pos->piles ? g->rand_min + rng_below(r, g->rand_span) : 0;
    }
    pos->limit = g->limit_min + rng_below(r, g->limit_span);
}

bool play_pos_empty(const play_pos_t *pos)
{
    for (uint8_t i = 0; i < pos->piles; i++) {
        if (pos->pile[i] != 0) {
            return false;
        }
    }
    return true;
}

/* Game over: the winner is the player who just moved (normal) or the other one (misere).
 * `mover` is who moved last, i.e. not the player to move. */
static void play_check_end(play_t *p, uint8_t mover)
{
    if (play_pos_empty(&p->pos)) {
        p->winner = p->mode == PLAY_MISERE ? (uint8_t)(mover ^ 1u) : mover;
    }
}

void play_start(play_t *p)
{
    p->turn = p->first;
    p->can_undo = 0;
    p->winner = PLAY_NOBODY;
    play_check_end(p, (uint8_t)(p->first ^ 1u));
}

play_check_t play_check(const play_t *p, const play_move_t *m)
{
    if (m->pile >= p->pos.piles || p->pos.pile[m->pile] == 0) {
        return PLAY_BAD_EMPTY;
    }
    if (m->take == 0) {
        return PLAY_BAD_ZERO;
    }
    if (m->take > p->pos.pile[m->pile]) {
        return PLAY_BAD_MORE;
    }
    if (p->pos.limit != 0 && m->take > p->pos.limit) {
        return PLAY_BAD_LIMIT;
    }
    return PLAY_OK;
}

bool play_human_turn(const play_t *p)
{
    return !p->vs_cpu || p->turn == PLAY_P1;
}

void play_apply(play_t *p, const play_move_t *m)
{
    uint8_t mover = p->turn;
    if (play_human_turn(p)) {
        p->undo = p->pos;
        p->undo_turn = mover;
        p->can_undo = 1;
    }
    p->pos.pile[m->pile] -= m->take;
    p->turn = (uint8_t)(mover ^ 1u);
    play_check_end(p, mover);
}

/* Take 1 from a largest pile: legal whenever some pile is not empty. */
static void play_stalling_move(const play_pos_t *pos, play_move_t *out)
{
    out->pile = 0;
    out->take = 1;
    for (uint8_t i = 1; i < pos->piles; i++) {
        if (pos->pile[i] > pos->pile[out->pile]) {
            out->pile = i;
        }
    }
}

/* A uniformly random legal move: a random non-empty pile, then 1..min(pile, limit). */
static void play_random_move(const play_pos_t *pos, rng_t *r, play_move_t *out)
{
    uint8_t nonempty = 0;
    for (uint8_t i = 0; i < pos->piles; i++) {
        nonempty = (uint8_t)(nonempty + (pos->pile[i] != 0));
    }
    uint8_t k = (uint8_t)rng_below(r, nonempty);
    uint8_t i = 0;
    for (;; i++) {
        if (pos->pile[i] != 0 && k-- == 0) {
            break;
        }
    }
    uint32_t most = pos->pile[i];
    if (pos->limit != 0 && pos->limit < most) {
        most = pos->limit;
    }
    out->pile = i;
    out->take = 1u + rng_next(r) % most;
}

bool play_hint(const play_t *p, play_move_t *out)
{
    return p->game.winning_move(&p->pos, p->mode, out);
}

void play_computer_move(const play_t *p, rng_t *r, play_move_t *out)
{
    uint8_t mistakes = p->level == LEVEL_EASY     ? PLAY_EASY_MISTAKES
                       : p->level == LEVEL_MEDIUM ? PLAY_MEDIUM_MISTAKES
                                                  : 0;
    if (mistakes != 0 && rng_below(r, 8) < mistakes) {
        play_random_move(&p->pos, r, out);
    } else if (!play_hint(p, out)) {
        play_stalling_move(&p->pos, out);
    }
}

bool play_undo(play_t *p)
{
    if (!p->can_undo || p->winner != PLAY_NOBODY) {
        return false;
    }
    p->pos = p->undo;
    p->turn = p->undo_turn;
    p->can_undo = 0;
    return true;
}
