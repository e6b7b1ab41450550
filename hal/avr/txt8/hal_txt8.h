/* hal_txt8.h - a display of one row of HAL_TXT8_COLS characters, printable ASCII, as the
 * line8 view (firmware/view/line8/) uses it: the whole row at once, and bright or dim.
 * hal_display_init() (hal_display.h: every board's display has it; main.c calls it) sets it up
 * blank and on. The AVR version drives the TXT8 part (txt8.h) and sends a row only when it
 * changed. */
#ifndef HAL_TXT8_H
#define HAL_TXT8_H

#include <stdbool.h>

#define HAL_TXT8_COLS 8u

/* Shows a row of HAL_TXT8_COLS characters (not a C string: no NUL needed). */
void hal_txt8_show(const char *row);

/* Full brightness, or dimmed (the light setting's "off": still readable close up). */
void hal_txt8_light(bool on);

#endif
