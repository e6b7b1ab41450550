/* old_record.c - a box record of the firmware before the journal, into the fake EEPROM
 * (old_record.h). */
#include "old_record.h"

#include "crc16.h"
#include "hal_fake.h"
#include "slots.h"

void old_record_write(uint8_t slot, uint8_t version, uint16_t seq, const uint8_t *payload)
{
    uint8_t *s = fake_eeprom_image() + SLOTS_BASE + (slot ? SLOTS_SIZE : 0u);
    s[0] = SLOTS_MAGIC;
    s[1] = version;
    s[2] = (uint8_t)seq;
    s[3] = (uint8_t)(seq >> 8);
    for (unsigned i = 0; i < SLOTS_PAYLOAD; i++) {
        s[4 + i] = (uint8_t)~payload[i];
    }
    uint16_t crc = crc16(s + 1, SLOTS_SIZE - 3u);
    s[SLOTS_SIZE - 2u] = (uint8_t)crc;
    s[SLOTS_SIZE - 1u] = (uint8_t)(crc >> 8);
}
