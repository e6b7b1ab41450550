/* test_app_coach.c - the coach on the play screen (app_play.c), driven by buttons on the fake
 * clock, Bash on the LCD: a person's move in a won position stands on the screen before it is
 * played, the position as it was, the coach's word in place of the mover's name ("Great: take
 * 2" the win found, "Good: take 3" kept, "Best: take 3" thrown away: the move that won), 1.5 s
 * (3 s for a win thrown away), then it is played; a key ends the word early (the move is
 * played) and does nothing else; a win found again after an Undo is "found", not "kept"; no
 * word once the hint was seen on that turn (the in-game menu opened), nor in a lost position;
 * a winning last move gives way to the end, which says it; a win thrown away by the game's
 * last move (misere) is said before the loss. The LCD's
 * row itself: a number is never cut (with ten digits the word gives way). Positions and words
 * from the rules: Bash loses on a multiple of m + 1 (misere: one more than a multiple). */
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
#include "settings.h"
#include "support/app_driver.h"
#include "support/play_driver.h"
#include "view.h"

/* From the menu on Bash: its start screen with n stones, take at most m, the person first,
 * then Play and past the first-time tip. */
static void bash(uint32_t n, uint32_t m)
{
    const uint32_t v[2] = {n, m};
    play_driver_open(GAME_BASH);
    play_driver_edit_piles(v, 2, 1); /* Stones, Max; back on ">Play" */
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

/* The computer's turn after a person's move: its thinking pause and its move shown. */
#define CPU_TURN_MS (700u + 1200u + 100u)

static void test_coach_words_stand_before_the_move(void **state)
{
    (void)state;
    bash(10, 3); /* 10 mod 4 = 2: won */
    play_driver_taps(BTN_UP, 1);
    play_driver_assert_row(1, "You: take 2");
    select_and_run(50);
    play_driver_assert_row(0, " 10  max 3"); /* not played yet */
    play_driver_assert_row(1, "Great: take 2");
    assert_int_equal(app_game.play.pos.pile[0], 10);
    app_driver_run(1300); /* 1.5 s from the release (the debouncer's 20 ms aside) */
    play_driver_assert_row(1, "Great: take 2");
    app_driver_run(200);
    play_driver_assert_row(0, " 8  max 3"); /* played */
    play_driver_assert_row(1, "CPU: thinking");
    app_driver_run(CPU_TURN_MS);
    play_driver_assert_row(1, "You: take 1"); /* the computer, lost, took 1: 7 left */
    play_driver_taps(BTN_UP, 2);
    select_and_run(50); /* 7 -> 4: kept */
    play_driver_assert_row(0, " 7  max 3");
    play_driver_assert_row(1, "Good: take 3");
    app_driver_run(1500 + CPU_TURN_MS); /* the computer's 1 */
    play_driver_assert_row(0, " 3  max 3");
    select_and_run(50); /* 3 -> 2: thrown away, 3 won (the last stone) */
    play_driver_assert_row(0, " 3  max 3");
    play_driver_assert_row(1, "Best: take 3");
    app_driver_run(2800);
    play_driver_assert_row(1, "Best: take 3"); /* 3 s for a win thrown away */
    app_driver_run(200);
    play_driver_assert_row(0, " 2  max 3"); /* the player's move, played */
    play_driver_assert_row(1, "CPU: thinking");
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
    play_driver_assert_row(1, "Great: take 1");
    app_driver_tap(BTN_SELECT); /* a key: the move is played, and the key does nothing more */
    play_driver_assert_row(0, " 6  max 2");
    play_driver_assert_row(1, "P2: take 1");
    assert_int_equal(app_game.play.turn, PLAY_P2);
    app_driver_tap(BTN_UP); /* the next key is P2's */
    play_driver_assert_row(1, "P2: take 2");
    select_and_run(50); /* 6 -> 4: P2 was lost, nothing said */
    play_driver_assert_row(1, "P1: take 1");
    select_and_run(50); /* 4 -> 3: kept; both players are coached */
    play_driver_assert_row(1, "Good: take 1");
    app_driver_run(1500);
    play_driver_assert_row(1, "P2: take 1");
    play_driver_taps(BTN_UP, 1);
    select_and_run(50); /* 3 -> 1: P2 lost, nothing said */
    play_driver_assert_row(1, "P1: take 1");
}

static void test_coach_after_undo_a_win_is_found_again(void **state)
{
    (void)state;
    bash(10, 3);
    play_driver_taps(BTN_UP, 1);
    select_and_run(1500 + CPU_TURN_MS); /* found, then the computer's 1: 7 left */
    play_driver_assert_row(1, "You: take 1");
    app_driver_tap(BTN_UNDO);
    play_driver_assert_row(0, " 10  max 3");
    play_driver_taps(BTN_UP, 1);
    select_and_run(50);
    play_driver_assert_row(1, "Great: take 2"); /* not "Good" */
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
    app_driver_run(CPU_TURN_MS + 100);
    play_driver_assert_row(0, " 7  max 3");
    play_driver_taps(BTN_UP, 2);
    select_and_run(50); /* a new turn: its own find */
    play_driver_assert_row(1, "Great: take 3");
    app_driver_tap(BTN_SELECT);
    app_driver_run(CPU_TURN_MS); /* the computer's 1: 3 left */
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
    /* a winning last move: the end at once, which says it */
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
    play_driver_assert_row(0, " 2  max 3");
    play_driver_assert_row(1, "Best: take 1");
    app_driver_run(3000);
    play_driver_assert_row(0, "CPU wins!");
}

/* The LCD's row for the coach's word from a description: the move that won in its forms, a
 * number never cut. */
/* Boots to the menu, steps the Coach setting (the last in Settings) and lets it be saved. */
static void coach_step(void)
{
    app_driver_boot_to_menu();
    app_driver_tap(BTN_UP); /* Settings */
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_UP); /* Coach, the last */
    app_driver_tap(BTN_SELECT);
    app_driver_settle();
}

