/* test_serial_wake.c - the line that woke the box from power-down lost its first bytes: its
 * rest is dropped up to its line end, or up to a pause (the whole line was lost), and what
 * comes after is a line like any other. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "serial_wake.h"

static serial_wake_t w;

/* Feeds text, one byte every gap_ms from t_ms on; returns the bytes kept (NUL-ended). */
static const char *feed(const char *text, uint32_t t_ms, uint32_t gap_ms)
{
    static char kept[64];
    size_t n = 0;
    for (; *text; text++, t_ms += gap_ms) {
        if (!serial_wake_drop(&w, (uint8_t)*text, t_ms)) {
            kept[n++] = *text;
        }
    }
    kept[n] = '\0';
    return kept;
}

static int setup(void **state)
{
    (void)state;
    serial_wake_init(&w);
    return 0;
}

static void test_serial_wake_nothing_is_dropped_without_a_wake(void **state)
{
    (void)state;
    assert_string_equal(feed("help\nsolve nim 1 2\n", 1000, 0), "help\nsolve nim 1 2\n");
}

static void test_serial_wake_drops_the_rest_of_the_damaged_line(void **state)
{
    (void)state;
    serial_wake_begin(&w, 5000);
    /* "solve nim 1 2\n" lost its first 5 bytes; the next line comes right after it */
    assert_string_equal(feed(" nim 1 2\nhelp\n", 5001, 0), "help\n");
    assert_string_equal(feed("help\n", 9000, 0), "help\n");
}

static void test_serial_wake_a_pause_ends_a_line_lost_whole(void **state)
{
    (void)state;
    serial_wake_begin(&w, 5000);
    /* "help\n" was lost whole; the next line, sent later, is answered */
    assert_string_equal(feed("help\n", 5000 + SERIAL_WAKE_QUIET_MS, 0), "help\n");
}

static void test_serial_wake_a_line_sent_slowly_is_still_dropped_up_to_its_end(void **state)
{
    (void)state;
    serial_wake_begin(&w, 5000);
    assert_string_equal(feed("lve nim 3\n", 5002, SERIAL_WAKE_QUIET_MS - 1u), "");
    assert_string_equal(feed("ok\n", 6000, 0), "ok\n");
}

static void test_serial_wake_keys_typed_by_a_person_after_the_pause_are_a_new_line(void **state)
{
    (void)state;
    serial_wake_begin(&w, 5000); /* 'h' woke the box and was lost */
    assert_string_equal(feed("elp\n", 5150, 150), "elp\n");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_serial_wake_nothing_is_dropped_without_a_wake, setup),
        cmocka_unit_test_setup(test_serial_wake_drops_the_rest_of_the_damaged_line, setup),
        cmocka_unit_test_setup(test_serial_wake_a_pause_ends_a_line_lost_whole, setup),
        cmocka_unit_test_setup(test_serial_wake_a_line_sent_slowly_is_still_dropped_up_to_its_end, setup),
        cmocka_unit_test_setup(test_serial_wake_keys_typed_by_a_person_after_the_pause_are_a_new_line, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
