/* term_keys.c - terminal bytes to button presses, one after another (see term_keys.h). */
#include "term_keys.h"

#include <stddef.h>

#include "board.h"
#include "keypad.h"

#define TERM_KEYS_QUEUE 256u

static struct {
    struct {
        keypad_key_t key;
        uint16_t ms;
    } queue[TERM_KEYS_QUEUE];
    unsigned head, count;
    uint64_t free_at;    /* the last press and its gap end here */
    int esc;             /* bytes of an escape sequence seen (0: none) */
    bool long_next;
} tk;

static void term_keys_next(void *ctx);

/* Starts the oldest press when the last one and its gap are over. */
static void term_keys_pump(void)
{
    if (tk.count == 0)
        return;
    if (board_now() < tk.free_at) {
        board_at(tk.free_at, term_keys_next, NULL);
        return;
    }
    uint64_t ms = tk.queue[tk.head].ms;
    keypad_press(tk.queue[tk.head].key, board_now() + ms * BOARD_CYCLES_PER_MS);
    tk.head = (tk.head + 1u) % TERM_KEYS_QUEUE;
    tk.count--;
    tk.free_at = board_now() + (ms + TERM_KEYS_GAP_MS) * BOARD_CYCLES_PER_MS;
    if (tk.count)
        board_at(tk.free_at, term_keys_next, NULL);
}

static void term_keys_next(void *ctx)
{
    (void)ctx;
    term_keys_pump();
}

static void term_keys_queue(keypad_key_t key)
{
    if (tk.count == TERM_KEYS_QUEUE)
        return; /* 25 s of presses already waiting */
    tk.queue[(tk.head + tk.count) % TERM_KEYS_QUEUE].key = key;
    tk.queue[(tk.head + tk.count) % TERM_KEYS_QUEUE].ms =
        (uint16_t)(tk.long_next ? TERM_KEYS_LONG_MS : TERM_KEYS_PRESS_MS);
    tk.count++;
    tk.long_next = false;
    term_keys_pump();
}

bool term_keys_feed(uint8_t c)
{
    if (tk.esc == 1 && (c == '[' || c == 'O')) {
        tk.esc = 2;
        return true;
    }
    if (tk.esc == 2) {
        tk.esc = 0;
        keypad_key_t k = c == 'A' ? KEYPAD_UP : c == 'B' ? KEYPAD_DOWN : c == 'C' ? KEYPAD_RIGHT
                       : c == 'D' ? KEYPAD_LEFT : KEYPAD_NONE;
        if (k != KEYPAD_NONE)
            term_keys_queue(k);
        return true; /* another sequence (a function key): ignored */
    }
    tk.esc = 0; /* a lone ESC: the byte after it is read as itself */
    if (c == 0x1B) {
        tk.esc = 1;
        return true;
    }
    if (c == '\r' || c == '\n' || c == ' ') {
        term_keys_queue(KEYPAD_SELECT);
        return true;
    }
    if (c == 'l' || c == 'L') {
        tk.long_next = !tk.long_next;
        return true;
    }
    return false;
}

bool term_keys_long_next(void)
{
    return tk.long_next;
}

unsigned term_keys_waiting(void)
{
    return tk.count;
}
