/* spm_chip.h - self-programming (SPM) as the ATmega328P does it (datasheet section 27,
 * "Boot Loader Support - Read-While-Write Self-Programming"), where simavr 1.6's avr_flash.c
 * erases and writes a page at once and lets any code do it:
 * - SPM works only from the boot section, and only within 4 cycles of writing SPMCSR with
 *   SPMEN; the boot lock bits the boards ship with (0x0F: BLB1 mode 3) keep SPM from
 *   erasing or writing the boot section; an EEPROM write going on blocks it.
 * - Page erase and page write take 4.5 ms each (table 28-18's maximum); SPMEN stays set until
 *   the operation ends. A page write programs the temporary buffer into the page: bits can
 *   only go from 1 to 0 (an unerased page ends up as old AND new). The buffer empties after a
 *   page write, after RWWSRE and at a reset.
 * - On the RWW section (0x0000-0x6FFF) the CPU runs on (from the NRWW section), RWWSB is set
 *   and the whole RWW section reads as 0xFF until RWWSRE re-enables it after the operation;
 *   fetching from it meanwhile is a crash (chip_core.h). On the NRWW section (0x7000-0x7FFF)
 *   the CPU is halted until the operation ends.
 * - A power cut during an erase or write leaves the page torn: its bytes done in order, in
 *   proportion to the time the operation ran. */
#ifndef SIM_SPM_CHIP_H
#define SIM_SPM_CHIP_H

#include <stdbool.h>
#include <stdint.h>

#include "sim_avr.h"

#define SPM_CHIP_PAGE 128u       /* bytes: 64 words */
#define SPM_CHIP_RWW_END 0x7000u /* the NRWW section is 0x7000-0x7FFF whatever BOOTSZ says */

typedef struct {
    uint32_t erases, writes, fills;
    uint32_t refused_locked;   /* erase/write of the boot section (lock bits) */
    uint32_t refused_section;  /* SPM executed outside the boot section */
    uint32_t refused_eeprom;   /* erase/write while an EEPROM write went on */
    uint32_t refused_busy;     /* SPMCSR written while an operation ran */
    uint32_t unsupported;      /* lock bit set, signature read */
} spm_chip_stats_t;

/* Takes over SPMCSR and the SPM instruction; boot_start is the boot section's first byte
 * (SPM runs only from there, and cannot write there). */
void spm_chip_attach(avr_t *avr, uint32_t boot_start);

/* The MCU restarted: an operation going on completes, the buffer is empty, RWW readable. */
void spm_chip_on_boot(void);

/* Power cut: an operation going on leaves its page torn. */
void spm_chip_power_cut(void);

const spm_chip_stats_t *spm_chip_stats(void);

#endif
