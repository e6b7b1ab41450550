/* hal_display.h - the board's display, whatever it is: every board has one, and main.c sets it
 * up with hal_display_init before the app's first screen. What the display then shows is the
 * contract of its kind, in a header of its own, which the board's view (view.h) calls: a
 * character LCD (hal_lcd.h), eight 7-segment digits and LEDs (hal_seg7.h). A new kind of
 * display adds its header beside these; the board's HAL folder (hal/avr/<part>/, board.mk's
 * BOARD_PARTS) implements this one and its kind's. */
#ifndef HAL_DISPLAY_H
#define HAL_DISPLAY_H

/* Sets the display up (it may block some tens of ms on the AVR), cleared and lit. */
void hal_display_init(void);

#endif
