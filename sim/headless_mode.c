/* headless_mode.c - --headless: the virtual board with its serial port only (a pty, with
 * the auto-reset of a real board: pty_port.h), at wall-clock speed, for scripts and tests
 * that drive it from outside (avrdude, picocom, a browser's flasher's tests). No terminal:
 * stdout carries one line per event (chip_log.h): the port's path when it is ready, each
 * reset and its cause, the bootloader starting the application, the port opened and closed,
 * the firmware's boot banner. Runs until INT, TERM or HUP (then saves the EEPROM and flash
 * files) or --max-ms of simulated time. The run is paced to the wall clock (a real-time peer
 * such as avrdude sees a board at real speed); between steps the process sleeps. */
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "board.h"
#include "boot_chip.h"
#include "chip_log.h"
#include "idle_skip.h"
#include "modes.h"
#include "pty_port.h"
#include "serial.h"

#define HEADLESS_STEP_CYCLES BOARD_CYCLES_PER_MS
#define HEADLESS_PACE_MS 10u       /* run this much, then let the wall clock catch up */
#define HEADLESS_BEHIND_S 0.25     /* further behind than this (a slow host): start afresh */
#define HEADLESS_BANNER_MAX 80

static volatile sig_atomic_t headless_quit;

static void headless_on_signal(int sig)
{
    (void)sig;
    headless_quit = 1;
}

/* Every byte to the port; each boot banner to the log (a line of text: the first line after
 * a reset, or after the bootloader started the application). */
static void headless_sink(void *ctx, uint8_t byte, bool in_banner)
{
    (void)ctx;
    pty_port_output(byte);
    if (!in_banner || byte != '\n')
        return;
    char text[HEADLESS_BANNER_MAX + 1];
    size_t n = 0;
    for (const char *b = serial_banner(); *b && n < HEADLESS_BANNER_MAX; b++) {
        unsigned char c = (unsigned char)*b;
        if (c == '\r')
            continue;
        if (c < 0x20 || c > 0x7E)
            return; /* a bootloader's binary answers, not a banner */
        text[n++] = (char)c;
    }
    text[n] = '\0';
    chip_log("banner: %s", text);
}

static void headless_sleep_until(double wall)
{
    double d = wall - modes_wall_seconds();
    if (d <= 0)
        return;
    struct timespec ts = {.tv_sec = (time_t)d, .tv_nsec = (long)((d - (double)(time_t)d) * 1e9)};
    nanosleep(&ts, NULL);
}

int headless_mode_run(const sim_options_t *opt)
{
    board_config_t cfg = {.elf_path = opt->elf_path, .pins = opt->board,
                          .eeprom_path = opt->eeprom_path, .ladder = opt->ladder,
                          .noise_seed = opt->noise_seed_given ? opt->noise_seed : 1u};
    /* simavr prints diagnostics with printf(): fd 1 to stderr, the events to a copy of it */
    fflush(stdout);
    int out_fd = dup(1);
    FILE *out = out_fd >= 0 ? fdopen(out_fd, "w") : NULL;
    if (out == NULL || dup2(2, 1) < 0) {
        perror("nimbox-sim: stdout");
        return 2;
    }
    chip_log_to(out);
    if (!board_open(&cfg))
        return 2;
    if (!pty_port_open(opt->pty_link, !opt->line_baud_set, !opt->flow_set, opt->auto_reset)) {
        board_close();
        return 2;
    }
    serial_set_sink(headless_sink, NULL);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = headless_on_signal;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);
    const char *link = pty_port_link();
    chip_log("ready: board %s, serial port %s%s%s, %s", board_name(), pty_port_name(),
             link ? " = " : "", link ? link : "",
             boot_chip_has_bootloader() ? "bootloader in the boot section" : "no bootloader");

    int status = 0;
    uint64_t max = opt->max_ms ? (uint64_t)opt->max_ms * BOARD_CYCLES_PER_MS : UINT64_MAX;
    double wall0 = modes_wall_seconds(), wall_start = wall0;
    uint64_t cycle0 = board_now();
    while (!headless_quit) {
        for (unsigned i = 0; i < HEADLESS_PACE_MS && status == 0; i++) {
            pty_port_poll();
            if (board_run_until(board_now() + HEADLESS_STEP_CYCLES) != BOARD_RUNNING) {
                chip_log("stopped: %s", board_stop_reason());
                status = 3;
            }
        }
        if (status != 0)
            break;
        if (board_now() >= max) {
            chip_log("stopped: --max-ms %u reached", opt->max_ms);
            break;
        }
        double due = wall0 + (double)(board_now() - cycle0) / BOARD_F_CPU;
        if (due < modes_wall_seconds() - HEADLESS_BEHIND_S) {
            wall0 = modes_wall_seconds();
            cycle0 = board_now();
        }
        headless_sleep_until(due);
    }
    if (headless_quit)
        chip_log("stopped: signal");
    if (opt->stats) {
        modes_print_stats(modes_wall_seconds() - wall_start);
        fprintf(stderr, "nimbox-sim: %llu cycles of polling loops skipped (idle_skip.h)\n",
                (unsigned long long)idle_skip_cycles());
    }
    pty_port_close();
    board_close();
    chip_log_to(NULL);
    fclose(out);
    return status;
}
