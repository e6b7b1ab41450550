/* hal_tick.c (host) - a millisecond counter that only moves when a test moves it. */
#include "hal_fake.h"
#include "hal_fake_internal.h"
#include "hal_tick.h"

static uint32_t fake_now;

void fake_tick_reset(void)
{
    fake_now = 0;
}

void fake_tick_set(uint32_t ms)
{
    fake_now = ms;
}

void fake_tick_advance(uint32_t ms)
{
    fake_now += ms;
}

void hal_tick_init(void)
{
}

uint32_t hal_tick_ms(void)
{
    return fake_now;
}

void hal_tick_add(uint32_t ms)
{
    fake_now += ms;
}
