/* test_wythoff.c - Wythoff solver against a brute-force game tree (all piles <= 300) and
 * exact 128-bit arithmetic at the hard cases (Fibonacci and Lucas indices, the 32-bit edge,
 * random large positions). The Beatty recurrence for every index whose a_k fits in 32 bits
 * is test_wythoff_exhaustive.c (a job of its own in make test, left out of make check). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wythoff.h"
#include "support/solvers_a_support.h"
#include "support/wythoff_inverse.h"

#define BRUTE_N 300

static bool brute_p[BRUTE_N + 1][BRUTE_N + 1];

/* brute_p[a][b]: the player to move at (a, b) loses. Every move lowers a, b or both, so
 * row-major order has every successor already settled. */
static void brute_solve(void)
{
    for (int a = 0; a <= BRUTE_N; a++) {
        for (int b = 0; b <= BRUTE_N; b++) {
            bool win = false;
            for (int t = 1; t <= a && !win; t++) {
                win = brute_p[a - t][b] || (t <= b && brute_p[a - t][b - t]);
            }
            for (int t = 1; t <= b && !win; t++) {
                win = brute_p[a][b - t];
            }
            brute_p[a][b] = !win;
        }
    }
}

static int setup_brute(void **state)
{
    (void)state;
    brute_solve();
    return 0;
}

typedef struct {
    uint32_t x, y;
    int kind;
} ref_move_t;

/* HDU 2177's order (GAMES.md, Wythoff details): kind 1 first, then the single-pile moves by
 * the position they leave, x then y. out[] holds n moves in kind order. */
static int hdu2177_order(ref_move_t *out, int n)
{
    for (int i = 1; i < n; i++) { /* insertion sort of the entries after kind 1 */
        for (int j = i; j > 0 && out[j - 1].kind != 1 &&
                        (out[j - 1].x > out[j].x ||
                         (out[j - 1].x == out[j].x && out[j - 1].y > out[j].y));
             j--) {
            ref_move_t t = out[j];
            out[j] = out[j - 1];
            out[j - 1] = t;
        }
    }
    return n;
}

/* The winning moves of sorted (a, b) by brute force, in HDU 2177 order: every move of each
 * kind whose sorted result is a P-position. */
static int brute_moves(int a, int b, ref_move_t *out, int per_kind[4])
{
    int n = 0;
    memset(per_kind, 0, 4 * sizeof(int));
    for (int t = 1; t <= a; t++) {
        if (brute_p[a - t][b - t]) {
            out[n++] = (ref_move_t){ (uint32_t)(a - t), (uint32_t)(b - t), 1 };
            per_kind[1]++;
        }
    }
    for (int t = 1; t <= a; t++) {
        if (brute_p[a - t][b]) {
            out[n++] = (ref_move_t){ (uint32_t)(a - t), (uint32_t)b, 2 };
            per_kind[2]++;
        }
    }
    if (a != b) {
        for (int t = 1; t <= b; t++) {
            int w = b - t;
            if (brute_p[a][w]) {
                out[n++] = (ref_move_t){ (uint32_t)(a < w ? a : w), (uint32_t)(a < w ? w : a), 3 };
                per_kind[3]++;
            }
        }
    }
    return hdu2177_order(out, n);
}

static void test_wythoff_first_p_positions_are_the_listed_ones(void **state)
{
    (void)state;
    static const uint32_t pairs[][2] = { { 0, 0 }, { 1, 2 }, { 3, 5 }, { 4, 7 }, { 6, 10 },
                                         { 8, 13 }, { 9, 15 }, { 11, 18 }, { 12, 20 } };
    for (uint32_t k = 0; k < sizeof pairs / sizeof pairs[0]; k++) {
        assert_int_equal(wythoff_a(k), pairs[k][0]);
        assert_int_equal(wythoff_b(k), pairs[k][1]);
        assert_true(wythoff_is_p(pairs[k][0], pairs[k][1]));
        assert_true(wythoff_is_p(pairs[k][1], pairs[k][0]));
    }
}

