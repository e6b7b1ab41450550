/* hal_buttons.c (AVR, LCD Keypad Shield) - the shield's five keys on one resistor ladder (A0),
 * decoded by the board's button_decoder (board/uno-lcd/button_decoder.h).
 * Background sampling: the 4 ms tick interrupt starts a conversion of the button input, the
 * ADC interrupt puts the result in a queue with the tick count it started at, and
 * hal_power_idle's sleep ends; the CPU sleeps through the conversion instead of polling it.
 * hal_buttons_take_sample takes the oldest and decodes it (in order: the decoder learns the
 * shield's resistor family from steady readings); when the queue is full a new sample is
 * dropped, so the ones kept stay in order. Blocking reads (hal_adc.c) take the ADC over in
 * between. */
#include "hal_buttons.h"

#include <avr/interrupt.h>
#include <avr/io.h>

#include "board.h"
#include "button_decoder.h"
#include "hal_avr_internal.h"

#define QUEUE_MASK (HAL_BUTTONS_QUEUE - 1u)
_Static_assert((HAL_BUTTONS_QUEUE & QUEUE_MASK) == 0u, "the queue wraps by a mask");

static button_decoder_t decoder;
static volatile uint16_t started_at; /* tick count (low 16 bits) of the conversion in flight */
/* Samples [tail, head) wait; the interrupt writes head, hal_buttons_take_sample reads tail. */
static volatile struct {
    uint16_t adc; /* the ladder's reading */
    uint16_t at;  /* when its conversion started (started_at) */
} queue[HAL_BUTTONS_QUEUE];
static volatile uint8_t queue_head, queue_tail;

ISR(ADC_vect)
{
    uint8_t head = queue_head;
    uint8_t next = (uint8_t)((head + 1u) & QUEUE_MASK);
    if (next != queue_tail) {
        queue[head].adc = ADC;
        queue[head].at = started_at;
        queue_head = next;
    }
}

void hal_avr_buttons_start(uint16_t tick_low)
{
    if (!hal_avr_adc_blocking) {
        started_at = tick_low;
        ADMUX = (uint8_t)HAL_AVR_ADC_MUX(BOARD_BUTTONS_ADC_CHANNEL);
        /* Writing ADIF clears a flag left by a blocking read. */
        ADCSRA = (uint8_t)(HAL_AVR_ADC_ON | (1u << ADSC) | (1u << ADIF) | (1u << ADIE));
    }
}

bool hal_avr_buttons_ready(void)
{
    return queue_head != queue_tail;
}

/* One conversion of the ladder with the ADC switched on for it at 1 MHz, then off: power-down's
 * check (25 us for the first conversion after the ADC is switched on, where the 125 kHz of the
 * background samples take 200 us; a key or none needs no 10-bit accuracy). */
bool hal_avr_buttons_down(void)
{
    ADMUX = (uint8_t)HAL_AVR_ADC_MUX(BOARD_BUTTONS_ADC_CHANNEL);
    ADCSRA = (uint8_t)((1u << ADEN) | (1u << ADSC) | (1u << ADPS2)); /* clk / 16 */
    while (ADCSRA & (1u << ADSC)) {
    }
    uint16_t v = ADC;
    ADCSRA = 0;
    return v < BUTTON_DECODER_ANY_BELOW;
}

void hal_buttons_init(void)
{
    DDRC &= (uint8_t)~(1u << BOARD_BUTTONS_ADC_CHANNEL);
    PORTC &= (uint8_t)~(1u << BOARD_BUTTONS_ADC_CHANNEL); /* the ladder has its own pull-up */
    DIDR0 |= (uint8_t)(1u << BOARD_BUTTONS_ADC_CHANNEL);  /* no digital input buffer on A0 */
    hal_avr_adc_enable(true);
    button_decoder_init(&decoder);
}

/* (the samples queued before it are dropped: older than this read) */
btn_t hal_buttons_read(void)
{
    queue_tail = queue_head;
    return button_decoder_decode(&decoder, hal_avr_adc_read(BOARD_BUTTONS_ADC_CHANNEL));
}

bool hal_buttons_take_sample(btn_t *button, uint16_t *at)
{
    uint8_t tail = queue_tail;
    if (tail == queue_head) {
        return false;
    }
    /* the interrupt writes only at head, never this slot, until tail moves on */
    uint16_t adc = queue[tail].adc;
    *at = queue[tail].at;
    queue_tail = (uint8_t)((tail + 1u) & QUEUE_MASK);
    *button = button_decoder_decode(&decoder, adc);
    return true;
}
