/* board_pins_bare_txt8.c - the bare-txt8 board's pins, straight from board/bare-txt8/board.h:
 * the TXT8 display (sim/txt8_model.c) and three keys on pins (sim/pin_keys.c, named as their
 * sticker names them), the piezo and the seed's ADC input. No LCD, no button ladder. Its
 * fuses as board.h sets them: high fuse 0xD9, the factory value (BOOTRST unprogrammed: every
 * reset starts the firmware at 0x0000; no bootloader, the chip programmed over ISP). */
#include "board_pins.h"

BOARD_PINS_AVR_PORT_LETTERS;
#include "../board/bare-txt8/board.h"

static const char *const board_pins_bare_txt8_keys[] = {"DOWN", "OK", "UP"};

static const board_part_t board_pins_bare_txt8_parts[] = {
    {.model = "txt8",
     .pin = {{BOARD_TXT8_PORT, BOARD_TXT8_SDI_BIT}, {BOARD_TXT8_PORT, BOARD_TXT8_SCK_BIT},
             {BOARD_TXT8_PORT, BOARD_TXT8_CS_BIT}}},
    {.model = "pin_keys",
     .pin = {{BOARD_KEYS_PORT, BOARD_KEY_MINUS_BIT}, {BOARD_KEYS_PORT, BOARD_KEY_OK_BIT},
             {BOARD_KEYS_PORT, BOARD_KEY_PLUS_BIT}},
     .names = board_pins_bare_txt8_keys},
    {.model = 0}, /* the end */
};

const board_pins_t board_pins_bare_txt8 = {
    .name = BOARD_NAME,
    .buzzer = {BOARD_BUZZER_PORT, BOARD_BUZZER_BIT},
    .buttons_adc = -1,
    .random_adc = BOARD_RANDOM_ADC_CHANNEL,
    .high_fuse = BOARD_HIGH_FUSE,
    .parts = board_pins_bare_txt8_parts,
};

BOARD_PINS_ADD(board_pins_bare_txt8);
