/* lcd_part.h - simavr 1.6's own hd44780 part (libsimavrparts) on the LCD pins, next to our
 * model (lcd_model.c), as a second opinion: RS, E, D4..D7 on the board's LCD pins, RW left
 * unconnected (always "write"). The part printf()s every byte on stdout, so a mode that wires
 * it first points fd 1 somewhere harmless (script and interactive modes send it to /dev/null;
 * --uart-stdio leaves the part out because stdout is the UART there).
 *
 * The adapter watches the part's DATA_IN and ADDR outputs to know, for each byte:
 * - whether it came while the part was busy (the part itself only printf()s that);
 * - who wrote each of vram[0x40..0x7F] last. In 1.6 CGRAM address A is vram[0x40 + A], the
 *   same bytes as DDRAM line 2 (row 1: 0x40..0x4F visible), so a glyph definition garbles
 *   line 2 and line-2 text (or a clear) garbles glyph bitmaps (0 and 1 from the 16 visible
 *   columns; fixed upstream after 1.6). The cross-check (lcd_check.c)
 *   excuses exactly those cells and no others;
 * - shift commands (0x10..0x1F), which 1.6 does not model (its cursor then stops moving).
 * It corrects one 1.6 bug, as simavr's later versions do: Clear Display leaves the cursor and
 * the entry direction alone; the adapter sets them to address 0 and "increment" like the chip.
 * A reset of the MCU drops every simavr cycle timer, the part's busy timeout too: the adapter
 * then clears the stuck busy flag. */
#ifndef SIM_LCD_PART_H
#define SIM_LCD_PART_H

#include <stdbool.h>
#include <stdint.h>

#include "board_pins.h"
#include "sim_avr.h"

#define LCD_PART_COLS 16
#define LCD_PART_ROWS 2

typedef enum {
    LCD_PART_BY_DDRAM = 0, /* last written as display text (or cleared) */
    LCD_PART_BY_CGRAM      /* last written as a glyph row */
} lcd_part_writer_t;

/* Creates the part and connects it to the pins (prints on stdout: redirect fd 1 first). */
void lcd_part_attach(avr_t *avr, const board_pins_t *pins);

/* True once lcd_part_attach() ran. */
bool lcd_part_attached(void);

/* Power-on state again (what hd44780_init() leaves), with the pins kept. */
void lcd_part_power_on(void);

/* The MCU (re)started: a busy timeout lost with simavr's cycle timers must not stick. */
void lcd_part_mcu_started(void);

/* Visible row 0/1 as lcd_model_row() gives it: 16 codes + '\0', glyph 0 as 8, spaces while
 * the display is off. */
void lcd_part_row(uint8_t row, char out[LCD_PART_COLS + 1]);

/* The raw byte at DDRAM address addr (0x00..0x4F) of the part's vram. */
uint8_t lcd_part_ddram(uint8_t addr);

/* Row 0..7 bitmap (5 low bits) of glyph 0..7 as the part stores it (vram[0x40 + 8 g + r]). */
uint8_t lcd_part_glyph_row(uint8_t glyph, uint8_t row);

/* Who last wrote the part's shared byte vram[0x40 + index], index 0..63 (CGRAM address). */
lcd_part_writer_t lcd_part_writer(uint8_t index);

/* True while E is high (a nibble is on the bus; the two models latch on different edges). */
bool lcd_part_e_high(void);

/* Bytes written while the part's busy flag was set (either nibble). */
uint32_t lcd_part_busy_violations(void);

/* Cursor/display shift commands seen (the 1.6 part models neither). */
uint32_t lcd_part_shift_commands(void);

/* Clear Display commands whose cursor the adapter put back to 0. */
uint32_t lcd_part_clear_fixes(void);

/* Test hook: drives the part's own RS/D4..D7/E inputs (not the AVR's pins, so our model does
 * not see it); lcd_part_follow_pins() hands them back to the AVR's levels. */
void lcd_part_drive(bool rs, uint8_t nibble, bool e);

/* Puts the part's inputs back to the levels of the AVR pins they are wired to. */
void lcd_part_follow_pins(void);

#endif
