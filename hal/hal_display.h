/* hal_display.h - the 2x16 character display as a text device.
 * Rows 0 and 1, columns 0..15. Text is plain 8-bit characters in the HD44780 ROM set;
 * codes 1..7 are the custom glyphs (0 ends a string, so glyph 0 is reachable only through
 * hal_display_putc). Define glyphs at start-up, before any text is written: simavr 1.6 stores
 * CGRAM over line 2's DDRAM. The AVR version drives an HD44780 in 4-bit mode with fixed
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

/* Same as hal_display_line for a string in flash (HAL_FSTR / HAL_FLASH). */
void hal_display_line_flash(uint8_t row, const char *flash_text);

/* Defines custom glyph 0..7 from 8 row bitmaps (5 low bits used) kept in flash. */
void hal_display_define_glyph(uint8_t index, const uint8_t *flash_rows);

/* Switches the backlight. */
void hal_display_backlight(bool on);

#endif
