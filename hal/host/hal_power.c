/* hal_power.c (host) - sleeping returns at once and is only counted; a power-down ends on a
 * button, the one a test set beforehand (fake_power_down_wake_button). */
#include "hal_buttons.h"
#include "hal_fake.h"
#include "hal_fake_internal.h"
#include "hal_power.h"

static uint32_t fake_idles;
static uint32_t fake_downs;
static btn_t fake_wake_button;

void fake_power_reset(void)
{
    fake_idles = 0;
    fake_downs = 0;
    fake_wake_button = BTN_RIGHT;
}

uint32_t fake_power_idle_count(void)
{
    return fake_idles;
}

uint32_t fake_power_down_count(void)
{
    return fake_downs;
}

void fake_power_down_wake_button(btn_t button)
{
    fake_wake_button = button;
}

void hal_power_idle(void)
{
    fake_idles++;
}

hal_wake_t hal_power_down(void)
{
    fake_downs++;
    fake_button_press(fake_wake_button);
    return HAL_WAKE_BUTTON;
}
