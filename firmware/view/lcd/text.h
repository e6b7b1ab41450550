/* text.h - the LCD view's 16-column lines and its pen. A line buffer is TEXT_LINE_SIZE bytes:
 * 16 characters and a NUL. The pen is where the next character goes, a line and a column,
 * as the HD44780's own address counter: the writers put at the pen and move it on; what goes
 * past column 15 is dropped (the pen stays at column 16). Flash texts are HAL_FTEXT / HAL_FSTR strings (packed: read through
 * hal_ftext.h) whose lines are separated by '\n'; plain HAL_FLASH strings read the same. */
#ifndef TEXT_H
#define TEXT_H

#include <stdint.h>

#include "decimal.h" /* decimal_digits: how wide a number is */

#define TEXT_COLS 16u
#define TEXT_LINE_SIZE (TEXT_COLS + 1u)

/* The pen: its line and its column. */
extern char *text_line;
extern uint8_t text_col;

/* Fills a line buffer with 16 spaces and its NUL. */
void text_line_clear(char *line);

/* Moves the pen to column col of line. */
void text_at(char *line, uint8_t col);

/* Puts a RAM string. */
void text_str(const char *s);

/* Puts one character. */
void text_char(char c);

/* Puts a flash string: up to its '\0' or its first '\n'. */
void text_flash(const char *flash_s);

/* Puts line `index` of a flash text (nothing when it has fewer lines). */
void text_flash_line(const char *flash_text, uint8_t index);

/* Puts line `index` of a flash text so that it ends at column 15. */
void text_flash_right(const char *flash_text, uint8_t index);

/* The columns line `index` of a flash text takes, put nowhere (0 when it has fewer lines). */
uint8_t text_flash_width(const char *flash_text, uint8_t index);

/* Puts v in decimal. */
void text_num(uint32_t v);

/* Puts a flash string, then v in decimal: a labelled number ("max 3", "k=4"). */
void text_flash_num(const char *flash_s, uint32_t v);


#endif
