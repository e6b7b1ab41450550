/* test_text.c - the LCD view's lines and its pen: writing clipped at 16 columns, right-aligned
 * flash strings, numbers, lines of '\n'-separated flash texts. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "text.h"

static void test_text_pen_clips_at_sixteen_columns(void **state)
{
    (void)state;
    char line[TEXT_LINE_SIZE];
    text_line_clear(line);
    assert_string_equal(line, "                ");
    text_at(line, 10);
    text_str("abcdefghij");
    assert_int_equal(text_col, 16);
    assert_string_equal(line, "          abcdef");
    assert_int_equal(strlen(line), 16);
    text_char('x'); /* past the end: nothing */
    assert_string_equal(line, "          abcdef");
}

static void test_text_flash_right_ends_at_column_fifteen(void **state)
{
    (void)state;
    char line[TEXT_LINE_SIZE];
    text_line_clear(line);
    text_at(line, 0);
    text_flash(">Level");
    text_flash_right("Perfect", 0);
    assert_string_equal(line, ">Level   Perfect");
    text_flash_right("x\nyz", 1);
    assert_string_equal(line, ">Level   Perfeyz");
}

static void test_decimal_u32_writes_every_magnitude(void **state)
{
    (void)state;
    const uint32_t v[] = {0, 7, 10, 99, 65535, 65536, 1000000, 4294967295u};
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++) {
        char got[11], want[16];
        snprintf(want, sizeof want, "%lu", (unsigned long)v[i]);
        assert_int_equal(decimal_u32(got, v[i]), strlen(want));
        assert_string_equal(got, want);
        assert_int_equal(decimal_digits(v[i]), strlen(want));
    }
}

static void test_text_flash_then_number_are_clipped(void **state)
{
    (void)state;
    char line[TEXT_LINE_SIZE];
    text_line_clear(line);
    text_at(line, 1);
    text_flash("Won ");
    text_num(65535u);
    assert_int_equal(text_col, 10);
    assert_string_equal(line, " Won 65535      ");
    text_flash(" lost ");
    text_num(4294967295u);
    assert_int_equal(text_col, 16);
    assert_string_equal(line, " Won 65535 lost ");
}

static void test_text_lines_are_put(void **state)
{
    (void)state;
    const char *t = "first\nsecond line\n\nfourth";
    char line[TEXT_LINE_SIZE];
    text_line_clear(line);
    text_at(line, 0);
    text_flash_line(t, 1);
    assert_string_equal(line, "second line     ");
    text_flash_line(t, 2); /* an empty line: nothing */
    assert_int_equal(text_col, 11);
    text_at(line, 2);
    text_flash_line(t, 3);
    assert_int_equal(text_col, 8);
    assert_string_equal(line, "sefourthine     ");
    text_flash_line(t, 4); /* no such line: nothing */
    assert_int_equal(text_col, 8);
}

static void test_text_long_line_is_clipped(void **state)
{
    (void)state;
    char line[TEXT_LINE_SIZE];
    text_line_clear(line);
    text_at(line, 12);
    text_flash_line("0123456789abcdefXYZ\nnext", 0);
    assert_int_equal(text_col, 16);
    assert_string_equal(line, "            0123");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_text_pen_clips_at_sixteen_columns),
        cmocka_unit_test(test_text_flash_right_ends_at_column_fifteen),
        cmocka_unit_test(test_decimal_u32_writes_every_magnitude),
        cmocka_unit_test(test_text_flash_then_number_are_clipped),
        cmocka_unit_test(test_text_lines_are_put),
        cmocka_unit_test(test_text_long_line_is_clipped),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
