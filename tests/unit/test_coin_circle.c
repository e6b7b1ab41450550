/* test_coin_circle.c - the coin circle solver (POJ 2484, HDU 3951) against a brute-force search
 * written here from the rules alone: a state is the set of coins still present, a move takes
 * 1..k coins that are consecutive around the circle and all present, memoized over every
 * subset of up to 14 coins. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <string.h>

#include "coin_circle.h"

#define BF_MAX_COINS 14

/* bf_win[mask]: the mover wins with exactly the coins of mask present. */
static bool bf_win[1u << BF_MAX_COINS];

/* The coins taken by a move, or 0 when the move is not legal in `present`. A move taking
 * every coin of a full circle is the same move whatever its start: only start 0 counts. */
static uint32_t bf_taken(uint32_t present, int n, int start, int len)
{
    if (len == n && start != 0) {
        return 0;
    }
    uint32_t taken = 0;
    for (int j = 0; j < len; j++) {
        uint32_t bit = 1u << ((start + j) % n);
        if (!(present & bit)) {
            return 0;
        }
        taken |= bit;
    }
    return taken;
}

static int min_int(int a, int b)
{
    return a < b ? a : b;
}

/* Fills bf_win for every subset; a move only removes coins, so subsets come first. */
static void bf_solve(int n, int k)
{
    for (uint32_t mask = 0; mask < (1u << n); mask++) {
        bool win = false;
        for (int start = 0; start < n && !win; start++) {
            for (int len = 1; len <= min_int(k, n) && !win; len++) {
                uint32_t taken = bf_taken(mask, n, start, len);
                win = taken != 0 && !bf_win[mask & ~taken];
            }
        }
        bf_win[mask] = win;
    }
}

static void check_state(uint32_t mask, int n, int k)
{
    static bool expected[BF_MAX_COINS][BF_MAX_COINS + 1];
    coin_move_t moves[BF_MAX_COINS * BF_MAX_COINS + 1];
    int expected_count = 0;
    memset(expected, 0, sizeof expected);
    for (int start = 0; start < n; start++) {
        for (int len = 1; len <= min_int(k, n); len++) {
            uint32_t taken = bf_taken(mask, n, start, len);
            if (taken != 0 && !bf_win[mask & ~taken]) {
                expected[start][len] = true;
                expected_count++;
            }
        }
    }
    assert_int_equal(coin_state_mover_wins(mask, (uint8_t)n, (uint8_t)k), bf_win[mask]);
    assert_int_equal(bf_win[mask], expected_count > 0);

    uint16_t count = coin_winning_moves(mask, (uint8_t)n, (uint8_t)k, moves,
                                        (uint16_t)(sizeof moves / sizeof moves[0]));
    assert_int_equal(count, expected_count);
    for (int i = 0; i < count; i++) {
        assert_true(moves[i].start < n);
        assert_true(moves[i].len >= 1 && moves[i].len <= BF_MAX_COINS);
        assert_true(expected[moves[i].start][moves[i].len]);
        expected[moves[i].start][moves[i].len] = false; /* each listed once */
    }

    coin_move_t best = {0xFF, 0xFF};
    bool is_winning = !bf_win[mask];
    bool moved = coin_best_move(mask, (uint8_t)n, (uint8_t)k, &best, &is_winning);
    assert_int_equal(moved, mask != 0);
    if (moved) {
        assert_true(best.start < n);
        assert_true(best.len >= 1 && best.len <= min_int(k, n));
        /* Legal by the rules (any start may take a whole full circle). */
        uint32_t taken = bf_taken(mask, n, best.len == n ? 0 : best.start, best.len);
        assert_true(taken != 0);
        assert_true(coin_move_is_legal(mask, (uint8_t)n, (uint8_t)k, best));
        assert_int_equal(is_winning, bf_win[mask]);
        if (bf_win[mask]) {
            assert_false(bf_win[mask & ~taken]);
        }
    }
}

static void test_coin_circle_matches_brute_force_on_every_state_up_to_14_coins(void **state)
{
    (void)state;
    for (int n = 1; n <= BF_MAX_COINS; n++) {
        for (int k = 1; k <= BF_MAX_COINS; k++) {
            bf_solve(n, k);
            uint32_t full = (1u << n) - 1u;
            assert_int_equal(coin_circle_first_wins((uint32_t)n, (uint32_t)k), bf_win[full]);
            /* Taking single coins reaches every subset, so every subset is reachable. */
            for (uint32_t mask = 0; mask <= full; mask++) {
                check_state(mask, n, k);
            }
        }
    }
}

static void test_coin_move_is_legal_agrees_with_the_rules(void **state)
{
    (void)state;
    for (int n = 1; n <= 8; n++) {
        for (int k = 1; k <= 9; k++) {
            for (uint32_t mask = 0; mask < (1u << n); mask++) {
                for (int start = 0; start < n; start++) {
                    for (int len = 1; len <= 9; len++) {
                        coin_move_t m = {(uint8_t)start, (uint8_t)len};
                        bool rules = len <= min_int(k, n) &&
                                     bf_taken(mask, n, len == n ? 0 : start, len) != 0;
                        assert_int_equal(coin_move_is_legal(mask, (uint8_t)n, (uint8_t)k, m),
                                         rules);
                    }
                }
            }
        }
    }
}

