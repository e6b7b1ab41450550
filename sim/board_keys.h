/* board_keys.h - the keys of whichever board is simulated, numbered from 0: the LCD shield's
 * five buttons (RIGHT UP DOWN LEFT SELECT on the ADC ladder, keypad.h), the TM1638
 * module's eight keys S1..S8 (tm1638_model.h), or the keys of a part the board names by its
 * model (sim_part.h: their names are the model's). For scripts and the terminal. */
#ifndef SIM_BOARD_KEYS_H
#define SIM_BOARD_KEYS_H

#include <stdbool.h>
#include <stdint.h>

#define BOARD_KEY_NONE (-1)

/* A key's name ("SELECT", "s5" ...; any case) to its number; false for another board's. */
bool board_key_parse(const char *name, int *key);

/* A key's name, and all of them for messages ("RIGHT UP DOWN LEFT SELECT", "S1 .. S8"). */
const char *board_key_name(int key);
const char *board_key_names(void);

/* Holds key down from now until cycle release_at (UINT64_MAX: until board_key_release); an
 * earlier press is let go, except a TM1638 key (or a part model's) held until further notice
 * (UINT64_MAX): it joins those held (the module can read chords, the ladder cannot). */
void board_key_press(int key, uint64_t release_at);

/* Lets go of every key now. */
void board_key_release(void);

/* The key held now (the lowest one if several), or BOARD_KEY_NONE. */
int board_key_held(void);

#endif
