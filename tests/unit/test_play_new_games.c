/* test_play_new_games.c - property test of the play engine (firmware/app/play.c) with the
 * New Stone, coin circle and board walk tables: from many starting positions (play_random with
 * a seeded rng, edited sizes, and random moves played first) the games are played at every
 * level against an opponent who plays perfectly or at random. Checked at every move: the
 * computer's move is legal (play_check == PLAY_OK); the hint is a winning move exactly when
 * the position is won; at Perfect the computer never leaves a won position for a lost one and
 * never loses a game it starts in a won position. "Won" is decided by brute-force game-tree
 * searches written here from the rules alone, independent of the solvers: New Stone over every
 * take and redistribution (small piles), the coin ring memoized over bitmasks, the board walk
 * by DFS memoized over (visited squares, token) for n <= 5. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "coin_circle.h"
#include "games.h"
#include "play.h"
#include "play_mode.h"
#include "settings.h"

/* ---- New Stone: the rules and the brute force ---- */

#define NS_MAX_TOTAL 18u /* brute-forced positions hold at most this many stones */
#define NS_HASH (1u << 16)
static uint32_t ns_key[NS_HASH]; /* 0: free slot */
static int8_t ns_val[NS_HASH];

static bool ns_wins(const uint32_t *pile, uint8_t n);

/* The key of a position: its non-empty piles sorted (empty piles never matter), 5 bits each. */
static uint32_t ns_encode(const uint32_t *pile, uint8_t n)
{
    uint32_t s[PLAY_MAX_PILES] = {0};
    memcpy(s, pile, n * sizeof *pile);
    for (uint8_t i = 0; i < PLAY_MAX_PILES; i++) {
        for (uint8_t j = (uint8_t)(i + 1u); j < PLAY_MAX_PILES; j++) {
            if (s[j] > s[i]) {
                uint32_t t = s[i];
                s[i] = s[j];
                s[j] = t;
            }
        }
    }
    uint32_t k = 1u << 31;
    for (uint8_t i = 0; i < PLAY_MAX_PILES; i++) {
        assert_true(s[i] < 32u);
        k |= s[i] << (5u * i);
    }
    return k;
}

/* True when some spread of `left` stones of pile `from` over piles j.. (non-empty ones) leaves
 * a position lost for the player to move. */
static bool ns_spread_to_loss(uint32_t *w, uint8_t n, uint8_t from, uint8_t j, uint32_t left)
{
    if (j == n) {
        return !ns_wins(w, n);
    }
    if (j == from || w[j] == 0) {
        return ns_spread_to_loss(w, n, from, (uint8_t)(j + 1u), left);
    }
    for (uint32_t a = 0; a <= left; a++) {
        w[j] += a;
        w[from] -= a;
        bool found = ns_spread_to_loss(w, n, from, (uint8_t)(j + 1u), left - a);
        w[j] -= a;
        w[from] += a;
        if (found) {
            return true;
        }
    }
    return false;
}

static bool ns_wins(const uint32_t *pile, uint8_t n)
{
    uint32_t key = ns_encode(pile, n);
    uint32_t h = (key * 2654435761u) >> 16;
    while (ns_key[h] != 0 && ns_key[h] != key) {
        h = (h + 1u) & (NS_HASH - 1u);
    }
    if (ns_key[h] == key) {
        return ns_val[h] > 0;
    }
    uint32_t w[PLAY_MAX_PILES] = {0};
    memcpy(w, pile, n * sizeof *pile);
    bool win = false;
    for (uint8_t i = 0; i < n && !win; i++) {
        uint32_t keep = w[i];
        for (uint32_t t = 1; t <= keep && !win; t++) {
            w[i] = keep - t;
            win = ns_spread_to_loss(w, n, i, 0, keep - t);
        }
        w[i] = keep;
    }
    /* the recursion may have filled the table: find the slot again */
    h = (key * 2654435761u) >> 16;
    while (ns_key[h] != 0 && ns_key[h] != key) {
        h = (h + 1u) & (NS_HASH - 1u);
    }
    ns_key[h] = key;
    ns_val[h] = win ? 1 : -1;
    return win;
}

