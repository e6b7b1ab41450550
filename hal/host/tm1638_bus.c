/* tm1638_bus.c (host) - the recording TM1638 bus fake behind hal/host/tm1638_bus.h: it
 * decodes the driver's edges into transactions as the chip would (STB framing, LSB first,
 * DIO taken on CLK rising, key bits put out on CLK falling) and keeps the chip's display
 * memory. Controls for tests: tm1638_fake.h. */
#include "tm1638_bus.h"

#include <stdio.h>
#include <string.h>

#include "tm1638_fake.h"

#define FAKE_TM1638_RAM_SIZE 16u
#define FAKE_TM1638_JUNK 0xA5u

static struct {
    bool stb, clk, dio_level, dio_output; /* the driver's side of the lines */
    bool lines_set_up;                    /* tm1638_bus_init ran */
    uint32_t ns;
    fake_tm1638_frame_t frames[FAKE_TM1638_FRAMES];
    uint16_t frame_count;
    fake_tm1638_frame_t cur;
    uint8_t shift, shift_bits; /* the byte coming in */
    bool reading;
    uint32_t read_cmd_ns; /* when the read command's 8th rising edge came */
    uint8_t key_bytes[4];
    uint8_t ram[FAKE_TM1638_RAM_SIZE];
    uint8_t control;
    bool fixed_address;
    bool have_address;
    uint8_t address;
    uint32_t errors;
    char first_error[120];
} fk;

static void fake_tm1638_error(const char *what)
{
    if (fk.errors++ == 0) {
        snprintf(fk.first_error, sizeof fk.first_error, "frame %u byte %u: %s",
                 fk.frame_count, fk.cur.count, what);
    }
}

void fake_tm1638_reset(void)
{
    memset(&fk, 0, sizeof fk);
    fk.stb = fk.clk = fk.dio_level = true;
    memset(fk.ram, FAKE_TM1638_JUNK, sizeof fk.ram);
}

void fake_tm1638_set_key_bytes(const uint8_t bytes[4])
{
    memcpy(fk.key_bytes, bytes, sizeof fk.key_bytes);
}

uint16_t fake_tm1638_frame_count(void)
{
    return fk.frame_count;
}

const fake_tm1638_frame_t *fake_tm1638_frame(uint16_t i)
{
    return i < fk.frame_count && i < FAKE_TM1638_FRAMES ? &fk.frames[i] : NULL;
}

const uint8_t *fake_tm1638_ram(void)
{
    return fk.ram;
}

uint8_t fake_tm1638_control(void)
{
    return fk.control;
}

uint32_t fake_tm1638_errors(void)
{
    return fk.errors;
}

const char *fake_tm1638_first_error(void)
{
    return fk.first_error;
}

uint32_t fake_tm1638_ns(void)
{
    return fk.ns;
}

bool fake_tm1638_idle(void)
{
    return fk.lines_set_up && fk.stb && fk.clk && fk.dio_output;
}

/* A whole byte arrived: the first of a transaction is its command, the rest data. */
static void fake_tm1638_take_byte(uint8_t b)
{
    if (fk.cur.count < FAKE_TM1638_FRAME_BYTES) {
        fk.cur.bytes[fk.cur.count] = b;
    }
    fk.cur.count++;
    if (fk.cur.count == 1u) {
        if ((b & 0xC0u) == 0x40u) {
            fk.fixed_address = (b & 0x04u) != 0;
            if (b & 0x02u) {
                fk.reading = true;
                fk.read_cmd_ns = fk.ns;
            }
        } else if ((b & 0xC0u) == 0x80u) {
            fk.control = b;
        } else {
            fk.have_address = true;
            fk.address = b & 0x0Fu;
        }
        return;
    }
    if (!fk.have_address) {
        fake_tm1638_error("a byte after a command that takes none");
    } else if (fk.address >= FAKE_TM1638_RAM_SIZE) {
        fake_tm1638_error("a byte past address 15");
    } else {
        fk.ram[fk.address] = b;
        if (!fk.fixed_address) {
            fk.address++;
        }
    }
}

void tm1638_bus_init(void)
{
    fk.stb = fk.clk = fk.dio_level = true;
    fk.dio_output = true;
    fk.lines_set_up = true;
}

void tm1638_bus_stb_low(void)
{
    if (!fk.stb) {
        return;
    }
    fk.stb = false;
    memset(&fk.cur, 0, sizeof fk.cur);
    fk.shift = fk.shift_bits = 0;
    fk.reading = false;
    fk.have_address = false;
}

void tm1638_bus_stb_high(void)
{
    if (fk.stb) {
        return;
    }
    fk.stb = true;
    fk.cur.loose_bits = fk.shift_bits; /* STB rising mid-byte: that byte is dropped */
    if (fk.frame_count < FAKE_TM1638_FRAMES) {
        fk.frames[fk.frame_count] = fk.cur;
    }
    fk.frame_count++;
    fk.reading = false;
}

void tm1638_bus_clk_low(void)
{
    if (!fk.clk) {
        return;
    }
    fk.clk = false;
    if (fk.stb || !fk.reading) {
        return;
    }
    /* The chip puts the next key bit on DIO. */
    if (fk.cur.read_bits == 0) {
        fk.cur.first_fall_ns = fk.ns - fk.read_cmd_ns;
        fk.cur.dio_released_by_first_fall = !fk.dio_output;
    }
    if (fk.cur.read_bits < 255u) {
        fk.cur.read_bits++;
    }
    if (fk.dio_output) {
        fake_tm1638_error("DIO still driven by the MCU while the chip puts out key bits");
    }
}

void tm1638_bus_clk_high(void)
{
    if (fk.clk) {
        return;
    }
    fk.clk = true;
    if (fk.stb) {
        fake_tm1638_error("a CLK edge with STB high");
        return;
    }
    if (fk.reading) {
        return;
    }
    fk.shift |= (uint8_t)((fk.dio_level ? 1u : 0u) << fk.shift_bits); /* driven, or pulled up */
    if (++fk.shift_bits == 8u) {
        uint8_t b = fk.shift;
        fk.shift = fk.shift_bits = 0;
        fake_tm1638_take_byte(b);
    }
}

void tm1638_bus_dio_put(uint8_t bit)
{
    fk.dio_level = bit != 0;
}

void tm1638_bus_dio_release(void)
{
    fk.dio_level = true; /* the port bit is now the pull-up */
    fk.dio_output = false;
}

void tm1638_bus_dio_drive(void)
{
    fk.dio_output = true;
}

uint8_t tm1638_bus_dio_get(void)
{
    if (fk.dio_output) {
        fake_tm1638_error("DIO read while it is an output");
        return fk.dio_level;
    }
    if (!fk.stb && fk.reading && fk.cur.read_bits > 0) {
        uint8_t i = (uint8_t)(fk.cur.read_bits - 1u);
        if (i < 32u) {
            return (uint8_t)((fk.key_bytes[i >> 3] >> (i & 7u)) & 1u);
        }
    }
    return fk.dio_level; /* nobody pulls it low: the pull-up (or nothing, without it) */
}

void tm1638_bus_wait_ns(uint32_t ns)
{
    fk.ns += ns;
}
