/* lcd_glyphs.h - the LCD's character codes for people, alike in `make play` and in script
 * dumps. Printable ASCII stays as it is; the HD44780's 0x7E, 0x7F and 0xFF are drawn as
 * arrows and a block; codes 0..15 are the 8 custom glyphs (8..15 repeat 0..7), each drawn as
 * one character chosen from its bitmap: nothing lit -> space; a 1-pixel stem under (over)
 * a single widest row -> an up (down) arrow; a solid round shape -> a filled circle; a
 * shape with holes in its rows, left-right symmetric -> a ring; anything else (a picture,
 * such as the board walk's board) -> the Braille character whose 2 x 4 dots show which of
 * the glyph's 2 x 4 blocks of pixels are mostly lit. Pictures can also be printed pixel for
 * pixel (lcd_glyphs_picture). Any other code is '?'. */
#ifndef SIM_LCD_GLYPHS_H
#define SIM_LCD_GLYPHS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define LCD_GLYPHS_COLS 16

/* Row r (0..7) of custom glyph g (0..7), 5 low bits, bit 4 the leftmost pixel. */
typedef uint8_t (*lcd_glyph_row_fn)(uint8_t g, uint8_t r);

/* UTF-8 text for one LCD code (tmp holds a plain character); *picture set when it is a
 * custom glyph drawn as a Braille approximation (worth showing pixel for pixel). */
const char *lcd_glyphs_code(uint8_t code, lcd_glyph_row_fn rows, char tmp[2], bool *picture);

/* The 16 codes of a row as UTF-8 text in out (cap bytes); true when a glyph was a picture. */
bool lcd_glyphs_row(const char codes[LCD_GLYPHS_COLS], lcd_glyph_row_fn rows, char *out,
                    size_t cap);

/* Prints the custom glyphs among the codes pixel for pixel, side by side (one column per
 * cell, a space between cells), each line between indent and eol: with half blocks (4
 * lines, two pixel rows a line) or with '#' and '.' (8 lines). Nothing when no glyph has a
 * pixel lit. */
void lcd_glyphs_picture(FILE *f, const char *indent, const char *eol,
                        const char codes[LCD_GLYPHS_COLS], lcd_glyph_row_fn rows, bool half_blocks);

#endif
