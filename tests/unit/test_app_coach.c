/* test_app_coach.c - the coach on the play screen (app_play.c), driven by buttons on the fake
 * clock, Bash on the LCD: its word stands 1.5 s (a win found or kept) or 3 s (a win thrown
 * away) in place of the computer's thinking pause, whose move then shows at once; a key ends
 * the word early and does nothing else; a win found again after an Undo is "found", not
 * "kept"; no word once the hint was seen on that turn (the in-game menu opened), nor in a lost
 * position; a win thrown away by the game's last move (misere: taking the last stone) is said
 * before the end screen, and a winning last move gives way to it. The LCD's coach screen
 * itself: between two players the mover's name first, numbers never cut (a number that does
 * not fit is left out). Positions and words from the rules: Bash loses on a multiple of m + 1
 * (misere: one more than a multiple). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "app.h"
#include "app_internal.h"
#include "games.h"
#include "hal_fake.h"
#include "play_mode.h"
#include "support/app_driver.h"
#include "support/play_driver.h"
#include "view.h"

/* From the menu on Bash: its start screen with n stones, take at most m, the person first,
 * then Play and past the first-time tip. */
static void bash(uint32_t n, uint32_t m)
{
    play_driver_open(GAME_BASH);
    play_driver_taps(BTN_DOWN, 4); /* Play, First, Vs, Random, Edit */
    app_driver_tap(BTN_SELECT);
    play_driver_set(n, 1);
    app_driver_tap(BTN_SELECT);
    play_driver_set(m, 1);
    app_driver_tap(BTN_SELECT);
    play_driver_assert_row(1, ">Play");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
}

/* Presses SELECT, then releases it (the move is played on the release) and runs ms more. */
static void select_and_run(uint32_t ms)
{
    fake_button_press(BTN_SELECT);
    app_driver_run(100);
    fake_button_press(BTN_NONE);
    app_driver_run(ms);
}

static void test_coach_word_stands_in_for_the_computers_pause(void **state)
{
    (void)state;
    bash(10, 3); /* 10 mod 4 = 2: won */
    play_driver_taps(BTN_UP, 1);
    play_driver_assert_row(1, "You: take 2");
    select_and_run(50);
    play_driver_assert_row(0, "Found it!");
    play_driver_assert_row(1, "take 2 left 8");
    app_driver_run(1300); /* 1.5 s from the release (the debouncer's 20 ms aside) */
    play_driver_assert_row(0, "Found it!");
    app_driver_run(200);
    play_driver_assert_row(1, "CPU: take 1"); /* no thinking pause after the word */
    app_driver_run(1300);
    play_driver_assert_row(1, "You: take 1"); /* 7 left */
    play_driver_taps(BTN_UP, 2);
    select_and_run(50); /* 7 -> 4: kept */
    play_driver_assert_row(0, "Still winning");
    play_driver_assert_row(1, "take 3 left 4");
    app_driver_run(1500);
    app_driver_run(1300); /* the computer's 1 */
    play_driver_assert_row(0, " 3  max 3");
    select_and_run(50); /* 3 -> 2: thrown away, 3 won (the last stone) */
    play_driver_assert_row(0, "Oops: 2 left");
    play_driver_assert_row(1, "take 3 left 0");
    app_driver_run(2800);
    play_driver_assert_row(0, "Oops: 2 left");
    app_driver_run(200);
    play_driver_assert_row(1, "CPU: take 2");
}

static void test_coach_a_key_ends_the_word_and_does_nothing_else(void **state)
{
    (void)state;
    play_driver_open(GAME_BASH);
    play_driver_taps(BTN_DOWN, 2);
    app_driver_tap(BTN_SELECT); /* Vs Human */
    play_driver_taps(BTN_DOWN, 2);
    app_driver_tap(BTN_SELECT);
    play_driver_set(7, 1);
    app_driver_tap(BTN_SELECT);
    play_driver_set(2, 1);
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_assert_row(1, "P1: take 1"); /* 7 mod 3 = 1: take 1 */
    select_and_run(50);
    play_driver_assert_row(0, "P1 Found it!");
    play_driver_assert_row(1, "take 1 left 6");
    app_driver_tap(BTN_SELECT); /* P2's SELECT: it only ends the word */
    play_driver_assert_row(0, " 6  max 2");
    play_driver_assert_row(1, "P2: take 1");
    assert_int_equal(app_game.play.turn, PLAY_P2);
    app_driver_tap(BTN_UP); /* the next key is P2's */
    play_driver_assert_row(1, "P2: take 2");
    select_and_run(50); /* 6 -> 4: P2 was lost, nothing said */
    play_driver_assert_row(1, "P1: take 1");
    select_and_run(50); /* 4 -> 3: kept */
    play_driver_assert_row(0, "P1 Still winning");
}

static void test_coach_after_undo_a_win_is_found_again(void **state)
{
    (void)state;
    bash(10, 3);
    play_driver_taps(BTN_UP, 1);
    select_and_run(1500 + 1300); /* found, then the computer's 1: 7 left */
    play_driver_assert_row(1, "You: take 1");
    app_driver_tap(BTN_UNDO);
    play_driver_assert_row(0, " 10  max 3");
    play_driver_taps(BTN_UP, 1);
    select_and_run(50);
    play_driver_assert_row(0, "Found it!"); /* not "Still winning" */
}

