/* test_nim.c - Nim solver, normal and misere, against a brute-force game tree over every
 * position of up to 4 piles of up to 7, plus the judge samples and large random piles. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "nim.h"
#include "support/solvers_a_support.h"

#define PILES 4
#define SIDE 8 /* pile sizes 0..7 */
#define CODES (SIDE * SIDE * SIDE * SIDE)

static bool win_normal[CODES];
static bool win_misere[CODES];

static int code_of(const uint32_t *p)
{
    return (int)(((p[0] * SIDE + p[1]) * SIDE + p[2]) * SIDE + p[3]);
}

static void piles_of(int code, uint32_t *p)
{
    for (int i = PILES - 1; i >= 0; i--) {
        p[i] = (uint32_t)(code % SIDE);
        code /= SIDE;
    }
}

/* A move lowers one digit, so every successor has a smaller code. With no piles left the
 * mover has lost (normal) or already won, the opponent having taken the last (misere). */
static int setup_brute(void **state)
{
    (void)state;
    for (int c = 0; c < CODES; c++) {
        uint32_t p[PILES];
        piles_of(c, p);
        bool wn = false, wm = false, any = false;
        for (int i = 0; i < PILES; i++) {
            uint32_t keep = p[i];
            for (uint32_t v = 0; v < keep; v++) {
                p[i] = v;
                int s = code_of(p);
                wn |= !win_normal[s];
                wm |= !win_misere[s];
                any = true;
            }
            p[i] = keep;
        }
        win_normal[c] = wn;
        win_misere[c] = any ? wm : true;
    }
    return 0;
}

static void check_mode(play_mode_t mode, const bool *win)
{
    for (int c = 0; c < CODES; c++) {
        uint32_t full[PILES];
        piles_of(c, full);
        for (uint8_t count = 1; count <= PILES; count++) {
            /* Positions of count piles: the trailing piles of full are 0 (same game). */
            bool trailing_zero = true;
            for (int i = count; i < PILES; i++) {
                trailing_zero &= full[i] == 0;
            }
            if (!trailing_zero) {
                continue;
            }
            if (nim_first_wins(full, count, mode) != win[c]) {
                fail_msg("mode %d piles %u %u %u %u (count %u): verdict %d, brute %d", mode,
                         full[0], full[1], full[2], full[3], count, !win[c], win[c]);
            }
            nim_move_t moves[PILES];
            uint8_t n = nim_winning_moves(full, count, mode, moves);
            /* Brute force: every move to a lost position, in pile order. */
            uint8_t k = 0;
            for (uint8_t i = 0; i < count; i++) {
                uint32_t p[PILES] = { full[0], full[1], full[2], full[3] };
                for (uint32_t v = 0; v < full[i]; v++) {
                    p[i] = v;
                    if (!win[code_of(p)]) {
                        if (k >= n || moves[k].pile != i || moves[k].to != v) {
                            fail_msg("mode %d piles %u %u %u %u: missing or misplaced move "
                                     "pile %u to %u", mode, full[0], full[1], full[2], full[3],
                                     i, v);
                        }
                        k++;
                    }
                }
            }
            assert_int_equal(n, k);
            if (!win[c] || n == 0) {
                /* Lost (or over): the stalling move is legal and takes one from a largest pile. */
                nim_move_t st;
                uint32_t most = 0;
                for (uint8_t i = 0; i < count; i++) {
                    most = full[i] > most ? full[i] : most;
                }
                assert_int_equal(nim_stalling_move(full, count, &st), most > 0);
                if (most > 0) {
                    assert_int_equal(full[st.pile], most);
                    assert_int_equal(st.to, most - 1);
                }
            }
        }
    }
}

static void test_nim_normal_play_matches_brute_force_on_four_piles_up_to_7(void **state)
{
    (void)state;
    check_mode(PLAY_NORMAL, win_normal);
}

