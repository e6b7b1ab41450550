/* hal_buttons.c (host) - the button held is whatever the test pressed (fake_button_press). */
#include "hal_buttons.h"
#include "hal_fake.h"
#include "hal_fake_internal.h"
#include "hal_tick.h"

static btn_t fake_button = BTN_NONE;

void fake_buttons_reset(void)
{
    fake_button = BTN_NONE;
}

void fake_button_press(btn_t button)
{
    fake_button = button < BTN_COUNT ? button : BTN_NONE;
}

void hal_buttons_init(void)
{
}

btn_t hal_buttons_read(void)
{
    return fake_button;
}

bool hal_buttons_take_sample(btn_t *button, uint16_t *at)
{
    *button = fake_button;
    *at = (uint16_t)hal_tick_ms();
    return true;
}
