/* test_play.c - the game-play engine (firmware/app/play.c) with the Nim and Bash tables:
 * move checks, turns, the end in normal and misere play, undo, hint, the computer's levels,
 * and a property test over many random starting positions: the computer never makes an
 * illegal move at any level, and at Perfect it never loses a game it starts to move in a won
 * position. "Won" is decided by a brute-force game-tree search written here, independent of
 * the solvers. The same for Powers of 2, Wythoff and Euclid, whose legal moves the test lists
 * itself from the rules (and checks play_check against); plus the engine's move rules: the
 * "both" move, the amounts a rule allows, the end when the player to move has no move. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "bash_game.h"
#include "coin_circle.h"
#include "euclid.h"
#include "games.h"
#include "new_stone.h"
#include "nim.h"
#include "play.h"
#include "pow2_game.h"
#include "wythoff.h"
#include "play_mode.h"
#include "settings.h"

/* ---- brute force: does the player to move win? ---- */

#define BF_MAX 12u /* piles 0..12 */
static int8_t bf_nim_memo[2][13 * 13 * 13 * 13 * 13 * 13];

static uint32_t bf_nim_key(const uint32_t *piles, uint8_t n)
{
    uint32_t s[PLAY_MAX_PILES] = {0};
    memcpy(s, piles, n * sizeof *piles);
    for (uint8_t i = 0; i < PLAY_MAX_PILES; i++) { /* sort: the order of piles is irrelevant */
        for (uint8_t j = (uint8_t)(i + 1); j < PLAY_MAX_PILES; j++) {
            if (s[j] > s[i]) {
                uint32_t t = s[i];
                s[i] = s[j];
                s[j] = t;
            }
        }
    }
    uint32_t k = 0;
    for (uint8_t i = 0; i < PLAY_MAX_PILES; i++) {
        k = k * 13u + s[i];
    }
    return k;
}

static bool bf_nim_wins(uint32_t *piles, uint8_t n, uint8_t mode)
{
    uint32_t key = bf_nim_key(piles, n);
    int8_t *m = &bf_nim_memo[mode][key];
    if (*m != 0) {
        return *m > 0;
    }
    bool any = false;
    bool win = false;
    for (uint8_t i = 0; i < n && !win; i++) {
        uint32_t keep = piles[i];
        for (uint32_t to = 0; to < keep && !win; to++) {
            any = true;
            piles[i] = to;
            win = !bf_nim_wins(piles, n, mode);
        }
        piles[i] = keep;
    }
    if (!any) {
        win = mode == PLAY_MISERE; /* the previous player took the last stone */
    }
    *m = win ? 1 : -1;
    return win;
}

static bool bf_bash_wins(uint32_t n, uint32_t m, uint8_t mode)
{
    static int8_t memo[2][21][256];
    int8_t *c = &memo[mode][m][n];
    if (*c != 0) {
        return *c > 0;
    }
    bool win = n == 0 && mode == PLAY_MISERE;
    for (uint32_t t = 1; t <= m && t <= n && !win; t++) {
        win = !bf_bash_wins(n - t, m, mode);
    }
    *c = win ? 1 : -1;
    return win;
}

/* ---- the new games' rules, written here: every legal move of a two-number position ---- */

enum { BF_NIM, BF_POW2, BF_WYTHOFF, BF_EUCLID };

/* The game by its rules (Powers of 2 shares Bash's winning move, so not by that hook). */
static uint8_t bf_kind(const play_t *p)
{
    return p->game.rule == PLAY_RULE_POW2       ? BF_POW2
           : p->game.flags & PLAY_F_BOTH        ? BF_WYTHOFF
           : p->game.rule == PLAY_RULE_MULTIPLE ? BF_EUCLID
                                                : BF_NIM;
}

/* Lists the legal moves of a Powers of 2 (b unused), Wythoff or Euclid position; returns how
 * many (at most max). */
static uint32_t bf_moves(uint8_t kind, uint32_t a, uint32_t b, play_move_t *out, uint32_t max)
{
    uint32_t n = 0;
    if (kind == BF_POW2) {
        for (uint32_t t = 1; t <= a && n < max; t *= 2u) {
            out[n++] = (play_move_t){.take = t, .pile = 0};
        }
    } else if (kind == BF_WYTHOFF) {
        const uint32_t pile[3] = {a, b, a < b ? a : b};
        for (uint8_t i = 0; i < 3; i++) {
            for (uint32_t t = 1; t <= pile[i] && n < max; t++) {
                out[n++] = (play_move_t){.take = t, .pile = i};
            }
        }
    } else if (a != 0 && b != 0) { /* Euclid: a multiple of the smaller from the larger */
        for (uint8_t i = 0; i < 2; i++) {
            uint32_t big = i ? b : a;
            uint32_t small = i ? a : b;
            for (uint32_t t = small; big >= small && t <= big && n < max; t += small) {
                out[n++] = (play_move_t){.take = t, .pile = i};
            }
        }
    }
    return n;
}

