/* parts_fw.c - a test firmware for the bare-txt8 board's simulated parts (tests/sim/bare-txt8/
 * parts.sh builds it with avr-gcc, with the board's own TXT8 driver): it shows that the models
 * are as harsh as the parts. In order, each step reported on the UART:
 *   keys: the three key pins read without the pull-ups ("keys 0": floating, they read low),
 *         then with them ("keys 14": PC1..PC3 high), then the keys as the script holds them;
 *   txt8: the driver's frames ("GOOD BUS" shown, no problem counted), then frames that break
 *         the part's rules one by one, bit-banged here: a clock too fast, an unprintable code,
 *         an unknown command, a character past position 7, a frame begun while the part is
 *         busy, a byte cut short, data after a control byte.
 * Then it sleeps (interrupts on: no halt). */
#include <avr/io.h>
#include <util/delay.h>

#include "../fw/fw_uart.h"
#include "board.h"
#include "txt8.h"

#define KEYS ((1u << BOARD_KEY_MINUS_BIT) | (1u << BOARD_KEY_OK_BIT) | (1u << BOARD_KEY_PLUS_BIT))
#define SET(bit) (BOARD_TXT8_PORT |= (uint8_t)(1u << (bit)))
#define CLEAR(bit) (BOARD_TXT8_PORT &= (uint8_t)~(1u << (bit)))

/* A byte: with the lines' waits of the data sheet (slow: true), or with SCK high for one
 * instruction only (125 ns, half of what the part needs). */
static void bus_byte(uint8_t b, uint8_t bits, uint8_t slow)
{
    for (uint8_t i = 0; i < bits; i++, b = (uint8_t)(b << 1)) {
        if (b & 0x80u) {
            SET(BOARD_TXT8_SDI_BIT);
        } else {
            CLEAR(BOARD_TXT8_SDI_BIT);
        }
        _delay_us(0.5);
        if (slow) {
            SET(BOARD_TXT8_SCK_BIT);
            _delay_us(0.5);
            CLEAR(BOARD_TXT8_SCK_BIT);
        } else { /* sbi then cbi: SCK high 2 cycles */
            __asm__ volatile("sbi %0, %1\n\tcbi %0, %1" ::"I"(_SFR_IO_ADDR(BOARD_TXT8_PORT)),
                             "I"(BOARD_TXT8_SCK_BIT));
        }
    }
}

/* One frame of n bytes (the last one `last_bits` long), then the part's busy time unless
 * `wait` is 0. */
static void bus_frame(const uint8_t *bytes, uint8_t n, uint8_t last_bits, uint8_t slow,
                      uint8_t wait)
{
    CLEAR(BOARD_TXT8_CS_BIT);
    _delay_us(1);
    for (uint8_t i = 0; i < n; i++) {
        bus_byte(bytes[i], i + 1u == n ? last_bits : 8u, slow);
    }
    _delay_us(1);
    SET(BOARD_TXT8_CS_BIT);
    if (wait) {
        _delay_us(60);
    }
}

static void report_keys(const char *what)
{
    fw_puts(what);
    fw_putc(' ');
    fw_put_u32(BOARD_KEYS_PIN & KEYS);
    fw_putc('\n');
}

int main(void)
{
    fw_uart_init();
    _delay_ms(1);
    report_keys("keys");
    BOARD_KEYS_PORT |= KEYS; /* the pull-ups */
    _delay_ms(1);
    report_keys("keys");
    for (uint8_t i = 0; i < 30; i++) { /* 300 ms: the script holds DOWN meanwhile */
        _delay_ms(10);
    }
    report_keys("held");

    txt8_init(TXT8_BRIGHTNESS_MAX);
    txt8_show("GOOD BUS");
    fw_puts("good\n");
    _delay_ms(100);

    static const uint8_t fast[] = {0x80u, 'F', 'A', 'S', 'T'};
    bus_frame(fast, sizeof fast, 8, 0, 1);
    static const uint8_t bell[] = {0x84u, 0x07u};
    bus_frame(bell, sizeof bell, 8, 1, 1);
    static const uint8_t unknown[] = {0x20u, 'X'};
    bus_frame(unknown, sizeof unknown, 8, 1, 1);
    static const uint8_t past[] = {0x87u, 'A', 'B'};
    bus_frame(past, sizeof past, 8, 1, 0); /* and the next frame too soon */
    static const uint8_t soon[] = {0x80u, 'L', 'O', 'S', 'T'};
    bus_frame(soon, sizeof soon, 8, 1, 1);
    static const uint8_t cut[] = {0x80u, 'C'};
    bus_frame(cut, sizeof cut, 5, 1, 1);
    static const uint8_t control[] = {0x4Fu, 'D'};
    bus_frame(control, sizeof control, 8, 1, 1);
    fw_puts("bad\n");
    sei();
    for (;;) {
        sleep_mode();
    }
}
