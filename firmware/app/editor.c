/* editor.c - UP / DOWN number choice with a growing, snapping step and going round at the ends
 * (editor.h). */
#include "editor.h"

#include "attributes.h"

/* Out of line and not specialised on &app_game.ed (editor_input too): there every field
 * would be reached by a 4-byte absolute address. */
NOINLINE void editor_start(editor_t *e, uint32_t value, uint32_t min, uint32_t max)
{
    e->min = min;
    e->max = max;
    e->value = value < min ? min : (value > max ? max : value);
}

NOINLINE bool editor_input(editor_t *e, btn_event_t ev)
{
    return editor_step(ev, &e->value, e->min, e->max, 1u, &e->held);
}

bool editor_step(btn_event_t ev, uint32_t *v, uint32_t lo, uint32_t hi, uint32_t unit,
                 uint8_t *held)
{
    bool up = ev.button == BTN_UP;
    uint32_t x = *v;
    uint8_t level = (uint8_t)(*held / EDITOR_FAST_REPEATS);
    if ((!up && ev.button != BTN_DOWN) || (ev.kind != BTN_EV_PRESS && ev.kind != BTN_EV_REPEAT)) {
        return false;
    }
    if (ev.kind == BTN_EV_PRESS) {
        *held = 0;
        level = 0;
    } else if (*held < 255u) {
        (*held)++;
    }
    if (up ? x >= hi : x <= lo) {
        if (ev.kind == BTN_EV_PRESS) { /* round to the other end */
            x = up ? lo : hi;
        }
    } else {
        /* the step on, within lo..hi; powers of 2: double or halve */
        uint32_t d = up ? x : x / 2u;
        if (unit != 0) {
            d = unit;
            while (level-- > 0 && d <= 429496729u) {
                d *= 10u;
            }
        }
        if ((up ? hi - x : x - lo) <= d) {
            x = up ? hi : lo;
        } else {
            x = up ? x + d : x - d;
        }
    }
    *v = x;
    return true;
}
