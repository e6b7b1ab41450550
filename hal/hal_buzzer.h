/* hal_buzzer.h - non-blocking tones on the piezo buzzer.
 * A tone starts at once and stops by itself after its duration (a one-shot timer interrupt
 * on the AVR); a new tone replaces the one playing. */
#ifndef HAL_BUZZER_H
#define HAL_BUZZER_H

#include <stdbool.h>
#include <stdint.h>

/* Sets up the tone timer, silent. */
void hal_buzzer_init(void);

/* Plays freq_hz (about 40..20000) for duration_ms (at most 4194); 0 Hz or 0 ms is silence. */
void hal_buzzer_tone(uint16_t freq_hz, uint16_t duration_ms);

/* Stops any tone. */
void hal_buzzer_stop(void);

/* True while a tone is playing. */
bool hal_buzzer_busy(void);

#endif
