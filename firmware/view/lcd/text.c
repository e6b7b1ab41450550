/* text.c - the LCD view's line buffers (16 columns), its pen, and its catalog's texts put at
 * the pen (read through hal_ftext cursors: the texts are packed). */
#include "attributes.h"
#include "text.h"

#include <stdbool.h>

#include "decimal.h"
#include "hal_ftext.h"

char *text_line;
uint8_t text_col;

void text_line_clear(char *line)
{
    for (uint8_t i = 0; i < TEXT_COLS; i++) {
        line[i] = ' ';
    }
    line[TEXT_COLS] = '\0';
}

NOINLINE void text_at(char *line, uint8_t col)
{
    text_line = line;
    text_col = col;
}

void text_char(char c)
{
    if (text_col < TEXT_COLS) {
        text_line[text_col++] = c;
    }
}

void text_str(const char *s)
{
    while (*s) {
        text_char(*s++);
    }
}

/* Reads text id: puts it at the pen, or only counts it (put false). Returns its length. The
 * one reader behind the text writers. */
static uint8_t text_read(uint8_t id, bool put)
{
    hal_ftext_t t;
    uint8_t n = 0;
    char c;
    hal_ftext_open_nth(&t, lcd_texts, id);
    while ((c = hal_ftext_next(&t)) != '\0') {
        if (put) {
            text_char(c);
        }
        n++;
    }
    return n;
}

NOINLINE void text_put(uint8_t id)
{
    text_read(id, true);
}

uint8_t text_width(uint8_t id)
{
    return text_read(id, false);
}

void text_right(uint8_t id)
{
    uint8_t len = text_read(id, false);
    text_col = len < TEXT_COLS ? (uint8_t)(TEXT_COLS - len) : 0u;
    text_read(id, true);
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
