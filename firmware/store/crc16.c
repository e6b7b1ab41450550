/* crc16.c - CRC-16/CCITT-FALSE, bit by bit. */
#include "crc16.h"

#include "attributes.h"

NOINLINE uint16_t crc16_update(uint16_t crc, uint8_t byte)
{
    crc ^= (uint16_t)byte << 8;
    for (uint8_t i = 0; i < 8; i++) {
        crc = (crc & 0x8000u) ? (uint16_t)((crc << 1) ^ 0x1021u) : (uint16_t)(crc << 1);
    }
    return crc;
}

uint16_t crc16(const uint8_t *data, uint16_t len)
{
    uint16_t crc = CRC16_INIT;
    while (len--) {
        crc = crc16_update(crc, *data++);
    }
    return crc;
}
