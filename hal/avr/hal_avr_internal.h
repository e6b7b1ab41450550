/* hal_avr_internal.h - hooks between the AVR HAL files (not part of the HAL API). */
#ifndef HAL_AVR_INTERNAL_H
#define HAL_AVR_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

/* The buttons part of the board (hal/avr/<part>/hal_buttons.c) gives these to the rest of the
 * AVR HAL: */
/* Called from the 4 ms tick interrupt with the low 16 bits of the new tick count: starts a
 * background sample of the buttons (the shield: an ADC conversion, skipped while a blocking
 * read owns the ADC); it goes to the sample queue with that time. */
void hal_avr_buttons_start(uint16_t tick_low);

/* True when a background button sample waits for hal_buttons_take_sample. */
bool hal_avr_buttons_ready(void);

/* True when some button is down now (read at once, power-down's wake-up check; the ADC may be
 * left off). */
bool hal_avr_buttons_down(void);

/* The ADC (hal_adc.c): on, AVcc reference, clock / 128; the input multiplexer for a channel. */
#define HAL_AVR_ADC_ON ((1u << ADEN) | (1u << ADPS2) | (1u << ADPS1) | (1u << ADPS0))
#define HAL_AVR_ADC_MUX(channel) ((1u << REFS0) | ((channel) & 0x0Fu))

/* True while a blocking read owns the ADC: background conversions wait. */
extern volatile bool hal_avr_adc_blocking;

/* Reads one channel, blocking about 110 us; takes the ADC over from background sampling. */
uint16_t hal_avr_adc_read(uint8_t channel);

/* Switches the ADC off (power-down) and back on. */
void hal_avr_adc_enable(bool on);

/* What woke the chip from power-down (hal_power.c), in GPIOR0: an I/O register that sbi sets
 * in one instruction, so an ISR setting a bit needs no register saved (the firmware uses
 * GPIOR0 for nothing else). */
#define HAL_AVR_WOKE GPIOR0
#define HAL_AVR_WOKE_WDT 1u    /* the watchdog's interrupt at power-down's 32 ms */
#define HAL_AVR_WOKE_SERIAL 2u /* the RX pin changed */

/* The watchdog (hal_watchdog.c): WDTCSR written through the timed sequence (interrupts held
 * off meanwhile, the counter restarted); awake it runs at 500 ms (these WDP bits; power-down
 * uses 32 ms: its interrupt tells the two jobs apart by the period). */
#define HAL_AVR_WATCHDOG_AWAKE_WDP ((1u << WDP2) | (1u << WDP0))
void hal_avr_watchdog_set(uint8_t wdtcsr);

/* True when received bytes wait in the ring for hal_uart_read. */
bool hal_avr_uart_rx_ready(void);

/* Forgets the host's XOFF: the output goes on (after a power-down). */
void hal_avr_uart_unhold(void);

#endif
