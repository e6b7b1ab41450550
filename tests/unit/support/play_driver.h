/* play_driver.h - test support for the game screens: opens a game's start screen through
 * the menu and the rules, and sets editor fields, all by button taps on the fake clock. */
#ifndef PLAY_DRIVER_H
#define PLAY_DRIVER_H

#include <stdint.h>

#include "hal_buttons.h"
#include "play.h"

/* After a person's move, until the computer's move has been played: the coach's word on the
 * move before it is played (3 s at most, a win thrown away), the computer's thinking pause
 * (0.7 s), then its move on screen (1.2 s), and some. */
#define PLAY_DRIVER_CPU_TURN_MS (3000u + 700u + 1200u + 100u)

/* Boots to the menu, moves down `menu_item` entries, opens the rules, then the start screen. */
void play_driver_open(uint8_t menu_item);

/* On the editor: sets the shown field to v (within its range, which starts at min), digit
 * by digit, and leaves the units digit selected. */
void play_driver_set(uint32_t v, uint32_t min);

/* On the editor (a game's or the pirates'): sets its value to v (within its range), each
 * digit turned UP on its own from the highest, and leaves the units digit selected. */
void play_driver_set_value(uint32_t v);

/* Taps a button n times. */
void play_driver_taps(btn_t button, uint8_t n);

/* Holds SELECT for 1 s (a long press) and releases it. */
void play_driver_long_select(void);

/* Boots to the menu and sets Play Misere in Settings; leaves the menu on Settings. */
void play_driver_boot_misere(void);

/* cmocka setup for the game-screen tests: fresh fakes, the clock at 100 ms. */
int play_driver_setup(void **state);

/* Asserts that display row `row` reads text, padded with blanks to 16 characters. */
void play_driver_assert_row(uint8_t row, const char *text);

/* From a start screen: edits the n values (each of min or more, below 100 + min) and leaves
 * the start screen on ">Play". */
void play_driver_edit_piles(const uint32_t *v, uint8_t n, uint32_t min);

/* From ">Play": sets the computer to move first. */
void play_driver_cpu_first(void);

/* The LCD's Why rows, its numbers page, for position p of game g (its reason laid out by the LCD view) into l0
 * and l1 (TEXT_LINE_SIZE bytes each). */
void play_driver_why(const play_game_t *g, const play_pos_t *p, uint8_t mode, char *l0, char *l1);

/* Just after the play screen is reached: a box's first game shows the first-time tip
 * ("Hold SELECT for" / "hint, undo, menu") before the game; when it shows, a tap of SELECT
 * ends it (that tap plays nothing; test_app_tip checks the tip itself). */
void play_driver_past_tip(void);

/* After a person's move: when the coach's word shows (a move in a won position), a tap of
 * SELECT ends it (that tap plays nothing). */
void play_driver_past_coach(void);

/* True when row `row` of the display starts with text. */
int play_driver_row_starts(uint8_t row, const char *text);

#endif
