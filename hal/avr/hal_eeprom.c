/* hal_eeprom.c (AVR) - avr-libc's EEPROM access; eeprom_update_byte skips unchanged bytes
 * and waits for the previous write (about 3.4 ms each) to finish. */
#include "hal_eeprom.h"

#include <avr/eeprom.h>

/* Out of line: record.c reads through it in two places. */
__attribute__((noinline)) uint8_t hal_eeprom_read(uint16_t addr)
{
    if (addr >= HAL_EEPROM_SIZE) {
        return 0xFF;
    }
    return eeprom_read_byte((const uint8_t *)(uintptr_t)addr);
}

void hal_eeprom_update(uint16_t addr, uint8_t value)
{
    if (addr < HAL_EEPROM_SIZE) {
        eeprom_update_byte((uint8_t *)(uintptr_t)addr, value);
    }
}