/* The position (a, b) after move m. */
static void bf_after(uint32_t *a, uint32_t *b, const play_move_t *m)
{
    if (m->pile != 1) {
        *a -= m->take;
    }
    if (m->pile != 0) {
        *b -= m->take;
    }
}

#define BF_TWO 64u /* two-number positions below 64 */
static bool bf_two_wins(uint8_t kind, uint32_t a, uint32_t b)
{
    static int8_t memo[4][BF_TWO * 4u][BF_TWO];
    int8_t *c = &memo[kind][a][b];
    if (*c != 0) {
        return *c > 0;
    }
    play_move_t m[BF_TWO * 4u];
    uint32_t n = bf_moves(kind, a, b, m, BF_TWO * 4u);
    bool win = false;
    for (uint32_t i = 0; i < n && !win; i++) {
        uint32_t x = a;
        uint32_t y = b;
        bf_after(&x, &y, &m[i]);
        win = !bf_two_wins(kind, x, y);
    }
    *c = win ? 1 : -1;
    return win;
}

static bool bf_wins(const play_t *p)
{
    play_pos_t pos = p->pos;
    uint8_t kind = bf_kind(p);
    if (kind != BF_NIM) {
        return bf_two_wins(kind, pos.pile[0], pos.pile[1]);
    }
    if (pos.limit != 0) {
        return bf_bash_wins(pos.pile[0], pos.limit, p->mode);
    }
    return bf_nim_wins(pos.pile, pos.piles, p->mode);
}

/* ---- helpers ---- */

static void new_game(play_t *p, const play_game_t *g, uint8_t mode, const uint32_t *piles,
                     uint8_t n, uint32_t limit)
{
    play_init(p, g);
    p->mode = mode;
    p->pos.piles = n;
    memset(p->pos.pile, 0, sizeof p->pos.pile);
    memcpy(p->pos.pile, piles, n * sizeof *piles);
    p->pos.limit = limit;
}

static play_move_t mv(uint8_t pile, uint32_t take)
{
    play_move_t m = {.take = take, .pile = pile};
    return m;
}

/* ---- rules of play ---- */

static void test_play_check_refuses_empty_piles_nothing_too_many_and_over_the_limit(void **state)
{
    (void)state;
    play_t p;
    const uint32_t piles[3] = {3, 0, 5};
    new_game(&p, &game_nim_play, PLAY_NORMAL, piles, 3, 0);
    play_move_t m = mv(1, 1);
    assert_int_equal(play_check(&p, &m), PLAY_BAD_EMPTY);
    m = mv(3, 1);
    assert_int_equal(play_check(&p, &m), PLAY_BAD_EMPTY);
    m = mv(0, 0);
    assert_int_equal(play_check(&p, &m), PLAY_BAD_ZERO);
    m = mv(0, 4);
    assert_int_equal(play_check(&p, &m), PLAY_BAD_MORE);
    m = mv(2, 5);
    assert_int_equal(play_check(&p, &m), PLAY_OK);

    const uint32_t n[1] = {20};
    new_game(&p, &game_bash_play, PLAY_NORMAL, n, 1, 3);
    m = mv(0, 4);
    assert_int_equal(play_check(&p, &m), PLAY_BAD_LIMIT);
    m = mv(0, 3);
    assert_int_equal(play_check(&p, &m), PLAY_OK);
}

static void test_play_turns_alternate_and_the_last_take_wins_in_normal_play(void **state)
{
    (void)state;
    play_t p;
    const uint32_t n[1] = {4};
    new_game(&p, &game_bash_play, PLAY_NORMAL, n, 1, 3);
    p.vs_cpu = 0;
    play_start(&p);
    assert_int_equal(p.turn, PLAY_P1);
    play_move_t m = mv(0, 1);
    play_apply(&p, &m);
    assert_int_equal(p.turn, PLAY_P2);
    assert_int_equal(p.winner, PLAY_NOBODY);
    m = mv(0, 3);
    play_apply(&p, &m);
    assert_int_equal(p.pos.pile[0], 0);
    assert_int_equal(p.winner, PLAY_P2);
}

static void test_play_misere_last_take_loses(void **state)
{
    (void)state;
    play_t p;
    const uint32_t piles[2] = {1, 1};
    new_game(&p, &game_nim_play, PLAY_MISERE, piles, 2, 0);
    p.vs_cpu = 0;
    play_start(&p);
    play_move_t m = mv(0, 1);
    play_apply(&p, &m);
    m = mv(1, 1);
    play_apply(&p, &m);
    assert_int_equal(p.winner, PLAY_P1);
}

