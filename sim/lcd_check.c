/* lcd_check.c - compares our HD44780 model with simavr's part, cell by cell. */
#include "lcd_check.h"

#include "lcd_glyphs.h"
#include "lcd_model.h"
#include "lcd_part.h"

/* Compares the bitmap of glyph g: SAME, GLYPH_OVER (every differing row excused) or
 * DIFFERENT. */
static lcd_check_cell_t lcd_check_glyph(uint8_t g)
{
    lcd_check_cell_t worst = LCD_CHECK_SAME;
    for (uint8_t r = 0; r < 8; r++) {
        if (lcd_model_glyph_row(g, r) == lcd_part_glyph_row(g, r))
            continue;
        if (lcd_part_writer((uint8_t)(g * 8u + r)) == LCD_PART_BY_DDRAM) {
            if (worst == LCD_CHECK_SAME)
                worst = LCD_CHECK_GLYPH_OVER;
        } else {
            worst = LCD_CHECK_DIFFERENT;
        }
    }
    return worst;
}

void lcd_check_compare(lcd_check_t *c)
{
    c->different = 0;
    c->excused = 0;
    for (uint8_t row = 0; row < LCD_CHECK_ROWS; row++) {
        for (uint8_t col = 0; col < LCD_CHECK_COLS; col++) {
            uint8_t addr = (uint8_t)((row ? 0x40u : 0x00u) + col);
            uint8_t own = lcd_model_ddram(addr);
            uint8_t part = lcd_part_ddram(addr);
            lcd_check_cell_t k;
            if (own != part)
                k = row == 1 && lcd_part_writer(col) == LCD_PART_BY_CGRAM ? LCD_CHECK_LINE_OVER
                                                                          : LCD_CHECK_DIFFERENT;
            else if (own < 16)
                k = lcd_check_glyph(own & 7u);
            else
                k = LCD_CHECK_SAME;
            c->own[row][col] = own;
            c->part[row][col] = part;
            c->cell[row][col] = (uint8_t)k;
            if (k == LCD_CHECK_DIFFERENT)
                c->different++;
            else if (k != LCD_CHECK_SAME)
                c->excused++;
        }
    }
}

/* A row as make play draws it, with the glyph bitmaps of the model it comes from. */
static void lcd_check_put_row(FILE *f, const uint8_t *codes, lcd_glyph_row_fn glyph)
{
    char text[LCD_CHECK_COLS * 4 + 1];
    lcd_glyphs_row((const char *)codes, glyph, text, sizeof text);
    fprintf(f, "|%s|", text);
}

static void lcd_check_put_code(FILE *f, uint8_t code)
{
    if (code < 16)
        fprintf(f, "glyph %u (0x%02x)", code & 7u, code);
    else if (code >= 0x20 && code <= 0x7E)
        fprintf(f, "'%c' (0x%02x)", code, code);
    else
        fprintf(f, "0x%02x", code);
}

void lcd_check_print(FILE *f, const lcd_check_t *c)
{
    fprintf(f, "  own model            simavr hd44780 part\n");
    for (uint8_t row = 0; row < LCD_CHECK_ROWS; row++) {
        fputs("  ", f);
        lcd_check_put_row(f, c->own[row], lcd_model_glyph_row);
        fputs("   ", f);
        lcd_check_put_row(f, c->part[row], lcd_part_glyph_row);
        fputs("   ", f);
        for (uint8_t col = 0; col < LCD_CHECK_COLS; col++) {
            static const char mark[] = {'.', 'c', 'g', 'X'};
            fputc(mark[c->cell[row][col]], f);
        }
        fputc('\n', f);
    }
    for (uint8_t row = 0; row < LCD_CHECK_ROWS; row++) {
        for (uint8_t col = 0; col < LCD_CHECK_COLS; col++) {
            lcd_check_cell_t k = (lcd_check_cell_t)c->cell[row][col];
            if (k == LCD_CHECK_SAME)
                continue;
            fprintf(f, "  row %u col %2u: ", row, col);
            if (k == LCD_CHECK_GLYPH_OVER || (k == LCD_CHECK_DIFFERENT &&
                                              c->own[row][col] == c->part[row][col])) {
                fputs("both show ", f);
                lcd_check_put_code(f, c->own[row][col]);
                fputs(k == LCD_CHECK_GLYPH_OVER
                          ? ", whose bitmap in the part was overwritten by row-1 text or a"
                            " clear (simavr 1.6 CGRAM bug): excused\n"
                          : ", but the glyph bitmaps differ\n",
                      f);
                continue;
            }
            fputs("own ", f);
            lcd_check_put_code(f, c->own[row][col]);
            fputs(", simavr ", f);
            lcd_check_put_code(f, c->part[row][col]);
            fputs(k == LCD_CHECK_LINE_OVER
                      ? ": a glyph row was written over this cell (simavr 1.6 CGRAM bug): excused\n"
                      : ": DIFFERENT\n",
                  f);
        }
    }
}
