/* hal_random.c (AVR) - seed from the noise of an unconnected ADC input (A5) and the phase
 * of the tick timer (Timer0), mixed with a multiplicative hash. */
#include "hal_random.h"

#include <avr/io.h>

#include "board.h"
#include "hal_avr_internal.h"

uint32_t hal_random_seed(void)
{
    uint32_t h = 2166136261u;
    for (uint8_t i = 0; i < 32; i++) {
        uint16_t v = hal_avr_adc_read(BOARD_RANDOM_ADC_CHANNEL);
        h = (h ^ (uint8_t)(v ^ TCNT0)) * 16777619u;
    }
    return h;
}
