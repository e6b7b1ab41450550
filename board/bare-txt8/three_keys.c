/* three_keys.c - three keys as five logical buttons by taps and holds (three_keys.h). */
#include "three_keys.h"

#include <string.h>

/* What the counting does. */
enum {
    THREE_KEYS_IDLE = 0, /* no key counts */
    THREE_KEYS_PRESSED,  /* DOWN or UP went down: a tap or a hold, not known yet */
    THREE_KEYS_HELD,     /* ... held: its hold button, until it is let go */
    THREE_KEYS_TAPPED,   /* ... let go soon: its tap button until `at` */
    THREE_KEYS_OK,       /* OK: SELECT until it is let go */
    THREE_KEYS_IGNORED   /* nothing until every key is up */
};

void three_keys_init(three_keys_t *t)
{
    memset(t, 0, sizeof *t);
}

/* The key counting reads up (up_at: since when); true once it has for THREE_KEYS_UP_MS. */
static uint8_t three_keys_let_go(three_keys_t *t, uint8_t held, uint16_t now)
{
    if (held & t->key) {
        t->up = 0;
        return 0;
    }
    if (!t->up) {
        t->up = 1;
        t->up_at = now;
    }
    return (uint16_t)(now - t->up_at) >= THREE_KEYS_UP_MS;
}

btn_t three_keys_step(three_keys_t *t, uint8_t held, uint16_t now_ms)
{
    uint16_t now = now_ms;
    uint8_t down = t->key == THREE_KEY_DOWN;
    switch (t->state) {
    case THREE_KEYS_PRESSED:
        if (three_keys_let_go(t, held, now)) {
            t->state = THREE_KEYS_TAPPED;
            t->at = (uint16_t)(now + THREE_KEYS_TAP_MS);
            return down ? BTN_DOWN : BTN_UP;
        }
        if ((uint16_t)(now - t->at) < THREE_KEYS_HOLD_MS) {
            return BTN_NONE;
        }
        t->state = THREE_KEYS_HELD;
        return down ? BTN_LEFT : BTN_RIGHT;
    case THREE_KEYS_HELD:
        if (three_keys_let_go(t, held, now)) {
            t->state = THREE_KEYS_IDLE;
            return BTN_NONE;
        }
        return down ? BTN_LEFT : BTN_RIGHT;
    case THREE_KEYS_TAPPED:
        if ((int16_t)(now - t->at) < 0) {
            return down ? BTN_DOWN : BTN_UP;
        }
        t->state = THREE_KEYS_IDLE;
        break; /* a key already down again starts below */
    case THREE_KEYS_OK:
        if (three_keys_let_go(t, held, now)) {
            t->state = THREE_KEYS_IDLE;
            return BTN_NONE;
        }
        return BTN_SELECT;
    case THREE_KEYS_IGNORED:
        t->key = THREE_KEY_DOWN | THREE_KEY_OK | THREE_KEY_UP;
        if (three_keys_let_go(t, held, now)) {
            t->state = THREE_KEYS_IDLE;
        }
        return BTN_NONE;
    default:
        break;
    }
    /* idle: the leftmost key held starts counting */
    t->up = 0;
    t->at = now;
    if (held & THREE_KEY_DOWN) {
        t->key = THREE_KEY_DOWN;
        t->state = THREE_KEYS_PRESSED;
    } else if (held & THREE_KEY_OK) {
        t->key = THREE_KEY_OK;
        t->state = THREE_KEYS_OK;
        return BTN_SELECT;
    } else if (held & THREE_KEY_UP) {
        t->key = THREE_KEY_UP;
        t->state = THREE_KEYS_PRESSED;
    }
    return BTN_NONE;
}

btn_t three_keys_take(three_keys_t *t, uint8_t held)
{
    t->state = THREE_KEYS_IGNORED;
    t->up = 0;
    return (held & THREE_KEY_DOWN) ? BTN_DOWN
           : (held & THREE_KEY_OK) ? BTN_SELECT
           : (held & THREE_KEY_UP) ? BTN_UP
                                   : BTN_NONE;
}
