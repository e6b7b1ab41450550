/* hal_display.c (host) - a 2x16 screen kept in memory, with the same clipping rules as the
 * HD44780 driver: writes past column 15 are dropped, lines are padded with spaces. */
#include <string.h>

#include "hal_display.h"
#include "hal_fake.h"
#include "hal_fake_internal.h"
#include "hal_ftext.h"

static char fake_screen[HAL_DISPLAY_ROWS][HAL_DISPLAY_COLS + 1];
static uint8_t fake_glyph[HAL_DISPLAY_GLYPHS][8];
static uint8_t fake_glyph_mask;
static bool fake_text_written;
static bool fake_glyph_late;
static bool fake_light;
static uint8_t fake_col;
static uint8_t fake_row;
static uint32_t fake_writes;

void fake_display_reset(void)
{
    memset(fake_screen, ' ', sizeof fake_screen);
    fake_screen[0][HAL_DISPLAY_COLS] = '\0';
    fake_screen[1][HAL_DISPLAY_COLS] = '\0';
    memset(fake_glyph, 0, sizeof fake_glyph);
    fake_glyph_mask = 0;
    fake_text_written = false;
    fake_glyph_late = false;
    fake_light = false;
    fake_col = 0;
    fake_row = 0;
    fake_writes = 0;
}

const char *fake_display_line(uint8_t row)
{
    return fake_screen[row < HAL_DISPLAY_ROWS ? row : HAL_DISPLAY_ROWS - 1];
}

bool fake_display_backlight(void)
{
    return fake_light;
}

const uint8_t *fake_display_glyph(uint8_t index)
{
    return fake_glyph[index % HAL_DISPLAY_GLYPHS];
}

uint8_t fake_display_glyphs_defined(void)
{
    return fake_glyph_mask;
}

bool fake_display_glyphs_after_text(void)
{
    return fake_glyph_late;
}

uint32_t fake_display_writes(void)
{
    return fake_writes;
}

void hal_display_init(void)
{
    memset(fake_screen, ' ', sizeof fake_screen);
    fake_screen[0][HAL_DISPLAY_COLS] = '\0';
    fake_screen[1][HAL_DISPLAY_COLS] = '\0';
    fake_col = 0;
    fake_row = 0;
    fake_light = true;
}

void hal_display_clear(void)
{
    memset(fake_screen[0], ' ', HAL_DISPLAY_COLS);
    memset(fake_screen[1], ' ', HAL_DISPLAY_COLS);
    fake_col = 0;
    fake_row = 0;
}

void hal_display_set_cursor(uint8_t col, uint8_t row)
{
    fake_col = col < HAL_DISPLAY_COLS ? col : HAL_DISPLAY_COLS;
    fake_row = row < HAL_DISPLAY_ROWS ? row : HAL_DISPLAY_ROWS - 1;
}

void hal_display_putc(char c)
{
    fake_text_written = true;
    if (fake_col >= HAL_DISPLAY_COLS) {
        return;
    }
    fake_screen[fake_row][fake_col++] = c;
    fake_writes++;
}

void hal_display_line(uint8_t row, const char *text)
{
    hal_display_set_cursor(0, row);
    for (uint8_t i = 0; i < HAL_DISPLAY_COLS; i++) {
        hal_display_putc(*text ? *text++ : ' ');
    }
}

void hal_display_line_flash(uint8_t row, const char *flash_text)
{
    char line[HAL_DISPLAY_COLS + 1];
    hal_ftext_t t;
    uint8_t n = 0;
    hal_ftext_open(&t, flash_text);
    while (n < HAL_DISPLAY_COLS && (line[n] = hal_ftext_next(&t)) != '\0') {
        n++;
    }
    line[n] = '\0';
    hal_display_line(row, line);
}

void hal_display_define_glyph(uint8_t index, const uint8_t *rows)
{
    index %= HAL_DISPLAY_GLYPHS;
    memcpy(fake_glyph[index], rows, 8);
    fake_glyph_mask |= (uint8_t)(1u << index);
    if (fake_text_written) {
        fake_glyph_late = true;
    }
}

void hal_display_backlight(bool on)
{
    fake_light = on;
}
