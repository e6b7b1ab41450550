/* hal_power.h - sleeping.
 * Idle sleep stops the CPU until there is work for the main loop: a new background button
 * sample (every 4 ms, hal_buttons_take_sample) or a received byte.
 * Power-down stops every clock. The buttons need not raise a pin-change interrupt (the LCD
 * shield's ladder on A0 cannot for every button: SELECT's 3.6 V reads as a logic high), so the
 * watchdog interrupt wakes the chip every HAL_POWER_SAMPLE_MS, the board's buttons part looks
 * once whether a key is down (the shield: one fast conversion of the ladder), and the chip
 * sleeps again unless one is: a key held HAL_POWER_TAP_MS or longer is always seen. The serial receive pin raises a pin-change interrupt instead: the
 * start bit of the first byte sent wakes the chip. That byte, and those that come while the
 * crystal starts again (16K cycles, about 1 ms: some 12 bytes at 115200 baud), are lost. */
#ifndef HAL_POWER_H
#define HAL_POWER_H

#include <stdint.h>

#define HAL_POWER_SAMPLE_MS 32u /* watchdog period while powered down (128 kHz / 4K) */
#define HAL_POWER_TAP_MS 50u    /* the shortest key press that surely wakes the chip */

/* What ended a power-down. */
typedef enum {
    HAL_WAKE_BUTTON = 0, /* a button is down */
    HAL_WAKE_SERIAL      /* a byte started on the serial port; it and some after it are lost */
} hal_wake_t;

/* Sleeps until a button sample is ready or a byte has been received (returns at once if so). */
void hal_power_idle(void);

/* Powers down until a button is down or a byte starts arriving; the clock (hal_tick_ms) is
 * advanced by the time slept (in watchdog periods). The watchdog is back in reset mode, the
 * button sampling and the serial port running, on return. */
hal_wake_t hal_power_down(void);

#endif