/* The position after a New Stone move, by the rules (the move is known to be legal). */
static void ns_after(const play_pos_t *p, const play_move_t *m, uint32_t *out)
{
    memcpy(out, p->pile, sizeof p->pile);
    out[m->pile] -= m->take;
    for (uint8_t j = 0; j < p->piles; j++) {
        out[m->pile] -= m->add[j];
        out[j] += m->add[j];
    }
}

/* Is move m legal by the rules: >= 1 from a non-empty pile, then part of its rest onto other
 * piles with stones. */
static bool ns_legal(const play_pos_t *p, const play_move_t *m)
{
    if (m->pile >= p->piles || m->take == 0 || m->take > p->pile[m->pile]) {
        return false;
    }
    uint32_t rest = p->pile[m->pile] - m->take;
    for (uint8_t j = 0; j < PLAY_MAX_PILES; j++) {
        if (m->add[j] != 0 && (j == m->pile || j >= p->piles || p->pile[j] == 0 || m->add[j] > rest)) {
            return false;
        }
        rest -= m->add[j];
    }
    return true;
}

/* A random legal move: a non-empty pile, 1..all of it, then a random part of the rest onto
 * each other non-empty pile (half the time nothing). */
static void ns_random_move(const play_pos_t *p, rng_t *r, play_move_t *out)
{
    *out = (play_move_t){0};
    do {
        out->pile = (uint8_t)rng_below(r, p->piles);
    } while (p->pile[out->pile] == 0);
    out->take = 1u + rng_below(r, (uint16_t)p->pile[out->pile]);
    uint32_t left = p->pile[out->pile] - out->take;
    for (uint8_t j = 0; j < p->piles; j++) {
        if (j != out->pile && p->pile[j] != 0 && left != 0 && rng_below(r, 2) == 0) {
            out->add[j] = rng_below(r, (uint16_t)(left + 1u));
            left -= out->add[j];
        }
    }
}

/* A move to a position lost for the opponent (by the brute force), searched in engine form. */
static bool ns_spread_move(const play_pos_t *p, play_move_t *m, uint8_t j, uint32_t left)
{
    if (j == p->piles) {
        uint32_t after[PLAY_MAX_PILES];
        ns_after(p, m, after);
        return !ns_wins(after, p->piles);
    }
    if (j == m->pile || p->pile[j] == 0) {
        return ns_spread_move(p, m, (uint8_t)(j + 1u), left);
    }
    for (uint32_t a = 0; a <= left; a++) {
        m->add[j] = a;
        if (ns_spread_move(p, m, (uint8_t)(j + 1u), left - a)) {
            return true;
        }
    }
    m->add[j] = 0;
    return false;
}

static bool ns_perfect_move(const play_pos_t *p, play_move_t *out)
{
    for (uint8_t i = 0; i < p->piles; i++) {
        for (uint32_t t = 1; t <= p->pile[i]; t++) {
            *out = (play_move_t){.pile = i, .take = t};
            if (ns_spread_move(p, out, 0, p->pile[i] - t)) {
                return true;
            }
        }
    }
    return false;
}

/* ---- the coin ring: the rules and the brute force ---- */

#define RING_MAX 16u
static int8_t ring_memo[RING_MAX + 1u][RING_MAX + 1u][1u << RING_MAX];

/* The coins a move of len from coin s takes (clockwise), or 0 when they are not all there. */
static uint32_t ring_take_mask(uint32_t present, uint8_t n, uint8_t s, uint32_t len)
{
    uint32_t mask = 0;
    if (s >= n || len == 0 || len > n) {
        return 0;
    }
    for (uint32_t i = 0; i < len; i++) {
        uint8_t c = (uint8_t)((s + i) % n);
        if (!((present >> c) & 1u)) {
            return 0;
        }
        mask |= 1UL << c;
    }
    return mask;
}

