/* test_solver_edges.c - solver results that the other tests leave open, pinned down so that
 * size work on the solvers cannot change them: which move coin_best_move picks (the mirror
 * move, else the first winning move, else one end coin of the first longest line), coin_take
 * and coin_lines on up to 32 coins with stray bits above n, every board_step, Wythoff moves
 * with a pile at 2^32 - 1, and xor_range at both ends of the 32-bit range. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <string.h>

#include "board_walk.h"
#include "coin_circle.h"
#include "wythoff.h"
#include "xor_range.h"

static uint32_t rng_state = 12345u;

static uint32_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

static bool coin_there(uint32_t present, int i)
{
    return ((present >> i) & 1u) != 0;
}

/* coin_take by the documented rule: coins start, start + 1, ... (mod n), len of them (at
 * most n), go; bits from n on are dropped; nothing changes when n or start is out of range. */
static uint32_t ref_take(uint32_t present, int n, coin_move_t m)
{
    if (n < 1 || n > COIN_CIRCLE_MAX_COINS || m.start >= n) {
        return present;
    }
    uint32_t keep = n == 32 ? 0xFFFFFFFFu : (1u << n) - 1u;
    for (int j = 0; j < m.len && j < n; j++) {
        keep &= ~(1u << ((m.start + j) % n));
    }
    return present & keep;
}

/* The lines of a state, by first coin: their lengths, how many, and whether they pair up. */
static int ref_lines(uint32_t present, int n, uint8_t *lens, bool *paired)
{
    int count = 0;
    int times[COIN_CIRCLE_MAX_COINS + 1] = {0};
    bool whole = true;
    for (int i = 0; i < n; i++) {
        whole = whole && coin_there(present, i);
    }
    for (int i = 0; i < n && !whole; i++) {
        if (coin_there(present, i) && !coin_there(present, (i + n - 1) % n)) {
            int len = 0;
            while (coin_there(present, (i + len) % n)) {
                len++;
            }
            lens[count++] = (uint8_t)len;
            times[len]++;
        }
    }
    *paired = true;
    for (int len = 1; len <= COIN_CIRCLE_MAX_COINS; len++) {
        *paired = *paired && (times[len] & 1) == 0;
    }
    return count;
}

static void test_coin_take_and_coin_lines_on_up_to_32_coins(void **state)
{
    (void)state;
    for (int it = 0; it < 200000; it++) {
        int n = (int)(rnd() % 35u);
        uint32_t present = rnd();
        if (it & 1) {
            present |= rnd(); /* long lines */
        }
        if (it % 7 == 0) {
            present = 0xFFFFFFFFu;
        }
        coin_move_t m = {(uint8_t)(rnd() % 36u), (uint8_t)(rnd() % 36u)};
        assert_int_equal(coin_take(present, (uint8_t)n, m), ref_take(present, n, m));
        if (n >= 1 && n <= COIN_CIRCLE_MAX_COINS) {
            uint8_t got[COIN_CIRCLE_MAX_COINS / 2];
            uint8_t want[COIN_CIRCLE_MAX_COINS / 2];
            bool got_paired = false;
            bool want_paired = false;
            uint8_t count = coin_lines(present, (uint8_t)n, got, &got_paired);
            assert_int_equal(count, ref_lines(present, n, want, &want_paired));
            assert_memory_equal(got, want, count);
            assert_int_equal(got_paired, want_paired);
        }
    }
}

/* coin_best_move's choice, from coin_winning_moves (listed by start, then length), coin_take
 * and coin_lines: the first winning move that leaves the lines paired, else the first winning
 * move; in a lost position one coin at the start of the first longest line (coin 0 of a whole
 * ring). */
static void check_best_move(uint32_t present, int n, int k)
{
    static coin_move_t wins[COIN_CIRCLE_MAX_COINS * COIN_CIRCLE_MAX_COINS];
    coin_move_t want = {0xFF, 0xFF};
    coin_move_t got = {0xFE, 0xFE};
    bool is_winning = false;
    uint32_t all = n == 32 ? 0xFFFFFFFFu : (1u << n) - 1u;
    bool moved = coin_best_move(present, (uint8_t)n, (uint8_t)k, &got, &is_winning);
    assert_int_equal(moved, (present & all) != 0);
    if (!moved) {
        return;
    }
    uint16_t count = coin_winning_moves(present, (uint8_t)n, (uint8_t)k, wins,
                                        (uint16_t)(sizeof wins / sizeof wins[0]));
    assert_int_equal(is_winning, count > 0);
    if (count > 0) {
        want = wins[0];
        for (uint16_t i = 0; i < count; i++) {
            uint8_t lens[COIN_CIRCLE_MAX_COINS / 2];
            bool paired = false;
            coin_lines(coin_take(present, (uint8_t)n, wins[i]), (uint8_t)n, lens, &paired);
            if (paired) {
                want = wins[i];
                break;
            }
        }
    } else if ((present & all) == all) {
        want.start = 0;
        want.len = 1;
    } else {
        int best_len = 0;
        for (int i = 0; i < n; i++) {
            if (coin_there(present, i) && !coin_there(present, (i + n - 1) % n)) {
                int len = 0;
                while (coin_there(present, (i + len) % n)) {
                    len++;
                }
                if (len > best_len) {
                    best_len = len;
                    want.start = (uint8_t)i;
                    want.len = 1;
                }
            }
        }
    }
    assert_int_equal(got.start, want.start);
    assert_int_equal(got.len, want.len);
}

