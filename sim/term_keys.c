/* term_keys.c - terminal bytes to button presses, one after another (see term_keys.h). */
#include "term_keys.h"

#include <stddef.h>
#include <string.h>

#include "board.h"
#include "board_keys.h"
#include "keypad.h"
#include "sim_part.h"

#define TERM_KEYS_QUEUE 256u

static struct {
    struct {
        int key; /* board_keys.h */
        uint16_t ms;
    } queue[TERM_KEYS_QUEUE];
    unsigned head, count;
    uint64_t free_at;    /* the last press and its gap end here */
    int esc;             /* bytes of an escape sequence seen (0: none) */
    bool long_next;
} tk;

#define TERM_KEYS_TM1638_OK 4 /* S5 */

static void term_keys_next(void *ctx);

/* The key of an arrow (ESC [ A..D): the shield's UP DOWN RIGHT LEFT, or on the TM1638 board
 * the sticker's UP = S4, DOWN = S3, RIGHT = S2, LEFT = S1; BOARD_KEY_NONE for another. */
static int term_keys_arrow(uint8_t c)
{
    static const char arrows[] = "ABCD"; /* up, down, right, left */
    static const int shield[4] = {KEYPAD_UP, KEYPAD_DOWN, KEYPAD_RIGHT, KEYPAD_LEFT};
    static const int tm1638[4] = {3, 2, 1, 0};
    const char *at = c ? strchr(arrows, c) : NULL;
    if (at == NULL || sim_parts_keys() != NULL) /* a part model's keys: 1..9 only */
        return BOARD_KEY_NONE;
    return board_has_tm1638() ? tm1638[at - arrows] : shield[at - arrows];
}

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
    board_key_press(tk.queue[tk.head].key, board_now() + ms * BOARD_CYCLES_PER_MS);
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

static void term_keys_queue(int key)
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
        int k = term_keys_arrow(c);
        if (k != BOARD_KEY_NONE)
            term_keys_queue(k);
        return true; /* another sequence (a function key): ignored */
    }
    tk.esc = 0; /* a lone ESC: the byte after it is read as itself */
    if (c == 0x1B) {
        tk.esc = 1;
        return true;
    }
    const sim_part_model_t *part = sim_parts_keys();
    if (part != NULL && c >= '1' && c < '1' + part->key_count() && c <= '9') {
        term_keys_queue(c - '1'); /* a part model's keys, in its order */
        return true;
    }
    if (c == '\r' || c == '\n' || c == ' ') {
        if (part == NULL)
            term_keys_queue(board_has_tm1638() ? TERM_KEYS_TM1638_OK : KEYPAD_SELECT);
        return true;
    }
    if (c >= '1' && c <= '8' && board_has_tm1638()) {
        term_keys_queue(c - '1'); /* S1..S8 */
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
