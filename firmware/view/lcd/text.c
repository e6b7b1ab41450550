/* text.c - the LCD view's line buffers (16 columns) and its pen; '\n'-separated flash texts
 * are read through hal_ftext cursors (the texts are packed). */
#include "attributes.h"
#include "text.h"

#include <stdbool.h>

#include "decimal.h"
#include "hal_flash.h"
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

/* Reads line `index` of a flash text, up to its end ('\0' or '\n'): puts it at the pen, or
 * only counts it (put false). Returns its length (0 when the text has fewer lines). The one
 * sequential reader behind the flash writers (a string is line 0). */
static uint8_t text_read(const char *flash_text, uint8_t index, bool put)
{
    hal_ftext_t t;
    uint8_t n = 0;
    char c;
    hal_ftext_open(&t, flash_text);
    while (index > 0) {
        c = hal_ftext_next(&t);
        if (c == '\0') {
            return 0;
        }
        if (c == '\n') {
            index--;
        }
    }
    while ((c = hal_ftext_next(&t)) != '\0' && c != '\n') {
        if (put) {
            text_char(c);
        }
        n++;
    }
    return n;
}

NOINLINE void text_flash_line(const char *flash_text, uint8_t index)
{
    text_read(flash_text, index, true);
}

void text_flash(const char *flash_s)
{
    text_read(flash_s, 0, true);
}

uint8_t text_flash_width(const char *flash_text, uint8_t index)
{
    return text_read(flash_text, index, false);
}

void text_flash_right(const char *flash_text, uint8_t index)
{
    uint8_t len = text_read(flash_text, index, false);
    text_col = len < TEXT_COLS ? (uint8_t)(TEXT_COLS - len) : 0u;
    text_read(flash_text, index, true);
}

void text_num(uint32_t v)
{
    char num[DECIMAL_SIZE];
    decimal_u32(num, v);
    text_str(num);
}

void text_flash_num(const char *flash_s, uint32_t v)
{
    text_flash(flash_s);
    text_num(v);
}
