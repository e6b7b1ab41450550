/* test_app.c - the application stepped on the fake clock through the same button path as
 * the firmware: boot screen, menu navigation, rules viewer, settings editing and saving,
 * sound, backlight timeout and the power-down request. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "app.h"
#include "support/app_driver.h"
#include "support/play_driver.h"
#include "hal_fake.h"
#include "hal_tick.h"
#include "persist.h"

static int setup(void **state)
{
    (void)state;
    fake_reset();
    fake_tick_set(100);
    return 0;
}

static void assert_screen(const char *row0, const char *row1)
{
    assert_string_equal(fake_display_line(0), row0);
    assert_string_equal(fake_display_line(1), row1);
}

static void test_app_boot_screen_shows_name_and_version_and_no_boot_count(void **state)
{
    (void)state;
    app_driver_boot();
    assert_int_equal(app_screen(), APP_SCREEN_BOOT);
    assert_screen("NimBox 0.1.0    ", "                ");
    assert_true(fake_display_backlight());
}

static void test_app_boot_screen_gives_way_to_the_menu_after_1500_ms(void **state)
{
    (void)state;
    app_driver_boot();
    app_driver_run(APP_BOOT_SCREEN_MS - 1);
    assert_int_equal(app_screen(), APP_SCREEN_BOOT);
    app_driver_run(1);
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
    assert_screen(">Bash           ", " Nim            ");
}

static void test_app_key_on_the_boot_screen_only_skips_it(void **state)
{
    (void)state;
    app_driver_boot();
    app_driver_run(200);
    app_driver_tap(BTN_DOWN);
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
    assert_screen(">Bash           ", " Nim            ");
}

static void test_app_counts_boots_in_eeprom(void **state)
{
    (void)state;
    for (uint32_t n = 1; n <= 3; n++) {
        app_driver_boot();
        assert_int_equal(app_boot_count(), n);
        persist_system_t p;
        app_driver_settle(); /* saved in the background */
        assert_true(persist_stored_system(&p));
        assert_int_equal(p.boot_count, n);
    }
    assert_screen("NimBox 0.1.0    ", "                "); /* counted, not shown */
}

/* A boot after a watchdog reset (hal_watchdog_caused_reset, the host fake's) counts it in the
 * box record and tells the count (app_watchdog_resets, for main's console line); a power-on
 * tells nothing and counts nothing. */
static void test_app_counts_watchdog_resets(void **state)
{
    (void)state;
    app_driver_boot();
    assert_int_equal(app_watchdog_resets(), 0);
    app_driver_settle();
    for (uint16_t n = 1; n <= 3; n++) {
        fake_watchdog_set_caused_reset(true);
        app_driver_boot();
        assert_int_equal(app_watchdog_resets(), n);
        app_driver_settle(); /* saved in the background */
        fake_eeprom_power_cut();
    }
    fake_watchdog_set_caused_reset(false);
    app_driver_boot();
    assert_int_equal(app_watchdog_resets(), 0);
    assert_int_equal(persist_watchdog_resets(), 3);
    assert_int_equal(app_boot_count(), 5);
}

static void test_app_corrupt_eeprom_boots_with_defaults(void **state)
{
    (void)state;
    memset(fake_eeprom_image(), 0x4E, 1024);
    app_driver_boot();
    settings_t d;
    settings_defaults(&d);
    assert_memory_equal(app_settings(), &d, sizeof d);
    assert_int_equal(app_boot_count(), 1);
}

static void test_app_defines_glyphs_before_writing_text(void **state)
{
    (void)state;
    app_driver_boot_to_menu();
    assert_int_equal(fake_display_glyphs_defined() & 0x0E, 0x0E);
    assert_false(fake_display_glyphs_after_text());
    assert_int_equal(fake_display_glyph(1)[0], 0x04); /* the up arrow's tip */
}

static void test_app_menu_down_walks_every_item_and_wraps(void **state)
{
    (void)state;
    const char *items[] = {"Bash", "Nim", "Wythoff", "Euclid", "Powers of 2", "New Stone",
                           "Coin circle", "Board walk", "Pirates", "Help", "Stats", "Settings"};
    app_driver_boot_to_menu();
    for (int i = 0; i <= 12; i++) {
        char row0[17], row1[17];
        snprintf(row0, sizeof row0, ">%-15s", items[i % 12]);
        snprintf(row1, sizeof row1, " %-15s", items[(i + 1) % 12]);
        assert_screen(row0, row1);
        app_driver_tap(BTN_DOWN);
    }
}

