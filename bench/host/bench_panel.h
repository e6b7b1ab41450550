/* bench_panel.h - the toy's keys and display in the bench's runs, for either board (the one
 * the firmware ELF names, sim/board_pins.h): on uno-lcd the LCD keypad shield (the button
 * ladder's voltage on its ADC input, the bench's HD44780 model, bench_lcd.h), on nano-tm1638
 * the TM1638 LED&KEY module (the simulator's model, sim/tm1638_model.h: keys S1..S8 through
 * its key scan, the digits and LEDs as the chip holds them). A press names a logical button;
 * a display change is logged at the cycle the LCD or the TM1638 takes the changed byte. */
#ifndef BENCH_PANEL_H
#define BENCH_PANEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sim_avr.h"

typedef enum {
    BENCH_KEY_NONE,
    BENCH_KEY_UP,
    BENCH_KEY_DOWN,
    BENCH_KEY_LEFT,
    BENCH_KEY_OK, /* SELECT on the shield, S5 on the LED&KEY module */
} bench_key_t;

/* Wires the board the ELF at path names to the core (no key held); false (and why in
 * problem) for a board the bench does not know. */
bool bench_panel_attach(avr_t *avr, const char *path, char *problem, size_t len);

/* The core attached, the board's name, and whether it has the TM1638 module. */
avr_t *bench_panel_avr(void);
const char *bench_panel_board(void);
bool bench_panel_tm1638(void);

/* Holds key (BENCH_KEY_NONE: lets go) from now on. */
void bench_panel_key(bench_key_t key);

/* The key as the board's user reads it ("SELECT", "S5 (OK)"). */
const char *bench_panel_key_name(bench_key_t key);

/* What the display shows, as text ("`>Bash ...` / ` Nim ...`", "`bASH` LEDs 00000000"). */
void bench_panel_screen(char *buf, size_t len);

/* Starts a fresh log of display changes; their number since, and the cycle of the i-th. */
void bench_panel_mark(void);
uint16_t bench_panel_log_count(void);
uint64_t bench_panel_log_at(uint16_t i);

/* The screen right after the i-th logged change, as bench_panel_screen writes it; false when
 * the board does not keep one (the LCD: its redraws are not animated). */
bool bench_panel_log_screen(uint16_t i, char *buf, size_t len);

/* Key samples the firmware has taken (the shield: ADC conversions started; the module: key
 * reads), and the name of one ("button ADC conversion", "TM1638 key read"). */
uint32_t bench_panel_samples(void);
const char *bench_panel_sample_name(void);

/* The longest TM1638 write and key read transactions so far (cycles; 0 on the shield), and
 * the module's timing violations and protocol errors. */
uint64_t bench_panel_bus_write(void);
uint64_t bench_panel_bus_read(void);
uint32_t bench_panel_bus_problems(void);

/* The display's light on, as its user sees it: the shield's backlight (its pin an input, or
 * driven high); the module's display on above its lowest brightness (having no backlight, the
 * firmware dims it to 1/16 for "off": hal/avr/tm1638/hal_display.c). The light goes off at the
 * power-down and back on at the wake-up. */
bool bench_panel_lit(void);

#endif