static void test_wythoff_judge_samples_give_the_expected_verdicts(void **state)
{
    (void)state;
    /* nyoj161 / hdu1527 sample: 2 1 -> 0, 8 4 -> 1, 4 7 -> 0 */
    assert_true(wythoff_is_p(2, 1));
    assert_false(wythoff_is_p(8, 4));
    assert_true(wythoff_is_p(4, 7));
    /* hdu2177 sample: 1 2 -> 0 */
    wythoff_move_t m[3];
    assert_int_equal(wythoff_winning_moves(1, 2, m), 0);
}

static void expect_moves(uint32_t a, uint32_t b, const uint32_t *xy, uint8_t count)
{
    wythoff_move_t m[3];
    assert_int_equal(wythoff_winning_moves(a, b, m), count);
    for (uint8_t i = 0; i < count; i++) {
        assert_int_equal(m[i].x, xy[2 * i]);
        assert_int_equal(m[i].y, xy[2 * i + 1]);
    }
}

static void test_wythoff_move_list_puts_both_pile_move_first(void **state)
{
    (void)state;
    static const uint32_t m22[] = { 0, 0, 1, 2 };
    static const uint32_t m710[] = { 4, 7, 4, 7, 6, 10 };
    static const uint32_t m58[] = { 4, 7, 3, 5 };
    expect_moves(2, 2, m22, 2);
    expect_moves(7, 10, m710, 3);
    expect_moves(10, 7, m710, 3);
    expect_moves(5, 8, m58, 2);
    wythoff_move_t m[3];
    assert_int_equal(wythoff_winning_moves(7, 10, m), 3);
    assert_int_equal(m[0].kind, WYTHOFF_TAKE_BOTH);
    assert_int_equal(m[1].kind, WYTHOFF_TAKE_LARGER); /* (4, 7) before (6, 10) */
    assert_int_equal(m[2].kind, WYTHOFF_TAKE_SMALLER);
}

static void test_wythoff_verdicts_match_brute_force_up_to_300(void **state)
{
    (void)state;
    for (uint32_t a = 0; a <= BRUTE_N; a++) {
        for (uint32_t b = 0; b <= BRUTE_N; b++) {
            if (wythoff_is_p(a, b) != brute_p[a][b]) {
                fail_msg("is_p(%u, %u) = %d, brute force says %d", a, b, !brute_p[a][b],
                         brute_p[a][b]);
            }
        }
    }
}

static void test_wythoff_move_lists_are_exactly_the_brute_force_winning_moves(void **state)
{
    (void)state;
    ref_move_t ref[3 * BRUTE_N + 3];
    int per_kind[4];
    for (int a = 0; a <= BRUTE_N; a++) {
        for (int b = a; b <= BRUTE_N; b++) {
            int n = brute_moves(a, b, ref, per_kind);
            /* Each kind has at most one winning move: the list format relies on it. */
            assert_true(per_kind[1] <= 1 && per_kind[2] <= 1 && per_kind[3] <= 1);
            assert_int_equal(n == 0, brute_p[a][b]);
            for (int swap = 0; swap < 2; swap++) {
                wythoff_move_t m[3];
                uint8_t got = swap ? wythoff_winning_moves((uint32_t)b, (uint32_t)a, m)
                                   : wythoff_winning_moves((uint32_t)a, (uint32_t)b, m);
                if (got != n) {
                    fail_msg("(%d, %d): %u moves, brute force finds %d", a, b, got, n);
                }
                for (int i = 0; i < n; i++) {
                    if (m[i].x != ref[i].x || m[i].y != ref[i].y || (int)m[i].kind != ref[i].kind) {
                        fail_msg("(%d, %d) move %d: got %u %u kind %d, want %u %u kind %d", a, b,
                                 i, m[i].x, m[i].y, m[i].kind, ref[i].x, ref[i].y, ref[i].kind);
                    }
                }
            }
            /* A position that appears twice is only the documented kind 1 / kind 3 pair. */
            if (n >= 2) {
                for (int i = 0; i < n; i++) {
                    for (int j = i + 1; j < n; j++) {
                        if (ref[i].x == ref[j].x && ref[i].y == ref[j].y) {
                            assert_true(ref[i].kind == 1 && ref[j].kind == 3);
                        }
                    }
                }
            }
        }
    }
}

