/* hal_flash.h (AVR) - constant data kept in flash, read back byte by byte.
 * On the ATmega328P string literals would otherwise be copied to the 2 KB of RAM at boot, so
 * long texts (help, rules, messages) live in flash and are read with hal_flash_byte().
 * hal/host/hal_flash.h is the host version with the same names, where flash is plain memory. */
#ifndef HAL_FLASH_H
#define HAL_FLASH_H

#include <avr/pgmspace.h>
#include <stdint.h>

/* Qualifier for a const object that lives in flash: `static const char x[] HAL_FLASH = "...";` */
#define HAL_FLASH PROGMEM

/* A string literal placed in flash, as a `const char *` to read with hal_flash_byte(). */
#define HAL_FSTR(s) PSTR(s)

/* One byte of flash data. */
static inline uint8_t hal_flash_byte(const void *p)
{
    return pgm_read_byte(p);
}

/* One 32-bit little-endian word of flash data. */
static inline uint32_t hal_flash_u32(const void *p)
{
    return pgm_read_dword(p);
}

#endif
