/* test_play_undo.c - undo back to the start of the game (firmware/app/play.c's undo log), in
 * every game of the engine: random games (random starts, random legal moves, against the
 * computer or between two people, either player first) are played while the test keeps its
 * own copy of every position; then Undo is pressed until it says no, and each press must land
 * on the position before the person's previous move, newest first, back to the start, or as
 * far back as the log reaches: the test works out that reach from its own count of the bytes
 * each move changed (play.h: two log bytes per changed byte, 48 in all). play_moves, the moves
 * the log holds (the Stats' counting rule), is checked at every step against that reach. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "games.h"
#include "play.h"
#include "play_mode.h"
#include "settings.h"

#define HIST_MAX 200u

typedef struct {
    play_t game;  /* the game before this move */
    uint8_t cost; /* log bytes of the move played from here */
} snap_t;

static snap_t hist[HIST_MAX + 1];

/* Log bytes the move from a to b takes: two per byte of the position that changed. */
static uint8_t move_cost(const play_pos_t *a, const play_pos_t *b)
{
    const uint8_t *x = (const uint8_t *)a;
    const uint8_t *y = (const uint8_t *)b;
    uint8_t n = 0;
    for (size_t i = 0; i < sizeof *a; i++) {
        n = (uint8_t)(n + 2u * (x[i] != y[i]));
    }
    return n;
}

static bool is_person(const play_t *p, uint8_t turn)
{
    return !p->vs_cpu || turn == PLAY_P1;
}

/* Plays a random game to its end (HIST_MAX moves at most), then goes back to the game as it
 * was before its move `stop` (modulo the moves played) and undoes as far as it goes; returns
 * the undos done. */
static uint32_t play_and_undo(const play_game_t *g, rng_t *r, uint32_t stop, bool *reached_start)
{
    play_t p;
    play_init(&p, g);
    play_random(&p, r);
    p.level = LEVEL_EASY; /* half of the moves random: long, varied games */
    p.vs_cpu = (uint8_t)rng_below(r, 2);
    p.first = (uint8_t)rng_below(r, 2);
    play_start(&p);
    uint32_t n = 0;
    while (p.winner == PLAY_NOBODY && n < HIST_MAX) {
        play_move_t m;
        hist[n].game = p;
        play_computer_move(&p, r, &m);
        assert_int_equal(play_check(&p, &m), PLAY_OK);
        play_apply(&p, &m);
        hist[n].cost = move_cost(&hist[n].game.pos, &p.pos);
        assert_true(hist[n].cost >= 2u && hist[n].cost <= PLAY_LOG_BYTES);
        n++;
    }
    if (p.winner != PLAY_NOBODY) {
        play_t before = p;
        assert_false(play_undo(&p)); /* over: the end screen has no undo */
        assert_memory_equal(&p.pos, &before.pos, sizeof p.pos);
    }
    if (n == 0) {
        return 0;
    }
    n = stop % n; /* a game in progress */
    p = hist[n].game;
    /* the oldest position the log reaches: the longest run of last moves within its bytes */
    uint32_t lo = n;
    uint32_t bytes = 0;
    while (lo > 0 && bytes + hist[lo - 1u].cost <= PLAY_LOG_BYTES) {
        bytes += hist[--lo].cost;
    }
    /* play_moves (the counting rule, issue 29 finding 9): the moves the log holds */
    assert_int_equal(play_moves(&p), n - lo);
    uint32_t at = n;
    uint32_t undos = 0;
    for (;;) {
        uint32_t want = at;
        while (want > lo && !is_person(&p, hist[want - 1u].game.turn)) {
            want--;
        }
        bool can = want > lo;
        play_t before = p;
        assert_int_equal(play_undo(&p), can);
        if (!can) {
            assert_memory_equal(&p.pos, &before.pos, sizeof p.pos);
            assert_int_equal(p.turn, before.turn);
            break;
        }
        at = want - 1u;
        assert_memory_equal(&p.pos, &hist[at].game.pos, sizeof p.pos);
        assert_int_equal(p.turn, hist[at].game.turn);
        assert_true(play_human_turn(&p));
        assert_int_equal(play_moves(&p), at - lo); /* the undone moves are gone */
        undos++;
    }
    *reached_start = lo == 0;
    return undos;
}

