/* test_app_saving.c - saving as the app does it, on the fake clock with the EEPROM's byte time
 * (4 ms): the end of a won game is one commit (a power cut at every millisecond around the
 * winning move boots into the game still to finish with the statistics unchanged, or into the
 * menu with the win counted once, never both); button presses made while the longest save (the
 * whole record into the journal's other half) is going out are all seen; the app never waits
 * for the EEPROM. */
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

/* Bash, 5 stones, take at most 3, against the computer: the person takes 1, the computer 1 (it
 * is lost), and the person is to move on 3 with "take 3" set up: SELECT wins a game that counts
 * (each side has moved: issue 29, finding 9). Every save so far committed. */
static void set_up_the_winning_move(void)
{
    play_driver_open(GAME_BASH);
    play_driver_taps(BTN_DOWN, 4); /* Play, First, Vs, Random, Edit */
    app_driver_tap(BTN_SELECT);
    play_driver_set(5, 1);
    app_driver_tap(BTN_SELECT);
    play_driver_set(3, 1);
    app_driver_tap(BTN_SELECT);
    play_driver_assert_row(1, ">Play");
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip();
    app_driver_tap(BTN_SELECT); /* take 1 */
    app_driver_run(4000);      /* the coach's word, then the computer's answer: take 1 */
    play_driver_assert_row(0, " 3  max 3");
    play_driver_taps(BTN_UP, 2);
    play_driver_assert_row(1, "You: take 3");
    app_driver_settle();
}

static void test_app_saving_end_of_a_won_game_is_one_commit(void **state)
{
    (void)state;
    uint32_t resumed = 0, counted = 0, after_save = 0;
    for (uint32_t cut_ms = 0; after_save < 12u; cut_ms++) {
        play_driver_setup(NULL);
        set_up_the_winning_move();
        fake_button_press(BTN_SELECT); /* the move is played when SELECT is let go */
        app_driver_run(60);
        fake_button_press(BTN_NONE);
        app_driver_run(cut_ms);
        bool won = play_driver_row_starts(0, "You win!");
        if (won && !persist_step()) {
            after_save++;
        }
        app_driver_power_cycle();
        uint16_t wl[2];
        persist_load_result(GAME_BASH, wl);
        assert_int_equal(wl[1], 0);
        if (app_screen() == APP_SCREEN_RESUME) { /* the game still to finish, not counted */
            assert_int_equal(wl[0], 0);
            app_driver_tap(BTN_SELECT);
            play_driver_assert_row(0, " 3  max 3");
            resumed++;
        } else { /* the game over, counted once */
            assert_int_equal(app_screen(), APP_SCREEN_MENU);
            assert_true(won);
            assert_int_equal(wl[0], 1);
            counted++;
        }
    }
    /* cuts before the move, during its save (the commit lands last) and after it */
    assert_true(resumed > 20u && counted >= 12u);
}

/* The longest save: a game started when its half of the journal is all but full, on a box with
 * totals in every game: the whole record (statistics, settings, the game) goes into the other
 * half, about 120 bytes, 0.5 s. Presses of 60 ms made meanwhile, 60 ms apart, each move the
 * pile marker; the save is still going out. */
static void test_app_saving_presses_during_the_longest_save_are_seen(void **state)
{
    (void)state;
    play_driver_open(GAME_NIM);
    app_driver_settle();
    for (uint8_t g = 0; g < PERSIST_STATS_GAMES; g++) {
        for (uint16_t k = 0; k < 1200; k++) { /* 600 won, 600 lost: two bytes each */
            persist_count_result(g, k & 1u);
        }
    }
    persist_system()->boot_count = 0x01010101u;
    persist_save_system();
    app_driver_settle();
    const uint8_t *ee = fake_eeprom_image();
    while (ee[506] == 0xFF) { /* half 0 all but full: saves of one changed byte */
        persist_system()->boot_count++;
        persist_save_system();
        app_driver_settle();
    }
    uint32_t w0 = fake_eeprom_writes();
    fake_button_press(BTN_SELECT); /* Play: the game is saved */
    app_driver_run(40);
    fake_button_press(BTN_NONE);
    app_driver_run(40);
    play_driver_assert_row(0, "Hold SELECT for"); /* a box's first game; a key ends the tip */
    fake_button_press(BTN_LEFT);
    app_driver_run(40);
    fake_button_press(BTN_NONE);
    app_driver_run(40);
    assert_int_equal(app_screen(), APP_SCREEN_PLAY);
    uint8_t piles = app_game.play.pos.piles;
    for (uint8_t k = 1; k <= 2; k++) {
        fake_button_press(BTN_RIGHT);
        app_driver_run(60);
        fake_button_press(BTN_NONE);
        app_driver_run(60);
        assert_int_equal(app_game.sel.pile, k % piles);
        assert_true(persist_step()); /* still saving */
    }
    app_driver_settle();
    assert_true(ee[512] != 0xFF);                 /* it went on in half 1 */
    assert_true(fake_eeprom_writes() - w0 > 110u); /* the longest save indeed */
    assert_int_equal(fake_eeprom_waits(), 0);
}

static void test_app_saving_a_whole_game_never_waits_for_the_eeprom(void **state)
{
    (void)state;
    set_up_the_winning_move();
    app_driver_tap(BTN_SELECT);
    play_driver_assert_row(0, "You win!");
    app_driver_tap(BTN_LEFT);
    app_driver_settle();
    app_driver_power_cycle();
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
    assert_true(fake_eeprom_writes() > 20u);
    assert_int_equal(fake_eeprom_waits(), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_app_saving_end_of_a_won_game_is_one_commit, play_driver_setup),
        cmocka_unit_test_setup(test_app_saving_presses_during_the_longest_save_are_seen, play_driver_setup),
        cmocka_unit_test_setup(test_app_saving_a_whole_game_never_waits_for_the_eeprom, play_driver_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
