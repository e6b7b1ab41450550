/* bench_sim.h - the bench runner's thin layer over libsimavr: load an ELF on an ATmega328P at
 * 16 MHz with 5 V references, count sleep instead of throttling it, stop at an exact cycle,
 * paint RAM for a stack high-water mark, look up symbols. One core at a time. Where simavr 1.6
 * is kinder than the chip, as the simulator does (sim/README.md): the watchdog is the chip's
 * (sim/wdt_chip.c: interrupt mode fires at every timeout, interrupt-and-reset mode resets),
 * and a wake-up from power-down or power-save first waits for the crystal's start-up. */
#ifndef BENCH_SIM_H
#define BENCH_SIM_H

#include <stdbool.h>
#include <stdint.h>

#include "sim_avr.h"
#include "sim_elf.h"

#define BENCH_F_CPU 16000000u
#define BENCH_CYCLES_PER_MS (BENCH_F_CPU / 1000u)
#define BENCH_PAINT 0xC5

/* Loads path into a new core (fw must outlive it); prints why and returns NULL on failure. */
avr_t *bench_sim_open(const char *path, elf_firmware_t *fw);

/* Fills SRAM 0x100..RAMEND with BENCH_PAINT (before the first instruction). */
void bench_sim_paint(avr_t *avr);

/* Bytes of stack ever used: RAMEND down to the lowest changed byte above the symbol end. */
uint16_t bench_sim_stack_peak(avr_t *avr, const elf_firmware_t *fw);

/* Address of a symbol (data addresses without the 0x800000 offset); false if absent. */
bool bench_sim_symbol(const elf_firmware_t *fw, const char *name, uint32_t *addr);

/* Runs until avr->cycle >= target exactly, or the core halts or crashes; returns the state. */
int bench_sim_run_until(avr_t *avr, uint64_t target);

/* Main-loop passes: the toy firmware kicks the watchdog (WDR) once a pass, so the time between
 * two kicks from that instruction is how long the loop left buttons, display and UART alone.
 * bench_sim_run_until notes every WDR executed, by its address; the main loop's is the one
 * executed most often (the others: the set-up's, the power-down's). The longest gap between two
 * of its kicks since bench_sim_gap_reset, in cycles (the first kick after a reset opens the
 * span, so the set-up before the loop never counts). */
void bench_sim_gap_reset(void);
uint64_t bench_sim_gap_max(void);

/* Kicks of the main loop's WDR so far: its passes. */
uint32_t bench_sim_kicks(void);

/* Cycles from the start to the main loop's first kick: the set-up. */
uint64_t bench_sim_gap_setup(void);

/* Cycles spent asleep since the core was opened (or since bench_sim_clear_slept). */
uint64_t bench_sim_slept(void);
void bench_sim_clear_slept(void);

/* Wake-ups from power-down or power-save since the core was opened, and the cycles their
 * crystal start-ups took (neither asleep nor running: the core waited for the clock). */
uint64_t bench_sim_startups(void);
uint64_t bench_sim_startup_cycles(void);

/* Watchdog timeouts that raised its interrupt so far (all cores the runner opened). */
uint64_t bench_sim_watchdog_interrupts(void);

/* bench_events.c: the timed events and resets of the sim/ parts the bench links (board_at,
 * board_cancel, board_reset_from of sim/board.h) go to this core from now on (bench_sim_open
 * calls it); a reset stops the core (cpu_Done) and bench_events_reset says why ("watchdog"),
 * "" when none did. */
void bench_events_attach(avr_t *avr);
const char *bench_events_reset(void);

#endif
