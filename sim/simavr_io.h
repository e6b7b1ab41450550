/* simavr_io.h - reaches state simavr 1.6 keeps inside its peripheral modules (the UART's byte
 * time and receive interrupt, the EEPROM's bytes and ready interrupt), which the simulator
 * needs where it makes a peripheral behave as the chip does. Also takes over an I/O
 * register's read or write handler (simavr allows one read handler per register). */
#ifndef SIM_SIMAVR_IO_H
#define SIM_SIMAVR_IO_H

#include "sim_avr.h"

/* The module of that kind ("uart", "eeprom", ...) and, for a UART, name ('0'); name 0 takes
 * the first of the kind. NULL when the core has none. */
avr_io_t *simavr_io_find(avr_t *avr, const char *kind, char name);

/* Replaces the read handler of data address addr; returns the one it had (may be NULL). */
avr_io_read_t simavr_io_take_read(avr_t *avr, avr_io_addr_t addr, avr_io_read_t fn, void *param);

/* Replaces the write handler of data address addr; returns the one it had (may be NULL). */
avr_io_write_t simavr_io_take_write(avr_t *avr, avr_io_addr_t addr, avr_io_write_t fn,
                                    void *param);

/* Calls fn(param, value) after every access (read or write) of data address addr. */
void simavr_io_watch(avr_t *avr, avr_io_addr_t addr, void (*fn)(struct avr_irq_t *irq,
                     uint32_t value, void *param), void *param);

#endif