static bool ring_wins(uint32_t present, uint8_t n, uint8_t k)
{
    k = k > n ? n : k;
    int8_t *m = &ring_memo[n][k][present];
    if (*m != 0) {
        return *m > 0;
    }
    bool win = false;
    for (uint8_t s = 0; s < n && !win; s++) {
        for (uint8_t len = 1; len <= k && !win; len++) {
            uint32_t t = ring_take_mask(present, n, s, len);
            win = t != 0 && !ring_wins(present & ~t, n, k);
        }
    }
    *m = win ? 1 : -1;
    return win;
}

static uint8_t ring_k(const play_pos_t *p)
{
    return (uint8_t)p->limit;
}

/* The legal moves of a ring position in engine form; returns how many. */
static uint32_t ring_moves(const play_pos_t *p, play_move_t *out)
{
    uint32_t count = 0;
    uint8_t n = (uint8_t)p->pile[0];
    for (uint8_t s = 0; s < n; s++) {
        for (uint8_t len = 1; len <= ring_k(p); len++) {
            if (ring_take_mask(p->pile[1], n, s, len) != 0) {
                out[count++] = (play_move_t){.pile = s, .take = len};
            }
        }
    }
    return count;
}

static uint32_t ring_after(const play_pos_t *p, const play_move_t *m)
{
    return p->pile[1] & ~ring_take_mask(p->pile[1], (uint8_t)p->pile[0], m->pile, m->take);
}

/* ---- the board walk: the rules and the brute force ---- */

#define BOARD_BF_MAX 5u
#define BOARD_HASH (1u << 21)
static uint64_t board_key[BOARD_HASH]; /* 0: free slot */
static int8_t board_val[BOARD_HASH];

/* The square next to `at` in direction d (PLAY_DIR_*), or -1 off the board. */
static int board_step(uint8_t n, uint8_t at, uint8_t d)
{
    uint8_t r = at / n;
    uint8_t c = at % n;
    switch (d) {
    case PLAY_DIR_UP:
        return r > 0 ? at - n : -1;
    case PLAY_DIR_LEFT:
        return c > 0 ? at - 1 : -1;
    case PLAY_DIR_RIGHT:
        return c + 1u < n ? at + 1 : -1;
    default:
        return r + 1u < n ? at + n : -1;
    }
}

static bool board_free(uint8_t n, uint64_t visited, uint8_t at, uint8_t d)
{
    int to = board_step(n, at, d);
    return to >= 0 && !((visited >> to) & 1u);
}

static bool board_wins(uint8_t n, uint64_t visited, uint8_t at)
{
    uint64_t key = visited | ((uint64_t)at << 40) | ((uint64_t)n << 48);
    uint32_t h = (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 43);
    while (board_key[h] != 0 && board_key[h] != key) {
        h = (h + 1u) & (BOARD_HASH - 1u);
    }
    if (board_key[h] == key) {
        return board_val[h] > 0;
    }
    bool win = false;
    for (uint8_t d = 0; d < 4u && !win; d++) {
        if (board_free(n, visited, at, d)) {
            int to = board_step(n, at, d);
            win = !board_wins(n, visited | (1ull << to), (uint8_t)to);
        }
    }
    h = (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 43);
    while (board_key[h] != 0 && board_key[h] != key) {
        h = (h + 1u) & (BOARD_HASH - 1u);
    }
    board_key[h] = key;
    board_val[h] = win ? 1 : -1;
    return win;
}

static uint64_t board_visited(const play_pos_t *p)
{
    return ((uint64_t)p->pile[3] << 32) | p->pile[2];
}

/* ---- every game ---- */

/* Whether brute force can decide positions of this game (the board walk: n <= 5). */
static bool bf_can(const play_t *p)
{
    return p->game.kind != PLAY_KIND_BOARD || p->pos.pile[0] <= BOARD_BF_MAX;
}

