/* test_pirates.c - the pirates' gold closed form (HDU 1538) against the rule of GAMES.md
 * written out literally in 64-bit arithmetic, around every boundary: n = 2m-1 .. 2m+2 and
 * n = 2m + 2^j - 1 .. 2m + 2^j + 1, including m so large that 2m does not fit in 32 bits. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "pirates.h"
#include "support/solvers_a_support.h"

/* GAMES.md, case by case; returns -1 for Thrown. */
static int64_t ref_share(uint64_t n, uint64_t m, uint64_t p)
{
    uint64_t two_m = 2 * m;
    if (n <= two_m) {
        if (p == n) {
            return (int64_t)(m - (n - 1) / 2);
        }
        return p % 2 == n % 2 ? 1 : 0;
    }
    if (n == two_m + 1) {
        return p < n && p % 2 == 1 ? 1 : 0;
    }
    uint64_t pow = 1;
    while (pow * 2 <= n - two_m) {
        pow *= 2;
    }
    return p > two_m + pow ? -1 : 0;
}

static void check(uint64_t n, uint64_t m, uint64_t p)
{
    if (n < 1 || n > 4294967295u || m > 4294967295u || p < 1 || p > n) {
        return;
    }
    int64_t want = ref_share(n, m, p);
    uint32_t gold = 12345;
    bool kept = pirates_share((uint32_t)n, (uint32_t)m, (uint32_t)p, &gold);
    if (kept != (want >= 0) || gold != (want >= 0 ? (uint64_t)want : 0)) {
        fail_msg("n %llu m %llu p %llu: got %s %u, want %lld", (unsigned long long)n,
                 (unsigned long long)m, (unsigned long long)p, kept ? "kept" : "thrown", gold,
                 (long long)want);
    }
}

/* Pirates worth checking in a crew of n: both ends, both parities, and around 2m + 2^j. */
static void check_crew(uint64_t n, uint64_t m)
{
    static const int64_t near[] = { -2, -1, 0, 1, 2 };
    for (int i = 0; i < 5; i++) {
        check(n, m, (uint64_t)(1 + 2 + near[i]));
        check(n, m, (uint64_t)((int64_t)n + near[i]));
        check(n, m, (uint64_t)((int64_t)(2 * m) + near[i]));
        for (int j = 0; j < 33; j++) {
            check(n, m, (uint64_t)((int64_t)(2 * m + (1ull << j)) + near[i]));
        }
    }
}

static void test_pirates_judge_samples_give_the_expected_gold(void **state)
{
    (void)state;
    uint32_t gold;
    assert_true(pirates_share(3, 100, 2, &gold));
    assert_int_equal(gold, 0);
    assert_true(pirates_share(4, 100, 2, &gold));
    assert_int_equal(gold, 1);
    assert_true(pirates_share(5, 100, 5, &gold));
    assert_int_equal(gold, 98);
}

static void test_pirates_small_crews_follow_the_rule_for_every_pirate(void **state)
{
    (void)state;
    for (uint64_t m = 0; m <= 20; m++) {
        for (uint64_t n = 1; n <= 80; n++) {
            for (uint64_t p = 1; p <= n; p++) {
                check(n, m, p);
            }
        }
    }
    /* 1 pirate, 0 gold, and the first thrown pirate (3 pirates, no gold). */
    uint32_t gold;
    assert_true(pirates_share(1, 0, 1, &gold));
    assert_int_equal(gold, 0);
    assert_false(pirates_share(3, 0, 3, &gold));
    assert_int_equal(gold, 0);
}

static void test_pirates_boundaries_hold_up_to_2m_beyond_32_bits(void **state)
{
    (void)state;
    static const uint64_t ms[] = { 0, 1, 2, 3, 7, 100, 65535, 65536, 1000000000, 2147483646,
                                   2147483647, 2147483648u, 2147483649u, 3000000000u,
                                   4294967294u, 4294967295u };
    uint64_t rng = 2024;
    for (size_t i = 0; i < sizeof ms / sizeof ms[0] + 200; i++) {
        uint64_t m = i < sizeof ms / sizeof ms[0] ? ms[i] : sa_rand_spread32(&rng);
        for (int64_t d = -1; d <= 2; d++) {
            int64_t n = (int64_t)(2 * m) + d;
            if (n >= 1) {
                check_crew((uint64_t)n, m);
            }
        }
        for (int j = 0; j < 33; j++) {
            for (int64_t d = -1; d <= 1; d++) {
                int64_t n = (int64_t)(2 * m + (1ull << j)) + d;
                if (n >= 1) {
                    check_crew((uint64_t)n, m);
                }
            }
        }
        check_crew(4294967295u, m);
    }
    /* 2m = 2^33 - 2 > n: every crew can be paid. */
    uint32_t gold;
    assert_true(pirates_share(4294967295u, 4294967295u, 4294967295u, &gold));
    assert_int_equal(gold, 4294967295u - 2147483647u);
    /* No gold, 2^32 - 1 pirates: 2^31 is the largest power of two, the rest are thrown. */
    assert_true(pirates_share(4294967295u, 0, 2147483648u, &gold));
    assert_false(pirates_share(4294967295u, 0, 2147483649u, &gold));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pirates_judge_samples_give_the_expected_gold),
        cmocka_unit_test(test_pirates_small_crews_follow_the_rule_for_every_pirate),
        cmocka_unit_test(test_pirates_boundaries_hold_up_to_2m_beyond_32_bits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
