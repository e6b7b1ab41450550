/* test_games.c - the game table: the nine games in menu order, names and rules that fit
 * the display (rules leave column 15 for the scroll arrows). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "games.h"
#include "text.h"

static void test_games_are_listed_in_menu_order(void **state)
{
    (void)state;
    const char *names[GAME_COUNT] = {"Bash", "Nim", "Wythoff", "Euclid", "Powers of 2",
                                     "New Stone", "Coin circle", "Board walk", "Pirates"};
    for (uint8_t i = 0; i < GAME_COUNT; i++) {
        game_info_t g;
        games_info(i, &g);
        assert_string_equal(g.name, names[i]);
    }
}

static void test_games_rules_lines_leave_column_fifteen_free(void **state)
{
    (void)state;
    for (uint8_t i = 0; i < GAME_COUNT; i++) {
        game_info_t g;
        games_info(i, &g);
        uint8_t n = text_line_count(g.rules);
        assert_true(n >= 3);
        for (uint8_t k = 0; k < n; k++) {
            uint8_t len = text_line_length(g.rules, k);
            if (len == 0 || len > GAMES_RULES_COLS) {
                fail_msg("game %u rules line %u has length %u", i, k, len);
            }
        }
    }
}

static void test_games_rules_are_plain_printable_ascii(void **state)
{
    (void)state;
    for (uint8_t i = 0; i < GAME_COUNT; i++) {
        game_info_t g;
        games_info(i, &g);
        for (const char *p = g.rules; *p; p++) {
            assert_true(*p == '\n' || (*p >= 32 && *p < 127));
        }
    }
}

static void test_games_every_game_but_the_pirates_puzzle_is_playable(void **state)
{
    (void)state;
    const play_game_t *playable[GAME_PIRATES] = {
        &game_bash_play,      &game_nim_play,         &game_wythoff_play,
        &game_euclid_play,    &game_pow2_play,        &game_new_stone_play,
        &game_coin_circle_play, &game_board_walk_play};
    for (uint8_t i = 0; i < GAME_COUNT; i++) {
        game_info_t g;
        games_info(i, &g);
        if (i != GAME_PIRATES) {
            assert_ptr_equal(g.ops, playable[i]);
        } else { /* Pirates has its own screen */
            assert_null(g.ops);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_games_are_listed_in_menu_order),
        cmocka_unit_test(test_games_rules_lines_leave_column_fifteen_free),
        cmocka_unit_test(test_games_rules_are_plain_printable_ascii),
        cmocka_unit_test(test_games_every_game_but_the_pirates_puzzle_is_playable),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
