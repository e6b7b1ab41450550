/* button_decoder.h - the LCD Keypad Shield's keys: turns its resistor ladder's reading (ADC0)
 * into a logical button (hal_buttons.h); the shield's own part of the button HAL
 * (hal/avr/lcd_keypad/hal_buttons.c), pure logic that the host tests cover. Shield makers use different resistors. Known families (RIGHT UP DOWN LEFT SELECT, none 1023):
 *   A: 0 100 256 410 640     B: 0 205 405 623 824     C (DFRobot schematic): 0 145 329 505 741
 * Until the family is known the cut points are <60 <230 <408 <632 <920, which separate all of
 * them (with thin margins between A and B). A steady reading near a value only one family has
 * (100 or 256: A; 205 or 824: B) locks the decoder onto that family's own midpoints. */
#ifndef BUTTON_DECODER_H
#define BUTTON_DECODER_H

#include <stdint.h>

#include "hal_buttons.h"

typedef enum {
    BUTTON_FAMILY_UNKNOWN = 0,
    BUTTON_FAMILY_A,
    BUTTON_FAMILY_B
} button_family_t;

/* The shield's keys are the first five logical buttons: BTN_NONE .. BTN_SELECT. */
#define BUTTON_DECODER_BUTTONS (BTN_SELECT + 1u)

/* How close a reading must be to an anchor value to lock, and how steady it must be. */
#define BUTTON_DECODER_LOCK_TOLERANCE 20u
#define BUTTON_DECODER_STEADY_DELTA 4u
#define BUTTON_DECODER_STEADY_SAMPLES 3u

/* Any reading below this is some button, whatever the family (wake-up test); the reading of
 * no button at all. */
#define BUTTON_DECODER_ANY_BELOW 920u
#define BUTTON_DECODER_NONE 1023u

typedef struct {
    uint16_t last;        /* previous reading */
    uint8_t steady;       /* consecutive readings within STEADY_DELTA of the previous one */
    uint8_t family;       /* button_family_t */
} button_decoder_t;

/* Starts with the family unknown. */
void button_decoder_init(button_decoder_t *d);

/* Decodes one reading (10 bits, as the ADC gives it; and may lock the family); BTN_NONE when
 * no button is down. */
btn_t button_decoder_decode(button_decoder_t *d, uint16_t adc);

/* The family locked so far. */
button_family_t button_decoder_family(const button_decoder_t *d);

#endif
