/* hal_display.c (AVR, TM1638 LED&KEY) - the display HAL of the nano-tm1638 board
 * (hal_seg7.h) on the TM1638 driver: eight digits and eight LEDs, sent when they changed
 * (tm1638_show); the light setting dims the display instead of a backlight. */
#include "hal_display.h"
#include "hal_seg7.h"
#include "tm1638.h"

#define DISPLAY_BRIGHT TM1638_BRIGHTNESS_MAX /* 14/16 of the time */
#define DISPLAY_DIM 0u                       /* 1/16: readable close up, little current */

void hal_display_init(void)
{
    tm1638_init(DISPLAY_BRIGHT);
}

void hal_seg7_show(const uint8_t digits[HAL_SEG7_DIGITS], uint8_t leds)
{
    tm1638_show(digits, leds);
}

void hal_seg7_light(bool on)
{
    tm1638_display(true, on ? DISPLAY_BRIGHT : DISPLAY_DIM);
}
