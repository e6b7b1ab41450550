/* record.c - two-slot EEPROM record with sequence number, CRC and commit mark (record.h). */
#include "record.h"

#include "crc16.h"
#include "hal_eeprom.h"

static uint16_t record_slot_addr(const record_desc_t *d, uint8_t slot)
{
    return (uint16_t)(d->base + (uint16_t)slot * d->slot_size);
}

static uint16_t record_read_u16(uint16_t addr)
{
    return (uint16_t)(hal_eeprom_read(addr) | (hal_eeprom_read((uint16_t)(addr + 1)) << 8));
}

/* True when the slot is committed, of the right version and its CRC matches. */
static bool record_slot_valid(const record_desc_t *d, uint8_t slot, uint8_t len)
{
    if (len + RECORD_OVERHEAD > d->slot_size) {
        return false;
    }
    uint16_t a = record_slot_addr(d, slot);
    if (hal_eeprom_read(a) != RECORD_MAGIC || hal_eeprom_read((uint16_t)(a + 1)) != d->version) {
        return false;
    }
    uint16_t crc = CRC16_INIT;
    for (uint16_t i = 1; i < 4u + len; i++) {
        crc = crc16_update(crc, hal_eeprom_read((uint16_t)(a + i)));
    }
    return crc == record_read_u16((uint16_t)(a + 4u + len));
}

int8_t record_newest_slot(const record_desc_t *d, uint8_t len)
{
    bool v0 = record_slot_valid(d, 0, len);
    bool v1 = record_slot_valid(d, 1, len);
    if (v0 && v1) {
        uint16_t s0 = record_read_u16((uint16_t)(record_slot_addr(d, 0) + 2));
        uint16_t s1 = record_read_u16((uint16_t)(record_slot_addr(d, 1) + 2));
        return (int16_t)(s1 - s0) > 0 ? 1 : 0;
    }
    return v0 ? 0 : (v1 ? 1 : -1);
}

bool record_load(const record_desc_t *d, uint8_t *payload, uint8_t len)
{
    int8_t slot = record_newest_slot(d, len);
    if (slot < 0) {
        return false;
    }
    uint16_t a = (uint16_t)(record_slot_addr(d, (uint8_t)slot) + 4);
    for (uint8_t i = 0; i < len; i++) {
        payload[i] = hal_eeprom_read((uint16_t)(a + i));
    }
    return true;
}

void record_save(const record_desc_t *d, const uint8_t *payload, uint8_t len)
{
    if (len + RECORD_OVERHEAD > d->slot_size) {
        return;
    }
    int8_t newest = record_newest_slot(d, len);
    uint16_t seq = 0;
    uint8_t slot = 0;
    if (newest >= 0) {
        seq = (uint16_t)(record_read_u16((uint16_t)(record_slot_addr(d, (uint8_t)newest) + 2)) + 1u);
        slot = (uint8_t)(newest ^ 1);
    }
    uint16_t a = record_slot_addr(d, slot);
    uint8_t head[3] = {d->version, (uint8_t)seq, (uint8_t)(seq >> 8)};
    uint16_t crc = CRC16_INIT;

    hal_eeprom_update(a, 0x00); /* uncommit before touching the content */
    for (uint8_t i = 0; i < 3; i++) {
        hal_eeprom_update((uint16_t)(a + 1 + i), head[i]);
        crc = crc16_update(crc, head[i]);
    }
    for (uint8_t i = 0; i < len; i++) {
        hal_eeprom_update((uint16_t)(a + 4 + i), payload[i]);
        crc = crc16_update(crc, payload[i]);
    }
    hal_eeprom_update((uint16_t)(a + 4 + len), (uint8_t)crc);
    hal_eeprom_update((uint16_t)(a + 5 + len), (uint8_t)(crc >> 8));
    hal_eeprom_update(a, RECORD_MAGIC); /* commit */
}
