/* app_driver.h - test support: runs the application the way firmware/main.c does (a button
 * sample every 4 ms through the debouncer, app_step every 1 ms) on the fake clock,
 * so tests can "hold a key for 100 ms" without sleeping. */
#ifndef APP_DRIVER_H
#define APP_DRIVER_H

#include <stdint.h>

#include "hal_buttons.h"

/* Boots the app at the fake clock's time (EEPROM is left as it is). */
void app_driver_boot(void);

/* Advances the fake clock by ms, 1 ms at a time, stepping the app and the EEPROM writer. */
void app_driver_run(uint32_t ms);

/* Runs the app until every save asked for is committed to the EEPROM (fails after 2 s). */
void app_driver_settle(void);

/* Holds a button for 100 ms, then releases it for 100 ms. */
void app_driver_tap(btn_t button);

/* Boots and waits out the boot screen: the menu shows Bash. */
void app_driver_boot_to_menu(void);

/* Power off and on: RAM lost (the app's game state wiped, a save in progress never finished,
 * the byte being written torn), EEPROM kept; waits out the boot screen. */
void app_driver_power_cycle(void);
#endif
