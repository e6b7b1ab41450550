/* test_app_resume_games.c - every playable game survives a power cut, on the fake clock: from
 * the start screen's random position, against the computer, a power cut after each of the first
 * rounds brings "Resume <game>?", and SELECT restores the same state (position, turn, undo
 * position, the game's own move table) with the person to move; the move being set up starts
 * again from the game's first choice (it is not part of the game), and the person's next move
 * is accepted and the game goes on. test_app_resume.c covers Nim in depth (levels, modes,
 * declining, quitting, EEPROM writes); this file covers the other games the same way. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "app.h"
#include "app_internal.h"
#include "games.h"
#include "hal_fake.h"
#include "support/app_driver.h"
#include "support/play_driver.h"

#define STATE_LEN (sizeof(play_t) - offsetof(play_t, pos))
#define ROUNDS 4u

/* True when the display says it is the person's turn ("You:" on row 1, or on row 0 beside the
 * board walk's board). */
static bool persons_turn(void)
{
    return strstr(fake_display_line(0), "You:") != NULL ||
           strstr(fake_display_line(1), "You:") != NULL;
}

/* The person plays the move the screen has set up (New Stone: with the spread step as set up,
 * "+1 to #1 left 0"), then the computer answers; its save committed. */
static void move_and_answer(void)
{
    app_driver_tap(BTN_SELECT);
    if (play_driver_row_starts(1, "+")) {
        app_driver_tap(BTN_SELECT);
    }
    app_driver_run(PLAY_DRIVER_CPU_TURN_MS);
    app_driver_settle();
}

/* Plays `game` from its random start, cutting the power after every round while it lasts. */
static void resume_each_round(uint8_t game)
{
    play_driver_open(game);
    app_driver_tap(BTN_SELECT); /* Play: random position, the person first */
    play_driver_past_tip();
    assert_int_equal(app_screen(), APP_SCREEN_PLAY);
    assert_non_null(app_game.play.game.solve);
    play_game_t game_fns = app_game.play.game;
    uint8_t round, resumed = 0;
    for (round = 0; round < ROUNDS && app_game.play.winner == PLAY_NOBODY; round++) {
        play_t before = app_game.play;
        assert_true(persons_turn());
        move_and_answer();
        /* the move was accepted: the position changed or the game ended */
        assert_true(app_game.play.winner != PLAY_NOBODY ||
                    memcmp(&app_game.play.pos, &before.pos, sizeof before.pos) != 0);
        if (app_game.play.winner != PLAY_NOBODY) {
            break;
        }
        before = app_game.play;
        resumed++;
        app_driver_power_cycle();
        assert_int_equal(app_screen(), APP_SCREEN_RESUME);
        assert_non_null(strchr(fake_display_line(0), '?')); /* the question, never cut */
        app_driver_tap(BTN_SELECT);
        assert_int_equal(app_screen(), APP_SCREEN_PLAY);
        assert_memory_equal(&app_game.play.pos, &before.pos, STATE_LEN);
        assert_memory_equal(&app_game.play.game, &game_fns, sizeof game_fns);
        assert_true(persons_turn());
    }
    assert_true(resumed >= 1u); /* the fixed fake seed gives games that last */
}

/* One test per game: the game's menu index comes in as the test's state. */
static void test_resume(void **state)
{
    resume_each_round(*(const uint8_t *)*state);
}

static const uint8_t games[] = {GAME_BASH, GAME_WYTHOFF, GAME_EUCLID, GAME_POW2,
                                GAME_NEW_STONE, GAME_COIN_CIRCLE, GAME_BOARD_WALK};

#define RESUME_TEST(label, i)                                                                \
    {.name = "test_resume_" label, .test_func = test_resume, .setup_func = play_driver_setup, \
     .initial_state = (void *)&games[i]}

int main(void)
{
    const struct CMUnitTest tests[] = {
        RESUME_TEST("bash", 0),      RESUME_TEST("wythoff", 1),     RESUME_TEST("euclid", 2),
        RESUME_TEST("pow2", 3),      RESUME_TEST("new_stone", 4),   RESUME_TEST("coin_circle", 5),
        RESUME_TEST("board_walk", 6),
    };
    return cmocka_run_group_tests(tests, 0, 0);
}
