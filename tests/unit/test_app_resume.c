/* test_app_resume.c - a game in progress across power-off, on the fake clock: saved after
 * every move with few EEPROM writes, "Resume Nim?" after the boot screen, the same position,
 * turn, level, mode and opponent after SELECT, forgotten after LEFT, Quit or the game's end.
 * A power cut is a new boot with the EEPROM kept and the game's RAM wiped (app_internal.h). */
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
#include "play_mode.h"
#include "support/app_driver.h"
#include "support/play_driver.h"
#include "support/save_driver.h"

#define STATE_LEN (sizeof(play_t) - offsetof(play_t, pos))

static int setup(void **state)
{
    (void)state;
    fake_reset();
    fake_tick_set(100);
    return 0;
}

/* Nim against the computer, the person first, from the start screen's random position. */
static void start_nim(void)
{
    play_driver_open(GAME_NIM);
    app_driver_tap(BTN_SELECT); /* Play */
    play_driver_past_tip();
    assert_int_equal(app_screen(), APP_SCREEN_PLAY);
    assert_true(play_driver_row_starts(1, "You: take"));
}

/* The person plays the move set up (take 1) and the computer answers; its save committed. */
static void move_and_answer(void)
{
    app_driver_tap(BTN_SELECT);
    app_driver_run(PLAY_DRIVER_CPU_TURN_MS);
    app_driver_settle();
}

static void test_app_resume_no_saved_game_boots_to_the_menu(void **state)
{
    (void)state;
    app_driver_boot_to_menu();
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
}

static void test_app_resume_offers_the_game_and_continues_it_exactly(void **state)
{
    (void)state;
    play_t before;
    char row0[17];
    start_nim();
    move_and_answer();
    if (app_game.play.winner != PLAY_NOBODY) {
        return; /* the computer won at once: nothing left to resume */
    }
    before = app_game.play;
    strcpy(row0, fake_display_line(0));
    for (char *c = row0; *c; c++) { /* the pile chosen is not saved: the first pile again */
        *c = *c == '>' ? ' ' : *c;
    }
    app_driver_power_cycle();
    assert_int_equal(app_screen(), APP_SCREEN_RESUME);
    assert_string_equal(fake_display_line(0), "Resume Nim?     ");
    assert_string_equal(fake_display_line(1), "SEL yes  LEFT no");
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_PLAY);
    assert_memory_equal(&app_game.play.pos, &before.pos, STATE_LEN);
    assert_ptr_equal(app_game.play.game.solve, game_nim_play.solve);
    char shown[17];
    strcpy(shown, fake_display_line(0));
    for (char *c = shown; *c; c++) {
        *c = *c == '>' ? ' ' : *c;
    }
    assert_string_equal(shown, row0);
    assert_true(play_driver_row_starts(1, "You: take 1"));
    /* and it plays on to the end, after which nothing is offered */
    for (int i = 0; i < 200 && app_game.play.winner == PLAY_NOBODY; i++) {
        move_and_answer();
    }
    assert_int_not_equal(app_game.play.winner, PLAY_NOBODY);
    app_driver_power_cycle();
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
}

static void test_app_resume_keeps_level_mode_opponent_and_turn(void **state)
{
    (void)state;
    persist_system_t *sys = persist_system();
    persist_load();
    sys->settings.level = LEVEL_EASY;
    sys->settings.mode = PLAY_MISERE;
    persist_save_system();
    save_driver_finish();
    play_driver_open(GAME_NIM);
    play_driver_taps(BTN_DOWN, 2);
    app_driver_tap(BTN_SELECT); /* Vs Human */
    play_driver_taps(BTN_UP, 2);
    app_driver_tap(BTN_SELECT); /* Play */
    play_driver_past_tip();
    assert_true(play_driver_row_starts(1, "P1: take"));
    app_driver_tap(BTN_SELECT);
    play_driver_past_coach();
    assert_true(play_driver_row_starts(1, "P2: take"));
    /* the settings change before the power cut; the game keeps its own */
    sys->settings.level = LEVEL_PERFECT;
    sys->settings.mode = PLAY_NORMAL;
    persist_save_system();
    app_driver_settle();
    app_driver_power_cycle();
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_game.play.level, LEVEL_EASY);
    assert_int_equal(app_game.play.mode, PLAY_MISERE);
    assert_int_equal(app_game.play.vs_cpu, 0);
    assert_int_equal(app_game.play.turn, PLAY_P2);
    assert_true(play_driver_row_starts(1, "P2: take"));
    /* undo still takes back P1's move */
    play_driver_long_select();
    play_driver_taps(BTN_DOWN, 1);
    app_driver_tap(BTN_SELECT);
    assert_true(play_driver_row_starts(1, "P1: take"));
}

