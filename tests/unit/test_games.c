/* test_games.c - the game table: the nine games in menu order, each playable one with its
 * play-engine table (their names and rules are each view's words: test_view_lcd.c,
 * test_view_seg7.c). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "games.h"

/* Each playable game starts on its own play table with play_init's defaults; the pirates'
 * puzzle (its own screen) has none and leaves the state as it was. */
static void test_games_every_game_but_the_pirates_puzzle_is_playable(void **state)
{
    (void)state;
    const play_game_t *playable[GAME_PIRATES] = {
        &game_bash_play,      &game_nim_play,         &game_wythoff_play,
        &game_euclid_play,    &game_pow2_play,        &game_new_stone_play,
        &game_coin_circle_play, &game_board_walk_play};
    for (uint8_t i = 0; i < GAME_COUNT; i++) {
        play_t p;
        memset(&p, 0xA5, sizeof p);
        if (i == GAME_PIRATES) {
            play_t before = p;
            assert_false(games_play_init(i, &p));
            assert_memory_equal(&p, &before, sizeof p);
            continue;
        }
        assert_true(games_play_init(i, &p));
        assert_memory_equal(&p.game, playable[i], sizeof p.game);
        assert_int_equal(p.mode, PLAY_NORMAL);
        assert_int_equal(p.level, LEVEL_PERFECT);
        assert_int_equal(p.vs_cpu, 1);
        assert_int_equal(p.first, PLAY_P1);
        assert_int_equal(p.turn, PLAY_P1);
        assert_int_equal(p.winner, PLAY_NOBODY);
        assert_int_equal(p.log_len, 0);
        assert_int_equal(p.count_up, 0);
        assert_int_equal(p.log_start, 0);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_games_every_game_but_the_pirates_puzzle_is_playable),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
