/* test_game_wythoff.c - Wythoff's game on the LCD, driven by buttons on the fake clock: the
 * pile selector with its "both" choice (">" on both piles, "take 3 both", no more than the
 * smaller pile), hint and Why (the Wythoff pair of the piles' difference) in a lost position,
 * the computer's answers, a whole game the Perfect computer wins, and the Why text at the
 * 32-bit ends. */
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
#include "persist.h"
#include "text.h"


static void test_game_wythoff_both_choice_hint_why_and_a_lost_game(void **state)
{
    (void)state;
    play_driver_open(GAME_WYTHOFF);
    const uint32_t v[2] = {3, 5};
    play_driver_edit_piles(v, 2, 0);
    play_driver_assert_row(0, " 3 5");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(0, ">3 5");
    play_driver_assert_row(1, "You: take 1 #1");
    app_driver_tap(BTN_RIGHT);
    play_driver_assert_row(0, " 3>5");
    app_driver_tap(BTN_RIGHT);
    play_driver_assert_row(0, ">3>5");
    play_driver_assert_row(1, "You: take 1 both");
    play_driver_taps(BTN_UP, 5);
    play_driver_assert_row(1, "You: take 3 both"); /* no more than the smaller pile */
    app_driver_tap(BTN_RIGHT);            /* wraps round to pile 1 */
    play_driver_assert_row(0, ">3 5");
    app_driver_tap(BTN_LEFT);
    play_driver_assert_row(1, "You: take 1 both");
    /* (3, 5) is the pair of k = 2: lost */
    play_driver_long_select();
    play_driver_assert_row(0, "No winning move");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(0, "Leave safe pairs"); /* the words, then the numbers */
    play_driver_assert_row(1, "1 2, 3 5, 4 7..\x02");
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(0, "Gap 2: safe 3 5");
    play_driver_assert_row(1, "On it: you lose");
    app_driver_tap(BTN_LEFT); /* another key: back to the move */
    play_driver_assert_row(1, "You: take 1 both");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(0, " 2 4");
    app_driver_run(700);
    play_driver_assert_row(1, "CPU: take 3 #2"); /* to (2, 1), the pair of k = 1 */
    app_driver_run(1200);
    play_driver_assert_row(0, " 2>1");
    play_driver_assert_row(1, "You: take 1 #2");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    app_driver_run(700);
    play_driver_assert_row(1, "CPU: take 2 #1");
    app_driver_run(1200);
    play_driver_assert_row(0, "CPU wins!");
}

static void test_game_wythoff_perfect_computer_takes_from_both_and_wins(void **state)
{
    (void)state;
    play_driver_open(GAME_WYTHOFF);
    const uint32_t v[2] = {9, 13};
    play_driver_edit_piles(v, 2, 0);
    play_driver_cpu_first();
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    app_driver_run(700);
    play_driver_assert_row(1, "CPU: take 3 both"); /* k = 4: to the pair (6, 10) */
    play_driver_assert_row(0, ">9>13");
    app_driver_run(1200);
    play_driver_assert_row(0, ">6>10"); /* the person's choice starts where the computer's was */
    play_driver_assert_row(1, "You: take 1 both");
    int moves = 0;
    while (!play_driver_row_starts(0, "CPU wins!") && moves < 20) {
        if (play_driver_row_starts(1, "You:")) {
            app_driver_tap(BTN_SELECT); /* take 1 from the selected pile */
            play_driver_past_tip();
            moves++;
        }
        app_driver_run(PLAY_DRIVER_CPU_TURN_MS);
    }
    play_driver_assert_row(0, "CPU wins!");
    assert_in_range(moves, 1, 10);
}

static void why(uint32_t a, uint32_t b, char *l0, char *l1)
{
    play_pos_t p = {.pile = {a, b}, .piles = 2};
    text_line_clear(l0);
    text_line_clear(l1);
    play_driver_why(&game_wythoff_play, &p, PLAY_NORMAL, l0, l1);
}