static void test_coach_is_quiet_once_the_hint_was_seen_and_in_a_lost_position(void **state)
{
    (void)state;
    bash(10, 3);
    play_driver_long_select(); /* the hint over the menu: "take 2" */
    play_driver_assert_row(0, "Hint: take 2");
    app_driver_tap(BTN_LEFT); /* back to the move */
    play_driver_taps(BTN_UP, 1);
    select_and_run(50);
    play_driver_assert_row(1, "CPU: thinking"); /* the hint's find is not the player's */
    app_driver_run(700 + 1200 + 100);
    play_driver_assert_row(0, " 7  max 3");
    play_driver_taps(BTN_UP, 2);
    select_and_run(50); /* a new turn: its own find */
    play_driver_assert_row(0, "Found it!");
    app_driver_tap(BTN_SELECT);
    app_driver_run(1300); /* the computer's 1: 3 left */
    /* Play hint plays the hint's move: no word */
    play_driver_long_select();
    play_driver_taps(BTN_DOWN, 1);
    play_driver_assert_row(1, ">Play hint");
    app_driver_tap(BTN_SELECT);
    play_driver_assert_row(0, "You win!");
    /* a lost position: 4 stones */
    app_driver_tap(BTN_SELECT); /* again: a random position, edited */
    play_driver_taps(BTN_DOWN, 4);
    app_driver_tap(BTN_SELECT);
    play_driver_set(4, 1);
    app_driver_tap(BTN_SELECT);
    play_driver_set(3, 1);
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_SELECT);
    select_and_run(50);
    play_driver_assert_row(1, "CPU: thinking");
}

static void test_coach_the_games_last_move(void **state)
{
    (void)state;
    /* a winning last move: the end screen at once */
    bash(3, 3);
    play_driver_taps(BTN_UP, 2);
    select_and_run(50);
    play_driver_assert_row(0, "You win!");
    app_driver_settle(); /* the game's end saved: no resume question at the next boot */
    /* misere: taking the last stone loses; 2 stones, take 1 wins, take 2 throws it away */
    play_driver_boot_misere();
    play_driver_taps(BTN_DOWN, 1); /* Bash */
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_SELECT);
    play_driver_taps(BTN_DOWN, 4);
    app_driver_tap(BTN_SELECT);
    play_driver_set(2, 1);
    app_driver_tap(BTN_SELECT);
    play_driver_set(3, 1);
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    play_driver_taps(BTN_UP, 1);
    play_driver_assert_row(1, "You: take 2");
    select_and_run(50);
    play_driver_assert_row(0, "Oops: 0 left");
    play_driver_assert_row(1, "take 1 left 1");
    app_driver_run(3000);
    play_driver_assert_row(0, "CPU wins!");
}

/* The LCD's coach screen from a description: the mover's name between two players, numbers
 * never cut. */
static void test_coach_lcd_words_and_long_numbers(void **state)
{
    (void)state;
    static play_t p;
    play_move_t m = {.pile = 0, .take = 3};
    screen_t s;
    memset(&p, 0, sizeof p);
    memset(&s, 0, sizeof s);
    p.game.kind = PLAY_KIND_PILES;
    p.pos.piles = 1;
    p.vs_cpu = 1;
    s.id = SCREEN_COACH;
    s.play = &p;
    s.move = &m;
    s.msg = MSG_COACH_THREW;
    s.msg_value = MSG_YOU;
    s.value[0] = 4294967292u; /* what the winning move leaves */
    s.value[1] = 4294967293u; /* what the player's left */
    view_show(&s);
    play_driver_assert_row(0, "Oops:"); /* "Oops: 4294967293 left" does not fit: no number */
    play_driver_assert_row(1, "take 3");
    s.value[0] = 999999999u;
    s.value[1] = 99999999u;
    view_show(&s);
    play_driver_assert_row(0, "Oops:"); /* " 99999999 left" would end past column 15 */
    s.value[1] = 9999u;
    view_show(&s);
    play_driver_assert_row(0, "Oops: 9999 left");
    play_driver_assert_row(1, "take 3"); /* " left 999999999" would end past column 15 */
    p.vs_cpu = 0;
    s.msg_value = MSG_P2;
    s.msg = MSG_COACH_KEPT;
    s.value[0] = 12u;
    view_show(&s);
    play_driver_assert_row(0, "P2 Still winning");
    play_driver_assert_row(1, "take 3 left 12");
    p.pos.piles = 3; /* several piles: the move's pile, no "left" */
    s.msg = MSG_COACH_THREW;
    m.pile = 1;
    view_show(&s);
    play_driver_assert_row(0, "P2 Oops! Better:");
    play_driver_assert_row(1, "take 3 #2");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_coach_word_stands_in_for_the_computers_pause, play_driver_setup),
        cmocka_unit_test_setup(test_coach_a_key_ends_the_word_and_does_nothing_else,
                               play_driver_setup),
        cmocka_unit_test_setup(test_coach_after_undo_a_win_is_found_again, play_driver_setup),
        cmocka_unit_test_setup(test_coach_is_quiet_once_the_hint_was_seen_and_in_a_lost_position,
                               play_driver_setup),
        cmocka_unit_test_setup(test_coach_the_games_last_move, play_driver_setup),
        cmocka_unit_test_setup(test_coach_lcd_words_and_long_numbers, play_driver_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