/* Does the player to move win? */
static bool bf_wins(const play_t *p)
{
    const play_pos_t *q = &p->pos;
    if (p->game.kind == PLAY_KIND_RING) {
        return ring_wins(q->pile[1], (uint8_t)q->pile[0], ring_k(q));
    }
    if (p->game.kind == PLAY_KIND_BOARD) {
        return board_wins((uint8_t)q->pile[0], board_visited(q), (uint8_t)q->pile[1]);
    }
    return ns_wins(q->pile, q->piles);
}

/* Is m legal by the test's rules? */
static bool bf_legal(const play_t *p, const play_move_t *m)
{
    const play_pos_t *q = &p->pos;
    if (p->game.kind == PLAY_KIND_RING) {
        return m->take <= ring_k(q) && ring_take_mask(q->pile[1], (uint8_t)q->pile[0], m->pile, m->take) != 0;
    }
    if (p->game.kind == PLAY_KIND_BOARD) {
        return m->pile < 4u && m->take == 1u &&
               board_free((uint8_t)q->pile[0], board_visited(q), (uint8_t)q->pile[1], m->pile);
    }
    return ns_legal(q, m);
}

/* Does the player who just played m from p win by it (the position after is lost)? Also checks
 * that the engine's position after m is the rules' one. */
static bool bf_move_wins(const play_t *p, const play_move_t *m)
{
    play_t q = *p;
    play_apply(&q, m);
    if (p->game.kind == PLAY_KIND_RING) {
        assert_int_equal(q.pos.pile[1], ring_after(&p->pos, m));
    } else if (p->game.kind == PLAY_KIND_BOARD) {
        int to = board_step((uint8_t)p->pos.pile[0], (uint8_t)p->pos.pile[1], m->pile);
        assert_int_equal(q.pos.pile[1], to);
        assert_true(board_visited(&q.pos) == (board_visited(&p->pos) | (1ull << to)));
    } else {
        uint32_t after[PLAY_MAX_PILES];
        ns_after(&p->pos, m, after);
        assert_memory_equal(q.pos.pile, after, sizeof after);
    }
    return !bf_wins(&q);
}

/* The legal moves of a ring or board position in engine form; returns how many. */
static uint32_t listed_moves(const play_t *p, play_move_t *m)
{
    uint32_t count = 0;
    if (p->game.kind == PLAY_KIND_RING) {
        return ring_moves(&p->pos, m);
    }
    for (uint8_t d = 0; d < 4u; d++) {
        if (board_free((uint8_t)p->pos.pile[0], board_visited(&p->pos), (uint8_t)p->pos.pile[1], d)) {
            m[count++] = (play_move_t){.pile = d, .take = 1};
        }
    }
    return count;
}

/* A random legal move of the player to move. */
static void random_move(const play_t *p, rng_t *r, play_move_t *out)
{
    if (p->game.kind == PLAY_KIND_PILES) {
        ns_random_move(&p->pos, r, out);
        return;
    }
    play_move_t m[RING_MAX * RING_MAX];
    uint32_t count = listed_moves(p, m);
    assert_true(count > 0);
    *out = m[rng_below(r, (uint16_t)count)];
}

/* A move the brute force says wins (from a random place in the list), else a random one. */
static void perfect_move(const play_t *p, rng_t *r, play_move_t *out)
{
    if (p->game.kind == PLAY_KIND_PILES) {
        if (!ns_perfect_move(&p->pos, out)) {
            ns_random_move(&p->pos, r, out);
        }
        return;
    }
    play_move_t m[RING_MAX * RING_MAX];
    uint32_t count = listed_moves(p, m);
    assert_true(count > 0);
    uint32_t first = rng_below(r, (uint16_t)count);
    *out = m[first];
    for (uint32_t i = 0; i < count; i++) {
        if (bf_move_wins(p, &m[(first + i) % count])) {
            *out = m[(first + i) % count];
            return;
        }
    }
}

/* ---- the property ---- */

typedef struct {
    uint32_t games;
    uint32_t won_starts;     /* Perfect computer games from a won start */
    uint32_t won_checks;     /* hints checked in won positions */
    uint32_t lost_checks;    /* ... in lost ones */
} tally_t;

