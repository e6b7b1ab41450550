/* hal_watchdog.h - the watchdog that restarts a stuck firmware.
 * The AVR version switches the watchdog off very early at boot (a watchdog reset leaves it
 * running with a 16 ms period), notes the reset cause, and hal_watchdog_init then enables it
 * with a 500 ms period; the main loop kicks it every pass. When the loop stops kicking, the
 * firmware restarts: through a watchdog reset, or by itself where the board's bootloader
 * cannot take a watchdog reset (hal/avr/hal_watchdog.c). */
#ifndef HAL_WATCHDOG_H
#define HAL_WATCHDOG_H

#include <stdbool.h>

/* Enables the watchdog (about 500 ms). */
void hal_watchdog_init(void);

/* Restarts the watchdog period. */
void hal_watchdog_kick(void);

/* True when the firmware was restarted by the watchdog (under every bootloader: not after a
 * bootloader's own watchdog reset, such as Optiboot's when it starts the firmware). */
bool hal_watchdog_caused_reset(void);

#endif
