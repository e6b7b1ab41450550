/* txt8_model.h - the TXT8 display (one row of eight characters on three wires; its data sheet
 * is hal/avr/txt8/txt8.h) as a part model (sim_part.h: "txt8"), as harsh as the part or
 * harsher. Pins, in this order: SDI, SCK, /CS (one port). On the board /CS has a pull-up and
 * SCK and SDI pull-downs, so an undriven /CS reads high, the others low.
 *
 * - Protocol: a frame is /CS low; bits MSB first taken on SCK rising; the first byte a
 *   command (0x80 | p: characters from position p, 0x40 | c: bit 3 on, bits 0..2
 *   brightness). Counted as protocol errors: an unknown command, a character past position 7
 *   or not printable ASCII (the part shows '?' for it), a data byte after a control byte, a
 *   byte cut short by /CS rising. An MCU reset in a frame drops it without a count.
 * - Timing, from the cycle counter at every edge (62.5 ns a cycle, minimums rounded up):
 *   SCK high and low 250 ns, SDI set-up and hold 50 ns around SCK rising, /CS falling to the
 *   first SCK rise and the last SCK fall to /CS rising 250 ns, /CS high 1 us; after a frame
 *   that wrote k characters the part is busy 5 us a character: a frame begun then is lost
 *   (counted).
 * - Power-up: display off, brightness 0, the eight characters random codes.
 * What a person reads (text): the eight characters, blanks while the display is off. */
#ifndef SIM_TXT8_MODEL_H
#define SIM_TXT8_MODEL_H

#include <stdint.h>

#define TXT8_MODEL_COLS 8

/* What the part shows now (eight characters and a NUL; blanks while it is off), and whether
 * it is on and its brightness (0..7). */
void txt8_model_row(char out[TXT8_MODEL_COLS + 1]);
int txt8_model_on(void);
uint8_t txt8_model_brightness(void);

#endif
