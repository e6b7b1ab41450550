/* test_board_walk.c - the board walk solver (HDU 1564) against a brute-force game-tree search
 * written here from the rules alone (a move takes the token to an orthogonal neighbour never
 * visited; who cannot move loses). The search only keeps the unvisited squares still reachable
 * from the token (the others can never matter), caches results, and tries a domino
 * neighbour first: that ordering only saves time, every move is still searched when needed. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <string.h>

#include "board_walk.h"
#include "support/solvers_b_support.h"

/* ---- brute force ---- */

static uint64_t bit(int sq)
{
    return (uint64_t)1 << sq;
}

/* The two words board_best_move_from takes: squares 0..31, then 32..63. */
static const uint32_t *words(uint64_t visited, uint32_t halves[2])
{
    halves[0] = (uint32_t)visited;
    halves[1] = (uint32_t)(visited >> 32);
    return halves;
}

static uint64_t board_mask(int n)
{
    return n * n == 64 ? ~(uint64_t)0 : bit(n * n) - 1;
}

static uint64_t neighbours(int n, int sq)
{
    int r = sq / n;
    int c = sq % n;
    uint64_t m = 0;
    if (c > 0) {
        m |= bit(sq - 1);
    }
    if (c < n - 1) {
        m |= bit(sq + 1);
    }
    if (r > 0) {
        m |= bit(sq - n);
    }
    if (r < n - 1) {
        m |= bit(sq + n);
    }
    return m;
}

static int lowest(uint64_t m)
{
    return __builtin_ctzll(m);
}

/* The squares of `open` connected to the neighbours of sq (sq itself excluded). */
static uint64_t reachable(int n, uint64_t open, int sq)
{
    open &= ~bit(sq);
    uint64_t region = neighbours(n, sq) & open;
    uint64_t todo = region;
    while (todo) {
        int x = lowest(todo);
        todo &= todo - 1;
        uint64_t more = neighbours(n, x) & open & ~region;
        region |= more;
        todo |= more;
    }
    return region;
}

/* Move ordering only: a domino tiling (horizontal pairs; for odd n, the board less corner 0
 * with row 0 paired horizontally from column 1 and the other rows paired vertically). */
static int order_partner(int n, int sq)
{
    int r = sq / n;
    int c = sq % n;
    if (n % 2 == 0) {
        return r * n + (c ^ 1);
    }
    if (r == 0) {
        return c == 0 ? sq : (c % 2 ? sq + 1 : sq - 1);
    }
    return r % 2 ? sq + n : sq - n;
}

typedef struct {
    uint64_t region;
    uint8_t pos;
    uint8_t n;
    uint8_t value; /* 0 empty, 1 mover wins, 2 mover loses */
} cache_slot_t;

#define CACHE_BITS 21
static cache_slot_t cache[1u << CACHE_BITS];
static unsigned long bf_nodes;

static cache_slot_t *cache_slot(int n, uint64_t region, int pos)
{
    uint64_t h = (region ^ ((uint64_t)pos << 56) ^ ((uint64_t)n << 50)) * 0x9E3779B97F4A7C15ull;
    return &cache[h >> (64 - CACHE_BITS)];
}

/* True when the mover wins with the token on pos and `region` (reachable from pos, pos not
 * included) still unvisited. */
static bool bf_wins(int n, uint64_t region, int pos)
{
    uint64_t moves = neighbours(n, pos) & region;
    if (moves == 0) {
        return false;
    }
    cache_slot_t *slot = cache_slot(n, region, pos);
    if (slot->value != 0 && slot->region == region && slot->pos == pos && slot->n == n) {
        return slot->value == 1;
    }
    bf_nodes++;
    bool win = false;
    int partner = order_partner(n, pos);
    if (moves & bit(partner)) {
        win = !bf_wins(n, reachable(n, region, partner), partner);
        moves &= ~bit(partner);
    }
    while (!win && moves) {
        int u = lowest(moves);
        moves &= moves - 1;
        win = !bf_wins(n, reachable(n, region, u), u);
    }
    slot = cache_slot(n, region, pos);
    slot->region = region;
    slot->pos = (uint8_t)pos;
    slot->n = (uint8_t)n;
    slot->value = win ? 1 : 2;
    return win;
}