static void test_app_menu_up_from_the_top_wraps_to_settings(void **state)
{
    (void)state;
    app_driver_boot_to_menu();
    app_driver_tap(BTN_UP);
    assert_screen(">Settings       ", " Bash           ");
    app_driver_tap(BTN_UP);
    assert_screen(">Stats          ", " Settings       ");
    app_driver_tap(BTN_UP);
    assert_screen(">Help           ", " Stats          ");
}

/* Help says where the hint and the in-game menu are, and what the levels mean; any key but
 * UP/DOWN goes back to the menu. */
static void test_app_help_shows_the_controls_and_goes_back(void **state)
{
    (void)state;
    app_driver_boot_to_menu();
    play_driver_taps(BTN_UP, 3);
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_RULES);
    assert_screen("Help            ", "In a game hold \x02");
    app_driver_tap(BTN_DOWN);
    assert_screen("In a game hold \x01", "SELECT: the    \x02");
    bool levels = false;
    for (int i = 0; i < 20; i++) {
        levels = levels || strncmp(fake_display_line(1), "Easy: the CPU", 13) == 0;
        app_driver_tap(BTN_DOWN);
    }
    assert_true(levels);
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
    assert_screen(">Help           ", " Stats          ");
}

static void test_app_menu_holding_down_auto_repeats(void **state)
{
    (void)state;
    app_driver_boot_to_menu();
    fake_button_press(BTN_DOWN);
    app_driver_run(900); /* press at ~24 ms, repeats at ~424, 574, 724, 874 */
    fake_button_press(BTN_NONE);
    app_driver_run(100);
    assert_screen(">New Stone      ", " Coin circle    ");
}

static void test_app_select_shows_the_rules_and_left_goes_back(void **state)
{
    (void)state;
    app_driver_boot_to_menu();
    app_driver_tap(BTN_DOWN);
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_RULES);
    assert_screen("Nim             ", "Several piles. \x02");
    app_driver_tap(BTN_LEFT);
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
    assert_screen(">Nim            ", " Wythoff        ");
}

static void test_app_rules_scroll_with_arrows_and_stop_at_both_ends(void **state)
{
    (void)state;
    app_driver_boot_to_menu();
    app_driver_tap(BTN_SELECT); /* Bash: 6 lines */
    app_driver_tap(BTN_UP);
    assert_screen("Bash game       ", "One pile of N  \x02");
    app_driver_tap(BTN_DOWN);
    assert_screen("One pile of N  \x01", "stones. Take 1 \x02");
    for (int i = 0; i < 10; i++) {
        app_driver_tap(BTN_DOWN);
    }
    assert_screen("SELECT for the \x01", "hint and menu.  "); /* how to go on */
    app_driver_tap(BTN_UP);
    assert_screen("In a game hold \x01", "SELECT for the \x02");
}

static void test_app_rules_reopen_at_the_top(void **state)
{
    (void)state;
    app_driver_boot_to_menu();
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_DOWN);
    app_driver_tap(BTN_LEFT);
    app_driver_tap(BTN_SELECT);
    assert_screen("Bash game       ", "One pile of N  \x02");
}

static void open_settings(void)
{
    app_driver_boot_to_menu();
    app_driver_tap(BTN_UP);
    app_driver_tap(BTN_SELECT);
}

static void test_app_settings_show_names_and_values(void **state)
{
    (void)state;
    open_settings();
    assert_int_equal(app_screen(), APP_SCREEN_SETTINGS);
    assert_screen(">Sound        On", " Level   Perfect");
    app_driver_tap(BTN_DOWN);
    assert_screen(">Level   Perfect", "CPU never errs  "); /* what the level means */
    app_driver_tap(BTN_DOWN);
    assert_screen(">Play     Normal", " Light      30 s");
    app_driver_tap(BTN_DOWN);
    assert_screen(">Light      30 s", " Coach        On");
    app_driver_tap(BTN_DOWN);
    assert_screen(">Coach        On", " Sound        On"); /* a new box: the coach on */
    app_driver_tap(BTN_SELECT);
    assert_screen(">Coach       Off", " Sound        On");
}

