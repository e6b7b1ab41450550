/* hal_buttons.h - the front buttons, as logical buttons.
 * Each board turns its own keys into these (as LUFA's Buttons_GetStatus() does): the Uno's LCD
 * Keypad Shield reads one resistor ladder on an ADC input (board/uno-lcd/button_decoder.c) and
 * has the first five; a keypad with eight keys (the TM1638 module: LEFT RIGHT DOWN UP OK HINT
 * UNDO MENU) also gives BTN_HINT, BTN_UNDO and BTN_MENU, which do at once what the five-key
 * board reaches through a long SELECT. Debouncing and the press / long / repeat events are the
 * same for every board (firmware/app/buttons.h). */
#ifndef HAL_BUTTONS_H
#define HAL_BUTTONS_H

#include <stdbool.h>
#include <stdint.h>

typedef enum {
    BTN_NONE = 0,
    BTN_RIGHT,
    BTN_UP,
    BTN_DOWN,
    BTN_LEFT,
    BTN_SELECT, /* open, choose, play the move: OK on an eight-key board */
    BTN_HINT,   /* the hint and the in-game menu at once */
    BTN_UNDO,   /* take back the last move at once */
    BTN_MENU,   /* the in-game menu; back, elsewhere */
    BTN_COUNT
} btn_t;

/* Period of the background samples (hal_buttons_take_sample). */
#define HAL_BUTTONS_SAMPLE_MS 4u

/* Sets up the button input. */
void hal_buttons_init(void);

/* The button held now, read at once (BTN_NONE: none; blocks about 110 us on the shield). The
 * background samples queued before it are dropped: they are older than this read (after a
 * power-down, the key that woke the box is read, and sampling goes on from it; the TM1638's
 * keys are read when a sample is taken, so it queues none). */
btn_t hal_buttons_read(void);

/* Takes the oldest background sample not taken yet (one every HAL_BUTTONS_SAMPLE_MS, taken
 * without the CPU waiting for it): the button it shows, not debounced, and the time it was
 * taken (*at, hal_tick_ms's clock mod 65536: the debouncer's 16 bits, buttons.h; the queue
 * keeps no more); false when there is none. The AVR keeps up to
 * HAL_BUTTONS_QUEUE - 1 samples while the main loop is busy (a long serial answer, EEPROM
 * writes), so a short press then is not lost; the host fake has one ready at every call,
 * taken at the fake clock's time. */
bool hal_buttons_take_sample(btn_t *button, uint16_t *at);

/* Samples the AVR keeps (a power of 2; one slot stays free): 15 x 4 ms = 60 ms of backlog. */
#define HAL_BUTTONS_QUEUE 16u

#endif
