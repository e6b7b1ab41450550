/* usart.c - USART0's byte time and receiver as on the chip (see usart.h). */
#include "usart.h"

#include <string.h>

#include "avr_ioport.h"
#include "avr_uart.h"
#include "board.h"
#include "line_sender.h"
#include "simavr_io.h"

#define USART_UPM_SHIFT 4 /* UCSR0C: UPM01:0 are bits 5:4 (simavr does not model parity) */
#define USART_RXCIE_BIT 7 /* UCSR0B */
#define USART_RXD_PORT 'D' /* RXD0 is PD0 on the ATmega328P (PCINT16) */
#define USART_RXD_BIT 0

typedef struct {
    uint8_t byte;
    uint8_t flags; /* FE0, DOR0, UPE0 at their UCSR0A positions */
    uint64_t seq;
} usart_entry_t;

static struct {
    avr_t *avr;
    avr_uart_t *uart;
    uint8_t flag_mask;         /* FE0 | DOR0 | UPE0 */
    usart_entry_t fifo[2];     /* the receive buffer: fifo[0] is UDR0 */
    uint8_t count;
    usart_entry_t shift;       /* a complete byte waiting for room */
    bool shift_full;
    usart_entry_t arriving;    /* the frame being shifted in */
    bool receiving;
    bool lost_since_push;      /* a byte was lost since the last one entered the buffer */
    uint8_t last_ucsrb;
    usart_rx_stats_t stats;
} usart;

static uint8_t usart_bit(avr_regbit_t rb)
{
    return (uint8_t)(1u << rb.bit);
}

/* Cycles a bit at the configured rate: (UBRR0 + 1) * 16, or * 8 with U2X0. */
static uint32_t usart_bit_cycles(void)
{
    avr_t *avr = usart.avr;
    uint32_t ubrr = avr->data[usart.uart->ubrrl.reg] |
                    (uint32_t)(avr->data[usart.uart->ubrrh.reg] & 0x0F) << 8;
    return (ubrr + 1u) * (avr_regbit_get(avr, usart.uart->u2x) ? 8u : 16u);
}

static uint8_t usart_data_bits(void)
{
    static const uint8_t bits[8] = {5, 6, 7, 8, 8, 8, 8, 9};
    avr_t *avr = usart.avr;
    return bits[avr_regbit_get(avr, usart.uart->ucsz) | avr_regbit_get(avr, usart.uart->ucsz2) << 2];
}

/* UPM01:0 = 2 even, 3 odd; 0 none (1 is reserved: none). */
static uint8_t usart_parity(void)
{
    return (uint8_t)((usart.avr->data[usart.uart->r_ucsrc] >> USART_UPM_SHIFT) & 3u);
}

uint32_t usart_frame_bits(void)
{
    return 1u + usart_data_bits() + (usart_parity() >= 2 ? 1u : 0u) + 1u +
           avr_regbit_get(usart.avr, usart.uart->usbs);
}

uint32_t usart_frame_cycles(void)
{
    return usart_bit_cycles() * usart_frame_bits();
}

/* simavr's transmitter paces itself by cycles_per_byte: keep it the configured frame time. */
static void usart_fix_byte_time(void)
{
    usart.uart->cycles_per_byte = usart_frame_cycles();
}

static void usart_fix_byte_time_event(void *ctx)
{
    (void)ctx;
    usart_fix_byte_time();
}

bool usart_receiver_on(void)
{
    return avr_regbit_get(usart.avr, usart.uart->rxen) != 0;
}

bool usart_rx_idle(void)
{
    return usart.count == 0 && !usart.shift_full && !usart.receiving;
}

const usart_rx_stats_t *usart_rx_stats(void)
{
    return &usart.stats;
}

uint64_t usart_rx_lost(void)
{
    return usart.stats.lost_overrun + usart.stats.lost_off + usart.stats.lost_asleep;
}

static void usart_lost(uint64_t *counter, uint64_t seq)
{
    (*counter)++;
    if (usart.stats.first_lost == 0 || seq < usart.stats.first_lost)
        usart.stats.first_lost = seq;
}

/* UCSR0A shows the receive buffer: RXC0, and FE0/DOR0/UPE0 of the byte in UDR0. */
static void usart_show_flags(void)
{
    avr_t *avr = usart.avr;
    avr_uart_t *u = usart.uart;
    uint8_t a = avr->data[u->r_ucsra] & (uint8_t) ~(usart.flag_mask | usart_bit(u->rxc.raised));
    if (usart.count)
        a |= (uint8_t)(usart_bit(u->rxc.raised) | usart.fifo[0].flags);
    avr->data[u->r_ucsra] = a;
}

/* The receive-complete interrupt is level-triggered: pending while RXC0 and RXCIE0 are set. */
static void usart_update_interrupt(void)
{
    avr_t *avr = usart.avr;
    usart_show_flags();
    if (usart.count)
        avr_raise_interrupt(avr, &usart.uart->rxc);
    else if (usart.uart->rxc.pending)
        avr_clear_interrupt(avr, &usart.uart->rxc);
    usart_show_flags(); /* avr_raise_interrupt set RXC0 through its own bit: same value */
}

