/* hal_watchdog.c (host) - counts kicks; never resets anything. The reset cause is what the
 * test sets (fake_watchdog_set_caused_reset), a power-on until then. */
#include "hal_fake.h"
#include "hal_fake_internal.h"
#include "hal_watchdog.h"

static uint32_t fake_kicks;
static bool fake_caused_reset;

void fake_watchdog_reset(void)
{
    fake_kicks = 0;
    fake_caused_reset = false;
}

void fake_watchdog_set_caused_reset(bool watchdog)
{
    fake_caused_reset = watchdog;
}

uint32_t fake_watchdog_kicks(void)
{
    return fake_kicks;
}

void hal_watchdog_init(void)
{
}

void hal_watchdog_kick(void)
{
    fake_kicks++;
}

bool hal_watchdog_caused_reset(void)
{
    return fake_caused_reset;
}
