/* hal_eeprom.h - the 1 KB non-volatile byte store.
 * Writes go through hal_eeprom_update, which skips bytes that already hold the value (an
 * EEPROM cell survives about 100 000 writes). A write blocks until the byte is stored. */
#ifndef HAL_EEPROM_H
#define HAL_EEPROM_H

#include <stdint.h>

#define HAL_EEPROM_SIZE 1024u

/* Reads one byte; addresses past the end read 0xFF. */
uint8_t hal_eeprom_read(uint16_t addr);

/* Stores one byte unless it already holds the value; addresses past the end are ignored. */
void hal_eeprom_update(uint16_t addr, uint8_t value);

#endif
