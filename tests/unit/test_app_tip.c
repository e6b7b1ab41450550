/* test_app_tip.c - the first-time tip (issue 17): the first time a game's play screen is
 * reached on a box, "Hold SELECT for" / "hint, undo, menu" shows before the game; the first
 * key only ends it (it does not play), and the box never shows it again: not in a second
 * game, not after a power cycle, not after the statistics are reset. A power cut before the
 * flag's save commits may show it once more, and loses nothing else. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "app.h"
#include "app_internal.h"
#include "games.h"
#include "hal_fake.h"
#include "persist.h"
#include "support/app_driver.h"
#include "support/play_driver.h"

/* From the menu: Bash 5 max 2 (edited), the person first, to the play screen. */
static void start_bash_5_2(void)
{
    play_driver_open(GAME_BASH);
    const uint32_t v[2] = {5, 2};
    play_driver_edit_piles(v, 2, 1);
    app_driver_tap(BTN_SELECT); /* Play */
    assert_int_equal(app_screen(), APP_SCREEN_PLAY);
}

static void assert_tip(void)
{
    play_driver_assert_row(0, "Hold SELECT for");
    play_driver_assert_row(1, "hint, undo, menu");
}

/* The saves done, a power cycle (a saved game declined) and Bash 5 max 2 again: no tip. */
static void boot_again_no_tip(void)
{
    app_driver_settle();
    app_driver_power_cycle();
    if (app_screen() == APP_SCREEN_RESUME) {
        app_driver_tap(BTN_LEFT);
    }
    start_bash_5_2();
    play_driver_assert_row(1, "You: take 1");
}

static void test_app_tip_shows_once_and_its_key_does_not_play(void **state)
{
    (void)state;
    start_bash_5_2();
    assert_tip();
    app_driver_run(5000); /* it stays until a key */
    assert_tip();
    app_driver_tap(BTN_SELECT); /* would play "take 1": it only ends the tip */
    play_driver_assert_row(0, " 5  max 2");
    play_driver_assert_row(1, "You: take 1");
    app_driver_tap(BTN_UP); /* the game goes on: the next key is the game's */
    play_driver_assert_row(1, "You: take 2");
    /* the second game: no tip */
    play_driver_long_select();
    play_driver_taps(BTN_DOWN, 3);
    play_driver_assert_row(1, ">Quit");
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_START);
    app_driver_tap(BTN_SELECT); /* Play again */
    play_driver_assert_row(1, "You: take 1");
    /* after a power cycle (the saved game declined), no tip either */
    boot_again_no_tip();
}

static void test_app_tip_long_press_does_not_open_the_menu(void **state)
{
    (void)state;
    start_bash_5_2();
    assert_tip();
    play_driver_long_select(); /* swallowed up to its release */
    play_driver_assert_row(1, "You: take 1");
    assert_int_equal(app_game.phase, APP_PLAY_INPUT);
}

static void test_app_tip_waits_for_the_computer_to_move_first(void **state)
{
    (void)state;
    play_driver_open(GAME_BASH);
    play_driver_cpu_first();
    app_driver_tap(BTN_SELECT); /* Play */
    app_driver_run(5000);
    assert_tip(); /* the computer has not moved behind it */
    app_driver_tap(BTN_RIGHT);
    play_driver_assert_row(1, "CPU: thinking");
}

static void test_app_tip_survives_a_reset_of_the_statistics(void **state)
{
    (void)state;
    start_bash_5_2();
    assert_tip();
    app_driver_tap(BTN_SELECT);
    persist_reset_results();
    boot_again_no_tip();
}

/* Power cut at every millisecond after the tip shows, while its flag is being saved: at the
 * next boot the tip shows again or not at all, and the settings and boot counter saved
 * before are kept. */
static void test_app_tip_power_cut_shows_it_again_at_worst(void **state)
{
    (void)state;
    unsigned again = 0, not_again = 0;
    for (uint32_t cut_ms = 0; cut_ms < 200u; cut_ms += 3u) {
        fake_reset();
        fake_tick_set(100);
        play_driver_boot_misere(); /* a setting saved before */
        app_driver_settle();
        app_driver_tap(BTN_DOWN); /* from Settings round to Bash */
        app_driver_tap(BTN_SELECT);
        app_driver_tap(BTN_SELECT);
        app_driver_settle();
        fake_button_press(BTN_SELECT); /* Play */
        app_driver_run(60);
        fake_button_press(BTN_NONE);
        app_driver_run(cut_ms);
        assert_tip();
        app_driver_power_cycle();
        assert_int_equal(app_settings()->mode, PLAY_MISERE);
        assert_int_equal(app_boot_count(), 2);
        if (app_screen() == APP_SCREEN_RESUME) {
            app_driver_tap(BTN_SELECT);
        } else { /* the menu, on Bash: its rules, start screen, Play */
            app_driver_tap(BTN_SELECT);
            app_driver_tap(BTN_SELECT);
            app_driver_tap(BTN_SELECT);
        }
        assert_int_equal(app_screen(), APP_SCREEN_PLAY);
        if (play_driver_row_starts(0, "Hold SELECT for")) {
            again++;
        } else {
            not_again++;
        }
    }
    assert_true(again > 0 && not_again > 0); /* cuts before and after the commit */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_app_tip_shows_once_and_its_key_does_not_play,
                               play_driver_setup),
        cmocka_unit_test_setup(test_app_tip_long_press_does_not_open_the_menu, play_driver_setup),
        cmocka_unit_test_setup(test_app_tip_waits_for_the_computer_to_move_first,
                               play_driver_setup),
        cmocka_unit_test_setup(test_app_tip_survives_a_reset_of_the_statistics, play_driver_setup),
        cmocka_unit_test(test_app_tip_power_cut_shows_it_again_at_worst),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
