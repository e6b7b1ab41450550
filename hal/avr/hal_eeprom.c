/* hal_eeprom.c (AVR) - avr-libc's EEPROM access. eeprom_write_byte starts one byte in atomic
 * erase-and-write mode (EEPM = 0, about 3.4 ms) and returns; EEPE stays set while it runs, and
 * both avr-libc calls wait for it first. No interrupt is used: the main loop starts the next
 * byte once hal_eeprom_busy is false. */
#include "hal_eeprom.h"

#include <avr/eeprom.h>

uint8_t hal_eeprom_read(uint16_t addr)
{
    return eeprom_read_byte((const uint8_t *)(uintptr_t)addr);
}

uint16_t hal_eeprom_read16(uint16_t addr)
{
    return (uint16_t)(hal_eeprom_read(addr) | hal_eeprom_read((uint16_t)(addr + 1u)) << 8);
}

bool hal_eeprom_busy(void)
{
    return !eeprom_is_ready();
}

void hal_eeprom_write(uint16_t addr, uint8_t value)
{
    eeprom_write_byte((uint8_t *)(uintptr_t)addr, value);
}
