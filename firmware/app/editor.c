/* editor.c - digit-by-digit number entry with saturation at the range ends. */
#include "editor.h"

#include "attributes.h"

/* Out of line and not specialised on &app_game.ed (editor_input too): there every field
 * would be reached by a 4-byte absolute address. */
NOINLINE void editor_start(editor_t *e, uint32_t value, uint32_t min, uint32_t max)
{
    e->min = min;
    e->max = max;
    e->value = value < min ? min : (value > max ? max : value);
    e->digit = 0;
}

NOINLINE uint8_t editor_input(editor_t *e, btn_event_t ev)
{
    uint32_t p = 1; /* 10^digit */
    uint32_t v = e->value;
    uint8_t d = e->digit;
    if (ev.kind == BTN_EV_LONG && ev.button == BTN_LEFT) {
        return EDITOR_LEAVE;
    }
    if (ev.kind != BTN_EV_PRESS && ev.kind != BTN_EV_REPEAT) {
        return EDITOR_EDITING;
    }
    for (uint8_t i = d; i > 0; i--) {
        p *= 10u;
    }
    switch (ev.button) {
    case BTN_UP:
        v = e->max - v < p ? e->max : v + p;
        break;
    case BTN_DOWN:
        v = v - e->min < p ? e->min : v - p;
        break;
    case BTN_LEFT:
        if (e->max / p >= 10u) { /* max has a digit further left */
            d++;
        }
        break;
    case BTN_RIGHT:
        if (d > 0) {
            d--;
        }
        break;
    case BTN_SELECT:
        return ev.kind == BTN_EV_PRESS ? EDITOR_DONE : EDITOR_EDITING;
    case BTN_MENU:
        return EDITOR_LEAVE;
    default:
        break;
    }
    e->value = v;
    e->digit = d;
    return EDITOR_EDITING;
}
