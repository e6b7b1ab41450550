/* hal_watchdog.c (AVR) - the watchdog that restarts a stuck firmware, under every bootloader
 * the boards ship with (docs/flash.md, "Resets and the bootloaders").
 * Awake, the watchdog runs at 500 ms with its interrupt on; the main loop kicks it every
 * pass. Its interrupt at that period (power-down's 32 ms wake-ups are hal_power.c's) means the
 * loop stopped: the interrupt marks that in RAM the bootloaders never touch (.noinit, above
 * the static data), then
 * - on most boards (the Uno's Optiboot) lets the watchdog reset the chip: in interrupt and
 *   reset mode the interrupt cleared WDIE, so the next timeout resets (a firmware stuck with
 *   interrupts off is reset at the second timeout too);
 * - on a board with BOARD_WATCHDOG_NO_RESET (board.h: the Nano, whose old bootloader loops
 *   after a watchdog reset), never resets: the watchdog is in interrupt mode only and the
 *   firmware restarts itself (the watchdog off, then the reset vector; main's set-up writes
 *   every register it relies on). A firmware stuck with interrupts off stays stuck until the
 *   reset key there.
 * hal_watchdog_early_off runs in .init3, before the C start-up: it saves MCUSR (the reset
 * cause) and clears it, and switches the watchdog off: after a watchdog reset it runs at
 * 16 ms, and Debian's build of Optiboot starts the firmware without stopping it. */
#include "hal_watchdog.h"

#include "board.h"
#include "hal_avr_internal.h"

#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/wdt.h>

#define WATCHDOG_MARK 0xD06Eu /* the watchdog's interrupt restarted the firmware */

/* Awake: 500 ms (WDP2 | WDP0), the interrupt on, and the reset unless the board forbids it. */
#ifdef BOARD_WATCHDOG_NO_RESET
#define WATCHDOG_AWAKE ((1u << WDIE) | HAL_AVR_WATCHDOG_AWAKE_WDP)
#else
#define WATCHDOG_AWAKE ((1u << WDIE) | (1u << WDE) | HAL_AVR_WATCHDOG_AWAKE_WDP)
#endif

static uint8_t watchdog_mcusr __attribute__((section(".noinit")));
static uint16_t watchdog_mark __attribute__((section(".noinit")));

void hal_watchdog_early_off(void) __attribute__((naked, used, section(".init3")));
void hal_watchdog_early_off(void)
{
    uint8_t mcusr = MCUSR;
    MCUSR = 0;
    wdt_disable();
    if (watchdog_mark == WATCHDOG_MARK)
        mcusr |= (uint8_t)(1u << WDRF);
    watchdog_mark = 0;
    watchdog_mcusr = mcusr;
}

void hal_avr_watchdog_set(uint8_t wdtcsr)
{
    uint8_t sreg = SREG;
    cli();
    wdt_reset();
    WDTCSR = (uint8_t)((1u << WDCE) | (1u << WDE)); /* the timed sequence: 4 cycles */
    WDTCSR = wdtcsr;
    SREG = sreg;
}

ISR(WDT_vect)
{
    if (!(WDTCSR & (1u << WDP2))) { /* power-down's 32 ms: a wake-up (hal_power.c) */
        HAL_AVR_WOKE |= HAL_AVR_WOKE_WDT;
        return;
    }
    watchdog_mark = WATCHDOG_MARK; /* the awake 500 ms: the main loop stopped kicking */
#ifdef BOARD_WATCHDOG_NO_RESET
    WDTCSR = 0; /* interrupt mode only (WDE clear): WDIE off stops it */
    __asm__ __volatile__("jmp 0");
#endif
    for (;;) {
        /* the next timeout resets the chip */
    }
}

void hal_watchdog_init(void)
{
    hal_avr_watchdog_set((uint8_t)WATCHDOG_AWAKE);
}

void hal_watchdog_kick(void)
{
    wdt_reset();
}

bool hal_watchdog_caused_reset(void)
{
    return (watchdog_mcusr & (1u << WDRF)) != 0;
}
