/* line_sender.c - the sending end of the serial line: paced frames, XON/XOFF (through the
 * board's USB bridge, or N bytes in flight), a gap, broken frames. */
#include "line_sender.h"

#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "usart.h"

#define LINE_USB_PACKET_US 20u /* from the chip's empty bank to the host's next packet in it */

typedef enum { LINE_FLOW_NONE = 0, LINE_FLOW_INFLIGHT, LINE_FLOW_BRIDGE } line_flow_t;

static struct {
    uint32_t baud;
    bool baud_set;
    uint32_t gap_us;
    line_flow_t flow;
    uint32_t inflight;
    uint8_t *buf, *fault; /* the bytes queued and how each is to be broken */
    size_t len, cap, pos;
    bool held;
    double next_free;  /* the earliest cycle the next start bit may begin */
    uint64_t last_end;
    bool stopped;       /* in-flight model: an XOFF came ... */
    uint32_t allowance; /* ... and this many bytes still go out */
    /* the bridge: the bytes from pos on that the chip holds, in its USB bank and its buffer */
    const usb_bridge_t *bridge;
    uint32_t bridge_buffer;   /* its buffer (0: the chip's own figure) */
    uint32_t bank, fifo;
    bool packet_coming;
    bool host_stopped;        /* the host saw XOFF: it sends no packet */
    uint32_t host_latency_us;
    uint32_t urgent; /* the host's own XOFF/XON at the head of what it has not sent yet: they go
                      * even while it is stopped (a terminal's stop and start characters) */
    /* line noise */
    double noise_rate;
    uint32_t noise_kinds;
    uint64_t noise_after; /* frames sent clean before the noise starts */
    uint64_t noise_state;
    line_sender_stats_t stats;
} line = {.baud = LINE_SENDER_BAUD, .inflight = LINE_SENDER_INFLIGHT,
          .host_latency_us = LINE_SENDER_HOST_LATENCY_US};

static uint64_t line_us(uint32_t us)
{
    return (uint64_t)us * (BOARD_F_CPU / 1000000u);
}

static const usb_bridge_t *line_bridge(void)
{
    if (line.bridge == NULL)
        line.bridge = usb_bridge_find(board_usb_bridge());
    return line.bridge;
}

static uint32_t line_rate(void)
{
    if (line.flow == LINE_FLOW_BRIDGE && !line.baud_set && line_bridge() != NULL)
        return line_bridge()->baud;
    return line.baud;
}

static double line_bit_cycles(void)
{
    return (double)BOARD_F_CPU / line_rate();
}

