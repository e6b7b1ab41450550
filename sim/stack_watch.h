/* stack_watch.h - the firmware's peak stack on the virtual board, by painting: the RAM from the
 * end of the static data (the ELF's _end) to RAMEND is filled with a pattern at every MCU start,
 * and scanned before the next start and at the end of a run; the stack used is RAMEND + 1 less
 * the lowest byte the firmware changed. The pattern varies with the address, like the junk a
 * cold chip holds (a power cycle fills the whole RAM with it), so a firmware that read its
 * stack before writing it would not see a tidy constant. */
#ifndef STACK_WATCH_H
#define STACK_WATCH_H

#include <stdint.h>

#include <sim_avr.h>
#include <sim_elf.h>

/* The pattern's byte at data address a. */
static inline uint8_t stack_watch_junk(uint32_t a)
{
    return (uint8_t)(0xA5u ^ (a * 29u));
}

/* Finds the end of the static data in fw (its _end symbol, else .data + .bss). */
void stack_watch_init(const elf_firmware_t *fw);

/* Fills the RAM above the static data with the pattern (call when the MCU starts). */
void stack_watch_paint(avr_t *avr);

/* Scans the painted RAM and keeps the deepest stack seen since stack_watch_init. */
void stack_watch_scan(avr_t *avr);

/* Deepest stack seen (bytes) and the RAM the static data takes (bytes from 0x100). */
uint16_t stack_watch_peak(void);
uint16_t stack_watch_static(void);

#endif
