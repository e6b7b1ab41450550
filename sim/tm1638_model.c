/* tm1638_model.c - the TM1638 LED&KEY module on three pins of one port: edge decoding, the
 * chip's memory and key scan, DIO's open-drain level, and the timing checks
 * (tm1638_model.h). */
#include "tm1638_model.h"

#include <string.h>
#include <strings.h>

#include "avr_ioport.h"
#include "board.h"

/* The port's registers (data addresses: PINB 0x23, DDRB, PORTB, then C, D) and line masks. */
#define TM_PIN tm.pin_addr
#define TM_DDR (tm.pin_addr + 1u)
#define TM_PORT (tm.pin_addr + 2u)
#define TM_STB tm.stb_mask
#define TM_CLK tm.clk_mask
#define TM_DIO tm.dio_mask

/* Cycles at 16 MHz for a time in ns, rounded up: a minimum of 400 ns needs 7 cycles. */
#define TM_NS(ns) (((uint64_t)(ns) * (BOARD_F_CPU / 1000000u) + 999u) / 1000u)
#define TM_CLK_PULSE TM_NS(400)   /* CLK low, CLK high */
#define TM_CLK_PERIOD TM_NS(1000) /* 1 MHz at most */
#define TM_SETUP TM_NS(100)       /* DIO before CLK rises */
#define TM_HOLD TM_NS(100)        /* DIO after CLK rose */
#define TM_STB_HIGH TM_NS(1000)   /* STB pulse width */
#define TM_CLK_STB TM_NS(1000)    /* last CLK rise to STB rise */
#define TM_READ_WAIT TM_NS(2000)  /* read command's 8th rise to the first fall (p. 9) */
#define TM_OUT_DELAY TM_NS(300)   /* CLK fall to the chip's key bit on DIO */
#define TM_PULLUP_RISE TM_NS(1000) /* the AVR's pull-up (20..50 kOhm) charging the line */
#define TM_SCAN TM_NS(4700000)    /* one key scan a display cycle */

#define TM_RAM 16u
#define TM_KEY_BITS 32u

typedef enum {
    TM_V_CLK_LOW, TM_V_CLK_HIGH, TM_V_CLK_PERIOD, TM_V_SETUP, TM_V_HOLD, TM_V_STB_HIGH,
    TM_V_CLK_STB, TM_V_READ_WAIT, TM_V_EARLY_READ, TM_V_CONTENTION,
    TM_TIMING_KINDS,
    TM_E_COMMAND = TM_TIMING_KINDS, TM_E_NO_ADDRESS, TM_E_PAST_END, TM_E_READ_MODE,
    TM_E_CUT_BYTE,
    TM_KINDS
} tm_kind_t;

static const char *const tm_kind_names[TM_KINDS] = {
    [TM_V_CLK_LOW] = "CLK low shorter than 400 ns",
    [TM_V_CLK_HIGH] = "CLK high shorter than 400 ns",
    [TM_V_CLK_PERIOD] = "clock faster than 1 MHz",
    [TM_V_SETUP] = "DIO set-up before CLK rising under 100 ns",
    [TM_V_HOLD] = "DIO hold after CLK rising under 100 ns",
    [TM_V_STB_HIGH] = "STB high shorter than 1 us",
    [TM_V_CLK_STB] = "CLK rising to STB rising under 1 us",
    [TM_V_READ_WAIT] = "read command to the first CLK fall under 2 us",
    [TM_V_EARLY_READ] = "DIO read before the key bit settled",
    [TM_V_CONTENTION] = "DIO driven high by the AVR while the chip pulls it low",
    [TM_E_COMMAND] = "unknown command byte",
    [TM_E_NO_ADDRESS] = "data byte with no address command before it",
    [TM_E_PAST_END] = "data byte past address 15",
    [TM_E_READ_MODE] = "data byte while the chip is in read mode (no 0x40/0x44 since 0x42)",
    [TM_E_CUT_BYTE] = "byte cut short by STB rising",
};

