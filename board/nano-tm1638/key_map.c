/* key_map.c - the LED&KEY module's keys S1..S8 as logical buttons (key_map.h). */
#include "key_map.h"

#include "hal_flash.h"

static const uint8_t key_map_buttons[8] HAL_FLASH = {
    BTN_LEFT, BTN_RIGHT, BTN_DOWN, BTN_UP, BTN_SELECT, BTN_HINT, BTN_UNDO, BTN_MENU,
};

btn_t key_map_button(uint8_t keys)
{
    for (uint8_t i = 0; i < 8u; i++, keys >>= 1) {
        if (keys & 1u) {
            return (btn_t)hal_flash_byte(&key_map_buttons[i]);
        }
    }
    return BTN_NONE;
}
