/* test_app_keys.c - the app takes the eight-key board's dedicated keys (hal_buttons.h): HINT
 * and MENU open the hint over the in-game menu that a long SELECT opens on the five-key
 * shield, UNDO takes a move back at once, MENU goes back where LEFT does (rules, start screen,
 * settings, the end screen) and leaves a number being edited alone. */
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


/* Nim 1 2 4, the person to move, on its play screen. */
static void start_nim_1_2_4(void)
{
    const uint32_t v[3] = {1, 2, 4};
    play_driver_open(GAME_NIM);
    play_driver_taps(BTN_DOWN, 4);
    app_driver_tap(BTN_SELECT);
    play_driver_set(3, 2); /* three piles */
    app_driver_tap(BTN_SELECT);
    for (uint8_t i = 0; i < 3; i++) {
        play_driver_set(v[i], 0);
        app_driver_tap(BTN_SELECT);
    }
    app_driver_tap(BTN_SELECT); /* Play */
    play_driver_past_tip();
    play_driver_assert_row(0, ">1 2 4");
}

static void test_app_hint_key_shows_the_hint_over_the_menu(void **state)
{
    (void)state;
    start_nim_1_2_4();
    app_driver_tap(BTN_HINT);
    play_driver_assert_row(0, "Hint: take 1 #3");
    play_driver_assert_row(1, ">Why");
    app_driver_tap(BTN_MENU); /* back to the move */
    play_driver_assert_row(0, ">1 2 4");
    play_driver_assert_row(1, "You: take 1 #1");
}

static void test_app_menu_key_opens_the_in_game_menu(void **state)
{
    (void)state;
    start_nim_1_2_4();
    app_driver_tap(BTN_MENU);
    play_driver_assert_row(0, "Hint: take 1 #3");
    play_driver_assert_row(1, ">Quit"); /* the hint and quit: at Quit (issue 29, finding 11) */
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_START);
}

static void test_app_undo_key_takes_back_a_move_and_the_answer(void **state)
{
    (void)state;
    start_nim_1_2_4();
    app_driver_tap(BTN_UNDO);
    play_driver_assert_row(1, "Nothing to undo");
    app_driver_run(1600);
    play_driver_taps(BTN_RIGHT, 2);
    app_driver_tap(BTN_SELECT); /* take 1 from pile 3: 1 2 3, the computer answers */
    app_driver_run(PLAY_DRIVER_CPU_TURN_MS + 100u);
    assert_int_not_equal(strncmp(fake_display_line(0), " 1 2 3", 6), 0);
    app_driver_tap(BTN_UNDO);
    play_driver_assert_row(0, " 1 2>4");
    play_driver_assert_row(1, "You: take 1 #3");
}

static void test_app_menu_key_goes_back_like_left(void **state)
{
    (void)state;
    app_driver_boot_to_menu();
    app_driver_tap(BTN_SELECT); /* Bash's rules */
    assert_int_equal(app_screen(), APP_SCREEN_RULES);
    app_driver_tap(BTN_MENU);
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_SELECT); /* the start screen */
    assert_int_equal(app_screen(), APP_SCREEN_START);
    app_driver_tap(BTN_MENU);
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
    app_driver_tap(BTN_UP); /* Settings */
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_SETTINGS);
    app_driver_tap(BTN_MENU);
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
}

/* The MENU key is the way out of an editor (as LEFT held is): back to the start screen. */
static void test_app_menu_key_leaves_the_editor_for_the_start_screen(void **state)
{
    (void)state;
    play_driver_open(GAME_NIM);
    play_driver_taps(BTN_DOWN, 4);
    app_driver_tap(BTN_SELECT); /* Edit: the pile count */
    assert_int_equal(app_screen(), APP_SCREEN_EDIT);
    app_driver_tap(BTN_MENU);
    assert_int_equal(app_screen(), APP_SCREEN_START);
    play_driver_assert_row(1, ">Play");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_app_hint_key_shows_the_hint_over_the_menu, play_driver_setup),
        cmocka_unit_test_setup(test_app_menu_key_opens_the_in_game_menu, play_driver_setup),
        cmocka_unit_test_setup(test_app_undo_key_takes_back_a_move_and_the_answer,
                               play_driver_setup),
        cmocka_unit_test_setup(test_app_menu_key_goes_back_like_left, play_driver_setup),
        cmocka_unit_test_setup(test_app_menu_key_leaves_the_editor_for_the_start_screen, play_driver_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