static void test_play_start_on_an_empty_position_is_over_at_once(void **state)
{
    (void)state;
    play_t p;
    const uint32_t piles[2] = {0, 0};
    new_game(&p, &game_nim_play, PLAY_NORMAL, piles, 2, 0);
    p.first = PLAY_P2;
    play_start(&p);
    assert_int_equal(p.winner, PLAY_P1); /* P2 cannot move */
    new_game(&p, &game_nim_play, PLAY_MISERE, piles, 2, 0);
    play_start(&p);
    assert_int_equal(p.winner, PLAY_P1); /* in misere the one to move has won */
}

static void test_play_undo_takes_back_the_human_move_and_the_computer_answer(void **state)
{
    (void)state;
    play_t p;
    const uint32_t piles[3] = {3, 4, 5};
    new_game(&p, &game_nim_play, PLAY_NORMAL, piles, 3, 0);
    play_start(&p);
    assert_false(play_undo(&p)); /* nothing played yet */
    play_move_t m = mv(0, 2);
    play_apply(&p, &m);
    assert_false(play_human_turn(&p));
    m = mv(2, 1);
    play_apply(&p, &m);
    assert_true(play_human_turn(&p));
    assert_true(play_undo(&p));
    assert_memory_equal(p.pos.pile, piles, sizeof piles);
    assert_int_equal(p.turn, PLAY_P1);
    assert_false(play_undo(&p)); /* back at the start */
}

static void test_play_undo_between_two_people_takes_back_one_move(void **state)
{
    (void)state;
    play_t p;
    const uint32_t piles[2] = {3, 4};
    new_game(&p, &game_nim_play, PLAY_NORMAL, piles, 2, 0);
    p.vs_cpu = 0;
    play_start(&p);
    play_move_t m = mv(0, 2);
    play_apply(&p, &m);
    m = mv(1, 4);
    play_apply(&p, &m);
    assert_true(play_undo(&p));
    assert_int_equal(p.pos.pile[0], 1);
    assert_int_equal(p.pos.pile[1], 4);
    assert_int_equal(p.turn, PLAY_P2);
}

/* ---- the computer ---- */

static void test_play_perfect_takes_the_winning_move_and_stalls_when_lost(void **state)
{
    (void)state;
    play_t p;
    rng_t r;
    rng_seed(&r, 7);
    const uint32_t n[1] = {10};
    new_game(&p, &game_bash_play, PLAY_NORMAL, n, 1, 3);
    play_move_t m;
    play_computer_move(&p, &r, &m);
    assert_int_equal(m.take, 2); /* 10 mod 4 */
    const uint32_t piles[3] = {2, 7, 5}; /* nim-sum 0: lost */
    new_game(&p, &game_nim_play, PLAY_NORMAL, piles, 3, 0);
    assert_false(play_hint(&p, &m));
    play_computer_move(&p, &r, &m);
    assert_int_equal(m.pile, 1);
    assert_int_equal(m.take, 1);
}

static void test_play_hint_is_a_winning_move_of_nim(void **state)
{
    (void)state;
    play_t p;
    const uint32_t piles[3] = {1, 2, 4};
    new_game(&p, &game_nim_play, PLAY_NORMAL, piles, 3, 0);
    play_move_t m;
    assert_true(play_hint(&p, &m));
    assert_int_equal(m.pile, 2);
    assert_int_equal(m.take, 1);
}

/* Share of moves, from won Bash positions where a random take is almost never the winning
 * one, that are not the winning take. */
static uint32_t mistakes_per_1000(uint8_t level)
{
    play_t p;
    rng_t r;
    rng_seed(&r, 12345);
    const uint32_t n[1] = {1001};
    new_game(&p, &game_bash_play, PLAY_NORMAL, n, 1, 200);
    p.level = level;
    uint32_t bad = 0;
    for (uint32_t i = 0; i < 4000; i++) {
        play_move_t m;
        play_computer_move(&p, &r, &m);
        assert_int_equal(play_check(&p, &m), PLAY_OK);
        bad += m.take != 1001u % 201u;
    }
    return bad / 4u;
}

static void test_play_easy_and_medium_make_mistakes_at_the_stated_rate(void **state)
{
    (void)state;
    /* a random take is the winning one 1 time in 200 */
    uint32_t easy = mistakes_per_1000(LEVEL_EASY);
    uint32_t medium = mistakes_per_1000(LEVEL_MEDIUM);
    assert_in_range(easy, 1000u * PLAY_EASY_MISTAKES / 8u - 40u, 1000u * PLAY_EASY_MISTAKES / 8u + 40u);
    assert_in_range(medium, 1000u * PLAY_MEDIUM_MISTAKES / 8u - 40u,
                    1000u * PLAY_MEDIUM_MISTAKES / 8u + 40u);
    assert_int_equal(mistakes_per_1000(LEVEL_PERFECT), 0);
}

