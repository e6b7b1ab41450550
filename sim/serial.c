/* serial.c - UART0 bridge: output capture and banner split, flow-controlled input. */
#include "serial.h"

#include <stdlib.h>
#include <string.h>

#include "avr_uart.h"
#include "board.h"

#define SERIAL_KEEP_MAX (1u << 20)  /* bytes of output kept for expectations */
#define SERIAL_BANNER_MAX 120
#define SERIAL_UCSR0B 0xC1
#define SERIAL_RXEN0 4

static struct {
    avr_t *avr;
    avr_irq_t *input_irq;
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
    /* input */
    uint8_t *in;
    size_t in_len, in_cap, in_pos;
    bool xoff;
    bool fifo_empty;
    bool gate_on_banner;
    uint64_t boot_cycle;
    uint64_t input_dry;
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

static void serial_output_hook(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    uint8_t byte = (uint8_t)value;
    bool in_banner = serial.banner_pending;
    serial.last_output = serial.avr->cycle;
    serial_keep(byte);
    if (in_banner) {
        if (byte == '\n') {
            serial.banner_line[serial.banner_len] = '\0';
            memcpy(serial.banner, serial.banner_line, serial.banner_len + 1);
            serial.banner_pending = false;
        } else if (serial.banner_len < SERIAL_BANNER_MAX) {
            serial.banner_line[serial.banner_len++] = (char)byte;
        }
    }
    if (serial.sink)
        serial.sink(serial.sink_ctx, byte, in_banner);
}

static bool serial_receiver_on(void)
{
    return (serial.avr->data[SERIAL_UCSR0B] & (1u << SERIAL_RXEN0)) != 0;
}

/* With the gate on, input waits for the banner (the firmware is ready), or 2 s after a boot
 * for a firmware that never prints one. */
static bool serial_gate_open(void)
{
    return !serial.gate_on_banner || !serial.banner_pending ||
           serial.avr->cycle - serial.boot_cycle > 2000u * (uint64_t)BOARD_CYCLES_PER_MS;
}

void serial_pump(void)
{
    if (!serial_gate_open())
        return;
    while (serial.in_pos < serial.in_len && !serial.xoff && serial_receiver_on()) {
        serial.fifo_empty = false;
        avr_raise_irq(serial.input_irq, serial.in[serial.in_pos++]);
    }
    if (serial.in_pos == serial.in_len && serial.in_len > 0) {
        serial.in_pos = serial.in_len = 0;
    }
}

static void serial_xon_hook(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    if (!value)
        return;
    serial.xoff = false;
    if (!serial.fifo_empty && serial.in_pos == serial.in_len)
        serial.input_dry = serial.avr->cycle;
    serial.fifo_empty = true;
    serial_pump();
}

static void serial_xoff_hook(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    serial.xoff = value != 0;
}

void serial_attach(avr_t *avr)
{
    serial.avr = avr;
    uint32_t flags = 0;
    avr_ioctl(avr, AVR_IOCTL_UART_GET_FLAGS('0'), &flags);
    flags &= ~(uint32_t)(AVR_UART_FLAG_POLL_SLEEP | AVR_UART_FLAG_STDIO);
    avr_ioctl(avr, AVR_IOCTL_UART_SET_FLAGS('0'), &flags);
    serial.input_irq = avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_INPUT);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUTPUT),
                            serial_output_hook, NULL);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUT_XON),
                            serial_xon_hook, NULL);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUT_XOFF),
                            serial_xoff_hook, NULL);
    serial.fifo_empty = true;
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
    serial.boot_cycle = serial.avr->cycle;
    /* A reset empties simavr's FIFO without a read, so no XON comes for what it held. */
    serial.fifo_empty = true;
    serial.xoff = false;
}

void serial_send(const void *data, size_t len)
{
    if (serial.in_len + len > serial.in_cap) {
        serial.in_cap = (serial.in_len + len) * 2 + 256;
        serial.in = realloc(serial.in, serial.in_cap);
        if (serial.in == NULL)
            abort();
    }
    memcpy(serial.in + serial.in_len, data, len);
    serial.in_len += len;
}

bool serial_input_drained(void)
{
    return serial.in_pos == serial.in_len && serial.fifo_empty;
}

uint64_t serial_last_activity(void)
{
    return serial.last_output > serial.input_dry ? serial.last_output : serial.input_dry;
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
}
