/* hal_buttons.c (host) - the button ladder reading is whatever the test set. */
#include "hal_buttons.h"
#include "hal_fake.h"
#include "hal_fake_internal.h"
#include "hal_tick.h"

/* Nominal readings of the DFRobot ladder (2k pull-up; 0, 330, 620, 1k, 3k3) at 5 V. */
static const uint16_t fake_nominal[BTN_COUNT] = {1023, 0, 145, 329, 505, 741};
static uint16_t fake_adc = HAL_BUTTONS_ADC_NONE;

void fake_buttons_reset(void)
{
    fake_adc = HAL_BUTTONS_ADC_NONE;
}

void fake_adc_set(uint16_t value)
{
    fake_adc = value;
}

uint16_t fake_button_nominal_adc(btn_t button)
{
    return button < BTN_COUNT ? fake_nominal[button] : HAL_BUTTONS_ADC_NONE;
}

void fake_button_press(btn_t button)
{
    fake_adc = fake_button_nominal_adc(button);
}

void hal_buttons_init(void)
{
}

uint16_t hal_buttons_read_adc(void)
{
    return fake_adc;
}

bool hal_buttons_take_sample(uint16_t *adc, uint32_t *at_ms)
{
    *adc = fake_adc;
    *at_ms = hal_tick_ms();
    return true;
}
