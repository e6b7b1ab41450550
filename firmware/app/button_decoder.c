/* button_decoder.c - ladder reading to button, with family locking (see button_decoder.h). */
#include "button_decoder.h"

#include "hal_flash.h"

/* Upper bounds (exclusive) for RIGHT, UP, DOWN, LEFT, SELECT, per family. Decoding runs at
 * every 4 ms sample, nearly always with no key down: SELECT's bound is tested first, so a
 * released keypad costs one look-up, and readings above every anchor skip the anchor tests. */
static const uint16_t decoder_cuts[3][5] HAL_FLASH = {
    {60, 230, 408, 632, 920},  /* unknown: between all families */
    {50, 178, 333, 525, 832},  /* A: 0 100 256 410 640 */
    {102, 305, 514, 723, 923}, /* B: 0 205 405 623 824 */
};

static uint16_t decoder_cut(uint8_t family, uint8_t i)
{
    const uint8_t *p = (const uint8_t *)&decoder_cuts[family][i];
    return (uint16_t)(hal_flash_byte(p) | (hal_flash_byte(p + 1) << 8));
}

static uint16_t decoder_distance(uint16_t a, uint16_t b)
{
    return a > b ? a - b : b - a;
}

static uint8_t decoder_anchor_family(uint16_t adc)
{
    const uint16_t tol = BUTTON_DECODER_LOCK_TOLERANCE;
    if (adc > 824u + tol) {
        return BUTTON_FAMILY_UNKNOWN; /* above the highest anchor */
    }
    if (decoder_distance(adc, 100) <= tol || decoder_distance(adc, 256) <= tol) {
        return BUTTON_FAMILY_A;
    }
    if (decoder_distance(adc, 205) <= tol || decoder_distance(adc, 824) <= tol) {
        return BUTTON_FAMILY_B;
    }
    return BUTTON_FAMILY_UNKNOWN;
}

void button_decoder_init(button_decoder_t *d)
{
    d->last = 1023;
    d->steady = 0;
    d->family = BUTTON_FAMILY_UNKNOWN;
}

btn_t button_decoder_decode(button_decoder_t *d, uint16_t adc)
{
    if (decoder_distance(adc, d->last) <= BUTTON_DECODER_STEADY_DELTA) {
        if (d->steady < 255) {
            d->steady++;
        }
    } else {
        d->steady = 0;
    }
    d->last = adc;
    if (d->family == BUTTON_FAMILY_UNKNOWN && d->steady + 1u >= BUTTON_DECODER_STEADY_SAMPLES) {
        d->family = decoder_anchor_family(adc);
    }
    if (adc >= decoder_cut(d->family, 4)) {
        return BTN_NONE;
    }
    for (uint8_t i = 0; i < 4; i++) {
        if (adc < decoder_cut(d->family, i)) {
            return (btn_t)(BTN_RIGHT + i);
        }
    }
    return BTN_SELECT;
}

button_family_t button_decoder_family(const button_decoder_t *d)
{
    return (button_family_t)d->family;
}
