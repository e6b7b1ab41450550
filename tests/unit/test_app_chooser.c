/* test_app_chooser.c - the play screen's chooser is the move's check: every move it lets a
 * person set up, in every game, is one the engine accepts (play_check == PLAY_OK). Two people,
 * and a person against the computer (with power cuts and Resume), play games from random
 * starts through the buttons only; before each move every choice LEFT / RIGHT reach, every
 * amount UP / DOWN reach (taps, and a held key's growing steps) and, in New Stone, every
 * spread onto every pile is checked, then a move is played (and now and then taken back by
 * Undo). Nothing the buttons can set up is ever refused. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "app_internal.h"
#include "games.h"
#include "hal_fake.h"
#include "play.h"
#include "support/app_driver.h"
#include "support/play_driver.h"

#define ROUNDS 4u      /* random starts per game */
#define MAX_MOVES 40u  /* moves played per start at most */
#define AMOUNT_TAPS 9u /* UP taps from the least amount (then DOWN back round the top) */

static unsigned checked; /* moves checked in this test */

/* The move set up now is one the engine accepts. */
static void assert_offer_legal(void)
{
    play_move_t m = app_game.sel;
    uint8_t phase = app_game.phase;
    assert_int_equal(app_screen(), APP_SCREEN_PLAY);
    assert_true(phase == APP_PLAY_INPUT || phase == APP_PLAY_SPREAD);
    if (phase == APP_PLAY_INPUT) {
        memset(m.add, 0, sizeof m.add); /* the spread is set up after SELECT */
    }
    play_check_t c = play_check(&app_game.play, &m);
    if (c != PLAY_OK) {
        fail_msg("game %u: refused (%d): pile %u take %lu add %lu %lu %lu %lu, position %lu %lu "
                 "%lu %lu limit %lu",
                 app_st.menu_index, (int)c, m.pile, (unsigned long)m.take,
                 (unsigned long)m.add[0], (unsigned long)m.add[1], (unsigned long)m.add[2],
                 (unsigned long)m.add[3], (unsigned long)app_game.play.pos.pile[0],
                 (unsigned long)app_game.play.pos.pile[1], (unsigned long)app_game.play.pos.pile[2],
                 (unsigned long)app_game.play.pos.pile[3], (unsigned long)app_game.play.pos.limit);
    }
    checked++;
}

/* Taps `button` n times, checking the move after each. */
static void taps_checked(btn_t button, uint8_t n)
{
    while (n-- > 0) {
        app_driver_tap(button);
        assert_offer_legal();
    }
}

/* Holds `button` for ms, checking the move every 20 ms (a held UP / DOWN repeats and grows). */
static void hold_checked(btn_t button, uint32_t ms)
{
    fake_button_press(button);
    for (uint32_t t = 0; t < ms; t += 20u) {
        app_driver_run(20);
        assert_offer_legal();
    }
    fake_button_press(BTN_NONE);
    app_driver_run(100);
    assert_offer_legal();
}

/* Every amount of the choice set up now: taps up and round, a held key up and down. */
static void amounts_checked(void)
{
    assert_offer_legal();
    taps_checked(BTN_UP, AMOUNT_TAPS);
    taps_checked(BTN_DOWN, AMOUNT_TAPS + 2u); /* past the least: round to the most */
    hold_checked(BTN_UP, 1500u);
    hold_checked(BTN_DOWN, 1500u);
}

/* Every choice, and every amount of each, from the move set up now. */
static void choices_checked(void)
{
    uint8_t n = app_game.phase == APP_PLAY_SPREAD ? app_game.play.pos.piles
                                                   : play_choices(&app_game.play);
    for (uint8_t i = 0; i <= n; i++) {
        amounts_checked();
        app_driver_tap(BTN_RIGHT);
    }
    taps_checked(BTN_LEFT, 2);
}

/* Plays one move: the amount and choice come from `r`, so games take different paths. */
static void play_one(unsigned r)
{
    taps_checked(BTN_RIGHT, (uint8_t)(r % 3u));
    taps_checked(BTN_UP, (uint8_t)(r % 4u));
    app_driver_tap(BTN_SELECT);
    if (app_screen() == APP_SCREEN_PLAY && app_game.phase == APP_PLAY_SPREAD) {
        choices_checked(); /* every spread of this take */
        taps_checked(BTN_UP, (uint8_t)(r % 2u));
        app_driver_tap(BTN_SELECT);
    }
    app_driver_run(3000); /* the move shown and played */
    if (r % 5u == 4u && app_game.phase == APP_PLAY_INPUT) {
        play_driver_long_select(); /* the in-game menu: Why, Play hint, Undo */
        play_driver_taps(BTN_DOWN, 2);
        app_driver_tap(BTN_SELECT); /* the move taken back: the chooser set up again */
        assert_offer_legal();
    }
}

/* Game g from a random start (the `round`-th the Random item deals), every offer checked
 * before each move: two people, or a person against the computer (whose moves and a power
 * cut now and then, the game resumed, set the chooser up again). */
static void play_game(uint8_t g, unsigned round, bool vs_person)
{
    play_driver_open(g);
    play_driver_taps(BTN_DOWN, 2);
    assert_int_equal(app_game.item, 2); /* Vs */
    if (vs_person) {
        app_driver_tap(BTN_SELECT); /* against a second person: every move through the chooser */
        assert_false(app_game.play.vs_cpu);
    }
    app_driver_tap(BTN_DOWN);
    assert_int_equal(app_game.item, 3); /* Random */
    play_driver_taps(BTN_SELECT, (uint8_t)(round + 1u));
    play_driver_taps(BTN_UP, 3);
    assert_int_equal(app_game.item, 0); /* Play */
    app_driver_tap(BTN_SELECT);
    play_driver_past_tip(); /* a fresh box's first game */
    for (unsigned move = 0; move < MAX_MOVES && app_game.phase == APP_PLAY_INPUT; move++) {
        choices_checked();
        play_one(round * 7u + move);
        if (!vs_person && move % 6u == 5u && app_game.phase == APP_PLAY_INPUT) {
            app_driver_settle();
            app_driver_power_cycle();
            assert_true(play_driver_row_starts(1, "SEL yes")); /* "Resume Nim?" */
            app_driver_tap(BTN_SELECT);
            play_driver_past_tip();
            assert_offer_legal();
        }
    }
}

static void test_every_offer_is_legal(void **state)
{
    (void)state;
    for (uint8_t g = 0; g < GAME_PIRATES; g++) {
        checked = 0;
        for (unsigned round = 0; round < ROUNDS; round++) {
            play_driver_setup(NULL);
            play_game(g, round, true);
            play_driver_setup(NULL);
            play_game(g, round, false);
        }
        print_message("game %u: %u offers checked\n", g, checked);
        assert_true(checked > 200u); /* the walk really looked at moves */
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_every_offer_is_legal, play_driver_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
