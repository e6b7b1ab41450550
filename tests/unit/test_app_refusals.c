/* test_app_refusals.c - every refusal the play screen can show under the move, by its code
 * (play_check_t, or "Nothing to undo") and game kind: piles, a game with its own rule text
 * (Powers of 2), the coin circle and the board walk. The play screen is described with the
 * refusal's message (app_play_refusal) and shown, so that the texts no button sequence
 * reaches today stay as they are too. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "app_internal.h"
#include "games.h"
#include "support/app_driver.h"
#include "support/play_driver.h"
#include "view.h"

#define NO_UNDO 8u /* beyond the play_check_t codes: "Nothing to undo" */

/* Row 1 of the play screen shown with refusal `check`, compared with text padded to 16. */
static void assert_refusal(uint8_t check, const char *text)
{
    screen_t s;
    memset(&s, 0, sizeof s);
    app_game.msg = check == NO_UNDO ? MSG_NOTHING_TO_UNDO : app_play_refusal((play_check_t)check);
    app_play_describe(&s);
    view_show(&s);
    app_game.msg = MSG_NONE;
    play_driver_assert_row(1, text);
}

/* Opens game g's start screen and starts a game, the person to move. */
static void start(uint8_t g)
{
    play_driver_open(g);
    app_driver_tap(BTN_SELECT); /* >Play */
    play_driver_past_tip();
    assert_int_equal(app_screen(), APP_SCREEN_PLAY);
    assert_int_equal(app_game.phase, APP_PLAY_INPUT);
}

static void test_refusals_of_a_pile_game(void **state)
{
    (void)state;
    start(GAME_NIM);
    assert_refusal(PLAY_BAD_EMPTY, "Pile is empty");
    assert_refusal(PLAY_BAD_ZERO, "Not allowed");
    assert_refusal(PLAY_BAD_MORE, "Not allowed");
    assert_refusal(PLAY_BAD_PILE, "Not this pile");
    assert_refusal(PLAY_BAD_RULE, "Not allowed");
    assert_refusal(PLAY_BAD_SPREAD, "Not allowed");
    assert_refusal(NO_UNDO, "Nothing to undo");
}

static void test_refusals_of_a_game_with_its_rule_text(void **state)
{
    (void)state;
    start(GAME_POW2);
    assert_refusal(PLAY_BAD_RULE, "Not a power of 2");
    assert_refusal(PLAY_BAD_EMPTY, "Pile is empty");
    assert_refusal(PLAY_BAD_ZERO, "Not allowed");
    assert_refusal(NO_UNDO, "Nothing to undo");
}

static void test_refusals_of_the_coin_circle(void **state)
{
    (void)state;
    start(GAME_COIN_CIRCLE);
    assert_refusal(PLAY_BAD_EMPTY, "No coin there");
    assert_refusal(PLAY_BAD_MORE, "Not allowed");
    assert_refusal(PLAY_BAD_RULE, "Not allowed");
    assert_refusal(NO_UNDO, "Nothing to undo");
}

static void test_refusals_of_the_board_walk(void **state)
{
    (void)state;
    start(GAME_BOARD_WALK);
    assert_refusal(PLAY_BAD_EMPTY, "Not free");
    assert_refusal(PLAY_BAD_ZERO, "Not allowed");
    assert_refusal(PLAY_BAD_PILE, "Not this pile");
    assert_refusal(NO_UNDO, "Nothing to undo");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_refusals_of_a_pile_game, play_driver_setup),
        cmocka_unit_test_setup(test_refusals_of_a_game_with_its_rule_text, play_driver_setup),
        cmocka_unit_test_setup(test_refusals_of_the_coin_circle, play_driver_setup),
        cmocka_unit_test_setup(test_refusals_of_the_board_walk, play_driver_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
