/* usart.h - USART0 as the ATmega328P has it, where simavr 1.6 is kinder (sim/README.md,
 * "Harsher than simavr"):
 * - Byte time: simavr computes it when UBRR0L is written, with U2X0 as it is then (usually
 *   not yet set), and counts a parity bit that 8N1 does not have. Here it follows UBRR0,
 *   U2X0, the character size, parity and stop bits whenever one of them changes, for the
 *   transmitter (simavr's own) and the receiver (below).
 * - Receiver: simavr keeps a 63-byte FIFO that only signals XON/XOFF. Here frames come from
 *   the line (line_sender.c) at the sender's pace; each is sampled at the receiver's own bit
 *   time (a rate mismatch garbles bytes and sets FE0), then goes into the two-byte receive
 *   buffer (UDR0 and one more). A byte completed while the buffer is full waits in the
 *   shift register; when the next start bit comes first it is lost and the next byte that
 *   enters the buffer carries DOR0. RXC0 stays set while the buffer holds a byte and its
 *   interrupt keeps firing while it is enabled (level-triggered, as on the chip). A frame
 *   that comes while the chip sleeps in power-down (or power-save, standby), or while its
 *   oscillator starts after that, is lost: the receiver has no clock (board.h).
 * - The RXD pin (PD0): simavr's UART takes whole bytes and never changes the pin. Here each
 *   frame's start bit also pulls the pin low for a bit time, so a pin-change interrupt on it
 *   (PCINT16) fires as on the chip and can wake it from power-down (the data bits are not put
 *   on the pin). */
#ifndef SIM_USART_H
#define SIM_USART_H

#include <stdbool.h>
#include <stdint.h>

#include "sim_avr.h"

typedef struct {
    uint64_t frames;         /* frames that started on RXD */
    uint64_t received;       /* bytes that reached the receive buffer */
    uint64_t lost_overrun;   /* lost because the buffer was full (DOR0) */
    uint64_t lost_off;       /* came while the receiver was off (RXEN0 clear, or a reset) */
    uint64_t lost_asleep;    /* came while the chip slept in power-down (no I/O clock) */
    uint64_t framing_errors; /* received with FE0 set (a rate mismatch, a broken frame) */
    uint64_t parity_errors;  /* received with UPE0 set */
    uint64_t first_lost;     /* the sender's number of the first byte lost (1 = first sent) */
} usart_rx_stats_t;

/* Takes over simavr's UART0 receiver and corrects its byte time. */
void usart_attach(avr_t *avr);

/* The MCU (re)started: the receive buffer is empty, the registers at their reset values. */
void usart_on_boot(void);

/* Cycles one frame takes at the rate and format the firmware configured, and its bits. */
uint32_t usart_frame_cycles(void);
uint32_t usart_frame_bits(void);

/* True while the receiver is on (RXEN0). */
bool usart_receiver_on(void);

/* True when no byte waits in the receive buffer or shift register and none is arriving. */
bool usart_rx_idle(void);

/* A frame's start bit begins now on RXD: byte in the format the firmware set, bit_cycles a bit,
 * broken as fault says (line_fault_t: the stop bit low, the parity bit wrong, or lost in the
 * receiver as by an overrun); seq numbers it for the loss report. */
void usart_rx_frame(uint8_t byte, uint8_t fault, double bit_cycles, uint64_t seq);

/* What the receiver got and lost since the start. */
const usart_rx_stats_t *usart_rx_stats(void);

/* Bytes lost for any reason. */
uint64_t usart_rx_lost(void);

#endif
