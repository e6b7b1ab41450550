/* line_sender.c - the sending end of the serial line: paced frames, XON/XOFF, a gap. */
#include "line_sender.h"

#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "usart.h"

static struct {
    uint32_t baud;
    uint32_t gap_us;
    bool xonxoff;
    uint32_t inflight;
    uint8_t *buf;
    size_t len, cap, pos;
    bool held;
    double next_free;  /* the earliest cycle the next start bit may begin */
    uint64_t last_end;
    uint32_t allowance; /* bytes still sent while stopped by an XOFF */
    line_sender_stats_t stats;
} line = {.baud = LINE_SENDER_BAUD, .inflight = LINE_SENDER_INFLIGHT};

static double line_bit_cycles(void)
{
    return (double)BOARD_F_CPU / line.baud;
}

static bool line_may_start(void)
{
    return line.pos < line.len && !line.held && (!line.stats.stopped || line.allowance > 0);
}

static void line_start(void *ctx);

/* Schedules the next frame if one may go. */
static void line_kick(void)
{
    if (!line_may_start())
        return;
    double at = line.next_free > (double)board_now() ? line.next_free : (double)board_now();
    uint64_t cycle = (uint64_t)at + ((double)(uint64_t)at < at ? 1u : 0u);
    board_at(cycle, line_start, NULL);
}

static void line_start(void *ctx)
{
    (void)ctx;
    if (!line_may_start())
        return;
    double now = (double)board_now();
    /* back to back: the frame starts where the last one ended (keeps the average rate exact) */
    double start = now - line.next_free < line_bit_cycles() ? line.next_free : now;
    if (start > now)
        start = now;
    uint8_t byte = line.buf[line.pos++];
    line.stats.sent++;
    if (line.stats.stopped)
        line.allowance--;
    usart_rx_frame(byte, line_bit_cycles(), line.stats.sent);
    double frame = 10.0 * line_bit_cycles();
    line.last_end = (uint64_t)(start + frame);
    line.next_free = start + frame + (double)line.gap_us * (BOARD_F_CPU / 1000000u);
    if (line.pos == line.len)
        line.pos = line.len = 0;
    line_kick();
}

void line_sender_set_baud(uint32_t baud)
{
    line.baud = baud ? baud : LINE_SENDER_BAUD;
}

uint32_t line_sender_baud(void)
{
    return line.baud;
}

void line_sender_set_gap_us(uint32_t us)
{
    line.gap_us = us;
}

void line_sender_set_flow(bool xonxoff, uint32_t inflight)
{
    line.xonxoff = xonxoff;
    line.inflight = inflight;
    if (!xonxoff) {
        line.stats.stopped = false;
        line_kick();
    }
}

bool line_sender_xonxoff(void)
{
    return line.xonxoff;
}

void line_sender_queue(const void *data, size_t len)
{
    if (line.len + len > line.cap) {
        line.cap = (line.len + len) * 2 + 256;
        line.buf = realloc(line.buf, line.cap);
        if (line.buf == NULL)
            abort();
    }
    memcpy(line.buf + line.len, data, len);
    line.len += len;
    line_kick();
}

size_t line_sender_queued(void)
{
    return line.len - line.pos;
}

void line_sender_hold(bool held)
{
    line.held = held;
    line_kick();
}

static void line_xoff_arrives(void *ctx)
{
    (void)ctx;
    line.stats.xoffs++;
    if (!line.stats.stopped) {
        line.stats.stopped = true;
        line.allowance = line.inflight;
    }
}

static void line_xon_arrives(void *ctx)
{
    (void)ctx;
    line.stats.xons++;
    line.stats.stopped = false;
    line_kick();
}

bool line_sender_on_output(uint8_t byte)
{
    if (!line.xonxoff || (byte != LINE_XON && byte != LINE_XOFF))
        return false;
    board_at(board_now() + usart_frame_cycles(), byte == LINE_XOFF ? line_xoff_arrives
                                                                    : line_xon_arrives, NULL);
    return true;
}

uint64_t line_sender_last_end(void)
{
    return line.last_end;
}

const line_sender_stats_t *line_sender_stats(void)
{
    return &line.stats;
}
