/* board.h - the virtual NimBox board: an ATmega328P at 16 MHz in simavr with the parts of
 * the board chosen (board_pins.h: its pin map comes from board/<name>/board.h): the LCD
 * keypad shield (our HD44780 model, optionally simavr's hd44780 part as well, the button
 * ladder on an ADC input, the backlight) or the TM1638 LED&KEY module (tm1638_model.h) or the
 * parts a board names by their models (sim_part.h), the piezo, UART0 and a 1 KB EEPROM kept
 * in a file.
 * One board per process; every time is in CPU cycles.
 *
 * The run loop stops exactly at the requested cycle (a cycle timer marks it even while the
 * core sleeps) and reports a crash (a bad memory access, PC past the flash) or a halt (SLEEP
 * with interrupts off). Sleep is never throttled: callers that want wall-clock speed pace the
 * run themselves. */
#ifndef SIM_BOARD_H
#define SIM_BOARD_H

#include <stdbool.h>
#include <stdint.h>

#include "board_pins.h"
#include "sim_avr.h"

#define BOARD_F_CPU 16000000UL
#define BOARD_CYCLES_PER_MS (BOARD_F_CPU / 1000u)
#define BOARD_EEPROM_SIZE 1024u

typedef struct {
    const char *elf_path;    /* firmware to load: an ELF, an Intel HEX (*.hex), or NULL for
                                none (a chip with a bootloader only: boot_chip.h) */
    const board_pins_t *pins; /* the board (NULL: the one the ELF names, board_pins.h) */
    const char *eeprom_path; /* EEPROM image file, NULL for none */
    char ladder;             /* button ladder family: 'u' (shield), 'a' or 'b' */
    bool lcd_part;           /* wire simavr's hd44780 part too (prints on fd 1: lcd_part.h) */
    uint64_t noise_seed;     /* unconnected ADC inputs' noise (adc_noise.h) */
} board_config_t;

typedef enum {
    BOARD_RUNNING = 0, /* reached the requested cycle */
    BOARD_CRASHED,     /* simavr reported cpu_Crashed */
    BOARD_HALTED       /* SLEEP with interrupts off (cpu_Done) */
} board_status_t;

/* Loads the ELF and wires every part; prints a message and returns false on failure. */
bool board_open(const board_config_t *cfg);

/* The board being simulated: its name ("uno-lcd", "nano-tm1638"), and whether it has the
 * LCD keypad shield's HD44780, the TM1638 LED&KEY module (any other part: sim_part.h). */
const char *board_name(void);
bool board_has_lcd(void);
bool board_has_tm1638(void);

/* The USB-serial chip between the host and this board's UART ("16u2", "ch340": usb_bridge.h). */
const char *board_usb_bridge(void);

/* The simavr core (for parts that hook IRQs). */
avr_t *board_avr(void);

/* Current time in cycles since the first power-on. */
uint64_t board_now(void);

/* Runs simavr one instruction per call (true), as simavr does by default, instead of in
 * batches up to the next cycle timer (board.c: board_batch): the same run, slower; for the
 * test that checks both give the same output (nimbox-sim --single-steps). Before board_open. */
void board_set_single_steps(bool on);

/* The chip halts the CPU for this many cycles (an EEPROM access), from inside an I/O write:
 * moves the clock and ends the batch running no later than the next cycle timer. Never add
 * to avr->cycle directly inside an instruction. */
void board_halt_cpu(uint32_t cycles);

/* Runs until board_now() >= target or the core stops; buttons are released on time. */
board_status_t board_run_until(uint64_t target);

/* Reset key: the MCU restarts, RAM and the LCD keep their contents. */
void board_reset(void);

/* Any reset: cause is the MCUSR flag it sets (wdt_chip.h: WDT_CHIP_EXTRF for the RESET pin,
 * WDT_CHIP_WDRF for the watchdog), why says what happened, for the log (chip_log.h). */
void board_reset_from(uint8_t cause, const char *why);

/* Power off and on: EEPROM saved and kept (a write going on is torn: eeprom_chip.h), RAM
 * scrambled, LCD back to its power-on state. */
void board_power_cycle(void);

/* The bootloader started the firmware (boot_chip.c): with a bootloader, the free RAM is
 * painted then, not at the MCU start (the bootloader's own RAM use is not the firmware's). */
void board_app_started(void);

/* The deepest stack the firmware has used since board_open (bytes; the free RAM is painted at
 * every MCU start, stack_watch.h), and the RAM its static data takes. */
uint16_t board_stack_peak(void);
uint16_t board_static_ram(void);
/* The RAM neither of them has taken (bytes). */
int board_ram_left(void);

/* Number of MCU starts so far (power-on, reset key, watchdog). */
uint32_t board_boot_count(void);

/* False while the chip sleeps in a mode that stops the I/O clock (power-down, power-save,
 * standby) and while its oscillator starts after such a sleep (16K cycles). */
bool board_io_clock_running(void);

/* Cycles the core spent asleep. */
uint64_t board_slept_cycles(void);

/* True while the backlight is lit (its pin an input, or an output driven high). */
bool board_backlight_on(void);

/* One line describing a crash or halt (PC, cycle), for error messages. */
const char *board_stop_reason(void);

/* Completes an EEPROM write going on, saves the EEPROM image (if a file was given) and
 * frees the core. */
void board_close(void);

/* Registers a function called after every MCU start (power-on, reset, watchdog). */
void board_on_boot(void (*fn)(void *ctx), void *ctx);

/* Calls fn(ctx) once, from the run loop, at the first instruction boundary at or after cycle
 * at (never inside simavr; events outlive resets and power cycles, unlike simavr's cycle
 * timers). An event for the same fn and ctx is replaced. */
void board_at(uint64_t at, void (*fn)(void *ctx), void *ctx);

/* Drops the event of fn and ctx, if any. */
void board_cancel(void (*fn)(void *ctx), void *ctx);

#endif