static void undo_property(const play_game_t *g, uint32_t seed, uint32_t games)
{
    rng_t r;
    rng_seed(&r, seed);
    uint32_t undos = 0;
    uint32_t starts = 0;
    uint32_t past_log = 0;
    for (uint32_t i = 0; i < games; i++) {
        bool start = false;
        uint32_t u = play_and_undo(g, &r, rng_next(&r), &start);
        undos += u;
        starts += start && u != 0;
        past_log += !start;
    }
    assert_true(undos > games); /* the property was really exercised */
    assert_true(starts > games / 8u);
    (void)past_log;
}

static void test_play_undo_goes_back_move_by_move_to_the_start_in_bash(void **state)
{
    (void)state;
    undo_property(&game_bash_play, 1, 400);
}

static void test_play_undo_goes_back_move_by_move_to_the_start_in_nim(void **state)
{
    (void)state;
    undo_property(&game_nim_play, 2, 400);
}

static void test_play_undo_goes_back_move_by_move_to_the_start_in_wythoff_and_euclid(void **state)
{
    (void)state;
    undo_property(&game_wythoff_play, 3, 300);
    undo_property(&game_euclid_play, 4, 300);
}

static void test_play_undo_goes_back_move_by_move_to_the_start_in_powers_of_2(void **state)
{
    (void)state;
    undo_property(&game_pow2_play, 5, 300);
}

static void test_play_undo_restores_new_stone_spreads_coins_and_board_walks(void **state)
{
    (void)state;
    undo_property(&game_new_stone_play, 6, 400);
    undo_property(&game_coin_circle_play, 7, 300);
    undo_property(&game_board_walk_play, 8, 300);
}

/* Count to 100 (both take 1 each time): the log holds the last 24 moves; undo goes back 12
 * of the person's moves, then says no; the game goes on normally after. */
static void test_play_undo_past_the_log_reaches_the_last_moves_only(void **state)
{
    (void)state;
    play_t p;
    play_init(&p, &game_bash_play);
    p.pos.piles = 1;
    p.pos.pile[0] = 100;
    p.pos.limit = 10;
    p.vs_cpu = 0;
    play_start(&p);
    play_move_t one = {.take = 1, .pile = 0};
    for (int i = 0; i < 40; i++) {
        play_apply(&p, &one);
    }
    assert_int_equal(p.pos.pile[0], 60);
    int undos = 0;
    while (play_undo(&p)) {
        undos++;
        assert_int_equal(p.pos.pile[0], 60u + (uint32_t)undos);
        assert_int_equal(p.turn, undos % 2 ? PLAY_P2 : PLAY_P1);
    }
    assert_int_equal(undos, PLAY_LOG_BYTES / 2);
    assert_int_equal(p.pos.pile[0], 84);
    play_apply(&p, &one);
    assert_int_equal(p.pos.pile[0], 83);
    assert_true(play_undo(&p));
    assert_int_equal(p.pos.pile[0], 84);
}

/* The computer moved first: its move alone is no person's to undo. */
static void test_play_undo_never_takes_back_the_computer_opening_alone(void **state)
{
    (void)state;
    play_t p;
    play_init(&p, &game_nim_play);
    p.pos.piles = 2;
    p.pos.pile[0] = 3;
    p.pos.pile[1] = 5;
    p.first = PLAY_P2;
    play_start(&p);
    play_move_t m = {.take = 2, .pile = 1};
    play_apply(&p, &m); /* the computer: 3 3 */
    assert_false(play_undo(&p));
    assert_int_equal(p.pos.pile[1], 3);
    m.pile = 0;
    play_apply(&p, &m); /* the person: 1 3 */
    m.pile = 1;
    play_apply(&p, &m); /* the computer: 1 1 */
    assert_true(play_undo(&p));
    assert_int_equal(p.pos.pile[0], 3);
    assert_int_equal(p.pos.pile[1], 3);
    assert_int_equal(p.turn, PLAY_P1);
    assert_false(play_undo(&p));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_play_undo_goes_back_move_by_move_to_the_start_in_bash),
        cmocka_unit_test(test_play_undo_goes_back_move_by_move_to_the_start_in_nim),
        cmocka_unit_test(test_play_undo_goes_back_move_by_move_to_the_start_in_wythoff_and_euclid),
        cmocka_unit_test(test_play_undo_goes_back_move_by_move_to_the_start_in_powers_of_2),
        cmocka_unit_test(test_play_undo_restores_new_stone_spreads_coins_and_board_walks),
        cmocka_unit_test(test_play_undo_past_the_log_reaches_the_last_moves_only),
        cmocka_unit_test(test_play_undo_never_takes_back_the_computer_opening_alone),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
