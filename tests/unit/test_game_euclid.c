/* test_game_euclid.c - Euclid's game on the LCD, driven by buttons on the fake clock: the
 * editor (numbers from 1), the amount chooser stepping in multiples of the smaller number, the
 * smaller number refused, hint and Why (quotient and forced steps), a whole game the Perfect
 * computer wins, and the Why text at the 32-bit end. */
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


static void test_game_euclid_editor_numbers_start_at_1(void **state)
{
    (void)state;
    play_driver_open(GAME_EUCLID);
    play_driver_taps(BTN_DOWN, 4);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    assert_true(play_driver_row_starts(0, "Number 1")); /* the rules say "Two numbers" */
    play_driver_set(1, 1);
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(0, "Number 1       1");
}

static void test_game_euclid_amounts_step_in_multiples_of_the_smaller(void **state)
{
    (void)state;
    play_driver_open(GAME_EUCLID);
    const uint32_t v[2] = {20, 6};
    play_driver_edit_piles(v, 2, 1);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(0, ">20 6");
    play_driver_assert_row(1, "You: take 6 #1");
    app_driver_tap(BTN_UP);
    play_driver_assert_row(1, "You: take 12 #1");
    app_driver_tap(BTN_UP);
    play_driver_assert_row(1, "You: take 18 #1"); /* 24 > 20 */
    app_driver_tap(BTN_UP);
    play_driver_assert_row(1, "You: take 6 #1"); /* round to the least */
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(1, "You: take 18 #1"); /* round to the most */
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(1, "You: take 12 #1");
    play_driver_long_select();
    play_driver_assert_row(0, "Hint: take 12 #1"); /* to (8, 6): the reply (2, 6) is forced */
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(0, "Be first to see"); /* the words first */
    play_driver_assert_row(1, "small fit twice\x02");
    app_driver_tap(BTN_DOWN); /* the numbers: 6 fits 3 times in 20, a free choice, 0 forced */
    play_driver_assert_row(0, "Fits 3, forced 0");
    play_driver_assert_row(1, "Even: you win");
    app_driver_tap(BTN_DOWN); /* DOWN on the last page: back to the move */
    play_driver_assert_row(1, "You: take 12 #1");
    /* back from the Why (above) and from the menu, the player's own choice stays */
    app_driver_tap(BTN_UP); /* 18 */
    play_driver_assert_row(1, "You: take 18 #1");
    play_driver_long_select();
    app_driver_tap(BTN_SELECT); /* Why */
    play_driver_past_tip();
    app_driver_tap(BTN_LEFT);
    play_driver_assert_row(1, "You: take 18 #1");
    play_driver_long_select();
    app_driver_tap(BTN_LEFT); /* out of the menu */
    play_driver_assert_row(1, "You: take 18 #1");
}

static void test_game_euclid_smaller_number_never_offered_why_and_a_lost_game(void **state)
{
    (void)state;
    play_driver_open(GAME_EUCLID);
    const uint32_t v[2] = {8, 5};
    play_driver_edit_piles(v, 2, 1);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(1, "You: take 5 #1");
    app_driver_tap(BTN_UP);
    play_driver_assert_row(1, "You: take 5 #1"); /* 10 > 8 */
    app_driver_tap(BTN_RIGHT); /* the smaller number has no move: never offered */
    play_driver_assert_row(0, ">8 5");
    play_driver_assert_row(1, "You: take 5 #1");
    /* 8 5 -> 5 3 -> 3 2 -> 2 1: three forced steps, odd: lost */
    play_driver_long_select();
    play_driver_assert_row(0, "No winning move");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    app_driver_tap(BTN_DOWN); /* past the words: 5 fits once in 8, three moves forced */
    play_driver_assert_row(0, "Fits 1, forced 3");
    play_driver_assert_row(1, "Odd: you lose");
    app_driver_tap(BTN_LEFT); /* another key: back to the move */
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(0, " 3 5");
    app_driver_run(700);
    play_driver_assert_row(1, "CPU: take 3 #2");
    app_driver_run(1200);
    play_driver_assert_row(0, ">3 2"); /* 2 has no move: the choice moves on to 3 */
    play_driver_assert_row(1, "You: take 2 #1");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    app_driver_run(700);
    play_driver_assert_row(1, "CPU: take 2 #2"); /* 1 and 0: the computer made the 0 */
    app_driver_run(1200);
    play_driver_assert_row(0, "CPU wins!");
    play_driver_assert_row(1, "Won 0 lost 1");
}

static void test_game_euclid_perfect_computer_wins_a_whole_game(void **state)
{
    (void)state;
    play_driver_open(GAME_EUCLID);
    const uint32_t v[2] = {21, 34}; /* Fibonacci: six forced steps down to (1, 2), won */
    play_driver_edit_piles(v, 2, 1);
    play_driver_cpu_first();
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    int moves = 0;
    while (!play_driver_row_starts(0, "CPU wins!") && moves < 20) {
        app_driver_run(PLAY_DRIVER_CPU_TURN_MS);
        if (play_driver_row_starts(1, "You:")) {
            app_driver_tap(BTN_SELECT); /* the least multiple */
            play_driver_past_tip();
            moves++;
        }
    }
    play_driver_assert_row(0, "CPU wins!");
    assert_int_equal(moves, 3); /* every move forced: 13, 5 and 2 */
}

static void test_game_euclid_why_at_the_32_bit_end(void **state)
{
    (void)state;
    char l0[TEXT_LINE_SIZE];
    char l1[TEXT_LINE_SIZE];
    play_pos_t p = {.pile = {1, 4294967295u}, .piles = 2};
    text_line_clear(l0);
    text_line_clear(l1);
    play_driver_why(&game_euclid_play, &p, PLAY_NORMAL, l0, l1);
    assert_string_equal(l0, "Fits 4294967295 "); /* a free choice: "forced 0" has no room */
    assert_string_equal(l1, "Even: you win   ");
    p.pile[0] = 100000u; /* fits 42949 times: ", forced 0" has no room either */
    text_line_clear(l0);
    text_line_clear(l1);
    play_driver_why(&game_euclid_play, &p, PLAY_NORMAL, l0, l1);
    assert_string_equal(l0, "Fits 42949      ");
    assert_string_equal(l1, "Even: you win   ");
    p.pile[0] = 1000000000u; /* fits 4 times: ", forced 0" fits */
    text_line_clear(l0);
    text_line_clear(l1);
    play_driver_why(&game_euclid_play, &p, PLAY_NORMAL, l0, l1);
    assert_string_equal(l0, "Fits 4, forced 0");
    assert_string_equal(l1, "Even: you win   ");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_game_euclid_editor_numbers_start_at_1, play_driver_setup),
        cmocka_unit_test_setup(test_game_euclid_amounts_step_in_multiples_of_the_smaller, play_driver_setup),
        cmocka_unit_test_setup(test_game_euclid_smaller_number_never_offered_why_and_a_lost_game, play_driver_setup),
        cmocka_unit_test_setup(test_game_euclid_perfect_computer_wins_a_whole_game, play_driver_setup),
        cmocka_unit_test_setup(test_game_euclid_why_at_the_32_bit_end, play_driver_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
