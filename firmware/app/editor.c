/* editor.c - digit-by-digit number entry: each digit turns on its own, the number stays in
 * its range (editor.h). */
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

/* The digit at p = 10^k of v turns one on (up) or back, the others stay: it goes round 0..hi,
 * hi the largest digit max allows under the digits above it (9 at most; max_top = max / p),
 * and a held key's repeats stop at 0 or hi. Then a number past max (by its lower digits)
 * stops at max, one below min at min: the number never leaves the range, and every number in
 * it is reached digit by digit from the highest. */
static uint32_t editor_turn(const editor_t *e, uint32_t v, uint32_t p, uint32_t max_top, bool up,
                            bool held)
{
    uint32_t low = v % p;
    uint32_t top = v / p;        /* the digit and the ones above */
    uint8_t d = (uint8_t)(top % 10u);
    top -= d;
    uint32_t room = max_top - top;
    uint8_t hi = room > 9u ? 9u : (uint8_t)room;
    if (up) {
        d = d < hi ? d + 1u : held ? hi : 0;
    } else {
        d = d > 0 ? d - 1u : held ? 0 : hi;
    }
    top = (top + d) * p; /* at most max */
    if (low > e->max - top) {
        return e->max;
    }
    v = top + low;
    return v < e->min ? e->min : v;
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
    uint32_t max_top = e->max / p; /* max's digits from this one up */
    switch (ev.button) {
    case BTN_UP:
    case BTN_DOWN:
        v = editor_turn(e, v, p, max_top, ev.button == BTN_UP, ev.kind == BTN_EV_REPEAT);
        break;
    case BTN_LEFT:
        if (max_top >= 10u) { /* max has a digit further left */
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
