/* test_text.c - the LCD view's lines and its pen: writing clipped at 16 columns, the catalog's
 * texts put by id (packed in flash) and right-aligned, numbers. */
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

static void test_text_right_ends_at_column_fifteen(void **state)
{
    (void)state;
    char line[TEXT_LINE_SIZE];
    text_line_clear(line);
    text_at(line, 0);
    text_char('>');
    text_put(LCD_LEVEL);
    assert_int_equal(text_col, 6);
    text_right(LCD_PERFECT);
    assert_string_equal(line, ">Level   Perfect");
    assert_int_equal(text_col, 16);
    text_right(LCD_ON);
    assert_string_equal(line, ">Level   PerfeOn");
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

static void test_text_then_number_are_clipped(void **state)
{
    (void)state;
    char line[TEXT_LINE_SIZE];
    text_line_clear(line);
    text_at(line, 1);
    text_put_num(LCD_WON, 65535u);
    assert_int_equal(text_col, 10);
    assert_string_equal(line, " Won 65535      ");
    text_put_num(LCD_LOST, 4294967295u);
    assert_int_equal(text_col, 16);
    assert_string_equal(line, " Won 65535 lost ");
}

/* A text's width is counted without putting it; a long one is clipped at column 16, and the
 * empty text puts nothing. */
static void test_text_width_and_a_long_text_clipped(void **state)
{
    (void)state;
    char line[TEXT_LINE_SIZE];
    assert_int_equal(text_width(LCD_RESET_STATS), 16); /* "Reset all stats?" */
    assert_int_equal(text_width(LCD_NONE), 0);
    text_line_clear(line);
    text_at(line, 12);
    text_put(LCD_RESET_STATS);
    assert_int_equal(text_col, 16);
    assert_string_equal(line, "            Rese");
    text_at(line, 0);
    text_put(LCD_NONE);
    assert_int_equal(text_col, 0);
    text_put(LCD_NAME_POW2);
    assert_string_equal(line, "Powers of 2 Rese");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_text_pen_clips_at_sixteen_columns),
        cmocka_unit_test(test_text_right_ends_at_column_fifteen),
        cmocka_unit_test(test_decimal_u32_writes_every_magnitude),
        cmocka_unit_test(test_text_then_number_are_clipped),
        cmocka_unit_test(test_text_width_and_a_long_text_clipped),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
