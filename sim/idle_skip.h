/* idle_skip.h - spares the host's CPU when the chip's CPU only waits. A bootloader waits for
 * avrdude by polling a flag (Optiboot: UCSR0A's RXC0 in a 3-instruction loop, 16 million
 * cycles a second); in real time (--headless, a real avrdude on the other end) simulating each
 * pass costs a loaded host more than it has, and a simulator that falls behind the wall clock
 * is a slower chip to avrdude. A loop whose passes change nothing is fast-forwarded:
 * - a pass is the code between two arrivals at the target of a short backward jump;
 * - it writes nothing (no store, push, call, OUT, SBI/CBI), executes no WDR, SPM or SLEEP, and
 *   reads I/O only from flag registers whose reading has no effect (UCSR0A, TIFR0..2, EECR,
 *   SPMCSR; RAM freely);
 * - its registers, SREG and SP are the same at both arrivals, no cycle timer came due and no
 *   interrupt waits to be taken.
 * Such a pass repeats exactly until something outside the CPU changes, which in simavr and
 * here only happens at a cycle timer (peripherals) or a board event (which board.c arms as
 * one): the CPU skips whole passes up to the earliest of them, and arrives at the same cycle,
 * in the same state, as if it had run them. --no-idle-skip turns it off (for comparison).
 * It sees only the instructions chip_core.c runs one at a time (a chip with a bootloader);
 * a batch of board.c makes it forget the loop it watched. */
#ifndef SIM_IDLE_SKIP_H
#define SIM_IDLE_SKIP_H

#include <stdbool.h>
#include <stdint.h>

#include "sim_avr.h"

/* Off (--no-idle-skip) or on (the default). */
void idle_skip_enable(bool on);

/* Around each instruction (chip_core.c): before, with the PC about to run; after, with the PC
 * it ran from. */
void idle_skip_before(avr_t *avr);
void idle_skip_after(avr_t *avr, uint32_t pc);

/* The MCU (re)started: forget the loop being watched. */
void idle_skip_reset(void);

/* Cycles skipped so far. */
uint64_t idle_skip_cycles(void);

#endif
