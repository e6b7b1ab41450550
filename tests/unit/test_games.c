/* test_games.c - the game table: the nine games in menu order, each playable one with its
 * play-engine table (their names and rules are each view's words: test_view_lcd.c,
 * test_view_seg7.c). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include "games.h"

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
        cmocka_unit_test(test_games_every_game_but_the_pirates_puzzle_is_playable),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
