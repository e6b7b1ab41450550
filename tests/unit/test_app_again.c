/* test_app_again.c - "play again" (SELECT on the end screen) deals the game the player chose
 * (issue 17): after Count to 100 it is Count to 100 again (100 stones, take up to 10), not
 * a random Bash pile; after a random game a new random position. Played through the buttons:
 * at each of the person's turns the amount is stepped to 100's winning take (n mod 11). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "app.h"
#include "app_internal.h"
#include "games.h"
#include "hal_fake.h"
#include "support/app_driver.h"
#include "support/play_driver.h"

/* Plays the game on the play screen to its end, the person taking n mod (m + 1) (or 1). */
static void play_to_the_end(void)
{
    for (int turn = 0; turn < 120 && app_game.play.winner == PLAY_NOBODY; turn++) {
        const play_pos_t *pos = &app_game.play.pos;
        uint32_t take = pos->pile[0] % (pos->limit + 1u);
        play_driver_taps(BTN_UP, (uint8_t)(take > 1u ? take - 1u : 0u));
        app_driver_tap(BTN_SELECT);
        app_driver_run(2500); /* the computer's answer */
    }
    assert_int_not_equal(app_game.play.winner, PLAY_NOBODY);
}

static void test_app_again_after_count_to_100_deals_count_to_100(void **state)
{
    (void)state;
    play_driver_open(GAME_BASH);
    play_driver_taps(BTN_UP, 1);
    play_driver_assert_row(1, ">Count to 100");
    app_driver_tap(BTN_SELECT); /* one press starts it (issue 29, finding 4) */
    assert_int_equal(app_screen(), APP_SCREEN_PLAY);
    play_driver_past_tip();
    play_driver_assert_row(0, "Total 0  max 10");
    play_to_the_end();
    play_driver_assert_row(0, "You win!");
    /* the end screen says which keys go on, in turn with the result (4 s, then 1.5 s; the
     * game ended 2.5 s ago, at the person's move) */
    app_driver_run(2000);
    play_driver_assert_row(0, "SEL: new game");
    play_driver_assert_row(1, "LEFT: menu");
    app_driver_run(1500);
    play_driver_assert_row(0, "You win!");
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_START);
    play_driver_assert_row(0, "Total 0  max 10");
    play_driver_assert_row(1, ">Play");
    /* a random position chosen afterwards: play again deals a random one */
    play_driver_taps(BTN_DOWN, 3);
    play_driver_assert_row(1, ">Random");
    app_driver_tap(BTN_SELECT);
    play_driver_taps(BTN_UP, 3);
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_PLAY);
    assert_int_not_equal(app_game.play.pos.pile[0], 100);
    play_to_the_end();
    app_driver_tap(BTN_SELECT);
    assert_int_equal(app_screen(), APP_SCREEN_START);
    assert_false(play_driver_row_starts(0, "Total"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_app_again_after_count_to_100_deals_count_to_100,
                               play_driver_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
