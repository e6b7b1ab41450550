/* line_sender.h - the computer's end of the serial line, as a USB-serial bridge drives the
 * board's RXD: the bytes it is given go out one 8N1 frame after another at the line's rate
 * (115200 baud by default: a byte every 1388.9 cycles), whether or not the firmware keeps up
 * (usart.c decides what the chip keeps). Optionally idle time between bytes (a slower
 * sender), and XON/XOFF: an XOFF from the board stops it only after the bytes already in
 * flight (the bridge's buffer: 16 by default), an XON starts it again. */
#ifndef SIM_LINE_SENDER_H
#define SIM_LINE_SENDER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define LINE_SENDER_BAUD 115200u
#define LINE_SENDER_INFLIGHT 16u
#define LINE_XON 0x11
#define LINE_XOFF 0x13

typedef struct {
    uint64_t sent;      /* frames started */
    uint64_t xoffs;     /* XOFF bytes the sender obeyed (xonxoff on) */
    uint64_t xons;
    bool stopped;       /* an XOFF holds it now */
} line_sender_stats_t;

/* Line rate in baud (default LINE_SENDER_BAUD). */
void line_sender_set_baud(uint32_t baud);
uint32_t line_sender_baud(void);

/* Idle time after each byte, in microseconds (0: back to back). */
void line_sender_set_gap_us(uint32_t us);

/* XON/XOFF on or off, with the bytes still sent after an XOFF reaches the sender. */
void line_sender_set_flow(bool xonxoff, uint32_t inflight);
bool line_sender_xonxoff(void);

/* Queues bytes to send. */
void line_sender_queue(const void *data, size_t len);

/* Bytes queued and not started yet. */
size_t line_sender_queued(void);

/* While held, nothing new starts (serial.c holds the line until the boot banner). */
void line_sender_hold(bool held);

/* The board sent byte (now, at the UDR0 write): with XON/XOFF on, an XON or XOFF reaches
 * the sender one frame later and is consumed (true: it is not data). */
bool line_sender_on_output(uint8_t byte);

/* Cycle at which the last frame sent ends (0: none yet). */
uint64_t line_sender_last_end(void);

const line_sender_stats_t *line_sender_stats(void);

#endif
