/* test_persist.c - the system record: defaults on blank or bad EEPROM, round trip, and
 * out-of-range stored values replaced by defaults; the statistics record: wins and losses
 * per game, kept apart from the system record. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "hal_fake.h"
#include "persist.h"

static int setup(void **state)
{
    (void)state;
    fake_reset();
    return 0;
}

static void assert_defaults(const persist_system_t *p)
{
    settings_t d;
    settings_defaults(&d);
    assert_int_equal(p->settings.sound, d.sound);
    assert_int_equal(p->settings.level, d.level);
    assert_int_equal(p->settings.mode, d.mode);
    assert_int_equal(p->settings.light, d.light);
    assert_int_equal(p->boot_count, 0);
}

static void test_persist_blank_eeprom_gives_defaults(void **state)
{
    (void)state;
    persist_system_t p;
    assert_false(persist_load_system(&p));
    assert_defaults(&p);
}

static void test_persist_garbage_eeprom_gives_defaults(void **state)
{
    (void)state;
    persist_system_t p;
    uint8_t *img = fake_eeprom_image();
    for (int i = 0; i < 1024; i++) {
        img[i] = (uint8_t)(i * 37 + 11);
    }
    img[PERSIST_SYSTEM_BASE] = 0x4E; /* even with the commit mark in place */
    img[PERSIST_SYSTEM_BASE + PERSIST_SYSTEM_SLOT] = 0x4E;
    assert_false(persist_load_system(&p));
    assert_defaults(&p);
}

static void test_persist_saved_settings_and_boot_count_load_back(void **state)
{
    (void)state;
    persist_system_t p, q;
    p.settings.sound = 0;
    p.settings.level = LEVEL_EASY;
    p.settings.mode = PLAY_MISERE;
    p.settings.light = 3;
    p.boot_count = 0x01020304u;
    persist_save_system(&p);
    assert_true(persist_load_system(&q));
    assert_int_equal(q.settings.sound, 0);
    assert_int_equal(q.settings.level, LEVEL_EASY);
    assert_int_equal(q.settings.mode, PLAY_MISERE);
    assert_int_equal(q.settings.light, 3);
    assert_int_equal(q.boot_count, 0x01020304u);
}

static void test_persist_out_of_range_values_are_replaced_by_defaults(void **state)
{
    (void)state;
    persist_system_t p, q;
    settings_t d;
    settings_defaults(&d);
    p.settings.sound = 7;
    p.settings.level = 3;
    p.settings.mode = 2;
    p.settings.light = 4;
    p.boot_count = 5;
    persist_save_system(&p);
    assert_true(persist_load_system(&q));
    assert_int_equal(q.settings.sound, d.sound);
    assert_int_equal(q.settings.level, d.level);
    assert_int_equal(q.settings.mode, d.mode);
    assert_int_equal(q.settings.light, d.light);
    assert_int_equal(q.boot_count, 5);
}

static void test_persist_system_record_stays_below_the_stats_area(void **state)
{
    (void)state;
    persist_system_t p;
    p.settings.sound = 0;
    p.settings.level = 0;
    p.settings.mode = 0;
    p.settings.light = 0;
    p.boot_count = 0;
    persist_save_system(&p);
    persist_save_system(&p);
    const uint8_t *img = fake_eeprom_image();
    for (unsigned a = PERSIST_STATS_BASE; a < 1024; a++) {
        assert_int_equal(img[a], 0xFF);
    }
    assert_true(PERSIST_SYSTEM_PAYLOAD + 6u <= PERSIST_SYSTEM_SLOT);
    assert_true(PERSIST_SYSTEM_BASE + 2u * PERSIST_SYSTEM_SLOT <= PERSIST_STATS_BASE);
    assert_true(PERSIST_STATS_BASE + 2u * PERSIST_STATS_SLOT <= PERSIST_GAME_BASE);
    assert_true(PERSIST_GAME_BASE + 2u * PERSIST_GAME_SLOT <= PERSIST_FREE_BASE);
}

static void test_persist_results_count_per_game_and_load_back(void **state)
{
    (void)state;
    uint16_t wl[2];
    persist_load_result(1, wl);
    assert_int_equal(wl[0], 0);
    assert_int_equal(wl[1], 0);
    persist_count_result(1, true, wl);
    persist_count_result(1, false, wl);
    persist_count_result(1, false, wl);
    assert_int_equal(wl[0], 1);
    assert_int_equal(wl[1], 2);
    persist_count_result(0, true, wl);
    assert_int_equal(wl[0], 1);
    assert_int_equal(wl[1], 0);
    persist_load_result(1, wl);
    assert_int_equal(wl[0], 1);
    assert_int_equal(wl[1], 2);
    persist_load_result(8, wl);
    assert_int_equal(wl[0] + wl[1], 0);
    /* the system record is untouched, and the counts survive a save of it */
    persist_system_t p;
    assert_false(persist_load_system(&p));
    persist_save_system(&p);
    persist_load_result(1, wl);
    assert_int_equal(wl[1], 2);
    assert_true(PERSIST_STATS_PAYLOAD + 6u <= PERSIST_STATS_SLOT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_persist_blank_eeprom_gives_defaults, setup),
        cmocka_unit_test_setup(test_persist_garbage_eeprom_gives_defaults, setup),
        cmocka_unit_test_setup(test_persist_saved_settings_and_boot_count_load_back, setup),
        cmocka_unit_test_setup(test_persist_out_of_range_values_are_replaced_by_defaults, setup),
        cmocka_unit_test_setup(test_persist_system_record_stays_below_the_stats_area, setup),
        cmocka_unit_test_setup(test_persist_results_count_per_game_and_load_back, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
