/* test_text_line_end.c - the flash string writers stop at a line end ('\n') as at the string's
 * end, and the strings the toy puts on one display line (game names, rules lines) hold none. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "games.h"
#include "text.h"

static void test_text_flash_stops_at_a_newline(void **state)
{
    (void)state;
    char line[TEXT_LINE_SIZE];
    text_line_clear(line);
    text_at(line, 3);
    text_flash("ab\ncd");
    assert_int_equal(text_col, 5);
    assert_string_equal(line, "   ab           ");
    text_flash_right("xy\nz", 0);
    assert_string_equal(line, "   ab         xy");
    text_at(line, 6);
    text_flash("n\n=");
    text_num(42u);
    assert_int_equal(text_col, 9);
    assert_string_equal(line, "   ab n42     xy");
}

static void test_text_game_names_hold_no_newline(void **state)
{
    (void)state;
    for (uint8_t i = 0; i < GAME_COUNT; i++) {
        assert_null(strchr(games_name(i), '\n'));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_text_flash_stops_at_a_newline),
        cmocka_unit_test(test_text_game_names_hold_no_newline),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