static void test_play_random_positions_stay_in_the_game_ranges(void **state)
{
    (void)state;
    play_t p;
    rng_t r;
    rng_seed(&r, 99);
    for (uint32_t i = 0; i < 2000; i++) {
        play_init(&p, &game_nim_play);
        play_random(&p, &r);
        assert_in_range(p.pos.piles, 3, 5);
        assert_int_equal(p.pos.limit, 0);
        for (uint8_t k = 0; k < PLAY_MAX_PILES; k++) {
            if (k < p.pos.piles) {
                assert_in_range(p.pos.pile[k], 1, 12);
            } else {
                assert_int_equal(p.pos.pile[k], 0);
            }
        }
        play_init(&p, &game_bash_play);
        play_random(&p, &r);
        assert_int_equal(p.pos.piles, 1);
        assert_in_range(p.pos.pile[0], 10, 40);
        assert_in_range(p.pos.limit, 2, 6);
    }
}

/* ---- property test ---- */

/* The opponent (player 1, a "person"): random legal moves, or perfect play by brute force. */
static void opponent_move(play_t *p, rng_t *r, bool perfect, play_move_t *out)
{
    uint8_t kind = bf_kind(p);
    if (kind != BF_NIM) {
        play_move_t m[BF_TWO * 4u] = {{.take = 0}};
        uint32_t n = bf_moves(kind, p->pos.pile[0], p->pos.pile[1], m, BF_TWO * 4u);
        assert_true(n > 0);
        *out = m[rng_below(r, n)];
        for (uint32_t i = 0; i < n && perfect; i++) {
            uint32_t x = p->pos.pile[0];
            uint32_t y = p->pos.pile[1];
            bf_after(&x, &y, &m[i]);
            if (!bf_two_wins(kind, x, y)) {
                *out = m[i];
                break;
            }
        }
        return;
    }
    if (perfect) {
        for (uint8_t i = 0; i < p->pos.piles; i++) {
            uint32_t most = p->pos.pile[i];
            if (p->pos.limit != 0 && p->pos.limit < most) {
                most = p->pos.limit;
            }
            for (uint32_t t = 1; t <= most; t++) {
                play_t q = *p;
                q.pos.pile[i] -= t;
                q.turn ^= 1u;
                if (!bf_wins(&q)) {
                    *out = mv(i, t);
                    return;
                }
            }
        }
    }
    do {
        out->pile = (uint8_t)rng_below(r, p->pos.piles);
        out->take = 1u + rng_below(r, 13);
    } while (play_check(p, out) != PLAY_OK);
}

/* Plays games from n random positions of game g at every level and both modes. */
static void play_many(const play_game_t *g, uint32_t n, uint32_t seed)
{
    rng_t r;
    rng_seed(&r, seed);
    uint32_t won_starts = 0;
    for (uint32_t i = 0; i < n; i++) {
        for (uint8_t level = 0; level < LEVEL_COUNT; level++) {
            play_t p;
            play_init(&p, g);
            play_random(&p, &r);
            p.mode = (uint8_t)(i & 1u);
            p.level = level;
            p.first = PLAY_P2; /* the computer moves first */
            bool perfect_opponent = (i & 2u) != 0;
            play_start(&p);
            bool cpu_won_start = bf_wins(&p);
            won_starts += cpu_won_start && level == LEVEL_PERFECT;
            while (p.winner == PLAY_NOBODY) {
                play_move_t m;
                if (play_human_turn(&p)) {
                    opponent_move(&p, &r, perfect_opponent, &m);
                } else {
                    bool won = bf_wins(&p);
                    play_computer_move(&p, &r, &m);
                    if (play_check(&p, &m) != PLAY_OK) {
                        fail_msg("illegal computer move, level %u, position %u", level, i);
                    }
                    if (level == LEVEL_PERFECT && won) {
                        play_t q = p;
                        play_apply(&q, &m);
                        if (q.winner == PLAY_NOBODY && bf_wins(&q)) {
                            fail_msg("perfect move leaves a won position, position %u", i);
                        }
                    }
                }
                play_apply(&p, &m);
            }
            if (level == LEVEL_PERFECT && cpu_won_start && p.winner != PLAY_P2) {
                fail_msg("perfect computer lost a won start, position %u", i);
            }
        }
    }
    assert_true(won_starts > n / 4u); /* the property was really exercised */
}

static void test_play_nim_perfect_never_loses_a_won_start_and_no_level_moves_illegally(void **state)
{
    (void)state;
    play_many(&game_nim_play, 3000, 2024);
}

