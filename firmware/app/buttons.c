/* buttons.c - debouncer and press / release / long-press / auto-repeat events. */
#include "buttons.h"

#include <string.h>

#include "hal_tick.h"

_Static_assert(BTN_NONE == 0, "buttons_init clears to BTN_NONE");

static btn_event_t buttons_event(uint8_t kind, uint8_t button)
{
    btn_event_t ev = {kind, button};
    return ev;
}

void buttons_init(buttons_t *b)
{
    memset(b, 0, sizeof *b); /* times 0, BTN_NONE, no quiet flags */
}

btn_event_t buttons_update(buttons_t *b, uint32_t now_ms, btn_t raw)
{
    uint16_t now = (uint16_t)now_ms;
    if (raw != b->candidate) {
        b->candidate = (uint8_t)raw;
        b->candidate_since = now;
    }
    if (b->candidate != b->stable &&
        (uint16_t)(now - b->candidate_since) >= BUTTONS_DEBOUNCE_MS) {
        if (b->stable != BTN_NONE) {
            uint8_t released = b->stable;
            b->stable = BTN_NONE;
            return buttons_event(BTN_EV_RELEASE, released);
        }
        b->stable = b->candidate;
        b->pressed_at = now;
        b->next_repeat = now + BUTTONS_REPEAT_DELAY_MS;
        b->quiet = 0;
        return buttons_event(BTN_EV_PRESS, b->stable);
    }
    if (b->stable != BTN_NONE) {
        if (!(b->quiet & BUTTONS_QUIET_LONG) &&
            (uint16_t)(now - b->pressed_at) >= BUTTONS_LONG_MS) {
            b->quiet |= BUTTONS_QUIET_LONG;
            return buttons_event(BTN_EV_LONG, b->stable);
        }
        if (!(b->quiet & BUTTONS_QUIET_REPEAT) && hal_tick_reached16(now, b->next_repeat)) {
            b->next_repeat += BUTTONS_REPEAT_MS;
            if (hal_tick_reached16(now, b->next_repeat)) {
                b->next_repeat = now + BUTTONS_REPEAT_MS; /* fell behind: no burst */
            }
            return buttons_event(BTN_EV_REPEAT, b->stable);
        }
    }
    return buttons_event(BTN_EV_NONE, BTN_NONE);
}

void buttons_assume_held(buttons_t *b, uint32_t now_ms, btn_t held)
{
    b->stable = (uint8_t)held;
    b->candidate = (uint8_t)held;
    b->candidate_since = (uint16_t)now_ms;
    b->pressed_at = (uint16_t)now_ms;
    b->next_repeat = (uint16_t)now_ms;
    b->quiet = BUTTONS_QUIET_LONG | BUTTONS_QUIET_REPEAT;
}

btn_t buttons_held(const buttons_t *b)
{
    return (btn_t)b->stable;
}