static struct {
    avr_t *avr;
    char port_name;                      /* 'B', 'C', 'D' */
    uint16_t pin_addr;                   /* its PINx */
    uint8_t stb_mask, clk_mask, dio_mask;
    uint8_t port, ddr; /* PORTx and DDRx as last written */
    bool stb, clk;     /* line levels */
    /* DIO */
    bool chip_low;      /* the chip pulls DIO low */
    bool dio;           /* the line's level (what the chip sees) */
    bool pin;           /* what PINx shows */
    bool pin_pending;   /* a change of pin to pending_level is on its way */
    bool pending_level;
    bool contention;
    uint64_t dio_changed; /* the last change of DIO made by the AVR */
    /* the transaction */
    bool in_frame, reading, clk_rose_in_frame;
    uint8_t shift, bits, count, read_bit;
    uint8_t key_bytes[4];
    uint64_t clk_rise, clk_fall, stb_fall, stb_rise, read_cmd_rise;
    bool frame_read;          /* this transaction is a key read */
    uint64_t longest[2];      /* the longest write and key read transaction (cycles) */
    bool stb_rose;
    /* the chip */
    uint8_t ram[TM_RAM];
    bool on, write_mode, fixed, have_address;
    uint8_t brightness, address;
    uint32_t junk; /* power-up memory noise */
    /* keys: the latest press and the one before (a scan may still see that one) */
    struct {
        uint8_t mask;
        uint64_t from, until;
    } press, press_before;
    /* counts */
    uint32_t counts[TM_KINDS];
    uint64_t first_at[TM_KINDS];
    uint8_t first_byte[TM_KINDS]; /* transaction byte count at the first one */
    uint32_t version, transactions, key_reads, bytes_written;
    void (*on_change)(void *ctx);
    void *on_change_ctx;
} tm;

static void tm_problem(tm_kind_t kind, uint64_t now)
{
    if (tm.counts[kind]++ == 0) {
        tm.first_at[kind] = now;
        tm.first_byte[kind] = tm.count;
    }
}

/* ---- DIO ---- */

/* DIO's level: the AVR's output, else the chip's pull-down, else the AVR's pull-up; a line
 * nobody drives or pulls up reads 0 (the harsh choice: no pull-up, no key bit 1). */
static bool tm_dio_line(void)
{
    /* PORTx's bit is the output level or, for an input, the pull-up; the chip's pull-down
     * wins over both (over an output high it is contention, counted apart) */
    return (tm.port & TM_DIO) && !tm.chip_low;
}

/* PINx's DIO bit, and simavr's "external" level for it (else a PORTx write would raise the
 * pull-up's 1 over the chip's 0). This model owns the port's external mask. */
static void tm_set_pin(bool level)
{
    avr_ioport_external_t e = {.name = tm.port_name, .mask = TM_DIO,
                               .value = level ? TM_DIO : 0};
    tm.pin = level;
    if (level)
        tm.avr->data[TM_PIN] |= TM_DIO;
    else
        tm.avr->data[TM_PIN] &= (uint8_t)~TM_DIO;
    avr_ioctl(tm.avr, AVR_IOCTL_IOPORT_SET_EXTERNAL(tm.port_name), &e);
}

/* The pending change has arrived (an event of the run loop, board_at). */
static void tm_pin_settled(void *ctx)
{
    (void)ctx;
    tm.pin_pending = false;
    tm_set_pin(tm.dio);
}

/* Brings PINx to the line's level: at once while the AVR drives DIO, else after delay (the
 * chip's output delay) and, going high, the pull-up's rise time. A change already on its way
 * to that level keeps its time (other pins' writes do not restart it). */
static void tm_pin_follow(uint64_t delay)
{
    if (tm.pin_pending && tm.pending_level == tm.dio && !(tm.ddr & TM_DIO))
        return;
    board_cancel(tm_pin_settled, NULL);
    tm.pin_pending = false;
    uint64_t wait = (tm.ddr & TM_DIO) ? 0 : delay + (tm.dio ? TM_PULLUP_RISE : 0);
    if (tm.dio == tm.pin || wait == 0) {
        tm_set_pin(tm.dio);
        return;
    }
    tm.pin_pending = true;
    tm.pending_level = tm.dio;
    board_at(tm.avr->cycle + wait, tm_pin_settled, NULL);
}

static void tm_check_contention(uint64_t now)
{
    bool fight = (tm.ddr & TM_DIO) && (tm.port & TM_DIO) && tm.chip_low;
    if (fight && !tm.contention)
        tm_problem(TM_V_CONTENTION, now);
    tm.contention = fight;
}

/* The chip pulls DIO low or lets it go (its own change: no timing check on it). */
static void tm_chip_drive(bool low, uint64_t now)
{
    tm.chip_low = low;
    tm.dio = tm_dio_line();
    tm_check_contention(now);
    tm_pin_follow(TM_OUT_DELAY);
}

