/* three_keys_test.c - the bare-txt8 board's key logic (board/bare-txt8/three_keys.h) on the
 * host, sample by sample as the HAL feeds it (one sample every 4 ms): taps and holds of DOWN
 * and UP, OK at once, contacts that bounce, one key at a time, the key that woke the box, the
 * clock's 16 bits wrapping. Built and run by tests/sim/bare-txt8/parts.sh (cmocka, TAP). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "three_keys.h"

#define SAMPLE_MS 4u

static three_keys_t keys;
static uint16_t now;

/* Feeds `held` for ms milliseconds (a sample every 4 ms); returns the button of the last
 * sample. */
static btn_t feed(uint8_t held, uint16_t ms)
{
    btn_t b = BTN_NONE;
    for (uint16_t t = 0; t < ms; t += SAMPLE_MS, now = (uint16_t)(now + SAMPLE_MS)) {
        b = three_keys_step(&keys, held, now);
    }
    return b;
}

/* Feeds `held` for ms milliseconds and counts the samples that gave `button`. */
static uint16_t count(uint8_t held, uint16_t ms, btn_t button)
{
    uint16_t n = 0;
    for (uint16_t t = 0; t < ms; t += SAMPLE_MS, now = (uint16_t)(now + SAMPLE_MS)) {
        n += three_keys_step(&keys, held, now) == button;
    }
    return n;
}

static int setup(void **state)
{
    (void)state;
    three_keys_init(&keys);
    now = 1000;
    return 0;
}

static void test_a_tap_of_down_is_down_for_the_tap_time_once_let_go(void **state)
{
    (void)state;
    assert_int_equal(count(THREE_KEY_DOWN, 120, BTN_NONE), 30); /* nothing while it is held */
    uint16_t down = count(0, 200, BTN_DOWN);
    assert_true(down * SAMPLE_MS >= THREE_KEYS_TAP_MS - SAMPLE_MS);
    assert_true(down * SAMPLE_MS <= THREE_KEYS_TAP_MS + SAMPLE_MS);
    assert_int_equal(feed(0, 100), BTN_NONE);
}

static void test_down_held_half_a_second_is_left_while_it_is_held(void **state)
{
    (void)state;
    assert_int_equal(feed(THREE_KEY_DOWN, THREE_KEYS_HOLD_MS), BTN_NONE); /* to 496 ms */
    assert_int_equal(count(THREE_KEY_DOWN, 1000, BTN_LEFT), 1000 / SAMPLE_MS);
    assert_int_equal(count(0, 200, BTN_DOWN), 0); /* no tap after a hold */
    assert_int_equal(feed(0, 4), BTN_NONE);
}

static void test_up_tapped_is_up_and_held_is_right(void **state)
{
    (void)state;
    feed(THREE_KEY_UP, 100);
    assert_true(count(0, 200, BTN_UP) > 0);
    feed(THREE_KEY_UP, THREE_KEYS_HOLD_MS + 100);
    assert_int_equal(feed(THREE_KEY_UP, 4), BTN_RIGHT);
    assert_int_equal(count(0, 200, BTN_UP), 0);
}

static void test_ok_is_select_at_once_and_as_long_as_held(void **state)
{
    (void)state;
    assert_int_equal(three_keys_step(&keys, THREE_KEY_OK, now), BTN_SELECT);
    assert_int_equal(count(THREE_KEY_OK, 1200, BTN_SELECT), 1200 / SAMPLE_MS);
    assert_int_equal(feed(0, 40), BTN_NONE);
}

static void test_a_bounce_at_the_release_is_one_tap(void **state)
{
    (void)state;
    feed(THREE_KEY_DOWN, 100);
    feed(0, 8); /* the contacts open, close again, then open for good */
    feed(THREE_KEY_DOWN, 8);
    uint16_t down = count(0, 300, BTN_DOWN);
    assert_true(down > 0 && down * SAMPLE_MS <= THREE_KEYS_TAP_MS + SAMPLE_MS);
}

static void test_ok_bouncing_stays_select_without_a_release(void **state)
{
    (void)state;
    feed(THREE_KEY_OK, 100);
    assert_int_equal(feed(0, 8), BTN_SELECT);
    assert_int_equal(count(THREE_KEY_OK, 100, BTN_SELECT), 100 / SAMPLE_MS);
}

static void test_another_key_while_one_counts_is_not_looked_at(void **state)
{
    (void)state;
    feed(THREE_KEY_DOWN, 100);
    assert_int_equal(count(THREE_KEY_DOWN | THREE_KEY_OK, 100, BTN_SELECT), 0);
    /* DOWN let go, OK still held: DOWN's tap first, then OK counts */
    assert_true(count(THREE_KEY_OK, 84, BTN_DOWN) > 0);
    assert_int_equal(feed(THREE_KEY_OK, 8), BTN_SELECT);
}

static void test_the_key_that_woke_the_box_counts_for_nothing_until_all_are_up(void **state)
{
    (void)state;
    assert_int_equal(three_keys_take(&keys, THREE_KEY_UP), BTN_UP);
    assert_int_equal(count(THREE_KEY_UP, 1000, BTN_NONE), 1000 / SAMPLE_MS); /* no hold */
    assert_int_equal(count(0, 300, BTN_NONE), 300 / SAMPLE_MS);              /* no tap */
    feed(THREE_KEY_DOWN, 100); /* a new press counts */
    assert_true(count(0, 200, BTN_DOWN) > 0);
}

static void test_the_clock_wrapping_past_65535_changes_nothing(void **state)
{
    (void)state;
    now = (uint16_t)(65536u - 200u);
    feed(THREE_KEY_DOWN, THREE_KEYS_HOLD_MS - 100);
    assert_int_equal(feed(THREE_KEY_DOWN, 200), BTN_LEFT);
    feed(0, 40);
    now = (uint16_t)(65536u - 40u);
    feed(THREE_KEY_UP, 80);
    assert_true(count(0, 200, BTN_UP) > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_a_tap_of_down_is_down_for_the_tap_time_once_let_go, setup),
        cmocka_unit_test_setup(test_down_held_half_a_second_is_left_while_it_is_held, setup),
        cmocka_unit_test_setup(test_up_tapped_is_up_and_held_is_right, setup),
        cmocka_unit_test_setup(test_ok_is_select_at_once_and_as_long_as_held, setup),
        cmocka_unit_test_setup(test_a_bounce_at_the_release_is_one_tap, setup),
        cmocka_unit_test_setup(test_ok_bouncing_stays_select_without_a_release, setup),
        cmocka_unit_test_setup(test_another_key_while_one_counts_is_not_looked_at, setup),
        cmocka_unit_test_setup(test_the_key_that_woke_the_box_counts_for_nothing_until_all_are_up,
                               setup),
        cmocka_unit_test_setup(test_the_clock_wrapping_past_65535_changes_nothing, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
