/* hal_seg7.c (host) - eight 7-segment digits and eight LEDs kept in memory, for the 7-segment
 * view's tests: what was shown last, how often, and the brightness. */
#include <string.h>

#include "hal_fake.h"
#include "hal_fake_internal.h"
#include "hal_seg7.h"

static uint8_t fake_digits[HAL_SEG7_DIGITS];
static uint8_t fake_leds;
static bool fake_bright;
static uint32_t fake_shows;

void fake_seg7_reset(void)
{
    memset(fake_digits, 0, sizeof fake_digits);
    fake_leds = 0;
    fake_bright = true;
    fake_shows = 0;
}

const uint8_t *fake_seg7_digits(void)
{
    return fake_digits;
}

uint8_t fake_seg7_leds(void)
{
    return fake_leds;
}

bool fake_seg7_light(void)
{
    return fake_bright;
}

uint32_t fake_seg7_shows(void)
{
    return fake_shows;
}

void hal_seg7_show(const uint8_t digits[HAL_SEG7_DIGITS], uint8_t leds)
{
    memcpy(fake_digits, digits, sizeof fake_digits);
    fake_leds = leds;
    fake_shows++;
}

void hal_seg7_light(bool on)
{
    fake_bright = on;
}
