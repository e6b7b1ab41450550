/* hal_power.c (host) - sleeping returns at once and is only counted; a power-down ends on a
 * button, with the reading a test set beforehand. */
#include "hal_buttons.h"
#include "hal_fake.h"
#include "hal_fake_internal.h"
#include "hal_power.h"

static uint32_t fake_idles;
static uint32_t fake_downs;
static uint16_t fake_wake_adc;

void fake_power_reset(void)
{
    fake_idles = 0;
    fake_downs = 0;
    fake_wake_adc = 0;
}

uint32_t fake_power_idle_count(void)
{
    return fake_idles;
}

uint32_t fake_power_down_count(void)
{
    return fake_downs;
}

void fake_power_down_wake_adc(uint16_t adc)
{
    fake_wake_adc = adc;
}

void hal_power_idle(void)
{
    fake_idles++;
}

hal_wake_t hal_power_down(uint16_t wake_below)
{
    (void)wake_below;
    fake_downs++;
    fake_adc_set(fake_wake_adc);
    return HAL_WAKE_BUTTON;
}
