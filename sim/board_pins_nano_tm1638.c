/* board_pins_nano_tm1638.c - the nano-tm1638 board's pins, straight from
 * board/nano-tm1638/board.h. No LCD and no button ladder: the TM1638 module has both jobs. */
#include "board_pins.h"

BOARD_PINS_AVR_PORT_LETTERS;
#include "../board/nano-tm1638/board.h"

const board_pins_t board_pins_nano_tm1638 = {
    .name = BOARD_NAME,
    .buzzer = {BOARD_BUZZER_PORT, BOARD_BUZZER_BIT},
    .buttons_adc = -1,
    .random_adc = BOARD_RANDOM_ADC_CHANNEL,
    .tm1638_stb = {BOARD_TM1638_PORT, BOARD_TM1638_STB_BIT},
    .tm1638_clk = {BOARD_TM1638_PORT, BOARD_TM1638_CLK_BIT},
    .tm1638_dio = {BOARD_TM1638_PORT, BOARD_TM1638_DIO_BIT},
    .high_fuse = BOARD_HIGH_FUSE,
    .usb_bridge = "ch340",
};

BOARD_PINS_ADD(board_pins_nano_tm1638);
