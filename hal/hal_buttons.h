/* hal_buttons.h - raw access to the five front buttons.
 * On the LCD Keypad Shield all five share one ADC input through a resistor ladder, so the
 * HAL only reports the raw 10-bit reading (1023 = nothing pressed). Decoding the reading into
 * a button and debouncing are board-independent logic in firmware/app (button_decoder.h,
 * buttons.h), where host tests cover them. */
#ifndef HAL_BUTTONS_H
#define HAL_BUTTONS_H

#include <stdbool.h>
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

/* Period of the background samples (hal_buttons_take_sample). */
#define HAL_BUTTONS_SAMPLE_MS 4u

/* Sets up the ADC for the button input. */
void hal_buttons_init(void);

/* One conversion of the button input, 0..1023 (blocks about 110 us on the AVR). */
uint16_t hal_buttons_read_adc(void);

/* Takes the latest background sample of the button input (taken every HAL_BUTTONS_SAMPLE_MS
 * without the CPU waiting for the ADC; the host fake has one ready at every call); false when
 * there is no new one since the last call. */
bool hal_buttons_take_sample(uint16_t *adc);

#endif
