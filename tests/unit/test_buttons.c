/* test_buttons.c - debouncing, press/release, long press and auto-repeat timing, with the
 * time passed in (a sample every 4 ms, as the firmware's main loop takes them). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "buttons.h"

typedef struct {
    uint32_t at;
    btn_event_t ev;
} seen_t;

static seen_t seen[64];
static int seen_n;

/* Samples `raw` every 4 ms from *now for ms milliseconds, recording the events. */
static void feed(buttons_t *b, uint32_t *now, btn_t raw, uint32_t ms)
{
    for (uint32_t t = 0; t < ms; t += 4) {
        *now += 4;
        btn_event_t ev = buttons_update(b, *now, raw);
        if (ev.kind != BTN_EV_NONE && seen_n < 64) {
            seen[seen_n].at = *now;
            seen[seen_n].ev = ev;
            seen_n++;
        }
    }
}

static int count_kind(uint8_t kind)
{
    int n = 0;
    for (int i = 0; i < seen_n; i++) {
        n += seen[i].ev.kind == kind;
    }
    return n;
}

static int setup(void **state)
{
    (void)state;
    seen_n = 0;
    return 0;
}

static void test_buttons_press_is_reported_once_after_the_debounce_time(void **state)
{
    (void)state;
    buttons_t b;
    uint32_t now = 1000;
    buttons_init(&b);
    feed(&b, &now, BTN_UP, 100);
    assert_int_equal(seen_n, 1);
    assert_int_equal(seen[0].ev.kind, BTN_EV_PRESS);
    assert_int_equal(seen[0].ev.button, BTN_UP);
    /* first sample at 1004; stable for 20 ms at 1024 */
    assert_int_equal(seen[0].at, 1004 + BUTTONS_DEBOUNCE_MS);
    assert_int_equal(buttons_held(&b), BTN_UP);
}

static void test_buttons_release_is_reported_after_the_debounce_time(void **state)
{
    (void)state;
    buttons_t b;
    uint32_t now = 0;
    buttons_init(&b);
    feed(&b, &now, BTN_SELECT, 100);
    feed(&b, &now, BTN_NONE, 100);
    assert_int_equal(seen_n, 2);
    assert_int_equal(seen[1].ev.kind, BTN_EV_RELEASE);
    assert_int_equal(seen[1].ev.button, BTN_SELECT);
    assert_int_equal(seen[1].at, 104 + BUTTONS_DEBOUNCE_MS);
    assert_int_equal(buttons_held(&b), BTN_NONE);
}

static void test_buttons_bouncing_contact_gives_one_press_and_one_release(void **state)
{
    (void)state;
    buttons_t b;
    uint32_t now = 0;
    buttons_init(&b);
    /* 16 ms of chatter between DOWN, nothing and a stray LEFT reading */
    const btn_t chatter[] = {BTN_DOWN, BTN_NONE, BTN_DOWN, BTN_LEFT, BTN_DOWN};
    for (size_t i = 0; i < sizeof chatter / sizeof chatter[0]; i++) {
        feed(&b, &now, chatter[i], 4);
    }
    assert_int_equal(seen_n, 0);
    feed(&b, &now, BTN_DOWN, 200);
    const btn_t release[] = {BTN_NONE, BTN_DOWN, BTN_NONE, BTN_DOWN};
    for (size_t i = 0; i < sizeof release / sizeof release[0]; i++) {
        feed(&b, &now, release[i], 4);
    }
    feed(&b, &now, BTN_NONE, 100);
    assert_int_equal(count_kind(BTN_EV_PRESS), 1);
    assert_int_equal(count_kind(BTN_EV_RELEASE), 1);
    assert_int_equal(seen[0].ev.button, BTN_DOWN);
}

static void test_buttons_glitch_shorter_than_debounce_is_ignored(void **state)
{
    (void)state;
    buttons_t b;
    uint32_t now = 0;
    buttons_init(&b);
    feed(&b, &now, BTN_RIGHT, 16);
    feed(&b, &now, BTN_NONE, 200);
    assert_int_equal(seen_n, 0);
}

static void test_buttons_long_press_fires_once_at_the_long_time(void **state)
{
    (void)state;
    buttons_t b;
    uint32_t now = 0;
    buttons_init(&b);
    feed(&b, &now, BTN_SELECT, 3000);
    assert_int_equal(count_kind(BTN_EV_LONG), 1);
    for (int i = 0; i < seen_n; i++) {
        if (seen[i].ev.kind == BTN_EV_LONG) {
            assert_int_equal(seen[i].at - seen[0].at, BUTTONS_LONG_MS);
        }
    }
}

