/* test_game_new_stone.c - A New Stone Game on the LCD, driven by buttons on the fake clock: the
 * editor (pile count and piles), a take that opens the spread phase (LEFT/RIGHT pick the
 * receiving pile, UP/DOWN move stones, SELECT plays), the computer's spreading move on screen,
 * the empty-pile refusal, hint, Why, undo, and a whole game the Perfect computer wins. */
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
#include "support/app_driver.h"
#include "support/play_driver.h"
#include "text.h"


/* From New Stone's start screen: the piles v[0..n-1]; back on ">Play". */
static void edit_piles(const uint32_t *v, uint8_t n)
{
    play_driver_taps(BTN_DOWN, 4);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    assert_true(play_driver_row_starts(0, "Piles"));
    play_driver_set(n, 1);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    for (uint8_t i = 0; i < n; i++) {
        char label[8];
        snprintf(label, sizeof label, "Pile %u", i + 1u);
        assert_true(play_driver_row_starts(0, n == 1 ? "Stones" : label));
        play_driver_set(v[i], n == 1 ? 1u : 0u); /* 0 is allowed with several piles */
        app_driver_tap(BTN_SELECT);
        play_driver_past_tip();
    }
    assert_int_equal(app_screen(), APP_SCREEN_START);
    play_driver_assert_row(1, ">Play");
}

static void test_game_new_stone_editor_sets_the_pile_count_and_piles(void **state)
{
    (void)state;
    play_driver_open(GAME_NEW_STONE);
    const uint32_t v[4] = {7, 0, 12, 3};
    edit_piles(v, 4);
    play_driver_assert_row(0, " 7 0 12 3");
    const uint32_t one[1] = {9};
    edit_piles(one, 1);
    play_driver_assert_row(0, " 9");
}

static void test_game_new_stone_take_then_spread_refusal_hint_why_and_undo(void **state)
{
    (void)state;
    play_driver_open(GAME_NEW_STONE);
    const uint32_t v[3] = {2, 3, 5};
    edit_piles(v, 3);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(0, ">2 3 5");
    play_driver_assert_row(1, "You: take 1 #1");
    /* Why and the hint of a won position: 5 has no equal; empty pile 3 and make pile 1 = 3 */
    play_driver_long_select();
    play_driver_assert_row(0, "Hint: #1+1 #3-5"); /* each pile's change: 2 3 5 to 3 3 0 */
    play_driver_assert_row(1, ">Why");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(0, "Leave the piles"); /* the words first, then the numbers */
    play_driver_assert_row(1, "in equal pairs.\x02");
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(0, "Not all paired");
    play_driver_assert_row(1, "You win");
    app_driver_tap(BTN_LEFT); /* any key: back to the move */
    play_driver_assert_row(1, "You: take 1 #1");
    /* take 4 of pile 3: its 1 stone left may go onto pile 1 or 2 */
    app_driver_tap(BTN_LEFT);
    play_driver_assert_row(0, " 2 3>5");
    play_driver_taps(BTN_UP, 3);
    play_driver_assert_row(1, "You: take 4 #3");
    app_driver_tap(BTN_SELECT); /* row 0: the piles as the move leaves them so far */
    play_driver_past_tip();
    play_driver_assert_row(0, ">2 3 1");
    play_driver_assert_row(1, "+0 to #1 left 1");
    app_driver_tap(BTN_RIGHT);
    play_driver_assert_row(0, " 2>3 1");
    play_driver_assert_row(1, "+0 to #2 left 1");
    app_driver_tap(BTN_UP);
    play_driver_assert_row(0, " 2>4 0");
    play_driver_assert_row(1, "+1 to #2 left 0");
    app_driver_tap(BTN_UP); /* nothing left to move: round to none */
    play_driver_assert_row(1, "+0 to #2 left 1");
    app_driver_tap(BTN_DOWN); /* round to all of it */
    play_driver_assert_row(1, "+1 to #2 left 0");
    app_driver_tap(BTN_DOWN);
    app_driver_tap(BTN_RIGHT); /* past pile 3 (the one taken from) back to pile 1 */
    play_driver_assert_row(1, "+0 to #1 left 1");
    app_driver_tap(BTN_UP);
    play_driver_assert_row(1, "+1 to #1 left 0");
    app_driver_tap(BTN_SELECT); /* 3 3 0: lost for the computer */
    play_driver_past_tip();
    play_driver_assert_row(1, "CPU: thinking");
    app_driver_run(700);
    play_driver_assert_row(0, ">3 3 0");
    play_driver_assert_row(1, "CPU: take 1 #1"); /* it stalls: 1 from a largest pile */
    app_driver_run(1200);
    play_driver_assert_row(0, ">2 3 0");
    play_driver_assert_row(1, "You: take 1 #1");
    /* the empty pile is passed: LEFT from pile 1 goes round to pile 2 */
    play_driver_taps(BTN_LEFT, 1);
    play_driver_assert_row(0, " 2>3 0");
    /* a take that leaves nothing to spread is played at once */
    play_driver_taps(BTN_UP, 2);
    app_driver_tap(BTN_SELECT); /* take 3 of pile 2: nothing left, played at once */
    play_driver_past_tip();
    play_driver_assert_row(0, " 2>3 0"); /* 2 3 was won: 2 2 pairs the piles */
    play_driver_assert_row(1, "Best: take 1 #2");
    app_driver_run(PLAY_DRIVER_CPU_TURN_MS);
    play_driver_assert_row(0, "CPU wins!");
}

