/* lcd_check.h - cross-check of the two LCD models: our own (lcd_model.c) against simavr's
 * hd44780 part (lcd_part.c), cell by cell over the 16x2 visible DDRAM (row 0 = 0x00..0x0F,
 * row 1 = 0x40..0x4F, compared as memory: the 1.6 part models neither display shift nor
 * display off). A cell showing a custom glyph (code 0..15, glyph code & 7) also has its eight
 * bitmap rows compared.
 *
 * Only the simavr 1.6 CGRAM bug (CGRAM address A is the part's DDRAM byte 0x40 + A) excuses a
 * difference, and only where the adapter saw it happen:
 * - a row-1 cell whose part byte was last written as a glyph row (a glyph defined after the
 *   text), or
 * - a glyph's bitmap row whose part byte was last written as row-1 text or by a clear.
 * Every other difference is a disagreement. */
#ifndef SIM_LCD_CHECK_H
#define SIM_LCD_CHECK_H

#include <stdint.h>
#include <stdio.h>

#define LCD_CHECK_COLS 16
#define LCD_CHECK_ROWS 2

typedef enum {
    LCD_CHECK_SAME = 0,
    LCD_CHECK_LINE_OVER, /* excused: a glyph row was written over this row-1 cell */
    LCD_CHECK_GLYPH_OVER, /* excused: text or a clear overwrote this glyph's bitmap in the part */
    LCD_CHECK_DIFFERENT   /* the models disagree */
} lcd_check_cell_t;

typedef struct {
    uint8_t own[LCD_CHECK_ROWS][LCD_CHECK_COLS];  /* raw DDRAM codes */
    uint8_t part[LCD_CHECK_ROWS][LCD_CHECK_COLS];
    uint8_t cell[LCD_CHECK_ROWS][LCD_CHECK_COLS]; /* lcd_check_cell_t */
    unsigned different;                           /* cells that disagree */
    unsigned excused;                             /* cells excused by the CGRAM bug */
} lcd_check_t;

/* Compares the two models as they are now (call it while E is low). */
void lcd_check_compare(lcd_check_t *c);

/* Prints both models side by side and one line per cell that differs or is excused. */
void lcd_check_print(FILE *f, const lcd_check_t *c);

#endif
