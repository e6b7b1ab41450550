/* uart_xoff.c - test firmware: an interrupt-driven receiver with XON/XOFF, as the chip runs
 * it. The receive interrupt fills a 32-byte ring; when the ring is full it switches itself
 * off and leaves the byte in UDR0 (the main loop switches it on again: the interrupt must
 * fire at once, RXC0 being level-triggered). At 12 bytes in the ring it sends XOFF, at 4 XON.
 * The main loop takes one byte every 2 ms (far slower than the line), checks that the bytes
 * run "0123456789" over and over, and after 200 ms without input reports "got N", "dor M",
 * "order-errors K" and "xoff X". */
#include <util/delay.h>

#include "fw_uart.h"

#define RING 32u
#define XOFF_AT 12u
#define XON_AT 4u

static volatile uint8_t ring[RING], head, tail, dor;
static volatile uint8_t xoffs;
static volatile uint8_t stopped;

static uint8_t ring_count(void)
{
    return (uint8_t)((head - tail) & (RING - 1u));
}

ISR(USART_RX_vect)
{
    if (UCSR0A & (1u << DOR0))
        dor++;
    uint8_t next = (uint8_t)((head + 1u) & (RING - 1u));
    if (next == tail) {
        UCSR0B &= (uint8_t) ~(1u << RXCIE0);
        return;
    }
    ring[head] = UDR0;
    head = next;
    if (!stopped && ring_count() >= XOFF_AT) {
        stopped = 1;
        xoffs++;
        fw_putc(0x13);
    }
}

int main(void)
{
    fw_uart_init();
    UCSR0B |= (uint8_t)(1u << RXCIE0);
    sei();
    fw_puts("ready\n");
    uint16_t got = 0, order = 0, quiet = 0;
    while (got == 0 || quiet < 100) {
        _delay_ms(2);
        quiet++;
        cli();
        if (head != tail) {
            uint8_t c = ring[tail];
            tail = (uint8_t)((tail + 1u) & (RING - 1u));
            if (c != (uint8_t)('0' + got % 10u))
                order++;
            got++;
            quiet = 0;
        }
        UCSR0B |= (uint8_t)(1u << RXCIE0); /* room again: a byte left in UDR0 comes in */
        if (stopped && ring_count() <= XON_AT) {
            stopped = 0;
            fw_putc(0x11);
        }
        sei();
    }
    cli();
    fw_report("got", got);
    fw_report("dor", dor);
    fw_report("order-errors", order);
    fw_report("xoff", xoffs);
    fw_idle();
}
