/* slots.c - the box record of the firmware before the journal, read only (slots.h). */
#include "slots.h"

#include "crc16.h"
#include "hal_eeprom.h"

/* A slot's first two bytes, mark and version, read as one little-endian number: valid ones
 * are 'N' and 2 or 3, and differ only in bit 8. */
#define SLOTS_HEAD_V2 ((uint16_t)(SLOTS_MAGIC | 2u << 8))

bool slots_read(uint8_t off, uint8_t *dest, uint8_t n)
{
    uint16_t best = 0; /* the newest valid slot's address (0: none yet) */
    uint16_t best_seq = 0;
    for (uint16_t a = SLOTS_BASE; a != SLOTS_BASE + 2u * SLOTS_SIZE; a = (uint16_t)(a + SLOTS_SIZE)) {
        const uint16_t seq = hal_eeprom_read16((uint16_t)(a + 2u));
        if ((hal_eeprom_read16(a) & ~0x100u) == SLOTS_HEAD_V2 &&
            crc16_eeprom((uint16_t)(a + 1u), (uint16_t)(a + SLOTS_SIZE - 2u)) ==
                hal_eeprom_read16((uint16_t)(a + SLOTS_SIZE - 2u)) &&
            (best == 0 || (int16_t)(seq - best_seq) > 0)) {
            best = a;
            best_seq = seq;
        }
    }
    if (best == 0) {
        return false;
    }
    const uint8_t kept = hal_eeprom_read((uint16_t)(best + 1u)) == 3u ? SLOTS_PAYLOAD : SLOTS_V2_KEPT;
    best = (uint16_t)(best + 4u + off);
    for (uint8_t i = 0; i < n; i++) {
        dest[i] = (uint8_t)(off + i) < kept ? (uint8_t)~hal_eeprom_read((uint16_t)(best + i)) : 0u;
    }
    return true;
}
