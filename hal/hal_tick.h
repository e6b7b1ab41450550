/* hal_tick.h - the millisecond time base.
 * A timer counts milliseconds since start-up (on the AVR its interrupt comes every 4 ms and
 * a read adds the timer's progress, so readings still step by 1 ms); everything above the
 * HAL takes the time as an argument, so the host tests can step a fake clock instead. */
#ifndef HAL_TICK_H
#define HAL_TICK_H

#include <stdbool.h>
#include <stdint.h>

/* Starts the millisecond timer (interrupts must be enabled by the caller). */
void hal_tick_init(void);

/* Milliseconds since hal_tick_init (wraps after 49 days). */
uint32_t hal_tick_ms(void);

/* Adds time that passed while the timer was stopped (power-down). */
void hal_tick_add(uint32_t ms);

/* True once `now` has reached `deadline` on the wrapping millisecond clock (QMK's
 * timer_expired32): right across the wrap as long as the two are less than 2^31 ms (24 days)
 * apart, where a plain now >= deadline is wrong for a deadline past the wrap. */
static inline bool hal_tick_reached(uint32_t now, uint32_t deadline)
{
    return (int32_t)(now - deadline) >= 0;
}

/* The same on the clock's low 16 bits (QMK's timer_expired), for the short spans most timers
 * measure (a debounce, a tone, a pause): right while the two are less than 32 s apart, and
 * half the bytes of 32-bit times on the AVR. */
static inline bool hal_tick_reached16(uint16_t now, uint16_t deadline)
{
    return (int16_t)(uint16_t)(now - deadline) >= 0;
}

#endif
