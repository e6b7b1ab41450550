/* seg7.c - the seven-segment letter table of the TM1638 note, both ways, and drawing. */
#include "seg7.h"

#include <string.h>

/* Characters and patterns: the first of a pattern is how it reads (seg7_char); every entry
 * is a character that writes it (seg7_pattern). */
static const struct {
    char c;
    uint8_t pattern;
} seg7_table[] = {
    {'0', 0x3F}, {'1', 0x06}, {'2', 0x5B}, {'3', 0x4F}, {'4', 0x66}, {'5', 0x6D},
    {'6', 0x7D}, {'7', 0x07}, {'8', 0x7F}, {'9', 0x6F}, {' ', 0x00}, {'-', 0x40},
    {'_', 0x08}, {'A', 0x77}, {'b', 0x7C}, {'C', 0x39}, {'c', 0x58}, {'d', 0x5E},
    {'E', 0x79}, {'F', 0x71}, {'G', 0x3D}, {'H', 0x76}, {'h', 0x74}, {'I', 0x30},
    {'J', 0x1E}, {'L', 0x38}, {'n', 0x54}, {'o', 0x5C}, {'P', 0x73}, {'q', 0x67},
    {'r', 0x50}, {'t', 0x78}, {'U', 0x3E}, {'u', 0x1C}, {'y', 0x6E},
    /* the other case of the letters with one form, and letters equal to a digit */
    {'a', 0x77}, {'B', 0x7C}, {'D', 0x5E}, {'e', 0x79}, {'f', 0x71}, {'g', 0x3D},
    {'i', 0x30}, {'j', 0x1E}, {'l', 0x38}, {'N', 0x54}, {'O', 0x3F}, {'p', 0x73},
    {'Q', 0x67}, {'R', 0x50}, {'S', 0x6D}, {'s', 0x6D}, {'T', 0x78}, {'Y', 0x6E},
};

#define SEG7_TABLE_SIZE (sizeof seg7_table / sizeof seg7_table[0])

char seg7_char(uint8_t pattern)
{
    pattern &= (uint8_t)~SEG7_DP;
    for (size_t i = 0; i < SEG7_TABLE_SIZE; i++)
        if (seg7_table[i].pattern == pattern)
            return seg7_table[i].c;
    return '?';
}

bool seg7_pattern(char c, uint8_t *pattern)
{
    for (size_t i = 0; i < SEG7_TABLE_SIZE; i++) {
        if (seg7_table[i].c == c) {
            *pattern = seg7_table[i].pattern;
            return true;
        }
    }
    return false;
}

bool seg7_parse(const char *text, uint8_t *out, size_t max, size_t *count, char *bad)
{
    size_t n = 0;
    bool dot_free = false; /* the last pattern's decimal point can still take a '.' */
    for (const char *p = text; *p; p++) {
        if (*p == '.' && dot_free) {
            out[n - 1] |= SEG7_DP;
            dot_free = false;
            continue;
        }
        uint8_t pattern = SEG7_DP; /* a '.' on its own: a blank digit's point */
        if (*p != '.' && !seg7_pattern(*p, &pattern)) {
            *bad = *p;
            return false;
        }
        if (n == max) {
            *bad = '\0';
            return false;
        }
        out[n++] = pattern;
        dot_free = *p != '.';
    }
    *count = n;
    return true;
}

void seg7_text(const uint8_t *patterns, size_t n, char *out)
{
    for (size_t i = 0; i < n; i++) {
        *out++ = seg7_char(patterns[i]);
        if (patterns[i] & SEG7_DP)
            *out++ = '.';
    }
    *out = '\0';
}

void seg7_draw_row(FILE *f, const uint8_t *patterns, size_t n, int row)
{
    /* per row, the segment bit and its character at each of a digit's 4 columns (0: none) */
    static const uint8_t bits[3][4] = {
        {0, 0x01, 0, 0}, {0x20, 0x40, 0x02, 0}, {0x10, 0x08, 0x04, SEG7_DP}};
    static const char marks[3][4] = {{' ', '_', ' ', ' '}, {'|', '_', '|', ' '},
                                     {'|', '_', '|', '.'}};
    for (size_t i = 0; i < n; i++)
        for (int col = 0; col < 4; col++)
            fputc(bits[row][col] && (patterns[i] & bits[row][col]) ? marks[row][col] : ' ', f);
}
