/* editor.c - digit-by-digit number entry with saturation at the range ends. */
#include "editor.h"

#include "text.h"

void editor_start(editor_t *e, uint32_t value, uint32_t min, uint32_t max)
{
    e->min = min;
    e->max = max;
    e->value = value < min ? min : (value > max ? max : value);
    e->digit = 0;
}

static uint32_t editor_pow10(uint8_t d)
{
    uint32_t p = 1;
    while (d-- > 0) {
        p *= 10u;
    }
    return p;
}

bool editor_input(editor_t *e, btn_event_t ev)
{
    bool step = ev.kind == BTN_EV_PRESS || ev.kind == BTN_EV_REPEAT;
    uint32_t p = editor_pow10(e->digit);
    if (!step) {
        return false;
    }
    switch (ev.button) {
    case BTN_UP:
        e->value = e->max - e->value < p ? e->max : e->value + p;
        break;
    case BTN_DOWN:
        e->value = e->value - e->min < p ? e->min : e->value - p;
        break;
    case BTN_LEFT:
        if (e->max / p >= 10u) { /* max has a digit further left */
            e->digit++;
        }
        break;
    case BTN_RIGHT:
        if (e->digit > 0) {
            e->digit--;
        }
        break;
    case BTN_SELECT:
        return ev.kind == BTN_EV_PRESS;
    default:
        break;
    }
    return false;
}

void editor_draw(const editor_t *e, char *line0, char *line1)
{
    uint32_t v = e->value;
    for (uint8_t d = 0; d < 10u; d++) {
        uint8_t col = (uint8_t)(TEXT_COLS - 1u - d);
        if (v != 0 || d <= e->digit) {
            line0[col] = (char)('0' + v % 10u);
        }
        v /= 10u;
    }
    line1[TEXT_COLS - 1u - e->digit] = '^';
}
