/* keypad.h - the five shield buttons on one ADC input (the board's pin map says which)
 * through a resistor ladder. A press puts the button's voltage on that input (millivolts chosen so the 10-bit reading, mV * 1023 / 5000 rounded
 * down as simavr does, is exactly the family's nominal value) until its release time.
 * Families (RIGHT UP DOWN LEFT SELECT, none = 1023):
 *   'u' the common shield 0 145 329 505 741;  'a' 0 100 256 410 640;  'b' 0 205 405 623 824. */
#ifndef SIM_KEYPAD_H
#define SIM_KEYPAD_H

#include <stdbool.h>
#include <stdint.h>

#include "sim_avr.h"

typedef enum { KEYPAD_RIGHT = 0, KEYPAD_UP, KEYPAD_DOWN, KEYPAD_LEFT, KEYPAD_SELECT,
               KEYPAD_COUNT, KEYPAD_NONE = KEYPAD_COUNT } keypad_key_t;

/* Picks the ladder family ('u', 'a', 'b') on ADC input channel; false for an unknown one. */
bool keypad_attach(avr_t *avr, char family, uint8_t channel);

/* Parses "RIGHT", "up", ... into *key; false for an unknown name. */
bool keypad_parse(const char *name, keypad_key_t *key);

/* Name of a key ("RIGHT" ...). */
const char *keypad_name(keypad_key_t key);

/* Holds key down from now until cycle release_at (an earlier press is replaced). */
void keypad_press(keypad_key_t key, uint64_t release_at);

/* Releases any key now. */
void keypad_release(void);

/* The key held down, or KEYPAD_NONE. */
keypad_key_t keypad_held(void);

/* Cycle at which the held key is released (UINT64_MAX when none is held). */
uint64_t keypad_release_time(void);

/* Puts the current voltage on the input again (after a reset cleared the ADC). */
void keypad_refresh(void);

/* The ADC reading a key produces in the current family (KEYPAD_NONE: 1023). */
uint16_t keypad_reading(keypad_key_t key);

#endif
