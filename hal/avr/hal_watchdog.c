/* hal_watchdog.c (AVR) - watchdog in system-reset mode, 500 ms.
 * After a watchdog reset the watchdog stays enabled with its shortest period (16 ms), which
 * would reset again before main() runs its set-up: hal_watchdog_early_off runs in .init3,
 * before the C start-up, saves MCUSR (the reset cause) and switches the watchdog off. */
#include "hal_watchdog.h"

#include <avr/io.h>
#include <avr/wdt.h>

static uint8_t watchdog_mcusr __attribute__((section(".noinit")));

void hal_watchdog_early_off(void) __attribute__((naked, used, section(".init3")));
void hal_watchdog_early_off(void)
{
    watchdog_mcusr = MCUSR;
    MCUSR = 0;
    wdt_disable();
}

/* Out of line: hal_power.c calls it too, and wdt_enable is a timed sequence of its own. */
__attribute__((noinline, noclone)) void hal_watchdog_init(void)
{
    wdt_enable(WDTO_500MS);
}

void hal_watchdog_kick(void)
{
    wdt_reset();
}

bool hal_watchdog_caused_reset(void)
{
    return (watchdog_mcusr & (1u << WDRF)) != 0;
}