static void test_play_bash_perfect_never_loses_a_won_start_and_no_level_moves_illegally(void **state)
{
    (void)state;
    play_many(&game_bash_play, 3000, 1846);
}

/* Nim with 2..6 piles of 0..12, as the editor allows, not only the random start ranges. */
static void test_play_nim_perfect_wins_every_won_edited_position(void **state)
{
    (void)state;
    rng_t r;
    rng_seed(&r, 1849);
    for (uint32_t i = 0; i < 3000; i++) {
        play_t p;
        uint32_t piles[PLAY_MAX_PILES];
        uint8_t n = (uint8_t)(2u + rng_below(&r, 5));
        for (uint8_t k = 0; k < n; k++) {
            piles[k] = rng_below(&r, BF_MAX + 1u);
        }
        new_game(&p, &game_nim_play, (uint8_t)(i & 1u), piles, n, 0);
        p.first = PLAY_P2;
        play_start(&p);
        if (p.winner != PLAY_NOBODY || !bf_wins(&p)) {
            continue;
        }
        while (p.winner == PLAY_NOBODY) {
            play_move_t m;
            if (play_human_turn(&p)) {
                opponent_move(&p, &r, (i & 2u) != 0, &m);
            } else {
                play_computer_move(&p, &r, &m);
                assert_int_equal(play_check(&p, &m), PLAY_OK);
            }
            play_apply(&p, &m);
        }
        assert_int_equal(p.winner, PLAY_P2);
    }
}

static void test_play_pow2_wythoff_euclid_perfect_never_loses_a_won_start_and_no_level_moves_illegally(
    void **state)
{
    (void)state;
    play_many(&game_pow2_play, 1500, 1847);
    play_many(&game_wythoff_play, 1500, 1527);
    play_many(&game_euclid_play, 1500, 2348);
}

/* play_check accepts exactly the moves the test lists from the rules, on every small position. */
static void test_play_check_agrees_with_the_rules_of_pow2_wythoff_and_euclid(void **state)
{
    (void)state;
    const play_game_t *games[3] = {&game_pow2_play, &game_wythoff_play, &game_euclid_play};
    for (uint8_t g = 0; g < 3; g++) {
        for (uint32_t a = 0; a < 24; a++) {
            for (uint32_t b = 0; b < (g == 0 ? 1u : 24u); b++) {
                play_t p;
                const uint32_t piles[2] = {a, b};
                new_game(&p, games[g], PLAY_NORMAL, piles, g == 0 ? 1 : 2, 0);
                play_move_t legal[BF_TWO * 4u];
                uint32_t n = bf_moves(bf_kind(&p), a, b, legal, BF_TWO * 4u);
                uint32_t accepted = 0;
                for (uint8_t pile = 0; pile < 4; pile++) {
                    for (uint32_t t = 0; t < 30; t++) {
                        play_move_t m = mv(pile, t);
                        bool listed = false;
                        for (uint32_t i = 0; i < n; i++) {
                            listed |= legal[i].pile == pile && legal[i].take == t;
                        }
                        bool ok = play_check(&p, &m) == PLAY_OK;
                        if (ok != listed) {
                            fail_msg("game %u (%u, %u): take %u from %u", g, a, b, t, pile);
                        }
                        accepted += ok;
                    }
                }
                assert_int_equal(accepted, n);
                /* over at once exactly when there is no move */
                play_start(&p);
                assert_int_equal(p.winner == PLAY_NOBODY, n != 0);
            }
        }
    }
}

/* The Why's verdict (play_why: the game's winning move's) is the solvers' verdict of the
 * position, game by game, in each mode the game plays, while the game is on (the Why is a
 * screen of a game in play: at its end the winner is the screen's, and misere's "the player
 * to move wins" has no winning move to show). */
static bool why_wins(const play_game_t *g, const play_pos_t *pos, uint8_t mode)
{
    play_t p;
    reason_t r;
    play_init(&p, g);
    p.pos = *pos;
    p.mode = mode;
    play_why(&p, &r);
    return r.wins;
}