static void test_app_settings_select_and_right_step_the_value(void **state)
{
    (void)state;
    open_settings();
    app_driver_tap(BTN_DOWN);
    app_driver_tap(BTN_SELECT);
    assert_screen(">Level      Easy", "CPU errs 1 in 2 ");
    app_driver_tap(BTN_RIGHT);
    assert_screen(">Level    Medium", "CPU errs 1 in 4 ");
    assert_int_equal(app_settings()->level, LEVEL_MEDIUM);
    app_driver_tap(BTN_DOWN);
    app_driver_tap(BTN_SELECT);
    assert_screen(">Play     Misere", " Light      30 s");
    assert_int_equal(app_settings()->mode, PLAY_MISERE);
}

static void test_app_settings_are_saved_on_change_and_survive_a_reboot(void **state)
{
    (void)state;
    open_settings();
    app_driver_tap(BTN_DOWN);
    app_driver_tap(BTN_DOWN);
    app_driver_tap(BTN_SELECT); /* Misere */
    persist_system_t p;
    app_driver_settle();
    persist_stored_system(&p);
    assert_int_equal(p.settings.mode, PLAY_MISERE); /* saved at once, still in Settings */
    app_driver_tap(BTN_LEFT);
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
    assert_screen(">Settings       ", " Bash           ");

    app_driver_boot();
    assert_int_equal(app_settings()->mode, PLAY_MISERE);
    assert_int_equal(app_boot_count(), 2);
}

static void test_app_settings_left_without_changes_writes_nothing(void **state)
{
    (void)state;
    open_settings();
    app_driver_tap(BTN_DOWN);
    uint32_t before = fake_eeprom_writes();
    app_driver_tap(BTN_LEFT);
    assert_int_equal(fake_eeprom_writes(), before);
}

static void test_app_sound_on_clicks_on_every_press(void **state)
{
    (void)state;
    app_driver_boot_to_menu();
    uint8_t before = fake_buzzer_count();
    app_driver_tap(BTN_DOWN);
    app_driver_tap(BTN_DOWN);
    assert_int_equal(fake_buzzer_count(), before + 2);
    assert_true(fake_buzzer_tone_at(before).freq_hz > 0);
}

static void test_app_sound_off_is_silent_also_at_the_next_boot(void **state)
{
    (void)state;
    open_settings();
    app_driver_tap(BTN_SELECT); /* Sound Off */
    assert_screen(">Sound       Off", " Level   Perfect");
    app_driver_tap(BTN_LEFT);
    app_driver_settle();
    uint8_t before = fake_buzzer_count();
    app_driver_boot();
    app_driver_run(2000);
    app_driver_tap(BTN_DOWN);
    app_driver_tap(BTN_SELECT);
    assert_int_equal(fake_buzzer_count(), before);
}

static void test_app_backlight_goes_off_after_the_timeout_and_first_key_only_lights_it(void **state)
{
    (void)state;
    /* on the Settings screen: at the menu, 30 s untouched is the demo, which keeps it lit
     * (test_app_demo.c) */
    app_driver_boot_to_menu();
    app_driver_tap(BTN_UP); /* Settings */
    app_driver_tap(BTN_SELECT);
    app_driver_tap(BTN_DOWN); /* Level */
    app_driver_run(29000);
    assert_true(fake_display_backlight());
    app_driver_run(1000);
    assert_false(fake_display_backlight());
    app_driver_tap(BTN_DOWN);
    assert_true(fake_display_backlight());
    assert_screen(">Level   Perfect", "CPU never errs  "); /* (what the level means) */
    app_driver_tap(BTN_DOWN);
    assert_screen(">Play     Normal", " Light      30 s");
}

static void test_app_key_held_to_light_the_display_does_not_repeat(void **state)
{
    (void)state;
    app_driver_boot_to_menu();
    app_driver_tap(BTN_UP); /* Settings (at the menu, 30 s untouched is the demo) */
    app_driver_tap(BTN_SELECT);
    app_driver_run(30000);
    assert_false(fake_display_backlight());
    fake_button_press(BTN_DOWN);
    app_driver_run(1500);
    fake_button_press(BTN_NONE);
    app_driver_run(100);
    assert_true(fake_display_backlight());
    assert_screen(">Sound        On", " Level   Perfect");
}

static void test_app_backlight_always_never_goes_off(void **state)
{
    (void)state;
    open_settings();
    app_driver_tap(BTN_UP);     /* Coach */
    app_driver_tap(BTN_UP);     /* Light */
    app_driver_tap(BTN_SELECT); /* 60 s */
    app_driver_tap(BTN_SELECT); /* Always */
    assert_screen(">Light    Always", " Coach        On");
    app_driver_run(120000);
    assert_true(fake_display_backlight());
}

