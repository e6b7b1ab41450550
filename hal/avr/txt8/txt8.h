/* txt8.h - driver of the TXT8 display: one row of eight characters with its own character
 * generator, on three wires (board.h: BOARD_TXT8_*). The part, as its data sheet would say it
 * (the simulator's model, sim/txt8_model.h, checks all of it):
 *
 * - Lines: /CS (a frame is /CS low), SCK (idles low), SDI (taken on SCK rising, MSB first).
 * - A frame is a command byte and its data bytes:
 *     0x80 | p (p 0..7)  characters from position p on (0 the leftmost), one a data byte,
 *                        printable ASCII 0x20..0x7E; a byte past position 7, or any other
 *                        code, is refused
 *     0x40 | c           display control, no data: bit 3 on, bits 0..2 brightness (0..7)
 *   anything else is refused; a byte cut short by /CS rising is dropped.
 * - Timing minimums: SCK high and low 250 ns, SDI set-up and hold 50 ns around SCK rising,
 *   250 ns from /CS falling to SCK's first rise and from its last fall to /CS rising, /CS high
 *   1 us between frames; after a frame that wrote characters the part is busy 5 us a
 *   character, and a frame begun then is lost.
 * - Power-up: the display off, its eight characters any codes at all.
 *
 * Only single-bit instructions (sbi/cbi) change the port's lines, so a port shared with pins
 * an interrupt writes stays safe. */
#ifndef TXT8_H
#define TXT8_H

#include <stdbool.h>
#include <stdint.h>

#define TXT8_COLS 8u
#define TXT8_BRIGHTNESS_MAX 7u

/* Sets the lines up, writes eight blanks (the memory is random at power-up), switches the
 * display on at brightness (0..7). */
void txt8_init(uint8_t brightness);

/* Shows eight characters (printable ASCII; anything else is sent as '?'), in one frame,
 * unless the part shows them already. */
void txt8_show(const char text[TXT8_COLS]);

/* Display on or off, and its brightness (0..7). */
void txt8_display(bool on, uint8_t brightness);

#endif
