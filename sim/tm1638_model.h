/* tm1638_model.h - a TM1638 "LED&KEY" module on the AVR's pins (the board's, board_pins.h:
 * STB = PD4, CLK = PD6, DIO = PD7 on nano-tm1638), as harsh as the chip or harsher:
 *
 * - Protocol: STB low frames a transaction (CLK is ignored while STB is high); the first byte
 *   is a command (0x40 write auto-increment, 0x44 fixed address, 0x42 read keys, 0x80 display
 *   off, 0x88..0x8F on with brightness, 0xC0..0xCF address then data bytes); bits LSB first,
 *   taken on CLK rising; STB rising mid-byte drops that byte.
 * - Key read: after the read command the chip puts a key bit on DIO 300 ns after each CLK
 *   falling edge, 32 bits, open-drain: a 0 pulls DIO low, a 1 lets go and only the AVR's
 *   pull-up brings it high, 1 us later (a released DIO without the pull-up reads 0). The keys
 *   are those of the chip's last scan (one every 4.7 ms); S1..S4 are bit 0 of bytes 0..3,
 *   S5..S8 bit 4.
 * - Timing minimums checked at every edge from the cycle counter (62.5 ns a cycle), each
 *   violation counted by kind: CLK low and high 400 ns, clock period 1 us (1 MHz), DIO set-up
 *   and hold 100 ns around CLK rising, STB high 1 us, last CLK rise to STB rise 1 us, 2 us
 *   from the read command's 8th rising edge to the first falling edge, DIO read (PIND) before
 *   the key bit settled, and the AVR driving DIO while the chip pulls it low (contention).
 * - Protocol errors counted apart: an unknown command, data with no address, data past
 *   address 15, a byte cut short by STB.
 * - Power-up: display memory random, display off. An MCU reset leaves the module as it is.
 *
 * The model sets DIO's input level itself (the PINx bit, and simavr's "external" level so a
 * PORTx write does not pull it back up), and ignores its own DIO changes. */
#ifndef SIM_TM1638_MODEL_H
#define SIM_TM1638_MODEL_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "board_pins.h"
#include "sim_avr.h"

#define TM1638_MODEL_DIGITS 8
#define TM1638_MODEL_KEYS 8

/* Hooks the model to the board's STB, CLK and DIO (one port); the module starts in its
 * power-up state. */
void tm1638_model_attach(avr_t *avr, const board_pins_t *pins);

/* Power-up state again (the module lost power with the board). */
void tm1638_model_power_on(void);

/* The MCU started (reset, watchdog, power-on): its pins are inputs again. */
void tm1638_model_mcu_started(void);

/* Keys held (bit i = S(i+1)) from now until cycle release_at (UINT64_MAX: until the next
 * call); the chip sees them at its next scan. */
void tm1638_model_keys(uint8_t mask, uint64_t release_at);

/* The keys held now (bit i = S(i+1)). */
uint8_t tm1638_model_keys_held(void);

/* Parses "S1".."S8" (any case) into a key number 0..7; false for anything else. */
bool tm1638_model_key_parse(const char *name, uint8_t *key);

/* What a person sees: the 8 digits' patterns (segments a..g bits 0..6, dp bit 7) and the
 * LEDs (bit i = LED i+1, LED 1 leftmost); all dark while the display is off. */
void tm1638_model_digits(uint8_t out[TM1638_MODEL_DIGITS]);
uint8_t tm1638_model_leds(void);

/* Display switched on, and its brightness 0..7. */
bool tm1638_model_display_on(void);
uint8_t tm1638_model_brightness(void);

/* Bumped at every change of what is visible, for redraws. */
uint32_t tm1638_model_version(void);

/* Calls fn(ctx) at every change of what is visible, at the cycle the chip takes it (the
 * bench's press-to-display latency); NULL: none. One listener. */
void tm1638_model_on_change(void (*fn)(void *ctx), void *ctx);

/* Timing violations and protocol errors so far. */
uint32_t tm1638_model_timing_violations(void);
uint32_t tm1638_model_protocol_errors(void);

/* Transactions, key reads and display bytes written so far. */
uint32_t tm1638_model_transactions(void);
uint32_t tm1638_model_key_reads(void);
uint32_t tm1638_model_bytes_written(void);

/* The longest write transaction (STB low to high: a whole display update is one) and the
 * longest key read so far, in cycles: what the bus costs the firmware. */
uint64_t tm1638_model_longest_write(void);
uint64_t tm1638_model_longest_key_read(void);

/* Prints each kind of violation and error met (count, and when and how the first one came),
 * one a line with prefix; nothing when there were none. */
void tm1638_model_print_problems(FILE *f, const char *prefix);

#endif