static void test_coin_best_move_prefers_the_mirror_then_the_first_win(void **state)
{
    (void)state;
    for (int n = 1; n <= 10; n++) {
        for (int k = 1; k <= n + 1; k++) {
            for (uint32_t present = 0; present < (1u << n); present++) {
                check_best_move(present, n, k);
            }
        }
    }
    for (int it = 0; it < 3000; it++) {
        int n = 11 + (int)(rnd() % 22u);
        int k = 1 + (int)(rnd() % 5u);
        check_best_move(rnd() | rnd(), n, k);
    }
}

static void test_board_step_on_every_square(void **state)
{
    (void)state;
    for (int n = 1; n <= BOARD_WALK_MAX_N; n++) {
        for (int x = 0; x < n * n; x++) {
            int r = x / n;
            int c = x % n;
            int want[4] = {r > 0 ? x - n : 0xFF, c > 0 ? x - 1 : 0xFF, c + 1 < n ? x + 1 : 0xFF,
                           r + 1 < n ? x + n : 0xFF};
            for (int d = 0; d < 4; d++) {
                assert_int_equal(board_step((uint8_t)n, (uint8_t)x, (uint8_t)d), want[d]);
            }
        }
    }
}

/* Every listed move is legal for its kind and leaves a P-position; a P-position has none. */
static void check_wythoff_moves(uint32_t a, uint32_t b)
{
    wythoff_move_t moves[3];
    uint8_t count = wythoff_winning_moves(a, b, moves);
    uint32_t lo = a < b ? a : b;
    uint32_t hi = a < b ? b : a;
    assert_int_equal(count == 0, wythoff_is_p(a, b));
    for (uint8_t i = 0; i < count; i++) {
        const wythoff_move_t *m = &moves[i];
        assert_true(m->x <= m->y);
        assert_true(wythoff_is_p(m->x, m->y));
        if (m->kind == WYTHOFF_TAKE_BOTH) {
            assert_true(m->y - m->x == hi - lo && m->x < lo);
        } else if (m->kind == WYTHOFF_TAKE_SMALLER) {
            assert_true(m->y == hi && m->x < lo);
        } else {
            assert_int_equal(m->kind, WYTHOFF_TAKE_LARGER);
            assert_true((m->x == lo && m->y < hi) || (m->y == lo && m->x < hi));
        }
    }
}

static void test_wythoff_moves_with_a_pile_at_the_top_of_the_range(void **state)
{
    (void)state;
    for (uint32_t d = 0; d < 3000; d++) {
        check_wythoff_moves(4294967295u - d, 4294967295u);
        check_wythoff_moves(d, 4294967295u);
        check_wythoff_moves(4294967295u, rnd());
    }
    /* (2654435769, 4294967295) is no pair: 4294967295 = a_2654435769, whose partner is above */
    uint32_t k = 0;
    bool is_b = true;
    wythoff_locate(4294967295u, &k, &is_b);
    assert_false(is_b);
    assert_int_equal(k, WYTHOFF_MAX_A_INDEX);
    uint32_t partner = 0;
    assert_false(wythoff_partner(4294967295u, &partner));
}

static void test_xor_range_at_both_ends(void **state)
{
    (void)state;
    for (uint32_t x = 0; x < 64; x++) {
        uint32_t want = 0;
        for (uint32_t y = x; y < 64; y++) {
            want ^= y;
            assert_int_equal(xor_range(x, y), want);
        }
        uint32_t top = 0;
        for (uint32_t y = 4294967295u - x;; y++) {
            top ^= y;
            if (y == 4294967295u) {
                break;
            }
        }
        assert_int_equal(xor_range(4294967295u - x, 4294967295u), top);
    }
    /* 0 ^ 1 ^ ... ^ 4294967295: 2^31 pairs (2i, 2i+1), each XORing to 1: an even count */
    assert_int_equal(xor_range(0, 4294967295u), 0);
    assert_int_equal(xor_upto(4294967295u), 0);
    assert_int_equal(xor_upto(4294967294u), 4294967295u);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_coin_take_and_coin_lines_on_up_to_32_coins),
        cmocka_unit_test(test_coin_best_move_prefers_the_mirror_then_the_first_win),
        cmocka_unit_test(test_board_step_on_every_square),
        cmocka_unit_test(test_wythoff_moves_with_a_pile_at_the_top_of_the_range),
        cmocka_unit_test(test_xor_range_at_both_ends),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