/* After a PORTx/DDRx write: DIO as the AVR leaves it. */
static void tm_dio_from_avr(uint64_t now)
{
    bool line = tm_dio_line();
    tm_check_contention(now);
    if (line != tm.dio) {
        tm.dio = line;
        if (tm.in_frame && !tm.reading && tm.clk_rose_in_frame && now - tm.clk_rise < TM_HOLD)
            tm_problem(TM_V_HOLD, now);
        tm.dio_changed = now;
    }
    tm_pin_follow(0);
}

/* ---- keys ---- */

/* The keys held at cycle t (not long before the latest press). */
static uint8_t tm_keys_at(uint64_t t)
{
    if (t >= tm.press.from)
        return t < tm.press.until ? tm.press.mask : 0;
    return t >= tm.press_before.from && t < tm.press_before.until ? tm.press_before.mask : 0;
}

/* The 4 key bytes of the chip's last scan: S1..S4 bit 0 of bytes 0..3, S5..S8 bit 4. */
static void tm_latch_keys(uint64_t now)
{
    uint8_t keys = tm_keys_at(now - now % TM_SCAN);
    for (uint8_t i = 0; i < 4; i++)
        tm.key_bytes[i] = (uint8_t)(((keys >> i) & 1u) | (((keys >> (i + 4)) & 1u) << 4));
}

/* ---- the chip ---- */

static void tm_visible_change(void)
{
    tm.version++;
    if (tm.on_change != NULL)
        tm.on_change(tm.on_change_ctx);
}

static void tm_command(uint8_t b, uint64_t now)
{
    switch (b & 0xC0u) {
    case 0x40u: /* data command: 0100 T F RW, T (test mode) 0, RW 00 write or 10 read */
        if ((b & 0x08u) || (b & 0x01u)) {
            tm_problem(TM_E_COMMAND, now);
            return;
        }
        tm.fixed = (b & 0x04u) != 0;
        tm.write_mode = (b & 0x02u) == 0;
        if (!tm.write_mode) {
            tm.reading = tm.frame_read = true;
            tm.read_cmd_rise = now;
            tm.read_bit = 0;
            tm.key_reads++;
            tm_latch_keys(now);
        }
        return;
    case 0x80u: { /* display control */
        bool changed = tm.on != ((b & 0x08u) != 0) || tm.brightness != (b & 0x07u);
        tm.on = (b & 0x08u) != 0;
        tm.brightness = b & 0x07u;
        if (changed)
            tm_visible_change();
        return;
    }
    case 0xC0u: /* address */
        tm.address = b & 0x0Fu;
        tm.have_address = true;
        return;
    default:
        tm_problem(TM_E_COMMAND, now);
        return;
    }
}

static void tm_data(uint8_t b, uint64_t now)
{
    if (!tm.have_address) {
        tm_problem(TM_E_NO_ADDRESS, now);
    } else if (!tm.write_mode) {
        tm_problem(TM_E_READ_MODE, now);
    } else if (tm.address >= TM_RAM) {
        tm_problem(TM_E_PAST_END, now);
    } else {
        bool changed = tm.ram[tm.address] != b;
        tm.ram[tm.address] = b;
        if (changed)
            tm_visible_change();
        tm.bytes_written++;
        if (!tm.fixed)
            tm.address++;
    }
}

/* ---- edges ---- */

static void tm_stb_fall(uint64_t now)
{
    tm.stb = false;
    if (tm.stb_rose && now - tm.stb_rise < TM_STB_HIGH)
        tm_problem(TM_V_STB_HIGH, now);
    tm.in_frame = true;
    tm.stb_fall = now;
    tm.reading = tm.clk_rose_in_frame = tm.have_address = tm.frame_read = false;
    tm.shift = tm.bits = tm.count = tm.read_bit = 0;
    tm.transactions++;
}

static void tm_stb_rise(uint64_t now)
{
    tm.stb = true;
    tm.stb_rise = now;
    tm.stb_rose = true;
    if (!tm.in_frame)
        return;
    if (tm.clk_rose_in_frame && now - tm.clk_rise < TM_CLK_STB)
        tm_problem(TM_V_CLK_STB, now);
    if (tm.bits != 0 && !tm.reading)
        tm_problem(TM_E_CUT_BYTE, now);
    tm.in_frame = false;
    if (now - tm.stb_fall > tm.longest[tm.frame_read])
        tm.longest[tm.frame_read] = now - tm.stb_fall;
    if (tm.reading) {
        tm.reading = false;
        tm_chip_drive(false, now); /* the chip lets go of DIO */
    }
}

