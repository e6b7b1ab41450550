/* text.c - the LCD view's line buffers (16 columns) and its pen; '\n'-separated flash texts
 * are read through hal_ftext cursors (the texts are packed). */
#include "attributes.h"
#include "text.h"

#include <string.h>

#include "decimal.h"
#include "hal_flash.h"
#include "hal_ftext.h"

char *text_line;
uint8_t text_col;
bool text_cut;

void text_line_clear(char *line)
{
    memset(line, ' ', TEXT_COLS);
    line[TEXT_COLS] = '\0';
}

NOINLINE void text_at(char *line, uint8_t col)
{
    text_line = line;
    text_col = col;
}

NOINLINE void text_try(char *line, uint8_t col)
{
    memset(line + col, ' ', TEXT_COLS - col);
    text_at(line, col);
    text_cut = false;
}

void text_align_right(uint8_t from)
{
    char *end = text_line + TEXT_COLS;
    char *src = text_line + text_col;
    while (src > text_line + from) { /* from the last character back */
        *--end = *--src;
        *src = ' ';
    }
    text_col = TEXT_COLS;
}

NOINLINE void text_char(char c)
{
    if (text_col < TEXT_COLS) {
        text_line[text_col++] = c;
    } else {
        text_cut = true;
    }
}

void text_str(const char *s)
{
    while (*s) {
        text_char(*s++);
    }
}

NOINLINE char text_fmt(const char *flash_text, uint8_t index, const uint32_t *num)
{
    hal_ftext_t t;
    char c;
    hal_ftext_open(&t, flash_text);
    while (index > 0) {
        c = hal_ftext_next(&t);
        if (c == '\0') {
            return c;
        }
        if (c == '\n') {
            index--;
        }
    }
    while ((c = hal_ftext_next(&t)) != '\0' && c != '\n') {
        if (c == '%') {
            text_num(num[hal_ftext_next(&t) - '0']);
        } else {
            text_char(c);
        }
    }
    return c;
}

void text_flash_line(const char *flash_text, uint8_t index)
{
    text_fmt(flash_text, index, NULL);
}

void text_fit(char *line, uint8_t col, const char *forms, const uint32_t *num)
{
    for (uint8_t i = 0;; i++) {
        text_try(line, col);
        if (text_fmt(forms, i, num) != '\n' || !text_cut) {
            return;
        }
    }
}

void text_flash(const char *flash_s)
{
    text_flash_line(flash_s, 0);
}

void text_num(uint32_t v)
{
    char num[DECIMAL_SIZE];
    decimal_u32(num, v);
    text_str(num);
}
