/* hal_tone.h (host) - a tone (hal_buzzer.h's hal_tone_t) as its frequency and duration, which
 * the fake buzzer logs for the tests (hal_fake.h). */
#ifndef HAL_TONE_H
#define HAL_TONE_H

#include <stdint.h>

typedef uint32_t hal_tone_t;

/* freq_hz in bits 16-31, ms in bits 0-15. */
#define HAL_TONE(freq_hz, ms) ((hal_tone_t)((uint32_t)(freq_hz) << 16 | (uint16_t)(ms)))

#endif
