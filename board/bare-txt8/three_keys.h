/* three_keys.h - the bare-txt8 board's three keys as the app's logical buttons (hal_buttons.h):
 * the board's own logic, pure (no register: the host tests link it too), fed the keys held at
 * each sample with the sample's time (hal/avr/pin_keys/ samples them every 4 ms). Left to
 * right, as the sticker under them says:
 *
 *   key    a tap (let go within THREE_KEYS_HOLD_MS)      held longer
 *   DOWN   BTN_DOWN: the next item, one less             BTN_LEFT: back, the pile or digit to
 *                                                        the left (held on: the app's long LEFT)
 *   OK     BTN_SELECT at once, as long as it is held (held 0.8 s: the app's long SELECT, the
 *          hint and the in-game menu)
 *   UP     BTN_UP: the item before, one more             BTN_RIGHT: the pile or digit to the right
 *
 * A tap is told when the key is let go, as a press of THREE_KEYS_TAP_MS; a hold becomes its
 * button from THREE_KEYS_HOLD_MS on, for as long as the key stays down, so the app's long
 * press and repeat of that button work. One key at a time: while one counts, the others are
 * not looked at. A key counts as let go once it has read up for THREE_KEYS_UP_MS (contacts
 * bounce); a key that woke the box (three_keys_take) counts for nothing until all are up. */
#ifndef THREE_KEYS_H
#define THREE_KEYS_H

#include <stdint.h>

#include "hal_buttons.h"

/* The keys held, one bit each. */
#define THREE_KEY_DOWN 0x01u
#define THREE_KEY_OK 0x02u
#define THREE_KEY_UP 0x04u

#define THREE_KEYS_HOLD_MS 500u /* held this long, DOWN and UP are LEFT and RIGHT */
#define THREE_KEYS_TAP_MS 60u   /* a tap's press, as the app sees it */
#define THREE_KEYS_UP_MS 20u    /* read up this long: let go */

typedef struct {
    uint8_t state;  /* what the key counting does (three_keys.c) */
    uint8_t key;    /* that key (THREE_KEY_*) */
    uint8_t up;     /* it reads up, since up_at */
    uint16_t at;    /* when it went down; for a tap, when the tap's press ends */
    uint16_t up_at;
} three_keys_t;

/* No key counting. */
void three_keys_init(three_keys_t *t);

/* One sample: the keys held (THREE_KEY_* bits) at time now_ms (its low 16 bits); the logical
 * button held as the app is to see it. */
btn_t three_keys_step(three_keys_t *t, uint8_t held, uint16_t now_ms);

/* The keys held now, read at once (the one that woke the box): its logical button (a tap's
 * for DOWN and UP), and from now on nothing until every key is up. */
btn_t three_keys_take(three_keys_t *t, uint8_t held);

#endif
