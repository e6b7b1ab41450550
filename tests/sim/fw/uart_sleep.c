/* uart_sleep.c - test firmware: the receiver while the chip sleeps in power-down (no I/O
 * clock on the chip: bytes that come then are lost; simavr 1.6 alone receives them and even
 * wakes on them). Prints "sleep", sleeps in power-down until the watchdog interrupt (64 ms),
 * prints "awake" and the bytes received meanwhile ("while-asleep N"), then counts the bytes
 * of the next 50 ms in idle sleep, where the receiver runs ("got N"). */
#include <avr/wdt.h>
#include <util/delay.h>

#include "fw_uart.h"

static volatile uint8_t received;

ISR(USART_RX_vect)
{
    (void)UDR0;
    received++;
}

ISR(WDT_vect)
{
}

int main(void)
{
    fw_uart_init();
    UCSR0B |= (uint8_t)(1u << RXCIE0);
    fw_puts("sleep\n");
    while (!(UCSR0A & (1u << TXC0))) {
    }
    cli();
    wdt_reset();
    WDTCSR = (uint8_t)((1u << WDCE) | (1u << WDE));
    WDTCSR = (uint8_t)((1u << WDIE) | (1u << WDP1)); /* 64 ms, interrupt only */
    set_sleep_mode(SLEEP_MODE_PWR_DOWN);
    sleep_enable();
    sei();
    sleep_cpu(); /* a received byte does not wake the chip: only the watchdog does */
    sleep_disable();
    uint8_t asleep = received;
    fw_puts("awake\n");
    fw_report("while-asleep", asleep);
    received = 0;
    set_sleep_mode(SLEEP_MODE_IDLE);
    for (uint8_t i = 0; i < 50; i++)
        _delay_ms(1);
    fw_report("got", received);
    fw_idle();
}
