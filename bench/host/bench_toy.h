/* bench_toy.h - the toy firmware's figures for `make bench`, for either board (the one the ELF
 * names: bench_panel.h): flash and static RAM (avr-size), peak stack (RAM painted before the
 * first instruction, scanned after boot, menu navigation and console `solve` commands), key
 * press to display updated (the key going down to the last byte of the resulting redraw the
 * LCD or the TM1638 takes), the share of cycles asleep idling at the menu, the longest
 * main-loop stall (watchdog kick to watchdog kick) in each phase of the run, with the EEPROM at
 * the chip's write time and full of garbage (so the game's save is the longest there is), and
 * the share asleep while powered down, and whether a 50 ms tap wakes the box. */
#ifndef BENCH_TOY_H
#define BENCH_TOY_H

#include <stdbool.h>
#include <stdint.h>

#include "bench_eeprom.h"

typedef struct {
    char elf[256];
    char board[32];       /* the board the ELF names */
    bool ran;             /* the firmware was found and measured at all */
    char problem[200];
    uint32_t flash;       /* .text + .data */
    uint32_t flash_max;   /* what the board's bootloader leaves (board.mk; 0: unknown) */
    uint32_t static_ram;  /* .data + .bss + .noinit */
    bool stack_ok;
    uint16_t stack_peak;  /* bytes below RAMEND ever written */
    char stack_problem[200];
    bool latency_ok;
    uint64_t latency_cycles; /* worst of the measured presses */
    char latency_what[120];
    char latency_problem[200];
    bool sleep_ok;
    uint64_t idle_slept, idle_cycles;
    uint32_t idle_adc;    /* key samples taken while idle (bench_panel_samples) */
    char sleep_problem[200];
    bool stall_ok;
    uint64_t stall_cycles;       /* the longest main-loop stall of the whole run */
    char stall_what[120];        /* ... in which phase */
    uint64_t save_stall_cycles;  /* the longest during the game and its EEPROM saves */
    uint32_t save_writes;        /* EEPROM bytes the game phase wrote */
    uint64_t move_pressed;       /* OK pressed for the game's move (cycle) */
    bench_eeprom_span_t move_save; /* the bytes written after it (the move, the answer) */
    char stall_problem[200];
    bool down_ok;
    uint64_t down_slept, down_cycles; /* powered down, 60 s */
    uint32_t down_adc;           /* key samples taken meanwhile (bench_panel_samples) */
    bool down_tap_woke;          /* a 50 ms tap woke the box */
    char down_problem[200];
    char notes[4096];     /* per-press figures, screens and console replies seen */
} bench_toy_report_t;

/* Measures the toy ELF at path; sets rep->ran, or rep->problem when it cannot. */
void bench_toy_measure(const char *path, bench_toy_report_t *rep);

#endif
