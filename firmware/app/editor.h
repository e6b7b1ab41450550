/* editor.h - choosing a number with UP / DOWN, the one way the toy picks numbers: the start
 * position's fields, the pirates' puzzle, the amount a move takes. A press steps by the unit;
 * held, the step grows tenfold every EDITOR_FAST_REPEATS auto-repeats, so any number up to
 * 4294967295 is a few seconds away; a press past either end goes round (DOWN from the least:
 * the most). Pure logic: a screen describes it (SCREEN_EDIT: the value) and the view draws
 * it. */
#ifndef EDITOR_H
#define EDITOR_H

#include <stdbool.h>
#include <stdint.h>

#include "buttons.h"

#define EDITOR_FAST_REPEATS 3u /* 0.45 s of auto-repeat per tenfold step */

typedef struct {
    uint32_t value;
    uint32_t min;
    uint32_t max;
    uint8_t held; /* auto-repeats of the UP / DOWN held now */
} editor_t;

/* Starts editing value (clamped to min..max). */
void editor_start(editor_t *e, uint32_t value, uint32_t min, uint32_t max);

/* UP / DOWN on the editor (unit 1); false, nothing changed, for any other event. */
bool editor_input(editor_t *e, btn_event_t ev);

/* UP / DOWN (a press or an auto-repeat) on *v within lo..hi, both multiples of unit (unit 0:
 * powers of 2, stepped by doubling and halving, lo and hi powers of 2); *held counts the
 * repeats. False, nothing changed, for any other event. */
bool editor_step(btn_event_t ev, uint32_t *v, uint32_t lo, uint32_t hi, uint32_t unit,
                 uint8_t *held);

#endif
