/* txt8_model.c - the TXT8 display on three pins of one port: edge decoding, the part's memory
 * and control, the timing checks (txt8_model.h); a part model (sim_part.h) named "txt8". */
#include "txt8_model.h"

#include <stdio.h>
#include <string.h>

#include "avr_ioport.h"
#include "board.h"
#include "sim_part.h"

/* Cycles at 16 MHz for a time in ns, rounded up. */
#define TX_NS(ns) (((uint64_t)(ns) * (BOARD_F_CPU / 1000000u) + 999u) / 1000u)
#define TX_SCK_PULSE TX_NS(250) /* SCK high, SCK low */
#define TX_SETUP TX_NS(50)      /* SDI before SCK rises */
#define TX_HOLD TX_NS(50)       /* SDI after SCK rose */
#define TX_CS_SCK TX_NS(250)    /* /CS falling to the first SCK rise; last SCK fall to /CS rising */
#define TX_CS_HIGH TX_NS(1000)  /* /CS high between frames */
#define TX_BUSY_CHAR TX_NS(5000) /* after a frame, per character written */

#define TX_CMD_WRITE 0x80u
#define TX_CMD_CONTROL 0x40u

typedef enum {
    TX_V_SCK_HIGH, TX_V_SCK_LOW, TX_V_SETUP, TX_V_HOLD, TX_V_CS_SCK, TX_V_SCK_CS, TX_V_CS_HIGH,
    TX_V_BUSY,
    TX_E_COMMAND, TX_E_PAST_END, TX_E_NOT_PRINTABLE, TX_E_AFTER_CONTROL, TX_E_CUT_BYTE,
    TX_KINDS
} tx_kind_t;
#define TX_TIMING_KINDS TX_E_COMMAND

static const char *const tx_kind_names[TX_KINDS] = {
    [TX_V_SCK_HIGH] = "SCK high shorter than 250 ns",
    [TX_V_SCK_LOW] = "SCK low shorter than 250 ns",
    [TX_V_SETUP] = "SDI set-up before SCK rising under 50 ns",
    [TX_V_HOLD] = "SDI hold after SCK rising under 50 ns",
    [TX_V_CS_SCK] = "/CS falling to SCK rising under 250 ns",
    [TX_V_SCK_CS] = "SCK falling to /CS rising under 250 ns",
    [TX_V_CS_HIGH] = "/CS high shorter than 1 us",
    [TX_V_BUSY] = "frame begun while the part was busy (lost)",
    [TX_E_COMMAND] = "unknown command byte",
    [TX_E_PAST_END] = "character past position 7",
    [TX_E_NOT_PRINTABLE] = "character code not printable ASCII",
    [TX_E_AFTER_CONTROL] = "data byte after a control command",
    [TX_E_CUT_BYTE] = "byte cut short by /CS rising",
};

static struct {
    avr_t *avr;
    char port_name;
    uint16_t port_addr, ddr_addr;
    uint8_t sdi_mask, sck_mask, cs_mask;
    uint8_t port, ddr; /* PORTx and DDRx as last written */
    bool sdi, sck, cs; /* line levels */
    /* the frame */
    bool in_frame, lost, control, sck_rose_in_frame;
    uint8_t shift, bits, count, pos, written;
    uint64_t sck_rise, sck_fall, sdi_change, cs_fall, cs_rise, busy_until, frame_start;
    uint64_t longest;
    /* the part */
    char mem[TXT8_MODEL_COLS];
    bool on;
    uint8_t brightness;
    uint32_t junk;
    /* counts */
    uint32_t counts[TX_KINDS];
    uint64_t first_at[TX_KINDS];
    uint32_t version, frames, chars;
} tx;

static void tx_problem(tx_kind_t kind, uint64_t now)
{
    if (tx.counts[kind]++ == 0)
        tx.first_at[kind] = now;
}

/* A line's level: driven (an output), else the board's pull-up (/CS) or pull-down. */
static bool tx_level(uint8_t mask, bool pulled_up)
{
    return (tx.ddr & mask) ? (tx.port & mask) != 0 : pulled_up;
}

static void tx_changed(void)
{
    tx.version++;
}

static void tx_byte(uint8_t b, uint64_t now)
{
    if (tx.count++ == 0) {
        if ((b & 0xF8u) == TX_CMD_WRITE) {
            tx.pos = b & 7u;
            tx.control = false;
        } else if ((b & 0xF0u) == TX_CMD_CONTROL) {
            tx.control = true;
            bool on = (b & 0x08u) != 0;
            uint8_t brightness = b & 7u;
            if (on != tx.on || brightness != tx.brightness) {
                tx.on = on;
                tx.brightness = brightness;
                tx_changed();
            }
        } else {
            tx_problem(TX_E_COMMAND, now);
            tx.lost = true;
        }
        return;
    }
    if (tx.control) {
        tx_problem(TX_E_AFTER_CONTROL, now);
        return;
    }
    if (tx.pos >= TXT8_MODEL_COLS) {
        tx_problem(TX_E_PAST_END, now);
        return;
    }
    if (b < 0x20u || b > 0x7Eu) {
        tx_problem(TX_E_NOT_PRINTABLE, now);
        b = '?';
    }
    if (tx.mem[tx.pos] != (char)b) {
        tx.mem[tx.pos] = (char)b;
        if (tx.on)
            tx_changed();
    }
    tx.pos++;
    tx.written++;
    tx.chars++;
}

