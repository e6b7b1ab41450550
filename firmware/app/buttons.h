/* buttons.h - debouncing and button events.
 * Fed one decoded sample at a time with the time it was taken (any sample rate). A button
 * must read the same for BUTTONS_DEBOUNCE_MS before it counts as pressed or released. While
 * it is held: one BTN_EV_LONG at BUTTONS_LONG_MS, and BTN_EV_REPEAT from
 * BUTTONS_REPEAT_DELAY_MS every BUTTONS_REPEAT_MS. Sliding from one button to another gives
 * the release of the first, then (next sample) the press of the second. */
#ifndef BUTTONS_H
#define BUTTONS_H

#include <stdint.h>

#include "hal_buttons.h"

#define BUTTONS_DEBOUNCE_MS 20u
#define BUTTONS_LONG_MS 800u
#define BUTTONS_REPEAT_DELAY_MS 400u
#define BUTTONS_REPEAT_MS 150u

typedef enum {
    BTN_EV_NONE = 0,
    BTN_EV_PRESS,
    BTN_EV_RELEASE,
    BTN_EV_LONG,
    BTN_EV_REPEAT
} btn_event_kind_t;

typedef struct {
    uint8_t kind;   /* btn_event_kind_t */
    uint8_t button; /* btn_t */
} btn_event_t;

/* The times are the low 16 bits of the millisecond clock: every span the debouncer measures
 * (20 ms, 800 ms, the next repeat) is far below the 32 s a wrap-safe 16-bit compare covers. */
typedef struct {
    uint16_t candidate_since; /* when the raw sample last changed */
    uint16_t pressed_at;      /* when the stable button was pressed */
    uint16_t next_repeat;     /* when the next BTN_EV_REPEAT is due */
    uint8_t stable;           /* debounced button */
    uint8_t candidate;        /* latest raw button */
    uint8_t quiet;            /* BUTTONS_QUIET_* flags for the held button */
} buttons_t;

#define BUTTONS_QUIET_LONG 0x01u   /* long press already reported */
#define BUTTONS_QUIET_REPEAT 0x02u /* no auto-repeat */

/* Nothing pressed. */
void buttons_init(buttons_t *b);

/* Takes one sample; returns at most one event (kind BTN_EV_NONE when nothing happened). */
btn_event_t buttons_update(buttons_t *b, uint32_t now_ms, btn_t raw);

/* Takes `held` as already pressed, e.g. the button that woke the box: no press, long or
 * repeat event for it, only its release. */
void buttons_assume_held(buttons_t *b, uint32_t now_ms, btn_t held);

/* The debounced button held now (BTN_NONE if none). */
btn_t buttons_held(const buttons_t *b);

#endif
