/* test_app_demo.c - the demo in the window (issue 29), on the fake clock and the LCD: it
 * starts 30 s after the last key at the menu (not before, nor on another screen) and plays a
 * game against itself, P1 and P2 both the computer: the Why of each position, then the move
 * (a winning one whenever the position has one: the engine's solver says so), to the end,
 * then another game; a key only ends it (back to the menu, its cursor unchanged); it writes
 * nothing to the EEPROM (statistics, saved game, first-time tip untouched) and makes no sound;
 * it keeps the display lit, yet the box still asks to power down 10 minutes after the last
 * key, and wakes to the menu. */
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
#include "hal_tick.h"
#include "persist.h"
#include "support/app_driver.h"
#include "support/play_driver.h"
#include "view_lcd.h"

/* The display shows the LCD's Why of position p, its first page (the words), laid out by the
 * view from the engine's reason, as the in-game menu's Why shows it. */
static void assert_why_on_show(const play_t *p)
{
    screen_t s;
    memset(&s, 0, sizeof s);
    s.id = SCREEN_WHY;
    s.msg_value = p->turn == PLAY_P1 ? MSG_P1 : MSG_P2;
    play_why(p, &s.reason);
    text_line_clear(text_rows[1]); /* the view's rows (the display keeps what it was sent) */
    text_line_clear(text_rows[0]);
    view_lcd_reason(&s);
    assert_int_equal(app_game.phase, APP_PLAY_WHY);
    assert_memory_equal(fake_display_line(0), text_rows[0], 16);
    assert_memory_equal(fake_display_line(1), text_rows[1], 16);
}

static void test_demo_starts_after_30_s_untouched_at_the_menu(void **state)
{
    (void)state;
    app_driver_boot_to_menu();
    app_driver_tap(BTN_DOWN); /* the last key: Nim */
    play_driver_assert_row(0, ">Nim");
    app_driver_run(app_st.last_input + APP_DEMO_IDLE_MS - 1u - hal_tick_ms()); /* (its release) */
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
    app_driver_run(1);
    assert_int_equal(app_screen(), APP_SCREEN_PLAY);
    assert_true(app_st.demo);
    assert_int_equal(app_game.play.vs_cpu, 0); /* P1 and P2 */
    assert_int_equal(app_game.play.turn, PLAY_P1);
    assert_why_on_show(&app_game.play); /* the Why of the first position */
}

static void test_demo_not_from_other_screens(void **state)
{
    (void)state;
    app_driver_boot_to_menu();
    app_driver_tap(BTN_SELECT); /* Bash's rules */
    app_driver_run(APP_DEMO_IDLE_MS + 5000u);
    assert_int_equal(app_screen(), APP_SCREEN_RULES);
    assert_false(app_st.demo);
}

/* The demo's moves: each shown ("P1: ..." on row 1) before it is played, from the Why's
 * pause; a player with a winning move plays one (the position left has none: the solver's
 * word, play_hint), turns alternate, and a game ends with its winner, then the next game.
 * The coach says nothing (the Coach setting is On on a new box): its word would hold a move
 * in a won position on show 1.5 s more. */
static void test_demo_shows_the_why_then_each_move(void **state)
{
    (void)state;
    app_driver_boot_to_menu();
    app_driver_run(app_st.last_input + APP_DEMO_IDLE_MS - hal_tick_ms()); /* its first ms */
    assert_true(app_st.demo);
    unsigned moves = 0, games = 0;
    for (int step = 0; step < 400 && games < 3; step++) {
        play_t before = app_game.play;
        play_move_t win;
        bool won = play_hint(&before, &win);
        assert_int_equal(app_game.phase, APP_PLAY_WHY);
        char who[3] = {'P', before.turn == PLAY_P1 ? '1' : '2', 0};
        assert_why_on_show(&before);
        app_driver_run(3999);
        assert_int_equal(app_game.phase, APP_PLAY_WHY); /* 4 s of the Why */
        app_driver_run(1);
        assert_int_equal(app_game.phase, APP_PLAY_SHOW);
        assert_true(play_driver_row_starts(1, who)); /* "P1: take 3" */
        assert_int_equal(app_game.word, MSG_NONE); /* no coach: the moves are the computer's */
        assert_memory_equal(&app_game.play.pos, &before.pos, sizeof before.pos);
        app_driver_run(1199);
        assert_memory_equal(&app_game.play.pos, &before.pos, sizeof before.pos); /* on show */
        app_driver_run(1);
        moves++;
        assert_int_not_equal(app_game.play.turn, before.turn);
        play_move_t none;
        if (won) { /* a winning move played: the other player has none */
            assert_false(app_game.play.winner == PLAY_NOBODY && play_hint(&app_game.play, &none));
        }
        if (app_game.play.winner != PLAY_NOBODY) {
            assert_int_equal(app_game.phase, APP_PLAY_OVER);
            assert_non_null(strstr(fake_display_line(0), " wins!"));
            app_driver_run(3999);
            assert_int_equal(app_game.phase, APP_PLAY_OVER);
            app_driver_run(1); /* 4 s of the winner, then the next game */
            games++;
            assert_true(app_st.demo);
            assert_int_equal(app_screen(), APP_SCREEN_PLAY);
        }
    }
    assert_int_equal(games, 3);
    assert_true(moves >= 3);
}

