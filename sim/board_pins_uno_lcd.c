/* board_pins_uno_lcd.c - the uno-lcd board's pins, straight from board/uno-lcd/board.h. */
#include "board_pins.h"

BOARD_PINS_AVR_PORT_LETTERS;
#include "../board/uno-lcd/board.h"

const board_pins_t board_pins_uno_lcd = {
    .name = BOARD_NAME,
    .lcd_rs = {BOARD_LCD_CTRL_PORT, BOARD_LCD_RS_BIT},
    .lcd_e = {BOARD_LCD_CTRL_PORT, BOARD_LCD_E_BIT},
    .lcd_d4 = {BOARD_LCD_DATA_PORT, BOARD_LCD_DATA_SHIFT},
    .backlight = {BOARD_BACKLIGHT_PORT, BOARD_BACKLIGHT_BIT},
    .buzzer = {BOARD_BUZZER_PORT, BOARD_BUZZER_BIT},
    .buttons_adc = BOARD_BUTTONS_ADC_CHANNEL,
    .random_adc = BOARD_RANDOM_ADC_CHANNEL,
    .high_fuse = BOARD_HIGH_FUSE,
    .usb_bridge = "16u2",
};

BOARD_PINS_ADD(board_pins_uno_lcd);
