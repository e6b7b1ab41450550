/* chip_core.h - what the chip's CPU does that simavr 1.6's core does not: it stops fetching
 * while a self-programming operation writes the section it runs from (SPM on the NRWW
 * section halts the CPU, datasheet 27.2.2), it must not fetch from the RWW section while that
 * is busy (27.2.1: "the software might end up in an unknown state"; here: a crash, named), and
 * the simulator can hang it on purpose (a firmware stuck in a loop with interrupts off).
 * It also tells when execution leaves the boot section for the application, and skips the
 * passes of a polling loop that change nothing (idle_skip.h).
 * All of it wraps simavr's run callback (avr->run). Where each instruction must be seen (a
 * chip's bootloader until it starts the application; the RWW section busy) it runs one
 * instruction a call, and only there does idle_skip watch; elsewhere the batches of board.c
 * (board_run_until: up to the next cycle timer, the same cycles). While halted, time passes (timers, the UART, the
 * board's events) but nothing is fetched and no interrupt is taken. */
#ifndef SIM_CHIP_CORE_H
#define SIM_CHIP_CORE_H

#include <stdbool.h>
#include <stdint.h>

#include "sim_avr.h"

/* Wraps avr->run (call after avr_init, before the first instruction). */
void chip_core_attach(avr_t *avr);

/* The CPU fetches nothing until cycle (from inside an instruction: the batch ends with it). */
void chip_core_halt_until(uint64_t cycle);

/* Ends the batch of instructions running after the current one (what an instruction did
 * needs every later one watched: a page erase or write started). */
void chip_core_end_batch(void);

/* The CPU hangs with interrupts off until the next MCU start (a reset or power cycle). */
void chip_core_hang(void);
bool chip_core_hung(void);

/* A fetch below this byte address is a fault while busy is true (the RWW section while a
 * page erase or write runs there); end 0 turns the check off. */
void chip_core_guard_fetch(uint32_t end, const bool *busy);

/* fn(pc) runs when an instruction moves the PC from at or above boot_start to below it (the
 * bootloader starting the application): the first such move after each MCU start, and a
 * later one only if the PC was seen back in the boot section at the end of a batch (from the
 * first start on, the application runs in batches: the callback only counts that one). */
void chip_core_on_app_entry(uint32_t boot_start, void (*fn)(uint32_t pc));

/* The MCU (re)started: a halt or hang ends. */
void chip_core_on_boot(void);

#endif
