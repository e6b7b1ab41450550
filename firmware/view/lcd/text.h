/* text.h - the LCD view's 16-column lines, its pen and its texts. A line buffer is
 * TEXT_LINE_SIZE bytes: 16 characters and a NUL. The pen is where the next character goes, a
 * line and a column, as the HD44780's own address counter: the writers put at the pen and move
 * it on; what goes past column 15 is dropped (the pen stays at column 16) and noted
 * (text_over), so that a row can be laid out by trying its forms, longest first, until one
 * fits (text_from starts a form over; the moves' rows do). Every word the view
 * shows is a text of its catalog, lcd_texts.def, named by its id (lcd_text_t: LCD_<ID>); the
 * build packs them into lcd_texts[] (tools/text_catalog.c, read through hal_ftext.h). */
#ifndef TEXT_H
#define TEXT_H

#include <stdbool.h>
#include <stdint.h>

#include "decimal.h" /* decimal_digits: how wide a number is */
#include "hal_flash.h"

#define TEXT_COLS 16u
#define TEXT_LINE_SIZE (TEXT_COLS + 1u)

/* The catalog's ids, in its order (a PART is no text of its own). */
typedef enum {
#define TEXT(id, text) LCD_##id,
#define WRAPPED(id, cols, text) LCD_##id,
#define PART(id, text)
#include "lcd_texts.def"
#undef TEXT
#undef WRAPPED
#undef PART
    LCD_TEXT_COUNT
} lcd_text_t;
_Static_assert(LCD_TEXT_COUNT <= 256, "a text id is a byte");

/* The catalog's texts, packed (generated from lcd_texts.def). */
extern const char lcd_texts[] HAL_FLASH;

/* The pen: its line and its column; text_over: something was dropped past column 15 since
 * the pen was last set (text_at, text_from), i.e. what was put did not fit. */
extern char *text_line;
extern uint8_t text_col;
extern bool text_over;

/* Fills a line buffer with 16 spaces and its NUL; the pen at its start. */
void text_line_clear(char *line);

/* The display's two rows, as a screen fills them before they are written: static, as the
 * other views keep their cells (addresses the code that fills them knows). */
extern char text_rows[2][TEXT_LINE_SIZE];

/* Moves the pen to column col of line. */
void text_at(char *line, uint8_t col);

/* Moves the pen to column col of the display's row `row` (text_rows). */
void text_row(uint8_t row, uint8_t col);

/* Clears line from column col to its end and moves the pen there: a form of a row that
 * starts over (after one that did not fit), or a part of a row taken back. */
void text_from(char *line, uint8_t col);

/* Puts a RAM string. */
void text_str(const char *s);

/* Puts one character. */
void text_char(char c);

/* Puts text id (lcd_text_t). */
void text_put(uint8_t id);

/* Puts line `index` of text id (its lines end at '\n': a text the build wrapped; nothing
 * when it has fewer lines). */
void text_put_line(uint8_t id, uint8_t index);

/* Whether text id has line `index`. */
bool text_has_line(uint8_t id, uint8_t index);

/* Puts text id so that it ends at column 15. */
void text_right(uint8_t id);

/* The columns text id takes, put nowhere. */
uint8_t text_width(uint8_t id);

/* Puts v in decimal. */
void text_num(uint32_t v);

/* Puts text id, then v in decimal: a labelled number ("max 3", "k=4"). */
void text_put_num(uint8_t id, uint32_t v);

#endif
