/* eeprom_chip.h - the EEPROM's write timing as on the ATmega328P, where simavr 1.6 is kinder
 * (its avr_eeprom_write() stores the byte and clears EEPE at once): a write started by EEMPE
 * then EEPE (within 4 cycles) keeps EEPE set for the datasheet's time (EEPM = 00 erase and
 * write 3.4 ms, 01 erase only 1.8 ms, 10 write only 1.8 ms), and lands only then; meanwhile
 * EERE and changes of EEAR are ignored. EEPE halts the CPU 2 cycles, EERE 4. The EEPROM-ready
 * interrupt is level-triggered: it fires as long as EERIE is set and no write is going.
 * A reset lets a write go on (EEPE stays set); a power cut during one leaves the byte torn:
 * part-way from the old value to 0xFF (erasing), then part-way to the new one (writing),
 * lowest bits first, in proportion to the time it ran. */
#ifndef SIM_EEPROM_CHIP_H
#define SIM_EEPROM_CHIP_H

#include <stdbool.h>
#include <stdint.h>

#include "sim_avr.h"

#define EEPROM_CHIP_ERASE_WRITE_US 3400u
#define EEPROM_CHIP_HALF_US 1800u /* erase only, write only */

typedef struct {
    uint64_t writes;      /* writes started */
    uint64_t ignored;     /* EERE, EEPE or EEAR changes made while a write was going */
    uint64_t torn;        /* writes cut by a power cut */
    uint64_t most;        /* writes started on the most-written cell */
    uint16_t most_addr;   /* that cell (the lowest address of those with as many) */
} eeprom_chip_stats_t;

/* Takes over EECR (and watches EEAR). */
void eeprom_chip_attach(avr_t *avr);

/* The MCU (re)started: a write going on keeps EEPE set. */
void eeprom_chip_on_boot(void);

/* The power goes off now: a write going on leaves its byte torn. */
void eeprom_chip_power_cut(void);

/* Ends a write going on at once, as if its time had passed (the simulator quits). */
void eeprom_chip_finish(void);

/* True while a write is going on. */
bool eeprom_chip_busy(void);

/* The EEPROM as a power cut now would leave it (out: BOARD_EEPROM_SIZE bytes). */
void eeprom_chip_image_after_cut(uint8_t *out);

const eeprom_chip_stats_t *eeprom_chip_stats(void);

/* Writes started on cell addr so far, whatever their mode (erase and write, erase only, write
 * only): each counts as one of the cell's 100,000 guaranteed cycles, the safe reading of the
 * datasheet's "write/erase cycles". Counted across resets and power cuts. */
uint64_t eeprom_chip_cell_writes(uint16_t addr);

#endif
