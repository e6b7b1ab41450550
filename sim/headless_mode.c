/* headless_mode.c - --headless: the virtual board with its serial port only (pty_port.h: a
 * pty with a real board's auto-reset, the rate and IXON of the program on it, the board's USB
 * bridge), for programs and tests that drive it from outside (avrdude through make flash,
 * nimbox judge --port, picocom, port_chat). No terminal: stdout carries one line per event
 * (chip_log.h), the first `ready: board NAME, serial port /dev/pts/N = LINK, ...` once the
 * board is ready to talk to (the firmware's boot banner is out, or at once on a chip that
 * starts in its bootloader), then each reset and its cause, the bootloader starting the
 * application, the port opened and closed, each boot banner. A reader of these lines may go
 * away (SIGPIPE is ignored: the board runs on).
 * Time: the board runs flat out while the line is busy (input queued or on the way, a frame
 * in the last 2 simulated ms), so a stream of answers comes as fast as the host takes it;
 * otherwise it follows the wall clock, up to 10 ms ahead of it (it computes, or waits for
 * the program, and that time passes on the board as on the host), so a bootloader's wait for
 * avrdude, the time between an answer and what the board does next, and every timeout either
 * side keeps, are as long for both (a board racing ahead would, for one, print its banner
 * before avrdude has closed the port). A board that fell behind the clock by more than
 * 0.25 s (the process was not scheduled) follows it from where it is, a slower chip.
 * An idle board costs the host little: the process sleeps between steps, and a bootloader's
 * polling loop is skipped to its next event (idle_skip.h). Runs until INT, TERM or HUP (then
 * saves the EEPROM and flash files) or --max-ms of simulated time (exit status 4); the
 * UART summary on stderr when input was lost (always with --stats). */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "board.h"
#include "boot_chip.h"
#include "chip_log.h"
#include "idle_skip.h"
#include "line_sender.h"
#include "modes.h"
#include "pty_port.h"
#include "serial.h"

#define HEADLESS_BUSY_US 2000u    /* line activity this recent: the line is busy, run flat out
                                   * (a stream of frames, 87 us each, keeps it busy; a pause to
                                   * compute, a reset, a bootloader's wait do not) */
#define HEADLESS_AHEAD_MS 10u     /* idle: run this far ahead of the wall clock, then wait */
#define HEADLESS_BEHIND_S 0.25    /* idle: further behind the wall clock than this (the process
                                   * was not scheduled): follow it from where the board is */
#define HEADLESS_READY_MS 2000u   /* a firmware that prints no banner is ready after this */
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

/* Ready to talk to: the banner of the first boot is out, or the chip starts in a bootloader
 * (which says nothing until spoken to), or a firmware without a banner had its time. */
static bool headless_ready(void)
{
    return serial_banner_done() || boot_chip_has_bootloader() ||
           board_now() >= (uint64_t)HEADLESS_READY_MS * BOARD_CYCLES_PER_MS;
}

/* True while the line is busy: bytes to send or on their way, recent output. (Output the
 * program has not read yet waits for the program: the board's time does not hurry for it.) */
static bool headless_busy(void)
{
    uint64_t tail = (uint64_t)HEADLESS_BUSY_US * BOARD_CYCLES_PER_MS / 1000u;
    return line_sender_queued() > 0 || board_now() < serial_last_activity() + tail;
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
    signal(SIGPIPE, SIG_IGN);
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

    int status = 0;
    bool announced = false;
    uint64_t max = opt->max_ms ? (uint64_t)opt->max_ms * BOARD_CYCLES_PER_MS : UINT64_MAX;
    double wall_start = modes_wall_seconds(), wall0 = wall_start;
    uint64_t cycle0 = board_now(); /* the board's time at wall0: where it follows the clock from */
    while (!headless_quit && status == 0) {
        if (!announced && headless_ready()) {
            const char *link = pty_port_link();
            chip_log("ready: board %s, serial port %s%s%s, %s", board_name(), pty_port_name(),
                     link ? " = " : "", link ? link : "",
                     boot_chip_has_bootloader() ? "bootloader in the boot section"
                                                : "no bootloader");
            announced = true;
        }
        /* busy: a millisecond flat out; idle: HEADLESS_AHEAD_MS a millisecond at a time, the
         * port looked at before each (an open or a write is seen at once) */
        bool busy = headless_busy();
        for (unsigned i = 0; i < (busy ? 1u : HEADLESS_AHEAD_MS) && status == 0; i++) {
            pty_port_poll();
            if (!busy && headless_busy())
                break;
            if (board_run_until(board_now() + BOARD_CYCLES_PER_MS) != BOARD_RUNNING) {
                chip_log("stopped: %s", board_stop_reason());
                status = 3;
            } else if (board_now() >= max) {
                chip_log("stopped: --max-ms %u reached", opt->max_ms);
                status = 4;
            }
        }
        double now = modes_wall_seconds();
        double due = wall0 + (double)(board_now() - cycle0) / BOARD_F_CPU;
        if (busy || headless_busy() || due < now - HEADLESS_BEHIND_S) {
            wall0 = now; /* from here on the board follows the clock again */
            cycle0 = board_now();
        } else if (due > now) {
            pty_port_wait((int)((due - now) * 1000.0) + 1); /* until the clock catches up */
        }
    }
    if (headless_quit)
        chip_log("stopped: signal");
    pty_port_poll();
    modes_print_uart_summary(stderr, "nimbox-sim: ", opt->stats);
    if (opt->stats) {
        modes_print_stats(modes_wall_seconds() - wall_start);
        fprintf(stderr, "nimbox-sim: serial port: %llu bytes from the board dropped (no program "
                        "had the port open, or it did not read); %llu cycles of polling loops "
                        "skipped (idle_skip.h)\n",
                (unsigned long long)pty_port_lost(), (unsigned long long)idle_skip_cycles());
    }
    pty_port_close();
    board_close();
    chip_log_to(NULL);
    fclose(out);
    return status;
}
