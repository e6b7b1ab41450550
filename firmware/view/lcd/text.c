/* text.c - the LCD view's line buffers (16 columns) and '\n'-separated flash texts (read
 * through hal_ftext cursors: the texts are packed). */
#include "text.h"

#include <stdbool.h>

#include "hal_flash.h"
#include "hal_ftext.h"

void text_line_clear(char *line)
{
    for (uint8_t i = 0; i < TEXT_COLS; i++) {
        line[i] = ' ';
    }
    line[TEXT_COLS] = '\0';
}

uint8_t text_put(char *line, uint8_t col, const char *s)
{
    while (*s && col < TEXT_COLS) {
        line[col++] = *s++;
    }
    return col;
}

/* Copies line `index` of a flash text into dst: at most max characters, up to its end ('\0' or
 * '\n'); no NUL added (dst NULL: only counts). Returns the count, 0 when the text has fewer
 * lines. The one sequential reader behind the functions below (a string to put is line 0). */
static uint8_t text_copy(char *dst, const char *flash_text, uint8_t index, uint8_t max)
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
    while (n < max && (c = hal_ftext_next(&t)) != '\0' && c != '\n') {
        if (dst) {
            dst[n] = c;
        }
        n++;
    }
    return n;
}

uint8_t text_put_flash(char *line, uint8_t col, const char *flash_s)
{
    return text_put_flash_line(line, col, flash_s, 0);
}

void text_put_right_line(char *line, const char *flash_text, uint8_t index)
{
    uint8_t len = text_copy(0, flash_text, index, TEXT_COLS);
    text_put_flash_line(line, (uint8_t)(TEXT_COLS - len), flash_text, index);
}

void text_put_right_flash(char *line, const char *flash_s)
{
    text_put_right_line(line, flash_s, 0);
}

uint8_t text_u32(char *buf, uint32_t v)
{
    char rev[10]; /* the digits from the last one */
    uint8_t n = 0;
    do {
        rev[n++] = (char)('0' + v % 10u);
        v /= 10u;
    } while (v != 0);
    uint8_t len = n;
    while (n > 0) {
        *buf++ = rev[--n];
    }
    *buf = '\0';
    return len;
}

uint8_t text_put_u32(char *line, uint8_t col, uint32_t v)
{
    char num[11];
    text_u32(num, v);
    return text_put(line, col, num);
}

uint8_t text_put_flash_u32(char *line, uint8_t col, const char *flash_s, uint32_t v)
{
    return text_put_u32(line, text_put_flash(line, col, flash_s), v);
}

uint8_t text_put_flash_line(char *line, uint8_t col, const char *flash_text, uint8_t index)
{
    if (col >= TEXT_COLS) {
        return col;
    }
    return (uint8_t)(col + text_copy(line + col, flash_text, index, (uint8_t)(TEXT_COLS - col)));
}

void text_line_get(char *line, const char *flash_text, uint8_t index)
{
    text_line_clear(line);
    text_copy(line, flash_text, index, TEXT_COLS);
}
