/* play.c - the game-play engine: turns, legality, end and winner, computer levels, hint, undo. */
#include "play.h"

#include <string.h>

#include "attributes.h"

#include "play_mode.h"
#include "hal_flash.h"

void play_init(play_t *p, const play_game_t *flash_game)
{
    hal_flash_copy(&p->game, flash_game, sizeof p->game);
    p->mode = PLAY_NORMAL;
    p->level = LEVEL_PERFECT;
    p->vs_cpu = 1;
    p->first = PLAY_P1;
    p->turn = PLAY_P1;
    p->log_len = 0;
    p->winner = PLAY_NOBODY;
    p->count_up = 0;
    p->log_start = 0;
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
    if (pos->limit > pos->pile[0] && g->kind == PLAY_KIND_RING) {
        pos->limit = pos->pile[0]; /* at most the whole ring */
    }
    play_setup(p);
}

void play_setup(play_t *p)
{
    if (p->game.setup) {
        p->game.setup(&p->pos);
    }
}

uint32_t play_size(const play_t *p, uint8_t pile)
{
    const play_pos_t *pos = &p->pos;
    if (p->game.size) {
        return p->game.size(pos, pile);
    }
    if (pile < pos->piles) {
        return pos->pile[pile];
    }
    uint32_t s = pos->pile[0];
    for (uint8_t i = 1; i < pos->piles; i++) {
        if (pos->pile[i] < s) {
            s = pos->pile[i];
        }
    }
    return s;
}

uint32_t play_most(const play_t *p, uint8_t pile)
{
    uint32_t most = play_size(p, pile);
    return p->pos.limit != 0 && p->pos.limit < most ? p->pos.limit : most;
}

/* A board's visited squares byte by byte: the AVR shifts a byte at once, a 32-bit word one
 * bit at a time (square s is bit s of the two little-endian words: bit s % 8 of byte s / 8). */
_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "square s is bit s % 8 of byte s / 8");

bool play_board_visited(const play_pos_t *pos, uint8_t sq)
{
    const uint8_t *visited = (const uint8_t *)pos->board.visited;
    return (visited[sq >> 3] >> (sq & 7u)) & 1u;
}

void play_board_visit(play_pos_t *pos, uint8_t sq)
{
    ((uint8_t *)pos->board.visited)[sq >> 3] |= (uint8_t)(1u << (sq & 7u));
}

uint8_t play_choices(const play_t *p)
{
    uint8_t kind = p->game.kind;
    return kind == PLAY_KIND_RING    ? (uint8_t)p->pos.pile[0]
           : kind == PLAY_KIND_BOARD ? 4u
                                     : (uint8_t)(p->pos.piles + (p->game.flags & PLAY_F_BOTH));
}

/* The rule's least amount above `after` (0 or <= after: none; a wrap past 2^32 comes out so). */
uint32_t play_next_take(const play_t *p, uint8_t pile, uint32_t after)
{
    uint32_t t = after + 1u;
    if (p->game.rule == PLAY_RULE_POW2) {
        t = 1; /* the least power of two above `after` (0 past 2^31) */
        while (t != 0 && t <= after) {
            t <<= 1;
        }
    } else if (p->game.rule == PLAY_RULE_MULTIPLE) {
        /* the next multiple of the other number, from the larger number only */
        uint32_t s = p->pos.pile[pile ^ 1u];
        t = s == 0 || s > p->pos.pile[pile] ? 0 : (after / s + 1u) * s;
    }
    return t > after && t <= play_size(p, pile) ? t : 0;
}

/* The least legal amount from choice i, the limit included; 0 when there is no move. */
static uint32_t play_least(const play_t *p, uint8_t i)
{
    uint32_t t = play_next_take(p, i, 0);
    return t <= play_most(p, i) ? t : 0;
}

bool play_can_move(const play_t *p)
{
    for (uint8_t i = play_choices(p); i-- > 0;) {
        if (play_least(p, i) != 0) {
            return true;
        }
    }
    return false;
}

/* Game over when the player to move has no move: the winner is the player who just moved
 * (normal) or the other one (misere). `mover` is who moved last, i.e. not the player to move. */
static NOINLINE void play_check_end(play_t *p, uint8_t mover)
{
    if (!play_can_move(p)) {
        p->winner = p->mode == PLAY_MISERE ? (uint8_t)(mover ^ 1u) : mover;
    }
}

void play_start(play_t *p)
{
    if (p->game.flags & PLAY_F_NORMAL || p->count_up) { /* count to 100: saying 100 wins */
        p->mode = PLAY_NORMAL;
    }
    p->turn = p->first;
    p->log_len = 0;
    p->winner = PLAY_NOBODY;
    play_check_end(p, (uint8_t)(p->first ^ 1u));
}