/* Only real games count: 0 0 with the computer first is over before anyone moves (no win
 * in the totals); a game given up with Quit after a move of the person's is a loss. */
static void test_game_wythoff_counts_real_games_only_and_quit_as_a_loss(void **state)
{
    (void)state;
    uint16_t wl[2];
    play_driver_open(GAME_WYTHOFF);
    const uint32_t zero[2] = {0, 0};
    play_driver_edit_piles(zero, 2, 0);
    play_driver_cpu_first();
    /* 0 0 has no move: no game to start, not "You win!" before any move (issue 29, finding
     * 15); SELECT leaves the start screen as it is */
    play_driver_assert_row(1, ">Play    No move");
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_START);
    play_driver_assert_row(0, " 0 0            ");
    play_driver_assert_row(1, ">Play    No move");
    persist_load_result(GAME_WYTHOFF, wl);
    assert_int_equal(wl[0] + wl[1], 0);
    /* a real game: one move, then Quit */
    const uint32_t v[2] = {3, 5};
    play_driver_edit_piles(v, 2, 0);
    app_driver_tap(BTN_DOWN);
    app_driver_tap(BTN_SELECT); /* First: You again */
    play_driver_past_tip();
    app_driver_tap(BTN_UP);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(1, "You: take 1 #1");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    app_driver_run(PLAY_DRIVER_CPU_TURN_MS);
    play_driver_long_select();
    play_driver_taps(BTN_DOWN, 3);
    play_driver_assert_row(1, ">Quit");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    persist_load_result(GAME_WYTHOFF, wl);
    assert_int_equal(wl[0], 0);
    assert_int_equal(wl[1], 1);
}

static void test_game_wythoff_why_shows_the_safe_pair_of_the_gap(void **state)
{
    (void)state;
    char l0[TEXT_LINE_SIZE];
    char l1[TEXT_LINE_SIZE];
    why(9, 13, l0, l1); /* gap 4: the safe pair is 6 10 */
    assert_string_equal(l0, "Gap 4: safe 6 10");
    assert_string_equal(l1, "Off it: you win ");
    why(0, 0, l0, l1);
    assert_string_equal(l0, "Gap 0: safe 0 0 ");
    assert_string_equal(l1, "On it: you lose ");
    why(4294967294u, 2654435768u, l0, l1); /* the largest pair: too long beside its gap */
    assert_string_equal(l0, "Safe: 2654435768");
    assert_string_equal(l1, "On it: you lose ");
    why(1618033988u, 2618033989u, l0, l1); /* gap 10^9 + 1 */
    assert_string_equal(l0, "Safe: 1618033990");
    assert_string_equal(l1, "Off it: you win ");
    why(2618033988u, 1618033988u, l0, l1); /* gap 10^9, its pair */
    assert_string_equal(l0, "Safe: 1618033988");
    assert_string_equal(l1, "On it: you lose ");
    why(5u, 3u, l0, l1); /* gap 2 */
    assert_string_equal(l0, "Gap 2: safe 3 5 ");
    why(2615u, 1616u, l0, l1); /* gap 999: "Gap 999: safe 1616 2615" is 23 columns */
    assert_string_equal(l0, "Safe: 1616      ");
    assert_string_equal(l1, "On it: you lose ");
    why(0, 4294967295u, l0, l1); /* no pair has so large a gap */
    assert_string_equal(l0, "Gap 4294967295  ");
    assert_string_equal(l1, "Off it: you win ");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_game_wythoff_both_choice_hint_why_and_a_lost_game, play_driver_setup),
        cmocka_unit_test_setup(test_game_wythoff_perfect_computer_takes_from_both_and_wins, play_driver_setup),
        cmocka_unit_test_setup(test_game_wythoff_why_shows_the_safe_pair_of_the_gap, play_driver_setup),
        cmocka_unit_test_setup(test_game_wythoff_counts_real_games_only_and_quit_as_a_loss, play_driver_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
