/* hal_seg7.h - a display of eight 7-segment digits and eight single LEDs (the nano-tm1638
 * board's TM1638 LED&KEY module), as the 7-segment view (firmware/view/seg7/) uses it: the
 * whole display at once, and its brightness. hal_display_init() (hal_display.h: every board
 * has it; main.c calls it) sets it up, clears it and switches it on, bright. The AVR version
 * drives the TM1638 and sends only the bytes that changed (hal/avr/tm1638/hal_display.c); the
 * host version is a fake that keeps what was shown (hal/host/hal_seg7.c, hal_fake.h). */
#ifndef HAL_SEG7_H
#define HAL_SEG7_H

#include <stdbool.h>
#include <stdint.h>

#define HAL_SEG7_DIGITS 8u

/* Segment bits of a digit's byte: a..g, then the decimal point (the TM1638's order). */
#define HAL_SEG7_A 0x01u
#define HAL_SEG7_B 0x02u
#define HAL_SEG7_C 0x04u
#define HAL_SEG7_D 0x08u
#define HAL_SEG7_E 0x10u
#define HAL_SEG7_F 0x20u
#define HAL_SEG7_G 0x40u
#define HAL_SEG7_DP 0x80u

/* Shows eight digits (segment bytes, the leftmost first) and eight LEDs (bit i lights LED
 * i+1, LED 1 leftmost, above digit 1). */
void hal_seg7_show(const uint8_t digits[HAL_SEG7_DIGITS], uint8_t leds);

/* Full brightness, or dimmed (the battery toy's "light off": still readable close up). */
void hal_seg7_light(bool on);

#endif
