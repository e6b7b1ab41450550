/* hal_display.c (host) - a 2x16 screen kept in memory, written a row at a time as the HD44780
 * driver does: a row is padded with spaces (cut) to 16 columns. */
#include <string.h>

#include "hal_display.h"
#include "hal_lcd.h"
#include "hal_fake.h"
#include "hal_fake_internal.h"

static char fake_screen[HAL_LCD_ROWS][HAL_LCD_COLS + 1];
static uint8_t fake_glyph[HAL_LCD_GLYPHS][8];
static uint8_t fake_glyph_mask;
static bool fake_text_written;
static bool fake_glyph_late;
static bool fake_light;
static uint32_t fake_writes;

void fake_display_reset(void)
{
    memset(fake_screen, ' ', sizeof fake_screen);
    fake_screen[0][HAL_LCD_COLS] = '\0';
    fake_screen[1][HAL_LCD_COLS] = '\0';
    memset(fake_glyph, 0, sizeof fake_glyph);
    fake_glyph_mask = 0;
    fake_text_written = false;
    fake_glyph_late = false;
    fake_light = false;
    fake_writes = 0;
}

const char *fake_display_line(uint8_t row)
{
    return fake_screen[row < HAL_LCD_ROWS ? row : HAL_LCD_ROWS - 1];
}

bool fake_display_backlight(void)
{
    return fake_light;
}

const uint8_t *fake_display_glyph(uint8_t index)
{
    return fake_glyph[index % HAL_LCD_GLYPHS];
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
    fake_screen[0][HAL_LCD_COLS] = '\0';
    fake_screen[1][HAL_LCD_COLS] = '\0';
    fake_light = true;
}

void hal_lcd_line(uint8_t row, const char *text)
{
    fake_text_written = true;
    row = row < HAL_LCD_ROWS ? row : HAL_LCD_ROWS - 1;
    for (uint8_t i = 0; i < HAL_LCD_COLS; i++) {
        fake_screen[row][i] = text[i];
        fake_writes++;
    }
}

void hal_lcd_define_glyph(uint8_t index, const uint8_t *rows)
{
    index %= HAL_LCD_GLYPHS;
    memcpy(fake_glyph[index], rows, 8);
    fake_glyph_mask |= (uint8_t)(1u << index);
    if (fake_text_written) {
        fake_glyph_late = true;
    }
}

void hal_lcd_backlight(bool on)
{
    fake_light = on;
}
