/* hal_uart.c (AVR) - USART0 at 115200 8N1 (U2X, UBRR from board.h).
 * Receive: the RX-complete interrupt fills a 64-byte ring. When the ring is full the
 * interrupt is switched off and the byte stays in UDR0, so the hardware (and simavr's input
 * FIFO, which then signals XOFF) holds it until the main loop makes room. Transmit: a 64-byte
 * ring drained by the data-register-empty interrupt; hal_uart_putc waits while it is full. */
#include "hal_uart.h"

#include <avr/interrupt.h>
#include <avr/io.h>
#include <util/atomic.h>
#include <util/delay.h>

#include "board.h"
#include "hal_avr_internal.h"
#include "hal_flash.h"
#include "hal_ftext.h"

#define UART_RX_SIZE 64u /* powers of two: the indexes wrap with a mask */
#define UART_TX_SIZE 64u

static volatile uint8_t uart_rx[UART_RX_SIZE];
static volatile uint8_t uart_rx_head; /* written by the ISR */
static volatile uint8_t uart_rx_tail; /* written by the main loop */
static volatile uint8_t uart_tx[UART_TX_SIZE];
static volatile uint8_t uart_tx_head;
static volatile uint8_t uart_tx_tail;
static volatile bool uart_lost;

/* Each index is written on one side only (head: the RX interrupt, tail: the main loop; the
 * other way round for TX), so that side reads its own index once into a local. */
ISR(USART_RX_vect)
{
    uint8_t head = uart_rx_head;
    uint8_t next = (uint8_t)((head + 1u) & (UART_RX_SIZE - 1u));
    if (UCSR0A & (1u << DOR0)) {
        uart_lost = true;
    }
    if (next == uart_rx_tail) {
        UCSR0B &= (uint8_t)~(1u << RXCIE0); /* full: leave the byte in UDR0 for later */
        return;
    }
    uart_rx[head] = UDR0;
    uart_rx_head = next;
}

ISR(USART_UDRE_vect)
{
    uint8_t tail = uart_tx_tail;
    if (uart_tx_head == tail) {
        UCSR0B &= (uint8_t)~(1u << UDRIE0);
        return;
    }
    UDR0 = uart_tx[tail];
    uart_tx_tail = (uint8_t)((tail + 1u) & (UART_TX_SIZE - 1u));
}

void hal_uart_init(void)
{
    UBRR0 = BOARD_UART_UBRR;
    UCSR0A = (uint8_t)(1u << U2X0);
    UCSR0C = (uint8_t)((1u << UCSZ01) | (1u << UCSZ00)); /* 8N1 */
    UCSR0B = (uint8_t)((1u << RXEN0) | (1u << TXEN0) | (1u << RXCIE0));
}

bool hal_uart_read(uint8_t *byte)
{
    uint8_t tail = uart_rx_tail;
    if (tail == uart_rx_head) {
        return false;
    }
    *byte = uart_rx[tail];
    uart_rx_tail = (uint8_t)((tail + 1u) & (UART_RX_SIZE - 1u));
    UCSR0B |= (uint8_t)(1u << RXCIE0); /* room again: take what waits in UDR0 */
    return true;
}

bool hal_avr_uart_rx_ready(void)
{
    return uart_rx_tail != uart_rx_head;
}

void hal_uart_putc(char c)
{
    uint8_t head = uart_tx_head;
    uint8_t next = (uint8_t)((head + 1u) & (UART_TX_SIZE - 1u));
    while (next == uart_tx_tail) {
        /* full: the UDRE interrupt makes room (interrupts are on in the main loop) */
    }
    uart_tx[head] = (uint8_t)c;
    uart_tx_head = next;
    ATOMIC_BLOCK(ATOMIC_RESTORESTATE) {
        UCSR0B |= (uint8_t)(1u << UDRIE0);
    }
}

void hal_uart_write(const char *text)
{
    while (*text) {
        hal_uart_putc(*text++);
    }
}

void hal_uart_write_flash(const char *flash_text)
{
    hal_ftext_t t;
    char c;
    hal_ftext_open(&t, flash_text);
    while ((c = hal_ftext_next(&t)) != '\0') {
        hal_uart_putc(c);
    }
}

void hal_uart_flush(void)
{
    while (uart_tx_head != uart_tx_tail || (UCSR0B & (1u << UDRIE0))) {
    }
    while (!(UCSR0A & (1u << UDRE0))) {
    }
    _delay_us(100); /* the last byte leaves the shift register: 10 bits = 87 us */
}

bool hal_uart_overrun(void)
{
    return uart_lost;
}