static void test_coin_circle_verdict_of_an_empty_circle_is_a_loss(void **state)
{
    (void)state;
    coin_move_t m;
    bool is_winning = true;
    assert_false(coin_circle_first_wins(0, 1));
    assert_false(coin_circle_first_wins(0, 5));
    assert_false(coin_state_mover_wins(0, 10, 3));
    assert_false(coin_best_move(0, 10, 3, &m, &is_winning));
    assert_false(is_winning);
}

static void test_coin_circle_verdict_matches_the_judge_samples(void **state)
{
    (void)state;
    /* POJ 2484 (take 1 or 2): 1 -> Alice, 2 -> Alice, 3 -> Bob. */
    assert_true(coin_circle_first_wins(1, 2));
    assert_true(coin_circle_first_wins(2, 2));
    assert_false(coin_circle_first_wins(3, 2));
    /* HDU 3951: "3 1" -> first, "3 2" -> second. */
    assert_true(coin_circle_first_wins(3, 1));
    assert_false(coin_circle_first_wins(3, 2));
    /* Large values stay on the formula. */
    assert_true(coin_circle_first_wins(4294967295u, 1));
    assert_false(coin_circle_first_wins(4294967294u, 1));
    assert_true(coin_circle_first_wins(4294967295u, 4294967295u));
    assert_false(coin_circle_first_wins(4294967295u, 4294967294u));
}

static void test_coin_best_move_splits_a_line_into_two_equal_halves(void **state)
{
    (void)state;
    /* 12 coins, k = 3, coin 0 gone: one line of 11 coins (1..11). Taking the middle coin 6
     * or the middle three 5..7 leaves two equal lines; the first in listing order is 5..7. */
    coin_move_t m;
    bool is_winning = false;
    uint32_t present = 0xFFFu & ~1u;
    assert_true(coin_best_move(present, 12, 3, &m, &is_winning));
    assert_true(is_winning);
    assert_int_equal(m.start, 5);
    assert_int_equal(m.len, 3);
    /* A line of 32 coins (coin 31 gone from a 32-circle... and coin 0 too): 30 coins 1..30,
     * k = 2: take the middle two, 15 and 16. */
    present = 0xFFFFFFFFu & ~1u & ~(1u << 31);
    assert_true(coin_best_move(present, 32, 2, &m, &is_winning));
    assert_true(is_winning);
    assert_int_equal(m.start, 15);
    assert_int_equal(m.len, 2);
}

static void test_coin_best_move_in_a_lost_full_circle_takes_one_coin(void **state)
{
    (void)state;
    coin_move_t m;
    bool is_winning = true;
    assert_true(coin_best_move(0xFFFFFFFFu, 32, 3, &m, &is_winning));
    assert_false(is_winning);
    assert_int_equal(m.len, 1);
    assert_true(coin_move_is_legal(0xFFFFFFFFu, 32, 3, m));
    assert_false(coin_state_mover_wins(0xFFFFFFFFu, 32, 3));
    /* 32 coins, k = 1: an even circle is lost, one coin fewer is won. */
    assert_false(coin_state_mover_wins(0xFFFFFFFFu, 32, 1));
    assert_true(coin_state_mover_wins(0xFFFFFFFEu, 32, 1));
}

/* coin_take against clearing the bits one by one, and coin_lines against walking the ring. */
static void test_coin_take_and_coin_lines_agree_with_the_ring(void **state)
{
    (void)state;
    for (int n = 1; n <= 10; n++) {
        uint32_t full = (1u << n) - 1u;
        for (uint32_t mask = 0; mask <= full; mask++) {
            for (int start = 0; start < n; start++) {
                for (int len = 1; len <= n; len++) {
                    uint32_t want = mask;
                    for (int j = 0; j < len; j++) {
                        want &= ~(1u << ((start + j) % n));
                    }
                    coin_move_t m = {(uint8_t)start, (uint8_t)len};
                    assert_int_equal(coin_take(mask, (uint8_t)n, m), want);
                }
            }
            /* lines by first coin: a coin there whose anticlockwise neighbour is gone */
            uint8_t lens[COIN_CIRCLE_MAX_COINS / 2];
            bool paired = false;
            uint8_t count = coin_lines(mask, (uint8_t)n, lens, &paired);
            int want_count = 0;
            int seen[COIN_CIRCLE_MAX_COINS + 1] = {0};
            for (int i = 0; i < n && mask != full; i++) {
                if (((mask >> i) & 1u) && !((mask >> ((i + n - 1) % n)) & 1u)) {
                    int len = 0;
                    while (len < n && ((mask >> ((i + len) % n)) & 1u)) {
                        len++;
                    }
                    assert_true(want_count < count);
                    assert_int_equal(lens[want_count], len);
                    want_count++;
                    seen[len]++;
                }
            }
            assert_int_equal(count, want_count);
            bool want_paired = true;
            for (int len = 1; len <= n; len++) {
                want_paired = want_paired && seen[len] % 2 == 0;
            }
            assert_int_equal(paired, want_paired);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_coin_circle_matches_brute_force_on_every_state_up_to_14_coins),
        cmocka_unit_test(test_coin_move_is_legal_agrees_with_the_rules),
        cmocka_unit_test(test_coin_take_and_coin_lines_agree_with_the_ring),
        cmocka_unit_test(test_coin_circle_verdict_of_an_empty_circle_is_a_loss),
        cmocka_unit_test(test_coin_circle_verdict_matches_the_judge_samples),
        cmocka_unit_test(test_coin_best_move_splits_a_line_into_two_equal_halves),
        cmocka_unit_test(test_coin_best_move_in_a_lost_full_circle_takes_one_coin),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
