/* text.c - line buffers for the 16-column display and '\n'-separated flash texts. */
#include "text.h"

#include "hal_flash.h"

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

uint8_t text_put_flash(char *line, uint8_t col, const char *flash_s)
{
    char c;
    while (col < TEXT_COLS && (c = (char)hal_flash_byte(flash_s++)) != '\0') {
        line[col++] = c;
    }
    return col;
}

void text_put_right_flash(char *line, const char *flash_s)
{
    uint8_t n = 0;
    while (hal_flash_byte(flash_s + n) != '\0' && n < TEXT_COLS) {
        n++;
    }
    text_put_flash(line, (uint8_t)(TEXT_COLS - n), flash_s);
}

uint8_t text_u32(char *buf, uint32_t v)
{
    uint8_t n = 0;
    uint32_t t = v;
    do {
        n++;
        t /= 10u;
    } while (t != 0);
    buf[n] = '\0';
    for (uint8_t i = n; i-- > 0;) {
        buf[i] = (char)('0' + v % 10u);
        v /= 10u;
    }
    return n;
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

/* Start of line `index`, or NULL when the text has fewer lines. */
static const char *text_line_start(const char *flash_text, uint8_t index)
{
    const char *p = flash_text;
    while (index > 0) {
        char c = (char)hal_flash_byte(p++);
        if (c == '\0') {
            return 0;
        }
        if (c == '\n') {
            index--;
        }
    }
    return hal_flash_byte(p) != '\0' ? p : 0;
}

uint8_t text_line_count(const char *flash_text)
{
    uint8_t n = 0;
    while (text_line_start(flash_text, n) != 0) {
        n++;
    }
    return n;
}

uint8_t text_line_length(const char *flash_text, uint8_t index)
{
    const char *p = text_line_start(flash_text, index);
    uint8_t n = 0;
    if (p == 0) {
        return 0;
    }
    for (char c; (c = (char)hal_flash_byte(p + n)) != '\0' && c != '\n'; n++) {
    }
    return n;
}

void text_line_get(char *line, const char *flash_text, uint8_t index)
{
    const char *p = text_line_start(flash_text, index);
    text_line_clear(line);
    if (p == 0) {
        return;
    }
    for (uint8_t col = 0; col < TEXT_COLS; col++) {
        char c = (char)hal_flash_byte(p + col);
        if (c == '\0' || c == '\n') {
            break;
        }
        line[col] = c;
    }
}

void text_flash_copy(void *dst, const void *flash_src, uint16_t n)
{
    uint8_t *d = dst;
    const uint8_t *s = flash_src;
    while (n--) {
        *d++ = hal_flash_byte(s++);
    }
}