static void test_buttons_auto_repeat_starts_after_the_delay_and_keeps_its_period(void **state)
{
    (void)state;
    buttons_t b;
    uint32_t now = 0;
    buttons_init(&b);
    feed(&b, &now, BTN_DOWN, 1500);
    uint32_t press_at = seen[0].at;
    uint32_t expect = press_at + BUTTONS_REPEAT_DELAY_MS;
    int repeats = 0;
    for (int i = 0; i < seen_n; i++) {
        if (seen[i].ev.kind == BTN_EV_REPEAT) {
            /* sampled every 4 ms: due time rounded up to the next sample */
            assert_true(seen[i].at >= expect && seen[i].at < expect + 8);
            assert_int_equal(seen[i].ev.button, BTN_DOWN);
            expect += BUTTONS_REPEAT_MS;
            repeats++;
        }
    }
    /* held (1500 - 24) ms after the press: repeats at 400, 550, ... 1450 */
    assert_int_equal(repeats, (int)((1500 - 24 - BUTTONS_REPEAT_DELAY_MS) / BUTTONS_REPEAT_MS + 1));
}

static void test_buttons_release_stops_the_repeats(void **state)
{
    (void)state;
    buttons_t b;
    uint32_t now = 0;
    buttons_init(&b);
    feed(&b, &now, BTN_UP, 700);
    int before = count_kind(BTN_EV_REPEAT);
    feed(&b, &now, BTN_NONE, 1000);
    assert_int_equal(count_kind(BTN_EV_REPEAT), before);
    assert_int_equal(count_kind(BTN_EV_LONG), 0);
}

static void test_buttons_sliding_to_another_key_releases_then_presses(void **state)
{
    (void)state;
    buttons_t b;
    uint32_t now = 0;
    buttons_init(&b);
    feed(&b, &now, BTN_UP, 100);
    feed(&b, &now, BTN_DOWN, 100);
    assert_int_equal(seen_n, 3);
    assert_int_equal(seen[1].ev.kind, BTN_EV_RELEASE);
    assert_int_equal(seen[1].ev.button, BTN_UP);
    assert_int_equal(seen[2].ev.kind, BTN_EV_PRESS);
    assert_int_equal(seen[2].ev.button, BTN_DOWN);
}

static void test_buttons_assumed_held_key_reports_only_its_release(void **state)
{
    (void)state;
    buttons_t b;
    uint32_t now = 0;
    buttons_init(&b);
    buttons_assume_held(&b, now, BTN_SELECT);
    feed(&b, &now, BTN_SELECT, 2000);
    assert_int_equal(seen_n, 0);
    feed(&b, &now, BTN_NONE, 100);
    assert_int_equal(seen_n, 1);
    assert_int_equal(seen[0].ev.kind, BTN_EV_RELEASE);
    feed(&b, &now, BTN_UP, 100);
    assert_int_equal(seen[1].ev.kind, BTN_EV_PRESS);
}

static void test_buttons_late_samples_give_no_repeat_burst(void **state)
{
    (void)state;
    buttons_t b;
    buttons_init(&b);
    buttons_update(&b, 0, BTN_DOWN);
    assert_int_equal(buttons_update(&b, 20, BTN_DOWN).kind, BTN_EV_PRESS);
    /* the loop stalls for 2 s: one LONG, one REPEAT, then nothing until the next period */
    assert_int_equal(buttons_update(&b, 2020, BTN_DOWN).kind, BTN_EV_LONG);
    assert_int_equal(buttons_update(&b, 2021, BTN_DOWN).kind, BTN_EV_REPEAT);
    assert_int_equal(buttons_update(&b, 2022, BTN_DOWN).kind, BTN_EV_NONE);
    assert_int_equal(buttons_update(&b, 2021 + BUTTONS_REPEAT_MS, BTN_DOWN).kind, BTN_EV_REPEAT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_buttons_press_is_reported_once_after_the_debounce_time, setup),
        cmocka_unit_test_setup(test_buttons_release_is_reported_after_the_debounce_time, setup),
        cmocka_unit_test_setup(test_buttons_bouncing_contact_gives_one_press_and_one_release, setup),
        cmocka_unit_test_setup(test_buttons_glitch_shorter_than_debounce_is_ignored, setup),
        cmocka_unit_test_setup(test_buttons_long_press_fires_once_at_the_long_time, setup),
        cmocka_unit_test_setup(test_buttons_auto_repeat_starts_after_the_delay_and_keeps_its_period, setup),
        cmocka_unit_test_setup(test_buttons_release_stops_the_repeats, setup),
        cmocka_unit_test_setup(test_buttons_sliding_to_another_key_releases_then_presses, setup),
        cmocka_unit_test_setup(test_buttons_assumed_held_key_reports_only_its_release, setup),
        cmocka_unit_test_setup(test_buttons_late_samples_give_no_repeat_burst, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
