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

/* Takes the oldest background sample not taken yet (one every HAL_BUTTONS_SAMPLE_MS, taken
 * without the CPU waiting for the ADC) and the time it was taken (*at_ms, hal_tick_ms's clock);
 * false when there is none. The AVR keeps up to HAL_BUTTONS_QUEUE - 1 samples while the main
 * loop is busy (a long serial answer, EEPROM writes), so a short press then is not lost; the
 * host fake has one ready at every call, taken at the fake clock's time. */
bool hal_buttons_take_sample(uint16_t *adc, uint32_t *at_ms);

/* Samples the AVR keeps (a power of 2; one slot stays free): 15 x 4 ms = 60 ms of backlog. */
#define HAL_BUTTONS_QUEUE 16u

#endif
