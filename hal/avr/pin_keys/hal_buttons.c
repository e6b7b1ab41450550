/* hal_buttons.c (AVR, keys on port pins) - three keys to ground on one port's pins
 * (board.h: BOARD_KEYS_*, the AVR's pull-ups), turned into logical buttons by the board's own
 * logic (board/<name>/three_keys.h: taps and holds). The 4 ms tick interrupt reads the pins
 * (one IN instruction: no conversion, no bus) and queues what it read with the tick count;
 * hal_buttons_take_sample takes the oldest and steps the board's logic with it, in order and
 * at the time it was read, so a short tap made while the main loop was busy is still seen.
 * When the queue is full a new sample is dropped, so the ones kept stay in order. */
#include "hal_buttons.h"

#include <avr/io.h>

#include "board.h"
#include "hal_avr_internal.h"
#include "three_keys.h"

#define KEYS_MASK ((1u << BOARD_KEY_MINUS_BIT) | (1u << BOARD_KEY_OK_BIT) | \
                   (1u << BOARD_KEY_PLUS_BIT))
#define QUEUE_MASK (HAL_BUTTONS_QUEUE - 1u)
_Static_assert((HAL_BUTTONS_QUEUE & QUEUE_MASK) == 0u, "the queue wraps by a mask");

static three_keys_t keys;
/* Samples [tail, head) wait; the interrupt writes head, hal_buttons_take_sample reads tail. */
static volatile struct {
    uint8_t pins; /* the port's input bits, as read (a key held reads 0) */
    uint16_t at;  /* the tick count (low 16 bits) it was read at */
} queue[HAL_BUTTONS_QUEUE];
static volatile uint8_t queue_head, queue_tail;

/* The keys held in a reading of the port (THREE_KEY_* bits). */
static uint8_t keys_held(uint8_t pins)
{
    uint8_t held = 0;
    if (!(pins & (1u << BOARD_KEY_MINUS_BIT))) {
        held |= THREE_KEY_DOWN;
    }
    if (!(pins & (1u << BOARD_KEY_OK_BIT))) {
        held |= THREE_KEY_OK;
    }
    if (!(pins & (1u << BOARD_KEY_PLUS_BIT))) {
        held |= THREE_KEY_UP;
    }
    return held;
}

void hal_avr_buttons_start(uint16_t tick_low)
{
    uint8_t head = queue_head;
    uint8_t next = (uint8_t)((head + 1u) & QUEUE_MASK);
    if (next != queue_tail) {
        queue[head].pins = BOARD_KEYS_PIN;
        queue[head].at = tick_low;
        queue_head = next;
    }
}

bool hal_avr_buttons_ready(void)
{
    return queue_head != queue_tail;
}

bool hal_avr_buttons_down(void)
{
    return (BOARD_KEYS_PIN & KEYS_MASK) != KEYS_MASK;
}

void hal_buttons_init(void)
{
    BOARD_KEYS_DDR &= (uint8_t)~KEYS_MASK;
    BOARD_KEYS_PORT |= (uint8_t)KEYS_MASK; /* the pull-ups: a key let go reads 1 */
    three_keys_init(&keys);
}

/* (the samples queued before it are dropped, so the board's logic does not count them after
 * the key it was told of: after a power-down, the key that woke the box) */
btn_t hal_buttons_read(void)
{
    queue_tail = queue_head;
    return three_keys_take(&keys, keys_held(BOARD_KEYS_PIN));
}

bool hal_buttons_take_sample(btn_t *button, uint16_t *at)
{
    uint8_t tail = queue_tail;
    if (tail == queue_head) {
        return false;
    }
    /* the interrupt writes only at head, never this slot, until tail moves on */
    uint8_t pins = queue[tail].pins;
    uint16_t taken = queue[tail].at;
    queue_tail = (uint8_t)((tail + 1u) & QUEUE_MASK);
    *button = three_keys_step(&keys, keys_held(pins), taken);
    *at = taken;
    return true;
}
