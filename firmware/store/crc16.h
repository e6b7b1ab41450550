/* crc16.h - CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection; "123456789" ->
 * 0x29B1), used to check the EEPROM records. Bitwise: no table in flash. */
#ifndef CRC16_H
#define CRC16_H

#include <stdint.h>

#define CRC16_INIT 0xFFFFu

/* Adds one byte to a running CRC. */
uint16_t crc16_update(uint16_t crc, uint8_t byte);

/* CRC of a RAM buffer, starting from CRC16_INIT. */
uint16_t crc16(const uint8_t *data, uint16_t len);

/* CRC of the EEPROM bytes from address from up to (not with) until, starting from CRC16_INIT
 * (crc16_eeprom.c: the firmware's and the tests', not the simulator's). */
uint16_t crc16_eeprom(uint16_t from, uint16_t until);

#endif