static void test_demo_a_key_ends_it_and_does_nothing_else(void **state)
{
    (void)state;
    app_driver_boot_to_menu();
    app_driver_tap(BTN_DOWN);
    play_driver_assert_row(0, ">Nim");
    app_driver_run(APP_DEMO_IDLE_MS + 4500u); /* a move on show */
    assert_int_equal(app_game.phase, APP_PLAY_SHOW);
    play_pos_t pos = app_game.play.pos;
    app_driver_tap(BTN_DOWN); /* would move the menu's cursor: here it only ends the demo */
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
    assert_false(app_st.demo);
    play_driver_assert_row(0, ">Nim");
    assert_memory_equal(&app_game.play.pos, &pos, sizeof pos); /* the move not played */
    app_driver_tap(BTN_SELECT); /* the next key works as ever: Nim's rules */
    assert_int_equal(app_screen(), APP_SCREEN_RULES);
    app_driver_tap(BTN_LEFT);
    /* and the next demo comes 30 s after the last key */
    app_driver_run(APP_DEMO_IDLE_MS - 300u);
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
    app_driver_run(300);
    assert_true(app_st.demo);
}

static void test_demo_keeps_nothing_and_is_silent(void **state)
{
    (void)state;
    static uint8_t before[1024];
    app_driver_boot_to_menu();
    app_driver_settle();
    memcpy(before, fake_eeprom_image(), sizeof before);
    uint32_t writes = fake_eeprom_writes();
    uint8_t tones = fake_buzzer_count();
    app_driver_run(APP_DEMO_IDLE_MS + 300000u); /* five minutes of demo games */
    assert_true(app_st.demo);
    assert_int_equal(fake_eeprom_writes(), writes);
    assert_memory_equal(fake_eeprom_image(), before, sizeof before);
    assert_int_equal(fake_buzzer_count(), tones); /* no tune at a game's end */
    for (uint8_t g = 0; g < GAME_PIRATES; g++) {
        uint16_t wl[2];
        assert_int_equal(persist_load_result(g, wl), 0);
        assert_int_equal(wl[0] + wl[1], 0);
    }
    app_driver_tap(BTN_RIGHT);
    app_driver_settle();
    assert_int_equal(fake_eeprom_writes(), writes);
    app_driver_power_cycle(); /* no game saved: no resume question */
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_SELECT); /* Bash: the first game on this box still shows the tip */
    play_driver_assert_row(0, "Hold SELECT for");
}

static void test_demo_lit_yet_the_box_powers_down(void **state)
{
    (void)state;
    app_driver_boot_to_menu();
    app_driver_tap(BTN_DOWN);
    uint32_t last_key = app_st.last_input; /* the tap's release */
    app_driver_run(APP_DEMO_IDLE_MS + 1000u);
    assert_true(app_st.demo);
    assert_true(fake_display_backlight()); /* the Light setting's 30 s: lit for the demo */
    app_driver_run(APP_POWER_DOWN_MS - APP_DEMO_IDLE_MS - 2000u);
    assert_true(app_st.demo);
    assert_true(fake_display_backlight());
    assert_false(app_wants_power_down(hal_tick_ms()));
    app_driver_run(APP_POWER_DOWN_MS - (hal_tick_ms() - last_key));
    assert_true(app_wants_power_down(hal_tick_ms())); /* the demo is no key */
    app_power_down();
    assert_false(fake_display_backlight());
    app_woke(hal_tick_ms(), true); /* the waking key, still held: only its release follows */
    app_driver_run(100);
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
    assert_false(app_st.demo);
    play_driver_assert_row(0, ">Nim");
    assert_true(fake_display_backlight());
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_demo_starts_after_30_s_untouched_at_the_menu,
                               play_driver_setup),
        cmocka_unit_test_setup(test_demo_not_from_other_screens, play_driver_setup),
        cmocka_unit_test_setup(test_demo_shows_the_why_then_each_move, play_driver_setup),
        cmocka_unit_test_setup(test_demo_a_key_ends_it_and_does_nothing_else, play_driver_setup),
        cmocka_unit_test_setup(test_demo_keeps_nothing_and_is_silent, play_driver_setup),
        cmocka_unit_test_setup(test_demo_lit_yet_the_box_powers_down, play_driver_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
