/* serial.c - UART0 bridge: output capture and banner split; input through the line sender. */
#include "serial.h"

#include <stdlib.h>
#include <string.h>

#include "avr_uart.h"
#include "board.h"
#include "line_sender.h"
#include "usart.h"

#define SERIAL_KEEP_MAX (1u << 20)  /* bytes of output kept for expectations */
#define SERIAL_BANNER_MAX 120
#define SERIAL_GATE_MS 2000u

static struct {
    avr_t *avr;
    serial_sink_t sink;
    void *sink_ctx;
    /* output */
    char *out;
    size_t out_len, out_cap;
    uint64_t out_base;   /* absolute position of out[0] */
    uint64_t last_output;
    bool banner_pending;
    char banner_line[SERIAL_BANNER_MAX + 1];
    size_t banner_len;
    char banner[SERIAL_BANNER_MAX + 1];
    bool gate_on_banner;
} serial;

static void serial_keep(uint8_t byte)
{
    if (serial.out_len == SERIAL_KEEP_MAX) {
        size_t drop = SERIAL_KEEP_MAX / 2;
        memmove(serial.out, serial.out + drop, serial.out_len - drop);
        serial.out_len -= drop;
        serial.out_base += drop;
    }
    if (serial.out_len + 1 >= serial.out_cap) {
        serial.out_cap = serial.out_cap ? serial.out_cap * 2 : 4096;
        serial.out = realloc(serial.out, serial.out_cap);
        if (serial.out == NULL)
            abort();
    }
    serial.out[serial.out_len++] = (char)byte;
    serial.out[serial.out_len] = '\0';
}

/* With the gate on, input waits for the banner (the firmware is ready), or 2 s after a boot
 * for a firmware that never prints one. */
static void serial_open_gate(void *ctx)
{
    (void)ctx;
    line_sender_hold(false);
}

static void serial_output_hook(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    uint8_t byte = (uint8_t)value;
    bool in_banner = serial.banner_pending;
    serial.last_output = serial.avr->cycle;
    if (line_sender_on_output(byte))
        return; /* XON/XOFF, taken by the sender's flow control */
    serial_keep(byte);
    if (in_banner) {
        if (byte == '\n') {
            serial.banner_line[serial.banner_len] = '\0';
            memcpy(serial.banner, serial.banner_line, serial.banner_len + 1);
            serial.banner_pending = false;
            if (serial.gate_on_banner) {
                board_cancel(serial_open_gate, NULL);
                line_sender_hold(false);
            }
        } else if (serial.banner_len < SERIAL_BANNER_MAX) {
            serial.banner_line[serial.banner_len++] = (char)byte;
        }
    }
    if (serial.sink)
        serial.sink(serial.sink_ctx, byte, in_banner);
}

void serial_attach(avr_t *avr)
{
    serial.avr = avr;
    uint32_t flags = 0;
    avr_ioctl(avr, AVR_IOCTL_UART_GET_FLAGS('0'), &flags);
    flags &= ~(uint32_t)(AVR_UART_FLAG_POLL_SLEEP | AVR_UART_FLAG_STDIO);
    avr_ioctl(avr, AVR_IOCTL_UART_SET_FLAGS('0'), &flags);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUTPUT),
                            serial_output_hook, NULL);
    usart_attach(avr);
    serial_on_boot();
}

void serial_set_sink(serial_sink_t sink, void *ctx)
{
    serial.sink = sink;
    serial.sink_ctx = ctx;
}

void serial_on_boot(void)
{
    serial.banner_pending = true;
    serial.banner_len = 0;
    usart_on_boot();
    if (serial.gate_on_banner) {
        line_sender_hold(true);
        board_at(board_now() + SERIAL_GATE_MS * (uint64_t)BOARD_CYCLES_PER_MS, serial_open_gate,
                 NULL);
    }
}

void serial_send(const void *data, size_t len)
{
    line_sender_queue(data, len);
}

bool serial_input_drained(void)
{
    return line_sender_queued() == 0 && usart_rx_idle();
}

uint64_t serial_last_activity(void)
{
    uint64_t in = line_sender_last_end();
    return serial.last_output > in ? serial.last_output : in;
}

uint64_t serial_output_end(void)
{
    return serial.out_base + serial.out_len;
}

const char *serial_output_from(uint64_t from, size_t *len)
{
    if (from < serial.out_base)
        from = serial.out_base;
    if (from > serial_output_end())
        from = serial_output_end();
    size_t off = (size_t)(from - serial.out_base);
    *len = serial.out_len - off;
    return serial.out ? serial.out + off : "";
}

void serial_expect_banner(void)
{
    serial.banner_pending = true;
    serial.banner_len = 0;
}

bool serial_banner_done(void)
{
    return !serial.banner_pending;
}

const char *serial_banner(void)
{
    return serial.banner;
}

void serial_gate_on_banner(bool on)
{
    serial.gate_on_banner = on;
    line_sender_hold(on && serial.banner_pending);
    if (on && serial.banner_pending)
        board_at(board_now() + SERIAL_GATE_MS * (uint64_t)BOARD_CYCLES_PER_MS, serial_open_gate,
                 NULL);
}
