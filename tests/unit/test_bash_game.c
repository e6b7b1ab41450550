/* test_bash_game.c - Bash's game, normal and misere, against a brute-force game tree for
 * n <= 60 and every m <= 12, plus the count-to-100 game and m up to 4294967295. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "bash_game.h"

#define MAX_N 60
#define MAX_M 12

/* win[n]: the mover wins with n left, taking 1..m. At n = 0 the mover has lost (normal) or
 * has already won because the opponent took the last object (misere). */
static void brute(uint32_t m, play_mode_t mode, bool *win)
{
    win[0] = mode == PLAY_MISERE;
    for (uint32_t n = 1; n <= MAX_N; n++) {
        win[n] = false;
        for (uint32_t t = 1; t <= m && t <= n; t++) {
            win[n] |= !win[n - t];
        }
    }
}

static void check_mode(play_mode_t mode)
{
    bool win[MAX_N + 1];
    for (uint32_t m = 1; m <= MAX_M; m++) {
        brute(m, mode, win);
        for (uint32_t n = 0; n <= MAX_N; n++) {
            uint32_t take = bash_winning_take(n, m, mode);
            uint32_t winning = 0, first = 0;
            for (uint32_t t = 1; t <= m && t <= n; t++) {
                if (!win[n - t]) {
                    winning++;
                    first = t;
                }
            }
            if (bash_first_wins(n, m, mode) != win[n]) {
                fail_msg("mode %d n %u m %u: verdict %d, brute %d", mode, n, m, !win[n], win[n]);
            }
            assert_true(winning <= 1);
            assert_int_equal(take, first); /* 0 when no move wins */
            if (winning == 0) {
                assert_int_equal(bash_stalling_take(n, m, mode), n > 0 ? 1 : 0);
            }
        }
    }
}

static void test_bash_normal_play_matches_brute_force(void **state)
{
    (void)state;
    check_mode(PLAY_NORMAL);
}

static void test_bash_misere_play_matches_brute_force(void **state)
{
    (void)state;
    check_mode(PLAY_MISERE);
}

static void test_bash_count_to_100_is_won_by_saying_1_first(void **state)
{
    (void)state;
    assert_true(bash_first_wins(100, 10, PLAY_NORMAL));
    assert_int_equal(bash_winning_take(100, 10, PLAY_NORMAL), 1);
    /* hdu1846 style cases */
    assert_true(bash_first_wins(23, 2, PLAY_NORMAL));
    assert_false(bash_first_wins(4, 3, PLAY_NORMAL));
}

static void test_bash_handles_m_at_the_32_bit_limit(void **state)
{
    (void)state;
    const uint32_t big = 4294967295u;
    /* m = 2^32 - 1: any pile can be taken whole. */
    assert_true(bash_first_wins(big, big, PLAY_NORMAL));
    assert_int_equal(bash_winning_take(big, big, PLAY_NORMAL), big);
    assert_false(bash_first_wins(0, big, PLAY_NORMAL));
    assert_int_equal(bash_winning_take(0, big, PLAY_NORMAL), 0);
    /* misere: leave exactly 1 */
    assert_int_equal(bash_winning_take(big, big, PLAY_MISERE), big - 1);
    assert_false(bash_first_wins(1, big, PLAY_MISERE));
    assert_true(bash_first_wins(0, big, PLAY_MISERE));
    assert_int_equal(bash_winning_take(0, big, PLAY_MISERE), 0);
    /* m = 2^32 - 2: m + 1 = 2^32 - 1 divides n = 2^32 - 1. */
    assert_false(bash_first_wins(big, big - 1, PLAY_NORMAL));
    assert_int_equal(bash_stalling_take(big, big - 1, PLAY_NORMAL), 1);
    assert_true(bash_first_wins(big, big - 1, PLAY_MISERE));
    assert_int_equal(bash_winning_take(big, big - 1, PLAY_MISERE), big - 1);
    /* m = 2^31: n = 2^32 - 1 = 1 * (2^31 + 1) + (2^31 - 2) */
    assert_int_equal(bash_winning_take(big, 2147483648u, PLAY_NORMAL), 2147483646u);
    assert_int_equal(bash_winning_take(big, 2147483648u, PLAY_MISERE), 2147483645u);
    /* A remainder of 0 in misere: take m, leaving (m+1)k + 1. */
    assert_int_equal(bash_winning_take(2147483649u, 2147483648u, PLAY_MISERE), 2147483648u);
    assert_false(bash_first_wins(2147483650u, 2147483648u, PLAY_MISERE));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bash_normal_play_matches_brute_force),
        cmocka_unit_test(test_bash_misere_play_matches_brute_force),
        cmocka_unit_test(test_bash_count_to_100_is_won_by_saying_1_first),
        cmocka_unit_test(test_bash_handles_m_at_the_32_bit_limit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
