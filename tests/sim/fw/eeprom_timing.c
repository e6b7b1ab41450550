/* eeprom_timing.c - test firmware: the EEPROM's write timing and modes on the virtual board.
 * Reports, each in Timer1 cycles while EEPE stays set:
 *   "erase-write N" for avr-libc's eeprom_write_byte (erase and write, EEPM = 00),
 *   "erase-only N" and "write-only N" for EEPM = 01 and 10 (done by hand);
 * the bytes they leave ("after-erase 0xFF", "after-write-only" = old AND new), whether a read
 * or an EEAR change during a write is ignored ("read-during-write", "eear-during-write"),
 * and how often the EEPROM-ready interrupt fires in 1 ms with EERIE set and no write going
 * ("ready-irqs", level-triggered: many). */
#include <avr/eeprom.h>
#include <util/delay.h>

#include "fw_uart.h"

static volatile uint16_t ready_irqs;

ISR(EE_READY_vect)
{
    ready_irqs++;
    if (ready_irqs >= 1000u)
        EECR &= (uint8_t) ~(1u << EERIE);
}

/* Starts a write of value at addr in mode (EEPM bits) and returns the cycles EEPE stays set. */
static uint16_t timed_write(uint16_t addr, uint8_t value, uint8_t mode)
{
    while (EECR & (1u << EEPE)) {
    }
    EEAR = addr;
    EEDR = value;
    EECR = mode;
    cli();
    uint16_t t0 = TCNT1;
    EECR |= (uint8_t)(1u << EEMPE);
    EECR |= (uint8_t)(1u << EEPE);
    sei();
    while (EECR & (1u << EEPE)) {
    }
    return (uint16_t)(TCNT1 - t0);
}

int main(void)
{
    fw_uart_init();
    fw_timer_start();
    sei();
    /* avr-libc's write (erase and write) */
    while (EECR & (1u << EEPE)) {
    }
    uint16_t t0 = TCNT1;
    eeprom_write_byte((uint8_t *)10, 0x5A);
    while (EECR & (1u << EEPE)) {
    }
    fw_report("erase-write", (uint16_t)(TCNT1 - t0));
    fw_report("value", eeprom_read_byte((const uint8_t *)10));
    fw_report("erase-only", timed_write(10, 0x00, (uint8_t)(1u << EEPM0)));
    fw_report("after-erase", eeprom_read_byte((const uint8_t *)10));
    eeprom_write_byte((uint8_t *)11, 0xF0);
    fw_report("write-only", timed_write(11, 0x3C, (uint8_t)(1u << EEPM1)));
    fw_report("after-write-only", eeprom_read_byte((const uint8_t *)11)); /* 0xF0 & 0x3C */
    /* during a write: EERE and EEAR do nothing */
    eeprom_write_byte((uint8_t *)12, 0x77);
    EEAR = 10;
    EEDR = 0x42;
    EECR |= (uint8_t)(1u << EERE);
    fw_report("read-during-write", EEDR); /* still 0x42, not byte 10 */
    fw_report("eear-during-write", EEAR); /* still 12 */
    while (EECR & (1u << EEPE)) {
    }
    fw_report("value12", eeprom_read_byte((const uint8_t *)12));
    /* EERIE with no write going: the interrupt fires again and again */
    ready_irqs = 0;
    EECR |= (uint8_t)(1u << EERIE);
    _delay_ms(1);
    EECR &= (uint8_t) ~(1u << EERIE);
    fw_report("ready-irqs", ready_irqs);
    fw_idle();
}
