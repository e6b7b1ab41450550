/* hal_buttons.c (AVR) - the ADC, read on demand: AVcc reference, clock 16 MHz / 128 =
 * 125 kHz (inside the 50..200 kHz range for full resolution), one conversion per call. */
#include "hal_buttons.h"

#include <avr/io.h>

#include "board.h"
#include "hal_avr_internal.h"

void hal_avr_adc_enable(bool on)
{
    if (on) {
        ADCSRA = (uint8_t)((1u << ADEN) | (1u << ADPS2) | (1u << ADPS1) | (1u << ADPS0));
    } else {
        ADCSRA = 0;
    }
}

uint16_t hal_avr_adc_read(uint8_t channel)
{
    if (!(ADCSRA & (1u << ADEN))) {
        hal_avr_adc_enable(true);
    }
    ADMUX = (uint8_t)((1u << REFS0) | (channel & 0x0Fu));
    ADCSRA |= (uint8_t)(1u << ADSC);
    while (ADCSRA & (1u << ADSC)) {
    }
    return ADC;
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