static void test_game_new_stone_menu_during_a_spread_and_back_to_the_take(void **state)
{
    (void)state;
    play_driver_open(GAME_NEW_STONE);
    const uint32_t v[2] = {4, 6};
    edit_piles(v, 2);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    app_driver_tap(BTN_RIGHT);
    app_driver_tap(BTN_SELECT); /* take 1 of pile 2: 5 left, pile 1 may receive */
    play_driver_past_tip();
    play_driver_assert_row(0, ">4 5");
    play_driver_assert_row(1, "+0 to #1 left 5");
    play_driver_taps(BTN_UP, 2);
    play_driver_assert_row(0, ">6 3");
    play_driver_assert_row(1, "+2 to #1 left 3");
    app_driver_tap(BTN_RIGHT); /* pile 1 is the only pile that may receive */
    play_driver_assert_row(1, "+2 to #1 left 3");
    play_driver_long_select();
    play_driver_assert_row(0, "Hint: take 2 #2"); /* 4 4 */
    play_driver_assert_row(1, ">Why");
    play_driver_taps(BTN_UP, 1);
    play_driver_assert_row(1, ">Back");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(0, " 4>6"); /* the take again, nothing spread */
    play_driver_assert_row(1, "You: take 1 #2");
    app_driver_tap(BTN_UP);
    app_driver_tap(BTN_SELECT); /* take 2: the spread offered again, from nothing */
    play_driver_past_tip();
    play_driver_assert_row(1, "+0 to #1 left 4");
    app_driver_tap(BTN_SELECT); /* played as it is: 4 4 */
    play_driver_past_tip();
    play_driver_assert_row(1, "CPU: thinking");
    app_driver_run(700);
    play_driver_assert_row(0, ">4 4");
    play_driver_assert_row(1, "CPU: take 1 #1");
}

static void test_game_new_stone_undo_takes_back_the_move_and_the_answer(void **state)
{
    (void)state;
    play_driver_open(GAME_NEW_STONE);
    const uint32_t v[3] = {1, 1, 2};
    edit_piles(v, 3);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    app_driver_tap(BTN_SELECT); /* take 1 of pile 1: 0 1 2, won for the computer */
    play_driver_past_tip();
    play_driver_assert_row(0, " 1 1>2"); /* 1 1 2 was won: 1 1 0 pairs the piles */
    play_driver_assert_row(1, "Best: take 2 #3");
    app_driver_run(3000 + 700); /* the coach's word on a win thrown away, the computer's pause */
    play_driver_assert_row(1, "CPU: take 1 #3"); /* to 0 1 1 */
    app_driver_run(1200);
    play_driver_assert_row(0, " 0 1>1"); /* still on the computer's pile */
    play_driver_long_select();
    play_driver_assert_row(0, "No winning move");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    app_driver_tap(BTN_DOWN); /* past the words */
    play_driver_assert_row(0, "Piles in pairs");
    play_driver_assert_row(1, "You lose");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_long_select();
    play_driver_taps(BTN_DOWN, 2);
    play_driver_assert_row(1, ">Undo");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(0, " 1 1>2");
    play_driver_assert_row(1, "You: take 1 #3");
    play_driver_long_select(); /* nothing more to undo */
    play_driver_taps(BTN_DOWN, 2);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(1, "Nothing to undo");
}

static void test_game_new_stone_perfect_computer_spreads_and_wins_a_whole_game(void **state)
{
    (void)state;
    play_driver_open(GAME_NEW_STONE);
    const uint32_t v[3] = {1, 2, 4}; /* every winning move empties pile 3 onto pile 1 (and 2):
                                      * "#3-4", pile 3's change, whatever is taken */
    edit_piles(v, 3);
    play_driver_cpu_first();
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    app_driver_run(700);
    if (play_driver_row_starts(1, "CPU: #1+1 #3-4")) {
        app_driver_run(1200);
        play_driver_assert_row(0, ">2 2 0");
    } else {
        play_driver_assert_row(1, "CPU: #1+2 #2+1 #3-4");
        app_driver_run(1200);
        play_driver_assert_row(0, ">3 3 0");
    }
    int moves = 0;
    while (app_screen() == APP_SCREEN_PLAY && !play_driver_row_starts(0, "CPU wins!") && moves < 20) {
        if (play_driver_row_starts(1, "You:") || play_driver_row_starts(1, "+")) {
            app_driver_tap(BTN_SELECT); /* take 1 of the selected pile, spread nothing */
            play_driver_past_tip();
            moves += play_driver_row_starts(1, "CPU");
        } else {
            app_driver_run(PLAY_DRIVER_CPU_TURN_MS);
        }
    }
    play_driver_assert_row(0, "CPU wins!");
    play_driver_assert_row(1, "Won 0 lost 1");
    assert_in_range(moves, 1, 4);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_game_new_stone_editor_sets_the_pile_count_and_piles, play_driver_setup),
        cmocka_unit_test_setup(test_game_new_stone_take_then_spread_refusal_hint_why_and_undo,
                               play_driver_setup),
        cmocka_unit_test_setup(test_game_new_stone_menu_during_a_spread_and_back_to_the_take,
                               play_driver_setup),
        cmocka_unit_test_setup(test_game_new_stone_undo_takes_back_the_move_and_the_answer, play_driver_setup),
        cmocka_unit_test_setup(test_game_new_stone_perfect_computer_spreads_and_wins_a_whole_game,
                               play_driver_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
