/* eeprom_file.h - keeps the simulated EEPROM in a file across runs. The image is restored
 * after the ELF is loaded (simavr writes the ELF's .eeprom section at load time) and saved
 * at power-cycle and at exit. A short or over-long file is used as far as it goes; the rest
 * stays erased (0xFF). */
#ifndef SIM_EEPROM_FILE_H
#define SIM_EEPROM_FILE_H

#include <stdbool.h>
#include <stdint.h>

#include "sim_avr.h"

/* Live view of simavr's EEPROM bytes (size BOARD_EEPROM_SIZE). */
uint8_t *eeprom_file_bytes(avr_t *avr);

/* Loads path into the EEPROM when the file exists; false (with a message) on a read error. */
bool eeprom_file_load(avr_t *avr, const char *path);

/* Writes the whole EEPROM to path (through a temporary file and rename). */
bool eeprom_file_save(avr_t *avr, const char *path);

#endif
