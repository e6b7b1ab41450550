/* test_euclid.c - Euclid's game solver against a brute-force game tree (both numbers 1..300)
 * and, near 2^32, against a reference that follows the rule literally with division. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "euclid.h"
#include "support/solvers_a_support.h"

#define BRUTE_N 300

static bool brute_win[BRUTE_N + 1][BRUTE_N + 1];

/* brute_win[a][b], a, b >= 1: the mover wins. A move leaves a smaller sum, so positions are
 * settled in order of a + b. Reaching 0 wins at once. */
static int setup_brute(void **state)
{
    (void)state;
    for (int s = 2; s <= 2 * BRUTE_N; s++) {
        for (int a = 1; a < s; a++) {
            int b = s - a;
            if (a > BRUTE_N || b > BRUTE_N) {
                continue;
            }
            int big = a > b ? a : b, small = a > b ? b : a;
            bool win = false;
            for (int left = big - small; left >= 0 && !win; left -= small) {
                win = left == 0 || !brute_win[left][small];
            }
            brute_win[a][b] = win;
        }
    }
    return 0;
}

/* The rule as written: the mover wins iff he is first to face big % small == 0 or
 * big >= 2 * small; otherwise the move is forced. */
static bool ref_wins(uint32_t a, uint32_t b)
{
    uint32_t big = a > b ? a : b, small = a > b ? b : a;
    if (big % small == 0 || big / small >= 2) {
        return true;
    }
    return !ref_wins(small, big % small);
}

static uint32_t ref_forced(uint32_t a, uint32_t b)
{
    uint32_t big = a > b ? a : b, small = a > b ? b : a;
    if (big % small == 0 || big / small >= 2) {
        return 0;
    }
    return 1 + ref_forced(small, big % small);
}

/* Checks that the solver's move is legal from (a, b) and leaves 0 or a lost position. */
static void check_move_is_legal_and_wins(uint32_t a, uint32_t b, const euclid_move_t *m)
{
    assert_true(m->times >= 1);
    if (a >= b && m->b == b && (uint64_t)m->times * b <= a && m->a == a - m->times * b) {
        /* the first number was reduced */
    } else {
        assert_true(b >= a);
        assert_int_equal(m->a, a);
        assert_true((uint64_t)m->times * a <= b);
        assert_int_equal(m->b, b - m->times * a);
    }
    if (m->a != 0 && m->b != 0) {
        assert_false(ref_wins(m->a, m->b));
    }
}

static void test_euclid_judge_samples_give_the_expected_winner(void **state)
{
    (void)state;
    assert_true(euclid_first_wins(34, 12));  /* Stan wins */
    assert_false(euclid_first_wins(15, 24)); /* Ollie wins */
    assert_true(euclid_first_wins(25, 7));   /* the statement's example game */
}

static void test_euclid_verdicts_and_moves_match_brute_force_up_to_300(void **state)
{
    (void)state;
    for (uint32_t a = 1; a <= BRUTE_N; a++) {
        for (uint32_t b = 1; b <= BRUTE_N; b++) {
            bool win = brute_win[a][b];
            if (euclid_first_wins(a, b) != win) {
                fail_msg("(%u, %u): solver says %d, brute force %d", a, b, !win, win);
            }
            assert_int_equal((euclid_forced_steps(a, b) & 1u) == 0, win);
            /* Brute force: how many moves win, from the larger number. */
            uint32_t big = a > b ? a : b, small = a > b ? b : a;
            int winning = 0;
            for (int left = (int)(big - small); left >= 0; left -= (int)small) {
                winning += left == 0 || !brute_win[left][small];
            }
            euclid_move_t m;
            bool has = euclid_winning_move(a, b, &m);
            assert_int_equal(has, win);
            if (win) {
                assert_int_equal(winning, 1); /* "exactly one winning move" */
                check_move_is_legal_and_wins(a, b, &m);
                uint32_t left = a >= b ? m.a : m.b;
                assert_true(left == 0 || !brute_win[left][small]);
            } else {
                assert_int_equal(winning, 0);
                assert_true(euclid_stalling_move(a, b, &m));
                assert_int_equal(m.times, 1);
                assert_int_equal((uint64_t)m.a + m.b, (uint64_t)a + b - small);
            }
        }
    }
}

