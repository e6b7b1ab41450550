/* hal_tick.c (AVR) - Timer0 in CTC mode, 16 MHz / 64 / 250 = 1 kHz, counts milliseconds.
 * The same interrupt counts down the buzzer's tone. */
#include "hal_tick.h"

#include <avr/interrupt.h>
#include <avr/io.h>
#include <util/atomic.h>

#include "hal_avr_internal.h"

static volatile uint32_t tick_ms;

ISR(TIMER0_COMPA_vect)
{
    tick_ms++;
    hal_avr_buzzer_tick();
}

void hal_tick_init(void)
{
    TCCR0A = (uint8_t)(1u << WGM01);
    TCCR0B = (uint8_t)((1u << CS01) | (1u << CS00));
    OCR0A = (uint8_t)(F_CPU / 64u / 1000u - 1u);
    TIMSK0 = (uint8_t)(1u << OCIE0A);
}

uint32_t hal_tick_ms(void)
{
    uint32_t v;
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE) {
        v = tick_ms;
    }
    return v;
}

void hal_tick_add(uint32_t ms)
{
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE) {
        tick_ms += ms;
    }
}