static void tx_cs_edge(bool level, uint64_t now)
{
    if (!level) { /* a frame begins */
        if (tx.cs_rise != 0 && now - tx.cs_rise < TX_CS_HIGH)
            tx_problem(TX_V_CS_HIGH, now);
        tx.in_frame = true;
        tx.lost = now < tx.busy_until;
        if (tx.lost)
            tx_problem(TX_V_BUSY, now);
        tx.control = tx.sck_rose_in_frame = false;
        tx.bits = tx.count = tx.written = 0;
        tx.shift = 0;
        tx.cs_fall = now;
        return;
    }
    if (!tx.in_frame)
        return;
    if (tx.sck_rose_in_frame && now - tx.sck_fall < TX_CS_SCK)
        tx_problem(TX_V_SCK_CS, now);
    if (tx.bits != 0 && !tx.lost)
        tx_problem(TX_E_CUT_BYTE, now);
    if (tx.count != 0 && !tx.lost) {
        tx.frames++;
        if (now - tx.cs_fall > tx.longest)
            tx.longest = now - tx.cs_fall;
    }
    tx.busy_until = now + (uint64_t)tx.written * TX_BUSY_CHAR;
    tx.in_frame = false;
    tx.cs_rise = now;
}

static void tx_sck_edge(bool level, uint64_t now)
{
    if (!tx.in_frame) {
        tx.sck_fall = now;
        return;
    }
    if (level) {
        if (!tx.sck_rose_in_frame && now - tx.cs_fall < TX_CS_SCK)
            tx_problem(TX_V_CS_SCK, now);
        if (tx.sck_rose_in_frame && now - tx.sck_fall < TX_SCK_PULSE)
            tx_problem(TX_V_SCK_LOW, now);
        if (now - tx.sdi_change < TX_SETUP)
            tx_problem(TX_V_SETUP, now);
        tx.sck_rose_in_frame = true;
        tx.sck_rise = now;
        if (tx.lost)
            return;
        tx.shift = (uint8_t)(tx.shift << 1 | tx.sdi);
        if (++tx.bits == 8) {
            tx.bits = 0;
            tx_byte(tx.shift, now);
        }
    } else {
        if (tx.sck_rose_in_frame && now - tx.sck_rise < TX_SCK_PULSE)
            tx_problem(TX_V_SCK_HIGH, now);
        tx.sck_fall = now;
    }
}

static void tx_sdi_edge(bool level, uint64_t now)
{
    if (tx.in_frame && tx.sck_rose_in_frame && tx.sck && now - tx.sck_rise < TX_HOLD)
        tx_problem(TX_V_HOLD, now);
    tx.sdi = level;
    tx.sdi_change = now;
}

/* The lines after a PORTx or DDRx write: each edge in turn (/CS falling first, rising last). */
static void tx_lines(void)
{
    uint64_t now = tx.avr->cycle;
    bool cs = tx_level(tx.cs_mask, true);
    bool sck = tx_level(tx.sck_mask, false);
    bool sdi = tx_level(tx.sdi_mask, false);
    if (!cs && tx.cs)
        tx_cs_edge(tx.cs = false, now);
    if (sdi != tx.sdi)
        tx_sdi_edge(sdi, now);
    if (sck != tx.sck)
        tx_sck_edge(tx.sck = sck, now);
    if (cs && !tx.cs)
        tx_cs_edge(tx.cs = true, now);
}

static void tx_on_port(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    tx.port = (uint8_t)value;
    tx_lines();
}

static void tx_on_ddr(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    tx.ddr = (uint8_t)value;
    tx_lines();
}

static void txt8_power_on(void)
{
    for (int i = 0; i < TXT8_MODEL_COLS; i++) {
        tx.junk = tx.junk * 1103515245u + 12345u;
        tx.mem[i] = (char)(tx.junk >> 16);
    }
    tx.on = false;
    tx.brightness = 0;
    tx.in_frame = false;
    tx.busy_until = 0;
    tx_changed();
}

/* The port's IRQs carry its registers as they are now: avr_reset() cleared them without
 * raising them, and simavr drops a raise of the value an IRQ already has, so the firmware's
 * first writes after a reset (the same values as before it) would never reach the model. */