static bool line_may_start(void)
{
    if (line.pos >= line.len)
        return false;
    switch (line.flow) {
    case LINE_FLOW_BRIDGE:
        return line.fifo > 0; /* (held: the host holds its packets, the chip sends on) */
    case LINE_FLOW_INFLIGHT:
        return !line.held && (!line.stopped || line.allowance > 0 || line.urgent > 0);
    default:
        return !line.held;
    }
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

/* ---- the bridge chip ---- */

static void line_packet_arrives(void *ctx);

/* The chip takes bytes from its bank into its buffer; an empty bank asks the host for the
 * next packet. */
static void line_bridge_step(void)
{
    const usb_bridge_t *b = line_bridge();
    uint32_t room = line.bridge_buffer ? line.bridge_buffer : b->buffer;
    uint32_t move = room > line.fifo ? room - line.fifo : 0;
    if (move > line.bank)
        move = line.bank;
    line.fifo += move;
    line.bank -= move;
    if (line.fifo + line.bank > line.stats.bridge_peak)
        line.stats.bridge_peak = line.fifo + line.bank;
    size_t host_left = line.len - line.pos - line.fifo - line.bank;
    if (line.bank == 0 && !line.packet_coming && host_left > 0 &&
        ((!line.host_stopped && !line.held) || line.urgent > 0)) {
        line.packet_coming = true;
        board_at(board_now() + line_us(LINE_USB_PACKET_US), line_packet_arrives, NULL);
    }
    line_kick();
}

/* The host's next packet lands in the chip's bank (what it holds when it lands: a byte put
 * ahead of the queue meanwhile goes in this packet). */
static void line_packet_arrives(void *ctx)
{
    (void)ctx;
    line.packet_coming = false;
    size_t host_left = line.len - line.pos - line.fifo - line.bank;
    uint32_t n = line_bridge()->packet;
    if (n > host_left)
        n = (uint32_t)host_left;
    if ((line.host_stopped || line.held) && n > line.urgent) /* stopped: its XOFF/XON alone */
        n = line.urgent;
    line.urgent -= n < line.urgent ? n : line.urgent;
    line.bank += n;
    line_bridge_step();
}

/* ---- frames ---- */

static uint64_t line_random(void)
{
    uint64_t x = line.noise_state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    line.noise_state = x;
    return x * 0x2545F4914F6CDD1DULL;
}

/* The fault line noise gives the next frame (LINE_FAULT_NONE mostly); flips carry their bit. */
static uint8_t line_noise(uint8_t *byte)
{
    if (line.noise_rate <= 0 || line.stats.sent <= line.noise_after ||
        (double)(line_random() >> 11) * (1.0 / 9007199254740992.0) >= line.noise_rate)
        return LINE_FAULT_NONE;
    uint8_t kinds[LINE_FAULT_FLIP + 1], n = 0;
    for (uint8_t k = LINE_FAULT_FRAMING; k <= LINE_FAULT_FLIP; k++)
        if (line.noise_kinds & (1u << k))
            kinds[n++] = k;
    if (n == 0)
        return LINE_FAULT_NONE;
    uint8_t k = kinds[line_random() % n];
    if (k == LINE_FAULT_FLIP)
        return (uint8_t)(LINE_FAULT_FLIP + line_random() % 8);
    if (k == LINE_FAULT_FRAMING) /* a burst across the frame: its data bits too */
        *byte = (uint8_t)line_random();
    return k;
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
    uint8_t byte = line.buf[line.pos];
    uint8_t fault = line.fault[line.pos];
    line.pos++;
    line.stats.sent++;
    if (fault == LINE_FAULT_NONE)
        fault = line_noise(&byte);
    if (fault >= LINE_FAULT_FLIP) {
        byte ^= (uint8_t)(1u << (fault - LINE_FAULT_FLIP));
        line.stats.faults[LINE_FAULT_FLIP]++;
    } else if (fault != LINE_FAULT_NONE) {
        line.stats.faults[fault]++;
    }
    if (line.flow != LINE_FLOW_BRIDGE && line.urgent > 0)
        line.urgent--;
    else if (line.flow == LINE_FLOW_INFLIGHT && line.stopped)
        line.allowance--;
    usart_rx_frame(byte, fault >= LINE_FAULT_FLIP ? LINE_FAULT_NONE : fault, line_bit_cycles(),
                   line.stats.sent);
    double frame = (double)usart_frame_bits() * line_bit_cycles();
    line.last_end = (uint64_t)(start + frame);
    line.next_free = start + frame + (double)line.gap_us * (BOARD_F_CPU / 1000000u);
    if (line.flow == LINE_FLOW_BRIDGE) {
        line.fifo--;
        line_bridge_step();
    }
    if (line.pos == line.len)
        line.pos = line.len = 0;
    line_kick();
}

void line_sender_set_baud(uint32_t baud)
{
    line.baud = baud ? baud : LINE_SENDER_BAUD;
    line.baud_set = baud != 0;
}

uint32_t line_sender_baud(void)
{
    return line_rate();
}

void line_sender_set_gap_us(uint32_t us)
{
    line.gap_us = us;
}

void line_sender_set_flow(bool xonxoff, uint32_t inflight)
{
    line_flow_t was = line.flow;
    line.flow = !xonxoff ? LINE_FLOW_NONE
                : inflight == LINE_SENDER_BRIDGE ? LINE_FLOW_BRIDGE : LINE_FLOW_INFLIGHT;
    line.inflight = inflight;
    if (was == LINE_FLOW_BRIDGE && line.flow != LINE_FLOW_BRIDGE) /* what it held: queued */
        line.fifo = line.bank = 0;
    if (line.flow != LINE_FLOW_INFLIGHT)
        line.stopped = false;
    if (line.flow == LINE_FLOW_BRIDGE && board_avr() != NULL)
        line_bridge_step();
    else
        line_kick();
}

bool line_sender_xonxoff(void)
{
    return line.flow != LINE_FLOW_NONE;
}

void line_sender_set_bridge(const usb_bridge_t *bridge, uint32_t buffer)
{
    line.bridge = bridge;
    line.bridge_buffer = buffer;
}

void line_sender_set_host_latency_us(uint32_t us)
{
    line.host_latency_us = us;
}

const char *line_sender_bridge_name(void)
{
    return line.flow == LINE_FLOW_BRIDGE && line_bridge() != NULL ? line_bridge()->name : "";
}

void line_sender_set_noise(double rate, uint32_t kinds, uint64_t seed, uint64_t after)
{
    line.noise_rate = rate;
    line.noise_after = after;
    line.noise_kinds = kinds;
    line.noise_state = seed * 0x9E3779B97F4A7C15ULL + 0x2545F4914F6CDD1DULL;
    if (line.noise_state == 0)
        line.noise_state = 1;
}

/* Room for n more bytes in the queue. */
static void line_room(size_t n)
{
    if (line.len + n <= line.cap)
        return;
    line.cap = (line.len + n) * 2 + 256;
    line.buf = realloc(line.buf, line.cap);
    line.fault = realloc(line.fault, line.cap);
    if (line.buf == NULL || line.fault == NULL)
        abort();
}

static void line_go(void)
{
    if (line.flow == LINE_FLOW_BRIDGE)
        line_bridge_step();
    else
        line_kick();
}

void line_sender_queue_fault(const void *data, size_t len, line_fault_t fault)
{
    line_room(len);
    memcpy(line.buf + line.len, data, len);
    memset(line.fault + line.len, fault, len);
    line.len += len;
    line_go();
}

void line_sender_queue(const void *data, size_t len)
{
    line_sender_queue_fault(data, len, LINE_FAULT_NONE);
}

void line_sender_priority(uint8_t byte)
{
    size_t at = line.pos + (line.flow == LINE_FLOW_BRIDGE ? line.fifo + line.bank : 0);
    line_room(1);
    at += line.urgent; /* after the host's earlier ones */
    memmove(line.buf + at + 1, line.buf + at, line.len - at);
    memmove(line.fault + at + 1, line.fault + at, line.len - at);
    line.buf[at] = byte;
    line.fault[at] = LINE_FAULT_NONE;
    line.urgent++;
    line.len++;
    line.stats.host_flow++;
    line_go();
}

size_t line_sender_queued(void)
{
    return line.len - line.pos;
}

void line_sender_hold(bool held)
{
    line.held = held;
    line_go();
}

static void line_xoff_arrives(void *ctx)
{
    (void)ctx;
    line.stats.xoffs++;
    if (line.flow == LINE_FLOW_BRIDGE) {
        line.host_stopped = true;
    } else if (!line.stopped) {
        line.stopped = true;
        line.allowance = line.inflight;
    }
}

static void line_xon_arrives(void *ctx)
{
    (void)ctx;
    line.stats.xons++;
    line.stopped = false;
    line.host_stopped = false;
    line_go();
}

bool line_sender_on_output(uint8_t byte)
{
    if (line.flow == LINE_FLOW_NONE || (byte != LINE_XON && byte != LINE_XOFF))
        return false;
    uint64_t delay = usart_frame_cycles();
    if (line.flow == LINE_FLOW_BRIDGE) /* through the chip's flush and the host */
        delay += line_us(line_bridge()->flush_us) + line_us(line.host_latency_us);
    board_at(board_now() + delay, byte == LINE_XOFF ? line_xoff_arrives : line_xon_arrives,
             NULL);
    return true;
}

uint64_t line_sender_last_end(void)
{
    return line.last_end;
}

const line_sender_stats_t *line_sender_stats(void)
{
    line.stats.stopped = line.flow == LINE_FLOW_BRIDGE ? line.host_stopped : line.stopped;
    return &line.stats;
}
