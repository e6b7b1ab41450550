/* hal_display.c (AVR, LCD Keypad Shield) - the display (hal_display.h) as a character LCD
 * (hal_lcd.h): the 2x16 row API over the HD44780 driver, plus the
 * backlight. */
#include "hal_display.h"
#include "hal_lcd.h"

#include <avr/io.h>

#include "board.h"
#include "hd44780.h"

void hal_lcd_backlight(bool on)
{
    /* Never drive D10 high: on = input with pull-up, off = output low. */
    if (on) {
        BOARD_BACKLIGHT_DDR &= (uint8_t)~(1u << BOARD_BACKLIGHT_BIT);
        BOARD_BACKLIGHT_PORT |= (uint8_t)(1u << BOARD_BACKLIGHT_BIT);
    } else {
        BOARD_BACKLIGHT_PORT &= (uint8_t)~(1u << BOARD_BACKLIGHT_BIT);
        BOARD_BACKLIGHT_DDR |= (uint8_t)(1u << BOARD_BACKLIGHT_BIT);
    }
}

void hal_display_init(void)
{
    hd44780_init();
    hal_lcd_backlight(true);
}

/* An address instruction (DDRAM: a row, CGRAM: a glyph), then n bytes at consecutive
 * addresses. */
static void display_write(uint8_t address, const uint8_t *bytes, uint8_t n)
{
    hd44780_command(address);
    for (uint8_t i = 0; i < n; i++) {
        hd44780_data(bytes[i]);
    }
}

void hal_lcd_line(uint8_t row, const char *text)
{
    display_write((uint8_t)(HD44780_SET_DDRAM | (row ? 0x40u : 0x00u)), (const uint8_t *)text,
                  HAL_LCD_COLS);
}

void hal_lcd_define_glyph(uint8_t index, const uint8_t *rows)
{
    display_write((uint8_t)(HD44780_SET_CGRAM | ((index & 7u) << 3)), rows, 8);
}
