/* crc16_eeprom.c - the CRC (crc16.h) of a stretch of the EEPROM. */
#include "crc16.h"
#include "hal_eeprom.h"

uint16_t crc16_eeprom(uint16_t from, uint16_t until)
{
    uint16_t crc = CRC16_INIT;
    while (from != until) {
        crc = crc16_update(crc, hal_eeprom_read(from++));
    }
    return crc;
}
