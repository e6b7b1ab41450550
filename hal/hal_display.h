/* hal_display.h - the 2x16 character display as a text device.
 * Rows 0 and 1, columns 0..15. Text is plain 8-bit characters in the HD44780 ROM set;
 * codes 1..7 are the custom glyphs, and 8..15 are glyphs 0..7 again (the HD44780 repeats
 * them there: the way to show glyph 0 in a string). simavr 1.6's hd44780 part stores CGRAM
 * over line 2's DDRAM, so glyphs defined after text leave line 2 wrong in that part only
 * (the simulator's own LCD model is right; its cross-check excuses those cells). The AVR version drives an HD44780 in 4-bit mode with fixed
 * datasheet delays; the host version is a fake that keeps the screen in memory. */
#ifndef HAL_DISPLAY_H
#define HAL_DISPLAY_H

#include <stdbool.h>
#include <stdint.h>

#define HAL_DISPLAY_COLS 16
#define HAL_DISPLAY_ROWS 2
#define HAL_DISPLAY_GLYPHS 8

/* Initialises the controller (blocks about 60 ms on the AVR), clears it, backlight on. */
void hal_display_init(void);

/* Clears the screen and homes the cursor. */
void hal_display_clear(void);

/* Moves the write position; out-of-range values are clamped. */
void hal_display_set_cursor(uint8_t col, uint8_t row);

/* Writes one character at the write position and advances it. */
void hal_display_putc(char c);

/* Writes a RAM string on a whole row, padded with spaces (cut) to 16 columns. */
void hal_display_line(uint8_t row, const char *text);

/* Same as hal_display_line for a flash text (HAL_FSTR / HAL_FTEXT, packed or plain). */
void hal_display_line_flash(uint8_t row, const char *flash_text);

/* Defines custom glyph 0..7 from 8 row bitmaps in RAM (5 low bits used). */
void hal_display_define_glyph(uint8_t index, const uint8_t *rows);

/* Switches the backlight. */
void hal_display_backlight(bool on);

#endif
