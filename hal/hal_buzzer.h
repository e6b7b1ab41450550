/* hal_buzzer.h - non-blocking tones on the piezo buzzer.
 * A tone starts at once and stops by itself after its duration (a one-shot timer interrupt
 * on the AVR); a new tone replaces the one playing. */
#ifndef HAL_BUZZER_H
#define HAL_BUZZER_H

#include <stdbool.h>
#include <stdint.h>

#include "hal_tone.h" /* the platform's hal_tone_t and HAL_TONE */

/* Sets up the tone timer, silent. */
void hal_buzzer_init(void);

/* Plays a tone, HAL_TONE(freq_hz, duration_ms): a frequency from 31 Hz up for at most
 * 4194 ms, both constants (the build works out the AVR timers' settings from them, hal_tone.h:
 * no division while the toy plays). */
void hal_buzzer_tone(hal_tone_t tone);

/* Stops any tone. */
void hal_buzzer_stop(void);

/* True while a tone is playing. */
bool hal_buzzer_busy(void);

#endif
