/* term_keys.h - the terminal's keys as presses of the board's buttons. A terminal reports key
 * presses only (no releases), so each one becomes a separate press of TERM_KEYS_PRESS_MS,
 * then TERM_KEYS_GAP_MS released, queued in order: keys typed fast, typed together or sent
 * by a held key's auto-repeat are each pressed once (a fast person's pace, about 10 a
 * second), none merged or dropped. Arrow keys (ESC [ A..D, ESC O A..D) are UP DOWN RIGHT
 * LEFT, Enter and space SELECT; on the TM1638 board (its sticker: S1 LEFT, S2 RIGHT, S3 DOWN,
 * S4 UP, S5 OK) the arrows are S4 S3 S2 S1, Enter and space S5, and 1..8 S1..S8; on a board
 * whose keys are a part model's (sim_part.h) 1..9 are its keys in their order; 'l' makes
 * the next key a long press (TERM_KEYS_LONG_MS). */
#ifndef SIM_TERM_KEYS_H
#define SIM_TERM_KEYS_H

#include <stdbool.h>
#include <stdint.h>

#define TERM_KEYS_PRESS_MS 60u
#define TERM_KEYS_GAP_MS 40u
#define TERM_KEYS_LONG_MS 1500u

/* Takes one byte typed in the terminal; false when it is no key (the caller's command). */
bool term_keys_feed(uint8_t byte);

/* True when the next key will be a long press. */
bool term_keys_long_next(void);

/* Presses queued and not begun yet. */
unsigned term_keys_waiting(void);

#endif