/* The hint of the player to move: a legal winning move exactly when the position is won. */
static void check_hint(const play_t *p, tally_t *t)
{
    play_move_t h;
    bool won = bf_wins(p);
    bool hinted = play_hint(p, &h);
    if (won != hinted) {
        fail_msg("hint says %s, brute force %s (kind %u, pile0 %lu pile1 %lx pile2 %lx)",
                 hinted ? "won" : "lost", won ? "won" : "lost", p->game.kind,
                 (unsigned long)p->pos.pile[0], (unsigned long)p->pos.pile[1],
                 (unsigned long)p->pos.pile[2]);
    }
    if (won) {
        assert_int_equal(play_check(p, &h), PLAY_OK);
        assert_true(bf_legal(p, &h));
        if (!bf_move_wins(p, &h)) {
            fail_msg("hint %u/%lu is not a winning move (kind %u)", h.pile, (unsigned long)h.take,
                     p->game.kind);
        }
        t->won_checks++;
    } else {
        t->lost_checks++;
    }
}

/* Plays from `start` (its position set up) at every level, the computer first, against a
 * perfect and a random opponent, checking every move. */
static void play_from(const play_t *start, rng_t *r, tally_t *t)
{
    bool bf = bf_can(start);
    for (uint8_t level = 0; level < LEVEL_COUNT; level++) {
        for (uint8_t perfect = 0; perfect < 2u; perfect++) {
            play_t p = *start;
            p.level = level;
            p.mode = PLAY_MISERE; /* the new games play normal play whatever the setting */
            p.first = PLAY_P2;
            play_start(&p);
            assert_int_equal(p.mode, PLAY_NORMAL);
            bool cpu_won_start = bf && bf_wins(&p);
            t->games++;
            t->won_starts += cpu_won_start && level == LEVEL_PERFECT;
            for (uint32_t moves = 0; p.winner == PLAY_NOBODY; moves++) {
                assert_true(moves < 200u);
                play_move_t m;
                if (bf) {
                    check_hint(&p, t);
                }
                if (play_human_turn(&p)) {
                    if (perfect && bf) {
                        perfect_move(&p, r, &m);
                    } else {
                        random_move(&p, r, &m);
                    }
                    assert_int_equal(play_check(&p, &m), PLAY_OK);
                } else {
                    play_computer_move(&p, r, &m);
                    if (play_check(&p, &m) != PLAY_OK || !bf_legal(&p, &m)) {
                        fail_msg("illegal computer move %u/%lu, level %u, kind %u", m.pile,
                                 (unsigned long)m.take, level, p.game.kind);
                    }
                    if (bf && level == LEVEL_PERFECT && bf_wins(&p) && !bf_move_wins(&p, &m)) {
                        fail_msg("perfect move %u/%lu leaves a won position, kind %u", m.pile,
                                 (unsigned long)m.take, p.game.kind);
                    }
                }
                play_apply(&p, &m);
            }
            if (bf) {
                /* the engine's end agrees with the rules: the player to move has no move */
                assert_false(bf_wins(&p));
            }
            if (level == LEVEL_PERFECT && cpu_won_start && p.winner != PLAY_P2) {
                fail_msg("perfect computer lost a won start, kind %u", p.game.kind);
            }
        }
    }
}

/* A start: the game's random position, or one of edited size, then 0..pre random moves. */
static void play_from_moves_in(const play_t *p0, rng_t *r, uint8_t pre, tally_t *t)
{
    play_t p = *p0;
    p.first = PLAY_P1;
    play_start(&p);
    for (uint8_t i = rng_below(r, (uint16_t)(pre + 1u)); i > 0 && p.winner == PLAY_NOBODY; i--) {
        play_move_t m;
        random_move(&p, r, &m);
        play_apply(&p, &m);
    }
    if (p.winner == PLAY_NOBODY) {
        play_from(&p, r, t);
    }
}