static void test_play_why_verdict_is_the_solvers_verdict(void **state)
{
    (void)state;
    play_pos_t pos;
    for (uint8_t mode = PLAY_NORMAL; mode <= PLAY_MISERE; mode++) {
        for (uint32_t n = 1; n <= 40; n++) {
            for (uint32_t m = 1; m <= 6; m++) {
                memset(&pos, 0, sizeof pos);
                pos.piles = 1;
                pos.pile[0] = n;
                pos.limit = m;
                assert_int_equal(why_wins(&game_bash_play, &pos, mode),
                                 bash_first_wins(n, m, (play_mode_t)mode));
            }
        }
        for (uint32_t k = 1; k < 8u * 8u * 8u; k++) {
            memset(&pos, 0, sizeof pos);
            pos.piles = 3;
            pos.pile[0] = k % 8u;
            pos.pile[1] = k / 8u % 8u;
            pos.pile[2] = k / 64u;
            assert_int_equal(why_wins(&game_nim_play, &pos, mode),
                             nim_first_wins(pos.pile, 3, (play_mode_t)mode));
        }
    }
    for (uint32_t n = 1; n <= 60; n++) {
        memset(&pos, 0, sizeof pos);
        pos.piles = 1;
        pos.pile[0] = n;
        assert_int_equal(why_wins(&game_pow2_play, &pos, PLAY_NORMAL), pow2_first_wins(n));
    }
    for (uint32_t a = 0; a <= 30; a++) {
        for (uint32_t b = 0; b <= 30; b++) {
            memset(&pos, 0, sizeof pos);
            pos.piles = 2;
            pos.pile[0] = a;
            pos.pile[1] = b;
            assert_int_equal(why_wins(&game_wythoff_play, &pos, PLAY_NORMAL),
                             !wythoff_is_p(a, b));
            if (a != 0 && b != 0) { /* Euclid's numbers are 1 or more */
                assert_int_equal(why_wins(&game_euclid_play, &pos, PLAY_NORMAL),
                                 euclid_first_wins(a, b));
            }
        }
    }
    for (uint32_t k = 0; k < 7u * 7u * 7u * 7u; k++) {
        memset(&pos, 0, sizeof pos);
        pos.piles = 4;
        pos.pile[0] = k % 7u;
        pos.pile[1] = k / 7u % 7u;
        pos.pile[2] = k / 49u % 7u;
        pos.pile[3] = k / 343u;
        assert_int_equal(why_wins(&game_new_stone_play, &pos, PLAY_NORMAL),
                         new_stone_first_wins(pos.pile, 4));
    }
    for (uint32_t n = 1; n <= 9; n++) {
        for (uint32_t coins = 0; coins < (1u << n); coins++) {
            for (uint32_t lim = 1; lim <= 3; lim++) {
                memset(&pos, 0, sizeof pos);
                pos.piles = 1;
                pos.ring.n = n;
                pos.ring.coins = coins;
                pos.limit = lim;
                assert_int_equal(why_wins(&game_coin_circle_play, &pos, PLAY_NORMAL),
                                 coin_state_mover_wins(coins, (uint8_t)n, (uint8_t)lim));
            }
        }
    }
}

static void test_play_rules_give_their_reasons_and_both_takes_from_every_pile(void **state)
{
    (void)state;
    play_t p;
    const uint32_t n[1] = {12};
    new_game(&p, &game_pow2_play, PLAY_NORMAL, n, 1, 0);
    play_move_t m = mv(0, 6);
    assert_int_equal(play_check(&p, &m), PLAY_BAD_RULE);
    m = mv(0, 8);
    assert_int_equal(play_check(&p, &m), PLAY_OK);
    assert_int_equal(play_next_take(&p, 0, 4), 8);
    assert_int_equal(play_next_take(&p, 0, 8), 0); /* 16 > 12 */

    const uint32_t e[2] = {5, 17};
    new_game(&p, &game_euclid_play, PLAY_NORMAL, e, 2, 0);
    m = mv(0, 5);
    assert_int_equal(play_check(&p, &m), PLAY_BAD_PILE); /* 5 is the smaller number */
    m = mv(1, 7);
    assert_int_equal(play_check(&p, &m), PLAY_BAD_RULE);
    m = mv(1, 15);
    assert_int_equal(play_check(&p, &m), PLAY_OK);
    assert_int_equal(play_next_take(&p, 1, 0), 5);
    assert_int_equal(play_next_take(&p, 1, 11), 15);
    assert_int_equal(play_next_take(&p, 1, 15), 0);
    const uint32_t big[2] = {4294967295u, 2147483648u};
    new_game(&p, &game_euclid_play, PLAY_NORMAL, big, 2, 0);
    assert_int_equal(play_next_take(&p, 0, 2147483648u), 0); /* 2^32 wraps: none */

    const uint32_t w[2] = {3, 5};
    new_game(&p, &game_wythoff_play, PLAY_NORMAL, w, 2, 0);
    p.vs_cpu = 0;
    assert_int_equal(play_choices(&p), 3);
    m = mv(2, 4);
    assert_int_equal(play_check(&p, &m), PLAY_BAD_MORE); /* more than the smaller pile */
    m = mv(3, 1);
    assert_int_equal(play_check(&p, &m), PLAY_BAD_EMPTY);
    m = mv(2, 3);
    play_start(&p);
    play_apply(&p, &m);
    assert_int_equal(p.pos.pile[0], 0);
    assert_int_equal(p.pos.pile[1], 2);
    assert_int_equal(p.winner, PLAY_NOBODY);
    assert_true(play_undo(&p));
    assert_int_equal(p.pos.pile[0], 3);
    assert_int_equal(p.pos.pile[1], 5);
}

