/* hal_lcd.h - a character LCD of HAL_LCD_ROWS rows of HAL_LCD_COLS characters with
 * HAL_LCD_GLYPHS custom glyphs and a backlight, as the LCD view (firmware/view/lcd/) uses it:
 * a row written at a time. Characters are 8-bit codes of the HD44780 ROM set; codes 1..7 are
 * custom glyphs, and 8..15 are glyphs 0..7 again (the way to show glyph 0 in a string).
 * hal_display_init (hal_display.h) sets it up, cleared, backlight on.
 * Implemented by the LCD Keypad Shield's driver (hal/avr/lcd_keypad/: an HD44780 in 4-bit
 * mode with fixed datasheet delays) and the host's fake, which keeps the screen in memory.
 * simavr 1.6's hd44780 part stores CGRAM over line 2's DDRAM, so glyphs defined after text
 * leave line 2 wrong in that part only (the simulator's own LCD model is right; its
 * cross-check excuses those cells). */
#ifndef HAL_LCD_H
#define HAL_LCD_H

#include <stdbool.h>
#include <stdint.h>

#define HAL_LCD_COLS 16
#define HAL_LCD_ROWS 2
#define HAL_LCD_GLYPHS 8

/* Writes a whole row: the first HAL_LCD_COLS characters of a RAM buffer (the LCD view's lines
 * are always that wide, blanks included). */
void hal_lcd_line(uint8_t row, const char *text);

/* Defines custom glyph 0..7 from 8 row bitmaps in RAM (5 low bits, the pixels from left to
 * right: the controller does not show the 3 high bits); rows written after it show it. */
void hal_lcd_define_glyph(uint8_t index, const uint8_t *rows);

/* Switches the backlight. */
void hal_lcd_backlight(bool on);

#endif
