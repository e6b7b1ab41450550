/* lcd_model.h - an HD44780 16x2 in 4-bit write-only mode, driven by the AVR's pin IRQs
 * (RS, E, D4..D7 where the board's pin map puts them, R/W tied low).
 *
 * Our own model is the one the board reads by default; simavr's hd44780 part runs beside it
 * as a cross-check (lcd_part.h, lcd_check.h) but stores CGRAM over line 2 and printf()s every
 * byte to stdout (which --uart-stdio needs for the UART). This model
 * latches on E's falling edge like the real chip, starts in 8-bit mode and resynchronises on
 * the usual 3,3,3,2 sequence, keeps DDRAM and CGRAM apart, honours display on/off, entry
 * mode and shifts, and counts writes made while the controller is still busy (37 us, 1.52 ms
 * after clear/home). */
#ifndef SIM_LCD_MODEL_H
#define SIM_LCD_MODEL_H

#include <stdbool.h>
#include <stdint.h>

#include "board_pins.h"
#include "sim_avr.h"

#define LCD_MODEL_COLS 16
#define LCD_MODEL_ROWS 2

/* Hooks the model to the board's LCD pins; the controller starts in its power-on state. */
void lcd_model_attach(avr_t *avr, const board_pins_t *pins);

/* Power-on state again (the LCD lost power with the board). */
void lcd_model_power_on(void);

/* Visible row 0 or 1 as 16 raw character codes plus '\0' (custom glyphs are codes 1..8,
 * glyph 0 reported as its alias 8; a display switched off reads as spaces). */
void lcd_model_row(uint8_t row, char out[LCD_MODEL_COLS + 1]);

/* Bumped at every change of what is visible, for redraws. */
uint32_t lcd_model_version(void);

/* Writes that arrived while the controller was busy (firmware timing bugs). */
uint32_t lcd_model_busy_violations(void);

/* True when the display is switched on (D bit). */
bool lcd_model_display_on(void);

/* Row 0..7 bitmap (5 low bits) of custom glyph 0..7. */
uint8_t lcd_model_glyph_row(uint8_t glyph, uint8_t row);

/* The raw DDRAM byte at address addr (0x00..0x7F), whatever the display shows. */
uint8_t lcd_model_ddram(uint8_t addr);

/* Test hook: executes one byte as if the firmware had sent it (rs: data, else command). */
void lcd_model_inject(bool rs, uint8_t byte);

#endif
