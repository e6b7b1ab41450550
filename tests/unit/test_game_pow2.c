/* test_game_pow2.c - Powers of 2 on the LCD, driven by buttons on the fake clock: the editor,
 * the amount chooser (every amount up to the pile; a non-power refused with its reason), hint
 * and Why (n mod 3) in a lost position, and a whole game the Perfect computer wins. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "app.h"
#include "games.h"
#include "hal_fake.h"
#include "play_mode.h"
#include "support/app_driver.h"
#include "support/play_driver.h"
#include "text.h"


static void test_game_pow2_only_powers_of_2_are_offered(void **state)
{
    (void)state;
    play_driver_open(GAME_POW2);
    const uint32_t n[1] = {6};
    play_driver_edit_piles(n, 1, 1);
    play_driver_assert_row(0, " 6");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(1, "You: take 1");
    app_driver_tap(BTN_UP);
    play_driver_assert_row(1, "You: take 2");
    app_driver_tap(BTN_UP);
    play_driver_assert_row(1, "You: take 4");
    app_driver_tap(BTN_UP); /* 8 is more than the pile: round to 1 */
    play_driver_assert_row(1, "You: take 1");
    app_driver_tap(BTN_DOWN); /* round to the largest power of 2 in the pile */
    play_driver_assert_row(1, "You: take 4");
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(1, "You: take 2");
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(1, "You: take 1");
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(1, "You: take 4");
    /* 6 is lost: no hint; Why says leave a multiple of 3, then 6 is two 3s, 0 left */
    play_driver_long_select();
    play_driver_assert_row(0, "No winning move");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(0, "Leave a multiple");
    play_driver_assert_row(1, "of 3.          \x02");
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(0, "6 in 3s");
    play_driver_assert_row(1, "0 left: you lose");
    app_driver_tap(BTN_UP); /* UP: the words again */
    play_driver_assert_row(0, "Leave a multiple");
    app_driver_tap(BTN_UP); /* UP on the first page: back to the move, the choice kept */
    play_driver_assert_row(1, "You: take 4");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(0, " 2");
    play_driver_assert_row(1, "CPU: thinking");
}

static void test_game_pow2_perfect_computer_wins_a_whole_game(void **state)
{
    (void)state;
    play_driver_open(GAME_POW2);
    const uint32_t n[1] = {7};
    play_driver_edit_piles(n, 1, 1);
    play_driver_cpu_first();
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    app_driver_run(700);
    play_driver_assert_row(1, "CPU: take 1"); /* 7 mod 3 = 1 */
    app_driver_run(1200);
    play_driver_assert_row(0, " 6");
    int moves = 0;
    while (!play_driver_row_starts(0, "CPU wins!") && moves < 10) {
        if (play_driver_row_starts(1, "You:")) {
            app_driver_tap(BTN_SELECT); /* take 1 */
            play_driver_past_tip();
            moves++;
        }
        app_driver_run(PLAY_DRIVER_CPU_TURN_MS);
    }
    play_driver_assert_row(0, "CPU wins!");
    play_driver_assert_row(1, "Won 0 lost 1");
    assert_int_equal(moves, 2); /* 6 -1- 5 -2- 3 -1- 2 -2- 0 */
}

static void test_game_pow2_misere_setting_does_not_apply(void **state)
{
    (void)state;
    play_driver_boot_misere();
    play_driver_taps(BTN_DOWN, GAME_POW2 + 1u);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(1, ">Play  No misere"); /* the start screen says it does not apply */
    const uint32_t n[1] = {2};
    play_driver_edit_piles(n, 1, 1);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_taps(BTN_UP, 1);
    app_driver_tap(BTN_SELECT); /* take the last 2 */
    play_driver_past_tip();
    play_driver_assert_row(0, "You win!");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_game_pow2_only_powers_of_2_are_offered, play_driver_setup),
        cmocka_unit_test_setup(test_game_pow2_perfect_computer_wins_a_whole_game, play_driver_setup),
        cmocka_unit_test_setup(test_game_pow2_misere_setting_does_not_apply, play_driver_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