static bool bf_state_wins(int n, uint64_t visited, int pos)
{
    return bf_wins(n, reachable(n, ~visited & board_mask(n), pos), pos);
}

/* ---- checking one state ---- */

static unsigned long states_checked;

/* How many squares a token moved from pos to u could still reach, u included. */
static int region_after_move(int n, uint64_t open, int pos, int u)
{
    return 1 + __builtin_popcountll(reachable(n, open & ~bit(pos), u));
}

static void check_state(int n, uint64_t visited, int pos)
{
    uint64_t open = ~visited & board_mask(n);
    uint64_t moves = neighbours(n, pos) & open;
    uint64_t expected = 0;
    uint32_t halves[2];
    int largest = 0; /* a lost game is made to last: the largest region left open */
    for (uint64_t m = moves; m; m &= m - 1) {
        int u = lowest(m);
        if (!bf_state_wins(n, visited | bit(u), u)) {
            expected |= bit(u);
        }
        if (region_after_move(n, open, pos, u) > largest) {
            largest = region_after_move(n, open, pos, u);
        }
    }
    bool wins = bf_state_wins(n, visited, pos);
    assert_int_equal(wins, expected != 0);
    assert_int_equal(board_state_mover_wins((uint8_t)n, visited, (uint8_t)pos), wins);

    uint8_t out[4] = {0xFF, 0xFF, 0xFF, 0xFF};
    uint8_t count = board_winning_moves((uint8_t)n, visited, (uint8_t)pos, out);
    uint64_t got = 0;
    assert_true(count <= 4);
    for (int i = 0; i < count; i++) {
        assert_true(out[i] < n * n);
        assert_false(got & bit(out[i])); /* listed once */
        got |= bit(out[i]);
    }
    assert_true(got == expected);

    uint8_t to = 0xFF;
    bool is_winning = !wins;
    bool moved = board_best_move((uint8_t)n, visited, (uint8_t)pos, &to, &is_winning);
    assert_int_equal(moved, moves != 0);
    if (moved) {
        assert_true(to < n * n);
        assert_true(moves & bit(to));
        assert_int_equal(is_winning, wins);
        if (wins) {
            assert_true(expected & bit(to));
        } else {
            assert_int_equal(region_after_move(n, open, pos, to), largest);
        }
    }
    /* The same with the start corner given: still legal, still winning when possible. */
    int corner = (int)(states_checked % 4);
    int start = (corner & 1 ? n - 1 : 0) + (corner & 2 ? (n - 1) * n : 0);
    moved = board_best_move_from((uint8_t)n, (uint8_t)start, words(visited, halves), (uint8_t)pos,
                                 &to, &is_winning);
    assert_int_equal(moved, moves != 0);
    if (moved) {
        assert_true(moves & bit(to));
        assert_int_equal(is_winning, wins);
        if (wins) {
            assert_true(expected & bit(to));
        } else {
            assert_int_equal(region_after_move(n, open, pos, to), largest);
        }
    }
    states_checked++;
}

/* Every state reachable by a walk from `pos` (depth-first over all walks). */
static void check_every_walk(int n, uint64_t visited, int pos)
{
    check_state(n, visited, pos);
    for (uint64_t m = neighbours(n, pos) & ~visited; m; m &= m - 1) {
        int u = lowest(m);
        check_every_walk(n, visited | bit(u), u);
    }
}

/* ---- tests ---- */

