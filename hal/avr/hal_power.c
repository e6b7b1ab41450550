/* hal_power.c (AVR) - idle sleep, and power-down with periodic button checks.
 * Idle: the CPU sleeps (all clocks but the CPU's keep running: timers, ADC, UART) until an
 * interrupt has left work for the main loop, a background button sample or a received byte;
 * wake-ups for anything else (the tick, a byte sent) go straight back to sleep.
 * Power-down: the tick interrupt and the ADC are switched off, the watchdog is put in
 * interrupt mode with a 250 ms period; at each watchdog wake-up the button input is read
 * once and the chip sleeps again unless a key is down. Back in reset mode (500 ms) on return.
 * simavr 1.6 clears WDIE after the first watchdog interrupt, so the ISR sets it again (on the
 * real chip this write changes nothing). */
#include "hal_power.h"

#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/sleep.h>
#include <avr/wdt.h>

#include "hal_avr_internal.h"
#include "hal_tick.h"
#include "hal_uart.h"
#include "hal_watchdog.h"

#define POWER_WAKE_MS 256u /* 32 K cycles of the 128 kHz watchdog oscillator */

static volatile bool power_wdt_fired;

ISR(WDT_vect)
{
    power_wdt_fired = true;
    WDTCSR |= (uint8_t)(1u << WDIE);
}

void hal_power_idle(void)
{
    set_sleep_mode(SLEEP_MODE_IDLE);
    cli();
    while (!hal_avr_buttons_ready() && !hal_avr_uart_rx_ready()) {
        sleep_enable();
        sei(); /* SLEEP runs before any interrupt: none can slip in between test and sleep */
        sleep_cpu();
        sleep_disable();
        cli();
    }
    sei();
}

/* Watchdog: interrupt only, 250 ms (timed sequence: WDCE+WDE, then the new value). */
static void power_watchdog_interrupt_mode(void)
{
    cli();
    wdt_reset();
    WDTCSR = (uint8_t)((1u << WDCE) | (1u << WDE));
    WDTCSR = (uint8_t)((1u << WDIE) | (1u << WDP2));
    sei();
}

uint32_t hal_power_down_until_button(void)
{
    uint32_t slept = 0;
    uint8_t timsk0 = TIMSK0;

    hal_uart_flush();
    TIMSK0 = 0;
    power_watchdog_interrupt_mode();
    for (;;) {
        hal_avr_adc_enable(false);
        power_wdt_fired = false;
        set_sleep_mode(SLEEP_MODE_PWR_DOWN);
        cli();
        if (!power_wdt_fired) {
            sleep_enable();
            sleep_bod_disable();
            sei();
            sleep_cpu();
            sleep_disable();
        }
        sei();
        if (!power_wdt_fired) {
            continue;
        }
        slept += POWER_WAKE_MS;
        if (hal_avr_buttons_down()) {
            break;
        }
    }
    hal_watchdog_init(); /* back in reset mode, 500 ms */
    TIMSK0 = timsk0;
    hal_tick_add(slept);
    return slept;
}