static void usart_push(usart_entry_t e)
{
    if (usart.lost_since_push)
        e.flags |= usart_bit(usart.uart->dor);
    usart.lost_since_push = false;
    usart.fifo[usart.count++] = e;
    usart.stats.received++;
    if (e.flags & usart_bit(usart.uart->fe))
        usart.stats.framing_errors++;
}

static void usart_flush(void)
{
    usart.count = 0;
    usart.shift_full = false;
    usart.receiving = false;
    usart.lost_since_push = false;
}

/* The stop bit was sampled: the byte goes into the buffer, or waits in the shift register. */
static void usart_rx_complete(void *ctx)
{
    (void)ctx;
    if (!usart.receiving)
        return;
    usart.receiving = false;
    if (!usart_receiver_on()) {
        usart_lost(&usart.stats.lost_off, usart.arriving.seq);
        return;
    }
    if (!board_io_clock_running()) {
        usart_lost(&usart.stats.lost_asleep, usart.arriving.seq);
        return;
    }
    if (usart.count < 2) {
        usart_push(usart.arriving);
        usart_update_interrupt();
    } else {
        usart.shift = usart.arriving;
        usart.shift_full = true;
    }
}

/* A frame as the sender puts it on RXD, in the format the firmware set (a well-configured
 * host, at its own rate): after the start bit, the data bits LSB first, the parity bit (if
 * any), the stop bits; idle (high) after them. */
typedef struct {
    uint16_t bits; /* bit j: the level j + 1 bit times after the start edge */
    uint8_t count;
} usart_frame_t;

static usart_frame_t usart_sender_frame(uint8_t byte, uint8_t fault)
{
    uint8_t db = usart_data_bits(), parity = usart_parity();
    usart_frame_t f = {byte & (uint16_t)((1u << db) - 1u), db};
    if (parity >= 2) {
        uint8_t p = (uint8_t)(__builtin_popcount(f.bits) & 1u) ^ (parity == 3 ? 1u : 0u);
        if (fault == LINE_FAULT_PARITY)
            p ^= 1u;
        f.bits |= (uint16_t)(p << f.count++);
    }
    for (uint8_t i = 0; i <= avr_regbit_get(usart.avr, usart.uart->usbs); i++) {
        if (fault != LINE_FAULT_FRAMING) /* a framing error: the (first) stop bit low */
            f.bits |= (uint16_t)(1u << f.count);
        f.count++;
    }
    return f;
}

/* The level on RXD t cycles after a frame's start edge. */
static uint8_t usart_line_level(usart_frame_t f, double bit_cycles, double t)
{
    long j = t <= 0 ? 0 : (long)(t / bit_cycles); /* whole bits since the edge */
    if (j <= 0)
        return 0;
    if (j <= f.count)
        return (uint8_t)((f.bits >> (j - 1)) & 1u);
    return 1;
}

/* The level on the RXD pin itself, as its port input and pin-change logic see it (simavr's
 * UART takes bytes, not pin levels): marked as driven from outside, so that the firmware's
 * writes of PORTD (its pull-up) do not change it. */
static void usart_rxd(uint8_t level)
{
    avr_ioport_external_t e = {.name = USART_RXD_PORT, .mask = 1u << USART_RXD_BIT,
                               .value = (level ? 1u : 0u) << USART_RXD_BIT};
    avr_ioctl(usart.avr, AVR_IOCTL_IOPORT_SET_EXTERNAL(USART_RXD_PORT), &e);
    avr_raise_irq(avr_io_getirq(usart.avr, AVR_IOCTL_IOPORT_GETIRQ(USART_RXD_PORT),
                                USART_RXD_BIT),
                  level);
}

static void usart_rxd_high(void *ctx)
{
    (void)ctx;
    usart_rxd(1);
}