static void test_play_new_stone_perfect_never_loses_a_won_start_and_hints_win(void **state)
{
    (void)state;
    rng_t r;
    rng_seed(&r, 1740);
    tally_t t = {0};
    for (uint32_t i = 0; i < 500u; i++) {
        play_t p;
        play_init(&p, &game_new_stone_play);
        uint32_t total;
        do { /* the game's own random positions, small enough for the brute force */
            play_random(&p, &r);
            total = 0;
            for (uint8_t j = 0; j < p.pos.piles; j++) {
                assert_in_range(p.pos.pile[j], 1, 9);
                total += p.pos.pile[j];
            }
        } while (total > NS_MAX_TOTAL);
        assert_in_range(p.pos.piles, 3, 5);
        play_from_moves_in(&p, &r, 2, &t);
        /* edited: 1..6 piles of 0..4, empty piles included */
        p.pos.piles = (uint8_t)(1u + rng_below(&r, PLAY_MAX_PILES));
        memset(p.pos.pile, 0, sizeof p.pos.pile);
        total = 0;
        for (uint8_t j = 0; j < p.pos.piles && total < NS_MAX_TOTAL - 4u; j++) {
            p.pos.pile[j] = rng_below(&r, 5);
            total += p.pos.pile[j];
        }
        if (total != 0) {
            play_from_moves_in(&p, &r, 0, &t);
        }
    }
    assert_true(t.won_starts > 1000u); /* the property was really exercised */
    assert_true(t.won_checks > 5000u && t.lost_checks > 3000u);
}

static void test_play_coin_circle_perfect_never_loses_a_won_start_and_hints_win(void **state)
{
    (void)state;
    rng_t r;
    rng_seed(&r, 2484);
    tally_t t = {0};
    for (uint32_t i = 0; i < 600u; i++) {
        play_t p;
        play_init(&p, &game_coin_circle_play);
        play_random(&p, &r);
        assert_in_range(p.pos.pile[0], 5, 16);
        assert_in_range(p.pos.limit, 2, 3);
        assert_int_equal(p.pos.pile[1], (1UL << p.pos.pile[0]) - 1u);
        play_from_moves_in(&p, &r, 3, &t);
        /* edited: 1..12 coins, take 1..n */
        p.pos.pile[0] = 1u + rng_below(&r, 12);
        p.pos.limit = 1u + rng_below(&r, (uint16_t)p.pos.pile[0]);
        play_setup(&p);
        play_from_moves_in(&p, &r, 3, &t);
    }
    assert_true(t.won_starts > 1000u);
    assert_true(t.won_checks > 5000u && t.lost_checks > 3000u);
}

/* The ring's move at Perfect is the solver's coin_best_move (its choice checked against the
 * listing of every winning move in test_solver_edges.c) in every state of up to 10 coins and
 * every limit: the mirror move or the first winning move, and in a lost state the engine's own
 * stalling move (one coin from the first coin with the longest run ahead), which is the
 * solver's there. */
static void test_play_coin_circle_perfect_move_is_the_solvers_best_move(void **state)
{
    (void)state;
    uint32_t lost = 0;
    for (uint8_t n = 1; n <= 10; n++) {
        for (uint8_t k = 1; k <= n; k++) {
            for (uint32_t coins = 1; coins < (1UL << n); coins++) {
                play_t p;
                play_move_t m;
                coin_move_t want;
                bool wins;
                play_init(&p, &game_coin_circle_play);
                p.pos.pile[0] = n;
                p.pos.limit = k;
                play_setup(&p);
                p.pos.ring.coins = coins;
                assert_true(coin_best_move(coins, n, k, &want, &wins));
                play_computer_move(&p, NULL, &m);
                assert_int_equal(m.pile, want.start);
                assert_int_equal(m.take, want.len);
                lost += !wins;
            }
        }
    }
    assert_true(lost > 1000u);
}

