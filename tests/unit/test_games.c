/* test_games.c - the game table: the nine games in menu order, names, and rules as flowing
 * text any view can wrap (the LCD's wrapping: test_view_lcd.c). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "games.h"

/* Game i's whole rules: games_rules(i), then games_rules_end(i). */
static const char *rules(uint8_t i)
{
    static char text[512];
    snprintf(text, sizeof text, "%s%s", games_rules(i), games_rules_end(i));
    return text;
}

/* The games' names, one a line of games_names, in menu order and nothing after them. */
static void test_games_are_listed_in_menu_order(void **state)
{
    (void)state;
    assert_string_equal(games_names, "Bash\nNim\nWythoff\nEuclid\nPowers of 2\nNew Stone\n"
                                     "Coin circle\nBoard walk\nPirates\n");
}

/* The rules are flowing text for any view to wrap: a title line, then paragraphs; no empty
 * paragraph, single blanks between words, and no word too long for a narrow display's line
 * (15 columns: the LCD's rules keep column 15 for the scroll arrows). */
static void test_games_rules_are_paragraphs_of_short_words(void **state)
{
    (void)state;
    for (uint8_t i = 0; i <= GAME_COUNT; i++) { /* the games, then the help */
        const char *p = rules(i);
        uint8_t paragraphs = 1;
        uint8_t word = 0;
        char prev = '\n';
        for (; *p; p++) {
            if (*p == ' ' || *p == '\n') {
                if (prev == ' ' || prev == '\n') {
                    fail_msg("game %u: an empty word or paragraph at '%s'", i, p);
                }
                paragraphs = (uint8_t)(paragraphs + (*p == '\n'));
                word = 0;
            } else if (++word > 15u) {
                fail_msg("game %u: a word longer than 15 characters at '%s'", i, p);
            }
            prev = *p;
        }
        assert_true(prev != ' ' && prev != '\n');
        assert_true(paragraphs >= 2 && paragraphs <= 4);
        /* the last paragraph says how to go on */
        assert_non_null(strstr(rules(i), "\nSELECT: "));
    }
}

static void test_games_rules_are_plain_printable_ascii(void **state)
{
    (void)state;
    for (uint8_t i = 0; i < GAME_COUNT; i++) {
        for (const char *p = rules(i); *p; p++) {
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
        cmocka_unit_test(test_games_rules_are_paragraphs_of_short_words),
        cmocka_unit_test(test_games_rules_are_plain_printable_ascii),
        cmocka_unit_test(test_games_every_game_but_the_pirates_puzzle_is_playable),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
