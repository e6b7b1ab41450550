/* seg7.h - seven-segment patterns and text, for reading the TM1638 display in scripts and
 * drawing it. A pattern is a byte with segments a..g in bits 0..6 and the decimal point in
 * bit 7 (the TM1638's digit byte).
 *
 * Letters are those of /work/shared/notes/TM1638.md ("readable"): digits 0-9, A b C c d E F
 * G H h I J L n o P q r S t U u y, '-', '_' and the blank. Text to patterns (seg7_parse): a
 * letter with one 7-segment form takes it in either case (a = A, B = b, i = I, N = n, O = 0,
 * S = 5 ...), C/c, H/h, U/u and o/O keep their case; a '.' lights the decimal point of the
 * character before it (alone, or after another '.', of a blank digit). K M V W X Z have no
 * readable form and are refused. Patterns to text (seg7_char): one character each, digits
 * before letters where two share a pattern (0x6D reads '5', 0x3F '0'), '?' for any other
 * pattern, the decimal point as a '.' after it. */
#ifndef SIM_SEG7_H
#define SIM_SEG7_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define SEG7_DP 0x80u

/* The character a pattern (decimal point ignored) reads as: '?' when none. */
char seg7_char(uint8_t pattern);

/* The pattern of character c; false when c has no readable form. */
bool seg7_pattern(char c, uint8_t *pattern);

/* Text to patterns, at most max of them; *count set. False (and *bad the character, or '\0'
 * for "too long") when the text cannot be shown. */
bool seg7_parse(const char *text, uint8_t *out, size_t max, size_t *count, char *bad);

/* n patterns as text: each its character, a '.' after one with its decimal point lit. out
 * needs 2n + 1 bytes. */
void seg7_text(const uint8_t *patterns, size_t n, char *out);

/* Row 0..2 of n patterns drawn as text, 4 columns a digit (" _  ", "|_| ", "|_|."), to f:
 * lit segments as their marks, unlit ones as blanks, so that the figures read in any
 * terminal and in a copy of its text (the caller adds any colour around the row). */
void seg7_draw_row(FILE *f, const uint8_t *patterns, size_t n, int row);

#endif
