/* editor.c - digit-by-digit number entry with saturation at the range ends. */
#include "editor.h"

#include "text.h"

/* noinline, noclone (editor_input too): inlined or specialised on &app_game.ed by LTO, every
 * field would be reached by a 4-byte absolute address, which costs flash */
__attribute__((noinline, noclone)) void editor_start(editor_t *e, uint32_t value, uint32_t min, uint32_t max)
{
    e->min = min;
    e->max = max;
    e->value = value < min ? min : (value > max ? max : value);
    e->digit = 0;
}

__attribute__((noclone)) bool editor_input(editor_t *e, btn_event_t ev)
{
    uint32_t p = 1; /* 10^digit */
    uint32_t v = e->value;
    uint8_t d = e->digit;
    if (ev.kind != BTN_EV_PRESS && ev.kind != BTN_EV_REPEAT) {
        return false;
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
        return ev.kind == BTN_EV_PRESS;
    default:
        break;
    }
    e->value = v;
    e->digit = d;
    return false;
}

void editor_draw(const editor_t *e, char *line0, char *line1)
{
    char num[11];
    uint8_t d = e->digit;
    for (uint8_t i = 0; i <= d; i++) { /* zeros up to the edited digit, then the value */
        line0[TEXT_COLS - 1u - i] = '0';
    }
    text_put(line0, (uint8_t)(TEXT_COLS - text_u32(num, e->value)), num);
    line1[TEXT_COLS - 1u - d] = '^';
}