static void check_large(uint32_t a, uint32_t b)
{
    if (a == 0 || b == 0) {
        return;
    }
    bool win = ref_wins(a, b);
    assert_int_equal(euclid_first_wins(a, b), win);
    assert_int_equal(euclid_forced_steps(a, b), ref_forced(a, b));
    euclid_move_t m;
    assert_int_equal(euclid_winning_move(a, b, &m), win);
    if (win) {
        check_move_is_legal_and_wins(a, b, &m);
    }
}

static void test_euclid_fibonacci_pairs_near_2_to_the_32_match_the_literal_rule(void **state)
{
    (void)state;
    /* Consecutive Fibonacci numbers force the longest chains (F_47 = 2971215073). */
    uint64_t f0 = 1, f1 = 2;
    int pairs = 0;
    while (f1 <= 4294967295u) {
        for (int d0 = -2; d0 <= 2; d0++) {
            for (int d1 = -2; d1 <= 2; d1++) {
                int64_t x = (int64_t)f1 + d1, y = (int64_t)f0 + d0;
                if (x > 0 && y > 0 && x <= 4294967295 && y <= 4294967295) {
                    check_large((uint32_t)x, (uint32_t)y);
                    check_large((uint32_t)y, (uint32_t)x);
                }
            }
        }
        pairs++;
        uint64_t t = f0 + f1;
        f0 = f1;
        f1 = t;
    }
    assert_int_equal(pairs, 45); /* (F_3, F_2) .. (F_47, F_46) */
    /* F_47, F_46: 44 forced steps down to (2, 1), where the mover takes 2 and wins. */
    assert_int_equal(euclid_forced_steps(2971215073u, 1836311903u), 44);
    assert_true(euclid_first_wins(2971215073u, 1836311903u));
    assert_int_equal(euclid_forced_steps(1836311903u, 1134903170u), 43);
    assert_false(euclid_first_wins(1836311903u, 1134903170u));
    check_large(4294967295u, 4294967295u);
    check_large(4294967295u, 1);
    check_large(4294967295u, 2147483648u);
    check_large(4294967295u, 2147483647u);
    check_large(4294967295u, 2654435769u);
}

static void test_euclid_random_large_pairs_match_the_literal_rule(void **state)
{
    (void)state;
    uint64_t rng = 12345;
    for (int i = 0; i < 200000; i++) {
        check_large(sa_rand32(&rng), sa_rand32(&rng));
        check_large(sa_rand_spread32(&rng), sa_rand_spread32(&rng));
        /* Ratios near phi keep the chain long. */
        uint32_t y = sa_rand32(&rng) >> 1;
        check_large(y + (uint32_t)((uint64_t)y * 40503u >> 16), y);
    }
}

static void test_euclid_stalling_move_needs_two_positive_numbers(void **state)
{
    (void)state;
    euclid_move_t m;
    assert_false(euclid_stalling_move(0, 5, &m));
    assert_false(euclid_stalling_move(5, 0, &m));
    assert_true(euclid_stalling_move(5, 8, &m));
    assert_int_equal(m.a, 5);
    assert_int_equal(m.b, 3);
    assert_int_equal(m.times, 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_euclid_judge_samples_give_the_expected_winner),
        cmocka_unit_test(test_euclid_verdicts_and_moves_match_brute_force_up_to_300),
        cmocka_unit_test(test_euclid_fibonacci_pairs_near_2_to_the_32_match_the_literal_rule),
        cmocka_unit_test(test_euclid_random_large_pairs_match_the_literal_rule),
        cmocka_unit_test(test_euclid_stalling_move_needs_two_positive_numbers),
    };
    return cmocka_run_group_tests(tests, setup_brute, NULL);
}
