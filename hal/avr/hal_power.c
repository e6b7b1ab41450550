/* hal_power.c (AVR) - idle sleep, and power-down with button checks and a serial wake-up.
 * Idle: the CPU sleeps (all clocks but the CPU's keep running: timers, ADC, UART) until an
 * interrupt has left work for the main loop, a background button sample or a received byte;
 * wake-ups for anything else (the tick, a byte sent) go straight back to sleep.
 * Power-down: the tick interrupt, the ADC and the UART's receiver are switched off, the
 * watchdog is put in interrupt mode with a 32 ms period; at each watchdog wake-up the board's
 * buttons part looks once whether a key is down (hal_avr_buttons_down: the shield converts its
 * ladder once, fast), and the chip sleeps again unless one is. PD0 (RXD), with
 * its pull-up so that an open line stays high, raises pin-change interrupt PCINT16 at a start
 * bit. Back in the awake watchdog mode (500 ms, hal_watchdog.c), receiver and sampling on, on
 * return; output the host held with XOFF goes on (its XON may have come while the receiver was
 * off). The watchdog's interrupt at the awake period is not a wake-up: the main loop stopped
 * kicking (hal_watchdog.c). */
#include "hal_power.h"

#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/sleep.h>
#include <avr/wdt.h>

#include "hal_avr_internal.h"
#include "hal_tick.h"
#include "hal_uart.h"
#include "hal_watchdog.h"

/* What woke the chip (hal_avr_internal.h): the watchdog's interrupt (hal_watchdog.c) sets
 * HAL_AVR_WOKE_WDT, the RX pin's HAL_AVR_WOKE_SERIAL. */
#define POWER_WOKE HAL_AVR_WOKE
#define POWER_WDT HAL_AVR_WOKE_WDT
#define POWER_SERIAL HAL_AVR_WOKE_SERIAL

ISR(PCINT2_vect, ISR_NAKED)
{
    POWER_WOKE |= POWER_SERIAL; /* sbi: no register, no flag changed */
    reti();
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


hal_wake_t hal_power_down(void)
{
    uint32_t slept = 0;
    uint8_t timsk0 = TIMSK0;
    hal_wake_t why;

    hal_uart_flush();
    TIMSK0 = 0;
    hal_avr_adc_enable(false);
    UCSR0B &= (uint8_t)~(1u << RXEN0); /* it has no clock in power-down anyway */
    PORTD |= (uint8_t)(1u << PORTD0);
    PCMSK2 = (uint8_t)(1u << PCINT16);
    PCIFR = (uint8_t)(1u << PCIF2);
    PCICR = (uint8_t)(1u << PCIE2);
    POWER_WOKE = 0;
    hal_avr_watchdog_set((uint8_t)((1u << WDIE) | (1u << WDP0))); /* interrupt only, 32 ms */
    set_sleep_mode(SLEEP_MODE_PWR_DOWN);
    for (;;) {
        cli();
        if (!POWER_WOKE) {
            sleep_enable();
            sleep_bod_disable();
            sei(); /* SLEEP runs before any interrupt: none can slip in between test and sleep */
            sleep_cpu();
            sleep_disable();
            cli();
        }
        uint8_t woke = POWER_WOKE;
        POWER_WOKE = 0;
        sei();
        if (woke & POWER_SERIAL) {
            why = HAL_WAKE_SERIAL;
            break;
        }
        if (woke & POWER_WDT) {
            slept += HAL_POWER_SAMPLE_MS;
            if (hal_avr_buttons_down()) {
                why = HAL_WAKE_BUTTON;
                break;
            }
        }
    }
    PCICR = 0;
    UCSR0B |= (uint8_t)(1u << RXEN0);
    hal_avr_adc_enable(true);
    hal_watchdog_init(); /* back to the awake mode, 500 ms */
    hal_avr_uart_unhold();
    /* a compare match while the tick was off is in `slept` already: its flag must not count
     * again (on the chip the timer stops in power-down; simavr runs it on) */
    TIFR0 = (uint8_t)(1u << OCF0A);
    hal_tick_add(slept);
    TIMSK0 = timsk0;
    return why;
}
