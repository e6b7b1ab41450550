/* line_sender.h - the computer's end of the serial line, as a USB-serial bridge drives the
 * board's RXD: the bytes it is given go out one frame after another at the line's rate
 * (115200 baud by default: a byte every 1388.9 cycles), whether or not the firmware keeps up
 * (usart.c decides what the chip keeps). Optionally idle time between bytes (a slower
 * sender), and XON/XOFF, two ways:
 *   - the board's bridge (the default of xonxoff): the host hands its bytes to the board's
 *     USB-serial chip in USB packets, the chip sends them at its own rate, and the host stops
 *     sending packets once the board's XOFF has reached it through the chip (usb_bridge.h);
 *     what the chip holds still goes out;
 *   - N bytes in flight (--xoff-inflight N): the XOFF reaches the sender one frame after the
 *     board sent it, and N more bytes go out before it stops.
 * The host can send its own XOFF/XON to the board ahead of the data it has queued (a
 * terminal's stop and start characters: line_sender_priority). Frames can be sent broken
 * (line_sender_queue_fault, line_sender_set_noise): a framing error (the stop bit low), a
 * parity error (the parity bit wrong, where the firmware set parity), a receiver overrun (the
 * byte lost in the chip, the next one with DOR0), or a data bit flipped in a good frame (a
 * wrong byte the chip cannot see). */
#ifndef SIM_LINE_SENDER_H
#define SIM_LINE_SENDER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "usb_bridge.h"

#define LINE_SENDER_BAUD 115200u
#define LINE_SENDER_INFLIGHT 16u
#define LINE_SENDER_BRIDGE UINT32_MAX /* set_flow's inflight: the board's USB bridge */
#define LINE_SENDER_HOST_LATENCY_US 1000u
#define LINE_XON 0x11
#define LINE_XOFF 0x13

/* How a frame is broken (line_sender_queue_fault, the noise's kinds as bits 1 << kind). */
typedef enum {
    LINE_FAULT_NONE = 0,
    LINE_FAULT_FRAMING, /* the stop bit low: FE0 (noise: the data bits garbled as well) */
    LINE_FAULT_PARITY,  /* the parity bit wrong: UPE0 where the firmware set parity */
    LINE_FAULT_OVERRUN, /* lost in the receiver as by an overrun: the next byte has DOR0 */
    LINE_FAULT_FLIP,    /* one data bit flipped, the frame good: a wrong byte (+ bit 0..7) */
    LINE_FAULT_KINDS = LINE_FAULT_FLIP + 8
} line_fault_t;
#define LINE_NOISE_SEEN ((1u << LINE_FAULT_FRAMING) | (1u << LINE_FAULT_OVERRUN))
#define LINE_NOISE_FLIPS (1u << LINE_FAULT_FLIP) /* any bit, at random */

typedef struct {
    uint64_t sent;      /* frames started */
    uint64_t xoffs;     /* XOFF bytes the sender obeyed (xonxoff on) */
    uint64_t xons;
    bool stopped;       /* an XOFF holds it now */
    uint64_t faults[LINE_FAULT_FLIP + 1]; /* frames sent broken, by kind (flips together) */
    uint64_t host_flow; /* XOFF/XON the host sent to the board (line_sender_priority) */
    uint32_t bridge_peak; /* most bytes the bridge chip held at once */
} line_sender_stats_t;

/* Line rate in baud (default LINE_SENDER_BAUD; with the bridge: the chip's rate). */
void line_sender_set_baud(uint32_t baud);
uint32_t line_sender_baud(void);

/* Idle time after each byte, in microseconds (0: back to back). */
void line_sender_set_gap_us(uint32_t us);

/* XON/XOFF on or off: with LINE_SENDER_BRIDGE (the board's USB bridge) or with inflight
 * bytes still sent after an XOFF reaches the sender. */
void line_sender_set_flow(bool xonxoff, uint32_t inflight);
bool line_sender_xonxoff(void);

/* The bridge chip (NULL: the board's, board_usb_bridge), the bytes it holds besides its USB
 * packet (0: its own figure), and the host's reaction time to an XOFF or XON. */
void line_sender_set_bridge(const usb_bridge_t *bridge, uint32_t buffer);
void line_sender_set_host_latency_us(uint32_t us);
/* The bridge in use ("" while none). */
const char *line_sender_bridge_name(void);

/* Each frame sent after the first `after` breaks with probability rate (0: never), in one of
 * the kinds (bits 1 << line_fault_t; LINE_NOISE_SEEN: framing errors and overruns), from the
 * generator seed. */
void line_sender_set_noise(double rate, uint32_t kinds, uint64_t seed, uint64_t after);

/* Queues bytes to send; with fault, each of them broken so. */
void line_sender_queue(const void *data, size_t len);
void line_sender_queue_fault(const void *data, size_t len, line_fault_t fault);

/* The host's own XOFF or XON to the board, ahead of what it has queued (not of what its
 * bridge already holds). */
void line_sender_priority(uint8_t byte);

/* Bytes queued and not started yet. */
size_t line_sender_queued(void);

/* While held, nothing new starts (serial.c holds the line until the boot banner; with the
 * bridge, the host holds its packets). */
void line_sender_hold(bool held);

/* The board sent byte (now, at the UDR0 write): with XON/XOFF on, an XON or XOFF reaches
 * the sender later (one frame; with the bridge: through the chip and the host) and is
 * consumed (true: it is not data). */
bool line_sender_on_output(uint8_t byte);

/* Cycle at which the last frame sent ends (0: none yet). */
uint64_t line_sender_last_end(void);

const line_sender_stats_t *line_sender_stats(void);

#endif