/* The Coach setting Off (kept over the power cycle each game's start is here): no word on any
 * move, the move played at once (the position before it never stands), whether it finds the
 * win or throws it away. */
static void test_coach_off_is_silent(void **state)
{
    (void)state;
    coach_step();
    play_driver_assert_row(0, ">Coach       Off");
    bash(10, 3); /* a new boot: the setting as saved */
    assert_int_equal(settings_get(app_settings(), SETTING_COACH), SETTINGS_COACH_OFF); /* 10 mod 4 = 2: won */
    play_driver_taps(BTN_UP, 1);
    play_driver_assert_row(1, "You: take 2");
    select_and_run(50);
    play_driver_assert_row(0, " 8  max 3"); /* played at once: found, no word */
    play_driver_assert_row(1, "CPU: thinking");
    app_driver_run(CPU_TURN_MS);
    play_driver_assert_row(0, " 7  max 3"); /* the computer, lost, took 1 */
    select_and_run(50);                     /* 7 -> 6: thrown away (3 won), no word */
    play_driver_assert_row(0, " 6  max 3");
    play_driver_assert_row(1, "CPU: thinking");
    app_driver_run(CPU_TURN_MS);
    play_driver_assert_row(0, " 4  max 3"); /* the computer took 2: the person lost */
}

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
    p.pos.pile[0] = 4294967295u;
    p.vs_cpu = 1;
    s.id = SCREEN_TURN;
    s.play = &p;
    s.move = &m;
    s.msg_value = MSG_COACH_THREW;
    view_show(&s);
    play_driver_assert_row(1, "Best: take 3");
    m.take = 99999999u;
    view_show(&s);
    play_driver_assert_row(1, "Best: -99999999"); /* "take 99999999" would end past column 15 */
    m.take = 4294967292u;
    view_show(&s);
    play_driver_assert_row(1, "-4294967292"); /* "Best: -4294967292": 17 columns, the word goes */
    p.pos.piles = 3; /* several piles: the move's pile */
    m.pile = 1;
    m.take = 3;
    s.msg_value = MSG_COACH_FOUND;
    view_show(&s);
    play_driver_assert_row(1, "Great: take 3 #2");
    s.msg_value = MSG_COACH_KEPT;
    m.take = 12345;
    view_show(&s);
    play_driver_assert_row(1, "Good: -12345 #2");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_coach_words_stand_before_the_move, play_driver_setup),
        cmocka_unit_test_setup(test_coach_a_key_ends_the_word_and_does_nothing_else,
                               play_driver_setup),
        cmocka_unit_test_setup(test_coach_after_undo_a_win_is_found_again, play_driver_setup),
        cmocka_unit_test_setup(test_coach_is_quiet_once_the_hint_was_seen_and_in_a_lost_position,
                               play_driver_setup),
        cmocka_unit_test_setup(test_coach_the_games_last_move, play_driver_setup),
        cmocka_unit_test_setup(test_coach_off_is_silent, play_driver_setup),
        cmocka_unit_test_setup(test_coach_lcd_words_and_long_numbers, play_driver_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
