/* hal_flash.h (host) - the host side of "constant data kept in flash": plain memory.
 * Same names as hal/avr/hal_flash.h so shared code reads flash data one way on both.
 * The host library's texts are packed like the firmware's (the catalogs of the views and of the
 * console: tools/text_catalog.c) and read through a hal_ftext_t cursor alike. */
#ifndef HAL_FLASH_H
#define HAL_FLASH_H

#include <stdint.h>
#include <string.h>

#define HAL_FLASH

/* One byte of flash data. */
static inline uint8_t hal_flash_byte(const void *p)
{
    return *(const uint8_t *)p;
}

/* One 16-bit word of flash data. */
static inline uint16_t hal_flash_u16(const void *p)
{
    uint16_t v;
    memcpy(&v, p, sizeof v);
    return v;
}

/* A pointer kept in flash (a table of flash texts, say). */
static inline const void *hal_flash_ptr(const void *p)
{
    return *(const void *const *)p;
}

/* Copies n bytes of flash data (a struct of a HAL_FLASH table) into RAM. */
static inline void hal_flash_copy(void *dst, const void *flash_src, size_t n)
{
    memcpy(dst, flash_src, n);
}

/* One 32-bit word of flash data. */
static inline uint32_t hal_flash_u32(const void *p)
{
    uint32_t v;
    memcpy(&v, p, sizeof v);
    return v;
}

#endif
