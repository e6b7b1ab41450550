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

#define CPU_TURN_MS (700u + 1200u) /* thinking, then the move on screen */

static int setup(void **state)
{
    (void)state;
    fake_reset();
    fake_tick_set(100);
    return 0;
}

static void assert_row(uint8_t row, const char *text)
{
    char want[17];
    snprintf(want, sizeof want, "%-16s", text);
    assert_string_equal(fake_display_line(row), want);
}

/* From the start screen: edits the n piles (each of min or more, below 100 + min) and leaves
 * the start screen on ">Play". */
static void edit_piles(const uint32_t *v, uint8_t n, uint32_t min)
{
    play_driver_taps(BTN_DOWN, 4); /* Play, First, Vs, Random, Edit */
    assert_row(1, ">Edit");
    app_driver_tap(BTN_SELECT);
    for (uint8_t i = 0; i < n; i++) {
        play_driver_set(v[i], min);
        app_driver_tap(BTN_SELECT);
    }
    assert_int_equal(app_screen(), APP_SCREEN_START);
    assert_row(1, ">Play");
}

/* From ">Play": the computer moves first. */
static void cpu_first(void)
{
    app_driver_tap(BTN_DOWN);
    app_driver_tap(BTN_SELECT);
    assert_row(1, ">First       CPU");
    app_driver_tap(BTN_UP);
}

static void test_game_pow2_a_take_that_is_not_a_power_of_2_is_refused(void **state)
{
    (void)state;
    play_driver_open(GAME_POW2);
    const uint32_t n[1] = {6};
    edit_piles(n, 1, 1);
    assert_row(0, " 6");
    app_driver_tap(BTN_SELECT);
    assert_row(1, "You: take 1");
    play_driver_taps(BTN_UP, 2);
    assert_row(1, "You: take 3");
    app_driver_tap(BTN_SELECT);
    assert_row(1, "Not a power of 2");
    assert_row(0, " 6"); /* nothing taken, still my turn */
    app_driver_run(1500);
    assert_row(1, "You: take 3");
    play_driver_taps(BTN_UP, 5);
    assert_row(1, "You: take 6"); /* no more than the pile */
    /* 6 is lost: no hint; Why shows 6 mod 3 */
    play_driver_long_select();
    assert_row(0, "No winning move");
    app_driver_tap(BTN_SELECT);
    assert_row(0, "6 mod 3");
    assert_row(1, "=0   0: you lose");
    app_driver_tap(BTN_UP); /* back to the move, from the least amount */
    assert_row(1, "You: take 1");
    play_driver_taps(BTN_UP, 3);
    assert_row(1, "You: take 4");
    app_driver_tap(BTN_SELECT);
    assert_row(0, " 2");
    assert_row(1, "CPU: thinking");
}

static void test_game_pow2_perfect_computer_wins_a_whole_game(void **state)
{
    (void)state;
    play_driver_open(GAME_POW2);
    const uint32_t n[1] = {7};
    edit_piles(n, 1, 1);
    cpu_first();
    app_driver_tap(BTN_SELECT);
    app_driver_run(700);
    assert_row(1, "CPU: take 1"); /* 7 mod 3 = 1 */
    app_driver_run(1200);
    assert_row(0, " 6");
    int moves = 0;
    while (!play_driver_row_starts(0, "CPU wins!") && moves < 10) {
        if (play_driver_row_starts(1, "You:")) {
            app_driver_tap(BTN_SELECT); /* take 1 */
            moves++;
        }
        app_driver_run(CPU_TURN_MS);
    }
    assert_row(0, "CPU wins!");
    assert_row(1, "Won 0 lost 1");
    assert_int_equal(moves, 2); /* 6 -1- 5 -2- 3 -1- 2 -2- 0 */
}

static void test_game_pow2_misere_setting_does_not_apply(void **state)
{
    (void)state;
    app_driver_boot_to_menu();
    app_driver_tap(BTN_UP); /* Settings */
    app_driver_tap(BTN_SELECT);
    play_driver_taps(BTN_DOWN, 2);
    app_driver_tap(BTN_SELECT); /* Play Misere */
    app_driver_tap(BTN_LEFT);
    play_driver_taps(BTN_DOWN, GAME_POW2 + 1u);
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_SELECT);
    const uint32_t n[1] = {2};
    edit_piles(n, 1, 1);
    app_driver_tap(BTN_SELECT);
    play_driver_taps(BTN_UP, 1);
    app_driver_tap(BTN_SELECT); /* take the last 2 */
    assert_row(0, "You win!");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_game_pow2_a_take_that_is_not_a_power_of_2_is_refused, setup),
        cmocka_unit_test_setup(test_game_pow2_perfect_computer_wins_a_whole_game, setup),
        cmocka_unit_test_setup(test_game_pow2_misere_setting_does_not_apply, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
