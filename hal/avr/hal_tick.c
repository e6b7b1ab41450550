/* hal_tick.c (AVR) - the millisecond clock: Timer0 in CTC mode, 16 MHz / 256 / 250, so one
 * interrupt every 4 ms (the button sampling period) adds 4 to the count; a read in between adds the
 * counter's progress (TCNT0 / 64, 0..3 ms). The same interrupt starts the background
 * conversion of the button input (hal_buttons.c), so the CPU wakes 250 times a second, not
 * 1000, and no one waits for the ADC. */
#include "hal_tick.h"

#include <avr/interrupt.h>
#include <avr/io.h>
#include <util/atomic.h>

#include "hal_avr_internal.h"
#include "hal_buttons.h"

#define TICK_PERIOD_MS HAL_BUTTONS_SAMPLE_MS /* one background button sample per tick */
#define TICK_TOP (F_CPU / 256u * TICK_PERIOD_MS / 1000u - 1u) /* 249 */

#if F_CPU / 256u * TICK_PERIOD_MS % 1000u != 0 || TICK_TOP > 255u
#error "Timer0 cannot make the tick period exactly at this F_CPU"
#endif

/* The count, and its bytes (little-endian) for the interrupt. */
static volatile union {
    uint32_t ms;
    uint8_t b[4];
} tick;

ISR(TIMER0_COMPA_vect)
{
    /* tick.ms += 4 a byte at a time: the carry out of the low byte comes once in 64 ticks,
     * and this way the interrupt needs one register instead of four. */
    uint8_t low = (uint8_t)(tick.b[0] + TICK_PERIOD_MS);
    tick.b[0] = low;
    if (low < TICK_PERIOD_MS && ++tick.b[1] == 0 && ++tick.b[2] == 0) {
        ++tick.b[3];
    }
    hal_avr_buttons_start((uint16_t)((uint16_t)tick.b[1] << 8 | low));
}

void hal_tick_init(void)
{
    TCCR0A = (uint8_t)(1u << WGM01);
    TCCR0B = (uint8_t)(1u << CS02); /* clk / 256: 16 us per count */
    OCR0A = (uint8_t)TICK_TOP;
    TIMSK0 = (uint8_t)(1u << OCIE0A);
}

uint32_t hal_tick_ms(void)
{
    uint32_t v;
    uint8_t count;
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE) {
        v = tick.ms;
        count = TCNT0;
        if ((TIFR0 & (1u << OCF0A)) && count < TICK_TOP) {
            v += TICK_PERIOD_MS; /* the counter wrapped; its interrupt has not run yet */
        }
    }
    return v + (uint8_t)(count >> 6); /* 64 counts = 1.024 ms; 0..249 gives 0..3 */
}

void hal_tick_add(uint32_t ms)
{
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE) {
        tick.ms += ms;
    }
}
