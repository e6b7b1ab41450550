/* hal_fake_internal.h - reset hooks shared by the host fakes, called by fake_reset(). */
#ifndef HAL_FAKE_INTERNAL_H
#define HAL_FAKE_INTERNAL_H

void fake_tick_reset(void);
void fake_buttons_reset(void);
void fake_display_reset(void);
void fake_seg7_reset(void);
void fake_uart_reset(void);
void fake_eeprom_reset(void);
void fake_buzzer_reset(void);
void fake_power_reset(void);
void fake_watchdog_reset(void);
void fake_random_reset(void);

#endif
