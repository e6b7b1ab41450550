/* box_record.c - the box record's boot counter read from the EEPROM image (box_record.h), with
 * the firmware's own layout constants and CRC. */
#include "box_record.h"

#include "crc16.h"
#include "persist.h"

/* Slot `slot`'s sequence number, or -1 when the slot holds no valid record. */
static int32_t box_record_slot(const uint8_t *ee, uint8_t slot)
{
    const uint8_t *r = ee + PERSIST_BASE + slot * PERSIST_SLOT;
    uint16_t len = PERSIST_SLOT - 2u; /* the CRC follows bytes 1 .. 4+payload-1 */
    if (r[0] != RECORD_MAGIC || (r[1] != PERSIST_VERSION && r[1] != PERSIST_VERSION - 1u))
        return -1;
    if (crc16(r + 1, (uint16_t)(len - 1u)) != (uint16_t)(r[len] | r[len + 1] << 8))
        return -1;
    return r[2] | r[3] << 8;
}

bool box_record_boot_count(const uint8_t *ee, uint32_t *count)
{
    int32_t s0 = box_record_slot(ee, 0);
    int32_t s1 = box_record_slot(ee, 1);
    *count = 0;
    if (s0 < 0 && s1 < 0)
        return false;
    /* the newer by serial-number order of the 16-bit sequence, as record.c compares them */
    uint8_t slot = s0 < 0 || (s1 >= 0 && (int16_t)(uint16_t)(s1 - s0) > 0);
    const uint8_t *p = ee + PERSIST_BASE + slot * PERSIST_SLOT + 4u;
    for (uint8_t i = 4; i-- > 0;) /* payload offset 4, little-endian, stored inverted */
        *count = *count << 8 | (uint8_t)(p[4 + i] ^ 0xFFu);
    return true;
}
