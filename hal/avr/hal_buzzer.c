/* hal_buzzer.c (AVR) - tones on OC2B (D3): Timer2 in CTC mode with TOP = OCR2A toggles OC2B
 * once per period, so f = F_CPU / (2 * N * (1 + OCR2A)); the smallest prescaler N that fits
 * OCR2A in 8 bits is chosen. Timer1 (CTC, clk / 1024 = 64 us per count) times the tone and its
 * compare interrupt stops it: no periodic interrupt is needed, and none runs while silent.
 * A tone lasts at most one Timer1 period (4.19 s). */
#include "hal_buzzer.h"

#include <avr/interrupt.h>
#include <avr/io.h>
#include <util/atomic.h>

#include "board.h"
#include "hal_flash.h"

#define BUZZER_T1_HZ (F_CPU / 1024u) /* 15625 */

/* Inlined into the interrupt, which then needs no call and saves no call-used registers. */
static inline __attribute__((always_inline)) void buzzer_off_inline(void)
{
    TCCR1B = 0;
    TIMSK1 = 0;
    TCCR2B = 0;
    TCCR2A = 0;
    BOARD_BUZZER_PORT &= (uint8_t)~(1u << BOARD_BUZZER_BIT); /* no DC through the piezo */
}

static void buzzer_off(void)
{
    buzzer_off_inline();
}

ISR(TIMER1_COMPA_vect)
{
    buzzer_off_inline();
}

void hal_buzzer_init(void)
{
    /* D3 is also INT1. Its interrupt stays masked, but simavr 1.6 polls a level-triggered
     * (ISC = 00, the reset value) INT pin on every cycle while it is low, which made the
     * simulation four times slower. Edge mode costs nothing on the real chip. */
    EICRA = (uint8_t)((1u << ISC11) | (1u << ISC10) | (1u << ISC01) | (1u << ISC00));
    BOARD_BUZZER_DDR |= (uint8_t)(1u << BOARD_BUZZER_BIT);
    buzzer_off();
}

void hal_buzzer_tone(uint16_t freq_hz, uint16_t duration_ms)
{
    /* Timer2's seven prescalers N = 1, 8, 32, 64, 128, 256, 1024 (CS2 bits 1..7), as the
     * shifts from one to the next */
    static const uint8_t steps[7] HAL_FLASH = {0, 3, 2, 1, 1, 1, 2};
    uint32_t div;
    uint8_t cs = 0;

    if (freq_hz == 0 || duration_ms == 0) {
        hal_buzzer_stop();
        return;
    }
    div = (F_CPU / 2u) / freq_hz; /* half periods, then divided by N */
    do {
        if (cs == 7) {
            return; /* too low for Timer2 */
        }
        for (uint8_t n = hal_flash_byte(&steps[cs]); n != 0; n--) {
            div >>= 1;
        }
        cs++;
    } while (div > 256u);
    /* Timer1 counts for the duration (15.625 = 125 / 8 per ms), rounded to the nearest; at
     * most one period (4194 ms). In 16 bits: (d * 125 + 4) >> 3 = d * 15 + ((d * 5 + 4) >> 3)
     * (d * 120 is a multiple of 8), and d <= 4194 keeps it under 65536. */
    _Static_assert(BUZZER_T1_HZ == 15625u, "Timer1 counts 125 / 8 times per ms");
    uint16_t top = 0xFFFFu; /* OCR1A: counts - 1 */
    if (duration_ms <= 4194u) {
        top = (uint16_t)(duration_ms * 15u + ((uint16_t)(duration_ms * 5u + 4u) >> 3) - 1u);
    }
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE) {
        TCCR2B = 0;
        TCNT2 = 0;
        OCR2A = (uint8_t)(div - 1u); /* div >= 1: a step shifts at most 3 bits off > 256 */
        OCR2B = 0;
        TCCR2A = (uint8_t)((1u << COM2B0) | (1u << WGM21)); /* toggle OC2B, CTC */
        TCCR2B = cs;

        TCCR1B = 0;
        TCCR1A = 0;
        TCNT1 = 0;
        OCR1A = top;
        TIFR1 = (uint8_t)(1u << OCF1A);
        TIMSK1 = (uint8_t)(1u << OCIE1A);
        TCCR1B = (uint8_t)((1u << WGM12) | (1u << CS12) | (1u << CS10)); /* CTC, clk / 1024 */
    }
}

void hal_buzzer_stop(void)
{
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE) {
        buzzer_off();
    }
}

bool hal_buzzer_busy(void)
{
    return TCCR1B != 0;
}
