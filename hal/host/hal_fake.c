/* hal_fake.c (host) - fake_reset(): puts every host fake back to its power-on state. */
#include "hal_fake.h"
#include "hal_fake_internal.h"
#include "hal_irq.h"

void fake_reset(void)
{
    fake_tick_reset();
    fake_buttons_reset();
    fake_display_reset();
    fake_seg7_reset();
    fake_uart_reset();
    fake_eeprom_reset();
    fake_buzzer_reset();
    fake_power_reset();
    fake_watchdog_reset();
    fake_random_reset();
}

void hal_irq_enable(void)
{
}
