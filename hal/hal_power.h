/* hal_power.h - sleeping.
 * Idle sleep stops the CPU until there is work for the main loop: a new background button
 * sample (every 4 ms, hal_buttons_take_sample) or a received byte. Power-down
 * stops every clock; the button ladder on A0 cannot raise a pin-change interrupt for every
 * button, so the watchdog interrupt wakes the chip about four times a second, the buttons are
 * read, and the chip sleeps again until one is down. */
#ifndef HAL_POWER_H
#define HAL_POWER_H

#include <stdint.h>

/* Sleeps until a button sample is ready or a byte has been received (returns at once if so). */
void hal_power_idle(void);

/* Powers down until a button is down; returns the time slept in ms (approximate, watchdog
 * periods). The watchdog is back in reset mode on return. */
uint32_t hal_power_down_until_button(void);

#endif