static void test_wythoff_stalling_move_takes_one_from_the_larger_pile(void **state)
{
    (void)state;
    wythoff_move_t m;
    assert_false(wythoff_stalling_move(0, 0, &m));
    for (uint32_t k = 1; wythoff_b(k) <= BRUTE_N; k++) {
        uint32_t a = wythoff_a(k), b = wythoff_b(k);
        assert_true(wythoff_stalling_move(b, a, &m));
        assert_int_equal(m.x + m.y, a + b - 1);
        assert_true((m.x == a && m.y == b - 1) || (m.x == b - 1 && m.y == a));
        assert_false(brute_p[m.x][m.y]);
    }
}

/* Checks a_k, b_k, is_p and the inverse at index k against exact arithmetic. */
static void check_index_exact(uint64_t k)
{
    if (k > WYTHOFF_MAX_A_INDEX) {
        return;
    }
    uint64_t a = sa_wythoff_a_exact(k);
    uint64_t b = a + k;
    assert_int_equal(wythoff_a((uint32_t)k), a);
    assert_int_equal(wythoff_inverse_errors(k, a), 0);
    if (b <= 4294967295u) {
        assert_int_equal(wythoff_b((uint32_t)k), b);
        assert_true(wythoff_is_p((uint32_t)a, (uint32_t)b));
        assert_false(wythoff_is_p((uint32_t)a, (uint32_t)b - 1));
        if (k > 0) {
            assert_false(wythoff_is_p((uint32_t)a - 1, (uint32_t)b));
        }
        if (b < 4294967295u) {
            assert_false(wythoff_is_p((uint32_t)a, (uint32_t)b + 1));
            assert_false(wythoff_is_p((uint32_t)a + 1, (uint32_t)b + 1));
        }
    }
}

static void test_wythoff_is_exact_at_fibonacci_and_lucas_indices(void **state)
{
    (void)state;
    /* k*phi is closest to an integer at Fibonacci and Lucas k: the hard cases for a floor. */
    uint64_t f0 = 0, f1 = 1, l0 = 2, l1 = 1;
    int checked = 0;
    while (f0 <= WYTHOFF_MAX_A_INDEX || l0 <= WYTHOFF_MAX_A_INDEX) {
        for (int d = -3; d <= 3; d++) {
            if ((int64_t)f0 + d >= 0) {
                check_index_exact(f0 + (uint64_t)(int64_t)d);
            }
            if ((int64_t)l0 + d >= 0) {
                check_index_exact(l0 + (uint64_t)(int64_t)d);
            }
            checked++;
        }
        uint64_t t = f0 + f1;
        f0 = f1;
        f1 = t;
        t = l0 + l1;
        l0 = l1;
        l1 = t;
    }
    assert_true(checked > 40 * 7);
    /* As numbers (not indices): pairs whose members are Fibonacci numbers. */
    f0 = 1;
    f1 = 2;
    while (f1 <= 4294967295u) {
        assert_true(wythoff_is_p((uint32_t)f0, (uint32_t)f1) ==
                    (sa_wythoff_a_exact(f1 - f0) == f0));
        uint64_t t = f0 + f1;
        f0 = f1;
        f1 = t;
    }
}

