/* editor.h - the number editor of the start screens: any value in min..max (up to
 * 4294967295) entered digit by digit. LEFT/RIGHT pick the digit, UP/DOWN (with auto-repeat)
 * add or take 10^digit, stopping at max / min; SELECT accepts; LEFT held (or the MENU key)
 * leaves without accepting, so that no editor traps the player. Pure logic: a screen
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
