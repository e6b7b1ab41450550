/* test_text_line_end.c - the flash string writers stop at a line end ('\n') as at the string's
 * end, and each game's name is one line of games_names (at most 15 columns). */
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

/* Each game's name is one line of games_names: line i of the text, put whole (no line end
 * inside, at most 15 columns), and nothing past the last game's. */
static void test_text_game_names_are_one_line_each(void **state)
{
    (void)state;
    for (uint8_t i = 0; i <= GAME_COUNT; i++) {
        char line[TEXT_LINE_SIZE];
        text_line_clear(line);
        text_at(line, 0);
        text_flash_line(games_names, i);
        uint8_t width = text_flash_width(games_names, i);
        assert_int_equal(text_col, width);
        if (i == GAME_COUNT) {
            assert_int_equal(width, 0);
        } else {
            assert_in_range(width, 1, TEXT_COLS - 1u);
            assert_null(memchr(line, '\n', width));
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_text_flash_stops_at_a_newline),
        cmocka_unit_test(test_text_game_names_are_one_line_each),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
