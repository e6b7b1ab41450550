/* hal_flash.h (AVR) - constant data kept in flash, read back byte by byte.
 * On the ATmega328P string literals would otherwise be copied to the 2 KB of RAM at boot, so
 * long texts (help, rules, messages) live in flash and are read with hal_flash_byte().
 * hal/host/hal_flash.h is the host version with the same names, where flash is plain memory.
 *
 * Packed texts: the words of a view and of the console are their catalogs' (a generated table
 * per catalog: tools/text_catalog.c), read ONLY through a hal_ftext_t cursor (hal/hal_ftext.h),
 * never byte by byte. Binary tables (glyphs, packed-byte tables) and texts read at offsets stay
 * plain HAL_FLASH. */
#ifndef HAL_FLASH_H
#define HAL_FLASH_H

#include <avr/pgmspace.h>
#include <stddef.h>
#include <stdint.h>

/* Qualifier for a const object that lives in flash: `static const char x[] HAL_FLASH = "...";` */
#define HAL_FLASH PROGMEM

/* One byte of flash data. */
static inline uint8_t hal_flash_byte(const void *p)
{
    return pgm_read_byte(p);
}

/* One 16-bit little-endian word of flash data. */
static inline uint16_t hal_flash_u16(const void *p)
{
    return pgm_read_word(p);
}

/* A pointer kept in flash (a table of flash texts, say). */
static inline const void *hal_flash_ptr(const void *p)
{
    return (const void *)pgm_read_word(p);
}

/* Copies n bytes of flash data (a struct of a HAL_FLASH table) into RAM. */
static inline void hal_flash_copy(void *dst, const void *flash_src, size_t n)
{
    memcpy_P(dst, flash_src, n);
}

/* One 32-bit little-endian word of flash data. */
static inline uint32_t hal_flash_u32(const void *p)
{
    return pgm_read_dword(p);
}

#endif
