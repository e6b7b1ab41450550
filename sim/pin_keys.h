/* pin_keys.h - push keys to ground on the AVR's pins, as a part model (sim_part.h:
 * "pin_keys"): one key a pin (the board's part lists the pins, up to eight on one port, and
 * names the keys: board_part_t.names). A key held pulls its pin low; a key let go reads high
 * only through the AVR's pull-up (PORTx bit set on an input): without it the pin floats and
 * reads low, as if the key were held (the harsh choice). A key held while its pin drives high
 * is a short, counted as a problem. Keys held are let go at their release cycle from the run
 * loop (board_at); the pins' levels are simavr's "external" levels of the port, which this
 * model owns. */
#ifndef SIM_PIN_KEYS_H
#define SIM_PIN_KEYS_H

#include <stdint.h>

/* The keys held now (bit k: key k). */
uint32_t pin_keys_held(void);

#endif
