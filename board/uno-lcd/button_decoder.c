/* button_decoder.c (uno-lcd) - the shield's ladder reading to a button, with family locking
 * (see button_decoder.h). */
#include "button_decoder.h"

#include "hal_flash.h"

/* Upper bounds (exclusive) for RIGHT, UP, DOWN, LEFT, SELECT, per family; a reading at or
 * above the last is no button. */
static const uint16_t decoder_cuts[3][5] HAL_FLASH = {
    {60, 230, 408, 632, 920},  /* unknown: between all families */
    {50, 178, 333, 525, 832},  /* A: 0 100 256 410 640 */
    {102, 305, 514, 723, 923}, /* B: 0 205 405 623 824 */
};

/* The readings only one family gives: A's UP and DOWN, then B's UP and SELECT. */
static const uint16_t decoder_anchors[4] HAL_FLASH = {100, 256, 205, 824};

/* True when adc is at most tol from anchor; exact for any adc as long as
 * tol <= anchor <= 65535 - tol, and for any two 10-bit readings (no wrap-around can fake a
 * hit). */
static bool decoder_near(uint16_t adc, uint16_t anchor, uint8_t tol)
{
    return (uint16_t)(adc - anchor + tol) <= 2u * tol;
}

void button_decoder_init(button_decoder_t *d)
{
    d->last = BUTTON_DECODER_NONE;
    d->steady = 0;
    d->family = BUTTON_FAMILY_UNKNOWN;
}

btn_t button_decoder_decode(button_decoder_t *d, uint16_t adc)
{
    uint8_t steady = d->steady;
    if (decoder_near(adc, d->last, BUTTON_DECODER_STEADY_DELTA)) {
        if (steady < 255) {
            steady++;
        }
    } else {
        steady = 0;
    }
    d->steady = steady;
    d->last = adc;
    if (d->family == BUTTON_FAMILY_UNKNOWN && steady + 1u >= BUTTON_DECODER_STEADY_SAMPLES) {
        for (uint8_t i = 0; i < 4; i++) {
            if (decoder_near(adc, hal_flash_u16(&decoder_anchors[i]),
                             BUTTON_DECODER_LOCK_TOLERANCE)) {
                d->family = (uint8_t)(BUTTON_FAMILY_A + (i >> 1));
                break;
            }
        }
    }
    const uint16_t *cut = decoder_cuts[d->family];
    for (uint8_t b = BTN_RIGHT; b < BUTTON_DECODER_BUTTONS; b++) {
        if (adc < hal_flash_u16(cut++)) {
            return (btn_t)b;
        }
    }
    return BTN_NONE;
}

button_family_t button_decoder_family(const button_decoder_t *d)
{
    return (button_family_t)d->family;
}