static void test_play_euclid_ends_at_a_zero_and_the_new_games_ignore_misere(void **state)
{
    (void)state;
    play_t p;
    const uint32_t e[2] = {6, 3};
    new_game(&p, &game_euclid_play, PLAY_MISERE, e, 2, 0);
    p.vs_cpu = 0;
    play_start(&p);
    assert_int_equal(p.mode, PLAY_NORMAL);
    play_move_t m = mv(0, 6);
    play_apply(&p, &m);
    assert_int_equal(p.pos.pile[1], 3); /* 0 and 3: over, the one who made the 0 wins */
    assert_int_equal(p.winner, PLAY_P1);
    new_game(&p, &game_nim_play, PLAY_MISERE, e, 2, 0);
    play_start(&p);
    assert_int_equal(p.mode, PLAY_MISERE); /* Nim keeps it */
}

/* Each game's solve hook (play_hint's move, play_why's reason) at the 32-bit ends, the answers
 * worked out by hand from the rules: Wythoff's two equal piles of 4294967295 go in one move
 * from both (a take whose double passes 2^32) to the pair of gap 0, (0, 0); one empty pile
 * and one of 4294967295 has no pair of its gap (b_k would pass 2^32) and the whole pile goes;
 * Bash with the largest limit takes the whole pile (n mod 2^32, the divisor m + 1 read as 0);
 * Euclid's (4294967295, 1) takes the larger number down to 0 (quotient 4294967295, no forced
 * step). */
static void test_play_solve_hooks_at_the_32_bit_ends(void **state)
{
    (void)state;
    play_t p;
    play_move_t m;
    reason_t r;
    const uint32_t both[2] = {4294967295u, 4294967295u};
    new_game(&p, &game_wythoff_play, PLAY_NORMAL, both, 2, 0);
    assert_true(play_hint(&p, &m));
    assert_int_equal(m.pile, 2); /* from both */
    assert_int_equal(m.take, 4294967295u);
    play_why(&p, &r);
    assert_int_equal(r.kind, REASON_WYTHOFF);
    assert_true(r.wins);
    assert_int_equal(r.num[0], 0);
    assert_int_equal(r.detail, 1);
    assert_int_equal(r.num[1], 0);
    assert_int_equal(r.num[2], 0);

    const uint32_t one[2] = {0, 4294967295u};
    new_game(&p, &game_wythoff_play, PLAY_NORMAL, one, 2, 0);
    assert_true(play_hint(&p, &m));
    assert_int_equal(m.pile, 1);
    assert_int_equal(m.take, 4294967295u);
    play_why(&p, &r);
    assert_true(r.wins);
    assert_int_equal(r.num[0], 4294967295u);
    assert_int_equal(r.detail, 0); /* no pair of that gap */

    const uint32_t n[1] = {4294967295u};
    new_game(&p, &game_bash_play, PLAY_NORMAL, n, 1, 4294967295u);
    assert_true(play_hint(&p, &m));
    assert_int_equal(m.pile, 0);
    assert_int_equal(m.take, 4294967295u);
    play_why(&p, &r);
    assert_int_equal(r.kind, REASON_MOD);
    assert_true(r.wins);
    assert_int_equal(r.num[0], 4294967295u);
    assert_int_equal(r.num[1], 0); /* m + 1 = 2^32 */
    assert_int_equal(r.num[2], 4294967295u);
    assert_int_equal(r.detail, 0); /* normal play: remainder 0 loses */

    const uint32_t e[2] = {4294967295u, 1};
    new_game(&p, &game_euclid_play, PLAY_NORMAL, e, 2, 0);
    assert_true(play_hint(&p, &m));
    assert_int_equal(m.pile, 0);
    assert_int_equal(m.take, 4294967295u);
    play_why(&p, &r);
    assert_int_equal(r.kind, REASON_EUCLID);
    assert_true(r.wins);
    assert_int_equal(r.num[0], 4294967295u);
    assert_int_equal(r.num[1], 0);
}

