/* hal_watchdog.h - the watchdog that resets a stuck firmware.
 * The AVR version switches the watchdog off very early at boot (a watchdog reset leaves it
 * running with a 16 ms period), notes the reset cause, and hal_watchdog_init then enables it
 * with a 500 ms period; the main loop kicks it every pass. */
#ifndef HAL_WATCHDOG_H
#define HAL_WATCHDOG_H

#include <stdbool.h>

/* Enables the watchdog (about 500 ms). */
void hal_watchdog_init(void);

/* Restarts the watchdog period. */
void hal_watchdog_kick(void);

/* True when the last reset was caused by the watchdog. */
bool hal_watchdog_caused_reset(void);

#endif
