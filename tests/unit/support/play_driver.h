/* play_driver.h - test support for the game screens: opens a game's start screen through
 * the menu and the rules, and sets editor fields, all by button taps on the fake clock. */
#ifndef PLAY_DRIVER_H
#define PLAY_DRIVER_H

#include <stdint.h>

#include "hal_buttons.h"

/* Boots to the menu, moves down `menu_item` entries, opens the rules, then the start screen. */
void play_driver_open(uint8_t menu_item);

/* On the editor: sets the shown field (range starting at min) to v < 100 + min, digit by
 * digit (tens first), and leaves the units digit selected. */
void play_driver_set(uint32_t v, uint32_t min);

/* Taps a button n times. */
void play_driver_taps(btn_t button, uint8_t n);

/* Holds SELECT for 1 s (a long press) and releases it. */
void play_driver_long_select(void);

/* True when row `row` of the display starts with text. */
int play_driver_row_starts(uint8_t row, const char *text);

#endif
