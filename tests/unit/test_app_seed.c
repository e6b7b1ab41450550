/* test_app_seed.c - random starts differ from boot to boot (issue 17): with the same seed from
 * the hardware (a board whose noise input gives nothing), boots whose first key comes a few
 * milliseconds earlier or later deal different random starts, and so do boots with another
 * boot count in the EEPROM; the same boot count and timing deal the same start (the tests'
 * runs repeat). The start is read off the display as a player sees it: Bash's start screen. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "app.h"
#include "hal_fake.h"
#include "support/app_driver.h"
#include "support/play_driver.h"

#define STARTS 6

/* Boots with seed 7 (boot_count - 1 boots before this one, on this EEPROM), waits `wait_ms`
 * on the boot screen, then a key; opens Bash's start screen and copies its row 0 into row. */
static void random_start(uint32_t boot_count, uint32_t wait_ms, char *row)
{
    fake_reset();
    fake_tick_set(100);
    fake_random_set(7);
    for (uint32_t b = 1; b < boot_count; b++) {
        app_driver_boot();
        app_driver_settle();
    }
    app_driver_boot();
    app_driver_run(wait_ms);
    app_driver_tap(BTN_DOWN); /* ends the boot screen */
    assert_int_equal(app_screen(), APP_SCREEN_MENU);
    app_driver_tap(BTN_SELECT); /* Bash's rules */
    app_driver_tap(BTN_SELECT); /* its start screen: a random position */
    assert_int_equal(app_screen(), APP_SCREEN_START);
    strcpy(row, fake_display_line(0));
}

static uint32_t distinct(char rows[STARTS][17])
{
    uint32_t n = 0;
    for (int i = 0; i < STARTS; i++) {
        bool seen = false;
        for (int j = 0; j < i; j++) {
            seen = seen || strcmp(rows[i], rows[j]) == 0;
        }
        n += !seen;
    }
    return n;
}

static void test_app_seed_first_key_timing_changes_the_random_start(void **state)
{
    (void)state;
    char rows[STARTS][17];
    for (int i = 0; i < STARTS; i++) {
        random_start(1, 300u + 4u * (uint32_t)i, rows[i]); /* a button sample apart */
    }
    assert_true(distinct(rows) >= STARTS - 1u);
    char again[17];
    random_start(1, 300u, again);
    assert_string_equal(again, rows[0]);
}

static void test_app_seed_boot_count_changes_the_random_start(void **state)
{
    (void)state;
    char rows[STARTS][17];
    for (int i = 0; i < STARTS; i++) {
        random_start(1u + (uint32_t)i, 300u, rows[i]);
    }
    assert_true(distinct(rows) >= STARTS - 1u);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_app_seed_first_key_timing_changes_the_random_start),
        cmocka_unit_test(test_app_seed_boot_count_changes_the_random_start),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
