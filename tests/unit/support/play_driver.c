/* play_driver.c - button sequences for the game-screen tests (see play_driver.h). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "play_driver.h"

#include "app.h"
#include "app_internal.h"

#include "app_driver.h"
#include "hal_fake.h"

void play_driver_taps(btn_t button, uint8_t n)
{
    while (n-- > 0) {
        app_driver_tap(button);
    }
}

void play_driver_open(uint8_t menu_item)
{
    app_driver_boot_to_menu();
    play_driver_taps(BTN_DOWN, menu_item);
    app_driver_tap(BTN_SELECT); /* rules */
    app_driver_tap(BTN_SELECT); /* start screen */
}

/* Digit k (0: the units) of v. */
static uint32_t play_driver_digit(uint32_t v, uint8_t k)
{
    while (k-- > 0) {
        v /= 10u;
    }
    return v % 10u;
}

void play_driver_set_value(uint32_t v)
{
    const editor_t *e = &app_game.ed;
    /* each digit turned on its own from the highest the field has; a digit that could not
     * reach its value (a turn out of the range stops at its end) gets it on the next pass */
    for (int pass = 0; pass < 4 && e->value != v; pass++) {
        play_driver_taps(BTN_LEFT, 9);
        for (;;) {
            uint8_t k = e->digit;
            for (int i = 0; i < 10 && play_driver_digit(e->value, k) != play_driver_digit(v, k);
                 i++) {
                app_driver_tap(BTN_UP);
            }
            if (k == 0) {
                break;
            }
            app_driver_tap(BTN_RIGHT);
        }
    }
    assert_int_equal(e->value, v);
}

void play_driver_set(uint32_t v, uint32_t min)
{
    (void)min; /* the editor keeps to the field's range itself */
    play_driver_set_value(v);
}

void play_driver_long_select(void)
{
    fake_button_press(BTN_SELECT);
    app_driver_run(1000);
    fake_button_press(BTN_NONE);
    app_driver_run(100);
}

void play_driver_past_tip(void)
{
    if (play_driver_row_starts(0, "Hold SELECT for")) {
        play_driver_assert_row(1, "hint, undo, menu");
        app_driver_tap(BTN_SELECT);
        assert_false(play_driver_row_starts(0, "Hold SELECT for"));
    }
}

void play_driver_past_coach(void)
{
    if (app_screen() == APP_SCREEN_PLAY && app_game.word != MSG_NONE) {
        app_driver_tap(BTN_SELECT); /* the key plays the move at once, and does nothing else */
        assert_int_equal(app_game.word, MSG_NONE);
    }
}

int play_driver_row_starts(uint8_t row, const char *text)
{
    return strncmp(fake_display_line(row), text, strlen(text)) == 0;
}

int play_driver_setup(void **state)
{
    (void)state;
    fake_reset();
    fake_tick_set(100);
    return 0;
}

void play_driver_assert_row(uint8_t row, const char *text)
{
    char want[17];
    snprintf(want, sizeof want, "%-16s", text);
    assert_string_equal(fake_display_line(row), want);
}

void play_driver_edit_piles(const uint32_t *v, uint8_t n, uint32_t min)
{
    play_driver_taps(BTN_DOWN, 4); /* Play, First, Vs, Random, Edit */
    play_driver_assert_row(1, ">Edit");
    app_driver_tap(BTN_SELECT);
    for (uint8_t i = 0; i < n; i++) {
        play_driver_set(v[i], min);
        app_driver_tap(BTN_SELECT);
    }
    assert_int_equal(app_screen(), APP_SCREEN_START);
    assert_true(play_driver_row_starts(1, ">Play")); /* the misere setting may follow */
}

void play_driver_cpu_first(void)
{
    app_driver_tap(BTN_DOWN);
    app_driver_tap(BTN_SELECT);
    play_driver_assert_row(1, ">First       CPU");
    app_driver_tap(BTN_UP);
}

void play_driver_boot_misere(void)
{
    app_driver_boot_to_menu();
    app_driver_tap(BTN_UP); /* Settings */
    app_driver_tap(BTN_SELECT);
    play_driver_taps(BTN_DOWN, 2);
    app_driver_tap(BTN_SELECT); /* Play Misere */
    app_driver_tap(BTN_LEFT);
}
