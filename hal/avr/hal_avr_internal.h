/* hal_avr_internal.h - hooks between the AVR HAL files (not part of the HAL API). */
#ifndef HAL_AVR_INTERNAL_H
#define HAL_AVR_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

/* Called from the 1 ms tick interrupt: counts down the tone playing. */
void hal_avr_buzzer_tick(void);

/* Starts the button ADC if needed and reads one channel (blocking, about 110 us). */
uint16_t hal_avr_adc_read(uint8_t channel);

/* Switches the ADC off (power-down) and back on. */
void hal_avr_adc_enable(bool on);

#endif
