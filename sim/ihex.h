/* ihex.h - Intel HEX files as avr-objcopy writes them and avrdude reads them: records 00
 * (data), 01 (end of file), 02 (extended segment address) and 04 (extended linear address);
 * 03 and 05 (start address) are accepted and ignored. Records are applied in file order (a
 * later one overwrites an earlier one at the same address, as avrdude's reader does). */
#ifndef SIM_IHEX_H
#define SIM_IHEX_H

#include <stdbool.h>
#include <stdint.h>

typedef struct {
    uint32_t lowest;   /* first address with data (UINT32_MAX: none) */
    uint32_t end;      /* one past the last address with data (0: none) */
    uint32_t bytes;    /* data bytes in the file (an address given twice counts twice) */
    uint32_t dropped;  /* data bytes at or past the image's size: not stored */
    uint32_t dropped_lowest, dropped_end;
} ihex_info_t;

/* Reads path into image[0..size): only the bytes the file gives are written, and marked in
 * used (may be NULL). A byte at or past size is counted in info->dropped. On a malformed file
 * (a bad digit, checksum, length or record type, no end record) prints "nimbox-sim: PATH line
 * N: why" on stderr and returns false. */
bool ihex_read(const char *path, uint8_t *image, uint8_t *used, uint32_t size, ihex_info_t *info);

#endif