static void test_board_walk_verdict_from_the_corner_matches_brute_force_up_to_6x6(void **state)
{
    (void)state;
    for (int n = 1; n <= 6; n++) {
        bool wins = bf_state_wins(n, bit(0), 0);
        assert_int_equal(board_walk_first_wins((uint32_t)n), wins);
        assert_int_equal(board_state_mover_wins((uint8_t)n, bit(0), 0), wins);
        /* Every corner gives the same answer. */
        int last = n - 1;
        int corners[3] = {last, last * n, last * n + last};
        for (int i = 0; i < 3; i++) {
            assert_int_equal(board_state_mover_wins((uint8_t)n, bit(corners[i]),
                                                    (uint8_t)corners[i]),
                             wins);
        }
    }
    assert_false(board_walk_first_wins(0));
    assert_true(board_walk_first_wins(4294967294u));
    assert_false(board_walk_first_wins(4294967295u));
    /* HDU 1564 sample: 2 -> 8600 (first), and the odd sizes go to ailyanlu. */
    assert_true(board_walk_first_wins(2));
    assert_false(board_walk_first_wins(1));
    assert_false(board_walk_first_wins(3));
}

static void test_board_walk_matches_brute_force_on_every_reachable_state_up_to_5x5(void **state)
{
    (void)state;
    states_checked = 0;
    for (int n = 1; n <= 4; n++) {
        /* Up to 4 x 4 from every start square, 5 x 5 from the corner. */
        for (int start = 0; start < n * n; start++) {
            check_every_walk(n, bit(start), start);
        }
    }
    check_every_walk(5, bit(0), 0);
    assert_true(states_checked > 100000);
}

/* Random walks from a corner until at most `left` reachable squares remain, then every state
 * to the end of the walk is checked. */
static void check_random_late_games(int n, int games, int left, uint64_t seed)
{
    sb_rng_t rng;
    sb_rng_seed(&rng, seed);
    int last = n - 1;
    int corners[4] = {0, last, last * n, last * n + last};
    for (int game = 0; game < games; game++) {
        int pos = corners[sb_rng_below(&rng, 4)];
        uint64_t visited = bit(pos);
        for (;;) {
            uint64_t open = ~visited & board_mask(n);
            uint64_t moves = neighbours(n, pos) & open;
            if (__builtin_popcountll(reachable(n, open, pos)) <= left) {
                check_state(n, visited, pos);
            }
            if (moves == 0) {
                break;
            }
            int pick = (int)sb_rng_below(&rng, (uint32_t)__builtin_popcountll(moves));
            while (pick-- > 0) {
                moves &= moves - 1;
            }
            pos = lowest(moves);
            visited |= bit(pos);
        }
    }
}

static void test_board_walk_matches_brute_force_late_in_random_games_up_to_8x8(void **state)
{
    (void)state;
    states_checked = 0;
    check_random_late_games(5, 3000, 25, 51);
    check_random_late_games(6, 3000, 26, 61);
    check_random_late_games(7, 3000, 26, 71);
    check_random_late_games(8, 3000, 26, 81);
    assert_true(states_checked > 20000);
}

/* Arbitrary sets of visited squares, not only the traces of walks (the matching argument holds
 * for any set): about `open` squares of the board left unvisited at random, the token anywhere. */
static void test_board_walk_matches_brute_force_on_random_visited_sets_up_to_8x8(void **state)
{
    (void)state;
    sb_rng_t rng;
    sb_rng_seed(&rng, 1565);
    states_checked = 0;
    for (int n = 2; n <= BOARD_WALK_MAX_N; n++) {
        int open = n * n * 7 / 10 < 22 ? n * n * 7 / 10 : 22;
        for (int k = 0; k < 1500; k++) {
            uint64_t visited = 0;
            for (int sq = 0; sq < n * n; sq++) {
                if ((int)sb_rng_below(&rng, (uint32_t)(n * n)) >= open) {
                    visited |= bit(sq);
                }
            }
            int pos = (int)sb_rng_below(&rng, (uint32_t)(n * n));
            check_state(n, visited | bit(pos), pos);
        }
    }
    assert_true(states_checked == 7u * 1500u);
}

