/* editor.h - the number editor of the start screens: any value in min..max (up to
 * 4294967295) entered digit by digit. LEFT/RIGHT pick the digit, UP/DOWN (with auto-repeat)
 * add or take 10^digit, stopping at max / min; SELECT accepts. Pure logic; editor_draw only
 * fills a line buffer, so any screen (and any game) can reuse it. */
#ifndef EDITOR_H
#define EDITOR_H

#include <stdbool.h>
#include <stdint.h>

#include "buttons.h"

#define EDITOR_VALUE_COL 6u /* the value fills columns 6..15, right-aligned */

typedef struct {
    uint32_t value;
    uint32_t min;
    uint32_t max;
    uint8_t digit; /* the digit edited: 0 = units */
} editor_t;

/* Starts editing value (clamped to min..max) at the units digit. */
void editor_start(editor_t *e, uint32_t value, uint32_t min, uint32_t max);

/* Handles one button event; returns true when SELECT accepts the value. */
bool editor_input(editor_t *e, btn_event_t ev);

/* Row 0 from column EDITOR_VALUE_COL: the value, zero-padded up to the edited digit;
 * row 1: '^' under the edited digit. Both lines must be cleared first. */
void editor_draw(const editor_t *e, char *line0, char *line1);

#endif