static void test_app_resume_power_cut_on_the_computers_turn_lets_it_move(void **state)
{
    (void)state;
    start_nim();
    app_driver_settle();
    app_driver_tap(BTN_SELECT);
    play_driver_past_coach(); /* (its word on the move first, which a key ends) */
    app_driver_run(100);
    app_driver_settle(); /* the person's move saved, well within the computer's pause */
    assert_int_equal(app_game.play.turn, PLAY_P2);
    assert_true(play_driver_row_starts(1, "CPU: thinking"));
    app_driver_power_cycle();
    app_driver_tap(BTN_SELECT);
    assert_true(play_driver_row_starts(1, "CPU: thinking"));
    app_driver_run(PLAY_DRIVER_CPU_TURN_MS);
    assert_true(app_game.play.winner != PLAY_NOBODY || play_driver_row_starts(1, "You: take"));
}

static void test_app_resume_left_declines_and_forgets_the_game(void **state)
{
    (void)state;
    start_nim();
    move_and_answer();
    app_driver_power_cycle();
    assert_int_equal(app_screen(), APP_SCREEN_RESUME);
    app_driver_tap(BTN_LEFT);
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
    assert_true(play_driver_row_starts(0, ">Nim"));
    app_driver_power_cycle();
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
}

static void test_app_resume_quit_forgets_the_game(void **state)
{
    (void)state;
    start_nim();
    play_driver_long_select();
    play_driver_taps(BTN_DOWN, 3);
    app_driver_tap(BTN_SELECT); /* Quit */
    assert_int_equal(app_screen(), APP_SCREEN_START);
    app_driver_settle();
    app_driver_power_cycle();
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
}

static void test_app_resume_saves_moves_with_few_writes_and_nothing_else(void **state)
{
    (void)state;
    start_nim();
    app_driver_settle();
    uint32_t w0 = fake_eeprom_writes();
    app_driver_tap(BTN_RIGHT); /* setting up a move changes nothing saved */
    app_driver_tap(BTN_LEFT);
    play_driver_long_select(); /* nor the hint menu */
    app_driver_tap(BTN_LEFT);
    assert_int_equal(fake_eeprom_writes(), w0);
    /* a move: once both slots hold a save, a dozen bytes or so, not the whole record */
    move_and_answer();
    if (app_game.play.winner == PLAY_NOBODY) {
        w0 = fake_eeprom_writes();
        app_driver_tap(BTN_SELECT);
        app_driver_settle();
        uint32_t w1 = fake_eeprom_writes();
        assert_true(w1 > w0 && w1 - w0 <= 14u);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_app_resume_no_saved_game_boots_to_the_menu, setup),
        cmocka_unit_test_setup(test_app_resume_offers_the_game_and_continues_it_exactly, setup),
        cmocka_unit_test_setup(test_app_resume_keeps_level_mode_opponent_and_turn, setup),
        cmocka_unit_test_setup(test_app_resume_power_cut_on_the_computers_turn_lets_it_move, setup),
        cmocka_unit_test_setup(test_app_resume_left_declines_and_forgets_the_game, setup),
        cmocka_unit_test_setup(test_app_resume_quit_forgets_the_game, setup),
        cmocka_unit_test_setup(test_app_resume_saves_moves_with_few_writes_and_nothing_else, setup),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
