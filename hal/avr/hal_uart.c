/* hal_uart.c (AVR) - USART0 at 115200 8N1 (U2X, UBRR from board.h), XON/XOFF both ways.
 * Receive: the RX-complete interrupt always takes the byte out of UDR0 (the chip holds only
 * two), into a 256-byte ring. A byte that finds the ring full is dropped and counted, and so
 * is every byte after it until the main loop has read the ring empty: then the count (to
 * 65535) is handed over, exactly where the loss is in the stream (after every byte stored,
 * before every byte stored later). A byte that came broken starts a loss the same way: FE0
 * (its stop bit was low: a framing error, a break, a burst of noise), UPE0 (a parity error,
 * where parity is set) and DOR0 (the frame before it was lost: the interrupt came too late)
 * are read with each byte, before UDR0, and such a byte (with DOR0: the one before it too) is
 * never stored: its value is unknown.
 * Asking the sender to pause: at 88 bytes waiting the interrupt asks for XOFF. The longest
 * stall of the main loop (the boot screen's change to the menu, 5.6 ms: 65 bytes; judging HDU
 * 2176 at the line's full rate, over 80) stays below it, so a sender that keeps up never sees
 * XOFF; the 168 bytes left hold what a USB bridge
 * still sends after it (an Uno's 16U2: its 64-byte packet and 2 bytes, plus some 60 that come
 * while the XOFF waits for its 4 ms flush and the host: docs/console.md) plus the 2 bytes the
 * transmitter has ahead of the XOFF. Once the main loop has read them down to 32, XON follows.
 * Honouring the host's XON/XOFF: 0x13 (XOFF) and 0x11 (XON) that arrive as good frames are
 * flow control, never data: XOFF holds the output (the transmit interrupt stops after the
 * byte in UDR0, as a terminal with IXON stops), XON lets it go on. Our own XOFF/XON still go
 * out while held (as a terminal's stop and start characters do).
 * Transmit: a 64-byte ring drained by the data-register-empty interrupt, which sends a pending
 * XOFF or XON first; hal_uart_putc waits while the ring is full (receiving goes on meanwhile;
 * main.c never lets it wait: it runs the toy until there is room).
 * U2X is set before UBRR is written: simavr 1.6 computes the byte time at the UBRR write. */
#include "hal_uart.h"

#include <avr/interrupt.h>
#include <avr/io.h>
#include <util/atomic.h>
#include <util/delay.h>

#include "board.h"
#include "hal_avr_internal.h"
#include "hal_flash.h"
#include "hal_ftext.h"

#define UART_RX_SIZE 256u /* the indexes wrap as bytes */
#define UART_TX_SIZE 64u  /* a power of two: the indexes wrap with a mask */
#define UART_TX_MASK (UART_TX_SIZE - 1u)
#define UART_XOFF_ROOM 168u /* fewer bytes free than this (88 waiting): ask the sender to stop */
#define UART_XON_AT 32u     /* ... and to go on at this many waiting */
#define UART_BROKEN ((1u << FE0) | (1u << UPE0)) /* the byte itself came broken */

_Static_assert(UART_RX_SIZE == 256u, "the receive ring's indexes are bytes");

static volatile uint8_t uart_rx[UART_RX_SIZE];
static volatile uint8_t uart_rx_head; /* written by the RX interrupt */
static volatile uint8_t uart_rx_tail; /* written by the main loop */
static volatile uint16_t uart_dropped; /* bytes lost since the ring was last read empty */
static volatile uint8_t uart_tx[UART_TX_SIZE];
static volatile uint8_t uart_tx_head;
static volatile uint8_t uart_tx_tail;
static volatile bool uart_stopped;     /* XOFF decided (set by the RX interrupt only) ... */
static volatile uint8_t uart_flow_out; /* ... XOFF or XON to send before anything else, or 0 */
static volatile uint8_t uart_held;     /* the host sent XOFF (and no XON since): nonzero */

/* Each index is written on one side only (head: the RX interrupt, tail: the main loop; the
 * other way round for TX), so that side reads its own index once into a local. */