static void test_play_board_walk_perfect_never_loses_a_won_start_and_hints_win(void **state)
{
    (void)state;
    rng_t r;
    rng_seed(&r, 1564);
    tally_t t = {0};
    for (uint32_t i = 0; i < 300u; i++) {
        play_t p;
        play_init(&p, &game_board_walk_play);
        play_random(&p, &r);
        assert_in_range(p.pos.pile[0], 2, 8);
        assert_int_equal(p.pos.pile[1], 0);
        assert_int_equal(board_visited(&p.pos), 1u);
        if (p.pos.pile[0] > BOARD_BF_MAX) {
            /* too big to brute-force: legal moves at every level, and from the corner the
             * first player wins exactly on even boards */
            play_from(&p, &r, &t);
            play_t q = p;
            q.first = PLAY_P2;
            play_start(&q);
            while (q.winner == PLAY_NOBODY) {
                play_move_t m;
                if (play_human_turn(&q)) {
                    random_move(&q, &r, &m);
                } else {
                    play_computer_move(&q, &r, &m);
                }
                play_apply(&q, &m);
            }
            if (q.pos.pile[0] % 2u == 0) {
                assert_int_equal(q.winner, PLAY_P2);
            }
        } else {
            play_from_moves_in(&p, &r, 6, &t);
        }
        /* edited: 1..5, then a random walk from the corner */
        p.pos.pile[0] = 1u + rng_below(&r, BOARD_BF_MAX);
        play_setup(&p);
        play_from_moves_in(&p, &r, 8, &t);
    }
    assert_true(t.won_starts > 200u);
    assert_true(t.won_checks > 3000u && t.lost_checks > 3000u);
}

/* play_check accepts exactly the New Stone moves the rules allow, spreads included: every
 * take and every add of 0..2 on every pile of small positions (with empty piles). */
static void test_play_check_agrees_with_the_new_stone_rules_on_spreads(void **state)
{
    (void)state;
    rng_t r;
    rng_seed(&r, 9);
    play_t p;
    play_init(&p, &game_new_stone_play);
    uint32_t accepted = 0;
    uint32_t refused = 0;
    for (uint32_t i = 0; i < 200u; i++) {
        p.pos.piles = (uint8_t)(1u + rng_below(&r, 4));
        memset(p.pos.pile, 0, sizeof p.pos.pile);
        for (uint8_t j = 0; j < p.pos.piles; j++) {
            p.pos.pile[j] = rng_below(&r, 4);
        }
        play_start(&p);
        for (uint32_t code = 0; code < 4u * 5u * 81u; code++) { /* pile, take, add 0..2 on 4 piles */
            uint32_t c = code;
            play_move_t m = {0};
            m.pile = (uint8_t)(c % 4u);
            c /= 4u;
            m.take = c % 5u;
            c /= 5u;
            for (uint8_t j = 0; j < 4u; j++, c /= 3u) {
                m.add[j] = c % 3u;
            }
            bool legal = ns_legal(&p.pos, &m);
            if ((play_check(&p, &m) == PLAY_OK) != legal) {
                fail_msg("play_check %d, rules %d: piles %u %u %u %u, move %u take %lu add %lu %lu %lu %lu",
                         play_check(&p, &m), legal, p.pos.pile[0], p.pos.pile[1], p.pos.pile[2],
                         p.pos.pile[3], m.pile, (unsigned long)m.take, (unsigned long)m.add[0],
                         (unsigned long)m.add[1], (unsigned long)m.add[2], (unsigned long)m.add[3]);
            }
            accepted += legal;
            refused += !legal;
        }
    }
    assert_true(accepted > 1000u && refused > 1000u);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_play_new_stone_perfect_never_loses_a_won_start_and_hints_win),
        cmocka_unit_test(test_play_coin_circle_perfect_never_loses_a_won_start_and_hints_win),
        cmocka_unit_test(test_play_coin_circle_perfect_move_is_the_solvers_best_move),
        cmocka_unit_test(test_play_board_walk_perfect_never_loses_a_won_start_and_hints_win),
        cmocka_unit_test(test_play_check_agrees_with_the_new_stone_rules_on_spreads),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