static void test_wythoff_handles_the_32_bit_edge(void **state)
{
    (void)state;
    /* The limits in the header are the true ones. */
    assert_int_equal(sa_wythoff_a_exact(WYTHOFF_MAX_K) + WYTHOFF_MAX_K, 4294967294u);
    assert_true(sa_wythoff_a_exact(WYTHOFF_MAX_K + 1) + WYTHOFF_MAX_K + 1 > 4294967295u);
    assert_int_equal(sa_wythoff_a_exact(WYTHOFF_MAX_A_INDEX), 4294967295u);
    assert_true(sa_wythoff_a_exact((uint64_t)WYTHOFF_MAX_A_INDEX + 1) > 4294967295u);

    assert_true(wythoff_is_p(2654435768u, 4294967294u));
    assert_true(wythoff_is_p(4294967294u, 2654435768u));
    assert_int_equal(wythoff_b(WYTHOFF_MAX_K), 4294967294u);
    assert_int_equal(wythoff_a(WYTHOFF_MAX_A_INDEX), 4294967295u);
    assert_false(wythoff_is_p(2654435768u, 4294967295u));
    assert_false(wythoff_is_p(4294967295u, 4294967295u));
    assert_false(wythoff_is_p(0, 4294967295u));
    /* a_k whose b_k passes 2^32: no pile is its partner, not even b_k mod 2^32 */
    for (uint64_t j = WYTHOFF_MAX_K + 1ull; j < WYTHOFF_MAX_K + 4ull; j++) {
        uint32_t a = (uint32_t)sa_wythoff_a_exact(j);
        uint32_t wrapped = (uint32_t)(a + j);
        assert_false(wythoff_is_p(a, wrapped));
        assert_false(wythoff_is_p(wrapped, a));
    }
    assert_false(wythoff_is_p(4294967295u, (uint32_t)(4294967295ull + WYTHOFF_MAX_A_INDEX)));

    uint32_t k, p;
    bool is_b;
    wythoff_locate(4294967295u, &k, &is_b);
    assert_int_equal(k, WYTHOFF_MAX_A_INDEX);
    assert_false(is_b);
    assert_false(wythoff_partner(4294967295u, &p));
    wythoff_locate(4294967294u, &k, &is_b);
    assert_int_equal(k, WYTHOFF_MAX_K);
    assert_true(is_b);
    assert_true(wythoff_partner(4294967294u, &p));
    assert_int_equal(p, 2654435768u);
    assert_true(wythoff_partner(2654435768u, &p));
    assert_int_equal(p, 4294967294u);

    wythoff_move_t m[3];
    assert_int_equal(wythoff_winning_moves(4294967295u, 4294967295u, m), 1);
    assert_int_equal(m[0].x, 0);
    assert_int_equal(m[0].y, 0);
    assert_int_equal(wythoff_winning_moves(2654435768u, 4294967294u, m), 0);
    /* (2654435768, 2^32-1): only taking 1 from the larger pile wins (the difference is too
     * large for any P-position, and 2^32-1 is an a value). */
    assert_int_equal(wythoff_winning_moves(2654435768u, 4294967295u, m), 1);
    assert_int_equal(m[0].kind, WYTHOFF_TAKE_LARGER);
    assert_int_equal(m[0].x, 2654435768u);
    assert_int_equal(m[0].y, 4294967294u);
}

