/* bench_eeprom.h - the EEPROM's write time in the bench's toy runs. simavr 1.6 stores a byte and
 * clears EEPE in the same instruction (sim/README.md, "EEPROM write time"; the simulator's
 * eeprom_chip.c models the chip in full): here, once simavr's own EECR handler has stored the
 * byte, EEPE is set again for the chip's 3.4 ms, so a firmware that waits for EEPE waits as
 * long as on the chip, and one that does not wait is not slowed. */
#ifndef BENCH_EEPROM_H
#define BENCH_EEPROM_H

#include <stdint.h>

#include "sim_avr.h"

#define BENCH_EEPROM_WRITE_US 3400u

/* Takes over EECR's write handler (after the core is made). */
void bench_eeprom_attach(avr_t *avr);

/* Fills the EEPROM with value (garbage: every save then writes its whole record). */
void bench_eeprom_fill(avr_t *avr, uint8_t value);

/* Byte writes started so far. */
uint32_t bench_eeprom_writes(void);

/* The cycle the latest byte write started (0: none yet), and the first one started at or
 * after cycle since (0: none; the bench keeps the last 4096 starts). */
uint64_t bench_eeprom_last_write(void);
uint64_t bench_eeprom_first_write_since(uint64_t since);

#endif
