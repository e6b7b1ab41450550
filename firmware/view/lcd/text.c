/* text.c - the LCD view's line buffers (16 columns), its pen, and its catalog's texts put at
 * the pen (read through hal_ftext cursors: the texts are packed). */
#include "attributes.h"
#include "text.h"

#include <stdbool.h>

#include "decimal.h"
#include "hal_ftext.h"

char text_rows[2][TEXT_LINE_SIZE];
char *text_line;
uint8_t text_col;
bool text_over;


NOINLINE void text_at(char *line, uint8_t col)
{
    text_line = line;
    text_col = col;
    text_over = false;
}

NOINLINE void text_row(uint8_t row, uint8_t col)
{
    text_at(text_rows[row], col);
}

NOINLINE void text_from(char *line, uint8_t col)
{
    for (uint8_t i = col; i < TEXT_COLS; i++) {
        line[i] = ' ';
    }
    text_at(line, col);
}

NOINLINE void text_line_clear(char *line)
{
    line[TEXT_COLS] = '\0';
    text_from(line, 0);
}

void text_char(char c)
{
    if (text_col < TEXT_COLS) {
        text_line[text_col++] = c;
    } else {
        text_over = true;
    }
}

void text_str(const char *s)
{
    while (*s) {
        text_char(*s++);
    }
}

/* Reads line `index` of text id, up to its end ('\0' or '\n'): puts it at the pen, or only
 * counts it (put false). Returns its length, TEXT_NO_LINE when the text has fewer lines. The
 * one reader behind the text writers (a text of one line is line 0). */
#define TEXT_NO_LINE 0xFFu
static uint8_t text_read(uint8_t id, uint8_t index, bool put)
{
    hal_ftext_t t;
    uint8_t n = 0;
    char c;
    hal_ftext_open_nth(&t, lcd_texts, id);
    while (index > 0) {
        c = hal_ftext_next(&t);
        if (c == '\0') {
            return TEXT_NO_LINE;
        }
        index = (uint8_t)(index - (c == '\n'));
    }
    while ((c = hal_ftext_next(&t)) != '\0' && c != '\n') {
        if (put) {
            text_char(c);
        }
        n++;
    }
    return n;
}

NOINLINE void text_put(uint8_t id)
{
    text_read(id, 0, true);
}

void text_put_line(uint8_t id, uint8_t index)
{
    text_read(id, index, true);
}

bool text_has_line(uint8_t id, uint8_t index)
{
    return text_read(id, index, false) != TEXT_NO_LINE;
}

uint8_t text_width(uint8_t id)
{
    return text_read(id, 0, false);
}

void text_right(uint8_t id)
{
    uint8_t len = text_read(id, 0, false);
    text_col = len < TEXT_COLS ? (uint8_t)(TEXT_COLS - len) : 0u;
    text_read(id, 0, true);
}

void text_num(uint32_t v)
{
    char num[DECIMAL_SIZE];
    decimal_u32(num, v);
    text_str(num);
}

void text_put_num(uint8_t id, uint32_t v)
{
    text_put(id);
    text_num(v);
}
