/* hal_watchdog.c (host) - counts kicks; never resets anything. */
#include "hal_fake.h"
#include "hal_fake_internal.h"
#include "hal_watchdog.h"

static uint32_t fake_kicks;

void fake_watchdog_reset(void)
{
    fake_kicks = 0;
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
    return false;
}
