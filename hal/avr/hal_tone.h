/* hal_tone.h (AVR) - a tone (hal_buzzer.h's hal_tone_t) as the timers' settings, worked out by
 * the compiler from a constant frequency and duration (every tone the firmware plays is one):
 * Timer2 in CTC mode toggles OC2B once per period, f = F_CPU / (2 * N * (1 + OCR2A)), with the
 * smallest prescaler N that fits OCR2A in 8 bits; Timer1 (clk / 1024, 15.625 counts a ms)
 * counts the duration. Bits 0-7 OCR2A, 8-10 Timer2's clock select (CS2 = 1..7: N = 1, 8, 32,
 * 64, 128, 256, 1024), 16-31 OCR1A. */
#ifndef HAL_TONE_H
#define HAL_TONE_H

#include <stdint.h>

typedef uint32_t hal_tone_t;

/* Half periods at N = 1, rounded down; at N = 2^s they are that >> s (rounded down alike). */
#define HAL_TONE_HALVES(hz) ((uint32_t)(F_CPU / 2u) / (uint32_t)(hz))
/* The clock select of the smallest prescaler with at most 256 counts a half period (7: N =
 * 1024, which fits from 31 Hz up: HAL_TONE checks it) and that prescaler's shift. */
#define HAL_TONE_CS(d)                                                                         \
    ((d) <= 256u ? 1u : ((d) >> 3) <= 256u ? 2u : ((d) >> 5) <= 256u ? 3u                     \
     : ((d) >> 6) <= 256u ? 4u : ((d) >> 7) <= 256u ? 5u : ((d) >> 8) <= 256u ? 6u : 7u)
#define HAL_TONE_SHIFT(cs)                                                                     \
    ((cs) == 1u ? 0u : (cs) == 2u ? 3u : (cs) == 3u ? 5u : (cs) == 4u ? 6u : (cs) == 5u ? 7u   \
     : (cs) == 6u ? 8u : 10u)
#define HAL_TONE_OCR2A(d) (((d) >> HAL_TONE_SHIFT(HAL_TONE_CS(d))) - 1u)
/* Timer1's counts less one, rounded to the nearest: (ms * 125 + 4) >> 3, at most one period
 * (4194 ms: 0xFFFF). */
#define HAL_TONE_OCR1A(ms) ((ms) <= 4194u ? ((uint32_t)(ms) * 125u + 4u) / 8u - 1u : 0xFFFFu)

/* freq_hz 31..65535 (a lower one does not build: its OCR2A would not fit), ms 1..65535. */
#define HAL_TONE(freq_hz, ms)                                                                  \
    ((hal_tone_t)(HAL_TONE_OCR2A(HAL_TONE_HALVES(freq_hz)) |                                   \
                  (uint32_t)HAL_TONE_CS(HAL_TONE_HALVES(freq_hz)) << 8 |                       \
                  (uint32_t)HAL_TONE_OCR1A(ms) << 16) *                                        \
     (hal_tone_t)sizeof(char[(HAL_TONE_HALVES(freq_hz) >> 10) <= 256u ? 1 : -1]))

#endif
