/* hal_display.c (AVR, TXT8) - the display HAL of a board with the TXT8 part (hal_txt8.h) on its
 * driver (txt8.h); the light setting dims the display, which has no backlight. */
#include "hal_display.h"
#include "hal_txt8.h"
#include "txt8.h"

_Static_assert(HAL_TXT8_COLS == TXT8_COLS, "the HAL's row is the part's");

#define DISPLAY_BRIGHT TXT8_BRIGHTNESS_MAX
#define DISPLAY_DIM 1u

void hal_display_init(void)
{
    txt8_init(DISPLAY_BRIGHT);
}

void hal_txt8_show(const char *row)
{
    txt8_show(row);
}

void hal_txt8_light(bool on)
{
    txt8_display(true, on ? DISPLAY_BRIGHT : DISPLAY_DIM);
}