static void tm_clk_fall(uint64_t now)
{
    if (tm.in_frame && tm.clk_rose_in_frame && now - tm.clk_rise < TM_CLK_PULSE)
        tm_problem(TM_V_CLK_HIGH, now);
    tm.clk_fall = now;
    if (!tm.in_frame || !tm.reading)
        return;
    if (tm.read_bit == 0 && now - tm.read_cmd_rise < TM_READ_WAIT)
        tm_problem(TM_V_READ_WAIT, now);
    uint8_t bit = 1; /* past the 32 key bits the chip lets DIO go */
    if (tm.read_bit < TM_KEY_BITS)
        bit = (tm.key_bytes[tm.read_bit >> 3] >> (tm.read_bit & 7u)) & 1u;
    if (tm.read_bit < 255u)
        tm.read_bit++;
    tm_chip_drive(bit == 0, now);
}

static void tm_clk_rise(uint64_t now)
{
    if (!tm.in_frame) {
        tm.clk_rise = now;
        return;
    }
    if (now - tm.clk_fall < TM_CLK_PULSE)
        tm_problem(TM_V_CLK_LOW, now);
    if (tm.clk_rose_in_frame && now - tm.clk_rise < TM_CLK_PERIOD)
        tm_problem(TM_V_CLK_PERIOD, now);
    tm.clk_rise = now;
    tm.clk_rose_in_frame = true;
    if (tm.reading)
        return; /* the AVR takes the chip's bit; the chip takes nothing */
    if (now - tm.dio_changed < TM_SETUP)
        tm_problem(TM_V_SETUP, now);
    tm.shift |= (uint8_t)((tm.dio ? 1u : 0u) << tm.bits);
    if (++tm.bits < 8u)
        return;
    uint8_t b = tm.shift;
    tm.shift = tm.bits = 0;
    tm.count++;
    if (tm.count == 1u)
        tm_command(b, now);
    else
        tm_data(b, now);
}

/* A line's level: driven, pulled up, or (floating) as it was. */
static bool tm_line(uint8_t mask, bool was)
{
    if (tm.ddr & mask)
        return (tm.port & mask) != 0;
    return (tm.port & mask) ? true : was;
}

/* PORTx or DDRx changed: handle the edges, STB falling first and rising last. */
static void tm_lines_changed(void)
{
    uint64_t now = tm.avr->cycle;
    bool stb = tm_line(TM_STB, tm.stb);
    bool clk = tm_line(TM_CLK, tm.clk);
    if (!stb && tm.stb)
        tm_stb_fall(now);
    tm_dio_from_avr(now);
    if (clk != tm.clk) {
        tm.clk = clk;
        if (clk)
            tm_clk_rise(now);
        else
            tm_clk_fall(now);
    }
    if (stb && !tm.stb)
        tm_stb_rise(now);
}

static void tm_on_port(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    tm.port = (uint8_t)value;
    tm_lines_changed();
}

static void tm_on_ddr(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    tm.ddr = (uint8_t)value;
    tm_lines_changed();
}

/* Every read of PINx (simavr raises the I/O address's IRQ on reads). */
static void tm_on_pin_read(struct avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)value;
    (void)param;
    if (tm.reading && tm.read_bit > 0 && tm.pin_pending && !(tm.ddr & TM_DIO))
        tm_problem(TM_V_EARLY_READ, tm.avr->cycle);
}

/* ---- the API ---- */

void tm1638_model_attach(avr_t *avr, const board_pins_t *pins)
{
    memset(&tm, 0, sizeof tm);
    tm.avr = avr;
    tm.port_name = pins->tm1638_stb.port; /* board.h puts all three on one port */
    tm.pin_addr = (uint16_t)(0x23u + 3u * (unsigned)(tm.port_name - 'B'));
    tm.stb_mask = (uint8_t)(1u << pins->tm1638_stb.bit);
    tm.clk_mask = (uint8_t)(1u << pins->tm1638_clk.bit);
    tm.dio_mask = (uint8_t)(1u << pins->tm1638_dio.bit);
    tm.junk = 0x1638u;
    tm.stb = tm.clk = true;
    avr_irq_t *port = avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ(tm.port_name), 0);
    avr_irq_register_notify(port + IOPORT_IRQ_REG_PORT, tm_on_port, NULL);
    avr_irq_register_notify(port + IOPORT_IRQ_DIRECTION_ALL, tm_on_ddr, NULL);
    avr_irq_register_notify(avr_iomem_getirq(avr, TM_PIN, NULL, AVR_IOMEM_IRQ_ALL),
                            tm_on_pin_read, NULL);
    tm1638_model_power_on();
}

