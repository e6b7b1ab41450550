/* pty_mode.c - --headless: the board with no terminal, its serial port on a pty (a symlink at
 * --pty-link), for a program on the host to talk to as to a board's port (nimbox judge
 * --port, picocom). The board runs flat out while the line is busy (input queued or on the way,
 * output in the last 50 simulated ms) and at the wall clock's pace while it is idle (waiting
 * for the program costs no simulated time beyond the real time it takes), so a program that
 * waits for an answer gets it at once and the board's clock never races ahead while nobody
 * talks to it. Input goes through the line sender (--flow, --bridge, --line-noise as in the
 * other modes); output the pty cannot take yet waits, nothing is dropped. Prints
 * `nimbox-sim: serial port PTY = LINK` on stdout once the board has booted (its banner is
 * out, and waits in the pty for the program); ends on INT or TERM
 * (or --max-ms), removing the link, with the UART summary on stderr (always with --stats).
 * The smallest version the port tool's tests need (tests/serial/run_serial.sh); the
 * interactive mode (tty_mode.c) keeps its own pty. */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <termios.h>
#include <unistd.h>

#include "board.h"
#include "line_sender.h"
#include "modes.h"
#include "serial.h"

#define PTY_BUSY_MS 50u   /* output this recent: the board is busy, run flat out */
#define PTY_IDLE_POLL_MS 10

static volatile sig_atomic_t pty_quit;

static struct {
    int master, slave;
    char *pending; /* output the pty did not take yet */
    size_t len, cap;
} pty;

static void pty_on_signal(int sig)
{
    (void)sig;
    pty_quit = 1;
}

static void pty_flush(void)
{
    while (pty.len > 0) {
        ssize_t n = write(pty.master, pty.pending, pty.len);
        if (n <= 0)
            return; /* full (EAGAIN): later */
        memmove(pty.pending, pty.pending + n, pty.len - (size_t)n);
        pty.len -= (size_t)n;
    }
}

static void pty_out(void *ctx, uint8_t byte, bool in_banner)
{
    (void)ctx;
    (void)in_banner;
    if (pty.len == pty.cap) {
        pty.cap = pty.cap ? pty.cap * 2 : 4096;
        pty.pending = realloc(pty.pending, pty.cap);
        if (pty.pending == NULL)
            abort();
    }
    pty.pending[pty.len++] = (char)byte;
}

static void pty_take_input(void)
{
    char buf[4096];
    ssize_t n;
    while ((n = read(pty.master, buf, sizeof buf)) > 0)
        serial_send(buf, (size_t)n);
}

int pty_mode_run(const sim_options_t *opt)
{
    board_config_t cfg = {.elf_path = opt->elf_path, .pins = opt->board,
                          .eeprom_path = opt->eeprom_path, .ladder = opt->ladder,
                          .noise_seed = opt->noise_seed_given ? opt->noise_seed : 1u};
    char name[64];
    if (!board_open(&cfg))
        return 2;
    if (openpty(&pty.master, &pty.slave, name, NULL, NULL) != 0) {
        fprintf(stderr, "nimbox-sim: no pty for the serial port: %s\n", strerror(errno));
        return 2;
    }
    struct termios t;
    tcgetattr(pty.slave, &t);
    cfmakeraw(&t);
    cfsetspeed(&t, B115200);
    tcsetattr(pty.slave, TCSANOW, &t); /* kept open: reads never fail with EIO */
    fcntl(pty.master, F_SETFL, fcntl(pty.master, F_GETFL) | O_NONBLOCK);
    struct stat st;
    if (lstat(opt->pty_link, &st) == 0 && S_ISLNK(st.st_mode))
        unlink(opt->pty_link);
    if (symlink(name, opt->pty_link) != 0) {
        fprintf(stderr, "nimbox-sim: cannot link %s to %s: %s\n", opt->pty_link, name,
                strerror(errno));
        return 2;
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = pty_on_signal;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    serial_set_sink(pty_out, NULL);
    bool announced = false;
    double wall0 = modes_wall_seconds();
    uint64_t max = opt->max_ms ? (uint64_t)opt->max_ms * BOARD_CYCLES_PER_MS : UINT64_MAX;
    int status = 0;
    while (!pty_quit) {
        if (!announced && serial_banner_done()) { /* the port is there, the board ready */
            printf("nimbox-sim: serial port %s = %s\n", name, opt->pty_link);
            fflush(stdout);
            announced = true;
        }
        pty_take_input();
        pty_flush();
        bool busy = line_sender_queued() > 0 || pty.len > 0 ||
                    board_now() < serial_last_activity() + PTY_BUSY_MS * BOARD_CYCLES_PER_MS;
        uint64_t step = BOARD_CYCLES_PER_MS;
        if (!busy) { /* idle: wait for the program, and let that time pass on the board too */
            struct pollfd p = {.fd = pty.master, .events = POLLIN};
            double w0 = modes_wall_seconds();
            poll(&p, 1, PTY_IDLE_POLL_MS);
            step = (uint64_t)((modes_wall_seconds() - w0) * BOARD_F_CPU) + 1u;
        }
        if (board_run_until(board_now() + step) != BOARD_RUNNING) {
            fprintf(stderr, "nimbox-sim: %s\n", board_stop_reason());
            status = 3;
            break;
        }
        if (board_now() >= max) {
            status = 4;
            break;
        }
    }
    pty_flush();
    unlink(opt->pty_link);
    modes_print_uart_summary(stderr, "nimbox-sim: ", opt->stats);
    if (opt->stats)
        modes_print_stats(modes_wall_seconds() - wall0);
    board_close();
    return status;
}