/* In a lost position Perfect plays the solver's stalling move; in a won one its winning move. */
static void test_play_perfect_plays_the_solvers_moves_in_pow2_wythoff_and_euclid(void **state)
{
    (void)state;
    rng_t r;
    rng_seed(&r, 3);
    uint32_t lost = 0;
    for (uint32_t a = 1; a < 40; a++) {
        play_t p;
        play_move_t m;
        uint32_t n[1] = {a};
        new_game(&p, &game_pow2_play, PLAY_NORMAL, n, 1, 0);
        play_computer_move(&p, &r, &m);
        if (pow2_first_wins(a)) {
            assert_true(pow2_winning_takes(a) & m.take);
        } else {
            assert_int_equal(m.take, pow2_stalling_take(a));
            lost++;
        }
        for (uint32_t b = 1; b < 40; b++) {
            const uint32_t ab[2] = {a, b};
            uint32_t x = a;
            uint32_t y = b;
            new_game(&p, &game_wythoff_play, PLAY_NORMAL, ab, 2, 0);
            play_computer_move(&p, &r, &m);
            bf_after(&x, &y, &m);
            wythoff_move_t wm[3];
            if (wythoff_winning_moves(a, b, wm) != 0) {
                assert_true(wythoff_is_p(x, y));
                assert_int_equal(x < y ? x : y, wm[0].x); /* the first listed: both first */
            } else {
                assert_true(wythoff_stalling_move(a, b, wm));
                assert_int_equal(x < y ? x : y, wm[0].x);
                assert_int_equal(x < y ? y : x, wm[0].y);
                lost++;
            }
            x = a;
            y = b;
            new_game(&p, &game_euclid_play, PLAY_NORMAL, ab, 2, 0);
            play_computer_move(&p, &r, &m);
            bf_after(&x, &y, &m);
            euclid_move_t em;
            if (!euclid_winning_move(a, b, &em)) {
                assert_true(euclid_stalling_move(a, b, &em));
                lost++;
            }
            assert_int_equal(x, em.a);
            assert_int_equal(y, em.b);
        }
    }
    assert_true(lost > 100);
}

static void test_play_random_positions_of_the_new_games_are_in_range_and_not_over(void **state)
{
    (void)state;
    rng_t r;
    rng_seed(&r, 5);
    for (uint32_t i = 0; i < 1000; i++) {
        play_t p;
        play_init(&p, &game_pow2_play);
        play_random(&p, &r);
        assert_int_equal(p.pos.piles, 1);
        assert_in_range(p.pos.pile[0], 10, 60);
        play_init(&p, &game_wythoff_play);
        play_random(&p, &r);
        assert_int_equal(p.pos.piles, 2);
        assert_in_range(p.pos.pile[0], 1, 15);
        assert_in_range(p.pos.pile[1], 1, 15);
        play_init(&p, &game_euclid_play);
        play_random(&p, &r);
        assert_int_equal(p.pos.piles, 2);
        assert_in_range(p.pos.pile[0], 2, 50);
        assert_in_range(p.pos.pile[1], 2, 50);
        assert_int_equal(p.pos.limit, 0);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_play_check_refuses_empty_piles_nothing_too_many_and_over_the_limit),
        cmocka_unit_test(test_play_turns_alternate_and_the_last_take_wins_in_normal_play),
        cmocka_unit_test(test_play_misere_last_take_loses),
        cmocka_unit_test(test_play_start_on_an_empty_position_is_over_at_once),
        cmocka_unit_test(test_play_undo_takes_back_the_human_move_and_the_computer_answer),
        cmocka_unit_test(test_play_undo_between_two_people_takes_back_one_move),
        cmocka_unit_test(test_play_perfect_takes_the_winning_move_and_stalls_when_lost),
        cmocka_unit_test(test_play_hint_is_a_winning_move_of_nim),
        cmocka_unit_test(test_play_easy_and_medium_make_mistakes_at_the_stated_rate),
        cmocka_unit_test(test_play_random_positions_stay_in_the_game_ranges),
        cmocka_unit_test(test_play_nim_perfect_never_loses_a_won_start_and_no_level_moves_illegally),
        cmocka_unit_test(test_play_bash_perfect_never_loses_a_won_start_and_no_level_moves_illegally),
        cmocka_unit_test(test_play_nim_perfect_wins_every_won_edited_position),
        cmocka_unit_test(
            test_play_pow2_wythoff_euclid_perfect_never_loses_a_won_start_and_no_level_moves_illegally),
        cmocka_unit_test(test_play_check_agrees_with_the_rules_of_pow2_wythoff_and_euclid),
        cmocka_unit_test(test_play_rules_give_their_reasons_and_both_takes_from_every_pile),
        cmocka_unit_test(test_play_why_verdict_is_the_solvers_verdict),
        cmocka_unit_test(test_play_euclid_ends_at_a_zero_and_the_new_games_ignore_misere),
        cmocka_unit_test(test_play_solve_hooks_at_the_32_bit_ends),
        cmocka_unit_test(test_play_perfect_plays_the_solvers_moves_in_pow2_wythoff_and_euclid),
        cmocka_unit_test(test_play_random_positions_of_the_new_games_are_in_range_and_not_over),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
