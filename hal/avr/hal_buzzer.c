/* hal_buzzer.c (AVR) - tones on OC2B (D3): Timer2 in CTC mode with TOP = OCR2A toggles OC2B
 * once per period, so f = F_CPU / (2 * N * (1 + OCR2A)); the smallest prescaler N that fits
 * OCR2A in 8 bits is chosen at build time (hal_tone.h: a tone is its timers' settings).
 * Timer1 (CTC, clk / 1024 = 64 us per count) times the tone and its compare interrupt stops
 * it: no periodic interrupt is needed, and none runs while silent. A tone lasts at most one
 * Timer1 period (4.19 s). */
#include "hal_buzzer.h"

#include <avr/interrupt.h>
#include <avr/io.h>
#include <util/atomic.h>

#include "board.h"
#define BUZZER_T1_HZ (F_CPU / 1024u) /* 15625 */
_Static_assert(BUZZER_T1_HZ == 15625u, "HAL_TONE_OCR1A counts 125 / 8 times per ms");

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

void hal_buzzer_tone(hal_tone_t tone)
{
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE) {
        TCCR2B = 0;
        TCNT2 = 0;
        OCR2A = (uint8_t)tone;
        OCR2B = 0;
        TCCR2A = (uint8_t)((1u << COM2B0) | (1u << WGM21)); /* toggle OC2B, CTC */
        TCCR2B = (uint8_t)(tone >> 8);

        TCCR1B = 0;
        TCCR1A = 0;
        TCNT1 = 0;
        OCR1A = (uint16_t)(tone >> 16);
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
