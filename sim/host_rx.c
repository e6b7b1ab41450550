/* host_rx.c - a UART receiver at the host's rate over the board's TXD (see host_rx.h). */
#include "host_rx.h"

#include <stdbool.h>
#include <stddef.h>

#include "board.h"

#define HOST_RX_FRAMES 64 /* frames kept: the receiver is never more than a few behind */
#define HOST_RX_BITS 10   /* 8N1: start, 8 data, stop */

typedef struct {
    double start, bit; /* cycles */
    uint8_t byte;
} host_frame_t;

static struct {
    void (*deliver)(uint8_t byte, void *ctx);
    void *ctx;
    double bit;              /* the host's bit time in cycles */
    host_frame_t f[HOST_RX_FRAMES];
    unsigned head, count;    /* f[head] is the oldest */
    double ready;            /* the receiver looks for a start bit from here */
    bool receiving;
    double start;            /* the start bit it found */
    unsigned k;              /* next sample: 0 start, 1..8 data, 9 stop */
    uint8_t byte;
} hrx;

static host_frame_t *hrx_frame(unsigned i)
{
    return &hrx.f[(hrx.head + i) % HOST_RX_FRAMES];
}

static double hrx_end(const host_frame_t *f)
{
    return f->start + HOST_RX_BITS * f->bit;
}

/* Bit i of a frame: 0 the start bit, 1..8 data (LSB first), 9 the stop bit. */
static int hrx_frame_bit(const host_frame_t *f, unsigned i)
{
    if (i == 0)
        return 0;
    if (i > 8)
        return 1;
    return (f->byte >> (i - 1)) & 1;
}

/* The line at cycle t: idle high between frames. */
static int hrx_level(double t)
{
    for (unsigned i = 0; i < hrx.count; i++) {
        const host_frame_t *f = hrx_frame(i);
        if (t >= f->start && t < hrx_end(f))
            return hrx_frame_bit(f, (unsigned)((t - f->start) / f->bit));
    }
    return 1;
}

/* The first falling edge at or after t (a negative number: none in the frames known). */
static double hrx_next_edge(double t)
{
    for (unsigned i = 0; i < hrx.count; i++) {
        const host_frame_t *f = hrx_frame(i);
        if (hrx_end(f) <= t)
            continue;
        for (unsigned b = 0; b < HOST_RX_BITS; b++) {
            double at = f->start + b * f->bit;
            if (at < t)
                continue;
            int before = b == 0 ? 1 : hrx_frame_bit(f, b - 1);
            if (before == 1 && hrx_frame_bit(f, b) == 0)
                return at;
        }
    }
    return -1.0;
}

/* Samples what the line has shown up to cycle horizon (the line is known up to there). */
static void hrx_run(double horizon)
{
    for (;;) {
        if (!hrx.receiving) {
            double edge = hrx_next_edge(hrx.ready);
            if (edge < 0 || edge >= horizon)
                break;
            hrx.receiving = true;
            hrx.start = edge;
            hrx.k = 0;
            hrx.byte = 0;
        }
        double at = hrx.start + (hrx.k + 0.5) * hrx.bit;
        if (at >= horizon)
            break;
        int v = hrx_level(at);
        if (hrx.k == 0 && v) { /* a glitch, not a start bit */
            hrx.receiving = false;
            hrx.ready = at;
            continue;
        }
        if (hrx.k >= 1 && hrx.k <= 8)
            hrx.byte |= (uint8_t)(v << (hrx.k - 1));
        if (hrx.k == 9) {
            hrx.receiving = false;
            hrx.ready = at;
            hrx.deliver(hrx.byte, hrx.ctx);
            continue;
        }
        hrx.k++;
    }
    while (hrx.count > 0 && hrx_end(hrx_frame(0)) < hrx.ready) {
        hrx.head = (hrx.head + 1) % HOST_RX_FRAMES;
        hrx.count--;
    }
}

static void hrx_tick(void *ctx);

/* Runs the receiver up to now and comes back while a frame is on the line or being read. */
static void hrx_catch_up(void)
{
    double now = (double)board_now();
    hrx_run(now);
    double next = -1;
    if (hrx.receiving)
        next = hrx.start + (hrx.k + 0.5) * hrx.bit;
    else if (hrx.count > 0)
        next = hrx_end(hrx_frame(hrx.count - 1));
    if (next >= now)
        board_at((uint64_t)next + 1, hrx_tick, NULL);
}

static void hrx_tick(void *ctx)
{
    (void)ctx;
    hrx_catch_up();
}

void host_rx_init(void (*deliver)(uint8_t byte, void *ctx), void *ctx)
{
    hrx.deliver = deliver;
    hrx.ctx = ctx;
    if (hrx.bit == 0)
        host_rx_set_baud(115200);
}

void host_rx_set_baud(uint32_t baud)
{
    hrx.bit = (double)BOARD_F_CPU / (double)baud;
}

void host_rx_frame(uint8_t byte, uint32_t frame_cycles)
{
    double now = (double)board_now();
    hrx_run(now);
    if (hrx.count == HOST_RX_FRAMES) { /* far behind: let the oldest go */
        hrx.head = (hrx.head + 1) % HOST_RX_FRAMES;
        hrx.count--;
    }
    double start = now;
    if (hrx.count > 0 && hrx_end(hrx_frame(hrx.count - 1)) > start)
        start = hrx_end(hrx_frame(hrx.count - 1));
    host_frame_t *f = hrx_frame(hrx.count++);
    f->start = start;
    f->bit = (double)frame_cycles / HOST_RX_BITS;
    f->byte = byte;
    hrx_catch_up();
}