ISR(USART_RX_vect)
{
    uint8_t status = UCSR0A; /* FE0, DOR0 and UPE0 belong to the byte in UDR0: read first */
    uint8_t byte = UDR0;
    uint8_t head = uart_rx_head;
    uint8_t free = (uint8_t)(uart_rx_tail - head - 1u);
    uint8_t bad = status & (UART_BROKEN | (1u << DOR0));
    if ((status & UART_BROKEN) == 0 && (byte | 2u) == HAL_UART_XOFF) {
        uart_held = byte & 2u;             /* 0x13 XOFF or 0x11 XON: the host's flow control */
        UCSR0B |= (uint8_t)(1u << UDRIE0); /* (held: the interrupt stops at once) */
        if (bad == 0) {
            goto flow; /* (after DOR0 the loss counts one more: the count only informs) */
        }
    }
    uint16_t dropped = uart_dropped;
    if (bad != 0 || dropped != 0 || free == 0) {
        if (dropped < UINT16_MAX - 1u) { /* this byte (broken or no room), DOR0's one before */
            uart_dropped = dropped + 1u + ((bad >> DOR0) & 1u);
        }
    } else {
        uart_rx[head] = byte;
        uart_rx_head = (uint8_t)(head + 1u);
        free--;
    }
flow:
    if (free < UART_XOFF_ROOM && !uart_stopped) {
        uart_stopped = true;
        uart_flow_out = HAL_UART_XOFF;
        UCSR0B |= (uint8_t)(1u << UDRIE0);
    }
}

ISR(USART_UDRE_vect)
{
    uint8_t flow = uart_flow_out;
    if (flow != 0) {
        UDR0 = flow;
        uart_flow_out = 0;
        return;
    }
    uint8_t tail = uart_tx_tail;
    if (uart_tx_head == tail || uart_held) {
        UCSR0B &= (uint8_t)~(1u << UDRIE0);
        return;
    }
    UDR0 = uart_tx[tail];
    uart_tx_tail = (uint8_t)((tail + 1u) & UART_TX_MASK);
}

void hal_uart_init(void)
{
    UCSR0A = (uint8_t)(1u << U2X0);
    UBRR0 = BOARD_UART_UBRR;
    UCSR0C = (uint8_t)((1u << UCSZ01) | (1u << UCSZ00)); /* 8N1 */
    UCSR0B = (uint8_t)((1u << RXEN0) | (1u << TXEN0) | (1u << RXCIE0));
}

/* The transmitter has something to send (UCSR0B is also written by the UDRE interrupt); with
 * flow, XON goes first (an XOFF not sent yet is taken back: a lone XON is harmless). */
static void uart_kick(uint8_t flow)
{
    ATOMIC_BLOCK(ATOMIC_FORCEON) {
        if (flow != 0) {
            uart_stopped = false;
            uart_flow_out = flow;
        }
        UCSR0B |= (uint8_t)(1u << UDRIE0);
    }
}

bool hal_uart_read(uint8_t *byte)
{
    uint8_t tail = uart_rx_tail;
    /* drained after an XOFF: XON (only the RX interrupt sets uart_stopped, only this clears it) */
    if (uart_stopped && (uint8_t)(uart_rx_head - tail) <= UART_XON_AT) {
        uart_kick(HAL_UART_XON);
    }
    if (tail == uart_rx_head) {
        return false;
    }
    *byte = uart_rx[tail];
    uart_rx_tail = (uint8_t)(tail + 1u);
    return true;
}

uint16_t hal_uart_take_lost(void)
{
    uint16_t n;
    ATOMIC_BLOCK(ATOMIC_FORCEON) { /* a byte that comes meanwhile is one of them */
        n = uart_dropped;
        uart_dropped = 0;
    }
    return n;
}

bool hal_avr_uart_rx_ready(void)
{
    return uart_rx_tail != uart_rx_head || uart_dropped != 0;
}

void hal_avr_uart_unhold(void)
{
    uart_held = 0; /* (an XON may have come while the receiver slept) */
    uart_kick(0);
}

uint8_t hal_uart_room(void)
{
    return (uint8_t)((uart_tx_tail - uart_tx_head - 1u) & UART_TX_MASK);
}

void hal_uart_putc(char c)
{
    uint8_t head = uart_tx_head;
    uint8_t next = (uint8_t)((head + 1u) & UART_TX_MASK);
    while (next == uart_tx_tail) {
        /* full: the UDRE interrupt makes room (interrupts are on in the main loop) */
    }
    uart_tx[head] = (uint8_t)c;
    uart_tx_head = next;
    uart_kick(0);
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
    /* (while the host holds the output, what is queued stays queued) */
    while (!uart_held && (uart_tx_head != uart_tx_tail || (UCSR0B & (1u << UDRIE0)))) {
    }
    while (!(UCSR0A & (1u << UDRE0))) {
    }
    _delay_us(100); /* the last byte leaves the shift register: 10 bits = 87 us */
}
