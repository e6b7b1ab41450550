/* bench_eeprom.h - the EEPROM's write time in the bench's toy runs. simavr 1.6 stores a byte and
 * clears EEPE in the same instruction (sim/README.md, "EEPROM write time"; the simulator's
 * eeprom_chip.c models the chip in full): here, once simavr's own EECR handler has stored the
 * byte, EEPE is set again for the chip's 3.4 ms, so a firmware that waits for EEPE waits as
 * long as on the chip, and one that does not wait is not slowed. */
#ifndef BENCH_EEPROM_H
#define BENCH_EEPROM_H

#include <stdbool.h>
#include <stdint.h>

#include "sim_avr.h"

#define BENCH_EEPROM_WRITE_US 3400u

/* Takes over EECR's write handler (after the core is made). */
void bench_eeprom_attach(avr_t *avr);

/* Fills the EEPROM with value (garbage: every save then writes its whole record). */
void bench_eeprom_fill(avr_t *avr, uint8_t value);

/* Byte writes started so far. */
uint32_t bench_eeprom_writes(void);

/* The byte writes started at or after cycle since (the bench keeps the last 4096): how many,
 * when the first and the last started, and the main-loop passes from the first to the last
 * (bench_sim_kicks: a pass that wrote no byte between them found the EEPROM still writing,
 * or had nothing to write). False when there were none. */
typedef struct {
    uint32_t bytes;
    uint64_t first, last;
    uint32_t passes;
} bench_eeprom_span_t;
bool bench_eeprom_span(uint64_t since, bench_eeprom_span_t *span);

#endif
