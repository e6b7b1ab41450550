/* hal_buttons.h - raw access to the five front buttons.
 * On the LCD Keypad Shield all five share one ADC input through a resistor ladder, so the
 * HAL only reports the raw 10-bit reading (1023 = nothing pressed). Decoding the reading into
 * a button and debouncing are board-independent logic in firmware/app (button_decoder.h,
 * buttons.h), where host tests cover them. */
#ifndef HAL_BUTTONS_H
#define HAL_BUTTONS_H

#include <stdint.h>

/* The buttons, in ladder order (lowest reading first). */
typedef enum {
    BTN_NONE = 0,
    BTN_RIGHT,
    BTN_UP,
    BTN_DOWN,
    BTN_LEFT,
    BTN_SELECT,
    BTN_COUNT
} btn_t;

/* Reading with no button down. */
#define HAL_BUTTONS_ADC_NONE 1023u

/* Sets up the ADC for the button input. */
void hal_buttons_init(void);

/* One conversion of the button input, 0..1023 (blocks about 110 us on the AVR). */
uint16_t hal_buttons_read_adc(void);

#endif
