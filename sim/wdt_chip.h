/* wdt_chip.h - the watchdog timer and the reset flags (MCUSR) as the ATmega328P has them
 * (datasheet section 10: "System Control and Reset"), where simavr 1.6 is kinder or wrong
 * (sim/README.md, "The watchdog"):
 * - MCUSR keeps its flags across resets until software clears them (simavr zeroes it at
 *   every reset): a power-on sets PORF and clears the others, the reset key EXTRF, the
 *   watchdog WDRF. Writing MCUSR can only clear flags.
 * - Timeouts from the 128 kHz oscillator (2K..1024K cycles: 16 ms..8 s); the counter restarts
 *   at WDR, when the watchdog is disabled and at a reset; a new prescaler (WDP) takes effect at
 *   once, counted from the last restart (simavr keeps the old period until the next WDR).
 * - The timed sequence: WDE can be set at any time, but clearing it or changing WDP takes
 *   WDCE and WDE written together, then the new value within 4 cycles; WDIE needs nothing.
 * - While WDRF is set, WDE is forced on; after a watchdog reset the watchdog runs at 16 ms.
 * - Interrupt mode (WDIE, no WDE) fires at every timeout and WDIE stays set; interrupt and
 *   reset mode (both) fires the interrupt at the first timeout, and executing it clears WDIE
 *   (and WDIF); a timeout while WDIF is still set (the interrupt not executed) resets the chip.
 *   WDIF is cleared by writing one to it. */
#ifndef SIM_WDT_CHIP_H
#define SIM_WDT_CHIP_H

#include <stdbool.h>
#include <stdint.h>

#include "sim_avr.h"

/* MCUSR's reset flags */
#define WDT_CHIP_PORF 0x01u
#define WDT_CHIP_EXTRF 0x02u
#define WDT_CHIP_BORF 0x04u
#define WDT_CHIP_WDRF 0x08u

typedef struct {
    uint64_t kicks;       /* WDR instructions that restarted the counter */
    uint64_t interrupts;  /* timeouts that raised the interrupt */
    uint64_t resets;      /* watchdog system resets */
    /* the kick that came latest in its timeout: the cycles from the counter's restart to it,
     * and that timeout's period (the firmware's margin: --stats) */
    uint64_t latest_kick;
    uint64_t latest_kick_period;
} wdt_chip_stats_t;

/* Takes over WDTCSR, MCUSR, WDR and the watchdog interrupt from simavr. */
void wdt_chip_attach(avr_t *avr);

/* Leaves simavr's own watchdog and MCUSR as they are (for measuring them: --wdt simavr). */
void wdt_chip_use_simavr(bool on);

/* The MCU restarted; mcusr is MCUSR's value after this reset (the reset flags kept, plus the
 * new cause). Sets MCUSR, and WDTCSR as a reset leaves it (WDE forced by WDRF). */
void wdt_chip_on_boot(uint8_t mcusr);

/* MCUSR after a reset of this cause (one WDT_CHIP_* flag): what it holds now, plus the flag;
 * a power-on clears the others. */
uint8_t wdt_chip_mcusr_after(uint8_t cause);

/* From now until the next MCU start, or until the firmware switches the watchdog off (as it
 * does when it starts again), its WDR instructions do nothing: the same, for the watchdog, as
 * a firmware that stopped kicking it. */
void wdt_chip_ignore_kicks(void);

const wdt_chip_stats_t *wdt_chip_stats(void);

#endif
