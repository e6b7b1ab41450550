/* text.h - the LCD view's 16-column lines: building them from RAM and flash strings, numbers
 * and lines of multi-line texts kept in flash.
 * A line buffer is TEXT_LINE_SIZE bytes: 16 characters and a NUL. Flash texts are
 * HAL_FTEXT / HAL_FSTR strings (packed: read through hal_ftext.h) whose lines are separated by
 * '\n'; plain HAL_FLASH strings read the same. */
#ifndef TEXT_H
#define TEXT_H

#include <stdint.h>

#define TEXT_COLS 16u
#define TEXT_LINE_SIZE (TEXT_COLS + 1u)

/* Fills a line buffer with 16 spaces. */
void text_line_clear(char *line);

/* Copies a RAM string into the line from col, clipped at column 16; returns the next column. */
uint8_t text_put(char *line, uint8_t col, const char *s);

/* Same as text_put for a flash string, which ends at its '\0' or at a '\n' (a string for one
 * display line has none: the flash readers share one copy loop that stops at line ends). */
uint8_t text_put_flash(char *line, uint8_t col, const char *flash_s);

/* Puts a flash string (up to '\0' or '\n', as text_put_flash) so that it ends at column 15. */
void text_put_right_flash(char *line, const char *flash_s);

/* Puts line `index` of a flash text so that it ends at column 15. */
void text_put_right_line(char *line, const char *flash_text, uint8_t index);

/* Writes v in decimal with a NUL into buf (11 bytes are enough); returns the digit count. */
uint8_t text_u32(char *buf, uint32_t v);

/* Writes v in decimal into the line from col (clipped at column 16); returns the next column. */
uint8_t text_put_u32(char *line, uint8_t col, uint32_t v);

/* Writes a flash label, then v in decimal, from col (clipped); returns the next column. */
uint8_t text_put_flash_u32(char *line, uint8_t col, const char *flash_s, uint32_t v);

/* Puts line `index` of a flash text from col (clipped); returns the next column (col when the
 * text has fewer lines). */
uint8_t text_put_flash_line(char *line, uint8_t col, const char *flash_text, uint8_t index);

/* Copies line `index` of a flash text into a line buffer (cleared first, clipped to 16). */
void text_line_get(char *line, const char *flash_text, uint8_t index);

#endif
