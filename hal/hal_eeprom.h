/* hal_eeprom.h - the 1 KB non-volatile byte store.
 * A byte write takes about 3.4 ms on the chip (erase, then write) and goes on in the
 * background: hal_eeprom_write starts it and returns at once, hal_eeprom_busy is true until it
 * is done. Only one write can be in progress; a read waits for it (the chip cannot read while
 * it writes), so code that must never wait checks hal_eeprom_busy first. An EEPROM cell
 * survives about 100 000 writes: callers write only bytes that change. */
#ifndef HAL_EEPROM_H
#define HAL_EEPROM_H

#include <stdbool.h>
#include <stdint.h>

#define HAL_EEPROM_SIZE 1024u
#define HAL_EEPROM_WRITE_US 3400u /* one byte, erase and write (datasheet: 3.3 ms typical) */

/* Reads one byte (addr below HAL_EEPROM_SIZE), after the write in progress if any. */
uint8_t hal_eeprom_read(uint16_t addr);

/* Reads the little-endian 16-bit number at addr, addr + 1 (both below HAL_EEPROM_SIZE). */
uint16_t hal_eeprom_read16(uint16_t addr);

/* True while a byte write is in progress. */
bool hal_eeprom_busy(void);

/* Starts writing one byte (addr below HAL_EEPROM_SIZE); waits first if a write is still in
 * progress. */
void hal_eeprom_write(uint16_t addr, uint8_t value);

#endif
