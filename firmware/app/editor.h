/* editor.h - the number editor of the start screens: any value in min..max (up to
 * 4294967295) entered digit by digit, as on a combination lock: LEFT/RIGHT pick the digit,
 * UP/DOWN turn that digit alone one on or back, with no carry into the next: a press goes
 * round the digit (19 UP at the units is 10; DOWN on a leading 0 is 9: 24 becomes 924), a held
 * key's repeats run to the digit's end and stop there (DOWN: 0, UP: 9), as the play screen's
 * amount does. A digit goes no higher than max allows under the digits above it (of
 * 4294967295, the first digit goes 0..4), and the number never leaves min..max: a turn that
 * would take it past max (by the digits below) stops at max, below min at min (Piles 2..6:
 * 6 UP is 2, 2 DOWN stays 2). Every number in the range is reached digit by digit from the
 * highest (100 of 1..100: 037, hundreds UP, 100). SELECT accepts; LEFT held (or the MENU
 * key) leaves without accepting, so that no editor traps the player. Pure logic: a screen
 * describes it (SCREEN_EDIT: the value and the digit) and the view draws it. */
#ifndef EDITOR_H
#define EDITOR_H

#include <stdbool.h>
#include <stdint.h>

#include "buttons.h"

typedef struct {
    uint32_t value;
    uint32_t min;
    uint32_t max;
    uint8_t digit; /* the digit edited: 0 = units */
} editor_t;

/* Starts editing value (clamped to min..max) at the units digit. */
void editor_start(editor_t *e, uint32_t value, uint32_t min, uint32_t max);

/* What editor_input saw: nothing final, SELECT accepting the value, a request to leave. */
typedef enum { EDITOR_EDITING = 0, EDITOR_DONE, EDITOR_LEAVE } editor_result_t;

/* Handles one button event (editor_result_t). */
uint8_t editor_input(editor_t *e, btn_event_t ev);

#endif
