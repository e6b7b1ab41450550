/* hal_buttons.c (AVR) - the ADC: AVcc reference, clock 16 MHz / 128 = 125 kHz (inside the
 * 50..200 kHz range for full resolution), 13 ADC clocks = 104 us per conversion.
 * Background sampling: the 4 ms tick interrupt starts a conversion of the button input, the
 * ADC interrupt marks the result fresh and hal_power_idle's sleep ends; the CPU sleeps
 * through the conversion instead of polling it. The result stays in the ADC data register
 * (the hardware keeps its two halves together) until hal_buttons_take_sample reads it.
 * Blocking reads (random seed, power-down checks) take the ADC over in between: they wait for
 * a background conversion in flight, stop new ones, and drop a fresh sample they overwrite. */
#include "hal_buttons.h"

#include <avr/interrupt.h>
#include <avr/io.h>

#include "board.h"
#include "hal_avr_internal.h"

#define ADC_ON ((1u << ADEN) | (1u << ADPS2) | (1u << ADPS1) | (1u << ADPS0))
#define ADC_MUX(channel) ((1u << REFS0) | ((channel) & 0x0Fu))

static volatile bool buttons_fresh; /* the ADC data register holds an unread button sample */
static volatile bool adc_blocking;  /* hal_avr_adc_read owns the ADC */

ISR(ADC_vect)
{
    buttons_fresh = true;
}

void hal_avr_buttons_start(void)
{
    if (!adc_blocking) {
        ADMUX = (uint8_t)ADC_MUX(BOARD_BUTTONS_ADC_CHANNEL);
        /* Writing ADIF clears a flag left by a blocking read. */
        ADCSRA = (uint8_t)(ADC_ON | (1u << ADSC) | (1u << ADIF) | (1u << ADIE));
    }
}

bool hal_avr_buttons_ready(void)
{
    return buttons_fresh;
}

void hal_avr_adc_enable(bool on)
{
    ADCSRA = on ? (uint8_t)ADC_ON : 0u;
}

uint16_t hal_avr_adc_read(uint8_t channel)
{
    adc_blocking = true;
    while (ADCSRA & (1u << ADSC)) {
        /* a background conversion in flight finishes first */
    }
    ADMUX = (uint8_t)ADC_MUX(channel);
    ADCSRA = (uint8_t)(ADC_ON | (1u << ADSC)); /* no interrupt: this result is ours */
    while (ADCSRA & (1u << ADSC)) {
    }
    uint16_t v = ADC;
    buttons_fresh = false; /* a background sample was overwritten */
    adc_blocking = false;
    return v;
}

void hal_buttons_init(void)
{
    DDRC &= (uint8_t)~(1u << BOARD_BUTTONS_ADC_CHANNEL);
    PORTC &= (uint8_t)~(1u << BOARD_BUTTONS_ADC_CHANNEL); /* the ladder has its own pull-up */
    DIDR0 |= (uint8_t)(1u << BOARD_BUTTONS_ADC_CHANNEL);  /* no digital input buffer on A0 */
    hal_avr_adc_enable(true);
}

uint16_t hal_buttons_read_adc(void)
{
    return hal_avr_adc_read(BOARD_BUTTONS_ADC_CHANNEL);
}

bool hal_buttons_take_sample(uint16_t *adc)
{
    if (!buttons_fresh) {
        return false;
    }
    buttons_fresh = false; /* first: a newer sample arriving meanwhile is read now and again */
    *adc = ADC;
    return true;
}