void usart_rx_frame(uint8_t byte, uint8_t fault, double bit_cycles, uint64_t seq)
{
    avr_uart_t *u = usart.uart;
    usart.stats.frames++;
    /* the start bit on the pin (a pin-change interrupt can wake a chip in power-down on it);
     * the data bits are not put on the pin */
    usart_rxd(0);
    board_at(board_now() + (uint64_t)bit_cycles, usart_rxd_high, NULL);
    if (usart.receiving) /* the previous frame's stop bit is not sampled yet: take it now */
        usart_rx_complete(NULL);
    if (!usart_receiver_on()) {
        usart_lost(&usart.stats.lost_off, seq);
        return;
    }
    if (!board_io_clock_running()) {
        usart_lost(&usart.stats.lost_asleep, seq);
        return;
    }
    if (usart.shift_full) { /* a new start bit while a byte waits: it is overwritten */
        usart.shift_full = false;
        usart.lost_since_push = true;
        usart_lost(&usart.stats.lost_overrun, usart.shift.seq);
    }
    /* sample each bit in its middle at the receiver's own bit time */
    usart_frame_t frame = usart_sender_frame(byte, fault);
    double tr = usart_bit_cycles();
    uint8_t db = usart_data_bits(), parity = usart_parity();
    uint16_t data = 0, ones = 0;
    for (uint8_t i = 0; i < db; i++) {
        uint8_t b = usart_line_level(frame, bit_cycles, (1.5 + i) * tr);
        data |= (uint16_t)(b << i);
        ones += b;
    }
    double at = (1.5 + db) * tr;
    uint8_t flags = 0;
    if (parity >= 2) {
        uint8_t p = usart_line_level(frame, bit_cycles, at);
        if (((ones + p) & 1u) != (parity == 3 ? 1u : 0u))
            flags |= usart_bit(u->upe);
        at += tr;
    }
    if (!usart_line_level(frame, bit_cycles, at))
        flags |= usart_bit(u->fe);
    if (flags & usart_bit(u->upe))
        usart.stats.parity_errors++;
    if (fault == LINE_FAULT_OVERRUN) { /* lost in the receiver, as when it is read too late */
        usart.lost_since_push = true;
        usart_lost(&usart.stats.lost_overrun, seq);
        return;
    }
    usart.arriving = (usart_entry_t){(uint8_t)data, flags, seq};
    usart.receiving = true;
    uint64_t after = (uint64_t)at + ((double)(uint64_t)at < at ? 1u : 0u);
    board_at(board_now() + after, usart_rx_complete, NULL);
}

/* UDR0 read: the oldest byte leaves the buffer, a waiting one moves in. */
static uint8_t usart_udr_read(avr_t *avr, avr_io_addr_t addr, void *param)
{
    (void)param;
    if (usart.count == 0)
        return avr->data[addr]; /* nothing received: the last byte again */
    uint8_t v = usart.fifo[0].byte;
    usart.fifo[0] = usart.fifo[1];
    usart.count--;
    if (usart.shift_full) {
        usart.shift_full = false;
        usart_push(usart.shift);
    }
    avr->data[addr] = v;
    usart_update_interrupt();
    return v;
}

/* After every access of UCSR0A (simavr's write handler drops DOR0): the buffer's flags again,
 * and the byte time (U2X0). */
static void usart_ucsra_hook(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)value;
    (void)param;
    usart_show_flags();
    usart_fix_byte_time();
}

/* After every access of UCSR0B: receiver off flushes the buffer, RXCIE0 on fires at once if
 * a byte waits; UCSZ02 changes the byte time. */
static void usart_ucsrb_hook(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)value;
    (void)param;
    uint8_t b = usart.avr->data[usart.uart->r_ucsrb];
    uint8_t changed = b ^ usart.last_ucsrb;
    usart.last_ucsrb = b;
    if (!changed)
        return;
    if ((changed & usart_bit(usart.uart->rxen)) && !usart_receiver_on())
        usart_flush();
    usart_update_interrupt();
    usart_fix_byte_time();
}

static void usart_format_hook(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)value;
    (void)param;
    usart_fix_byte_time();
}

/* RETI of the receive interrupt: still a byte and still enabled, it fires again. */
static void usart_rx_running_hook(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    if (value == 0)
        usart_update_interrupt();
}

void usart_attach(avr_t *avr)
{
    usart.avr = avr;
    usart.uart = (avr_uart_t *)simavr_io_find(avr, "uart", '0');
    avr_uart_t *u = usart.uart;
    usart.flag_mask = (uint8_t)(usart_bit(u->fe) | usart_bit(u->dor) | usart_bit(u->upe));
    /* RXC0 is ours: simavr must not clear it when the interrupt runs */
    u->rxc.raise_sticky = 1;
    simavr_io_take_read(avr, u->r_udr, usart_udr_read, NULL);
    simavr_io_watch(avr, u->r_ucsra, usart_ucsra_hook, NULL);
    simavr_io_watch(avr, u->r_ucsrb, usart_ucsrb_hook, NULL);
    simavr_io_watch(avr, u->r_ucsrc, usart_format_hook, NULL);
    simavr_io_watch(avr, u->ubrrl.reg, usart_format_hook, NULL);
    simavr_io_watch(avr, u->ubrrh.reg, usart_format_hook, NULL);
    avr_irq_register_notify(u->rxc.irq + AVR_INT_IRQ_RUNNING, usart_rx_running_hook, NULL);
    usart_rxd(1); /* the line idles high */
}

void usart_on_boot(void)
{
    usart_flush();
    usart.last_ucsrb = 0;
    board_cancel(usart_rx_complete, NULL);
    /* simavr's UART reset runs after our reset hook: fix its byte time right after it */
    board_at(board_now(), usart_fix_byte_time_event, NULL);
}
