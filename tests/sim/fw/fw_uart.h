/* fw_uart.h - the bits every simulator test firmware shares: USART0 set up as NimBox does it
 * (UBRR0 = 16 written first, U2X0 after it: 115200 8N1 at 16 MHz, 1360 cycles a byte), a
 * polled transmitter, decimal numbers, and Timer1 counting CPU cycles (no prescaler). These
 * firmwares test the virtual board itself (tests/sim/run_sim.sh), not NimBox. */
#ifndef FW_UART_H
#define FW_UART_H

#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/sleep.h>
#include <stdint.h>

static inline void fw_uart_init(void)
{
    UBRR0 = 16;
    UCSR0A = (uint8_t)(1u << U2X0);
    UCSR0C = (uint8_t)((1u << UCSZ01) | (1u << UCSZ00));
    UCSR0B = (uint8_t)((1u << RXEN0) | (1u << TXEN0));
}

static inline void fw_putc(char c)
{
    while (!(UCSR0A & (1u << UDRE0))) {
    }
    UDR0 = (uint8_t)c;
}

static inline void fw_puts(const char *s)
{
    while (*s)
        fw_putc(*s++);
}

static inline void fw_put_u32(uint32_t v)
{
    char buf[11];
    uint8_t n = 0;
    do {
        buf[n++] = (char)('0' + v % 10u);
        v /= 10u;
    } while (v);
    while (n)
        fw_putc(buf[--n]);
}

/* "name value\n" */
static inline void fw_report(const char *name, uint32_t value)
{
    fw_puts(name);
    fw_putc(' ');
    fw_put_u32(value);
    fw_putc('\n');
}

/* Timer1 counts every CPU cycle (wraps at 65536). */
static inline void fw_timer_start(void)
{
    TCCR1A = 0;
    TCCR1B = (uint8_t)(1u << CS10);
}

/* Waits for the last byte to leave, then idles forever (asleep, interrupts on). */
static inline void fw_idle(void)
{
    while (!(UCSR0A & (1u << TXC0))) {
    }
    sei();
    for (;;)
        sleep_mode();
}

#endif
