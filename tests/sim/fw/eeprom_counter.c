/* eeprom_counter.c - test firmware for power cuts during EEPROM writes. EEPROM bytes 0..1 hold
 * a counter and byte 2 a flag, 0x5A when the counter is valid. Each boot prints "count N" (or
 * "count bad" when the flag is not 0x5A: a save was cut), then saves N + 1 with avr-libc:
 * flag 0, the counter's two bytes, flag 0x5A (four writes, 3.4 ms each on the chip), and
 * prints "saved". A torn flag byte is never 0x5A (it reaches it only when complete), so a
 * cut anywhere leaves the old count, "bad", or the new count. */
#include <avr/eeprom.h>

#include "fw_uart.h"

#define VALID 0x5Au

int main(void)
{
    fw_uart_init();
    uint16_t n = eeprom_read_word((const uint16_t *)0);
    if (eeprom_read_byte((const uint8_t *)2) != VALID) {
        fw_puts("count bad\n");
        n = 0;
    } else {
        fw_report("count", n);
    }
    eeprom_write_byte((uint8_t *)2, 0);
    eeprom_write_word((uint16_t *)0, (uint16_t)(n + 1u));
    eeprom_write_byte((uint8_t *)2, VALID);
    eeprom_busy_wait();
    fw_puts("saved\n");
    fw_idle();
}
