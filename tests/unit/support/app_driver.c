/* app_driver.c - the host twin of firmware/main.c's loop, for the app tests. */
#include "app_driver.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <string.h>
#include <cmocka.h>

#include "app.h"
#include "app_internal.h"
#include "buttons.h"
#include "hal_fake.h"
#include "hal_buttons.h"
#include "hal_random.h"
#include "hal_tick.h"
#include "persist.h"

/* The longest save: the whole box record into the journal's other half after a save left
 * unfinished at the end of the full one: about 320 bytes of 4 ms. */
#define APP_DRIVER_SETTLE_MAX_MS 2000u

static buttons_t app_driver_buttons;

void app_driver_boot(void)
{
    buttons_init(&app_driver_buttons);
    app_init(hal_tick_ms(), hal_random_seed());
}

void app_driver_run(uint32_t ms)
{
    while (ms-- > 0) {
        fake_tick_advance(1);
        uint32_t now = hal_tick_ms();
        btn_event_t ev = {BTN_EV_NONE, BTN_NONE};
        btn_t raw;
        uint16_t at;
        if (now % HAL_BUTTONS_SAMPLE_MS == 0 && hal_buttons_take_sample(&raw, &at)) {
            ev = buttons_update(&app_driver_buttons, at, raw);
        }
        app_step(now, ev);
        persist_step();
    }
}

void app_driver_settle(void)
{
    for (uint32_t ms = 0; persist_step(); ms++) {
        assert_true(ms < APP_DRIVER_SETTLE_MAX_MS);
        app_driver_run(1);
    }
}

void app_driver_tap(btn_t button)
{
    fake_button_press(button);
    app_driver_run(100);
    fake_button_press(BTN_NONE);
    app_driver_run(100);
}

void app_driver_boot_to_menu(void)
{
    app_driver_boot();
    app_driver_run(APP_BOOT_SCREEN_MS + 10u);
}

void app_driver_power_cycle(void)
{
    fake_eeprom_power_cut(); /* a byte being written is torn; the rest of a save never comes */
    memset(&app_game, 0, sizeof app_game);
    app_driver_boot_to_menu();
}
