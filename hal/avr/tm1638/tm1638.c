/* tm1638.c - bit-banged TM1638 driver: transactions, LSB-first bytes, the display memory
 * copy that lets tm1638_show send nothing when nothing changed, and the key read. The lines and waits
 * come from tm1638_bus.h: the AVR one (sbi/cbi and cycle delays) or, in host unit tests, the
 * recording twin in hal/host/ (angle brackets: the include path picks the platform's file). */
#include "tm1638.h"

#include <tm1638_bus.h>

/* Waits (ns) between edges, each with margin over the datasheet's minimum (tm1638.h). */
#define TM1638_CLK_LOW_NS 500u    /* CLK low before it rises; also DIO's set-up time */
#define TM1638_CLK_HIGH_NS 500u   /* CLK high before it falls; also DIO's hold time */
#define TM1638_STB_CLK_NS 1000u   /* STB low to the first CLK fall */
#define TM1638_CLK_STB_NS 1000u   /* last CLK rise to STB rise */
#define TM1638_STB_HIGH_NS 1000u  /* STB high between two transactions */
#define TM1638_READ_WAIT_NS 2000u /* read command's 8th CLK rise to the first CLK fall */
#define TM1638_KEY_BIT_NS 2000u   /* CLK fall to reading the chip's key bit */

#define TM1638_KEY_BYTES 4u
_Static_assert(TM1638_RAM_SIZE == 2u * TM1638_DIGITS, "the display memory: a digit's byte, its LED's");

/* What the chip's memory holds, as last sent: the digits' bytes and the LEDs (bit i lit). */
static uint8_t tm1638_sent_digits[TM1638_DIGITS];
static uint8_t tm1638_sent_leds;
static bool tm1638_sent_valid;

static void tm1638_start(void)
{
    tm1638_bus_stb_low();
    TM1638_BUS_WAIT_NS(TM1638_STB_CLK_NS);
}

static void tm1638_stop(void)
{
    TM1638_BUS_WAIT_NS(TM1638_CLK_STB_NS);
    tm1638_bus_stb_high();
    TM1638_BUS_WAIT_NS(TM1638_STB_HIGH_NS);
}

/* One byte out, LSB first: DIO changes while CLK is low, the chip takes it as CLK rises. */
static void tm1638_write_byte(uint8_t byte)
{
    for (uint8_t i = 0; i < 8u; i++) {
        tm1638_bus_clk_low();
        tm1638_bus_dio_put(byte & 1u);
        byte >>= 1;
        TM1638_BUS_WAIT_NS(TM1638_CLK_LOW_NS);
        tm1638_bus_clk_high();
        TM1638_BUS_WAIT_NS(TM1638_CLK_HIGH_NS);
    }
}

/* One byte in, LSB first: the chip puts each bit on DIO after CLK falls. */
static uint8_t tm1638_read_byte(void)
{
    uint8_t byte = 0;
    for (uint8_t i = 0; i < 8u; i++) {
        tm1638_bus_clk_low();
        TM1638_BUS_WAIT_NS(TM1638_KEY_BIT_NS);
        byte >>= 1;
        if (tm1638_bus_dio_get()) {
            byte |= 0x80u;
        }
        tm1638_bus_clk_high();
        TM1638_BUS_WAIT_NS(TM1638_CLK_HIGH_NS);
    }
    return byte;
}

/* A transaction of one command byte. */
static void tm1638_command(uint8_t cmd)
{
    tm1638_start();
    tm1638_write_byte(cmd);
    tm1638_stop();
}

/* Anything changed: all 16 bytes in one auto-increment frame (295 us on the bus). Sending only
 * the changed runs saved bus time but took 132 more bytes of the Nano's flash
 * (bench/bench_notes.md). */
void tm1638_show(const uint8_t segments[TM1638_DIGITS], uint8_t leds)
{
    bool same = tm1638_sent_valid && leds == tm1638_sent_leds;
    for (uint8_t i = 0; i < TM1638_DIGITS; i++) {
        same = same && segments[i] == tm1638_sent_digits[i];
        tm1638_sent_digits[i] = segments[i];
    }
    if (same) {
        return;
    }
    tm1638_sent_leds = leds;
    tm1638_sent_valid = true;
    tm1638_command(TM1638_CMD_WRITE);
    tm1638_start();
    tm1638_write_byte(TM1638_CMD_ADDRESS);
    /* the display memory in pairs: digit i's segments, then LED i (bit 0) */
    for (uint8_t i = 0; i < TM1638_DIGITS; i++, leds >>= 1) {
        tm1638_write_byte(segments[i]);
        tm1638_write_byte(leds & 1u);
    }
    tm1638_stop();
}

void tm1638_display(bool on, uint8_t brightness)
{
    if (brightness > TM1638_BRIGHTNESS_MAX) {
        brightness = TM1638_BRIGHTNESS_MAX;
    }
    tm1638_command(on ? (uint8_t)(TM1638_CMD_DISPLAY_ON | brightness) : TM1638_CMD_DISPLAY_OFF);
}

uint8_t tm1638_keys(void)
{
    uint8_t keys = 0;
    tm1638_start();
    tm1638_write_byte(TM1638_CMD_READ_KEYS);
    tm1638_bus_dio_release();
    TM1638_BUS_WAIT_NS(TM1638_READ_WAIT_NS);
    /* The LED&KEY board wires its keys to K3: in byte i, bit 0 is S(i+1), bit 4 S(i+5). Each
     * byte's two keys come in at bits 3 and 7 and move down a bit with each byte after it:
     * byte i's end at bits i and i + 4. */
    for (uint8_t i = 0; i < TM1638_KEY_BYTES; i++) {
        uint8_t byte = tm1638_read_byte();
        keys = (uint8_t)((keys >> 1) | ((byte & 0x11u) << (TM1638_KEY_BYTES - 1u)));
    }
    tm1638_stop(); /* STB high: the chip lets go of DIO */
    tm1638_bus_dio_drive();
    return keys;
}

void tm1638_invalidate(void)
{
    tm1638_sent_valid = false;
}

void tm1638_init(uint8_t brightness)
{
    tm1638_bus_init();
    TM1638_BUS_WAIT_NS(TM1638_STB_HIGH_NS);
    /* A blank copy marked unknown: showing it sends all 16 bytes, the clear. */
    for (uint8_t i = 0; i < TM1638_DIGITS; i++) {
        tm1638_sent_digits[i] = 0;
    }
    tm1638_invalidate();
    tm1638_show(tm1638_sent_digits, 0);
    tm1638_display(true, brightness);
}
