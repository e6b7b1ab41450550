/* view.h - what a display's view does: it lays out the screen descriptions of screen.h on
 * one display, in its own words, with its own columns, glyphs or segments. There is one view
 * per display (firmware/view/<name>/: lcd for the 16x2 LCD), picked at build time by the
 * board (BOARD_VIEW in board/<name>/board.mk) as the HAL is: no run-time pointer. The app
 * calls these functions and nothing of the display's HAL; a view calls its display's HAL
 * and reads the description, never the app's state. */
#ifndef VIEW_H
#define VIEW_H

#include <stdbool.h>
#include <stdint.h>

#include "screen.h"

/* Prepares the display for the screens (after hal_display_init): custom glyphs and the like. */
void view_init(void);

/* Shows screen s. */
void view_show(const screen_t *s);

/* Called at every app step: a view that scrolls or blinks moves on here. */
void view_tick(uint32_t now_ms);

/* The display's light on or off (a backlight; a bright or dim display). */
void view_light(bool on);

/* Whether a text on show is still being read: a line that scrolls by itself and is not back
 * at its start (the light's timeout waits for the end of the loop: app.c). */
bool view_reading(void);

/* Whether the display shows more of game `game`'s rules (game_id_t) beyond scroll step `top`
 * (the rules screen's cursor), i.e. whether one more step down is worth taking. */
bool view_rules_more(uint8_t game, uint8_t top);

/* Whether the display shows the Why on more pages than `page` (the Why screen's cursor): a
 * view that shows it whole at once (a line that scrolls) has one. */
bool view_why_more(uint8_t page);

#endif
