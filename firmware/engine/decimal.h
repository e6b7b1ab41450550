/* decimal.h - a 32-bit number in decimal, for every writer of numbers in the firmware: the
 * views (a display's digits) and the console (its answers). Display-neutral: no columns, no
 * pen, only the digits. */
#ifndef DECIMAL_H
#define DECIMAL_H

#include <stdint.h>

#define DECIMAL_SIZE 11u /* the longest number, 4294967295, and its NUL */

/* Writes v in decimal with a NUL into buf (DECIMAL_SIZE bytes are enough); returns the digit
 * count. */
uint8_t decimal_u32(char *buf, uint32_t v);

/* The number of decimal digits of v (1 for 0). */
uint8_t decimal_digits(uint32_t v);

#endif