static void test_nim_misere_play_matches_brute_force_on_four_piles_up_to_7(void **state)
{
    (void)state;
    check_mode(PLAY_MISERE, win_misere);
}

static void test_nim_matchstick_sample_takes_four_from_the_third_pile(void **state)
{
    (void)state;
    const uint32_t piles[] = { 3, 6, 9 };
    nim_move_t m[3];
    assert_true(nim_first_wins(piles, 3, PLAY_NORMAL));
    assert_true(nim_winning_moves(piles, 3, PLAY_NORMAL, m) >= 1);
    assert_int_equal(m[0].pile, 2); /* "4 3": 4 taken from pile 3 */
    assert_int_equal(m[0].to, 5);   /* "3 6 5" */
    const uint32_t lose[] = { 15, 22, 19, 10 };
    assert_false(nim_first_wins(lose, 4, PLAY_NORMAL));
    assert_int_equal(nim_winning_moves(lose, 4, PLAY_NORMAL, m), 0);
    assert_int_equal(nim_sum(lose, 4), 0);
}

static void test_nim_large_piles_move_to_a_zero_nim_sum(void **state)
{
    (void)state;
    uint64_t rng = 777;
    static uint32_t piles[255];
    static nim_move_t moves[255];
    for (int round = 0; round < 2000; round++) {
        uint8_t count = (uint8_t)(1 + sa_rand32(&rng) % 255);
        uint32_t x = 0;
        for (uint8_t i = 0; i < count; i++) {
            piles[i] = round & 1 ? sa_rand32(&rng) : sa_rand_spread32(&rng);
            x ^= piles[i];
        }
        assert_int_equal(nim_sum(piles, count), x);
        assert_int_equal(nim_first_wins(piles, count, PLAY_NORMAL), x != 0);
        uint8_t n = nim_winning_moves(piles, count, PLAY_NORMAL, moves);
        uint8_t expect = 0;
        for (uint8_t i = 0; i < count; i++) {
            expect += (piles[i] ^ x) < piles[i];
        }
        assert_int_equal(n, expect);
        for (uint8_t i = 0; i < n; i++) {
            uint32_t p = piles[moves[i].pile];
            assert_true(moves[i].to < p);
            assert_int_equal(x ^ p ^ moves[i].to, 0);
            assert_true(i == 0 || moves[i].pile > moves[i - 1].pile);
        }
        /* Misere agrees with normal play while two piles are >= 2. */
        if (count >= 2 && piles[0] >= 2 && piles[1] >= 2) {
            assert_int_equal(nim_first_wins(piles, count, PLAY_MISERE), x != 0);
        }
    }
    /* One big pile among 1s, misere: leave an odd number of 1s. */
    const uint32_t one_big[] = { 1, 4294967295u, 1, 1 };
    assert_true(nim_first_wins(one_big, 4, PLAY_MISERE));
    assert_int_equal(nim_winning_moves(one_big, 4, PLAY_MISERE, moves), 1);
    assert_int_equal(moves[0].pile, 1);
    assert_int_equal(moves[0].to, 0);
    const uint32_t empty[] = { 0, 0 };
    assert_true(nim_first_wins(empty, 2, PLAY_MISERE));
    assert_false(nim_first_wins(empty, 2, PLAY_NORMAL));
    assert_int_equal(nim_winning_moves(empty, 2, PLAY_MISERE, moves), 0);
    assert_false(nim_stalling_move(empty, 2, moves));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_nim_normal_play_matches_brute_force_on_four_piles_up_to_7),
        cmocka_unit_test(test_nim_misere_play_matches_brute_force_on_four_piles_up_to_7),
        cmocka_unit_test(test_nim_matchstick_sample_takes_four_from_the_third_pile),
        cmocka_unit_test(test_nim_large_piles_move_to_a_zero_nim_sum),
    };
    return cmocka_run_group_tests(tests, setup_brute, NULL);
}
