/* test_text.c - display line building and '\n'-separated flash texts. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "text.h"

static void test_text_put_clips_at_sixteen_columns(void **state)
{
    (void)state;
    char line[TEXT_LINE_SIZE];
    text_line_clear(line);
    assert_string_equal(line, "                ");
    assert_int_equal(text_put(line, 10, "abcdefghij"), 16);
    assert_string_equal(line, "          abcdef");
    assert_int_equal(strlen(line), 16);
}

static void test_text_put_right_ends_at_column_fifteen(void **state)
{
    (void)state;
    char line[TEXT_LINE_SIZE];
    text_line_clear(line);
    text_put_flash(line, 0, ">Level");
    text_put_right_flash(line, "Perfect");
    assert_string_equal(line, ">Level   Perfect");
}

static void test_text_u32_writes_every_magnitude(void **state)
{
    (void)state;
    const uint32_t v[] = {0, 7, 10, 99, 65535, 65536, 1000000, 4294967295u};
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++) {
        char got[11], want[16];
        snprintf(want, sizeof want, "%lu", (unsigned long)v[i]);
        assert_int_equal(text_u32(got, v[i]), strlen(want));
        assert_string_equal(got, want);
    }
}

static void test_text_put_flash_u32_writes_label_then_number_clipped(void **state)
{
    (void)state;
    char line[TEXT_LINE_SIZE];
    text_line_clear(line);
    assert_int_equal(text_put_flash_u32(line, 1, "Won ", 65535u), 10);
    assert_string_equal(line, " Won 65535      ");
    assert_int_equal(text_put_flash_u32(line, 10, " lost ", 4294967295u), 16);
    assert_string_equal(line, " Won 65535 lost ");
}

static void test_text_lines_are_copied(void **state)
{
    (void)state;
    const char *t = "first\nsecond line\n\nfourth";
    char line[TEXT_LINE_SIZE];
    text_line_get(line, t, 1);
    assert_string_equal(line, "second line     ");
    text_line_get(line, t, 2);
    assert_string_equal(line, "                ");
    text_line_get(line, t, 4);
    assert_string_equal(line, "                ");
    assert_int_equal(text_put_flash_line(line, 2, t, 3), 8);
    assert_string_equal(line, "  fourth        ");
    assert_int_equal(text_put_flash_line(line, 9, t, 4), 9); /* no such line: nothing */
}

static void test_text_long_line_is_clipped_when_copied(void **state)
{
    (void)state;
    char line[TEXT_LINE_SIZE];
    text_line_get(line, "0123456789abcdefXYZ\nnext", 0);
    assert_string_equal(line, "0123456789abcdef");
    assert_int_equal(text_put_flash_line(line, 12, "0123456789abcdefXYZ\nnext", 0), 16);
    assert_string_equal(line, "0123456789ab0123");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_text_put_clips_at_sixteen_columns),
        cmocka_unit_test(test_text_put_right_ends_at_column_fifteen),
        cmocka_unit_test(test_text_u32_writes_every_magnitude),
        cmocka_unit_test(test_text_put_flash_u32_writes_label_then_number_clipped),
        cmocka_unit_test(test_text_lines_are_copied),
        cmocka_unit_test(test_text_long_line_is_clipped_when_copied),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
