/* hal_adc.c (AVR) - blocking reads of the ADC: AVcc reference, clock 16 MHz / 128 = 125 kHz
 * (inside the 50..200 kHz range for full resolution), 13 ADC clocks = 104 us per conversion.
 * A board whose buttons part samples the ADC in the background (the LCD Keypad Shield's
 * ladder) shares it with these reads (random seed, power-down checks): a read waits for a
 * background conversion in flight (its interrupt queues it), and hal_avr_adc_blocking tells
 * the buttons part not to start a new one meanwhile; the read's own conversion has no
 * interrupt. */
#include <avr/io.h>

#include "hal_avr_internal.h"

volatile bool hal_avr_adc_blocking;

void hal_avr_adc_enable(bool on)
{
    ADCSRA = on ? (uint8_t)HAL_AVR_ADC_ON : 0u;
}

uint16_t hal_avr_adc_read(uint8_t channel)
{
    hal_avr_adc_blocking = true;
    while (ADCSRA & (1u << ADSC)) {
        /* a background conversion in flight finishes first */
    }
    ADMUX = (uint8_t)HAL_AVR_ADC_MUX(channel);
    ADCSRA = (uint8_t)(HAL_AVR_ADC_ON | (1u << ADSC)); /* no interrupt: this result is ours */
    while (ADCSRA & (1u << ADSC)) {
    }
    uint16_t v = ADC;
    hal_avr_adc_blocking = false;
    return v;
}