static void tx_resync_irqs(void)
{
    avr_irq_t *port = avr_io_getirq(tx.avr, AVR_IOCTL_IOPORT_GETIRQ(tx.port_name), 0);
    avr_raise_irq(port + IOPORT_IRQ_REG_PORT, tx.avr->data[tx.port_addr]);
    avr_raise_irq(port + IOPORT_IRQ_DIRECTION_ALL, tx.avr->data[tx.ddr_addr]);
}

/* After a reset the pins are inputs: /CS goes high (its pull-up) and a frame in flight is
 * dropped (the part's own doing, not the firmware's: no count). */
static void txt8_mcu_started(void)
{
    tx.in_frame = false;
    tx.port = tx.avr->data[tx.port_addr];
    tx.ddr = tx.avr->data[tx.ddr_addr];
    tx.cs = tx_level(tx.cs_mask, true);
    tx.sck = tx_level(tx.sck_mask, false);
    tx.sdi = tx_level(tx.sdi_mask, false);
    tx.cs_rise = 0;
    tx_resync_irqs(); /* the lines stay as they are: no edge */
}

static bool txt8_attach(avr_t *avr, const board_part_t *part)
{
    const board_pin_t *pin = part->pin;
    if (pin[0].port == 0 || pin[1].port != pin[0].port || pin[2].port != pin[0].port) {
        fprintf(stderr, "nimbox-sim: the txt8 part needs SDI, SCK and /CS on one port\n");
        return false;
    }
    memset(&tx, 0, sizeof tx);
    tx.avr = avr;
    tx.port_name = pin[0].port;
    tx.port_addr = (uint16_t)(0x25u + 3u * (unsigned)(tx.port_name - 'B')); /* PORTB 0x25 */
    tx.ddr_addr = (uint16_t)(tx.port_addr - 1u);
    tx.sdi_mask = (uint8_t)(1u << pin[0].bit);
    tx.sck_mask = (uint8_t)(1u << pin[1].bit);
    tx.cs_mask = (uint8_t)(1u << pin[2].bit);
    tx.junk = 0x7858u;
    avr_irq_t *port = avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ(tx.port_name), 0);
    avr_irq_register_notify(port + IOPORT_IRQ_REG_PORT, tx_on_port, NULL);
    avr_irq_register_notify(port + IOPORT_IRQ_DIRECTION_ALL, tx_on_ddr, NULL);
    txt8_power_on();
    txt8_mcu_started();
    return true;
}

void txt8_model_row(char out[TXT8_MODEL_COLS + 1])
{
    for (int i = 0; i < TXT8_MODEL_COLS; i++) {
        unsigned char c = (unsigned char)tx.mem[i];
        out[i] = !tx.on ? ' ' : c >= 0x20u && c <= 0x7Eu ? (char)c : '?';
    }
    out[TXT8_MODEL_COLS] = '\0';
}

int txt8_model_on(void)
{
    return tx.on;
}

uint8_t txt8_model_brightness(void)
{
    return tx.brightness;
}

static void txt8_text(char *out, size_t size)
{
    char row[TXT8_MODEL_COLS + 1];
    txt8_model_row(row);
    snprintf(out, size, "%s", row);
}

static void txt8_draw(FILE *f, const char *indent, const char *eol)
{
    char row[TXT8_MODEL_COLS + 1];
    txt8_model_row(row);
    fprintf(f, "%s+--------+%s", indent, eol);
    fprintf(f, "%s|%s|  TXT8 %s, brightness %u%s", indent, row, tx.on ? "on" : "off",
            tx.brightness, eol);
    fprintf(f, "%s+--------+%s", indent, eol);
}

static uint32_t txt8_version(void)
{
    return tx.version;
}

static uint32_t txt8_problems(void)
{
    uint32_t n = 0;
    for (int k = 0; k < TX_KINDS; k++)
        n += tx.counts[k];
    return n;
}

static void txt8_summary(FILE *f, const char *prefix)
{
    uint32_t timing = 0, protocol = 0;
    for (int k = 0; k < TX_KINDS; k++)
        *(k < TX_TIMING_KINDS ? &timing : &protocol) += tx.counts[k];
    fprintf(f, "%sTXT8: %u frames (%u characters written; longest frame %.1f us); timing "
               "violations %u, protocol errors %u\n",
            prefix, tx.frames, tx.chars, (double)tx.longest * 1e6 / BOARD_F_CPU, timing,
            protocol);
    for (int k = 0; k < TX_KINDS; k++)
        if (tx.counts[k])
            fprintf(f, "%s  %u x %s, the first at %.3f ms\n", prefix, tx.counts[k],
                    tx_kind_names[k], (double)tx.first_at[k] / BOARD_CYCLES_PER_MS);
}

static const sim_part_model_t txt8_model = {
    .name = "txt8",
    .attach = txt8_attach,
    .power_on = txt8_power_on,
    .mcu_started = txt8_mcu_started,
    .text = txt8_text,
    .draw = txt8_draw,
    .version = txt8_version,
    .problems = txt8_problems,
    .summary = txt8_summary,
};
SIM_PART_MODEL(txt8_model);
