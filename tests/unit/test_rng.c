/* test_rng.c - the xorshift32 generator: known sequence, zero seed, range. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "rng.h"

static void test_rng_follows_the_xorshift32_sequence(void **state)
{
    (void)state;
    rng_t r;
    rng_seed(&r, 1);
    /* computed by hand from x ^= x << 13; x ^= x >> 17; x ^= x << 5 starting at 1 */
    uint32_t x = 1;
    for (int i = 0; i < 100; i++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        assert_int_equal(rng_next(&r), x);
    }
    rng_seed(&r, 1);
    assert_int_equal(rng_next(&r), 270369u);
}

static void test_rng_zero_seed_still_produces_numbers(void **state)
{
    (void)state;
    rng_t r;
    rng_seed(&r, 0);
    assert_int_not_equal(rng_next(&r), 0);
}

static void test_rng_below_stays_in_range_and_hits_every_value(void **state)
{
    (void)state;
    rng_t r;
    int hits[7] = {0};
    rng_seed(&r, 99);
    for (int i = 0; i < 7000; i++) {
        uint16_t v = rng_below(&r, 7);
        assert_true(v < 7);
        hits[v]++;
    }
    for (int v = 0; v < 7; v++) {
        assert_true(hits[v] > 700);
    }
    assert_int_equal(rng_below(&r, 0), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rng_follows_the_xorshift32_sequence),
        cmocka_unit_test(test_rng_zero_seed_still_produces_numbers),
        cmocka_unit_test(test_rng_below_stays_in_range_and_hits_every_value),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
