/* test_settings.c - setting values, labels and stepping. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "settings.h"

static void test_settings_defaults_are_sound_on_perfect_normal_30s(void **state)
{
    (void)state;
    settings_t s;
    settings_defaults(&s);
    assert_string_equal(settings_value_label(&s, SETTING_SOUND), "On");
    assert_string_equal(settings_value_label(&s, SETTING_LEVEL), "Perfect");
    assert_string_equal(settings_value_label(&s, SETTING_MODE), "Normal");
    assert_string_equal(settings_value_label(&s, SETTING_LIGHT), "30 s");
    assert_int_equal(settings_light_timeout_ms(&s), 30000);
    assert_int_equal(s.mode, PLAY_NORMAL);
}

static void test_settings_next_cycles_through_every_value_and_wraps(void **state)
{
    (void)state;
    const char *expect[SETTING_COUNT][5] = {
        {"Off", "On", NULL},
        {"Easy", "Medium", "Perfect", NULL},
        {"Misere", "Normal", NULL},
        {"60 s", "Always", "10 s", "30 s", NULL},
    };
    for (int id = 0; id < SETTING_COUNT; id++) {
        settings_t s;
        settings_defaults(&s);
        uint8_t start = settings_get(&s, (setting_id_t)id);
        int n = settings_value_count((setting_id_t)id);
        for (int k = 0; k < n; k++) {
            settings_next(&s, (setting_id_t)id);
            if (id != SETTING_LEVEL) {
                /* expect[] lists the labels after each step from the default */
                assert_string_equal(settings_value_label(&s, (setting_id_t)id), expect[id][k]);
            } else {
                assert_string_equal(settings_value_label(&s, (setting_id_t)id),
                                    expect[id][(start + 1 + k) % n]);
            }
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

static void test_settings_light_timeouts_match_their_labels(void **state)
{
    (void)state;
    settings_t s;
    settings_defaults(&s);
    const uint32_t ms[4] = {0, 10000, 30000, 60000};
    const char *label[4] = {"Always", "10 s", "30 s", "60 s"};
    for (uint8_t i = 0; i < 4; i++) {
        s.light = i;
        assert_int_equal(settings_light_timeout_ms(&s), ms[i]);
        assert_string_equal(settings_value_label(&s, SETTING_LIGHT), label[i]);
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

static void test_settings_name_and_value_fit_one_display_row(void **state)
{
    (void)state;
    for (int id = 0; id < SETTING_COUNT; id++) {
        settings_t s;
        settings_defaults(&s);
        for (int k = 0; k < settings_value_count((setting_id_t)id); k++) {
            size_t w = 1 + strlen(settings_name((setting_id_t)id)) + 1 +
                       strlen(settings_value_label(&s, (setting_id_t)id));
            assert_true(w <= 16);
            settings_next(&s, (setting_id_t)id);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_settings_defaults_are_sound_on_perfect_normal_30s),
        cmocka_unit_test(test_settings_next_cycles_through_every_value_and_wraps),
        cmocka_unit_test(test_settings_next_changes_only_its_own_setting),
        cmocka_unit_test(test_settings_light_timeouts_match_their_labels),
        cmocka_unit_test(test_settings_sanitize_fixes_only_bad_values),
        cmocka_unit_test(test_settings_name_and_value_fit_one_display_row),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