static void test_board_domino_partner_is_a_tiling_of_the_board_less_the_odd_start(void **state)
{
    (void)state;
    for (int n = 1; n <= BOARD_WALK_MAX_N; n++) {
        int last = n - 1;
        int corners[4] = {0, last, last * n, last * n + last};
        for (int i = 0; i < 4; i++) {
            int start = corners[i];
            for (int cell = 0; cell < n * n; cell++) {
                int p = board_domino_partner((uint8_t)n, (uint8_t)start, (uint8_t)cell);
                if (n % 2 == 1 && cell == start) {
                    assert_int_equal(p, cell);
                    continue;
                }
                assert_true(p >= 0 && p < n * n);
                assert_true(neighbours(n, cell) & bit(p));
                assert_int_equal(board_domino_partner((uint8_t)n, (uint8_t)start, (uint8_t)p), cell);
            }
        }
    }
}

/* The computer plays board_best_move_from against random replies from the start: it must win with
 * the side the verdict gives it, and by always moving to the domino partner. */
static void test_board_best_move_follows_the_domino_tiling_and_wins(void **state)
{
    (void)state;
    sb_rng_t rng;
    sb_rng_seed(&rng, 1564);
    for (int n = 1; n <= BOARD_WALK_MAX_N; n++) {
        int last = n - 1;
        int corners[4] = {0, last, last * n, last * n + last};
        for (int game = 0; game < 40; game++) {
            int start = corners[game % 4];
            int pos = start;
            uint64_t visited = bit(pos);
            bool computer_turn = n % 2 == 0; /* it takes the winning side */
            for (;;) {
                uint64_t moves = neighbours(n, pos) & ~visited & board_mask(n);
                uint64_t legal = moves;
                if (moves == 0) {
                    /* whoever is to move has lost: it must be the random player */
                    assert_false(computer_turn);
                    break;
                }
                if (computer_turn) {
                    uint8_t to = 0xFF;
                    bool is_winning = false;
                    uint32_t halves[2];
                    assert_true(board_best_move_from((uint8_t)n, (uint8_t)start, words(visited, halves),
                                                     (uint8_t)pos, &to, &is_winning));
                    assert_true(is_winning);
                    assert_int_equal(to, board_domino_partner((uint8_t)n, (uint8_t)start, (uint8_t)pos));
                    pos = to;
                } else {
                    int pick = (int)sb_rng_below(&rng, (uint32_t)__builtin_popcountll(moves));
                    while (pick-- > 0) {
                        moves &= moves - 1;
                    }
                    pos = lowest(moves);
                }
                assert_true(legal & bit(pos));
                visited |= bit(pos);
                computer_turn = !computer_turn;
            }
        }
    }
}

static void test_board_walk_refuses_bad_input(void **state)
{
    (void)state;
    uint8_t out[4];
    uint8_t to;
    bool is_winning = true;
    assert_false(board_state_mover_wins(0, 0, 0));
    assert_false(board_state_mover_wins(9, 1, 0));
    assert_false(board_state_mover_wins(3, 1, 9));
    assert_int_equal(board_winning_moves(3, 1, 9, out), 0);
    assert_false(board_best_move(3, 1, 9, &to, &is_winning));
    assert_false(is_winning);
    /* A token with no unvisited neighbour: no move. */
    assert_false(board_best_move(1, 1, 0, &to, &is_winning));
    assert_int_equal(board_winning_moves(1, 1, 0, out), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_board_walk_verdict_from_the_corner_matches_brute_force_up_to_6x6),
        cmocka_unit_test(test_board_walk_matches_brute_force_on_every_reachable_state_up_to_5x5),
        cmocka_unit_test(test_board_walk_matches_brute_force_late_in_random_games_up_to_8x8),
        cmocka_unit_test(test_board_walk_matches_brute_force_on_random_visited_sets_up_to_8x8),
        cmocka_unit_test(test_board_domino_partner_is_a_tiling_of_the_board_less_the_odd_start),
        cmocka_unit_test(test_board_best_move_follows_the_domino_tiling_and_wins),
        cmocka_unit_test(test_board_walk_refuses_bad_input),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
