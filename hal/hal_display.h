/* hal_display.h - the Uno board's 2x16 character LCD (an HD44780 on the LCD Keypad Shield) as
 * the LCD view (firmware/view/lcd/) uses it: two rows of 16 characters written a row at a
 * time, 8 custom glyphs and the backlight. Characters are 8-bit codes of the HD44780 ROM set;
 * codes 1..7 are custom glyphs, and 8..15 are glyphs 0..7 again (the HD44780 repeats them
 * there: the way to show glyph 0 in a string). simavr 1.6's hd44780 part stores CGRAM over
 * line 2's DDRAM, so glyphs defined after text leave line 2 wrong in that part only (the
 * simulator's own LCD model is right; its cross-check excuses those cells). The AVR version
 * drives the HD44780 in 4-bit mode with fixed datasheet delays (hal/avr/lcd_keypad/); the
 * host version is a fake that keeps the screen in memory. Another display has a HAL of its
 * own beside its view. */
#ifndef HAL_DISPLAY_H
#define HAL_DISPLAY_H

#include <stdbool.h>
#include <stdint.h>

#define HAL_DISPLAY_COLS 16
#define HAL_DISPLAY_ROWS 2
#define HAL_DISPLAY_GLYPHS 8

/* Initialises the controller (blocks about 60 ms on the AVR), clears it, backlight on. */
void hal_display_init(void);

/* Writes a whole row: the first 16 characters of a RAM buffer (the LCD view's lines are
 * always 16 characters wide, blanks included). */
void hal_display_line(uint8_t row, const char *text);

/* Defines custom glyph 0..7 from 8 row bitmaps in RAM (5 low bits, the pixels from left to
 * right: the controller does not show the 3 high bits); rows written after it show it. */
void hal_display_define_glyph(uint8_t index, const uint8_t *rows);

/* Switches the backlight. */
void hal_display_backlight(bool on);

#endif