static void test_app_asks_to_power_down_after_ten_idle_minutes(void **state)
{
    (void)state;
    app_driver_boot_to_menu();
    app_driver_tap(BTN_DOWN);
    app_driver_run(APP_POWER_DOWN_MS - 1000);
    assert_false(app_wants_power_down(hal_tick_ms()));
    app_driver_run(1000);
    assert_true(app_wants_power_down(hal_tick_ms()));
}

static void test_app_serial_traffic_postpones_power_down(void **state)
{
    (void)state;
    app_driver_boot_to_menu();
    app_driver_run(APP_POWER_DOWN_MS - 1000);
    app_note_activity(hal_tick_ms());
    app_driver_run(APP_POWER_DOWN_MS - 1000);
    assert_false(app_wants_power_down(hal_tick_ms()));
}

static void test_app_waking_key_is_not_taken_as_a_command(void **state)
{
    (void)state;
    app_driver_boot_to_menu();
    app_driver_run(APP_POWER_DOWN_MS);
    assert_true(app_wants_power_down(hal_tick_ms()));
    app_power_down();
    assert_false(fake_display_backlight());
    /* woken by DOWN, still held: main assumes it held, so only its release arrives */
    app_woke(hal_tick_ms(), true);
    assert_true(fake_display_backlight());
    assert_false(app_wants_power_down(hal_tick_ms()));
    app_step(hal_tick_ms(), (btn_event_t){BTN_EV_REPEAT, BTN_DOWN});
    app_step(hal_tick_ms(), (btn_event_t){BTN_EV_RELEASE, BTN_DOWN});
    assert_screen(">Bash           ", " Nim            ");
    app_driver_tap(BTN_DOWN);
    assert_screen(">Nim            ", " Wythoff        ");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_app_boot_screen_shows_name_and_version_and_no_boot_count, setup),
        cmocka_unit_test_setup(test_app_boot_screen_gives_way_to_the_menu_after_1500_ms, setup),
        cmocka_unit_test_setup(test_app_key_on_the_boot_screen_only_skips_it, setup),
        cmocka_unit_test_setup(test_app_counts_boots_in_eeprom, setup),
        cmocka_unit_test_setup(test_app_counts_watchdog_resets, setup),
        cmocka_unit_test_setup(test_app_corrupt_eeprom_boots_with_defaults, setup),
        cmocka_unit_test_setup(test_app_defines_glyphs_before_writing_text, setup),
        cmocka_unit_test_setup(test_app_menu_down_walks_every_item_and_wraps, setup),
        cmocka_unit_test_setup(test_app_menu_up_from_the_top_wraps_to_settings, setup),
        cmocka_unit_test_setup(test_app_menu_holding_down_auto_repeats, setup),
        cmocka_unit_test_setup(test_app_select_shows_the_rules_and_left_goes_back, setup),
        cmocka_unit_test_setup(test_app_rules_scroll_with_arrows_and_stop_at_both_ends, setup),
        cmocka_unit_test_setup(test_app_rules_reopen_at_the_top, setup),
        cmocka_unit_test_setup(test_app_help_shows_the_controls_and_goes_back, setup),
        cmocka_unit_test_setup(test_app_settings_show_names_and_values, setup),
        cmocka_unit_test_setup(test_app_settings_select_and_right_step_the_value, setup),
        cmocka_unit_test_setup(test_app_settings_are_saved_on_change_and_survive_a_reboot, setup),
        cmocka_unit_test_setup(test_app_settings_left_without_changes_writes_nothing, setup),
        cmocka_unit_test_setup(test_app_sound_on_clicks_on_every_press, setup),
        cmocka_unit_test_setup(test_app_sound_off_is_silent_also_at_the_next_boot, setup),
        cmocka_unit_test_setup(test_app_backlight_goes_off_after_the_timeout_and_first_key_only_lights_it, setup),
        cmocka_unit_test_setup(test_app_key_held_to_light_the_display_does_not_repeat, setup),
        cmocka_unit_test_setup(test_app_backlight_always_never_goes_off, setup),
        cmocka_unit_test_setup(test_app_asks_to_power_down_after_ten_idle_minutes, setup),
        cmocka_unit_test_setup(test_app_serial_traffic_postpones_power_down, setup),
        cmocka_unit_test_setup(test_app_waking_key_is_not_taken_as_a_command, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
