/* hang.h - a firmware that hangs, on purpose (the script step `hang MS`): for that time its
 * watchdog kicks (WDR) are ignored, as if its main loop were stuck somewhere, so the watchdog
 * resets the chip when its period runs out, as it would on the board (the reset cause in MCUSR:
 * WDRF). Only the kicks are taken away: the firmware runs on, nothing else is changed. */
#ifndef SIM_HANG_H
#define SIM_HANG_H

#include <stdbool.h>
#include <stdint.h>

#include "sim_avr.h"

/* Takes over the watchdog's kick (simavr's AVR_IOCTL_WATCHDOG_RESET); false when the core has
 * no watchdog. Once per core. */
bool hang_attach(avr_t *avr);

/* Ignores the kicks until cycle `until` (an earlier cycle: none ignored any more). */
void hang_until(uint64_t until);

/* Kicks ignored so far. */
uint64_t hang_kicks_ignored(void);

#endif
