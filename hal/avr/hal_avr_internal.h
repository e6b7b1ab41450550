/* hal_avr_internal.h - hooks between the AVR HAL files (not part of the HAL API). */
#ifndef HAL_AVR_INTERNAL_H
#define HAL_AVR_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

/* Called from the 4 ms tick interrupt with the low 16 bits of the new tick count: starts a
 * background conversion of the button input (skipped while a blocking read owns the ADC); its
 * result goes to the sample queue with that time. */
void hal_avr_buttons_start(uint16_t tick_low);

/* True when a background button sample waits for hal_buttons_take_sample. */
bool hal_avr_buttons_ready(void);

/* Reads one channel, blocking about 110 us; takes the ADC over from background sampling. */
uint16_t hal_avr_adc_read(uint8_t channel);

/* Switches the ADC off (power-down) and back on. */
void hal_avr_adc_enable(bool on);

/* True when received bytes wait in the ring for hal_uart_read. */
bool hal_avr_uart_rx_ready(void);

#endif
