/* bench_lcd.h - a small HD44780 model for the bench runner, decoding the 4-bit bus of the LCD
 * keypad shield (RS = PB0, E = PB1, D4..D7 = PD4..PD7) on E's falling edge as the real chip
 * does. Unlike simavr's part it prints nothing and records the cycle of the last write that
 * changed what the display shows, which is what "LCD updated" means for the latency figure. */
#ifndef BENCH_LCD_H
#define BENCH_LCD_H

#include <stdint.h>

#include "sim_avr.h"

/* Wires the model to the core's pins (one LCD per process). */
void bench_lcd_attach(avr_t *avr);

/* Cycle of the latest write that changed the visible text (0: none yet). */
uint64_t bench_lcd_last_change(void);

/* Number of writes so far that changed the visible text. */
uint32_t bench_lcd_changes(void);

/* Starts a fresh log of text-changing writes (the log keeps the first 256 after the mark). */
void bench_lcd_mark(void);

/* Number of logged changes since the mark, and the cycle of the i-th. */
uint16_t bench_lcd_log_count(void);
uint64_t bench_lcd_log_at(uint16_t i);

/* Row 0 or 1 as 16 characters plus a terminating NUL (non-ASCII shown as '?'). */
void bench_lcd_row(uint8_t row, char out[17]);

#endif
