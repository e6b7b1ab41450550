/* key_map.h - the LED&KEY module's eight keys as logical buttons (hal_buttons.h): the
 * sticker under them, S1..S8 left to right:
 *
 *     S1    S2     S3    S4   S5   S6    S7    S8
 *   LEFT  RIGHT  DOWN   UP   OK   HINT  UNDO  MENU
 *
 * The board's own part of the button HAL (hal/avr/tm1638/hal_buttons.c), pure logic the host
 * tests cover. One key at a time: of keys held together the leftmost counts (the module can
 * light stray segments then; no job needs a chord). */
#ifndef KEY_MAP_H
#define KEY_MAP_H

#include <stdint.h>

#include "hal_buttons.h"

/* The logical button of the keys held (bit i: key S(i+1), as tm1638_keys() reads them):
 * the leftmost one's, BTN_NONE for none. */
btn_t key_map_button(uint8_t keys);

#endif
