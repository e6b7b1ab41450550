/* decimal.c - a 32-bit number in decimal (decimal.h): one division per digit (about 650 cycles
 * on the AVR; subtracting powers of ten was 5 times faster but 140 bytes larger). */
#include "decimal.h"

uint8_t decimal_u32(char *buf, uint32_t v)
{
    char rev[10]; /* the digits from the last one */
    uint8_t n = 0;
    do {
        rev[n++] = (char)('0' + v % 10u);
        v /= 10u;
    } while (v != 0);
    uint8_t len = n;
    while (n > 0) {
        *buf++ = rev[--n];
    }
    *buf = '\0';
    return len;
}

uint8_t decimal_digits(uint32_t v)
{
    char num[DECIMAL_SIZE];
    return decimal_u32(num, v);
}
