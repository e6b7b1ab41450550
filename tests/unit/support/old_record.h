/* old_record.h - test support: a box record as the firmware before the journal wrote it (two
 * slots at 0x180, slots.h), put straight into the fake EEPROM: for the tests of a box updated
 * from that firmware. Written here from the layout, with the project's CRC-16 (test_crc16.c
 * checks it against a reference). */
#ifndef OLD_RECORD_H
#define OLD_RECORD_H

#include <stdint.h>

/* Writes slot `slot` (0, 1) whole: mark 'N', version, sequence number seq, the payload
 * (SLOTS_PAYLOAD bytes) stored inverted, and its CRC. */
void old_record_write(uint8_t slot, uint8_t version, uint16_t seq, const uint8_t *payload);

#endif
