/* modes.h - the four ways to run the virtual board, chosen in main.c: interactive terminal
 * (tty_mode), UART on stdin/stdout (stdio_mode), test scripts (script_mode) and the serial
 * port alone (headless_mode). Each returns the process exit status. */
#ifndef SIM_MODES_H
#define SIM_MODES_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "board_pins.h"

typedef struct {
    const char *elf_path;
    const board_pins_t *board; /* --board, NULL: the one the ELF names (board_pins.h) */
    const char *eeprom_path;
    const char *script_path;
    const char *pty_link;
    char ladder;          /* 'u', 'a', 'b' */
    char lcd_source;      /* whose text expect-lcd reads and the terminal shows: 'o' our model,
                             's' simavr's hd44780 part */
    uint32_t idle_ms;     /* stdio: quiet time that ends the run once stdin is done */
    uint32_t timeout_ms;  /* script: how long an expectation waits by default */
    uint32_t max_ms;      /* any headless mode: fail beyond this simulated time (0: none) */
    bool stats;           /* print cycles, sleep and speed at exit */
    bool flow_set;        /* --flow given (interactive: else the pty's IXON decides) */
    bool noise_seed_given;
    uint64_t noise_seed;  /* --noise-seed: the ADC noise's generator (adc_noise.h), and the
                             line noise's */
    double noise_rate;    /* --line-noise: each frame broken with this probability ... */
    uint32_t noise_kinds; /* ... in one of these ways (line_sender.h), after the first */
    uint32_t noise_after; /* ... this many bytes */
    uint32_t reader_xoff_period_ms; /* --reader-xoff: stdio's reader pauses the output */
    uint32_t reader_xoff_hold_ms;
    bool headless;        /* --headless: the pty only, no terminal (headless_mode.c) */
    bool line_baud_set;   /* --line-baud given (else a pty's rate follows its termios) */
    bool auto_reset;      /* opening the pty resets the board (--auto-reset off: not) */
} sim_options_t;

/* The serial console command make play shows (the pty's path follows it): picocom sends CR
 * for Enter (the console answers a CR-ended line with CR LF), echoes what is typed, and obeys
 * the board's XOFF (--flow x: the simulator then holds what waits in the pty, tty_mode.c), so
 * a pasted judge input loses nothing. The one place it is written. */
#define MODES_SERIAL_COMMAND "picocom -b 115200 --echo --flow x"

/* Interactive: LCD drawn in the terminal, keys for buttons, serial on a pty, real speed. */
int tty_mode_run(const sim_options_t *opt);

/* --uart-stdio: stdin feeds the UART, the UART goes to stdout (banner to stderr). */
int stdio_mode_run(const sim_options_t *opt);

/* --script: runs a test script in simulated time; non-zero at the first failure. */
int script_mode_run(const sim_options_t *opt);

/* --headless: the serial pty only, at wall-clock speed, events on stdout (chip_log.h); runs
 * until a signal (INT, TERM, HUP) or --max-ms. */
int headless_mode_run(const sim_options_t *opt);

/* Prints simulated time, cycles, sleep share, speed and the EEPROM writes to stderr (for
 * --stats). */
void modes_print_stats(double wall_seconds);

/* One line on f, after prefix, about the serial input: bytes sent, lost at the receiver and
 * why, the first one lost, XON/XOFF obeyed. Printed when bytes were lost, or always. */
void modes_print_uart_summary(FILE *f, const char *prefix, bool always);

/* Wall clock in seconds (CLOCK_MONOTONIC). */
double modes_wall_seconds(void);

#endif