/* GAMES.md's move rules with exact arithmetic, for sorted a <= b, in HDU 2177 order. */
static int exact_moves(uint64_t a, uint64_t b, ref_move_t *out)
{
    int n = 0;
    uint64_t k = b - a;
    uint64_t ak = sa_wythoff_a_exact(k);
    if (ak == a) {
        return 0;
    }
    if (ak < a) {
        out[n++] = (ref_move_t){ (uint32_t)ak, (uint32_t)(ak + k), 1 };
    }
    /* b = b_j: the count of a values in [1, b] is c, and b is a b-value iff a_c != b. */
    uint64_t c = sa_wythoff_a_count(b);
    if (sa_wythoff_a_exact(c) != b) {
        uint64_t j = b - c;
        uint64_t aj = sa_wythoff_a_exact(j);
        assert_int_equal(aj + j, b);
        if (aj < a) {
            out[n++] = (ref_move_t){ (uint32_t)aj, (uint32_t)b, 2 };
        }
    }
    if (a != b) {
        uint64_t ca = sa_wythoff_a_count(a);
        /* a is a_ca, or else b_j with j = a - ca */
        uint64_t partner = sa_wythoff_a_exact(ca) == a ? a + ca : sa_wythoff_a_exact(a - ca);
        if (partner < b) {
            out[n++] = (ref_move_t){ (uint32_t)(partner < a ? partner : a),
                                     (uint32_t)(partner < a ? a : partner), 3 };
        }
    }
    return hdu2177_order(out, n);
}

static void compare_with_exact(uint32_t a, uint32_t b)
{
    if (a > b) {
        uint32_t t = a;
        a = b;
        b = t;
    }
    ref_move_t ref[3];
    wythoff_move_t m[3];
    int n = exact_moves(a, b, ref);
    uint8_t got = wythoff_winning_moves(a, b, m);
    if (got != n) {
        fail_msg("(%u, %u): %u moves, exact reference %d", a, b, got, n);
    }
    assert_int_equal(wythoff_is_p(a, b), n == 0);
    for (int i = 0; i < n; i++) {
        if (m[i].x != ref[i].x || m[i].y != ref[i].y || (int)m[i].kind != ref[i].kind) {
            fail_msg("(%u, %u) move %d: got %u %u kind %d, want %u %u kind %d", a, b, i, m[i].x,
                     m[i].y, m[i].kind, ref[i].x, ref[i].y, ref[i].kind);
        }
        assert_true(wythoff_is_p(m[i].x, m[i].y));
    }
}

static void test_wythoff_large_positions_match_exact_arithmetic(void **state)
{
    (void)state;
    uint64_t rng = 0x9E3779B97F4A7C15ull;
    for (int i = 0; i < 4000; i++) {
        /* Random positions, and positions next to a random P-position. */
        compare_with_exact(sa_rand32(&rng), sa_rand32(&rng));
        compare_with_exact(sa_rand_spread32(&rng), sa_rand_spread32(&rng));
        uint64_t k = sa_rand32(&rng) % (WYTHOFF_MAX_K + 1ull);
        uint32_t a = (uint32_t)sa_wythoff_a_exact(k);
        uint32_t b = a + (uint32_t)k;
        uint32_t da = sa_rand32(&rng) % 5, db = sa_rand32(&rng) % 5;
        compare_with_exact(a, b);
        if (b <= 4294967295u - 4) {
            compare_with_exact(a + da, b + db);
            compare_with_exact(b + db, b + da);
        }
    }
    for (uint32_t d = 0; d < 64; d++) {
        compare_with_exact(4294967295u - d, 4294967295u);
        compare_with_exact(4294967295u - d, 4294967294u);
        compare_with_exact(2654435768u + d, 4294967294u);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wythoff_first_p_positions_are_the_listed_ones),
        cmocka_unit_test(test_wythoff_judge_samples_give_the_expected_verdicts),
        cmocka_unit_test(test_wythoff_move_list_puts_both_pile_move_first),
        cmocka_unit_test(test_wythoff_verdicts_match_brute_force_up_to_300),
        cmocka_unit_test(test_wythoff_move_lists_are_exactly_the_brute_force_winning_moves),
        cmocka_unit_test(test_wythoff_stalling_move_takes_one_from_the_larger_pile),
        cmocka_unit_test(test_wythoff_is_exact_at_fibonacci_and_lucas_indices),
        cmocka_unit_test(test_wythoff_handles_the_32_bit_edge),
        cmocka_unit_test(test_wythoff_large_positions_match_exact_arithmetic),
    };
    return cmocka_run_group_tests(tests, setup_brute, NULL);
}
