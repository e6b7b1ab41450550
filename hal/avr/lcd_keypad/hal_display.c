/* hal_display.c (AVR) - the 2x16 text API over the HD44780 driver, plus the backlight. */
#include "hal_display.h"

#include <avr/io.h>

#include "board.h"
#include "hal_flash.h"
#include "hal_ftext.h"
#include "hd44780.h"

static uint8_t display_col;
static uint8_t display_row;

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
    display_col = 0;
    display_row = 0;
    hal_display_backlight(true);
}

void hal_display_clear(void)
{
    hd44780_command(HD44780_CLEAR);
    display_col = 0;
    display_row = 0;
}

void hal_display_set_cursor(uint8_t col, uint8_t row)
{
    display_col = col < HAL_DISPLAY_COLS ? col : HAL_DISPLAY_COLS;
    display_row = row < HAL_DISPLAY_ROWS ? row : HAL_DISPLAY_ROWS - 1;
    hd44780_command((uint8_t)(HD44780_SET_DDRAM | (display_row ? 0x40u : 0x00u) | display_col));
}

void hal_display_putc(char c)
{
    if (display_col >= HAL_DISPLAY_COLS) {
        return; /* DDRAM goes on past column 15 but nothing there is visible */
    }
    hd44780_data((uint8_t)c);
    display_col++;
}

void hal_display_line(uint8_t row, const char *text)
{
    hal_display_set_cursor(0, row);
    for (uint8_t i = 0; i < HAL_DISPLAY_COLS; i++) {
        hd44780_data((uint8_t)(*text ? *text++ : ' ')); /* hal_display_putc, always in view */
    }
    display_col = HAL_DISPLAY_COLS;
}

void hal_display_line_flash(uint8_t row, const char *flash_text)
{
    hal_ftext_t t;
    char c;
    hal_ftext_open(&t, flash_text);
    c = hal_ftext_next(&t);
    hal_display_set_cursor(0, row);
    for (uint8_t i = 0; i < HAL_DISPLAY_COLS; i++) {
        if (c != '\0') {
            hal_display_putc(c);
            c = hal_ftext_next(&t);
        } else {
            hal_display_putc(' ');
        }
    }
}

void hal_display_define_glyph(uint8_t index, const uint8_t *rows)
{
    hd44780_command((uint8_t)(HD44780_SET_CGRAM | ((index & 7u) << 3)));
    for (uint8_t i = 0; i < 8; i++) {
        hd44780_data(rows[i] & 0x1Fu);
    }
    hal_display_set_cursor(display_col, display_row); /* back to DDRAM */
}
