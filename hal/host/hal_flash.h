/* hal_flash.h (host) - the host side of "constant data kept in flash": plain memory.
 * Same names as hal/avr/hal_flash.h so shared code reads flash data one way on both. */
#ifndef HAL_FLASH_H
#define HAL_FLASH_H

#include <stdint.h>
#include <string.h>

#define HAL_FLASH
#define HAL_FSTR(s) (s)

/* One byte of flash data. */
static inline uint8_t hal_flash_byte(const void *p)
{
    return *(const uint8_t *)p;
}

/* One 32-bit word of flash data. */
static inline uint32_t hal_flash_u32(const void *p)
{
    uint32_t v;
    memcpy(&v, p, sizeof v);
    return v;
}

#endif