play_check_t play_check(const play_t *p, const play_move_t *m)
{
    uint32_t size = play_size(p, m->pile);
    if (m->pile >= play_choices(p) || size == 0) {
        return PLAY_BAD_EMPTY;
    }
    if (m->take == 0) {
        return PLAY_BAD_ZERO;
    }
    if (m->take > size) {
        return PLAY_BAD_MORE;
    }
    if (p->pos.limit != 0 && m->take > p->pos.limit) {
        return PLAY_BAD_LIMIT;
    }
    if (play_next_take(p, m->pile, 0) == 0) {
        return PLAY_BAD_PILE;
    }
    if (play_next_take(p, m->pile, m->take - 1u) != m->take) {
        return PLAY_BAD_RULE;
    }
    /* the stones moved: from the rest of the pile, onto other piles with stones, never past
     * 4294967295 */
    uint32_t rest = size - m->take;
    for (uint8_t j = 0; j < PLAY_MAX_PILES; j++) {
        uint32_t a = m->add[j];
        if (a != 0 && (j == m->pile || j >= p->pos.piles || p->pos.pile[j] == 0 || a > rest ||
                       a > 4294967295u - p->pos.pile[j])) {
            return PLAY_BAD_SPREAD;
        }
        rest -= a;
    }
    return PLAY_OK;
}

NOINLINE uint32_t play_move_loss(const play_move_t *m)
{
    uint32_t loss = m->take;
    for (uint8_t j = 0; j < PLAY_MAX_PILES; j++) {
        loss += m->add[j];
    }
    return loss;
}

NOINLINE void play_pos_move(play_pos_t *pos, const play_move_t *m)
{
    /* the same sums as taking, adding and removing pile by pile (mod 2^32) */
    uint32_t *pile = pos->pile;
    const uint32_t *add = m->add;
    uint8_t piles = pos->piles;
    uint8_t from = m->pile;
    uint32_t moved = 0;
    for (uint8_t i = 0; i < piles; i++) {
        uint32_t a = *add++;
        moved += a;
        if (i == from || from == piles) {
            a -= m->take;
        }
        pile[i] += a;
    }
    pile[from] -= moved;
}

NOINLINE bool play_human_turn(const play_t *p)
{
    return !p->vs_cpu || p->turn == PLAY_P1;
}

/* The undo log's byte i (0: its oldest), where it lies in the ring. */
NOINLINE static uint8_t *play_log_at(play_t *p, uint8_t i)
{
    i = (uint8_t)(i + p->log_start);
    return &p->log[i < PLAY_LOG_BYTES ? i : i - PLAY_LOG_BYTES];
}

uint8_t play_moves(play_t *p)
{
    uint8_t n = 0;
    for (uint8_t i = 0; i < p->log_len; i = (uint8_t)(i + 2u)) {
        if (*play_log_at(p, i) & PLAY_LOG_FIRST) { /* a move's first pair */
            n++;
        }
    }
    return n;
}

bool play_log_ok(play_t *p)
{
    if ((p->log_len & 1u) || p->log_len > PLAY_LOG_BYTES || p->log_start >= PLAY_LOG_BYTES) {
        return false;
    }
    for (uint8_t i = 0; i < p->log_len; i = (uint8_t)(i + 2u)) {
        uint8_t o = *play_log_at(p, i);
        if ((o & (PLAY_LOG_FIRST - 1u)) >= sizeof(play_pos_t) || (i == 0 && !(o & PLAY_LOG_FIRST))) {
            return false;
        }
    }
    return true;
}

/* Forgets the undo log's oldest move. */
static void play_log_drop(play_t *p)
{
    uint8_t n = 2;
    while (n < p->log_len && !(*play_log_at(p, n) & PLAY_LOG_FIRST)) {
        n = (uint8_t)(n + 2u);
    }
    p->log_start = (uint8_t)(play_log_at(p, n) - p->log); /* (n < PLAY_LOG_BYTES) */
    p->log_len = (uint8_t)(p->log_len - n);
}

/* Adds to the undo log what the move changed from position `before` to p->pos. */
static void play_log_move(play_t *p, const play_pos_t *before)
{
    const uint8_t *a = (const uint8_t *)before;
    const uint8_t *b = (const uint8_t *)&p->pos;
    uint8_t mark = PLAY_LOG_FIRST;
    for (uint8_t i = 0; i < sizeof(play_pos_t); i++) {
        uint8_t x = a[i] ^ b[i];
        if (x != 0) {
            if (p->log_len > PLAY_LOG_BYTES - 2u) {
                play_log_drop(p); /* never this move: any one move fits */
            }
            *play_log_at(p, p->log_len++) = (uint8_t)(i | mark);
            *play_log_at(p, p->log_len++) = x;
            mark = 0;
        }
    }
}

