/* test_settings.c - setting values and stepping (their words are each view's: test_view_lcd.c,
 * test_view_seg7.c). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "settings.h"

static void test_settings_defaults_are_sound_on_perfect_normal_30s(void **state)
{
    (void)state;
    settings_t s;
    settings_defaults(&s);
    assert_int_equal(settings_get(&s, SETTING_SOUND), 1); /* On */
    assert_int_equal(settings_get(&s, SETTING_LEVEL), LEVEL_PERFECT);
    assert_int_equal(settings_get(&s, SETTING_MODE), PLAY_NORMAL);
    assert_int_equal(settings_get(&s, SETTING_LIGHT), 2); /* 30 s */
    assert_int_equal(settings_light_timeout_ms(&s), 30000);
    assert_int_equal(s.mode, PLAY_NORMAL);
    assert_int_equal(settings_get(&s, SETTING_COACH), SETTINGS_COACH_ON);
}

/* The Coach setting is the box record's byte 42 (persist.h), apart from the others: 0 On (a
 * new box, and every record before the setting, whose byte 42 is 0), 1 Off; anything else
 * is put back to On. */
static void test_settings_coach_is_the_records_byte_zero_on(void **state)
{
    (void)state;
    settings_t s;
    settings_defaults(&s);
    uint8_t *coach = persist_coach();
    assert_int_equal(*coach, 0);
    settings_next(&s, SETTING_COACH);
    assert_int_equal(*coach, 1);
    assert_int_equal(settings_get(&s, SETTING_COACH), SETTINGS_COACH_OFF);
    settings_t before = s;
    *coach = 0;
    assert_int_equal(settings_get(&s, SETTING_COACH), SETTINGS_COACH_ON);
    assert_memory_equal(&s, &before, sizeof s); /* the others untouched */
    *coach = 7;
    settings_sanitize(&s);
    assert_int_equal(*coach, SETTINGS_COACH_ON);
    *coach = 1;
    settings_sanitize(&s);
    assert_int_equal(*coach, SETTINGS_COACH_OFF);
    assert_memory_equal(&s, &before, sizeof s);
}

/* Sound Off/On, the three levels, normal/misere play, the light's four timeouts, the coach
 * On/Off. */
static void test_settings_next_cycles_through_every_value_and_wraps(void **state)
{
    (void)state;
    const uint8_t count[SETTING_COUNT] = {2, 3, 2, 4, 2};
    for (int id = 0; id < SETTING_COUNT; id++) {
        settings_t s;
        settings_defaults(&s);
        uint8_t start = settings_get(&s, (setting_id_t)id);
        int n = settings_value_count((setting_id_t)id);
        assert_int_equal(n, count[id]);
        for (int k = 0; k < n; k++) {
            settings_next(&s, (setting_id_t)id);
            assert_int_equal(settings_get(&s, (setting_id_t)id), (start + 1 + k) % n);
        }
        assert_int_equal(settings_get(&s, (setting_id_t)id), start);
    }
}

static void test_settings_next_changes_only_its_own_setting(void **state)
{
    (void)state;
    settings_t s, d;
    settings_defaults(&s);
    settings_defaults(&d);
    settings_next(&s, SETTING_MODE);
    assert_int_equal(s.sound, d.sound);
    assert_int_equal(s.level, d.level);
    assert_int_equal(s.light, d.light);
    assert_int_equal(s.mode, PLAY_MISERE);
}

/* Always, 10 s, 30 s, 60 s. */
static void test_settings_light_timeouts_follow_its_values(void **state)
{
    (void)state;
    settings_t s;
    settings_defaults(&s);
    const uint32_t ms[4] = {0, 10000, 30000, 60000};
    for (uint8_t i = 0; i < 4; i++) {
        s.light = i;
        assert_int_equal(settings_light_timeout_ms(&s), ms[i]);
    }
}

static void test_settings_sanitize_fixes_only_bad_values(void **state)
{
    (void)state;
    settings_t s = {1, LEVEL_EASY, 9, 200};
    settings_sanitize(&s);
    assert_int_equal(s.sound, 1);
    assert_int_equal(s.level, LEVEL_EASY);
    assert_int_equal(s.mode, PLAY_NORMAL);
    assert_int_equal(s.light, 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_settings_defaults_are_sound_on_perfect_normal_30s),
        cmocka_unit_test(test_settings_coach_is_the_records_byte_zero_on),
        cmocka_unit_test(test_settings_next_cycles_through_every_value_and_wraps),
        cmocka_unit_test(test_settings_next_changes_only_its_own_setting),
        cmocka_unit_test(test_settings_light_timeouts_follow_its_values),
        cmocka_unit_test(test_settings_sanitize_fixes_only_bad_values),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
