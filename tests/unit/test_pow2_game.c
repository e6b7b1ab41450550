/* test_pow2_game.c - powers-of-two take-away (HDU 1847) against a brute-force game tree for
 * n <= 300, and the winning-take mask for large n checked take by take. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "pow2_game.h"
#include "support/solvers_a_support.h"

#define MAX_N 300

static void test_pow2_matches_brute_force_up_to_300(void **state)
{
    (void)state;
    bool win[MAX_N + 1];
    win[0] = false;
    for (uint32_t n = 1; n <= MAX_N; n++) {
        win[n] = false;
        for (uint32_t t = 1; t <= n; t <<= 1) {
            win[n] |= !win[n - t];
        }
    }
    for (uint32_t n = 0; n <= MAX_N; n++) {
        uint32_t mask = 0;
        for (uint32_t i = 0; (1u << i) <= n; i++) {
            if (!win[n - (1u << i)]) {
                mask |= 1u << i;
            }
        }
        if (pow2_first_wins(n) != win[n]) {
            fail_msg("n %u: verdict %d, brute %d", n, !win[n], win[n]);
        }
        assert_int_equal(pow2_winning_takes(n), mask);
        if (!win[n]) {
            assert_int_equal(pow2_stalling_take(n), n > 0 ? 1 : 0);
        }
    }
}

static void test_pow2_judge_samples_name_the_winner(void **state)
{
    (void)state;
    assert_true(pow2_first_wins(1));  /* Kiki */
    assert_false(pow2_first_wins(3)); /* Cici */
}

static void check_large(uint32_t n)
{
    uint32_t mask = 0;
    for (uint32_t i = 0; i < 32 && (1u << i) <= n; i++) {
        if ((n - (1u << i)) % 3 == 0) {
            mask |= 1u << i;
        }
    }
    assert_int_equal(pow2_first_wins(n), n % 3 != 0);
    assert_int_equal(pow2_winning_takes(n), mask);
}

static void test_pow2_large_piles_take_every_power_that_leaves_a_multiple_of_3(void **state)
{
    (void)state;
    check_large(4294967295u); /* a multiple of 3 */
    check_large(4294967294u);
    check_large(4294967293u);
    check_large(2147483648u);
    check_large(2147483647u);
    uint64_t rng = 99;
    for (int i = 0; i < 100000; i++) {
        check_large(sa_rand32(&rng));
        check_large(sa_rand_spread32(&rng));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pow2_matches_brute_force_up_to_300),
        cmocka_unit_test(test_pow2_judge_samples_name_the_winner),
        cmocka_unit_test(test_pow2_large_piles_take_every_power_that_leaves_a_multiple_of_3),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