void play_apply(play_t *p, const play_move_t *m)
{
    uint8_t mover = p->turn;
    play_pos_t before = p->pos;
    if (p->game.apply) {
        p->game.apply(&p->pos, m);
    } else {
        play_pos_move(&p->pos, m);
    }
    play_log_move(p, &before);
    p->turn = (uint8_t)(mover ^ 1u);
    play_check_end(p, mover);
}

/* The least legal amount from a largest choice with a move (the solvers' stalling move; on a
 * ring: one end coin of a longest line); *out is empty before. */
static void play_stalling_move(const play_t *p, play_move_t *out)
{
    uint32_t best = 0; /* the size of out's choice; a choice with a move has 1 or more */
    for (uint8_t i = 0; i < play_choices(p); i++) {
        uint32_t t = play_least(p, i);
        uint32_t size = play_size(p, i);
        if (t != 0 && size > best) {
            out->pile = i;
            out->take = t;
            best = size;
        }
    }
}

/* A random legal move: a random choice with a move, then the rule's least amount above a
 * random 0..most-1 (every amount equally likely when the rule allows them all). */
static void play_random_move(const play_t *p, rng_t *r, play_move_t *out)
{
    uint8_t n = play_choices(p);
    uint8_t movable = 0;
    for (uint8_t i = 0; i < n; i++) {
        movable = (uint8_t)(movable + (play_least(p, i) != 0));
    }
    uint8_t k = (uint8_t)rng_below(r, movable);
    uint8_t i = 0;
    for (;; i++) {
        if (play_least(p, i) != 0 && k-- == 0) {
            break;
        }
    }
    uint32_t most = play_most(p, i);
    uint32_t t = play_next_take(p, i, rng_next(r) % most);
    out->pile = i;
    out->take = t != 0 && t <= most ? t : play_least(p, i);
}

/* The game's solve hook on the position: a winning move (false: none), and the reason when
 * why is not NULL. */
static bool play_solve(const play_t *p, play_move_t *out, reason_t *why)
{
    *out = (play_move_t){0};
    return p->game.solve(&p->pos, p->mode, out, why);
}

bool play_hint(const play_t *p, play_move_t *out)
{
    return play_solve(p, out, NULL);
}

void play_computer_move(const play_t *p, rng_t *r, play_move_t *out)
{
    uint8_t mistakes = p->level == LEVEL_EASY     ? PLAY_EASY_MISTAKES
                       : p->level == LEVEL_MEDIUM ? PLAY_MEDIUM_MISTAKES
                                                  : 0;
    if (mistakes != 0 && rng_below(r, 8) < mistakes) {
        *out = (play_move_t){0};
        play_random_move(p, r, out); /* the mistake: no solver run for a move not played */
    } else if (!play_hint(p, out) && out->take == 0) {
        /* a game's solve hook may leave its own stalling move in *out when it returns false */
        play_stalling_move(p, out);
    }
}

NOINLINE void play_why(const play_t *p, reason_t *out)
{
    play_move_t m;
    *out = (reason_t){0};
    out->wins = play_solve(p, &m, out);
}

bool play_undo(play_t *p)
{
    uint8_t len = p->log_len;
    uint8_t turn = p->turn;
    if (p->winner != PLAY_NOBODY) {
        return false;
    }
    do { /* back over the moves to the last a person made */
        if (len == 0) {
            return false;
        }
        do {
            len = (uint8_t)(len - 2u);
        } while (!(*play_log_at(p, len) & PLAY_LOG_FIRST));
        turn ^= 1u;
    } while (p->vs_cpu && turn != PLAY_P1);
    while (p->log_len > len) {
        p->log_len = (uint8_t)(p->log_len - 2u);
        const uint8_t *e = play_log_at(p, p->log_len);
        ((uint8_t *)&p->pos)[e[0] & (PLAY_LOG_FIRST - 1u)] ^= *play_log_at(p, p->log_len + 1u);
    }
    p->turn = turn;
    return true;
}

play_coach_t play_coach(play_t *p, const play_move_t *m)
{
    play_move_t win;
    uint8_t mover = p->turn;
    play_coach_t v = PLAY_COACH_LOST;
    if (play_hint(p, &win)) {
        /* the move played and taken back: no copy of the game on the stack */
        play_apply(p, m);
        v = p->winner == mover ? PLAY_COACH_WON
            /* kept: the game goes on with the opponent to move in a lost position (a game
             * the move finished and did not win is lost: misere) */
            : p->winner == PLAY_NOBODY && !play_hint(p, &win) ? PLAY_COACH_KEPT
                                                              : PLAY_COACH_THREW;
        p->winner = PLAY_NOBODY; /* (play_undo takes back no move of a game over) */
        play_undo(p);
    }
    return v;
}