void tm1638_model_power_on(void)
{
    for (uint8_t i = 0; i < TM_RAM; i++) {
        tm.junk = tm.junk * 1103515245u + 12345u;
        tm.ram[i] = (uint8_t)(tm.junk >> 16);
    }
    tm.on = false;
    tm.brightness = 0;
    tm.write_mode = tm.fixed = tm.have_address = false;
    tm.in_frame = tm.reading = false;
    tm.chip_low = false;
    tm.stb_rose = false;
    memset(&tm.press, 0, sizeof tm.press);
    memset(&tm.press_before, 0, sizeof tm.press_before);
    tm_visible_change();
    tm1638_model_mcu_started();
}

void tm1638_model_mcu_started(void)
{
    /* avr_reset() cleared the port registers (and PINx) without a write: take the registers
     * as they are and put DIO's level back at once. */
    tm.port = tm.avr->data[TM_PORT];
    tm.ddr = tm.avr->data[TM_DDR];
    tm_lines_changed();
    tm.dio = tm_dio_line();
    board_cancel(tm_pin_settled, NULL);
    tm.pin_pending = false;
    tm_set_pin(tm.dio);
}

void tm1638_model_keys(uint8_t mask, uint64_t release_at)
{
    uint64_t now = tm.avr->cycle;
    if (tm.press.until > now)
        tm.press.until = now;
    tm.press_before = tm.press;
    tm.press.mask = mask;
    tm.press.from = now;
    tm.press.until = release_at;
}

uint8_t tm1638_model_keys_held(void)
{
    return tm_keys_at(tm.avr->cycle);
}

bool tm1638_model_key_parse(const char *name, uint8_t *key)
{
    if ((name[0] != 'S' && name[0] != 's') || name[1] < '1' || name[1] > '8' || name[2] != '\0')
        return false;
    *key = (uint8_t)(name[1] - '1');
    return true;
}

void tm1638_model_digits(uint8_t out[TM1638_MODEL_DIGITS])
{
    for (uint8_t i = 0; i < TM1638_MODEL_DIGITS; i++)
        out[i] = tm.on ? tm.ram[2u * i] : 0;
}

uint8_t tm1638_model_leds(void)
{
    uint8_t leds = 0;
    for (uint8_t i = 0; i < TM1638_MODEL_DIGITS && tm.on; i++)
        leds |= (uint8_t)((tm.ram[2u * i + 1u] & 1u) << i);
    return leds;
}

bool tm1638_model_display_on(void)
{
    return tm.on;
}

uint8_t tm1638_model_brightness(void)
{
    return tm.brightness;
}

uint32_t tm1638_model_version(void)
{
    return tm.version;
}

void tm1638_model_on_change(void (*fn)(void *ctx), void *ctx)
{
    tm.on_change = fn;
    tm.on_change_ctx = ctx;
}

uint32_t tm1638_model_timing_violations(void)
{
    uint32_t n = 0;
    for (int k = 0; k < TM_TIMING_KINDS; k++)
        n += tm.counts[k];
    return n;
}

uint32_t tm1638_model_protocol_errors(void)
{
    uint32_t n = 0;
    for (int k = TM_TIMING_KINDS; k < TM_KINDS; k++)
        n += tm.counts[k];
    return n;
}

uint32_t tm1638_model_transactions(void)
{
    return tm.transactions;
}

uint32_t tm1638_model_key_reads(void)
{
    return tm.key_reads;
}

uint32_t tm1638_model_bytes_written(void)
{
    return tm.bytes_written;
}

uint64_t tm1638_model_longest_write(void)
{
    return tm.longest[0];
}

uint64_t tm1638_model_longest_key_read(void)
{
    return tm.longest[1];
}

void tm1638_model_print_problems(FILE *f, const char *prefix)
{
    for (int k = 0; k < TM_KINDS; k++) {
        if (tm.counts[k] == 0)
            continue;
        fprintf(f, "%s%s %u: %s (first at %.4f ms, byte %u of its transaction)\n", prefix,
                k < TM_TIMING_KINDS ? "timing violation" : "protocol error", tm.counts[k],
                tm_kind_names[k], (double)tm.first_at[k] / BOARD_CYCLES_PER_MS,
                tm.first_byte[k]);
    }
}
