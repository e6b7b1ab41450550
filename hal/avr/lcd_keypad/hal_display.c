/* hal_display.c (AVR, LCD Keypad Shield) - the 2x16 row API over the HD44780 driver, plus the
 * backlight. */
#include "hal_display.h"

#include <avr/io.h>

#include "board.h"
#include "hd44780.h"

void hal_display_backlight(bool on)
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
    hal_display_backlight(true);
}

void hal_display_line(uint8_t row, const char *text)
{
    hd44780_command((uint8_t)(HD44780_SET_DDRAM | (row ? 0x40u : 0x00u)));
    for (uint8_t i = 0; i < HAL_DISPLAY_COLS; i++) {
        hd44780_data((uint8_t)(*text ? *text++ : ' '));
    }
}

void hal_display_define_glyph(uint8_t index, const uint8_t *rows)
{
    hd44780_command((uint8_t)(HD44780_SET_CGRAM | ((index & 7u) << 3)));
    for (uint8_t i = 0; i < 8; i++) {
        hd44780_data(rows[i] & 0x1Fu);
    }
}
