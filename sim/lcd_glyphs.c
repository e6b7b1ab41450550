/* lcd_glyphs.c - LCD character codes and custom glyphs as terminal text (see lcd_glyphs.h). */
#include "lcd_glyphs.h"

#include <string.h>

static bool lcd_glyphs_is_custom(uint8_t code)
{
    return code < 16u;
}

/* Pixels lit in a row (5 bits), and whether they run without a gap. */
static int lcd_glyphs_width(uint8_t bits)
{
    return __builtin_popcount(bits & 0x1Fu);
}

static bool lcd_glyphs_solid(uint8_t bits)
{
    bits &= 0x1Fu;
    if (bits == 0)
        return true;
    while (!(bits & 1u))
        bits >>= 1;
    return (bits & (bits + 1u)) == 0; /* 0b0..01..1 */
}

static uint8_t lcd_glyphs_mirror(uint8_t bits)
{
    return (uint8_t)(((bits & 1u) << 4) | ((bits & 2u) << 2) | (bits & 4u) | ((bits & 8u) >> 2) |
                     ((bits & 16u) >> 4));
}

/* A column of 1-pixel rows in the middle (bit 2) of at least two rows on one side of row w. */
static bool lcd_glyphs_stem(const uint8_t r[8], int w, int dir)
{
    int n = 0;
    for (int i = w + dir; i >= 0 && i < 8; i += dir) {
        if (r[i] == 0)
            continue;
        if (r[i] != 0x04u)
            return false;
        n++;
    }
    return n >= 2;
}

/* The Braille character for the glyph: dot columns are pixel columns 0-1 and 3-4 (the middle
 * column counts for both), dot rows are pixel rows 0-1, 2-3, 4-5, 6-7; a dot is raised when
 * at least 2 of its pixels are lit. */
static const char *lcd_glyphs_braille(const uint8_t r[8], char out[4])
{
    /* Unicode dot numbers by (row, column): 1 4 / 2 5 / 3 6 / 7 8 */
    static const uint8_t dot[4][2] = {{0x01, 0x08}, {0x02, 0x10}, {0x04, 0x20}, {0x40, 0x80}};
    unsigned bits = 0;
    for (int dr = 0; dr < 4; dr++) {
        for (int dc = 0; dc < 2; dc++) {
            uint8_t mask = dc == 0 ? 0x1Cu : 0x07u; /* columns 0-2 or 2-4 */
            int lit = lcd_glyphs_width(r[2 * dr] & mask) + lcd_glyphs_width(r[2 * dr + 1] & mask);
            if (lit >= 2)
                bits |= dot[dr][dc];
        }
    }
    unsigned cp = 0x2800u + bits; /* 3 bytes of UTF-8 */
    out[0] = (char)(0xE0u | (cp >> 12));
    out[1] = (char)(0x80u | ((cp >> 6) & 0x3Fu));
    out[2] = (char)(0x80u | (cp & 0x3Fu));
    out[3] = '\0';
    return out;
}

/* One character for custom glyph rows r; *picture when it is the Braille approximation. */
static const char *lcd_glyphs_symbol(const uint8_t r[8], bool *picture)
{
    static char braille[4];
    int widest = -1, width_max = 0, ties = 0, lit = 0;
    bool symmetric = true, solid = true;
    *picture = false;
    for (int i = 0; i < 8; i++) {
        int w = lcd_glyphs_width(r[i]);
        lit += w;
        symmetric = symmetric && lcd_glyphs_mirror(r[i]) == (r[i] & 0x1Fu);
        solid = solid && lcd_glyphs_solid(r[i]);
        if (w > width_max) {
            width_max = w;
            widest = i;
            ties = 1;
        } else if (w == width_max && w > 0) {
            ties++;
        }
    }
    if (lit == 0)
        return " ";
    bool middle = false; /* symbols light the middle column; pictures may leave it dark */
    for (int i = 0; i < 8; i++)
        middle = middle || (r[i] & 0x04u);
    if (middle && symmetric && ties == 1 && width_max >= 3) {
        if (lcd_glyphs_stem(r, widest, +1))
            return "\u25b2"; /* up arrow: the stem below */
        if (lcd_glyphs_stem(r, widest, -1))
            return "\u25bc";
    }
    if (middle && symmetric && solid && lit >= 8)
        return "\u25cf";
    if (middle && symmetric && !solid)
        return "\u25cb";
    *picture = true;
    return lcd_glyphs_braille(r, braille);
}

const char *lcd_glyphs_code(uint8_t code, lcd_glyph_row_fn rows, char tmp[2], bool *picture)
{
    *picture = false;
    if (lcd_glyphs_is_custom(code)) {
        uint8_t r[8];
        for (uint8_t i = 0; i < 8; i++)
            r[i] = rows((uint8_t)(code & 7u), i) & 0x1Fu;
        return lcd_glyphs_symbol(r, picture);
    }
    if (code == 0x7E)
        return "\u2192";
    if (code == 0x7F)
        return "\u2190";
    if (code == 0xFF)
        return "\u2588";
    if (code < 0x20 || code > 0x7E)
        return "?";
    tmp[0] = (char)code;
    tmp[1] = '\0';
    return tmp;
}

bool lcd_glyphs_row(const char codes[LCD_GLYPHS_COLS], lcd_glyph_row_fn rows, char *out,
                    size_t cap)
{
    bool any_picture = false;
    size_t n = 0;
    out[0] = '\0';
    for (int i = 0; i < LCD_GLYPHS_COLS; i++) {
        char tmp[2];
        bool picture;
        const char *t = lcd_glyphs_code((uint8_t)codes[i], rows, tmp, &picture);
        any_picture = any_picture || picture;
        size_t len = strlen(t);
        if (n + len + 1 > cap)
            break;
        memcpy(out + n, t, len + 1);
        n += len;
    }
    return any_picture;
}

void lcd_glyphs_picture(FILE *f, const char *indent, const char *eol,
                        const char codes[LCD_GLYPHS_COLS], lcd_glyph_row_fn rows, bool half_blocks)
{
    int last = -1; /* the last glyph cell with a pixel lit */
    for (int i = 0; i < LCD_GLYPHS_COLS; i++)
        for (uint8_t y = 0; y < 8 && lcd_glyphs_is_custom((uint8_t)codes[i]); y++)
            if (rows((uint8_t)(codes[i] & 7u), y) & 0x1Fu)
                last = i;
    if (last < 0)
        return;
    int step = half_blocks ? 2 : 1;
    for (int y = 0; y < 8; y += step) {
        fputs(indent, f);
        for (int i = 0; i <= last; i++) {
            uint8_t code = (uint8_t)codes[i];
            if (!lcd_glyphs_is_custom(code)) {
                fputs(i < last ? "      " : "", f);
                continue;
            }
            uint8_t top = rows((uint8_t)(code & 7u), (uint8_t)y) & 0x1Fu;
            uint8_t bottom = half_blocks ? rows((uint8_t)(code & 7u), (uint8_t)(y + 1)) & 0x1Fu : 0;
            for (int b = 4; b >= 0; b--) {
                bool t = top >> b & 1u, u = bottom >> b & 1u;
                if (!half_blocks)
                    fputc(t ? '#' : '.', f);
                else
                    fputs(t && u ? "\u2588" : t ? "\u2580" : u ? "\u2584" : " ", f);
            }
            if (i < last)
                fputc(' ', f);
        }
        fputs(eol, f);
    }
}
