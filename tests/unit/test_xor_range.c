/* test_xor_range.c - the n % 4 closed form for x ^ (x+1) ^ ... ^ y against a plain loop:
 * every range inside 0..300, and random ranges of bounded length anywhere in 32 bits; the move
 * of Nim on piles x..y against a search of every pile and amount. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "xor_range.h"
#include "support/solvers_a_support.h"

/* x ^ ... ^ y by a loop (64-bit counter, so y = 2^32 - 1 ends the loop). */
static uint32_t loop_xor(uint32_t x, uint32_t y)
{
    uint32_t r = 0;
    for (uint64_t i = x; i <= y; i++) {
        r ^= (uint32_t)i;
    }
    return r;
}

static void test_xor_range_matches_a_loop_for_all_small_ranges(void **state)
{
    (void)state;
    for (uint32_t x = 0; x <= 300; x++) {
        for (uint32_t y = x; y <= 300; y++) {
            uint32_t want = loop_xor(x, y);
            if (xor_range(x, y) != want || xor_range(y, x) != want) {
                fail_msg("xor_range(%u, %u) = %u, loop %u", x, y, xor_range(x, y), want);
            }
        }
        assert_int_equal(xor_upto(x), loop_xor(0, x));
    }
}

static void test_xor_range_matches_a_loop_on_random_large_ranges(void **state)
{
    (void)state;
    uint64_t rng = 4242;
    for (int i = 0; i < 20000; i++) {
        uint32_t x = i & 1 ? sa_rand32(&rng) : sa_rand_spread32(&rng);
        uint32_t len = sa_rand32(&rng) % 600;
        uint32_t y = x > 4294967295u - len ? 4294967295u : x + len;
        assert_int_equal(xor_range(x, y), loop_xor(x, y));
        assert_int_equal(xor_range(y, x), loop_xor(x, y));
    }
    for (uint32_t d = 0; d < 600; d++) {
        uint32_t x = 4294967295u - d;
        assert_int_equal(xor_range(x, 4294967295u), loop_xor(x, 4294967295u));
        assert_int_equal(xor_upto(x) ^ xor_upto(x - 1), x);
    }
    for (uint32_t k = 2; k <= 32; k++) {
        /* every bit is set in an even number of 0 .. 2^k - 1 */
        assert_int_equal(xor_upto((uint32_t)((1ull << k) - 1)), 0);
    }
    assert_int_equal(xor_upto(4294967294u), 4294967295u);
    assert_int_equal(xor_range(0, 0), 0);
    assert_int_equal(xor_range(4294967295u, 4294967295u), 4294967295u);
}

/* The move xor_range_move gives against a search over the piles x..y: when the nim-sum is not
 * 0, the smallest pile from which a move reaches nim-sum 0, and that move (there is exactly
 * one per pile); when it is 0, 1 from the largest pile. xor_range_winning_pile agrees. */
static void check_move(uint32_t x, uint32_t y)
{
    uint32_t lo = x < y ? x : y;
    uint32_t hi = x < y ? y : x;
    uint32_t s = loop_xor(lo, hi);
    uint32_t want_from = hi;
    uint32_t want_to = hi - 1u;
    if (s != 0) {
        for (uint64_t p = lo;; p++) {
            assert_true(p <= hi); /* a pile with a winning move exists */
            uint32_t to = (uint32_t)p ^ s; /* the only size that leaves nim-sum 0 */
            if (to < p) {
                want_from = (uint32_t)p;
                want_to = to;
                break;
            }
        }
    }
    uint32_t to = 0;
    uint32_t from = xor_range_move(x, y, &to);
    if (from != want_from || to != want_to) {
        fail_msg("xor_range_move(%u, %u) = %u -> %u, search %u -> %u", x, y, from, to, want_from,
                 want_to);
    }
    assert_int_equal(xor_range_winning_pile(x, y), s != 0 ? want_from : 0);
}

static void test_xor_range_move_matches_a_search(void **state)
{
    (void)state;
    for (uint32_t x = 0; x <= 130; x++) {
        for (uint32_t y = 0; y <= 130; y++) {
            if (x != 0 || y != 0) { /* a single pile of 0: no move */
                check_move(x, y);
            }
        }
    }
    uint64_t rng = 2323;
    for (int i = 0; i < 3000; i++) {
        uint32_t x = i & 1 ? sa_rand32(&rng) : sa_rand_spread32(&rng);
        uint32_t len = sa_rand32(&rng) % 300;
        uint32_t y = x > 4294967295u - len ? 4294967295u : x + len;
        if (y != 0) {
            check_move(x, y);
            check_move(y, x);
        }
    }
    check_move(4294967295u, 4294967295u);
    check_move(4294967294u, 4294967295u);
    check_move(1u, 4294967295u);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_xor_range_matches_a_loop_for_all_small_ranges),
        cmocka_unit_test(test_xor_range_matches_a_loop_on_random_large_ranges),
        cmocka_unit_test(test_xor_range_move_matches_a_search),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
